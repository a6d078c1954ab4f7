"""Conflict notices: what the retrieved context says against itself, for the prompt.

:func:`find_conflicts` compares semantic facts with episodic memories (between tiers) and
document chunks with every semantic or episodic memory (a sum of money the user stated against a
different sum in a document). A language model judges when the backend is one (JSON schema);
otherwise, or when its reply stays unreadable after a retry,
:func:`yeastlab.core.claims.compare_claims` decides: the one claim comparison the gates and
consolidation use, numbers, money and dates compared as values.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from yeastlab.core.claims import Claim, ClaimRelation, compare_claims, parse_claims
from yeastlab.core.entities import names
from yeastlab.core.errors import BackendError
from yeastlab.core.records import Hit
from yeastlab.core.retry import RetryPolicy
from yeastlab.core.text import stem as stem_word

__all__ = ["find_conflicts", "CONFLICT_SCHEMA"]

#: Tries at a readable conflict judgement, under the one retry policy (no wait: an unreadable
#: reply is no transient fault).
_TRIES = RetryPolicy(attempts=2, first_wait=0.0)


class _Unreadable(Exception):
    """The model's conflict judgement could not be read."""


CONFLICT_SCHEMA = {
    "type": "object",
    "properties": {
        "conflicts": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "fact": {"type": "integer"},
                    "memory": {"type": "integer"},
                    "reason": {"type": "string"},
                },
                "required": ["fact", "memory", "reason"],
            },
        }
    },
    "required": ["conflicts"],
}


# A user speaks of their organisation as "our"; its documents name the same things "the".
_OUR = re.compile(r"\b(our|ours)\b", re.IGNORECASE)


# A contrast tacked on after a comma ("…in Power BI, not the usual tool"): it denies the
# alternative, not the clause it follows, so it must not make that clause read as negated.
_CONTRAST = re.compile(r",\s*(?:and\s+|but\s+)?not\s+[^,.;:!?]*(?=[.;:!?]|$)", re.IGNORECASE)


def _as_documents_say(text: str) -> str:
    """A memory read as the organisation's documents would say it ("our budget" → "the
    budget"), so :func:`compare_claims` sees one subject in both; a trailing contrast
    (", not the usual tool") is left out, so the clause it follows stays firm."""
    text = _CONTRAST.sub("", text)
    return _OUR.sub(lambda m: "The" if m[0][0].isupper() else "the", text)


# Units a count is measured in: a shared one says nothing of what is counted ("30 days" of
# backups, "90 days" of support). A count of things ("four engineers") names its topic itself.
_MEASURES = frozenset(
    {"$", "second", "minut", "hour", "day", "night", "week", "month", "quarter", "year", "time"}
)
#: Words of a rate that name no thing: "1,500 euros per person" and "$10 per class" share
#: only "per".
_RATE_WORDS = frozenset({"per", "each", "every", "a", "an"})


def _default_against_case(document: str, memory: str) -> ClaimRelation | None:
    """A document's rule against the user's case, when their subjects are not read as one.

    A document states a default impersonally ("Backups are retained for 30 days", "a programme
    is staffed by three analysts"); the user states their case with "we" or a project's name
    ("we keep backups for 90 days", "five analysts are assigned to Lighthouse"), so the claim
    comparison finds different subjects. They disagree when a clause of each gives a count of
    the same thing with no value in common, firmly (neither negated nor hedged): the same
    counted noun ("analysts"), or the same measure ("days", "euros") of a thing both name
    ("backups"). Dates, days and money without a common thing stay unjudged: "Tuesdays" against
    "14 March, a Thursday" needs to know that a release is a go-live.
    """
    for doc in parse_claims(_BOUND_NOT.sub(_bound_as_limit, document)):
        for said in parse_claims(memory):
            if doc.negated or said.negated or doc.hedged or said.hedged:
                continue
            for unit in {u for k, u, _ in doc.values if k == "count" and u}:
                mine = [v for k, u, v in doc.values if k == "count" and u == unit]
                theirs = [v for k, u, v in said.values if k == "count" and u == unit]
                if not theirs or any(abs(a - b) <= 0.01 * max(a, b) for a in mine for b in theirs):
                    continue
                if _within_bound(doc.text, mine, theirs):
                    continue  # "at least two people" is no rule against "7 people"
                named = (doc.subject | doc.content) & (said.subject | said.content)
                named -= _RATE_WORDS
                if not named or (unit in _MEASURES and not named - {unit} - _MEASURES):
                    continue
                return ClaimRelation(
                    "contradicts",
                    f"different values: count {mine[0]:g} vs {theirs[0]:g} {unit}",
                    tuple(sorted(named)),
                    tuple(sorted(named - {unit})) or (unit,),
                    1.0,
                    (doc.text, said.text),
                )
    return None


# A bound before a document's number: its rule is kept by any value on the allowed side.
_AT_LEAST = re.compile(
    r"\b(?:at least|a minimum of|minimum of|no fewer than|no less than|not less than)\s+\S+",
    re.IGNORECASE,
)
_AT_MOST = re.compile(
    r"\b(?:at most|no more than|not more than|up to|a maximum of|maximum of|capped at)\s+\S+",
    re.IGNORECASE,
)


#: A bound said with a negation ("no more than 25 pounds") limits a value; it denies nothing, so
#: the rule is read as its limit ("at most 25 pounds") and stays firm.
_BOUND_NOT = re.compile(r"\b(?:no|not)\s+(more|fewer|less)\s+than\b", re.IGNORECASE)


def _bound_as_limit(match: re.Match[str]) -> str:
    return "at most" if match[1].lower() == "more" else "at least"


def _within_bound(document: str, mine: list[float], theirs: list[float]) -> bool:
    """Whether the document's number is a bound ("at least two", "no more than 25") that every
    one of the user's values keeps: then they do not disagree."""
    if _AT_LEAST.search(document):
        return all(b >= min(mine) for b in theirs)
    if _AT_MOST.search(document):
        return all(b <= max(mine) for b in theirs)
    return False


# A name inside a sentence (not its first word): "a buffet from Greenleaf Catering".
_INNER_NAME = re.compile(r"(?<=[\w,] )[a-z]?[A-Z][\w'-]+")


def _named_against_case(document: str, memory: str) -> ClaimRelation | None:
    """A document's rule against the user's case when both are about the same thing and name a
    different one for it: "Catering is a standing buffet from Greenleaf Catering" / "the
    catering for Kestrel is a sit-down dinner from Fig and Olive"; "the standard database
    engine is MySQL 8" / "the Atlas database will be PostgreSQL 15".

    Both clauses must share a subject word (what each is about, not a word said in passing),
    the user's must be about a named case of it (a project: "the catering for Kestrel"), both
    must be firm (neither negated nor hedged), and each must name something besides that
    subject and the project, in the same slot (introduced by the same word: "from Greenleaf" /
    "from Fig"), with no name in common. A user who merely mentions the same
    topic ("at the event, I talked with David") names no case of it and is never flagged.
    """
    return named_clash(parse_claims(document), parse_claims(memory))


def named_clash(documents: Sequence[Claim], said: Sequence[Claim]) -> ClaimRelation | None:
    """:func:`_named_against_case` on claims already parsed (the benchmark reads each of
    thousands of texts once)."""
    for doc in documents:
        for case in said:
            if doc.negated or case.negated or doc.hedged or case.hedged:
                continue
            # words, not the markers a pronoun is read as ("@user" for "I"/"our", "@that")
            shared = {w for w in doc.subject & case.subject if w[:1].isalnum()}
            about = set(case.subject)
            if shared and not _names_its_case(case, shared):
                continue
            if not shared:  # "we order the Tamarind equipment from …": the case in the object
                shared, cases = _named_object(doc, case)
                if not shared:
                    continue
                about |= shared | cases
            theirs, mine = _inner_names(doc.text, shared), _inner_names(case.text, about)
            if not theirs or not mine or theirs.keys() & mine.keys():
                continue
            if not set(theirs.values()) & set(mine.values()) - {""}:
                continue  # names in different slots: "cancelled if the Met Office …" / "to Eden"
            return ClaimRelation(
                "contradicts",
                f"different names: {', '.join(sorted(theirs))} vs {', '.join(sorted(mine))}",
                tuple(sorted(shared)),
                tuple(sorted(shared)),
                1.0,
                (doc.text, case.text),
            )
    return None


_CAPITALISED = re.compile(r"\b[a-z]?[A-Z][\w'-]+")


def _names_its_case(case: Claim, shared: set[str]) -> bool:
    """Whether the user's clause is about a named case of the shared thing ("the catering for
    Kestrel"): its subject holds a name besides that thing. "At the event, I had a chat with
    David" is about no named event, so it never clashes with the rule for events."""
    if any(not w[:1].isalnum() for w in case.subject):
        return False  # about the speaker or a pronoun ("my partner and I got back from …")
    own = case.subject - shared
    return any(stem_word(n.lower()) in own for n in _CAPITALISED.findall(case.text))


#: A name right before a word ("the Tamarind equipment"), or after it with "for"/"of" ("the
#: catering for Kestrel").
_NAME_BEFORE = re.compile(r"\b([A-Z][\w'-]*)\s+([a-z][\w'-]*)")
_NAME_AFTER = re.compile(r"\b([a-z][\w'-]*)\s+(?:for|of)\s+(?:the\s+)?([A-Z][\w'-]*)")


def _named_object(doc: Claim, case: Claim) -> tuple[set[str], set[str]]:
    """The document's subject words that the user's clause, outside its subject, speaks of as a
    named case's own ("we order the Tamarind equipment from Zeiss" against "Equipment is bought
    from Fisher"). Returns (those words, the cases' stems); nothing when the word is said in
    passing ("we talked about equipment with Sam": no name owns it)."""
    topic = {w for w in doc.subject if w[:1].isalnum()} & case.content
    shared: set[str] = set()
    cases: set[str] = set()
    if not topic:
        return shared, cases
    named = names(case.text)
    pairs = [(m[1], m[2]) for m in _NAME_BEFORE.finditer(case.text)]
    pairs += [(m[2], m[1]) for m in _NAME_AFTER.finditer(case.text)]
    for name, word in pairs:
        word_stem, name_stem = stem_word(word.lower()), stem_word(name.lower())
        if word_stem in topic and name in named and name_stem not in doc.subject | doc.content:
            shared.add(word_stem)
            cases.add(name_stem)
    return shared, cases


_COPULA = frozenset({"is", "are", "was", "were", "be", "been", "being", "am"})
_SKIPPED_BEFORE = frozenset({"the", "a", "an", "our", "their", "its", "my", "your", "his", "her"})


def _inner_names(text: str, about: frozenset[str] | set[str]) -> dict[str, str]:
    """The names a clause gives besides what it is about (its subject's words), each with the
    word that introduces it ("from" in "a buffet from Greenleaf", articles skipped): the slot
    it fills."""
    found: dict[str, str] = {}
    for m in _INNER_NAME.finditer(text):
        name = m.group(0).lower()
        if stem_word(name) in about:
            continue
        before = [w.lower() for w in re.findall(r"[\w']+", text[: m.start()])]
        while before and before[-1] in _SKIPPED_BEFORE:
            before.pop()
        slot = before[-1] if before else ""
        # "the engine is MySQL" / "the database will be PostgreSQL": one slot, the copula's
        found.setdefault(name, "be" if slot in _COPULA else slot)
    return found


def _heuristic_pairs(facts: Sequence[Hit], episodes: Sequence[Hit]) -> list[tuple[Hit, Hit, str]]:
    """The (fact, memory) pairs :func:`yeastlab.core.claims.compare_claims` finds contradicting.

    A fact may be a semantic memory or a document chunk (then the memory is read with "our" as
    "the", and the notice quotes the two clauses that disagree).
    """
    pairs = []
    for fact in facts:
        document = fact.source == "chunk"
        for episode in episodes:
            if episode.id == fact.id:
                continue
            other = _as_documents_say(episode.text) if document else episode.text
            relation = compare_claims(fact.text, other)
            if document and not relation.contradicts:
                relation = (
                    _default_against_case(fact.text, other)
                    or _named_against_case(fact.text, other)
                    or relation
                )
            if relation.contradicts:
                about = ", ".join(w for w in relation.attribute if not w.startswith("#"))
                why = f"{relation.reason} about {about or 'the same'}"
                if document:
                    why += f' ("{relation.clauses[0]}" vs "{relation.clauses[1]}")'
                pairs.append((fact, episode, why))
    return pairs


def _model_pairs(facts, episodes, backend) -> list[tuple[Hit, Hit, str]]:
    listing = "\n".join(
        [f"FACT {i}: {h.text}" for i, h in enumerate(facts)]
        + [f"MEMORY {i}: {h.text}" for i, h in enumerate(episodes)]
    )
    messages = [
        {
            "role": "system",
            "content": "You find contradictions between stored facts and "
            "remembered events. Answer only with JSON matching the schema.",
        },
        {
            "role": "user",
            "content": f"{listing}\n\nWhich FACT is contradicted by which MEMORY? "
            'Reply {"conflicts": [{"fact": i, "memory": j, "reason": "..."}]} '
            "(an empty list if none).",
        },
    ]

    def attempt() -> list[tuple[Hit, Hit, str]]:
        reply = backend.chat(messages, format=CONFLICT_SCHEMA, options={"temperature": 0})
        try:
            items = json.loads(reply.text)["conflicts"]
            return [
                (facts[int(x["fact"])], episodes[int(x["memory"])], str(x.get("reason", "")))
                for x in items
                if 0 <= int(x["fact"]) < len(facts) and 0 <= int(x["memory"]) < len(episodes)
            ]
        except (ValueError, KeyError, TypeError) as exc:
            raise _Unreadable(f"{type(exc).__name__}: {exc}") from exc

    try:  # the same request again: models occasionally wrap JSON in prose
        return _TRIES.call(attempt, _Unreadable)
    except _Unreadable as exc:
        raise BackendError(f"conflict check reply was not valid JSON twice ({exc})") from exc


def find_conflicts(hits: Sequence[Hit], *, backend: Any = None) -> list[str]:
    """Notices for the prompt about what the retrieved context says against itself.

    Compared: semantic facts with episodic memories (between tiers), and document chunks with
    every semantic or episodic memory (a sum of money the user stated against a different sum in
    a document), through :func:`yeastlab.core.claims.compare_claims`, the one claim comparison
    (numbers, money and dates compared as values).

    Args:
        hits: retrieved hits; semantic and episodic memories and document chunks are compared.
        backend: a language model to judge (``is_language_model``); otherwise, or when its
            reply stays unreadable after a retry, the claim comparison decides.

    Returns:
        One notice per conflicting pair; empty when there is nothing to compare.
    """
    facts = [h for h in hits if h.source == "memory" and h.tier == "semantic"]
    episodes = [h for h in hits if h.source == "memory" and h.tier == "episodic"]
    documents = [h for h in hits if h.source == "chunk"]
    # what each fact (semantic memory or document) is checked against
    checks: list[tuple[list[Hit], list[Hit]]] = [(facts, episodes), (documents, facts + episodes)]
    checks = [(a, b) for a, b in checks if a and b]
    if not checks:
        return []
    note = ""
    pairs = None
    if backend is not None and getattr(backend, "is_language_model", False):
        left = facts + documents if documents else facts
        right = episodes + facts if documents else episodes
        try:
            pairs = [
                (f, e, why)
                for f, e, why in _model_pairs(left, right, backend)
                if f.id != e.id and not (f.source == e.source == "memory" and f.tier == e.tier)
            ]
        except BackendError as exc:
            note = f" (model judgement unavailable: {exc}; heuristic used)"
    if pairs is None:
        pairs = [p for a, b in checks for p in _heuristic_pairs(a, b)]
    return [_notice(f, e, why, note) for f, e, why in pairs]


def _notice(fact: Hit, memory: Hit, why: str, note: str) -> str:
    # No ids in a notice: memory ids are random, and a prompt holding them could never be
    # replayed from a recording (issue 15.5). The texts say which memories are meant.
    if fact.source == "chunk":
        return (
            f'Conflict: a document disagrees with the memory "{memory.text}" — {why}. What the '
            "user told you may be more specific than the document: check which applies before "
            f"relying on either.{note}"
        )
    return (
        f'Conflict: the fact "{fact.text}" disagrees with the memory "{memory.text}" — {why}. '
        f"Check which is current before relying on either.{note}"
    )
