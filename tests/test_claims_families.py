"""The claim comparison on kinds of contradiction it once missed, in wordings of our own.

Each family below was found missing on a held-out benchmark half (``benchmarks/
contradictions.py``); these pairs are written anew (none is a benchmark pair), each with
compatible near-pairs that share its words, so a fix that flags everything fails too.
"""

from __future__ import annotations

import pytest

from yeastlab.core.claims import compare_claims, contradiction

CONTRADICTING = [
    # scales of quality: both ends of one scale, said of one thing
    ("The pond behind the school is deep", "The pond behind the school is shallow"),
    ("Her grip is strong", "Her grip is weak"),
    ("My desk at work is always tidy", "My desk at work is always messy"),
    ("The curry at that place is spicy", "The curry at that place is mild"),
    ("The bread from this bakery is thick", "The bread from this bakery is thin"),
    ("The new neighbour is friendly", "The new neighbour is hostile"),
    ("My coach is strict", "My coach is lenient"),
    # states of a person
    ("My uncle is widowed", "My uncle is married"),
    ("Priya is employed", "Priya is retired"),
    ("Priya is retired", "Priya works part-time"),
    ("Our host was sober", "Our host was drunk"),
    ("I am unemployed", "I am employed at a hospital"),
    ("My cousin is single", "My cousin is happily married"),
    ("The train came on time", "The train came late"),
    ("Our neighbour passed away", "Our neighbour is alive and well"),
    ("Ravi is in a relationship", "Ravi is single"),
    ("Ravi is between jobs", "Ravi is employed"),
    ("My sister works from home", "My sister works in an office"),
    ("My brother is shy", "My brother is outgoing"),
    ("Sam is left-handed", "Sam is right-handed"),
    # where someone lives or comes from, where a thing or an event is
    ("My parents live in Leeds", "My parents moved to Bristol"),
    ("Tomás grew up in Quito", "Tomás grew up in Lima"),
    ("My aunt works in Glasgow", "My aunt works in Cardiff"),
    ("Our office is in the suburbs", "Our office is in the centre"),
    ("The workshop will be held in Ghent", "The workshop is in Utrecht"),
    ("The spare tyre is in the garage", "The spare tyre is in the shed"),
    ("My passport is in the desk drawer", "My passport is in my backpack"),
    # a count against none
    ("I ate no biscuits this afternoon", "I ate four biscuits this afternoon"),
    ("We have two bikes", "We do not have a single bike"),
    # one choice of a kind, and chronotypes
    ("Amir prefers the corner table", "Amir prefers the terrace table"),
    ("My husband is an early bird", "My husband is a night owl"),
    # abilities: knowing how
    ("Dad knows how to drive", "Dad has no idea how to drive"),
    ("My nephew can already swim", "My nephew cannot swim yet"),
    # one thing named two ways
    ("We have three kids", "We have no children"),
    ("My neighbours own two bicycles", "My neighbours own four bikes"),
    # frequencies
    ("We seldom order takeaway", "We order takeaway almost every evening"),
    # a value outside a range or past a bound
    ("The hall seats between 80 and 120 guests", "The hall seats 150 guests"),
    ("The hike takes 4 to 6 hours", "The hike takes 9 hours"),
    ("The van carries up to 12 boxes", "The van carries 20 boxes"),
    ("We need at least 5 volunteers", "We need 3 volunteers"),
]

COMPATIBLE = [
    # the same scale word on different things, or one end said twice
    ("The pond behind the school is deep", "The river behind the school is shallow"),
    ("My desk at work is tidy", "My desk at work is neat and clean"),
    ("The curry is spicy", "The soup is mild"),
    # a friend is not "friendly"; a noun that shares a stem with a scale word
    ("My friend said she dislikes jogging", "I love jogging"),
    # places at different scales, or at different times
    ("My parents live in Leeds", "My parents live in England"),
    ("The torch is in the kitchen", "The torch is in the top drawer"),
    ("We moved to Leeds in 2016", "We moved to Bristol in 2020"),
    ("My aunt works in Glasgow", "My aunt works in Scotland"),
    ("My parents live in Leeds", "My parents live in the city centre"),
    ("The printer is at the library", "The printer is in Oxford"),
    ("I worked at a school in 2012", "I work at a library now"),
    ("The meeting is at noon", "The meeting is in room 4"),
    ("I am in Madrid", "I am in a meeting"),
    # counts at different times, values on different days
    ("We had three dogs before the divorce", "We have one dog now"),
    ("The Thursday swim starts at 7", "The Saturday swim starts at 10"),
    ("My sister works from home on Fridays", "My sister works in the office on Tuesdays"),
    ("I was on time today", "I am usually late"),
    ("My friend is living in Oslo", "My friend is alive"),
    # an occasion against a habit that allows exceptions
    ("I will not cycle to work today", "I cycle to work most days"),
    # a list is two things: "sad" says nothing against "calm and happy"
    ("We are all still sad", "We will remember her as calm and happy"),
    # a value inside a range or within a bound; a value that rose "up to" another is no bound
    ("The hall seats between 80 and 120 guests", "The hall seats 100 guests"),
    ("The hike takes 4 to 6 hours", "The hike takes 5 hours"),
    ("I walk 3-4 miles a day", "I walk 4 miles a day"),
    ("The van carries up to 12 boxes", "The van carries 10 boxes"),
    ("We need at least 5 volunteers", "We need 7 volunteers"),
    # a denied number is not none
    ("Our band has two drummers", "Our band does not have five drummers"),
    # real talk: a feeling about one thing against one about another, "stop by", a span of
    # time, a wish against a "not yet"
    ("We are still upset and sad about it", "I am happy to lend a hand"),
    ("I will never quit", "I might stop by the gym after work"),
    ("We have lived here for 6 years", "I have not seen him in years"),
    ("I have not tried surfing yet", "I would love to try surfing"),
    ("I would buy two puppies today if I could", "I never knew puppies could be so calm"),
    # preference orders are not a choice of one kind
    ("I prefer trains to planes", "I prefer soup to salad"),
    ("Amir prefers the corner table", "Amir prefers tea"),
]


@pytest.mark.parametrize(("a", "b"), CONTRADICTING)
def test_contradicting_pairs_are_found(a, b):
    assert compare_claims(a, b).contradicts, compare_claims(a, b)
    assert compare_claims(b, a).contradicts, compare_claims(b, a)
    assert contradiction(a, b) is not None  # the gate's shortcut agrees


@pytest.mark.parametrize(("a", "b"), COMPATIBLE)
def test_compatible_near_pairs_are_not_flagged(a, b):
    assert not compare_claims(a, b).contradicts, compare_claims(a, b)
    assert not compare_claims(b, a).contradicts, compare_claims(b, a)
