"""Store speed: single adds, ranked recall vs the raw LanceDB hybrid query, peak memory.

For each size (1k / 10k / 100k memories; ``--quick``: 1k / 10k; ``--sizes``: any) a fresh store is
filled with bulk adds (384-d hashing embedder), compacted, and then timed — each size in a
process of its own, so that each row's peak memory is that size's alone:

* **add p50/p95** — ``Store.add`` of one memory as the caller sees it: embedding, the in-process
  index updated, the LanceDB append queued for the write-behind;
* **sustained add** — wall time of all the timed adds until every one is committed to LanceDB
  (``Store.flush``), per add: what a stream of adds costs once the commits are counted;
* **ranked recall** — ``Retriever.retrieve`` (route, the in-process index's cosine and BM25
  candidates, re-ranked with decay by the default ranking profile) — what a turn does;
* **raw hybrid** — the same LanceDB hybrid query (same vector, terms, filter, RRF, k) with no
  yeastlab layer, on the same table; the ratio is recall p95 / raw p95;
* **peak RSS build** — the peak resident memory of that process: filling the store, LanceDB's
  compaction and vector index, both searches, the single adds;
* **peak RSS open** — the peak resident memory of a second, fresh process that opens the built
  store and uses it as an agent does: loads the in-process index (the "open load s" column),
  runs the ranked recalls, adds and commits memories. This is the footprint of a yeast of that
  size; the build column adds what LanceDB needs to compact and index it.

``--cache DIR`` builds each size once under ``DIR`` (bulk adds with ``durability="batch"``, the
store's bulk path; compaction; the vector index) and keeps it, recording the build's time, CPU,
peak RSS and disk size in ``DIR/yeast-N.json``; every run then measures a fresh process opening
a copy of it: open and index-load time, ranked recall p50/p95, peak RSS after the recalls and
after committed adds, and with ``--turns N`` a yeast's offline turns on it (``turn.py``'s run:
overhead p50/p95, CPU, peak RSS). One million memories (not run by CI: the build takes many
minutes; the copy needs ~2x its disk; ``--no-vector-index``: LanceDB's vector index, which
neither the recall nor a turn uses, took longer than the rest of the build at 1M)::

    python benchmarks/store.py --cache ~/.cache/yeastlab-bench --sizes 1000000 \
        --no-vector-index --queries 40 --adds 50 --turns 20

``--index-only`` measures the in-process index alone, without LanceDB: the memories of each size
(made as the bulk adds make them) are fed as Arrow batches to ``MemoryIndex.from_batches``, as a
store's load does, then ranked candidates are timed; the table gives that process's peak RSS::

    python benchmarks/store.py --index-only --sizes 100000 1000000

Stores of 50k rows and more get an IVF vector index at compaction (``--index`` builds one at
every size); the "vector index (recall@24)" column is the overlap of the indexed top 24 (with the
store's refine factor) with exact search.

Usage: ``python benchmarks/store.py [--quick] [--sizes N …] [--adds N] [--queries N] [--index]
[--cache DIR [--turns N]]``
"""

from __future__ import annotations

import argparse
import gc
import json
import multiprocessing
import os
import random
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("LANCEDB_LOG", "error")

import numpy as np  # noqa: E402
from lancedb.rerankers import RRFReranker  # noqa: E402

from yeastlab.backends.embedders import HashingEmbedder  # noqa: E402
from yeastlab.cognition.retrieval import Retriever  # noqa: E402
from yeastlab.core.clock import SimClock  # noqa: E402
from yeastlab.core.records import TIERS, Memory, new_id  # noqa: E402
from yeastlab.store.facade import REFINE_FACTOR, Store  # noqa: E402
from yeastlab.store.index import MemoryIndex  # noqa: E402
from yeastlab.store.lancesql import ALIVE, sanitize_fts  # noqa: E402
from yeastlab.store.tables import schema_for, to_arrow  # noqa: E402

# A Zipf-distributed vocabulary of ~2,800 pseudo-words (plus real topic words) gives posting lists
# shaped like real text; a tiny vocabulary would make every query term match most rows.
TOPICS = (  # noqa: SIM905  (a sentence is easier to read than 54 quoted words)
    "yeast bread dough sugar starter flour water salt oven crust crumb rise proof knead "
    "mountain river forest city train coffee tea music book film friend family work project "
    "meeting garden rain sun snow winter summer holiday dinner lunch recipe memory dream idea "
    "question answer reason identity drive goal value curious reflect change learn forget"
).split()
_SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "ta", "vi", "so", "pe", "da", "gu", "zo", "fi", "be"]
WORDS = TOPICS + [a + b + c for a in _SYLLABLES for b in _SYLLABLES for c in _SYLLABLES]
random.Random(0).shuffle(WORDS)  # topic words land at assorted frequency ranks
_ZIPF = np.cumsum(1.0 / np.arange(1, len(WORDS) + 1) ** 1.07)
_ZIPF /= _ZIPF[-1]
QUERIES = [
    "what did we bake with the sourdough starter",
    "tell me about the mountain holiday",
    "coffee with a friend after work",
    "which recipe used flour and salt",
    "do you remember the dream about the river",
    "my project meeting in winter",
    "what do I value and why",
    "music and a film on a rainy day",
]


def sentence(rng: random.Random) -> str:
    """6–14 words drawn from the Zipf-distributed vocabulary."""
    picks = np.searchsorted(_ZIPF, [rng.random() for _ in range(rng.randint(6, 14))])
    return " ".join(WORDS[i] for i in picks)


def fill(
    store: Store,
    n: int,
    clock: SimClock,
    rng: random.Random,
    batch: int = 10_000,
    *,
    vector_index: bool = True,
) -> None:
    """Bulk-add ``n`` memories spread over ~a year of simulated time, then compact (with
    LanceDB's vector index from 50k rows unless ``vector_index=False``)."""
    start = clock.now()
    for offset in range(0, n, batch):
        size = min(batch, n - offset)
        memories = [
            Memory(
                id=new_id(),
                tier=rng.choice(TIERS[:4]),
                text=sentence(rng),
                created_at=start - np.timedelta64(rng.randint(0, 365 * 24), "h").item(),
                access_count=rng.randint(0, 5),
                confidence=rng.uniform(0.5, 1.0),
            )
            for _ in range(size)
        ]
        store.add(memories)
    store.compact(index=vector_index)


def ranked_recall(retriever: Retriever, query: str, k: int) -> list:
    """What a turn does: route, index candidates (cosine + BM25), decay-aware re-ranking."""
    return retriever.retrieve(query, k=k, include_chunks=False)


def raw_hybrid(store: Store, query: str, k: int):
    """The bare LanceDB hybrid query with the same inputs (vector, terms, filter, reranker)."""
    table = store.diagnostics.table("memories")  # compared with the raw table on purpose
    vector = store.embedder.embed([query])[0]
    return (
        table.search(query_type="hybrid", fts_columns="text")
        .vector(vector)
        .text(sanitize_fts(query))
        .distance_type("cosine")
        .refine_factor(REFINE_FACTOR)
        .rerank(RRFReranker(return_score="all"))
        .where(ALIVE, prefilter=True)
        .limit(k * 3)
        .to_arrow()
    )


def vector_recall(store: Store, queries: list[str], k: int = 24) -> float:
    """Mean overlap of the indexed vector top-k with exact (flat) search."""
    table = store.diagnostics.table("memories")
    overlaps = []
    for query in queries:
        vector = store.embedder.embed([query])[0]
        base = table.search(vector).distance_type("cosine").select(["id"]).limit(k)
        exact = base.bypass_vector_index().to_arrow().column("id").to_pylist()
        table_ann = (
            table.search(vector)
            .distance_type("cosine")
            .refine_factor(REFINE_FACTOR)  # as Store's searches do
            .select(["id"])
            .limit(k)
        )
        approx = table_ann.to_arrow().column("id").to_pylist()
        overlaps.append(len(set(exact) & set(approx)) / k)
    return float(np.mean(overlaps))


def timed(fn, repeats: int) -> np.ndarray:
    out = []
    for i in range(repeats):
        t0 = time.perf_counter()
        fn(i)
        out.append((time.perf_counter() - t0) * 1000)
    return np.array(out)


def measure(n: int, args: argparse.Namespace, workdir: Path) -> dict[str, float]:
    rng = random.Random(n)
    clock = SimClock()
    store = Store.open(workdir / f"yeast-{n}", embedder=HashingEmbedder(384), clock=clock)
    t0 = time.perf_counter()
    fill(store, n, clock, rng)
    build_s = time.perf_counter() - t0
    if args.index:
        store.create_vector_index()
    indices = store.diagnostics.table("memories").list_indices()
    indexed = any(i.columns == ["vector"] for i in indices)
    quality = vector_recall(store, QUERIES) if indexed else 1.0
    queries = [QUERIES[i % len(QUERIES)] for i in range(args.queries)]
    retriever = Retriever(store, candidates=24)
    # warm both paths (the in-process index is loaded here), then interleave the timings
    began = time.perf_counter()
    ranked_recall(retriever, queries[0], 8)
    load_s = time.perf_counter() - began
    raw_hybrid(store, queries[0], 8)
    recall, raw = [], []
    for i, query in enumerate(queries):

        def ours(_, q=query):
            return ranked_recall(retriever, q, 8)

        def bare(_, q=query):
            return raw_hybrid(store, q, 8)

        if i % 2:  # alternate the order so load noise hits both alike
            raw.append(timed(bare, 1)[0])
            recall.append(timed(ours, 1)[0])
        else:
            recall.append(timed(ours, 1)[0])
            raw.append(timed(bare, 1)[0])
    store.flush()
    began = time.perf_counter()
    adds = timed(
        lambda i: store.add(Memory(new_id(), "episodic", sentence(rng), clock.now())), args.adds
    )
    store.flush()
    sustained = (time.perf_counter() - began) * 1000 / args.adds
    assert store.count(alive_only=False) == n + args.adds
    versions = store.versions("memories")
    store.close()
    recall_a, raw_a = np.array(recall), np.array(raw)
    return {
        "n": n,
        "build_s": build_s,
        "add_p50": np.percentile(adds, 50),
        "add_p95": np.percentile(adds, 95),
        "add_max": adds.max(),
        "sustained": sustained,
        "load_s": load_s,
        "recall_p50": np.percentile(recall_a, 50),
        "recall_p95": np.percentile(recall_a, 95),
        "raw_p50": np.percentile(raw_a, 50),
        "raw_p95": np.percentile(raw_a, 95),
        "versions": versions,
        "indexed": indexed,
        "quality": quality,
        "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def measure_open(n: int, args: argparse.Namespace, workdir: Path) -> dict[str, float]:
    """A fresh process's use of the store built by :func:`measure`: load the index, recall, add."""
    rng = random.Random(-n)
    clock = SimClock()
    store = Store.open(workdir / f"yeast-{n}", embedder=HashingEmbedder(384), clock=clock)
    began = time.perf_counter()
    store.count()  # loads the in-process index
    load_s = time.perf_counter() - began
    retriever = Retriever(store, candidates=24)
    recall = timed(lambda i: ranked_recall(retriever, QUERIES[i % len(QUERIES)], 8), args.queries)
    for _ in range(args.adds):
        store.add(Memory(new_id(), "episodic", sentence(rng), clock.now()))
    store.flush()
    store.close()
    return {
        "open_load_s": load_s,
        "open_recall_p50": float(np.percentile(recall, 50)),
        "open_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def disk_mb(path: Path) -> float:
    """The size of the files under ``path`` (MB)."""
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file()) / 2**20


def build_cached(n: int, cache: Path, vector_index: bool = True) -> dict[str, float]:
    """Build a store of ``n`` memories under ``cache`` once (bulk adds with ``durability="batch"``,
    the store's bulk path: no write-ahead journal; then compaction and, from 50k rows unless
    ``vector_index`` is false, LanceDB's vector index); later runs find ``yeast-N.json`` there
    and reuse it. Neither the ranked recall nor a turn uses LanceDB's vector index (the
    in-process index answers them); at 1M rows its IVF-HNSW build (the index is IVF-SQ since)
    did not finish in 25 minutes on the loaded 2-core machine, hence ``--no-vector-index``."""
    path, record = cache / f"yeast-{n}", cache / f"yeast-{n}.json"
    if record.exists():
        return json.loads(record.read_text())
    shutil.rmtree(path, ignore_errors=True)  # a build that was killed half-way
    rng, clock = random.Random(n), SimClock()
    began, cpu = time.perf_counter(), time.process_time()
    store = Store.open(path, embedder=HashingEmbedder(384), clock=clock, durability="batch")
    fill(store, n, clock, rng, vector_index=vector_index)
    store.close()
    built = {
        "n": n,
        "vector_index": vector_index,
        "build_s": time.perf_counter() - began,
        "build_cpu_s": time.process_time() - cpu,
        "build_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "disk_mb": disk_mb(path),
    }
    record.write_text(json.dumps(built))
    return built


def measure_cached(n: int, args: argparse.Namespace, path: Path) -> dict[str, float]:
    """A fresh process opening a copy of a cached store as an agent does: open, load the
    in-process index, ranked recalls (p50/p95), single adds committed; then a yeast's turns on
    it (``benchmarks/turn.py``'s offline run). Its peak RSS is the footprint of that size."""
    rng, clock = random.Random(-n), SimClock()
    began = time.perf_counter()
    store = Store.open(path, embedder=HashingEmbedder(384), clock=clock)
    opened = time.perf_counter() - began
    store.count()  # loads the in-process index
    loaded = time.perf_counter() - began
    retriever = Retriever(store, candidates=24)
    ranked_recall(retriever, QUERIES[0], 8)  # first query: partitions the vectors
    recall = timed(lambda i: ranked_recall(retriever, QUERIES[i % len(QUERIES)], 8), args.queries)
    rss_recall = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    for _ in range(args.adds):
        store.add(Memory(new_id(), "episodic", sentence(rng), clock.now()))
    store.flush()
    store.close()
    row = {
        "open_s": opened,
        "open_load_s": loaded,
        "open_recall_p50": float(np.percentile(recall, 50)),
        "open_recall_p95": float(np.percentile(recall, 95)),
        "open_rss_recall_mb": rss_recall,
        "open_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }
    if args.turns:
        del retriever, store  # the yeast below loads its own index: not two held at once
        gc.collect()
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        import turn  # benchmarks/turn.py: the same turns, on this store

        stats = turn.run(path, n, "offline", HashingEmbedder(384), args.turns)
        row.update(turn_p50=stats["p50"], turn_p95=stats["p95"], turn_cpu=stats["cpu"])
        row["turn_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return row


def cached(sizes: list[int], args: argparse.Namespace) -> int:
    """``--cache``: build each size once under the cache directory, then measure a fresh
    process opening a copy of it (the copy is removed; the cache stays as built)."""
    cache = Path(args.cache)
    cache.mkdir(parents=True, exist_ok=True)
    print(
        "| memories | build s | build CPU s | peak RSS build MB | disk MB | open s "
        "| open + index load s | ranked recall p50 ms | ranked recall p95 ms "
        "| peak RSS open + recall MB | peak RSS + adds MB | turn overhead p50 / p95 ms "
        "| turn CPU p50 ms | peak RSS + turns MB |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|")
    for n in sizes:
        built = _in_child(build_cached, n, cache, not args.no_vector_index)
        work = cache / f"run-{n}"
        shutil.rmtree(work, ignore_errors=True)
        shutil.copytree(cache / f"yeast-{n}", work)
        try:
            r = {**built, **_in_child(measure_cached, n, args, work)}
        finally:
            shutil.rmtree(work, ignore_errors=True)
        turns = (
            f"{r['turn_p50']:.1f} / {r['turn_p95']:.1f} | {r['turn_cpu']:.1f} "
            f"| {r['turn_rss_mb']:.0f}"
            if args.turns
            else "– | – | –"
        )
        print(
            f"| {n:,} | {r['build_s']:.0f} | {r['build_cpu_s']:.0f} | {r['build_rss_mb']:.0f} "
            f"| {r['disk_mb']:.0f} | {r['open_s']:.2f} | {r['open_load_s']:.1f} "
            f"| {r['open_recall_p50']:.2f} | {r['open_recall_p95']:.2f} "
            f"| {r['open_rss_recall_mb']:.0f} | {r['open_rss_mb']:.0f} | {turns} |",
            flush=True,
        )
    print(f"\nLoad average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs.")
    return 0


def measure_index(n: int, args: argparse.Namespace) -> dict[str, float]:
    """The in-process index alone (no LanceDB): built from Arrow batches of ``n`` memories as a
    store's load builds it, then queried for ranked candidates."""
    rng, embedder, schema = random.Random(n), HashingEmbedder(384), schema_for(Memory, 384)
    start = SimClock().now()

    def batches():
        for offset in range(0, n, 10_000):
            texts = [sentence(rng) for _ in range(min(10_000, n - offset))]
            vectors = embedder.embed(texts)
            yield to_arrow(
                [
                    Memory(
                        new_id(),
                        rng.choice(TIERS[:4]),
                        text,
                        start - np.timedelta64(rng.randint(0, 365 * 24), "h").item(),
                        vector=vectors[i],
                    )
                    for i, text in enumerate(texts)
                ],
                schema,
            )

    began = time.perf_counter()
    index = MemoryIndex.from_batches(384, batches())
    build_s = time.perf_counter() - began
    queries = [QUERIES[i % len(QUERIES)] for i in range(args.queries + 1)]
    vectors = embedder.embed(queries)
    began = time.perf_counter()
    index.candidates(sanitize_fts(queries[0]), vectors[0], k=24)  # partitions the vectors
    first_s = time.perf_counter() - began
    found = timed(
        lambda i: index.candidates(sanitize_fts(queries[i + 1]), vectors[i + 1], k=24),
        args.queries,
    )
    return {
        "n": len(index),
        "build_s": build_s,
        "first_s": first_s,
        "candidates_p50": float(np.percentile(found, 50)),
        "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def _in_child(fn, *fn_args):
    """``fn(*fn_args)`` in a fresh process (its peak memory is its own)."""
    context = multiprocessing.get_context("spawn")
    with context.Pool(1, maxtasksperchild=1) as pool:
        return pool.apply(fn, fn_args)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1k and 10k only")
    parser.add_argument("--adds", type=int, default=100, help="single adds timed per size")
    parser.add_argument("--queries", type=int, default=40, help="queries timed per size")
    parser.add_argument("--index", action="store_true", help="build an IVF vector index first")
    parser.add_argument("--sizes", type=int, nargs="*", help="override the sizes")
    parser.add_argument("--index-only", action="store_true", help="the in-process index alone")
    parser.add_argument("--cache", help="build each size once under this directory and reuse it")
    parser.add_argument("--turns", type=int, default=0, help="--cache: offline turns timed")
    parser.add_argument(
        "--no-vector-index", action="store_true", help="--cache: build without LanceDB's ANN index"
    )
    args = parser.parse_args(argv)
    sizes = args.sizes or ([1_000, 10_000] if args.quick else [1_000, 10_000, 100_000])
    if args.cache:
        return cached(sizes, args)
    if args.index_only:
        print("| memories | index build s | first query s | candidates p50 ms | peak RSS MB |")
        print("|---:|---:|---:|---:|---:|")
        for n in sizes:
            r = _in_child(measure_index, n, args)
            print(
                f"| {r['n']:,} | {r['build_s']:.1f} | {r['first_s']:.1f} "
                f"| {r['candidates_p50']:.2f} | {r['rss_mb']:.0f} |",
                flush=True,
            )
        return 0
    rows = []
    with tempfile.TemporaryDirectory(prefix="yeast-bench-") as tmp:
        for n in sizes:
            row = _in_child(measure, n, args, Path(tmp))
            row.update(_in_child(measure_open, n, args, Path(tmp)))
            shutil.rmtree(Path(tmp) / f"yeast-{n}")
            rows.append(row)
            print(f"… {n} done", file=sys.stderr, flush=True)
    print(
        f"\nStore benchmark (hashing-384, {args.adds} single adds, {args.queries} queries, "
        f"k=8 of 24 candidates{', IVF index' if args.index else ''})\n"
    )
    print(
        "| memories | bulk build s | add p50 ms | add p95 ms | add max ms | sustained add ms "
        "| index load s | ranked recall p50 ms | ranked recall p95 ms | raw hybrid p50 ms "
        "| raw hybrid p95 ms | p95 ratio | versions after | vector index (recall@24) "
        "| peak RSS build MB | open load s | open recall p50 ms | peak RSS open MB |"
    )
    print(
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|"
    )
    for r in rows:
        index = f"IVF ({r['quality']:.2f})" if r["indexed"] else "none (exact)"
        print(
            f"| {r['n']:,} | {r['build_s']:.1f} | {r['add_p50']:.2f} | {r['add_p95']:.2f} "
            f"| {r['add_max']:.1f} | {r['sustained']:.2f} | {r['load_s']:.2f} "
            f"| {r['recall_p50']:.2f} | {r['recall_p95']:.2f} "
            f"| {r['raw_p50']:.2f} | {r['raw_p95']:.2f} | {r['recall_p95'] / r['raw_p95']:.2f} "
            f"| {r['versions']} | {index} | {r['rss_mb']:.0f} | {r['open_load_s']:.2f} "
            f"| {r['open_recall_p50']:.2f} | {r['open_rss_mb']:.0f} |"
        )
    print(
        f"\nTargets: add p50 ≤ 5 ms; ranked recall p95 ≤ 2× raw. Load average: "
        f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
