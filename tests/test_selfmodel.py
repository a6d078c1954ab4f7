"""The self-model: defaults, validated evolution, diffs, and append-only versions in the store."""

from __future__ import annotations

import pytest

from yeastlab.core.errors import ConfigError
from yeastlab.core.records import Tension
from yeastlab.core.selfmodel import (
    DEFAULT_CONSTRAINTS,
    DEFAULT_DRIVES,
    DEFAULT_INTERNAL_STATE,
    default_self_model,
    diff,
    evolve,
)


def test_default_self_model(clock):
    model = default_self_model(clock.now())
    assert model.version == 1 and model.reason == "initial" and model.created_at == clock.now()
    assert "identity coherence" in model.identity
    assert "Never claim consciousness or sentience" in model.constraints
    assert model.drives == DEFAULT_DRIVES and model.constraints == DEFAULT_CONSTRAINTS
    assert model.internal_state == DEFAULT_INTERNAL_STATE
    assert model.internal_state is not DEFAULT_INTERNAL_STATE  # callers cannot alter the default
    assert model.tension == Tension(0.9, 0.85, 0.4, 0.5)


def test_evolve_changes_only_what_is_asked(clock):
    base = default_self_model(clock.now())
    changed = evolve(
        base,
        identity="I am a sourdough starter.",
        drives=[*base.drives, "rise"],
        internal_state={"interaction_count": 3},
        coherence=0.8,
        tension={"novelty_tolerance": 0.6},
    )
    assert changed.identity == "I am a sourdough starter."
    assert changed.drives[-1] == "rise" and isinstance(changed.drives, tuple)
    assert changed.internal_state["interaction_count"] == 3
    assert changed.internal_state["identity_versions"] == base.internal_state["identity_versions"]
    assert changed.tension == Tension(0.8, 0.85, 0.6, 0.5)
    assert changed.constraints == base.constraints and changed.version == base.version
    assert base.tension.coherence == 0.9  # the original is untouched
    assert evolve(base, tension=Tension(0.1, 0.2, 0.3, 0.4)).tension.consistency == 0.2


@pytest.mark.parametrize(
    "changes",
    [
        {"coherence": 1.5},
        {"novelty_tolerance": -0.1},
        {"coherence": float("nan")},
        {"coherence": "high"},
        {"tension": {"mood": 0.5}},
        {"favourite_colour": "red"},
        {"version": 7},
    ],
)
def test_evolve_rejects_bad_changes(clock, changes):
    with pytest.raises(ConfigError):
        evolve(default_self_model(clock.now()), **changes)


def test_diff_reports_each_kind_of_change(clock):
    a = default_self_model(clock.now())
    b = evolve(
        a,
        identity="changed",
        drives=[*a.drives[1:], "new drive"],
        constraints=a.constraints[:-1],
        internal_state={"interaction_count": 9, "mood": 0.1},
        compression_pressure=0.7,
    )
    d = diff(a, b)
    assert d["identity"] == (a.identity, "changed")
    assert d["drives_added"] == ["new drive"] and d["drives_removed"] == [a.drives[0]]
    assert d["constraints_removed"] == [a.constraints[-1]] and "constraints_added" not in d
    assert d["internal_state"] == {"interaction_count": (0.0, 9), "mood": (None, 0.1)}
    assert d["tension"] == {"compression_pressure": (0.5, 0.7)}
    assert diff(a, a) == {}


def test_store_appends_versions_and_never_rewrites(store, clock):
    first = store.self_model()
    for day in range(1, 4):
        clock.advance(days=1)
        current = store.self_model()
        store.append_self_model(
            evolve(current, internal_state={"interaction_count": float(day)}), reason=f"day {day}"
        )
    versions = store.self_models()
    assert [v.version for v in versions] == [1, 2, 3, 4]
    assert [v.reason for v in versions] == ["initial", "day 1", "day 2", "day 3"]
    assert versions[0] == first  # version 1 unchanged by later appends
    assert [v.internal_state["interaction_count"] for v in versions] == [0.0, 1.0, 2.0, 3.0]
    assert versions[-1].created_at == clock.now()


def test_appends_do_not_reread_every_version(store, clock, monkeypatch):
    """Numbering the next version uses the latest version this Store follows, not a read and
    conversion of every version stored (quadratic over a long-lived yeast's appends)."""
    from yeastlab.store import versions

    converted = []
    real = versions.from_arrow

    def counting(record_type, rows):
        converted.append(rows.num_rows)
        return real(record_type, rows)

    monkeypatch.setattr(versions, "from_arrow", counting)
    for day in range(1, 31):
        clock.advance(days=1)
        store.append_self_model(evolve(store.self_model(), coherence=0.5), reason=f"day {day}")
    assert sum(converted) <= 1  # version 1 read once; every append after it followed in process
    assert [v.version for v in store.self_models()] == list(range(1, 32))
    # another process's append is seen: the next number follows it
    other = type(store).open(store.path, embedder=store.embedder, clock=clock)
    other.append_self_model(evolve(other.self_model(), coherence=0.6), reason="other")
    other.close()
    assert store.append_self_model(store.self_model(), reason="after").version == 33
