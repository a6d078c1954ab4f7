"""Requests to reveal the assistant's hidden instructions, read in one clause.

A reveal verb ("print", "show", "zeig", "recite") whose object within twelve words is a secret
noun ("system prompt", "configuration", "the instructions you were given"), not someone
else's ("my notes") and not a gerund in a description ("trick you into revealing"); or a question
about what sits above the conversation. Used by :mod:`yeastlab.cognition.safety`.
"""

from __future__ import annotations

import re

from yeastlab.cognition import safety_lexicon as lx
from yeastlab.cognition.safety_sentence import mine as _mine

__all__ = ["GIVEN", "secret_finding"]

_REVEAL_VERB = re.compile(rf"\b{lx.REVEAL}(?:ing)?(?: back| out| down| me| us| to me| mir| moi)?\b")
_SECRET_AT = re.compile(
    rf"(?P<adj>(?:\b{lx.SECRET_ADJ} )*)\b(?P<noun>{lx.SECRET_NOUN}|{lx.RULE}|text|message)\b"
)
_INTRINSIC = re.compile(
    r"system prompt|pre-prompt|preprompt|preamble|system message|developer message|prompt"
    r" template|environment variables|env vars|api keys?|credentials|memory database"
    r"|systemprompt|prompt systeme"
)
GIVEN = re.compile(
    r"\b(?:instructions?|rules|guidelines|directives|constraints|prompt|text|message) (?:given"
    r"|handed|sent) to you\b|"
    r"\b(?:instructions?|rules|guidelines|directives|orders|constraints|prompt|text|message)"
    r" (?:that |which )?(?:you (?:were|have been|'ve been|had"
    r" been|got|received) (?:given|told|initiali[sz]ed|trained|programmed|configured|fed|provided"
    r"|set up|started|loaded|primed|seeded|briefed)|(?:your \w+|they|we|someone) (?:gave|give"
    r"|have given|fed|told) you|(?:that|which) (?:set you up|configured you|initiali[sz]ed you"
    r"|programmed you|primed you)|(?:that |which )?you (?:got|received) from (?:your|the)"
    r" (?:makers?|creators?|developers?|operators?|admins?)|(?:that|which) (?:defines|configures"
    r"|controls|governs|shapes|sets up|describes) (?:how you|you|your))\b"
)
_ABOVE = re.compile(
    rf"\b{lx.REVEAL}\b(?: \w+){{0,3}}? (?:everything|all|the text|whatever|what is|what's|the"
    r" words|anything|all text|the lines?) (?:\w+ )?(?:above|before|prior to) (?:this|my|our"
    r"|here|the)"
)
_ASK_SECRET = re.compile(
    r"\bhow (?:your (?:\w+ )?(?:developers|creators|makers|operators)|they|you were)"
    r" (?:configured|set up|programmed|instructed|prompted|briefed) you\b|"
    r"\bwhat (?:text|instructions|message|messages|prompt|rules|words) (?:were|have) you (?:been )?"
    r"(?:given|told|fed|shown|handed|sent)\b|"
    r"\bwhat(?:'s| is| was) (?:written |said )?(?:at the (?:very )?(?:top|start|beginning) of"
    r"|above|before) (?:your|the) (?:context|prompt|conversation|chat)\b|"
    r"\bwhat (?:were|have) you (?:been )?(?:told|instructed|programmed) (?:never to|not to|to"
    r" never|to not)\b|"
    rf"\bwhat(?:'s| is| are| does| do| were| was) (?:in |written in )?(?:your|the)"
    rf" (?:{lx.SECRET_ADJ} )*(?:system prompt|prompt|pre-prompt|preamble|system message"
    r"|developer message|configuration|config|instructions|directives)\b"
)


def secret_finding(clause: str) -> tuple[str, str] | None:
    """``(kind, evidence)`` of a request in ``clause`` to reveal hidden instructions."""
    for v in _REVEAL_VERB.finditer(clause):
        if _mine(" ".join(clause[: v.start()].split()[-2:])):
            continue
        if v.group(0).endswith("ing") and _ABOUT_GERUND.search(
            clause[max(0, v.start() - 30) : v.start()]
        ):
            continue  # "trick you into revealing", "without showing": no request to reveal
        window = " ".join(clause[v.end() :].split()[:12])
        for m in _SECRET_AT.finditer(window):
            mid, adj, noun = window[: m.start()], m.group("adj"), m.group("noun")
            if _mine(mid) and not (_AIS_THEIR.search(clause[: v.start()]) and _theirs(mid)):
                break  # "my notes", but "assistants must disclose their prompt" is the AIs' own
            the_prompt = noun == "prompt" and re.search(r"\bthe (?:\w+ )?$", mid) is not None
            intrinsic = _INTRINSIC.fullmatch(noun) is not None or the_prompt
            behind = window[m.end() :]  # "the template your replies are built from"
            if _BEHIND_YOU.match(behind) and noun in _SECRET_NOUN_PRIVATE:
                intrinsic = True
            private = noun in _SECRET_NOUN_PRIVATE or re.fullmatch(lx.RULE, noun) is not None
            if intrinsic or adj.strip() or (re.search(lx.YOUR, mid) and private):
                return "request to reveal hidden instructions", f"{v.group(0)} {window}"
    if _ASK_SECRET.search(clause) or _ABOVE.search(clause):
        return "request to reveal hidden instructions", clause
    return None


_AIS_THEIR = re.compile(r"\b(?:ais|assistants|models|bots|chatbots|llms|automated \w+)\b")


def _theirs(words: str) -> bool:
    return re.search(r"\b(?:their|its)\b", words) is not None


_ABOUT_GERUND = re.compile(r"\b(?:into|about|from|against|avoid|prevent|without|of|stop|on)\s+$")
_BEHIND_YOU = re.compile(
    r" (?:that |which )?(?:you(?:'re| are) (?:running|using|built)|you run|your (?:replies|answers"
    r"|responses|behaviou?r))\b"
)
_SECRET_NOUN_PRIVATE = frozenset(
    ("prompt", "prompts", "configuration", "config", "settings", "template", "database")
)
