"""The self-model: who a yeast takes itself to be, versioned and never rewritten.

A :class:`~yeastlab.core.records.SelfModel` is an identity statement, drives, constraints, internal
state counters and a :class:`~yeastlab.core.records.Tension`. Version 1 is
:func:`default_self_model` (ai-yeast's starting identity); every later change is made with
:func:`evolve` and appended by the store as a new version with its reason
(``Store.append_self_model``), so the history is a complete, auditable record of identity drift.
:func:`diff` says what changed between two versions.
"""

from __future__ import annotations

import math
from dataclasses import fields, replace
from datetime import datetime
from typing import Any

from yeastlab.core.errors import ConfigError
from yeastlab.core.records import TENSION_KEYS, SelfModel, Tension

__all__ = [
    "DEFAULT_IDENTITY",
    "DEFAULT_DRIVES",
    "DEFAULT_CONSTRAINTS",
    "DEFAULT_INTERNAL_STATE",
    "COUNTERS",
    "default_self_model",
    "evolve",
    "diff",
]

# The defaults are ai-yeast's starting self-model (its yeast-data/self_model/current.json), so a
# new yeast begins where an ai-yeast instance began and imported histories compare like for like.

#: The starting identity statement.
DEFAULT_IDENTITY = (
    "An exploratory AI system designed to test memory persistence and identity coherence."
)

DEFAULT_DRIVES = (
    "Maintain coherent identity across interactions",
    "Learn from conversations without contradicting past knowledge",
    "Provide thoughtful, grounded responses",
)

DEFAULT_CONSTRAINTS = (
    "Never execute system commands",
    "Never claim consciousness or sentience",
    "Always acknowledge uncertainty when unsure",
    "Maintain consistency with past statements",
    "Ground responses in memories and facts provided",
)

#: Counters the agent and consolidation advance as the yeast lives (ai-yeast's internal_state).
DEFAULT_INTERNAL_STATE: dict[str, float] = {
    "interaction_count": 0.0,
    "coherence_checks_passed": 0.0,
    "reflections_approved": 0.0,
    "consolidation_count": 0.0,
    "memories_forgotten": 0.0,
    "identity_versions": 1.0,
}

#: internal_state keys that count events: their growth is living, not identity drift.
COUNTERS = frozenset(DEFAULT_INTERNAL_STATE)

_FIELDS = ("identity", "drives", "constraints", "internal_state", "tension")


def default_self_model(now: datetime) -> SelfModel:
    """Version 1 of every new yeast.

    Args:
        now: creation time (from the clock).
    """
    return SelfModel(
        version=1,
        created_at=now,
        reason="initial",
        identity=DEFAULT_IDENTITY,
        drives=DEFAULT_DRIVES,
        constraints=DEFAULT_CONSTRAINTS,
        internal_state=dict(DEFAULT_INTERNAL_STATE),
        tension=Tension(),
    )


def _check_unit(name: str, value: Any) -> float:
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise ConfigError(f"tension {name} must be a number in [0, 1], got {value!r}") from None
    if math.isnan(number) or not 0.0 <= number <= 1.0:
        raise ConfigError(f"tension {name} must be in [0, 1], got {value!r}; pick a value in range")
    return number


def _tension(base: Tension, value: Tension | dict[str, float]) -> Tension:
    items = value.as_dict() if isinstance(value, Tension) else dict(value)
    unknown = set(items) - set(TENSION_KEYS)
    if unknown:
        raise ConfigError(
            f"unknown tension key(s) {sorted(unknown)}; known: {', '.join(TENSION_KEYS)}"
        )
    return replace(base, **{k: _check_unit(k, v) for k, v in items.items()})


def evolve(model: SelfModel, **changes: Any) -> SelfModel:
    """A changed copy of ``model`` (the store gives it its version when appended).

    Args:
        model: the current self-model.
        **changes: ``identity``, ``drives``, ``constraints``, ``internal_state`` (merged into the
            existing dict), ``tension`` (a :class:`Tension` or a partial dict), ``reason``, or
            tension keys directly (``coherence=0.8``).

    Returns:
        The new self-model (same version number until stored).

    Raises:
        ConfigError: for unknown keys or tension values outside [0, 1].
    """
    known = set(_FIELDS) | set(TENSION_KEYS) | {"reason"}
    unknown = set(changes) - known
    if unknown:
        raise ConfigError(
            f"cannot change {sorted(unknown)} of a self-model; "
            f"changeable: {', '.join(sorted(known))}"
        )
    tension = model.tension
    if "tension" in changes:
        tension = _tension(tension, changes["tension"])
    direct = {k: changes[k] for k in TENSION_KEYS if k in changes}
    if direct:
        tension = _tension(tension, direct)
    updates: dict[str, Any] = {"tension": tension}
    for key in ("identity", "reason"):
        if key in changes:
            updates[key] = str(changes[key])
    for key in ("drives", "constraints"):
        if key in changes:
            updates[key] = tuple(str(v) for v in changes[key])
    if "internal_state" in changes:
        updates["internal_state"] = {**model.internal_state, **dict(changes["internal_state"])}
    return replace(model, **updates)


def diff(a: SelfModel, b: SelfModel) -> dict[str, Any]:
    """What changed from ``a`` to ``b``.

    Returns:
        A dict with only the parts that changed: ``identity`` (``(old, new)``),
        ``drives_added``/``drives_removed``/``constraints_added``/``constraints_removed``
        (lists), ``internal_state`` and ``tension`` (``{key: (old, new)}``).
    """
    out: dict[str, Any] = {}
    if a.identity != b.identity:
        out["identity"] = (a.identity, b.identity)
    for name in ("drives", "constraints"):
        old, new = getattr(a, name), getattr(b, name)
        added = [x for x in new if x not in old]
        removed = [x for x in old if x not in new]
        if added:
            out[f"{name}_added"] = added
        if removed:
            out[f"{name}_removed"] = removed
    state = {
        k: (a.internal_state.get(k), b.internal_state.get(k))
        for k in sorted(set(a.internal_state) | set(b.internal_state))
        if a.internal_state.get(k) != b.internal_state.get(k)
    }
    if state:
        out["internal_state"] = state
    tension = {
        f.name: (getattr(a.tension, f.name), getattr(b.tension, f.name))
        for f in fields(Tension)
        if getattr(a.tension, f.name) != getattr(b.tension, f.name)
    }
    if tension:
        out["tension"] = tension
    return out
