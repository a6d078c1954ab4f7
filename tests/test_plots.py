"""Figures and the tables behind them."""

from __future__ import annotations

import json
from datetime import timedelta

import matplotlib
import numpy as np
import pandas as pd
import pytest

from yeastlab.core import decay
from yeastlab.core.records import DriftReport, Memory
from yeastlab.faces import plots

matplotlib.use("Agg")


@pytest.fixture(autouse=True)
def close_figures():
    import matplotlib.pyplot as plt

    yield
    plt.close("all")


def test_decay_curves_draw_every_registry_model():
    ax = plots.decay_curves(30)
    labels = [line.get_label().split(":")[0] for line in ax.get_lines()]
    assert labels == decay.names()
    for line in ax.get_lines():
        assert line.get_ydata()[0] == pytest.approx(1.0)
        assert np.all(np.diff(line.get_ydata()) <= 1e-12)


def test_access_effect_more_recalls_decay_slower():
    ax = plots.access_effect("ai-yeast-phase5", counts=(0, 3), days=28)
    none, three = (line.get_ydata() for line in ax.get_lines())
    assert none[-1] == pytest.approx(0.25)
    assert three[-1] > none[-1]


def test_half_life_sweep_lines_reach_half_at_their_half_life():
    ax = plots.half_life_sweep(half_lives=(7, 14), days=14)
    seven, fourteen = (line.get_ydata()[-1] for line in ax.get_lines())
    assert seven == pytest.approx(0.25)
    assert fourteen == pytest.approx(0.5)


def _locomo(tmp_path):
    sample = {
        "sample_id": "conv-x",
        "conversation": {
            "speaker_a": "A",
            "speaker_b": "B",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [{"text": "hi"}, {"text": "hello"}],
            "session_2_date_time": "1:56 pm on 18 May, 2023",
            "session_2": [{"text": "again"}],
            "session_3_date_time": "1:56 pm on 28 May, 2023",  # dated but no dialogue
        },
    }
    path = tmp_path / "locomo.json"
    path.write_text(json.dumps([sample]))
    return path


def test_locomo_memory_ages_measure_from_the_last_session_with_dialogue(tmp_path):
    ages = plots.locomo_memory_ages(_locomo(tmp_path))
    assert list(ages["age_days"]) == [10.0, 10.0, 0.0]
    strengths = plots.strengths_of_ages(ages["age_days"])
    assert list(strengths.columns) == decay.names()
    assert strengths["ai-yeast-phase2"].iloc[0] == pytest.approx(0.5 ** (10 / 14))
    plots.age_strength_histogram(strengths)


def test_memory_strength_curve_past_and_projection(clock):
    created = clock.now()
    memory = Memory(id="m", tier="episodic", text="t", created_at=created)
    now = created + timedelta(days=14)
    curve = plots.memory_strength_curve(memory, now, ahead_days=14, points=101)
    past, future = curve[~curve["projected"]], curve[curve["projected"]]
    assert past["strength"].iloc[0] == pytest.approx(1.0)
    assert past["strength"].iloc[-1] == pytest.approx(0.5, abs=0.02)
    assert future["strength"].iloc[-1] == pytest.approx(0.25)
    ax = plots.strength_curve(curve)
    assert len(ax.get_lines()) == 3  # past, projection, the "now" marker


def test_recalls_flatten_the_projection_of_an_access_adaptive_model(clock):
    created = clock.now()
    now = created + timedelta(days=10)
    plain = Memory(id="a", tier="episodic", text="t", created_at=created)
    recalled = Memory(
        id="b", tier="episodic", text="t", created_at=created, access_count=4, last_accessed_at=now
    )
    kw = dict(model="ai-yeast-phase5", ahead_days=20)
    a = plots.memory_strength_curve(plain, now, **kw)["strength"].iloc[-1]
    b = plots.memory_strength_curve(recalled, now, **kw)["strength"].iloc[-1]
    assert b > a


def test_severity_over_versions_plots_severity_and_components():
    reports = [DriftReport(1, 2, 0.1, {"identity": 0.0}), DriftReport(2, 3, 0.6, {"identity": 0.8})]
    ax = plots.severity_over_versions(reports)
    assert [line.get_label() for line in ax.get_lines()] == ["severity", "identity"]
    assert list(ax.get_lines()[0].get_ydata()) == [0.1, 0.6]


def _turns():
    return pd.DataFrame(
        {
            "run": ["r1", "r1", "r2"],
            "gates": [
                {"safety": True, "coherence": False},
                {"safety": True, "coherence": True},
                {"safety": False},
            ],
            "complexity": [0.2, 0.4, 0.9],
            "saliency": [0.5, 0.6, 0.1],
            "tokens": [10, 20, 30],
            "latency_ms": [5.0, 6.0, 7.0],
        }
    )


def test_gate_rejection_rates_per_run_and_gate():
    rates = plots.gate_rejection_rates(_turns()).set_index(["run", "gate"])
    assert rates.loc[("r1", "coherence"), "rejection_rate"] == 0.5
    assert rates.loc[("r1", "safety"), "decisions"] == 2
    assert rates.loc[("r2", "safety"), "rejection_rate"] == 1.0


def test_report_figures_draw_one_series_per_run():
    turns = _turns()
    assert len(plots.latency_tokens(turns).collections) == 2
    assert len(plots.score_distributions(turns).patches) == 2
    frame = pd.DataFrame({"turn": [1, 2], "overlap": [1.0, 0.5], "distance": [0.0, 0.3]})
    assert len(plots.divergence_lines(frame).get_lines()) == 2
