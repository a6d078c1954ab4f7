"""A turn's last judged step: saliency, the reflection gates, and what is stored.

Saliency is the model's score, else :func:`yeastlab.core.saliency.heuristic_saliency`. The
three reflection gates judge the exchange (:mod:`yeastlab.cognition.gates`). If all pass, the
exchange becomes an episodic memory, and realizations from thinking of depth ≥ 2 become
semantic memories (caps enforced by the :class:`~yeastlab.cognition.memory.MemorySystem`);
memories used get touched; proposals are queued.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import numpy as np

from yeastlab.agent.parts import TurnParts
from yeastlab.agent.state import TurnState
from yeastlab.cognition import bounded_text, gates, long_message, proposals, secrets
from yeastlab.cognition.memory import bounded
from yeastlab.cognition.trust import entity_claims
from yeastlab.cognition.updates import changed_values, store_superseding, updated_by
from yeastlab.core import thinking
from yeastlab.core.errors import BackendError
from yeastlab.core.records import GateVerdict, Memory, new_id
from yeastlab.core.saliency import heuristic_saliency, realization_saliency

__all__ = ["settle"]


def settle(
    parts: TurnParts, text: str, parsed: thinking.ParsedReply, state: TurnState, brief: str
) -> None:
    """Judge the exchange and store what it approves; fills ``state``'s parsed reply,
    saliency, gates, approval, stored ids and proposal ids."""
    state.parsed = parsed
    related = list({h.id: h for h in state.hits if h.source == "memory"}.values())
    nearest = parts.store.vector_search(state.qvec, k=5)
    related += [f.memory for f in nearest if f.memory.id not in {h.id for h in related}]
    novelty = 1.0 - max((f.score for f in nearest), default=0.0) if nearest else None
    state.saliency = (
        parsed.saliency if parsed.saliency is not None else heuristic_saliency(text, novelty)
    )
    storing = not parts.profile.has("owns_storage")
    # An update ("I moved to Denver") supersedes what it changes: no contradiction of it.
    olds = updated_by(parts.mind, brief, vector=state.qvec) if storing else []
    if storing and not olds:  # a new value said with no change cue: no contradiction either
        olds = changed_values(related, brief)
    if olds:
        replaced = {o.id for o in olds}
        related = [r for r in related if r.id not in replaced]
    cap = parts.memory.policy.max_chars
    # The gates judge the reply's head, as its episode keeps (an echo of a long message, a
    # long answer: the per-claim checks' work stays bounded, bounded_text.judged)
    head = bounded_text.judged(parsed.response, cap)
    # the safety rules read a long message's head and tail; its document's chunks are screened
    # off the turn (long_message.screen)
    ruled = long_message.ruled_text(text, cap) if len(text) > cap else None
    exchange = gates.Exchange(text, head, parsed.realizations, judged=brief, ruled=ruled)
    candidates = _candidates(parts, text, parsed, state, brief) if storing else []
    vectors = None
    if candidates and (parts.backend.is_language_model or len(text) > cap):
        # Embedded while the gates' model call runs; unused if the gates reject. A long
        # message's episode (the first candidate) is embedded by its head: its whole text is
        # found by its document's chunks (long_message.passage_text).
        texts = [m.text for m in candidates]
        if len(text) > cap:
            texts[0] = long_message.passage_text(texts[0])
        vectors = _embedded(parts, state, texts)
    report = _judge(parts, exchange, state, related)
    for reply in report.replies:
        state.add_reply(reply, None)
    state.model_ms += report.model_ms  # measured around the gate's backend calls
    state.gates = report.verdicts + _quality_verdicts(state.rejected, state.notes)
    state.approved = report.passed
    if state.approved and storing:
        if vectors is not None:
            candidates = [replace(m, vector=v) for m, v in zip(candidates, vectors(), strict=True)]
        state.stored = tuple(m.id for m in store_superseding(parts.mind, olds, candidates))
        parts.recent.extend(state.stored[:1])
    if state.used:
        parts.memory.touch(list(state.used))
    # From a rejected exchange, or in no-proposals mode, kept for the record, never pending.
    state.proposal_ids = proposals.queue(
        parts.store,
        parsed.proposals,
        pending=state.approved and state.proposals,
        created_at=state.created_at,
        turn_id=state.turn_id,
    )


def _candidates(
    parts: TurnParts, text: str, parsed: thinking.ParsedReply, state: TurnState, brief: str
) -> list[Memory]:
    """The memories the exchange would become, each bounded as it will be stored, credentials
    redacted and personal identifiers marked (tags) before anything is stored."""
    candidates = _memories(text, parsed, state)
    keep, cap = parts.settings.keep_secrets, parts.memory.policy.max_chars
    if len(text) <= cap:
        # several entities named: one fact per entity besides the episode. Not from a long
        # message (a paste, kept whole as a document): its head's sentences would be 20-40
        # facts (LoCoMo logs: "Good to see you!"), embedded on the turn's path
        candidates += _entity_facts(brief, candidates[0])
    return [secrets.screened(bounded(m, cap), keep_secrets=keep) for m in candidates]


def _embedded(parts: TurnParts, state: TurnState, texts: list[str]) -> Callable[[], np.ndarray]:
    """Start embedding ``texts`` (the candidates' passages); returns what waits for their
    vectors. The first is taken from the episode vector started early (``state.passage``)
    when it is the same text."""
    early = state.passage
    if early is None or early[0] != texts[0]:
        return parts.embedding.texts(texts).result
    rest = parts.embedding.texts(texts[1:]) if len(texts) > 1 else None

    def vectors() -> np.ndarray:
        first = np.asarray(early[1].result(), dtype=np.float32)
        return first if rest is None else np.concatenate([first, rest.result()], axis=0)

    return vectors


def _judge(parts: TurnParts, exchange: gates.Exchange, state: TurnState, related: list) -> Any:
    """The gates' report; when the model's judgement fails (a timeout, a broken stream)
    after the reply was read, the turn is kept: the heuristics judge, and each verdict's
    reason says what failed."""
    args = (exchange, state.self_model, related)
    # the safety gate's learned judge reads the turn's query vector: nothing embedded again
    learned = {"embedder": parts.embedding.embedder, "vector": state.qvec}
    begun = time.perf_counter()
    try:
        return gates.judge(
            *args, backend=parts.backend, templates_dir=parts.settings.templates_dir, **learned
        )
    except BackendError as exc:
        failed = f"model judgement failed ({type(exc).__name__}: {exc}); heuristic used"
        report = gates.judge(*args, backend=None, **learned)
        verdicts = tuple(replace(v, reason=f"{v.reason} ({failed})") for v in report.verdicts)
        return replace(report, verdicts=verdicts, model_ms=(time.perf_counter() - begun) * 1000)


def _memories(text: str, parsed: thinking.ParsedReply, state: TurnState) -> list[Memory]:
    """The memories an approved exchange becomes: the episode, and its realizations as semantic
    memories when the thinking reached depth 2."""
    now, s = state.created_at, state.saliency
    common = {"created_at": now, "session_id": state.session_id, "turn_id": state.turn_id}
    episode = Memory(
        id=new_id(),
        tier="episodic",
        kind="interaction",
        text=f"User: {' '.join(text.split())} | Yeast: {' '.join(parsed.response.split())}",
        saliency=s,
        importance=s,
        **common,
    )
    out = [episode]
    depth = parsed.max_depth
    if depth >= 2:
        score = realization_saliency(s, depth)
        out += [
            Memory(
                id=new_id(),
                tier="semantic",
                kind="realization",
                text=r,
                saliency=score,
                importance=score,
                refs=(episode.id,),
                **common,
            )
            for r in parsed.realizations
        ]
    return out


def _quality_verdicts(
    rejected: tuple[tuple[str, str], ...], notes: tuple[str, ...] = ()
) -> tuple[GateVerdict, ...]:
    """A ``quality`` row for ``gate_audits`` naming every realization not stored, with its raw
    text, and what was repaired (passed: the exchange itself is not rejected for them)."""
    if not rejected and not notes:
        return ()
    reasons = list(notes)
    if rejected:
        reasons.append("not stored as facts: " + "; ".join(f"{t!r}: {why}" for t, why in rejected))
    return (GateVerdict("quality", True, 1.0, 1.0, "; ".join(reasons)),)


def _entity_facts(text: str, episode: Memory) -> list[Memory]:
    """One semantic fact per entity of a statement naming several ("Sarah … Google", "Sara …
    Apple"), referring to the episode (:func:`yeastlab.cognition.trust.entity_claims`)."""
    return [
        replace(episode, id=new_id(), tier="semantic", kind="fact", text=claim, refs=(episode.id,))
        for claim in entity_claims(text)
    ]
