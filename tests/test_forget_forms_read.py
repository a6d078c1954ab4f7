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


@pytest.mark.parametrize(
    "text, word",
    [
        ("I don't want my overdraft in your memory.", "overdraft"),
        ("There's no reason for you to hang on to my overdraft figure.", "overdraft"),
        ("You don't need to keep the thing about my overdraft.", "overdraft"),
        ("No need to remember my overdraft any more.", "overdraft"),
        ("My overdraft doesn't have to stay with you.", "overdraft"),
        ("Nothing about my overdraft needs to live in your memory.", "overdraft"),
        ("My overdraft has no business being in your memory.", "overdraft"),
        ("I hope the stuff about my overdraft doesn't stay with you.", "overdraft"),
    ],
)
def test_keeping_said_unneeded_or_unwanted_is_a_request(text, word):
    found = detect(text)
    assert found is not None and word in found.subject.phrase


@pytest.mark.parametrize(
    "text",
    [
        "You don't need to keep apologising about the mix-up.",
        "There's no reason to keep my old car, it's falling apart.",
        "You don't need to know my mum to like her cooking.",
        "My brother doesn't need to stay with us this weekend.",
        "I don't want that song in my head all day.",
        "My salary doesn't need to be in the report.",
        "No need to save me a seat.",
    ],
)
def test_look_alikes_of_keeping_said_unneeded_ask_nothing(text):
    found = detect(text)
    assert found is None or not found.subject


@pytest.mark.parametrize(
    "text, word",
    [
        ("I must ask that you purge all reference to my overdraft.", "overdraft"),
        ("Under data protection law, I require you to erase all records concerning my overdraft.",
         "overdraft"),
        ("You are hereby instructed to delete the notes about my overdraft.", "overdraft"),
        ("I formally request that all data pertaining to my overdraft be expunged.", "overdraft"),
        ("It is requested that my overdraft figure be permanently removed.", "overdraft"),
    ],
)  # fmt: skip
def test_formal_directives_are_requests(text, word):
    found = detect(text)
    assert found is not None and word in found.subject.phrase


@pytest.mark.parametrize(
    "text",
    [
        "I must ask that you remove your car from my driveway.",
        "I require you to delete the old invoices from the shared drive.",
        "Under the new policy, staff must delete all records concerning former clients.",
        "I insist that the old fence be removed before Monday.",
        "We ask that all phones be switched off.",
    ],
)
def test_look_alikes_of_formal_directives_ask_nothing(text):
    found = detect(text)
    assert found is None or not found.subject
