"""The notebooks replay their recorded real-model sessions (issue 15.6).

``notebooks/<name>.record.jsonl`` holds every request one run of the notebook made to
SmolLM2-135M-Instruct and its reply (:mod:`fixtures.record_notebooks` records them again). Here
each notebook runs under papermill with ``backend="replay:<that file>"``, wrapped in a
``record:`` backend that notes what it asks: a request never recorded is a ``ReplayMiss`` and
fails the notebook, and the requests asked must be exactly the recorded ones, so the notebook
shows the real model's answers byte for byte. No model is needed: these run wherever the
notebooks run. The executed notebooks are saved under ``tests/artifacts/replayed/``.
"""

from __future__ import annotations

import json
from pathlib import Path

import papermill
import pytest
from fixtures.real_llm import MODEL
from fixtures.record_notebooks import (
    FAILS_WITH_THE_MODEL,
    NOTEBOOKS,
    conflicts,
    recording,
    replay,
    run,
)

ARTIFACTS = Path(__file__).parent / "artifacts" / "replayed"


def _outputs(path: Path) -> str:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return json.dumps([c.get("outputs", []) for c in cells if c["cell_type"] == "code"])


@pytest.mark.parametrize("name", sorted(NOTEBOOKS))
def test_notebook_replays_its_real_model_session(name, tmp_path):
    path = recording(name)
    assert path.is_file(), f"{path.name} is missing: python tests/fixtures/record_notebooks.py"
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert lines and {(row["model"], row["is_language_model"]) for row in lines} == {(MODEL, True)}
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    output = ARTIFACTS / f"{name}.ipynb"
    recorded, asked, error = replay(name, tmp_path, output)
    assert asked == recorded, (
        f"{name} asked other requests than its recording's (unasked: {dict(recorded - asked)}; "
        f"not recorded: {dict(asked - recorded)}; {error}); if a prompt changed, re-record: "
        f"python tests/fixtures/record_notebooks.py {name[:2]}"
    )
    expected, why = FAILS_WITH_THE_MODEL.get(name, ("", ""))
    if expected:
        assert expected in error, f"expected {expected!r} ({why}), got {error!r}"
    else:
        assert error == "", error
    assert "replay:" in _outputs(output) or name == "08-sweep"  # the results name their backend


def test_sweep_recording_does_not_depend_on_worker_order():
    # A sweep's runs are scheduled in any order; a request recorded twice must have one reply.
    assert conflicts(recording("08-sweep")) == []


def test_a_request_never_recorded_fails_the_notebook(tmp_path):
    # The same notebook told something else asks what the recording never heard.
    other = {**NOTEBOOKS["01-quickstart"], "conversation": ["A message never recorded."]}
    with pytest.raises(papermill.PapermillExecutionError, match="ReplayMiss"):
        run("01-quickstart", f"replay:{recording('01-quickstart')}", tmp_path, parameters=other)
