"""Any table of a yeast as records or a DataFrame: append, read, update and delete rows.

The tables named in :data:`~yeastlab.store.database.TABLES` and any other table of yeastlab
records (created from the record class on the first append; its schema names the class).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pandas as pd

from yeastlab.core.errors import StoreError
from yeastlab.store.database import Database
from yeastlab.store.lancesql import sql_value
from yeastlab.store.memories import Memories
from yeastlab.store.tables import columns_of, from_arrow, json_columns
from yeastlab.store.writer import Append

__all__ = ["Rows"]


class Rows:
    """Generic access to the tables (memories are added through :class:`Memories`)."""

    def __init__(self, db: Database, memories: Memories):
        self._db = db
        self._memories = memories

    def append(self, table: str, records: Sequence[Any], *, keep: int | None = None) -> None:
        """Append records to a table (created from the record class if it does not exist).

        Args:
            table: the table's name.
            records: records of the table's class.
            keep: keep only the newest ``keep`` rows of the table (by ``created_at``) once this
                append is committed: a capped log, trimmed by the write-behind, not the caller.
        """
        items = list(records)
        if not items:
            return
        self._db.adopt(table, type(items[0]))
        cls = self._db.class_of(table)
        if not isinstance(items[0], cls):
            raise StoreError(
                f"table {table!r} holds {cls.__name__} records, not {type(items[0]).__name__}"
            )
        items = self._db.embed_missing(items)
        if table == "memories":
            self._memories.add(items)
            return
        self._db.submit(Append(table, items, keep))
        self._db.changed(table)  # e.g. the chunks are read again, the turns counted again

    def records(self, table: str, where: str | None = None) -> list[Any]:
        """Records of ``table`` matching a LanceDB SQL filter (``[]`` if the table is missing)."""
        with self._db.reading(table):
            if not self._db.has(table):
                return []
            return from_arrow(self._db.class_of(table), self._db.rows(table, where))

    def frame(self, table: str, where: str | None = None) -> pd.DataFrame:
        """A table as a DataFrame (JSON columns decoded, vectors dropped)."""
        with self._db.reading(table):
            if not self._db.has(table):
                cls = self._db.known_class(table)
                names = [c.name for c in columns_of(cls) if c.kind != "vector"] if cls else []
                return pd.DataFrame(columns=names)
            rows = self._db.rows(table, where)
        known = self._db.known_class(table)
        cls = self._db.class_of(table) if rows.schema.metadata else known
        if "vector" in rows.column_names:
            rows = rows.drop_columns(["vector"])
        frame = rows.to_pandas()
        if cls is not None:
            for name in json_columns(cls):
                if name in frame:  # a table older than the column has none
                    # null (None, or NaN in a column added to old rows) stays None
                    values = frame[name]
                    frame[name] = [json.loads(v) if isinstance(v, str) else None for v in values]
        return frame

    def update_where(self, table: str, where: str, values: dict[str, Any]) -> None:
        """Set columns of the rows matching ``where`` (values as record field values)."""
        if not values or not self._db.has(table):
            return
        kinds = {c.name: c.kind for c in columns_of(self._db.class_of(table))}
        unknown = set(values) - set(kinds)
        if unknown:
            raise StoreError(f"table {table!r} has no column(s) {sorted(unknown)}")
        schema = self._db.schema(table)
        updates = {
            name: sql_value(value, kinds[name], schema.field(name).type)
            for name, value in values.items()
        }
        with self._db.writing(table):
            self._db.table(table).update(where=where, values_sql=updates)
        self._db.changed(table)

    def delete_where(self, table: str, where: str) -> None:
        """Delete the rows matching ``where`` (no-op for a missing table).

        Memories are normally soft-deleted with :meth:`Memories.forget`, which logs why.
        """
        if not self._db.has(table):
            return
        with self._db.writing(table):
            self._db.table(table).delete(where)
        self._db.changed(table)
