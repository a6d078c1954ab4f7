"""One exception tree for yeastlab.

Every error yeastlab raises is a :class:`YeastlabError`. Errors from libraries (httpx, ollama,
paramiko, lancedb, pypdf, json) are mapped once, at the boundary that calls them, with
``raise ... from exc``, so callers never need to know which library sits underneath. Every message
says what to do next.

::

    YeastlabError
    ├── BackendError                 talking to a model failed
    │   ├── BackendUnavailable       server down / unreachable (start it, or pick another backend)
    │   ├── BackendTimeout           the model did not answer in time
    │   ├── ModelNotFound            the model is not pulled on the server (`ollama pull <model>`)
    │   ├── BadModelOutput           the reply could not be parsed even after a retry
    │   └── ReplayMiss               a replay file has no recording for this request
    ├── SSHError                     the SSH transport failed (transient failures are retried)
    │   ├── HostKeyMismatch          the host key is unknown or changed (never retried)
    │   └── AuthFailed               the server refused our key (never retried)
    ├── StoreError                   the LanceDB store of a yeast
    │   ├── SchemaMismatch           the database was written by a newer schema
    │   └── EmbedderMismatch         the database was built with another embedder
    ├── IngestError                  one document could not be ingested
    ├── ConsolidationError           a consolidation pass could not run (too few memories, …)
    └── ConfigError                  a setting, spec string or argument is invalid
        └── InputError               a text or record given is not valid input (unencodable
                                     code points, too long, a bad file, an out-of-range field)
"""

from __future__ import annotations

__all__ = [
    "YeastlabError",
    "BackendError",
    "BackendUnavailable",
    "BackendTimeout",
    "ModelNotFound",
    "BadModelOutput",
    "ReplayMiss",
    "SSHError",
    "HostKeyMismatch",
    "AuthFailed",
    "StoreError",
    "SchemaMismatch",
    "EmbedderMismatch",
    "IngestError",
    "ConsolidationError",
    "ConfigError",
    "InputError",
]


class YeastlabError(Exception):
    """Base of every error yeastlab raises."""


class BackendError(YeastlabError):
    """Talking to a language model failed."""


class BackendUnavailable(BackendError):
    """The model server cannot be reached."""


class BackendTimeout(BackendError):
    """The model server did not answer within the timeout."""


class ModelNotFound(BackendError):
    """The requested model is not available on the server."""


class BadModelOutput(BackendError):
    """The model's reply could not be parsed, even after a retry."""


class ReplayMiss(BackendError):
    """A replay file holds no recording for the request that was made."""


class SSHError(YeastlabError):
    """The SSH transport to a remote host failed."""


class HostKeyMismatch(SSHError):
    """The remote host's key is unknown or differs from known_hosts."""


class AuthFailed(SSHError):
    """The remote host refused authentication."""


class StoreError(YeastlabError):
    """The LanceDB store of a yeast could not be used."""


class SchemaMismatch(StoreError):
    """The store was written with a schema version this yeastlab does not know."""


class EmbedderMismatch(StoreError):
    """The store was built with a different embedder (name or dimension)."""


class IngestError(YeastlabError):
    """A document could not be ingested."""


class ConsolidationError(YeastlabError):
    """A consolidation pass cannot run."""


class ConfigError(YeastlabError):
    """A setting, backend spec or argument is invalid."""


class InputError(ConfigError):
    """A text, file or record given to yeastlab is not valid input: a code point that cannot be
    encoded (a lone surrogate), a text longer than the setting allows, a prompt file that is not
    in its encoding, an imported field of the wrong type or out of range. The message names
    where (the argument, file, byte offset, record, field) and what to do."""
