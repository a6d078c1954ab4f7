"""The yeast: a stateless model with an external mind, and its turn pipeline.

One turn is ``route → retrieve → assemble prompt → model → parse → saliency → gates → store``:

1. the retriever routes the message (personal / factual / behavioural) and ranks memories and
   document chunks; the memory profile may add context; conflict notices are computed (judged
   by the model when the backend is one, else heuristically); the query is embedded once;
2. the prompt is built from template files (:mod:`yeastlab.cognition.prompting`);
3. the backend answers with the reply schema of :mod:`yeastlab.core.thinking` as ``format``;
4. the reply is parsed (JSON, else tags); if both fail it is asked once more, and if that fails
   too the turn is logged with its raw output and ``parse_error`` — nothing is stored as memory
   from it, nothing is dropped;
5. saliency is the model's score, else :func:`yeastlab.core.thinking.heuristic_saliency`;
6. the three reflection gates judge the exchange (:mod:`yeastlab.cognition.gates`);
7. if all pass, the exchange becomes an episodic memory and realizations from thinking of
   depth ≥ 2 become semantic memories (caps enforced by the :class:`MemorySystem`); memories
   used get touched; proposals are queued;
8. the :class:`Turn` — approved or not — is written to the dialogue log.

A backend error still logs the turn (with ``error``) before it is re-raised.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from yeastlab.backends import Backend, make_backend
from yeastlab.backends.embedders import Prefetcher, make_embedder
from yeastlab.cognition import audit, consolidate, gates, prompting, proposals, rag
from yeastlab.cognition.context import Mind
from yeastlab.cognition.memory import MemorySystem
from yeastlab.cognition.proposals import PROPOSAL_CAP
from yeastlab.cognition.retrieval import Retriever
from yeastlab.core import selfmodel, thinking
from yeastlab.core.clock import Clock, SystemClock
from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError, ConsolidationError, YeastlabError
from yeastlab.core.records import (
    TENSION_KEYS,
    Hit,
    Memory,
    Proposal,
    SelfModel,
    ThinkingBlock,
    Turn,
    new_id,
)
from yeastlab.profiles import registry as profiles
from yeastlab.store import Store

__all__ = ["open", "Yeast", "StreamEvent", "PROPOSAL_CAP", "RECENT_EPISODES"]

#: Recent episodic memories shown in every prompt.
RECENT_EPISODES = 5
#: Hits retrieved per turn.
RETRIEVE_K = 8


@dataclass(frozen=True)
class StreamEvent:
    """One event of :meth:`Yeast.stream`: ``thinking`` (a block), ``text`` (a piece of the
    response) or ``turn`` (the finished :class:`Turn`)."""

    kind: str
    text: str = ""
    block: ThinkingBlock | None = None
    turn: Turn | None = None


def _backend(spec: Any, settings: Settings, clock: Clock) -> Any:
    if spec is not None and not isinstance(spec, str):
        return spec
    return make_backend(spec, settings=settings, clock=clock)


def open(  # noqa: A001 - the public name the contract asks for
    path: str | Path | None = None,
    *,
    backend: Any = "offline",
    embedder: Any = None,
    clock: Clock | None = None,
    settings: Settings | None = None,
    profile: str | None = "ai-yeast",
) -> Yeast:
    """Open (creating if missing) the yeast stored at ``path``.

    Args:
        path: the yeast's directory (default ``settings.home``).
        backend: a backend spec (``"offline"``, ``"ollama"``, ``"ssh://…"``, ``"replay:…"``),
            a Backend object, or ``None`` for ``settings.backend_spec``.
        embedder: an embedder name or object (default ``settings.embedder``).
        clock: the clock (default the system clock; pass a ``SimClock`` for simulated time).
        settings: settings (default ``Settings()``).
        profile: memory profile name (default ``settings.profile`` when ``None``).

    Returns:
        The :class:`Yeast`.
    """
    settings = settings or Settings()
    clock = clock or SystemClock()
    where = Path(path) if path is not None else Path(settings.home)
    chosen = make_embedder(embedder if embedder is not None else settings.embedder)
    store = Store.open(where, embedder=chosen, clock=clock)
    try:
        model = _backend(backend, settings, clock)
    except BaseException:
        store.close()
        raise
    return Yeast(store, model, settings=settings, profile=profile or settings.profile)


class Yeast:
    """One agent instance: a backend, a store, a memory system, a retriever, a profile.

    Attributes:
        path, store, memory, backend, embedder, clock, settings, profile, retriever, session_id.
        thinking: extended thinking on/off for this yeast (per turn: ``chat(thinking=…)``).
        rag: whether document chunks are retrieved.
        proposals_enabled: whether the model may propose self-modifications.
    """

    def __init__(
        self,
        store: Store,
        backend: Backend,
        *,
        settings: Settings | None = None,
        profile: str | profiles.Profile = "ai-yeast",
    ):
        self.settings = settings or Settings()
        self.store = store
        self.path = Path(store.path)
        self.embedder = store.embedder
        self.clock = store.clock
        self.backend = backend
        self.profile = profiles.get(profile)
        self.memory = MemorySystem(
            store, policy=self.profile.policy(self.settings), clock=self.clock
        )
        #: What cognition and the profile's hooks use of this yeast (never the yeast itself).
        self.mind = Mind(
            store=store,
            backend=backend,
            embedder=self.embedder,
            clock=self.clock,
            settings=self.settings,
            memory=self.memory,
            consolidation=self.profile.consolidation,
        )
        self.retriever = Retriever(
            store,
            ranking=self.profile.ranking,
            clock=self.clock,
            chunk_k=self.settings.rag_top_k,
            chunk_threshold=self.settings.rag_threshold,
            log_queries=True,
        )
        self.session_id = new_id()
        self.thinking = self.settings.thinking
        self.rag = True
        self.proposals_enabled = self.settings.proposals
        self._recent: deque[str] | None = None
        self._embedding = Prefetcher(self.embedder)
        #: The last automatic consolidation's report (or why it could not run), else ``None``.
        self.last_consolidation: Any = None

    # -- the turn --------------------------------------------------------------------------
    def chat(self, text: str, *, thinking: bool | None = None) -> Turn:
        """Run one turn and return its :class:`Turn` (also written to the dialogue log)."""
        for event in self._turn(text, thinking, stream=False):
            if event.turn is not None:
                return event.turn
        raise AssertionError("a turn always ends with a Turn")  # pragma: no cover

    def prefetch(self, text: str) -> None:
        """Start embedding a prompt that is coming, so that its turn need not wait for it.

        Fermentation calls this with the next prompt: its query vector is computed while this
        turn waits on the model. The vector is the same as the turn would compute itself.
        """
        self._embedding.prefetch_query(text)

    def stream(self, text: str, *, thinking: bool | None = None) -> Iterator[StreamEvent]:
        """Run one turn, yielding thinking blocks and response text as the model streams."""
        return self._turn(text, thinking, stream=True)

    def _turn(self, text: str, thinking_on: bool | None, *, stream: bool) -> Iterator[StreamEvent]:
        started = time.perf_counter()
        state = _TurnState(
            turn_id=new_id(),
            created_at=self.clock.now(),
            think=self.thinking if thinking_on is None else bool(thinking_on),
        )
        try:
            messages = self._prepare(text, state)
            reply = yield from self._ask(messages, state, stream)
            parsed = thinking.parse_reply(reply.text, budget=self.settings.thinking_budget)
            if not parsed.ok:
                retry = messages + [
                    {"role": "assistant", "content": reply.text},
                    {
                        "role": "user",
                        "content": prompting.render(
                            "retry", self.settings.templates_dir, error=parsed.error
                        ),
                    },
                ]
                second = self._call(retry, state)
                state.streamed_text = False  # whatever streamed was unreadable: show the retry
                parsed = thinking.parse_reply(second.text, budget=self.settings.thinking_budget)
            if parsed.ok:
                if not state.think:
                    parsed = _without_thinking(parsed)
                if stream and not state.streamed_thinking:
                    yield from (StreamEvent("thinking", block=b) for b in parsed.thinking)
                self._settle(text, parsed, state)
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

    def _prepare(self, text: str, state: _TurnState) -> list[dict[str, str]]:
        state.route = self.retriever.route(text)
        # One query embedding per turn, shared by retrieval, gates' related memories, novelty.
        state.qvec = self._embedding.query(text)
        hits: list[Hit] = []
        if not self.profile.has("replaces_retrieval"):
            hits = self.retriever.retrieve(
                text, k=RETRIEVE_K, route=state.route, include_chunks=self.rag, vector=state.qvec
            )
        seen = {h.id for h in hits}
        for hit in self.profile.context(self.mind, text, self.session_id) or []:
            if hit.id not in seen:
                hits.append(hit)
                seen.add(hit.id)
        state.hits = hits
        begun = time.perf_counter()
        state.conflicts = tuple(self.retriever.conflicts(hits, backend=self.backend))
        if self.backend.is_language_model:
            # A model may have judged the conflicts: count that as model time.
            state.model_ms += (time.perf_counter() - begun) * 1000
        recent = self.recent_episodes()
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
            proposals=self.proposals_enabled,
            budget=self.settings.thinking_budget,
        )
        return prompting.build_messages(ctx, text, templates_dir=self.settings.templates_dir)

    def _options(self) -> dict[str, Any]:
        options: dict[str, Any] = {"temperature": self.settings.temperature}
        if self.settings.seed is not None:
            options["seed"] = self.settings.seed
        return options

    def _call(self, messages: list[dict[str, str]], state: _TurnState) -> Any:
        begun = time.perf_counter()
        reply = self.backend.chat(messages, format=thinking.REPLY_SCHEMA, options=self._options())
        state.add_reply(reply, begun)
        return reply

    def _ask(self, messages, state: _TurnState, stream: bool) -> Iterator[StreamEvent]:
        if not stream:
            return self._call(messages, state)
        begun = time.perf_counter()
        watcher = thinking.ResponseStream()
        reply = None
        for chunk in self.backend.stream(
            messages, format=thinking.REPLY_SCHEMA, options=self._options()
        ):
            if chunk.done:
                reply = chunk.reply
                break
            piece = watcher.feed(chunk.text)
            if watcher.pos is not None and not state.streamed_thinking:
                state.streamed_thinking = True
                if state.think:
                    blocks = watcher.thinking_blocks(self.settings.thinking_budget)
                    yield from (StreamEvent("thinking", block=b) for b in blocks)
            if piece:
                state.streamed_text = True
                yield StreamEvent("text", text=piece)
        if reply is None:
            raise YeastlabError("the backend's stream ended without a final reply; retry the turn")
        state.add_reply(reply, begun)
        return reply

    def _settle(self, text: str, parsed: thinking.ParsedReply, state: _TurnState) -> None:
        state.parsed = parsed
        related = list({h.id: h for h in state.hits if h.source == "memory"}.values())
        nearest = self.store.vector_search(state.qvec, k=5)
        related += [m for m, _ in nearest if m.id not in {h.id for h in related}]
        novelty = 1.0 - max((s for _, s in nearest), default=0.0) if nearest else None
        state.saliency = (
            parsed.saliency
            if parsed.saliency is not None
            else thinking.heuristic_saliency(text, novelty)
        )
        exchange = gates.Exchange(text, parsed.response, parsed.realizations)
        storing = not self.profile.has("owns_storage")
        candidates = self._memories(text, parsed, state) if storing else []
        vectors = None
        if candidates and self.backend.is_language_model:
            # Embedded while the gates' model call runs; unused if the gates reject.
            vectors = self._embedding.texts([m.text for m in candidates])
        report = gates.judge(
            exchange,
            state.self_model,
            related,
            backend=self.backend,
            templates_dir=self.settings.templates_dir,
        )
        for reply in report.replies:
            state.add_reply(reply, None)
        state.model_ms += report.model_ms  # measured around the gate's backend calls
        state.gates = report.verdicts
        state.approved = report.passed
        if state.approved and storing:
            if vectors is not None:
                candidates = [
                    replace(m, vector=v) for m, v in zip(candidates, vectors.result(), strict=True)
                ]
            state.stored = tuple(m.id for m in self.memory.add(candidates))
            self._remember_recent(state.stored[:1])
        if state.used:
            self.memory.touch(list(state.used))
        # From a rejected exchange, or in no-proposals mode, kept for the record, never pending.
        state.proposal_ids = proposals.queue(
            self.store,
            parsed.proposals,
            pending=state.approved and self.proposals_enabled,
            created_at=state.created_at,
            turn_id=state.turn_id,
        )

    def _memories(self, text: str, parsed: thinking.ParsedReply, state: _TurnState) -> list[Memory]:
        now, s = state.created_at, state.saliency
        common = {"created_at": now, "session_id": self.session_id, "turn_id": state.turn_id}
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
            score = thinking.realization_saliency(s, depth)
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

    def _log(self, text: str, state: _TurnState, started: float) -> Turn:
        parsed = state.parsed
        turn = Turn(
            turn_id=state.turn_id,
            session_id=self.session_id,
            created_at=state.created_at,
            user_input=text,
            response=parsed.response if parsed else "",
            thinking=parsed.thinking if parsed else (),
            realizations=parsed.realizations if parsed else (),
            complexity=(parsed.complexity or 0.0) if parsed else 0.0,
            saliency=state.saliency,
            approved=state.approved,
            gates=state.gates,
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
        )
        self.store.add_turn(turn)
        if not state.error:
            self.profile.after_turn(self.mind, turn)
            if self.profile.has("owns_storage"):
                self._recent = None  # the profile stored the episode: reload on next turn
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
            self._recent = None

    # -- recent episodes -------------------------------------------------------------------
    def recent_episodes(self, n: int = RECENT_EPISODES) -> list[Memory]:
        """The newest alive episodic memories, newest first."""
        if self._recent is None:
            newest = self.store.memories("episodic", with_vectors=True)[-n:]
            self._recent = deque((m.id for m in newest), maxlen=n)
        alive = {m.id: m for m in self.store.get_many(list(self._recent)) if m.alive}
        if len(alive) < len(self._recent):
            self._recent = None  # some were pruned or consolidated: reload from the store
            return self.recent_episodes(n)
        return [alive[i] for i in reversed(self._recent)]

    def _remember_recent(self, ids: Sequence[str]) -> None:
        if self._recent is not None:
            self._recent.extend(ids)

    # -- self-model, tension, proposals ----------------------------------------------------
    @property
    def self_model(self) -> SelfModel:
        """The current (latest) self-model version."""
        return self.store.self_model()

    def set_tension(self, **values: float) -> SelfModel:
        """Change tension values; each call writes a new self-model version.

        Raises:
            ConfigError: for unknown keys or values outside [0, 1].
        """
        unknown = sorted(set(values) - set(TENSION_KEYS))
        if unknown or not values:
            raise ConfigError(f"unknown tension key(s) {unknown}; known: {', '.join(TENSION_KEYS)}")
        changed = selfmodel.evolve(self.self_model, **values)
        reason = "set_tension " + ", ".join(f"{k}={float(v):g}" for k, v in values.items())
        return self.store.append_self_model(changed, reason=reason)

    def proposals(self, status: str | None = None) -> list[Proposal]:
        """Proposals (``pending``, ``approved``, ``rejected``, ``expired``), oldest first."""
        return proposals.listed(self.store, status)

    def approve(self, proposal_id: str) -> SelfModel:
        """Apply a pending proposal: a new self-model version whose reason names it."""
        return proposals.approve(self.store, proposal_id)

    def reject(self, proposal_id: str) -> Proposal:
        """Reject a pending proposal (the self-model is unchanged)."""
        return proposals.reject(self.store, proposal_id)

    # -- sessions, forks, lifecycle --------------------------------------------------------
    def new_session(self) -> str:
        """End the conversation (the profile may reflect) and start a new session id."""
        self.profile.end_session(self.mind, self.session_id)
        self.session_id = new_id()
        return self.session_id

    def fork(self, path: str | Path) -> Yeast:
        """A copy of this yeast at ``path`` sharing the backend; the two then diverge."""
        return Yeast(
            self.store.fork(path), self.backend, settings=self.settings, profile=self.profile
        )

    def close(self) -> None:
        """Close the store (the backend may be shared, so it is left open)."""
        self._embedding.close()
        self.store.close()

    def __enter__(self) -> Yeast:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return (
            f"Yeast({str(self.path)!r}, backend={self.backend.name!r}, "
            f"profile={self.profile.name!r})"
        )

    # -- delegations to their owners' modules ----------------------------------------------
    def consolidate(self, strategy: str | None = None, **options: Any) -> Any:
        """Run a consolidation pass (:func:`yeastlab.cognition.consolidate.consolidate`)."""
        return consolidate.consolidate(self.mind, strategy, **options)

    def audit(self, a: int | None = None, b: int | None = None, **options: Any) -> Any:
        """Drift between two self-model versions (:func:`yeastlab.cognition.audit.audit`)."""
        return audit.audit(self.mind, a, b, **options)

    def probe(self, *args: Any, **options: Any) -> Any:
        """Behavioural drift probes (:func:`yeastlab.cognition.audit.probe`)."""
        return audit.probe(self.mind, *args, **options)

    def forgotten(self, since: Any = None) -> Any:
        """The forgetting log as a DataFrame (what was removed, when, why, into what)."""
        import pandas as pd

        return pd.DataFrame(
            [asdict(e) for e in self.store.forgetting(since)],
            columns=["memory_id", "created_at", "tier", "summary", "reason", "into"],
        )

    def ingest(self, paths: Any, **options: Any) -> Any:
        """Ingest documents for retrieval (:func:`yeastlab.cognition.rag.ingest`)."""
        options.setdefault("chunk_size", self.settings.chunk_size)
        options.setdefault("overlap", self.settings.chunk_overlap)
        return rag.ingest(self.store, paths, **options)

    def documents(self) -> Any:
        """The ingested documents (:func:`yeastlab.cognition.rag.documents`)."""
        return rag.documents(self.store)


# --- helpers -------------------------------------------------------------------------------------


class _TurnState:
    """What one turn has found so far (mutable while the turn runs; the Turn is the record)."""

    def __init__(self, *, turn_id: str, created_at: Any, think: bool):
        self.turn_id, self.created_at, self.think = turn_id, created_at, think
        self.route = ""
        self.qvec: Any = None
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


def _without_thinking(parsed: thinking.ParsedReply) -> thinking.ParsedReply:
    return replace(parsed, thinking=(), realizations=())
