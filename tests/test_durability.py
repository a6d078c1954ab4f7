"""Acknowledged means durable: a turn ``chat()`` returned survives SIGKILL of its process.

A child process runs a ``chat()`` loop and prints ``ack <turn_id> <stored ids>`` right after each
``chat()`` returns, then goes on; the parent SIGKILLs it when a chosen ack arrives (a marker,
never a sleep), so the kill lands wherever the next turn and the write-behind happen to be.
Then the yeast is reopened and checked: every acknowledged turn is in the dialogue log with its
memories, no memory of a turn lacks its turn's row, the store opens. The 20-kills-per-operation
runs are in ``benchmarks/crash.py``.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.core.errors import BackendError, ConfigError, YeastlabError
from yeastlab.core.records import Memory, Turn
from yeastlab.store import Store
from yeastlab.store.journal import JOURNAL_DIR, SUFFIX, Journal, orphans
from yeastlab.store.writer import Append, Patch

CHAT_LOOP = textwrap.dedent(
    """
    import sys
    from yeastlab.agent.yeast import open as open_yeast
    from yeastlab.backends.embedders import HashingEmbedder
    from yeastlab.core.config import Settings

    path, durability, start = sys.argv[1], sys.argv[2], int(sys.argv[3])
    settings = Settings(durability=durability)
    yeast = open_yeast(path, embedder=HashingEmbedder(), settings=settings)
    colours = ["red", "green", "blue", "amber", "violet"]
    for i in range(start, start + 100_000):
        turn = yeast.chat(
            f"I keep {i} marbles in the {colours[i % 5]} box near the window, remember that."
        )
        print("ack", turn.turn_id, ",".join(turn.stored_memory_ids), flush=True)
    """
)


def kill_at_ack(path: Path, *, at: int, durability: str = "turn", start: int = 0):
    """Run the chat loop on ``path``, SIGKILL it when the ``at``-th ack arrives; every ack it
    printed (the ones still in the pipe included), as ``(turn_id, memory_ids)``."""
    args = [sys.executable, "-c", CHAT_LOOP, str(path), durability, str(start)]
    acks: list[tuple[str, list[str]]] = []
    with subprocess.Popen(args, stdout=subprocess.PIPE, text=True) as proc:
        assert proc.stdout is not None
        for line in proc.stdout:
            word, turn_id, *rest = line.split()
            assert word == "ack"
            acks.append((turn_id, rest[0].split(",") if rest else []))
            if len(acks) == at:
                os.kill(proc.pid, signal.SIGKILL)
                break
        for line in proc.stdout:  # printed before it died: acknowledged too
            _, turn_id, *rest = line.split()
            acks.append((turn_id, rest[0].split(",") if rest else []))
        assert proc.wait() == -signal.SIGKILL, "the child ended before the kill"
    return acks


def check(path: Path, acks: list[tuple[str, list[str]]]) -> tuple[int, int]:
    """Reopen the yeast; returns (acknowledged turns lost, memories without their turn)."""
    with Store.open(path, embedder=HashingEmbedder()) as store:
        turns = {t.turn_id for t in store.turns()}
        memories = store.memories(alive_only=False)
    ids = {m.id for m in memories}
    lost = sum(1 for turn_id, stored in acks if turn_id not in turns or not set(stored) <= ids)
    orphaned = sum(1 for m in memories if m.turn_id and m.turn_id not in turns)
    return lost, orphaned


def test_acknowledged_turns_survive_sigkill(tmp_path):
    """Two kills at random acks on one yeast: nothing acknowledged is lost, no orphan."""
    rng = random.Random(17)
    path, acks = tmp_path / "y", []
    for _ in range(2):
        acks += kill_at_ack(path, at=rng.randint(3, 25), start=len(acks))
        lost, orphaned = check(path, acks)
        assert (lost, orphaned) == (0, 0)
    assert not any((path / JOURNAL_DIR).glob(f"*{SUFFIX}"))  # replayed and removed
    assert len(acks) >= 6


def test_batch_durability_keeps_no_journal(tmp_path, clock):
    """``durability="batch"`` is the write-behind alone; ``"turn"`` journals before returning."""
    path = tmp_path / "y"
    with Store.open(path, embedder=HashingEmbedder(), clock=clock, durability="batch") as store:
        store.add(Memory(id="m1", tier="semantic", text="one", created_at=clock.now()))
        assert not any((path / JOURNAL_DIR).glob(f"*{SUFFIX}"))
    with Store.open(path, embedder=HashingEmbedder(), clock=clock) as store:
        (journal,) = (path / JOURNAL_DIR).glob(f"*{SUFFIX}")
        store.add(Memory(id="m2", tier="semantic", text="two", created_at=clock.now()))
    assert not journal.exists()  # everything applied: removed on close


def test_replay_is_idempotent_and_atomic(tmp_path, clock):
    """A journal left by a dead Store is replayed once: rows already committed are not written
    twice, a recall already counted is not counted again, the rest is committed."""
    embedder = HashingEmbedder()
    path = tmp_path / "y"
    with Store.open(path, embedder=embedder, clock=clock) as store:
        store.add(Memory(id="m1", tier="semantic", text="the sky is blue", created_at=clock.now()))
        store.touch(["m1"])
        store.flush()
        touched = store.get("m1")
        assert touched is not None
    # What a killed process would leave: the same writes journalled, plus one never committed.
    first = Memory(id="m1", tier="semantic", text="the sky is blue", created_at=clock.now())
    second = Memory(id="m2", tier="episodic", text="it rained", created_at=clock.now(), turn_id="t")
    turn = Turn(turn_id="t", session_id="s", created_at=clock.now(), user_input="hi", response="")
    stamp = touched.last_accessed_at
    writes = [
        [Append("memories", [first])],
        [Patch(set={"m1": {"last_accessed_at": stamp}}, add={"m1": {"access_count": 1}})],
        [Append("memories", [second]), Append("turns", [turn])],
    ]
    child = os.fork()
    if child == 0:  # journals the writes, then dies without closing anything
        journal = Journal(path / JOURNAL_DIR)
        for ops in writes:
            journal.append(ops)
        os._exit(0)
    assert os.waitpid(child, 0)[1] == 0
    with Store.open(path, embedder=embedder, clock=clock) as store:
        assert sorted(m.id for m in store.memories()) == ["m1", "m2"]
        assert store.get("m1").access_count == 1
        assert [t.turn_id for t in store.turns()] == ["t"]
    assert list(orphans(path / JOURNAL_DIR)) == []


def test_a_live_stores_journal_is_not_replayed_by_another(tmp_path, clock):
    embedder = HashingEmbedder()
    path = tmp_path / "y"
    a = Store.open(path, embedder=embedder, clock=clock)
    try:
        a.add(Memory(id="m1", tier="semantic", text="one", created_at=clock.now()))
        with Store.open(path, embedder=embedder, clock=clock) as b:
            b.add(Memory(id="m2", tier="semantic", text="two", created_at=clock.now()))
    finally:
        a.close()
    with Store.open(path, embedder=embedder, clock=clock) as store:
        assert sorted(m.id for m in store.memories()) == ["m1", "m2"]


def test_unknown_durability_is_refused(tmp_path):
    with pytest.raises(ConfigError, match="durability"):
        Store.open(tmp_path / "y", embedder=HashingEmbedder(), durability="never")


# -- every error is ours: a reply no Ollama would send reaches the caller as a BackendError --
MALFORMED = {
    "not utf-8": lambda server: server.send_bytes(),
    "message is a number": lambda server: server.send_mistyped(message=5),
    "eval_count is text": lambda server: server.send_mistyped(eval_count="x"),
    "content is a number": lambda server: server.send_mistyped(
        message={"role": "assistant", "content": 5}
    ),
    "done is text": lambda server: server.send_mistyped(done="x"),
}


@pytest.fixture
def ollama_yeast(make_yeast, fake_ollama):
    yeast = make_yeast(backend=f"ollama://127.0.0.1:{fake_ollama.port}")
    for i in range(30):
        yeast.remember(f"The user drinks tea number {i} every morning", tier="episodic")
    yeast.evolve("a test", identity="A careful yeast that has changed over time.")
    return yeast


@pytest.mark.parametrize("call", range(2))  # the reply's call, then the gates'
@pytest.mark.parametrize("mode", MALFORMED)
def test_a_malformed_reply_is_a_backend_error_and_the_turn_is_logged(
    ollama_yeast, fake_ollama, mode, call
):
    # A stream's lines are decoded with replacement characters: bytes that are not UTF-8 show
    # as U+FFFD there, no error; a whole reply is decoded strictly.
    for stream in (False,) if mode == "not utf-8" else (False, True):
        fake_ollama.enqueue(*[None] * call)  # None: the server's default (valid) answer
        MALFORMED[mode](fake_ollama)
        before = ollama_yeast.store.turn_count()
        with pytest.raises(BackendError, match="not UTF-8|not a valid Ollama response") as info:
            if stream:
                list(ollama_yeast.stream("What do I drink every morning?"))
            else:
                ollama_yeast.chat("What do I drink every morning?")
        assert "retry" in str(info.value) and info.value.__cause__ is not None
        assert ollama_yeast.store.turn_count() == before + 1  # logged with its error
        assert ollama_yeast.store.turns()[-1].error.startswith("BackendError")


@pytest.mark.parametrize("mode", MALFORMED)
def test_consolidation_and_audit_raise_only_our_errors(ollama_yeast, fake_ollama, mode):
    MALFORMED[mode](fake_ollama)
    with pytest.raises(YeastlabError):
        ollama_yeast.consolidate("cluster")
    MALFORMED[mode](fake_ollama)
    with pytest.raises(BackendError):
        ollama_yeast.audit(explain=True)
