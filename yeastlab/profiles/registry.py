"""Memory profiles: the four memory architectures as configuration over one machinery.

A :class:`Profile` names the tier caps, the pruning rule, the decay model, the ranking profile
(:data:`yeastlab.core.scoring.PROFILES`), the consolidation strategy and how often it runs, plus a
few
flags, and carries the hooks the agent calls each turn. The agent stays generic::

    profile = profiles.get("hierarchical")
    memory = MemorySystem(store, policy=profile.policy(settings))
    mind = Mind(store, backend, embedder, clock, settings, memory, profile.consolidation)
    hits = retriever_hits + profile.context(mind, text, session_id)  # unless "replaces_retrieval"
    ... store the turn ...
    profile.after_turn(mind, turn)                  # encode it the profile's way
    profile.end_session(mind, session_id)           # from Yeast.new_session()

The hooks receive the yeast's :class:`~yeastlab.cognition.context.Mind` and the session id, never
the agent.

Flags:
    ``affect``               interactions carry a 5-D affect vector
    (:mod:`yeastlab.cognition.affect`). ``symbolic``             high-affect events become
    metaphors in the symbolic tier. ``conversation_reflection``  a conversation ends with a
    reflection stored as an episode. ``typed``                typed-store kinds, tags, priorities
    (:mod:`yeastlab.profiles.typed`). ``owns_storage``         ``after_turn`` stores the
    interaction; the agent does not. ``replaces_retrieval``   ``context`` is the whole memory
    context; the agent skips its retriever. ``semantic_only``        the plain-RAG baseline: only
    semantic memories and document chunks.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from yeastlab.cognition.context import Mind
from yeastlab.cognition.memory import TierPolicy
from yeastlab.core.config import DEFAULT_CAPS, Settings
from yeastlab.core.errors import ConfigError
from yeastlab.core.records import Hit, Turn
from yeastlab.profiles import hierarchical
from yeastlab.profiles.cognitive import MAX_RULES, CognitiveMemory
from yeastlab.profiles.hierarchical import HierarchicalMemory
from yeastlab.profiles.typed import TypedMemory

__all__ = ["Profile", "Hooks", "PROFILES", "FLAGS", "get", "names"]

FLAGS = frozenset(
    {
        "affect",
        "symbolic",
        "conversation_reflection",
        "typed",
        "owns_storage",
        "replaces_retrieval",
        "semantic_only",
    }
)


class Hooks(Protocol):
    """What a profile does at the agent's turn boundaries (``profile`` is the one calling)."""

    def context(self, profile: Profile, mind: Mind, text: str, session_id: str) -> list[Hit]: ...
    def after_turn(self, profile: Profile, mind: Mind, turn: Turn) -> None: ...
    def end_session(self, profile: Profile, mind: Mind, session_id: str) -> None: ...


class _NoHooks:
    """ai-yeast: the agent's own pipeline is the whole behaviour."""

    def context(self, profile: Profile, mind: Mind, text: str, session_id: str) -> list[Hit]:
        return []

    def after_turn(self, profile: Profile, mind: Mind, turn: Turn) -> None:
        return None

    def end_session(self, profile: Profile, mind: Mind, session_id: str) -> None:
        return None


class _TypedHooks(_NoHooks):
    def context(self, profile: Profile, mind: Mind, text: str, session_id: str) -> list[Hit]:
        return TypedMemory.of(mind, session_id=session_id).context(text, touch=False)

    def after_turn(self, profile: Profile, mind: Mind, turn: Turn) -> None:
        TypedMemory.of(mind, session_id=turn.session_id).remember_turn(turn)


class _HierarchicalHooks(_NoHooks):
    def context(self, profile: Profile, mind: Mind, text: str, session_id: str) -> list[Hit]:
        return HierarchicalMemory.of(mind).context(text, touch=False)

    def after_turn(self, profile: Profile, mind: Mind, turn: Turn) -> None:
        HierarchicalMemory.of(mind).observe_turn(turn)


class _CognitiveHooks(_NoHooks):
    def __init__(self, semantic_only: bool = False):
        self.semantic_only = semantic_only

    def _memory(self, profile: Profile, mind: Mind) -> CognitiveMemory:
        return CognitiveMemory.of(
            mind,
            semantic_only=self.semantic_only,
            sleep_every=profile.sleep_every,
            max_rules=profile.caps.get("procedural", MAX_RULES),
        )

    def context(self, profile: Profile, mind: Mind, text: str, session_id: str) -> list[Hit]:
        return self._memory(profile, mind).context(text, session_id, touch=False)

    def after_turn(self, profile: Profile, mind: Mind, turn: Turn) -> None:
        self._memory(profile, mind).observe_turn(turn)

    def end_session(self, profile: Profile, mind: Mind, session_id: str) -> None:
        self._memory(profile, mind).new_conversation(session_id)


@dataclass(frozen=True)
class Profile:
    """One memory architecture as configuration plus hooks.

    Args:
        name: registry name.
        description: one line for tables.
        caps: tier → cap (tiers missing here use the settings' caps).
        prune_by: ``"relevance"``, ``"importance"``, ``"oldest"`` or ``"saliency"``, either for
            every tier or per tier (a mapping).
        decay_model: a :mod:`yeastlab.core.decay` model name; decay_params its parameters.
        ranking: a :data:`yeastlab.core.scoring.PROFILES` name for the retriever.
        consolidation: the :func:`yeastlab.cognition.consolidate.consolidate` strategy, or ``None``.
        sleep_every: conversations between automatic consolidations (``None``: never).
        working_size: how many recent interactions the working tier keeps.
        flags: a subset of :data:`FLAGS`.
        hooks: the turn-boundary behaviour (:class:`Hooks`).
    """

    name: str
    description: str = ""
    caps: dict[str, int] = field(default_factory=dict)
    prune_by: str | Mapping[str, str] = "relevance"
    decay_model: str = "ai-yeast-phase2"
    decay_params: dict[str, float] = field(default_factory=lambda: {"half_life_days": 14.0})
    ranking: str = "default"
    consolidation: str | None = "aged"
    sleep_every: int | None = None
    working_size: int = 0
    flags: frozenset[str] = frozenset()
    hooks: Hooks = field(default_factory=_NoHooks, compare=False, repr=False)

    def __post_init__(self) -> None:
        unknown = set(self.flags) - FLAGS
        if unknown:
            raise ConfigError(
                f"Profile {self.name!r} has unknown flags {sorted(unknown)}; known: {sorted(FLAGS)}"
            )

    def has(self, flag: str) -> bool:
        """Whether the profile has ``flag``."""
        return flag in self.flags

    def all_caps(self, settings: Settings | None = None) -> dict[str, int]:
        """The settings' caps overridden by this profile's."""
        base = dict(settings.caps) if settings is not None else dict(DEFAULT_CAPS)
        return {**base, **self.caps}

    def policy(self, settings: Settings | None = None) -> TierPolicy:
        """The :class:`yeastlab.cognition.memory.TierPolicy` for this profile."""
        return TierPolicy(
            caps=self.all_caps(settings),
            prune_by=self.prune_by if isinstance(self.prune_by, str) else dict(self.prune_by),
            decay_model=self.decay_model,
            decay_params=dict(self.decay_params),
            max_chars=(settings or Settings()).max_memory_chars,
        )

    def with_(self, **changes: Any) -> Profile:
        """A copy with some fields changed (e.g. ``caps={"episodic": 50}``)."""
        return replace(self, **changes)

    def context(self, mind: Mind, text: str, session_id: str = "") -> list[Hit]:
        """Memory context beyond (or instead of) the retriever's, for the prompt.

        The hooks do not count these as accesses: the agent touches every memory a turn used.

        Args:
            mind: the yeast's parts cognition uses.
            text: the user's message.
            session_id: the current conversation (the cognitive profile shows its buffer).
        """
        return self.hooks.context(self, mind, text, session_id)

    def after_turn(self, mind: Mind, turn: Turn) -> None:
        """Encode a finished turn the profile's way (affect, working buffer, typed record…)."""
        self.hooks.after_turn(self, mind, turn)

    def end_session(self, mind: Mind, session_id: str) -> None:
        """Close the conversation ``session_id`` (the cognitive profile reflects, may sleep)."""
        self.hooks.end_session(self, mind, session_id)


_BIG = 1_000_000  # the typed store keeps everything; forgetting is explicit

PROFILES: dict[str, Profile] = {
    p.name: p
    for p in (
        Profile(
            "ai-yeast",
            "three tiers, half-life decay, relevance pruning, aged consolidation",
        ),
        Profile(
            "cognitive-agent",
            "conversation buffer, reflected episodes, semantic chunks, ≤15 rules, sleep every 5",
            caps={"working": 200, "procedural": 15},
            prune_by={"working": "oldest"},
            decay_params={"half_life_days": 3.0},
            ranking="cognitive",
            consolidation="cluster",
            sleep_every=5,
            working_size=200,
            flags=frozenset({"conversation_reflection", "owns_storage", "replaces_retrieval"}),
            hooks=_CognitiveHooks(),
        ),
        Profile(
            "cognitive-semantic-only",
            "plain-RAG baseline of the cognitive agent: semantic memories and chunks only",
            caps={"working": 200},
            prune_by={"working": "oldest"},
            ranking="cognitive",
            consolidation=None,
            working_size=200,
            flags=frozenset({"owns_storage", "replaces_retrieval", "semantic_only"}),
            hooks=_CognitiveHooks(semantic_only=True),
        ),
        Profile(
            "hierarchical",
            "working 20, episodic 200 by importance, affect, symbols ≤100 by salience",
            caps=hierarchical.CAPS,
            prune_by=hierarchical.PRUNE_BY,
            ranking="hierarchical",
            consolidation=None,
            working_size=20,
            flags=frozenset({"affect", "symbolic", "owns_storage"}),
            hooks=_HierarchicalHooks(),
        ),
        Profile(
            "typed",
            "Muninn typed store: kinds, tags, priority, BM25 ranking, supersede chains",
            caps={"episodic": _BIG, "semantic": _BIG, "procedural": _BIG},
            decay_model="muninn",
            decay_params={"rate_per_day": 0.01},
            ranking="typed",
            consolidation=None,
            flags=frozenset({"typed", "owns_storage", "replaces_retrieval"}),
            hooks=_TypedHooks(),
        ),
    )
}


def names() -> list[str]:
    """Registered profile names."""
    return list(PROFILES)


def get(name: str | Profile | None = None) -> Profile:
    """Look up a profile by name (``None`` → ``ai-yeast``; a Profile passes through).

    Raises:
        ConfigError: if no profile has that name.
    """
    if isinstance(name, Profile):
        return name
    try:
        return PROFILES[name or "ai-yeast"]
    except KeyError:
        raise ConfigError(
            f"No memory profile named {name!r}. Choose one of: {', '.join(PROFILES)}"
        ) from None
