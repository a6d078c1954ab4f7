"""The interactive loop of ``yeast chat``: streamed replies, thinking shown dimmed, slash commands.

Why a module of its own: the REPL is a small program of its own (reading lines, streaming a turn's
events, the slash commands, styling) while :mod:`yeastlab.faces.cli.chat` only registers the
commands and opens a yeast from the command line. Errors a command raises are shown as one line
and the loop goes on.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

from yeastlab.core.errors import ConfigError, YeastlabError
from yeastlab.faces.cli.overview import summary

if TYPE_CHECKING:  # annotations only: `yeast --help` stays light
    from yeastlab.agent.yeast import Yeast

__all__ = ["Repl", "DIM", "BOLD", "RESET"]

DIM, BOLD, RESET = "\x1b[2m", "\x1b[1m", "\x1b[0m"


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
        yeast: Yeast,
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
