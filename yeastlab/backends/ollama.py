"""Ollama through the official ``ollama`` client: chat, streaming chat, health, embeddings.

The same classes serve a local server and a remote one reached over SSH: the SSH tunnel is an
``httpx`` transport (:mod:`yeastlab.backends.ssh`) handed to the client, so there is one code path
for both. Errors from the client (``ollama.ResponseError``, the builtin ``ConnectionError`` it
raises for refused connections, raw ``httpx`` timeouts and transport errors, and a reply the
client cannot read: bytes that are not UTF-8, JSON that is not an object, fields of the wrong
type that its pydantic models refuse) are mapped into :mod:`yeastlab.core.errors` by
:mod:`yeastlab.backends.http_errors`, shared with the OpenAI-compatible backend, with the
original exception as ``__cause__``.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import httpx
import numpy as np
import ollama

from yeastlab.backends.base import Message, normalize_rows
from yeastlab.backends.http_errors import HTTPStatus, Server, mapped_errors
from yeastlab.core.errors import BackendError
from yeastlab.core.records import Reply, StreamChunk

__all__ = ["OllamaBackend", "OllamaEmbedder", "DEFAULT_HOST", "KNOWN_EMBED_DIMS"]

DEFAULT_HOST = "http://127.0.0.1:11434"

#: Dimensions of common Ollama embedding models, so ``dim`` needs no server round trip.
KNOWN_EMBED_DIMS = {"nomic-embed-text": 768, "mxbai-embed-large": 1024, "all-minilm": 384}


def _client(host: str, timeout: float, transport: httpx.BaseTransport | None) -> ollama.Client:
    # The client's default timeout is None (wait forever): always pass ours.
    if transport is None:
        return ollama.Client(host=host, timeout=timeout)
    # trust_env=False: proxy variables must not reroute requests around the given transport.
    return ollama.Client(host=host, timeout=timeout, transport=transport, trust_env=False)


#: How messages name Ollama and what they advise.
SERVER = Server(
    kind="Ollama",
    reply="a valid Ollama response",
    start="start Ollama with `ollama serve` on that machine, or pass --backend offline",
    slow="raise the timeout (YEAST_TIMEOUT or Settings.timeout) or use a smaller model",
    missing="run `ollama pull {model}` there, or choose another model with --model",
    check="check the server version",
)


def _translate(exc: Exception) -> Exception | None:
    """The client's ``ResponseError`` as an HTTP status (-1: an error line inside a stream)."""
    if not isinstance(exc, ollama.ResponseError):
        return None
    message = str(exc.error)
    status = 404 if "not found" in message.lower() else exc.status_code
    return HTTPStatus(status, message)


def _mapped_errors(where: str, model: str, timeout: float):
    """Map the client's errors into the yeastlab tree (see :mod:`.http_errors`)."""
    return mapped_errors(SERVER, where, model, timeout, translate=_translate)


def _ms(nanoseconds: int | None) -> float:
    return (nanoseconds or 0) / 1e6


def _reply(response: Any, text: str, model: str) -> Reply:
    return Reply(
        text=text,
        model=response.model or model,
        prompt_tokens=response.prompt_eval_count or 0,
        eval_tokens=response.eval_count or 0,
        total_ms=_ms(response.total_duration),
        load_ms=_ms(response.load_duration),
        prompt_eval_ms=_ms(response.prompt_eval_duration),
        eval_ms=_ms(response.eval_duration),
        done_reason=response.done_reason or "stop",
    )


class OllamaBackend:
    """A chat model served by Ollama.

    Args:
        host: the server URL (``http://127.0.0.1:11434``).
        model: the model name (``mistral:7b``).
        timeout: seconds to wait for one request (the client's own default is to wait forever).
        options: default model options, overridden per call (``temperature``, ``seed``, …).
        transport: an ``httpx`` transport to send requests through (the SSH tunnel).
        name: the spec that recreates this backend (default ``ollama://host:port``).
    """

    is_language_model = True

    def __init__(
        self,
        host: str = DEFAULT_HOST,
        model: str = "mistral:7b",
        timeout: float = 120.0,
        *,
        options: Mapping[str, Any] | None = None,
        transport: httpx.BaseTransport | None = None,
        name: str | None = None,
    ):
        self.host = host
        self.model = model
        self.timeout = timeout
        self.options = dict(options or {})
        self.transport = transport
        self.name = name or "ollama://" + host.split("://", 1)[-1].rstrip("/")
        self._client = _client(host, timeout, transport)

    def _errors(self) -> contextlib.AbstractContextManager[None]:
        return _mapped_errors(self.name, self.model, self.timeout)

    def _request(self, messages, format, options, stream: bool):
        merged = {**self.options, **(options or {})}
        return self._client.chat(
            model=self.model,
            messages=[dict(m) for m in messages],
            format=format,
            options=merged or None,
            stream=stream,
        )

    def chat(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Reply:
        """Answer one conversation (see :meth:`yeastlab.backends.Backend.chat`)."""
        with self._errors():
            response = self._request(messages, format, options, stream=False)
            return _reply(response, response.message.content or "", self.model)

    def stream(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Iterator[StreamChunk]:
        """Yield the reply as it arrives; the last chunk has ``done=True`` and the Reply."""
        parts: list[str] = []
        with self._errors():
            for part in self._request(messages, format, options, stream=True):
                piece = part.message.content or ""
                parts.append(piece)
                if part.done:
                    yield StreamChunk(piece, True, _reply(part, "".join(parts), self.model))
                    return
                yield StreamChunk(piece)
        raise BackendError(
            f"Ollama at {self.name} ended the stream without a final message; retry the request"
        )

    def health(self) -> dict[str, Any]:
        """Ask the server for its version and the models it has.

        Returns:
            ``{"version": str, "models": [name, …]}``.
        """
        with self._errors():
            # The client has no version call; _request_raw keeps its HTTP error handling.
            version = self._client._request_raw("GET", "/api/version").json().get("version", "")
            models = [m.model for m in self._client.list().models]
        return {"version": version, "models": models}

    def model_digest(self) -> str:
        """The digest of the weights the server holds under this model's name ("" if it has
        none by that name): the same tag can name other weights after an ``ollama pull``."""
        with self._errors():
            models = self._client.list().models
        names = {self.model, f"{self.model}:latest"}
        return next((m.digest or "" for m in models if m.model in names), "")

    def close(self) -> None:
        """Close the HTTP client and its transport (idempotent)."""
        self._client.close()

    def __enter__(self) -> OllamaBackend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"OllamaBackend({self.name!r}, model={self.model!r})"


class OllamaEmbedder:
    """Embeddings from Ollama's batched ``/api/embed`` (``nomic-embed-text`` by default).

    Args:
        host: the server URL.
        model: the embedding model.
        dim: the vector dimension; if None it is looked up in :data:`KNOWN_EMBED_DIMS` or
            discovered from the first call.
        timeout: seconds per request.
        batch_size: texts per request.
        transport: an ``httpx`` transport (the SSH tunnel).
    """

    def __init__(
        self,
        host: str = DEFAULT_HOST,
        model: str = "nomic-embed-text",
        *,
        dim: int | None = None,
        timeout: float = 60.0,
        batch_size: int = 64,
        transport: httpx.BaseTransport | None = None,
    ):
        self.host = host
        self.model = model
        self.name = f"ollama:{model}"
        self.timeout = timeout
        self.batch_size = batch_size
        self._dim = dim or KNOWN_EMBED_DIMS.get(model.split(":")[0])
        self._lock = threading.Lock()
        self._client = _client(host, timeout, transport)

    @property
    def dim(self) -> int:
        """The vector dimension (asks the server once if it is not known)."""
        if self._dim is None:
            self._dim = self._embed_batch(["dimension probe"]).shape[1]
        return self._dim

    def _embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        with _mapped_errors(self.host, self.model, self.timeout):
            response = self._client.embed(model=self.model, input=list(texts))
            vectors = np.asarray(response.embeddings, dtype=np.float32)
        if vectors.ndim != 2 or len(vectors) != len(texts):
            raise BackendError(
                f"Ollama at {self.host} returned {len(vectors)} embeddings for {len(texts)} "
                f"texts with model {self.model!r}; check the model is an embedding model"
            )
        return vectors

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Embed texts in batches; returns float32 unit rows of shape ``(len(texts), dim)``."""
        batches = [
            self._embed_batch(texts[i : i + self.batch_size])
            for i in range(0, len(texts), self.batch_size)
        ]
        if not batches:
            return np.zeros((0, self.dim), dtype=np.float32)
        out = np.concatenate(batches)
        with self._lock:
            if self._dim is None:
                self._dim = out.shape[1]
        if out.shape[1] != self._dim:
            raise BackendError(
                f"{self.name} returned {out.shape[1]}-d vectors, expected {self._dim}; pass "
                "the right dim or use the model the store was built with"
            )
        return normalize_rows(out)

    def close(self) -> None:
        """Close the HTTP client."""
        self._client.close()

    def __repr__(self) -> str:
        return f"OllamaEmbedder({self.host!r}, model={self.model!r})"
