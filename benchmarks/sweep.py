"""Sweep throughput on Dask, a real batching server, and a kill test.

Three tables:

1. **Workers.** A sweep of ``--runs`` yeasts × ``--prompts`` prompts against the fake
   OpenAI-compatible server (tests/fixtures/fake_openai.py), which *sleeps* ``--latency`` ms per
   request (a model of fixed latency: it costs no CPU, so on 2 cores the workers overlap their
   waits) on an embedded LocalCluster of 1, 2 and 4 worker processes (one thread each). Turns
   per second from the sweep's call to its return (workers are started and warmed — yeastlab
   imported — before timing; opening each run's yeast, the lab writes and the parameters table
   are timed), the speed-up over one worker (targets ≥ 1.9× at 2, ≥ 3.6× at 4), the workers' CPU
   per turn, and how many requests were in flight on average (requests × latency ÷ wall).
   The default latency, 500 ms a request, is the low end of a real model: a 7–8B model on a GPU
   through Ollama takes 1–3 s for a reply of 100–200 tokens and 0.3–1 s for a gate's short JSON.
   A shorter latency measures the yeast's own CPU on this 2-core machine, not the sweep.
2. **A real batching server.** llama.cpp's own HTTP server (xllamacpp) serving SmolLM2-135M with
   N parallel slots vs one slot: N yeasts fermenting at once through ``openai://``, each run's
   requests recorded by a ``record:calls/{run}.jsonl`` backend; then the server alone: a fresh
   server (no prompt cache carried over) gets the very same request bodies (same prompts, same
   JSON-schema response formats, so the same grammar work on the server) from N concurrent
   clients, one per yeast in the yeast's order, each sending its next request as soon as the
   last is answered. The yeasts run as N threads of ``--real-workers`` worker processes (default
   1): on 2 cores, N yeast processes beside a one-thread server take CPU from it. Two ratios of
   requests per second, sweep ÷ alone (target ≥ 0.9×): *end to end* (from the sweep call to its
   return: opening each yeast, its lab rows, Dask's scheduling, all included) and *while
   fermenting* (from the first request sent to the last answered, from the recordings: the
   yeasts' own work between their requests included, the one-off opening of a yeast not). Also
   the requests in flight on average (the sum of request times ÷ the window: N when the slots
   never idle) and the workers' CPU per request. ``--repeat R`` alternates sweep and server
   alone R times (the machine's load changes between them) and prints each repetition.
3. **Kill test.** A sweep through a pool of two fake hosts; when a marker (a count of model
   requests) is reached a Dask worker is SIGKILLed, at a later marker one host is killed. Then
   per run: prompt indexes recorded twice (duplicates), never (missing), and its status.

Run: ``python benchmarks/sweep.py [--quick] [--runs N] [--prompts N] [--latency MS]
[--slots N] [--real-workers N] [--repeat R] [--skip workers,real,kill]``; on a quiet machine
``--skip real,kill`` (the workers table) takes about three minutes.
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


def _cluster(workers: int, backend: str, threads: int = 1) -> tuple[LocalCluster, Client]:
    cluster = LocalCluster(
        n_workers=workers,
        threads_per_worker=threads,
        dashboard_address=None,
        silence_logs=logging.ERROR,
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


def _cpu(client: Client) -> float:
    """CPU seconds the cluster's worker processes have used so far (their sum)."""
    return sum(client.run(time.process_time).values())


def _load() -> float:
    return os.getloadavg()[0]


def workers_table(args, work: Path) -> None:
    prompts = _prompts(work, args.prompts)
    settings = Settings(embedder="hashing", lab=work / "lab-workers", thinking=False)
    rows = []
    with FakeOpenAI(latency=args.latency / 1000) as server:
        for n in (1, 2, 4):
            cluster, client = _cluster(n, server.spec)
            try:
                before, cpu, load = len(server.requests), _cpu(client), _load()
                grid = {"seed": list(range(n * 1000, n * 1000 + args.runs))}
                result, wall = _timed_sweep(
                    client, grid, prompts, work, f"w{n}", server.spec, settings
                )
                cpu = _cpu(client) - cpu
            finally:
                client.close()
                cluster.close()
            turns = sum(s.ran for s in result.summaries)
            requests = len(server.requests) - before
            # every request sleeps `latency`: the mean number waiting on the model at once
            waiting = requests * args.latency / 1000 / wall
            frame = Lab(result.lab).turns_frame()
            frame = frame[frame["run"].isin([r.run for r in result.runs])]
            per_turn = (frame["latency_ms"].mean(), frame["model_ms"].mean())
            rows.append(
                (n, turns, requests, wall, turns / wall, cpu / turns, waiting, load, per_turn)
            )
    base = rows[0][4]
    print(
        f"\n## Sweep throughput vs Dask workers (fake model, {args.latency:g} ms a request; "
        f"{args.runs} runs × {args.prompts} prompts; worker processes, 1 thread each)\n"
    )
    print(
        "| workers | turns | model requests | wall s | turns/s | speed-up | worker CPU ms/turn "
        "| requests in flight (mean) | turn ms (of which in model calls) | s a run outside its "
        "turns | load (1 min) at start |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for n, turns, requests, wall, rate, cpu, waiting, load, (turn_ms, model_ms) in rows:
        # a worker's wall less its turns, per run it ran: opening the yeast, the run's lab rows,
        # Dask; flat from 1 to 4 workers when nothing (lab writes, LanceDB opens) serialises
        outside = (wall - turns / n * turn_ms / 1000) / (args.runs / n)
        print(
            f"| {n} | {turns} | {requests} | {wall:.1f} | {rate:.2f} | {rate / base:.2f}× "
            f"| {cpu * 1000:.0f} | {waiting:.2f} of {n} | {turn_ms:.0f} ({model_ms:.0f}) "
            f"| {outside:.2f} | {load:.1f} |"
        )
    print(
        f"\nload (1 min) at the end: {_load():.1f} on {os.cpu_count()} cores. Requests in flight "
        "= requests × latency / wall: how many workers were waiting on the model at an average "
        "moment (the rest were doing the yeast's own work, or waiting for a core). Turn ms: a "
        "turn's time in its worker, of which in model calls (the fake's sleep plus HTTP and "
        "any wait for a core on either side). Outside its turns: a worker's wall less its turns, "
        "per run (opening the yeast, its lab rows, Dask): it stays flat as workers are added "
        "unless something (lab writes, LanceDB opens, a lock) serialises them."
    )


def _recorded_bodies(runs, calls: Path, spec: str) -> tuple[list[list[dict]], list[tuple]]:
    """Each run's model requests as the HTTP bodies its yeast sent, in order: rebuilt from the
    run's recording (``record:`` backend) with the options its backend added (temperature,
    seed), the way :class:`~yeastlab.backends.openai.OpenAIBackend` builds them; and every
    request's (start, end) in seconds since the epoch (end: when it was recorded; start: that
    less the request's time)."""
    import json
    from datetime import datetime

    from yeastlab.backends import make_backend
    from yeastlab.backends.openai import completion_request

    bodies, spans = [], []
    for run in runs:
        backend = make_backend(spec, settings=run.settings)
        lines = (calls / f"{run.run}.jsonl").read_text(encoding="utf-8").splitlines()
        recorded = [json.loads(line) for line in lines]
        bodies.append(
            [
                completion_request(
                    backend.model,
                    call["messages"],
                    call.get("format"),
                    {**backend.options, **(call.get("options") or {})},
                    False,
                )
                for call in recorded
            ]
        )
        for call in recorded:
            end = datetime.fromisoformat(call["recorded_at"]).timestamp()
            spans.append((end - call["reply"]["total_ms"] / 1000.0, end))
        backend.close()
    return bodies, spans


def _replay(url: str, bodies: list[list[dict]], busy: list[float]) -> float:
    """The server alone: one client per yeast, each sending that yeast's requests one after
    another (as the yeast did), all clients at once. Returns the wall time; each request's
    time is appended to ``busy``."""

    def one(sequence: list[dict]) -> None:
        with httpx.Client(base_url=url, timeout=600) as client:
            for body in sequence:
                sent = time.perf_counter()
                client.post("/v1/chat/completions", json=body).raise_for_status()
                busy.append(time.perf_counter() - sent)

    begun = time.perf_counter()
    with ThreadPoolExecutor(len(bodies)) as pool:
        list(pool.map(one, bodies))
    return time.perf_counter() - begun


def _warm_server(url: str, slots: int) -> None:
    """One short request per slot: the model is loaded and paged in before timing."""
    body = {"messages": [{"role": "user", "content": "Hello."}], "max_tokens": 4}
    with ThreadPoolExecutor(slots) as pool:
        list(
            pool.map(
                lambda _: httpx.post(url + "/v1/chat/completions", json=body, timeout=600),
                range(slots),
            )
        )


def _metrics(url: str) -> dict[str, float]:
    """llama.cpp's counters from its ``/metrics`` endpoint."""
    found = {}
    for line in httpx.get(url + "/metrics", timeout=30).text.splitlines():
        if line.startswith("llamacpp:"):
            name, _, value = line.partition(" ")
            found[name.removeprefix("llamacpp:")] = float(value)
    return found


def _served(url: str, action) -> tuple[float, float, float]:
    """Run ``action`` (returning its wall time); the server's prompt tokens processed and
    tokens generated meanwhile, and the wall time."""
    before = _metrics(url)
    wall = action()
    after = _metrics(url)
    delta = {k: after.get(k, 0.0) - before.get(k, 0.0) for k in after}
    return delta["prompt_tokens_total"], delta["tokens_predicted_total"], wall


def _real_sweep(args, work, client, settings, slots: int, rep: int, prompts) -> dict:
    """One sweep of ``args.slots`` yeasts against a server of ``slots`` slots, then the server
    alone (fresh) replaying its requests; the figures of both."""
    calls = work / f"calls-{slots}-{rep}"
    first = (rep * 10 + slots) * 100
    grid = {"seed": list(range(first, first + args.slots))}
    with LlamaServer(slots=slots, max_tokens=args.max_tokens) as server:
        _warm_server(server.url, slots)
        load, cpu = _load(), _cpu(client)
        holder = {}

        def run_sweep() -> float:
            holder["result"], wall = _timed_sweep(
                client,
                grid,
                prompts,
                work,
                f"real{slots}r{rep}",
                f"record:{calls}/{{run}}.jsonl+{server.spec}",
                settings,
            )
            return wall

        prompt_tokens, tokens, wall = _served(server.url, run_sweep)
        cpu = _cpu(client) - cpu
        spec = server.spec
    bodies, spans = _recorded_bodies(holder["result"].runs, calls, spec)
    window = max(end for _, end in spans) - min(start for start, _ in spans)
    busy: list[float] = []
    with LlamaServer(slots=slots, max_tokens=args.max_tokens) as fresh:
        _warm_server(fresh.url, slots)
        alone_prompt, alone_tokens, alone_wall = _served(
            fresh.url, lambda: _replay(fresh.url, bodies, busy)
        )
    return {
        "slots": slots,
        "requests": sum(map(len, bodies)),
        "prompt": (prompt_tokens, alone_prompt),
        "tokens": (tokens, alone_tokens),
        "wall": (wall, alone_wall),
        "window": window,
        "in_flight": (sum(e - b for b, e in spans) / window, sum(busy) / alone_wall),
        "cpu": cpu,
        "load": load,
    }


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
    workers = max(1, min(args.real_workers, args.slots))
    threads = -(-args.slots // workers)
    with FakeOpenAI() as warm_host:  # workers warm against a fake: the real servers start cold
        cluster, client = _cluster(workers, warm_host.spec, threads)
    rows = []
    try:
        for rep in range(args.repeat):
            for slots in (1, args.slots):
                rows.append(_real_sweep(args, work, client, settings, slots, rep, prompts))
    finally:
        client.close()
        cluster.close()
    print(
        f"\n## {args.slots} yeasts at once on llama.cpp's server (SmolLM2-135M, 1 thread, "
        f"{args.real_prompts} prompts a yeast, at most {args.max_tokens} tokens a request; the "
        f"yeasts in {workers} worker process(es) × {threads} thread(s)) vs the server alone "
        f"replaying the same requests from {args.slots} concurrent clients\n"
    )
    print(
        "| slots | requests | prompt tokens (sweep / alone) | tokens generated (sweep / alone) "
        "| wall s (sweep / alone) | fermenting s | requests/s (sweep end to end / fermenting / "
        "alone) | **sweep ÷ alone** (end to end / fermenting) | requests in flight (sweep / "
        "alone) | worker CPU ms/request | load at start |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        n = row["requests"]
        (sw, aw), window = row["wall"], row["window"]
        print(
            f"| {row['slots']} | {n} | {row['prompt'][0]:.0f} / {row['prompt'][1]:.0f} "
            f"| {row['tokens'][0]:.0f} / {row['tokens'][1]:.0f} | {sw:.1f} / {aw:.1f} "
            f"| {window:.1f} | {n / sw:.2f} / {n / window:.2f} / {n / aw:.2f} "
            f"| **{aw / sw:.2f}× / {aw / window:.2f}×** "
            f"| {row['in_flight'][0]:.2f} / {row['in_flight'][1]:.2f} "
            f"| {row['cpu'] / n * 1000:.0f} | {row['load']:.1f} |"
        )
    for one, many in zip(rows[::2], rows[1::2], strict=True):
        sweep_gain = one["wall"][0] / many["wall"][0]
        alone_gain = one["wall"][1] / many["wall"][1]
        print(
            f"\n{args.slots} slots vs 1 (requests/s): the sweep {sweep_gain:.2f}×, the server "
            f"alone {alone_gain:.2f}×."
        )
    print(
        "\nEnd to end counts the sweep's fixed costs (opening each yeast: its LanceDB tables; "
        "the run and parameter rows; Dask's scheduling), paid once per run whatever its length; "
        "fermenting counts from the first request to the last reply, so the yeasts' own work "
        "between their requests (retrieval, gates, storing, lab rows) is in it. The server "
        "alone gets the same bodies: prompt tokens differ only by what each slot's prompt "
        "cache reused. Requests in flight: the sum of request times ÷ the window (the slots "
        "are never idle at the number of slots); under load both sides also wait for a core."
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
    parser.add_argument("--prompts", type=int, default=8, help="prompts per yeast")
    parser.add_argument(
        "--latency", type=float, default=500.0, help="fake model latency, ms a request"
    )
    parser.add_argument("--slots", type=int, default=4, help="parallel slots of the real server")
    parser.add_argument("--real-prompts", type=int, default=4, help="prompts per yeast, real")
    parser.add_argument("--max-tokens", type=int, default=24, help="tokens a real request")
    parser.add_argument(
        "--real-workers", type=int, default=1, help="worker processes of the real sweep"
    )
    parser.add_argument("--repeat", type=int, default=1, help="repetitions of the real table")
    parser.add_argument("--skip", default="", help="comma list of: workers, real, kill")
    args = parser.parse_args()
    if args.quick:
        args.runs, args.prompts, args.real_prompts = 4, 4, 2
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
