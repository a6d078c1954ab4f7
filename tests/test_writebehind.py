"""Write-behind and the in-process index: the turn never waits on LanceDB, and nothing is lost.

Real LanceDB in tmp_path; "the database is busy" is a real second process holding the yeast's
write lock, and "a write fails" is a table directory replaced by a file under the store's feet.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
import threading
import time
from datetime import timedelta

import lancedb
import numpy as np
import pytest

from yeastlab.cognition import rag
from yeastlab.core.errors import StoreError
from yeastlab.core.records import Memory, new_id
from yeastlab.core.retry import RetryPolicy
from yeastlab.store import Store
from yeastlab.store.index import MemoryIndex
from yeastlab.store.writer import Append, WriteBehind


def memory(clock, text: str, tier: str = "episodic", **fields) -> Memory:
    return Memory(id=new_id(), tier=tier, text=text, created_at=clock.now(), **fields)


_HOLDER = textwrap.dedent(
    """
    import fcntl, os, pathlib, sys, time
    fd = os.open(sys.argv[1], os.O_RDWR)
    fcntl.flock(fd, fcntl.LOCK_EX)
    pathlib.Path(sys.argv[2]).touch()
    while not pathlib.Path(sys.argv[3]).exists():
        time.sleep(0.02)
    """
)


class LockHolder:
    """Another process holding the yeast's write lock until released."""

    def __init__(self, tmp_path, yeast_dir):
        script = tmp_path / "holder.py"
        script.write_text(_HOLDER)
        self.held, self.release_file = tmp_path / "held", tmp_path / "release"
        self.proc = subprocess.Popen(
            [
                sys.executable,
                str(script),
                str(yeast_dir / ".lock"),
                str(self.held),
                str(self.release_file),
            ]
        )
        deadline = time.monotonic() + 30
        while not self.held.exists():
            assert self.proc.poll() is None and time.monotonic() < deadline
            time.sleep(0.02)

    def release(self) -> None:
        self.release_file.touch()
        self.proc.wait(timeout=30)


def test_writes_return_while_another_process_holds_the_lock(tmp_path, store, clock):
    store.add(memory(clock, "before the lock"))
    assert [m.text for m in store.memories()] == ["before the lock"]
    store.flush()
    holder = LockHolder(tmp_path, store.path)
    try:
        for i in range(20):
            store.add(memory(clock, f"queued {i}"))
        recalled = [m.id for m in store.memories()[:3]]
        store.touch(recalled)
        # The index answers at once with every queued write; LanceDB has none of them yet.
        assert store.count() == 21 and store.pending_writes >= 1
        assert store.vector_search("queued 7", k=1)[0].memory.text == "queued 7"
        assert store.memories()[0].access_count == 1
        # Nothing waited for the lock: it is still held, and the database has none of them.
        assert holder.proc.poll() is None
        assert lancedb.connect(str(store.path)).open_table("memories").count_rows() == 1
    finally:
        holder.release()
    store.flush()
    assert store.pending_writes == 0
    reopened = Store.open(store.path, embedder=store.embedder, clock=clock)
    assert reopened.count() == 21
    counts = {m.id: m.access_count for m in reopened.memories()}
    assert [counts[i] for i in recalled] == [1, 1, 1] and sum(counts.values()) == 3
    reopened.close()


def chats_while_locked(tmp_path, yeast, prompts, *, while_held=None) -> list:
    """The yeast's turns for ``prompts``, run on a thread while another process holds the
    yeast's write lock: they must complete without waiting for the database. ``while_held``
    is called before the lock is released."""
    holder = LockHolder(tmp_path, yeast.store.path)
    done = threading.Event()
    turns, failures = [], []

    def run() -> None:
        try:
            turns.extend(yeast.chat(p) for p in prompts)
        except BaseException as exc:  # raised again in the test's thread
            failures.append(exc)
        finally:
            done.set()

    worker = threading.Thread(target=run, daemon=True)
    try:
        worker.start()
        assert done.wait(60), "a turn waited for the database"
        if failures:
            raise failures[0]
        if while_held is not None:
            while_held()
    finally:
        holder.release()
    worker.join(60)
    return turns


def test_a_turn_runs_without_touching_the_database(tmp_path, make_yeast):
    """After the first turn loads the index, a turn completes while the database is locked."""
    yeast = make_yeast()
    yeast.chat("Remember: the user's name is Jay")

    def queued() -> None:
        assert yeast.store.pending_writes >= 1

    prompts = ["What did I just tell you?", "I love summer"]
    turns = chats_while_locked(tmp_path, yeast, prompts, while_held=queued)
    assert "Jay" in turns[0].response
    yeast.store.flush()
    assert [t.user_input for t in yeast.store.turns()][-2:] == prompts


def test_a_turn_with_documents_runs_without_touching_the_database(tmp_path, make_yeast):
    """Document search and its query log stay off LanceDB too: a RAG turn completes while
    another process holds the database, and the log is trimmed by the write-behind."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "koji.txt").write_text("Koji is the mould that ferments soybeans into miso.")
    yeast = make_yeast()
    yeast.ingest(docs)
    yeast.chat("Hello")  # loads the index, the self-model and the chunks
    prompts = [f"What ferments soybeans into miso? ({i})" for i in range(3)]
    turns = chats_while_locked(tmp_path, yeast, prompts)
    assert all(not t.error and "miso" in t.response for t in turns)
    logged = rag.query_log(yeast.store)[-3:]
    assert [q.query for q in logged] == prompts and all(q.chunk_ids for q in logged)


def test_a_consolidation_schedule_counts_turns_without_reading_them(tmp_path, make_yeast):
    """``consolidate_every`` counts the dialogue log in process: turns run with the database
    locked by another process (reading every turn back each time did not)."""
    from yeastlab.core.config import Settings

    yeast = make_yeast(settings=Settings(extra={"consolidate_every": 1000}))
    yeast.chat("Hello")
    assert yeast.store.turn_count() == 1

    def counted() -> None:
        assert yeast.store.turn_count() == 4

    prompts = [f"Tell me about bread, part {i}" for i in range(3)]
    chats_while_locked(tmp_path, yeast, prompts, while_held=counted)


def test_a_typed_profile_turn_runs_without_touching_the_database(tmp_path, make_yeast):
    """The typed profile's full-text recall is answered in process too."""
    yeast = make_yeast(profile="typed")
    yeast.chat("Remember: the sourdough starter lives in the cellar")
    (turn,) = chats_while_locked(tmp_path, yeast, ["Where does the sourdough starter live?"])
    assert any("cellar" in hit.text for hit in turn.flow)


def test_turn_count_follows_this_store_and_another(store, clock):
    from yeastlab.core.records import Turn

    def turn(text: str) -> Turn:
        return Turn(new_id(), "s", clock.now(), user_input=text, response="ok")

    assert store.turn_count() == 0
    store.add_turn(turn("one"))
    store.add_turn(turn("two"))
    assert store.turn_count() == 2
    other = Store.open(store.path, embedder=store.embedder, clock=clock)
    try:
        other.add_turn(turn("three"))
        other.flush()
        store.records("proposals")  # any read sees the other's commit first
        assert store.turn_count() == 3
    finally:
        other.close()
    store.delete_where("turns", "true")
    assert store.turn_count() == 0


def test_failed_round_surfaces_and_loses_nothing(store, clock):
    store.add(memory(clock, "first"))
    store.flush()
    table_dir = store.path / "memories.lance"
    moved = store.path / "memories.moved"
    os.rename(table_dir, moved)
    table_dir.write_text("not a table")  # the next commit cannot write here
    try:
        store.add(memory(clock, "second"))
        with pytest.raises(StoreError, match="still queued, nothing is lost"):
            store.flush()
        with pytest.raises(StoreError, match="background write"):
            store.add(memory(clock, "third"))  # refused until the failure is fixed
        assert store.pending_writes == 1
    finally:
        table_dir.unlink()
        os.rename(moved, table_dir)
    store.flush()  # retried, committed once
    store.add(memory(clock, "third"))
    store.close()
    reopened = Store.open(store.path, embedder=store.embedder, clock=clock)
    assert sorted(m.text for m in reopened.memories()) == ["first", "second", "third"]
    reopened.close()


def test_close_commits_what_is_queued(tmp_path, store, clock):
    for i in range(30):
        store.add(memory(clock, f"m{i}"))
    store.forget([m.id for m in store.memories()[:5]], reason="forgotten")
    store.close()
    reopened = Store.open(store.path, embedder=store.embedder, clock=clock)
    assert reopened.count() == 25 and len(reopened.forgetting()) == 5
    reopened.close()


def test_rounds_group_commits(store, clock):
    """Writes queued while a round commits go out together: far fewer commits than writes."""
    for i in range(200):
        store.add(memory(clock, f"m{i}"))
    store.flush()
    writer = store.diagnostics.writer
    assert writer.committed == 200 and writer.rounds < 200
    assert store.count() == 200


class FlakyCommit:
    """A round commit that fails while ``failing`` is set (or ``times`` more times)."""

    def __init__(self, times: int = 0):
        self.times, self.failing, self.tries = times, False, 0
        self.seen: list[list[int]] = []

    def __call__(self, ops) -> None:
        self.tries += 1
        if self.failing or self.times > 0:
            self.times -= 1
            raise OSError("disk full")
        self.seen.append([r for op in ops for r in op.records])
        ops.clear()

    def committed(self) -> list[int]:
        return [r for batch in self.seen for r in batch]


FAST = RetryPolicy(attempts=3, first_wait=0.001, max_wait=0.001)


def test_a_failed_round_is_retried_with_backoff_before_what_follows():
    commit = FlakyCommit(times=2)  # the first round fails twice, then commits
    writer = WriteBehind(commit, name="test", retry=FAST)
    for i in range(4):
        writer.submit(Append("t", [i]))
    writer.drain()
    writer.close()
    assert commit.committed() == [0, 1, 2, 3] and writer.error is None
    assert commit.tries == len(commit.seen) + 2 and writer.committed == 4


def test_a_lasting_failure_is_reported_and_its_writes_stay_queued():
    commit = FlakyCommit()
    writer = WriteBehind(commit, name="test", retry=FAST, resume=None)  # only drain retries
    writer.submit(Append("t", [0]))
    writer.drain()
    commit.failing = True
    writer.submit(Append("t", [1]))
    with pytest.raises(StoreError, match="disk full") as raised:
        writer.drain()  # every retry failed: reported to the caller
    assert isinstance(raised.value.__cause__, OSError)
    assert commit.tries == 1 + FAST.attempts
    with pytest.raises(StoreError) as refused:
        writer.submit(Append("t", [2]))  # new writes refused until it is fixed
    assert refused.value is raised.value and writer.pending == 1
    with pytest.raises(StoreError, match="still queued"):
        writer.close()  # retried once more, still failing: the writer stays open
    commit.failing = False  # the cause is fixed
    writer.drain()  # the queued round commits
    for i in (2, 3):
        writer.submit(Append("t", [i]))
    writer.close()
    assert commit.committed() == [0, 1, 2, 3]


def test_discard_drops_what_is_queued_and_commits_nothing_more():
    """For a caller that recovers its writes elsewhere (fermentation): nothing is retried later."""
    commit = FlakyCommit()
    commit.failing = True
    writer = WriteBehind(commit, name="test", batch_size=3, retry=FAST, resume=None)
    for i in range(3):
        writer.submit(Append("t", [i]))
    with pytest.raises(StoreError):
        writer.drain()
    commit.failing = False  # the cause is gone, but the caller has moved on
    dropped = writer.discard()
    assert [r for op in dropped for r in op.records] == [0, 1, 2] and writer.pending == 0
    writer.close()  # closed already: no retry
    with pytest.raises(StoreError, match="closed"):
        writer.submit(Append("t", [3]))
    assert commit.seen == []


def test_rounds_start_by_count_or_by_age_on_the_injected_clock(clock):
    commit = FlakyCommit()
    writer = WriteBehind(commit, name="test", batch_size=3, max_age=600, clock=clock)
    writer.submit(Append("t", [0]))
    writer.submit(Append("t", [1]))
    assert writer.pending == 2 and commit.seen == []  # too few and too young: no round
    writer.submit(Append("t", [2]))  # the third write starts a round
    wait_until(lambda: writer.pending == 0)
    assert commit.seen == [[0, 1, 2]]
    writer.submit(Append("t", [3]))
    clock.advance(seconds=600)  # simulated time: the row is now old enough
    writer.submit(Append("t", [4]))  # looked at when a write arrives
    wait_until(lambda: writer.pending == 0)
    assert commit.seen == [[0, 1, 2], [3, 4]] and writer.rounds == 2
    writer.close()


def wait_until(condition, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "the writer never got there"
        time.sleep(0.005)


def test_index_scores_match_numpy_and_follow_changes(clock):
    rng = np.random.default_rng(3)
    items = [
        Memory(
            new_id(),
            "episodic" if i % 2 else "semantic",
            f"text {i} bread",
            clock.now(),
            vector=rng.normal(size=8).astype(np.float32),
        )
        for i in range(50)
    ]
    index = MemoryIndex(8, items)
    query = rng.normal(size=8).astype(np.float32)
    got = index.vector_search(query, k=5, tiers=["semantic"])
    vectors = np.stack([m.vector for m in items if m.tier == "semantic"])
    expected = vectors @ query / np.linalg.norm(vectors, axis=1) / np.linalg.norm(query)
    assert [round(s, 5) for _, s in got] == [round(float(s), 5) for s in sorted(expected)[::-1][:5]]
    assert all(m.tier == "semantic" for m, _ in got)
    best = got[0][0]
    index.remove([best.id])
    assert best.id not in {m.id for m, _ in index.vector_search(query, k=50)}
    assert index.count() == 49 and index.count(["semantic"]) == 24
    moved = items[1]
    index.update(
        Memory(moved.id, moved.tier, "rye sourdough", moved.created_at, vector=moved.vector)
    )
    memories, _, bm25, _, by_text = index.candidates("sourdough", None, k=3)
    assert by_text == [moved.id] and bm25[0] > 0 and memories[0].text == "rye sourdough"
    touched = index.touch([moved.id, "unknown"], clock.now())
    assert [m.access_count for m in touched] == [1] and index.get(moved.id).access_count == 1


def test_another_process_write_reloads_the_index(tmp_path, clock, embedder):
    a = Store.open(tmp_path / "y", embedder=embedder, clock=clock)
    b = Store.open(tmp_path / "y", embedder=embedder, clock=clock)
    a.add(memory(clock, "one"))
    assert b.count() == 0 or b.count() == 1  # not committed yet, or already
    a.flush()
    assert b.count() == 1  # b's index saw the generation move and reloaded
    b.forget([b.memories()[0].id], reason="forgotten")
    b.flush()
    assert a.count() == 0 and a.vector_search("one", k=3) == []
    a.close()
    b.close()
    shutil.rmtree(tmp_path / "y")


def test_similarities_are_reused_and_extended_over_new_rows(clock):
    rng = np.random.default_rng(5)

    def item(i):
        vector = rng.normal(size=8).astype(np.float32)
        return Memory(new_id(), "episodic", f"m{i}", clock.now(), vector=vector)

    index = MemoryIndex(8, [item(i) for i in range(10)])
    query = rng.normal(size=8).astype(np.float32)
    first = index.similarities(query)
    index.add([item(i) for i in range(10, 13)])
    extended = index.similarities(query.copy())
    fresh = MemoryIndex(8, [index.memory_at(r) for r in range(13)]).similarities(query)
    assert extended.shape == (13,) and np.allclose(extended[:10], first)
    assert np.allclose(extended, fresh, atol=1e-6)
    other = index.similarities(rng.normal(size=8).astype(np.float32))
    assert not np.allclose(other, extended)


def test_partitioned_search_finds_what_exact_search_finds(clock, monkeypatch):
    """Above PARTITION_MIN_ROWS the index probes k-means partitions; on clustered vectors (as
    embeddings are) it returns the exact top hits, deterministically, and scores text hits
    outside the probed partitions exactly."""
    import yeastlab.store.indexsearch as search_module

    monkeypatch.setattr(search_module, "PARTITION_MIN_ROWS", 1_000)
    rng = np.random.default_rng(11)
    centres = rng.normal(size=(40, 16))
    vectors = (centres[rng.integers(0, 40, 4_000)] + 0.3 * rng.normal(size=(4_000, 16))).astype(
        np.float32
    )
    items = [
        Memory(new_id(), "episodic", f"note {i}", clock.now(), vector=vectors[i])
        for i in range(4_000)
    ]
    items[17] = Memory(items[17].id, "episodic", "zebra crossing", clock.now(), vector=vectors[17])
    index = MemoryIndex(16, items)
    unit = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    overlaps = []
    for q in range(20):
        query = (centres[q] + 0.3 * rng.normal(size=16)).astype(np.float32)
        got = [m.id for m, _ in index.vector_search(query, k=10)]
        exact = np.argsort(-(unit @ (query / np.linalg.norm(query))))[:10]
        overlaps.append(len(set(got) & {items[i].id for i in exact}) / 10)
        assert got == [m.id for m, _ in index.vector_search(query.copy(), k=10)]
    assert index.partitioned and np.mean(overlaps) >= 0.9
    far = -vectors[17]  # the text hit is as far from the query as can be
    memories, sims, _, _, by_text = index.candidates("zebra", far, k=5)
    at = [m.id for m in memories].index(items[17].id)
    assert by_text == [items[17].id]
    assert sims[at] == pytest.approx(-1.0, abs=1e-5)


def test_an_episode_is_found_by_words_of_the_turn_before_it(clock):
    """BM25 indexes an episode after the previous episode of its session (its context)."""
    vec = np.ones(8, dtype=np.float32)

    def episode(text, session, minutes):
        at = clock.now() + timedelta(minutes=minutes)
        return Memory(new_id(), "episodic", text, at, session_id=session, vector=vec)

    first = episode("Where did you buy the blue bicycle?", "s1", 0)
    answer = episode("A year ago, in Paris.", "s1", 1)
    other = episode("A year ago, in Rome.", "s2", 2)
    fact = Memory(new_id(), "semantic", "Paris is in France.", clock.now(), vector=vec)
    index = MemoryIndex(8, [answer, other, first, fact])  # loaded in any order
    _, _, bm25, _, by_text = index.candidates("bicycle", None, k=5)
    assert set(by_text) == {first.id, answer.id}  # the answer carries its question's words
    memories, _, _, _, by_text = index.candidates("France bicycle", None, k=5)
    assert fact.id in by_text and other.id not in by_text


def test_a_journalled_store_gathers_writes_into_rounds(tmp_path):
    """With a write-ahead journal holding the writes, the write-behind gathers them for up to
    GATHER_SECONDS (a turn's commits cost the same for forty turns as for one); without one
    (durability="batch") every write goes out as soon as it can."""
    from yeastlab.backends.embedders import HashingEmbedder
    from yeastlab.store.life import GATHER_SECONDS, GATHER_WRITES

    with Store.open(tmp_path / "turn", embedder=HashingEmbedder()) as store:
        assert store.diagnostics.writer.gathering == (GATHER_SECONDS, GATHER_WRITES)
    with Store.open(tmp_path / "bulk", embedder=HashingEmbedder(), durability="batch") as store:
        assert store.diagnostics.writer.gathering[1] == 1


def test_gather_starts_a_round_on_the_count_or_a_drain_not_on_each_write():
    """On a clock that does not move, a gathering writer starts no round until batch_size
    writes wait; a drain starts one at once."""
    from yeastlab.core.clock import SimClock

    rounds = []
    writer = WriteBehind(lambda batch: rounds.append(batch.copy()) or batch.clear(),
                         clock=SimClock(tick=timedelta(0)))  # fmt: skip
    try:
        writer.gather(max_age=60.0, batch_size=3)
        for i in range(3):
            writer.submit(Append("t", [i]))
        writer.drain()
        for i in range(2):
            writer.submit(Append("t", [10 + i]))
        writer.drain()
    finally:
        writer.close()
    assert [[op.records[0] for op in r] for r in rounds] == [[0, 1, 2], [10, 11]]
    with pytest.raises(Exception, match="gathers"):
        writer.gather(max_age=-1, batch_size=3)
