"""Memory tiers: caps, pruning rules (every prune logged), strengths and access tracking."""

from __future__ import annotations

from datetime import timedelta

import numpy as np
import pytest

from yeastlab.cognition.memory import MemorySystem, TierPolicy
from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError
from yeastlab.core.records import Memory, new_id


def test_default_policy_uses_settings_caps():
    policy = TierPolicy()
    assert policy.caps["episodic"] == 50 and policy.caps["semantic"] == 100
    assert policy.caps["procedural"] == 15 and policy.caps["symbolic"] == 100
    custom = TierPolicy.from_settings(Settings().with_(cap_episodic=7, half_life_days=3))
    assert custom.caps["episodic"] == 7 and custom.decay_params == {"half_life_days": 3.0}


@pytest.mark.parametrize(
    "kwargs",
    [
        {"prune_by": "vibes"},
        {"prune_by": {"episodic": "vibes"}},
        {"prune_by": {"dreams": "oldest"}},
        {"caps": {"dreams": 3}},
        {"decay_model": "nope"},
    ],
)
def test_bad_policy_is_refused(kwargs):
    with pytest.raises(ConfigError):
        TierPolicy(**kwargs)


def test_remember_fills_fields_from_the_clock(memory_system, store, clock):
    m = memory_system.remember("a walk in the rain", kind="interaction", tags=("walk",))
    assert m.tier == "episodic" and m.created_at == clock.now() and m.tags == ("walk",)
    assert store.get(m.id).kind == "interaction"


def test_default_episodic_cap_prunes_to_fifty_and_logs_every_prune(store, clock):
    memories = MemorySystem(store)
    for i in range(53):
        memories.remember(f"event {i}")
        clock.advance(hours=6)
    assert store.count("episodic") == 50
    events = store.forgetting()
    assert len(events) == 3 and {e.reason for e in events} == {"pruned_cap"}
    # relevance pruning: older memories decayed most, so the first three went
    assert [e.summary for e in events] == ["event 0", "event 1", "event 2"]


def test_relevance_pruning_weighs_confidence(store, clock):
    memories = MemorySystem(store, policy=TierPolicy(caps={"semantic": 2}))
    memories.remember("old but certain", "semantic", confidence=1.0)
    clock.advance(days=14)  # strength 0.5 → relevance 0.5
    memories.remember("new but doubtful", "semantic", confidence=0.3)  # relevance 0.3
    memories.remember("new and sure", "semantic", confidence=0.9)
    assert {m.text for m in store.memories("semantic")} == {"old but certain", "new and sure"}
    (event,) = store.forgetting()
    assert event.summary == "new but doubtful" and event.reason == "pruned_cap"


def test_importance_saliency_and_oldest_rules(store, clock):
    policy = TierPolicy(
        caps={"episodic": 2, "working": 2, "symbolic": 2},
        prune_by={"episodic": "importance", "working": "oldest", "symbolic": "saliency"},
    )
    memories = MemorySystem(store, policy=policy)
    for i, (imp, sal) in enumerate([(0.9, 0.1), (0.1, 0.9), (0.5, 0.5)]):
        memories.remember(f"e{i}", "episodic", importance=imp)
        memories.remember(f"w{i}", "working")
        memories.remember(f"s{i}", "symbolic", saliency=sal)
        clock.advance(minutes=1)
    assert {m.text for m in store.memories("episodic")} == {"e0", "e2"}
    assert {m.text for m in store.memories("working")} == {"w1", "w2"}
    assert {m.text for m in store.memories("symbolic")} == {"s1", "s2"}
    reasons = {e.summary: e.reason for e in store.forgetting()}
    assert reasons == {"e1": "pruned_importance", "w0": "pruned_cap", "s0": "pruned_cap"}


def test_bulk_add_and_enforce_all_caps(store, clock):
    memories = MemorySystem(store, policy=TierPolicy(caps={"episodic": 3, "procedural": 1}))
    batch = [Memory(new_id(), "episodic", f"e{i}", clock.now()) for i in range(5)]
    batch += [Memory(new_id(), "procedural", f"rule {i}", clock.now()) for i in range(2)]
    memories.add(batch)
    assert store.count("episodic") == 3 and store.count("procedural") == 1
    assert len(store.forgetting()) == 3
    assert memories.enforce_caps() == []  # nothing left to prune
    assert store.count("semantic") == 0


def test_strengths_follow_the_decay_model_and_access(store, clock):
    memories = MemorySystem(
        store, policy=TierPolicy(decay_model="ai-yeast-phase5", decay_params={"half_life_days": 3})
    )
    m = memories.remember("recalled twice")
    clock.advance(days=3)
    memories.touch([m.id])
    memories.touch([m.id])
    clock.advance(days=3)
    (fresh,) = store.get_many([m.id])
    assert fresh.access_count == 2
    assert fresh.last_accessed_at == clock.now() - timedelta(days=3)
    # phase 5: effective age = 6 days / 2 accesses = 3 days → 0.5
    assert memories.strengths([fresh])[0] == pytest.approx(0.5)
    frame = memories.frame()
    assert frame.loc[0, "strength"] == pytest.approx(0.5)
    assert frame.loc[0, "relevance"] == pytest.approx(0.5)


def test_frame_columns_match_strengths(store, clock):
    memories = MemorySystem(store)
    memories.remember("a", confidence=0.5)
    clock.advance(days=14)
    memories.remember("b")
    frame = memories.frame()
    assert list(frame["text"]) == ["a", "b"]
    assert np.allclose(frame["strength"], [0.5, 1.0])
    assert np.allclose(frame["relevance"], [0.25, 1.0])
    assert np.allclose(memories.strengths(store.memories()), frame["strength"])
