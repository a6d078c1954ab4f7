"""The lock file of a yeast: an ``fcntl`` lock shared by processes, holding the store's write
generation counter (bumped by every commit; read through a shared mapping, so checking whether
another process wrote costs no system call)."""

from __future__ import annotations

import fcntl
import mmap
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from yeastlab.core.errors import StoreError

__all__ = ["StoreLock"]


class StoreLock:
    """An fcntl lock file shared by processes, holding a write-generation counter."""

    def __init__(self, path: Path):
        self._fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        fcntl.flock(self._fd, fcntl.LOCK_EX)
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

    @contextmanager
    def hold(self, exclusive: bool) -> Iterator[None]:
        with self._mutex:
            if self._depth == 0:
                fcntl.flock(self._fd, fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)
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
