"""One scripted stream of turns through each memory profile, side by side.

For each profile a fresh yeast (offline backend, hashing embedder, simulated clock: a minute per
turn, a new conversation every 20 turns) answers the same stream. Printed per profile:

* ``turn ms``: mean / p95 wall time of ``Yeast.chat`` (everything, offline model included);
* ``hooks ms``: mean time inside the profile's own hooks (``context`` + ``after_turn``) — the
  overhead the profile adds on top of the shared pipeline;
* ``session ms``: mean time of ``new_session`` (the cognitive profile reflects and sleeps there);
* alive memories per tier at the end, and how many were forgotten (by reason).

Run: ``python benchmarks/profiles.py [--quick] [--turns N]``.
"""

from __future__ import annotations

import argparse
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


def run(name: str, texts: list[str], root: Path) -> dict:
    hooks = TimedHooks(profiles.get(name).hooks)
    profile = profiles.get(name).with_(hooks=hooks)
    clock = SimClock()
    durations = []
    with yeastlab.open(
        root / name, backend="offline", embedder=HashingEmbedder(), clock=clock, profile=profile
    ) as yeast:
        for i, text in enumerate(texts, start=1):
            clock.advance(minutes=1)
            started = time.perf_counter()
            turn = yeast.chat(text)
            durations.append(time.perf_counter() - started)
            if turn.error:
                raise SystemExit(f"{name}: turn {i} failed: {turn.error}")
            if i % CONVERSATION == 0:
                yeast.new_session()
        counts = yeast.store.counts()
        reasons = Counter(e.reason for e in yeast.store.forgetting())
    ms = sorted(d * 1000 for d in durations)
    return {
        "profile": name,
        "turn_mean": statistics.fmean(ms),
        "turn_p95": ms[int(0.95 * (len(ms) - 1))],
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
        results = [run(name, texts, Path(tmp)) for name in args.profiles]
    print(table(results, turns))
    return 0


if __name__ == "__main__":
    sys.exit(main())
