"""The write-ahead journal: what ``chat()`` acknowledged survives a kill of the process.

The write-behind (:mod:`yeastlab.store.writer`) commits a turn's writes to LanceDB after the turn
has returned, so a process killed outright used to lose the writes still queued. With a
journal, every write the store queues is first appended here, in the caller's thread, before
the call that made it returns; the write-behind commits it to LanceDB and then deletes it from
the journal. :meth:`Store.open <yeastlab.store.facade.Store.open>` replays what a dead process
left in its journal, idempotently (see :meth:`CommitRounds.replay
<yeastlab.store.commits.CommitRounds.replay>`), then removes that journal.

Layout: ``<yeast>/.journal/<uuid>.journal`` per open Store, with ``<uuid>.lock`` held (``flock``)
while it is open, so a journal whose lock can be taken belongs to nobody alive and is replayed.
The file is a log of frames (:func:`_frame`: length, CRC-32, pickled payload): an *entry*
``(seq, ops)`` is a list of writes appended with one ``write`` call, so either all of it is
replayed or none (a frame cut short or failing its CRC ends the log), which is how a turn's
memories and its dialogue-log row become visible together (:meth:`Database.atomic
<yeastlab.store.database.Database.atomic>`); a *mark* ``(None, seqs)`` says those entries were
committed to LanceDB, so a replay skips them, as if they had been deleted. Once every entry is
committed the file is truncated to nothing. An append is a ``pickle.dumps`` and one
``os.write`` (a SQLite ``INSERT`` in WAL mode cost 3–10 times as much per call: it rewrote
two or three 4 KB pages for a 2 KB entry). Journals left by older versions (``<uuid>.sqlite3``,
one SQLite row per entry) are still replayed.

Durability (``Settings.durability``, :data:`DURABILITY`):

* ``"turn"`` (default): the ``write`` puts the entry in the operating system's cache before the
  call returns, so it survives the process being killed (SIGKILL, an exception, a closed
  notebook kernel) but not a power loss or kernel crash, which may lose the last entries
  (a torn last frame fails its CRC and is dropped, never misread).
* ``"sync"``: every append is also ``fdatasync``-ed, so it survives power loss too; costs one
  flush to the disk per turn (0.5–10 ms depending on the disk).
* ``"batch"``: no journal, the write-behind alone (writes queued in memory are lost if the
  process is killed); for bulk loads and benchmarks.

Entries are pickled: a journal is read only by yeastlab from the yeast's own directory, whose
LanceDB files are trusted the same way.
"""

from __future__ import annotations

import contextlib
import copyreg
import errno
import fcntl
import io
import os
import pickle
import sqlite3
import struct
import threading
import uuid
import zlib
from collections.abc import Iterable, Iterator, Sequence
from datetime import UTC, timezone, tzinfo
from pathlib import Path
from typing import Any

import numpy as np

from yeastlab.core.errors import ConfigError, StoreError

__all__ = ["DURABILITY", "JOURNAL_DIR", "SUFFIX", "Journal", "check_durability", "orphans"]

#: The durability settings and the SQLite ``synchronous`` mode each stood for (``None``: no
#: journal); ``FULL`` is an ``fdatasync`` per append.
DURABILITY = {"turn": "NORMAL", "sync": "FULL", "batch": None}
#: The journals' directory inside a yeast.
JOURNAL_DIR = ".journal"
#: A journal file's suffix, and that of the SQLite journals older versions wrote.
SUFFIX, _LEGACY = ".journal", ".sqlite3"
#: A journal larger than this (bytes) is rewritten with only its entries not yet applied.
COMPACT_BYTES = 16 << 20
#: A frame's header: the payload's length and CRC-32.
_HEADER = struct.Struct("<II")


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


def _array(data: bytes, dtype: str, shape: tuple[int, ...]) -> np.ndarray:
    return np.frombuffer(data, dtype=dtype).reshape(shape).copy()


def _utc() -> tzinfo:
    return UTC


def _reduce_array(array: np.ndarray) -> Any:
    if array.dtype.kind in "biuf":
        return _array, (array.tobytes(), array.dtype.str, array.shape)
    return array.__reduce_ex__(pickle.HIGHEST_PROTOCOL)


class _Pickler(pickle.Pickler):
    """Pickles a vector as its bytes and UTC by name: numpy's and ``timezone``'s own reductions
    were a third of an entry's pickling (an entry is pickled on every add, in the caller's
    thread). Loads with ``pickle.loads``; the objects are equal to the originals."""

    dispatch_table = {
        **copyreg.dispatch_table,
        np.ndarray: _reduce_array,
        timezone: lambda tz: (_utc, ()) if tz is UTC else tz.__reduce__(),
    }


def _frame(payload: Any) -> bytes:
    buffer = io.BytesIO()
    _Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(payload)
    blob = buffer.getvalue()
    return _HEADER.pack(len(blob), zlib.crc32(blob)) + blob


def _frames(data: bytes) -> Iterator[Any]:
    """The payloads of a log's whole frames, up to the first one cut short or corrupt."""
    at, size = 0, _HEADER.size
    while at + size <= len(data):
        length, crc = _HEADER.unpack_from(data, at)
        blob = data[at + size : at + size + length]
        if len(blob) < length or zlib.crc32(blob) != crc:
            return  # a torn last write (power loss): it was never acknowledged
        yield pickle.loads(blob)
        at += size + length


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
        synchronous: ``NORMAL`` (the OS cache: survives a kill) or ``FULL`` (flushed to disk).

    Raises:
        StoreError: the journal cannot be created (permissions, disk full).
    """

    def __init__(
        self, directory: Path, *, synchronous: str = "NORMAL", compact_bytes: int = COMPACT_BYTES
    ):
        name = uuid.uuid4().hex
        try:
            directory.mkdir(parents=True, exist_ok=True)
            self._lock_path = directory / f"{name}.lock"
            self._lock_fd: int | None = _lock(self._lock_path, wait=True)  # before the file
            self.path = directory / f"{name}{SUFFIX}"
            self._fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        except OSError as exc:
            raise StoreError(
                f"cannot create the write-ahead journal in {directory}: {exc}; check the yeast "
                "directory is writable, or open it with durability='batch'"
            ) from exc
        self._sync = synchronous == "FULL"
        self._compact_bytes = compact_bytes
        self._mutex = threading.Lock()  # the file, its size and the counters
        self._size = 0  # bytes of whole frames in the file
        self._seq = 0  # the last entry's number
        # the entries appended and not yet applied: seq -> (offset, length) of their frames
        self._at: dict[int, tuple[int, int]] = {}

    def append(self, ops: Sequence[Any]) -> int:
        """Journal ``ops`` as one entry (one write); returns its sequence number.

        Raises:
            StoreError: the journal cannot be written (nothing was queued then).
        """
        with self._mutex:
            seq, offset = self._seq + 1, self._size
            frame = _frame((seq, list(ops)))
            self._write(frame, "nothing was written")
            self._seq = seq
            self._at[seq] = (offset, len(frame))
            return seq

    def _write(self, frame: bytes, lost: str) -> None:
        """Append one frame whole, or nothing (a short write is cut off again)."""
        try:
            written = os.write(self._fd, frame)
            if written != len(frame):
                raise OSError(errno.ENOSPC, "short write")
            if self._sync:
                os.fdatasync(self._fd)
        except OSError as exc:
            with contextlib.suppress(OSError):
                os.ftruncate(self._fd, self._size)
            raise StoreError(
                f"cannot write the journal {self.path}: {exc}; {lost}. Free disk space and "
                "retry, or open the yeast with durability='batch'"
            ) from exc
        self._size += len(frame)

    def applied(self, seqs: Iterable[int]) -> None:
        """Forget entries committed to LanceDB (the write-behind's thread, after a round): the
        file is emptied once none is left, rewritten with only those left once it is larger
        than ``compact_bytes`` (writes that never let the write-behind catch up), else a mark
        says which a replay skips."""
        done = sorted(set(seqs))
        if not done:
            return
        with self._mutex:
            for seq in done:
                self._at.pop(seq, None)
            with contextlib.suppress(OSError, StoreError):  # kept: a replay is idempotent
                if not self._at:
                    os.ftruncate(self._fd, 0)
                    self._size = 0
                elif self._size > self._compact_bytes:
                    self._compact()
                else:
                    self._write(_frame((None, done)), "the entries stay to be replayed")

    def _compact(self) -> None:
        """Replace the file by one holding only the entries not yet applied (their frames as
        written): a new file renamed over the old, so a kill at any point leaves one whole
        journal, the old or the new."""
        spare = self.path.with_name(self.path.name + ".new")
        reader = os.open(self.path, os.O_RDONLY)
        try:
            frames = [os.pread(reader, length, offset) for offset, length in self._at.values()]
        finally:
            os.close(reader)
        fd = os.open(spare, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        try:
            whole = b"".join(frames)
            if os.write(fd, whole) != len(whole):
                raise OSError(errno.ENOSPC, "short write")
            if self._sync:
                os.fdatasync(fd)
            os.replace(spare, self.path)
        except OSError:
            os.close(fd)
            spare.unlink(missing_ok=True)
            raise
        os.close(fd)
        os.close(self._fd)
        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)  # appends go on in the new
        offset, self._at = 0, dict(self._at)
        for seq, frame in zip(list(self._at), frames, strict=True):
            self._at[seq] = (offset, len(frame))
            offset += len(frame)
        self._size = offset

    @property
    def pending(self) -> int:
        """Entries journalled and not yet committed to LanceDB."""
        return len(self._at)

    def close(self) -> None:
        """Close the journal; its files are removed when nothing in it is left to apply."""
        with self._mutex:
            if self._lock_fd is None:
                return
            left = len(self._at)
            os.close(self._fd)
            if left == 0:
                _remove(self.path)
            os.close(self._lock_fd)
            self._lock_fd = None
            if left == 0:
                self._lock_path.unlink(missing_ok=True)


def _remove(path: Path) -> None:
    # "-wal" and "-shm": an older version's SQLite journal; ".new": a rewrite a kill cut short
    for suffix in ("", "-wal", "-shm", ".new"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)


def _sqlite_entries(path: Path) -> list[tuple[int, list[Any]]]:
    """The entries of a journal an older version wrote (SQLite: one row per entry not applied)."""
    connection = sqlite3.connect(f"file:{path}?mode=rw", uri=True)
    try:
        rows = connection.execute("SELECT seq, ops FROM entries ORDER BY seq").fetchall()
    finally:
        connection.close()
    return [(int(seq), pickle.loads(blob)) for seq, blob in rows]


def _log_entries(path: Path) -> list[tuple[int, list[Any]]]:
    """The entries of a journal's log that no mark says were applied, in order."""
    entries: dict[int, list[Any]] = {}
    applied: set[int] = set()
    for seq, body in _frames(path.read_bytes()):
        if seq is None:
            applied.update(body)
        else:
            entries[seq] = body
    return [(seq, ops) for seq, ops in entries.items() if seq not in applied]


class Orphan:
    """The journal of a Store that is no longer open (its process died): replay, then remove."""

    def __init__(self, path: Path, lock_fd: int):
        self.path = path
        self._lock_fd = lock_fd

    def entries(self) -> list[tuple[int, list[Any]]]:
        """Its entries not yet applied, oldest first, as ``(seq, ops)``.

        Raises:
            StoreError: the journal cannot be read (it is kept; say so).
        """
        try:
            if self.path.suffix == _LEGACY:
                return _sqlite_entries(self.path)
            return _log_entries(self.path)
        except (OSError, sqlite3.Error, pickle.UnpicklingError, EOFError, AttributeError) as exc:
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
    for path in [*directory.glob(f"*{SUFFIX}"), *directory.glob(f"*{_LEGACY}")]:
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
