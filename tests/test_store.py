"""The LanceDB store: real databases in tmp_path, simulated time, the hashing embedder."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from dataclasses import FrozenInstanceError, dataclass, replace
from datetime import datetime
from pathlib import Path

import lancedb
import numpy as np
import pyarrow as pa
import pytest

from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.core.errors import EmbedderMismatch, SchemaMismatch, StoreError
from yeastlab.core.records import (
    TIERS,
    Chunk,
    Document,
    DriftReport,
    GateVerdict,
    Hit,
    Memory,
    Proposal,
    Shift,
    ThinkingBlock,
    Turn,
    new_id,
)
from yeastlab.core.selfmodel import evolve
from yeastlab.store import CandidateSet, HybridMatch, MemoryMatch, Store
from yeastlab.store.database import SCHEMA_VERSION
from yeastlab.store.lancesql import sanitize_fts
from yeastlab.store.tables import TABLES, TIMESTAMP, from_arrow, schema_for, to_arrow


def memory(clock, text: str, tier: str = "episodic", **fields) -> Memory:
    return Memory(id=new_id(), tier=tier, text=text, created_at=clock.now(), **fields)


# ---------------------------------------------------------------- schemas and records


def test_schemas_are_explicit_and_typed():
    schema = schema_for(Memory, 256)
    assert schema.field("created_at").type == TIMESTAMP
    assert schema.field("deleted_at").type == TIMESTAMP and schema.field("deleted_at").nullable
    assert schema.field("tags").type == pa.list_(pa.string())
    assert schema.field("affect").type == pa.list_(pa.float64())
    assert schema.field("vector").type == pa.list_(pa.float32(), 256)
    assert schema.field("meta").type == pa.string()  # JSON
    assert schema_for(Turn).field("gates").type == pa.string()
    assert schema_for(Chunk, 384).field("vector").type == pa.list_(pa.float32(), 384)


def test_every_record_round_trips(clock):
    now = clock.now()
    turn = Turn(
        turn_id="t1",
        session_id="s",
        created_at=now,
        user_input="hi",
        response="hello",
        thinking=(ThinkingBlock(1, "hmm", True),),
        realizations=("one",),
        gates=(GateVerdict("coherence", True, 0.9, 0.7, "fine"),),
        flow=(Hit("m1", "memory", "x", 0.5, 1, "episodic", {"rrf": 0.1}, "personal"),),
        used_memory_ids=("m1",),
    )
    report = DriftReport(
        1, 2, 0.3, {"identity": 0.2}, (Shift("identity", "changed", 0.2),), "x", now
    )
    mem = memory(clock, "text", meta={"user": "jay"}, tags=("a",), vector=np.ones(4, np.float32))
    for record, dim in ((turn, None), (report, None), (mem, 4)):
        schema = schema_for(type(record), dim)
        (back,) = from_arrow(type(record), to_arrow([record], schema))
        assert back == record
    assert back.meta == {"user": "jay"} and back.vector.dtype == np.float32


# ---------------------------------------------------------------- opening


def test_new_store_has_meta_tables_and_self_model_v1(store, clock):
    assert store.meta["schema_version"] == str(SCHEMA_VERSION)
    assert store.meta["embedder"] == "hashing-256" and store.meta["dim"] == "256"
    model = store.self_model()
    assert model.version == 1 and model.reason == "initial" and model.created_at == clock.now()
    assert model.tension.coherence == 0.9
    assert store.counts() == {tier: 0 for tier in TIERS}
    for table in TABLES:
        assert isinstance(store.records(table), list)


def test_reopen_keeps_data(tmp_path, clock, embedder):
    path = tmp_path / "y"
    with Store.open(path, embedder=embedder, clock=clock) as first:
        first.add(memory(clock, "kept across opens"))
    with Store.open(path, embedder=HashingEmbedder(), clock=clock) as second:
        assert [m.text for m in second.memories()] == ["kept across opens"]
        assert len(second.self_models()) == 1


def test_memories_of_one_instant_keep_the_order_added_after_a_reopen_and_a_fork(
    tmp_path, clock, embedder
):
    """A frozen simulated clock gives memories one ``created_at``. Changing the oldest moves
    its row to the end of the LanceDB table (merge_insert), so a reopened store used to list
    them in table order: a fork's recent episodes differed from its parent's."""
    path = tmp_path / "y"
    texts = [f"episode {i}" for i in range(5)]
    with Store.open(path, embedder=embedder, clock=clock) as store:
        added = store.add([memory(clock, t) for t in texts[:3]])
        store.add([memory(clock, t) for t in texts[3:]])
        assert [m.seq for m in added] == [1, 2, 3]
        store.update(added[0].id, confidence=0.5)  # its row now comes last in the table
        assert [m.text for m in store.memories()] == texts
        store.fork(tmp_path / "fork").close()
    for where in (path, tmp_path / "fork"):
        with Store.open(where, embedder=embedder, clock=clock) as again:
            assert [m.text for m in again.memories()] == texts
            assert list(again.memories_frame()["text"]) == texts
            assert [m.seq for m in again.add(memory(clock, "episode 5"))] == [6]


def test_a_table_older_than_a_column_reads_its_default_and_gains_it_on_the_next_write(
    tmp_path, clock, embedder
):
    path = tmp_path / "y"
    with Store.open(path, embedder=embedder, clock=clock) as store:
        store.add([memory(clock, "old a"), memory(clock, "old b")])
    lancedb.connect(path).open_table("memories").drop_columns(["seq"])  # as an older yeastlab
    with Store.open(path, embedder=embedder, clock=clock) as store:
        assert [m.seq for m in store.memories(alive_only=False)] == [0, 0]
        store.add(memory(clock, "new"))
    with Store.open(path, embedder=embedder, clock=clock) as store:
        found = [(m.text, m.seq) for m in store.memories()]
        assert found == [("old a", 0), ("old b", 0), ("new", 1)]


def test_other_embedder_is_refused_with_advice(tmp_path, clock, embedder):
    Store.open(tmp_path / "y", embedder=embedder, clock=clock).close()
    with pytest.raises(EmbedderMismatch, match="open it with embedder='hashing-256'.*fork"):
        Store.open(tmp_path / "y", embedder=HashingEmbedder(384), clock=clock)


def test_newer_schema_is_refused_with_advice(tmp_path, clock, embedder):
    with Store.open(tmp_path / "y", embedder=embedder, clock=clock) as store:
        store.update_where("meta", "key = 'schema_version'", {"value": str(SCHEMA_VERSION + 1)})
    with pytest.raises(SchemaMismatch, match="upgrade yeastlab"):
        Store.open(tmp_path / "y", embedder=embedder, clock=clock)


# ---------------------------------------------------------------- memories


def test_alive_reads_the_in_process_index_only(store, clock):
    a, b, c = store.add([memory(clock, f"episode {i}") for i in range(3)])
    store.forget([b.id], reason="consolidated")
    got = store.alive([c.id, b.id, "missing", a.id])
    assert [m.id for m in got] == [c.id, a.id] and all(m.vector is not None for m in got)


def test_add_get_update_and_resolve(store, clock):
    a, b = store.add([memory(clock, "bread rises"), memory(clock, "sourdough", "semantic")])
    assert a.vector is not None and a.vector.shape == (256,)
    got = store.get(a.id)
    assert got == a and np.allclose(got.vector, a.vector)
    assert store.get("nope") is None
    assert [m.id for m in store.get_many([b.id, "missing", a.id])] == [b.id, a.id]
    assert store.resolve(a.id[:10]).id == a.id
    with pytest.raises(StoreError, match="no memory"):
        store.resolve("zzz")
    clock.advance(days=1)
    changed = store.update(a.id, text="bread falls flat", tags=("baking",), meta={"k": 2})
    stored = store.get(a.id)
    assert (
        stored.text == "bread falls flat" and stored.tags == ("baking",) and stored.meta == {"k": 2}
    )
    assert not np.allclose(stored.vector, a.vector)  # re-embedded
    assert np.allclose(stored.vector, changed.vector)
    with pytest.raises(StoreError):
        store.update(a.id, colour="red")


def test_resolve_ambiguous_prefix(store, clock):
    store.add([replace(memory(clock, "x"), id="abc1"), replace(memory(clock, "y"), id="abc2")])
    with pytest.raises(StoreError, match="several"):
        store.resolve("abc")
    assert store.resolve("abc2").text == "y"
    for wildcard in ("abc%", "ab_1"):  # LIKE wildcards are matched literally
        with pytest.raises(StoreError, match="no memory"):
            store.resolve(wildcard)


def test_memories_tiers_and_counts(store, clock):
    store.add([memory(clock, f"e{i}") for i in range(3)])
    clock.advance(hours=1)
    store.add([memory(clock, "fact", "semantic"), memory(clock, "rule", "procedural")])
    assert store.counts() == {
        "episodic": 3,
        "semantic": 1,
        "procedural": 1,
        "symbolic": 0,
        "working": 0,
    }
    assert store.count() == 5 and store.count(["semantic", "procedural"]) == 2
    assert [m.text for m in store.memories("episodic")] == ["e0", "e1", "e2"]
    assert [m.text for m in store.memories(where="text = 'fact'")] == ["fact"]
    assert store.memories("semantic")[0].vector is None
    assert store.memories("semantic", with_vectors=True)[0].vector is not None
    frame = store.memories_frame()
    assert len(frame) == 5 and "vector" not in frame and frame["created_at"].is_monotonic_increasing
    with pytest.raises(StoreError, match="unknown tier"):
        store.memories("dreams")


def test_touch_counts_recalls_at_clock_time(store, clock):
    (m,) = store.add(memory(clock, "remember me"))
    clock.advance(days=2)
    store.touch([m.id, m.id])  # one recall per call, duplicates collapse
    clock.advance(days=1)
    store.touch([m.id])
    got = store.get(m.id)
    assert got.access_count == 2 and got.last_accessed_at == clock.now()


def test_forget_is_soft_and_logged(store, clock):
    a, b, c = store.add([memory(clock, "one"), memory(clock, "two"), memory(clock, "three")])
    clock.advance(days=3)
    events = store.forget([a.id, b.id], reason="consolidated", into=[c.id])
    assert [e.memory_id for e in events] == [a.id, b.id]
    assert events[0].reason == "consolidated" and events[0].into == (c.id,)
    assert events[0].summary == "one" and events[0].created_at == clock.now()
    assert store.count() == 1 and store.count(alive_only=False) == 3
    assert store.get(a.id).deleted_at == clock.now() and not store.get(a.id).alive
    assert store.forget([a.id], reason="forgotten") == []  # already gone: not logged twice
    assert store.forgetting() == events
    assert store.forgetting(since=clock.advance(days=1)) == []
    with pytest.raises(StoreError, match="unknown"):
        store.forget(["missing", c.id], reason="forgotten")
    assert store.get(c.id).alive  # nothing half-done
    d, e = store.add([memory(clock, "four"), memory(clock, "five")])
    merged = store.forget([d.id, e.id], reason="merged", into={d.id: [c.id], e.id: ["x", "y"]})
    assert [ev.into for ev in merged] == [(c.id,), ("x", "y")]
    with pytest.raises(StoreError, match="reason"):
        store.forget([c.id], reason="")


def test_supersede_chains(store, clock):
    (old,) = store.add(memory(clock, "the sky is green", "semantic"))
    new = store.supersede(old.id, memory(clock, "the sky is blue", "semantic"))
    assert old.id in new.refs
    assert store.get(old.id).superseded_by == new.id
    assert [m.text for m in store.memories("semantic")] == ["the sky is blue"]
    (event,) = store.forgetting()
    assert event.reason == "superseded" and event.into == (new.id,)


# ---------------------------------------------------------------- search


@pytest.fixture
def corpus(store, clock):
    texts = [
        ("episodic", "we baked sourdough bread with wild yeast"),
        ("episodic", "the user likes hiking in the mountains"),
        ("semantic", "yeast ferments sugar into alcohol and carbon dioxide"),
        ("semantic", "mountains are formed by tectonic plates"),
        ("procedural", "always ask before deleting a memory"),
    ]
    return store.add([memory(clock, text, tier) for tier, text in texts])


def test_vector_search(store, corpus):
    results = store.vector_search("sourdough bread yeast", k=2)
    assert results[0].memory.text.startswith("we baked sourdough")
    assert results[0].score >= results[1].score and 0 < results[0].score <= 1.0001
    assert results[0].memory.vector is not None
    only = store.vector_search("mountains", k=5, tiers="semantic")
    assert {f.memory.tier for f in only} == {"semantic"}
    vec = store.embedder.embed(["tectonic plates"])[0]
    assert store.vector_search(vec, k=1)[0].memory.text.startswith("mountains are formed")


def test_text_search_bm25_and_filters(store, corpus, clock):
    results = store.text_search("tectonic", k=3)
    assert [f.memory.text for f in results] == ["mountains are formed by tectonic plates"]
    assert results[0].score > 0
    assert store.text_search("yeast", tiers=["semantic"])[0].memory.tier == "semantic"
    store.forget([corpus[3].id], reason="forgotten")
    assert store.text_search("tectonic") == []  # forgotten memories are not found


NASTY = [
    '"unbalanced quote',
    "yeast*",
    "tier:semantic yeast",
    "yeast AND bread OR NOT hiking NEAR mountains",
    "((yeast",
    ")",
    "",
    "   ",
    "'; DROP TABLE memories; --",
    "\\ / ~ ^ + - ! { } [ ]",
    "émigré naïve 東京",
    "yeast " * 2000,  # ~12 kB
]


@pytest.mark.parametrize("query", NASTY)
def test_text_and_hybrid_search_accept_any_text(store, corpus, query):
    found = store.text_search(query)
    assert isinstance(found, list)
    if "yeast" in query:
        assert any("yeast" in f.memory.text for f in found)
    if not query.strip():
        assert found == []
    assert isinstance(store.hybrid_search(query, k=3), list)


def test_sanitize_fts():
    assert sanitize_fts('"Yeast" AND (bread*) OR NOT tier:x NEAR') == "yeast bread tier x"
    assert sanitize_fts("") == "" and sanitize_fts("()*:") == ""
    assert len(sanitize_fts(" ".join(f"w{i}" for i in range(1000))).split()) == 64


def test_new_rows_are_found_by_text_search(store, clock):
    for i in range(5):
        store.add(memory(clock, f"filler memory number {i}"))
    store.compact()  # the FTS index now covers the rows above
    store.add(memory(clock, "a zebra appeared"))
    assert [f.memory.text for f in store.text_search("zebra")] == ["a zebra appeared"]
    store.compact()
    store.add(memory(clock, "a second zebra"))
    found = {f.memory.text for f in store.text_search("zebra")}
    assert found == {"a zebra appeared", "a second zebra"}


def test_hybrid_search_fuses_both_signals(store, corpus):
    results = store.hybrid_search("wild yeast sourdough", k=3)
    top, scores = results[0].memory, results[0].scores
    assert top.text.startswith("we baked sourdough")
    assert set(scores) == {"similarity", "bm25", "rrf"}
    assert scores["bm25"] > 0 and scores["similarity"] > 0 and scores["rrf"] > 0
    rrfs = [f.scores["rrf"] for f in results]
    assert rrfs == sorted(rrfs, reverse=True)
    assert top.vector is not None
    # a precomputed query vector gives the same ranking
    vec = store.embed_query("wild yeast sourdough")
    again = store.hybrid_search("wild yeast sourdough", k=3, vector=vec)
    assert [f.memory.id for f in again] == [f.memory.id for f in results]
    # no searchable terms: vector search alone, still ranked
    first, *_ = store.hybrid_search("AND OR NOT", k=2)
    alone = first.scores
    assert alone["bm25"] == 0.0 and alone["rrf"] > 0  # ranked by the vector alone
    assert store.hybrid_search("?!", k=2) == [] and store.vector_search("?!") == []
    procedural = store.hybrid_search("yeast", tiers="procedural")
    assert {f.memory.tier for f in procedural} <= {"procedural"}


# ---------------------------------------------------------------- self-model and log


def test_self_model_versions_are_append_only(store, clock):
    v1 = store.self_model()
    clock.advance(days=1)
    v2 = store.append_self_model(evolve(v1, coherence=0.7), reason="consolidation")
    assert v2.version == 2 and v2.reason == "consolidation" and v2.created_at == clock.now()
    assert store.self_model() == v2 and store.self_model(1) == v1
    assert [m.version for m in store.self_models()] == [1, 2]
    with pytest.raises(StoreError):
        store.self_model(9)
    with pytest.raises(StoreError, match="reason"):
        store.append_self_model(v2, reason="")
    store.delete_where("self_model", "version > 1")  # e.g. a reset restores version 1
    assert store.self_model() == v1


def test_what_the_store_keeps_in_process_follows_every_kind_of_write(store, clock):
    """The latest self-model, the turn count, the chunks and the alive memories are kept in
    process; a SQL update or delete, an append and another Store's commit are all seen."""
    assert store.self_model().reason and store.turn_count() == 0 and not store.has_documents()
    store.update_where("self_model", "version = 1", {"reason": "edited by hand"})
    assert store.self_model().reason == "edited by hand"
    store.add_turn(Turn("t0", "s", clock.now(), "q", "a"))
    store.append("turns", [Turn("t1", "s", clock.now(), "q", "a")])
    assert store.turn_count() == 2
    store.delete_where("turns", "turn_id = 't0'")
    assert store.turn_count() == 1
    kept = store.add(memory(clock, "a memory changed by SQL"))[0]
    store.update_where("memories", f"id = '{kept.id}'", {"importance": 0.9})
    assert store.get(kept.id).importance == 0.9 and store.memories()[0].importance == 0.9
    other = Store.open(store.path, embedder=store.embedder, clock=clock)  # as another process
    try:
        other.append("chunks", [Chunk("c1", "d1", 0, "koji is a mould")])
        other.add_turn(Turn("t2", "s", clock.now(), "q", "a"))
        other.append_self_model(evolve(other.self_model(), coherence=0.6), reason="other")
        other.forget([kept.id], reason="forgotten")
        other.flush()
    finally:
        other.close()
    assert store.has_documents() and store.turn_count() == 2
    assert store.self_model().reason == "other" and store.count() == 0


def test_search_results_are_frozen_records(store, corpus):
    best = store.vector_search("sourdough bread yeast", k=1)[0]
    assert isinstance(best, MemoryMatch) and isinstance(best.memory, Memory)
    with pytest.raises(FrozenInstanceError):
        best.score = 0.0  # type: ignore[misc]
    assert isinstance(store.text_search("yeast", k=1)[0], MemoryMatch)
    assert isinstance(store.hybrid_search("yeast", k=1)[0], HybridMatch)
    query = "wild yeast sourdough"
    found = store.search_index(query, store.embed_query(query), k=3)
    assert isinstance(found, CandidateSet) and 0 < len(found.by_vector) <= 3
    assert [m.id for m in found.memories[: len(found.by_vector)]] == list(found.by_vector)
    assert set(found.by_text) <= {m.id for m in found.memories}
    assert found.similarity.shape == found.bm25.shape == (len(found.memories),)
    assert found.similarity[0] == pytest.approx(store.vector_search(query, k=1)[0].score)


def test_turns_and_gate_audits(store, clock):
    gates = (GateVerdict("coherence", True, 0.8, 0.7, "ok"), GateVerdict("safety", False, 0.2, 0.5))
    for i in range(3):
        store.add_turn(
            Turn(f"t{i}", "s1" if i < 2 else "s2", clock.now(), f"q{i}", f"a{i}", gates=gates)
        )
        clock.advance(minutes=1)
    assert [t.turn_id for t in store.turns()] == ["t0", "t1", "t2"]
    assert [t.turn_id for t in store.turns(session_id="s1")] == ["t0", "t1"]
    assert [t.turn_id for t in store.turns(limit=2)] == ["t1", "t2"]
    assert store.turns()[0].gates == gates
    audits = store.gate_audits_frame()
    assert len(audits) == 6 and set(audits["gate"]) == {"coherence", "safety"}
    assert audits["passed"].sum() == 3
    frame = store.turns_frame()
    assert (
        list(frame["turn_id"]) == ["t0", "t1", "t2"] and frame["gates"][0][0]["name"] == "coherence"
    )


# ---------------------------------------------------------------- generic tables


@dataclass(frozen=True)
class Note:
    id: str
    created_at: datetime
    text: str
    scores: tuple[float, ...] = ()


def test_generic_tables(store, clock):
    proposal = Proposal("p1", clock.now(), "drive", "curious", "add drive: explore")
    store.append("proposals", [proposal])
    assert store.records("proposals") == [proposal]
    store.update_where("proposals", "id = 'p1'", {"status": "approved"})
    assert store.records("proposals", "status = 'approved'")[0].status == "approved"
    store.delete_where("proposals", "id = 'p1'")
    assert store.records("proposals") == []
    # a new table from any frozen dataclass
    store.append("notes", [Note("n1", clock.now(), "hello", (0.5, 0.25))])
    assert store.records("notes") == [Note("n1", clock.now(), "hello", (0.5, 0.25))]
    store.update_where("notes", "id = 'n1'", {"scores": ()})
    assert store.records("notes")[0].scores == ()
    assert list(store.frame("notes")["text"]) == ["hello"]
    # missing tables read empty and accept deletes
    assert store.records("nothing_here") == [] and store.frame("nothing_here").empty
    store.delete_where("nothing_here", "id = 'x'")
    with pytest.raises(StoreError, match="holds Note"):
        store.append("notes", [proposal])


def test_chunk_search_modes(store, clock):
    store.append("documents", [Document("d1", "doc.md", "h1", clock.now(), "Doc", 2)])
    store.append(
        "chunks",
        [
            Chunk("c1", "d1", 0, "fermentation turns sugar into alcohol"),
            Chunk("c2", "d1", 1, "tectonic plates make mountains"),
        ],
    )
    for mode in ("hybrid", "fts", "vector"):
        best, *_ = store.chunk_search("tectonic mountains", k=2, mode=mode)
        chunk, scores = best.chunk, best.scores
        assert chunk.id == "c2" and chunk.vector is not None
        assert scores["similarity" if mode == "vector" else "bm25"] > 0
    assert store.chunk_search("'\"*", mode="fts") == []
    with pytest.raises(StoreError):
        store.chunk_search("x", mode="magic")


# ---------------------------------------------------------------- compaction, fork, processes


def test_many_single_writes_leave_few_versions(store, clock):
    store.compact_every = 25
    for i in range(80):
        store.add(memory(clock, f"single write {i}"))
        clock.advance(minutes=1)
    assert store.count() == 80
    assert store.versions("memories") < store.compact_every + 2
    store.compact()
    assert store.versions("memories") <= 2
    assert len(store.text_search("single write 79", k=200)) == 80


def test_indexes_keep_filters_and_new_rows_correct(store, clock):
    store.scalar_index_min_rows = 20
    store.vector_index_min_rows = 300
    store.add([memory(clock, f"bulk memory {i} about bread", TIERS[i % 4]) for i in range(300)])
    store.compact()
    indexed = {c for i in store.diagnostics.table("memories").list_indices() for c in i.columns}
    assert {"text", "id", "tier", "deleted_at", "superseded_by", "vector"} <= indexed
    victim = store.memories("semantic")[0]
    store.forget([victim.id], reason="forgotten")
    fresh = store.add(memory(clock, "a brand new zebra memory", "semantic"))[0]
    assert store.get(fresh.id) == fresh and store.get(victim.id).deleted_at is not None
    assert store.count("semantic") == 75
    for results in (
        store.vector_search(victim.text, k=300, tiers="semantic"),
        store.text_search("bread", k=300, tiers="semantic"),
        store.hybrid_search("bread", k=300, tiers="semantic"),
    ):
        assert victim.id not in {f.memory.id for f in results}
        assert {f.memory.tier for f in results} == {"semantic"}
    assert store.vector_search("a brand new zebra memory", k=1)[0].memory.id == fresh.id
    assert store.hybrid_search("zebra", k=1)[0].memory.id == fresh.id
    store.touch([fresh.id])
    assert store.get(fresh.id).access_count == 1


def test_fork_is_independent(store, clock, tmp_path):
    store.add(memory(clock, "shared past"))
    twin = store.fork(tmp_path / "twin")
    store.add(memory(clock, "only in the original"))
    twin.add(memory(clock, "only in the fork"))
    twin.append_self_model(evolve(twin.self_model(), identity="a forked yeast"), reason="fork")
    assert {m.text for m in store.memories()} == {"shared past", "only in the original"}
    assert {m.text for m in twin.memories()} == {"shared past", "only in the fork"}
    assert store.self_model().version == 1 and twin.self_model().version == 2
    with pytest.raises(StoreError, match="not empty"):
        store.fork(tmp_path / "twin")
    twin.close()


def test_fork_with_another_embedder_reembeds(store, clock, tmp_path):
    (m,) = store.add(memory(clock, "sourdough starter"))
    store.forget([m.id], reason="forgotten")
    store.add(memory(clock, "wild yeast bread"))
    store.append_self_model(evolve(store.self_model(), coherence=0.7), reason="drifted")
    store.append("chunks", [Chunk("c1", "d1", 0, "a chunk about yeast")])
    bigger = HashingEmbedder(384)
    moved = store.fork(tmp_path / "moved", embedder=bigger)
    assert moved.meta["embedder"] == "hashing-384"
    assert [x.version for x in moved.self_models()] == [1, 2]
    assert moved.self_model().tension.coherence == 0.7
    assert moved.count(alive_only=False) == 2 and moved.forgetting()[0].memory_id == m.id
    hit = moved.vector_search("wild yeast bread")[0].memory
    assert hit.text == "wild yeast bread" and hit.vector.shape == (384,)
    assert moved.chunk_search("yeast", mode="vector")[0].chunk.vector.shape == (384,)
    moved.close()
    with pytest.raises(EmbedderMismatch):
        Store.open(tmp_path / "moved", embedder=store.embedder, clock=clock)


def test_two_stores_in_one_process_see_each_other(tmp_path, clock, embedder):
    a = Store.open(tmp_path / "y", embedder=embedder, clock=clock)
    b = Store.open(tmp_path / "y", embedder=embedder, clock=clock)
    a.add(memory(clock, "written by a"))
    a.flush()  # writes are committed behind the caller; another Store sees them once committed
    assert [m.text for m in b.memories()] == ["written by a"]
    b.append_self_model(evolve(b.self_model(), novelty_tolerance=0.6), reason="b")
    assert a.self_model().tension.novelty_tolerance == 0.6
    a.close()
    b.close()


_WRITER = textwrap.dedent(
    """
    import pathlib, sys
    from yeastlab.core.clock import SimClock
    from yeastlab.backends.embedders import HashingEmbedder
    from yeastlab.core.records import Memory, new_id
    from yeastlab.store import Store

    path, n, ready = sys.argv[1], int(sys.argv[2]), pathlib.Path(sys.argv[3])
    clock = SimClock()
    store = Store.open(path, embedder=HashingEmbedder(), clock=clock)
    store.compact_every = 5  # compaction and version cleanup race with the other writer
    ready.touch()
    for i in range(n):
        store.add(Memory(new_id(), "episodic", f"child memory {i}", clock.now()))
        if i % 5 == 0:
            store.touch([f.memory.id for f in store.text_search("parent memory", k=2)])
    store.close()
    """
)


def test_two_processes_lose_no_writes(tmp_path, clock, embedder):
    """This process and a child write to one yeast at once; every write survives."""
    path = tmp_path / "shared"
    store = Store.open(path, embedder=embedder, clock=clock)
    store.compact_every = 7
    script, ready = tmp_path / "writer.py", tmp_path / "ready"
    script.write_text(_WRITER)
    n = 25
    child = subprocess.Popen(
        [sys.executable, str(script), str(path), str(n), str(ready)],
        env={"LANCEDB_LOG": "error", "PATH": "/usr/bin:/bin"},
        stderr=subprocess.PIPE,
        text=True,
    )
    while not ready.exists() and child.poll() is None:  # the child is importing lancedb
        time.sleep(0.05)
    for i in range(n):
        store.add(memory(clock, f"parent memory {i}"))
        if i % 5 == 0:
            store.touch([f.memory.id for f in store.text_search("child memory", k=2)])
    _, err = child.communicate(timeout=120)
    assert child.returncode == 0, err
    texts = {m.text for m in store.memories()}
    assert len(texts) == 2 * n
    assert {f"child memory {i}" for i in range(n)} <= texts
    assert store.count() == 2 * n and store.versions() < 2 * n
    store.close()


def test_lock_file_lives_in_the_yeast_dir(store):
    assert (Path(store.path) / ".lock").exists()


@pytest.mark.parametrize(
    ("query", "tiers", "kinds"),
    [
        ("lager yeast cellar", None, None),
        ("koji miso salt", ["episodic"], None),
        ("sourdough starter rye", None, ["fact", "rule"]),
        ("barley honey", ["semantic", "procedural"], ["fact"]),
    ],
)
def test_text_search_in_process_ranks_as_lancedb_full_text_search(
    store, clock, query, tiers, kinds
):
    words = str.split(
        "lager ale koji miso tempeh sourdough kefir vinegar cider mead sake yeast mould salt "
        "brine warm cold cellar barrel starter rye wheat rice barley honey apple grape the of"
    )
    rng = np.random.default_rng(1)
    tiers_kinds = [("episodic", "interaction"), ("semantic", "fact"), ("procedural", "rule")]
    for i in range(60):
        tier, kind = tiers_kinds[i % 3]
        text = " ".join(rng.choice(words, size=6 + i))  # each its own length: no ties
        # episodes of one session: the index's own ranking reads each after the one before it
        store.add(memory(clock, text, tier=tier, kind=kind, session_id="s"))
        clock.advance(seconds=1)
    # LanceDB's scores over every memory; a filtered LanceDB search would score the filtered
    # rows as a corpus of their own, where the index keeps the whole yeast's statistics.
    lance = store.text_search(query, k=60, where="access_count >= 0")
    wanted = [
        (f.memory.id, f.score)
        for f in lance
        if (tiers is None or f.memory.tier in tiers) and (kinds is None or f.memory.kind in kinds)
    ][:12]
    ours = store.text_search(query, k=12, tiers=tiers, kinds=kinds)
    assert ours and [f.memory.id for f in ours] == [i for i, _ in wanted]
    assert [f.score for f in ours] == pytest.approx([s for _, s in wanted], rel=1e-5)
    # Forgotten memories leave the index's statistics (LanceDB keeps counting their rows).
    gone = [f.memory.id for f in ours[:2]]
    store.forget(gone, reason="forgotten")
    assert not {f.memory.id for f in store.text_search(query, k=60)} & set(gone)
