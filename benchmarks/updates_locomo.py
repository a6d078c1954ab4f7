"""Updates on real conversation: how often one LoCoMo turn would supersede another.

A LoCoMo speaker's turns are small talk, news and plans, told over weeks; few of them change
an earlier fact of the same speaker ("I moved to ...", "my new job ..."). Each turn is read as
an update (:func:`yeastlab.cognition.updates.is_update`) of the same speaker's turns before it:
the one right before (``--window 1``, the default) or the last few. Every supersession is
printed, to be read: they must be rare and right.

    python benchmarks/updates_locomo.py [--pairs 2000] [--window 1] [--quiet]

Measured (the first 2,000 consecutive pairs): see ``docs/DESIGN.md`` (updates).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from pathlib import Path

from yeastlab.cognition.updates import is_update

LOCOMO = Path("/work/shared/data/locomo/locomo10.json")


def speaker_turns(path: Path = LOCOMO) -> Iterator[list[str]]:
    """Each speaker's turns of each LoCoMo conversation, in order (sessions in order)."""
    for sample in json.loads(path.read_text("utf-8")):
        conversation = sample["conversation"]
        sessions = sorted(
            (k for k in conversation if k.startswith("session_") and k.split("_")[-1].isdigit()),
            key=lambda k: int(k.split("_")[-1]),
        )
        by_speaker: dict[str, list[str]] = {}
        for session in sessions:
            for turn in conversation[session]:
                by_speaker.setdefault(turn["speaker"], []).append(" ".join(turn["text"].split()))
        yield from by_speaker.values()


def pairs(limit: int, window: int) -> Iterator[tuple[str, str]]:
    """(earlier, later) turns of one speaker, the later one against the ``window`` before it;
    at most ``limit``."""
    n = 0
    for turns in speaker_turns():
        for i, later in enumerate(turns):
            for earlier in turns[max(0, i - window) : i]:
                if n == limit:
                    return
                yield earlier, later
                n += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=2000)
    parser.add_argument("--window", type=int, default=1)
    parser.add_argument("--quiet", action="store_true", help="counts only")
    args = parser.parse_args()
    found = total = 0
    for earlier, later in pairs(args.pairs, args.window):
        total += 1
        if is_update(earlier, later):
            found += 1
            if not args.quiet:
                print(f"- {earlier[:110]!r}\n  -> {later[:110]!r}")
    print(f"\n{found}/{total} pairs read as an update ({found / max(total, 1):.2%})")


if __name__ == "__main__":
    main()
