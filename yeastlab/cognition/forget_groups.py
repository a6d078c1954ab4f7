"""A forget request whose object points to a group named before its verb: "My medical details,
the allergy, the heart device and the blood type, forget the lot", "All my debts, every single
one, get them out of your memory", "the alarm code and the bike lock one, forget both numbers".

The object ("the lot", "them", "both numbers", "all of it") names nothing; the things meant are
the noun phrases fronted before the verb, every one of them, not only the nearest
(:func:`yeastlab.cognition.forget_phrases.topic` picks one). :func:`fronted` reads them, and the
structural reading (:mod:`yeastlab.cognition.forget_reading`) takes each as a subject of its own
(the request then forgets any memory about one of them).
"""

from __future__ import annotations

import re

from yeastlab.cognition import forget_phrases as phrases
from yeastlab.cognition.forget_words import MARKERS, SAID, SAYER

__all__ = ["GROUP", "fronted"]

#: An object that points to several things at once: "the lot", "both (numbers)", "them all",
#: "them both", "all of them", "any of it", "either of them", "every single one", "those", "the
#: two (of them)", "the pair of them", "the whole of it".
_THEM = r"(?:them|those|these|'em|it|that)"
GROUP = re.compile(
    r"^(?:the\s+(?:whole\s+)?lot|both(?:\s+of\s+" + _THEM + r"|\s+[a-z]+)?|"
    r"(?:them|those|these|'em)\s+(?:all|both|two|three)|all\s+(?:of\s+)?(?:them|those|these|'em|"
    r"it|that|two|three|four|five)|(?:any|either|each|every|all)\s+(?:single\s+)?(?:one\s+|bit\s+|"
    r"thing\s+)?of\s+" + _THEM + r"|every\s+(?:single\s+)?(?:one|bit|thing)|the\s+(?:two|three|"
    r"four|five|pair)(?:\s+of\s+(?:them|those|these|'em))?|the\s+whole\s+(?:of\s+it|thing)|"
    r"them|those|these|all|everything)$",
    re.I,
)
#: A fronted chunk that only counts or stresses ("every single one", "all of them") or is a
#: clause ("I've been thinking"): no thing of the group.
_NO_THING = re.compile(
    r"^(?:every\s+(?:single\s+)?(?:one|bit)|all\s+of\s+(?:them|it)|each\s+(?:one|of\s+them)|"
    r"(?:yes|yeah|ok(?:ay)?|right|so|well|look|listen|honestly|please|actually|anyway))$|"
    r"\b(?:i|you|we|he|she|they|it's|that's|i'm|i've|i'd|is|are|was|were|will|would|can|could)\b",
    re.I,
)
_GROUP_WORDS = re.compile(r"\b(?:all|both|every|each|whole)\b\s*", re.I)
#: A thing's relative clause of saying ("the eye test (that) I mentioned", "the loan we talked
#: about"): it says the thing was said, and is no clause of its own.
_SAID_CLAUSE = re.compile(
    rf"\s+{SAYER}(?:{SAID}|talked\s+"
    r"about|brought\s+up|went\s+on\s+about)"
    r"(?:\s+(?:to\s+you|you|about|earlier|before|last\s+time))*$",
    re.I,
)


def fronted(before: str, obj: str) -> tuple[str, ...]:
    """The things fronted in ``before`` (the words ahead of a request's verb, without those
    that address the yeast) when the verb's object ``obj`` points to a group
    (:data:`GROUP`); else ``()``. Each is a noun phrase of its own: the chunks cut at commas,
    colons and dashes, then at "and"; chunks that only count ("every single one") or are
    clauses are left out. One thing alone is returned too ("All my debts, every single one,
    get them out": the debts, every one)."""
    obj = re.sub(r"\b(?:please|pls|now|too|from\s+(?:your\s+)?\w+)\b", " ", obj, flags=re.I)
    if not GROUP.match(" ".join(obj.split()).strip(" .,!?")):
        return ()
    things: list[str] = []
    for chunk in phrases.TOPIC_END.split(before):
        chunk = MARKERS.sub("", chunk).strip(" ,\"'")
        for part in phrases.split(chunk) if chunk else ():
            part = _SAID_CLAUSE.sub("", part)
            if _NO_THING.search(part):
                continue
            part = phrases.unwrap(_GROUP_WORDS.sub("", part).strip())
            if part and re.search(r"[^\W\d_]{3}", part):
                things.append(part)
    return tuple(dict.fromkeys(things))
