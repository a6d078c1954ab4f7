"""One text judgement: tokens, negation, stems, polarity, values, and one claim comparison.

The contradiction gate, conflict notices, consolidation and the cognitive profile's rules all
judge through :func:`yeastlab.core.claims.compare_claims`; these tests hold every caller to the
same verdict on the pairs that used to split them.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from yeastlab.cognition import consolidate, extractive
from yeastlab.cognition.gates import Exchange, contradiction_heuristic, find_contradiction
from yeastlab.cognition.retrieval import find_conflicts
from yeastlab.core import text
from yeastlab.core.claims import ClaimRelation, compare_claims, parse_claims
from yeastlab.core.lexical import tokenize
from yeastlab.core.records import Hit
from yeastlab.core.values import take_values


@dataclass(frozen=True)
class Note:
    id: str
    text: str


def verdicts(old: str, new: str) -> dict[str, bool]:
    """Whether each caller sees a contradiction between ``old`` and ``new``."""
    hits = [Hit("f" * 8, "memory", old, 1.0, tier="semantic"),
            Hit("e" * 8, "memory", new, 0.9, tier="episodic")]  # fmt: skip
    score, _ = contradiction_heuristic(Exchange(new, "ok"), [Note("m" * 8, old)])
    return {
        "compare_claims": compare_claims(old, new).contradicts,
        "gates.find_contradiction": find_contradiction([new], [Note("m", old)]) is not None,
        "gates.contradiction_heuristic": score < 1.0,
        "extractive.contradicts": extractive.contradicts(old, new),
        "consolidate.contradicts": consolidate.contradicts(old, new),
        "retrieval.find_conflicts": bool(find_conflicts(hits)),
    }


# The five pairs on which extractive, gates and retrieval used to give different verdicts.
@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The user likes tea", "The user does not like tea"),
        ("I love summer", "I hate summer"),
        ("My sister can swim", "My sister cannot swim"),
        ("I drink coffee every morning", "I never drink coffee in the morning"),
        ("The tea is served cold", "The tea isn't served cold"),
    ],
)
def test_every_caller_sees_the_same_contradiction(old, new):
    seen = verdicts(old, new)
    assert all(seen.values()), seen
    assert not any(verdicts(old, old).values())  # a claim never contradicts itself


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I like tea", "I really like tea"),
        ("I like tea", "My brother doesn't like tea"),
        ("I like tea", "I don't like coffee"),
        ("I ran 5 km yesterday", "I ran 10 km today"),
        ("My budget is $50k", "My budget is 50,000 dollars"),
    ],
)
def test_every_caller_sees_the_same_compatible_pair(old, new):
    seen = verdicts(old, new)
    assert not any(seen.values()), seen


# --- the text module ---------------------------------------------------------------------------


def test_contractions_are_spelled_out_with_either_apostrophe():
    assert text.expand_contractions("I can't, she cannot, he won't") == (
        "i can not, she can not, he will not"
    )
    assert text.expand_contractions("It isn’t cold; I'm sure") == "it is not cold; i am sure"
    assert text.expand_contractions("they dont") == "they do not"


def test_negations_include_contractions_and_determiners():
    for word in ("not", "no", "never", "none", "nobody", "nothing", "cannot", "isn't", "won't"):
        assert text.is_negation(word), word
    assert not text.is_negation("note") and not text.is_negation("know")
    assert "not" not in text.STOP_WORDS  # polarity is never dropped as a stop word


def test_stems_are_snowball_english_as_the_lexical_index_uses():
    assert [text.stem(w) for w in ("running", "ponies", "hated", "generously")] == [
        "run",
        "poni",
        "hate",
        "generous",
    ]
    assert tokenize("The ponies were running") == ["poni", "run"]


def test_antonyms_fold_onto_one_concept_with_a_sign():
    assert text.polarity_of("hates") == ("like", -1)
    assert text.polarity_of("loved") == ("like", 1)
    assert text.polarity_of("closed") == ("open", -1)
    assert text.polarity_of("cold") == ("hot", -1)
    assert text.polarity_of("unable") == ("can", -1)
    assert text.polarity_of("close") is None  # "a close friend" is not "shut"
    assert text.polarity_of("on") is None and text.polarity_of("tea") is None


def test_one_emotion_lexicon_serves_affect_and_salience():
    from yeastlab.cognition import affect

    assert affect.LEXICON is text.EMOTIONS
    assert {"love", "hate", "terrified", "grief"} <= text.EMOTION_WORDS
    assert "fine" not in text.EMOTION_WORDS  # mild words are not strong feeling


@pytest.mark.parametrize(
    ("phrase", "value"),
    [
        ("my budget is $50k", ("count", "$", 50_000.0)),
        ("it cost 80,000 dollars", ("count", "$", 80_000.0)),
        ("a £1.5 million grant", ("count", "$", 1_500_000.0)),
        ("i have 3 cats", ("count", "cat", 3.0)),
        ("she has two kids", ("count", "kid", 2.0)),
        ("interest is 5%", ("count", "%", 5.0)),
        ("at 3pm", ("time", "", 15 * 60)),
        ("at 15:30", ("time", "", 15 * 60 + 30)),
        ("on march 3rd", ("date", "", "mar-3")),
        ("on the 12th of may", ("date", "", "may-12")),
        ("in 2019", ("year", "", 2019)),
        ("on mondays", ("day", "", "mon")),
        ("in october", ("month", "", "oct")),
    ],
)
def test_values_are_read_as_values(phrase, value):
    assert value in take_values(phrase)[1]


@pytest.mark.parametrize(
    ("a", "b"),
    [("Describe a rainy afternoon (4)", "Describe a rainy afternoon (19)"),
     ("ok thanks (1)", "ok thanks (17)"),
     ("The reading list is long [2]", "The reading list is long [7]"),
     ("what is on the menu today (#3)", "what is on the menu today (#12)")],
)  # fmt: skip
def test_a_number_alone_in_brackets_is_a_label_not_a_value(a, b):
    # numbered prompts of a batch, footnotes: two labels are no two values of one slot
    assert compare_claims(a, b).relation != "contradicts"
    assert take_values("i watched inception (2010)")[1] == {("year", "", 2010)}


def test_a_count_keeps_its_noun_and_one_of_is_not_a_count():
    rest, values = take_values("i have 3 cats")
    assert "cats" in rest.split() and values == {("count", "cat", 3.0)}
    assert take_values("one of my friends")[1] == set()


# --- the claim comparison ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b", "reason"),
    [
        ("I have 3 cats", "I have no cats", "opposite polarity"),
        ("I have 3 cats", "I have 5 cats", "different values: count 3 vs 5"),
        ("My budget is $50k", "My budget is $80,000", "different values: count 50000 vs 80000"),
        ("The meeting is on Monday", "The meeting is not on Monday", "opposite polarity"),
        ("The meeting is on Monday", "The meeting is on Friday", "different values: day"),
        ("I graduated in 2015", "I graduated in 2019", "different values: year 2015 vs 2019"),
        ("I always walk to work", "I don't always walk to work", "always vs not always"),
        ("I prefer tea to coffee", "I prefer coffee to tea", "preference order swapped"),
        ("I live in Porto", "I live in Berlin", "different live in"),
        ("My favourite colour is blue", "My favourite colour is green", "different"),
        ("The door is locked", "The door is unlocked", "opposite polarity"),
        ("The oven is on", "The oven is off", "opposite polarity"),
        ("The shop is open on Sundays", "The shop is closed on Sundays", "opposite polarity"),
    ],
)
def test_contradictions_of_every_form(a, b, reason):
    relation = compare_claims(a, b)
    assert relation.relation == "contradicts" and relation.reason.startswith(reason), relation
    assert compare_claims(b, a).contradicts  # symmetric


@pytest.mark.parametrize(
    ("a", "b", "relation"),
    [
        ("My budget is $50k", "My budget is 50,000 dollars", "same"),
        ("The meeting is at 3pm", "The meeting is at 15:00", "same"),
        ("I like jazz", "I really like jazz", "same"),
        ("The tea is served hot", "The tea isn't served cold", "same"),  # two flips
        ("I can swim", "My sister cannot swim", "unrelated"),  # different subjects
        ("I like tea", "She does not like tea", "unrelated"),  # "she" is not the user
        ("I used to smoke", "I don't smoke anymore", "compatible"),  # a habit that changed
        ("I lived in Porto last year", "I live in Berlin now", "compatible"),  # other times
        ("I have 3 cats", "I have 3 cats and 2 dogs", "compatible"),
        ("I never drink coffee", "I drink tea instead of coffee", "compatible"),
        ("I love summer", "Do you hate summer?", "unrelated"),  # a question is no claim
    ],
)
def test_near_pairs_that_do_not_contradict(a, b, relation):
    assert compare_claims(a, b).relation == relation, compare_claims(a, b)


def test_the_relation_names_what_matched():
    relation = compare_claims("User: I love summer | Yeast: Lovely.", "I hate summer")
    assert isinstance(relation, ClaimRelation)
    assert relation.clauses == ("I love summer", "I hate summer")
    assert relation.subject == ("@user",) and "summer" in relation.attribute
    assert 0.5 <= relation.strength <= 1.0


def test_imperatives_compare_with_statements_of_the_same_predicate():
    assert compare_claims("Always use bullet points.", "Never use bullet points.").contradicts
    assert compare_claims(
        "Maintain coherent identity across interactions",
        "I do not maintain coherent identity across interactions",
    ).contradicts


def test_clauses_split_at_but_and_and_a_negation():
    claims = parse_claims("I love tea but I hate coffee. Keep going and never give up hope!")
    assert [c.text for c in claims] == [
        "I love tea",
        "I hate coffee",
        "Keep going",
        "never give up hope",
    ]
    assert compare_claims("I love coffee", "I love tea but I hate coffee").contradicts


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("shallow", ("deep", -1)),
        ("messy", ("tidy", -1)),
        ("widowed", ("married", -1)),
        ("retired", ("employ", -1)),
        ("drunk", ("sober", -1)),
        # nouns and verbs that share a stem with a scale word are not polar
        ("friend", None),
        ("friends", None),
        ("drink", None),
        ("separate", None),
    ],
)
def test_scale_words_and_their_stem_look_alikes(word, expected):
    """Each new scale word folds onto its concept; a word with the same stem but another
    meaning ("friend" / "friendly", "drink" / "drunk") asserts nothing."""
    assert text.polarity_of(word) == expected


def test_one_word_for_one_thing():
    """Synonyms (British and American, plain and formal) fold onto one term; others do not."""
    assert text.term("kids") == text.term("children") == text.term("child")
    assert text.term("films") == text.term("movie")
    assert text.term("flat") == text.term("apartments")
    assert text.term("cat") != text.term("dog")
