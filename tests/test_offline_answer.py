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


# -- choices that read a memory's form, not its chance words ------------------------------------


def test_an_interjection_opening_a_memory_is_no_rival_name():
    """A memory opening "Oh and …" names no one besides the project: it is still the asked
    project's own claim, and the kind of value asked for (a named supplier) decides over a
    memory naming a roofer."""
    got = _reply(
        "Who supplies the heating oil for Larkspur?",
        "Oh, and Larkspur buys its kerosene from Brennan Fuels.",
        "Larkspur's roof was redone by Dave Pike.",
    )
    assert "Brennan" in got


def test_a_sum_of_money_is_no_count_of_people():
    """A question of "how many volunteers" is not answered by a sum paid to each volunteer: a
    number that measures money, time or a date counts nothing."""
    got = _reply(
        "How many volunteers does Marigold need?",
        "Each Marigold volunteer gets 30 dollars for lunch.",
        "Marigold is run by twelve helpers.",
    )
    assert "twelve" in got


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("How many weeks is the pottery course?", "duration"),
        ("How many dollars did the tickets cost?", "amount"),
        ("How big is the Juniper grant?", "size"),
        ("How many times has she been to Paris?", "count"),
    ],
)
def test_the_unit_of_a_how_many_question_says_its_kind(question, kind):
    assert expected_kind(question) == kind


def test_a_duration_answers_how_many_of_its_unit():
    assert holds_kind("duration", "The course lasts six weeks.")
    assert not holds_kind("count", "The course lasts six weeks.")
    assert holds_kind("count", "Six potters signed up.")


def test_how_big_is_answered_by_a_sum_not_a_duration():
    got = _reply(
        "How big is the Juniper grant?",
        "Juniper lasts two years.",
        "Juniper was awarded 40,000 dollars.",
    )
    assert "40,000" in got


def test_a_light_verb_shared_by_chance_does_not_choose():
    """The question's "coming from" and a memory's "comes from" about money: the verb says
    nothing of the topic, so retrieval's first memory (the supplies) stays the answer."""
    got = _reply(
        "Which shop is the Juniper paint coming from?",
        "We order all the Juniper supplies from Hartley Decor.",
        "The Juniper money comes from the Orwell Trust.",
    )
    assert "Hartley" in got


def test_a_conversation_summary_is_read_as_the_message_it_quotes():
    """A reflection's summary ("A 4-turn conversation about …. It began: …") claims only what
    its quoted message says: its turn count is no count, its topic words no evidence."""
    summary = Evidence(
        "Episodic memories", "A 4-turn conversation about sable, garden. It began: hi there", 0
    )
    assert summary.user_part == "hi there"
    fact = Evidence("Semantic facts", "The user said: Sable has six bedrooms and a study.", 1)
    got = answer("How many bedrooms does Sable have?", [summary, fact], "").response
    assert "six bedrooms" in got


def test_a_conflict_notice_is_no_answer():
    """A notice about two memories quotes the document's value it warns about; the answer is
    the user's own memory, never the notice."""
    notice = Evidence(
        "Conflict notices",
        'Conflict: a document disagrees with the memory "The user said: Birchwood rent is 700 '
        'euros a month." — different values about rent ("Rent is 500 euros a month" vs '
        '"Birchwood rent is 700 euros a month").',
        0,
    )
    fact = Evidence("Semantic facts", "The user said: Birchwood rent is 700 euros a month.", 1)
    assert notice.kind == "skip"
    got = answer("How much is the Birchwood rent?", [notice, fact], "").response
    assert "700" in got and "500" not in got


def test_a_calendar_date_answers_when_before_a_weekday():
    """Both memories say when something of Larkspur's happens; a calendar date is the fuller
    answer to "when", so it wins over retrieval's first memory, which names only a weekday."""
    got = _reply(
        "When does Larkspur open to visitors?",
        "Larkspur's gardeners meet every Tuesday.",
        "Larkspur welcomes its first guests on 3 May.",
    )
    assert "3 May" in got


def test_a_weekday_in_the_plural_says_when_and_names_no_one():
    assert holds_kind("time", "The Larkspur choir sings on Sundays.")
    assert not holds_kind("person", "The Larkspur choir sings on Sundays.", {"Larkspur"})


# A place written in lower case with its number or letter ('bay 7', 'room 3B') is a place.
@pytest.mark.parametrize(
    "text",
    [
        "The Osprey samples sit in the cold store, bay 7, on the top shelf.",
        "Osprey's boat is on pontoon D now.",
        "We moved the Osprey rig to room 3B last week.",
    ],
)
def test_a_numbered_place_in_lower_case_is_a_place(text):
    assert expected_kind("Where is Osprey?") == "place"
    assert holds_kind("place", text, {"Osprey"})


@pytest.mark.parametrize(
    "text", ["I keep the box I bought in the loft.", "There is room for two more.", "a lot I think"]
)
def test_no_place_without_its_identifier(text):
    assert not holds_kind("place", text)


def test_a_numbered_place_is_not_passed_over_for_a_capitalised_word_after_in():
    """Both hold a place: the words decide (before, only the capitalised word held one)."""
    got = answer(
        "Where is the Osprey rig?",
        _facts(
            "Every Osprey result gets uploaded in Benchling by the end of the day.",
            "The Osprey rig sits in the cold store, bay 7, next to the door.",
        ),
        "",
    ).response
    assert "bay 7" in got


def test_a_word_many_memories_share_counts_less_than_one_only_the_answer_shares():
    """'goats' is in two memories about the Tallis herd, 'winter' only in the answer: the words
    alone (no meaning) choose the answer, though the others reached the prompt first."""
    got = _reply(
        "What do the Tallis goats eat in winter?",
        "The Tallis goats sleep in the old barn.",
        "The Tallis goats are milked at six.",
        "Over the winter Tallis gets hay and beet pulp.",
    )
    assert "beet pulp" in got


def test_a_word_only_one_memory_shares_still_counts_whole():
    got = _reply(
        "Which vet sees the Tallis goats?",
        "Tallis is in Devon.",
        "The Tallis goats are seen by Dr Ruth Hale, the vet in Totnes.",
    )
    assert "Hale" in got


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("How much have I saved?", "I'm saving for a holiday."),
        ("How many bedrooms does my flat have?", "I live in a flat with bedrooms upstairs."),
        ("Who do I play tennis with?", "I play tennis on Saturdays."),
    ],
)
def test_a_memory_without_the_kind_of_value_asked_answers_nothing(question, said):
    """A number for "how much" / "how many", someone for "who": the same topic without one is
    no answer, so the stand-in says it does not know rather than reciting it."""
    assert _reply(question, said).startswith("I don't have anything")


@pytest.mark.parametrize(
    ("question", "said", "value"),
    [
        ("How much do I weigh?", "I weigh about 70 kilos.", "70"),
        ("How many bedrooms does my flat have?", "My flat has two bedrooms.", "two"),
        ("Who do I play tennis with?", "I play tennis with my neighbour Clive.", "Clive"),
    ],
)
def test_a_memory_with_the_kind_of_value_asked_answers(question, said, value):
    assert value in _reply(question, said)


def test_the_asked_look_alike_claim_answers_not_the_message_naming_both():
    said = "My older sister is a lawyer and my younger sister is a student."
    reply = _reply(
        "What does my younger sister do?",
        said,
        "My older sister is a lawyer.",
        "My younger sister is a student.",
    )
    assert "student" in reply and "lawyer" not in reply


def test_a_memory_in_other_words_holding_the_kind_asked_answers():
    """The memory sharing the question's words holds no one; the one found by meaning names
    someone: it answers."""
    reply = _reply(
        "Who do I play tennis with?",
        "I play tennis on Saturdays.",
        "My usual partner on the court is my neighbour Clive.",
    )
    assert "Clive" in reply


def test_a_memory_about_another_possessed_thing_does_not_answer_by_kind():
    assert _reply("What colour is my bedroom?", "My kitchen is painted yellow.").startswith(
        "I don't have anything"
    )


def test_a_memory_saying_none_answers_how_much():
    """ "I quit coffee" answers "How much coffee do I drink?" (none) though it says no number."""
    assert "quit" in _reply("How much coffee do I drink?", "I quit coffee, I only drink water now.")
