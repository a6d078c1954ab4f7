"""The update detector reads a change in the sentences saying it (cognition/updates.py)."""

from __future__ import annotations

import pytest

from yeastlab.cognition.updates import is_update

UPDATES = [
    ("I live in Austin, Texas.", "I just moved from Austin to Denver."),
    ("My flat is in Glasgow.", "Update: I'm living in Edinburgh these days."),
    ("My email is kim@mail.example.org.", "Please use kim.lee@post.example.com from now on."),
    ("My favourite colour is green.", "My favourite colour is purple now, don't ask why."),
    ("I go to the gym at 6am.", "These days I go to the gym in the evening."),
    ("I'm reading The Hobbit.", "I finished The Hobbit and started reading Dune."),
    ("I prefer tea in the morning.", "I switched to coffee in the morning."),
    ("My bike is a blue Trek.", "My Trek was stolen, so I bought a Specialized."),
    ("I am engaged to Lucas.", "Lucas and I married last week, he is my husband now."),
]

NOT_UPDATES = [
    # a cue under a negation
    ("Thanks, Gina! I'm determined to make this work.", "Thanks, Gina! I won't quit."),
    # a name addressed, and a word of chat, are no shared topic
    ("Wow, Caroline, that painting is awesome!", "Wow, Caroline! My kids and I just finished one."),
    # an attribute's word said of no one
    ("These days I work at Stripe.", "Work has been really busy these days."),
    # times of one event and numbers
    ("The train was late again this morning.", "The dog walk has moved to mornings."),
    ("I keep two rabbits.", "I started a jigsaw puzzle with two thousand pieces."),
    # the same thing begun, not changed; and what the old memory asked
    ("Guitar's mostly my thing.", "I started playing acoustic guitar about five years ago."),
    ("Do they offer a variety of classes?", "Trying new classes could switch up your routine."),
    ("We take the dog down to the river.", "Anyway, the cat needs a new collar."),
    # "update" as a noun of the story, not a heading
    (
        "Tobias works at a boatyard.",
        "My phone lost every photo after an update, and I forgot my wallet at the boatyard.",
    ),
]


@pytest.mark.parametrize(("old", "new"), UPDATES)
def test_an_update_is_read(old: str, new: str) -> None:
    assert is_update(old, new)


@pytest.mark.parametrize(("old", "new"), NOT_UPDATES)
def test_chat_updates_nothing(old: str, new: str) -> None:
    assert not is_update(old, new)
