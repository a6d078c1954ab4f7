"""The user's stated facts, kept one memory each when a conversation ends.

Every fact the user stated (:func:`yeastlab.profiles.reflection.stated_facts`: sentences that
are not questions or social talk), in their own words, becomes a semantic memory of kind
``statement`` ("The user said: …"), so a fact said late in a conversation stays retrievable
after its turns are consolidated. They are not episodes: the sleep cycle clusters episodes, and
one merged text of every fact would be recalled whole or not at all.

A fact the user already stated is not stored twice; one that contradicts an earlier statement
(:func:`yeastlab.cognition.extractive.contradicts`: "our budget is 52,000 euros" after
"48,000") supersedes it. Statements are read in the order they were said, and each one is
compared with what is known *after* the ones before it: a value changed twice in one
conversation makes a chain (first → second → third), never two live successors of the first.
"""

from __future__ import annotations

from yeastlab.cognition.context import Mind
from yeastlab.cognition.extractive import contradicts, same_claim
from yeastlab.core.records import Memory, new_id
from yeastlab.profiles.reflection import Reflection, stated_facts

__all__ = ["store_statements"]


def store_statements(
    mind: Mind, sid: str, turns: list[Memory], r: Reflection, episode: Memory
) -> list[Memory]:
    """Store the facts of reflection ``r`` (conversation ``sid``, its ``turns``, its
    ``episode``) as statements; returns those stored (new ones and successors)."""
    said_in: dict[str, Memory] = {}
    for turn in turns:
        for fact in stated_facts([turn]):
            said_in.setdefault(fact, turn)
    statements = [_statement(fact, said_in.get(fact), sid, r, episode) for fact in r.facts]
    known = [m for m in mind.store.memories("semantic") if m.kind == "statement"]
    pending: list[Memory] = []  # new statements, stored together (one embedding batch)
    stored: list[Memory] = []
    for memory in statements:
        if any(same_claim(k.text, memory.text) for k in known):
            continue  # already known
        old = next((k for k in known if contradicts(k.text, memory.text)), None)
        if old is None:
            pending.append(memory)
            known.append(memory)
            continue
        if any(p.id == old.id for p in pending):  # said earlier in this conversation
            stored += mind.memory.add(pending)
            pending = []
        successor = mind.store.supersede(old.id, memory)
        stored.append(successor)
        known = [successor if k.id == old.id else k for k in known]
    if pending:
        stored += mind.memory.add(pending)
    return stored


def _statement(fact: str, turn: Memory | None, sid: str, r: Reflection, episode: Memory):
    return Memory(
        id=new_id(),
        tier="semantic",
        text=f"The user said: {fact}",
        created_at=turn.created_at if turn is not None else episode.created_at,
        kind="statement",
        tags=r.context_tags,
        refs=(episode.id,),
        session_id=sid,
        saliency=0.5,
        meta={"source": "stated", "episode": episode.id, "turn": turn.id if turn else ""},
    )
