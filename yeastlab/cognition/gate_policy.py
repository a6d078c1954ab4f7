"""How a language model's gate judgement is weighed against the offline rules.

Why a module of its own: a model's score is not taken on its word; this is the one policy that
decides, gate by gate, whether the model's score or the rule's stands, and writes the decision
into the verdict's reason. :func:`yeastlab.cognition.gates.judge` asks the model (one JSON-schema
call at temperature 0.1) and calls :func:`combine` with its readable judgement and the rules'
scores (:mod:`yeastlab.cognition.gate_rules`). Every decision is written into the verdict's
reason (so it is in ``gate_audits``):

1. *contradiction needs a contradicting memory*: the model may lower the contradiction score
   only when the claim comparison (:func:`yeastlab.cognition.gate_rules.find_contradiction`)
   finds a related memory that contradicts the exchange; with none, the rule's 1.0 stands
   ("overruled: no related memory contradicts");
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
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

__all__ = ["combine", "reason_polarity"]


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


def combine(value: Any, heuristic: Mapping[str, tuple[float, str]]) -> dict[str, tuple[float, str]]:
    """The policy of the module docstring, gate by gate."""
    out = {}
    for name in heuristic:
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
