"""A yeast's database over time: flushing queued writes, compaction and vector indexes, and
copying a yeast (as files, or record by record into a store with another embedder)."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import lancedb

from yeastlab.core.errors import StoreError
from yeastlab.store.database import Database
from yeastlab.store.journal import JOURNAL_DIR
from yeastlab.store.rows import Rows

__all__ = ["Lifecycle", "copy_records", "fork_target"]

#: Records re-embedded per append when a yeast is copied to another embedder.
_COPY_BATCH = 10_000


def fork_target(path: str | Path) -> Path:
    """The directory to fork into.

    Raises:
        StoreError: if ``path`` exists and is not empty.
    """
    target = Path(path)
    if target.exists() and any(target.iterdir()):
        raise StoreError(f"cannot fork into {target}: it exists and is not empty; pick a new path")
    return target


def copy_records(source: Rows, names: list[str], target: Rows) -> None:
    """Copy every record of the tables ``names`` (but ``meta``) from ``source`` to ``target``,
    re-embedding their texts with the target's embedder; the target's own self-model history
    is replaced by the source's."""
    target.delete_where("self_model", "version >= 1")
    for name in names:
        if name == "meta":
            continue
        records = source.records(name)
        if records and hasattr(records[0], "vector"):
            records = [replace(r, vector=None) for r in records]
        for start in range(0, len(records), _COPY_BATCH):
            target.append(name, records[start : start + _COPY_BATCH])


class Lifecycle:
    """Flush, compact, index and copy the database of one yeast."""

    def __init__(self, db: Database):
        self._db = db

    def flush(self) -> None:
        """Wait until every write so far is committed to LanceDB (visible to other processes).

        Raises:
            StoreError: a background write failed (it stays queued; fix the cause, flush again).
        """
        if self._db.writer is not None:
            self._db.writer.drain()

    @property
    def pending_writes(self) -> int:
        """Writes queued and not yet committed."""
        return 0 if self._db.writer is None else self._db.writer.pending

    def compact(self, *, index: bool = True, purge: bool = False) -> None:
        """Compact every table, update its indexes and remove old versions.

        Tables with vectors and at least ``vector_index_min_rows`` rows also get a vector index
        here (never during the automatic compaction, so no single write pays for it), unless
        ``index`` is false: a compaction that only purges old versions (after a forget) must not
        pay for a first vector index (about 30 s at 100k memories on 2 cores). ``purge`` also
        rewrites every data file still holding the bytes of a deleted or replaced row (a forget
        for privacy). Inside an ``atomic()`` block it runs when the block ends, so the block
        stays one journal entry.
        """
        self._db.after_block(lambda: self._compact(index, purge))  # an atomic block stays whole

    def _compact(self, index: bool, purge: bool = False) -> None:
        db = self._db
        with db.writing():
            for name in db.table_names():
                db.optimize(name, purge=purge)
            for name in ("memories", "chunks") if index else ():
                if db.table(name).count_rows() >= db.vector_index_min_rows:
                    self._vector_index(name, replace=False)

    def create_vector_index(self, table: str = "memories") -> None:
        """Build (or rebuild) an approximate IVF-SQ vector index on a table's vectors.

        Exact (flat) search is used until a table has an index; rows added afterwards are
        searched exactly until the next compaction folds them into the index.
        """
        with self._db.writing(table):
            self._vector_index(table, replace=True)

    def _vector_index(self, name: str, *, replace: bool) -> None:
        table = self._db.table(name)
        if not replace and any(i.columns == ["vector"] for i in table.list_indices()):
            return
        rows = table.count_rows()
        # ~4k rows per partition keeps the IVF probe small. No HNSW graph in the partitions:
        # LanceDB's optimize (every compaction, and the one each forget runs to purge old
        # versions) rebuilt the graphs after a change to one indexed row, 185 s at 100k under
        # load, against 6 s for IVF-SQ; searches of LanceDB re-rank by exact distance
        # (refine_factor) and the turn's own searches run in process (store/live.py).
        config = lancedb.index.IvfSq(distance_type="cosine", num_partitions=max(1, rows // 4096))
        table.create_index("vector", config=config, replace=True)

    def versions(self, table: str = "memories") -> int:
        """How many versions of ``table`` are kept on disk (compaction keeps this small)."""
        with self._db.reading():
            return len(self._db.table(table).list_versions())

    def copy_files(self, target: Path) -> None:
        """Compact, then copy the yeast's files to ``target`` (no other writer meanwhile)."""
        self.compact()
        with self._db.lock.hold(False):
            # Not the write-ahead journals: what they held is committed by now (compact drained).
            ignore = shutil.ignore_patterns(".lock", JOURNAL_DIR)
            shutil.copytree(self._db.path, target, ignore=ignore)
