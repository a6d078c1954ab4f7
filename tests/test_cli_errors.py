"""The ``yeast`` command's errors (issue 17.2): every failure is one line on stderr saying what
failed and what to do, exit status 1, no traceback unless ``--debug``. Real processes of the
installed command, one per kind of error."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import yeastlab

YEAST = shutil.which("yeast")  # the installed command
_MAIN = "import sys; from yeastlab.faces.cli import main; sys.exit(main())"


def yeast(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, YEAST_HOME=str(home / "home"), YEAST_LAB=str(home / "lab"),
               YEAST_EMBEDDER="hashing")  # fmt: skip
    command = [YEAST, *args] if YEAST else [sys.executable, "-c", _MAIN, *args]
    return subprocess.run(command, capture_output=True, text=True, env=env, cwd=home)


def one_line(done: subprocess.CompletedProcess[str]) -> str:
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 1, (done.returncode, done.stderr[-2000:])
    assert "Traceback" not in done.stderr and len(lines) == 1, done.stderr[-2000:]
    assert lines[0].startswith("yeast: ")
    return lines[0]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("cli") / "y"
    with yeastlab.open(path, embedder="hashing") as y:
        y.remember("the starter lives in the cellar")
    return path


def test_a_dead_model_host(built, tmp_path):
    line = one_line(yeast("--yeast", str(built), "-p", "hi", "--backend",
                          "ollama://127.0.0.1:1", home=tmp_path))  # fmt: skip
    assert "127.0.0.1:1" in line and "--backend offline" in line


def test_a_damaged_store(built, tmp_path):
    path = tmp_path / "y"
    shutil.copytree(built, path)
    data = max(
        (path / "memories.lance" / "data").glob("*.lance"), key=lambda p: p.stat().st_mtime_ns
    )
    with open(data, "r+b") as handle:
        handle.truncate(data.stat().st_size // 2)
    line = one_line(yeast("--yeast", str(path), "inspect", home=tmp_path))
    assert "'memories'" in line and "yeast repair" in line


def test_a_prompt_file_not_in_its_encoding(built, tmp_path):
    prompts = tmp_path / "latin.txt"
    prompts.write_bytes(b"caf\xe9 au lait\n")
    line = one_line(yeast("--yeast", str(built), "ferment", str(prompts), "--no-progress",
                          "--lab", str(tmp_path / "lab"), home=tmp_path))  # fmt: skip
    assert "byte offset 3" in line and "--encoding" in line


def test_an_operating_system_error_is_one_line_and_debug_shows_the_traceback(tmp_path):
    """Defect: a yeast path that is a file (or lies under one) printed a 27-line traceback."""
    target = tmp_path / "a-file"
    target.write_text("not a yeast")
    line = one_line(yeast("--yeast", str(target), "init", home=tmp_path))
    assert str(target) in line and "check the path" in line
    debug = yeast("--debug", "--yeast", str(target), "init", home=tmp_path)
    assert debug.returncode != 0 and "Traceback" in debug.stderr


def test_a_multi_line_message_is_one_line():
    from yeastlab.core.errors import ConfigError
    from yeastlab.faces.cli import error_line

    assert error_line(ConfigError("recorded a, now b\nrecorded c, now d\n")) == (
        "recorded a, now b; recorded c, now d"
    )
    assert "bug in yeastlab" in error_line(KeyError("x")) and "--debug" in error_line(KeyError("x"))


def test_ingest_of_a_missing_file_is_one_line_on_stderr(built, tmp_path):
    """Defect: `yeast ingest <missing file>` printed its error on stdout."""
    done = yeast("--yeast", str(built), "ingest", str(tmp_path / "absent.md"), home=tmp_path)
    line = one_line(done)
    assert "absent.md" in line and "no such file" in line
    assert "absent.md" not in done.stdout  # the summary stays on stdout, the error does not
