"""An in-process BM25 index over short texts: the lexical half of the turn's hot path.

LanceDB's full-text index stays the index of record, but one query through it costs 8 ms or more,
so the agent's turn keeps a mirror of the alive memories in memory. This module is that mirror's
lexical part, built to score like LanceDB's default full-text index:

- :func:`tokenize` reproduces Lance's default analyzer (``simple`` tokenizer, tokens of 40 bytes
  or more dropped, lowercase, Snowball English stemmer, English stop words, ASCII folding — in
  that order, so stop words are matched against stems, and accents are folded after stemming);
- :class:`LexicalIndex` scores with Lance's BM25 (``k1=1.2``, ``b=0.75``,
  ``idf = ln(1 + (N − df + 0.5)/(df + 0.5))``); like Lance it counts a query term as often as it
  occurs in the query, so pass :func:`yeastlab.store.lancesql.sanitize_fts` text (distinct words)
  to get the scores :meth:`yeastlab.store.facade.Store.search` sees.

Documents are numbered 0, 1, 2… in the order added. Postings are kept per term in growable
``array.array`` buffers read as numpy views at query time, so an add costs a few appends per
token and a query a few vector operations over the query terms' postings. Not thread-safe: use
one writer, and do not query while another thread adds.
"""

from __future__ import annotations

import math
import re
import unicodedata
from array import array
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache

import numpy as np

from yeastlab.core.text import stem

__all__ = ["LexicalIndex", "STOP_WORDS", "MAX_TOKEN_BYTES", "stem", "tokenize"]

#: Tokens of this many UTF-8 bytes or more are dropped (Lance's ``max_token_length`` = 40).
MAX_TOKEN_BYTES = 40

# Lance's English stop words: NLTK's list without its apostrophe forms.
_NLTK_ENGLISH = """
    a about above after again against ain all am an and any are aren as at be because been before
    being below between both but by can couldn d did didn do does doesn doing don down during each
    few for from further had hadn has hasn have haven having he her here hers herself him himself
    his how i if in into is isn it its itself just ll m ma me mightn more most mustn my myself
    needn no nor not now o of off on once only or other our ours ourselves out over own re s same
    shan she should shouldn so some such t than that the their theirs them themselves then there
    these they this those through to too under until up ve very was wasn we were weren what when
    where which while who whom why will with won wouldn y you your yours yourself yourselves
"""
#: Lance's English stop words. Checked after stemming, as Lance does: "doing" (stem "do") is
#: dropped, "does" (stem "doe") and "very" (stem "veri") are kept.
STOP_WORDS = frozenset(_NLTK_ENGLISH.split())

# Lance's simple tokenizer splits on anything not alphanumeric; `\w` adds only the underscore.
_WORD = re.compile(r"[^\W_]+")
# Letters NFKD does not decompose but Lance's ASCII folding maps.
_FOLD = str.maketrans(
    {"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i"}
)


def tokenize(text: str) -> list[str]:
    """The index terms of ``text``, in order, as LanceDB's default full-text analyzer makes them.

    Args:
        text: any text.

    Returns:
        Lowercase, stemmed, ASCII-folded terms; stop words and tokens of 40 bytes or more left out.
        ``tokenize("The ponies were running")`` is ``["poni", "run"]``.
    """
    return [term for raw in _WORD.findall(text) if (term := _analyze(raw)) is not None]


@lru_cache(maxsize=1 << 17)
def _analyze(raw: str) -> str | None:
    # Cached: a corpus has far fewer distinct words than tokens, and stemming is the costly part.
    if len(raw) * 4 >= MAX_TOKEN_BYTES and len(raw.encode()) >= MAX_TOKEN_BYTES:
        return None
    if raw.isascii() and raw.isdigit():
        return raw  # numbers, dates, ids: nothing to stem, fold or stop
    term = stem(raw.lower())
    if term in STOP_WORDS:
        return None
    if term.isascii():
        return term
    folded = unicodedata.normalize("NFKD", term.translate(_FOLD))
    return "".join(c for c in folded if not unicodedata.combining(c))


class LexicalIndex:
    """BM25 over documents added in order, with removals; scores like LanceDB's full-text search.

    Args:
        k1: BM25 term-frequency saturation (Lance: 1.2).
        b: BM25 length normalisation (Lance: 0.75).

    Documents get rows 0, 1, 2… in the order added. Removed rows stop counting everywhere: the
    number of documents N, the average length, the document frequencies, and the scores.
    """

    def __init__(self, k1: float = 1.2, b: float = 0.75):
        self.k1, self.b = k1, b
        self._term_ids: dict[str, int] = {}
        self._raw_ids: dict[str, int] = {}  # raw token -> term id, -1 for no term (cache)
        # Postings, per term id: rows holding the term (ascending), its frequency in each row,
        # and each row's length (stored beside the frequency so a query reads no other array).
        self._rows: list[array] = []
        self._tfs: list[array] = []
        self._dls: list[array] = []
        self._df: list[int] = []  # per term: live rows containing it
        self._lengths = array("I")  # per row: number of terms
        self._alive = bytearray()  # per row: 1 until removed
        self._row_terms = array("i")  # distinct term ids of row 0, then row 1, …
        self._row_starts = array("q", [0])  # row r's term ids: _row_terms[starts[r]:starts[r+1]]
        self._live = 0
        self._live_terms = 0
        self._dead = 0  # removed rows whose postings are still stored

    def __len__(self) -> int:
        """Rows ever added, removed ones included."""
        return len(self._alive)

    @property
    def live(self) -> int:
        """Rows added and not removed: BM25's N."""
        return self._live

    @property
    def avgdl(self) -> float:
        """Mean number of terms of the live rows (0.0 when there are none)."""
        return self._live_terms / self._live if self._live else 0.0

    def doc_freq(self, word: str) -> int:
        """Live rows containing ``word`` (analysed as :func:`tokenize` does; 0 for a stop word)."""
        terms = tokenize(word)
        term_id = self._term_ids.get(terms[0]) if terms else None
        return 0 if term_id is None else self._df[term_id]

    def add(self, texts: Sequence[str]) -> None:
        """Append documents; the first gets row ``len(self)``, the next one more, and so on."""
        if len(texts) >= 64:  # numpy pays off for batches; one document is cheaper in Python
            self._add_batch(texts)
            return
        for text in texts:
            row = len(self._alive)
            counts = Counter(self._ids(_WORD.findall(text)))
            counts.pop(-1, None)
            length = counts.total()
            for term_id, tf in counts.items():
                self._rows[term_id].append(row)
                self._tfs[term_id].append(tf)
                self._dls[term_id].append(length)
                self._df[term_id] += 1
            self._row_terms.extend(counts)
            self._append_rows([length], [len(counts)])

    def _add_batch(self, texts: Sequence[str]) -> None:
        raws: list[str] = []
        ends = []
        for text in texts:
            raws += _WORD.findall(text)
            ends.append(len(raws))
        ids = np.array(self._ids(raws), dtype=np.int64)
        docs = np.repeat(np.arange(len(texts)), np.diff(ends, prepend=0))
        docs, ids = docs[ids >= 0], ids[ids >= 0]
        # One (document, term) pair per posting, sorted by document then term; tf = its count.
        pairs, tfs = np.unique(docs * len(self._df) + ids, return_counts=True)
        docs, terms = np.divmod(pairs, len(self._df))
        lengths = np.bincount(docs, weights=tfs, minlength=len(texts)).astype(np.int64)
        by_term = np.argsort(terms, kind="stable")  # rows stay ascending within a term
        sorted_terms = terms[by_term]
        rows = (docs[by_term] + len(self._alive)).astype(np.int32).tobytes()
        tf_bytes = tfs[by_term].astype(np.float32).tobytes()
        dl_bytes = lengths[docs[by_term]].astype(np.float32).tobytes()
        bounds = np.append(np.flatnonzero(np.diff(sorted_terms, prepend=-1)), len(sorted_terms))
        for term_id, start, end in zip(
            sorted_terms[bounds[:-1]].tolist(),
            (4 * bounds[:-1]).tolist(),
            (4 * bounds[1:]).tolist(),
            strict=True,
        ):
            self._rows[term_id].frombytes(rows[start:end])
            self._tfs[term_id].frombytes(tf_bytes[start:end])
            self._dls[term_id].frombytes(dl_bytes[start:end])
            self._df[term_id] += (end - start) // 4
        self._row_terms.frombytes(terms.astype(np.int32).tobytes())
        self._append_rows(lengths.tolist(), np.bincount(docs, minlength=len(texts)).tolist())

    def _append_rows(self, lengths: list[int], distinct_terms: list[int]) -> None:
        self._lengths.extend(lengths)
        self._alive.extend(b"\x01" * len(lengths))
        for n in distinct_terms:
            self._row_starts.append(self._row_starts[-1] + n)
        self._live += len(lengths)
        self._live_terms += sum(lengths)

    def _ids(self, raws: list[str]) -> list[int]:
        """Term ids of raw tokens (-1: no term), new terms registered."""
        cache = self._raw_ids
        try:
            return [cache[raw] for raw in raws]
        except KeyError:
            for raw in raws:
                if raw not in cache:
                    cache[raw] = -1 if (term := _analyze(raw)) is None else self._term_id(term)
            return [cache[raw] for raw in raws]

    def _term_id(self, term: str) -> int:
        term_id = self._term_ids.get(term)
        if term_id is None:
            term_id = self._term_ids[term] = len(self._df)
            self._rows.append(array("i"))
            self._tfs.append(array("f"))
            self._dls.append(array("f"))
            self._df.append(0)
        return term_id

    def remove(self, rows: Iterable[int]) -> None:
        """Take rows out of every statistic and score; removing a removed row does nothing.

        Raises:
            IndexError: a row that was never added.
        """
        for row in rows:
            row = int(row)
            if not 0 <= row < len(self._alive):
                raise IndexError(f"row {row} was never added (rows are 0..{len(self) - 1})")
            if not self._alive[row]:
                continue
            self._alive[row] = 0
            self._live -= 1
            self._live_terms -= int(self._lengths[row])
            for term_id in self._row_terms[self._row_starts[row] : self._row_starts[row + 1]]:
                self._df[term_id] -= 1
            self._dead += 1
        # Dead postings cost every query a little; drop them once they outnumber the live rows.
        if self._dead > max(1024, self._live):
            self._purge()

    def scores(self, query: str) -> np.ndarray:
        """The BM25 score of every row for ``query``: float64, length ``len(self)``.

        Rows without a query term, and removed rows, score 0; so does every row for an empty
        query or one of stop words only.
        """
        rows, weights, _ = self._contributions(query)
        return np.bincount(rows, weights=weights, minlength=len(self))

    def document_frequency(self, terms: Iterable[str]) -> dict[str, int]:
        """How many alive rows hold each of ``terms`` (index terms, as :func:`tokenize` makes
        them; an unknown term: 0)."""
        ids, df = self._term_ids, self._df
        return {t: df[ids[t]] if t in ids else 0 for t in terms}

    def rows_holding(self, terms: Iterable[str]) -> np.ndarray:
        """The live rows holding any of ``terms`` (index terms, as :func:`tokenize` makes them),
        ascending (int64): a posting-list union, no pass over every row."""
        ids = self._term_ids
        found = [np.frombuffer(self._rows[ids[t]], dtype=np.int32) for t in terms if t in ids]
        if not found:
            return np.zeros(0, dtype=np.int64)
        rows = np.unique(np.concatenate(found)).astype(np.int64)
        if self._dead:
            rows = rows[np.frombuffer(self._alive, dtype=np.uint8)[rows] > 0]
        return rows

    def matches(self, query: str) -> tuple[np.ndarray, np.ndarray]:
        """The rows scoring above 0 for ``query``, ascending (int64), and their scores: what
        ``scores(query)`` holds at those rows, bit for bit, without a pass over every row when
        the query has one term or few postings (a turn needs only the rows that match).
        """
        rows, weights, n_terms = self._contributions(query)
        if n_terms > 1 and rows.size * 32 >= len(self):  # many postings: sum into every row
            dense = np.bincount(rows, weights=weights, minlength=len(self))
            found = np.flatnonzero(dense > 0)
            return found, dense[found]
        if n_terms > 1:  # few: sum them after a sort (in posting order, as bincount does)
            rows, inverse = np.unique(rows, return_inverse=True)
            values = np.bincount(inverse, weights=weights)
        else:  # one term: its postings are ascending, one per row
            values = weights.astype(np.float64)
        keep = values > 0
        return rows[keep].astype(np.int64), values[keep]

    def top(
        self, query: str, k: int, mask: np.ndarray | None = None
    ) -> tuple[np.ndarray, np.ndarray]:
        """The ``k`` best rows for ``query``, best first, ties to the lower row.

        Args:
            query: any text.
            k: how many rows at most.
            mask: optional booleans, one per row (length ``len(self)``); only rows where it is
                True are returned.

        Returns:
            ``(rows, scores)``: int64 rows and their float64 scores, only rows scoring above 0.
        """
        if mask is not None and len(mask) != len(self):
            raise ValueError(f"mask has {len(mask)} entries; it needs one per row ({len(self)})")
        rows, weights, n_terms = self._contributions(query)
        if not rows.size or k <= 0:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float64)
        if n_terms > 1 and rows.size * 32 < len(self):  # few postings: sum them after a sort
            rows, inverse = np.unique(rows, return_inverse=True)
            weights, n_terms = np.bincount(inverse, weights=weights), 1
        elif n_terms > 1:  # many: sum into every row, then read each posting's row total
            weights = np.bincount(rows, weights=weights, minlength=len(self))[rows]
        if mask is not None:
            weights = weights * np.asarray(mask, dtype=bool)[rows]
        # A row repeats at most n_terms times, so the best k * n_terms postings hold the best k
        # rows; cutting there needs no pass over every row (nonzero() would cost the most).
        m = k * n_terms
        cut = np.partition(weights, rows.size - m)[rows.size - m] if rows.size > m else 0.0
        keep = weights >= cut if cut > 0 else weights > 0
        rows, weights = rows[keep], weights[keep]
        if n_terms > 1:
            rows, first = np.unique(rows, return_index=True)
            weights = weights[first]
        order = np.lexsort((rows, -weights))[:k]
        return rows[order].astype(np.int64), weights[order].astype(np.float64)

    def _contributions(self, query: str) -> tuple[np.ndarray, np.ndarray, int]:
        """Rows and BM25 term scores of the query terms' postings, and how many terms."""
        counts = Counter(self._term_ids[t] for t in tokenize(query) if t in self._term_ids)
        terms = [(term_id, n) for term_id, n in counts.items() if self._df[term_id] > 0]
        if not terms:
            return np.zeros(0, dtype=np.int32), np.zeros(0, dtype=np.float32), 0
        k1, b, n_docs = self.k1, self.b, self._live
        base, slope = k1 * (1 - b), k1 * b / self.avgdl
        all_rows, all_weights = [], []
        for term_id, n in terms:
            df = self._df[term_id]
            # A term repeated in the query counts each time, as in Lance.
            scale = n * math.log(1.0 + (n_docs - df + 0.5) / (df + 0.5)) * (k1 + 1)
            tf = np.frombuffer(self._tfs[term_id], dtype=np.float32)
            norm = np.frombuffer(self._dls[term_id], dtype=np.float32) * slope
            norm += tf
            norm += base
            all_weights.append(np.divide(tf, norm, out=norm))
            all_weights[-1] *= scale
            all_rows.append(np.frombuffer(self._rows[term_id], dtype=np.int32))
        rows = np.concatenate(all_rows) if len(all_rows) > 1 else all_rows[0].copy()
        weights = np.concatenate(all_weights) if len(all_weights) > 1 else all_weights[0]
        if self._dead:
            weights *= np.frombuffer(self._alive, dtype=np.uint8)[rows]
        return rows, weights, len(terms)

    def _purge(self) -> None:
        """Drop the postings of removed rows."""
        alive = np.frombuffer(self._alive, dtype=bool)
        for term_id, rows in enumerate(self._rows):
            keep = alive[np.frombuffer(rows, dtype=np.int32)]
            if not keep.all():
                for store in (self._rows, self._tfs, self._dls):
                    kept = np.frombuffer(store[term_id], dtype=np.uint32)[keep]
                    store[term_id] = array(store[term_id].typecode, kept.tobytes())
        del alive
        self._dead = 0
