"""A yeast's health: :func:`check` every table, :func:`repair` damaged ones, :func:`reembed`.

LanceDB keeps every version of a table (a manifest per version under ``<table>.lance/_versions``,
the data files it names under ``data/``). A torn copy, a backup taken mid-write or a full disk can
leave the *latest* version unreadable (its manifest or a data file truncated or missing) while
every earlier version is intact.

- :func:`check` opens each table read-only and verifies it: the latest version readable (every
  row's first column read, which needs every data file's footer), the columns the schema expects,
  the embedder and dimension recorded in ``meta`` (and the vector columns' width), no orphans
  (gate audits of unknown turns, chunks of unknown documents).
- :func:`repair` rolls each damaged table back to its newest readable version: manifests that
  cannot be read are moved to ``<yeast>/.repair/<time>/<table>/`` (nothing is deleted); a readable
  manifest naming damaged data is superseded by a new version restoring the readable one
  (``Table.restore``). The report says, per table, which version it went back to, how many rows
  that loses (from the damaged version's manifest, when it reads) and which: each lost row by
  its key with a short summary, named by the other tables' references to it
  (:mod:`yeastlab.store.losses`), plus how many lost rows nothing names.
- :func:`probe` is what :meth:`Store.open <yeastlab.store.facade.Store.open>` runs: one
  :class:`~yeastlab.core.errors.StoreError` naming the damaged table and pointing to
  ``yeast repair``.
- :func:`reembed` rebuilds a yeast with another embedder (every memory and chunk embedded again),
  keeping the old files beside it.

The reports (:class:`HealthReport`, :class:`RepairReport` and its :class:`TableRepair` rows) are
:mod:`yeastlab.store.health_reports`'s, re-exported here. The command line: ``yeast check``,
``yeast repair``, ``yeast reembed``.
"""

from __future__ import annotations

import contextlib
import shutil
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import lancedb
import pyarrow as pa

from yeastlab.backends.embedders import make_embedder
from yeastlab.core.errors import StoreError
from yeastlab.store.damage import (
    TableHealth,
    hinted_version,
    open_table,
    probe,
    read_keys,
    short,
    table_health,
    table_names,
)
from yeastlab.store.facade import Store
from yeastlab.store.health_reports import HealthReport, RepairReport, TableRepair
from yeastlab.store.lancesql import sql
from yeastlab.store.losses import LostRow, name_losses
from yeastlab.store.tables import TABLES, schema_for

__all__ = [
    "TableHealth",
    "HealthReport",
    "TableRepair",
    "LostRow",
    "RepairReport",
    "check",
    "repair",
    "probe",
    "reembed",
    "REPAIR_DIR",
]

#: Where :func:`repair` moves the files it takes out of a table (inside the yeast).
REPAIR_DIR = ".repair"


def _connect(path: Path) -> Any:
    if not (path / "meta.lance").exists():
        raise StoreError(f"{path} is not a yeast (no meta table); check the path")
    return lancedb.connect(str(path))


def check(path: str | Path, *, embedder: Any = None) -> HealthReport:
    """Verify every table of the yeast at ``path`` (read-only; the yeast may be open elsewhere).

    Args:
        path: the yeast directory.
        embedder: the embedder it is meant to be opened with (its name and dimension are then
            compared with ``meta``); default: only ``meta`` against the vector columns.

    Returns:
        The :class:`HealthReport`.

    Raises:
        StoreError: ``path`` is not a yeast.
    """
    path = Path(path)
    db = _connect(path)
    results: list[TableHealth] = []
    problems: list[str] = []
    tables: dict[str, Any] = {}
    for name in table_names(path):
        health, table = table_health(db, name)
        if table is not None:
            tables[name] = table
        results.append(health)
    meta: dict[str, str] = {}
    if "meta" in tables:
        meta = {r["key"]: r["value"] for r in tables["meta"].to_arrow().to_pylist()}
    dim = int(meta["dim"]) if meta.get("dim", "").isdigit() else None
    if tables and not meta.get("embedder"):
        problems.append("meta records no embedder")
    if (
        embedder is not None
        and meta.get("embedder")
        and ((embedder.name, embedder.dim) != (meta.get("embedder"), dim))
    ):
        problems.append(
            f"built with embedder {meta.get('embedder')!r} ({dim}-d), not {embedder.name!r} "
            f"({embedder.dim}-d): `yeast reembed {path} --embedder <name>` re-embeds it"
        )
    results = [_schema_notes(h, tables.get(h.name), dim, problems) for h in results]
    problems += _orphans(tables)
    return HealthReport(path, tuple(results), tuple(problems))


def _schema_notes(
    health: TableHealth, table: Any, dim: int | None, problems: list[str]
) -> TableHealth:
    if table is None or health.name not in TABLES:
        return health
    notes = []
    try:
        expected = schema_for(TABLES[health.name], dim)
    except ValueError:  # a vector table while meta records no dimension (reported already)
        return health
    have = {f.name: f for f in table.schema}
    missing = [f.name for f in expected if f.name not in have]
    if missing:
        notes.append(f"columns missing (added on the next write): {', '.join(missing)}")
    for f in expected:
        got = have.get(f.name)
        vectors = got is not None and pa.types.is_fixed_size_list(got.type)
        if vectors and dim is not None and got.type.list_size != dim:
            problems.append(
                f"{health.name}.{f.name} holds {got.type.list_size}-d vectors but meta "
                f"records {dim}-d"
            )
    return TableHealth(health.name, health.rows, health.version, health.problem, tuple(notes))


def _column(table: Any, name: str) -> set[str]:
    if table is None or name not in table.schema.names:
        return set()
    values = table.search().select([name]).limit(None).to_arrow().column(name).to_pylist()
    return {str(v) for v in values}


def _orphans(tables: dict[str, Any]) -> list[str]:
    out = []
    for child, column, parent, key in (
        ("gate_audits", "turn_id", "turns", "turn_id"),
        ("chunks", "doc_id", "documents", "id"),
    ):
        if child in tables and parent in tables:
            try:
                missing = _column(tables[child], column) - _column(tables[parent], key)
            except Exception as exc:  # noqa: BLE001 - reported, not raised
                out.append(f"{child}: could not be compared with {parent} ({short(exc)})")
                continue
            if missing:
                out.append(
                    f"{len(missing)} {child} row group(s) name a {column} not in {parent} "
                    f"(orphans), e.g. {sorted(missing)[0]}"
                )
    return out


# ---------------------------------------------------------------- repairing


def _manifests(table_dir: Path) -> list[tuple[int, Path]]:
    """``(version, manifest)`` of a table, newest first (both of LanceDB's naming schemes)."""
    out = []
    for manifest in (table_dir / "_versions").glob("*.manifest"):
        try:
            number = int(manifest.stem)
        except ValueError:
            continue
        version = 2**64 - 1 - number if number > 2**63 else number
        out.append((version, manifest))
    return sorted(out, reverse=True)


def repair(path: str | Path) -> RepairReport:
    """Roll every damaged table of the yeast at ``path`` back to its newest readable version.

    Close the yeast everywhere first (nothing else may write it meanwhile).

    Returns:
        The :class:`RepairReport`: per table the versions, the rows lost, the files moved.

    Raises:
        StoreError: ``path`` is not a yeast.
    """
    path = Path(path)
    before = check(path)
    quarantine = path / REPAIR_DIR / datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
    repaired: list[TableRepair] = []
    unrepairable: list[str] = []
    for name in before.damaged:
        result = _repair_table(path, name, quarantine / name)
        if result is None:
            unrepairable.append(name)
        else:
            repaired.append(result)
    moved = quarantine if quarantine.exists() else None
    named = name_losses(path, {r.name: r.lost_rows for r in repaired})
    repaired = [replace(r, lost=tuple(named.get(r.name, ()))) for r in repaired]
    _drop_orphan_audits(path, repaired)
    return RepairReport(path, tuple(repaired), tuple(unrepairable), moved, check(path))


def _repair_table(path: Path, name: str, quarantine: Path) -> TableRepair | None:
    table_dir = path / f"{name}.lance"
    moved: list[str] = []
    damaged: int | None = None
    damaged_rows: int | None = None
    # 1. Unreadable manifests (newest first) are moved out until the table opens.
    table = None
    for version, manifest in _manifests(table_dir):
        try:
            table = open_table(lancedb.connect(str(path)), name)
            break
        except Exception:  # noqa: BLE001 - unreadable: set aside
            damaged = damaged or version
            quarantine.mkdir(parents=True, exist_ok=True)
            shutil.move(str(manifest), quarantine / manifest.name)
            moved.append(manifest.name)
            hint = table_dir / "_versions" / "latest_version_hint.json"
            if hint.exists():
                shutil.move(str(hint), quarantine / hint.name)
    if table is None:
        return None
    latest = table.version
    hinted = hinted_version(table_dir)
    if hinted is not None and hinted > latest:  # the newest manifest is gone: say so, and
        damaged = damaged or hinted  # move the hint that still names it out of the table
        quarantine.mkdir(parents=True, exist_ok=True)
        hint = table_dir / "_versions" / "latest_version_hint.json"
        shutil.move(str(hint), quarantine / hint.name)
        moved.append(hint.name)
    # 2. The newest version whose rows read is the one to keep.
    for version in range(latest, 0, -1):
        try:
            table.checkout(version)
            keys = read_keys(table, name)
        except Exception:  # noqa: BLE001 - damaged data: try the version before
            damaged = damaged or version
            if damaged_rows is None:
                with contextlib.suppress(Exception):
                    damaged_rows = table.count_rows()  # from the manifest: no data read
            continue
        break
    else:
        return None
    if version != latest:
        table.checkout_latest()
        table.restore(version)
    lost = None if damaged_rows is None else max(damaged_rows - keys.num_rows, 0)
    return TableRepair(name, damaged, version, lost, tuple(moved))


def _drop_orphan_audits(path: Path, repaired: list[TableRepair]) -> None:
    """The gate audits of a rolled-back dialogue log's lost turns are removed with them (so no
    orphans are left); the lost turns stay named in the report."""
    lost = [key for r in repaired if r.name == "turns" for key in r.lost_keys]
    if not lost:
        return
    with contextlib.suppress(Exception):  # an audit table that cannot be changed stays
        audits = open_table(lancedb.connect(str(path)), "gate_audits")
        audits.delete(f"turn_id IN ({', '.join(sql(t) for t in lost)})")


# ---------------------------------------------------------------- re-embedding


def reembed(path: str | Path, embedder: Any, *, clock: Any = None) -> Path:
    """Rebuild the yeast at ``path`` with ``embedder``: every memory and chunk embedded again.

    The old files are kept beside it, in ``<path>.before-reembed-<time>``.

    Args:
        path: the yeast directory (closed everywhere).
        embedder: the new embedder (an object; ``make_embedder(name)`` builds one).
        clock: the clock for the rebuilt store (default: the wall clock).

    Returns:
        Where the old files were moved.

    Raises:
        StoreError: the yeast is damaged (repair it first) or its embedder is not known.
    """
    path = Path(path)
    report = check(path)
    if report.damaged:
        raise StoreError(
            f"{path} is damaged ({', '.join(report.damaged)}): run `yeast repair` first"
        )
    db = _connect(path)
    meta = {r["key"]: r["value"] for r in db.open_table("meta").to_arrow().to_pylist()}
    try:
        old = make_embedder(meta.get("embedder", ""))
    except Exception as exc:  # noqa: BLE001 - named in the message
        raise StoreError(
            f"{path} was built with embedder {meta.get('embedder')!r}, which this yeastlab "
            f"cannot load ({exc}); it cannot be re-embedded here"
        ) from exc
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    work = path.with_name(f".{path.name}.reembedding-{stamp}")
    backup = path.with_name(f"{path.name}.before-reembed-{stamp}")
    kwargs = {"clock": clock} if clock is not None else {}
    try:
        with Store.open(path, embedder=old, **kwargs) as source:
            source.fork(work, embedder=embedder).close()
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    path.rename(backup)
    work.rename(path)
    return backup
