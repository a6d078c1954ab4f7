"""The turn's exact messages (``Turn.messages``) and the inspector's Context and Memories views
of them: what the backend got is what is stored and shown, old yeasts without the column still
open, forgetting redacts the stored prompt, personal-data tags show as badges."""

from __future__ import annotations

import lancedb
from fixtures.backends import FakeBackend

import yeastlab.agent.yeast
from yeastlab.core.records import Memory, SentMessage, new_id
from yeastlab.faces.inspector import Inspector
from yeastlab.lab.database import Lab

FACT = "Bread rises because yeast ferments sugar."


def open_yeast(path, clock, embedder, backend="offline"):
    return yeastlab.agent.yeast.open(path, backend=backend, embedder=embedder, clock=clock)


def sent(call) -> tuple[SentMessage, ...]:
    return tuple(SentMessage(m["role"], m["content"]) for m in call.messages)


def test_a_turn_records_the_exact_messages_its_reply_call_sent(tmp_path, clock, embedder):
    model = FakeBackend(is_language_model=False)
    with open_yeast(tmp_path / "y", clock, embedder, model) as yeast:
        yeast.store.add([Memory(new_id(), "semantic", FACT, clock.now(), kind="fact")])
        turn = yeast.chat("Why does bread rise?")
        (call,) = model.history
        assert turn.messages == sent(call)  # role and content, in order, as sent
        assert [m.role for m in turn.messages] == ["system", "user"]
        assert turn.messages[-1].content.endswith("Why does bread rise?")
        assert FACT in "".join(m.content for m in turn.messages)  # the fact, as placed
    with open_yeast(tmp_path / "y", clock, embedder) as yeast:  # stored with the turn
        assert yeast.store.turns()[-1].messages == turn.messages
        assert yeast.turns()["messages"].iloc[-1][-1]["role"] == "user"


def test_a_streamed_turn_records_the_messages_it_streamed_from(tmp_path, clock, embedder):
    model = FakeBackend(is_language_model=False)
    with open_yeast(tmp_path / "y", clock, embedder, model) as yeast:
        events = list(yeast.stream("Tell me something about bread."))
        turn = events[-1].turn
        (call,) = model.history
        assert turn.messages == sent(call) and turn.messages[-1].role == "user"


def test_a_retried_reply_records_the_retrys_messages(tmp_path, clock, embedder):
    model = FakeBackend("", is_language_model=False)  # an empty reply is asked again once
    with open_yeast(tmp_path / "y", clock, embedder, model) as yeast:
        turn = yeast.chat("Hello there.")
        first, second = model.history
        assert turn.messages == sent(second)
        assert turn.messages[:-1] == sent(first)  # the first call's, then the repair
        assert turn.messages[-1].role == "user" and turn.response


def test_a_yeast_logged_before_turns_had_messages_still_opens_and_records_them(
    tmp_path, clock, embedder
):
    with open_yeast(tmp_path / "y", clock, embedder) as yeast:
        yeast.chat("An old turn.")
    lancedb.connect(str(tmp_path / "y")).open_table("turns").drop_columns(["messages"])
    with open_yeast(tmp_path / "y", clock, embedder) as yeast:
        (old,) = yeast.store.turns()
        assert old.messages == () and yeast.turns()["user_input"].tolist() == ["An old turn."]
        inspector = Inspector(yeast, lab=Lab(tmp_path / "lab", clock=clock))
        assert "did not record the messages" in inspector.context.value
        new = inspector.chat("A new turn.")
        assert [t.messages for t in yeast.store.turns()] == [(), new.messages]
        assert new.messages and "A new turn." in inspector.context.value
        assert "did not record" not in inspector.context.value


def test_forgetting_a_subject_redacts_it_from_the_stored_messages(tmp_path, clock, embedder):
    with open_yeast(tmp_path / "y", clock, embedder) as yeast:
        yeast.chat("My sister Jay lives in Oslo.")
        asked = yeast.chat("Where does Jay live?")
        assert any("Jay" in m.content for m in asked.messages)
        yeast.forget(about="Jay")
        for turn in yeast.store.turns():
            assert not any("Jay" in m.content for m in turn.messages), turn.user_input


def test_the_context_tab_shows_the_messages_sent_and_where_each_item_was_placed(
    tmp_path, clock, embedder
):
    with open_yeast(tmp_path / "y", clock, embedder) as yeast:
        yeast.store.add(
            [
                Memory(new_id(), "semantic", FACT, clock.now(), kind="fact"),
                Memory(new_id(), "episodic", "The creator baked rye bread.", clock.now()),
            ]
        )
        inspector = Inspector(yeast, lab=Lab(tmp_path / "lab", clock=clock))
        turn = inspector.chat("Tell me about bread & <yeast>.")
        context = inspector.context.value
        assert f"{len(turn.messages)} messages" in context and "exactly as sent" in context
        system, user = turn.messages
        assert "#1 system" in context and "#2 user" in context
        assert f"({len(system.content):,} characters)" in context
        assert "Tell me about bread &amp; &lt;yeast&gt;." in context  # escaped, whole
        # The fact goes into the user message, the episode into the system prompt.
        facts = [h for h in turn.flow if h.text == FACT]
        assert facts and FACT in user.content and "user #2" in context
        assert "The creator baked rye bread." in system.content and "system #1" in context
        assert f"{turn.prompt_tokens} prompt tokens" in context


def test_memories_show_personal_data_tags_as_badges(tmp_path, clock, embedder):
    with open_yeast(tmp_path / "y", clock, embedder) as yeast:
        yeast.store.add(
            [
                Memory(
                    new_id(), "semantic", "Call me on the number.", clock.now(), tags=("pii:phone",)
                ),
                Memory(new_id(), "semantic", "Bread is good.", clock.now(), tags=("baking",)),
            ]
        )
        inspector = Inspector(yeast, lab=Lab(tmp_path / "lab", clock=clock))
        shown = inspector.memories.value
        assert "personal data" in shown
        assert shown.count("class='yeast-pii'") == 1 and ">pii:phone</span>" in shown
        inspector.tag.value = "baking"
        assert "yeast-pii" not in inspector.memories.value


def test_a_document_chunk_shows_where_it_was_placed(tmp_path, clock, embedder):
    manual = tmp_path / "manual"
    manual.mkdir()
    (manual / "budgets.md").write_text(
        "# Budgets\n\nThe standard migration budget is 25,000 euros per project.\n"
    )
    with yeastlab.agent.yeast.open(
        tmp_path / "y", backend="offline", embedder=embedder, clock=clock, profile="cognitive-agent"
    ) as yeast:
        yeast.ingest(manual)
        inspector = Inspector(yeast, lab=Lab(tmp_path / "lab", clock=clock))
        turn = inspector.chat("Tell me more about the standard budget for migration projects.")
        (chunk,) = [h for h in turn.flow if h.source == "chunk"]
        assert "25,000 euros" in turn.messages[-1].content  # chunks go in the user message
        row = inspector.context.value.split(chunk.id[:8])[0].rsplit("<tr>", 1)[1]
        assert "chunk" in row and "user #2" in row
