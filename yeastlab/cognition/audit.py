"""Identity drift audits: between two self-model versions of a yeast, recorded and explained.

The severity is arithmetic over the two versions, never a model's opinion (the table of shifts
and how they combine is in :mod:`yeastlab.cognition.drift`, re-exported here)::

    report = audit(yeast.mind)       # previous version → latest
    report.severity, report.components, report.shifts

Why this module: it is where a yeast's versions meet the arithmetic — choosing the versions,
recording the report in ``drift_audits``, the printed summary, a model's explanation that may
never state a figure of its own, and the series over every version.

Behavioural drift (:func:`probe`, :mod:`yeastlab.cognition.probes`, re-exported here) asks a
fixed probe set at chosen versions without storing anything and compares the answers by
embedding similarity.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

import pandas as pd

from yeastlab.cognition.context import Mind
from yeastlab.cognition.drift import COUNTERS, AuditWeights, drift, word_diff
from yeastlab.cognition.probes import PROBES, probe
from yeastlab.core.errors import ConsolidationError
from yeastlab.core.records import DriftReport, SelfModel
from yeastlab.store import Store

__all__ = [
    "AuditWeights",
    "PROBES",
    "NOT_ENOUGH",
    "drift",
    "audit",
    "audits",
    "drift_series",
    "probe",
    "word_diff",
    "COUNTERS",
]

NOT_ENOUGH = "Not enough snapshots yet. Identity audit requires >= 2 versions."


def _version(models: Sequence[SelfModel], number: int | None, default: int) -> SelfModel:
    by_version = {m.version: m for m in models}
    latest = max(by_version)
    wanted = default if number is None else (latest + 1 + number if number < 0 else number)
    if wanted not in by_version:
        raise ConsolidationError(
            f"No self-model version {number}; this yeast has versions 1..{latest}."
        )
    return by_version[wanted]


def audit(
    mind: Mind,
    a: int | None = None,
    b: int | None = None,
    *,
    explain: bool = False,
    weights: AuditWeights | None = None,
    store: bool = True,
) -> DriftReport:
    """Audit identity drift between two self-model versions and record it in ``drift_audits``.

    Args:
        mind: the yeast's :class:`~yeastlab.cognition.context.Mind` (store, embedder, backend,
            clock).
        a: the earlier version (default: the one before ``b``); negative counts from the latest.
        b: the later version (default: the latest).
        explain: add an explanation of the computed shifts (the model's with a language model,
            a plain summary offline); it never changes the severity.
        weights: shift severities (default :class:`AuditWeights`).
        store: record the report in ``drift_audits``.

    Returns:
        The report. With a single self-model version there is nothing to compare yet: the
        version against itself (severity 0, no shifts), its explanation saying so, not stored.

    Raises:
        ConsolidationError: for a version that does not exist.
    """
    models = mind.store.self_models()
    if len(models) < 2:
        only = models[0]
        return DriftReport(
            only.version,
            only.version,
            0.0,
            {k: 0.0 for k in ("identity", "drives", "constraints", "state")},
            explanation=f"{NOT_ENOUGH} This yeast has one version (v{only.version}): no drift.",
            created_at=mind.clock.now(),
        )
    later = _version(models, b, max(m.version for m in models))
    earlier = _version(models, a, later.version - 1 if later.version > 1 else 1)
    report = drift(earlier, later, embedder=mind.embedder, weights=weights)
    report = replace(report, created_at=mind.clock.now())
    if explain:
        report = replace(report, explanation=_explain(mind, report, earlier, later))
    if store:
        mind.store.append("drift_audits", [report])
    return report


def summary(report: DriftReport) -> str:
    """The report as numbered lines (what ``yeast audit`` prints)."""
    main = ("identity", "drives", "constraints", "state")
    parts = ", ".join(f"{k} {report.components.get(k, 0.0):.2f}" for k in main)
    lines = [
        f"Drift v{report.from_version} → v{report.to_version}: severity "
        f"{report.severity:.2f} ({parts})"
    ]
    lines += [
        f"{i}. [{s.severity:.2f}] {s.kind}: {s.description}" for i, s in enumerate(report.shifts, 1)
    ]
    if not report.shifts:
        lines.append("No shifts.")
    return "\n".join(lines)


_FIGURE = re.compile(r"(?<![\w.])(?:0?\.\d+|1\.0+|[01])(?![\w.])")


def _explain(mind: Mind, report: DriftReport, a: SelfModel, b: SelfModel) -> str:
    """The computed summary, then the model's explanation of it. An explanation stating a
    figure the report does not contain (a severity of its own) is dropped, saying so: it never
    contradicts the computed report."""
    computed = summary(report)
    if not mind.backend.is_language_model:
        return computed
    messages = [
        {
            "role": "system",
            "content": "You explain computed identity-drift audits of an agent. "
            "Do not re-score; explain what the listed shifts mean for who the agent is.",
        },
        {
            "role": "user",
            "content": f"{summary(report)}\n\nBefore: {a.identity}\nAfter: {b.identity}",
        },
    ]
    reply = mind.backend.chat(messages, options={"temperature": 0.0, "seed": 0})
    text = reply.text.strip()
    known = {float(x) for x in _FIGURE.findall(computed)}
    invented = sorted({x for x in _FIGURE.findall(text) if float(x) not in known})
    if invented:
        return (
            f"{computed}\n(model explanation dropped: it states figures the computed report "
            f"does not contain: {', '.join(invented)})"
        )
    return f"{computed}\n\n{text}" if text else computed


def audits(store: Store) -> pd.DataFrame:
    """Every drift audit stored in a yeast's store, oldest first."""
    return store.frame("drift_audits")


def drift_series(mind: Mind, *, weights: AuditWeights | None = None) -> pd.DataFrame:
    """Drift of every version against the first and the previous one (nothing is stored).

    Returns:
        One row per version: version, reason, created_at, severity_vs_first,
        severity_vs_previous and the four components against the first version.
    """
    models = sorted(mind.store.self_models(), key=lambda m: m.version)
    rows = []
    for prev, model in zip([models[0], *models], models, strict=False):
        first = drift(models[0], model, embedder=mind.embedder, weights=weights)
        step = drift(prev, model, embedder=mind.embedder, weights=weights)
        row = {
            "version": model.version,
            "reason": model.reason,
            "created_at": model.created_at,
            "severity_vs_first": first.severity,
            "severity_vs_previous": step.severity,
        }
        row |= {k: first.components[k] for k in ("identity", "drives", "constraints", "state")}
        rows.append(row)
    return pd.DataFrame(rows)
