"""What the offline stand-in answers: the kind of message, and the evidence item that answers it.

:mod:`yeastlab.backends.offline_prompt` reads a prompt into a question and evidence items; this
module chooses the reply: a recall question answered by the memory it names (or the newest
statement), a proposal or a "remember …" acknowledged, a question answered only by an item that
can answer it (a name it gives, or half its words, or the same attribute in other words; the
superseded item for a question about the past; the item naming the fewest rivals), a question to
the assistant about itself answered from the self sections, a statement acknowledged with the
most related memory.

Why a module of its own: this is the stand-in's whole judgement, the part the trust and history
tests exercise offline; :mod:`yeastlab.backends.offline` only wraps it as a backend (the reply's
JSON, tag form, scores, streaming) and re-exports :func:`self_answer`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from yeastlab.backends.offline_asked import asked_head, of_the_asked, said_in_other_words, says_head
from yeastlab.backends.offline_kinds import (
    expected_kind,
    fit_strength,
    holds_kind,
    holds_number,
    possessed,
    related_stems,
)
from yeastlab.backends.offline_meaning import Meaning
from yeastlab.backends.offline_prompt import Evidence, content_words, stem_word
from yeastlab.core.entities import look_alike_keys, names, other_entities
from yeastlab.core.fields import another_kind
from yeastlab.core.text import PAST, QUESTION_OPENERS, RELATIONS, attributes_of

__all__ = ["Answer", "answer", "least_other_names", "self_answer", "sentence"]

_RECALL = re.compile(
    r"\b(what did i|what have i|did i (?:just )?(?:tell|say|mention)|what i (?:just )?(?:told|said)"
    r"|remind me|do you remember|what do you remember|what was i)\b",
    re.I,
)
_REMEMBER = re.compile(r"^\s*(?:please\s+)?remember(?:\s+that)?\s*[:,-]?\s*(.+)$", re.I | re.S)
_PROPOSE = re.compile(
    r"^\s*(?:please\s+)?propose\s+(?:that\s+you\s+)?(add|remove|adding|removing)?\s*"
    r"(?:the\s+|a\s+|an\s+)?(drive|constraint)\s*[:,-]?\s*(.+?)\s*\.?$",
    re.I | re.S,
)
_NO_PROPOSALS = re.compile(
    r"do not (?:make|propose|add) (?:any )?(?:self-modification )?proposal", re.I
)
_WH = QUESTION_OPENERS

#: Light verbs (a closed class: they carry tense and direction, their object carries the
#: meaning), as stems: "coming from", "go to", "get into", "make sure", "take part".
_LIGHT_VERB_STEMS = (
    "becom came come gave get give go gone got keep kept let made make put seem set take took went"
)
LIGHT_VERBS = frozenset(_LIGHT_VERB_STEMS.split())


def _best(
    question: str,
    items: Sequence[Evidence],
    kinds: tuple[str, ...],
    *,
    asking: bool = True,
    meaning: Meaning | None = None,
) -> Evidence | None:
    """The item that best answers ``question``: in a question, one holding the kind of value
    its form asks for (:mod:`yeastlab.backends.offline_kinds`: a sum for "how much", a place for
    "where", a time of day for "what time"), whatever words it shares by chance; then the most
    words in common (a derived form counts: "photos" / "photographer"), plus, with ``meaning``,
    how close in meaning its closest sentence is (:mod:`yeastlab.backends.offline_meaning`: the
    same thing said in other words); then the one that reached the prompt first, i.e. the one
    retrieval ranked best. Not the shortest: among memories that all name the asked project,
    the shortest is an arbitrary one ("Kestrel is on Saturday" for "How much money …?")."""
    wanted = content_words(question)
    # In a question, "my"/"I" point at what is known about the user.
    if asking and any(w in question.lower().split() for w in ("i", "me", "my")):
        wanted.add("user")
    kind = expected_kind(question) if asking else None
    asked = names(question) if kind else set()
    scored: list[tuple[int, float, int, Evidence]] = []
    candidates = [(i, content_words(i.text)) for i in items if i.kind in kinds]
    candidates = [(i, have) for i, have in candidates if wanted & have]
    spread = _spread(wanted, [have for _, have in candidates]) if asking else {}
    for item, have in candidates:
        related = related_stems(wanted - have, have) if asking else 0
        fits = fit_strength(kind, item.user_part, asked, wanted)
        # a light verb shared by chance ("Which supplier is the kit coming from?" / "the money
        # comes from …") says nothing of the topic: retrieval's rank decides instead
        shared = (wanted & have) - LIGHT_VERBS
        words = sum(spread.get(w, 1.0) for w in shared) + related
        scored.append((fits, float(words), -item.order, item))
    if not scored:
        return None
    scored.sort(key=lambda s: s[:3], reverse=True)
    if asking and meaning is not None and meaning.active and len(scored) > 1:
        scored = _by_meaning(question, scored, meaning)
    return scored[0][3]


#: Whether a word shared by several candidates counts less (see :func:`_spread`).
SPREAD = True


def _spread(wanted: set[str], haves: list[set[str]]) -> dict[str, float]:
    """How much each asked word counts: 1 when one candidate has it, 1/k when k have it. A
    word many memories share with the question ("animals" in every memory about a study of
    animals) says little about which one answers it, as inverse document frequency says in
    retrieval; counted over the prompt's candidates, not a corpus."""
    if not SPREAD:
        return {}
    counts = {w: sum(w in have for have in haves) for w in wanted}
    return {w: 1.0 / n for w, n in counts.items() if n > 1}


def _by_meaning(
    question: str, scored: list[tuple[int, float, int, Evidence]], meaning: Meaning
) -> list[tuple[int, float, int, Evidence]]:
    """The best few of ``scored`` (those fitting the asked kind best, most shared words first)
    re-ranked with ``meaning.weight`` × their similarity to the question added to their words:
    a capped cost (:attr:`Meaning.CANDIDATES` candidates a question)."""
    top = [s for s in scored if s[0] == scored[0][0]][: meaning.CANDIDATES]
    if len(top) < 2:
        return scored
    sims = meaning.similarities(question, [s[3].user_part for s in top])
    best = max(sims)
    # a difference the embedder does not resolve is none: retrieval's order decides
    sims = [best if best - sim < meaning.noise else sim for sim in sims]
    blended = [
        (f, w + meaning.weight * sim, o, i) for (f, w, o, i), sim in zip(top, sims, strict=True)
    ]
    blended.sort(key=lambda s: s[:3], reverse=True)
    return blended


#: Kinds of value whose absence says the question is not answered (a number for "how much" /
#: "how many" / "how big", someone for "who", a time of day, a colour): a memory of the same
#: topic without one ("I'm saving for a holiday" for "How much have I saved?", "I play tennis
#: on Saturdays" for "Who do I play tennis with?") answers nothing. A sum counts any number
#: ("70 kilos" for "How much do I weigh?"). A place or a date may be said in words no pattern
#: reads ("in the garage", "after the wedding"), so those kinds only rank.
_NONE = re.compile(
    r"\b(?:no|not|never|none|nothing|zero|quit|stopped|gave up|given up|no longer)\b|n't\b", re.I
)
_NUMERIC = frozenset({"amount", "count", "size", "measure", "ratio", "age"})
STRICT_KINDS = _NUMERIC | {"person", "clock", "colour"}


def _holding_kind(question: str, items: list[Evidence]) -> list[Evidence]:
    """The items holding the kind of value ``question`` asks for, when any does (else all, or
    none for a :data:`STRICT_KINDS` kind): the kind is judged before rival names are counted, so
    "Parents pay 38 pounds; the PTA covers the rest" still answers "What are families charged?"
    though it names the PTA too."""
    kind = expected_kind(question)
    if kind is None:
        return items
    asked, wanted = names(question), content_words(question)
    fitting = [i for i in items if holds_kind(kind, i.user_part, asked, wanted)]
    if fitting or kind not in STRICT_KINDS:
        return fitting or items
    if kind in _NUMERIC:  # any number, or none at all ("I quit coffee": how much? none)
        return [i for i in items if holds_number(i.user_part) or _NONE.search(i.user_part)]
    return []


# A question to the assistant about itself, and one that also speaks of the user.
_TO_YOU = re.compile(r"\b(?:you|your|yours|yourself)\b", re.I)
_OF_USER = re.compile(r"\b(?:i|me|my|mine|we|us|our)\b", re.I)
_WHO = re.compile(r"\bwho are you\b|\bwhat are you\b|\byour name\b|\bidentity\b", re.I)
_SELF_PARTS = re.compile(r"drive|constraint", re.I)


def self_answer(question: str, items: Sequence[Evidence], *, fallback: bool = True) -> str | None:
    """Answer a question to the assistant about itself from the self sections of the prompt.

    "Who are you?" → the identity; a question naming a section ("What are your drives?") →
    every item of it; otherwise the sections whose items share words with the question ("What
    will you never do?" → the constraints); with ``fallback``, anything else asked of "you"
    ("What do you value most?") → the drives and the constraints. ``None`` when the question is
    not about the assistant (or also about the user) or the prompt has no self sections.
    """
    if not _TO_YOU.search(question) or _OF_USER.search(question):
        return None
    sections: dict[str, list[Evidence]] = {}
    for item in items:
        if item.kind == "self":
            sections.setdefault(item.section, []).append(item)
    if not sections:
        return None
    wanted = content_words(question)
    if _WHO.search(question):
        named = [s for s in sections if re.search(r"identity|who you are", s, re.I)]
    else:
        named = [s for s in sections if content_words(s) & wanted]
    if not named:
        overlap = {
            s: sum(len(wanted & content_words(i.text)) for i in its) for s, its in sections.items()
        }
        top = max(overlap.values())
        named = [s for s, n in overlap.items() if n == top and n > 0]
    if not named and fallback:
        named = [s for s in sections if _SELF_PARTS.search(s)]
    if not named:
        return None
    if len(named) == 1 and len(sections[named[0]]) == 1:
        return sentence(sections[named[0]][0].text)
    return " ".join(
        sentence(f"{s}: " + "; ".join(i.text.rstrip(".") for i in sections[s])) for s in named
    )


_NAMED = re.compile(r"(?<=[\s(])[A-Z][a-z]+")


def _answers(question: str, item: Evidence) -> bool:
    """Whether ``item`` can answer ``question``: it says a name the question gives, or, when
    the question names no one, at least half of the question's words ("user" aside: every
    conversation memory is the user's, so it is no common word)."""
    wanted = content_words(question) - {"user"}
    if not wanted:
        return False
    have = content_words(item.user_part)
    if _relations(question) - have:
        return False  # "my father" is not answered by what my mother does
    if another_kind(wanted, have):
        return False  # "my dog" is not answered by what my cat does
    # of the user's own ("What breed is my cat?"), not "My cat is ten years old"; a question
    # about a project or someone else is often answered in its own trade's words instead
    head = asked_head(question) if _OF_USER.search(question) else None
    if head is not None and not says_head(question, head, item.user_part):
        return False
    names = {stem_word(n.lower()) for n in _NAMED.findall(question)} & wanted
    if names:
        return bool(names & have)
    # or the same attribute in other words: "Where do I live?" / "I moved to Denver"
    same_attribute = bool(attributes_of(wanted) & attributes_of(have))
    return 2 * len(wanted & have) >= len(wanted) or same_attribute


def _relations(question: str) -> set[str]:
    """The stems of the relations the question asks about ("my sister" → {"sister"})."""
    return possessed(question) & RELATIONS


#: A prompt item marked as superseded (cognition.updates.FORMER), and one reached through the
#: memory it superseded (cognition.updates.UPDATED).
_FORMER = re.compile(r"^\(former\b", re.I)
_CURRENT = re.compile(r"^\(current\b", re.I)


def _former(question: str, items: Sequence[Evidence], current: Evidence | None) -> Evidence | None:
    """For a question about the past, the superseded item (marked former in the prompt) that
    answers it, the one right after the current answer first (the context puts each superseded
    memory after its successor); ``None`` for any other question."""
    if not PAST.search(question):
        return None
    former = [i for i in items if _FORMER.match(i.text)]
    answering = [i for i in former if _answers(question, i)] or (former if current else [])
    if not answering:
        return None
    if current is not None:
        after = [i for i in answering if i.order > current.order]
        if after:
            return min(after, key=lambda i: i.order)
    return min(answering, key=lambda i: i.order)


def least_other_names(question: str, items: list[Evidence]) -> list[Evidence]:
    """For a question naming someone ("What does Sara do?"), the items naming the fewest
    others (Sara's own claim before the exchange that named Sarah too). Only rivals count
    (:func:`yeastlab.core.entities.other_entities`): the names in the asked one's own clause
    are its values ("Atlas is hosted in Frankfurt"), and sentence-initial words are no names."""
    asked = names(question)
    if not asked or len(items) < 2:
        return items
    others = [len(other_entities(i.user_part, asked)) for i in items]
    return [i for i, n in zip(items, others, strict=True) if n == min(others)]


def _said_otherwise(question: str, items: list[Evidence]) -> list[Evidence]:
    """When no memory sharing the question's words answers it, the first memory retrieval found
    (it passed the relevance floor by meaning) that holds the strict kind of value the question
    asks for: "My shift begins at 8 am" answers "What time do I start work?", "Next door are
    the Kowalskis" answers "Who are my neighbours?", "My usual partner on the court is my
    neighbour Clive" answers "Who do I play tennis with?" though "I play tennis on Saturdays"
    shares its words. Not one saying what is someone's where the question says another thing
    is ("My kitchen is painted yellow" for "What colour is my bedroom?"). Any other question
    finds nothing (a head noun's value held by a memory sharing no word, "I booked the Lisbon
    flight on TAP" for "Which airline am I flying with?", was as often a wrong one: "we have a
    Samsung TV in the lounge" for "What brand is our fridge?")."""
    kind = expected_kind(question)
    if kind not in STRICT_KINDS:
        return []
    asked, wanted = names(question), content_words(question)
    return [
        i for i in of_the_asked(question, items) if holds_kind(kind, i.user_part, asked, wanted)
    ]


def least_look_alike(question: str, items: list[Evidence]) -> list[Evidence]:
    """Of items making alike claims (:func:`yeastlab.core.entities.look_alike_keys`: "my older
    sister is a lawyer and my younger sister is a student", and each claim alone), only the one
    holding what the question says of one of them ("my younger sister"); the others stay."""
    keys = look_alike_keys(question, [i.user_part for i in items])
    if not keys:
        return items
    best = min(keys.values())[:2]
    return [i for n, i in enumerate(items) if n not in keys or keys[n][:2] == best]


def sentence(text: str) -> str:
    text = " ".join(text.split()).rstrip()
    return text if text.endswith((".", "!", "?")) else text + "."


@dataclass(frozen=True)
class Answer:
    kind: str
    response: str
    used: Evidence | None
    realizations: tuple[str, ...]
    proposal: dict[str, str] | None


def answer(
    question: str, items: Sequence[Evidence], whole: str, *, meaning: Meaning | None = None
) -> Answer:
    """The reply to ``question`` from the prompt's ``items`` (``whole``: the prompt's text);
    with ``meaning``, a question's answer is chosen by meaning as well as by words."""
    text = " ".join(question.split())
    lowered = text.lower()
    facts = ("conversation", "fact", "document", "self")
    if _RECALL.search(text):
        # The memory the question names a topic of ("What did I say about the budget?": a
        # conversation or a remembered fact, never a document); without a topic ("What did I
        # just tell you?") the newest conversation memory that was a statement, not a question.
        said = [i for i in items if not i.user_part.rstrip().endswith("?")]
        topic = content_words(text) - {"user"}
        on_topic = [i for i in said if _answers(text, i)]
        topical = (
            _best(text, on_topic, ("conversation", "fact"), meaning=meaning) if topic else None
        )
        memory = topical or next((i for i in said if i.kind == "conversation"), None)
        if topic and topical is None and memory is not None and not _answers(text, memory):
            # a topic nothing was said about: never an arbitrary memory instead
            reply = "I do not know: you have not told me about that."
            return Answer("recall", reply, None, (), None)
        if memory is None:
            return Answer(
                "recall", "I have no memory of you telling me anything yet.", None, (), None
            )
        return Answer("recall", f"You told me: {sentence(memory.user_part)}", memory, (), None)
    propose = _PROPOSE.match(text)
    if propose and not _NO_PROPOSALS.search(whole):
        verb = "remove" if (propose.group(1) or "").lower().startswith("remov") else "add"
        target = propose.group(2).lower()
        action = propose.group(3).strip().rstrip(".")
        proposal = {"type": f"{verb}_{target}", "reason": "the user asked for it", "action": action}
        reply = f"I propose to {verb} the {target}: {action}."
        return Answer("proposal", reply, None, (), proposal)
    remember = _REMEMBER.match(text)
    if remember:
        fact = remember.group(1).strip().rstrip(".")
        reply = f"Noted. I will remember: {fact}."
        return Answer("remember", reply, None, (f"The user asked me to remember: {fact}.",), None)
    is_question = text.endswith("?") or lowered.split(" ", 1)[0] in _WH
    if is_question:
        if re.search(r"\bwho are you\b|\bwhat are you\b|\byour name\b", lowered):
            identity = next((i for i in items if i.kind == "self"), None)
            if identity is not None:
                return Answer("question", sentence(identity.text), identity, (), None)
        # "What are your drives?": the section the question names, whole
        about_you = self_answer(text, items, fallback=False)
        if about_you is not None and re.search(r"\byour\b", lowered):
            return Answer("question", about_you, None, (), None)
        # a question is no evidence: a memory that only asked ("It began: What …?") answers
        # nothing
        stated = [i for i in items if not i.user_part.rstrip().endswith("?")]
        # only an item that can answer it (yeastlab.cognition.trust: nothing arbitrary)
        # an item marked current was reached through the memory it updates: it answers
        on_topic = [i for i in stated if _answers(text, i) or _CURRENT.match(i.text)]
        answering = least_look_alike(text, least_other_names(text, _holding_kind(text, on_topic)))
        hit = _best(text, answering, facts, meaning=meaning)
        if hit is None:  # said in other words: the kind of value asked for, or nothing
            hit = next(iter(_said_otherwise(text, stated)), None)
        if hit is None and expected_kind(text) not in STRICT_KINDS:
            hit = said_in_other_words(text, stated, meaning)  # as close as few unrelated texts
        former = _former(text, stated, hit)
        if former is not None:  # "Where did I live before?": what the current one superseded
            reply = f"From what I remember, before that: {sentence(former.user_part)}"
            return Answer("question", reply, former, (), None)
        if hit is None:
            reply = "I don't have anything about that in my memory or documents yet."
            return Answer("question", reply, None, (), None)
        source = "the documents" if hit.kind == "document" else "what I remember"
        return Answer("question", f"From {source}: {sentence(hit.user_part)}", hit, (), None)
    related = _best(text, items, ("conversation",), asking=False)
    reply = f"You said: {sentence(text)} Noted."
    if related is not None:
        reply += f" It connects to something earlier: {sentence(related.user_part)}"
    return Answer("statement", reply, related, (), None)
