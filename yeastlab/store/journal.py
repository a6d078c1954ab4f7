"""The write-ahead journal: what ``chat()`` acknowledged survives a kill of the process.

The write-behind (:mod:`yeastlab.store.writer`) commits a turn's writes to LanceDB after the turn
has returned, so a process killed outright used to lose the writes still queued. With a
journal, every write the store queues is first appended here, in the caller's thread, before
the call that made it returns; the write-behind commits it to LanceDB and then deletes it from
the journal. :meth:`Store.open <yeastlab.store.facade.Store.open>` replays what a dead process
left in its journal, idempotently (see :meth:`CommitRounds.replay
<yeastlab.store.commits.CommitRounds.replay>`), then removes that journal.

Layout: ``<yeast>/.journal/<uuid>.sqlite3`` per open Store, with ``<uuid>.lock`` held (``flock``)
while it is open, so a journal whose lock can be taken belongs to nobody alive and is replayed.
One journal *entry* is a list of writes journalled in one SQLite transaction: either all of it
is replayed or none, which is how a turn's memories and its dialogue-log row become visible
together (:meth:`Database.atomic <yeastlab.store.database.Database.atomic>`).

Durability (``Settings.durability``, :data:`DURABILITY`):

* ``"turn"`` (default): SQLite in WAL mode with ``synchronous=NORMAL``: a commit is a ``write``
  to the WAL file, in the operating system's cache once the call returns, so it survives the
  process being killed (SIGKILL, an exception, a closed notebook kernel) but not a power loss or
  kernel crash, which may lose the last commits (never corrupt the journal). Costs about
  0.1 ms per turn (``benchmarks/turn.py --durability``). The WAL's checkpoints (which
  ``fsync``: up to tens of milliseconds on a busy disk) run on the write-behind's connection,
  as it removes applied entries, never in the call that appends.
* ``"sync"``: ``synchronous=FULL``: every journal commit is ``fsync``-ed, so it survives power
  loss too; costs one fsync per turn (0.5–10 ms depending on the disk).
* ``"batch"``: no journal, the write-behind alone (writes queued in memory are lost if the
  process is killed); for bulk loads and benchmarks.

Entries are pickled: a journal is read only by yeastlab from the yeast's own directory, whose
LanceDB files are trusted the same way.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import pickle
import sqlite3
import threading
import uuid
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from yeastlab.core.errors import ConfigError, StoreError

__all__ = ["DURABILITY", "JOURNAL_DIR", "Journal", "check_durability", "orphans"]

#: The durability settings and the SQLite ``synchronous`` mode each uses (``None``: no journal).
DURABILITY = {"turn": "NORMAL", "sync": "FULL", "batch": None}
#: The journals' directory inside a yeast.
JOURNAL_DIR = ".journal"


def check_durability(durability: str) -> str:
    """``durability`` if it is known.

    Raises:
        ConfigError: if it is not one of :data:`DURABILITY`.
    """
    if durability not in DURABILITY:
        raise ConfigError(
            f"unknown durability {durability!r}; use 'turn' (default: journalled before "
            "the call returns), 'sync' (also fsynced) or 'batch' (no journal, bulk loads)"
        )
    return durability


def _connect(path: Path, synchronous: str, *, create: bool) -> sqlite3.Connection:
    mode = "rwc" if create else "rw"
    connection = sqlite3.connect(
        f"file:{path}?mode={mode}", uri=True, isolation_level=None, check_same_thread=False
    )
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute(f"PRAGMA synchronous={synchronous}")
    connection.execute("CREATE TABLE IF NOT EXISTS entries (seq INTEGER PRIMARY KEY, ops BLOB)")
    return connection


def _lock(path: Path, *, wait: bool) -> int | None:
    """An fd holding ``flock`` on ``path`` (created if missing); ``None`` if someone holds it."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
    except BlockingIOError:
        os.close(fd)
        return None
    return fd


class Journal:
    """One Store's journal (see the module).

    Args:
        directory: the yeast's journal directory (created if missing).
        synchronous: SQLite's ``synchronous`` mode (``NORMAL`` or ``FULL``).

    Raises:
        StoreError: the journal cannot be created (permissions, disk full).
    """

    def __init__(self, directory: Path, *, synchronous: str = "NORMAL"):
        name = uuid.uuid4().hex
        try:
            directory.mkdir(parents=True, exist_ok=True)
            self._lock_path = directory / f"{name}.lock"
            self._lock_fd = _lock(self._lock_path, wait=True)  # taken before the file exists
            self.path = directory / f"{name}.sqlite3"
            self._connection = _connect(self.path, synchronous, create=True)
            # An append never checkpoints the WAL (a checkpoint fsyncs: a turn waited up to
            # 50 ms on it); the applier's connection does, after it removed applied entries.
            self._connection.execute("PRAGMA wal_autocheckpoint=0")
            self._applier = _connect(self.path, synchronous, create=False)
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(
                f"cannot create the write-ahead journal in {directory}: {exc}; check the yeast "
                "directory is writable, or open it with durability='batch'"
            ) from exc
        self._mutex = threading.Lock()  # appends (the callers' threads)
        self._applying = threading.Lock()  # removals and checkpoints (the write-behind)
        self._live = 0  # entries appended and not yet applied

    def append(self, ops: Sequence[Any]) -> int:
        """Journal ``ops`` as one entry (one transaction); returns its sequence number.

        Raises:
            StoreError: the journal cannot be written (nothing was queued then).
        """
        blob = pickle.dumps(list(ops), protocol=pickle.HIGHEST_PROTOCOL)
        with self._mutex:
            try:
                cursor = self._connection.execute("INSERT INTO entries (ops) VALUES (?)", (blob,))
            except sqlite3.Error as exc:
                raise StoreError(
                    f"cannot write the journal {self.path}: {exc}; nothing was written. Free "
                    "disk space and retry, or open the yeast with durability='batch'"
                ) from exc
            self._live += 1
            return int(cursor.lastrowid or 0)

    def applied(self, seqs: Iterable[int]) -> None:
        """Forget entries committed to LanceDB (the write-behind's thread, after a round)."""
        done = sorted(set(seqs))
        if not done:
            return
        with self._applying:
            marks = ",".join("?" * len(done))
            try:
                self._applier.execute(f"DELETE FROM entries WHERE seq IN ({marks})", done)
            except sqlite3.Error:
                return  # kept: replaying a committed entry is harmless (idempotent)
        with self._mutex:
            self._live = max(0, self._live - len(done))

    @property
    def pending(self) -> int:
        """Entries journalled and not yet committed to LanceDB."""
        return self._live

    def close(self) -> None:
        """Close the journal; its files are removed when nothing in it is left to apply."""
        if self._lock_fd is None:
            return
        with self._mutex, self._applying:
            left = self._connection.execute("SELECT COUNT(*) FROM entries").fetchone()[0]
            self._applier.close()
            self._connection.close()
            if left == 0:
                _remove(self.path)
            os.close(self._lock_fd)
            self._lock_fd = None
            if left == 0:
                self._lock_path.unlink(missing_ok=True)


def _remove(path: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)


class Orphan:
    """The journal of a Store that is no longer open (its process died): replay, then remove."""

    def __init__(self, path: Path, lock_fd: int):
        self.path = path
        self._lock_fd = lock_fd

    def entries(self) -> list[tuple[int, list[Any]]]:
        """Its entries, oldest first, as ``(seq, ops)``.

        Raises:
            StoreError: the journal cannot be read (it is kept; say so).
        """
        try:
            connection = _connect(self.path, "NORMAL", create=False)
            try:
                rows = connection.execute("SELECT seq, ops FROM entries ORDER BY seq").fetchall()
            finally:
                connection.close()
            return [(int(seq), pickle.loads(blob)) for seq, blob in rows]
        except (sqlite3.Error, pickle.UnpicklingError, EOFError, AttributeError) as exc:
            raise StoreError(
                f"cannot read the write-ahead journal {self.path} left by a process that "
                f"stopped: {exc}; move it out of the way to open the yeast without it"
            ) from exc

    def remove(self) -> None:
        """Delete the journal (its writes are in LanceDB) and release it."""
        _remove(self.path)
        self.path.with_suffix(".lock").unlink(missing_ok=True)
        self.release()

    def release(self) -> None:
        """Release the lock without removing anything."""
        if self._lock_fd is not None:
            os.close(self._lock_fd)
            self._lock_fd = None


def orphans(directory: Path) -> Iterator[Orphan]:
    """The journals in ``directory`` that no open Store holds, oldest first (each locked for
    the caller until :meth:`Orphan.remove` or :meth:`Orphan.release`)."""
    if not directory.is_dir():
        return
    found = []
    for path in directory.glob("*.sqlite3"):
        with contextlib.suppress(FileNotFoundError):  # removed meanwhile by its owner
            found.append((path.stat().st_mtime_ns, path))
    for _, path in sorted(found):
        lock_path = path.with_suffix(".lock")
        fd = _lock(lock_path, wait=False)
        if fd is None:
            continue  # held by a live Store
        if not path.exists():  # replayed and removed meanwhile by another opener
            os.close(fd)
            lock_path.unlink(missing_ok=True)
            continue
        yield Orphan(path, fd)
