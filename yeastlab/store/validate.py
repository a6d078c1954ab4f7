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
from itertools import chain
from typing import Any

import numpy as np

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
            why, name = _record_problem(record)
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
    """Why ``value`` cannot be stored, or ``""``.

    Every write of a turn passes here (its record holds the prompt, the ranked hits and the
    gates' verdicts: hundreds of values), so the common values are told apart by their exact
    type first and the items of containers and records checked inline; subclasses take the
    general path below."""
    kind = type(value)
    if kind in _FINE:
        return ""
    if kind is str:
        return "" if value.isascii() else _text(value)
    if _depth > 20 and kind in _CONTAINERS:
        return ""
    if kind is tuple or kind is list:
        return _first(value, _depth)
    if kind is dict:
        return _first(chain.from_iterable(value.items()), _depth)
    if kind is datetime and (value.tzinfo is None or value.tzinfo is UTC):
        return ""  # nothing to convert
    if kind is int and _INT64[0] <= value <= _INT64[1]:
        return ""
    if kind is np.ndarray and value.dtype.kind in "biuf":  # a vector
        return ""
    names = _FIELDS.get(kind)
    if names is not None:  # a record type met before
        if _depth > 20:
            return ""
        return _first([getattr(value, name) for name in names], _depth)
    return _general(value, _depth)


def _first(items: Any, depth: int) -> str:
    """The first problem among ``items`` (storable ones at a glance skipped), or ``""``."""
    for item in items:
        kind = type(item)
        if kind in _FINE or (kind is str and item.isascii()):
            continue
        why = problem(item, depth + 1)
        if why:
            return why
    return ""


def _text(value: str) -> str:
    bad = _SURROGATE.search(value)
    if bad is None:
        return ""
    return (
        f"text holds a lone surrogate U+{ord(bad.group()):04X} at character {bad.start()}"
        " (not encodable as UTF-8)"
    )


def _general(value: Any, depth: int) -> str:
    """:func:`problem` for the types it does not tell apart by their exact type (subclasses,
    integers, datetimes, records met for the first time)."""
    if isinstance(value, str):
        return _text(value)
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
    if depth > 20:
        return ""
    if isinstance(value, dict):
        return _first(chain.from_iterable(value.items()), depth)
    if isinstance(value, tuple | list):
        return _first(value, depth)
    if _is_record(value):
        names = _FIELDS[type(value)] = tuple(_declared(type(value)))
        return _first([getattr(value, name) for name in names], depth)
    return ""


#: Types whose every value is storable, and the container types :func:`problem` walks.
_FINE = frozenset({float, bool, type(None)})
_CONTAINERS = frozenset({tuple, list, dict})
#: The field names of each record type :func:`problem` has walked.
_FIELDS: dict[type, tuple[str, ...]] = {}


_SCALARS = {"str": (str,), "int": (int,), "float": (int, float), "bool": (bool,)}
#: The exact types each declared scalar takes without a closer look.
_EXACT = {"str": {str}, "int": {int}, "float": {int, float}, "bool": {bool}}


def _record_problem(record: Any) -> tuple[str, str]:
    """The first problem of a record's fields and the field's name, or ``("", "")``: its
    declared scalar types (:func:`_typed`), then what the value holds (:func:`problem`). A
    field whose value is of the declared exact type and storable at a glance (an ASCII string,
    a float) costs one look."""
    plan = _PLANS.get(type(record))  # a record type seen before: no dataclass test
    if plan is None and _is_record(record):
        plan = _plan(type(record))
    if plan is not None:
        values = getattr(record, "__dict__", None)
        if values is None:  # a record class with slots
            values = {name: getattr(record, name) for name, _, _ in plan}
        for name, exact, declared in plan:
            try:
                value = values[name]
            except KeyError:  # a field kept elsewhere (a property, a class default)
                value = getattr(record, name)
            kind = type(value)
            if exact is not None and kind not in exact and (why := _typed(declared, value)):
                return why, name
            if kind in _FINE or (kind is str and value.isascii()):
                continue
            if why := problem(value):
                return why, name
        return "", ""
    if isinstance(record, dict):
        for name, value in record.items():
            if why := problem(value):
                return why, name
    return "", ""


_PLANS: dict[type, list[tuple[str, set[type] | None, str]]] = {}


def _plan(cls: type) -> list[tuple[str, set[type] | None, str]]:
    """Each field of a record type: its name, the exact types its declared scalar type takes
    (``None``: not a scalar), and that declared type."""
    found = _PLANS.get(cls)
    if found is None:
        found = _PLANS[cls] = [
            (name, _EXACT.get(declared), declared) for name, declared in _declared(cls).items()
        ]
    return found


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


def _where(table: str, record: Any, index: int) -> str:
    for key in ("id", "turn_id", "memory_id", "key"):
        value = getattr(record, key, None)
        if isinstance(value, str) and value:
            return f"{table} record {value!r}"
    return f"{table} record #{index}"
