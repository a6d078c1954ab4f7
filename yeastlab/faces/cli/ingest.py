"""``yeast ingest PATH…`` and ``yeast documents list|reload``: documents for retrieval (RAG)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from yeastlab.core.config import Settings
from yeastlab.faces.cli.chat import open_from_args

__all__ = ["register", "run_ingest", "run_documents"]


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    """Add ``ingest`` and ``documents``."""
    p = subparsers.add_parser(
        "ingest", parents=[common], help="ingest PDF, Markdown and text files or folders"
    )
    p.add_argument("paths", nargs="+", metavar="PATH", help="files or folders")
    p.add_argument("--root", metavar="DIR", help="folder nothing may link out of")
    p.add_argument("--chunk-size", type=int, metavar="N", help="characters per chunk (800)")
    p.add_argument("--overlap", type=int, metavar="N", help="characters of overlap (100)")
    p.set_defaults(handler=run_ingest)

    p = subparsers.add_parser(
        "documents", parents=[common], help="ingested documents: list | reload"
    )
    p.add_argument("action", nargs="?", default="list", choices=("list", "reload"))
    p.set_defaults(handler=run_documents)


def _print_report(report: Any) -> int:
    for path in report.added:
        print(f"added      {path}")
    for path in report.replaced:
        print(f"replaced   {path}")
    for path in report.removed:
        print(f"removed    {path}")
    for path, why in report.skipped:
        print(f"skipped    {path}: {why}")
    print(report.summary())
    if report.failures:
        # Errors go to stderr, as one line like every other failing command (the summary
        # above stays on stdout, for scripts that read it).
        messages = "; ".join(message for _path, message in report.failures)
        kept = " (the others are stored)" if report.added or report.replaced else ""
        print(
            f"yeast: {len(report.failures)} document(s) failed: {messages}{kept}", file=sys.stderr
        )
    return 0 if report.ok else 1


def run_ingest(args: argparse.Namespace) -> int:
    """Ingest the paths; exit status 1 when any document failed (the others are stored)."""
    from yeastlab.cognition import rag

    settings = Settings.from_env()
    with open_from_args(args) as yeast:
        report = rag.ingest(
            yeast.store,
            args.paths,
            root=args.root,
            chunk_size=args.chunk_size or settings.chunk_size,
            overlap=settings.chunk_overlap if args.overlap is None else args.overlap,
        )
    return _print_report(report)


def run_documents(args: argparse.Namespace) -> int:
    """List the ingested documents, or re-read them all (changed replaced, missing removed)."""
    from yeastlab.cognition import rag

    settings = Settings.from_env()
    with open_from_args(args) as yeast:
        if args.action == "reload":
            report = rag.reload(
                yeast.store, chunk_size=settings.chunk_size, overlap=settings.chunk_overlap
            )
            return _print_report(report)
        frame = rag.documents(yeast.store)
    if frame.empty:
        print("no documents; add some with: yeast ingest PATH")
        return 0
    print(frame[["title", "chunks", "hash", "path"]].to_string(index=False))
    return 0
