"""One retry policy for everything yeastlab retries, built on tenacity.

What is retried, and what is not, is decided where the failure happens; *how* it is retried
(how many attempts, how long to wait between them) is one :class:`RetryPolicy`:

* SSH connections (:mod:`yeastlab.backends.ssh`): refused, reset and banner timeouts; never a
  refused key or a changed host key.
* LanceDB commit conflicts with another process's write (:mod:`yeastlab.lab.database`).
* A failed background write round (:mod:`yeastlab.store.writer`).
* An unreadable model reply (:func:`yeastlab.cognition.prompting.ask_json` and its callers):
  the follow-up carries the parse error, so those loops pass it on rather than sleep.

The last error is re-raised unchanged (``reraise``), so each caller maps it into
:mod:`yeastlab.core.errors` once, with ``raise ... from exc``, as it did before.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, TypeVar

import tenacity

__all__ = ["RetryPolicy", "is_commit_conflict"]

T = TypeVar("T")


@dataclass(frozen=True)
class RetryPolicy:
    """How often to try an action and how long to wait between tries.

    Args:
        attempts: tries in all, the first included (at least 1).
        first_wait: seconds before the second try; the wait doubles after each failure.
        max_wait: the longest single wait, in seconds.
    """

    attempts: int = 3
    first_wait: float = 0.05
    max_wait: float = 2.0

    def __post_init__(self) -> None:
        if self.attempts < 1 or self.first_wait < 0 or self.max_wait < 0:
            raise ValueError("a retry policy needs attempts >= 1 and waits >= 0")

    def retrying(
        self,
        retry_on: Callable[[BaseException], bool] | type[BaseException] | tuple[type, ...],
        *,
        sleep: Callable[[float], Any] = time.sleep,
        before: Callable[[int], None] | None = None,
    ) -> tenacity.Retrying:
        """A tenacity ``Retrying`` following this policy.

        Args:
            retry_on: the errors worth another try: exception classes, or a predicate.
            sleep: how to wait (injected so tests and the writer thread control waiting).
            before: called with the attempt number before each try.
        """
        if isinstance(retry_on, type | tuple):
            condition = tenacity.retry_if_exception_type(retry_on)
        else:
            condition = tenacity.retry_if_exception(retry_on)
        return tenacity.Retrying(
            stop=tenacity.stop_after_attempt(self.attempts),
            wait=tenacity.wait_exponential(multiplier=self.first_wait, max=self.max_wait),
            retry=condition,
            sleep=sleep,
            before=(
                (lambda state: before(state.attempt_number)) if before else tenacity.before_nothing
            ),
            reraise=True,
        )

    def call(
        self,
        action: Callable[[], T],
        retry_on: Callable[[BaseException], bool] | type[BaseException] | tuple[type, ...],
        *,
        sleep: Callable[[float], Any] = time.sleep,
        before: Callable[[int], None] | None = None,
    ) -> T:
        """Run ``action`` under this policy and return its result.

        The first try runs directly: tenacity's bookkeeping (about 15 µs a call) is paid only
        once a try has failed, so the writer's rounds and every other caller cost nothing extra
        while nothing fails.

        Raises:
            BaseException: the last error when every try failed, or the first error that
                ``retry_on`` does not cover, unchanged.
        """
        if before is not None:
            before(1)
        try:
            return action()
        except BaseException as exc:
            if self.attempts == 1 or not _covers(retry_on, exc):
                raise
        sleep(min(self.first_wait, self.max_wait))
        rest = replace(self, attempts=self.attempts - 1, first_wait=self.first_wait * 2)
        after_first = (lambda n: before(n + 1)) if before is not None else None
        return rest.retrying(retry_on, sleep=sleep, before=after_first)(action)


def _covers(
    retry_on: Callable[[BaseException], bool] | type[BaseException] | tuple[type, ...],
    exc: BaseException,
) -> bool:
    if isinstance(retry_on, type | tuple):
        return isinstance(exc, retry_on)
    return bool(retry_on(exc))


def is_commit_conflict(exc: BaseException) -> bool:
    """Whether ``exc`` is LanceDB refusing a commit because another process committed first."""
    return isinstance(exc, RuntimeError | OSError) and "conflict" in str(exc).lower()
