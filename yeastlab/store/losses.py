"""Which rows a rollback lost, named: what :func:`yeastlab.store.health.repair` reports per table.

A repair rolls a damaged table back to its newest readable version. The rows it loses are the
ones the unreadable versions added, and those are exactly the rows that cannot be read any more
(a torn data file, or a manifest that no longer says which files make the version). What still
names them is the rest of the yeast: its tables refer to one another, and a reference to a row
that the rolled-back table no longer has is a lost row, named by its key, with a short summary
from the row that refers to it:

==============  ==========================================================================
table           named from
==============  ==========================================================================
memories        ``turns.stored_memory_ids`` (the turn that stored it: its user input),
                ``turns.used_memory_ids`` (recalled by a turn), ``memories.superseded_by``
                and ``refs``, ``forgetting.into`` (what a consolidation made)
turns           ``memories.turn_id`` (the memory it stored: its text), ``gate_audits``,
                ``proposals.turn_id``
self_model      the version numbers after the restored one (versions are consecutive),
                ``drift_audits.to_version``
meta            the keys the store writes (``schema_version``, ``embedder``, ``dim``,
                ``created_at``, ``calibration``)
proposals       ``turns.proposal_ids``
documents       ``chunks.doc_id`` (the first chunk's text)
chunks          ``documents.n_chunks`` (a document's chunks by index; ``yeast documents reload``
                reads them again from the file)
gate_audits     turns that passed gates and have no audit left
forgetting      memories marked deleted with no forgetting-log row
==============  ==========================================================================

Rows nothing refers to (a ``remember()`` memory no turn stored, a meta value) are counted, not
named: the report says how many rows the damaged version held beyond those named.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import lancedb

from yeastlab.store.damage import open_table

__all__ = ["LostRow", "name_losses"]

#: The keys the store writes to ``meta``, and what losing each means.
_META_KEYS = {
    "schema_version": "the schema version (written again when the yeast is next opened)",
    "embedder": "the embedder's name (written again when the yeast is next opened)",
    "dim": "the vectors' width (written again when the yeast is next opened)",
    "created_at": "when the yeast was created",
    "calibration": "the embedder's calibration (measured again on first use)",
}


@dataclass(frozen=True)
class LostRow:
    """One row a rollback lost: its key, and what the rest of the yeast says about it."""

    table: str
    key: str
    summary: str

    def __str__(self) -> str:
        return f"{self.key} ({self.summary})" if self.summary else self.key


def _rows(db: Any, name: str, columns: list[str]) -> list[dict[str, Any]]:
    """``columns`` of every row of ``name`` (``[]`` when the table or a column is missing)."""
    try:
        table = open_table(db, name)
    except Exception:  # noqa: BLE001 - a table this yeast never created
        return []
    have = [c for c in columns if c in table.schema.names]
    if not have:
        return []
    return table.search().select(have).limit(None).to_arrow().to_pylist()


def _clip(text: Any, size: int = 100) -> str:
    text = " ".join(str(text or "").split())
    return f"{text[:size]}…" if len(text) > size else text


class _Yeast:
    """The tables' cross-references, read once after the rollback."""

    def __init__(self, path: Path):
        db = lancedb.connect(str(path))
        self.memories = _rows(db, "memories", ["id", "text", "turn_id", "superseded_by",
                                               "deleted_at"])  # fmt: skip
        self.turns = _rows(db, "turns", ["turn_id", "user_input", "stored_memory_ids",
                                         "used_memory_ids", "proposal_ids", "gates"])  # fmt: skip
        self.audits = _rows(db, "gate_audits", ["turn_id", "gate"])
        self.proposals = _rows(db, "proposals", ["id", "turn_id", "reason"])
        self.documents = _rows(db, "documents", ["id", "path", "n_chunks"])
        self.chunks = _rows(db, "chunks", ["doc_id", "index", "text"])
        self.self_models = _rows(db, "self_model", ["version"])
        self.forgetting = _rows(db, "forgetting", ["memory_id", "into", "summary"])
        self.drift = _rows(db, "drift_audits", ["to_version", "explanation"])
        self.meta = _rows(db, "meta", ["key"])

    def lost(self, table: str, count: int | None) -> list[LostRow]:
        finder = getattr(self, f"_lost_{table}", None)
        if finder is None:
            return []
        found: dict[str, str] = {}
        for key, summary in finder(count):
            if key and key not in found:
                found[str(key)] = summary
        return [LostRow(table, key, summary) for key, summary in sorted(found.items())]

    def _lost_memories(self, _count: int | None) -> Any:
        have = {m["id"] for m in self.memories}
        for turn in self.turns:
            said = f"stored by turn {turn['turn_id']}: {_clip(turn.get('user_input'))!r}"
            for key in turn.get("stored_memory_ids") or ():
                if key not in have:
                    yield key, said
            for key in turn.get("used_memory_ids") or ():
                if key not in have:
                    yield key, f"recalled by turn {turn['turn_id']}"
        for memory in self.memories:
            key = memory.get("superseded_by")
            if key and key not in have:
                yield key, f"superseded memory {memory['id']}: {_clip(memory.get('text'))!r}"
        for event in self.forgetting:
            if event.get("into") and event["into"] not in have:
                yield event["into"], f"consolidated from {_clip(event.get('summary'))!r}"

    def _lost_turns(self, _count: int | None) -> Any:
        have = {t["turn_id"] for t in self.turns}
        for memory in self.memories:
            if memory.get("turn_id") and memory["turn_id"] not in have:
                yield memory["turn_id"], f"stored memory {memory['id']}: {_clip(memory['text'])!r}"
        for proposal in self.proposals:
            if proposal.get("turn_id") and proposal["turn_id"] not in have:
                yield proposal["turn_id"], f"made proposal {proposal['id']}"
        for audit in self.audits:
            if audit["turn_id"] not in have:
                yield audit["turn_id"], f"its {audit['gate']} gate audit survived it"

    def _lost_self_model(self, count: int | None) -> Any:
        latest = max((int(v["version"]) for v in self.self_models), default=0)
        for version in range(latest + 1, latest + 1 + (count or 0)):
            yield str(version), "a self-model version after the restored one (evolve again)"
        for audit in self.drift:
            if int(audit["to_version"]) > latest:
                yield str(audit["to_version"]), f"drift-audited: {_clip(audit['explanation'])!r}"

    def _lost_meta(self, _count: int | None) -> Any:
        have = {m["key"] for m in self.meta}
        for key, summary in _META_KEYS.items():
            if key not in have:
                yield key, summary

    def _lost_proposals(self, _count: int | None) -> Any:
        have = {p["id"] for p in self.proposals}
        for turn in self.turns:
            for key in turn.get("proposal_ids") or ():
                if key not in have:
                    yield key, f"proposed in turn {turn['turn_id']}: {_clip(turn['user_input'])!r}"

    def _lost_documents(self, _count: int | None) -> Any:
        have = {d["id"] for d in self.documents}
        for chunk in sorted(self.chunks, key=lambda c: c.get("index") or 0):
            if chunk["doc_id"] not in have:
                yield chunk["doc_id"], f"its chunks survive: {_clip(chunk['text'])!r}"

    def _lost_chunks(self, _count: int | None) -> Any:
        have = {(c["doc_id"], c.get("index")) for c in self.chunks}
        for document in self.documents:
            for index in range(int(document.get("n_chunks") or 0)):
                if (document["id"], index) not in have:
                    yield (
                        f"{document['id']}#{index}",
                        f"chunk {index} of {document.get('path')} (yeast documents reload)",
                    )

    def _lost_gate_audits(self, _count: int | None) -> Any:
        audited = {a["turn_id"] for a in self.audits}
        for turn in self.turns:
            if turn.get("gates") and turn["turn_id"] not in audited:
                yield turn["turn_id"], f"the gate audits of turn {_clip(turn['user_input'])!r}"

    def _lost_forgetting(self, _count: int | None) -> Any:
        logged = {f["memory_id"] for f in self.forgetting}
        for memory in self.memories:
            if memory.get("deleted_at") is not None and memory["id"] not in logged:
                yield memory["id"], f"forgetting-log row of {_clip(memory['text'])!r}"


def name_losses(path: Path, lost_counts: dict[str, int | None]) -> dict[str, list[LostRow]]:
    """The rows each rolled-back table lost that the rest of the yeast still names.

    Args:
        path: the yeast, after the rollback.
        lost_counts: per rolled-back table, how many rows the damaged version held beyond the
            restored one (``None``: unknown).

    Returns:
        Per table, its lost rows, sorted by key.
    """
    yeast = _Yeast(path)
    return {name: yeast.lost(name, count) for name, count in lost_counts.items()}
