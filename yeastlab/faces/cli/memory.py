"""``yeast consolidate | audit | forgotten | reset | snapshot | fork``: upkeep of a yeast."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from yeastlab.core.clock import utc
from yeastlab.core.errors import ConfigError
from yeastlab.faces.cli.chat import open_from_args

__all__ = ["register"]


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    """Add the memory and identity commands."""
    p = subparsers.add_parser("consolidate", parents=[common], help="run a consolidation pass")
    p.add_argument(
        "--strategy",
        choices=("aged", "cluster", "salient"),
        help="default: the yeast's strategy (profile or settings)",
    )
    p.set_defaults(handler=run_consolidate)

    p = subparsers.add_parser("audit", parents=[common], help="identity drift between versions")
    p.add_argument(
        "versions",
        nargs="*",
        type=int,
        metavar="VERSION",
        help="A B (default: previous and latest)",
    )
    p.add_argument("--explain", action="store_true", help="add an explanation of the shifts")
    p.set_defaults(handler=run_audit)

    p = subparsers.add_parser("forgotten", parents=[common], help="what the yeast forgot, and why")
    p.add_argument("--since", metavar="TIME", help="ISO time, e.g. 2025-01-31 or 2025-01-31T09:00")
    p.set_defaults(handler=run_forgotten)

    p = subparsers.add_parser("reset", parents=[common], help="wipe memories (backup first)")
    p.add_argument("--keep-audits", action="store_true", help="keep drift and gate audits")
    p.add_argument("--force", action="store_true", help="do not ask for confirmation")
    p.set_defaults(handler=run_reset)

    p = subparsers.add_parser(
        "snapshot", parents=[common], help="save a snapshot: snapshot [NAME] | snapshot compare A B"
    )
    p.add_argument("words", nargs="*", metavar="NAME | compare A B | list")
    p.set_defaults(handler=run_snapshot)

    p = subparsers.add_parser("fork", parents=[common], help="copy this yeast to DEST")
    p.add_argument("dest", metavar="DEST")
    p.set_defaults(handler=run_fork)


def run_consolidate(args: argparse.Namespace) -> int:
    from yeastlab.cognition.consolidate import consolidate, suggest

    with open_from_args(args) as yeast:
        report = consolidate(yeast.mind, args.strategy)
        print(f"[{report.strategy}] {report.message}")
        for tier, row in report.frame().iterrows():
            if row["before"] or row["after"]:
                print(f"  {tier:<10} {row['before']:>5} → {row['after']}")
        for change in report.rules_changed:
            print(f"  rule {change.action}: {change.text}")
        if report.changed:
            print(f"  self-model version {report.self_model_version}")
        for tip in suggest(yeast.mind):
            print(f"  suggestion: {tip}")
    return 0


def run_audit(args: argparse.Namespace) -> int:
    from yeastlab.cognition.audit import audit, summary

    if len(args.versions) not in (0, 2):
        raise ConfigError("yeast audit takes no versions or two (A B), e.g. `yeast audit 1 4`")
    a, b = args.versions if args.versions else (None, None)
    with open_from_args(args) as yeast:
        report = audit(yeast.mind, a, b, explain=args.explain)
        print(summary(report))
        if args.explain and report.explanation not in ("", summary(report)):
            print(f"\n{report.explanation}")
    return 0


def run_forgotten(args: argparse.Namespace) -> int:
    from yeastlab.cognition.consolidate import forgotten

    try:
        since = utc(args.since) if args.since else None
    except ValueError:
        raise ConfigError(
            f"--since expects an ISO time like 2025-01-31, got {args.since!r}"
        ) from None
    with open_from_args(args) as yeast:
        frame = forgotten(yeast.store, since)
    if frame.empty:
        print("Nothing forgotten" + (f" since {since.isoformat()}." if since else "."))
        return 0
    for row in frame.itertuples():
        into = f" → {', '.join(i[:8] for i in row.into)}" if len(row.into) else ""
        print(
            f"{row.created_at:%Y-%m-%d %H:%M}  {row.reason:<12} {row.tier:<10} "
            f"{row.memory_id[:8]}  {row.summary}{into}"
        )
    return 0


def run_reset(args: argparse.Namespace) -> int:
    from yeastlab.lab.snapshot import reset

    with open_from_args(args) as yeast:
        if not args.force:
            answer = input(
                f"Reset {yeast.path}? Memories, turns and self-model versions after 1 "
                "are cleared (a backup is made first). Type 'yes': "
            )
            if answer.strip().lower() not in ("y", "yes"):
                print("Reset cancelled.")
                return 1
        report = reset(yeast, keep_audits=args.keep_audits)
    print(
        f"Reset done: {report.forgotten} memories forgotten, {report.turns_removed} turns "
        f"removed; backup at {report.backup}"
    )
    return 0


def run_snapshot(args: argparse.Namespace) -> int:
    from yeastlab.lab.snapshot import compare, snapshot, snapshots

    words = list(args.words)
    with open_from_args(args) as yeast:
        if words and words[0] == "compare":
            if len(words) not in (2, 3):
                raise ConfigError("usage: yeast snapshot compare A [B]  (B defaults to current)")
            print(
                compare(words[1], words[2] if len(words) == 3 else "current", yeast=yeast).summary()
            )
        elif words and words[0] == "list":
            print("\n".join(snapshots(yeast)) or "No snapshots yet.")
        elif len(words) <= 1:
            info = snapshot(yeast, words[0] if words else None)
            counts = ", ".join(f"{t} {n}" for t, n in info.counts.items() if n)
            print(
                f"Snapshot {info.name!r} saved at {info.path} ({counts or 'empty'}; "
                f"self-model v{info.self_model_version})"
            )
        else:
            raise ConfigError("usage: yeast snapshot [NAME] | snapshot compare A B | snapshot list")
    return 0


def run_fork(args: argparse.Namespace) -> int:
    with open_from_args(args) as yeast:
        child = yeast.fork(args.dest)
        child.close()
    print(f"Forked {yeast.path} → {args.dest}", file=sys.stdout)
    return 0
