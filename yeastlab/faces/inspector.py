"""The memory inspector: an ipywidgets view into one yeast.

``yeastlab.inspect(yeast)`` returns a widget with one tab per part of the yeast's mind: its
memories (filter by tier, kind and tag; sort by strength, importance or recalls; search through
the yeast's real retriever), one memory's strength curve (past and projected), the self-model
versions with a diff, gate audits, the forgetting log, the last turn's retrieval flow and the
fermentation runs from the lab database. A "say" box talks to the yeast and refreshes every tab
after the turn; the refresh button (or :meth:`Inspector.refresh`) picks up turns made elsewhere.

Tables are ``HTML`` widgets and figures ``Image`` widgets (PNG), so the whole state lives in
widget values that tests can read without a browser.
"""

from __future__ import annotations

import io
import json
from dataclasses import asdict
from typing import Any

import ipywidgets as w
import pandas as pd

from yeastlab.cognition.retrieval import hits_frame
from yeastlab.core import decay
from yeastlab.core.records import TIERS
from yeastlab.core.selfmodel import diff
from yeastlab.core.text import clean_input
from yeastlab.faces import plots
from yeastlab.lab.database import Lab
from yeastlab.lab.ferment import yeast_key

__all__ = ["Inspector", "inspect", "TABS", "SORTS"]

TABS = ("Memories", "Strength", "Self-model", "Gates", "Forgetting", "Flow", "Runs")
SORTS = {
    "strength": "strength",
    "importance": "importance",
    "recalls": "access_count",
    "newest": "created_at",
}
_MEMORY_COLUMNS = [
    "id",
    "tier",
    "kind",
    "text",
    "strength",
    "importance",
    "access_count",
    "confidence",
    "tags",
    "created_at",
]


def inspect(yeast: Any, *, lab: Any = None) -> w.Widget:
    """The inspector widget of ``yeast`` (display it in a notebook).

    Args:
        yeast: an open :class:`~yeastlab.agent.yeast.Yeast`.
        lab: the lab database (a :class:`~yeastlab.lab.database.Lab` or path) for the runs tab;
        default
            ``yeast.settings.lab``.

    Returns:
        The widget; its ``inspector`` attribute is the :class:`Inspector` behind it.
    """
    return Inspector(yeast, lab=lab).widget


def _html_table(frame: pd.DataFrame, empty: str) -> str:
    if frame.empty:
        return f"<p><i>{empty}</i></p>"
    return frame.to_html(index=False, escape=True, border=0, classes="yeast-table")


def _png(fig) -> bytes:
    import matplotlib.pyplot as plt

    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=80)
    plt.close(fig)
    return buffer.getvalue()


class Inspector:
    """The widgets and callbacks behind :func:`inspect`.

    Args:
        yeast: the yeast to show.
        lab: lab database or its path (default ``yeast.settings.lab``).
        limit: most memory rows shown at once.
    """

    def __init__(self, yeast: Any, *, lab: Any = None, limit: int = 50):
        self.yeast = yeast
        self.limit = limit
        self._lab = lab
        self._seen_turns = -1
        self._build()
        self.refresh()

    # -- layout ---------------------------------------------------------------------------------
    def _build(self) -> None:
        self.tier = w.Dropdown(options=["all", *TIERS], value="all", description="tier")
        self.kind = w.Dropdown(options=["all"], value="all", description="kind")
        self.tag = w.Text(placeholder="tag", description="tag")
        self.sort = w.Dropdown(options=list(SORTS), value="strength", description="sort")
        self.query = w.Text(placeholder="search through retrieval", description="search")
        self.memories = w.HTML(layout=w.Layout(max_height="420px", overflow="auto"))
        self.memory_id = w.Dropdown(options=[], description="memory")
        self.ahead = w.IntSlider(value=30, min=1, max=365, description="days ahead")
        self.curve = w.Image(format="png")
        self.curve_note = w.HTML()
        versions = dict(description="from")
        self.version_a = w.Dropdown(options=[], **versions)
        self.version_b = w.Dropdown(options=[], description="to")
        self.self_model = w.HTML()
        self.gates = w.HTML()
        self.forgetting = w.HTML()
        self.flow = w.HTML()
        self.runs = w.HTML()
        self.say = w.Text(
            placeholder="say something to the yeast", description="say", continuous_update=False
        )
        self.status = w.HTML()
        refresh = w.Button(description="refresh", icon="refresh")
        refresh.on_click(lambda _: self.refresh())
        for control in (self.tier, self.kind, self.sort):
            control.observe(lambda _: self.show_memories(), names="value")
        self.tag.observe(lambda _: self.show_memories(), names="value")
        self.query.observe(lambda _: self.show_memories(), names="value")
        self.memory_id.observe(lambda _: self.show_curve(), names="value")
        self.ahead.observe(lambda _: self.show_curve(), names="value")
        self.version_a.observe(lambda _: self.show_self_model(), names="value")
        self.version_b.observe(lambda _: self.show_self_model(), names="value")
        # Without continuous updates the value changes on Enter (or leaving the box).
        self.say.observe(lambda change: self.chat(change["new"]), names="value")
        self.tabs = w.Tab(
            children=[
                w.VBox(
                    [
                        w.HBox([self.tier, self.kind]),
                        w.HBox([self.tag, self.sort]),
                        self.query,
                        self.memories,
                    ]
                ),
                w.VBox([w.HBox([self.memory_id, self.ahead]), self.curve_note, self.curve]),
                w.VBox([w.HBox([self.version_a, self.version_b]), self.self_model]),
                self.gates,
                self.forgetting,
                self.flow,
                self.runs,
            ]
        )
        for index, title in enumerate(TABS):
            self.tabs.set_title(index, title)
        self.tabs.observe(lambda _: self.refresh_if_changed(), names="selected_index")
        self.widget = w.VBox([w.HBox([self.say, refresh, self.status]), self.tabs])
        self.widget.inspector = self

    # -- data -----------------------------------------------------------------------------------
    @property
    def lab(self) -> Lab:
        if not isinstance(self._lab, Lab):
            self._lab = Lab(self._lab or self.yeast.settings.lab, clock=self.yeast.clock)
        return self._lab

    def _decay(self) -> tuple[str, dict[str, float]]:
        policy = getattr(getattr(self.yeast, "memory", None), "policy", None)
        if policy is not None:
            return policy.decay_model, dict(policy.decay_params)
        name = self.yeast.settings.decay_model
        takes = decay.get(name).params
        return name, (
            {"half_life_days": self.yeast.settings.half_life_days}
            if "half_life_days" in takes
            else {}
        )

    def memory_frame(self) -> pd.DataFrame:
        """Alive memories with their decay strength now, before filtering."""
        frame = self.yeast.store.memories_frame()
        if frame.empty:
            return frame.assign(strength=[])
        now = self.yeast.clock.now()
        model, params = self._decay()
        created = pd.to_datetime(frame["created_at"], utc=True)
        touched = pd.to_datetime(frame["last_accessed_at"], utc=True).fillna(created)
        days = pd.Timedelta(days=1)
        frame["strength"] = decay.strength(
            model,
            age_days=((now - created) / days).to_numpy(),
            since_access_days=((now - touched) / days).to_numpy(),
            access_count=frame["access_count"].to_numpy(),
            **params,
        )
        return frame

    def view(self) -> pd.DataFrame:
        """The memories tab's rows under the current filters, sort and search."""
        frame = self.memory_frame()
        if frame.empty:
            return frame
        if self.tier.value != "all":
            frame = frame[frame["tier"] == self.tier.value]
        if self.kind.value != "all":
            frame = frame[frame["kind"] == self.kind.value]
        tag = self.tag.value.strip()
        if tag:
            frame = frame[frame["tags"].map(lambda tags: tag in list(tags))]
        # The input boundary; a widget replaces what it cannot use rather than raising.
        query = clean_input(self.query.value, field="search", errors="replace")[:2000].strip()
        if query:
            tiers = None if self.tier.value == "all" else [self.tier.value]
            hits = self.yeast.retriever.retrieve(
                query, k=self.limit, tiers=tiers or list(TIERS), include_chunks=False
            )
            ranked = pd.DataFrame({"id": [h.id for h in hits], "score": [h.score for h in hits]})
            return frame.merge(ranked, on="id").sort_values("score", ascending=False)
        return frame.sort_values(SORTS[self.sort.value], ascending=False, kind="stable")

    # -- tabs -----------------------------------------------------------------------------------
    def show_memories(self) -> None:
        frame = self.view()
        columns = [c for c in _MEMORY_COLUMNS + ["score"] if c in frame.columns]
        shown = frame[columns].head(self.limit).copy() if not frame.empty else frame
        if not shown.empty:
            shown["id"] = shown["id"].str[:8]
            shown["text"] = shown["text"].map(lambda t: t if len(t) <= 90 else t[:87] + "...")
            shown["tags"] = shown["tags"].map(lambda t: ", ".join(t))
            shown["strength"] = shown["strength"].round(3)
        self.memories.value = f"<p>{len(frame)} memories</p>" + _html_table(
            shown, "no memories match"
        )
        self.memory_id.options = [
            (f"{r.id[:8]} {r.text[:40]}", r.id) for r in frame.head(self.limit).itertuples()
        ]

    def show_curve(self) -> None:
        memory = self.yeast.store.get(self.memory_id.value) if self.memory_id.value else None
        if memory is None:
            self.curve_note.value = "<i>pick a memory</i>"
            self.curve.value = b""
            return
        model, params = self._decay()
        self.curve_frame = plots.memory_strength_curve(
            memory, self.yeast.clock.now(), model=model, ahead_days=self.ahead.value, **params
        )
        now = self.curve_frame[~self.curve_frame["projected"]]["strength"].iloc[-1]
        self.curve_note.value = (
            f"{memory.tier}/{memory.kind}: {memory.text[:80]!s} — "
            f"{model}, strength now {now:.3f}, {memory.access_count} recalls"
        )
        ax = plots.strength_curve(self.curve_frame, title=memory.text[:60])
        self.curve.value = _png(ax.figure)

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
        text = json.dumps(changes, indent=2, default=str) if changes else "no changes"
        self.self_model.value = (
            _html_table(rows, "no self-model")
            + f"<h4>diff v{self.version_a.value} → v{self.version_b.value}"
            f"</h4><pre>{_escape(text)}</pre>"
        )

    def show_gates(self) -> None:
        frame = self.yeast.store.gate_audits_frame()
        if not frame.empty:
            rate = frame.groupby("gate")["passed"].agg(decisions="size", pass_rate="mean")
            table = frame.tail(self.limit).iloc[::-1]
            self.gates.value = _html_table(rate.reset_index().round(3), "") + _html_table(table, "")
        else:
            self.gates.value = _html_table(frame, "no gate decisions yet")

    def show_forgetting(self) -> None:
        events = self.yeast.store.forgetting()
        frame = pd.DataFrame([asdict(e) for e in events])
        if not frame.empty:
            frame = frame.iloc[::-1].head(self.limit)
            frame["memory_id"] = frame["memory_id"].str[:8]
        self.forgetting.value = _html_table(frame, "nothing forgotten yet")

    def show_flow(self) -> None:
        turns = self.yeast.store.turns(limit=1)
        if not turns:
            self.flow.value = _html_table(pd.DataFrame(), "no turns yet")
            return
        turn = turns[-1]
        frame = hits_frame(turn.flow)
        if not frame.empty:
            frame["id"] = frame["id"].str[:8]
        self.flow.value = (
            f"<p>last turn: <b>{_escape(turn.user_input[:120])}</b> "
            f"(route {turn.route or '-'}, {len(turn.flow)} hits, "
            f"used {len(turn.used_memory_ids)})</p>"
            + _html_table(frame.round(3), "the last turn retrieved nothing")
        )

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
        self.runs.value = _html_table(frame, "no fermentation runs for this yeast")

    # -- actions --------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read everything from the yeast and redraw every tab."""
        self._seen_turns = self.yeast.store.turn_count()
        kinds = sorted(set(self.yeast.store.memories_frame()["kind"].dropna()) - {""})
        self.kind.options = ["all", *kinds]
        versions = [m.version for m in self.yeast.store.self_models()]
        self.version_a.options, self.version_b.options = versions, versions
        if versions:
            self.version_a.value = versions[max(0, len(versions) - 2)]
            self.version_b.value = versions[-1]
        self.show_memories()
        self.show_curve()
        self.show_self_model()
        self.show_gates()
        self.show_forgetting()
        self.show_flow()
        self.show_runs()
        self.status.value = f"<i>{self._seen_turns} turns</i>"

    def refresh_if_changed(self) -> bool:
        """Refresh when the yeast has had turns since the last refresh; returns whether it did."""
        if self.yeast.store.turn_count() == self._seen_turns:
            return False
        self.refresh()
        return True

    def chat(self, text: str):
        """Talk to the yeast, then refresh every tab; returns the Turn."""
        if not text.strip():
            return None
        turn = self.yeast.chat(text)
        self.say.value = ""
        self.refresh()
        return turn


def _escape(text: str) -> str:
    import html

    return html.escape(text)
