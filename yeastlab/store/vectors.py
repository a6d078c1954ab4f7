"""The vectors of the in-process memory index: one float32 matrix, scored by cosine similarity.

:class:`VectorRows` keeps each row's vector as stored (so a memory handed out carries the very
vector LanceDB holds) in a single matrix, with each row's norm beside it; a cosine similarity is
the dot product divided by the norm. Rows are numbered in the order the index gives them; where
a row's vector sits in the matrix (its *position*) is kept in a permutation, so that:

* a store read from LanceDB in scan order is not copied into creation order;
* from :data:`PARTITION_MIN_ROWS` alive rows on, the vectors are laid out partition by partition
  of a k-means inverted file (:class:`_Partitions`) *in place*: a query scans the contiguous
  blocks of the nearest partitions, and no second copy of the vectors is kept for it.

The matrix grows in place (``ndarray.resize``: the allocator extends the mapping, nothing is
copied) by an eighth at a time, so capacity never holds more than an eighth more than the rows.
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

__all__ = [
    "MIN_PROBES",
    "PARTITION_MIN_ROWS",
    "PROBE_SHARE",
    "UNSCANNED",
    "VectorRows",
    "grow",
    "mapped_blocks",
    "return_free_memory",
]

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
#: Rows normalised at a time while partitioning (bounded temporary memory).
_CHUNK = 4_096
#: The most room an array grown by :func:`grow` keeps beyond its rows, in bytes.
_MAX_SLACK = 2 << 20
#: glibc's ``mallopt`` parameter, and the block size from which blocks are mapped on their own
#: while a store is loaded (:func:`mapped_blocks`), and after (glibc's own upper bound).
_M_MMAP_THRESHOLD = -3
_LOADING_THRESHOLD = 256 << 10
_LOADED_THRESHOLD = 32 << 20


@functools.cache
def _libc() -> Any:
    try:
        return ctypes.CDLL("libc.so.6") if sys.platform.startswith("linux") else None
    except OSError:  # not glibc (musl, …)
        return None


def return_free_memory() -> None:
    """Hand the C heap's free pages back to the system (glibc's ``malloc_trim``).

    Reading a whole table frees as much as it keeps (LanceDB's read buffers, Arrow batches, the
    columns' temporary Python values), scattered among what is kept, and so does partitioning
    (blocks of normalised rows); glibc holds on to those pages (83 MB of the 650 MB after
    loading 100k memories) until asked.
    """
    libc = _libc()
    if libc is not None and hasattr(libc, "malloc_trim"):
        libc.malloc_trim(0)


@contextlib.contextmanager
def mapped_blocks() -> Iterator[None]:
    """While a store is loaded, blocks of 256 KB and more get a mapping of their own, given back
    to the system when freed.

    glibc raises its mapping threshold each time a mapped block is freed, so the reader's
    batches (1.5 MB of vectors each) came from the heap after the first one, where what the
    index keeps (postings, columns) was laid out among them and pinned free pages between:
    55 MB of free heap after loading 100k memories, the peak 15–40 MB higher, varying run to
    run. Afterwards the threshold is glibc's upper bound (32 MB), as its adaptive threshold
    would reach: a turn's temporaries come from the heap, not from fresh mappings.
    """
    libc = _libc()
    if libc is None or not hasattr(libc, "mallopt"):
        yield
        return
    libc.mallopt(_M_MMAP_THRESHOLD, _LOADING_THRESHOLD)
    try:
        yield
    finally:
        libc.mallopt(_M_MMAP_THRESHOLD, _LOADED_THRESHOLD)


def grow(owner: object, name: str, size: int) -> None:
    """Give the array ``owner.<name>`` room for at least ``size`` rows: resized in place (the
    allocator remaps a large block, nothing is copied) when nothing else refers to it, else
    copied into a larger array."""
    rows = getattr(owner, name).shape[0]
    if size <= rows:
        return
    # an eighth more, but never more than _MAX_SLACK bytes of (zero-filled, resident) room: the
    # 100k-row vector matrix kept 13.5 MB of unused rows
    row_bytes = getattr(owner, name).itemsize * int(np.prod(getattr(owner, name).shape[1:]))
    capacity = max(size, rows + min(rows // 8, max(64, _MAX_SLACK // row_bytes)), 64)
    try:  # no local reference may be held here, or numpy's reference check refuses
        getattr(owner, name).resize((capacity, *getattr(owner, name).shape[1:]), refcheck=True)
    except ValueError:  # a view of it is alive somewhere: copy instead, with more room
        old = getattr(owner, name)
        capacity = max(size, 2 * rows, 64)
        bigger = np.zeros((capacity, *old.shape[1:]), dtype=old.dtype)
        bigger[:rows] = old
        setattr(owner, name, bigger)


def _permute_rows(matrix: np.ndarray, source: np.ndarray) -> None:
    """In place, with one row of scratch memory: row ``p`` of ``matrix`` becomes the old row
    ``source[p]`` for every ``p < len(source)`` (``source`` a permutation of its indices)."""
    n = len(source)
    done = source == np.arange(n)
    src = source.tolist()
    scratch = np.empty(matrix.shape[1:], dtype=matrix.dtype)
    for start in np.flatnonzero(~done).tolist():
        if done[start]:
            continue
        scratch[...] = matrix[start]
        p = start
        while True:  # follow the cycle through ``start``
            done[p] = True
            s = src[p]
            if s == start:
                matrix[p] = scratch
                break
            matrix[p] = matrix[s]
            p = s


@dataclass(frozen=True)
class _Partitions:
    """A k-means inverted file of the first ``rows`` rows, laid out in the matrix: positions
    ``bounds[i]:bounds[i + 1]`` hold partition ``i``'s rows (those alive when it was built);
    the rows dead then follow, and rows added later sit at their own position (``row``)."""

    centroids: np.ndarray
    bounds: np.ndarray
    probes: int
    rows: int
    alive: int

    def stale(self, rows: int, alive: int) -> bool:
        """Too many rows added or removed since the partition was built."""
        return (rows - self.rows) * 4 > self.rows or alive * 3 < (self.alive * 2)


class VectorRows:
    """Vectors by row, as stored, in one float32 matrix (see the module docstring).

    Not thread-safe: :class:`~yeastlab.store.index.MemoryIndex` calls it under its lock.

    Args:
        dim: the vectors' dimension.
    """

    def __init__(self, dim: int):
        self.dim = dim
        self._n = 0
        self._data = np.zeros((0, dim), dtype=np.float32)  # by position
        # by position, beside the vectors: the norm (1 for a zero vector), and whether the
        # record had a vector at all
        self._div = np.zeros(0, dtype=np.float32)
        self._has = np.zeros(0, dtype=bool)
        self._pos = np.zeros(0, dtype=np.int64)  # row -> position
        self._row_at = np.zeros(0, dtype=np.int64)  # position -> row
        self._partitions: _Partitions | None = None

    def __len__(self) -> int:
        return self._n

    @property
    def nbytes(self) -> int:
        """Bytes held (capacity included)."""
        arrays = (self._data, self._div, self._has, self._pos, self._row_at)
        return sum(a.nbytes for a in arrays)

    def append(self, block: np.ndarray, present: np.ndarray | None = None) -> None:
        """Add rows ``len(self)…``: ``block`` holds their vectors (zeros for rows without one,
        marked False in ``present``)."""
        block = np.asarray(block, dtype=np.float32).reshape(-1, self.dim)
        start, end = self._n, self._n + block.shape[0]
        for name in ("_data", "_div", "_has", "_pos", "_row_at"):
            if end > getattr(self, name).shape[0]:
                grow(self, name, end)
        self._data[start:end] = block
        # np.linalg.norm's own sum for real rows, without its checks (a single add's largest
        # cost here); the same float32 result
        norms = np.sqrt(np.add.reduce(block * block, axis=1))
        self._div[start:end] = np.where(norms == 0, 1.0, norms)
        self._has[start:end] = True if present is None else present
        if end - start == 1:
            self._pos[start] = self._row_at[start] = start
        else:
            self._pos[start:end] = self._row_at[start:end] = np.arange(start, end)
        self._n = end

    def relabel(self, order: np.ndarray) -> None:
        """Renumber the rows without moving a vector: row ``r`` becomes the row that was
        ``order[r]`` (before any partition is built: the index orders a store it has read)."""
        if self._partitions is not None:
            raise RuntimeError("relabel() before the rows are partitioned")
        order = np.asarray(order, dtype=np.int64)
        n = self._n
        self._pos[:n] = self._pos[:n][order]
        self._row_at[self._pos[:n]] = np.arange(n)

    def vector(self, row: int) -> np.ndarray | None:
        """Row ``row``'s vector as stored (a copy), or ``None`` if its record had none."""
        at = self._pos[row]
        return self._data[at].copy() if self._has[at] else None

    def vectors(self, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """These rows' vectors as stored (a new array; zeros where a record had none) and
        which rows had one."""
        at = self._pos[np.asarray(rows, dtype=np.int64)]
        return self._data[at], self._has[at]

    def unit(self, rows: np.ndarray) -> np.ndarray:
        """These rows' vectors scaled to unit length (as ``normalize_rows`` scales them)."""
        at = self._pos[rows]
        block = self._data[at]
        block /= self._div[at, None]  # in place: the gather is already a copy
        return block

    def exact(self, query: np.ndarray, rows: np.ndarray) -> np.ndarray:
        """Cosine similarity of the unit vector ``query`` with these rows."""
        at = self._pos[np.asarray(rows, dtype=np.int64)]
        return (self._data[at] @ query) / self._div[at]

    def scan(
        self, query: np.ndarray, alive: np.ndarray, min_rows: int = PARTITION_MIN_ROWS
    ) -> tuple[np.ndarray, np.ndarray | None]:
        """Cosine similarity of the unit vector ``query`` with every row (``alive``: one boolean
        per row); from ``min_rows`` alive rows on only the rows of the nearest partitions and
        those added since are scanned, the others get :data:`UNSCANNED`.

        Returns:
            ``(similarities, scanned rows)`` (``None``: every row was scanned).
        """
        n = self._n
        live = int(np.count_nonzero(alive[:n]))  # a sixth of sum()'s time over 100k rows
        if live < min_rows:
            self._partitions = None
            sims = self._data[:n] @ query
            return np.divide(sims, self._div[:n], out=sims)[self._pos[:n]], None
        parts = self._partitions
        if parts is None or parts.stale(n, live):
            parts = self._partitions = self._partition(alive[:n])
        sims = np.full(n, UNSCANNED, dtype=np.float32)
        chosen = np.argpartition(-(parts.centroids @ query), parts.probes - 1)[: parts.probes]
        scanned = []
        for i in chosen:
            lo, hi = parts.bounds[i], parts.bounds[i + 1]
            if hi > lo:
                rows = self._row_at[lo:hi]
                sims[rows] = (self._data[lo:hi] @ query) / self._div[lo:hi]
                scanned.append(rows)
        sims[parts.rows : n] = (self._data[parts.rows : n] @ query) / self._div[parts.rows : n]
        scanned.append(np.arange(parts.rows, n))
        return sims, np.concatenate(scanned)

    def _partition(self, alive: np.ndarray) -> _Partitions:
        """Cluster the alive rows (k-means, seeded: the same yeast partitions the same way every
        run) and lay the matrix out partition after partition, in place."""
        n = self._n
        live = np.flatnonzero(alive)
        n_lists = max(1, int(np.sqrt(live.size)))
        rng = np.random.default_rng(0)
        sample = self.unit(
            np.sort(rng.choice(live, size=min(live.size, 40 * n_lists), replace=False))
        )
        centroids = sample[rng.choice(sample.shape[0], size=n_lists, replace=False)]
        for _ in range(8):  # Lloyd's iterations on the sample (spherical k-means)
            nearest = np.argmax(sample @ centroids.T, axis=1)
            sums = np.zeros_like(centroids)
            np.add.at(sums, nearest, sample)
            norms = np.linalg.norm(sums, axis=1, keepdims=True)
            filled = norms[:, 0] > 0
            centroids[filled] = sums[filled] / norms[filled]
        del sample
        assigned = np.empty(live.size, dtype=np.int64)
        for start in range(0, live.size, _CHUNK):
            block = self.unit(live[start : start + _CHUNK])
            assigned[start : start + block.shape[0]] = np.argmax(block @ centroids.T, axis=1)
        order = np.argsort(assigned, kind="stable")
        bounds = np.searchsorted(assigned[order], np.arange(n_lists + 1))
        # rows, partition after partition, then the dead ones
        layout = np.concatenate([live[order], np.flatnonzero(~alive)])
        source = self._pos[layout]
        _permute_rows(self._data, source)
        self._div[:n], self._has[:n] = self._div[source], self._has[source]
        self._row_at[:n] = layout
        self._pos[layout] = np.arange(n)
        probes = min(n_lists, max(MIN_PROBES, int(np.ceil(PROBE_SHARE * n_lists))))
        return_free_memory()
        return _Partitions(centroids, bounds, probes, rows=n, alive=int(live.size))
