"""The values a sentence gives, by kind, for the conflict rule by meaning.

:mod:`yeastlab.cognition.conflicts_meaning` flags a document's sentence and a user's statement
that speak of the same thing (by the embedder) and give values of the same kind with none in
common. This module reads those values: a sum, a count, a percentage, a duration, a frequency, a
time of day, a day, a date or month, a colour, and a name (a run of capitalised words inside the
sentence: a place, an organisation, a vendor, a person). Numbers, dates and days come from the
one value reader, :func:`yeastlab.core.values.take_values` (the claim comparison's); this module
only sorts them into kinds a sentence's meaning can be compared on ("24 months" and "three years"
are both durations; "every six months" is a frequency, not a duration) and adds names and
colours, which the claim comparison leaves to its subjects.

A :class:`Reading` also says whether its values may be read as compatible with another's: a
bound ("at least two", "no more than 25"), a range ("9:00 to 17:00"), an example ("e.g.",
"such as"), an addition ("we also use …"), a hedge or a negation (a sentence that denies or
doubts a value states none). Bounds, ranges and estimates are read by the one reader the claim
comparison uses, :mod:`yeastlab.core.bounds` (a negated bound, "no more than 25 pounds", is its
limit there, so it denies nothing).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from yeastlab.core.bounds import as_limits, reach_of
from yeastlab.core.claims import parse_claims
from yeastlab.core.frequencies import DAYS, UNIT, how_often
from yeastlab.core.text import STOP_WORDS, content_stems, expand_contractions
from yeastlab.core.values import take_values

__all__ = ["Reading", "read", "clashing_kinds"]

#: A duration that is no length of the thing: an age, a time ago, a time before or after.
_NOT_LENGTH = re.compile(
    rf"\b\w+\s+{UNIT}\s+(?:ago|old|later|earlier|before|after|now|so far|already)\b"
)
#: A day said relative to today ("last Friday", "next Saturday") is one occasion of the
#: speaker's own week, not the day a thing happens on.
_OCCASION = re.compile(
    r"\b(?:last|next|this|that|coming|past)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
)

#: A run of capitalised words (a name of one or more words: "Google Cloud", "St Mary's").
_NAME = re.compile(r"(?<![\w'’])[A-Z][\w'’&-]*(?:\s+[A-Z][\w'’&-]*)*")
#: Titles and words that name no one by themselves: two names sharing only these share nothing.
_TITLES = frozenset(
    "mr mrs ms mx miss dr prof st saint sir dame the a an of and i".split()  # noqa: SIM905
)
_CALENDAR = re.compile(
    r"^(?:mon|tues|wednes|thurs|fri|satur|sun)days?$|^(?:january|february|march|april|may|"
    r"june|july|august|september|october|november|december)$",
    re.IGNORECASE,
)
_COLOUR = re.compile(
    r"\b(black|white|red|green|blue|yellow|orange|purple|pink|brown|grey|gray|navy|maroon|"
    r"beige|turquoise|violet|scarlet|crimson|teal|silver|gold)\b"
)

#: The values that follow are examples, not the rule: "a venue such as Riverside Hall".
_EXAMPLE = re.compile(r"\b(?:e\.g\.|eg\.|i\.e\.|for example|for instance|such as)\b")
#: An addition, not a replacement ("we also use Tito"); a sentence-opening "Also" is a
#: discourse marker.
_ADDED = re.compile(r"(?<!^)\b(?:also|too|as well|in addition|additionally|besides)\b")
#: A question or a suggestion states no value: "How about Wednesday at 4?", "Let's paint
#: next Saturday".
_ASKED = re.compile(r"\?\s*$|^\W*(?:let's|let us|how about|what about|shall we|why not)\b")
#: A past occasion ("I recently left my job after 3 years", "yesterday we paid 40 pounds") tells
#: what happened once, not the standing value a rule is about.
_PAST = re.compile(
    r"\b(?:yesterday|recently|lately|ago|the other day|used to|back then|in the past|"
    r"last (?:night|week|weekend|month|year|summer|winter|spring|autumn|fall|time))\b"
)
_NUMERIC = ("sum", "percent", "count", "duration", "frequency", "time")


@dataclass(frozen=True)
class Reading:
    """One sentence's values by kind, and what may make them compatible with another's.

    ``kinds`` maps a kind to its values (numbers for the numeric kinds, strings otherwise;
    ``name``: lower-case names); ``rest``: the sentence without them (lower case), what it
    says they are values of. ``firm`` is false for a hedged or negated sentence, an
    addition, a question or a suggestion, a past occasion, and a sentence that says nothing but
    its values.
    ``lower``/``upper``: its numbers are bounds; ``ranged``: two values of a kind make a
    range; ``example``: its values are examples; ``about``: its numbers are approximate.
    """

    text: str
    kinds: Mapping[str, frozenset]
    firm: bool
    counts: frozenset[tuple[str, float]] = frozenset()
    rest: str = ""
    lower: bool = False
    upper: bool = False
    ranged: bool = False
    example: bool = False
    about: bool = False


def _names(text: str) -> frozenset[str]:
    """The names a sentence gives as values, lower case. Left out: a name opening the
    sentence, one after "for", and one right before a lower-case word ("the Vesper animals",
    "Quillon's hull"): those say whose case it is (what the sentence is about), not a value of
    it; and calendar words (days and months are values of their own kinds)."""
    found = set()
    start = len(text) - len(text.lstrip())
    for m in _NAME.finditer(text):
        if m.start() == start:
            continue
        before = text[: m.start()].rstrip().lower()
        after = text[m.end() :]
        if before.endswith((" for", "for")):
            continue
        if _MODIFIES.match(after):
            continue
        words = [w for w in m[0].split() if not _CALENDAR.match(w) and w.lower() not in STOP_WORDS]
        if words and not (len(words) == 1 and len(words[0]) < 2) and not _only_titles(words):
            found.add(" ".join(words).lower())
    return frozenset(found)


def _only_titles(words: list[str]) -> bool:
    return all(w.lower().rstrip(".") in _TITLES for w in words)


#: A lower-case word right after a name that it modifies ("Vesper animals"): not a stop word.
_MODIFIES = re.compile(
    r"\s+(?!(?:" + "|".join(sorted(STOP_WORDS, key=len, reverse=True)) + r")\b)[a-z]"
)


#: "May" the month (the value reader leaves "may" alone: it is mostly the verb).
_MAY = re.compile(r"\b(?:in|of|late|early|mid|by|until|from|since)\s+May\b|\bMay\s+\d")


@lru_cache(maxsize=8192)
def read(sentence: str) -> Reading:
    """The values of ``sentence`` by kind (module docstring); cached by text."""
    sentence = as_limits(sentence)
    low = expand_contractions(sentence.lower())
    frequency, rest = how_often(low)
    rest = _OCCASION.sub(" ", _NOT_LENGTH.sub(" ", rest))
    kinds: dict[str, set] = {}
    counts = set()
    rest, values = take_values(rest)
    for kind, unit, value in values:
        if kind == "count" and unit not in DAYS and unit not in ("$", "%"):
            counts.add((unit, float(value)))
        if kind == "count":
            if unit == "$":
                kind = "sum"
            elif unit == "%":
                kind = "percent"
            elif unit in DAYS:
                kind, value = "duration", float(value) * DAYS[unit]
        elif kind == "date":
            kinds.setdefault("month", set()).add(str(value).split("-")[0])
        elif kind in ("rank", "year"):
            continue  # an ordinal or a year says when or which, not a rule's value
        kinds.setdefault(kind, set()).add(value)
    if frequency:
        kinds["frequency"] = frequency
    if _MAY.search(sentence):
        kinds.setdefault("month", set()).add("may")
    colours = set(_COLOUR.findall(low))
    if colours:
        kinds["colour"] = colours
    names = _names(sentence)
    if names:
        kinds["name"] = set(names)
    for said in sorted(names | colours, key=len, reverse=True):
        rest = rest.replace(said, " ")
    claims = parse_claims(sentence)
    firm = not any(c.negated or c.hedged for c in claims) and not _ADDED.search(low.strip())
    firm = firm and not _ASKED.search(low.strip()) and not _PAST.search(low)
    firm = firm and len(content_stems(rest)) > 0
    reach = reach_of(low)
    return Reading(
        sentence,
        {k: frozenset(v) for k, v in kinds.items()},
        firm,
        frozenset(counts),
        " ".join(rest.split()),
        lower=reach.lower,
        upper=reach.upper,
        ranged=reach.ranged,
        example=bool(_EXAMPLE.search(low)),
        about=reach.about,
    )


def _near(a: float, b: float, about: bool) -> bool:
    return abs(a - b) <= (0.1 if about else 0.01) * max(abs(a), abs(b))


#: Two values of one quantity lie within this factor of each other (a budget of 15,000 against
#: 42,000; "120 guests" against "300 attendees"); further apart, they measure different things
#: ("a seed grant of 60,000" against "4,000 euros a year for conferences", "three speakers"
#: against "300 attendees").
_SAME_SCALE = 10.0
#: Kinds whose values are magnitudes (a time of day is a position, not a size).
_MAGNITUDES = ("sum", "percent", "count", "duration", "frequency")


def _counted(doc: Reading, said: Reading) -> tuple[list[float], list[float]]:
    """The counts of both sentences that may count the same thing: counts of one noun, or of
    nouns that differ where neither sentence names the other's noun at all ("120 guests" /
    "300 attendees"); a bare number only against a bare number. "Analysts get one monitor"
    counts monitors, not the analysts "five analysts" counts."""
    words = (content_stems(doc.text), content_stems(said.text))
    pairs = [
        (a, b)
        for ua, a in doc.counts
        for ub, b in said.counts
        if ua == ub or (ua and ub and ua not in words[1] and ub not in words[0])
    ]
    return sorted({a for a, _ in pairs}), sorted({b for _, b in pairs})


def _numbers_clash(kind: str, doc: Reading, said: Reading) -> bool:
    """Whether two sets of numbers of one kind disagree: none near another, some within one
    scale of another (:data:`_SAME_SCALE`), the user's not inside the document's bound or range
    (nor the document's inside the user's range)."""
    if kind == "count":
        mine, theirs = _counted(doc, said)
        if not mine:
            return False
    else:
        mine, theirs = sorted(doc.kinds[kind]), sorted(said.kinds[kind])
    about = doc.about or said.about
    if any(_near(a, b, about) for a in mine for b in theirs):
        return False
    if kind in _MAGNITUDES and not any(
        a > 0 and b > 0 and max(a, b) / min(a, b) <= _SAME_SCALE for a in mine for b in theirs
    ):
        return False
    for bound, inside, values in ((doc, theirs, mine), (said, mine, theirs)):
        if bound.lower and all(v >= values[0] for v in inside):
            return False  # "at least two" kept by "seven"
        if bound.upper and all(v <= values[-1] for v in inside):
            return False
    for outer, inner in ((mine, theirs), (theirs, mine)):
        ranged = doc.ranged if outer is mine else said.ranged
        if ranged and len(outer) > 1 and all(outer[0] <= v <= outer[-1] for v in inner):
            return False
    return True


def _names_clash(doc: Reading, said: Reading) -> bool:
    """No name in common, and no word of a name in common but titles ("St Mary's" and "St
    Aldhelm's" share nothing; "Special Diets Services" and "Research Diets" share a word)."""
    mine, theirs = doc.kinds["name"], said.kinds["name"]
    if mine & theirs:
        return False
    words = {w for n in mine for w in n.split()} - _TITLES
    return not words & ({w for n in theirs for w in n.split()} - _TITLES)


def clashing_kinds(doc: Reading, said: Reading) -> tuple[list[str], list[str]]:
    """The kinds both sentences give a value of, split into those with no value in common
    (clashing) and those that agree; nothing when either sentence is not firm or gives
    examples."""
    if not doc.firm or not said.firm or doc.example or said.example:
        return [], []
    clash, agree = [], []
    for kind in sorted(doc.kinds.keys() & said.kinds.keys()):
        if kind == "name":
            differ = _names_clash(doc, said)
        elif kind in _NUMERIC:
            differ = _numbers_clash(kind, doc, said)
        else:
            differ = not doc.kinds[kind] & said.kinds[kind]
        (clash if differ else agree).append(kind)
    return clash, agree
