"""Resuming a fermentation run: what earlier calls of the same run left, read once at its start.

The yeast's dialogue log (its ``turns`` table) is the source of truth for which prompts ran. Lab
rows are committed in prompt order and only after the turns they record, so after a crash the
prompts with rows are done, and the yeast's turns that never got a row are recorded from its log
rather than asked again (:func:`resume`).

A run is resumed only with the parameters it was recorded with (:func:`differences`: the
backend, model, embedder, profile, temperature, seed, half-life and every other setting the
results depend on, the caller's ``params``, and the prompts already recorded); otherwise
fermentation refuses with the differences shown (:func:`mismatch_error`), or, when asked,
starts a new run under the next free name (:func:`new_run_name`). Only versions (yeastlab,
Python, numpy, LanceDB, the model's digest) may change between calls of one run, and a run
resumed with other versions says so (:func:`note_changes`).
"""

from __future__ import annotations

import json
import warnings
from dataclasses import replace
from typing import Any

from yeastlab.core.errors import ConfigError
from yeastlab.core.records import Run, Turn
from yeastlab.lab.database import Lab

__all__ = [
    "VERSIONS",
    "differences",
    "mismatch_error",
    "new_run_name",
    "note_changes",
    "resume",
]

#: Recorded environment entries that may change between the calls of one run (with a warning).
#: Every other entry is a parameter of the run: a resume with another value is refused.
VERSIONS = frozenset({"yeastlab", "python", "numpy", "lancedb", "model_digest"})


def differences(lab: Any, stored: Run, record: Run, texts: list[str]) -> dict[str, tuple]:
    """What differs between a recorded run and a call resuming it, besides versions.

    Args:
        lab: the lab database (its rows of ``stored`` give the prompts already recorded).
        stored: the run as recorded.
        record: the run as this call would record it (its ``params`` and ``environment``).
        texts: this call's prompts.

    Returns:
        By parameter name, ``(recorded, now)``. An environment entry the run never recorded (a
        run recorded by an older yeastlab) is unknown, not different; a ``params`` key given
        by only one of the calls is not compared (the settings it names are, as environment).
    """
    found: dict[str, tuple] = {}
    before = {k: v for k, v in stored.environment.items() if k != "resumed_with"}
    for key, now in record.environment.items():
        if key not in VERSIONS and key in before and str(before[key]) != str(now):
            found[key] = (before[key], now)
    recorded, given = _plain(stored.params), _plain(record.params)
    for key in sorted(set(recorded) & set(given)):  # the settings they name are compared above
        if recorded[key] != given[key]:
            found[f"params[{key}]"] = (recorded[key], given[key])
    for row in lab.turns(stored.run, stored.yeast):
        if row.index >= len(texts) or texts[row.index] != row.prompt:
            now = texts[row.index] if row.index < len(texts) else f"(only {len(texts)} prompts)"
            found[f"prompt {row.index + 1}"] = (row.prompt, now)
            break
    return found


def mismatch_error(run: str, found: dict[str, tuple]) -> ConfigError:
    """The error refusing to resume ``run`` with other parameters, listing each difference."""
    lines = "\n".join(f"  {key}: recorded {_show(a)}, now {_show(b)}" for key, a, b in _rows(found))
    return ConfigError(
        f"Run {run!r} of this yeast was recorded with other parameters; resuming it would mix "
        f"two settings in one run:\n{lines}\nRun it with the recorded parameters, pick another "
        "run name (run=... or --run), or start a new run (new_run=True or --new-run)"
    )


def new_run_name(lab: Any, record: Run, texts: list[str]) -> str:
    """The run a call with other parameters goes to: ``<run>-2``, ``<run>-3``, ...

    The first of them recorded with this call's parameters is resumed; otherwise the first free
    name starts a new run.
    """
    number = 2
    while True:
        name = f"{record.run}-{number}"
        stored = lab.run(name, record.yeast)
        if stored is None or not differences(lab, stored, replace(record, run=name), texts):
            return name
        number += 1


def note_changes(lab: Any, stored: Run, now: dict[str, str]) -> None:
    """A run resumed with other versions says so: ``resumed_with`` (what differs) in the run's
    recorded environment, and a warning unless the first environment is unknown (a run recorded
    before environments were). Parameters the run never recorded (an older yeastlab's run) are
    added to its environment, so the next resume compares them."""
    before = {k: v for k, v in stored.environment.items() if k != "resumed_with"}
    if not before:  # nothing known of its first environment: record what it resumed with
        lab.set_environment(stored.run, stored.yeast, {"resumed_with": dict(now)})
        return
    changes = {k: v for k, v in now.items() if k in VERSIONS and before.get(k) != v}
    unknown = {k: v for k, v in now.items() if k not in VERSIONS and k not in before}
    if not changes and not unknown:
        return
    resumed = {**stored.environment.get("resumed_with", {}), **changes}
    extra = {"resumed_with": resumed} if resumed else {}
    lab.set_environment(stored.run, stored.yeast, {**before, **unknown, **extra})
    if not changes:
        return
    was = ", ".join(f"{k} {before.get(k, '?')} → {v}" for k, v in changes.items())
    warnings.warn(
        f"run {stored.run!r} resumes with other versions ({was}); its earlier results were "
        "made with the first, so compare them with care (or start a new run)",
        stacklevel=3,
    )


def resume(
    yeast: Any, lab: Lab, stored: Run, texts: list[str], retry_errors: bool
) -> tuple[set[int], dict[int, Turn]]:
    """What earlier calls of this run left, read once, at the start.

    Returns:
        The indexes recorded in the lab, and by index the turns the yeast stored whose rows
        never reached it (to record, not to ask again).

    Raises:
        ConfigError: the run was started with other prompts.
    """
    rows = lab.turns(stored.run, stored.yeast)
    for row in rows:
        if row.index >= len(texts) or texts[row.index] != row.prompt:
            raise ConfigError(
                f"Run {stored.run!r} of this yeast was started with a different prompt set "
                f"(prompt {row.index + 1} differs); pick a new run name with run=... or --run"
            )
    # Before retried rows are deleted: their turns are answers to replace, not leftovers.
    known = lab.turn_ids(None, stored.yeast)
    done = {row.index for row in rows}
    if retry_errors:
        failed = [row.index for row in rows if row.error]
        lab.delete_turns(stored.run, stored.yeast, failed)
        done -= set(failed)
    todo = [i for i in range(len(texts)) if i not in done]
    return done, _leftover_turns(yeast, stored, known, texts, todo)


def _leftover_turns(
    yeast: Any, stored: Run, known: set[str], texts: list[str], todo: list[int]
) -> dict[int, Turn]:
    """Turns the yeast logged for this run whose lab rows were never committed, by index.

    The yeast's dialogue log is the source of truth for what it heard. Rows are committed in
    prompt order, so a killed process's uncommitted rows are the first prompts still to do, and
    their turns are the yeast's unrecorded turns since the run started, in the same order
    (unrelated turns in between are passed over). A turn that ended in an exception stored
    nothing but its log entry: its prompt is asked again.
    """
    if not todo:
        return {}
    since = f"created_at >= timestamp '{stored.created_at.isoformat()}'"
    turns = sorted(yeast.store.records("turns", since), key=lambda t: t.created_at)
    found: dict[int, Turn] = {}
    matched = 0
    for turn in turns:  # oldest first
        if matched == len(todo):
            break
        if turn.turn_id in known:
            continue
        if turn.user_input == texts[todo[matched]]:
            if not turn.error:
                found[todo[matched]] = turn
            matched += 1
    return found


def _plain(params: dict[str, Any]) -> dict[str, Any]:
    """``params`` as the lab stores them (JSON), so recorded and given values compare."""
    return json.loads(json.dumps(params or {}, default=str, sort_keys=True))


def _rows(found: dict[str, tuple]):
    return [(key, *found[key]) for key in found]


def _show(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, default=str)
    return text if len(text) <= 80 else text[:77] + "..."
