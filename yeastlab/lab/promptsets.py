"""Prompt sets ("starch"): the prompts a fermentation runs, read from files or given directly.

A prompt set is a text file with one prompt per line; blank lines and lines starting with ``#``
are skipped. A folder means every ``*.txt`` in it, in name order.

Files are read as UTF-8 by default (another encoding with ``encoding=``, ``yeast ferment
--encoding`` or ``Settings.prompt_encoding``); a UTF-8 byte-order mark is stripped, and bytes that
are not in the encoding raise :class:`~yeastlab.core.errors.InputError` naming the file and the
byte offset. Only real line ends (``\n``, ``\r\n``) separate prompts: U+2028, U+2029, form
feeds and other characters :meth:`str.splitlines` would split on stay inside their prompt. Each
prompt goes through the input boundary (:func:`yeastlab.core.text.clean_input`). A path given
that does not exist is an error, never a prompt.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from yeastlab.core.errors import ConfigError
from yeastlab.core.text import clean_input, decode_text

__all__ = ["default_run_name", "load_prompts"]


def load_prompts(
    source: str | os.PathLike | Sequence[str | os.PathLike], *, encoding: str = "utf-8"
) -> list[str]:
    """Read a prompt set.

    Args:
        source: a file or folder path (``str`` or ``Path``), a sequence of paths, or a sequence
            of prompt strings (a sequence whose items are all ``str`` and not all existing files
            is taken as the prompts themselves, unless one of them names a missing ``.txt``
            file).
        encoding: the files' encoding (default UTF-8).

    Returns:
        The prompts, in order.

    Raises:
        ConfigError: if a path does not exist or the set is empty.
        InputError: a file is not in ``encoding`` (naming it and the byte offset), or a
            prompt holds a lone surrogate.
    """
    if isinstance(source, str | os.PathLike):
        paths = [Path(source)]
    elif all(isinstance(s, os.PathLike) for s in source) or all(
        isinstance(s, str) and _is_file_arg(s) for s in source
    ):
        paths = [Path(s) for s in source]
    else:
        missing = [s for s in source if isinstance(s, str) and _names_missing_file(s)]
        if missing:
            raise ConfigError(
                f"Prompt set {missing[0]} does not exist; pass existing .txt files or folders "
                "(or prompts that are not file names)"
            )
        prompts = [clean_input(str(s), field=f"prompt {i}").strip() for i, s in enumerate(source)]
        return _non_empty([p for p in prompts if p], "the given list")
    prompts = [p for path in paths for p in _read_set(path, encoding)]
    return _non_empty(prompts, ", ".join(map(str, paths)))


def _is_file_arg(text: str) -> bool:
    return "\n" not in text and len(text) < 4096 and Path(text).exists()


def _names_missing_file(text: str) -> bool:
    """Whether ``text`` reads as the name of a ``.txt`` file that is not there."""
    return (
        "\n" not in text
        and len(text) < 4096
        and text.strip().lower().endswith(".txt")
        and not any(c.isspace() for c in text.strip())
        and not Path(text).exists()
    )


def _read_set(path: Path, encoding: str = "utf-8") -> list[str]:
    if path.is_dir():
        files = sorted(path.glob("*.txt"))
        if not files:
            raise ConfigError(f"No *.txt prompt sets in folder {path}; add one prompt per line")
        return [p for f in files for p in _read_set(f, encoding)]
    if not path.exists():
        raise ConfigError(f"Prompt set {path} does not exist; pass a .txt file or a folder")
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ConfigError(f"Prompt set {path} cannot be read ({exc.strerror})") from exc
    text = decode_text(data, source=f"prompt file {path}", encoding=encoding)
    # Only \n and \r\n end a prompt (str.splitlines would also split on U+2028, \x0c, ...).
    lines = [line.removesuffix("\r") for line in text.split("\n")]
    return [s.strip() for s in lines if s.strip() and not s.lstrip().startswith("#")]


def _non_empty(prompts: list[str], where: str) -> list[str]:
    if not prompts:
        raise ConfigError(f"No prompts in {where}: write one prompt per line ('#' for comments)")
    return prompts


def default_run_name(source: Any) -> str:
    """A stable run name for a prompt source, so re-running it resumes the same run."""
    if isinstance(source, str | os.PathLike):
        return Path(source).stem or "prompts"
    items = list(source)
    if items and all(isinstance(s, os.PathLike) or _is_file_arg(str(s)) for s in items):
        return "+".join(Path(s).stem for s in items)
    return "prompts"
