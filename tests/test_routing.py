"""The default router reads who is asked about and what is asked, not any "I/me/my/we/our"."""

from __future__ import annotations

import pytest

import yeastlab
from yeastlab.cognition.retrieval import route


@pytest.mark.parametrize(
    "query",
    [
        "Tell me more about the data retention rules.",
        "Can you tell me about the onboarding process?",
        "Tell me something about black holes.",
        "What is our policy on remote work?",
        "What does our handbook say about expenses?",
        "How do I reset my password?",
        "How can we export the data to CSV?",
    ],
)
def test_me_we_and_our_in_a_factual_question_do_not_make_it_personal(query):
    assert route(query) == "factual"


@pytest.mark.parametrize(
    "query",
    [
        "How should I phrase the email to my boss?",
        "Should we escalate this ticket?",
        "What do I do if I miss my flight?",
        "Is it rude to eat at my desk?",
        "How do you decide what to remember?",
        "Please keep your answers short.",
        "What are your drives?",
    ],
)
def test_how_to_act_is_behavioural_whoever_acts(query):
    assert route(query) == "behavioural"


@pytest.mark.parametrize(
    "query",
    [
        "What did I say about the budget?",
        "What's our budget?",
        "Which city did we pick for the data centre?",
        "Do you remember my daughter's school?",
        "Where do I live?",
        "List the hobbies I mentioned.",
        "Tell me what you know about my family.",
    ],
)
def test_the_users_own_past_and_state_are_personal(query):
    assert route(query) == "personal"


def test_a_tell_me_more_question_gets_document_chunks_in_the_default_profile(
    tmp_path, clock, embedder
):
    manual = tmp_path / "docs" / "retention.md"
    manual.parent.mkdir()
    manual.write_text(
        "# Data retention\n\nCustomer records are kept for seven years, then deleted.\n"
    )
    with yeastlab.open(tmp_path / "y", backend="offline", embedder=embedder, clock=clock) as yeast:
        yeast.ingest(manual.parent)
        turn = yeast.chat("Tell me more about how long customer records are kept.")
    assert turn.route == "factual"
    assert [h.source for h in turn.flow if h.source == "chunk"] == ["chunk"]
