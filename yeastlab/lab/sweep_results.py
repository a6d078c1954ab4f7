"""A sweep's tables: each run's parameters as typed columns of ``sweep_<name>`` in the lab's
LanceDB database (written once, by the client starting the sweep), read back next to the
runs' status and per-run means by :func:`results`; and :func:`prompt_counts`, the recorded
prompt indexes of each run, for exactly-once checks. (``Lab.runs_frame()`` shows the same
parameters as columns too, from each run's ``params``.)"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, Protocol

import lancedb
import pandas as pd

from yeastlab.lab.database import Lab

__all__ = ["prompt_counts", "record_parameters", "results", "table_name"]


class _Run(Protocol):
    run: str
    yeast: str


def table_name(name: str) -> str:
    """The lab table holding sweep ``name``'s parameters."""
    return "sweep_" + name.replace("-", "_")


def record_parameters(
    lab: str | os.PathLike, name: str, runs: Sequence[tuple[str, str, dict[str, Any]]]
) -> None:
    """Write each ``(run, yeast, params)`` as a row of typed columns of ``sweep_<name>``;
    runs already there (same run, same yeast) are left as they are: a sweep started again adds
    only new runs, and the same grid run elsewhere (another ``root``) adds its own."""
    rows = pd.DataFrame(
        [{"run": run, "yeast": str(Path(yeast).resolve()), **params} for run, yeast, params in runs]
    )
    db = lancedb.connect(str(lab))
    try:
        table = db.open_table(table_name(name))
    except (ValueError, FileNotFoundError):
        db.create_table(table_name(name), rows)
        return
    have = set(table.to_pandas()[["run", "yeast"]].itertuples(index=False, name=None))
    rows = rows[[pair not in have for pair in zip(rows["run"], rows["yeast"], strict=True)]]
    if len(rows):
        table.add(rows)


def results(lab: str | os.PathLike | Lab, name: str) -> pd.DataFrame:
    """One row per run of sweep ``name``: its parameters as columns, its status, ``done`` and
    ``errors`` counts, and per-run means of the turns (``approved``, ``saliency``,
    ``complexity``, ``tokens``, ``latency_ms``)."""
    lab = lab if isinstance(lab, Lab) else Lab(lab)
    params = lancedb.connect(str(lab.path)).open_table(table_name(name)).to_pandas()
    runs = lab.runs_frame()[["run", "yeast", "status", "n_prompts", "done", "errors"]]
    turns = lab.turns_frame()
    frame = params.merge(runs, on=["run", "yeast"], how="left")
    if len(turns):
        turns = turns[turns["run"].isin(params["run"])]
        means = turns.groupby(["run", "yeast"]).agg(
            approved=("approved", "mean"),
            saliency=("saliency", "mean"),
            complexity=("complexity", "mean"),
            tokens=("tokens", "mean") if "tokens" in turns else ("eval_tokens", "mean"),
            latency_ms=("latency_ms", "mean"),
        )
        frame = frame.join(means, on=["run", "yeast"])
    return frame.reset_index(drop=True)


def prompt_counts(lab: str | os.PathLike | Lab, runs: Iterable[_Run]) -> dict[str, list[int]]:
    """Each run's recorded prompt indexes (duplicates kept), for exactly-once checks."""
    lab = lab if isinstance(lab, Lab) else Lab(lab)
    frame = lab.turns_frame()
    out = {}
    for spec in runs:
        key = str(Path(spec.yeast).resolve())
        rows = frame[(frame["run"] == spec.run) & (frame["yeast"] == key)]
        out[spec.run] = sorted(rows["index"].tolist())
    return out
