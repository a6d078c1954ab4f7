"""Drawing each tab: the ``show_*`` methods that read the yeast and fill the tab's widgets.

:class:`Tabs` is the half of :class:`~yeastlab.faces.inspector.widget.Inspector` that draws; the
widget module builds the controls these methods read (filters, the chosen memory, versions and
turn) and the output widgets they fill, and decides when to redraw.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w
import pandas as pd

from yeastlab.core.records import ForgetEvent, Turn
from yeastlab.core.selfmodel import diff
from yeastlab.faces import plots
from yeastlab.faces.inspector import views
from yeastlab.faces.inspector.context import context_html
from yeastlab.faces.inspector.reading import decay_of, filtered_memories
from yeastlab.lab.ferment import yeast_key

__all__ = ["TABS", "Tabs"]

#: The tabs, in order.
TABS = (
    "Memories",
    "Strength",
    "Self-model",
    "Proposals",
    "History",
    "Context",
    "Gates",
    "Forgetting",
    "Flow",
    "Runs",
)


class Tabs:
    """The tabs' drawing (mixed into the Inspector, which provides the widgets, ``yeast``,
    ``limit``, ``lab``, ``turns()`` and ``decide()``)."""

    yeast: Any
    limit: int

    def turns(self) -> list[Turn]:  # pragma: no cover - provided by the Inspector
        raise NotImplementedError

    def forgotten(self) -> list[ForgetEvent]:  # pragma: no cover - provided by the Inspector
        raise NotImplementedError

    def view(self, memories: pd.DataFrame | None = None) -> pd.DataFrame:
        """The memories tab's rows under the current filters, sort and search (see
        :func:`~yeastlab.faces.inspector.reading.filtered_memories`); ``memories``: the alive
        memories already read."""
        return filtered_memories(
            self.yeast,
            tier=self.tier.value,
            kind=self.kind.value,
            tag=self.tag.value,
            query=self.query.value,
            sort=self.sort.value,
            limit=self.limit,
            frame=memories,
        )

    def show_memories(self, memories: pd.DataFrame | None = None) -> None:
        frame = self.view(memories)
        self.memories.value = views.memories_html(frame, self.query.value.strip(), self.limit)
        self.memory_id.options = [
            (f"{r.id[:8]} {r.text[:40]}", r.id) for r in frame.head(self.limit).itertuples()
        ]

    def show_curve(self) -> None:
        memory = self.yeast.store.get(self.memory_id.value) if self.memory_id.value else None
        if memory is None:
            self.curve_note.value = "<i>pick a memory</i>"
            self.curve.value = b""
            return
        model, params = decay_of(self.yeast)
        self.curve_frame = plots.memory_strength_curve(
            memory, self.yeast.clock.now(), model=model, ahead_days=self.ahead.value, **params
        )
        now = self.curve_frame[~self.curve_frame["projected"]]["strength"].iloc[-1]
        self.curve_note.value = (
            f"{memory.tier}/{memory.kind}: {views.escape(memory.text[:80])} — "
            f"{model}, strength now {now:.3f}, {memory.access_count} recalls"
        )
        ax = plots.strength_curve(self.curve_frame, title=memory.text[:60])
        self.curve.value = views.png(ax.figure)

    def show_self_model(self) -> None:
        models = {m.version: m for m in self.yeast.store.self_models()}
        a, b = models.get(self.version_a.value), models.get(self.version_b.value)
        rows = pd.DataFrame(
            [
                {
                    "version": m.version,
                    "reason": m.reason,
                    "identity": m.identity,
                    "drives": len(m.drives),
                    "constraints": len(m.constraints),
                }
                for m in models.values()
            ]
        )
        changes = diff(a, b) if a and b else {}
        self.self_model.value = views.table(rows, "no self-model") + views.diff_html(
            changes, self.version_a.value, self.version_b.value
        )

    def show_proposals(self) -> None:
        pending = self.yeast.proposals("pending")
        decided = [p for p in self.yeast.proposals() if p.status != "pending"][-self.limit :]
        rows: list[w.Widget] = [w.HTML(f"<p>{len(pending)} pending proposals</p>")]
        for proposal in pending:
            approve = w.Button(description="approve", button_style="success", icon="check")
            reject = w.Button(description="reject", button_style="danger", icon="times")
            approve.on_click(lambda _, pid=proposal.id: self.decide(pid, approve=True))
            reject.on_click(lambda _, pid=proposal.id: self.decide(pid, approve=False))
            text = (
                f"<b>{views.escape(proposal.type)}</b>: {views.escape(proposal.action)} "
                f"<i>({views.escape(proposal.reason)})</i>"
            )
            rows.append(w.HBox([approve, reject, w.HTML(text)]))
        frame = pd.DataFrame(
            [{"status": p.status, "type": p.type, "action": p.action} for p in decided[::-1]]
        )
        rows.append(w.HTML("<h4>Decided</h4>" + views.table(frame, "none decided yet")))
        self.proposals.children = rows

    def show_history(self) -> None:
        self.history.value = views.history_html(self.turns(), self.limit)

    def show_context(self) -> None:
        chosen = {t.turn_id: t for t in self.turns()[-self.limit :]}.get(self.turn_id.value)
        listed = {h.id for h in chosen.flow} if chosen else set()
        unlisted = [i for i in (chosen.used_memory_ids if chosen else ()) if i not in listed]
        others = {i: self.yeast.store.get(i) for i in unlisted}
        self.context.value = context_html(chosen, others)

    def show_gates(self) -> None:
        messages = {t.turn_id: t.user_input for t in self.turns()}
        audits = self.yeast.store.gate_audits_frame()
        self.gates.value = views.gates_html(audits, messages, self.limit)

    def show_forgetting(self) -> None:
        self.forgetting.value = views.forgetting_html(self.forgotten(), self.limit)

    def show_flow(self) -> None:
        turns = self.turns()
        self.flow.value = views.flow_html(turns[-1] if turns else None)

    def show_runs(self) -> None:
        frame = self.lab.runs_frame()
        if not frame.empty:
            frame = frame[frame["yeast"] == yeast_key(self.yeast)]
            # The model a run used, with the start of its weights' digest when the server gave it.
            frame["model"] = [
                f"{e.get('model', '')} {e.get('model_digest', '')[:12]}".strip()
                for e in frame["environment"]
            ]
            frame = frame.drop(columns=["yeast", "params", "environment"])
        self.runs.value = views.table(frame, "no fermentation runs for this yeast")

    def show_all(self, memories: pd.DataFrame | None = None) -> None:
        """Redraw every tab (``memories``: the alive memories already read)."""
        self.show_memories(memories)
        for show in (
            self.show_curve,
            self.show_self_model,
            self.show_proposals,
            self.show_history,
            self.show_context,
            self.show_gates,
            self.show_forgetting,
            self.show_flow,
            self.show_runs,
        ):
            show()
