"""A forget for privacy leaves no copy of the text in the yeast's data files (issue 20).

LanceDB marks a replaced row as deleted and keeps its bytes in the data file until the file is
rewritten, which its ``optimize`` does only once more than a tenth of the file's rows are
deleted. One forgotten memory among a hundred compacted ones stayed readable in the file (no
table version showed it; reading the file did). The forget's compaction now rewrites such files
(``yeastlab/store/purge.py``). The files are read with Lance's own file reader, which sees
every row, deleted or not, and decodes compressed pages a ``grep`` would miss.
"""

from __future__ import annotations

from pathlib import Path

from lance.file import LanceFileReader

import yeastlab
from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.cognition.forgetting import forget_about, subject_of
from yeastlab.core.records import Memory, new_id
from yeastlab.store import Store

NOTES = [f"Note {i}: I walked by the canal on day {i} and counted the herons." for i in range(100)]
ODILE = "My sister Odile moved to Lyon last spring and teaches the cello there."


def files_holding(root: Path, needle: str) -> list[str]:
    """The data files under ``root`` with a row (deleted or not) whose values hold ``needle``."""
    found = []
    for path in sorted(root.rglob("*.lance")):
        if path.parent.name != "data":
            continue
        rows = LanceFileReader(str(path)).read_all().to_table().to_pylist()
        if needle.lower() in str(rows).lower():
            found.append(str(path.relative_to(root)))
    return found


def test_a_forgotten_memory_is_in_no_data_file(tmp_path, clock):
    store = Store.open(tmp_path / "y", embedder=HashingEmbedder(), clock=clock)
    store.add([Memory(new_id(), "episodic", t, clock.now()) for t in [*NOTES, ODILE]])
    store.flush()
    store.compact(index=False)  # one file of 101 rows: one deletion is under a tenth of it
    assert files_holding(tmp_path / "y", "Odile")  # the check sees the stored text

    events = forget_about(store, subject_of("my sister Odile"))
    store.close()

    assert len(events) == 1
    assert files_holding(tmp_path / "y", "Odile") == []
    reopened = Store.open(tmp_path / "y", embedder=HashingEmbedder(), clock=clock)
    assert len(reopened.memories()) == len(NOTES)  # the others are untouched
    reopened.close()


def test_a_forget_request_in_a_chat_leaves_no_file_holding_it(tmp_path, clock):
    yeast = yeastlab.open(tmp_path / "y", embedder="hashing", clock=clock)
    for text in [*NOTES, ODILE]:
        yeast.remember(text, "episodic")
    yeast.store.compact(index=False)
    yeast.chat("Please forget everything about my sister Odile.")
    yeast.close()
    assert files_holding(tmp_path / "y", "Odile") == []
