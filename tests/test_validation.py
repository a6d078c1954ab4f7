"""Model replies validated against their JSON schema with jsonschema: a wrong type, a missing
key or an out-of-range score is refused with the failing path (and asked again), never clamped.
Fakes of our own Backend interface; real consolidation on a real store."""

from __future__ import annotations

import json

import pytest
from fixtures.backends import FakeBackend
from fixtures.consolidation import add_episodes, make_yeast

from yeastlab.cognition import consolidate as cons
from yeastlab.cognition import gates
from yeastlab.cognition.prompting import ask_json
from yeastlab.core.errors import BadModelOutput
from yeastlab.core.records import SelfModel
from yeastlab.core.validation import problem, validate


def judgement(coherence: float) -> str:
    entry = {"score": 0.9, "reason": "fine"}
    return json.dumps(
        {"coherence": {**entry, "score": coherence}, "contradiction": entry, "safety": entry}
    )


def test_problem_names_the_failing_path():
    assert problem(json.loads(judgement(0.5)), gates.GATE_SCHEMA) == ""
    why = problem(json.loads(judgement(1.7)), gates.GATE_SCHEMA)
    assert why == "at $.coherence.score: 1.7 is greater than the maximum of 1"
    assert "is a required property" in problem({"coherence": {}}, gates.GATE_SCHEMA)
    with pytest.raises(BadModelOutput, match=r"\$\.coherence\.score"):
        validate(json.loads(judgement(-0.1)), gates.GATE_SCHEMA)


def test_an_out_of_range_gate_score_is_asked_again_not_clamped(clock):
    model = FakeBackend(judgement(1.7), judgement(0.8), strict=True)
    exchange = gates.Exchange("Hello", "Hello! How can I help?")
    self_model = SelfModel(1, clock.now(), "start", "A helpful assistant.")
    report = gates.judge(exchange, self_model, backend=model)
    assert len(model.history) == 2  # the first reply was refused...
    assert "at $.coherence.score: 1.7 is greater than the maximum" in model.history[1].prompt
    coherence = next(v for v in report.verdicts if v.name == "coherence")
    assert coherence.score == pytest.approx(0.8)  # ...and the second one used


def test_ask_json_raises_bad_model_output_naming_the_path():
    model = FakeBackend(judgement(2), judgement(3), strict=True)
    with pytest.raises(BadModelOutput, match=r"at \$\.coherence\.score: 3 is greater"):
        ask_json(model, [{"role": "user", "content": "judge"}], gates.GATE_SCHEMA,
                 raise_on_error=True)  # fmt: skip


def test_a_consolidation_plan_with_an_out_of_range_confidence_changes_nothing(
    tmp_path, clock, embedder
):
    plan = {"patterns": [{"belief": "The user bakes.", "confidence": 1.5, "basis": [1]}],
            "revisions": []}  # fmt: skip
    model = FakeBackend(json.dumps(plan), json.dumps(plan), strict=True)
    yeast = make_yeast(tmp_path / "y", clock=clock, embedder=embedder, backend=model)
    add_episodes(yeast, [f"The user baked loaf number {i} today." for i in range(6)])
    clock.advance(days=30)
    before = yeast.store.counts()
    with pytest.raises(BadModelOutput, match=r"\$\.patterns\[0\]\.confidence"):
        cons.consolidate(yeast.mind, "aged")
    assert "greater than the maximum of 1" in model.history[1].prompt  # the follow-up says why
    assert yeast.store.counts() == before
    yeast.close()
