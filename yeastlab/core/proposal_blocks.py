"""Proposal blocks in a model's reply: ``{"proposal": {"type", "reason", "action"}}``.

Either shape of reply (:mod:`yeastlab.core.thinking`) may end with such blocks; they are
stripped from the response and returned separately. Each body is checked against
:data:`PROPOSAL_SCHEMA` with jsonschema (:mod:`yeastlab.core.validation`): one that does not
follow it is still returned, carrying ``problem``, so that it is recorded as refused
(:func:`yeastlab.cognition.proposals.queue`), never applied nor dropped unseen.
"""

from __future__ import annotations

import json
import re
from typing import Any

from yeastlab.core.validation import problem

__all__ = ["PROPOSAL_SCHEMA", "proposal_of", "strip_proposals"]

#: What a proposal block's body must be.
PROPOSAL_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "type": {"type": "string", "pattern": "\\S"},
        "reason": {"type": "string"},
        "action": {"type": "string", "pattern": "\\S"},
    },
    "required": ["type", "action"],
}

_PROPOSAL_START = re.compile(r'\{\s*"proposal"\s*:')
#: One decoder for every parse: ``raw_decode`` keeps no state between calls.
_DECODER = json.JSONDecoder()


def strip_proposals(text: str) -> tuple[str, tuple[dict[str, str], ...]]:
    """Remove well-formed ``{"proposal": {...}}`` blocks from ``text``.

    Returns:
        The text without them (stripped) and the proposals found, in order.
    """
    proposals: list[dict[str, str]] = []
    spans: list[tuple[int, int]] = []
    for match in _PROPOSAL_START.finditer(text):
        if spans and match.start() < spans[-1][1]:
            continue
        try:
            value, end = _DECODER.raw_decode(text, match.start())
        except json.JSONDecodeError:
            continue
        body = value.get("proposal") if isinstance(value, dict) else None
        if isinstance(body, dict):
            proposals.append(proposal_of(body))
            spans.append((match.start(), end))
    for start, end in reversed(spans):
        text = text[:start] + text[end:]
    return text.strip(), tuple(proposals)


def proposal_of(body: dict[str, Any]) -> dict[str, str]:
    """The block's ``type``, ``reason`` and ``action`` as text; a body that does not follow
    :data:`PROPOSAL_SCHEMA` also carries ``problem`` (what is wrong, by path), so that it is
    recorded as refused, never applied nor dropped unseen (:func:`yeastlab.cognition.proposals.
    queue`)."""
    proposal = {key: str(body.get(key, "")).strip() for key in ("type", "reason", "action")}
    if why := problem(body, PROPOSAL_SCHEMA):
        proposal["problem"] = why
    return proposal
