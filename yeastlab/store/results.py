"""What the store's searches return: frozen records, not tuples.

Scores are those of the search that found the item: a cosine similarity or a BM25 score for a
single search; ``{"similarity", "bm25", "rrf"}`` for a fused one (0 for a signal that did not
find the item).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import numpy as np

from yeastlab.core.records import Chunk, Memory

__all__ = ["CandidateSet", "ChunkMatch", "HybridMatch", "MemoryMatch"]


@dataclass(frozen=True)
class MemoryMatch:
    """A memory found by one search, with its score (cosine similarity or BM25)."""

    memory: Memory
    score: float


@dataclass(frozen=True)
class HybridMatch:
    """A memory found by a fused search, with its ``similarity``, ``bm25`` and ``rrf`` scores."""

    memory: Memory
    scores: Mapping[str, float]


@dataclass(frozen=True)
class ChunkMatch:
    """A document chunk found by a search, with its ``similarity``, ``bm25`` and ``rrf`` scores."""

    chunk: Chunk
    scores: Mapping[str, float]


@dataclass(frozen=True, eq=False)
class CandidateSet:
    """Candidates for ranking from the in-process index: the union of the top memories by
    cosine similarity and by BM25 (vector hits first), every one scored exactly by both.

    Args:
        memories: the candidates.
        similarity: each candidate's cosine similarity to the query.
        bm25: each candidate's BM25 score.
        by_vector: the vector search's ids, best first (for rank fusion).
        by_text: the text search's ids, best first.
        signals: the candidates' ranking signals as arrays (:mod:`yeastlab.store.signals`),
            or ``None``: read them from the records.
    """

    memories: tuple[Memory, ...]
    similarity: np.ndarray = field(repr=False)
    bm25: np.ndarray = field(repr=False)
    by_vector: tuple[str, ...] = ()
    by_text: tuple[str, ...] = ()
    signals: Mapping[str, np.ndarray] | None = field(default=None, repr=False)
