"""Identity drift as arithmetic: the shifts between two self-model versions and their severity.

The severity is arithmetic over the two versions, never a model's opinion: :func:`drift` is pure
apart from embedding, stores nothing and reads no store.

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
*explain* the result (:func:`yeastlab.cognition.audit.audit`, ``explain=True``); the number never
comes from it.

Why a module of its own: the arithmetic is used apart from any yeast (the lab's two-instance
divergence compares self-models of two yeasts; ``drift_series`` runs it over every version), and
it is the part a reader checks against the table above. :mod:`yeastlab.cognition.audit` reads the
versions from a store, records reports and explains them.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from yeastlab.core.records import DriftReport, SelfModel, Shift
from yeastlab.core.selfmodel import COUNTERS as STATE_COUNTERS
from yeastlab.core.text import is_negation, words

__all__ = ["AuditWeights", "COUNTERS", "drift", "word_diff"]

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


def _has(text: str, phrase: str) -> bool:
    return re.search(rf"\b{re.escape(phrase)}\b", text.lower()) is not None


def word_diff(a: str, b: str, *, limit: int = 24) -> str:
    """A compact word diff: ``-removed +added`` tokens in order (at most ``limit``)."""
    ops = [t for t in difflib.ndiff(words(a), words(b)) if t[:1] in "+-"]
    shown = " ".join(t[0] + t[2:] for t in ops[:limit])
    return shown + (f" … (+{len(ops) - limit} more)" if len(ops) > limit else "")


def _word_change(a: str, b: str) -> float:
    return 1.0 - difflib.SequenceMatcher(None, words(a), words(b), autojunk=False).ratio()


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
    return sum(is_negation(w) or w == "refuse" for w in words(text))


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
