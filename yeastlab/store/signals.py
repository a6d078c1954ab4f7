"""The ranking signals of the in-process memory index, one numpy column each.

Ranking re-scores its candidates with each memory's age, last recall, recall count, importance,
priority, confidence and session (:meth:`Retriever.scores
<yeastlab.cognition.retrieval.Retriever.scores>`). Read record by record that cost more than the
rest of a turn's ranking for a small store, where every memory is a candidate (``exhaustive``,
hundreds a turn): so the index keeps them as columns beside its rows, updated as records change,
and a candidate set takes its rows' values with one gather.

The values are exactly those the records give (:func:`signals_of` computes them from records:
the index uses it, and so does a ranking of records that are not in an index).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from yeastlab.core.records import Memory
from yeastlab.store.vectors import grow

__all__ = ["NUMERIC", "RankSignals", "signals_of"]

#: The numeric signals, in column order: creation and last recall (POSIX seconds), recalls,
#: ``max(importance, saliency)``, priority, confidence.
NUMERIC = ("created", "touched", "access", "weight", "priority", "confidence")


def _row(m: Memory) -> tuple[float, float, int, float, int, float]:
    return (
        m.created_at.timestamp(),
        m.last_touched.timestamp(),
        m.access_count,
        max(m.importance, m.saliency),
        m.priority,
        m.confidence,
    )


def _numeric(memories: Sequence[Memory]) -> np.ndarray:
    values = np.array([_row(m) for m in memories], dtype=np.float64)
    return values.reshape(len(memories), len(NUMERIC))


def signals_of(memories: Sequence[Memory]) -> dict[str, np.ndarray]:
    """The signals of these records: one float64 array per name in :data:`NUMERIC`, and
    ``session``: an integer per record, equal for records of the same session (−1: none)."""
    values = _numeric(memories)
    codes: dict[str, int] = {"": -1}
    session = np.fromiter(
        (codes.setdefault(m.session_id, len(codes) - 1) for m in memories),
        dtype=np.int64,
        count=len(memories),
    )
    return {**{name: values[:, i] for i, name in enumerate(NUMERIC)}, "session": session}


class RankSignals:
    """The signals of the index's rows (see the module); not thread-safe (the index's lock)."""

    def __init__(self) -> None:
        self._values = np.zeros((0, len(NUMERIC)), dtype=np.float64)
        self._session = np.zeros(0, dtype=np.int64)
        self._codes: dict[str, int] = {"": -1}

    @property
    def nbytes(self) -> int:
        """Bytes held (capacity included)."""
        return self._values.nbytes + self._session.nbytes

    def set(self, start: int, memories: Sequence[Memory]) -> None:
        """Rows ``start…`` now hold these records (new rows, or changed records)."""
        end = start + len(memories)
        for name in ("_values", "_session"):
            if end > getattr(self, name).shape[0]:
                grow(self, name, end)
        codes = self._codes
        if len(memories) == 1:  # a single add: its row set in place, no array built for it
            (memory,) = memories
            self._values[start] = _row(memory)
            self._session[start] = codes.setdefault(memory.session_id, len(codes) - 1)
            return
        self._values[start:end] = _numeric(memories)
        self._session[start:end] = [
            codes.setdefault(m.session_id, len(codes) - 1) for m in memories
        ]

    def touched(self, rows: Sequence[int], memories: Sequence[Memory]) -> None:
        """These rows' records were recalled (their recall count and time changed)."""
        for row, memory in zip(rows, memories, strict=True):
            self._values[row, 1] = memory.last_touched.timestamp()
            self._values[row, 2] = memory.access_count

    def take(self, rows: np.ndarray) -> dict[str, np.ndarray]:
        """The signals of these rows, in their order (as :func:`signals_of` gives them; the
        session integers are the index's own, equal within a session)."""
        values = self._values[rows]
        return {
            **{name: values[:, i] for i, name in enumerate(NUMERIC)},
            "session": self._session[rows],
        }
