"""Fermentation: run a prompt set through a yeast, one lab-database row per prompt.

A prompt set ("starch") is a text file with one prompt per line, or a folder of them
(:mod:`yeastlab.lab.promptsets` reads them; :func:`load_prompts` is re-exported here).

Resuming is the default: a run is identified by its name and its yeast. Results reach the lab
database behind the loop (:meth:`~yeastlab.lab.database.Lab.writer`: batched commits on a
background thread, overlapping the next model call), about ``flush_after`` seconds late at most,
and all of them before :func:`ferment` returns or re-raises (Ctrl-C included).

Durability: the yeast's dialogue log (its ``turns`` table) is the source of truth for which
prompts ran. A lab row is committed only after the turn it records is committed in the yeast
(the writer calls ``Store.flush`` first), and rows are committed in prompt order. So after a crash
— even a ``SIGKILL`` with rows still queued — running the same run again skips the prompts that
have rows, records from the yeast's log the turns whose rows were lost (without asking the model
again, so the yeast hears nothing twice), and asks the rest (:mod:`yeastlab.lab.resume`). A
failed lab write is retried with backoff, then raised (as
:class:`~yeastlab.core.errors.StoreError`) by the loop at its next prompt, never dropped. A
backend error on one prompt becomes an error row and the batch goes on.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from yeastlab.agent.yeast import open as open_yeast
from yeastlab.core.config import Settings
from yeastlab.core.errors import YeastlabError
from yeastlab.core.records import Run, RunTurn, Turn
from yeastlab.lab.database import COMPACT_FRAGMENTS, Lab
from yeastlab.lab.promptsets import default_run_name, load_prompts
from yeastlab.lab.provenance import environment
from yeastlab.lab.redaction import forgot, redact_forgotten
from yeastlab.lab.resume import differences, mismatch_error, new_run_name, note_changes, resume

__all__ = [
    "RunSummary",
    "default_run_name",
    "environment",
    "ferment",
    "ferment_many",
    "load_prompts",
]


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
        chat_s: time spent inside ``Yeast.chat`` by this call (model calls included).
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
    chat_s: float = 0.0
    notebook: str = ""

    @property
    def complete(self) -> bool:
        """Whether every prompt of the set now has a row."""
        return self.ran + self.skipped + self.recovered == self.n_prompts

    @property
    def own_s(self) -> float:
        """Fermentation's own time: wall time outside ``Yeast.chat`` (lab, resume, progress)."""
        return self.wall_s - self.chat_s


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
    new_run: bool = False,
    progress_position: int = 0,
    flush_every: int = 32,
    flush_after: float = 2.0,
) -> RunSummary:
    """Run a prompt set through ``yeast``, writing one lab row per prompt; resumes by default.

    Rows are written behind the loop (:meth:`~yeastlab.lab.database.Lab.writer`): committed in
    batches of ``flush_every``, or ``flush_after`` seconds after a row was made, and all of them
    before
    this returns or re-raises. A process killed before a batch was committed loses no result:
    the next call of the same run records those prompts from the yeast's dialogue log.

    Args:
        yeast: an open :class:`~yeastlab.agent.yeast.Yeast`.
        prompts: a prompt file or folder, several files, or the prompts themselves.
        run: the run name (default: the prompt set's file name, so a re-run resumes it).
        lab: the lab database or its directory (default: ``yeast.settings.lab``).
        progress: show a tqdm progress bar (on stderr).
        params: parameters to record with the run (settings overrides, notebook parameters).
        notebook: the executed notebook that ran this call, recorded with the run.
        retry_errors: re-run prompts whose recorded row is an error.
        new_run: when the run was recorded with other parameters (settings, backend, profile,
            prompts...), start a new run ``<run>-2`` (or resume the first ``<run>-N`` recorded
            with these) instead of refusing. ``RunSummary.run`` names the run used.
        progress_position: tqdm bar line, for parallel fermentations.
        flush_every: rows per lab commit.
        flush_after: seconds a row may wait before it is committed (how stale another
            process's view of the lab may be while the run goes on).

    Returns:
        A :class:`RunSummary` of this call.

    Raises:
        ConfigError: if the prompts cannot be read, or the run was recorded with other
            parameters or prompts (the message lists each: recorded vs now) and ``new_run`` is
            false.
        StoreError: if the lab could not be written (run again to record what is missing).
    """
    texts = load_prompts(prompts, encoding=yeast.settings.prompt_encoding)
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
        environment=environment(yeast),
    )
    recorded = lab.run(run, key)
    found = differences(lab, recorded, record, texts) if recorded is not None else {}
    if found and not new_run:
        raise mismatch_error(run, found)
    if found:
        run = new_run_name(lab, record, texts)
        record = replace(record, run=run)
    stored_run = lab.start_run(record)
    done: set[int] = set()
    leftovers: dict[int, Turn] = {}
    if stored_run is not record:  # resuming: nothing to look up for a new run
        note_changes(lab, stored_run, record.environment)
        done, leftovers = resume(yeast, lab, stored_run, texts, retry_errors)
    counts = {"ran": 0, "recovered": 0, "errors": 0, "approved": 0, "tokens": 0, "model_ms": 0.0}
    chat_s = 0.0
    bar = _progress(len(texts), len(done), run, progress, progress_position)
    # Store.flush: a row must not reach the lab before the yeast's write-behind commits its turn.
    writer = lab.writer(flush_every=flush_every, flush_after=flush_after, barrier=yeast.store.flush)
    todo = [i for i in range(len(texts)) if i not in done]
    asked = [i for i in todo if i not in leftovers]  # the prompts that will reach the model
    following = dict(zip(asked, asked[1:], strict=False))
    prefetch = getattr(yeast, "prefetch", None)
    forgetting = False  # a forget request: the lab's rows are redacted after the run
    try:
        for index in todo:
            turn = leftovers.pop(index, None)
            if turn is None:
                if prefetch is not None and index in following:
                    prefetch(texts[following[index]])  # embedded while this turn waits
                begun = time.perf_counter()
                turn = _chat(yeast, texts[index])
                chat_s += time.perf_counter() - begun
                counts["ran"] += 1
            else:
                counts["recovered"] += 1
            row = _row(run, key, index, texts[index], turn, yeast.clock)
            writer.submit(row)
            forgetting = forgetting or (isinstance(turn, Turn) and forgot(turn))
            counts["errors"] += bool(row.error)
            counts["approved"] += row.approved
            counts["tokens"] += row.prompt_tokens + row.eval_tokens
            counts["model_ms"] += row.model_ms
            bar.update(1)
        writer.close()
    except BaseException as exc:
        _fail(exc, writer, lab, run, key)
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
    if forgetting:
        redact_forgotten(lab, yeast.store)  # also purges the lab's older versions
    lab.compact(min_fragments=COMPACT_FRAGMENTS)
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
        chat_s=chat_s,
        notebook=notebook,
    )


def _fail(exc: BaseException, writer: Any, lab: Lab, run: str, key: str) -> None:
    """Keep what ran (queued rows are flushed even on Ctrl-C) and mark the run failed.

    A second failure on the way out is attached to ``exc`` as a note rather than replacing it.
    Rows the lab would not take are dropped from the writer (it would retry them at exit, after
    the next run of the same run recorded them from the yeast's log: twice).
    """

    def close_or_discard() -> None:
        try:
            writer.close()
        except Exception:
            writer.discard()
            raise

    for step in (close_or_discard, lambda: lab.finish_run(run, key, status="failed")):
        try:
            step()
        except Exception as also:
            if also is not exc:
                exc.add_note(f"While stopping, the lab also failed: {also}")


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
        error=turn.error,  # a parse failure is the model's answer, logged with the turn
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
    new_run: bool = False,
) -> list[RunSummary]:
    """Ferment the same prompt set in several yeasts, ``parallel`` worker processes at a time.

    Each worker opens its yeast by path (LanceDB handles are per process), so ``backend`` is a
    spec string. Workers are spawned, not forked, so no database handle crosses a process.

    ``new_run``: as :func:`ferment`'s, for each yeast.

    Returns:
        One :class:`RunSummary` per yeast, in the order given.
    """
    settings = settings or Settings.from_env()
    paths = [str(Path(y)) for y in yeasts]
    jobs = [
        (p, prompts, run, str(lab or settings.lab), backend, settings, progress, i, new_run)
        for i, p in enumerate(paths)
    ]
    if parallel <= 1 or len(paths) == 1:
        return [_ferment_path(*job) for job in jobs]
    with ProcessPoolExecutor(max_workers=parallel, mp_context=get_context("spawn")) as pool:
        return list(pool.map(_ferment_path, *zip(*jobs, strict=True)))


def _ferment_path(
    path, prompts, run, lab, backend, settings, progress, position, new_run=False
) -> RunSummary:
    with open_yeast(path, backend=backend, settings=settings, profile=settings.profile) as yeast:
        return ferment(
            yeast,
            prompts,
            run=run,
            lab=lab,
            progress=progress,
            progress_position=position,
            params={"backend": backend or ""},
            new_run=new_run,
        )
