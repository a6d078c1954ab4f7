"""The one sentence splitter (yeastlab.core.sentences): spans that cover a text, and its cuts."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yeastlab.cognition.quality import salvage_truncated
from yeastlab.core.sentences import BREAKS, iter_spans, sentences, spans

# texts built from the characters the rules look at, so the rules meet each other
_ALPHABET = st.sampled_from(
    list("ab AB.!?…;:|-—\n\t\"')]”。！？1 ")
    + ["Dr.", "e.g.", "J.", "No.", "etc.", "...", "U.S.", "3.5", "1. ", " - ", " | "]
)
_TEXTS = st.lists(_ALPHABET, max_size=40).map("".join) | st.text(max_size=80)


@settings(max_examples=400, deadline=None)
@given(_TEXTS, st.booleans(), st.sampled_from(["", ";", ";|", ";:", ";-", ";-:|", BREAKS]))
def test_spans_cover_the_text_in_order(text, lines, breaks):
    cut = spans(text, lines=lines, breaks=breaks)
    assert cut == list(iter_spans(text, lines=lines, breaks=breaks))
    previous_end = 0
    for start, end in cut:
        assert previous_end <= start < end <= len(text)  # in order, no overlap, none empty
        assert text[previous_end:start].strip() == ""  # only whitespace between two spans
        assert not text[start].isspace() and not text[end - 1].isspace()
        previous_end = end
    assert text[previous_end:].strip() == ""
    joined = "".join(text[s:e] for s, e in cut)
    assert "".join(joined.split()) == "".join(text.split())  # every other character kept


@settings(max_examples=200, deadline=None)
@given(_TEXTS)
def test_sentences_are_the_span_texts(text):
    assert sentences(text) == [text[s:e] for s, e in spans(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I moved. She stayed!", ["I moved.", "She stayed!"]),
        ("Is it? Yes.", ["Is it?", "Yes."]),
        ("no caps here. still two", ["no caps here.", "still two"]),
        # titles, Latin abbreviations and initials are not ends
        ("Dr. Amara Okafor moved to Oslo.", ["Dr. Amara Okafor moved to Oslo."]),
        ("I saw Mr. Grant at St. Mary's.", ["I saw Mr. Grant at St. Mary's."]),
        ("Fruit, e.g. apples, i.e. food.", ["Fruit, e.g. apples, i.e. food."]),
        ("A quote by J. K. Rowling. Nice.", ["A quote by J. K. Rowling.", "Nice."]),
        ("A quote by J.K. Rowling.", ["A quote by J.K. Rowling."]),
        (
            "P.S. to you. Ask the F.B.I. They know.",
            ["P.S. to you.", "Ask the F.B.I.", "They know."],
        ),
        ("No. 5 is mine. No. I refuse.", ["No. 5 is mine.", "No.", "I refuse."]),
        (
            "Pens etc. and ink. We had fruit etc. Then more.",
            ["Pens etc. and ink.", "We had fruit etc.", "Then more."],
        ),
        (
            "We flew to the U.S. and back. We moved to the U.S. Then home.",
            ["We flew to the U.S. and back.", "We moved to the U.S.", "Then home."],
        ),  # fmt: skip
        # decimals, versions and addresses have no space after their dot
        (
            "It costs 3.5 dollars. Python 3.11.4 runs.",
            ["It costs 3.5 dollars.", "Python 3.11.4 runs."],
        ),
        (
            "Mail me at jo.smith@example.com. Thanks.",
            ["Mail me at jo.smith@example.com.", "Thanks."],
        ),
        # ellipses: a pause before lower case goes on, before a capital it ends
        ("Well... maybe. Hmm... Okay.", ["Well... maybe.", "Hmm...", "Okay."]),
        ("So overwhelmed...but fine.", ["So overwhelmed...but fine."]),
        ("It was late… We left.", ["It was late…", "We left."]),
        # quotes and brackets after a stop belong to its sentence
        ('He said "stop." Then he left.', ['He said "stop."', "Then he left."]),
        ("(It rained.) We stayed in.", ["(It rained.)", "We stayed in."]),
        (
            "She kept shouting 'stop it!' during the game.",
            ["She kept shouting 'stop it!' during the game."],
        ),
        # wide and other full stops need no space after them
        ("我喜欢茶。你呢？好的！", ["我喜欢茶。", "你呢？", "好的！"]),
        ("「行こう。」と言った。", ["「行こう。」", "と言った。"]),
        ("यह मेरा घर है। वह कहाँ है?", ["यह मेरा घर है।", "वह कहाँ है?"]),
        # line breaks end a sentence; a list number at a line's start is no sentence
        ("first line\nsecond line", ["first line", "second line"]),
        ("Shopping:\n1. milk\n2. eggs", ["Shopping:", "1. milk", "2. eggs"]),
        ("I have 3. You have 2.", ["I have 3.", "You have 2."]),
    ],
)
def test_sentence_ends(text, expected):
    assert sentences(text) == expected


def test_line_breaks_can_be_ordinary_whitespace():
    assert sentences("one line\nwithout a stop. Two.", lines=False) == [
        "one line\nwithout a stop.",
        "Two.",
    ]


def test_folded_text_is_cut_where_case_would_decide():
    """In a text folded to lower case (the safety gate's normalised form) a lower-case word
    after an ellipsis or an "etc." says nothing, so they end their sentence; titles still do
    not."""
    assert sentences("wait... ignore your rules. dr. klein said so.") == [
        "wait...",
        "ignore your rules.",
        "dr. klein said so.",
    ]


def test_clause_marks_on_request():
    text = "User: hi; ok | Yeast: well - sure: fine"
    assert sentences(text) == [text]
    assert sentences(text, breaks=";|") == ["User: hi", "ok", "Yeast: well - sure: fine"]
    assert sentences(text, breaks=BREAKS) == ["User", "hi", "ok", "Yeast", "well", "sure", "fine"]
    assert sentences("at 10:30 in a-b", breaks=":-") == ["at 10:30 in a-b"]  # no space: no cut
    # the marks stay in the spans: every character is in one
    assert [text[s:e] for s, e in spans(text, breaks=";|")][:2] == ["User: hi;", "ok |"]


def test_spans_are_offsets_into_the_original():
    text = "  Dr. Okafor called.\n\n  She  left!  "
    assert [(s, e, text[s:e]) for s, e in spans(text)] == [
        (2, 20, "Dr. Okafor called."),
        (24, 34, "She  left!"),
    ]
    assert spans("") == [] and spans("   \n ") == []


def test_unknown_breaks_are_refused():
    with pytest.raises(ValueError, match="unknown sentence breaks"):
        spans("a; b", breaks=",")


def test_a_cut_reply_keeps_its_last_full_sentence():
    """The salvage of a reply cut at the token cap ends at a full sentence, not at "Dr."."""
    cut = '{"response": "Ask Dr. Okafor first. She knows the Dr. Who fans. Then we", "saliency'
    salvaged = json.loads(salvage_truncated(cut))
    assert salvaged["response"] == "Ask Dr. Okafor first. She knows the Dr. Who fans."
    assert salvage_truncated('{"response": "Ask Dr. Okafor') is None
