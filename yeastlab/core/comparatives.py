"""A comparison of two things on one scale, read as who ranks above whom (issue 14).

"Tom is older than Ann" ranks Ann above Tom on the scale of youth, as "Ann is younger than Tom"
does; "Ann is older than Tom" ranks them the other way round. :func:`ranking` reads a copular
comparative ("X is [much] Y-er than Z", "X is more / less Y than Z") whose adjective is a polar
word of the lexicon, folds its pole onto the scale's concept, and returns the two sides in rank
order with the concept: :func:`yeastlab.core.claims.compare_claims` finds two comparisons of the
same two things on one scale reversed, whichever of the two is the sentence's subject.
"""

from __future__ import annotations

import re

from yeastlab.core.clause_subject import PREPOSITIONS, subject_words
from yeastlab.core.text import polarity_of, words

__all__ = ["ranking"]

_COMPARED = re.compile(
    r"^(?P<x>.+?)\s+(?:is|are|was|were|am)\s+(?:(?:a lot|much|far|way|slightly|a bit|a little|"
    r"even|still|definitely|quite a bit|so much)\s+)?(?P<adj>(?:more|less)\s+\w+|\w+er)\s+than\s+"
    r"(?P<y>.+)$"
)
_ENDS = PREPOSITIONS | {"and", "but", "so", "because", "these", "now", "today", "nowadays"}


def _side(text: str, pronouns: dict[str, str]) -> frozenset[str]:
    """The thing a side of the comparison names: its words up to a preposition or a link, an
    owner's pronoun left out ("my sister" / "me")."""
    kept = []
    for word in words(text)[:6]:
        if word in _ENDS:
            break
        kept.append(word)
    named = subject_words(kept, pronouns)
    return frozenset(w for w in named if w[0] != "@") or named  # "my sister" is the sister


def ranking(body: str, pronouns: dict[str, str]) -> tuple[frozenset[str], ...] | None:
    """(the side ranked higher on the scale, the side ranked lower, {the scale's concept}) of a
    comparative clause, or ``None`` when ``body`` (lower case) compares nothing on a polar scale
    or the two sides share a word ("this winter is milder than last winter")."""
    found = _COMPARED.match(body.strip())
    if found is None:
        return None
    adjective = found["adj"].split()
    polar = polarity_of(adjective[-1], predicative=True)
    if polar is None:
        return None
    concept, sign = polar[0], polar[1] * (-1 if adjective[0] == "less" else 1)
    x, y = _side(found["x"], pronouns), _side(found["y"], pronouns)
    if not x or not y or x & y:
        return None
    higher, lower = (x, y) if sign > 0 else (y, x)
    return (higher, lower, frozenset({concept}))
