"""A report, not a request: a message in which someone tells of themselves and asks nothing.

The learned reader (:mod:`yeastlab.cognition.forget_judge`) reads a message's meaning, and a
message about losing, keeping or remembering reads close to a request whatever its form:
"Lately, I've been stumped about something. Don't feel like I'm making much of an impact
here …" and "We're trying to write down his stories before they're gone …" (LoCoMo and trust
set 10's look-alikes) fired. A request by meaning, however figurative, is put to the yeast:
an imperative ("Make my PIN vanish"), a question or a wish about what it does ("can you …",
"I'd rather you …", "I'd feel better if the X weren't stored"), a formal ask ("I request the
deletion of …"), a topic fronted before a verb ("my weight - delete"). A report has none of
these: every sentence opens on a subject pronoun (after at most a two-word opener, "Lately,"),
or is an interjection alone ("Thanks James!"); no word speaks to the yeast; no sentence wishes
or asks; no verb of removal stands in a request's form. Such a message is told, not asked,
and the learned reader alone never takes it for a request (the structural reading still may).

English only: the pronouns are English, so a message in another language is never a report.
"""

from __future__ import annotations

import re

from yeastlab.cognition.forget_forms import BETTER
from yeastlab.cognition.forget_reading import has_verb
from yeastlab.core.sentences import spans
from yeastlab.core.text import INTERJECTION

__all__ = ["report"]

#: A word that speaks to the yeast.
_ADDRESSED = re.compile(r"\b(?:you|your|yours|yourself|u|ur|ya|yeast)\b", re.I)
#: The subject a statement opens on: a pronoun (and its contractions), "there is", the
#: elliptic first person of a verb of mind ("Don't feel like …", "Can't believe …"), or a
#: possessive's noun before its verb.
_SUBJECT = re.compile(
    r"(?:i|i'm|im|i've|ive|i'll|i'd|we|we're|we've|we'll|we'd|he|he's|she|she's|they|they're|"
    r"they've|it's|there's|there\s+(?:is|are|was|were)|(?:don't|dont|didn't|didnt|can't|cant|"
    r"couldn't)\s+(?:know|think|feel|care|understand|get|see|believe|mind|like)|"
    # a possessive's noun and its verb ("My family has been …"; "my weight - delete" is a topic)
    r"(?:my|our|his|her|their)\s+(?:[\w'-]+\s+){1,3}?(?:is|are|was|were|has|have|had|will|"
    r"would|can|could|never|always|just|still|also|really))\b",
    re.I,
)
#: At most two words and a comma before the subject: "Lately,", "Last week,", "Honestly,".
_OPENER = re.compile(r"\W*(?:[\w']+\s+)?[\w']+\s*,\s*")
#: A wish or an ask, which a report never holds: wanting, hoping, preferring, what would be
#: better (:data:`forget_forms.BETTER`), asking, requesting, revoking, claiming a right.
_WISH = re.compile(
    rf"\b(?:want|wanted|need|wish|hope|rather|prefer|(?:'d|would)\s+(?:like|love)|please|pls|"
    rf"ask|asking|request|requesting|demand|insist|revoke|withdraw|right\s+to)\b|{BETTER}",
    re.I,
)
#: A sentence that is an interjection alone ("Thanks James!", "Wow, great!").
_ALONE = re.compile(rf"\W*(?:{INTERJECTION})\b[^.!?]{{0,20}}[.!?]*", re.I)


def report(text: str) -> bool:
    """Whether ``text`` tells of someone and asks nothing (see the module docstring)."""
    if _ADDRESSED.search(text) or has_verb(text):
        return False
    told = False
    for start, end in spans(text):
        sentence = text[start:end].strip()
        if _ALONE.fullmatch(sentence):
            continue
        opener = _OPENER.match(sentence)
        after = sentence[opener.end() :] if opener else sentence
        if not (_SUBJECT.match(sentence) or _SUBJECT.match(after)) or _WISH.search(sentence):
            return False
        told = True
    return told
