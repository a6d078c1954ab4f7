"""Consolidation strategies that turn episodes into semantic facts.

- ``aged`` (ai-yeast): episodic memories whose decay strength fell below 0.6, weakest first, at
  most 10 per pass, become semantic facts citing them; revisions supersede the facts they
  revise; the consolidated episodes are removed and logged.
- ``salient``: episodes with saliency ≥ 0.7 are promoted to semantic facts.

With a language model the judgement is the model's (:mod:`yeastlab.cognition.abstractive`);
offline it is extractive (:mod:`yeastlab.cognition.extractive`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from yeastlab.cognition import abstractive
from yeastlab.cognition.consolidate_report import Work, episodes_by_age, new_memory
from yeastlab.cognition.context import Mind
from yeastlab.cognition.extractive import extract_aged_plan, gist

__all__ = ["aged", "salient", "MIN_EPISODES"]

MIN_EPISODES = 5


def aged(
    mind: Mind,
    work: Work,
    *,
    threshold: float = 0.6,
    max_batch: int = 10,
    min_episodes: int = MIN_EPISODES,
    group_at: float | None = None,
) -> str:
    """The ``aged`` pass (see the module doc); fills ``work``, returns its one-line message."""
    episodes = episodes_by_age(mind)
    if len(episodes) < min_episodes:
        return (
            f"Fewer than {min_episodes} memories ({len(episodes)} episodic): nothing to "
            "consolidate yet."
        )
    strengths = np.asarray(mind.memory.strengths(episodes), dtype=float)
    order = [int(i) for i in np.argsort(strengths, kind="stable") if strengths[i] < threshold]
    if not order:
        return (
            f"Nothing old enough to consolidate: no episodic memory below strength "
            f"{threshold:.2f} (weakest {strengths.min():.2f})."
        )
    batch = [episodes[i] for i in order[:max_batch]]
    facts = sorted(mind.store.memories("semantic"), key=lambda m: (m.created_at, m.id))
    if mind.backend.is_language_model:
        plan = abstractive.aged_plan(mind, batch, facts)
    else:
        vectors = mind.embedder.embed([m.text for m in batch])
        group_at = mind.store.calibration.same_topic if group_at is None else group_at
        texts = [m.text for m in batch]
        plan = extract_aged_plan(texts, [f.text for f in facts], vectors, group_at=group_at)
    into: dict[str, list[str]] = {}

    def cite(basis: Sequence[int], fact_id: str) -> None:
        # a belief without a basis consolidates nothing: its episodes stay until one cites them
        for i in basis:
            into.setdefault(batch[i].id, []).append(fact_id)

    for belief, confidence, basis in plan.patterns:
        refs = [batch[i].id for i in basis]
        fact = new_memory(
            mind,
            belief,
            tier="semantic",
            kind="fact",
            refs=refs,
            confidence=confidence,
            source="consolidation: aged",
        )
        mind.store.add([fact])
        work.facts.append(fact.id)
        cite(basis, fact.id)
    for index, revised, reason, basis in plan.revisions:
        old = facts[index]
        new = new_memory(
            mind,
            revised,
            tier="semantic",
            kind="fact",
            refs=[old.id, *(batch[i].id for i in basis)],
            confidence=old.confidence,
            reason=reason,
            source="consolidation: aged",
        )
        mind.store.supersede(old.id, new)
        work.facts.append(new.id)
        work.revised.append(old.id)
        if basis:
            cite(basis, new.id)
    for index, basis in plan.reinforced:
        fact = facts[index]
        mind.store.update(
            fact.id,
            confidence=min(1.0, fact.confidence + 0.05),
            refs=tuple(dict.fromkeys([*fact.refs, *(batch[i].id for i in basis)])),
        )
        cite(basis, fact.id)
    cited = [e.id for e in batch if e.id in into]
    if cited:
        mind.store.forget(cited, reason="consolidated", into={i: into[i] for i in cited})
        work.forgotten.extend(cited)
    return (
        f"Consolidated {len(work.forgotten)} of {len(batch)} aged episodes into "
        f"{len(plan.patterns)} new facts; {len(plan.revisions)} revised, "
        f"{len(plan.reinforced)} reinforced."
    )


def salient(mind: Mind, work: Work, *, threshold: float = 0.7, max_batch: int = 20) -> str:
    """The ``salient`` pass: the most salient episodes become facts; returns its message."""
    episodes = sorted(
        (m for m in episodes_by_age(mind) if m.saliency >= threshold),
        key=lambda m: (-m.saliency, m.created_at),
    )[:max_batch]
    if not episodes:
        return f"Nothing salient to promote: no episodic memory with saliency >= {threshold:.2f}."
    if mind.backend.is_language_model:
        texts = abstractive.facts(mind, episodes)
    else:
        texts = [gist(m.text) for m in episodes]
    for episode, text in zip(episodes, texts, strict=True):
        fact = new_memory(
            mind,
            text,
            tier="semantic",
            kind="fact",
            refs=[episode.id],
            confidence=episode.confidence,
            source="consolidation: salient",
        )
        mind.store.add([fact])
        mind.store.forget([episode.id], reason="consolidated", into=[fact.id])
        work.facts.append(fact.id)
        work.forgotten.append(episode.id)
    return f"Promoted {len(episodes)} salient episodes to semantic facts."
