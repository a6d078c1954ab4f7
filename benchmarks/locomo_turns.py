"""LoCoMo's turns as benign messages, for the judgement benchmarks.

The data's licence keeps it out of the repository: it is read from ``shared/data/locomo/`` beside
the repository's folder (``../shared`` from the root), or from the path in ``YEAST_LOCOMO``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from pathlib import Path

__all__ = ["LOCOMO", "locomo_messages"]

LOCOMO = Path(
    os.environ.get("YEAST_LOCOMO")
    or Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo10.json"
)


def locomo_messages(conversations: Iterable[int]) -> list[str]:
    """Every non-empty turn of the conversations (0-based indices), in session order."""
    data = json.loads(LOCOMO.read_text(encoding="utf-8"))
    out = []
    for index in conversations:
        talk = data[index]["conversation"]
        sessions = sorted(
            (k for k in talk if k.startswith("session_") and not k.endswith("date_time")),
            key=lambda k: int(k.split("_")[1]),
        )
        out += [t["text"] for key in sessions for t in talk[key] if t.get("text", "").strip()]
    return out
