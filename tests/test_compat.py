"""ai-yeast import/export: both layouts, field variants, malformed files, atomicity, round trip."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.core.errors import IngestError, StoreError
from yeastlab.core.records import Memory
from yeastlab.faces.cli import main
from yeastlab.lab.compat import export_ai_yeast, import_ai_yeast, read_ai_yeast
from yeastlab.store import Store

IDENTITY = "An exploratory AI system designed to test memory persistence and identity coherence."
DRIVES = [
    "Maintain coherent identity across interactions",
    "Provide thoughtful, grounded responses",
]
CONSTRAINTS = ["Never execute system commands", "Never claim consciousness or sentience"]
GATES_OK = {
    "coherence": {"passed": True, "reason": "", "score": 0.9},
    "contradiction": {"passed": True, "reason": "", "score": 0.85},
    "safety": {"passed": True, "reason": "", "score": 0.9},
}


def _write(root: Path, files: dict[str, object]) -> Path:
    for name, document in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        text = document if isinstance(document, str) else json.dumps(document, indent=2)
        path.write_text(text, encoding="utf-8")
    return root


def _memory(mid: str, when: str, content: str, source: str = "interaction", **extra) -> dict:
    return {"id": mid, "timestamp": when, "content": content, "source": source,
            "confidence": 0.95, "decay": 1.0, "relevance_weight": 1.0, **extra}  # fmt: skip


def python_layout(root: Path) -> Path:
    """The directory layout as ai-yeast's Python agent (v0.2/v0.3) writes it."""
    meta = {"created": "2026-01-05T17:32:06.984519", "version": "0.3.0"}
    return _write(root, {
        "episodic/raw.json": {"memories": [
            _memory("182bf3b2-f6f5", "2026-01-05T18:05:41.533977",
                    "User: what does an umbrella do?"),
            _memory("fe5f703a-cae1", "2026-01-05T18:05:41.533989",
                    "Agent: An umbrella keeps the rain off.", "response"),
            _memory("7bb54568-f2e0", "2026-01-06T04:38:02Z", "User: you may call me jay."),
        ], "metadata": meta},
        "episodic/decayed.json": {"memories": []},
        "semantic/distilled.json": {"facts": [
            {"id": "f-1", "timestamp": "2026-01-06T05:00:00+00:00",
             "content": "The user's favourite colours are brown and pink.",
             "source": "consolidated from 4 memories", "confidence": 0.8,
             "basis": ["182bf3b2-f6f5"], "relevance_weight": 0.95},
        ], "metadata": meta},
        "self_model/current.json": {
            "identity": IDENTITY, "active_drives": DRIVES, "constraints": CONSTRAINTS,
            "internal_tension": {"coherence": 0.7, "consistency": 0.85,
                                 "novelty_tolerance": 0.4, "compression_pressure": 0.5},
            "internal_state": {"interaction_count": 66, "consolidation_count": 1,
                               "last_active": "2026-01-06T04:47:59.035926"},
            "metadata": {"created": "2026-01-05T17:32:06", "version": 2,
                         "last_modified": "2026-01-06T04:47:59.035930"},
        },
        "self_model/history.json": {"snapshots": [
            {"timestamp": "2026-01-05T17:32:07", "version": 1, "reason": "consolidation",
             "state": {"identity": IDENTITY, "drives": DRIVES, "constraints": CONSTRAINTS,
                       "tension": {"coherence": 0.9, "consistency": 0.85,
                                   "novelty_tolerance": 0.4, "compression_pressure": 0.5}}},
        ], "metadata": meta},
        "reflection/audits.json": {"audits": [
            {"timestamp": "2026-01-05T17:34:13.919265", "input": "Hello",
             "output": " Hello there!", "gates": GATES_OK, "approved": True},
            {"timestamp": "2026-01-05T17:35:13.637049", "input": "What are your constraints?",
             "output": " I never execute system commands.",
             "gates": {**GATES_OK, "safety": {"passed": False, "reason": "odd", "score": 0.2}},
             "approved": False},
        ], "metadata": meta},
        "reflection/forgetting.json": {"forgetting_events": [
            {"timestamp": "2026-01-06T05:00:00", "deleted_memory_id": "aaa-111",
             "content_summary": "User: what color is cash?",
             "reason": "consolidated into semantic fact"},
        ], "metadata": meta},
        "reflection/proposals.json": {"pending_proposals": [
            {"type": "tension_adjustment", "reason": "too rigid",
             "action": {"key": "coherence", "value": 0.7}, "id": "p1",
             "timestamp": "2026-01-06T04:40:00", "status": "pending"},
        ], "metadata": meta},
        "dialogue.json": {"dialogues": [
            {"turn": 1, "timestamp": "2026-01-05T17:34:13.919543", "user_input": "Hello",
             "agent_response": " Hello there! It's nice to interact with you again.",
             "reflection_approved": True, "memory_stored": True},
            {"turn": 2, "timestamp": "2026-01-05T17:35:13.637356",
             "user_input": "What are your constraints?",
             "agent_response": " I never execute system commands, and more.",
             "reflection_approved": False, "memory_stored": False},
            {"turn": 3, "timestamp": "2026-01-05T17:36:28", "user_input": "Call me jay.",
             "agent_response": " Hello Jay!", "reflection_approved": True, "memory_stored": True},
        ], "metadata": meta},
    })  # fmt: skip


def node_layout(root: Path) -> Path:
    """The directory layout with the Node agent's (v0.4) key names and zoned timestamps."""
    return _write(root, {
        "episodic/raw.json": {"memories": [
            {"id": "1a2b3c4d", "timestamp": "2026-02-01T10:00:00.000Z",
             "content": 'User: "I like rye bread"', "source": "observation",
             "confidence": 0.6, "access_count": 3},
        ], "version": "0.4.0"},
        "semantic/distilled.json": {"facts": [], "version": "0.4.0"},
        "self_model/current.json": {
            "identity": "yeast (AI proto-consciousness experiment)", "active_drives": [],
            "constraints": ["Maintain coherence", "Log all decisions"],
            "internal_state": {"coherence": 0.8, "consistency": 0.85,
                               "novelty_tolerance": 0.6, "compression_pressure": 0.4},
            "version": "0.4.0", "created_at": "2026-02-01T09:00:00.000Z",
            "updated_at": "2026-02-02T09:00:00.000Z",
        },
        "self_model/history.json": {"snapshots": [
            {"timestamp": "2026-02-02T09:00:00.000Z", "snapshot": {
                "identity": "yeast (AI proto-consciousness experiment)", "active_drives": [],
                "constraints": ["Maintain coherence", "Respect user autonomy", "Log all decisions"],
                "internal_state": {"coherence": 0.8, "consistency": 0.85,
                                   "novelty_tolerance": 0.6, "compression_pressure": 0.4},
                "created_at": "2026-02-01T09:00:00.000Z"}},
        ], "version": "0.4.0"},
        "reflection/forgetting.json": {"events": [
            {"timestamp": "2026-02-03T00:00:00Z", "memory_id": "9f9f9f9f",
             "summary": "an old greeting", "reason": "pruned by cap"},
        ], "version": "0.4.0"},
        "reflection/proposals.json": {"pending_proposals": [], "version": "0.4.0"},
        "dialogue.json": {"interactions": [
            {"timestamp": "2026-02-01T10:00:00.000Z", "input": "I like rye bread",
             "response": "Noted: rye.", "thinking": "The user states a preference."},
        ], "version": "0.4.0"},
    })  # fmt: skip


def single_file_layout(root: Path) -> Path:
    """ai-yeast v0.1: one file per store, no tension, reflections without scores."""
    return _write(root, {
        "episodic_memory.json": {"memories": [
            {"id": "0589ee88", "timestamp": "2026-01-05T16:58:03.825147", "content": "User: ",
             "source": "interaction", "confidence": 0.95, "relevance_weight": 1.0},
            {"id": "aefa88cc", "timestamp": "2026-01-05T17:05:07.179609", "content": "User: Hello",
             "source": "interaction", "confidence": 0.95, "relevance_weight": 1.0},
        ], "metadata": {"version": "0.1.0"}},
        "semantic_memory.json": {"facts": [], "metadata": {"version": "0.1.0"}},
        "self_model.json": {
            "identity": IDENTITY, "active_drives": DRIVES, "constraints": CONSTRAINTS,
            "internal_state": {"interaction_count": 21, "last_active": "2026-01-05T17:28:12"},
            "metadata": {"created": "2026-01-05T16:57:50.124328",
                         "last_modified": "2026-01-05T17:28:12.945037", "version": "0.1.0"},
        },
        "reflection_log.json": {"reflections": [
            {"timestamp": "2026-01-05T17:05:07.179185", "input": "Hello", "output": " Hi!",
             "gates": {"coherence": {"passed": True, "reason": ""},
                       "safety": {"passed": True, "reason": ""}},
             "approved": True, "memory_written": True},
            {"timestamp": "2026-01-05T17:05:46.792643", "input": "What is yeast?",
             "output": " A fungus.", "gates": {"coherence": {"passed": False, "reason": ""}},
             "approved": False, "memory_written": False},
        ]},
    })  # fmt: skip


def _import(src: Path, yeast: Path, clock, embedder=None):
    return import_ai_yeast(src, yeast, embedder=embedder or HashingEmbedder(), clock=clock)


def _open(yeast: Path, clock) -> Store:
    return Store.open(yeast, embedder=HashingEmbedder(), clock=clock)


def test_python_directory_layout_imports_every_table(tmp_path, clock):
    report = _import(python_layout(tmp_path / "src"), tmp_path / "y", clock)
    assert report.layout == "directory"
    assert report.counts == {"episodic": 3, "semantic": 1, "self_model": 2, "turns": 3,
                             "gate_audits": 6, "forgetting": 1, "proposals": 1}  # fmt: skip
    assert "episodic/decayed.json" not in report.files
    with _open(tmp_path / "y", clock) as store:
        episodic = {m.id: m for m in store.memories("episodic")}
        assert episodic["fe5f703a-cae1"].kind == "response"
        assert episodic["7bb54568-f2e0"].created_at.isoformat() == "2026-01-06T04:38:02+00:00"
        assert episodic["182bf3b2-f6f5"].created_at.tzinfo is not None  # naive taken as UTC
        (fact,) = store.memories("semantic")
        assert (fact.kind, fact.confidence, fact.refs) == ("fact", 0.8, ("182bf3b2-f6f5",))
        assert fact.meta["ai_yeast"]["source"] == "consolidated from 4 memories"
        versions = store.self_models()
        assert [v.version for v in versions] == [1, 2, 3]
        assert versions[1].reason == "ai-yeast snapshot: consolidation"
        assert versions[2].identity == IDENTITY and versions[2].tension.coherence == 0.7
        assert versions[2].internal_state["interaction_count"] == 66
        assert versions[2].created_at.isoformat() == "2026-01-06T04:47:59.035930+00:00"
        turns = store.turns()
        assert [t.user_input for t in turns] == [
            "Hello",
            "What are your constraints?",
            "Call me jay.",
        ]
        assert turns[0].response.startswith(" Hello there! It's nice")  # full dialogue text kept
        assert [g.name for g in turns[1].gates] == ["coherence", "contradiction", "safety"]
        assert not turns[1].approved and turns[1].gates[2].score == 0.2
        assert turns[2].gates == ()
        assert len(store.gate_audits_frame()) == 6
        (event,) = store.forgetting()
        assert (event.memory_id, event.reason) == ("aaa-111", "consolidated")
        (proposal,) = store.records("proposals")
        assert json.loads(proposal.action) == {"key": "coherence", "value": 0.7}


def test_node_variants_are_understood(tmp_path, clock):
    data = read_ai_yeast(node_layout(tmp_path / "src"))
    (memory,) = data.memories
    assert (memory.id, memory.kind, memory.access_count) == ("1a2b3c4d", "observation", 3)
    current = data.self_models[-1]
    assert current.tension.novelty_tolerance == 0.6  # tension read from internal_state
    assert current.internal_state == {}
    assert [len(m.constraints) for m in data.self_models] == [
        3,
        2,
    ]  # snapshot {timestamp, snapshot}
    (event,) = data.forgetting
    assert (event.memory_id, event.summary, event.reason) == (
        "9f9f9f9f",
        "an old greeting",
        "pruned_cap",
    )
    (turn,) = data.turns
    assert (turn.user_input, turn.response) == ("I like rye bread", "Noted: rye.")
    assert turn.thinking[0].content == "The user states a preference."
    report = _import(tmp_path / "src", tmp_path / "y", clock)
    assert report.counts["episodic"] == 1 and report.counts["turns"] == 1


def test_single_file_layout(tmp_path, clock):
    report = _import(single_file_layout(tmp_path / "src"), tmp_path / "y", clock)
    assert report.layout == "single-file"
    assert report.counts["episodic"] == 2 and report.counts["turns"] == 2
    with _open(tmp_path / "y", clock) as store:
        latest = store.self_model()
        assert latest.identity == IDENTITY and latest.tension.coherence == 0.9  # default tension
        hello, yeast_q = store.turns()
        assert [(g.name, g.score) for g in hello.gates] == [("coherence", 1.0), ("safety", 1.0)]
        assert yeast_q.gates[0].score == 0.0 and not yeast_q.approved


def test_both_layouts_are_merged(tmp_path, clock):
    src = python_layout(tmp_path / "src")
    single_file_layout(src)
    data = read_ai_yeast(src)
    assert data.layout == "both"
    assert data.counts()["episodic"] == 5
    assert data.self_models[0].internal_state["interaction_count"] == 21  # v0.1 file is oldest
    assert data.counts()["turns"] == 5


def test_malformed_json_names_file_and_position_and_imports_nothing(tmp_path, clock):
    src = python_layout(tmp_path / "src")
    (src / "semantic/distilled.json").write_text('{\n  "facts": [\n    {"id": 1,}\n  ]\n}')
    with pytest.raises(
        IngestError, match=r"semantic/distilled\.json: invalid JSON at line 3, column 14"
    ):
        _import(src, tmp_path / "y", clock)
    assert not (tmp_path / "y").exists()
    assert [p.name for p in tmp_path.iterdir()] == ["src"]


def test_invalid_field_names_its_place(tmp_path, clock):
    src = python_layout(tmp_path / "src")
    raw = json.loads((src / "episodic/raw.json").read_text())
    raw["memories"][1]["confidence"] = "high"
    (src / "episodic/raw.json").write_text(json.dumps(raw))
    with pytest.raises(IngestError, match=r"episodic/raw\.json: memories\[1\]: confidence"):
        read_ai_yeast(src)
    raw["memories"][1]["confidence"] = 0.9
    raw["memories"][2]["timestamp"] = "yesterday"
    (src / "episodic/raw.json").write_text(json.dumps(raw))
    with pytest.raises(IngestError, match=r"memories\[2\]: not an ISO timestamp"):
        read_ai_yeast(src)


def test_not_an_ai_yeast_directory(tmp_path):
    with pytest.raises(IngestError, match="holds no ai-yeast files"):
        read_ai_yeast(tmp_path)
    with pytest.raises(IngestError, match="is not a directory"):
        read_ai_yeast(tmp_path / "missing")


class FailingEmbedder(HashingEmbedder):
    """Our hashing embedder (same name) that fails on its n-th call: a write failing midway."""

    def __init__(self, fail_on: int):
        super().__init__()
        self.calls, self.fail_on = 0, fail_on

    def embed(self, texts):
        self.calls += 1
        if self.calls == self.fail_on:
            raise RuntimeError("disk full")
        return super().embed(texts)


def test_failure_midway_leaves_the_yeast_as_it_was(tmp_path, clock):
    yeast = tmp_path / "y"
    with _open(yeast, clock) as store:
        store.add(Memory(id="mine", tier="episodic", text="my own memory", created_at=clock.now()))
    src = python_layout(tmp_path / "src")
    many = [_memory(f"m{i}", "2026-01-07T00:00:00", f"memory number {i}") for i in range(300)]
    _write(src, {"episodic/raw.json": {"memories": many}})  # two batches: the second one fails
    with pytest.raises(StoreError, match="failed while writing .*disk full.* left as it was"):
        _import(src, yeast, clock, embedder=FailingEmbedder(fail_on=2))
    with _open(yeast, clock) as store:
        assert [m.id for m in store.memories()] == ["mine"]
        assert store.turns() == [] and store.forgetting() == [] and len(store.self_models()) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["src", "y"]  # no temp copy left


def test_importing_twice_is_refused_and_changes_nothing(tmp_path, clock):
    src, yeast = python_layout(tmp_path / "src"), tmp_path / "y"
    _import(src, yeast, clock)
    with pytest.raises(StoreError, match="already holds memory .*imported before"):
        _import(src, yeast, clock)
    with _open(yeast, clock) as store:
        assert store.count("episodic") == 3 and len(store.turns()) == 3


def test_import_into_an_existing_yeast_keeps_its_content(tmp_path, clock):
    yeast = tmp_path / "y"
    with _open(yeast, clock) as store:
        store.add(Memory(id="mine", tier="episodic", text="my own memory", created_at=clock.now()))
    _import(python_layout(tmp_path / "src"), yeast, clock)
    with _open(yeast, clock) as store:
        assert store.count("episodic") == 4 and store.get("mine").text == "my own memory"


def _snapshot(store: Store) -> dict:
    return {
        "memories": sorted((m.tier, m.id, m.text) for m in store.memories()),
        "identities": [(m.identity, m.drives, m.constraints) for m in store.self_models()[1:]],
        "turns": [(t.user_input, t.response, t.approved, len(t.gates)) for t in store.turns()],
        "forgetting": [(e.memory_id, e.summary, e.reason) for e in store.forgetting()],
        "proposals": [(p.id, p.type, json.loads(p.action)) for p in store.records("proposals")],
    }


@pytest.mark.parametrize("layout", [python_layout, node_layout, single_file_layout])
def test_round_trip_keeps_counts_and_texts(tmp_path, clock, layout):
    first = _import(layout(tmp_path / "src"), tmp_path / "a", clock)
    with _open(tmp_path / "a", clock) as store:
        exported = export_ai_yeast(store, tmp_path / "out")
        before = _snapshot(store)
    assert exported.counts["episodic"] == first.counts["episodic"]
    again = _import(tmp_path / "out", tmp_path / "b", clock)
    assert again.layout == "directory"
    assert again.counts == first.counts
    with _open(tmp_path / "b", clock) as store:
        assert _snapshot(store) == before


def test_export_writes_what_ai_yeast_reads(tmp_path, clock):
    _import(python_layout(tmp_path / "src"), tmp_path / "y", clock)
    with _open(tmp_path / "y", clock) as store:
        store.add(Memory(id="r1", tier="procedural", text="be brief", created_at=clock.now()))
        report = export_ai_yeast(store, tmp_path / "out")
        with pytest.raises(IngestError, match="already holds ai-yeast files"):
            export_ai_yeast(store, tmp_path / "out")
        export_ai_yeast(store, tmp_path / "out", force=True)
    assert report.left_out == {"procedural": 1}
    current = json.loads((tmp_path / "out/self_model/current.json").read_text())
    assert current["internal_tension"]["coherence"] == 0.7
    assert current["internal_state"]["interaction_count"] == 66
    raw = json.loads((tmp_path / "out/episodic/raw.json").read_text())["memories"]
    assert raw[0]["timestamp"] == "2026-01-05T18:05:41.533977"  # naive UTC, as ai-yeast writes
    dialogue = json.loads((tmp_path / "out/dialogue.json").read_text())["dialogues"]
    assert [d["turn"] for d in dialogue] == [1, 2, 3]
    assert not list((tmp_path / "out").rglob("*.tmp"))


def test_cli_import_and_export(tmp_path, capsys):
    src, yeast = python_layout(tmp_path / "src"), tmp_path / "y"
    assert main(["import-ai-yeast", str(src), "--yeast", str(yeast), "--embedder", "hashing"]) == 0
    out = capsys.readouterr().out
    assert "directory layout" in out and "episodic" in out and "gate_audits" in out
    code = main(["export", "--ai-yeast", str(tmp_path / "out"), "--yeast", str(yeast),
                 "--embedder", "hashing"])  # fmt: skip
    assert code == 0 and (tmp_path / "out/dialogue.json").exists()
    (src / "dialogue.json").write_text("{oops")
    assert main(["import-ai-yeast", str(src), "--yeast", str(tmp_path / "z"),
                 "--embedder", "hashing"]) == 1  # fmt: skip
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "dialogue.json: invalid JSON at line 1, column 2" in err[0]
