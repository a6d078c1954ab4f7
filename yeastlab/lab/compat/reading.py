"""Reading ai-yeast's files into yeastlab records (both layouts, every field-name variant the
package docstring lists), validating as it goes: a malformed file fails with its name and the
position of the problem. Nothing here writes.

Every field's type and range is checked before any record is built, naming the file, the record
(its JSON path) and the field: texts must be text (a lone surrogate, which ``\\ud800`` in JSON
makes, is refused), numbers finite (``NaN`` and ``Infinity`` are refused when the JSON is parsed),
integers within int64, timestamps within years 1-9999 and expressible in UTC, unit values in
[0, 1], gate scores and thresholds numbers. A directory where a JSON file should be is an error.
Any problem raises :class:`~yeastlab.core.errors.IngestError` before anything is written."""

from __future__ import annotations

import json
import math
import uuid
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from yeastlab.core.clock import utc
from yeastlab.core.errors import IngestError, InputError
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
from yeastlab.core.text import clean_input

__all__ = ["AiYeastData", "DIRECTORY_LAYOUT", "SINGLE_FILE_LAYOUT", "read_directory"]


@dataclass(frozen=True)
class AiYeastData:
    """Everything read from an ai-yeast directory, as yeastlab records (nothing written yet).

    Attributes:
        directory: the directory read.
        layout: ``directory``, ``single-file`` or ``both``.
        files: the files read, relative to ``directory``.
        memories: episodic and semantic memories.
        self_models: versions oldest first (``version`` is assigned when stored).
        turns: the dialogue log joined with the gate audits.
        forgetting: the forgetting log.
        proposals: self-modification proposals.
        duplicates: memories skipped because an earlier file had the same id.
    """

    directory: Path
    layout: str
    files: tuple[str, ...]
    memories: tuple[Memory, ...] = ()
    self_models: tuple[SelfModel, ...] = ()
    turns: tuple[Turn, ...] = ()
    forgetting: tuple[ForgetEvent, ...] = ()
    proposals: tuple[Proposal, ...] = ()
    duplicates: int = 0

    def counts(self) -> dict[str, int]:
        """Records per table (memories per tier)."""
        return {
            "episodic": sum(m.tier == "episodic" for m in self.memories),
            "semantic": sum(m.tier == "semantic" for m in self.memories),
            "self_model": len(self.self_models),
            "turns": len(self.turns),
            "gate_audits": sum(len(t.gates) for t in self.turns),
            "forgetting": len(self.forgetting),
            "proposals": len(self.proposals),
        }


DIRECTORY_LAYOUT = {
    "episodic": "episodic/raw.json",
    "semantic": "semantic/distilled.json",
    "current": "self_model/current.json",
    "history": "self_model/history.json",
    "audits": "reflection/audits.json",
    "forgetting": "reflection/forgetting.json",
    "proposals": "reflection/proposals.json",
    "dialogue": "dialogue.json",
}
SINGLE_FILE_LAYOUT = {
    "episodic": "episodic_memory.json",
    "semantic": "semantic_memory.json",
    "current": "self_model.json",
    "audits": "reflection_log.json",
}
_LIST_KEYS = {
    "episodic": ("memories",),
    "semantic": ("facts",),
    "history": ("snapshots",),
    "audits": ("audits", "reflections"),
    "forgetting": ("forgetting_events", "events"),
    "proposals": ("pending_proposals", "proposals"),
    "dialogue": ("dialogues", "interactions"),
}
_TENSION_KEYS = ("coherence", "consistency", "novelty_tolerance", "compression_pressure")
_DERIVED = {"decay", "relevance_weight"}
_MEMORY_KEYS = {"id", "timestamp", "created_at", "created", "content", "text", "source",
                "confidence", "access_count", "saliency", "last_accessed", "last_accessed_at",
                "basis", "tier"}  # fmt: skip
_REASONS = (("consolidat", "consolidated"), ("merge", "merged"), ("supersed", "superseded"),
            ("prun", "pruned_cap"), ("cap", "pruned_cap"), ("reset", "reset"))  # fmt: skip
SESSION = "ai-yeast"


class _Bad(Exception):
    """A validation problem at a JSON path inside one file (turned into an IngestError)."""


def _fail(rel: str, where: str, problem: str) -> IngestError:
    return IngestError(
        f"{rel}: {where}: {problem}; fix the file and import again (nothing was imported)"
    )


_INT64 = (-(2**63), 2**63 - 1)


def _constant(name: str) -> Any:
    raise _Bad(f"{name} is not a number yeastlab can store (numbers must be finite)")


def _load(root: Path, rel: str) -> Any:
    path = root / rel
    if path.exists() and not path.is_file():
        raise IngestError(
            f"{rel}: is a directory (or not a regular file) where a JSON file should be; "
            "remove or rename it and import again (nothing was imported)"
        )
    if not path.is_file():
        return None
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise IngestError(
            f"{rel}: not UTF-8 text (byte offset {exc.start}); nothing was imported"
        ) from exc
    except OSError as exc:
        raise IngestError(f"{rel}: cannot be read ({exc.strerror}); nothing was imported") from exc
    try:
        document = json.loads(text, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise IngestError(
            f"{rel}: invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}; "
            "fix the file and import again (nothing was imported)"
        ) from exc
    except _Bad as exc:
        raise _fail(rel, "a value", str(exc)) from None
    except RecursionError:
        raise _fail(rel, "top level", "nested too deeply") from None
    _check_values(document, rel, "")
    return document


def _check_values(value: Any, rel: str, where: str) -> None:
    """Every string of a loaded document is text (no lone surrogate) and every integer fits
    int64, or :func:`_fail` names the JSON path."""
    stack = [(where, value)]
    while stack:
        path, item = stack.pop()
        if isinstance(item, str):
            try:
                clean_input(item, field="text")
            except InputError as exc:
                raise _fail(rel, path or "top level", str(exc)) from None
        elif isinstance(item, int) and not isinstance(item, bool):
            if not _INT64[0] <= item <= _INT64[1]:
                raise _fail(rel, path or "top level", f"integer {item} is outside int64")
        elif isinstance(item, dict):
            for key, child in item.items():
                stack.append((f"{path}.{key}" if path else str(key), key))
                stack.append((f"{path}.{key}" if path else str(key), child))
        elif isinstance(item, list):
            stack.extend((f"{path}[{i}]", child) for i, child in enumerate(item))


def _items(document: Any, kind: str, rel: str) -> list[tuple[str, Any]]:
    """The record list of a file, each with its JSON path for messages."""
    if isinstance(document, list):
        return [(f"[{i}]", item) for i, item in enumerate(document)]
    if not isinstance(document, dict):
        raise _fail(
            rel, "top level", f"expected an object or a list, found {type(document).__name__}"
        )
    for key in _LIST_KEYS[kind]:
        if key in document:
            value = document[key]
            if not isinstance(value, list):
                raise _fail(rel, key, f"expected a list, found {type(value).__name__}")
            return [(f"{key}[{i}]", item) for i, item in enumerate(value)]
    return []


def _time(value: Any) -> datetime:
    if isinstance(value, int | float) and not isinstance(value, bool):
        seconds = value / 1000.0 if value > 1e11 else float(value)  # JavaScript's Date.now() is ms
        try:
            return datetime.fromtimestamp(seconds, UTC)
        except (OverflowError, OSError, ValueError):
            raise _Bad(
                f"timestamp {value!r} is out of range (seconds or milliseconds since 1970, "
                "within years 1-9999)"
            ) from None
    if not isinstance(value, str) or not value.strip():
        raise _Bad(f"expected an ISO timestamp, found {value!r}")
    try:
        return utc(value)
    except (ValueError, OverflowError):
        raise _Bad(
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
        raise _Bad("missing timestamp")
    return _time(value)


def _unit(value: Any, name: str, default: float) -> float:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0.0 <= value <= 1.0:
        raise _Bad(f"{name} must be a number in [0, 1], found {value!r}")
    return float(value)


def _number(value: Any, name: str, default: float) -> float:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise _Bad(f"{name} must be a finite number, found {value!r}")
    return float(value)


def _text(value: Any, name: str) -> str:
    if not isinstance(value, str):
        raise _Bad(f"{name} must be text, found {type(value).__name__}")
    return value


def _strings(value: Any, name: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _Bad(f"{name} must be a list of texts")
    return tuple(value)


def _stable_id(*parts: Any) -> str:
    return uuid.uuid5(uuid.NAMESPACE_URL, "ai-yeast:" + "\x1f".join(map(str, parts))).hex


def _memory(item: Any, tier: str) -> Memory:
    if not isinstance(item, dict):
        raise _Bad(f"expected an object, found {type(item).__name__}")
    text = _text(_first(item, "content", "text"), "content")
    created = _when(item)
    count = item.get("access_count", 0)
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise _Bad(f"access_count must be a whole number >= 0, found {count!r}")
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
        raise _Bad("internal_state must be an object")
    if tension is None:  # v0.4 keeps the tension values inside internal_state
        tension = {k: state[k] for k in _TENSION_KEYS if k in state}
        state = {k: v for k, v in state.items() if k not in _TENSION_KEYS}
    if not isinstance(tension, dict):
        raise _Bad("internal_tension must be an object")
    values = {
        k: _unit(tension.get(k), f"tension {k}", getattr(Tension(), k)) for k in _TENSION_KEYS
    }
    numbers = {
        k: float(v)
        for k, v in state.items()
        if isinstance(v, int | float) and not isinstance(v, bool)
    }
    return Tension(**values), numbers


def _self_model(obj: Any, created: datetime | None, reason: str) -> SelfModel:
    if not isinstance(obj, dict):
        raise _Bad(f"expected an object, found {type(obj).__name__}")
    if created is None:
        meta = obj.get("metadata") if isinstance(obj.get("metadata"), dict) else {}
        stamp = _first(obj, "updated_at", "last_modified", "timestamp", "created_at")
        stamp = stamp or _first(meta, "last_modified", "created")
        if stamp is None:
            raise _Bad("missing timestamp (metadata.last_modified)")
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


def _snapshot(item: Any) -> SelfModel:
    if not isinstance(item, dict):
        raise _Bad(f"expected an object, found {type(item).__name__}")
    body = _first(item, "state", "snapshot")
    why = item.get("reason")
    reason = f"ai-yeast snapshot: {why}" if why else "ai-yeast snapshot"
    if body is None:
        return _self_model(item, None, reason)
    return _self_model(body, _when(item), reason)


def _gates(value: Any) -> tuple[GateVerdict, ...]:
    if value is None:
        return ()
    if not isinstance(value, dict):
        raise _Bad("gates must be an object of gate name → {passed, reason, score}")
    out = []
    for name, gate in value.items():
        if not isinstance(gate, dict):
            raise _Bad(f"gate {name} must be an object")
        passed = bool(gate.get("passed", False))
        score = _number(gate.get("score"), f"gate {name} score", 1.0 if passed else 0.0)
        threshold = _number(gate.get("threshold"), f"gate {name} threshold", 0.0)
        out.append(GateVerdict(name, passed, score, threshold, str(gate.get("reason") or "")))
    return tuple(out)


def _audit_turn(item: Any) -> Turn:
    if not isinstance(item, dict):
        raise _Bad(f"expected an object, found {type(item).__name__}")
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


def _dialogue_turn(item: Any) -> Turn:
    if not isinstance(item, dict):
        raise _Bad(f"expected an object, found {type(item).__name__}")
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


def _join(dialogue: list[Turn], audits: list[Turn]) -> list[Turn]:
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


def _forget_event(item: Any) -> ForgetEvent:
    if not isinstance(item, dict):
        raise _Bad(f"expected an object, found {type(item).__name__}")
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


def _proposal(item: Any) -> Proposal:
    if not isinstance(item, dict):
        raise _Bad(f"expected an object, found {type(item).__name__}")
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


@dataclass
class _Reader:
    root: Path
    files: list[str] = field(default_factory=list)

    def records(self, rel: str | None, kind: str, build: Any) -> list[Any]:
        document = _load(self.root, rel) if rel else None
        if document is None:
            return []
        self.files.append(rel)
        out = []
        for where, item in _items(document, kind, rel):
            try:
                out.append(build(item))
            except _Bad as exc:
                raise _fail(rel, where, str(exc)) from None
            except (TypeError, ValueError, OverflowError, OSError) as exc:  # a shape not foreseen
                raise _fail(rel, where, f"{type(exc).__name__}: {exc}") from None
        return out

    def self_model(self, rel: str | None) -> list[SelfModel]:
        document = _load(self.root, rel) if rel else None
        if document is None:
            return []
        self.files.append(rel)
        try:
            return [_self_model(document, None, f"imported from ai-yeast {rel}")]
        except _Bad as exc:
            raise _fail(rel, "self-model", str(exc)) from None
        except (TypeError, ValueError, OverflowError, OSError) as exc:  # a shape not foreseen
            raise _fail(rel, "self-model", f"{type(exc).__name__}: {exc}") from None


def read_directory(root: Path) -> AiYeastData:
    reader = _Reader(root)
    memories: list[Memory] = []
    for layout in (
        SINGLE_FILE_LAYOUT,
        DIRECTORY_LAYOUT,
    ):  # the v0.1 files, when both exist, are the older ones
        memories += reader.records(
            layout.get("episodic"), "episodic", lambda i: _memory(i, "episodic")
        )
        memories += reader.records(
            layout.get("semantic"), "semantic", lambda i: _memory(i, "semantic")
        )
    unique: dict[str, Memory] = {}
    for memory in memories:
        unique.setdefault(memory.id, memory)
    models = reader.self_model(SINGLE_FILE_LAYOUT["current"]) + reader.records(
        DIRECTORY_LAYOUT["history"], "history", _snapshot
    )
    models += reader.self_model(DIRECTORY_LAYOUT["current"])
    audits = reader.records(SINGLE_FILE_LAYOUT["audits"], "audits", _audit_turn)
    audits += reader.records(DIRECTORY_LAYOUT["audits"], "audits", _audit_turn)
    dialogue = reader.records(DIRECTORY_LAYOUT["dialogue"], "dialogue", _dialogue_turn)
    has_old = any(name in SINGLE_FILE_LAYOUT.values() for name in reader.files)
    has_new = any(name in DIRECTORY_LAYOUT.values() for name in reader.files)
    return AiYeastData(
        directory=root,
        layout="both" if has_old and has_new else ("single-file" if has_old else "directory"),
        files=tuple(reader.files),
        memories=tuple(unique.values()),
        self_models=tuple(sorted(models, key=lambda m: m.created_at)),
        turns=tuple(_join(dialogue, audits)),
        forgetting=tuple(
            reader.records(DIRECTORY_LAYOUT["forgetting"], "forgetting", _forget_event)
        ),
        proposals=tuple(reader.records(DIRECTORY_LAYOUT["proposals"], "proposals", _proposal)),
        duplicates=len(memories) - len(unique),
    )
