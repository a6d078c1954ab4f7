"""Settings.from_env reading an ai-yeast ``.env`` file (python-dotenv) and the environment."""

from __future__ import annotations

from pathlib import Path

import pytest

from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError

AI_YEAST_ENV = """\
# ai-yeast settings
APOLLO_HOST=gpu-box # the lab GPU
export APOLLO_USER=jay
APOLLO_PORT = 2222
SSH_PRIVATE_KEY_PATH="/keys/id #1"   # quoted: the hash is part of the path
OLLAMA_MODEL='mistral:7b'
THINKING_ENABLED=false
MAX_EPISODIC_MEMORIES
"""


@pytest.fixture
def dotenv(tmp_path) -> Path:
    path = tmp_path / ".env"
    path.write_text(AI_YEAST_ENV)
    return path


def test_an_inline_comment_is_not_part_of_the_value(dotenv):
    settings = Settings.from_env({}, dotenv=dotenv)
    assert settings.ssh_host == "gpu-box"
    assert str(settings.ssh_key_path) == "/keys/id #1"


def test_export_quotes_and_spaces_around_equals(dotenv):
    settings = Settings.from_env({}, dotenv=dotenv)
    assert (settings.ssh_user, settings.ssh_port) == ("jay", 2222)
    assert settings.model == "mistral:7b" and settings.thinking is False
    assert settings.cap_episodic == Settings().cap_episodic  # a key without "=" sets nothing


def test_the_environment_wins_over_the_file(dotenv):
    settings = Settings.from_env({"APOLLO_HOST": "other", "YEAST_SSH_PORT": "22"}, dotenv=dotenv)
    assert (settings.ssh_host, settings.ssh_port) == ("other", 22)


def test_variables_are_not_interpolated_from_the_process(tmp_path, monkeypatch):
    """Only ``environ`` is read: ``${TOP_K}`` is not looked up in ``os.environ``."""
    monkeypatch.setenv("TOP_K", "9")
    path = tmp_path / ".env"
    path.write_text("RAG_TOP_K=${TOP_K}\n")
    with pytest.raises(ConfigError, match="rag_top_k"):
        Settings.from_env({}, dotenv=path)


def test_a_missing_dotenv_is_no_error(tmp_path):
    assert Settings.from_env({}, dotenv=tmp_path / "absent.env") == Settings()
