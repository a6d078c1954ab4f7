"""Sweeps: a grid of parameters expanded into fermentation runs, executed on Dask.

::

    import yeastlab.lab.sweep as sw
    result = sw.sweep(
        {"profile": ["ai-yeast", "cognitive-agent"], "half_life_days": [3, 14], "seed": [1, 2]},
        "prompts/initialization.txt",
        root="data/sweeps/decay",
    )
    result.frame()  # one row per run: its parameters as columns, its counts and scores

Grid axes (every combination is one run, in a yeast of its own under ``root``):

* ``prompts``: prompt sets (a file, a folder, or a list of them per value);
* ``tension``: self-model tension values as dicts (``{"coherence": 0.5}``), or one axis per
  tension key (``coherence``, ``consistency``, ``novelty_tolerance``, ``compression_pressure``);
* any :class:`~yeastlab.core.config.Settings` field: ``profile``, ``half_life_days``, ``seed``,
  ``temperature``, ``decay_model``, … (``half_life`` is read as ``half_life_days``).

Where the runs execute: an embedded ``LocalCluster`` (the default: one process per worker, one
thread each, nothing to set up), a running scheduler (``cluster="tcp://host:8786"``), or an
``SSHCluster`` over hosts (``cluster="ssh://user@sched,worker1,worker2"``, with the SSH key,
port and known_hosts of the settings used for SSH inference; needs ``asyncssh`` there and here).
The Dask dashboard's address is printed (it needs ``bokeh``; without it the sweep runs and says
so). A progress bar (tqdm: a widget in notebooks, text in a terminal) counts finished runs.

Exactly once: a run is named from its parameters (``<name>-<hash>``), so its yeast, its run row
and its turns are found again by any task that runs it. A task that Dask runs a second time (its
worker died, or it raised and is retried) resumes the run with
:func:`~yeastlab.lab.ferment.ferment`, which skips prompt indexes that have lab rows and records
from the yeast's dialogue log those whose turn was stored but whose row was lost: no prompt is
asked twice, none is lost. The parameters are also written as typed columns of a table
``sweep_<name>`` in the lab's LanceDB database (once, by the client), read back by
:func:`results`.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import re
import sys
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from yeastlab.agent.yeast import open as open_yeast
from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError
from yeastlab.core.records import TENSION_KEYS
from yeastlab.lab.clusters import cluster_args, connect, dashboard, share_host_limits
from yeastlab.lab.database import Lab
from yeastlab.lab.ferment import RunSummary, ferment
from yeastlab.lab.sweep_results import prompt_counts, record_parameters, results

__all__ = [
    "RunSpec",
    "SweepResult",
    "cluster_args",
    "dashboard",
    "expand",
    "prompt_counts",
    "results",
    "run_one",
    "sweep",
]

_ALIASES = {"half_life": "half_life_days", "half_lives": "half_life_days", "seeds": "seed"}
_SETTINGS = frozenset(Settings.__dataclass_fields__) - {"extra"}


@dataclass(frozen=True)
class RunSpec:
    """One run of a sweep: everything a Dask worker needs to run it (picklable).

    Attributes:
        run: the run name, ``<sweep>-<hash of the parameters>``.
        yeast: the yeast's directory (one per run).
        prompts: the prompt set(s).
        params: the run's grid values (recorded with the run and in ``sweep_<name>``).
        settings: the settings with the run's overrides applied.
        backend: the backend spec (a string: each worker builds its own connections).
        lab: the lab database directory.
        tension: tension values to set before the run ({} when the grid has none).
        notebook: a papermill notebook to execute instead of calling ferment directly.
        output: where the executed notebook goes.
    """

    run: str
    yeast: str
    prompts: tuple[str, ...]
    params: dict[str, Any]
    settings: Settings
    backend: str
    lab: str
    tension: dict[str, float] = field(default_factory=dict)
    notebook: str = ""
    output: str = ""


def _axes(grid: Mapping[str, Any]) -> dict[str, list[Any]]:
    axes: dict[str, list[Any]] = {}
    for key, values in grid.items():
        name = _ALIASES.get(key, key)
        if (
            name not in _SETTINGS
            and name not in TENSION_KEYS
            and name not in ("prompts", "tension")
        ):
            raise ConfigError(
                f"Unknown sweep axis {key!r}: use prompts, tension, a tension key "
                f"({', '.join(TENSION_KEYS)}) or a Settings field (profile, half_life_days, seed…)"
            )
        values = list(values) if isinstance(values, list | tuple | range) else [values]
        if not values:
            raise ConfigError(f"Sweep axis {key!r} has no values")
        axes[name] = values
    return axes


def _slug(params: Mapping[str, Any]) -> str:
    text = json.dumps(params, sort_keys=True, default=str)
    return hashlib.sha1(text.encode()).hexdigest()[:10]


def expand(
    grid: Mapping[str, Any],
    prompts: str | os.PathLike | Sequence[str | os.PathLike] | None = None,
    *,
    name: str = "sweep",
    root: str | os.PathLike = "data/sweeps",
    lab: str | os.PathLike | None = None,
    backend: str | None = None,
    settings: Settings | None = None,
    notebook: str | os.PathLike | None = None,
) -> list[RunSpec]:
    """Expand a grid into runs (the product of its axes, in the grid's order).

    Args:
        grid: axis name → values (see the module docs).
        prompts: the prompt set when the grid has no ``prompts`` axis.
        name: the sweep's name (prefix of its runs; letters, digits, ``_``, ``-``).
        root: where the runs' yeasts are made (``<root>/<run>``).
        lab: the lab database (default ``settings.lab``).
        backend: a backend spec (default ``settings.backend_spec``); ``{run}`` in it is
            replaced by each run's name, so ``record:calls/{run}.jsonl+ollama`` records each
            run's model calls to a file of its own (to replay later, run by run).
        settings: base settings (default :meth:`Settings.from_env`).
        notebook: a papermill notebook taking ferment.ipynb's parameters.

    Raises:
        ConfigError: an unknown axis, an empty one, a bad name, or no prompts.
    """
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_-]*", name):
        raise ConfigError(f"Sweep name {name!r} must be letters, digits, '_' or '-'")
    settings = settings or Settings.from_env()
    axes = _axes(grid)
    if "prompts" not in axes and prompts is None:
        raise ConfigError("A sweep needs prompts: pass prompts=... or a 'prompts' axis")
    root = Path(root).resolve()
    lab_path = str(Path(lab or settings.lab).resolve())
    spec = backend or settings.backend_spec
    runs = []
    for combo in itertools.product(*axes.values()):
        params = dict(zip(axes, combo, strict=True))
        run_prompts = params.pop("prompts", prompts)
        paths = run_prompts if isinstance(run_prompts, list | tuple) else [run_prompts]
        texts = tuple(str(Path(p).resolve()) for p in paths)
        shown = {**params, "prompts": ",".join(Path(p).name for p in texts)}
        tension = dict(params.pop("tension", None) or {})
        tension.update({k: float(params.pop(k)) for k in TENSION_KEYS if k in params})
        bad = set(tension) - set(TENSION_KEYS)
        if bad:
            raise ConfigError(f"Unknown tension keys {sorted(bad)}; use {', '.join(TENSION_KEYS)}")
        if notebook and tension:
            raise ConfigError("A notebook sweep takes Settings axes only, not tension")
        run = f"{name}-{_slug(shown)}"
        runs.append(
            RunSpec(
                run=run,
                yeast=str(root / run),
                prompts=texts,
                params=_plain(shown),
                settings=settings.with_(**params),
                backend=spec.replace("{run}", run),
                lab=lab_path,
                tension=tension,
                notebook=str(Path(notebook).resolve()) if notebook else "",
                output=str(root / f"{run}.ipynb") if notebook else "",
            )
        )
    return runs


def _plain(params: dict[str, Any]) -> dict[str, Any]:
    out = {}
    for key, value in params.items():
        if isinstance(value, dict):
            out.update({f"{key}_{k}": v for k, v in value.items()})
        elif isinstance(value, bool | int | float | str) or value is None:
            out[key] = value
        else:
            out[key] = str(value)
    return out


def run_one(spec: RunSpec) -> RunSummary:
    """Run (or resume) one run of a sweep; what each Dask task calls. Idempotent."""
    if spec.notebook:
        return _run_notebook(spec)
    share_host_limits()  # a pool's ?limit=N holds across the cluster's workers, not per worker
    settings = spec.settings
    with open_yeast(
        spec.yeast, backend=spec.backend, settings=settings, profile=settings.profile
    ) as yeast:
        if spec.tension:
            current = yeast.self_model.tension.as_dict()
            if any(abs(current[k] - v) > 1e-12 for k, v in spec.tension.items()):
                yeast.set_tension(**spec.tension)  # once: a resumed run finds it set
        return ferment(
            yeast,
            list(spec.prompts),
            run=spec.run,
            lab=spec.lab,
            progress=False,
            params=spec.params,
        )


def _run_notebook(spec: RunSpec) -> RunSummary:
    import papermill

    overrides = {k: v for k, v in spec.params.items() if k in _SETTINGS}
    parameters = {
        "yeast_path": spec.yeast,
        "prompts": list(spec.prompts),
        "run": spec.run,
        "lab": spec.lab,
        "backend": spec.backend,
        "settings": overrides,
        "notebook": spec.output,
    }
    try:
        papermill.execute_notebook(
            spec.notebook,
            spec.output,
            parameters=parameters,
            progress_bar=False,
            cwd=str(Path(spec.output).parent),
        )
    except papermill.PapermillExecutionError as exc:
        raise ConfigError(
            f"Sweep notebook failed in cell {exc.cell_index} ({exc.ename}: {exc.evalue}); "
            f"see {spec.output}; the sweep resumes this run when started again"
        ) from exc
    lab = Lab(spec.lab)
    key = str(Path(spec.yeast).resolve())
    turns = lab.turns(spec.run, key)
    record = lab.run(spec.run, key)
    return RunSummary(
        run=spec.run,
        yeast=key,
        lab=lab.path,
        n_prompts=record.n_prompts if record else 0,
        ran=len(turns),
        errors=sum(bool(t.error) for t in turns),
        notebook=spec.output,
    )


# -- the sweep ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class SweepResult:
    """What :func:`sweep` did: its runs, their summaries, the lab and the dashboard address."""

    name: str
    lab: Path
    runs: tuple[RunSpec, ...]
    summaries: tuple[RunSummary, ...]
    dashboard: str = ""

    @property
    def complete(self) -> bool:
        """Whether every run now has a row for every prompt."""
        return len(self.summaries) == len(self.runs) and all(s.complete for s in self.summaries)

    def frame(self) -> pd.DataFrame:
        """One row per run: parameters as columns, counts and mean scores (see :func:`results`)."""
        return results(self.lab, self.name)


def sweep(
    grid: Mapping[str, Any],
    prompts: str | os.PathLike | Sequence[str | os.PathLike] | None = None,
    *,
    name: str = "sweep",
    root: str | os.PathLike = "data/sweeps",
    lab: str | os.PathLike | None = None,
    backend: str | None = None,
    settings: Settings | None = None,
    notebook: str | os.PathLike | None = None,
    cluster: Any = None,
    workers: int | None = None,
    threads: int | None = None,
    retries: int = 2,
    progress: bool = True,
    quiet: bool = False,
) -> SweepResult:
    """Expand ``grid`` into runs and execute them on Dask; returns when every run has ended.

    Args:
        grid, prompts, name, root, lab, backend, settings, notebook: as :func:`expand`.
        cluster: None for an embedded LocalCluster, ``"tcp://host:8786"``,
            ``"ssh://user@sched,w1,w2"``, or a dask ``Client`` / cluster object.
        workers: worker processes of a LocalCluster (default ``min(4, cores)``), or per SSH
            host.
        threads: runs at once in each worker process (default 1; see
            :func:`~yeastlab.lab.clusters.cluster_args`).
        retries: times a failed task is retried (a worker's death is retried by Dask anyway).
        progress: show a progress bar of finished runs.
        quiet: do not print the dashboard's address.

    Raises:
        ConfigError: the grid or cluster is malformed.
        YeastlabError: a run failed on every try (the others still ran; run again to resume).
    """
    from dask.distributed import as_completed

    settings = settings or Settings.from_env()
    runs = expand(
        grid,
        prompts,
        name=name,
        root=root,
        lab=lab,
        backend=backend,
        settings=settings,
        notebook=notebook,
    )
    Path(root).mkdir(parents=True, exist_ok=True)
    record_parameters(runs[0].lab, name, [(r.run, r.yeast, r.params) for r in runs])
    client, made, close = connect(cluster, settings, workers, threads)
    board = dashboard(client)
    if not quiet:
        print(f"sweep {name!r}: {len(runs)} runs; Dask dashboard: {board}", file=sys.stderr)
    # Dask hands back the result it still holds for a key: a sweep run again on the same
    # client (resuming it) must not be given the last call's summaries, so each call's keys
    # are its own (the run's name stays readable on the dashboard).
    call = uuid.uuid4().hex[:8]
    try:
        futures = [
            client.submit(
                run_one, spec, key=f"yeastlab-{spec.run}-{call}", retries=retries, pure=False
            )
            for spec in runs
        ]
        by_key = {}
        bar = _bar(len(runs), name, progress)
        try:
            for future in as_completed(futures):
                by_key[future.key] = future.result()
                bar.update(1)
        finally:
            bar.close()
        summaries = tuple(by_key[f.key] for f in futures)
    finally:
        if close:
            client.close()
        if made is not None:
            made.close()
    return SweepResult(name, Path(runs[0].lab), tuple(runs), summaries, board)


def _bar(total: int, name: str, enabled: bool):
    from tqdm.auto import tqdm

    return tqdm(total=total, desc=f"sweep {name}", unit="run", disable=not enabled)
