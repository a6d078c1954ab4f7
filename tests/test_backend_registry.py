"""make_backend: specs, settings-derived specs, errors."""

from __future__ import annotations

import subprocess
import sys

import pytest

from yeastlab.backends import Backend, make_backend
from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError


def test_offline_is_the_default():
    backend = make_backend()
    assert isinstance(backend, Backend)
    assert (backend.name, backend.model, backend.is_language_model) == (
        "offline",
        "offline-extractive",
        False,
    )


def test_backend_objects_pass_through():
    backend = make_backend("offline")
    assert make_backend(backend) is backend


def test_unknown_spec_lists_the_choices():
    with pytest.raises(ConfigError, match=r"No backend named 'gpt5'. Choose one of: offline, "):
        make_backend("gpt5")
    with pytest.raises(ConfigError, match="ssh://USER@HOST"):
        make_backend("telnet://host")


def test_malformed_specs():
    with pytest.raises(ConfigError, match="ollama://HOST:PORT"):
        make_backend("ollama://")
    with pytest.raises(ConfigError, match="ssh://user@host"):
        make_backend("ssh://")
    with pytest.raises(ConfigError, match="replay:FILE.jsonl"):
        make_backend("replay:")
    with pytest.raises(ConfigError, match="takes no arguments"):
        make_backend("offline:fast")


def test_settings_choose_the_spec():
    settings = Settings().with_(backend="ollama://10.0.0.5:11500", model="llama3:8b")
    backend = make_backend(settings=settings)
    assert backend.name == "ollama://10.0.0.5:11500"
    assert backend.host == "http://10.0.0.5:11500" and backend.model == "llama3:8b"
    assert backend.timeout == settings.timeout
    backend.close()


def test_apollo_keys_mean_ssh(tmp_path):
    settings = Settings.from_env(
        {"APOLLO_HOST": "apollo", "APOLLO_USER": "gpu", "APOLLO_PORT": "2200"}
    )
    assert settings.backend_spec == "ssh://gpu@apollo:2200"
    backend = make_backend(settings=settings.with_(ssh_known_hosts=str(tmp_path / "kh")))
    tunnel = backend.transport.tunnel
    assert (tunnel.user, tunnel.host, tunnel.port) == ("gpu", "apollo", 2200)
    assert (tunnel.retries, tunnel.backoff_ms) == (5, 100.0)
    backend.close()  # never connected: nothing to tear down


def test_choosing_offline_imports_no_network_libraries():
    code = (
        "import sys; from yeastlab.backends import make_backend; make_backend('offline'); "
        "print(sorted({'paramiko', 'ollama', 'httpx'} & set(sys.modules)))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
