"""yeastlab: a Jupyter-first workbench for persistent identity and adaptive memory in LLM agents."""

from yeastlab.clock import SimClock, SystemClock
from yeastlab.config import Settings
from yeastlab.errors import YeastlabError

__version__ = "0.1.0"

__all__ = ["SimClock", "SystemClock", "Settings", "YeastlabError", "__version__"]
