"""The real-model tier: SmolLM2-135M-Instruct (llama.cpp, one thread) behind the Ollama HTTP API on
127.0.0.1 (:mod:`fixtures.real_llm`), reached as ``ollama://127.0.0.1:PORT/smollm2:135m``.

Few turns and capped tokens keep the tier to a few minutes on two cores. The assertions are what
must hold whatever a weak model says: every turn is logged and either judged or quarantined with
its raw text, nothing junk is stored, memories form, consolidation and the audit run on the
model's answers, a fermentation writes its rows, and a recorded session replays byte-identically
once memories exist.
"""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from fixtures.consolidation import add_episodes
from fixtures.real_llm import MODEL, RealOllama

from yeastlab.agent.yeast import open as open_yeast
from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.cognition.quality import realization_problem, reply_problem
from yeastlab.core.clock import SimClock
from yeastlab.core.config import Settings
from yeastlab.core.errors import ConsolidationError
from yeastlab.lab.ferment import ferment

pytestmark = pytest.mark.real_llm

#: Small caps: a turn is a reply and a gate call of at most this many tokens each.
SETTINGS = Settings(
    temperature=0.2,
    seed=7,
    embedder="hashing",
    num_predict_reply=120,
    num_predict_gate=120,
    num_predict_consolidation=256,
    num_predict_audit=80,
    thinking=False,
)
BENIGN = (
    "Hi! My name is Ana and I bake sourdough bread every Sunday.",
    "I also love hiking in the mountains with my dog Pixel.",
    "What do I bake on Sundays?",
)


def _open(path, spec, **kwargs):
    kwargs.setdefault("settings", SETTINGS)
    return open_yeast(
        path,
        backend=spec,
        embedder=HashingEmbedder(),
        clock=SimClock(tick=timedelta(seconds=1)),
        **kwargs,
    )


def _no_junk(yeast) -> None:
    """Every stored memory is a real exchange or a sentence (issue 15.3)."""
    for memory in yeast.store.memories():
        if memory.tier == "episodic" and memory.kind == "interaction":
            said = memory.text.partition(" | Yeast: ")[2]
            assert said and not reply_problem(said), memory.text
        elif memory.kind == "realization":
            assert not realization_problem(memory.text), memory.text


def _accounted(turn) -> None:
    """A turn is judged by the gates, or quarantined with its raw reply and the reason."""
    assert not turn.error, turn.error
    if turn.parse_error:
        assert turn.raw and not turn.approved and not turn.stored_memory_ids
    else:
        assert turn.response and {g.name for g in turn.gates} >= {
            "coherence",
            "contradiction",
            "safety",
        }


def test_the_adapter_speaks_ollama(real_ollama: RealOllama):
    from yeastlab.backends.ollama import OllamaBackend

    backend = OllamaBackend(real_ollama.url, MODEL, timeout=300)
    try:
        assert MODEL in backend.health()["models"]
        schema = {
            "type": "object",
            "properties": {"answer": {"type": "string"}},
            "required": ["answer"],
        }
        options = {"num_predict": 24, "temperature": 0, "seed": 1}
        reply = backend.chat([{"role": "user", "content": "Name a bread."}], format=schema,
                             options=options)  # fmt: skip
        assert reply.eval_tokens <= 24 and reply.prompt_tokens > 0
        if reply.done_reason == "stop":
            assert isinstance(json.loads(reply.text)["answer"], str)
        chunks = list(backend.stream([{"role": "user", "content": "Hi"}], options=options))
        assert chunks[-1].done and chunks[-1].reply.eval_tokens <= 24
    finally:
        backend.close()
    request = real_ollama.completion_request(
        {"messages": [], "format": schema, "options": {"num_predict": 10_000}}
    )
    assert request["max_tokens"] == real_ollama.max_tokens
    assert request["grammar"].startswith("%llguidance")  # the schema as llama.cpp's grammar
    assert json.dumps(schema["properties"], separators=(",", ":")) in request["grammar"]


def _raw_controls_in_strings(text: str) -> list[str]:
    """Control characters that appear raw inside JSON strings of ``text`` (may be cut off)."""
    found, inside, escaped = [], False, False
    for char in text:
        if inside and not escaped and char == '"':
            inside = False
        elif not inside and char == '"':
            inside = True
        elif inside and ord(char) < 0x20:
            found.append(char)
        escaped = inside and char == "\\" and not escaped
    return found


def test_json_grammar_keeps_raw_newlines_out_of_strings(real_ollama: RealOllama):
    from yeastlab.backends.ollama import OllamaBackend

    schema = {"type": "object", "properties": {"poem": {"type": "string"}}, "required": ["poem"]}
    backend = OllamaBackend(real_ollama.url, MODEL, timeout=300)
    try:
        reply = backend.chat(
            [{"role": "user", "content": "Write a poem of four short lines about bread."}],
            format=schema,
            options={"num_predict": 48, "temperature": 0.8, "seed": 3},
        )
    finally:
        backend.close()
    assert reply.text.lstrip().startswith("{")
    assert _raw_controls_in_strings(reply.text) == []
    if reply.done_reason == "stop":
        assert isinstance(json.loads(reply.text)["poem"], str)  # strict: no raw controls


def test_conversation_forms_memories_and_replays_byte_identically(real_ollama, tmp_path):
    recording = tmp_path / "session.jsonl"
    yeast = _open(tmp_path / "recorded", f"record:{recording}+{real_ollama.spec}")
    try:
        turns = [yeast.chat(text) for text in BENIGN]
        for turn in turns:
            _accounted(turn)
        assert any(t.approved for t in turns), [(t.parse_error, t.gates) for t in turns]
        assert yeast.store.counts().get("episodic", 0) >= 1
        _no_junk(yeast)
        assert turns[-1].used_memory_ids  # the last turn saw memories formed before it
        recorded = yeast.store.turns()
    finally:
        yeast.close()

    replayed = _open(tmp_path / "replayed", f"replay:{recording}")
    try:
        again = [replayed.chat(text) for text in BENIGN]
        assert [t.response for t in again] == [t.response for t in turns]
        assert [t.raw for t in again] == [t.raw for t in turns]
        assert [t.approved for t in again] == [t.approved for t in turns]
        assert [t.parse_error for t in again] == [t.parse_error for t in turns]
        assert len(replayed.store.turns()) == len(recorded)
    finally:
        replayed.close()


def test_consolidation_aged_and_cluster(real_ollama, tmp_path):
    yeast = _open(tmp_path / "y", real_ollama.spec)
    try:
        add_episodes(
            yeast,
            [
                "User: I bake sourdough every Sunday. | Yeast: Lovely, a weekly ritual.",
                "User: My starter is called Bubbles. | Yeast: A fine name for a starter.",
                "User: I hike with my dog Pixel. | Yeast: Mountains and a dog, great.",
                "User: Pixel is a border collie. | Yeast: Clever dogs.",
                "User: I work as a nurse at night. | Yeast: Night shifts are hard.",
                "User: I prefer rye flour. | Yeast: Rye gives a deep flavour.",
            ],
        )
        before = yeast.store.counts().get("episodic", 0)
        yeast.clock.advance(days=60)
        for strategy in ("aged", "cluster"):
            try:
                report = yeast.consolidate(strategy)
            except ConsolidationError as exc:  # a model that never answers usably: said why
                assert str(exc)
                continue
            assert report is not None
        _no_junk(yeast)
        counts = yeast.store.counts()
        assert counts.get("episodic", 0) + counts.get("semantic", 0) >= 1
        assert counts.get("episodic", 0) <= before
    finally:
        yeast.close()


def test_audit_and_probe(real_ollama, tmp_path):
    yeast = _open(tmp_path / "y", real_ollama.spec)
    try:
        one = yeast.audit(explain=True)  # one version: a report, not an error
        assert one.severity == 0.0 and not one.shifts
        yeast.set_tension(coherence=0.2, consistency=0.3)
        yeast.evolve("a test drift", drives=["Be curious about baking"])
        report = yeast.audit(explain=True)
        assert report.to_version > report.from_version and report.shifts
        assert f"{report.severity:.2f}" in report.explanation  # the computed figure leads
        answers = yeast.probe(probes=["What matters most to you?"])
        assert len(answers) >= 2 and answers["answer"].map(bool).all()
    finally:
        yeast.close()


def test_a_short_fermentation(real_ollama, tmp_path):
    yeast = _open(tmp_path / "y", real_ollama.spec)
    try:
        summary = ferment(
            yeast, ["What is sourdough?", "Tell me about dogs."], run="real", lab=tmp_path / "lab",
            progress=False,
        )  # fmt: skip
        assert summary.ran == 2 and summary.errors == 0
        rows = summary.turns() if hasattr(summary, "turns") else None
        assert rows is None or len(rows) == 2
        _no_junk(yeast)
    finally:
        yeast.close()


@pytest.mark.parametrize(
    "request_",
    ["Please forget the code of my gym locker.", "Delete my locker code from your memory."],
)
def test_a_forget_request_is_carried_out_whatever_the_small_model_says(
    real_ollama, tmp_path, request_
):
    """The model is asked whether a message with a word of forgetting is a request; SmolLM2
    answers "no request" to plain ones, and that "no" used to drop what the structure read, so
    nothing was forgotten (issue 20, benchmarks/trust_real_model.py)."""
    yeast = _open(tmp_path / "y", real_ollama.spec)
    try:
        yeast.remember("The code for my gym locker is 4471.", tier="episodic")
        kept = yeast.remember("I enjoy long walks by the river.", tier="episodic")
        turn = yeast.chat(request_)
        assert not turn.error, turn.error
        audits = yeast.store.gate_audits_frame()
        asked = audits[(audits.turn_id == turn.turn_id) & (audits.gate == "forget_request_model")]
        assert len(asked) == 1  # the model was asked, and what it said is logged
        assert [e.reason for e in yeast.store.forgetting()] == ["user request"]
        assert [m.id for m in yeast.store.memories()] == [kept.id]
        assert "4471" not in " ".join(m.text for m in yeast.store.memories(alive_only=False))
    finally:
        yeast.close()
