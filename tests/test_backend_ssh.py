"""The SSH transport through a real OpenSSH sshd on a loopback port."""

from __future__ import annotations

import os
import subprocess
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import paramiko
import pytest
from fixtures.sshd import Sshd, free_port

from yeastlab.backends import make_backend
from yeastlab.backends.ollama import OllamaBackend, OllamaEmbedder
from yeastlab.backends.ssh import SSHTransport, SSHTunnel, parse_ssh_spec
from yeastlab.core.config import Settings
from yeastlab.core.errors import (
    AuthFailed,
    BackendTimeout,
    BackendUnavailable,
    ConfigError,
    HostKeyMismatch,
    SSHError,
)

pytestmark = pytest.mark.sshd

USER = [{"role": "user", "content": "Are you still rising?"}]


def tunnel_for(server: Sshd, remote_port: int, **changes) -> SSHTunnel:
    options = {
        "user": server.user,
        "port": server.port,
        "key_path": server.user_key,
        "known_hosts": server.known_hosts,
        "remote_port": remote_port,
        "backoff_ms": 100.0,
        "connect_timeout": 5.0,
        **changes,
    }
    return SSHTunnel("127.0.0.1", **options)


def tunnel_of(backend) -> SSHTunnel:
    return backend.transport.tunnel


def wait_until_dead(tunnel: SSHTunnel, seconds: float = 5.0) -> None:
    """Wait for the tunnel's transport thread to notice that the server went away."""
    deadline = time.monotonic() + seconds
    while tunnel.is_alive() and time.monotonic() < deadline:
        time.sleep(0.01)


def test_chat_stream_and_health_through_the_tunnel(sshd, fake_ollama):
    backend = make_backend(settings=sshd.settings(remote_ollama_port=fake_ollama.port))
    try:
        assert backend.name == sshd.spec
        fake_ollama.enqueue("Still rising.", "slowly but surely")
        assert backend.chat(USER).text == "Still rising."
        chunks = list(backend.stream(USER))
        assert chunks[-1].done and chunks[-1].reply.text == "slowly but surely"
        assert backend.health()["models"] == ["mistral:7b", "nomic-embed-text:latest"]
        assert tunnel_of(backend).connections == 1
    finally:
        backend.close()


def test_embed_through_the_tunnel(sshd, fake_ollama):
    tunnel = tunnel_for(sshd, fake_ollama.port)
    transport = SSHTransport(tunnel)
    embedder = OllamaEmbedder(f"http://127.0.0.1:{fake_ollama.port}", transport=transport)
    try:
        vectors = embedder.embed(["rye", "spelt", "emmer"])
        assert vectors.shape == (3, 768)
        local = OllamaEmbedder(fake_ollama.url).embed(["rye", "spelt", "emmer"])
        assert (vectors == local).all()
    finally:
        embedder.close()
    assert not tunnel.is_alive()  # closing the embedder closed the tunnel


def test_concurrent_requests_share_one_connection(sshd, fake_ollama):
    fake_ollama.latency = 0.05
    backend = make_backend(settings=sshd.settings(remote_ollama_port=fake_ollama.port))
    prompts = [[{"role": "user", "content": f"prompt {i}"}] for i in range(12)]
    try:
        with ThreadPoolExecutor(6) as pool:
            replies = list(pool.map(backend.chat, prompts))
        assert [r.text for r in replies] == [f"echo: prompt {i}" for i in range(12)]
        assert tunnel_of(backend).connections == 1
        assert tunnel_of(backend).attempts == 1
    finally:
        backend.close()


def test_unknown_host_key_is_refused_without_retries(sshd, fake_ollama, tmp_path):
    empty = tmp_path / "known_hosts"
    empty.write_text("")
    tunnel = tunnel_for(sshd, fake_ollama.port, known_hosts=empty)
    with pytest.raises(HostKeyMismatch, match=rf"ssh-keyscan -p {sshd.port} 127.0.0.1 >>"):
        tunnel.open_channel()
    assert tunnel.attempts == 1
    assert empty.read_text() == ""  # nothing trusted silently


def test_changed_host_key_is_refused_without_retries(sshd, fake_ollama, tmp_path):
    other = paramiko.Ed25519Key.from_private_key_file(str(sshd.user_key))
    wrong = tmp_path / "known_hosts"
    wrong.write_text(f"[127.0.0.1]:{sshd.port} ssh-ed25519 {other.get_base64()}\n")
    backend = make_backend(
        settings=sshd.settings(remote_ollama_port=fake_ollama.port, ssh_known_hosts=str(wrong))
    )
    with pytest.raises(HostKeyMismatch, match=r"differs from the one in .*ssh-keygen -R"):
        backend.chat(USER)
    assert tunnel_of(backend).attempts == 1
    backend.close()


def test_trust_on_first_use_records_the_key(sshd, fake_ollama, tmp_path):
    known = tmp_path / "ssh" / "known_hosts"
    tunnel = tunnel_for(sshd, fake_ollama.port, known_hosts=known, trust_on_first_use=True)
    tunnel.open_channel().close()
    tunnel.close()
    assert known.read_text().split() == sshd.known_hosts.read_text().split()
    strict = tunnel_for(sshd, fake_ollama.port, known_hosts=known)
    strict.open_channel().close()
    strict.close()


def test_wrong_user_key_fails_auth_without_retries(sshd, fake_ollama, tmp_path):
    stranger = tmp_path / "stranger"
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(stranger)], check=True)
    tunnel = tunnel_for(sshd, fake_ollama.port, key_path=stranger)
    with pytest.raises(AuthFailed, match=r"refused our key .*authorized_keys"):
        tunnel.open_channel()
    assert tunnel.attempts == 1


def test_missing_key_file_is_a_config_error(sshd, tmp_path):
    tunnel = tunnel_for(sshd, 1, key_path=tmp_path / "nope")
    with pytest.raises(ConfigError, match="does not exist"):
        tunnel.open_channel()
    assert tunnel.attempts == 0


def test_forwarding_refused_says_allow_tcp_forwarding(sshd_factory, fake_ollama):
    server = sshd_factory(AllowTcpForwarding="no")
    backend = make_backend(settings=server.settings(remote_ollama_port=fake_ollama.port))
    with pytest.raises(SSHError, match=r"AllowTcpForwarding yes") as info:
        backend.chat(USER)
    assert type(info.value) is SSHError
    assert tunnel_of(backend).attempts == 1
    backend.close()


def test_remote_ollama_down(sshd):
    port = free_port()
    backend = make_backend(settings=sshd.settings(remote_ollama_port=port))
    with pytest.raises(
        BackendUnavailable, match=rf"remote Ollama isn't answering on 127.0.0.1:{port}"
    ):
        backend.chat(USER)
    assert "ollama serve" in str(pytest.raises(BackendUnavailable, backend.health).value)
    backend.close()


def test_slow_remote_ollama_times_out(sshd, fake_ollama):
    fake_ollama.latency = 0.6
    settings = sshd.settings(remote_ollama_port=fake_ollama.port, timeout=0.2)
    backend = make_backend(settings=settings)
    with pytest.raises(BackendTimeout, match="within 0.2 s"):
        backend.chat(USER)
    backend.close()


def test_sshd_killed_mid_run_retries_then_fails_clearly(sshd_factory, fake_ollama):
    server = sshd_factory()
    sleeps: list[float] = []
    tunnel = tunnel_for(server, fake_ollama.port, retries=5, sleep=sleeps.append)
    backend = OllamaBackend(
        f"http://127.0.0.1:{fake_ollama.port}", "mistral:7b", 5.0, transport=SSHTransport(tunnel)
    )
    assert backend.chat(USER).text.startswith("echo:")
    server.kill()
    wait_until_dead(tunnel)
    with pytest.raises(SSHError, match=r"after 5 attempts.*sshd is running"):
        backend.chat(USER)
    assert tunnel.attempts == 1 + 5
    assert sleeps == [0.1, 0.2, 0.4, 0.8]
    backend.close()


def test_reconnects_after_the_connection_dies(sshd_factory, fake_ollama):
    server = sshd_factory()
    backend = make_backend(settings=server.settings(remote_ollama_port=fake_ollama.port))
    try:
        assert backend.chat(USER).text.startswith("echo:")
        server.kill()
        wait_until_dead(tunnel_of(backend))
        with Sshd(server.root, port=server.port):  # the host comes back, same keys
            assert backend.chat(USER).text.startswith("echo:")
            assert tunnel_of(backend).connections == 2
    finally:
        backend.close()


def test_request_right_after_a_restart_is_sent_again(sshd_factory, fake_ollama):
    server = sshd_factory()
    backend = make_backend(settings=server.settings(remote_ollama_port=fake_ollama.port))
    try:
        assert backend.chat(USER).text.startswith("echo:")
        server.kill()  # no waiting: the pooled channel may still look usable
        with Sshd(server.root, port=server.port):
            fake_ollama.enqueue("back again")
            assert backend.chat(USER).text == "back again"
    finally:
        backend.close()


def _socket_fds() -> set[str]:
    fds = set()
    for fd in Path("/proc/self/fd").iterdir():
        try:
            if os.readlink(fd).startswith("socket:"):
                fds.add(fd.name)
        except OSError:
            continue
    return fds


def test_close_leaves_no_threads_or_sockets(sshd, fake_ollama):
    threads_before = set(threading.enumerate())
    sockets_before = _socket_fds()
    backend = make_backend(settings=sshd.settings(remote_ollama_port=fake_ollama.port))
    with ThreadPoolExecutor(4) as pool:
        list(pool.map(backend.chat, [USER] * 8))
    assert any(isinstance(t, paramiko.Transport) for t in threading.enumerate())
    backend.close()
    backend.close()  # idempotent
    assert not [t for t in threading.enumerate() if isinstance(t, paramiko.Transport)]
    # The fake server's handler threads end once sshd drops its side of the closed channels.
    deadline = time.monotonic() + 5
    while set(threading.enumerate()) - threads_before and time.monotonic() < deadline:
        time.sleep(0.01)
    assert set(threading.enumerate()) - threads_before == set()
    assert _socket_fds() <= sockets_before


def test_ai_yeast_env_keys_select_ssh(sshd, fake_ollama):
    settings = Settings.from_env(
        {
            "APOLLO_HOST": "127.0.0.1",
            "APOLLO_USER": sshd.user,
            "APOLLO_PORT": str(sshd.port),
            "SSH_PRIVATE_KEY_PATH": str(sshd.user_key),
            "SSH_KNOWN_HOSTS": str(sshd.known_hosts),
            "YEAST_REMOTE_OLLAMA_PORT": str(fake_ollama.port),
        }
    )
    backend = make_backend(settings=settings)
    try:
        assert backend.name == sshd.spec
        assert backend.chat(USER).text == "echo: Are you still rising?"
    finally:
        backend.close()


def test_parse_ssh_spec():
    assert parse_ssh_spec("ssh://gpu@apollo:2222") == ("gpu", "apollo", 2222)
    assert parse_ssh_spec("ssh://apollo") == ("", "apollo", None)
    with pytest.raises(ConfigError, match="ssh://user@host"):
        parse_ssh_spec("ssh://")
    with pytest.raises(ConfigError, match="Bad port"):
        parse_ssh_spec("ssh://a@b:port")
