"""The one retry policy (core/retry.py): attempts, doubling waits with a cap, what is retried."""

from __future__ import annotations

import pytest

from yeastlab.core.retry import RetryPolicy, is_commit_conflict


class Flaky:
    """Fails ``times`` times with ``error``, then returns ``"done"``."""

    def __init__(self, times: int, error: BaseException | None = None):
        self.times, self.error, self.calls = times, error or OSError("reset"), 0

    def __call__(self) -> str:
        self.calls += 1
        if self.calls <= self.times:
            raise self.error
        return "done"


def test_waits_double_up_to_the_cap_and_the_last_error_is_raised():
    waits: list[float] = []
    tries: list[int] = []
    action = Flaky(times=10)
    policy = RetryPolicy(attempts=5, first_wait=0.1, max_wait=0.3)
    with pytest.raises(OSError, match="reset"):
        policy.call(action, OSError, sleep=waits.append, before=tries.append)
    assert waits == [0.1, 0.2, 0.3, 0.3] and tries == [1, 2, 3, 4, 5] and action.calls == 5


def test_success_after_failures_and_no_wait_when_the_first_try_succeeds():
    waits: list[float] = []
    assert RetryPolicy(attempts=3).call(Flaky(times=2), OSError, sleep=waits.append) == "done"
    assert len(waits) == 2
    waits.clear()
    assert RetryPolicy(attempts=3).call(Flaky(times=0), OSError, sleep=waits.append) == "done"
    assert waits == []


def test_errors_the_policy_does_not_cover_are_raised_at_once():
    action = Flaky(times=1, error=PermissionError("denied"))
    with pytest.raises(PermissionError):
        RetryPolicy(attempts=5).call(action, lambda exc: not isinstance(exc, PermissionError))
    assert action.calls == 1
    conflict = Flaky(times=2, error=RuntimeError("Commit conflict for version 7"))
    policy = RetryPolicy(attempts=3, first_wait=0)
    assert policy.call(conflict, is_commit_conflict) == "done" and conflict.calls == 3


def test_a_policy_needs_one_attempt():
    with pytest.raises(ValueError, match="attempts"):
        RetryPolicy(attempts=0)
