"""Record / replay: a recording of real calls re-serves identical replies, and misses are loud."""

from __future__ import annotations

import json

import pytest

from yeastlab.backends import make_backend
from yeastlab.backends.ollama import OllamaBackend
from yeastlab.backends.replay import RecordingBackend, ReplayBackend, request_key
from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError, ReplayMiss

HELLO = [{"role": "user", "content": "Hello, yeast."}]
MOOD = [{"role": "user", "content": "How do you feel?"}]
SCHEMA = {"type": "object", "properties": {"mood": {"type": "string"}}}


def test_request_key_is_stable_and_covers_every_part():
    key = request_key("m", HELLO, SCHEMA, {"seed": 1, "temperature": 0.5})
    assert key == request_key("m", [dict(HELLO[0])], SCHEMA, {"temperature": 0.5, "seed": 1})
    assert len(key) == 64
    assert request_key("m", HELLO) == request_key("m", HELLO, None, {})
    variants = {
        request_key("m", HELLO),
        request_key("n", HELLO),
        request_key("m", MOOD),
        request_key("m", HELLO, "json"),
        request_key("m", HELLO, None, {"seed": 2}),
    }
    assert len(variants) == 5


def test_round_trip_through_a_real_ollama_api(fake_ollama, tmp_path, clock):
    path = tmp_path / "calls.jsonl"
    recorder = RecordingBackend(OllamaBackend(fake_ollama.url, "mistral:7b", 5), path, clock=clock)
    fake_ollama.enqueue("first", "second", {"mood": "calm"}, "streamed reply here")
    replies = [recorder.chat(HELLO), recorder.chat(HELLO), recorder.chat(MOOD, format=SCHEMA)]
    streamed = list(recorder.stream(MOOD, options={"seed": 4}))
    recorder.close()
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    assert len(lines) == 4
    assert lines[0]["backend"] == f"ollama://127.0.0.1:{fake_ollama.port}"
    assert lines[0]["recorded_at"] == clock.now().isoformat()
    assert lines[3]["chunks"] == ["streamed ", "reply ", "here"]

    fake_ollama.stop()  # the replay must not need the server
    replay = ReplayBackend(path)
    assert (replay.name, replay.model, replay.is_language_model) == (
        f"replay:{path}",
        "mistral:7b",
        True,
    )
    assert replay.chat(HELLO) == replies[0]
    assert replay.chat(HELLO) == replies[1]
    assert replay.chat(HELLO) == replies[1]  # the last recording repeats
    assert replay.chat(MOOD, format=SCHEMA) == replies[2]
    again = list(replay.stream(MOOD, options={"seed": 4}))
    assert [c.text for c in again] == [c.text for c in streamed]
    assert again[-1].reply == streamed[-1].reply
    assert len(replay) == 4


def test_replay_miss_names_the_request_and_how_to_record(tmp_path):
    path = tmp_path / "calls.jsonl"
    recorder = make_backend(f"record:{path}+offline")
    recorder.chat(HELLO)
    replay = make_backend(f"replay:{path}")
    assert replay.model == "offline-extractive" and replay.is_language_model is False
    assert replay.chat(HELLO) == recorder.inner.chat(HELLO)
    missing = [{"role": "user", "content": "A question nobody recorded, long enough"}]
    with pytest.raises(ReplayMiss) as info:
        replay.chat(missing)
    message = str(info.value)
    assert "'A question nobody recorded" in message
    assert f"key {request_key('offline-extractive', missing)[:16]}" in message
    assert f"record:{path}+" in message
    with pytest.raises(ReplayMiss):
        list(replay.stream(MOOD))


def test_replay_file_problems_are_config_errors(tmp_path):
    with pytest.raises(ConfigError, match="does not exist; record one first"):
        ReplayBackend(tmp_path / "missing.jsonl")
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"key": "k", "reply": {"text": "t", "model": "m"}}\n{"truncated": \n')
    with pytest.raises(ConfigError, match="line 2"):
        ReplayBackend(bad)


def test_record_spec_wraps_any_backend_and_keeps_settings(fake_ollama, tmp_path):
    settings = Settings().with_(ollama_host=fake_ollama.url, model="mistral:7b")
    path = tmp_path / "sub" / "run.jsonl"
    backend = make_backend(f"record:{path}+ollama", settings=settings)
    assert backend.name == f"record:{path}+ollama"
    assert backend.model == "mistral:7b" and backend.is_language_model
    reply = backend.chat(HELLO)
    backend.close()
    assert ReplayBackend(path).chat(HELLO) == reply
    with pytest.raises(ConfigError, match=r"record:FILE.jsonl\+SPEC"):
        make_backend(f"record:{path}")
