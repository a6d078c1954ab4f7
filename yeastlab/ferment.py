"""Fermentation: run a prompt set through a yeast, one lab-database row per prompt.

A prompt set ("starch") is a text file with one prompt per line; blank lines and lines starting
with ``#`` are skipped. A folder means every ``*.txt`` in it, in name order.

Resuming is the default: a run is identified by its name and its yeast, and every prompt's row
is committed before the next prompt starts, so running the same run again after a crash (even a
``SIGKILL``) skips what is recorded and continues. If the process died after the yeast stored a
turn but before its lab row was written, the stored turn is recorded instead of asking the model
again, so neither the lab nor the yeast gets a duplicate. A backend error on one prompt becomes an
error row and the batch goes on.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path
from typing import TYPE_CHECKING, Any

from yeastlab.config import Settings
from yeastlab.errors import ConfigError, YeastlabError
from yeastlab.records import Run, RunTurn, Turn

if TYPE_CHECKING:  # the lab pulls in LanceDB; `import yeastlab` must stay light
    from yeastlab.lab import Lab

__all__ = ["RunSummary", "ferment", "ferment_many", "load_prompts", "default_run_name"]


@dataclass(frozen=True)
class RunSummary:
    """What one call of :func:`ferment` did.

    Args:
        run: the run name.
        yeast: the yeast's key in the lab database (its resolved directory).
        lab: the lab database directory.
        n_prompts: prompts in the set.
        ran: prompts sent to the model by this call.
        skipped: prompts already recorded by an earlier, interrupted call.
        recovered: prompts whose turn the yeast had stored before a crash, recorded now.
        errors: error rows written by this call.
        approved: rows of this call whose memories passed the gates.
        tokens: prompt + eval tokens of this call.
        wall_s: wall time of this call.
        model_s: model time of this call (sum of the turns' ``model_ms``).
        notebook: the executed notebook, when run through papermill.
    """

    run: str
    yeast: str
    lab: Path
    n_prompts: int
    ran: int = 0
    skipped: int = 0
    recovered: int = 0
    errors: int = 0
    approved: int = 0
    tokens: int = 0
    wall_s: float = 0.0
    model_s: float = 0.0
    notebook: str = ""

    @property
    def complete(self) -> bool:
        """Whether every prompt of the set now has a row."""
        return self.ran + self.skipped + self.recovered == self.n_prompts


def load_prompts(source: str | os.PathLike | Sequence[str | os.PathLike]) -> list[str]:
    """Read a prompt set.

    Args:
        source: a file or folder path (``str`` or ``Path``), a sequence of paths, or a sequence
            of prompt strings (a sequence whose items are all ``str`` and not all existing files
            is taken as the prompts themselves).

    Returns:
        The prompts, in order.

    Raises:
        ConfigError: if a path does not exist or the set is empty.
    """
    if isinstance(source, str | os.PathLike):
        paths = [Path(source)]
    elif all(isinstance(s, os.PathLike) for s in source) or all(
        isinstance(s, str) and _is_file_arg(s) for s in source
    ):
        paths = [Path(s) for s in source]
    else:
        prompts = [str(s).strip() for s in source if str(s).strip()]
        return _non_empty(prompts, "the given list")
    prompts = [p for path in paths for p in _read_set(path)]
    return _non_empty(prompts, ", ".join(map(str, paths)))


def _is_file_arg(text: str) -> bool:
    return "\n" not in text and len(text) < 4096 and Path(text).exists()


def _read_set(path: Path) -> list[str]:
    if path.is_dir():
        files = sorted(path.glob("*.txt"))
        if not files:
            raise ConfigError(f"No *.txt prompt sets in folder {path}; add one prompt per line")
        return [p for f in files for p in _read_set(f)]
    if not path.exists():
        raise ConfigError(f"Prompt set {path} does not exist; pass a .txt file or a folder")
    lines = path.read_text(encoding="utf-8").splitlines()
    return [s.strip() for s in lines if s.strip() and not s.lstrip().startswith("#")]


def _non_empty(prompts: list[str], where: str) -> list[str]:
    if not prompts:
        raise ConfigError(f"No prompts in {where}: write one prompt per line ('#' for comments)")
    return prompts


def default_run_name(source: Any) -> str:
    """A stable run name for a prompt source, so re-running it resumes the same run."""
    if isinstance(source, str | os.PathLike):
        return Path(source).stem or "prompts"
    items = list(source)
    if items and all(isinstance(s, os.PathLike) or _is_file_arg(str(s)) for s in items):
        return "+".join(Path(s).stem for s in items)
    return "prompts"


def yeast_key(yeast: Any) -> str:
    """A yeast's key in the lab database: its resolved directory."""
    return str(Path(yeast.path).resolve())


def ferment(
    yeast: Any,
    prompts: str | os.PathLike | Sequence[str | os.PathLike],
    *,
    run: str | None = None,
    lab: Lab | str | os.PathLike | None = None,
    progress: bool = True,
    params: dict[str, Any] | None = None,
    notebook: str = "",
    retry_errors: bool = False,
    progress_position: int = 0,
) -> RunSummary:
    """Run a prompt set through ``yeast``, writing one lab row per prompt; resumes by default.

    Args:
        yeast: an open :class:`~yeastlab.agent.Yeast`.
        prompts: a prompt file or folder, several files, or the prompts themselves.
        run: the run name (default: the prompt set's file name, so a re-run resumes it).
        lab: the lab database or its directory (default: ``yeast.settings.lab``).
        progress: show a tqdm progress bar (on stderr).
        params: parameters to record with the run (settings overrides, notebook parameters).
        notebook: the executed notebook that ran this call, recorded with the run.
        retry_errors: re-run prompts whose recorded row is an error.
        progress_position: tqdm bar line, for parallel fermentations.

    Returns:
        A :class:`RunSummary` of this call.

    Raises:
        ConfigError: if the prompts cannot be read, or the run was started with other prompts.
    """
    from yeastlab.lab import Lab

    texts = load_prompts(prompts)
    run = run or default_run_name(prompts)
    if not isinstance(lab, Lab):
        lab = Lab(lab if lab is not None else yeast.settings.lab, clock=yeast.clock)
    key = yeast_key(yeast)
    started = time.perf_counter()
    record = Run(
        run=run,
        yeast=key,
        created_at=yeast.clock.now(),
        params=dict(params or {}),
        notebook=notebook,
        n_prompts=len(texts),
    )
    stored_run = lab.start_run(record)
    done = _check_done(lab, run, key, texts, retry_errors)
    counts = {"ran": 0, "recovered": 0, "errors": 0, "approved": 0, "tokens": 0, "model_ms": 0.0}
    todo = [i for i in range(len(texts)) if i not in done]
    leftover = _leftover_turn(yeast, lab, run, key, stored_run)
    bar = _progress(len(texts), len(done), run, progress, progress_position)
    try:
        for index in todo:
            if leftover is not None and index == todo[0] and leftover.user_input == texts[index]:
                turn = leftover
                counts["recovered"] += 1
            else:
                turn = _chat(yeast, texts[index])
                counts["ran"] += 1
            row = _row(run, key, index, texts[index], turn, yeast.clock)
            lab.add_turn(row)
            counts["errors"] += bool(row.error)
            counts["approved"] += row.approved
            counts["tokens"] += row.prompt_tokens + row.eval_tokens
            counts["model_ms"] += row.model_ms
            bar.update(1)
    except BaseException:
        lab.finish_run(run, key, status="failed")
        raise
    finally:
        bar.close()
    lab.finish_run(
        run,
        key,
        status="done",
        n_prompts=len(texts),
        **({"notebook": notebook} if notebook else {}),
    )
    lab.compact()
    return RunSummary(
        run=run,
        yeast=key,
        lab=lab.path,
        n_prompts=len(texts),
        ran=counts["ran"],
        skipped=len(done),
        recovered=counts["recovered"],
        errors=counts["errors"],
        approved=counts["approved"],
        tokens=counts["tokens"],
        wall_s=time.perf_counter() - started,
        model_s=counts["model_ms"] / 1000.0,
        notebook=notebook,
    )


def _check_done(lab: Lab, run: str, key: str, texts: list[str], retry_errors: bool) -> set[int]:
    done = lab.done_indexes(run, key)
    for index, prompt in done.items():
        if index >= len(texts) or texts[index] != prompt:
            raise ConfigError(
                f"Run {run!r} of this yeast was started with a different prompt set (prompt "
                f"{index + 1} differs); pick a new run name with run=... or --run"
            )
    if retry_errors:
        failed = [t.index for t in lab.turns(run, key) if t.error]
        lab.delete_turns(run, key, failed)
        return set(done) - set(failed)
    return set(done)


def _leftover_turn(yeast: Any, lab: Lab, run: str, key: str, stored: Run) -> Turn | None:
    """The turn the yeast stored just before a crash, whose lab row was never written."""
    turns = yeast.store.turns(limit=1)
    if not turns or turns[-1].created_at < stored.created_at:
        return None
    # Only the newest turn can be a crash leftover: rows are written turn by turn.
    return None if turns[-1].turn_id in lab.turn_ids(run, key) else turns[-1]


def _chat(yeast: Any, text: str) -> Turn | YeastlabError:
    try:
        return yeast.chat(text)
    except YeastlabError as exc:  # one failing prompt must not stop the batch
        return exc


def _row(run: str, key: str, index: int, prompt: str, turn: Turn | YeastlabError, clock) -> RunTurn:
    if isinstance(turn, YeastlabError):
        error = f"{type(turn).__name__}: {turn}"
        return RunTurn(
            run=run,
            yeast=key,
            index=index,
            prompt=prompt,
            response="",
            created_at=clock.now(),
            error=error,
        )
    return RunTurn(
        run=run,
        yeast=key,
        index=index,
        prompt=prompt,
        response=turn.response,
        created_at=turn.created_at,
        turn_id=turn.turn_id,
        complexity=float(turn.complexity),
        saliency=float(turn.saliency),
        realizations=tuple(turn.realizations),
        gates={g.name: bool(g.passed) for g in turn.gates},
        approved=bool(turn.approved),
        prompt_tokens=int(turn.prompt_tokens),
        eval_tokens=int(turn.eval_tokens),
        latency_ms=float(turn.latency_ms),
        model_ms=float(turn.model_ms),
        error=turn.error or turn.parse_error,
    )


class _NoBar:
    def update(self, n: int) -> None:
        pass

    def close(self) -> None:
        pass


def _progress(total: int, initial: int, run: str, enabled: bool, position: int):
    if not enabled:
        return _NoBar()
    from tqdm.auto import tqdm

    return tqdm(
        total=total,
        initial=initial,
        desc=run,
        unit="prompt",
        position=position,
        leave=True,
        dynamic_ncols=True,
    )


# -- several yeasts -------------------------------------------------------------------------------
def ferment_many(
    yeasts: Iterable[str | os.PathLike],
    prompts: str | os.PathLike | Sequence[str | os.PathLike],
    *,
    run: str | None = None,
    lab: str | os.PathLike | None = None,
    backend: str | None = None,
    settings: Settings | None = None,
    parallel: int = 1,
    progress: bool = True,
) -> list[RunSummary]:
    """Ferment the same prompt set in several yeasts, ``parallel`` worker processes at a time.

    Each worker opens its yeast by path (LanceDB handles are per process), so ``backend`` is a
    spec string. Workers are spawned, not forked, so no database handle crosses a process.

    Returns:
        One :class:`RunSummary` per yeast, in the order given.
    """
    settings = settings or Settings.from_env()
    paths = [str(Path(y)) for y in yeasts]
    jobs = [
        (p, prompts, run, str(lab or settings.lab), backend, settings, progress, i)
        for i, p in enumerate(paths)
    ]
    if parallel <= 1 or len(paths) == 1:
        return [_ferment_path(*job) for job in jobs]
    with ProcessPoolExecutor(max_workers=parallel, mp_context=get_context("spawn")) as pool:
        return list(pool.map(_ferment_path, *zip(*jobs, strict=True)))


def _ferment_path(path, prompts, run, lab, backend, settings, progress, position) -> RunSummary:
    import yeastlab.agent

    with yeastlab.agent.open(
        path, backend=backend, settings=settings, profile=settings.profile
    ) as yeast:
        return ferment(
            yeast,
            prompts,
            run=run,
            lab=lab,
            progress=progress,
            progress_position=position,
            params={"backend": backend or ""},
        )
