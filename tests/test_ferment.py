"""Fermentation into the lab database: rows, resume after SIGKILL, error rows, parallel, CLI."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from dataclasses import replace
from pathlib import Path

import lancedb
import pytest
from fixtures.backends import FakeBackend

import yeastlab.agent.yeast
from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.core.errors import BackendUnavailable, ConfigError, StoreError
from yeastlab.core.records import Run
from yeastlab.faces.cli import main
from yeastlab.lab.database import Lab
from yeastlab.lab.ferment import RunSummary, ferment, ferment_many, load_prompts, yeast_key

ROOT = Path(__file__).resolve().parents[1]
PROMPTS = ROOT / "prompts"
TESTS = ROOT / "tests"


def flaky() -> FakeBackend:
    """Answers as the offline backend, except that it is unreachable for prompts with FAIL."""
    down = BackendUnavailable("the model server went away; start it and run again")
    return FakeBackend(is_language_model=False).on("FAIL", down)


@pytest.fixture
def yeast(tmp_path, clock, embedder):
    with yeastlab.agent.yeast.open(
        tmp_path / "yeast", backend="offline", embedder=embedder, clock=clock
    ) as opened:
        yield opened


@pytest.fixture
def lab(tmp_path, clock):
    return Lab(tmp_path / "lab", clock=clock)


def write_set(path: Path, prompts: list[str]) -> Path:
    path.write_text("# a comment\n\n" + "\n".join(prompts) + "\n", encoding="utf-8")
    return path


def test_load_prompts_skips_comments_and_blank_lines(tmp_path):
    path = write_set(tmp_path / "a.txt", ["one", "  two  ", "# not a prompt"])
    assert load_prompts(path) == ["one", "two"]
    assert load_prompts(str(path)) == ["one", "two"]
    write_set(tmp_path / "b.txt", ["three"])
    assert load_prompts(tmp_path) == ["one", "two", "three"]  # a folder: every *.txt in order
    assert load_prompts(["hello", "world"]) == ["hello", "world"]


def test_load_prompts_errors_say_what_to_do(tmp_path):
    with pytest.raises(ConfigError, match="does not exist"):
        load_prompts(tmp_path / "missing.txt")
    with pytest.raises(ConfigError, match="one prompt per line"):
        load_prompts(write_set(tmp_path / "empty.txt", []))


def test_every_shipped_prompt_set_loads():
    sets = {p.stem: load_prompts(p) for p in PROMPTS.glob("*.txt")}
    assert set(sets) >= {
        "initialization",
        "identity_probes",
        "contradiction_probes",
        "time_memory_probes",
        "injection_attempts",
        "trivial_chatter",
    }
    assert len(sets["trivial_chatter"]) >= 100
    assert all(len(prompts) >= 10 for prompts in sets.values())


def test_ferment_writes_one_row_per_prompt(yeast, lab):
    prompts = load_prompts(PROMPTS / "initialization.txt")
    summary = ferment(yeast, PROMPTS / "initialization.txt", lab=lab, progress=False)
    assert isinstance(summary, RunSummary)
    assert summary.run == "initialization" and summary.complete
    assert (summary.ran, summary.skipped, summary.errors) == (len(prompts), 0, 0)
    frame = lab.turns_frame("initialization", yeast_key(yeast))
    assert list(frame["index"]) == list(range(len(prompts)))
    assert list(frame["prompt"]) == prompts
    assert (frame["response"] != "").all()
    turns = {t.turn_id: t for t in yeast.store.turns()}
    first = turns[frame["turn_id"][0]]
    assert frame["saliency"][0] == first.saliency
    assert frame["gates"][0] == {g.name: g.passed for g in first.gates}
    assert frame["approved"][0] == first.approved
    assert frame["tokens"][0] == first.prompt_tokens + first.eval_tokens
    run = lab.run("initialization", yeast_key(yeast))
    assert run.status == "done" and run.n_prompts == len(prompts)


def test_running_a_finished_run_again_adds_nothing(yeast, lab):
    ferment(yeast, ["a", "b", "c"], run="r", lab=lab, progress=False)
    again = ferment(yeast, ["a", "b", "c"], run="r", lab=lab, progress=False)
    assert (again.ran, again.skipped) == (0, 3)
    assert len(lab.turns("r")) == 3
    assert len(yeast.store.turns()) == 3


def test_a_run_cannot_resume_with_other_prompts(yeast, lab):
    ferment(yeast, ["a", "b"], run="r", lab=lab, progress=False)
    with pytest.raises(ConfigError, match="other parameters"):
        ferment(yeast, ["x", "b"], run="r", lab=lab, progress=False)


def test_backend_error_is_an_error_row_and_the_batch_goes_on(tmp_path, clock, embedder, lab):
    backend = flaky()
    with yeastlab.agent.yeast.open(
        tmp_path / "y", backend=backend, embedder=embedder, clock=clock
    ) as yeast:
        summary = ferment(
            yeast, ["hello", "please FAIL now", "goodbye"], run="r", lab=lab, progress=False
        )
        rows = lab.turns("r")
        assert summary.errors == 1 and summary.complete
        assert [bool(r.error) for r in rows] == [False, True, False]
        assert "BackendUnavailable" in rows[1].error and "start it" in rows[1].error
        assert rows[2].response
        assert lab.runs_frame()["errors"].tolist() == [1]


def test_retry_errors_reruns_only_the_error_rows(tmp_path, clock, embedder, lab):
    with yeastlab.agent.yeast.open(
        tmp_path / "y", backend=flaky(), embedder=embedder, clock=clock
    ) as yeast:
        ferment(yeast, ["hello", "FAIL", "bye"], run="r", lab=lab, progress=False)
    # The same prompt set against a backend that now works.
    with yeastlab.agent.yeast.open(
        tmp_path / "y", backend=FakeBackend(is_language_model=False), embedder=embedder, clock=clock
    ) as yeast:
        summary = ferment(
            yeast, ["hello", "FAIL", "bye"], run="r", lab=lab, progress=False, retry_errors=True
        )
    assert (summary.ran, summary.skipped) == (1, 2)
    assert [r.index for r in lab.turns("r")] == [0, 1, 2]
    assert not any(r.error for r in lab.turns("r"))


def test_a_turn_stored_before_a_crash_is_recorded_not_asked_again(yeast, lab, clock):
    prompts = ["first", "second", "third"]
    lab.start_run(Run(run="r", yeast=yeast_key(yeast), created_at=clock.now()))
    yeast.chat("first")  # the process died after the yeast stored this turn, before its row
    summary = ferment(yeast, prompts, run="r", lab=lab, progress=False)
    assert (summary.recovered, summary.ran) == (1, 2)
    assert [r.prompt for r in lab.turns("r")] == prompts
    assert len(yeast.store.turns()) == 3  # the yeast did not hear "first" twice


_KILLABLE = textwrap.dedent(
    """
    import sys, threading, time
    import yeastlab.agent.yeast
    from fixtures.backends import FakeBackend
    from yeastlab.backends.embedders import HashingEmbedder
    from yeastlab.core.clock import SimClock
    from yeastlab.lab.database import Lab
    from yeastlab.lab.ferment import ferment, load_prompts

    yeast_dir, prompts, lab = sys.argv[1:4]
    every, after = int(sys.argv[4]), float(sys.argv[5])

    def committed_turns():
        import lancedb
        try:
            return lancedb.connect(yeast_dir).open_table("turns").count_rows()
        except (OSError, ValueError, RuntimeError):  # not created yet
            return 0

    def wait_for_sigkill(turns, rows):
        # The point to be killed at: the writes the test counts are committed (they are written
        # behind, so wait for them), and this prompt is being asked. Say so, then never answer.
        deadline = time.monotonic() + 120
        while committed_turns() < turns or len(Lab(lab).turns("killed")) < rows:
            if time.monotonic() > deadline:
                sys.exit(f"never saw {turns} turns and {rows} rows committed")
            time.sleep(0.02)
        print("kill me", flush=True)
        threading.Event().wait()

    backend = FakeBackend(is_language_model=False)
    if len(sys.argv) > 6:  # kill at prompt K, once K turns and ROWS lab rows are committed
        at, rows = int(sys.argv[6]), int(sys.argv[7])
        backend.on(load_prompts(prompts)[at], lambda: wait_for_sigkill(at, rows))
    with yeastlab.agent.yeast.open(yeast_dir, backend=backend, embedder=HashingEmbedder(),
                                   clock=SimClock()) as yeast:
        s = ferment(yeast, prompts, run="killed", lab=lab, progress=False,
                    flush_every=every, flush_after=after)
    print(s.ran, s.recovered, s.skipped)
    """
)


def killable(tmp_path: Path, prompts: list[str]) -> list[str]:
    """The command line of a fermentation process (append: flush_every flush_after, and to be
    killed: the index of the prompt to stop at and the lab rows committed by then)."""
    path = write_set(tmp_path / "chatter.txt", prompts)
    script = tmp_path / "run.py"
    script.write_text(_KILLABLE)
    return [sys.executable, str(script), str(tmp_path / "y"), str(path), str(tmp_path / "lab")]


def child_env() -> dict[str, str]:
    """The environment of a child process that imports ``fixtures`` (tests/ on its path)."""
    path = os.pathsep.join(p for p in (str(TESTS), os.environ.get("PYTHONPATH", "")) if p)
    return {**os.environ, "LANCEDB_LOG": "error", "PYTHONPATH": path}


def sigkill_at_marker(args: list[str]) -> None:
    """Start ``args``, wait for the child to print that it is at the point to be killed (not
    for time to pass), then SIGKILL it."""
    proc = subprocess.Popen(args, env=child_env(), stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline() == "kill me\n", "the child ended before the kill point"
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        proc.stdout.close()


def yeast_turns(path: Path) -> int:
    """Turns the yeast at ``path`` has committed, read the way another process would."""
    try:
        return lancedb.connect(str(path)).open_table("turns").count_rows()
    except (OSError, ValueError, RuntimeError):  # not created yet
        return 0


def test_a_run_killed_with_sigkill_resumes_with_exactly_one_row_per_prompt(tmp_path):
    prompts = load_prompts(PROMPTS / "trivial_chatter.txt")[:24]
    args = killable(tmp_path, prompts)
    sigkill_at_marker([*args, "1", "0", "5", "5"])  # a commit per row; killed asking prompt 5
    lab = Lab(tmp_path / "lab")
    assert len(lab.turns("killed")) == 5  # the kill landed mid-run
    resumed = subprocess.run([*args, "1", "0"], env=child_env(), timeout=300)
    assert resumed.returncode == 0
    rows = lab.turns("killed")
    assert [r.index for r in rows] == list(range(len(prompts)))
    assert [r.prompt for r in rows] == prompts
    assert lab.runs()[0].status == "done"


def test_a_run_killed_with_rows_queued_records_them_from_the_yeast(tmp_path):
    """SIGKILL mid-batch: the rows still queued are recorded from the yeast's dialogue log."""
    prompts = load_prompts(PROMPTS / "trivial_chatter.txt")[:14]
    args = killable(tmp_path, prompts)
    sigkill_at_marker([*args, "5", "600", "7", "5"])  # commits every 5 rows; killed at prompt 7
    lab = Lab(tmp_path / "lab")
    heard, recorded = yeast_turns(tmp_path / "y"), len(lab.turns("killed"))
    # Killed with 7 turns heard and the first batch committed (5 rows, or 6 if row 5 was
    # queued before the lab's writer took the batch): the rest wait for 5 more.
    assert heard == 7 and 5 <= recorded < heard
    resumed = subprocess.run(
        [*args, "5", "600"], env=child_env(), timeout=300, capture_output=True, text=True
    )
    assert resumed.returncode == 0, resumed.stderr
    ran, recovered, skipped = map(int, resumed.stdout.split())
    assert (recovered, skipped) == (heard - recorded, recorded)
    assert ran == len(prompts) - heard  # nothing was asked twice...
    assert yeast_turns(tmp_path / "y") == len(prompts)  # ...so the yeast heard each prompt once
    rows = lab.turns("killed")
    assert [r.prompt for r in rows] == prompts  # and no prompt is missing from the lab
    assert len({r.turn_id for r in rows}) == len(prompts)


def test_ctrl_c_keeps_the_rows_of_the_finished_prompts(tmp_path, clock, embedder, lab):
    interrupted = FakeBackend(is_language_model=False).on("STOP", KeyboardInterrupt())
    prompts = ["one", "two", "three", "STOP here", "five"]
    with yeastlab.agent.yeast.open(
        tmp_path / "y", backend=interrupted, embedder=embedder, clock=clock
    ) as yeast:
        with pytest.raises(KeyboardInterrupt):  # rows were queued: flushed on the way out
            ferment(yeast, prompts, run="r", lab=lab, progress=False, flush_after=600)
        assert [r.prompt for r in lab.turns("r")] == prompts[:3]
        assert lab.run("r", yeast_key(yeast)).status == "failed"
    with yeastlab.agent.yeast.open(
        tmp_path / "y", backend=FakeBackend(is_language_model=False), embedder=embedder, clock=clock
    ) as yeast:
        summary = ferment(yeast, prompts, run="r", lab=lab, progress=False)
    assert (summary.skipped, summary.ran, summary.recovered) == (3, 2, 0)
    assert [r.prompt for r in lab.turns("r")] == prompts


def test_a_failed_lab_write_stops_the_run_and_a_rerun_records_what_the_yeast_heard(
    tmp_path, clock, embedder, lab
):
    def drop_a_column() -> None:
        """Once the first rows are in, another process drops a column the lab writes."""
        deadline = time.monotonic() + 30
        while len(Lab(lab.path).turns()) < 2 and time.monotonic() < deadline:
            time.sleep(0.02)  # rows are written behind: wait for "one" and "two"
        lancedb.connect(str(lab.path)).open_table("run_turns").drop_columns(["prompt"])

    sabotage = FakeBackend(is_language_model=False).on("BREAK", drop_a_column)
    prompts = ["one", "two", "BREAK things", "four", "five", "six"]
    with yeastlab.agent.yeast.open(
        tmp_path / "y", backend=sabotage, embedder=embedder, clock=clock
    ) as yeast:
        with pytest.raises(StoreError, match="lab database") as raised:
            ferment(yeast, prompts, run="r", lab=lab, progress=False, flush_every=1)
        assert "run the same run again" in str(raised.value)
        assert lab.run("r", yeast_key(yeast)).status == "failed"
        heard = len(yeast.store.turns())
    assert 3 <= heard <= len(prompts)  # the error stopped the run soon after the failed write
    lancedb.connect(str(lab.path)).drop_table("run_turns")  # the cause, fixed
    with yeastlab.agent.yeast.open(
        tmp_path / "y", backend=FakeBackend(is_language_model=False), embedder=embedder, clock=clock
    ) as yeast:
        summary = ferment(yeast, prompts, run="r", lab=Lab(lab.path, clock=clock), progress=False)
        assert (summary.recovered, summary.ran) == (heard, len(prompts) - heard)
        assert len(yeast.store.turns()) == len(prompts)
    assert [r.prompt for r in Lab(lab.path).turns("r")] == prompts


def test_leftovers_skip_unrelated_turns_and_ask_failed_ones_again(tmp_path, clock, embedder, lab):
    prompts = ["first", "please FAIL", "third", "fourth"]
    with yeastlab.agent.yeast.open(
        tmp_path / "y", backend=flaky(), embedder=embedder, clock=clock
    ) as yeast:
        lab.start_run(Run(run="r", yeast=yeast_key(yeast), created_at=clock.now()))
        # The process died after these turns and before any of their rows were committed.
        yeast.chat("first")
        yeast.chat("something unrelated, typed in a notebook meanwhile")
        with pytest.raises(BackendUnavailable):
            yeast.chat("please FAIL")
        yeast.chat("third")
        summary = ferment(yeast, prompts, run="r", lab=lab, progress=False)
        assert (summary.recovered, summary.ran, summary.errors) == (2, 2, 1)
        rows = lab.turns("r")
        assert [r.prompt for r in rows] == prompts
        assert [bool(r.error) for r in rows] == [False, True, False, False]
        assert len(yeast.store.turns()) == 6  # 4 before, then FAIL again and fourth


def test_retry_errors_does_not_mistake_the_old_answer_for_a_leftover(tmp_path, clock, embedder):
    lab = Lab(tmp_path / "lab", clock=clock)
    with yeastlab.agent.yeast.open(
        tmp_path / "y", backend="offline", embedder=embedder, clock=clock
    ) as yeast:
        ferment(yeast, ["a", "b"], run="r", lab=lab, progress=False)
        # Make b's row an error row (a parse error keeps its turn id).
        key = yeast_key(yeast)
        bad = replace(lab.turns("r", key)[1], error="parse error")
        lab.delete_turns("r", key, [1])
        lab.add_turn(bad)
        summary = ferment(yeast, ["a", "b"], run="r", lab=lab, progress=False, retry_errors=True)
        assert (summary.ran, summary.recovered, summary.skipped) == (1, 0, 1)
        assert len(yeast.store.turns()) == 3
        assert lab.turns("r", key)[1].turn_id != bad.turn_id


def test_summary_splits_wall_time_into_chat_and_fermentation(yeast, lab):
    summary = ferment(yeast, ["a", "b", "c"], run="r", lab=lab, progress=False)
    assert 0 < summary.chat_s <= summary.wall_s
    assert summary.own_s == pytest.approx(summary.wall_s - summary.chat_s)


def test_ferment_many_runs_yeasts_in_parallel_processes(tmp_path):
    from yeastlab.core.config import Settings

    settings = Settings(embedder="hashing", lab=tmp_path / "lab")
    paths = [tmp_path / "y1", tmp_path / "y2"]
    summaries = ferment_many(
        paths,
        ["hello", "who are you?"],
        run="p",
        settings=settings,
        backend="offline",
        parallel=2,
        progress=False,
    )
    assert [s.ran for s in summaries] == [2, 2]
    lab = Lab(tmp_path / "lab")
    assert sorted({r.yeast for r in lab.turns("p")}) == sorted(str(p.resolve()) for p in paths)
    assert len(lab.turns("p")) == 4


def test_cli_ferment_on_embedded_defaults_prints_where_results_are(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("YEAST_EMBEDDER", "hashing")
    prompts = write_set(tmp_path / "hello.txt", ["Hello, I am your creator.", "Who are you?"])
    assert main(["ferment", str(prompts), "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "run 'hello'" in out and "complete" in out
    assert str((tmp_path / "data" / "lab").resolve()) in out
    lab = Lab(tmp_path / "data" / "lab")
    rows = lab.turns("hello")
    assert [r.prompt for r in rows] == ["Hello, I am your creator.", "Who are you?"]
    assert rows[0].yeast == str((tmp_path / "data" / "yeasts" / "default").resolve())


def test_cli_ferment_params_and_bad_run_name(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("YEAST_EMBEDDER", "hashing")
    prompts = write_set(tmp_path / "p.txt", ["hi"])
    assert main(["ferment", str(prompts), "--run", "bad name"]) == 1
    assert "must be letters" in capsys.readouterr().err
    assert main(["ferment", str(prompts), "-p", "temperature", "hot"]) == 1
    assert "temperature expects float" in capsys.readouterr().err
    assert (
        main(["ferment", str(prompts), "-p", "temperature", "0.2", "--run", "t", "--no-progress"])
        == 0
    )
    assert Lab(tmp_path / "data" / "lab").turns("t")[0].prompt == "hi"


@pytest.mark.slow
def test_cli_ferment_notebook_leaves_an_executed_notebook(tmp_path, monkeypatch, capsys):
    import nbformat

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("YEAST_EMBEDDER", "hashing")
    prompts = write_set(tmp_path / "nb.txt", ["Hello there.", "Who are you?"])
    assert main(["ferment", str(prompts), "--notebook", "--run", "nbrun"]) == 0
    out = capsys.readouterr().out
    executed = tmp_path / "data" / "runs" / "nbrun" / "default.ipynb"
    assert str(executed) in out
    notebook = nbformat.read(executed, as_version=4)
    injected = [c for c in notebook.cells if "injected-parameters" in c.metadata.get("tags", [])]
    assert injected and "nbrun" in injected[0].source
    assert all(c.get("outputs") is not None for c in notebook.cells if c.cell_type == "code")
    rows = Lab(tmp_path / "data" / "lab").turns("nbrun")
    assert [r.prompt for r in rows] == ["Hello there.", "Who are you?"]
    assert Lab(tmp_path / "data" / "lab").runs()[0].notebook == str(executed.resolve())


def test_each_next_prompt_is_embedded_ahead_and_the_run_is_the_same(tmp_path, clock, lab):
    from fixtures.agent import ThreadNotingEmbedder

    from yeastlab.core.clock import SimClock

    prompts = [f"Tell me about koji and miso, part {i}" for i in range(6)]
    runs = {}
    for ahead in (True, False):
        embedder = ThreadNotingEmbedder()
        with yeastlab.agent.yeast.open(
            tmp_path / f"ahead-{ahead}", backend="offline", embedder=embedder, clock=SimClock()
        ) as yeast:
            if not ahead:
                yeast.prefetch = None  # ferment then embeds each prompt in its turn
            ferment(yeast, prompts, run="r", lab=lab, progress=False)
            turns = yeast.store.turns()
            runs[ahead] = (
                [(t.user_input, t.response, t.approved) for t in turns],
                [
                    (m.tier, m.text, m.vector.tolist())
                    for m in yeast.store.memories(with_vectors=True)
                ],
            )
        threads = [embedder.threads[p] for p in prompts]
        if ahead:  # the first prompt is embedded in its turn, each next one ahead of it
            assert threads[0] == "MainThread"
            assert all(t.startswith("yeastlab-embed") for t in threads[1:])
        else:
            assert set(threads) == {"MainThread"}
    assert runs[True] == runs[False]


def test_a_run_records_its_environment_and_a_resume_with_other_versions_says_so(
    tmp_path, clock, lab
):
    import numpy as np

    prompts = [f"Tell me about miso, part {i}" for i in range(4)]
    path = tmp_path / "envyeast"
    with yeastlab.agent.yeast.open(
        path, backend="offline", embedder=HashingEmbedder(), clock=clock
    ) as y:
        ferment(y, prompts[:2], run="env", lab=lab, progress=False)
    (run,) = lab.runs()
    assert run.environment["numpy"] == np.__version__
    assert run.environment["yeastlab"] == yeastlab.__version__
    assert run.environment["embedder"] == "hashing-256"
    assert (run.environment["backend"], run.environment["model"]) == (
        "offline",
        "offline-extractive",
    )
    assert run.environment["half_life_days"] == "14.0"  # every setting the results depend on
    assert "home" not in run.environment and "ssh_host" not in run.environment
    assert "model_digest" not in run.environment  # the offline backend has no weights
    lab.set_environment("env", run.yeast, {**run.environment, "numpy": "1.0"})  # an upgrade
    with (
        yeastlab.agent.yeast.open(
            path, backend="offline", embedder=HashingEmbedder(), clock=clock
        ) as y,
        pytest.warns(UserWarning, match=r"numpy 1.0 → "),
    ):
        ferment(y, prompts, run="env", lab=lab, progress=False)
    (run,) = lab.runs()
    assert run.environment["numpy"] == "1.0"  # the environment it started in
    assert run.environment["resumed_with"] == {"numpy": np.__version__}
    assert len(lab.turns("env")) == 4


@pytest.mark.parametrize(
    ("changes", "shown"),
    [
        ({"half_life_days": 3.0}, "half_life_days: recorded 14.0, now 3.0"),
        ({"temperature": 0.2}, "temperature: recorded 0.7, now 0.2"),
        ({"profile": "typed"}, "profile: recorded ai-yeast, now typed"),
        ({"rag_top_k": 5, "seed": 7}, "rag_top_k: recorded 3, now 5"),
    ],
)
def test_resuming_a_run_with_other_parameters_refuses_with_the_differences(
    tmp_path, clock, lab, changes, shown
):
    from yeastlab.core.config import Settings

    prompts = ["Tell me about miso.", "And about koji?", "What is tempeh?"]
    path = tmp_path / "paramyeast"
    with yeastlab.agent.yeast.open(
        path, backend="offline", embedder=HashingEmbedder(), clock=clock
    ) as y:
        ferment(y, prompts[:2], run="p", lab=lab, progress=False)
    other = Settings().with_(**changes)
    with yeastlab.agent.yeast.open(
        path,
        backend="offline",
        embedder=HashingEmbedder(),
        clock=clock,
        settings=other,
        profile=other.profile,
    ) as y:
        heard = len(y.store.turns())
        with pytest.raises(ConfigError, match="other parameters") as caught:
            ferment(y, prompts, run="p", lab=lab, progress=False)
        assert len(y.store.turns()) == heard  # refused before asking anything
    message = str(caught.value)
    assert shown in message
    for name in changes:
        assert f"  {name}: recorded " in message  # each differing parameter, recorded vs now
    assert "new_run=True" in message and "--new-run" in message
    (run,) = lab.runs()  # the recorded run is untouched
    assert run.status == "done" and len(lab.turns("p")) == 2
    assert run.environment[next(iter(changes))] == str(getattr(Settings(), next(iter(changes))))


def test_new_run_starts_a_run_under_the_next_name_and_resumes_it_later(tmp_path, clock, lab):
    from yeastlab.core.config import Settings

    path = tmp_path / "newrun"
    prompts = ["Tell me about miso.", "And about koji?"]

    def run_with(half_life: float, **kwargs):
        settings = Settings(half_life_days=half_life)
        with yeastlab.agent.yeast.open(
            path, backend="offline", embedder=HashingEmbedder(), clock=clock, settings=settings
        ) as y:
            return ferment(y, prompts, run="h", lab=lab, progress=False, **kwargs)

    assert run_with(14.0).run == "h"
    second = run_with(3.0, new_run=True)
    assert (second.run, second.ran) == ("h-2", 2)
    again = run_with(3.0, new_run=True)  # the -2 run has these parameters: resumed, not a -3
    assert (again.run, again.ran, again.skipped) == ("h-2", 0, 2)
    third = run_with(30.0, new_run=True)
    assert third.run == "h-3"
    recorded = {r.run: r.environment["half_life_days"] for r in lab.runs()}
    assert recorded == {"h": "14.0", "h-2": "3.0", "h-3": "30.0"}
    assert run_with(14.0, new_run=True).run == "h"  # matching parameters resume as usual


def test_a_run_with_other_prompts_refuses_or_starts_a_new_run(yeast, lab):
    ferment(yeast, ["a", "b"], run="r", lab=lab, progress=False)
    with pytest.raises(ConfigError, match=r"prompt 1: recorded a, now x"):
        ferment(yeast, ["x", "b"], run="r", lab=lab, progress=False)
    assert ferment(yeast, ["x", "b"], run="r", lab=lab, progress=False, new_run=True).run == "r-2"


def test_cli_ferment_refuses_other_parameters_unless_new_run(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("YEAST_EMBEDDER", "hashing")
    prompts = write_set(tmp_path / "set.txt", ["Tell me about miso.", "And koji?"])
    assert main(["ferment", str(prompts), "--no-progress"]) == 0
    assert main(["ferment", str(prompts), "--no-progress", "-p", "half_life_days", "3"]) == 1
    assert "half_life_days: recorded 14.0, now 3.0" in capsys.readouterr().err
    again = ["ferment", str(prompts), "--no-progress", "-p", "half_life_days", "3", "--new-run"]
    assert main(again) == 0
    assert "run 'set-2'" in capsys.readouterr().out


def test_the_model_digest_is_recorded_from_the_server(tmp_path, clock, lab, fake_ollama):
    with yeastlab.agent.yeast.open(
        tmp_path / "digest",
        backend=f"ollama://127.0.0.1:{fake_ollama.port}",
        embedder=HashingEmbedder(),
        clock=clock,
    ) as y:
        ferment(y, ["Hello."], run="digest", lab=lab, progress=False)
    (run,) = lab.runs()
    assert (run.environment["model"], run.environment["model_digest"]) == ("mistral:7b", "0" * 64)


@pytest.mark.parametrize(
    "path",
    [ROOT / "experiments" / "ferment.ipynb", *sorted((ROOT / "notebooks").glob("*.ipynb"))],
    ids=lambda p: p.name,
)
def test_every_notebook_parameter_has_a_type_and_a_description(path):
    """``papermill --help-notebook`` lists each parameter with its type and what it means."""
    import papermill

    inferred = papermill.inspect_notebook(str(path))
    assert inferred, f"{path.name} has no parameters cell"
    for name, parameter in inferred.items():
        assert parameter["inferred_type_name"] not in ("None", ""), f"{path.name}: {name} untyped"
        assert len(parameter["help"]) >= 10, f"{path.name}: {name} has no description"
