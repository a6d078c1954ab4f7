"""Periods a query names ("on 13 March, 2023", "in May 2023", "summer 2022", "last week") and
how well a memory's time matches them: the period-match signal of :mod:`yeastlab.core.scoring`.

A memory made within a named period matches 1; after the period ends the match halves every 14
days (things are told after they happen); before the period starts it is 0.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np

__all__ = ["Period", "named_periods", "period_match"]

_MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_MONTH_OF = {name: i for i, name in enumerate(_MONTHS, start=1)}
_MONTH_OF |= {name[:3]: i for name, i in _MONTH_OF.items()} | {"sept": 9}
_ANY_MONTH = "|".join(sorted(_MONTH_OF, key=len, reverse=True))
_FULL_MONTH = "|".join(m for m in _MONTHS if m != "may")  # bare "may" is usually the verb
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>(?:19|20)\d\d)"
_SEASONS = {"spring": (3, 3), "summer": (6, 3), "autumn": (9, 3), "fall": (9, 3), "winter": (12, 3)}
# Most specific first; a span taken by one pattern is not read again by a later one.
_PERIOD_PATTERNS = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        rf"\b{_DAY}\s+(?:of\s+)?(?P<month>{_ANY_MONTH})\b\.?(?:,?\s*{_YEAR}\b)?",
        rf"\b(?P<month>{_ANY_MONTH})\b\.?\s+{_DAY}\b(?:,?\s*{_YEAR}\b)?",
        rf"\b(?P<month>{_ANY_MONTH})\b\.?,?\s+(?:of\s+)?{_YEAR}\b",
        rf"\b(?P<month>{_FULL_MONTH})\b",
        rf"\b(?P<season>{'|'.join(_SEASONS)})\s+(?:of\s+)?{_YEAR}\b",
        rf"\b{_YEAR}\b",
    )
)
# Relative words as (days back from today's start, length in days): "last week" and "last month"
# reach up to today, as people use them loosely.
_RELATIVE = {"today": (0, 1), "yesterday": (1, 1), "last week": (14, 15), "last month": (62, 63)}
_RELATIVE_PATTERN = re.compile(r"\b(today|yesterday|last week|last month)\b", re.IGNORECASE)

Period = tuple[datetime, datetime]


def named_periods(text: str, now: datetime) -> list[Period]:
    """The periods of time a query names, as ``(start, end)`` datetimes (end exclusive).

    Understands days ("13 March, 2023", "March 13", "8th December 2023"), months ("May 2023",
    "in June"), seasons with a year ("summer 2022", northern hemisphere), years ("in 2021"),
    and, when no date is named, "today", "yesterday", "last week" (the past 14 days) and "last
    month" (the past 62 days). A day or month without a year is its latest occurrence not after
    ``now``; a date named in the text overrides relative words ("last week, as of 6 May").

    Args:
        text: the query.
        now: the present (time zone aware), for dates without a year and relative words.

    Returns:
        The periods in the order found; empty when the text names none.
    """
    periods: list[Period] = []
    taken: list[tuple[int, int]] = []  # spans already read, sorted and disjoint
    for pattern in _PERIOD_PATTERNS:
        for match in pattern.finditer(text or ""):
            if _overlaps(taken, match.start(), match.end()):
                continue
            period = _period(match.groupdict(), now)
            if period is not None:
                bisect.insort(taken, match.span())
                periods.append(period)
    if not periods:
        for match in _RELATIVE_PATTERN.finditer(text or ""):
            back, days = _RELATIVE[match.group(1).lower()]
            start = datetime.combine(now.date(), datetime.min.time(), now.tzinfo)
            start -= timedelta(days=back)
            periods.append((start, start + timedelta(days=days)))
    return periods


def _overlaps(taken: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether ``[start, end)`` overlaps a span of ``taken`` (sorted, disjoint): only the spans
    either side of where it would go can, so a long text costs n log n, not n²."""
    at = bisect.bisect_left(taken, (start, end))
    return any(a < end and start < b for a, b in taken[max(at - 1, 0) : at + 1])


def _period(parts: dict[str, str | None], now: datetime) -> Period | None:
    tz = now.tzinfo or UTC
    year = int(parts["year"]) if parts.get("year") else None
    if parts.get("season"):
        first, months = _SEASONS[parts["season"].lower()]
        return _months(year, first, months, tz)
    if not parts.get("month"):
        return _months(year, 1, 12, tz) if year else None
    month = _MONTH_OF[parts["month"].lower()]
    day = int(parts["day"]) if parts.get("day") else None
    if year is None:  # the latest such day or month not after now
        year = now.year if (month, day or 1) <= (now.month, now.day) else now.year - 1
    if day is None:
        return _months(year, month, 1, tz)
    try:
        start = datetime(year, month, day, tzinfo=tz)
    except ValueError:  # "31 February"
        return None
    return start, start + timedelta(days=1)


def _months(year: int | None, first: int, count: int, tz) -> Period | None:
    if year is None:
        return None
    more_years, end_month = divmod(first - 1 + count, 12)
    end = datetime(year + more_years, end_month + 1, 1, tzinfo=tz)
    return datetime(year, first, 1, tzinfo=tz), end


def period_match(
    age_days: Any,
    periods: Sequence[Period],
    *,
    now: datetime,
    half_life_days: float = 14.0,
) -> np.ndarray:
    """How well each memory's creation time fits the periods a query names, in [0, 1].

    1 for a memory formed within a period; after its end the match halves every
    ``half_life_days``, because events are usually told some days after they happen; 0 for a
    memory formed before the period began. The best period counts.

    Args:
        age_days: each memory's age at ``now``, in days.
        periods: ``(start, end)`` datetimes, e.g. from :func:`named_periods`.
        now: the time the ages are measured at.
        half_life_days: how fast the match fades after a period ends.

    Returns:
        The match per memory (zeros when there are no periods).
    """
    age = np.asarray(age_days, dtype=np.float64)
    best = np.zeros_like(age)
    day = 86400.0
    for start, end in periods:
        start_age = (now - start).total_seconds() / day
        end_age = (now - end).total_seconds() / day
        late = np.clip(end_age - age, 0.0, None)
        inside = age <= start_age
        best = np.maximum(best, np.where(inside, 0.5 ** (late / half_life_days), 0.0))
    return best
