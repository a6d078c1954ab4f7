import numpy as np
import pytest

from yeastlab.core import decay
from yeastlab.core.errors import ConfigError


def test_half_life_14_days_pinned_values():
    got = decay.strength("ai-yeast-phase2", age_days=[0, 7, 14, 28, 42])
    np.testing.assert_allclose(got, [1.0, 0.7071, 0.5, 0.25, 0.125], atol=1e-4)


def test_half_life_3_days_pinned_values():
    got = decay.strength("ai-yeast-phase2", age_days=[0, 1.5, 3, 6], half_life_days=3)
    np.testing.assert_allclose(got, [1.0, 0.7071, 0.5, 0.25], atol=1e-4)


def test_phase5_access_adaptive_pinned_value():
    got = decay.strength("ai-yeast-phase5", age_days=[6], access_count=[2], half_life_days=3)
    np.testing.assert_allclose(got, [0.5])


def test_phase5_zero_accesses_equals_phase2():
    ages = np.array([0.0, 5.0, 30.0])
    np.testing.assert_allclose(
        decay.strength("ai-yeast-phase5", age_days=ages, access_count=[0, 0, 0]),
        decay.strength("ai-yeast-phase2", age_days=ages),
    )


def test_memorybank_recall_makes_memory_stronger_not_weaker():
    since = np.array([2.0, 2.0, 2.0])
    got = decay.strength(
        "memorybank", age_days=[10, 10, 10], since_access_days=since, access_count=[0, 1, 4]
    )
    np.testing.assert_allclose(got, np.exp(-2.0 / np.array([1.0, 2.0, 5.0])))
    assert got[0] < got[1] < got[2]


def test_memorybank_time_resets_at_recall():
    # Old memory recalled just now is at full strength.
    assert (
        decay.strength("memorybank", age_days=[90], since_access_days=[0], access_count=[3])[0]
        == 1.0
    )


def test_generative_agents_hourly_decay():
    got = decay.strength("generative-agents", age_days=[1], since_access_days=[1])
    np.testing.assert_allclose(got, [0.995**24])


def test_muninn_hyperbolic():
    np.testing.assert_allclose(decay.strength("muninn", age_days=[0, 100]), [1.0, 0.5])


def test_every_model_is_in_unit_interval_and_monotone_in_age():
    ages = np.linspace(0, 365, 50)
    for name in decay.names():
        s = decay.strength(name, age_days=ages)
        assert np.all((s >= 0) & (s <= 1)), name
        assert np.all(np.diff(s) <= 1e-12), name


def test_inputs_are_not_mutated():
    ages = np.array([1.0, 2.0])
    before = ages.copy()
    decay.strength("ai-yeast-phase2", age_days=ages)
    np.testing.assert_array_equal(ages, before)


def test_relevance_weight_and_floor():
    np.testing.assert_allclose(decay.relevance_weight([0.5, 1.0], [0.8, 0.5]), [0.4, 0.5])
    np.testing.assert_allclose(decay.floored([0.0, 1.0], floor=0.3), [0.3, 1.0])


def test_unknown_model_and_parameter_are_clear_errors():
    with pytest.raises(ConfigError, match="No decay model named 'nope'"):
        decay.get("nope")
    with pytest.raises(TypeError, match="has no parameter"):
        decay.strength("muninn", age_days=[1], half_life_days=3)
