"""Records that cross module boundaries: frozen dataclasses, never dicts.

Update a record with :func:`dataclasses.replace`. Timestamps are aware UTC datetimes from the
injected clock. Sequences are tuples so records stay immutable; mappings are plain dicts that
nobody mutates. Embedding vectors are kept out of equality and repr.
"""

from __future__ import annotations

import os
import random
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np

__all__ = [
    "TIERS",
    "AFFECT_DIMS",
    "TENSION_KEYS",
    "new_id",
    "Memory",
    "Tension",
    "SelfModel",
    "GateVerdict",
    "ThinkingBlock",
    "Hit",
    "SentMessage",
    "Turn",
    "ForgetEvent",
    "Proposal",
    "Shift",
    "DriftReport",
    "Document",
    "Chunk",
    "Reply",
    "StreamChunk",
    "Run",
    "RunTurn",
]

#: Memory tiers. ``working`` is the hierarchical/cognitive profiles' short-term buffer.
TIERS = ("episodic", "semantic", "procedural", "symbolic", "working")
#: The five affect dimensions of the hierarchical memory spec.
AFFECT_DIMS = ("valence", "arousal", "fear", "sorrow", "boredom")
#: The self-model's tension keys.
TENSION_KEYS = ("coherence", "consistency", "novelty_tolerance", "compression_pressure")

ZERO_AFFECT = (0.0, 0.0, 0.0, 0.0, 0.0)


#: Ids come from a generator seeded once from the OS (reseeded in a forked child), not from
#: ``uuid.uuid4``: its ``os.urandom`` call per id is a system call, which costs ~0.2 ms in
#: sandboxed kernels, and a turn makes several ids. A private generator, so a notebook's
#: ``random.seed`` cannot make ids repeat.
_ids = random.Random()
os.register_at_fork(after_in_child=_ids.seed)


def new_id() -> str:
    """A fresh random id: a version-4 UUID as 32 hex characters."""
    return uuid.UUID(int=_ids.getrandbits(128), version=4).hex


@dataclass(frozen=True)
class Memory:
    """One memory of any tier.

    Args:
        id: unique id (hex).
        tier: one of :data:`TIERS`.
        text: the content.
        created_at: when it was formed (from the clock).
        kind: a sub-type: ``interaction``, ``realization``, ``fact``, ``rule``, ``symbol``,
            ``document`` or a typed-store kind (``decision``, ``world``, ``anomaly``,
            ``experience``, ``interaction``, ``procedure``, ``analysis``).
        last_accessed_at: last recall (``None`` means never recalled: use ``created_at``).
        access_count: number of recalls.
        confidence: belief in it, 0–1.
        saliency: how notable it was when formed, 0–1.
        importance: eviction priority for importance-based pruning, 0–1.
        priority: typed-store priority, −1..2.
        affect: 5-D affect vector (:data:`AFFECT_DIMS`).
        tags: free tags.
        refs: ids of memories this one refers to (sources, superseded originals).
        session_id: conversation it came from.
        turn_id: turn it came from.
        superseded_by: id of the memory that replaced it, or ``""``.
        deleted_at: soft-deletion time, or ``None`` while alive.
        valid_from: when the fact it states became true (typed store), or ``None``.
        seq: its place in the order the store added memories (1, 2, …; 0 in stores older than
            it). Memories formed in the same instant (a simulated clock that did not move) keep
            this order after a reopen or a fork, whatever order LanceDB returns their rows in.
        meta: small JSON-able extras (e.g. ``{"user": "jay"}``).
        vector: the embedding, filled by the store.
    """

    id: str
    tier: str
    text: str
    created_at: datetime
    kind: str = ""
    last_accessed_at: datetime | None = None
    access_count: int = 0
    confidence: float = 1.0
    saliency: float = 0.5
    importance: float = 0.5
    priority: int = 0
    affect: tuple[float, ...] = ZERO_AFFECT
    tags: tuple[str, ...] = ()
    refs: tuple[str, ...] = ()
    session_id: str = ""
    turn_id: str = ""
    superseded_by: str = ""
    deleted_at: datetime | None = None
    valid_from: datetime | None = None
    seq: int = field(default=0, compare=False)
    meta: dict[str, Any] = field(default_factory=dict, compare=False)
    vector: np.ndarray | None = field(default=None, compare=False, repr=False)

    @property
    def alive(self) -> bool:
        """Neither soft-deleted nor superseded."""
        return self.deleted_at is None and not self.superseded_by

    @property
    def order(self) -> tuple[datetime, int]:
        """Its place among the store's memories: oldest first, ties in the order added."""
        return (self.created_at, self.seq)

    @property
    def last_touched(self) -> datetime:
        """Last access, or creation if never recalled."""
        return self.last_accessed_at or self.created_at


@dataclass(frozen=True)
class Tension:
    """The self-model's internal tension; each value in [0, 1]."""

    coherence: float = 0.9
    consistency: float = 0.85
    novelty_tolerance: float = 0.4
    compression_pressure: float = 0.5

    def as_dict(self) -> dict[str, float]:
        return {key: getattr(self, key) for key in TENSION_KEYS}


@dataclass(frozen=True)
class SelfModel:
    """One version of a yeast's self-model (versions are append-only).

    Args:
        version: 1, 2, … in order of creation.
        created_at: when this version was written.
        reason: why it was written ("initial", "consolidation", "proposal <id>", …).
        identity: the identity statement.
        drives: what the yeast wants.
        constraints: what it will not do.
        internal_state: counters and levels (``confidence``, ``conversations``, …).
        tension: :class:`Tension`.
    """

    version: int
    created_at: datetime
    reason: str
    identity: str
    drives: tuple[str, ...] = ()
    constraints: tuple[str, ...] = ()
    internal_state: dict[str, float] = field(default_factory=dict)
    tension: Tension = field(default_factory=Tension)


@dataclass(frozen=True)
class GateVerdict:
    """The decision of one reflection gate."""

    name: str
    passed: bool
    score: float
    threshold: float
    reason: str = ""


@dataclass(frozen=True)
class ThinkingBlock:
    """One block of extended thinking."""

    depth: int
    content: str
    truncated: bool = False


@dataclass(frozen=True)
class Hit:
    """One retrieved item with the scores that ranked it (the "flow").

    Args:
        id: memory id or chunk id.
        source: ``"memory"`` or ``"chunk"``.
        text: the content.
        score: the final ranking score.
        rank: 1-based position in the final ranking.
        tier: memory tier (``""`` for chunks).
        components: each signal that went into ``score`` (similarity, bm25, decay,
            importance, priority, access, affect, rrf, …).
        route: the query route that selected the tier.
    """

    id: str
    source: str
    text: str
    score: float
    rank: int = 0
    tier: str = ""
    components: dict[str, float] = field(default_factory=dict)
    route: str = ""


@dataclass(frozen=True)
class SentMessage:
    """One chat message as sent to the backend (``role`` is ``system``, ``user`` or
    ``assistant``)."""

    role: str
    content: str


@dataclass(frozen=True)
class Turn:
    """Everything that happened in one turn, approved or not, parsed or not.

    ``messages`` are the exact messages of the turn's reply call, in order, as the backend got
    them (system prompt with the memories placed in it, the user message with facts and
    document chunks before the text); when the reply was asked again, the retry's messages (the
    first call's plus the repair instruction). Empty for a turn that made no reply call (a
    forget request) and for turns logged before yeastlab recorded them.
    """

    turn_id: str
    session_id: str
    created_at: datetime
    user_input: str
    response: str
    thinking: tuple[ThinkingBlock, ...] = ()
    realizations: tuple[str, ...] = ()
    complexity: float = 0.0
    saliency: float = 0.5
    approved: bool = False
    gates: tuple[GateVerdict, ...] = ()
    used_memory_ids: tuple[str, ...] = ()
    flow: tuple[Hit, ...] = ()
    route: str = ""
    conflicts: tuple[str, ...] = ()
    stored_memory_ids: tuple[str, ...] = ()
    proposal_ids: tuple[str, ...] = ()
    model: str = ""
    backend: str = ""
    prompt_tokens: int = 0
    eval_tokens: int = 0
    latency_ms: float = 0.0
    model_ms: float = 0.0
    raw: str = ""
    parse_error: str = ""
    error: str = ""
    messages: tuple[SentMessage, ...] = ()


@dataclass(frozen=True)
class ForgetEvent:
    """One memory removal, with why and where it went.

    ``reason`` is one of ``pruned_cap``, ``pruned_importance``, ``consolidated``, ``merged``,
    ``superseded``, ``forgotten``, ``reset`` (or another documented word).
    """

    memory_id: str
    created_at: datetime
    tier: str
    summary: str
    reason: str
    into: tuple[str, ...] = ()


@dataclass(frozen=True)
class Proposal:
    """A self-modification proposal made by the model in a reply."""

    id: str
    created_at: datetime
    type: str
    reason: str
    action: str
    status: str = "pending"  # pending | approved | rejected
    turn_id: str = ""


@dataclass(frozen=True)
class Shift:
    """One identity shift found by the drift audit."""

    #: identity | drive_added | drive_removed | constraint_removed | constraint_weakened | state
    kind: str
    description: str
    severity: float


@dataclass(frozen=True)
class DriftReport:
    """The computed drift between two self-model versions."""

    from_version: int
    to_version: int
    severity: float
    components: dict[str, float] = field(default_factory=dict)
    shifts: tuple[Shift, ...] = ()
    explanation: str = ""
    created_at: datetime | None = None


@dataclass(frozen=True)
class Document:
    """An ingested document."""

    id: str
    path: str
    hash: str
    created_at: datetime
    title: str = ""
    n_chunks: int = 0


@dataclass(frozen=True)
class Chunk:
    """A chunk of an ingested document."""

    id: str
    doc_id: str
    index: int
    text: str
    vector: np.ndarray | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Reply:
    """A model's reply to one chat request.

    Durations are milliseconds; token counts are the server's (or estimates for the offline
    backend).
    """

    text: str
    model: str
    prompt_tokens: int = 0
    eval_tokens: int = 0
    total_ms: float = 0.0
    load_ms: float = 0.0
    prompt_eval_ms: float = 0.0
    eval_ms: float = 0.0
    done_reason: str = "stop"


@dataclass(frozen=True)
class StreamChunk:
    """A piece of a streamed reply; the last one has ``done=True`` and the full :class:`Reply`."""

    text: str
    done: bool = False
    reply: Reply | None = None


@dataclass(frozen=True)
class Run:
    """A fermentation run in the lab database."""

    run: str
    yeast: str
    created_at: datetime
    params: dict[str, Any] = field(default_factory=dict)
    notebook: str = ""
    status: str = "running"  # running | done | failed
    n_prompts: int = 0
    finished_at: datetime | None = None
    #: What the results depend on besides the prompts (versions, embedder, backend, model and
    #: its digest, temperature, seed), as :func:`yeastlab.lab.ferment.environment` reads them.
    environment: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class RunTurn:
    """One prompt's result in a fermentation run."""

    run: str
    yeast: str
    index: int
    prompt: str
    response: str
    created_at: datetime
    turn_id: str = ""
    complexity: float = 0.0
    saliency: float = 0.0
    realizations: tuple[str, ...] = ()
    gates: dict[str, bool] = field(default_factory=dict)
    approved: bool = False
    prompt_tokens: int = 0
    eval_tokens: int = 0
    latency_ms: float = 0.0
    model_ms: float = 0.0
    error: str = ""
