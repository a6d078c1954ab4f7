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
    with lab.writer(flush_every=3, flush_after=600, clock=clock) as writer:
        for row in rows(clock, 7):
            writer.submit(row)
        writer.drain()  # the last, partial batch too
        assert [t.index for t in lab.turns("r", "y")] == list(range(7))
        assert writer.committed == 7 and writer.rounds <= 3
    assert lab.turn_ids("r", "y") == {f"t{i}" for i in range(7)}


def test_a_waiting_row_is_committed_after_flush_after_seconds(lab, clock, tmp_path):
    other = Lab(tmp_path / "lab")  # what another process sees
    with lab.writer(flush_every=100, flush_after=0.05) as writer:  # on the wall clock
        writer.submit(rows(clock, 1)[0])
        deadline = time.monotonic() + 30
        while not other.turns() and time.monotonic() < deadline:
            time.sleep(0.02)
        assert [t.index for t in other.turns()] == [0]  # with no drain() and no close()


def test_a_row_waits_on_the_injected_clock(lab, clock):
    """Simulated time decides when a row is old enough: nothing here waits on the wall clock."""
    with lab.writer(flush_every=100, flush_after=2, clock=clock) as writer:
        writer.submit(rows(clock, 1)[0])
        assert writer.pending == 1  # young, and the batch is far from full
        clock.advance(seconds=2)
        writer.submit(rows(clock, 1, start=1)[0])  # the first row is 2 s old: both go
        deadline = time.monotonic() + 30
        while writer.pending and time.monotonic() < deadline:
            time.sleep(0.01)
        assert [t.index for t in lab.turns()] == [0, 1] and writer.rounds == 1


def test_close_commits_what_is_queued_and_is_idempotent(lab, clock):
    writer = lab.writer(flush_every=100, flush_after=600)
    for row in rows(clock, 4):
        writer.submit(row)
    writer.close()
    writer.close()
    assert len(lab.turns()) == 4
    with pytest.raises(StoreError, match="closed"):
        writer.submit(rows(clock, 1, start=4)[0])


def test_a_failed_background_write_is_raised_by_every_later_call(lab, clock):
    writer = lab.writer(flush_every=2, flush_after=600)
    first, second, third = rows(clock, 2), rows(clock, 2, start=2), rows(clock, 1, start=4)
    for row in first:
        writer.submit(row)
    writer.drain()
    sabotage(lab)
    for row in second:
        writer.submit(row)
    with pytest.raises(StoreError, match="lab database") as raised:
        writer.drain()
    assert "prompt 3 of run 'r'" in str(raised.value)  # says where the lab stops
    assert raised.value.__cause__ is not None  # the LanceDB error, kept
    with pytest.raises(StoreError) as again:
        writer.submit(third[0])
    assert again.value is raised.value
    with pytest.raises(StoreError, match="prompt 3 of run 'r'"):
        writer.close()  # retried once more; still failing
    assert writer.committed == 2 and writer.pending == 2  # the failed batch is kept
    assert lab.turn_ids("r", "y") == {"t0", "t1"}


def test_a_failed_batch_is_retried_before_the_rows_behind_it(lab, clock):
    """The lab keeps a prefix of the rows submitted: a batch that fails is retried (with
    backoff) before any row queued behind it, and once the cause is fixed all get in."""
    release = threading.Event()
    calls: list[list[int]] = []
    failing = {"on": True}

    def barrier() -> None:  # the second commit waits until more rows are queued, then fails
        calls.append([t.index for t in lab.turns()])
        if len(calls) == 2:
            release.wait(30)
        if len(calls) >= 2 and failing["on"]:
            raise OSError("disk full")

    writer = lab.writer(flush_every=1, flush_after=600, barrier=barrier)
    batch = rows(clock, 4)
    writer.submit(batch[0])
    writer.drain()
    writer.submit(batch[1])  # its commit is failing...
    writer.submit(batch[2])  # ...while these wait behind it
    writer.submit(batch[3])
    release.set()
    with pytest.raises(StoreError, match="disk full") as raised:
        writer.close()
    assert "prompt 2 of run 'r'" in str(raised.value)
    assert [t.index for t in lab.turns()] == [0] and writer.pending == 3
    assert len(calls) > 2 and all(seen == [0] for seen in calls[1:])  # retried, nothing past
    failing["on"] = False  # the cause is fixed: closing again commits the rest, in order
    writer.close()
    assert [t.index for t in lab.turns()] == [0, 1, 2, 3]


def test_the_barrier_runs_before_each_commit(lab, clock):
    seen: list[int] = []
    with lab.writer(
        flush_every=2, flush_after=600, barrier=lambda: seen.append(len(lab.turns()))
    ) as writer:
        for row in rows(clock, 4):
            writer.submit(row)
    assert seen[0] == 0 and seen[-1] < 4 and len(seen) <= 2  # called before each batch


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


_TS = pa.timestamp("us", tz="UTC")
#: The tables as the lab wrote them before its schemas were derived from the records (and
#: before runs had an environment): every column nullable, no record metadata.
OLD_RUNS = pa.schema(
    [("run", pa.string()), ("yeast", pa.string()), ("created_at", _TS), ("params", pa.string()),
     ("notebook", pa.string()), ("status", pa.string()), ("n_prompts", pa.int64()),
     ("finished_at", _TS)]
)  # fmt: skip
OLD_RUN_TURNS = pa.schema(
    [("run", pa.string()), ("yeast", pa.string()), ("index", pa.int64()),
     ("prompt", pa.string()), ("response", pa.string()), ("created_at", _TS),
     ("turn_id", pa.string()), ("complexity", pa.float64()), ("saliency", pa.float64()),
     ("realizations", pa.list_(pa.string())), ("gates", pa.string()), ("approved", pa.bool_()),
     ("prompt_tokens", pa.int64()), ("eval_tokens", pa.int64()), ("latency_ms", pa.float64()),
     ("model_ms", pa.float64()), ("error", pa.string())]
)  # fmt: skip


def test_lab_schemas_are_derived_from_the_records():
    from dataclasses import fields

    from yeastlab.core.records import Run
    from yeastlab.lab.database import RUN_TURNS_SCHEMA, RUNS_SCHEMA

    assert RUNS_SCHEMA.names == [f.name for f in fields(Run)]
    assert RUNS_SCHEMA.metadata == {b"record": b"Run"}
    assert RUN_TURNS_SCHEMA.metadata == {b"record": b"RunTurn"}
    # the same names and types the lab always wrote: old labs take the same rows
    assert [(f.name, f.type) for f in RUN_TURNS_SCHEMA] == [(f.name, f.type) for f in OLD_RUN_TURNS]


def test_a_lab_made_before_opens_and_keeps_its_runs_and_results(tmp_path, clock):
    from yeastlab.core.records import Run

    db = lancedb.connect(str(tmp_path / "lab"))
    db.create_table("runs", schema=OLD_RUNS).add(
        pa.Table.from_pylist(
            [{"run": "old", "yeast": "y", "created_at": clock.now(), "params": '{"k": 1}',
              "notebook": "", "status": "done", "n_prompts": 3, "finished_at": None}],
            schema=OLD_RUNS,
        )
    )  # fmt: skip
    db.create_table("run_turns", schema=OLD_RUN_TURNS).add(
        pa.Table.from_pylist(
            [{"run": "old", "yeast": "y", "index": 0, "prompt": "p", "response": "r",
              "created_at": clock.now(), "turn_id": "t0", "complexity": 0.5, "saliency": 0.5,
              "realizations": ["a"], "gates": '{"safety": true}', "approved": True,
              "prompt_tokens": 3, "eval_tokens": 4, "latency_ms": 1.0, "model_ms": 1.0,
              "error": ""}],
            schema=OLD_RUN_TURNS,
        )
    )  # fmt: skip
    lab = Lab(tmp_path / "lab", clock=clock)
    lab.start_run(Run("new", "y", clock.now(), environment={"numpy": "2.0", "model": "m"}))
    assert {r.run: (r.params, r.environment) for r in lab.runs()} == {
        "old": ({"k": 1}, {}),  # the column added since reads as the field's default
        "new": ({}, {"numpy": "2.0", "model": "m"}),
    }
    lab.add_turns(rows(clock, 1, start=1))
    old_turn, new_turn = lab.turns()
    assert (old_turn.gates, old_turn.realizations, old_turn.run) == (
        {"safety": True},
        ("a",),
        "old",
    )
    assert new_turn.index == 1 and new_turn.created_at == clock.now()
    lab.set_environment("old", "y", {"resumed_with": {"model": "m"}})
    frame = lab.runs_frame().set_index("run")
    assert frame.loc["old", "environment"] == {"resumed_with": {"model": "m"}}
    assert frame.loc["old", "n_prompts"] == 3
