"""Backends by name: ``make_backend("ssh://gpu@apollo")`` and the registry behind it.

A spec is ``scheme`` or ``scheme:rest``; :data:`BACKENDS` maps each scheme to a factory taking
``(spec, settings, clock)``. The network implementations, ``ollama``, ``ssh``, ``openai`` and
``pool`` (about half a second each, pulling in httpx or paramiko), are imported inside their
factories, so that choosing the offline backend never imports them; every other import is at the
top.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import urlsplit

from yeastlab.backends.base import Backend
from yeastlab.backends.offline import OfflineBackend
from yeastlab.backends.pool import BackendPool, parse_pool_spec
from yeastlab.backends.replay import RecordingBackend, ReplayBackend
from yeastlab.core.clock import Clock
from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError

__all__ = ["BACKENDS", "make_backend", "SPEC_FORMS"]

#: The spec forms, for help texts and error messages.
SPEC_FORMS = (
    "offline",
    "ollama",
    "ollama://HOST:PORT[/MODEL]",
    "ssh://USER@HOST[:PORT]",
    "openai://HOST:PORT/MODEL",
    "pool:SPEC[?limit=N],SPEC[?limit=N],...",
    "replay:FILE.jsonl",
    "record:FILE.jsonl+SPEC",
)

Factory = Callable[[str, Settings, "Clock | None"], Backend]


def _offline(spec: str, settings: Settings, clock: Clock | None) -> Backend:
    if spec != "offline":
        raise ConfigError(f"The offline backend takes no arguments; write 'offline', not {spec!r}")
    return OfflineBackend()


def _default_options(settings: Settings) -> dict:
    options: dict = {"temperature": settings.temperature}
    if settings.seed is not None:
        options["seed"] = settings.seed
    return options


def _ollama(spec: str, settings: Settings, clock: Clock | None) -> Backend:
    from yeastlab.backends.ollama import OllamaBackend

    host, model = settings.ollama_host, settings.model
    if spec != "ollama":
        parts = urlsplit(spec)
        if not parts.hostname:
            raise ConfigError(f"Bad Ollama spec {spec!r}; write ollama://HOST:PORT[/MODEL]")
        host = f"http://{parts.hostname}:{parts.port or 11434}"
        model = parts.path.lstrip("/") or model
    return OllamaBackend(
        host, model, settings.timeout, options=_default_options(settings), name=spec
    )


def _ssh(spec: str, settings: Settings, clock: Clock | None) -> Backend:
    from yeastlab.backends.ollama import OllamaBackend
    from yeastlab.backends.ssh import SSHTransport, SSHTunnel, parse_ssh_spec

    user, host, port = parse_ssh_spec(spec)
    tunnel = SSHTunnel(
        host,
        user=user or settings.ssh_user,
        port=port or settings.ssh_port,
        key_path=settings.ssh_key_path,
        known_hosts=settings.ssh_known_hosts,
        trust_on_first_use=settings.ssh_trust_on_first_use,
        remote_port=settings.remote_ollama_port,
        retries=settings.ssh_retries,
        backoff_ms=settings.ssh_backoff_ms,
        connect_timeout=10.0,
    )
    return OllamaBackend(
        f"http://127.0.0.1:{settings.remote_ollama_port}",  # as seen from the SSH host
        settings.model,
        settings.timeout,
        options=_default_options(settings),
        transport=SSHTransport(tunnel),
        name=spec,
    )


def _openai(spec: str, settings: Settings, clock: Clock | None) -> Backend:
    from yeastlab.backends.openai import OpenAIBackend

    parts = urlsplit(spec)
    if not parts.hostname or not parts.port:
        raise ConfigError(f"Bad OpenAI-compatible spec {spec!r}; write openai://HOST:PORT/MODEL")
    model = parts.path.strip("/") or settings.model
    return OpenAIBackend(
        f"http://{parts.hostname}:{parts.port}",
        model,
        settings.timeout,
        options=_default_options(settings),
        name=spec,
    )


def _pool(spec: str, settings: Settings, clock: Clock | None) -> Backend:
    members = parse_pool_spec(spec)
    backends = [make_backend(inner, settings=settings, clock=clock) for inner, _ in members]
    return BackendPool(backends, limits=[limit for _, limit in members], name=spec)


def _replay(spec: str, settings: Settings, clock: Clock | None) -> Backend:
    path = spec.partition(":")[2]
    if not path:
        raise ConfigError("Write the replay backend as replay:FILE.jsonl")
    return ReplayBackend(path)


def _record(spec: str, settings: Settings, clock: Clock | None) -> Backend:
    path, plus, inner = spec.partition(":")[2].partition("+")
    if not path or not plus or not inner:
        raise ConfigError(f"Write the recording backend as record:FILE.jsonl+SPEC, not {spec!r}")
    return RecordingBackend(make_backend(inner, settings=settings, clock=clock), path, clock=clock)


#: Backend factories by spec scheme.
BACKENDS: dict[str, Factory] = {
    "offline": _offline,
    "ollama": _ollama,
    "ssh": _ssh,
    "openai": _openai,
    "pool": _pool,
    "replay": _replay,
    "record": _record,
}


def make_backend(
    spec: str | Backend | None = None,
    *,
    settings: Settings | None = None,
    clock: Clock | None = None,
) -> Backend:
    """Build a backend from its spec, or pass a backend object through.

    Args:
        spec: one of :data:`SPEC_FORMS`; None means ``settings.backend_spec`` (``YEAST_BACKEND``,
            or ``ssh://`` when ai-yeast's ``APOLLO_HOST`` is set, else ``offline``).
        settings: model, timeouts, SSH keys and retries (default ``Settings()``).
        clock: stamps recordings made by ``record:``.

    Returns:
        The backend; call ``close()`` when done.

    Raises:
        ConfigError: no backend has that name, or the spec is malformed.
    """
    if spec is not None and not isinstance(spec, str):
        return spec
    settings = settings or Settings()
    spec = (spec or settings.backend_spec).strip()
    scheme = spec.split(":", 1)[0].lower()
    factory = BACKENDS.get(scheme)
    if factory is None:
        raise ConfigError(f"No backend named {spec!r}. Choose one of: {', '.join(SPEC_FORMS)}")
    return factory(spec, settings, clock)
