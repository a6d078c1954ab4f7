"""Secrets and personal identifiers found in benign real text: LoCoMo's 5,882 turns
(``benchmarks/locomo_turns.py``), scanned as a turn is (:func:`yeastlab.cognition.secrets.scan`).

Credentials there are false redactions (the target is ~0: LoCoMo holds no password, key or
card); personal marks are counted by kind and read by eye (``--show``).

    python benchmarks/secrets_locomo.py [--show]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from locomo_turns import locomo_messages  # noqa: E402

from yeastlab.cognition import secrets  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", action="store_true", help="print each turn with a finding")
    args = parser.parse_args()
    turns = locomo_messages(range(10))
    redacted, marked, kinds = 0, 0, Counter()
    for text in turns:
        found = secrets.scan(text)
        creds = found.credentials
        pii = [f for f in found.findings if not f.credential]
        redacted += bool(creds)
        marked += bool(pii)
        kinds.update(f.tag for f in found.findings)
        if args.show and found.findings:
            print(found.tags, repr(found.redacted[:200]))
    print(f"LoCoMo turns: {len(turns)}; with a redaction {redacted}; with a pii mark {marked}")
    print("by tag:", dict(sorted(kinds.items())))


if __name__ == "__main__":
    main()
