"""How far a stated number reaches: a range ("between 40 and 60", "3 to 5 days", "6-8 hours"), a
bound ("at least 3", "up to 30", "fewer than 10") or an estimate ("around 200").

Read by :mod:`yeastlab.core.claims`: two claims give one quantity differently only when what
each allows cannot meet, so "between 40,000 and 60,000 euros" holds "50,000 euros" and "up to
30 people" holds "20 people", while "80,000 euros" is outside the first. Pure, no I/O.
"""

from __future__ import annotations

import math
import re

__all__ = ["interval", "within_reach"]

_RANGE = re.compile(
    r"\bbetween\b|\bfrom\b[^.;]*\b(?:to|until|till)\b|\d\s*(?:-|–|to)\s*[$€£]?\s*\d", re.I
)
# "6-8 hours": a range the value reader may give as its last number alone
_SPAN = re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(?:-|–|to)\s*[$€£]?\s*(\d[\d,]*(?:\.\d+)?)")
_AT_LEAST = re.compile(
    r"\b(?:at least|more than|over|above|minimum of|no less than|no fewer than|upwards of|"
    r"or more)\b",
    re.I,
)
# "went up to $1,900" is where a value rose, not a ceiling
_AT_MOST = re.compile(
    r"(?<!went )(?<!goes )(?<!go )(?<!gone )(?<!rose )(?<!jumped )(?<!came )(?<!moved )"
    r"\b(?:at most|up to|less than|fewer than|under|below|maximum of|no more than|or less|"
    r"or fewer|not more than)\b",
    re.I,
)
_ABOUT = re.compile(r"\b(?:around|about|roughly|approximately|circa|almost|nearly)\b|~", re.I)


def _number(text: str) -> float:
    return float(text.replace(",", ""))


def interval(text: str, numbers: list[float]) -> tuple[float, float] | None:
    """The interval the clause ``text`` allows for a quantity it gives as ``numbers`` (the
    values of one kind it holds): their span for a range, a half-line for a bound, ±10 % for
    an estimate; ``None`` when the numbers are exact."""
    lo, hi = min(numbers), max(numbers)
    if len(numbers) >= 2 and _RANGE.search(text):
        return lo, hi
    if len(numbers) != 1:
        return None
    for first, last in _SPAN.findall(text):
        if _number(last) == hi and _number(first) < hi:
            return _number(first), hi
    if _AT_LEAST.search(text):
        return lo, math.inf
    if _AT_MOST.search(text):
        return -math.inf, hi
    if _ABOUT.search(text):
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
