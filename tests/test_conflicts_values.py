"""The values a sentence gives, by kind, for the conflict rule by meaning
(:mod:`yeastlab.cognition.conflicts_values`): which clash, and which readings are compatible
(a bound or range kept, another scale, counts of other things, a question or a suggestion, a
relative day, an elapsed time)."""

from __future__ import annotations

import pytest

from yeastlab.cognition.conflicts_values import clashing_kinds, read


@pytest.mark.parametrize(
    ("document", "said", "kinds"),
    [
        ("Reports are due every six months.", "We report every quarter.", ["frequency"]),
        ("Grants run for 24 months.", "Ours lasts three years, so 36 months.", ["duration"]),
        ("Launches are in January or July.", "We launch in late May.", ["month"]),
        ("Parking costs no more than 25 pounds.", "We pay 38 pounds for parking.", ["sum"]),
        ("The default region is Dublin.", "We chose Frankfurt for the region.", ["name"]),
    ],
)
def test_values_are_read_by_kind(document, said, kinds):
    assert clashing_kinds(read(document), read(said))[0] == kinds


@pytest.mark.parametrize(
    ("document", "said"),
    [
        ("Parking costs no more than 25 pounds.", "We pay 20 pounds for parking."),  # bound kept
        ("Desks are staffed from 9:00 to 17:00.", "Our desk is staffed at 11:00."),  # in range
        ("The fee is 420 pounds.", "Our conference travel is 40,000 pounds."),  # another scale
        ("Analysts get one monitor.", "Five analysts are assigned."),  # counts other things
    ],
)
def test_compatible_readings_give_no_clash(document, said):
    assert clashing_kinds(read(document), read(said))[0] == []


@pytest.mark.parametrize(
    "sentence",
    [
        "How about Friday at 5?",
        "Let's meet next Saturday.",
        "Maybe we pay 40 pounds.",
        "We don't pay 40 pounds.",
        "We also use Brightway for paper.",
    ],
)
def test_questions_suggestions_hedges_negations_and_additions_state_no_value(sentence):
    assert not read(sentence).firm


@pytest.mark.parametrize(
    "sentence",
    [
        "Something great happened last Friday.",  # one occasion of the speaker's week
        "I have been playing for four months now.",  # time elapsed, no length of a thing
        "We moved here three years ago.",
    ],
)
def test_relative_days_and_elapsed_times_are_no_values(sentence):
    kinds = read(sentence).kinds
    assert "day" not in kinds and "duration" not in kinds, kinds


def test_a_frequency_is_no_duration():
    assert read("Reports are due every six months.").kinds == {"frequency": frozenset({2.0})}
    assert read("We visit once every couple of months.").kinds["frequency"] == frozenset({6.0})
