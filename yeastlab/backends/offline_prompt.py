"""Reading a prompt the way the offline backend does: the question, and the evidence items.

The offline backend (:mod:`yeastlab.backends.offline`) answers by extraction. This module finds
what it extracts from: the bulleted items ("- …") under each heading, the ``Key: value`` lines,
earlier conversation messages, and the last user message's question. :func:`content_words` is
the word overlap every offline answer and schema fill is scored by.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from yeastlab.backends.base import Message
from yeastlab.core.text import STOP_WORDS, stem

__all__ = ["Evidence", "content_words", "read_prompt", "stem_word"]

# Stop words, "not"/"no", and the words of asking and telling a question is made of. Other
# negations stay: "What do you never do?" is answered by the constraints that say "never".
_ASKING = {"yes", "mine", "tell", "told", "say", "said", "please", "remember", "know"}
_ASKING |= {"much", "many"}  # "how much rent …": the rent is what is asked
_STOP = STOP_WORDS | {"not", "no"} | _ASKING
_WORD = re.compile(r"[a-z0-9']+")
_BULLET = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+(.*)$")
_STRENGTH = re.compile(r"^\[[^\]]{0,40}\]\s*")
_STATE = re.compile(r"^\((?:former|current)\b[^)]{0,60}\)\s*", re.I)
_KEYVAL = re.compile(r"^([A-Za-z][A-Za-z '/-]{0,40}):\s+(\S.*)$")
_QUESTION_MARKER = re.compile(r"^\s*(?:user message|message|question|input)\s*:\s*(.*)$", re.I)
_SELF = re.compile(r"identity|drive|constraint|who you are", re.I)
# A conflict notice is about two memories already in the prompt, not evidence of its own: taken
# for a fact, it was chosen as an answer and quoted the document's value it warns about.
_SKIP = re.compile(
    r"instruction|format|schema|tension|reply|respond|output|proposal|think|notice", re.I
)
_CONVERSATION = re.compile(r"episodic|recent|conversation|past|memor|working|exchange", re.I)
_DOCUMENT = re.compile(r"document|chunk|source|passage", re.I)
_SUMMARY = re.compile(r"\bA \d+-turn conversation about [^.]*\.\s*It began:\s*")
_USER_PART = re.compile(r"User(?: said)?:\s*(.*?)\s*(?:\||\b(?:Yeast|Assistant|AI|Agent):|$)", re.S)


@lru_cache(maxsize=1 << 16)
def stem_word(word: str) -> str:
    """A word's stem (cached: a long prompt repeats its words, read once per evidence item)."""
    return stem(word.strip("'").removesuffix("'s"))


def content_words(text: str) -> set[str]:
    """The stems of ``text``'s content words (a new set: callers may add to it)."""
    return set(_content_words(text))


@lru_cache(maxsize=64)
def _content_words(text: str) -> frozenset[str]:
    """Cached: the question is compared with every evidence item, and a long message would be
    read again for each (42 times a turn for a 100k-character message)."""
    words = {stem_word(w) for w in _WORD.findall(text.lower()) if w not in _STOP and len(w) > 1}
    return frozenset(w for w in words if w)


@dataclass(frozen=True)
class Evidence:
    """One item found in a prompt: its heading (``section``), text and position (0 = first)."""

    section: str
    text: str
    order: int

    @property
    def kind(self) -> str:
        """``self``, ``conversation``, ``document``, ``skip`` or ``fact``."""
        if _SKIP.search(self.section):
            return "skip"
        if _SELF.search(self.section):
            return "self"
        if _DOCUMENT.search(self.section):
            return "document"
        if _CONVERSATION.search(self.section):
            return "conversation"
        return "fact"

    @property
    def user_part(self) -> str:
        """What the user said, for conversation memories written as ``User: … | Yeast: …``,
        and for a conversation's summary (``A 3-turn conversation about x, y. It began: …``,
        several when episodes were merged) the messages it quotes: its preface is no claim,
        and its words and turn count matched questions by chance ("How many …?" / "1-turn");
        for a fact marked former or current (:mod:`yeastlab.cognition.updates`), the fact."""
        match = _USER_PART.search(self.text)
        if match is None and _STATE.match(self.text):  # a fact marked current or former
            return _STATE.sub("", self.text, count=1)
        if match and match.group(1).strip():
            return match.group(1).strip()
        quoted = _SUMMARY.sub(" ", self.text).strip()
        return quoted if quoted != self.text.strip() and quoted else self.text


def _split_question(content: str) -> tuple[str, str]:
    """Split the last user message into (context before the question, the question)."""
    lines = content.splitlines()
    for index in range(len(lines) - 1, -1, -1):
        match = _QUESTION_MARKER.match(lines[index])
        if match:
            rest = "\n".join([match.group(1), *lines[index + 1 :]]).strip()
            return "\n".join(lines[:index]), rest
    return "", content.strip()


def _scan(text: str, start: int, items: list[Evidence]) -> None:
    section = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        bullet = _BULLET.match(line)
        if bullet:
            body = _STRENGTH.sub("", bullet.group(1)).strip()
            # a parenthesis is a note, except a memory marked superseded, "(former, …) …", or
            # reached through the one it superseded, "(current, …) …" (cognition.updates)
            if body and (not body.startswith("(") or _STATE.match(body)):
                items.append(Evidence(section, body, start + len(items)))
            continue
        if line.startswith("#") or line.endswith(":"):
            section = line.strip("#: ").strip()
            continue
        keyval = _KEYVAL.match(line)
        if keyval and len(keyval.group(1).split()) <= 4:
            items.append(Evidence(keyval.group(1), keyval.group(2).strip(), start + len(items)))
        elif section and not line.startswith("("):
            # A plain line under a heading (an identity paragraph, say) is an item of it.
            items.append(Evidence(section, line, start + len(items)))


def read_prompt(messages: Sequence[Message]) -> tuple[str, list[Evidence], str]:
    """Find the question, the evidence items and the full prompt text in ``messages``."""
    last_user = max((i for i, m in enumerate(messages) if m.get("role") == "user"), default=-1)
    items: list[Evidence] = []
    question = ""
    for index, message in enumerate(messages):
        content = str(message.get("content", ""))
        if index == last_user:
            context, question = _split_question(content)
            _scan(context, 0, items)
        elif message.get("role") == "system":
            _scan(content, 0, items)
        elif content.strip():
            role = "User" if message.get("role") == "user" else "Yeast"
            items.append(Evidence("conversation", f"{role}: {content.strip()}", len(items)))
    whole = "\n".join(str(m.get("content", "")) for m in messages)
    return question, items, whole
