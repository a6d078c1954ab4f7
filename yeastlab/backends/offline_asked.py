"""What a question asks of its subject, and whether a memory says it at all.

"What breed is my cat?" asks the cat's breed: "My cat is ten years old" speaks of the cat and
says no breed, so it answers nothing, though it shares half the question's words. The asked
thing is the question's *head noun*: the noun the question word opens ("what breed", "which
airline", "which football team", "what kind of pot"), in "what is my …?" the last noun of what
is asked ("my job title", "my credit limit", "my dog's name"), or the noun before "of my" ("the
address of my office"). A memory answers it when it says the head noun (or a derived form), or
holds a value of the head's kind:

* the kind the question's form asks for (:func:`~yeastlab.backends.offline_kinds.expected_kind`:
  "what colour", "what time");
* a kind of the field the head names (:data:`yeastlab.core.fields.FIELDS`: "what instrument" is
  answered by "the clarinet");
* for a unit or a measure ("what hours", "which year"), a number;
* for a name, any name ("Our dog answers to Rufus"); for another head, a name that is not a
  place's ("I booked the Lisbon flight on TAP" names an airline; "I'm flying to Lisbon" names
  where to, no airline).

Read by :func:`yeastlab.backends.offline_answer._answers`. When no memory answers by its words,
:func:`said_in_other_words` takes one as close in meaning to the question as few unrelated texts
are (:attr:`yeastlab.backends.offline_meaning.Meaning.answers_at`), among those that may speak of
the asked thing at all (:func:`of_the_asked`: not another kind of it, not another's).
"""

from __future__ import annotations

import re

from yeastlab.backends.offline_kinds import (
    expected_kind,
    holds_kind,
    holds_number,
    possessed,
    related_stems,
)
from yeastlab.backends.offline_meaning import Meaning
from yeastlab.backends.offline_prompt import Evidence, content_words, stem_word
from yeastlab.core.entities import names
from yeastlab.core.fields import another_kind, held_by_field
from yeastlab.core.text import stem

__all__ = ["asked_head", "says_head", "of_the_asked", "said_in_other_words"]

_AUX = (
    r"is|are|was|were|am|do|does|did|have|has|had|can|could|will|would|should|'s|'re|i|you|we|"
    r"they|he|she|it|my|our|the|a|an|of|to|in|on|at|for|with"
)
#: "What breed is …", "Which football team do I …": the words the question word opens.
_OPENED = re.compile(
    rf"^\s*(?:what|which)\s+((?:(?!(?:{_AUX})\b)[a-z]+\s+){{1,2}})(?:{_AUX})\b", re.I
)
#: "What is my job title?", "What's my dog's name?": the possessed phrase ending the question.
_POSSESSED_END = re.compile(
    r"^\s*(?:what|which)(?:'s|\s+(?:is|are|was|were))\s+(?:my|our)\s+((?:[a-z]+(?:'s)?\s+){0,2}[a-z]+)"
    r"\s*\??\s*$",
    re.I,
)
#: "What's the address of my office?": the noun before "of my".
_OF_POSSESSED = re.compile(
    r"^\s*(?:what|which)(?:'s|\s+(?:is|are|was|were))\s+the\s+([a-z]+)\s+of\s+(?:my|our)\b", re.I
)
#: Holidays: capitalised, but times of the year rather than names a memory must repeat.
_HOLIDAYS = frozenset(
    [
        "Christmas",
        "Xmas",
        "Easter",
        "Halloween",
        "Thanksgiving",
        "Hanukkah",
        "Diwali",
        "Eid",
        "Ramadan",
        "Passover",
    ]
)
#: A name right after a preposition of place or direction names a place.
_PLACE_BEFORE = re.compile(r"\b(?:at|near|to|into|around)\s+(?:the\s+)?$", re.I)
_NAME_HEADS = frozenset({"name", "call"})
#: Heads that are units or measures: a number says them ("what hours", "which year", "what size").
_UNITS = "second minute hour day night week month year decade time date age size number price"
_UNIT_HEADS = frozenset(stem(w) for w in _UNITS.split())
#: A capitalised word inside a sentence (one opening it may be any word).
_INNER_NAME = re.compile(r"(?<=[\w,] )([a-z]?[A-Z][\w'-]*[A-Za-z0-9])")


#: "What kind of pot", "which type of dog": the noun after "of" is the head.
_KIND_OF = re.compile(r"^(\s*(?:what|which)\s+)(?:kinds?|types?|sorts?)\s+of\s+", re.I)


def asked_head(question: str) -> str | None:
    """The stem of ``question``'s head noun (see the module doc), or ``None``."""
    lowered = _KIND_OF.sub(r"\1", " ".join(question.lower().split()))
    found = next(
        (m for m in (r.match(lowered) for r in (_OPENED, _POSSESSED_END, _OF_POSSESSED)) if m), None
    )
    if found is None:
        return None
    last = found.group(1).split()[-1]
    head = stem_word(last)
    return head if head in content_words(last) else None


def says_head(question: str, head: str, text: str) -> bool:
    """Whether ``text`` says the asked ``head`` (a stem) or holds a value of its kind."""
    have = content_words(text)
    if head in have or related_stems({head}, have):
        return True
    kind = expected_kind(question)  # "which …" asks a name: read below, places aside
    asked = names(question)
    if kind not in (None, "name") and holds_kind(kind, text, asked, content_words(question)):
        return True
    if held_by_field(head, have):
        return True
    if head in _UNIT_HEADS and holds_number(text):
        return True  # "What support hours …?": "support must be 24/7"
    if head in _NAME_HEADS:
        return holds_kind("name", text, asked) or holds_kind("person", text, asked)
    said = names(text) - asked
    return any(
        m.group(1) in said and not _PLACE_BEFORE.search(text, 0, m.start())
        for m in _INNER_NAME.finditer(text)
    )


def of_the_asked(question: str, items: list[Evidence]) -> list[Evidence]:
    """The conversation memories and facts that may speak of what ``question`` asks about: not
    one saying what is someone's where the question says another thing is ("My kitchen is
    painted yellow" for "What colour is my bedroom?"), nor one naming another kind of the asked
    thing ("I have a cat called Mochi" for "What is my dog's name?",
    :func:`yeastlab.core.fields.another_kind`)."""
    owned, wanted = possessed(question), content_words(question)
    return [
        i
        for i in items
        if i.kind in ("conversation", "fact")
        and not (owned and possessed(i.user_part) and not owned & possessed(i.user_part))
        and not another_kind(wanted, content_words(i.user_part))
    ]


def said_in_other_words(
    question: str, items: list[Evidence], meaning: Meaning | None
) -> Evidence | None:
    """When no memory answers ``question`` by its words or the strict kind it asks for, the
    memory retrieval ranked best of those (:func:`of_the_asked`) whose closest sentence is as
    close to the question as few unrelated texts are (:attr:`Meaning.answers_at`, calibrated
    per embedder): "I'm on metformin for my diabetes" for "What medication do I take?". Not
    one missing a name the question gives ("Which city did I visit in Korea?" is not answered
    by "I've been to Japan twice"; a holiday is a time, not a name: "Where am I going for
    Christmas?" is answered by "We're spending the holidays in December at my in-laws")."""
    if meaning is None or not meaning.active:
        return None
    at, asked = meaning.answers_at, names(question) - _HOLIDAYS
    candidates = [i for i in of_the_asked(question, items) if asked <= names(i.user_part)]
    candidates = candidates[: meaning.CANDIDATES]
    if not candidates:
        return None
    sims = meaning.similarities(question, [i.user_part for i in candidates])
    return next((i for i, sim in zip(candidates, sims, strict=True) if sim >= at), None)
