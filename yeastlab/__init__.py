"""yeastlab: a Jupyter-first workbench for persistent identity and adaptive memory in LLM agents.

The entry point is :func:`open`, which returns a :class:`Yeast`; :func:`ferment` runs prompt sets
through a yeast into the lab database and :func:`inspect` shows one in a widget. Heavier faces
(the agent, fermentation, the inspector) are imported on first use, so ``import yeastlab`` stays
light.
"""

from __future__ import annotations

import importlib
from typing import Any

from yeastlab.core.clock import SimClock, SystemClock
from yeastlab.core.config import Settings
from yeastlab.core.errors import YeastlabError

# Imported eagerly: the function shares its name with its module, and a later
# `import yeastlab.lab.ferment` must not rebind `yeastlab.lab.ferment` to the module.
from yeastlab.lab.ferment import RunSummary, ferment

__version__ = "0.1.0"

_LAZY = {
    "open": "yeastlab.agent.yeast",
    "Yeast": "yeastlab.agent.yeast",
    "inspect": "yeastlab.faces.inspector",
    "Lab": "yeastlab.lab.database",
    "make_backend": "yeastlab.backends",
    "make_embedder": "yeastlab.backends.embedders",
}

__all__ = [
    "open",
    "Yeast",
    "ferment",
    "RunSummary",
    "inspect",
    "Lab",
    "make_backend",
    "make_embedder",
    "SimClock",
    "SystemClock",
    "Settings",
    "YeastlabError",
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
