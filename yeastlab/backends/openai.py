"""OpenAI-compatible chat servers (vLLM, llama.cpp's server, SGLang, LM Studio) over ``httpx``.

``openai://HOST:PORT/MODEL`` talks to ``http://HOST:PORT/v1/chat/completions``. Batching servers
answer many requests at once, so one such backend can serve a whole sweep of yeasts: the client
is thread-safe and keeps a connection pool. Ollama-style options are translated
(``num_predict`` → ``max_tokens``; ``temperature``, ``seed``, ``top_p``, ``stop`` as they are),
``format`` becomes a ``response_format`` (a JSON schema, or ``json_object`` for ``"json"``), and
streaming reads the server-sent events. Errors from httpx, HTTP error statuses and replies that
are not a chat completion are mapped into :mod:`yeastlab.core.errors` by
:mod:`yeastlab.backends.http_errors`, with the original exception as ``__cause__``. A plain
``http://`` server gets a client without an SSL context (loading the CA bundle costs more than a
request to a local batching server). No OpenAI SDK: httpx only.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import httpx

from yeastlab.backends.base import Message
from yeastlab.backends.http_errors import HTTPStatus, Server, http_verify, mapped_errors
from yeastlab.core.errors import BackendError
from yeastlab.core.records import Reply, StreamChunk

__all__ = ["OpenAIBackend", "completion_request", "CONNECT_TIMEOUT"]

#: Seconds to wait for a connection (a dead host should fail fast, whatever the read timeout).
CONNECT_TIMEOUT = 5.0
#: Options passed through under the same name.
_SAME_NAME = ("temperature", "seed", "top_p", "stop", "presence_penalty", "frequency_penalty")


#: How messages name these servers and what they advise.
SERVER = Server(
    kind="the OpenAI-compatible server",
    reply="a chat completion",
    start="start it (e.g. `llama-server --port PORT`, `vllm serve MODEL`) or pick another backend",
    slow="raise the timeout (YEAST_TIMEOUT or Settings.timeout), cap max_tokens, or add "
    "parallel slots to the server",
    missing="check the model name in openai://HOST:PORT/MODEL and that the server has "
    "/v1/chat/completions",
    check="check it is an OpenAI-compatible server",
)


def completion_request(
    model: str,
    messages: Sequence[Message],
    format: dict[str, Any] | str | None,
    options: Mapping[str, Any],
    stream: bool,
) -> dict[str, Any]:
    """The ``/v1/chat/completions`` body for a chat request with Ollama-style options."""
    body: dict[str, Any] = {
        "model": model,
        "messages": [{"role": m["role"], "content": m["content"]} for m in messages],
        "stream": stream,
    }
    for name in _SAME_NAME:
        if options.get(name) is not None:
            body[name] = options[name]
    limit = options.get("max_tokens", options.get("num_predict"))
    if limit is not None and int(limit) > 0:
        body["max_tokens"] = int(limit)
    if isinstance(format, dict):
        body["response_format"] = {
            "type": "json_schema",
            "json_schema": {"name": "reply", "schema": format, "strict": True},
        }
    elif format == "json":
        body["response_format"] = {"type": "json_object"}
    if stream:
        body["stream_options"] = {"include_usage": True}
    return body


def _reply(payload: dict[str, Any], text: str, model: str, finish: str, total_ms: float) -> Reply:
    usage = payload.get("usage") or {}
    timings = payload.get("timings") or {}  # llama.cpp's server adds its own timings
    return Reply(
        text=text,
        model=payload.get("model") or model,
        prompt_tokens=int(usage.get("prompt_tokens") or 0),
        eval_tokens=int(usage.get("completion_tokens") or 0),
        total_ms=total_ms,
        prompt_eval_ms=float(timings.get("prompt_ms") or 0.0),
        eval_ms=float(timings.get("predicted_ms") or 0.0),
        done_reason="length" if finish == "length" else "stop",
    )


class OpenAIBackend:
    """A chat model behind an OpenAI-compatible ``/v1/chat/completions``.

    Args:
        base_url: the server's URL (``http://127.0.0.1:8080``), without ``/v1``.
        model: the model name the server knows.
        timeout: seconds to wait for a reply (reading); connecting waits at most
            :data:`CONNECT_TIMEOUT`.
        options: default options, overridden per call (``temperature``, ``seed``,
            ``num_predict``/``max_tokens``, …).
        api_key: sent as a bearer token when given.
        name: the spec that recreates this backend (default ``openai://host:port/model``).
        transport: an ``httpx`` transport to send requests through.
    """

    is_language_model = True

    def __init__(
        self,
        base_url: str,
        model: str,
        timeout: float = 120.0,
        *,
        options: Mapping[str, Any] | None = None,
        api_key: str | None = None,
        name: str | None = None,
        transport: httpx.BaseTransport | None = None,
    ):
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.timeout = timeout
        self.options = dict(options or {})
        self.name = name or f"openai://{self.base_url.split('://', 1)[-1]}/{model}"
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.Client(
            base_url=self.base_url,
            timeout=httpx.Timeout(timeout, connect=min(CONNECT_TIMEOUT, timeout)),
            limits=httpx.Limits(max_connections=64, max_keepalive_connections=64),
            headers=headers,
            transport=transport,
            trust_env=transport is None,
            verify=http_verify(self.base_url, trust_env=transport is None),
        )

    def _errors(self) -> contextlib.AbstractContextManager[None]:
        return mapped_errors(SERVER, self.name, self.model, self.timeout)

    def _body(self, messages, format, options, stream: bool) -> dict[str, Any]:
        return completion_request(
            self.model, messages, format, {**self.options, **(options or {})}, stream
        )

    def chat(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Reply:
        """Answer one conversation (see :meth:`yeastlab.backends.Backend.chat`)."""
        begun = time.perf_counter()
        with self._errors():
            response = self._client.post(
                "/v1/chat/completions", json=self._body(messages, format, options, False)
            )
            _check(response)
            payload = response.json()
            choice = payload["choices"][0]
            text = choice["message"].get("content") or ""
            total_ms = (time.perf_counter() - begun) * 1000.0
            return _reply(payload, text, self.model, choice.get("finish_reason") or "", total_ms)

    def stream(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Iterator[StreamChunk]:
        """Yield the reply as the server sends it (server-sent events); the last chunk has
        ``done=True`` and the Reply."""
        begun = time.perf_counter()
        parts: list[str] = []
        finish, last = "", {}
        body = self._body(messages, format, options, True)
        with self._errors():
            with self._client.stream("POST", "/v1/chat/completions", json=body) as response:
                if response.status_code >= 400:
                    response.read()
                    _check(response)
                for data in _events(response.iter_lines()):
                    if data == "[DONE]":
                        break
                    event = json.loads(data)
                    if "error" in event:
                        raise HTTPStatus(500, str(event["error"]))
                    for choice in event.get("choices") or ():
                        piece = (choice.get("delta") or {}).get("content") or ""
                        finish = choice.get("finish_reason") or finish
                        if piece:
                            parts.append(piece)
                            yield StreamChunk(piece)
                    if event.get("usage") or event.get("timings"):
                        last = event
                else:
                    raise BackendError(
                        f"The server at {self.name} ended the stream without [DONE]; retry"
                    )
            total_ms = (time.perf_counter() - begun) * 1000.0
            yield StreamChunk("", True, _reply(last, "".join(parts), self.model, finish, total_ms))

    def health(self) -> dict[str, Any]:
        """Ask the server which models it serves: ``{"models": [id, …]}``."""
        with self._errors():
            response = self._client.get("/v1/models", timeout=min(self.timeout, 10.0))
            _check(response)
            return {"models": [m["id"] for m in response.json().get("data", [])]}

    def close(self) -> None:
        """Close the connection pool (idempotent)."""
        self._client.close()

    def __enter__(self) -> OpenAIBackend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"OpenAIBackend({self.name!r}, model={self.model!r})"


def _check(response: httpx.Response) -> None:
    if response.status_code < 400:
        return
    try:
        error = response.json().get("error", response.text)
        detail = error.get("message", str(error)) if isinstance(error, dict) else str(error)
    except (ValueError, AttributeError):
        detail = response.text
    raise HTTPStatus(response.status_code, " ".join(str(detail).split())[:300])


def _events(lines: Iterator[str]) -> Iterator[str]:
    """The ``data:`` payloads of a server-sent event stream (comments and other fields skipped;
    multi-line data joined)."""
    data: list[str] = []
    for line in lines:
        if not line:
            if data:
                yield "\n".join(data)
                data = []
        elif line.startswith("data:"):
            data.append(line[5:].removeprefix(" "))
    if data:
        yield "\n".join(data)
