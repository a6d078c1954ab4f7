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
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

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
from yeastlab.core.errors import ConfigError, ConsolidationError, StoreError, YeastlabError
from yeastlab.core.records import (
    AFFECT_DIMS,
    TENSION_KEYS,
    TIERS,
    DriftReport,
    ForgetEvent,
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

if TYPE_CHECKING:  # for annotations only, so that `import yeastlab` stays light
    import os

    import pandas as pd

    from yeastlab.cognition.consolidate import ConsolidationReport
    from yeastlab.cognition.rag import IngestReport

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
        self.last_consolidation: ConsolidationReport | str | None = None

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
            if watcher.started and not state.streamed_thinking:
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
        related += [f.memory for f in nearest if f.memory.id not in {h.id for h in related}]
        novelty = 1.0 - max((f.score for f in nearest), default=0.0) if nearest else None
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

    # -- the front door: what a notebook reads and changes ----------------------------------
    def memories(self, tier: str | None = None, *, vectors: bool = False) -> pd.DataFrame:
        """The alive memories, one row each, oldest first.

        Args:
            tier: only this tier (one of :data:`~yeastlab.core.records.TIERS`); default all.
            vectors: add a ``vector`` column with each embedding (left out by default: a
                notebook table of 256-float arrays is unreadable and heavy).

        Returns:
            A DataFrame led by ``id``, ``tier``, ``kind``, ``text``, ``strength`` (decay
            strength now), ``relevance`` (strength × confidence), ``access_count``,
            ``created_at``, followed by every other :class:`Memory` field.

        Raises:
            ConfigError: for an unknown tier.
        """
        frame = self.memory.frame(_tier(tier))
        first = [c for c in _MEMORY_COLUMNS if c in frame.columns]
        frame = frame[first + [c for c in frame.columns if c not in first]]
        if vectors:
            found = {m.id: m.vector for m in self.store.memories(tier, with_vectors=True)}
            frame["vector"] = [found.get(i) for i in frame["id"]]
        return frame

    def counts(self) -> dict[str, int]:
        """Alive memories per tier, every tier present (zeros included)."""
        return self.store.counts()

    def search(self, query: str, k: int = 10, *, tier: str | None = None) -> list[Hit]:
        """Rank memories for ``query`` with the yeast's retriever, without any side effect.

        The ranking is the one a turn's retrieval uses (hybrid search re-ranked by the profile's
        ranking), over every tier rather than the query's route. Unlike :meth:`chat`, nothing
        is written: no access counts or times are touched, no query is logged, no turn is
        recorded, so searching does not change what decays.

        Args:
            query: the text to search for.
            k: how many hits at most.
            tier: only this tier (default every tier, whatever the query's route).

        Returns:
            Hits best first, each with its component scores (``Hit.components``).

        Raises:
            ConfigError: for an unknown tier or ``k < 1``.
        """
        if k < 1:
            raise ConfigError(f"search() needs k >= 1, got {k}")
        tiers = TIERS if tier is None else (_tier(tier),)
        # Memories only: chunk retrieval would write the RAG query log.
        return self.retriever.retrieve(query, k=k, tiers=tiers, include_chunks=False)

    def remember(self, text: str, tier: str = "semantic", **fields: Any) -> Memory:
        """Store one memory now, as if the yeast had formed it (its tier's cap is enforced).

        Args:
            text: the content.
            tier: one of :data:`~yeastlab.core.records.TIERS`.
            **fields: other :class:`Memory` fields: ``kind``, ``confidence``, ``saliency``,
                ``importance`` (0–1), ``priority`` (−1..2), ``affect`` (5 floats), ``tags``,
                ``refs``, ``meta``, ``valid_from``, ``created_at`` (default now),
                ``session_id`` (default this session's), ``turn_id``.

        Returns:
            The stored memory (with its vector).

        Raises:
            ConfigError: for empty text, an unknown tier or field, or a value out of range.
        """
        if not text or not text.strip():
            raise ConfigError("remember() needs some text")
        checked = _memory_fields(fields)
        checked.setdefault("session_id", self.session_id)
        stored = self.memory.remember(text, _tier(tier), **checked)
        if stored.tier == "episodic":
            self._recent = None  # the prompt's recent episodes include it from the next turn
        return stored

    def forget(self, id_or_prefix: str, reason: str = "forgotten") -> ForgetEvent:
        """Forget one alive memory, logged in the forgetting log with ``reason``.

        Args:
            id_or_prefix: the memory's id or a prefix of it matching no other alive memory.
            reason: why (``forgotten`` by default), shown by :meth:`forgotten`.

        Returns:
            The forgetting event.

        Raises:
            StoreError: if no alive memory matches, or several do (the error names them).
            ConfigError: for an empty reason.
        """
        if not reason or not reason.strip():
            raise ConfigError("forget() needs a reason, e.g. reason='wrong fact'")
        memory = self._resolve(id_or_prefix)
        (event,) = self.store.forget([memory.id], reason=reason)
        return event

    def _resolve(self, id_or_prefix: str) -> Memory:
        prefix = id_or_prefix.strip().lower()
        if not prefix:
            raise StoreError("give a memory id or a prefix of one; ids are in yeast.memories()")
        found = [m for m in self.store.memories() if m.id.startswith(prefix)]
        if len(found) == 1:
            return found[0]
        if found:
            listed = "; ".join(f"{m.id[:12]} ({m.tier}) {_short(m.text)!r}" for m in found[:5])
            more = f" and {len(found) - 5} more" if len(found) > 5 else ""
            raise StoreError(
                f"{prefix!r} matches {len(found)} alive memories: {listed}{more}; "
                "give more characters of the id"
            )
        raise StoreError(
            f"no alive memory id starts with {prefix!r} (forgotten ones are in "
            "yeast.forgotten()); ids are in yeast.memories()"
        )

    def turns(self) -> pd.DataFrame:
        """The dialogue log, one row per turn (approved or not), oldest first.

        Returns:
            A DataFrame with the :class:`Turn` fields: ``user_input``, ``response``,
            ``saliency``, ``approved``, ``gates``, ``used_memory_ids``, ``latency_ms``, ….
        """
        return self.store.turns_frame()

    def self_models(self) -> list[SelfModel]:
        """Every self-model version, oldest first (a list of records, not a DataFrame: each
        version holds tuples and a nested :class:`~yeastlab.core.records.Tension`).

        Returns:
            The versions; ``[-1]`` is :attr:`self_model`, the current one.
        """
        return self.store.self_models()

    def evolve(self, reason: str, **changes: Any) -> SelfModel:
        """Write a new self-model version changed from the current one.

        Args:
            reason: why, recorded on the version (versions are an audit trail).
            **changes: ``identity``, ``drives``, ``constraints``, ``internal_state`` (merged),
                ``tension`` (a dict or :class:`~yeastlab.core.records.Tension`), or tension
                keys directly (``coherence=0.8``).

        Returns:
            The new version.

        Raises:
            ConfigError: for an empty reason, no changes, an unknown key or a tension value
                outside [0, 1].
        """
        if not reason or not reason.strip():
            raise ConfigError("evolve() needs a reason, e.g. evolve('add a drive', drives=...)")
        if not changes:
            raise ConfigError("evolve() needs at least one change, e.g. identity='...'")
        changed = selfmodel.evolve(self.self_model, **changes)
        return self.store.append_self_model(changed, reason=reason)

    # -- delegations to their owners' modules ----------------------------------------------
    def consolidate(self, strategy: str | None = None, **options: Any) -> ConsolidationReport:
        """Run a consolidation pass (:func:`yeastlab.cognition.consolidate.consolidate`).

        Args:
            strategy: the strategy name (default the profile's or the settings').
            **options: passed on to the strategy.

        Returns:
            What the pass did: memories before and after, facts added, memories forgotten.
        """
        return consolidate.consolidate(self.mind, strategy, **options)

    def audit(self, a: int | None = None, b: int | None = None, **options: Any) -> DriftReport:
        """Drift between two self-model versions (:func:`yeastlab.cognition.audit.audit`).

        Args:
            a: the earlier version (default the one before ``b``).
            b: the later version (default the latest).
            **options: passed on to :func:`~yeastlab.cognition.audit.audit`.

        Returns:
            The drift report: severity, its components and the identity shifts.
        """
        return audit.audit(self.mind, a, b, **options)

    def probe(self, *args: Any, **options: Any) -> pd.DataFrame:
        """Behavioural drift probes (:func:`yeastlab.cognition.audit.probe`).

        Returns:
            One row per (version, probe) with the answer and its drift from the baseline.
        """
        return audit.probe(self.mind, *args, **options)

    def forgotten(self, since: datetime | None = None) -> pd.DataFrame:
        """The forgetting log as a DataFrame (what was removed, when, why, into what).

        Args:
            since: only removals at or after this time (default all).

        Returns:
            One row per removal: memory_id, created_at, tier, summary, reason, into.
        """
        import pandas as pd

        return pd.DataFrame(
            [asdict(e) for e in self.store.forgetting(since)],
            columns=["memory_id", "created_at", "tier", "summary", "reason", "into"],
        )

    def ingest(
        self, paths: str | os.PathLike | Sequence[str | os.PathLike], **options: Any
    ) -> IngestReport:
        """Ingest documents for retrieval (:func:`yeastlab.cognition.rag.ingest`).

        Args:
            paths: files and/or folders.
            **options: ``root``, ``chunk_size``, ``overlap`` (defaults from the settings).

        Returns:
            Paths added, replaced, unchanged, skipped or failed, and chunks written.
        """
        options.setdefault("chunk_size", self.settings.chunk_size)
        options.setdefault("overlap", self.settings.chunk_overlap)
        return rag.ingest(self.store, paths, **options)

    def documents(self) -> pd.DataFrame:
        """The ingested documents (:func:`yeastlab.cognition.rag.documents`).

        Returns:
            One row per document: id, path, title, chunks, hash, created_at.
        """
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


#: The columns :meth:`Yeast.memories` puts first (the rest follow in the record's order).
_MEMORY_COLUMNS = (
    "id",
    "tier",
    "kind",
    "text",
    "strength",
    "relevance",
    "access_count",
    "created_at",
)
_UNIT_FIELDS = ("confidence", "saliency", "importance")
_REMEMBER_FIELDS = (
    "kind",
    *_UNIT_FIELDS,
    "priority",
    "affect",
    "tags",
    "refs",
    "meta",
    "valid_from",
    "created_at",
    "session_id",
    "turn_id",
)


def _tier(tier: str | None) -> str | None:
    """``tier`` itself if it names a tier (or is ``None``)."""
    if tier is not None and tier not in TIERS:
        raise ConfigError(f"unknown tier {tier!r}; tiers are {', '.join(TIERS)}")
    return tier


def _memory_fields(fields: dict[str, Any]) -> dict[str, Any]:
    """The fields :meth:`Yeast.remember` accepts, checked and normalised (tuples, floats)."""
    unknown = sorted(set(fields) - set(_REMEMBER_FIELDS))
    if unknown:
        raise ConfigError(
            f"remember() cannot set {unknown}; it accepts {', '.join(_REMEMBER_FIELDS)}"
        )
    out = dict(fields)
    for name in _UNIT_FIELDS:
        if name in out:
            out[name] = float(out[name])
            if not 0.0 <= out[name] <= 1.0:
                raise ConfigError(f"{name} must be within [0, 1], got {out[name]:g}")
    if "priority" in out and out["priority"] not in (-1, 0, 1, 2):
        raise ConfigError(f"priority must be -1, 0, 1 or 2, got {out['priority']!r}")
    if "affect" in out:
        out["affect"] = tuple(float(v) for v in out["affect"])
        if len(out["affect"]) != len(AFFECT_DIMS):
            raise ConfigError(f"affect needs {len(AFFECT_DIMS)} values: {', '.join(AFFECT_DIMS)}")
    for name in ("tags", "refs"):
        if name in out:
            value = out[name]
            out[name] = (value,) if isinstance(value, str) else tuple(str(v) for v in value)
    for name in ("created_at", "valid_from"):
        if name in out and not isinstance(out[name], datetime):
            raise ConfigError(f"{name} must be a datetime, got {type(out[name]).__name__}")
    if "meta" in out and not isinstance(out["meta"], dict):
        raise ConfigError(f"meta must be a dict, got {type(out['meta']).__name__}")
    return out


def _short(text: str, width: int = 40) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def _without_thinking(parsed: thinking.ParsedReply) -> thinking.ParsedReply:
    return replace(parsed, thinking=(), realizations=())
