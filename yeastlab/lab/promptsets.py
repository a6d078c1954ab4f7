"""Prompt sets ("starch"): the prompts a fermentation runs, read from files or given directly.

A prompt set is a text file with one prompt per line; blank lines and lines starting with ``#``
are skipped. A folder means every ``*.txt`` in it, in name order.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from yeastlab.core.errors import ConfigError

__all__ = ["default_run_name", "load_prompts"]


def load_prompts(source: str | os.PathLike | Sequence[str | os.PathLike]) -> list[str]:
    """Read a prompt set.

    Args:
        source: a file or folder path (``str`` or ``Path``), a sequence of paths, or a sequence
            of prompt strings (a sequence whose items are all ``str`` and not all existing files
            is taken as the prompts themselves).

    Returns:
        The prompts, in order.

    Raises:
        ConfigError: if a path does not exist or the set is empty.
    """
    if isinstance(source, str | os.PathLike):
        paths = [Path(source)]
    elif all(isinstance(s, os.PathLike) for s in source) or all(
        isinstance(s, str) and _is_file_arg(s) for s in source
    ):
        paths = [Path(s) for s in source]
    else:
        prompts = [str(s).strip() for s in source if str(s).strip()]
        return _non_empty(prompts, "the given list")
    prompts = [p for path in paths for p in _read_set(path)]
    return _non_empty(prompts, ", ".join(map(str, paths)))


def _is_file_arg(text: str) -> bool:
    return "\n" not in text and len(text) < 4096 and Path(text).exists()


def _read_set(path: Path) -> list[str]:
    if path.is_dir():
        files = sorted(path.glob("*.txt"))
        if not files:
            raise ConfigError(f"No *.txt prompt sets in folder {path}; add one prompt per line")
        return [p for f in files for p in _read_set(f)]
    if not path.exists():
        raise ConfigError(f"Prompt set {path} does not exist; pass a .txt file or a folder")
    lines = path.read_text(encoding="utf-8").splitlines()
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
