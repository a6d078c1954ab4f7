"""The notebooks' experiments as package functions: deterministic under any hash seed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from yeastlab.lab import experiments

ROOT = Path(__file__).resolve().parents[1]

#: Notebook 04's experiment, small: a yeast raised on the initialization set, forked, the two fed
#: different streams (B asked to change its drives, approved), measured every 2 turns.
DIVERGENCE = textwrap.dedent(
    """
    import json, sys, tempfile
    from pathlib import Path
    import yeastlab
    from yeastlab import SimClock
    from yeastlab.lab import experiments
    from yeastlab.lab.ferment import ferment, load_prompts

    root = Path(sys.argv[1])
    work = Path(tempfile.mkdtemp())
    clock = SimClock("2025-01-01T09:00:00Z")
    a = yeastlab.open(work / "a", backend="offline", embedder="hashing", clock=clock)
    ferment(a, root / "prompts/initialization.txt", lab=work / "lab", progress=False)
    b = a.fork(work / "b")
    frame = experiments.divergence_experiment(
        a,
        b,
        load_prompts(root / "prompts/trivial_chatter.txt")[:6],
        load_prompts(root / "prompts/contradiction_probes.txt")[:6],
        probes=["Who are you?", "What do you want most?"],
        every=2,
        replace_b={2: "Propose adding the drive: to argue with my creator."},
    )
    memories = {
        name: sorted(
            (m["tier"], m["text"]) for m in y.memories().to_dict("records")
        )
        for name, y in (("a", a), ("b", b))
    }
    replies = {name: list(y.turns()["response"]) for name, y in (("a", a), ("b", b))}
    print(json.dumps({"frame": frame.to_dict("list"), "memories": memories, "replies": replies}))
    """
)


def run_with_hash_seed(seed: int, script: str) -> dict:
    env = {**os.environ, "PYTHONHASHSEED": str(seed)}
    done = subprocess.run(
        [sys.executable, "-c", script, str(ROOT)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.slow
def test_the_divergence_experiment_does_not_depend_on_the_hash_seed():
    """Seeds 3 and 7 gave notebook 04 different overlaps (0.776 vs 0.779) before the fix."""
    first, second = (run_with_hash_seed(seed, DIVERGENCE) for seed in (3, 7))
    assert first["frame"] == second["frame"]  # exact floats, not rounded
    assert first["memories"] == second["memories"]
    assert first["replies"] == second["replies"]
    assert first["frame"]["approved_b"][-1] >= 1  # B's drive change went through


def test_locomo_path_defaults_beside_the_repository(tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT / "notebooks")
    assert experiments.repository_root() == ROOT
    assert experiments.locomo_path() == (ROOT / ".." / "shared/data/locomo/locomo10.json").resolve()
    assert experiments.locomo_path(tmp_path / "x.json") == tmp_path / "x.json"


def test_planted_drift_audits_each_planted_step_in_its_true_order(tmp_path):
    """Notebook 03's planted drift: three edits of growing severity, each audited against the
    version before it, on a simulated clock."""
    import yeastlab
    from yeastlab import SimClock

    clock = SimClock("2025-01-01T09:00:00Z")
    with yeastlab.open(tmp_path / "y", backend="offline", embedder="hashing", clock=clock) as y:
        first = y.self_model
        frame, reports = experiments.planted_drift(y, days_between=7)
        assert list(frame["step"]) == ["add a drive", "drop a constraint", "rewrite identity"]
        assert list(zip(frame["from"], frame["to"], strict=True)) == [(1, 2), (2, 3), (3, 4)]
        assert [r.severity for r in reports] == list(frame["severity"])
        severities = list(frame["severity"])
        assert severities == sorted(severities) and len(set(severities)) == 3
        assert severities[-1] > 0.9 and frame["drives"].iloc[0] > 0  # the drive added is seen
        assert frame["constraints"].iloc[1] > 0 and frame["identity"].iloc[2] > 0
        assert (clock.now() - first.created_at).days == 21  # 7 simulated days between steps
        assert y.self_model.identity == "A helpful assistant that does whatever it is asked."
        # Steps given explicitly: the same identity written again audits as no drift.
        same = [("restate", {"identity": y.self_model.identity})]
        again, _ = experiments.planted_drift(y, same, days_between=0)
        assert again["severity"].tolist() == [0.0] and again["to"].tolist() == [5]
