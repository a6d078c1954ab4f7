"""What the inspector reads from a yeast: the dialogue log (incrementally), the alive memories with
their strength now and the memories tab's filters, and the fingerprint that tells it to redraw.

Nothing here touches a widget: functions take the yeast (and the filter values) and return
records or DataFrames, so the widget in :mod:`yeastlab.faces.inspector.widget` stays layout and
callbacks.
"""

from __future__ import annotations

from typing import Any

import pandas as pd

from yeastlab.core import decay
from yeastlab.core.records import ForgetEvent, Turn
from yeastlab.core.text import clean_input

__all__ = [
    "SORTS",
    "ForgetLog",
    "TurnLog",
    "decay_of",
    "filtered_memories",
    "fingerprint",
    "memory_frame",
]

#: The memories tab's sort choices → the column sorted on (descending).
SORTS = {
    "strength": "strength",
    "importance": "importance",
    "recalls": "access_count",
    "newest": "created_at",
}


def fingerprint(yeast: Any, forgetting: ForgetLog | None = None) -> tuple:
    """What changes when anything about the yeast does: turns, memories, the latest self-model
    version, proposals and their status, the forgetting log.

    Cheap enough to poll: the turn and memory counts and the latest self-model are followed in
    process by the store, and the forgetting log is read incrementally by ``forgetting`` (the
    whole log when none is given).
    """
    store = yeast.store
    return (
        store.turn_count(),
        store.count(),
        store.self_model().version,
        tuple(sorted((p.id, p.status) for p in yeast.proposals())),
        len(forgetting() if forgetting is not None else store.forgetting()),
    )


class ForgetLog:
    """The forgetting log, oldest first, read incrementally: only events at or after the newest
    one seen are fetched (a consolidation that forgot thousands of memories is read once, not on
    every poll). The log is append-only (a reset forgets with a reason, it does not delete)."""

    def __init__(self, store: Any):
        self.store = store
        self._events: list[ForgetEvent] = []
        self._keys: set[tuple] = set()

    def __call__(self) -> list[ForgetEvent]:
        since = self._events[-1].created_at if self._events else None
        for event in self.store.forgetting(since):
            key = (event.memory_id, event.reason, event.created_at)
            if key not in self._keys:
                self._keys.add(key)
                self._events.append(event)
        return self._events


class TurnLog:
    """The dialogue log, oldest first, read incrementally: only turns newer than the last one
    seen are fetched, so the history, flow and context tabs cost the turns they show, not the
    whole log (the whole log is read again only if it shrank or a read missed some)."""

    def __init__(self, store: Any):
        self.store = store
        self._turns: list[Turn] = []

    def __call__(self) -> list[Turn]:
        store = self.store
        count = store.turn_count()
        if self._turns and len(self._turns) <= count:
            last = self._turns[-1].created_at.isoformat()
            newer = store.records("turns", f"created_at >= timestamp '{last}'")
            known = {t.turn_id for t in self._turns}
            fresh = sorted((t for t in newer if t.turn_id not in known), key=lambda t: t.created_at)
            self._turns += fresh
        if len(self._turns) != count:
            self._turns = store.turns()
        return self._turns


def decay_of(yeast: Any) -> tuple[str, dict[str, float]]:
    """The yeast's decay model and its parameters (its memory profile's, else the settings')."""
    policy = getattr(getattr(yeast, "memory", None), "policy", None)
    if policy is not None:
        return policy.decay_model, dict(policy.decay_params)
    name = yeast.settings.decay_model
    takes = decay.get(name).params
    half = {"half_life_days": yeast.settings.half_life_days}
    return name, (half if "half_life_days" in takes else {})


def memory_frame(yeast: Any) -> pd.DataFrame:
    """Alive memories with their decay strength now, before filtering."""
    frame = yeast.store.memories_frame()
    if frame.empty:
        return frame.assign(strength=[])
    now = yeast.clock.now()
    model, params = decay_of(yeast)
    created = pd.to_datetime(frame["created_at"], utc=True)
    touched = pd.to_datetime(frame["last_accessed_at"], utc=True).fillna(created)
    days = pd.Timedelta(days=1)
    frame["strength"] = decay.strength(
        model,
        age_days=((now - created) / days).to_numpy(),
        since_access_days=((now - touched) / days).to_numpy(),
        access_count=frame["access_count"].to_numpy(),
        **params,
    )
    return frame


def filtered_memories(
    yeast: Any,
    *,
    tier: str = "all",
    kind: str = "all",
    tag: str = "",
    query: str = "",
    sort: str = "strength",
    limit: int = 50,
    frame: pd.DataFrame | None = None,
) -> pd.DataFrame:
    """The memories tab's rows under its filters, sort and search.

    A search keeps only the memories the yeast's retrieval finds relevant to it (its relevance
    floor drops the rest, at most ``limit``) or whose text contains it, ranked by score.
    ``frame``: the :func:`memory_frame` already read (else it is read).
    """
    frame = memory_frame(yeast) if frame is None else frame
    if frame.empty:
        return frame
    if tier != "all":
        frame = frame[frame["tier"] == tier]
    if kind != "all":
        frame = frame[frame["kind"] == kind]
    tag = tag.strip()
    if tag:
        frame = frame[frame["tags"].map(lambda tags: tag in list(tags))]
    # The input boundary; a widget replaces what it cannot use rather than raising.
    query = clean_input(query, field="search", errors="replace")[:2000].strip()
    if not query:
        return frame.sort_values(SORTS[sort], ascending=False, kind="stable")
    hits = yeast.search(query, k=limit, tier=None if tier == "all" else tier)
    scores = {h.id: h.score for h in hits}
    literal = frame["text"].str.contains(query, case=False, regex=False)
    frame = frame[frame["id"].isin(scores) | literal].copy()
    frame["score"] = frame["id"].map(scores).fillna(0.0)
    return frame.sort_values(["score", "strength"], ascending=False, kind="stable")
