"""Store.newest(tier, n): the prompt's recent episodes without listing every memory of the tier
(at 1M memories the first turn listed ~400k episodes with their vectors). It must give what
``memories(tier)[-n:]`` gives: ties in creation time ordered as added, forgotten ones left out,
other tiers left out. Real LanceDB, hashing embedder."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.core.clock import SimClock
from yeastlab.core.records import Memory, new_id
from yeastlab.store import Store


@pytest.mark.parametrize("tick", [0, 1])
def test_newest_is_the_tail_of_memories(tmp_path, tick):
    clock = SimClock(tick=timedelta(seconds=tick))
    rng = random.Random(tick)
    with Store.open(tmp_path / "y", embedder=HashingEmbedder(), clock=clock) as store:
        for batch in range(6):
            store.add(
                [
                    Memory(
                        id=new_id(),
                        tier=rng.choice(["episodic", "semantic"]),
                        text=f"note {batch}-{i} about {rng.choice(['tea', 'rain', 'maps'])}",
                        created_at=clock.now() - timedelta(hours=rng.choice([0, 0, 1, 2])),
                    )
                    for i in range(15)
                ]
            )
            episodes = store.memories("episodic")
            store.forget([m.id for m in rng.sample(episodes, 3)], reason="pruned_cap")
        for tier in ("episodic", "semantic"):
            for n in (0, 1, 5, 40, 500):
                want = [m.id for m in store.memories(tier)][-n:] if n else []
                got = [m.id for m in store.newest(tier, n)]
                assert got == want, (tier, n)
        assert all(m.vector is None for m in store.newest("episodic", 5))
