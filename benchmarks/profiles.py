"""One scripted stream of turns through each memory profile, side by side.

For each profile a fresh yeast (offline backend, hashing embedder, simulated clock: a minute per
turn, a new conversation every 20 turns) answers the same stream. Printed per profile:

* ``turn ms``: mean / p95 wall time of ``Yeast.chat`` (everything, offline model included),
  over the turns after the yeast's first;
* ``turn CPU ms``: mean and median CPU time of the calling thread in ``Yeast.chat`` over the
  same turns (steadier than wall time on a loaded machine; the write-behind's thread is not in
  it);
* ``full GCs in turns``: generation-2 garbage collections that ran inside the timed turns. One
  walks every object of the process (~0.1 s with a few stores open) and lands in one profile's
  turns or another's by chance, adding ~1.7 ms to that profile's mean over 60 turns: compare
  the medians, or the means of profiles without one;
* ``turns approved by the gates``: turns whose exchange the reflection gates passed (a turn
  they reject stores nothing: less work, so compare the per-turn figures of runs that approve
  alike);
* ``first turn ms``: the yeast's first turn alone (its store's one-offs: the relevance floor's
  calibration read or recorded, the first reads of each table);
* ``hooks ms``: mean time inside the profile's own hooks (``context`` + ``after_turn``) — the
  overhead the profile adds on top of the shared pipeline;
* ``session ms``: mean time of ``new_session`` (the cognitive profile reflects and sleeps there);
* alive memories per tier at the end, and how many were forgotten (by reason).

What a process pays once (the embedder's calibration, shared by every yeast of the process;
BLAS library discovery; importing jsonschema) is paid by a throw-away yeast's turn before the
profiles run, and printed as ``process warm-up``, so it is not counted in the first profile's
turns.

Run: ``python benchmarks/profiles.py [--quick] [--turns N]``.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("LANCEDB_LOG", "error")

import yeastlab  # noqa: E402
from yeastlab.backends.embedders import HashingEmbedder  # noqa: E402
from yeastlab.core.clock import SimClock  # noqa: E402
from yeastlab.profiles import registry as profiles  # noqa: E402

PROFILES = ("ai-yeast", "cognitive-agent", "hierarchical", "typed")
CONVERSATION = 20

_TRIVIA = [
    "what time is it",
    "ok thanks",
    "what's on the menu today",
    "tell me a joke",
    "where is the bus stop",
    "how do I boil an egg",
    "sounds fine",
    "nice weather",
]
_EVENTS = [
    "My dog died yesterday",
    "I'm anxious about my exam tomorrow",
    "Father criticizes my work",
    "We won the match, I'm thrilled",
    "Please always keep answers short.",
    "That answer was too long.",
    "Tomatoes need deep watering twice a week",
    "Never use bullet points",
    "I'm worried about the job interview",
    "my dog used to love the beach",
]


def stream(n: int) -> list[str]:
    """A deterministic stream: mostly trivia, an event every fifth turn."""
    out = []
    for i in range(n):
        if i % 5 == 4:
            out.append(_EVENTS[(i // 5) % len(_EVENTS)])
        else:
            out.append(f"{_TRIVIA[i % len(_TRIVIA)]} ({i})")
    return out


@dataclass
class TimedHooks:
    """Wraps a profile's hooks and records the time spent in them."""

    inner: object
    seconds: list[float] = field(default_factory=list)
    sessions: list[float] = field(default_factory=list)
    _pending: float = 0.0

    def context(self, profile, mind, text, session_id):
        started = time.perf_counter()
        try:
            return self.inner.context(profile, mind, text, session_id)
        finally:
            self._pending = time.perf_counter() - started

    def after_turn(self, profile, mind, turn):
        started = time.perf_counter()
        try:
            return self.inner.after_turn(profile, mind, turn)
        finally:
            self.seconds.append(self._pending + time.perf_counter() - started)
            self._pending = 0.0

    def end_session(self, profile, mind, session_id):
        started = time.perf_counter()
        try:
            return self.inner.end_session(profile, mind, session_id)
        finally:
            self.sessions.append(time.perf_counter() - started)


def warm_up(path: Path) -> float:
    """One turn of a throw-away yeast: what the process pays once, in ms (see the module)."""
    started = time.perf_counter()
    with yeastlab.open(path, backend="offline", embedder=HashingEmbedder(), clock=SimClock()) as y:
        y.chat("hello there")
    return (time.perf_counter() - started) * 1000


def run(name: str, texts: list[str], root: Path) -> dict:
    hooks = TimedHooks(profiles.get(name).hooks)
    profile = profiles.get(name).with_(hooks=hooks)
    clock = SimClock()
    durations, cpu = [], []
    gc.collect()  # every profile starts from the same collector state
    full_gcs = 0
    approved = 0
    with yeastlab.open(
        root / name, backend="offline", embedder=HashingEmbedder(), clock=clock, profile=profile
    ) as yeast:
        for i, text in enumerate(texts, start=1):
            clock.advance(minutes=1)
            collected = gc.get_stats()[2]["collections"]
            started, began = time.perf_counter(), time.thread_time()
            turn = yeast.chat(text)
            durations.append(time.perf_counter() - started)
            cpu.append(time.thread_time() - began)
            if i > 1:
                full_gcs += gc.get_stats()[2]["collections"] - collected
            if turn.error:
                raise SystemExit(f"{name}: turn {i} failed: {turn.error}")
            approved += bool(turn.approved)
            if i % CONVERSATION == 0:
                yeast.new_session()
        counts = yeast.store.counts()
        reasons = Counter(e.reason for e in yeast.store.forgetting())
    ms = sorted(d * 1000 for d in durations[1:])
    return {
        "profile": name,
        "turn_mean": statistics.fmean(ms),
        "turn_p95": ms[int(0.95 * (len(ms) - 1))],
        "cpu_mean": statistics.fmean(cpu[1:]) * 1000,
        "cpu_median": statistics.median(cpu[1:]) * 1000,
        "full_gcs": full_gcs,
        "approved": approved,
        "first": durations[0] * 1000,
        "hooks_mean": statistics.fmean(hooks.seconds) * 1000 if hooks.seconds else 0.0,
        "session_mean": statistics.fmean(hooks.sessions) * 1000 if hooks.sessions else 0.0,
        "counts": counts,
        "forgotten": reasons,
    }


def table(results: list[dict], turns: int) -> str:
    tiers = ("working", "episodic", "semantic", "procedural", "symbolic")
    head = ["measure", *(r["profile"] for r in results)]
    rows = [
        ["turn ms (mean)", *(f"{r['turn_mean']:.1f}" for r in results)],
        ["turn ms (p95)", *(f"{r['turn_p95']:.1f}" for r in results)],
        ["turn CPU ms (mean)", *(f"{r['cpu_mean']:.1f}" for r in results)],
        ["turn CPU ms (median)", *(f"{r['cpu_median']:.1f}" for r in results)],
        ["full GCs in turns", *(str(r["full_gcs"]) for r in results)],
        ["turns approved by the gates", *(str(r["approved"]) for r in results)],
        ["first turn ms", *(f"{r['first']:.1f}" for r in results)],
        ["hooks ms / turn (mean)", *(f"{r['hooks_mean']:.1f}" for r in results)],
        ["new_session ms (mean)", *(f"{r['session_mean']:.1f}" for r in results)],
        *[[f"alive {t}", *(str(r["counts"].get(t, 0)) for r in results)] for t in tiers],
    ]
    reasons = sorted({k for r in results for k in r["forgotten"]})
    rows += [
        [f"forgotten: {k}", *(str(r["forgotten"].get(k, 0)) for r in results)] for k in reasons
    ]
    lines = [
        f"### {turns} turns per profile (offline backend, hashing-256, new conversation "
        f"every {CONVERSATION} turns)",
        "",
        "| " + " | ".join(head) + " |",
        "|" + "---|" * len(head),
    ]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="60 turns instead of 300")
    parser.add_argument("--turns", type=int, default=None)
    parser.add_argument("--profiles", nargs="*", default=list(PROFILES))
    args = parser.parse_args(argv)
    turns = args.turns or (60 if args.quick else 300)
    texts = stream(turns)
    with tempfile.TemporaryDirectory() as tmp:
        warm = warm_up(Path(tmp) / "warm-up")
        results = [run(name, texts, Path(tmp)) for name in args.profiles]
    print(table(results, turns))
    print(f"\nprocess warm-up (one throw-away yeast's first turn): {warm:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
