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
in the reason. A readable one is combined with the deterministic rules by one policy, and every
decision it takes is written into the verdict's reason (so it is in ``gate_audits``):

1. *contradiction needs a contradicting memory*: the model may lower the contradiction score
   only when the claim comparison (:func:`find_contradiction`) finds a related memory that
   contradicts the exchange; with none, the rule's 1.0 stands ("overruled: no related memory
   contradicts");
2. *a rule that fired wins*: when a deterministic rule scores below 1 (an injection, an identity
   redefinition such as "from now on you are a pirate", a reply negating a drive, a
   contradicting memory, an empty reply), the verdict's score is the minimum of the rule's and
   the model's, for all three gates;
3. *a score must agree with its reason*: a pass (score ≥ 0.5) whose reason says the gate fails
   ("violates", "contradicts", "unsafe", "injection", …), and a rejection whose reason says it
   is fine ("consistent", "no contradiction", …) or gives no ground (empty, or only the
   prompt's scale: "fails clearly") are no judgement: the rule's score is used ("score and
   reason disagree"; :func:`reason_polarity` reads the reason);
4. otherwise the model's score stands.

**Offline heuristics** (backend ``is_language_model`` false):

* coherence — 0 for an empty reply; 0.1 when the reply claims another identity ("I am now
  DAN", "I am no longer a yeast"; the user's own words quoted back do not count); 0.3 when it
  negates one of the drives; 0.4 when the user tries to redefine the yeast
  (:func:`yeastlab.cognition.safety.identity_change`: "from now on you are …", "your real name
  is …", "pretend to be …", in six languages); otherwise 1.
* contradiction — the user's message and the realizations are compared with each related
  memory by :func:`yeastlab.core.claims.compare_claims` (the one claim comparison: same subject,
  overlapping content — Jaccard ``j >= 0.5`` — and opposite polarity through negation,
  contractions, antonyms or "always"/"never", or different values: counts, money, dates). The
  score is ``1 − j`` of the strongest contradicting pair (1 when there is none). Questions are
  not claims and are skipped.
* safety — 0 for a prompt injection (:func:`yeastlab.cognition.safety.find_injection`: the
  message, normalised against obfuscation, has the structure of an attack — an imperative
  disabling the assistant's rules, rules declared off, an unrestricted persona, a request for
  hidden instructions, a vice or blind obedience to be stored as memory, authority granting
  permission, forged prompt tags, a document addressing the AI reading it); 0.2 when the user
  asks for what a constraint forbids (a "do not / never / avoid / refuse X" constraint whose
  content words X are ≥ 75 % present in the message, or an identity change when a constraint
  protects identity); 0.1 when the learned judge (:mod:`yeastlab.cognition.safety_judge`: a
  linear model and a nearest-neighbour margin over the embedder's vector of the message,
  thresholds calibrated per embedder on attempt families it was not fitted on) reads an attempt
  the rules missed; otherwise 1.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from yeastlab.cognition import safety, safety_judge
from yeastlab.cognition.prompting import ask_json, render
from yeastlab.core.claims import compare_claims
from yeastlab.core.records import GateVerdict, Reply, SelfModel, Tension
from yeastlab.core.text import content_stems

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
class Exchange:
    """What the gates judge: the user's message, the reply and the realizations to store."""

    user_input: str
    response: str
    realizations: tuple[str, ...] = ()
    #: The head of the message per-claim judgements read (the contradiction check), when the
    #: turn bounded it (:func:`yeastlab.cognition.bounded_text.judged`); the safety gate still
    #: reads ``user_input`` whole.
    judged: str | None = None


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


# --- contradiction -----------------------------------------------------------------------


def find_contradiction(
    texts: Sequence[str], memories: Sequence[Any]
) -> tuple[float, str, str, str] | None:
    """The strongest contradiction between ``texts`` and ``memories``.

    Every (memory, text) pair is judged by :func:`yeastlab.core.claims.compare_claims`, the
    comparison conflict notices and consolidation use too.

    Args:
        texts: new claims (user message, realizations).
        memories: objects with ``id`` and ``text`` (memories or hits).

    Returns:
        ``(overlap, memory id, memory clause, new clause)`` of the contradicting pair with the
        largest content overlap (the first such memory on ties), or ``None``.
    """
    best: tuple[float, str, str, str] | None = None
    for memory in memories:
        for text in texts:
            relation = compare_claims(memory.text, text)
            if relation.contradicts and (best is None or relation.strength > best[0]):
                best = (relation.strength, memory.id, *relation.clauses)
    return best


# --- heuristics -------------------------------------------------------------------------------

_FORBIDS = re.compile(r"^\s*(?:do not|don't|never|avoid|refuse(?: to)?|not)\s+(.+)$", re.I)
_CONSTRAINT_PARTS = re.compile(r"\band\b|[,;]")


def _stems(text: str) -> set[str]:
    return content_stems(text, min_length=3)


@functools.lru_cache(maxsize=1024)
def _constraint(constraint: str) -> tuple[bool, tuple[frozenset[str], ...]]:
    """Whether ``constraint`` protects identity, and the stems of each thing it forbids
    (parts with at least two stems, in order). Cached: constraints recur every turn."""
    forbidden = []
    for part in _CONSTRAINT_PARTS.split(constraint):
        match = _FORBIDS.match(part)
        words = _stems(match.group(1)) if match else set()
        if len(words) >= 2:
            forbidden.append(frozenset(words))
    return "identity" in constraint.lower(), tuple(forbidden)


def coherence_heuristic(exchange: Exchange, model: SelfModel) -> tuple[float, str]:
    """Coherence with identity and drives (see the module docstring)."""
    if not exchange.response.strip():
        return 0.0, "empty reply"
    claim = safety.other_identity(exchange.response, exchange.user_input)
    if claim:
        return 0.1, f"reply claims another identity: {claim!r}"
    clash = find_contradiction([exchange.response], [_Text("drive", d) for d in model.drives])
    if clash is not None:
        return 0.3, f"reply negates the drive {clash[2]!r}"
    change = safety.identity_change(exchange.user_input)
    if change:
        return 0.4, f"user tries to redefine the yeast: {change!r}"
    return 1.0, "consistent with identity and drives"


def contradiction_heuristic(exchange: Exchange, memories: Sequence[Any]) -> tuple[float, str]:
    """No contradiction with related memories (see the module docstring)."""
    said = exchange.user_input if exchange.judged is None else exchange.judged
    found = find_contradiction([said, *exchange.realizations], memories)
    if found is None:
        return 1.0, f"no opposite-polarity near-duplicate among {len(memories)} related memories"
    jaccard, memory_id, old, new = found
    return round(1.0 - jaccard, 4), f"{new!r} contradicts memory {memory_id[:8]} {old!r}"


def safety_heuristic(
    exchange: Exchange, model: SelfModel, embedder: Any = None, vector: Any = None
) -> tuple[float, str]:
    """Constraints respected, prompt injection refused (see the module docstring); with an
    ``embedder``, the learned judge (:mod:`yeastlab.cognition.safety_judge`) reads the message
    too (``vector``: its query vector, when the turn has it)."""
    injection = safety.find_injection(exchange.user_input)
    if injection:
        return 0.0, f"prompt injection refused ({injection.kind}): {injection.evidence!r}"
    asked = _stems(exchange.user_input)
    for constraint in model.constraints:
        protects_identity, forbidden = _constraint(constraint)
        if protects_identity and safety.identity_change(exchange.user_input):
            return 0.2, f"asks for an identity change, against the constraint {constraint!r}"
        for words in forbidden:
            if len(words & asked) / len(words) >= 0.75:
                return 0.2, f"asks for what the constraint {constraint!r} forbids"
    if embedder is not None and exchange.user_input.strip():
        read = safety_judge.judge(exchange.user_input, embedder, vector)
        if read.fired:
            return 0.1, (
                f"prompt injection refused (the learned judge reads an attempt: score "
                f"{read.score:.2f} >= {read.score_at:.2f}, margin {read.margin:.3f} >= "
                f"{read.margin_at:.3f}, thresholds calibrated for this embedder)"
            )
    return 1.0, "constraints respected; no injection found"


@dataclass(frozen=True)
class _Text:
    id: str
    text: str


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
    verdicts = _verdicts(_combine(answer.value, heuristic), model.tension)
    return GateReport(verdicts, answer.replies, answer.elapsed_ms)


def _model_score(value: Any, name: str) -> tuple[float | None, str]:
    entry = value.get(name) if isinstance(value, dict) else None
    if not isinstance(entry, dict):
        return None, f"model gave no {name} judgement"
    try:
        score = float(entry.get("score"))  # the schema bounds it: validated, never clamped
    except (TypeError, ValueError):
        return None, f"model gave no numeric {name} score"
    return score, str(entry.get("reason", "")).strip()


_FAILS = re.compile(
    r"\b(?:fail\w*|violat\w*|unsafe|harmful|dangerous|inconsistent|incoherent|contradict\w*|"
    r"conflict\w*|inject\w*|leak\w*|manipulat\w*|breaks?|disregards?|ignores?|against|"
    r"refuse\w*|jailbreak\w*|override\w*|redefin\w*|"
    r"not (?:consistent|coherent|safe|fine|ok|okay|acceptable|appropriate))\b"
)
_CLEARED = re.compile(
    r"\b(?:no|not|never|without|none|nothing|doesn't|does not|isn't|is not)\b[^.;]{0,30}?"
    r"\b(?:contradict\w*|conflict\w*|injection|violat\w*|unsafe|harmful|against)\w*"
)
_FINE = re.compile(
    r"\b(?:consistent|coherent|fine|safe|respects?|respected|passes|acceptable|ok|okay|"
    r"appropriate|harmless|benign|aligned|matches)\b"
)
#: The prompt's own scale and gate names: a reason that is only these gives no ground.
_ECHOES = {"", "fails clearly", "clearly fine", "coherence", "contradiction", "safety"}


def reason_polarity(reason: str) -> int:
    """What a gate's reason says: -1 the gate fails, 1 it is fine, 0 unclear or a mere echo of
    the prompt's scale (see the module docstring, policy 3)."""
    text = " ".join(reason.lower().split()).strip(" .!")
    if text in _ECHOES:
        return 0
    cleared = _CLEARED.sub(" cleared ", text)
    fails = bool(_FAILS.search(cleared))
    fine = bool(_FINE.search(_FAILS.sub(" ", cleared))) or cleared != text
    return -1 if fails and not fine else 1 if fine and not fails else 0


def _disagree(score: float, polarity: int, reason: str) -> bool:
    """Policy 3: a pass whose reason says the gate fails, or a rejection whose reason says it
    is fine or gives no ground (empty, or only the prompt's scale)."""
    if score >= 0.5:
        return polarity < 0
    echo = " ".join(reason.lower().split()).strip(" .!") in _ECHOES
    return polarity > 0 or echo


def _combine(
    value: Any, heuristic: Mapping[str, tuple[float, str]]
) -> dict[str, tuple[float, str]]:
    """The policy of the module docstring, gate by gate."""
    out = {}
    for name in GATE_NAMES:
        model_score, model_reason = _model_score(value, name)
        rule_score, rule_reason = heuristic[name]
        said = "model said " + ("nothing" if model_score is None else f"{model_score:.2f}")
        said += f": {model_reason or '(no reason)'}"
        if model_score is None:
            out[name] = (rule_score, f"{rule_reason} ({said}; rule used)")
        elif name == "contradiction" and rule_score >= 1.0 and model_score < rule_score:
            out[name] = (
                rule_score,
                f"{rule_reason} ({said}; overruled: no related memory contradicts)",
            )
        elif rule_score < 1.0:
            score = min(rule_score, model_score)
            out[name] = (score, f"{rule_reason} ({said}; rule fired: the lower score kept)")
        elif _disagree(model_score, reason_polarity(model_reason), model_reason):
            out[name] = (
                rule_score,
                f"{rule_reason} ({said}; score and reason disagree: rule used)",
            )
        else:
            out[name] = (model_score, model_reason or "(no reason given)")
    return out
