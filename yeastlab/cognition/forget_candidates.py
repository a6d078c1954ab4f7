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

:func:`mended` reads a subject's word that no memory holds, typed with a slip ("my lawsut",
"the mentl helth stuff", "salery"), as the one word of the memories a slip away from it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import numpy as np

from yeastlab.backends.embedders import embed_query
from yeastlab.cognition.forget_normal import distance
from yeastlab.cognition.forget_subject import Subject, category_near
from yeastlab.core.lexical import MAX_TOKEN_BYTES
from yeastlab.core.lexical import STOP_WORDS as INDEX_STOP_WORDS
from yeastlab.core.records import Memory
from yeastlab.core.text import stem
from yeastlab.core.text import words as text_words

__all__ = ["about", "closest", "continued", "index_terms", "mended", "with_derived"]

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


#: A subject word this long at least (as stemmed) may be a slip of a memory's word: shorter
#: ones are a slip away from too many words ("car" / "cat" / "bar").
SLIP_MIN = 4
#: The slips a word may take (Damerau-Levenshtein), by its length: one; two from eight letters.
SLIP_LONG = 8
#: A memory word a slip is read as is rare in the store: held by at most this many memories
#: (or this share of them): a slip read as a word every memory holds would forget them all.
SLIP_RARE = 3
SLIP_RARE_SHARE = 0.02


def _respelt(phrase: str, key: str, word: str) -> str:
    """``phrase`` with its words that stem to ``key`` written as ``word``."""
    return re.sub(r"[\w']+", lambda m: word if stem(m[0].lower()) == key else m[0], phrase)


def mended(subject: Subject, alive: Sequence[Memory]) -> Subject:
    """``subject`` with each key word that no memory of ``alive`` holds read as the memories'
    one word a slip from it ("lawsut" -> "lawsuit", "saleri" -> "salari", "helth" ->
    "health"), when that word is rare in the store and only one is that near; a word with
    no memory word near it, one slip from a category's word ("helth"), is read as that
    category. A word the memories hold, or one with several words near it, stays as typed.
    Its alternatives are mended alike."""
    parts = tuple(mended(a, alive) for a in subject.alternatives)
    if parts != subject.alternatives:
        subject = replace(subject, alternatives=parts)
    typed = {k for k in subject.keys if len(k) >= SLIP_MIN and _PLAIN.fullmatch(k)}
    if not typed or not alive:
        return subject
    held: Counter[str] = Counter()
    surface: dict[str, str] = {}  # a stem -> a word the memories write it as
    for memory in alive:
        said = {stem(w): w for w in text_words(memory.text)}
        held.update(said.keys())
        surface.update(said)
    typed -= set(held)
    if not typed:
        return subject
    rare = max(SLIP_RARE, SLIP_RARE_SHARE * len(alive))
    keys, related, marks = set(subject.keys), set(subject.related), subject.marks
    phrase = subject.phrase
    for key in typed:
        slips = 2 if len(key) >= SLIP_LONG else 1
        near = [
            w
            for w, n in held.items()
            if n <= rare
            and len(w) >= SLIP_MIN
            and w[0] == key[0]
            and abs(len(w) - len(key)) <= slips
            and distance(key, w) <= slips
        ]
        if len(near) == 1:
            keys = (keys - {key}) | set(near)
            # the phrase as the memories write it: what it means is read from it too
            phrase = _respelt(phrase, key, surface[near[0]])
        elif not near and (category := category_near(key)) is not None:
            related, marks = related | category[0], (*marks, *category[1])
            # "fogret my salery": read by meaning as "salary" too (a memory of it may hold
            # none of the category's words: "I make 74,000 at …")
            phrase = _respelt(phrase, key, category[2])
    if related != subject.related:  # "the mentl helth stuff": the category decides, as typed
        return replace(
            subject, keys=frozenset(), related=frozenset(related), marks=marks, phrase=phrase
        )
    if keys == subject.keys:
        return subject
    return replace(subject, keys=frozenset(keys), phrase=phrase)


def with_derived(alive: Sequence[Memory], doomed: list[Memory]) -> list[Memory]:
    """``doomed`` and every alive memory made from one of them (a claim split from a statement,
    a fact citing its episode: ``refs``), transitively: "My wife Ellie doesn't know I joined"
    split from a forgotten "My PIN for the gym app … and my wife Ellie doesn't know I joined"
    names no gym, yet is that statement."""
    gone = {m.id for m in doomed}
    out = list(doomed)
    grew = True
    while grew:
        grew = False
        for memory in alive:
            if memory.id not in gone and gone & set(memory.refs):
                gone.add(memory.id)
                out.append(memory)
                grew = True
    return out


def closest(store: Any, texts: Sequence[str], phrase: str, share: float) -> int | None:
    """The index of the text of ``texts`` closest in meaning to ``phrase`` (a query against
    documents, as retrieval reads them), if its cosine is ``share`` of the way from the
    store's median unrelated query-memory cosine to their 99.5th percentile; else ``None``.
    "What I said before the weather bit": no statement says "weather", one says it rained."""
    embedder = getattr(store, "embedder", None)
    calibration = getattr(store, "calibration", None)
    if embedder is None or calibration is None or not texts or not phrase.strip():
        return None
    query = np.asarray(embed_query(embedder, phrase), dtype=np.float64)
    vectors = np.asarray(embedder.embed(list(texts)), dtype=np.float64)
    norms = np.linalg.norm(vectors, axis=1) * np.linalg.norm(query) + 1e-9
    cosines = vectors @ query / norms
    low, high = calibration.query_unrelated["q50"], calibration.query_unrelated["q995"]
    best = int(np.argmax(cosines))
    return best if cosines[best] >= low + share * (high - low) else None


#: A statement that opens on a third person's pronoun ("Their eldest, Clover, dropped out",
#: "She never paid it back") speaks of whom the statement before it named.
_CARRIED_ON = re.compile(
    r"^\s*(?:User:\s*)?(?:and\s+|but\s+|also\s+)?(?:he|she|they|his|her|their|hers|theirs|them)\b",
    re.I,
)


def continued(alive: Sequence[Memory], doomed: list[Memory]) -> list[Memory]:
    """``doomed`` and every alive memory of the statement said right after one of them that
    opens on a third person's pronoun (:data:`_CARRIED_ON`), transitively: after "Our upstairs
    neighbours, the Fairweathers, are going bankrupt", "Their eldest, Clover, dropped out of
    Oxford" is about them too, though it names none of the words a request for "the people
    upstairs" gives. The statements' order is their memories' creation order, one statement
    per turn."""
    turns: dict[str, list[Memory]] = {}
    for memory in sorted(alive, key=lambda m: m.created_at):
        turns.setdefault(memory.turn_id or memory.id, []).append(memory)
    order = list(turns)
    gone = {m.id for m in doomed}
    out = list(doomed)
    for here, after in zip(order, order[1:], strict=False):
        if not any(m.id in gone for m in turns[here]):
            continue
        for memory in turns[after]:
            if memory.id not in gone and _CARRIED_ON.match(memory.text):
                gone.add(memory.id)
                out.append(memory)
    return out
