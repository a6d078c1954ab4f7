"""Commit rounds: what the write-behind's thread does with the writes queued so far.

One ``add`` per table, then the memories' patches as one ``merge_insert`` of their rows (read and
changed under the write lock, so another process's change is not overwritten), then the
dialogue log. The dialogue log goes last: a turn's row committed means its memories, recalls and
removals are committed too (fermentation's resume relies on it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from yeastlab.store.database import Database
from yeastlab.store.lancesql import in_list
from yeastlab.store.live import LiveIndex, read_memories
from yeastlab.store.tables import to_arrow
from yeastlab.store.writer import Append, Patch

__all__ = ["CommitRounds"]

#: Tables a round commits after everything else.
_LOG_TABLES = ("gate_audits", "turns")


class CommitRounds:
    """Commits the write-behind's rounds to the database.

    Args:
        db: the database.
        live: the in-process index (a patch is written as it holds the rows when it is in
            step with the database; else the patch's deltas are applied to the rows read back).
    """

    def __init__(self, db: Database, live: LiveIndex):
        self._db = db
        self._live = live

    def __call__(self, ops: list[Any]) -> None:
        """Commit queued writes (writer thread), in order.

        Parts committed are removed from ``ops`` so that a retry after a failure does not
        write them twice.
        """
        appends: dict[str, list[Any]] = {}
        patches = [op for op in ops if isinstance(op, Patch)]
        for op in ops:
            if isinstance(op, Append):
                appends.setdefault(op.table, []).extend(op.records)
        first = [name for name in appends if name not in _LOG_TABLES]
        last = [name for name in appends if name in _LOG_TABLES]
        names = [*first, *(["memories"] if patches else []), *last]
        with self._db.writing(*dict.fromkeys(names)):
            for name in first:
                self._append(name, appends[name], ops)
            if patches:
                self._apply_patches(patches, trusted=self._live.trusted())
                ops[:] = [op for op in ops if not isinstance(op, Patch)]
            for name in last:
                self._append(name, appends[name], ops)

    def _append(self, name: str, records: list[Any], ops: list[Any]) -> None:
        db = self._db
        table = db.table(name) if db.has(name) else db.create(name)
        table.add(to_arrow(records, db.schema(name)))
        caps = [op.keep for op in ops if isinstance(op, Append) and op.table == name and op.keep]
        ops[:] = [op for op in ops if not (isinstance(op, Append) and op.table == name)]
        if caps and (extra := table.count_rows() - min(caps)) > 0:
            rows = db.rows(name, columns=["id", "created_at"])
            oldest = rows.sort_by([("created_at", "ascending")]).column("id")[:extra]
            table.delete(in_list("id", oldest.to_pylist()))

    def _apply_patches(self, patches: Sequence[Patch], *, trusted: bool = False) -> None:
        """Apply patches, in order, to the memories' committed rows; one ``merge_insert``.

        ``trusted``: no other process committed since this process's index was loaded, so the
        rows the patches carry are the committed rows changed, and nothing is read back.
        """
        if trusted and all(p.rows is not None for p in patches):
            latest: dict[str, Any] = {}
            for patch in patches:
                latest.update(patch.rows or {})
            self._merge(list(latest.values()))
            return
        ids = list(dict.fromkeys(i for p in patches for i in [*p.set, *p.add]))
        rows = {m.id: m for m in read_memories(self._db, in_list("id", ids), vectors=True)}
        for patch in patches:
            for memory_id, values in patch.add.items():
                if memory_id in rows:
                    old = rows[memory_id]
                    rows[memory_id] = replace(
                        old, **{c: getattr(old, c) + n for c, n in values.items()}
                    )
            for memory_id, values in patch.set.items():
                if memory_id in rows:
                    rows[memory_id] = replace(rows[memory_id], **values)
        self._merge(list(rows.values()))

    def _merge(self, memories: list[Any]) -> None:
        if memories:
            arrow = to_arrow(memories, self._db.schema("memories"))
            self._db.table("memories").merge_insert("id").when_matched_update_all().execute(arrow)
