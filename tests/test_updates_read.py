"""Supersede on update when no change word says it, and at read time
(cognition/updates.changed_values, cognition/update_read.py)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import yeastlab
from yeastlab.cognition.updates import UPDATED, changed_values, is_update


def _said(text: str) -> SimpleNamespace:
    return SimpleNamespace(text=f"User: {text} | Yeast: Noted.", tier="episodic")


def test_a_new_value_said_without_a_cue_changes_the_old_one() -> None:
    old = _said("I work for the county library in the archives.")
    assert changed_values([old], "I work for a small bakery called Loaf and Ladle.") == [old]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I love summer", "I hate summer"),  # an opinion turned: the contradiction gate's
        ("I have a dog named Rufus.", "I have a cat named Miso."),  # one more pet
        ("My sister works at the bank.", "I work at the hospital."),  # someone else
        ("I work for the county library.", "Where do I work?"),  # a question
    ],
)
def test_no_value_changed(old: str, new: str) -> None:
    assert changed_values([_said(old)], new) == []


@pytest.fixture
def yeast(tmp_path):
    y = yeastlab.open(tmp_path / "y", embedder="hashing", backend="offline")
    yield y
    y.close()


def _memories(turn) -> list[str]:
    """What the user said in each memory of the turn's context (the reply echoes aside)."""
    return [h.text.split(" | Yeast:")[0] for h in turn.flow if h.source == "memory"]


def test_an_implicit_update_is_current_and_the_old_value_leaves(yeast) -> None:
    yeast.chat("I work for the county library in the archives.")
    yeast.chat("I work for a small bakery called Loaf and Ladle.")
    hits = _memories(yeast.chat("Who do I work for?"))
    assert hits and "Loaf and Ladle" in hits[0]
    assert not any("county library" in h for h in hits)


def test_a_superseded_match_brings_its_successor(yeast) -> None:
    """The question's words are the superseded memory's ("reading"), not its successor's."""
    yeast.chat("I'm reading Middlemarch.")
    yeast.chat("Finished Middlemarch! Onto Beloved now.")
    hits = _memories(yeast.chat("What am I reading?"))
    assert hits and "Beloved" in hits[0]


def test_two_attributes_of_one_named_thing_both_stay(yeast) -> None:
    """Two attributes of one name: "the Atlas budget" and "the Atlas database"."""
    yeast.chat("The Atlas budget is 50,000 euros.")
    yeast.chat("The Atlas database will be PostgreSQL.")
    hits = _memories(yeast.chat("What is the Atlas budget?"))
    assert any("50,000" in h for h in hits)


def test_a_successor_reached_through_its_predecessor_is_marked_and_answers(yeast) -> None:
    """The successor shares no word with the question: it is marked current (the context says
    why it is there) and the offline answer takes it, not "I don't know"."""
    yeast.chat("I'm reading Middlemarch.")
    yeast.chat("Finished Middlemarch! Onto Beloved now.")
    turn = yeast.chat("What am I reading?")
    hits = _memories(turn)
    assert hits and hits[0].startswith(UPDATED) and "Beloved" in hits[0]
    assert "Beloved" in turn.response and UPDATED not in turn.response


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The user said: We decided to host Atlas in a data centre in Frankfurt.",
            "The user said: We chose Google Cloud as the vendor for Atlas.",
        ),
        ("Mum said: the dentist appointment is on Tuesday.", "Mum said: the plumber comes Friday."),
    ],
)
def test_a_clause_of_saying_is_no_heading(old: str, new: str) -> None:
    """ "The user said:" (the cognitive profile's statement facts) or "Mum said:" name no
    attribute: two such statements are no update of each other, read with or without a cue."""
    assert not is_update(old, new, implied=True)


def test_history_is_known_without_reading_it(tmp_path) -> None:
    """store.has_history: False in a store that never superseded (a question then reads no
    history from LanceDB), True after a supersession and after reopening the store."""
    path = tmp_path / "h"
    y = yeastlab.open(path, embedder="hashing", backend="offline")
    y.chat("I live in Porto.")
    assert not y.store.has_history()
    y.chat("I moved to Lisbon, I live in Lisbon now.")
    assert y.store.has_history()
    y.close()
    again = yeastlab.open(path, embedder="hashing", backend="offline")
    assert again.store.has_history()
    again.close()
