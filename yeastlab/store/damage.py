"""Reading a yeast's tables without trusting them: whether each table's latest version can be
read, and :func:`probe`, the one :class:`~yeastlab.core.errors.StoreError` that
:meth:`Store.open <yeastlab.store.facade.Store.open>` raises for a damaged yeast (naming the
table and pointing to ``yeast repair``). :mod:`yeastlab.store.health` builds ``check`` and
``repair`` on these."""

from __future__ import annotations

import contextlib
import json
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import lancedb
import pyarrow as pa

from yeastlab.core.errors import StoreError

__all__ = ["KEYS", "TableHealth", "open_table", "probe", "read_keys", "short", "table_health"]

#: The column that identifies a row, per table (read to prove a version readable).
KEYS = {
    "memories": "id",
    "self_model": "version",
    "turns": "turn_id",
    "gate_audits": "turn_id",
    "forgetting": "memory_id",
    "proposals": "id",
    "documents": "id",
    "chunks": "id",
    "drift_audits": "created_at",
    "meta": "key",
}


@dataclass(frozen=True)
class TableHealth:
    """One table's state: ``problem`` is empty when its latest version reads."""

    name: str
    rows: int | None
    version: int | None
    problem: str = ""
    notes: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        """Whether the latest version reads."""
        return not self.problem


def table_names(path: Path) -> list[str]:
    """The tables on disk (``<name>.lance`` directories), whatever LanceDB makes of them."""
    return sorted(p.name[: -len(".lance")] for p in path.glob("*.lance") if p.is_dir())


def open_table(db: Any, name: str) -> Any:
    """Open a table and read its manifest (raising what lance raises if it cannot)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        table = db.open_table(name)
    table.version  # noqa: B018 - reads the manifest
    return table


def read_keys(table: Any, name: str) -> pa.Table:
    """Every row's key column (which needs every data file of the version to be whole)."""
    column = KEYS.get(name) or table.schema.names[0]
    if column not in table.schema.names:
        column = table.schema.names[0]
    return table.search().select([column]).limit(None).to_arrow()


def short(exc: BaseException) -> str:
    """A library error in one line, without the Rust source location."""
    text = str(exc).split(", /", 1)[0].split("\n", 1)[0]
    return f"{type(exc).__name__}: {text[:200]}"


def hinted_version(table_dir: Path) -> int | None:
    """The version LanceDB's ``latest_version_hint.json`` records (written after each commit's
    manifest), or ``None`` when there is no readable hint."""
    try:
        return int(json.loads((table_dir / "_versions" / "latest_version_hint.json").read_text())
                   ["version"])  # fmt: skip
    except (OSError, ValueError, KeyError, TypeError):
        return None


def table_health(db: Any, name: str) -> tuple[TableHealth, Any]:
    """``(health, table)``; ``table`` is ``None`` when the latest version does not read.

    A removed newest manifest makes LanceDB open the version before it without a word (losing
    what the newest version wrote): the hint, written after every commit, still names the newer
    version, so that is reported as damage too (``yeast repair`` names the rows it lost)."""
    try:
        table = open_table(db, name)
        version = table.version
    except Exception as exc:  # noqa: BLE001 - a damaged manifest: lance says RuntimeError
        return TableHealth(name, None, None, f"latest version unreadable ({short(exc)})"), None
    hinted = hinted_version(Path(db.uri) / f"{name}.lance")
    if hinted is not None and hinted > version:
        # another process may have committed since the table was opened: look again first
        with contextlib.suppress(Exception):
            table, version = (again := open_table(db, name)), again.version
    if hinted is not None and hinted > version:
        problem = f"manifest of v{hinted} missing (v{version} is the newest left)"
        return TableHealth(name, None, version, problem), None
    try:
        rows = read_keys(table, name).num_rows
    except Exception as exc:  # noqa: BLE001 - a damaged or missing data file
        return TableHealth(name, None, version, f"v{version} unreadable ({short(exc)})"), None
    return TableHealth(name, rows, version), table


def probe(path: Path) -> None:
    """Raise one :class:`StoreError` naming the first table of the yeast at ``path`` whose
    latest version cannot be read (a few milliseconds a table)."""
    db = lancedb.connect(str(path))
    for name in table_names(path):
        health, _ = table_health(db, name)
        if not health.ok:
            raise StoreError(
                f"the yeast at {path} is damaged: table {name!r}: {health.problem}. "
                f"Run `yeast check {path}` to see every table and `yeast repair {path}` to roll "
                "damaged tables back to their last readable version (it reports which rows "
                "that loses)"
            )
