"""Memory profiles: the ai-yeast default and the cognitive-agent, hierarchical and typed designs."""
