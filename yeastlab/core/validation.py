"""Model replies checked against the JSON schema they were asked to follow, with jsonschema.

A backend is asked for JSON with a schema (``format=``); a model may still answer with a value
of the wrong type, a missing key or a score outside its range. Such a reply is refused, with the
path of the first failing value, rather than repaired silently (a ``1.7`` coherence score is not
quietly turned into ``1.0``): :func:`problem` says what is wrong (for the follow-up asking the
model again) and :func:`validate` raises :class:`~yeastlab.core.errors.BadModelOutput`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from yeastlab.core.errors import BadModelOutput

if TYPE_CHECKING:
    from jsonschema.protocols import Validator

__all__ = ["problem", "validate"]


@lru_cache(maxsize=64)
def _validator(text: str) -> Validator:
    # Imported on first use: with its format extras installed (as Jupyter installs them)
    # importing jsonschema costs seconds, which ``import yeastlab`` should not pay.
    import jsonschema

    schema = json.loads(text)
    cls = jsonschema.validators.validator_for(schema, default=jsonschema.Draft202012Validator)
    cls.check_schema(schema)  # a broken schema is our bug: say so once, loudly
    return cls(schema)


def problem(value: Any, schema: Mapping[str, Any]) -> str:
    """Why ``value`` does not follow ``schema`` (empty when it does).

    Returns:
        The path of the failing value and the rule it breaks, e.g.
        ``"at $.coherence.score: 1.7 is greater than the maximum of 1"``.
    """
    from jsonschema.exceptions import best_match

    validator = _validator(json.dumps(schema, sort_keys=True))
    error = best_match(validator.iter_errors(value))
    if error is None:
        return ""
    return f"at {error.json_path}: {error.message}"


def validate(value: Any, schema: Mapping[str, Any], *, what: str = "The model's reply") -> Any:
    """Return ``value`` when it follows ``schema``.

    Raises:
        BadModelOutput: naming the failing path and the rule broken.
    """
    if why := problem(value, schema):
        raise BadModelOutput(
            f"{what} does not follow its JSON schema ({why}); ask again, or use a larger model"
        )
    return value
