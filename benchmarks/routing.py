"""Router accuracy on hand-written questions: personal / factual / behavioural, per half.

The questions (``benchmarks/routing_questions.py``, ≥ 100, in phrasing families such as "Tell
me more about X", "How should I …", "What did I say about …", "What is our policy on …") are
split into halves by family: the router (``yeastlab.cognition.retrieval.route``) was tuned on the
``dev`` families only. Prints accuracy per route and per family on each half.

    python benchmarks/routing.py [--show-errors]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from routing_questions import FAMILIES, HALVES, questions  # noqa: E402

from yeastlab.cognition.retrieval import ROUTES, route  # noqa: E402


def evaluate(half: str, show_errors: bool) -> float:
    items = questions(half)
    print(f"\n## {half} ({len(items)} questions)")
    print(f"{'family':22} {'route':12} {'n':>3} {'correct':>8}")
    for family, (label, where, qs) in FAMILIES.items():
        if where != half:
            continue
        got = [route(q) for q in qs]
        print(f"{family:22} {label:12} {len(qs):3d} {sum(g == label for g in got):8d}")
        if show_errors:
            for q, g in zip(qs, got, strict=True):
                if g != label:
                    print(f"    MISS {q!r}: {g}")
    total, right = Counter(), Counter()
    for _, label, q in items:
        total[label] += 1
        right[label] += route(q) == label
    for name in ROUTES:
        print(f"  {name:12} {right[name]:3d}/{total[name]:3d}  {right[name] / total[name]:.0%}")
    accuracy = sum(right.values()) / len(items)
    print(f"  {'all':12} {sum(right.values()):3d}/{len(items):3d}  {accuracy:.0%}")
    return accuracy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show-errors", action="store_true")
    args = parser.parse_args()
    print(f"{len(questions())} questions in {len(FAMILIES)} families")
    for half in HALVES:
        evaluate(half, args.show_errors)


if __name__ == "__main__":
    main()
