"""``yeast chat`` (the REPL), ``yeast -p``, ``yeast init``, ``inspect``, ``tension``, ``proposals``.

Handlers return an exit status; yeastlab errors propagate to :func:`yeastlab.faces.cli.main`, which
prints them as one line.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Callable
from typing import Any, TextIO

from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError, YeastlabError

__all__ = ["register", "one_shot_or_help", "open_from_args", "summary", "Repl"]

DIM, BOLD, RESET = "\x1b[2m", "\x1b[1m", "\x1b[0m"


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


def open_from_args(args: argparse.Namespace) -> Any:
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


def summary(yeast: Any) -> str:
    """A readable summary of a yeast: tiers, strengths, tension, turns, audits, proposals."""
    model = yeast.self_model
    lines = [
        f"yeast {yeast.path}",
        f"  backend {yeast.backend.name} ({yeast.backend.model}), profile {yeast.profile.name}, "
        f"embedder {yeast.embedder.name}",
        f"self-model v{model.version} ({model.reason})",
        f"  identity: {model.identity[:160]}{'…' if len(model.identity) > 160 else ''}",
        "  tension: " + " · ".join(f"{k} {v:.2f}" for k, v in model.tension.as_dict().items()),
        f"  drives {len(model.drives)}, constraints {len(model.constraints)}",
        "memory tiers (alive / cap, strength mean / min):",
    ]
    caps = yeast.memory.policy.caps
    for tier, count in yeast.store.counts().items():
        line = f"  {tier:<11}{count:>6} / {caps.get(tier, '∞')}"
        if count:
            strengths = yeast.memory.strengths(yeast.store.memories(tier))
            line += f"   {float(strengths.mean()):.2f} / {float(strengths.min()):.2f}"
        lines.append(line)
    turns = yeast.store.turns_frame()
    approved = int(turns["approved"].sum()) if len(turns) else 0
    lines.append(
        f"turns: {len(turns)} logged, {approved} stored, {len(turns) - approved} not stored"
    )
    audits = yeast.store.gate_audits_frame()
    failed = audits[~audits["passed"]] if len(audits) else audits
    for _, row in failed.tail(3).iterrows():
        lines.append(
            f"  gate {row['gate']} failed ({row['score']:.2f} < {row['threshold']:.2f}): "
            f"{row['reason']}"
        )
    forgotten = yeast.store.forgetting()
    lines.append(
        f"forgotten: {len(forgotten)}"
        + (f" (last: {forgotten[-1].reason}: {forgotten[-1].summary[:60]})" if forgotten else "")
    )
    lines.extend(_drift_lines(yeast))
    lines.append(f"proposals pending: {len(yeast.proposals('pending'))}")
    return "\n".join(lines)


def _drift_lines(yeast: Any) -> list[str]:
    from yeastlab.cognition.audit import audits

    frame = audits(yeast.store)
    if frame is None or not len(frame):
        return ["drift audits: none yet"]
    out = ["last drift audits:"]
    for _, row in frame.tail(3).iterrows():
        out.append(
            f"  v{row['from_version']} → v{row['to_version']}: severity {row['severity']:.2f}"
        )
    return out


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


class Repl:
    """The interactive loop: stream replies, show thinking dimmed, answer slash commands.

    Args:
        yeast: the yeast to talk to.
        stdin, stdout: streams (default the process's).
        color: ANSI styling (default: when stdout is a terminal).
    """

    HELP = (
        "/help                 this help\n"
        "/inspect              tiers, strengths, tension, audits\n"
        "/consolidate          run a consolidation pass\n"
        "/audit                identity drift between the first and latest self-model\n"
        "/diagnose             backend, store and settings\n"
        "/thinking on|off      extended thinking (and showing it)\n"
        "/rag on|off           retrieval of ingested documents\n"
        "/documents list|reload  ingested documents\n"
        "/exit                 leave (Ctrl-D too)"
    )

    def __init__(
        self,
        yeast: Any,
        *,
        stdin: TextIO | None = None,
        stdout: TextIO | None = None,
        color: bool | None = None,
    ):
        self.yeast = yeast
        self.stdin = stdin or sys.stdin
        self.out = stdout or sys.stdout
        self.color = self.out.isatty() if color is None else color
        self.commands: dict[str, Callable[[list[str]], None]] = {
            "help": lambda _: self.say(self.HELP),
            "inspect": lambda _: self.say(summary(self.yeast)),
            "consolidate": self.consolidate,
            "audit": self.audit,
            "diagnose": self.diagnose,
            "thinking": self.thinking,
            "rag": self.rag,
            "documents": self.documents,
        }

    def style(self, text: str, code: str) -> str:
        return f"{code}{text}{RESET}" if self.color else text

    def say(self, text: str = "", end: str = "\n") -> None:
        self.out.write(text + end)
        self.out.flush()

    def run(self) -> int:
        model = self.yeast.backend
        self.say(
            self.style(
                f"yeast {self.yeast.path} · {model.name} ({model.model}) · /help, /exit", DIM
            )
        )
        while True:
            self.say(self.style("you> ", BOLD), end="")
            line = self.stdin.readline()
            if not line:
                self.say()
                return 0
            text = line.strip()
            if not text:
                continue
            if text in ("/exit", "/quit"):
                return 0
            try:
                if text.startswith("/"):
                    self.command(text[1:].split())
                else:
                    self.turn(text)
            except YeastlabError as exc:
                self.say(f"yeast: {exc}")

    def command(self, words: list[str]) -> None:
        name = words[0].lower() if words else "help"
        if name not in self.commands:
            raise ConfigError(f"unknown command /{name}; /help lists the commands")
        self.commands[name](words[1:])

    def turn(self, text: str) -> None:
        turn = None
        started = False
        for event in self.yeast.stream(text):
            if event.kind == "thinking" and event.block is not None:
                self.say(self.style(f"[thinking d{event.block.depth}] {event.block.content}", DIM))
            elif event.kind == "text":
                if not started:
                    self.say(self.style("yeast> ", BOLD), end="")
                    started = True
                self.say(event.text, end="")
            elif event.kind == "turn":
                turn = event.turn
        if started:
            self.say()
        if turn is None:
            return
        if turn.parse_error:
            self.say(
                self.style(
                    f"(reply unreadable, logged as turn {turn.turn_id[:8]}: {turn.parse_error})",
                    DIM,
                )
            )
        elif not turn.approved:
            failed = "; ".join(f"{g.name}: {g.reason}" for g in turn.gates if not g.passed)
            self.say(self.style(f"(not stored — {failed})", DIM))
        auto = self.yeast.last_consolidation
        if auto is not None and getattr(auto, "message", ""):
            self.say(self.style(f"(consolidated: {auto.message})", DIM))
            self.yeast.last_consolidation = None
        if turn.proposal_ids:
            self.say(
                self.style(
                    f"(proposal queued: yeast proposals list — {len(turn.proposal_ids)})", DIM
                )
            )

    def _switch(self, words: list[str], what: str) -> bool:
        if not words or words[0] not in ("on", "off"):
            raise ConfigError(f"use /{what} on or /{what} off")
        return words[0] == "on"

    def thinking(self, words: list[str]) -> None:
        self.yeast.thinking = self._switch(words, "thinking")
        self.say(f"thinking {'on' if self.yeast.thinking else 'off'}")

    def rag(self, words: list[str]) -> None:
        self.yeast.rag = self._switch(words, "rag")
        self.say(f"document retrieval {'on' if self.yeast.rag else 'off'}")

    def consolidate(self, words: list[str]) -> None:
        from yeastlab.cognition.consolidate import suggest

        report = self.yeast.consolidate(words[0] if words else None)
        self.say(getattr(report, "message", "") or str(report))
        for hint in suggest(self.yeast.mind):
            self.say(self.style(f"hint: {hint}", DIM))

    def audit(self, words: list[str]) -> None:
        from yeastlab.cognition.audit import summary as audit_summary

        self.say(audit_summary(self.yeast.audit()))

    def diagnose(self, words: list[str]) -> None:
        backend, yeast = self.yeast.backend, self.yeast
        lines = [
            f"backend: {backend.name}  model: {backend.model}  "
            f"language model: {'yes' if backend.is_language_model else 'no (offline stand-in)'}",
        ]
        health = getattr(backend, "health", None)
        if callable(health):
            try:
                info = health()
                lines.append(f"server: version {info.get('version')}, models {info.get('models')}")
            except YeastlabError as exc:
                lines.append(f"server: {exc}")
        lines += [
            f"store: {yeast.path}  embedder: {yeast.embedder.name}  counts: {yeast.store.counts()}",
            f"thinking: {'on' if yeast.thinking else 'off'} "
            f"(budget {yeast.settings.thinking_budget})"
            f"  rag: {'on' if yeast.rag else 'off'}  proposals: "
            f"{'on' if yeast.proposals_enabled else 'off'}  session: {yeast.session_id[:8]}",
        ]
        self.say("\n".join(lines))

    def documents(self, words: list[str]) -> None:
        from yeastlab.cognition import rag

        action = words[0] if words else "list"
        if action == "reload":
            report = rag.reload(
                self.yeast.store,
                chunk_size=self.yeast.settings.chunk_size,
                overlap=self.yeast.settings.chunk_overlap,
            )
            self.say(str(getattr(report, "message", report)))
            return
        if action != "list":
            raise ConfigError("use /documents list or /documents reload")
        frame = rag.documents(self.yeast.store)
        self.say(
            "no documents ingested (yeast ingest PATH)" if not len(frame) else frame.to_string()
        )
