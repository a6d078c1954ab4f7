"""ai-yeast import validation (issue 19.4): every field's type and range, naming file, record and
field; a directory where a JSON file should be; nothing half-imported. One test per defect."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.core.errors import IngestError
from yeastlab.lab.compat import import_ai_yeast, read_ai_yeast

GOOD = {"id": "m1", "timestamp": "2026-01-05T18:05:41Z", "content": "User: hello"}


def _source(root: Path, raw_text: str, *, audits: object | None = None) -> Path:
    (root / "episodic").mkdir(parents=True)
    (root / "episodic/raw.json").write_text(raw_text, encoding="utf-8")
    if audits is not None:
        (root / "reflection").mkdir()
        (root / "reflection/audits.json").write_text(json.dumps({"audits": audits}))
    return root


def _episode(**changes) -> str:
    return json.dumps({"memories": [GOOD, {**GOOD, "id": "m2", **changes}]})


def _refused(tmp_path: Path, src: Path, *patterns: str) -> None:
    target = tmp_path / "yeast"
    with pytest.raises(IngestError) as caught:
        import_ai_yeast(src, target, embedder=HashingEmbedder())
    message = str(caught.value)
    for pattern in patterns:
        assert pattern in message, message
    assert not target.exists() or not any(target.iterdir())  # nothing half-imported
    assert not list(tmp_path.glob(".yeast.importing-*"))


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"timestamp": 1e20}, "out of range"),  # was OSError
        ({"timestamp": "0001-01-01T00:30:00+01:00"}, "UTC"),  # was OverflowError
        ({"timestamp": None}, "missing timestamp"),  # was TypeError for null
        ({"content": None}, "content must be text"),
        ({"access_count": 2**70}, "outside int64"),  # passed, then failed in the writer
        ({"confidence": "high"}, "confidence"),
    ],
)
def test_out_of_range_memory_fields_name_file_record_field(tmp_path, changes, field):
    src = _source(tmp_path / "src", _episode(**changes))
    _refused(tmp_path, src, "episodic/raw.json", "memories[1]", field)


def test_nan_is_refused(tmp_path):
    """Defect: NaN escaped as a ValueError."""
    raw = '{"memories": [{"id": "m", "timestamp": "2026-01-01T00:00:00Z", "content": "x", '
    raw += '"confidence": NaN}]}'
    _refused(tmp_path, _source(tmp_path / "src", raw), "episodic/raw.json", "finite")


def test_lone_surrogate_in_import_is_refused(tmp_path):
    """Defect: a lone surrogate passed validation and failed in the background writer."""
    raw = json.dumps({"memories": [{**GOOD, "content": "bad \ud800 here"}]})
    _refused(tmp_path, _source(tmp_path / "src", raw), "memories[0].content", "lone surrogate")


@pytest.mark.parametrize("threshold", ["high", None, [1]])
def test_gate_threshold_must_be_a_number(tmp_path, threshold):
    """Defect: a gate threshold "high" escaped as ValueError, null as TypeError."""
    gates = {"safety": {"passed": True, "score": 0.9, "threshold": threshold}}
    audit = {"timestamp": "2026-01-05T18:05:41Z", "input": "hi", "output": "hi", "gates": gates}
    src = _source(tmp_path / "src", _episode(), audits=[audit])
    expected = "threshold" if threshold is not None else "reflection/audits.json"
    if threshold is None:  # null means "not given": the default threshold
        assert read_ai_yeast(src).turns[0].gates[0].threshold == 0.0
        return
    _refused(tmp_path, src, "reflection/audits.json", "audits[0]", expected)


def test_directory_where_a_json_file_should_be(tmp_path):
    """Defect: a directory at episodic/raw.json was imported silently as 0 episodes."""
    src = tmp_path / "src"
    (src / "episodic/raw.json").mkdir(parents=True)
    (src / "semantic").mkdir()
    (src / "semantic/distilled.json").write_text(json.dumps({"facts": [GOOD]}))
    _refused(tmp_path, src, "episodic/raw.json", "is a directory")


def test_valid_import_still_works(tmp_path):
    src = _source(tmp_path / "src", _episode())
    report = import_ai_yeast(src, tmp_path / "yeast", embedder=HashingEmbedder())
    assert report.counts["episodic"] == 2
