"""Write-behind for a store: the turn's writes are committed by a background thread, in rounds.

A LanceDB commit costs milliseconds (an ``add`` 4–15 ms, an ``update`` 30–60 ms) and every one
makes a table version, so a turn that wrote its episode, its recalls, its dialogue-log row and
its gate audits one commit at a time spent far longer writing than thinking. Instead the store
hands those writes to a :class:`WriteBehind`: the caller returns at once (the store's in-process
index of alive memories already shows the change), and a background thread commits everything
queued so far in one *round* — one ``add`` per table and one ``merge_insert`` for all the
changed rows, under one hold of the store's write lock. While a model call is in flight the round
costs nothing; when writes arrive faster than rounds finish, rounds grow and commits per write
fall (group commit).

Guarantees:

* Order: rounds are committed in the order submitted; within a round every append precedes every
  patch, so a memory is stored before its recall or its removal is recorded; patches apply in
  order to the rows as committed, so no change (here or by another process) is overwritten.
* Nothing is lost quietly: a failed round stays queued (at the front), the writer pauses, and the
  next :meth:`WriteBehind.drain` (every read that goes to LanceDB, ``Store.flush``, ``close``)
  retries it and raises :class:`~yeastlab.core.errors.StoreError` if it fails again; new writes are
  refused with the same error until it succeeds.
* Visibility: this process sees its writes at once; other processes see them when the round is
  committed (normally within one round, a few tens of milliseconds). ``Store.flush()`` waits for
  that. The queue is drained when a store is closed and when the interpreter exits normally; a
  process killed outright loses at most the writes of the round not yet committed.
"""

from __future__ import annotations

import atexit
import sys
import threading
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from yeastlab.core.errors import StoreError

__all__ = ["Append", "Patch", "WriteBehind", "MAX_PENDING"]

#: Writes queued before ``submit`` waits for the writer (backpressure, bounded memory).
MAX_PENDING = 4096


@dataclass(frozen=True)
class Append:
    """Append records to a table."""

    table: str
    records: Sequence[Any]
    #: Keep only the table's newest rows (by ``created_at``) after committing: a capped log.
    keep: int | None = None


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


_LIVE: weakref.WeakSet[WriteBehind] = weakref.WeakSet()


@atexit.register
def _drain_all() -> None:  # pragma: no cover - runs at interpreter exit
    for writer in list(_LIVE):
        try:
            writer.close()
        except StoreError as exc:  # nothing else can be done at exit: say it loudly
            print(f"yeastlab: {exc}", file=sys.stderr)


class WriteBehind:
    """A FIFO of writes committed in rounds by one background thread.

    Args:
        commit: commits one round (a list of :class:`Append`/:class:`Patch`, in order); raising
            leaves the round queued.
        name: names the thread (and errors).
        max_pending: writes queued before :meth:`submit` blocks.
    """

    def __init__(
        self,
        commit: Callable[[list[Any]], None],
        *,
        name: str = "yeastlab-writer",
        max_pending: int = MAX_PENDING,
    ):
        self._commit = commit
        self._name = name
        self._max_pending = max_pending
        self._cond = threading.Condition()
        self._pending: list[Any] = []
        self._busy = False
        self._error: BaseException | None = None
        self._closed = False
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
    def error(self) -> BaseException | None:
        """The exception of the last failed round (``None`` once a retry succeeds)."""
        return self._error

    def in_writer(self) -> bool:
        """Whether the calling thread is this writer's thread."""
        return threading.current_thread() is self._thread

    def submit(self, op: Any) -> None:
        """Queue a write (waits while :data:`MAX_PENDING` writes are queued).

        Raises:
            StoreError: a previous round failed (nothing of it is lost; :meth:`drain` retries).
        """
        with self._cond:
            if self._closed:
                raise StoreError(f"{self._name}: the store is closed; reopen it to write")
            if self._error is not None:
                raise self._failure()
            while len(self._pending) >= self._max_pending and self._error is None:
                self._cond.wait()
            self._pending.append(op)
            self._cond.notify_all()

    def drain(self) -> None:
        """Wait until every queued write is committed (retrying a failed round once).

        Raises:
            StoreError: the retried round failed again; its writes stay queued.
        """
        if self.in_writer():
            return
        with self._cond:
            if self._error is not None:
                self._error = None  # let the writer retry what failed
                self._cond.notify_all()
            while (self._pending or self._busy) and self._error is None:
                self._cond.wait()
            if self._error is not None:
                raise self._failure()

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

    def _failure(self) -> StoreError:
        queued = len(self._pending)
        return StoreError(
            f"a background write of the yeast failed: {self._error!r}; {queued} write(s) are "
            "still queued, nothing is lost. Fix the cause (disk space, permissions) and call "
            "store.flush() to retry"
        )

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._closed and (not self._pending or self._error is not None):
                    self._cond.wait()
                if self._closed:
                    return
                batch, self._pending = self._pending, []
                size = len(batch)  # the commit removes what it committed from ``batch``
                self._busy = True
            try:
                self._commit(batch)
            except BaseException as exc:  # kept and re-raised by drain(): nothing is dropped
                with self._cond:
                    self._pending = batch + self._pending
                    self._error = exc
                    self._busy = False
                    self._cond.notify_all()
                continue
            with self._cond:
                self.rounds += 1
                self.committed += size
                self._busy = False
                self._cond.notify_all()
