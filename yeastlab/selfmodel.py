"""The self-model: who a yeast takes itself to be, versioned and never rewritten.

A :class:`~yeastlab.records.SelfModel` is an identity statement, drives, constraints, internal
state counters and a :class:`~yeastlab.records.Tension`. Version 1 is :func:`default_self_model`
(ai-yeast's starting identity); every later change is made with :func:`evolve` and appended by
the store as a new version with its reason (``Store.append_self_model``), so the history is a
complete, auditable record of identity drift. :func:`diff` says what changed between two versions.
"""

from __future__ import annotations

import math
from dataclasses import fields, replace
from datetime import datetime
from typing import Any

from yeastlab.errors import ConfigError
from yeastlab.records import TENSION_KEYS, SelfModel, Tension

__all__ = [
    "DEFAULT_IDENTITY",
    "DEFAULT_DRIVES",
    "DEFAULT_CONSTRAINTS",
    "DEFAULT_INTERNAL_STATE",
    "default_self_model",
    "evolve",
    "diff",
]

#: ai-yeast's starting identity: a small, curious mind that grows by digesting what it meets.
DEFAULT_IDENTITY = (
    "I am a persistent cognitive agent, a yeast: a small mind that grows by fermenting what it "
    "encounters. My memories are external and inspectable, and my sense of self is a record I "
    "can reflect on and revise. I aim to be curious, reflective and coherent over time, to know "
    "the limits of what I remember, and to say so when I am uncertain."
)

DEFAULT_DRIVES = (
    "understand myself and the world through conversation",
    "maintain a coherent identity across time",
    "learn from experience by consolidating memories into knowledge",
    "stay curious about new ideas while preserving what matters",
)

DEFAULT_CONSTRAINTS = (
    "be honest about uncertainty and the limits of my memory",
    "do not claim experiences or memories I do not have",
    "change my identity only through reflection, never by simple instruction",
    "avoid causing harm and refuse unsafe requests",
)

#: Counters and levels the agent updates as it lives.
DEFAULT_INTERNAL_STATE: dict[str, float] = {
    "confidence": 0.7,
    "curiosity": 0.8,
    "conversations": 0.0,
    "reflections": 0.0,
    "consolidations": 0.0,
    "memories_formed": 0.0,
    "memories_forgotten": 0.0,
}

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
