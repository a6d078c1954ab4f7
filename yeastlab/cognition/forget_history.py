"""A forget reaches the history too: the superseded memories about the subject are blanked.

An update supersedes the older memory ("Rafael moved to Tarragona" over "Rafael lives at 4
Calle Mayor"): the older row leaves the alive memories but stays, with its text, as history
("where did he live before?"), the inspector's rows and exports. A forget that read only the
alive memories left it there: "erase Rafael's address" forgot the new address and kept the old
one. :func:`read_history` finds every superseded row about the subject, and every row a
forgotten memory superseded (its chain of earlier versions, whatever their words);
:func:`blank_history` blanks them and enters each in the forgetting log with the request's
reason and turn (the log's "superseded" entries of those rows, which summarise the old text,
are blanked). The rows stay (their ids keep the supersede chain readable), holding only the blank.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yeastlab.cognition.forget_subject import Subject
from yeastlab.core.records import ForgetEvent, Memory
from yeastlab.store.lancesql import HISTORY

__all__ = ["blank_history", "history_about", "read_history"]


def history_about(
    history: Sequence[Memory], subject: Subject, doomed: Sequence[Memory]
) -> list[Memory]:
    """The rows of ``history`` (superseded memories) about ``subject``, or superseded by a
    memory of ``doomed`` or by such a row (transitively: the whole chain of earlier versions)."""
    gone = {m.id for m in doomed}
    cited = {r for m in doomed for r in m.refs}
    out = [m for m in history if subject.matches(m.text, m.tags)]
    taken = {m.id for m in out}
    grew = True
    while grew:
        grew = False
        for memory in history:
            if memory.id in taken:
                continue
            if memory.superseded_by in gone | taken or memory.id in cited:
                taken.add(memory.id)
                out.append(memory)
                grew = True
    return out


def read_history(
    store: Any, subject: Subject, doomed: Sequence[Memory], blank: str
) -> list[Memory]:
    """The superseded rows a forget of ``subject`` blanks (:func:`history_about`; ``doomed``:
    the alive memories it takes). Read before the forget writes anything: a read of the table
    after a write queued in the turn's block would send the block in its middle."""
    if not subject:
        return []
    rows = history_about(store.memories(alive_only=False, where=HISTORY), subject, doomed)
    return [m for m in rows if m.text != blank]


def blank_history(
    store: Any,
    rows: Sequence[Memory],
    *,
    reason: str,
    into: Sequence[str],
    blank: str,
) -> list[ForgetEvent]:
    """Blank the text, vector, tags and meta of the superseded ``rows`` (:func:`read_history`)
    and log each in the forgetting log (the log's copies of their text are redacted too).
    Returns the events."""
    if not rows:
        return []
    vector = store.embedder.embed([blank])[0]
    now = store.clock.now()
    events = []
    for memory in rows:
        store.update(memory.id, text=blank, vector=vector, tags=(), meta={})
        events.append(ForgetEvent(memory.id, now, memory.tier, blank, reason, tuple(into)))
    # the log's own "superseded" entries summarise the row as it was
    ids = ", ".join(f"'{m.id}'" for m in rows)
    store.update_where("forgetting", f"memory_id IN ({ids})", {"summary": blank})
    store.append("forgetting", events)
    return events
