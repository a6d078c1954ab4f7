"""Where in the conversation a forget request points: "the last thing I told you", "my previous
message", "the one before that", "the second thing I said", "what I mentioned before the walks",
"the bit right after the part about my job", "my last two messages".

Such a request names no subject by its content: it names a place in the order of what the user
said. Read by content or by meaning it forgets the wrong memory (the memory closest to "the
money thing I mentioned before the walks" is the one about the walks). So a place is read apart
(:func:`position`) and resolved against the conversation's own order of the user's statements,
the dialogue log (:func:`statements`, :func:`pick`), never against the memories' words: the
memories are then the ones holding the statement found
(:func:`yeastlab.cognition.forgetting.resolve`).

* counted back from the end: "last", "latest", "previous", "most recent", "what I just said",
  "just now"; "the one before that", "second to last", "penultimate"; "the last two things";
* counted from the start of the session: "the first / second / 3rd thing I told you", "at
  the very start";
* "what I said two messages ago", "a couple of messages back": counted from the request, the
  message said now, so one message ago is the last statement and two messages ago the one
  before it (index ``n - 1`` from the end; the convention of the trust sets 14 and 15 and the
  tests; set 11 has one request counted past the last statement instead);
* anchored on another statement: "… before / after X" (X found by its words in the log).

A statement is a logged user turn that was not itself a forget request and is not a question.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from yeastlab.core.text import content_stems

__all__ = ["Position", "position", "without", "statements", "pick"]


@dataclass(frozen=True)
class Position:
    """A place in the order of the user's statements.

    ``origin``: ``"end"`` (counted back from the last statement), ``"start"`` (from the first
    of the session), ``"before"`` / ``"after"`` (next to the statement ``anchor`` names);
    ``index``: how far from the origin (0: the last / the first / the next); ``count``: how
    many statements from there on (towards the past for ``"end"`` and ``"before"``)."""

    origin: str
    index: int = 0
    count: int = 1
    anchor: str = ""


_ORDINALS = {
    "first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3,
    "fifth": 4, "5th": 4, "sixth": 5, "6th": 5,
}  # fmt: skip
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "couple of": 2, "2": 2, "3": 3, "4": 4}
#: What a statement is called when it is pointed at.
_UNIT = (
    r"(?:things?|messages?|msgs?|bits?|parts?|ones?|sentences?|statements?|facts?|notes?|"
    r"comments?|remarks?|texts?|points?|lines?|details?|confessions?|stuff|info)"
)
#: Saying it: "I told you", "I said", "I mentioned", "I brought up", "I typed".
_TOLD = (
    r"(?:i|we)\s+(?:just\s+|last\s+|ever\s+)?(?:said|told\s+(?:you|ya)|mentioned|shared|brought\s+"
    r"up|typed|wrote|sent|confided|gave\s+you|put\s+in|admitted|disclosed|let\s+slip)"
)
_NUMBER = "|".join(re.escape(k) for k in sorted(_NUMBERS, key=len, reverse=True))
_ORDINAL = "|".join(re.escape(k) for k in _ORDINALS)
#: Counted back from the end (the one before the last is index 1).
_BEFORE_LAST = re.compile(
    rf"\b(?:second|2nd)[\s-]+(?:to[\s-]+)?last\b|\bpenultimate\b|\bnext[\s-]+to[\s-]+last\b|"
    rf"\bthe\s+(?:one|{_UNIT})\s+before\s+(?:that|it|the\s+last(?:\s+one)?|last|this|my\s+last\s+"
    rf"(?:one|{_UNIT}))\b|\bbefore\s+(?:the|my|that)\s+last\s+(?:one|{_UNIT})\b",
    re.I,
)
_LAST_FEW = re.compile(
    rf"\b(?:the|my|those|these)\s+(?:last|latest|previous|most\s+recent|past)\s+(?P<n>{_NUMBER})"
    rf"(?:\s+\w+)?\s+{_UNIT}",
    re.I,
)
_LAST = re.compile(
    rf"\b(?:(?:that|the|this|my|your)\s+(?:very\s+)?(?:last|latest|previous|prior|most\s+recent|"
    rf"final)(?:\s+\w+)?\s+(?:one\b|{_UNIT})"
    rf"|(?:what|everything|the\s+thing|that\s+thing|the\s+stuff|the\s+bit|whatever)\s+{_TOLD}"
    rf"\s+(?:just\s+now|a\s+(?:second|moment|minute)\s+ago|last)\b"
    rf"|(?:what|everything|the\s+thing|that\s+thing|the\s+stuff|the\s+bit|whatever|that)\s+"
    rf"(?:i|we)\s+(?:just|last)\s+(?:said|told\s+(?:you|ya)|mentioned|shared|typed|wrote|"
    rf"sent|brought\s+up|admitted)"
    rf"|(?:that|this|my)\s+(?:last\s+)?(?:message|msg|text)\s+(?:i\s+(?:just\s+)?sent|of\s+mine)"
    rf"|(?:the|that)\s+(?:last|previous)\s+thing\b)",
    re.I,
)
#: "What I said two messages ago": counted back from the request itself (one ago: the last).
_AGO = re.compile(rf"\b(?P<n>{_NUMBER}|one|a)\s+(?:{_UNIT}|turns?)\s+(?:ago|back|earlier)\b", re.I)
#: "The thing I mentioned at the very start", "what I said first", "at the beginning".
_AT_START = re.compile(
    r"\b(?:at|from|in)\s+the\s+(?:very\s+)?(?:start|beginning|outset|top)\b|\bup\s+top\b|"
    r"\b(?:said|told\s+you|mentioned)\s+(?:at\s+)?first\b|\bto\s+(?:start|begin)\s+with\b",
    re.I,
)
_FROM_START = re.compile(
    rf"\b(?:the|my|that)\s+(?:very\s+)?(?P<n>{_ORDINAL})\s+(?:one\b|{_UNIT})"
    rf"(?=\s+(?:{_TOLD}|of\s+mine|(?:of|in)\s+(?:the|this|our)\s+(?:conversation|chat)|i\s+\w+)"
    rf"|\s*$|\s*[,.;:!?-])",
    re.I,
)
#: "… before / after X": X is a statement's topic ("the walks", "the bit about my job").
_ANCHORED = re.compile(
    rf"\b(?:{_UNIT}|what|one|that|everything)\b[^.!?;]{{0,50}}?\b(?:{_TOLD}|said|mentioned|"
    rf"told\s+you|came|said)\s+(?:(?:right|just|directly|immediately|straight)\s+)?"
    rf"(?P<dir>before|after)\s+(?P<anchor>(?:(?:i\s+(?:told\s+you|said|mentioned)\s+)?(?:about\s+)?)"
    rf"[^.!?;,]{{2,60}})",
    re.I,
)
#: The words of an anchor that name nothing: "the bit about …", "the part where I …".
_ANCHOR_WRAP = re.compile(
    rf"^(?:(?:i\s+(?:told\s+you|said|mentioned)\s+)?(?:about\s+)?(?:the|that|my|what\s+i\s+said)?\s*"
    rf"(?:{_UNIT}\s+)?(?:about|on|where\s+i\s+\w+|of)?\s*)|(?:\s*(?:please|pls|thanks|too|"
    r"as\s+well|from\s+your\s+\w+|delete\s+it|forget\s+it|erase\s+it))+\s*$",
    re.I,
)


#: "The one before the cat comment", "the message after the bit about my job": a statement
#: named next to another by what it is called, not by a verb of saying.
_NEXT_TO = re.compile(
    rf"\b(?:the|that)\s+(?:one|{_UNIT})\s+(?:(?:right|just|directly|immediately|straight)\s+)?"
    rf"(?P<dir>before|after)\s+(?P<anchor>(?!(?:that|this|it|last|the\s+last|my\s+last|i|you|we)"
    r"\b)[^.!?;,:]{2,60})",
    re.I,
)


def position(text: str) -> Position | None:
    """The place ``text`` (a forget request) points to in the order of what was said, if any."""
    found = _ANCHORED.search(text) or _NEXT_TO.search(text)
    if found:
        anchor = _ANCHOR_WRAP.sub("", found["anchor"].strip()).strip(" ,")
        if content_stems(anchor):
            return Position(found["dir"].lower(), 0, 1, anchor)
    few = _LAST_FEW.search(text)
    if few:
        return Position("end", 0, _NUMBERS[few["n"].lower()])
    if _BEFORE_LAST.search(text):
        return Position("end", 1)
    start = _FROM_START.search(text)
    if start:
        return Position("start", _ORDINALS[start["n"].lower()])
    if _AT_START.search(text):
        return Position("start", 0)
    ago = _AGO.search(text)
    if ago:
        return Position("end", _NUMBERS.get(ago["n"].lower(), 1) - 1)
    if _LAST.search(text):
        return Position("end", 0)
    return None


#: The words that say a place and name nothing: "the last two messages", "one before last".
_PLACE_WORDS = re.compile(
    rf"\b(?:{_ORDINAL}|{_NUMBER}|last|latest|previous|prior|most\s+recent|final|penultimate|"
    rf"next|very|one|ones|before|after|just|right|directly|immediately|straight|now|ago|moment|"
    rf"minute|second|earlier|today|this\s+morning|{_UNIT}|ago|back|up\s+top|"
    r"at\s+the\s+(?:very\s+)?(?:start|beginning|top)|"
    r"i|we|you|ya|said|told|mentioned|shared|brought\s+up|typed|wrote|sent|"
    r"gave|of\s+mine|to)\b",
    re.I,
)


def without(phrase: str, place: Position) -> str:
    """``phrase`` without the words that say ``place`` ("money thing I mentioned before the
    walks" → "money"): the walks say where it was said, not what."""
    if place.anchor:
        phrase = re.sub(r"\b(?:before|after)\b.*$", " ", phrase, flags=re.I)
    phrase = _PLACE_WORDS.sub(" ", phrase)
    return re.sub(r"\s+", " ", phrase).strip(" ,-")


def _is_request(turn: Any) -> bool:
    """Whether a logged turn was a forget request itself (it is no statement to point to)."""
    asked = any(g.name.startswith("forget_request") and g.passed for g in turn.gates)
    return asked and not turn.stored_memory_ids


def statements(turns: Sequence[Any]) -> list[Any]:
    """The user's statements among logged turns, oldest first: not a forget request, not a
    question, not left empty by an earlier forget."""
    ordered = sorted(turns, key=lambda t: t.created_at)
    out = []
    for turn in ordered:
        said = turn.user_input.strip()
        if not said or said.endswith("?") or _is_request(turn):
            continue
        if not content_stems(said.replace("[forgotten]", " ")):
            continue
        out.append(turn)
    return out


def pick(place: Position, said: Sequence[Any], about: Callable[[str, str], bool]) -> list[Any]:
    """The statements (of :func:`statements`, oldest first) ``place`` points to; ``about(text,
    anchor)`` says whether a statement is the one an anchor names. Empty when the place is not
    in the log (fewer statements than counted, an anchor no statement matches)."""
    if not said:
        return []
    if place.origin == "start":
        session = said[-1].session_id
        ours = [t for t in said if t.session_id == session]
        return ours[place.index : place.index + 1] if place.index < len(ours) else []
    if place.origin == "end":
        end = len(said) - place.index
        return list(said[max(0, end - place.count) : end]) if end > 0 else []
    anchored = [i for i, t in enumerate(said) if about(t.user_input, place.anchor)]
    if not anchored:
        return []
    at = anchored[-1]
    if place.origin == "before":
        return list(said[max(0, at - place.count) : at])
    return list(said[at + 1 : at + 1 + place.count])
