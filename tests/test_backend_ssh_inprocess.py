"""Fast SSH cases against paramiko's in-process server (counts what the server saw)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import paramiko
import pytest

from yeastlab.backends import make_backend
from yeastlab.core.errors import AuthFailed, HostKeyMismatch, SSHError

USER = [{"role": "user", "content": "Knead me?"}]


def test_transient_drops_are_retried_with_backoff(inprocess_ssh, fake_ollama):
    server = inprocess_ssh(drop_first=2)
    backend = make_backend(settings=server.settings(remote_ollama_port=fake_ollama.port))
    try:
        assert backend.chat(USER).text == "echo: Knead me?"
        tunnel = backend.transport.tunnel
        assert (tunnel.attempts, tunnel.connections, server.accepted) == (3, 1, 3)
    finally:
        backend.close()


def test_gives_up_after_the_configured_attempts(inprocess_ssh, fake_ollama):
    server = inprocess_ssh(drop_first=100)
    settings = server.settings(remote_ollama_port=fake_ollama.port, ssh_retries=3)
    backend = make_backend(settings=settings)
    with pytest.raises(SSHError, match="after 3 attempts"):
        backend.chat(USER)
    assert server.accepted == 3
    backend.close()


def test_sixteen_concurrent_requests_use_one_connection(inprocess_ssh, fake_ollama):
    server = inprocess_ssh()
    fake_ollama.latency = 0.02
    backend = make_backend(settings=server.settings(remote_ollama_port=fake_ollama.port))
    try:
        prompts = [[{"role": "user", "content": str(i)}] for i in range(32)]
        with ThreadPoolExecutor(16) as pool:
            texts = [r.text for r in pool.map(backend.chat, prompts)]
        assert texts == [f"echo: {i}" for i in range(32)]
        assert server.accepted == 1
    finally:
        backend.close()


def test_refused_forwarding_and_foreign_key(inprocess_ssh, fake_ollama, tmp_path):
    server = inprocess_ssh(forwarding=False)
    backend = make_backend(settings=server.settings(remote_ollama_port=fake_ollama.port))
    with pytest.raises(SSHError, match="AllowTcpForwarding"):
        backend.chat(USER)
    backend.close()

    stranger = tmp_path / "stranger"
    paramiko.ECDSAKey.generate().write_private_key_file(str(stranger))
    settings = server.settings(remote_ollama_port=fake_ollama.port, ssh_key_path=str(stranger))
    backend = make_backend(settings=settings)
    with pytest.raises(AuthFailed):
        backend.chat(USER)
    assert backend.transport.tunnel.attempts == 1
    backend.close()


def test_trust_on_first_use_only_when_asked(inprocess_ssh, fake_ollama, tmp_path):
    server = inprocess_ssh()
    known = tmp_path / "known_hosts"
    strict = server.settings(remote_ollama_port=fake_ollama.port, ssh_known_hosts=str(known))
    backend = make_backend(settings=strict)
    with pytest.raises(HostKeyMismatch, match="ssh-keyscan"):
        backend.chat(USER)
    backend.close()
    assert not known.exists()
    backend = make_backend(settings=strict.with_(ssh_trust_on_first_use=True))
    assert backend.chat(USER).text.startswith("echo:")
    backend.close()
    assert known.read_text() == server.known_hosts.read_text()
    backend = make_backend(settings=strict)  # now known: strict checking passes
    assert backend.chat(USER).text.startswith("echo:")
    backend.close()


def test_unreadable_key_is_a_config_error(tmp_path):
    from yeastlab.backends.ssh import SSHTunnel
    from yeastlab.core.errors import ConfigError

    garbage = tmp_path / "id_broken"
    garbage.write_text("-----BEGIN OPENSSH PRIVATE KEY-----\nnot a key\n")
    tunnel = SSHTunnel("127.0.0.1", port=1, key_path=garbage)
    with pytest.raises(ConfigError, match="Cannot read SSH key"):
        tunnel.open_channel()
    assert tunnel.attempts == 0
