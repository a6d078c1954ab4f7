"""Scoring: combine retrieval signals into one rank, as pure numpy over candidate arrays.

A retriever hands this module one array per signal for its candidates and a
:class:`~yeastlab.core.rankings.RankingProfile` naming the weights (the named ones are in
:mod:`yeastlab.core.rankings`, re-exported here). The final score is::

    similarity, bm25 ← (own + n · mean of the adjacent turns') / (1 + n)
                                                if profile.neighbours (n) and positions are given
    relevance = Σ w_i · signal_i / Σ w_i        (similarity, bm25, rrf, recency, importance,
                                                 affect, and period if the query names one)
    relevance = (relevance + s · best relevance in the candidate's session) / (1 + s)
                                                if profile.session (s) and session ids are given
    final     = relevance
                × floored(decay strength)       if profile.decay_multiplies
                × (1 + 0.3 · priority)          if profile.priority
                × (1 + 0.15 · confidence)       if profile.confidence
                × (1 + 0.2 · ln(1 + accesses))  if profile.access

BM25 is normalised per query (divided by the best candidate's score) because raw BM25 depends on
the corpus and the query length; similarity is cosine, optionally min-max normalised per query.
Two context terms use the shape of a conversation. A single turn is rarely self-contained ("I
bought it a year ago in Paris" answers the turn before it), so a turn's similarity and BM25 are
blended with those of the turns next to it in its session (the ``neighbours`` weight). And what
answers a question is often spread over several turns of one conversation, so a turn gains when
another turn of its session matches the query well (the ``session`` weight).
A query that names a time ("in May 2023", "on 13 March") is matched against each memory's
creation time (:func:`named_periods`, :func:`period_match`); queries naming none rank as if the
``period`` weight were absent.
Decay never zeroes a relevant memory: a profile's ``floor`` keeps a share of the weight however
old the memory is (:func:`yeastlab.core.decay.floored`).

Nothing here performs I/O, reads a clock or mutates its inputs.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from yeastlab.core import decay
from yeastlab.core.periods import named_periods, period_match
from yeastlab.core.rankings import PROFILES, RankingProfile, get_profile

__all__ = [
    "RankingProfile",
    "PROFILES",
    "get_profile",
    "normalize_max",
    "normalize_minmax",
    "rrf_scores",
    "weighted_fusion",
    "session_best",
    "adjacent_mean",
    "named_periods",
    "period_match",
    "priority_weight",
    "access_boost",
    "confidence_boost",
    "affect_similarity",
    "decay_strength",
    "score",
    "COMPONENTS",
]

#: Component names every scored candidate carries (the "flow").
COMPONENTS = (
    "similarity",
    "bm25",
    "rrf",
    "period",
    "session",
    "decay",
    "importance",
    "priority",
    "access",
    "confidence",
    "affect",
    "final",
)


def _arr(values: Any, n: int, default: float = 0.0) -> np.ndarray:
    if values is None:
        return np.full(n, default, dtype=np.float64)
    out = np.asarray(values, dtype=np.float64)
    return np.nan_to_num(out, nan=default)


def normalize_max(values: Any) -> np.ndarray:
    """Divide by the largest value (all zeros stay zeros); negatives clip to 0."""
    x = np.clip(np.asarray(values, dtype=np.float64), 0.0, None)
    top = x.max(initial=0.0)
    return x / top if top > 0 else x


def normalize_minmax(values: Any) -> np.ndarray:
    """Scale to [0, 1] over the candidates; a constant array maps to ones."""
    x = np.asarray(values, dtype=np.float64)
    if x.size == 0:
        return x
    lo, hi = x.min(), x.max()
    return (x - lo) / (hi - lo) if hi > lo else np.ones_like(x)


def rrf_scores(
    rankings: Sequence[Sequence[Any]], *, k: float = 60.0, keys: Sequence[Any] | None = None
) -> Any:
    """Reciprocal-rank fusion: ``Σ 1 / (k + rank)`` over the rankings an item appears in.

    Args:
        rankings: each a sequence of item keys, best first.
        k: the RRF constant (60 in the original paper).
        keys: return the scores of these keys as an array in their order (0 for a key in no
            ranking; keys not listed are left out) instead of a dict.

    Returns:
        Fused score per key: a dict, or with ``keys`` a float array aligned with them.
    """
    as_dict = keys is None
    if keys is None:
        keys = list(dict.fromkeys(key for ranking in rankings for key in ranking))
    at = dict(zip(keys, range(len(keys)), strict=True))
    fused = np.zeros(len(keys))
    for ranking in rankings:
        rows = np.fromiter(map(at.get, ranking, itertools.repeat(-1)), np.int64, len(ranking))
        weights = 1.0 / (k + np.arange(1, len(ranking) + 1))
        np.add.at(fused, rows[rows >= 0], weights[rows >= 0])
    return dict(zip(keys, fused.tolist(), strict=True)) if as_dict else fused


def weighted_fusion(signals: Mapping[str, Any], weights: Mapping[str, float]) -> np.ndarray:
    """Weighted mean of signals already on a comparable [0, 1] scale.

    Args:
        signals: name → array (all the same length).
        weights: name → weight; names missing from ``signals`` are ignored.

    Returns:
        ``Σ w·s / Σ w`` over the weighted signals present (zeros if no weight applies).
    """
    used = {name: w for name, w in weights.items() if w and name in signals}
    total = sum(used.values())
    if not used:
        n = len(next(iter(signals.values()))) if signals else 0
        return np.zeros(n)
    return sum(w * np.asarray(signals[name], dtype=np.float64) for name, w in used.items()) / total


def session_best(values: Any, session_ids: Sequence[str]) -> np.ndarray:
    """Per candidate, the largest value among the candidates of its session.

    A candidate with an empty session id is its own session (it gets its own value).
    """
    x = np.asarray(values, dtype=np.float64)
    return _session_best(x, _session_codes(session_ids, x.size))


def adjacent_mean(values: Any, session_ids: Sequence[str], positions: Any) -> np.ndarray:
    """Per candidate, the mean value of the candidates just before and after it in its session.

    Args:
        values: one value per candidate.
        session_ids: each candidate's session; an empty id has no neighbours.
        positions: each candidate's place in its session's order (e.g. creation time).

    Returns:
        The mean over the one or two adjacent candidates of the same session (by position);
        a candidate without any keeps its own value.
    """
    x = np.asarray(values, dtype=np.float64)
    return _adjacent_mean(x, _adjacency(_session_codes(session_ids, x.size), positions))


def _session_codes(session_ids: Sequence[str] | np.ndarray, n: int) -> np.ndarray:
    """An integer per session id (in order of appearance), −1 for an empty id; an integer
    array is taken as such codes already (equal within a session, −1: none)."""
    if isinstance(session_ids, np.ndarray) and session_ids.dtype.kind in "iu":
        out = session_ids.astype(np.int64, copy=False)
        if out.size != n:
            raise ValueError(f"{out.size} session ids for {n} values")
        return out
    codes: dict[str, int] = {"": -1}
    out = np.fromiter(
        (codes.setdefault(str(i), len(codes) - 1) for i in session_ids), dtype=np.int64
    )
    if out.size != n:
        raise ValueError(f"{out.size} session ids for {n} values")
    return out


def _session_best(x: np.ndarray, codes: np.ndarray) -> np.ndarray:
    grouped = codes >= 0
    if not grouped.any():
        return x.copy()
    best = np.full(codes.max() + 1, -np.inf)
    np.maximum.at(best, codes[grouped], x[grouped])
    return np.where(grouped, best[np.maximum(codes, 0)], x)


def _adjacency(codes: np.ndarray, positions: Any) -> tuple[np.ndarray, np.ndarray]:
    """Candidates sorted by session then position, and which consecutive pairs are neighbours."""
    pos = np.asarray(positions, dtype=np.float64)
    if pos.shape != codes.shape:
        raise ValueError(f"{pos.size} positions for {codes.size} values")
    order = np.lexsort((pos, codes))
    sorted_codes = codes[order]
    linked = (sorted_codes[1:] == sorted_codes[:-1]) & (sorted_codes[1:] >= 0)
    return order, linked


def _adjacent_mean(x: np.ndarray, adjacency: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    order, linked = adjacency
    v = x[order]
    total, count = np.zeros(x.size), np.zeros(x.size)
    total[1:] += np.where(linked, v[:-1], 0.0)
    total[:-1] += np.where(linked, v[1:], 0.0)
    count[1:] += linked
    count[:-1] += linked
    out = np.empty_like(x)
    out[order] = np.where(count > 0, total / np.maximum(count, 1.0), v)
    return out


def priority_weight(priority: Any) -> np.ndarray:
    """Typed-store priority weight ``1 + 0.3·p`` (p clamped to −1..2)."""
    return 1.0 + 0.3 * np.clip(np.asarray(priority, dtype=np.float64), -1, 2)


def access_boost(access_count: Any) -> np.ndarray:
    """Access boost ``1 + 0.2·ln(1 + n)``."""
    return 1.0 + 0.2 * np.log1p(np.maximum(np.asarray(access_count, dtype=np.float64), 0.0))


def confidence_boost(confidence: Any) -> np.ndarray:
    """Confidence weight ``1 + 0.15·c``."""
    return 1.0 + 0.15 * np.asarray(confidence, dtype=np.float64)


def affect_similarity(affects: Any, query_affect: Any) -> np.ndarray:
    """Cosine similarity of each row of ``affects`` with ``query_affect`` (0 for zero vectors)."""
    rows = np.atleast_2d(np.asarray(affects, dtype=np.float64))
    q = np.asarray(query_affect, dtype=np.float64)
    norms = np.linalg.norm(rows, axis=1) * np.linalg.norm(q)
    dots = rows @ q
    return np.divide(dots, norms, out=np.zeros_like(dots), where=norms > 0)


def decay_strength(
    profile: RankingProfile,
    *,
    age_days: Any,
    since_access_days: Any = None,
    access_count: Any = None,
) -> np.ndarray:
    """Raw decay strength under the profile's model (ones when the profile has no decay)."""
    age = np.asarray(age_days, dtype=np.float64)
    if profile.decay_model is None:
        return np.ones_like(age)
    return decay.strength(
        profile.decay_model,
        age_days=age,
        since_access_days=since_access_days,
        access_count=access_count,
        **profile.decay_params,
    )


def score(
    profile: RankingProfile,
    *,
    similarity: Any = None,
    bm25: Any = None,
    rrf: Any = None,
    strength: Any = None,
    importance: Any = None,
    priority: Any = None,
    access_count: Any = None,
    confidence: Any = None,
    affect: Any = None,
    period: Any = None,
    session_ids: Sequence[str] | None = None,
    positions: Any = None,
) -> dict[str, np.ndarray]:
    """Score candidates under a ranking profile.

    Args:
        profile: the :class:`RankingProfile`.
        similarity: cosine similarity per candidate (missing → 0).
        bm25: raw BM25 per candidate (missing → 0); normalised here per query.
        rrf: raw reciprocal-rank-fusion score per candidate; normalised here.
        strength: decay strength in [0, 1] (missing → 1).
        importance: importance or saliency in [0, 1].
        priority: typed-store priority (−1..2).
        access_count: recalls so far.
        confidence: confidence in [0, 1].
        affect: affect similarity with the query in [−1, 1].
        period: each candidate's :func:`period_match` with the periods the query names;
            ``None`` when it names none (the ``period`` weight then plays no part).
        session_ids: each candidate's session (conversation) id, for the session context;
            ``None`` or empty ids: no context. An integer array is taken as session codes
            (equal within a session, −1: none).
        positions: each candidate's place in time (e.g. creation time in seconds), for the
            adjacent-turn context; ``None``: no such context.

    Returns:
        One array per name in :data:`COMPONENTS`; ``final`` is the ranking score. ``decay``
        is the strength after the profile's floor, i.e. the factor actually applied;
        ``session`` the best weighted relevance in each candidate's session; ``bm25`` the
        normalised BM25 as used (blended with the adjacent turns' when the profile says so),
        ``similarity`` the candidate's own cosine.
    """
    arrays = [similarity, bm25, rrf, strength, importance, priority, access_count, confidence]
    n = next((len(np.atleast_1d(a)) for a in arrays if a is not None), 0)
    sim = _arr(similarity, n)
    raw_bm25 = _arr(bm25, n)
    raw_rrf = _arr(rrf, n)
    own_sim = sim
    codes = None if session_ids is None else _session_codes(session_ids, n)
    if profile.neighbours and codes is not None and positions is not None:
        w, adjacency = profile.neighbours, _adjacency(codes, positions)
        sim = (sim + w * _adjacent_mean(sim, adjacency)) / (1.0 + w)
        raw_bm25 = (raw_bm25 + w * _adjacent_mean(raw_bm25, adjacency)) / (1.0 + w)
    s = np.clip(_arr(strength, n, 1.0), 0.0, 1.0)
    applied = decay.floored(s, floor=profile.floor, blend=profile.blend)
    signals = {
        "similarity": normalize_minmax(sim) if profile.normalize_similarity else sim,
        "bm25": normalize_max(raw_bm25),
        "rrf": normalize_max(raw_rrf),
        "recency": applied,
        "importance": _arr(importance, n),
        "affect": np.clip(_arr(affect, n), 0.0, 1.0),
    }
    if period is not None:
        signals["period"] = np.clip(_arr(period, n), 0.0, 1.0)
    weights = {name: getattr(profile, name) for name in signals}
    final = weighted_fusion(signals, weights)
    context = final if codes is None else _session_best(final, codes)
    if profile.session:
        final = (final + profile.session * context) / (1.0 + profile.session)
    prio = priority_weight(_arr(priority, n))
    acc = access_boost(_arr(access_count, n))
    conf = confidence_boost(_arr(confidence, n, 1.0))
    if profile.decay_multiplies:
        final = final * applied
    if profile.priority:
        final = final * prio
    if profile.confidence:
        final = final * conf
    if profile.access:
        final = final * acc
    return {
        "similarity": own_sim,
        "bm25": signals["bm25"],
        "rrf": raw_rrf,
        "period": signals.get("period", np.zeros(n)),
        "session": context,
        "decay": applied,
        "importance": signals["importance"],
        "priority": prio,
        "access": acc,
        "confidence": conf,
        "affect": signals["affect"],
        "final": final,
    }
