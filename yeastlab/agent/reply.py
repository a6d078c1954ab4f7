"""The model's reply to a turn: asked (whole or streamed), parsed, repaired, screened.

The backend answers with the reply schema of :mod:`yeastlab.core.thinking` as ``format``. The
reply is parsed (JSON, else tags); a junk response is a failed parse. A failed parse is asked
once more with a repair instruction; if that fails too the turn is logged with its raw output
and ``parse_error`` — nothing is stored as memory from it, nothing is dropped.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Generator
from dataclasses import replace
from typing import Any

from yeastlab.agent.bounded import reply_schema
from yeastlab.agent.parts import TurnParts
from yeastlab.agent.state import TurnState
from yeastlab.agent.stream import StreamEvent, stream_reply
from yeastlab.cognition import prompting, quality
from yeastlab.core import thinking
from yeastlab.core.retry import RetryPolicy

__all__ = ["REPLY_TRIES", "ask", "call", "read", "readable", "repair", "screen", "without_thinking"]

#: Tries at a readable reply in all: the (possibly streamed) reply, then one repair. No wait
#: between them: the follow-up carries the parse error, it does not wait for a transient fault.
REPLY_TRIES = RetryPolicy(attempts=2, first_wait=0.0)


class _Unreadable(Exception):
    """A reply that failed to parse (asked again under :data:`REPLY_TRIES`)."""


def options(parts: TurnParts) -> dict[str, Any]:
    """The model options of a turn's reply call (temperature, and the seed when set)."""
    opts: dict[str, Any] = {"temperature": parts.settings.temperature}
    if parts.settings.seed is not None:
        opts["seed"] = parts.settings.seed
    return opts


def call(parts: TurnParts, messages: list[dict[str, str]], state: TurnState) -> Any:
    """One whole (not streamed) reply call, accounted in ``state``."""
    begun = time.perf_counter()
    schema = _reply_schema(state.think)  # bounded lists and strings
    reply = parts.backend.chat(messages, format=schema, options=options(parts))
    state.add_reply(reply, begun)
    return reply


def ask(
    parts: TurnParts, messages: list[dict[str, str]], state: TurnState, stream: bool
) -> Generator[StreamEvent, None, Any]:
    """The reply; streamed as events when ``stream`` (:mod:`yeastlab.agent.stream`)."""
    if not stream:
        return call(parts, messages, state)
    return (
        yield from stream_reply(
            parts.backend,
            messages,
            state,
            options=options(parts),
            budget=parts.settings.thinking_budget,
            schema=_reply_schema(state.think),
        )
    )


def readable(
    parts: TurnParts, messages: list[dict[str, str]], first: thinking.ParsedReply, state: TurnState
) -> thinking.ParsedReply:
    """``first`` when it parsed, else the reply asked again under :data:`REPLY_TRIES` (the
    policy of every retry, :mod:`yeastlab.core.retry`); the last failed parse when no try
    was readable (the turn is then logged with it, nothing stored)."""
    last = first

    def attempt(number: int) -> thinking.ParsedReply:
        nonlocal last
        last = first if number == 1 else repair(parts, messages, last, state)
        if not last.ok:
            raise _Unreadable(last.error)
        return last

    tries = iter(range(1, REPLY_TRIES.attempts + 1))
    try:
        return REPLY_TRIES.call(lambda: attempt(next(tries)), _Unreadable)
    except _Unreadable:
        return last


def repair(
    parts: TurnParts, messages: list[dict[str, str]], parsed: thinking.ParsedReply, state: TurnState
) -> thinking.ParsedReply:
    """Ask once more after a failed parse: the original request plus a repair instruction,
    never the broken reply (it would grow the prompt and invite the same failure again)."""
    instruction = prompting.render("retry", parts.settings.templates_dir, error=parsed.error)
    state.messages = messages + [{"role": "user", "content": instruction}]
    second = call(parts, state.messages, state)
    state.streamed_text = False  # whatever streamed was unreadable: show the retry
    return read(parts, second, state)


def read(parts: TurnParts, reply: Any, state: TurnState) -> thinking.ParsedReply:
    """The reply parsed; a junk response (empty, a placeholder, a template echo) is a
    failed parse, asked again once and then logged with its raw text, never stored. A JSON
    reply cut off by the token cap keeps its response up to the last full sentence (noted
    in the turn's ``quality`` row)."""
    budget = parts.settings.thinking_budget
    parsed = thinking.parse_reply(reply.text, budget=budget)
    if not parsed.ok and getattr(reply, "done_reason", "") == "length":
        salvaged = quality.salvage_truncated(reply.text)
        again = thinking.parse_reply(salvaged, budget=budget) if salvaged else None
        if again is not None and again.ok:
            cap = parts.settings.num_predict("reply")
            state.notes += (
                f"reply cut at the {cap}-token cap; response kept to its last full sentence",
            )
            parsed = again
    why = quality.reply_problem(parsed.response) if parsed.ok else ""
    return replace(parsed, ok=False, error=f"junk reply quarantined: {why}") if why else parsed


def screen(
    parsed: thinking.ParsedReply, messages: list[dict[str, str]], state: TurnState
) -> thinking.ParsedReply:
    """Only realizations that are sentences (not fragments, not copies of the prompt) stay
    candidates for facts; the others are kept in ``state.rejected`` with their reasons."""
    instructions = messages[0]["content"] if messages else ""
    kept, state.rejected = quality.sort_realizations(parsed.realizations, instructions)
    return replace(parsed, realizations=kept) if state.rejected else parsed


def without_thinking(parsed: thinking.ParsedReply) -> thinking.ParsedReply:
    """The reply without its thinking and realizations (a turn with thinking off)."""
    return replace(parsed, thinking=(), realizations=())


@functools.cache
def _reply_schema(think: bool) -> dict[str, Any]:
    """:func:`~yeastlab.agent.bounded.reply_schema`, made once per setting (a deep copy of the
    schema each turn cost more than the prompt's assembly). Not changed by its readers: a
    language model's requests carry a bounded copy of it (``bounded_schema``)."""
    return reply_schema(think)
