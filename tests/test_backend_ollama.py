"""The Ollama backend and embedder against the fake Ollama server on 127.0.0.1."""

from __future__ import annotations

import numpy as np
import pytest
from fixtures.fake_ollama import FakeOllama
from fixtures.sshd import free_port

from yeastlab.backends import Backend, Embedder, make_backend
from yeastlab.backends.ollama import OllamaBackend, OllamaEmbedder
from yeastlab.core.errors import BackendError, BackendTimeout, BackendUnavailable, ModelNotFound

USER = [{"role": "user", "content": "What did we bake on Tuesday?"}]


@pytest.fixture
def backend(fake_ollama):
    with OllamaBackend(fake_ollama.url, "mistral:7b", timeout=5) as backend:
        yield backend


def test_chat_returns_reply_with_counts_and_durations(fake_ollama, backend):
    fake_ollama.enqueue("Sourdough, with rye.")
    reply = backend.chat([{"role": "system", "content": "You are a yeast."}, *USER])
    assert isinstance(backend, Backend)
    assert reply.text == "Sourdough, with rye."
    assert reply.model == "mistral:7b"
    assert reply.prompt_tokens == 10 and reply.eval_tokens == 3
    assert (reply.total_ms, reply.load_ms, reply.prompt_eval_ms) == (5.0, 1.0, 2.0)
    body = fake_ollama.requests[-1]["body"]
    assert body["stream"] is False
    assert body["messages"][0] == {"role": "system", "content": "You are a yeast."}


def test_format_schema_and_options_reach_the_server(fake_ollama, backend):
    schema = {"type": "object", "properties": {"mood": {"type": "string"}}, "required": ["mood"]}
    fake_ollama.enqueue({"mood": "bubbly"})
    options = {"temperature": 0.2, "top_p": 0.9, "num_ctx": 4096, "seed": 7}
    reply = backend.chat(USER, format=schema, options=options)
    assert reply.text == '{"mood": "bubbly"}'
    body = fake_ollama.requests[-1]["body"]
    assert body["format"] == schema
    assert body["options"] == options


def test_json_format_and_default_options_merge(fake_ollama):
    backend = OllamaBackend(fake_ollama.url, "mistral:7b", 5, options={"temperature": 0.7})
    assert backend.chat(USER, format="json", options={"seed": 3}).text == "{}"
    body = fake_ollama.requests[-1]["body"]
    assert body["format"] == "json"
    assert body["options"] == {"temperature": 0.7, "seed": 3}
    backend.close()


def test_stream_yields_pieces_then_the_full_reply(fake_ollama, backend):
    fake_ollama.enqueue("rise and shine")
    chunks = list(backend.stream(USER))
    assert [c.text for c in chunks[:-1]] == ["rise ", "and ", "shine"]
    assert not any(c.done for c in chunks[:-1])
    last = chunks[-1]
    assert last.done and last.reply.text == "rise and shine" and last.reply.eval_tokens == 3
    assert fake_ollama.requests[-1]["body"]["stream"] is True


def test_health_reports_version_and_models(fake_ollama, backend):
    assert backend.health() == {
        "version": "0.6.5",
        "models": ["mistral:7b", "nomic-embed-text:latest"],
    }
    assert fake_ollama.paths()[-2:] == ["/api/version", "/api/tags"]


def test_model_digest_names_the_weights_behind_a_tag(fake_ollama, backend):
    assert backend.model_digest() == "0" * 64
    assert OllamaBackend(fake_ollama.url, "nomic-embed-text", timeout=5).model_digest() == "0" * 64
    assert OllamaBackend(fake_ollama.url, "llama9:70b", timeout=5).model_digest() == ""
    dead = OllamaBackend(f"http://127.0.0.1:{free_port()}", "mistral:7b", timeout=5)
    with pytest.raises(BackendUnavailable, match="ollama serve"):
        dead.model_digest()


def test_missing_model_says_ollama_pull(fake_ollama):
    backend = OllamaBackend(fake_ollama.url, "llama9:70b", timeout=5)
    with pytest.raises(ModelNotFound, match=r"`ollama pull llama9:70b`"):
        backend.chat(USER)
    with pytest.raises(ModelNotFound):
        list(backend.stream(USER))


def test_server_down_says_how_to_start_it():
    backend = OllamaBackend(f"http://127.0.0.1:{free_port()}", "mistral:7b", timeout=5)
    with pytest.raises(BackendUnavailable, match=r"ollama serve.*--backend offline"):
        backend.chat(USER)
    with pytest.raises(BackendUnavailable):
        list(backend.stream(USER))
    with pytest.raises(BackendUnavailable):
        backend.health()


def test_slow_server_times_out(fake_ollama):
    fake_ollama.latency = 0.5
    backend = OllamaBackend(fake_ollama.url, "mistral:7b", timeout=0.1)
    with pytest.raises(BackendTimeout, match=r"within 0.1 s"):
        backend.chat(USER)


def test_http_error_is_a_backend_error(fake_ollama, backend):
    fake_ollama.fail(500, "out of memory")
    with pytest.raises(BackendError, match=r"HTTP 500: out of memory") as info:
        backend.chat(USER)
    assert type(info.value) is BackendError


def test_error_line_mid_stream(fake_ollama, backend):
    fake_ollama.fail_mid_stream("model runner crashed", after=2)
    seen = []
    with pytest.raises(BackendError, match=r"mid-reply: model runner crashed"):
        for chunk in backend.stream(USER):
            seen.append(chunk.text)
    assert len(seen) == 2


def test_embedder_batches_and_normalises(fake_ollama):
    embedder = OllamaEmbedder(fake_ollama.url, batch_size=2)
    assert isinstance(embedder, Embedder)
    assert embedder.name == "ollama:nomic-embed-text" and embedder.dim == 768
    texts = ["rye starter", "wheat starter", "a sleepy dough", "oven spring", "crumb"]
    vectors = embedder.embed(texts)
    assert vectors.shape == (5, 768) and vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, rtol=1e-5)
    inputs = [r["body"]["input"] for r in fake_ollama.requests if r["path"] == "/api/embed"]
    assert inputs == [texts[:2], texts[2:4], texts[4:]]
    np.testing.assert_allclose(embedder.embed(["crumb"])[0], vectors[4], rtol=1e-6)
    assert embedder.embed([]).shape == (0, 768)


def test_embedder_discovers_unknown_dimension():
    with FakeOllama(models=("tiny-embed",), embed_dim=48) as server:
        embedder = OllamaEmbedder(server.url, "tiny-embed")
        assert embedder.dim == 48
        assert embedder.embed(["x", "y"]).shape == (2, 48)


def test_embedder_missing_model(fake_ollama):
    with pytest.raises(ModelNotFound, match="ollama pull mxbai-embed-large"):
        OllamaEmbedder(fake_ollama.url, "mxbai-embed-large").embed(["x"])


def test_make_backend_ollama_specs(fake_ollama):
    from yeastlab.core.config import Settings

    settings = Settings().with_(ollama_host=fake_ollama.url, seed=11, temperature=0.3)
    local = make_backend("ollama", settings=settings)
    assert local.name == "ollama" and local.model == "mistral:7b"
    assert local.chat(USER).text.startswith("echo: ")
    assert fake_ollama.requests[-1]["body"]["options"] == {"temperature": 0.3, "seed": 11}
    spec = f"ollama://127.0.0.1:{fake_ollama.port}/nomic-embed-text"
    pinned = make_backend(spec)
    assert pinned.name == spec and pinned.model == "nomic-embed-text"
    assert pinned.host == fake_ollama.url
    local.close()
    pinned.close()
