from datetime import UTC, datetime, timedelta

import pytest

from yeastlab.core.clock import SimClock, SystemClock, utc


def test_simclock_advances_only_forward():
    clock = SimClock("2025-03-01T00:00:00")
    assert clock.now() == datetime(2025, 3, 1, tzinfo=UTC)
    clock.advance(days=2, hours=3)
    assert clock.now() == datetime(2025, 3, 3, 3, tzinfo=UTC)
    with pytest.raises(ValueError):
        clock.advance(days=-1)
    with pytest.raises(ValueError):
        clock.set("2025-01-01")


def test_simclock_tick_orders_events():
    clock = SimClock("2025-01-01", tick=timedelta(seconds=1))
    first, second = clock.now(), clock.now()
    assert second - first == timedelta(seconds=1)


def test_system_clock_is_aware_utc():
    assert SystemClock().now().tzinfo is not None


@pytest.mark.parametrize(
    "text",
    ["2025-01-01T10:00:00", "2025-01-01T10:00:00Z", "2025-01-01T11:00:00+01:00"],
)
def test_utc_accepts_with_and_without_zone(text):
    assert utc(text) == datetime(2025, 1, 1, 10, tzinfo=UTC)
