"""The write-ahead journal's log file: what a replay reads back after the process died.

Each test writes a journal in a child process that then dies without closing it (``os._exit``,
as a kill leaves it), and checks what :func:`orphans` reads back, or what ``Store.open``
replays, against the writes acknowledged: entries marked applied are skipped, a frame cut
short (a torn last write) ends the log without losing the entries before it, a journal of
an older version (SQLite) is still replayed, and a journal whose entries were all applied is
emptied. Real files, real LanceDB.
"""

from __future__ import annotations

import os
import pickle
import sqlite3
import traceback
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import numpy as np

from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.core.records import Memory
from yeastlab.store import Store
from yeastlab.store.journal import JOURNAL_DIR, SUFFIX, Journal, orphans
from yeastlab.store.writer import Append


def _memory(i: int, clock) -> Memory:
    return Memory(id=f"m{i}", tier="semantic", text=f"fact number {i}", created_at=clock.now())


def _in_child(work) -> None:
    """Run ``work`` in a child that dies without closing anything (as a killed process)."""
    child = os.fork()
    if child == 0:
        code = 1
        try:
            work()
            code = 0
        except BaseException:
            traceback.print_exc()
        finally:
            os._exit(code)
    assert os.waitpid(child, 0)[1] == 0, "the child's work failed (its traceback is above)"


def _left(directory: Path) -> list[tuple[int, list]]:
    found = []
    for orphan in orphans(directory):
        found += orphan.entries()
        orphan.release()
    return found


def test_entries_marked_applied_are_not_replayed(tmp_path, clock):
    directory = tmp_path / JOURNAL_DIR
    ops = [[Append("memories", [_memory(i, clock)])] for i in range(4)]

    def work():
        journal = Journal(directory)
        seqs = [journal.append(entry) for entry in ops]
        journal.applied(seqs[:2])  # the first two committed, the rest not yet

    _in_child(work)
    left = _left(directory)
    assert [ops_[0].records[0].id for _, ops_ in left] == ["m2", "m3"]


def test_a_torn_last_frame_ends_the_log_and_keeps_the_entries_before_it(tmp_path, clock):
    directory = tmp_path / JOURNAL_DIR

    def work():
        journal = Journal(directory)
        for i in range(3):
            journal.append([Append("memories", [_memory(i, clock)])])

    _in_child(work)
    (path,) = directory.glob(f"*{SUFFIX}")
    whole = path.read_bytes()
    path.write_bytes(whole[:-7])  # the last write cut short (a power loss)
    assert [ops[0].records[0].id for _, ops in _left(directory)] == ["m0", "m1"]
    corrupt = bytearray(whole)
    corrupt[-3] ^= 0xFF  # or its bytes garbled
    path.write_bytes(bytes(corrupt))
    assert [ops[0].records[0].id for _, ops in _left(directory)] == ["m0", "m1"]


def test_records_come_back_equal_with_their_vectors_and_times(tmp_path, clock):
    """Vectors are journalled as their bytes and UTC by name: what a replay reads is equal."""
    directory = tmp_path / JOURNAL_DIR
    vector = np.linspace(-1, 1, 16, dtype=np.float32)
    record = Memory(
        id="m1",
        tier="episodic",
        text="naïve café",
        created_at=datetime(2026, 1, 2, 3, 4, 5, 6, tzinfo=UTC),
        last_accessed_at=datetime(2026, 1, 2, tzinfo=timezone(timedelta(hours=2))),
        valid_from=datetime(2025, 5, 5),  # naive
        meta={"scores": np.arange(3, dtype=np.int64), "note": "x"},
        vector=vector,
    )
    _in_child(lambda: Journal(directory).append([Append("memories", [record])]))
    ((_, (op,)),) = _left(directory)
    (back,) = op.records
    assert back == record
    assert back.vector.dtype == np.float32 and np.array_equal(back.vector, vector)
    assert back.created_at.tzinfo is UTC
    assert back.last_accessed_at.utcoffset() == timedelta(hours=2)
    assert back.valid_from.tzinfo is None
    assert np.array_equal(back.meta["scores"], np.arange(3))


def test_an_older_versions_sqlite_journal_is_replayed(tmp_path, clock):
    """A yeast killed under a version that journalled in SQLite loses nothing on upgrade."""
    path = tmp_path / "y"
    embedder = HashingEmbedder()
    with Store.open(path, embedder=embedder, clock=clock) as store:
        store.add(_memory(0, clock))
    legacy = path / JOURNAL_DIR / "0123456789abcdef0123456789abcdef.sqlite3"
    connection = sqlite3.connect(legacy)
    connection.execute("CREATE TABLE entries (seq INTEGER PRIMARY KEY, ops BLOB)")
    for i in (1, 2):
        ops = [Append("memories", [_memory(i, clock)])]
        connection.execute("INSERT INTO entries (ops) VALUES (?)", (pickle.dumps(ops),))
    connection.commit()
    connection.close()
    with Store.open(path, embedder=embedder, clock=clock) as store:
        assert sorted(m.id for m in store.memories()) == ["m0", "m1", "m2"]
    assert not legacy.exists()


def test_a_journal_whose_entries_were_all_applied_is_emptied(tmp_path, clock):
    """Once the write-behind has committed everything the log is truncated: a long-lived
    store's journal does not grow, and a kill then leaves nothing to replay."""
    path = tmp_path / "y"
    store = Store.open(path, embedder=HashingEmbedder(), clock=clock)
    try:
        for i in range(20):
            store.add(_memory(i, clock))
        store.flush()
        (journal,) = (path / JOURNAL_DIR).glob(f"*{SUFFIX}")
        assert journal.stat().st_size == 0
        store.add(_memory(20, clock))
        assert journal.stat().st_size > 0  # journalled before add() returned
    finally:
        store.close()
    assert not journal.exists()


def test_a_journal_that_never_catches_up_is_rewritten_with_what_is_left(tmp_path, clock):
    """Writes that never let the write-behind catch up (each round applies the older entries
    while new ones come) used to grow the log without end: past ``compact_bytes`` it is
    rewritten with only the entries not yet applied, which a replay still gets, in order."""
    directory = tmp_path / JOURNAL_DIR
    sizes = []

    def work():
        journal = Journal(directory, compact_bytes=4096)
        (path,) = directory.glob(f"*{SUFFIX}")
        seqs = []
        for i in range(60):
            seqs.append(journal.append([Append("memories", [_memory(i, clock)])]))
            if len(seqs) > 3:
                journal.applied([seqs[-4]])  # a round applies all but the 3 newest
            sizes.append(path.stat().st_size)
        assert journal.pending == 3
        assert max(sizes) < 3 * 4096, sizes  # bounded, not 60 entries long

    _in_child(work)
    assert [ops[0].records[0].id for _, ops in _left(directory)] == ["m57", "m58", "m59"]
    assert not list(directory.glob("*.new"))
