"""The reply parser: JSON form, tag form, proposals, budget, saliency formula, failures."""

from __future__ import annotations

import json

import pytest

from yeastlab.core.records import ThinkingBlock
from yeastlab.core.thinking import (
    REPLY_SCHEMA,
    apply_budget,
    estimate_tokens,
    parse_reply,
    realization_saliency,
    strip_proposals,
)


def _json_reply(**overrides):
    data = {
        "complexity_score": 0.4,
        "thinking_blocks": [{"depth": 1, "content": "surface"}, {"depth": 2, "content": "deeper"}],
        "realizations": ["the user likes tea"],
        "response": "Hello Jay.",
        "saliency_score": 0.8,
    }
    data.update(overrides)
    return json.dumps(data)


def test_json_reply_is_parsed():
    parsed = parse_reply(_json_reply())
    assert parsed.ok and parsed.form == "json"
    assert parsed.response == "Hello Jay."
    assert parsed.thinking == (ThinkingBlock(1, "surface"), ThinkingBlock(2, "deeper"))
    assert parsed.realizations == ("the user likes tea",)
    assert (parsed.complexity, parsed.saliency) == (0.4, 0.8)
    assert parsed.max_depth == 2


def test_json_scores_are_clamped_and_depths_bounded():
    parsed = parse_reply(
        _json_reply(
            saliency_score=3, complexity_score=-1, thinking_blocks=[{"depth": 9, "content": "x"}]
        )
    )
    assert (parsed.saliency, parsed.complexity) == (1.0, 0.0)
    assert parsed.thinking[0].depth == 3


def test_fenced_json_is_accepted():
    assert parse_reply("Here you go:\n```json\n" + _json_reply() + "\n```").response == "Hello Jay."


def test_tag_form_is_parsed():
    text = (
        '<thinking depth="1">look</thinking>\n<thinking depth="3">reflect</thinking>\n'
        "<realizations>\n- summer matters to the user\n* second\n</realizations>\n"
        "[COMPLEXITY: 0.3] [SALIENCY: 0.9]\nI see."
    )
    parsed = parse_reply(text)
    assert parsed.ok and parsed.form == "tags"
    assert [b.depth for b in parsed.thinking] == [1, 3]
    assert parsed.realizations == ("summer matters to the user", "second")
    assert (parsed.complexity, parsed.saliency, parsed.response) == (0.3, 0.9, "I see.")


def test_plain_text_is_a_valid_reply_without_scores():
    parsed = parse_reply("Just an answer.")
    assert parsed.ok and parsed.response == "Just an answer."
    assert parsed.saliency is None and parsed.complexity is None


@pytest.mark.parametrize(
    "text",
    [
        '{"response": "half',
        '<thinking depth="2">never closed\n[SALIENCY: ] {"response": ',
        "<realizations>one</realizations></realizations> [COMPLEXITY: x]",
        '{"no_response": 1}',
    ],
)
def test_broken_replies_report_errors(text):
    parsed = parse_reply(text)
    assert not parsed.ok
    assert parsed.error
    assert parsed.response == ""


def test_trailing_proposal_is_stripped():
    block = {"proposal": {"type": "add_drive", "reason": "curious", "action": "learn chess"}}
    text = "I would like that.\n" + json.dumps(block)
    response, proposals = strip_proposals(text)
    assert response == "I would like that."
    assert proposals == ({"type": "add_drive", "reason": "curious", "action": "learn chess"},)
    parsed = parse_reply(_json_reply(response=text))
    assert parsed.response == "I would like that." and len(parsed.proposals) == 1


def test_malformed_proposal_stays_in_text():
    text = 'ok {"proposal": {"type": "x"'
    assert strip_proposals(text) == (text, ())


def test_a_proposal_block_off_its_schema_is_stripped_and_says_why():
    text = 'ok {"proposal": {"type": 5, "reason": "r", "action": "  "}}'
    response, (proposal,) = strip_proposals(text)
    assert response == "ok"
    assert proposal["type"] == "5" and "$.type" in proposal["problem"]
    _, (fine,) = strip_proposals('{"proposal": {"type": "add_drive", "action": "chess"}}')
    assert "problem" not in fine and fine["reason"] == ""


def test_token_estimate():
    assert estimate_tokens("one two three four five six seven eight nine ten") == 13
    assert estimate_tokens("") == 0


def test_budget_truncates_with_visible_marker_and_caps_blocks():
    long = " ".join(["word"] * 100)  # 130 tokens
    blocks = tuple(ThinkingBlock(1, long) for _ in range(5))
    assert len(apply_budget(blocks, budget=10_000)) == 3
    cut = apply_budget(blocks, budget=200)
    assert len(cut) == 2
    assert not cut[0].truncated and cut[1].truncated
    assert "truncated at the 200-token budget" in cut[1].content
    assert estimate_tokens(cut[0].content) + len(cut[1].content.split()[:53]) * 1.3 <= 200 + 2


def test_parse_reply_applies_budget():
    blocks = [{"depth": 2, "content": " ".join(["w"] * 50)}] * 4
    parsed = parse_reply(_json_reply(thinking_blocks=blocks), budget=100)
    assert parsed.thinking[-1].truncated
    assert len(parsed.thinking) <= 3


@pytest.mark.parametrize(
    ("s", "d", "expected"),
    [(1.0, 3, 0.9), (1.0, 2, 0.9 * 0.9), (0.5, 1, 0.5 * 0.9 * 0.8), (2.0, 3, 1.0)],
)
def test_realization_saliency(s, d, expected):
    assert realization_saliency(s, d) == pytest.approx(expected)


def test_schema_shape():
    assert set(REPLY_SCHEMA["required"]) == {
        "complexity_score",
        "thinking_blocks",
        "realizations",
        "response",
        "saliency_score",
    }
    assert REPLY_SCHEMA["properties"]["thinking_blocks"]["maxItems"] == 3


def test_response_stream_extracts_response_piece_by_piece():
    from yeastlab.core.thinking import ResponseStream

    text = _json_reply(response='Line one\nsays "hi" — caf\u00e9 \\ done')
    stream = ResponseStream()
    pieces = [stream.feed(text[i : i + 3]) for i in range(0, len(text), 3)]
    assert "".join(pieces) == 'Line one\nsays "hi" — caf\u00e9 \\ done'
    assert [b.depth for b in stream.thinking_blocks()] == [1, 2]
    assert stream.done


def test_response_stream_waits_for_split_escapes():
    from yeastlab.core.thinking import ResponseStream

    stream = ResponseStream()
    assert stream.feed('{"response": "a\\') == "a"
    assert stream.feed('u00e9b"}') == "\u00e9b"
