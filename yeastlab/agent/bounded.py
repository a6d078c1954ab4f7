"""Bounded model calls: every request a yeast makes carries a cap on generated tokens.

A model that never stops (a runaway list, a JSON string that never closes) otherwise runs into the
timeout and the turn is lost with it. :class:`BoundedBackend` wraps a yeast's backend and adds
Ollama's ``num_predict`` to every call that does not set one, from the settings' cap for the
*kind* of call (:meth:`yeastlab.core.config.Settings.num_predict`). The kind is read off the
request's ``format``: each caller asks for its own JSON schema, so the schema names the call
(the reply, the gates, a conflict judgement, consolidation, the audit, affect, rules); a call
with no schema is an audit explanation. The wrapped backend is otherwise unchanged: every other
attribute is the inner backend's.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from yeastlab.backends.base import Backend, Message
from yeastlab.core.config import Settings
from yeastlab.core.records import Reply, StreamChunk

__all__ = ["BoundedBackend", "bounded", "call_kind"]


def _keys(schema: Any) -> frozenset[str] | None:
    if isinstance(schema, Mapping) and isinstance(schema.get("properties"), Mapping):
        return frozenset(schema["properties"])
    return None


def _kinds() -> dict[frozenset[str], str]:
    """Top-level property names of each caller's schema → the kind of call."""
    from yeastlab.cognition import abstractive, affect, audit, gates, retrieval
    from yeastlab.core import thinking
    from yeastlab.profiles import cognitive

    table = [
        (thinking, "REPLY_SCHEMA", "reply"),
        (gates, "GATE_SCHEMA", "gate"),
        (retrieval, "_CONFLICT_SCHEMA", "conflict"),
        (affect, "AFFECT_SCHEMA", "affect"),
        (affect, "METAPHOR_SCHEMA", "affect"),
        (audit, "_ANSWER_SCHEMA", "audit"),
        (abstractive, "_AGED_SCHEMA", "consolidation"),
        (abstractive, "_TEXT_SCHEMA", "consolidation"),
        (abstractive, "_FACTS_SCHEMA", "consolidation"),
        (abstractive, "_RULES_SCHEMA", "consolidation"),
        (cognitive, "REFLECTION_SCHEMA", "consolidation"),
        (cognitive, "RULES_SCHEMA", "rules"),
    ]
    out: dict[frozenset[str], str] = {}
    for module, name, kind in table:
        keys = _keys(getattr(module, name, None))
        if keys is not None:
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
        return self.inner.chat(messages, format=format, options=self.options(format, options))

    def stream(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Iterator[StreamChunk]:
        """The inner backend's stream, capped."""
        return self.inner.stream(messages, format=format, options=self.options(format, options))

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
