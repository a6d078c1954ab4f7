"""What :func:`~yeastlab.store.health.check` and :func:`~yeastlab.store.health.repair` report:
per table its health, and per repaired table the version it went back to and the rows that
loses (each by its key and a short summary, :mod:`yeastlab.store.losses`), printed as the
``yeast check`` and ``yeast repair`` commands show them."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from yeastlab.store.damage import TableHealth
from yeastlab.store.losses import LostRow

__all__ = ["HealthReport", "RepairReport", "TableRepair"]


@dataclass(frozen=True)
class HealthReport:
    """What :func:`check` found."""

    path: Path
    tables: tuple[TableHealth, ...]
    problems: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.problems and all(t.ok for t in self.tables)

    @property
    def damaged(self) -> tuple[str, ...]:
        """The tables whose latest version cannot be read."""
        return tuple(t.name for t in self.tables if not t.ok)

    def __str__(self) -> str:
        lines = [f"yeast {self.path}: {'OK' if self.ok else 'PROBLEMS FOUND'}"]
        for t in self.tables:
            state = "ok" if t.ok else f"DAMAGED: {t.problem}"
            lines.append(f"  {t.name:<13} v{t.version or '?':<5} {t.rows or 0:>7} rows  {state}")
            lines += [f"      {note}" for note in t.notes]
        lines += [f"  problem: {p}" for p in self.problems]
        if self.damaged:
            lines.append(f"  run `yeast repair {self.path}` to roll damaged tables back")
        return "\n".join(lines)


@dataclass(frozen=True)
class TableRepair:
    """What :func:`repair` did to one table."""

    name: str
    from_version: int | None
    to_version: int
    #: Rows the damaged version had beyond the restored one (from its manifest; ``None``
    #: when even the manifest was unreadable).
    lost_rows: int | None = None
    moved: tuple[str, ...] = ()
    #: The lost rows the rest of the yeast names (key and summary), sorted by key.
    lost: tuple[LostRow, ...] = ()

    @property
    def lost_keys(self) -> tuple[str, ...]:
        """The keys of :attr:`lost`."""
        return tuple(row.key for row in self.lost)

    @property
    def unnamed(self) -> int | None:
        """Lost rows nothing names (``None`` when the loss could not be counted)."""
        return None if self.lost_rows is None else max(self.lost_rows - len(self.lost), 0)

    def __str__(self) -> str:
        start = f"v{self.from_version}" if self.from_version else "an unreadable version"
        if self.lost_rows is None:
            lost = (
                f"the rows written by versions after v{self.to_version} are lost (their "
                "manifest could not be read, so they cannot be counted)"
            )
        else:
            lost = (
                f"loses {self.lost_rows} row(s) (and undoes the updates and deletions made "
                f"after v{self.to_version})"
            )
        lines = [f"{self.name}: rolled back from {start} to v{self.to_version}; {lost}"]
        lines += [f"    lost {row}" for row in self.lost]
        if self.unnamed:
            lines.append(
                f"    and {self.unnamed} lost row(s) that no other table names (their content "
                "was in the damaged version only)"
            )
        elif self.lost_rows is None and not self.lost:
            lines.append("    no other table names a lost row")
        return "\n".join(lines)


@dataclass(frozen=True)
class RepairReport:
    """What :func:`repair` did: one entry per repaired table, and where moved files went."""

    path: Path
    repaired: tuple[TableRepair, ...]
    unrepairable: tuple[str, ...] = ()
    quarantine: Path | None = None
    after: HealthReport | None = field(default=None, compare=False)

    def __str__(self) -> str:
        if not self.repaired and not self.unrepairable:
            return f"yeast {self.path}: nothing to repair"
        lines = [f"yeast {self.path}:"] + [f"  {r}" for r in self.repaired]
        lines += [
            f"  {name}: NO readable version; restore it from a backup" for name in self.unrepairable
        ]
        if self.quarantine is not None:
            lines.append(f"  unreadable files moved to {self.quarantine}")
        return "\n".join(lines)


# ---------------------------------------------------------------- reading
