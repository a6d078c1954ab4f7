"""Sweeps from the front door: ``yeastlab.sweep`` (loaded on first use, without Dask at import),
and each run's parameters as columns of ``Lab.runs_frame()``, next to its results."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime

import lancedb

import yeastlab
from yeastlab.core.config import Settings
from yeastlab.core.records import Run
from yeastlab.lab.database import Lab
from yeastlab.lab.sweep import expand, run_one
from yeastlab.lab.sweep_results import record_parameters

PROMPTS = ["I planted three tomato seedlings today.", "The basil needs more light."]


def test_sweep_is_exported_lazily():
    import yeastlab.lab.sweep as module

    assert {"sweep", "SweepResult"} <= set(yeastlab.__all__)
    assert yeastlab.sweep is module.sweep and yeastlab.SweepResult is module.SweepResult
    loaded = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, yeastlab; print(sorted(sys.modules)); yeastlab.sweep; "
            "print('dask' in sys.modules, 'dask.distributed' in sys.modules)",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    assert "'lancedb'" not in loaded[0] and "'dask'" not in loaded[0]
    # reaching the function loads the lab, not Dask: that waits for a sweep to start
    assert loaded[1] == "False False"


def test_runs_frame_shows_each_runs_parameters_as_columns(tmp_path):
    """Runs made by a sweep's tasks (run_one, as each Dask worker calls it) show their grid
    values as columns of ``runs_frame()``, one row per run, beside ``done`` and ``errors``; and
    ``{run}`` in the backend spec gives each run its own recording of its model calls."""
    prompts = tmp_path / "garden.txt"
    prompts.write_text("\n".join(PROMPTS) + "\n", encoding="utf-8")
    settings = Settings(embedder="hashing", lab=tmp_path / "lab", home=tmp_path / "home")
    grid = {"profile": ["ai-yeast", "cognitive-agent"], "half_life": [3, 14.5], "coherence": [0.4]}
    runs = expand(
        grid,
        prompts,
        name="cols",
        root=tmp_path / "s",
        settings=settings,
        backend=f"record:{tmp_path}/calls/{{run}}.jsonl+offline",
    )
    for spec in runs:
        run_one(spec)
        calls = (tmp_path / "calls" / f"{spec.run}.jsonl").read_text().splitlines()
        assert len(calls) >= len(PROMPTS), spec.run
    frame = Lab(settings.lab).runs_frame().set_index("run")
    assert len(frame) == 4
    for spec in runs:
        row = frame.loc[spec.run]
        assert row["profile"] == spec.settings.profile
        assert row["half_life_days"] == spec.settings.half_life_days
        assert row["coherence"] == 0.4 and row["prompts"] == "garden.txt"
        assert row["done"] == len(PROMPTS) and row["errors"] == 0
    by_half_life = frame.groupby("half_life_days")["done"].sum().to_dict()
    assert by_half_life == {3: 2 * len(PROMPTS), 14.5: 2 * len(PROMPTS)}


def test_a_parameter_named_like_a_column_keeps_both(tmp_path):
    lab = Lab(tmp_path / "lab")
    now = datetime(2026, 1, 1, tzinfo=UTC)
    lab.start_run(Run("a", "y", now, params={"status": "draft", "seed": 3}, n_prompts=1))
    lab.start_run(Run("b", "y", now, params={}, n_prompts=1))
    frame = lab.runs_frame().set_index("run")
    assert frame.loc["a", "status"] == "running" and frame.loc["a", "param_status"] == "draft"
    assert frame.loc["a", "seed"] == 3 and frame.loc["a", "params"] == {
        "status": "draft",
        "seed": 3,
    }
    assert frame["seed"].isna().tolist() == [False, True]


def test_runs_without_parameters_add_no_columns(tmp_path):
    lab = Lab(tmp_path / "lab")
    lab.start_run(Run("a", "y", datetime(2026, 1, 1, tzinfo=UTC)))
    before = {
        "run",
        "yeast",
        "created_at",
        "params",
        "notebook",
        "status",
        "n_prompts",
        "finished_at",
        "environment",
        "done",
        "errors",
    }
    assert set(lab.runs_frame().columns) == before


def test_parameters_table_keeps_each_run_once_per_yeast(tmp_path):
    """Started again, a sweep adds no parameter rows; the same grid under another root (other
    yeasts, same run names) adds its own, so results() finds each of them."""
    lab = tmp_path / "lab"
    first = [("s-1", str(tmp_path / "a" / "s-1"), {"seed": 1})]
    record_parameters(lab, "s", first)
    record_parameters(lab, "s", first)
    record_parameters(lab, "s", [("s-1", str(tmp_path / "b" / "s-1"), {"seed": 1})])
    rows = lancedb.connect(str(lab)).open_table("sweep_s").to_pandas()
    assert sorted(rows["yeast"]) == [str(tmp_path / "a" / "s-1"), str(tmp_path / "b" / "s-1")]
