"""Forgetting reaches the lab: its rows follow the redaction of the yeast's dialogue log.

A fermentation copies each turn into a ``run_turns`` row (prompt, response, realizations). When
the yeast forgets a subject (a forget request, ``Yeast.forget(about=...)``, a personal-data
purge), :mod:`yeastlab.cognition.forgetting` redacts the dialogue log in place; the lab is a
separate database the yeast does not know, so :func:`redact_forgotten` brings its rows in line:
every row whose turn now holds ``[forgotten]`` (or ``[redacted: …]``) takes the turn's texts,
and the lab's older table versions, which LanceDB keeps until compaction, are removed.
:func:`yeastlab.lab.ferment` calls it after a run in which the yeast forgot something; a
notebook that forgets outside a run calls it itself.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from typing import Any

from yeastlab.core.records import RunTurn, Turn
from yeastlab.lab.database import Lab

__all__ = ["redact_forgotten", "forgot"]

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


def redact_forgotten(lab: Lab, store: Any) -> int:
    """Redact the lab rows of ``store``'s turns as the dialogue log is redacted.

    Args:
        lab: the lab database.
        store: the yeast's store (``yeast.store``), whose turns are the truth.

    Returns:
        How many rows changed (their old versions are removed from the lab's files too).
    """
    turns = {t.turn_id: t for t in store.turns() if t.turn_id}
    changed: dict[tuple[str, str], list[RunTurn]] = defaultdict(list)
    for row in lab.turns():
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
