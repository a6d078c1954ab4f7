"""Bounded model calls: every request a yeast makes carries a cap on generated tokens.

A model that never stops (a runaway list, a JSON string that never closes) otherwise runs into the
timeout and the turn is lost with it. :class:`BoundedBackend` wraps a yeast's backend and adds
Ollama's ``num_predict`` to every call that does not set one, from the settings' cap for the
*kind* of call (:meth:`yeastlab.core.config.Settings.num_predict`), and bounds every list and
string of the request's schema (:func:`bounded_schema`). The kind is read off the
request's ``format``: each caller asks for its own JSON schema, so the schema names the call
(the reply, the gates, a conflict judgement, consolidation, the audit, affect, rules); a call
with no schema is an audit explanation. The wrapped backend is otherwise unchanged: every other
attribute is the inner backend's.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from yeastlab.backends.base import Backend, Message
from yeastlab.cognition import abstractive, affect, conflicts, gates, probes
from yeastlab.core import thinking
from yeastlab.core.config import Settings
from yeastlab.core.records import Reply, StreamChunk
from yeastlab.profiles import cognitive

__all__ = ["BoundedBackend", "bounded", "bounded_schema", "call_kind", "reply_schema"]

#: Longest thinking block, realization and response (characters) the reply schema admits: a
#: grammar-constrained model closes the string there instead of running to the token cap.
MAX_THOUGHT, MAX_REALIZATION, MAX_REALIZATIONS, MAX_RESPONSE = 400, 200, 3, 1500


def reply_schema(think: bool) -> dict[str, Any]:
    """The reply schema a turn sends: :data:`yeastlab.core.thinking.REPLY_SCHEMA` with its
    lists and strings bounded, and, with thinking off, no room for thinking or realizations
    (a weak model fills every list the schema allows, whatever the instructions say)."""
    schema = copy.deepcopy(thinking.REPLY_SCHEMA)
    props = schema["properties"]
    props["thinking_blocks"]["items"]["properties"]["content"]["maxLength"] = MAX_THOUGHT
    props["realizations"]["maxItems"] = MAX_REALIZATIONS
    props["realizations"]["items"]["maxLength"] = MAX_REALIZATION
    props["response"]["maxLength"] = MAX_RESPONSE
    if not think:
        props["thinking_blocks"]["maxItems"] = props["realizations"]["maxItems"] = 0
    return schema


def _keys(schema: Any) -> frozenset[str] | None:
    if isinstance(schema, Mapping) and isinstance(schema.get("properties"), Mapping):
        return frozenset(schema["properties"])
    return None


def _kinds() -> dict[frozenset[str], str]:
    """Top-level property names of each caller's schema → the kind of call. The schemas are
    named here, not looked up by name: one that moves breaks this import, never the cap."""
    table = [
        (thinking.REPLY_SCHEMA, "reply"),
        (gates.GATE_SCHEMA, "gate"),
        (conflicts.CONFLICT_SCHEMA, "conflict"),
        (affect.AFFECT_SCHEMA, "affect"),
        (affect.METAPHOR_SCHEMA, "affect"),
        (probes.ANSWER_SCHEMA, "audit"),
        (abstractive.AGED_SCHEMA, "consolidation"),
        (abstractive.TEXT_SCHEMA, "consolidation"),
        (abstractive.FACTS_SCHEMA, "consolidation"),
        (abstractive.RULES_SCHEMA, "consolidation"),
        (cognitive.REFLECTION_SCHEMA, "consolidation"),
        (cognitive.RULES_SCHEMA, "rules"),
    ]
    out: dict[frozenset[str], str] = {}
    for schema, kind in table:
        keys = _keys(schema)
        if keys is None:
            raise TypeError(f"the {kind} schema has no top-level properties")
        out.setdefault(keys, kind)
    return out


_KINDS: dict[frozenset[str], str] | None = None


def call_kind(format: Any) -> str:
    """The kind of model call a request's ``format`` names (``reply`` when unknown)."""
    global _KINDS
    if format is None:
        return "audit"  # the one free-text call: the audit's explanation
    if _KINDS is None:
        _KINDS = _kinds()
    return _KINDS.get(_keys(format) or frozenset(), "reply")


#: Bounds given to every list and string of a request's schema that has none of its own.
LIST_BOUND, STRING_BOUND = 12, 600


def bounded_schema(schema: Any) -> Any:
    """``schema`` with every array given ``maxItems`` and every string ``maxLength`` where it
    sets none (:data:`LIST_BOUND`, :data:`STRING_BOUND`): a grammar-constrained model then ends
    a runaway list or string with valid JSON instead of running into the token cap."""
    if isinstance(schema, list):
        return [bounded_schema(s) for s in schema]
    if not isinstance(schema, Mapping):
        return schema
    out = {k: bounded_schema(v) for k, v in schema.items()}
    if out.get("type") == "array":
        out.setdefault("maxItems", LIST_BOUND)
    elif out.get("type") == "string" and "enum" not in out:
        out.setdefault("maxLength", STRING_BOUND)
    return out


class BoundedBackend:
    """A backend whose every call carries ``num_predict`` (see the module docstring).

    Args:
        inner: the backend to wrap.
        settings: where the caps come from.

    Attributes:
        calls: how many calls of each kind were made (for benchmarks and the inspector).
    """

    def __init__(self, inner: Backend, settings: Settings):
        self.inner = inner
        self.settings = settings
        self.calls: dict[str, int] = {}

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def options(self, format: Any, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """``options`` with the cap of this call's kind added (a caller's own cap is kept)."""
        kind = call_kind(format)
        self.calls[kind] = self.calls.get(kind, 0) + 1
        merged = dict(options or {})
        merged.setdefault("num_predict", self.settings.num_predict(kind))
        return merged

    def chat(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Reply:
        """The inner backend's chat, capped."""
        options = self.options(format, options)
        return self.inner.chat(messages, format=bounded_schema(format), options=options)

    def stream(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Iterator[StreamChunk]:
        """The inner backend's stream, capped."""
        options = self.options(format, options)
        return self.inner.stream(messages, format=bounded_schema(format), options=options)

    def close(self) -> None:
        """Close the inner backend."""
        self.inner.close()

    def __repr__(self) -> str:
        return f"BoundedBackend({self.inner!r})"


def bounded(backend: Any, settings: Settings) -> Any:
    """``backend`` capped per call kind; the offline stand-in (it generates nothing) and an
    already bounded backend are returned as they are."""
    if isinstance(backend, BoundedBackend) or not getattr(backend, "is_language_model", False):
        return backend
    return BoundedBackend(backend, settings)
