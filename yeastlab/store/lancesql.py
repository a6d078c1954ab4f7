"""LanceDB SQL built from values: literals, ``IN`` lists, tier filters, conjunctions, and the
plain terms a full-text search may be given. Pure functions; every filter the store sends to
LanceDB is made here, so quoting is done in one place."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import numpy as np
import pyarrow as pa
from lancedb.util import value_to_sql

from yeastlab.core.clock import utc
from yeastlab.core.errors import StoreError
from yeastlab.core.records import TIERS
from yeastlab.store.tables import to_json

__all__ = [
    "ALIVE",
    "all_of",
    "in_list",
    "sanitize_fts",
    "sql",
    "sql_value",
    "tier_filter",
    "tier_list",
]

#: The filter of alive memories (neither forgotten nor superseded).
ALIVE = "deleted_at IS NULL AND superseded_by = ''"
#: Superseded memories not forgotten: the history a question about the past can reach.
HISTORY = "superseded_by != '' AND deleted_at IS NULL"
_MAX_FTS_TERMS = 64
_FTS_TERM = re.compile(r"\w+", re.UNICODE)


def sql(value: Any) -> str:
    """A value as a LanceDB SQL literal (strings quoted with ``'`` doubled)."""
    return value_to_sql(value)


def in_list(column: str, values: Sequence[Any]) -> str:
    """``column IN (…)`` over these values, quoted."""
    return f"{column} IN ({', '.join(sql(v) for v in values)})"


def tier_filter(tiers: str | Sequence[str] | None) -> str | None:
    """The filter of these tiers (``None``: every tier).

    Raises:
        StoreError: a tier that does not exist.
    """
    chosen = tier_list(tiers)
    return None if chosen is None else in_list("tier", chosen)


def tier_list(tiers: str | Sequence[str] | None) -> list[str] | None:
    """Tier names as a list (``None``: every tier), validated as :func:`tier_filter` does
    (without building its SQL: each add checks its tiers here).

    Raises:
        StoreError: a tier that does not exist.
    """
    if tiers is None:
        return None
    chosen = [tiers] if isinstance(tiers, str) else list(tiers)
    unknown = [t for t in chosen if t not in TIERS]
    if unknown:
        raise StoreError(f"unknown tier(s) {unknown}; tiers are {', '.join(TIERS)}")
    return chosen


def all_of(*parts: str | None) -> str | None:
    """The conjunction of the filters given (empty ones ignored; none: ``None``)."""
    kept = [f"({p})" for p in parts if p]
    return " AND ".join(kept) or None


def sanitize_fts(query: str) -> str:
    """Reduce any user text to plain search terms, safe for LanceDB full-text search.

    Quotes, wildcards, field prefixes (``a:b``), parentheses and boolean words are reduced to
    lowercase word terms; at most 64 distinct terms are kept (a 10 kB paste stays cheap).
    """
    seen: dict[str, None] = {}
    for term in _FTS_TERM.findall(query or ""):
        term = term.lower().strip("_")
        if term and term not in ("and", "or", "not", "near"):
            seen.setdefault(term, None)
        if len(seen) >= _MAX_FTS_TERMS:
            break
    return " ".join(seen)


def sql_value(value: Any, kind: str, arrow_type: pa.DataType) -> str:
    """A record field value as a SQL expression for ``Table.update``."""
    if value is None:
        return "NULL"
    if kind == "json":
        return sql(to_json(value))
    if kind == "list":
        items = list(value)
        if not items:
            # DataFusion cannot infer the type of an empty array literal; name it.
            inner = {pa.string(): "Utf8", pa.int64(): "Int64"}.get(arrow_type.value_type, "Float64")
            return f"arrow_cast(make_array(), 'List({inner})')"
        return sql(items)
    if kind == "vector":
        return sql(np.asarray(value, dtype=np.float32).tolist())
    if kind == "time":
        return f"arrow_cast({sql(utc(value).isoformat())}, 'Timestamp(Microsecond, Some(\"UTC\"))')"
    return sql(value)
