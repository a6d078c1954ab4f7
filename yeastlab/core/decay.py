"""Decay models: how strongly a memory is still held, as a pure function of its history.

Every model is a vectorised function over numpy arrays::

    model(age_days, since_access_days, access_count) -> strength in [0, 1]

``age_days`` is time since the memory was created, ``since_access_days`` time since it was last
recalled (equal to its age if never recalled) and ``access_count`` how often it was recalled. A
model uses what it needs and ignores the rest. Every constant is a parameter; models are
registered by name so notebooks can compare them::

    strength("ai-yeast-phase2", age_days=[0, 14, 28])            # 1.0, 0.5, 0.25
    strength("memorybank", age_days=..., since_access_days=..., access_count=...)

No function here performs I/O or mutates its inputs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import numpy as np

from yeastlab.core.errors import ConfigError

__all__ = [
    "DecayModel",
    "REGISTRY",
    "get",
    "names",
    "strength",
    "relevance_weight",
    "half_life",
    "access_adaptive",
    "memorybank",
    "generative_agents",
    "hyperbolic",
    "floored",
]

ArrayLike = Any


def _arr(values: ArrayLike) -> np.ndarray:
    return np.asarray(values, dtype=np.float64)


def half_life(
    age_days: ArrayLike,
    since_access_days: ArrayLike = None,
    access_count: ArrayLike = None,
    *,
    half_life_days: float = 14.0,
) -> np.ndarray:
    """ai-yeast phase 2: ``0.5 ** (age / half_life)``."""
    age = np.maximum(_arr(age_days), 0.0)
    return np.power(0.5, age / half_life_days)


def access_adaptive(
    age_days: ArrayLike,
    since_access_days: ArrayLike = None,
    access_count: ArrayLike = None,
    *,
    half_life_days: float = 14.0,
) -> np.ndarray:
    """ai-yeast phase 5: effective age = age / max(1, access_count), then half-life decay."""
    age = np.maximum(_arr(age_days), 0.0)
    count = np.zeros_like(age) if access_count is None else _arr(access_count)
    effective = age / np.maximum(1.0, count)
    return np.power(0.5, effective / half_life_days)


def memorybank(
    age_days: ArrayLike,
    since_access_days: ArrayLike = None,
    access_count: ArrayLike = None,
    *,
    initial_strength: float = 1.0,
    strength_step: float = 1.0,
    time_unit_days: float = 1.0,
) -> np.ndarray:
    """MemoryBank / Ebbinghaus retention ``R = exp(-t / S)``.

    ``t`` is the time since the last recall (it resets at recall) in units of ``time_unit_days``,
    and ``S = initial_strength + strength_step * access_count`` grows with each recall. The
    published code computed ``exp(-t/5*S)`` — which is ``exp(-(t/5)*S)`` and makes memories
    *weaker* the more they are recalled; here ``t`` is divided by ``S`` as the paper states.
    """
    since = _arr(age_days) if since_access_days is None else _arr(since_access_days)
    since = np.maximum(since, 0.0)
    count = np.zeros_like(since) if access_count is None else _arr(access_count)
    stability = initial_strength + strength_step * np.maximum(count, 0.0)
    return np.exp(-(since / time_unit_days) / stability)


def generative_agents(
    age_days: ArrayLike,
    since_access_days: ArrayLike = None,
    access_count: ArrayLike = None,
    *,
    decay_per_hour: float = 0.995,
) -> np.ndarray:
    """Generative Agents recency: ``decay_per_hour ** hours since last access``."""
    since = _arr(age_days) if since_access_days is None else _arr(since_access_days)
    hours = np.maximum(since, 0.0) * 24.0
    return np.power(decay_per_hour, hours)


def hyperbolic(
    age_days: ArrayLike,
    since_access_days: ArrayLike = None,
    access_count: ArrayLike = None,
    *,
    rate_per_day: float = 0.01,
) -> np.ndarray:
    """Muninn hyperbolic recency: ``1 / (1 + rate * age_days)``."""
    age = np.maximum(_arr(age_days), 0.0)
    return 1.0 / (1.0 + rate_per_day * age)


def floored(strengths: ArrayLike, *, floor: float = 0.0, blend: float = 1.0) -> np.ndarray:
    """Keep decay from erasing recall: ``floor + (1 - floor) * (1 - blend + blend * s)``.

    With ``blend=1`` and ``floor=0`` the strength is unchanged; a floor of 0.3 means even a
    memory decayed to nothing keeps 30 % of its weight in ranking.
    """
    s = np.clip(_arr(strengths), 0.0, 1.0)
    mixed = (1.0 - blend) + blend * s
    return floor + (1.0 - floor) * mixed


DecayFunction = Callable[..., np.ndarray]


@dataclass(frozen=True)
class DecayModel:
    """A named decay function with its default parameters.

    Args:
        name: registry name.
        function: the vectorised function.
        params: default keyword parameters (overridable per call).
        description: one line for tables and plots.
    """

    name: str
    function: DecayFunction
    params: dict[str, float] = field(default_factory=dict)
    description: str = ""

    def __call__(
        self,
        age_days: ArrayLike,
        since_access_days: ArrayLike = None,
        access_count: ArrayLike = None,
        **overrides: float,
    ) -> np.ndarray:
        unknown = set(overrides) - set(self.params)
        if unknown:
            raise TypeError(
                f"decay model {self.name!r} has no parameter(s) {sorted(unknown)}; "
                f"it takes {sorted(self.params)}"
            )
        bound = partial(self.function, **{**self.params, **overrides})
        return bound(age_days, since_access_days, access_count)

    def with_params(self, **overrides: float) -> DecayModel:
        """Return a copy with different default parameters."""
        self(np.zeros(1), **overrides)  # validates the names
        return DecayModel(self.name, self.function, {**self.params, **overrides}, self.description)


REGISTRY: dict[str, DecayModel] = {
    model.name: model
    for model in (
        DecayModel(
            "ai-yeast-phase2",
            half_life,
            {"half_life_days": 14.0},
            "0.5^(age/half-life)",
        ),
        DecayModel(
            "ai-yeast-phase5",
            access_adaptive,
            {"half_life_days": 14.0},
            "0.5^((age/max(1,accesses))/half-life)",
        ),
        DecayModel(
            "memorybank",
            memorybank,
            {"initial_strength": 1.0, "strength_step": 1.0, "time_unit_days": 1.0},
            "exp(-t/S), S=1+recalls, t since last recall",
        ),
        DecayModel(
            "generative-agents",
            generative_agents,
            {"decay_per_hour": 0.995},
            "0.995^hours since access",
        ),
        DecayModel(
            "muninn",
            hyperbolic,
            {"rate_per_day": 0.01},
            "1/(1+0.01*days)",
        ),
    )
}


def names() -> list[str]:
    """Names of the registered decay models, in registry order."""
    return list(REGISTRY)


def get(name: str, **params: float) -> DecayModel:
    """Look up a decay model by name, optionally with different parameters.

    Raises:
        ConfigError: if no model has that name.
    """
    try:
        model = REGISTRY[name]
    except KeyError:
        raise ConfigError(
            f"No decay model named {name!r}. Choose one of: {', '.join(REGISTRY)}"
        ) from None
    return model.with_params(**params) if params else model


def strength(
    model: str | DecayModel,
    *,
    age_days: ArrayLike,
    since_access_days: ArrayLike = None,
    access_count: ArrayLike = None,
    **params: float,
) -> np.ndarray:
    """Strength of memories under a decay model.

    Args:
        model: a registry name or a :class:`DecayModel`.
        age_days: days since creation.
        since_access_days: days since last access (defaults to the age).
        access_count: recalls so far (defaults to 0).
        **params: overrides of the model's parameters (e.g. ``half_life_days=3``).

    Returns:
        Strengths in [0, 1], same shape as ``age_days``.
    """
    chosen = get(model) if isinstance(model, str) else model
    return chosen(age_days, since_access_days, access_count, **params)


def relevance_weight(strengths: ArrayLike, confidence: ArrayLike) -> np.ndarray:
    """ai-yeast's relevance weight: decay strength × confidence."""
    return _arr(strengths) * _arr(confidence)
