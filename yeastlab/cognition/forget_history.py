"""A forget reaches the history too: the superseded memories about the subject are blanked.

An update supersedes the older memory ("Rafael moved to Tarragona" over "Rafael lives at 4
Calle Mayor"): the older row leaves the alive memories but stays, with its text, as history
("where did he live before?"), the inspector's rows and exports. A forget that read only the
alive memories left it there: "erase Rafael's address" forgot the new address and kept the old
one. :func:`blank_history` blanks every superseded row about the subject, and every row a
forgotten memory superseded (its chain of earlier versions, whatever their words), and enters
each in the forgetting log with the request's reason and turn (the log's "superseded" entries
of those rows, which summarise the old text, are blanked). The rows stay (their ids keep
the supersede chain readable), holding only the blank.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yeastlab.cognition.forget_subject import Subject
from yeastlab.core.records import ForgetEvent, Memory

__all__ = ["blank_history", "history_about"]

#: The rows superseded and not forgotten: the history an update keeps.
_HISTORY = "superseded_by != '' AND deleted_at IS NULL"


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


def blank_history(
    store: Any,
    subject: Subject,
    doomed: Sequence[Memory],
    *,
    reason: str,
    into: Sequence[str],
    blank: str,
) -> tuple[list[Memory], list[ForgetEvent]]:
    """Blank the text, vector, tags and meta of the superseded memories about ``subject``
    (:func:`history_about`; ``doomed``: the alive memories the forget took) and log each in
    the forgetting log. Returns the rows as they were (the log's copies of their text are
    redacted too) and the events."""
    if not subject:
        return [], []
    rows = history_about(store.memories(alive_only=False, where=_HISTORY), subject, doomed)
    rows = [m for m in rows if m.text != blank]
    if not rows:
        return [], []
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
    return rows, events
