"""Resuming a fermentation run: what earlier calls of the same run left, read once at its start.

The yeast's dialogue log (its ``turns`` table) is the source of truth for which prompts ran. Lab
rows are committed in prompt order and only after the turns they record, so after a crash the
prompts with rows are done, and the yeast's turns that never got a row are recorded from its log
rather than asked again (:func:`resume`). A run resumed in another environment says so
(:func:`note_changes`).
"""

from __future__ import annotations

import warnings
from typing import Any

from yeastlab.core.errors import ConfigError
from yeastlab.core.records import Run, Turn
from yeastlab.lab.database import Lab

__all__ = ["note_changes", "resume"]


def note_changes(lab: Any, stored: Run, now: dict[str, str]) -> None:
    """A resumed run whose environment changed says so: ``resumed_with`` (what differs) in the
    run's recorded environment, and a warning unless the first environment is unknown (a run
    recorded before environments were)."""
    before = {k: v for k, v in stored.environment.items() if k != "resumed_with"}
    changes = {k: v for k, v in now.items() if before.get(k) != v}
    if not changes:
        return
    lab.set_environment(stored.run, stored.yeast, {**before, "resumed_with": changes})
    if not before:
        return
    was = ", ".join(f"{k} {before.get(k, '?')} → {v}" for k, v in changes.items())
    warnings.warn(
        f"run {stored.run!r} resumes in another environment ({was}); its earlier results were "
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
