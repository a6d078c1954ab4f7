"""Supersede on update, at read time: what a question's context gives as current is the newest.

An update is recorded when it is stored (:mod:`yeastlab.cognition.updates`): the older memory
leaves retrieval. Two gaps remain when a question is read, and :func:`current_first` closes
them over the hits retrieval found:

* **the question matches the superseded memory better than its successor** — "What am I
  reading?" meets "I'm reading The Name of the Wind" (superseded), not "Finished it! Onto
  Piranesi now": a superseded memory the question reaches (:func:`~yeastlab.cognition.trust.
  relevance`) brings its successor, the alive end of its chain, into the context where it
  would have ranked (by cosine to the question), or moves it up to there;
* **two retrieved memories give one attribute two values, no supersession recorded** — an
  update said with no change cue ("I work for a small architecture firm called Holm and Reed"
  after "I work for the city council in planning"), or one the write-time search missed: when
  both answer the question (a word or attribute family of it each) and the newer reads as an
  update of the older (:func:`~yeastlab.cognition.updates.is_update`, ``implied``: a
  contradiction of the one claim comparison, or one attribute of one subject given a value
  each), the newer takes the older's place and the older leaves the context; a question
  about the past keeps it after its successor, marked :data:`~yeastlab.cognition.updates.FORMER`.

Only questions are read so (a statement's context is for the gates, which judge contradictions
themselves), and nothing is written: the store's supersede links stay the record.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import numpy as np

from yeastlab.cognition.context import Mind
from yeastlab.cognition.trust import names
from yeastlab.cognition.updates import FORMER, UPDATED, asks_about_past, is_update, said_part
from yeastlab.core.records import Hit, Memory
from yeastlab.core.text import attributes_of, content_stems, stem
from yeastlab.store.lancesql import HISTORY

__all__ = ["current_first"]


def current_first(
    mind: Mind,
    question: str,
    hits: Sequence[Hit],
    vector: np.ndarray | None,
    keep: Callable[[str, float], bool],
) -> list[Hit]:
    """``hits`` with the successors of the superseded memories ``question`` reaches, and each
    memory a newer retrieved one updates out of its place (see the module docstring).
    ``vector``: the question's query vector; ``keep``: the relevance test of a memory (its
    text and cosine to the question)."""
    if not question.rstrip().endswith("?"):
        return list(hits)
    out = _with_successors(mind, hits, vector, keep) if vector is not None else list(hits)
    out = _newer_first(mind, question, out)
    return [replace(h, rank=i) for i, h in enumerate(out, start=1)]


def _cosine(a: np.ndarray, b: np.ndarray) -> float:
    norm = float(np.linalg.norm(a) * np.linalg.norm(b))
    return float(np.dot(a, b) / norm) if norm else 0.0


def _with_successors(
    mind: Mind, hits: list[Hit] | Sequence[Hit], vector: np.ndarray, keep
) -> list[Hit]:
    """``hits`` with, for each superseded memory the question reaches better than its
    successor, the successor placed where the superseded one would rank. A store that never
    superseded anything is not read (a turn then runs with the database held elsewhere)."""
    if not mind.store.has_history():
        return list(hits)
    history = mind.store.memories(
        ("episodic", "semantic"), alive_only=False, where=HISTORY, with_vectors=True
    )
    if not history:
        return list(hits)
    by_id = {m.id: m for m in history}
    reached: dict[str, float] = {}  # successor id -> the best cosine of a predecessor
    for memory in history:
        if memory.vector is None:
            continue
        similarity = _cosine(vector, memory.vector)
        if not keep(memory.text, similarity):
            continue
        end = _chain_end(memory, by_id)
        reached[end] = max(reached.get(end, -1.0), similarity)
    if not reached:
        return list(hits)
    alive = {m.id: m for m in mind.store.alive(list(reached))}
    out = list(hits)
    for successor_id, similarity in sorted(reached.items(), key=lambda kv: -kv[1]):
        successor = alive.get(successor_id)
        if successor is None:
            continue
        own = next((h for h in out if h.id == successor_id), None)
        at = next(
            (
                i
                for i, h in enumerate(out)
                if h.source == "memory" and h.components.get("similarity", 0.0) < similarity
            ),
            len(out),
        )
        if own is None:
            out.insert(at, _hit(successor, similarity, hits))
            continue
        where = out.index(own)
        if where <= at:  # ranked as well already: marked where it is
            out[where] = _marked(own)
        else:
            out.remove(own)
            out.insert(at, _marked(own))
    return out


def _marked(hit: Hit) -> Hit:
    """``hit`` marked :data:`~yeastlab.cognition.updates.UPDATED` (once)."""
    return hit if hit.text.startswith(UPDATED) else replace(hit, text=f"{UPDATED} {hit.text}")


def _chain_end(memory: Memory, by_id: dict[str, Memory]) -> str:
    """The id of the memory at the end of ``memory``'s supersede chain (its newest version)."""
    seen = {memory.id}
    current = memory.superseded_by
    while current in by_id and current not in seen:
        seen.add(current)
        current = by_id[current].superseded_by
    return current


def _hit(memory: Memory, similarity: float, hits: Sequence[Hit]) -> Hit:
    """A memory hit for a successor brought in by its predecessor's match."""
    route = next((h.route for h in hits if h.source == "memory"), "")
    return Hit(
        memory.id,
        "memory",
        f"{UPDATED} {memory.text}",
        similarity,
        tier=memory.tier,
        components={"similarity": similarity, "successor": 1.0},
        route=route,
    )


def _newer_first(mind: Mind, question: str, hits: list[Hit]) -> list[Hit]:
    """``hits`` with each memory a newer retrieved memory updates replaced by it, in its
    place; the older one gone, or after it marked former for a question about the past."""
    memories = [h for h in hits if h.source == "memory"]
    if len(memories) < 2:
        return hits
    records = {m.id: m for m in mind.store.get_many([h.id for h in memories])}
    order = {i: m.order for i, m in records.items()}
    turn = {i: m.turn_id or i for i, m in records.items()}  # an episode and its own facts: one
    # what it asks of, its names aside ("Who leads my Atlas team?": every Atlas fact names Atlas)
    asked = content_stems(question) - {"user"} - {stem(n.lower()) for n in names(question)}
    families = attributes_of(asked)
    answering = [h for h in memories if h.id in order and _answers(h.text, asked, families)]
    newer_of: dict[str, str] = {}
    for old in answering:
        newer = [h for h in answering if order[h.id] > order[old.id] and turn[h.id] != turn[old.id]]
        for new in sorted(newer, key=lambda h: order[h.id], reverse=True):
            if is_update(said_part(old.text), said_part(new.text), implied=True):
                newer_of[old.id] = new.id
                break
    if not newer_of:
        return hits
    by_id = {h.id: h for h in hits}
    past = asks_about_past(question)
    out: list[Hit] = []
    emitted: set[str] = set()
    for hit in hits:
        current = hit.id
        while current in newer_of:
            current = newer_of[current]
        if current not in emitted:
            emitted.add(current)
            out.append(by_id[current])
        if current != hit.id and past and hit.id not in emitted:
            emitted.add(hit.id)
            out.append(replace(hit, source="history", text=f"{FORMER} {hit.text}"))
    return out


def _answers(text: str, asked: set[str], families: set[str]) -> bool:
    """Whether a memory's user part says a word of the question or of its attribute family."""
    said = content_stems(said_part(text))
    return bool(asked & said or families & attributes_of(said))
