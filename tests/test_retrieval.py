"""Retrieval: routing, hybrid ranking under each profile, the flow, and conflict notices."""

from __future__ import annotations

import json

import numpy as np
import pytest

from yeastlab.backends.ollama import OllamaBackend
from yeastlab.cognition import rag
from yeastlab.cognition.retrieval import (
    PROFILES,
    ROUTE_TIERS,
    Retriever,
    embed_query,
    find_conflicts,
    hits_frame,
    make_router,
    route,
)
from yeastlab.core.errors import ConfigError
from yeastlab.core.records import Memory, new_id
from yeastlab.core.scoring import COMPONENTS


def remember(store, text, tier="episodic", **fields):
    return store.add(Memory(new_id(), tier, text, store.clock.now(), **fields))[0]


# -- routing -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("Do you remember what I told you about my dog?", "personal"),
        ("What did we talk about yesterday?", "personal"),
        ("What is the boiling point of ethanol?", "factual"),
        ("Explain how yeast ferments sugar", "factual"),
        ("How should you respond when someone is rude?", "behavioural"),
        ("From now on, answer in French", "behavioural"),
        ("bread", "behavioural"),
        ("", "behavioural"),
    ],
)
def test_default_router(query, expected):
    assert route(query) == expected


def test_route_tiers_follow_the_gating():
    assert ROUTE_TIERS["personal"] == ("episodic",)
    assert ROUTE_TIERS["factual"] == ("semantic", "documents")
    assert {"episodic", "semantic", "procedural", "documents"} <= set(ROUTE_TIERS["behavioural"])


def test_custom_router_is_pluggable_and_validated(store):
    remember(store, "sourdough starter needs feeding", tier="semantic")
    remember(store, "I fed my sourdough starter", tier="episodic")
    shouty = make_router([("factual", r"!$")], fallback="personal")
    retriever = Retriever(store, router=shouty)
    assert {h.tier for h in retriever.retrieve("sourdough starter!")} == {"semantic"}
    assert {h.tier for h in retriever.retrieve("sourdough starter")} == {"episodic"}
    with pytest.raises(ConfigError, match="must return one of"):
        Retriever(store, router=lambda q: "gossip").retrieve("anything")
    with pytest.raises(ConfigError, match="invalid regex"):
        make_router([("factual", "(")])
    with pytest.raises(ConfigError, match="Unknown route"):
        make_router([("gossip", "x")])


def test_route_restricts_tiers_and_is_recorded(store):
    remember(store, "yeast eats sugar and makes alcohol", tier="semantic")
    remember(store, "I watched the yeast eat sugar in my jar", tier="episodic")
    remember(store, "always explain yeast simply", tier="procedural")
    retriever = Retriever(store)
    personal = retriever.retrieve("what did I see my yeast eat?")
    assert [h.tier for h in personal] == ["episodic"]
    assert personal[0].route == "personal"
    factual = retriever.retrieve("What is yeast eating?")
    assert {h.tier for h in factual} == {"semantic"} and factual[0].route == "factual"
    everything = retriever.retrieve("yeast sugar", route="behavioural")
    assert {h.tier for h in everything} == {"semantic", "episodic", "procedural"}
    assert {h.tier for h in retriever.retrieve("yeast", tiers=["procedural"])} == {"procedural"}


# -- ranking -----------------------------------------------------------------------------------
def test_planted_memories_come_back_in_relevance_order(store):
    best = remember(store, "my grandmother baked rye bread with a sourdough starter")
    mid = remember(store, "the bakery sells rye bread on mondays")
    remember(store, "the weather was cold and windy today")
    remember(store, "I repaired the bicycle chain")
    for name in ("default", "no-decay", "rrf", "bm25", "vector", "typed", "cognitive"):
        hits = Retriever(store, ranking=name).retrieve(
            "grandmother sourdough rye bread", route="personal", k=3
        )
        assert [h.id for h in hits[:2]] == [best.id, mid.id], name
        assert [h.rank for h in hits] == list(range(1, len(hits) + 1))
        assert all(a.score >= b.score for a, b in zip(hits, hits[1:], strict=False))


def test_decay_prefers_recent_among_equals_but_never_zeroes_old_relevant(store, clock):
    old = remember(store, "we planted tomatoes in the allotment garden")
    clock.advance(days=200)
    fresh = remember(store, "we planted tomatoes in the allotment garden again")
    remember(store, "the car needs new tyres before winter")
    query = "planted tomatoes allotment garden"
    default = Retriever(store, ranking="default").retrieve(query, route="personal")
    assert [h.id for h in default[:2]] == [fresh.id, old.id]
    old_hit = next(h for h in default if h.id == old.id)
    assert old_hit.components["decay"] == pytest.approx(PROFILES["default"].floor, abs=1e-3)
    assert old_hit.score > 0
    cognitive = Retriever(store, ranking="cognitive").retrieve(query, route="personal")
    assert cognitive[0].id == fresh.id


def test_old_relevant_memory_beats_fresh_irrelevant_one_under_default(store, clock):
    old = remember(store, "my sister Alice moved to Lisbon to study marine biology")
    clock.advance(days=365)
    for i in range(5):
        remember(store, f"had a sandwich for lunch number {i}")
    hits = Retriever(store).retrieve("where did my sister Alice move?", route="personal", k=3)
    assert hits[0].id == old.id


def test_typed_profile_weighs_priority_and_confidence(store):
    low = remember(store, "deploy the fermenter firmware on friday", priority=0, confidence=0.5)
    high = remember(store, "deploy the fermenter firmware on friday!", priority=2, confidence=1.0)
    hits = Retriever(store, ranking="typed").retrieve("fermenter firmware", route="behavioural")
    assert [h.id for h in hits[:2]] == [high.id, low.id]
    assert hits[0].components["priority"] == pytest.approx(1.6)
    assert hits[1].components["priority"] == pytest.approx(1.0)


def test_access_boost_lifts_recalled_memories(store):
    first = remember(store, "the red notebook is on the kitchen shelf")
    second = remember(store, "the red notebook is on the kitchen shelf.")
    store.touch([second.id] * 1)
    store.touch([second.id])
    hits = Retriever(store, ranking="default").retrieve("red notebook kitchen", route="personal")
    assert hits[0].id == second.id
    assert hits[0].components["access"] > hits[1].components["access"] == 1.0
    assert first.id in {h.id for h in hits}


def test_affect_similarity_in_the_hierarchical_profile(store):
    calm = remember(store, "walked the dog in the park", affect=(0.8, 0.1, 0.0, 0.0, 0.1))
    scared = remember(store, "walked the dog in the park at night", affect=(-0.5, 0.9, 0.9, 0, 0))
    retriever = Retriever(store, ranking="hierarchical")
    anxious = retriever.retrieve("walked the dog", route="personal", affect=(-0.4, 0.8, 0.9, 0, 0))
    assert anxious[0].id == scared.id
    happy = retriever.retrieve("walked the dog", route="personal", affect=(0.9, 0.1, 0, 0, 0))
    assert happy[0].id == calm.id


def test_forgotten_memories_are_not_retrieved(store):
    gone = remember(store, "the secret password is swordfish")
    kept = remember(store, "the password hint is a fish")
    store.forget([gone.id], reason="forgotten")
    hits = Retriever(store).retrieve("password swordfish fish", route="personal")
    assert [h.id for h in hits] == [kept.id]


def test_candidates_carry_exact_scores_from_both_searches(store):
    for i in range(30):
        remember(store, f"note {i} about bread baking temperature")
    retriever = Retriever(store, candidates=5, exhaustive=0)
    vector = np.asarray(store.embedder.embed(["bread baking"]))[0]
    found = retriever.candidates("bread baking", tiers=["episodic"], vector=vector)
    assert 5 <= len(found.memories) <= 10
    assert np.all(found.similarity > 0) and np.all(found.bm25 > 0)
    assert np.all(found.rrf > 0)
    # A profile blending adjacent turns ranks every memory of a small store (its neighbours
    # must be candidates); one without that blending keeps the top-N pool.
    every = Retriever(store, candidates=5).candidates(
        "bread baking", tiers=["episodic"], vector=vector
    )
    assert len(every.memories) == 30
    plain = Retriever(store, ranking="typed", candidates=5)
    assert len(plain.candidates("bread baking", tiers=["episodic"], vector=vector).memories) <= 10


# -- the flow ----------------------------------------------------------------------------------
def test_each_hit_carries_its_components_and_route(store):
    remember(store, "I told Sam the cellar is cold")
    hits = Retriever(store).retrieve("what did I tell Sam about the cellar?")
    assert hits and hits[0].source == "memory" and hits[0].route == "personal"
    assert set(COMPONENTS) <= set(hits[0].components)
    assert hits[0].components["final"] == pytest.approx(hits[0].score)
    frame = hits_frame(hits)
    assert {"rank", "id", "tier", "route", "similarity", "bm25", "rrf", "decay", "final"} <= set(
        frame.columns
    )


def test_factual_route_includes_document_chunks(store, tmp_path):
    doc = tmp_path / "docs" / "yeast.md"
    doc.parent.mkdir()
    doc.write_text("# Yeast\n\nSaccharomyces cerevisiae ferments glucose into ethanol.\n")
    assert rag.ingest(store, [doc.parent]).ok
    remember(store, "Glucose is a sugar.", tier="semantic")
    hits = Retriever(store).retrieve("What does Saccharomyces ferment glucose into?")
    sources = {h.source for h in hits}
    assert sources == {"chunk", "memory"}
    chunk = next(h for h in hits if h.source == "chunk")
    assert "ethanol" in chunk.text and chunk.route == "factual"
    assert Retriever(store, chunk_threshold=0.99).retrieve("What is glucose?")[0].source == "memory"
    no_chunks = Retriever(store).retrieve("What is glucose?", include_chunks=False)
    assert {h.source for h in no_chunks} == {"memory"}
    assert rag.query_log(store) == []
    logged = Retriever(store, log_queries=True).retrieve("What does Saccharomyces ferment?")
    entry = rag.query_log(store)[-1]
    assert entry.query == "What does Saccharomyces ferment?"
    assert entry.chunk_ids == tuple(h.id for h in logged if h.source == "chunk")


def test_empty_store_and_odd_queries_return_lists(store):
    retriever = Retriever(store)
    assert retriever.retrieve("anything at all") == []
    remember(store, "something")
    for query in ["", "   ", '"unbalanced (', "AND OR NOT", "x" * 10_000]:
        assert isinstance(retriever.retrieve(query), list)


# -- conflicts ---------------------------------------------------------------------------------
def test_heuristic_conflict_between_fact_and_memory(store):
    fact = remember(store, "The user likes strong coffee in the morning", tier="semantic")
    memory = remember(store, "I don't like strong coffee anymore", tier="episodic")
    remember(store, "The user has a cat named Miso", tier="semantic")
    hits = Retriever(store).retrieve("coffee in the morning", route="behavioural")
    notices = Retriever(store).conflicts(hits)
    assert len(notices) == 1
    # Named by their texts, never by (random) ids: a prompt must replay (issue 15.5).
    assert fact.text in notices[0] and memory.text in notices[0]
    assert fact.id[:8] not in notices[0] and memory.id[:8] not in notices[0]


def test_no_conflict_without_both_tiers_or_without_opposition(store):
    remember(store, "The user likes strong coffee", tier="semantic")
    remember(store, "I had strong coffee with Ana", tier="episodic")
    hits = Retriever(store).retrieve("strong coffee", route="behavioural")
    assert find_conflicts(hits) == []
    assert find_conflicts([h for h in hits if h.tier == "semantic"]) == []


def test_model_judges_conflicts_through_a_real_http_server(store, fake_ollama):
    remember(store, "The user lives in Porto", tier="semantic")
    remember(store, "I moved to Berlin last month", tier="episodic")
    hits = Retriever(store).retrieve("where does the user live Porto Berlin", route="behavioural")
    facts = [h for h in hits if h.tier == "semantic"]
    episodes = [h for h in hits if h.tier == "episodic"]
    assert facts and episodes
    fake_ollama.enqueue({"conflicts": [{"fact": 0, "memory": 0, "reason": "moved city"}]})
    backend = OllamaBackend(fake_ollama.url, "mistral:7b", timeout=10)
    notices = find_conflicts(facts + episodes, backend=backend)
    assert len(notices) == 1 and "moved city" in notices[0]
    sent = fake_ollama.requests[-1]["body"]
    assert isinstance(sent["format"], dict) and "Porto" in json.dumps(sent["messages"])
    backend.close()


def test_unreadable_model_judgement_falls_back_to_the_heuristic(store, fake_ollama):
    remember(store, "The user likes tea", tier="semantic")
    remember(store, "I never liked tea, honestly", tier="episodic")
    hits = Retriever(store).retrieve("tea", route="behavioural")
    fake_ollama.enqueue("not json", "still not json")
    backend = OllamaBackend(fake_ollama.url, "mistral:7b", timeout=10)
    notices = find_conflicts(hits, backend=backend)
    assert len(notices) == 1 and "heuristic used" in notices[0]
    backend.close()


def test_an_unreadable_model_judgement_is_asked_once_more_and_the_retry_counts(store, fake_ollama):
    remember(store, "The user lives in Porto", tier="semantic")
    remember(store, "I moved to Berlin last month", tier="episodic")
    hits = Retriever(store).retrieve("where does the user live Porto Berlin", route="behavioural")
    fake_ollama.enqueue("not json", {"conflicts": [{"fact": 0, "memory": 0, "reason": "moved"}]})
    backend = OllamaBackend(fake_ollama.url, "mistral:7b", timeout=10)
    notices = find_conflicts(hits, backend=backend)
    backend.close()
    assert len(notices) == 1 and "moved" in notices[0] and "heuristic" not in notices[0]
    first, second = (r["body"]["messages"] for r in fake_ollama.requests[-2:])
    assert first == second  # the same request again, no follow-up grown from the broken reply


def test_a_precomputed_query_vector_gives_the_same_ranking(store):
    for text in ("rye bread rises slowly", "the cat sleeps on rye straw", "bread and butter"):
        remember(store, text)
    retriever = Retriever(store)
    vector = embed_query(store.embedder, "rye bread")
    assert [h.id for h in retriever.retrieve("rye bread", route="personal", vector=vector)] == [
        h.id for h in retriever.retrieve("rye bread", route="personal")
    ]


def test_a_document_stating_another_sum_than_a_memory_is_a_conflict(store, tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "budgets.md").write_text(
        "# Budgets\n\nProjects are planned every quarter. The migration budget is 25,000 euros.\n"
    )
    rag.ingest(store, tmp_path / "docs")
    stated = remember(
        store, "The user said: Our migration budget is 48,000 euros.", tier="semantic"
    )
    agreeing = remember(store, "Projects are planned every quarter.", tier="episodic")
    hits = Retriever(store).retrieve("migration budget euros", route="behavioural")
    assert {h.source for h in hits} == {"memory", "chunk"}
    notices = find_conflicts(hits)
    assert len(notices) == 1
    assert stated.text in notices[0] and agreeing.text not in notices[0]
    assert stated.id[:8] not in notices[0]  # no random ids in a prompt (issue 15.5)
    assert "25000" in notices[0] and "48000" in notices[0]  # compared as values


def test_documents_alone_or_agreeing_raise_no_conflict(store, tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "budgets.md").write_text(
        "# Budgets\n\nThe migration budget is 25,000 euros.\n"
    )
    rag.ingest(store, tmp_path / "docs")
    hits = Retriever(store).retrieve("migration budget", route="factual")
    assert find_conflicts(hits) == []
    remember(store, "Our migration budget is 25,000 euros.", tier="episodic")
    hits = Retriever(store).retrieve("migration budget", route="behavioural")
    assert find_conflicts(hits) == []
