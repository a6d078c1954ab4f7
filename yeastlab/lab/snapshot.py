"""Snapshots, comparisons and reset of a whole yeast.

A snapshot is a compacted copy of the yeast's database (``Store.fork``) kept beside it in
``<yeast>.snapshots/<name>``; a reset first writes a timestamped backup to
``<yeast>.backups/<time>``. Both are ordinary yeasts: open them with ``yeastlab.open``.

:func:`compare` answers "what changed between A and B?": alive memories per tier, facts and rules
added or removed, and the self-model diff (:func:`yeastlab.core.selfmodel.diff`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from yeastlab.core.errors import ConfigError, StoreError
from yeastlab.core.records import TIERS
from yeastlab.core.selfmodel import diff
from yeastlab.store import Store

__all__ = [
    "SnapshotInfo",
    "Comparison",
    "ResetReport",
    "snapshot",
    "snapshots",
    "compare",
    "reset",
    "snapshot_dir",
    "backup_dir",
]

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,80}$")
CURRENT = ("current", "now", ".")


@dataclass(frozen=True)
class SnapshotInfo:
    """A saved snapshot: its name, directory, time and alive memories per tier."""

    name: str
    path: Path
    counts: dict[str, int]
    self_model_version: int


@dataclass(frozen=True)
class Comparison:
    """What changed from snapshot ``a`` to snapshot ``b``.

    Args:
        a, b: the labels compared.
        counts: ``{tier: (count in a, count in b)}`` of alive memories.
        facts_added: texts of semantic/procedural memories alive in ``b`` but not in ``a``.
        facts_removed: texts alive in ``a`` but not in ``b``.
        self_model: :func:`yeastlab.core.selfmodel.diff` of the latest versions.
        versions: the latest self-model version in each.
    """

    a: str
    b: str
    counts: dict[str, tuple[int, int]]
    facts_added: tuple[str, ...]
    facts_removed: tuple[str, ...]
    self_model: dict[str, Any]
    versions: tuple[int, int]

    def frame(self) -> pd.DataFrame:
        """Counts per tier with the difference."""
        rows = [
            {"tier": t, self.a: x, self.b: y, "change": y - x} for t, (x, y) in self.counts.items()
        ]
        return pd.DataFrame(rows).set_index("tier")

    def summary(self) -> str:
        """Lines for the ``yeast snapshot compare`` command."""
        lines = [f"{self.a} → {self.b}"]
        lines += [f"  {t:<10} {x:>5} → {y:<5} ({y - x:+d})" for t, (x, y) in self.counts.items()]
        lines += [f"  + {text}" for text in self.facts_added]
        lines += [f"  - {text}" for text in self.facts_removed]
        va, vb = self.versions
        lines.append(f"  self-model v{va} → v{vb}: " + (", ".join(self.self_model) or "unchanged"))
        return "\n".join(lines)


@dataclass(frozen=True)
class ResetReport:
    """What a reset did: where the backup is and how much was cleared."""

    backup: Path
    forgotten: int
    turns_removed: int
    kept_audits: bool


def snapshot_dir(yeast) -> Path:
    """Where the snapshots of ``yeast`` live."""
    path = Path(yeast.store.path)
    return path.parent / f"{path.name}.snapshots"


def backup_dir(yeast) -> Path:
    """Where the reset backups of ``yeast`` live."""
    path = Path(yeast.store.path)
    return path.parent / f"{path.name}.backups"


def _stamp(yeast) -> str:
    return yeast.clock.now().strftime("%Y%m%dT%H%M%S%fZ")


def snapshot(yeast, name: str | None = None) -> SnapshotInfo:
    """Save a copy of the yeast as it is now.

    Args:
        yeast: the yeast.
        name: letters, digits, ``.``, ``_``, ``-`` (default: the clock's timestamp).

    Raises:
        ConfigError: for a bad name. StoreError: if a snapshot with that name exists.
    """
    name = name or _stamp(yeast)
    if not _NAME.match(name) or name in CURRENT:
        raise ConfigError(
            f"Bad snapshot name {name!r}: use letters, digits, '.', '_' or '-' (not 'current')"
        )
    target = snapshot_dir(yeast) / name
    if target.exists():
        raise StoreError(f"A snapshot named {name!r} exists already ({target}); pick another name")
    copy = yeast.store.fork(target)
    try:
        return SnapshotInfo(name, target, copy.counts(), copy.self_model().version)
    finally:
        copy.close()


def snapshots(yeast) -> list[str]:
    """Names of the saved snapshots, oldest first."""
    where = snapshot_dir(yeast)
    if not where.exists():
        return []
    found = [p for p in where.iterdir() if p.is_dir()]
    return [p.name for p in sorted(found, key=lambda p: (p.stat().st_mtime, p.name))]


def _open(yeast, ref: Any) -> tuple[str, Store, bool]:
    """(label, store, whether we opened it) for a name, path, Store or Yeast."""
    if isinstance(ref, Store):
        return str(ref.path), ref, False
    if hasattr(ref, "store"):
        return str(ref.path), ref.store, False
    text = str(ref)
    if text in CURRENT:
        return "current", yeast.store, False
    path = snapshot_dir(yeast) / text
    if not path.exists():
        path = Path(text)
    if not (path / "meta.lance").exists():
        known = ", ".join(snapshots(yeast)) or "none yet"
        raise StoreError(f"No snapshot named {text!r} (snapshots: {known}); or pass a yeast path")
    return text, Store.open(path, embedder=yeast.embedder, clock=yeast.clock), True


def _knowledge(store: Store) -> dict[str, str]:
    return {m.id: m.text for m in store.memories(("semantic", "procedural"))}


def compare(a: Any, b: Any = "current", *, yeast=None) -> Comparison:
    """Compare two snapshots (names, yeast paths, Stores or Yeasts; ``"current"`` is the yeast).

    Args:
        a, b: what to compare; names and ``"current"`` need ``yeast``.
        yeast: the yeast whose snapshots the names refer to.
    """
    if yeast is None:
        if not (hasattr(a, "store") or isinstance(a, Store)):
            raise ConfigError("compare() needs yeast= to look up snapshot names")
        yeast = a if hasattr(a, "store") else None
    opened = []
    try:
        (la, sa, oa), (lb, sb, ob) = _open(yeast, a), _open(yeast, b)
        opened = [s for s, o in ((sa, oa), (sb, ob)) if o]
        ca, cb = sa.counts(), sb.counts()
        ka, kb = _knowledge(sa), _knowledge(sb)
        ma, mb = sa.self_model(), sb.self_model()
        return Comparison(
            a=la,
            b=lb,
            counts={t: (ca.get(t, 0), cb.get(t, 0)) for t in TIERS},
            facts_added=tuple(kb[i] for i in kb if i not in ka),
            facts_removed=tuple(ka[i] for i in ka if i not in kb),
            self_model=diff(ma, mb),
            versions=(ma.version, mb.version),
        )
    finally:
        for store in opened:
            store.close()


def reset(yeast, keep_audits: bool = False) -> ResetReport:
    """Wipe a yeast's mind back to version 1, after a timestamped backup.

    Every alive memory is forgotten with reason ``reset`` (the forgetting log is kept, so the
    reset itself is on record); turns and proposals are deleted; self-model versions after 1
    are deleted; drift and gate audits are deleted unless ``keep_audits``. Ingested documents
    stay (they are a library, not a memory).

    Returns:
        The :class:`ResetReport` with the backup's path.
    """
    target = backup_dir(yeast) / _stamp(yeast)
    yeast.store.fork(target).close()
    store = yeast.store
    alive = [m.id for m in store.memories()]
    if alive:
        store.forget(alive, reason="reset")
    turns = store.turn_count()
    for table in ("turns", "proposals"):
        store.delete_where(table, "true")
    if not keep_audits:
        for table in ("drift_audits", "gate_audits"):
            store.delete_where(table, "true")
    store.delete_where("self_model", "version > 1")
    return ResetReport(target, len(alive), turns, keep_audits)
