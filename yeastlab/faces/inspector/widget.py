"""The inspector widget: controls, tabs, and keeping them in step with the yeast."""

from __future__ import annotations

import threading
import warnings
from typing import Any

import ipywidgets as w
import pandas as pd

from yeastlab.core import decay
from yeastlab.core.records import TIERS, Turn
from yeastlab.core.selfmodel import diff
from yeastlab.core.text import clean_input
from yeastlab.faces import plots
from yeastlab.faces.inspector import views
from yeastlab.lab.database import Lab
from yeastlab.lab.ferment import yeast_key

__all__ = ["Inspector", "TABS", "SORTS"]

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


class Inspector:
    """The widgets and callbacks behind :func:`~yeastlab.faces.inspector.inspect`.

    Args:
        yeast: the yeast to show.
        lab: lab database or its path (default ``yeast.settings.lab``).
        limit: most rows shown at once in each table.
        poll: seconds between checks for changes made elsewhere (``None``: no polling; call
            :meth:`refresh_if_changed`, which every tab change and control does).
    """

    def __init__(self, yeast: Any, *, lab: Any = None, limit: int = 50, poll: float | None = None):
        self.yeast = yeast
        self.limit = limit
        self._lab = lab
        self._turns: list[Turn] = []
        self._seen: tuple = ()
        self._busy = threading.RLock()
        self._stop = threading.Event()
        self._build()
        self.refresh()
        if poll:
            threading.Thread(target=self._poll, args=(poll,), daemon=True).start()

    # -- layout ---------------------------------------------------------------------------------
    def _build(self) -> None:
        self.tier = w.Dropdown(options=["all", *TIERS], value="all", description="tier")
        self.kind = w.Dropdown(options=["all"], value="all", description="kind")
        self.tag = w.Text(placeholder="tag", description="tag")
        self.sort = w.Dropdown(options=list(SORTS), value="strength", description="sort")
        self.query = w.Text(
            placeholder="search: keeps only relevant memories", description="search"
        )
        self.memories = w.HTML(layout=w.Layout(max_height="420px", overflow="auto"))
        self.memory_id = w.Dropdown(options=[], description="memory")
        self.ahead = w.IntSlider(value=30, min=1, max=365, description="days ahead")
        self.curve = w.Image(format="png")
        self.curve_note = w.HTML()
        self.version_a = w.Dropdown(options=[], description="from")
        self.version_b = w.Dropdown(options=[], description="to")
        self.self_model = w.HTML()
        self.proposals = w.VBox()
        self.history = w.HTML(layout=w.Layout(max_height="520px", overflow="auto"))
        self.turn_id = w.Dropdown(options=[], description="turn")
        self.context = w.HTML()
        self.gates = w.HTML()
        self.forgetting = w.HTML()
        self.flow = w.HTML()
        self.runs = w.HTML()
        # continuous_update: the value follows the typing, so nothing is sent when the box
        # loses focus (Tab); only Enter (on_submit) or the send button sends.
        self.say = w.Text(placeholder="say something to the yeast (Enter sends)", description="say")
        self.send = w.Button(description="send", icon="paper-plane")
        self.status = w.HTML()
        refresh = w.Button(description="refresh", icon="refresh")
        refresh.on_click(lambda _: self.refresh())
        self.send.on_click(lambda _: self.submit())
        self._sent = ""  # the text just sent, until the box reports its next value
        self.say.observe(self._drop_echo, names="value")
        with warnings.catch_warnings():  # deprecated in ipywidgets 8, yet the only Enter-only event
            warnings.simplefilter("ignore", DeprecationWarning)
            self.say.on_submit(lambda _: self.submit())
        for control in (self.tier, self.kind, self.sort, self.tag, self.query):
            control.observe(lambda _: self.show_memories(), names="value")
        self.memory_id.observe(lambda _: self.show_curve(), names="value")
        self.ahead.observe(lambda _: self.show_curve(), names="value")
        self.version_a.observe(lambda _: self.show_self_model(), names="value")
        self.version_b.observe(lambda _: self.show_self_model(), names="value")
        self.turn_id.observe(lambda _: self.show_context(), names="value")
        pages = [
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
            self.proposals,
            self.history,
            w.VBox([self.turn_id, self.context]),
            self.gates,
            self.forgetting,
            self.flow,
            self.runs,
        ]
        self.tabs = w.Tab(children=pages)
        for index, title in enumerate(TABS):
            self.tabs.set_title(index, title)
        self.tabs.observe(lambda _: self.refresh_if_changed(), names="selected_index")
        self.widget = w.VBox([w.HBox([self.say, self.send, refresh, self.status]), self.tabs])
        self.widget.inspector = self

    # -- data -----------------------------------------------------------------------------------
    @property
    def lab(self) -> Lab:
        if not isinstance(self._lab, Lab):
            self._lab = Lab(self._lab or self.yeast.settings.lab, clock=self.yeast.clock)
        return self._lab

    def fingerprint(self) -> tuple:
        """What changes when anything about the yeast does: turns, memories, self-model
        versions, proposals and their status, the forgetting log."""
        store = self.yeast.store
        return (
            store.turn_count(),
            store.count(),
            len(store.self_models()),
            tuple(sorted((p.id, p.status) for p in self.yeast.proposals())),
            len(store.forgetting()),
        )

    def turns(self) -> list[Turn]:
        """The dialogue log, oldest first, read incrementally: only turns newer than the last
        one seen are fetched (the whole log again only if it shrank or a read missed some)."""
        store = self.yeast.store
        count = store.turn_count()
        if self._turns and len(self._turns) <= count:
            last = self._turns[-1].created_at.isoformat()
            newer = store.records("turns", f"created_at >= timestamp '{last}'")
            known = {t.turn_id for t in self._turns}
            fresh = sorted((t for t in newer if t.turn_id not in known), key=lambda t: t.created_at)
            self._turns += fresh
        if len(self._turns) != count:
            self._turns = store.turns()
        return self._turns

    def _decay(self) -> tuple[str, dict[str, float]]:
        policy = getattr(getattr(self.yeast, "memory", None), "policy", None)
        if policy is not None:
            return policy.decay_model, dict(policy.decay_params)
        name = self.yeast.settings.decay_model
        takes = decay.get(name).params
        half = {"half_life_days": self.yeast.settings.half_life_days}
        return name, (half if "half_life_days" in takes else {})

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
        """The memories tab's rows under the current filters, sort and search.

        A search keeps only the memories the yeast's retrieval finds relevant to it (its
        relevance floor drops the rest) or whose text contains it, ranked by score.
        """
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
        if not query:
            return frame.sort_values(SORTS[self.sort.value], ascending=False, kind="stable")
        tier = None if self.tier.value == "all" else self.tier.value
        hits = self.yeast.search(query, k=self.limit, tier=tier)
        scores = {h.id: h.score for h in hits}
        literal = frame["text"].str.contains(query, case=False, regex=False)
        frame = frame[frame["id"].isin(scores) | literal].copy()
        frame["score"] = frame["id"].map(scores).fillna(0.0)
        return frame.sort_values(["score", "strength"], ascending=False, kind="stable")

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
        query = self.query.value.strip()
        what = f" match {views.escape(query)!s}" if query else ""
        self.memories.value = f"<p>{len(frame)} memories{what}</p>" + views.table(
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
        self.context.value = views.context_html(chosen, others)

    def show_gates(self) -> None:
        messages = {t.turn_id: t.user_input for t in self.turns()}
        audits = self.yeast.store.gate_audits_frame()
        self.gates.value = views.gates_html(audits, messages, self.limit)

    def show_forgetting(self) -> None:
        self.forgetting.value = views.forgetting_html(self.yeast.store.forgetting(), self.limit)

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

    # -- actions --------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the yeast and redraw every tab."""
        with self._busy:
            self._seen = self.fingerprint()
            kinds = sorted(set(self.yeast.store.memories_frame()["kind"].dropna()) - {""})
            self.kind.options = ["all", *kinds]
            versions = [m.version for m in self.yeast.store.self_models()]
            self.version_a.options, self.version_b.options = versions, versions
            if versions:
                self.version_a.value = versions[max(0, len(versions) - 2)]
                self.version_b.value = versions[-1]
            recent = self.turns()[-self.limit :][::-1]
            self.turn_id.options = [
                (f"{t.created_at:%m-%d %H:%M} {t.user_input[:50]}", t.turn_id) for t in recent
            ]
            if recent and self.turn_id.value not in {t.turn_id for t in recent}:
                self.turn_id.value = recent[0].turn_id
            for show in (
                self.show_memories,
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
            self.status.value = f"<i>{self._seen[0]} turns, {self._seen[1]} memories</i>"

    def refresh_if_changed(self) -> bool:
        """Refresh when anything about the yeast changed since the last refresh (a turn here or
        elsewhere, a consolidation, an approval, a forgetting); returns whether it did."""
        with self._busy:
            if self.fingerprint() == self._seen:
                return False
            self.refresh()
            return True

    def submit(self):
        """Send the say box's text (Enter or the send button), then refresh; returns the Turn."""
        text = self.say.value
        self.say.value = ""
        try:
            return self.chat(text)
        finally:
            # Chrome also fires a 'change' on Enter: the box's text comes back once more, queued
            # behind the turn (however long the turn took). The next value the box reports is
            # that echo when it is the sent text: clear it; any other value ends the wait.
            self._sent = text
            self.say.send_state("value")

    def _drop_echo(self, change: dict) -> None:
        # Empty values (the box being cleared, here or in the browser) do not end the wait.
        new = change["new"]
        if not self._sent or not new:
            return
        text, self._sent = self._sent, ""
        if new == text:
            self.say.value = ""

    def chat(self, text: str):
        """Talk to the yeast, then refresh every tab; returns the Turn."""
        if not text.strip():
            return None
        with self._busy:
            turn = self.yeast.chat(text)
            self.refresh()
        return turn

    def decide(self, proposal_id: str, *, approve: bool) -> None:
        """Approve or reject a pending proposal, then refresh."""
        with self._busy:
            if approve:
                self.yeast.approve(proposal_id)
            else:
                self.yeast.reject(proposal_id)
            self.refresh()

    def close(self) -> None:
        """Stop polling."""
        self._stop.set()

    def _poll(self, every: float) -> None:
        while not self._stop.wait(every):
            try:
                self.refresh_if_changed()
            except Exception:  # the yeast was closed, or a write is under way: stop quietly
                return
