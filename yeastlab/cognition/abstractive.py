"""Consolidation's judgements by a language model: JSON-schema calls whose replies become plans.

The offline counterpart is :mod:`yeastlab.cognition.extractive`;
:mod:`yeastlab.cognition.consolidate` applies either plan to the store. Every call runs at
temperature 0 with the yeast's seed (``mind.settings.seed``); a malformed reply is shown to the
model once, then refused with :class:`~yeastlab.core.errors.BadModelOutput`, and nothing is changed.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from typing import Any

from yeastlab.cognition.context import Mind
from yeastlab.cognition.extractive import Plan, same_claim
from yeastlab.core.errors import BadModelOutput
from yeastlab.core.records import Memory
from yeastlab.core.retry import RetryPolicy
from yeastlab.core.validation import problem

__all__ = [
    "aged_plan",
    "facts",
    "merged_text",
    "rule_plan",
    "AGED_SCHEMA",
    "TEXT_SCHEMA",
    "FACTS_SCHEMA",
    "RULES_SCHEMA",
]


def _object(**properties: dict) -> dict:
    return {"type": "object", "properties": properties, "required": list(properties)}


def _array(items: dict) -> dict:
    return {"type": "array", "items": items}


_STR, _INT = {"type": "string"}, {"type": "integer", "minimum": 1}  # items are numbered from 1
_SCORE = {"type": "number", "minimum": 0, "maximum": 1}
AGED_SCHEMA = _object(
    patterns=_array(_object(belief=_STR, confidence=_SCORE, basis=_array(_INT))),
    revisions=_array(_object(previous=_STR, revised=_STR, reason=_STR)),
)
TEXT_SCHEMA = _object(text=_STR)
FACTS_SCHEMA = _object(facts=_array(_STR))
RULES_SCHEMA = _object(
    rules=_array(_object(rule=_STR, **{"from": _array(_INT)})),
    removed=_array(_object(index=_INT, reason=_STR)),
)


#: A malformed reply is shown to the model once with what is wrong, then refused.
_REPAIR = RetryPolicy(attempts=2, first_wait=0.0)


def _ask(mind: Mind, task: str, body: str, schema: dict, parse: Callable[[Any], Any]) -> Any:
    """One JSON-schema call; a reply that is not JSON, does not follow ``schema`` (checked with
    jsonschema: types, keys, ranges) or that ``parse`` refuses is shown to the model once with
    the problem, then refused."""
    messages = [
        {
            "role": "system",
            "content": "You consolidate the memories of a persistent agent. "
            "Answer with JSON only, following the given schema.\n" + task,
        },
        {"role": "user", "content": body},
    ]
    options = {"temperature": 0.0, "seed": mind.settings.seed or 0}

    repair: list[dict[str, str]] = []

    def attempt() -> Any:
        # The original request and, after a failure, one repair instruction: never the broken
        # reply, which would grow the prompt and invite the same failure (issue 15).
        reply = mind.backend.chat(messages + repair, format=schema, options=options)
        try:
            data = json.loads(reply.text)
            if why := problem(data, schema):
                raise ValueError(f"the reply does not follow the schema {why}")
            return parse(data)
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            problem_text = f"{type(exc).__name__}: {exc}"
            repair[:] = [
                {
                    "role": "user",
                    "content": f"Your previous reply was invalid ({problem_text}). "
                    "Answer again with JSON that follows the schema exactly.",
                }
            ]
            raise BadModelOutput(problem_text) from exc

    try:
        return _REPAIR.call(attempt, BadModelOutput)
    except BadModelOutput as exc:
        raise BadModelOutput(
            f"The model's consolidation reply was malformed twice ({exc}); nothing was "
            "changed. Run the pass again, or use another model or strategy."
        ) from exc.__cause__


def _numbered(items: Sequence[str], prefix: str = "") -> str:
    return "\n".join(f"{prefix}{i}. {text}" for i, text in enumerate(items, 1)) or "(none)"


def aged_plan(mind: Mind, batch: Sequence[Memory], facts: Sequence[Memory]) -> Plan:
    """The model's plan for an aged batch: patterns (belief, confidence, basis) and revisions of
    known facts (an unmatched revision is kept as a new belief, not dropped)."""
    body = (
        f"Episodes:\n{_numbered([m.text for m in batch])}\n\n"
        f"Known facts:\n{_numbered([f.text for f in facts], 'F')}"
    )
    task = (
        "Find general patterns in the episodes (belief, confidence 0-1, basis = the episode "
        "numbers it rests on) and revisions of known facts the episodes contradict "
        "(previous = the fact's number like F2 or its text)."
    )

    def parse(data: dict) -> Plan:
        patterns = []
        for item in data["patterns"]:
            basis = tuple(int(i) - 1 for i in item["basis"] if 1 <= int(i) <= len(batch))
            patterns.append((str(item["belief"]).strip(), float(item["confidence"]), basis))
        revisions = []
        for item in data["revisions"]:
            index = _fact_index(str(item["previous"]), facts)
            if index is None or index in {r[0] for r in revisions}:
                # an unmatched (or second) revision is kept as a new belief, not dropped
                patterns.append((str(item["revised"]).strip(), 0.6, ()))
            else:
                revisions.append((index, str(item["revised"]).strip(), str(item["reason"]), ()))
        if not all(p[0] for p in patterns) or not all(r[1] for r in revisions):
            raise ValueError("an empty belief or revision")
        return Plan(tuple(patterns), tuple(revisions))

    return _ask(mind, task, body, aged_schema(len(batch), len(facts)), parse)


def aged_schema(episodes: int, facts: int) -> dict:
    """:data:`AGED_SCHEMA` bounded by what the batch can hold: at most one pattern per episode
    and one revision per known fact (none when no fact is known), short texts and no other keys.
    A grammar-constrained model then closes its JSON within the consolidation cap; SmolLM2
    invented revisions of facts that did not exist until the token cap cut the reply, twice."""
    schema = json.loads(json.dumps(AGED_SCHEMA))
    patterns, revisions = schema["properties"]["patterns"], schema["properties"]["revisions"]
    patterns["maxItems"], revisions["maxItems"] = max(episodes, 1), facts
    pattern, revision = patterns["items"], revisions["items"]
    pattern["properties"]["basis"]["maxItems"] = max(episodes, 1)
    for item in (pattern, revision):
        item["additionalProperties"] = False
        for prop in item["properties"].values():
            if prop.get("type") == "string":
                prop["maxLength"] = 200
    return schema


def _fact_index(previous: str, facts: Sequence[Memory]) -> int | None:
    number = re.fullmatch(r"\s*F?(\d+)\.?\s*", previous, flags=re.IGNORECASE)
    if number and 1 <= int(number.group(1)) <= len(facts):
        return int(number.group(1)) - 1
    for i, fact in enumerate(facts):
        if same_claim(previous, fact.text, overlap=0.7) or previous.strip() == fact.text.strip():
            return i
    return None


def merged_text(mind: Mind, originals: Sequence[Memory]) -> str:
    """One episode's text merging near-duplicate memories, every distinct detail kept."""

    def parse(data: dict) -> str:
        text = str(data["text"]).strip()
        if not text:
            raise ValueError("empty merged text")
        return text

    return _ask(
        mind,
        "Merge these near-duplicate memories into one episode that keeps every "
        'distinct detail. Reply {"text": ...}.',
        _numbered([m.text for m in originals]),
        TEXT_SCHEMA,
        parse,
    )


def facts(mind: Mind, episodes: Sequence[Memory]) -> list[str]:
    """Each episode restated as one general fact, in order."""

    def parse(data: dict) -> list[str]:
        facts = [str(f).strip() for f in data["facts"]]
        if len(facts) != len(episodes) or not all(facts):
            raise ValueError(f"expected {len(episodes)} non-empty facts, got {len(facts)}")
        return facts

    return _ask(
        mind,
        "Restate each episode as one general fact, in order.",
        _numbered([m.text for m in episodes]),
        FACTS_SCHEMA,
        parse,
    )


def rule_plan(
    mind: Mind,
    rules: Sequence[Memory],
    candidates: Sequence[tuple[str, list[str]]],
    *,
    max_rules: int,
) -> tuple[list[tuple[str, list[int]]], list[tuple[int, str]]]:
    """The model's rule set from the current rules and the recurring patterns: each rule with
    the indexes of the current rules it keeps or merges, and the indexes of rules to remove
    with why.

    Raises:
        BadModelOutput: the reply was malformed twice.
    """
    body = (
        f"Current rules:\n{_numbered([r.text for r in rules])}\n\nPatterns seen in 3+ "
        f"memories:\n{_numbered([f'{p} (in {len(refs)})' for p, refs in candidates], 'P')}"
    )
    task = (
        f"Maintain at most {max_rules} procedural rules. Return the full rule set: each rule "
        "with `from` = the numbers of current rules it keeps or merges ([] for a new rule); "
        "list in `removed` the current rules the patterns contradict, with the reason."
    )

    def parse(data: dict) -> tuple[list[tuple[str, list[int]]], list[tuple[int, str]]]:
        kept = [(str(r["rule"]).strip(), [int(i) - 1 for i in r["from"]]) for r in data["rules"]]
        removed = [(int(r["index"]) - 1, str(r["reason"])) for r in data["removed"]]
        if any(not t or any(not 0 <= i < len(rules) for i in f) for t, f in kept):
            raise ValueError("a rule is empty or cites a rule number that does not exist")
        return kept[:max_rules], [(i, why) for i, why in removed if 0 <= i < len(rules)]

    return _ask(mind, task, body, RULES_SCHEMA, parse)
