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

The parts: this module ends conversations (reflection, the episode, sleep);
:mod:`~yeastlab.profiles.cognitive_statements` keeps the stated facts,
:mod:`~yeastlab.profiles.cognitive_rules` the rules and :mod:`~yeastlab.profiles.cognitive_recall`
what a prompt recalls.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field, replace

from yeastlab.cognition.affect import ask_json
from yeastlab.cognition.consolidate import ConsolidationReport, consolidate
from yeastlab.cognition.context import Mind
from yeastlab.core.errors import BadModelOutput
from yeastlab.core.records import Memory, Turn, new_id
from yeastlab.profiles.cognitive_recall import (
    BUFFER_IN_PROMPT,
    N_CHUNKS,
    N_EPISODES,
    N_STATEMENTS,
    Recall,
)
from yeastlab.profiles.cognitive_rules import MAX_RULES, RULES_SCHEMA, RuleKeeping
from yeastlab.profiles.cognitive_statements import store_statements
from yeastlab.profiles.reflection import (
    Reflection,
    extractive_reflection,
    stated_facts,
    tags_of,
)

__all__ = [
    "CognitiveMemory",
    "MAX_RULES",
    "RULES_SCHEMA",
    "N_EPISODES",
    "N_STATEMENTS",
    "N_CHUNKS",
    "BUFFER_IN_PROMPT",
    "Reflection",
    "ConversationReport",
    "REFLECTION_SCHEMA",
    "extractive_reflection",
    "stated_facts",
]

SLEEP_EVERY = 5

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


class CognitiveMemory(Recall, RuleKeeping):
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
        self._conversations: int | None = None
        if not semantic_only:
            self.conversations()

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
        # The index's own records are filtered, and only this conversation's turns copied
        # (without vectors, as ``memories`` gives them): not the whole working tier each turn.
        every = self.store.memories("working", with_vectors=True)
        held = [replace(m, vector=None) for m in every if m.session_id == session_id]
        return sorted(held, key=lambda m: m.created_at)

    def conversations(self) -> int:
        """How many conversations have been reflected on (merged episodes included).

        Read from the table once, when this memory is made (before the conversation's turns
        queue writes: the read waits for the write-behind, forgotten episodes included), then
        counted here as episodes are stored. Reading it at every conversation's end made
        ``new_session`` wait for every pending write (~0.3 of its 0.34 s)."""
        if self._conversations is None:
            every = self.store.memories("episodic", alive_only=False)
            self._conversations = sum(
                1 for m in every if m.kind == "reflection" and not m.meta.get("merged_from")
            )
        return self._conversations

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
        if self._conversations is not None:
            self._conversations += 1
        statements = store_statements(self.mind, sid, turns, r, episode)
        # each turn is logged as consolidated into the episode and the facts it stated
        into = {
            m.id: [episode.id, *(s.id for s in statements if s.meta.get("turn") == m.id)]
            for m in turns
        }
        self.store.forget([m.id for m in turns], reason="consolidated", into=into)
        return episode
