"""Memory tiers: caps, pruning and access tracking over the store.

Each tier has a cap (episodic 50, semantic 100, procedural 15, symbolic 100 by default, from
:attr:`yeastlab.core.config.Settings.caps`). When a tier grows past its cap, the weakest memories
are pruned — by relevance weight (decay strength × confidence, ai-yeast's rule), by importance, or
oldest first — and every pruned memory is logged in the forgetting table with reason
``pruned_cap``: ai-yeast silently dropped cap prunes; here each one can be looked up later.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np
import pandas as pd

from yeastlab.core import decay
from yeastlab.core.clock import Clock
from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError
from yeastlab.core.records import TIERS, ForgetEvent, Memory, new_id
from yeastlab.store import Store

__all__ = ["TierPolicy", "MemorySystem", "PRUNE_BY", "PRUNE_REASONS"]

PRUNE_BY = ("relevance", "importance", "saliency", "oldest")
#: The forgetting-log reason for each pruning rule.
PRUNE_REASONS = {
    "relevance": "pruned_cap",
    "importance": "pruned_importance",
    "saliency": "pruned_cap",
    "oldest": "pruned_cap",
}
_DAY = 86400.0


def _default_caps() -> dict[str, int]:
    return Settings().caps


@dataclass(frozen=True)
class TierPolicy:
    """How tiers are capped and pruned.

    Args:
        caps: maximum alive memories per tier (tiers missing here are uncapped).
        prune_by: ``relevance`` (decay × confidence), ``importance``, ``saliency`` or
            ``oldest`` — for every tier, or a ``{tier: rule}`` mapping (unlisted tiers use
            ``relevance``).
        decay_model: a :mod:`yeastlab.core.decay` model name.
        decay_params: parameters of that model.
        max_chars: the longest text a memory keeps (``Settings.max_memory_chars``): a longer
            one is truncated with the marker ``" […truncated: N more characters]"``.
    """

    caps: dict[str, int] = field(default_factory=_default_caps)
    prune_by: str | dict[str, str] = "relevance"
    decay_model: str = "ai-yeast-phase2"
    decay_params: dict[str, float] = field(default_factory=lambda: {"half_life_days": 14.0})
    max_chars: int = 4_000

    def __post_init__(self) -> None:
        rules = [self.prune_by] if isinstance(self.prune_by, str) else list(self.prune_by.values())
        bad = [rule for rule in rules if rule not in PRUNE_BY]
        if bad:
            raise ConfigError(f"prune_by must be one of {', '.join(PRUNE_BY)}, not {bad[0]!r}")
        named = set() if isinstance(self.prune_by, str) else set(self.prune_by)
        unknown = (set(self.caps) | named) - set(TIERS)
        if unknown:
            raise ConfigError(f"caps name unknown tier(s) {sorted(unknown)}; tiers: {TIERS}")
        decay.get(self.decay_model, **self.decay_params)  # fails early on a bad name/param

    def rule(self, tier: str) -> str:
        """The pruning rule of one tier."""
        if isinstance(self.prune_by, str):
            return self.prune_by
        return self.prune_by.get(tier, "relevance")

    @classmethod
    def from_settings(cls, settings: Settings, **overrides: Any) -> TierPolicy:
        """The policy implied by settings (caps, decay model, half-life)."""
        params = {"half_life_days": settings.half_life_days}
        model = decay.get(settings.decay_model)
        values: dict[str, Any] = {
            "caps": settings.caps,
            "decay_model": settings.decay_model,
            "decay_params": {k: v for k, v in params.items() if k in model.params},
            "max_chars": settings.max_memory_chars,
        }
        return cls(**{**values, **overrides})


_MARKER = re.compile(r" \[…truncated: [\d,]+ more characters\]\Z")


def bounded(memory: Memory, max_chars: int) -> Memory:
    """``memory`` with its text cut to ``max_chars`` and a marker saying how much was cut. A
    memory already bounded (its first ``max_chars`` characters and the marker) is returned as
    it is: a turn bounds its episode before screening it, and the store's caller bounds again."""
    extra = len(memory.text) - max_chars
    if extra <= 0:
        return memory
    marked = _MARKER.search(memory.text, max_chars)
    if marked is not None and marked.start() == max_chars:
        return memory
    return replace(
        memory, text=f"{memory.text[:max_chars]} […truncated: {extra:,} more characters]"
    )


class MemorySystem:
    """The tiers of one yeast: remember, cap, prune, track access.

    Args:
        store: the yeast's store.
        policy: caps and pruning rule (default :class:`TierPolicy`).
        clock: time for decay (default the store's clock).
    """

    def __init__(
        self, store: Store, *, policy: TierPolicy | None = None, clock: Clock | None = None
    ):
        self.store = store
        self.policy = policy or TierPolicy()
        self.clock = clock or store.clock
        self._decay = decay.get(self.policy.decay_model, **self.policy.decay_params)

    def remember(
        self, text: str, tier: str = "episodic", *, kind: str = "", **fields: Any
    ) -> Memory:
        """Store one memory now and enforce its tier's cap.

        Args:
            text: the content.
            tier: one of :data:`~yeastlab.core.records.TIERS`.
            kind: sub-type (``interaction``, ``fact``, ``rule``, …).
            **fields: other :class:`~yeastlab.core.records.Memory` fields (confidence, tags, …).
        """
        memory = Memory(
            id=fields.pop("id", None) or new_id(),
            tier=tier,
            text=text,
            created_at=fields.pop("created_at", None) or self.clock.now(),
            kind=kind,
            **fields,
        )
        return self.add([memory])[0]

    def add(self, memories: Sequence[Memory]) -> list[Memory]:
        """Store memories (each text bounded to ``policy.max_chars``) and enforce the caps of
        the tiers they went to."""
        stored = self.store.add([bounded(m, self.policy.max_chars) for m in memories])
        for tier in dict.fromkeys(m.tier for m in stored):
            self.enforce_caps(tier)
        return stored

    def enforce_caps(self, tier: str | None = None) -> list[ForgetEvent]:
        """Prune every over-cap tier (or just ``tier``), logging each removal as ``pruned_cap``.

        Returns:
            The forgetting events, one per pruned memory.
        """
        tiers = [tier] if tier else list(self.policy.caps)
        events: list[ForgetEvent] = []
        for name in tiers:
            cap = self.policy.caps.get(name)
            # A filtered count is cheap; rows are read (and converted) only when over the cap.
            if cap is None or self.store.count(name) <= cap:
                continue
            alive = self.store.memories(name, with_vectors=False)  # the index's own records
            excess = len(alive) - cap
            rule = self.policy.rule(name)
            doomed = [alive[i] for i in self._weakest_first(alive, rule)[:excess]]
            events += self.store.forget([m.id for m in doomed], reason=PRUNE_REASONS[rule])
        return events

    def _weakest_first(self, memories: Sequence[Memory], rule: str) -> np.ndarray:
        """Indices ordered from first-to-prune to last (ties: older first)."""
        age = np.array([m.created_at.timestamp() for m in memories])
        if rule == "oldest":
            return np.argsort(age, kind="stable")
        if rule in ("importance", "saliency"):
            key = np.array([getattr(m, rule) for m in memories])
        else:
            key = self.relevance(memories)
        return np.lexsort((age, key))

    def strengths(self, memories: Sequence[Memory]) -> np.ndarray:
        """Decay strength of each memory now, under the policy's decay model."""
        if not memories:
            return np.zeros(0)
        now = self.clock.now().timestamp()
        created = np.array([m.created_at.timestamp() for m in memories])
        touched = np.array([m.last_touched.timestamp() for m in memories])
        counts = np.array([m.access_count for m in memories], dtype=np.float64)
        return self._decay((now - created) / _DAY, (now - touched) / _DAY, counts)

    def relevance(self, memories: Sequence[Memory]) -> np.ndarray:
        """Relevance weight: decay strength × confidence."""
        confidence = np.array([m.confidence for m in memories], dtype=np.float64)
        return decay.relevance_weight(self.strengths(memories), confidence)

    def frame(self, tier: str | Sequence[str] | None = None) -> pd.DataFrame:
        """Alive memories with ``strength`` and ``relevance`` columns (as of the clock's now)."""
        frame = self.store.memories_frame(tier)
        now = pd.Timestamp(self.clock.now())
        created = frame["created_at"]
        touched = frame["last_accessed_at"].fillna(created)
        strength = self._decay(
            ((now - created).dt.total_seconds() / _DAY).to_numpy(dtype=np.float64),
            ((now - touched).dt.total_seconds() / _DAY).to_numpy(dtype=np.float64),
            frame["access_count"].to_numpy(dtype=np.float64),
        )
        frame["strength"] = strength
        frame["relevance"] = decay.relevance_weight(strength, frame["confidence"].to_numpy())
        return frame

    def touch(self, ids: Sequence[str]) -> None:
        """Record a recall of these memories (access count and time)."""
        self.store.touch(ids)
