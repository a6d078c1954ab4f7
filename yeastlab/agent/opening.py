"""Opening a yeast: where it lives, its embedder, its store and its backend, from arguments or
settings (:func:`open_parts`), and the parts its profile makes over them (:func:`assemble`).
:func:`yeastlab.agent.yeast.open` builds the :class:`~yeastlab.agent.yeast.Yeast` on these."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from yeastlab.agent.bounded import bounded
from yeastlab.backends import Backend, Embedder, make_backend
from yeastlab.backends.embedders import make_embedder
from yeastlab.cognition import long_message
from yeastlab.cognition.context import Mind
from yeastlab.cognition.memory import MemorySystem
from yeastlab.cognition.retrieval import Retriever
from yeastlab.core.clock import Clock
from yeastlab.core.config import Settings
from yeastlab.profiles import registry as profiles
from yeastlab.store import Store

__all__ = ["Parts", "assemble", "backend_from", "open_parts"]


def backend_from(spec: str | Backend | None, settings: Settings, clock: Clock) -> Backend:
    """The backend ``spec`` names (a spec string or ``None`` for the settings'), or ``spec``
    itself if it is already a backend object."""
    if spec is not None and not isinstance(spec, str):
        return spec
    return make_backend(spec, settings=settings, clock=clock)


def open_parts(
    path: str | Path | None,
    *,
    backend: str | Backend | None,
    embedder: str | Embedder | None,
    clock: Clock,
    settings: Settings,
) -> tuple[Store, Backend]:
    """Open the store at ``path`` (default ``settings.home``) and make the backend.

    Args:
        path: the yeast's directory, or ``None`` for ``settings.home``.
        backend: a backend spec, a Backend object, or ``None`` for ``settings.backend_spec``.
        embedder: an embedder name or object, or ``None`` for ``settings.embedder``.
        clock: the clock.
        settings: the settings.

    Returns:
        The open store and the backend. If the backend cannot be made, the store is closed
        before the error propagates.
    """
    where = Path(path) if path is not None else Path(settings.home)
    chosen = make_embedder(
        embedder if embedder is not None else settings.embedder,
        ollama_host=settings.ollama_host,  # ollama:<model> on the configured server
    )
    store = Store.open(
        where,
        embedder=chosen,
        clock=clock,
        durability=settings.durability,
        lock_timeout=settings.lock_timeout,
    )
    try:
        # a long message's document left without its chunks by a process that ended first
        long_message.complete(store, chunk_size=settings.chunk_size, overlap=settings.chunk_overlap)
        model = backend_from(backend, settings, clock)
        if backend is None or isinstance(backend, str):
            # the offline stand-in made here chooses answers by meaning with the yeast's
            # embedder (a backend object passed in is used as it was given)
            attach = getattr(model, "use_embedder", None)
            if callable(attach):
                attach(chosen)
    except BaseException:
        store.close()
        raise
    return store, model


@dataclass(frozen=True)
class Parts:
    """What a yeast's profile makes over its store and backend.

    Attributes:
        profile: the memory profile.
        memory: the memory system, with the profile's policy (tier caps, decay).
        mind: what cognition and the profile's hooks use of the yeast (never the yeast itself).
        retriever: the retriever, with the profile's ranking.
    """

    profile: profiles.Profile
    memory: MemorySystem
    mind: Mind
    retriever: Retriever


def assemble(
    store: Store, backend: Backend, *, settings: Settings, profile: str | profiles.Profile
) -> Parts:
    """The parts of a yeast over ``store`` and ``backend``.

    Args:
        store: the yeast's store (its embedder and clock are the yeast's).
        backend: the model.
        settings: the settings.
        profile: a profile name or object.

    Returns:
        The profile, memory system, mind and retriever.
    """
    chosen = profiles.get(profile)
    backend = bounded(backend, settings)  # every model call capped per kind
    memory = MemorySystem(store, policy=chosen.policy(settings), clock=store.clock)
    mind = Mind(
        store=store,
        backend=backend,
        embedder=store.embedder,
        clock=store.clock,
        settings=settings,
        memory=memory,
        consolidation=chosen.consolidation,
    )
    retriever = Retriever(
        store,
        ranking=chosen.ranking,
        clock=store.clock,
        chunk_k=settings.rag_top_k,
        chunk_threshold=settings.rag_threshold,
        log_queries=True,
    )
    return Parts(profile=chosen, memory=memory, mind=mind, retriever=retriever)
