"""What a fermentation run's results depend on besides its prompts, recorded with the run.

:func:`environment` reads it off an open yeast; :mod:`yeastlab.lab.resume` compares it when a
run is resumed (versions may change, parameters may not).
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from yeastlab import __version__
from yeastlab.core.errors import YeastlabError

__all__ = ["environment"]


def environment(yeast: Any) -> dict[str, str]:
    """What a run's results depend on besides its prompts, recorded with the run.

    Versions (yeastlab, Python, numpy, LanceDB), the embedder, the backend and its model, the
    model's digest when the server reports one (the same tag can name other weights after an
    ``ollama pull``), the profile, temperature and seed, and every other setting the results
    depend on (decay model and half-life, caps, RAG, thinking, proposals, token budgets...;
    not paths, transport or durability). An unreachable server leaves the digest empty: the
    run's first prompt reports the error. A run resumes only with the same values, versions
    aside (:mod:`yeastlab.lab.resume`).
    """
    import platform

    import lancedb
    import numpy as np

    backend, settings = yeast.backend, yeast.settings
    found = {
        "yeastlab": __version__,
        "python": platform.python_version(),
        "numpy": np.__version__,
        "lancedb": lancedb.__version__,
        "embedder": yeast.embedder.name,
        "backend": backend.name,
        "model": getattr(backend, "model", ""),
        "profile": yeast.profile.name,
        "temperature": str(settings.temperature),
        "seed": str(settings.seed),
    }
    for item in fields(settings):
        name = item.name
        if name not in found and name not in _NOT_PARAMETERS and not name.startswith("ssh_"):
            found[name] = str(getattr(settings, name))
    digest = getattr(backend, "model_digest", None)
    if callable(digest):
        try:
            found["model_digest"] = digest()
        except YeastlabError:
            found["model_digest"] = ""
    return found


#: Settings the results do not depend on (where things are, how the model is reached, how
#: writes survive), or recorded from the yeast itself (its backend, model, embedder, profile).
_NOT_PARAMETERS = frozenset(
    {
        "home",
        "lab",
        "runs_dir",
        "backend",
        "model",
        "embedder",
        "profile",
        "ollama_host",
        "remote_ollama_port",
        "timeout",
        "durability",
        "prompt_encoding",
        "extra",
    }
)
