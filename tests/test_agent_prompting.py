"""Prompt assembly from templates, and the JSON-schema call helper."""

from __future__ import annotations

import os

import pytest

from yeastlab.backends.offline import OfflineBackend
from yeastlab.backends.registry import make_backend
from yeastlab.cognition.prompting import (
    TEMPLATES,
    PromptContext,
    ask_json,
    build_messages,
    load_template,
    render,
)
from yeastlab.core.errors import BadModelOutput, ConfigError
from yeastlab.core.records import Hit, Memory
from yeastlab.core.selfmodel import default_self_model


@pytest.fixture
def ctx(clock):
    now = clock.now()
    recent = Memory(
        id="r1", tier="episodic", text="User: I walked\nthe dog | Yeast: Nice", created_at=now
    )
    hits = (
        Hit("s1", "memory", "Paris is in France", 0.9, tier="semantic"),
        Hit("p1", "memory", "Answer briefly", 0.8, tier="procedural"),
        Hit("e1", "memory", "User: I like tea | Yeast: Noted", 0.7, tier="episodic"),
        Hit("c1", "chunk", "Starters need flour", 0.6),
        Hit("r1", "memory", "duplicate of the recent memory", 0.5, tier="episodic"),
    )
    return PromptContext(
        self_model=default_self_model(now),
        recent=(recent,),
        hits=hits,
        strengths={"r1": 0.93, "s1": 0.5},
        conflicts=("fact X conflicts with episode Y",),
    )


def test_every_packaged_template_loads():
    for name in TEMPLATES:
        assert load_template(name).template.strip()


def test_build_messages_places_each_kind(ctx):
    system, user = build_messages(ctx, "What now?")
    assert system["role"] == "system" and user["role"] == "user"
    sys_text, user_text = system["content"], user["content"]
    assert ctx.self_model.identity in sys_text
    assert f"- {ctx.self_model.constraints[0]}" in sys_text
    assert "coherence: 0.90" in sys_text
    assert "- [strength 0.93] User: I walked the dog | Yeast: Nice" in sys_text  # one line
    assert "Procedural rules you follow" in sys_text and "Answer briefly" in sys_text
    assert "User: I like tea" in sys_text
    assert "fact X conflicts with episode Y" in sys_text
    assert "duplicate of the recent memory" not in sys_text + user_text
    assert "Paris is in France" in user_text and "Paris" not in sys_text
    assert "Starters need flour" in user_text and "Retrieved documents" in user_text
    assert user_text.endswith("User message:\nWhat now?")
    assert '"saliency_score"' in sys_text and "proposal" in sys_text


def test_thinking_off_and_no_proposals(ctx):
    from dataclasses import replace

    system = build_messages(replace(ctx, thinking=False, proposals=False), "hi")[0]["content"]
    assert "Thinking is off" in system and "Do not make any proposals" in system


def test_templates_dir_overrides_one_file_and_falls_back_for_others(tmp_path, ctx):
    (tmp_path / "user.txt").write_text("CUSTOM $text")
    system, user = build_messages(ctx, "hi", templates_dir=tmp_path)
    assert user["content"] == "CUSTOM hi"
    assert "Identity:" in system["content"]


def test_render_errors_are_config_errors(tmp_path):
    (tmp_path / "retry.txt").write_text("oops $missing")
    with pytest.raises(ConfigError, match=r"\$missing"):
        render("retry", tmp_path, error="x")
    with pytest.raises(ConfigError, match="No prompt template"):
        render("nope")


SCHEMA = {
    "type": "object",
    "properties": {"facts": {"type": "array", "items": {"type": "string"}}},
    "required": ["facts"],
}


def test_ask_json_offline():
    answer = ask_json(
        OfflineBackend(), [{"role": "user", "content": "- tea is hot\nList facts"}], SCHEMA
    )
    assert answer.ok and isinstance(answer.value["facts"], list) and len(answer.replies) == 1


def test_ask_json_retries_then_reports(fake_ollama):
    backend = make_backend(f"ollama://127.0.0.1:{fake_ollama.port}")
    try:
        fake_ollama.enqueue("not json", {"facts": ["a"]})
        answer = ask_json(backend, [{"role": "user", "content": "list"}], SCHEMA)
        assert answer.value == {"facts": ["a"]} and answer.raw[0] == "not json"
        fake_ollama.enqueue("nope", {"wrong": 1})
        failed = ask_json(backend, [{"role": "user", "content": "list"}], SCHEMA)
        assert not failed.ok and "'facts' is a required" in failed.error and len(failed.raw) == 2
        fake_ollama.enqueue("nope", "still nope")
        with pytest.raises(BadModelOutput):
            ask_json(backend, [{"role": "user", "content": "list"}], SCHEMA, raise_on_error=True)
    finally:
        backend.close()


# --- template files are parsed once, and re-read when they change ----------------------------


def _age(path, seconds=3600):
    """Backdate ``path`` so the template cache trusts its times (recent files are re-read)."""
    past = path.stat().st_mtime - seconds
    os.utime(path, (past, past))


def test_editing_a_template_between_two_renders_is_seen(tmp_path):
    template = tmp_path / "retry.txt"
    template.write_text("first $error")
    assert render("retry", tmp_path, error="x") == "first x"
    template.write_text("later $error")  # same size, and within the file system's time step
    assert render("retry", tmp_path, error="x") == "later x"


def test_packaged_templates_are_parsed_once():
    assert load_template("system") is load_template("system")


def test_a_changed_template_is_seen_even_with_its_old_mtime(tmp_path):
    template = tmp_path / "retry.txt"
    template.write_text("first $error")
    _age(template)
    assert render("retry", tmp_path, error="x") == "first x"
    old = template.stat()
    template.write_text("later $error")
    os.utime(template, ns=(old.st_atime_ns, old.st_mtime_ns))  # as `cp -p` would leave it
    assert render("retry", tmp_path, error="x") == "later x"


def test_adding_and_removing_an_override_between_renders(tmp_path, ctx):
    packaged = render("retry", None, error="x")
    assert render("retry", tmp_path, error="x") == packaged
    (tmp_path / "retry.txt").write_text("custom $error")
    assert render("retry", tmp_path, error="x") == "custom x"
    (tmp_path / "retry.txt").unlink()
    assert render("retry", tmp_path, error="x") == packaged


def test_ask_json_measures_time_around_the_backend_calls():
    answer = ask_json(
        OfflineBackend(), [{"role": "user", "content": "- tea is hot\nList facts"}], SCHEMA
    )
    assert answer.ok and answer.elapsed_ms > 0.0
