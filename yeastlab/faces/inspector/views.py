"""The inspector's tables: what each tab shows, as HTML built from a yeast's records.

Functions here read records they are given (or the yeast's store through its public methods)
and return HTML strings; the widget in :mod:`yeastlab.faces.inspector.widget` places them.
"""

from __future__ import annotations

import html
import io
import json
from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

import pandas as pd

from yeastlab.cognition.retrieval import hits_frame
from yeastlab.core.records import Turn

__all__ = [
    "context_html",
    "escape",
    "flow_html",
    "gates_html",
    "history_html",
    "png",
    "table",
]


def escape(text: Any) -> str:
    return html.escape(str(text))


def table(frame: pd.DataFrame, empty: str) -> str:
    if frame.empty:
        return f"<p><i>{escape(empty)}</i></p>"
    return frame.to_html(index=False, escape=True, border=0, classes="yeast-table")


def png(fig) -> bytes:
    import matplotlib.pyplot as plt

    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=80)
    plt.close(fig)
    return buffer.getvalue()


def _short(text: str, n: int = 90) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= n else text[: n - 3] + "..."


def _verdicts(turn: Turn) -> str:
    return ", ".join(
        f"{g.name} {'✓' if g.passed else '✗'} {g.score:.2f}/{g.threshold:.2f}" for g in turn.gates
    )


def history_html(turns: Sequence[Turn], limit: int) -> str:
    """The message history, newest first: each message, the reply and its gate verdicts."""
    rows = [
        {
            "when": t.created_at.strftime("%Y-%m-%d %H:%M"),
            "message": _short(t.user_input, 120),
            "reply": _short(t.response, 160),
            "stored": "yes" if t.approved else "no",
            "gates": _verdicts(t),
            "error": _short(t.error or t.parse_error, 60),
        }
        for t in list(turns)[::-1][:limit]
    ]
    return f"<p>{len(turns)} turns</p>" + table(pd.DataFrame(rows), "no turns yet")


def gates_html(audits: pd.DataFrame, messages: dict[str, str], limit: int) -> str:
    """Pass rates per gate, then the latest verdicts, each beside the message it judged."""
    if audits.empty:
        return table(audits, "no gate decisions yet")
    rate = audits.groupby("gate")["passed"].agg(decisions="size", pass_rate="mean")
    latest = audits.tail(limit).iloc[::-1]
    shown = pd.DataFrame(
        {
            "message": [
                _short(messages.get(t, "(turn not loaded)"), 100) for t in latest["turn_id"]
            ],
            "gate": latest["gate"],
            "passed": latest["passed"].map(lambda p: "✓" if p else "✗"),
            "score": latest["score"].round(3),
            "threshold": latest["threshold"].round(3),
            "reason": latest["reason"].map(lambda r: _short(r, 120)),
        }
    )
    return table(rate.reset_index().round(3), "") + table(shown, "")


def flow_html(turn: Turn | None) -> str:
    """The retrieval flow of one turn: every hit with its score and signals."""
    if turn is None:
        return table(pd.DataFrame(), "no turns yet")
    frame = hits_frame(turn.flow)
    if not frame.empty:
        frame["id"] = frame["id"].str[:8]
    return (
        f"<p>last turn: <b>{escape(_short(turn.user_input, 120))}</b> "
        f"(route {escape(turn.route or '-')}, {len(turn.flow)} hits, "
        f"used {len(turn.used_memory_ids)})</p>"
        + table(frame.round(3), "the last turn retrieved nothing")
    )


def context_html(turn: Turn | None, others: dict[str, Any] | None = None) -> str:
    """The context window of ``turn``: messages sent, what entered and why, token counts.

    Args:
        turn: the turn.
        others: memories the turn used that its retrieval flow does not list (recent episodes,
            always-included rules), by id.
    """
    if turn is None:
        return "<p><i>pick a turn</i></p>"
    used = set(turn.used_memory_ids)
    listed = {h.id for h in turn.flow}
    rows = [
        {
            "rank": h.rank,
            "source": h.source,
            "tier": h.tier,
            "in prompt": "yes" if (h.id in used or h.source == "chunk") else "no",
            "why": ", ".join(f"{k} {v:.2f}" for k, v in sorted(h.components.items())),
            "score": round(h.score, 3),
            "text": _short(h.text, 120),
            "id": h.id[:8],
        }
        for h in sorted(turn.flow, key=lambda h: h.rank)
    ]
    for memory_id in turn.used_memory_ids:
        if memory_id not in listed:
            memory = (others or {}).get(memory_id)
            rows.append(
                {
                    "rank": "",
                    "source": "memory",
                    "tier": getattr(memory, "tier", ""),
                    "in prompt": "yes",
                    "why": "recent or standing context (not ranked)",
                    "score": "",
                    "text": _short(getattr(memory, "text", "(no longer stored)"), 120),
                    "id": memory_id[:8],
                }
            )
    entered = sum(r["in prompt"] == "yes" for r in rows)
    head = (
        f"<p><b>{escape(_short(turn.user_input, 160))}</b><br>"
        f"route <b>{escape(turn.route or '-')}</b>; {len(turn.flow)} items retrieved, "
        f"{entered} entered the prompt; {turn.prompt_tokens} prompt tokens, "
        f"{turn.eval_tokens} reply tokens; model {escape(turn.model or turn.backend or '-')}; "
        f"{turn.latency_ms:.0f} ms</p>"
    )
    messages = getattr(turn, "messages", None) or ()
    if messages:
        sent = "".join(
            f"<h5>{escape(m.get('role', '?'))} ({len(m.get('content', ''))} chars)</h5>"
            f"<pre style='white-space:pre-wrap'>{escape(m.get('content', ''))}</pre>"
            for m in messages
        )
    else:
        sent = "<p><i>this turn did not record the messages it sent</i></p>"
    realized = "".join(f"<li>{escape(r)}</li>" for r in turn.realizations) or "<li>none</li>"
    return (
        head
        + "<h4>Retrieved and why</h4>"
        + table(pd.DataFrame(rows), "nothing was retrieved")
        + "<h4>Messages sent</h4>"
        + sent
        + f"<h4>Realizations</h4><ul>{realized}</ul>"
        + f"<h4>Gates</h4><p>{escape(_verdicts(turn) or 'none')}</p>"
    )


def forgetting_html(events: Sequence[Any], limit: int) -> str:
    frame = pd.DataFrame([asdict(e) for e in events])
    if not frame.empty:
        frame = frame.iloc[::-1].head(limit)
        frame["memory_id"] = frame["memory_id"].str[:8]
    return table(frame, "nothing forgotten yet")


def diff_html(changes: dict, a: Any, b: Any) -> str:
    text = json.dumps(changes, indent=2, default=str) if changes else "no changes"
    return f"<h4>diff v{a} → v{b}</h4><pre>{escape(text)}</pre>"
