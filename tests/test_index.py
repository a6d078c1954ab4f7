"""The in-process memory index's storage: one vector matrix, read batch by batch, partitioned in
place — the records and scores it gives are those of the memories it was given."""

from __future__ import annotations

from datetime import timedelta

import numpy as np
import pyarrow as pa
import pytest

import yeastlab.store.indexsearch as search_module
from yeastlab.core.records import Memory, new_id
from yeastlab.store.index import MemoryIndex
from yeastlab.store.tables import schema_for, to_arrow
from yeastlab.store.vectors import VectorRows

DIM = 16


def _memories(clock, n: int, seed: int = 0) -> list[Memory]:
    rng = np.random.default_rng(seed)
    centres = rng.normal(size=(12, DIM))
    start = clock.now()
    return [
        Memory(
            new_id(),
            ("episodic", "semantic")[i % 2],
            f"note {i} {('bread', 'river', 'tea')[i % 3]}",
            start - timedelta(minutes=int(rng.integers(0, 10_000))),  # stored in any order
            session_id=f"s{i % 7}",
            vector=(centres[i % 12] + 0.2 * rng.normal(size=DIM)).astype(np.float32),
        )
        for i in range(n)
    ]


def _batches(memories: list[Memory], size: int) -> list[pa.RecordBatch]:
    table = to_arrow(memories, schema_for(Memory, DIM))
    return table.to_batches(max_chunksize=size)


def test_reading_batches_gives_the_index_of_the_records(clock):
    items = _memories(clock, 300)
    items[5] = Memory(items[5].id, "semantic", "no vector here", items[5].created_at)
    built = MemoryIndex(DIM, items)
    read = MemoryIndex.from_batches(DIM, _batches(items, 64))
    assert [m.id for m in read.memories()] == [m.id for m in built.memories()]
    by_id = {m.id: m for m in items}
    for memory in read.memories():
        original = by_id[memory.id]
        assert memory == original
        if original.vector is None:
            assert memory.vector is None
        else:  # the vector as stored, bit for bit
            assert memory.vector.tobytes() == original.vector.tobytes()
    query = np.random.default_rng(1).normal(size=DIM).astype(np.float32)
    ours, theirs = read.candidates("bread", query, k=10), built.candidates("bread", query, k=10)
    assert [m.id for m in ours[0]] == [m.id for m in theirs[0]]
    assert ours[1] == pytest.approx(theirs[1], abs=1e-6)
    assert list(ours[2]) == list(theirs[2]) and ours[3:] == theirs[3:]


def test_partitioned_rows_keep_their_vectors_and_scores(clock, monkeypatch):
    monkeypatch.setattr(search_module, "PARTITION_MIN_ROWS", 200)
    items = _memories(clock, 600, seed=2)
    index = MemoryIndex.from_batches(DIM, _batches(items, 100))
    query = items[0].vector + 0.01
    index.vector_search(query, k=5)  # partitions the vectors, moving them in place
    assert index.partitioned
    by_id = {m.id: m for m in items}
    rows = np.arange(len(items))
    stored = np.stack([by_id[index.memory_at(r).id].vector for r in rows])
    for r in (0, 17, 599):
        assert index.memory_at(r).vector.tobytes() == stored[r].tobytes()
    unit = stored / np.linalg.norm(stored, axis=1, keepdims=True)
    wanted = unit @ (query / np.linalg.norm(query))
    assert index.exact(query, rows) == pytest.approx(wanted, abs=1e-5)
    sims = index.similarities(query)
    scanned = sims > -2
    assert scanned.sum() < len(items)  # some partitions were not probed
    assert sims[scanned] == pytest.approx(wanted[scanned], abs=1e-5)
    # new rows are scanned every time; removals past a third rebuild the partition
    extra = _memories(clock, 40, seed=3)
    index.add(extra)
    assert index.similarities(extra[0].vector)[len(items)] == pytest.approx(1.0, abs=1e-5)
    gone = [m.id for m in items[:250]]
    index.remove(gone)
    found = {m.id for m, _ in index.vector_search(items[300].vector, k=20)}
    assert items[300].id in found and not found & set(gone)
    assert index.get(items[400].id).vector.tobytes() == items[400].vector.tobytes()


def test_vector_rows_grow_in_place_without_losing_rows():
    rows = VectorRows(4)
    rng = np.random.default_rng(4)
    blocks = [rng.normal(size=(rng.integers(1, 50), 4)).astype(np.float32) for _ in range(60)]
    for block in blocks:
        rows.append(block)
    everything = np.concatenate(blocks)
    assert len(rows) == len(everything)
    got, has = rows.vectors(np.arange(len(everything)))
    assert has.all() and got.tobytes() == everything.tobytes()
    # capacity: at most an eighth more than the rows (and the last block)
    per_row = 4 * 4 + 4 + 1 + 8 + 8
    assert rows.nbytes <= per_row * (len(everything) * 9 // 8 + 50)


def test_a_large_vector_matrix_keeps_at_most_2_mb_of_room():
    """An eighth of room on 100k rows of 384 dimensions was 13.5 MB of zero-filled, resident
    rows; the room is now capped at 2 MB whatever the size."""
    rows = VectorRows(384)
    block = np.ones((1024, 384), dtype=np.float32)
    for _ in range(60):  # an eighth of room left 10 MB here
        rows.append(block)
    assert len(rows) == 60 * 1024
    spare = rows.nbytes - len(rows) * (384 * 4 + 4 + 1 + 8 + 8)
    assert 0 <= spare <= (5 << 20) // 2  # 2 MB of vectors, and the small columns' room
    got, has = rows.vectors(np.arange(len(rows)))
    assert has.all() and (got == 1.0).all()
