"""Scoring: signal combination, fusion helpers and the named ranking profiles (pure numpy)."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import pytest

from yeastlab.core import scoring
from yeastlab.core.errors import ConfigError
from yeastlab.core.scoring import PROFILES, RankingProfile, get_profile, named_periods, score


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


def test_adjacent_mean_follows_each_session_in_position_order():
    got = scoring.adjacent_mean(
        [1.0, 2.0, 3.0, 10.0, 5.0], ["a", "a", "a", "b", ""], positions=[3, 1, 2, 0, 4]
    )
    # in time order session "a" is 2.0, 3.0, 1.0; "b" and the loner have no neighbours
    np.testing.assert_allclose(got, [3.0, 3.0, 1.5, 10.0, 5.0])


def test_adjacent_turns_lift_the_turn_next_to_a_strong_match():
    """The answer ("in Paris") shares no word with the question; the turn before it does."""
    profile = RankingProfile("t", similarity=0.5, bm25=0.5, neighbours=0.5)
    inputs = {"similarity": [0.8, 0.4, 0.5, 0.3], "bm25": [6.0, 0.0, 1.0, 0.0]}
    ids = ["a", "a", "b", "b"]
    alone = score(profile, **inputs, session_ids=ids)["final"]
    context = score(profile, **inputs, session_ids=ids, positions=[0, 1, 0, 1])["final"]
    assert alone[1] < alone[2]  # no positions: no neighbours
    assert context[1] > context[2]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("What did Jolene ask on 13 March, 2023?", [("2023-03-13", "2023-03-14")]),
        ("What happened on October 3, 2023?", [("2023-10-03", "2023-10-04")]),
        ("the 8th of December 2022", [("2022-12-08", "2022-12-09")]),
        ("Which hobby did Dave pick up in October 2023?", [("2023-10-01", "2023-11-01")]),
        ("When did Melanie go camping in June?", [("2024-06-01", "2024-07-01")]),
        ("on Dec 4", [("2023-12-04", "2023-12-05")]),
        ("Where did Joanna travel in summer 2022?", [("2022-06-01", "2022-09-01")]),
        ("Which countries did James visit in 2021?", [("2021-01-01", "2022-01-01")]),
        ("What did I tell you yesterday?", [("2024-07-09", "2024-07-10")]),
        ("What was his issue last week, as of 6 May 2024?", [("2024-05-06", "2024-05-07")]),
        ("May I ask what you did?", []),
        ("What does Mar like to eat?", []),
    ],
)
def test_named_periods(text, expected):
    now = datetime(2024, 7, 10, 15, 0, tzinfo=UTC)
    got = [(a.date().isoformat(), b.date().isoformat()) for a, b in named_periods(text, now)]
    assert got == expected


def test_named_periods_of_a_long_text_are_each_found_once():
    """Overlaps are checked against the neighbouring spans only: a long message naming many
    dates gives each once, in order, with the more specific reading winning ("13 March 2023"
    is a day, not also the month and the year)."""
    now = datetime(2024, 7, 10, 15, 0, tzinfo=UTC)
    text = "on 13 March 2023 we met, in summer 2022 we sailed, in 2021 I moved. " * 3_000
    got = [(a.date().isoformat(), b.date().isoformat()) for a, b in named_periods(text, now)]
    assert sorted(set(got)) == [
        ("2021-01-01", "2022-01-01"),
        ("2022-06-01", "2022-09-01"),
        ("2023-03-13", "2023-03-14"),
    ]
    assert len(got) == 9_000


def test_period_match_is_one_within_the_period_and_fades_after_it():
    now = datetime(2023, 12, 31, tzinfo=UTC)
    may = named_periods("in May 2023", now)  # 1 May to 1 June
    formed = [datetime(2023, m, d, tzinfo=UTC) for m, d in ((5, 10), (5, 31), (6, 15), (4, 20))]
    age_days = np.array([(now - when).days for when in formed])
    got = scoring.period_match(age_days, may, now=now, half_life_days=14.0)
    # inside; inside; 14 days after the end: half; before the start: nothing
    np.testing.assert_allclose(got, [1.0, 1.0, 0.5, 0.0])
    assert not scoring.period_match(age_days, [], now=now).any()


def test_period_weight_lifts_memories_of_the_named_period_and_only_then():
    profile = RankingProfile("t", similarity=0.5, bm25=0.5, period=0.3)
    inputs = {"similarity": [0.8, 0.7], "bm25": [2.0, 1.8]}
    plain = score(profile.with_(period=0.0), **inputs)["final"]
    np.testing.assert_allclose(score(profile, **inputs)["final"], plain)  # names no period
    dated = score(profile, **inputs, period=[0.0, 1.0])
    assert dated["final"][1] > dated["final"][0]
    np.testing.assert_allclose(dated["period"], [0.0, 1.0])
