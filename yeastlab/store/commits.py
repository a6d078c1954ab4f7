"""Commit rounds: what the write-behind's thread does with the writes queued so far.

One ``add`` per table, then the memories' patches as one ``merge_insert`` of their rows (read and
changed under the write lock, so another process's change is not overwritten), then the
dialogue log. The dialogue log goes last: a turn's row committed means its memories, recalls and
removals are committed too (fermentation's resume relies on it).

Journalled writes (:mod:`yeastlab.store.journal`) are deleted from the journal once their round
is committed. After a kill, :meth:`CommitRounds.replay` commits what a journal still holds:
appends skip the rows LanceDB already has (by key: a memory's or proposal's ``id``, a turn's
``turn_id``, …), ``set`` patches are idempotent, and a recall's ``access_count + 1`` is skipped
when the committed row's ``last_accessed_at`` already shows that recall.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields, replace
from typing import Any

from yeastlab.store.database import Database
from yeastlab.store.lancesql import in_list
from yeastlab.store.live import LiveIndex, read_memories
from yeastlab.store.tables import columns_of, missing_fields, to_arrow
from yeastlab.store.writer import Append, Patch

__all__ = ["CommitRounds"]

#: Tables a round commits after everything else.
_LOG_TABLES = ("gate_audits", "turns")
#: What identifies a row when a journal is replayed (default: ``id`` if the record has one,
#: else every column but vectors).
_KEYS = {
    "turns": ("turn_id",),
    "gate_audits": ("turn_id", "gate"),
    "forgetting": ("memory_id", "reason", "created_at"),
    "self_model": ("version",),
}


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
        self._replaying = False
        self._upgraded: set[str] = set()

    def __call__(self, ops: list[Any]) -> None:
        """Commit queued writes (writer thread), in order, then forget their journal entries.

        Parts committed are removed from ``ops`` so that a retry after a failure does not
        write them twice.
        """
        seqs = {op.seq for op in ops if getattr(op, "seq", 0)}
        try:
            self._commit(ops)
        except BaseException:
            # Entries whose writes all went out are done; the rest stay for the retry.
            self._forget_entries(seqs - {getattr(op, "seq", 0) for op in ops})
            raise
        self._forget_entries(seqs)

    def _forget_entries(self, seqs: set[int]) -> None:
        journal = self._db.journal
        if seqs and journal is not None and not self._replaying:
            journal.applied(seqs)

    def replay(self, ops: list[Any]) -> None:
        """Commit the writes a journal kept after a kill, skipping what LanceDB already has
        (see the module); run before the Store takes writes."""
        self._replaying = True
        try:
            pending = list(ops)
            self._commit(pending)
        finally:
            self._replaying = False

    def _commit(self, ops: list[Any]) -> None:
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
                trusted = self._live.trusted() and not self._replaying
                self._apply_patches(patches, trusted=trusted)
                ops[:] = [op for op in ops if not isinstance(op, Patch)]
            for name in last:
                self._append(name, appends[name], ops)

    def _append(self, name: str, records: list[Any], ops: list[Any]) -> None:
        db = self._db
        table = db.table(name) if db.has(name) else db.create(name)
        if name not in self._upgraded:
            # A table made by an older yeastlab gets the columns added since (null in old rows).
            missing = missing_fields(table.schema, db.schema(name))
            if missing:
                table.add_columns(missing)
            self._upgraded.add(name)
        if self._replaying:
            records = self._unseen(name, records)
        if records:
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
                stamp = patch.set.get(memory_id, {}).get("last_accessed_at")
                if memory_id in rows and not (self._replaying and _shows(rows[memory_id], stamp)):
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

    def _unseen(self, name: str, records: list[Any]) -> list[Any]:
        """The records whose key the table does not hold yet (replay)."""
        db = self._db
        names = [f.name for f in fields(records[0])]
        keys = _KEYS.get(name) or (
            ("id",)
            if "id" in names
            else tuple(c.name for c in columns_of(type(records[0])) if c.kind != "vector")
        )
        ours = to_arrow(records, db.schema(name)).select(list(keys)).to_pylist()
        where = in_list(keys[0], [row[keys[0]] for row in ours]) if len(keys) == 1 else None
        have = db.rows(name, where, columns=list(keys)).to_pylist()
        seen = {tuple(row[k] for k in keys) for row in have}
        return [r for r, row in zip(records, ours, strict=True) if tuple(row.values()) not in seen]


def _shows(row: Any, stamp: Any) -> bool:
    """Whether a committed memory row already shows the recall made at ``stamp``."""
    if stamp is None or row.last_accessed_at is None:
        return False
    try:
        return row.last_accessed_at >= stamp
    except TypeError:  # naive and aware times: cannot tell, count the recall
        return False
