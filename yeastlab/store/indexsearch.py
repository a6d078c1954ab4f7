"""The searches of the in-process memory index (:class:`~yeastlab.store.index.MemoryIndex`):
cosine similarities (exact, or over the nearest partitions), BM25, the turn's candidates scored
by both, and their ranking signals read from the index's columns.

:class:`IndexSearch` is mixed into ``MemoryIndex``, which keeps the rows (loading, adding,
removing, touching); the two halves share its columns, declared here, and its lock
(:func:`locked`).
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

import numpy as np

from yeastlab.core.lexical import LexicalIndex
from yeastlab.core.records import TIERS, Memory
from yeastlab.store.indexrows import one_thread, top, unit
from yeastlab.store.signals import RankSignals, signals_of
from yeastlab.store.vectors import PARTITION_MIN_ROWS, UNSCANNED, VectorRows

__all__ = ["IndexSearch", "locked"]

_TIER_CODE = {tier: i for i, tier in enumerate(TIERS)}

_F = TypeVar("_F", bound=Callable[..., Any])
_NO_ROWS = np.zeros(0, dtype=np.int64)
_NO_SCORES = np.zeros(0, dtype=np.float64)


def _scores_at(matched: np.ndarray, scores: np.ndarray, rows: Sequence[int]) -> np.ndarray:
    """The BM25 score of each of ``rows``: its score if it is among the ``matched`` rows
    (ascending), else 0."""
    wanted = np.asarray(rows, dtype=np.int64)
    at = np.searchsorted(matched, wanted)
    hit = at < matched.size
    hit[hit] = matched[at[hit]] == wanted[hit]
    out = np.zeros(wanted.size, dtype=np.float64)
    out[hit] = scores[at[hit]]
    return out


def locked(method: _F) -> _F:
    """Run a method under the index's lock (a store may be used from several threads)."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        with self._guard:
            return method(self, *args, **kwargs)

    return wrapper  # type: ignore[return-value]


class IndexSearch:
    """The searches of :class:`~yeastlab.store.index.MemoryIndex` (see the module)."""

    # the index's columns (set by MemoryIndex.__init__)
    _guard: threading.RLock
    _rows: list[str]
    _vectors: VectorRows
    _alive: np.ndarray
    _tier: np.ndarray
    _kind: np.ndarray
    _kind_codes: dict[str, int]
    _row_of: dict[str, int]
    _memories: dict[str, Memory]
    _signals: RankSignals
    _changes: int
    _picked: tuple[list[Memory], list[int], int] | None
    lexical: LexicalIndex
    _own: LexicalIndex | None
    _last_sims: tuple[np.ndarray, np.ndarray, np.ndarray | None] | None

    def _records(self, rows: Sequence[int], *, vectors: bool = True) -> list[Memory]:
        raise NotImplementedError  # MemoryIndex's

    @locked
    def similarities(self, vector: np.ndarray) -> np.ndarray:
        """Cosine similarity of ``vector`` with every row (dead rows included; mask them).

        From :data:`PARTITION_MIN_ROWS` alive rows on, only the rows of the partitions nearest
        the query (and rows added since the partitions were made) are scanned; the others get
        :data:`UNSCANNED`. :meth:`exact` scores any rows exactly.

        A turn asks this for one query vector several times (retrieval, novelty, the gates'
        related memories): the last result is kept and extended over rows added since, as
        rows never change.
        """
        query = unit(vector)
        n = len(self._rows)
        if query is None or n == 0:
            return np.zeros(n, dtype=np.float32)
        cached = self._last_sims
        same = cached is not None and cached[1].shape[0] <= n and np.array_equal(cached[0], query)
        if same and cached[1].shape[0] == n:
            return cached[1]  # nothing added since: no product to limit BLAS for
        with one_thread():
            if same:
                done, scanned = cached[1].shape[0], cached[2]
                sims = cached[1]
                if done < n:
                    fresh = np.arange(done, n)
                    sims = np.concatenate([sims, self._vectors.exact(query, fresh)])
                    if scanned is not None:
                        scanned = np.concatenate([scanned, fresh])
            else:
                sims, scanned = self._vectors.scan(query, self._alive[:n], PARTITION_MIN_ROWS)
        self._last_sims = (query, sims, scanned)
        return sims

    def _scanned_rows(self, sims: np.ndarray) -> np.ndarray | None:
        """Rows :meth:`similarities` scored for the query it last returned ``sims`` for
        (``None``: every row)."""
        cached = self._last_sims
        return cached[2] if cached is not None and cached[1] is sims else None

    @locked
    def exact(self, vector: np.ndarray, rows: Sequence[int]) -> np.ndarray:
        """Cosine similarity of ``vector`` with these rows (always scanned)."""
        query = unit(vector)
        if query is None or not len(rows):
            return np.zeros(len(rows), dtype=np.float32)
        with one_thread():
            return self._vectors.exact(query, np.asarray(rows, dtype=np.int64))

    def _eligible(
        self,
        rows: np.ndarray | None,
        tiers: Sequence[str] | None,
        kinds: Sequence[str] | None = None,
    ) -> np.ndarray:
        """Of ``rows`` (``None``: every row), those alive and (if given) in these tiers and of
        these kinds."""
        if rows is None:
            rows = np.arange(len(self._rows))
        return rows[self._keep(rows, tiers, kinds)]

    def _keep(
        self,
        rows: np.ndarray,
        tiers: Sequence[str] | None,
        kinds: Sequence[str] | None = None,
    ) -> np.ndarray:
        """Which of ``rows`` are alive and (if given) in these tiers and of these kinds."""
        keep = self._alive[rows]
        if tiers is not None:
            wanted = np.zeros(len(TIERS), dtype=bool)
            wanted[[_TIER_CODE[t] for t in tiers]] = True
            keep &= wanted[self._tier[rows]]
        if kinds is not None:
            codes = [self._kind_codes[k] for k in kinds if k in self._kind_codes]
            keep &= np.isin(self._kind[rows], codes)
        return keep

    @locked
    def signals(self, memories: Sequence[Memory]) -> dict[str, np.ndarray]:
        """The ranking signals of these records (:mod:`yeastlab.store.signals`): gathered from
        the index's columns when every one is the record the index holds (as
        :meth:`candidates` hands them out), else computed from the records themselves."""
        picked = self._picked
        if picked is not None and picked[0] is memories and picked[2] == self._changes:
            return self._signals.take(np.asarray(picked[1], dtype=np.int64))
        by_id = self._memories
        if any(by_id.get(m.id) is not m for m in memories):
            return signals_of(memories)
        row_of = self._row_of
        rows = np.fromiter((row_of[m.id] for m in memories), dtype=np.int64, count=len(memories))
        return self._signals.take(rows)

    @locked
    def term_counts(self, terms: Iterable[str]) -> dict[str, int]:
        """How many alive memories hold each index term (:meth:`LexicalIndex.document_frequency
        <yeastlab.core.lexical.LexicalIndex.document_frequency>`)."""
        return self.lexical.document_frequency(terms)

    @locked
    def ids_holding(self, terms: Iterable[str]) -> set[str]:
        """The ids of the alive memories whose indexed text holds any of these index terms
        (:meth:`LexicalIndex.rows_holding <yeastlab.core.lexical.LexicalIndex.rows_holding>`;
        an episode's indexed text is its own after its session's previous one: a superset)."""
        ids = self._rows
        return {ids[r] for r in self.lexical.rows_holding(terms).tolist()}

    @locked
    def vector_search(
        self,
        vector: np.ndarray,
        *,
        k: int,
        tiers: Sequence[str] | None = None,
        kinds: Sequence[str] | None = None,
    ) -> list[tuple[Memory, float]]:
        """Alive memories (of these tiers and kinds, if given) nearest to ``vector`` by cosine
        similarity, best first (exact below :data:`PARTITION_MIN_ROWS` alive rows, partitioned
        above)."""
        if not np.any(vector):
            return []
        sims = self.similarities(vector)
        rows = top(sims, self._eligible(self._scanned_rows(sims), tiers, kinds), k)
        return list(zip(self._records(rows), sims[rows].tolist(), strict=True))

    @locked
    def text_search(
        self,
        query: str,
        *,
        k: int,
        tiers: Sequence[str] | None = None,
        kinds: Sequence[str] | None = None,
    ) -> list[tuple[Memory, float]]:
        """Alive memories by BM25 over their own text, scored as LanceDB's full-text search
        scores them, with statistics over every alive memory; tiers and kinds select from that
        ranking (ties: older row first). LanceDB's prefiltered search would instead score the
        filtered rows as a corpus of their own, and count forgotten rows."""
        own = self._own_lexical()
        mask = np.zeros(len(self._rows), dtype=bool)
        mask[self._eligible(None, tiers, kinds)] = True
        rows, scores = own.top(query, k, mask=mask)
        return list(zip(self._records(rows.tolist()), scores.tolist(), strict=True))

    def _own_lexical(self) -> LexicalIndex:
        if self._own is None:
            own = LexicalIndex()
            texts = [self._memories[i].text if i in self._memories else "" for i in self._rows]
            own.add(texts)
            own.remove(np.flatnonzero(~self._alive[: len(self._rows)]).tolist())
            self._own = own
        return self._own

    @locked
    def candidates(
        self,
        query: str,
        vector: np.ndarray | None,
        *,
        k: int,
        tiers: Sequence[str] | None = None,
        text: bool = True,
        vectors: bool = False,
    ) -> tuple[list[Memory], np.ndarray, np.ndarray, list[str], list[str]]:
        """The top ``k`` alive memories by cosine and the top ``k`` by BM25, scored exactly.

        Args:
            query: the user's text (for BM25).
            vector: the query's embedding (``None`` or all zeros: no vector search).
            k: how many from each search.
            tiers: restrict to these tiers.
            text: run the BM25 search.
            vectors: hand the records out with their vectors. Ranking needs none, and a
                profile ranking every memory of a small store (``exhaustive``) asks for
                hundreds of candidates a turn: copying each record and its vector cost more
                than the ranking.

        Returns:
            ``(memories, similarities, bm25, vector_ids, text_ids)``: the union of both
            searches (vector hits first), every one with its cosine similarity and BM25 score,
            and each search's ids best first (for rank fusion).
        """
        n = len(self._rows)
        use_vector = vector is not None and bool(np.any(vector))
        sims = self.similarities(vector) if use_vector else np.zeros(n, dtype=np.float32)
        # the rows BM25 scores above 0 (ascending) and their scores: no array over every row
        matched, scores = self.lexical.matches(query) if text else (_NO_ROWS, _NO_SCORES)
        by_vector, by_text = [], []
        if use_vector:
            by_vector = top(sims, self._eligible(self._scanned_rows(sims), tiers), k)
        if text:
            at = np.flatnonzero(self._keep(matched, tiers))  # positions in ``matched``
            by_text = matched[top(scores, at, k)].tolist()  # ties: lower position, older row
        rows = list(dict.fromkeys(by_vector + by_text))
        found = np.asarray(sims[rows], dtype=np.float64)
        unscanned = np.flatnonzero(found <= UNSCANNED)
        if unscanned.size:  # text hits outside the probed partitions: score them exactly
            found[unscanned] = self.exact(vector, [rows[i] for i in unscanned.tolist()])
        records = self._records(rows, vectors=vectors)
        self._picked = None if vectors else (records, rows, self._changes)
        return (
            records,
            found,
            _scores_at(matched, scores, rows),
            [self._rows[r] for r in by_vector],
            [self._rows[r] for r in by_text],
        )
