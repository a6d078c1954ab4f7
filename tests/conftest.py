"""Shared fixtures: simulated time, the hashing embedder, a clean environment.

Fixtures of one subsystem live in ``tests/fixtures/<name>.py``, loaded as plugins below, so every
test module sees them (the fake backend, the fake Ollama server, the private sshd, stores,
yeasts). Their helpers (``FakeBackend``, ``add_episodes``, ``write_pdf``, …) are imported
explicitly by the tests that use them: ``from fixtures.backends import FakeBackend``. pytest puts
``tests/`` on ``sys.path`` before it imports this file (rootdir conftest, no ``__init__.py``).
"""

from __future__ import annotations

import os

import pytest

from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.core.clock import SimClock

pytest_plugins = [
    "fixtures.agent",
    "fixtures.backends",
    "fixtures.consolidation",
    "fixtures.fake_ollama",
    "fixtures.fake_openai",
    "fixtures.real_llm",
    "fixtures.retrieval",
    "fixtures.sshd",
    "fixtures.store",
]

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
