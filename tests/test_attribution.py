"""Who and what a claim is about: speakers, deictic subjects, greetings, hedges, modified subjects.

Each case is a defect found on real conversation (LoCoMo turns rejected by the contradiction gate)
or on the cognitive scenario (a manual's budget never compared with the user's): the claim
comparison, and through it the gate and conflict notices, must get them right.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from yeastlab.cognition.conflicts import find_conflicts
from yeastlab.cognition.gates import Exchange, contradiction_heuristic
from yeastlab.core.claims import compare_claims
from yeastlab.core.records import Hit


@dataclass(frozen=True)
class _Memory:
    id: str
    text: str


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # the yeast's own "I" is not the user
        ("User: Tell me about yourself | Yeast: I don't have a body.", "I have a body"),
        ("Yeast: I am not sure about that", "I am sure about that"),
        ("User: hi | Yeast: Hello. I don't drink coffee, being a yeast.", "I drink coffee daily"),
        # "that"/"it" of one message is not "that"/"it" of another
        ("Glad it was rewarding for you", "Oof, John, that's really sad. Domestic abuse is bad."),
        ("That was from a game I just played", "That picture is from MinaLima"),
        # greetings and leave-takings are not claims
        ("Long time no see", "Good to see you"),
        ("Let's talk again soon", "Long time no talk"),
        (
            "User: Hey Joanna, I'm no writer like you | Yeast: You said: Hey Joanna, I'm no "
            "writer like you. Noted.",
            "Hey Joanna! That tart looks yummy!",
        ),
        # both poles of an antonym in one clause are no polarity
        ("The book is great", "They've been with me through the good and bad"),
        # hedged clauses are not firm claims
        ("The shop is open", "Maybe the shop is closed today"),
        ("I like jazz", "I'm not sure whether I like jazz"),
        # a polar concept shared alone is no common topic
        (
            "We're all still sad about it",
            "Yeah, that's how we'll think of him - peaceful and happy",
        ),
        ("Good idea, Nate", "Oh, its really bad"),
        # plural "colours" name no single colour
        (
            "Those colors are so vivid, it really looks like a real sunset",
            "The colors are so bright and the flowers are so pretty",
        ),
        # one head noun, modifiers that name different things
        ("The Atlas budget is $50,000", "The Borealis budget is $80,000"),
        ("The marketing budget is $12,000", "The travel budget is $20,000"),
        ("My budget is $50k", "My brother's budget is $80k"),
    ],
)
def test_not_a_contradiction(old, new):
    relation = compare_claims(old, new)
    assert not relation.contradicts, relation
    score, _ = contradiction_heuristic(Exchange(new, "ok"), [_Memory("m1", old)])
    assert score == 1.0


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I am happy", "I am sad"),
        ("My favourite colour is blue", "My favourite colour is green"),
        # the user quoted by the yeast is still the user
        ("User: I love tea | Yeast: You said: I love tea. Noted.", "I hate tea"),
        # one head noun, one side's modifiers a subset of the other's
        ("The project budget is 40k", "The Atlas project budget is 75k"),
        ("Our marketing budget is $12,000", "The marketing budget is $20,000"),
        ("The team's deadline is March 3", "The deadline is April 10"),
        ("The standard license costs $300", "The license costs $450"),
        # a generic default against a named instance, whatever else the instance adds
        (
            "The standard budget for a cloud migration project is 25,000 euros.",
            "The budget for the Atlas migration is 48,000 euros, approved by the board last week.",
        ),
    ],
)
def test_a_contradiction(old, new):
    assert compare_claims(old, new).contradicts


def test_a_manual_default_conflicts_with_the_users_own_figure():
    """The scenario's defect: "the standard budget" (document) and "our budget for the Atlas
    migration" (memory) were different subjects, so no conflict notice was ever raised."""
    hits = [
        Hit("c1", "chunk", "The standard budget for a cloud migration project is 25,000 euros.", 1),
        Hit(
            "m1",
            "memory",
            "Our budget for the Atlas migration is 48,000 euros, approved by the board last week.",
            1,
            tier="semantic",
        ),
        Hit("m2", "memory", "The Atlas team is seven engineers, led by Priya.", 1, tier="semantic"),
    ]
    notices = find_conflicts(hits)
    assert len(notices) == 1
    assert "48,000" in notices[0] and "25,000" in notices[0]
