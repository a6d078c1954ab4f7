"""Several model hosts behind one :class:`~yeastlab.backends.base.Backend`: a pool.

``pool:ollama://a:11434,openai://b:8080/m?limit=4`` spreads requests over its members, at most
``limit`` at a time on each (default 1 for Ollama and SSH hosts, which answer one request at a
time unless ``OLLAMA_NUM_PARALLEL`` says otherwise, 4 for OpenAI-compatible batching servers). A
request goes to the least loaded host that is up; when none has a free slot it waits for one.

Failover: a request that fails because its host cannot be reached or did not answer in time
(:class:`~yeastlab.core.errors.BackendUnavailable`, :class:`~yeastlab.core.errors.BackendTimeout`)
marks that host down and is sent to another; other errors (a model the host lacks, a bad reply)
are the request's own and are raised. A host that is down is health-checked again
``recheck_after`` seconds later (its ``health()``, before a request is sent to it), and rejoins
when it answers. A stream fails over only before its first piece: after that, sending it
elsewhere would repeat text the caller already has. Failing over never duplicates a turn: a
turn is recorded only after its reply, so the request is simply asked again.

The limit holds within one pool object unless a factory of *shared slots* is installed with
:func:`share_limits`: then every pool built afterwards also takes a lease of a semaphore named
for the host (:func:`host_key`) before each request. A Dask sweep installs one backed by
``dask.distributed.Semaphore`` on every worker (:func:`yeastlab.lab.clusters.host_slots`), so a
host sees at most ``limit`` requests from the whole cluster, however many worker processes and
threads run yeasts. A lease that is not free is tried without waiting; the request goes to
another host or polls until one is free.
"""

from __future__ import annotations

import threading
import time
import warnings
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from yeastlab.backends.base import Backend, Message
from yeastlab.backends.http_errors import HOST_FAILURES
from yeastlab.core.errors import BackendTimeout, BackendUnavailable, ConfigError, YeastlabError
from yeastlab.core.records import Reply, StreamChunk

__all__ = [
    "BackendPool",
    "HostState",
    "SharedSlot",
    "parse_pool_spec",
    "host_key",
    "share_limits",
    "DEFAULT_LIMITS",
]

#: Requests at a time per host when the spec gives no ``limit``, by scheme.
DEFAULT_LIMITS = {"openai": 4}
#: Errors that say the host, not the request, failed: the request is tried on another host.
FAILOVER = HOST_FAILURES
#: Seconds between tries when every host's shared slots are taken by other processes.
SHARED_POLL = 0.05


class SharedSlot(Protocol):
    """A semaphore shared beyond this pool (``dask.distributed.Semaphore`` has this shape)."""

    def acquire(self, timeout: float | None = None) -> bool: ...

    def release(self) -> bool | None: ...


#: Builds the shared slot of a host: ``(host_key, limit) -> SharedSlot``.
SlotFactory = Callable[[str, int], SharedSlot]
_installed: SlotFactory | None = None


def share_limits(factory: SlotFactory | None) -> None:
    """Make the pools built from now on in this process take a shared slot per request.

    Args:
        factory: ``(host_key, limit) -> SharedSlot``, or None for limits within each pool.
    """
    global _installed
    _installed = factory


def host_key(spec: str) -> str:
    """What names a host across processes: ``HOST:PORT`` (the member spec when it has none)."""
    return urlsplit(spec).netloc or spec


def parse_pool_spec(spec: str) -> list[tuple[str, int]]:
    """Split ``pool:SPEC[?limit=N],SPEC…`` into ``(member spec, limit)`` pairs.

    Raises:
        ConfigError: no members, a nested pool, or a limit that is not a positive integer.
    """
    rest = spec.partition(":")[2]
    members = [part.strip() for part in rest.split(",") if part.strip()]
    if not members:
        raise ConfigError(
            f"A pool needs at least one backend: write pool:SPEC,SPEC,… (got {spec!r})"
        )
    parsed = []
    for member in members:
        scheme = member.split(":", 1)[0].lower()
        if scheme == "pool":
            raise ConfigError(f"A pool cannot hold another pool ({member!r}); list its hosts")
        parts = urlsplit(member)
        query = dict(parse_qsl(parts.query))
        limit_text = query.pop("limit", None)
        try:
            limit = int(limit_text) if limit_text is not None else DEFAULT_LIMITS.get(scheme, 1)
        except ValueError:
            limit = 0
        if limit < 1:
            raise ConfigError(f"limit must be a positive integer in {member!r} (write ?limit=4)")
        inner = urlunsplit(parts._replace(query=urlencode(query))) if parts.query else member
        parsed.append((inner, limit))
    return parsed


@dataclass(frozen=True)
class HostState:
    """One host's state, as :meth:`BackendPool.hosts` reports it.

    Attributes:
        name: the member's spec.
        limit: requests at a time.
        in_flight: requests being answered now.
        up: whether requests are sent to it.
        failures: requests it failed (host errors only).
        served: requests it answered.
        last_error: the error that marked it down ("" if none).
    """

    name: str
    limit: int
    in_flight: int
    up: bool
    failures: int
    served: int
    last_error: str


class _Host:
    def __init__(self, backend: Backend, limit: int, shared: SharedSlot | None):
        self.backend = backend
        self.limit = limit
        self.shared = shared
        self.in_flight = 0
        self.down_since: float | None = None
        self.checking = False
        self.failures = 0
        self.served = 0
        self.last_error = ""


class BackendPool:
    """Backends sharing the work, with per-host limits, health checks and failover.

    Args:
        backends: the members (their ``name`` identifies them in messages).
        limits: requests at a time per member (default 1 each).
        name: the spec that recreates the pool.
        recheck_after: seconds before a host marked down is health-checked again.
        wait_timeout: seconds a request waits for a free slot before giving up.
        clock: a monotonic clock in seconds (injected by tests).
        shared_slots: ``(host_key, limit) -> SharedSlot``: limits held beyond this pool
            (default: the factory installed by :func:`share_limits`, if any).
    """

    def __init__(
        self,
        backends: Sequence[Backend],
        *,
        limits: Sequence[int] | None = None,
        name: str | None = None,
        recheck_after: float = 5.0,
        wait_timeout: float = 600.0,
        clock: Callable[[], float] = time.monotonic,
        shared_slots: SlotFactory | None = None,
    ):
        if not backends:
            raise ConfigError("A pool needs at least one backend")
        limits = list(limits or [1] * len(backends))
        if len(limits) != len(backends) or min(limits) < 1:
            raise ConfigError("Give one positive limit per backend of the pool")
        factory = shared_slots or _installed
        self._hosts = [
            _Host(b, n, factory(host_key(b.name), n) if factory else None)
            for b, n in zip(backends, limits, strict=True)
        ]
        self.name = name or "pool:" + ",".join(b.name for b in backends)
        self.model = backends[0].model
        self.is_language_model = all(b.is_language_model for b in backends)
        self.recheck_after = recheck_after
        self.wait_timeout = wait_timeout
        self._clock = clock
        self._changed = threading.Condition()

    # -- choosing a host ------------------------------------------------------------------------
    def _acquire(self, tried: set[int]) -> _Host:
        """The least loaded usable host not yet tried for this request, its slot (and shared
        slot) taken."""
        deadline = self._clock() + self.wait_timeout
        busy: set[int] = set()  # hosts whose shared slots other processes hold
        while True:
            host = self._take(tried | busy, deadline, elsewhere=bool(busy))
            if host is None:  # every host left is at its limit in other processes
                self._wait(deadline, SHARED_POLL)
                busy.clear()
                continue
            try:
                if host.shared is None or host.shared.acquire(timeout=0):
                    return host
            except BaseException:  # the shared count could not be asked: give the slot back
                self._give_back(host)
                raise
            busy.add(self._hosts.index(host))
            self._give_back(host)

    def _give_back(self, host: _Host) -> None:
        """Return a local slot taken by :meth:`_take` that was not used."""
        with self._changed:
            host.in_flight -= 1
            self._changed.notify_all()

    def _wait(self, deadline: float, at_most: float) -> None:
        remaining = deadline - self._clock()
        if remaining <= 0:
            raise BackendTimeout(
                f"No host of {self.name} had a free slot within {self.wait_timeout:g} s; "
                "raise the hosts' limits or add hosts"
            )
        with self._changed:
            self._changed.wait(min(remaining, at_most))

    def _take(self, excluded: set[int], deadline: float, elsewhere: bool) -> _Host | None:
        """A host's local slot (None: the hosts left are busy elsewhere)."""
        with self._changed:
            while True:
                candidates = [i for i in range(len(self._hosts)) if i not in excluded]
                if not candidates:
                    if elsewhere:
                        return None
                    raise self._exhausted()
                host = self._pick(candidates)
                if host is not None:
                    host.in_flight += 1
                    return host
                if all(self._hosts[i].down_since is not None for i in candidates) and not any(
                    self._hosts[i].checking for i in candidates
                ):
                    if elsewhere:
                        return None
                    raise self._exhausted()
                remaining = deadline - self._clock()
                if remaining <= 0:
                    raise BackendTimeout(
                        f"No host of {self.name} had a free slot within {self.wait_timeout:g} s; "
                        "raise the hosts' limits or add hosts"
                    )
                self._changed.wait(min(remaining, 0.5))

    def _pick(self, candidates: list[int]) -> _Host | None:
        usable = []
        for i in candidates:
            host = self._hosts[i]
            if host.down_since is not None:
                if host.checking or self._clock() - host.down_since < self.recheck_after:
                    continue
                if not self._recheck(host):
                    continue
            if host.in_flight < host.limit:
                usable.append(host)
        return min(usable, key=lambda h: h.in_flight / h.limit, default=None)

    def _recheck(self, host: _Host) -> bool:
        """Health-check a down host (lock held on entry and exit, released meanwhile)."""
        host.checking = True
        self._changed.release()
        try:
            healthy = _healthy(host.backend)
        finally:
            self._changed.acquire()
            host.checking = False
        if healthy:
            host.down_since = None
        else:
            host.down_since = self._clock()
        self._changed.notify_all()
        return healthy

    def _release(self, host: _Host, error: BaseException | None) -> None:
        """Give back a request's slots. A shared lease the cluster cannot be told of is only
        warned about: the reply is good, and the lease expires on its own (Dask's
        ``distributed.scheduler.locks.lease-timeout``); the local slot always goes back (a lost
        one would leave the pool waiting for it until ``wait_timeout``)."""
        if host.shared is not None:
            try:
                host.shared.release()
            except Exception as exc:
                warnings.warn(
                    f"The cluster was not told that a request to {host.backend.name} ended "
                    f"({type(exc).__name__}: {exc}); its slot frees itself when the lease "
                    "times out",
                    RuntimeWarning,
                    stacklevel=2,
                )
        with self._changed:
            host.in_flight -= 1
            if error is None:
                host.served += 1
            else:
                host.failures += 1
                host.down_since = self._clock()
                host.last_error = f"{type(error).__name__}: {error}"
            self._changed.notify_all()

    def _exhausted(self) -> BackendUnavailable:
        down = "; ".join(f"{h.backend.name}: {h.last_error or 'down'}" for h in self._hosts)
        return BackendUnavailable(
            f"Every host of {self.name} is down ({down}); start them or check the network. "
            f"Hosts are checked again {self.recheck_after:g} s after they failed"
        )

    # -- the Backend protocol -------------------------------------------------------------------
    def chat(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Reply:
        """Answer on the least loaded host that is up, failing over to the others."""
        tried: set[int] = set()
        while True:
            host = self._acquire(tried)
            tried.add(self._hosts.index(host))
            try:
                reply = host.backend.chat(messages, format=format, options=options)
            except FAILOVER as exc:
                self._release(host, exc)
                continue
            except BaseException:
                self._release(host, None)
                raise
            self._release(host, None)
            return reply

    def stream(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Iterator[StreamChunk]:
        """Stream from one host; fails over only until the first piece has been yielded."""
        tried: set[int] = set()
        while True:
            host = self._acquire(tried)
            tried.add(self._hosts.index(host))
            started, error, held = False, None, True
            try:
                for chunk in host.backend.stream(messages, format=format, options=options):
                    started = True
                    if chunk.done:  # the slots go back now, not when the caller drops the
                        held = False  # stream (a caller that stops at the reply never resumes
                        self._release(host, None)  # it: the slot would wait for the GC)
                    yield chunk
                return
            except FAILOVER as exc:
                error = exc
                if started:
                    raise
            finally:
                if held:
                    self._release(host, error)

    def hosts(self) -> list[HostState]:
        """Each host's limit, load, state and counts."""
        with self._changed:
            return [
                HostState(
                    name=h.backend.name,
                    limit=h.limit,
                    in_flight=h.in_flight,
                    up=h.down_since is None,
                    failures=h.failures,
                    served=h.served,
                    last_error=h.last_error,
                )
                for h in self._hosts
            ]

    def check(self) -> list[HostState]:
        """Health-check every host now (down ones rejoin when they answer)."""
        for host in self._hosts:
            healthy = _healthy(host.backend)
            with self._changed:
                host.down_since = None if healthy else (host.down_since or self._clock())
                self._changed.notify_all()
        return self.hosts()

    def close(self) -> None:
        """Close every member (idempotent)."""
        for host in self._hosts:
            host.backend.close()

    def __enter__(self) -> BackendPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"BackendPool({self.name!r})"


def _healthy(backend: Backend) -> bool:
    """Whether a host answers its health check (a backend without one counts as healthy)."""
    health = getattr(backend, "health", None)
    if not callable(health):
        return True
    try:
        health()
    except YeastlabError:
        return False
    return True
