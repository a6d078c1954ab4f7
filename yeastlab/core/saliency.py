"""Saliency: how much an exchange, or a realization drawn from it, is worth remembering.

The model scores an exchange's saliency in its reply (:mod:`yeastlab.core.thinking`); these pure
functions give the score when it does not (:func:`heuristic_saliency`) and derive a
realization's from the exchange's and the depth of thinking that reached it
(:func:`realization_saliency`). No I/O.
"""

from __future__ import annotations

import re

from yeastlab.core.text import EMOTION_WORDS

__all__ = ["heuristic_saliency", "realization_saliency"]


def realization_saliency(saliency: float, depth: int) -> float:
    """Saliency of a realization at thinking ``depth``: ``min(s·0.9·(0.7+min(d/3,1)·0.3), 1)``."""
    return min(saliency * 0.9 * (0.7 + min(depth / 3, 1.0) * 0.3), 1.0)


_SALIENCY_WORDS = re.compile(r"[a-z']+")
_REMEMBER_CUE = re.compile(
    r"\b(remember|don't forget|do not forget|keep in mind|note that)\b", re.I
)


def heuristic_saliency(text: str, novelty: float | None = None) -> float:
    """Saliency when the model gives none: ``0.5`` adjusted by three documented signals.

    ``0.5 + 0.3·(novelty − 0.5) + 0.2·emotion + 0.3·remember``, clamped to [0, 1], where
    *novelty* is 1 − the best cosine similarity to an existing memory (``None``: no signal),
    *emotion* is the share of emotional words (:data:`yeastlab.core.text.EMOTION_WORDS`, the
    words of strong feeling the emotion lexicon names) and exclamation marks (saturating at 3) and
    *remember* is 1 when the user explicitly asks to remember ("remember …", "keep in mind").

    Args:
        text: the user's message.
        novelty: how new the message is to the yeast, 0–1, or ``None``.
    """
    words = _SALIENCY_WORDS.findall(text.lower())
    hits = sum(w in EMOTION_WORDS for w in words) + min(text.count("!"), 2)
    emotion = min(hits / 3, 1.0)
    remember = 1.0 if _REMEMBER_CUE.search(text) else 0.0
    value = 0.5 + 0.2 * emotion + 0.3 * remember
    if novelty is not None:
        value += 0.3 * (min(max(novelty, 0.0), 1.0) - 0.5)
    return round(min(max(value, 0.0), 1.0), 4)
