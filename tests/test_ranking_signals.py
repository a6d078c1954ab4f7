"""Ranking reads its candidates' signals (age, recalls, importance, session …) from columns the
in-process index keeps; the scores and hits are those the records themselves give."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import numpy as np
import pytest

from yeastlab.cognition.retrieval import Retriever
from yeastlab.cognition.trust import relevant
from yeastlab.core.records import Memory, new_id
from yeastlab.store.facade import Store
from yeastlab.store.index import MemoryIndex
from yeastlab.store.signals import NUMERIC, signals_of

DIM = 8


def _memories(clock, n: int) -> list[Memory]:
    rng = np.random.default_rng(3)
    start = clock.now()
    return [
        Memory(
            new_id(),
            ("episodic", "semantic")[i % 2],
            f"note {i} about {('bread', 'rivers', 'tea', 'chess')[i % 4]}",
            start - timedelta(minutes=int(rng.integers(0, 10_000))),
            access_count=int(rng.integers(0, 4)),
            importance=float(rng.random()),
            saliency=float(rng.random()),
            priority=int(rng.integers(-1, 3)),
            confidence=float(rng.random()),
            session_id=("", "a", "b", "c")[i % 4],
            vector=rng.normal(size=DIM).astype(np.float32),
        )
        for i in range(n)
    ]


def _same_signals(got: dict, want: dict) -> None:
    for name in NUMERIC:
        assert got[name].tolist() == want[name].tolist(), name
    # session integers: the same grouping (equal within a session), -1 where there is none
    g, w = got["session"], want["session"]
    assert ((g == -1) == (w == -1)).all()
    assert (np.equal.outer(g, g) == np.equal.outer(w, w)).all()


def test_the_index_columns_hold_what_the_records_say_after_every_change(clock):
    items = _memories(clock, 60)
    index = MemoryIndex(DIM, items)
    index.touch([items[3].id, items[4].id], clock.now() + timedelta(days=1))
    index.update(replace(items[5], importance=0.99, priority=2, access_count=9))
    index.remove([items[6].id])
    index.add([replace(items[7], id=new_id(), session_id="d")])
    query = items[0].vector
    memories, *_ = index.candidates("bread tea", query, k=50)
    got = index.signals(memories)
    _same_signals(got, signals_of(memories))
    by_id = {m.id: m for m in memories}
    assert by_id[items[3].id].access_count == items[3].access_count + 1
    # records that are not the index's own (copies with vectors): read from the records
    copies = [index.get(m.id) for m in memories]
    _same_signals(index.signals(copies), signals_of(copies))


def test_ranking_from_the_index_equals_ranking_from_the_records(tmp_path, clock, embedder):
    store = Store.open(tmp_path / "y", embedder=embedder, clock=clock)
    try:
        store.add([replace(m, vector=None) for m in _memories(clock, 120)])
        retriever = Retriever(store)
        query = "what about tea and rivers"
        found = retriever.candidates(query, vector=store.embedder.embed([query])[0])
        assert found.signals is not None and len(found.memories) == 120  # every one: exhaustive
        plain = replace(found, signals=None)
        ours, theirs = retriever.scores(found), retriever.scores(plain)
        for name in theirs:
            assert ours[name].tolist() == pytest.approx(theirs[name].tolist(), abs=1e-12), name
        assert [h.id for h in retriever.rank(found, k=10)] == [
            h.id for h in retriever.rank(plain, k=10)
        ]
    finally:
        store.close()


def test_the_floor_keeps_the_same_hits_as_filtering_every_ranked_candidate(
    tmp_path, clock, embedder
):
    """Hits are made only as the relevance floor checks them; the result is the first k of
    the full ranking filtered by :func:`relevant`."""
    store = Store.open(tmp_path / "y", embedder=embedder, clock=clock)
    try:
        store.add([replace(m, vector=None) for m in _memories(clock, 120)])
        retriever = Retriever(store)
        for query in ("tell me about tea", "what did I say about chess", "zebra crossing"):
            vector = store.embedder.embed([query])[0]
            tiers = ["episodic", "semantic"]
            got = retriever.retrieve(query, k=8, tiers=tiers, vector=vector)
            found = retriever.candidates(query, tiers=tiers, vector=vector)
            every = retriever.rank(found, k=len(found.memories))
            want = relevant(query, every, retriever.floor)[:8]
            assert [(h.id, h.score) for h in got] == [(h.id, h.score) for h in want]
            assert [h.rank for h in got] == list(range(1, len(got) + 1))
    finally:
        store.close()


def test_vector_search_by_kind_is_answered_in_process_as_lancedb_answers_it(
    tmp_path, clock, embedder
):
    """``kinds`` selects from the in-process index what a ``where`` on the kind column selects
    from LanceDB (the cognitive profile recalls stated facts this way every turn)."""
    store = Store.open(tmp_path / "y", embedder=embedder, clock=clock)
    try:
        words = [
            "tea",
            "rivers",
            "chess",
            "bread",
            "rain",
            "stars",
            "cats",
            "music",
            "books",
            "summer",
            "garden",
        ]
        rng = np.random.default_rng(5)
        items = [
            replace(
                m,
                vector=None,
                tier="semantic",
                kind=("statement", "fact", "")[i % 3],
                text=" ".join(rng.choice(words, size=4)),
            )
            for i, m in enumerate(_memories(clock, 90))
        ]
        store.add(items)
        store.flush()
        for query in ("tea and rivers", "what about the rain", "chess stars music"):
            ours = store.vector_search(query, k=7, tiers=("semantic",), kinds=("statement",))
            lance = store.vector_search(query, k=7, tiers=("semantic",), where="kind = 'statement'")
            assert ours and all(m.memory.kind == "statement" for m in ours)
            assert [m.score for m in ours] == pytest.approx([m.score for m in lance], abs=1e-5)
            # the same memories, ties aside (the order of equal scores is each search's own)
            cut = ours[-1].score + 1e-5
            assert {m.memory.id for m in ours if m.score > cut} == {
                m.memory.id for m in lance if m.score > cut
            }
        assert store.vector_search("tea", k=3, kinds=("no such kind",)) == []
    finally:
        store.close()
