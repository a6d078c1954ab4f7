"""HTTP over an SSH tunnel: an ``httpx`` transport whose every connection is a ``direct-tcpip``
channel of one SSH connection (:class:`~yeastlab.backends.ssh.SSHTunnel`, see
:mod:`yeastlab.backends.ssh` for why a transport and not a local port forward).

``httpcore``'s connection pool gets a network backend whose ``connect_tcp`` opens a channel, so
requests run concurrently as separate channels, and httpx's own request conversion and error
mapping are kept.
"""

from __future__ import annotations

import contextlib
from typing import Any, Protocol

import httpcore
import httpx
import paramiko

__all__ = ["SSHTransport", "Tunnel"]


class Tunnel(Protocol):
    """What the transport uses of a tunnel (:class:`~yeastlab.backends.ssh.SSHTunnel`)."""

    def open_channel(self, timeout: float | None = None) -> paramiko.Channel: ...

    def is_alive(self) -> bool: ...

    def close(self) -> None: ...


class _ChannelStream(httpcore.NetworkStream):
    """An httpcore stream over one paramiko channel.

    Writes are held until the next read (or until 64 KiB pile up): httpcore writes a request's
    headers and body separately, and sshd relays each as its own segment on a socket without
    TCP_NODELAY, where the second waits ~40 ms for the first's delayed ACK. One write avoids it.
    """

    _FLUSH_AT = 65536

    def __init__(self, channel: paramiko.Channel):
        self._channel = channel
        self._pending = bytearray()

    def _flush(self, timeout: float | None) -> None:
        if not self._pending:
            return
        self._channel.settimeout(timeout)
        try:
            self._channel.sendall(bytes(self._pending))
        except TimeoutError as exc:
            raise httpcore.WriteTimeout(str(exc) or "write timed out") from exc
        except (OSError, EOFError, paramiko.SSHException) as exc:
            raise httpcore.WriteError(str(exc)) from exc
        finally:
            self._pending.clear()

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        self._flush(timeout)
        self._channel.settimeout(timeout)
        try:
            return self._channel.recv(max_bytes)
        except TimeoutError as exc:
            raise httpcore.ReadTimeout(str(exc) or "read timed out") from exc
        except (OSError, EOFError, paramiko.SSHException) as exc:
            raise httpcore.ReadError(str(exc)) from exc

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._pending += buffer
        if len(self._pending) >= self._FLUSH_AT:
            self._flush(timeout)

    def close(self) -> None:
        # Closing sends a message: on a connection that already died that fails, harmlessly.
        with contextlib.suppress(OSError, EOFError, paramiko.SSHException):
            self._channel.close()

    def get_extra_info(self, info: str) -> Any:
        if info == "is_readable":
            # The pool asks this of idle connections: a closed channel must not be reused.
            channel = self._channel
            return channel.closed or channel.eof_received or channel.recv_ready()
        return None


class _TunnelNetwork(httpcore.NetworkBackend):
    """A network backend whose every TCP connection is a channel of the tunnel."""

    def __init__(self, tunnel: Tunnel):
        self._tunnel = tunnel

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Any = None,
    ) -> httpcore.NetworkStream:
        # host/port of the URL are ignored: the tunnel leads to one remote address.
        return _ChannelStream(self._tunnel.open_channel(timeout))


class SSHTransport(httpx.HTTPTransport):
    """An ``httpx`` transport sending every request through an SSH tunnel
    (:class:`~yeastlab.backends.ssh.SSHTunnel`).

    Args:
        tunnel: the tunnel; closed with the transport.
        max_connections: concurrent HTTP connections (= channels) over the one SSH connection.
    """

    def __init__(self, tunnel: Tunnel, *, max_connections: int = 32):
        super().__init__()
        # httpx.HTTPTransport has no network_backend argument; swapping its pool keeps its
        # request conversion and httpcore→httpx error mapping.
        self._pool.close()
        self._pool = httpcore.ConnectionPool(
            max_connections=max_connections,
            max_keepalive_connections=max_connections,
            keepalive_expiry=30.0,
            network_backend=_TunnelNetwork(tunnel),
        )
        self.tunnel = tunnel

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        try:
            return super().handle_request(request)
        except (httpx.RemoteProtocolError, httpx.ReadError, httpx.WriteError):
            if self.tunnel.is_alive():
                raise
        # The SSH connection died under a pooled channel before its thread noticed. Ollama's
        # requests have no side effects, so send it once more over a fresh connection.
        return super().handle_request(request)

    def close(self) -> None:
        super().close()
        self.tunnel.close()
