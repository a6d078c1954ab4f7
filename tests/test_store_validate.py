"""What the store refuses before queueing a write (yeastlab/store/validate.py), checked against
a plain walk of the value: lone surrogates, integers outside int64 and datetimes that cannot be
expressed in UTC are found wherever they are nested (lists, tuples, dicts, records, subclasses
of str and int), and storable values pass. Fuzzed with hypothesis; the fast paths of
``problem`` (exact types, record types met before) must agree with the plain walk."""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass
from datetime import UTC, datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yeastlab.core.errors import InputError
from yeastlab.core.records import GateVerdict, Hit, SentMessage
from yeastlab.store.validate import check_write, problem
from yeastlab.store.writer import Append, Patch

_INT64 = (-(2**63), 2**63 - 1)


def plain_walk(value, depth=0) -> bool:
    """Whether ``value`` holds something LanceDB cannot store (the reference)."""
    if isinstance(value, str):
        return any(0xD800 <= ord(c) <= 0xDFFF for c in value)
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return False
    if isinstance(value, int):
        return not _INT64[0] <= value <= _INT64[1]
    if isinstance(value, datetime):
        if value.tzinfo is None:
            return False
        try:
            value.astimezone(UTC)
        except (OverflowError, ValueError):
            return True
        return False
    if depth > 20:
        return False
    if isinstance(value, dict):
        return any(plain_walk(k, depth + 1) or plain_walk(v, depth + 1) for k, v in value.items())
    if isinstance(value, tuple | list):
        return any(plain_walk(item, depth + 1) for item in value)
    if is_dataclass(value) and not isinstance(value, type):
        return any(plain_walk(getattr(value, f.name), depth + 1) for f in fields(value))
    return False


class Name(str):
    pass


class Count(int):
    pass


@dataclass
class Note:
    text: str
    count: int
    extra: object = None


# a datetime east of UTC at the very start of time cannot be moved to UTC
_TOO_EARLY = datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=5)))

scalars = st.one_of(
    st.floats(allow_nan=False),
    st.booleans(),
    st.none(),
    st.text(max_size=8),
    st.text(alphabet=st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), max_size=3),
    st.integers(min_value=-(2**64), max_value=2**64),
    st.sampled_from([_TOO_EARLY, datetime(2026, 1, 1, tzinfo=UTC), datetime(2026, 1, 1)]),
    st.text(max_size=4).map(Name),
    st.integers(min_value=2**62, max_value=2**64).map(Count),
)


def _records(children):
    return st.one_of(
        st.builds(Note, st.text(max_size=6), st.integers(-5, 5), children),
        st.builds(Hit, st.text(max_size=6), st.just("memory"), children.map(str)),
        st.builds(SentMessage, st.just("user"), st.text(max_size=6)),
        st.builds(
            GateVerdict, st.just("safety"), st.booleans(), st.floats(0, 1), st.just(0.5), children
        ),
    )


values = st.recursive(
    scalars,
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.lists(children, max_size=4).map(tuple),
        st.dictionaries(st.one_of(st.text(max_size=3), scalars), children, max_size=3),
        _records(children),
    ),
    max_leaves=20,
)


@settings(max_examples=400, deadline=None)
@given(values)
def test_problem_agrees_with_a_plain_walk(value):
    assert bool(problem(value)) == plain_walk(value)


@settings(max_examples=100, deadline=None)
@given(values)
def test_problem_gives_the_same_answer_the_second_time(value):
    """Record types are remembered after their first walk: the answer must not change."""
    assert problem(value) == problem(value)


def test_nested_deep_in_a_turn_record_is_named():
    hit = Hit(id="m1", source="memory", text="ok", score=0.5, components={"x\ud800": 1.0})
    why = problem((SentMessage("user", "fine"), [hit]))
    assert "lone surrogate U+D800" in why
    assert problem((hit, hit)) == why  # the second walk (record type known) agrees


def test_check_write_refuses_and_names_the_field():
    bad = Note(text="fine", count=Count(2**63))
    with pytest.raises(InputError, match=r"field 'count': integer \d+ is outside int64"):
        check_write(Append("notes", [bad]))
    with pytest.raises(InputError, match="memories row 'm1', field 'text'"):
        check_write(Patch(set={"m1": {"text": "a\udc80"}}))
    check_write(Append("notes", [Note(text="fine", count=3, extra={"k": [1.0, None]})]))


def test_check_write_refuses_wrong_scalar_types():
    with pytest.raises(InputError, match="field 'text': None where str is required"):
        check_write(Append("notes", [Note(text=None, count=1)]))
    with pytest.raises(InputError, match="field 'count': bool where int is required"):
        check_write(Append("notes", [Note(text="a", count=True)]))
    with pytest.raises(InputError, match="field 'count': str where int is required"):
        check_write(Append("notes", [Note(text="a", count="3")]))
    check_write(Append("notes", [Note(text=Name("subclass"), count=Count(3))]))
    with pytest.raises(InputError, match="field 'text': text holds a lone surrogate"):
        check_write(Append("notes", [Note(text=Name("a\ud800"), count=1)]))


def test_vectors_and_integers_pass_and_object_arrays_are_walked_as_before():
    import numpy as np

    assert problem(np.zeros(4, dtype=np.float32)) == ""
    assert problem([np.arange(3), 2**63 - 1, -(2**63)]) == ""
    assert "outside int64" in problem([2**63])
