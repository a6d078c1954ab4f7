"""Model backends: the :class:`Backend` and :class:`Embedder` protocols and their implementations.

Choose one by spec with :func:`make_backend` (``offline``, ``ollama``, ``ollama://host:port``,
``ssh://user@host[:port]``, ``replay:file.jsonl``, ``record:file.jsonl+SPEC``). The network
ones (``ollama``, ``ssh``: httpx, paramiko) are imported on first use.
"""

from yeastlab.backends.base import Backend, Embedder, Message, normalize_rows
from yeastlab.backends.registry import BACKENDS, make_backend

__all__ = ["Backend", "Embedder", "Message", "normalize_rows", "make_backend", "BACKENDS"]
