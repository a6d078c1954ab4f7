"""Injected time.

Every timestamp in yeastlab comes from a :class:`Clock`, so experiments can run in simulated time:
a decay curve over 90 days is ``clock.advance(days=1)`` in a loop, not hand-edited timestamps.
All datetimes are timezone-aware UTC.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Protocol, runtime_checkable

__all__ = ["Clock", "SystemClock", "SimClock", "utc", "DEFAULT_SIM_START"]

#: The start of simulated time used by notebooks and tests unless they pick another.
DEFAULT_SIM_START = datetime(2025, 1, 1, 9, 0, tzinfo=UTC)


def utc(value: datetime | str) -> datetime:
    """Return ``value`` as an aware UTC datetime.

    Args:
        value: a datetime (naive ones are taken as UTC) or an ISO-8601 string, with or
            without zone, ``Z`` suffix allowed.

    Returns:
        The same instant as an aware UTC datetime.
    """
    if isinstance(value, str):
        value = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    if value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    return value.astimezone(UTC)


@runtime_checkable
class Clock(Protocol):
    """Anything that tells the current time."""

    def now(self) -> datetime:
        """Return the current time as an aware UTC datetime."""
        ...


class SystemClock:
    """The wall clock."""

    def now(self) -> datetime:
        return datetime.now(UTC)

    def __repr__(self) -> str:
        return "SystemClock()"


class SimClock:
    """A clock that only moves when told to.

    Args:
        start: the initial time (default :data:`DEFAULT_SIM_START`).
        tick: if given, every call to :meth:`now` advances the clock by this much afterwards,
            so successive events get distinct, ordered timestamps.
    """

    def __init__(self, start: datetime | str | None = None, *, tick: timedelta | None = None):
        self._now = utc(start) if start is not None else DEFAULT_SIM_START
        self._tick = tick

    def now(self) -> datetime:
        current = self._now
        if self._tick:
            self._now = self._now + self._tick
        return current

    def advance(
        self, *, days: float = 0, hours: float = 0, minutes: float = 0, seconds: float = 0
    ) -> datetime:
        """Move the clock forward and return the new time.

        Raises:
            ValueError: if the total step is negative (simulated time never runs backwards).
        """
        step = timedelta(days=days, hours=hours, minutes=minutes, seconds=seconds)
        if step < timedelta(0):
            raise ValueError("SimClock only moves forward; pass a positive step")
        self._now = self._now + step
        return self._now

    def set(self, when: datetime | str) -> datetime:
        """Jump to ``when`` (which must not be earlier than now)."""
        target = utc(when)
        if target < self._now:
            raise ValueError(f"SimClock cannot go back from {self._now} to {target}")
        self._now = target
        return self._now

    def __repr__(self) -> str:
        return f"SimClock({self._now.isoformat()!r})"
