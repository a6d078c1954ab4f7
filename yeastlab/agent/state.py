"""What one turn has found so far: mutable while the turn runs (the :class:`Turn` is the record)."""

from __future__ import annotations

import time
from typing import Any

from yeastlab.core import thinking
from yeastlab.core.records import Hit, SelfModel

__all__ = ["TurnState"]


class TurnState:
    """What one turn has found so far (mutable while the turn runs; the Turn is the record).

    Besides what the pipeline finds, it holds the yeast's switches as the turn began:
    ``session_id``, ``think`` (extended thinking), ``rag`` (document chunks retrieved) and
    ``proposals`` (self-modification proposals allowed).
    """

    def __init__(
        self,
        *,
        turn_id: str,
        created_at: Any,
        think: bool,
        session_id: str = "",
        rag: bool = True,
        proposals: bool = True,
    ):
        self.turn_id, self.created_at, self.think = turn_id, created_at, think
        self.session_id, self.rag, self.proposals = session_id, rag, proposals
        self.route = ""
        self.qvec: Any = None
        #: A long message's episode vector started early (the passage text, its future):
        #: the head it embeds is known before the reply (long_message.early_passage).
        self.passage: tuple[str, Any] | None = None
        self.hits: list[Hit] = []
        self.conflicts: tuple[str, ...] = ()
        self.used: tuple[str, ...] = ()
        self.self_model: SelfModel | None = None
        self.parsed: thinking.ParsedReply | None = None
        self.saliency = 0.5
        self.gates: tuple = ()
        self.approved = False
        self.stored: tuple[str, ...] = ()
        self.proposal_ids: tuple[str, ...] = ()
        self.raw: list[str] = []
        self.prompt_tokens = self.eval_tokens = 0
        self.model_ms = 0.0
        self.parse_error = self.error = ""
        #: The messages of the reply call as sent (the retry's when the reply was asked again).
        self.messages: list[dict[str, str]] = []
        #: Verdicts logged with the gates' (a forget request's detector and model judgement).
        self.audits: tuple = ()
        #: The turn carried out a forget request (nothing stored, no profile hook).
        self.forgetting = False
        #: Realizations not stored as facts, with why (:mod:`yeastlab.cognition.quality`).
        self.rejected: tuple[tuple[str, str], ...] = ()
        #: What was repaired in the model's output (a truncated reply closed, …).
        self.notes: tuple[str, ...] = ()
        self.streamed_text = False
        self.streamed_thinking = False

    def add_reply(self, reply: Any, begun: float | None) -> None:
        """Account one model reply's tokens; a turn reply (``begun`` given) also its raw text
        and its time. A side call (``begun`` None, e.g. the gates') is timed by its caller."""
        self.prompt_tokens += reply.prompt_tokens
        self.eval_tokens += reply.eval_tokens
        if begun is not None:
            self.raw.append(reply.text)
            self.model_ms += (time.perf_counter() - begun) * 1000
