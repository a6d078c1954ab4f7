"""The answer-kind reader of the offline stand-in (:mod:`yeastlab.backends.offline_kinds`).

What a question's form asks for, and whether a memory holds a value of that kind, read from
surface forms: a capital letter alone is no name ("A=442", "plan B", "I"), a number set in a
code or a setting is no count, "which morning" asks when, "what colour" a colour term, a noun
of paying a sum, "where ... from" a source; a place may be written "in the <noun> of <Name>".
The wording here is our own, not a benchmark scenario's.
"""

from __future__ import annotations

import pytest

from yeastlab.backends.offline_answer import answer
from yeastlab.backends.offline_kinds import expected_kind, fit_strength, holds_kind
from yeastlab.backends.offline_prompt import Evidence


def _reply(question: str, *texts: str) -> str:
    items = [Evidence("Semantic facts", f"The user said: {t}", n) for n, t in enumerate(texts)]
    return answer(question, items, "").response


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Which morning does the Osprey crew train?", "time"),
        ("Which weekend is the Osprey regatta?", "time"),
        ("On what night is the Osprey quiz?", "time"),
        ("What colour are the Osprey shirts?", "colour"),
        ("Which color did she paint the shed?", "colour"),
        ("What's the membership subscription at Osprey?", "amount"),
        ("What are the annual dues for Osprey?", "amount"),
        ("What is the Osprey levy this year?", "amount"),
        ("How big is the deposit for the Osprey hut?", "size"),  # "how big" asked first
        ("Where do the Osprey sails come from?", "source"),
        ("Where did she buy the kayak from?", "source"),
        ("Where does Osprey moor?", "place"),  # no "from": a place
        ("Which venue does Osprey use?", "place"),
        ("What temperature is the Osprey kiln fired at?", "measure"),
        ("Which speed setting does Osprey use?", "measure"),
    ],
)
def test_a_questions_form_says_the_kind(question, kind):
    assert expected_kind(question) == kind


@pytest.mark.parametrize(
    ("kind", "text", "holds"),
    [
        # a capital letter alone names nobody and nowhere
        ("person", "The consort plays at A=442 for the gala.", False),
        ("place", "The consort plays at A=442 for the gala.", False),
        ("name", "Yesterday I walked the whole way home.", False),
        ("name", "If it rains we fall back on plan B.", False),
        ("person", "Yesterday I met Priya at the market.", True),
        # a number in a code or a setting counts nothing
        ("count", "The consort plays at A=442 for the gala.", False),
        ("size", "The consort plays at A=442 for the gala.", False),
        ("count", "Osprey follows ISO 9001 to the letter.", False),
        ("count", "Osprey keeps its gear in locker C12.", False),
        ("count", "Osprey has nine paddlers.", True),
        # a place written as a part of a named one
        ("place", "Osprey stores the canoes in the undercroft of St Jude's.", True),
        ("place", "We park at the back of the Odeon on race days.", True),
        ("place", "We meet at the end of March.", False),  # a month is no place
        # colour terms
        ("colour", "The Osprey kit is navy with white stripes.", True),
        ("colour", "The Osprey kit arrives on Friday.", False),
        # a source: a place, or a name after from / off / via
        ("source", "We buy the paddles off Harbourline every spring.", True),
        ("source", "The paddles are cheap and light.", False),
        # a name after a preposition of place is a place, not who did it
        ("person", "The Osprey boat spends the winter at Brightlingsea.", False),
        ("person", "The Osprey boat is serviced by Kerr Marine.", True),
        ("person", "The Osprey boat waits in the lee of Mersea until spring.", False),
        # a measured value: a number with a unit, or a setting
        ("measure", "The Osprey kiln is fired to 1,250 degrees.", True),
        ("measure", "The Osprey loom is set at T=12 for wool.", True),
        ("measure", "The Osprey kiln was bought last spring.", False),
    ],
)
def test_an_item_holds_the_kind_or_not(kind, text, holds):
    assert holds_kind(kind, text, {"Osprey"}) is holds


def test_a_count_said_as_one_and_a_named_source_fit_best():
    """A count said as one ("there are nine of us") is what a "how many" asks for; a number
    said by the way fits less. A name after "from" / "off" says the source a "where ... from"
    asks for."""
    assert fit_strength("count", "There are nine of us in the crew now.", {"Osprey"}, ()) == 2
    assert fit_strength("count", "The crew rowed 9 miles.", {"Osprey"}, ()) == 1
    assert fit_strength("source", "We order the kit off Harbourline.", {"Osprey"}, ()) == 2
    assert fit_strength("source", "The kit is kept at the Harbour Inn.", {"Osprey"}, ()) == 1


@pytest.mark.parametrize(
    ("question", "right", "other"),
    [
        (  # a day asked by its part ("which evening"), not a name
            "Which evening does Heron rehearse?",
            "Heron gets together on Wednesdays after supper.",
            "Heron was started years ago by Alma Reyes.",
        ),
        (  # a noun of paying asks a sum; the setting "A=440" is no name to answer with
            "What are the Heron dues?",
            "Each Heron member chips in 30 euros a year.",
            "Heron plays at A=440 whatever the hall.",
        ),
        (  # a colour term
            "What colour is the Heron banner?",
            "The Heron banner is a deep maroon, stitched by hand.",
            "The Heron banner was made by Tessa Lowe.",
        ),
        (  # a place written "in the <noun> of <Name>", against a setting "at A=440"
            "Where does Heron rehearse?",
            "Heron rehearses in the vestry of St Jude's.",
            "Heron plays at A=440 whatever the hall.",
        ),
        (  # "how big": a count said as one, not a sum paid each term
            "How big is Heron?",
            "There are eleven of us in Heron since the spring.",
            "Everyone in Heron chips in 30 euros each term.",
        ),
        (  # a measured value, not a count of people
            "What temperature is the Heron pool kept at?",
            "Heron keeps the water at 29 degrees all year.",
            "Heron swims with eleven club members.",
        ),
        (  # "where ... from": the source named after "off"
            "Where do the Heron costumes come from?",
            "We hire the Heron costumes off Stagewise these days.",
            "The Heron costumes are kept at the Corn Exchange.",
        ),
    ],
)
def test_the_kind_asked_chooses_the_answer(question, right, other):
    """Either order of the prompt: the memory holding the kind asked for is the answer."""
    assert right.rstrip(".") in _reply(question, other, right)
    assert right.rstrip(".") in _reply(question, right, other)
