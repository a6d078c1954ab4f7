"""Query routing: is a question personal, factual or behavioural?

The route decides what a question may draw on (:data:`ROUTE_TIERS`): a **personal** question
("What did I say about the budget?", "Where do I live?") is answered from the user's own episodic
memories, never from documents; a **factual** one ("Tell me more about X", "What is our policy
on Y?", "How do I reset my password?") from semantic facts and documents; a **behavioural** one
("How should I …?", "What are your rules?", "From now on, answer in French") from everything,
procedural rules included.

The default router :func:`route` reads the question's structure, not its vocabulary:

1. **How to act** — an instruction about the replies (an imperative such as "always …", "stop …",
   "keep your answers short"), a normative question ("should", "ought", "the best way to", "is
   it rude to", "would you recommend", "what do I do if"), or a question about the assistant
   itself (its rules, values, style; "you" as the subject: "How do you handle …?") →
   behavioural.
2. **The user's own past or state** — the user as the subject of a past act ("did I", "I told
   you", "the hobbies I mentioned"), a request to recall ("remember", "remind me"), the user as the
   subject of a state ("Where do I live?", "Am I allergic …?"), or the thing asked about being
   the user's ("my sister's name", "our budget") → personal. Request frames ("tell me about",
   "can you explain") are read past: the "me" in "Tell me more about X" is not the subject.
3. **Knowledge** — any other question or request for information; "how do I <do something>"
   (a procedure), and what the organisation's documents define ("our policy", "the handbook")
   → factual.
4. A statement about the user ("I feel scared about the doctor") → personal; anything else (a
   statement, a word) → behavioural: search everything.

:func:`make_router` builds a regex router instead, for notebooks that want their own rules.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from yeastlab.core.errors import ConfigError
from yeastlab.core.records import TIERS

__all__ = ["ROUTES", "ROUTE_TIERS", "route", "make_router"]

ROUTES = ("personal", "factual", "behavioural")

#: Which tiers each route searches; ``documents`` means ingested chunks.
ROUTE_TIERS: dict[str, tuple[str, ...]] = {
    "personal": ("episodic",),
    "factual": ("semantic", "documents"),
    "behavioural": (*TIERS, "documents"),
}


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_USER = r"(?:i|we)"
# Polite openings and request frames, read past before the question's structure is read.
_POLITE = _rx(r"^(?:(?:please|so|ok(?:ay)?|hey|hi|and|but|also|now|well)\b[\s,]*)+")
_FRAME = _rx(
    r"^(?:(?:can|could|would|will) you\s+)?(?:please\s+)?"
    r"(?:tell|give|show|teach|explain to|describe to) (?:me|us)\b"
    r"(?: (?:something|anything|a bit|a little|some))?(?: more)?(?: about)?\s*"
    r"|^(?:do you know|i(?:'d| would) like to know|i want to know|i wonder)\b\s*"
)
# 1. How to act.
_CONDUCT_VERB = (
    r"always|never|don'?t|do not|stop|be|keep|use|avoid|answer|respond|reply|write|speak|talk|"
    r"call me|address me|switch|start|refer to me|format|include|mention|add"
)
_INSTRUCTION = _rx(
    rf"^(?:from now on|in future|going forward|next time)\b|^(?:{_CONDUCT_VERB})\b|"
    r"^(?:i|we)(?: want| need| would like|'d like) you to\b"
)
_NORMATIVE = _rx(
    r"\b(?:should|ought|shall (?:i|we)|(?:the )?best way|better to|is it (?:ok|okay|rude|wise|"
    r"appropriate|polite|acceptable|fine|bad|good|normal|a good idea|smart)|(?:would|do|can) you "
    r"(?:recommend|advise|suggest)|what would you (?:do|advise|suggest|recommend)|"
    r"(?:any )?(?:tips|advice)\b|what do (?:i|we) do (?:if|when|about)|how (?:do|can) (?:i|we) "
    r"(?:best|cope|deal)\b)"
)
_SELF_NOUN = (
    r"rules?|drives?|values?|tone|style|principles?|constraints?|behaviou?r|personality|"
    r"identity|goals?|purpose|limits?|boundaries|answers|replies|responses|approach|instructions|"
    r"guidelines|priorities"
)
_ABOUT_YOU = _rx(
    rf"\byour (?:\w+ )?(?:{_SELF_NOUN})\b|\byourself\b|\bwho are you\b|\bwhat are you\b"
)
# "you" as the subject of the question's verb, unless it is a request frame or a recall.
_YOU_SUBJECT = _rx(r"\b(?:do|did|will|would|can|could|have|are|were|should) you (\w+)")
_NOT_CONDUCT = frozenset(
    {"know", "remember", "recall", "tell", "explain", "give", "show", "find", "list", "describe",
     "summarise", "summarize", "define", "help", "still", "have", "mean", "think", "recommend"}
)  # fmt: skip
# 2. The user's own past or state.
_RECALL = _rx(r"\b(?:remember|recall|remind me|you said|you told me|last time we|we talked)\b")
_PAST_ACT = _rx(
    rf"\b(?:did|have|had) {_USER}\b|\b{_USER}(?:'ve|'d| have| had)? (?:just |already |ever |"
    r"recently |once |last )?(?:said|told|mentioned|shared|gave|bought|went|met|made|took|got|"
    r"left|chose|picked|decided|agreed|planned|booked|sent|wrote|saw|was|were|\w+ed)\b"
)
_PROCEDURE = _rx(
    rf"\b(?:how|where) (?:do|can|could|would|should|does) {_USER} (?!live|work|stay|come)\w+|"
    rf"\bhow to\b"
)
_STATE = _rx(
    rf"\b(?:am|do|was|will|can|are|were) {_USER}\b|\b{_USER} (?:am|are|live|work|prefer|like|"
    r"love|hate|want|need|own|have|use|drive|eat|play|study)\b|^(?:am|do) i\b"
)
_DOC_NOUN = (
    r"polic(?:y|ies)|procedures?|guidelines?|handbook|manual|standards?|rules|process(?:es)?|"
    r"workflow|regulations?|terms|documentation|wiki|company'?s?|organi[sz]ation'?s?|"
    r"team'?s handbook|code of conduct|benefits|playbook|sla"
)
_POSSESSIVE = _rx(r"\b(?:my|our|mine|ours)\b(?: (\w+(?:'s)?))?(?: (\w+))?")
_SPEAKER = _rx(r"^(?:i|i'm|i've|i'd|we|we're|we've|my|our)\b")
# 3. Knowledge.
_QUESTION = _rx(
    r"^(?:what|who|whom|whose|where|when|which|why|how|is|are|was|were|does|do|did|can|could|"
    r"will|would|has|have)\b|\?\s*$|^(?:define|explain|describe|list|name|summari[sz]e|outline|"
    r"compare|give|show|tell|find|look up)\b|\b(?:according to|definition of|meaning of)\b"
)


def _strip_frames(text: str) -> tuple[str, bool]:
    """The question without polite openings and request frames, and whether a frame was read
    (what follows "tell me about" is asked for, even without a question mark)."""
    text = " ".join((text or "").replace("’", "'").split()).strip()
    framed = False
    for _ in range(3):
        before = text
        text = _POLITE.sub("", text).strip()
        unframed = _FRAME.sub("", text).strip()
        framed = framed or unframed != text
        text = unframed
        if text == before:
            break
    return text, framed


def _possessed_is_personal(text: str) -> bool | None:
    """Whether what the question asks about is the user's (``None``: nothing possessed).

    "our policy", "my company's handbook": what the organisation's documents define, not the
    user's own facts.
    """
    found = None
    for match in _POSSESSIVE.finditer(text):
        head = " ".join(w for w in match.groups() if w)
        found = found or False
        if not re.match(rf"(?:\w+ )?(?:{_DOC_NOUN})\b", head, re.IGNORECASE):
            return True
    return found


def route(query: str) -> str:
    """The route of ``query``: ``personal``, ``factual`` or ``behavioural`` (module docstring)."""
    text, framed = _strip_frames(query)
    if not text:
        return "behavioural"
    question = framed or bool(_QUESTION.search(text)) or text.rstrip().endswith("?")
    if not question and _INSTRUCTION.search(text):
        return "behavioural"
    if _NORMATIVE.search(text) or _ABOUT_YOU.search(text):
        return "behavioural"
    you = _YOU_SUBJECT.search(text)
    if you and you.group(1).lower() not in _NOT_CONDUCT:
        return "behavioural"
    if _RECALL.search(text) or _PAST_ACT.search(text):
        return "personal"
    if _PROCEDURE.search(text):
        return "factual"
    possessed = _possessed_is_personal(text)
    if possessed or _STATE.search(text):
        return "personal"
    if question or possessed is False:
        return "factual"
    if _SPEAKER.search(text):
        return "personal"  # a statement about the user: their own memories are its context
    return "behavioural"


def make_router(
    rules: Sequence[tuple[str, str]], *, fallback: str = "behavioural"
) -> Callable[[str], str]:
    """Build a regex router.

    Args:
        rules: ``(route, regex)`` pairs tried in order (case-insensitive).
        fallback: the route when nothing matches.

    Returns:
        A function ``query -> route``.

    Raises:
        ConfigError: if a route is unknown or a regex does not compile.
    """
    compiled = []
    for name, pattern in rules:
        if name not in ROUTE_TIERS:
            raise ConfigError(f"Unknown route {name!r}; routes are {', '.join(ROUTES)}")
        try:
            compiled.append((name, re.compile(pattern, re.IGNORECASE)))
        except re.error as exc:
            raise ConfigError(f"Route {name!r} has an invalid regex: {exc}") from exc

    def router(query: str) -> str:
        for name, regex in compiled:
            if regex.search(query or ""):
                return name
        return fallback

    return router
