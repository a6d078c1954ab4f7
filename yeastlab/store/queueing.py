"""How one Store's writes reach LanceDB in order, and its reads see them: writes queued for the
write-behind (each journalled first, :mod:`yeastlab.store.journal`), several of a thread made one
journal entry (:meth:`WriteOrder.atomic`), and reads and commits under the yeast's lock after
this process's queued writes (:meth:`WriteOrder.reading`, :meth:`WriteOrder.writing`), with the
write generation followed by the watchers.

:class:`WriteOrder` is mixed into :class:`~yeastlab.store.database.Database`, which holds the
connection, tables, schemas and ``meta``; the two share its attributes, declared here.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from yeastlab.core.errors import StoreError
from yeastlab.store.indexrows import changed
from yeastlab.store.journal import Journal
from yeastlab.store.locking import StoreLock
from yeastlab.store.validate import check_write
from yeastlab.store.writer import Patch, WriteBehind

__all__ = ["WriteOrder"]


def _journalled(op: Any) -> Any:
    """``op`` as the journal keeps it: a ``Patch`` without the rows it carries. A replay
    applies a patch's deltas to the rows it reads back (:meth:`CommitRounds.replay
    <yeastlab.store.commits.CommitRounds.replay>` never trusts carried rows), and the rows of
    the memories a turn recalls were two thirds of its journal entry (18 of 27 KB pickled)."""
    return replace(op, rows=None) if isinstance(op, Patch) and op.rows is not None else op


def _touches(ops: list[Any], names: tuple[str, ...]) -> bool:
    """Whether queued writes ``ops`` write any of the tables ``names`` (``()``: every table)."""
    written = {getattr(op, "table", "memories") for op in ops}  # a Patch changes memories
    return not names or bool(written & set(names))


class WriteOrder:
    """The write queue, the atomic groups and the lock discipline of a
    :class:`~yeastlab.store.database.Database` (see the module)."""

    # the database's attributes (set by Database.__init__)
    lock: StoreLock
    mutex: threading.Lock
    generation: int
    writer: WriteBehind | None
    journal: Journal | None
    compact_every: int
    _journalling: threading.Lock
    _groups: dict[int, list[Any]]
    _after_block: dict[int, list[Callable[[], None]]]
    _tables: dict[str, Any]
    _writes: Counter[str]
    _watchers: list[Any]  # Database.Watcher

    def optimize(self, name: str) -> None:
        raise NotImplementedError  # Database's

    def submit(self, op: Any) -> None:
        """Queue a write (an ``Append`` or a ``Patch``) for the write-behind, journalled first
        (inside :meth:`atomic`: when the group ends).

        Raises:
            StoreError: the journal cannot be written or the writer refuses writes.
            InputError: a record holds a value LanceDB cannot store (checked before queueing,
                :mod:`yeastlab.store.validate`); nothing of the write is queued.
        """
        check_write(op)
        group = self._groups.get(threading.get_ident())
        if group is not None:
            group.append(op)
            return
        self._send([op])

    def _send(self, ops: list[Any]) -> None:
        writer = self.writer
        if writer is None:
            raise StoreError("internal error: the store's writer was not started")
        journal = self.journal
        if journal is None:
            writer.submit_many(ops)
            return
        with self._journalling:
            seq = journal.append([_journalled(op) for op in ops])
            try:
                writer.submit_many([changed(op, seq=seq) for op in ops])
            except BaseException:
                journal.applied([seq])  # refused: the caller is told, nothing is kept
                raise

    @contextmanager
    def atomic(self) -> Iterator[None]:
        """Journal the writes this thread queues inside the block as one entry, when it ends:
        after a kill all of them are replayed or none (a turn's memories and its dialogue-log
        row). Nested blocks join the outermost. Without a journal (``durability="batch"``)
        writes are queued as they come, as before.

        A read inside the block does not send the block's writes (that split it into two
        entries, and a kill between them left memories without their turn) unless it reads a
        table the block wrote: the in-process index of memories and the turn count add the
        block's writes themselves, and a read of another table needs none of them. A read of,
        or direct write to, a table the block wrote sends the block first (:meth:`_drain`),
        so that it is read, or written after, as before."""
        owner = threading.get_ident()
        if self.journal is None or owner in self._groups:
            yield
            return
        self._groups[owner] = []
        self._after_block[owner] = []
        try:
            yield
        finally:
            ops = self._groups.pop(owner, None)
            after = self._after_block.pop(owner, [])
            if ops:
                self._send(ops)
        for work in after:  # not after a block that raised: its caller was told it failed
            work()

    def after_block(self, work: Callable[[], None]) -> None:
        """Run ``work`` now, or, inside an :meth:`atomic` block, once the block has been sent.

        For work that would send the block in its middle, splitting it in two journal entries:
        a compaction commits every table (a forget compacts, so the forgotten text leaves the
        files; a turn that forgets would otherwise be journalled as the forget, then the rest).
        """
        after = self._after_block.get(threading.get_ident())
        if after is None:
            work()
        else:
            after.append(work)

    def pending(self) -> list[Any]:
        """The writes the calling thread's open :meth:`atomic` block has queued and not sent
        (a read inside the block applies them to what it loads: :mod:`yeastlab.store.live`)."""
        return list(self._groups.get(threading.get_ident()) or ())

    def _send_group(self) -> None:
        owner = threading.get_ident()
        group = self._groups.get(owner)
        if group:
            self._groups[owner] = []
            self._send(group)

    # ---------------------------------------------------------------- locking
    def sync(self) -> None:
        """Check out the latest versions if another process (or Store) wrote since we looked."""
        with self.mutex:
            current = self.lock.generation()
            if current == self.generation:
                return
            self.generation = current
            for watcher in self._watchers:
                watcher.moved()
        for table in self._tables.values():
            table.checkout_latest()

    def in_step(self) -> bool:
        """Nobody else wrote since we last looked (no lock, no I/O: the counter is mapped)."""
        with self.mutex:
            return self.lock.generation() == self.generation

    def _drain(self, tables: tuple[str, ...] | None) -> None:
        """Wait until what this process sent is committed (a read sees its own writes, a write
        keeps their order). The calling thread's open :meth:`atomic` group is kept whole unless
        it writes one of ``tables`` (``()``: every table; ``None``: none, the caller applies
        the group itself), which are about to be read or written: then it is sent first, so
        the read sees it and a direct write lands after it (an update of a memory the block
        added) — at the price of splitting the block into two journal entries."""
        group = self._groups.get(threading.get_ident())
        if group and tables is not None and _touches(group, tables):
            self._send_group()
        if self.writer is not None:
            self.writer.drain()  # a no-op on the writer's own thread

    @contextmanager
    def reading(self, *tables: str, pending_applied: bool = False) -> Iterator[None]:
        """Hold the shared lock on the latest versions, after this process's queued writes.

        Args:
            tables: the tables read (every table if none given): inside an :meth:`atomic`
                block only a block that writes one of them is sent first (see :meth:`_drain`).
            pending_applied: the caller adds the block's queued writes (:meth:`pending`) to
                what it reads itself; the block is never sent.
        """
        self._drain(None if pending_applied else tables)  # read our own writes
        with self.lock.hold(False):
            self.sync()
            yield

    @contextmanager
    def writing(self, *names: str) -> Iterator[None]:
        """Hold the exclusive lock to commit to ``names`` (every table if none), then bump the
        generation and compact a table every ``compact_every`` commits."""
        self._drain(names)  # keep the order of writes
        with self.lock.hold(True):
            self.sync()
            try:
                yield
            finally:
                # Bumped even after a failed write: part of it may have been committed.
                with self.mutex:
                    before, self.generation = self.generation, self.lock.bump()
                    for watcher in self._watchers:
                        watcher.written(names, before, self.generation)
            for name in names:
                self._writes[name] += 1
                if self._writes[name] >= self.compact_every:
                    self.optimize(name)
