"""Talk that reads like a request by meaning but asks nothing (issue 20's guard): a report in
the first or third person (:mod:`yeastlab.cognition.forget_report`), an interjection before a
"let's" (:mod:`yeastlab.cognition.forget_directive`), and a question after a dismissal
("forget the chit-chat, where is …": :func:`forget_phrases.object_of`). The learned reader took
such turns of LoCoMo and of the trust sets' look-alikes for requests; requests of every form
the reader is fitted on stay requests."""

from __future__ import annotations

import pytest

from yeastlab.cognition.forget_directive import directive
from yeastlab.cognition.forget_phrases import object_of
from yeastlab.cognition.forget_report import report


@pytest.mark.parametrize(
    "text",
    [
        "Honestly, I've been losing sleep over it. Can't believe how fast the year went.",
        "We lost most of the old photos when the drive died, and they're gone for good.",
        "Wow! She's been keeping every letter he ever wrote her.",
        "There were so many memories in that house. I think about it a lot.",
    ],
)
def test_a_report_asks_nothing(text):
    assert report(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'd feel better if my salary weren't kept anywhere.",  # a wish
        "I would like the overdraft stuff deleted.",
        "I formally request the removal of my employment history.",  # a formal ask
        "Make my overdraft vanish.",  # an imperative
        "my weight - delete",  # a topic fronted before its verb
        "I told you about my overdraft. Forget it.",  # a verb of removal as a request puts it
        "We've talked about my debts enough, could you drop them?",  # said to the yeast
        "Ich habe dir von meinem Kredit erzählt, vergiss das bitte.",  # not English
    ],
)
def test_a_request_is_no_report(text):
    assert not report(text)


def test_an_interjection_is_no_imperative():
    assert not directive("Yeah, let's keep our holiday plans simple this year.")
    assert directive("Sure, make my overdraft vanish into thin air.")


def test_a_question_after_a_dismissal_is_no_object():
    assert object_of(" the chit-chat, where is the nearest pharmacy?") == "the chit-chat"
    assert object_of(" my address, can you?") == "my address"
    assert object_of(" what I said about my mum, where she lives and all") == (
        "what I said about my mum, where she lives and all"
    )
