"""Scoring: signal combination, fusion helpers and the named ranking profiles (pure numpy)."""

from __future__ import annotations

import numpy as np
import pytest

from yeastlab import scoring
from yeastlab.errors import ConfigError
from yeastlab.scoring import PROFILES, RankingProfile, get_profile, score


def test_rrf_rewards_items_ranked_well_in_both_lists():
    fused = scoring.rrf_scores([["a", "b", "c"], ["b", "c", "d"]], k=60)
    assert max(fused, key=fused.get) == "b"
    assert fused["a"] == pytest.approx(1 / 61)
    assert fused["b"] == pytest.approx(1 / 62 + 1 / 61)
    assert set(fused) == {"a", "b", "c", "d"}


def test_weighted_fusion_is_a_weighted_mean_and_ignores_absent_signals():
    out = scoring.weighted_fusion(
        {"x": [1.0, 0.0], "y": [0.0, 1.0]}, {"x": 3.0, "y": 1.0, "missing": 5.0}
    )
    np.testing.assert_allclose(out, [0.75, 0.25])


def test_normalisers():
    np.testing.assert_allclose(scoring.normalize_max([2.0, 4.0, 0.0]), [0.5, 1.0, 0.0])
    np.testing.assert_allclose(scoring.normalize_max([0.0, 0.0]), [0.0, 0.0])
    np.testing.assert_allclose(scoring.normalize_minmax([0.7, 0.9, 0.8]), [0.0, 1.0, 0.5])
    np.testing.assert_allclose(scoring.normalize_minmax([0.5, 0.5]), [1.0, 1.0])


def test_boosts_follow_their_formulas():
    np.testing.assert_allclose(scoring.priority_weight([-1, 0, 2, 9]), [0.7, 1.0, 1.6, 1.6])
    np.testing.assert_allclose(scoring.access_boost([0, 4]), [1.0, 1 + 0.2 * np.log(5)])
    np.testing.assert_allclose(scoring.confidence_boost([0.0, 1.0]), [1.0, 1.15])
    np.testing.assert_allclose(
        scoring.affect_similarity(
            [[1, 0, 0, 0, 0], [0, 0, 0, 0, 0], [-1, 0, 0, 0, 0]], [2, 0, 0, 0, 0]
        ),
        [1.0, 0.0, -1.0],
    )


def test_bm25_is_normalised_per_query():
    a = score(PROFILES["bm25"], bm25=[2.0, 1.0])["final"]
    b = score(PROFILES["bm25"], bm25=[200.0, 100.0])["final"]
    np.testing.assert_allclose(a, b)
    np.testing.assert_allclose(a, [1.0, 0.5])


def test_score_does_not_mutate_inputs_and_returns_every_component():
    sims = np.array([0.2, 0.9])
    out = score(PROFILES["default"], similarity=sims, bm25=[1.0, 0.0], strength=[1.0, 0.1])
    assert set(out) == set(scoring.COMPONENTS)
    np.testing.assert_array_equal(sims, [0.2, 0.9])
    assert all(len(v) == 2 for v in out.values())


def test_decay_floor_keeps_old_relevant_memories_ranked_by_relevance():
    """A fully decayed but relevant memory still outranks a fresh irrelevant one."""
    profile = PROFILES["default"]
    out = score(profile, similarity=[0.95, 0.30], bm25=[5.0, 0.0], strength=[0.0, 1.0])
    assert out["decay"][0] == pytest.approx(profile.floor)
    assert out["final"][0] > out["final"][1]
    unfloored = profile.with_(floor=0.0)
    assert score(unfloored, similarity=[0.95, 0.3], strength=[0.0, 1.0])["final"][0] == 0.0


def test_decay_breaks_ties_between_equally_relevant_memories():
    out = score(PROFILES["default"], similarity=[0.8, 0.8], bm25=[1.0, 1.0], strength=[0.2, 0.9])
    assert out["final"][1] > out["final"][0]
    flat = score(PROFILES["no-decay"], similarity=[0.8, 0.8], bm25=[1.0, 1.0], strength=[0.2, 0.9])
    assert flat["final"][0] == pytest.approx(flat["final"][1])


def test_typed_profile_is_the_muninn_product():
    age = np.array([0.0, 100.0])
    strength = scoring.decay_strength(PROFILES["typed"], age_days=age)
    out = score(
        PROFILES["typed"],
        bm25=[4.0, 2.0],
        strength=strength,
        priority=[0, 2],
        confidence=[1.0, 0.5],
        access_count=[0, 3],
    )
    expected = np.array([1.0, 0.5]) * (1 + 0.3 * np.array([0, 2])) / (1 + 0.01 * age)
    expected *= (1 + 0.15 * np.array([1.0, 0.5])) * (1 + 0.2 * np.log1p([0, 3]))
    np.testing.assert_allclose(out["final"], expected)


def test_cognitive_profile_is_similarity_plus_72h_recency():
    hours = np.array([0.0, 72.0, 144.0])
    strength = scoring.decay_strength(PROFILES["cognitive"], age_days=hours / 24)
    np.testing.assert_allclose(strength, np.exp(-0.693 * hours / 72), rtol=1e-3)
    out = score(PROFILES["cognitive"], similarity=[0.5, 0.5, 0.9], strength=strength)
    np.testing.assert_allclose(out["final"], 0.7 * np.array([0.5, 0.5, 0.9]) + 0.3 * strength)


def test_importance_and_affect_weigh_in_the_hierarchical_profile():
    out = score(
        PROFILES["hierarchical"], similarity=[0.5, 0.5], importance=[0.9, 0.1], affect=[0.0, 0.0]
    )
    assert out["final"][0] > out["final"][1]
    out = score(PROFILES["hierarchical"], similarity=[0.5, 0.5], affect=[0.1, 0.95])
    assert out["final"][1] > out["final"][0]


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_every_profile_ranks_the_planted_best_candidate_first(name):
    """Candidate 0 is better on every signal; each profile must put it first."""
    profile = PROFILES[name]
    out = score(
        profile,
        similarity=[0.9, 0.4, 0.1],
        bm25=[9.0, 3.0, 0.0],
        rrf=[0.03, 0.02, 0.01],
        strength=[1.0, 0.5, 0.1],
        importance=[0.9, 0.5, 0.1],
        priority=[1, 0, -1],
        access_count=[3, 1, 0],
        confidence=[1.0, 0.8, 0.2],
        affect=[0.9, 0.3, 0.0],
    )
    assert list(np.argsort(-out["final"])) == [0, 1, 2]


def test_profile_validation_and_lookup():
    with pytest.raises(ConfigError, match="No ranking profile"):
        get_profile("nope")
    with pytest.raises(ConfigError, match="weights"):
        RankingProfile("bad")
    with pytest.raises(ConfigError, match="floor"):
        RankingProfile("bad", similarity=1.0, floor=1.5)
    with pytest.raises(ConfigError, match="No decay model"):
        RankingProfile("bad", similarity=1.0, decay_model="none-such")
    custom = RankingProfile("mine", bm25=1.0)
    assert get_profile(custom) is custom


def test_empty_candidate_set():
    out = score(PROFILES["default"], similarity=[], bm25=[])
    assert out["final"].shape == (0,)


def test_session_best_takes_the_best_of_each_session_and_leaves_loners_alone():
    got = scoring.session_best([0.2, 0.9, 0.5], ["a", "a", ""])
    np.testing.assert_allclose(got, [0.9, 0.9, 0.5])


def test_session_context_lifts_a_weak_turn_of_a_strong_session():
    profile = RankingProfile("t", similarity=1.0, session=1.0)
    plain = RankingProfile("t0", similarity=1.0)
    sims = [0.2, 0.9, 0.5]
    with_session = score(profile, similarity=sims, session_ids=["a", "a", ""])["final"]
    without = score(plain, similarity=sims, session_ids=["a", "a", ""])["final"]
    # the weak turn of session "a" gains from its strong neighbour; the loner does not move
    assert with_session[0] > without[0]
    assert with_session[2] == pytest.approx(without[2])
    assert np.argsort(-with_session)[0] == 1
