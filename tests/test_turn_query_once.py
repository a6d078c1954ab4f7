"""A turn embeds its message as a query once, whatever the memory profile does with it.

The cognitive profile's recall searches four times with the message's query vector; it embedded
the message again (``Store.embed_query``) although the turn had just embedded it: 10-40 ms a
turn with a local embedding model. The turn now hands its vector to the store
(``Store.known_query``). Real store, offline backend; the embedder counts what it is asked.
"""

from __future__ import annotations

from collections import Counter

import numpy as np

import yeastlab
from yeastlab.backends.base import KnownQuery
from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.core.clock import SimClock
from yeastlab.profiles import registry as profiles


class CountingEmbedder(HashingEmbedder):
    def __init__(self) -> None:
        super().__init__()
        self.queries: Counter[str] = Counter()

    def embed_query(self, texts):
        self.queries.update(texts)
        return super().embed_query(texts)


def test_a_cognitive_turn_embeds_its_message_once(tmp_path):
    embedder = CountingEmbedder()
    profile = profiles.get("cognitive-agent")
    with yeastlab.open(
        tmp_path / "y", backend="offline", embedder=embedder, clock=SimClock(), profile=profile
    ) as y:
        y.chat("I live in Denver and my dog is called Rex.")
        message = "What is my dog called?"  # personal: statements and episodes are recalled
        embedder.queries.clear()
        y.chat(message)
        assert embedder.queries[message] == 1


def test_a_known_query_is_the_embedders_vector(tmp_path):
    """What ``embed_query`` returns for a known query equals the embedder's own vector, and
    another text or another embedder is embedded afresh."""
    embedder = CountingEmbedder()
    with yeastlab.open(tmp_path / "y", backend="offline", embedder=embedder) as y:
        store = y.store
        vector = embedder.embed_query(["tea"])[0]
        store.known_query(KnownQuery.of("tea", vector, embedder))
        embedder.queries.clear()
        assert np.array_equal(store.embed_query("tea"), vector)
        assert embedder.queries["tea"] == 0
        store.embed_query("coffee")
        other = HashingEmbedder(dim=64)  # another embedder: another name
        store.known_query(KnownQuery.of("milk", other.embed_query(["milk"])[0], other))
        store.embed_query("milk")
        assert embedder.queries == Counter({"coffee": 1, "milk": 1})
