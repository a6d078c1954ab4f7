"""Conversation reflection without a model: tags, lessons and every fact the user stated.

The cognitive agent (:mod:`yeastlab.profiles.cognitive`) reflects on each conversation it ends.
What it keeps of the user's words is decided here, deterministically:

* :func:`stated_facts` — every statement of the user (not a question, not social talk), in
  their own words, from any turn of the conversation (a model's reflection keeps them too);
* :func:`extractive_reflection` — the offline reflection: tags (the most frequent content
  words), a summary, what worked and what to avoid (the user's stated preferences and stock
  corrections);
* :func:`lessons_of` — the actionable sentences of a reflection, for the procedural rules.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from yeastlab.core.records import Memory
from yeastlab.core.sentences import sentences
from yeastlab.core.text import NEGATIONS, STOP_WORDS

__all__ = ["Reflection", "extractive_reflection", "lessons_of", "stated_facts", "tags_of"]

_WORD = re.compile(r"[a-z][a-z'-]{2,}")
# Not a topic: stop words, negations, and the chatter of asking.
_CHATTER = (
    "it's i'm don't really one please thanks thank hello tell know like want need make get give "
    "much well yes okay always answer"
)
_STOP = STOP_WORDS | NEGATIONS | set(_CHATTER.split())


@dataclass(frozen=True)
class Reflection:
    """The reflection on one conversation."""

    context_tags: tuple[str, ...]
    summary: str
    what_worked: str
    what_to_avoid: str
    source: str = "extractive"
    #: every fact the user stated, in their own words (kept as memories of their own)
    facts: tuple[str, ...] = ()


def tags_of(candidates: list[str]) -> tuple[str, ...]:
    """Context tags cleaned: lower case, letters, digits, spaces and dashes, once each."""
    out: list[str] = []
    for tag in candidates:
        clean = re.sub(r"[^a-z0-9 -]", "", tag.lower()).strip()
        if clean and clean not in out:
            out.append(clean)
    return tuple(out)


# A user's standing preferences ("always …", "never …", "don't …") generalise beyond the
# conversation they were said in; so do a few stock corrections.
_PREFERENCE = re.compile(
    r"\b(always|never|don't|do not|please)\s+([a-z][^.!?;,]{2,80})", re.IGNORECASE
)
_STOCK = (
    (re.compile(r"\btoo long\b", re.I), "Keep answers short."),
    (re.compile(r"\btoo short\b|\bmore detail", re.I), "Give more detail when asked."),
    (re.compile(r"\b(wrong|incorrect)\b", re.I), "Double-check facts before answering."),
)
_OPENERS = {
    "always": "Always",
    "never": "Never",
    "don't": "Do not",
    "do not": "Do not",
    "please": "",
}


def _preferences(users: list[str]) -> tuple[list[str], list[str]]:
    do, avoid = [], []
    for text in users:
        for opener, rest in _PREFERENCE.findall(text):
            head = _OPENERS[opener.lower()]
            lesson = f"{head} {rest.strip()}." if head else f"{rest.strip()}."
            (avoid if head in ("Never", "Do not") else do).append(lesson[:1].upper() + lesson[1:])
        avoid += [rule for pattern, rule in _STOCK if pattern.search(text)]
    return list(dict.fromkeys(do)), list(dict.fromkeys(avoid))


def extractive_reflection(turns: list[Memory]) -> Reflection:
    """The offline reflection: deterministic, from the conversation's own words.

    Tags are the most frequent content words of the user's messages; what worked and what to
    avoid are the user's stated preferences ("always …" / "never …", "don't …") and stock
    corrections ("too long" → "Keep answers short."), each an actionable sentence.
    """
    users = [
        m.meta.get("user_input") or m.text.split("\n")[0].removeprefix("User: ") for m in turns
    ]
    counts = Counter(w for u in users for w in _WORD.findall(u.lower()) if w not in _STOP)
    tags = [w for w, _ in counts.most_common(4)]
    tags += [t for t in ("conversation", "general") if t not in tags][: max(0, 2 - len(tags))]
    do, avoid = _preferences(users)
    topic = ", ".join(tags[:2])
    summary = f"A {len(turns)}-turn conversation about {topic}. It began: {users[0][:160]}"
    return Reflection(
        tuple(tags[:4]), summary, " ".join(do), " ".join(avoid), facts=stated_facts(turns)
    )


# Social talk: a sentence made only of these (and stop words) states nothing to remember.
_SOCIAL_WORDS = (
    "hi hey hello morning afternoon evening night bye goodbye cheers later soon thanks thank thx "
    "lol haha ok okay alright sure yes yeah yep nope good great nice fine cool perfect fair "
    "enough useful helpful interesting sounds talk try busy day back now again there everyone "
    "mind quick question go see tomorrow wow awesome lovely welcome sorry makes sense curious look"
)
_SOCIAL = frozenset(_SOCIAL_WORDS.split())


def _sentences(text: str) -> list[str]:
    """The sentences of ``text`` (:mod:`yeastlab.core.sentences`), whitespace collapsed."""
    return [" ".join(s.split()) for s in sentences(text)]


def stated_facts(turns: list[Memory]) -> tuple[str, ...]:
    """Every statement the user made in ``turns``, in their own words, once each.

    A statement is a sentence of a user message that is not a question and says more than
    social talk ("Thanks, that's useful.", "Morning! Busy day." are not kept; "I'm vegan." and
    anything with a number are). Nothing is summarised away: a fact said in the last message of
    a long conversation is kept like one said in the first.
    """
    facts: list[str] = []
    for turn in turns:
        said = turn.meta.get("user_input") or turn.text.split("\n")[0].removeprefix("User: ")
        for sentence in _sentences(str(said)):
            if sentence.endswith("?"):
                continue
            words = [w.split("'")[0] for w in _WORD.findall(sentence.lower())]
            words = [w for w in words if w not in _STOP]
            if any(ch.isdigit() for ch in sentence) or any(w not in _SOCIAL for w in words):
                facts.append(sentence)
    return tuple(dict.fromkeys(facts))


def lessons_of(reflection: Reflection) -> list[str]:
    """Actionable lessons: the sentences of what worked and what to avoid (3+ words each)."""
    lessons = []
    for text in (reflection.what_worked, reflection.what_to_avoid):
        for sentence in _sentences(text):
            if len(sentence.split()) >= 3:
                lessons.append(sentence[:1].upper() + sentence[1:])
    return list(dict.fromkeys(lessons))
