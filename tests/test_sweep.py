"""Sweeps on Dask: grid expansion, cluster arguments, the CLI's grid, runs on an embedded
LocalCluster written exactly once, and a Dask worker and a model host killed mid-sweep."""

from __future__ import annotations

import os
import signal
import threading
from pathlib import Path

import pytest
from fixtures.fake_openai import FakeOpenAI

from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError
from yeastlab.faces.cli.sweep import parse_grid
from yeastlab.lab.sweep import cluster_args, expand, prompt_counts, results, sweep

pytestmark = pytest.mark.slow
PROMPTS = [f"Note number {i}: I planted {i} tomato seedlings today." for i in range(6)]


@pytest.fixture
def prompt_file(tmp_path) -> Path:
    path = tmp_path / "garden.txt"
    path.write_text("\n".join(PROMPTS) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def settings(tmp_path) -> Settings:
    return Settings(embedder="hashing", lab=tmp_path / "lab", home=tmp_path / "home")


@pytest.fixture(scope="module")
def client():
    """One embedded LocalCluster (2 worker processes) for the module: started once."""
    distributed = pytest.importorskip("dask.distributed")
    import logging

    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, dashboard_address=None, silence_logs=logging.ERROR
        ) as cluster,
        distributed.Client(cluster) as dask_client,
    ):
        yield dask_client


def test_grid_expands_into_named_runs(prompt_file, settings, tmp_path):
    grid = {"profile": ["ai-yeast", "cognitive-agent"], "half_life": [3, 14], "seed": [1]}
    runs = expand(grid, prompt_file, name="g", root=tmp_path / "s", settings=settings)
    assert len(runs) == 4 and len({r.run for r in runs}) == 4
    assert runs[0].params == {
        "profile": "ai-yeast",
        "half_life_days": 3,
        "seed": 1,
        "prompts": "garden.txt",
    }
    assert runs[1].settings.half_life_days == 14.0 and runs[2].settings.profile == "cognitive-agent"
    assert all(r.run.startswith("g-") and Path(r.yeast).name == r.run for r in runs)
    again = expand(grid, prompt_file, name="g", root=tmp_path / "s", settings=settings)
    assert [r.run for r in again] == [r.run for r in runs]  # named by parameters: resumable
    tension = expand({"coherence": [0.2, 0.8]}, prompt_file, settings=settings)
    assert [r.tension for r in tension] == [{"coherence": 0.2}, {"coherence": 0.8}]
    by_dict = expand({"tension": [{"consistency": 0.3}]}, prompt_file, settings=settings)
    assert by_dict[0].tension == {"consistency": 0.3}
    assert by_dict[0].params["tension_consistency"] == 0.3


@pytest.mark.parametrize(
    "grid, message",
    [
        ({"colour": ["red"]}, "Unknown sweep axis 'colour'"),
        ({"seed": []}, "has no values"),
        ({"tension": [{"calm": 1}]}, "Unknown tension keys"),
    ],
)
def test_bad_grids_are_refused(grid, message, prompt_file, settings):
    with pytest.raises(ConfigError, match=message):
        expand(grid, prompt_file, settings=settings)


def test_no_prompts_is_refused(settings):
    with pytest.raises(ConfigError, match="needs prompts"):
        expand({"seed": [1]}, settings=settings)


def test_cluster_arguments():
    settings = Settings(
        ssh_user="gpu", ssh_key_path="/keys/id", ssh_known_hosts="/kh", ssh_port=2222
    )
    kind, local = cluster_args(None, settings, 3)
    assert kind == "local" and local["n_workers"] == 3 and local["threads_per_worker"] == 1
    assert cluster_args("tcp://sched:8786", settings, None) == (
        "address",
        {"address": "tcp://sched:8786"},
    )
    kind, ssh = cluster_args("ssh://lab@apollo,zeus", settings, 2)
    assert kind == "ssh" and ssh["hosts"] == ["apollo", "zeus"]
    assert ssh["connect_options"] == {
        "port": 2222,
        "username": "lab",
        "client_keys": ["/keys/id"],
        "known_hosts": "/kh",
    }
    assert ssh["worker_options"] == {"nthreads": 1, "n_workers": 2}
    kind, one = cluster_args("ssh://apollo", settings, None)
    assert one["hosts"] == ["apollo", "apollo"] and one["connect_options"]["username"] == "gpu"
    assert cluster_args(None, settings, 1, 4)[1]["threads_per_worker"] == 4
    assert cluster_args("ssh://a,b", settings, 2, 3)[1]["worker_options"]["nthreads"] == 3
    with pytest.raises(ConfigError, match="Unknown cluster"):
        cluster_args("yarn://x", settings, None)


def test_cli_grid_parsing(tmp_path):
    assert parse_grid(["profile=ai-yeast,typed", "half_life_days=3,14.5", "seed=1"]) == {
        "profile": ["ai-yeast", "typed"],
        "half_life_days": [3, 14.5],
        "seed": [1],
    }
    grid_file = tmp_path / "grid.yaml"
    grid_file.write_text("coherence: [0.2, 0.9]\nseed: 4\n", encoding="utf-8")
    assert parse_grid([], str(grid_file)) == {"coherence": [0.2, 0.9], "seed": [4]}
    with pytest.raises(ConfigError, match="AXIS=V1,V2"):
        parse_grid(["profile"])


def test_sweep_runs_every_run_once_and_resumes(client, prompt_file, settings, tmp_path):
    grid = {"profile": ["ai-yeast", "cognitive-agent"], "half_life_days": [3, 14]}
    kwargs = dict(name="small", root=tmp_path / "s", settings=settings, backend="offline")
    result = sweep(grid, prompt_file, cluster=client, progress=False, **kwargs)
    assert result.complete and len(result.summaries) == 4
    assert all(s.ran == len(PROMPTS) for s in result.summaries)
    counts = prompt_counts(result.lab, result.runs)
    assert all(indexes == list(range(len(PROMPTS))) for indexes in counts.values())
    frame = results(result.lab, "small")
    assert set(frame["profile"]) == {"ai-yeast", "cognitive-agent"}
    assert sorted(frame["half_life_days"]) == [3, 3, 14, 14]
    assert (frame["status"] == "done").all() and (frame["done"] == len(PROMPTS)).all()
    again = sweep(grid, prompt_file, cluster=client, progress=False, **kwargs)
    assert all(s.skipped == len(PROMPTS) and s.ran == 0 for s in again.summaries)
    assert len(results(result.lab, "small")) == 4  # parameters recorded once


def test_a_sweep_run_again_on_the_same_client_is_not_given_the_last_results(
    client, prompt_file, settings, tmp_path
):
    """Dask hands back the result it still holds for a task's key. A result of the same run
    still held on the cluster (the last call's, not yet released) must not stand in for this
    call's: resuming reports what this call found (every prompt skipped), not what ran before."""
    grid = {"half_life_days": [3]}
    kwargs = dict(name="again", root=tmp_path / "s", settings=settings, backend="offline")
    sweep(grid, prompt_file, cluster=client, progress=False, **kwargs)
    (spec,) = expand(grid, prompt_file, **kwargs)
    held = client.submit(lambda: "an earlier call's result", key=f"yeastlab-{spec.run}")
    assert held.result() == "an earlier call's result"
    again = sweep(grid, prompt_file, cluster=client, progress=False, **kwargs)
    (summary,) = again.summaries
    assert summary.skipped == len(PROMPTS) and summary.ran == 0


def test_runs_as_threads_of_one_worker_are_each_written_once(prompt_file, settings, tmp_path):
    """threads=2 on one worker process (two yeasts at once in one process): every run
    complete, every prompt recorded exactly once."""
    with FakeOpenAI(latency=0.05) as host:
        result = sweep(
            {"seed": [1, 2, 3]},
            prompt_file,
            name="threaded",
            root=tmp_path / "s",
            settings=settings,
            backend=host.spec,
            workers=1,
            threads=2,
            progress=False,
            quiet=True,
        )
    assert result.complete and host.max_in_flight == 2
    counts = prompt_counts(result.lab, result.runs)
    assert all(indexes == list(range(len(PROMPTS))) for indexes in counts.values()), counts


def test_a_hosts_limit_holds_across_worker_processes(client, prompt_file, settings, tmp_path):
    """limit=1 on one host, two Dask worker processes running yeasts at once: the host never
    answers two requests at a time (each worker's own pool would allow one each)."""
    client.run(_import_sweep)  # both workers ready: neither run ends before the other starts
    with FakeOpenAI(latency=0.2) as host:
        result = sweep(
            {"seed": [1, 2]},
            prompt_file,
            name="limited",
            root=tmp_path / "s",
            settings=settings,
            backend=f"pool:{host.spec}?limit=1",
            cluster=client,
            progress=False,
        )
    assert result.complete and len(host.requests) >= 2 * len(PROMPTS)
    assert host.max_in_flight == 1
    assert len(set(client.run(os.getpid).values())) == 2


def test_worker_and_host_killed_mid_sweep(client, prompt_file, settings, tmp_path):
    """A Dask worker SIGKILLed and one of two model hosts killed while a sweep runs: every run
    completes with each prompt recorded exactly once."""
    with FakeOpenAI(latency=0.02) as a, FakeOpenAI(latency=0.02) as b:
        spec = f"pool:{a.spec}?limit=2,{b.spec}?limit=2"
        grid = {"seed": [1, 2, 3, 4]}
        outcome: dict = {}

        def run() -> None:
            try:
                outcome["result"] = sweep(
                    grid,
                    prompt_file,
                    name="kill",
                    root=tmp_path / "s",
                    settings=settings,
                    backend=spec,
                    cluster=client,
                    progress=False,
                    retries=3,
                )
            except BaseException as exc:  # reported by the assertion below
                outcome["error"] = exc

        thread = threading.Thread(target=run)
        thread.start()
        _wait_for(lambda: len(a.requests) + len(b.requests) >= 6, thread)
        pids = client.run(os.getpid)
        os.kill(next(iter(pids.values())), signal.SIGKILL)
        seen = len(a.requests) + len(b.requests)
        _wait_for(lambda: len(a.requests) + len(b.requests) >= seen + 4, thread)
        a.kill()
        thread.join(timeout=240)
        stuck = _stacks(client) if thread.is_alive() else ""
    assert not thread.is_alive(), f"the sweep did not end; what the workers were running:\n{stuck}"
    assert "error" not in outcome, outcome.get("error")
    result = outcome["result"]
    assert result.complete
    counts = prompt_counts(result.lab, result.runs)
    assert all(indexes == list(range(len(PROMPTS))) for indexes in counts.values()), counts
    frame = results(result.lab, "kill")
    assert (frame["status"] == "done").all() and (frame["errors"] == 0).all()
    assert len(b.requests) > 0


def _stacks(client) -> str:
    """The call stacks of the tasks each worker is running, and of every thread of the test
    process (the scheduler and the model hosts): what a sweep that never ends waits on."""
    import sys
    import traceback

    lines = [f"tasks by worker: {client.processing()}"]
    for worker, tasks in client.call_stack().items():
        for key, frames in tasks.items():
            lines.append(f"{worker} {key}:\n" + "".join(frames))
    for ident, frame in sys._current_frames().items():
        lines.append(f"thread {ident}:\n" + "".join(traceback.format_stack(frame)[-6:]))
    return "\n".join(lines)


def _import_sweep() -> None:
    import yeastlab.lab.sweep  # noqa: F401


def _wait_for(condition, thread: threading.Thread, limit: float = 120.0) -> None:
    """Wait on a marker (a request count), never on a sleep; gives up after ``limit``."""
    event = threading.Event()
    waited = 0.0
    while not condition():
        assert thread.is_alive(), "the sweep ended before the marker"
        event.wait(0.01)
        waited += 0.01
        assert waited < limit, "marker never reached"
