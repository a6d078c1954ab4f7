"""The dialogue log: turns with their gate audits, and the forgetting log.

Turns and gate audits are appended through the write-behind (a round commits them after the
memories they concern). The number of turns is counted once, then followed as this Store logs
them, and counted again after another process commits.
"""

from __future__ import annotations

from datetime import datetime

import pandas as pd

from yeastlab.core.records import ForgetEvent, Turn
from yeastlab.store.database import Database, Watcher
from yeastlab.store.lancesql import sql, sql_value
from yeastlab.store.rows import Rows
from yeastlab.store.tables import TIMESTAMP, GateAudit
from yeastlab.store.writer import Append

__all__ = ["Dialogue"]


class Dialogue(Watcher):
    """The ``turns``, ``gate_audits`` and ``forgetting`` tables."""

    def __init__(self, db: Database, rows: Rows):
        self._db = db
        self._rows = rows
        self._turn_count: int | None = None
        db.watch(self)

    def moved(self) -> None:
        self._turn_count = None

    def changed(self, table: str) -> None:
        if table == "turns":
            self._turn_count = None

    def add_turn(self, turn: Turn) -> None:
        """Log a turn and one ``gate_audits`` row per gate verdict."""
        audits = [
            GateAudit(
                turn.turn_id,
                turn.session_id,
                turn.created_at,
                g.name,
                g.passed,
                float(g.score),
                float(g.threshold),
                g.reason,
            )
            for g in turn.gates
        ]
        self._db.submit(Append("turns", [turn]))
        if self._turn_count is not None:
            self._turn_count += 1
        if audits:
            self._db.submit(Append("gate_audits", audits))

    def turn_count(self) -> int:
        """Turns in the dialogue log: counted once, then followed as this Store logs them (and
        counted again after another process writes)."""
        count = self._turn_count
        if count is not None and self._db.in_step():
            return count
        with self._db.reading(pending_applied=True):  # an open block's turns are added
            if self._turn_count is None:
                has = self._db.has("turns")
                # Turns an open atomic() block logged are not in LanceDB until it ends.
                pending = sum(
                    len(op.records)
                    for op in self._db.pending()
                    if isinstance(op, Append) and op.table == "turns"
                )
                self._turn_count = pending + (self._db.table("turns").count_rows() if has else 0)
            return self._turn_count

    def turns(self, *, session_id: str | None = None, limit: int | None = None) -> list[Turn]:
        """Logged turns, oldest first; with ``limit``, only the most recent ``limit``."""
        where = None if session_id is None else f"session_id = {sql(session_id)}"
        found = sorted(self._rows.records("turns", where), key=lambda t: t.created_at)
        return found[-limit:] if limit else found

    def turns_frame(self) -> pd.DataFrame:
        """The dialogue log as a DataFrame, oldest first."""
        frame = self._rows.frame("turns")
        return frame.sort_values("created_at", kind="stable").reset_index(drop=True)

    def gate_audits_frame(self) -> pd.DataFrame:
        """Every gate decision as a DataFrame, oldest first."""
        frame = self._rows.frame("gate_audits")
        return frame.sort_values("created_at", kind="stable").reset_index(drop=True)

    def forgetting(self, since: datetime | None = None) -> list[ForgetEvent]:
        """The forgetting log, oldest first (optionally only events at or after ``since``)."""
        where = None if since is None else f"created_at >= {sql_value(since, 'time', TIMESTAMP)}"
        events = self._rows.records("forgetting", where)
        return sorted(events, key=lambda e: e.created_at)
