"""The lab database and its write-behind: batches in order, waiting rows committed, failures
raised in the caller's thread, compaction only when fragmented. Real LanceDB in ``tmp_path``."""

from __future__ import annotations

import threading
import time

import lancedb
import pyarrow as pa
import pytest

from yeastlab.core.errors import ConfigError, StoreError
from yeastlab.core.records import RunTurn
from yeastlab.lab.database import Lab


@pytest.fixture
def lab(tmp_path, clock):
    return Lab(tmp_path / "lab", clock=clock)


def rows(clock, n: int, start: int = 0) -> list[RunTurn]:
    return [
        RunTurn(
            run="r",
            yeast="y",
            index=i,
            prompt=f"prompt {i}",
            response=f"answer {i}",
            created_at=clock.now(),
            turn_id=f"t{i}",
        )
        for i in range(start, start + n)
    ]


def fragments(lab: Lab, table: str = "run_turns") -> int:
    stats = lancedb.connect(str(lab.path)).open_table(table).stats()
    return stats["fragment_stats"]["num_fragments"]


def sabotage(lab: Lab) -> None:
    """Another process drops a column of ``run_turns``: the lab's appends now fail."""
    lancedb.connect(str(lab.path)).open_table("run_turns").drop_columns(["prompt"])


def test_add_turns_is_one_commit_of_all_rows(lab, clock):
    lab.add_turns(rows(clock, 5))
    assert [t.index for t in lab.turns("r", "y")] == [0, 1, 2, 3, 4]
    assert fragments(lab) == 1


def test_writer_commits_every_row_in_order_in_batches(lab, clock):
    with lab.writer(flush_every=3, flush_after=600) as writer:
        for row in rows(clock, 7):
            writer.put(row)
        writer.flush()  # the last, partial batch too
        assert [t.index for t in lab.turns("r", "y")] == list(range(7))
        assert (writer.written, writer.commits) == (7, 3)
    assert lab.turn_ids("r", "y") == {f"t{i}" for i in range(7)}


def test_a_waiting_row_is_committed_after_flush_after_seconds(lab, clock, tmp_path):
    other = Lab(tmp_path / "lab")  # what another process sees
    with lab.writer(flush_every=100, flush_after=0.05) as writer:
        writer.put(rows(clock, 1)[0])
        deadline = time.monotonic() + 30
        while not other.turns() and time.monotonic() < deadline:
            time.sleep(0.02)
        assert [t.index for t in other.turns()] == [0]  # with no flush() and no close()


def test_close_commits_what_is_queued_and_is_idempotent(lab, clock):
    writer = lab.writer(flush_every=100, flush_after=600)
    for row in rows(clock, 4):
        writer.put(row)
    writer.close()
    writer.close()
    assert len(lab.turns()) == 4
    with pytest.raises(StoreError, match="closed"):
        writer.put(rows(clock, 1, start=4)[0])


def test_a_failed_background_write_is_raised_by_every_later_call(lab, clock):
    writer = lab.writer(flush_every=2, flush_after=600)
    first, second, third = rows(clock, 2), rows(clock, 2, start=2), rows(clock, 1, start=4)
    for row in first:
        writer.put(row)
    writer.flush()
    sabotage(lab)
    for row in second:
        writer.put(row)
    with pytest.raises(StoreError, match="lab database") as raised:
        writer.flush()
    assert "prompt 3 of run 'r'" in str(raised.value)  # says where the lab stops
    assert raised.value.__cause__ is not None  # the LanceDB error, kept
    with pytest.raises(StoreError) as again:
        writer.put(third[0])
    assert again.value is raised.value
    with pytest.raises(StoreError):
        writer.close()
    assert writer.written == 2 and writer.failure is raised.value


def test_rows_queued_behind_a_failed_commit_are_not_written(lab, clock):
    """The lab keeps a prefix of the rows put: nothing after a failed batch gets in."""
    release = threading.Event()
    calls = []

    def barrier() -> None:  # the second commit waits until more rows are queued, then fails
        calls.append(len(calls))
        if len(calls) == 2:
            release.wait(30)
            raise OSError("disk full")

    writer = lab.writer(flush_every=1, flush_after=600, barrier=barrier)
    batch = rows(clock, 4)
    writer.put(batch[0])
    writer.flush()
    writer.put(batch[1])  # its commit is failing...
    writer.put(batch[2])  # ...while these wait behind it
    writer.put(batch[3])
    release.set()
    with pytest.raises(StoreError, match="disk full") as raised:
        writer.close()
    assert "prompt 2 of run 'r'" in str(raised.value)
    assert [t.index for t in lab.turns()] == [0]
    assert len(calls) == 2  # no commit was tried after the failure


def test_the_barrier_runs_before_each_commit(lab, clock):
    seen: list[int] = []
    with lab.writer(
        flush_every=2, flush_after=600, barrier=lambda: seen.append(len(lab.turns()))
    ) as writer:
        for row in rows(clock, 4):
            writer.put(row)
    assert seen == [0, 2]  # called before each batch was committed


def test_writer_options_are_checked(lab):
    with pytest.raises(ConfigError, match="flush_every"):
        lab.writer(flush_every=0)


def test_compact_merges_fragments_only_past_the_threshold(lab, clock):
    for row in rows(clock, 3):
        lab.add_turn(row)
    assert fragments(lab) == 3
    lab.compact(min_fragments=4)
    assert fragments(lab) == 3
    lab.compact(min_fragments=3)
    assert fragments(lab) == 1
    assert [t.index for t in lab.turns()] == [0, 1, 2]


def test_turn_ids_of_any_run(lab, clock):
    lab.add_turns(rows(clock, 2))
    other = RunTurn(
        run="s", yeast="y", index=0, prompt="p", response="", created_at=clock.now(), turn_id="u"
    )
    lab.add_turn(other)
    assert lab.turn_ids("r", "y") == {"t0", "t1"}
    assert lab.turn_ids(None, "y") == {"t0", "t1", "u"}


def test_a_lab_made_before_run_environments_opens_and_keeps_its_runs(tmp_path, clock):
    from yeastlab.core.records import Run
    from yeastlab.lab.database import RUNS_SCHEMA

    old = pa.schema([f for f in RUNS_SCHEMA if f.name != "environment"])
    table = lancedb.connect(str(tmp_path / "lab")).create_table("runs", schema=old)
    table.add(
        pa.Table.from_pylist(
            [{"run": "old", "yeast": "y", "created_at": clock.now(), "params": "{}",
              "notebook": "", "status": "done", "n_prompts": 3, "finished_at": None}],
            schema=old,
        )
    )  # fmt: skip
    lab = Lab(tmp_path / "lab", clock=clock)
    lab.start_run(Run("new", "y", clock.now(), environment={"numpy": "2.0", "model": "m"}))
    assert {r.run: r.environment for r in lab.runs()} == {
        "old": {},
        "new": {"numpy": "2.0", "model": "m"},
    }
    lab.set_environment("old", "y", {"resumed_with": {"model": "m"}})
    frame = lab.runs_frame().set_index("run")
    assert frame.loc["old", "environment"] == {"resumed_with": {"model": "m"}}
    assert frame.loc["old", "n_prompts"] == 3
