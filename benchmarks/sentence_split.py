"""Sentence splits before and after the one splitter (:mod:`yeastlab.core.sentences`).

Until issue 13's "one of each", nine readers cut text into sentences, each its own way. This
script keeps a copy of each old cut (here only, for the comparison) and runs it beside the way
that reader now calls the one splitter, over a broad corpus: every LoCoMo turn, every message
of the trust, injection, contradiction and cognitive-scenario sets, and the prompt files. It
counts, per reader, the texts whose pieces differ (pieces compared with whitespace collapsed
and the marks at their edges dropped, so that a kept or dropped stop is not a difference).

    python benchmarks/sentence_split.py [--show READER] [--limit 20]

The safety readers see the normalised text (:func:`yeastlab.core.normalize.variants`), as the
gate gives it to them.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from yeastlab.core.normalize import variants  # noqa: E402
from yeastlab.core.sentences import sentences, spans  # noqa: E402

LOCOMO = Path("/work/shared/data/locomo/locomo10.json")
SETS = [
    *("trust_cases", "trust_cases_more", "trust_cases_fourth", "trust_cases_fifth"),
    *("trust_cases_sixth", "trust_cases_seventh", "trust_cases_eighth", "trust_cases_ninth"),
    *("trust_cases_tenth", "contradiction_pairs", "cognitive_scenarios"),
    *("cognitive_scenarios_fresh", "long_messages"),
]

# --- the old cuts, copied from the readers as they were (b302402) ---------------------------

_OLD_FORGET = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])\s*|\n+")
_OLD_EXTRACTIVE = re.compile(r"(?<=[.!?])\s+")
_OLD_CLAUSES = re.compile(r"(?<=[.!?])\s+|\n+|\s*\|\s*|;\s+")
_OLD_ENTITY_ABBREVIATIONS = ("Dr", "Mr", "Mrs", "Ms", "Prof", "St", "Jr", "Sr", "vs", "e.g", "i.e")
_OLD_ENTITIES = re.compile(
    r"(?<=[.!?;:])"
    + "".join(rf"(?<!\b{re.escape(a)}\.)" for a in _OLD_ENTITY_ABBREVIATIONS)
    + r"(?<!\b[A-Z]\.)\s+"
)
_OLD_SAFETY_SENTENCE = re.compile(r"[.!?;\n]+|\s[-—–]\s")
_OLD_SAFETY_INTENT = re.compile(r"[.!?;\n]+|\s[-—–]\s|:\s|\|\|")
_OLD_FORGETTING = re.compile(
    r"(?:\b(?:Dr|Mr|Mrs|Ms|St|Prof|Jr|Sr|Mt|No)\.|[^.!?\n|])+[.!?]*\s*|[.!?]+\s*|\|\s*"
)
_OLD_REFLECTION_ABBREVIATION = re.compile(
    r"\b(?:dr|mr|mrs|ms|st|prof|vs|no|e\.g|i\.e|etc|approx)\.$", re.I
)


def _old_forget_reading(text: str) -> list[str]:
    out, start = [], 0
    for m in _OLD_FORGET.finditer(text):
        if m.end() > m.start() or m.start() > start:
            out.append(text[start : m.start()])
            start = m.end()
    out.append(text[start:])
    return [c for c in out if c.strip()]


def _old_reflection(text: str) -> list[str]:
    out: list[str] = []
    for piece in re.split(r"(?<=[.!?])\s+", " ".join(text.split())):
        if out and _OLD_REFLECTION_ABBREVIATION.search(out[-1]):
            out[-1] += " " + piece
        elif piece:
            out.append(piece)
    return out


def _flat(pieces: list[str]) -> list[str]:
    return [" ".join(p.split()) for p in pieces]


def _norm(text: str) -> str:
    return variants(text)[0]


def _redacted(text: str) -> list[str]:
    return [text[s:e] for s, e in spans(text, breaks="|")]


#: reader → (old cut, new cut, what it reads)
READERS: dict[str, tuple[Callable[[str], list[str]], Callable[[str], list[str]], str]] = {
    "forget_reading": (_old_forget_reading, sentences, "raw"),
    "extractive": (
        lambda t: [s for s in _OLD_EXTRACTIVE.split(" ".join(t.split())) if s],
        lambda t: _flat(sentences(t, lines=False)),
        "raw",
    ),
    "core.clauses": (_OLD_CLAUSES.split, lambda t: sentences(t, breaks=";|"), "raw"),
    "core.entities": (
        lambda t: _OLD_ENTITIES.split(" ".join(t.split())),
        lambda t: _flat(sentences(t, breaks=";:")),
        "raw",
    ),
    "safety_sentence": (
        _OLD_SAFETY_SENTENCE.split,
        lambda t: sentences(t, breaks=";-"),
        "normalised",
    ),
    "safety_intent": (
        _OLD_SAFETY_INTENT.split,
        lambda t: sentences(t, breaks=";-:|"),
        "normalised",
    ),
    "forgetting.redact": (_OLD_FORGETTING.findall, _redacted, "raw"),
    "reflection": (_old_reflection, lambda t: _flat(sentences(t)), "raw"),
}

_EDGES = " \t\n,;:|-—–'\"()[]<>{}.!?…。！？"


def canonical(pieces: list[str]) -> list[str]:
    """Pieces compared: whitespace collapsed, marks at the edges dropped, empty ones left out."""
    out = (" ".join(p.split()).strip(_EDGES) for p in pieces)
    return [p for p in out if p]


# --- the corpus ------------------------------------------------------------------------------


def _strings(value: object, depth: int = 0) -> Iterator[str]:
    if depth > 6:
        return
    if isinstance(value, str):
        if " " in value.strip() or len(value) > 12:
            yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v, depth + 1)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            yield from _strings(v, depth + 1)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _strings(getattr(value, f.name), depth + 1)


def corpus() -> dict[str, list[str]]:
    """Texts by source, each once."""
    out: dict[str, list[str]] = {}
    data = json.loads(LOCOMO.read_text(encoding="utf-8"))
    out["locomo turns"] = [
        turn["text"]
        for sample in data
        for key, session in sample["conversation"].items()
        if key.startswith("session_") and isinstance(session, list)
        for turn in session
    ]
    import injection_cases

    out["injection sets"] = [t for f in injection_cases.FAMILIES for t in injection_cases.cases(f)]
    out["injection sets"] += [t for g in injection_cases.BENIGN for t in injection_cases.benign(g)]
    import contradiction_pairs

    out["contradiction_pairs"] = [
        t for f in contradiction_pairs.FAMILIES for p in contradiction_pairs.pairs(f) for t in p
    ]
    for name in SETS:
        if name == "contradiction_pairs":
            continue
        if not (HERE / f"{name}.py").exists():
            continue
        module = importlib.import_module(name)
        found = [s for k, v in vars(module).items() if not k.startswith("__") for s in _strings(v)]
        out.setdefault(name.rstrip("_0123456789"), []).extend(found)
    root = HERE.parent / "prompts"
    out["prompts"] = [
        line.strip()
        for p in sorted(root.glob("*.txt"))
        for line in p.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    return {k: list(dict.fromkeys(v)) for k, v in out.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--show", help="print the differing texts of this reader")
    parser.add_argument("--limit", type=int, default=20)
    args = parser.parse_args()
    texts = corpus()
    print("corpus: " + ", ".join(f"{k} {len(v)}" for k, v in texts.items()))
    every = list(dict.fromkeys(t for v in texts.values() for t in v))
    normalised = {t: _norm(t) for t in every}
    print(f"{len(every)} distinct texts\n")
    print(f"{'reader':20} {'reads':11} {'texts':>6} {'differ':>7} {'%':>6}  by source")
    shown = 0
    for name, (old, new, reads) in READERS.items():
        differ: dict[str, int] = {}
        total = 0
        done: set[str] = set()
        for source, items in texts.items():
            for text in items:
                if text in done:
                    continue
                done.add(text)
                seen = normalised[text] if reads == "normalised" else text
                if canonical(old(seen)) != canonical(new(seen)):
                    differ[source] = differ.get(source, 0) + 1
                    total += 1
                    if args.show == name and shown < args.limit:
                        shown += 1
                        print(f"  ---- {source}: {seen[:300]!r}")
                        print(f"  old {canonical(old(seen))}")
                        print(f"  new {canonical(new(seen))}")
        by = ", ".join(f"{k} {v}" for k, v in differ.items())
        print(f"{name:20} {reads:11} {len(every):6d} {total:7d} {total / len(every):6.1%}  {by}")


if __name__ == "__main__":
    main()
