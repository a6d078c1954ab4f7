"""The inspector widget: its controls and layout, and keeping the tabs in step with the yeast.

What the tabs show is drawn by :class:`~yeastlab.faces.inspector.tabs.Tabs` (mixed in here) from
what :mod:`~yeastlab.faces.inspector.reading` reads; this module builds the widgets, sends the
say box's messages, approves and rejects proposals, and redraws when the yeast changed.
"""

from __future__ import annotations

import threading
import warnings
from typing import Any

import ipywidgets as w
import pandas as pd
from IPython import get_ipython

from yeastlab.core.records import TIERS, ForgetEvent, Turn
from yeastlab.faces.inspector.reading import SORTS, ForgetLog, TurnLog, fingerprint, memory_frame
from yeastlab.faces.inspector.tabs import TABS, Tabs
from yeastlab.lab.database import Lab

__all__ = ["Inspector", "TABS", "SORTS"]


class Inspector(Tabs):
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
        self._log = TurnLog(yeast.store)
        self._forgets = ForgetLog(yeast.store)
        self._seen: tuple = ()
        self._busy = threading.RLock()
        self._refreshing = False  # controls set by refresh() do not redraw their tab twice
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
            self.say.on_submit(lambda _: self._submit_when_typed())
        for control in (self.tier, self.kind, self.sort, self.tag, self.query):
            control.observe(lambda _: self._redraw(self.show_memories), names="value")
        self.memory_id.observe(lambda _: self._redraw(self.show_curve), names="value")
        self.ahead.observe(lambda _: self._redraw(self.show_curve), names="value")
        self.version_a.observe(lambda _: self._redraw(self.show_self_model), names="value")
        self.version_b.observe(lambda _: self._redraw(self.show_self_model), names="value")
        self.turn_id.observe(lambda _: self._redraw(self.show_context), names="value")
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
        """What changes when anything about the yeast does (see
        :func:`~yeastlab.faces.inspector.reading.fingerprint`)."""
        return fingerprint(self.yeast, self._forgets)

    def turns(self) -> list[Turn]:
        """The dialogue log, oldest first, read incrementally (only turns newer than the last
        one seen are fetched)."""
        return self._log()

    def forgotten(self) -> list[ForgetEvent]:
        """The forgetting log, oldest first, read incrementally."""
        return self._forgets()

    def memory_frame(self) -> pd.DataFrame:
        """Alive memories with their decay strength now, before filtering."""
        return memory_frame(self.yeast)

    # -- actions --------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the yeast and redraw every tab."""
        with self._busy:
            self._refreshing = True
            try:
                self._seen = self.fingerprint()
                memories = self.memory_frame()  # read once for the kinds and the tab
                kinds = sorted(set(memories["kind"].dropna()) - {""})
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
                self.show_all(memories)
            finally:
                self._refreshing = False
            self.status.value = f"<i>{self._seen[0]} turns, {self._seen[1]} memories</i>"

    def _redraw(self, show) -> None:
        if not self._refreshing:
            show()

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
            threading.Thread(target=self._clear_again, daemon=True).start()

    #: A browser's Enter is sent at once, but the keys typed before it may still be queued behind
    #: earlier value messages (the front end sends one at a time): Enter waits until the box's
    #: value has not changed for SETTLE seconds (at most SETTLE_MAX) before sending it.
    SETTLE, SETTLE_MAX = 0.4, 3.0

    def _submit_when_typed(self) -> None:
        if getattr(get_ipython(), "kernel", None) is None:  # no front end, nothing queued
            self.submit()
            return
        changed = threading.Event()

        def typed(_change: dict) -> None:
            changed.set()

        def later() -> None:
            waited = 0.0
            while waited < self.SETTLE_MAX:
                changed.clear()
                if self._stop.wait(self.SETTLE):
                    break
                waited += self.SETTLE
                if not changed.is_set():
                    break
            self.say.unobserve(typed, names="value")
            if not self._stop.is_set():
                self.submit()

        self.say.observe(typed, names="value")
        threading.Thread(target=later, daemon=True).start()

    #: Seconds after a send at which the cleared box is sent to the browser again.
    CLEAR_AGAIN = (0.5, 1.5, 4.0)

    def _clear_again(self) -> None:
        # The browser drops a value that arrives while it awaits the echo of its own 'change'
        # (under load the clear sent above was lost and the sent text stayed in the box): send
        # the cleared value again a few times, while it is still empty here (nothing typed since).
        waited = 0.0
        for at in self.CLEAR_AGAIN:
            if self._stop.wait(at - waited):
                return
            waited = at
            if self.say.value:
                return
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
