"""The affect lexicon, intensity, similarity, metaphors, and the model path with its repair."""

from __future__ import annotations

import pytest
from fixtures.backends import FakeBackend

from yeastlab.cognition import affect


def test_lexicon_reads_grief_fear_joy_boredom_and_neutral():
    valence, arousal, fear, sorrow, boredom = affect.lexicon_affect("My dog died yesterday")
    assert valence < -0.5 and sorrow >= 0.8 and boredom == 0
    assert affect.dominant(affect.lexicon_affect("I am so anxious about the exam")) == "fear"
    assert affect.dominant(affect.lexicon_affect("We won, I'm thrilled!")) in ("joy", "excitement")
    assert affect.dominant(affect.lexicon_affect("this meeting is boring")) == "boredom"
    assert affect.lexicon_affect("what time is it") == (0.0, 0.0, 0.0, 0.0, 0.0)
    assert affect.dominant((0.0,) * 5) == "neutral"


def test_negation_flips_valence_and_damps_the_rest():
    scared = affect.lexicon_affect("I am scared")
    not_scared = affect.lexicon_affect("I am not scared at all")
    assert scared[0] < 0 < not_scared[0]
    assert not_scared[2] == pytest.approx(scared[2] * 0.3)
    assert affect.lexicon_affect("I don't feel happy")[0] < 0


def test_intensifier_and_clipping():
    plain = affect.lexicon_affect("I am worried")
    strong = affect.lexicon_affect("I am extremely worried")
    assert strong[2] > plain[2] and max(strong[1:]) <= 1.0 and strong[0] >= -1.0


def test_intensity_ignores_boredom_and_similarity_handles_neutral():
    assert affect.intensity((0.0, 0.0, 0.0, 0.0, 1.0)) == 0.0
    assert affect.intensity((-0.8, 0.5, 0.2, 0.9, 0.0)) == pytest.approx(0.9)
    anxious = affect.lexicon_affect("I'm anxious")
    worried = affect.lexicon_affect("so worried and nervous")
    assert affect.similarity(anxious, worried) > 0.9
    assert affect.similarity(anxious, (0.0,) * 5) == 0.0
    many = affect.similarity(anxious, [worried, (0.0,) * 5])
    assert many.shape == (2,) and many[1] == 0.0


def test_metaphor_is_deterministic_and_uses_the_dominant_image():
    vec = affect.lexicon_affect("Father criticizes my work")
    image = affect.metaphor("Father criticizes my work", vec)
    assert image == affect.metaphor("Father criticizes my work", vec)
    assert "my work" in image
    assert any(word in image for word in ("rooster", "Hail"))
    sad = affect.metaphor("My dog died", affect.lexicon_affect("My dog died"))
    assert "my dog" in sad and any(word in sad for word in ("Rain", "heron"))


def test_model_affect_out_of_range_is_refused_by_the_schema_not_clipped():
    model = FakeBackend(
        '{"valence": -2, "arousal": 0.7, "fear": 0.9, "sorrow": 0.1, "boredom": 0}',
        '{"valence": -0.8, "arousal": 0.7, "fear": 0.9, "sorrow": 0.1, "boredom": 0}',
        strict=True,
    )
    values, source = affect.model_affect(model, "the storm scares me")
    assert source == "model" and values == (-0.8, 0.7, 0.9, 0.1, 0.0)  # the second reply
    assert model.history[0].format == affect.AFFECT_SCHEMA
    assert "at $.valence: -2 is less than the minimum of -1" in model.history[1].prompt


def test_unusable_model_affect_is_repaired_from_the_lexicon_and_recorded():
    model = FakeBackend("not json", '{"valence": 0.5}', strict=True)
    values, source = affect.model_affect(model, "My dog died")
    assert values == affect.lexicon_affect("My dog died")
    assert source.startswith("lexicon (model output unusable") and "valence" in source
    assert len(model.history) == 2  # retried once with the error


def test_offline_paths_never_call_a_backend():
    assert affect.model_affect(None, "I am happy")[1] == "lexicon"
    text, source = affect.model_metaphor(None, "I am happy", affect.lexicon_affect("I am happy"))
    assert source == "template" and text
    model = FakeBackend('{"metaphor": "A fox slips through the fence"}', strict=True)
    assert affect.model_metaphor(model, "x", (0.5, 0.5, 0, 0, 0)) == (
        "A fox slips through the fence",
        "model",
    )
