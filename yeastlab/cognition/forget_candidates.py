"""Which alive memories a forget needs to read: those that can be about the subject.

:meth:`Subject.matches <yeastlab.cognition.forget_subject.Subject.matches>` reads a text's word
stems; over every alive memory that took seconds at 100k memories, twice per forget (resolving
the subject, then choosing what to forget). A text it matches holds a word of the subject: a key
or category word (``keys``, ``related``), a content stem of a memory the subject was resolved to
(``texts``), or it carries one of the subject's marks in its tags. So the memories worth reading
are those the store's in-process full-text index lists for one of those words, plus those with a
mark: :func:`about` reads only them, and gives the same memories, in the same order, as reading
every one.

The full-text index stems as :func:`~yeastlab.core.text.stem` does, but drops stop words, cuts
words at hyphens and apostrophes, and reads contractions unexpanded. A subject word that the
index cannot hold as the subject reads it (a stop word of the index, one with a character
other than a-z and 0-9, a word that only an expanded contraction gives, a 40-byte one) sends
the forget back to reading every memory: the prefilter never decides on a word it cannot see.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from yeastlab.cognition.forget_subject import Subject
from yeastlab.core.lexical import MAX_TOKEN_BYTES
from yeastlab.core.lexical import STOP_WORDS as INDEX_STOP_WORDS
from yeastlab.core.records import Memory
from yeastlab.core.text import stem

__all__ = ["about", "index_terms"]

# what expand_contractions writes that the text may not hold as a word ("needn't" -> "need
# not"): a content stem of these may come from a contraction the index holds as "needn", "t"
_EXPANDED = frozenset(
    stem(w)
    for w in """can will shall is not am are have would do does did was were has had should
    could must need""".split()  # noqa: SIM905
)
_PLAIN = re.compile(r"[a-z0-9]+")


def _readable(term: str, *, content: bool) -> bool:
    """Whether the full-text index holds ``term`` for every text whose words stem to it."""
    return (
        _PLAIN.fullmatch(term) is not None
        and term not in INDEX_STOP_WORDS
        and len(term) < MAX_TOKEN_BYTES
        and not (content and term in _EXPANDED)
    )


def index_terms(subject: Subject) -> tuple[set[str], set[str]] | None:
    """The index terms a text must hold to match ``subject`` (one at least), and the tag marks
    that match it alone; ``None`` when a word of it is not one the index can be asked for
    (see the module docstring), or when it matches every text (an empty resolved text)."""
    terms: set[str] = set()
    marks: set[str] = set(subject.marks)
    for part in subject.alternatives:
        found = index_terms(part)
        if found is None:
            return None
        terms |= found[0]
        marks |= found[1]
    for words, content in ((subject.keys, False), (subject.related, False)):
        if not all(_readable(w, content=content) for w in words):
            return None
        terms |= words
    for said in subject.texts:
        if not said or not all(_readable(w, content=True) for w in said):
            return None
        terms |= said
    return terms, marks


def about(store: Any, subject: Subject, alive: Sequence[Memory]) -> list[Memory]:
    """The memories of ``alive`` that ``subject`` matches, in their order: those the store's
    full-text index lists for one of the subject's words or that carry one of its marks,
    read by :meth:`Subject.matches`; every memory of ``alive`` when the index cannot say
    (no in-process index, a word it does not hold as the subject reads it)."""
    wanted = index_terms(subject)
    holding = getattr(store, "ids_holding", None)
    if wanted is None or holding is None:
        return [m for m in alive if subject.matches(m.text, m.tags)]
    terms, marks = wanted
    ids = holding(terms) if terms else set()
    pool = [m for m in alive if m.id in ids or (marks and m.tags and not marks.isdisjoint(m.tags))]
    return [m for m in pool if subject.matches(m.text, m.tags)]
