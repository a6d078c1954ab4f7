"""Procedural rules from recurring patterns, as the sleep cycle finds them.

Offline, a phrase already a rule is kept (:func:`~yeastlab.cognition.extractive.same_claim`), a
new one is added while there is room (at most ``max_rules``), and one that contradicts a rule
(:func:`~yeastlab.cognition.extractive.contradicts`) replaces it. With a model, the model's rule
plan (:func:`yeastlab.cognition.abstractive.rule_plan`) revises, merges, adds and removes, each
logged as a :class:`~yeastlab.cognition.consolidate_report.RuleChange`.
"""

from __future__ import annotations

from collections.abc import Sequence

from yeastlab.cognition import abstractive
from yeastlab.cognition.consolidate_report import RuleChange, Work, new_memory
from yeastlab.cognition.context import Mind
from yeastlab.cognition.extractive import contradicts, same_claim
from yeastlab.core.records import Memory

__all__ = ["update_rules"]


def _rule_text(phrase: str) -> str:
    return phrase[:1].upper() + phrase[1:]


def update_rules(
    mind: Mind, candidates: Sequence[tuple[str, list[str]]], work: Work, *, max_rules: int
) -> None:
    """Fold recurring patterns into the procedural rules (kept, merged, added, removed)."""
    if not candidates:
        return
    rules = [m for m in mind.store.memories("procedural")]
    if mind.backend.is_language_model:
        _model_rules(mind, rules, candidates, work, max_rules=max_rules)
        return
    alive = len(rules)
    for phrase, refs in candidates:
        if any(same_claim(phrase, r.text) for r in rules):
            continue  # already a rule: kept
        text = _rule_text(phrase)
        clash = next((r for r in rules if contradicts(phrase, r.text)), None)
        if clash is None and alive >= max_rules:
            continue
        rule = new_memory(
            mind,
            text,
            tier="procedural",
            kind="rule",
            refs=refs,
            confidence=min(0.95, 0.5 + 0.1 * len(refs)),
            support=len(refs),
        )
        mind.store.add([rule])
        work.rules.append(RuleChange("added", rule.id, text, f"pattern in {len(refs)} memories"))
        if clash is not None:
            mind.store.forget([clash.id], reason="contradicted", into=[rule.id])
            work.forgotten.append(clash.id)
            work.rules.append(RuleChange("removed", clash.id, clash.text, f"contradicted: {text}"))
            rules.remove(clash)
        else:
            alive += 1
        rules.append(rule)


def _model_rules(
    mind: Mind,
    rules: list[Memory],
    candidates: Sequence[tuple[str, list[str]]],
    work: Work,
    *,
    max_rules: int,
) -> None:
    """Apply the model's rule set: rules revised, merged, added and removed, each logged."""
    kept, removed = abstractive.rule_plan(mind, rules, candidates, max_rules=max_rules)
    refs = [ref for _, rs in candidates for ref in rs]
    for text, sources in kept:
        olds = [rules[i] for i in dict.fromkeys(sources)]
        if len(olds) == 1 and olds[0].text == text:
            continue
        rule = new_memory(
            mind,
            text,
            tier="procedural",
            kind="rule",
            refs=[*(o.id for o in olds), *refs],
            confidence=0.8,
        )
        if len(olds) == 1:
            mind.store.supersede(olds[0].id, rule)
            work.rules.append(RuleChange("revised", rule.id, text, f"revises {olds[0].id}"))
            continue
        mind.store.add([rule])
        if olds:
            mind.store.forget([o.id for o in olds], reason="merged", into=[rule.id])
            work.forgotten.extend(o.id for o in olds)
        work.rules.append(RuleChange("merged" if olds else "added", rule.id, text))
    for index, why in removed:
        mind.store.forget([rules[index].id], reason="contradicted")
        work.forgotten.append(rules[index].id)
        work.rules.append(RuleChange("removed", rules[index].id, rules[index].text, why))
