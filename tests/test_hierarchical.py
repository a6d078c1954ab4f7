"""Hierarchical memory: working buffer, importance eviction, affect retrieval, symbols."""

from __future__ import annotations

import pytest
from fixtures.backends import FakeBackend

import yeastlab
from yeastlab.cognition.memory import MemorySystem
from yeastlab.profiles import registry as profiles
from yeastlab.profiles.hierarchical import HierarchicalMemory

TRIVIA = [
    "what time is it",
    "ok thanks",
    "what's on the menu today",
    "tell me a joke",
    "sounds fine",
    "where is the bus stop",
    "how do I boil an egg",
    "nice",
]


def trivial(n: int) -> list[tuple[str, str]]:
    return [(f"{TRIVIA[i % len(TRIVIA)]} ({i})", "ok") for i in range(n)]


def small(**caps) -> MemorySystem:
    return profiles.get("hierarchical").with_(caps={**profiles.get("hierarchical").caps, **caps})


@pytest.fixture
def hmem(store, clock):
    return HierarchicalMemory(store, clock=clock)


def test_importance_weights_surprise_intensity_and_response(hmem):
    first = hmem.observe("My dog died yesterday", "I'm so sorry.")
    assert first.parts["surprise"] == 1.0  # nothing in memory yet
    assert first.parts["intensity"] == pytest.approx(0.9)
    assert first.episode.importance == pytest.approx(0.5 * 1.0 + 0.3 * 0.9 + 0.2 * 1.0)
    again = hmem.observe("My dog died yesterday")  # no response, nothing new
    assert again.parts["surprise"] == pytest.approx(0.0, abs=1e-5)
    assert again.episode.importance == pytest.approx(0.3 * 0.9, abs=1e-5)
    assert again.episode.meta["affect_source"] == "lexicon"


def test_dog_survives_500_trivial_messages(hmem, store):
    dog = hmem.observe("My dog died yesterday", "I'm so sorry to hear that.")
    hmem.observe_many(trivial(500))
    assert store.count("episodic") == 200 and store.count("working") == 20
    evicted = [e for e in store.forgetting() if e.tier == "episodic"]
    assert len(evicted) == 301 and {e.reason for e in evicted} == {"pruned_importance"}
    assert dog.episode.id not in {e.memory_id for e in evicted}
    kept = store.memories("episodic")
    assert min(m.importance for m in kept) >= max(
        m.importance for m in store.get_many([e.memory_id for e in evicted])
    )  # least important evicted, not oldest: the dog is the oldest of all
    hits = hmem.context("I keep thinking about my dog")
    assert dog.episode.id in [h.id for h in hits]
    assert next(h for h in hits if h.id == dog.episode.id).route == "hierarchical:important"


def test_dog_survives_through_real_chat(tmp_path, clock, embedder):
    profile = small(episodic=6, working=3)
    with yeastlab.open(
        tmp_path / "y", backend="offline", embedder=embedder, clock=clock, profile=profile
    ) as yeast:
        assert yeast.profile.has("owns_storage")
        dog = yeast.chat("My dog died yesterday")
        for text, _ in trivial(9):
            clock.advance(minutes=1)
            yeast.chat(text)
        assert yeast.store.count("episodic") == 6 and yeast.store.count("working") == 3
        dog_episode = next(m for m in yeast.store.memories("episodic") if m.turn_id == dog.turn_id)
        turn = yeast.chat("my dog")
        assert dog_episode.id in turn.used_memory_ids
        reasons = {e.reason for e in yeast.store.forgetting() if e.tier == "episodic"}
        assert reasons == {"pruned_importance"}


def test_anxious_message_retrieves_earlier_anxious_memory(hmem, clock):
    anxious = hmem.observe("I'm really anxious about my exam tomorrow", "Good luck.")
    for text in (
        "We won the match, I'm thrilled",
        "My grandmother died, I'm so sad",
        "this lecture is boring",
    ):
        clock.advance(minutes=5)
        hmem.observe(text, "I see.")
    hmem.observe_many(trivial(30))
    similar = hmem.affect_similar(
        hmem.affect_of("I feel nervous and worried about the interview")[0]
    )
    assert similar[0][0].id == anxious.episode.id and similar[0][1] >= 0.7
    assert all(m.text.startswith(("User: I'm really anxious",)) for m, _ in similar)
    hits = hmem.context("I feel nervous and worried about the interview")
    assert anxious.episode.id in [h.id for h in hits]


def test_tense_event_becomes_a_symbol_that_resurfaces(hmem, store):
    event = hmem.observe("Father criticizes my work", "That sounds hard.")
    assert event.symbol is not None and event.symbol.tier == "symbolic"
    assert event.symbol.refs == (event.episode.id,)
    assert "my work" in event.symbol.text and event.symbol.meta["metaphor_source"] == "template"
    assert hmem.observe("ok thanks").symbol is None  # calm events leave no symbol
    hmem.observe_many(trivial(25))
    hits = hmem.context("My boss criticized my report harshly today")
    associations = [h for h in hits if h.route == "hierarchical:association"]
    assert [h.id for h in associations] == [event.symbol.id]
    assert associations[0].text == event.symbol.text and associations[0].tier == "symbolic"


def test_symbols_capped_by_salience(store, clock):
    memory = MemorySystem(store, policy=small(symbolic=2).policy(), clock=clock)
    hmem = HierarchicalMemory(store, memory=memory, clock=clock)
    for text in ("I am worried", "I am terrified and panicking", "My dog died", "I'm angry"):
        hmem.observe(text)
    kept = sorted(m.saliency for m in store.memories("symbolic"))
    assert kept == [pytest.approx(0.9), pytest.approx(0.9)]
    assert len(store.forgetting()) >= 2
    assert {e.tier for e in store.forgetting() if e.reason != "pruned_importance"} >= {"symbolic"}


def test_working_memory_keeps_the_last_20(hmem, store, clock):
    for i in range(25):
        clock.advance(minutes=1)
        hmem.observe(f"message number {i}", "ok")
    recent = hmem.recent(n=100)
    assert len(recent) == 20
    assert recent[0].text.startswith("User: message number 24")
    assert recent[-1].text.startswith("User: message number 5")


def test_hybrid_context_has_no_duplicates_and_the_spec_slots(hmem, clock):
    for text in (
        "I'm anxious about the deadline",
        "I'm worried about the exam",
        "My cat is sick and I'm scared",
        "Lovely day, I'm happy",
    ):
        clock.advance(minutes=1)
        hmem.observe(text, "ok")
    hmem.observe_many(trivial(12))
    hits = hmem.context("so nervous about tomorrow")
    slots = [h.route.split(":")[1] for h in hits]
    assert slots.count("recent") == 5 and slots.count("important") == 3
    assert slots.count("affect") <= 2
    assert len({h.id for h in hits}) == len(hits)
    assert len({h.text for h in hits if h.tier != "symbolic"}) == len(
        [h for h in hits if h.tier != "symbolic"]
    )


def test_inspector_view(hmem, clock):
    hmem.observe("My dog died yesterday", "sorry", user="jay")
    hmem.observe("ok thanks", "sure", user="kim")
    hmem.context("my dog")
    view = hmem.view()
    assert set(view) == {
        "working",
        "episodic",
        "by_affect",
        "by_user",
        "symbolic",
        "last_retrieval",
    }
    assert view["episodic"]["importance"].is_monotonic_decreasing
    assert view["by_affect"].iloc[0]["dominant"] == "sorrow"
    assert set(view["by_user"]["user"]) == {"jay", "kim"}
    assert len(view["last_retrieval"]) >= 2 and "slot" in view["last_retrieval"]
    assert list(view["symbolic"]["dominant"]) == ["sorrow"]


def test_language_model_supplies_affect_and_metaphor(store, clock):
    model = FakeBackend(
        '{"valence": -0.6, "arousal": 0.8, "fear": 0.7, "sorrow": 0.2, "boredom": 0.0}',
        '{"metaphor": "A crow circles the empty field"}',
        "garbled",
        "still garbled",
        strict=True,
    )
    hmem = HierarchicalMemory(store, backend=model, clock=clock)
    event = hmem.observe("The landlord is threatening eviction", "That's frightening.")
    assert event.episode.affect == (-0.6, 0.8, 0.7, 0.2, 0.0)
    assert event.episode.meta["affect_source"] == "model"
    assert event.symbol.text == "A crow circles the empty field"
    calm = hmem.observe("what time is it", "noon")  # the model fails twice: lexicon, recorded
    assert calm.episode.meta["affect_source"].startswith("lexicon (model output unusable")
    assert calm.symbol is None and model.pending == 0
