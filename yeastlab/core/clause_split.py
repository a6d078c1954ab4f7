"""How a sentence splits into the clauses that state its claims, and what is said around them.

Read by :mod:`yeastlab.core.clauses`; pure, no I/O. A sentence splits at "but", "although",
dashes and "and" before a negation or a pronoun, and at a comma before a new subject (a comma
splice: "Walter is still alive, he's 97") unless the clause before it is subordinate ("if it
rains, I stay home" frames what follows). What a sentence says aside is no part of its claims:
a relative clause between commas and a background clause before the main one. A stance said
around a claim ("honestly", "tbh", "I'm pretty sure") is no part of it either.
"""

from __future__ import annotations

import re

__all__ = ["clauses_of", "without_stance"]

_CONJUNCTIONS = re.compile(
    r",?\s+\b(?:but|however|although|though|whereas|yet)\b\s+|\s+—\s+|\s+–\s+"
    # "keep going and never give up": a new clause starts at "and" + negation or pronoun
    r"|,?\s+and\s+(?=(?:never|not|don't|do not|i|we|you|he|she|they)\b)"
)
# a comma before a new subject pronoun starts a new clause ("Walter is still alive, he's 97",
# "the door's unlocked, I just checked"), unless the clause before it is subordinate ("if it
# rains, I stay home", "when I was a kid, I …": that clause frames the next)
_SPLICE = re.compile(
    r",\s+(?=(?i:i|we|he|she|they)(?:'[a-z]+)?\s"
    # or before a noun and its verb: "Dana is married now, the wedding was in June"
    r"|(?i:the|my|our|his|her|their)\s+\w+(?:\s+\w+)?\s+(?:is|was|are|were|has|had)\b)"
)
_SUBORDINATE = re.compile(
    r"^\W*(?i:if|unless|when|whenever|while|since|because|as|after|before|once|until|till|"
    r"although|though|even|whether|so|and|or|but|according)\b"
)
# what a sentence says aside: a relative clause between commas ("my brother, who moved around
# a lot, now lives in Leeds") and a background clause before the main one ("after a long week
# at the office, I'm happy in my job"; not "if …" nor "when I was a kid, …": those frame it)
_ASIDE = re.compile(r",\s*(?i:who|which|whose|where)\b[^,]*,")
_BACKGROUND = re.compile(
    r"^\W*(?i:although|though|even though|even after|even with|despite|in spite of|after|"
    r"with|given|now that|as you (?:probably |might |may )?(?:know|remember))\b[^,]*,\s*(?=\w)"
)
# a stance said before or after the claim ("honestly the bus is quick", "I prefer tea tbh")
_STANCE = re.compile(
    r"^\s*(?:honestly|frankly|seriously|basically|actually|apparently|obviously|literally|"
    r"tbh|ngl|btw|fyi|to be honest|to be fair|in fact|anyway|anyways|"
    # a certainty the speaker states is no hedge: "I'm pretty sure the door is locked"
    r"i(?:'m| am) (?:pretty |quite |fairly |very |really |absolutely |totally |100% )?"
    r"(?:sure|certain|positive|convinced)(?: that)?(?=\s+\w+\s+\w))\b\s*,?\s*"
    r"|\s*,?\s*\b(?:tbh|btw|lol|lmao|imo|imho|ngl|haha|honestly|though)\s*$",
    re.I,
)


def clauses_of(sentence: str) -> list[str]:
    """The clauses of ``sentence`` that may state claims, asides and background left out."""
    main = _BACKGROUND.sub("", _ASIDE.sub("", sentence), count=1)
    return _spliced(_CONJUNCTIONS.split(main))


def without_stance(text: str) -> str:
    """``text`` without a stance said before or after its claim (:data:`_STANCE`)."""
    return _STANCE.sub("", text)


def _spliced(clauses: list[str]) -> list[str]:
    """The clauses with each comma splice (:data:`_SPLICE`) split where the clause before it
    is a main clause."""
    out = []
    for clause in clauses:
        parts = _SPLICE.split(clause)
        if len(parts) > 1 and _SUBORDINATE.match(parts[0]):
            parts = [clause]
        out.extend(parts)
    return out
