"""Removing the bytes of deleted and replaced rows from a table's data files.

LanceDB marks a deleted row (and the old copy of an updated one) in a deletion file and leaves
its bytes in the data file until that file is rewritten; its ``optimize`` rewrites a file only
once more than a tenth of the file's rows are deleted. A forget for privacy, and the lab's
redaction that mirrors it, must leave no copy of the text that a ``grep`` of the directory
finds, so the files holding such rows are rewritten at once, with Lance's own compaction at a
threshold of zero (``pylance``, the format library LanceDB is built on). The old versions that
still point at the old files are removed by the ``optimize(cleanup_older_than=0)`` that follows.
"""

from __future__ import annotations

from typing import Any

__all__ = ["rewrite_deleted"]


def rewrite_deleted(table: Any) -> None:
    """Rewrite every data file of the LanceDB ``table`` that still holds a deleted row.

    Files without deletions are left alone (small ones may be merged, as any compaction does);
    the table's indexes are remapped to the rewritten rows by the compaction itself.
    """
    table.to_lance().optimize.compact_files(materialize_deletions_threshold=0.0)
    table.checkout_latest()
