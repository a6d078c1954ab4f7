"""The offline answerer's choice of memory on real conversation: LoCoMo's questions.

The cognitive scenarios (``benchmarks/cognitive_scenario.py``) are written by us; a change to
how the offline answerer chooses among memories (the kind of value a question asks for, which
shared words count, who a sentence names) must not be tuned to their sentences. This script
puts the same choice to LoCoMo's 1,986 questions (categories 1-4: single-hop, multi-hop,
temporal, open-domain; ``/work/shared/data/locomo/locomo10.json``), on real turns:

for each question, the prompt holds its evidence turns and the 9 other turns of its
conversation sharing the most content words with it (``Speaker: text``, ordered by shared
words, as a keyword retriever would rank them), and :func:`yeastlab.backends.offline_answer.answer`
chooses one. Printed: how often the chosen turn is an evidence turn, per category and overall
(and how often nothing was chosen). Run it on two checkouts to compare (``PYTHONPATH=...``).

    python benchmarks/cognitive_scenario_locomo.py [PATH/locomo10.json]
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from yeastlab.backends.offline_answer import answer
from yeastlab.backends.offline_prompt import Evidence, content_words

DEFAULT = Path("/work/shared/data/locomo/locomo10.json")
OTHERS = 9


def turns(conversation: dict) -> dict[str, str]:
    """dia_id → "Speaker: text" for every turn of a LoCoMo conversation."""
    out = {}
    for key, value in conversation.items():
        if key.startswith("session_") and isinstance(value, list):
            for turn in value:
                out[turn["dia_id"]] = f"{turn['speaker']}: {turn['text']}"
    return out


def evidence_questions(data: list[dict]) -> Iterator[tuple[dict, dict[str, str]]]:
    """Each question of categories 1-4 that names its evidence turns, with its conversation's
    turns by id."""
    for sample in data:
        all_turns = turns(sample["conversation"])
        for qa in sample["qa"]:
            if qa.get("category") in (1, 2, 3, 4) and qa.get("evidence"):
                yield qa, all_turns


def evidence_texts(qa: dict, all_turns: dict[str, str]) -> set[str]:
    """The texts of ``qa``'s evidence turns."""
    return {all_turns[i] for i in qa["evidence"] if i in all_turns}


def prompt_items(question: str, evidence: list[str], all_turns: dict[str, str]) -> list[Evidence]:
    """The evidence turns and the turns sharing the most words with ``question``, ranked by
    shared words (ties by position in the conversation)."""
    wanted = content_words(question)
    shared = {i: len(wanted & content_words(t)) for i, t in all_turns.items()}
    others = [i for i in all_turns if i not in evidence]
    others.sort(key=lambda i: -shared[i])
    chosen = [i for i in evidence if i in all_turns] + others[:OTHERS]
    chosen.sort(key=lambda i: -shared[i])
    return [Evidence("Episodic memories", all_turns[i], n) for n, i in enumerate(chosen)]


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    data = json.loads(path.read_text())
    right: Counter[int] = Counter()
    asked: Counter[int] = Counter()
    silent: Counter[int] = Counter()
    for qa, all_turns in evidence_questions(data):
        category = qa["category"]
        items = prompt_items(qa["question"], qa["evidence"], all_turns)
        reply = answer(qa["question"], items, "")
        asked[category] += 1
        if reply.used is None:
            silent[category] += 1
        elif reply.used.text in evidence_texts(qa, all_turns):
            right[category] += 1
    print("| category | questions | evidence turn chosen | nothing chosen |\n|---|---:|---:|---:|")
    for c in sorted(asked):
        print(f"| {c} | {asked[c]} | {right[c]} ({right[c] / asked[c]:.1%}) | {silent[c]} |")
    n, r, s = sum(asked.values()), sum(right.values()), sum(silent.values())
    print(f"| all | {n} | {r} ({r / n:.1%}) | {s} |")


if __name__ == "__main__":
    main()
