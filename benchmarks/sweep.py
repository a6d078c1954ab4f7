"""Sweep throughput on Dask, a real batching server, and a kill test.

Three tables:

1. **Workers.** A sweep of ``--runs`` yeasts × ``--prompts`` prompts against the fake
   OpenAI-compatible server (tests/fixtures/fake_openai.py), which *sleeps* ``--latency`` ms per
   request (a model of fixed latency: it costs no CPU, so on 2 cores the workers overlap their
   waits) on an embedded LocalCluster of 1, 2 and 4 worker processes. Turns per second from the
   first task's start to the last one's end (workers are started and warmed — yeastlab imported —
   before timing), and the speed-up over one worker (targets ≥ 1.9× at 2, ≥ 3.6× at 4).
2. **A real batching server.** llama.cpp's own HTTP server (xllamacpp) serving SmolLM2-135M with
   N parallel slots vs one slot: N yeasts fermenting at once through ``openai://`` (one Dask
   worker each), in generated tokens per second; and the same server's own throughput with N
   concurrent raw ``/v1/chat/completions`` requests of the same size (plain httpx threads); the
   sweep's share of it (target ≥ 0.9×).
3. **Kill test.** A sweep through a pool of two fake hosts; when a marker (a count of model
   requests) is reached a Dask worker is SIGKILLed, at a later marker one host is killed. Then
   per run: prompt indexes recorded twice (duplicates), never (missing), and its status.

Run: ``python benchmarks/sweep.py [--quick] [--runs N] [--prompts N] [--latency MS]
[--slots N] [--skip workers,real,kill]``.
"""

from __future__ import annotations

import argparse
import logging
import os
import signal
import statistics
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

import httpx  # noqa: E402
from dask.distributed import Client, LocalCluster  # noqa: E402
from fixtures.fake_openai import FakeOpenAI, LlamaServer  # noqa: E402

from yeastlab.core.config import Settings  # noqa: E402
from yeastlab.lab.database import Lab  # noqa: E402
from yeastlab.lab.sweep import prompt_counts, results, sweep  # noqa: E402


def _prompts(work: Path, n: int) -> Path:
    path = work / "prompts.txt"
    lines = [
        f"Day {i}: I repotted {i + 2} basil plants and watered the lemon tree." for i in range(n)
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _warm(backend: str) -> None:
    """One throwaway one-prompt run in a worker: imports and first-use set-up (the embedder's
    calibration, LanceDB's first tables) are paid before timing."""
    from yeastlab.lab.sweep import expand, run_one

    with tempfile.TemporaryDirectory(prefix="warm-") as tmp:
        work = Path(tmp)
        prompts = work / "p.txt"
        prompts.write_text("Warming up.\n", encoding="utf-8")
        settings = Settings(embedder="hashing", lab=work / "lab", thinking=False)
        for spec in expand({"seed": [0]}, prompts, root=work, settings=settings, backend=backend):
            run_one(spec)


def _cluster(workers: int, backend: str) -> tuple[LocalCluster, Client]:
    cluster = LocalCluster(
        n_workers=workers, threads_per_worker=1, dashboard_address=None, silence_logs=logging.ERROR
    )
    client = Client(cluster)
    client.run(_warm, backend)
    return cluster, client


def _timed_sweep(client, grid, prompts, work, name, backend, settings):
    begun = time.perf_counter()
    result = sweep(
        grid,
        prompts,
        name=name,
        root=work / name,
        settings=settings,
        backend=backend,
        cluster=client,
        progress=False,
        quiet=True,
    )
    return result, time.perf_counter() - begun


def workers_table(args, work: Path) -> None:
    prompts = _prompts(work, args.prompts)
    settings = Settings(embedder="hashing", lab=work / "lab-workers", thinking=False)
    rows = []
    with FakeOpenAI(latency=args.latency / 1000) as server:
        for n in (1, 2, 4):
            cluster, client = _cluster(n, server.spec)
            try:
                before = len(server.requests)
                grid = {"seed": list(range(n * 1000, n * 1000 + args.runs))}
                result, wall = _timed_sweep(
                    client, grid, prompts, work, f"w{n}", server.spec, settings
                )
            finally:
                client.close()
                cluster.close()
            turns = sum(s.ran for s in result.summaries)
            requests = len(server.requests) - before
            rows.append((n, turns, requests, wall, turns / wall))
    base = rows[0][4]
    print(f"\n## Sweep throughput vs Dask workers (fake model, {args.latency:g} ms a request)\n")
    print("| workers | turns | model requests | wall s | turns/s | speed-up |")
    print("|---:|---:|---:|---:|---:|---:|")
    for n, turns, requests, wall, rate in rows:
        print(f"| {n} | {turns} | {requests} | {wall:.1f} | {rate:.2f} | {rate / base:.2f}× |")


def _raw_throughput(
    url: str, concurrency: int, total: int, max_tokens: int, prompt_tokens: int = 30
) -> float:
    """Generated tokens per second of the server alone, ``concurrency`` requests at a time."""
    client = httpx.Client(base_url=url, timeout=300)
    # about 1.3 tokens a word: a prompt as long as the yeasts' (by default a short one)
    filler = " ".join(
        ["I repotted the basil and watered the lemon tree."] * max(1, prompt_tokens // 13)
    )

    def one(i: int) -> int:
        body = {
            "messages": [{"role": "user", "content": f"Day {i}: " + filler + " Say more."}],
            "max_tokens": max_tokens,
            "temperature": 0.7,
            "seed": i,
        }
        return client.post("/v1/chat/completions", json=body).json()["usage"]["completion_tokens"]

    begun = time.perf_counter()
    with ThreadPoolExecutor(concurrency) as pool:
        tokens = sum(pool.map(one, range(total)))
    wall = time.perf_counter() - begun
    client.close()
    return tokens / wall


def _metrics(url: str) -> dict[str, float]:
    """llama.cpp's counters from its ``/metrics`` endpoint."""
    found = {}
    for line in httpx.get(url + "/metrics", timeout=30).text.splitlines():
        if line.startswith("llamacpp:"):
            name, _, value = line.partition(" ")
            found[name.removeprefix("llamacpp:")] = float(value)
    return found


def real_table(args, work: Path) -> None:
    from fixtures.real_llm import unavailable

    why = unavailable()
    if why:
        print(f"\n## Real batching server: skipped ({why})")
        return
    prompts = _prompts(work, args.real_prompts)
    settings = Settings(
        embedder="hashing",
        lab=work / "lab-real",
        thinking=False,
        proposals=False,
        num_predict_reply=args.max_tokens,
        num_predict_gate=args.max_tokens,
    )
    rows = []
    for slots in (1, args.slots):
        with LlamaServer(slots=slots, max_tokens=args.max_tokens) as server:
            _raw_throughput(server.url, slots, slots, args.max_tokens)  # warm the model
            cluster, client = _cluster(args.slots, server.spec)
            before = _metrics(server.url)
            try:
                grid = {"seed": list(range(slots * 100, slots * 100 + args.slots))}
                result, wall = _timed_sweep(
                    client, grid, prompts, work, f"real{slots}", server.spec, settings
                )
            finally:
                client.close()
                cluster.close()
            after = _metrics(server.url)
            turns = Lab(result.lab).turns_frame()
            turns = turns[turns["run"].isin([r.run for r in result.runs])]
            delta = {k: after.get(k, 0.0) - before.get(k, 0.0) for k in after}
            prompt = delta["prompt_tokens_total"] + delta.get("prompt_tokens_cached_total", 0.0)
            rate = delta["tokens_predicted_total"] / wall
            per_request = int(prompt / max(2 * len(turns), 1))  # a reply and a gate call a turn
            raw = _raw_throughput(
                server.url, args.slots, max(args.slots * 2, 4), args.max_tokens, per_request
            )
            rows.append((slots, len(turns), prompt, wall, rate, raw))
    print(
        f"\n## {args.slots} yeasts on llama.cpp's server (SmolLM2-135M, 1 thread, "
        f"max {args.max_tokens} tokens a request)\n"
    )
    print(
        "| slots | turns | prompt tokens | wall s | sweep generated tokens/s | server alone "
        f"tokens/s ({args.slots} concurrent) | sweep / server |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|")
    for slots, n, prompt, wall, rate, raw in rows:
        print(
            f"| {slots} | {n} | {prompt:.0f} | {wall:.1f} | {rate:.1f} | {raw:.1f} "
            f"| {rate / raw:.2f}× |"
        )
    print(f"\n{args.slots} slots vs 1 slot, sweep: {rows[1][4] / rows[0][4]:.2f}×")
    print(
        "(generated tokens counted by the server's /metrics during the sweep: replies and gates; "
        "the raw requests carry prompts as long as the yeasts' average request, whose prompt "
        "processing dominates on a 1-thread CPU server)"
    )


def kill_table(args, work: Path) -> None:
    prompts = _prompts(work, args.prompts)
    settings = Settings(embedder="hashing", lab=work / "lab-kill", thinking=False)
    with FakeOpenAI(latency=0.02) as a, FakeOpenAI(latency=0.02) as b:
        spec = f"pool:{a.spec}?limit=4,{b.spec}?limit=4"
        cluster, client = _cluster(2, b.spec)
        outcome: dict = {}

        def run() -> None:
            try:
                outcome["result"] = sweep(
                    {"seed": list(range(args.runs))},
                    prompts,
                    name="kill",
                    root=work / "kill",
                    settings=settings,
                    backend=spec,
                    cluster=client,
                    progress=False,
                    quiet=True,
                    retries=3,
                )
            except BaseException as exc:
                outcome["error"] = exc

        thread = threading.Thread(target=run)
        thread.start()
        total = lambda: len(a.requests) + len(b.requests)  # noqa: E731
        expected = args.runs * args.prompts
        _wait(lambda: total() >= expected // 3, thread)
        os.kill(next(iter(client.run(os.getpid).values())), signal.SIGKILL)
        killed_worker_at = total()
        _wait(lambda: total() >= killed_worker_at + expected // 4, thread)
        a.kill()
        killed_host_at = total()
        thread.join()
        client.close()
        cluster.close()
    if "error" in outcome:
        print(f"\n## Kill test: the sweep failed: {outcome['error']!r}")
        return
    result = outcome["result"]
    counts = prompt_counts(result.lab, result.runs)
    frame = results(result.lab, "kill")
    dup = sum(len(v) - len(set(v)) for v in counts.values())
    missing = sum(len(set(range(args.prompts)) - set(v)) for v in counts.values())
    print(
        f"\n## Kill test ({args.runs} runs × {args.prompts} prompts; a Dask worker SIGKILLed "
        f"after {killed_worker_at} model requests, host A killed after {killed_host_at})\n"
    )
    print("| runs done | turns recorded | duplicated | missing | error rows | host B requests |")
    print("|---:|---:|---:|---:|---:|---:|")
    print(
        f"| {int((frame['status'] == 'done').sum())}/{len(frame)} | "
        f"{sum(len(v) for v in counts.values())} | {dup} | {missing} | "
        f"{int(frame['errors'].sum())} | {len(b.requests)} |"
    )


def _wait(condition, thread: threading.Thread) -> None:
    event = threading.Event()
    while not condition():
        if not thread.is_alive():
            raise SystemExit("the sweep ended before the marker: use more --runs/--prompts")
        event.wait(0.01)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small sizes")
    parser.add_argument("--runs", type=int, default=8, help="yeasts per sweep")
    parser.add_argument("--prompts", type=int, default=32, help="prompts per yeast")
    parser.add_argument("--latency", type=float, default=50.0, help="fake model latency, ms")
    parser.add_argument("--slots", type=int, default=4, help="parallel slots of the real server")
    parser.add_argument("--real-prompts", type=int, default=3, help="prompts per yeast, real")
    parser.add_argument("--max-tokens", type=int, default=24, help="tokens a real request")
    parser.add_argument("--skip", default="", help="comma list of: workers, real, kill")
    args = parser.parse_args()
    if args.quick:
        args.runs, args.prompts = 4, 4
    skip = set(args.skip.split(","))
    with tempfile.TemporaryDirectory(prefix="sweep-bench-") as tmp:
        work = Path(tmp)
        print(f"load average at start: {statistics.mean(os.getloadavg()):.1f}")
        if "workers" not in skip:
            workers_table(args, work)
        if "real" not in skip:
            real_table(args, work)
        if "kill" not in skip:
            kill_table(args, work)


if __name__ == "__main__":
    main()
