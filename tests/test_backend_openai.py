"""The OpenAI-compatible backend against a fake server, and against llama.cpp's real batching
server (through xllamacpp) with parallel slots."""

from __future__ import annotations

import json
import socket
import ssl
from concurrent.futures import ThreadPoolExecutor

import pytest
from fixtures.fake_openai import Failure

import yeastlab
from yeastlab.backends.http_errors import HOST_FAILURES, http_verify
from yeastlab.backends.ollama import OllamaBackend
from yeastlab.backends.openai import OpenAIBackend
from yeastlab.backends.pool import FAILOVER
from yeastlab.backends.registry import make_backend
from yeastlab.core.config import Settings
from yeastlab.core.errors import (
    BackendError,
    BackendTimeout,
    BackendUnavailable,
    ConfigError,
    ModelNotFound,
)

SCHEMA = {
    "type": "object",
    "properties": {"answer": {"type": "string"}, "score": {"type": "integer"}},
    "required": ["answer", "score"],
}
HELLO = [{"role": "user", "content": "hello there"}]


def test_spec_builds_the_backend_with_settings_options(fake_openai):
    backend = make_backend(fake_openai.spec, settings=Settings(temperature=0.2, seed=7))
    assert isinstance(backend, OpenAIBackend)
    assert backend.model == "fake-model" and backend.name == fake_openai.spec
    reply = backend.chat(HELLO, options={"num_predict": 50})
    assert reply.text == "echo: hello there"
    assert (reply.prompt_tokens, reply.eval_tokens) == (2, 3)
    sent = fake_openai.requests[-1]
    assert sent["temperature"] == 0.2 and sent["seed"] == 7 and sent["max_tokens"] == 50
    assert sent["messages"] == HELLO and sent["stream"] is False
    backend.close()


@pytest.mark.parametrize("spec", ["openai://", "openai://host/model", "openai:model"])
def test_bad_specs_say_how_to_write_one(spec):
    with pytest.raises(ConfigError, match="openai://HOST:PORT/MODEL"):
        make_backend(spec)


def test_json_schema_format_becomes_response_format(fake_openai):
    with make_backend(fake_openai.spec) as backend:
        reply = backend.chat(HELLO, format=SCHEMA)
        assert json.loads(reply.text) == {"answer": "", "score": 0}
        assert fake_openai.requests[-1]["response_format"]["json_schema"]["schema"] == SCHEMA
        backend.chat(HELLO, format="json")
        assert fake_openai.requests[-1]["response_format"] == {"type": "json_object"}


def test_streaming_reads_server_sent_events(fake_openai):
    fake_openai.enqueue("one two three four")
    with make_backend(fake_openai.spec) as backend:
        chunks = list(backend.stream(HELLO))
    assert "".join(c.text for c in chunks) == "one two three four"
    assert [c.done for c in chunks] == [False] * 4 + [True]
    final = chunks[-1].reply
    assert final.text == "one two three four" and final.eval_tokens == 4
    assert fake_openai.requests[-1]["stream_options"] == {"include_usage": True}


def test_max_tokens_cut_is_reported_as_length(fake_openai):
    fake_openai.enqueue("a b c d e f")
    with make_backend(fake_openai.spec) as backend:
        reply = backend.chat(HELLO, options={"max_tokens": 2})
    assert reply.text == "a b" and reply.done_reason == "length"


def test_errors_are_mapped_with_what_to_do(fake_openai):
    backend = OpenAIBackend(fake_openai.url, "other-model", timeout=5)
    with pytest.raises(ModelNotFound, match="other-model") as info:
        backend.chat(HELLO)
    assert info.value.__cause__ is not None
    backend = OpenAIBackend(fake_openai.url, "fake-model", timeout=5)
    fake_openai.enqueue(Failure(503, "overloaded"))
    with pytest.raises(BackendError, match="HTTP 503: overloaded"):
        backend.chat(HELLO)
    fake_openai.enqueue(Failure(500, "boom"))
    with pytest.raises(BackendError, match="boom"):
        list(backend.stream(HELLO))
    fake_openai.latency = 0.5
    slow = OpenAIBackend(fake_openai.url, "fake-model", timeout=0.1)
    with pytest.raises(BackendTimeout, match="did not answer within 0.1 s"):
        slow.chat(HELLO)
    fake_openai.latency = 0.0


def test_a_dead_server_is_unavailable():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    backend = make_backend(f"openai://127.0.0.1:{port}/m")
    with pytest.raises(BackendUnavailable, match="start it"):
        backend.chat(HELLO)
    with pytest.raises(BackendUnavailable):
        backend.health()


def test_both_http_backends_map_a_dead_host_to_the_same_errors():
    """One mapping (backends/http_errors.py): Ollama and OpenAI-compatible hosts fail alike, and
    the pool fails over on exactly what that mapping calls a host failure."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    url = f"http://127.0.0.1:{port}"
    for backend in (OpenAIBackend(url, "m", timeout=5), OllamaBackend(url, "m", timeout=5)):
        with pytest.raises(BackendUnavailable) as info:
            backend.chat(HELLO)
        assert isinstance(info.value, HOST_FAILURES) and info.value.__cause__ is not None
        assert f"127.0.0.1:{port}" in str(info.value)
        backend.close()
    assert FAILOVER == HOST_FAILURES


def test_plain_http_clients_load_no_certificates(fake_openai, monkeypatch):
    """Loading the CA bundle costs 0.05-0.2 s a client; a plain http:// server never needs it,
    so opening backends (one per run of a sweep) loads it not once."""
    for name in ("HTTP_PROXY", "http_proxy", "ALL_PROXY", "all_proxy"):
        monkeypatch.delenv(name, raising=False)
    loads = []
    default = ssl.create_default_context
    monkeypatch.setattr(
        ssl, "create_default_context", lambda *a, **k: loads.append(a) or default(*a, **k)
    )
    for _ in range(3):
        with make_backend(fake_openai.spec) as backend:
            assert backend.chat(HELLO).text == "echo: hello there"
    assert loads == []
    assert http_verify("http://127.0.0.1:8080") is False
    monkeypatch.setenv("HTTP_PROXY", "https://proxy.invalid:3128")  # TLS to the proxy: verify
    context = http_verify("http://127.0.0.1:8080")
    assert isinstance(context, ssl.SSLContext) and context is http_verify("https://h:1")


def test_health_lists_models(fake_openai):
    with make_backend(fake_openai.spec) as backend:
        assert backend.health() == {"models": ["fake-model"]}


def test_concurrent_requests_share_one_backend(fake_openai):
    fake_openai.latency = 0.05
    with make_backend(fake_openai.spec) as backend, ThreadPoolExecutor(8) as pool:
        texts = list(
            pool.map(lambda i: backend.chat([HELLO[0] | {"content": str(i)}]).text, range(16))
        )
    assert texts == [f"echo: {i}" for i in range(16)]
    assert fake_openai.max_in_flight > 1


def test_a_yeast_chats_through_it(fake_openai, tmp_path):
    reply = {"response": "Hello, Ada.", "complexity_score": 0.4, "saliency_score": 0.6}
    fake_openai.enqueue(json.dumps(reply | {"realizations": []}))
    with yeastlab.open(tmp_path / "y", backend=fake_openai.spec, embedder="hashing") as yeast:
        turn = yeast.chat("My name is Ada.")
    assert turn.response == "Hello, Ada." and not turn.error and not turn.parse_error
    assert fake_openai.requests[0]["response_format"]["type"] == "json_schema"


# -- the real batching server -------------------------------------------------------------------
@pytest.mark.real_llm
def test_real_batching_server_answers_in_parallel(llama_server):
    backend = make_backend(llama_server.spec, settings=Settings(temperature=0.0, seed=1))
    prompts = [[{"role": "user", "content": f"Name a colour. ({i})"}] for i in range(4)]
    with ThreadPoolExecutor(4) as pool:
        replies = list(pool.map(lambda m: backend.chat(m, options={"max_tokens": 8}), prompts))
    assert all(r.text.strip() for r in replies)
    assert all(0 < r.eval_tokens <= 8 and r.prompt_tokens > 0 for r in replies)
    chunks = list(backend.stream(prompts[0], options={"max_tokens": 8}))
    assert chunks[-1].done and chunks[-1].reply.eval_tokens <= 8
    assert "".join(c.text for c in chunks).strip()
    reply = backend.chat(prompts[0], format=SCHEMA, options={"max_tokens": 24})
    if reply.done_reason == "stop":  # a cut reply is legitimately unfinished JSON
        assert set(json.loads(reply.text)) == {"answer", "score"}
    backend.close()
