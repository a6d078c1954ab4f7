"""Shared fixtures: simulated time, the hashing embedder, a clean environment.

Fixtures of one subsystem live in ``tests/fixtures/<name>.py`` and are imported here, so every
test module sees them (the fake Ollama server, the private sshd, stores, yeasts).
"""

from __future__ import annotations

import os

import pytest
from fixtures.agent import *  # noqa: F401,F403,E402
from fixtures.consolidation import *  # noqa: F401,F403,E402
from fixtures.fake_ollama import *  # noqa: F401,F403,E402
from fixtures.retrieval import *  # noqa: F401,F403,E402
from fixtures.sshd import *  # noqa: F401,F403,E402

# Subsystem fixtures (one import line each):
from fixtures.store import *  # noqa: F401,F403,E402

from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.core.clock import SimClock

_ENV_PREFIXES = ("YEAST_", "APOLLO_", "OLLAMA_", "SSH_", "MEMORY_", "RAG_", "THINKING_")


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch):
    """No test sees the developer's YEAST_/APOLLO_/OLLAMA_ variables."""
    for key in list(os.environ):
        if key.startswith(_ENV_PREFIXES):
            monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("LANCEDB_LOG", "error")


@pytest.fixture
def clock() -> SimClock:
    """A simulated clock starting at 2025-01-01 09:00 UTC."""
    return SimClock()


@pytest.fixture
def embedder() -> HashingEmbedder:
    """The deterministic hashing embedder (256-d)."""
    return HashingEmbedder()


def require_tool(path: str, what: str) -> None:
    """Skip when a system tool is missing locally; fail in CI, where .ci/run installs it."""
    if os.path.exists(path):
        return
    message = f"{what} not installed ({path}); .ci/run installs it"
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)
