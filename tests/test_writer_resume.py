"""A paused writer resumes by itself (issue 19.3): once the cause of a failed round clears, the
round commits without a flush or a restart, and nothing is acknowledged while it is paused.

The filesystem case (a read-only bind mount made writable again) is in ``tests/test_faults.py``;
here the failing commit is a real :class:`WriteBehind` round whose commit raises until fixed.
"""

from __future__ import annotations

import threading
import time

import pytest

from yeastlab.core.errors import StoreError
from yeastlab.core.retry import RetryPolicy
from yeastlab.store.writer import Append, WriteBehind

FAST = RetryPolicy(attempts=2, first_wait=0.001, max_wait=0.001)
#: Resume retries every 10 ms (the default waits 0.5 s doubling to 5 s).
QUICK_RESUME = RetryPolicy(attempts=1, first_wait=0.01, max_wait=0.01)


class Disk:
    """A round commit that raises ``OSError`` while ``broken``; records what it committed."""

    def __init__(self) -> None:
        self.broken = False
        self.tries = 0
        self.committed: list[int] = []
        self.retried_while_broken = threading.Event()
        self.tried_after_fix = threading.Event()

    def __call__(self, ops) -> None:
        self.tries += 1
        if self.broken:
            if self.tries > 1 + FAST.attempts:  # beyond the first round's own retries
                self.retried_while_broken.set()
            raise OSError(30, "Read-only file system")
        self.tried_after_fix.set()
        self.committed += [r for op in ops for r in op.records]
        ops.clear()


def _wait_until(condition, timeout: float = 30.0) -> None:
    """Poll ``condition`` (a liveness bound, not a speed threshold)."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.005)


def _paused(writer: WriteBehind, disk: Disk) -> StoreError:
    """Break the disk, queue one write, and return the failure the writer reports."""
    disk.broken = True
    writer.submit(Append("t", [1]))
    with pytest.raises(StoreError) as raised:
        writer.drain()
    return raised.value


def test_a_paused_writer_resumes_by_itself_once_the_cause_clears():
    """Defect (issue 19): after a read-only mount was made writable again, every later write
    failed until someone called store.flush()."""
    disk = Disk()
    writer = WriteBehind(disk, name="test", retry=FAST, resume=QUICK_RESUME)
    writer.submit(Append("t", [0]))
    writer.drain()
    failure = _paused(writer, disk)
    assert "retries by itself" in str(failure)
    # Paused: it keeps retrying on its own, and refuses new writes rather than acknowledging.
    assert disk.retried_while_broken.wait(30)
    with pytest.raises(StoreError):
        writer.submit(Append("t", [2]))
    disk.broken = False  # the cause clears; nobody calls drain() or flush()
    assert disk.tried_after_fix.wait(30), "the writer did not retry by itself"
    _wait_until(lambda: writer.pending == 0 and writer.error is None)
    assert disk.committed == [0, 1]
    writer.submit(Append("t", [3]))  # taken again without a restart
    writer.close()
    assert disk.committed == [0, 1, 3]


def test_without_resume_only_a_drain_retries():
    """``resume=None`` keeps the old policy: a paused writer waits for drain() or close()."""
    disk = Disk()
    writer = WriteBehind(disk, name="test", retry=FAST, resume=None)
    _paused(writer, disk)
    tries = disk.tries
    disk.broken = False
    assert not disk.tried_after_fix.wait(0.2)  # nothing retries by itself
    assert disk.tries == tries and writer.error is not None
    writer.drain()
    writer.close()
    assert disk.committed == [1]
