"""Retrieval: find the memories (and document chunks) a query needs, and say why.

One call of :meth:`Retriever.retrieve` does::

    route(query)                      personal → episodic, factual → semantic + documents, else all
    LanceDB vector search  ┐          top-N candidates each (N small: ranking cost stays in
    LanceDB full-text BM25 ┘          numpy over a few dozen rows, whatever the store's size)
    scoring (a ranking profile)       weighted similarity + BM25 (+ RRF), blended with the best
                                      match of the same session, × floored decay,
                                      × priority, × access; importance and affect if weighted
    Hit(..., components, route)       the "flow": every signal that ranked each hit

The default profile's weights and decay floor were chosen on LoCoMo
(``benchmarks/locomo_retrieval.py``): decay breaks ties toward recent memories but can never push
an old, relevant memory out of reach.

:meth:`Retriever.conflicts` compares active semantic facts with episodic memories, and document
chunks with both, and returns notices for the prompt
(:func:`yeastlab.cognition.conflicts.find_conflicts`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from yeastlab.backends.embedders import embed_query
from yeastlab.cognition import rag
from yeastlab.cognition.conflicts import Likeness, find_conflicts
from yeastlab.cognition.routing import ROUTE_TIERS, ROUTES, make_router, route
from yeastlab.cognition.trust import floor_of, relevance
from yeastlab.core import scoring
from yeastlab.core.errors import ConfigError
from yeastlab.core.records import Hit, Memory
from yeastlab.core.scoring import PROFILES, RankingProfile, get_profile
from yeastlab.store.signals import signals_of

__all__ = [
    "route",
    "make_router",
    "ROUTES",
    "ROUTE_TIERS",
    "RankingProfile",
    "PROFILES",
    "Retriever",
    "Candidates",
    "embed_query",
    "find_conflicts",
    "hits_frame",
]


@dataclass(frozen=True)
class Candidates:
    """The candidate set of one query, before re-ranking (arrays aligned with ``memories``;
    ``signals``: their ranking signals from the store's index, ``None``: read from the records,
    :func:`~yeastlab.store.signals.signals_of`)."""

    query: str
    route: str
    memories: tuple[Memory, ...]
    similarity: np.ndarray
    bm25: np.ndarray
    rrf: np.ndarray
    signals: Mapping[str, np.ndarray] | None = None


class Retriever:
    """Hybrid retrieval over one store, re-ranked by a ranking profile.

    Args:
        store: the yeast's :class:`~yeastlab.store.facade.Store`.
        ranking: a ranking profile or its name in :data:`PROFILES`.
        router: ``query -> route`` (default :func:`route`).
        clock: time for decay (default the store's clock).
        candidates: how many hits each search (vector, BM25) contributes before re-ranking.
        exhaustive: for profiles blending adjacent turns (``neighbours``), rank every alive
            memory of the searched tiers when there are at most this many: a turn's
            neighbours must be candidates for their context to count (on LoCoMo, top-40 pools
            gave session R@10 91.8, every turn 93.1).
        chunk_k: most document chunks per query.
        chunk_threshold: least cosine similarity for a chunk to be used.
        log_queries: record every document search in the RAG query log
            (:func:`yeastlab.cognition.rag.query_log`).
        floor: the relevance floor (:mod:`yeastlab.cognition.trust`): ``"calibrated"`` (the
            store's embedder calibration), a cosine, or ``None`` for none. A memory matched by
            meaning only (no query word in common) below it is not returned.
    """

    def __init__(
        self,
        store: Any,
        *,
        ranking: str | RankingProfile = "default",
        router: Callable[[str], str] = route,
        clock: Any = None,
        candidates: int = 40,
        exhaustive: int = 1_000,
        chunk_k: int = 3,
        chunk_threshold: float = 0.0,
        log_queries: bool = False,
        floor: float | str | None = "calibrated",
    ):
        self.store = store
        self.profile = get_profile(ranking)
        self.router = router
        self.clock = clock or store.clock
        self.candidates_n = candidates
        self.exhaustive = exhaustive
        self.chunk_k = chunk_k
        self.chunk_threshold = chunk_threshold
        self.log_queries = log_queries
        self._floor = floor
        #: The store's embedder and calibration for conflicts by meaning (made when first
        #: needed; its sentence vectors are kept across turns).
        self.likeness: Likeness | None = None

    def route(self, query: str) -> str:
        """The route of ``query`` under this retriever's router (validated)."""
        chosen = self.router(query)
        if chosen not in ROUTE_TIERS:
            raise ConfigError(f"Router returned {chosen!r}; it must return one of {ROUTES}")
        return chosen

    def retrieve(
        self,
        query: str,
        *,
        k: int = 8,
        tiers: Sequence[str] | None = None,
        route: str | None = None,
        include_chunks: bool = True,
        affect: Sequence[float] | None = None,
        vector: np.ndarray | None = None,
    ) -> list[Hit]:
        """Rank memories (and chunks) for ``query``.

        Args:
            query: the user's text.
            k: how many hits to return.
            tiers: search these tiers instead of the route's (``"documents"`` = chunks).
            route: force a route instead of asking the router.
            include_chunks: also search ingested documents when the tiers include them.
            affect: the query's affect vector, for profiles weighting affect similarity.
            vector: the query already embedded with ``embed_query`` (saves embedding it again).

        Returns:
            Hits best first, each with its component scores and the route.
        """
        chosen = route or self.route(query)
        if chosen not in ROUTE_TIERS:
            raise ConfigError(f"Unknown route {chosen!r}; routes are {', '.join(ROUTES)}")
        wanted = tuple(tiers) if tiers is not None else ROUTE_TIERS[chosen]
        memory_tiers = [t for t in wanted if t != "documents"]
        qvec = None
        if self._needs_vector():
            qvec = vector if vector is not None else embed_query(self.store.embedder, query)
        hits: list[Hit] = []
        if memory_tiers:
            found = self.candidates(query, tiers=memory_tiers, route=chosen, vector=qvec)
            if self._floor is None:
                hits += self.rank(found, k=k, affect=affect)
            else:  # rank all, then drop what is below the floor: k relevant ones if there are
                above = relevance(query, self.floor)  # checked before a hit is made of it
                hits += itertools.islice(self._ranked(found, affect=affect, keep=above), k)
        if include_chunks and "documents" in wanted and self.store.has_documents():
            chunks = self._chunk_hits(query, qvec, chosen)
            if self.log_queries:
                rag.log_query(self.store, query, chunks)
            hits += chunks
        hits.sort(key=lambda h: -h.score)
        return [replace(h, rank=i) for i, h in enumerate(hits[:k], start=1)]

    def candidates(
        self,
        query: str,
        *,
        tiers: Sequence[str] | None = None,
        route: str = "",
        vector: np.ndarray | None = None,
    ) -> Candidates:
        """The memories the vector and full-text searches find, with both raw scores.

        Both searches run in the store's in-process index of alive memories
        (:meth:`~yeastlab.store.facade.Store.search_index`): exact cosine similarity and BM25 over
        every alive memory, so a candidate found by one search has its exact score from the
        other too.

        Args:
            query: the user's text.
            tiers: memory tiers to search (default all).
            route: recorded on the hits.
            vector: the query's embedding (``None``: skip the vector search).

        Returns:
            The union of both searches' top :attr:`candidates`, each with its cosine
            similarity, BM25 score and reciprocal-rank-fusion score.
        """
        k = self.candidates_n
        if self.profile.neighbours and k < self.exhaustive:
            alive = self.store.count(tiers)
            if alive <= self.exhaustive:
                k = max(k, alive)
        found = self.store.search_index(query, vector, k=k, tiers=tiers, text=self._needs_text())
        fused = scoring.rrf_scores(
            [found.by_vector, found.by_text],
            k=self.profile.rrf_k,
            keys=[m.id for m in found.memories],
        )
        return Candidates(
            query, route, found.memories, found.similarity, found.bm25, fused, found.signals
        )

    def rank(
        self,
        found: Candidates,
        *,
        k: int = 8,
        affect: Sequence[float] | None = None,
        profile: str | RankingProfile | None = None,
    ) -> list[Hit]:
        """Re-rank candidates in numpy under a ranking profile (default this retriever's).

        Returns:
            The best ``k`` as hits with every component score, ranked 1..k.
        """
        return list(itertools.islice(self._ranked(found, affect=affect, profile=profile), k))

    def _ranked(
        self,
        found: Candidates,
        *,
        affect: Sequence[float] | None = None,
        profile: str | RankingProfile | None = None,
        keep: Callable[[str, float], bool] | None = None,
    ) -> Iterator[Hit]:
        """The candidates as hits, best first, each made only when asked for (a profile
        ranking a small store exhaustively scores hundreds of candidates for 8 hits); with
        ``keep`` (a memory's text and cosine similarity: :func:`~yeastlab.cognition.trust.
        relevance`), only those it keeps."""
        chosen = self.profile if profile is None else get_profile(profile)
        if not found.memories:
            return
        components = self.scores(found, profile=chosen, affect=affect)
        final = components["final"]
        similarity = components.get("similarity") if keep is not None else None
        for r, i in enumerate(np.argsort(-final, kind="stable").tolist(), start=1):
            memory = found.memories[i]
            if similarity is not None and not keep(memory.text, float(similarity[i])):
                continue
            yield Hit(
                memory.id,
                "memory",
                memory.text,
                float(final[i]),
                rank=r,
                tier=memory.tier,
                components={name: float(v[i]) for name, v in components.items()},
                route=found.route,
            )

    @property
    def floor(self) -> float:
        """The relevance floor in use (a cosine; -1 when there is none)."""
        if self._floor is None:
            return -1.0
        if self._floor == "calibrated":
            self._floor = floor_of(self.store.calibration)
        return float(self._floor)

    def conflicts(self, hits: Sequence[Hit], *, backend: Any = None) -> list[str]:
        """Notices about what ``hits`` say against each other (:func:`find_conflicts`; a
        document against a memory also by meaning, with the store's embedder and calibration,
        its sentence vectors kept across turns)."""
        store = self.store
        if self.likeness is None and getattr(store, "embedder", None) is not None:
            self.likeness = Likeness(store.embedder, lambda: store.calibration)
        return find_conflicts(hits, backend=backend, likeness=self.likeness)

    # -- internals -------------------------------------------------------------------------
    def _needs_vector(self) -> bool:
        p = self.profile
        return bool(p.similarity or p.rrf or p.recency or p.importance or p.affect)

    def _needs_text(self) -> bool:
        return bool(self.profile.bm25 or self.profile.rrf)

    def scores(
        self,
        found: Candidates,
        *,
        profile: str | RankingProfile | None = None,
        affect: Sequence[float] | None = None,
    ) -> dict[str, np.ndarray]:
        """Every component score of every candidate under a ranking profile (default this
        retriever's), ``final`` included: what :meth:`rank` orders by, for all candidates."""
        profile = self.profile if profile is None else get_profile(profile)
        memories = found.memories
        signals = found.signals if found.signals is not None else signals_of(memories)
        now = self.clock.now()
        day, now_s = 86400.0, now.timestamp()
        created, touched = signals["created"], signals["touched"]
        age, since = (now_s - created) / day, (now_s - touched) / day
        count = signals["access"]
        strength = scoring.decay_strength(
            profile, age_days=age, since_access_days=since, access_count=count
        )
        periods = scoring.named_periods(found.query, now) if profile.period else ()
        affect_sim = None
        if affect is not None:
            affect_sim = scoring.affect_similarity([m.affect for m in memories], affect)
        return scoring.score(
            profile,
            similarity=found.similarity,
            bm25=found.bm25,
            rrf=found.rrf,
            strength=strength,
            importance=signals["weight"],
            priority=signals["priority"],
            access_count=count,
            confidence=signals["confidence"],
            affect=affect_sim,
            period=scoring.period_match(age, periods, now=now) if periods else None,
            session_ids=signals["session"],  # integer codes: equal within a session
            positions=created,
        )

    def _chunk_hits(self, query, qvec, chosen) -> list[Hit]:
        many = max(self.chunk_k * 4, 10)
        if self._needs_text():
            found = self.store.chunk_search(query, k=many, mode="hybrid", vector=qvec)
        else:
            found = self.store.chunk_search(qvec, k=many, mode="vector")
        found = [f for f in found if f.scores.get("similarity", 0.0) >= self.chunk_threshold]
        if not found:
            return []
        parts = {k: [f.scores.get(k, 0.0) for f in found] for k in ("similarity", "bm25", "rrf")}
        components = scoring.score(self.profile.with_(decay_model=None), **parts)
        hits = [
            Hit(
                f.chunk.id,
                "chunk",
                f.chunk.text,
                float(components["final"][i]),
                components={k: float(v[i]) for k, v in components.items()},
                route=chosen,
            )
            for i, f in enumerate(found)
        ]
        hits.sort(key=lambda h: -h.score)
        return hits[: self.chunk_k]


def hits_frame(hits: Sequence[Hit]):
    """The flow as a DataFrame: one row per hit, one column per component score."""
    import pandas as pd

    rows = [
        {
            "rank": h.rank,
            "id": h.id,
            "source": h.source,
            "tier": h.tier,
            "route": h.route,
            "score": h.score,
            **h.components,
            "text": h.text,
        }
        for h in hits
    ]
    return pd.DataFrame(rows)
