"""A figurative request: a directive about something the user said, in no verb of forgetting.

"Make my bank PIN vanish into thin air", "Put the dog incident to bed", "Draw a line under the
pill stuff", "That inheritance stuff can sail off into the sunset": idioms are endless, and no
word list of them generalises (each new set of requests brought new ones). What they share is a
form: an imperative (or a "can you …", or a topic with "can / should / may …") whose object is
the user's own: a possessive ("my bank PIN", "our sleeping arrangements", "Tom's arrest") or
something said ("the pill stuff", "the Biscuit incident", "that whole business"). That form
alone asks for many things ("Make my coffee strong", "Put my name on the list"); what a user
asks of a memory is read by the learned reader (:mod:`yeastlab.cognition.forget_judge`), which
for these leans towards a request without reaching its threshold. :func:`directive` reads the
form; the reader takes a message for a request when it has the form and its log-odds lean that
way (:func:`yeastlab.cognition.forget_judge.read`).
"""

from __future__ import annotations

import re

from yeastlab.core.text import INTERJECTION

__all__ = ["directive"]

#: What a message opens with when it is no directive to the yeast: a pronoun or determiner of a
#: statement, a question word, an auxiliary, a greeting, a negation ("Don't …" asks to keep).
_STATEMENT = frozenset(
    """i i'm i've i'd i'll im we we're we've you you're he she it it's they they're there
    there's this these those my our your his her their a an the what when where why how who
    which whose is are was were am do does did have has had can could would will should shall
    may might must if so but and or because yes no yeah nah ok okay thanks thank hi hello hey
    well oh just also then sure don't dont never not never let's lets""".split()  # noqa: SIM905
)
#: The object is the user's own: a possessive, or a thing said ("the X stuff / thing"). English
#: only: the form is English ("Esqueci a senha … da minha avó" opens on a verb too, and tells).
_OWN = re.compile(
    r"\b(?:my|our)\s+\w|\b[A-Z][a-z]+'s\s+\w|\b(?:the|that|this)\s+(?:whole\s+)?"
    r"(?:[\w'-]+\s+){0,3}?(?:stuff|thing|things|business|story|incident|saga|drama|situation|"
    r"episode|bit|part|matter|mess|affair|details?|info)\b",
)
#: A topic said first, then what may become of it: "That inheritance stuff can sail off".
_TOPIC_MODAL = re.compile(
    r"^(?:that|the|this|my|our|all\s+(?:that|the|my))\s+(?:whole\s+)?(?:[\w'-]+\s+){0,4}?"
    r"(?:stuff|thing|things|business|story|incident|saga|drama|situation|episode|bit|part|"
    r"matter|mess|affair|details?|info)\s+(?:can|could|should|may|might|must|needs?\s+to|has\s+"
    r"to|is\s+to)\b",
    re.I,
)
#: "can you", "could you", "would you (please)", "will you", "please": asked of the yeast.
_ASKED = re.compile(r"^(?:(?:please|pls|kindly)\s+)?(?:can|could|would|will)\s+you\s+(\w+)", re.I)
#: Asked of someone else: "Tell Tobias to …", "ask my sister to …".
_THIRD = re.compile(r"\b(?:tell|ask|remind|let)\s+(?!me\b|us\b)[\w']+(?:\s+[\w']+)?\s+to\b", re.I)
#: Words a directive may open with before its verb ("Please, make …", "OK so put …"), and an
#: interjection set off by a comma or a stop ("Yep, let's keep making great memories …", a
#: LoCoMo turn: "Yep" is no imperative verb).
_OPENING = re.compile(
    rf"^\W*(?:(?:please|pls|ok(?:ay)?|right|so|now|honestly|look)\b\W*|(?:{INTERJECTION})\s*[,.!]+"
    r"\s*)*",
    re.I,
)
#: At most this many words: a figurative request is a line, not a story.
MAX_WORDS = 25


def directive(text: str) -> bool:
    """Whether ``text`` is a directive about something of the user's (see the module
    docstring): its first sentence opens on an imperative verb (no word a statement opens
    with), on "can / could / would you …", or on a topic with "can / should / may …", and it
    names something the user owns or said; never a question to a third party, never longer
    than :data:`MAX_WORDS` words."""
    words = re.findall(r"[\w']+", text)
    if not words or len(words) > MAX_WORDS or _THIRD.search(text):
        return False
    body = _OPENING.sub("", text, count=1)
    if _TOPIC_MODAL.match(body):
        return True
    asked = _ASKED.match(body)
    first = (asked.group(1) if asked else re.match(r"[\w']*", body).group(0)).lower()
    if not first or first in _STATEMENT or not first.isalpha():
        return False
    if text.rstrip().endswith("?") and not asked:
        return False
    return _OWN.search(body) is not None
