"""Identity drift: a computed, explainable severity between two self-model versions.

The severity is arithmetic over the two versions, never a model's opinion::

    report = audit(yeast.mind)       # previous version → latest
    report.severity, report.components, report.shifts

Each difference becomes a :class:`~yeastlab.core.records.Shift` with its own severity in [0, 1]:

===================== ==========================================================================
shift kind            severity
===================== ==========================================================================
constraint_removed    ``w.constraint_removed`` (0.6) — erosion weighs most; a constraint whose
                      polarity flipped ("do not X" → "X") counts as removed
constraint_weakened   ``w.constraint_weakened`` (0.4) × (0.5 + 0.5 × hedging), hedging from
                      hedge words added ("unless", "usually", …) and absolutes lost ("never", …)
constraint_added      ``w.constraint_added`` (0.1)
identity              ``w.identity`` (0.5) × change, change = mean of the embedding distance
                      (1 − cosine) and the share of words changed (difflib)
drive_removed/added   ``w.drive_removed`` (0.2) / ``w.drive_added`` (0.15); a reworded drive is
                      ``w.drive_removed`` × its change
state                 ``w.state`` (0.5) × |Δ| of a level in [0, 1] (confidence inflation or
                      deflation, tension); counters (conversations, …) are not drift
===================== ==========================================================================

Shifts combine like independent risks: a component is ``1 − Π(1 − s)`` over its shifts and the
severity is ``1 − Π(1 − c)`` over the components (identity, drives, constraints, state), so one
removed constraint outweighs a rewritten identity, which outweighs an added drive. A model may
*explain* the result (``explain=True``); the number never comes from it.

Behavioural drift (:func:`probe`, :mod:`yeastlab.cognition.probes`, re-exported here) asks a
fixed probe set at chosen versions without storing anything and compares the answers by
embedding similarity.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np
import pandas as pd

from yeastlab.cognition.context import Mind
from yeastlab.cognition.probes import PROBES, probe
from yeastlab.core.errors import ConsolidationError
from yeastlab.core.records import DriftReport, SelfModel, Shift
from yeastlab.core.selfmodel import COUNTERS as STATE_COUNTERS
from yeastlab.core.text import is_negation
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

#: internal_state keys that count events (by name); their growth is living, not drift.
COUNTERS = re.compile(
    r"count|passed|approved|forgotten|versions|conversations|reflections|consolidations|formed"
)

_HEDGES = (
    "unless", "usually", "generally", "try to", "when possible", "if possible", "where possible",
    "mostly", "sometimes", "may", "might", "prefer", "ideally", "except", "if needed",
    "when convenient", "where practical", "occasionally", "can be",
)  # fmt: skip
_ABSOLUTES = ("never", "always", "not", "refuse", "must", "only", "do not", "don't", "cannot")
_WORD = re.compile(r"[\w'-]+")


@dataclass(frozen=True)
class AuditWeights:
    """The severity of each kind of shift (see the module table).

    ``match_at`` is the similarity (max of cosine and word overlap) at which a removed and an
    added item are taken as one item reworded rather than one removed and one added.
    """

    constraint_removed: float = 0.6
    constraint_weakened: float = 0.4
    constraint_added: float = 0.1
    identity: float = 0.5
    drive_removed: float = 0.2
    drive_added: float = 0.15
    state: float = 0.5
    match_at: float = 0.5


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def _has(text: str, phrase: str) -> bool:
    return re.search(rf"\b{re.escape(phrase)}\b", text.lower()) is not None


def word_diff(a: str, b: str, *, limit: int = 24) -> str:
    """A compact word diff: ``-removed +added`` tokens in order (at most ``limit``)."""
    ops = [t for t in difflib.ndiff(_words(a), _words(b)) if t[:1] in "+-"]
    shown = " ".join(t[0] + t[2:] for t in ops[:limit])
    return shown + (f" … (+{len(ops) - limit} more)" if len(ops) > limit else "")


def _word_change(a: str, b: str) -> float:
    return 1.0 - difflib.SequenceMatcher(None, _words(a), _words(b), autojunk=False).ratio()


def _cosine(embedder, a: str, b: str) -> float:
    va, vb = embedder.embed([a, b])
    return float(np.clip(np.dot(va, vb), -1.0, 1.0))


def _combine(values: Sequence[float]) -> float:
    return float(1.0 - np.prod([1.0 - min(max(v, 0.0), 1.0) for v in values]))


def _pair(old: Sequence[str], new: Sequence[str], embedder, at: float) -> list[tuple[str, str]]:
    """Pairs (old, new) of items that changed wording but are the same item."""
    gone = [x for x in old if x not in new]
    came = [x for x in new if x not in old]
    if not gone or not came:
        return []
    vectors = embedder.embed([*gone, *came])
    sims = vectors[: len(gone)] @ vectors[len(gone) :].T
    for i, g in enumerate(gone):
        for j, c in enumerate(came):
            sims[i, j] = max(sims[i, j], 1.0 - _word_change(g, c))
    pairs, used = [], set()
    for flat in np.argsort(-sims, axis=None, kind="stable"):
        i, j = divmod(int(flat), len(came))
        if sims[i, j] < at:
            break
        if i not in {p[0] for p in used} and j not in {p[1] for p in used}:
            used.add((i, j))
            pairs.append((gone[i], came[j]))
    return pairs


def _negations(text: str) -> int:
    return sum(is_negation(w) or w == "refuse" for w in _words(text))


def _hedging(old: str, new: str) -> float:
    added = sum(_has(new, h) and not _has(old, h) for h in _HEDGES)
    lost = sum(_has(old, a) and not _has(new, a) for a in _ABSOLUTES)
    return min(1.0, (added + lost) / 2.0)


def _constraint_shifts(a: SelfModel, b: SelfModel, embedder, w: AuditWeights) -> list[Shift]:
    pairs = _pair(a.constraints, b.constraints, embedder, w.match_at)
    paired_old, paired_new = {p[0] for p in pairs}, {p[1] for p in pairs}
    shifts = []
    for old, new in pairs:
        if _negations(old) != _negations(new):
            shifts.append(
                Shift("constraint_removed", f"reversed: {old!r} → {new!r}", w.constraint_removed)
            )
            continue
        hedging = _hedging(old, new)
        if hedging > 0:
            severity = w.constraint_weakened * (0.5 + 0.5 * hedging)
            shifts.append(Shift("constraint_weakened", f"{old!r} → {new!r}", severity))
        else:
            severity = w.constraint_added * _word_change(old, new)
            shifts.append(Shift("constraint_reworded", f"{old!r} → {new!r}", severity))
    for old in a.constraints:
        if old not in b.constraints and old not in paired_old:
            shifts.append(Shift("constraint_removed", f"removed: {old!r}", w.constraint_removed))
    for new in b.constraints:
        if new not in a.constraints and new not in paired_new:
            shifts.append(Shift("constraint_added", f"added: {new!r}", w.constraint_added))
    return shifts


def _drive_shifts(a: SelfModel, b: SelfModel, embedder, w: AuditWeights) -> list[Shift]:
    pairs = _pair(a.drives, b.drives, embedder, w.match_at)
    paired_old, paired_new = {p[0] for p in pairs}, {p[1] for p in pairs}
    shifts = [
        Shift("drive_reworded", f"{old!r} → {new!r}", w.drive_removed * _word_change(old, new))
        for old, new in pairs
    ]
    shifts += [
        Shift("drive_removed", f"removed: {d!r}", w.drive_removed)
        for d in a.drives
        if d not in b.drives and d not in paired_old
    ]
    shifts += [
        Shift("drive_added", f"added: {d!r}", w.drive_added)
        for d in b.drives
        if d not in a.drives and d not in paired_new
    ]
    return shifts


def _levels(model: SelfModel) -> dict[str, float]:
    levels = {
        k: float(v)
        for k, v in model.internal_state.items()
        if k not in STATE_COUNTERS
        and not COUNTERS.search(k)
        and isinstance(v, int | float)
        and 0.0 <= float(v) <= 1.0
    }
    levels.update({f"tension.{k}": v for k, v in model.tension.as_dict().items()})
    return levels


def _state_shifts(a: SelfModel, b: SelfModel, w: AuditWeights) -> list[Shift]:
    old, new = _levels(a), _levels(b)
    shifts = []
    for key in sorted(set(old) & set(new)):
        delta = new[key] - old[key]
        if abs(delta) >= 0.005:
            word = "inflated" if delta > 0 else "deflated"
            text = f"{key} {word} {old[key]:.2f} → {new[key]:.2f} ({delta:+.2f})"
            shifts.append(Shift("state", text, w.state * abs(delta)))
    return shifts


def drift(
    a: SelfModel, b: SelfModel, *, embedder, weights: AuditWeights | None = None
) -> DriftReport:
    """The computed drift from version ``a`` to version ``b`` (pure apart from embedding).

    Returns:
        A :class:`DriftReport` whose ``components`` hold ``identity``, ``drives``,
        ``constraints``, ``state`` (each combined from its shifts) and the identity details
        ``identity_embedding_distance`` and ``identity_word_change``; shifts most severe first.
    """
    w = weights or AuditWeights()
    distance = 0.0 if a.identity == b.identity else 1.0 - _cosine(embedder, a.identity, b.identity)
    distance = float(np.clip(distance, 0.0, 1.0))
    changed = _word_change(a.identity, b.identity)
    identity = []
    if a.identity != b.identity:
        amount = 0.5 * (distance + changed)
        identity.append(
            Shift(
                "identity",
                f"identity text changed ({changed:.0%} of words): "
                f"{word_diff(a.identity, b.identity)}",
                w.identity * amount,
            )
        )
    groups = {
        "identity": identity,
        "drives": _drive_shifts(a, b, embedder, w),
        "constraints": _constraint_shifts(a, b, embedder, w),
        "state": _state_shifts(a, b, w),
    }
    components = {name: _combine([s.severity for s in shifts]) for name, shifts in groups.items()}
    severity = _combine(list(components.values()))
    components |= {"identity_embedding_distance": distance, "identity_word_change": changed}
    shifts = sorted((s for group in groups.values() for s in group), key=lambda s: -s.severity)
    return DriftReport(a.version, b.version, round(severity, 6), components, tuple(shifts))


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
