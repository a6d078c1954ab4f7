"""``claims.contradiction`` gives what ``compare_claims`` gives whenever that is a contradiction.

The contradiction gate asks only whether a memory and a message contradict; ``contradiction``
skips the clause pairs that no branch of the comparison could find contradicting. These tests
hold it to ``compare_claims`` on one pair per branch that returns "contradicts" (each fails if
the pair prefilter drops that branch's condition), on pairs where nothing contradicts, and on
random sentences built from words that reach every branch (negations, negative polar words,
values, preference orders, frequencies, hedges, single-valued attributes, kind labels and
transcripts).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yeastlab.core.claims import compare_claims, contradiction

# one pair per way compare_claims finds a contradiction, and its look-alikes that do not
BRANCHES = [
    ("I like jazz", "I don't like jazz"),  # opposite polarity (a negation)
    ("The shop is open today", "The shop is closed today"),  # a negative polar word
    ("I have 3 cats", "I have 5 cats"),  # different values
    ("We always lock the door", "We don't always lock the door"),  # always vs not always
    ("I prefer tea to coffee", "I prefer coffee to tea"),  # preference order swapped
    ("I would rather have tea than coffee", "I would rather have coffee than tea"),  # no attribute
    ("I live in Porto", "I live in Berlin"),  # a single-valued attribute
    ("The Atlas budget is $50,000", "The budget for Atlas is $80,000"),  # its values
    ("Maybe the shop is closed today", "The shop is open today"),  # hedged: no contradiction
    ("I like jazz", "I like jazz a lot"),  # the same
    ("I used to smoke", "I don't smoke"),  # a past habit changed
    ("[experience] I do not like green tea", "I like green tea"),  # a kind label
    ("User: I have 2 dogs\nAssistant: Two dogs, noted.", "I have 4 dogs"),  # a transcript
]


def _agrees(a: str, b: str) -> None:
    relation = compare_claims(a, b)
    assert contradiction(a, b) == (relation if relation.contradicts else None), (a, b)


@pytest.mark.parametrize(("a", "b"), BRANCHES)
def test_each_branch_gives_compare_claims_verdict(a, b):
    _agrees(a, b)
    _agrees(b, a)


def test_the_branches_contradict_where_compare_claims_does():
    """The pairs above reach every contradicting branch: the test is not vacuous."""
    reasons = {compare_claims(a, b).reason.split(":")[0] for a, b in BRANCHES}
    assert {"opposite polarity", "always vs not always", "preference order swapped"} <= reasons
    assert {"different values", "different live in (area)", "different budget"} <= reasons
    assert sum(contradiction(a, b) is not None for a, b in BRANCHES) == 10


_SUBJECTS = ["I", "We", "My sister", "The budget", "The Atlas budget", "Tom", "The shop", "It"]
_AUX = ["", "don't", "do not", "never", "always", "sometimes", "usually", "maybe", "used to"]
_VERBS = ["like", "hate", "have", "live in", "prefer", "lock", "love", "is", "walk to", "visit"]
_OBJECTS = ["jazz", "tea to coffee", "coffee to tea", "3 cats", "5 cats", "Porto", "Berlin",
            "the door", "$50,000", "$80,000", "open", "closed", "cold", "warm", "green tea",
            "the gym", "work yesterday", "work today", "the beach"]  # fmt: skip
_LABELS = ["", "[experience] ", "[fact] ", "User: ", "Yeast: "]


@st.composite
def _sentence(draw) -> str:
    parts = [draw(st.sampled_from(_SUBJECTS)), draw(st.sampled_from(_AUX))]
    parts += [draw(st.sampled_from(_VERBS)), draw(st.sampled_from(_OBJECTS))]
    return draw(st.sampled_from(_LABELS)) + " ".join(p for p in parts if p)


@st.composite
def _text(draw) -> str:
    joints = [". ", ", but ", "\n", " and "]
    first = draw(_sentence())
    if draw(st.booleans()):
        return first
    return first + draw(st.sampled_from(joints)) + draw(_sentence())


@settings(max_examples=400, deadline=None)
@given(_text(), _text())
def test_random_statements_agree_with_compare_claims(a, b):
    _agrees(a, b)
