"""Conflict notices: what the retrieved context says against itself, for the prompt.

:func:`find_conflicts` compares semantic facts with episodic memories (between tiers) and
document chunks with every semantic or episodic memory (a sum of money the user stated against a
different sum in a document). A language model judges when the backend is one (JSON schema);
otherwise, or when its reply stays unreadable after a retry,
:func:`yeastlab.core.claims.compare_claims` decides: the one claim comparison the gates and
consolidation use, numbers, money and dates compared as values. A document and a memory it
leaves undecided are read by the document-against-case rules
(:mod:`yeastlab.cognition.conflicts_case`) and then, given the yeast's embedder, by meaning
(:mod:`yeastlab.cognition.conflicts_meaning`: the same thing given another value of one kind).
Given the embedder, a fact and a memory whose aligned claims the rules cannot decide are read by
the learned contradiction reader (:mod:`yeastlab.cognition.claim_judge`; none for a bag of
words; not documents, which it was not fitted on).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from yeastlab.cognition import claim_judge
from yeastlab.cognition.conflicts_case import (
    _as_documents_say,
    _default_against_case,
    _named_against_case,
    named_clash,
)
from yeastlab.cognition.conflicts_meaning import Likeness, judge
from yeastlab.core.claims import ClaimRelation, compare_claims
from yeastlab.core.errors import BackendError
from yeastlab.core.records import Hit
from yeastlab.core.retry import RetryPolicy

__all__ = ["find_conflicts", "named_clash", "CONFLICT_SCHEMA", "Likeness"]

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


def _heuristic_pairs(
    facts: Sequence[Hit], episodes: Sequence[Hit], likeness: Likeness | None = None
) -> list[tuple[Hit, Hit, str]]:
    """The (fact, memory) pairs :func:`yeastlab.core.claims.compare_claims` finds contradicting.

    A fact may be a semantic memory or a document chunk (then the memory is read with "our" as
    "the", and the notice quotes the two clauses that disagree). A document and a memory that
    no structural rule finds contradicting are then judged by meaning when ``likeness`` is
    given (:mod:`yeastlab.cognition.conflicts_meaning`: the same thing, another value).
    """
    pairs = []
    undecided: list[tuple[Hit, Hit, str]] = []
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
            if not relation.contradicts and not document and likeness is not None:
                # two aligned claims the rules cannot decide: the learned reader's verdict (on
                # what users say; a manual's sentence is not what it was fitted on: on the
                # scenarios' documents it raised a false flag and found nothing)
                relation = claim_judge.learned(fact.text, other, likeness.embedder) or relation
            if relation.contradicts:
                pairs.append((fact, episode, _why(relation, document)))
            elif document and likeness is not None:
                undecided.append((fact, episode, other))
    if undecided:
        verdicts = judge([(f.text, other) for f, _, other in undecided], likeness)
        for (fact, episode, _), relation in zip(undecided, verdicts, strict=True):
            if relation is not None:
                pairs.append((fact, episode, _why(relation, True)))
    return pairs


def _why(relation: ClaimRelation, document: bool) -> str:
    """What a notice says of a contradiction (for a document: the two clauses quoted)."""
    about = ", ".join(w for w in relation.attribute if not w.startswith("#"))
    why = f"{relation.reason} about {about or 'the same'}"
    if document:
        why += f' ("{relation.clauses[0]}" vs "{relation.clauses[1]}")'
    return why


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


def find_conflicts(
    hits: Sequence[Hit], *, backend: Any = None, likeness: Likeness | None = None
) -> list[str]:
    """Notices for the prompt about what the retrieved context says against itself.

    Compared: semantic facts with episodic memories (between tiers), and document chunks with
    every semantic or episodic memory (a sum of money the user stated against a different sum in
    a document), through :func:`yeastlab.core.claims.compare_claims`, the one claim comparison
    (numbers, money and dates compared as values).

    Args:
        hits: retrieved hits; semantic and episodic memories and document chunks are compared.
        backend: a language model to judge (``is_language_model``); otherwise, or when its
            reply stays unreadable after a retry, the claim comparison decides.
        likeness: the yeast's embedder with its calibration: a document and a memory the
            claim comparison leaves undecided are also judged by meaning
            (:mod:`yeastlab.cognition.conflicts_meaning`); ``None``: by structure alone.

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
        pairs = [p for a, b in checks for p in _heuristic_pairs(a, b, likeness)]
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
