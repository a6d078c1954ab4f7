"""Fermentation overhead and parallel throughput against the fake Ollama server.

The fake Ollama server (tests/fixtures/fake_ollama.py) answers every request after a fixed
20 ms, so the model's share of a run is known exactly. Two tables:

1. One yeast, N prompts: the run's wall time over the sum of the raw model-call times measured
   around each ``Backend.chat`` call (1.00 would mean fermentation, the agent's turn pipeline, the
   store and the lab database cost nothing; the target is <= 1.05), and over the sum of the
   agent's turn latencies (what fermentation alone adds).
2. 1, 2 and 4 yeasts fermenting the same prompt set in parallel worker processes: prompts per
   second over all yeasts.

Run: ``python benchmarks/ferment.py [--quick]``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("LANCEDB_LOG", "error")

from fixtures.fake_ollama import FakeOllama  # noqa: E402

import yeastlab.agent  # noqa: E402
from yeastlab.backends.ollama import OllamaBackend  # noqa: E402
from yeastlab.config import Settings  # noqa: E402
from yeastlab.ferment import ferment, ferment_many, load_prompts  # noqa: E402
from yeastlab.lab import Lab  # noqa: E402

REPLY_SECONDS = 0.020


class TimedBackend:
    """Our Backend protocol around the Ollama backend, adding up the time of each raw call."""

    def __init__(self, inner: OllamaBackend):
        self.inner = inner
        self.name, self.model = inner.name, inner.model
        self.is_language_model = inner.is_language_model
        self.calls, self.seconds = 0, 0.0

    def chat(self, messages, **kwargs):
        started = time.perf_counter()
        try:
            return self.inner.chat(messages, **kwargs)
        finally:
            self.seconds += time.perf_counter() - started
            self.calls += 1

    def stream(self, messages, **kwargs):
        return self.inner.stream(messages, **kwargs)

    def close(self) -> None:
        self.inner.close()


def prompt_set(n: int) -> list[str]:
    pool = [p for f in sorted((ROOT / "prompts").glob("*.txt")) for p in load_prompts(f)]
    return [f"{pool[i % len(pool)]} ({i})" for i in range(n)]


def overhead(server: FakeOllama, n: int, workdir: Path) -> dict[str, float]:
    backend = TimedBackend(OllamaBackend(server.url, "mistral:7b", timeout=30.0))
    settings = Settings(embedder="hashing", lab=workdir / "lab")
    with yeastlab.agent.open(workdir / "one", backend=backend, settings=settings) as yeast:
        started = time.perf_counter()
        summary = ferment(yeast, prompt_set(n), run="overhead", progress=False)
        wall = time.perf_counter() - started
    rows = Lab(workdir / "lab").turns("overhead")
    assert len(rows) == n and not any(r.error for r in rows), "every prompt must have a clean row"
    return {
        "prompts": n,
        "model_calls": backend.calls,
        "model_s": backend.seconds,
        "turn_s": sum(r.latency_ms for r in rows) / 1000.0,
        "wall_s": wall,
        "ratio": wall / backend.seconds,
        "errors": summary.errors,
    }


def throughput(server: FakeOllama, n: int, parallel: int, workdir: Path) -> dict[str, float]:
    settings = Settings(embedder="hashing", model="mistral:7b", lab=workdir / f"lab-{parallel}")
    yeasts = [workdir / f"p{parallel}-{i}" for i in range(parallel)]
    spec = f"ollama://127.0.0.1:{server.port}"
    started = time.perf_counter()
    summaries = ferment_many(
        yeasts,
        prompt_set(n),
        run="throughput",
        backend=spec,
        settings=settings,
        parallel=parallel,
        progress=False,
    )
    wall = time.perf_counter() - started
    done = sum(s.ran for s in summaries)
    assert done == n * parallel and not any(s.errors for s in summaries)
    busy = max(s.wall_s for s in summaries)  # from the first prompt to the last, in the workers
    return {
        "yeasts": parallel,
        "prompts": done,
        "wall_s": wall,
        "busy_s": busy,
        "prompts_per_s": done / busy,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="40 prompts, 1 and 2 yeasts")
    args = parser.parse_args()
    n = 40 if args.quick else 200
    n_parallel = 20 if args.quick else 50
    levels = (1, 2) if args.quick else (1, 2, 4)
    with FakeOllama(latency=REPLY_SECONDS) as server, tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        o = overhead(server, n, work)
        print(f"## Fermentation overhead (fake Ollama, {REPLY_SECONDS * 1000:.0f} ms per reply)\n")
        print(
            "| prompts | model calls | model time (s) | turn time (s) | wall time (s) "
            "| wall / model | wall / turn |"
        )
        print("|---:|---:|---:|---:|---:|---:|---:|")
        print(
            f"| {o['prompts']} | {o['model_calls']} | {o['model_s']:.2f} | {o['turn_s']:.2f} "
            f"| {o['wall_s']:.2f} | {o['ratio']:.2f} | {o['wall_s'] / o['turn_s']:.2f} |"
        )
        print(
            "\nturn time: the agent's own latency per turn (model calls, retrieval, gates, "
            "store), summed;\nwall / turn is what fermentation itself adds (lab rows, resume "
            "bookkeeping)."
        )
        print(f"\n## Parallel yeasts ({n_parallel} prompts each, worker processes)\n")
        print("| yeasts | prompts | wall incl. process start (s) | fermenting (s) | prompts/s |")
        print("|---:|---:|---:|---:|---:|")
        for level in levels:
            t = throughput(server, n_parallel, level, work)
            print(
                f"| {t['yeasts']} | {t['prompts']} | {t['wall_s']:.2f} | {t['busy_s']:.2f} "
                f"| {t['prompts_per_s']:.1f} |"
            )
        print(f"\nmachine: {os.cpu_count()} CPUs; load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
