"""RAG: ingesting real PDFs, Markdown and text; dedupe; failures; symlinks; search and its log."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
from fixtures.retrieval import write_pdf

from yeastlab.cognition import rag
from yeastlab.core.errors import IngestError
from yeastlab.store.search import hybrid_scores

LOREM = (
    "Yeast cells ferment sugars into ethanol and carbon dioxide. "
    "Bakers use the gas to raise dough; brewers keep the alcohol. "
)


@pytest.fixture
def folder(tmp_path):
    root = tmp_path / "docs"
    root.mkdir()
    return root


def test_chunking_sizes_overlap_and_word_boundaries():
    text = " ".join(f"word{i}" for i in range(400))
    chunks = rag.chunk_text(text, size=200, overlap=40)
    assert all(len(c) <= 200 for c in chunks)
    assert all(not c.startswith(" ") and not c.endswith(" ") for c in chunks)
    for a, b in zip(chunks, chunks[1:], strict=False):
        assert a.split()[-1] in b.split()[:10]  # consecutive chunks overlap
    words = {w for c in chunks for w in c.split()}
    assert words == set(text.split())  # nothing lost, no word cut in half
    assert rag.chunk_text("short", size=800, overlap=100) == ["short"]
    assert rag.chunk_text("", size=800) == []
    with pytest.raises(IngestError, match="overlap"):
        rag.chunk_text("x", size=100, overlap=100)


def test_markdown_front_matter_is_stripped_and_title_taken(folder):
    page = folder / "notes.md"
    page.write_text("---\ntitle: hidden\ntags: [a, b]\n---\n# Sourdough\n\nFeed the starter.\n")
    title, text = rag.read_document(page)
    assert title == "Sourdough"
    assert "hidden" not in text and "Feed the starter." in text


def test_ingest_folder_of_pdf_markdown_and_text(store, folder):
    write_pdf(folder / "book.pdf", [LOREM * 6, "Page two: lager yeast works cold.", LOREM * 4])
    (folder / "a.md").write_text("---\nx: 1\n---\n# Kombucha\n\nA SCOBY ferments sweet tea.\n")
    (folder / "b.txt").write_text("Kefir grains are a symbiotic culture.\n")
    (folder / "image.png").write_bytes(b"\x89PNG")
    report = rag.ingest(store, [folder], chunk_size=300, overlap=50)
    assert report.ok, report.failures
    assert sorted(os.path.basename(p) for p in report.added) == ["a.md", "b.txt", "book.pdf"]
    docs = rag.documents(store).set_index("title")
    assert docs.loc["book", "chunks"] > 3  # multi-page PDF chunked at 300 characters
    chunks = store.records("chunks")
    assert sum(d.n_chunks for d in store.records("documents")) == len(chunks) == report.chunks
    assert any("lager yeast works cold" in c.text for c in chunks)
    assert all(len(c.text) <= 300 for c in chunks)
    assert "1 added" not in report.summary() and "3 added" in report.summary()


def test_reingesting_unchanged_does_nothing_and_changed_replaces(store, folder, clock):
    note = folder / "note.txt"
    note.write_text("Rye sourdough needs a warm place.")
    assert len(rag.ingest(store, [folder]).added) == 1
    before = store.records("chunks")
    again = rag.ingest(store, [folder])
    assert again.unchanged == (str(note),) and again.chunks == 0
    assert [c.id for c in store.records("chunks")] == [c.id for c in before]
    clock.advance(hours=1)
    note.write_text("Rye sourdough needs a cool place overnight.")
    changed = rag.ingest(store, [folder])
    assert changed.replaced == (str(note),)
    texts = [c.text for c in store.records("chunks")]
    assert texts == ["Rye sourdough needs a cool place overnight."]
    assert len(store.records("documents")) == 1


def test_same_content_under_another_name_is_skipped(store, folder):
    (folder / "one.txt").write_text("Identical text about miso.")
    (folder / "two.txt").write_text("Identical text about miso.")
    report = rag.ingest(store, [folder])
    assert len(report.added) == 1 and len(report.skipped) == 1
    assert "same content" in report.skipped[0][1]


def test_bad_pdfs_fail_alone_with_clear_messages(store, folder):
    write_pdf(folder / "locked.pdf", [LOREM], password="s3cret")
    (folder / "corrupt.pdf").write_bytes(b"%PDF-1.7\n this is not really a pdf \x00\xff" * 20)
    write_pdf(folder / "blank.pdf", ["", ""])
    (folder / "empty.pdf").write_bytes(b"")
    write_pdf(folder / "good.pdf", ["Good page about koji mould."])
    report = rag.ingest(store, [folder])
    failed = {os.path.basename(path): message for path, message in report.failures}
    assert set(failed) == {"locked.pdf", "corrupt.pdf", "blank.pdf", "empty.pdf"}
    assert "encrypted" in failed["locked.pdf"] and "decrypt" in failed["locked.pdf"]
    assert "not a readable PDF" in failed["corrupt.pdf"]
    assert "no text" in failed["blank.pdf"]
    assert [os.path.basename(p) for p in report.added] == ["good.pdf"]
    assert not report.ok
    assert [d.title for d in store.records("documents")] == ["good"]


def test_symlinks_out_of_the_folder_are_not_followed(store, tmp_path, folder):
    outside = tmp_path / "private"
    outside.mkdir()
    (outside / "secret.txt").write_text("the vault code is 1234")
    (folder / "inside.txt").write_text("public notes on tempeh")
    (folder / "leak.txt").symlink_to(outside / "secret.txt")
    (folder / "leakdir").symlink_to(outside, target_is_directory=True)
    (folder / "alias.txt").symlink_to(folder / "inside.txt")  # stays inside: fine
    report = rag.ingest(store, [folder])
    skipped = {os.path.basename(p): why for p, why in report.skipped}
    assert "leak.txt" in skipped and "not followed" in skipped["leak.txt"]
    assert "leakdir" in skipped
    assert all("vault" not in c.text for c in store.records("chunks"))
    explicit = rag.ingest(store, [folder / "leak.txt"], root=folder)
    assert explicit.skipped and not explicit.added


def test_missing_path_is_reported(store, tmp_path):
    report = rag.ingest(store, [tmp_path / "nope"])
    assert report.failures and "no such file" in report.failures[0][1]


def test_search_top_k_threshold_and_query_log(store, folder, clock):
    (folder / "a.txt").write_text("Lager yeast ferments at cold temperatures near ten degrees.")
    (folder / "b.txt").write_text("Ale yeast prefers warm fermentation around twenty degrees.")
    (folder / "c.txt").write_text("Koji is a mould used for soy sauce and sake.")
    (folder / "d.txt").write_text("Tempeh is fermented soybean cake.")
    rag.ingest(store, [folder])
    hits = rag.search_documents(
        store, "what temperature does lager yeast ferment at", k=3, threshold=0.0
    )
    assert 1 <= len(hits) <= 3
    assert "Lager" in hits[0].text and hits[0].source == "chunk"
    assert {"similarity", "bm25", "rrf"} <= set(hits[0].components)
    assert rag.search_documents(store, "lager yeast", threshold=1.01) == []
    log = rag.query_log(store)
    assert [q.query for q in log][-2:] == [
        "what temperature does lager yeast ferment at",
        "lager yeast",
    ]
    assert log[-2].chunk_ids == tuple(h.id for h in hits)


def test_query_log_keeps_only_the_latest(store, folder, clock):
    (folder / "a.txt").write_text("Miso is fermented soybean paste.")
    rag.ingest(store, [folder])
    for i in range(8):
        clock.advance(seconds=1)
        rag.search_documents(store, f"miso question {i}", threshold=0.0, log_size=5)
    assert [q.query for q in rag.query_log(store)] == [f"miso question {i}" for i in range(3, 8)]
    assert len(store.records("rag_queries")) == 5  # trimmed in the table, not only when read


def test_reload_replaces_changed_and_removes_missing(store, folder, clock):
    keep, drop = folder / "keep.txt", folder / "drop.txt"
    keep.write_text("Natto is fermented with Bacillus subtilis.")
    drop.write_text("Kimchi is fermented cabbage.")
    rag.ingest(store, [folder])
    keep.write_text("Natto is soybeans fermented with Bacillus subtilis var. natto.")
    drop.unlink()
    report = rag.reload(store)
    assert report.removed == (str(drop.resolve()),)
    assert len(report.replaced) == 1
    assert [d.path for d in store.records("documents")] == [str(keep.resolve())]
    assert all("Kimchi" not in c.text for c in store.records("chunks"))


SAMPLES = Path(__file__).resolve().parents[1] / "data" / "samples"


def test_the_sample_documents_ingest_and_answer(store):
    report = rag.ingest(store, [SAMPLES])
    assert report.ok and len(report.added) == len(list(SAMPLES.iterdir()))
    hits = rag.search_documents(store, "lager yeast fermentation temperature", threshold=0.0)
    assert "lager" in hits[0].text.lower()


def test_cli_ingest_and_documents(tmp_path, monkeypatch, capsys, folder):
    from yeastlab.faces.cli import main

    monkeypatch.setenv("YEAST_EMBEDDER", "hashing")
    yeast = str(tmp_path / "yeast")
    (folder / "good.txt").write_text("Shio koji is salted rice koji.")
    (folder / "bad.pdf").write_bytes(b"garbage")
    assert main(["ingest", str(folder), "--yeast", yeast]) == 1  # one failure: status 1
    printed = capsys.readouterr()
    assert "added" in printed.out and "good.txt" in printed.out and "1 failed" in printed.out
    assert printed.err.startswith("yeast: 1 document(s) failed") and "bad.pdf" in printed.err
    assert main(["documents", "list", "--yeast", yeast]) == 0
    assert "good" in capsys.readouterr().out
    (folder / "bad.pdf").unlink()
    assert main(["documents", "reload", "--yeast", yeast]) == 0
    assert "1 unchanged" in capsys.readouterr().out


def _paragraphs(n: int) -> list[str]:
    """Notes over one vocabulary (seeded), each of its own length, so that queries share words
    with many notes and no two notes score alike (LanceDB breaks ties its own way)."""
    words = str.split(
        "lager ale koji miso tempeh sourdough kefir kombucha vinegar cider mead sake yeast "
        "mould bacteria sugar acid salt brine warm cold slow fast cellar barrel jar crock "
        "starter culture bubbles sour sweet bitter rye wheat rice barley honey apple grape "
        "the and of with"
    )
    rng = np.random.default_rng(0)
    return [" ".join(rng.choice(words, size=8 + i)) + "." for i in range(n)]


@pytest.mark.parametrize(
    "query",
    [
        "lager yeast in a cold cellar",
        "koji mould and salt",
        "how does sourdough get its acid",
        "kefir and honey",
        "the and of with",  # stop words only: the vector search alone
    ],
)
def test_chunk_search_ranks_as_lancedb_hybrid_search_does(store, folder, query):
    for i, text in enumerate(_paragraphs(40)):
        (folder / f"note{i:02d}.txt").write_text(text)
    rag.ingest(store, [folder])
    ours = store.chunk_search(query, k=8)
    lance = store.diagnostics.lance_hybrid(
        "chunks", query, None, 8, None
    )  # LanceDB's own hybrid query
    expected = hybrid_scores(lance)  # LanceDB's scores of the rows it returned
    every = store.chunk_search(query, k=100)  # the data has no ties for an order to depend on
    for signal in ("similarity", "bm25"):
        best = sorted(
            (round(f.scores[signal], 5) for f in every if f.scores[signal]), reverse=True
        )[:9]
        assert len(set(best)) == len(best)
    assert [f.chunk.id for f in ours] == lance.column("id").to_pylist()
    for got, want in zip((f.scores for f in ours), expected, strict=True):
        assert got["rrf"] == pytest.approx(want["rrf"], rel=1e-6)
        if want["similarity"]:  # LanceDB reports only the signals that found a row
            assert got["similarity"] == pytest.approx(want["similarity"], abs=1e-5)
        if want["bm25"]:
            assert got["bm25"] == pytest.approx(want["bm25"], rel=1e-5)


def test_chunk_search_modes_and_a_new_ingest_seen_at_once(store, folder):
    (folder / "a.txt").write_text("Lager yeast ferments cold.")
    rag.ingest(store, [folder])
    assert store.has_documents()
    assert [f.chunk.text for f in store.chunk_search("lager", mode="fts")] == [
        "Lager yeast ferments cold."
    ]
    (folder / "b.txt").write_text("Koji is a mould for miso.")
    rag.ingest(store, [folder])  # queued behind the write-behind: the next search sees it
    best, *_ = store.chunk_search("koji mould", mode="fts")
    hit, scores = best.chunk, best.scores
    assert hit.text == "Koji is a mould for miso." and scores["bm25"] > 0
    assert scores["similarity"] == 0.0 and scores["rrf"] == 0.0  # one search alone
    found = store.chunk_search(store.embed_query("koji mould"), mode="vector", k=1)
    assert found[0].chunk.text == "Koji is a mould for miso." and found[0].scores["bm25"] == 0.0
    (folder / "a.txt").unlink()
    rag.reload(store)
    assert [f.chunk.text for f in store.chunk_search("lager yeast", k=5)] == [
        "Koji is a mould for miso."
    ]


def test_chunks_ingested_by_another_store_are_searched_and_other_writes_keep_them(
    store, folder, clock
):
    from yeastlab.core.records import Memory, new_id
    from yeastlab.store import Store

    (folder / "a.txt").write_text("Lager yeast ferments cold.")
    rag.ingest(store, [folder])
    assert [f.chunk.text for f in store.chunk_search("lager", mode="fts")]
    other = Store.open(store.path, embedder=store.embedder, clock=clock)  # as another process
    try:
        (folder / "b.txt").write_text("Koji is a mould for miso.")
        rag.ingest(other, [folder])
        other.flush()
        store.records("documents")  # a read that sees the other's commit before any search
        assert [f.chunk.text for f in store.chunk_search("koji", mode="fts")] == [
            "Koji is a mould for miso."
        ]
        read = store.diagnostics.chunk_index()
        other.add(Memory(id=new_id(), tier="episodic", text="unrelated", created_at=clock.now()))
        other.flush()
        assert store.count() == 1  # the other's commit is seen …
        assert store.diagnostics.chunk_index() is read  # … and the chunks are not read again
    finally:
        other.close()
