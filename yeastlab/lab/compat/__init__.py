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
within a minute) to form one :class:`~yeastlab.core.records.Turn` with its gate verdicts; an audit
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
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from yeastlab.core.clock import Clock, SystemClock
from yeastlab.core.errors import IngestError, StoreError, YeastlabError
from yeastlab.core.records import SelfModel
from yeastlab.lab.compat.reading import AiYeastData, read_directory
from yeastlab.lab.compat.writing import export_documents
from yeastlab.store.facade import GateAudit, Store

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
    data = read_directory(root)
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
    documents = export_documents(
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
