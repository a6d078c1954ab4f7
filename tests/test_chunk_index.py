"""The in-process chunk index takes a new document's chunks only (store/documents.py).

Each long message appends its document's chunks; the next search used to read and index every
chunk stored again (0.06 s at 375 chunks, growing with the documents kept). The work is counted
as the texts the index tokenises (``LexicalIndex.add``), never timed.
"""

from __future__ import annotations

import pytest

from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.core.lexical import LexicalIndex
from yeastlab.core.records import Chunk, new_id
from yeastlab.store import Store

WORDS = [
    "apricot",
    "harbour",
    "violin",
    "granite",
    "lantern",
    "meadow",
    "copper",
    "orchid",
    "falcon",
    "saffron",
]


def _document(store: Store, n: int, size: int = 4, extra: str = "") -> list[Chunk]:
    texts = [f"document {n} part {i} speaks of {WORDS[(n + i) % 10]} and {WORDS[n % 10]}{extra}"
             for i in range(size)]  # fmt: skip
    vectors = store.embedder.embed(texts)
    doc_id = f"doc{n}"
    chunks = [Chunk(new_id(), doc_id, i, t, vector=vectors[i]) for i, t in enumerate(texts)]
    store.append("chunks", chunks)
    return chunks


@pytest.fixture
def tokenised(monkeypatch) -> list[int]:
    """How many texts the lexical indexes tokenised, one entry per ``add``."""
    seen: list[int] = []
    real = LexicalIndex.add

    def add(self, texts):
        seen.append(len(texts))
        return real(self, texts)

    monkeypatch.setattr(LexicalIndex, "add", add)
    return seen


def _ranked(store: Store, query: str) -> list[tuple[str, float, float]]:
    return [
        (m.chunk.id, round(m.scores["bm25"], 5), round(m.scores["rrf"], 6))
        for m in store.chunk_search(query, k=8)
    ]


def test_a_new_document_indexes_its_own_chunks_only(tmp_path, clock, tokenised):
    path = tmp_path / "y"
    with Store.open(path, embedder=HashingEmbedder(), clock=clock) as store:
        for n in range(10):
            _document(store, n)
        assert store.chunk_search("apricot", k=3)  # the 40 chunks read and indexed once
        tokenised.clear()
        new = _document(store, 10, size=3, extra=" and a zeppelin")
        after = _ranked(store, "saffron violin zeppelin")
        assert sum(tokenised) == 3  # the old code tokenised all 43 again
        assert {c.id for c in new} <= {cid for cid, *_ in after}
    with Store.open(path, embedder=HashingEmbedder(), clock=clock) as fresh:
        assert _ranked(fresh, "saffron violin zeppelin") == after  # as an index read whole


def test_a_deleted_document_leaves_the_index(tmp_path, clock):
    with Store.open(tmp_path / "y", embedder=HashingEmbedder(), clock=clock) as store:
        for n in range(3):
            _document(store, n)
        assert store.chunk_search("document 1", k=20)
        store.delete_where("chunks", "doc_id = 'doc1'")
        _document(store, 3)
        found = {m.chunk.doc_id for m in store.chunk_search("document part", k=50)}
        assert found == {"doc0", "doc2", "doc3"}
