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
from yeastlab.store.lancesql import in_list, sanitize_fts
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
            self._stale = True  # the next search catches up with the table's new version

    def changed(self, table: str) -> None:
        if table == "chunks":
            self._stale = True  # the next search catches up (after the change commits)

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
        """Every chunk in process: caught up only when the chunks table has a new version
        (an ingest or a long message here or in another process), not on every other
        process's commit; see :meth:`_caught_up`."""
        chunks = self._chunks
        if chunks is not None and not self._stale and self._db.in_step():
            return chunks
        db = self._db
        with db.reading():
            version = db.table("chunks").version if db.has("chunks") else None
            if version is None:
                self._chunks = ChunkIndex(db.embedder.dim, [])
            elif self._chunks is None:
                self._chunks = self._whole()
            elif version != self._version:
                self._chunks = self._caught_up(self._chunks)
            self._version = version
            self._stale = False
            return self._chunks

    def _caught_up(self, held: ChunkIndex) -> ChunkIndex:
        """``held`` with the chunks appended since it was read (their rows alone are read and
        indexed: a long message's turn used to read and index every chunk stored again, 0.06 s
        at 375 chunks and growing); read whole again if a chunk it holds was deleted (a
        document ingested again), which appending cannot express. Call under the read lock."""
        ids = self._db.rows("chunks", columns=["id"]).column("id").to_pylist()
        place = {chunk_id: n for n, chunk_id in enumerate(ids)}
        if len(place) < len(held) or any(c not in place for c in held.ids):
            return self._whole()
        new = [chunk_id for chunk_id in ids if chunk_id not in held.ids]
        if new:
            found = from_arrow(Chunk, self._db.rows("chunks", in_list("id", new)))
            held.add(sorted(found, key=lambda c: place[c.id]))  # the table's order
        return held

    def _whole(self) -> ChunkIndex:
        """Every chunk of the table, read and indexed (hold the read lock)."""
        return ChunkIndex(self._db.embedder.dim, from_arrow(Chunk, self._db.rows("chunks")))
