"""Self-modification proposals: queued from the model's replies, approved or rejected by a person.

A reply may end with a proposal block (``{"proposal": {type, reason, action}}``, stripped from the
response by :mod:`yeastlab.core.thinking`). Each is stored in the ``proposals`` table — ``pending``
when its exchange passed the gates and the yeast takes proposals, ``rejected`` otherwise (kept for
the record) — and at most :data:`PROPOSAL_CAP` stay pending: older ones become ``expired``.
Approving one writes a new self-model version whose reason names it; the kinds understood are
adding or removing a drive or a constraint, replacing the identity, and ``key=value`` tension
changes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from yeastlab.core.errors import ConfigError
from yeastlab.core.records import TENSION_KEYS, Proposal, SelfModel, new_id
from yeastlab.core.selfmodel import evolve
from yeastlab.store import Store
from yeastlab.store.lancesql import sql

__all__ = ["PROPOSAL_CAP", "approve", "changes", "listed", "queue", "reject"]

#: Most pending proposals kept; older pending ones become ``expired``.
PROPOSAL_CAP = 20


def queue(
    store: Store,
    proposals: Sequence[dict[str, str]],
    *,
    pending: bool,
    created_at: datetime,
    turn_id: str,
) -> tuple[str, ...]:
    """Store a reply's proposals (``pending`` or, if not, ``rejected``); returns their ids.

    A block that did not follow :data:`~yeastlab.core.thinking.PROPOSAL_SCHEMA` (its
    ``problem`` says why) is stored ``rejected`` with the reason naming the problem: kept for
    the record, never applied."""
    if not proposals:
        return ()
    records = [
        Proposal(
            id=new_id(),
            created_at=created_at,
            type=p["type"],
            reason=_reason(p),
            action=p["action"],
            status="pending" if pending and not p.get("problem") else "rejected",
            turn_id=turn_id,
        )
        for p in proposals
    ]
    store.append("proposals", records)
    waiting = listed(store, "pending")
    for old in waiting[: max(len(waiting) - PROPOSAL_CAP, 0)]:
        store.update_where("proposals", f"id = {sql(old.id)}", {"status": "expired"})
    return tuple(r.id for r in records)


def _reason(proposal: dict[str, str]) -> str:
    why = proposal.get("problem")
    if not why:
        return proposal["reason"]
    return f"{proposal['reason']} [refused: the proposal block does not follow its schema, {why}]"


def listed(store: Store, status: str | None = None) -> list[Proposal]:
    """Proposals (``pending``, ``approved``, ``rejected``, ``expired``), oldest first."""
    where = None if status is None else f"status = {sql(status)}"
    return sorted(store.records("proposals", where), key=lambda p: p.created_at)


def approve(store: Store, proposal_id: str) -> SelfModel:
    """Apply a pending proposal (an id or its prefix): a new self-model version naming it.

    Raises:
        ConfigError: no single pending proposal matches, or it cannot be applied.
    """
    proposal = _pending(store, proposal_id)
    current = store.self_model()
    model = store.append_self_model(
        evolve(current, **changes(current, proposal)),
        reason=f"proposal {proposal.id[:8]} ({proposal.type}): {proposal.reason}",
    )
    store.update_where("proposals", f"id = {sql(proposal.id)}", {"status": "approved"})
    return model


def reject(store: Store, proposal_id: str) -> Proposal:
    """Reject a pending proposal (an id or its prefix); the self-model is unchanged.

    Raises:
        ConfigError: no single pending proposal matches.
    """
    proposal = _pending(store, proposal_id)
    store.update_where("proposals", f"id = {sql(proposal.id)}", {"status": "rejected"})
    return next(p for p in listed(store) if p.id == proposal.id)


def _pending(store: Store, id_or_prefix: str) -> Proposal:
    found = [p for p in listed(store) if p.id.startswith(id_or_prefix.strip())]
    if len(found) != 1:
        what = "No" if not found else "More than one"
        raise ConfigError(f"{what} proposal matches {id_or_prefix!r}; see `yeast proposals list`")
    if found[0].status != "pending":
        raise ConfigError(f"Proposal {found[0].id[:8]} is {found[0].status}, not pending")
    return found[0]


def changes(model: SelfModel, proposal: Proposal) -> dict[str, Any]:
    """The self-model changes a proposal asks for (arguments of
    :func:`~yeastlab.core.selfmodel.evolve`).

    Raises:
        ConfigError: a kind of proposal yeastlab cannot apply, or one naming nothing there is.
    """
    kind, action = proposal.type.lower().strip(), proposal.action.strip()
    removing = kind.startswith(("remove", "drop", "delete"))
    for field_name, word in (("drives", "drive"), ("constraints", "constraint")):
        if word in kind:
            current = getattr(model, field_name)
            if not removing:
                return {field_name: (*current, action)}
            kept = tuple(v for v in current if action.lower() not in v.lower())
            if len(kept) == len(current):
                raise ConfigError(f"No {word} matches {action!r}; reject the proposal")
            return {field_name: kept}
    if "identity" in kind:
        return {"identity": action}
    if "tension" in kind:
        pairs = dict(re.findall(r"(\w+)\s*[=:]\s*([0-9.]+)", action))
        if not pairs or set(pairs) - set(TENSION_KEYS):
            raise ConfigError(
                f"Tension proposal {action!r} is not key=value with keys "
                f"{', '.join(TENSION_KEYS)}; reject it"
            )
        return {k: float(v) for k, v in pairs.items()}
    raise ConfigError(f"yeastlab cannot apply a proposal of type {proposal.type!r}; reject it")
