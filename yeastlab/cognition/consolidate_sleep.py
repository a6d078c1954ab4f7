"""The sleep cycle: the ``cluster`` consolidation strategy (the cognitive agent's).

Average-linkage clustering of the episodes on the calibrated topic similarity (cosine plus
shared rare words; or the cosine alone at the embedder's calibrated ``same_topic``); each
cluster of 2+ is merged into one episode that keeps every distinct statement of its members
(:func:`~yeastlab.cognition.extractive.merge_texts`; a model's merge gets back any statement it
dropped) and the originals are logged as ``merged`` into it; phrases recurring in ≥ 3 clusters
become procedural rules (:mod:`~yeastlab.cognition.consolidate_rules`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from yeastlab.cognition import abstractive
from yeastlab.cognition.consolidate_report import Work, episodes_by_age
from yeastlab.cognition.consolidate_rules import update_rules
from yeastlab.cognition.context import Mind
from yeastlab.cognition.extractive import (
    average_linkage,
    keep_statements,
    merge_texts,
    recurring_phrases,
    topic_clusters,
)
from yeastlab.core.records import Memory, new_id
from yeastlab.core.text import content_stems

__all__ = ["cluster"]


def cluster(
    mind: Mind,
    work: Work,
    *,
    threshold: float | None = None,
    min_support: int = 3,
    max_rules: int = 15,
    measure: str = "topic",
) -> str:
    """The ``cluster`` pass: merge each topic's episodes, then fold recurring phrases into the
    rules. Every merged episode is stored before any original is forgotten."""
    episodes = episodes_by_age(mind, with_vectors=True)
    if len(episodes) < 2:
        return f"Fewer than 2 episodic memories ({len(episodes)}): nothing to cluster."
    vectors = np.stack([np.asarray(m.vector, dtype=np.float32) for m in episodes])
    clusters, threshold, measure = _topics(mind, episodes, vectors, threshold, measure)
    group = np.empty(len(episodes), dtype=int)
    merges: list[tuple[Memory, list[Memory]]] = []
    for label, members in enumerate(clusters):
        group[members] = label
        if len(members) < 2:
            continue
        originals = [episodes[i] for i in members]
        if mind.backend.is_language_model:
            text = keep_statements(
                abstractive.merged_text(mind, originals), [m.text for m in originals]
            )
        else:
            text = merge_texts([m.text for m in originals], vectors[members])
        merges.append((_merged_episode(originals, text), originals))
    # every merged episode is stored before any original is forgotten: nothing is lost midway
    mind.store.add([merged for merged, _ in merges])
    merged_into: dict[str, str] = {}
    for merged, originals in merges:
        merged_into.update({m.id: merged.id for m in originals})
        work.merged.append(merged.id)
        work.forgotten.extend(m.id for m in originals)
    if merged_into:  # one write for every group: each original logged with its own merge
        mind.store.forget(
            list(merged_into), reason="merged", into={k: [v] for k, v in merged_into.items()}
        )
    phrases = recurring_phrases([m.text for m in episodes], group.tolist(), min_support=min_support)
    candidates = [
        (text, [merged_into.get(episodes[i].id, episodes[i].id) for i in idx])
        for text, idx in phrases
    ]
    update_rules(mind, candidates, work, max_rules=max_rules)
    return (
        f"{len(clusters)} clusters from {len(episodes)} episodes ({measure} ≥ {threshold:.3f}): "
        f"merged {len(work.merged)} groups ({len(work.forgotten)} originals); "
        f"{len(work.rules)} rule changes."
    )


def _topics(
    mind: Mind,
    episodes: Sequence[Memory],
    vectors: np.ndarray,
    threshold: float | None,
    measure: str,
) -> tuple[list[np.ndarray], float, str]:
    """The sleep cycle's clusters, the threshold and the measure used.

    With ``measure="topic"`` (the default), up to 256 episodes are clustered by average
    linkage on the calibrated topic similarity (cosine plus shared rare words,
    :meth:`Calibration.topic_similarity`; the words of a phrase recurring in 3+ episodes, a
    pattern, do not count) at its calibrated threshold. With ``measure="cosine"``, an explicit
    ``threshold``, more episodes, or a calibration recorded before topic similarity existed: the
    cosine alone (:func:`topic_clusters`).
    """
    calibration = mind.store.calibration
    if (
        measure == "topic"
        and threshold is None
        and calibration.topic is not None
        and len(episodes) <= _TOPIC_GROUP
    ):
        texts = [m.text for m in episodes]
        # a phrase recurring verbatim in 3+ episodes is a pattern (it becomes a rule), not
        # evidence that they are one topic: its words are no shared rare words
        patterns = frozenset().union(
            *(content_stems(p, min_length=3) for p, _ in recurring_phrases(texts))
        )
        similarity = calibration.topic_similarity(vectors, texts, patterns)
        linked = average_linkage(vectors, calibration.topic, similarity=similarity)
        return linked, calibration.topic, "topic similarity"
    cosine = calibration.same_topic if threshold is None else threshold
    return topic_clusters(vectors, cosine), cosine, "cosine"


_TOPIC_GROUP = 256


def _merged_episode(originals: Sequence[Memory], text: str) -> Memory:
    first = min(originals, key=lambda m: m.created_at)
    touched = [m.last_accessed_at for m in originals if m.last_accessed_at]
    return replace(
        first,
        id=new_id(),
        text=text,
        kind=first.kind or "interaction",
        last_accessed_at=max(touched) if touched else None,
        access_count=sum(m.access_count for m in originals),
        confidence=max(m.confidence for m in originals),
        saliency=max(m.saliency for m in originals),
        importance=max(m.importance for m in originals),
        tags=tuple(dict.fromkeys(t for m in originals for t in m.tags)),
        refs=tuple(m.id for m in originals),
        superseded_by="",
        deleted_at=None,
        meta={"merged_from": len(originals)},
        vector=None,
    )
