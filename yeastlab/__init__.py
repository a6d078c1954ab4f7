"""yeastlab: a Jupyter-first workbench for persistent identity and adaptive memory in LLM agents.

The entry point is :func:`open`, which returns a :class:`Yeast`; :func:`ferment` runs prompt sets
through a yeast into the lab database, :func:`sweep` runs a grid of such runs on Dask, and
:func:`inspect` shows a yeast in a widget. Heavier faces (the agent, fermentation, sweeps, the
inspector) are imported on first use, so ``import yeastlab`` stays light.

A yeast's records (:class:`Memory`, :class:`SelfModel`, :class:`Turn`, :class:`Hit`,
:class:`ForgetEvent`, …) and the error tree (every error is a :class:`YeastlabError`) are exported
here too, so a notebook needs nothing but ``import yeastlab``.
"""

from __future__ import annotations

import importlib
from typing import Any

from yeastlab.core.clock import SimClock, SystemClock
from yeastlab.core.config import Settings
from yeastlab.core.errors import (
    AuthFailed,
    BackendError,
    BackendTimeout,
    BackendUnavailable,
    BadModelOutput,
    ConfigError,
    ConsolidationError,
    EmbedderMismatch,
    HostKeyMismatch,
    IngestError,
    InputError,
    ModelNotFound,
    ReplayMiss,
    SchemaMismatch,
    SSHError,
    StoreError,
    YeastlabError,
)

__version__ = "0.1.0"

_LAZY = {
    "open": "yeastlab.agent.yeast",
    "Yeast": "yeastlab.agent.yeast",
    "ferment": "yeastlab.lab.ferment",
    "RunSummary": "yeastlab.lab.ferment",
    "sweep": "yeastlab.lab.sweep",
    "SweepResult": "yeastlab.lab.sweep",
    "StreamEvent": "yeastlab.agent.yeast",
    "ConsolidationReport": "yeastlab.cognition.consolidate",
    "IngestReport": "yeastlab.cognition.rag",
    "inspect": "yeastlab.faces.inspector",
    "Lab": "yeastlab.lab.database",
    "make_backend": "yeastlab.backends",
    "make_embedder": "yeastlab.backends.embedders",
}
# The records load numpy: on first use too.
_RECORDS = (
    "TIERS",
    "Memory",
    "SelfModel",
    "Tension",
    "Turn",
    "Hit",
    "GateVerdict",
    "ThinkingBlock",
    "ForgetEvent",
    "Proposal",
    "DriftReport",
    "Shift",
    "Document",
    "Chunk",
)
_LAZY.update(dict.fromkeys(_RECORDS, "yeastlab.core.records"))

__all__ = [
    "open",
    "Yeast",
    "StreamEvent",
    "ferment",
    "RunSummary",
    "sweep",
    "SweepResult",
    "inspect",
    "Lab",
    "make_backend",
    "make_embedder",
    "SimClock",
    "SystemClock",
    "Settings",
    *_RECORDS,
    "ConsolidationReport",
    "IngestReport",
    # errors (the tree of yeastlab.core.errors)
    "YeastlabError",
    "BackendError",
    "BackendUnavailable",
    "BackendTimeout",
    "ModelNotFound",
    "BadModelOutput",
    "ReplayMiss",
    "SSHError",
    "HostKeyMismatch",
    "AuthFailed",
    "StoreError",
    "SchemaMismatch",
    "EmbedderMismatch",
    "IngestError",
    "InputError",
    "ConsolidationError",
    "ConfigError",
    "__version__",
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'yeastlab' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
