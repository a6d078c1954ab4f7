"""The typed memory store (the "typed" profile, after the Muninn "remembering" store).

Memories carry a *kind*, tags, refs to other memories, a priority (−1..2), a confidence, the
session they came from and ``valid_from`` (when the fact became true). They live in the ordinary
``memories`` table — a kind maps to a tier (:data:`KIND_TIERS`) — so decay, the forgetting log,
the inspector and consolidation see them like any other memory. The kinds, tags, priorities,
the query's reduction and the :class:`Recalled` result are in :mod:`yeastlab.profiles.typed_terms`
(re-exported here).

Recall is full-text (LanceDB BM25 through :meth:`Store.text_search`) ranked by the ``typed``
ranking profile of :mod:`yeastlab.core.scoring`::

    BM25 × (1 + 0.3·priority) × 1/(1 + 0.01·age_days) × (1 + 0.15·confidence)
         [× (1 + 0.2·ln(1 + access_count)) in episodic mode]

The query is reduced to its plain words before it reaches the full-text index
(:func:`sanitize_query`), so quotes, ``*``, ``:``, parentheses and ``AND``/``OR``/``NOT``/``NEAR``
are words (or nothing), never operators: no user text can fail a search or change its meaning.
When fewer than three memories match, recall expands through tags: memories tagged with a query
word or with a tag of the direct matches follow, ranked below them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

import numpy as np
import pandas as pd

from yeastlab.cognition.context import Mind
from yeastlab.core import scoring
from yeastlab.core.clock import Clock, SystemClock
from yeastlab.core.errors import ConfigError
from yeastlab.core.records import Hit, Memory, Turn, new_id
from yeastlab.profiles.typed_terms import (
    CHAIN_DEPTH,
    CHAIN_LIMIT,
    KIND_DEFAULTS,
    KIND_TIERS,
    KINDS,
    MIN_RESULTS,
    TYPED_TIERS,
    Recalled,
    clamp_priority,
    days_since,
    kinds_of,
    memory_filter,
    norm_tags,
    sanitize_query,
)
from yeastlab.store import Store

__all__ = [
    "KINDS",
    "KIND_TIERS",
    "KIND_DEFAULTS",
    "Recalled",
    "TypedMemory",
    "sanitize_query",
    "clamp_priority",
]


class TypedMemory:
    """The typed store over a yeast's :class:`yeastlab.store.facade.Store`.

    Args:
        store: the store.
        clock: time source (defaults to the store's clock).
        session_id: recorded on every memory remembered through this object.
    """

    def __init__(self, store: Store, *, clock: Clock | None = None, session_id: str = ""):
        self.store = store
        self.clock = clock or getattr(store, "clock", None) or SystemClock()
        self.session_id = session_id

    @classmethod
    def of(cls, mind: Mind, *, session_id: str = "") -> TypedMemory:
        """The typed store of an open yeast's mind (its store and clock), remembering into
        conversation ``session_id``."""
        return cls(mind.store, clock=mind.clock, session_id=session_id)

    # ----------------------------------------------------------------- writing
    def remember(
        self,
        text: str,
        kind: str = "world",
        *,
        tags: Iterable[str] | str | None = None,
        priority: float | None = None,
        confidence: float | None = None,
        refs: Sequence[str] = (),
        valid_from: datetime | None = None,
        turn_id: str = "",
        meta: dict | None = None,
    ) -> Memory:
        """Store one typed memory.

        Args:
            text: the content (must not be blank).
            kind: one of :data:`KINDS`.
            tags: free tags (lower-cased, de-duplicated).
            priority: −1..2 (clamped); default per kind.
            confidence: 0..1; default per kind.
            refs: ids or unique id prefixes of memories this one refers to.
            valid_from: when the fact became true (default: now).

        Raises:
            ConfigError: for an unknown kind or blank text.
            StoreError: if a ref matches no memory (or several).
        """
        if kind not in KIND_TIERS:
            raise ConfigError(f"Unknown memory kind {kind!r}; use one of: {', '.join(KINDS)}")
        if not text or not text.strip():
            raise ConfigError("Cannot remember an empty text; pass the content to store")
        defaults = KIND_DEFAULTS.get(kind, {})
        prio = defaults.get("priority", 0) if priority is None else priority
        conf = defaults.get("confidence", 1.0) if confidence is None else confidence
        now = self.clock.now()
        memory = Memory(
            id=new_id(),
            tier=KIND_TIERS[kind],
            text=text.strip(),
            created_at=now,
            kind=kind,
            confidence=float(min(1.0, max(0.0, conf))),
            priority=clamp_priority(prio),
            tags=norm_tags(tags),
            refs=tuple(self.store.resolve(r).id for r in refs),
            session_id=self.session_id,
            turn_id=turn_id,
            valid_from=valid_from or now,
            meta=dict(meta or {}),
        )
        return self.store.add(memory)[0]

    def remember_turn(self, turn: Turn) -> Memory | None:
        """Store a dialogue turn as an ``interaction`` (turns that failed are not stored)."""
        if turn.error or not turn.user_input.strip():
            return None
        text = f"User: {turn.user_input}\nAssistant: {turn.response}"
        saved, self.session_id = self.session_id, turn.session_id or self.session_id
        try:
            return self.remember(text, "interaction", tags=("conversation",), turn_id=turn.turn_id)
        finally:
            self.session_id = saved

    def forget(self, id_or_prefix: str) -> Memory:
        """Soft-delete a memory by id or unique id prefix (logged with reason ``forgotten``)."""
        memory = self.store.resolve(id_or_prefix)
        self.store.forget([memory.id], reason="forgotten")
        return memory

    def supersede(self, old_id: str, new_text: str, **changes: Any) -> Memory:
        """Replace a memory: the new one refs the old, which is hidden from recall (and logged).

        The new memory inherits kind, tags, priority and confidence unless ``changes`` says
        otherwise (``tags=``, ``priority=``, ``confidence=``).
        """
        old = self.store.resolve(old_id)
        if not new_text or not new_text.strip():
            raise ConfigError("Cannot supersede with an empty text; pass the new content")
        now = self.clock.now()
        new = Memory(
            id=new_id(),
            tier=old.tier,
            text=new_text.strip(),
            created_at=now,
            kind=old.kind,
            confidence=float(changes.get("confidence", old.confidence)),
            priority=clamp_priority(changes.get("priority", old.priority)),
            tags=norm_tags(changes.get("tags", old.tags)),
            refs=(old.id, *(r for r in old.refs if r != old.id)),
            session_id=self.session_id or old.session_id,
            valid_from=changes.get("valid_from", now),
        )
        return self.store.supersede(old.id, new)

    def chain(self, memory_id: str) -> list[Memory]:
        """Memories reachable through refs (breadth first, depth 3, at most 10), hidden ones too.

        The starting memory is not included; superseded and forgotten memories are, so a
        supersede chain can be walked back to its original.
        """
        start = self.store.resolve(memory_id)
        seen, out, frontier = {start.id}, [], [start]
        for _ in range(CHAIN_DEPTH):
            ids = [r for m in frontier for r in m.refs if r not in seen]
            ids = list(dict.fromkeys(ids))[: CHAIN_LIMIT - len(out)]
            frontier = [m for m in (self.store.get(i) for i in ids) if m is not None]
            seen.update(ids)
            out.extend(frontier)
            if len(out) >= CHAIN_LIMIT or not frontier:
                break
        return out[:CHAIN_LIMIT]

    def strengthen(self, memory_id: str, by: int = 1) -> Memory:
        """Raise priority by ``by`` (clamped to 2) and confidence by 0.1·by (clamped to 1)."""
        memory = self.store.resolve(memory_id)
        return self.store.update(
            memory.id,
            priority=clamp_priority(memory.priority + by),
            confidence=float(min(1.0, max(0.0, memory.confidence + 0.1 * by))),
        )

    def weaken(self, memory_id: str, by: int = 1) -> Memory:
        """Lower priority by ``by`` (clamped to −1) and confidence by 0.1·by (clamped to 0)."""
        return self.strengthen(memory_id, -by)

    # ----------------------------------------------------------------- reading
    def memories(self, kinds: Sequence[str] | str | None = None) -> list[Memory]:
        """Alive typed memories, optionally of some kinds, oldest first."""
        wanted = kinds_of(kinds)
        found = [m for m in self.store.memories(TYPED_TIERS) if m.kind in wanted]
        return sorted(found, key=lambda m: m.created_at)

    def recall(
        self,
        query: str | None,
        *,
        k: int = 10,
        kinds: Sequence[str] | str | None = None,
        tags_all: Iterable[str] | str | None = None,
        tags_any: Iterable[str] | str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        episodic: bool = False,
        touch: bool = True,
    ) -> list[Recalled]:
        """Full-text recall with filters, ranked by the typed ranking profile.

        Args:
            query: any user text (sanitised). ``None`` or blank: the filters alone, newest
                first; text without any word (``"*"``): no results.
            k: how many to return.
            kinds: only these kinds.
            tags_all: memories must carry every one of these tags.
            tags_any: memories must carry at least one of these tags.
            since, until: creation time bounds (inclusive).
            episodic: also boost by access count (Muninn's episodic mode).
            touch: count this recall as an access of the returned memories.

        Returns:
            Best first; direct matches, then (if fewer than 3) tag-expanded ones.
        """
        wanted = kinds_of(kinds)
        keep = memory_filter(wanted, norm_tags(tags_all), norm_tags(tags_any), since, until)
        # The kind filter runs inside the search, so that a rare kind is not crowded out of the
        # candidates; tags and times are checked after.
        only = None if wanted == set(KINDS) else sorted(wanted)
        words = sanitize_query(query)
        if query is not None and query.strip() and not words:
            return []  # only syntax characters ("*", "((("): nothing to match, not "everything"
        if words:
            found = self.store.text_search(words, k=max(50, 5 * k), tiers=TYPED_TIERS, kinds=only)
            pairs = [(f.memory, float(f.score)) for f in found if keep(f.memory)]
        else:
            listed = self.store.memories(TYPED_TIERS)  # from the index, oldest first
            pairs = [(m, 1.0) for m in listed if keep(m)]
        direct = self._rank(pairs, episodic=episodic, via="text")
        if not words:
            direct.sort(key=lambda r: r.memory.created_at, reverse=True)
        results = direct[:k]
        if words and len(results) < MIN_RESULTS:
            results += self._expand(words, results, keep, episodic)[: k - len(results)]
        if touch and results:
            self.store.touch([r.memory.id for r in results])
        return results

    def _expand(self, words: str, direct: list[Recalled], keep, episodic: bool) -> list[Recalled]:
        tags = set(words.split()) | {t for r in direct for t in r.memory.tags}
        have = {r.memory.id for r in direct}
        # the index's own records, as kept (no vectors, nothing copied): listing them with
        # their vectors gathered and copied every typed memory each time a recall expanded
        extra = [
            (m, 1.0)
            for m in self.store.memories(TYPED_TIERS)
            if m.id not in have and keep(m) and tags.intersection(m.tags)
        ]
        # Half weight, and appended after the direct matches: a tag is weaker evidence than a word.
        return self._rank(extra, episodic=episodic, via="tags", scale=0.5)

    def _rank(self, pairs, *, episodic: bool, via: str, scale: float = 1.0) -> list[Recalled]:
        if not pairs:
            return []
        mems = [m for m, _ in pairs]
        bm25 = np.array([s for _, s in pairs], dtype=np.float64)
        profile = scoring.get_profile("typed").with_(access=episodic)
        strength = scoring.decay_strength(
            profile, age_days=days_since(self.clock.now(), [m.created_at for m in mems])
        )
        parts = scoring.score(
            profile,
            bm25=bm25,
            strength=strength,
            priority=[m.priority for m in mems],
            confidence=[m.confidence for m in mems],
            access_count=[m.access_count for m in mems],
        )
        out = []
        for i, memory in enumerate(mems):
            comps = {name: float(values[i]) for name, values in parts.items()}
            comps["bm25_raw"] = float(bm25[i])
            out.append(Recalled(memory, comps["final"] * scale, comps, via))
        out.sort(key=lambda r: r.score, reverse=True)
        return out

    def recall_frame(self, query: str | None, **options: Any) -> pd.DataFrame:
        """:meth:`recall` as a DataFrame (memory columns, score, via, components)."""
        rows = [
            {
                "id": r.memory.id,
                "kind": r.memory.kind,
                "text": r.memory.text,
                "tags": list(r.memory.tags),
                "priority": r.memory.priority,
                "confidence": r.memory.confidence,
                "score": r.score,
                "via": r.via,
                **{f"c_{k}": v for k, v in r.components.items()},
            }
            for r in self.recall(query, **options)
        ]
        return pd.DataFrame(rows)

    def context(self, text: str, k: int = 8, *, touch: bool = True) -> list[Hit]:
        """The typed profile's memory context for a prompt (``touch``: count as accesses)."""
        found = self.recall(text, k=k, touch=touch)
        return [r.hit(i) for i, r in enumerate(found, start=1)]

    # ---------------------------------------------------------------- grouping
    def by_kind(self, *, as_frame: bool = False) -> dict[str, list[Memory]] | pd.DataFrame:
        """Alive typed memories grouped by kind (every kind present, maybe empty)."""
        groups: dict[str, list[Memory]] = {kind: [] for kind in KINDS}
        for memory in self.memories():
            groups[memory.kind].append(memory)
        if not as_frame:
            return groups
        return pd.DataFrame(
            {"kind": list(groups), "count": [len(v) for v in groups.values()]}
        ).set_index("kind")

    def by_tag(self, *, as_frame: bool = False) -> dict[str, list[Memory]] | pd.DataFrame:
        """Alive typed memories grouped by tag (a memory appears under each of its tags)."""
        groups: dict[str, list[Memory]] = {}
        for memory in self.memories():
            for tag in memory.tags:
                groups.setdefault(tag, []).append(memory)
        groups = dict(sorted(groups.items()))
        if not as_frame:
            return groups
        return pd.DataFrame(
            {"tag": list(groups), "count": [len(v) for v in groups.values()]},
            columns=["tag", "count"],
        ).set_index("tag")

    def frame(self) -> pd.DataFrame:
        """Alive typed memories as a DataFrame, oldest first."""
        cols = [
            "id",
            "kind",
            "tier",
            "text",
            "tags",
            "refs",
            "priority",
            "confidence",
            "access_count",
            "session_id",
            "created_at",
            "valid_from",
        ]
        rows = [{c: getattr(m, c) for c in cols} for m in self.memories()]
        return pd.DataFrame(rows, columns=cols)
