"""Searching the memories: by vector, by BM25 text, both fused, and the ranking's candidates.

The in-process index answers every search without a SQL ``where`` (exact cosine, and
LanceDB's BM25 reproduced); a ``where`` filter, and the native hybrid query, go to LanceDB.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np
import pyarrow as pa
from lancedb.rerankers import RRFReranker

from yeastlab.backends.base import KnownQuery
from yeastlab.backends.embedders import embed_query
from yeastlab.core.errors import StoreError
from yeastlab.core.records import Memory
from yeastlab.store.database import Database
from yeastlab.store.lancesql import ALIVE, all_of, in_list, sanitize_fts, tier_filter, tier_list
from yeastlab.store.live import LiveIndex
from yeastlab.store.results import CandidateSet, HybridMatch, MemoryMatch
from yeastlab.store.tables import from_arrow

__all__ = ["REFINE_FACTOR", "Search", "hybrid_scores"]

#: Approximate vector search re-ranks this many times k candidates by exact distance: on a
#: 20k-row table recall@24 against exact search rose from 0.84 to 0.96 (exact search ignores it).
REFINE_FACTOR = 4


def hybrid_scores(rows: pa.Table) -> list[dict[str, float]]:
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


class Search:
    """Searches over the memories (and, through :meth:`lance_hybrid`, any table with text and
    vectors)."""

    def __init__(self, db: Database, live: LiveIndex):
        self._db = db
        self._live = live
        # the query a turn embedded itself (see known_query)
        self._known: KnownQuery | None = None

    def known_query(self, known: KnownQuery) -> None:
        """Remember the query vector a caller computed (a turn, through its prefetcher): an
        :meth:`embed_query` of the same text with an embedder of the same name returns it
        rather than embedding the text again (a memory profile's recall embedded the turn's
        message a second time: 10-40 ms with a local model)."""
        self._known = known

    def embed_query(self, query: str) -> np.ndarray:
        """Embed a search query (``embedder.embed_query`` when the embedder has one, as E5 does)."""
        known = self._known
        vector = None if known is None else known.vector_for(query, self._db.embedder)
        return embed_query(self._db.embedder, query) if vector is None else vector

    def vector(self, query: str | np.ndarray) -> np.ndarray:
        """A query's vector: text embedded, or a vector checked against the store's dimension.

        Raises:
            StoreError: a vector of another dimension.
        """
        if isinstance(query, str):
            return self.embed_query(query)
        vector = np.asarray(query, dtype=np.float32).reshape(-1)
        dim = self._db.embedder.dim
        if vector.shape[0] != dim:
            raise StoreError(f"query vector has {vector.shape[0]} dims; the store uses {dim}")
        return vector

    def vector_search(
        self,
        query: str | np.ndarray,
        *,
        k: int = 10,
        tiers=None,
        kinds: Sequence[str] | None = None,
        where: str | None = None,
    ) -> list[MemoryMatch]:
        """Alive memories nearest to ``query`` with their cosine similarity, best first.

        Searched in the in-process index (exact below its partition threshold), of these
        ``kinds`` only if given; with a ``where``, LanceDB's vector search (a query of the
        table, after the write-behind has committed what is queued: tens of milliseconds).
        Returned memories carry their vectors.
        """
        kind_filter = in_list("kind", kinds) if kinds is not None else None
        filter_ = all_of(ALIVE, tier_filter(tiers), kind_filter, where)
        vector = self.vector(query)
        if not np.any(vector):  # no known words: cosine similarity is undefined
            return []
        if where is None:
            index = self._live.load()
            found = index.vector_search(vector, k=k, tiers=tier_list(tiers), kinds=kinds)
            return [MemoryMatch(m, s) for m, s in found]
        with self._db.reading():
            rows = (
                self._db.table("memories")
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
        return [
            MemoryMatch(m, s) for m, s in zip(from_arrow(Memory, rows), sims.tolist(), strict=True)
        ]

    def term_counts(self, terms: Iterable[str]) -> dict[str, int]:
        """How many alive memories hold each index term (stemmed as the full-text index stems)."""
        return self._live.load().term_counts(terms)

    def ids_holding(self, terms: Iterable[str]) -> set[str]:
        """The ids of the alive memories whose indexed text holds any of these index terms."""
        return self._live.load().ids_holding(terms)

    def search_index(
        self,
        query: str,
        vector: np.ndarray | None,
        *,
        k: int,
        tiers: str | Sequence[str] | None = None,
        text: bool = True,
    ) -> CandidateSet:
        """Candidates for ranking from the in-process index: the top ``k`` alive memories by
        cosine similarity and by BM25, each scored exactly by both (no LanceDB query). The
        records come without their vectors (ranking needs none; ``Store.get`` gives one).

        Args:
            query: the user's text (for BM25).
            vector: the query's embedding (``None`` or all zeros: no vector search).
            k: how many from each search.
            tiers: restrict to these tiers.
            text: run the BM25 search.
        """
        if vector is not None:
            vector = self.vector(vector)
        index = self._live.load()
        terms = sanitize_fts(query)  # the distinct words LanceDB's text_search would use
        memories, sims, bm25, by_vector, by_text = index.candidates(
            terms, vector, k=k, tiers=tier_list(tiers), text=text
        )
        signals = index.signals(memories)
        return CandidateSet(
            tuple(memories), sims, bm25, tuple(by_vector), tuple(by_text), signals=signals
        )

    def text_search(
        self,
        query: str,
        *,
        k: int = 10,
        tiers=None,
        kinds: Sequence[str] | None = None,
        where: str | None = None,
    ) -> list[MemoryMatch]:
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
            index = self._live.load()
            found = index.text_search(terms, k=k, tiers=tier_list(tiers), kinds=kinds)
            return [MemoryMatch(m, s) for m, s in found]
        kind_filter = in_list("kind", kinds) if kinds is not None else None
        filter_ = all_of(ALIVE, tier_filter(tiers), kind_filter, where)
        with self._db.reading():
            builder = self._db.table("memories").search(terms, query_type="fts", fts_columns="text")
            rows = builder.where(filter_, prefilter=True).limit(k).to_arrow()
        scores = rows.column("_score").to_pylist()
        return [MemoryMatch(m, s) for m, s in zip(from_arrow(Memory, rows), scores, strict=True)]

    def hybrid_search(
        self,
        query: str,
        *,
        k: int = 10,
        tiers=None,
        where: str | None = None,
        vector: np.ndarray | None = None,
    ) -> list[HybridMatch]:
        """LanceDB's native hybrid search (vector + BM25 fused by RRF), best first.

        Args:
            query: the user's text (any text; see :func:`sanitize_fts`).
            k: how many.
            tiers: restrict to these tiers.
            where: an extra LanceDB SQL filter.
            vector: the query's embedding, if already computed (saves embedding twice).

        Returns:
            Memories (with vectors) and their ``similarity``, ``bm25`` and ``rrf`` scores; a
            signal that did not find the memory scores 0.
        """
        filter_ = all_of(ALIVE, tier_filter(tiers), where)
        rows = self.lance_hybrid("memories", query, vector, k, filter_)
        found = zip(from_arrow(Memory, rows), hybrid_scores(rows), strict=True)
        return [HybridMatch(m, s) for m, s in found]

    def lance_hybrid(
        self, name: str, query: str, vector: np.ndarray | None, k: int, filter_: str | None
    ) -> pa.Table:
        """LanceDB's own hybrid query on a table (one signal when the other finds nothing)."""
        terms = sanitize_fts(query)
        vector = self.vector(query if vector is None else vector)
        # A query with no words the embedder knows has a zero vector: cosine is undefined.
        has_vector = bool(np.any(vector))
        with self._db.reading():
            table = self._db.table(name)
            builder: Any
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
