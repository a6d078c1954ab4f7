"""Forget requests said as a state of things rather than with a verb of removal: what should be
gone ("I'd like that deleted"), what should not be held ("I'd prefer my salary not be stored",
"… not to stay with you"), keeping said unneeded or unwanted ("there's no reason for you to hang
on to X", "you don't need to keep X", "I don't want X in your memory", "X has no business being in
your memory"), what no trace should remain of, and the counterfactual requests:
"act like you never heard my PIN", "pretend I never told you about Luca", "let's say the thing
about my debts never came up".

Split from :mod:`yeastlab.cognition.forget_reading` (which reads a request's verb and frame): a
clause read whole by :func:`stated` gives the object phrase, which the reading resolves as it
does a verb's object.
"""

from __future__ import annotations

import re

from yeastlab.cognition import forget_phrases as phrases
from yeastlab.cognition.forget_words import MEMORY_PLACE, POINTERS, REMOVED, SAID, SAID_MARK
from yeastlab.core.sentences import spans
from yeastlab.core.text import content_stems

__all__ = ["BETTER", "CONSIDER", "UNNEEDED_CUE", "said_before", "stated"]

#: What a wish says would be better: "it would be best", "I'd feel safer", "I'd love it".
BETTER = (
    r"(?:it(?:'d|\s+would|\s+will)|that(?:'d|\s+would)|would)\s+be\s+(?:so\s+|much\s+|a\s+lot\s+)?"
    r"(?:better|best|great|nice|good|lovely|ideal|easier|kinder|safer|a\s+relief)"
    # "it would be better for everyone if …": whom it would be better for
    r"(?:\s+for\s+(?:everyone|everybody|all(?:\s+of\s+us)?|both\s+of\s+us|me|us))?"
    r"|(?:i|we)(?:'d|\s+would)\s+(?:be|feel|sleep|rest)\s+(?:so\s+|much\s+|a\s+lot\s+)?"
    r"(?:happier|better|safer|easier|calmer|relieved|grateful|more\s+comfortable)"
    r"|(?:i|we)(?:'d|\s+would)\s+(?:love|like|appreciate)\s+it"
)
#: A participle wish: "I'd like that last thing deleted", "I want it gone".
_PARTICIPLE = re.compile(
    rf"^(?:i|we)(?:'d|\s+would)?\s+(?:like|want|prefer|need)\s+(?P<obj>.{{1,60}}?)\s+{REMOVED}"
    r"\b(?=\s*(?:$|,|from\b|for\s+good\b|please\b|now\b|too\b|as\s+well\b))",
    re.I,
)
#: A mandative subjunctive, the formal request: "I formally request that all records pertaining
#: to my X be expunged", "we ask that X be deleted", "it is requested that X be removed".
_MANDATE = re.compile(
    r"^(?:(?:i|we)(?:\s+(?:must|hereby|formally|would|now))*\s+(?:request|ask|require|insist|"
    r"demand|direct|instruct)|it\s+is\s+(?:hereby\s+)?(?:requested|required|asked))\s+that\s+"
    rf"(?P<obj>.{{1,100}}?)\s+(?:should\s+|must\s+|shall\s+)?be\s+(?:(?:permanently|immediately|"
    rf"fully|completely)\s+)?(?:{REMOVED}|destroyed|struck\s+(?:out|off))\b",
    re.I,
)
#: Where a thing is held: "in your memory", "with you", "on file".
_HELD = rf"(?:(?:in|inside|on)\s+{MEMORY_PLACE}\b|with\s+you\b|on\s+(?:file|record)\b)"
#: A wish that a thing were not held: "I'd be happier if the story about X weren't in your
#: memory", "I'd prefer my salary not be stored anywhere", "… not to stay with you", "I don't
#: want X to stay with you".
_NOT_HELD = re.compile(
    rf"^(?:(?:{BETTER})\s+if|(?:i|we)(?:'d|\s+would)?\s+(?:prefer|like|want|rather)|i\s+wish|"
    # the negation on the wish: "I don't want what I said about X to stay with you"
    r"(?:i|we)\s+(?:don't|do\s+not|wouldn't|would\s+not)\s+(?:want|like|need))"
    r"\s+(?:that\s+|if\s+|for\s+)?(?P<obj>.{1,80}?)\s+(?:weren't|wasn't|were\s+not|was\s+not|"
    r"(?:not\s+)?(?:to\s+)?(?:be|stay|remain|linger|live|sit)(?:ed|ing)?(?:\s+not)?)\s+"
    rf"(?:(?:kept|stored|saved|recorded)\b(?:\s+anywhere)?|(?:around\s+)?{_HELD})"
    # "… weren't something you knew": what is not to be held, said as no part of what it knows
    rf"|^(?:(?:{BETTER})\s+if|i\s+wish)\s+(?:that\s+)?(?P<known>.{{1,80}}?)\s+(?:just\s+)?(?:weren't|"
    r"wasn't|were\s+not|was\s+not)\s+(?:something|anything)\s+you\s+(?:knew|know|kept|keep|"
    r"remember(?:ed)?|stored|store|held|hold)\b",
    re.I,
)
#: Verbs of keeping a thing in mind, as the yeast would: "keep", "hang on to", "carry around".
_HOLD = (
    r"(?:keep|remember|store|retain|save|hold\s+on\s*to|hold\s+onto|hang\s+on\s*to|hang\s+onto|"
    r"hold|carry|know(?:\s+about)?)(?:\s+(?:around|about|with\s+you))?"
)
#: Keeping said to be unneeded or unwanted, with the yeast as the keeper or its memory as the
#: place (a modal of need or will, negated): "there's no reason for you to hang on to X", "you
#: don't need to keep X", "no need to remember X any more", "X doesn't have to stay with you",
#: "nothing about X needs to live in your memory", "I don't want X in your memory", "X has no
#: business being in your memory". The object must refer to what was said (:func:`stated`).
_UNNEEDED = re.compile(
    r"^(?:(?:(?:there's|there\s+is|i\s+see)\s+)?no\s+(?:need|reason|point|call|sense)\s+(?:at\s+all\s+)?"
    rf"(?:(?:for\s+you\s+to|in\s+you)\s+{_HOLD}|to\s+(?:remember|retain|know\s+about))"
    r"|you\s+(?:don't|do\s+not|needn't|need\s+not|shouldn't|should\s+not|no\s+longer)\s+"
    rf"(?:(?:really|actually|even)\s+)?(?:need\s+to\s+|have\s+to\s+|be\s+)?{_HOLD})"
    r"(?:ing)?\s+(?P<obj>(?:(?!\bto\b)[^,;]){1,80}?)"
    r"(?:\s+(?:any\s*more|now|around|for\s+me|with\s+you))*[\s.!]*$"
    r"|^(?:(?:i|we)\s+(?:hope|trust|think|guess|reckon|figure)\s+(?:that\s+)?)?"
    rf"(?P<held>.{{1,80}}?)\s+(?:doesn't|does\s+not|don't|do\s+not|needn't|need\s+not|shouldn't|"
    r"should\s+not)\s+(?:(?:need|have)\s+to\s+)?(?:be\s+kept|be\s+stored|stay|remain|live|"
    rf"linger|sit|be)\s+{_HELD}(?:\s+(?:any\s*more|now|either))*[\s.!,]*$"
    rf"|^(?P<needs>(?:nothing|none)\s+(?:of|about|from)\s+.{{1,80}}?)\s+(?:needs|has)\s+to\s+"
    rf"(?:stay|remain|live|be\s+kept|be)\s+{_HELD}"
    r"|^(?:i|we)\s+(?:don't|do\s+not|wouldn't|would\s+not)\s+(?:want|like|need)\s+"
    rf"(?P<unwanted>.{{1,80}}?)\s+(?:(?:sitting|lying|kept|stored|floating|hanging)\s+(?:around\s+)?)?"
    rf"(?:in|inside)\s+{MEMORY_PLACE}\b"
    rf"|^(?P<business>.{{1,80}}?)\s+has\s+no\s+(?:business|place|reason)\s+(?:being|staying|"
    rf"sitting)\s+{_HELD}",
    re.I,
)
#: The cue of :data:`_UNNEEDED` (:func:`forget_reading.has_cue`): a need denied before keeping.
UNNEEDED_CUE = (
    r"(?:\bno\s+(?:need|reason|point|call|sense)|n't\s+(?:really\s+)?(?:need|have)\s+to|\bneedn't|"
    rf"\bneed\s+not|\bno\s+longer\s+(?:need\s+to\s+)?)\b[^.!?]{{0,20}}?\b{_HOLD}\b"
)
#: A wish said as what is not wanted (:data:`_NOT_HELD`): its object must be something said.
_NOT_WANTED = re.compile(r"(?:i|we)\s+(?:don't|do\s+not|wouldn't|would\s+not)\b", re.I)
#: A pointer asked to go, a clause of its own, after words of what was said: "I wish I hadn't
#: typed that last message. Can it go?" ("Is the dog allowed on the train? Can it go?" asks).
_CAN_GO = re.compile(
    r"^(?:can|could|may)\s+(?P<obj>it|that|this|those|these|them)\s+(?:just\s+)?go"
    r"(?:\s*,?\s*(?:now|please|too|as\s+well))*[\s?!.]*$",
    re.I,
)
#: "Make sure no trace of the X remains": what is to go, said as nothing of it staying.
_NO_TRACE = re.compile(
    r"^(?:make\s+sure|ensure|see\s+to\s+it)\s+(?:that\s+)?(?:no|nothing)\s+(?:trace|record|mention)s?\s+"
    r"(?:of|about)\s+(?P<obj>.{1,60}?)\s+(?:remains?|stays?|is\s+(?:kept|stored|left|saved))\b",
    re.I,
)
#: "Consider it shredded", "consider that gone": a pointer, said as done.
CONSIDER = re.compile(
    rf"^consider\s+(?P<obj>it|that|this|them)\s+(?:{REMOVED}|shredded|burned|burnt|buried|"
    r"destroyed|dead)\b",
    re.I,
)
#: Asking the yeast to carry on as if: "act like", "pretend", "behave as though", "let's say".
_AS_IF = (
    r"(?:(?:can|could|would|will)\s+you\s+(?:please\s+|just\s+)*|(?:please|just|kindly)\s+)*"
    r"(?:act|behave|pretend|carry\s+on|go\s+on|proceed|imagine|assume|treat\s+(?:it|this)|"
    r"let's\s+(?:pretend|say|act|agree|assume)|let\s+us\s+(?:pretend|say|act|agree))"
    r"(?:\s+(?:like|as\s+if|as\s+though|that))?"
)
#: The yeast never having learned it: "you never heard", "you didn't know", "you've never seen".
_NEVER_LEARNED = (
    r"you(?:'ve|\s+have|'d|\s+had)?\s+(?:never|didn't|did\s+not|don't|do\s+not|hadn't|had\s+not|"
    r"haven't|have\s+not|never\s+ever)\s+(?:\w+\s+)?(?:heard|hear|known|know|knew|learned|learnt|"
    r"learn|seen|saw|see|read|been\s+told|got\s+told|caught|noticed)"
)
#: The user never having said it: "I never told you", "I didn't mention", "I never brought up".
_NEVER_SAID = (
    r"(?:i|we)(?:'d)?\s+(?:never|didn't|did\s+not|hadn't|had\s+not|haven't|have\s+not|never\s+ever)"
    r"\s+(?:\w+\s+)?(?:said|say|told\s+you|tell\s+you|mentioned|mention|brought\s+up|bring\s+up|"
    r"shared|share|typed|type|wrote|write|admitted|admit|confessed|confess|let\s+slip)"
)
#: "Act like you never heard my bank PIN", "pretend I never told you about Luca".
_PRETEND = re.compile(
    rf"^{_AS_IF}\s+(?:{_NEVER_LEARNED}|{_NEVER_SAID})(?:\s+(?:anything|a\s+word|a\s+thing))?"
    r"(?:\s+(?:about|of|on|regarding|that))?\s+(?P<obj>.{1,80}?)[\s,.!]*$",
    re.I,
)
#: "Let's say the thing about my debts never came up", "pretend my last message never happened".
_NEVER_HAPPENED = re.compile(
    rf"^{_AS_IF}\s+(?P<obj>.{{1,60}}?)\s+(?:never|didn't|did\s+not)\s+(?:happened|happen|came\s+up|"
    r"come\s+up|existed|exist|got\s+said|get\s+said|was\s+said)\b|"
    rf"^{_AS_IF}\s+(?P<obj2>.{{1,60}}?)\s+(?:was|were)\s+never\s+(?:said|mentioned|told|shared)\b",
    re.I,
)


#: What was said, in the words before a pointer asked to go (:data:`_CAN_GO`).
_TOLD = re.compile(rf"\b(?:{SAID}|typed|messages?)\b", re.I)


def stated(stripped: str, memory_context: bool, before: str = "") -> str | None:
    """The object of a request said as a state of things (``stripped``: a clause, markers cut),
    else ``None``. ``memory_context``: whether the clause names the yeast's memory ("no trace
    of mould remains" asks nothing). A counterfactual request's object must refer to what was
    said ("my bank PIN", "Luca", "that"). ``before``: the message's words before the clause; a
    pointer asked to go ("Can it go?") is a request only after words of what was said."""
    said = _PARTICIPLE.match(stripped) or _NOT_HELD.match(stripped)
    mandate = None if said else _MANDATE.match(stripped)
    if mandate and (phrases.refers(mandate["obj"]) or SAID_MARK.search(mandate["obj"])):
        said = mandate  # "I insist that the old fence be removed" asks nothing of a memory
    if said is None and (SAID_MARK.search(before) or _TOLD.search(before)):
        said = _CAN_GO.match(stripped)
    if said is not None and _NOT_WANTED.match(stripped):
        obj = said["obj"]  # "I don't want my kids to stay with you" asks nothing of a memory
        said = said if SAID_MARK.search(obj) or phrases.pointing(obj) else None
    if said is None and memory_context:
        said = _NO_TRACE.match(stripped)
    if said is not None:
        return said["obj"] or said.groupdict().get("known")
    said = _PRETEND.match(stripped) or _NEVER_HAPPENED.match(stripped)
    if said is None:
        said = _UNNEEDED.match(stripped)
        return _unneeded(said) if said is not None else None
    obj = said["obj"] or said.groupdict().get("obj2") or ""
    # "act like you never saw me dance" asks nothing: the object is something said or held
    return obj if phrases.refers(obj) or phrases.pointing(obj) else None


def _unneeded(said: re.Match[str]) -> str | None:
    """The object of keeping said unneeded (:data:`_UNNEEDED`) when it refers to what was said:
    "you don't need to keep apologising", "no need to save the receipt" ask nothing."""
    obj = next(v for v in said.groupdict().values() if v)
    if re.match(r"(?:nothing|none)\s+(?:of|about|from)\s+", obj, re.I):
        obj = re.sub(r"^(?:nothing|none)\s+(?:of|from)\s+", "", obj, flags=re.I)
        obj = re.sub(r"^(?:nothing|none)\s+about\s+", "everything about ", obj, flags=re.I)
    return obj if phrases.refers(obj) or phrases.pointing(obj) or SAID_MARK.search(obj) else None


#: Stems of telling, which say nothing of what was told.
_TELLING = frozenset(["tell", "told", "said", "say", "mention", "share", "shouldn't", "ai"])


def said_before(before: str) -> str | None:
    """The sentence before a pointer request when it says what the pointer means: "Where I
    grew up is private. Kindly remove it." (read by meaning), not "I shouldn't have said that."
    (itself a pointer: the last thing said)."""
    sentences = [before[a:b] for a, b in spans(before)]
    if not sentences:
        return None
    last = sentences[-1]
    words = {w.lower() for w in re.findall(r"[\w']+", last)}
    stems = content_stems(last) - _TELLING
    return last if len(stems) >= 2 and not words & POINTERS else None
