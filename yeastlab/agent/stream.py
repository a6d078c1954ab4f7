"""Streaming a turn: the events :meth:`~yeastlab.agent.yeast.Yeast.stream` yields, and the model
call that yields them as the backend's reply arrives."""

from __future__ import annotations

import time
from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from yeastlab.agent.state import TurnState
from yeastlab.backends import Backend
from yeastlab.core import thinking
from yeastlab.core.errors import YeastlabError
from yeastlab.core.records import ThinkingBlock, Turn

__all__ = ["StreamEvent", "stream_reply"]


@dataclass(frozen=True)
class StreamEvent:
    """One event of :meth:`Yeast.stream`: ``thinking`` (a block), ``text`` (a piece of the
    response) or ``turn`` (the finished :class:`Turn`)."""

    kind: str
    text: str = ""
    block: ThinkingBlock | None = None
    turn: Turn | None = None


def stream_reply(
    backend: Backend,
    messages: list[dict[str, str]],
    state: TurnState,
    *,
    options: dict[str, Any],
    budget: int,
    schema: dict[str, Any] | None = None,
) -> Generator[StreamEvent, None, Any]:
    """Ask ``backend`` for the turn's reply as a stream, yielding thinking blocks (once the
    response starts, if ``state.think``) and response text as they arrive.

    Args:
        backend: the model.
        messages: the prompt.
        state: the turn's state (its streamed flags, tokens and model time are updated).
        options: the backend options (temperature, seed).
        budget: the thinking budget the blocks are parsed with.
        schema: the reply schema sent as ``format`` (default ``thinking.REPLY_SCHEMA``).

    Returns:
        The backend's final reply (the generator's return value).

    Raises:
        YeastlabError: if the stream ends without a final reply.
    """
    begun = time.perf_counter()
    watcher = thinking.ResponseStream()
    reply = None
    schema = schema or thinking.REPLY_SCHEMA
    chunks = backend.stream(messages, format=schema, options=options)
    try:
        for chunk in chunks:
            if chunk.done:
                reply = chunk.reply
                break
            piece = watcher.feed(chunk.text)
            if watcher.started and not state.streamed_thinking:
                state.streamed_thinking = True
                if state.think:
                    blocks = watcher.thinking_blocks(budget)
                    yield from (StreamEvent("thinking", block=b) for b in blocks)
            if piece:
                state.streamed_text = True
                yield StreamEvent("text", text=piece)
    finally:  # closed here, not left to the GC: a backend's stream may hold a host's slot
        close = getattr(chunks, "close", None)
        if close is not None:
            close()
    if reply is None:
        raise YeastlabError("the backend's stream ended without a final reply; retry the turn")
    state.add_reply(reply, begun)
    return reply
