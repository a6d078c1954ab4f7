"""The cognitive agent's procedural rules: at most 15 standing instructions, updated from each
conversation's reflection.

The spec's rules: keep a rule that still holds, merge a rule that says the same as a new lesson,
add a new lesson only when it generalises (an actionable "Do …"/"Avoid …" sentence), remove a
rule the new lesson contradicts. With a model, the model rewrites the rule set (JSON schema);
offline the same decisions are made with :func:`yeastlab.cognition.extractive.same_claim` /
``contradicts``. Mixed into :class:`yeastlab.profiles.cognitive.CognitiveMemory`, which gives
``mind``, ``store`` and ``max_rules``.
"""

from __future__ import annotations

from yeastlab.cognition.affect import ask_json
from yeastlab.cognition.extractive import contradicts, same_claim
from yeastlab.core.errors import BadModelOutput
from yeastlab.core.records import Memory, new_id
from yeastlab.profiles.reflection import Reflection, lessons_of

__all__ = ["MAX_RULES", "RULES_SCHEMA", "RuleKeeping"]

MAX_RULES = 15

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


class RuleKeeping:
    """The rule half of the cognitive memory (needs ``mind``, ``store``, ``max_rules``)."""

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
