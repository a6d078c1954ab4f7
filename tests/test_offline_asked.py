"""A memory answers a question only when it says what is asked (:mod:`yeastlab.backends.
offline_asked`, :mod:`yeastlab.core.fields`): the head noun or a value of its kind, the asked
kind of a thing and not another, an age as a number; else the offline stand-in does not know.
The wording here is our own, not a benchmark set's."""

from __future__ import annotations

import pytest

from yeastlab.backends.offline_answer import answer
from yeastlab.backends.offline_asked import asked_head
from yeastlab.backends.offline_prompt import Evidence
from yeastlab.core.fields import another_kind

DOES_NOT_KNOW = "I don't have anything about that"


def _said(*texts: str) -> list[Evidence]:
    return [Evidence("Episodic memories", f"User: {t}", n) for n, t in enumerate(texts)]


@pytest.mark.parametrize(
    ("question", "head"),
    [
        ("What model is my printer?", "model"),
        ("Which gym do I go to?", "gym"),
        ("What is my library card number?", "number"),
        ("What kind of bread do I bake?", "bread"),
        ("What's the postcode of my studio?", "postcod"),
        ("Where do I live?", None),
    ],
)
def test_the_head_noun_of_a_question(question, head):
    assert asked_head(question) == head


@pytest.mark.parametrize(
    ("question", "nearby", "answering"),
    [
        # the subject said, the asked attribute not
        ("What model is my printer?", "My printer jams weekly.", "My printer is an Epson XP-4100."),
        # another kind of the asked thing
        ("What is my horse called?", "Our pony is called Biscuit.", "Our horse is called Juniper."),
        ("Do I have a trombone?", "I used to play the violin.", "I have a trombone from school."),
        # an age is a number
        ("How old is my tortoise?", "My tortoise sleeps all winter.", "My tortoise turned forty."),
    ],
)
def test_a_nearby_memory_answers_nothing(question, nearby, answering):
    assert DOES_NOT_KNOW in answer(question, _said(nearby), "").response
    reply = answer(question, _said(nearby, answering), "").response
    assert answering.rstrip(".") in reply


def test_the_field_name_is_no_kind_of_it():
    assert another_kind({"dog"}, {"cat"})
    assert not another_kind({"pet"}, {"cat"})  # "What is my pet's name?": the cat answers
    assert not another_kind({"dog"}, {"dog", "cat"})
