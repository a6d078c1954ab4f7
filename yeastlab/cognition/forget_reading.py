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

from yeastlab.cognition import forget_groups as groups
from yeastlab.cognition import forget_order
from yeastlab.cognition import forget_phrases as phrases
from yeastlab.cognition.forget_forms import BETTER as _BETTER
from yeastlab.cognition.forget_forms import CONSIDER, UNNEEDED_CUE, said_before, stated
from yeastlab.cognition.forget_words import (
    ASKING,
    FOREIGN,
    KEEP,
    KEEPING,
    MARKERS,
    MEMORY_PLACE,
    POINTERS,
    REMOVE,
    REMOVED,
    SAID,
    SAID_MARK,
    VANISH,
)
from yeastlab.core.sentences import spans

__all__ = ["Reading", "read", "orders", "has_cue", "has_verb", "said_to_another", "POINTERS"]

#: How a sentence addresses the yeast before its verb (matched whole, markers stripped).
_FRAME = re.compile(
    # a fronted adverbial before the address: "Under data protection law, I require you to …",
    # "On reflection, please …", "For privacy reasons, could you …"
    r"(?:(?:under|pursuant\s+to|in\s+(?:line|accordance|keeping)\s+with|as\s+per|according\s+to|"
    r"on\s+reflection|in\s+hindsight|for\s+(?:\w+\s+){0,2}reasons|given)\b[^,]{0,50},\s*)?"
    r"(?:"
    # a formal directive: "I must ask that you …", "I require you to …", "you are hereby asked to"
    r"(?:i|we)(?:\s+(?:must|have\s+to|hereby|formally|now|am|are|would))*\s+(?:ask|request|"
    r"require|instruct|direct|expect)(?:ing)?\s+(?:that\s+)?you(?:\s+(?:to|should|must|will))?"
    r"|you\s+are\s+(?:hereby\s+)?(?:asked|requested|required|instructed|directed)\s+to"
    r"|"
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
    # a wish said as what would be better: "it would be best if you …", "I'd sleep better if
    # you …", "I'd love it if you could …", "I wish you …", "can we make it so you …"
    rf"|(?:{_BETTER})\s+if\s+you(?:\s+(?:could|would|just|please|no\s+longer|never))*"
    r"|(?:i\s+)?wish\s+you(?:'d)?(?:\s+(?:could|would|just|had))*"
    r"|(?:can|could)\s+(?:we|you)\s+make\s+it\s+so\s+(?:that\s+)?you(?:\s+(?:just|never))*"
    r"|(?:how\s+(?:do|can|could|would)\s+i|can\s+i|could\s+i)\s+(?:get|make|have)\s+you(?:\s+to)?"
    r"|(?:do|must|should)\s+you\s+(?:really|actually|even|honestly|truly|seriously)\s+(?:need|have)"
    r"\s+to"
    r")?\s*",
    re.I,
)
#: Slang and figurative verbs of removal: a request only with an object that says it is
#: something said ("yeet the debt info", "bury what I said about …", "shred that bit"), never
#: with a thing ("toss the salad", "kill the lights", "lose the attitude").
_SLANG = (
    r"(?:yeet|nix|axe|zap|toss|chuck|dump|lose|kill|shred|bury|burn|torch|junk|scratch|cross\s+out)"
)
#: The verb of a request, each form naming the group of its object ("obj").
_VERB = re.compile(
    r"(?P<verb>"
    rf"(?:forget|unlearn|{FOREIGN}|{REMOVE})\b"
    rf"|(?:stop|quit|no\s+more|no\s+longer|cease)\s+{KEEPING}\b"
    rf"|(?:don't|do\s+not|didn't|did\s+not|wouldn't|would\s+not|not|never|no\s+longer)\s+"
    rf"(?:be\s+)?(?:{KEEP}|{KEEPING})\b"
    r"|keep\s+(?:nothing|no\s+(?:notes|record|records|memory))\b"
    rf"|{KEEPING}\b"
    rf"|{REMOVED}\b"
    r"|let\s+go\s+of\b|unremember\b"
    r"|(?:hadn't|had\s+not|never)\s+(?:heard|known|learned|learnt|been\s+told)\b"
    r"|(?:had|have|kept|keep)\s+no\s+(?:idea|record|memory|trace|knowledge)(?:\s+(?:of|about))?\b"
    rf"|(?:keep|get|take|put|have)\s+(?P<held>[^.!?;]{{1,60}}?)\s+out\s+of\s+{MEMORY_PLACE}"
    rf"|let\s+(?P<gone>[^.!?;]{{1,40}}?)\s+go\b(?:\s+from\s+{MEMORY_PLACE})?"
    rf"|(?:let|make)\s+(?P<faded>[^.!?;]{{1,40}}?)\s+{VANISH}\b"
    rf"|(?P<keep>{KEEP})\b"
    rf"|(?P<slang>{_SLANG})\b"
    r")",
    re.I,
)
#: Only after a wish ("I'd rather you erased …", "I'm not comfortable with you storing …",
#: "I'd like that deleted"): the past forms and gerunds.
_WISH_ONLY = re.compile(
    rf"^(?:{KEEPING}|{REMOVED}|(?:hadn't|had\s+not|never)\s+\w+(?:\s+told)?|(?:had|have|kept|keep)"
    r"\s+no\s+.*)$",
    re.I,
)
_CUE = re.compile(
    rf"(?:\b(?:forget|unlearn|{FOREIGN}|{REMOVE}|{REMOVED}|{KEEPING}|keep\s+(?:nothing|no)|"
    rf"let\s+go|go\s+from|unremember|no\s+(?:trace|record)s?\s+of|let\s+(?:the|that|this|my|what)\b[^.!?]{{1,40}}\s+go|"
    rf"(?:let|make)\s+(?:the|that|this|my|our|what|all)\b[^.!?]{{1,40}}?\s+{VANISH}\b|"
    rf"{_SLANG}\s+(?:the\s+|that\s+|this\s+|my\s+|what\s+i\s+)(?:\w+\s+){{0,3}}?(?:thing|stuff|bit|"
    r"info|note|story|part|said|told)|consider\s+(?:it|that|them)|you(?:'d)?\s+(?:hadn't|had\s+not|never)"
    r"\s+(?:heard|known|learned|learnt)|you\s+(?:had|have)\s+no\s+(?:idea|record|trace)|(?:act|pretend|behave|"
    r"imagine|assume|let's\s+say|carry\s+on|go\s+on|proceed)\b[^.!?]{0,60}?\b(?:never|didn't|did\s+not|don't|"
    r"hadn't)\b)|"
    r"\b(?:stay|remain|linger|be\s+kept)\s+(?:with\s+you|in\s+your|on\s+file)|"
    rf"{UNNEEDED_CUE}|"
    r"\b(?:can|could|may)\s+(?:it|that|this|those|these|them)\s+(?:just\s+)?go\b(?=\s*(?:[?!.,]|$))|"
    r"\b(?:something|anything)\s+you\s+(?:knew|know|kept|remember(?:ed)?|stored|held)|"
    r"(?:n't|\bnot|\bnever|"
    rf"\byou\s+to|\byou\s+(?:\w+\s+)?(?:need|have)\s+to)\s+{KEEP}|\bout\s+of\s+{MEMORY_PLACE}|\bin\s+your\s+(?:memory|head|mind|records))\b",
    re.I,
)
_NEGATIVE_WISH = re.compile(
    r"(?:n't|\bnot|\bnever)\s+(?:want|need)\s+you(?:\s+to)?\s*$|\b(?:rather|prefer)\s+(?:that\s+|if\s+)?you"
    r"\s+(?:not|never)\s*(?:to\s+)?$"
    # a question that doubts the need: "do you really need to remember …"
    r"|\b(?:do|must|should)\s+you\s+(?:really|actually|even|honestly|truly|seriously)\s+(?:need|have)"
    r"\s+to\s*$",
    re.I,
)
#: Clause boundaries: sentence ends, semicolons, colons, dashes; ", and" / ", but" / ", please".
_CLAUSES = re.compile(
    r"[.!?;:]+\s*|\s[-–—]+\s|\s*(?:->|→|=>)\s*|,\s*(?=(?:and|but|so|also|please|kindly|pls|"
    r"i'd|i\s+would|i\s+don't|i\s+do\s+not|i'm\s+not|i\s+want|i\s+need|could\s+you|can\s+you|would\s+you|"
    r"will\s+you)\b)",
    re.I,
)

_MEMORY_CONTEXT = re.compile(
    rf"\b(?:from|out\s+of|in)\s+{MEMORY_PLACE}|\byour\s+memor(?:y|ies)\s+of\b|\b(?:what|that)\s+"
    rf"i\s+{SAID}|\b(?:you\s+(?:know|have|stored|saved|kept|remember))\b|\byou\s+(?:really\s+|"
    r"actually\s+|even\s+)?(?:need|have)\s+to\s+(?:remember|know)\b",
    re.I,
)
#: "forget to …", "forget about it" (never mind), "drop the ball", "forget the weather".
_NOT_AN_OBJECT = re.compile(
    r"^(?:to\b|about\s+it\s*$|it\s*$|how\b|why\b|whether\b|if\b|the\s+ball\b|me\b|us\b|you\b|"
    r"yourself\b|in\s+mind\b|an\s+eye\b|track\s+of\b|going\b|up\b|quiet\b|calm\b|safe\b)",
    re.I,
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
    #: the object was wrapped as something said ("the stuff about the couple upstairs", "the
    #: IVF thing"): its subject is the user's own though its words are not (``Subject.owned``)
    said: bool = False


#: A verb of forgetting as a request puts it (not its past forms or gerunds): what a model is
#: asked about, and what a "no request" verdict is logged for.
_ASKING_VERB = re.compile(
    rf"\b(?:forget|unlearn|{FOREIGN}|{REMOVE}|(?:stop|quit)\s+{KEEPING}|(?:n't|not|never)\s+"
    rf"{KEEP})\b",
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


def _addressed(lead: str, verb: str, clause: str = "") -> bool:
    """Whether the words before the verb address the yeast (markers aside). A request asked
    round about impersonally (:data:`forget_words.ASKING`) without "you" must name the yeast's
    memory ("would it be ok to scrap … from your memory"): "is it possible to delete my
    account" asks how."""
    lead = MARKERS.sub("", lead).strip(" ,")
    frame = _FRAME.fullmatch(lead)
    if frame is None:
        asked = ASKING.fullmatch(lead)
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


#: A message with more sentences than this is read sentence by sentence (:func:`read`).
LONG = 3


def read(text: str) -> list[Reading]:
    """The forget requests of ``text`` (usually none, rarely several).

    A long message (more than :data:`LONG` sentences) is read sentence by sentence, each
    with the sentence before it as its context: a request buried in chatter ("… anyway, scrap
    that thing about the landlord from your memory …") then takes what it points to from its
    own sentence, not from every "about my …" the chatter holds."""
    if not has_cue(text):
        return []
    parts = [(start, text[start:end]) for start, end in spans(text)]
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
    for at, clause in phrases.terse(text[start:], _clauses(text[start:])):
        added = None if _VERB.search(clause) else phrases.also(clause)
        if added and readings and readings[-1].phrases:  # "Erase X, and Lukas too."
            readings[-1] = replace(readings[-1], phrases=(*readings[-1].phrases, added))
            continue
        after_colon = text[: start + at].rstrip().endswith(":")
        more = phrases.listed(clause) if after_colon and readings and readings[-1].phrases else ()
        if more:  # "Delete all the health info: the allergy, the kidney stone and the GP."
            readings[-1] = replace(readings[-1], phrases=(*readings[-1].phrases, *more))
            continue
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
            out.append((m["verb"], phrases.object_of(clause[m.end() :])))
    return out


def said_to_another(text: str) -> bool:
    """Whether a verb of removal in ``text`` is said to a person named beside it ("Drop it,
    Tobias, you'll never win that argument"): no request to the yeast, whatever its meaning
    reads like (:func:`forget_phrases.vocative`)."""
    return any(
        phrases.vocative(clause[: m.start()], clause[m.end() :])
        for _, clause in _clauses(text)
        for m in _VERB.finditer(clause)
    )


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
    span = (start, start + len(clause))
    stripped = MARKERS.sub("", clause).strip()
    said = stated(stripped, _MEMORY_CONTEXT.search(clause) is not None, text[: span[0]])
    if said:
        return _reading(text, span, said)
    if CONSIDER.match(stripped):  # "That thing about X? Consider it shredded."
        found = phrases.topic(text[: span[0]])
        return _reading(text, span, found[0]) if found else None
    for m in _VERB.finditer(clause):
        verb = m["verb"]
        if _remembering(clause, m):
            continue  # "don't forget to …", "never forget …", "stop forgetting my birthday"
        lead, topic = clause[: m.start()], None
        if phrases.vocative(lead, clause[m.end() :]):
            continue  # "Drop it, Tobias, you'll never win that argument": said to Tobias
        if not _addressed(lead, verb, clause):
            # "The inheritance thing, forget that": a topic fronted in the verb's own clause
            split = phrases.fronted(lead)
            if split is None or not _addressed(split[1], verb, clause):
                continue
            group = groups.fronted(split[0], m["held"] or phrases.object_of(clause[m.end() :]))
            if group and not m["keep"]:  # "the allergy, the heart device …, forget the lot"
                return Reading(group)
            topic = phrases.topic(split[0])
            if topic is None:
                if phrases.points_back(split[0]) and _points(clause[m.end() :]):
                    return Reading((), "last")  # "That last thing I told you, delete it"
                continue
        if m["keep"] and not _NEGATIVE_WISH.search(lead):
            continue  # "keep" asks to forget only after "I don't want you to", "rather you not"
        if m["faded"] and not (SAID_MARK.search(m["faded"]) or phrases.pointing(m["faded"])):
            continue  # "make my headache go away", "let the ice melt": no thing said
        held = m["held"] or m["gone"] or m["faded"]
        phrase = held if held else phrases.object_of(clause[m.end() :])
        if m["slang"] and not (SAID_MARK.search(phrase) or phrases.pointing(phrase)):
            continue  # "toss the salad", "kill the lights"
        # "The bike lock and the garage: forget them both": the group its sentence fronts
        group = () if held else groups.fronted(_last_sentence(text[: span[0]]), phrase)
        if len(group) > 1:
            return Reading(group)
        if not held and phrases.pointing(phrase):
            # "Tattoo? Scrap it.", "blood type: nuke it", "callum stuff -> bin"
            topic = topic or phrases.topic(text[: span[0]])
            after = re.sub(r"^\s*(?:it|that|this|them)\b", "", clause[m.end() :], flags=re.I)
            if topic and phrases.topical(topic, after + text[span[1] :]):
                return _reading(text, span, topic[0])
            if topic:
                continue  # "Dinner - scrap that, we're eating out": the topic is no memory
            if phrases.points_back(text[: span[0]]):
                return Reading((), "last")  # "That last bit — don't remember it."
        never_mind = (
            not held and _NOT_AN_OBJECT.match(phrase) and not _MEMORY_CONTEXT.search(clause)
        )
        if never_mind and not (
            re.match(r"^(?:about\s+)?it\b", phrase, re.I) and phrases.antecedents(text, span)
        ):
            continue  # "forget about it" is "never mind" unless the message says what
        # verbs only a memory takes: "unhear the thing", "clean slate on the safe code"
        memory_verb = (
            re.match(
                r"(?i:forget|unlearn|unremember|unsee|unhear|unknow|(?:a\s+)?clean\s+slate|(?:don't|"
                r"do\s+not|never|no\s+longer|stop|quit)\s+(?:remember|retain)(?:ing)?)\b",
                verb,
            )
            is not None
        )
        placed = forget_order.position(phrase) is not None  # "the one before last"
        if not (phrases.refers(phrase) or _MEMORY_CONTEXT.search(clause) or held or memory_verb
                or placed):  # fmt: skip
            continue
        return _reading(text, span, phrase)
    return None


def _points(rest: str) -> bool:
    """Whether a verb's object only points back ("it", "that"), or there is none."""
    return phrases.pointing(phrases.object_of(rest))


def _reading(text: str, span: tuple[int, int], phrase: str) -> Reading:
    topic = phrases.topic(text[: span[0]]) if phrases.pointing(phrase) else None
    if topic and topic[1]:  # "the inheritance I told you about, I'd like that erased"
        phrase = topic[0]
    if not phrases.pointing(phrase):
        parts = phrases.split(phrases.unwrap(phrase))
        found = tuple(dict.fromkeys(phrases.unwrap(p) for p in parts))
        return Reading(found, said=phrases.unwrap(phrase) != phrase or found != tuple(parts))
    around = phrases.antecedents(text, span)
    if around:
        return Reading(tuple(phrases.unwrap(a) for a in around))
    low = f"{phrases.unwrap(phrase)} {text[: span[0]]} {text[span[1] :]}".lower()
    person = re.search(r"\b(?:him|her|them)\b", low) is not None
    said = None if person else said_before(text[: span[0]])
    return Reading((), "person" if person else "last", context=said or "")


def _last_sentence(before: str) -> str:
    """The sentence ``before`` ends in, as far as it goes: "" when it ends after a sentence's
    stop ("The garage. "), so a request that opens a sentence fronts nothing."""
    cut = spans(before)
    if not cut:
        return ""
    start, end = cut[-1]
    last = before[start:end]
    if last[-1:] in ".!?" and before[end:] and not before[end:].strip():
        return ""
    return last
