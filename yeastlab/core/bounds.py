"""How far a stated number reaches: a range ("between 40 and 60", "3 to 5 days", "6-8 hours"), a
bound ("at least 3", "up to 30", "fewer than 10", "no more than 25") or an estimate ("around
200").

The one reader of bounds, ranges and estimates in the package: :mod:`yeastlab.core.claims` (two
claims give one quantity differently only when what each allows cannot meet, so "between 40,000
and 60,000 euros" holds "50,000 euros" and "up to 30 people" holds "20 people", while "80,000
euros" is outside the first) and the conflict rules between documents and memories
(:mod:`yeastlab.cognition.conflicts_values`, :mod:`yeastlab.cognition.conflicts_case`) read
them here, so a bound one of them honours the others cannot miss. Pure, no I/O.

A bound is a bound only before a number ("over 40 people", "under $20"; not "over the
weekend", "under the policy"), or after one ("3 or more", "18 and over"). A bound said with a
negation ("no more than 25", "not less than 3") is its limit (:func:`as_limits`): it denies
nothing.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

__all__ = ["Reach", "as_limits", "reach_of", "interval", "within_reach"]

# a number as a bound may be written: digits, a currency sign, or a number word
_NUMBER = (
    r"(?:[$€£~]\s*)?(?:\d|(?:a |an )?(?:one|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|"
    r"thousand|dozen|couple)\b)"
)
_RANGE = re.compile(
    r"\bbetween\b|\bfrom\b[^.;]*\b(?:to|until|till)\b"
    # "6-8 hours", "9:00 to 17:00", "3 pm to 5 pm", "Monday through Friday" stays a day
    r"|\d[\d:.,]*\s*(?:[a-z%]+\s+)?(?:to|until|till|through|-|–)\s*[$€£]?\s*\d",
    re.I,
)
# "6-8 hours": a range the value reader may give as its last number alone
_SPAN = re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(?:-|–|to)\s*[$€£]?\s*(\d[\d,]*(?:\.\d+)?)")
_AT_LEAST = re.compile(
    rf"\b(?:at least|(?:a )?minimum of|more than|over|above|upwards of)\s+{_NUMBER}"
    r"|\b(?:or more|and up|and over|or above)\b",
    re.I,
)
# "went up to $1,900" is where a value rose, not a ceiling
_AT_MOST = re.compile(
    r"(?<!went )(?<!goes )(?<!go )(?<!gone )(?<!rose )(?<!jumped )(?<!came )(?<!moved )"
    rf"\b(?:at most|up to|less than|fewer than|under|below|(?:a )?maximum of|capped at)\s+"
    rf"{_NUMBER}|\b(?:or less|or fewer|or under|or below)\b",
    re.I,
)
_ABOUT = re.compile(
    rf"\b(?:around|about|roughly|approximately|approx|circa|almost|nearly)\b|~|\bsome\s+{_NUMBER}",
    re.I,
)
# "no more than 25 pounds", "not fewer than 3": a limit, not a negation
_BOUND_NOT = re.compile(r"\b(?:no|not)\s+(more|fewer|less)\s+than\b", re.I)


def as_limits(text: str) -> str:
    """``text`` with each negated bound said as its limit: "no more than 25" → "at most 25",
    "not less than 3" → "at least 3" (so a clause that bounds a value is not read as denying
    it)."""
    return _BOUND_NOT.sub(lambda m: "at most" if m[1].lower() == "more" else "at least", text)


@dataclass(frozen=True)
class Reach:
    """What a clause's numbers allow: ``lower`` (at least), ``upper`` (at most), ``ranged``
    (two numbers of a kind span a range), ``about`` (an estimate)."""

    lower: bool = False
    upper: bool = False
    ranged: bool = False
    about: bool = False


@lru_cache(maxsize=8192)
def reach_of(text: str) -> Reach:
    """How the numbers of the clause ``text`` reach past themselves (see :class:`Reach`)."""
    text = as_limits(text)
    return Reach(
        lower=bool(_AT_LEAST.search(text)),
        upper=bool(_AT_MOST.search(text)),
        ranged=bool(_RANGE.search(text)),
        about=bool(_ABOUT.search(text)),
    )


def _number(text: str) -> float:
    return float(text.replace(",", ""))


def interval(text: str, numbers: list[float]) -> tuple[float, float] | None:
    """The interval the clause ``text`` allows for a quantity it gives as ``numbers`` (the
    values of one kind it holds): their span for a range, a half-line for a bound, ±10 % for
    an estimate; ``None`` when the numbers are exact."""
    lo, hi = min(numbers), max(numbers)
    reach = reach_of(text)
    if len(numbers) >= 2 and reach.ranged:
        return lo, hi
    if len(numbers) != 1:
        return None
    for first, last in _SPAN.findall(text):
        if _number(last) == hi and _number(first) < hi:
            return _number(first), hi
    if reach.lower:
        return lo, math.inf
    if reach.upper:
        return -math.inf, hi
    if reach.about:
        return lo * 0.9, hi * 1.1
    return None


def within_reach(text_a: str, text_b: str, pairs: list[tuple[object, object]]) -> bool:
    """Whether numbers that differ can meet: "between 40 and 60" and "50", "up to 30" and
    "20". ``pairs`` are the (a, b) values of one kind the two clauses give. Only a clause with
    a range, bound or estimate reaches past its own numbers, so exact numbers still differ."""
    xs = sorted({va for va, _ in pairs if isinstance(va, float)})
    ys = sorted({vb for _, vb in pairs if isinstance(vb, float)})
    if not xs or not ys:
        return False
    ia, ib = interval(text_a, xs), interval(text_b, ys)
    if ia is None and ib is None:
        return False  # exact numbers on both sides (the common case): they differ
    if ia is None:
        return any(ib[0] <= x <= ib[1] for x in xs)
    if ib is None:
        return any(ia[0] <= y <= ia[1] for y in ys)
    return ia[0] <= ib[1] and ib[0] <= ia[1]
