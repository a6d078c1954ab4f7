"""The pure core: records, the clock, errors, settings, decay, scoring, parsing. No I/O but
settings' reading of the environment."""
