"""Model backends: the :class:`Backend` and :class:`Embedder` protocols and their implementations."""

from yeastlab.backends.base import Backend, Embedder, Message, normalize_rows

__all__ = ["Backend", "Embedder", "Message", "normalize_rows"]
