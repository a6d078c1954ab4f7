"""Cognition: memory policy, retrieval, gates, prompting, consolidation, audit, RAG. Uses the store
and backends it is given."""
