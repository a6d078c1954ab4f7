"""How often: "every six months", "twice a week", "three times a day", "weekly", as times a year.

The one reader of stated frequencies: the claim comparison (:mod:`yeastlab.core.clauses` reads
"we eat out once a month" / "three times a week" as two values of one kind) and the conflict rule
by meaning (:mod:`yeastlab.cognition.conflicts_values`) both read them here. Pure, no I/O.
"""

from __future__ import annotations

import re

from yeastlab.core.values import take_values

__all__ = ["DAYS", "UNIT", "how_often"]

#: A unit of time in days (the stems :func:`take_values` gives a count's noun).
DAYS = {
    "second": 1 / 86400, "minut": 1 / 1440, "hour": 1 / 24, "day": 1.0, "night": 1.0,
    "week": 7.0, "fortnight": 14.0, "month": 30.44, "quarter": 91.31, "year": 365.25,
    # a weekday: "every Friday" is weekly
    **dict.fromkeys(("monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                     "sunday"), 7.0),
}  # fmt: skip
_WEEKDAYS = frozenset(("monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                      "sunday"))  # fmt: skip
UNIT = (
    r"(second|minute|hour|day|night|week|fortnight|month|"
    r"quarter|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?"
)
# now and then, said without a number: a few times a year (against "daily", "every week")
_NOW_AND_THEN = re.compile(
    r"\b(?:once in a (?:while|blue moon)|every (?:now and (?:then|again)|so often)|"
    r"(?:from )?time to time|now and (?:then|again))\b"
)
_ADVERBS = {
    "hourly": 24 * 365.25, "daily": 365.25, "nightly": 365.25, "weekly": 365.25 / 7,
    "fortnightly": 365.25 / 14, "monthly": 12.0, "quarterly": 4.0, "yearly": 1.0,
    "annually": 1.0,
}  # fmt: skip
_TIMES = r"(once|twice|thrice|\w+ times)"
#: How often: "every six months", "every other week", "twice a day", "twice daily", "weekly".
_EVERY = re.compile(rf"\bevery\s+(other\s+)?(?:(\w+)\s+(?:of\s+)?)?{UNIT}\b")
_TIMES_PER = re.compile(rf"\b{_TIMES}\s+(?:a|an|per|each|every)\s+{UNIT}\b")
_TIMES_ADVERB = re.compile(rf"\b{_TIMES}\s+({'|'.join(_ADVERBS)})\b")
_ADVERB = re.compile(rf"\b({'|'.join(_ADVERBS)})\b")


def _number(word: str | None) -> float | None:
    """A number written in digits or words ("six", "12"), or ``None``."""
    if not word:
        return 1.0
    found = [v for k, _, v in take_values(word)[1] if k == "count"]
    return float(found[0]) if found else None


def how_often(low: str) -> tuple[set[float], str]:
    """How often, in times a year, and the text with those phrases cut out (so "every six
    months" is no duration of six months)."""
    found: set[float] = set()

    def times(word: str) -> float | None:
        fixed = {"once": 1.0, "twice": 2.0, "thrice": 3.0}
        return fixed.get(word) or _number(word.split()[0])

    def every(m: re.Match) -> str:
        n = _number(m[2])
        if n is None or n <= 0:
            return m[0]
        unit = _stem_unit(m[3])
        found.add(365.25 / (n * DAYS[unit] * (2 if m[1] else 1)))
        # the weekday stays said ("meets every Wednesday" / "never meets on Wednesdays")
        return f" on {unit} " if unit in _WEEKDAYS else " "

    def per(m: re.Match) -> str:
        n = times(m[1])
        if n is None:
            return m[0]
        found.add(n * 365.25 / DAYS[_stem_unit(m[2])])
        return " "

    def adverb(m: re.Match, count: float = 1.0) -> str:
        found.add(count * _ADVERBS[m[m.lastindex]])
        return " "

    if _NOW_AND_THEN.search(low):
        found.add(6.0)
        low = _NOW_AND_THEN.sub(" ", low)
    low = _EVERY.sub(every, low)
    low = _TIMES_PER.sub(per, low)
    low = _TIMES_ADVERB.sub(lambda m: adverb(m, times(m[1]) or 1.0), low)
    low = _ADVERB.sub(adverb, low)
    return {round(f, 3) for f in found}, low


def _stem_unit(word: str) -> str:
    return "minut" if word.startswith("minute") else word.rstrip("s")
