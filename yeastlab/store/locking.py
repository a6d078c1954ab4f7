"""The lock file of a yeast: an ``fcntl`` lock shared by processes, holding the store's write
generation counter (bumped by every commit; read through a shared mapping, so checking whether
another process wrote costs no system call).

Commits hold the lock exclusively and reads hold it shared, each for milliseconds. A process
that keeps it longer (stopped with SIGSTOP or a debugger, hung inside a commit, or a
``flock <yeast>/.lock`` by hand) would make every other Store wait for ever, so taking the lock
waits at most ``timeout`` seconds (:data:`LOCK_TIMEOUT`, ``Settings.lock_timeout``,
``YEAST_LOCK_TIMEOUT``), polling with a backoff of 10 ms doubling to 0.5 s (tenacity), then
raises a :class:`~yeastlab.core.errors.StoreError` naming the holder's pid when the kernel tells
it (Linux ``/proc/locks``) and what to do.
"""

from __future__ import annotations

import fcntl
import mmap
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import tenacity

from yeastlab.core.errors import StoreError

__all__ = ["LOCK_TIMEOUT", "StoreLock", "lock_holders"]

#: Seconds to wait for another process's hold on a yeast's lock before giving up (a commit
#: holds it for milliseconds; a slow one on a loaded disk for a second or two).
LOCK_TIMEOUT = 30.0


def lock_holders(path: Path) -> list[int]:
    """The pids holding an ``flock`` on ``path`` (from ``/proc/locks``; ``[]`` where the kernel
    does not list them). Waiters (``->`` lines) are not holders."""
    try:
        stat = os.stat(path)
        with open("/proc/locks", encoding="ascii", errors="replace") as handle:
            lines = handle.read().splitlines()
    except OSError:
        return []
    device = f"{os.major(stat.st_dev):02x}:{os.minor(stat.st_dev):02x}:{stat.st_ino}"
    pids = []
    for line in lines:
        fields = line.split()
        if len(fields) < 6 or "->" in fields[1] or fields[1] != "FLOCK":
            continue
        if fields[5] == device and fields[4].isdigit():
            pids.append(int(fields[4]))
    return sorted(set(pids))


class StoreLock:
    """An fcntl lock file shared by processes, holding a write-generation counter.

    Args:
        path: the lock file (``<yeast>/.lock``; created if missing).
        timeout: seconds to wait for another holder (see the module).

    Raises:
        StoreError: another process held the lock for longer than ``timeout``.
    """

    def __init__(self, path: Path, *, timeout: float = LOCK_TIMEOUT):
        self.path = Path(path)
        self.timeout = float(timeout)
        self._fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            self._take(exclusive=True)
        except BaseException:
            os.close(self._fd)
            raise
        try:
            if os.fstat(self._fd).st_size < 8:
                os.pwrite(self._fd, bytes(8), 0)
        finally:
            fcntl.flock(self._fd, fcntl.LOCK_UN)
        # The counter is read through a shared mapping: no system call per check (the turn
        # checks it several times), and other processes' writes show at once.
        self._map = mmap.mmap(self._fd, 8, mmap.MAP_SHARED, mmap.PROT_READ)
        self._mutex = threading.RLock()
        self._exclusive = False
        self._depth = 0

    def _take(self, *, exclusive: bool) -> None:
        """Take the lock, waiting at most :attr:`timeout` seconds for another holder."""
        mode = fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH
        try:
            fcntl.flock(self._fd, mode | fcntl.LOCK_NB)  # the usual case: free, no wait
            return
        except BlockingIOError:
            pass
        try:
            for attempt in tenacity.Retrying(
                stop=tenacity.stop_after_delay(self.timeout),
                wait=tenacity.wait_exponential(multiplier=0.01, max=0.5),
                retry=tenacity.retry_if_exception_type(BlockingIOError),
                reraise=True,
            ):
                with attempt:
                    fcntl.flock(self._fd, mode | fcntl.LOCK_NB)
        except BlockingIOError as exc:
            raise StoreError(self._held_message()) from exc

    def _held_message(self) -> str:
        pids = lock_holders(self.path)
        if not pids:
            who = "another process (its pid is not known here)"
        elif pids == [os.getpid()]:
            who = f"this process (pid {os.getpid()}): another Store open on the same yeast"
        else:
            who = "process " + ", ".join(str(pid) for pid in pids if pid != os.getpid())
        return (
            f"the yeast at {self.path.parent} is locked: {who} has held {self.path} for more "
            f"than {self.timeout:g} s. If that process is stopped or hung, end it (kill <pid>) "
            "and try again; if it is just slow, raise the wait with YEAST_LOCK_TIMEOUT "
            "(Settings.lock_timeout). Nothing was written by this call"
        )

    @contextmanager
    def hold(self, exclusive: bool) -> Iterator[None]:
        """Hold the lock (nested holds join the outer one).

        Raises:
            StoreError: another process held it for longer than :attr:`timeout`.
        """
        with self._mutex:
            if self._depth == 0:
                self._take(exclusive=exclusive)
                self._exclusive = exclusive
            elif exclusive and not self._exclusive:
                raise StoreError("internal error: a write was attempted inside a read")
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
                if self._depth == 0:
                    fcntl.flock(self._fd, fcntl.LOCK_UN)

    def generation(self) -> int:
        return int.from_bytes(self._map[:8], "little")

    def bump(self) -> int:
        value = self.generation() + 1
        os.pwrite(self._fd, value.to_bytes(8, "little"), 0)
        return value

    def close(self) -> None:
        if self._fd >= 0:
            self._map.close()
            os.close(self._fd)
            self._fd = -1
