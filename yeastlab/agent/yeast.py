"""The yeast: a stateless model with an external mind, composed of small parts.

:func:`open` opens a yeast's directory (:mod:`yeastlab.agent.opening` opens its store, makes its
backend and assembles what its profile makes over them); :class:`Yeast` composes

- the turn pipeline (:mod:`yeastlab.agent.turn`), ``route → retrieve → assemble prompt → model →
  parse → saliency → gates → store``, streamed by :mod:`yeastlab.agent.stream`;
- the recent episodes every prompt shows (:mod:`yeastlab.agent.recent`);
- the front door a notebook reads and changes (:mod:`yeastlab.agent.frontdoor` does the work);
- delegations to cognition: self-model, tension, proposals, consolidation, audit, documents
  (:class:`~yeastlab.agent.delegations.Delegations`, which :class:`Yeast` derives from).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from yeastlab.agent import frontdoor, opening
from yeastlab.agent.delegations import Delegations
from yeastlab.agent.recent import RECENT_EPISODES, RecentEpisodes
from yeastlab.agent.stream import StreamEvent
from yeastlab.agent.turn import TurnPipeline
from yeastlab.backends import Backend, Embedder
from yeastlab.backends.embedders import Prefetcher
from yeastlab.cognition import forgetting, long_message, updates
from yeastlab.cognition.proposals import PROPOSAL_CAP
from yeastlab.core.clock import Clock, SystemClock
from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError
from yeastlab.core.records import (
    ForgetEvent,
    Hit,
    Memory,
    SelfModel,
    Turn,
    new_id,
)
from yeastlab.core.text import clean_input
from yeastlab.profiles import registry as profiles
from yeastlab.store import Store

if TYPE_CHECKING:  # for annotations only, so that `import yeastlab` stays light
    import pandas as pd

    from yeastlab.cognition.consolidate import ConsolidationReport

__all__ = ["open", "Yeast", "StreamEvent", "PROPOSAL_CAP", "RECENT_EPISODES"]


def open(  # noqa: A001 - the public name the contract asks for
    path: str | Path | None = None,
    *,
    backend: str | Backend | None = "offline",
    embedder: str | Embedder | None = None,
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
        settings: settings (default :meth:`Settings.from_env`: ``YEAST_*`` variables).
        profile: memory profile name (default ``settings.profile`` when ``None``).

    Returns:
        The :class:`Yeast`.
    """
    settings = settings or Settings.from_env()  # YEAST_* variables honoured (issue 15.7)
    store, model = opening.open_parts(
        path, backend=backend, embedder=embedder, clock=clock or SystemClock(), settings=settings
    )
    return Yeast(store, model, settings=settings, profile=profile or settings.profile)


class Yeast(Delegations):
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
        parts = opening.assemble(store, backend, settings=self.settings, profile=profile)
        self.profile, self.memory, self.retriever = parts.profile, parts.memory, parts.retriever
        #: What cognition and the profile's hooks use of this yeast (never the yeast itself).
        self.mind = parts.mind
        self.session_id = new_id()
        self.thinking = self.settings.thinking
        self.rag = True
        self.proposals_enabled = self.settings.proposals
        self._recent = RecentEpisodes(store)
        self._embedding = Prefetcher(self.embedder)
        self._turns = TurnPipeline(
            store=store,
            backend=self.mind.backend,  # bounded: num_predict per call kind
            memory=self.memory,
            mind=self.mind,
            retriever=self.retriever,
            profile=self.profile,
            settings=self.settings,
            clock=self.clock,
            embedding=self._embedding,
            recent=self._recent,
        )

    @property
    def last_consolidation(self) -> ConsolidationReport | str | None:
        """The last automatic consolidation's report (or why it could not run), else ``None``."""
        return self._turns.last_consolidation

    @last_consolidation.setter
    def last_consolidation(self, value: ConsolidationReport | str | None) -> None:
        self._turns.last_consolidation = value

    # -- the turn ------------------------------------------------------------------------------
    def chat(self, text: str, *, thinking: bool | None = None) -> Turn:
        """Run one turn and return its :class:`Turn` (also written to the dialogue log)."""
        return _turn_of(self._run(text, thinking, stream=False))

    def prefetch(self, text: str) -> None:
        """Start embedding a prompt that is coming, so that its turn need not wait for it.

        Fermentation calls this with the next prompt: its query vector is computed while this
        turn waits on the model. The vector is the same as the turn would compute itself.
        """
        text = self._clean(text, "prompt")
        self._embedding.prefetch_query(
            long_message.query_text(text, self.settings.max_memory_chars)
        )

    def stream(self, text: str, *, thinking: bool | None = None) -> Iterator[StreamEvent]:
        """Run one turn, yielding thinking blocks and response text as the model streams."""
        return self._run(text, thinking, stream=True)

    def _run(self, text: str, thinking_on: bool | None, *, stream: bool) -> Iterator[StreamEvent]:
        text = self._clean(text, "message")  # raises here, before the turn starts
        return self._turns.run(
            text,
            session_id=self.session_id,
            think=self.thinking if thinking_on is None else bool(thinking_on),
            rag=self.rag,
            proposals=self.proposals_enabled,
            stream=stream,
        )

    def _clean(self, text: Any, field: str) -> str:
        """``text`` through the input boundary (:func:`~yeastlab.core.text.clean_input`) with
        this yeast's limits: ``Settings.max_message_chars`` and ``Settings.input_errors``."""
        return clean_input(
            text,
            field=field,
            max_chars=self.settings.max_message_chars,
            errors=self.settings.input_errors,
        )

    def recent_episodes(self, n: int = RECENT_EPISODES) -> list[Memory]:
        """The newest alive episodic memories, newest first."""
        return self._recent.get(n)

    # -- sessions, forks, lifecycle ------------------------------------------------------------
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

    # -- the front door: what a notebook reads and changes --------------------------------------
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
        return frontdoor.memories(self.memory, self.store, tier, vectors=vectors)

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

        A question about the past ("where did I live before?") also finds the memories the hits
        superseded, each after its successor and marked former, as a turn's context does
        (:func:`yeastlab.cognition.updates.with_history`).

        Raises:
            ConfigError: for an unknown tier or ``k < 1``.
        """
        query = self._clean(query, "query")
        hits = frontdoor.search(self.retriever, query, k, tier)
        if updates.asks_about_past(query):
            hits = updates.with_history(self.mind, hits)[:k]
        return hits

    def remember(self, text: str, tier: str = "semantic", **fields: Any) -> Memory:
        """Store one memory now, as if the yeast had formed it (its tier's cap is enforced).

        As in a turn, credentials in ``text`` are redacted (``[redacted: password]``) unless
        :attr:`Settings.keep_secrets`, and personal data marks ``tags`` (``pii:ssn`` …).

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
        text = self._clean(text, "remember() text")
        stored = frontdoor.remember(
            self.memory,
            text,
            tier,
            self.session_id,
            fields,
            keep_secrets=self.settings.keep_secrets,
        )
        if stored.tier == "episodic":
            self._recent.reset()  # the prompt's recent episodes include it from the next turn
        return stored

    def forget(
        self,
        id_or_prefix: str | None = None,
        reason: str | None = None,
        *,
        about: str | None = None,
    ) -> ForgetEvent | list[ForgetEvent]:
        """Forget one alive memory, or everything about a subject, logged in the forgetting log.

        Args:
            id_or_prefix: the memory's id or a prefix of it matching no other alive memory.
            reason: why (``forgotten`` by default; ``user request`` with ``about``), shown by
                :meth:`forgotten`.
            about: instead of one id, a subject ("my home address", "Alex"): every memory
                and pending proposal about it is forgotten and the dialogue log's sentences
                about it are redacted, as when the user asks in a turn
                (:func:`yeastlab.cognition.forgetting.forget_about`).

        Returns:
            The forgetting event (a list of them with ``about``).

        Raises:
            StoreError: if no alive memory matches, or several do (the error names them).
            ConfigError: for an empty reason.
        """
        id_or_prefix, reason, about = (
            None if value is None else self._clean(value, f"forget() {name}")
            for name, value in (("id", id_or_prefix), ("reason", reason), ("about", about))
        )
        if about is not None:
            subject = forgetting.subject_of(about, about)
            if not subject:
                raise ConfigError(f"forget(about=...) names nothing to forget: {about!r}")
            why = reason or forgetting.REASON
            events = forgetting.forget_about(self.store, subject, reason=why)
            self._recent.reset()
            return events
        if id_or_prefix is None:
            raise ConfigError("forget() needs a memory id (or about='a subject')")
        return frontdoor.forget(self.store, id_or_prefix, "forgotten" if reason is None else reason)

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
        return frontdoor.evolve(self.store, reason, changes)


def _turn_of(events: Iterator[StreamEvent]) -> Turn:
    """The :class:`Turn` a turn's events end with (running the turn to its end)."""
    for event in events:
        if event.turn is not None:
            return event.turn
    raise AssertionError("a turn always ends with a Turn")  # pragma: no cover
