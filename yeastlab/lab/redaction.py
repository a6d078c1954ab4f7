"""Forgetting reaches the lab: its rows follow the redaction of the yeast's dialogue log.

A fermentation copies each turn into a ``run_turns`` row (prompt, response, realizations). When
the yeast forgets a subject (a forget request, ``Yeast.forget(about=...)``, a personal-data
purge), :mod:`yeastlab.cognition.forgetting` redacts the dialogue log in place; the lab is a
separate database the yeast does not know, so :func:`redact_forgotten` brings its rows in line:
every row whose turn now holds ``[forgotten]`` (or ``[redacted: …]``) takes the turn's texts,
and the lab's older table versions, which LanceDB keeps until compaction, are removed.
:func:`yeastlab.lab.ferment` calls it after a run in which the yeast forgot something.

A yeast may forget after its run too (a later chat, ``Yeast.forget(about=...)``), and the yeast
cannot know the lab (the lab is the layer above). So the lab looks itself, on every read of
its rows (:meth:`Lab.turns`, :meth:`Lab.turns_frame`): :func:`sync_forgotten` reads each run's
yeast's forgetting log (the yeast's key in the lab is its directory) and, when it grew since
the lab last looked (counts kept in ``forgetting_seen.json`` in the lab's directory), mirrors
the redacted dialogue log into that yeast's rows as above. A yeast directory that is gone, or
never forgot anything, costs one stat.
"""

from __future__ import annotations

import json
import os
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

import lancedb

from yeastlab.core.records import RunTurn, Turn
from yeastlab.store.tables import from_arrow

__all__ = ["redact_forgotten", "forgot", "sync_forgotten"]

#: The lab's note of each yeast's forgetting-log size when its rows were last brought in line.
SEEN = "forgetting_seen.json"

_MARKS = ("[forgotten", "[redacted: ")


def forgot(turn: Turn) -> bool:
    """Whether ``turn`` carried out a forget request (its detector's verdict passed)."""
    return any(g.name == "forget_request" and g.passed for g in turn.gates)


def _mirrored(row: RunTurn, turn: Turn) -> RunTurn:
    texts = (turn.user_input, turn.response, *turn.realizations)
    if not any(mark in text for text in texts for mark in _MARKS):
        return row
    return replace(
        row,
        prompt=turn.user_input,
        response=turn.response,
        realizations=tuple(turn.realizations),
    )


def redact_forgotten(lab: Any, store: Any) -> int:
    """Redact the lab rows of ``store``'s turns as the dialogue log is redacted.

    Args:
        lab: the lab database.
        store: the yeast's store (``yeast.store``), whose turns are the truth.

    Returns:
        How many rows changed (their old versions are removed from the lab's files too).
    """
    return _mirror(lab, store.turns(), lab.turns(redact=False))


def _mirror(lab: Any, yeast_turns: Iterable[Turn], rows: Iterable[RunTurn]) -> int:
    turns = {t.turn_id: t for t in yeast_turns if t.turn_id}
    changed: dict[tuple[str, str], list[RunTurn]] = defaultdict(list)
    for row in rows:
        turn = turns.get(row.turn_id)
        if turn is not None:
            new = _mirrored(row, turn)
            if new != row:
                changed[(new.run, new.yeast)].append(new)
    for (run, yeast), rows in changed.items():
        lab.delete_turns(run, yeast, [r.index for r in rows])
        lab.add_turns(rows)
    if changed:
        lab.compact(purge=True)
    return sum(len(rows) for rows in changed.values())


def sync_forgotten(lab: Any) -> int:
    """Redact the lab's rows of every yeast that forgot something since the lab last looked.

    Returns:
        How many rows changed.
    """
    seen_path = Path(lab.path) / SEEN
    try:
        seen = json.loads(seen_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        seen = {}
    changed, grew = 0, False
    for key in sorted({run.yeast for run in lab.runs()}):
        if not (Path(key) / "forgetting.lance").is_dir():
            continue
        db = lancedb.connect(key)
        count = db.open_table("forgetting").count_rows()
        if count == seen.get(key):
            continue
        if (Path(key) / "turns.lance").is_dir():
            turns = from_arrow(Turn, db.open_table("turns").to_arrow())
            changed += _mirror(lab, turns, lab.turns(yeast=key, redact=False))
        seen[key], grew = count, True
    if grew:
        temporary = seen_path.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_text(json.dumps(seen), encoding="utf-8")
        temporary.replace(seen_path)
    return changed
