"""Where something is, or where someone lives or comes from: one single-valued attribute.

Read by :mod:`yeastlab.core.clauses`; pure, no I/O. A person lives in one place at a time, a
thing is in one place, an event is held in one place: "I live in Lyon" / "I moved to Porto",
"the conference is in Vienna" / "it will be held in Prague", "the keys are in the drawer" /
"the keys are in my pocket" give one attribute two values. The verbs of living ("live",
"moved to", "relocated to", "based in", "settled in") share one attribute, ``live in``; those
of origin ("grew up in", "is from", "comes from", "was raised in") share ``from``. A thing's
place (``where``) is read only when the place is a proper name or a noun that names a place
("garage", "drawer", "office" …), so "the meeting is at noon" or "the plan is in trouble" give
no place. Places are compared at one scale only (:func:`scale_of`; the attribute names it:
"live in (area)"): "the kitchen" holds "the drawer" and France holds Lyon, so those are no
clash.
"""

from __future__ import annotations

import re

from yeastlab.core.text import STOP_WORDS, root

__all__ = ["PLACE_NOUNS", "place_of", "scale_of"]

# "lives out in the countryside", "moved back to Porto", "parked out on the street"
_AWAY = r"(?:(?:out|back|up|down|over|away|now|still)\s+)?"
_RESIDENCE = re.compile(
    rf"\b(?:live|lives|lived|living|moved|moving|relocated|relocating|settled|based)\s+{_AWAY}"
    r"(?P<on>in|to|on)\s+(?P<rest>.+)"
)
_ORIGIN = re.compile(
    r"\b(?:(?:grew|grow|grown|growing)\s+up\s+in|raised\s+in|"
    r"(?:am|is|are|was|were|come|comes|came)\s+(?:\w+ly\s+)?from)\s+(?P<rest>.+)"
)
_WHERE = re.compile(
    r"^(?P<subject>[\w\s'-]+?)\s+(?:is|are|was|were|will be|must be|should be|"
    r"is going to be|has to be)\s+(?:now\s+)?(?:(?:located|held|parked|kept|stored|hidden|"
    rf"situated|hosted|based)\s+)?{_AWAY}(?:in|at|on|inside)\s+(?P<rest>.+)"
)

# Places by scale: one place holds the smaller ones ("the keys are in the kitchen" / "in the
# drawer", "lives in Lyon" / "lives in France"), so two places clash only at one scale.
_SCALES = {
    "container": "drawer pocket bag backpack handbag purse wallet cupboard closet wardrobe shelf "
    "desk table trunk boot box locker fridge freezer pantry cabinet safe glovebox suitcase jar",
    "room": "kitchen bedroom bathroom basement attic cellar hall hallway lounge porch balcony "
    "studio loft room",
    # a floor of a building ("the third floor" / "the ground floor")
    "floor": "floor storey story",
    "site": "home house flat apartment garage shed street road driveway garden yard office "
    "building park stadium hotel school library church station airport hospital warehouse "
    "campus museum theatre theater restaurant cafe venue arena car lot farm boat island",
    # parts of a town, or the land outside towns: "the city centre" is somewhere in Paris,
    # and not in the countryside
    "district": "downtown suburbs suburb centre center neighbourhood neighborhood district "
    "quarter uptown outskirts countryside",
    "area": "city town village",
    "region": "country state province county region continent abroad overseas "
    # continents, large regions, and countries and states most often named
    "europe asia africa america americas oceania antarctica scandinavia midwest "
    "england scotland wales ireland britain uk usa us canada mexico brazil argentina chile "
    "peru colombia france germany spain portugal italy netherlands belgium switzerland "
    "austria poland czechia hungary greece turkey sweden norway denmark finland iceland "
    "russia ukraine romania bulgaria croatia serbia china japan korea india pakistan "
    "bangladesh vietnam thailand indonesia malaysia philippines singapore australia zealand "
    "egypt morocco nigeria kenya ghana ethiopia israel iran iraq lebanon jordan "
    "california texas florida ohio oregon colorado arizona nevada michigan illinois virginia "
    "carolina massachusetts bavaria ontario quebec",
}
_SCALE = {root(w): scale for scale, group in _SCALES.items() for w in group.split()}

#: Nouns that name a place a thing can be in, on or at.
PLACE_NOUNS = frozenset(w for w, scale in _SCALE.items() if scale != "region")


def scale_of(place: list[str]) -> str:
    """The scale of a place phrase: its last word of known scale ("the kitchen drawer" is a
    container, "an office downtown" an area); a proper name alone is a town ("area")."""
    known = [_SCALE[root(w)] for w in place if root(w) in _SCALE]
    return known[-1] if known else "area"


# words after a place that say when, not where ("from Ohio originally", "in Lyon now")
_NOT_PLACE = frozenset(("now", "still", "again", "currently", "anymore", "today", "tonight"))


def _adverb(word: str, raw: str) -> bool:
    """A lower-case "-ly" word in ``raw`` ("originally", not "Italy")."""
    return word.endswith("ly") and not re.search(rf"\b{re.escape(word.capitalize())}\b", raw)


def _place_words(rest: str, raw: str) -> tuple[list[str], bool]:
    """The first words of the place phrase, stop words aside, and whether one of them is a
    proper name (capitalised in ``raw``) or a place noun."""
    found = [
        w
        for w in re.findall(r"[a-z][\w'-]*", rest)[:4]
        if w not in STOP_WORDS and w not in _NOT_PLACE and not _adverb(w, raw)
    ][:3]
    named = any(
        re.search(rf"(?<![.!?]\s)(?<!^)\b{re.escape(w.capitalize())}\b", raw) for w in found
    )
    return found, named or any(root(w) in PLACE_NOUNS for w in found)


def place_of(body: str, raw: str, *, thing: bool) -> tuple[str, list[str]] | None:
    """The place attribute of a clause and its words, or ``None``.

    Args:
        body: the clause lower-cased, values taken out.
        raw: the clause as written (to see proper names).
        thing: whether the subject is a named thing or person other than the speaker (only
            those get a ``where``: "I am in a meeting" is no place).
    """
    for attribute, pattern in (("live in", _RESIDENCE), ("from", _ORIGIN)):
        found = pattern.search(body)
        if found:
            place, is_place = _place_words(found["rest"], raw)
            if found.groupdict().get("on") == "on" and not is_place:
                return None  # "lives on a budget", "lives on rice": no place
            return (f"{attribute} ({scale_of(place)})", place) if place else None
    found = _WHERE.match(body) if thing else None
    if found:
        place, is_place = _place_words(found["rest"], raw)
        if place and is_place:
            return f"where ({scale_of(place)})", place
    return None
