"""``yeast sweep``: a grid of parameters run as fermentation runs on Dask.

::

    yeast sweep prompts/initialization.txt -g profile=ai-yeast,cognitive-agent \\
        -g half_life_days=3,14 -g seed=1,2 --workers 2

runs 8 yeasts on an embedded LocalCluster; ``--cluster tcp://host:8786`` sends them to a running
scheduler, ``--cluster ssh://user@sched,w1,w2`` starts one over SSH. Started again with the same
grid and ``--name``, a sweep resumes: finished runs are skipped, interrupted ones resumed.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import yaml

from yeastlab.core.errors import ConfigError

__all__ = ["register", "run_command", "parse_grid"]


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    """Add ``yeast sweep`` to the ``yeast`` parser."""
    parser = subparsers.add_parser(
        "sweep",
        parents=[common],
        help="run a grid of parameters (profiles × half-lives × seeds × …) on Dask",
        description="Expand a grid into fermentation runs, one yeast each, and run them on Dask "
        "(an embedded LocalCluster unless --cluster says otherwise). Parameters land as columns "
        "of the lab's sweep_<name> table; each run's turns are written exactly once.",
    )
    parser.add_argument("prompts", nargs="*", metavar="PROMPTS", help="prompt files or folders")
    parser.add_argument(
        "-g",
        "--grid",
        action="append",
        default=[],
        metavar="AXIS=V1,V2",
        help="an axis: profile, half_life_days, seed, prompts, tension keys (coherence, …) or "
        "any setting; repeat for more axes",
    )
    parser.add_argument("--grid-file", metavar="YAML", help="axes as a YAML mapping of lists")
    parser.add_argument("--name", default="sweep", help="the sweep's name (its runs' prefix)")
    parser.add_argument(
        "--root", metavar="DIR", help="where the runs' yeasts go (default data/sweeps/<name>)"
    )
    parser.add_argument("--lab", metavar="PATH", help="lab database (default: YEAST_LAB)")
    parser.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help="tcp://HOST:8786 (a running scheduler) or ssh://USER@SCHED,WORKER,… "
        "(default: an embedded LocalCluster)",
    )
    parser.add_argument(
        "--workers", type=int, metavar="N", help="LocalCluster worker processes (default ≤ 4)"
    )
    parser.add_argument("--notebook", metavar="IPYNB", help="a papermill notebook run per run")
    parser.add_argument("--retries", type=int, default=2, help="retries of a failed run")
    parser.add_argument("--no-progress", action="store_true", help="hide the progress bar")
    parser.set_defaults(handler=run_command)


def _value(text: str) -> Any:
    value = yaml.safe_load(text)
    return value if isinstance(value, bool | int | float | dict) else text


def parse_grid(items: list[str], grid_file: str | None = None) -> dict[str, list[Any]]:
    """Axes from ``AXIS=V1,V2`` items (numbers parsed) and an optional YAML file."""
    grid: dict[str, list[Any]] = {}
    if grid_file:
        loaded = yaml.safe_load(Path(grid_file).read_text(encoding="utf-8")) or {}
        if not isinstance(loaded, dict):
            raise ConfigError(f"{grid_file} must be a YAML mapping of axis: [values]")
        grid.update({k: v if isinstance(v, list) else [v] for k, v in loaded.items()})
    for item in items:
        axis, eq, values = item.partition("=")
        if not eq or not axis.strip() or not values.strip():
            raise ConfigError(f"Write a grid axis as AXIS=V1,V2 (got {item!r})")
        grid[axis.strip()] = [_value(v.strip()) for v in values.split(",")]
    if not grid:
        raise ConfigError("Give at least one axis: -g profile=ai-yeast,cognitive-agent")
    return grid


def run_command(args: argparse.Namespace) -> int:
    """The ``yeast sweep`` handler."""
    from yeastlab.faces.cli.ferment import settings_from_args
    from yeastlab.lab.sweep import sweep

    args.param, args.encoding = [], None
    settings = settings_from_args(args)
    if args.workers is not None and args.workers < 1:
        raise ConfigError("--workers needs a positive number")
    result = sweep(
        parse_grid(args.grid, args.grid_file),
        [Path(p) for p in args.prompts] or None,
        name=args.name,
        root=args.root or Path("data/sweeps") / args.name,
        lab=settings.lab,
        backend=settings.backend_spec,
        settings=settings,
        notebook=args.notebook,
        cluster=args.cluster,
        workers=args.workers,
        retries=args.retries,
        progress=not args.no_progress,
    )
    frame = result.frame()
    hidden = {"yeast"}
    print(frame[[c for c in frame.columns if c not in hidden]].to_string(index=False))
    print(
        f"sweep {result.name!r}: {len(result.runs)} runs, "
        f"{'complete' if result.complete else 'INCOMPLETE'}; lab {result.lab} "
        f"(yeastlab.lab.sweep.results({str(result.lab)!r}, {result.name!r}))",
        file=sys.stdout,
    )
    return 0 if result.complete else 1
