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

The yeast's switches (session, thinking, rag, proposals) are given per turn.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Generator, Iterator
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from yeastlab.agent.bounded import reply_schema
from yeastlab.agent.recent import RecentEpisodes
from yeastlab.agent.state import TurnState
from yeastlab.agent.stream import StreamEvent, stream_reply
from yeastlab.backends import Backend
from yeastlab.backends.embedders import Prefetcher
from yeastlab.cognition import (
    bounded_text,
    consolidate,
    gates,
    prompting,
    proposals,
    quality,
    secrets,
)
from yeastlab.cognition.context import Mind
from yeastlab.cognition.forgetting import ForgetRequest, forget_about, forget_turn_text, screen
from yeastlab.cognition.forgetting import detect as detect_forget_request
from yeastlab.cognition.memory import MemorySystem, bounded
from yeastlab.cognition.retrieval import Retriever
from yeastlab.cognition.trust import NOTHING_RELEVANT, entity_claims, entity_first, entity_tiers
from yeastlab.cognition.updates import asks_about_past, store_superseding, updated_by, with_history
from yeastlab.core import thinking
from yeastlab.core.clock import Clock
from yeastlab.core.config import Settings
from yeastlab.core.errors import BackendError, ConsolidationError
from yeastlab.core.records import GateVerdict, Hit, Memory, SentMessage, Turn, new_id
from yeastlab.core.saliency import heuristic_saliency, realization_saliency
from yeastlab.profiles import registry as profiles
from yeastlab.store import Store

if TYPE_CHECKING:
    from yeastlab.cognition.consolidate import ConsolidationReport

__all__ = ["RETRIEVE_K", "TurnPipeline"]

#: Hits retrieved per turn.
RETRIEVE_K = 8


class TurnPipeline:
    """Runs one yeast's turns over its parts.

    Args:
        store, backend, memory, mind, retriever, profile, settings, clock: the yeast's parts.
        embedding: the query-embedding prefetcher (shared with :meth:`Yeast.prefetch`).
        recent: the recent episodes shown in every prompt.

    Attributes:
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
        self.store, self.backend, self.memory, self.mind = store, backend, memory, mind
        self.retriever, self.profile, self.settings, self.clock = (
            retriever,
            profile,
            settings,
            clock,
        )
        self.embedding, self.recent = embedding, recent
        self.last_consolidation: ConsolidationReport | str | None = None

    def run(self, text: str, **options: Any) -> Iterator[StreamEvent]:
        """One turn (see :meth:`_run`) whose writes are journalled as one entry: after a kill
        of the process its memories and its dialogue-log row are both there or neither is."""
        with self.store.atomic():
            yield from self._run(text, **options)

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
        started = time.perf_counter()
        state = TurnState(
            turn_id=new_id(),
            created_at=self.clock.now(),
            think=think,
            session_id=session_id,
            rag=rag,
            proposals=proposals,
        )
        # Credentials never reach the model, the memories or the log (Settings.keep_secrets):
        # the whole message is read, in work linear in its length.
        text = bounded_text.redact(text, keep_secrets=self.settings.keep_secrets)
        # Per-claim judgements read the head its memory keeps (bounded work per turn); the
        # prompt, the safety gate and the dialogue log get the whole message.
        brief = bounded_text.judged(text, self.memory.policy.max_chars)
        # A request to forget is carried out, not answered by the model nor stored.
        request = detect_forget_request(brief, backend=self.backend)
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
            messages = state.messages = self._prepare(text, state, brief)
            reply = yield from self._ask(messages, state, stream)
            parsed = self._read(reply, state)
            if not parsed.ok:
                # The original request plus a repair instruction, never the broken reply: it
                # would grow the prompt and invite the same failure again.
                repair = prompting.render("retry", self.settings.templates_dir, error=parsed.error)
                state.messages = messages + [{"role": "user", "content": repair}]
                second = self._call(state.messages, state)
                state.streamed_text = False  # whatever streamed was unreadable: show the retry
                parsed = self._read(second, state)
            if parsed.ok:
                parsed = self._screen(parsed, messages, state)
                if not state.think:
                    parsed = _without_thinking(parsed)
                if stream and not state.streamed_thinking:
                    yield from (StreamEvent("thinking", block=b) for b in parsed.thinking)
                self._settle(text, parsed, state, brief)
            else:
                state.parse_error = parsed.error
        except BaseException as exc:
            state.error = f"{type(exc).__name__}: {exc}"
            self._log(text, state, started)
            raise
        turn = self._log(text, state, started)
        if stream and not state.streamed_text and turn.response:
            # Nothing streamed (tag form, retry): show the final response whole.
            yield StreamEvent("text", text=turn.response)
        yield StreamEvent("turn", turn=turn)

    def _read(self, reply: Any, state: TurnState) -> thinking.ParsedReply:
        """The reply parsed; a junk response (empty, a placeholder, a template echo) is a
        failed parse, asked again once and then logged with its raw text, never stored. A JSON
        reply cut off by the token cap keeps its response up to the last full sentence (noted
        in the turn's ``quality`` row)."""
        budget = self.settings.thinking_budget
        parsed = thinking.parse_reply(reply.text, budget=budget)
        if not parsed.ok and getattr(reply, "done_reason", "") == "length":
            salvaged = quality.salvage_truncated(reply.text)
            again = thinking.parse_reply(salvaged, budget=budget) if salvaged else None
            if again is not None and again.ok:
                cap = self.settings.num_predict("reply")
                state.notes += (
                    f"reply cut at the {cap}-token cap; response kept to its last full sentence",
                )
                parsed = again
        why = quality.reply_problem(parsed.response) if parsed.ok else ""
        return replace(parsed, ok=False, error=f"junk reply quarantined: {why}") if why else parsed

    def _screen(
        self, parsed: thinking.ParsedReply, messages: list[dict[str, str]], state: TurnState
    ) -> thinking.ParsedReply:
        """Only realizations that are sentences (not fragments, not copies of the prompt) stay
        candidates for facts; the others are kept in ``state.rejected`` with their reasons."""
        instructions = messages[0]["content"] if messages else ""
        kept, state.rejected = quality.sort_realizations(parsed.realizations, instructions)
        return replace(parsed, realizations=kept) if state.rejected else parsed

    def _forget(self, text: str, request: ForgetRequest, state: TurnState, started: float) -> Turn:
        """Forget the request's subject everywhere (:mod:`yeastlab.cognition.forgetting`) and
        log the turn with the subject redacted; nothing is stored from it. The safety gate
        judges the request first (:func:`yeastlab.cognition.forgetting.screen`): a refused one
        (an identity attack in a forget request's words) forgets nothing, is logged and not
        stored."""
        verdict, report = screen(
            text,
            self.store.self_model(),
            backend=self.backend,
            templates_dir=self.settings.templates_dir,
        )
        for reply in report.replies:
            state.add_reply(reply, None)
        state.model_ms += report.model_ms
        state.gates = (verdict,)
        state.forgetting = True
        state.route = self.retriever.route(text)
        if not verdict.passed:
            response = "I won't do that: my identity and my rules are not something I forget."
            state.parsed = thinking.ParsedReply(ok=True, response=response, form="json")
            return self._log(text, state, started)
        events = forget_about(self.store, request.subject, turn_id=state.turn_id)
        self.recent.reset()
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

    def _prepare(self, text: str, state: TurnState, brief: str) -> list[dict[str, str]]:
        state.route = self.retriever.route(brief)
        # One query embedding per turn, shared by retrieval, gates' related memories, novelty.
        state.qvec = self.embedding.query(text)
        hits: list[Hit] = []
        if not self.profile.has("replaces_retrieval"):
            hits = self.retriever.retrieve(
                brief,
                k=RETRIEVE_K,
                route=state.route,
                tiers=entity_tiers(brief, state.route),  # a named entity: its facts too
                include_chunks=state.rag,
                vector=state.qvec,
            )
        seen = {h.id for h in hits}
        for hit in self.profile.context(self.mind, brief, state.session_id) or []:
            if hit.id not in seen:
                hits.append(hit)
                seen.add(hit.id)
        hits = entity_first(brief, hits)  # "What does Sara do?": Sara's memories before Sarah's
        if asks_about_past(brief):  # "Where did I live before?": superseded facts, marked former
            hits = with_history(self.mind, hits)
        state.hits = hits
        begun = time.perf_counter()
        state.conflicts = tuple(self.retriever.conflicts(hits, backend=self.backend))
        if self.backend.is_language_model:
            # A model may have judged the conflicts: count that as model time.
            state.model_ms += (time.perf_counter() - begun) * 1000
        recent = self.recent.get()
        strengths = {h.id: h.components["decay"] for h in hits if "decay" in h.components}
        if recent:
            strengths.update(
                zip([m.id for m in recent], map(float, self.memory.strengths(recent)), strict=True)
            )
        state.used = tuple(
            dict.fromkeys([m.id for m in recent] + [h.id for h in hits if h.source != "chunk"])
        )
        state.self_model = self.store.self_model()
        ctx = prompting.PromptContext(
            self_model=state.self_model,
            recent=tuple(recent),
            hits=tuple(hits),
            strengths=strengths,
            conflicts=state.conflicts,
            thinking=state.think,
            proposals=state.proposals,
            budget=self.settings.thinking_budget,
        )
        messages = prompting.build_messages(ctx, text, templates_dir=self.settings.templates_dir)
        if not any(h.source == "memory" for h in hits):
            # nothing above the relevance floor: the model is told so, to say it does not know
            messages[-1]["content"] = f"{NOTHING_RELEVANT}\n\n{messages[-1]['content']}"
        return messages

    def _options(self) -> dict[str, Any]:
        options: dict[str, Any] = {"temperature": self.settings.temperature}
        if self.settings.seed is not None:
            options["seed"] = self.settings.seed
        return options

    def _call(self, messages: list[dict[str, str]], state: TurnState) -> Any:
        begun = time.perf_counter()
        schema = _reply_schema(state.think)  # bounded lists and strings
        reply = self.backend.chat(messages, format=schema, options=self._options())
        state.add_reply(reply, begun)
        return reply

    def _ask(
        self, messages: list[dict[str, str]], state: TurnState, stream: bool
    ) -> Generator[StreamEvent, None, Any]:
        if not stream:
            return self._call(messages, state)
        return (
            yield from stream_reply(
                self.backend,
                messages,
                state,
                options=self._options(),
                budget=self.settings.thinking_budget,
                schema=_reply_schema(state.think),
            )
        )

    def _settle(
        self, text: str, parsed: thinking.ParsedReply, state: TurnState, brief: str
    ) -> None:
        state.parsed = parsed
        related = list({h.id: h for h in state.hits if h.source == "memory"}.values())
        nearest = self.store.vector_search(state.qvec, k=5)
        related += [f.memory for f in nearest if f.memory.id not in {h.id for h in related}]
        novelty = 1.0 - max((f.score for f in nearest), default=0.0) if nearest else None
        state.saliency = (
            parsed.saliency if parsed.saliency is not None else heuristic_saliency(text, novelty)
        )
        # An update ("I moved to Denver") supersedes what it changes: no contradiction of it.
        olds = updated_by(self.mind, brief) if not self.profile.has("owns_storage") else []
        if olds:
            replaced = {o.id for o in olds}
            related = [r for r in related if r.id not in replaced]
        exchange = gates.Exchange(text, parsed.response, parsed.realizations)
        storing = not self.profile.has("owns_storage")
        candidates = _memories(text, parsed, state) if storing else []
        if candidates:  # several entities named: one fact per entity besides the episode
            candidates += _entity_facts(brief, candidates[0])
        # Credentials redacted, personal identifiers marked (tags) before anything is stored;
        # each memory bounded first, as it will be stored.
        keep, cap = self.settings.keep_secrets, self.memory.policy.max_chars
        candidates = [secrets.screened(bounded(m, cap), keep_secrets=keep) for m in candidates]
        vectors = None
        if candidates and self.backend.is_language_model:
            # Embedded while the gates' model call runs; unused if the gates reject.
            vectors = self.embedding.texts([m.text for m in candidates])
        report = self._judge(exchange, state, related)
        for reply in report.replies:
            state.add_reply(reply, None)
        state.model_ms += report.model_ms  # measured around the gate's backend calls
        state.gates = report.verdicts + _quality_verdicts(state.rejected, state.notes)
        state.approved = report.passed
        if state.approved and storing:
            if vectors is not None:
                candidates = [
                    replace(m, vector=v) for m, v in zip(candidates, vectors.result(), strict=True)
                ]
            state.stored = tuple(m.id for m in store_superseding(self.mind, olds, candidates))
            self.recent.extend(state.stored[:1])
        if state.used:
            self.memory.touch(list(state.used))
        # From a rejected exchange, or in no-proposals mode, kept for the record, never pending.
        state.proposal_ids = proposals.queue(
            self.store,
            parsed.proposals,
            pending=state.approved and state.proposals,
            created_at=state.created_at,
            turn_id=state.turn_id,
        )

    def _judge(self, exchange: gates.Exchange, state: TurnState, related: list) -> Any:
        """The gates' report; when the model's judgement fails (a timeout, a broken stream)
        after the reply was read, the turn is kept: the heuristics judge, and each verdict's
        reason says what failed."""
        args = (exchange, state.self_model, related)
        begun = time.perf_counter()
        try:
            return gates.judge(
                *args, backend=self.backend, templates_dir=self.settings.templates_dir
            )
        except BackendError as exc:
            failed = f"model judgement failed ({type(exc).__name__}: {exc}); heuristic used"
            report = gates.judge(*args, backend=None)
            verdicts = tuple(replace(v, reason=f"{v.reason} ({failed})") for v in report.verdicts)
            return replace(report, verdicts=verdicts, model_ms=(time.perf_counter() - begun) * 1000)

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
            model=self.backend.model,
            backend=self.backend.name,
            prompt_tokens=state.prompt_tokens,
            eval_tokens=state.eval_tokens,
            latency_ms=round((time.perf_counter() - started) * 1000, 3),
            model_ms=round(state.model_ms, 3),
            raw="\n---\n".join(state.raw),
            parse_error=state.parse_error,
            error=state.error,
            messages=tuple(SentMessage(m["role"], m["content"]) for m in state.messages),
        )
        self.store.add_turn(turn)
        if not state.error and not state.forgetting:
            self.profile.after_turn(self.mind, turn)
            if self.profile.has("owns_storage"):
                self.recent.reset()  # the profile stored the episode: reload on next turn
            self._auto_consolidate()
        return turn

    def _auto_consolidate(self) -> None:
        """Let the consolidation schedule run (the turn is already logged, so it is safe)."""
        try:
            report = consolidate.maybe_auto_consolidate(self.mind)
        except ConsolidationError as exc:
            # Too little to consolidate is normal between turns; keep the reason visible.
            self.last_consolidation = str(exc)
            return
        if report is not None:
            self.last_consolidation = report
            self.recent.reset()


def _memories(text: str, parsed: thinking.ParsedReply, state: TurnState) -> list[Memory]:
    """The memories an approved exchange becomes: the episode, and its realizations as semantic
    memories when the thinking reached depth 2."""
    now, s = state.created_at, state.saliency
    common = {"created_at": now, "session_id": state.session_id, "turn_id": state.turn_id}
    episode = Memory(
        id=new_id(),
        tier="episodic",
        kind="interaction",
        text=f"User: {' '.join(text.split())} | Yeast: {' '.join(parsed.response.split())}",
        saliency=s,
        importance=s,
        **common,
    )
    out = [episode]
    depth = parsed.max_depth
    if depth >= 2:
        score = realization_saliency(s, depth)
        out += [
            Memory(
                id=new_id(),
                tier="semantic",
                kind="realization",
                text=r,
                saliency=score,
                importance=score,
                refs=(episode.id,),
                **common,
            )
            for r in parsed.realizations
        ]
    return out


def _quality_verdicts(
    rejected: tuple[tuple[str, str], ...], notes: tuple[str, ...] = ()
) -> tuple[GateVerdict, ...]:
    """A ``quality`` row for ``gate_audits`` naming every realization not stored, with its raw
    text, and what was repaired (passed: the exchange itself is not rejected for them)."""
    if not rejected and not notes:
        return ()
    reasons = list(notes)
    if rejected:
        reasons.append("not stored as facts: " + "; ".join(f"{t!r}: {why}" for t, why in rejected))
    return (GateVerdict("quality", True, 1.0, 1.0, "; ".join(reasons)),)


def _entity_facts(text: str, episode: Memory) -> list[Memory]:
    """One semantic fact per entity of a statement naming several ("Sarah … Google", "Sara …
    Apple"), referring to the episode (:func:`yeastlab.cognition.trust.entity_claims`)."""
    return [
        replace(episode, id=new_id(), tier="semantic", kind="fact", text=claim, refs=(episode.id,))
        for claim in entity_claims(text)
    ]


@functools.cache
def _reply_schema(think: bool) -> dict[str, Any]:
    """:func:`~yeastlab.agent.bounded.reply_schema`, made once per setting (a deep copy of the
    schema each turn cost more than the prompt's assembly). Not changed by its readers: a
    language model's requests carry a bounded copy of it (``bounded_schema``)."""
    return reply_schema(think)


def _without_thinking(parsed: thinking.ParsedReply) -> thinking.ParsedReply:
    return replace(parsed, thinking=(), realizations=())
