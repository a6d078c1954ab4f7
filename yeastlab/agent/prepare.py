"""A turn's first step: route the message, retrieve what it needs, and build the prompt.

The retriever routes the message (personal / factual / behavioural) and ranks memories and
document chunks; the memory profile may add context; conflict notices are computed (judged by
the model when the backend is one, else heuristically); the query is embedded once and shared
with the gates and the novelty score (:mod:`yeastlab.agent.settle`).
"""

from __future__ import annotations

import time

from yeastlab.agent.parts import RETRIEVE_K, TurnParts
from yeastlab.agent.state import TurnState
from yeastlab.backends.base import KnownQuery, Prompt
from yeastlab.cognition import long_message, prompting
from yeastlab.cognition.trust import (
    NOTHING_RELEVANT,
    entity_first,
    entity_tiers,
    look_alike_first,
    relevance,
)
from yeastlab.cognition.update_read import current_first
from yeastlab.cognition.updates import asks_about_past, with_history
from yeastlab.core.records import Hit

__all__ = ["prepare"]


def prepare(parts: TurnParts, text: str, state: TurnState, brief: str) -> list[dict[str, str]]:
    """The reply call's messages for ``text``; fills ``state``'s route, query vector, hits,
    conflicts, used memories and self-model. ``brief`` is the head of the message the
    per-claim judgements read (:func:`yeastlab.cognition.bounded_text.judged`)."""
    state.route = parts.retriever.route(brief)
    # One query embedding per turn, shared by retrieval, gates' related memories, novelty;
    # a long message's is of a bounded excerpt (its whole text is found by its document's chunks)
    cap = parts.memory.policy.max_chars
    query = long_message.query_text(text, cap)
    state.qvec = parts.embedding.query(query)
    # a profile's recall embedding the same text gets this vector (Store.known_query), and
    # so does a backend that embeds the question itself (through the Prompt, below)
    known = KnownQuery.of(query, state.qvec, parts.embedding.embedder)
    parts.store.known_query(known)
    if len(text) > cap and not parts.profile.has("owns_storage"):
        # its episode's vector reads only the message's head: embedded while the turn
        # retrieves, asks the model and judges (settle uses it if the episode is as predicted)
        head = long_message.early_passage(text)
        state.passage = (head, parts.embedding.texts([head]))
    hits, replaced = _hits(parts, state, brief)
    state.hits = hits
    begun = time.perf_counter()
    state.conflicts = tuple(parts.retriever.conflicts(hits, backend=parts.backend))
    if parts.backend.is_language_model:
        # A model may have judged the conflicts: count that as model time.
        state.model_ms += (time.perf_counter() - begun) * 1000
    # an older value a newer retrieved memory replaced is no recent episode either
    recent = [m for m in parts.recent.get() if m.id not in replaced]
    strengths = {h.id: h.components["decay"] for h in hits if "decay" in h.components}
    if recent:
        strengths.update(
            zip([m.id for m in recent], map(float, parts.memory.strengths(recent)), strict=True)
        )
    state.used = tuple(
        dict.fromkeys([m.id for m in recent] + [h.id for h in hits if h.source != "chunk"])
    )
    state.self_model = parts.store.self_model()
    ctx = prompting.PromptContext(
        self_model=state.self_model,
        recent=tuple(recent),
        hits=tuple(hits),
        strengths=strengths,
        conflicts=state.conflicts,
        thinking=state.think,
        proposals=state.proposals,
        budget=parts.settings.thinking_budget,
    )
    messages = prompting.build_messages(ctx, text, templates_dir=parts.settings.templates_dir)
    if not any(h.source == "memory" for h in hits):
        # nothing above the relevance floor: the model is told so, to say it does not know
        messages[-1]["content"] = f"{NOTHING_RELEVANT}\n\n{messages[-1]['content']}"
    # the query vector goes with the prompt: a backend that embeds the question itself (the
    # offline stand-in answering by meaning) takes it rather than embedding the message again
    return Prompt(messages, query=known)


def _hits(parts: TurnParts, state: TurnState, brief: str) -> tuple[list[Hit], set[str]]:
    """Retrieved hits, then the profile's context, ordered for a named entity, the newest
    statement of an attribute first (:func:`~yeastlab.cognition.update_read.current_first`)
    and followed by superseded facts when the message asks about the past; and the ids of
    the memories a newer one replaced (out of the context, or in it marked former)."""
    hits: list[Hit] = []
    if not parts.profile.has("replaces_retrieval"):
        hits = parts.retriever.retrieve(
            brief,
            k=RETRIEVE_K,
            route=state.route,
            tiers=entity_tiers(brief, state.route),  # a named entity: its facts too
            include_chunks=state.rag,
            vector=state.qvec,
        )
    seen = {h.id for h in hits}
    for hit in parts.profile.context(parts.mind, brief, state.session_id) or []:
        if hit.id not in seen:
            hits.append(hit)
            seen.add(hit.id)
    hits = entity_first(brief, hits)  # "What does Sara do?": Sara's memories before Sarah's
    hits = look_alike_first(brief, hits)  # "my younger sister" before "my older sister"
    # "What am I reading?": the successor of what it matches, and no older value as current
    floor = parts.retriever.floor
    keep = relevance(brief, floor if floor > 0 else 1.0)  # no floor: shared words only
    retrieved = {h.id for h in hits if h.source == "memory"}
    hits = current_first(parts.mind, brief, hits, state.qvec, keep)
    replaced = retrieved - {h.id for h in hits if h.source == "memory"}
    if asks_about_past(brief):  # "Where did I live before?": superseded facts, marked former
        hits = with_history(parts.mind, hits)
    return hits, replaced
