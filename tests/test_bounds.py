"""core/bounds.py: the one reader of bounds, ranges and estimates, for claims and conflicts alike.

A bound is one only next to a number ("over 40", "3 or more"; not "over the summer"), and a
negated bound ("no more than 25") is its limit, not a denial. The claim comparison and the
conflict rule by meaning read the same :func:`reach_of`, so neither can honour a bound the other
misses.
"""

from __future__ import annotations

import pytest

from yeastlab.cognition.conflicts_values import clashing_kinds, read
from yeastlab.core.bounds import Reach, as_limits, reach_of
from yeastlab.core.claims import compare_claims


@pytest.mark.parametrize(
    ("text", "reach"),
    [
        ("the hall seats no more than 25 people", Reach(upper=True)),
        ("the van takes not fewer than 8 people", Reach(lower=True)),
        ("over the summer we hired 3 students", Reach()),
        ("under the new rules we have 40 members", Reach()),
        ("we have over forty members", Reach(lower=True)),
        ("tickets are under $20", Reach(upper=True)),
        ("guests aged 18 and over", Reach(lower=True)),
        ("between 3 and 5 days", Reach(ranged=True)),
        ("open 9:00 to 17:00", Reach(ranged=True)),
        ("some 40 people came", Reach(about=True)),
        ("some days 40 people come", Reach()),
    ],
)
def test_reach_reads_a_bound_only_next_to_a_number(text: str, reach: Reach) -> None:
    assert reach_of(text) == reach


def test_a_negated_bound_is_its_limit() -> None:
    assert as_limits("No more than 25 pounds, not less than 3 nights") == (
        "at most 25 pounds, at least 3 nights"
    )


@pytest.mark.parametrize(
    ("a", "b", "contradicts"),
    [
        # a negated bound limits the value: a value beyond it clashes, one within does not
        ("The room holds no more than 25 people", "The room holds 40 people", True),
        ("The room holds no more than 25 people", "The room holds 20 people", False),
        ("The van seats not fewer than 8 people", "The van seats 5 people", True),
        # "over" before a time, not a number, bounds nothing
        ("Over the summer the shop hired 3 students", "The shop hired 6 students", True),
        # compatible near-pairs: the bound holds the other value
        ("The club has over forty members", "The club has 55 members", False),
        ("The club has under 40 members", "The club has 35 members", False),
    ],
)
def test_claims_read_bounds_as_the_conflict_rules_do(a: str, b: str, contradicts: bool) -> None:
    assert compare_claims(a, b).contradicts is contradicts


@pytest.mark.parametrize(
    ("doc", "said", "clash"),
    [
        ("Each analyst gets over 2 monitors", "Each analyst on Atlas gets 3 monitors", []),
        ("Backups are kept for more than 30 days", "Atlas backups are kept for 90 days", []),
        # "under the policy" is no ceiling on the number
        (
            "Under the policy each analyst gets 2 monitors",
            "Each analyst on Atlas gets 3 monitors",
            ["count"],
        ),
    ],
)
def test_conflict_values_use_the_same_bounds(doc: str, said: str, clash: list[str]) -> None:
    assert clashing_kinds(read(doc), read(said))[0] == clash
    assert (read(doc).lower, read(doc).upper) == (reach_of(doc).lower, reach_of(doc).upper)
