"""The two narrow interfaces every model sits behind: :class:`Backend` and :class:`Embedder`.

A backend answers chat requests; an embedder turns texts into unit vectors. Everything above this
layer (the agent, gates, consolidation, retrieval) talks only to these protocols, so a test can
pass the offline backend and the hashing embedder, and an analysis can swap in Ollama, Ollama
over SSH, or a replay file without a line of its code changing.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

import numpy as np

from yeastlab.core.records import Reply, StreamChunk

__all__ = ["Message", "Backend", "Embedder", "KnownQuery", "Prompt", "normalize_rows"]

#: A chat message in Ollama's shape: ``{"role": "system"|"user"|"assistant", "content": str}``.
Message = Mapping[str, str]


@dataclass(frozen=True)
class KnownQuery:
    """A text its caller embedded as a search query: the text, the embedder's name, the vector.

    Why: a turn embeds its message once, to retrieve, and passes this on (to the store's
    searches, to the offline stand-in answering by meaning) so that nothing embeds the same
    text again. The embedder is kept by name, as a store keeps it: an embedder of the same
    name gives the same vector.
    """

    text: str
    embedder: str
    vector: np.ndarray = field(repr=False)

    @classmethod
    def of(cls, text: str, vector: np.ndarray, embedder: Embedder) -> KnownQuery:
        """The query ``text`` whose vector ``embedder`` gave."""
        return cls(text, str(embedder.name), np.asarray(vector, dtype=np.float32).reshape(-1))

    def vector_for(self, text: str, embedder: Embedder) -> np.ndarray | None:
        """A copy of the vector when ``text`` is this query's text and ``embedder`` has this
        query's embedder's name (and dimension); ``None`` otherwise: embed it afresh."""
        if text != self.text or str(getattr(embedder, "name", "")) != self.embedder:
            return None
        if self.vector.shape[0] != getattr(embedder, "dim", self.vector.shape[0]):
            return None
        return self.vector.copy()


class Prompt(list):  # type: ignore[type-arg]
    """A prompt's messages (a list, as every backend takes them) that also carries what its
    caller already computed: ``query``, the turn's query vector of the user's message.

    Why: the offline stand-in embeds the question to answer by meaning, and the turn had
    embedded the same text a moment before to retrieve. A backend that sends the messages on
    (Ollama, SSH, a replay file) sends the list alone (``[dict(m) for m in messages]``) and
    never sees ``query``, so the :class:`Backend` interface does not change; a copy of the list
    (``messages + [...]``) is a plain list, and the vector is simply not used.
    """

    def __init__(self, messages: Sequence[Message] = (), *, query: KnownQuery | None = None):
        super().__init__(messages)
        self.query = query


@runtime_checkable
class Backend(Protocol):
    """A stateless chat model.

    Attributes:
        name: the spec string that recreates it (``offline``, ``ollama://127.0.0.1:11434``, …).
        model: the model's name (``mistral:7b``; ``offline-extractive`` for the offline backend).
        is_language_model: ``False`` for the offline stand-in, so callers that need judgement
            (gates, consolidation) use their documented heuristics instead.
    """

    name: str
    model: str
    is_language_model: bool

    def chat(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Reply:
        """Answer one conversation.

        Args:
            messages: the conversation so far, oldest first.
            format: ``"json"`` or a JSON schema the reply must follow.
            options: model options (temperature, top_p, num_ctx, seed, …).

        Returns:
            The :class:`Reply`.

        Raises:
            BackendError: a subclass saying what went wrong and what to do.
        """
        ...

    def stream(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Iterator[StreamChunk]:
        """Like :meth:`chat`, yielding text as it arrives; the last chunk carries the Reply."""
        ...

    def close(self) -> None:
        """Release connections (idempotent)."""
        ...


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised float32 vectors.

    Attributes:
        name: identifies the model; a store refuses to open with another embedder's name.
        dim: vector dimension.
    """

    name: str
    dim: int

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Embed a batch of texts.

        Args:
            texts: the texts (may be empty).

        Returns:
            An array of shape ``(len(texts), dim)``, dtype float32, rows of unit length.
        """
        ...


def normalize_rows(matrix: np.ndarray) -> np.ndarray:
    """Scale each row to unit length (zero rows stay zero); returns float32."""
    matrix = np.asarray(matrix, dtype=np.float32)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return (matrix / np.where(norms == 0, 1.0, norms)).astype(np.float32)
