"""The memory inspector: an ipywidgets view into one yeast.

``yeastlab.inspect(yeast)`` returns a widget with one tab per part of the yeast's mind:

- **Memories**: filter by tier, kind and tag; sort by strength, importance or recalls; a search
  *filters* to the memories the yeast's retrieval finds relevant (or whose text contains it);
  personal-data tags (``pii:…``, ``secret:…``) show as red badges;
- **Strength**: one memory's strength curve, past and projected;
- **Self-model**: the versions with a diff;
- **Proposals**: pending self-modification proposals, each with approve / reject buttons;
- **History**: the message history, newest first, each reply with its gate verdicts;
- **Context**: the context window of a chosen turn: the exact messages its reply call sent
  (role and content, in order; turns logged before yeastlab recorded them say so), which
  memories and chunks entered the prompt, in which message, and why (rank, score and its
  signals), the route, and the token counts the backend reported;
- **Gates**: pass rates, then each verdict beside the message it judged;
- **Forgetting**: the forgetting log;
- **Flow**: the last turn's retrieval flow;
- **Runs**: the fermentation runs of this yeast in the lab database.

The "say" box sends on Enter only (never on Tab or leaving the box). Every tab is redrawn when
anything about the yeast changed (a turn here or in another cell, a consolidation, an approval,
a forgetting): :meth:`Inspector.refresh_if_changed` compares a cheap fingerprint (turn count,
memory count, self-model versions, proposals, forgetting log), and the widget polls it every few
seconds while displayed. Turns are read incrementally (only those newer than the last seen), so
the history, flow and context tabs cost the turns they show, not the whole log.

Tables are ``HTML`` widgets and figures ``Image`` widgets (PNG), so the whole state lives in
widget values that tests can read without a browser.

Modules: ``widget`` (the controls, layout, sending and redrawing), ``tabs`` (drawing each tab),
``reading`` (what is read from the yeast: the turns incrementally, the memories and their
filters, the change fingerprint), ``views`` (the tables as HTML) and ``context`` (the Context
tab: ``Turn.messages`` shown whole, each retrieved item's place in them).
"""

from __future__ import annotations

from typing import Any

from yeastlab.faces.inspector.widget import SORTS, TABS, Inspector

__all__ = ["Inspector", "inspect", "TABS", "SORTS"]


def inspect(yeast: Any, *, lab: Any = None, poll: float | None = 2.0) -> Any:
    """The inspector widget of ``yeast`` (display it in a notebook).

    Args:
        yeast: an open :class:`~yeastlab.agent.yeast.Yeast`.
        lab: the lab database (a :class:`~yeastlab.lab.database.Lab` or path) for the runs tab;
            default ``yeast.settings.lab``.
        poll: seconds between checks for changes made elsewhere (``None``: only on interaction).

    Returns:
        The widget; its ``inspector`` attribute is the :class:`Inspector` behind it.
    """
    return Inspector(yeast, lab=lab, poll=poll).widget
