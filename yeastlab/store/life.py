"""A store's life: its parts composed, opened (with the journal of a killed process replayed),
closed, flushed, compacted and forked, and its settings (``meta``, the embedder's calibration,
compaction and index thresholds).

:class:`StoreLife` is the base of :class:`~yeastlab.store.facade.Store`, the façade whose other
methods read and write what a yeast holds (memories, search, self-model, dialogue log,
documents).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Self

from yeastlab.backends.base import Embedder
from yeastlab.backends.calibration import Calibration, calibrate
from yeastlab.core.clock import Clock, SystemClock
from yeastlab.store.commits import CommitRounds
from yeastlab.store.damage import probe
from yeastlab.store.database import Database
from yeastlab.store.dialogue import Dialogue
from yeastlab.store.documents import Documents
from yeastlab.store.journal import DURABILITY, JOURNAL_DIR, Journal, check_durability, orphans
from yeastlab.store.lifecycle import Lifecycle, copy_records, fork_target
from yeastlab.store.live import LiveIndex
from yeastlab.store.locking import LOCK_TIMEOUT
from yeastlab.store.memories import Memories
from yeastlab.store.rows import Rows
from yeastlab.store.search import Search
from yeastlab.store.versions import Versions

__all__ = ["GATHER_SECONDS", "GATHER_WRITES", "StoreLife"]

#: How long the write-behind gathers journalled writes into one round, and how many at most
#: (see :mod:`yeastlab.store.writer`): another process sees a turn at most this much later; this
#: one sees it at once. About 40 back-to-back offline turns, or one turn with a model.
GATHER_SECONDS = 0.25
GATHER_WRITES = 256


class StoreLife:
    """A yeast's store parts and their life (see the module); use
    :class:`~yeastlab.store.facade.Store`.

    Attributes:
        path: the yeast directory.
        embedder: embeds memory and chunk texts (its name and dimension are fixed per store).
        clock: stamps every write.
    """

    def __init__(self, db: Database):
        self.path = db.path
        self.embedder = db.embedder
        self.clock = db.clock
        self._db = db
        self._live = LiveIndex(db)
        self._rounds = CommitRounds(db, self._live)
        db.start_writer(self._rounds)
        self._memories = Memories(db, self._live)
        self._rows = Rows(db, self._memories)
        self._search = Search(db, self._live)
        self._versions = Versions(db, self._rows)
        self._dialogue = Dialogue(db, self._rows)
        self._documents = Documents(db, self._search)
        self._lifecycle = Lifecycle(db)
        self._calibration: Calibration | None = None

    # ---------------------------------------------------------------- lifecycle
    @classmethod
    def open(
        cls,
        path: str | Path,
        *,
        embedder: Embedder,
        clock: Clock | None = None,
        durability: str = "turn",
        lock_timeout: float = LOCK_TIMEOUT,
    ) -> Self:
        """Open the yeast at ``path``, creating it (with self-model version 1) if missing, and
        replay what a process killed while writing it left in its journal.

        Args:
            path: the yeast directory.
            embedder: its embedder.
            clock: stamps every write (default: the wall clock).
            durability: ``"turn"`` (default: every write journalled before the call that made
                it returns, surviving a kill of the process), ``"sync"`` (also fsynced:
                surviving power loss) or ``"batch"`` (no journal: bulk loads); see
                :mod:`yeastlab.store.journal`.
            lock_timeout: seconds to wait when another process holds the yeast's lock (its
                commits hold it for milliseconds) before raising ``StoreError``; see
                :mod:`yeastlab.store.locking`.

        Raises:
            EmbedderMismatch: the store was built with another embedder.
            SchemaMismatch: the store was written by a newer yeastlab.
            ConfigError: unknown ``durability``.
            StoreError: the database or a journal cannot be opened, another process holds
                its lock for more than ``lock_timeout`` (the message names its pid), or a
                table's latest version cannot be read (the message names it; ``yeast repair``
                rolls it back).
        """
        check_durability(durability)
        if (Path(path) / "meta.lance").exists():
            probe(Path(path))  # a damaged table: one StoreError naming it and `yeast repair`
        db = Database.connect(
            Path(path), embedder=embedder, clock=clock or SystemClock(), lock_timeout=lock_timeout
        )
        store = cls(db)
        try:
            db.initialise()
            store._recover()
            synchronous = DURABILITY[durability]
            if synchronous is not None:
                db.journal = Journal(db.path / JOURNAL_DIR, synchronous=synchronous)
                # the journal holds the writes meanwhile: rounds may gather (see writer.py)
                db.writer.gather(GATHER_SECONDS, GATHER_WRITES)
        except Exception:
            store.close()
            raise
        return store

    def _recover(self) -> None:
        """Commit what the journals of killed processes hold (idempotently), then remove them."""
        for orphan in orphans(self.path / JOURNAL_DIR):
            try:
                ops = [op for _, entry in orphan.entries() for op in entry]
                if ops:
                    self._rounds.replay(ops)
            except BaseException:
                orphan.release()
                raise
            orphan.remove()
            self._live.drop()

    @contextmanager
    def atomic(self) -> Iterator[None]:
        """Make the writes this thread queues inside the block one journal entry: after a kill
        all of them are committed or none (a turn's memories and its dialogue-log row). A read
        of LanceDB inside the block sends what was queued so far first."""
        with self._db.atomic():
            yield

    def after_block(self, work: Callable[[], None]) -> None:
        """Run ``work`` now, or, inside :meth:`atomic`, once the block's entry is journalled
        and sent (work that must not split the block, or slow the turn it belongs to)."""
        self._db.after_block(work)

    def close(self) -> None:
        """Commit queued writes and release the lock file (the store cannot be used afterwards).

        Raises:
            StoreError: queued writes could not be committed (the store stays open: fix the
                cause and close again).
        """
        self._db.close()
        self._live.drop()

    def flush(self) -> None:
        """Wait until every write so far is committed (visible to other processes); see
        :meth:`Lifecycle.flush <yeastlab.store.lifecycle.Lifecycle.flush>`."""
        self._lifecycle.flush()

    @property
    def pending_writes(self) -> int:
        """Writes queued and not yet committed."""
        return self._lifecycle.pending_writes

    def compact(self, *, index: bool = True, purge: bool = False) -> None:
        """Compact every table, update its indexes and remove old versions.

        Args:
            index: also build the vector index of a table that has grown past
                ``vector_index_min_rows`` without one (``False``: only compact and purge, as a
                forget does, whose cost must not include a first index).
            purge: also rewrite every data file that still holds the bytes of a deleted or
                replaced row, however few (LanceDB rewrites a file only past a tenth deleted):
                after a forget for privacy, so no file keeps the forgotten text.
        """
        self._lifecycle.compact(index=index, purge=purge)

    def create_vector_index(self, table: str = "memories") -> None:
        """Build (or rebuild) an approximate IVF-SQ vector index on a table's vectors."""
        self._lifecycle.create_vector_index(table)

    def versions(self, table: str = "memories") -> int:
        """How many versions of ``table`` are kept on disk (compaction keeps this small)."""
        return self._lifecycle.versions(table)

    def fork(self, path: str | Path, *, embedder: Embedder | None = None) -> Self:
        """Copy this yeast to ``path`` and open the copy; the two evolve independently.

        Args:
            path: a new (or empty) directory.
            embedder: give another embedder to re-embed every memory and chunk into the copy
                (how a yeast moves to a new embedding model); default: same embedder, files copied.

        Raises:
            StoreError: if ``path`` exists and is not empty.
        """
        target = fork_target(path)
        ours = (self.embedder.name, self.embedder.dim)
        if embedder is None or (embedder.name, embedder.dim) == ours:
            self._lifecycle.copy_files(target)
            return type(self).open(target, embedder=self.embedder, clock=self.clock)
        copy = type(self).open(target, embedder=embedder, clock=self.clock)
        copy_records(self._rows, self._db.table_names(), copy._rows)
        copy.compact()
        return copy

    @property
    def meta(self) -> dict[str, str]:
        """The ``meta`` table as a dict (schema_version, embedder, dim, created_at)."""
        return self._db.meta()

    @property
    def calibration(self) -> Calibration:
        """The embedder's cosine calibration (:mod:`yeastlab.backends.calibration`).

        Computed the first time a store is asked for it and recorded in ``meta`` under
        ``calibration``; afterwards read from there, so a reopened yeast uses the same thresholds.
        """
        if self._calibration is None:
            recorded = self.meta.get("calibration")
            found = Calibration.from_json(recorded) if recorded else None
            if found is None or not found.fits(self.embedder):
                found = calibrate(self.embedder)
                self._db.set_meta("calibration", found.to_json())
            self._calibration = found
        return self._calibration

    @property
    def compact_every(self) -> int:
        """Writes to one table between automatic compactions."""
        return self._db.compact_every

    @compact_every.setter
    def compact_every(self, value: int) -> None:
        self._db.compact_every = value

    @property
    def scalar_index_min_rows(self) -> int:
        """Rows from which compaction adds scalar indexes."""
        return self._db.scalar_index_min_rows

    @scalar_index_min_rows.setter
    def scalar_index_min_rows(self, value: int) -> None:
        self._db.scalar_index_min_rows = value

    @property
    def vector_index_min_rows(self) -> int:
        """Rows from which :meth:`compact` builds a vector index."""
        return self._db.vector_index_min_rows

    @vector_index_min_rows.setter
    def vector_index_min_rows(self, value: int) -> None:
        self._db.vector_index_min_rows = value

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Store({str(self.path)!r}, embedder={self.embedder.name!r})"
