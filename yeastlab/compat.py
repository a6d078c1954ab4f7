"""ai-yeast compatibility: import an ai-yeast data directory into a yeast, export one back.

ai-yeast keeps its mind in JSON files. Two layouts exist, and both are read:

=============================  ==================================  ============================
what                           directory layout (v0.2 and later)   single-file layout (v0.1)
=============================  ==================================  ============================
episodic memories              ``episodic/raw.json`` ``memories``   ``episodic_memory.json``
semantic facts                 ``semantic/distilled.json``          ``semantic_memory.json``
                               ``facts``
self-model                     ``self_model/current.json``          ``self_model.json``
identity snapshots             ``self_model/history.json``
                               ``snapshots``
gate decisions per turn        ``reflection/audits.json``           ``reflection_log.json``
                               ``audits``                           ``reflections``
forgetting log                 ``reflection/forgetting.json``
                               ``forgetting_events`` | ``events``
self-modification proposals    ``reflection/proposals.json``
                               ``pending_proposals``
dialogue log                   ``dialogue.json``
                               ``dialogues`` | ``interactions``
=============================  ==================================  ============================

Field-name variants across ai-yeast versions are accepted: tension in ``internal_tension``
(v0.2/v0.3) or inside ``internal_state`` (v0.4, which has no counters there); ``active_drives`` or
``drives``; snapshots as ``{timestamp, version, reason, state}`` (Python agent) or
``{timestamp, snapshot}`` (Node agent); ``content`` or ``text``; ``user_input``/``input`` and
``agent_response``/``response``/``output``; timestamps with or without a zone (naive ones are
taken as UTC). ``episodic/decayed.json`` is a derived view that ai-yeast recomputes, so it is not
read. When a directory holds both layouts (ai-yeast left its v0.1 files in place when it moved to
directories) both are read: memories are merged by id and the v0.1 self-model becomes the oldest
version.

How records map: each memory keeps its ai-yeast id, its ``source`` becomes ``Memory.kind``
(semantic facts are kind ``fact``, their ``basis`` ids become ``refs``) and other fields are kept
in ``meta["ai_yeast"]``; derived fields (``decay``, ``relevance_weight``) are dropped because
yeastlab computes strength from time. Each audit is joined to its dialogue entry (same input,
within a minute) to form one :class:`~yeastlab.records.Turn` with its gate verdicts; an audit
without a dialogue entry, or the reverse, is a turn of its own. Gate scores missing in old files
are 1 for a pass and 0 for a failure; thresholds are 0 (ai-yeast had none). Forgetting reasons are
mapped to yeastlab's words (``consolidated into semantic fact`` → ``consolidated``). Self-model
versions whose identity, drives, constraints and tension equal the version before them are skipped.

Import is all or nothing: every file is parsed and validated first (a malformed file fails with its
name and the line and column of the error), then everything is written into a copy of the yeast,
which replaces the yeast only when all writes succeeded.

Export writes the directory layout with the Python agent's key names (``forgetting_events``,
``dialogues``, ``internal_tension``) and naive UTC timestamps, which that agent compares with its
own clock.
"""

from __future__ import annotations

import json
import os
import shutil
import uuid
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from yeastlab.clock import Clock, SystemClock, utc
from yeastlab.errors import IngestError, StoreError, YeastlabError
from yeastlab.records import (
    ForgetEvent,
    GateVerdict,
    Memory,
    Proposal,
    SelfModel,
    Tension,
    ThinkingBlock,
    Turn,
)
from yeastlab.store import GateAudit, Store

__all__ = [
    "AiYeastData",
    "ImportReport",
    "ExportReport",
    "read_ai_yeast",
    "import_ai_yeast",
    "export_ai_yeast",
]

_MEMORY_BATCH = 256


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


@dataclass(frozen=True)
class ImportReport:
    """What an import wrote: rows per table, and what it skipped and why."""

    source: Path
    yeast: Path
    layout: str
    files: tuple[str, ...]
    counts: dict[str, int] = field(default_factory=dict)
    skipped: dict[str, int] = field(default_factory=dict)

    def __str__(self) -> str:
        lines = [f"Imported {self.source} ({self.layout} layout) into {self.yeast}:"]
        lines += [f"  {name:<12} {n:>6}" for name, n in self.counts.items()]
        lines += [f"  skipped {why}: {n}" for why, n in self.skipped.items() if n]
        return "\n".join(lines)


@dataclass(frozen=True)
class ExportReport:
    """What an export wrote, and which memories have no place in ai-yeast's layout."""

    directory: Path
    files: tuple[str, ...]
    counts: dict[str, int] = field(default_factory=dict)
    left_out: dict[str, int] = field(default_factory=dict)

    def __str__(self) -> str:
        lines = [f"Exported to {self.directory} (ai-yeast directory layout):"]
        lines += [f"  {name:<12} {n:>6}" for name, n in self.counts.items()]
        lines += [
            f"  not exported ({tier}, no ai-yeast file): {n}" for tier, n in self.left_out.items()
        ]
        return "\n".join(lines)


def read_ai_yeast(directory: str | Path) -> AiYeastData:
    """Parse and validate an ai-yeast data directory (both layouts); writes nothing.

    Raises:
        IngestError: naming the file and the position of the first problem found.
    """
    root = Path(directory)
    if not root.is_dir():
        raise IngestError(f"{root} is not a directory; pass ai-yeast's data directory (yeast-data)")
    data = _read_directory(root)
    if not data.files:
        raise IngestError(
            f"{root} holds no ai-yeast files (looked for episodic/raw.json, "
            "self_model/current.json, episodic_memory.json, …); is this the right directory?"
        )
    return data


class _PinnedClock:
    """The store's clock during an import: a pinned time while a dated record is written."""

    def __init__(self, base: Clock):
        self.base = base
        self.pinned: datetime | None = None

    def now(self) -> datetime:
        return self.pinned or self.base.now()


def _same_identity(a: SelfModel, b: SelfModel) -> bool:
    keys = ("identity", "drives", "constraints", "tension")
    return all(getattr(a, k) == getattr(b, k) for k in keys)


def _check_clash(store: Store, data: AiYeastData, target: Path) -> None:
    ids = [m.id for m in data.memories]
    for start in range(0, len(ids), 1000):
        clash = store.get_many(ids[start : start + 1000])
        if clash:
            raise StoreError(
                f"{target} already holds memory {clash[0].id} from this ai-yeast directory "
                "(imported before?); import into a new yeast with --yeast NEW_PATH"
            )


def _write(store: Store, data: AiYeastData, clock: _PinnedClock) -> tuple[dict, dict]:
    versions = skipped_versions = 0
    for model in data.self_models:
        if _same_identity(model, store.self_model()):
            skipped_versions += 1
            continue
        clock.pinned = model.created_at
        store.append_self_model(model, reason=model.reason)
        clock.pinned = None
        versions += 1
    store.append("turns", list(data.turns))
    audits = [
        GateAudit(t.turn_id, t.session_id, t.created_at, g.name, g.passed,
                  float(g.score), float(g.threshold), g.reason)
        for t in data.turns
        for g in t.gates
    ]  # fmt: skip
    store.append("gate_audits", audits)
    store.append("forgetting", list(data.forgetting))
    store.append("proposals", list(data.proposals))
    for start in range(0, len(data.memories), _MEMORY_BATCH):
        store.add(list(data.memories[start : start + _MEMORY_BATCH]))
    counts = {**data.counts(), "self_model": versions}
    skipped = {
        "identical self-model versions": skipped_versions,
        "duplicate memory ids": data.duplicates,
    }
    return counts, skipped


def import_ai_yeast(
    directory: str | Path, yeast: str | Path, *, embedder: Any, clock: Clock | None = None
) -> ImportReport:
    """Import an ai-yeast directory into the yeast at ``yeast`` (created if missing); all or none.

    Args:
        directory: ai-yeast's data directory.
        yeast: the yeast directory to import into.
        embedder: the yeast's embedder (an :class:`~yeastlab.backends.base.Embedder`).
        clock: stamps what has no date of its own (default: the system clock).

    Returns:
        The :class:`ImportReport` (rows per table).

    Raises:
        IngestError: a file is malformed (nothing was written).
        StoreError: the yeast cannot take the import (nothing was changed).
    """
    data = read_ai_yeast(directory)
    target = Path(yeast)
    existed = target.exists() and any(target.iterdir())
    work_path = target.parent / f".{target.name}.importing-{uuid.uuid4().hex[:8]}"
    pinned = _PinnedClock(clock or SystemClock())
    try:
        if existed:
            with Store.open(target, embedder=embedder, clock=pinned) as current:
                _check_clash(current, data, target)
                work = current.fork(work_path)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            work = Store.open(work_path, embedder=embedder, clock=pinned)
        with work:
            counts, skipped = _write(work, data, pinned)
            work.compact()
    except YeastlabError:
        shutil.rmtree(work_path, ignore_errors=True)
        raise
    except Exception as exc:
        shutil.rmtree(work_path, ignore_errors=True)
        raise StoreError(
            f"importing {data.directory} failed while writing ({type(exc).__name__}: {exc}); "
            f"{target} was left as it was"
        ) from exc
    _swap(work_path, target, existed)
    return ImportReport(data.directory, target, data.layout, data.files, counts, skipped)


def _swap(new: Path, target: Path, existed: bool) -> None:
    """Put the finished copy in place of ``target`` (restoring the old one if that fails)."""
    if not existed:
        if target.exists():
            target.rmdir()  # an empty directory the user made for it
        os.replace(new, target)
        return
    backup = target.parent / f".{target.name}.before-import-{uuid.uuid4().hex[:8]}"
    os.replace(target, backup)
    try:
        os.replace(new, target)
    except OSError:
        os.replace(backup, target)
        shutil.rmtree(new, ignore_errors=True)
        raise
    shutil.rmtree(backup, ignore_errors=True)


def export_ai_yeast(store: Store, directory: str | Path, *, force: bool = False) -> ExportReport:
    """Write the yeast's memories, self-model, logs and proposals in ai-yeast's directory layout.

    Args:
        store: the yeast's store.
        directory: where to write (created if missing).
        force: overwrite ai-yeast files already there.

    Raises:
        IngestError: the directory already holds ai-yeast files and ``force`` is false.
    """
    root = Path(directory)
    documents = _export_documents(
        memories=store.memories(["episodic", "semantic"]),
        self_models=store.self_models(),
        turns=store.turns(),
        forgetting=store.forgetting(),
        proposals=store.records("proposals"),
    )
    existing = [name for name in documents if (root / name).exists()]
    if existing and not force:
        raise IngestError(
            f"{root} already holds ai-yeast files ({', '.join(existing)}); "
            "pick an empty directory or pass --force to overwrite them"
        )
    for name, document in documents.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps(document, indent=2, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, path)  # each file appears whole or not at all, as ai-yeast writes them
    left_out = {t: n for t in ("procedural", "symbolic", "working") if (n := store.count(t))}
    counts = {
        "episodic": len(documents["episodic/raw.json"]["memories"]),
        "semantic": len(documents["semantic/distilled.json"]["facts"]),
        "self_model": len(documents["self_model/history.json"]["snapshots"]) + 1,
        "turns": len(documents["dialogue.json"]["dialogues"]),
        "forgetting": len(documents["reflection/forgetting.json"]["forgetting_events"]),
        "proposals": len(documents["reflection/proposals.json"]["pending_proposals"]),
    }
    return ExportReport(root, tuple(documents), counts, left_out)


# ------------------------------------------------------------------------------------ reading

_NEW = {
    "episodic": "episodic/raw.json",
    "semantic": "semantic/distilled.json",
    "current": "self_model/current.json",
    "history": "self_model/history.json",
    "audits": "reflection/audits.json",
    "forgetting": "reflection/forgetting.json",
    "proposals": "reflection/proposals.json",
    "dialogue": "dialogue.json",
}
_OLD = {
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


def _load(root: Path, rel: str) -> Any:
    path = root / rel
    if not path.is_file():
        return None
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise IngestError(
            f"{rel}: not UTF-8 text (byte {exc.start}); nothing was imported"
        ) from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise IngestError(
            f"{rel}: invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}; "
            "fix the file and import again (nothing was imported)"
        ) from exc


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
        return datetime.fromtimestamp(seconds, UTC)
    if not isinstance(value, str) or not value.strip():
        raise _Bad(f"expected an ISO timestamp, found {value!r}")
    try:
        return utc(value)
    except ValueError:
        raise _Bad(f"not an ISO timestamp: {value!r}") from None


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
        score = gate.get("score", 1.0 if passed else 0.0)
        if isinstance(score, bool) or not isinstance(score, int | float):
            raise _Bad(f"gate {name} score must be a number, found {score!r}")
        threshold = gate.get("threshold", 0.0)
        out.append(
            GateVerdict(name, passed, float(score), float(threshold), str(gate.get("reason") or ""))
        )
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


def _read_directory(root: Path) -> AiYeastData:
    reader = _Reader(root)
    memories: list[Memory] = []
    for layout in (_OLD, _NEW):  # the v0.1 files, when both exist, are the older ones
        memories += reader.records(
            layout.get("episodic"), "episodic", lambda i: _memory(i, "episodic")
        )
        memories += reader.records(
            layout.get("semantic"), "semantic", lambda i: _memory(i, "semantic")
        )
    unique: dict[str, Memory] = {}
    for memory in memories:
        unique.setdefault(memory.id, memory)
    models = reader.self_model(_OLD["current"]) + reader.records(
        _NEW["history"], "history", _snapshot
    )
    models += reader.self_model(_NEW["current"])
    audits = reader.records(_OLD["audits"], "audits", _audit_turn)
    audits += reader.records(_NEW["audits"], "audits", _audit_turn)
    dialogue = reader.records(_NEW["dialogue"], "dialogue", _dialogue_turn)
    has_old = any(name in _OLD.values() for name in reader.files)
    has_new = any(name in _NEW.values() for name in reader.files)
    return AiYeastData(
        directory=root,
        layout="both" if has_old and has_new else ("single-file" if has_old else "directory"),
        files=tuple(reader.files),
        memories=tuple(unique.values()),
        self_models=tuple(sorted(models, key=lambda m: m.created_at)),
        turns=tuple(_join(dialogue, audits)),
        forgetting=tuple(reader.records(_NEW["forgetting"], "forgetting", _forget_event)),
        proposals=tuple(reader.records(_NEW["proposals"], "proposals", _proposal)),
        duplicates=len(memories) - len(unique),
    )


# ------------------------------------------------------------------------------------ writing

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


def _export_documents(
    *, memories: list[Memory], self_models: list[SelfModel], turns: list[Turn],
    forgetting: list[ForgetEvent], proposals: list[Proposal],
) -> dict[str, dict[str, Any]]:  # fmt: skip
    latest = self_models[-1]
    now = max(
        [latest.created_at] + [t.created_at for t in turns] + [m.created_at for m in memories]
    )
    return {
        _NEW["episodic"]: {
            "memories": [_memory_out(m) for m in memories if m.tier == "episodic"],
            "metadata": _metadata(now),
        },
        _NEW["semantic"]: {
            "facts": [_memory_out(m) for m in memories if m.tier == "semantic"],
            "metadata": _metadata(now),
        },
        _NEW["current"]: _current(latest, len(self_models)),
        _NEW["history"]: {
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
        _NEW["audits"]: {
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
        _NEW["forgetting"]: {
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
        _NEW["proposals"]: {
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
        _NEW["dialogue"]: {
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
