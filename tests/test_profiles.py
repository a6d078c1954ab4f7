"""Memory profiles: the registry, the policies they imply, and each profile through a real chat."""

from __future__ import annotations

import dataclasses

import pytest

import yeastlab
from yeastlab.cognition.retrieval import Retriever
from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError
from yeastlab.profiles import registry as profiles
from yeastlab.profiles.cognitive import CognitiveMemory
from yeastlab.profiles.typed import TypedMemory


def open_yeast(tmp_path, clock, embedder, profile):
    return yeastlab.open(
        tmp_path / "y", backend="offline", embedder=embedder, clock=clock, profile=profile
    )


def test_registry_names_and_default():
    assert {"ai-yeast", "cognitive-agent", "hierarchical", "typed"} <= set(profiles.names())
    assert profiles.get().name == "ai-yeast" and profiles.get(None).name == "ai-yeast"
    custom = profiles.get("typed").with_(caps={"semantic": 5})
    assert profiles.get(custom) is custom
    with pytest.raises(ConfigError, match="No memory profile named 'muninn'"):
        profiles.get("muninn")
    with pytest.raises(ConfigError, match="unknown flags"):
        profiles.Profile("x", flags=frozenset({"telepathy"}))


@pytest.mark.parametrize("name", ["ai-yeast", "cognitive-agent", "hierarchical", "typed"])
def test_each_profile_is_configuration_over_shared_machinery(name):
    profile = profiles.get(name)
    policy = profile.policy(Settings(cap_episodic=7))
    assert set(policy.caps) >= {"episodic", "semantic", "procedural", "symbolic", "working"}
    assert policy.decay_model == profile.decay_model
    from yeastlab.core.scoring import PROFILES as RANKINGS

    assert profile.ranking in RANKINGS
    if name == "ai-yeast":
        assert policy.caps["episodic"] == 7 and profile.flags == frozenset()


def test_profile_specific_settings():
    hier = profiles.get("hierarchical")
    assert hier.caps == {"working": 20, "episodic": 200, "symbolic": 100}
    assert hier.policy().prune_by["episodic"] == "importance"
    cog = profiles.get("cognitive-agent")
    assert (cog.consolidation, cog.sleep_every, cog.ranking) == ("cluster", 5, "cognitive")
    assert cog.has("conversation_reflection")
    typed = profiles.get("typed")
    assert (typed.decay_model, typed.ranking) == ("muninn", "typed") and typed.has("typed")


def test_the_agent_hands_cognition_one_frozen_mind(tmp_path, clock, embedder):
    with open_yeast(tmp_path, clock, embedder, "cognitive-agent") as yeast:
        mind = yeast.mind
        assert (mind.store, mind.backend, mind.embedder, mind.clock, mind.memory) == (
            yeast.store,
            yeast.backend,
            yeast.embedder,
            yeast.clock,
            yeast.memory,
        )
        assert mind.settings is yeast.settings and mind.consolidation == "cluster"
        with pytest.raises(dataclasses.FrozenInstanceError):
            mind.store = None
        turn = yeast.chat("Please always answer in French.")
        assert yeast.mind is mind
        # the hooks' per-yeast state is keyed on the mind; the session id comes from the agent
        buffered = CognitiveMemory.of(mind).buffer(yeast.session_id)
        assert [m.turn_id for m in buffered] == [turn.turn_id]
        forked = yeast.fork(tmp_path / "fork")
        try:
            assert forked.mind is not mind and forked.mind.store is forked.store
            assert forked.profile is yeast.profile
        finally:
            forked.close()


def test_ai_yeast_hooks_are_no_ops(tmp_path, clock, embedder):
    with open_yeast(tmp_path, clock, embedder, "ai-yeast") as yeast:
        turn = yeast.chat("I like green tea")
        assert yeast.profile.context(yeast.mind, "tea", yeast.session_id) == []
        assert yeast.profile.after_turn(yeast.mind, turn) is None
        assert yeast.store.count("working") == 0


def test_typed_profile_through_chat(tmp_path, clock, embedder):
    with open_yeast(tmp_path, clock, embedder, "typed") as yeast:
        assert isinstance(yeast.retriever, Retriever)
        typed = TypedMemory.of(yeast.mind, session_id=yeast.session_id)
        decision = typed.remember("We chose oolong tea for the office", "decision", tags=["tea"])
        first = yeast.chat("Which tea did we choose for the office?")
        assert decision.id in first.used_memory_ids
        assert yeast.store.get(decision.id).access_count == 1  # one turn, one access
        assert {h.route for h in first.flow} == {"typed"}
        stored = typed.memories("interaction")
        assert len(stored) == 1 and stored[0].turn_id == first.turn_id
        assert stored[0].session_id == yeast.session_id
        newer = typed.supersede(decision.id, "We switched the office to green tea")
        second = yeast.chat("office tea choice")
        assert newer.id in second.used_memory_ids and decision.id not in second.used_memory_ids


def test_typed_profile_contradiction_gate_reads_past_the_kind_label(tmp_path, clock, embedder):
    """A typed hit is shown as "[experience] …": the label is no part of the claim, so the
    contradiction gate compares the memory's words (with the label they were "unrelated")."""
    with open_yeast(tmp_path, clock, embedder, "typed") as yeast:
        typed = TypedMemory.of(yeast.mind, session_id=yeast.session_id)
        kept = typed.remember("I do not like green tea", "experience", tags=["tea"])
        turn = yeast.chat("I like green tea")
        assert kept.id in turn.used_memory_ids
        gate = next(g for g in turn.gates if g.name == "contradiction")
        assert not gate.passed and kept.id[:8] in gate.reason


def test_hierarchical_profile_through_chat(tmp_path, clock, embedder):
    with open_yeast(tmp_path, clock, embedder, "hierarchical") as yeast:
        yeast.chat("I'm terrified of the dentist tomorrow")
        counts = yeast.store.counts()
        assert (counts["working"], counts["episodic"], counts["symbolic"]) == (1, 1, 1)
        (episode,) = yeast.store.memories("episodic")
        (symbol,) = yeast.store.memories("symbolic")
        turn = yeast.chat("I feel scared about the doctor")
        assert {episode.id, symbol.id} <= set(turn.used_memory_ids)
        assert "hierarchical:association" in {h.route for h in turn.flow}


def test_cognitive_profile_through_chat_and_new_session(tmp_path, clock, embedder):
    with open_yeast(tmp_path, clock, embedder, "cognitive-agent") as yeast:
        yeast.chat("Please always answer in French.")
        assert yeast.store.count("working") == 1 and yeast.store.count("episodic") == 0
        yeast.new_session()
        assert yeast.store.count("episodic") == 1
        assert [m.text for m in yeast.store.memories("procedural")] == ["Always answer in French."]
        turn = yeast.chat("bonjour")
        assert "cognitive:rule" in {h.route for h in turn.flow}


def test_one_stream_through_all_four_profiles(tmp_path, clock, embedder):
    stream = [
        "My dog died yesterday",
        "what time is it",
        "I'm anxious about the exam",
        "Please always keep answers short.",
        "my dog",
    ]
    counts = {}
    for name in ("ai-yeast", "cognitive-agent", "hierarchical", "typed"):
        with yeastlab.open(
            tmp_path / name, backend="offline", embedder=embedder, clock=clock, profile=name
        ) as yeast:
            turns = [yeast.chat(text) for text in stream]
            assert all(not t.error for t in turns)
            yeast.new_session()
            counts[name] = yeast.store.counts()
    assert counts["hierarchical"]["working"] == 5 and counts["hierarchical"]["symbolic"] >= 2
    assert counts["cognitive-agent"]["episodic"] == 1 and counts["cognitive-agent"]["working"] == 0
    assert counts["typed"]["episodic"] == 5  # one interaction memory per turn
    assert counts["ai-yeast"]["working"] == 0
