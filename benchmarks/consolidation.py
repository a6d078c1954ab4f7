"""Time the cluster strategy's clustering of 1k / 10k episodic memories (target ≤ 2 s at 10k).

Synthetic episodes (random sentences over a 2,000-word vocabulary, 10 % planted near-duplicates)
are embedded with the hashing embedder and stored in a real LanceDB store in a temporary
directory. Measured: loading the alive episodic memories with their vectors from the store, and
``greedy_clusters`` on them (block matrix products; the only Python loop walks the leaders). At
1k the whole ``consolidate(mind, "cluster")`` pass (merges written to the store, rules mined) is
timed too (the best of three passes, each on a fresh store: see :func:`full_pass`), and a plain
Python pairwise loop for scale.

    python benchmarks/consolidation.py [--quick] [--sizes 1000 10000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

os.environ.setdefault("LANCEDB_LOG", "error")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from fixtures.consolidation import synthetic_episodes  # noqa: E402

from yeastlab.backends.embedders import HashingEmbedder  # noqa: E402
from yeastlab.backends.offline import OfflineBackend  # noqa: E402
from yeastlab.cognition.consolidate import consolidate, greedy_clusters  # noqa: E402
from yeastlab.cognition.context import Mind  # noqa: E402
from yeastlab.cognition.memory import MemorySystem, TierPolicy  # noqa: E402
from yeastlab.core.clock import SimClock  # noqa: E402
from yeastlab.core.config import Settings  # noqa: E402
from yeastlab.core.records import Memory  # noqa: E402
from yeastlab.store.facade import Store  # noqa: E402


def best(fn, repeat: int) -> tuple[float, float, object]:
    """Best wall and CPU seconds over ``repeat`` runs (the machine may be shared)."""
    walls, cpus, out = [], [], None
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        out = fn()
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return min(walls), min(cpus), out


def naive(vectors: np.ndarray, threshold: float = 0.70) -> int:
    n, assigned, clusters = len(vectors), set(), 0
    for i in range(n):
        if i in assigned:
            continue
        clusters += 1
        for j in range(n):
            if j not in assigned and float(vectors[i] @ vectors[j]) >= threshold:
                assigned.add(j)
    return clusters


def full_pass(
    path: str, embedder: HashingEmbedder, clock: SimClock, items, repeat: int = 1
) -> tuple[float, float, int]:
    """The whole pass on a fresh store of ``items``, ``repeat`` times (a new store each time):
    the best wall and CPU seconds, and the most full (generation 2) garbage collections one pass
    ran. A full collection walks every object of the process (~0.1 s here), so whether one
    lands inside a single pass is chance: the best of several passes is the pass's own cost.

    Each store is set up as a yeast that has been used: its episodes committed (``flush``), and
    the embedder's calibration recorded in its ``meta`` (once in a yeast's life, by its first
    cluster pass or first calibrated search; :func:`calibration_s` times that one-off)."""
    walls, cpus, full_gcs = [], [], 0
    for attempt in range(repeat):
        settings = Settings(embedder=embedder.name, cap_episodic=10**6)
        store = Store.open(f"{path}-{attempt}", embedder=embedder, clock=clock)
        store.add(items)
        store.flush()  # the episodes committed: the pass does not wait for its setup's writes
        store.calibration  # noqa: B018  recorded once in a yeast's life: see calibration_s
        memory = MemorySystem(store, policy=TierPolicy.from_settings(settings), clock=clock)
        mind = Mind(store, OfflineBackend(), embedder, clock, settings, memory)
        before = gc.get_stats()[2]["collections"]
        wall, cpu = time.perf_counter(), time.process_time()
        consolidate(mind, "cluster")
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        full_gcs = max(full_gcs, gc.get_stats()[2]["collections"] - before)
        store.close()
    return min(walls), min(cpus), full_gcs


def calibration_s(path: str, embedder: HashingEmbedder, clock: SimClock) -> tuple[float, float]:
    """Wall and CPU seconds of recording the calibration in a new yeast's ``meta`` (the
    embedder's calibration itself is computed once per process and cached)."""
    with Store.open(path, embedder=embedder, clock=clock) as store:
        store.calibration  # noqa: B018  the process's cached calibration, computed here once
    with Store.open(f"{path}-2", embedder=embedder, clock=clock) as store:
        wall, cpu = time.perf_counter(), time.process_time()
        store.calibration  # noqa: B018
        return time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1k and 2k only, one repeat")
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    sizes, repeat = ([1000, 2000], 1) if args.quick else (args.sizes, args.repeat)
    embedder, clock = HashingEmbedder(), SimClock()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            items = synthetic_episodes(n, clock)
            began = time.perf_counter()
            vectors = embedder.embed([m.text for m in items])
            embed_s = time.perf_counter() - began
            items = [
                Memory(**{**m.__dict__, "vector": v}) for m, v in zip(items, vectors, strict=True)
            ]
            store = Store.open(f"{tmp}/s{n}", embedder=embedder, clock=clock)
            store.add(items)
            load_s, load_cpu, loaded = best(
                lambda s=store: s.memories("episodic", with_vectors=True), repeat
            )
            matrix = np.stack([m.vector for m in loaded])
            cluster_s, cluster_cpu, clusters = best(
                lambda m=matrix: greedy_clusters(m, 0.70), repeat
            )
            store.close()
            merged = sum(len(c) > 1 for c in clusters)
            rows.append(
                (
                    n,
                    embed_s,
                    load_s,
                    cluster_s,
                    cluster_cpu,
                    load_s + cluster_s,
                    len(clusters),
                    merged,
                )
            )
        print(
            f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (wall times include "
            "waiting for the CPU; CPU times do not)\n"
        )
        print(
            "| episodic | embed (s) | load vectors (s) | greedy_clusters wall (s) "
            "| greedy_clusters CPU (s) | load+cluster wall (s) | clusters | clusters of 2+ |"
        )
        print("|---:|---:|---:|---:|---:|---:|---:|---:|")
        for n, e, lo, c, cc, t, k, m in rows:
            print(f"| {n:,} | {e:.2f} | {lo:.3f} | {c:.3f} | {cc:.3f} | {t:.3f} | {k:,} | {m:,} |")
        items = synthetic_episodes(1000, clock, seed=1)
        full = full_pass(f"{tmp}/full", embedder, clock, items, max(repeat, 3))
        calibrating = calibration_s(f"{tmp}/calibration", embedder, clock)
        vectors = embedder.embed([m.text for m in items])
        naive_s, naive_cpu, _ = best(lambda: naive(vectors), 1)
        vec_s, vec_cpu, _ = best(lambda: greedy_clusters(vectors), repeat)
        print()
        print("| at 1,000 episodic | wall (s) | CPU (s) |")
        print("|---|---:|---:|")
        print(
            f"| full `consolidate(mind, 'cluster')` pass (offline, merges stored; best of "
            f"{max(repeat, 3)}, full GCs in one pass: up to {full[2]}) "
            f"| {full[0]:.2f} | {full[1]:.2f} |"
        )
        print(
            "| recording the calibration in a new yeast (once in its life; not in the pass above) "
            f"| {calibrating[0]:.3f} | {calibrating[1]:.3f} |"
        )
        print(f"| greedy_clusters (vectorised) | {vec_s:.3f} | {vec_cpu:.3f} |")
        print(f"| plain Python pairwise loop, same clusters | {naive_s:.2f} | {naive_cpu:.2f} |")


if __name__ == "__main__":
    main()
