"""Record real model calls to JSONL and replay them, so an analysis re-runs identically.

Each line of a recording is one request and its reply, keyed by a stable hash of
``(model, messages, format, options)`` (:func:`request_key`). A replay serves the same reply for
the same key; when one request was made several times, the recorded replies are served in order
and the last one repeats. A request that was never recorded raises :class:`ReplayMiss`.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from yeastlab.backends.base import Backend, Message
from yeastlab.core.clock import Clock
from yeastlab.core.errors import ConfigError, ReplayMiss
from yeastlab.core.records import Reply, StreamChunk

__all__ = ["RecordingBackend", "ReplayBackend", "request_key"]


def _request(model: str, messages: Sequence[Message], format: Any, options: Any) -> dict:
    return {
        "model": model,
        "messages": [dict(m) for m in messages],
        "format": format,
        "options": dict(options or {}),
    }


def request_key(
    model: str,
    messages: Sequence[Message],
    format: dict[str, Any] | str | None = None,
    options: Mapping[str, Any] | None = None,
) -> str:
    """A stable SHA-256 of the request: the same on every machine and Python version."""
    canonical = json.dumps(
        _request(model, messages, format, options),
        sort_keys=True,
        ensure_ascii=False,
        separators=(",", ":"),
        default=str,
    )
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class RecordingBackend:
    """Wraps a backend and appends every completed request and reply to a JSONL file.

    Args:
        inner: the backend that answers.
        path: the JSONL file (created, or appended to).
        clock: if given, each line gets a ``recorded_at`` timestamp from it.
    """

    def __init__(self, inner: Backend, path: str | Path, *, clock: Clock | None = None):
        self.inner = inner
        self.path = Path(path)
        self.clock = clock
        self.name = f"record:{self.path}+{inner.name}"
        self.model = inner.model
        self.is_language_model = inner.is_language_model
        self._lock = threading.Lock()

    def _append(self, request: dict, reply: Reply, chunks: list[str] | None = None) -> None:
        line: dict[str, Any] = {
            "key": request_key(**request),
            **request,
            "backend": self.inner.name,
            "is_language_model": self.is_language_model,
            "reply": asdict(reply),
        }
        if chunks is not None:
            line["chunks"] = chunks
        if self.clock is not None:
            line["recorded_at"] = self.clock.now().isoformat()
        text = json.dumps(line, ensure_ascii=False, default=str) + "\n"
        with self._lock:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # One write per record, flushed on close: a crash loses at most the call in flight.
            with self.path.open("a", encoding="utf-8") as handle:
                handle.write(text)

    def chat(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Reply:
        """Ask the inner backend and record the exchange."""
        reply = self.inner.chat(messages, format=format, options=options)
        self._append(_request(self.model, messages, format, options), reply)
        return reply

    def stream(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Iterator[StreamChunk]:
        """Stream from the inner backend; the exchange is recorded when the last chunk arrives."""
        chunks: list[str] = []
        for chunk in self.inner.stream(messages, format=format, options=options):
            if chunk.done and chunk.reply is not None:
                request = _request(self.model, messages, format, options)
                self._append(request, chunk.reply, chunks + ([chunk.text] if chunk.text else []))
            else:
                chunks.append(chunk.text)
            yield chunk

    def close(self) -> None:
        """Close the inner backend."""
        self.inner.close()

    def __repr__(self) -> str:
        return f"RecordingBackend({self.inner!r}, {str(self.path)!r})"


class ReplayBackend:
    """Serves replies from a recording made by :class:`RecordingBackend`.

    Args:
        path: the JSONL recording.
        model: the model whose recordings to serve (default: the first line's model).

    Raises:
        ConfigError: the file is missing or has a malformed line.
    """

    def __init__(self, path: str | Path, *, model: str | None = None):
        self.path = Path(path)
        self.name = f"replay:{self.path}"
        lines = self._load()
        first = lines[0] if lines else {}
        self.model = model or first.get("model", "replay")
        self.is_language_model = bool(first.get("is_language_model", True))
        self._by_key: dict[str, list[dict]] = {}
        for line in lines:
            self._by_key.setdefault(line["key"], []).append(line)
        self._served: dict[str, int] = {}
        self._lock = threading.Lock()

    def _load(self) -> list[dict]:
        if not self.path.is_file():
            raise ConfigError(
                f"Replay file {self.path} does not exist; record one first with "
                f"backend 'record:{self.path}+ollama' (or another backend spec)"
            )
        lines = []
        for number, text in enumerate(self.path.read_text(encoding="utf-8").splitlines(), 1):
            if not text.strip():
                continue
            try:
                line = json.loads(text)
                missing = {"key", "reply"} - set(line)
                if missing:
                    raise KeyError(", ".join(sorted(missing)))
            except (json.JSONDecodeError, KeyError, TypeError) as exc:
                raise ConfigError(
                    f"{self.path} line {number} is not a recording ({exc}); remove or fix that "
                    "line, or record the file again"
                ) from exc
            lines.append(line)
        return lines

    def __len__(self) -> int:
        return sum(len(v) for v in self._by_key.values())

    def _lookup(self, messages: Sequence[Message], format: Any, options: Any) -> dict:
        key = request_key(self.model, messages, format, options)
        recorded = self._by_key.get(key)
        if not recorded:
            users = [str(m.get("content", "")) for m in messages if m.get("role") == "user"]
            snippet = (users[-1] if users else "")[:60]
            raise ReplayMiss(
                f"{self.path} has no recording of model {self.model!r} for the request whose "
                f"last user message starts {snippet!r} (key {key[:16]}); record it by running "
                f"once with backend 'record:{self.path}+<real backend, e.g. ollama>'"
            )
        with self._lock:
            served = self._served.get(key, 0)
            self._served[key] = served + 1
        return recorded[min(served, len(recorded) - 1)]

    def chat(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Reply:
        """The recorded reply to this request.

        Raises:
            ReplayMiss: the request was never recorded.
        """
        return Reply(**self._lookup(messages, format, options)["reply"])

    def stream(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Iterator[StreamChunk]:
        """The recorded reply, in its recorded pieces when it was streamed."""
        line = self._lookup(messages, format, options)
        reply = Reply(**line["reply"])
        for piece in line.get("chunks") or [reply.text]:
            yield StreamChunk(piece)
        yield StreamChunk("", True, reply)

    def close(self) -> None:
        """Nothing to release."""

    def __repr__(self) -> str:
        return f"ReplayBackend({str(self.path)!r}, model={self.model!r})"
