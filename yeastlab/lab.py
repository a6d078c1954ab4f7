"""The lab database: fermentation runs and their per-prompt results, in LanceDB.

One database (a directory, ``Settings.lab``) is shared by every yeast and every run, so results
across yeasts and runs are one pandas query away. Two tables:

* ``runs`` — one row per (run, yeast): parameters, executed notebook, status, timings.
* ``run_turns`` — one row per prompt of a run: the :class:`~yeastlab.records.RunTurn` fields.

Rows are appended one ``add()`` at a time. LanceDB commits each ``add()`` atomically, so a
process killed at any moment leaves either the whole row or nothing; that is what lets
:func:`yeastlab.ferment` resume a killed run without duplicating or losing a row. Several processes
may append to the same database at once (LanceDB retries concurrent appends).
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import fields, replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import lancedb
import pandas as pd
import pyarrow as pa

from yeastlab.clock import Clock, SystemClock, utc
from yeastlab.errors import StoreError
from yeastlab.records import Run, RunTurn

__all__ = ["Lab", "RUNS_SCHEMA", "RUN_TURNS_SCHEMA", "sql_quote"]

_TS = pa.timestamp("us", tz="UTC")

RUNS_SCHEMA = pa.schema(
    [
        ("run", pa.string()),
        ("yeast", pa.string()),
        ("created_at", _TS),
        ("params", pa.string()),  # JSON
        ("notebook", pa.string()),
        ("status", pa.string()),
        ("n_prompts", pa.int64()),
        ("finished_at", _TS),
    ]
)

RUN_TURNS_SCHEMA = pa.schema(
    [
        ("run", pa.string()),
        ("yeast", pa.string()),
        ("index", pa.int64()),
        ("prompt", pa.string()),
        ("response", pa.string()),
        ("created_at", _TS),
        ("turn_id", pa.string()),
        ("complexity", pa.float64()),
        ("saliency", pa.float64()),
        ("realizations", pa.list_(pa.string())),
        ("gates", pa.string()),  # JSON {gate: passed}
        ("approved", pa.bool_()),
        ("prompt_tokens", pa.int64()),
        ("eval_tokens", pa.int64()),
        ("latency_ms", pa.float64()),
        ("model_ms", pa.float64()),
        ("error", pa.string()),
    ]
)

_SCHEMAS = {"runs": RUNS_SCHEMA, "run_turns": RUN_TURNS_SCHEMA}


def sql_quote(value: str) -> str:
    """``value`` as a SQL string literal for a LanceDB ``where`` filter."""
    return "'" + str(value).replace("'", "''") + "'"


class Lab:
    """The lab database at ``path`` (created if missing).

    Args:
        path: the database directory (``Settings.lab``).
        clock: where ``created_at``/``finished_at`` come from (default: the wall clock).
    """

    def __init__(self, path: str | Path, *, clock: Clock | None = None):
        self.path = Path(path)
        self.clock = clock or SystemClock()
        self.path.mkdir(parents=True, exist_ok=True)
        try:
            # Other processes append to the same tables: always read their latest version.
            self._db = lancedb.connect(str(self.path), read_consistency_interval=timedelta(0))
        except (OSError, ValueError) as exc:
            raise StoreError(
                f"Cannot open the lab database at {self.path}: {exc}; check the path is a "
                "writable directory or pass another lab path"
            ) from exc
        self._tables: dict[str, Any] = {}

    def __repr__(self) -> str:
        return f"Lab({str(self.path)!r})"

    # -- tables ---------------------------------------------------------------------------------
    def _table(self, name: str):
        if name not in self._tables:
            self._tables[name] = self._open_or_create(name)
        return self._tables[name]

    def _open_or_create(self, name: str):
        # Parallel fermentations may race to create the same table: whoever loses opens it.
        for attempt in range(5):
            try:
                return self._db.create_table(name, schema=_SCHEMAS[name], exist_ok=True)
            except (OSError, ValueError, RuntimeError):
                time.sleep(0.05 * (attempt + 1))
                try:
                    return self._db.open_table(name)
                except (OSError, ValueError, RuntimeError):
                    continue
        raise StoreError(f"Cannot create table {name!r} in the lab database at {self.path}")

    # -- runs -----------------------------------------------------------------------------------
    def start_run(self, run: Run) -> Run:
        """Record ``run`` as running (an existing row for the same run and yeast is reused).

        Returns:
            The stored run: the existing one (status set back to ``running``) when resuming.
        """
        existing = self.run(run.run, run.yeast)
        if existing is not None:
            self._update_run(existing.run, existing.yeast, status="running", finished_at=None)
            return replace(existing, status="running", finished_at=None)
        _retrying(lambda: self._table("runs").add([_run_row(run)]))
        return run

    def finish_run(self, run: str, yeast: str, *, status: str = "done", **values: Any) -> None:
        """Mark a run finished (``done`` or ``failed``) now."""
        self._update_run(run, yeast, status=status, finished_at=self.clock.now(), **values)

    def _update_run(self, run: str, yeast: str, **values: Any) -> None:
        if "params" in values:
            values["params"] = json.dumps(values["params"], sort_keys=True, default=str)
        where = f"run = {sql_quote(run)} AND yeast = {sql_quote(yeast)}"
        _retrying(lambda: self._table("runs").update(where=where, values=values))

    def run(self, run: str, yeast: str) -> Run | None:
        """The run row for ``run`` and ``yeast``, or ``None``."""
        where = f"run = {sql_quote(run)} AND yeast = {sql_quote(yeast)}"
        rows = self._table("runs").search().where(where).limit(None).to_list()
        return _row_run(rows[0]) if rows else None

    def runs(self) -> list[Run]:
        """Every run, oldest first."""
        return [_row_run(r) for r in self._sorted("runs", ["created_at", "run"])]

    def runs_frame(self) -> pd.DataFrame:
        """Every run as a DataFrame, with ``done`` and ``errors`` counts per run."""
        frame = self._table("runs").to_pandas().sort_values(["created_at", "run", "yeast"])
        turns = self._table("run_turns").to_pandas()
        if len(turns):
            counts = turns.groupby(["run", "yeast"]).agg(
                done=("index", "size"), errors=("error", lambda e: int((e != "").sum()))
            )
            frame = frame.join(counts, on=["run", "yeast"])
        else:
            frame = frame.assign(done=0, errors=0)
        frame[["done", "errors"]] = frame[["done", "errors"]].fillna(0).astype(int)
        frame["params"] = frame["params"].map(json.loads)
        return frame.reset_index(drop=True)

    # -- run turns ------------------------------------------------------------------------------
    def add_turn(self, row: RunTurn) -> None:
        """Append one prompt's result (one atomic commit)."""
        _retrying(lambda: self._table("run_turns").add([_turn_row(row)]))

    def turns(self, run: str | None = None, yeast: str | None = None) -> list[RunTurn]:
        """The results of a run (or of every run), ordered by run, yeast and index."""
        rows = self._sorted("run_turns", ["run", "yeast", "index"], _where(run, yeast))
        return [_row_turn(r) for r in rows]

    def turns_frame(self, run: str | None = None, yeast: str | None = None) -> pd.DataFrame:
        """Run results as a DataFrame; ``gates`` is a dict column and ``tokens`` their sum."""
        where = _where(run, yeast)
        query = self._table("run_turns").search().limit(None)
        frame = (query.where(where) if where else query).to_pandas()
        frame = frame.sort_values(["run", "yeast", "index"]).reset_index(drop=True)
        frame["gates"] = frame["gates"].map(json.loads)
        frame["realizations"] = frame["realizations"].map(list)
        frame["tokens"] = frame["prompt_tokens"] + frame["eval_tokens"]
        return frame

    def done_indexes(self, run: str, yeast: str) -> dict[int, str]:
        """Index → prompt of every prompt of ``run`` already recorded for ``yeast``."""
        rows = (
            self._table("run_turns")
            .search()
            .where(_where(run, yeast))
            .select(["index", "prompt"])
            .limit(None)
            .to_list()
        )
        return {int(r["index"]): r["prompt"] for r in rows}

    def turn_ids(self, run: str, yeast: str) -> set[str]:
        """Turn ids already recorded for ``run`` and ``yeast``."""
        rows = (
            self._table("run_turns")
            .search()
            .where(_where(run, yeast))
            .select(["turn_id"])
            .limit(None)
            .to_list()
        )
        return {r["turn_id"] for r in rows if r["turn_id"]}

    def delete_turns(self, run: str, yeast: str, indexes: Sequence[int]) -> None:
        """Remove some results of a run (to re-run them)."""
        if indexes:
            listed = ", ".join(str(int(i)) for i in indexes)
            where = f"{_where(run, yeast)} AND index IN ({listed})"
            _retrying(lambda: self._table("run_turns").delete(where))

    def compact(self) -> None:
        """Merge the small versions left by per-row appends.

        Compaction only saves space and time; when parallel fermentations keep conflicting
        with it, it is left to the next run rather than failing this one.
        """
        for name in _SCHEMAS:
            try:
                _retrying(self._table(name).optimize, attempts=4)
            except (RuntimeError, OSError) as exc:
                if "conflict" not in str(exc).lower():
                    raise

    def _sorted(self, name: str, keys: list[str], where: str = "") -> list[dict]:
        query = self._table(name).search().limit(None)
        rows = (query.where(where) if where else query).to_list()
        return sorted(rows, key=lambda r: tuple(r[k] for k in keys))


def _retrying(action, *, attempts: int = 8):
    """Run a write, retrying LanceDB's commit conflicts with other processes' writes."""
    for attempt in range(attempts):
        try:
            return action()
        except (RuntimeError, OSError) as exc:
            if "conflict" not in str(exc).lower() or attempt == attempts - 1:
                raise
            time.sleep(0.02 * 2**attempt)
    return None


def _where(run: str | None, yeast: str | None) -> str:
    parts = []
    if run is not None:
        parts.append(f"run = {sql_quote(run)}")
    if yeast is not None:
        parts.append(f"yeast = {sql_quote(yeast)}")
    return " AND ".join(parts)


def _run_row(run: Run) -> dict[str, Any]:
    row = {f.name: getattr(run, f.name) for f in fields(Run)}
    row["params"] = json.dumps(run.params, sort_keys=True, default=str)
    return row


def _row_run(row: dict[str, Any]) -> Run:
    values = {f.name: row[f.name] for f in fields(Run)}
    values["params"] = json.loads(row["params"] or "{}")
    values["created_at"] = _aware(row["created_at"])
    values["finished_at"] = _aware(row["finished_at"])
    return Run(**values)


def _turn_row(turn: RunTurn) -> dict[str, Any]:
    row = {f.name: getattr(turn, f.name) for f in fields(RunTurn)}
    row["realizations"] = list(turn.realizations)
    row["gates"] = json.dumps(turn.gates, sort_keys=True)
    return row


def _row_turn(row: dict[str, Any]) -> RunTurn:
    values = {f.name: row[f.name] for f in fields(RunTurn)}
    values["realizations"] = tuple(row["realizations"] or ())
    values["gates"] = json.loads(row["gates"] or "{}")
    values["created_at"] = _aware(row["created_at"])
    return RunTurn(**values)


def _aware(value: datetime | pd.Timestamp | None) -> datetime | None:
    if value is None or value is pd.NaT:
        return None
    return utc(pd.Timestamp(value).to_pydatetime())
