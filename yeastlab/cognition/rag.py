"""RAG over documents: ingest PDF, Markdown and text into a yeast's store, and search them.

::

    report = ingest(store, ["docs/"])          # chunk (800 chars, 100 overlap), embed, store
    report.failures                             # (path, message) per document that failed alone
    search_documents(store, "how does yeast ferment sugar?")   # top 3 chunks over a threshold

Documents are deduplicated by content hash: re-ingesting an unchanged file does nothing, a changed
file replaces its chunks, and a file whose content is already stored under another path is
skipped. A document that cannot be read (encrypted, corrupt or empty PDF) fails alone with an
:class:`~yeastlab.core.errors.IngestError` message in the report; the rest of the folder goes on.
Symbolic links leading outside the chosen folder are not followed. Every search is logged in the
``rag_queries`` table (the last 100 are kept). Reading a file as text and cutting it into chunks
is :mod:`yeastlab.cognition.chunking`'s (re-exported here).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np

from yeastlab.cognition.chunking import SUFFIXES, chunk_text, read_document
from yeastlab.core.errors import IngestError
from yeastlab.core.records import Chunk, Document, Hit, new_id
from yeastlab.store.lancesql import sql

__all__ = [
    "SUFFIXES",
    "IngestReport",
    "RagQuery",
    "chunk_text",
    "read_document",
    "ingest",
    "reload",
    "documents",
    "search_documents",
    "query_log",
    "log_query",
]

QUERY_LOG_SIZE = 100


@dataclass(frozen=True)
class IngestReport:
    """What one :func:`ingest` (or :func:`reload`) call did.

    Args:
        added: paths ingested for the first time.
        replaced: paths whose content changed; their old chunks were replaced.
        unchanged: paths already stored with the same content.
        removed: paths dropped by :func:`reload` because the file is gone.
        skipped: ``(path, reason)`` not ingested on purpose (outside the folder, unsupported,
            duplicate content).
        failures: ``(path, message)`` documents that could not be read.
        chunks: chunks written.
    """

    added: tuple[str, ...] = ()
    replaced: tuple[str, ...] = ()
    unchanged: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    skipped: tuple[tuple[str, str], ...] = ()
    failures: tuple[tuple[str, str], ...] = ()
    chunks: int = 0

    @property
    def ok(self) -> bool:
        """True when no document failed."""
        return not self.failures

    def summary(self) -> str:
        """One line for the CLI and notebooks."""
        return (
            f"{len(self.added)} added, {len(self.replaced)} replaced, "
            f"{len(self.unchanged)} unchanged, {len(self.removed)} removed, "
            f"{len(self.skipped)} skipped, {len(self.failures)} failed; {self.chunks} chunks"
        )


@dataclass(frozen=True)
class RagQuery:
    """One logged document search."""

    id: str
    created_at: datetime
    query: str
    chunk_ids: tuple[str, ...] = ()
    scores: tuple[float, ...] = ()


@dataclass
class _Tally:
    added: list[str] = field(default_factory=list)
    replaced: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)
    failures: list[tuple[str, str]] = field(default_factory=list)
    chunks: int = 0

    def report(self) -> IngestReport:
        return IngestReport(
            tuple(self.added),
            tuple(self.replaced),
            tuple(self.unchanged),
            tuple(self.removed),
            tuple(self.skipped),
            tuple(self.failures),
            self.chunks,
        )


def _files(paths: Iterable[str | os.PathLike], root: Path | None, tally: _Tally):
    """Yield ``(shown_path, resolved_path)`` of supported files, refusing escapes from root."""
    for given in paths:
        given = Path(given)
        if not given.exists():
            tally.failures.append((str(given), f"{given}: no such file or folder"))
            continue
        base = (root or (given if given.is_dir() else given.parent)).resolve()
        walk = [given] if not given.is_dir() else sorted(_walk(given))
        for path in walk:
            real = path.resolve()
            if not real.is_relative_to(base):
                tally.skipped.append((str(path), f"links outside {base}; not followed"))
            elif real.suffix.lower() not in SUFFIXES:
                if not given.is_dir():
                    tally.skipped.append((str(path), "unsupported file type"))
            elif real.is_file():
                yield str(path), real


def _walk(folder: Path):
    for dirpath, dirnames, filenames in os.walk(folder, followlinks=False):
        dirnames.sort()
        for name in filenames:
            yield Path(dirpath) / name
        # A symlinked directory is listed in dirnames but not descended: report it.
        for name in dirnames:
            if (Path(dirpath) / name).is_symlink():
                yield Path(dirpath) / name


def ingest(
    store: Any,
    paths: Sequence[str | os.PathLike] | str | os.PathLike,
    *,
    root: str | os.PathLike | None = None,
    chunk_size: int = 800,
    overlap: int = 100,
) -> IngestReport:
    """Ingest files and folders into the store's ``documents`` and ``chunks`` tables.

    Args:
        store: the yeast's store.
        paths: files and/or folders (folders are walked; symlinks out of them are refused).
        root: the folder nothing may escape (default: each folder given, or a file's folder).
        chunk_size: characters per chunk.
        overlap: characters shared by consecutive chunks.

    Returns:
        The :class:`IngestReport`; documents that failed are listed in ``failures``.
    """
    if isinstance(paths, str | os.PathLike):
        paths = [paths]
    tally = _Tally()
    known = {doc.path: doc for doc in store.records("documents")}
    by_hash = {doc.hash: doc for doc in known.values()}
    for shown, real in _files(paths, Path(root) if root else None, tally):
        try:
            _ingest_one(store, shown, real, known, by_hash, tally, chunk_size, overlap)
        except IngestError as exc:
            tally.failures.append((shown, str(exc)))
    return tally.report()


def _ingest_one(store, shown, real: Path, known, by_hash, tally, chunk_size, overlap) -> None:
    try:
        digest = hashlib.sha256(real.read_bytes()).hexdigest()
    except OSError as exc:
        raise IngestError(f"{shown}: cannot be read ({exc.strerror})") from exc
    key = str(real)
    old = known.get(key)
    if old is not None and old.hash == digest:
        tally.unchanged.append(shown)
        return
    twin = by_hash.get(digest)
    if twin is not None and twin.path != key:
        tally.skipped.append((shown, f"same content as {twin.path} (already ingested)"))
        return
    title, text = read_document(real)
    pieces = chunk_text(text, size=chunk_size, overlap=overlap)
    doc = Document(new_id(), key, digest, store.clock.now(), title=title, n_chunks=len(pieces))
    vectors = np.asarray(store.embedder.embed(pieces), dtype=np.float32)
    chunks = [Chunk(new_id(), doc.id, i, t, vector=vectors[i]) for i, t in enumerate(pieces)]
    if old is not None:
        _drop(store, old)
        tally.replaced.append(shown)
    else:
        tally.added.append(shown)
    store.append("chunks", chunks)
    store.append("documents", [doc])
    known[key] = doc
    by_hash[digest] = doc
    tally.chunks += len(chunks)


def _drop(store: Any, doc: Document) -> None:
    store.delete_where("chunks", f"doc_id = {sql(doc.id)}")
    store.delete_where("documents", f"id = {sql(doc.id)}")


def reload(store: Any, *, chunk_size: int = 800, overlap: int = 100) -> IngestReport:
    """Re-read every ingested document: changed files are replaced, missing ones removed."""
    tally = _Tally()
    present = []
    for doc in store.records("documents"):
        if Path(doc.path).is_file():
            present.append(doc.path)
        else:
            _drop(store, doc)
            tally.removed.append(doc.path)
    report = ingest(store, present, chunk_size=chunk_size, overlap=overlap) if present else None
    if report is None:
        return tally.report()
    return IngestReport(
        report.added,
        report.replaced,
        report.unchanged,
        tuple(tally.removed),
        report.skipped,
        report.failures,
        report.chunks,
    )


def documents(store: Any):
    """The ingested documents as a DataFrame (path, title, chunks, hash, when)."""
    import pandas as pd

    rows = [
        {
            "id": d.id,
            "path": d.path,
            "title": d.title,
            "chunks": d.n_chunks,
            "hash": d.hash[:12],
            "created_at": d.created_at,
        }
        for d in store.records("documents")
    ]
    return pd.DataFrame(rows, columns=["id", "path", "title", "chunks", "hash", "created_at"])


def search_documents(
    store: Any,
    query: str,
    *,
    k: int = 3,
    threshold: float = 0.3,
    log: bool = True,
    log_size: int = QUERY_LOG_SIZE,
) -> list[Hit]:
    """The top ``k`` chunks for ``query`` whose cosine similarity reaches ``threshold``.

    Args:
        store: the yeast's store.
        query: the question.
        k: most chunks returned (ai-yeast's RAG_TOP_K, default 3).
        threshold: least similarity (ai-yeast's RAG_SIMILARITY_THRESHOLD).
        log: append the query and its results to the ``rag_queries`` log.
        log_size: how many logged queries are kept (the oldest are dropped).

    Returns:
        Hits with ``source="chunk"`` best first; components hold similarity, bm25 and rrf.
    """
    found = store.chunk_search(query, k=max(k * 4, 10), mode="hybrid")
    kept = [f for f in found if f.scores.get("similarity", 0.0) >= threshold]
    kept.sort(key=lambda f: -(f.scores.get("rrf", 0.0) or f.scores.get("similarity", 0.0)))
    hits = [
        Hit(
            f.chunk.id,
            "chunk",
            f.chunk.text,
            float(f.scores.get("rrf", 0.0) or f.scores.get("similarity", 0.0)),
            rank=i,
            components={key: float(v) for key, v in f.scores.items()},
            route="factual",
        )
        for i, f in enumerate(kept[:k], start=1)
    ]
    if log:
        log_query(store, query, hits, keep=log_size)
    return hits


def log_query(store: Any, query: str, hits: Sequence[Hit], *, keep: int = QUERY_LOG_SIZE) -> None:
    """Append a document search to the ``rag_queries`` log, keeping the latest ``keep``."""
    entry = RagQuery(
        new_id(), store.clock.now(), query, tuple(h.id for h in hits), tuple(h.score for h in hits)
    )
    store.append("rag_queries", [entry], keep=keep)  # trimmed in the background, not per turn


def query_log(store: Any) -> list[RagQuery]:
    """The logged document searches, oldest first (at most the last 100)."""
    return sorted(store.records("rag_queries"), key=lambda q: q.created_at)
