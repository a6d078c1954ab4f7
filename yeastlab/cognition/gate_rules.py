"""The gates' offline rules: what an exchange is, and the deterministic score of each gate.

Why a module of its own: these rules judge every exchange, with or without a language model (with
one, :mod:`yeastlab.cognition.gate_policy` weighs the model's scores against them), and the
forget path and the tests call them directly. :mod:`yeastlab.cognition.gates` runs them and turns
scores into verdicts.

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
  kernel machine over the embedder's vector of the message, its threshold calibrated per
  embedder on attempt families it was not fitted on) reads an attempt the rules missed;
  otherwise 1.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from yeastlab.cognition import safety, safety_judge
from yeastlab.core.claims import contradiction
from yeastlab.core.records import SelfModel
from yeastlab.core.text import content_stems

__all__ = [
    "Exchange",
    "coherence_heuristic",
    "contradiction_heuristic",
    "safety_heuristic",
    "find_contradiction",
]


@dataclass(frozen=True)
class Exchange:
    """What the gates judge: the user's message, the reply and the realizations to store."""

    user_input: str
    response: str
    realizations: tuple[str, ...] = ()
    #: The head of the message per-claim judgements read (the contradiction check), when the
    #: turn bounded it (:func:`yeastlab.cognition.bounded_text.judged`).
    judged: str | None = None
    #: What the safety and coherence rules read of a long message on the turn, its head and
    #: tail (:func:`yeastlab.cognition.long_message.ruled_text`; the rest is screened with its
    #: document's chunks, off the turn); ``None``: ``user_input`` whole.
    ruled: str | None = None

    @property
    def ruled_input(self) -> str:
        """The text of the user's message the safety and coherence rules read."""
        return self.user_input if self.ruled is None else self.ruled


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
            relation = contradiction(memory.text, text)  # compare_claims, contradictions only
            if relation is not None and (best is None or relation.strength > best[0]):
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
    change = safety.identity_change(exchange.ruled_input)
    if change:
        return 0.4, f"user tries to redefine the yeast: {change!r}"
    return 1.0, "consistent with identity and drives"


def contradiction_heuristic(exchange: Exchange, memories: Sequence[Any]) -> tuple[float, str]:
    """No contradiction with related memories (see the module docstring). The rules alone: the
    learned contradiction reader (:mod:`yeastlab.cognition.claim_judge`) fired on 0.8 % of the
    aligned pairs of real talk, and in the gate rejected 21 of LoCoMo's 3,122 held-out turns."""
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
    said = exchange.ruled_input
    injection = safety.find_injection(said)
    if injection:
        return 0.0, f"prompt injection refused ({injection.kind}): {injection.evidence!r}"
    asked = _stems(said)
    for constraint in model.constraints:
        protects_identity, forbidden = _constraint(constraint)
        if protects_identity and safety.identity_change(said):
            return 0.2, f"asks for an identity change, against the constraint {constraint!r}"
        for words in forbidden:
            if len(words & asked) / len(words) >= 0.75:
                return 0.2, f"asks for what the constraint {constraint!r} forbids"
    if embedder is not None and exchange.user_input.strip():
        read = safety_judge.judge(exchange.user_input, embedder, vector)
        if read.fired:
            # a kernel judge reads no margin (0 against 0): only the score is worth a word
            margin = f", margin {read.margin:.3f} >= {read.margin_at:.3f}" if read.margin_at else ""
            return 0.1, (
                f"prompt injection refused (the learned judge reads an attempt: score "
                f"{read.score:.2f} >= {read.score_at:.2f}{margin}, calibrated for this embedder)"
            )
    return 1.0, "constraints respected; no injection found"


@dataclass(frozen=True)
class _Text:
    id: str
    text: str
