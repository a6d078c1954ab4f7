"""The in-process index of a store's alive memories: the turn's hot path never waits on disk.

A LanceDB query costs at least ~8 ms (a full-text search) to 20–110 ms (a filtered vector search
on 100k rows), more than a whole turn's budget, so :class:`~yeastlab.store.facade.Store` keeps every
alive memory of its yeast here, loaded once from LanceDB and then updated by the store's own
writes as they happen (before the write-behind commits them):

* vectors in one float32 matrix, normalised, so cosine similarity is a matrix-vector product:
  over every alive memory below :data:`PARTITION_MIN_ROWS`, over the nearest k-means partitions
  above (:class:`_Partitions`);
* texts in a :class:`~yeastlab.core.lexical.LexicalIndex` giving every alive memory its BM25 score;
* the :class:`~yeastlab.core.records.Memory` records themselves, by id, with their access counts.

Rows are append-only: a removed memory's row is masked out, a changed text or vector gets a
new row. When another process writes the yeast the store drops this index and reloads it.
LanceDB stays the database of record (and serves every other read and search).
"""

from __future__ import annotations

import functools
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any, TypeVar

import numpy as np
from threadpoolctl import ThreadpoolController

from yeastlab.backends.base import normalize_rows
from yeastlab.core.lexical import LexicalIndex
from yeastlab.core.records import TIERS, Chunk, Memory
from yeastlab.core.scoring import rrf_scores

__all__ = ["ChunkIndex", "MemoryIndex"]

_TIER_CODE = {tier: i for i, tier in enumerate(TIERS)}
#: Alive rows from which vector search probes an inverted-file partition of the vectors
#: (:class:`_Partitions`) instead of scanning every row: one exact scan of 100k 384-d rows reads
#: 150 MB (10–20 ms here), more than a turn's budget.
PARTITION_MIN_ROWS = 20_000
#: Share of the partitions probed per query, and the least number probed (20, LanceDB's
#: default ``nprobes``): 20 of the 316 partitions of 100k rows.
PROBE_SHARE = 0.06
MIN_PROBES = 20
#: Similarity given to rows a partitioned search did not scan (below any cosine).
UNSCANNED = -2.0


def _top(scores: np.ndarray, eligible: np.ndarray, k: int) -> list[int]:
    """The best ``k`` of the ``eligible`` rows by ``scores`` (ties: older row first)."""
    if k <= 0 or eligible.size == 0:
        return []
    values = scores[eligible]
    if eligible.size > k:
        part = np.argpartition(-values, k - 1)[:k]
        eligible, values = eligible[part], values[part]
    order = np.lexsort((eligible, -values))
    return eligible[order].tolist()


def _unit_rows(records: Sequence[Memory | Chunk], dim: int) -> np.ndarray:
    """The records' vectors as normalised float32 rows (zeros for a record without one)."""
    block = np.zeros((len(records), dim), dtype=np.float32)
    for i, record in enumerate(records):
        if record.vector is not None:
            block[i] = record.vector
    return normalize_rows(block)


def _unit(vector: np.ndarray) -> np.ndarray | None:
    """``vector`` as float32 scaled to unit length (``None`` for a zero vector)."""
    query = np.asarray(vector, dtype=np.float32).reshape(-1)
    norm = float(np.linalg.norm(query))
    return None if norm == 0.0 else query / norm


@functools.cache
def _blas() -> ThreadpoolController:
    return ThreadpoolController()


def _one_thread() -> Any:
    """BLAS limited to one thread while the index computes: a matrix-vector product is bound by
    memory, not arithmetic, and OpenBLAS's thread pool, once woken, made every later product
    several times slower on a busy 2-core machine (a partitioned scan of 100k rows: 17 ms with
    the pool, 2.6 ms without)."""
    return _blas().limit(limits=1, user_api="blas")


_F = TypeVar("_F", bound=Callable[..., Any])


def _locked(method: _F) -> _F:
    """Run a method under the index's lock (a store may be used from several threads)."""

    @functools.wraps(method)
    def wrapper(self: MemoryIndex, *args: Any, **kwargs: Any) -> Any:
        with self._guard:
            return method(self, *args, **kwargs)

    return wrapper  # type: ignore[return-value]


class MemoryIndex:
    """Alive memories with their vectors and BM25 index (see the module docstring).

    Args:
        dim: the embedder's dimension.
        memories: the alive memories to start from (with vectors).
    """

    def __init__(self, dim: int, memories: Iterable[Memory] = ()):
        self.dim = dim
        self._guard = threading.RLock()
        self._rows: list[str] = []  # row -> memory id
        self._vectors = np.zeros((0, dim), dtype=np.float32)
        self._alive = np.zeros(0, dtype=bool)
        self._tier = np.zeros(0, dtype=np.int8)
        self._kind = np.zeros(0, dtype=np.int32)
        self._kind_codes: dict[str, int] = {}
        self._row_of: dict[str, int] = {}
        self._memories: dict[str, Memory] = {}
        self._counts: Counter[str] = Counter()
        self.lexical = LexicalIndex()
        # BM25 over each memory's own text, as LanceDB's full-text search scores it (built on
        # the first text_search, then kept current)
        self._own: LexicalIndex | None = None
        # the last query, its similarities and the rows scanned for them (None: all)
        self._last_sims: tuple[np.ndarray, np.ndarray, np.ndarray | None] | None = None
        self._partitions: _Partitions | None = None
        # session id -> (created_at, text) of its newest episode, for the BM25 context
        self._last_episode: dict[str, tuple[datetime, str]] = {}
        self.add(sorted(memories, key=lambda m: m.created_at))

    # ---------------------------------------------------------------- changes
    @_locked
    def add(self, memories: Sequence[Memory]) -> None:
        """Index memories (dead ones are ignored; a known id is replaced)."""
        fresh = [m for m in memories if m.alive]
        known = [m.id for m in fresh if m.id in self._row_of]
        if known:
            self.remove(known)
        if not fresh:
            return
        start = len(self._rows)
        self._grow(start + len(fresh))
        end = start + len(fresh)
        self._vectors[start:end] = _unit_rows(fresh, self.dim)
        self._alive[start:end] = True
        self._tier[start:end] = [_TIER_CODE[m.tier] for m in fresh]
        codes = self._kind_codes
        self._kind[start:end] = [codes.setdefault(m.kind, len(codes)) for m in fresh]
        for row, memory in enumerate(fresh, start=start):
            self._rows.append(memory.id)
            self._row_of[memory.id] = row
            self._memories[memory.id] = memory
            self._counts[memory.tier] += 1
        self.lexical.add([self._with_context(m) for m in fresh])
        if self._own is not None:
            self._own.add([m.text for m in fresh])

    def _with_context(self, memory: Memory) -> str:
        """The text BM25 indexes: an episode's own text after the previous episode of its
        session, as a turn is rarely self-contained ("I bought it in Paris" answers the turn
        before it). On LoCoMo this lifted session R@10 from 93.1 to 93.9 (held out: 92.3 to
        93.4). Other memories are indexed by their own text."""
        if memory.tier != "episodic" or not memory.session_id:
            return memory.text
        before = self._last_episode.get(memory.session_id)
        if before is None or memory.created_at >= before[0]:
            self._last_episode[memory.session_id] = (memory.created_at, memory.text)
        if before is None or before[0] > memory.created_at:
            return memory.text
        return f"{before[1]} {memory.text}"

    @_locked
    def remove(self, ids: Iterable[str]) -> list[Memory]:
        """Drop memories (forgotten, superseded, deleted); returns those that were indexed."""
        gone: list[Memory] = []
        rows: list[int] = []
        for memory_id in ids:
            row = self._row_of.pop(memory_id, None)
            if row is None:
                continue
            memory = self._memories.pop(memory_id)
            self._counts[memory.tier] -= 1
            gone.append(memory)
            rows.append(row)
        if rows:
            self._alive[rows] = False
            self.lexical.remove(rows)
            if self._own is not None:
                self._own.remove(rows)
        return gone

    @_locked
    def update(self, memory: Memory) -> None:
        """Replace a memory by its changed version (re-indexing text and vector if they moved)."""
        old = self._memories.get(memory.id)
        if old is None or not memory.alive:
            self.remove([memory.id])
            self.add([memory])
            return
        vector_moved = (memory.vector is None) != (old.vector is None) or (
            memory.vector is not None and not np.array_equal(memory.vector, old.vector)
        )
        if memory.text != old.text or memory.tier != old.tier or vector_moved:
            self.remove([memory.id])
            self.add([memory])
        else:
            self._memories[memory.id] = memory

    @_locked
    def touch(self, ids: Iterable[str], now: datetime) -> list[Memory]:
        """Record a recall: access count + 1, last access ``now``; returns the changed memories
        (ids not indexed are skipped)."""
        touched = []
        for memory_id in dict.fromkeys(ids):
            memory = self._memories.get(memory_id)
            if memory is not None:
                memory = replace(memory, access_count=memory.access_count + 1, last_accessed_at=now)
                self._memories[memory_id] = memory
                touched.append(memory)
        return touched

    def _grow(self, size: int) -> None:
        capacity = self._vectors.shape[0]
        if size <= capacity:
            return
        capacity = max(size, 2 * capacity, 64)
        vectors = np.zeros((capacity, self.dim), dtype=np.float32)
        vectors[: len(self._rows)] = self._vectors[: len(self._rows)]
        alive = np.zeros(capacity, dtype=bool)
        alive[: len(self._rows)] = self._alive[: len(self._rows)]
        tier = np.zeros(capacity, dtype=np.int8)
        tier[: len(self._rows)] = self._tier[: len(self._rows)]
        kind = np.zeros(capacity, dtype=np.int32)
        kind[: len(self._rows)] = self._kind[: len(self._rows)]
        self._vectors, self._alive, self._tier, self._kind = vectors, alive, tier, kind

    # ---------------------------------------------------------------- reads
    def __len__(self) -> int:
        return len(self._memories)

    def __contains__(self, memory_id: object) -> bool:
        return memory_id in self._memories

    @_locked
    def get(self, memory_id: str) -> Memory | None:
        """The alive memory with this id, or ``None``."""
        return self._memories.get(memory_id)

    @_locked
    def count(self, tiers: Sequence[str] | None = None) -> int:
        """Alive memories in these tiers (all by default)."""
        if tiers is None:
            return len(self._memories)
        return sum(self._counts[t] for t in set(tiers))

    @_locked
    def memories(self, tiers: Sequence[str] | None = None) -> list[Memory]:
        """Alive memories of these tiers, oldest first (ties in insertion order)."""
        wanted = None if tiers is None else set(tiers)
        rows = sorted(self._row_of.values())
        found = [self._memories[self._rows[r]] for r in rows]
        if wanted is not None:
            found = [m for m in found if m.tier in wanted]
        return sorted(found, key=lambda m: m.created_at)

    @_locked
    def similarities(self, vector: np.ndarray) -> np.ndarray:
        """Cosine similarity of ``vector`` with every row (dead rows included; mask them).

        From :data:`PARTITION_MIN_ROWS` alive rows on, only the rows of the partitions nearest
        the query (and rows added since the partitions were made) are scanned; the others get
        :data:`UNSCANNED`. :meth:`exact` scores any rows exactly.

        A turn asks this for one query vector several times (retrieval, novelty, the gates'
        related memories): the last result is kept and extended over rows added since, as
        rows never change.
        """
        query = _unit(vector)
        n = len(self._rows)
        if query is None or n == 0:
            return np.zeros(n, dtype=np.float32)
        cached = self._last_sims
        with _one_thread():
            if cached is not None and cached[1].shape[0] <= n and np.array_equal(cached[0], query):
                done, scanned = cached[1].shape[0], cached[2]
                sims = cached[1]
                if done < n:
                    sims = np.concatenate([sims, self._vectors[done:n] @ query])
                    if scanned is not None:
                        scanned = np.concatenate([scanned, np.arange(done, n)])
            else:
                sims, scanned = self._scan(query, n)
        self._last_sims = (query, sims, scanned)
        return sims

    def _scanned_rows(self, sims: np.ndarray) -> np.ndarray | None:
        """Rows :meth:`similarities` scored for the query it last returned ``sims`` for
        (``None``: every row)."""
        cached = self._last_sims
        return cached[2] if cached is not None and cached[1] is sims else None

    @_locked
    def exact(self, vector: np.ndarray, rows: Sequence[int]) -> np.ndarray:
        """Cosine similarity of ``vector`` with these rows (always scanned)."""
        query = _unit(vector)
        if query is None or not len(rows):
            return np.zeros(len(rows), dtype=np.float32)
        with _one_thread():
            return self._vectors[np.asarray(rows, dtype=np.int64)] @ query

    def _scan(self, query: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray | None]:
        alive = int(self._alive[:n].sum())
        if alive < PARTITION_MIN_ROWS:
            self._partitions = None
            return self._vectors[:n] @ query, None
        parts = self._partitions
        if parts is None or parts.stale(n, alive):
            parts = self._partitions = _Partitions(self._vectors[:n], self._alive[:n])
        sims = np.full(n, UNSCANNED, dtype=np.float32)
        scanned = parts.scan(query, sims)
        sims[parts.rows : n] = self._vectors[parts.rows : n] @ query
        return sims, np.concatenate([scanned, np.arange(parts.rows, n)])

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
        keep = self._alive[rows]
        if tiers is not None:
            wanted = np.zeros(len(TIERS), dtype=bool)
            wanted[[_TIER_CODE[t] for t in tiers]] = True
            keep &= wanted[self._tier[rows]]
        if kinds is not None:
            codes = [self._kind_codes[k] for k in kinds if k in self._kind_codes]
            keep &= np.isin(self._kind[rows], codes)
        return rows[keep]

    @_locked
    def memory_at(self, row: int) -> Memory:
        """The memory indexed at ``row`` (alive rows only)."""
        return self._memories[self._rows[row]]

    @_locked
    def vector_search(
        self, vector: np.ndarray, *, k: int, tiers: Sequence[str] | None = None
    ) -> list[tuple[Memory, float]]:
        """Alive memories nearest to ``vector`` by cosine similarity, best first (exact below
        :data:`PARTITION_MIN_ROWS` alive rows, partitioned above)."""
        if not np.any(vector):
            return []
        sims = self.similarities(vector)
        rows = _top(sims, self._eligible(self._scanned_rows(sims), tiers), k)
        return [(self.memory_at(r), float(sims[r])) for r in rows]

    @_locked
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
        return [(self.memory_at(int(r)), float(s)) for r, s in zip(rows, scores, strict=True)]

    def _own_lexical(self) -> LexicalIndex:
        if self._own is None:
            own = LexicalIndex()
            texts = [self._memories[i].text if i in self._memories else "" for i in self._rows]
            own.add(texts)
            own.remove(np.flatnonzero(~self._alive[: len(self._rows)]).tolist())
            self._own = own
        return self._own

    @_locked
    def candidates(
        self,
        query: str,
        vector: np.ndarray | None,
        *,
        k: int,
        tiers: Sequence[str] | None = None,
        text: bool = True,
    ) -> tuple[list[Memory], np.ndarray, np.ndarray, list[str], list[str]]:
        """The top ``k`` alive memories by cosine and the top ``k`` by BM25, scored exactly.

        Args:
            query: the user's text (for BM25).
            vector: the query's embedding (``None`` or all zeros: no vector search).
            k: how many from each search.
            tiers: restrict to these tiers.
            text: run the BM25 search.

        Returns:
            ``(memories, similarities, bm25, vector_ids, text_ids)``: the union of both
            searches (vector hits first), every one with its cosine similarity and BM25 score,
            and each search's ids best first (for rank fusion).
        """
        n = len(self._rows)
        use_vector = vector is not None and bool(np.any(vector))
        sims = self.similarities(vector) if use_vector else np.zeros(n, dtype=np.float32)
        bm25 = self.lexical.scores(query) if text else np.zeros(n)
        by_vector, by_text = [], []
        if use_vector:
            by_vector = _top(sims, self._eligible(self._scanned_rows(sims), tiers), k)
        if text:
            by_text = _top(bm25, self._eligible(np.flatnonzero(bm25 > 0), tiers), k)
        rows = list(dict.fromkeys(by_vector + by_text))
        found = np.asarray(sims[rows], dtype=np.float64)
        unscanned = [i for i, s in enumerate(found) if s <= UNSCANNED]
        if unscanned:  # text hits outside the probed partitions: score them exactly
            found[unscanned] = self.exact(vector, [rows[i] for i in unscanned])
        by_id, ids = self._memories, self._rows
        return (
            [by_id[ids[r]] for r in rows],
            found,
            np.asarray(bm25[rows], dtype=np.float64),
            [self._rows[r] for r in by_vector],
            [self._rows[r] for r in by_text],
        )


class _Partitions:
    """An inverted-file partition of the vectors: k-means centroids and each one's rows.

    Built from the alive rows (k-means seeded, so the same yeast partitions the same way every
    run); a query scans the rows of the :data:`PROBE_SHARE` nearest partitions, whose vectors
    are copied here partition by partition so each scan reads one contiguous block. Rows added
    later are scanned every time until there are a quarter as many as were partitioned, or a
    third of the partitioned rows have died; then the partition is rebuilt.
    """

    def __init__(self, vectors: np.ndarray, alive: np.ndarray):
        self.rows = vectors.shape[0]
        self.alive = int(alive.sum())
        live = np.flatnonzero(alive)
        n_lists = max(1, int(np.sqrt(live.size)))
        rng = np.random.default_rng(0)
        sample = vectors[
            np.sort(rng.choice(live, size=min(live.size, 40 * n_lists), replace=False))
        ]
        centroids = sample[rng.choice(sample.shape[0], size=n_lists, replace=False)]
        for _ in range(8):  # Lloyd's iterations on the sample (spherical k-means)
            nearest = np.argmax(sample @ centroids.T, axis=1)
            sums = np.zeros_like(centroids)
            np.add.at(sums, nearest, sample)
            norms = np.linalg.norm(sums, axis=1, keepdims=True)
            filled = norms[:, 0] > 0
            centroids[filled] = sums[filled] / norms[filled]
        self.centroids = centroids
        assigned = np.empty(live.size, dtype=np.int64)
        for start in range(0, live.size, 16_384):  # bounded temporary memory
            block = vectors[live[start : start + 16_384]]
            assigned[start : start + block.shape[0]] = np.argmax(block @ centroids.T, axis=1)
        order = np.argsort(assigned, kind="stable")
        self.bounds = np.searchsorted(assigned[order], np.arange(n_lists + 1))
        self.members = live[order]  # rows, partition after partition
        self.block = vectors[self.members]  # their vectors, in the same order
        self.probes = min(n_lists, max(MIN_PROBES, int(np.ceil(PROBE_SHARE * n_lists))))

    def stale(self, rows: int, alive: int) -> bool:
        """Too many rows added or removed since the partition was built."""
        return (rows - self.rows) * 4 > self.rows or alive * 3 < (self.alive * 2)

    def scan(self, query: np.ndarray, sims: np.ndarray) -> np.ndarray:
        """Write into ``sims`` the similarity of the rows of the partitions nearest ``query``;
        returns those rows."""
        chosen = np.argpartition(-(self.centroids @ query), self.probes - 1)[: self.probes]
        scanned = []
        for i in chosen:
            lo, hi = self.bounds[i], self.bounds[i + 1]
            if hi > lo:
                sims[self.members[lo:hi]] = self.block[lo:hi] @ query
                scanned.append(self.members[lo:hi])
        return np.concatenate(scanned) if scanned else np.zeros(0, dtype=np.int64)


class ChunkIndex:
    """The document chunks of a store, searched in process as the memories are.

    Ingesting changes the chunks rarely; a turn with documents on searches them every time, and
    a LanceDB hybrid query cost that turn ~45 ms (290 chunks). The chunks are read once (and
    again after an ingest or another process's write) into a normalised vector matrix and a
    :class:`~yeastlab.core.lexical.LexicalIndex`, and searched exactly: every chunk's cosine
    similarity and BM25 score are computed for each query.

    Args:
        dim: the embedder's dimension.
        chunks: every chunk of the store (with vectors).
    """

    def __init__(self, dim: int, chunks: Sequence[Chunk]):
        self.chunks = list(chunks)
        self._vectors = _unit_rows(self.chunks, dim)
        self.lexical = LexicalIndex()
        self.lexical.add([c.text for c in self.chunks])

    def __len__(self) -> int:
        return len(self.chunks)

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
        n = len(self.chunks)
        query = _unit(vector) if vector is not None and mode != "fts" else None
        sims, bm25 = np.zeros(n, dtype=np.float32), np.zeros(n)
        by_vector: list[int] = []
        by_text: list[int] = []
        if query is not None and n:
            with _one_thread():
                sims = self._vectors @ query
            by_vector = _top(sims, np.arange(n), k)
        if terms and mode != "vector":
            bm25 = self.lexical.scores(terms)
            by_text = _top(bm25, np.flatnonzero(bm25 > 0), k)
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
