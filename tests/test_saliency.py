"""The heuristic saliency: one emotion lexicon, the remember cue, novelty, bounds."""

from __future__ import annotations

import pytest

from yeastlab.core.saliency import heuristic_saliency, realization_saliency
from yeastlab.core.text import EMOTION_WORDS


@pytest.mark.parametrize("word", ["grateful", "heartbroken", "panic", "love"])
def test_a_word_of_strong_feeling_from_the_lexicon_raises_saliency(word):
    """Defect: the heuristic had a 23-word emotion list of its own, apart from the lexicon the
    offline reply's saliency and affect read ("grateful", "heartbroken", "panic" counted there,
    not here)."""
    assert word in EMOTION_WORDS
    plain = heuristic_saliency("I went to the shop today")
    assert heuristic_saliency(f"I went to the shop today and felt {word}") > plain


def test_words_without_strong_feeling_leave_it_at_the_middle():
    assert heuristic_saliency("The meeting is on Tuesday at noon") == 0.5


def test_asking_to_remember_and_novelty_raise_it_within_bounds():
    assert heuristic_saliency("Please keep in mind that the meeting is on Tuesday") == 0.8
    assert heuristic_saliency("The meeting is on Tuesday", novelty=1.0) == 0.65
    assert heuristic_saliency("The meeting is on Tuesday", novelty=0.0) == 0.35
    loud = "Remember this!!! I love it, I am thrilled, so happy, grateful!"
    assert heuristic_saliency(loud, novelty=1.0) == 1.0


def test_a_realization_at_more_depth_keeps_more_of_the_exchange_saliency():
    assert realization_saliency(0.8, 1) < realization_saliency(0.8, 3) <= 0.8 * 0.9
