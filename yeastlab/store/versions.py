"""Self-model versions: append-only, each with the reason for the change.

The latest version is kept in process (read once, followed as this Store appends, read again
after another process commits or the table is changed by SQL).
"""

from __future__ import annotations

from dataclasses import replace

from yeastlab.core.errors import StoreError
from yeastlab.core.records import SelfModel
from yeastlab.store.database import Database, Watcher
from yeastlab.store.rows import Rows
from yeastlab.store.tables import from_arrow, to_arrow

__all__ = ["Versions"]


class Versions(Watcher):
    """The ``self_model`` table."""

    def __init__(self, db: Database, rows: Rows):
        self._db = db
        self._rows = rows
        self._latest: SelfModel | None = None
        db.watch(self)

    def moved(self) -> None:
        self._latest = None

    def changed(self, table: str) -> None:
        if table == "self_model":
            self._latest = None

    def self_model(self, version: int | None = None) -> SelfModel:
        """A self-model version (the latest by default).

        Raises:
            StoreError: if that version does not exist.
        """
        if version is None:
            latest = self._latest
            if latest is not None and self._db.in_step():
                return latest
            with self._db.reading():
                if self._latest is None:
                    self._latest = max(self._all(), key=lambda m: m.version)
                return self._latest
        found = self._rows.records("self_model", f"version = {int(version)}")
        if not found:
            raise StoreError(
                f"no self-model version {version}; versions are listed by self_models()"
            )
        return found[0]

    def _all(self) -> list[SelfModel]:
        rows = self._db.rows("self_model")
        return sorted(from_arrow(SelfModel, rows), key=lambda m: m.version)

    def _latest_version(self) -> int:
        """The latest version number (hold ``db.writing``): the one followed in process when this
        Store is in step (its ``sync`` just dropped it if another process wrote), else the
        ``version`` column alone, so an append does not convert every version ever stored."""
        if self._latest is not None:
            return self._latest.version
        versions = self._db.rows("self_model", columns=["version"]).column("version")
        return max(versions.to_pylist())

    def self_models(self) -> list[SelfModel]:
        """Every self-model version, oldest first."""
        with self._db.reading():
            return self._all()

    def append_self_model(self, model: SelfModel, *, reason: str) -> SelfModel:
        """Store ``model`` as the next version (version and time assigned here).

        Raises:
            StoreError: if no reason is given.
        """
        if not reason:
            raise StoreError("a self-model change needs a reason (versions are an audit trail)")
        with self._db.writing("self_model"):
            stored = replace(
                model,
                version=self._latest_version() + 1,
                created_at=self._db.clock.now(),
                reason=reason,
            )
            self._db.table("self_model").add(to_arrow([stored], self._db.schema("self_model")))
            self._latest = stored
        return stored
