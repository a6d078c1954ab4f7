"""Update detection looks among the memories related to the statement, not every memory.

Defect: a statement with a change cue ("new", "now", "started": most messages have one) made
``updates.updated_by`` read every alive episodic and semantic memory and judge each with
``is_update``: ~20 s a turn at 100k memories (the turn benchmark's prompts have no cue, so it
never showed). The judge is counted here, not timed.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

import yeastlab
from yeastlab.cognition import updates
from yeastlab.core.records import Memory, new_id

TOPICS = ("chess", "tea", "rivers", "bread", "stars", "music", "cats", "rain")
FILLER = 600


@pytest.fixture
def crowded(tmp_path):
    """A yeast that said long ago where the user lives, then ``FILLER`` other memories."""
    y = yeastlab.open(tmp_path / "y", embedder="hashing", backend="offline")
    y.chat("I live in Porto, in a flat near the river.")
    texts = [
        f"memory {i}: the user mentioned {TOPICS[i % 8]} and {TOPICS[i * 3 % 8]} on day {i}"
        for i in range(FILLER)
    ]
    vectors = y.store.embedder.embed(texts)
    start = y.store.clock.now() + timedelta(minutes=1)
    y.store.add(
        [
            Memory(
                id=new_id(),
                tier="semantic" if i % 2 else "episodic",
                text=t,
                created_at=start + timedelta(seconds=i),
                vector=v,
            )
            for i, (t, v) in enumerate(zip(texts, vectors, strict=True))
        ]
    )
    yield y
    y.close()


def test_an_update_is_judged_against_related_memories_only(crowded, monkeypatch):
    judged = []
    original = updates.is_update

    def counting(old, new):
        judged.append(old)
        return original(old, new)

    monkeypatch.setattr(updates, "is_update", counting)
    turn = crowded.chat("I started a new job at the bakery on Monday.")
    assert turn.approved
    assert 0 < len(judged) <= 2 * updates.RELATED_K < FILLER


def test_an_old_fact_in_a_crowded_store_is_still_superseded(crowded):
    (porto,) = [m for m in crowded.store.memories("episodic") if "Porto" in m.text]
    turn = crowded.chat("I moved to Denver last month.")
    assert turn.approved
    assert crowded.store.get(porto.id).superseded_by == turn.stored_memory_ids[0]
    assert not any("Porto" in m.text for m in crowded.store.memories())
