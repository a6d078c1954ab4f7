"""The arithmetic of a learned judge (:mod:`yeastlab.cognition.learned_judge`): the linear
reading and its fit, the neighbourhood margin, the folds that hold each positive family out
whole, and the calibration of the two thresholds on what those folds read.

Why a module of its own: these are pure functions of arrays (no embedder, no files, no data),
the part a test checks with numbers alone; the judge module keeps what a yeast asks of a judge
(its data, its per-embedder fits, shipped, cached or fitted on first use, and the verdict).
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

__all__ = ["calibrate", "centred", "fit", "folds", "held_out_readings", "margin", "unit"]

#: Quantiles of the benign held-out readings tried as thresholds.
_GRID = np.linspace(0.80, 1.0, 41)


def unit(v: np.ndarray) -> np.ndarray:
    """Rows L2-normalised."""
    return v / np.maximum(np.linalg.norm(v, axis=1, keepdims=True), 1e-12)


def centred(vectors: np.ndarray, mean: np.ndarray) -> np.ndarray:
    """Rows minus the data's mean, L2-normalised: the direction each text differs in from the
    average text (one embedder's raw cosines crowd into a narrow band)."""
    return unit(np.asarray(vectors, dtype=np.float64) - mean)


def margin(similarities: np.ndarray, labels: np.ndarray, k: int = 10) -> np.ndarray:
    """Mean cosine of the ``k`` nearest positives minus that of the ``k`` nearest benign texts."""
    top = [np.sort(similarities[:, labels == side], axis=1)[:, -k:].mean(axis=1) for side in (1, 0)]
    return top[0] - top[1]


def fit(
    x: np.ndarray, y: np.ndarray, l2: float = 1e-3, steps: int = 500
) -> tuple[np.ndarray, float]:
    """Class-balanced, L2-regularised logistic regression by gradient descent (convex: the
    result depends on no seed)."""
    weight = np.where(y == 1, 0.5 / max(y.sum(), 1), 0.5 / max((1 - y).sum(), 1))
    w, b = np.zeros(x.shape[1]), 0.0
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(x @ w + b)))
        g = (p - y) * weight
        w -= x.T @ g + l2 * w
        b -= float(g.sum())
    return w, b


def held_out_readings(
    x: np.ndarray,
    unit_vectors: np.ndarray,
    y: np.ndarray,
    families: tuple[str, ...],
    k: int = 10,
    l2: float = 1e-3,
    steps: int = 500,
) -> tuple[np.ndarray, np.ndarray]:
    """Each text's two readings by a judge fitted without its family (:func:`folds`)."""
    score, near = np.zeros(len(y)), np.zeros(len(y))
    for test in folds(y, families):
        w, b = fit(x[~test], y[~test], l2, steps)
        score[test] = x[test] @ w + b
        near[test] = margin(unit_vectors[test] @ unit_vectors[~test].T, y[~test], k)
    return score, near


def folds(y: np.ndarray, families: tuple[str, ...]) -> list[np.ndarray]:
    """Masks of the texts held out together: each positive family whole, with one fold of the
    benign texts (dealt round-robin into as many folds as there are positive families)."""
    names = sorted({f for f, label in zip(families, y, strict=True) if label == 1})
    kinds = np.array(families)
    fold = np.full(len(y), -1)
    benign = np.flatnonzero(y == 0)
    fold[benign] = np.arange(len(benign)) % len(names)
    return [(fold == i) | (kinds == name) for i, name in enumerate(names)]


def calibrate(
    score: np.ndarray,
    near: np.ndarray,
    y: np.ndarray,
    families: tuple[str, ...],
    max_false: Mapping[str, float],
) -> tuple[float, float, float]:
    """``(score_at, margin_at, recall)``: the threshold pair, among quantiles of the benign
    held-out readings, that fires on the most held-out positives while at most ``max_false`` of
    each kind of benign text fires (ties: the stricter pair)."""
    kinds = np.array(families)
    benign = y == 0
    best = (-1.0, 0.0, 0.0, 0.0)
    for s_at in np.unique(np.quantile(score[benign], _GRID)):
        for m_at in np.unique(np.quantile(near[benign], _GRID)):
            fired = (score >= s_at) & (near >= m_at)
            if any(np.mean(fired[kinds == k]) > cap for k, cap in max_false.items()):
                continue
            recall = float(np.mean(fired[y == 1]))
            key = (recall, s_at + m_at)
            if key > (best[0], best[1] + best[2]):
                best = (recall, float(s_at), float(m_at), recall)
    return best[1], best[2], max(best[3], 0.0)
