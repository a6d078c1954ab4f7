"""Matplotlib figures (and the small tables behind them) for the notebooks and the inspector.

Every function draws on an ``ax`` it is given (or a new one) and returns the axes, so notebooks
stay one line per figure. Inputs are records or DataFrames from the package; nothing here reads
the environment or the wall clock.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
from matplotlib.ticker import MaxNLocator

from yeastlab.core import decay

# The divergence measures live with the experiment (re-exported for older notebooks).
from yeastlab.lab.experiments import divergence_row, semantic_overlap

__all__ = [
    "axes",
    "decay_curves",
    "access_effect",
    "half_life_sweep",
    "locomo_memory_ages",
    "strengths_of_ages",
    "age_strength_histogram",
    "memory_strength_curve",
    "strength_curve",
    "severity_over_versions",
    "divergence_lines",
    "profile_bars",
    "score_distributions",
    "gate_rejection_rates",
    "latency_tokens",
    "semantic_overlap",
    "divergence_row",
]


def axes(ax=None, *, figsize=(7, 3.5)):
    """``ax``, or a fresh one on a new figure."""
    if ax is not None:
        return ax
    import matplotlib.pyplot as plt

    _, ax = plt.subplots(figsize=figsize, layout="constrained")
    return ax


#: Line styles cycled so that overlapping curves stay distinguishable.
_STYLES = ("-", "--", "-.", ":")


# -- decay ----------------------------------------------------------------------------------------
def decay_curves(days: float = 90, *, models: Sequence[str] | None = None, accesses=0, ax=None):
    """Every decay model (or ``models``) over ``days`` for a never-recalled memory."""
    ax = axes(ax)
    t = np.linspace(0, days, 361)
    drawn: list[np.ndarray] = []
    for i, name in enumerate(models or decay.names()):
        model = decay.get(name)
        y = model(t, t, np.full_like(t, accesses))
        # Models with the same curve (at these defaults) would hide each other: say so, and
        # draw the later one dashed over the first.
        same = [j for j, other in enumerate(drawn) if np.allclose(other, y, atol=1e-3)]
        label = f"{name}: {model.description}" + (" (same curve as above)" if same else "")
        ax.plot(
            t, y, label=label, linestyle=_STYLES[i % len(_STYLES)], linewidth=2 if not same else 1.2
        )
        drawn.append(y)
    ax.set(xlabel="age (days)", ylabel="strength", ylim=(0, 1.02), title="Decay models")
    ax.legend(fontsize="small")
    return ax


def access_effect(model: str, *, counts=(0, 1, 3, 10), days: float = 90, ax=None, **params):
    """One model's strength curve for several recall counts (recalled at creation)."""
    ax = axes(ax)
    t = np.linspace(0, days, 361)
    for n in counts:
        ax.plot(
            t,
            decay.strength(model, age_days=t, access_count=np.full_like(t, n), **params),
            label=f"{n} recalls",
        )
    ax.set(xlabel="age (days)", ylabel="strength", ylim=(0, 1.02), title=f"{model}: recalls")
    ax.legend(fontsize="small")
    return ax


def half_life_sweep(
    model: str = "ai-yeast-phase2", half_lives=(3, 7, 14, 30, 60), *, days: float = 90, ax=None
):
    """A half-life model's curve for several half-lives."""
    ax = axes(ax)
    t = np.linspace(0, days, 361)
    for h in half_lives:
        ax.plot(t, decay.strength(model, age_days=t, half_life_days=float(h)), label=f"{h} d")
    ax.set(
        xlabel="age (days)", ylabel="strength", ylim=(0, 1.02), title=f"{model}: half-life sweep"
    )
    ax.legend(title="half-life", fontsize="small")
    return ax


_LOCOMO_DATE = "%I:%M %p on %d %B, %Y"


def locomo_memory_ages(path: str | Path) -> pd.DataFrame:
    """Ages of LoCoMo's dialogue turns at the end of each conversation.

    Every turn of every dated session is one memory; its age is the time from its session to the
    conversation's last session with dialogue.

    Returns:
        Columns ``sample_id``, ``session``, ``age_days`` (one row per turn).
    """
    samples = json.loads(Path(path).read_text(encoding="utf-8"))
    rows = []
    for sample in samples:
        conv = sample["conversation"]
        dated = {
            int(m.group(1)): datetime.strptime(conv[key].strip(), _LOCOMO_DATE)
            for key in conv
            if (m := re.fullmatch(r"session_(\d+)_date_time", key))
            and conv.get(f"session_{m.group(1)}")
        }
        end = max(dated.values())
        for session, when in sorted(dated.items()):
            age = (end - when).total_seconds() / 86400.0
            rows += [(sample["sample_id"], session, age)] * len(conv[f"session_{session}"])
    return pd.DataFrame(rows, columns=["sample_id", "session", "age_days"])


def strengths_of_ages(
    ages: Iterable[float], *, models: Sequence[str] | None = None
) -> pd.DataFrame:
    """Strength of never-recalled memories of these ages under every model (one column each)."""
    a = np.asarray(list(ages), dtype=float)
    return pd.DataFrame(
        {name: decay.strength(name, age_days=a) for name in models or decay.names()}
    )


def age_strength_histogram(strengths: pd.DataFrame, *, bins: int = 20, ax=None):
    """Distribution of strengths per model (one step histogram per column)."""
    ax = axes(ax)
    edges = np.linspace(0, 1, bins + 1)
    for name in strengths.columns:
        ax.hist(strengths[name], bins=edges, histtype="step", linewidth=1.5, label=name)
    ax.set(
        xlabel="strength at conversation end",
        ylabel="memories",
        title="What each model does to real memory ages",
    )
    ax.legend(fontsize="small")
    return ax


def memory_strength_curve(
    memory: Any,
    now: datetime,
    *,
    model: str = "ai-yeast-phase2",
    ahead_days: float = 30.0,
    points: int = 200,
    **params,
) -> pd.DataFrame:
    """One memory's strength from creation to ``now`` (past) and ``ahead_days`` beyond (projected).

    The projection assumes no further recall. Recalls before ``now`` are summarised by the
    memory's access count and last access, which is all a decay model sees.

    Returns:
        Columns ``when`` (datetime), ``days`` (relative to now), ``strength``, ``projected``.
    """
    start = memory.created_at
    span = max((now - start).total_seconds() / 86400.0, 1e-6)
    rel = np.union1d(np.linspace(-span, ahead_days, points), [0.0])  # 'now' exactly
    age = rel + span
    last = memory.last_accessed_at or start
    since_last = (last - start).total_seconds() / 86400.0
    past = rel <= 0
    # Before the last recall the memory had not been recalled yet: access count 0 until then.
    count = np.where(age >= since_last, memory.access_count, 0)
    since = np.where(age >= since_last, age - since_last, age)
    values = decay.strength(
        model, age_days=age, since_access_days=since, access_count=count, **params
    )
    when = [now + pd.Timedelta(days=float(d)) for d in rel]
    return pd.DataFrame({"when": when, "days": rel, "strength": values, "projected": ~past})


def strength_curve(curve: pd.DataFrame, *, title: str = "", ax=None):
    """Plot a :func:`memory_strength_curve`: solid past, dashed projection."""
    ax = axes(ax)
    past = curve[~curve["projected"]]
    future = curve[curve["projected"]]
    ax.plot(past["days"], past["strength"], label="past")
    ax.plot(future["days"], future["strength"], linestyle="--", label="projected")
    ax.axvline(0, color="grey", linewidth=0.8)
    ax.set(xlabel="days from now", ylabel="strength", ylim=(0, 1.02), title=title)
    ax.legend(fontsize="small")
    return ax


# -- identity and divergence ----------------------------------------------------------------------
def severity_over_versions(reports: Sequence[Any], *, ax=None):
    """Drift severity (and its components) of successive self-model versions."""
    ax = axes(ax)
    frame = pd.DataFrame(
        [{"to_version": r.to_version, "severity": r.severity, **r.components} for r in reports]
    )
    if frame.empty:
        ax.set_title("no drift audits yet")
        return ax
    frame = frame.set_index("to_version")
    ax.plot(frame.index, frame["severity"], marker="o", linewidth=2, label="severity")
    components = frame.columns.drop("severity")
    flat = [c for c in components if (frame[c].abs() < 1e-9).all()]
    for i, column in enumerate(c for c in components if c not in flat):
        # Components equal to the severity (or to each other) stay visible: own marker and style.
        ax.plot(
            frame.index,
            frame[column],
            linestyle=_STYLES[1 + i % 3],
            marker="sxd^v"[i % 5],
            markersize=5,
            label=column,
        )
    if flat:
        ax.plot([], [], " ", label="zero throughout: " + ", ".join(flat))
    ax.set(
        xlabel="self-model version",
        ylabel="drift from previous",
        ylim=(0, 1.02),
        title="Identity drift over versions",
    )
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.legend(fontsize="small")
    return ax


def divergence_lines(
    frame: pd.DataFrame,
    *,
    x: str = "turn",
    ylabel: str = "value",
    title: str = "Divergence over turns",
    ax=None,
):
    """One line per numeric column of ``frame`` against ``x`` (e.g. divergence measures), each
    with its own marker and line style so that equal series do not hide each other."""
    ax = axes(ax)
    markers = ("o", "s", "^", "D", "v")
    for i, column in enumerate(frame.columns.drop(x)):
        ax.plot(
            frame[x],
            frame[column],
            marker=markers[i % len(markers)],
            markersize=7 - 2 * (i % 3),  # equal series stay visible one inside the other
            linestyle=_STYLES[i % len(_STYLES)],
            label=column,
        )
    ax.set(xlabel=x, ylabel=ylabel, title=title)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.legend(fontsize="small")
    return ax


def profile_bars(
    frame: pd.DataFrame, *, ylabel: str = "count", title: str = "Memory profiles compared", ax=None
):
    """Grouped bars: rows are profiles, columns are measures."""
    ax = axes(ax)
    frame.plot.bar(ax=ax, rot=0)
    ax.set(title=title, xlabel="memory profile", ylabel=ylabel)
    ax.legend(fontsize="small")
    return ax


# -- fermentation report --------------------------------------------------------------------------
def score_distributions(turns: pd.DataFrame, *, ax=None):
    """Histograms of complexity and saliency over run turns."""
    ax = axes(ax)
    edges = np.linspace(0, 1, 21)
    for column in ("complexity", "saliency"):
        ax.hist(turns[column], bins=edges, histtype="step", linewidth=1.5, label=column)
    ax.set(xlabel="score", ylabel="prompts", title="Score distributions")
    ax.legend(fontsize="small")
    return ax


def gate_rejection_rates(turns: pd.DataFrame) -> pd.DataFrame:
    """Per run and gate: decisions and the fraction rejected."""
    rows = [
        {"run": run, "gate": gate, "rejected": not passed}
        for run, gates in zip(turns["run"], turns["gates"], strict=True)
        for gate, passed in gates.items()
    ]
    if not rows:
        return pd.DataFrame(columns=["run", "gate", "decisions", "rejection_rate"])
    frame = pd.DataFrame(rows)
    return (
        frame.groupby(["run", "gate"])
        .agg(decisions=("rejected", "size"), rejection_rate=("rejected", "mean"))
        .reset_index()
    )


def latency_tokens(turns: pd.DataFrame, *, ax=None):
    """Latency against tokens per prompt, one colour per run."""
    ax = axes(ax)
    for run, group in turns.groupby("run"):
        ax.scatter(group["tokens"], group["latency_ms"], s=12, label=run)
    ax.set(xlabel="tokens (prompt + eval)", ylabel="latency (ms)", title="Latency and tokens")
    ax.legend(fontsize="small")
    return ax
