"""The in-process BM25 index: Lance's analyzer and scores, removals, top-k, parity with LanceDB."""

from __future__ import annotations

import math
import random

import lancedb
import numpy as np
import pytest

from yeastlab.core.lexical import STOP_WORDS, LexicalIndex, stem, tokenize

# Three documents whose BM25 figures are worked out by hand below.
CORPUS = [
    "Zebras eat apples.",  # zebra eat appl            (3 terms)
    "A zebra runs with the zebras.",  # zebra run zebra  (3 terms; a, with, the are stop words)
    "Apples and kiwis.",  # appl kiwi                  (2 terms)
]


def _sentences(n: int, seed: int = 3) -> list[str]:
    """Generated sentences with inflections, stop words, punctuation and a few accents."""
    rng = random.Random(seed)
    people = ["Caroline", "Melanie", "the teacher", "my sister", "Zoë", "our neighbours"]
    verbs = ["paints", "painted", "is painting", "hikes", "hiked", "loves", "loved", "bakes"]
    things = ["pottery", "a bowl", "bowls", "the mountains", "a café", "cakes", "sunsets"]
    extra = ["with friends", "every weekend", "happily", "at the lake", "in Sweden", "quickly"]
    return [
        f"{rng.choice(people)} {rng.choice(verbs)} {rng.choice(things)}"
        f" {rng.choice(extra)}{rng.choice(['.', '!', '?', ' and ' + rng.choice(things) + '.'])}"
        for _ in range(n)
    ]


# --- tokenize / stem ----------------------------------------------------------------------------


def test_tokenize_lowercases_splits_on_non_alphanumerics_and_drops_stop_words():
    assert tokenize("The cat AND the hat") == ["cat", "hat"]
    assert tokenize("foo_bar-baz.qux/2024") == ["foo", "bar", "baz", "qux", "2024"]
    assert tokenize("Caroline's") == ["carolin"]  # "s" is a stop word, as in Lance
    assert tokenize("") == [] and tokenize("the and of it") == []


def test_stop_words_are_matched_after_stemming_as_lance_does():
    assert {"the", "doing", "won", "just"} <= STOP_WORDS
    assert tokenize("doing") == []  # stem "do" is a stop word
    assert tokenize("does very") == ["doe", "veri"]  # their stems are not


def test_tokenize_folds_accents_after_stemming():
    assert tokenize("Café naïve Straße ﬁne") == ["cafe", "naiv", "strasse", "fine"]
    # Lance stems before folding, so the accented and plain spellings may part.
    assert tokenize("résumé resume") == ["resume", "resum"]


def test_tokens_of_40_bytes_or_more_are_dropped():
    assert tokenize("x" * 39) == ["x" * 39]
    assert tokenize("x" * 40) == []
    assert tokenize("é" * 20) == []  # 20 characters, 40 bytes
    assert tokenize("é" * 19) == ["e" * 19]


@pytest.mark.parametrize(
    ("forms", "expected"),
    [
        (["pony", "ponies"], "poni"),
        (["run", "runs", "running"], "run"),
        (["hope", "hoped", "hoping", "hopeful"], "hope"),
        (["quick", "quickly"], "quick"),
        (["cry", "cries"], "cri"),
        (["study", "studies", "studying", "studied"], "studi"),
        (["cat", "cats"], "cat"),
        (["add", "adding", "added"], "add"),
        (["national"], "nation"),
        (["generously"], "generous"),
        (["organized", "organizing"], "organiz"),
        (["skies", "sky"], "sky"),
        (["dying"], "die"),
        (["evening"], "evening"),
        (["succeeded"], "succeed"),
        (["activities"], "activ"),
        (["gas"], "gas"),
    ],
)
def test_stem_is_snowball_english(forms, expected):
    assert [stem(word) for word in forms] == [expected] * len(forms)


# --- BM25 ---------------------------------------------------------------------------------------


def _index(texts=CORPUS) -> LexicalIndex:
    index = LexicalIndex()
    index.add(texts)
    return index


def test_scores_match_hand_computed_bm25():
    # N = 3, avgdl = (3 + 3 + 2) / 3 = 8/3, k1 = 1.2, b = 0.75.
    # zebra: df 2, idf = ln(1 + 1.5/2.5) = ln 1.6; rows 0 and 1 have dl 3, so
    # K = 1.2 (0.25 + 0.75 · 3/(8/3)) = 1.3125; row 0 (tf 1): 2.2/2.3125 · ln 1.6,
    # row 1 (tf 2): 4.4/3.3125 · ln 1.6.
    index = _index()
    assert (len(index), index.live, index.avgdl) == (3, 3, pytest.approx(8 / 3))
    np.testing.assert_allclose(index.scores("zebra"), [0.4471386, 0.6243067, 0.0], rtol=1e-6)
    # "apple kiwi": row 2 has dl 2, K = 1.2 (0.25 + 0.75 · 2/(8/3)) = 0.975;
    # 2.2/1.975 · (ln 1.6 + ln(1 + 2.5/1.5)).
    np.testing.assert_allclose(index.scores("apples, kiwi"), [0.4471386, 0.0, 1.6161176], rtol=1e-6)


def test_unknown_empty_and_stop_word_queries_score_nothing():
    index = _index()
    for query in ("", "   ", "the and with", "platypus"):
        scores = index.scores(query)
        assert scores.shape == (3,) and not scores.any()
        rows, values = index.top(query, 5)
        assert rows.dtype == np.int64 and rows.size == 0 and values.size == 0


def test_a_repeated_query_term_counts_each_time_as_in_lance():
    index = _index()
    np.testing.assert_allclose(index.scores("zebra zebras"), 2 * index.scores("zebra"))


@pytest.mark.parametrize(
    "query",
    ["zeta1 zeta2", "zeta3", "zeta1 zeta1 zeta7", "tea", "tea rain", "zeta5 tea", "", "the"],
)
def test_matches_are_the_rows_scores_gives_above_zero_bit_for_bit(query):
    """matches() finds the rows that score above 0 without a pass over every row for one term
    or few postings: the same rows, ascending, and the very scores of scores()."""
    rng = random.Random(5)
    common, rare = ["tea", "summer", "chess", "rain", "music"], [f"zeta{i}" for i in range(400)]
    index = LexicalIndex()
    index.add(
        [
            " ".join(rng.choice(common if rng.random() < 0.5 else rare) for _ in range(9))
            for _ in range(5000)
        ]
    )
    index.remove(rng.sample(range(5000), 700))
    index.add(["zeta1 zeta2 tea"] * 3)
    dense = index.scores(query)
    rows, scores = index.matches(query)
    expected = np.flatnonzero(dense > 0)
    assert rows.dtype == np.int64 and scores.dtype == np.float64
    assert rows.tolist() == expected.tolist()
    assert scores.tobytes() == dense[expected].tobytes()


def test_an_empty_index_scores_nothing():
    index = LexicalIndex()
    assert index.scores("zebra").shape == (0,)
    assert index.top("zebra", 3)[0].size == 0
    assert (len(index), index.live, index.avgdl) == (0, 0, 0.0)


# --- remove -------------------------------------------------------------------------------------


def test_remove_takes_rows_out_of_n_avgdl_df_and_scores():
    index = _index()
    index.remove([1])
    assert (len(index), index.live, index.avgdl) == (3, 2, 2.5)
    assert index.doc_freq("zebras") == 1 and index.doc_freq("apple") == 2
    # N = 2, avgdl 2.5, zebra df 1: ln 2 · 2.2 / (1 + 1.2 (0.25 + 0.75 · 3/2.5)).
    np.testing.assert_allclose(index.scores("zebra"), [0.6407243, 0.0, 0.0], rtol=1e-6)
    assert index.top("zebra runs", 5)[0].tolist() == [0]
    assert index.top("runs", 5)[0].size == 0  # only the removed row had it


def test_remove_is_idempotent_and_rejects_rows_never_added():
    index = _index()
    index.remove([0, 0])
    index.remove(np.array([0]))
    assert index.live == 2 and index.doc_freq("zebra") == 1
    with pytest.raises(IndexError, match="never added"):
        index.remove([3])


def test_scores_after_removal_equal_an_index_built_without_those_rows():
    texts = _sentences(3000)
    index = _index(texts)
    gone = set(range(0, 3000, 3)) | set(range(1, 3000, 3))  # 2000 rows: enough to purge
    index.remove(sorted(gone))
    kept = [row for row in range(3000) if row not in gone]
    fresh = _index([texts[row] for row in kept])
    assert index.live == fresh.live and index.avgdl == pytest.approx(fresh.avgdl)
    for query in ("pottery bowls", "Caroline painting sunsets", "hiked in Sweden"):
        scores = index.scores(query)
        assert not scores[sorted(gone)].any()
        np.testing.assert_allclose(scores[kept], fresh.scores(query), rtol=1e-6)
    index.add(["pottery with Zoë"])  # adding after a purge still works
    assert index.top("pottery Zoë", 1)[0].tolist() == [3000]


# --- top ----------------------------------------------------------------------------------------


def test_top_orders_best_first_and_breaks_ties_by_lower_row():
    index = _index(["kiwi", "apple kiwi", "kiwi", "apple", "kiwi kiwi"])
    rows, scores = index.top("kiwi", 10)
    assert rows.tolist() == [4, 0, 2, 1]  # rows 0 and 2 tie
    assert scores.dtype == np.float64 and np.all(np.diff(scores) <= 0)
    np.testing.assert_allclose(scores, index.scores("kiwi")[rows])
    assert index.top("kiwi", 2)[0].tolist() == [4, 0]
    assert index.top("kiwi", 0)[0].size == 0


def test_top_honours_the_mask():
    index = _index(["kiwi", "apple kiwi", "kiwi", "apple", "kiwi kiwi"])
    mask = np.array([False, True, True, True, False])
    assert index.top("kiwi", 10, mask=mask)[0].tolist() == [2, 1]
    assert index.top("kiwi apple", 2, mask=~mask)[0].tolist() == [4, 0]
    with pytest.raises(ValueError, match="one per row"):
        index.top("kiwi", 3, mask=mask[:3])


def test_top_agrees_with_a_full_sort_of_scores_on_a_larger_corpus():
    index = _index(_sentences(5000))
    mask = np.arange(5000) % 4 != 0
    for query in ("pottery bowls", "Melanie loved cakes", "hikes in the mountains quickly"):
        scores = index.scores(query)
        for m in (None, mask):
            allowed = np.ones(5000, bool) if m is None else m
            order = sorted(np.flatnonzero((scores > 0) & allowed), key=lambda r: (-scores[r], r))
            rows, values = index.top(query, 40, mask=m)
            assert rows.tolist() == order[:40]
            np.testing.assert_allclose(values, scores[rows])


# --- incremental adds ---------------------------------------------------------------------------


def test_incremental_adds_give_the_same_scores_as_one_bulk_add():
    texts = _sentences(400)
    bulk = _index(texts)
    piecewise = LexicalIndex()
    for text in texts[:150]:
        piecewise.add([text])
    piecewise.add(texts[150:170])
    piecewise.add(texts[170:])  # ≥ 64 documents: the batch path
    assert (len(piecewise), piecewise.live, piecewise.avgdl) == (400, 400, bulk.avgdl)
    for query in ("pottery", "Caroline paints bowls happily", "café in Sweden", "the"):
        np.testing.assert_array_equal(piecewise.scores(query), bulk.scores(query))
        for got, want in zip(piecewise.top(query, 25), bulk.top(query, 25), strict=True):
            np.testing.assert_array_equal(got, want)


def test_documents_without_terms_still_count_as_rows():
    index = _index(["the and of", "zebra"])
    assert (len(index), index.live, index.avgdl) == (2, 2, 0.5)
    assert index.top("zebra", 5)[0].tolist() == [1]
    batch = _index(["the and of"] * 70)  # the batch path, with no term at all
    batch.add(["zebra"])
    assert (len(batch), batch.avgdl, batch.top("zebra", 5)[0].tolist()) == (71, 1 / 71, [70])


# --- parity with LanceDB's own full-text search -------------------------------------------------


def test_ranking_and_scores_agree_with_lancedb_fts(tmp_path):
    texts = _sentences(200, seed=11)
    table = lancedb.connect(tmp_path).create_table(
        "docs", data=[{"row": i, "text": t} for i, t in enumerate(texts)]
    )
    table.create_index("text", config=lancedb.index.FTS())
    index = _index(texts)
    queries = ["pottery", "Caroline painting bowls", "hiked the mountains", "café Sweden"]
    queries += ["Melanie loves cakes every weekend", "sister bakes quickly", "neighbours sunsets"]
    overlaps = []
    for query in queries:
        hits = table.search(query, query_type="fts").limit(5).to_list()
        lance_rows = [hit["row"] for hit in hits]
        lance_scores = np.array([hit["_score"] for hit in hits])
        rows, scores = index.top(query, 5)
        # Same scores for the rows LanceDB returns, and the same top-5 scores (float32 there).
        np.testing.assert_allclose(index.scores(query)[lance_rows], lance_scores, rtol=1e-5)
        np.testing.assert_allclose(scores, lance_scores, rtol=1e-5)
        overlaps.append(len(set(lance_rows) & set(rows.tolist())))
    # Rows can differ only where scores tie at the cut (our ties go to the lower row).
    assert np.mean(overlaps) >= 4, overlaps
    assert math.isclose(index.avgdl, sum(len(tokenize(t)) for t in texts) / len(texts))
