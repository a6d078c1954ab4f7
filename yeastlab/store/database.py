"""The database of one yeast: the LanceDB connection, its tables and their schemas, the ``meta``
table, and the lock and write generation that keep several processes (and Stores) in step.

Every commit holds an exclusive ``fcntl`` lock on ``<yeast>/.lock`` and bumps a generation
counter kept in that file; reads hold a shared lock and check out the latest table versions only
when the counter moved, so two processes can share a yeast without lost writes and a single
process pays no extra I/O per read. Every ``compact_every`` commits to a table, the table is
compacted and old versions removed, so thousands of single-row writes leave a handful of
versions.

The parts of the store that keep something in process (the index of alive memories, the latest
self-model, the chunks, the turn count) register as watchers (:class:`Watcher`): told when
another writer committed, when this Store committed, and when rows changed behind their back.

Every write queued for the write-behind is first appended to the Store's write-ahead journal
(:mod:`yeastlab.store.journal`, unless ``durability="batch"``), so what a call acknowledged
survives a kill of the process; :meth:`Database.atomic` journals several writes as one entry.
"""

from __future__ import annotations

import threading
import warnings
from collections import Counter
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import lancedb
import pyarrow as pa

from yeastlab.backends.base import Embedder
from yeastlab.core.clock import Clock
from yeastlab.core.errors import EmbedderMismatch, SchemaMismatch, StoreError
from yeastlab.core.selfmodel import default_self_model
from yeastlab.store.indexrows import changed
from yeastlab.store.journal import Journal
from yeastlab.store.locking import LOCK_TIMEOUT, StoreLock
from yeastlab.store.purge import rewrite_deleted
from yeastlab.store.queueing import WriteOrder
from yeastlab.store.tables import TABLES, MetaEntry, record_class, schema_for, to_arrow
from yeastlab.store.writer import WriteBehind

__all__ = [
    "COMPACT_EVERY",
    "SCALAR_INDEX_MIN_ROWS",
    "SCHEMA_VERSION",
    "VECTOR_INDEX_MIN_ROWS",
    "Database",
    "Watcher",
]

#: Bumped whenever a table's schema changes incompatibly.
SCHEMA_VERSION = 1
#: Writes to one table between automatic compactions.
COMPACT_EVERY = 64
#: Rows from which compaction adds scalar indexes (id, tier, alive columns).
SCALAR_INDEX_MIN_ROWS = 5_000
#: Rows from which :meth:`Store.compact` builds a vector index.
VECTOR_INDEX_MIN_ROWS = 50_000


_FTS_TABLES = ("memories", "chunks")
# Scalar indexes make the alive/tier prefilter and id lookups cheap on large tables; rows added
# since the last compaction are scanned, and compaction folds them into the indexes.
_SCALAR_INDEXES = {
    "memories": {
        "id": lancedb.index.BTree(),
        "tier": lancedb.index.Bitmap(),
        "deleted_at": lancedb.index.BTree(),
        "superseded_by": lancedb.index.BTree(),
    },
    "chunks": {"id": lancedb.index.BTree(), "doc_id": lancedb.index.BTree()},
}


class Watcher:
    """Something kept in process that follows the database (override what concerns you).

    ``moved`` and ``written`` are called holding :attr:`Database.mutex`.
    """

    def moved(self) -> None:
        """Another writer (process or Store) committed: drop what may now be stale."""

    def written(self, names: tuple[str, ...], before: int, after: int) -> None:
        """This Store committed to ``names`` (every table if empty); the generation went from
        ``before`` to ``after``."""

    def changed(self, table: str) -> None:
        """Rows of ``table`` were changed in a way only a re-read shows (SQL update or delete,
        records appended outside the memories' own path)."""


class Database(WriteOrder):
    """The LanceDB connection of one yeast, its tables, lock and write generation; how writes
    are queued, journalled and committed in order is :class:`~yeastlab.store.queueing.
    WriteOrder`'s.

    Attributes:
        path: the yeast directory.
        embedder: embeds memory and chunk texts (its name and dimension are fixed per store).
        clock: stamps every write.
        lock: the lock file (exclusive for commits, shared for reads).
        mutex: guards :attr:`generation` and what watchers keep in step with it.
        generation: the write generation this process has seen (bumped by every commit).
        writer: the write-behind, once :meth:`start_writer` has been called.
        journal: the write-ahead journal (``None``: ``durability="batch"``, or not yet open).
    """

    def __init__(
        self, path: Path, connection: Any, embedder: Embedder, clock: Clock, lock: StoreLock
    ):
        self.path = path
        self.embedder = embedder
        self.clock = clock
        self.lock = lock
        self.compact_every = COMPACT_EVERY
        self.scalar_index_min_rows = SCALAR_INDEX_MIN_ROWS
        self.vector_index_min_rows = VECTOR_INDEX_MIN_ROWS
        self.mutex = threading.Lock()
        self.generation = lock.generation()
        self.writer: WriteBehind | None = None
        self.journal: Journal | None = None
        self._journalling = threading.Lock()  # journal order is queue order
        # each thread's open atomic() group, by thread id: a turn generator's block can end on
        # another thread (closed there), which must end that block, not look for its own
        self._groups: dict[int, list[Any]] = {}
        self._after_block: dict[int, list[Callable[[], None]]] = {}
        self._connection = connection
        self._tables: dict[str, Any] = {}
        self._classes: dict[str, type] = {**TABLES, "meta": MetaEntry}
        self._schemas: dict[str, pa.Schema] = {}
        self._writes: Counter[str] = Counter()
        self._watchers: list[Watcher] = []

    @classmethod
    def connect(
        cls, path: Path, *, embedder: Embedder, clock: Clock, lock_timeout: float = LOCK_TIMEOUT
    ) -> Database:
        """Connect to the yeast directory ``path`` (created if missing); not yet initialised.
        Taking its lock waits at most ``lock_timeout`` seconds (:mod:`yeastlab.store.locking`)."""
        path.mkdir(parents=True, exist_ok=True)
        lock = StoreLock(path / ".lock", timeout=lock_timeout)
        try:
            connection = lancedb.connect(str(path))
        except Exception as exc:
            lock.close()
            raise StoreError(f"cannot open the yeast database at {path}: {exc}") from exc
        return cls(path, connection, embedder, clock, lock)

    def start_writer(self, commit: Callable[[list[Any]], None]) -> WriteBehind:
        """Start the write-behind whose rounds ``commit`` writes."""
        self.writer = WriteBehind(commit, name=f"yeastlab-writer:{self.path.name}")
        return self.writer

    def watch(self, watcher: Watcher) -> None:
        """Tell ``watcher`` when the database moves (see :class:`Watcher`)."""
        self._watchers.append(watcher)

    def changed(self, table: str) -> None:
        """Tell the watchers that rows of ``table`` changed behind their back."""
        for watcher in self._watchers:
            watcher.changed(table)

    def close(self) -> None:
        """Commit queued writes, then release the tables and the lock file."""
        self._send_group()
        if self.writer is not None:
            self.writer.close()
        if self.journal is not None:
            self.journal.close()
            self.journal = None
        self._tables.clear()
        self.lock.close()

    # ---------------------------------------------------------------- meta
    def initialise(self) -> None:
        """Create the tables, self-model version 1 and ``meta`` (or check an existing store).

        Raises:
            EmbedderMismatch: the store was built with another embedder.
            SchemaMismatch: the store was written by a newer yeastlab.
        """
        with self.lock.hold(True):
            meta = self._read_meta()
            if meta:
                self._check_meta(meta)
                return
            for name in TABLES:
                self.create(name)
            if self.table("self_model").count_rows() == 0:
                first = default_self_model(self.clock.now())
                self.table("self_model").add(to_arrow([first], self.schema("self_model")))
            entries = [
                MetaEntry("schema_version", str(SCHEMA_VERSION)),
                MetaEntry("embedder", self.embedder.name),
                MetaEntry("dim", str(self.embedder.dim)),
                MetaEntry("created_at", self.clock.now().isoformat()),
            ]
            # meta is written last: a store without it is (re)initialised idempotently.
            self.create("meta").add(to_arrow(entries, schema_for(MetaEntry)))
            self.generation = self.lock.bump()

    def _read_meta(self) -> dict[str, str]:
        try:
            table = self._connection.open_table("meta")
        except (FileNotFoundError, ValueError):
            return {}
        self._tables["meta"] = table
        return {row["key"]: row["value"] for row in table.to_arrow().to_pylist()}

    def _check_meta(self, meta: dict[str, str]) -> None:
        version = int(meta.get("schema_version", "0"))
        if version > SCHEMA_VERSION:
            raise SchemaMismatch(
                f"{self.path} was written by a newer yeastlab (schema {version}; this one reads "
                f"up to {SCHEMA_VERSION}); upgrade yeastlab (pip install -U yeastlab) to open it"
            )
        name, dim = meta.get("embedder", ""), int(meta.get("dim", "0"))
        if name != self.embedder.name or dim != self.embedder.dim:
            raise EmbedderMismatch(
                f"{self.path} was built with embedder {name!r} ({dim}-d) but this one is "
                f"{self.embedder.name!r} ({self.embedder.dim}-d); open it with embedder={name!r}, "
                f"or re-embed it: `yeast reembed {self.path} --embedder <this one>` (or into a "
                "new store: Store.open(path, embedder=<that one>).fork(new_path, "
                "embedder=<this one>))"
            )

    def meta(self) -> dict[str, str]:
        """The ``meta`` table as a dict (schema_version, embedder, dim, created_at, ...)."""
        with self.reading():
            return {row["key"]: row["value"] for row in self.table("meta").to_arrow().to_pylist()}

    def set_meta(self, key: str, value: str) -> None:
        """Record ``key`` in ``meta`` (replacing its value): e.g. the embedder's calibration."""
        with self.writing("meta"):
            table = self.table("meta")
            table.delete("key = '{}'".format(key.replace("'", "''")))
            table.add(to_arrow([MetaEntry(key, value)], schema_for(MetaEntry)))

    # ---------------------------------------------------------------- tables
    def schema(self, name: str) -> pa.Schema:
        """The Arrow schema of a table (vectors sized to the embedder)."""
        schema = self._schemas.get(name)
        if schema is None:
            schema = self._schemas[name] = schema_for(self._classes[name], self.embedder.dim)
        return schema

    def create(self, name: str) -> Any:
        """Create a table (idempotent) with its full-text index."""
        table = self._connection.create_table(name, schema=self.schema(name), exist_ok=True)
        self._tables[name] = table
        self.ensure_indexes(name, scalar=False)
        return table

    def ensure_indexes(self, name: str, *, scalar: bool = True) -> None:
        """Create the full-text (and, for large tables, scalar) indexes of a table (idempotent).

        Scalar indexes only pay off on large tables, so they wait for a compaction of a table
        with ``scalar_index_min_rows`` rows; a new store is quick to create.
        """
        table = self.table(name)
        wanted = {}
        if name in _FTS_TABLES:
            wanted["text"] = lancedb.index.FTS(with_position=True)
        if scalar and name in _SCALAR_INDEXES and table.count_rows() >= self.scalar_index_min_rows:
            wanted.update(_SCALAR_INDEXES[name])
        if not wanted:
            return
        have = {column for index in table.list_indices() for column in index.columns}
        for column, config in wanted.items():
            if column not in have:
                table.create_index(column, config=config)

    def table(self, name: str) -> Any:
        """The open LanceDB table ``name``.

        Raises:
            StoreError: the yeast has no such table.
        """
        table = self._tables.get(name)
        if table is None:
            try:
                table = self._connection.open_table(name)
            except (FileNotFoundError, ValueError):
                raise StoreError(f"the yeast at {self.path} has no table {name!r}") from None
            self._tables[name] = table
        return table

    def has(self, name: str) -> bool:
        """Whether the table exists."""
        try:
            self.table(name)
        except StoreError:
            return False
        return True

    def table_names(self) -> list[str]:
        """Every table of the database, sorted."""
        names: list[str] = []
        token = None
        while True:
            page = self._connection.list_tables(page_token=token)
            names += page.tables
            token = page.page_token
            if not token:
                return sorted(names)

    def rows(
        self,
        name: str,
        where: str | None = None,
        *,
        columns: list[str] | None = None,
        limit: int | None = None,
    ) -> pa.Table:
        """Rows of a table matching a LanceDB SQL filter (hold :meth:`reading` around it).

        Columns a table made by an older yeastlab lacks are left out (until its next write adds
        them): :func:`~yeastlab.store.tables.from_arrow` reads them as the field's default.
        """
        table = self.table(name)
        query = table.search()
        if where:
            query = query.where(where)
        if columns:
            have = set(table.schema.names)
            query = query.select([c for c in columns if c in have])
        return query.limit(limit).to_arrow()

    def class_of(self, table: str) -> type:
        """The record class of a table (named in its schema's metadata if not a known table)."""
        cls = self._classes.get(table)
        if cls is None:
            record = self.table(table).schema.metadata or {}
            spec = record.get(b"record", b"").decode()
            if not spec:
                raise StoreError(
                    f"table {table!r} was not written by yeastlab; read it with frame()"
                )
            cls = record_class(spec)
            self._classes[table] = cls
        return cls

    def known_class(self, table: str) -> type | None:
        """The record class of a table if known without opening it."""
        return self._classes.get(table)

    def adopt(self, table: str, cls: type) -> None:
        """Take ``cls`` as the record class of a new table."""
        self._classes.setdefault(table, cls)

    def embed_missing(self, items: list[Any]) -> list[Any]:
        """The records with a vector embedded from their text where they had none."""
        todo = [i for i, item in enumerate(items) if getattr(item, "vector", 0) is None]
        if todo:
            vectors = self.embedder.embed([items[i].text for i in todo])
            for row, i in enumerate(todo):
                items[i] = changed(items[i], vector=vectors[row])
        return items

    def optimize(self, name: str, *, purge: bool = False) -> None:
        """Compact a table, update its indexes and remove its old versions (hold the write lock).

        ``purge`` first rewrites every data file still holding a deleted row, whatever its share
        of the file (:func:`~yeastlab.store.purge.rewrite_deleted`): after a forget for privacy.
        """
        if name in _SCALAR_INDEXES:
            self.ensure_indexes(name)
        if purge:
            rewrite_deleted(self.table(name))
        # Old versions are removed at once: readers in other processes hold the shared lock
        # and re-check out the latest version before reading, so nobody reads a removed file.
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message=r"optimize\(cleanup_older_than=0\)")
            self.table(name).optimize(cleanup_older_than=timedelta(0))
        self._writes[name] = 0
