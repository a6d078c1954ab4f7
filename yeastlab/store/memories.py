"""Memories: add, read, change, recall and remove the memories of every tier.

Writes are queued for the write-behind and shown at once by the in-process index of alive
memories, which answers the reads of alive memories too; anything else (forgotten or superseded
memories, SQL filters) is read from LanceDB after this process's queued writes are committed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import fields, replace
from datetime import datetime
from typing import Any

import pandas as pd
import pyarrow.compute as pc

from yeastlab.core.errors import StoreError
from yeastlab.core.records import TIERS, ForgetEvent, Memory
from yeastlab.store.database import Database
from yeastlab.store.indexrows import changed
from yeastlab.store.lancesql import ALIVE, all_of, in_list, sql, tier_filter, tier_list
from yeastlab.store.live import NO_VECTOR, LiveIndex, read_memories
from yeastlab.store.tables import to_arrow
from yeastlab.store.writer import Append, Patch

__all__ = ["Memories"]

_MEMORY_FIELDS = {f.name for f in fields(Memory)}


def _event(memory: Memory, now: datetime, reason: str, into: Sequence[str]) -> ForgetEvent:
    summary = memory.text if len(memory.text) <= 200 else memory.text[:197] + "..."
    return ForgetEvent(memory.id, now, memory.tier, summary, reason, tuple(into))


class Memories:
    """The memories table, through the write-behind and the in-process index."""

    def __init__(self, db: Database, live: LiveIndex):
        self._db = db
        self._live = live
        self._seq: int | None = None  # the last Memory.seq given (read on the first add)

    def add(self, memories: Memory | Sequence[Memory]) -> list[Memory]:
        """Store memories (embedding the text of those without a vector).

        Returns:
            The memories as stored, with their vectors.
        """
        items = [memories] if isinstance(memories, Memory) else list(memories)
        if not items:
            return []
        tier_list([m.tier for m in items])  # refused before anything is embedded or queued
        items = self._db.embed_missing(self._numbered(items))
        self._db.submit(Append("memories", items))
        index = self._live.loaded()
        if index is not None:
            index.add(items)
        return items

    def _numbered(self, items: list[Memory]) -> list[Memory]:
        """The memories with their place in the order added (:attr:`Memory.seq`), after every
        memory the store holds (a copy of another memory, e.g. a superseding one, gets its own)."""
        if self._seq is None:
            self._seq = self._last_seq()
        first, self._seq = self._seq, self._seq + len(items)
        return [changed(m, seq=first + n) for n, m in enumerate(items, 1)]

    def _last_seq(self) -> int:
        """The highest :attr:`Memory.seq` stored (0 for none, or a table made before seq)."""
        if not self._db.has("memories"):
            return 0
        # pending_applied: an open atomic block is not sent (it holds no memory yet: they are
        # all added here), so a turn's first memory does not split its journal entry
        with self._db.reading(pending_applied=True):
            if "seq" not in self._db.table("memories").schema.names:
                return 0
            found = pc.max(self._db.rows("memories", columns=["seq"]).column("seq")).as_py()
        return found or 0

    def get(self, memory_id: str) -> Memory | None:
        """The memory with this id (alive or not), with its vector; ``None`` if unknown."""
        found = self._live.load().get(memory_id)
        if found is not None:
            return found
        with self._db.reading():
            found = read_memories(self._db, f"id = {sql(memory_id)}", vectors=True, limit=1)
        return found[0] if found else None

    def get_many(self, ids: Sequence[str]) -> list[Memory]:
        """Memories by id, in the given order; unknown ids are skipped."""
        if not ids:
            return []
        index = self._live.load()
        if all(i in index for i in ids):
            return [index.get(i) for i in ids]  # type: ignore[misc]
        with self._db.reading():
            found = {m.id: m for m in read_memories(self._db, in_list("id", ids), vectors=True)}
        return [found[i] for i in ids if i in found]

    def alive(self, ids: Sequence[str]) -> list[Memory]:
        """The alive memories among ``ids``, in the given order, with their vectors: read from
        the in-process index alone, so a forgotten id costs no LanceDB read (nor a wait for the
        write-behind, which a read of LanceDB first does)."""
        index = self._live.load()
        return [m for m in map(index.get, ids) if m is not None]

    def resolve(self, id_or_prefix: str) -> Memory:
        """The one memory whose id starts with ``id_or_prefix``.

        Raises:
            StoreError: if no memory or more than one matches.
        """
        prefix = id_or_prefix.strip()
        if not prefix:
            raise StoreError("give a memory id or a prefix of one")
        pattern = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        with self._db.reading():
            where = f"id LIKE {sql(pattern + '%')} ESCAPE '\\'"
            found = read_memories(self._db, where, limit=2)
        if not found:
            raise StoreError(f"no memory id starts with {prefix!r}; list ids with memories()")
        if len(found) > 1:
            raise StoreError(f"{prefix!r} matches several memories; give more characters")
        return found[0]

    def update(self, memory_id: str, **changes: Any) -> Memory:
        """Change fields of a memory (re-embedding it when the text changes).

        Raises:
            StoreError: unknown id or field.
        """
        unknown = set(changes) - _MEMORY_FIELDS
        if unknown or "id" in changes:
            raise StoreError(
                f"cannot update {sorted(unknown | ({'id'} & set(changes)))} of a memory"
            )
        old = self.get(memory_id)
        if old is None:
            raise StoreError(f"no memory {memory_id!r}; find ids with memories() or resolve()")
        if "text" in changes and changes["text"] != old.text and "vector" not in changes:
            changes["vector"] = self._db.embedder.embed([changes["text"]])[0]
        new = replace(old, **changes)
        if "tier" in changes:
            tier_list(new.tier)
        row = to_arrow([new], self._db.schema("memories"))
        with self._db.writing("memories"):
            self._db.table("memories").merge_insert("id").when_matched_update_all().execute(row)
        index = self._live.loaded()
        if index is not None:
            index.update(new)
        return new

    def memories(
        self,
        tier: str | Sequence[str] | None = None,
        *,
        alive_only: bool = True,
        where: str | None = None,
        with_vectors: bool = False,
    ) -> list[Memory]:
        """Memories of some tiers (all by default), oldest first.

        Alive memories without a ``where`` come from the in-process index.
        """
        if alive_only and where is None:
            return self._live.load().memories(tier_list(tier), vectors=with_vectors)
        filter_ = all_of(ALIVE if alive_only else None, tier_filter(tier), where)
        with self._db.reading():
            found = read_memories(self._db, filter_, vectors=with_vectors)
        return sorted(found, key=lambda m: m.order)

    def memories_frame(
        self, tier: str | Sequence[str] | None = None, *, alive_only: bool = True
    ) -> pd.DataFrame:
        """Memories as a DataFrame (no vectors; ``meta`` decoded), oldest first.

        Memories formed in the same instant are in the order they were added (``seq``), so a
        notebook shows the same table on every run, after a reopen or a fork too.
        """
        found = self._live.load().memories(tier_list(tier)) if alive_only else []
        if found:
            rows = to_arrow(found, self._db.schema("memories")).select(NO_VECTOR)
        else:
            filter_ = all_of(ALIVE if alive_only else None, tier_filter(tier))
            with self._db.reading():
                rows = self._db.rows("memories", filter_, columns=NO_VECTOR)
        frame = rows.to_pandas()
        frame["meta"] = [json.loads(v) if v else {} for v in frame["meta"]]
        order = ["created_at", "seq"] if "seq" in frame else ["created_at"]
        return frame.sort_values(order, kind="stable").reset_index(drop=True)

    def count(self, tier: str | Sequence[str] | None = None, *, alive_only: bool = True) -> int:
        """How many memories (alive by default) the tiers hold."""
        if alive_only:
            return self._live.load().count(tier_list(tier))
        filter_ = tier_filter(tier)
        with self._db.reading():
            return self._db.table("memories").count_rows(filter_)

    def newest(self, tier: str, n: int) -> list[Memory]:
        """The ``n`` newest alive memories of ``tier``, oldest first, without vectors."""
        tier_list(tier)
        return self._live.load().newest(tier, n)

    def counts(self) -> dict[str, int]:
        """Alive memories per tier (every tier present, zeros included)."""
        index = self._live.load()
        return {tier: index.count([tier]) for tier in TIERS}

    def touch(self, ids: Sequence[str]) -> None:
        """Record a recall: ``access_count + 1`` and ``last_accessed_at = clock.now()``."""
        if not ids:
            return
        now = self._db.clock.now()
        wanted = list(dict.fromkeys(ids))
        index = self._live.loaded()
        touched = None if index is None else index.touch(wanted, now)
        # The rows as the index holds them, if it holds every one (else deltas are applied).
        rows = None if touched is None or len(touched) < len(wanted) else touched
        self._db.submit(
            Patch(
                set={i: {"last_accessed_at": now} for i in wanted},
                add={i: {"access_count": 1} for i in wanted},
                rows=None if rows is None else {m.id: m for m in rows},
            )
        )

    def forget(
        self,
        ids: Sequence[str] | str,
        *,
        reason: str,
        into: Sequence[str] | Mapping[str, Sequence[str]] = (),
        changes: Mapping[str, Any] | None = None,
    ) -> list[ForgetEvent]:
        """Soft-delete memories and log each removal with its reason.

        Args:
            ids: memory ids (already-forgotten ones are skipped).
            reason: ``pruned_cap``, ``consolidated``, ``merged``, ``forgotten``, ….
            into: ids of memories that now carry their content (for consolidation) — the same
                for every memory, or a ``{memory_id: into_ids}`` mapping (one write for many
                merge groups).
            changes: fields set on every forgotten memory in the same write (a forget for
                privacy blanks ``text``, ``vector``, ``tags`` and ``meta``; the events'
                summaries are then the blanked text): one patch whatever the number of
                memories, so forgetting thousands is one ``merge_insert``, not one each.

        Returns:
            One event per memory actually forgotten.

        Raises:
            StoreError: if an id is unknown (nothing is forgotten then).
        """
        wanted = [ids] if isinstance(ids, str) else list(dict.fromkeys(ids))
        if not wanted:
            return []
        if not reason:
            raise StoreError("forget() needs a reason (pruned_cap, consolidated, forgotten, …)")
        changed = dict(changes or {})
        unknown = (set(changed) - _MEMORY_FIELDS) | ({"id", "deleted_at"} & set(changed))
        if unknown:
            raise StoreError(f"cannot change {sorted(unknown)} of a memory as it is forgotten")
        index = self._live.load()
        found = {i: index.get(i) for i in wanted if i in index}
        others = [i for i in wanted if i not in found]
        if others:  # not alive here: forgotten already (skipped) or unknown (refused)
            with self._db.reading():
                known = {m.id for m in read_memories(self._db, in_list("id", others))}
            missing = [i for i in others if i not in known]
            if missing:
                raise StoreError(f"cannot forget unknown memory id(s) {missing}")
        alive = [found[i] for i in wanted if i in found]  # the index holds alive ones only
        if not alive:
            return []
        now = self._db.clock.now()
        if changed:
            alive = [replace(m, **changed) for m in alive]
        if isinstance(into, Mapping):
            events = [_event(m, now, reason, into.get(m.id, ())) for m in alive]
        else:
            events = [_event(m, now, reason, into) for m in alive]
        self._db.submit(
            Patch(
                set={m.id: {**changed, "deleted_at": now} for m in alive},
                rows={m.id: replace(m, deleted_at=now) for m in alive},
            )
        )
        self._db.submit(Append("forgetting", events))
        index.remove([m.id for m in alive])
        return events

    def supersede(self, old_id: str, new: Memory) -> Memory:
        """Replace a memory: store ``new`` (referring to the old one), hide the old, log it."""
        tier_list(new.tier)
        old = self.get(old_id)
        if old is None:
            raise StoreError(f"no memory {old_id!r} to supersede")
        if old_id not in new.refs:
            new = replace(new, refs=(*new.refs, old_id))
        (stored,) = self.add(new)
        event = _event(old, self._db.clock.now(), "superseded", (stored.id,))
        index = self._live.loaded()
        known = index is not None and old_id in index
        self._db.submit(
            Patch(
                set={old_id: {"superseded_by": stored.id}},
                rows={old_id: replace(old, superseded_by=stored.id)} if known else None,
            )
        )
        self._db.submit(Append("forgetting", [event]))
        self._live.history = True
        if index is not None:
            index.remove([old_id])
        return stored

    def has_history(self) -> bool:
        """Whether superseded, unforgotten memories may exist, from the in-process index (no
        LanceDB read once it is loaded): ``False`` means :meth:`memories` of the history would
        find none."""
        self._live.load()
        return self._live.history
