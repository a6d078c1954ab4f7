"""What a model's output must be before it becomes memory: a real reply, facts that are sentences.

A weak or careless model returns empty replies, copies the reply format's placeholder text ("what
you say to the user"), and fills ``realizations`` with fragments of JSON (``","``,
``"]}]}, {"``) or with pieces of its own instructions. None of that may be stored:

* :func:`reply_problem` — why a reply's response is junk (empty, only punctuation, a placeholder
  or a template echo), else ``""``. The agent treats a junk reply like an unreadable one: asked
  again once, then logged with its raw text and the reason (never stored, never dropped);
* :func:`realization_problem` — why a realization is not a fact worth storing, else ``""``: it
  must be a sentence with a subject and a predicate (at least three words, one of them a verb
  form), mostly letters, and not a copy of the instructions it was given. The rejected ones are
  recorded with the turn (a ``quality`` row in ``gate_audits`` with their raw text).

The checks are deterministic and cheap; they decide what is *stored*, not what the user sees.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from pydantic_core import from_json

from yeastlab.core.sentences import spans

__all__ = [
    "PLACEHOLDERS",
    "reply_problem",
    "realization_problem",
    "sort_realizations",
    "salvage_truncated",
]

#: Placeholder and instruction phrases of the reply format a model may copy instead of answering.
PLACEHOLDERS = (
    "what you say to the user",
    "how worth remembering this exchange is",
    "insights worth keeping as memories",
    "depth 1 is surface reading",
    "reply with one json object",
    "the response text",
    "one per line",
    "your own answer to the user",
    "a number from 0 to 1",
    "short full sentences stating facts worth remembering",
)
_TRIVIAL = {"", "...", "…", "n/a", "na", "none", "null", "response", "text", "string", "todo"}
# A sentence does not end on a comma or a word that must be followed by more: a realization
# that does was cut (by the token cap, or by the model mid-list).
_CUT_MARKS = (",", ";", ":", "-", "(")
_CUT_WORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "nor",
        "of",
        "to",
        "with",
        "from",
        "for",
        "by",
        "at",
        "in",
        "on",
        "as",
        "because",
        "that",
        "which",
        "whose",
        "my",
        "your",
        "his",
        "her",
        "their",
        "our",
        "its",
    ]
)
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
# Finite verb forms and auxiliaries; otherwise a word ending like a verb after the first word.
_VERBS = frozenset(
    """am is are was were be been being has have had do does did can could will would shall
    should may might must need needs needed likes like liked loves love loved hates hate hated
    prefers prefer preferred wants want wanted lives live lived works work worked knows know
    knew feels feel felt seems seem seemed means mean meant makes make made gets get got goes go
    went enjoys enjoy enjoyed uses use used bakes bake baked runs run ran keeps keep kept
    thinks think thought says say said matters matter helps help helped""".split()  # noqa: SIM905
)
_NOT_VERB_ENDINGS = ("ss", "us", "is", "ous", "ness", "less", "ics")


def _normal(text: str) -> str:
    return " ".join(_WORD.findall(text.lower()))


def reply_problem(response: str) -> str:
    """Why ``response`` is junk (see the module docstring), else ``""``."""
    text = response.strip()
    if not text:
        return "empty reply"
    normal = _normal(text)
    if not normal:
        return f"reply has no words: {text[:60]!r}"
    if normal in _TRIVIAL:
        return f"placeholder reply: {text[:60]!r}"
    for phrase in PLACEHOLDERS:
        if phrase in normal and len(normal) <= len(phrase) + 40:
            return f"template echo: {text[:80]!r}"
    return ""


def _has_verb(words: Sequence[str]) -> bool:
    for i, word in enumerate(words):
        if word in _VERBS:
            return True
        if word.endswith("n't"):
            return True
        verbish = word.endswith(("ed", "es")) or (word.endswith("s") and words[i - 1] != "the")
        if i >= 1 and len(word) > 3 and not word.endswith(_NOT_VERB_ENDINGS) and verbish:
            return True
    return False


def realization_problem(text: str, instructions: str = "") -> str:
    """Why ``text`` may not become a fact (see the module docstring), else ``""``.

    Args:
        text: the realization.
        instructions: the prompt's instructions (the system message); a realization that is a
            copy of them is refused.
    """
    stripped = text.strip()
    words = [w.lower() for w in _WORD.findall(stripped)]
    letters = sum(c.isalpha() or c.isspace() for c in stripped)
    if len(words) < 3:
        return f"fragment, not a sentence: {stripped[:60]!r}"
    if letters < 0.75 * len(stripped):
        return f"mostly symbols, not a sentence: {stripped[:60]!r}"
    normal = " ".join(words)
    if any(phrase in normal for phrase in PLACEHOLDERS):
        return f"template echo: {stripped[:60]!r}"
    if instructions and len(normal) >= 12 and normal in _normal(instructions):
        return f"copy of the prompt: {stripped[:60]!r}"
    if not _has_verb(words):
        return f"no predicate (no verb): {stripped[:60]!r}"
    ended = stripped.endswith((".", "!", "?", "…", '"', "'", ")", "”"))
    if stripped.endswith(_CUT_MARKS) or (not ended and words[-1] in _CUT_WORDS):
        return f"cut off mid-sentence: {stripped[-60:]!r}"
    return ""


def sort_realizations(
    realizations: Sequence[str], instructions: str = ""
) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]]:
    """``(kept, rejected)``: the realizations that pass, and ``(text, reason)`` for the others
    (duplicates after the first are rejected too)."""
    kept: list[str] = []
    rejected: list[tuple[str, str]] = []
    seen: set[str] = set()
    for text in realizations:
        why = realization_problem(text, instructions)
        if not why and _normal(text) in seen:
            why = "duplicate of another realization"
        if why:
            rejected.append((text, why))
        else:
            kept.append(text)
            seen.add(_normal(text))
    return tuple(kept), tuple(rejected)


_STOPS = tuple(".!?…。！？")
_CLOSERS = "\"')]”’»"


def salvage_truncated(text: str) -> str | None:
    """A JSON reply cut off by the token cap, closed after the last full sentence of its
    ``response`` (``None`` when the response is missing or has no full sentence yet).

    Everything before ``response`` in the schema's order is complete once it has begun; the
    saliency after it is dropped (the heuristic scores the exchange instead).
    """
    try:
        value = from_json(text, allow_partial="trailing-strings")
    except ValueError:
        return None
    if not isinstance(value, dict) or not isinstance(value.get("response"), str):
        return None
    said = value["response"]
    # a sentence is full when it ends with its stop (core.sentences: "Dr." ends none)
    ends = [end for _, end in spans(said) if said[:end].rstrip(_CLOSERS)[-1:] in _STOPS]
    if not ends:
        return None
    value["response"] = said[: ends[-1]].strip()
    value.pop("saliency_score", None)
    return json.dumps(value)
