"""Hierarchical memory (the "hierarchical" profile, after the Noodlings HierarchicalMemory spec).

Every interaction is encoded three ways, all in the yeast's ordinary ``memories`` table:

* **working** — the last 20 interactions (tier ``working``, evicted oldest first);
* **episodic** — up to 200 interactions kept by *importance*, evicting the least important rather
  than the oldest (tier policy ``prune_by={"episodic": "importance"}``; each eviction is logged);
* **symbolic** — for high-affect events (intensity ≥ 0.5) a metaphor, "Father criticizes my work"
  → "A rooster struts in, pecking at my work"; up to 100, evicting the lowest salience.

Each interaction carries a 5-D affect (:mod:`yeastlab.cognition.affect`: the model through a JSON
schema, a
lexicon offline) and an importance::

    importance = 0.5 · surprise + 0.3 · affect intensity + 0.2 · responded

``surprise`` is novelty against memory: 1 − the highest cosine similarity between the user's
message and what working and episodic memory already hold, made relative to the embedder
(:meth:`yeastlab.backends.calibration.Calibration.relative`: 0 at an unrelated text's cosine,
1 at a near duplicate's; 1 for the very first). Episodes are
embedded by the user's message (what happened), so a later "my dog" finds "My dog died".

The context for a prompt is the spec's hybrid: the 5 most recent interactions, the 3 most
important episodes and the 2 episodes whose affect is most similar to the new message's
(cosine ≥ 0.7), without duplicates (a slot skips what an earlier slot took and takes the
next), plus symbolic memories of similar affect as associations.
:meth:`HierarchicalMemory.view` gives the inspector its DataFrames.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from yeastlab.backends import Backend
from yeastlab.cognition import affect as affects
from yeastlab.cognition.context import Mind
from yeastlab.cognition.memory import MemorySystem, TierPolicy
from yeastlab.core.clock import Clock
from yeastlab.core.config import DEFAULT_CAPS
from yeastlab.core.records import AFFECT_DIMS, Hit, Memory, Turn, new_id
from yeastlab.store import Store

__all__ = ["HierarchicalMemory", "Encoded", "WEIGHTS", "SYMBOL_THRESHOLD", "AFFECT_THRESHOLD"]

#: The spec's importance weights: surprise, affect intensity, whether the agent responded.
WEIGHTS = {"surprise": 0.5, "intensity": 0.3, "responded": 0.2}
SYMBOL_THRESHOLD = 0.5  # affect intensity at which an event also becomes a symbol
AFFECT_THRESHOLD = 0.7  # least affect cosine for "affect-similar"
N_RECENT, N_IMPORTANT, N_AFFECT, N_SYMBOLS = 5, 3, 2, 2
MEMORY_TIERS = ("working", "episodic")


@dataclass(frozen=True)
class Encoded:
    """What encoding one interaction produced."""

    episode: Memory
    working: Memory
    symbol: Memory | None
    parts: dict[str, float] = field(default_factory=dict)


#: The hierarchical profile's tier caps and pruning rules (the profile registry reads them here).
CAPS = {"working": 20, "episodic": 200, "symbolic": 100}
PRUNE_BY = {"episodic": "importance", "working": "oldest", "symbolic": "saliency"}


def _interaction_text(text: str, response: str) -> str:
    return f"User: {text}\nAssistant: {response}" if response else text


class HierarchicalMemory:
    """The hierarchical memory of one store.

    Args:
        store: the yeast's :class:`yeastlab.store.facade.Store`.
        memory: a :class:`yeastlab.cognition.memory.MemorySystem` enforcing the profile's caps
        (built from
            the ``hierarchical`` profile when not given).
        backend: a language model for affect and metaphors (``None`` or offline: lexicon and
            templates).
        clock: time source (defaults to the store's).
    """

    _by_mind: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def __init__(
        self,
        store: Store,
        *,
        memory: MemorySystem | None = None,
        backend: Backend | None = None,
        clock: Clock | None = None,
    ):
        if memory is None:
            policy = TierPolicy(caps={**DEFAULT_CAPS, **CAPS}, prune_by=dict(PRUNE_BY))
            memory = MemorySystem(store, policy=policy, clock=clock)
        self.store = store
        self.memory = memory
        self.backend = backend
        self.clock = clock or store.clock
        self.last_retrieval: list[Hit] = []
        self._affect_cache: dict[str, tuple[tuple[float, ...], str]] = {}

    @classmethod
    def of(cls, mind: Mind) -> HierarchicalMemory:
        """The hierarchical memory of an open yeast's mind (one per mind: it keeps the last
        retrieval)."""
        found = cls._by_mind.get(mind)
        if found is None:
            found = cls(mind.store, memory=mind.memory, backend=mind.backend, clock=mind.clock)
            cls._by_mind[mind] = found
        return found

    # ---------------------------------------------------------------- encoding
    def affect_of(self, text: str) -> tuple[tuple[float, ...], str]:
        """Affect and its source for ``text`` (cached, so context and encoding ask once)."""
        if text not in self._affect_cache:
            if len(self._affect_cache) > 64:
                self._affect_cache.clear()
            self._affect_cache[text] = affects.model_affect(self.backend, text)
        return self._affect_cache[text]

    def observe(
        self,
        text: str,
        response: str = "",
        *,
        user: str = "",
        session_id: str = "",
        turn_id: str = "",
    ) -> Encoded:
        """Encode one interaction into working, episodic and (if intense) symbolic memory."""
        return self.observe_many(
            [(text, response)], user=user, session_id=session_id, turn_ids=[turn_id]
        )[0]

    def observe_turn(self, turn: Turn) -> Encoded | None:
        """The profile hook: encode a finished turn (failed turns are not encoded)."""
        if turn.error or not turn.user_input.strip():
            return None
        return self.observe(
            turn.user_input, turn.response, session_id=turn.session_id, turn_id=turn.turn_id
        )

    def observe_many(
        self,
        interactions: Sequence[tuple[str, str]],
        *,
        user: str = "",
        session_id: str = "",
        turn_ids: Sequence[str] | None = None,
    ) -> list[Encoded]:
        """Encode interactions in order, with one embedding call and one write for the batch.

        Equivalent to observing them one by one: surprise compares each with everything before
        it, and evicting the least important at the end keeps the same episodes as evicting one
        at a time (an episode among the 200 most important overall is never the least important
        of the ones held). Working memory keeps the newest ``cap`` of the batch.
        """
        if not interactions:
            return []
        texts = [_interaction_text(t, r) for t, r in interactions]
        # Indexed by what the user said: novelty and recall are about the event, not the reply.
        vectors = np.asarray(self.store.embedder.embed([t for t, _ in interactions]), np.float32)
        if len(texts) <= 4:  # a turn: one nearest-neighbour query each is cheaper than a scan
            nearest = [self.store.vector_search(v, k=1, tiers=MEMORY_TIERS) for v in vectors]
            prior = [max((float(f.score) for f in found), default=0.0) for found in nearest]
            held = np.zeros((0, vectors.shape[1]), dtype=np.float32)
        else:
            known = [m.vector for m in self.store.memories(MEMORY_TIERS, with_vectors=True)]
            held = np.asarray([v for v in known if v is not None], dtype=np.float32)
            held = held.reshape(-1, vectors.shape[1])
            prior = [0.0] * len(texts)
        turn_ids = list(turn_ids or [""] * len(texts))
        now = self.clock.now()
        episodes, workings, symbols, parts_list = [], [], [], []
        for i, (text, response) in enumerate(interactions):
            pool = np.vstack([held, vectors[:i]]) if i else held
            similar = max(prior[i], float(np.max(pool @ vectors[i])) if len(pool) else 0.0)
            surprise = 1.0 - float(self.store.calibration.relative(similar))
            vec, source = self.affect_of(text)
            strength = affects.intensity(vec)
            responded = 1.0 if response.strip() else 0.0
            parts = {"surprise": surprise, "intensity": strength, "responded": responded}
            importance = sum(WEIGHTS[k] * parts[k] for k in WEIGHTS)
            parts["importance"] = importance
            key = new_id()
            common = dict(
                created_at=now,
                kind="interaction",
                importance=importance,
                saliency=strength,
                affect=tuple(vec),
                session_id=session_id,
                turn_id=turn_ids[i],
                meta={"user": user, "interaction": key, "affect_source": source, **parts},
                vector=vectors[i],
            )
            episodes.append(Memory(id=key, tier="episodic", text=texts[i], **common))
            workings.append(Memory(id=new_id(), tier="working", text=texts[i], **common))
            symbols.append(self._symbol(text, vec, strength, key, now, session_id))
            parts_list.append(parts)
        cap = self.memory.policy.caps.get("working", 20) if hasattr(self.memory, "policy") else 20
        kept_working = workings[-cap:]
        new_symbols = [s for s in symbols if s is not None]
        self.memory.add([*episodes, *kept_working, *new_symbols])
        return [
            Encoded(e, w, s, p)
            for e, w, s, p in zip(episodes, workings, symbols, parts_list, strict=True)
        ]

    def _symbol(self, text, vec, strength, episode_id, now, session_id) -> Memory | None:
        if strength < SYMBOL_THRESHOLD:
            return None
        image, source = affects.model_metaphor(self.backend, text, vec)
        return Memory(
            id=new_id(),
            tier="symbolic",
            text=image,
            created_at=now,
            kind="symbol",
            saliency=strength,
            importance=strength,
            affect=tuple(vec),
            refs=(episode_id,),
            session_id=session_id,
            meta={"event": text, "metaphor_source": source, "dominant": affects.dominant(vec)},
        )

    # --------------------------------------------------------------- retrieval
    def _held(self, tier: str, pool: dict[str, list[Memory]] | None) -> list[Memory]:
        return pool[tier] if pool is not None else self.store.memories(tier)

    def recent(self, n: int = N_RECENT, *, pool=None) -> list[Memory]:
        """The newest ``n`` working memories, newest first."""
        held = self._held("working", pool)
        return sorted(held, key=lambda m: m.created_at, reverse=True)[:n]

    def most_important(self, n: int = N_IMPORTANT, *, pool=None) -> list[Memory]:
        """The ``n`` most important episodes (ties: newest first)."""
        held = self._held("episodic", pool)
        return sorted(held, key=lambda m: (m.importance, m.created_at), reverse=True)[:n]

    def affect_similar(
        self,
        query_affect: Sequence[float],
        *,
        n: int = 5,
        tier: str = "episodic",
        threshold: float = AFFECT_THRESHOLD,
        pool=None,
    ) -> list[tuple[Memory, float]]:
        """Memories whose affect has cosine ≥ ``threshold`` with ``query_affect``, best first."""
        held = [m for m in self._held(tier, pool) if any(m.affect)]
        if not held or not any(query_affect):
            return []
        sims = np.atleast_1d(affects.similarity(query_affect, [m.affect for m in held]))
        order = np.argsort(-sims, kind="stable")
        return [(held[i], float(sims[i])) for i in order if sims[i] >= threshold][:n]

    def context(self, text: str, *, touch: bool = True) -> list[Hit]:
        """The hybrid context: 5 recent + 3 most important + 2 affect-similar + associations.

        ``touch`` counts the returned memories as accessed (the agent's hook passes False: the
        agent touches what a turn used itself).
        """
        vec, _ = self.affect_of(text)
        pool: dict[str, list[Memory]] = {"working": [], "episodic": [], "symbolic": []}
        # one scan for every slot, of the index's own records (only read: no copy per turn)
        for memory in self.store.memories(tuple(pool), with_vectors=True):
            pool[memory.tier].append(memory)
        chosen: list[tuple[str, Memory, float]] = []
        seen: set[str] = set()

        def take(slot: str, memory: Memory, score: float) -> None:
            key = memory.meta.get("interaction") or memory.id
            if key not in seen:
                seen.add(key)
                chosen.append((slot, memory, score))

        def fill(slot: str, ranked, n: int) -> None:
            before = len(chosen)
            for memory, score in ranked:
                if len(chosen) - before == n:
                    break
                take(slot, memory, score)

        fill("recent", ((m, m.importance) for m in self.recent(pool=pool)), N_RECENT)
        important = self.most_important(N_IMPORTANT + N_RECENT, pool=pool)  # room for overlaps
        fill("important", ((m, m.importance) for m in important), N_IMPORTANT)
        similar = self.affect_similar(vec, n=N_AFFECT + len(chosen), pool=pool)
        fill("affect", similar, N_AFFECT)
        for memory, sim in self.affect_similar(vec, n=N_SYMBOLS, tier="symbolic", pool=pool):
            take("association", memory, sim)
        # A working copy is reported under its episode's id while that episode is held, so the
        # agent's de-duplication by id also merges it with the retriever's hit for the episode.
        held = {m.id for m in pool["episodic"]}
        hits = [
            self._hit(rank, slot, m, s, vec, held)
            for rank, (slot, m, s) in enumerate(chosen, start=1)
        ]
        self.last_retrieval = hits
        if touch and hits:
            self.store.touch([h.id for h in hits])
        return hits

    @staticmethod
    def _hit(rank: int, slot: str, memory: Memory, score: float, query_affect, held) -> Hit:
        sim = affects.similarity(query_affect, memory.affect) if any(memory.affect) else 0.0
        episode = memory.meta.get("interaction", "")
        as_episode = memory.tier == "working" and episode in held
        return Hit(
            id=episode if as_episode else memory.id,
            source="memory",
            text=memory.text,
            score=float(score),
            rank=rank,
            tier=memory.tier,
            components={
                "importance": memory.importance,
                "affect": float(sim),
                "saliency": memory.saliency,
            },
            route=f"hierarchical:{slot}",
        )

    # ----------------------------------------------------------------- viewing
    def view(self) -> dict[str, pd.DataFrame]:
        """DataFrames for the inspector: working, episodic (by importance), by_affect,
        by_user, symbolic and last_retrieval."""
        episodic = _frame(self.store.memories("episodic"))
        by_user = (
            episodic.groupby("user")
            .agg(
                interactions=("id", "count"),
                mean_importance=("importance", "mean"),
                mean_valence=("valence", "mean"),
                mean_intensity=("intensity", "mean"),
            )
            .reset_index()
            if len(episodic)
            else pd.DataFrame(columns=["user", "interactions"])
        )
        return {
            "working": _frame(self.recent(n=1_000)),
            "episodic": episodic.sort_values("importance", ascending=False, kind="stable"),
            "by_affect": episodic.sort_values("intensity", ascending=False, kind="stable"),
            "by_user": by_user,
            "symbolic": _frame(self.store.memories("symbolic")).sort_values(
                "saliency", ascending=False, kind="stable"
            ),
            "last_retrieval": pd.DataFrame(
                [
                    {
                        "rank": h.rank,
                        "slot": h.route.split(":")[-1],
                        "tier": h.tier,
                        "id": h.id,
                        "text": h.text,
                        "score": h.score,
                        **h.components,
                    }
                    for h in self.last_retrieval
                ]
            ),
        }


def _frame(memories: Sequence[Memory]) -> pd.DataFrame:
    rows = []
    for m in memories:
        row = {
            "id": m.id,
            "tier": m.tier,
            "text": m.text,
            "created_at": m.created_at,
            "importance": m.importance,
            "saliency": m.saliency,
            "user": m.meta.get("user", ""),
            "intensity": affects.intensity(m.affect),
            "dominant": affects.dominant(m.affect),
        }
        row.update(dict(zip(AFFECT_DIMS, m.affect, strict=True)))
        rows.append(row)
    columns = [
        "id",
        "tier",
        "text",
        "created_at",
        "importance",
        "saliency",
        "user",
        "intensity",
        "dominant",
        *AFFECT_DIMS,
    ]
    return pd.DataFrame(rows, columns=columns)
