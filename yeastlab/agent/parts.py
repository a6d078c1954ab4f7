"""The parts one yeast's turns run over, handed to each step of the turn as one frozen object."""

from __future__ import annotations

from dataclasses import dataclass

from yeastlab.agent.recent import RecentEpisodes
from yeastlab.backends import Backend
from yeastlab.backends.embedders import Prefetcher
from yeastlab.cognition.context import Mind
from yeastlab.cognition.memory import MemorySystem
from yeastlab.cognition.retrieval import Retriever
from yeastlab.core.clock import Clock
from yeastlab.core.config import Settings
from yeastlab.profiles import registry as profiles
from yeastlab.store import Store

__all__ = ["RETRIEVE_K", "TurnParts"]

#: Hits retrieved per turn.
RETRIEVE_K = 8


@dataclass(frozen=True, slots=True)
class TurnParts:
    """A yeast's parts as its turn steps use them (:mod:`yeastlab.agent.prepare`,
    :mod:`yeastlab.agent.reply`, :mod:`yeastlab.agent.settle`): typed, so a step says what it
    reads instead of reaching through the agent.

    Attributes:
        store, backend, memory, mind, retriever, profile, settings, clock: the yeast's parts.
        embedding: the query-embedding prefetcher (shared with :meth:`Yeast.prefetch`).
        recent: the recent episodes shown in every prompt.
    """

    store: Store
    backend: Backend
    memory: MemorySystem
    mind: Mind
    retriever: Retriever
    profile: profiles.Profile
    settings: Settings
    clock: Clock
    embedding: Prefetcher
    recent: RecentEpisodes
