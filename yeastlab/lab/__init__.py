"""The lab: fermentation runs, the lab database, snapshots and ai-yeast compatibility."""
