"""Which entities a statement makes claims about (core/entities.py), and what ranks on it.

The cognitive-agent scenario fell from 9/10 to 3/10 when "fewest other names" started to
decide which memory answers a question: every capitalised word counted as a rival entity,
sentence starts ("The", "Our", "And") and the asked entity's own values ("Frankfurt", "HIPAA",
"Priya Raman") alike, so a vague memory naming nothing else won over the informative one.
"""

from __future__ import annotations

import pytest

from yeastlab.backends.offline_answer import least_other_names
from yeastlab.backends.offline_prompt import Evidence
from yeastlab.cognition.trust import entity_claims, entity_first, look_alike_first
from yeastlab.core.entities import clauses, names, other_entities, parallel_clauses
from yeastlab.core.records import Hit

VAGUE = "I'm starting to plan the Atlas migration for my team this quarter."
_VALUES = [
    ("By the way, we decided to host Atlas in a data centre in Frankfurt.", "Frankfurt"),
    ("The client is a hospital group, so Atlas has to be HIPAA compliant.", "HIPAA"),
    ("And the Atlas team is seven engineers, led by Priya Raman.", "Priya"),
    ("We chose Google Cloud as the vendor for Atlas after the pricing talks.", "Google"),
    ("Our sponsor for Atlas is Dr. Amara Okafor from cardiology.", "Okafor"),
    ("The catering for Atlas is a sit-down dinner from Fig and Olive.", "Olive"),
]


@pytest.mark.parametrize("said, value", _VALUES)
def test_names_in_the_asked_entitys_clause_are_its_values_not_rivals(said, value):
    assert value in names(said)
    assert other_entities(said, {"Atlas"}) == set()
    assert other_entities(f"The user said: {said}", {"Atlas"}) == set()


@pytest.mark.parametrize(
    "said, asked, rivals",
    [
        ("My friend Sarah is an engineer at Google, and my friend Sara is a designer at Apple.",
         {"Sara"}, {"Sarah", "Google"}),
        ("I have two cats: Luna is black and Milo is orange.", {"Milo"}, {"Luna"}),
        ("My older brother Tom is a doctor; my younger brother Tim is a lawyer.", {"Tim"},
         {"Tom"}),
        ("I visited Paris, France in May and Paris, Texas in June.", {"Paris", "Texas"},
         {"France"}),
        ("Sarah works at Google.", {"Sara"}, {"Sarah", "Google"}),
        # co-subjects listed first ("Dot and Dash"): Dot's own clause still makes her a rival
        ("Our hens are Dot and Dash: Dot lays brown eggs and Dash lays white eggs.", {"Dash"},
         {"Dot"}),
    ],
)  # fmt: skip
def test_other_subjects_are_rivals(said, asked, rivals):
    assert other_entities(said, asked) == rivals


def test_a_title_or_an_initial_does_not_end_the_sentence():
    assert clauses("Our sponsor is Dr. Amara Okafor. I met J. Smith today.") == [
        "Our sponsor is Dr. Amara Okafor.",
        "I met J. Smith today.",
    ]
    assert entity_claims("Our sponsor for Lighthouse is Dr. Amara Okafor from cardiology.") == []


def test_names_skip_a_sentence_initial_question_word_and_stop_words():
    assert names("Which compliance standard does Atlas need?") == {"Atlas"}
    assert names("The budget. Our team. And Atlas.") == {"Atlas"}


@pytest.mark.parametrize("said, value", _VALUES)
def test_the_informative_memory_is_not_ranked_below_a_vague_one(said, value):
    """entity_first keeps the retriever's order between two memories about Atlas that name
    no rival (on the old code the value's memory went after the vague one)."""
    hits = [Hit("a", "memory", f"The user said: {said}", 0.9), Hit("b", "memory", VAGUE, 0.8)]
    assert [h.id for h in entity_first("What about Atlas?", hits)] == ["a", "b"]


@pytest.mark.parametrize("said, value", _VALUES)
def test_offline_answer_keeps_items_that_name_the_asked_entitys_values(said, value):
    items = [
        Evidence("Relevant memories", f"The user said: {said}", 0),
        Evidence("Relevant memories", f"The user said: {VAGUE}", 1),
    ]
    kept = least_other_names("What about Atlas?", items)
    assert len(kept) == 2


@pytest.mark.parametrize(
    "text",
    [
        "The user said: Oh and the funder wants a Larkspur report every month.",
        "Good news though: Larkspur was approved.",
        "Thanks! Larkspur opens in May.",
        "Wow, Larkspur sold out.",
    ],
)
def test_an_interjection_opening_a_sentence_is_no_name(text):
    """A greeting or interjection at a sentence's start ("Oh", "Good", "Thanks", "Wow") is no
    rival of the asked name, even inside a fragment joined to the clause before."""
    assert other_entities(text, {"Larkspur"}) == set()
    assert names(text, skip_first=False) - {"Larkspur", "May"} == set()


def test_a_name_after_an_interjection_still_counts():
    assert names("Hey Priya, Larkspur opens soon.", skip_first=False) == {"Priya", "Larkspur"}


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "My older sister is a lawyer and my younger sister is a student.",
            ["My older sister is a lawyer", "my younger sister is a student"],
        ),
        (
            "The old van does 30 miles to the gallon, the new van does 45.",
            ["The old van does 30 miles to the gallon", "the new van does 45"],
        ),
        (
            "My oldest nephew is nineteen. My youngest nephew is six.",
            ["My oldest nephew is nineteen", "My youngest nephew is six"],
        ),
        (
            "My first boss was Gerald, who was strict, and my current boss is Ines, who is calm.",
            ["My first boss was Gerald, who was strict", "my current boss is Ines, who is calm"],
        ),
    ],
)
def test_parallel_clauses_are_claims_about_look_alike_entities(text, claims):
    """Pieces making the same kind of claim about different things, named or not."""
    assert parallel_clauses(text) == claims


@pytest.mark.parametrize(
    "text",
    [
        "I went to the shop and I bought some milk.",
        "I'm tired, but I'll go to the party anyway.",
        "Katherine teaches maths; Catherine runs a cafe.",
    ],
)
def test_a_message_making_one_claim_or_unlike_ones_has_no_parallel_clauses(text):
    assert parallel_clauses(text) == []


def test_the_claim_holding_the_asked_look_alike_comes_first():
    """The message naming both sisters and the rival's claim go after the asked one's claim;
    a hit making no alike claim keeps its place."""
    said = "My older sister is a lawyer and my younger sister is a student."
    hits = [
        Hit("other", "memory", "I love my sister's cooking.", 0.95),
        Hit("episode", "memory", f"{said} | Yeast: Noted.", 0.9),
        Hit("older", "memory", "My older sister is a lawyer.", 0.85),
        Hit("younger", "memory", "My younger sister is a student.", 0.8),
    ]
    ordered = look_alike_first("What does my younger sister do?", hits)
    assert [h.id for h in ordered] == ["other", "younger", "episode", "older"]
    assert look_alike_first("What does my sister cook?", hits) == hits


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "Nadia teaches in Dundee, Nadine teaches in Perth.",
            ["Nadia teaches in Dundee.", "Nadine teaches in Perth."],
        ),
        (
            "Omar M is a welder in Hull, Omar K is a baker in Derby",
            ["Omar M is a welder in Hull.", "Omar K is a baker in Derby."],
        ),
        # a place's comma stays: "in Paris, Texas"
        (
            "My aunt lives in Paris, Texas and my uncle lives in Paris, France.",
            ["My aunt lives in Paris, Texas.", "My uncle lives in Paris, France."],
        ),
    ],
)
def test_a_comma_after_a_place_opens_a_clause_with_its_own_subject_and_verb(text, claims):
    assert entity_claims(text) == claims


def test_a_gapped_claim_takes_back_its_subject_and_verb():
    """ "… and at the garden centre on Sundays" leaves out "My wife works": each claim says it."""
    assert entity_claims("My son trains at the pool on Mondays and at the gym on Fridays.") == [
        "My son trains at the pool on Mondays.",
        "My son trains at the gym on Fridays.",
    ]


def test_claims_opening_with_a_time_of_the_week_are_parallel():
    assert entity_claims("Evenings I tutor maths, and on Sundays I referee hockey.") == [
        "Evenings I tutor maths.",
        "On Sundays I referee hockey.",
    ]
