"""Fermentation into the lab database: rows, resume after SIGKILL, error rows, parallel, CLI."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import yeastlab.agent
from yeastlab.backends.offline import OfflineBackend
from yeastlab.cli import main
from yeastlab.errors import BackendUnavailable, ConfigError
from yeastlab.ferment import RunSummary, ferment, ferment_many, load_prompts, yeast_key
from yeastlab.lab import Lab
from yeastlab.records import Run

ROOT = Path(__file__).resolve().parents[1]
PROMPTS = ROOT / "prompts"


class FlakyBackend(OfflineBackend):
    """The offline backend, except that it is unreachable for prompts containing FAIL."""

    def chat(self, messages, **kwargs):
        if any("FAIL" in str(m.get("content", "")) for m in messages if m["role"] == "user"):
            raise BackendUnavailable("the model server went away; start it and run again")
        return super().chat(messages, **kwargs)


@pytest.fixture
def yeast(tmp_path, clock, embedder):
    with yeastlab.agent.open(
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
    with pytest.raises(ConfigError, match="different prompt set"):
        ferment(yeast, ["x", "b"], run="r", lab=lab, progress=False)


def test_backend_error_is_an_error_row_and_the_batch_goes_on(tmp_path, clock, embedder, lab):
    backend = FlakyBackend()
    with yeastlab.agent.open(
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
    with yeastlab.agent.open(
        tmp_path / "y", backend=FlakyBackend(), embedder=embedder, clock=clock
    ) as yeast:
        ferment(yeast, ["hello", "FAIL", "bye"], run="r", lab=lab, progress=False)
    # The same prompt set against a backend that now works.
    with yeastlab.agent.open(
        tmp_path / "y", backend="offline", embedder=embedder, clock=clock
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
    import sys, time
    import yeastlab.agent
    from yeastlab.backends.offline import OfflineBackend
    from yeastlab.clock import SimClock
    from yeastlab.embedders import HashingEmbedder
    from yeastlab.ferment import ferment

    class Slow(OfflineBackend):
        def chat(self, messages, **kwargs):
            time.sleep(float(sys.argv[4]))
            return super().chat(messages, **kwargs)

    with yeastlab.agent.open(sys.argv[1], backend=Slow(), embedder=HashingEmbedder(),
                             clock=SimClock()) as yeast:
        ferment(yeast, sys.argv[2], run="killed", lab=sys.argv[3], progress=False)
    """
)


def test_a_run_killed_with_sigkill_resumes_with_exactly_one_row_per_prompt(tmp_path):
    prompts = load_prompts(PROMPTS / "trivial_chatter.txt")[:24]
    path = write_set(tmp_path / "chatter.txt", prompts)
    script = tmp_path / "run.py"
    script.write_text(_KILLABLE)
    args = [sys.executable, str(script), str(tmp_path / "y"), str(path), str(tmp_path / "lab")]
    env = {**os.environ, "LANCEDB_LOG": "error"}
    proc = subprocess.Popen([*args, "0.05"], env=env)
    lab = Lab(tmp_path / "lab")
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.2)
        if (tmp_path / "lab" / "run_turns.lance").exists() and len(lab.turns("killed")) >= 5:
            break
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    done_before = len(lab.turns("killed"))
    assert 5 <= done_before < len(prompts), "the kill must land mid-run"
    resumed = subprocess.run([*args, "0"], env=env, timeout=300)
    assert resumed.returncode == 0
    rows = lab.turns("killed")
    assert [r.index for r in rows] == list(range(len(prompts)))
    assert [r.prompt for r in rows] == prompts
    assert lab.runs()[0].status == "done"


def test_ferment_many_runs_yeasts_in_parallel_processes(tmp_path):
    from yeastlab.config import Settings

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
