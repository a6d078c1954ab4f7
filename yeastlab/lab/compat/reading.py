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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from yeastlab.core.errors import IngestError, InputError
from yeastlab.core.records import (
    ForgetEvent,
    Memory,
    Proposal,
    SelfModel,
    Turn,
)
from yeastlab.core.text import clean_input
from yeastlab.lab.compat.records import (
    BadField,
    audit_turn,
    dialogue_turn,
    forget_event,
    joined_turns,
    memory_record,
    proposal_record,
    self_model_record,
    snapshot_record,
)

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


def _fail(rel: str, where: str, problem: str) -> IngestError:
    return IngestError(
        f"{rel}: {where}: {problem}; fix the file and import again (nothing was imported)"
    )


_INT64 = (-(2**63), 2**63 - 1)


def _constant(name: str) -> Any:
    raise BadField(f"{name} is not a number yeastlab can store (numbers must be finite)")


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
    except BadField as exc:
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
            except BadField as exc:
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
            return [self_model_record(document, None, f"imported from ai-yeast {rel}")]
        except BadField as exc:
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
            layout.get("episodic"), "episodic", lambda i: memory_record(i, "episodic")
        )
        memories += reader.records(
            layout.get("semantic"), "semantic", lambda i: memory_record(i, "semantic")
        )
    unique: dict[str, Memory] = {}
    for memory in memories:
        unique.setdefault(memory.id, memory)
    models = reader.self_model(SINGLE_FILE_LAYOUT["current"]) + reader.records(
        DIRECTORY_LAYOUT["history"], "history", snapshot_record
    )
    models += reader.self_model(DIRECTORY_LAYOUT["current"])
    audits = reader.records(SINGLE_FILE_LAYOUT["audits"], "audits", audit_turn)
    audits += reader.records(DIRECTORY_LAYOUT["audits"], "audits", audit_turn)
    dialogue = reader.records(DIRECTORY_LAYOUT["dialogue"], "dialogue", dialogue_turn)
    has_old = any(name in SINGLE_FILE_LAYOUT.values() for name in reader.files)
    has_new = any(name in DIRECTORY_LAYOUT.values() for name in reader.files)
    return AiYeastData(
        directory=root,
        layout="both" if has_old and has_new else ("single-file" if has_old else "directory"),
        files=tuple(reader.files),
        memories=tuple(unique.values()),
        self_models=tuple(sorted(models, key=lambda m: m.created_at)),
        turns=tuple(joined_turns(dialogue, audits)),
        forgetting=tuple(
            reader.records(DIRECTORY_LAYOUT["forgetting"], "forgetting", forget_event)
        ),
        proposals=tuple(
            reader.records(DIRECTORY_LAYOUT["proposals"], "proposals", proposal_record)
        ),
        duplicates=len(memories) - len(unique),
    )
