"""The claim comparison on phrasing read after fresh_7 became development (2026-11-27, later).

Pairs written for these tests (no benchmark half holds them), one or more for each class fixed:
clause shapes (a comma splice, a stance or certainty around the claim, "X's" before a state
word, an aside between commas, a background clause), scales and states the lexicon lacked, a
bare state against its opposite said with more words, frequencies in words, a preference order
reversed, a place at two scales, a date against a month, a sum against no money, how a try came
out, an age reached, chat without apostrophes, the weather's "it". The compatible near-pairs
guard what those classes must not flag: a conditional or a "when" frame before the comma,
reported speech, occasions of the week and seasons, a state that held, a wish, a place named by
its kind alone, feelings about different things, a habit against a week's weather, "it" of two
messages, a negated comparative that says the utmost ("couldn't agree more").
"""

from __future__ import annotations

import pytest

from yeastlab.core.claims import compare_claims

CONTRADICTING = [
    # clause shapes
    ("Grandpa Joe is still alive, he's 91", "Grandpa Joe died last winter"),
    ("Honestly the tram into town is really fast", "the tram into town is painfully slow"),
    ("I'm fairly sure the garage is locked", "the garage's unlocked, I checked it"),
    ("My neighbour, who works nights, is really friendly", "My neighbour is hostile"),
    ("After a rough start, I'm happy at my new school", "I'm unhappy at my new school"),
    ("im 40 btw", "im turning 35 next week"),
    # scales and states
    ("Paul seems cheerful these days", "Paul seems miserable these days"),
    ("The hotel bed was comfy", "The hotel bed was uncomfortable"),
    ("The road up to the village is steep", "The road up to the village is flat"),
    ("The documentary was fascinating", "The documentary was tedious"),
    ("Tomas has a girlfriend", "Tomas is single"),
    ("My sister is expecting a baby", "My sister is not pregnant"),
    ("The cafe by the bridge is open for business", "The cafe by the bridge shut for good"),
    ("Dad is retired", "Dad still works part time at the garage"),
    ("There are still seats available for the play", "The play is sold out"),
    # frequencies, preferences, places, values
    ("I visit my parents every Sunday", "I visit my parents once in a while"),
    ("I'll take the mountains over the beach", "I'd pick the beach over the mountains any day"),
    ("Nadia works at Riverside Hospital", "Nadia works at General Hospital"),
    ("The wedding is in Lisbon", "The wedding is in Italy"),
    ("My anniversary is on June 9th", "My anniversary is in August"),
    ("I don't owe anybody any money", "I owe my landlord 300 dollars"),
    ("Her visa application was approved", "Her visa application was turned down"),
    ("The boy just turned seven", "The boy is nine"),
    ("I'm really into jazz", "Jazz bores me to tears"),
    # the weather's "it"
    ("It's drizzling outside", "It's completely dry outside"),
]

COMPATIBLE = [
    ("If it snows, we stay home", "We never stay home"),
    ("When I was a kid, I was shy", "I'm outgoing"),
    ("According to my cousin, the party is on Friday", "The party is on Saturday"),
    ("I work at the library on weekends", "I work at a pharmacy during the week"),
    ("Ruth was single last year", "Ruth got engaged in the summer"),
    ("I weighed 70 kilos in high school", "I weigh 85 kilos these days"),
    ("We were married for twelve years", "We're divorced now"),
    ("I'd like to be slimmer", "I'm overweight"),
    ("Nadia works at the hospital", "Nadia works at Riverside Hospital"),
    ("I take the bus to work", "I take the train to the gym"),
    ("I'm happy to help with the move", "I'm sad about the news"),
    ("Lisbon is usually sunny", "It was rainy in Lisbon all week"),
    ("It's cold", "It's hot"),
    ("I couldn't agree more", "I totally agree that the park needs more benches"),
]


@pytest.mark.parametrize(("a", "b"), CONTRADICTING)
def test_new_phrasing_of_each_class_contradicts(a: str, b: str) -> None:
    assert compare_claims(a, b).contradicts, compare_claims(a, b)


@pytest.mark.parametrize(("a", "b"), COMPATIBLE)
def test_compatible_near_pairs_are_not_flagged(a: str, b: str) -> None:
    assert not compare_claims(a, b).contradicts, compare_claims(a, b)
