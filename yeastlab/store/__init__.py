"""One yeast's LanceDB database: the :class:`Store` façade over its parts (database and commit
rounds, memories, search, self-model versions, dialogue log, documents, lifecycle), the
write-behind and the in-process index."""

from yeastlab.store.facade import Store
from yeastlab.store.results import CandidateSet, ChunkMatch, HybridMatch, MemoryMatch

__all__ = ["CandidateSet", "ChunkMatch", "HybridMatch", "MemoryMatch", "Store"]
