"""SSH as a transport under the Ollama backend: one paramiko connection, one channel per HTTP
connection, no local listening port.

Why an ``httpx`` transport rather than a local port forward: a forwarder (127.0.0.1:ephemeral →
``direct-tcpip`` channel) needs an accept thread plus two pump threads per connection, adds two
loopback hops to every request, leaves a listening port to leak, and can only report a dead
remote Ollama as a connection reset. Here ``httpcore``'s connection pool gets a network backend
whose ``connect_tcp`` opens a ``direct-tcpip`` channel on the shared SSH transport, so
:class:`~yeastlab.backends.ollama.OllamaBackend` runs unchanged on top (``transport=``), requests
run concurrently as separate channels over one connection, and channel-open failures are told
apart: *administratively prohibited* (sshd forbids forwarding) vs *connect failed* (nothing
listens on the remote Ollama port).

Host keys are checked strictly against known_hosts; trust-on-first-use only when asked, and then
the key is recorded. Transient failures (refused, reset, banner timeouts) are retried with
exponential backoff; authentication and host-key failures never are.

This module holds the tunnel (:class:`SSHTunnel`); the ``httpx`` transport over its channels is
:mod:`yeastlab.backends.ssh_http`'s (:class:`SSHTransport`, re-exported here).
"""

from __future__ import annotations

import contextlib
import getpass
import socket
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import paramiko

from yeastlab.backends.ssh_http import SSHTransport
from yeastlab.core.errors import (
    AuthFailed,
    BackendUnavailable,
    ConfigError,
    HostKeyMismatch,
    SSHError,
)
from yeastlab.core.retry import RetryPolicy

__all__ = ["SSHTunnel", "SSHTransport", "parse_ssh_spec"]

#: A channel on a connection that died since its last use: reconnect once, at once.
_RECONNECT_ONCE = RetryPolicy(attempts=2, first_wait=0.0)


class _Dropped(Exception):
    """The SSH connection died under a channel being opened (retried once)."""


_PROHIBITED = paramiko.common.OPEN_FAILED_ADMINISTRATIVELY_PROHIBITED


def parse_ssh_spec(spec: str) -> tuple[str, str, int | None]:
    """Split ``ssh://user@host[:port]`` into ``(user, host, port)``; user may be empty."""
    parts = urlsplit(spec)
    if parts.scheme != "ssh" or not parts.hostname:
        raise ConfigError(f"Bad SSH backend spec {spec!r}; write it as ssh://user@host[:port]")
    try:
        port = parts.port
    except ValueError:
        raise ConfigError(f"Bad port in {spec!r}; write it as ssh://user@host:2222") from None
    return parts.username or "", parts.hostname, port


class _StrictPolicy(paramiko.MissingHostKeyPolicy):
    """Refuse unknown hosts with a message saying how to add the key."""

    def __init__(self, known_hosts: Path, host: str, port: int):
        self._where = (known_hosts, host, port)

    def missing_host_key(self, client: paramiko.SSHClient, hostname: str, key: Any) -> None:
        known_hosts, host, port = self._where
        raise HostKeyMismatch(
            f"The host key of {hostname} is not in {known_hosts}. Check the fingerprint "
            f"(SHA256 {key.fingerprint}), then add it with `ssh-keyscan -p {port} {host} >> "
            f"{known_hosts}`, or allow trust-on-first-use (YEAST_SSH_TRUST_ON_FIRST_USE=1)"
        )


class _RecordingPolicy(paramiko.MissingHostKeyPolicy):
    """Trust on first use: accept an unknown host's key and append it to known_hosts."""

    def __init__(self, known_hosts: Path):
        self._known_hosts = known_hosts

    def missing_host_key(self, client: paramiko.SSHClient, hostname: str, key: Any) -> None:
        client.get_host_keys().add(hostname, key.get_name(), key)
        self._known_hosts.parent.mkdir(parents=True, exist_ok=True)
        with self._known_hosts.open("a", encoding="utf-8") as handle:
            handle.write(f"{hostname} {key.get_name()} {key.get_base64()}\n")


class _QuickAckSocket:
    """The SSH socket, acknowledging every read at once (Linux ``TCP_QUICKACK``).

    sshd relays each line of a streamed reply as its own small packet, on a socket with Nagle's
    algorithm on; while our kernel delays its ACK (up to 40 ms) the next line waits, so a stream
    stutters. The kernel drops QUICKACK after use, hence it is set again after every read.
    """

    def __init__(self, sock: socket.socket):
        self._sock = sock

    def recv(self, size: int) -> bytes:
        data = self._sock.recv(size)
        with contextlib.suppress(OSError):  # closed meanwhile: nothing left to acknowledge
            self._sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_QUICKACK, 1)
        return data

    def __getattr__(self, name: str) -> Any:
        return getattr(self._sock, name)


def _close_client(client: paramiko.SSHClient) -> None:
    """Close a client and wait for its transport thread: paramiko skips the join when the
    transport already died, which would leave the thread running past close()."""
    transport = client.get_transport()
    client.close()
    if transport is not None and transport is not threading.current_thread():
        transport.join(timeout=5)


class SSHTunnel:
    """One SSH connection to a host, opening channels to a fixed remote address on demand.

    Args:
        host: the SSH server.
        user: login name (default: the local user).
        port: SSH port.
        key_path: private key file; empty means the SSH agent and ``~/.ssh/id_*``.
        known_hosts: known_hosts file (default ``~/.ssh/known_hosts``).
        trust_on_first_use: accept and record an unknown host key instead of refusing.
        remote_host, remote_port: where channels lead, as seen from the SSH host.
        retries: connection attempts for transient failures (at least 1).
        backoff_ms: wait before the second attempt; doubles each time.
        connect_timeout: seconds for TCP connect, banner and authentication.
        sleep: the wait function (injected so tests need not sleep for real).
    """

    def __init__(
        self,
        host: str,
        *,
        user: str = "",
        port: int = 22,
        key_path: str | Path = "",
        known_hosts: str | Path = "",
        trust_on_first_use: bool = False,
        remote_host: str = "127.0.0.1",
        remote_port: int = 11434,
        retries: int = 5,
        backoff_ms: float = 100.0,
        connect_timeout: float = 10.0,
        sleep: Callable[[float], None] = time.sleep,
    ):
        self.host, self.port = host, port
        self.user = user or getpass.getuser()
        self.key_path = Path(key_path).expanduser() if key_path else None
        self.known_hosts = Path(known_hosts or "~/.ssh/known_hosts").expanduser()
        self.trust_on_first_use = trust_on_first_use
        self.remote = (remote_host, remote_port)
        self.retries = max(1, retries)
        self.backoff_ms = backoff_ms
        self.connect_timeout = connect_timeout
        self._sleep = sleep
        self._lock = threading.Lock()
        self._client: paramiko.SSHClient | None = None
        self.attempts = 0  # connection attempts so far (diagnostics; tests count retries)
        self.connections = 0  # successful connections so far (1 + reconnects)

    @property
    def where(self) -> str:
        return f"{self.user}@{self.host}:{self.port}"

    def is_alive(self) -> bool:
        """Whether the SSH connection is up (False before the first use and after it died)."""
        client = self._client
        transport = client.get_transport() if client is not None else None
        return transport is not None and transport.is_active()

    # -- connecting ------------------------------------------------------------------------
    def transport(self) -> paramiko.Transport:
        """The live SSH transport, connecting (with retries) if there is none or it died."""
        with self._lock:
            client = self._client
            live = client.get_transport() if client is not None else None
            if live is not None and live.is_active():
                return live
            if client is not None:
                _close_client(client)  # dead: reap its thread before reconnecting
                self._client = None
            self._client = self._connect_with_retries()
            return self._client.get_transport()

    def _load_key(self) -> paramiko.PKey | None:
        # Loaded here, not via key_filename: paramiko then tries every key class and may report
        # a refused key as "encountered EC key, expected OPENSSH key", which looks transient.
        if self.key_path is None:
            return None
        if not self.key_path.is_file():
            raise ConfigError(f"SSH key {self.key_path} does not exist; fix ssh_key_path")
        try:
            return paramiko.PKey.from_path(self.key_path)
        except paramiko.PasswordRequiredException:
            raise ConfigError(
                f"SSH key {self.key_path} is encrypted; add it to ssh-agent (`ssh-add "
                f"{self.key_path}`) and leave ssh_key_path empty"
            ) from None
        except (paramiko.SSHException, ValueError, OSError) as exc:
            raise ConfigError(f"Cannot read SSH key {self.key_path}: {exc}") from exc

    def _connect_with_retries(self) -> paramiko.SSHClient:
        key = self._load_key()
        policy = RetryPolicy(attempts=self.retries, first_wait=self.backoff_ms / 1000, max_wait=60)

        def counted(_attempt: int) -> None:
            self.attempts += 1

        try:
            # A refused key or host key is never worth another try: only transport failures.
            client = policy.call(
                lambda: self._connect_once(key),
                lambda exc: (
                    not isinstance(exc, AuthFailed | HostKeyMismatch)
                    and isinstance(exc, OSError | EOFError | paramiko.SSHException)
                ),
                sleep=self._sleep,
                before=counted,
            )
        except (OSError, EOFError, paramiko.SSHException) as last:
            raise SSHError(
                f"Could not connect to SSH server {self.where} after {self.retries} attempts "
                f"({type(last).__name__}: {last}); check the host is up and sshd is running, "
                "or pass --backend offline"
            ) from last
        self.connections += 1
        return client

    def _connect_once(self, key: paramiko.PKey | None) -> paramiko.SSHClient:
        client = paramiko.SSHClient()
        if self.known_hosts.is_file():
            client.load_host_keys(str(self.known_hosts))
        if self.trust_on_first_use:
            client.set_missing_host_key_policy(_RecordingPolicy(self.known_hosts))
        else:
            client.set_missing_host_key_policy(
                _StrictPolicy(self.known_hosts, self.host, self.port)
            )
        sock = socket.create_connection((self.host, self.port), timeout=self.connect_timeout)
        # Small request/response packets: without TCP_NODELAY each waits on a delayed ACK.
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        if hasattr(socket, "TCP_QUICKACK"):
            sock = _QuickAckSocket(sock)
        try:
            client.connect(
                self.host,
                port=self.port,
                username=self.user,
                pkey=key,
                allow_agent=key is None,
                look_for_keys=key is None,
                sock=sock,
                timeout=self.connect_timeout,
                banner_timeout=self.connect_timeout,
                auth_timeout=self.connect_timeout,
            )
        except BaseException as exc:
            _close_client(client)
            sock.close()
            classified = self._classify(exc)
            if classified is exc:
                raise
            raise classified from exc
        client.get_transport().set_keepalive(30)
        return client

    def _classify(self, exc: BaseException) -> BaseException:
        if isinstance(exc, paramiko.BadHostKeyException):
            return HostKeyMismatch(
                f"The host key of {self.host}:{self.port} differs from the one in "
                f"{self.known_hosts} (the host was reinstalled, or someone is intercepting). "
                f"If you trust the new key: `ssh-keygen -R '[{self.host}]:{self.port}' -f "
                f"{self.known_hosts}` then `ssh-keyscan -p {self.port} {self.host} >> "
                f"{self.known_hosts}`"
            )
        auth = isinstance(exc, paramiko.AuthenticationException)
        if auth or "No authentication methods" in str(exc):
            key = self.key_path or "the SSH agent / ~/.ssh keys"
            return AuthFailed(
                f"{self.where} refused our key ({key}); add its public key to "
                f"~{self.user}/.ssh/authorized_keys on {self.host}, or set ssh_key_path"
            )
        return exc

    # -- channels --------------------------------------------------------------------------
    def open_channel(self, timeout: float | None = None) -> paramiko.Channel:
        """Open a ``direct-tcpip`` channel to the remote address, reconnecting once if the
        connection died since it was last used.

        Raises:
            SSHError: sshd refuses forwarding, or the connection cannot be (re)made.
            BackendUnavailable: nothing listens on the remote port.
        """
        # A tiny model timeout must not turn a slow handshake into a failure: opening a channel
        # gets at least the connect timeout.
        wait = max(timeout or 0.0, self.connect_timeout)

        def open_once() -> paramiko.Channel:
            transport = self.transport()
            try:
                return transport.open_channel(
                    "direct-tcpip", self.remote, ("127.0.0.1", 0), timeout=wait
                )
            except paramiko.ChannelException as exc:
                raise self._refused(exc) from exc
            except (OSError, EOFError, paramiko.SSHException) as exc:
                if transport.is_active():  # alive but not answering: reconnecting won't help
                    raise SSHError(
                        f"sshd on {self.where} did not open a channel within {wait:g} s ({exc}); "
                        "check the server's load and logs"
                    ) from exc
                transport.close()  # the transport died under us: drop it and reconnect
                raise _Dropped(exc) from exc

        try:
            return _RECONNECT_ONCE.call(open_once, _Dropped)
        except _Dropped as dropped:
            last = dropped.__cause__
            raise SSHError(
                f"The SSH connection to {self.where} keeps dropping ({last}); check the network "
                "and the server's logs"
            ) from last

    def _refused(self, exc: paramiko.ChannelException) -> Exception:
        host, port = self.remote
        if exc.code == _PROHIBITED:
            return SSHError(
                f"sshd on {self.where} refused to forward to {host}:{port}; set "
                "`AllowTcpForwarding yes` in its sshd_config (and restart sshd)"
            )
        return BackendUnavailable(
            f"The remote Ollama isn't answering on {host}:{port} at {self.host} ({exc.text}); "
            f"start it there with `ssh -p {self.port} {self.user}@{self.host} ollama serve` "
            "(or `systemctl start ollama`), or pass --backend offline"
        )

    def close(self) -> None:
        """Close the SSH connection and join its thread (idempotent)."""
        with self._lock:
            if self._client is not None:
                _close_client(self._client)
                self._client = None

    def __repr__(self) -> str:
        return f"SSHTunnel({self.where} -> {self.remote[0]}:{self.remote[1]})"
