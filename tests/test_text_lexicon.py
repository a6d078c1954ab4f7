"""core/lexicon.py as core/text.py reads it: words polar only as predicates, comparatives,
synonyms across spellings and verbs, kinds of things."""

from __future__ import annotations

from yeastlab.core.text import KIND_OF, VERB_TERMS, polarity_of, term


def test_a_predicate_only_word_is_polar_after_a_copula_alone() -> None:
    assert polarity_of("firm") is None  # "a law firm"
    assert polarity_of("firm", predicative=True) == polarity_of("hard")
    assert polarity_of("soft", predicative=True) == polarity_of("easy")
    assert polarity_of("patient") is None  # "patient data"


def test_a_comparative_needs_its_doubled_consonant() -> None:
    assert polarity_of("winter") is None  # not "win" + "-ter"
    assert polarity_of("bigger") == polarity_of("big")
    assert polarity_of("cheaper") == polarity_of("cheap")


def test_opposites_of_new_scales_have_opposite_signs() -> None:
    scales = [("long", "short"), ("sharp", "blunt"), ("delicious", "disgusting")]
    scales += [("favourite", "boring"), ("repaired", "broken"), ("alive", "died")]
    for plus, minus in scales:
        (c1, s1), (c2, s2) = polarity_of(plus), polarity_of(minus)
        assert c1 == c2 and s1 == -s2, (plus, minus)


def test_spellings_and_verbs_of_one_fact_fold_onto_one_term() -> None:
    assert term("favorite") == term("favourite") == term("fave")
    assert term("color") == term("colour")
    assert term("cost") == term("paid") == "pay" and "pay" in VERB_TERMS
    assert polarity_of("costly") == polarity_of("expensive")  # a judgement, not the verb
    assert polarity_of("cost") is None


def test_things_know_their_kind_not_the_other_way() -> None:
    assert KIND_OF[term("dogs")] == KIND_OF[term("kitten")] == term("pet")
    assert KIND_OF[term("steak")] == term("meat")
    assert term("pet") not in KIND_OF
