"""One mapping of HTTP-client failures into :mod:`yeastlab.core.errors`, for every backend that
talks HTTP (Ollama through its client, OpenAI-compatible servers through httpx) and for the
pool that decides from the result whether a host, or the request, failed.

Each backend names its server once, as a :class:`Server` (what it is called, how to start it,
what to do when it is slow or lacks the model), and wraps its calls in :func:`mapped_errors`.
Library-specific errors (``ollama.ResponseError``) are first turned into an :class:`HTTPStatus`
by the backend's ``translate`` hook, so this module needs httpx only, and imports it when an
error is mapped (the pool imports this module, and choosing the offline backend must not pull in
httpx). The original exception is kept as ``__cause__``.

Also here: :data:`HOST_FAILURES`, the errors that say the *host* failed (the pool fails over on
them, and marks the host down), and :func:`http_verify`, which spares a plain-``http://`` client
the ~0.1–0.2 s of loading the CA bundle into an SSL context at every open.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import ssl
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from yeastlab.core.errors import (
    BackendError,
    BackendTimeout,
    BackendUnavailable,
    ModelNotFound,
    YeastlabError,
)

__all__ = ["HOST_FAILURES", "HTTPStatus", "Server", "http_verify", "mapped_errors"]

#: Errors that say the host, not the request, failed: a pool marks the host down and sends the
#: request to another. Any other error (a model the host lacks, a bad reply) is the request's.
HOST_FAILURES: tuple[type[BackendError], ...] = (BackendUnavailable, BackendTimeout)

#: Status of an error that arrived inside a stream after HTTP 200 (the Ollama client's -1).
MID_REPLY = -1


class HTTPStatus(Exception):
    """An HTTP error status (or an error inside a stream), carried to :func:`mapped_errors`."""

    def __init__(self, status: int, detail: str):
        super().__init__(f"HTTP {status}: {detail}")
        self.status = status
        self.detail = detail


@dataclass(frozen=True)
class Server:
    """How one kind of server is named and what to tell the user when it fails.

    Attributes:
        kind: how messages name it, followed by "at <where>" ("Ollama").
        reply: what a valid reply is ("a valid Ollama response").
        start: what to do when nothing answers ("start Ollama with `ollama serve` …").
        slow: what to do when it did not answer in time.
        missing: what to do when it lacks the model; ``{model}`` is replaced.
        check: what to check when its reply cannot be read.
    """

    kind: str
    reply: str
    start: str
    slow: str
    missing: str
    check: str


@contextlib.contextmanager
def mapped_errors(
    server: Server,
    where: str,
    model: str,
    timeout: float,
    *,
    translate: Callable[[Exception], Exception | None] | None = None,
) -> Iterator[None]:
    """Map what an HTTP call raises into the yeastlab tree (the one place this happens).

    Args:
        server: the kind of server, for the messages.
        where: the backend's name (its spec).
        model: the model asked for.
        timeout: the read timeout, for the timeout's message.
        translate: turns a library's own error into an :class:`HTTPStatus` (or returns None).
    """
    try:
        yield
    except YeastlabError:
        raise  # already ours (the SSH transport raises typed errors itself)
    except Exception as exc:
        seen = (translate(exc) if translate is not None else None) or exc
        mapped = _mapped(seen, server, where, model, timeout)
        if mapped is None:
            raise
        raise mapped from exc


def _mapped(
    exc: Exception, server: Server, where: str, model: str, timeout: float
) -> YeastlabError | None:
    """The yeastlab error for ``exc`` (None: not an HTTP failure, let it through)."""
    import httpx  # already loaded by the backend that raised

    at = f"{server.kind} at {where}"
    head = at[0].upper() + at[1:]  # the same, starting a sentence
    if isinstance(exc, HTTPStatus):
        if exc.status == 404:
            return ModelNotFound(
                f"Model {model!r} is not available on {at} ({exc.detail}); "
                + server.missing.format(model=model)
            )
        if exc.status == MID_REPLY:
            return BackendError(f"{head} failed mid-reply: {exc.detail}; retry the request")
        return BackendError(f"{head} answered HTTP {exc.status}: {exc.detail}")
    if isinstance(exc, httpx.TimeoutException):
        return BackendTimeout(f"{head} did not answer within {timeout:g} s; {server.slow}")
    if isinstance(exc, ConnectionError | httpx.ConnectError):
        return BackendUnavailable(f"No answer from {at}: nothing listens there; {server.start}")
    if isinstance(exc, httpx.TransportError):
        return BackendUnavailable(
            f"The connection to {at} broke ({exc}); check the server is running and retry, "
            f"or {server.start}"
        )
    if isinstance(exc, json.JSONDecodeError):
        return BackendError(
            f"{head} sent a malformed reply, not JSON ({exc}); {server.check}, then retry"
        )
    if isinstance(exc, UnicodeDecodeError):
        return BackendError(
            f"{head} sent a reply that is not UTF-8 text ({exc.reason} at byte {exc.start}); "
            f"{server.check} and anything between (a proxy), then retry"
        )
    if isinstance(exc, KeyError | IndexError | TypeError | AttributeError | ValueError):
        # pydantic's ValidationError is a ValueError: a field of the wrong type; the others: a
        # JSON value not shaped like the reply ("choices": [], a number where an object goes).
        detail = " ".join(str(exc).split())[:300]
        return BackendError(
            f"{head} sent a reply that is not {server.reply} ({type(exc).__name__}: {detail}); "
            f"{server.check} and anything between (a proxy), then retry"
        )
    return None


def http_verify(base_url: str, trust_env: bool = True) -> ssl.SSLContext | bool:
    """What to pass as httpx's ``verify`` for a client of ``base_url``.

    httpx loads the CA bundle into a new SSL context for every client (0.05–0.2 s of CPU, more
    than a model request to a batching server on 127.0.0.1), although a plain ``http://`` URL
    never uses it. So: ``False`` (no bundle loaded, nothing to verify) for ``http://`` when no
    proxy variable could route it through TLS, otherwise one verifying context per process,
    shared by every client.
    """
    if base_url.startswith("http://") and not (trust_env and _proxy_variables()):
        return False
    return _shared_context()


def _proxy_variables() -> bool:
    return any(
        os.environ.get(name) for name in ("HTTP_PROXY", "http_proxy", "ALL_PROXY", "all_proxy")
    )


@functools.cache
def _shared_context() -> ssl.SSLContext:
    import httpx

    return httpx.create_ssl_context()
