"""The document chunks of a store, searched in process (see :class:`ChunkIndex`)."""

from __future__ import annotations

import threading
from collections.abc import Sequence

import numpy as np

from yeastlab.core.lexical import LexicalIndex
from yeastlab.core.records import Chunk
from yeastlab.core.scoring import rrf_scores
from yeastlab.store.indexrows import one_thread, top, unit, unit_rows

__all__ = ["ChunkIndex"]


class ChunkIndex:
    """The document chunks of a store, searched in process as the memories are.

    Ingesting changes the chunks rarely; a turn with documents on searches them every time, and
    a LanceDB hybrid query cost that turn ~45 ms (290 chunks). The chunks are read once (and
    again after an ingest or another process's write) into a normalised vector matrix and a
    :class:`~yeastlab.core.lexical.LexicalIndex`, and searched exactly: every chunk's cosine
    similarity and BM25 score are computed for each query.

    Chunks appended later (a long message's, an ingest's) are added with :meth:`add`, so the
    work a new document costs is its own chunks', not every chunk stored again.

    Args:
        dim: the embedder's dimension.
        chunks: every chunk of the store (with vectors).
    """

    def __init__(self, dim: int, chunks: Sequence[Chunk]):
        self._dim = dim
        self._lock = threading.Lock()  # a search never sees a half-added document
        self.chunks: list[Chunk] = []
        self.ids: set[str] = set()
        self._vectors = np.zeros((0, dim), dtype=np.float32)
        self.lexical = LexicalIndex()
        self.add(chunks)

    def __len__(self) -> int:
        return len(self.chunks)

    def add(self, chunks: Sequence[Chunk]) -> None:
        """Append chunks after those held (in the table's order, as a fresh read would hold
        them: the same rows, scores and ties)."""
        if not chunks:
            return
        block = unit_rows(chunks, self._dim)
        with self._lock:
            self.chunks.extend(chunks)
            self.ids.update(c.id for c in chunks)
            self._vectors = block if not len(self._vectors) else np.vstack([self._vectors, block])
            self.lexical.add([c.text for c in chunks])

    def search(
        self, terms: str, vector: np.ndarray | None, *, k: int, mode: str = "hybrid"
    ) -> list[tuple[Chunk, dict[str, float]]]:
        """The best ``k`` chunks, as LanceDB's hybrid search ranks them, with exact scores.

        Args:
            terms: the query's words (for BM25; empty: no text search).
            vector: the query's embedding (``None`` or zeros: no vector search).
            k: how many chunks, and how many each search contributes.
            mode: ``hybrid`` — the top ``k`` by cosine and the top ``k`` by BM25 fused by
                reciprocal rank (k = 60, vector hits first on ties, as LanceDB's
                ``RRFReranker`` does; one signal alone ranks by itself); ``vector`` or ``fts``
                — one search alone.

        Returns:
            ``(chunk, {"similarity", "bm25", "rrf"})`` pairs best first; the searches not run
            score 0, and so does ``rrf`` outside ``hybrid``.
        """
        with self._lock:
            return self._search(terms, vector, k=k, mode=mode)

    def _search(
        self, terms: str, vector: np.ndarray | None, *, k: int, mode: str
    ) -> list[tuple[Chunk, dict[str, float]]]:
        n = len(self.chunks)
        query = unit(vector) if vector is not None and mode != "fts" else None
        sims, bm25 = np.zeros(n, dtype=np.float32), np.zeros(n)
        by_vector: list[int] = []
        by_text: list[int] = []
        if query is not None and n:
            with one_thread():
                sims = self._vectors @ query
            by_vector = top(sims, np.arange(n), k)
        if terms and mode != "vector":
            bm25 = self.lexical.scores(terms)
            by_text = top(bm25, np.flatnonzero(bm25 > 0), k)
        rows = list(dict.fromkeys(by_vector + by_text))
        if mode != "hybrid":
            fused = np.zeros(len(rows), dtype=np.float32)
        elif by_vector and by_text:
            fused = rrf_scores([by_vector, by_text], keys=rows).astype(np.float32)
        else:  # one signal: the score a one-list fusion gives
            fused = (1.0 / (60.0 + np.arange(1, len(rows) + 1))).astype(np.float32)
        order = np.argsort(-fused, kind="stable")[:k]
        return [
            (
                self.chunks[rows[i]],
                {
                    "similarity": float(sims[rows[i]]),
                    "bm25": float(bm25[rows[i]]),
                    "rrf": float(fused[i]),
                },
            )
            for i in order
        ]
