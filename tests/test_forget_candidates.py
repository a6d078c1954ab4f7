"""A forget reads only the memories that can be about its subject, and forgets the same ones.

:func:`yeastlab.cognition.forget_candidates.about` asks the store's in-process full-text index
which memories hold one of the subject's words; these tests hold it to reading every memory
with :meth:`Subject.matches` on a store of a few thousand memories written to reach the index's
edges (contractions, hyphens and apostrophes, accents, stop words, tags, episodes indexed after
their session's previous one), and check that it reads few of them.
"""

from __future__ import annotations

import random

import pytest

from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.cognition import forget_candidates, forgetting
from yeastlab.cognition.forget_subject import Subject, subject_of
from yeastlab.core.records import Memory, new_id
from yeastlab.core.text import content_stems
from yeastlab.store import Store

_WORDS = (
    (
        "my sister Odile planted apricot trees in Lyon; I can't stand the dentist's drill; "
        "we needn't worry about the well-known café near Zoë's flat; the doctor diagnosed asthma; "
        "my mom's phone number changed; I'd rather not talk about my salary or my bank debt; "
        "Jon's dance studio opens at seven; the gym PIN is old; o'clock rock'n'roll e-mail naïve "
        "résumé Ångström don't won't isn't they're we've you'll kids children grandma"
    )
    .replace(";", "")
    .split()
)


def _store(path, clock, words: list[str]) -> tuple[Store, list[Memory], random.Random]:
    rng = random.Random(20)
    store = Store.open(path, embedder=HashingEmbedder(), clock=clock)
    marks = [("pii:ssn",), ("secret:password",), ("pii:phone",), (), (), (), (), ()]
    texts = [" ".join(rng.choices(words, k=rng.randint(3, 12))) + "." for _ in range(2000)]
    memories = [
        Memory(
            new_id(),
            "episodic" if i % 3 else "semantic",
            text,
            clock.now(),
            tags=marks[i % len(marks)] if i % 7 == 0 else (),
            session_id=f"s{i // 10}",
        )
        for i, text in enumerate(texts)
    ]
    store.add(memories)
    store.flush()
    return store, store.memories(with_vectors=True), rng


@pytest.fixture
def filled(tmp_path, clock):
    store, alive, rng = _store(tmp_path / "y", clock, _WORDS)
    with store:
        yield store, alive, rng


def _subjects(alive, rng) -> list[Subject]:
    phrases = [
        "my social security number", "my password", "my medical information", "my mom",
        "my phone number", "my sister Odile", "Zoë", "the café", "my salary", "Jon's dance studio",
        "the well-known café", "rock'n'roll", "the dentist", "my kids", "naïve résumé", "them",
    ]  # fmt: skip
    phrases += [" ".join(rng.sample(_WORDS, rng.choice([1, 2, 3]))) for _ in range(60)]
    subjects = [subject_of(p, p) for p in phrases]
    for _ in range(40):
        said = [frozenset(content_stems(rng.choice(alive).text)) for _ in range(rng.randint(1, 4))]
        subjects.append(Subject("x", frozenset(), texts=tuple(t for t in said if t)))
    subjects += [Subject("x", frozenset(), alternatives=tuple(rng.sample(subjects, 2)))]
    return subjects


def test_about_gives_what_reading_every_memory_gives(filled):
    store, alive, rng = filled
    prefiltered = 0
    for subject in _subjects(alive, rng):
        want = [m.id for m in alive if subject.matches(m.text, m.tags)]
        assert [m.id for m in forget_candidates.about(store, subject, alive)] == want, subject
        prefiltered += forget_candidates.index_terms(subject) is not None
    assert prefiltered >= 40  # many are read through the index (the words here reach its edges)


def test_a_forget_forgets_the_same_memories_with_and_without_the_prefilter(filled, monkeypatch):
    store, alive, _ = filled
    subject = subject_of("my sister Odile")
    resolved = forgetting.resolve(store, subject, alive)
    with_index = [m.id for m in forget_candidates.about(store, resolved, alive)]
    monkeypatch.setattr(type(store), "ids_holding", property(lambda _: None), raising=False)
    assert forgetting.resolve(store, subject, alive) == resolved
    assert [m.id for m in forget_candidates.about(store, resolved, alive)] == with_index
    assert with_index


def test_a_forget_reads_only_the_memories_holding_its_words(tmp_path, clock, monkeypatch):
    """A subject of one mark, in a store whose words the index holds as the subject reads them,
    reads a few of the 2,000 memories (on the code before the prefilter every one, twice)."""
    plain = [w for w in _WORDS if w.isascii() and w.isalpha()]
    store, alive, _ = _store(tmp_path / "plain", clock, plain)
    read = []
    real = Subject.matches
    monkeypatch.setattr(Subject, "matches", lambda s, t, g=(): read.append(t) or real(s, t, g))
    subject = subject_of("my social security number")
    tagged = [m for m in alive if "pii:ssn" in m.tags]
    with store:
        assert forget_candidates.about(store, subject, alive) == tagged
        assert len(read) == len(tagged)  # the marked memories alone: no word of it is said
        read.clear()
        events = forgetting.forget_about(store, subject)
    assert {e.memory_id for e in events} >= {m.id for m in tagged}
    assert len(read) < 2 * len(alive)  # resolving it and choosing what to forget read each


def test_the_index_cannot_be_asked_for_a_stop_word_or_a_contraction_word():
    """Words the full-text index does not hold as ``Subject.matches`` reads them send the forget
    back to reading every memory."""
    assert forget_candidates.index_terms(Subject("x", frozenset({"the"}))) is None
    assert forget_candidates.index_terms(Subject("x", frozenset({"well-known"}))) is None
    assert (
        forget_candidates.index_terms(Subject("x", frozenset(), texts=(frozenset({"need"}),)))
        is None
    )
    assert forget_candidates.index_terms(Subject("x", frozenset(), texts=(frozenset(),))) is None
    assert forget_candidates.index_terms(Subject("x", frozenset({"odil"}))) == ({"odil"}, set())
