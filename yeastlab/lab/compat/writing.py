"""Writing a yeast in ai-yeast's directory layout: the Python agent's key names and naive UTC
timestamps, which that agent compares with its own clock."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from yeastlab.core.records import ForgetEvent, Memory, Proposal, SelfModel, Turn
from yeastlab.lab.compat.reading import DIRECTORY_LAYOUT

__all__ = ["export_documents"]


_AI_YEAST_COUNTERS = ("interaction_count", "consolidation_count", "memories_forgotten")


def _naive(when: datetime) -> str:
    return when.astimezone(UTC).replace(tzinfo=None).isoformat()


def _metadata(now: datetime, **extra: Any) -> dict[str, Any]:
    return {"created": _naive(now), "version": "0.3.0", "exported_by": "yeastlab", **extra}


def _memory_out(m: Memory) -> dict[str, Any]:
    extras = dict((m.meta or {}).get("ai_yeast", {}))
    out = {
        "id": m.id,
        "timestamp": _naive(m.created_at),
        "content": m.text,
        "source": extras.pop("source", m.kind or "interaction"),
        "confidence": m.confidence,
        "access_count": m.access_count,
        "saliency": m.saliency,
    }
    if m.last_accessed_at is not None:
        out["last_accessed"] = _naive(m.last_accessed_at)
    if m.refs:
        out["basis"] = list(m.refs)
    return {**extras, **out}


def _state(model: SelfModel) -> dict[str, Any]:
    return {
        "identity": model.identity,
        "drives": list(model.drives),
        "constraints": list(model.constraints),
        "tension": model.tension.as_dict(),
        "internal_state": dict(model.internal_state),
    }


def _current(model: SelfModel, n_versions: int) -> dict[str, Any]:
    state = dict(model.internal_state)
    for key in _AI_YEAST_COUNTERS:  # the Python agent increments these and fails without them
        state.setdefault(key, 0)
    state["identity_versions"] = n_versions
    state["last_active"] = _naive(model.created_at)
    return {
        "identity": model.identity,
        "active_drives": list(model.drives),
        "constraints": list(model.constraints),
        "internal_tension": model.tension.as_dict(),
        "internal_state": state,
        "metadata": {"created": _naive(model.created_at), "version": model.version,
                     "last_modified": _naive(model.created_at)},
    }  # fmt: skip


def _gates_out(turn: Turn) -> dict[str, Any]:
    return {
        g.name: {"passed": g.passed, "reason": g.reason, "score": g.score, "threshold": g.threshold}
        for g in turn.gates
    }


def _action_out(action: str) -> Any:
    try:
        value = json.loads(action)
    except ValueError:
        return action
    return value if isinstance(value, dict | list) else action


def export_documents(
    *, memories: list[Memory], self_models: list[SelfModel], turns: list[Turn],
    forgetting: list[ForgetEvent], proposals: list[Proposal],
) -> dict[str, dict[str, Any]]:  # fmt: skip
    latest = self_models[-1]
    now = max(
        [latest.created_at] + [t.created_at for t in turns] + [m.created_at for m in memories]
    )
    return {
        DIRECTORY_LAYOUT["episodic"]: {
            "memories": [_memory_out(m) for m in memories if m.tier == "episodic"],
            "metadata": _metadata(now),
        },
        DIRECTORY_LAYOUT["semantic"]: {
            "facts": [_memory_out(m) for m in memories if m.tier == "semantic"],
            "metadata": _metadata(now),
        },
        DIRECTORY_LAYOUT["current"]: _current(latest, len(self_models)),
        DIRECTORY_LAYOUT["history"]: {
            "snapshots": [
                {
                    "timestamp": _naive(m.created_at),
                    "version": m.version,
                    "reason": m.reason,
                    "state": _state(m),
                }
                for m in self_models[:-1]
            ],
            "metadata": _metadata(now),
        },  # fmt: skip
        DIRECTORY_LAYOUT["audits"]: {
            "audits": [
                {
                    "timestamp": _naive(t.created_at),
                    "turn_id": t.turn_id,
                    "input": t.user_input,
                    "output": t.response,
                    "gates": _gates_out(t),
                    "approved": t.approved,
                }
                for t in turns
                if t.gates
            ],
            "metadata": _metadata(now),
        },  # fmt: skip
        DIRECTORY_LAYOUT["forgetting"]: {
            "forgetting_events": [
                {
                    "timestamp": _naive(e.created_at),
                    "deleted_memory_id": e.memory_id,
                    "content_summary": e.summary,
                    "reason": e.reason,
                    "tier": e.tier,
                    "into": list(e.into),
                }
                for e in forgetting
            ],
            "metadata": _metadata(now),
        },  # fmt: skip
        DIRECTORY_LAYOUT["proposals"]: {
            "pending_proposals": [
                {
                    "id": p.id,
                    "timestamp": _naive(p.created_at),
                    "status": p.status,
                    "type": p.type,
                    "reason": p.reason,
                    "action": _action_out(p.action),
                }
                for p in proposals
            ],
            "metadata": _metadata(now),
        },  # fmt: skip
        DIRECTORY_LAYOUT["dialogue"]: {
            "dialogues": [
                {
                    "turn": i,
                    "timestamp": _naive(t.created_at),
                    "turn_id": t.turn_id,
                    "user_input": t.user_input,
                    "agent_response": t.response,
                    "reflection_approved": t.approved,
                    "memory_stored": bool(t.stored_memory_ids) or t.approved,
                }
                for i, t in enumerate(turns, 1)
            ],
            "metadata": _metadata(now, total_turns=len(turns)),
        },  # fmt: skip
    }
