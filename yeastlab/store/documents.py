"""Document chunks in process: searched by vector, BM25 or both, as LanceDB ranks them.

Every chunk is read once per version of the ``chunks`` table (an ingest here, or another
process's commit that moved that table, makes the next search read them again) into a
:class:`~yeastlab.store.index.ChunkIndex`; no query to disk per turn after that.
"""

from __future__ import annotations

import numpy as np

from yeastlab.core.errors import StoreError
from yeastlab.core.records import Chunk
from yeastlab.store.database import Database, Watcher
from yeastlab.store.index import ChunkIndex
from yeastlab.store.lancesql import sanitize_fts
from yeastlab.store.results import ChunkMatch
from yeastlab.store.search import Search
from yeastlab.store.tables import from_arrow

__all__ = ["Documents"]

_MODES = ("hybrid", "vector", "fts")


class Documents(Watcher):
    """The chunks of the ingested documents."""

    def __init__(self, db: Database, search: Search):
        self._db = db
        self._search = search
        # The chunks in process, with the chunks table's version they were read at; stale:
        # another process committed since that version was checked.
        self._chunks: ChunkIndex | None = None
        self._version: int | None = None
        self._stale = False
        db.watch(self)

    def moved(self) -> None:
        self._stale = True  # read again only if the chunks table moved

    def written(self, names: tuple[str, ...], before: int, after: int) -> None:
        if not names or "chunks" in names:
            self._chunks = None

    def changed(self, table: str) -> None:
        if table == "chunks":
            self._chunks = None  # the next search reads them (after the change commits)

    def chunk_search(
        self,
        query: str | np.ndarray,
        *,
        k: int = 10,
        mode: str = "hybrid",
        vector: np.ndarray | None = None,
    ) -> list[ChunkMatch]:
        """Document chunks for a query, searched in process
        (:class:`~yeastlab.store.index.ChunkIndex`: LanceDB's ranking, exact scores, no query to
        disk once the chunks are read).

        Args:
            query: text (or a vector, for ``mode="vector"``).
            k: how many.
            mode: ``hybrid`` (RRF of vector and BM25), ``vector`` or ``fts``.
            vector: the query's embedding, if already computed.

        Returns:
            Chunks (with vectors) and their ``similarity``, ``bm25`` and ``rrf`` scores, best
            first.
        """
        if mode not in _MODES:
            raise StoreError(f"chunk_search mode must be hybrid, vector or fts, not {mode!r}")
        if mode != "vector" and not isinstance(query, str):
            raise StoreError(f"chunk_search mode {mode!r} needs query text")
        terms = sanitize_fts(query) if isinstance(query, str) else ""
        if mode != "fts":
            vector = self._search.vector(query if vector is None else vector)
            if mode == "vector" and not np.any(vector):
                return []
        if mode == "fts" and not terms:
            return []
        found = self.index().search(terms, vector, k=k, mode=mode)
        return [ChunkMatch(c, s) for c, s in found]

    def has_documents(self) -> bool:
        """Whether any document chunks are stored (no query per turn once they are read)."""
        return len(self.index()) > 0

    def index(self) -> ChunkIndex:
        """Every chunk in process: read again only when the chunks table has a new version
        (an ingest here or in another process), not on every other process's commit."""
        chunks = self._chunks
        if chunks is not None and not self._stale and self._db.in_step():
            return chunks
        db = self._db
        with db.reading():
            version = db.table("chunks").version if db.has("chunks") else None
            if self._chunks is None or version != self._version:
                found = from_arrow(Chunk, db.rows("chunks")) if version is not None else []
                self._chunks = ChunkIndex(db.embedder.dim, found)
                self._version = version
            self._stale = False
            return self._chunks
