"""The offline backend: extractive, deterministic, valid for every schema it is given."""

from __future__ import annotations

import json

import jsonschema
import pytest

from yeastlab.backends.base import Backend
from yeastlab.backends.offline import OfflineBackend, fill_schema, read_prompt
from yeastlab.core.records import StreamChunk
from yeastlab.core.thinking import REPLY_SCHEMA, parse_reply

SYSTEM = """You are a yeast.
Identity: I am a yeast, a small persistent mind.
Recent episodic memories (newest first):
- [0.98] User: Remember: the user's name is Jay | Yeast: Noted.
- [0.70] User: I walked in the park | Yeast: Nice.
Semantic facts:
- Paris is the capital of France
Retrieved documents:
- [doc notes.md] Sourdough starters need flour and water every day
"""


def _ask(question, *, format=REPLY_SCHEMA, system=SYSTEM):
    messages = [
        {"role": "system", "content": system},
        {"role": "user", "content": f"User message:\n{question}"},
    ]
    return OfflineBackend().chat(messages, format=format)


def test_is_an_honest_backend():
    backend = OfflineBackend()
    assert isinstance(backend, Backend)
    assert (backend.name, backend.model, backend.is_language_model) == (
        "offline",
        "offline-extractive",
        False,
    )


def test_recall_answers_from_the_memory_in_the_prompt():
    parsed = parse_reply(_ask("What did I just tell you?").text)
    assert parsed.ok and "Jay" in parsed.response


def test_recall_without_memories_says_so():
    parsed = parse_reply(_ask("What did I just tell you?", system="You are a yeast.").text)
    assert "no memory" in parsed.response


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What is the capital of France?", "Paris"),
        ("How do sourdough starters stay alive?", "flour and water"),
        ("Who are you?", "small persistent mind"),
    ],
)
def test_questions_are_answered_extractively(question, expected):
    assert expected in parse_reply(_ask(question).text).response


def test_unknown_question_admits_ignorance():
    assert (
        "don't have anything" in parse_reply(_ask("What is quantum chromodynamics?").text).response
    )


def test_remember_yields_realization_and_high_saliency():
    parsed = parse_reply(_ask("Remember: my cat is called Tom").text)
    assert "my cat is called Tom" in parsed.response
    assert parsed.realizations and parsed.saliency == 0.9
    assert parsed.max_depth >= 2


def test_proposal_only_when_allowed():
    parsed = parse_reply(_ask("Propose adding the drive: learn chess").text)
    assert parsed.proposals == (
        {"type": "add_drive", "reason": "the user asked for it", "action": "learn chess"},
    )
    muted = parse_reply(
        _ask(
            "Propose adding the drive: learn chess", system=SYSTEM + "\nDo not make any proposals."
        ).text
    )
    assert muted.proposals == ()


def test_same_input_same_output():
    assert _ask("What did I just tell you?").text == _ask("What did I just tell you?").text


def test_tag_form_without_format():
    text = _ask("I love summer", format=None).text
    assert text.startswith("<thinking")
    parsed = parse_reply(text)
    assert parsed.form == "tags" and "I love summer" in parsed.response


def test_reply_schema_json_is_valid():
    for question in ("What did I just tell you?", "I love summer", "Remember: x is y"):
        jsonschema.validate(json.loads(_ask(question).text), REPLY_SCHEMA)


SCHEMAS = [
    {
        "type": "object",
        "properties": {
            "facts": {"type": "array", "items": {"type": "string"}, "minItems": 2, "maxItems": 4}
        },
        "required": ["facts"],
    },
    {
        "type": "object",
        "properties": {
            "coherence": {
                "type": "object",
                "properties": {
                    "score": {"type": "number", "minimum": 0, "maximum": 1},
                    "reason": {"type": "string"},
                },
                "required": ["score", "reason"],
            },
            "verdict": {"type": "string", "enum": ["approve", "reject"]},
            "count": {"type": "integer", "minimum": 1, "maximum": 3},
            "flag": {"type": "boolean"},
            "nothing": {"type": "null"},
            "maybe": {"anyOf": [{"type": "null"}, {"type": "string", "minLength": 3}]},
            "pos": {"type": "number", "exclusiveMinimum": 0},
            "kind": {"const": "fact"},
        },
        "required": ["coherence", "verdict", "count"],
    },
    {
        "$defs": {
            "Rule": {
                "type": "object",
                "properties": {"text": {"type": "string", "maxLength": 10}},
                "required": ["text"],
            }
        },
        "type": "array",
        "items": {"$ref": "#/$defs/Rule"},
        "minItems": 1,
    },
    {"type": ["string", "null"], "minLength": 200},
    {
        "type": "object",
        "properties": {"xs": {"type": "array", "items": {"type": "integer"}, "maxItems": 0}},
    },
]


@pytest.mark.parametrize("schema", SCHEMAS)
def test_every_schema_gets_valid_json(schema):
    value = json.loads(_ask("Summarise what you know about the user", format=schema).text)
    jsonschema.validate(value, schema)


def test_strings_are_extractive():
    schema = {"type": "object", "properties": {"capital": {"type": "string"}}}
    value = json.loads(_ask("Which city is the capital of France?", format=schema).text)
    assert "Paris" in value["capital"]


def test_enum_prefers_the_value_the_question_names():
    schema = {"type": "string", "enum": ["personal", "factual"]}
    assert fill_schema(schema, "is this factual?") == "factual"


def test_stream_yields_words_and_final_reply():
    backend = OfflineBackend()
    messages = [{"role": "user", "content": "I love summer"}]
    chunks = list(backend.stream(messages, format=REPLY_SCHEMA))
    assert all(isinstance(c, StreamChunk) for c in chunks)
    assert chunks[-1].done and chunks[-1].reply is not None
    assert "".join(c.text for c in chunks[:-1]) == chunks[-1].reply.text
    assert len(chunks) > 5
    assert chunks[-1].reply.prompt_tokens > 0 and chunks[-1].reply.eval_tokens > 0


def test_read_prompt_finds_question_and_items():
    question, items, _ = read_prompt(
        [
            {"role": "system", "content": SYSTEM},
            {"role": "assistant", "content": "earlier answer"},
            {"role": "user", "content": "Context:\n- a fact\n\nUser message:\nwhy?"},
        ]
    )
    assert question == "why?"
    texts = [i.text for i in items]
    assert "a fact" in texts and "Yeast: earlier answer" in texts


def test_same_output_in_another_process_with_other_hash_seed():
    import os
    import subprocess
    import sys

    code = (
        "import json, sys\n"
        "from yeastlab.backends.offline import OfflineBackend\n"
        "from yeastlab.core.thinking import REPLY_SCHEMA\n"
        "msgs = json.loads(sys.argv[1])\n"
        "print(OfflineBackend().chat(msgs, format=REPLY_SCHEMA).text)\n"
    )
    messages = [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": "User message:\nWhat is the capital of France?"},
    ]
    outputs = set()
    for seed in ("1", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run(
            [sys.executable, "-c", code, json.dumps(messages)],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        outputs.add(done.stdout)
    outputs.add(_ask("What is the capital of France?").text + "\n")
    assert len(outputs) == 1
