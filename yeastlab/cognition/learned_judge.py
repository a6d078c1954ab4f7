"""A learned judge: two readings of the embedder's vector of a message, fitted on labelled texts
and calibrated per embedder on families the fit never saw.

Word and structure rules find the *form* of what they look for and miss new wording; a learned
judge reads meaning instead, from the embedder's query vectors of labelled texts (``label`` 1:
what the judge looks for, of several families; 0: benign texts, of kinds such as look-alikes
that borrow its words and ordinary messages). A message fires the judge when **both** readings
say "yes":

- a **linear model** (class-balanced logistic regression, numpy) over the vector, centred on
  the data's mean: it generalises along the direction positives differ from benign text, but
  extrapolates wildly on text unlike anything it was fitted on;
- a **neighbourhood margin**: the mean cosine of the ``k`` nearest positives minus that of the
  ``k`` nearest benign texts; it is local, so text far from every positive never fires.

**Calibrated per embedder, on families the fit never saw.** Each positive family is held out in
turn, with a share of the benign texts; the readings fitted on the rest score them. The two
thresholds are the pair, among quantiles of the held-out benign scores, that fires on the most
held-out positives while letting through all but ``max_false`` of each kind of benign text. The
held-out recall at that pair is kept with the model (``lofo_recall``); a judge below
``min_recall`` is not used. Vectors mean a different thing under each embedder, so a judge is
fitted for the embedder in use the first time it is asked for, memoised for the process and
written to a cache file keyed by the embedder's name and the data's digest (:func:`cache_dir`);
a judge may ship fitted in ``yeastlab/data`` so a yeast's first turn embeds no data. A turn's
query vector is reused (:meth:`LearnedJudge.judge`'s ``vector``).

A judge may read with a kernel instead (``Spec(reader="kernel")``,
:mod:`yeastlab.cognition.kernel_reader`: an RBF support-vector machine, calibrated the same way).

One :class:`LearnedJudge` per question asked (:mod:`yeastlab.cognition.safety_judge`: is this a
prompt injection), each with its :class:`Spec`: its data, benign extras, caps and settings.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
from threadpoolctl import ThreadpoolController, threadpool_limits

from yeastlab.backends.embedders import HashingEmbedder, embed_queries, make_embedder
from yeastlab.cognition import kernel_reader
from yeastlab.cognition.judge_fit import (
    calibrate,
    centred,
    fit,
    folds,
    held_out_readings,
    margin,
    unit,
)

__all__ = [
    "Spec",
    "LearnedJudge",
    "JudgeModel",
    "Judgement",
    "fit",
    "margin",
    "held_out_readings",
    "calibrate",
    "name_of",
    "cache_dir",
    "fitted_file",
    "write_npz",
    "unit",
    "centred",
]


@dataclass(frozen=True)
class Judgement:
    """A judge's reading of one message: the linear score (log-odds of "yes") and the
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
    k: int = 10
    #: > 0: a kernel reader's width; ``vectors`` are its support vectors (centred), ``weights``
    #: their dual coefficients, and the margin is not read (always 0, threshold 0)
    gamma: float = 0.0

    @functools.cached_property
    def _support(self) -> tuple[np.ndarray, np.ndarray]:
        """A kernel reader's support vectors as float64 and their squared norms, made once: a
        turn's reading converted ~1,000 x 384 vectors on every call."""
        support = np.asarray(self.vectors, dtype=np.float64)
        return support, (support * support).sum(1)

    @functools.cached_property
    def benign(self) -> np.ndarray:
        """The benign examples' vectors (float32, contiguous), made once: a turn's reading
        copied them out of :attr:`vectors` on every call."""
        return np.ascontiguousarray(self.vectors[self.labels == 0], dtype=np.float32)

    def read(self, vectors: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Linear (or kernel) scores and neighbourhood margins of the rows of ``vectors``."""
        v = np.atleast_2d(np.asarray(vectors, dtype=np.float32))
        if self.gamma:
            z = centred(v, self.mean)
            support, norms = self._support
            # one message against ~1,300 support vectors: BLAS threads cost more than they
            # save (0.23 -> 0.07 ms a reading on two busy cores)
            with _one_blas_thread() if len(v) == 1 else contextlib.nullcontext():
                score = kernel_reader.scores(z, support, self.weights, self.bias, self.gamma, norms)
            return score, np.zeros(len(v))
        score = centred(v, self.mean) @ self.weights + self.bias
        return score, margin(unit(v) @ self.vectors.T, self.labels, self.k)


@dataclass(frozen=True)
class Spec:
    """What one judge is fitted on and how.

    ``data``: the package resource (under ``yeastlab/``) holding ``{"texts": [[text, label,
    family], ...]}``; ``extra``: more benign texts (of family ``extra_family``) added to it;
    ``max_false``: per benign kind, the share of held-out texts the thresholds may let fire;
    ``prefix``: the fitted files' name prefix; ``shipped_hashing``: the hashing embedders whose
    fitted judge ships (no other width of a bag of words is ever fitted); ``reader``:
    ``"linear"`` (the logistic model and the margin) or ``"kernel"`` (an RBF SVM regularised by
    ``c``)."""

    prefix: str
    data: str
    max_false: Mapping[str, float]
    extra: Callable[[], Sequence[str]] = tuple
    extra_family: str = "ordinary"
    min_recall: float = 0.3
    known: float = 0.99
    k: int = 10
    l2: float = 1e-3
    steps: int = 500
    version: int = 2
    shipped_hashing: frozenset[str] = field(default_factory=frozenset)
    reader: str = "linear"
    c: float = 3.0


@functools.cache
def _controller() -> ThreadpoolController:
    """The process's thread pools, inspected once (inspecting them costs more than a reading)."""
    return ThreadpoolController()


def _one_blas_thread() -> contextlib.AbstractContextManager:
    """BLAS on one thread for the duration of a ``with`` block."""
    return _controller().limit(limits=1, user_api="blas")


def name_of(embedder: Any) -> str:
    """The name a fitted judge is kept under."""
    return str(getattr(embedder, "name", type(embedder).__name__))


def cache_dir() -> Path:
    """Where fitted judges are kept between processes: ``$YEASTLAB_CACHE`` or
    ``~/.cache/yeastlab``."""
    return Path(os.environ.get("YEASTLAB_CACHE") or Path.home() / ".cache" / "yeastlab")


def fitted_file(prefix: str, name: str) -> str:
    """The name of a file fitted or computed for embedder ``name``: ``<prefix>-<name>.npz``,
    the name made safe for a path (the judges', the contradiction reader's, the forget hub's)."""
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in name)
    return f"{prefix}-{safe}.npz"


def write_npz(path: Path, *, compressed: bool = True, **arrays: Any) -> None:
    """Write ``arrays`` to ``path`` whole or not at all: into a temporary file renamed over it,
    so a process killed mid-write, or another one loading it, never meets half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.stem}.{os.getpid()}.tmp.npz")
    (np.savez_compressed if compressed else np.savez)(tmp, **arrays)
    os.replace(tmp, path)


def fitted_for(
    memo: dict[str, Any],
    lock: threading.Lock,
    name: str,
    file: str,
    load: Callable[[Any], Any],
    fit: Callable[[], Any],
    save: Callable[[Any, Path], None],
) -> Any:
    """What is fitted for embedder ``name``: memoised in ``memo``, else shipped in the package
    data as ``file``, else in the cache file of that name (:func:`cache_dir`), else ``fit()``
    now and saved to the cache file (a read-only home: fitted again next time). ``load``
    returns None for a file that is absent, unreadable or stale."""
    with lock:
        if name not in memo:
            shipped = resources.files("yeastlab").joinpath("data", file)
            cached = cache_dir() / file
            found = load(shipped) or load(cached)
            if found is None:
                found = fit()
                with contextlib.suppress(OSError):
                    save(found, cached)
            memo[name] = found
        return memo[name]


class LearnedJudge:
    """One judge (its :class:`Spec`), fitted per embedder on first use (see the module
    docstring)."""

    def __init__(self, spec: Spec) -> None:
        self.spec = spec
        self._models: dict[str, JudgeModel] = {}
        self._lock = threading.Lock()
        self._examples: tuple[tuple[str, ...], np.ndarray, tuple[str, ...]] | None = None
        self._digest: str | None = None

    def examples(self) -> tuple[tuple[str, ...], np.ndarray, tuple[str, ...]]:
        """``(texts, labels, families)`` of the shipped data plus the benign extras."""
        if self._examples is None:
            raw = resources.files("yeastlab").joinpath(self.spec.data).read_text("utf-8")
            rows = json.loads(raw)["texts"]
            extra = tuple(self.spec.extra())
            texts = tuple(r[0] for r in rows) + extra
            labels = np.array([r[1] for r in rows] + [0] * len(extra), dtype=np.float64)
            families = tuple(r[2] for r in rows) + (self.spec.extra_family,) * len(extra)
            self._examples = (texts, labels, families)
        return self._examples

    def digest(self) -> str:
        """What a fitted judge depends on besides the embedder: the data and the settings."""
        if self._digest is None:
            s = self.spec
            texts, labels, _ = self.examples()
            settings = [dict(s.max_false), s.k, s.l2, s.steps, s.version]
            if s.reader != "linear":  # a linear judge's digest is what it always was
                settings += [s.reader, s.c]
            blob = json.dumps([texts, labels.tolist(), *settings])
            self._digest = hashlib.sha256(blob.encode()).hexdigest()[:16]
        return self._digest

    def held_out_readings(
        self, x: np.ndarray, unit_vectors: np.ndarray, y: np.ndarray, families: tuple[str, ...]
    ) -> tuple[np.ndarray, np.ndarray]:
        """:func:`held_out_readings` with this judge's settings (a kernel reader: its decision
        values, and no margin)."""
        s = self.spec
        if s.reader == "kernel":
            return kernel_reader.held_out(x, y, folds(y, families), s.c), np.zeros(len(y))
        return held_out_readings(x, unit_vectors, y, families, s.k, s.l2, s.steps)

    def calibrate(
        self, score: np.ndarray, near: np.ndarray, y: np.ndarray, families: tuple[str, ...]
    ) -> tuple[float, float, float]:
        """:func:`calibrate` with this judge's caps (a kernel reader: one threshold,
        :func:`yeastlab.cognition.kernel_reader.calibrate`)."""
        if self.spec.reader == "kernel":
            return kernel_reader.calibrate(score, y, families, self.spec.max_false)
        return calibrate(score, near, y, families, self.spec.max_false)

    def train(self, embedder: Any, vectors: np.ndarray | None = None) -> JudgeModel:
        """Fit and calibrate the judge for ``embedder`` (``vectors``: the examples' query
        vectors under it, when already computed)."""
        texts, y, families = self.examples()
        if vectors is None:
            vectors = embed_queries(embedder, list(texts))
        raw = np.asarray(vectors, dtype=np.float64)
        mean = raw.mean(axis=0)
        x, u = centred(raw, mean), unit(raw)
        # thousands of small products: one BLAS thread (threads fighting on a busy machine
        # made each step 25 times slower)
        with threadpool_limits(limits=1, user_api="blas"):
            readings = self.held_out_readings(x, u, y, families)
            if self.spec.reader == "kernel":  # support vectors; a positive weight: a positive
                vectors, w, b, gamma = kernel_reader.fit(x, y, self.spec.c)
                labels = (w > 0).astype(np.int8)
            else:
                w, b = fit(x, y, self.spec.l2, self.spec.steps)
                vectors, labels, gamma = u.astype(np.float32), y.astype(np.int8), 0.0
        score_at, margin_at, recall = self.calibrate(*readings, y, families)
        return JudgeModel(
            name_of(embedder),
            self.digest(),
            mean,
            w,
            b,
            vectors,
            labels,
            score_at,
            margin_at,
            recall,
            self.spec.k,
            gamma,
        )

    def file_name(self, name: str) -> str:
        """The fitted file's name for embedder ``name``."""
        return fitted_file(self.spec.prefix, name)

    def save(self, model: JudgeModel, path: Path) -> None:
        """Write ``model`` to ``path`` (vectors as float16: cosines move by < 1e-3; none for a
        judge below ``min_recall``, which is never used)."""
        usable = model.lofo_recall >= self.spec.min_recall
        write_npz(
            path,
            digest=np.array(model.digest),
            mean=model.mean.astype(np.float32),
            weights=model.weights.astype(np.float32),
            vectors=model.vectors[: len(model.vectors) if usable else 0].astype(np.float16),
            labels=model.labels[: len(model.labels) if usable else 0],
            numbers=np.array([model.bias, model.score_at, model.margin_at, model.lofo_recall]),
            gamma=np.array(model.gamma),
        )

    def load(self, source: Any, name: str) -> JudgeModel | None:
        """The judge in ``source`` (a path or package resource) if it was fitted on today's
        data and settings (:meth:`digest`), else ``None``."""
        try:
            with source.open("rb") as handle, np.load(handle) as f:
                if str(f["digest"]) != self.digest():
                    return None
                bias, score_at, margin_at, recall = (float(v) for v in f["numbers"])
                return JudgeModel(
                    name,
                    self.digest(),
                    f["mean"].astype(np.float64),
                    f["weights"].astype(np.float64),
                    bias,
                    f["vectors"].astype(np.float32),
                    f["labels"],
                    score_at,
                    margin_at,
                    recall,
                    self.spec.k,
                    float(f["gamma"]) if "gamma" in f.files else 0.0,
                )
        except (OSError, KeyError, ValueError):
            return None  # absent, unreadable or stale: fitted again

    def model_for(self, embedder: Any) -> JudgeModel:
        """The judge for ``embedder`` (an embedder or its name): memoised, else the shipped
        one, else the cache file's, else fitted now and written to the cache file."""
        embedder = make_embedder(embedder) if isinstance(embedder, str) else embedder
        name = name_of(embedder)
        return fitted_for(
            self._models,
            self._lock,
            name,
            self.file_name(name),
            lambda source: self.load(source, name),
            lambda: self.train(embedder),
            self.save,
        )

    def judge(self, text: str, embedder: Any, vector: np.ndarray | None = None) -> Judgement:
        """The judge's reading of ``text``; ``vector`` is its query vector under ``embedder``
        when the caller has it (a turn does), so nothing is embedded again."""
        embedder = make_embedder(embedder) if isinstance(embedder, str) else embedder
        if isinstance(embedder, HashingEmbedder) and embedder.name not in self.spec.shipped_hashing:
            # a bag of words of any width: never fitted again for another width
            return Judgement(0.0, 0.0, 0.0, 0.0, usable=False)
        model = self.model_for(embedder)
        if model.lofo_recall < self.spec.min_recall:
            return Judgement(0.0, 0.0, model.score_at, model.margin_at, usable=False)
        if vector is None:
            vector = embed_queries(embedder, [text])[0]
        score, near = model.read(vector)
        v = np.atleast_2d(vector).astype(np.float32)
        probe = centred(v, model.mean) if model.gamma else unit(v)  # the space vectors are in
        nearest = float(np.max(model.benign @ probe[0].astype(np.float32), initial=-1.0))
        return Judgement(
            round(float(score[0]), 4),
            round(float(near[0]), 4),
            round(model.score_at, 4),
            round(model.margin_at, 4),
            model.lofo_recall >= self.spec.min_recall,
            nearest >= self.spec.known,
        )
