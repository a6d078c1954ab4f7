"""Extractive text and vector helpers: the deterministic judgement of offline consolidation.

Pure functions (no I/O, inputs never mutated) used by :mod:`yeastlab.cognition.consolidate` when the
backend is not a language model, and by anyone who wants the same judgement in a notebook:

- :func:`greedy_clusters` — greedy leader clustering by cosine similarity, vectorised;
- :func:`recurring_phrases` — word sequences recurring across distinct groups of texts;
- :func:`merge_texts` — an extractive merge of near-duplicates (medoid first, nothing repeated,
  no distinct statement dropped); :func:`keep_statements` gives a model's merge back what it lost;
- :func:`extract_aged_plan` — one belief per group of similar aged episodes, with revisions of
  facts they contradict and reinforcement of facts they restate;
- :func:`same_claim` / :func:`contradicts` — :func:`yeastlab.core.claims.compare_claims`, the
  one claim comparison (negation, antonyms, "always X" vs "never X", numbers and dates as values).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from yeastlab.core.claims import compare_claims
from yeastlab.core.sentences import iter_spans, sentences
from yeastlab.core.text import NEGATIONS, STOP_WORDS, content_stems
from yeastlab.core.text import words as words

__all__ = [
    "Plan",
    "STOPWORDS",
    "words",
    "lead",
    "gist",
    "same_claim",
    "contradicts",
    "greedy_clusters",
    "average_linkage",
    "topic_clusters",
    "recurring_phrases",
    "merge_texts",
    "missing_statements",
    "keep_statements",
    "extract_aged_plan",
]


@dataclass(frozen=True)
class Plan:
    """What the model (or the extractive path) proposes for an aged batch.

    ``patterns``: (belief, confidence, batch indices it rests on); ``revisions``: (index of the
    existing fact, revised text, reason, batch indices); ``reinforced``: (index of an existing
    fact the batch restates, batch indices).
    """

    patterns: tuple[tuple[str, float, tuple[int, ...]], ...] = ()
    revisions: tuple[tuple[int, str, str, tuple[int, ...]], ...] = ()
    reinforced: tuple[tuple[int, tuple[int, ...]], ...] = ()


#: Words a recurring phrase needs besides: the package's stop words and negations.
STOPWORDS = STOP_WORDS | NEGATIONS


def lead(text: str, limit: int = 240) -> str:
    """The first sentence of ``text`` (whitespace collapsed), cut at a word under ``limit``."""
    first = next((" ".join(text[s:e].split()) for s, e in iter_spans(text, lines=False)), "")
    if len(first) <= limit:
        return first
    return first[:limit].rsplit(" ", 1)[0].rstrip(",;:") + "…"


_USER = re.compile(r"^\s*(?:user|human|you)\s*:\s*(.+)$", re.IGNORECASE)
_REMEMBER = re.compile(r"^(?:please\s+)?(?:remember|note)(?:\s+that)?\s*[:,-]?\s*", re.IGNORECASE)


def gist(text: str, limit: int = 240) -> str:
    """What an episode says, as one line: the user's words when it logs an exchange.

    An exchange logged as ``User: … | Yeast: …`` (one part per line or ``|``-separated) gives
    "The user said: …" (or "The user asked: …" for a question), without "remember that";
    anything else gives its :func:`lead` sentence.
    """
    for part in re.split(r"\s*\|\s*|\n+", text):
        match = _USER.match(part)
        if match:
            said = _REMEMBER.sub("", match.group(1).strip()).strip()
            if said:
                verb = "asked" if said.endswith("?") else "said"
                return lead(f"The user {verb}: {said}", limit)
    return lead(text, limit)


def same_claim(a: str, b: str, *, overlap: float = 0.8) -> bool:
    """Whether two statements say the same thing (content overlap ≥ ``overlap``, same polarity,
    no value in disagreement): :func:`yeastlab.core.claims.compare_claims` says "same"."""
    return compare_claims(a, b, overlap=overlap).same


def contradicts(a: str, b: str, *, overlap: float = 0.8) -> bool:
    """Whether two statements contradict (:func:`yeastlab.core.claims.compare_claims`).

    ``overlap`` is accepted for callers that pass one; the contradiction test has its own.
    """
    del overlap
    return compare_claims(a, b).contradicts


def greedy_clusters(
    vectors: np.ndarray, threshold: float = 0.70, *, block: int = 1024
) -> list[np.ndarray]:
    """Greedy leader clustering of unit vectors by cosine similarity.

    ``threshold`` is a cosine of the embedder that made ``vectors``; consolidation passes the
    embedder's calibrated ``same_topic`` (:mod:`yeastlab.backends.calibration`), not 0.70.

    In order, each unassigned vector leads a cluster that takes every unassigned vector with
    cosine ≥ ``threshold`` to it. Similarities come from block matrix products over the upper
    triangle (memory bounded by ``block × n``); the only Python loop walks the leaders over
    precomputed neighbour lists.

    Args:
        vectors: ``(n, dim)`` unit rows.
        threshold: minimum cosine similarity to the cluster's leader.
        block: rows per matrix product.

    Returns:
        Clusters as sorted index arrays in leader order; every index appears exactly once.
    """
    v = np.ascontiguousarray(vectors, dtype=np.float32)
    n = len(v)
    if n == 0:
        return []
    rows, cols = [], []
    mask = np.empty((min(block, n), n), dtype=bool)
    for start in range(0, n, block):
        stop, width = min(start + block, n), n - start
        part = mask[: stop - start, :width]
        np.greater_equal(v[start:stop] @ v[start:].T, threshold, out=part)
        r, c = np.divmod(np.flatnonzero(part), width)
        rows.append(r + start)
        cols.append(c + start)
    r, c = np.concatenate(rows), np.concatenate(cols)
    src, dst = np.concatenate([r, c]), np.concatenate([c, r])  # symmetric neighbour lists
    order = np.argsort(src, kind="stable")
    src, dst = src[order], dst[order]
    indptr = np.searchsorted(src, np.arange(n + 1))
    assigned = np.zeros(n, dtype=bool)
    clusters = []
    for i in range(n):
        if assigned[i]:
            continue
        members = dst[indptr[i] : indptr[i + 1]]
        members = np.unique(np.append(members[~assigned[members]], i))
        assigned[members] = True
        clusters.append(members)
    return clusters


def average_linkage(
    vectors: np.ndarray, threshold: float, *, similarity: np.ndarray | None = None
) -> list[np.ndarray]:
    """Agglomerative clustering of unit vectors: the two clusters whose mean pairwise cosine is
    highest merge while it is ≥ ``threshold`` (``O(n³)``: for small groups). ``similarity``, a
    pairwise matrix, replaces the cosines (the sleep cycle's topic similarity).

    Returns:
        Clusters as sorted index arrays, ordered by their first index.
    """
    v = np.asarray(vectors, dtype=np.float64)
    n = len(v)
    sums = v @ v.T if similarity is None else np.array(similarity, dtype=np.float64)
    sizes = np.ones(n)
    alive = np.ones(n, dtype=bool)
    members: list[list[int]] = [[i] for i in range(n)]
    while alive.sum() > 1:
        mean = sums / np.outer(sizes, sizes)
        mean[~alive, :] = -np.inf
        mean[:, ~alive] = -np.inf
        np.fill_diagonal(mean, -np.inf)
        best = int(np.argmax(mean))
        i, j = divmod(best, n)
        if mean[i, j] < threshold:
            break
        i, j = min(i, j), max(i, j)
        sums[i, :] += sums[j, :]
        sums[:, i] += sums[:, j]
        sizes[i] += sizes[j]
        alive[j] = False
        members[i] += members[j]
    return sorted((np.array(sorted(members[i])) for i in np.flatnonzero(alive)), key=min)


def topic_clusters(
    vectors: np.ndarray,
    threshold: float,
    *,
    candidate_at: float | None = None,
    max_group: int = 256,
) -> list[np.ndarray]:
    """Clusters of unit vectors whose members are similar on average, not only to a leader.

    Up to ``max_group`` vectors: :func:`average_linkage` at ``threshold``, so a text close to
    one member but not to the rest is not merged with them. More: :func:`greedy_clusters` at
    ``candidate_at`` (default ``threshold``) proposes groups, each split the same way (a group
    still larger than ``max_group`` by greedy clustering at ``threshold``: bounded time).

    Returns:
        Clusters as sorted index arrays in order of their first index; every index once.
    """
    v = np.ascontiguousarray(vectors, dtype=np.float32)
    if len(v) <= max_group:
        return average_linkage(v, threshold) if len(v) else []
    out: list[np.ndarray] = []
    for group in greedy_clusters(v, threshold if candidate_at is None else candidate_at):
        if len(group) <= 1:
            out.append(group)
            continue
        if len(group) > max_group and candidate_at is None:
            out.append(group)  # greedy at ``threshold`` again would give the same group
            continue
        split = (
            greedy_clusters(v[group], threshold)
            if len(group) > max_group
            else average_linkage(v[group], threshold)
        )
        out.extend(np.sort(group[part]) for part in split)
    return sorted(out, key=lambda c: int(c[0]))


def _grams(
    tokenized: Sequence[list[str]],
    rows: Sequence[int] | range,
    n: int,
    shorter: dict[tuple[str, ...], set[int]] | None,
) -> dict[tuple[str, ...], set[int]]:
    where: dict[tuple[str, ...], set[int]] = {}
    for index in rows:
        tokens = tokenized[index]
        for start in range(len(tokens) - n + 1):
            gram = tuple(tokens[start : start + n])
            if shorter is None or (gram[:-1] in shorter and gram[1:] in shorter):
                where.setdefault(gram, set()).add(index)
    return where


def recurring_phrases(
    texts: Sequence[str],
    groups: Sequence[int] | None = None,
    *,
    min_support: int = 3,
    min_words: int = 3,
    max_words: int = 12,
    min_content: int = 2,
) -> list[tuple[str, tuple[int, ...]]]:
    """Word sequences that recur in at least ``min_support`` distinct groups of texts.

    Support counts groups, not texts, so a phrase repeated by near-duplicates of one experience
    counts once. Only maximal phrases are kept (a sub-phrase with the same support is dropped),
    and a phrase needs ``min_content`` non-stopwords.

    Args:
        texts: the texts.
        groups: a group label per text (default: each text its own group).
        min_support: distinct groups a phrase must appear in.
        min_words, max_words: phrase length in words.
        min_content: non-stopwords a phrase must contain.

    Returns:
        ``(phrase, indices of the texts containing it)``, most supported and longest first.
    """
    groups = list(range(len(texts))) if groups is None else list(groups)
    tokenized = [words(t) for t in texts]

    def frequent(grams: dict[tuple[str, ...], set[int]]) -> dict[tuple[str, ...], set[int]]:
        return {g: idx for g, idx in grams.items() if len({groups[i] for i in idx}) >= min_support}

    # level-wise (apriori): an n-gram can only recur if both its (n-1)-grams do
    level = frequent(_grams(tokenized, range(len(texts)), min_words, None))
    found = dict(level)
    for n in range(min_words + 1, max_words + 1):
        if not level:
            break
        rows = sorted(set().union(*level.values()))
        level = frequent(_grams(tokenized, rows, n, level))
        found.update(level)
    kept = {g: idx for g, idx in found.items() if sum(w not in STOPWORDS for w in g) >= min_content}
    ranked = sorted(kept, key=lambda g: (-len({groups[i] for i in kept[g]}), -len(g), g))
    out: list[tuple[str, tuple[int, ...]]] = []
    chosen: list[tuple[tuple[str, ...], set[int]]] = []
    for gram in ranked:
        text = " ".join(gram)
        if any(kept[gram] <= idx and f" {text} " in f" {' '.join(g)} " for g, idx in chosen):
            continue
        chosen.append((gram, kept[gram]))
        out.append((text, tuple(sorted(kept[gram]))))
    return out


def _statements(text: str) -> list[str]:
    """The sentences of ``text`` (:mod:`yeastlab.core.sentences`), whitespace collapsed; a line
    break is no end (a merge joins its kept sentences with spaces, and is read again)."""
    return [" ".join(s.split()) for s in sentences(text, lines=False)]


def merge_texts(texts: Sequence[str], vectors: np.ndarray, *, coverage: float = 0.8) -> str:
    """Extractive merge that keeps every distinct statement: the medoid's sentences, then each
    other member's sentence unless one already kept says it (:func:`missing_statements`: the
    same content words at ``coverage``, every number it gives, no contradiction)."""
    sims = np.asarray(vectors, dtype=np.float32) @ np.asarray(vectors, dtype=np.float32).T
    order = np.argsort(-sims.sum(axis=1), kind="stable")
    kept: list[tuple[str, set[str], set[str]]] = []
    said: set[str] = set()
    for index in order:
        for sentence in _statements(texts[index]):
            if sentence in said:
                continue
            # a sentence's stems and numbers once, not once per kept sentence it is held against
            own = (sentence, content_stems(sentence), _numbers(sentence))
            if not any(_holds(k, own, coverage) for k in kept):
                kept.append(own)
                said.add(sentence)
    return " ".join(k[0] for k in kept)


def _numbers(text: str) -> set[str]:
    # a word of letters only holds no digit: most words are not scanned character by character
    return {w for w in words(text) if not w.isalpha() and any(map(str.isdigit, w))}


def missing_statements(
    merged: str, originals: Sequence[str], *, coverage: float = 0.8
) -> list[str]:
    """The sentences of ``originals`` that ``merged`` does not keep, in order.

    A sentence is kept when ``merged`` has it verbatim, or has a sentence holding at least
    ``coverage`` of its content-word stems and every number it gives without contradicting it.
    """
    kept = [(m, content_stems(m), _numbers(m)) for m in _statements(merged)]
    verbatim = {m for m, _, _ in kept}
    out: list[str] = []
    for text in originals:
        for sentence in _statements(text):
            if sentence in verbatim or sentence in out:
                continue
            own = (sentence, content_stems(sentence), _numbers(sentence))
            if not any(_holds(k, own, coverage) for k in kept):
                out.append(sentence)
    return out


def _holds(
    kept: tuple[str, set[str], set[str]], read: tuple[str, set[str], set[str]], coverage: float
) -> bool:
    """Whether the sentence ``kept`` says what the sentence ``read`` says (each as its text,
    content stems and numbers, read once by the caller)."""
    text, stems, numbers = kept
    sentence, own, given = read
    held = len(own & stems) / len(own) if own else 1.0
    return held >= coverage and given <= numbers and not contradicts(text, sentence)


def keep_statements(merged: str, originals: Sequence[str], *, coverage: float = 0.8) -> str:
    """``merged`` (a model's merge of ``originals``) with every statement it dropped appended:
    a merge never loses a fact (:func:`missing_statements`)."""
    missing = missing_statements(merged, originals, coverage=coverage)
    return " ".join([merged.strip(), *missing]) if missing else merged


def extract_aged_plan(
    texts: Sequence[str], fact_texts: Sequence[str], vectors: np.ndarray, *, group_at: float = 0.5
) -> Plan:
    """The offline plan for an aged batch: one belief per group of episodes saying one thing.

    Each group (greedy clustering at ``group_at``, a cosine of the embedder that made
    ``vectors``; consolidation passes the calibrated ``same_topic``) yields its medoid's gist;
    a member whose gist that belief does not keep (:func:`missing_statements`) gets a belief of
    its own, so consolidating a group never loses a member's fact. A belief restating an existing
    fact reinforces it; one contradicting a fact revises it.
    """
    patterns, revisions, reinforced = [], [], []
    vectors = np.asarray(vectors, dtype=np.float32)
    for members in greedy_clusters(vectors, group_at):
        sums = (vectors[members] @ vectors[members].T).sum(axis=1)
        # Ties (two members are each other's medoid) go to the older episode, whatever the
        # last bits of this machine's BLAS say.
        first = int(np.flatnonzero(sums >= sums.max() - 1e-5)[0])
        order = [int(members[first]), *(int(m) for m in members if m != members[first])]
        groups: list[tuple[str, list[int]]] = []
        for index in order:
            said = gist(texts[index])
            home = next((g for g in groups if not missing_statements(g[0], [said])), None)
            if home is None:
                groups.append((said, [index]))
            else:
                home[1].append(index)
        for belief, basis_list in groups:
            basis = tuple(sorted(basis_list))
            match = next((i for i, f in enumerate(fact_texts) if same_claim(belief, f)), None)
            clash = next((i for i, f in enumerate(fact_texts) if contradicts(belief, f)), None)
            if match is not None:
                reinforced.append((match, basis))
            elif clash is not None and clash not in {r[0] for r in revisions}:
                revisions.append((clash, belief, "contradicted by newer experience", basis))
            else:
                patterns.append((belief, min(0.95, 0.5 + 0.1 * len(basis)), basis))
    return Plan(tuple(patterns), tuple(revisions), tuple(reinforced))
