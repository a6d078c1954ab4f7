"""The LanceDB store of one yeast: a directory holding one embedded database.

Tables (schemas derived from :mod:`yeastlab.core.records` by :mod:`yeastlab.store.tables`):
``memories`` (every tier), ``self_model`` (append-only versions), ``turns``, ``gate_audits``,
``forgetting``, ``proposals``, ``documents``, ``chunks``, ``drift_audits`` and ``meta`` (schema
version and the embedder's name and dimension — a store refuses to open with another embedder or a
newer schema).

Concurrency: every commit holds an exclusive ``fcntl`` lock on ``<yeast>/.lock`` and bumps a
generation counter kept in that file; reads hold a shared lock and re-check out the latest table
versions only when the counter moved, so two processes can share a yeast without lost writes and
a single process pays no extra I/O per read. Every ``compact_every`` commits to a table, the table
is compacted and old versions removed, so thousands of single-row writes leave a handful of
versions.

The turn's hot path never waits on LanceDB:

* its writes (``add``, ``touch``, ``forget``, ``supersede``, ``add_turn``, ``append``) are queued
  for a background thread that commits them in rounds (:mod:`yeastlab.store.writer`); every read
  that goes to LanceDB first waits for the queue (this process always reads its own writes) and
  :meth:`Store.flush` waits for it explicitly (what other processes see);
* its reads (``search_index``, ``vector_search``, ``get``/``get_many`` of alive memories,
  ``memories``, ``count``, ``counts``) are answered by an in-process index of the alive memories
  (:mod:`yeastlab.store.index`), loaded once and kept current by this Store's own writes; when
  another process commits (the generation counter moved) it is reloaded.
"""

from __future__ import annotations

import json
import shutil
import threading
import warnings
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, fields, replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import lancedb
import numpy as np
import pandas as pd
import pyarrow as pa
from lancedb.rerankers import RRFReranker

from yeastlab.backends.base import Embedder
from yeastlab.backends.embedders import embed_query
from yeastlab.core.clock import Clock, SystemClock
from yeastlab.core.errors import EmbedderMismatch, SchemaMismatch, StoreError
from yeastlab.core.records import (
    TIERS,
    Chunk,
    Document,
    DriftReport,
    ForgetEvent,
    Memory,
    Proposal,
    SelfModel,
    Turn,
)
from yeastlab.core.selfmodel import default_self_model
from yeastlab.store.index import ChunkIndex, MemoryIndex
from yeastlab.store.lancesql import (
    ALIVE,
    all_of,
    in_list,
    sanitize_fts,
    sql,
    sql_value,
    tier_filter,
)
from yeastlab.store.locking import StoreLock
from yeastlab.store.tables import (
    TIMESTAMP,
    columns_of,
    from_arrow,
    json_columns,
    record_class,
    schema_for,
    to_arrow,
)
from yeastlab.store.writer import Append, Patch, WriteBehind

__all__ = ["SCHEMA_VERSION", "Store", "GateAudit", "MetaEntry", "TABLES"]

#: Bumped whenever a table's schema changes incompatibly.
SCHEMA_VERSION = 1
#: Writes to one table between automatic compactions.
COMPACT_EVERY = 64
#: Rows from which compaction adds scalar indexes (id, tier, alive columns).
SCALAR_INDEX_MIN_ROWS = 5_000
#: Approximate vector search re-ranks this many times k candidates by exact distance: on a
#: 20k-row table recall@24 against exact search rose from 0.84 to 0.96 (exact search ignores it).
REFINE_FACTOR = 4
#: Rows from which :meth:`Store.compact` builds a vector index.
VECTOR_INDEX_MIN_ROWS = 50_000


@dataclass(frozen=True)
class GateAudit:
    """One row of the ``gate_audits`` table: a gate's decision on a turn."""

    turn_id: str
    session_id: str
    created_at: datetime
    gate: str
    passed: bool
    score: float
    threshold: float
    reason: str = ""


@dataclass(frozen=True)
class MetaEntry:
    """One row of the ``meta`` table."""

    key: str
    value: str


#: Table name → record class. :meth:`Store.append` accepts other tables too.
TABLES: dict[str, type] = {
    "memories": Memory,
    "self_model": SelfModel,
    "turns": Turn,
    "gate_audits": GateAudit,
    "forgetting": ForgetEvent,
    "proposals": Proposal,
    "documents": Document,
    "chunks": Chunk,
    "drift_audits": DriftReport,
}
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
_MEMORY_FIELDS = {f.name for f in fields(Memory)}
#: Tables a write-behind round commits after everything else.
_LOG_TABLES = ("gate_audits", "turns")
_NO_VECTOR = [c.name for c in columns_of(Memory) if c.kind != "vector"]


class Store:
    """The LanceDB database of one yeast. Open with :meth:`open`.

    Attributes:
        path: the yeast directory.
        embedder: embeds memory and chunk texts (its name and dimension are fixed per store).
        clock: stamps every write.
    """

    def __init__(self, path: Path, db: Any, embedder: Embedder, clock: Clock, lock: StoreLock):
        self.path = path
        self.embedder = embedder
        self.clock = clock
        self.compact_every = COMPACT_EVERY
        self.scalar_index_min_rows = SCALAR_INDEX_MIN_ROWS
        self.vector_index_min_rows = VECTOR_INDEX_MIN_ROWS
        self._db = db
        self._lock = lock
        self._tables: dict[str, Any] = {}
        self._classes: dict[str, type] = {**TABLES, "meta": MetaEntry}
        self._writes: Counter[str] = Counter()
        # The write generation this Store has seen (in the lock file; bumped by every commit),
        # and the one its in-process index of alive memories is in step with (-1: stale).
        # Both move together with the file's counter, under ``_gen_mutex``.
        self._gen_mutex = threading.Lock()
        self._generation = lock.generation()
        self._index: MemoryIndex | None = None
        self._index_gen = -1
        self._latest_self: SelfModel | None = None
        self._schemas: dict[str, pa.Schema] = {}
        # The chunks in process, read when first searched, with the chunks table's version;
        # stale: another process committed since that version was checked.
        self._chunks: ChunkIndex | None = None
        self._chunks_version: int | None = None
        self._chunks_stale = False
        self._turn_count: int | None = None
        self._writer = WriteBehind(self._commit_round, name=f"yeastlab-writer:{path.name}")

    # ---------------------------------------------------------------- opening
    @classmethod
    def open(cls, path: str | Path, *, embedder: Embedder, clock: Clock | None = None) -> Store:
        """Open the yeast at ``path``, creating it (with self-model version 1) if missing.

        Raises:
            EmbedderMismatch: the store was built with another embedder.
            SchemaMismatch: the store was written by a newer yeastlab.
        """
        path = Path(path)
        path.mkdir(parents=True, exist_ok=True)
        lock = StoreLock(path / ".lock")
        try:
            db = lancedb.connect(str(path))
        except Exception as exc:
            lock.close()
            raise StoreError(f"cannot open the yeast database at {path}: {exc}") from exc
        store = cls(path, db, embedder, clock or SystemClock(), lock)
        try:
            with lock.hold(True):
                store._initialise()
        except Exception:
            store.close()
            raise
        return store

    def _initialise(self) -> None:
        meta = self._meta()
        if meta:
            self._check_meta(meta)
            return
        for name in TABLES:
            self._create(name)
        if self._table("self_model").count_rows() == 0:
            self._table("self_model").add(
                to_arrow([default_self_model(self.clock.now())], self._schema("self_model"))
            )
        entries = [
            MetaEntry("schema_version", str(SCHEMA_VERSION)),
            MetaEntry("embedder", self.embedder.name),
            MetaEntry("dim", str(self.embedder.dim)),
            MetaEntry("created_at", self.clock.now().isoformat()),
        ]
        # meta is written last: a store without it is (re)initialised idempotently.
        self._create("meta").add(to_arrow(entries, schema_for(MetaEntry)))
        self._generation = self._lock.bump()

    def _meta(self) -> dict[str, str]:
        try:
            table = self._db.open_table("meta")
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
                "or re-embed it into a new store: Store.open(path, embedder=<that one>)"
                ".fork(new_path, embedder=<this one>)"
            )

    @property
    def meta(self) -> dict[str, str]:
        """The ``meta`` table as a dict (schema_version, embedder, dim, created_at)."""
        with self._reading():
            return {row["key"]: row["value"] for row in self._table("meta").to_arrow().to_pylist()}

    def _schema(self, name: str) -> pa.Schema:
        schema = self._schemas.get(name)
        if schema is None:
            schema = self._schemas[name] = schema_for(self._classes[name], self.embedder.dim)
        return schema

    def _create(self, name: str) -> Any:
        table = self._db.create_table(name, schema=self._schema(name), exist_ok=True)
        self._tables[name] = table
        self._ensure_indexes(name, scalar=False)
        return table

    def _ensure_indexes(self, name: str, *, scalar: bool = True) -> None:
        """Create the full-text (and, for large tables, scalar) indexes of a table (idempotent).

        Scalar indexes only pay off on large tables, so they wait for a compaction of a table
        with :data:`SCALAR_INDEX_MIN_ROWS` rows; a new store is quick to create.
        """
        table = self._table(name)
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

    def _table(self, name: str) -> Any:
        table = self._tables.get(name)
        if table is None:
            try:
                table = self._db.open_table(name)
            except (FileNotFoundError, ValueError):
                raise StoreError(f"the yeast at {self.path} has no table {name!r}") from None
            self._tables[name] = table
        return table

    # ---------------------------------------------------------------- locking
    def _sync(self) -> None:
        """Check out the latest versions if another process (or Store) wrote since we looked."""
        with self._gen_mutex:
            current = self._lock.generation()
            if current == self._generation:
                return
            self._generation = current
            self._index_gen = -1  # the index may miss what the other writer did
            self._latest_self = None
            self._chunks_stale = True  # re-read only if the chunks table moved
            self._turn_count = None
        for table in self._tables.values():
            table.checkout_latest()

    def _in_step(self) -> bool:
        """Nobody else wrote since we last looked (no lock, no I/O: the counter is mapped)."""
        with self._gen_mutex:
            return self._lock.generation() == self._generation

    @contextmanager
    def _reading(self) -> Iterator[None]:
        self._writer.drain()  # read our own writes (a no-op on the writer's thread)
        with self._lock.hold(False):
            self._sync()
            yield

    @contextmanager
    def _writing(self, *names: str) -> Iterator[None]:
        self._writer.drain()  # keep the order of writes (a no-op on the writer's thread)
        with self._lock.hold(True):
            self._sync()
            try:
                yield
            finally:
                # Bumped even after a failed write: part of it may have been committed.
                with self._gen_mutex:
                    in_step = self._index_gen == self._generation
                    self._generation = self._lock.bump()
                    if in_step:  # the index already holds this Store's own writes
                        self._index_gen = self._generation
                if not names or "chunks" in names:
                    self._chunks = None
            for name in names:
                self._writes[name] += 1
                if self._writes[name] >= self.compact_every:
                    self._optimize(name)

    # ---------------------------------------------------------------- write-behind
    def flush(self) -> None:
        """Wait until every write so far is committed to LanceDB (visible to other processes).

        Writes of the turn's hot path (memories, recalls, removals, the dialogue log, appended
        records) are committed by a background thread (:mod:`yeastlab.store.writer`); this process
        sees them at once either way.

        Raises:
            StoreError: a background write failed (it stays queued; fix the cause, flush again).
        """
        self._writer.drain()

    @property
    def pending_writes(self) -> int:
        """Writes queued and not yet committed."""
        return self._writer.pending

    def _commit_round(self, ops: list[Any]) -> None:
        """Commit queued writes (writer thread): one ``add`` per table, then the memories'
        patches as one ``merge_insert`` of their rows (read and changed under the lock).

        Parts committed are removed from ``ops`` so that a retry after a failure does not
        write them twice.
        """
        appends: dict[str, list[Any]] = {}
        patches = [op for op in ops if isinstance(op, Patch)]
        for op in ops:
            if isinstance(op, Append):
                appends.setdefault(op.table, []).extend(op.records)
        # The dialogue log goes last: a turn's row committed means its memories, recalls and
        # removals are committed too (fermentation's resume relies on it).
        first = [name for name in appends if name not in _LOG_TABLES]
        last = [name for name in appends if name in _LOG_TABLES]
        names = [*first, *(["memories"] if patches else []), *last]
        with self._writing(*dict.fromkeys(names)):
            for name in first:
                self._append_round(name, appends[name], ops)
            if patches:
                with self._gen_mutex:  # nobody else committed since the index was loaded
                    trusted = self._index is not None and self._index_gen == self._generation
                self._apply_patches(patches, trusted=trusted)
                ops[:] = [op for op in ops if not isinstance(op, Patch)]
            for name in last:
                self._append_round(name, appends[name], ops)

    def _append_round(self, name: str, records: list[Any], ops: list[Any]) -> None:
        if name not in self._tables and name not in self._table_names():
            self._create(name)
        table = self._table(name)
        table.add(to_arrow(records, self._schema(name)))
        caps = [op.keep for op in ops if isinstance(op, Append) and op.table == name and op.keep]
        ops[:] = [op for op in ops if not (isinstance(op, Append) and op.table == name)]
        if caps and (extra := table.count_rows() - min(caps)) > 0:
            rows = self._rows(name, columns=["id", "created_at"])
            oldest = rows.sort_by([("created_at", "ascending")]).column("id")[:extra]
            table.delete(in_list("id", oldest.to_pylist()))

    def _apply_patches(self, patches: Sequence[Patch], *, trusted: bool = False) -> None:
        """Apply patches, in order, to the memories' committed rows; one ``merge_insert``.

        ``trusted``: no other process committed since this process's index was loaded, so the
        rows the patches carry are the committed rows changed, and nothing is read back.
        """
        if trusted and all(p.rows is not None for p in patches):
            latest: dict[str, Any] = {}
            for patch in patches:
                latest.update(patch.rows or {})
            if latest:
                arrow = to_arrow(list(latest.values()), self._schema("memories"))
                self._table("memories").merge_insert("id").when_matched_update_all().execute(arrow)
            return
        ids = list(dict.fromkeys(i for p in patches for i in [*p.set, *p.add]))
        rows = {m.id: m for m in self._memories(in_list("id", ids), vectors=True)}
        for patch in patches:
            for memory_id, values in patch.add.items():
                if memory_id in rows:
                    old = rows[memory_id]
                    rows[memory_id] = replace(
                        old, **{c: getattr(old, c) + n for c, n in values.items()}
                    )
            for memory_id, values in patch.set.items():
                if memory_id in rows:
                    rows[memory_id] = replace(rows[memory_id], **values)
        if rows:
            arrow = to_arrow(list(rows.values()), self._schema("memories"))
            self._table("memories").merge_insert("id").when_matched_update_all().execute(arrow)

    # ---------------------------------------------------------------- in-process index
    def _live_index(self) -> MemoryIndex:
        """The index of alive memories, loaded (after committing queued writes) when stale."""
        with self._gen_mutex:
            index = self._index
            if index is not None and self._index_gen == self._lock.generation():
                return index
        self._writer.drain()
        with self._lock.hold(False):
            self._sync()
            memories = self._memories(ALIVE, vectors=True)
            index = MemoryIndex(self.embedder.dim, memories)
            with self._gen_mutex:
                self._index, self._index_gen = index, self._generation
        return index

    def _indexed(self) -> MemoryIndex | None:
        """The index if it is loaded (stale or not): writes keep it up to date as they go."""
        return self._index

    def _drop_index(self) -> None:
        """Forget the index (after a write it cannot follow, e.g. a SQL update of memories)."""
        with self._gen_mutex:
            self._index, self._index_gen = None, -1

    def _optimize(self, name: str) -> None:
        if name in _SCALAR_INDEXES:
            self._ensure_indexes(name)
        # Old versions are removed at once: readers in other processes hold the shared lock
        # and re-check out the latest version before reading, so nobody reads a removed file.
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message=r"optimize\(cleanup_older_than=0\)")
            self._table(name).optimize(cleanup_older_than=timedelta(0))
        self._writes[name] = 0

    def compact(self) -> None:
        """Compact every table, update its indexes and remove old versions.

        Tables with vectors and at least :data:`VECTOR_INDEX_MIN_ROWS` rows also get a vector
        index here (never during the automatic compaction, so no single write pays for it).
        """
        with self._writing():
            for name in self._table_names():
                self._optimize(name)
            for name in ("memories", "chunks"):
                if self._table(name).count_rows() >= self.vector_index_min_rows:
                    self._vector_index(name, replace=False)

    def create_vector_index(self, table: str = "memories") -> None:
        """Build (or rebuild) an approximate IVF-HNSW vector index on a table's vectors.

        Exact (flat) search is used until a table has an index; rows added afterwards are
        searched exactly until the next compaction folds them into the index.
        """
        with self._writing(table):
            self._vector_index(table, replace=True)

    def _vector_index(self, name: str, *, replace: bool) -> None:
        table = self._table(name)
        if not replace and any(i.columns == ["vector"] for i in table.list_indices()):
            return
        rows = table.count_rows()
        # ~4k rows per partition keeps both the IVF probe and the HNSW graphs small.
        config = lancedb.index.IvfHnswSq(
            distance_type="cosine", num_partitions=max(1, rows // 4096)
        )
        table.create_index("vector", config=config, replace=True)

    def versions(self, table: str = "memories") -> int:
        """How many versions of ``table`` are kept on disk (compaction keeps this small)."""
        with self._reading():
            return len(self._table(table).list_versions())

    def _table_names(self) -> list[str]:
        names: list[str] = []
        token = None
        while True:
            page = self._db.list_tables(page_token=token)
            names += page.tables
            token = page.page_token
            if not token:
                return sorted(names)

    # ---------------------------------------------------------------- generic tables
    def _rows(
        self,
        name: str,
        where: str | None = None,
        *,
        columns: list[str] | None = None,
        limit: int | None = None,
    ) -> pa.Table:
        query = self._table(name).search()
        if where:
            query = query.where(where)
        if columns:
            query = query.select(columns)
        return query.limit(limit).to_arrow()

    def _class_of(self, table: str) -> type:
        cls = self._classes.get(table)
        if cls is None:
            record = self._table(table).schema.metadata or {}
            spec = record.get(b"record", b"").decode()
            if not spec:
                raise StoreError(
                    f"table {table!r} was not written by yeastlab; read it with frame()"
                )
            cls = record_class(spec)
            self._classes[table] = cls
        return cls

    def _embed_missing(self, items: list[Any]) -> list[Any]:
        todo = [i for i, item in enumerate(items) if getattr(item, "vector", 0) is None]
        if todo:
            vectors = self.embedder.embed([items[i].text for i in todo])
            for row, i in enumerate(todo):
                items[i] = replace(items[i], vector=vectors[row])
        return items

    def append(self, table: str, records: Sequence[Any], *, keep: int | None = None) -> None:
        """Append records to a table (created from the record class if it does not exist).

        Args:
            table: the table's name.
            records: records of the table's class.
            keep: keep only the newest ``keep`` rows of the table (by ``created_at``) once this
                append is committed: a capped log, trimmed by the write-behind, not the caller.
        """
        items = list(records)
        if not items:
            return
        if table not in self._classes:
            self._classes[table] = type(items[0])
        if not isinstance(items[0], self._class_of(table)):
            raise StoreError(
                f"table {table!r} holds {self._class_of(table).__name__} records, "
                f"not {type(items[0]).__name__}"
            )
        items = self._embed_missing(items)
        if table == "memories":
            self.add(items)
            return
        self._writer.submit(Append(table, items, keep))
        if table == "chunks":
            self._chunks = None  # the next search reads them (after this append commits)
        elif table == "turns":
            self._turn_count = None

    def _has(self, table: str) -> bool:
        try:
            self._table(table)
        except StoreError:
            return False
        return True

    def records(self, table: str, where: str | None = None) -> list[Any]:
        """Records of ``table`` matching a LanceDB SQL filter (``[]`` if the table is missing)."""
        with self._reading():
            if not self._has(table):
                return []
            return from_arrow(self._class_of(table), self._rows(table, where))

    def frame(self, table: str, where: str | None = None) -> pd.DataFrame:
        """A table as a DataFrame (JSON columns decoded, vectors dropped)."""
        with self._reading():
            if not self._has(table):
                cls = self._classes.get(table)
                names = [c.name for c in columns_of(cls) if c.kind != "vector"] if cls else []
                return pd.DataFrame(columns=names)
            rows = self._rows(table, where)
        cls = self._class_of(table) if rows.schema.metadata else self._classes.get(table)
        if "vector" in rows.column_names:
            rows = rows.drop_columns(["vector"])
        frame = rows.to_pandas()
        if cls is not None:
            for name in json_columns(cls):
                frame[name] = [None if v is None else json.loads(v) for v in frame[name]]
        return frame

    def update_where(self, table: str, where: str, values: dict[str, Any]) -> None:
        """Set columns of the rows matching ``where`` (values as record field values)."""
        if not values or not self._has(table):
            return
        cls = self._class_of(table)
        kinds = {c.name: c.kind for c in columns_of(cls)}
        unknown = set(values) - set(kinds)
        if unknown:
            raise StoreError(f"table {table!r} has no column(s) {sorted(unknown)}")
        schema = self._schema(table)
        updates = {
            name: sql_value(value, kinds[name], schema.field(name).type)
            for name, value in values.items()
        }
        with self._writing(table):
            self._table(table).update(where=where, values_sql=updates)
            self._latest_self = None
        if table == "memories":
            self._drop_index()

    def delete_where(self, table: str, where: str) -> None:
        """Delete the rows matching ``where`` (no-op for a missing table).

        Memories are normally soft-deleted with :meth:`forget`, which logs why.
        """
        if not self._has(table):
            return
        with self._writing(table):
            self._table(table).delete(where)
            self._latest_self = None
            self._turn_count = None
        if table == "memories":
            self._drop_index()

    # ---------------------------------------------------------------- memories
    def add(self, memories: Memory | Sequence[Memory]) -> list[Memory]:
        """Store memories (embedding the text of those without a vector).

        Returns:
            The memories as stored, with their vectors.
        """
        items = [memories] if isinstance(memories, Memory) else list(memories)
        if not items:
            return []
        tier_filter([m.tier for m in items])
        items = self._embed_missing(items)
        self._writer.submit(Append("memories", items))
        index = self._indexed()
        if index is not None:
            index.add(items)
        return items

    def _memories(
        self, where: str | None, *, vectors: bool = False, limit: int | None = None
    ) -> list[Memory]:
        columns = None if vectors else _NO_VECTOR
        return from_arrow(Memory, self._rows("memories", where, columns=columns, limit=limit))

    def get(self, memory_id: str) -> Memory | None:
        """The memory with this id (alive or not), with its vector; ``None`` if unknown."""
        found = self._live_index().get(memory_id)
        if found is not None:
            return found
        with self._reading():
            found = self._memories(f"id = {sql(memory_id)}", vectors=True, limit=1)
        return found[0] if found else None

    def get_many(self, ids: Sequence[str]) -> list[Memory]:
        """Memories by id, in the given order; unknown ids are skipped."""
        if not ids:
            return []
        index = self._live_index()
        if all(i in index for i in ids):
            return [index.get(i) for i in ids]  # type: ignore[misc]
        with self._reading():
            found = {m.id: m for m in self._memories(in_list("id", ids), vectors=True)}
        return [found[i] for i in ids if i in found]

    def resolve(self, id_or_prefix: str) -> Memory:
        """The one memory whose id starts with ``id_or_prefix``.

        Raises:
            StoreError: if no memory or more than one matches.
        """
        prefix = id_or_prefix.strip()
        if not prefix:
            raise StoreError("give a memory id or a prefix of one")
        pattern = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        with self._reading():
            found = self._memories(f"id LIKE {sql(pattern + '%')} ESCAPE '\\'", limit=2)
        if not found:
            raise StoreError(f"no memory id starts with {prefix!r}; list ids with memories()")
        if len(found) > 1:
            raise StoreError(f"{prefix!r} matches several memories; give more characters")
        return found[0]

    def update(self, memory_id: str, **changes: Any) -> Memory:
        """Change fields of a memory (re-embedding it when the text changes).

        Raises:
            StoreError: unknown id or field.
        """
        unknown = set(changes) - _MEMORY_FIELDS
        if unknown or "id" in changes:
            raise StoreError(
                f"cannot update {sorted(unknown | ({'id'} & set(changes)))} of a memory"
            )
        old = self.get(memory_id)
        if old is None:
            raise StoreError(f"no memory {memory_id!r}; find ids with memories() or resolve()")
        if "text" in changes and changes["text"] != old.text and "vector" not in changes:
            changes["vector"] = self.embedder.embed([changes["text"]])[0]
        new = replace(old, **changes)
        if "tier" in changes:
            tier_filter(new.tier)
        row = to_arrow([new], self._schema("memories"))
        with self._writing("memories"):
            self._table("memories").merge_insert("id").when_matched_update_all().execute(row)
        index = self._indexed()
        if index is not None:
            index.update(new)
        return new

    def memories(
        self,
        tier: str | Sequence[str] | None = None,
        *,
        alive_only: bool = True,
        where: str | None = None,
        with_vectors: bool = False,
    ) -> list[Memory]:
        """Memories of some tiers (all by default), oldest first.

        Alive memories without a ``where`` come from the in-process index.
        """
        if alive_only and where is None:
            found = self._live_index().memories(_tiers(tier))
            return found if with_vectors else [replace(m, vector=None) for m in found]
        filter_ = all_of(ALIVE if alive_only else None, tier_filter(tier), where)
        with self._reading():
            found = self._memories(filter_, vectors=with_vectors)
        return sorted(found, key=lambda m: m.created_at)

    def memories_frame(
        self, tier: str | Sequence[str] | None = None, *, alive_only: bool = True
    ) -> pd.DataFrame:
        """Memories as a DataFrame (no vectors; ``meta`` decoded), oldest first.

        Alive memories come from the in-process index, in the order they were stored (ties in
        time keep it), so a notebook shows the same table on every run.
        """
        found = self._live_index().memories(_tiers(tier)) if alive_only else []
        if found:
            rows = to_arrow(found, self._schema("memories")).select(_NO_VECTOR)
        else:
            filter_ = all_of(ALIVE if alive_only else None, tier_filter(tier))
            with self._reading():
                rows = self._rows("memories", filter_, columns=_NO_VECTOR)
        frame = rows.to_pandas()
        frame["meta"] = [json.loads(v) if v else {} for v in frame["meta"]]
        return frame.sort_values("created_at", kind="stable").reset_index(drop=True)

    def count(self, tier: str | Sequence[str] | None = None, *, alive_only: bool = True) -> int:
        """How many memories (alive by default) the tiers hold."""
        if alive_only:
            return self._live_index().count(_tiers(tier))
        filter_ = tier_filter(tier)
        with self._reading():
            return self._table("memories").count_rows(filter_)

    def counts(self) -> dict[str, int]:
        """Alive memories per tier (every tier present, zeros included)."""
        index = self._live_index()
        return {tier: index.count([tier]) for tier in TIERS}

    def touch(self, ids: Sequence[str]) -> None:
        """Record a recall: ``access_count + 1`` and ``last_accessed_at = clock.now()``."""
        if not ids:
            return
        now = self.clock.now()
        wanted = list(dict.fromkeys(ids))
        index = self._indexed()
        touched = None if index is None else index.touch(wanted, now)
        self._writer.submit(
            Patch(
                set={i: {"last_accessed_at": now} for i in wanted},
                add={i: {"access_count": 1} for i in wanted},
                rows=None
                if touched is None or len(touched) < len(wanted)
                else {m.id: m for m in touched},
            )
        )

    def forget(
        self,
        ids: Sequence[str] | str,
        *,
        reason: str,
        into: Sequence[str] | Mapping[str, Sequence[str]] = (),
    ) -> list[ForgetEvent]:
        """Soft-delete memories and log each removal with its reason.

        Args:
            ids: memory ids (already-forgotten ones are skipped).
            reason: ``pruned_cap``, ``consolidated``, ``merged``, ``forgotten``, ….
            into: ids of memories that now carry their content (for consolidation) — the same
                for every memory, or a ``{memory_id: into_ids}`` mapping (one write for many
                merge groups).

        Returns:
            One event per memory actually forgotten.

        Raises:
            StoreError: if an id is unknown (nothing is forgotten then).
        """
        wanted = [ids] if isinstance(ids, str) else list(dict.fromkeys(ids))
        if not wanted:
            return []
        if not reason:
            raise StoreError("forget() needs a reason (pruned_cap, consolidated, forgotten, …)")
        index = self._live_index()
        found = {i: index.get(i) for i in wanted if i in index}
        others = [i for i in wanted if i not in found]
        if others:  # not alive here: forgotten already (skipped) or unknown (refused)
            with self._reading():
                known = {m.id for m in self._memories(in_list("id", others))}
            missing = [i for i in others if i not in known]
            if missing:
                raise StoreError(f"cannot forget unknown memory id(s) {missing}")
        alive = [found[i] for i in wanted if i in found]  # the index holds alive ones only
        if not alive:
            return []
        now = self.clock.now()
        if isinstance(into, Mapping):
            events = [_event(m, now, reason, into.get(m.id, ())) for m in alive]
        else:
            events = [_event(m, now, reason, into) for m in alive]
        self._writer.submit(
            Patch(
                set={m.id: {"deleted_at": now} for m in alive},
                rows={m.id: replace(m, deleted_at=now) for m in alive},
            )
        )
        self._writer.submit(Append("forgetting", events))
        index.remove([m.id for m in alive])
        return events

    def supersede(self, old_id: str, new: Memory) -> Memory:
        """Replace a memory: store ``new`` (referring to the old one), hide the old, log it."""
        tier_filter(new.tier)
        old = self.get(old_id)
        if old is None:
            raise StoreError(f"no memory {old_id!r} to supersede")
        if old_id not in new.refs:
            new = replace(new, refs=(*new.refs, old_id))
        (stored,) = self.add(new)
        event = _event(old, self.clock.now(), "superseded", (stored.id,))
        index = self._indexed()
        known = index is not None and old_id in index
        self._writer.submit(
            Patch(
                set={old_id: {"superseded_by": stored.id}},
                rows={old_id: replace(old, superseded_by=stored.id)} if known else None,
            )
        )
        self._writer.submit(Append("forgetting", [event]))
        if index is not None:
            index.remove([old_id])
        return stored

    def forgetting(self, since: datetime | None = None) -> list[ForgetEvent]:
        """The forgetting log, oldest first (optionally only events at or after ``since``)."""
        where = None if since is None else f"created_at >= {sql_value(since, 'time', TIMESTAMP)}"
        events = self.records("forgetting", where)
        return sorted(events, key=lambda e: e.created_at)

    # ---------------------------------------------------------------- search
    def embed_query(self, query: str) -> np.ndarray:
        """Embed a search query (``embedder.embed_query`` when the embedder has one, as E5 does)."""
        return embed_query(self.embedder, query)

    def _vector(self, query: str | np.ndarray) -> np.ndarray:
        if isinstance(query, str):
            return self.embed_query(query)
        vector = np.asarray(query, dtype=np.float32).reshape(-1)
        if vector.shape[0] != self.embedder.dim:
            raise StoreError(
                f"query vector has {vector.shape[0]} dims; the store uses {self.embedder.dim}"
            )
        return vector

    def vector_search(
        self, query: str | np.ndarray, *, k: int = 10, tiers=None, where: str | None = None
    ) -> list[tuple[Memory, float]]:
        """Alive memories nearest to ``query`` with their cosine similarity, best first.

        Searched in the in-process index (exact below its partition threshold); with a
        ``where``, LanceDB's vector search.
        Returned memories carry their vectors.
        """
        filter_ = all_of(ALIVE, tier_filter(tiers), where)
        vector = self._vector(query)
        if not np.any(vector):  # no known words: cosine similarity is undefined
            return []
        if where is None:
            return self._live_index().vector_search(vector, k=k, tiers=_tiers(tiers))
        with self._reading():
            rows = (
                self._table("memories")
                .search(vector)
                .distance_type("cosine")
                .refine_factor(REFINE_FACTOR)
                .where(filter_, prefilter=True)
                .limit(k)
                .to_arrow()
            )
        if rows.num_rows == 0:
            return []
        sims = 1.0 - np.asarray(rows.column("_distance").to_numpy(), dtype=np.float64)
        return list(zip(from_arrow(Memory, rows), sims.tolist(), strict=True))

    def search_index(
        self,
        query: str,
        vector: np.ndarray | None,
        *,
        k: int,
        tiers: str | Sequence[str] | None = None,
        text: bool = True,
    ) -> tuple[list[Memory], np.ndarray, np.ndarray, list[str], list[str]]:
        """Candidates for ranking from the in-process index: the top ``k`` alive memories by
        cosine similarity and by BM25, each scored exactly by both (no LanceDB query).

        See :meth:`yeastlab.store.index.MemoryIndex.candidates` for the result.
        """
        if vector is not None:
            vector = self._vector(vector)
        index = self._live_index()
        terms = sanitize_fts(query)  # the distinct words LanceDB's text_search would use
        return index.candidates(terms, vector, k=k, tiers=_tiers(tiers), text=text)

    def text_search(
        self,
        query: str,
        *,
        k: int = 10,
        tiers=None,
        kinds: Sequence[str] | None = None,
        where: str | None = None,
    ) -> list[tuple[Memory, float]]:
        """Alive memories matching ``query`` by BM25, best first (with their vectors).

        Any user text is accepted: it is reduced to plain terms by :func:`sanitize_fts`; text
        without terms finds nothing. Without ``where`` the in-process index answers: LanceDB's
        BM25, with statistics over every alive memory whatever the tiers and kinds asked for,
        and no query to disk. A ``where`` filter goes to LanceDB, whose prefiltered search
        scores the filtered rows as a corpus of their own.

        Args:
            query: the text.
            k: how many.
            tiers: only these tiers.
            kinds: only these kinds.
            where: a LanceDB SQL filter on the memories table.
        """
        terms = sanitize_fts(query)
        if not terms:
            return []
        if where is None:
            index = self._live_index()
            return index.text_search(terms, k=k, tiers=_tiers(tiers), kinds=kinds)
        kind_filter = in_list("kind", kinds) if kinds is not None else None
        filter_ = all_of(ALIVE, tier_filter(tiers), kind_filter, where)
        with self._reading():
            rows = self._fts("memories", terms, filter_).limit(k).to_arrow()
        scores = rows.column("_score").to_pylist()
        return list(zip(from_arrow(Memory, rows), scores, strict=True))

    def _fts(self, name: str, terms: str, filter_: str | None) -> Any:
        builder = self._table(name).search(terms, query_type="fts", fts_columns="text")
        return builder.where(filter_, prefilter=True) if filter_ else builder

    def hybrid_search(
        self,
        query: str,
        *,
        k: int = 10,
        tiers=None,
        where: str | None = None,
        vector: np.ndarray | None = None,
    ) -> list[tuple[Memory, dict[str, float]]]:
        """LanceDB's native hybrid search (vector + BM25 fused by RRF), best first.

        Args:
            query: the user's text (any text; see :func:`sanitize_fts`).
            k: how many.
            tiers: restrict to these tiers.
            where: an extra LanceDB SQL filter.
            vector: the query's embedding, if already computed (saves embedding twice).

        Returns:
            ``(memory, {"similarity", "bm25", "rrf"})`` pairs (memories with vectors); a signal
            that did not find the memory scores 0.
        """
        filter_ = all_of(ALIVE, tier_filter(tiers), where)
        rows = self._hybrid("memories", query, vector, k, filter_)
        return list(zip(from_arrow(Memory, rows), _hybrid_scores(rows), strict=True))

    def _hybrid(
        self, name: str, query: str, vector: np.ndarray | None, k: int, filter_: str | None
    ) -> pa.Table:
        terms = sanitize_fts(query)
        vector = self._vector(query if vector is None else vector)
        # A query with no words the embedder knows has a zero vector: cosine is undefined.
        has_vector = bool(np.any(vector))
        with self._reading():
            table = self._table(name)
            if terms and has_vector:
                builder = (
                    table.search(query_type="hybrid", fts_columns="text")
                    .vector(vector)
                    .text(terms)
                    .distance_type("cosine")
                    .refine_factor(REFINE_FACTOR)
                    .rerank(RRFReranker(return_score="all"))
                )
            elif has_vector:
                builder = table.search(vector).distance_type("cosine").refine_factor(REFINE_FACTOR)
            elif terms:
                builder = table.search(terms, query_type="fts", fts_columns="text")
            else:
                return pa.table({}).append_column("id", pa.array([], pa.string()))
            if filter_:
                builder = builder.where(filter_, prefilter=True)
            rows = builder.limit(k).to_arrow()
        if not (terms and has_vector):
            # One signal only: the RRF score a one-list fusion gives (k=60).
            rrf = pa.array([1.0 / (60 + i + 1) for i in range(rows.num_rows)], pa.float32())
            rows = rows.append_column("_relevance_score", rrf)
        return rows

    # ---------------------------------------------------------------- self-model
    def self_model(self, version: int | None = None) -> SelfModel:
        """A self-model version (the latest by default).

        Raises:
            StoreError: if that version does not exist.
        """
        if version is None:
            latest = self._latest_self
            if latest is not None and self._in_step():
                return latest
            with self._reading():
                if self._latest_self is None:
                    self._latest_self = max(self._self_models(), key=lambda m: m.version)
                return self._latest_self
        found = self.records("self_model", f"version = {int(version)}")
        if not found:
            raise StoreError(
                f"no self-model version {version}; versions are listed by self_models()"
            )
        return found[0]

    def _self_models(self) -> list[SelfModel]:
        return sorted(from_arrow(SelfModel, self._rows("self_model")), key=lambda m: m.version)

    def self_models(self) -> list[SelfModel]:
        """Every self-model version, oldest first."""
        with self._reading():
            return self._self_models()

    def append_self_model(self, model: SelfModel, *, reason: str) -> SelfModel:
        """Store ``model`` as the next version (version and time assigned here).

        Raises:
            StoreError: if no reason is given.
        """
        if not reason:
            raise StoreError("a self-model change needs a reason (versions are an audit trail)")
        with self._writing("self_model"):
            latest = max(m.version for m in self._self_models())
            stored = replace(model, version=latest + 1, created_at=self.clock.now(), reason=reason)
            self._table("self_model").add(to_arrow([stored], self._schema("self_model")))
            self._latest_self = stored
        return stored

    # ---------------------------------------------------------------- dialogue log
    def add_turn(self, turn: Turn) -> None:
        """Log a turn and one ``gate_audits`` row per gate verdict."""
        audits = [
            GateAudit(
                turn.turn_id,
                turn.session_id,
                turn.created_at,
                g.name,
                g.passed,
                float(g.score),
                float(g.threshold),
                g.reason,
            )
            for g in turn.gates
        ]
        self._writer.submit(Append("turns", [turn]))
        if self._turn_count is not None:
            self._turn_count += 1
        if audits:
            self._writer.submit(Append("gate_audits", audits))

    def turn_count(self) -> int:
        """Turns in the dialogue log: counted once, then followed as this Store logs them (and
        counted again after another process writes)."""
        count = self._turn_count
        if count is not None and self._in_step():
            return count
        with self._reading():
            if self._turn_count is None:
                self._turn_count = self._table("turns").count_rows() if self._has("turns") else 0
            return self._turn_count

    def turns(self, *, session_id: str | None = None, limit: int | None = None) -> list[Turn]:
        """Logged turns, oldest first; with ``limit``, only the most recent ``limit``."""
        where = None if session_id is None else f"session_id = {sql(session_id)}"
        found = sorted(self.records("turns", where), key=lambda t: t.created_at)
        return found[-limit:] if limit else found

    def turns_frame(self) -> pd.DataFrame:
        """The dialogue log as a DataFrame, oldest first."""
        return self.frame("turns").sort_values("created_at", kind="stable").reset_index(drop=True)

    def gate_audits_frame(self) -> pd.DataFrame:
        """Every gate decision as a DataFrame, oldest first."""
        frame = self.frame("gate_audits")
        return frame.sort_values("created_at", kind="stable").reset_index(drop=True)

    # ---------------------------------------------------------------- documents
    def chunk_search(
        self,
        query: str | np.ndarray,
        *,
        k: int = 10,
        mode: str = "hybrid",
        vector: np.ndarray | None = None,
    ) -> list[tuple[Chunk, dict[str, float]]]:
        """Document chunks for a query, searched in process
        (:class:`~yeastlab.store.index.ChunkIndex`: LanceDB's ranking, exact scores, no query to
        disk once the chunks are read).

        Args:
            query: text (or a vector, for ``mode="vector"``).
            k: how many.
            mode: ``hybrid`` (RRF of vector and BM25), ``vector`` or ``fts``.
            vector: the query's embedding, if already computed.

        Returns:
            ``(chunk, {"similarity", "bm25", "rrf"})`` pairs, best first (chunks with vectors).
        """
        if mode not in ("hybrid", "vector", "fts"):
            raise StoreError(f"chunk_search mode must be hybrid, vector or fts, not {mode!r}")
        if mode != "vector" and not isinstance(query, str):
            raise StoreError(f"chunk_search mode {mode!r} needs query text")
        terms = sanitize_fts(query) if isinstance(query, str) else ""
        if mode != "fts":
            vector = self._vector(query if vector is None else vector)
            if mode == "vector" and not np.any(vector):
                return []
        if mode == "fts" and not terms:
            return []
        return self._chunk_index().search(terms, vector, k=k, mode=mode)

    def has_documents(self) -> bool:
        """Whether any document chunks are stored (no query per turn once they are read)."""
        return len(self._chunk_index()) > 0

    def _chunk_index(self) -> ChunkIndex:
        """Every chunk in process: read again only when the chunks table has a new version
        (an ingest here or in another process), not on every other process's commit."""
        chunks = self._chunks
        if chunks is not None and not self._chunks_stale and self._in_step():
            return chunks
        with self._reading():
            version = self._table("chunks").version if self._has("chunks") else None
            if self._chunks is None or version != self._chunks_version:
                rows = self._rows("chunks", None) if version is not None else None
                found = from_arrow(Chunk, rows) if rows is not None else []
                self._chunks = ChunkIndex(self.embedder.dim, found)
                self._chunks_version = version
            self._chunks_stale = False
            return self._chunks

    # ---------------------------------------------------------------- lifecycle
    def fork(self, path: str | Path, *, embedder: Embedder | None = None) -> Store:
        """Copy this yeast to ``path`` and open the copy; the two evolve independently.

        Args:
            path: a new (or empty) directory.
            embedder: give another embedder to re-embed every memory and chunk into the copy
                (how a yeast moves to a new embedding model); default: same embedder, files copied.

        Raises:
            StoreError: if ``path`` exists and is not empty.
        """
        target = Path(path)
        if target.exists() and any(target.iterdir()):
            raise StoreError(
                f"cannot fork into {target}: it exists and is not empty; pick a new path"
            )
        if embedder is not None and (embedder.name, embedder.dim) != (
            self.embedder.name,
            self.embedder.dim,
        ):
            return self._reembed_into(target, embedder)
        self.compact()
        with self._lock.hold(False):
            shutil.copytree(self.path, target, ignore=shutil.ignore_patterns(".lock"))
        return Store.open(target, embedder=self.embedder, clock=self.clock)

    def _reembed_into(self, target: Path, embedder: Embedder) -> Store:
        copy = Store.open(target, embedder=embedder, clock=self.clock)
        copy.delete_where("self_model", "version >= 1")  # replaced by this yeast's history
        for name in self._table_names():
            if name == "meta":
                continue
            records = self.records(name)
            if records and hasattr(records[0], "vector"):
                records = [replace(r, vector=None) for r in records]
            for start in range(0, len(records), 10_000):
                copy.append(name, records[start : start + 10_000])
        copy.compact()
        return copy

    def close(self) -> None:
        """Commit queued writes and release the lock file (the store cannot be used afterwards).

        Raises:
            StoreError: queued writes could not be committed (the store stays open: fix the
                cause and close again).
        """
        self._writer.close()
        self._tables.clear()
        self._index = None
        self._lock.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Store({str(self.path)!r}, embedder={self.embedder.name!r})"


def _tiers(tier: str | Sequence[str] | None) -> list[str] | None:
    """Tier names as a list (``None``: all), validated."""
    if tier is None:
        return None
    tier_filter(tier)
    return [tier] if isinstance(tier, str) else list(tier)


def _event(memory: Memory, now: datetime, reason: str, into: Sequence[str]) -> ForgetEvent:
    summary = memory.text if len(memory.text) <= 200 else memory.text[:197] + "..."
    return ForgetEvent(memory.id, now, memory.tier, summary, reason, tuple(into))


def _hybrid_scores(rows: pa.Table) -> list[dict[str, float]]:
    """similarity / bm25 / rrf for each row of a LanceDB result (0 where a signal is absent)."""
    n = rows.num_rows

    def column(name: str) -> list[float | None]:
        return rows.column(name).to_pylist() if name in rows.column_names else [None] * n

    distance, bm25, rrf = column("_distance"), column("_score"), column("_relevance_score")
    return [
        {
            "similarity": 0.0 if distance[i] is None else 1.0 - float(distance[i]),
            "bm25": 0.0 if bm25[i] is None else float(bm25[i]),
            "rrf": 0.0 if rrf[i] is None else float(rrf[i]),
        }
        for i in range(n)
    ]
