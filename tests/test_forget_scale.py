"""A forget costs one write of the memories table whatever it forgets (issues 13/17/20).

Forgetting blanked each memory with its own LanceDB ``merge_insert`` and a compaction followed
every ``compact_every`` of them: a request resolved to thousands of memories at 100k ran for
minutes. The blanking now rides on the forget's one patch (one ``merge_insert`` in a write-behind
round, journalled with the forget), and the forget's own compaction is the only one. The
counts are taken around the real LanceDB calls; no timing (that is
``benchmarks/trust_forget_scale.py --turn``).
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import lancedb
import pytest
from lancedb.table import LanceTable

from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.cognition import secrets
from yeastlab.cognition.forgetting import BLANK, forget_about, subject_of
from yeastlab.core.records import Memory, new_id
from yeastlab.store import Store
from yeastlab.store.database import Database

ODILE = [f"My sister Odile planted apricot tree number {i} in Lyon." for i in range(20)]
OTHERS = ["I enjoy long walks by the river.", "The bakery opens at seven.", "Chess on Tuesdays."]


@pytest.fixture
def counts(monkeypatch):
    """``{"writes": n, "optimize": {table: n}}``: commits to the memories table
    (``merge_insert`` and ``add``) and compactions, counted around the real calls."""
    seen: dict = {"writes": 0, "optimize": {}}

    def spy(cls, name, count):
        real = getattr(cls, name)

        def wrapper(obj, *args, **kwargs):
            count(obj, *args)
            return real(obj, *args, **kwargs)

        monkeypatch.setattr(cls, name, wrapper)

    def write(table, *_):
        seen["writes"] += table.name == "memories"

    def optimized(_db, name, *_):
        seen["optimize"][name] = seen["optimize"].get(name, 0) + 1

    spy(LanceTable, "merge_insert", write)
    spy(LanceTable, "add", write)
    spy(Database, "optimize", optimized)
    return seen


def _filled(path, clock) -> tuple[Store, list[Memory]]:
    store = Store.open(path, embedder=HashingEmbedder(), clock=clock)
    store.compact_every = 8  # a compaction every 8 commits: per-memory writes would show it
    added = store.add([Memory(new_id(), "episodic", t, clock.now()) for t in [*ODILE, *OTHERS]])
    store.flush()
    store.memories()  # the in-process index loaded, as in a running yeast
    return store, added[: len(ODILE)]


def test_forgetting_twenty_memories_is_one_write_and_one_compaction(tmp_path, clock, counts):
    store, odile = _filled(tmp_path / "y", clock)
    counts["writes"], counts["optimize"] = 0, {}
    with store:
        events = forget_about(store, subject_of("my sister Odile"))
        store.flush()
        assert {e.memory_id for e in events} >= {m.id for m in odile}
        assert counts["writes"] == 1  # 21 before: one per memory blanked, then the forget
        assert counts["optimize"].get("memories", 0) <= 1  # 3 before (every 8 writes + its own)
        forgotten = {e.memory_id for e in events}
        gone = [m for m in store.memories(alive_only=False) if m.id in forgotten]
        assert all(m.text == BLANK and m.deleted_at is not None for m in gone)
        assert {e.summary for e in events if e.memory_id in {m.id for m in odile}} == {BLANK}
        assert any("river" in m.text for m in store.memories())
    table = lancedb.connect(tmp_path / "y").open_table("memories")
    for version in table.list_versions():  # no older version keeps the text
        table.checkout(version["version"])
        assert not [t for t in table.to_arrow()["text"].to_pylist() if "Odile" in t]


def test_blank_and_forget_writes_once_and_blanks_text_vector_tags(tmp_path, clock, counts):
    store, odile = _filled(tmp_path / "y", clock)
    counts["writes"] = 0
    with store:
        events = secrets.blank_and_forget(store, odile, reason="privacy")
        store.flush()
        assert counts["writes"] == 1 and len(events) == len(odile)
        blank = store.embedder.embed([secrets.BLANK])[0]
        for memory in store.get_many([m.id for m in odile]):
            assert memory.text == secrets.BLANK and memory.deleted_at is not None
            assert memory.tags == () and memory.meta == {}
            assert list(memory.vector) == pytest.approx(list(blank))
        assert store.count() == len(OTHERS)
        assert all("Odile" not in h.memory.text for h in store.hybrid_search("apricot Odile", k=5))


KILLED = textwrap.dedent(
    """
    import os, signal, sys
    from yeastlab.backends.embedders import HashingEmbedder
    from yeastlab.cognition import secrets
    from yeastlab.store import Store

    store = Store.open(sys.argv[1], embedder=HashingEmbedder())
    doomed = [m for m in store.memories() if "Odile" in m.text]
    secrets.blank_and_forget(store, doomed, reason="privacy")
    print("ack", len(doomed), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)  # the write-behind may not have committed it
    """
)


def test_a_blanking_forget_survives_sigkill(tmp_path, clock):
    """Acknowledged means durable: the forget returned, the process was killed at once; on
    reopening the memories are forgotten and blank (replayed from the journal if need be)."""
    store, odile = _filled(tmp_path / "y", clock)
    store.close()
    run = subprocess.run(
        [sys.executable, "-c", KILLED, str(tmp_path / "y")], capture_output=True, text=True
    )
    assert run.stdout.split() == ["ack", str(len(ODILE))]
    with Store.open(tmp_path / "y", embedder=HashingEmbedder()) as reopened:
        assert all("Odile" not in m.text for m in reopened.memories(alive_only=False))
        assert {e.memory_id for e in reopened.forgetting()} == {m.id for m in odile}
        assert reopened.count() == len(OTHERS)


def test_the_vector_index_has_no_graph_for_a_forget_to_rebuild(tmp_path, clock):
    """The vector index is IVF-SQ: LanceDB's optimize (the compaction a forget runs) rebuilt an
    IVF-HNSW-SQ index's graphs after a change to one indexed row, minutes at 100k memories."""
    store, odile = _filled(tmp_path / "y", clock)
    with store:
        store.vector_index_min_rows = 20
        store.compact()
        secrets.blank_and_forget(store, odile[:1], reason="privacy")
        store.compact(index=False)
    table = lancedb.connect(tmp_path / "y").open_table("memories")
    kinds = {i.index_type for i in table.list_indices() if i.columns == ["vector"]}
    assert kinds == {"IvfSq"}
