"""One yeast's LanceDB database: the :class:`Store` façade over its tables, the write-behind and
the in-process index."""

from yeastlab.store.facade import Store

__all__ = ["Store"]
