"""Helpers of the in-process indexes (:mod:`yeastlab.store.index`,
:mod:`yeastlab.store.chunkindex`): the top rows by a score, records' vectors as float32 blocks,
records handed out with or without their vectors, the repeating field values kept once, and BLAS
held to one thread while scoring."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import numpy as np
import pyarrow as pa
from threadpoolctl import ThreadpoolController

from yeastlab.backends.base import normalize_rows
from yeastlab.core.records import Chunk, Memory

__all__ = [
    "Shared",
    "arrow_vectors",
    "bare",
    "one_thread",
    "top",
    "unit",
    "unit_rows",
    "vector_block",
    "with_vector",
]


def top(scores: np.ndarray, eligible: np.ndarray, k: int) -> list[int]:
    """The best ``k`` of the ``eligible`` rows by ``scores`` (ties: older row first)."""
    if k <= 0 or eligible.size == 0:
        return []
    values = scores[eligible]
    if eligible.size > k:
        part = np.argpartition(-values, k - 1)[:k]
        eligible, values = eligible[part], values[part]
    order = np.lexsort((eligible, -values))
    return eligible[order].tolist()


_ONE = np.ones(1, dtype=bool)
_ONE.flags.writeable = False


def vector_block(records: Sequence[Memory | Chunk], dim: int) -> tuple[np.ndarray, np.ndarray]:
    """The records' vectors as float32 rows (zeros for a record without one), and which had one."""
    if len(records) == 1 and records[0].vector is not None:  # a single add: no zeroed copy
        return np.asarray(records[0].vector, dtype=np.float32).reshape(1, dim), _ONE
    block = np.zeros((len(records), dim), dtype=np.float32)
    present = np.zeros(len(records), dtype=bool)
    for i, record in enumerate(records):
        if record.vector is not None:
            block[i] = record.vector
            present[i] = True
    return block, present


def unit_rows(records: Sequence[Memory | Chunk], dim: int) -> np.ndarray:
    """The records' vectors as normalised float32 rows (zeros for a record without one)."""
    return normalize_rows(vector_block(records, dim)[0])


def arrow_vectors(column: pa.ChunkedArray | pa.Array, dim: int) -> tuple[np.ndarray, np.ndarray]:
    """A batch's vector column as float32 rows (zeros for nulls), and which rows had one."""
    array = column.combine_chunks() if isinstance(column, pa.ChunkedArray) else column
    if array.null_count == 0:
        flat = array.flatten().to_numpy(zero_copy_only=False)
        return flat.astype(np.float32, copy=False).reshape(-1, dim), np.ones(len(array), bool)
    present = array.is_valid().to_numpy(zero_copy_only=False)
    block = np.zeros((len(array), dim), dtype=np.float32)
    for i, v in enumerate(array.to_pylist()):
        if v is not None:
            block[i] = v
    return block, present


def with_vector(memory: Memory, vector: np.ndarray | None) -> Memory:
    """``replace(memory, vector=vector)`` in a tenth of the time (a turn hands out dozens of
    records, ``memories()`` every one): the record's fields are copied as they are."""
    return changed(memory, vector=vector)


def changed(record: Any, **changes: Any) -> Any:
    """``dataclasses.replace(record, **changes)`` without running ``__init__`` again: the other
    fields are copied as they are (a frozen record's ``__init__`` sets each field through
    ``object.__setattr__``: ~10 µs for a memory, paid two or three times per add). For the
    store's own records, which check nothing in ``__init__``; the names must be fields."""
    fields = getattr(record, "__dict__", None)
    if fields is None:  # a record class with slots
        return replace(record, **changes)
    new = object.__new__(type(record))
    values = fields.copy()  # one dict copy, set as the new record's (half the two updates' time)
    values.update(changes)
    object.__setattr__(new, "__dict__", values)
    return new


def bare(memory: Memory) -> Memory:
    """The record as the index keeps it: its vector lives in the matrix."""
    return memory if memory.vector is None else with_vector(memory, None)


#: Fields whose values repeat across records (a handful of tiers and kinds, a session's id, the
#: default affect): the index keeps one copy of each value (a record's strings and its affect
#: tuple of floats took ~310 of its ~960 bytes).
_SHARED_FIELDS = ("tier", "kind", "session_id", "turn_id", "superseded_by")


class Shared:
    """One object per distinct value of the repeating fields of the records indexed."""

    def __init__(self) -> None:
        self._values: dict[Any, Any] = {}

    def __call__(self, memory: Memory) -> Memory:
        """``memory`` holding the shared copies of its repeating values (equal values, same
        types: the record does not change; only its fields' objects are swapped in place)."""
        fields = getattr(memory, "__dict__", None)
        if fields is None:
            return memory
        values = self._values
        for name in _SHARED_FIELDS:
            value = fields[name]
            if type(value) is str:
                fields[name] = values.setdefault(value, value)
        affect = fields["affect"]
        if type(affect) is tuple and all(type(x) is float for x in affect):
            # keyed bit for bit: 0.0 == -0.0, yet the sign is kept
            fields["affect"] = values.setdefault(("affect", *map(float.hex, affect)), affect)
        return memory


def unit(vector: np.ndarray) -> np.ndarray | None:
    """``vector`` as float32 scaled to unit length (``None`` for a zero vector)."""
    query = np.asarray(vector, dtype=np.float32).reshape(-1)
    norm = float(np.linalg.norm(query))
    return None if norm == 0.0 else query / norm


@functools.cache
def _blas() -> ThreadpoolController:
    return ThreadpoolController()


def one_thread() -> Any:
    """BLAS limited to one thread while the index computes: a matrix-vector product is bound by
    memory, not arithmetic, and OpenBLAS's thread pool, once woken, made every later product
    several times slower on a busy 2-core machine (a partitioned scan of 100k rows: 17 ms with
    the pool, 2.6 ms without)."""
    return _blas().limit(limits=1, user_api="blas")
