"""Write-behind: writes committed by one background thread, in rounds — the one writer yeastlab has.

A LanceDB commit costs milliseconds (an ``add`` 4–15 ms, an ``update`` 30–60 ms) and every one
makes a table version, so a turn that wrote its episode, its recalls, its dialogue-log row and
its gate audits one commit at a time spent far longer writing than thinking. Instead the store
(and the lab, for fermentation results) hands its writes to a :class:`WriteBehind`: the caller
returns at once, and a background thread commits what is queued in one *round* (for the store:
one ``add`` per table and one ``merge_insert`` for all the changed rows, under one hold of the
store's write lock). When writes arrive faster than rounds finish, rounds grow and commits per
write fall (group commit).

When a round starts: once ``batch_size`` writes wait, once the oldest has waited ``max_age``
seconds on the injected :class:`~yeastlab.core.clock.Clock` (checked when a write arrives, and
at least every ``max_age`` seconds), and on :meth:`WriteBehind.drain` and
:meth:`WriteBehind.close`. The lab gathers 32 rows. The store gathers for
:data:`~yeastlab.store.life.GATHER_SECONDS` when a write-ahead journal holds its writes meanwhile
(:meth:`WriteBehind.gather`), else commits as soon as anything is queued: a round's commits
(an ``add`` per table, a ``merge_insert`` scanning the memories' ids) cost the same for one turn
as for forty, and on two cores the LanceDB threads committing every turn's writes at once took
CPU from the turns that followed.

Guarantees:

* Order: rounds are committed in the order submitted, and a round that failed is retried before
  anything queued behind it, so what is committed is always a prefix of what was submitted.
  Within a store round every append precedes every patch, so a memory is stored before its
  recall or its removal is recorded; patches apply in order to the rows as committed, so no
  change (here or by another process) is overwritten.
* One failure policy, nothing lost quietly: a failed round stays queued (at the front) and is
  retried with backoff (:data:`WRITE_RETRY`). When every try failed the writer pauses: the
  failure is raised as one :class:`~yeastlab.core.errors.StoreError` by :meth:`~WriteBehind.submit`
  (new writes are refused rather than acknowledged), and :meth:`~WriteBehind.drain` and
  :meth:`~WriteBehind.close` retry the round at once and raise if it still fails — with its
  writes still queued.
* Resuming by itself: while paused, the writer's thread retries the failed round on its own,
  waiting longer after each failure (:data:`RESUME_RETRY`: 0.5 s doubling up to 5 s). Once the
  cause clears (space freed, a read-only mount writable again) the round commits, the pause
  ends and new writes are taken again — no flush, no restart.
* Visibility: this process sees its writes at once (the store's in-process index already shows
  them); other processes see them when the round is committed. The queue is drained when a
  writer is closed and when the interpreter exits normally; a process killed outright loses the
  writes not yet committed, unless the submitter journalled them first (the store does:
  :mod:`yeastlab.store.journal`).
"""

from __future__ import annotations

import atexit
import sys
import threading
import time
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from yeastlab.core.clock import Clock, SystemClock
from yeastlab.core.errors import ConfigError, StoreError
from yeastlab.core.retry import RetryPolicy

__all__ = ["Append", "Patch", "WriteBehind", "MAX_PENDING", "WRITE_RETRY", "RESUME_RETRY"]

#: Writes queued before ``submit`` waits for the writer (backpressure, bounded memory).
MAX_PENDING = 4096

#: How a failed round is retried before the failure is reported: 4 tries over about 0.35 s,
#: enough to ride out a transient error without keeping the caller waiting on a lasting one.
WRITE_RETRY = RetryPolicy(attempts=4, first_wait=0.05, max_wait=1.0)

#: How a paused writer retries its failed round by itself (each retry is one :data:`WRITE_RETRY`
#: run): first after 0.5 s, the wait doubling up to 5 s, for as long as it stays paused
#: (``attempts`` is not used). Short enough that writing resumes within seconds of the cause
#: clearing; long enough that a lasting failure costs next to nothing.
RESUME_RETRY = RetryPolicy(attempts=1, first_wait=0.5, max_wait=5.0)


@dataclass(frozen=True)
class Append:
    """Append records to a table."""

    table: str
    records: Sequence[Any]
    #: Keep only the table's newest rows (by ``created_at``) after committing: a capped log.
    keep: int | None = None
    #: The write-ahead journal entry holding this write (0: not journalled).
    seq: int = 0


@dataclass(frozen=True)
class Patch:
    """Change rows of the memories table: ``set`` columns to values and ``add`` to integer
    columns, per memory id. Applied to the rows as committed when the round runs (under the
    write lock), so a change made meanwhile by another process is kept, not overwritten."""

    set: dict[str, dict[str, Any]] = field(default_factory=dict)
    add: dict[str, dict[str, int]] = field(default_factory=dict)
    #: The changed rows as this process's index holds them after the change: written as they
    #: are when no other process has committed since (no read-back), else the deltas apply.
    rows: dict[str, Any] | None = None
    #: The write-ahead journal entry holding this write (0: not journalled).
    seq: int = 0


_LIVE: weakref.WeakSet[WriteBehind] = weakref.WeakSet()


@atexit.register
def _drain_all() -> None:  # pragma: no cover - runs at interpreter exit
    for writer in list(_LIVE):
        try:
            writer.close()
        except StoreError as exc:  # nothing else can be done at exit: say it loudly
            if repr(exc.__cause__) != writer.raised:  # unless the caller was told already
                print(f"yeastlab: {exc}", file=sys.stderr)


def _default_failure(name: str, queued: list[Any], exc: BaseException) -> StoreError:
    return StoreError(
        f"a background write of {name} failed: {exc!r}; its {len(queued)} write(s) are still "
        "queued, nothing is lost, and new writes are refused until it succeeds. Fix the cause "
        "(disk space, permissions): the writer retries by itself every few seconds and resumes "
        "(store.flush() retries at once)"
    )


class WriteBehind:
    """A FIFO of writes committed in rounds by one background thread (see the module).

    Args:
        commit: commits one round (a list of writes, in order). It removes from the list what
            it has committed, so that a retry after a failure does not write it twice; raising
            leaves the rest queued.
        name: names the thread and the errors.
        batch_size: writes that start a round at once (1: as soon as anything is queued).
        max_age: seconds, on ``clock``, the oldest queued write may wait for its round to fill.
        max_pending: writes queued before :meth:`submit` blocks.
        clock: where the age of a queued write is read (default: the wall clock).
        retry: how a failed round is retried before the failure is reported.
        describe: the error reported for a failed round, from the writes still queued (first
            the round's) and the last exception; the exception becomes its ``__cause__``.
        resume: how a paused writer retries by itself (``None``: only :meth:`drain` and
            :meth:`close` retry).

    Raises:
        ConfigError: ``batch_size`` or ``max_pending`` below 1, or ``max_age`` negative.
    """

    def __init__(
        self,
        commit: Callable[[list[Any]], None],
        *,
        name: str = "yeastlab-writer",
        batch_size: int = 1,
        max_age: float = 0.0,
        max_pending: int = MAX_PENDING,
        clock: Clock | None = None,
        retry: RetryPolicy = WRITE_RETRY,
        describe: Callable[[list[Any], BaseException], StoreError] | None = None,
        resume: RetryPolicy | None = RESUME_RETRY,
    ):
        if batch_size < 1 or max_pending < 1 or max_age < 0:
            raise ConfigError("a writer needs batch_size >= 1, max_pending >= 1, max_age >= 0")
        self._commit = commit
        self._name = name
        self._batch_size, self._max_age, self._max_pending = batch_size, max_age, max_pending
        self._clock = clock or SystemClock()
        self._retry = retry
        self._describe = describe or (lambda queued, exc: _default_failure(name, queued, exc))
        self._cond = threading.Condition()
        self._pending: list[Any] = []
        self._oldest: Any = None  # when the oldest queued write was submitted (clock time)
        self._busy = False
        self._flushing = 0  # drain() calls waiting: a round is due whatever its size or age
        self._failure: StoreError | None = None
        self._resume = resume
        self._failures = 0  # rounds failed in a row (every retry): the resume backoff's step
        self._next_try = 0.0  # when a paused writer retries by itself (time.monotonic)
        self._closed = False
        #: The cause (``repr``) of the last failure raised to a caller, so that the same one is
        #: not printed again at exit (the ``yeast`` command has printed it as its one line).
        self.raised = ""
        #: Rounds committed, and writes committed in them.
        self.rounds = 0
        self.committed = 0
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()
        _LIVE.add(self)

    @property
    def pending(self) -> int:
        """Writes submitted and not yet committed."""
        with self._cond:
            return len(self._pending) + (1 if self._busy else 0)

    @property
    def error(self) -> StoreError | None:
        """The failure being reported (every retry of a round failed); ``None`` otherwise."""
        return self._failure

    def gather(self, max_age: float, batch_size: int) -> None:
        """From now on, start a round once ``batch_size`` writes wait or the oldest has waited
        ``max_age`` seconds (a drain, a close or a read of the store still starts one at once).

        Raises:
            ConfigError: ``batch_size`` below 1 or above ``max_pending``, or ``max_age``
                negative.
        """
        if not 1 <= batch_size <= self._max_pending or max_age < 0:
            raise ConfigError("a writer gathers 1..max_pending writes for max_age >= 0 seconds")
        with self._cond:
            self._batch_size, self._max_age = batch_size, max_age
            self._cond.notify_all()

    @property
    def gathering(self) -> tuple[float, int]:
        """``(max_age, batch_size)``: how rounds gather writes now (see :meth:`gather`)."""
        return self._max_age, self._batch_size

    def in_writer(self) -> bool:
        """Whether the calling thread is this writer's thread."""
        return threading.current_thread() is self._thread

    def submit(self, op: Any) -> None:
        """Queue a write (waits while ``max_pending`` writes are queued).

        Raises:
            StoreError: the writer is closed, or a round failed every retry (nothing of it is
                lost; :meth:`drain` retries it).
        """
        self.submit_many([op])

    def submit_many(self, ops: Sequence[Any]) -> None:
        """Queue writes that go out in one round (e.g. one write-ahead journal entry); see
        :meth:`submit`."""
        if not ops:
            return
        with self._cond:
            if self._closed:
                raise StoreError(f"{self._name} is closed; open the store or lab again to write")
            while len(self._pending) >= self._max_pending and self._failure is None:
                self._cond.wait()
            if self._failure is not None:
                raise self._reported(self._failure)
            # Only the writer's thread waits for writes to come; it needs waking only when its
            # decision changes: a first write (it sleeps until notified) or a full round. Else
            # it sleeps until the oldest write's age is due, and a wake per write cost the
            # caller a hand-over of the lock (a gathering store takes hundreds a second).
            wake = not self._pending or len(self._pending) + len(ops) >= self._batch_size
            if not self._pending:
                self._oldest = self._clock.now()
            self._pending.extend(ops)
            if wake:
                self._cond.notify_all()

    def drain(self) -> None:
        """Wait until every queued write is committed (retrying a failed round first).

        Raises:
            StoreError: the round failed every retry again; its writes stay queued.
        """
        if self.in_writer():
            return
        with self._cond:
            self._failure = None  # let the writer retry what failed
            self._flushing += 1
            self._cond.notify_all()
            try:
                while (self._pending or self._busy) and self._failure is None:
                    self._cond.wait()
            finally:
                self._flushing -= 1
            if self._failure is not None:
                raise self._reported(self._failure)

    def close(self) -> None:
        """Drain and stop the thread (idempotent).

        Raises:
            StoreError: queued writes could not be committed; the writer stays open with
                them queued, so fixing the cause and closing again commits them.
        """
        if self._closed:
            return
        self.drain()  # raises with the writes still queued: fix the cause, close again
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout=5)
        _LIVE.discard(self)
        if self._failure is not None:  # a write that raced with closing failed
            raise self._failure

    def _reported(self, failure: StoreError) -> StoreError:
        self.raised = repr(failure.__cause__)
        return failure

    def discard(self) -> list[Any]:
        """Stop without committing what is queued (idempotent); for a caller that can recover
        those writes elsewhere, as fermentation recovers its lab rows from the yeast's dialogue
        log. A round being committed is finished first.

        Returns:
            The writes dropped, oldest first.
        """
        with self._cond:
            dropped, self._pending = self._pending, []
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout=5)
        _LIVE.discard(self)
        with self._cond:  # a round that failed while stopping came back to the queue
            dropped, self._pending = self._pending + dropped, []
        return dropped

    def __enter__(self) -> WriteBehind:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the writer's thread ---------------------------------------------------------------
    def _age(self) -> float:
        return (self._clock.now() - self._oldest).total_seconds()

    def _wait_time(self) -> float | None:
        """``None`` when a round is due now; else how long to sleep before looking again."""
        if self._pending and self._failure is not None and self._resume is not None:
            # Paused: retry the failed round by itself once its backoff has passed (the wall
            # clock: a simulated clock would never let it resume).
            left = self._next_try - time.monotonic()
            return None if left <= 0 else left
        if self._pending and self._failure is None:
            if self._closed or self._flushing or len(self._pending) >= self._batch_size:
                return None
            left = self._max_age - self._age()
            if left <= 0:
                return None
            # A simulated clock does not move while we sleep: look again after max_age.
            return min(left, self._max_age)
        return 3600.0  # nothing to do until notified

    def _run(self) -> None:
        while True:
            with self._cond:
                while (wait := self._wait_time()) is not None:
                    if self._closed:
                        return
                    self._cond.wait(wait)
                batch, self._pending = self._pending, []
                size = len(batch)
                self._busy = True
            failure = self._commit_round(batch)
            with self._cond:
                self._busy = False
                if failure is None:
                    self.rounds += 1
                    self.committed += size
                    self._failure, self._failures = None, 0  # resumed, if it was paused
                else:
                    self.committed += size - len(batch)
                    self._pending = batch + self._pending
                    self._failure = failure
                    self._failures += 1
                    self._next_try = time.monotonic() + self._resume_wait()
                self._cond.notify_all()

    def _resume_wait(self) -> float:
        """Seconds before a paused writer retries by itself (exponential, capped)."""
        policy = self._resume or RESUME_RETRY
        return min(policy.max_wait, policy.first_wait * 2 ** min(self._failures - 1, 30))

    def _commit_round(self, batch: list[Any]) -> StoreError | None:
        """Commit ``batch`` under the retry policy; the failure to report if every try failed."""
        try:
            self._retry.call(lambda: self._commit(batch), Exception)
        except BaseException as exc:  # reported by submit/drain/close: nothing is dropped
            failure = self._describe(batch, exc)
            failure.__cause__ = exc
            return failure
        return None
