"""Consolidation strategies, triggers and the forgetting log, on simulated time, offline."""

from __future__ import annotations

import hashlib

import pytest
from fixtures.backends import FakeBackend
from fixtures.consolidation import add_episodes, make_yeast, synthetic_episodes

from yeastlab.backends.offline import OfflineBackend
from yeastlab.cognition import consolidate as cons
from yeastlab.cognition.context import Mind
from yeastlab.cognition.memory import MemorySystem, TierPolicy
from yeastlab.core.config import Settings
from yeastlab.core.errors import BadModelOutput, ConfigError
from yeastlab.core.records import Memory, Turn, new_id
from yeastlab.store.facade import Store

TOPICS = [
    "The user told me their sister Maya is moving to Lisbon in March.",
    "We talked about sourdough starters and how rye flour speeds up fermentation.",
    "The user asked how LanceDB stores vectors on disk in Lance format.",
    "The user said they prefer tea over coffee in the afternoon.",
    "We discussed the Ebbinghaus forgetting curve and spaced repetition.",
    "The user mentioned their cat Pixel knocked a glass off the desk.",
    "I explained how half-life decay makes old memories weaker.",
    "The user is training for a half marathon in October.",
    "We compared Mistral 7B with smaller local models for summarisation.",
    "The user asked me to remember that their office is on the fourth floor.",
    "We talked about the history of brewing yeast in ancient Egypt.",
    "The user said their favourite book is The Left Hand of Darkness.",
    "I was asked whether I remember conversations from last week.",
    "The user is learning Portuguese before the Lisbon trip.",
    "We discussed how papermill passes parameters to notebooks.",
    "The user mentioned a deadline for a grant proposal on Friday.",
    "We talked about identity drift in long-running agents.",
    "The user asked for a recipe for focaccia with rosemary.",
    "The user said they debug best early in the morning.",
    "We discussed why reflection gates should weigh internal tension.",
]


def test_aged_needs_five_episodes(lab_yeast):
    add_episodes(lab_yeast, TOPICS[:3])
    lab_yeast.clock.advance(days=30)
    versions = len(lab_yeast.store.self_models())
    report = cons.consolidate(lab_yeast.mind, "aged")
    assert "Fewer than 5 memories" in report.message
    assert not report.changed
    assert report.before == report.after
    assert len(lab_yeast.store.self_models()) == versions


def test_aged_twenty_episodes_twenty_days(lab_yeast):
    episodes = add_episodes(lab_yeast, TOPICS)
    lab_yeast.clock.advance(days=20)
    versions = len(lab_yeast.store.self_models())

    report = cons.consolidate(lab_yeast.mind, "aged")

    assert report.after["episodic"] < report.before["episodic"] == 20
    assert report.after["semantic"] > report.before["semantic"]
    assert len(report.forgotten) == 10  # at most 10 per pass, weakest (oldest) first
    assert set(report.forgotten) == {m.id for m in episodes[:10]}
    log = cons.forgotten(lab_yeast.store)
    assert set(log["memory_id"]) == set(report.forgotten)
    assert set(log["reason"]) == {"consolidated"}
    assert set(log["tier"]) == {"episodic"}
    for into in log["into"]:
        assert into and set(into) <= set(report.facts_added)
    facts = lab_yeast.store.get_many(report.facts_added)
    assert all(f.tier == "semantic" and f.kind == "fact" for f in facts)
    cited = {ref for f in facts for ref in f.refs}
    assert cited == set(report.forgotten)  # every fact cites its source episodes
    models = lab_yeast.store.self_models()
    assert len(models) == versions + 1
    assert models[-1].reason == "consolidation: aged"
    assert report.self_model_version == models[-1].version
    assert models[-1].internal_state["consolidation_count"] == 1


def test_second_pass_reports_nothing_to_consolidate(lab_yeast):
    add_episodes(lab_yeast, TOPICS[:10])
    lab_yeast.clock.advance(days=20)
    add_episodes(lab_yeast, TOPICS[10:])  # fresh: strength ≈ 1
    first = cons.consolidate(lab_yeast.mind, "aged")
    assert len(first.forgotten) == 10
    versions = len(lab_yeast.store.self_models())

    second = cons.consolidate(lab_yeast.mind, "aged")

    assert second.message.startswith("Nothing old enough to consolidate")
    assert not second.changed and second.before == second.after
    assert len(lab_yeast.store.self_models()) == versions
    assert second.self_model_version == first.self_model_version


def test_aged_drains_in_passes_of_ten_then_stops(lab_yeast):
    add_episodes(lab_yeast, TOPICS)
    lab_yeast.clock.advance(days=20)
    counts = [cons.consolidate(lab_yeast.mind).after["episodic"] for _ in range(3)]
    assert counts == [10, 0, 0]
    assert "Fewer than 5 memories" in cons.consolidate(lab_yeast.mind).message


def test_aged_offline_revises_a_contradicted_fact(lab_yeast):
    old = lab_yeast.store.add(
        [
            Memory(
                new_id(),
                "semantic",
                "The user does not drink coffee.",
                lab_yeast.clock.now(),
                kind="fact",
            )
        ]  # fmt: skip
    )[0]
    add_episodes(lab_yeast, ["The user drinks coffee.", *TOPICS[:5]])
    lab_yeast.clock.advance(days=30)
    report = cons.consolidate(lab_yeast.mind, "aged")
    assert report.revised == (old.id,)
    revised = lab_yeast.store.get(old.id)
    assert revised.superseded_by in report.facts_added
    log = cons.forgotten(lab_yeast.store)
    row = log[log["memory_id"] == old.id].iloc[0]
    assert row["reason"] == "superseded" and tuple(row["into"]) == (revised.superseded_by,)


def test_aged_with_a_model_cites_basis_and_applies_revisions(tmp_path, clock, embedder):
    reply = {
        "patterns": [{"belief": "The user is preparing to move abroad.", "confidence": 0.8,
                      "basis": [1, 2]}],
        "revisions": [{"previous": "F1", "revised": "The user lives in Lisbon from March.",
                       "reason": "the move was announced"}],
    }  # fmt: skip
    model = FakeBackend("not json at all", reply, strict=True)
    yeast = make_yeast(tmp_path / "y", clock=clock, embedder=embedder, backend=model)
    fact = yeast.store.add(
        [Memory(new_id(), "semantic", "The user lives in Porto.", clock.now(), kind="fact")]
    )[0]
    episodes = add_episodes(yeast, TOPICS[:6])
    clock.advance(days=30)

    report = cons.consolidate(yeast.mind, "aged")

    assert len(model.history) == 2  # the malformed reply was retried once
    assert "invalid" in model.history[1].messages[-1]["content"]
    assert report.revised == (fact.id,)
    new_fact = yeast.store.get(report.facts_added[0])
    assert new_fact.text == "The user is preparing to move abroad."
    assert set(new_fact.refs) == {episodes[0].id, episodes[1].id}
    assert set(report.forgotten) == {episodes[0].id, episodes[1].id}  # uncited episodes stay
    assert yeast.store.get(fact.id).superseded_by == report.facts_added[1]
    yeast.close()


def test_malformed_model_output_changes_nothing(tmp_path, clock, embedder):
    model = FakeBackend("{oops", '{"patterns": "none"}', strict=True)
    yeast = make_yeast(tmp_path / "y", clock=clock, embedder=embedder, backend=model)
    add_episodes(yeast, TOPICS[:6])
    clock.advance(days=30)
    before = yeast.store.counts()
    with pytest.raises(BadModelOutput, match="nothing was changed"):
        cons.consolidate(yeast.mind, "aged")
    assert yeast.store.counts() == before
    assert len(yeast.store.self_models()) == 1
    assert yeast.store.forgetting() == []
    yeast.close()


DUPLICATES = [
    ("The user's dog Rex loves chasing tennis balls in the park every morning.",
     "The user's dog Rex loves chasing tennis balls in the park every single morning."),
    ("We talked about how to bake a rye sourdough loaf with a long cold proof.",
     "We talked about how to bake a rye sourdough loaf with a long cold proof overnight."),
]  # fmt: skip
PATTERN = "always double-check the units before answering"
PATTERN_EPISODES = [
    f"When converting miles for the marathon plan I learned to {PATTERN}.",
    f"The grant budget had euros and dollars mixed, so {PATTERN}.",
    f"A recipe used grams and cups; lesson: {PATTERN}.",
]


def test_cluster_merges_near_duplicates_and_promotes_a_pattern(lab_yeast):
    # TOPICS[1] (sourdough starters, rye flour) is the rye-sourdough duplicates' topic: left out
    singles = add_episodes(lab_yeast, TOPICS[:1] + TOPICS[2:9])
    dupes = add_episodes(lab_yeast, [t for pair in DUPLICATES for t in pair])
    planted = add_episodes(lab_yeast, PATTERN_EPISODES)

    report = cons.consolidate(lab_yeast.mind, "cluster")

    assert len(report.merged) == 2
    log = cons.forgotten(lab_yeast.store).set_index("memory_id")
    for pair_start in (0, 2):
        a, b = dupes[pair_start], dupes[pair_start + 1]
        assert log.loc[a.id, "reason"] == log.loc[b.id, "reason"] == "merged"
        (into,) = log.loc[a.id, "into"]
        assert tuple(log.loc[b.id, "into"]) == (into,) and into in report.merged
        merged = lab_yeast.store.get(into)
        assert merged.tier == "episodic" and set(merged.refs) == {a.id, b.id}
        assert "tennis balls" in merged.text or "rye sourdough" in merged.text
    alive = {m.id for m in lab_yeast.store.memories("episodic")}
    assert {m.id for m in singles + planted} <= alive  # unrelated episodes untouched
    (rule,) = lab_yeast.store.memories("procedural")
    assert rule.kind == "rule" and PATTERN in rule.text.lower()
    assert set(rule.refs) == {m.id for m in planted}
    assert [c.action for c in report.rules_changed] == ["added"]
    assert report.after["episodic"] == report.before["episodic"] - 2
    assert lab_yeast.store.self_model().reason == "consolidation: cluster"


def test_cluster_removes_a_contradicted_rule_and_keeps_known_ones(lab_yeast):
    clock = lab_yeast.clock
    contradicted = Memory(new_id(), "procedural", "Never double-check the units before answering.",
                          clock.now(), kind="rule")  # fmt: skip
    lab_yeast.store.add([contradicted])
    add_episodes(lab_yeast, PATTERN_EPISODES)
    report = cons.consolidate(lab_yeast.mind, "cluster")
    assert [c.action for c in report.rules_changed] == ["added", "removed"]
    (rule,) = lab_yeast.store.memories("procedural")
    row = cons.forgotten(lab_yeast.store).iloc[-1]
    assert row["memory_id"] == contradicted.id and row["reason"] == "contradicted"
    assert tuple(row["into"]) == (rule.id,)
    again = cons.consolidate(lab_yeast.mind, "cluster")  # the rule exists now: kept, not re-added
    assert again.rules_changed == () and not again.changed


def test_salient_promotes_salient_episodes(lab_yeast):
    plain = add_episodes(lab_yeast, TOPICS[:4], saliency=0.3)
    salient = add_episodes(lab_yeast, TOPICS[4:6], saliency=0.9)
    report = cons.consolidate(lab_yeast.mind, "salient")
    assert set(report.forgotten) == {m.id for m in salient}
    facts = lab_yeast.store.get_many(report.facts_added)
    assert [f.refs for f in facts] == [(m.id,) for m in salient]
    assert {m.id for m in lab_yeast.store.memories("episodic")} == {m.id for m in plain}
    assert "Nothing salient" in cons.consolidate(lab_yeast.mind, "salient").message


def test_strategy_per_yeast_and_errors(tmp_path, clock, embedder):
    settings = Settings(embedder=embedder.name, extra={"consolidation": "salient"})
    yeast = make_yeast(tmp_path / "y", clock=clock, embedder=embedder, settings=settings)
    assert cons.strategy_for(yeast.mind) == "salient"
    assert cons.consolidate(yeast.mind).strategy == "salient"
    with pytest.raises(ConfigError, match="No consolidation strategy named 'dream'"):
        cons.consolidate(yeast.mind, "dream")
    with pytest.raises(ConfigError, match="does not take that option"):
        cons.consolidate(yeast.mind, "aged", depth=3)
    yeast.close()


def test_suggest_is_a_suggestion_not_an_action(lab_yeast):
    assert cons.suggest(lab_yeast.mind) == []
    add_episodes(lab_yeast, [f"{t} (note {i})" for i, t in enumerate(TOPICS * 3)][:45])
    tips = cons.suggest(lab_yeast.mind)
    assert any("45 episodic memories" in t for t in tips)
    assert any("Only 0 semantic facts" in t for t in tips)
    assert not any("strength" in t for t in tips)
    lab_yeast.clock.advance(days=14)
    assert any("Mean episodic strength 0.50" in t for t in cons.suggest(lab_yeast.mind))
    assert lab_yeast.store.count("episodic") == 45  # nothing was consolidated


def test_auto_consolidation_every_n_turns(tmp_path, clock, embedder):
    settings = Settings(embedder=embedder.name, extra={"consolidate_every": 3})
    yeast = make_yeast(tmp_path / "y", clock=clock, embedder=embedder, settings=settings)
    add_episodes(yeast, TOPICS[:8])
    clock.advance(days=30)
    reports = []
    for i in range(7):
        yeast.store.add_turn(Turn(new_id(), "s", clock.now(), f"hello {i}", "hi"))
        clock.advance(minutes=1)
        reports.append(cons.maybe_auto_consolidate(yeast.mind))
    ran = [i for i, r in enumerate(reports) if r is not None]
    assert ran == [2, 5]
    assert reports[2].changed and "Fewer than 5" in reports[5].message
    assert cons.maybe_auto_consolidate(yeast.mind, every=0) is None
    yeast.close()


def test_forgotten_since(lab_yeast):
    add_episodes(lab_yeast, TOPICS[:6])
    lab_yeast.clock.advance(days=30)
    cons.consolidate(lab_yeast.mind)
    cut = lab_yeast.clock.advance(days=1)
    add_episodes(lab_yeast, [t for pair in DUPLICATES for t in pair])
    cons.consolidate(lab_yeast.mind, "cluster")
    recent = cons.forgotten(lab_yeast.store, since=cut)
    assert set(recent["reason"]) == {"merged"} and len(recent) == 4
    assert list(recent.columns) == ["memory_id", "created_at", "tier", "summary", "reason", "into"]
    assert len(cons.forgotten(lab_yeast.store)) == 10


def test_cluster_with_a_model_merges_and_maintains_rules(tmp_path, clock, embedder):
    model = FakeBackend(
        {"text": "Rex, the user's dog, chases tennis balls in the park each morning."},
        {"text": "We baked a rye sourdough loaf with a long cold proof."},
        {
            "rules": [
                {"rule": "Check units before answering.", "from": [1]},
                {"rule": "Cite the memory a claim rests on.", "from": []},
            ],
            "removed": [{"index": 2, "reason": "contradicted by the units pattern"}],
        },
        strict=True,
    )
    yeast = make_yeast(tmp_path / "y", clock=clock, embedder=embedder, backend=model)
    old_rules = yeast.store.add(
        [
            Memory(new_id(), "procedural", "Check units.", clock.now(), kind="rule"),
            Memory(new_id(), "procedural", "Skip unit checks.", clock.now(), kind="rule"),
        ]
    )
    add_episodes(yeast, [t for pair in DUPLICATES for t in pair] + PATTERN_EPISODES)

    report = cons.consolidate(yeast.mind, "cluster")

    merged = [yeast.store.get(i).text for i in report.merged]
    assert merged[0].startswith("Rex, the user's dog")
    assert [c.action for c in report.rules_changed] == ["revised", "added", "removed"]
    rules = {m.text for m in yeast.store.memories("procedural")}
    assert rules == {"Check units before answering.", "Cite the memory a claim rests on."}
    log = cons.forgotten(yeast.store).set_index("memory_id")
    assert log.loc[old_rules[0].id, "reason"] == "superseded"
    assert log.loc[old_rules[1].id, "reason"] == "contradicted"
    assert "Patterns seen in 3+" in model.history[2].messages[1]["content"]
    yeast.close()


def test_salient_with_a_model_restates_each_episode(tmp_path, clock, embedder):
    model = FakeBackend({"facts": ["Only one."]}, {"facts": ["Fact A.", "Fact B."]}, strict=True)
    yeast = make_yeast(tmp_path / "y", clock=clock, embedder=embedder, backend=model)
    add_episodes(yeast, TOPICS[:2], saliency=0.95)
    report = cons.consolidate(yeast.mind, "salient")
    assert [m.text for m in yeast.store.get_many(report.facts_added)] == ["Fact A.", "Fact B."]
    assert "expected 2 non-empty facts" in model.history[1].messages[-1]["content"]
    yeast.close()


def test_cluster_pass_on_the_benchmark_episodes_is_pinned(tmp_path, clock, embedder):
    """The sleep cycle over 300 of the benchmark's episodes (more than one average-linkage
    group: greedy candidates, each split by average linkage) keeps its clusters and merged
    texts: a faster pass must not change what it merges."""
    settings = Settings(embedder=embedder.name, cap_episodic=10**6)
    store = Store.open(tmp_path / "y", embedder=embedder, clock=clock)
    try:
        store.add(synthetic_episodes(300, clock, seed=1))
        memory = MemorySystem(store, policy=TierPolicy.from_settings(settings), clock=clock)
        mind = Mind(store, OfflineBackend(), embedder, clock, settings, memory)
        report = cons.consolidate(mind, "cluster")
        merged = [store.get(i) for i in report.merged]
        assert report.message.startswith("272 clusters from 300 episodes")
        assert sorted(m.meta["merged_from"] for m in merged) == [2] * 15 + [3] * 5 + [4]
        assert len(report.forgotten) == 49 and store.counts()["episodic"] == 272
        digest = hashlib.sha256("\n".join(sorted(m.text for m in merged)).encode()).hexdigest()
        assert digest == "3291ddabf107dfa433946177c9b8ea7f93dc4f5311eda8ebdb4b4a38b331d60d"
    finally:
        store.close()
