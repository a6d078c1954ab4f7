"""Records checked before they are queued for writing, so that one bad record never reaches the
write-behind (where it would fail a whole round, and every round after it).

:func:`check_write` is called by :meth:`Database.submit <yeastlab.store.database.Database.submit>`
on every ``Append`` and ``Patch``: it walks each record's fields (and the strings, numbers and
datetimes nested in tuples, lists and dicts) and raises
:class:`~yeastlab.core.errors.InputError` naming the table, the record and the field for what
LanceDB cannot store: a string UTF-8 cannot encode (a lone surrogate), an integer outside
int64, a datetime that cannot be expressed in UTC, ``None`` or a value of another type in a
field declared ``str``, ``int``, ``float`` or ``bool`` (a non-nullable column). The caller is
told at once; nothing of that write is queued or journalled.
"""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass
from datetime import UTC, datetime
from typing import Any

from yeastlab.core.errors import InputError

__all__ = ["check_write", "problem"]

_SURROGATE = re.compile("[\ud800-\udfff]")
_INT64 = (-(2**63), 2**63 - 1)


def check_write(op: Any) -> None:
    """Raise :class:`InputError` if a queued write holds a value LanceDB cannot store.

    Args:
        op: an ``Append`` (``table``, ``records``) or a ``Patch`` (``set``, ``add``).
    """
    records = getattr(op, "records", None)
    if records is not None:
        table = getattr(op, "table", "?")
        for index, record in enumerate(records):
            declared = _declared(type(record)) if _is_record(record) else {}
            for name, value in _items(record):
                why = _typed(declared.get(name, ""), value) or problem(value)
                if why:
                    where = _where(table, record, index)
                    raise InputError(f"{where}, field {name!r}: {why}; nothing was written")
        return
    for kind in ("set", "add"):
        for key, values in (getattr(op, kind, None) or {}).items():
            for name, value in (values or {}).items():
                why = problem(value)
                if why:
                    raise InputError(
                        f"memories row {key!r}, field {name!r}: {why}; nothing was written"
                    )


def problem(value: Any, _depth: int = 0) -> str:
    """Why ``value`` cannot be stored, or ``""``."""
    kind = type(value)
    if kind is float or kind is bool or value is None:  # most values: a turn's scores
        return ""
    if kind is str and value.isascii():  # no surrogate possible, and no scan for one
        return ""
    if isinstance(value, str):
        bad = _SURROGATE.search(value)
        if bad is not None:
            return (
                f"text holds a lone surrogate U+{ord(bad.group()):04X} at character {bad.start()}"
                " (not encodable as UTF-8)"
            )
        return ""
    if isinstance(value, bool) or value is None:
        return ""
    if isinstance(value, int):
        if not _INT64[0] <= value <= _INT64[1]:
            return f"integer {value} is outside int64"
        return ""
    if isinstance(value, datetime):
        if value.tzinfo is not None:
            try:
                value.astimezone(UTC)
            except (OverflowError, ValueError):
                return f"datetime {value.isoformat()} cannot be expressed in UTC"
        return ""
    if _depth > 20:
        return ""
    if isinstance(value, dict):
        for key, item in value.items():
            if _plain(key) and _plain(item):
                continue
            why = problem(key, _depth + 1) or problem(item, _depth + 1)
            if why:
                return why
        return ""
    if isinstance(value, tuple | list):
        for item in value:
            if _plain(item):
                continue
            why = problem(item, _depth + 1)
            if why:
                return why
        return ""
    if is_dataclass(value) and not isinstance(value, type):
        for _, item in _items(value):
            why = problem(item, _depth + 1)
            if why:
                return why
    return ""


def _plain(value: Any) -> bool:
    """A value that is storable at a glance (a float, a bool, ``None``, an ASCII string): the
    items of a turn's scores and lists are checked without a call of :func:`problem` each."""
    kind = type(value)
    return kind is float or kind is bool or value is None or (kind is str and value.isascii())


_SCALARS = {"str": (str,), "int": (int,), "float": (int, float), "bool": (bool,)}


def _typed(declared: str, value: Any) -> str:
    """Why ``value`` does not fit the field's declared scalar type (``""``: none), or ``""``."""
    kinds = _SCALARS.get(declared)
    if kinds is None:
        return ""
    if value is None:
        return f"None where {declared} is required"
    if not isinstance(value, kinds) or (declared != "bool" and isinstance(value, bool)):
        return f"{type(value).__name__} where {declared} is required"
    return ""


_DECLARED: dict[type, dict[str, str]] = {}


def _declared(cls: type) -> dict[str, str]:
    found = _DECLARED.get(cls)
    if found is None:
        found = _DECLARED[cls] = {
            f.name: f.type if isinstance(f.type, str) else getattr(f.type, "__name__", "")
            for f in fields(cls)
        }
    return found


def _is_record(value: Any) -> bool:
    return is_dataclass(value) and not isinstance(value, type)


def _items(record: Any) -> list[tuple[str, Any]]:
    if _is_record(record):
        return [(name, getattr(record, name)) for name in _declared(type(record))]
    if isinstance(record, dict):
        return list(record.items())
    return []


def _where(table: str, record: Any, index: int) -> str:
    for key in ("id", "turn_id", "memory_id", "key"):
        value = getattr(record, key, None)
        if isinstance(value, str) and value:
            return f"{table} record {value!r}"
    return f"{table} record #{index}"
