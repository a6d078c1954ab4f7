"""Forms of forget requests the structural reading reads (issue 20), and look-alikes of the same
forms that it does not: whom a wish would be better for, the negation on the wish ("I don't
want X to stay with you"), a question that doubts the need to remember, a causative of
disappearing ("let the X stuff evaporate"), a negated memory verb ("don't remember X"), a thing
wished no part of what the yeast knows ("… weren't something you knew") and a pointer asked to
go after words of what was said ("… Can it go?").
Structure alone (no embedder): none of these messages is in the trust sets or the reader's data.
"""

from __future__ import annotations

import pytest

from yeastlab.cognition.forget_requests import detect


@pytest.mark.parametrize(
    "text, word",
    [
        ("It would be better for all of us if you didn't remember my overdraft.", "overdraft"),
        ("I don't want the stuff about my overdraft to stay with you.", "overdraft"),
        ("Do you actually need to remember what I said about my overdraft?", "overdraft"),
        ("Let the story about my overdraft evaporate.", "overdraft"),
        ("Make the bit about my overdraft disappear, thanks.", "overdraft"),
        ("please don't remember my overdraft figure", "overdraft"),
        ("It would be great if my overdraft weren't something you remembered.", "overdraft"),
        ("I told you about my overdraft earlier. Can that go?", "overdraft"),
    ],
)
def test_the_forms_are_requests(text, word):
    found = detect(text)
    assert found is not None and word in found.subject.phrase


@pytest.mark.parametrize(
    "text",
    [
        "I don't want my parents to stay with you over Easter.",
        "Let the dough rise until the bubbles disappear.",
        "Make my headache go away, it's been three days.",
        "Do you really need to keep the receipt for the blender?",
        "It would be better for everyone if you stayed home tonight.",
        "Is the cat allowed in the cabin? Can it go?",
    ],
)
def test_look_alikes_of_the_forms_ask_nothing(text):
    found = detect(text)
    assert found is None or not found.subject
