"""What a consolidation pass reports, and the scratch its strategies fill.

Shared by the strategies (:mod:`~yeastlab.cognition.consolidate_facts`,
:mod:`~yeastlab.cognition.consolidate_sleep`), the rule keeping
(:mod:`~yeastlab.cognition.consolidate_rules`) and the entry point
(:mod:`~yeastlab.cognition.consolidate`), which re-exports the public names.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np
import pandas as pd

from yeastlab.cognition.context import Mind
from yeastlab.core.records import Memory, new_id

__all__ = ["RuleChange", "ConsolidationReport", "Work", "new_memory", "episodes_by_age"]


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
class Work:
    """Scratch of one pass, frozen into the report at the end."""

    facts: list[str] = field(default_factory=list)
    forgotten: list[str] = field(default_factory=list)
    rules: list[RuleChange] = field(default_factory=list)
    merged: list[str] = field(default_factory=list)
    revised: list[str] = field(default_factory=list)


def episodes_by_age(mind: Mind, *, with_vectors: bool = False) -> list[Memory]:
    """The alive episodes, oldest first (ties by id, so a pass is reproducible)."""
    memories = mind.store.memories("episodic", with_vectors=with_vectors)
    return sorted(memories, key=lambda m: (m.created_at, m.id))


def new_memory(
    mind: Mind,
    text: str,
    *,
    tier: str,
    kind: str,
    refs: Sequence[str],
    confidence: float,
    **meta: Any,
) -> Memory:
    """A memory a pass makes (a fact, a rule): confidence clipped to [0, 1], refs without
    repeats, empty meta values left out."""
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
