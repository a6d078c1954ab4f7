"""The store's tables (:data:`TABLES`) and their Arrow schemas, derived from the record
dataclasses.

Each table of a yeast's LanceDB database holds one record type of :mod:`yeastlab.core.records`; the
schema is computed from the dataclass's type hints so records and rows cannot drift apart:

===========================  ==========================================
record field type            Arrow column
===========================  ==========================================
``str`` / ``int`` / ``float`` / ``bool``  ``string`` / ``int64`` / ``float64`` / ``bool``
``datetime`` (or ``None``)   ``timestamp[us, tz=UTC]`` (nullable)
``tuple[str|int|float, ...]``  ``list<…>``
``np.ndarray`` (embeddings)  ``fixed_size_list<float32>[dim]``
dicts, nested dataclasses,   ``string`` holding JSON
tuples of dataclasses
===========================  ==========================================

:func:`to_arrow` turns records into an Arrow table column by column and :func:`from_arrow`
turns rows back into records, so a round trip gives an equal record.
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from collections.abc import Sequence
from datetime import UTC, datetime
from functools import cache
from typing import Any

import numpy as np
import pyarrow as pa

from yeastlab.core import records
from yeastlab.core.clock import utc
from yeastlab.core.errors import StoreError
from yeastlab.core.records import (
    Chunk,
    Document,
    DriftReport,
    ForgetEvent,
    Memory,
    Proposal,
    SelfModel,
    Turn,
)

__all__ = [
    "TABLES",
    "Column",
    "GateAudit",
    "MetaEntry",
    "columns_of",
    "missing_fields",
    "schema_for",
    "to_arrow",
    "from_arrow",
    "json_columns",
    "to_json",
]

TIMESTAMP = pa.timestamp("us", tz="UTC")
_SCALARS = {str: pa.string(), int: pa.int64(), float: pa.float64(), bool: pa.bool_()}


@dataclasses.dataclass(frozen=True)
class GateAudit:
    """One row of the ``gate_audits`` table: a gate's decision on a turn."""

    turn_id: str
    session_id: str
    created_at: datetime
    gate: str
    passed: bool
    score: float
    threshold: float
    reason: str = ""


@dataclasses.dataclass(frozen=True)
class MetaEntry:
    """One row of the ``meta`` table."""

    key: str
    value: str


#: Table name → record class. :meth:`Store.append` accepts other tables too.
TABLES: dict[str, type] = {
    "memories": Memory,
    "self_model": SelfModel,
    "turns": Turn,
    "gate_audits": GateAudit,
    "forgetting": ForgetEvent,
    "proposals": Proposal,
    "documents": Document,
    "chunks": Chunk,
    "drift_audits": DriftReport,
}


@dataclasses.dataclass(frozen=True)
class Column:
    """How one record field is stored.

    Args:
        name: field and column name.
        kind: ``scalar``, ``time``, ``list``, ``vector`` or ``json``.
        arrow: the Arrow type (``None`` for vectors until the dimension is known).
        nullable: whether ``None`` is allowed.
        decode: for ``json`` columns, how to rebuild the Python value from parsed JSON.
    """

    name: str
    kind: str
    arrow: pa.DataType | None
    nullable: bool
    decode: Any = None


def _strip_optional(hint: Any) -> tuple[Any, bool]:
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        if len(args) == 1:
            return args[0], True
    return hint, False


def _json_decoder(hint: Any) -> Any:
    """A function turning parsed JSON back into the value ``hint`` describes."""
    origin = typing.get_origin(hint)
    if dataclasses.is_dataclass(hint):
        return lambda value: None if value is None else _dataclass_from_json(hint, value)
    if origin is tuple:
        inner = _json_decoder(typing.get_args(hint)[0])
        return lambda value: tuple(inner(v) for v in value or ())
    return lambda value: value


@cache
def _hints(cls: type) -> dict[str, Any]:
    # Once per class: evaluating the annotations for every decoded value (a turn's flow, its
    # messages) cost more than decoding the JSON.
    return typing.get_type_hints(cls)


def _dataclass_from_json(cls: type, value: dict) -> Any:
    hints = _hints(cls)
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name not in value:
            continue
        hint, _ = _strip_optional(hints[f.name])
        raw = value[f.name]
        if hint is datetime and raw is not None:
            raw = utc(raw)
        elif typing.get_origin(hint) is tuple or dataclasses.is_dataclass(hint):
            raw = _json_decoder(hint)(raw)
        kwargs[f.name] = raw
    return cls(**kwargs)


def _column(name: str, hint: Any) -> Column:
    hint, nullable = _strip_optional(hint)
    if hint in _SCALARS:
        return Column(name, "scalar", _SCALARS[hint], nullable)
    if hint is datetime:
        return Column(name, "time", TIMESTAMP, True)
    if hint is np.ndarray:
        return Column(name, "vector", None, True)
    if typing.get_origin(hint) is tuple:
        inner = typing.get_args(hint)[0]
        if inner in _SCALARS:
            return Column(name, "list", pa.list_(_SCALARS[inner]), False)
    return Column(name, "json", pa.string(), nullable, _json_decoder(hint))


@cache
def _defaults(cls: type) -> dict[str, Any]:
    """The plain default of each field of a record dataclass that has one."""
    fields = dataclasses.fields(cls)
    return {f.name: f.default for f in fields if f.default is not dataclasses.MISSING}


@cache
def columns_of(cls: type) -> tuple[Column, ...]:
    """The columns of a record dataclass, in field order."""
    hints = typing.get_type_hints(cls)
    return tuple(_column(f.name, hints[f.name]) for f in dataclasses.fields(cls))


def json_columns(cls: type) -> list[str]:
    """Names of the columns stored as JSON text."""
    return [c.name for c in columns_of(cls) if c.kind == "json"]


def schema_for(cls: type, dim: int | None = None) -> pa.Schema:
    """The Arrow schema of a record dataclass.

    Args:
        cls: the record class.
        dim: embedding dimension, required when the record has a vector field.
    """
    out = []
    for col in columns_of(cls):
        if col.kind == "vector":
            if dim is None:
                raise ValueError(f"{cls.__name__}.{col.name} needs an embedding dimension")
            out.append(pa.field(col.name, pa.list_(pa.float32(), dim), nullable=True))
        else:
            out.append(pa.field(col.name, col.arrow, nullable=col.nullable or col.kind == "time"))
    return pa.schema(out, metadata={"record": cls.__qualname__})


def missing_fields(have: pa.Schema, schema: pa.Schema) -> list[pa.Field]:
    """The fields of ``schema`` a table made by an older yeastlab lacks (``have``: its schema),
    as nullable fields: adding them (``table.add_columns``) leaves the old rows null, which
    :func:`from_arrow` reads as the field's default."""
    names = set(have.names)
    return [f.with_nullable(True) for f in schema if f.name not in names]


def record_class(spec: str) -> type:
    """The record class a table's schema names (``Memory``; older stores wrote ``module:Memory``).

    Only the dataclasses of :mod:`yeastlab.core.records` can be named, so nothing read from a
    yeast's directory decides what code is imported.
    """
    name = spec.rpartition(":")[2]
    cls = getattr(records, name, None)
    if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
        raise StoreError(f"a table names the record class {spec!r}, which yeastlab does not define")
    return cls


def to_json(value: Any) -> str | None:
    if value is None:
        return None
    if dataclasses.is_dataclass(value):
        value = _as_plain(value)
    elif isinstance(value, tuple) and value and dataclasses.is_dataclass(value[0]):
        value = [_as_plain(v) for v in value]
    return json.dumps(value, default=_json_default, sort_keys=True)


_ATOMS = frozenset({str, int, float, bool, type(None)})


def _as_plain(value: Any) -> Any:
    """``dataclasses.asdict`` for JSON: records to dicts, recursively, with no deep copy of
    what JSON encodes as it is (a turn's flow of hits took most of the write-behind's round)."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _as_plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, list | tuple):
        return [_as_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _as_plain(v) for k, v in value.items()}
    return value


def _json_default(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, (tuple, set, frozenset)):
        return list(value)
    raise TypeError(f"cannot store {type(value).__name__} as JSON")


def _vector_array(values: list[Any], dim: int) -> pa.Array:
    if all(v is not None for v in values):
        flat = np.asarray(np.stack([np.asarray(v, dtype=np.float32) for v in values]))
        if flat.shape[1] != dim:
            raise ValueError(f"vector has {flat.shape[1]} dimensions, the store uses {dim}")
        return pa.FixedSizeListArray.from_arrays(pa.array(flat.reshape(-1)), dim)
    listed = [None if v is None else np.asarray(v, dtype=np.float32).tolist() for v in values]
    return pa.array(listed, type=pa.list_(pa.float32(), dim))


def to_arrow(records: Sequence[Any], schema: pa.Schema) -> pa.Table:
    """Records → an Arrow table with ``schema`` (built column by column)."""
    cls = type(records[0])
    arrays = []
    for col in columns_of(cls):
        values = [getattr(r, col.name) for r in records]
        field = schema.field(col.name)
        if col.kind == "vector":
            arrays.append(_vector_array(values, field.type.list_size))
        elif col.kind == "json":
            arrays.append(pa.array([to_json(v) for v in values], type=pa.string()))
        elif col.kind == "list":
            arrays.append(pa.array([list(v) for v in values], type=field.type))
        elif col.kind == "time":
            arrays.append(pa.array([None if v is None else utc(v) for v in values], TIMESTAMP))
        else:
            arrays.append(pa.array(values, type=field.type))
    return pa.Table.from_arrays(arrays, schema=schema)


def _vectors_from(column: pa.ChunkedArray | pa.Array) -> list[np.ndarray | None]:
    array = column.combine_chunks() if isinstance(column, pa.ChunkedArray) else column
    if len(array) == 0:
        return []
    dim = array.type.list_size
    if array.null_count == 0:
        flat = np.asarray(array.flatten().to_numpy(zero_copy_only=False), dtype=np.float32)
        return list(flat.reshape(-1, dim))
    return [None if v is None else np.asarray(v, dtype=np.float32) for v in array.to_pylist()]


def from_arrow(cls: type, table: pa.Table) -> list[Any]:
    """Arrow rows → records of ``cls`` (columns missing from ``table`` take their defaults)."""
    n = table.num_rows
    if n == 0:
        return []
    values: dict[str, list[Any]] = {}
    for col in columns_of(cls):
        if col.name not in table.column_names:
            continue
        column = table.column(col.name)
        if col.kind == "vector":
            values[col.name] = _vectors_from(column)
        elif col.kind == "json":
            # null in a non-optional tuple column (a row older than the column): empty
            empty = None if col.nullable else col.decode(None)
            values[col.name] = [
                empty if v is None else col.decode(json.loads(v)) for v in column.to_pylist()
            ]
        elif col.kind == "list":
            values[col.name] = [tuple(v or ()) for v in column.to_pylist()]
        elif col.kind == "time":
            # Arrow hands back ZoneInfo("UTC"); records use datetime.UTC throughout.
            values[col.name] = [
                v if v is None else v.replace(tzinfo=UTC) for v in column.to_pylist()
            ]
        elif column.null_count and not col.nullable:
            # null in a non-optional column: a row older than the column takes the default
            default = _defaults(cls)[col.name]
            values[col.name] = [default if v is None else v for v in column.to_pylist()]
        else:
            values[col.name] = column.to_pylist()
    names = list(values)
    return [cls(**{name: values[name][i] for name in names}) for i in range(n)]
