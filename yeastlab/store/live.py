"""The alive memories in process: a :class:`~yeastlab.store.index.MemoryIndex` kept in step with
the database's write generation.

Loaded once (after this process's queued writes are committed), kept current by the Store's own
writes as they are queued, and reloaded when another process commits (the generation counter
moved), because it may miss what that writer did. Loaded inside an open ``atomic()`` block, it
also applies the memory writes the block has queued (not in LanceDB until the block ends), so
the block reads its own writes without being split (:meth:`Database.atomic
<yeastlab.store.database.Database.atomic>`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from yeastlab.core.records import Memory
from yeastlab.store.database import Database, Watcher
from yeastlab.store.index import MemoryIndex
from yeastlab.store.lancesql import ALIVE, HISTORY
from yeastlab.store.tables import columns_of, from_arrow
from yeastlab.store.writer import Append

__all__ = ["LiveIndex", "NO_VECTOR", "read_memories"]

#: The memories' columns other than the vector.
NO_VECTOR = [c.name for c in columns_of(Memory) if c.kind != "vector"]


def read_memories(
    db: Database, where: str | None, *, vectors: bool = False, limit: int | None = None
) -> list[Memory]:
    """Memories matching a LanceDB SQL filter (hold ``db.reading()`` or ``db.writing()``)."""
    columns = None if vectors else NO_VECTOR
    return from_arrow(Memory, db.rows("memories", where, columns=columns, limit=limit))


#: Rows per batch when the index is loaded from LanceDB (see :meth:`LiveIndex.load`).
_LOAD_BATCH = 1024


class LiveIndex(Watcher):
    """The index of alive memories and the generation it is in step with (-1: stale)."""

    def __init__(self, db: Database):
        self._db = db
        self._index: MemoryIndex | None = None
        self._generation = -1
        #: whether superseded, unforgotten memories may exist (counted when the index loads,
        #: set by a supersession): without any, reading history needs no LanceDB read
        self.history = False
        db.watch(self)

    def moved(self) -> None:
        self._generation = -1  # the index may miss what the other writer did

    def written(self, names: tuple[str, ...], before: int, after: int) -> None:
        if self._generation == before:  # the index already holds this Store's own writes
            self._generation = after

    def changed(self, table: str) -> None:
        if table == "memories":
            self.drop()

    def load(self) -> MemoryIndex:
        """The index, loaded (after committing queued writes) when stale."""
        db = self._db
        with db.mutex:
            index = self._index
            if index is not None and self._generation == db.lock.generation():
                return index
        with db.reading(pending_applied=True):  # _apply_pending below
            # read batch by batch: no whole-table Arrow copy held while the index is built. The
            # scan reads several batches ahead, so the batch size bounds the peak: at 100k
            # memories 1,024 rows a batch peaked 81 MB lower than 8,192, and loaded as fast.
            query = db.table("memories").search().where(ALIVE).limit(None)
            index = MemoryIndex.from_batches(db.embedder.dim, query.to_batches(_LOAD_BATCH))
            pending = db.pending()
            _apply_pending(index, pending)
            history = db.table("memories").count_rows(HISTORY) > 0 or any(
                "superseded_by" in change
                for op in pending
                for change in getattr(op, "set", {}).values()
            )
            with db.mutex:
                self._index, self._generation = index, db.generation
                self.history = history
        return index

    def loaded(self) -> MemoryIndex | None:
        """The index if it is loaded (stale or not): writes keep it up to date as they go."""
        return self._index

    def trusted(self) -> bool:
        """Loaded, and nobody else committed since: its rows are the committed rows."""
        with self._db.mutex:
            return self._index is not None and self._generation == self._db.generation

    def drop(self) -> None:
        """Forget the index (after a write it cannot follow, e.g. a SQL update of memories)."""
        with self._db.mutex:
            self._index, self._generation = None, -1


def _apply_pending(index: MemoryIndex, ops: list[Any]) -> None:
    """Apply to a freshly loaded index the memory writes an open ``atomic()`` block queued:
    its appended memories, and its patches (recalls, removals) as the rows they carry or, when
    they carry none, as their changes to the row indexed."""
    for op in ops:
        if isinstance(op, Append):
            if op.table == "memories":
                index.add(op.records)
            continue
        for memory_id in dict.fromkeys([*op.set, *op.add]):
            row = (op.rows or {}).get(memory_id)
            if row is None:
                row = index.get(memory_id)
                if row is None:  # not alive: nothing to show
                    continue
                added = {c: getattr(row, c) + n for c, n in op.add.get(memory_id, {}).items()}
                row = replace(row, **added, **op.set.get(memory_id, {}))
            index.update(row)  # a removal drops it
