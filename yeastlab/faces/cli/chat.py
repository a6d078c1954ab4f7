"""``yeast chat`` (the REPL), ``yeast -p``, ``yeast init``, ``inspect``, ``tension``, ``proposals``.

Why this module: these are the commands about talking with one yeast and its self-model, and
:func:`open_from_args` is how every command opens a yeast from ``--yeast``, ``--backend``,
``--model`` and ``--profile``. The REPL itself is :mod:`yeastlab.faces.cli.repl` and the
``inspect`` summary :mod:`yeastlab.faces.cli.overview`, both re-exported here.

Handlers return an exit status; yeastlab errors propagate to :func:`yeastlab.faces.cli.main`, which
prints them as one line.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from typing import TYPE_CHECKING, Any

from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError
from yeastlab.faces.cli.overview import summary
from yeastlab.faces.cli.repl import BOLD, DIM, RESET, Repl

if TYPE_CHECKING:  # annotations only: `yeast --help` stays light
    from yeastlab.agent.yeast import Yeast

__all__ = [
    "register",
    "one_shot_or_help",
    "open_from_args",
    "summary",
    "Repl",
    "DIM",
    "BOLD",
    "RESET",
]


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    """Add ``chat``, ``init``, ``inspect``, ``tension`` and ``proposals``."""
    chat = subparsers.add_parser("chat", parents=[common], help="talk with a yeast (REPL)")
    # SUPPRESS keeps a flag given before the command (`yeast --no-proposals chat`) intact.
    chat.add_argument(
        "--no-proposals",
        action="store_true",
        default=argparse.SUPPRESS,
        help="tell the model not to propose self-modifications",
    )
    chat.add_argument(
        "--no-thinking",
        action="store_true",
        default=argparse.SUPPRESS,
        help="turn extended thinking off",
    )
    chat.set_defaults(handler=run_chat)
    init = subparsers.add_parser("init", parents=[common], help="create a yeast")
    init.set_defaults(handler=run_init)
    inspect = subparsers.add_parser(
        "inspect", parents=[common], help="summary of tiers, strengths, tension, last audits"
    )
    inspect.set_defaults(handler=run_inspect)
    tension = subparsers.add_parser(
        "tension", parents=[common], help="show tension, or set it: yeast tension coherence=0.3"
    )
    tension.add_argument("values", nargs="*", metavar="KEY=VALUE")
    tension.set_defaults(handler=run_tension)
    proposals = subparsers.add_parser(
        "proposals",
        parents=[common],
        help="self-modification proposals: list | approve ID | reject ID",
    )
    proposals.add_argument(
        "action", nargs="?", default="list", choices=("list", "approve", "reject")
    )
    proposals.add_argument("id", nargs="?", help="proposal id or unique prefix")
    proposals.add_argument("--all", action="store_true", help="list every status, not only pending")
    proposals.set_defaults(handler=run_proposals)


def open_from_args(args: argparse.Namespace) -> Yeast:
    """Open the yeast named by ``--yeast``, ``--backend``, ``--model`` and ``--profile``."""
    import yeastlab.agent.yeast as agent

    settings = Settings.from_env()
    if getattr(args, "model", None):
        settings = settings.with_(model=args.model)
    yeast = agent.open(
        getattr(args, "yeast", None) or settings.home,
        backend=getattr(args, "backend", None) or None,
        settings=settings,
        profile=getattr(args, "profile", None) or settings.profile,
    )
    if getattr(args, "no_proposals", False):
        yeast.proposals_enabled = False
    if getattr(args, "no_thinking", False):
        yeast.thinking = False
    return yeast


def _turn_json(turn: Any) -> str:
    return json.dumps(dataclasses.asdict(turn), default=str, indent=2)


def one_shot_or_help(args: argparse.Namespace) -> int:
    """``yeast -p "question"`` prints the reply (``--json``: the Turn); bare ``yeast`` helps."""
    if getattr(args, "prompt", None) is None:
        from yeastlab.faces.cli import build_parser

        build_parser().print_help()
        print("\nStart talking with: yeast chat")
        return 0
    with open_from_args(args) as yeast:
        turn = yeast.chat(args.prompt)
    if getattr(args, "json", False):
        print(_turn_json(turn))
    elif turn.response:
        print(turn.response)
    if turn.parse_error:
        print(
            f"yeast: the model's reply could not be parsed ({turn.parse_error}); it is logged "
            f"as turn {turn.turn_id[:8]} with its raw text",
            file=sys.stderr,
        )
        return 1
    return 0


def run_init(args: argparse.Namespace) -> int:
    """Create (or confirm) a yeast."""
    with open_from_args(args) as yeast:
        model = yeast.self_model
        print(
            f"yeast at {yeast.path}: self-model v{model.version}, "
            f"{sum(yeast.store.counts().values())} memories"
        )
    return 0


def run_inspect(args: argparse.Namespace) -> int:
    """Print :func:`summary`."""
    with open_from_args(args) as yeast:
        print(summary(yeast))
    return 0


def _parse_tension(values: list[str]) -> dict[str, float]:
    out = {}
    for item in values:
        key, sep, value = item.partition("=")
        if not sep:
            raise ConfigError(f"expected KEY=VALUE, got {item!r} (e.g. coherence=0.3)")
        try:
            out[key.strip()] = float(value)
        except ValueError:
            raise ConfigError(f"tension {key} needs a number in [0, 1], got {value!r}") from None
    return out


def run_tension(args: argparse.Namespace) -> int:
    """Show the tension, or set some of it (a new self-model version)."""
    with open_from_args(args) as yeast:
        if args.values:
            yeast.set_tension(**_parse_tension(args.values))
        model = yeast.self_model
        print(
            f"self-model v{model.version}: "
            + " ".join(f"{k}={v:.2f}" for k, v in model.tension.as_dict().items())
        )
    return 0


def run_proposals(args: argparse.Namespace) -> int:
    """List, approve or reject proposals."""
    with open_from_args(args) as yeast:
        if args.action == "list":
            shown = yeast.proposals(None if args.all else "pending")
            if not shown:
                print("no proposals" if args.all else "no pending proposals")
            for p in shown:
                print(f"{p.id[:8]}  {p.status:<8} {p.type}: {p.action}  — {p.reason}")
            return 0
        if not args.id:
            raise ConfigError(
                f"yeast proposals {args.action} needs a proposal ID; see `yeast proposals list`"
            )
        if args.action == "approve":
            model = yeast.approve(args.id)
            print(f"approved: self-model is now v{model.version} ({model.reason})")
        else:
            proposal = yeast.reject(args.id)
            print(f"rejected {proposal.id[:8]}")
    return 0


def run_chat(args: argparse.Namespace) -> int:
    """The REPL."""
    with open_from_args(args) as yeast:
        return Repl(yeast).run()
