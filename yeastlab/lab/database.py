"""The lab database: fermentation runs and their per-prompt results, in LanceDB.

One database (a directory, ``Settings.lab``) is shared by every yeast and every run, so results
across yeasts and runs are one pandas query away. Two tables:

* ``runs`` — one row per (run, yeast): parameters, executed notebook, status, timings.
* ``run_turns`` — one row per prompt of a run: the :class:`~yeastlab.core.records.RunTurn` fields.

Results are written behind the fermentation loop by the writer every store uses
(:class:`~yeastlab.store.writer.WriteBehind`, from :meth:`Lab.writer`): a background thread
commits them in batches (one LanceDB ``add`` per batch, in the order given), overlapping the next
model call instead of costing a commit and a table version per prompt. LanceDB commits each
``add()`` atomically and a failed batch is retried before anything queued behind it, so a process
killed at any moment leaves whole batches or nothing, and the rows in the lab are always a prefix
of the rows handed to the writer; the rows still queued are recovered from the yeast's own
dialogue log by :func:`yeastlab.lab.ferment` when the run resumes. Several processes may append
to the same database at once (commit conflicts are retried under :data:`CONFLICT_RETRY`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import MISSING, fields, replace
from datetime import timedelta
from pathlib import Path
from typing import Any

import lancedb
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from yeastlab.core.clock import Clock, SystemClock
from yeastlab.core.errors import ConfigError, StoreError
from yeastlab.core.records import Run, RunTurn
from yeastlab.core.retry import RetryPolicy, is_commit_conflict
from yeastlab.lab.redaction import sync_forgotten
from yeastlab.store.lancesql import all_of, in_list, sql
from yeastlab.store.purge import rewrite_deleted
from yeastlab.store.tables import columns_of, from_arrow, schema_for, to_arrow, to_json
from yeastlab.store.writer import WriteBehind

__all__ = ["Lab", "RUNS_SCHEMA", "RUN_TURNS_SCHEMA", "CONFLICT_RETRY"]


def _lab_schema(cls: type) -> pa.Schema:
    """The table of a lab record, derived like a yeast's tables (:func:`schema_for`), with
    every column nullable: labs made before kept them so, and a column added since (a run's
    ``environment``) is null in the rows written before it."""
    schema = schema_for(cls)
    return pa.schema([f.with_nullable(True) for f in schema], metadata=schema.metadata)


RUNS_SCHEMA = _lab_schema(Run)
RUN_TURNS_SCHEMA = _lab_schema(RunTurn)

_RECORDS: dict[str, type] = {"runs": Run, "run_turns": RunTurn}
_SCHEMAS = {"runs": RUNS_SCHEMA, "run_turns": RUN_TURNS_SCHEMA}

#: A table with this many fragments (one per commit since the last compaction) is compacted.
COMPACT_FRAGMENTS = 16

#: Another process's commit (or table creation) won the race: try again, up to 8 times.
CONFLICT_RETRY = RetryPolicy(attempts=8, first_wait=0.02, max_wait=1.0)


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
        def open_or_create():
            try:
                table = self._db.create_table(name, schema=_SCHEMAS[name], exist_ok=True)
            except (OSError, ValueError, RuntimeError):
                table = self._db.open_table(name)
            return self._upgraded(table, name)

        try:
            return CONFLICT_RETRY.call(open_or_create, (OSError, ValueError, RuntimeError))
        except (OSError, ValueError, RuntimeError) as exc:
            raise StoreError(
                f"Cannot create table {name!r} in the lab database at {self.path}: {exc}"
            ) from exc

    def _upgraded(self, table: Any, name: str) -> Any:
        """``table`` with the columns added to its schema since it was made (null in old rows),
        so a lab from an earlier version keeps working. Another process adding them at the
        same time makes this raise; the caller opens the table again."""
        have = set(table.schema.names)
        missing = [f for f in _SCHEMAS[name] if f.name not in have]
        if missing:
            table.add_columns(missing)
        return table

    # -- runs -----------------------------------------------------------------------------------
    def start_run(self, run: Run) -> Run:
        """Record ``run`` as running (an existing row for the same run and yeast is reused).

        Returns:
            ``run`` itself when it is new; the existing row (status set back to ``running``)
            when resuming.
        """
        existing = self.run(run.run, run.yeast)
        if existing is not None:
            self._update_run(existing.run, existing.yeast, status="running", finished_at=None)
            return replace(existing, status="running", finished_at=None)
        row = to_arrow([_plain_run(run)], RUNS_SCHEMA)
        _retrying(lambda: self._table("runs").add(row))
        return run

    def finish_run(self, run: str, yeast: str, *, status: str = "done", **values: Any) -> None:
        """Mark a run finished (``done`` or ``failed``) now."""
        self._update_run(run, yeast, status=status, finished_at=self.clock.now(), **values)

    def set_environment(self, run: str, yeast: str, environment: dict[str, Any]) -> None:
        """Replace the environment recorded with a run (``Run.environment``)."""
        self._update_run(run, yeast, environment=environment)

    def _update_run(self, run: str, yeast: str, **values: Any) -> None:
        for key in ("params", "environment"):
            if key in values:
                values[key] = to_json(_plain(values[key]))
        where = f"run = {sql(run)} AND yeast = {sql(yeast)}"
        _retrying(lambda: self._table("runs").update(where=where, values=values))

    def run(self, run: str, yeast: str) -> Run | None:
        """The run row for ``run`` and ``yeast``, or ``None``."""
        where = f"run = {sql(run)} AND yeast = {sql(yeast)}"
        rows = self._records("runs", [], where)
        return rows[0] if rows else None

    def runs(self) -> list[Run]:
        """Every run, oldest first."""
        return self._records("runs", ["created_at", "run"])

    def runs_frame(self) -> pd.DataFrame:
        """Every run as a DataFrame, with ``done`` and ``errors`` counts per run, and the run's
        parameters (``params``, e.g. a sweep's grid values) as columns too: one per key, named
        by it (``param_<key>`` where the key is already a column), empty for runs without it."""
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
        frame["environment"] = frame["environment"].map(lambda e: json.loads(e or "{}"))
        return _with_params(frame).reset_index(drop=True)

    # -- run turns ------------------------------------------------------------------------------
    def add_turn(self, row: RunTurn) -> None:
        """Append one prompt's result (one atomic commit)."""
        self.add_turns([row])

    def add_turns(self, rows: Sequence[RunTurn]) -> None:
        """Append several prompts' results in one atomic commit: all of them or none."""
        if rows:
            batch = to_arrow(list(rows), RUN_TURNS_SCHEMA)
            _retrying(lambda: self._table("run_turns").add(batch))

    def writer(
        self,
        *,
        flush_every: int = 32,
        flush_after: float = 2.0,
        max_queued: int = 256,
        barrier: Callable[[], None] | None = None,
        clock: Clock | None = None,
    ) -> WriteBehind:
        """A writer appending :class:`RunTurn` rows to this lab behind the caller.

        ``submit`` returns at once; a batch is committed (one ``add``) once ``flush_every`` rows
        wait, ``flush_after`` seconds after the oldest was submitted, and on ``drain`` and
        ``close``; a table left with many fragments is compacted there too, off the caller's
        path. A failed batch is retried with backoff before any row behind it, and reported
        by ``submit``/``drain``/``close`` (see :mod:`yeastlab.store.writer`), so the lab always
        holds a prefix of the rows submitted.

        Args:
            flush_every: rows per batch.
            flush_after: seconds a row may wait for its batch to fill.
            max_queued: rows queued before ``submit`` waits (bounded memory, backpressure).
            barrier: called on the writer's thread before each commit — ``Store.flush`` of
                the yeast, so that no row reaches the lab before the turn it records is in
                the yeast.
            clock: where a row's wait is measured (default: the wall clock; the lab's own
                clock tells simulated time, which need not move while the run goes on).

        Raises:
            ConfigError: an option is out of range.
        """
        if flush_every < 1 or flush_after < 0 or max_queued < 1:
            raise ConfigError("flush_every and max_queued must be positive, flush_after >= 0")

        def commit(rows: list[RunTurn]) -> None:
            if barrier is not None:
                barrier()
            self.add_turns(rows)
            rows.clear()  # committed: a retry (of the compaction) must not add them again
            self.compact(min_fragments=COMPACT_FRAGMENTS)

        return WriteBehind(
            commit,
            name=f"yeastlab-lab-writer:{self.path.name}",
            batch_size=flush_every,
            max_age=flush_after,
            max_pending=max_queued,
            clock=clock,
            describe=self._write_failure,
        )

    def _write_failure(self, rows: list[RunTurn], exc: BaseException) -> StoreError:
        if not rows:  # the batch is in; compacting after it failed
            return StoreError(
                f"Compacting the lab database at {self.path} failed: {exc}; every result so "
                "far is written. Fix the cause and run again to go on"
            )
        return StoreError(
            f"Writing fermentation results to the lab database at {self.path} failed: {exc}; "
            f"the results from prompt {rows[0].index + 1} of run {rows[0].run!r} on are not in "
            "the lab (the yeast kept its turns, and they stay queued). Fix the cause (disk "
            "space, permissions) and run the same run again: it records them without asking "
            "again"
        )

    def turns(
        self, run: str | None = None, yeast: str | None = None, *, redact: bool = True
    ) -> list[RunTurn]:
        """The results of a run (or of every run), ordered by run, yeast and index. With
        ``redact``, what a run's yeast forgot since is first redacted from the rows too
        (:func:`yeastlab.lab.redaction.sync_forgotten`)."""
        if redact:
            sync_forgotten(self)
        return self._records("run_turns", ["run", "yeast", "index"], _where(run, yeast))

    def turns_frame(self, run: str | None = None, yeast: str | None = None) -> pd.DataFrame:
        """Run results as a DataFrame; ``gates`` is a dict column and ``tokens`` their sum
        (what a run's yeast forgot since redacted first, as in :meth:`turns`)."""
        sync_forgotten(self)
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

    def turn_ids(self, run: str | None, yeast: str) -> set[str]:
        """Turn ids already recorded for ``yeast`` in ``run`` (``None``: in any run)."""
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
            where = all_of(_where(run, yeast), in_list("index", [int(i) for i in indexes]))
            _retrying(lambda: self._table("run_turns").delete(where))

    def compact(self, *, min_fragments: int = 0, purge: bool = False) -> None:
        """Merge the small fragments and versions left by appends and updates.

        Compaction only saves space and time; when parallel fermentations keep conflicting
        with it, it is left to the next run rather than failing this one.

        Args:
            min_fragments: compact only the tables with at least this many fragments (checking
                costs a millisecond or two; compacting a few hundred).
            purge: also rewrite the data files still holding replaced rows and remove every
                older version now (LanceDB keeps them a week otherwise), so text redacted from
                the rows is gone from the files (:mod:`yeastlab.lab.redaction`).
        """
        older = {"cleanup_older_than": timedelta(0)} if purge else {}
        for name in _SCHEMAS:
            if min_fragments and self._fragments(name) < min_fragments:
                continue
            try:
                RetryPolicy(attempts=4, first_wait=0.02).call(
                    lambda table=self._table(name): self._optimize(table, purge, older),
                    is_commit_conflict,
                )
            except (RuntimeError, OSError) as exc:
                if "conflict" not in str(exc).lower():
                    raise

    @staticmethod
    def _optimize(table: Any, purge: bool, older: dict) -> None:
        if purge:  # the redacted rows' old bytes leave the data files too
            rewrite_deleted(table)
        table.optimize(**older)

    def _fragments(self, name: str) -> int:
        return int(self._table(name).stats()["fragment_stats"]["num_fragments"])

    def _records(self, name: str, keys: list[str], where: str = "") -> list[Any]:
        """The rows of table ``name`` matching ``where``, sorted by ``keys``, as records."""
        query = self._table(name).search().limit(None)
        rows = (query.where(where) if where else query).to_arrow()
        if keys:
            rows = rows.sort_by([(key, "ascending") for key in keys])
        return from_arrow(_RECORDS[name], _defaults_for_nulls(_RECORDS[name], rows))


def _with_params(frame: pd.DataFrame) -> pd.DataFrame:
    """``frame`` with each run's ``params`` spread into columns, so a sweep's parameters sit
    next to its results (``frame.groupby("half_life_days")["done"]``)."""
    if frame.empty:
        return frame
    params = pd.DataFrame(list(frame["params"]), index=frame.index)
    taken = set(frame.columns)
    return frame.join(params.rename(columns=lambda k: f"param_{k}" if k in taken else k))


def _retrying(action):
    """Run a write, retrying LanceDB's commit conflicts with other processes' writes."""
    return CONFLICT_RETRY.call(action, is_commit_conflict)


def _where(run: str | None, yeast: str | None) -> str:
    parts = []
    if run is not None:
        parts.append(f"run = {sql(run)}")
    if yeast is not None:
        parts.append(f"yeast = {sql(yeast)}")
    return " AND ".join(parts)


def _plain(value: Any) -> Any:
    """``value`` as plain JSON types: parameters may hold paths or numpy scalars."""
    return json.loads(json.dumps(value, sort_keys=True, default=str))


def _plain_run(run: Run) -> Run:
    return replace(run, params=_plain(run.params), environment=_plain(run.environment))


def _defaults_for_nulls(cls: type, rows: pa.Table) -> pa.Table:
    """``rows`` with the nulls of columns ``cls`` never leaves ``None`` (a column added since
    those rows were written) replaced by the field's default."""
    defaults = {
        f.name: f.default if f.default is not MISSING else f.default_factory()
        for f in fields(cls)
        if f.default is not MISSING or f.default_factory is not MISSING
    }
    for col in columns_of(cls):
        if col.nullable or col.kind == "time" or col.name not in defaults:
            continue
        if col.name not in rows.column_names or not rows.column(col.name).null_count:
            continue
        default = defaults[col.name]
        value = to_json(default) if col.kind == "json" else default
        column = rows.column(col.name)
        filled = pc.fill_null(column, pa.scalar(value, type=column.type))
        rows = rows.set_column(rows.schema.get_field_index(col.name), col.name, filled)
    return rows
