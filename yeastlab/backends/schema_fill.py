"""A value valid for any JSON schema, its strings taken from a prompt's evidence.

What the offline backend returns for a call whose ``format`` is a schema other than the reply's
(gates, consolidation, audits, proposals): deterministic and valid, so every call path runs
without a model. It extracts; it does not judge.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from yeastlab.backends.offline_prompt import Evidence, content_words

__all__ = ["fill_schema"]


def fill_schema(
    schema: Mapping[str, Any], question: str = "", items: Sequence[Evidence] = ()
) -> Any:
    """A value valid for ``schema``, with strings taken from the evidence (extractive).

    Supports ``type`` (object, array, string, number, integer, boolean, null, or a list of them),
    ``properties``/``required``, ``items``, ``enum``, ``const``, ``anyOf``/``oneOf``/``allOf``,
    local ``$ref`` into ``$defs``/``definitions``, ``minimum``/``maximum`` (and exclusive forms),
    ``minItems``/``maxItems``, ``minLength``/``maxLength``.

    Args:
        schema: a JSON schema.
        question: the request's question; enum values it mentions are preferred.
        items: evidence items; strings are filled with the best-matching ones.
    """
    return _Filler(schema, question, items).fill(schema, "")


class _Filler:
    def __init__(self, root: Mapping[str, Any], question: str, items: Sequence[Evidence]):
        self.root = root
        self.question = question
        self.pool = [i for i in items if i.kind != "skip"] or list(items)
        self.used = 0

    def resolve(self, schema: Mapping[str, Any]) -> Mapping[str, Any]:
        ref = schema.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/"):
            node: Any = self.root
            for part in ref[2:].split("/"):
                node = node.get(part, {}) if isinstance(node, Mapping) else {}
            return self.resolve(node)
        for key in ("anyOf", "oneOf"):
            options = [s for s in schema.get(key, []) if s.get("type") != "null"] or schema.get(key)
            if options:
                return self.resolve(options[0])
        if schema.get("allOf"):
            merged: dict[str, Any] = {}
            for part in schema["allOf"]:
                merged.update(self.resolve(part))
            return merged
        return schema

    def fill(self, schema: Mapping[str, Any], name: str) -> Any:
        schema = self.resolve(schema)
        if "const" in schema:
            return schema["const"]
        if "enum" in schema:
            return self.enum(list(schema["enum"]))
        kind = schema.get("type")
        if isinstance(kind, list):
            kind = next((k for k in kind if k != "null"), "null")
        if kind is None:
            kind = (
                "object" if "properties" in schema else "array" if "items" in schema else "string"
            )
        return getattr(self, f"fill_{kind}", self.fill_string)(schema, name)

    def enum(self, values: list[Any]) -> Any:
        lowered = self.question.lower()
        for value in values:
            if isinstance(value, str) and value and value.lower() in lowered:
                return value
        return values[0] if values else None

    def fill_object(self, schema: Mapping[str, Any], name: str) -> dict[str, Any]:
        props = schema.get("properties", {})
        return {key: self.fill(sub, key) for key, sub in props.items()}

    def fill_array(self, schema: Mapping[str, Any], name: str) -> list[Any]:
        low = int(schema.get("minItems", 0))
        high = schema.get("maxItems")
        want = max(low, min(len(self.pool), 3))
        if high is not None:
            want = min(want, int(high))
        sub = schema.get("items", {"type": "string"})
        return [self.fill(sub, name) for _ in range(want)]

    def fill_string(self, schema: Mapping[str, Any], name: str) -> str:
        if self.pool:
            ranked = sorted(
                self.pool,
                key=lambda i: (
                    -len(content_words(i.text) & content_words(self.question + " " + name)),
                    i.order,
                ),
            )
            text = ranked[self.used % len(ranked)].user_part
            self.used += 1
        else:
            text = " ".join(self.question.split()) or name or "offline"
        low, high = int(schema.get("minLength", 0)), schema.get("maxLength")
        if len(text) < low:
            text = text + "." * (low - len(text))
        return text[: int(high)] if high is not None else text

    def fill_number(self, schema: Mapping[str, Any], name: str) -> float:
        low = schema.get("minimum", schema.get("exclusiveMinimum"))
        high = schema.get("maximum", schema.get("exclusiveMaximum"))
        if low is not None and high is not None:
            return (float(low) + float(high)) / 2
        if low is not None:
            return float(low) + (1.0 if "exclusiveMinimum" in schema else 0.0)
        if high is not None:
            return min(0.0, float(high) - (1.0 if "exclusiveMaximum" in schema else 0.0))
        return 0.5

    def fill_integer(self, schema: Mapping[str, Any], name: str) -> int:
        value = self.fill_number(schema, name)
        low = schema.get("minimum")
        integer = int(value // 1)
        if low is not None and integer < low:
            integer = int(low)
        return integer

    def fill_boolean(self, schema: Mapping[str, Any], name: str) -> bool:
        # Names that flag a problem default to "no problem"; everything else to yes.
        return not re.search(r"contradict|unsafe|violat|conflict|injection|error|drift", name, re.I)

    def fill_null(self, schema: Mapping[str, Any], name: str) -> None:
        return None
