"""The typed store's terms: its kinds and their tiers, priorities, tags, the query reduced to
plain words, the filters of a listing, and :class:`Recalled` (one recalled memory with its
score). :class:`~yeastlab.profiles.typed.TypedMemory` is the store over them."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

import numpy as np

from yeastlab.core.errors import ConfigError
from yeastlab.core.records import Hit, Memory

__all__ = [
    "KINDS",
    "KIND_TIERS",
    "TYPED_TIERS",
    "KIND_DEFAULTS",
    "MIN_RESULTS",
    "CHAIN_DEPTH",
    "CHAIN_LIMIT",
    "MAX_QUERY_WORDS",
    "Recalled",
    "clamp_priority",
    "days_since",
    "kinds_of",
    "memory_filter",
    "norm_tags",
    "sanitize_query",
]

KINDS = ("decision", "world", "anomaly", "experience", "interaction", "procedure", "analysis")
#: Which tier holds each kind: lived events are episodic, how-tos procedural, the rest semantic.
KIND_TIERS = {
    "decision": "semantic",
    "world": "semantic",
    "anomaly": "semantic",
    "analysis": "semantic",
    "experience": "episodic",
    "interaction": "episodic",
    "procedure": "procedural",
}
TYPED_TIERS = ("episodic", "semantic", "procedural")
#: Defaults per kind (Muninn's): decisions are held at 0.8 confidence, procedures at 0.9 and
#: priority 1; everything else at confidence 1.0, priority 0.
KIND_DEFAULTS: dict[str, dict[str, float]] = {
    "decision": {"confidence": 0.8, "priority": 0},
    "procedure": {"confidence": 0.9, "priority": 1},
}
MIN_RESULTS = 3  # below this many matches, recall expands through tags
CHAIN_DEPTH = 3
CHAIN_LIMIT = 10
MAX_QUERY_WORDS = 64  # a 10 kB paste is cut to its first 64 words, not rejected

_WORD = re.compile(r"\w+", re.UNICODE)


def sanitize_query(text: str | None) -> str:
    """Reduce user text to lower-case plain words for the full-text index.

    Lower-casing turns ``AND``/``OR``/``NOT``/``NEAR`` into ordinary words (the index lower-cases
    documents too, so nothing is lost); every other character that could be query syntax is
    dropped. Returns ``""`` when no word is left.
    """
    if not text:
        return ""
    return " ".join(_WORD.findall(str(text).lower())[:MAX_QUERY_WORDS])


def clamp_priority(priority: float) -> int:
    """Priorities live in −1..2 (Muninn's range)."""
    return int(max(-1, min(2, round(priority))))


def norm_tags(tags: Iterable[str] | str | None) -> tuple[str, ...]:
    if tags is None:
        return ()
    if isinstance(tags, str):
        tags = [tags]
    out: list[str] = []
    for tag in tags:
        clean = str(tag).strip().lower()
        if clean and clean not in out:
            out.append(clean)
    return tuple(out)


def days_since(now: datetime, then: Sequence[datetime]) -> np.ndarray:
    return np.array([max(0.0, (now - t).total_seconds() / 86400.0) for t in then])


@dataclass(frozen=True)
class Recalled:
    """One recalled memory with the score that ranked it and its parts."""

    memory: Memory
    score: float
    components: dict[str, float] = field(default_factory=dict)
    via: str = "text"  # "text" (a full-text match) or "tags" (found by tag expansion)

    def hit(self, rank: int) -> Hit:
        """As a :class:`Hit` for the agent's prompt and flow."""
        return Hit(
            id=self.memory.id,
            source="memory",
            text=f"[{self.memory.kind}] {self.memory.text}",
            score=self.score,
            rank=rank,
            tier=self.memory.tier,
            components=dict(self.components),
            route="typed",
        )


def kinds_of(kinds: Sequence[str] | str | None) -> set[str]:
    if kinds is None:
        return set(KINDS)
    wanted = {kinds} if isinstance(kinds, str) else set(kinds)
    unknown = wanted - set(KINDS)
    if unknown:
        raise ConfigError(f"Unknown memory kind(s) {sorted(unknown)}; use: {', '.join(KINDS)}")
    return wanted


def memory_filter(kinds, tags_all, tags_any, since, until):
    def keep(m: Memory) -> bool:
        if m.kind not in kinds or not m.alive:
            return False
        if tags_all and not set(tags_all) <= set(m.tags):
            return False
        if tags_any and not set(tags_any) & set(m.tags):
            return False
        if since is not None and m.created_at < since:
            return False
        return until is None or m.created_at <= until

    return keep
