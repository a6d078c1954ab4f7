"""Affect: a 5-D vector (valence, arousal, fear, sorrow, boredom) per interaction.

With a language model the vector comes from the model through a JSON schema
(:data:`AFFECT_SCHEMA`). Offline — and as the repair when a model's reply cannot be parsed even
after a retry — it comes from :data:`LEXICON`, a small hand-built word lexicon:

* each lexicon word (:data:`yeastlab.core.text.EMOTIONS`, the package's one emotion lexicon)
  carries partial affect values; a text's affect is, per dimension, the
  strongest value among its words (valence: the signed mean of its affect words), so one strong
  word is not diluted by twenty neutral ones;
* **negation**: a word preceded within three tokens by a negation (``not``, ``no``, ``never``,
  ``nothing``, ``without``, ``hardly``, a ``n't`` contraction…; see
  :data:`yeastlab.core.text.NEGATIONS`) has its valence flipped and halved and its other
  dimensions scaled by 0.3 ("not scared" is mildly positive and barely fearful);
* **intensifiers** (``very``, ``so``, ``really``, ``extremely``, ``terribly``, …) scale the next
  affect word by 1.5; everything is clipped to its range (valence −1..1, the rest 0..1).

Intensity is ``max(|valence|, arousal, fear, sorrow)``: boredom is a flat state, never an intense
one. The offline metaphor (:func:`metaphor`) is a deterministic template: the dominant affect picks
an animal or weather image, the text's "my …" phrase (or its last content word) is what the image
acts on — "Father criticizes my work" → "A rooster struts in, pecking at my work".
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

import numpy as np

from yeastlab.cognition.prompting import ask_json as ask
from yeastlab.core.errors import BadModelOutput
from yeastlab.core.records import AFFECT_DIMS
from yeastlab.core.text import EMOTIONS, STOP_WORDS, is_negation, words

__all__ = [
    "AFFECT_SCHEMA",
    "METAPHOR_SCHEMA",
    "LEXICON",
    "lexicon_affect",
    "intensity",
    "similarity",
    "dominant",
    "metaphor",
    "model_affect",
    "model_metaphor",
    "ask_json",
]

#: word → (valence, arousal, fear, sorrow, boredom); ``None`` = silent on that dimension. The
#: package's one emotion lexicon, :data:`yeastlab.core.text.EMOTIONS`.
LEXICON: dict[str, tuple[float | None, ...]] = EMOTIONS

_INTENSIFIERS = {"very", "so", "really", "extremely", "terribly", "incredibly", "too", "deeply"}
_NEGATION_WINDOW = 3

AFFECT_SCHEMA: dict = {
    "type": "object",
    "properties": {
        "valence": {"type": "number", "minimum": -1, "maximum": 1},
        "arousal": {"type": "number", "minimum": 0, "maximum": 1},
        "fear": {"type": "number", "minimum": 0, "maximum": 1},
        "sorrow": {"type": "number", "minimum": 0, "maximum": 1},
        "boredom": {"type": "number", "minimum": 0, "maximum": 1},
    },
    "required": list(AFFECT_DIMS),
}
METAPHOR_SCHEMA: dict = {
    "type": "object",
    "properties": {"metaphor": {"type": "string"}},
    "required": ["metaphor"],
}


def _tokens(text: str) -> list[str]:
    return words(text)


def lexicon_affect(text: str) -> tuple[float, ...]:
    """The affect of ``text`` from :data:`LEXICON` with negation and intensifiers.

    Returns:
        ``(valence, arousal, fear, sorrow, boredom)``; all zeros when no affect word occurs.
    """
    tokens = _tokens(text)
    valences: list[float] = []
    peaks = [0.0, 0.0, 0.0, 0.0]
    for i, token in enumerate(tokens):
        values = LEXICON.get(token)
        if values is None:
            continue
        before = tokens[max(0, i - _NEGATION_WINDOW) : i]
        negated = any(is_negation(w) for w in before)
        boost = 1.5 if i > 0 and tokens[i - 1] in _INTENSIFIERS else 1.0
        valence, *rest = values
        if valence is not None:
            valences.append((-0.5 * valence if negated else valence) * boost)
        for d, value in enumerate(rest):
            if value is not None:
                peaks[d] = max(peaks[d], value * (0.3 if negated else 1.0) * boost)
    valence = float(np.clip(np.mean(valences), -1.0, 1.0)) if valences else 0.0
    return (round(valence, 4), *(round(float(min(p, 1.0)), 4) for p in peaks))


def intensity(affect: Sequence[float]) -> float:
    """``max(|valence|, arousal, fear, sorrow)`` — how strongly felt, 0–1 (boredom excluded)."""
    valence, arousal, fear, sorrow, _ = (float(x) for x in affect)
    return float(min(1.0, max(abs(valence), arousal, fear, sorrow)))


def similarity(a: Sequence[float], b: Sequence[float] | np.ndarray) -> np.ndarray | float:
    """Cosine similarity of affect vectors; 0 when either is neutral (all zeros).

    ``b`` may be one vector or an (n, 5) array, giving an array of n similarities.
    """
    va = np.asarray(a, dtype=np.float64)
    vb = np.asarray(b, dtype=np.float64)
    na = np.linalg.norm(va)
    nb = np.linalg.norm(vb, axis=-1)
    denom = na * nb
    sims = np.divide(vb @ va, denom, out=np.zeros_like(denom, dtype=np.float64), where=denom > 0)
    return float(sims) if np.ndim(sims) == 0 else sims


def dominant(affect: Sequence[float]) -> str:
    """The dominant affect: joy, excitement, distress, fear, sorrow, boredom or neutral."""
    valence, arousal, fear, sorrow, boredom = (float(x) for x in affect)
    candidates = {
        "fear": fear,
        "sorrow": sorrow,
        "boredom": boredom * 0.9,
        "distress": -valence if valence < 0 else 0.0,
        "excitement": arousal if valence > 0 and arousal > valence else 0.0,
        "joy": valence if valence > 0 else 0.0,
    }
    name, value = max(candidates.items(), key=lambda kv: kv[1])
    return name if value >= 0.2 else "neutral"


_IMAGES: dict[str, tuple[str, ...]] = {
    "distress": ("A rooster struts in, pecking at {thing}", "Hail rattles against {thing}"),
    "fear": ("A storm gathers over {thing}", "A hare freezes under a hawk's shadow near {thing}"),
    "sorrow": ("Rain falls steadily on {thing}", "A grey heron stands alone beside {thing}"),
    "joy": ("Sunlight breaks through onto {thing}", "A lark rises singing over {thing}"),
    "excitement": ("Wind races through {thing}", "A colt gallops circles around {thing}"),
    "boredom": ("Fog settles, flat and grey, over {thing}", "A tortoise dozes beside {thing}"),
    "neutral": ("A pebble lies still beside {thing}",),
}
# Not what a metaphor acts on: function words, and words of feeling or of time.
_TIME_AND_FEELING = {"feel", "felt", "really", "still", "yet", "now", "today", "tomorrow"}
_NOT_A_THING = STOP_WORDS | _TIME_AND_FEELING | {"yesterday"}


def _thing(text: str) -> str:
    words = text.lower().split()
    cleaned = [re.sub(r"[^a-z']", "", w) for w in words]
    for i, word in enumerate(cleaned):
        if word == "my" and i + 1 < len(cleaned) and cleaned[i + 1]:
            return f"my {cleaned[i + 1]}"
    content = [w for w in cleaned if w and w not in _NOT_A_THING and not is_negation(w)]
    plain = [w for w in content if w not in LEXICON] or content
    return f"the {plain[-1]}" if plain else "the quiet"


def metaphor(text: str, affect: Sequence[float]) -> str:
    """The offline symbolic metaphor: an image chosen by the dominant affect, acting on the text.

    Deterministic: the same text and affect always give the same metaphor.
    """
    images = _IMAGES[dominant(affect)]
    pick = int.from_bytes(hashlib.blake2b(text.encode(), digest_size=4).digest(), "little")
    return images[pick % len(images)].format(thing=_thing(text))


def ask_json(backend, prompt: str, schema: dict) -> dict:
    """Ask a language model for JSON matching ``schema`` (one retry with the parse error).

    A thin wrapper over :func:`yeastlab.cognition.prompting.ask_json` for one-message requests.

    Raises:
        BadModelOutput: if the reply is still unusable; its message quotes the raw reply, so
            callers that fall back to a deterministic path can record what the model said.
    """
    answer = ask(backend, [{"role": "user", "content": prompt}], schema, options={"temperature": 0})
    if answer.error or not isinstance(answer.value, dict):
        raw = answer.raw[-1] if answer.raw else ""
        raise BadModelOutput(f"{answer.error or 'not a JSON object'}; raw reply {raw[:200]!r}")
    return answer.value


def model_affect(backend, text: str) -> tuple[tuple[float, ...], str]:
    """Affect from the model, or from the lexicon offline / when the model's JSON is unusable.

    Returns:
        ``(affect, source)`` where source is ``"model"``, ``"lexicon"`` or
        ``"lexicon (model output unusable: …)"`` — the repair is recorded, never silent.
    """
    if backend is None or not getattr(backend, "is_language_model", False):
        return lexicon_affect(text), "lexicon"
    prompt = (
        "Rate the affect of this message. valence -1..1; arousal, fear, sorrow, boredom 0..1.\n"
        f"Message: {text}"
    )
    try:
        data = ask_json(backend, prompt, AFFECT_SCHEMA)
        lows = {"valence": -1.0}
        values = tuple(float(np.clip(float(data[d]), lows.get(d, 0.0), 1.0)) for d in AFFECT_DIMS)
        return values, "model"
    except (BadModelOutput, TypeError, ValueError) as exc:
        return lexicon_affect(text), f"lexicon (model output unusable: {exc})"


def model_metaphor(backend, text: str, affect: Sequence[float]) -> tuple[str, str]:
    """A metaphor for a high-affect event from the model, or the offline template.

    Returns:
        ``(metaphor, source)`` as in :func:`model_affect`.
    """
    if backend is None or not getattr(backend, "is_language_model", False):
        return metaphor(text, affect), "template"
    prompt = (
        "Write one short symbolic image (an animal or the weather acting on something) that "
        f"captures how this event felt ({dominant(affect)}). Event: {text}"
    )
    try:
        data = ask_json(backend, prompt, METAPHOR_SCHEMA)
        if str(data["metaphor"]).strip():
            return str(data["metaphor"]).strip(), "model"
        raise BadModelOutput("empty metaphor")
    except BadModelOutput as exc:
        return metaphor(text, affect), f"template (model output unusable: {exc})"
