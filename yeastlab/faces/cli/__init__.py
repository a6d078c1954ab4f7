"""The ``yeast`` command.

Each command group lives in its own module exposing ``register(subparsers, common)``; this module
only builds the parser, picks the command and turns every error into one clear line on stderr
(exit status 1) instead of a traceback: a yeastlab error as its message (which says what to do),
an operating-system error as the file and what to check, anything else as an internal error to
report. ``--debug`` (or ``YEAST_DEBUG=1``) shows the traceback instead. ``yeast -p "question"``
is the headless one-shot form.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from yeastlab.core.errors import YeastlabError

__all__ = ["main", "build_parser", "error_line", "COMMAND_MODULES"]

#: Modules that contribute sub-commands, in help order. A module that is not importable yet
#: is skipped, so a partial install still offers the commands it has.
COMMAND_MODULES = (
    "yeastlab.faces.cli.chat",
    "yeastlab.faces.cli.memory",
    "yeastlab.faces.cli.ingest",
    "yeastlab.faces.cli.ferment",
    "yeastlab.faces.cli.sweep",
    "yeastlab.faces.cli.compat",
    "yeastlab.faces.cli.health",
)


def _common(default: object = None) -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False, argument_default=default)
    common.add_argument("--yeast", metavar="PATH", help="yeast directory (default: YEAST_HOME)")
    common.add_argument(
        "--backend",
        metavar="SPEC",
        help="offline | ollama[://host:port] | ssh://user@host[:port] | replay:FILE",
    )
    common.add_argument("--model", help="model name on the Ollama server")
    common.add_argument(
        "--profile", help="memory profile (ai-yeast, cognitive-agent, hierarchical, typed)"
    )
    return common


def build_parser() -> argparse.ArgumentParser:
    """The full ``yeast`` parser with every available command."""
    parser = argparse.ArgumentParser(
        prog="yeast",
        description="yeastlab: give a stateless model an external, inspectable mind.",
        parents=[_common()],
    )
    # Sub-commands take the same options, but with suppressed defaults: otherwise argparse lets
    # the sub-command's default (None) overwrite a value given before it (`yeast --backend X chat`).
    common = _common(argparse.SUPPRESS)
    parser.add_argument("-p", "--prompt", metavar="TEXT", help="ask one question and exit")
    parser.add_argument("--json", action="store_true", help="with -p: print the full Turn as JSON")
    parser.add_argument(
        "--no-proposals",
        action="store_true",
        help="tell the model not to propose self-modifications",
    )
    parser.add_argument("--no-thinking", action="store_true", help="turn extended thinking off")
    parser.add_argument(
        "--debug", action="store_true", help="on an error, show the traceback (or YEAST_DEBUG=1)"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        module.register(sub, common)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``yeast`` command; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    handler = getattr(args, "handler", None)
    if handler is None and args.prompt is None:
        if "yeastlab.faces.cli.chat" in sys.modules:
            handler = sys.modules["yeastlab.faces.cli.chat"].one_shot_or_help
        else:
            parser.print_help()
            return 0
    if handler is None:
        handler = sys.modules["yeastlab.faces.cli.chat"].one_shot_or_help
    debug = bool(getattr(args, "debug", False) or os.environ.get("YEAST_DEBUG"))
    try:
        return int(handler(args) or 0)
    except KeyboardInterrupt:
        print("yeast: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:
        if debug:
            raise
        print(f"yeast: {error_line(exc)}", file=sys.stderr)
        return 1


def error_line(exc: BaseException) -> str:
    """One line saying what failed and what to do next (see the module)."""
    if isinstance(exc, YeastlabError):
        text = str(exc)
    elif isinstance(exc, OSError):
        where = f" {exc.filename}" if exc.filename else ""
        text = (
            f"cannot use{where}: {exc.strerror or exc}; check the path (--yeast, YEAST_HOME or "
            "the file given) exists, is the right kind (a directory for a yeast) and is writable"
        )
    else:
        text = (
            f"internal error ({type(exc).__name__}: {exc}); this is a bug in yeastlab: run the "
            "command again with --debug for the traceback and report it"
        )
    return "; ".join(line.strip() for line in text.splitlines() if line.strip())


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
