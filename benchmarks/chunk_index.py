"""What the turn after a long message pays to bring the in-process chunk index up to date.

A long message appends its document's chunks (``cognition/long_message.py``); the next chunk
search catches the index up with the chunks table (``store/documents.py: Documents.index``).
For each number of stored documents (``--docs``, 30 chunks each, 384-d hashing embedder) a store
is filled, its chunk index read, then ``--rounds`` new 30-chunk documents are appended one at a
time and the first search after each is timed; the texts tokenised per document
(``LexicalIndex.add``) are counted, which does not depend on load.

Measured 2026-11-26, under load (load 9-12 on 2 cores; the CPU column is steadier), two runs
each, per long message; before: the index read and tokenised every chunk again:

| documents | chunks | before ms | cpu ms | texts | after ms | cpu ms | texts |
|---:|---:|---:|---:|---:|---:|---:|---:|
| 10 | 300 | 36-123 | 18-20 | 450 | 10-54 | 10-17 | 30 |
| 200 | 6,000 | 986-1,375 | 120-125 | 6,150 | 56-63 | 24-25 | 30 |

(texts: the mean over 9 rounds, so "before" counts the growing store; "after" is the new
document's 30 chunks.) What is left per message is two LanceDB reads: the ids, then the new rows.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.core.clock import SimClock
from yeastlab.core.lexical import LexicalIndex
from yeastlab.core.records import Chunk, new_id
from yeastlab.store.facade import Store

CHUNKS = 30
WORDS = ("apricot", "harbour", "violin", "granite", "lantern")
WORDS += ("meadow", "copper", "orchid", "falcon", "saffron")


def _document(store: Store, n: int) -> None:
    texts = [
        f"document {n} part {i}: a paragraph on {WORDS[(n + i) % 10]} and {WORDS[(n * 3) % 10]}, "
        f"with {WORDS[i % 10]} notes from day {n * 7 + i}"
        for i in range(CHUNKS)
    ]
    vectors = store.embedder.embed(texts)
    store.append(
        "chunks", [Chunk(new_id(), f"d{n}", i, t, vector=vectors[i]) for i, t in enumerate(texts)]
    )


def measure(docs: int, rounds: int, workdir: Path) -> dict[str, float]:
    tokenised: list[int] = []
    real = LexicalIndex.add

    def add(self, texts):
        tokenised.append(len(texts))
        return real(self, texts)

    store = Store.open(workdir / f"y{docs}", embedder=HashingEmbedder(384), clock=SimClock())
    try:
        for n in range(docs):
            _document(store, n)
        store.flush()
        store.chunk_search("apricot meadow", k=5)  # the index read, as in a running yeast
        times, cpus = [], []
        LexicalIndex.add = add
        try:
            for r in range(rounds):
                _document(store, docs + r)
                store.flush()  # committed, as by the next turn
                began, cpu = time.perf_counter(), time.process_time()
                store.chunk_search("violin harbour", k=5)
                times.append((time.perf_counter() - began) * 1000)
                cpus.append((time.process_time() - cpu) * 1000)
        finally:
            LexicalIndex.add = real
        return {
            "ms": statistics.median(times),
            "cpu": statistics.median(cpus),
            "texts": sum(tokenised) / rounds,
        }
    finally:
        store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, nargs="+", default=[10, 200])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    print("| stored documents | chunks | ms (median) | cpu ms (median) | texts tokenised |")
    print("|---:|---:|---:|---:|---:|")
    for docs in args.docs:
        with tempfile.TemporaryDirectory() as where:
            r = measure(docs, args.rounds, Path(where))
        print(
            f"| {docs} | {docs * CHUNKS:,} | {r['ms']:.1f} | {r['cpu']:.1f} | {r['texts']:.0f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
