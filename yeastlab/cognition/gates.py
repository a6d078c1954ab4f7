"""The three reflection gates: coherence, contradiction, safety.

Each gate returns a :class:`~yeastlab.core.records.GateVerdict` ``(name, passed, score, threshold,
reason)``; a verdict passes when ``score >= threshold``. All three must pass for an exchange to
be stored as memory (the reply still reaches the user, and every verdict is written to
``gate_audits`` with the turn).

Thresholds follow the self-model's tension ``t`` (all values in [0, 1])::

    coherence      0.30 + 0.50·t.coherence                                  (0.9 → 0.75)
    contradiction  clamp(0.20 + 0.60·t.consistency − 0.20·t.novelty_tolerance, 0.05, 0.95)
                                                                          (0.85, 0.4 → 0.63)
    safety         0.50 + 0.30·t.coherence                                  (0.9 → 0.77)

so a more coherent, more consistent yeast is stricter, a novelty-tolerant one accepts more
tension with what it remembers, and safety never drops below 0.5.

**With a language model** the three are judged in one JSON-schema call at temperature 0.1
(prompt ``templates/gates.txt``); a score outside [0, 1] breaks the schema and is asked again,
never clamped. An unreadable judgement (after one retry) falls back to the heuristics, saying so
in the reason; a readable one is weighed against the rules by
:func:`yeastlab.cognition.gate_policy.combine` (the policy is written in that module).

**Offline** the deterministic rules of :mod:`yeastlab.cognition.gate_rules` score each gate; they
judge with a model too, as the policy's ground.

Why this module: it is the gates' one entry point (:func:`judge`) and owns what turns scores into
verdicts (thresholds, the schema of the model's judgement); the rules and the policy live next to
it, re-exported here so ``from yeastlab.cognition.gates import ...`` keeps working.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from yeastlab.cognition.gate_policy import combine, reason_polarity
from yeastlab.cognition.gate_rules import (
    Exchange,
    coherence_heuristic,
    contradiction_heuristic,
    find_contradiction,
    safety_heuristic,
)
from yeastlab.cognition.prompting import ask_json, render
from yeastlab.core.records import GateVerdict, Reply, SelfModel, Tension

__all__ = [
    "GATE_NAMES",
    "GATE_SCHEMA",
    "Exchange",
    "GateReport",
    "thresholds",
    "judge",
    "coherence_heuristic",
    "contradiction_heuristic",
    "safety_heuristic",
    "find_contradiction",
    "reason_polarity",
]

GATE_NAMES = ("coherence", "contradiction", "safety")

_JUDGEMENT = {
    "type": "object",
    "properties": {
        "score": {"type": "number", "minimum": 0, "maximum": 1},
        "reason": {"type": "string"},
    },
    "required": ["score", "reason"],
}
GATE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {name: _JUDGEMENT for name in GATE_NAMES},
    "required": list(GATE_NAMES),
}
JUDGE_OPTIONS = {"temperature": 0.1}


@dataclass(frozen=True)
class GateReport:
    """The three verdicts and the model replies it took (empty offline).

    ``model_ms`` is the wall-clock time spent inside backend calls, measured around them (0
    offline): what a turn should count as model time for the gate call.
    """

    verdicts: tuple[GateVerdict, ...]
    replies: tuple[Reply, ...] = ()
    model_ms: float = 0.0

    @property
    def passed(self) -> bool:
        return all(v.passed for v in self.verdicts)


def _clamp(value: float, low: float = 0.0, high: float = 1.0) -> float:
    return min(max(value, low), high)


def thresholds(tension: Tension) -> dict[str, float]:
    """Gate thresholds for ``tension`` (formula in the module docstring)."""
    return {
        "coherence": round(0.30 + 0.50 * tension.coherence, 4),
        "contradiction": round(
            _clamp(
                0.20 + 0.60 * tension.consistency - 0.20 * tension.novelty_tolerance, 0.05, 0.95
            ),
            4,
        ),
        "safety": round(0.50 + 0.30 * tension.coherence, 4),
    }


def _verdicts(scores: Mapping[str, tuple[float, str]], tension: Tension) -> tuple[GateVerdict, ...]:
    limits = thresholds(tension)
    return tuple(
        GateVerdict(
            name,
            scores[name][0] >= limits[name],
            round(scores[name][0], 4),
            limits[name],
            scores[name][1],
        )
        for name in GATE_NAMES
    )


def judge(
    exchange: Exchange,
    model: SelfModel,
    memories: Sequence[Any] = (),
    *,
    backend: Any = None,
    templates_dir: Path | str | None = None,
    embedder: Any = None,
    vector: Any = None,
) -> GateReport:
    """Run the three gates on one exchange.

    Args:
        exchange: the user's message, the reply, the realizations.
        model: the current self-model (identity, drives, constraints, tension).
        memories: related memories (objects with ``id`` and ``text``).
        backend: a language-model backend to judge with; ``None`` or a backend whose
            ``is_language_model`` is false means heuristics only.
        templates_dir: prompt template overrides.
        embedder: the yeast's embedder: the safety gate's learned judge reads the message with
            it (``None``: rules only).
        vector: the message's query vector under ``embedder``, when the turn has it.

    Returns:
        The verdicts (coherence, contradiction, safety) and any model replies.
    """
    heuristic = {
        "coherence": coherence_heuristic(exchange, model),
        # rules only: the learned contradiction reader fired on 0.8 % of the aligned pairs of
        # real talk (LoCoMo dev), about one message in fifty (gate_rules.contradiction_heuristic)
        "contradiction": contradiction_heuristic(exchange, memories),
        "safety": safety_heuristic(exchange, model, embedder, vector),
    }
    if backend is None or not getattr(backend, "is_language_model", False):
        return GateReport(_verdicts(heuristic, model.tension))
    prompt = render(
        "gates",
        templates_dir,
        identity=model.identity,
        drives="\n".join(f"- {d}" for d in model.drives) or "(none)",
        constraints="\n".join(f"- {c}" for c in model.constraints) or "(none)",
        memories="\n".join(f"- {' '.join(m.text.split())}" for m in memories) or "(none)",
        user=exchange.user_input,
        response=exchange.response,
        realizations="; ".join(exchange.realizations) or "(none)",
    )
    answer = ask_json(
        backend, [{"role": "user", "content": prompt}], GATE_SCHEMA, options=JUDGE_OPTIONS
    )
    if not answer.ok:
        fallback = {
            k: (s, f"{r} (model judgement unreadable: {answer.error}; heuristic used)")
            for k, (s, r) in heuristic.items()
        }
        return GateReport(_verdicts(fallback, model.tension), answer.replies, answer.elapsed_ms)
    verdicts = _verdicts(combine(answer.value, heuristic), model.tension)
    return GateReport(verdicts, answer.replies, answer.elapsed_ms)
