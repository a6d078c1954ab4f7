"""The notebook front door of a yeast: memories, search, remember, forget, turns, self-models.

Notebooks and the README's "Using it" section must use only this surface, never the yeast's
store, memory system or private attributes.
"""

from __future__ import annotations

import inspect
import re
import subprocess
import sys
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

import nbformat
import pytest

import yeastlab
from yeastlab import (
    ConfigError,
    ForgetEvent,
    Hit,
    Memory,
    SelfModel,
    StoreError,
    Tension,
    Yeast,
)
from yeastlab.store.journal import JOURNAL_DIR

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + [ROOT / "experiments/ferment.ipynb"]
#: Reaching behind the front door: the store, the memory system, the retriever, private names.
BEHIND = re.compile(r"\.(store|memory|retriever)\b|\._[A-Za-z]")


def _files(path: Path) -> dict[str, tuple[int, int]]:
    """Every file under ``path`` with its size and modification time.

    The open Store's own write-ahead journal (``.journal/``, created on open and removed on a
    clean close) is left out: it is scratch space, not the yeast's data.
    """
    return {
        str(f.relative_to(path)): (f.stat().st_size, f.stat().st_mtime_ns)
        for f in path.rglob("*")
        if f.is_file() and JOURNAL_DIR not in f.relative_to(path).parts
    }


def _changed(before: dict, after: dict) -> set[str]:
    return {k for k in before.keys() | after.keys() if before.get(k) != after.get(k)}


# -- notebooks and README ----------------------------------------------------------------------
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebooks_use_only_the_front_door(path):
    notebook = nbformat.read(path, as_version=4)
    behind = [
        (i, line)
        for i, cell in enumerate(notebook.cells)
        if cell.cell_type == "code"
        for line in cell.source.splitlines()
        if BEHIND.search(line)
    ]
    assert behind == [], f"{path.name} reaches behind the front door in cells {behind}"


def test_readme_using_it_uses_only_the_front_door():
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## Using it", 1)[1].split("\n## ", 1)[0]
    code = "\n".join(re.findall(r"```python\n(.*?)```", section, flags=re.S))
    assert "yeast.memories()" in code and "yeast.search(" in code
    assert not BEHIND.search(code)


# -- exports and types -------------------------------------------------------------------------
def test_records_and_errors_are_exported():
    for name in yeastlab.__all__:
        assert getattr(yeastlab, name) is not None, name
    for name in ("Memory", "SelfModel", "Turn", "Hit", "ForgetEvent", "GateVerdict", "StoreError"):
        assert name in yeastlab.__all__
    assert issubclass(yeastlab.ConfigError, yeastlab.YeastlabError)
    # the whole error tree, so a new error class cannot be left out of the front door
    from yeastlab.core import errors

    assert set(errors.__all__) <= set(yeastlab.__all__)


def test_import_stays_light():
    loaded = subprocess.run(
        [sys.executable, "-c", "import sys, yeastlab; print(sorted(sys.modules))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    # Records and the agent load on first use: not even numpy at `import yeastlab`.
    for heavy in ("'numpy'", "'pandas'", "'lancedb'", "'torch'", "'pyarrow'"):
        assert heavy not in loaded


def test_every_public_method_has_a_real_return_type():
    untyped = [
        name
        for name, method in inspect.getmembers(Yeast, inspect.isfunction)
        if not name.startswith("_")
        and inspect.signature(method).return_annotation in (inspect.Signature.empty, "Any")
    ]
    assert untyped == []


# -- memories ----------------------------------------------------------------------------------
def test_memories_is_one_row_per_alive_memory_without_vectors(offline_yeast):
    offline_yeast.chat("Remember: my name is Jay")
    fact = offline_yeast.remember("Jay's cat is called Miso", tags=["pets"])
    frame = offline_yeast.memories()
    assert list(frame.columns[:6]) == ["id", "tier", "kind", "text", "strength", "relevance"]
    assert "vector" not in frame.columns
    assert len(frame) == sum(offline_yeast.counts().values()) >= 2
    assert fact.id in set(frame["id"])
    assert set(offline_yeast.memories("semantic")["tier"]) == {"semantic"}
    with_vectors = offline_yeast.memories(vectors=True)
    assert all(len(v) == offline_yeast.embedder.dim for v in with_vectors["vector"])
    offline_yeast.forget(fact.id)
    assert fact.id not in set(offline_yeast.memories()["id"])


def test_memories_of_an_unknown_tier_is_a_config_error(offline_yeast):
    with pytest.raises(ConfigError, match="unknown tier 'semantics'.*episodic"):
        offline_yeast.memories("semantics")


# -- search ------------------------------------------------------------------------------------
def test_search_ranks_memories_as_hits(offline_yeast):
    offline_yeast.remember("The user's favourite colour is green")
    cat = offline_yeast.remember("The user's cat is called Miso")
    hits = offline_yeast.search("what is the cat called", k=2)
    # the colour is not about the cat: below the relevance floor, it is not returned (issue 20)
    assert [type(h) for h in hits] == [Hit]
    assert hits[0].id == cat.id and hits[0].rank == 1 and "final" in hits[0].components
    both = offline_yeast.search("the cat called Miso, the colour green", k=2)
    assert len(both) == 2 and both[0].score >= both[1].score
    assert offline_yeast.search("cat", tier="episodic") == []
    with pytest.raises(ConfigError, match="k >= 1"):
        offline_yeast.search("cat", k=0)


def test_search_changes_nothing(make_yeast, tmp_path):
    yeast = make_yeast("y")
    yeast.chat("Remember: my name is Jay")
    yeast.chat("I like summer")
    yeast.close()
    yeast = make_yeast("y")
    files = _files(tmp_path / "y")
    memories, turns = yeast.memories(), len(yeast.turns())
    for query in ("what is my name", "summer", "Jay"):
        assert yeast.search(query)
    after = yeast.memories()
    assert after[["id", "access_count"]].equals(memories[["id", "access_count"]])
    assert after["last_accessed_at"].equals(memories["last_accessed_at"])
    assert len(yeast.turns()) == turns
    yeast.close()  # commits anything queued: nothing must have been
    assert _changed(files, _files(tmp_path / "y")) == set()
    # The same check sees what a turn writes.
    yeast = make_yeast("y")
    files = _files(tmp_path / "y")
    yeast.chat("What is my name?")
    yeast.close()
    assert _changed(files, _files(tmp_path / "y"))


# -- remember ----------------------------------------------------------------------------------
def test_remember_stores_a_checked_memory(offline_yeast):
    when = datetime(2024, 6, 1, tzinfo=UTC)
    memory = offline_yeast.remember(
        "Jay lives in Lyon", kind="fact", confidence=0.8, tags="home", created_at=when
    )
    assert isinstance(memory, Memory)
    assert (memory.tier, memory.kind, memory.confidence, memory.tags) == (
        "semantic",
        "fact",
        0.8,
        ("home",),
    )
    assert memory.created_at == when and memory.session_id == offline_yeast.session_id
    assert memory.vector is not None
    episode = offline_yeast.remember("We talked about Lyon", tier="episodic")
    assert offline_yeast.recent_episodes()[0].id == episode.id


@pytest.mark.parametrize(
    ("args", "fields", "message"),
    [
        (("",), {}, "needs some text"),
        (("x", "semantics"), {}, "unknown tier 'semantics'"),
        (("x",), {"colour": "red"}, r"cannot set \['colour'\]"),
        (("x",), {"vector": [0.0]}, r"cannot set \['vector'\]"),
        (("x",), {"access_count": 3}, r"cannot set \['access_count'\]"),
        (("x",), {"confidence": 1.5}, r"confidence must be within \[0, 1\]"),
        (("x",), {"priority": 7}, "priority must be"),
        (("x",), {"affect": (1.0,)}, "affect needs 5 values"),
        (("x",), {"created_at": "yesterday"}, "created_at must be a datetime"),
    ],
)
def test_remember_refuses_bad_input(offline_yeast, args, fields, message):
    with pytest.raises(ConfigError, match=message):
        offline_yeast.remember(*args, **fields)
    assert len(offline_yeast.memories()) == 0


# -- forget ------------------------------------------------------------------------------------
def test_forget_by_unique_prefix_logs_the_reason(offline_yeast):
    memory = offline_yeast.remember("The user's cat is called Miso")
    event = offline_yeast.forget(memory.id[:8], reason="wrong cat")
    assert isinstance(event, ForgetEvent)
    assert (event.memory_id, event.reason, event.tier) == (memory.id, "wrong cat", "semantic")
    log = offline_yeast.forgotten()
    assert log.iloc[-1]["memory_id"] == memory.id and log.iloc[-1]["reason"] == "wrong cat"
    with pytest.raises(StoreError, match="no alive memory id starts with"):
        offline_yeast.forget(memory.id)  # already forgotten


def test_forget_an_ambiguous_prefix_names_the_candidates(offline_yeast):
    # 17 ids over 16 hex digits: at least two share their first character.
    ids = [offline_yeast.remember(f"fact number {i}").id for i in range(17)]
    first, _ = Counter(i[0] for i in ids).most_common(1)[0]
    sharing = [i for i in ids if i.startswith(first)]
    with pytest.raises(StoreError, match=f"'{first}' matches {len(sharing)} alive") as err:
        offline_yeast.forget(first)
    assert all(i[:12] in str(err.value) for i in sharing[:5])
    assert len(offline_yeast.memories()) == 17  # nothing forgotten


@pytest.mark.parametrize(
    ("target", "reason", "error", "message"),
    [
        ("f" * 32 + "0", "forgotten", StoreError, "no alive memory id starts with"),
        ("  ", "forgotten", StoreError, "give a memory id"),
        ("0", "", ConfigError, "needs a reason"),
    ],
)
def test_forget_refuses_unknown_ids_and_empty_reasons(
    offline_yeast, target, reason, error, message
):
    offline_yeast.remember("a fact")
    with pytest.raises(error, match=message):
        offline_yeast.forget(target, reason=reason)
    assert len(offline_yeast.memories()) == 1


# -- turns, self-models ------------------------------------------------------------------------
def test_turns_is_the_dialogue_log(offline_yeast):
    assert offline_yeast.turns().empty
    first = offline_yeast.chat("Remember: my name is Jay")
    offline_yeast.chat("What did I just tell you?")
    turns = offline_yeast.turns()
    assert list(turns["turn_id"])[:1] == [first.turn_id] and len(turns) == 2
    assert {"user_input", "response", "approved", "saliency"} <= set(turns.columns)


def test_evolve_writes_a_version_with_its_reason(offline_yeast):
    before = offline_yeast.self_model
    changed = offline_yeast.evolve(
        "add a drive", drives=(*before.drives, "Learn about baking"), coherence=0.9
    )
    assert isinstance(changed, SelfModel)
    assert changed.version == before.version + 1 and changed.reason == "add a drive"
    assert changed.drives[-1] == "Learn about baking" and changed.tension.coherence == 0.9
    versions = offline_yeast.self_models()
    assert [m.version for m in versions] == [1, 2] and versions[-1] == offline_yeast.self_model
    assert isinstance(versions[0].tension, Tension)


@pytest.mark.parametrize(
    ("reason", "changes", "message"),
    [
        ("", {"identity": "x"}, "needs a reason"),
        ("nothing", {}, "at least one change"),
        ("bad key", {"mood": "happy"}, r"cannot change \['mood'\]"),
        ("bad value", {"coherence": 2.0}, "coherence"),
    ],
)
def test_evolve_refuses_bad_changes(offline_yeast, reason, changes, message):
    with pytest.raises(ConfigError, match=message):
        offline_yeast.evolve(reason, **changes)
    assert len(offline_yeast.self_models()) == 1
