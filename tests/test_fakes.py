"""The fakes the tests build on keep the interface they stand in for (tests/fixtures/)."""

from __future__ import annotations

import json

import pytest
from fixtures.backends import FakeBackend

from yeastlab.backends.base import Backend
from yeastlab.backends.offline import OfflineBackend
from yeastlab.core.errors import BackendUnavailable

HELLO = [{"role": "system", "content": "You are a yeast."}, {"role": "user", "content": "hello"}]


def test_fake_backend_answers_its_script_in_order_then_as_the_offline_backend(fake_backend):
    assert isinstance(fake_backend, Backend) and fake_backend.is_language_model
    fake_backend.enqueue("plain text", {"facts": ["A."]})
    assert fake_backend.chat(HELLO).text == "plain text"
    schema = {"type": "object", "properties": {"facts": {"type": "array"}}}
    assert json.loads(fake_backend.chat(HELLO, format=schema).text) == {"facts": ["A."]}
    assert fake_backend.pending == 0
    assert fake_backend.chat(HELLO).text == OfflineBackend().chat(HELLO).text
    first, second, third = fake_backend.history
    assert (first.prompt, first.format, first.reply.text) == ("hello", None, "plain text")
    assert second.format == schema and second.messages == tuple(HELLO)
    assert third.reply.model == "fake-model"


def test_a_strict_fake_fails_the_test_when_its_script_runs_out():
    fake = FakeBackend("only one", strict=True)
    fake.chat(HELLO, options={"seed": 1})
    with pytest.raises(AssertionError, match="ran out of replies at call 2"):
        fake.chat(HELLO)
    assert [c.options for c in fake.history] == [{"seed": 1}, {}]


def test_on_a_word_raises_or_acts_and_the_call_is_recorded():
    noted: list[str] = []
    fake = FakeBackend("scripted", is_language_model=False)
    fake.on("FAIL", BackendUnavailable("down")).on("NOTE", lambda: noted.append("acted"))
    with pytest.raises(BackendUnavailable, match="down"):
        fake.chat([{"role": "user", "content": "please FAIL"}])
    assert fake.pending == 1  # a failed call used no reply
    assert fake.chat([{"role": "user", "content": "NOTE this"}]).text == "scripted"
    assert noted == ["acted"] and [c.reply is None for c in fake.history] == [True, False]


def test_scripted_errors_are_raised_in_turn_and_streams_end_with_the_reply():
    fake = FakeBackend(BackendUnavailable("server away"), "back again")
    with pytest.raises(BackendUnavailable):
        fake.chat(HELLO)
    chunks = list(fake.stream(HELLO))
    assert "".join(c.text for c in chunks) == "back again"
    assert chunks[-1].done and chunks[-1].reply.text == "back again"
