"""Extractive helpers: clustering, recurring phrases, merges, polarity, the offline aged plan."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.cognition import extractive as ex
from yeastlab.core.text import content_stems, words

PATTERN = "always double-check the units before answering"


def _reference_clusters(v: np.ndarray, threshold: float) -> list[list[int]]:
    assigned, out = set(), []
    for i in range(len(v)):
        if i in assigned:
            continue
        members = [j for j in range(len(v)) if j not in assigned and v[i] @ v[j] >= threshold]
        members = sorted(set(members) | {i})
        assigned.update(members)
        out.append(members)
    return out


@pytest.mark.parametrize("threshold", [0.3, 0.7])
def test_greedy_clusters_match_the_pairwise_definition(threshold):
    rng = np.random.default_rng(7)
    centres = rng.normal(size=(12, 16))
    v = np.repeat(centres, 5, axis=0) + 0.4 * rng.normal(size=(60, 16))
    v = (v / np.linalg.norm(v, axis=1, keepdims=True)).astype(np.float32)
    got = [c.tolist() for c in ex.greedy_clusters(v, threshold, block=7)]
    assert got == _reference_clusters(v, threshold)
    assert sorted(itertools.chain.from_iterable(got)) == list(range(60))
    assert ex.greedy_clusters(np.zeros((0, 16)), threshold) == []


def test_recurring_phrases_count_groups_and_keep_maximal_phrases():
    texts = [f"x{i} {PATTERN} y{i}" for i in range(3)] + [f"{PATTERN} again"]
    found = ex.recurring_phrases(texts, groups=[0, 1, 2, 2])
    assert found[0] == (PATTERN, (0, 1, 2, 3))
    assert len(found) == 1  # sub-phrases with the same support are dropped
    assert ex.recurring_phrases(texts, groups=[0, 0, 1, 1]) == []


def test_lead_takes_the_first_sentence_and_cuts_at_a_word():
    assert ex.lead("First  one.\nSecond one.") == "First one."
    long = "word " * 100
    cut = ex.lead(long, limit=30)
    assert cut.endswith("…") and len(cut) <= 31 and "wor…" not in cut


def test_polarity_comparisons():
    assert ex.contradicts("Always double-check the units.", "Never double-check the units.")
    assert ex.contradicts("The user does not drink coffee.", "The user drinks coffee.")
    assert not ex.contradicts("The user drinks coffee.", "The user drinks tea at noon.")
    assert ex.same_claim("Always double-check the units", "double-check the units")
    assert not ex.same_claim("Never double-check the units", "double-check the units")


def test_merge_texts_keeps_each_distinct_sentence_once():
    texts = [
        "Rex loves tennis balls. He sleeps on the sofa.",
        "Rex loves tennis balls! He is three years old.",
    ]
    merged = ex.merge_texts(texts, HashingEmbedder().embed(texts))
    assert merged.count("tennis balls") == 1
    assert "sofa" in merged and "three years old" in merged


def _reference_holds(kept: str, sentence: str, coverage: float = 0.8) -> bool:
    """A kept sentence says what ``sentence`` says, by the definition (nothing read once)."""

    def numbers(text):
        return {w for w in words(text) if any(c.isdigit() for c in w)}

    own = content_stems(sentence)
    held = len(own & content_stems(kept)) / len(own) if own else 1.0
    return (
        held >= coverage
        and numbers(sentence) <= numbers(kept)
        and not ex.contradicts(kept, sentence)
    )


def _reference_merge(texts: list[str], vectors: np.ndarray) -> str:
    order = np.argsort(-(vectors @ vectors.T).sum(axis=1), kind="stable")
    kept: list[str] = []
    for index in order:
        for sentence in ex.sentences(texts[index]):
            if not any(k == sentence or _reference_holds(k, sentence) for k in kept):
                kept.append(sentence)
    return " ".join(kept)


def _reference_missing(merged: str, originals: list[str]) -> list[str]:
    kept = ex.sentences(merged)
    out: list[str] = []
    for text in originals:
        for sentence in ex.sentences(text):
            if sentence in kept or sentence in out:
                continue
            if not any(_reference_holds(k, sentence) for k in kept):
                out.append(sentence)
    return out


_CLAUSES = [
    "Rex loves tennis balls",
    "Rex does not love tennis balls",
    "Rex loves tennis balls and the beach",
    "the rent is 900 euros",
    "the rent is 1,200 euros",
    "we moved to Lisbon in March",
    "we moved to Lisbon in March 2021",
    "the user never drinks coffee",
    "the user drinks coffee every morning",
    "My sister works at the hospital",
    "she works there on weekends",
    "the flat is 90 m² on floor ٣",
    "the flat is 90 m2 on floor 4",
]


def test_merge_texts_and_missing_statements_match_their_definition():
    """Reading each sentence's stems and numbers once changes no merge (random groups of
    overlapping, contradicting and numbered sentences)."""
    rng = np.random.default_rng(13)
    embedder = HashingEmbedder()
    for _ in range(200):
        texts = [
            " ".join(
                f"{_CLAUSES[int(i)]}{rng.choice(['.', '!', '?'])}"
                for i in rng.integers(len(_CLAUSES), size=int(rng.integers(1, 4)))
            )
            for _ in range(int(rng.integers(2, 6)))
        ]
        vectors = embedder.embed(texts)
        merged = ex.merge_texts(texts, vectors)
        assert merged == _reference_merge(texts, vectors)
        assert ex.missing_statements(merged, texts) == []
        assert ex.missing_statements(texts[0], texts) == _reference_missing(texts[0], texts)


def test_extract_aged_plan_groups_revises_and_reinforces():
    texts = [
        "The user drinks coffee every morning.",
        "The user drinks coffee every morning before work.",
        "We discussed Lisbon neighbourhoods for the move.",
        "The user prefers window seats on trains.",
    ]
    facts = [
        "The user does not drink coffee every morning.",
        "The user prefers window seats on trains.",
    ]
    vectors = HashingEmbedder().embed(texts)
    plan = ex.extract_aged_plan(texts, facts, vectors)
    assert plan.revisions == ((0, texts[0], "contradicted by newer experience", (0, 1)),)
    assert plan.reinforced == ((1, (3,)),)
    assert [(p[0], p[2]) for p in plan.patterns] == [(texts[2], (2,))]
    assert plan == ex.extract_aged_plan(texts, facts, vectors)  # deterministic


def test_gist_reads_the_user_part_of_a_logged_exchange():
    logged = "User: remember that my office is on the fourth floor | Yeast: Noted."
    assert ex.gist(logged) == "The user said: my office is on the fourth floor"
    assert ex.gist("User: Why is rye faster?\nYeast: More enzymes.") == (
        "The user asked: Why is rye faster?"
    )
    assert ex.gist("We talked about bread. Then more.") == "We talked about bread."
