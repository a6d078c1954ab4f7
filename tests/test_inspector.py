"""The inspector widget, headless: widget state and callbacks, no browser."""

from __future__ import annotations

import pytest

import yeastlab
import yeastlab.agent.yeast
from yeastlab.core.records import Memory, new_id
from yeastlab.core.selfmodel import evolve
from yeastlab.faces.inspector import TABS, Inspector
from yeastlab.lab.database import Lab
from yeastlab.lab.ferment import ferment


@pytest.fixture
def yeast(tmp_path, clock, embedder):
    with yeastlab.agent.yeast.open(
        tmp_path / "yeast", backend="offline", embedder=embedder, clock=clock
    ) as opened:
        store = opened.store
        store.add(
            [
                Memory(
                    new_id(),
                    "semantic",
                    "Bread rises because yeast ferments sugar.",
                    clock.now(),
                    kind="fact",
                    importance=0.9,
                    tags=("baking",),
                ),
                Memory(
                    new_id(),
                    "episodic",
                    "The creator said hello on a rainy morning.",
                    clock.now(),
                    kind="interaction",
                    importance=0.2,
                    access_count=5,
                ),
                Memory(
                    new_id(),
                    "procedural",
                    "Answer questions about baking briefly.",
                    clock.now(),
                    kind="rule",
                    importance=0.5,
                    tags=("baking", "style"),
                ),
            ]
        )
        clock.advance(days=7)
        yield opened


@pytest.fixture
def inspector(yeast, tmp_path):
    return Inspector(yeast, lab=Lab(tmp_path / "lab", clock=yeast.clock))


def test_inspect_returns_a_widget_with_every_tab(yeast, tmp_path):
    widget = yeastlab.inspect(yeast, lab=tmp_path / "lab")
    tabs = widget.inspector.tabs
    assert [tabs.get_title(i) for i in range(len(TABS))] == list(TABS)


def test_memories_filter_by_tier_kind_and_tag(inspector):
    assert "3 memories" in inspector.memories.value
    inspector.tier.value = "semantic"
    assert list(inspector.view()["tier"]) == ["semantic"]
    assert "Bread rises" in inspector.memories.value and "rainy" not in inspector.memories.value
    inspector.tier.value = "all"
    inspector.kind.value = "rule"
    assert list(inspector.view()["kind"]) == ["rule"]
    inspector.kind.value = "all"
    inspector.tag.value = "baking"
    assert sorted(inspector.view()["tier"]) == ["procedural", "semantic"]


def test_memories_sort_by_importance_recalls_and_strength(inspector):
    inspector.sort.value = "importance"
    assert list(inspector.view()["importance"]) == [0.9, 0.5, 0.2]
    inspector.sort.value = "recalls"
    assert inspector.view()["access_count"].iloc[0] == 5
    inspector.sort.value = "strength"
    strengths = list(inspector.view()["strength"])
    assert strengths == sorted(strengths, reverse=True)
    assert strengths[0] == pytest.approx(0.5 ** (7 / 14))  # ai-yeast phase 2, one week old


def press_enter(box) -> None:
    """What the browser sends when Enter is pressed in a Text widget."""
    box._handle_string_msg(None, {"event": "submit"}, [])


def test_search_filters_to_relevant_memories_ranked_by_the_yeasts_retrieval(inspector, yeast):
    inspector.query.value = "why does bread rise"
    view = inspector.view()
    assert list(view["text"]) == ["Bread rises because yeast ferments sugar."]  # not all three
    assert view["score"].iloc[0] == pytest.approx(yeast.search("why does bread rise")[0].score)
    assert (
        "1 memories match" in inspector.memories.value and "rainy" not in inspector.memories.value
    )
    inspector.query.value = "rainy morning"  # a literal match is kept too
    assert list(inspector.view()["kind"]) == ["interaction"]
    inspector.query.value = "quantum chromodynamics"
    assert inspector.view().empty and "no memories match" in inspector.memories.value


def test_strength_curve_of_the_chosen_memory(inspector, yeast):
    fact = yeast.store.memories("semantic")[0]
    inspector.memory_id.value = fact.id
    curve = inspector.curve_frame
    assert curve["projected"].any() and (~curve["projected"]).any()
    assert curve["strength"].iloc[0] == pytest.approx(1.0)
    assert bytes(inspector.curve.value).startswith(b"\x89PNG")
    assert "strength now 0.707" in inspector.curve_note.value
    inspector.ahead.value = 90
    assert inspector.curve_frame["days"].iloc[-1] == pytest.approx(90)


def test_self_model_versions_and_diff(inspector, yeast):
    current = yeast.store.self_model()
    changed = evolve(current, drives=(*current.drives, "learn to bake"))
    yeast.store.append_self_model(changed, reason="test")
    inspector.refresh()
    assert (inspector.version_a.value, inspector.version_b.value) == (1, 2)
    assert "drives_added" in inspector.self_model.value
    assert "learn to bake" in inspector.self_model.value
    inspector.version_a.value = 2
    assert "no changes" in inspector.self_model.value


def test_enter_sends_and_tab_does_not(inspector, yeast):
    assert "no gate decisions" in inspector.gates.value
    assert "no turns yet" in inspector.flow.value
    inspector.say.value = "Please remember that my oven"  # typed, then Tab: focus leaves the box
    assert yeast.store.turn_count() == 0 and inspector.say.value == "Please remember that my oven"
    inspector.say.value += " runs hot."
    press_enter(inspector.say)
    assert inspector.say.value == ""
    (turn,) = yeast.store.turns()
    assert turn.user_input == "Please remember that my oven runs hot."
    assert "my oven runs hot" in inspector.flow.value
    assert f"{yeast.store.count()} memories" in inspector.memories.value
    press_enter(inspector.say)  # an empty box sends nothing
    assert yeast.store.turn_count() == 1


def test_gate_verdicts_sit_beside_their_message_and_history_shows_replies(inspector, yeast):
    turn = inspector.chat("Please remember that my oven runs hot.")
    gates = inspector.gates.value
    assert "Please remember that my oven runs hot." in gates
    for verdict in turn.gates:
        assert verdict.name in gates
    assert turn.turn_id[:8] not in gates  # the message, not a turn id
    inspector.chat("What runs hot?")
    history = inspector.history.value
    assert "2 turns" in history
    assert history.index("What runs hot?") < history.index("my oven runs hot")  # newest first
    assert turn.response[:40] in history


def test_context_tab_shows_what_entered_the_prompt_and_why(inspector, yeast):
    inspector.chat("Tell me about bread and yeast.")
    turn = yeast.store.turns()[-1]
    assert inspector.turn_id.value == turn.turn_id
    context = inspector.context.value
    assert "Tell me about bread and yeast." in context
    assert f"{turn.prompt_tokens} prompt tokens" in context
    assert "Bread rises because yeast ferments sugar." in context  # retrieved, with its signals
    entered = len(set(turn.used_memory_ids) | {h.id for h in turn.flow if h.source == "chunk"})
    assert f"{len(turn.flow)} items retrieved, {entered} entered the prompt" in context
    assert "similarity" in context


def test_proposals_are_approved_and_rejected_from_the_tab(inspector, yeast):
    inspector.chat("Propose adding the drive: to bake bread every morning.")
    inspector.chat("Propose adding the drive: to sing to the dough.")
    pending = yeast.proposals("pending")
    assert len(pending) == 2 and "2 pending proposals" in inspector.proposals.children[0].value
    approve = inspector.proposals.children[1].children[0]
    reject = inspector.proposals.children[2].children[1]
    approve.click()
    assert "to bake bread every morning" in yeast.self_models()[-1].drives
    assert "1 pending proposals" in inspector.proposals.children[0].value
    inspector.proposals.children[1].children[1].click()  # reject the other
    assert yeast.proposals("pending") == [] and reject is not None
    assert (inspector.version_a.value, inspector.version_b.value) == (1, 2)  # refreshed


def test_any_change_to_the_yeast_is_picked_up(inspector, yeast):
    assert not inspector.refresh_if_changed()
    yeast.chat("What is fermentation?")  # another cell's turn
    inspector.tabs.selected_index = TABS.index("Flow")
    assert "What is fermentation?" in inspector.flow.value
    assert not inspector.refresh_if_changed()
    yeast.evolve("a test", drives=("to rise",))  # a self-model change made elsewhere
    assert inspector.refresh_if_changed() and (inspector.version_b.value == 2)
    yeast.forget(about="rainy morning")  # forgetting
    assert inspector.refresh_if_changed()
    assert "rainy" not in inspector.memories.value


def test_turns_are_read_incrementally(inspector, yeast):
    for text in ("One.", "Two.", "Three."):
        yeast.chat(text)
    first = inspector.turns()
    kept = list(first)
    yeast.chat("Four.")
    after = inspector.turns()
    assert [t.user_input for t in after] == ["One.", "Two.", "Three.", "Four."]
    assert all(a is b for a, b in zip(after, kept, strict=False))  # not read again


def test_polling_refreshes_a_displayed_inspector(yeast, tmp_path):
    import time

    inspector = Inspector(yeast, lab=tmp_path / "lab", poll=0.05)
    try:
        yeast.chat("Hello from another cell.")
        deadline = time.monotonic() + 10
        while "Hello from another cell." not in inspector.flow.value:
            assert time.monotonic() < deadline, "the inspector never refreshed"
            time.sleep(0.05)
    finally:
        inspector.close()


def test_forgetting_log_and_runs_tabs(inspector, yeast):
    victim = yeast.store.memories("episodic")[0]
    yeast.store.forget([victim.id], reason="forgotten")
    ferment(yeast, ["Hello.", "Who are you?"], run="inspect-run", lab=inspector.lab, progress=False)
    inspector.refresh()
    assert victim.id[:8] in inspector.forgetting.value
    assert "forgotten" in inspector.forgetting.value
    assert "inspect-run" in inspector.runs.value
    assert "offline-extractive" in inspector.runs.value  # the model the run used


def test_the_text_chrome_sends_again_after_enter_is_cleared(inspector, yeast):
    inspector.say.value = "Hello there."
    press_enter(inspector.say)
    inspector.say.value = "Hello there."  # the browser's 'change' event, queued behind the turn
    assert inspector.say.value == ""
    assert yeast.store.turn_count() == 1


def test_the_forgetting_log_is_read_incrementally(inspector, yeast):
    episode, rule = yeast.store.memories("episodic")[0], yeast.store.memories("procedural")[0]
    yeast.store.forget([episode.id], reason="forgotten")
    assert inspector.refresh_if_changed()
    first = list(inspector.forgotten())
    assert [e.memory_id for e in first] == [episode.id]
    yeast.store.forget([rule.id], reason="forgotten")  # at the same simulated instant
    assert inspector.refresh_if_changed()
    after = inspector.forgotten()
    assert [e.memory_id for e in after] == [episode.id, rule.id]
    assert after[0] is first[0]  # not read again
    assert (
        rule.id[:8] in inspector.forgetting.value
        and "2 memories forgotten" in inspector.forgetting.value
    )


def test_the_cleared_say_box_is_sent_to_the_browser_again_after_a_send(inspector, yeast):
    """The browser may drop the clear sent with the reply (it awaits its own echo): the cleared
    value is sent again, and not once something new was typed."""
    import time

    inspector.CLEAR_AGAIN = (0.01, 0.02)
    sent = []
    inspector.say.value = "Hello there."
    inspector.say.send_state = lambda key=None: sent.append((key, inspector.say.value))
    press_enter(inspector.say)
    deadline = time.monotonic() + 10
    # the box cleared, the send with the reply, then the two sends again
    while sent.count(("value", "")) < 4:
        assert time.monotonic() < deadline, sent
        time.sleep(0.01)
    time.sleep(0.1)
    assert sent == [("value", "")] * 4
    inspector.CLEAR_AGAIN = (0.5, 1.0)
    inspector.say.value = "Hi."
    sent.clear()
    press_enter(inspector.say)
    inspector.say.value = "Something new"  # typed before the resends
    time.sleep(1.5)
    assert sent.count(("value", "")) == 2  # the box cleared, the send with the reply: no more
