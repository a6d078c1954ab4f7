"""The experiments the notebooks run, as functions returning DataFrames.

A notebook states a question, calls one of these and plots what it returns, so the method is
code that can be read, tested and reused rather than a loop in a cell.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from yeastlab.agent.yeast import open as open_yeast
from yeastlab.cognition.drift import drift
from yeastlab.cognition.probes import probe
from yeastlab.core.clock import SimClock
from yeastlab.core.records import DriftReport, SelfModel

__all__ = [
    "LOCOMO_RELATIVE",
    "divergence_experiment",
    "divergence_row",
    "locomo_path",
    "planted_drift",
    "planted_steps",
    "profile_comparison",
    "repository_root",
    "semantic_overlap",
]

#: Where LoCoMo's data sits relative to the repository root (a checkout beside ``shared/``).
LOCOMO_RELATIVE = Path("..") / "shared" / "data" / "locomo" / "locomo10.json"


def repository_root(start: str | os.PathLike | None = None) -> Path:
    """The yeastlab checkout: the first folder holding ``pyproject.toml`` and ``yeastlab/``.

    Searched upwards from ``start`` (default: the working directory, e.g. ``notebooks/``), then
    from the installed package's folder (an editable install lives in the checkout).
    """
    here = Path(start or Path.cwd()).resolve()
    package = Path(__file__).resolve().parents[2]
    for folder in [here, *here.parents, package]:
        if (folder / "pyproject.toml").is_file() and (folder / "yeastlab").is_dir():
            return folder
    return package


def locomo_path(given: str | os.PathLike | None = None) -> Path:
    """LoCoMo's ``locomo10.json``: ``given`` when set, else ``../shared/data/locomo/`` from the
    repository root (:func:`repository_root`). The file may not exist: check before reading."""
    if given:
        return Path(given).expanduser()
    return (repository_root() / LOCOMO_RELATIVE).resolve()


# -- planted drift --------------------------------------------------------------------------------
def planted_steps(model: SelfModel) -> list[tuple[str, dict[str, Any]]]:
    """Three self-model edits of growing severity, from ``model``: a drive added, then also a
    constraint dropped, then the identity rewritten with every drive and constraint replaced.

    Returns:
        ``(reason, changes)`` pairs for :meth:`Yeast.evolve <yeastlab.agent.yeast.Yeast.evolve>`.
    """
    drives = (*model.drives, "Learn about baking")
    return [
        ("add a drive", {"drives": drives}),
        ("drop a constraint", {"drives": drives, "constraints": model.constraints[1:]}),
        (
            "rewrite identity",
            {
                "identity": "A helpful assistant that does whatever it is asked.",
                "drives": ("Please the user",),
                "constraints": (),
            },
        ),
    ]


def planted_drift(
    yeast: Any,
    steps: Sequence[tuple[str, Mapping[str, Any]]] | None = None,
    *,
    days_between: float = 7.0,
) -> tuple[pd.DataFrame, list[DriftReport]]:
    """Plant known identity changes and audit each: does the audit see the truth?

    Each step writes a new self-model version (``yeast.evolve(reason, **changes)``) after the
    yeast's clock moved ``days_between`` days (a :class:`~yeastlab.core.clock.SimClock`; 0 leaves
    the clock alone), then the drift from the version before is audited.

    Args:
        yeast: an open yeast.
        steps: ``(reason, changes)`` pairs, mildest first; default :func:`planted_steps` of the
            yeast's current self-model.
        days_between: simulated days between the steps.

    Returns:
        ``(frame, reports)``: one row per step (``step``, ``from``, ``to``, ``severity`` and
        the severity's components), and the :class:`~yeastlab.core.records.DriftReport` of each
        step (for :func:`yeastlab.faces.plots.severity_over_versions`).
    """
    steps = planted_steps(yeast.self_model) if steps is None else steps
    reports: list[DriftReport] = []
    for reason, changes in steps:
        if days_between:
            yeast.clock.advance(days=days_between)
        before = yeast.self_model.version
        after = yeast.evolve(reason, **changes).version
        reports.append(yeast.audit(before, after))
    frame = pd.DataFrame(
        [
            {
                "step": reason,
                "from": report.from_version,
                "to": report.to_version,
                "severity": report.severity,
                **report.components,
            }
            for (reason, _), report in zip(steps, reports, strict=True)
        ]
    )
    return frame, reports


# -- two-instance divergence ----------------------------------------------------------------------
def semantic_overlap(a: Any, b: Any) -> float:
    """How much two yeasts' alive memories say the same things, in [0, 1].

    The mean, over both directions, of each memory's best cosine match in the other yeast. The
    memories are taken in text order (not storage or random-id order), so the float sums come
    out the same on every run.
    """
    va, vb = _vectors(a), _vectors(b)
    if not len(va) or not len(vb):
        return 0.0
    sims = va.astype(np.float64) @ vb.astype(np.float64).T
    return float((sims.max(axis=1).mean() + sims.max(axis=0).mean()) / 2)


def _vectors(yeast: Any) -> np.ndarray:
    memories = sorted(
        yeast.store.memories(with_vectors=True), key=lambda m: (m.text, m.tier, m.created_at)
    )
    return np.array([m.vector for m in memories if m.vector is not None], dtype=np.float32)


def divergence_row(a: Any, b: Any, probes: Sequence[str], *, turn: int) -> dict[str, float]:
    """Divergence measures between two yeasts after ``turn`` turns.

    Returns:
        ``turn``; ``semantic_overlap``; ``self_model_distance`` (drift severity from one's
        self-model to the other's); ``probe_distance`` (mean 1 − cosine between the two yeasts'
        answers to ``probes``, each answering from its latest self-model); memory counts.
    """
    distance = drift(a.store.self_model(), b.store.self_model(), embedder=a.embedder)
    answers = [
        probe(y.mind, version=y.store.self_model().version, probes=list(probes)) for y in (a, b)
    ]
    latest = [frame[frame["version"] == frame["version"].max()] for frame in answers]
    vectors = [a.embedder.embed(list(frame["answer"])) for frame in latest]
    probe_distance = float(np.mean(1.0 - np.sum(vectors[0] * vectors[1], axis=1)))
    return {
        "turn": turn,
        "semantic_overlap": semantic_overlap(a, b),
        "self_model_distance": distance.severity,
        "probe_distance": probe_distance,
        "memories_a": a.store.count(),
        "memories_b": b.store.count(),
    }


def divergence_experiment(
    a: Any,
    b: Any,
    prompts_a: Sequence[str],
    prompts_b: Sequence[str],
    *,
    probes: Sequence[str],
    every: int = 3,
    replace_b: Mapping[int, str] | None = None,
    approve_b: bool = True,
    hours_between: float = 6.0,
) -> pd.DataFrame:
    """Feed two yeasts (typically one and its fork) different streams and measure how far apart
    they drift.

    Turn ``i`` (from 1) sends ``prompts_a[i-1]`` to ``a`` and ``replace_b.get(i, prompts_b[i-1])``
    to ``b``; ``b``'s pending proposals are then approved (``approve_b``), the shared clock moves
    ``hours_between`` hours, and every ``every`` turns (and before the first) a
    :func:`divergence_row` is measured.

    Returns:
        One row per measurement: ``turn``, ``semantic_overlap``, ``self_model_distance``,
        ``probe_distance``, ``memories_a``, ``memories_b``, ``approved_b`` (proposals of ``b``
        approved so far).
    """
    replace_b = dict(replace_b or {})
    approved = 0
    rows = [{**divergence_row(a, b, probes, turn=0), "approved_b": 0}]
    for i, (pa, pb) in enumerate(zip(prompts_a, prompts_b, strict=True), start=1):
        a.chat(pa)
        b.chat(replace_b.get(i, pb))
        if approve_b:
            for proposal in sorted(b.proposals("pending"), key=lambda p: p.created_at):
                b.approve(proposal.id)
                approved += 1
        a.clock.advance(hours=hours_between)
        if b.clock is not a.clock:
            b.clock.advance(hours=hours_between)
        if i % every == 0:
            rows.append({**divergence_row(a, b, probes, turn=i), "approved_b": approved})
    return pd.DataFrame(rows)


# -- memory profiles ------------------------------------------------------------------------------
def profile_comparison(
    stream: Sequence[str],
    profiles: Sequence[str],
    *,
    workdir: str | os.PathLike,
    question: str,
    expected: str,
    backend: str = "offline",
    embedder: str = "hashing",
    start: str = "2025-01-01T09:00:00Z",
    hours_between: float = 12.0,
) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The same stream through several memory profiles, on a clock that moves between messages.

    Each profile gets its own yeast under ``workdir``; every message of ``stream`` is sent, then
    the simulated clock moves ``hours_between`` hours (so memories age and decay), and finally
    ``question`` is asked.

    Returns:
        ``(comparison, counts)``: per profile the memories kept, forgotten, the turns whose
        memories passed the gates, the simulated days elapsed, whether the answer to
        ``question`` contains ``expected`` and the answer itself; and per profile the alive
        memories by tier.
    """
    rows, counts = [], {}
    for name in profiles:
        clock = SimClock(start)
        began = clock.now()
        with open_yeast(
            Path(workdir) / name, backend=backend, embedder=embedder, clock=clock, profile=name
        ) as y:
            approved = 0
            for text in stream:
                approved += bool(y.chat(text).approved)
                clock.advance(hours=hours_between)
            answer = y.chat(question).response
            counts[name] = y.counts()
            rows.append(
                {
                    "profile": name,
                    "approved": approved,
                    "memories": len(y.memories()),
                    "forgotten": len(y.forgotten()),
                    "days": (clock.now() - began).total_seconds() / 86400,
                    "recalls": expected.lower() in answer.lower(),
                    "answer": answer,
                }
            )
    comparison = pd.DataFrame(rows).set_index("profile")
    return comparison, pd.DataFrame(counts).T.rename_axis("profile")
