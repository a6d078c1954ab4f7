"""Fuzz run of issue 19: the properties of tests/test_fuzz.py at >= 10,000 generated inputs.

Runs ``tests/test_fuzz.py`` with ``FUZZ_EXAMPLES`` examples per property (default 2,000 for
search, remember, forget, prompt files and import; 700 turns for chat, each also streaming and
remembering: 12,100 inputs; generated texts repeat at most 4,000 times here, the 100k-character
sizes being measured by benchmarks/input_size.py) and ``FUZZ_REPORT`` set, so
that an exception outside ``YeastlabError`` is counted rather than stopping the run, then prints
the inputs generated per entry, the refusals (``YeastlabError``), the exceptions outside it and
the acknowledged ``remember()`` calls lost after reopening.

    python benchmarks/fuzz.py [examples-per-property [chat-turns]]
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    examples = int(sys.argv[1]) if len(sys.argv) > 1 else 2_000
    chat = int(sys.argv[2]) if len(sys.argv) > 2 else 700
    report = Path(tempfile.mkdtemp(prefix="fuzz-report-")) / "report.json"
    env = {**os.environ, "FUZZ_EXAMPLES": str(examples), "FUZZ_REPORT": str(report)}
    env |= {"FUZZ_CHAT_EXAMPLES": str(chat), "FUZZ_LONG": "4000"}
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_fuzz.py"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    elapsed = time.perf_counter() - started
    if not report.exists():
        print(done.stdout[-3000:], done.stderr[-3000:])
        return 1
    data = json.loads(report.read_text())
    counts = data["counts"]
    entries = sorted({key.split(":")[0] for key in counts if ":" in key})
    print(f"fuzz: {examples} examples per property ({chat} chat turns), {elapsed:.0f} s")
    print(f"{'entry':<12} {'inputs':>8} {'refused':>8} {'escaped':>8}")
    for entry in entries:
        row = [counts.get(f"{entry}:{k}", 0) for k in ("inputs", "refused", "escaped")]
        print(f"{entry:<12} {row[0]:>8} {row[1]:>8} {row[2]:>8}")
    total = sum(v for k, v in counts.items() if k.endswith(":inputs"))
    escaped = sum(v for k, v in counts.items() if k.endswith(":escaped"))
    print(f"generated inputs: {total}; exceptions outside YeastlabError: {escaped}")
    print(
        f"acknowledged remember() calls: {counts.get('acknowledged', 0)}, "
        f"lost after reopening: {counts.get('acknowledged_lost', 0)}"
    )
    for line in data.get("escaped", [])[:20]:
        print("  escaped:", line)
    shutil_rmtree(ROOT / ".hypothesis")
    return 0 if escaped == 0 and counts.get("acknowledged_lost", 0) == 0 else 1


def shutil_rmtree(path: Path) -> None:
    import shutil

    shutil.rmtree(path, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
