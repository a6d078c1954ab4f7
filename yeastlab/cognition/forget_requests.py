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

What a request is about is a :class:`Subject` (:func:`subject_of`); forgetting it is
:func:`yeastlab.cognition.forgetting.forget_about`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from yeastlab.cognition import forget_judge, forget_reading
from yeastlab.cognition.forget_normal import normalise
from yeastlab.core.records import GateVerdict
from yeastlab.core.text import STOP_WORDS, content_stems, stem, words

__all__ = ["ForgetRequest", "Subject", "aimed_at_assistant", "detect", "subject_of"]

_FRAME = (
    r"(?:^|[.!?;,]\s*|\b(?:and|so|but|also|then|just|now)\s+)"
    r"(?:(?:please|kindly|ok|okay)\s*,?\s*)?"
    r"(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|(?:i\s+(?:want|need|would like|'d like)"
    r"|i'd\s+like)\s+you\s+to\s+|(?:you\s+(?:should|must|need\s+to)\s+))?"
    r"(?:please\s+)?"
)
_KEEP = r"(?:remember|keep|store|save|retain|know\s+about|h(?:o|a)ld\s+on(?:\s+|)to|hold\s+onto)"
_FORGET = r"(?:forget|unlearn|stop\s+remembering|no\s+longer\s+remember|(?:do\s+not|don't)\s+" \
    rf"{_KEEP}|stop\s+(?:keeping|storing|saving|holding\s+on(?:\s+|)to)" \
    r"|(?:mind|consider|try)\s+(?:forgetting|erasing)" \
    rf"|(?:i'?d|i\s+would)\s+(?:rather|prefer)\s+(?:that\s+)?you\s+(?:didn't|did\s+not|don't|" \
    rf"do\s+not|wouldn't|would\s+not|never|not)\s+(?:to\s+)?{_KEEP}" \
    rf"|i\s+(?:don't|do\s+not)\s+want\s+you\s+to\s+{_KEEP})"  # fmt: skip
#: Verbs of erasing data: a request with them may name its object alone ("erase Mark").
_ERASE = r"(?:erase|wipe(?:\s+out)?|purge|scrub|expunge)"
_CHORE = rf"(?:delete|remove|{_ERASE}|clear|discard|drop|get\s+rid\s+of|throw\s+away)"
_REQUEST = re.compile(rf"{_FRAME}(?P<verb>{_FORGET}|{_CHORE})\b\s*(?P<rest>[^.!?;]*)", re.I)
_CUE = re.compile(rf"\b(?:{_FORGET}|{_CHORE})\b", re.I)
_TRIM_FRONT = re.compile(
    r"^(?:(?:about|all\s+about|everything|anything|all|the\s+fact|that\s+i\s+(?:told|said)|"
    r"what\s+(?:i|you)\s+(?:told\s+you|said|shared|mentioned|know|have|remember)|"
    r"(?:the\s+)?(?:info|information|details|memories|memory|things?|stuff|notes|data)|"
    r"(?:you\s+(?:know|have|stored|remember))|i\s+(?:told|said)|of|on|regarding|concerning|"
    r"related\s+to|that|which|of\s+you)\b\s*)+",
    re.I,
)
_TRIM_BACK = re.compile(
    r"\s*\b(?:from\s+(?:your\s+)?(?:memory|memories|records|mind|notes|database)|immediately|"
    r"right\s+now|now|please|for\s+good|permanently|completely|entirely|forever|too|as\s+well|"
    r"anymore|any\s+more|thanks|thank\s+you)\b\s*$",
    re.I,
)
#: Words that say "some information" and name no subject.
_GENERIC = frozenset(
    stem(w)
    for w in [
        "everything",
        "anything",
        "thing",
        "things",
        "stuff",
        "info",
        "information",
        "detail",
        "details",
        "data",
        "memory",
        "memories",
        "record",
        "records",
        "note",
        "notes",
        "fact",
        "facts",
        "immediately",
        "please",
        "forever",
        "relationship",
        "whole",
        "entire",
        "completely",
        "everyth",
        "told",
        "said",
    ]
)
_DEMONSTRATIVE = frozenset(["that", "this", "those", "these", "it", "him", "her", "them"])

#: Subject categories: a word of the subject → (words of memories about it, marks).
_CATEGORIES: dict[str, tuple[frozenset[str], tuple[str, ...]]] = {}


def _category(keys: str, words_: str, marks: tuple[str, ...] = ()) -> None:
    for key in keys.split():
        _CATEGORIES[stem(key)] = (frozenset(stem(w) for w in words_.split()), marks)


_category(
    "medical health diagnosis condition illness medication",
    "medical diagnosed diagnosis doctor diabetes asthma cancer surgery prescription medication "
    "medicine therapy therapist allergy allergic hospital illness sick symptoms migraine "
    "depression anxiety adhd insulin pills treatment clinic disorder chronic injury blood "
    "pregnant pregnancy health condition",
)
_category("ssn social-security", "ssn", ("pii:ssn",))
# the category's own word in a few other languages ("olvida mi dirección")
_category("address dirección direccion adresse indirizzo endereço", "address", ("pii:address",))
_category(
    "phone teléfono telefono telefonnummer handynummer téléphone telephone numéro portable "
    "celular móvil",
    "phone cell mobile",
    ("pii:phone",),
)
_category(
    "password passwords credentials credential login pin",
    "password passcode pin login credentials",
    (
        "secret:password",
        "secret:pin",
        "secret:api_key",
        "secret:token",
        "secret:private_key",
        "secret:card_number",
    ),
)
_category(
    "financial finances money salary bank debt salario sueldo salaire gehalt stipendio salário",
    "salary bank debt loan mortgage money income savings invest credit finances",
)


#: The labels of a logged exchange ("User: … | Yeast: …"), which are no one's subject.
_FRAMING = re.compile(r"(?:^|\|)\s*(?:User|Yeast):")


@dataclass(frozen=True)
class Subject:
    """What a forget request is about: its phrase, key word stems, category words and marks."""

    phrase: str
    keys: frozenset[str]
    related: frozenset[str] = frozenset()
    marks: tuple[str, ...] = ()
    #: ``"person"`` ("forget him"), ``"last"`` ("delete that") or ``"meaning"`` (the learned
    #: reader's request with no object found: ``phrase`` is the message): left for the
    #: memories to resolve (:func:`yeastlab.cognition.forgetting.resolve`).
    pointer: str = ""
    #: Several subjects asked at once ("my address and my phone number"): any of them.
    alternatives: tuple[Subject, ...] = ()
    #: The content stems of memories the subject was resolved to (by pointer or by meaning):
    #: a text sharing half of one's stems is about it.
    texts: tuple[frozenset[str], ...] = ()

    def __bool__(self) -> bool:
        return bool(
            self.keys or self.related or self.marks or self.pointer or self.alternatives
            or self.texts
        )  # fmt: skip

    def matches(self, text: str, tags: Sequence[str] = ()) -> bool:
        """Whether a text (with its tags) is about this subject."""
        if any(a.matches(text, tags) for a in self.alternatives):
            return True
        if self.marks and set(tags) & set(self.marks):
            return True
        if self.texts:
            said = content_stems(_FRAMING.sub(" ", text))
            if any(_covers(t, said) for t in self.texts):
                return True
        found = {stem(w) for w in words(_FRAMING.sub(" ", text))}
        # every key word, or for a phrase of several ("my therapy sessions") half of them
        if self.keys and 2 * len(self.keys & found) >= max(2, len(self.keys)):
            return True
        return bool(self.related & found)


def _covers(stems: frozenset[str], said: set[str]) -> bool:
    """Whether a text's stems ``said`` hold half of a resolved memory's (two at least)."""
    shared = len(stems & said)
    return shared >= min(2, len(stems)) and 2 * shared >= len(stems)


@dataclass(frozen=True)
class ForgetRequest:
    """A detected forget request: its subject and the verdicts to log in ``gate_audits``."""

    subject: Subject
    verdicts: tuple[GateVerdict, ...]


def subject_of(phrase: str, message: str = "") -> Subject:
    """The :class:`Subject` a request's object phrase names ("my social security number")."""
    clean = _TRIM_BACK.sub("", _TRIM_FRONT.sub("", phrase.strip())).strip(" ,.")
    clean = re.sub(r"^(?:my|your|the|a|an|that|this|those|these|all)\s+", "", clean, flags=re.I)
    tokens = words(clean)
    named_here = {stem(n.lower()) for n in re.findall(r"\b[A-Z][a-z]+\b", clean)}
    names = set(re.findall(r"\b[A-Z][a-z]+\b", message))
    names -= {w for w in names if w.lower() in STOP_WORDS or w.lower() in ("please", "forget")}
    keys = {stem(w) for w in tokens if w not in STOP_WORDS and len(w) > 1} - _GENERIC
    if "social" in tokens and "security" in tokens:
        keys = {"ssn"}
    related: set[str] = set()
    marks: list[str] = []
    for key in list(keys) + [stem(w) for w in tokens]:
        if key in _CATEGORIES:
            category_words, category_marks = _CATEGORIES[key]
            related |= category_words
            marks += category_marks
            keys.discard(key)
    if keys & {stem(w) for w in ("ssn",)}:
        related |= _CATEGORIES["ssn"][0]
        marks += list(_CATEGORIES["ssn"][1])
    if related:
        keys = set()  # "home address", "phone number": the category decides, not "home"
    elif named_here - {"i"}:
        keys = named_here - {"i"}  # "my job at Google": Google
    pointing = (
        not tokens
        or tokens[0] in _DEMONSTRATIVE
        or set(tokens) <= _DEMONSTRATIVE | {"relationship"}
    )
    if pointing or not (keys or related):
        # "that relationship", "him": the names the message speaks of elsewhere
        named = {stem(n.lower()) for n in names if n.lower() not in {"i"}}
        if named:
            keys = named
    if len(keys) > 3:
        keys = set(sorted(keys, key=len, reverse=True)[:3])
    return Subject(
        clean or phrase, frozenset(keys), frozenset(related), tuple(dict.fromkeys(marks))
    )


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
    identity attack in a forget request's words, which the safety gate refuses."""
    for m in _REQUEST.finditer(text):
        rest = m["rest"].strip()
        trimmed = _TRIM_FRONT.sub("", rest).strip(" ,")
        for phrase in (rest, trimmed):
            found = _ASSISTANT.match(phrase)
            if found:
                return f"{m['verb']} {found.group(0)}"
    return None


def _deterministic(text: str) -> Subject | None:
    """The subject of the requests a structural reading finds (:mod:`forget_reading`): named
    subjects first; a pointer ("him", "that") only when the message names nothing."""
    named: list[Subject] = []
    pointers: list[str] = []
    for reading in forget_reading.read(text):
        if reading.pointer:
            pointers.append(reading.pointer)
        for phrase in reading.phrases:
            subject = subject_of(phrase, text)
            if subject and subject not in named:
                named.append(subject)
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


def detect(
    text: str, *, backend: Any = None, embedder: Any = None, vector: Any = None
) -> ForgetRequest | None:
    """Whether ``text`` asks to forget something, and what.

    Args:
        text: the user's message.
        backend: a language model (``is_language_model``) judges messages with a forgetting
            verb too; otherwise the readers decide alone.
        embedder: the yeast's embedder: the learned reader (:mod:`forget_judge`) reads the
            message's meaning too, and a message it takes for a request is one even when the
            structure finds none (its subject is then what the memories closest to the message
            hold, :func:`yeastlab.cognition.forgetting.resolve`). ``None``: structure alone.
        vector: the message's query vector under ``embedder`` (the turn's, when it has it).

    Returns:
        The request (its subject and the verdicts to log), or ``None`` when the message has
        no forgetting verb and the learned reader does not take it for a request. A message
        with a verb that is no request returns a request with an empty subject (its verdicts
        are still logged).
    """
    reading = normalise(text)  # "can u delte …": chat spelling mended for the structure
    cue = _CUE.search(reading) is not None
    found = _deterministic(reading) if cue or forget_reading.has_cue(reading) else None
    learned = forget_judge.judge(text, embedder, vector) if embedder is not None else None
    fired = learned is not None and learned.fired
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
                f"margin {learned.margin:.4f} (threshold {learned.margin_at:.4f})",
            )
        )
    if found is None and fired:
        # the structure found no request (or no object): what the message is about is what
        # the memories closest to it in meaning hold
        found = Subject(text, frozenset(), pointer="meaning")
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
        if error == "" and model_subject is not None:
            found = model_subject if found is None else found
        elif error == "" and not asked:
            found = None  # the model read the verb as something else
    return ForgetRequest(found or Subject("", frozenset()), tuple(verdicts))
