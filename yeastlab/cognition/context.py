"""What cognition works with: one yeast's store, model, embedder, clock, settings and tiers.

Cognition (consolidation, audit, the memory profiles) never receives the agent. The agent builds
one :class:`Mind` when it opens and passes it::

    mind = Mind(store, backend, embedder, clock, settings, memory, consolidation="aged")
    consolidate(mind, "cluster")
    audit(mind, 1, -1)

State that changes while the yeast lives (the session id, the last consolidation's report)
stays with the agent: cognition is told it as an argument or returns it.
"""

from __future__ import annotations

from dataclasses import dataclass

from yeastlab.backends.base import Backend, Embedder
from yeastlab.cognition.memory import MemorySystem
from yeastlab.core.clock import Clock
from yeastlab.core.config import Settings
from yeastlab.store import Store

__all__ = ["Mind"]


# eq=False: a Mind is one yeast's, compared and hashed by identity, so per-yeast caches
# (the profiles' ``of``) can key on it weakly.
@dataclass(frozen=True, eq=False)
class Mind:
    """The parts of one open yeast that cognition uses.

    Args:
        store: the yeast's :class:`~yeastlab.store.facade.Store`.
        backend: the model (``backend.is_language_model`` false: deterministic offline paths).
        embedder: the embedder the store was opened with.
        clock: the yeast's clock.
        settings: the yeast's settings.
        memory: the tiers with the profile's caps and pruning rule.
        consolidation: the profile's default consolidation strategy (``None``: the default).
    """

    store: Store
    backend: Backend
    embedder: Embedder
    clock: Clock
    settings: Settings
    memory: MemorySystem
    consolidation: str | None = None
