"""The LanceDB store of one yeast: a directory holding one embedded database.

:class:`Store` is a façade over the parts, each a module of one concept:

* :mod:`~yeastlab.store.database` — the connection, tables, schemas, ``meta`` (schema version and
  the embedder's name and dimension — a store refuses to open with another embedder or a newer
  schema), the lock and write generation shared by processes;
* :mod:`~yeastlab.store.commits` — the write-behind's rounds (:mod:`yeastlab.store.writer`): the
  turn's writes (``add``, ``touch``, ``forget``, ``supersede``, ``add_turn``, ``append``) are
  queued and committed by a background thread; every read that goes to LanceDB first waits for
  the queue (this process always reads its own writes) and :meth:`Store.flush` waits for it
  explicitly (what other processes see);
* :mod:`~yeastlab.store.journal` — the write-ahead journal: every queued write is journalled
  before the call that made it returns (``durability="turn"``, the default), and
  :meth:`Store.open` replays what a killed process left there; :meth:`Store.atomic` makes
  several writes one journal entry (a turn's memories and its dialogue-log row);
* :mod:`~yeastlab.store.live` — the in-process index of alive memories
  (:mod:`yeastlab.store.index`), which answers the turn's reads: loaded once, kept current by
  this Store's writes, reloaded when another process commits;
* :mod:`~yeastlab.store.memories`, :mod:`~yeastlab.store.search`,
  :mod:`~yeastlab.store.versions` (self-model), :mod:`~yeastlab.store.dialogue` (turns, gate
  audits, forgetting log), :mod:`~yeastlab.store.documents` (chunks),
  :mod:`~yeastlab.store.rows` (any table) and :mod:`~yeastlab.store.lifecycle` (flush,
  compaction, fork).

Tables (schemas derived from :mod:`yeastlab.core.records` by :mod:`yeastlab.store.tables`):
``memories`` (every tier), ``self_model`` (append-only versions), ``turns``, ``gate_audits``,
``forgetting``, ``proposals``, ``documents``, ``chunks``, ``drift_audits`` and ``meta``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

import numpy as np
import pandas as pd
import pyarrow as pa

from yeastlab.backends.base import KnownQuery
from yeastlab.core.records import ForgetEvent, Memory, SelfModel, Turn
from yeastlab.store.database import SCHEMA_VERSION
from yeastlab.store.index import ChunkIndex
from yeastlab.store.life import StoreLife
from yeastlab.store.results import CandidateSet, ChunkMatch, HybridMatch, MemoryMatch
from yeastlab.store.search import REFINE_FACTOR
from yeastlab.store.tables import TABLES, GateAudit, MetaEntry
from yeastlab.store.writer import WriteBehind

__all__ = [
    "REFINE_FACTOR",
    "CandidateSet",
    "ChunkMatch",
    "HybridMatch",
    "MemoryMatch",
    "SCHEMA_VERSION",
    "TABLES",
    "GateAudit",
    "MetaEntry",
    "Store",
]


class Store(StoreLife):
    """The LanceDB database of one yeast. Open with :meth:`open`.

    Every method is one of a part's (see the module docstring); the façade only composes them.
    Opening, closing, flushing, compacting, forking and the store's settings are
    :class:`~yeastlab.store.life.StoreLife`'s.

    Attributes:
        path: the yeast directory.
        embedder: embeds memory and chunk texts (its name and dimension are fixed per store).
        clock: stamps every write.
    """

    # ---------------------------------------------------------------- any table
    def append(self, table: str, records: Sequence[Any], *, keep: int | None = None) -> None:
        """Append records to a table; see :meth:`Rows.append <yeastlab.store.rows.Rows.append>`."""
        self._rows.append(table, records, keep=keep)

    def records(self, table: str, where: str | None = None) -> list[Any]:
        """Records of ``table`` matching a LanceDB SQL filter (``[]`` if the table is missing)."""
        return self._rows.records(table, where)

    def frame(self, table: str, where: str | None = None) -> pd.DataFrame:
        """A table as a DataFrame (JSON columns decoded, vectors dropped)."""
        return self._rows.frame(table, where)

    def update_where(self, table: str, where: str, values: dict[str, Any]) -> None:
        """Set columns of the rows matching ``where`` (values as record field values)."""
        self._rows.update_where(table, where, values)

    def delete_where(self, table: str, where: str) -> None:
        """Delete the rows matching ``where`` (memories are normally :meth:`forget`-ed)."""
        self._rows.delete_where(table, where)

    # ---------------------------------------------------------------- memories
    def add(self, memories: Memory | Sequence[Memory]) -> list[Memory]:
        """Store memories (embedding those without a vector); returns them as stored."""
        return self._memories.add(memories)

    def get(self, memory_id: str) -> Memory | None:
        """The memory with this id (alive or not), with its vector; ``None`` if unknown."""
        return self._memories.get(memory_id)

    def get_many(self, ids: Sequence[str]) -> list[Memory]:
        """Memories by id, in the given order; unknown ids are skipped."""
        return self._memories.get_many(ids)

    def alive(self, ids: Sequence[str]) -> list[Memory]:
        """The alive memories among ``ids``, in the given order, with their vectors; see
        :meth:`Memories.alive <yeastlab.store.memories.Memories.alive>`."""
        return self._memories.alive(ids)

    def resolve(self, id_or_prefix: str) -> Memory:
        """The one memory whose id starts with ``id_or_prefix`` (``StoreError`` if not one)."""
        return self._memories.resolve(id_or_prefix)

    def update(self, memory_id: str, **changes: Any) -> Memory:
        """Change fields of a memory (re-embedding it when the text changes)."""
        return self._memories.update(memory_id, **changes)

    def memories(
        self,
        tier: str | Sequence[str] | None = None,
        *,
        alive_only: bool = True,
        where: str | None = None,
        with_vectors: bool = False,
    ) -> list[Memory]:
        """Memories of some tiers (all by default), oldest first."""
        return self._memories.memories(
            tier, alive_only=alive_only, where=where, with_vectors=with_vectors
        )

    def has_history(self) -> bool:
        """Whether superseded, unforgotten memories may exist (no LanceDB read once the
        in-process index is loaded); see :meth:`Memories.has_history
        <yeastlab.store.memories.Memories.has_history>`."""
        return self._memories.has_history()

    def newest(self, tier: str, n: int) -> list[Memory]:
        """The ``n`` newest alive memories of ``tier``, oldest first, without vectors (from the
        in-process index, in work that does not copy the tier)."""
        return self._memories.newest(tier, n)

    def memories_frame(
        self, tier: str | Sequence[str] | None = None, *, alive_only: bool = True
    ) -> pd.DataFrame:
        """Memories as a DataFrame (no vectors; ``meta`` decoded), oldest first."""
        return self._memories.memories_frame(tier, alive_only=alive_only)

    def count(self, tier: str | Sequence[str] | None = None, *, alive_only: bool = True) -> int:
        """How many memories (alive by default) the tiers hold."""
        return self._memories.count(tier, alive_only=alive_only)

    def counts(self) -> dict[str, int]:
        """Alive memories per tier (every tier present, zeros included)."""
        return self._memories.counts()

    def touch(self, ids: Sequence[str]) -> None:
        """Record a recall: ``access_count + 1`` and ``last_accessed_at = clock.now()``."""
        self._memories.touch(ids)

    def forget(
        self,
        ids: Sequence[str] | str,
        *,
        reason: str,
        into: Sequence[str] | Mapping[str, Sequence[str]] = (),
        changes: Mapping[str, Any] | None = None,
    ) -> list[ForgetEvent]:
        """Soft-delete memories and log each removal with its reason (``changes``: fields
        set in the same write, e.g. the blanking); see
        :meth:`Memories.forget <yeastlab.store.memories.Memories.forget>`."""
        with self._db.atomic():
            return self._memories.forget(ids, reason=reason, into=into, changes=changes)

    def supersede(self, old_id: str, new: Memory) -> Memory:
        """Replace a memory: store ``new`` (referring to the old one), hide the old, log it."""
        with self._db.atomic():
            return self._memories.supersede(old_id, new)

    # ---------------------------------------------------------------- search
    def embed_query(self, query: str) -> np.ndarray:
        """Embed a search query (``embedder.embed_query`` when the embedder has one)."""
        return self._search.embed_query(query)

    def known_query(self, known: KnownQuery) -> None:
        """Remember a query vector the caller computed, so that :meth:`embed_query` of the same
        text does not embed it again (see
        :meth:`Search.known_query <yeastlab.store.search.Search.known_query>`)."""
        self._search.known_query(known)

    def vector_search(
        self,
        query: str | np.ndarray,
        *,
        k: int = 10,
        tiers=None,
        kinds: Sequence[str] | None = None,
        where: str | None = None,
    ) -> list[MemoryMatch]:
        """Alive memories nearest to ``query`` with their cosine similarity, best first (of
        these ``kinds`` only, if given)."""
        return self._search.vector_search(query, k=k, tiers=tiers, kinds=kinds, where=where)

    def term_counts(self, terms: Iterable[str]) -> dict[str, int]:
        """How many alive memories hold each index term (stemmed as the full-text index stems:
        ``yeastlab.core.lexical.tokenize``); what a word says about a store's subjects."""
        return self._search.term_counts(terms)

    def ids_holding(self, terms: Iterable[str]) -> set[str]:
        """The ids of the alive memories whose text holds any of these index terms (stemmed as
        ``yeastlab.core.lexical.tokenize`` stems), from the in-process full-text postings: which
        memories can name a word, without reading each one."""
        return self._search.ids_holding(terms)

    def search_index(
        self,
        query: str,
        vector: np.ndarray | None,
        *,
        k: int,
        tiers: str | Sequence[str] | None = None,
        text: bool = True,
    ) -> CandidateSet:
        """Candidates for ranking from the in-process index; see
        :meth:`Search.search_index <yeastlab.store.search.Search.search_index>`."""
        return self._search.search_index(query, vector, k=k, tiers=tiers, text=text)

    def text_search(
        self,
        query: str,
        *,
        k: int = 10,
        tiers=None,
        kinds: Sequence[str] | None = None,
        where: str | None = None,
    ) -> list[MemoryMatch]:
        """Alive memories matching ``query`` by BM25, best first; see
        :meth:`Search.text_search <yeastlab.store.search.Search.text_search>`."""
        return self._search.text_search(query, k=k, tiers=tiers, kinds=kinds, where=where)

    def hybrid_search(
        self,
        query: str,
        *,
        k: int = 10,
        tiers=None,
        where: str | None = None,
        vector: np.ndarray | None = None,
    ) -> list[HybridMatch]:
        """LanceDB's native hybrid search (vector + BM25 fused by RRF), best first."""
        return self._search.hybrid_search(query, k=k, tiers=tiers, where=where, vector=vector)

    # ---------------------------------------------------------------- self-model
    def self_model(self, version: int | None = None) -> SelfModel:
        """A self-model version (the latest by default; ``StoreError`` if it does not exist)."""
        return self._versions.self_model(version)

    def self_models(self) -> list[SelfModel]:
        """Every self-model version, oldest first."""
        return self._versions.self_models()

    def append_self_model(self, model: SelfModel, *, reason: str) -> SelfModel:
        """Store ``model`` as the next version (version and time assigned here)."""
        return self._versions.append_self_model(model, reason=reason)

    # ---------------------------------------------------------------- dialogue log
    def add_turn(self, turn: Turn) -> None:
        """Log a turn and one ``gate_audits`` row per gate verdict."""
        with self._db.atomic():
            self._dialogue.add_turn(turn)

    def turn_count(self) -> int:
        """Turns in the dialogue log."""
        return self._dialogue.turn_count()

    def turns(self, *, session_id: str | None = None, limit: int | None = None) -> list[Turn]:
        """Logged turns, oldest first; with ``limit``, only the most recent ``limit``."""
        return self._dialogue.turns(session_id=session_id, limit=limit)

    def turns_frame(self) -> pd.DataFrame:
        """The dialogue log as a DataFrame, oldest first."""
        return self._dialogue.turns_frame()

    def gate_audits_frame(self) -> pd.DataFrame:
        """Every gate decision as a DataFrame, oldest first."""
        return self._dialogue.gate_audits_frame()

    def forgetting(self, since: datetime | None = None) -> list[ForgetEvent]:
        """The forgetting log, oldest first (optionally only events at or after ``since``)."""
        return self._dialogue.forgetting(since)

    # ---------------------------------------------------------------- documents
    def chunk_search(
        self,
        query: str | np.ndarray,
        *,
        k: int = 10,
        mode: str = "hybrid",
        vector: np.ndarray | None = None,
    ) -> list[ChunkMatch]:
        """Document chunks for a query, best first; see
        :meth:`Documents.chunk_search <yeastlab.store.documents.Documents.chunk_search>`."""
        return self._documents.chunk_search(query, k=k, mode=mode, vector=vector)

    def has_documents(self) -> bool:
        """Whether any document chunks are stored."""
        return self._documents.has_documents()

    @property
    def diagnostics(self) -> Diagnostics:
        """What tests and benchmarks inspect: the write-behind's counters, LanceDB's own tables
        and queries to compare the store's answers with, the cached chunk index."""
        return Diagnostics(self)


class Diagnostics:
    """A store's internals, read-only, for tests and benchmarks that compare the store with
    LanceDB's own queries or watch the write-behind (see :attr:`Store.diagnostics`)."""

    def __init__(self, store: Store):
        self._store = store

    @property
    def writer(self) -> WriteBehind | None:
        """The write-behind (``committed``, ``rounds``), or ``None`` when writes are direct."""
        return self._store._db.writer

    def table(self, name: str) -> Any:
        """The LanceDB table behind ``name`` (e.g. to list its indices)."""
        return self._store._db.table(name)

    def lance_hybrid(
        self, name: str, query: str, vector: np.ndarray | None, k: int, filter_: str | None
    ) -> pa.Table:
        """LanceDB's own hybrid query (RRF) on table ``name``."""
        return self._store._search.lance_hybrid(name, query, vector, k, filter_)

    def chunk_index(self) -> ChunkIndex:
        """The in-memory chunk index (read once per commit of the chunks)."""
        return self._store._documents.index()
