"""What a :class:`~yeastlab.agent.yeast.Yeast` hands to its owners' modules: the self-model and
its tension, proposals, consolidation, the drift audit and probes, the forgetting log and
documents. Each method is one call of the module that does the work, with the yeast's store,
:class:`~yeastlab.cognition.context.Mind` or settings.

:class:`Delegations` is the base of ``Yeast``; the turn, the front door and the yeast's life
are ``Yeast``'s own.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from yeastlab.agent import frontdoor
from yeastlab.cognition import audit, consolidate, proposals, rag
from yeastlab.cognition.context import Mind
from yeastlab.core.config import Settings
from yeastlab.core.records import DriftReport, Proposal, SelfModel
from yeastlab.store import Store

if TYPE_CHECKING:  # for annotations only, so that `import yeastlab` stays light
    import os

    import pandas as pd

    from yeastlab.cognition.consolidate import ConsolidationReport
    from yeastlab.cognition.rag import IngestReport

__all__ = ["Delegations"]


class Delegations:
    """A yeast's delegations (see the module)."""

    # the yeast's parts (set by Yeast.__init__)
    store: Store
    mind: Mind
    settings: Settings

    # -- self-model, tension, proposals --------------------------------------------------------
    @property
    def self_model(self) -> SelfModel:
        """The current (latest) self-model version."""
        return self.store.self_model()

    def set_tension(self, **values: float) -> SelfModel:
        """Change tension values; each call writes a new self-model version.

        Raises:
            ConfigError: for unknown keys or values outside [0, 1].
        """
        return frontdoor.set_tension(self.store, values)

    def proposals(self, status: str | None = None) -> list[Proposal]:
        """Proposals (``pending``, ``approved``, ``rejected``, ``expired``), oldest first."""
        return proposals.listed(self.store, status)

    def approve(self, proposal_id: str) -> SelfModel:
        """Apply a pending proposal: a new self-model version whose reason names it."""
        return proposals.approve(self.store, proposal_id)

    def reject(self, proposal_id: str) -> Proposal:
        """Reject a pending proposal (the self-model is unchanged)."""
        return proposals.reject(self.store, proposal_id)

    # -- delegations to their owners' modules --------------------------------------------------
    def consolidate(self, strategy: str | None = None, **options: Any) -> ConsolidationReport:
        """Run a consolidation pass (:func:`yeastlab.cognition.consolidate.consolidate`).

        Args:
            strategy: the strategy name (default the profile's or the settings').
            **options: passed on to the strategy.

        Returns:
            What the pass did: memories before and after, facts added, memories forgotten.
        """
        return consolidate.consolidate(self.mind, strategy, **options)

    def audit(self, a: int | None = None, b: int | None = None, **options: Any) -> DriftReport:
        """Drift between two self-model versions (:func:`yeastlab.cognition.audit.audit`).

        Args:
            a: the earlier version (default the one before ``b``).
            b: the later version (default the latest).
            **options: passed on to :func:`~yeastlab.cognition.audit.audit`.

        Returns:
            The drift report: severity, its components and the identity shifts.
        """
        return audit.audit(self.mind, a, b, **options)

    def probe(self, *args: Any, **options: Any) -> pd.DataFrame:
        """Behavioural drift probes (:func:`yeastlab.cognition.audit.probe`).

        Returns:
            One row per (version, probe) with the answer and its drift from the baseline.
        """
        return audit.probe(self.mind, *args, **options)

    def forgotten(self, since: datetime | None = None) -> pd.DataFrame:
        """The forgetting log as a DataFrame (what was removed, when, why, into what).

        Args:
            since: only removals at or after this time (default all).

        Returns:
            One row per removal: memory_id, created_at, tier, summary, reason, into.
        """
        return frontdoor.forgotten(self.store, since)

    def ingest(
        self, paths: str | os.PathLike | Sequence[str | os.PathLike], **options: Any
    ) -> IngestReport:
        """Ingest documents for retrieval (:func:`yeastlab.cognition.rag.ingest`).

        Args:
            paths: files and/or folders.
            **options: ``root``, ``chunk_size``, ``overlap`` (defaults from the settings).

        Returns:
            Paths added, replaced, unchanged, skipped or failed, and chunks written.
        """
        options.setdefault("chunk_size", self.settings.chunk_size)
        options.setdefault("overlap", self.settings.chunk_overlap)
        return rag.ingest(self.store, paths, **options)

    def documents(self) -> pd.DataFrame:
        """The ingested documents (:func:`yeastlab.cognition.rag.documents`).

        Returns:
            One row per document: id, path, title, chunks, hash, created_at.
        """
        return rag.documents(self.store)
