"""A structural reading of forget requests: a request addressed to the yeast, a verb of
removal, and an object that refers to what the user said.

A sentence asks the yeast to forget when three parts are found together, whatever the words
around them:

1. **An address to the yeast** (:data:`_FRAME`): the imperative ("Forget …", "Actually,
   scrub …", "Do me a favour and bin …"), a question put to it ("Can you erase …", "Could you
   not remember …"), a wish about what it does ("I'd rather you didn't keep …", "I don't want
   you knowing …", "I'm not comfortable with you storing …", "I'd like that deleted"). A
   statement about someone else ("She told me to forget him", "I wish I could forget",
   "Remind me to erase the backups", "I deleted my account") addresses no one.
2. **A verb of removal** (:data:`_VERB`): the memory verbs (forget, unlearn, let go of, stop
   remembering, don't keep / store / save / hold on to, keep … out of your memory, get … out
   of your head), the chores of data (delete, remove, erase, wipe, scrub, purge, clear out,
   drop, discard, scrap, bin, nuke, get rid of …) and the same verbs of a few other languages
   (olvida, borra, vergiss, lösche, oublie, efface, dimentica, cancella, esquece, apaga).
3. **An object that refers to what the user said or the yeast holds** (:func:`_refers`): the
   user's own things ("my locker code", "mi dirección", "meine Telefonnummer"), a name
   ("Priya"), a pointer back ("him", "that", "what I just said", "that last thing", "both"),
   or a piece of what was said ("the bit about …", "everything you know about …", "the IVF
   stuff", "all traces of …"). "Erase the whiteboard", "remove the stain", "drop the ball"
   name no such thing.

A pointer is resolved first within the message ("I regret telling you about the surgery. Can
you forget about it?": the surgery) and otherwise left to the memories
(:func:`yeastlab.cognition.forgetting.forget_about`: "him"/"her" the person named last, "that"
the last thing said).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

__all__ = ["Reading", "read", "orders", "has_cue", "has_verb", "sentences", "POINTERS"]

#: Words a request is wrapped in that change nothing about it (English and a few others).
_POLITE = (
    r"please|pls|plz|kindly|bitte|por\s+favor|per\s+favore|s'il\s+(?:te|vous)\s+pla[iî]t|"
    r"svp|thanks|thank\s+you"
)
_MARKER = (
    rf"(?:{_POLITE}|actually|ok(?:ay)?|so|and|but|also|then|just|now|oh|hey(?:\s+yeast)?|yeast|"
    r"on\s+second\s+thoughts?|by\s+the\s+way|anyway|in\s+fact|one\s+more\s+thing|"
    r"(?:two|one|a\s+few)\s+things|do\s+me\s+a\s+favou?r(?:\s+and)?|honestly|look|listen)"
)
_MARKERS = re.compile(rf"^(?:\s*{_MARKER}\b\s*[,:]?)*\s*", re.I)
#: How a sentence addresses the yeast before its verb (matched whole, markers stripped).
_FRAME = re.compile(
    r"(?:"
    r"(?:would|do|will)\s+you\s+(?:please\s+)?mind(?:\s+(?:just|not))*"
    r"|(?:can|could|would|will|won't)\s+(?:you|we|ya)(?:\s+please)?(?:\s+(?:just|not|now))*"
    r"|(?:i|we)(?:'d|\s+would)?\s+(?:rather|prefer)\s+(?:that\s+|if\s+)?you(?:\s+(?:not|didn't|"
    r"did\s+not|don't|do\s+not|wouldn't|would\s+not|never|to))*"
    r"|(?:i|we)\s+(?:really\s+)?(?:want|need|would\s+like|'d\s+like)\s+you\s+to(?:\s+(?:just|not))?"
    r"|i'd\s+like\s+you\s+to|i'd\s+love\s+(?:it\s+)?if\s+you"
    r"|(?:i|we)\s+(?:don't|do\s+not)\s+(?:want|need)\s+you(?:\s+to)?"
    r"|i'?m\s+not\s+(?:comfortable|ok|okay|happy)\s+with\s+you"
    r"|you\s+(?:should|must|need\s+to|have\s+to|can|may)(?:\s+(?:just|now))?"
    r"|let's|let\s+us|(?:it's|it\s+is)\s+(?:time|best)\s+(?:to|you)"
    r"|time\s+to|(?:can|could)\s+i\s+ask\s+you\s+to|make\s+sure\s+(?:you|to)"
    r")?\s*",
    re.I,
)
_KEEP = r"(?:remember|keep|store|save|retain|know|hold\s+on\s*to|hold\s+onto|log|record|track)"
_KEEPING = (
    r"(?:forgetting|unlearning|erasing|deleting|removing|wiping|scrubbing|purging|clearing|"
    r"dropping|discarding|remembering|keeping|storing|saving|retaining|knowing|holding\s+on\s*to|holding\s+onto|"
    r"logging|recording|tracking)"
)
_REMOVE = (
    r"(?:wipe\s+the\s+slate\s+clean\s+on|do\s+a\s+tabula\s+rasa\s+on|"
    r"delete|remove|erase|wipe(?:\s+out|\s+away)?|scrub|purge|expunge|clear(?:\s+out|\s+away)?|"
    r"discard|drop|scrap|bin|nuke|trash|ditch|get\s+rid\s+of|throw\s+(?:away|out)|"
    r"strike|take\s+out)"
)
_REMOVED = (
    r"(?:deleted|removed|erased|wiped(?:\s+out)?|scrubbed|purged|expunged|cleared(?:\s+out)?|"
    r"discarded|dropped|scrapped|binned|nuked|trashed|ditched|forgotten|forgot|gone|unlearned|"
    r"unlearnt|got\s+rid\s+of)"
)
_FOREIGN = (
    r"(?:olvida|olvide|olvidar|olvídate\s+de|olvidate\s+de|borra|borre|borrar|elimina|elimine|"
    r"vergiss|vergessen\s+sie|lösch|lösche|löschen\s+sie|entferne|oublie|oubliez|efface|effacez|"
    r"supprime|supprimez|dimentica|dimentichi|cancella|esquece|esqueça|apaga|apague|vergeet|"
    r"verwijder)"
)
_MEMORY_PLACE = r"(?:your\s+)?(?:memory|memories|head|mind|records?|notes|system|database|brain)"
#: The verb of a request, each form naming the group of its object ("obj").
_VERB = re.compile(
    r"(?P<verb>"
    rf"(?:forget|unlearn|{_FOREIGN}|{_REMOVE})\b"
    rf"|(?:stop|quit|no\s+more|no\s+longer|cease)\s+{_KEEPING}\b"
    rf"|(?:don't|do\s+not|didn't|did\s+not|wouldn't|would\s+not|not|never|no\s+longer)\s+"
    rf"(?:be\s+)?(?:{_KEEP}|{_KEEPING})\b"
    r"|keep\s+(?:nothing|no\s+(?:notes|record|records|memory))\b"
    rf"|{_KEEPING}\b"
    rf"|{_REMOVED}\b"
    r"|let\s+go\s+of\b"
    rf"|(?:keep|get|take|put|have)\s+(?P<held>[^.!?;]{{1,60}}?)\s+out\s+of\s+{_MEMORY_PLACE}"
    rf"|let\s+(?P<gone>[^.!?;]{{1,40}}?)\s+go\b(?:\s+from\s+{_MEMORY_PLACE})?"
    rf"|(?P<keep>{_KEEP})\b"
    r")",
    re.I,
)
#: Only after a wish ("I'd rather you erased …", "I'm not comfortable with you storing …",
#: "I'd like that deleted"): the past forms and gerunds.
_WISH_ONLY = re.compile(rf"^(?:{_KEEPING}|{_REMOVED})$", re.I)
_CUE = re.compile(
    rf"(?:\b(?:forget|unlearn|{_FOREIGN}|{_REMOVE}|{_REMOVED}|{_KEEPING}|keep\s+(?:nothing|no)|"
    rf"let\s+go|go\s+from)|(?:n't|\bnot|\bnever|\byou\s+to)\s+{_KEEP}|\bout\s+of\s+{_MEMORY_PLACE})\b",
    re.I,
)
_NEGATIVE_WISH = re.compile(
    r"(?:n't|\bnot|\bnever)\s+(?:want|need)\s+you(?:\s+to)?\s*$|\b(?:rather|prefer)\s+(?:that\s+|if\s+)?you"
    r"\s+(?:not|never)\s*(?:to\s+)?$",
    re.I,
)
#: A participle wish: "I'd like that last thing deleted", "I want it gone".
_PARTICIPLE = re.compile(
    rf"^(?:i|we)(?:'d|\s+would)?\s+(?:like|want|prefer|need)\s+(?P<obj>.{{1,60}}?)\s+{_REMOVED}"
    r"\b\s*(?:from\s+\S+(?:\s+\S+)?)?\s*$",
    re.I,
)
#: Clause boundaries: sentence ends, semicolons, colons, dashes; ", and" / ", but" / ", please".
_CLAUSES = re.compile(
    r"[.!?;:]+\s*|\s[-–—]+\s|,\s*(?=(?:and|but|so|also|please|kindly|pls)\b)", re.I
)

POINTERS = frozenset(["that", "this", "it", "those", "these", "him", "her", "them", "both"])
_PERSON = frozenset(["him", "her", "them"])
_POSSESSIVE = (
    r"(?:my|our|mine|mi|mis|mein|meine|meinen|meiner|meines|mon|ma|mes|il\s+mio|la\s+mia|"
    r"i\s+miei|le\s+mie|meu|minha|meus|minhas|mijn)"
)
_SAID = r"(?:said|told\s+you|told\s+ya|mentioned|shared|wrote|typed|sent|confided)"
#: Objects that refer to what the user said or the yeast holds (a name is case-sensitive).
_REFERS = re.compile(
    rf"^(?i:(?:about|on|of|regarding|concerning)\s+)?(?:"
    rf"(?i:{_POSSESSIVE})\b"
    r"|(?!(?:The|A|An|I|It|That|This)\b)[A-Z][a-zà-ÿ]+\b"
    r"|(?i:(?:him|her|them|that|this|it|those|these|both)\b(?!\s+(?:is|was|way|time|one|day|"
    r"week|month|year|guy|girl|man|woman|person|place)\b))"
    rf"|(?i:(?:what|everything|anything|all|whatever|the\s+things?)\s+(?:i|you|we)\b)"
    rf"|(?i:i\s+(?:ever\s+|just\s+|even\s+|once\s+)?{_SAID})"
    r"|(?i:(?:the|that|this|those|these|all|any|every)\s+(?:\w+\s+){0,2}?(?:bit|part|thing|"
    r"things|stuff|info|information|details?|notes?|messages?|memor(?:y|ies)|traces?|records?|"
    r"data|mention|story|conversation|chat)\b)"
    r"|(?i:(?:everything|anything|all|nothing|every\s+\w+)\s+(?:(?:you|i|we)\s+\w+\s+)?"
    r"(?:(?:know|have|stored|saved|kept|remember)\s+)?(?:about|on|of|regarding|related\s+to|"
    r"concerning)\b)"
    r"|(?i:(?:where|who|when|what|how\s+much|how\s+old)\s+(?:i|my)\b)"
    r"|(?i:(?:\w+\s+)?(?:notes?|records?|info|information|details|data|tabs)\s+(?:on|about|of)\b)"
    r"|(?i:the\s+(?:\w+\s+){1,3}(?:stuff|thing|bit|part|business|situation|issue|mess)\b)"
    r")"
)
_MEMORY_CONTEXT = re.compile(
    rf"\b(?:from|out\s+of|in)\s+{_MEMORY_PLACE}|\byour\s+memor(?:y|ies)\s+of\b|\b(?:what|that)\s+"
    rf"i\s+{_SAID}|\b(?:you\s+(?:know|have|stored|saved|kept|remember))\b",
    re.I,
)
#: "forget to …", "forget about it" (never mind), "drop the ball", "forget the weather".
_NOT_AN_OBJECT = re.compile(
    r"^(?:to\b|about\s+it\s*$|it\s*$|how\b|why\b|whether\b|if\b|the\s+ball\b|me\b|us\b|you\b|"
    r"yourself\b|in\s+mind\b|an\s+eye\b|track\s+of\b|going\b|up\b|quiet\b|calm\b|safe\b)",
    re.I,
)
#: What a pointer within the message may point back to: "about my divorce", "storing my
#: location", "the psychiatric ward thing".
_ANTECEDENT = re.compile(
    rf"\b(?i:about|regarding|concerning|on|with\s+you\s+{_KEEPING}|{_KEEPING}|mention(?:ed|ing)?|"
    rf"told\s+you)\s+(?P<np>(?i:(?:{_POSSESSIVE}|the)\s+[\w'-]+(?:\s+(?!and\b|or\b|but\b|"
    r"to\b|is\b|was\b|are\b)[\w'-]+){0,3})|(?!(?:The|I|It)\b)[A-Z][a-z]+)"
)


@dataclass(frozen=True)
class Reading:
    """One request read in a message: its object phrases (several for "X and Y"), and when
    the object is a pointer left unresolved in the message, ``"person"`` ("him", "her") or
    ``"last"`` ("that", "what I just said") for the memories to resolve."""

    phrases: tuple[str, ...]
    pointer: str = ""
    #: a long message's request: the sentence it was read in (with the one before it as the
    #: context of its pointers), what its subject's names and an unresolved pointer are taken from
    context: str = ""


#: A verb of forgetting as a request puts it (not its past forms or gerunds): what a model is
#: asked about, and what a "no request" verdict is logged for.
_ASKING_VERB = re.compile(
    rf"\b(?:forget|unlearn|{_FOREIGN}|{_REMOVE}|(?:stop|quit)\s+{_KEEPING}|(?:n't|not|never)\s+"
    rf"{_KEEP})\b",
    re.I,
)


def has_verb(text: str) -> bool:
    """Whether ``text`` holds a verb of forgetting in the form a request uses ("forget",
    "delete", "don't keep"; not "forgot", "keeping", "gone")."""
    return _ASKING_VERB.search(text) is not None


def has_cue(text: str) -> bool:
    """Whether ``text`` holds a removal verb at all (cheap: most messages have none)."""
    return _CUE.search(text) is not None


def _clauses(text: str) -> list[tuple[int, str]]:
    out, start = [], 0
    for m in _CLAUSES.finditer(text):
        out.append((start, text[start : m.start()]))
        start = m.end()
    out.append((start, text[start:]))
    return [(i, c) for i, c in out if c.strip()]


#: A request asked round about ("any chance you could …", "is it possible for you to …",
#: "would it be ok to …", "mind deleting …"): the forms of the sixth set's misses, made general
#: (the seventh set's own forms are not added: it is the held-out figure).
_ASKING = re.compile(
    r"(?:is\s+there\s+(?:any\s+|a\s+)?chance|any\s+chance|is\s+it\s+(?:possible|ok(?:ay)?|alright|"
    r"fine)|would\s+it\s+be\s+(?:possible|ok(?:ay)?|alright|fine|best)|mind)"
    r"(?:\s+(?:that|if|for))?(?:\s+you)?(?:\s+(?:to|can|could|would|will|might|please|just|not|"
    r"possibly|kindly))*",
    re.I,
)


def _addressed(lead: str, verb: str, clause: str = "") -> bool:
    """Whether the words before the verb address the yeast (markers aside). A request asked
    round about impersonally (:data:`_ASKING`) without "you" must name the yeast's memory
    ("would it be ok to scrap … from your memory"): "is it possible to delete my account" asks
    how."""
    lead = _MARKERS.sub("", lead).strip(" ,")
    frame = _FRAME.fullmatch(lead)
    if frame is None:
        asked = _ASKING.fullmatch(lead)
        if asked is None:
            return False
        impersonal = re.match(r"(?:is|would)\s+it\b", lead, re.I)
        you = re.search(r"\byou\b", lead, re.I)
        if impersonal and not you and not _MEMORY_CONTEXT.search(clause):
            return False
    wish = bool(lead)  # a past form or gerund only after a wish ("I'd rather you erased")
    if _WISH_ONLY.fullmatch(verb.strip()) and not wish:
        return False
    # "Don't know what I'd do without them" tells; "I'd rather you didn't know" asks
    return wish or not re.search(r"\bknow\b", verb, re.I)


def _object(rest: str) -> str:
    """The object phrase: the words after the verb up to the end of the clause, polite words
    and trailing asides ("he'd be mortified", "I'd feel safer") cut."""
    rest = re.split(
        r",\s*(?:he|she|they|i|it|that)(?:'d|'s|\s)|\s+(?:because|since)\s|(?<!well)\s+as(?!\s+well\b)\s",
        rest,
        flags=re.I,
    )[0]  # "as well as" joins two objects
    rest = re.sub(rf"^\s*(?:{_POLITE})\b\s*,?\s*", "", rest, flags=re.I)
    rest = re.sub(rf"\s*,?\s*\b(?:{_POLITE})\s*$", "", rest, flags=re.I)
    return rest.strip(" ,")


def _split(phrase: str) -> tuple[str, ...]:
    """ "my address and my phone number" → both; "bread and butter" stays one."""
    ahead = rf"\s+(?:(?i:about|also|then|too)\s+)?(?=(?i:{_POSSESSIVE}|the)\b|[A-Z][a-z]+\b)"
    joined = r"\s*,?\s+(?i:and|&|or|as\s+well\s+as|plus|along\s+with|together\s+with)"
    out: list[str] = []
    for part in re.split(joined + ahead, phrase):
        listed = re.split(r"\s*," + ahead, part)
        # "the weather, the game is on tonight": what follows the comma is a clause
        out += [part] if any(_FINITE.search(p) for p in listed[1:]) else listed
    return tuple(p.strip(" ,") for p in out if p.strip(" ,"))


#: A finite verb: a comma before one starts a clause of its own, not a second object.
_FINITE = re.compile(r"\b(?:is|are|was|were|am|will|has|have|had|do|does|did)\b", re.I)


#: The words around an object that say "some of what I said" and name nothing.
_WRAPPING = re.compile(
    r"^(?:(?:the|that|this|all|any|every|those|these)\s+)?(?:(?:\w+\s+)?(?:bit|part|thing|things|"
    r"stuff|info|information|details?|notes?|messages?|memor(?:y|ies)|traces?|records?|data|"
    r"mention|story|conversation)\s+|(?:everything|anything|all|nothing|whatever)\s+(?:(?:you|i|"
    r"we)\s+(?:\w+\s+)?)?)(?:(?:about|on|of|regarding|concerning|related\s+to)\s+)|"
    r"\s+(?:stuff|thing|things|bit|business|too|as\s+well|from\s+(?:your\s+)?(?:memory|memories|"
    r"records|mind|notes|head))\s*$|\s*[-–—]+\s*$",
    re.I,
)


def _unwrap(phrase: str) -> str:
    """ "the bit about my old job" → "my old job"; "the IVF stuff" → "the IVF"."""
    before = None
    while before != phrase:
        before, phrase = phrase, _WRAPPING.sub("", phrase).strip(" ,")
    return phrase


def _pointing(phrase: str) -> bool:
    if phrase != _unwrap(phrase) and _pointing(_unwrap(phrase)):
        return True
    low = re.sub(r"\b(?:too|as\s+well|please|now|ever\s+came\s+up|came\s+up|ever)\b", "", phrase,
                 flags=re.I).strip(" ,.").lower()  # fmt: skip
    low = re.sub(r"^(?:about|of)\s+", "", low)
    return (
        low in POINTERS
        or re.fullmatch(rf"(?:what|everything|all|the\s+thing)\s+i\s+(?:just\s+)?{_SAID}", low)
        is not None
        or re.fullmatch(
            r"(?:that|the|this|my)\s+(?:last|previous|latest)(?:\s+(?:thing|message|"
            r"one|bit|part))?(?:\s+i\s+\w+)?",
            low,
        )
        is not None  # fmt: skip
        or low in ("", "it all", "all of it", "all that", "all of that", "that one")
    )


def _antecedents(text: str, span: tuple[int, int]) -> tuple[str, ...]:
    """Noun phrases the message speaks about outside the request itself."""
    found = []
    for m in _ANTECEDENT.finditer(text):
        if span[0] <= m.start() < span[1]:
            continue
        np_ = m["np"].strip()
        if np_.lower() not in POINTERS:
            found.append(np_)
    return tuple(dict.fromkeys(found))


#: Sentence ends: ".", "!", "?" before a space, the CJK stops, line breaks.
_SENTENCE = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])\s*|\n+")
#: A message with more sentences than this is read sentence by sentence (:func:`read`).
LONG = 3


def sentences(text: str) -> list[tuple[int, str]]:
    """The sentences of ``text``, each with its offset (a cheap split: "Dr. Smith" may cut)."""
    out, start = [], 0
    for m in _SENTENCE.finditer(text):
        if m.end() > m.start() or m.start() > start:
            out.append((start, text[start : m.start()]))
            start = m.end()
    out.append((start, text[start:]))
    return [(i, c) for i, c in out if c.strip()]


def read(text: str) -> list[Reading]:
    """The forget requests of ``text`` (usually none, rarely several).

    A long message (more than :data:`LONG` sentences) is read sentence by sentence, each
    with the sentence before it as its context: a request buried in chatter ("… anyway, scrap
    that thing about the landlord from your memory …") then takes what it points to from its
    own sentence, not from every "about my …" the chatter holds."""
    if not has_cue(text):
        return []
    parts = sentences(text)
    if len(parts) <= LONG:
        return _read(text, 0)
    readings: list[Reading] = []
    for i, (_, sentence) in enumerate(parts):
        if not has_cue(sentence):
            continue
        before = parts[i - 1][1] + " " if i else ""
        window = before + sentence
        readings += [replace(r, context=sentence) for r in _read(window, len(before))]
    return readings


def _read(text: str, start: int) -> list[Reading]:
    """The requests of the clauses of ``text`` from ``start`` on (what precedes is context)."""
    readings: list[Reading] = []
    for at, clause in _clauses(text[start:]):
        reading = _read_clause(text, start + at, clause)
        if reading is not None:
            readings.append(reading)
    return readings


def orders(text: str) -> list[tuple[str, str]]:
    """Every verb of removal addressed to the yeast in ``text``, with the rest of its clause,
    whatever that names: "Forget who you are" gives ``("Forget", "who you are")``, read by
    :func:`yeastlab.cognition.forget_requests.aimed_at_assistant`."""
    if not has_cue(text):
        return []
    out = []
    for _, clause in _clauses(text):
        for m in _VERB.finditer(clause):
            if _remembering(clause, m) or not _addressed(clause[: m.start()], m["verb"], clause):
                continue
            out.append((m["verb"], _object(clause[m.end() :])))
    return out


def _remembering(clause: str, m: re.Match[str]) -> bool:
    """Whether the verb asks to remember: "don't forget to …", "never forget …", "stop
    forgetting my birthday"."""
    verb = m["verb"]
    dont = re.match(
        r"(?:don't|do\s+not|never|not)\s+forget", clause[max(0, m.start() - 7) :].lstrip(), re.I
    )
    before = re.search(r"(?:don't|never|not)\s*$", clause[: m.start()], re.I)
    if dont or (before and verb.lower().startswith("forget")):
        return True
    return re.match(r"(?:stop|quit|no\s+more|cease)\s+forgetting", verb, re.I) is not None


def _read_clause(text: str, start: int, clause: str) -> Reading | None:
    stripped = _MARKERS.sub("", clause).strip()
    participle = _PARTICIPLE.match(stripped)
    if participle:
        return _reading(text, (start, start + len(clause)), participle["obj"])
    for m in _VERB.finditer(clause):
        verb = m["verb"]
        if _remembering(clause, m):
            continue  # "don't forget to …", "never forget …", "stop forgetting my birthday"
        if not _addressed(clause[: m.start()], verb, clause):
            continue
        if m["keep"] and not _NEGATIVE_WISH.search(clause[: m.start()]):
            continue  # "keep" asks to forget only after "I don't want you to", "rather you not"
        held = m["held"] or m["gone"]
        phrase = held if held else _object(clause[m.end() :])
        span = (start, start + len(clause))
        never_mind = (
            not held and _NOT_AN_OBJECT.match(phrase) and not _MEMORY_CONTEXT.search(clause)
        )
        if never_mind and not (
            re.match(r"^(?:about\s+)?it\b", phrase, re.I) and _antecedents(text, span)
        ):
            continue  # "forget about it" is "never mind" unless the message says what
        memory_verb = re.match(r"(?i:forget|unlearn)\b", verb) is not None
        if not (_REFERS.match(phrase) or _MEMORY_CONTEXT.search(clause) or held or memory_verb):
            continue
        return _reading(text, (start, start + len(clause)), phrase)
    return None


def _reading(text: str, span: tuple[int, int], phrase: str) -> Reading:
    if not _pointing(phrase):
        return Reading(tuple(dict.fromkeys(_unwrap(p) for p in _split(_unwrap(phrase)))))
    around = _antecedents(text, span)
    if around:
        return Reading(tuple(_unwrap(a) for a in around))
    low = f"{_unwrap(phrase)} {text[: span[0]]} {text[span[1] :]}".lower()
    person = re.search(r"\b(?:him|her|them)\b", low) is not None
    return Reading((), "person" if person else "last")
