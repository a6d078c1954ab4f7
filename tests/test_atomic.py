"""``Store.atomic()`` stays one journal entry when the block reads the database (issue 17).

A read inside the block used to send what the block had queued so far as a journal entry of
its own, and wait for it to be committed: the block became two records, and a kill between them
left the first half in LanceDB — memories without their turn's dialogue-log row. Here the
journal is the real SQLite journal (its ``append`` is only watched), LanceDB is real, and the
kill is a real SIGKILL of a child process stopped inside a block, synchronised on a marker.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import lancedb
import pytest

import yeastlab
from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.core.config import Settings
from yeastlab.core.records import Memory, Turn, new_id
from yeastlab.store import Store
from yeastlab.store.journal import Journal
from yeastlab.store.writer import Append


@pytest.fixture
def entries(monkeypatch) -> list[list[object]]:
    """Every journal entry appended (the real journal still writes each one)."""
    seen: list[list[object]] = []
    real = Journal.append

    def watched(self, ops):
        seen.append(list(ops))
        return real(self, ops)

    monkeypatch.setattr(Journal, "append", watched)
    return seen


def _tables(entry: list[object]) -> set[str]:
    return {op.table for op in entry if isinstance(op, Append)}


def test_a_read_inside_atomic_keeps_the_block_one_entry(tmp_path, clock, entries):
    """Defect: a read in the middle of the block split it into two journal entries."""
    with Store.open(tmp_path / "y", embedder=HashingEmbedder(), clock=clock) as store:
        memory = Memory(id=new_id(), tier="episodic", text="it rained", created_at=clock.now())
        turn = Turn(turn_id="t1", session_id="s", created_at=clock.now(), user_input="hi",
                    response="hello")  # fmt: skip
        with store.atomic():
            store.add(memory)
            assert store.records("proposals") == []  # a read of LanceDB mid-block
            assert store.turns() == []
            store.flush()  # commits what was sent before the block, not the block
            assert store.get(memory.id) is not None  # the in-process index shows the block's
            store.add_turn(turn)
        assert len(entries) == 1 and _tables(entries[0]) == {"memories", "turns"}
        assert [t.turn_id for t in store.turns()] == ["t1"]  # after the block: everything
        assert store.get(memory.id).text == "it rained"


def test_a_direct_write_to_a_table_the_block_wrote_keeps_their_order(tmp_path, clock, entries):
    """An update of a memory the block added must land after it: that one sends the block."""
    with Store.open(tmp_path / "y", embedder=HashingEmbedder(), clock=clock) as store:
        memory = Memory(id=new_id(), tier="episodic", text="it rained", created_at=clock.now())
        with store.atomic():
            store.add(memory)
            store.update(memory.id, importance=0.9)
        assert store.get(memory.id).importance == 0.9
    with Store.open(tmp_path / "y", embedder=HashingEmbedder(), clock=clock) as store:
        assert store.get(memory.id).importance == 0.9


def test_a_turn_that_counts_the_dialogue_log_is_one_entry(tmp_path, entries):
    """A consolidation schedule counts the turns mid-turn, after the turn was logged: the
    count includes the block's own turn without sending the block."""
    settings = Settings(extra={"consolidate_every": 1000})
    with yeastlab.open(tmp_path / "y", embedder="hashing", settings=settings) as yeast:
        turn = yeast.chat("My dog is called Jay and he loves tulips.")
        assert yeast.store.turn_count() == 1
        assert turn.turn_id in set(yeast.turns()["turn_id"])
    assert len(entries) == 1 and {"memories", "turns"} <= _tables(entries[0])


_CHILD = textwrap.dedent(
    """
    import sys
    from yeastlab.backends.embedders import HashingEmbedder
    from yeastlab.core.records import Memory, Turn
    from yeastlab.store import Store

    store = Store.open(sys.argv[1], embedder=HashingEmbedder())
    now = store.clock.now()
    with store.atomic():
        store.add(Memory(id="m-mid", tier="episodic", text="in the block", created_at=now,
                         turn_id="t-mid"))
        store.records("proposals")  # a read mid-block
        store.flush()
        print("mid-block", flush=True)
        sys.stdin.readline()  # SIGKILLed here
        store.add_turn(Turn(turn_id="t-mid", session_id="s", created_at=now, user_input="hi",
                            response="hello"))
    """
)


def test_sigkill_in_the_middle_of_a_block_leaves_none_of_it(tmp_path):
    """Defect: killed after a read inside the block, the block's memory was committed without
    its turn's dialogue-log row (half-applied)."""
    path = tmp_path / "y"
    Store.open(path, embedder=HashingEmbedder()).close()
    child = subprocess.Popen(
        [sys.executable, "-c", _CHILD, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "mid-block"
    os.kill(child.pid, signal.SIGKILL)
    assert child.wait() == -signal.SIGKILL
    with Store.open(path, embedder=HashingEmbedder()) as store:
        memories = {m.id for m in store.memories()}
        turns = {t.turn_id for t in store.turns()}
    assert ("m-mid" in memories) == ("t-mid" in turns), "half of the block was applied"
    assert memories == set() and turns == set()  # the block never ended: nothing of it


def test_a_block_forgets_what_it_added_before_the_index_was_loaded(tmp_path, clock, entries):
    """The index loaded mid-block shows the block's own memory, so the block can forget it."""
    path = tmp_path / "y"
    with Store.open(path, embedder=HashingEmbedder(), clock=clock) as store:
        memory = Memory(id=new_id(), tier="episodic", text="it rained", created_at=clock.now())
        with store.atomic():
            store.add(memory)  # the index is not loaded yet: not shown there
            assert [e.memory_id for e in store.forget(memory.id, reason="forgotten")] == [memory.id]
            assert store.count() == 0
        assert len(entries) == 1 and store.count() == 0
    with Store.open(path, embedder=HashingEmbedder(), clock=clock) as store:
        assert store.count() == 0 and store.get(memory.id).deleted_at is not None
        assert [e.memory_id for e in store.forgetting()] == [memory.id]


def test_a_block_ended_on_another_thread_is_sent_whole(tmp_path, clock, entries):
    """Defect: a turn generator opened its block on one thread and was closed on another (a
    sweep worker dropping a stream), whose thread-local state had no group: 'Exception ignored
    … no attribute group', the block's writes never sent, and the first thread's next block
    taken for a nested one."""
    import threading

    with Store.open(tmp_path / "y", embedder=HashingEmbedder(), clock=clock) as store:
        memory = Memory(id=new_id(), tier="episodic", text="it rained", created_at=clock.now())

        def block():
            with store.atomic():
                store.add(memory)
                yield

        steps = block()
        next(steps)  # the block is open on this thread
        errors: list[BaseException] = []

        def close_elsewhere():
            try:
                steps.close()
            except BaseException as exc:  # noqa: BLE001 - the defect raised here
                errors.append(exc)

        closer = threading.Thread(target=close_elsewhere)
        closer.start()
        closer.join()
        assert errors == []
        assert len(entries) == 1 and _tables(entries[0]) == {"memories"}
        later = Memory(id=new_id(), tier="episodic", text="it snowed", created_at=clock.now())
        with store.atomic():  # a block of its own again, not nested in the one that ended
            store.add(later)
        assert len(entries) == 2
        store.flush()
        assert store.get(memory.id) is not None and store.get(later.id) is not None


def test_a_turn_that_forgets_is_one_entry_and_still_compacts(tmp_path, entries):
    """Defect: the forget's compaction (which removes the forgotten text from the files) sent
    the turn's block in its middle: the forget was journalled apart from the rest of the turn,
    and a kill between them left the forget applied without its turn."""
    with yeastlab.open(tmp_path / "y", embedder="hashing") as yeast:
        yeast.chat("My sister Odile lives in Lyon and grows apricots.")
        yeast.store.compact()
        before = len(entries)
        turn = yeast.chat("Please forget everything about my sister Odile.")
        assert len(entries) == before + 1
        assert {"forgetting", "turns"} <= _tables(entries[-1])
        assert "user request" in set(yeast.forgotten()["reason"])
        assert turn.turn_id in set(yeast.turns()["turn_id"])
        yeast.store.flush()
    table = lancedb.connect(tmp_path / "y").open_table("memories")
    for version in table.list_versions():  # compacted once the block was sent: no old copy
        table.checkout(version["version"])
        assert not [t for t in table.to_arrow()["text"].to_pylist() if "Odile" in t]


def test_the_first_memory_a_process_adds_inside_a_block_keeps_it_one_entry(
    tmp_path, clock, entries
):
    """Numbering the first memory reads the highest ``seq`` stored: that read must not send
    what the block queued before it."""
    path = tmp_path / "y"
    with Store.open(path, embedder=HashingEmbedder(), clock=clock) as store:
        store.add(Memory(id=new_id(), tier="episodic", text="before", created_at=clock.now()))
    entries.clear()
    with Store.open(path, embedder=HashingEmbedder(), clock=clock) as store:
        turn = Turn(turn_id="t2", session_id="s", created_at=clock.now(), user_input="hi",
                    response="hello")  # fmt: skip
        with store.atomic():
            store.add_turn(turn)
            added = store.add(
                Memory(id=new_id(), tier="episodic", text="after", created_at=clock.now())
            )
        assert added[0].seq == 2
        assert len(entries) == 1 and _tables(entries[0]) == {"memories", "turns"}
