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
    "PERSONAL_PREFIXES",
    "diff_html",
    "escape",
    "flow_html",
    "forgetting_html",
    "gates_html",
    "history_html",
    "memories_html",
    "png",
    "short",
    "table",
    "verdicts",
]

#: Tags marking personal data on a memory (``pii:ssn``, ``pii:address``, ``pii:phone``,
#: ``pii:email``, ``pii:birthdate``, ``pii:id_number``, and ``secret:<kind>`` for a kept
#: credential), as :func:`yeastlab.cognition.secrets.personal` reads them.
PERSONAL_PREFIXES = ("pii:", "secret:")
#: The memories tab's columns, in order (those the frame has).
MEMORY_COLUMNS = [
    "id",
    "tier",
    "kind",
    "personal data",
    "text",
    "strength",
    "importance",
    "access_count",
    "confidence",
    "tags",
    "created_at",
    "score",
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


def short(text: str, n: int = 90) -> str:
    """``text`` on one line, cut to ``n`` characters."""
    text = " ".join(str(text).split())
    return text if len(text) <= n else text[: n - 3] + "..."


def verdicts(turn: Turn) -> str:
    """The turn's gate verdicts on one line: name, ✓/✗, score/threshold."""
    return ", ".join(
        f"{g.name} {'✓' if g.passed else '✗'} {g.score:.2f}/{g.threshold:.2f}" for g in turn.gates
    )


def history_html(turns: Sequence[Turn], limit: int) -> str:
    """The message history, newest first: each message, the reply and its gate verdicts."""
    rows = [
        {
            "when": t.created_at.strftime("%Y-%m-%d %H:%M"),
            "message": short(t.user_input, 120),
            "reply": short(t.response, 160),
            "stored": "yes" if t.approved else "no",
            "gates": verdicts(t),
            "error": short(t.error or t.parse_error, 60),
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
                short(messages.get(t, "(turn not loaded)"), 100) for t in latest["turn_id"]
            ],
            "gate": latest["gate"],
            "passed": latest["passed"].map(lambda p: "✓" if p else "✗"),
            "score": latest["score"].round(3),
            "threshold": latest["threshold"].round(3),
            "reason": latest["reason"].map(lambda r: short(r, 120)),
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
        f"<p>last turn: <b>{escape(short(turn.user_input, 120))}</b> "
        f"(route {escape(turn.route or '-')}, {len(turn.flow)} hits, "
        f"used {len(turn.used_memory_ids)})</p>"
        + table(frame.round(3), "the last turn retrieved nothing")
    )


def _badges(tags: Sequence[str]) -> str:
    marks = [t for t in tags if t.startswith(PERSONAL_PREFIXES)]
    return " ".join(
        "<span class='yeast-pii' style='background:#b3261e;color:#fff;border-radius:3px;"
        f"padding:0 4px;font-size:85%'>{escape(t)}</span>"
        for t in marks
    )


def memories_html(frame: pd.DataFrame, query: str, limit: int) -> str:
    """The memories tab's table: the first ``limit`` rows, personal-data tags as red badges."""
    what = f" match {escape(query)}" if query else ""
    head = f"<p>{len(frame)} memories{what}</p>"
    if frame.empty:
        return head + table(frame, "no memories match")
    shown = frame.head(limit).copy()
    shown["personal data"] = shown["tags"].map(_badges)
    shown = shown[[c for c in MEMORY_COLUMNS if c in shown.columns]]
    cells = {
        "id": lambda v: escape(v[:8]),
        "text": lambda v: escape(short(v, 90)),
        "tags": lambda v: escape(", ".join(v)),
        "strength": lambda v: f"{v:.3f}",
        "personal data": lambda v: v,  # built escaped
    }
    for column in shown.columns:
        shown[column] = shown[column].map(cells.get(column, escape))
    return head + shown.to_html(index=False, escape=False, border=0, classes="yeast-table")


def forgetting_html(events: Sequence[Any], limit: int) -> str:
    """The forgetting log, newest first: the last ``limit`` events (only those are converted)."""
    frame = pd.DataFrame([asdict(e) for e in list(events)[-limit:][::-1]])
    if not frame.empty:
        frame["memory_id"] = frame["memory_id"].str[:8]
    head = f"<p>{len(events)} memories forgotten</p>" if events else ""
    return head + table(frame, "nothing forgotten yet")


def diff_html(changes: dict, a: Any, b: Any) -> str:
    """Two self-model versions' differences as JSON."""
    text = json.dumps(changes, indent=2, default=str) if changes else "no changes"
    return f"<h4>diff v{a} → v{b}</h4><pre>{escape(text)}</pre>"
