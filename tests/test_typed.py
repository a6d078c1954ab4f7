"""The typed memory store: kinds, tags, priorities, supersede chains and safe full-text recall."""

from __future__ import annotations

import pytest

from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.core.clock import SimClock
from yeastlab.core.errors import ConfigError, StoreError
from yeastlab.core.records import Memory, new_id
from yeastlab.profiles.typed import KINDS, TypedMemory, sanitize_query
from yeastlab.store import Store


@pytest.fixture
def typed(store):
    return TypedMemory(store, session_id="s1")


def _stock(typed: TypedMemory) -> TypedMemory:
    typed.remember("We decided to use LanceDB for storage", "decision", tags=["storage", "db"])
    typed.remember("To deploy, run the ci script then tag the release", "procedure", tags="deploy")
    typed.remember("The server crashed at midnight: out of memory", "anomaly", tags=["server"])
    typed.remember("Paris is the capital of France", "world", tags=["geo"])
    return typed


@pytest.fixture
def stocked(typed):
    return _stock(typed)


@pytest.fixture(scope="module")
def shared(tmp_path_factory):
    """One stocked store for the read-only query cases (recall only bumps access counts)."""
    store = Store.open(
        tmp_path_factory.mktemp("typed") / "y", embedder=HashingEmbedder(), clock=SimClock()
    )
    yield _stock(TypedMemory(store))
    store.close()


def test_kind_defaults_priority_clamp_and_fields(typed, clock):
    decision = typed.remember("Use pytest for every test", "decision")
    procedure = typed.remember("Run ruff before committing", "procedure", tags=["Lint", "lint "])
    loud = typed.remember("Disk nearly full", "anomaly", priority=7)
    quiet = typed.remember("Old note", "analysis", priority=-4)
    assert (decision.confidence, decision.priority, decision.tier) == (0.8, 0, "semantic")
    assert (procedure.confidence, procedure.priority, procedure.tier) == (0.9, 1, "procedural")
    assert procedure.tags == ("lint",)
    assert (loud.priority, quiet.priority) == (2, -1)
    assert decision.session_id == "s1" and decision.valid_from == clock.now()
    stored = typed.store.get(procedure.id)
    assert stored.kind == "procedure" and stored.tags == ("lint",)


def test_remember_rejects_unknown_kind_blank_text_and_dangling_refs(typed):
    with pytest.raises(ConfigError, match="Unknown memory kind"):
        typed.remember("x", "gossip")
    with pytest.raises(ConfigError, match="empty"):
        typed.remember("   ", "world")
    with pytest.raises(StoreError):
        typed.remember("refers to nothing", "analysis", refs=["ffffffffffff"])


def test_recall_ranks_filters_and_counts_access(stocked, clock):
    hits = stocked.recall("storage")
    assert hits[0].memory.text.startswith("We decided")
    assert hits[0].components["bm25_raw"] > 0 and hits[0].via == "text"
    assert stocked.store.get(hits[0].memory.id).access_count == 1
    assert [h.memory.kind for h in stocked.recall("release capital", kinds="procedure")] == [
        "procedure"
    ]
    assert stocked.recall("storage", tags_all=["storage", "db"])[0].memory.kind == "decision"
    assert stocked.recall("storage", tags_all=["storage", "geo"]) == []
    assert {
        h.memory.kind
        for h in stocked.recall("release capital midnight", tags_any=["geo", "server"])
    } == {
        "world",
        "anomaly",
    }
    clock.advance(days=2)
    later = stocked.remember("The server was patched", "world", tags=["server"])
    assert [h.memory.id for h in stocked.recall("server", since=clock.now())] == [later.id]
    assert later.id not in [
        h.memory.id for h in stocked.recall("server", until=later.created_at.replace(year=2024))
    ]


def test_ranking_follows_priority_confidence_and_age(typed, clock):
    low = typed.remember("backup the database nightly", "world", priority=-1)
    high = typed.remember("backup the database nightly", "world", priority=2)
    assert [h.memory.id for h in typed.recall("backup database")] == [high.id, low.id]
    h = typed.recall("backup database", touch=False)[0]
    assert h.components["priority"] == pytest.approx(1.6)
    assert h.components["confidence"] == pytest.approx(1.15)
    clock.advance(days=100)
    fresh = typed.remember("backup the database nightly", "world", priority=2)
    ranked = typed.recall("backup database", touch=False)
    assert ranked[0].memory.id == fresh.id
    assert ranked[1].components["decay"] == pytest.approx(1 / (1 + 0.01 * 100))


def test_episodic_mode_boosts_by_access(typed):
    a = typed.remember("the garden needs water", "experience")
    b = typed.remember("the garden needs water", "experience")
    for _ in range(5):
        typed.store.touch([b.id])
    plain = {h.memory.id: h.score for h in typed.recall("garden water", touch=False)}
    boosted = {h.memory.id: h for h in typed.recall("garden water", episodic=True, touch=False)}
    assert plain[a.id] == pytest.approx(plain[b.id])
    assert boosted[b.id].score > boosted[a.id].score
    assert boosted[b.id].components["access"] == pytest.approx(1 + 0.2 * __import__("math").log(6))


def test_tag_expansion_when_fewer_than_three_results(stocked):
    stocked.remember("Rotate the logs weekly", "procedure", tags=["deploy", "ops"])
    stocked.remember("Release notes go in the changelog", "world", tags=["deploy"])
    hits = stocked.recall("ci script")
    assert hits[0].via == "text" and hits[0].memory.text.startswith("To deploy")
    expanded = [h for h in hits if h.via == "tags"]
    assert {h.memory.text for h in expanded} == {
        "Rotate the logs weekly",
        "Release notes go in the changelog",
    }
    assert all(h.score < hits[0].score for h in expanded)
    # expanded memories are given as the store gives them: without their vectors
    assert all(h.memory.vector is None for h in expanded)
    # a query word that is a tag finds tagged memories even without a text match
    assert {h.memory.tags[0] for h in stocked.recall("geo")} == {"geo"}


def test_forget_by_unique_prefix_is_logged_and_hidden(stocked):
    target = stocked.recall("crashed")[0].memory
    forgotten = stocked.forget(target.id[:10])
    assert forgotten.id == target.id
    assert stocked.recall("crashed") == []
    events = stocked.store.forgetting()
    assert [(e.memory_id, e.reason) for e in events] == [(target.id, "forgotten")]
    with pytest.raises(StoreError):
        stocked.forget("")  # every id matches the empty prefix: ambiguous, nothing deleted
    assert len(stocked.memories()) == 3


def test_supersede_hides_original_and_chain_walks_back(stocked):
    original = stocked.recall("lancedb")[0].memory
    second = stocked.supersede(original.id[:8], "We decided to use LanceDB 0.40 with FTS")
    third = stocked.supersede(second.id, "We decided to use LanceDB 0.40, compacted nightly")
    texts = [h.memory.text for h in stocked.recall("lancedb decided")]
    assert texts == ["We decided to use LanceDB 0.40, compacted nightly"]
    assert third.refs[0] == second.id and third.kind == "decision" and third.tags == original.tags
    assert [m.id for m in stocked.chain(third.id)] == [second.id, original.id]
    assert stocked.store.get(original.id).superseded_by == second.id
    assert [e.reason for e in stocked.store.forgetting()] == ["superseded", "superseded"]


def test_chain_is_limited_in_depth_and_size(typed):
    root = typed.remember("root", "analysis")
    level = [root]
    for depth in range(5):
        level = [
            typed.remember(f"node {depth} {i}", "analysis", refs=[m.id for m in level])
            for i in range(2)
        ]
    top = typed.remember("top", "analysis", refs=[m.id for m in level])
    walked = typed.chain(top.id)
    assert len(walked) == 6  # 2 per level, 3 levels deep
    wide = typed.remember(
        "wide", "analysis", refs=[typed.remember(f"leaf {i}", "world").id for i in range(15)]
    )
    assert len(typed.chain(wide.id)) == 10


def test_strengthen_and_weaken_clamp(typed):
    memory = typed.remember("keep an eye on latency", "analysis")
    assert typed.strengthen(memory.id).priority == 1
    assert typed.strengthen(memory.id, 5).priority == 2
    weak = typed.weaken(memory.id, 9)
    assert weak.priority == -1 and weak.confidence == pytest.approx(0.1)


def test_grouping_by_kind_and_tag(stocked):
    groups = stocked.by_kind()
    assert set(groups) == set(KINDS)
    assert [m.kind for m in groups["decision"]] == ["decision"]
    frame = stocked.by_kind(as_frame=True)
    assert frame.loc["anomaly", "count"] == 1 and frame["count"].sum() == 4
    tags = stocked.by_tag(as_frame=True)
    assert list(tags.index) == ["db", "deploy", "geo", "server", "storage"]
    assert len(stocked.frame()) == 4
    assert list(stocked.recall_frame("storage")["kind"]) == ["decision"]


HOSTILE = [
    '"unbalanced quote',
    'say "hello" to "storage',
    "*",
    "stor*",
    "kind:decision",
    "storage:db",
    "AND",
    "storage AND",
    "OR OR OR",
    "NOT",
    "NOT storage",
    "NEAR(storage db)",
    "storage NEAR/3 db",
    "((storage",
    "storage))",
    ")(",
    "",
    "   ",
    "storage " * 1300,  # ~10 kB of words
    "x" * 10_240,  # one 10 kB word
    "'; DROP TABLE memories; --",
    "\\ / \x00 \t\n ^~ {} []",
    "emoji 🧪 and ümlaut storage",
]


@pytest.mark.parametrize("query", HOSTILE, ids=range(len(HOSTILE)))
def test_any_query_returns_results_or_empty_list(shared, query):
    hits = shared.recall(query)
    assert isinstance(hits, list)
    if "storage" in query.lower():
        assert any(h.memory.kind == "decision" for h in hits)
    assert len(shared.memories()) == 4  # nothing was changed by the query


@pytest.mark.parametrize(
    ("operator_query", "plain_query"),
    [
        ("storage AND server", "storage and server"),
        ("storage OR server", "storage or server"),
        ("NOT storage", "not storage"),
        ("NEAR(storage, server)", "near storage server"),
        ('"storage" server*', "storage server"),
    ],
)
def test_operators_do_not_change_meaning(shared, operator_query, plain_query):
    def ids(q):
        return [h.memory.id for h in shared.recall(q, touch=False)]

    assert ids(operator_query) == ids(plain_query)
    assert sanitize_query(operator_query) == sanitize_query(plain_query)


def test_syntax_only_query_matches_nothing_but_blank_lists_by_filter(stocked, clock):
    assert stocked.recall("*") == []
    clock.advance(hours=1)
    newer = stocked.remember("A second anomaly", "anomaly")
    listed = stocked.recall("", kinds=["anomaly"])
    assert [h.memory.id for h in listed][0] == newer.id and len(listed) == 2
    assert {h.memory.kind for h in stocked.recall(None, kinds=["world", "anomaly"])} == {
        "world",
        "anomaly",
    }


def test_kind_filter_is_applied_inside_the_search(typed, clock):
    crowd = [
        Memory(
            id=new_id(),
            tier="semantic",
            kind="world",
            text="storage storage storage notes",
            created_at=clock.now(),
        )
        for _ in range(60)
    ]
    typed.store.add(crowd)
    rare = typed.remember(
        "a decision that mentions storage once among many other words", "decision"
    )
    assert [h.memory.id for h in typed.recall("storage", kinds="decision")] == [rare.id]
