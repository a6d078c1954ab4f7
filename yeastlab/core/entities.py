"""Who or what a text names, and which of those it makes claims *about*.

One home for the entity reading that the trust layer (:func:`yeastlab.cognition.trust.entity_first`,
:func:`~yeastlab.cognition.trust.entity_claims`) and the offline backend both need, so their
verdicts cannot drift apart.

**Names** (:func:`names`) are capitalised words that are not stop words ("Sara", "iPad",
"HIPAA"); a sentence's first word counts unless it is a question word or an interjection
("Oh", "Thanks": :data:`OPENERS`).

**Other entities** (:func:`other_entities`). A statement that names several *subjects* ("Sarah is
an engineer at Google, and Sara is a designer at Apple") says less about each of them than a
claim of its own does, so retrieval and the offline answer prefer the claim naming fewer others.
But the names inside the asked entity's own clause are what is claimed about it — the values
the user asks for ("we host Atlas in Frankfurt", "Atlas has to be HIPAA compliant", "led by
Priya Raman"). Counting those as rivals ranked every informative fact below a vague one that
named nothing else ("I'm starting to plan the Atlas migration"), so only the names of the
*other* clauses count: those the statement makes a separate claim about.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection

from yeastlab.core.sentences import sentences
from yeastlab.core.text import INTERJECTIONS, QUESTION_OPENERS, STOP_WORDS

__all__ = ["names", "clauses", "other_entities", "OPENERS", "QUESTION_WORDS"]

_NAME = re.compile(r"\b[a-z]?[A-Z][a-zA-Z]+\b")  # "Sara", and "iPad", "eBay"
_NOT_NAMES = frozenset({"i", "i'm", "i've", "i'd", "i'll", "user", "yeast", "ok", "okay"})
_ENDS_SENTENCE = (".", "!", "?", ":", "|", '"')

#: Words that open a question or a request; a capitalised one at a sentence's start names no one.
QUESTION_WORDS = QUESTION_OPENERS | {"tell", "please", "remind"}

#: Interjections, greetings and discourse markers (a closed class, like the question words): at a
#: sentence's start they name no one, even where a sentence's first word may be a name ("Oh and
#: the funder wants …", "Good news though: …" made "Oh" and "Good" rival subjects of the claim).
#: Words that are also given names ("Hope", "Will", "Joy") are left out. Checked on LoCoMo's
#: 5,882 messages: every capitalised sentence opener in this list there is an interjection.
_DISCOURSE_WORDS = (
    "ohh ahh aww hiya howdy yo good morning evening afternoon night anyway anyways btw um uh "
    "actually honestly basically alright oops ugh bye gosh phew really anyhow besides meanwhile "
    "luckily sadly unfortunately fortunately hopefully"
)
OPENERS = INTERJECTIONS | frozenset(_DISCOURSE_WORDS.split())


def _starts_sentence(text: str, start: int) -> bool:
    """Whether the word at ``start`` opens the text or a sentence (looks back over spaces
    only, so reading every name of a long text stays linear)."""
    i = start - 1
    while i >= 0 and text[i].isspace():
        i -= 1
    return i < 0 or text[i] in "".join(_ENDS_SENTENCE)


def names(text: str, *, skip_first: bool = True) -> set[str]:
    """Capitalised words that are not stop words (the first word of a sentence skipped when
    ``skip_first`` and it is a question word)."""
    found = set()
    for m in _NAME.finditer(text):
        word = m.group(0)
        low = word.lower()
        if low in STOP_WORDS or low in _NOT_NAMES or len(word) < 2:
            continue
        if (low in OPENERS or (skip_first and low in QUESTION_WORDS)) and _starts_sentence(
            text, m.start()
        ):
            continue
        found.add(word)
    return found


_CLAUSES = re.compile(
    r",?\s+(?:and|but|while|whereas)\s+(?=(?:[A-Z]|(?:my|his|her|their|our|the)\b"
    r"|(?:in|at|to|from|for|on|with)\s+[A-Z]))|;\s*"
)


def clauses(text: str, *, statements_only: bool = False) -> list[str]:
    """``text`` cut into sentences and, inside them, into coordinated clauses that start a new
    subject ("…, and Sara is …", "…; my younger brother …"); with ``statements_only``,
    questions are left out."""
    parts = []
    # a sentence (core.sentences: not cut after "Dr." or "J.") ends at "; " and ": " too
    for sentence in (" ".join(s.split()) for s in sentences(text, breaks=";:")):
        if statements_only and sentence.rstrip().endswith("?"):
            continue
        parts += [p.strip(" ,") for p in _CLAUSES.split(sentence) if p.strip(" ,")]
    return parts


def other_entities(
    text: str,
    asked: Collection[str],
    entities: Callable[[str], set[str]] = lambda t: names(t, skip_first=False),
) -> set[str]:
    """The entities ``text`` makes claims about besides ``asked``: those named in clauses that
    do not speak of the asked entity. Names sharing a clause with it are what is said of it
    ("Atlas is hosted in Frankfurt"), not rivals. A text naming none of ``asked`` has every
    entity it names as another."""
    asked = set(asked)
    # each clause's names read before short fragments are joined: a fragment keeps its own
    # start ("said: Oh and the funder …" → "Oh" opens a fragment, no name)
    parts = _joined_fragments([(p, entities(p)) for p in clauses(text)])
    named = set().union(*(who for _, who in parts)) if parts else set()
    matched = asked & named
    if not matched:
        return named - asked
    own = {i for i, (_, who) in enumerate(parts) if matched <= who} or {
        i for i, (_, who) in enumerate(parts) if who & matched
    }
    rivals = {n for i, (_, who) in enumerate(parts) if i not in own for n in who}
    return rivals - asked


def _joined_fragments(parts: list[tuple[str, set[str]]]) -> list[tuple[str, set[str]]]:
    """Clauses (with their names) with a fragment too short to be a claim of its own (under
    three words) joined to the one before: "a dinner from Fig | and Olive" is one clause, so
    "Olive" is no rival."""
    joined: list[tuple[str, set[str]]] = []
    for part, who in parts:
        if joined and len(part.split()) < 3:
            before, named = joined[-1]
            joined[-1] = (f"{before} {part}", named | who)
        else:
            joined.append((part, set(who)))
    return joined
