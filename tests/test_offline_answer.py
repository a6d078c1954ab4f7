"""The offline stand-in's choice among memories that can all answer a question.

Several stated facts name the asked project and share no other word with the question ("How
much money do we have for Wren?" against "We've put aside 6,200 euros for Wren"). The choice
used to be the shortest memory; it is now the one holding the kind of value asked for, then the
one retrieval ranked first (the order the memories reached the prompt).
"""

from __future__ import annotations

import pytest

from yeastlab.backends.offline_answer import answer
from yeastlab.backends.offline_kinds import expected_kind, holds_kind, related_stems
from yeastlab.backends.offline_prompt import Evidence, content_words


def _facts(*texts: str) -> list[Evidence]:
    """Semantic facts in retrieval order (the first reached the prompt first)."""
    return [Evidence("Semantic facts", f"The user said: {t}", n) for n, t in enumerate(texts)]


def _reply(question: str, *texts: str) -> str:
    return answer(question, _facts(*texts), "").response


def test_the_best_ranked_memory_wins_over_a_shorter_one():
    """Nothing but the name in common, no kind asked: retrieval's order decides, not length."""
    got = _reply(
        "Which caterer does Heron use?",
        "For Heron the food comes from Lotus Kitchen, a sit-down meal for everyone.",
        "Heron is in May.",
    )
    assert "Lotus Kitchen" in got


@pytest.mark.parametrize(
    ("question", "right", "others"),
    [
        (
            "How much money do we have for Wren?",
            "We've put aside 6,200 euros for Wren, more than we hoped.",
            ("Wren is on Sunday 8 June.", "Wren starts soon."),
        ),
        (
            "When is Wren?",
            "After a lot of back and forth, Wren is on Sunday 8 June.",
            ("Wren has 80 guests.", "We like Wren."),
        ),
        (
            "How many guests will Wren have?",
            "We are expecting about 80 people at Wren this time.",
            ("Wren is fun.", "Wren is in Bath."),
        ),
        (
            "Where is Wren being held?",
            "After some searching, Wren will take place at the Assembly Rooms in Bath.",
            ("Wren is on Sunday.", "Wren is big."),
        ),
        (
            "Who is taking the photos at Wren?",
            "Our photographer for Wren is a freelancer called Jo Pike.",
            ("Wren is on Sunday 8 June.", "Wren has 80 guests."),
        ),
    ],
)
def test_the_memory_holding_what_is_asked_wins_whatever_its_rank(question, right, others):
    """The answering memory is the longest and ranked last; the old choice (the shortest)
    answered with another one."""
    got = _reply(question, *others, right)
    assert right.rstrip(".") in got


@pytest.mark.parametrize(
    ("question", "right", "other"),
    [
        (
            "Where are the Wren children visiting?",
            "Wren is off to the Roman Baths in Bath.",
            "We need one adult for every six children at Wren.",
        ),
        (
            "What time does the Wren coach set off?",
            "We leave for Wren at 8:40 sharp.",
            "The Wren coach is on Friday 9 May.",
        ),
    ],
)
def test_a_memory_of_the_asked_kind_wins_over_one_sharing_a_word_by_chance(question, right, other):
    """A place for "where", whatever else shares the word "children" ("the Wren children" are
    no relation of the user's); a time of day for "what time", not a date, though the date's
    memory shares "coach"."""
    assert right.rstrip(".") in _reply(question, other, right)
    assert right.rstrip(".") in _reply(question, right, other)


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("How much money do we have for Wren?", "amount"),
        ("What is the Wren budget?", "amount"),
        ("How many guests will Wren have?", "count"),
        ("How long does Wren run?", "duration"),
        ("How often do we meet about Wren?", "frequency"),
        ("When is Wren?", "time"),
        ("What time does Wren start?", "clock"),
        ("What day is Wren?", "time"),
        ("Where is Wren?", "place"),
        ("What did I tell you about the Wren venue?", "place"),
        ("Who leads Wren?", "person"),
        ("Which caterer does Wren use?", "name"),  # one of several named things
        ("What do members pay for the Wren course?", "amount"),  # a verb of paying
        ("What were we charged for the Wren hall?", "amount"),
        ("What supervision ratio does Wren need?", "ratio"),
        ("How many leaders per group does Wren take?", "ratio"),
        ("How are the Wren guests getting to the venue?", "means"),
        ("How do we travel to Wren?", "means"),
        ("How long does it take to get to Wren?", "duration"),  # the duration asked first
        ("Who paid for the Wren dinner?", "person"),
        ("Which doctor does Wren see?", "person"),  # "which" with a noun for people
        ("What is Wren about?", None),
    ],
)
def test_a_questions_form_says_what_kind_of_value_answers_it(question, kind):
    assert expected_kind(question) == kind


@pytest.mark.parametrize(
    ("kind", "text", "holds"),
    [
        ("amount", "We set aside 6,200 euros for Wren.", True),
        ("amount", "Wren costs $900.", True),
        ("amount", "Wren is on Sunday 8 June.", False),
        ("time", "Wren is on Sunday 8 June.", True),
        ("time", "We leave at 7:15.", True),
        ("time", "Wren has 80 guests.", False),
        ("place", "Wren will be held at the Assembly Rooms in Bath.", True),
        ("place", "Guests at Wren are welcome.", False),  # the asked name is no answer
        ("person", "Our photographer for Wren is Jo Pike.", True),
        ("person", "Wren is on Sunday.", False),
        ("person", "My uncle lives in Springfield.", True),  # a relation is someone too
        ("person", "Wren takes one adult for every six children.", False),  # nobody's children
        ("person", "Our younger son runs Wren.", True),
        ("ratio", "Wren needs one instructor for every eight swimmers.", True),
        ("ratio", "Wren has 80 guests.", False),
        ("ratio", "We meet at 7:15.", False),
        ("means", "The Wren group goes by ferry.", True),
        ("means", "Wren starts at noon.", False),
        ("name", "The Wren kit comes from Halvard Sports.", True),
        ("name", "Wren is on Sunday 8 June.", False),
        ("name", "Wren is run by Dr. Ada Lind.", False),  # a titled person is no "which" thing
        ("duration", "Wren lasts 36 months.", True),
        ("frequency", "We report on Wren every quarter.", True),
        ("count", "Wren has eighty guests.", True),
        (None, "Wren has 80 guests.", False),
    ],
)
def test_an_item_holds_a_value_of_the_kind_or_not(kind, text, holds):
    assert holds_kind(kind, text, {"Wren"}) is holds


@pytest.mark.parametrize(
    ("word", "other", "related"),
    [
        ("photos", "photographer", True),
        ("compliance", "compliant", True),
        ("venue", "venues", False),  # the same stem: counted as an overlap already
        ("confirm", "conference", False),
        ("team", "teammate", False),  # under five letters: too many false friends
    ],
)
def test_a_derived_form_is_related_only_when_one_clearly_extends_the_other(word, other, related):
    wanted, have = content_words(word), content_words(other)
    assert (related_stems(wanted - have, have) == 1) is related


@pytest.mark.parametrize(
    ("question", "right", "other"),
    [
        (  # a verb of paying asks for a sum, though the sum's memory names a rival (the FA)
            "What does each Wren player pay?",
            "Each Wren player pays 12 pounds a week and the County FA covers the rest.",
            "Registration for Wren is done online.",
        ),
        (  # "how ... getting": a means of transport, not the memory sharing "get"
            "How are the Wren players getting to the away matches?",
            "The Wren squad goes by minibus this season.",
            "We get back from Wren matches around 19:00.",
        ),
        (  # a ratio, not the memory sharing "use"
            "What supervision ratio does Wren use?",
            "There is one leader for every five walkers at Wren.",
            "We use the Wren minibus on Saturdays.",
        ),
        (  # "which framework": a named thing, not the titled person sharing "run"
            "Which framework does Wren run on?",
            "Wren was built with Django in the end.",
            "Wren is run by Dr. Ada Lind these days.",
        ),
        (  # "the Wren children" are nobody's relation: the named person answers "who"
            "Who needs to check the Wren accounts?",
            "The treasurer, Mrs Lena Voss, audits the Wren books.",
            "We need two adults with the Wren children.",
        ),
    ],
)
def test_the_kind_a_questions_words_ask_for_wins_over_chance_words(question, right, other):
    """The question's words beyond its opener say the kind too (paying: a sum; a ratio; "how"
    with a verb of moving: a means of transport), and the kind is judged before rival names are
    counted; the other memory shares a word with the question by chance, or names no rival."""
    assert right.rstrip(".") in _reply(question, other, right)
    assert right.rstrip(".") in _reply(question, right, other)
