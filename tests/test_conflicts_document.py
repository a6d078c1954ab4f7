"""A document's rule against the user's named case: what reads as firm, and which slot a name
fills (:mod:`yeastlab.cognition.conflicts`, offline: no model judges)."""

from __future__ import annotations

import pytest

from yeastlab.cognition.conflicts import find_conflicts
from yeastlab.core.records import Hit


def _clash(document: str, said: str) -> bool:
    hits = [Hit("d", "chunk", document, 1.0), Hit("m", "memory", said, 1.0, tier="semantic")]
    return bool(find_conflicts(hits))


@pytest.mark.parametrize(
    ("document", "said", "clash"),
    [
        # the copula fills one slot whatever its form ("is" / "will be" / "was")
        ("The default message broker is RabbitMQ.", "The Osprey broker will be Kafka.", True),
        ("The house style guide is Chicago.", "The Osprey style guide was Harvard.", True),
        # a trailing contrast ("…, not anything else") leaves the clause firm
        ("The default message broker is RabbitMQ.",
         "The Osprey broker will be Kafka, not anything else.", True),
        # still none: the same name, a real negation, a hedge, a message about no named case
        ("The default message broker is RabbitMQ.", "The Osprey broker will be RabbitMQ.", False),
        ("The default message broker is RabbitMQ.", "The Osprey broker will not be Kafka.", False),
        ("The default message broker is RabbitMQ.", "The Osprey broker might be Kafka.", False),
        ("The default message broker is RabbitMQ.", "I was at Kafka's house in Prague.", False),
    ],
)  # fmt: skip
def test_a_named_case_clashes_with_the_documents_default(document, said, clash):
    assert _clash(document, said) is clash


@pytest.mark.parametrize(
    ("document", "said", "clash"),
    [
        # a lower bound kept, and broken
        ("Keelboats go out with at least two people on board.",
         "There were 7 people at the party, and 6 of them want to come again.", False),
        ("Each stall is staffed by at least three volunteers.",
         "For the Osprey fair we have only one volunteer per stall.", True),
        # an upper bound kept, and broken
        ("Each class takes at most 12 students.", "We had 9 students at the Osprey talk.", False),
        ("Each class takes at most 12 students.", "We had 30 students at the Osprey talk.", True),
    ],
)  # fmt: skip
def test_a_documents_bound_is_kept_by_any_value_on_its_side(document, said, clash):
    """ "at least two people" is no rule against "7 people" said about something else."""
    assert _clash(document, said) is clash


@pytest.mark.parametrize(
    ("document", "said", "clash"),
    [
        # a bound said with a negation limits the value: broken above it, kept below it
        ("Tenants pay no more than 40 pounds per month for parking.",
         "Tenants at Birchwood pay 65 pounds a month for parking.", True),
        ("Tenants pay no more than 40 pounds per month for parking.",
         "Tenants at Birchwood pay 30 pounds a month for parking.", False),
        ("Each table seats no fewer than 4 diners.", "Each Birchwood table seats 2 diners.", True),
    ],
)  # fmt: skip
def test_a_negated_bound_is_a_limit_not_a_denial(document, said, clash):
    assert _clash(document, said) is clash


@pytest.mark.parametrize(
    ("document", "said", "clash"),
    [
        # the named case owns the thing outside the clause's subject
        ("Uniforms are ordered from Baxter Supplies.",
         "We buy the Birchwood uniforms from Kitwell.", True),
        ("Catering is ordered from Greenway Foods.",
         "We booked the catering for Birchwood from Olive Tree.", True),
        # the same supplier, or a thing no name owns: no clash
        ("Uniforms are ordered from Baxter Supplies.",
         "We buy the Birchwood uniforms from Baxter Supplies.", False),
        ("Uniforms are ordered from Baxter Supplies.",
         "I picked up pizza from Luigi's before the uniform fitting.", False),
    ],
)  # fmt: skip
def test_a_named_case_in_the_object_clashes_with_the_documents_rule(document, said, clash):
    assert _clash(document, said) is clash


@pytest.mark.parametrize(
    ("document", "said", "clash"),
    [
        # the named case's own thing on another day, at another time
        ("Bin collections happen on Mondays.",
         "The Birchwood bin collection is on Thursday.", True),
        ("Choir rehearsals start at 19:00.", "The Birchwood rehearsal starts at 18:15.", True),
        # the same day; a verb in common only; a day said of something else
        ("Bin collections happen on Mondays.", "The Birchwood bin collection is on Monday.", False),
        ("Bin collections happen on Mondays.",
         "Something great happened to Sam last Friday.", False),
        ("Bin collections happen on Mondays.", "We had a party at Birchwood last Thursday.", False),
    ],
)  # fmt: skip
def test_a_named_case_on_another_day_clashes_with_the_documents_rule(document, said, clash):
    assert _clash(document, said) is clash
