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


def test_search_goes_through_the_yeasts_retriever(inspector, yeast):
    inspector.query.value = "why does bread rise"
    view = inspector.view()
    hits = yeast.retriever.retrieve(
        "why does bread rise", k=50, tiers=list(view["tier"].unique()), include_chunks=False
    )
    assert list(view["id"]) == [h.id for h in hits if h.id in set(view["id"])]
    assert view["text"].iloc[0].startswith("Bread rises")
    assert "score" in inspector.memories.value


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


def test_a_turn_refreshes_gates_flow_and_memories(inspector, yeast):
    assert "no gate decisions" in inspector.gates.value
    assert "no turns yet" in inspector.flow.value
    inspector.say.value = "Please remember that my oven runs hot."  # what pressing Enter does
    assert inspector.say.value == ""
    turn = yeast.store.turns()[-1]
    assert turn.user_input.startswith("Please remember")
    assert "my oven runs hot" in inspector.flow.value
    for verdict in turn.gates:
        assert verdict.name in inspector.gates.value
    assert f"{yeast.store.count()} memories" in inspector.memories.value


def test_turns_made_elsewhere_are_picked_up_on_tab_change(inspector, yeast):
    yeast.chat("What is fermentation?")
    inspector.tabs.selected_index = TABS.index("Flow")
    assert "What is fermentation?" in inspector.flow.value
    assert not inspector.refresh_if_changed()


def test_forgetting_log_and_runs_tabs(inspector, yeast):
    victim = yeast.store.memories("episodic")[0]
    yeast.store.forget([victim.id], reason="forgotten")
    ferment(yeast, ["Hello.", "Who are you?"], run="inspect-run", lab=inspector.lab, progress=False)
    inspector.refresh()
    assert victim.id[:8] in inspector.forgetting.value
    assert "forgotten" in inspector.forgetting.value
    assert "inspect-run" in inspector.runs.value
    assert "offline-extractive" in inspector.runs.value  # the model the run used
