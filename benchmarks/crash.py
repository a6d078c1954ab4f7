"""Crash benchmark (issue 17): SIGKILL at random points of four operations, reopen, count.

For each operation a child process works on one yeast and prints a marker right after each
change is acknowledged (the call that made it returned); the parent SIGKILLs it when a randomly
chosen marker arrives (synchronised by markers, never by sleeps), reads the markers still in the
pipe (acknowledged too), reopens the yeast and checks:

* **lost**: an acknowledged change missing after reopening (a turn, or a memory it stored; a
  remembered memory, a consolidation's merged episode or a removal it made; an imported yeast);
* **half-applied**: a change visible in part — memories of a turn without the turn's log row,
  a merged episode whose originals are still alive or originals forgotten into a merged
  episode that is missing, an imported yeast with some of the rows, a fermentation row twice;
* **reopen failures**: the yeast (or the lab) does not open.

Operations: ``chat`` (a ``chat()`` loop), ``ferment`` (one fermentation run, resumed after each
kill and completed at the end: then exactly one lab row per prompt), ``consolidate`` (remember
six related episodes, consolidate with ``cluster``, again), ``import`` (an ai-yeast directory
imported into one new yeast after another). The yeast uses the offline backend and the hashing
embedder; the kill lands at most a few ms after the marker, while the next change and the
write-behind are under way.

To make 20 kills per operation affordable on a loaded 2-core machine, the children are forked
from a zygote process that has imported yeastlab once (and opened no database before forking);
``tests/test_durability.py`` starts each child afresh.

Run::

    python benchmarks/crash.py                       # 20 kills per operation, durability="turn"
    python benchmarks/crash.py --durability batch    # the write-behind alone (no journal)
    python benchmarks/crash.py --ops chat --kills 5
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

OPS = ("chat", "ferment", "consolidate", "import")
PROMPTS = 400  # fermentation prompts (the run is never finished before the kills are done)


# ---------------------------------------------------------------------------------------- child
def _ack(*words: Any) -> None:
    print("ack", *words, flush=True)


def _open_yeast(path: str, durability: str) -> Any:
    from yeastlab.agent.yeast import open as open_yeast
    from yeastlab.backends.embedders import HashingEmbedder
    from yeastlab.core.config import Settings

    settings = Settings(durability=durability, lab=Path(path).parent / "lab")
    return open_yeast(path, embedder=HashingEmbedder(), settings=settings)


def child_chat(path: str, durability: str, start: int) -> None:
    yeast = _open_yeast(path, durability)
    colours = ["red", "green", "blue", "amber", "violet"]
    for i in range(start, start + 1_000_000):
        turn = yeast.chat(f"I keep {i} marbles in the {colours[i % 5]} box, remember that.")
        _ack(turn.turn_id, ",".join(turn.stored_memory_ids) or "-")


class _Acking:
    """A yeast whose ``chat`` prints a marker once it returned (fermentation's hook)."""

    def __init__(self, yeast: Any):
        self._yeast = yeast

    def chat(self, *args: Any, **kwargs: Any) -> Any:
        turn = self._yeast.chat(*args, **kwargs)
        _ack(turn.turn_id, ",".join(turn.stored_memory_ids) or "-")
        return turn

    def __getattr__(self, name: str) -> Any:
        return getattr(self._yeast, name)


def ferment_prompts() -> list[str]:
    return [f"Question {i}: what colour is box number {i}?" for i in range(PROMPTS)]


def child_ferment(path: str, durability: str, start: int) -> None:
    from yeastlab.lab.ferment import ferment

    yeast = _open_yeast(path, durability)
    lab = Path(path).parent / "lab"
    ferment(_Acking(yeast), ferment_prompts(), run="crash", lab=lab, progress=False)
    print("finished", flush=True)
    yeast.close()


def child_consolidate(path: str, durability: str, start: int) -> None:
    yeast = _open_yeast(path, durability)
    for i in range(start, start + 1_000_000):
        for j in range(6):
            memory = yeast.remember(
                f"The user's cat number {i} likes fish on day {j} of the week",
                tier="episodic",
            )
            _ack("remember", memory.id)
        report = yeast.consolidate("cluster")
        _ack("consolidate", ",".join(report.merged) or "-", ",".join(report.forgotten) or "-")


def child_import(path: str, durability: str, start: int) -> None:
    from yeastlab.backends.embedders import HashingEmbedder
    from yeastlab.lab.compat import import_ai_yeast

    source = Path(path).parent / "ai-yeast"
    for i in range(start, start + 1_000_000):
        name = f"t{i}-{os.getpid()}"  # a new yeast each time, even where a kill hit the last
        report = import_ai_yeast(source, Path(path) / name, embedder=HashingEmbedder())
        _ack(name, json.dumps(report.counts, separators=(",", ":")))


CHILDREN = {
    "chat": child_chat,
    "ferment": child_ferment,
    "consolidate": child_consolidate,
    "import": child_import,
}


def zygote() -> None:
    """Import yeastlab once, then fork a child per command ``op path fifo durability start``
    read from stdin; print ``done`` when it has exited."""
    import warnings

    import yeastlab.agent.yeast  # noqa: F401
    import yeastlab.lab.compat  # noqa: F401
    import yeastlab.lab.ferment  # noqa: F401

    warnings.filterwarnings("ignore", message="lancedb fork support")  # forked before opening

    print("ready", flush=True)
    for line in sys.stdin:
        op, path, fifo, durability, start = line.split()
        pid = os.fork()
        if pid == 0:
            fd = os.open(fifo, os.O_WRONLY)
            os.dup2(fd, 1)
            sys.stdout = os.fdopen(1, "w", buffering=1)
            print("pid", os.getpid(), flush=True)
            try:
                CHILDREN[op](path, durability, int(start))
            finally:
                sys.stdout.flush()
                os._exit(0)
        os.waitpid(pid, 0)
        print("done", flush=True)


# --------------------------------------------------------------------------------------- parent
class Zygote:
    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "--zygote"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.proc.stdout is not None and self.proc.stdout.readline() == "ready\n"

    def run(self, op: str, path: Path, durability: str, start: int, kill_at: int | None):
        """Run ``op``; SIGKILL it at the ``kill_at``-th ack. Returns (acks, finished)."""
        fifo = Path(tempfile.mktemp(prefix="crash-fifo-"))
        os.mkfifo(fifo)
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(f"{op} {path} {fifo} {durability} {start}\n")
        self.proc.stdin.flush()
        acks: list[list[str]] = []
        finished = False
        with open(fifo) as lines:
            pid = int(lines.readline().split()[1])
            for line in lines:
                words = line.split()
                if words and words[0] == "ack":
                    acks.append(words[1:])
                    if len(acks) == kill_at:
                        os.kill(pid, signal.SIGKILL)
                elif words == ["finished"]:
                    finished = True
        fifo.unlink()
        assert self.proc.stdout.readline() == "done\n"
        return acks, finished

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def _open_store(path: Path) -> Any:
    from yeastlab.backends.embedders import HashingEmbedder
    from yeastlab.store import Store

    return Store.open(path, embedder=HashingEmbedder())


def check_turns(path: Path, acks: list[list[str]]) -> tuple[int, int]:
    """(lost, half-applied) for chat-like acks ``[turn_id, stored ids]``."""
    with _open_store(path) as store:
        turns = {t.turn_id for t in store.turns()}
        memories = store.memories(alive_only=False)
    ids = {m.id for m in memories}
    lost = 0
    for turn_id, stored in acks:
        wanted = set() if stored == "-" else set(stored.split(","))
        lost += turn_id not in turns or not wanted <= ids
    half = sum(1 for m in memories if m.turn_id and m.turn_id not in turns)
    return lost, half


def check_consolidation(path: Path, acks: list[list[str]]) -> tuple[int, int]:
    with _open_store(path) as store:
        every = {m.id: m for m in store.memories(alive_only=False)}
        events = store.forgetting()
    alive = {i for i, m in every.items() if m.deleted_at is None and not m.superseded_by}
    lost = 0
    for ack in acks:
        if ack[0] == "remember":
            lost += ack[1] not in every
        else:
            merged = [] if ack[1] == "-" else ack[1].split(",")
            gone = [] if ack[2] == "-" else ack[2].split(",")
            lost += any(i not in every for i in merged) or any(i in alive for i in gone)
    half = 0
    for memory in every.values():  # a merged episode alive with an original still alive
        if "merged_from" in memory.meta and memory.id in alive:
            half += any(ref in alive for ref in memory.refs)
    half += sum(1 for e in events if e.reason == "merged" and any(i not in every for i in e.into))
    return lost, half


def check_imports(
    path: Path, acks: list[list[str]], expected: dict[str, int], verified: set[str]
) -> tuple[int, int]:
    """(lost, half-applied) over the targets not verified complete by an earlier check."""
    lost = half = 0
    acked = {name for name, _ in acks}
    for target in sorted(path.glob("t*")):
        if target.name in verified:
            continue
        with _open_store(target) as store:
            counts = {"memories": store.count(alive_only=False), "turns": store.turn_count()}
        complete = counts == expected
        if complete:
            verified.add(target.name)
        if target.name in acked:
            lost += not complete
        else:
            half += not complete
    lost += sum(1 for name in acked if not (path / name).exists())
    return lost, half


def make_ai_yeast(root: Path) -> dict[str, int]:
    """An ai-yeast directory exported from a small yeast; the counts an import must give."""
    from yeastlab.agent.yeast import open as open_yeast
    from yeastlab.backends.embedders import HashingEmbedder
    from yeastlab.lab.compat import export_ai_yeast

    with open_yeast(root / "source", embedder=HashingEmbedder()) as yeast:
        for i in range(40):
            yeast.chat(f"Fact {i}: the {i}th lamp in the hall is blue.")
        export_ai_yeast(yeast.store, root / "ai-yeast")
    probe = root / "probe"
    from yeastlab.lab.compat import import_ai_yeast

    import_ai_yeast(root / "ai-yeast", probe, embedder=HashingEmbedder())
    with _open_store(probe) as store:
        return {"memories": store.count(alive_only=False), "turns": store.turn_count()}


def run_op(z: Zygote, op: str, kills: int, durability: str, rng: random.Random) -> dict:
    root = Path(tempfile.mkdtemp(prefix=f"crash-{op}-"))
    path = root / ("targets" if op == "import" else "yeast")
    expected = make_ai_yeast(root) if op == "import" else {}
    path.mkdir(exist_ok=True)
    row = {"op": op, "kills": 0, "acknowledged": 0, "lost": 0, "half": 0, "reopen": 0}
    acks: list[list[str]] = []
    verified: set[str] = set()
    most = 6 if op == "import" else 30  # an import takes ~0.5 s: kill within the first few
    for _ in range(kills):
        got, _ = z.run(op, path, durability, len(acks), kill_at=rng.randint(1, most))
        acks += got
        row["kills"] += 1
        try:
            if op in ("chat", "ferment"):
                lost, half = check_turns(path, acks)
            elif op == "consolidate":
                lost, half = check_consolidation(path, acks)
            else:
                lost, half = check_imports(path, acks, expected, verified)
        except Exception as exc:  # the store did not open
            print(f"  {op}: reopen failed: {type(exc).__name__}: {exc}", file=sys.stderr)
            row["reopen"] += 1
            continue
        row["lost"], row["half"] = lost, half  # cumulative over the kills
    row["acknowledged"] = len(acks)
    if op == "ferment":
        row["half"] += finish_fermentation(z, path, durability)
    return row


def finish_fermentation(z: Zygote, path: Path, durability: str) -> int:
    """Resume the run to its end; the prompts without exactly one lab row (half-applied)."""
    from yeastlab.lab.database import Lab

    _, finished = z.run("ferment", path, durability, 0, kill_at=None)
    if not finished:
        return PROMPTS
    indexes = [row.index for row in Lab(path.parent / "lab").turns("crash")]
    return sum(1 for i in range(PROMPTS) if indexes.count(i) != 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--zygote", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--ops", default=",".join(OPS))
    parser.add_argument("--durability", default="turn", choices=("turn", "sync", "batch"))
    parser.add_argument("--seed", type=int, default=17)
    args = parser.parse_args()
    if args.zygote:
        zygote()
        return
    rng = random.Random(args.seed)
    z = Zygote()
    rows = []
    try:
        for op in args.ops.split(","):
            began = time.perf_counter()
            rows.append(run_op(z, op, args.kills, args.durability, rng))
            rows[-1]["seconds"] = round(time.perf_counter() - began)
            print(f"  {rows[-1]}", file=sys.stderr, flush=True)
    finally:
        z.close()
    print(f"durability={args.durability}, {args.kills} kills per operation")
    print(f"{'operation':<12}{'kills':>6}{'acked':>8}{'lost':>6}{'half-applied':>14}{'reopen':>8}")
    for r in rows:
        print(
            f"{r['op']:<12}{r['kills']:>6}{r['acknowledged']:>8}{r['lost']:>6}"
            f"{r['half']:>14}{r['reopen']:>8}"
        )


if __name__ == "__main__":
    main()
