"""What ``yeast inspect`` and the REPL's ``/inspect`` print: a yeast summed up in a few lines.

Why a module of its own: the summary is read by two faces (the ``inspect`` command and the REPL),
and it is the one place that decides what a user sees of tiers, strengths, tension, turns, failed
gates, forgetting, drift audits and proposals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: `yeast --help` stays light
    from yeastlab.agent.yeast import Yeast

__all__ = ["summary"]


def summary(yeast: Yeast) -> str:
    """A readable summary of a yeast: tiers, strengths, tension, turns, audits, proposals."""
    model = yeast.self_model
    lines = [
        f"yeast {yeast.path}",
        f"  backend {yeast.backend.name} ({yeast.backend.model}), profile {yeast.profile.name}, "
        f"embedder {yeast.embedder.name}",
        f"self-model v{model.version} ({model.reason})",
        f"  identity: {model.identity[:160]}{'…' if len(model.identity) > 160 else ''}",
        "  tension: " + " · ".join(f"{k} {v:.2f}" for k, v in model.tension.as_dict().items()),
        f"  drives {len(model.drives)}, constraints {len(model.constraints)}",
        "memory tiers (alive / cap, strength mean / min):",
    ]
    caps = yeast.memory.policy.caps
    for tier, count in yeast.store.counts().items():
        line = f"  {tier:<11}{count:>6} / {caps.get(tier, '∞')}"
        if count:
            strengths = yeast.memory.strengths(yeast.store.memories(tier))
            line += f"   {float(strengths.mean()):.2f} / {float(strengths.min()):.2f}"
        lines.append(line)
    turns = yeast.store.turns_frame()
    approved = int(turns["approved"].sum()) if len(turns) else 0
    lines.append(
        f"turns: {len(turns)} logged, {approved} stored, {len(turns) - approved} not stored"
    )
    audits = yeast.store.gate_audits_frame()
    failed = audits[~audits["passed"]] if len(audits) else audits
    for _, row in failed.tail(3).iterrows():
        lines.append(
            f"  gate {row['gate']} failed ({row['score']:.2f} < {row['threshold']:.2f}): "
            f"{row['reason']}"
        )
    forgotten = yeast.store.forgetting()
    lines.append(
        f"forgotten: {len(forgotten)}"
        + (f" (last: {forgotten[-1].reason}: {forgotten[-1].summary[:60]})" if forgotten else "")
    )
    lines.extend(_drift_lines(yeast))
    lines.append(f"proposals pending: {len(yeast.proposals('pending'))}")
    return "\n".join(lines)


def _drift_lines(yeast: Yeast) -> list[str]:
    from yeastlab.cognition.audit import audits

    frame = audits(yeast.store)
    if frame is None or not len(frame):
        return ["drift audits: none yet"]
    out = ["last drift audits:"]
    for _, row in frame.tail(3).iterrows():
        out.append(
            f"  v{row['from_version']} → v{row['to_version']}: severity {row['severity']:.2f}"
        )
    return out
