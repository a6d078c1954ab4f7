"""What one forget costs at scale (issue 20): compaction on every forget, 1k to 100k memories.

A forget (:func:`yeastlab.cognition.forgetting.forget_about`) finds the memories about the
subject, blanks and soft-deletes them, redacts the dialogue log, and then compacts the store
(``Store.compact``: every table compacted and its older LanceDB versions removed, since they
still hold the forgotten text). For each size a store is bulk-filled (the synthetic sentences
of ``benchmarks/store.py``, 384-d hashing embedder) and compacted, as a yeast that has run a
while keeps it (``--uncompacted``: never compacted, so the forget's compaction is the store's
first), three memories about the subject are added among them, the in-process index is loaded
(as in a running yeast), and one forget is timed in two parts: its own work (the store's
``compact`` left out), then that compaction:

* **forget s / cpu s** — the whole forget (both parts), wall and process CPU time;
* **compact s / cpu s** — the compaction the forget ends with (what compacting on every forget
  adds);
* **share** — compaction's part of the forget (wall);
* **versions** — the memories table's versions before the forget, and after its compaction;
* **forgotten** — memories forgotten (3 expected: the subject's, and nothing else).

Timings on a shared machine are noisy (say "under load"); the CPU columns are steadier.
Measured 2026-11-26, load ~2:

| store | memories | forget s | forget cpu s | compact s | compact cpu s | share |
|---|---:|---:|---:|---:|---:|---:|
| compacted | 1,000 | 0.09 | 0.09 | 0.03 | 0.03 | 32% |
| compacted | 100,000 | **2.11** | 2.03 | **0.36** | 0.29 | 17% |
| never compacted | 100,000 | 57.69 | 84.83 | 55.92 | 83.06 | 97% |

A forget in a store that was never compacted pays for the store's first compaction of its
bulk-loaded fragments (56 s at 100k; the 47 s measured first was this case). A forget no longer
builds a first vector index either (``compact(index=False)``: about 30 s at 100k, the next full
compaction's work). In a running
yeast the automatic compaction (every ``compact_every`` writes to a table) keeps the fragments
few, and a forget's compaction costs 0.4 s at 100k; its own work (reading and matching every
alive memory, blanking, redacting the log) is 1.8 s.

``--turn``: one forget request through ``chat()`` on a copy of a yeast built by
``benchmarks/turn.py: build`` (hashing embedder; vector index from 50k memories), after two
statements (Denver, a social security number). Counted around the real calls: commits to the
memories table and compactions (``Database.optimize``). With the hashing embedder "what I said
about Denver" is resolved by meaning to nearly every synthetic memory (a forget-reader matter,
kept here as the many-memory case). Measured 2026-11-26 under load (load 9-15 on 2 cores):

| memories | request | forgotten | before s | writes | compact | after s | writes | compact |
|---:|---|---:|---:|---:|---:|---:|---:|---:|
| 1,000 | social security number | 1 | 1.61 | 2 | 1 | 0.86 | 1 | 1 |
| 1,000 | Denver | 1,001 | 145.96 | 1,002 | 16 | 1.19-3.59 | 1 | 1 |
| 10,000 | social security number | 1 | 7.66 | 2 | 1 | 3.53 | 1 | 1 |
| 10,000 | Denver | 10,001 | 585.8 (a script) | not counted | | 16.48 | 1 | 1 |
| 100,000 | social security number | 1 | not run | 2 | 1 | 327.2 (cpu 70.0) | 1 | 1 |
| 100,000 | Denver | 100,001 | > 180, stopped | | | 286.4 (cpu 34.8) | 1 | 1 |
| 100,000, IVF-SQ index | social security number | 1 | | | | **9.38** (cpu 4.56) | 1 | 1 |
| 100,000, IVF-SQ index | Denver | 100,001 | | | | **33.3** (cpu 30.9) | 1 | 1 |

The first two 100k rows are a store whose vector index is IVF-HNSW-SQ (built before f7e90cc):
the forget's one compaction is LanceDB's ``optimize``, which also updates the vector index, and
after a change to one indexed row it rebuilt the HNSW graphs (185 s alone on a copy of that
store under load; 3.5 s with the vector index dropped). The vector index is now IVF-SQ (no
graph to rebuild: the same optimize 6 s); the last two rows are a store built with it
(``--cache`` elsewhere, so the store is built again). A yeast indexed before keeps its
IVF-HNSW-SQ index until ``create_vector_index()``.

Run again at 23:13 on 4c50286 (load ~3; the forget reader no longer takes every templated
memory, so "Denver" forgets fewer), 100k with the IVF-SQ index; one memories write and one
compaction in every row:

| memories | request | forgotten | turn s | turn cpu s |
|---:|---|---:|---:|---:|
| 1,000 | social security number | 1 | 0.12 | 0.13 |
| 1,000 | Denver | 9 | 0.21 | 0.16 |
| 10,000 | social security number | 1 | 0.72 | 0.62 |
| 10,000 | Denver | 71 | 0.68 | 0.64 |
| 100,000 | social security number | 1 | 5.61 | 4.91 |
| 100,000 | Denver | 825 | 6.74 | 6.58 |

Profiled at 100k (one memory forgotten, 6.2 s): the compaction 0.85 s (10 tables); the rest is
the forget reading every alive memory: ``Subject.matches`` on each twice (resolving the subject,
then choosing the doomed) 3.5 s, and copying them out of the index 0.9 s.

Since e755391 a forget reads only the memories the in-process full-text index lists for a word
of the subject, and the marked ones (``cognition/forget_candidates.py``; the same memories
forgotten). The forget turn at 100k without its compaction, thread CPU, back to back with the
code before it (2026-11-27, load 8-13 on 2 cores):

| request | forgotten | before cpu s | after cpu s |
|---|---:|---:|---:|
| social security number | 1 | 3.59 | 1.51 |
| what I said about Denver | 825 | 5.11 | 2.11 |

``--turn`` at 100k (compaction included; one store built by fd5c799, run by c04f42f then by
fd5c799; load ~11): social security number 22.7 s wall / 5.90 s cpu -> 15.0 / 3.34, Denver
(825 forgotten) 35.8 / 8.03 -> 22.2 / 3.91; the same memories forgotten.

What is left is reading every alive memory with its vector out of the index (0.8 s, for the
subject's resolution by meaning) and that resolution's own pass over the vectors (0.4 s).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from store import fill  # noqa: E402

from yeastlab.backends.embedders import HashingEmbedder  # noqa: E402
from yeastlab.cognition.forgetting import forget_about, subject_of  # noqa: E402
from yeastlab.core.clock import SimClock  # noqa: E402
from yeastlab.core.records import Memory, new_id  # noqa: E402
from yeastlab.store.facade import Store  # noqa: E402

SUBJECT = [
    "My social security number is 123-45-6789.",
    "I gave my social security number to the new bank.",
    "The SSN on my tax form is 123-45-6789.",
]


def _timed(fn):
    wall, cpu = time.perf_counter(), time.process_time()
    out = fn()
    return out, time.perf_counter() - wall, time.process_time() - cpu


def measure(n: int, workdir: Path, compacted: bool = True) -> dict[str, float]:
    clock = SimClock()
    store = Store.open(workdir / f"yeast-{n}", embedder=HashingEmbedder(384), clock=clock)
    try:
        fill(store, n, clock, random.Random(n))
        if compacted:  # as a yeast that has run a while keeps it (automatic compaction)
            store.compact()
        store.add(
            [Memory(new_id(), "episodic", t, clock.now(), tags=("pii:ssn",)) for t in SUBJECT]
        )
        store.flush()
        store.memories()  # the in-process index loaded, as in a running yeast
        versions_before = store.versions()
        subject = subject_of("my social security number")
        # the forget's own work, then the compaction it ends with, timed apart
        compact, store.compact = store.compact, lambda **_: None
        try:
            events, forget_s, forget_cpu = _timed(lambda: forget_about(store, subject))
        finally:
            store.compact = compact
        _, compact_s, compact_cpu = _timed(lambda: compact(index=False))
        versions_after = store.versions()
        return {
            "n": n,
            "forget_s": forget_s + compact_s,
            "forget_cpu": forget_cpu + compact_cpu,
            "compact_s": compact_s,
            "compact_cpu": compact_cpu,
            "versions_before": versions_before,
            "versions_after": versions_after,
            "forgotten": len(events),
        }
    finally:
        store.close()


#: What the yeast is told before the forget request (``--turn``).
SAID = ("I moved to Denver last spring.", "My social security number is 123-45-6789.")
#: The forget requests ``--turn`` times by default (the second one is the subject of one memory;
#: the first, with the hashing embedder, is resolved by meaning to nearly every synthetic memory).
REQUESTS = ("Please forget my social security number.", "Please forget what I said about Denver")


class _Counts:
    """LanceDB writes of the memories table (``merge_insert``, ``add``) and compactions
    (``Database.optimize``) per table, counted around the real calls."""

    def __init__(self) -> None:
        self.writes = 0
        self.optimized: dict[str, int] = {}
        self._undo: list = []

    def __enter__(self) -> _Counts:
        from lancedb.table import LanceTable

        from yeastlab.store.database import Database

        def spy(cls, name, count):
            real = getattr(cls, name)

            def wrapper(table, *args, **kwargs):
                count(table, *args)
                return real(table, *args, **kwargs)

            setattr(cls, name, wrapper)
            self._undo.append((cls, name, real))

        def write(table, *args):
            self.writes += table.name == "memories"

        def optimized(db, name, *args):
            self.optimized[name] = self.optimized.get(name, 0) + 1

        spy(LanceTable, "merge_insert", write)
        spy(LanceTable, "add", write)
        spy(Database, "optimize", optimized)
        return self

    def __exit__(self, *exc) -> None:
        for cls, name, real in reversed(self._undo):
            setattr(cls, name, real)


def measure_turn(n: int, cache: Path, request: str, workdir: Path) -> dict[str, float]:
    """One forget request through ``chat()`` on a copy of a cached ``n``-memory yeast
    (``benchmarks/turn.py: build``, hashing embedder; built on first use)."""
    import shutil

    import turn as T  # noqa: N812 - the turn benchmark's store builder

    source = cache / f"s{n}"
    if not source.exists():
        T.build(source, n, HashingEmbedder(), SimClock(tick=T.timedelta(seconds=1)))
    path = workdir / f"yeast-{n}"
    shutil.copytree(source, path)
    settings = T.Settings().with_(
        cap_episodic=n + 1000, cap_semantic=n + 1000, cap_procedural=n, cap_symbolic=n
    )
    clock = SimClock(tick=T.timedelta(seconds=1))
    yeast = T.open_yeast(
        path, backend="offline", embedder=HashingEmbedder(), clock=clock, settings=settings
    )
    try:
        yeast.store.count()  # the in-process index loaded, as in a running yeast
        for text in SAID:
            yeast.chat(text)
        yeast.store.flush()
        with _Counts() as counts:
            _, wall, cpu = _timed(lambda: (yeast.chat(request), yeast.store.flush()))
        forgotten = [e for e in yeast.store.forgetting() if e.reason == "user request"]
        return {
            "n": n,
            "wall": wall,
            "cpu": cpu,
            "forgotten": len(forgotten),
            "writes": counts.writes,
            "optimized": counts.optimized.get("memories", 0),
            "tables": sum(counts.optimized.values()),
        }
    finally:
        yeast.close()


def main_turn(args) -> None:
    """The ``--turn`` table: one forget request through ``chat()`` per size and request."""
    print(
        "| memories | request | forgotten | turn s | turn cpu s | memories writes "
        "| memories compactions | tables compacted |"
    )
    print("|---:|---|---:|---:|---:|---:|---:|---:|")
    for n in args.sizes:
        for request in args.requests:
            with tempfile.TemporaryDirectory() as where:
                r = measure_turn(n, Path(args.cache), request, Path(where))
            print(
                f"| {n:,} | {request} | {r['forgotten']:,} | {r['wall']:.2f} | {r['cpu']:.2f} "
                f"| {r['writes']} | {r['optimized']} | {r['tables']} |",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    parser.add_argument(
        "--uncompacted",
        action="store_true",
        help="forget in a bulk-filled store never compacted (its first compaction is the forget)",
    )
    parser.add_argument(
        "--turn",
        action="store_true",
        help="time a forget request through chat() on a copy of a cached yeast (see --cache)",
    )
    parser.add_argument(
        "--cache",
        default=str(Path(tempfile.gettempdir()) / "yeastlab-forget-scale"),
        help="--turn: where the n-memory yeasts are built once and kept (copied for each run)",
    )
    parser.add_argument("--requests", nargs="+", default=list(REQUESTS))
    args = parser.parse_args()
    if args.turn:
        main_turn(args)
        return
    print(
        "| memories | forget s | forget cpu s | compact s | compact cpu s | share "
        "| versions before → after | forgotten |"
    )
    print("|---:|---:|---:|---:|---:|---:|---|---:|")
    for n in args.sizes:
        with tempfile.TemporaryDirectory() as where:
            r = measure(n, Path(where), compacted=not args.uncompacted)
        print(
            f"| {n:,} | {r['forget_s']:.2f} | {r['forget_cpu']:.2f} | {r['compact_s']:.2f} "
            f"| {r['compact_cpu']:.2f} | {r['compact_s'] / r['forget_s']:.0%} "
            f"| {r['versions_before']} → {r['versions_after']} | {r['forgotten']} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
