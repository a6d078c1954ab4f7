"""The front door's work: what :class:`~yeastlab.agent.yeast.Yeast`'s notebook methods
(``memories``, ``search``, ``remember``, ``forget``, ``evolve``, ``set_tension``, ``forgotten``)
check and do, as plain functions over the parts they use. The methods' documentation is on
:class:`~yeastlab.agent.yeast.Yeast`."""

from __future__ import annotations

from dataclasses import asdict
from datetime import datetime
from typing import TYPE_CHECKING, Any

from yeastlab.cognition import secrets
from yeastlab.cognition.memory import MemorySystem
from yeastlab.cognition.retrieval import Retriever
from yeastlab.cognition.trust import entity_first
from yeastlab.core import selfmodel
from yeastlab.core.errors import ConfigError, StoreError
from yeastlab.core.records import (
    AFFECT_DIMS,
    TENSION_KEYS,
    TIERS,
    ForgetEvent,
    Hit,
    Memory,
    SelfModel,
)
from yeastlab.store import Store

if TYPE_CHECKING:  # for annotations only, so that `import yeastlab` stays light
    import pandas as pd

__all__ = [
    "evolve",
    "forget",
    "forgotten",
    "memories",
    "memory_fields",
    "remember",
    "resolve",
    "search",
    "set_tension",
    "tier_checked",
]

#: The columns :meth:`Yeast.memories` puts first (the rest follow in the record's order).
_MEMORY_COLUMNS = (
    "id",
    "tier",
    "kind",
    "text",
    "strength",
    "relevance",
    "access_count",
    "created_at",
)
_UNIT_FIELDS = ("confidence", "saliency", "importance")
_REMEMBER_FIELDS = (
    "kind",
    *_UNIT_FIELDS,
    "priority",
    "affect",
    "tags",
    "refs",
    "meta",
    "valid_from",
    "created_at",
    "session_id",
    "turn_id",
)


def memories(
    memory: MemorySystem, store: Store, tier: str | None, *, vectors: bool
) -> pd.DataFrame:
    """:meth:`Yeast.memories`: the alive memories, the leading columns first."""
    frame = memory.frame(tier_checked(tier))
    first = [c for c in _MEMORY_COLUMNS if c in frame.columns]
    frame = frame[first + [c for c in frame.columns if c not in first]]
    if vectors:
        found = {m.id: m.vector for m in store.memories(tier, with_vectors=True)}
        frame["vector"] = [found.get(i) for i in frame["id"]]
    return frame


def search(retriever: Retriever, query: str, k: int, tier: str | None) -> list[Hit]:
    """:meth:`Yeast.search`: rank memories without any side effect."""
    if k < 1:
        raise ConfigError(f"search() needs k >= 1, got {k}")
    tiers = TIERS if tier is None else (tier_checked(tier),)
    # Memories only: chunk retrieval would write the RAG query log.
    hits = retriever.retrieve(query, k=k, tiers=tiers, include_chunks=False)
    return entity_first(query, hits)  # "Sara" before "Sarah"


def remember(
    memory: MemorySystem,
    text: str,
    tier: str,
    session_id: str,
    fields: dict[str, Any],
    *,
    keep_secrets: bool = False,
) -> Memory:
    """:meth:`Yeast.remember`: store one memory checked, in ``session_id`` unless given.

    The text is screened as a turn's memories are (:func:`yeastlab.cognition.secrets.screened`):
    credentials are redacted (``[redacted: password]``) unless ``keep_secrets``, and personal
    identifiers and kept credentials mark the memory's tags (``pii:ssn``, ``secret:password``),
    so a notebook cannot store what a conversation would not.
    """
    if not text or not text.strip():
        raise ConfigError("remember() needs some text")
    checked = memory_fields(fields)
    checked.setdefault("session_id", session_id)
    found = secrets.scan(text, keep_secrets=keep_secrets)
    if found.findings:
        text = found.redacted
        checked["tags"] = tuple(dict.fromkeys((*checked.get("tags", ()), *found.tags)))
    return memory.remember(text, tier_checked(tier), **checked)


def forget(store: Store, id_or_prefix: str, reason: str) -> ForgetEvent:
    """:meth:`Yeast.forget`: forget the one alive memory ``id_or_prefix`` names."""
    if not reason or not reason.strip():
        raise ConfigError("forget() needs a reason, e.g. reason='wrong fact'")
    memory = resolve(store, id_or_prefix)
    (event,) = store.forget([memory.id], reason=reason)
    return event


def resolve(store: Store, id_or_prefix: str) -> Memory:
    """The one alive memory whose id starts with ``id_or_prefix``.

    Raises:
        StoreError: if none or several match (naming them and where ids are listed).
    """
    prefix = id_or_prefix.strip().lower()
    if not prefix:
        raise StoreError("give a memory id or a prefix of one; ids are in yeast.memories()")
    found = [m for m in store.memories() if m.id.startswith(prefix)]
    if len(found) == 1:
        return found[0]
    if found:
        listed = "; ".join(f"{m.id[:12]} ({m.tier}) {_short(m.text)!r}" for m in found[:5])
        more = f" and {len(found) - 5} more" if len(found) > 5 else ""
        raise StoreError(
            f"{prefix!r} matches {len(found)} alive memories: {listed}{more}; "
            "give more characters of the id"
        )
    raise StoreError(
        f"no alive memory id starts with {prefix!r} (forgotten ones are in "
        "yeast.forgotten()); ids are in yeast.memories()"
    )


def evolve(store: Store, reason: str, changes: dict[str, Any]) -> SelfModel:
    """:meth:`Yeast.evolve`: a new self-model version with ``changes``."""
    if not reason or not reason.strip():
        raise ConfigError("evolve() needs a reason, e.g. evolve('add a drive', drives=...)")
    if not changes:
        raise ConfigError("evolve() needs at least one change, e.g. identity='...'")
    changed = selfmodel.evolve(store.self_model(), **changes)
    return store.append_self_model(changed, reason=reason)


def set_tension(store: Store, values: dict[str, float]) -> SelfModel:
    """:meth:`Yeast.set_tension`: a new self-model version with these tension values."""
    unknown = sorted(set(values) - set(TENSION_KEYS))
    if unknown or not values:
        raise ConfigError(f"unknown tension key(s) {unknown}; known: {', '.join(TENSION_KEYS)}")
    changed = selfmodel.evolve(store.self_model(), **values)
    reason = "set_tension " + ", ".join(f"{k}={float(v):g}" for k, v in values.items())
    return store.append_self_model(changed, reason=reason)


def forgotten(store: Store, since: datetime | None) -> pd.DataFrame:
    """:meth:`Yeast.forgotten`: the forgetting log as a DataFrame."""
    import pandas as pd

    return pd.DataFrame(
        [asdict(e) for e in store.forgetting(since)],
        columns=["memory_id", "created_at", "tier", "summary", "reason", "into"],
    )


def tier_checked(tier: str | None) -> str | None:
    """``tier`` itself if it names a tier (or is ``None``)."""
    if tier is not None and tier not in TIERS:
        raise ConfigError(f"unknown tier {tier!r}; tiers are {', '.join(TIERS)}")
    return tier


def memory_fields(fields: dict[str, Any]) -> dict[str, Any]:
    """The fields :meth:`Yeast.remember` accepts, checked and normalised (tuples, floats)."""
    unknown = sorted(set(fields) - set(_REMEMBER_FIELDS))
    if unknown:
        raise ConfigError(
            f"remember() cannot set {unknown}; it accepts {', '.join(_REMEMBER_FIELDS)}"
        )
    out = dict(fields)
    if "kind" in out and not isinstance(out["kind"], str):
        raise ConfigError(f"kind must be text, got {type(out['kind']).__name__}")
    for name in _UNIT_FIELDS:
        if name in out:
            out[name] = _float(out[name], name)
            if not 0.0 <= out[name] <= 1.0:
                raise ConfigError(f"{name} must be within [0, 1], got {out[name]:g}")
    if "priority" in out and out["priority"] not in (-1, 0, 1, 2):
        raise ConfigError(f"priority must be -1, 0, 1 or 2, got {out['priority']!r}")
    if "affect" in out:
        if isinstance(out["affect"], str | bytes) or not hasattr(out["affect"], "__iter__"):
            raise ConfigError(f"affect needs {len(AFFECT_DIMS)} numbers: {', '.join(AFFECT_DIMS)}")
        out["affect"] = tuple(_float(v, "affect") for v in out["affect"])
        if len(out["affect"]) != len(AFFECT_DIMS):
            raise ConfigError(f"affect needs {len(AFFECT_DIMS)} values: {', '.join(AFFECT_DIMS)}")
    for name in ("tags", "refs"):
        if name in out:
            value = out[name]
            if not isinstance(value, str | list | tuple | set | frozenset):
                raise ConfigError(f"{name} must be a text or a list of texts")
            out[name] = (value,) if isinstance(value, str) else tuple(str(v) for v in value)
    for name in ("created_at", "valid_from"):
        if name in out and not isinstance(out[name], datetime):
            raise ConfigError(f"{name} must be a datetime, got {type(out[name]).__name__}")
    if "meta" in out and not isinstance(out["meta"], dict):
        raise ConfigError(f"meta must be a dict, got {type(out['meta']).__name__}")
    return out


def _float(value: Any, name: str) -> float:
    """``value`` as a finite float, else ConfigError naming the field."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ConfigError(f"{name} must be a number, got {type(value).__name__}")
    try:
        number = float(value)
    except OverflowError:
        raise ConfigError(f"{name} must be a finite number, got {value}") from None
    if number != number or number in (float("inf"), float("-inf")):
        raise ConfigError(f"{name} must be a finite number, got {value}")
    return number


def _short(text: str, width: int = 40) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"
