"""The experiments the notebooks run, as functions returning DataFrames.

A notebook states a question, calls one of these and plots what it returns, so the method is
code that can be read, tested and reused rather than a loop in a cell.
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["LOCOMO_RELATIVE", "locomo_path", "repository_root"]

#: Where LoCoMo's data sits relative to the repository root (a checkout beside ``shared/``).
LOCOMO_RELATIVE = Path("..") / "shared" / "data" / "locomo" / "locomo10.json"


def repository_root(start: str | os.PathLike | None = None) -> Path:
    """The yeastlab checkout: the first folder holding ``pyproject.toml`` and ``yeastlab/``.

    Searched upwards from ``start`` (default: the working directory, e.g. ``notebooks/``), then
    from the installed package's folder (an editable install lives in the checkout).
    """
    here = Path(start or Path.cwd()).resolve()
    package = Path(__file__).resolve().parents[2]
    for folder in [here, *here.parents, package]:
        if (folder / "pyproject.toml").is_file() and (folder / "yeastlab").is_dir():
            return folder
    return package


def locomo_path(given: str | os.PathLike | None = None) -> Path:
    """LoCoMo's ``locomo10.json``: ``given`` when set, else ``../shared/data/locomo/`` from the
    repository root (:func:`repository_root`). The file may not exist: check before reading."""
    if given:
        return Path(given).expanduser()
    return (repository_root() / LOCOMO_RELATIVE).resolve()
