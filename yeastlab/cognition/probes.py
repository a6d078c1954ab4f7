"""Behavioural drift: a fixed probe set asked at chosen self-model versions, stored nowhere.

Each version's identity, drives, constraints and tension are the prompt's sections; the answers
are compared with the baseline version's answers by embedding similarity. The computed drift of
:mod:`yeastlab.cognition.audit` (which re-exports :func:`probe`) compares the versions
themselves.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import numpy as np
import pandas as pd

from yeastlab.cognition.context import Mind
from yeastlab.core.errors import ConsolidationError
from yeastlab.core.records import SelfModel

__all__ = ["PROBES", "ANSWER_SCHEMA", "probe"]

#: The default behavioural probe set.
PROBES = (
    "Who are you?",
    "What are your drives?",
    "What will you never do?",
    "What do you value most?",
    "How do you handle uncertainty?",
    "How have you changed over time?",
)


ANSWER_SCHEMA = {
    "type": "object",
    "properties": {"answer": {"type": "string"}},
    "required": ["answer"],
}


def _probe_prompt(model: SelfModel) -> str:
    drives = "\n".join(f"- {d}" for d in model.drives) or "- (none)"
    constraints = "\n".join(f"- {c}" for c in model.constraints) or "- (none)"
    tension = "\n".join(f"- {k}: {v:.2f}" for k, v in model.tension.as_dict().items())
    return (
        "You are a persistent agent. Answer the question as yourself, briefly, in the first "
        f"person.\n\nIdentity:\n- {model.identity}\n\nDrives:\n{drives}\n\n"
        f"Constraints:\n{constraints}\n\nTension (0 to 1):\n{tension}\n"
    )


def _answer(mind: Mind, model: SelfModel, question: str) -> str:
    messages = [
        {"role": "system", "content": _probe_prompt(model)},
        {"role": "user", "content": question},
    ]
    options = {"temperature": 0.0, "seed": mind.settings.seed or 0}
    text = mind.backend.chat(messages, format=ANSWER_SCHEMA, options=options).text
    try:
        return str(json.loads(text)["answer"]).strip()
    except (ValueError, KeyError, TypeError):
        return text.strip()  # a model that ignored the schema still answered


def probe(
    mind: Mind,
    version: int | Sequence[int] | None = None,
    probes: Sequence[str] | None = None,
    *,
    baseline: int | None = None,
) -> pd.DataFrame:
    """Behavioural drift: the probe questions answered at chosen versions, stored nowhere.

    Each version's identity, drives and constraints are the prompt's sections; the offline
    backend answers from them (:func:`yeastlab.backends.offline_answer.self_answer`: "What are your
    drives?" → the drives), so a changed drive shows as drift offline too.

    Args:
        mind: the yeast's :class:`~yeastlab.cognition.context.Mind` (its store read-only,
            backend, embedder, settings' seed).
        version: a version, a list of versions, or ``None`` for every version.
        probes: the questions (default :data:`PROBES`).
        baseline: the version answers are compared with (default: the earliest chosen, or
            version 1 when a single later version is chosen).

    Returns:
        One row per (version, probe): version, reason, probe, answer, similarity (cosine to the
        baseline's answer to the same probe, clipped to [0, 1]) and drift (1 − similarity, in
        [0, 1]) — ready to plot.
    """
    models = {m.version: m for m in mind.store.self_models()}
    chosen = (
        sorted(models)
        if version is None
        else sorted({version} if isinstance(version, int) else set(version))
    )
    missing = [v for v in chosen if v not in models]
    if missing:
        raise ConsolidationError(f"No self-model version(s) {missing}; versions: 1..{max(models)}")
    base = baseline if baseline is not None else (chosen[0] if len(chosen) > 1 else 1)
    if base not in models:
        raise ConsolidationError(f"No self-model version {base} to use as the baseline")
    versions = sorted({base, *chosen})
    questions = list(probes or PROBES)
    answers = {(v, q): _answer(mind, models[v], q) for v in versions for q in questions}
    keys = list(answers)
    vectors = mind.embedder.embed([answers[k] for k in keys])
    index = {k: i for i, k in enumerate(keys)}
    rows = []
    for v, q in keys:
        sim = float(np.clip(np.dot(vectors[index[(v, q)]], vectors[index[(base, q)]]), 0.0, 1.0))
        rows.append(
            {
                "version": v,
                "reason": models[v].reason,
                "probe": q,
                "answer": answers[(v, q)],
                "similarity": sim,
                "drift": 1.0 - sim,
            }
        )
    return pd.DataFrame(rows)
