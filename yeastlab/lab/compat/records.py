"""ai-yeast's records built as yeastlab's: memories, self-models, turns, forgetting events and
proposals, from one JSON item each (every field-name variant the package docstring lists).

Each field's type and range is checked as the record is built; a problem raises
:class:`BadField` with what is wrong, which :mod:`yeastlab.lab.compat.reading` turns into an
:class:`~yeastlab.core.errors.IngestError` naming the file and the item's JSON path."""

from __future__ import annotations

import json
import math
import uuid
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from yeastlab.core.clock import utc
from yeastlab.core.records import (
    ForgetEvent,
    GateVerdict,
    Memory,
    Proposal,
    SelfModel,
    Tension,
    ThinkingBlock,
    Turn,
)

__all__ = [
    "SESSION",
    "BadField",
    "audit_turn",
    "dialogue_turn",
    "forget_event",
    "joined_turns",
    "memory_record",
    "proposal_record",
    "self_model_record",
    "snapshot_record",
]

_TENSION_KEYS = ("coherence", "consistency", "novelty_tolerance", "compression_pressure")
_DERIVED = {"decay", "relevance_weight"}
_MEMORY_KEYS = {"id", "timestamp", "created_at", "created", "content", "text", "source",
                "confidence", "access_count", "saliency", "last_accessed", "last_accessed_at",
                "basis", "tier"}  # fmt: skip
_REASONS = (("consolidat", "consolidated"), ("merge", "merged"), ("supersed", "superseded"),
            ("prun", "pruned_cap"), ("cap", "pruned_cap"), ("reset", "reset"))  # fmt: skip
SESSION = "ai-yeast"


class BadField(Exception):
    """A validation problem at a JSON path inside one file (turned into an IngestError)."""


def _time(value: Any) -> datetime:
    if isinstance(value, int | float) and not isinstance(value, bool):
        seconds = value / 1000.0 if value > 1e11 else float(value)  # JavaScript's Date.now() is ms
        try:
            return datetime.fromtimestamp(seconds, UTC)
        except (OverflowError, OSError, ValueError):
            raise BadField(
                f"timestamp {value!r} is out of range (seconds or milliseconds since 1970, "
                "within years 1-9999)"
            ) from None
    if not isinstance(value, str) or not value.strip():
        raise BadField(f"expected an ISO timestamp, found {value!r}")
    try:
        return utc(value)
    except (ValueError, OverflowError):
        raise BadField(
            f"not an ISO timestamp within years 1-9999 that can be put in UTC: {value!r}"
        ) from None


def _first(item: dict, *keys: str) -> Any:
    for key in keys:
        if item.get(key) is not None:
            return item[key]
    return None


def _when(item: dict, *keys: str) -> datetime:
    value = _first(item, *(keys or ("timestamp", "created_at", "created")))
    if value is None:
        raise BadField("missing timestamp")
    return _time(value)


def _unit(value: Any, name: str, default: float) -> float:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0.0 <= value <= 1.0:
        raise BadField(f"{name} must be a number in [0, 1], found {value!r}")
    return float(value)


def _number(value: Any, name: str, default: float) -> float:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise BadField(f"{name} must be a finite number, found {value!r}")
    return float(value)


def _text(value: Any, name: str) -> str:
    if not isinstance(value, str):
        raise BadField(f"{name} must be text, found {type(value).__name__}")
    return value


def _strings(value: Any, name: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise BadField(f"{name} must be a list of texts")
    return tuple(value)


def _stable_id(*parts: Any) -> str:
    return uuid.uuid5(uuid.NAMESPACE_URL, "ai-yeast:" + "\x1f".join(map(str, parts))).hex


def memory_record(item: Any, tier: str) -> Memory:
    if not isinstance(item, dict):
        raise BadField(f"expected an object, found {type(item).__name__}")
    text = _text(_first(item, "content", "text"), "content")
    created = _when(item)
    count = item.get("access_count", 0)
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise BadField(f"access_count must be a whole number >= 0, found {count!r}")
    last = _first(item, "last_accessed_at", "last_accessed")
    extras = {k: v for k, v in item.items() if k not in _MEMORY_KEYS | _DERIVED}
    source = item.get("source")
    if source is not None:
        extras["source"] = _text(source, "source")
    return Memory(
        id=str(item.get("id") or _stable_id(tier, created.isoformat(), text)),
        tier=tier,
        text=text,
        created_at=created,
        kind="fact" if tier == "semantic" else (source or "interaction"),
        last_accessed_at=_time(last) if last is not None else None,
        access_count=count,
        confidence=_unit(item.get("confidence"), "confidence", 1.0),
        saliency=_unit(item.get("saliency"), "saliency", 0.5),
        refs=_strings(item.get("basis"), "basis"),
        session_id=SESSION,
        meta={"ai_yeast": extras},
    )


def _tension_and_state(obj: dict) -> tuple[Tension, dict[str, float]]:
    state = obj.get("internal_state") or {}
    tension = _first(obj, "internal_tension", "tension")
    if not isinstance(state, dict):
        raise BadField("internal_state must be an object")
    if tension is None:  # v0.4 keeps the tension values inside internal_state
        tension = {k: state[k] for k in _TENSION_KEYS if k in state}
        state = {k: v for k, v in state.items() if k not in _TENSION_KEYS}
    if not isinstance(tension, dict):
        raise BadField("internal_tension must be an object")
    values = {
        k: _unit(tension.get(k), f"tension {k}", getattr(Tension(), k)) for k in _TENSION_KEYS
    }
    numbers = {
        k: float(v)
        for k, v in state.items()
        if isinstance(v, int | float) and not isinstance(v, bool)
    }
    return Tension(**values), numbers


def self_model_record(obj: Any, created: datetime | None, reason: str) -> SelfModel:
    if not isinstance(obj, dict):
        raise BadField(f"expected an object, found {type(obj).__name__}")
    if created is None:
        meta = obj.get("metadata") if isinstance(obj.get("metadata"), dict) else {}
        stamp = _first(obj, "updated_at", "last_modified", "timestamp", "created_at")
        stamp = stamp or _first(meta, "last_modified", "created")
        if stamp is None:
            raise BadField("missing timestamp (metadata.last_modified)")
        created = _time(stamp)
    tension, state = _tension_and_state(obj)
    return SelfModel(
        version=0,
        created_at=created,
        reason=reason,
        identity=_text(obj.get("identity", ""), "identity"),
        drives=_strings(_first(obj, "active_drives", "drives"), "active_drives"),
        constraints=_strings(obj.get("constraints"), "constraints"),
        internal_state=state,
        tension=tension,
    )


def snapshot_record(item: Any) -> SelfModel:
    if not isinstance(item, dict):
        raise BadField(f"expected an object, found {type(item).__name__}")
    body = _first(item, "state", "snapshot")
    why = item.get("reason")
    reason = f"ai-yeast snapshot: {why}" if why else "ai-yeast snapshot"
    if body is None:
        return self_model_record(item, None, reason)
    return self_model_record(body, _when(item), reason)


def _gates(value: Any) -> tuple[GateVerdict, ...]:
    if value is None:
        return ()
    if not isinstance(value, dict):
        raise BadField("gates must be an object of gate name → {passed, reason, score}")
    out = []
    for name, gate in value.items():
        if not isinstance(gate, dict):
            raise BadField(f"gate {name} must be an object")
        passed = bool(gate.get("passed", False))
        score = _number(gate.get("score"), f"gate {name} score", 1.0 if passed else 0.0)
        threshold = _number(gate.get("threshold"), f"gate {name} threshold", 0.0)
        out.append(GateVerdict(name, passed, score, threshold, str(gate.get("reason") or "")))
    return tuple(out)


def audit_turn(item: Any) -> Turn:
    if not isinstance(item, dict):
        raise BadField(f"expected an object, found {type(item).__name__}")
    created = _when(item)
    text = _text(_first(item, "input", "user_input") or "", "input")
    return Turn(
        turn_id=str(item.get("turn_id") or _stable_id("turn", created.isoformat(), text)),
        session_id=SESSION,
        created_at=created,
        user_input=text,
        response=_text(_first(item, "output", "agent_response", "response") or "", "output"),
        approved=bool(item.get("approved", False)),
        gates=_gates(item.get("gates")),
        backend="ai-yeast",
    )


def dialogue_turn(item: Any) -> Turn:
    if not isinstance(item, dict):
        raise BadField(f"expected an object, found {type(item).__name__}")
    created = _when(item)
    text = _text(_first(item, "user_input", "input", "user") or "", "user_input")
    thinking = item.get("thinking")
    return Turn(
        turn_id=str(item.get("turn_id") or _stable_id("turn", created.isoformat(), text)),
        session_id=SESSION,
        created_at=created,
        user_input=text,
        response=_text(
            _first(item, "agent_response", "response", "output", "agent") or "", "agent_response"
        ),
        thinking=(ThinkingBlock(1, thinking),) if isinstance(thinking, str) and thinking else (),
        approved=bool(_first(item, "reflection_approved", "approved") or False),
        gates=_gates(item.get("gates")),
        backend="ai-yeast",
    )


def joined_turns(dialogue: list[Turn], audits: list[Turn]) -> list[Turn]:
    """One turn per exchange: an audit joins the dialogue entry with its turn_id, or its input
    (audits keep the first 200 characters) within a minute."""
    open_entries = list(dialogue)
    out = []
    for audit in audits:
        match = next((d for d in open_entries if d.turn_id == audit.turn_id), None)
        if match is None:
            match = next(
                (d for d in open_entries
                 if d.user_input[:200] == audit.user_input[:200]
                 and abs((d.created_at - audit.created_at).total_seconds()) <= 60),
                None,
            )  # fmt: skip
        if match is None:
            out.append(audit)
            continue
        open_entries.remove(match)
        out.append(replace(match, gates=audit.gates or match.gates))
    out.extend(open_entries)
    return sorted(out, key=lambda t: t.created_at)


def forget_event(item: Any) -> ForgetEvent:
    if not isinstance(item, dict):
        raise BadField(f"expected an object, found {type(item).__name__}")
    reason_text = str(item.get("reason") or "forgotten")
    reason = next((word for key, word in _REASONS if key in reason_text.lower()), reason_text)
    reason = reason if " " not in reason else "forgotten"
    return ForgetEvent(
        memory_id=str(_first(item, "deleted_memory_id", "memory_id", "id") or ""),
        created_at=_when(item),
        tier=str(item.get("tier") or "episodic"),
        summary=_text(
            _first(item, "content_summary", "summary", "content") or "", "content_summary"
        ),
        reason=reason,
        into=_strings(item.get("into"), "into"),
    )


def proposal_record(item: Any) -> Proposal:
    if not isinstance(item, dict):
        raise BadField(f"expected an object, found {type(item).__name__}")
    created = _when(item)
    action = item.get("action", "")
    action = action if isinstance(action, str) else json.dumps(action, sort_keys=True)
    kind = str(item.get("type") or "")
    return Proposal(
        id=str(item.get("id") or _stable_id("proposal", created.isoformat(), kind, action)),
        created_at=created,
        type=kind,
        reason=str(item.get("reason") or ""),
        action=action,
        status=str(item.get("status") or "pending"),
    )
