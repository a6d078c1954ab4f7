"""The turn pipeline, run by :class:`TurnPipeline` over the parts of one yeast.

One turn is ``route → retrieve → assemble prompt → model → parse → saliency → gates → store``:

1. the retriever routes the message (personal / factual / behavioural) and ranks memories and
   document chunks; the memory profile may add context; conflict notices are computed (judged
   by the model when the backend is one, else heuristically); the query is embedded once;
2. the prompt is built from template files (:mod:`yeastlab.cognition.prompting`);
3. the backend answers with the reply schema of :mod:`yeastlab.core.thinking` as ``format``;
4. the reply is parsed (JSON, else tags); if both fail it is asked once more, and if that fails
   too the turn is logged with its raw output and ``parse_error`` — nothing is stored as memory
   from it, nothing is dropped;
5. saliency is the model's score, else :func:`yeastlab.core.saliency.heuristic_saliency`;
6. the three reflection gates judge the exchange (:mod:`yeastlab.cognition.gates`);
7. if all pass, the exchange becomes an episodic memory and realizations from thinking of
   depth ≥ 2 become semantic memories (caps enforced by the :class:`MemorySystem`); memories
   used get touched; proposals are queued;
8. the :class:`Turn` — approved or not — is written to the dialogue log.

A backend error still logs the turn (with ``error``) before it is re-raised.

The steps live beside this module: :mod:`yeastlab.agent.prepare` (1–2),
:mod:`yeastlab.agent.reply` (3–4) and :mod:`yeastlab.agent.settle` (5–7), each over the
yeast's :class:`~yeastlab.agent.parts.TurnParts`; this module runs them and logs the turn (8),
and carries out forget requests.

The yeast's switches (session, thinking, rag, proposals) are given per turn.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from yeastlab.agent import reply as replies
from yeastlab.agent.parts import RETRIEVE_K, TurnParts
from yeastlab.agent.prepare import prepare
from yeastlab.agent.recent import RecentEpisodes
from yeastlab.agent.settle import settle
from yeastlab.agent.state import TurnState
from yeastlab.agent.stream import StreamEvent
from yeastlab.backends import Backend
from yeastlab.backends.embedders import Prefetcher
from yeastlab.cognition import bounded_text, consolidate, forget_judge, long_message
from yeastlab.cognition.context import Mind
from yeastlab.cognition.forget_requests import worded
from yeastlab.cognition.forgetting import ForgetRequest, forget_about, forget_turn_text, screen
from yeastlab.cognition.forgetting import detect as detect_forget_request
from yeastlab.cognition.memory import MemorySystem
from yeastlab.cognition.retrieval import Retriever
from yeastlab.core import thinking
from yeastlab.core.clock import Clock
from yeastlab.core.config import Settings
from yeastlab.core.errors import ConsolidationError
from yeastlab.core.records import SentMessage, Turn, new_id
from yeastlab.profiles import registry as profiles
from yeastlab.store import Store

if TYPE_CHECKING:
    from yeastlab.cognition.consolidate import ConsolidationReport

__all__ = ["RETRIEVE_K", "TurnPipeline"]


class TurnPipeline:
    """Runs one yeast's turns over its parts.

    Args:
        store, backend, memory, mind, retriever, profile, settings, clock: the yeast's parts.
        embedding: the query-embedding prefetcher (shared with :meth:`Yeast.prefetch`).
        recent: the recent episodes shown in every prompt.

    Attributes:
        parts: those parts, as the turn's steps receive them (:class:`TurnParts`).
        last_consolidation: the last automatic consolidation's report (or why it could not
            run), else ``None``.
    """

    def __init__(
        self,
        *,
        store: Store,
        backend: Backend,
        memory: MemorySystem,
        mind: Mind,
        retriever: Retriever,
        profile: profiles.Profile,
        settings: Settings,
        clock: Clock,
        embedding: Prefetcher,
        recent: RecentEpisodes,
    ):
        self.parts = TurnParts(
            store=store,
            backend=backend,
            memory=memory,
            mind=mind,
            retriever=retriever,
            profile=profile,
            settings=settings,
            clock=clock,
            embedding=embedding,
            recent=recent,
        )
        self.last_consolidation: ConsolidationReport | str | None = None

    def run(self, text: str, **options: Any) -> Iterator[StreamEvent]:
        """One turn (see :meth:`_run`) whose writes are journalled as one entry: after a kill
        of the process its memories and its dialogue-log row are both there or neither is.

        The ``turn`` event (the acknowledgement: ``chat()`` returns on it) is yielded only once
        the block has ended and its entry is journalled, so a journal that cannot be written
        (a full disk) raises to the caller; yielded inside the block, the caller stopped at
        that event and the error surfaced only as "Exception ignored" when the generator was
        collected, with the turn acknowledged and lost."""
        final: StreamEvent | None = None
        with self.parts.store.atomic():
            for event in self._run(text, **options):
                if event.turn is None:
                    yield event
                else:
                    final = event
        if final is not None:
            yield final

    def _run(
        self,
        text: str,
        *,
        session_id: str,
        think: bool,
        rag: bool,
        proposals: bool,
        stream: bool,
    ) -> Iterator[StreamEvent]:
        """Run one turn, yielding stream events (when ``stream``) and lastly the ``turn`` event.

        A backend error still logs the turn (with ``error``) before it is re-raised.
        """
        parts = self.parts
        started = time.perf_counter()
        state = TurnState(
            turn_id=new_id(),
            created_at=parts.clock.now(),
            think=think,
            session_id=session_id,
            rag=rag,
            proposals=proposals,
        )
        # Credentials never reach the model, the memories or the log (Settings.keep_secrets):
        # the whole message is read, in work linear in its length.
        text = bounded_text.redact(text, keep_secrets=parts.settings.keep_secrets)
        # Per-claim judgements read the head its memory keeps (bounded work per turn); the
        # prompt, the safety gate and the dialogue log get the whole message.
        brief = bounded_text.judged(text, parts.memory.policy.max_chars)
        # A request to forget is carried out, not answered by the model nor stored.
        # with a model, a message with a word of forgetting is read by the learned reader
        # too: the model's "yes" alone is carried out only when it leans the same way
        # (forget_requests._leans); other messages are not embedded here
        words = worded(brief)  # read once: detect takes the reading, not the message again
        judged = getattr(parts.backend, "is_language_model", False) and bool(words)
        request = detect_forget_request(
            brief,
            backend=parts.backend,
            embedder=parts.embedding.embedder if judged else None,
            words=words,
        )
        if request is not None:
            state.audits = request.verdicts  # logged in gate_audits with the turn
            if request.subject:
                # The safety gate sees the request first: "forget who you are" is refused.
                turn = self._forget(text, request, state, started)
                if stream:
                    yield StreamEvent("text", text=turn.response)
                yield StreamEvent("turn", turn=turn)
                return
        try:
            messages = state.messages = prepare(parts, text, state, brief)
            learned = self._learned_request(brief, request, state)
            if learned is not None:
                turn = self._forget(text, learned, state, started)
                if stream:
                    yield StreamEvent("text", text=turn.response)
                yield StreamEvent("turn", turn=turn)
                return
            reply = yield from replies.ask(parts, messages, state, stream)
            parsed = replies.readable(parts, messages, replies.read(parts, reply, state), state)
            if parsed.ok:
                parsed = replies.screen(parsed, messages, state)
                if not state.think:
                    parsed = replies.without_thinking(parsed)
                if stream and not state.streamed_thinking:
                    yield from (StreamEvent("thinking", block=b) for b in parsed.thinking)
                settle(parts, text, parsed, state, brief)
            else:
                state.parse_error = parsed.error
        except BaseException as exc:
            state.error = f"{type(exc).__name__}: {exc}"
            self._log(text, state, started)
            raise
        turn = self._log(text, state, started)
        if state.stored and len(turn.user_input) > parts.settings.max_memory_chars:
            # Its episode keeps the head: the whole (redacted) message becomes a document whose
            # chunks are embedded after the turn returns (cognition/long_message.py).
            long_message.keep_as_document(
                parts.store,
                parts.embedding.background,
                turn.user_input,
                turn_id=turn.turn_id,
                created_at=turn.created_at,
                session_id=turn.session_id,
                chunk_size=parts.settings.chunk_size,
                overlap=parts.settings.chunk_overlap,
            )
        if stream and not state.streamed_text and turn.response:
            # Nothing streamed (tag form, retry): show the final response whole.
            yield StreamEvent("text", text=turn.response)
        yield StreamEvent("turn", turn=turn)

    def _learned_request(
        self, brief: str, request: ForgetRequest | None, state: TurnState
    ) -> ForgetRequest | None:
        """The request the learned reader finds where the structure found none, read from the
        turn's own query vector (:func:`yeastlab.cognition.forget_requests.detect`), or
        ``None``. A request found drops what the turn had retrieved for a reply (hits, prompt,
        conflicts): they may hold what is to be forgotten, and are not logged."""
        parts = self.parts
        # the whole message, then (when that does not fire) its sentences about memory alone
        read = forget_judge.read(brief, parts.embedding.embedder, state.qvec).judgement
        if not read.usable or (request is None and not read.fired):
            return None  # most turns: a dot product, and nothing to log
        asked_model = request is not None  # the model already judged a forgetting verb
        found = detect_forget_request(
            brief,
            backend=None if asked_model else parts.backend,
            embedder=parts.embedding.embedder,
            vector=state.qvec,
        )
        if found is None:
            return None
        state.audits = _merged(state.audits, found.verdicts)
        if not found.subject:
            return None
        state.hits, state.used, state.conflicts, state.messages = [], (), (), []
        return ForgetRequest(found.subject, state.audits)

    def _forget(self, text: str, request: ForgetRequest, state: TurnState, started: float) -> Turn:
        """Forget the request's subject everywhere (:mod:`yeastlab.cognition.forgetting`) and
        log the turn with the subject redacted; nothing is stored from it. The safety gate
        judges the request first (:func:`yeastlab.cognition.forgetting.screen`): a refused one
        (an identity attack in a forget request's words) forgets nothing, is logged and not
        stored."""
        verdict, report = screen(
            text,
            self.parts.store.self_model(),
            backend=self.parts.backend,
            templates_dir=self.parts.settings.templates_dir,
        )
        for reply in report.replies:
            state.add_reply(reply, None)
        state.model_ms += report.model_ms
        state.gates = (verdict,)
        state.forgetting = True
        state.route = self.parts.retriever.route(text)
        if not verdict.passed:
            response = "I won't do that: my identity and my rules are not something I forget."
            state.parsed = thinking.ParsedReply(ok=True, response=response, form="json")
            return self._log(text, state, started)
        events = forget_about(self.parts.store, request.subject, turn_id=state.turn_id)
        self.parts.recent.reset()
        n = len(events)
        response = (
            f"Done: I have forgotten it ({n} item{'s' if n != 1 else ''} removed from my memory) "
            "and will not bring it up again."
            if n
            else "Done: I had nothing stored about that, and I will not keep it."
        )
        state.parsed = thinking.ParsedReply(ok=True, response=response, form="json")
        state.approved = False
        return self._log(forget_turn_text(text, request.subject), state, started)

    def _log(self, text: str, state: TurnState, started: float) -> Turn:
        parsed = state.parsed
        turn = Turn(
            turn_id=state.turn_id,
            session_id=state.session_id,
            created_at=state.created_at,
            user_input=text,
            response=parsed.response if parsed else "",
            thinking=parsed.thinking if parsed else (),
            realizations=parsed.realizations if parsed else (),
            complexity=(parsed.complexity or 0.0) if parsed else 0.0,
            saliency=state.saliency,
            approved=state.approved,
            gates=state.audits + tuple(state.gates),
            used_memory_ids=state.used,
            flow=tuple(state.hits),
            route=state.route,
            conflicts=state.conflicts,
            stored_memory_ids=state.stored,
            proposal_ids=state.proposal_ids,
            model=self.parts.backend.model,
            backend=self.parts.backend.name,
            prompt_tokens=state.prompt_tokens,
            eval_tokens=state.eval_tokens,
            latency_ms=round((time.perf_counter() - started) * 1000, 3),
            model_ms=round(state.model_ms, 3),
            raw="\n---\n".join(state.raw),
            parse_error=state.parse_error,
            error=state.error,
            messages=tuple(SentMessage(m["role"], m["content"]) for m in state.messages),
        )
        self.parts.store.add_turn(turn)
        if not state.error and not state.forgetting:
            self.parts.profile.after_turn(self.parts.mind, turn)
            if self.parts.profile.has("owns_storage"):
                self.parts.recent.reset()  # the profile stored the episode: reload on next turn
            self._auto_consolidate()
        return turn

    def _auto_consolidate(self) -> None:
        """Let the consolidation schedule run (the turn is already logged, so it is safe)."""
        try:
            report = consolidate.maybe_auto_consolidate(self.parts.mind)
        except ConsolidationError as exc:
            # Too little to consolidate is normal between turns; keep the reason visible.
            self.last_consolidation = str(exc)
            return
        if report is not None:
            self.last_consolidation = report
            self.parts.recent.reset()


def _merged(first: tuple, second: tuple) -> tuple:
    """Two readings' verdicts, each gate once (the later reading's verdict wins)."""
    names = {v.name for v in second}
    return tuple(v for v in first if v.name not in names) + tuple(second)
