"""The learned safety judge: two readings of the embedder's vector, beside the word rules.

The rules of :mod:`yeastlab.cognition.safety` find the *structure* of an attack and miss new
wording ("take the bouncer off the door of your memory"). This judge reads meaning instead,
from the embedder's query vectors of the labelled texts in ``yeastlab/data/safety_judge.json``
(injection attempts of eleven families; benign look-alikes that borrow their words; ordinary
messages and chat between friends), written by ``benchmarks/safety_judge_data.py``, plus the
calibration reference set's sentences (:func:`yeastlab.backends.calibration.reference_texts`)
as more ordinary text. A message fires the judge when **both** readings say "attempt":

- a **linear model** (class-balanced logistic regression, numpy) over the vector, centred on
  the data's mean: it generalises along the direction attempts differ from benign text, but
  extrapolates wildly on text unlike anything it was fitted on (friendly chat read as attacks
  when it had seen none);
- a **neighbourhood margin**: the mean cosine of the ten nearest attempts minus that of the ten
  nearest benign texts; it is local, so text far from every attempt never fires.

**Calibrated per embedder, on families the fit never saw.** Each attempt family is held out in
turn, with a share of the benign texts; the readings fitted on the rest score them. The two
thresholds are the pair, among quantiles of the held-out benign scores, that blocks the most
held-out attempts while letting through all but :data:`MAX_FALSE` of each kind of benign text
(look-alikes, ordinary). The held-out attempt recall at that pair is kept with the model
(``lofo_recall``); a judge below :data:`MIN_RECALL` is not used. Vectors mean a different
thing under each embedder, so the judge is fitted for the embedder in use the first time it
is asked for, memoised for the process and written to a cache file keyed by the embedder's
name and the data's digest (:func:`cache_dir`). The
judges of the default and the hashing embedders ship fitted
(``yeastlab/data/safety_judge-<embedder>.npz``), so a
yeast's first turn does not embed the data. A turn's query vector is reused (:func:`judge`'s
``vector``): judging costs a dot product with about 2,400 stored vectors.

The gate (:func:`yeastlab.cognition.gates.safety_heuristic`) refuses when a rule *or* this judge
fires; the judge never approves what a rule refused.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import threading
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
from threadpoolctl import threadpool_limits

from yeastlab.backends.calibration import reference_texts
from yeastlab.backends.embedders import HashingEmbedder, embed_queries, make_embedder

__all__ = ["JudgeModel", "Judgement", "judge", "model_for", "examples", "train", "cache_dir"]

#: Held-out benign texts of each kind the calibrated thresholds may let fire, at most.
MAX_FALSE = {"lookalike": 0.01, "ordinary": 0.001}
#: A judge whose calibrated held-out recall is below this is not used: it cannot read the
#: embedder's vectors (the hashing embedder, a bag of words, reaches 2 %).
MIN_RECALL = 0.3
#: Cosine at which a message is a near-copy of one of the data's benign texts (the onboarding
#: prompts, say): the judge does not overrule its own labels.
KNOWN = 0.99
#: Neighbours on each side of the margin.
K = 10
L2 = 1e-3
STEPS = 500
#: Format of the fitted file; a change refits.
VERSION = 2
_GRID = np.linspace(0.80, 1.0, 41)


@dataclass(frozen=True)
class Judgement:
    """The judge's reading of one message: the linear score (log-odds of "attempt") and the
    neighbourhood margin, each with its calibrated threshold; it fires when both reach theirs."""

    score: float
    margin: float
    score_at: float
    margin_at: float
    usable: bool = True
    known_benign: bool = False  # a near-copy of a benign text of the data never fires

    @property
    def fired(self) -> bool:
        reads = self.score >= self.score_at and self.margin >= self.margin_at
        return self.usable and reads and not self.known_benign


@dataclass(frozen=True)
class JudgeModel:
    """A fitted judge for one embedder (see the module docstring)."""

    embedder: str
    digest: str
    mean: np.ndarray
    weights: np.ndarray
    bias: float
    vectors: np.ndarray  # the labelled texts' vectors, L2-normalised
    labels: np.ndarray
    score_at: float
    margin_at: float
    lofo_recall: float

    def read(self, vectors: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Linear scores and neighbourhood margins of the rows of ``vectors``."""
        v = np.atleast_2d(np.asarray(vectors, dtype=np.float32))
        score = _centred(v, self.mean) @ self.weights + self.bias
        return score, _margin(_unit(v) @ self.vectors.T, self.labels)


@cache
def examples() -> tuple[tuple[str, ...], np.ndarray, tuple[str, ...]]:
    """``(texts, labels, families)`` of the shipped data plus the reference set (ordinary)."""
    raw = resources.files("yeastlab").joinpath("data/safety_judge.json").read_text("utf-8")
    rows = json.loads(raw)["texts"]
    extra = reference_texts()
    texts = tuple(r[0] for r in rows) + tuple(extra)
    labels = np.array([r[1] for r in rows] + [0] * len(extra), dtype=np.float64)
    families = tuple(r[2] for r in rows) + ("ordinary",) * len(extra)
    return texts, labels, families


@cache
def digest() -> str:
    """What a fitted judge depends on besides the embedder: the data and the settings."""
    texts, labels, _ = examples()
    blob = json.dumps([texts, labels.tolist(), MAX_FALSE, K, L2, STEPS, VERSION])
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def _unit(v: np.ndarray) -> np.ndarray:
    return v / np.maximum(np.linalg.norm(v, axis=1, keepdims=True), 1e-12)


def _centred(vectors: np.ndarray, mean: np.ndarray) -> np.ndarray:
    """Rows minus the data's mean, L2-normalised: the direction each text differs in from the
    average text (one embedder's raw cosines crowd into a narrow band)."""
    return _unit(np.asarray(vectors, dtype=np.float64) - mean)


def _margin(similarities: np.ndarray, labels: np.ndarray) -> np.ndarray:
    """Mean cosine of the ``K`` nearest attempts minus that of the ``K`` nearest benign texts."""
    top = [np.sort(similarities[:, labels == side], axis=1)[:, -K:].mean(axis=1) for side in (1, 0)]
    return top[0] - top[1]


def _fit(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, float]:
    """Class-balanced, L2-regularised logistic regression by gradient descent (convex: the
    result depends on no seed)."""
    weight = np.where(y == 1, 0.5 / max(y.sum(), 1), 0.5 / max((1 - y).sum(), 1))
    w, b = np.zeros(x.shape[1]), 0.0
    for _ in range(STEPS):
        p = 1.0 / (1.0 + np.exp(-(x @ w + b)))
        g = (p - y) * weight
        w -= x.T @ g + L2 * w
        b -= float(g.sum())
    return w, b


def held_out_readings(
    x: np.ndarray, unit: np.ndarray, y: np.ndarray, families: tuple[str, ...]
) -> tuple[np.ndarray, np.ndarray]:
    """Each text's two readings by a judge fitted without its family (benign texts: without
    their fold, dealt round-robin into as many folds as there are attempt families)."""
    names = sorted({f for f, label in zip(families, y, strict=True) if label == 1})
    kinds = np.array(families)
    fold = np.full(len(y), -1)
    benign = np.flatnonzero(y == 0)
    fold[benign] = np.arange(len(benign)) % len(names)
    score, margin = np.zeros(len(y)), np.zeros(len(y))
    for i, name in enumerate(names):
        test = (fold == i) | (kinds == name)
        w, b = _fit(x[~test], y[~test])
        score[test] = x[test] @ w + b
        margin[test] = _margin(unit[test] @ unit[~test].T, y[~test])
    return score, margin


def calibrate(
    score: np.ndarray, margin: np.ndarray, y: np.ndarray, families: tuple[str, ...]
) -> tuple[float, float, float]:
    """``(score_at, margin_at, recall)``: the threshold pair, among quantiles of the benign
    held-out readings, that blocks the most held-out attempts while at most :data:`MAX_FALSE`
    of each kind of benign text fires (ties: the stricter pair)."""
    kinds = np.array(families)
    benign = y == 0
    best = (-1.0, 0.0, 0.0, 0.0)
    for s_at in np.unique(np.quantile(score[benign], _GRID)):
        for m_at in np.unique(np.quantile(margin[benign], _GRID)):
            fired = (score >= s_at) & (margin >= m_at)
            if any(np.mean(fired[kinds == k]) > cap for k, cap in MAX_FALSE.items()):
                continue
            recall = float(np.mean(fired[y == 1]))
            key = (recall, s_at + m_at)
            if key > (best[0], best[1] + best[2]):
                best = (recall, float(s_at), float(m_at), recall)
    return best[1], best[2], max(best[3], 0.0)


def train(embedder: Any, vectors: np.ndarray | None = None) -> JudgeModel:
    """Fit and calibrate the judge for ``embedder`` (``vectors``: the examples' query vectors
    under it, when already computed)."""
    texts, y, families = examples()
    if vectors is None:
        vectors = embed_queries(embedder, list(texts))
    raw = np.asarray(vectors, dtype=np.float64)
    mean = raw.mean(axis=0)
    x, unit = _centred(raw, mean), _unit(raw)
    # thousands of small products: one BLAS thread (threads fighting on a busy machine made
    # each step 25 times slower)
    with threadpool_limits(limits=1, user_api="blas"):
        readings = held_out_readings(x, unit, y, families)
        w, b = _fit(x, y)
    score_at, margin_at, recall = calibrate(*readings, y, families)
    return JudgeModel(
        name_of(embedder),
        digest(),
        mean,
        w,
        b,
        unit.astype(np.float32),
        y.astype(np.int8),
        score_at,
        margin_at,
        recall,
    )


def name_of(embedder: Any) -> str:
    """The name a fitted judge is kept under."""
    return str(getattr(embedder, "name", type(embedder).__name__))


def cache_dir() -> Path:
    """Where fitted judges are kept between processes: ``$YEASTLAB_CACHE`` or
    ``~/.cache/yeastlab``."""
    return Path(os.environ.get("YEASTLAB_CACHE") or Path.home() / ".cache" / "yeastlab")


def file_name(name: str) -> str:
    """The fitted file's name for embedder ``name``."""
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in name)
    return f"safety_judge-{safe}.npz"


def save(model: JudgeModel, path: Path) -> None:
    """Write ``model`` to ``path`` (vectors as float16: cosines move by < 1e-3; none for a
    judge below :data:`MIN_RECALL`, which is never used)."""
    usable = model.lofo_recall >= MIN_RECALL
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.stem}.{os.getpid()}.tmp.npz")
    np.savez_compressed(
        tmp,
        digest=np.array(model.digest),
        mean=model.mean.astype(np.float32),
        weights=model.weights.astype(np.float32),
        vectors=model.vectors[: len(model.vectors) if usable else 0].astype(np.float16),
        labels=model.labels[: len(model.labels) if usable else 0],
        numbers=np.array([model.bias, model.score_at, model.margin_at, model.lofo_recall]),
    )
    os.replace(tmp, path)


def load(source: Any, name: str) -> JudgeModel | None:
    """The judge in ``source`` (a path or package resource) if it was fitted on today's data
    and settings (:func:`digest`), else ``None``."""
    try:
        with source.open("rb") as handle, np.load(handle) as f:
            if str(f["digest"]) != digest():
                return None
            bias, score_at, margin_at, recall = (float(v) for v in f["numbers"])
            return JudgeModel(
                name,
                digest(),
                f["mean"].astype(np.float64),
                f["weights"].astype(np.float64),
                bias,
                f["vectors"].astype(np.float32),
                f["labels"],
                score_at,
                margin_at,
                recall,
            )
    except (OSError, KeyError, ValueError):
        return None  # absent, unreadable or stale: fitted again


_SHIPPED_HASHING = {"hashing-256"}
_MODELS: dict[str, JudgeModel] = {}
_LOCK = threading.Lock()


def model_for(embedder: Any) -> JudgeModel:
    """The judge for ``embedder`` (an embedder or its name): memoised, else the shipped one,
    else the cache file's, else fitted now and written to the cache file."""
    embedder = make_embedder(embedder) if isinstance(embedder, str) else embedder
    name = name_of(embedder)
    with _LOCK:
        if name in _MODELS:
            return _MODELS[name]
        shipped = resources.files("yeastlab").joinpath("data", file_name(name))
        cached = cache_dir() / file_name(name)
        model = load(shipped, name) or load(cached, name)
        if model is None:
            model = train(embedder)
            with contextlib.suppress(OSError):  # a read-only home: fitted again next process
                save(model, cached)
        _MODELS[name] = model
        return model


def judge(text: str, embedder: Any, vector: np.ndarray | None = None) -> Judgement:
    """The judge's reading of ``text``; ``vector`` is its query vector under ``embedder`` when
    the caller has it (a turn does), so nothing is embedded again."""
    embedder = make_embedder(embedder) if isinstance(embedder, str) else embedder
    if isinstance(embedder, HashingEmbedder) and embedder.name not in _SHIPPED_HASHING:
        # a bag of words of any width: the shipped hashing-256 judge shows it cannot read
        # attempts (calibrated recall 2 %); never fitted again for another width
        return Judgement(0.0, 0.0, 0.0, 0.0, usable=False)
    model = model_for(embedder)
    if model.lofo_recall < MIN_RECALL:
        return Judgement(0.0, 0.0, model.score_at, model.margin_at, usable=False)
    if vector is None:
        vector = embed_queries(embedder, [text])[0]
    score, margin = model.read(vector)
    benign = model.vectors[model.labels == 0]
    nearest = float(np.max(benign @ _unit(np.atleast_2d(vector).astype(np.float32))[0]))
    return Judgement(
        round(float(score[0]), 4),
        round(float(margin[0]), 4),
        round(model.score_at, 4),
        round(model.margin_at, 4),
        model.lofo_recall >= MIN_RECALL,
        nearest >= KNOWN,
    )
