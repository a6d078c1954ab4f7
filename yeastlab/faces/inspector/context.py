"""The Context tab's view: one turn's context window as HTML.

It shows the exact messages the turn's reply call sent (``Turn.messages``: role and content, in
order, as the backend got them), which memories and document chunks were retrieved, where each
was placed in those messages and why it ranked (rank, score and its signals), the route, and the
token counts the backend reported. A turn logged before turns recorded their messages still
shows what was retrieved, with "in prompt" inferred from the memories it used.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pandas as pd

from yeastlab.core.records import Hit, SentMessage, Turn
from yeastlab.faces.inspector.views import escape, short, table, verdicts

__all__ = ["context_html", "messages_html", "placement"]

_NOT_PLACED = "not in prompt"


def placement(text: str, messages: Sequence[SentMessage]) -> str:
    """Where ``text`` (a memory or chunk, as the prompt flattens it to one line) sits in the
    messages: ``"<role> #<n>"`` (1-based), or ``"not in prompt"``."""
    flat = " ".join(str(text).split())
    if not flat:
        return _NOT_PLACED
    for number, message in enumerate(messages, start=1):
        if flat in message.content:
            return f"{message.role} #{number}"
    return _NOT_PLACED


def messages_html(messages: Sequence[SentMessage]) -> str:
    """The messages sent, in order, each whole (a scrolling box keeps the tab short)."""
    if not messages:
        return "<p><i>this turn did not record the messages it sent</i></p>"
    total = sum(len(m.content) for m in messages)
    parts = [
        f"<div class='yeast-message'><b>#{n} {escape(m.role)}</b> "
        f"<span style='color:#666'>({len(m.content):,} characters)</span>"
        "<pre style='white-space:pre-wrap;margin:2px 0 8px 0;padding:4px;"
        f"background:#f6f6f6;font-size:90%'>{escape(m.content)}</pre></div>"
        for n, m in enumerate(messages, start=1)
    ]
    return (
        f"<p>{len(messages)} messages, {total:,} characters, exactly as sent</p>"
        "<div class='yeast-messages' style='max-height:380px;overflow:auto;"
        "border:1px solid #ddd;padding:4px'>" + "".join(parts) + "</div>"
    )


def _hit_row(hit: Hit, turn: Turn, used: set[str]) -> dict[str, Any]:
    if turn.messages:
        placed = placement(hit.text, turn.messages)
    else:  # an older turn: inferred from the memories it used
        placed = "yes" if (hit.id in used or hit.source == "chunk") else _NOT_PLACED
    return {
        "rank": hit.rank,
        "source": hit.source,
        "tier": hit.tier,
        "placed in": placed,
        "why": ", ".join(f"{k} {v:.2f}" for k, v in sorted(hit.components.items())),
        "score": round(hit.score, 3),
        "text": short(hit.text, 120),
        "id": hit.id[:8],
    }


def _unranked_row(memory_id: str, memory: Any, turn: Turn) -> dict[str, Any]:
    text = getattr(memory, "text", "")
    placed = placement(text, turn.messages) if turn.messages and text else "yes"
    return {
        "rank": "",
        "source": "memory",
        "tier": getattr(memory, "tier", ""),
        "placed in": placed,
        "why": "recent or standing context (not ranked)",
        "score": "",
        "text": short(text or "(no longer stored)", 120),
        "id": memory_id[:8],
    }


def context_html(turn: Turn | None, others: dict[str, Any] | None = None) -> str:
    """The context window of ``turn``: the messages sent, what entered and why, token counts.

    Args:
        turn: the turn.
        others: memories the turn used that its retrieval flow does not list (recent episodes,
            always-included rules), by id.
    """
    if turn is None:
        return "<p><i>pick a turn</i></p>"
    used = set(turn.used_memory_ids)
    listed = {h.id for h in turn.flow}
    rows = [_hit_row(h, turn, used) for h in sorted(turn.flow, key=lambda h: h.rank)]
    rows += [
        _unranked_row(i, (others or {}).get(i), turn)
        for i in turn.used_memory_ids
        if i not in listed
    ]
    entered = sum(r["placed in"] != _NOT_PLACED for r in rows)
    head = (
        f"<p><b>{escape(short(turn.user_input, 160))}</b><br>"
        f"route <b>{escape(turn.route or '-')}</b>; {len(turn.flow)} items retrieved, "
        f"{entered} entered the prompt; {turn.prompt_tokens} prompt tokens, "
        f"{turn.eval_tokens} reply tokens (as the backend counted them); "
        f"model {escape(turn.model or turn.backend or '-')}; {turn.latency_ms:.0f} ms</p>"
    )
    realized = "".join(f"<li>{escape(r)}</li>" for r in turn.realizations) or "<li>none</li>"
    return (
        head
        + "<h4>Messages sent</h4>"
        + messages_html(turn.messages)
        + "<h4>Retrieved, where it was placed, and why</h4>"
        + table(pd.DataFrame(rows), "nothing was retrieved")
        + f"<h4>Realizations</h4><ul>{realized}</ul>"
        + f"<h4>Gates</h4><p>{escape(verdicts(turn) or 'none')}</p>"
    )
