"""The learned contradiction reader: two aligned claims the rules cannot decide, read by meaning.

The claim comparison (:func:`yeastlab.core.claims.compare_claims`) finds a contradiction by its
form: a negation, an antonym it lists, a value of one kind given twice. Users say opposites in
words no list holds ("the library wifi is painfully slow" / "the library wifi is fast", "I'm
divorced" / "I'm happily married"): on each contradiction half met for the first time the rules
read about half. Where the rules find two **aligned** claims (the same subject, shared content)
and nothing against each other, this reader asks the embedder instead.

**Only there** (:func:`reach`), in two reaches calibrated apart: (0) ``compare_claims`` says
"compatible" (related, no opposition found; not "hedged", not "a past habit changed"), or (1) it
finds one named subject described in words the two do not share ("the fries were crispy" / "the
fries were soggy": :data:`~yeastlab.core.claims.DESCRIBED`); both clauses name their subject,
neither says more than :data:`MAX_DIFF` words the other lacks (longer differences are beyond
anything it was fitted on), and neither carries a mark that makes two claims compatible
whatever their words: a time ("now", "used to", "last year", "as a kid"), a hedge ("maybe", "I
think"), reported speech ("says"), an addition ("also", "too"), a wish, plan, question or
condition (:data:`MARKS`); the same time marked in both ("today" / "today") is one time, and
"once a week" is how often, no mark.

**What it reads** (:func:`features`): the query vectors of the two deciding clauses and of what
each clause says that the other does not (its words missing from the other: "painfully slow" /
"fast"), as ``|u - v|`` and ``u * v`` of each pair, and their three cosines. With whole families
held out of the fit, the words that differ read more than the sentences: among aligned pairs
the area under the curve went 0.75 (sentences or clauses alone) -> 0.80.

**How** (:class:`ClaimReader`): standardised features and a logistic model (scikit-learn's,
class-balanced, ``C`` = :data:`C`: strongly regularised). With families held out, ranked by it,
the first 14 aligned pairs held 13 contradictions; an RBF support-vector machine
(:mod:`yeastlab.cognition.kernel_reader`) ranked no better at the top, kept nearly every pair as
a support vector (a 6 MB file) and took ten minutes to fit under load. **Calibrated for
precision per embedder, on families the fit never saw**: the data's families are dealt into
:data:`FOLDS` folds; each fold is scored by a machine fitted on the others; each reach's
threshold is the lowest at which its held-out pairs are contradictions at least
:data:`PRECISION` of the time (the two reaches hold different shares of contradictions, so one
threshold for both kept fewer of either). A reader whose held-out precision stays below it, or
that reads under :data:`MIN_RECALL` of them, is not used. Fitted on 3,049 pairs (fresh_7 and
fresh_8 in the fit since fresh_9 was written; the everyday training pairs): thresholds 4.52 /
4.24, held-out precision 93.3 %, 28 of the 358 held-out contradictions asked about read (7.8 %).
Without the everyday pairs, one threshold for both reaches read 20 of 287, one per reach 35; the
everyday pairs raised each reach's held-out area under the curve on the other families (three
dealings of the folds: 0.713-0.730 -> 0.722-0.735 and 0.689-0.709 -> 0.699-0.715), but which
families share a fold moves the count read at the threshold a lot (9 to 29 on the same data).
Real talk (LoCoMo pairs 1-2,000, consecutive messages of one speaker): 5 flagged before the
reaches and :data:`MAX_DIFF` (all rambling messages on one topic), 16 with the second reach and
no limit on the difference, 0 with it.

Fitted on ``yeastlab/data/claim_judge.json`` (``benchmarks/contradiction_judge_data.py``: every
development half of ``benchmarks/contradiction_pairs.py`` and the training pairs of
``benchmarks/contradiction_train.py`` and ``contradiction_train_everyday.py``; never the held-out
half). The default embedder's reader
ships fitted (``data/claim_judge-<embedder>.npz``); another embedder's is fitted on first use and
cached (:func:`yeastlab.cognition.learned_judge.cache_dir`); a bag of words (the hashing
embedder) gets none, and without an embedder everything is the rules'.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
from threadpoolctl import threadpool_limits

from yeastlab.backends.embedders import HashingEmbedder, embed_queries, make_embedder
from yeastlab.cognition.learned_judge import fitted_file, fitted_for, name_of, write_npz
from yeastlab.core.claims import DESCRIBED, ClaimRelation, compare_claims
from yeastlab.core.claims import contradiction as rule_contradiction

__all__ = [
    "ClaimReader",
    "DATA",
    "MARKS",
    "contradiction",
    "diff",
    "examples",
    "features",
    "fit",
    "judge_claims",
    "learned",
    "reader_for",
    "reach",
    "undecided",
]

DATA = "data/claim_judge.json"
#: The SVM's regularisation; the folds of families held out at calibration.
C = 0.01
FOLDS = 8
#: Held-out precision the threshold keeps among the pairs the reader is asked about; the
#: least share of held-out contradictions there a reader must read to be used.
PRECISION = 0.92
MIN_RECALL = 0.05
#: The most words either clause may say that the other does not for the reader to be asked: the
#: fit's pairs differ by at most 9 (99 % by 8), and a reader fitted on them extrapolates on
#: longer differences (two rambling messages on one topic, LoCoMo's asked pairs differ by 9 words
#: at the median, read as opposites).
MAX_DIFF = 8
VERSION = 4

#: A mark that makes two aligned claims compatible whatever their words: time, hedges, reports,
#: additions, wishes and plans, conditions and questions.
MARKS = re.compile(
    r"\b(?:also|too|as well|either|used to|anymore|any more|no longer|now|nowadays|these days|"
    r"currently|yesterday|today|tonight|tomorrow|last|next|ago|since|until|when|while|before|"
    r"after|once|as a (?:kid|child|teen\w*|student)|back then|in the past|someday|one day|if|"
    r"unless|whether|maybe|perhaps|probably|might|may|could|guess|think|thinks|thought|suppose|"
    r"apparently|seems?|said|says|told|tells|heard|claims?|according|wish|hope|hopes|want|wants|"
    r"plan|plans|going to|gonna|will|would)\b|\?",
    re.I,
)
_WORD = re.compile(r"[a-z0-9']+")
#: Marks that say when: the same ones in both clauses ("today" / "today", "before work" / "before
#: work") are one time, not two times at which each could hold (the word after those in
#: :data:`_BEFORE_WORD` is part of the time: "last night" is not "last year").
_BEFORE_WORD = frozenset({"last", "next", "before", "after", "when", "while", "until", "since"})
_WHEN = _BEFORE_WORD | {"yesterday", "today", "tonight", "tomorrow", "once", "now", "nowadays",
                        "currently", "these days"}  # fmt: skip
_NEXT = re.compile(r"\s*([a-z0-9']+)")


def _times(clause: str) -> frozenset[str] | None:
    """The clause's marks (:data:`MARKS`) when each says when (:data:`_WHEN`), else ``None``
    (a hedge, report, addition, wish, condition, question, or a time that changed: "used to",
    "ago"). "Once a week" is how often, no mark."""
    found = set()
    for mark in MARKS.finditer(clause):
        word = mark[0].lower()
        after = _NEXT.match(clause.lower(), mark.end())
        following = after[1] if after else ""
        if word == "once" and following in ("a", "an", "every", "per"):
            continue
        if word not in _WHEN:
            return None
        found.add(f"{word} {following}" if word in _BEFORE_WORD else word)
    return frozenset(found)


def reach(relation: ClaimRelation) -> int | None:
    """Which of the reader's two reaches a pair is in (each calibrated apart: their shares of
    contradictions differ): 0, two claims sharing content that the rules could not decide; 1,
    one named subject described in words the two do not share
    (:data:`~yeastlab.core.claims.DESCRIBED`); ``None``: not asked (a mark, no named subject,
    or decided), nor one whose clauses differ by more than :data:`MAX_DIFF` words."""
    if not relation.subject or not all(relation.clauses):
        return None
    a, b = relation.clauses
    marks = _times(a)
    if marks is None or marks != _times(b):
        return None
    if max(len(diff(a, b).split()), len(diff(b, a).split())) > MAX_DIFF:
        return None
    if relation.relation == "compatible" and relation.reason.startswith("related"):
        return 0
    return 1 if relation.reason == DESCRIBED else None


def undecided(relation: ClaimRelation) -> bool:
    """Whether the rules found two aligned claims and could not decide (module docstring)."""
    return reach(relation) is not None


def diff(a: str, b: str) -> str:
    """The words of ``a`` that ``b`` lacks, in order ("same" when none)."""
    other = set(_WORD.findall(b.lower()))
    return " ".join(w for w in _WORD.findall(a.lower()) if w not in other) or "same"


def _texts(a: str, b: str, relation: ClaimRelation) -> tuple[str, str, str, str]:
    """The four texts a pair is read by: its deciding clauses (the sentences when the rules
    aligned none) and what each says that the other does not."""
    ca, cb = relation.clauses if all(relation.clauses) else (a, b)
    return ca, cb, diff(ca, cb), diff(cb, ca)


def features(vectors: np.ndarray) -> np.ndarray:
    """Rows of ``(clause a, clause b, diff a, diff b)`` vectors (shape ``n x 4 x d``) as pair
    features: ``|u - v|`` and ``u * v`` of the clauses and of the diffs, and three cosines."""
    v = np.asarray(vectors, dtype=np.float64)
    ca, cb, da, db = v[:, 0], v[:, 1], v[:, 2], v[:, 3]
    cos = np.stack([(ca * cb).sum(1), (da * db).sum(1), (ca * db + cb * da).sum(1) / 2], 1)
    return np.concatenate([np.abs(ca - cb), ca * cb, np.abs(da - db), da * db, cos], 1)


@dataclass(frozen=True)
class ClaimReader:
    """A fitted reader for one embedder: feature scaling, the logistic model, its threshold per
    reach (:func:`reach`) and the held-out figures it was calibrated at (both reaches)."""

    embedder: str
    digest: str
    mean: np.ndarray
    scale: np.ndarray
    weights: np.ndarray
    bias: float
    thresholds: tuple[float, float]
    precision: float
    recall: float

    @property
    def usable(self) -> bool:
        return self.precision >= PRECISION and self.recall >= MIN_RECALL

    def scores(self, vectors: np.ndarray) -> np.ndarray:
        """Log-odds of "contradicts" of pairs given as ``n x 4 x d`` vectors (:func:`features`)."""
        return ((features(vectors) - self.mean) / self.scale) @ self.weights + self.bias


def examples() -> list[tuple[str, str, int, str]]:
    """The fit's ``(a, b, label, family)`` rows (label 1: contradicting)."""
    raw = resources.files("yeastlab").joinpath(DATA).read_text("utf-8")
    return [(a, b, int(label), family) for a, b, label, family in json.loads(raw)["pairs"]]


def digest() -> str:
    """What a fitted reader depends on besides the embedder: the data and the settings."""
    settings = [C, FOLDS, PRECISION, MIN_RECALL, MAX_DIFF, VERSION, MARKS.pattern]
    blob = json.dumps([examples(), *settings])
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def _folds(families: Sequence[str]) -> list[np.ndarray]:
    """Masks of the rows held out together: whole families dealt round-robin into folds."""
    names = sorted(set(families))
    fold_of = {name: i % FOLDS for i, name in enumerate(names)}
    which = np.array([fold_of[f] for f in families])
    return [which == i for i in range(FOLDS)]


def _calibrate(score: np.ndarray, y: np.ndarray, asked: np.ndarray) -> tuple[float, float, float]:
    """``(threshold, precision, recall)``: the lowest threshold at which the held-out pairs the
    reader is asked about (``asked``) are contradictions at least :data:`PRECISION` of the time
    (from the top: the longest run of fired pairs that keeps it)."""
    s, t = score[asked], y[asked]
    order = np.argsort(-s, kind="stable")
    hits = np.cumsum(t[order])
    precision = hits / np.arange(1, len(order) + 1)
    keep = np.flatnonzero(precision >= PRECISION)
    if len(keep) == 0 or t.sum() == 0:
        return float("inf"), 0.0, 0.0
    k = int(keep[-1])
    return float(s[order][k]), float(precision[k]), float(hits[k] / t.sum())


def fit(embedder: Any) -> ClaimReader:
    """Fit and calibrate the reader for ``embedder`` on the shipped data (module docstring)."""
    rows = examples()
    relations = [compare_claims(a, b) for a, b, _, _ in rows]
    texts = [_texts(a, b, r) for (a, b, _, _), r in zip(rows, relations, strict=True)]
    unique = sorted({t for four in texts for t in four})
    embedded = np.asarray(embed_queries(embedder, unique), dtype=np.float32)
    index = {t: i for i, t in enumerate(unique)}
    vectors = np.stack([embedded[[index[t] for t in four]] for four in texts])
    x = features(vectors)
    mean, scale = x.mean(0), x.std(0) + 1e-6
    x = (x - mean) / scale
    y = np.array([label for _, _, label, _ in rows], dtype=np.float64)
    reaches = np.array([-1 if (k := reach(r)) is None else k for r in relations])
    held = np.zeros(len(y))
    with threadpool_limits(limits=1, user_api="blas"):
        for test in _folds([f for *_, f in rows]):
            w, b = _logistic(x[~test], y[~test])
            held[test] = x[test] @ w + b
        weights, bias = _logistic(x, y)
    thresholds = tuple(_calibrate(held, y, reaches == k)[0] for k in (0, 1))
    fired = (reaches >= 0) & (held >= np.array(thresholds + (np.inf,))[reaches])
    precision = float(y[fired].mean()) if fired.any() else 0.0
    recall = float(y[fired].sum() / max(y[reaches >= 0].sum(), 1))
    return ClaimReader(
        name_of(embedder), digest(), mean, scale, weights, bias, thresholds, precision, recall
    )


def _logistic(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, float]:
    """Weights and bias of a class-balanced logistic model (lbfgs: convex, no seed)."""
    from sklearn.linear_model import LogisticRegression  # a fit only: turns read with numpy

    model = LogisticRegression(C=C, class_weight="balanced", max_iter=5000).fit(x, y)
    return model.coef_[0].astype(np.float64), float(model.intercept_[0])


def file_name(name: str) -> str:
    """The fitted file's name for embedder ``name``."""
    return fitted_file("claim_judge", name)


def save(reader: ClaimReader, path: Path) -> None:
    """Write ``reader`` to ``path``."""
    numbers = [reader.bias, reader.precision, reader.recall, *reader.thresholds]
    write_npz(
        path,
        digest=np.array(reader.digest),
        mean=reader.mean,
        scale=reader.scale,
        weights=reader.weights,
        numbers=np.array(numbers),
    )


def load(source: Any, name: str) -> ClaimReader | None:
    """The reader in ``source`` (a path or package resource) if fitted on today's data and
    settings, else ``None``."""
    try:
        with source.open("rb") as handle, np.load(handle) as f:
            if str(f["digest"]) != digest():
                return None
            bias, precision, recall, *thresholds = (float(v) for v in f["numbers"])
            return ClaimReader(
                name, digest(), f["mean"], f["scale"], f["weights"], bias, tuple(thresholds),
                precision, recall,
            )  # fmt: skip
    except (OSError, KeyError, ValueError):
        return None  # absent, unreadable or stale: fitted again


_READERS: dict[str, ClaimReader] = {}
_LOCK = threading.Lock()


def reader_for(embedder: Any) -> ClaimReader | None:
    """The reader for ``embedder``: memoised, else shipped, else cached, else fitted now and
    cached; ``None`` for a bag of words or no embedder."""
    if embedder is None:
        return None
    embedder = make_embedder(embedder) if isinstance(embedder, str) else embedder
    if isinstance(embedder, HashingEmbedder):
        return None
    name = name_of(embedder)
    return fitted_for(
        _READERS,
        _LOCK,
        name,
        file_name(name),
        lambda source: load(source, name),
        lambda: fit(embedder),
        save,
    )


class _Vectors:
    """Query vectors of clause texts, kept by embedder and text (the last :attr:`KEEP`): a
    memory's clause met again on a later turn is not embedded again."""

    KEEP = 4096

    def __init__(self) -> None:
        self._kept: OrderedDict[tuple[str, str], np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, embedder: Any, texts: Sequence[str]) -> np.ndarray:
        name = name_of(embedder)
        with self._lock:
            missing = [t for t in dict.fromkeys(texts) if (name, t) not in self._kept]
        fresh = embed_queries(embedder, missing) if missing else []
        with self._lock:
            for text, vector in zip(missing, fresh, strict=True):
                self._kept[(name, text)] = np.asarray(vector, dtype=np.float32)
            out = [self._kept.get((name, t)) for t in texts]
            while len(self._kept) > self.KEEP:
                self._kept.popitem(last=False)
        return np.stack([
            v if v is not None else np.asarray(embed_queries(embedder, [t]), np.float32)[0]
            for v, t in zip(out, texts, strict=True)
        ])  # fmt: skip


_VECTORS = _Vectors()


def _read(a: str, b: str, relation: ClaimRelation, embedder: Any) -> ClaimRelation:
    """``relation`` turned into a contradiction when the reader fires on it."""
    reader = reader_for(embedder)
    where = reach(relation)
    if reader is None or not reader.usable or where is None:
        return relation
    four = _texts(a, b, relation)
    score = float(reader.scores(_VECTORS.get(embedder, four)[None])[0])
    if score < reader.thresholds[where]:
        return relation
    why = (
        f"learned: the reader of meaning reads opposite claims (score {score:.2f} >= "
        f"{reader.thresholds[where]:.2f}, calibrated for {reader.embedder} at "
        f"{reader.precision:.0%} held-out precision)"
    )
    # a conflict's strength: a reading trusted as an opposite polarity is
    return replace(relation, relation="contradicts", reason=why,
                   strength=max(relation.strength, 0.5))  # fmt: skip


def judge_claims(a: str, b: str, embedder: Any = None) -> ClaimRelation:
    """How ``b`` relates to ``a``: :func:`compare_claims`, and, where it finds two aligned
    claims it cannot decide (:func:`undecided`), the learned reader's verdict with
    ``embedder`` (``None`` or a bag of words: the rules' alone)."""
    relation = compare_claims(a, b)
    if embedder is None or relation.contradicts:
        return relation
    return _read(a, b, relation, embedder)


def contradiction(a: str, b: str, embedder: Any = None) -> ClaimRelation | None:
    """:func:`judge_claims` when it is a contradiction, else ``None`` (the rules' cheap
    :func:`yeastlab.core.claims.contradiction` first)."""
    found = rule_contradiction(a, b)
    if found is not None or embedder is None or reader_for(embedder) is None:
        return found
    relation = _read(a, b, compare_claims(a, b), embedder)
    return relation if relation.contradicts else None


def learned(a: str, b: str, embedder: Any) -> ClaimRelation | None:
    """The reader's contradiction between ``a`` and ``b`` where the rules find two aligned
    claims and cannot decide, else ``None`` (the rules' own contradictions are the caller's:
    it asks this only when they found none)."""
    if embedder is None or reader_for(embedder) is None:
        return None
    relation = _read(a, b, compare_claims(a, b), embedder)
    return relation if relation.contradicts else None
