"""``yeast ferment``: run prompt sets through one or several yeasts into the lab database.

With no yeast given it uses the embedded defaults (``Settings.from_env()``: the yeast at
``data/yeasts/default``, the lab at ``data/lab``, the offline backend unless configured), so
``yeast ferment prompts/initialization.txt`` works from a fresh clone.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError

__all__ = ["register", "run_command", "settings_from_args", "TEMPLATE"]

#: The papermill template executed by ``--notebook``.
TEMPLATE = Path(__file__).resolve().parents[3] / "experiments" / "ferment.ipynb"


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    """Add ``yeast ferment`` to the ``yeast`` parser."""
    parser = subparsers.add_parser(
        "ferment",
        parents=[common],
        help="run prompt sets through a yeast; one lab-database row per prompt",
        description="Run prompt sets (files or folders of *.txt, one prompt per line) through a "
        "yeast. Results land in the lab database; a killed run resumes where it stopped when "
        "started again with the same --run.",
    )
    parser.add_argument("prompts", nargs="+", metavar="PROMPTS", help="prompt files or folders")
    parser.add_argument("--run", help="run name (default: the prompt set's file name)")
    parser.add_argument(
        "-p",
        "--param",
        nargs=2,
        action="append",
        default=[],
        metavar=("KEY", "VALUE"),
        help="a setting override (e.g. -p temperature 0.2), also passed to the notebook",
    )
    parser.add_argument(
        "--yeasts", nargs="+", metavar="PATH", default=[], help="several yeasts to ferment"
    )
    parser.add_argument(
        "--parallel", type=int, default=1, metavar="N", help="ferment N yeasts at once"
    )
    parser.add_argument("--lab", metavar="PATH", help="lab database (default: YEAST_LAB)")
    parser.add_argument(
        "--notebook",
        action="store_true",
        help="execute experiments/ferment.ipynb with papermill into data/runs/<run>/",
    )
    parser.add_argument(
        "--encoding",
        metavar="CODEC",
        help="the prompt files' encoding (default utf-8; e.g. latin-1, cp1252, utf-16)",
    )
    parser.add_argument(
        "--new-run",
        action="store_true",
        help="when the run was recorded with other parameters, start a new run <run>-2 (or "
        "resume the first <run>-N with these) instead of refusing",
    )
    parser.add_argument("--no-progress", action="store_true", help="hide the progress bar")
    parser.add_argument(
        "--retry-errors", action="store_true", help="re-run prompts recorded as errors"
    )
    parser.set_defaults(handler=run_command)


def settings_from_args(args: argparse.Namespace) -> Settings:
    """Settings from the environment, then ``-p`` overrides, then explicit flags."""
    settings = Settings.from_env()
    changes: dict[str, Any] = {key: value for key, value in args.param}
    for flag, name in (("backend", "backend"), ("model", "model"), ("profile", "profile")):
        if getattr(args, flag, None):
            changes[name] = getattr(args, flag)
    if args.lab:
        changes["lab"] = args.lab
    if getattr(args, "encoding", None):
        changes["prompt_encoding"] = args.encoding
    return settings.with_(**changes)


def run_command(args: argparse.Namespace) -> int:
    """The ``yeast ferment`` handler."""
    from yeastlab.lab.ferment import default_run_name, ferment_many

    settings = settings_from_args(args)
    yeasts = [Path(y) for y in ([args.yeast] if args.yeast else []) + args.yeasts] or [
        settings.home
    ]
    if args.parallel < 1:
        raise ConfigError("--parallel needs a positive number of processes")
    run = args.run or default_run_name([Path(p) for p in args.prompts])
    _check_run_name(run)
    if args.notebook:
        summaries = [_run_notebook(y, args, settings, run) for y in yeasts]
    else:
        summaries = ferment_many(
            yeasts,
            [Path(p) for p in args.prompts],
            run=run,
            lab=settings.lab,
            backend=settings.backend_spec,
            settings=settings,
            parallel=args.parallel,
            progress=not args.no_progress,
            new_run=args.new_run,
        )
    for summary in summaries:
        _print_summary(summary, settings)
    return 1 if any(not s.complete for s in summaries) else 0


def _check_run_name(run: str) -> None:
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.+-]*", run):
        raise ConfigError(
            f"Run name {run!r} must be letters, digits, '.', '_', '+' or '-' (it names a folder)"
        )


def _run_notebook(yeast: Path, args: argparse.Namespace, settings: Settings, run: str):
    """Execute the fermentation template for one yeast; returns its RunSummary."""
    import papermill

    from yeastlab.lab.database import Lab
    from yeastlab.lab.ferment import RunSummary

    if not TEMPLATE.exists():
        raise ConfigError(f"Fermentation template {TEMPLATE} is missing; reinstall yeastlab")
    out_dir = Path(settings.runs_dir) / run
    out_dir.mkdir(parents=True, exist_ok=True)
    output = out_dir / f"{yeast.resolve().name}.ipynb"
    parameters = {
        "yeast_path": str(yeast.resolve()),
        "prompts": [str(Path(p).resolve()) for p in args.prompts],
        "run": run,
        "lab": str(Path(settings.lab).resolve()),
        "backend": settings.backend_spec,
        "settings": {key: value for key, value in args.param},
        "notebook": str(output.resolve()),
        "new_run": bool(args.new_run),
    }
    try:
        papermill.execute_notebook(
            str(TEMPLATE),
            str(output),
            parameters=parameters,
            kernel_name="python3",
            cwd=str(out_dir),
            progress_bar=False,
        )
    except papermill.PapermillExecutionError as exc:
        raise ConfigError(
            f"The fermentation notebook failed in cell {exc.cell_index}: {exc.ename}: "
            f"{exc.evalue}; the partial notebook is {output}; fix it and run again to resume"
        ) from exc
    lab = Lab(settings.lab)
    key = str(yeast.resolve())
    if args.new_run:  # the run the notebook went to: <run> or the <run>-N it finished last
        same = [
            r
            for r in lab.runs()
            if r.yeast == key and re.fullmatch(rf"{re.escape(run)}(-\d+)?", r.run)
        ]
        run = max(same, key=lambda r: r.finished_at or r.created_at).run if same else run
    turns = lab.turns(run, key)
    record = lab.run(run, key)
    return RunSummary(
        run=run,
        yeast=key,
        lab=lab.path,
        n_prompts=record.n_prompts if record else len(turns),
        ran=len(turns),
        errors=sum(bool(t.error) for t in turns),
        approved=sum(t.approved for t in turns),
        tokens=sum(t.prompt_tokens + t.eval_tokens for t in turns),
        model_s=sum(t.model_ms for t in turns) / 1000.0,
        notebook=str(output.resolve()),
    )


def _print_summary(summary: Any, settings: Settings) -> None:
    state = "complete" if summary.complete else "INCOMPLETE"
    lines = [
        f"run {summary.run!r} on yeast {summary.yeast}: {state}, "
        f"{summary.ran} prompts run, {summary.skipped} already done, "
        f"{summary.recovered} recovered, {summary.errors} errors, "
        f"{summary.approved} approved",
        f"  results: lab database {Path(summary.lab).resolve()} "
        f"(tables runs, run_turns; Lab({str(summary.lab)!r}).turns_frame({summary.run!r}))",
    ]
    if summary.notebook:
        lines.append(f"  notebook: {summary.notebook}")
    print("\n".join(lines), file=sys.stdout)
