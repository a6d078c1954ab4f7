"""Snapshots, comparison, reset with backup, and the memory commands of the ``yeast`` CLI."""

from __future__ import annotations

import io
import sys

import pytest
from fixtures.consolidation import add_episodes, make_yeast

from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.cognition import audit as au
from yeastlab.cognition import consolidate as cons
from yeastlab.core.errors import ConfigError, StoreError
from yeastlab.core.selfmodel import evolve
from yeastlab.faces.cli import main
from yeastlab.lab import snapshot as snap
from yeastlab.store import Store

TEXTS = [
    "The user told me their sister Maya is moving to Lisbon in March.",
    "We talked about sourdough starters and how rye flour speeds up fermentation.",
    "The user asked how LanceDB stores vectors on disk in Lance format.",
    "The user said they prefer tea over coffee in the afternoon.",
    "We discussed the Ebbinghaus forgetting curve and spaced repetition.",
    "The user mentioned their cat Pixel knocked a glass off the desk.",
    "The user is training for a half marathon in October.",
    "We compared Mistral 7B with smaller local models for summarisation.",
]


def test_snapshot_and_compare(lab_yeast):
    add_episodes(lab_yeast, TEXTS)
    info = snap.snapshot(lab_yeast, "before")
    assert info.counts["episodic"] == 8 and info.self_model_version == 1
    assert info.path == snap.snapshot_dir(lab_yeast) / "before"
    lab_yeast.clock.advance(days=30)
    report = cons.consolidate(lab_yeast.mind, "aged")

    comparison = snap.compare("before", "current", yeast=lab_yeast)

    assert comparison.counts["episodic"] == (8, report.after["episodic"])
    assert comparison.counts["semantic"] == (0, report.after["semantic"])
    facts = [m.text for m in lab_yeast.store.get_many(report.facts_added)]
    assert sorted(comparison.facts_added) == sorted(facts)
    assert comparison.facts_removed == ()
    assert comparison.versions == (1, 2)
    assert "internal_state" in comparison.self_model
    assert comparison.frame().loc["episodic", "change"] == report.after["episodic"] - 8
    assert "self-model v1 → v2" in comparison.summary()
    reverse = snap.compare(lab_yeast, snap.snapshot_dir(lab_yeast) / "before")
    assert sorted(reverse.facts_removed) == sorted(facts)
    # the snapshot is a copy: untouched by the pass
    assert snap.compare("before", "before", yeast=lab_yeast).counts["episodic"] == (8, 8)


def test_snapshot_names(lab_yeast):
    first = snap.snapshot(lab_yeast)
    assert first.name == lab_yeast.clock.now().strftime("%Y%m%dT%H%M%S%fZ")
    snap.snapshot(lab_yeast, "two")
    assert snap.snapshots(lab_yeast) == [first.name, "two"]
    with pytest.raises(StoreError, match="exists already"):
        snap.snapshot(lab_yeast, "two")
    with pytest.raises(ConfigError, match="Bad snapshot name"):
        snap.snapshot(lab_yeast, "../escape")
    with pytest.raises(StoreError, match="No snapshot named 'nope'"):
        snap.compare("nope", yeast=lab_yeast)


@pytest.mark.parametrize("keep_audits", [False, True])
def test_reset_backs_up_then_clears(lab_yeast, keep_audits):
    store = lab_yeast.store
    lab_yeast.chat("remember that my office is on the fourth floor")
    add_episodes(lab_yeast, TEXTS[:3])
    store.append_self_model(evolve(store.self_model(), drives=("grow",)), reason="test")
    au.audit(lab_yeast.mind)
    alive = store.count()
    assert alive >= 4 and len(store.turns()) == 1

    result = snap.reset(lab_yeast, keep_audits=keep_audits)

    backup = Store.open(result.backup, embedder=lab_yeast.embedder, clock=lab_yeast.clock)
    assert backup.count() == alive and len(backup.turns()) == 1
    assert len(backup.self_models()) == 2
    backup.close()
    assert result.forgotten == alive and result.turns_removed == 1
    assert store.count() == 0 and store.turns() == []
    log = cons.forgotten(lab_yeast.store)
    assert len(log) == alive and set(log["reason"]) == {"reset"}
    assert [m.version for m in store.self_models()] == [1]
    assert store.self_model().version == 1
    assert len(au.audits(lab_yeast.store)) == (1 if keep_audits else 0)
    assert result.backup.parent == snap.backup_dir(lab_yeast)


@pytest.fixture
def cli_yeast(tmp_path, clock, embedder, monkeypatch):
    monkeypatch.setenv("YEAST_EMBEDDER", embedder.name)
    monkeypatch.setenv("YEAST_BACKEND", "offline")
    path = tmp_path / "y"
    yeast = make_yeast(path, clock=clock, embedder=embedder)
    add_episodes(yeast, TEXTS)
    yeast.close()
    return path


def test_cli_consolidate_forgotten_snapshot_compare(cli_yeast, capsys):
    y = str(cli_yeast)
    assert main(["snapshot", "--yeast", y, "before"]) == 0
    assert "Snapshot 'before' saved" in capsys.readouterr().out
    assert main(["consolidate", "--yeast", y, "--strategy", "cluster"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("[cluster]")
    assert "8 clusters from 8 episodes" in out
    assert main(["forgotten", "--yeast", y, "--since", "2100-01-01"]) == 0
    assert "Nothing forgotten since 2100-01-01" in capsys.readouterr().out
    assert main(["snapshot", "--yeast", y, "compare", "before", "current"]) == 0
    assert "before → current" in capsys.readouterr().out
    assert main(["snapshot", "--yeast", y, "list"]) == 0
    assert capsys.readouterr().out.strip() == "before"


def test_cli_audit_reset_and_fork(cli_yeast, tmp_path, capsys, monkeypatch):
    y = str(cli_yeast)
    # One self-model version: a zero report, not an error (a notebook's audit cell must run).
    assert main(["audit", "--yeast", y]) == 0
    assert "v1 → v1: severity 0.00" in capsys.readouterr().out
    assert main(["audit", "--yeast", y, "1"]) == 1
    assert "no versions or two" in capsys.readouterr().err
    monkeypatch.setattr(sys, "stdin", io.StringIO("no\n"))
    assert main(["reset", "--yeast", y]) == 1
    assert "Reset cancelled." in capsys.readouterr().out
    assert main(["fork", "--yeast", y, str(tmp_path / "child")]) == 0
    assert main(["reset", "--yeast", y, "--force"]) == 0
    assert "8 memories forgotten" in capsys.readouterr().out
    assert main(["forgotten", "--yeast", y]) == 0
    assert capsys.readouterr().out.count(" reset ") == 8
    child = Store.open(tmp_path / "child", embedder=HashingEmbedder())
    assert child.count("episodic") == 8  # the fork kept what the reset cleared
    child.close()
