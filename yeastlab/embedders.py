"""Embedders: a deterministic hashing embedder for tests, and the registry by name.

The hashing embedder is not a language model: it hashes word unigrams and bigrams into a fixed
number of buckets (signed, so collisions cancel on average) and normalises. Texts that share words
get similar vectors, which is all tests need, and it gives the same vector on every machine.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

import numpy as np

from yeastlab.backends.base import Embedder, normalize_rows
from yeastlab.errors import ConfigError

__all__ = ["HashingEmbedder", "make_embedder", "EMBEDDERS"]

_WORD = re.compile(r"[a-z0-9']+")


class HashingEmbedder:
    """Feature-hashing bag of words and bigrams.

    Args:
        dim: number of buckets (vector dimension).
    """

    def __init__(self, dim: int = 256):
        self.dim = dim
        self.name = f"hashing-{dim}"

    def _features(self, text: str) -> list[str]:
        words = _WORD.findall(text.lower())
        return words + [f"{a} {b}" for a, b in zip(words, words[1:], strict=False)]

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for feature in self._features(text):
                digest = hashlib.blake2b(feature.encode(), digest_size=8).digest()
                value = int.from_bytes(digest, "little")
                out[row, value % self.dim] += 1.0 if (value >> 63) & 1 else -1.0
        return normalize_rows(out)

    def __repr__(self) -> str:
        return f"HashingEmbedder(dim={self.dim})"


def _hashing(spec: str) -> Embedder:
    _, _, dim = spec.partition("-")
    return HashingEmbedder(int(dim) if dim else 256)


#: Embedder factories by name prefix; ``make_embedder`` picks the longest matching prefix.
EMBEDDERS = {"hashing": _hashing}


def make_embedder(spec: str | Embedder) -> Embedder:
    """Build an embedder from its name (``hashing``, ``hashing-384``, …) or pass one through.

    Raises:
        ConfigError: if no embedder has that name.
    """
    if not isinstance(spec, str):
        return spec
    for prefix in sorted(EMBEDDERS, key=len, reverse=True):
        if spec == prefix or spec.startswith(prefix + "-") or spec.startswith(prefix + ":"):
            return EMBEDDERS[prefix](spec)
    raise ConfigError(f"No embedder named {spec!r}. Choose one of: {', '.join(EMBEDDERS)}")
