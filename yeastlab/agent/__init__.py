"""The agent: :class:`Yeast` and its turn pipeline."""
