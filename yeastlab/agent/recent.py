"""The recent episodes every prompt shows: the newest alive episodic memories, cached by id
between turns and reloaded from the store when one of them is no longer alive."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from yeastlab.core.records import Memory
from yeastlab.store import Store

__all__ = ["RECENT_EPISODES", "RecentEpisodes"]

#: Recent episodic memories shown in every prompt.
RECENT_EPISODES = 5


class RecentEpisodes:
    """The ids of a store's newest episodic memories, kept as turns add episodes.

    Args:
        store: the yeast's store.
    """

    def __init__(self, store: Store):
        self.store = store
        self._ids: deque[str] | None = None

    def get(self, n: int = RECENT_EPISODES) -> list[Memory]:
        """The newest alive episodic memories, newest first."""
        if self._ids is None:
            newest = self.store.newest("episodic", n)
            self._ids = deque((m.id for m in newest), maxlen=n)
        # from the in-process index: an episode consolidated or pruned since costs no LanceDB
        # read (which would first wait for the write-behind)
        alive = {m.id: m for m in self.store.alive(list(self._ids))}
        if len(alive) < len(self._ids):
            self._ids = None  # some were pruned or consolidated: reload from the store
            return self.get(n)
        return [alive[i] for i in reversed(self._ids)]

    def extend(self, ids: Sequence[str]) -> None:
        """Note episodes just stored (only if the ids are loaded: else the next read finds them)."""
        if self._ids is not None:
            self._ids.extend(ids)

    def reset(self) -> None:
        """Reload from the store on the next read (episodes were stored or removed elsewhere)."""
        self._ids = None
