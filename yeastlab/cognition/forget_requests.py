"""Forget requests: whether a user's message asks the yeast to forget something, and what.

:func:`detect` reads a message. Offline it is a deterministic detector, a structural reading
(:mod:`yeastlab.cognition.forget_reading`): a request addressed to the yeast (the imperative,
"can you …", "I'd rather you didn't …", "I don't want you knowing …"), a verb of removal
(forget, unlearn, don't keep, delete, wipe, scrub, drop, get … out of your head, and the same
verbs in a few other languages) and an object that refers to what the user said ("my …", a
name, "him", "that", "the bit about …", "what I just said"). "Don't forget to …", "I forgot
my keys", "How do I delete my account?", "remove the stain" are no requests. A pointer the
message does not resolve ("forget him", "delete that") is resolved against the memories when
the request is carried out. With a language model, a message the detector's cue finds is also
judged by the model (a JSON schema); both verdicts are returned as gate verdicts
(``forget_request`` and ``forget_request_model``) which the turn logs in ``gate_audits``.

What a request is about is a :class:`Subject` (:func:`subject_of`, in
:mod:`yeastlab.cognition.forget_subject`); forgetting it is
:func:`yeastlab.cognition.forgetting.forget_about`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from typing import Any

from yeastlab.cognition import forget_judge, forget_order, forget_reading, gates, safety
from yeastlab.cognition.forget_normal import normalise
from yeastlab.cognition.forget_subject import TRIM_FRONT, Subject, owned, subject_of
from yeastlab.core.records import GateVerdict, SelfModel
from yeastlab.core.sentences import spans

__all__ = [
    "ForgetRequest",
    "Subject",
    "Worded",
    "aimed_at_assistant",
    "detect",
    "screen",
    "subject_of",
    "worded",
]


@dataclass(frozen=True)
class ForgetRequest:
    """A detected forget request: its subject and the verdicts to log in ``gate_audits``."""

    subject: Subject
    verdicts: tuple[GateVerdict, ...]


#: An object phrase naming the yeast itself: its identity, its rules, its instructions.
_ASSISTANT = re.compile(
    r"^(?:who\s+you\s+(?:are|were)|what\s+you\s+are\b|that\s+you(?:'re|\s+are)\b|you(?:'re|\s+are)"
    r"\b|yourself\b|(?:all\s+|the\s+)?your\s+(?:own\s+|previous\s+|prior\s+|current\s+|original\s+|"
    r"core\s+|safety\s+|real\s+|true\s+)*(?:identity|name|instructions?|rules?|guidelines?|"
    r"training|programming|personality|persona|values|principles|constraints|restrictions|"
    r"limits|limitations|filters?|safety|ethics|morals|purpose|role|directives?|system|prompt|"
    r"drives?|self|polic(?:y|ies)|settings|configuration|guardrails|boundaries|creators?)\b)",
    re.I,
)


def aimed_at_assistant(text: str) -> str | None:
    """The object of a forget request when it is the yeast itself ("forget who you are",
    "forget your instructions", "forget everything about yourself"), else ``None``: an
    identity attack in a forget request's words, which the safety gate refuses. Read by the
    one structural reading (:func:`forget_reading.orders`)."""
    for verb, rest in forget_reading.orders(normalise(text)):
        trimmed = TRIM_FRONT.sub("", rest).strip(" ,")
        for phrase in (rest, trimmed):
            found = _ASSISTANT.match(phrase)
            if found:
                return f"{verb} {found.group(0)}"
    return None


def _deterministic(text: str) -> Subject | None:
    """The subject of the requests a structural reading finds (:mod:`forget_reading`): named
    subjects first; a pointer ("him", "that") only when the message names nothing."""
    named: list[Subject] = []
    pointers: list[str] = []
    for reading in forget_reading.read(text):
        if reading.pointer and reading.context:
            # "… please scrap that from your memory …" in a long message: "that" is what its
            # sentence speaks of, not the last thing said (read by meaning, as the learned
            # reader's request)
            named.append(Subject(reading.context, frozenset(), pointer="meaning"))
        elif reading.pointer:
            pointers.append(reading.pointer)
        for phrase in reading.phrases:
            subject = subject_of(phrase, reading.context or text)
            if subject and (owned(phrase) or reading.said):
                subject = replace(subject, owned=True)
            if subject and subject not in named:
                named.append(subject)
            elif not subject and re.search(r"\b(?:him|her|them)\b", phrase, re.I):
                pointers.append("person")  # "what you know about her": the person named last
    if len(named) == 1:
        return named[0]
    if named:
        phrase = " and ".join(s.phrase for s in named)
        return Subject(phrase, frozenset(), alternatives=tuple(named))
    if pointers:
        pointer = "person" if "person" in pointers else "last"
        return Subject(pointer, frozenset(), pointer=pointer)
    return None


def _described(subject: Subject) -> str:
    """An audit reason that does not repeat what is to be forgotten."""
    return (
        f"detector: a forget request ({len(subject.keys)} key words, "
        f"{len(subject.related)} category words, marks {list(subject.marks)}"
        + (f", {len(subject.alternatives)} subjects" if subject.alternatives else "")
        + (f", pointing to {subject.pointer!r}" if subject.pointer else "")
        + ")"
    )


_SCHEMA = {
    "type": "object",
    "properties": {
        "is_forget_request": {"type": "boolean"},
        "subject": {"type": "string"},
    },
    "required": ["is_forget_request", "subject"],
}


def _model(text: str, backend: Any) -> tuple[bool, str, str]:
    messages = [
        {
            "role": "system",
            "content": "You decide whether a user's message asks an assistant to forget, "
            "delete or stop remembering something it knows about them, and what. Answer only "
            "with JSON matching the schema.",
        },
        {
            "role": "user",
            "content": f"Message: {text}\n\nReply "
            '{"is_forget_request": true|false, "subject": "what to forget, in a few words"}.',
        },
    ]
    try:
        reply = backend.chat(messages, format=_SCHEMA, options={"temperature": 0})
        value = json.loads(reply.text)
        return bool(value["is_forget_request"]), str(value.get("subject", "")), ""
    except Exception as exc:  # noqa: BLE001 - a failed judgement leaves the detector's
        return False, "", f"{type(exc).__name__}: {exc}"


@dataclass(frozen=True)
class Worded:
    """A message read once for words of forgetting (:func:`worded`): its normalised text,
    whether it holds a verb of forgetting in a request's form, and whether it holds a cue of
    forgetting at all. True when it has either: the messages a model and the learned reader
    are asked about. :func:`detect` takes it instead of reading the message again."""

    text: str
    verb: bool
    cue: bool

    def __bool__(self) -> bool:
        return self.verb or self.cue


def worded(text: str) -> Worded:
    """``text`` read for a word or a cue of forgetting: what a language model is asked about
    (:func:`detect`). Most messages have none."""
    reading = normalise(text)  # "can u delte …": chat spelling mended for the structure
    verb = forget_reading.has_verb(reading)
    return Worded(reading, verb, verb or forget_reading.has_cue(reading))


def detect(
    text: str,
    *,
    backend: Any = None,
    embedder: Any = None,
    vector: Any = None,
    words: Worded | None = None,
) -> ForgetRequest | None:
    """Whether ``text`` asks to forget something, and what.

    Args:
        text: the user's message.
        backend: a language model (``is_language_model``) judges messages with a forgetting
            verb too: its "yes" adds a request the readers missed when the learned reader
            leans that way too, its "no" drops the learned reader's reading, not the
            structure's; otherwise the readers decide alone.
        embedder: the yeast's embedder: the learned reader (:mod:`forget_judge`) reads the
            message's meaning too, and a message it takes for a request is one even when the
            structure finds none (its subject is then what the memories closest to the message
            hold, :func:`yeastlab.cognition.forgetting.resolve`). ``None``: structure alone.
        vector: the message's query vector under ``embedder`` (the turn's, when it has it).
        words: ``text`` read by :func:`worded` already (the turn reads it once).

    Returns:
        The request (its subject and the verdicts to log), or ``None`` when the message has
        no forgetting verb and the learned reader does not take it for a request. A message
        with a verb that is no request returns a request with an empty subject (its verdicts
        are still logged).
    """
    words = words if words is not None else worded(text)
    reading, cue = words.text, words.verb
    found = _deterministic(reading) if words else None
    attack = aimed_at_assistant(text) if cue and not found else None
    if attack:
        # "forget everything you know about yourself": no subject of the user's, an identity
        # attack in a request's words, carried as a request so that the safety gate sees it
        # first and refuses it (forgetting.screen); its key names no memory's words
        found = Subject(attack, frozenset({"@yeast"}))
    structural = bool(found)  # the structure read a request with a subject
    read = forget_judge.read(text, embedder, vector) if embedder is not None else None
    learned = read.judgement if read is not None else None
    fired = learned is not None and learned.fired
    if fired and found is None and cue and forget_reading.said_to_another(reading):
        fired = False  # "Drop it, Tobias.": said to Tobias, whatever its meaning reads like
    if found is None and not cue and not fired:
        return None  # "keeping", "knowing", "gone": a model is asked only on a forgetting verb
    verdicts = [
        GateVerdict(
            "forget_request",
            found is not None,
            1.0 if found is not None else 0.0,
            0.5,
            _described(found) if found else "detector: no request",
        )
    ]
    if learned is not None and learned.usable:
        verdicts.append(
            GateVerdict(
                "forget_request_learned",
                fired,
                learned.score,
                learned.score_at,
                f"learned reader: score {learned.score:.2f} (threshold {learned.score_at:.2f}), "
                f"margin {learned.margin:.4f} (threshold {learned.margin_at:.4f})"
                + (", read in one sentence" if read is not None and read.sentence else "")
                + (
                    ", a directive about something of the user's" if read and read.directive else ""
                ),
            )
        )
    sentence = read.sentence if read is not None else ""
    if found is None and fired:
        # the structure found no request (or no object): what the message (or the sentence
        # the reader found it in) is about is what the memories closest to it in meaning hold
        found = Subject(sentence or text, frozenset(), pointer="meaning")
    elif found is not None and fired and found:
        found = replace(found, fallback=sentence or text)
    if backend is not None and getattr(backend, "is_language_model", False):
        asked, phrase, error = _model(text, backend)
        model_subject = subject_of(phrase, text) if asked and phrase else None
        verdicts.append(
            GateVerdict(
                "forget_request_model",
                bool(model_subject),
                1.0 if asked else 0.0,
                0.5,
                error or ("model: a forget request" if asked else "model: no request"),
            )
        )
        if error == "" and model_subject is not None and not structural and _leans(learned):
            found = model_subject  # the model names what to forget better than the meaning
        elif error == "" and not asked and not structural:
            # the model read the verb as something else. Its "no" overrules the learned
            # reader's reading by meaning, never a request the structure read: the structure takes
            # 1 of LoCoMo's 5,882 messages for a request, while a small model answers "no
            # request" to plain ones (benchmarks/trust_real_model.py)
            found = None
    return ForgetRequest(_placed(found, reading) or Subject("", frozenset()), tuple(verdicts))


def _leans(learned: Any) -> bool:
    """Whether a model's "yes" alone may carry a request out: forgetting destroys memories, so
    the learned reader must lean the same way (log-odds >= 0), when the embedder has one. A
    model may say "yes" to talk that only uses a forgetting verb ("Forget it, I'll just buy a
    new umbrella": tests/test_trust.py); the reader's log-odds are >= 0 for 95 % of trust sets
    1-11's requests and 87 % of held-out set 12's, and for 1.6-3.1 % of their look-alikes and
    of LoCoMo's messages with a forgetting verb."""
    return learned is None or not learned.usable or learned.score >= 0.0


def _placed(found: Subject | None, text: str) -> Subject | None:
    """The request's subject with the place in the conversation it points to, if it names one
    ("the last thing I told you", "what I said before the walks": :mod:`forget_order`), which
    the forget resolves against the dialogue log first."""
    if not found or "@yeast" in found.keys:
        return found
    parts = [text[a:b] for a, b in spans(text)]
    if len(parts) > forget_reading.LONG:  # a long message: the request's own sentences say where
        text = " ".join(p for p in parts if forget_reading.has_cue(p))
    place = forget_order.position(text)
    if place is None:
        return found
    if found.alternatives or found.pointer or not found.phrase:
        return replace(found, position=place)
    # "the money thing I mentioned before the walks": the walks say where, not what
    named = subject_of(forget_order.without(found.phrase, place))
    return replace(named, phrase=found.phrase, fallback=found.fallback, position=place)


def screen(
    text: str,
    self_model: SelfModel,
    *,
    backend: Any = None,
    templates_dir: Any = None,
    response: str = "Done: I have forgotten it.",
) -> tuple[GateVerdict, gates.GateReport]:
    """The safety gate's verdict on a forget request, judged before anything is forgotten.

    A request is an exchange like any other: the safety gate (:func:`gates.judge`, with the
    model when ``backend`` is one) judges it with the reply it would get. A request whose
    object is the yeast itself ("forget who you are", "forget your instructions":
    :func:`aimed_at_assistant`) or that redefines it (:func:`safety.identity_change`) is an
    identity attack, refused whatever the model says (a rule that fired wins, as in the gates).

    Returns:
        The safety verdict (logged in ``gate_audits`` with the turn) and the gates' report
        (its model replies and time).
    """
    report = gates.judge(
        gates.Exchange(text, response), self_model, backend=backend, templates_dir=templates_dir
    )
    verdict = next(v for v in report.verdicts if v.name == "safety")
    attack = aimed_at_assistant(text) or safety.identity_change(text)
    if attack and verdict.passed:  # a refusal the rules made already keeps its reason
        verdict = GateVerdict(
            "safety",
            False,
            0.0,
            verdict.threshold,
            f"a forget request aimed at the yeast's own identity or rules refused: {attack!r}",
        )
    return verdict, report
