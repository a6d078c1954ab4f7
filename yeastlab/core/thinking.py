"""Parsing a yeast's structured reply: thinking blocks, realizations, scores and proposals.

Pure functions over strings, no I/O. A reply arrives in one of two shapes:

* **JSON** following :data:`REPLY_SCHEMA` (what the agent asks for through the backend's
  ``format``): ``complexity_score`` 0–1, up to three ``thinking_blocks`` ``{depth 1–3, content}``,
  ``realizations``, ``response``, ``saliency_score`` 0–1.
* **Tags**, ai-yeast's older form, for models that ignore the schema::

      <thinking depth="2">…</thinking>
      <realizations>one per line</realizations>
      [COMPLEXITY: 0.4] [SALIENCY: 0.7]
      the response text

Either shape may end with proposal blocks ``{"proposal": {"type", "reason", "action"}}``; they are
stripped from the response and returned separately, each checked with jsonschema
(:mod:`yeastlab.core.proposal_blocks`). A reply that is neither valid JSON nor
well-formed tags yields a :class:`ParsedReply` with ``ok`` false and an ``error`` saying why:
parse failures are reported, never swallowed.

The saliency of an exchange and of its realizations is :mod:`yeastlab.core.saliency`'s
(re-exported here).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, replace
from typing import Any

from pydantic_core import from_json

from yeastlab.core.proposal_blocks import PROPOSAL_SCHEMA, proposal_of, strip_proposals
from yeastlab.core.records import ThinkingBlock
from yeastlab.core.saliency import heuristic_saliency, realization_saliency

__all__ = [
    "REPLY_SCHEMA",
    "PROPOSAL_SCHEMA",
    "MAX_BLOCKS",
    "DEFAULT_BUDGET",
    "TRUNCATION_MARKER",
    "ParsedReply",
    "parse_reply",
    "parse_json_reply",
    "parse_tag_reply",
    "strip_proposals",
    "estimate_tokens",
    "apply_budget",
    "realization_saliency",
    "heuristic_saliency",
    "ResponseStream",
]

MAX_BLOCKS = 3
DEFAULT_BUDGET = 1500
#: Appended to the block that hit the thinking budget; ``{budget}`` is filled in.
TRUNCATION_MARKER = " … [thinking truncated at the {budget}-token budget]"

REPLY_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "complexity_score": {"type": "number", "minimum": 0, "maximum": 1},
        "thinking_blocks": {
            "type": "array",
            "maxItems": MAX_BLOCKS,
            "items": {
                "type": "object",
                "properties": {
                    "depth": {"type": "integer", "minimum": 1, "maximum": 3},
                    "content": {"type": "string"},
                },
                "required": ["depth", "content"],
            },
        },
        "realizations": {"type": "array", "items": {"type": "string"}},
        "response": {"type": "string"},
        "saliency_score": {"type": "number", "minimum": 0, "maximum": 1},
    },
    "required": [
        "complexity_score",
        "thinking_blocks",
        "realizations",
        "response",
        "saliency_score",
    ],
}


@dataclass(frozen=True)
class ParsedReply:
    """The parts of one reply.

    Args:
        ok: whether the reply could be parsed.
        response: the text for the user (proposal blocks removed).
        thinking: thinking blocks (at most :data:`MAX_BLOCKS`, within the budget).
        realizations: insights the model wants remembered.
        complexity: the model's complexity score, or ``None`` if it gave none.
        saliency: the model's saliency score, or ``None`` if it gave none.
        proposals: proposal dicts ``{"type", "reason", "action"}``.
        form: ``"json"``, ``"tags"`` or ``""`` when unparsed.
        error: why parsing failed (empty when ``ok``).
    """

    ok: bool
    response: str = ""
    thinking: tuple[ThinkingBlock, ...] = ()
    realizations: tuple[str, ...] = ()
    complexity: float | None = None
    saliency: float | None = None
    proposals: tuple[dict[str, str], ...] = ()
    form: str = ""
    error: str = ""

    @property
    def max_depth(self) -> int:
        """The deepest thinking block (0 without thinking)."""
        return max((b.depth for b in self.thinking), default=0)


def estimate_tokens(text: str) -> int:
    """Estimated token count: words × 1.3, rounded up."""
    return math.ceil(len(text.split()) * 1.3)


def apply_budget(
    blocks: tuple[ThinkingBlock, ...], budget: int = DEFAULT_BUDGET, max_blocks: int = MAX_BLOCKS
) -> tuple[ThinkingBlock, ...]:
    """Keep at most ``max_blocks`` blocks and cut thinking at ``budget`` estimated tokens.

    The block that crosses the budget is cut at a word boundary and ends with a visible
    :data:`TRUNCATION_MARKER`; blocks after it are dropped.
    """
    kept: list[ThinkingBlock] = []
    used = 0
    for block in blocks[:max_blocks]:
        cost = estimate_tokens(block.content)
        if used + cost <= budget:
            kept.append(block)
            used += cost
            continue
        words_left = max(int((budget - used) / 1.3), 0)
        cut = " ".join(block.content.split()[:words_left])
        kept.append(
            replace(block, content=cut + TRUNCATION_MARKER.format(budget=budget), truncated=True)
        )
        break
    return tuple(kept)


#: One decoder for every parse: ``raw_decode`` keeps no state between calls.
_DECODER = json.JSONDecoder()


def _unit(value: Any) -> float | None:
    """A score clamped to [0, 1], or ``None`` when it is not a number."""
    if isinstance(value, bool):
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    if math.isnan(number):
        return None
    return min(max(number, 0.0), 1.0)


def _depth(value: Any) -> int:
    try:
        return min(max(int(value), 1), 3)
    except (TypeError, ValueError):
        return 1


_FENCED_JSON = re.compile(r"```(?:json)?\s*(\{.*\})\s*```", re.S)


def _json_candidate(text: str) -> str | None:
    """The JSON object in ``text`` (bare, fenced, or surrounded by prose), if it looks like one."""
    fenced = _FENCED_JSON.search(text) if "```" in text else None
    if fenced:
        return fenced.group(1)
    stripped = text.strip()
    if stripped.startswith("{"):
        return stripped
    return None


def parse_json_reply(text: str) -> ParsedReply:
    """Parse the JSON reply form (see :data:`REPLY_SCHEMA`)."""
    candidate = _json_candidate(text)
    if candidate is None:
        return ParsedReply(ok=False, error="not a JSON object")
    try:
        data, end = _DECODER.raw_decode(candidate)
    except json.JSONDecodeError as exc:
        return ParsedReply(ok=False, error=f"invalid JSON: {exc.msg} at char {exc.pos}")
    if not isinstance(data, dict):
        return ParsedReply(ok=False, error="JSON reply is not an object")
    response = data.get("response")
    if not isinstance(response, str):
        return ParsedReply(ok=False, error='JSON reply has no string "response"')
    blocks = []
    for item in data.get("thinking_blocks") or []:
        if isinstance(item, dict) and str(item.get("content", "")).strip():
            blocks.append(ThinkingBlock(_depth(item.get("depth")), str(item["content"]).strip()))
        elif isinstance(item, str) and item.strip():
            blocks.append(ThinkingBlock(1, item.strip()))
    realizations = data.get("realizations") or []
    if isinstance(realizations, str):
        realizations = [realizations]
    response, proposals = strip_proposals(response)
    # A trailing proposal after the JSON object, or a "proposal(s)" key inside it, also counts.
    extra = [data["proposal"]] if isinstance(data.get("proposal"), dict) else []
    extra += [p for p in data.get("proposals") or [] if isinstance(p, dict)]
    _, after = strip_proposals(candidate[end:])
    return ParsedReply(
        ok=True,
        response=response,
        thinking=tuple(blocks),
        realizations=tuple(str(r).strip() for r in realizations if str(r).strip()),
        complexity=_unit(data.get("complexity_score")),
        saliency=_unit(data.get("saliency_score")),
        proposals=proposals + tuple(proposal_of(p) for p in extra) + after,
        form="json",
    )


_THINK = re.compile(
    r"<thinking(?:\s+depth\s*=\s*[\"']?(\d+)[\"']?)?\s*>(.*?)</thinking>", re.S | re.I
)
_REAL = re.compile(r"<realizations>(.*?)</realizations>", re.S | re.I)
_SCORE = re.compile(r"\[(SALIENCY|COMPLEXITY)\s*:\s*([0-9]*\.?[0-9]+)\s*\]", re.I)
_RESPONSE = re.compile(r"<response>(.*?)</response>", re.S | re.I)
_BULLET = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s*")


_TAGS = tuple(
    (tag, re.compile(rf"<{tag}\b", re.I), re.compile(rf"</{tag}>", re.I))
    for tag in ("thinking", "realizations", "response")
)
_SCORE_MARKER = re.compile(r"\[(?:SALIENCY|COMPLEXITY)\b", re.I)


def _tag_problems(text: str) -> list[str]:
    problems = []
    for tag, opening, closing in _TAGS:
        opened = len(opening.findall(text))
        closed = len(closing.findall(text))
        if opened != closed:
            problems.append(f"<{tag}> opened {opened}× but closed {closed}×")
    scores = len(_SCORE_MARKER.findall(text))
    if scores != len(_SCORE.findall(text)):
        problems.append("a [SALIENCY]/[COMPLEXITY] marker has no number")
    return problems


def parse_tag_reply(text: str) -> ParsedReply:
    """Parse ai-yeast's tag form; plain text without any tags is a valid, tag-less reply."""
    problems = _tag_problems(text)
    if problems:
        return ParsedReply(ok=False, error="broken tags: " + "; ".join(problems))
    if _json_candidate(text) is not None and not _THINK.search(text):
        return ParsedReply(ok=False, error="looks like JSON but is not valid JSON")
    blocks = tuple(
        ThinkingBlock(_depth(d or 1), c.strip()) for d, c in _THINK.findall(text) if c.strip()
    )
    realizations: list[str] = []
    for body in _REAL.findall(text):
        for line in body.splitlines():
            line = _BULLET.sub("", line).strip()
            if line:
                realizations.append(line)
    scores = {name.upper(): _unit(value) for name, value in _SCORE.findall(text)}
    explicit = _RESPONSE.search(text)
    if explicit:
        response = explicit.group(1)
    else:
        response = _SCORE.sub("", _REAL.sub("", _THINK.sub("", text)))
    response, proposals = strip_proposals(response)
    if not response:
        return ParsedReply(ok=False, error="tag reply has no response text")
    return ParsedReply(
        ok=True,
        response=response,
        thinking=blocks,
        realizations=tuple(realizations),
        complexity=scores.get("COMPLEXITY"),
        saliency=scores.get("SALIENCY"),
        proposals=proposals,
        form="tags",
    )


def parse_reply(
    text: str, *, budget: int = DEFAULT_BUDGET, max_blocks: int = MAX_BLOCKS
) -> ParsedReply:
    """Parse a reply: JSON first, then the tag form; apply the block cap and thinking budget.

    Args:
        text: the model's raw output.
        budget: the thinking budget in estimated tokens.
        max_blocks: the most thinking blocks kept.

    Returns:
        The parsed reply; when neither form parses, ``ok`` is false and ``error`` names both
        failures.
    """
    first = parse_json_reply(text)
    if first.ok:
        parsed = first
    else:
        second = parse_tag_reply(text)
        if not second.ok:
            return ParsedReply(ok=False, error=f"{first.error}; {second.error}")
        parsed = second
    thinking = apply_budget(parsed.thinking, budget, max_blocks)
    return parsed if thinking == parsed.thinking else replace(parsed, thinking=thinking)


class ResponseStream:
    """Pulls the ``"response"`` string out of a JSON reply while it streams in.

    The reply so far is parsed as partial JSON by ``pydantic_core.from_json`` (a string cut
    short is kept, an escape cut short waits for its end, so ``"\\ud83d\\ude00"`` split across
    pieces arrives as one emoji, never as lone surrogates), and each :meth:`feed` returns what
    the response gained.
    """

    def __init__(self) -> None:
        self.buffer = ""
        self.sent = ""  # the response returned so far
        self.started = False  # the response string has begun
        self.done = False  # ...and ended
        self._value: dict[str, Any] = {}

    def thinking_blocks(self, budget: int = DEFAULT_BUDGET) -> tuple[ThinkingBlock, ...]:
        """The thinking blocks before the response, once the response has started."""
        if not self.started:
            return ()
        parsed = parse_json_reply(json.dumps({**self._value, "response": ""}))
        return apply_budget(parsed.thinking, budget) if parsed.ok else ()

    def feed(self, piece: str) -> str:
        """Add streamed text; return the newly complete part of the response (maybe empty)."""
        self.buffer += piece
        if self.done:
            return ""
        start = self.buffer.find("{")  # a model may put a fence or a word before the object
        if start < 0:
            return ""
        try:
            value = from_json(self.buffer[start:], allow_partial="trailing-strings")
        except ValueError:  # not JSON (yet): nothing to show; the final reply is parsed whole
            return ""
        response = value.get("response") if isinstance(value, dict) else None
        if not isinstance(response, str):
            return ""
        self._value, self.started = value, True
        if '"' in piece:  # the string can only have closed on a quote: parse strictly then
            closed = from_json(self.buffer[start:], allow_partial=True)
            self.done = isinstance(closed, dict) and "response" in closed
        new, self.sent = response[len(self.sent) :], response
        return new
