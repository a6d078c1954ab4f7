"""Fault benchmark (issue 19.6): real faults on a real yeast, reopened and counted; one table.

Filesystem faults (root: ``mount``): a child process chats with a yeast (offline backend,
hashing embedder) and prints a marker for every acknowledged turn (``chat()`` returned) with the
turn's id and the ids of the memories it stored. The parent applies the fault between markers
(synchronised by the child's ``ready`` line, never by sleeps), lets the child chat through it,
clears it, and then either lets the same process go on (*resume*: was writing resumed without a
restart or a ``flush()``, and how long after the fault cleared did the first turn succeed) or
has the child end while the fault is still on (*exit*). Then the parent reopens the yeast,
counts the acknowledged turns and memories that are missing (**lost**, target 0), and runs
``yeast check`` (and ``yeast repair`` if something is damaged).

* **full disk**: the yeast on a 2 MB tmpfs (``mount -t tmpfs -o size=2m``), filled with a
  ballast file until ``ENOSPC``; cleared by deleting the ballast;
* **read-only**: the yeast's directory bind-mounted on itself and remounted read-only; cleared
  by unmounting (writable again);
* **lock held**: another process holds the yeast's lock file (``flock``) with the child's
  ``lock_timeout`` at 1 s; cleared by releasing it.

Damaged files: a yeast with rows in every table (a forget, turns, a proposal, a self-model
version, a drift audit, an ingested document) is copied, and in the copy one table's latest
version is damaged: its manifest truncated or removed, or its newest data file truncated or
removed. The copy is opened (one ``StoreError`` naming the table is the expected answer),
repaired with ``yeast repair``, and reopened: **lost** counts the rows of that table missing
after the repair against the intact yeast (updates undone are not counted), and the last
column says what ``yeast repair`` did and which lost rows it named (``named k/n``: k of the n
truly lost rows named by key in its report).

Run (a couple of minutes; root for the filesystem rows, which are skipped otherwise)::

    python benchmarks/faults.py
    python benchmarks/faults.py --only damage
    python benchmarks/faults.py --turns 5 --only fs
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

CHILD = r"""
import sys, time
import yeastlab
from yeastlab.core.config import Settings
from yeastlab.core.errors import YeastlabError

path, ending, turns = sys.argv[1], sys.argv[2], int(sys.argv[3])
settings = Settings(lock_timeout=1.0)
y = yeastlab.open(path, embedder="hashing", settings=settings)

def turn(text):
    t = y.chat(text)
    print("ack", t.turn_id, *t.stored_memory_ids, flush=True)

turn("Please remember that my sourdough starter is called Clint.")
y.store.flush()
print("ready", flush=True)
sys.stdin.readline()  # the fault is on
for i in range(turns):
    try:
        turn(f"Please remember that oven number {i} runs hot.")
    except YeastlabError as exc:
        print("refused", type(exc).__name__, flush=True)
print("faulty-done", flush=True)
if ending == "exit":
    try:
        y.close()
    except YeastlabError as exc:
        print("close-error", type(exc).__name__, flush=True)
    sys.exit(0)
sys.stdin.readline()  # the fault is cleared
cleared, first = time.monotonic(), None
while time.monotonic() - cleared < 60:  # a liveness bound: the writer retries every <= 5 s
    try:
        turn("Please remember that the cellar is cool again.")
        first = time.monotonic() - cleared
        break
    except YeastlabError:
        time.sleep(0.1)
print("resumed", -1 if first is None else round(first, 2), flush=True)
for i in range(2):
    turn(f"Please remember that jar {i} is sealed.")
try:
    y.close()
except YeastlabError as exc:
    print("close-error", type(exc).__name__, flush=True)
"""


# -------------------------------------------------------------------------- filesystem faults
def _run(*command: str) -> bool:
    return subprocess.run(list(command), capture_output=True).returncode == 0


class Fault:
    """One filesystem fault: where the yeast lives, how to apply and clear it."""

    name = ""

    def __init__(self, root: Path):
        self.root = root
        self.path = root / "y"

    def setup(self) -> bool:
        self.root.mkdir(parents=True, exist_ok=True)
        return True

    def apply(self) -> None: ...

    def clear(self) -> None: ...

    def teardown(self) -> None: ...


class FullDisk(Fault):
    name = "full disk (2 MB tmpfs)"

    def setup(self) -> bool:
        super().setup()
        return _run("mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(self.root))

    def apply(self) -> None:
        with open(self.root / "ballast", "wb") as handle, contextlib.suppress(OSError):
            while True:
                handle.write(b"\0" * 65536)
                handle.flush()

    def clear(self) -> None:
        (self.root / "ballast").unlink(missing_ok=True)

    def teardown(self) -> None:
        _run("umount", "-l", str(self.root))


class ReadOnly(Fault):
    name = "read-only mount"

    def apply(self) -> None:
        _run("mount", "--bind", str(self.path), str(self.path))
        _run("mount", "-o", "remount,bind,ro", str(self.path))

    def clear(self) -> None:
        _run("umount", "-l", str(self.path))

    teardown = clear


class LockHeld(Fault):
    name = "lock held by another process"

    def apply(self) -> None:
        self._handle = open(self.path / ".lock", "a+b")  # noqa: SIM115 - held across calls
        fcntl.flock(self._handle, fcntl.LOCK_EX)

    def clear(self) -> None:
        handle = getattr(self, "_handle", None)
        if handle is not None and not handle.closed:
            fcntl.flock(handle, fcntl.LOCK_UN)
            handle.close()

    teardown = clear


def _fs_row(fault: Fault, ending: str, turns: int) -> dict[str, Any]:
    import yeastlab
    from yeastlab.store.health import check, repair

    label = f"{fault.name}, {'same process goes on' if ending == 'resume' else 'process exits'}"
    if not fault.setup():
        return {"fault": label, "note": "skipped: cannot mount (needs root)"}
    try:
        log = open(fault.root.parent / f"{fault.root.name}.stderr", "w+")  # noqa: SIM115
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(fault.path), ending, str(turns)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log, text=True,
        )  # fmt: skip
        assert child.stdout is not None and child.stdin is not None
        lines: list[str] = []
        for line in child.stdout:
            lines.append(line.strip())
            if line.startswith("ready"):
                fault.apply()
                child.stdin.write("go\n")
                child.stdin.flush()
            elif line.startswith("faulty-done"):
                if ending == "resume":
                    fault.clear()
                    child.stdin.write("cleared\n")
                    child.stdin.flush()
                else:
                    break
        child.stdin.close()
        lines += [line.strip() for line in child.stdout.read().splitlines()]
        child.wait()
        log.seek(0)
        errors = log.read() or "(no stderr)"
        fault.clear()
        acks = [line.split()[1:] for line in lines if line.startswith("ack ")]
        turn_ids = {a[0] for a in acks}
        memory_ids = {m for a in acks for m in a[1:]}
        with yeastlab.open(fault.path, embedder="hashing") as again:
            alive_turns = set(again.turns()["turn_id"])
            alive_memories = set(again.memories()["id"])
        lost = len(turn_ids - alive_turns) + len(memory_ids - alive_memories)
        report = check(fault.path)
        repaired = "– (check: OK)" if report.ok else str(repair(fault.path)).replace("\n", " ")
        resumed = next((line.split()[1] for line in lines if line.startswith("resumed")), None)
        if ending == "exit":
            resumed_text = "– (process ended)"
        elif resumed is None or float(resumed) < 0:
            resumed_text = "NO"
        else:
            resumed_text = f"yes ({float(resumed):.2f} s after clearing)"
        return {
            "fault": label,
            "acknowledged": f"{len(turn_ids)} turns, {len(memory_ids)} memories",
            "refused": sum(line.startswith("refused") for line in lines),
            "lost": lost,
            "resumed": resumed_text,
            "repair": repaired,
            "note": ""
            if child.returncode == 0
            else f"child exit {child.returncode}: " + errors.strip().splitlines()[-1][:120],
        }
    finally:
        fault.teardown()


# ----------------------------------------------------------------------------- damaged files
def _build(path: Path, document: Path) -> None:
    import yeastlab

    document.write_text("# Koji\n\n" + "Shio koji is salted rice koji, fermented a week. " * 40)
    with yeastlab.open(path, embedder="hashing") as y:
        y.forget(y.remember("my old address is 12 Elm Street").id)  # compacts: old versions go
        for i in range(3):
            y.remember(f"fact {i}: the starter is fed at {7 + i} am")
        y.chat("Please remember that my sourdough starter is called Clint.")
        y.chat("Propose adding the drive: explore new ferments.")
        y.evolve("a second version", identity="A careful gardener's assistant.")
        y.audit()
        y.ingest([str(document)])
        y.chat("Please remember that the koji room is kept at 30 degrees.")


def _key_columns(name: str) -> list[str]:
    from yeastlab.store.damage import KEYS

    return ["turn_id", "gate"] if name == "gate_audits" else [KEYS.get(name, "id")]


def _keys(path: Path, name: str) -> set[tuple[Any, ...]]:
    import lancedb

    table = lancedb.connect(str(path)).open_table(name)
    columns = [c for c in _key_columns(name) if c in table.schema.names]
    rows = table.search().select(columns).limit(None).to_arrow().to_pylist()
    return {tuple(str(r[c]) for c in columns) for r in rows}


def _latest_manifest(table_dir: Path) -> Path | None:
    manifests = list((table_dir / "_versions").glob("*.manifest"))
    return min(manifests, key=lambda p: int(p.stem)) if manifests else None  # u64::MAX - v


def _damage(path: Path, table: str, how: str) -> bool:
    table_dir = path / f"{table}.lance"
    if how.endswith("manifest"):
        target = _latest_manifest(table_dir)
    else:
        files = list((table_dir / "data").glob("*.lance"))
        target = max(files, key=lambda p: (p.stat().st_mtime_ns, p.name)) if files else None
    if target is None:
        return False
    if how.startswith("truncate"):
        with open(target, "r+b") as handle:
            handle.truncate(target.stat().st_size // 2)
    else:
        target.unlink()
    return True


def _damage_row(source: Path, work: Path, table: str, how: str) -> dict[str, Any] | None:
    import yeastlab
    from yeastlab.core.errors import StoreError
    from yeastlab.store.health import repair

    path = work / f"{table}-{how}"
    shutil.copytree(source, path)
    truth = _keys(source, table)
    if not _damage(path, table, how):
        shutil.rmtree(path)
        return None
    opened = "opens by itself"
    try:
        yeastlab.open(path, embedder="hashing").close()
    except StoreError as exc:
        opened = "StoreError naming it" if repr(table) in str(exc) else "StoreError (no table)"
    except Exception as exc:  # noqa: BLE001 - the benchmark reports what escaped
        opened = f"RAW {type(exc).__name__}"
    restored = "– (not needed)"
    named_keys: set[str] = set()
    if opened != "opens by itself":
        report = repair(path)
        parts = [
            f"v{r.from_version or '?'}→v{r.to_version}" for r in report.repaired if r.name == table
        ]
        named_keys = {key for r in report.repaired for key in r.lost_keys}
        restored = ", ".join(parts) or "NOT repaired"
        if report.unrepairable:
            restored += f"; unrepairable: {', '.join(report.unrepairable)}"
    try:
        with yeastlab.open(path, embedder="hashing") as y:
            y.chat("still working?")
        after = _keys(path, table)
        usable = "yes"
    except Exception as exc:  # noqa: BLE001
        after, usable = set(), f"NO ({type(exc).__name__})"
    lost = truth - after
    named = sum(1 for key in lost if key[0] in named_keys)
    if table == "chunks":  # named as <document>#<index>: a lost chunk's own id is unknowable
        named = min(len(lost), sum(1 for key in named_keys if "#" in key))
    if lost:
        restored += f"; named {named}/{len(lost)}"
        shown = sorted(k[0] for k in lost if k[0] in named_keys)[:2]
        restored += f" ({', '.join(s[:8] for s in shown)}…)" if shown else ""
    shutil.rmtree(path)
    return {
        "fault": f"{table}: {how}",
        "acknowledged": len(truth),
        "open": opened,
        "lost": len(lost),
        "usable": usable,
        "repair": restored,
    }


# ----------------------------------------------------------------------------------- tables
def _table(rows: list[dict[str, Any]], columns: list[tuple[str, str]]) -> str:
    head = "| " + " | ".join(title for _, title in columns) + " |"
    rule = "|" + "|".join("---" for _ in columns) + "|"
    body = ["| " + " | ".join(str(row.get(key, "")) for key, _ in columns) + " |" for row in rows]
    return "\n".join([head, rule, *body])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=("fs", "damage"), help="one half of the table")
    parser.add_argument("--turns", type=int, default=5, help="turns tried under each fault")
    args = parser.parse_args()
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="yeast-faults-") as scratch:
        work = Path(scratch)
        if args.only != "damage":
            rows = []
            for kind in (FullDisk, ReadOnly, LockHeld):
                for ending in ("resume", "exit"):
                    root = work / f"{kind.__name__}-{ending}"
                    rows.append(_fs_row(kind(root), ending, args.turns))
            print(f"Filesystem faults ({args.turns} turns tried under each fault)\n")
            print(
                _table(rows, [("fault", "fault"), ("acknowledged", "acknowledged"),
                              ("refused", "refused"), ("lost", "lost"),
                              ("resumed", "resumed without restart"),
                              ("repair", "what `yeast repair` restored"), ("note", "note")])
            )  # fmt: skip
            print()
        if args.only != "fs":
            source = work / "source"
            _build(source, work / "koji.md")
            tables = sorted(p.name[: -len(".lance")] for p in source.glob("*.lance"))
            rows = []
            for table in tables:
                for how in ("truncate-manifest", "remove-manifest", "truncate-data", "remove-data"):
                    row = _damage_row(source, work, table, how)
                    if row is not None:
                        rows.append(row)
            print("Damaged files (the latest version of one table; acknowledged = its rows)\n")
            print(
                _table(rows, [("fault", "fault"), ("acknowledged", "acknowledged"),
                              ("open", "opening says"), ("lost", "lost"),
                              ("usable", "usable after"),
                              ("repair", "what `yeast repair` restored (lost rows named)")])
            )  # fmt: skip
    print(f"\n{time.monotonic() - started:.0f} s, pid {os.getpid()}")


if __name__ == "__main__":
    main()
