"""Backend overhead: per-request latency direct vs through the SSH tunnel, and concurrency.

Runs the fake Ollama server (tests/fixtures/fake_ollama.py) and a private OpenSSH sshd
(tests/fixtures/sshd.py) on 127.0.0.1, so it measures our stack — ollama client, httpx, the
paramiko transport, sshd's forwarding — not a model.

    python benchmarks/backends.py [--quick]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from fixtures.fake_ollama import FakeOllama  # noqa: E402
from fixtures.sshd import SSHD, Sshd  # noqa: E402

from yeastlab.backends import make_backend  # noqa: E402
from yeastlab.backends.ollama import OllamaBackend, OllamaEmbedder  # noqa: E402
from yeastlab.backends.ssh import SSHTransport  # noqa: E402

MESSAGES = [
    {"role": "system", "content": "You are a yeast with an external memory."},
    {"role": "user", "content": "What did we talk about yesterday?"},
]
TEXTS = [f"memory number {i} about rye, spelt and oven spring" for i in range(8)]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def paired(direct: Callable[[], object], tunnel: Callable[[], object], n: int, warmup: int = 10):
    """Time the two calls alternately, so both see the same machine load."""
    for _ in range(warmup):
        direct(), tunnel()
    samples: tuple[list[float], list[float]] = ([], [])
    cpu = [0.0, 0.0]
    for _ in range(n):
        for side, call in enumerate((direct, tunnel)):
            start, start_cpu = time.perf_counter(), time.process_time()
            call()
            samples[side].append((time.perf_counter() - start) * 1000)
            cpu[side] += time.process_time() - start_cpu
    return samples, [c * 1000 / n for c in cpu]


def latency_table(direct: OllamaBackend, tunnel: OllamaBackend, embedders, n: int) -> str:
    local_e, remote_e = embedders
    cases = {
        "chat": (lambda: direct.chat(MESSAGES), lambda: tunnel.chat(MESSAGES)),
        "chat (stream, 9 lines)": (
            lambda: list(direct.stream(MESSAGES)),
            lambda: list(tunnel.stream(MESSAGES)),
        ),
        "embed 8 texts (768-d)": (lambda: local_e.embed(TEXTS), lambda: remote_e.embed(TEXTS)),
    }
    lines = [
        "| request | direct p50 | direct p95 | SSH p50 | SSH p95 | tunnel adds (p50) "
        "| CPU/req direct | CPU/req SSH |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for case, (local_call, remote_call) in cases.items():
        (local, remote), (cpu_l, cpu_r) = paired(local_call, remote_call, n)
        p50l, p50r = statistics.median(local), statistics.median(remote)
        lines.append(
            f"| {case} | {p50l:.2f} ms | {percentile(local, 0.95):.2f} ms | {p50r:.2f} ms | "
            f"{percentile(remote, 0.95):.2f} ms | {p50r - p50l:+.2f} ms | {cpu_l:.2f} ms "
            f"| {cpu_r:.2f} ms |"
        )
    return "\n".join(lines)


def throughput(backend: OllamaBackend, workers: int, total: int) -> tuple[float, float, float]:
    samples: list[float] = []
    lock = threading.Lock()

    def one(_: int) -> None:
        start = time.perf_counter()
        backend.chat(MESSAGES)
        with lock:
            samples.append((time.perf_counter() - start) * 1000)

    with ThreadPoolExecutor(workers) as pool:
        list(pool.map(one, range(workers)))  # open the connections/channels first
        samples.clear()
        start = time.perf_counter()
        list(pool.map(one, range(total)))
        elapsed = time.perf_counter() - start
    return total / elapsed, statistics.median(samples), percentile(samples, 0.95)


def throughput_table(fake: FakeOllama, direct, tunnel, total: int) -> str:
    lines = [
        "| server latency | concurrency | direct req/s | SSH req/s | SSH p50 | SSH p95 |",
        "|---:|---:|---:|---:|---:|---:|",
    ]
    for latency in (0.0, 0.02):
        fake.latency = latency
        for workers in (1, 4, 16):
            n = total if latency == 0 else max(workers * 4, total // 4)
            rate_d, _, _ = throughput(direct, workers, n)
            rate_s, p50, p95 = throughput(tunnel, workers, n)
            lines.append(
                f"| {latency * 1000:.0f} ms | {workers} | {rate_d:.0f} | {rate_s:.0f} | "
                f"{p50:.2f} ms | {p95:.2f} ms |"
            )
    fake.latency = 0.0
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer requests")
    args = parser.parse_args()
    n, total = (100, 100) if args.quick else (300, 400)
    if not Path(SSHD).exists():
        print(f"{SSHD} is missing: install openssh-server to benchmark the SSH tunnel")
        return 1
    with tempfile.TemporaryDirectory() as tmp, FakeOllama() as fake, Sshd(Path(tmp)) as server:
        direct = OllamaBackend(fake.url, "mistral:7b", timeout=30)
        tunnel = make_backend(settings=server.settings(remote_ollama_port=fake.port, timeout=30))
        local_embedder = OllamaEmbedder(fake.url)
        # A second HTTP client over the same SSH connection: the transport shares the tunnel.
        remote_embedder = OllamaEmbedder(fake.url, transport=SSHTransport(tunnel.transport.tunnel))
        try:
            print(f"## Per-request latency ({n} requests each, fake Ollama answering at once)\n")
            print("CPU/req: CPU time of this process (client, paramiko, fake server; not sshd).\n")
            print(latency_table(direct, tunnel, (local_embedder, remote_embedder), n))
            print(f"\n## Throughput over one SSH connection ({total} chat requests)\n")
            print(throughput_table(fake, direct, tunnel, total))
            tunnels = tunnel.transport.tunnel
            print(f"\nSSH connections opened: {tunnels.connections}")
        finally:
            remote_embedder.close()
            direct.close()
            tunnel.close()
            local_embedder.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
