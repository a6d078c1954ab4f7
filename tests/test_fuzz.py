"""Property-based fuzzing of every text entry (issue 19.6): chat, search, remember, forget,
prompt files and ai-yeast import, with arbitrary Unicode (lone surrogates, NULs, line and
paragraph separators), sizes and JSON shapes.

Each property asserts that nothing escapes outside :class:`YeastlabError` and that nothing
acknowledged is lost: every ``remember`` that returned is found again after the yeast is closed
and reopened. ``FUZZ_EXAMPLES`` sets the examples per property (default 60, hashing embedder);
``benchmarks/fuzz.py`` runs the same properties with ``FUZZ_REPORT`` set, which counts instead
of failing (inputs generated, exceptions outside YeastlabError).
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import traceback
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import yeastlab
from yeastlab.core.config import Settings
from yeastlab.core.errors import YeastlabError
from yeastlab.core.records import TIERS
from yeastlab.lab.compat import read_ai_yeast
from yeastlab.lab.promptsets import load_prompts

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "60"))
#: Examples of the chat property (each is a whole turn, plus a stream and a remember).
CHAT_EXAMPLES = int(os.environ.get("FUZZ_CHAT_EXAMPLES", str(EXAMPLES)))
#: The longest repetition in generated texts (up to 3 characters repeated this often).
LONG = int(os.environ.get("FUZZ_LONG", "40000"))
REPORT = os.environ.get("FUZZ_REPORT", "")
COUNTS: Counter[str] = Counter()
ESCAPED: list[str] = []

FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=not REPORT,  # the suite is reproducible; the benchmark explores
    suppress_health_check=list(HealthCheck),
    database=None,
)

#: Any code point, lone surrogates included.
ANY_CHAR = st.characters(codec=None, categories=None)
TEXT = st.one_of(
    st.text(ANY_CHAR, max_size=200),
    st.text(st.sampled_from("ab \n\r\t\x00\u2028\u2029\ufeff\ud800\udfff\u0301é€😀"), max_size=50),
    st.builds(lambda c, n: c * n, st.text(ANY_CHAR, min_size=1, max_size=3), st.integers(1, LONG)),
)
JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**80), max_value=2**80)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(ANY_CHAR, max_size=30),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(st.text(ANY_CHAR, max_size=12), children, max_size=5)
    ),
    max_leaves=20,
)
MEMORY_KEYS = st.sampled_from(
    ["id", "timestamp", "created_at", "content", "text", "source", "confidence", "access_count",
     "saliency", "last_accessed", "basis", "tier", "gates", "input", "output", "reason"]
)  # fmt: skip


def _outcome(kind: str, call) -> object:
    """Run ``call``: count it, let YeastlabError through as a refusal, and fail on (or, with
    ``FUZZ_REPORT``, count) anything else."""
    COUNTS[f"{kind}:inputs"] += 1
    try:
        return call()
    except YeastlabError:
        COUNTS[f"{kind}:refused"] += 1
        return None
    except Exception as exc:  # noqa: BLE001 - what the suite is looking for
        COUNTS[f"{kind}:escaped"] += 1
        ESCAPED.append(f"{kind}: {type(exc).__name__}: {exc}"[:300])
        if not REPORT:
            raise AssertionError(
                f"{kind} raised {type(exc).__name__} outside YeastlabError:\n"
                + traceback.format_exc()
            ) from exc
        return None


@pytest.fixture(scope="module")
def yeast_dir():
    path = Path(tempfile.mkdtemp(prefix="fuzz-"))
    yield path / "y"
    shutil.rmtree(path, ignore_errors=True)
    if REPORT:
        Path(REPORT).write_text(json.dumps({"counts": COUNTS, "escaped": ESCAPED[:50]}))


@pytest.fixture(scope="module")
def yeast(yeast_dir):
    big = Settings(cap_semantic=10**6, cap_episodic=10**6, cap_working=10**6)
    y = yeastlab.open(yeast_dir, embedder="hashing", settings=big)
    y.acknowledged = []  # remember() calls that returned
    yield y
    acknowledged = list(y.acknowledged)
    y.close()
    with yeastlab.open(yeast_dir, embedder="hashing", settings=big) as again:
        alive = set(again.memories()["id"]) | set(again.forgotten()["memory_id"])
    lost = [i for i in acknowledged if i not in alive]
    COUNTS["acknowledged"] += len(acknowledged)
    COUNTS["acknowledged_lost"] += len(lost)
    assert not lost, f"{len(lost)} of {len(acknowledged)} acknowledged remember() calls lost"


@settings(FUZZ, max_examples=CHAT_EXAMPLES)
@given(text=TEXT)
def test_chat_and_stream(yeast, text):
    turn = _outcome("chat", lambda: yeast.chat(text))
    if turn is not None:
        assert isinstance(turn.response, str)
    _outcome("stream", lambda: list(yeast.stream(text[:500])))
    memory = _outcome("remember", lambda: yeast.remember("a steady fact after the chat"))
    if memory is not None:
        yeast.acknowledged.append(memory.id)


@FUZZ
@given(query=TEXT, k=st.integers(-2, 50), tier=st.sampled_from([None, *TIERS, "nope"]))
def test_search(yeast, query, k, tier):
    hits = _outcome("search", lambda: yeast.search(query, k, tier=tier))
    if hits is not None:
        assert len(hits) <= k


@FUZZ
@given(
    text=TEXT,
    tier=st.sampled_from([*TIERS, "nope"]),
    fields=st.dictionaries(
        st.sampled_from(["kind", "confidence", "priority", "tags", "meta", "importance"]),
        JSON,
        max_size=3,
    ),
)
def test_remember(yeast, text, tier, fields):
    memory = _outcome("remember", lambda: yeast.remember(text, tier, **fields))
    if memory is not None:
        yeast.acknowledged.append(memory.id)
        assert memory.text.strip()


@FUZZ
@given(target=TEXT, reason=st.one_of(st.none(), TEXT), about=st.booleans())
def test_forget(yeast, target, reason, about):
    if about:
        _outcome("forget", lambda: yeast.forget(about=target, reason=reason))
    else:
        _outcome("forget", lambda: yeast.forget(target, reason))


@FUZZ
@given(
    data=st.one_of(
        st.binary(max_size=400),
        st.text(ANY_CHAR, max_size=300).map(lambda t: t.encode("utf-8", "surrogatepass")),
        TEXT.map(lambda t: t.encode("utf-8", "replace")),
    ),
    encoding=st.sampled_from(["utf-8", "latin-1", "utf-16", "cp1252", "no-such-codec"]),
)
def test_prompt_files(tmp_path_factory, data, encoding):
    path = tmp_path_factory.mktemp("prompts") / "set.txt"
    path.write_bytes(data)
    prompts = _outcome("prompt_file", lambda: load_prompts(path, encoding=encoding))
    if prompts is not None:
        assert all(p and p == p.strip() and "\n" not in p for p in prompts)


@FUZZ
@given(
    document=st.one_of(
        JSON,
        st.fixed_dictionaries(
            {"memories": st.lists(st.dictionaries(MEMORY_KEYS, JSON), max_size=4)}
        ),
        st.lists(st.dictionaries(MEMORY_KEYS, JSON), max_size=4),
    ),
    where=st.sampled_from(
        [
            "episodic/raw.json",
            "semantic/distilled.json",
            "reflection/audits.json",
            "dialogue.json",
            "self_model/current.json",
            "reflection/forgetting.json",
        ]
    ),  # fmt: skip
)
def test_import(tmp_path_factory, document, where):
    root = tmp_path_factory.mktemp("ai-yeast")
    path = root / where
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, ensure_ascii=True), encoding="utf-8")
    _outcome("import", lambda: read_ai_yeast(root))
