"""Prompt assembly from plain template files, and a JSON-schema call helper.

Templates are ``string.Template`` text files (``$name`` placeholders, so the JSON braces in the
instructions need no escaping). The packaged ones live in ``yeastlab/templates/``; a researcher
overrides any of them by putting a file of the same name in ``Settings.templates_dir``:

=====================  ===================================================================
``system.txt``         the system prompt: identity, drives, constraints, tension, recent
                       episodic memories, other memory sections, conflict notices, and the
                       thinking and proposal instructions
``memory_section.txt`` one heading with its memory lines
``user.txt``           the user message: semantic facts and documents, then the message
``thinking_on.txt``    thinking instructions and reply format (``$budget``)
``thinking_off.txt``   the reply format without thinking
``proposals_on.txt``   how to propose a self-modification
``proposals_off.txt``  the no-proposals instruction
``retry.txt``          the follow-up after an unreadable reply (``$error``)
``gates.txt``          the reflection-gate judge prompt
=====================  ===================================================================
"""

from __future__ import annotations

import functools
import json
import os
import re
import stat
import string
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from yeastlab.core.errors import BadModelOutput, ConfigError
from yeastlab.core.records import Hit, Memory, Reply, SelfModel
from yeastlab.core.retry import RetryPolicy
from yeastlab.core.validation import problem

__all__ = [
    "TEMPLATES",
    "PromptContext",
    "load_template",
    "render",
    "memory_line",
    "build_messages",
    "JsonAnswer",
    "ask_json",
]

TEMPLATES = (
    "system",
    "memory_section",
    "user",
    "thinking_on",
    "thinking_off",
    "proposals_on",
    "proposals_off",
    "retry",
    "gates",
)

#: Headings for hits placed in the system prompt, by tier.
_SYSTEM_HEADINGS = {
    "episodic": "Related memories of past conversations",
    "procedural": "Procedural rules you follow",
    "symbolic": "Symbolic associations",
    "working": "Working memory (the conversation so far)",
}
_NONE = "(none yet)"


#: A template file whose status changed this recently (ns) is re-read on every load: file
#: times can be coarser than two edits in quick succession (the "racy git" problem).
_SETTLE_NS = 2_000_000_000
#: Most template files kept parsed (one per name per templates_dir in practice).
_CACHE_SIZE = 256
_cache: dict[str, tuple[tuple[int, ...], string.Template]] = {}


@functools.cache
def _packaged_dir() -> Any:
    return resources.files("yeastlab") / "templates"


def _cached_file(path: str) -> string.Template | None:
    """The template in file ``path`` (``None`` if it is not a file), parsed once per version.

    Every call stats the file, so an edited template is seen on the next render; the text is
    read and parsed again only when the file's identity, size, mtime or ctime changed.
    """
    try:
        status = os.stat(path)
    except (OSError, ValueError):
        return None
    if not stat.S_ISREG(status.st_mode):
        return None
    version = (
        status.st_dev,
        status.st_ino,
        status.st_size,
        status.st_mtime_ns,
        status.st_ctime_ns,
    )
    cached = _cache.get(path)
    if cached is not None and cached[0] == version:
        return cached[1]
    with open(path, encoding="utf-8") as handle:
        template = string.Template(handle.read())
    if time.time_ns() - max(status.st_mtime_ns, status.st_ctime_ns) > _SETTLE_NS:
        if len(_cache) >= _CACHE_SIZE:
            _cache.clear()
        _cache[path] = (version, template)
    else:
        _cache.pop(path, None)
    return template


@functools.cache
def _packaged_resource(name: str) -> string.Template | None:
    # Packaged templates are part of the installed code: read once per process, like a module,
    # so the default configuration makes no system call per render. Overrides are the files a
    # researcher edits, and those are checked on every render.
    resource = _packaged_dir() / f"{name}.txt"
    return string.Template(resource.read_text(encoding="utf-8")) if resource.is_file() else None


def load_template(name: str, templates_dir: Path | str | None = None) -> string.Template:
    """The template ``name`` (without ``.txt``), from ``templates_dir`` if it has one.

    Override files are parsed once and re-read when they change, so editing one takes effect on
    the next render; packaged templates are read once per process.

    Raises:
        ConfigError: if no such template exists.
    """
    if templates_dir is not None:
        template = _cached_file(os.path.join(templates_dir, f"{name}.txt"))
        if template is not None:
            return template
    template = _packaged_resource(name)
    if template is None:
        raise ConfigError(
            f"No prompt template named {name!r}; templates are: {', '.join(TEMPLATES)}"
        )
    return template


def render(name: str, templates_dir: Path | str | None = None, **values: Any) -> str:
    """Fill template ``name`` with ``values``.

    Raises:
        ConfigError: if an (overriding) template uses a placeholder that is not provided.
    """
    try:
        return load_template(name, templates_dir).substitute(values)
    except KeyError as exc:
        raise ConfigError(
            f"Template {name}.txt uses ${exc.args[0]}, which is not available; "
            f"available: {', '.join(sorted(values))}"
        ) from exc
    except ValueError as exc:
        raise ConfigError(
            f"Template {name}.txt is malformed ({exc}); escape a literal $ as $$"
        ) from exc


def memory_line(text: str, strength: float | None = None) -> str:
    """One bulleted memory line (single-line text, with its strength when known)."""
    flat = " ".join(str(text).split())
    return f"- [strength {strength:.2f}] {flat}" if strength is not None else f"- {flat}"


def _marked(memory: Memory, shown: Mapping[str, str]) -> str:
    """A recent memory's text, with the note the context put before it when the question also
    reached it (marked current when reached through what it superseded:
    :mod:`yeastlab.cognition.update_read`)."""
    text = shown.get(memory.id, "")
    return text if text != memory.text and text.endswith(memory.text) else memory.text


def _bullets(lines: Sequence[str]) -> str:
    return "\n".join(f"- {line}" for line in lines) if lines else _NONE


@dataclass(frozen=True)
class PromptContext:
    """Everything one turn's prompt is built from.

    Args:
        self_model: the current self-model.
        recent: recent episodic memories, newest first.
        hits: retrieved (and profile-supplied) hits.
        strengths: current decay strength by memory id.
        conflicts: conflict notices from retrieval.
        thinking: whether extended thinking is asked for.
        proposals: whether self-modification proposals are allowed.
        budget: the thinking budget in tokens.
    """

    self_model: SelfModel
    recent: tuple[Memory, ...] = ()
    hits: tuple[Hit, ...] = ()
    strengths: Mapping[str, float] = field(default_factory=dict)
    conflicts: tuple[str, ...] = ()
    thinking: bool = True
    proposals: bool = True
    budget: int = 1500


def _section(heading: str, lines: Sequence[str], templates_dir: Path | str | None) -> str:
    return render("memory_section", templates_dir, heading=heading, lines="\n".join(lines))


def build_messages(
    ctx: PromptContext, text: str, *, templates_dir: Path | str | None = None
) -> list[dict[str, str]]:
    """The system and user messages of one turn.

    Semantic facts and document chunks go into the user message, right before the user's text
    (models weigh what is near the question); other retrieved memories are grouped by tier in
    the system prompt.
    """
    model = ctx.self_model
    recent_ids = {m.id for m in ctx.recent}
    shown = {h.id: h.text for h in ctx.hits if h.source == "memory"}
    by_tier: dict[str, list[str]] = {}
    facts: list[str] = []
    documents: list[str] = []
    for hit in ctx.hits:
        if hit.id in recent_ids:
            continue
        line = memory_line(hit.text, ctx.strengths.get(hit.id))
        if hit.source == "chunk":
            documents.append(line)
        elif hit.tier == "semantic":
            facts.append(line)
        else:
            by_tier.setdefault(hit.tier or "episodic", []).append(line)
    sections = "".join(
        _section(_SYSTEM_HEADINGS.get(tier, f"{tier.capitalize()} memories"), lines, templates_dir)
        + "\n"
        for tier, lines in by_tier.items()
    )
    system = render(
        "system",
        templates_dir,
        identity=model.identity,
        drives=_bullets(model.drives),
        constraints=_bullets(model.constraints),
        tension="\n".join(f"- {k}: {v:.2f}" for k, v in model.tension.as_dict().items()),
        recent="\n".join(
            memory_line(_marked(m, shown), ctx.strengths.get(m.id)) for m in ctx.recent
        )
        or _NONE,
        memory_sections=sections,
        conflicts=_bullets(ctx.conflicts),
        thinking_instructions=render(
            "thinking_on" if ctx.thinking else "thinking_off", templates_dir, budget=ctx.budget
        ),
        proposal_instructions=render(
            "proposals_on" if ctx.proposals else "proposals_off", templates_dir
        ),
    )
    context = ""
    if facts:
        context += _section("Semantic facts", facts, templates_dir) + "\n"
    if documents:
        context += _section("Retrieved documents", documents, templates_dir) + "\n"
    user = render("user", templates_dir, context=context, text=text)
    return [
        {"role": "system", "content": system.strip() + "\n"},
        {"role": "user", "content": user.strip()},
    ]


# --- asking for JSON -----------------------------------------------------------------------------


@dataclass(frozen=True)
class JsonAnswer:
    """The outcome of :func:`ask_json`.

    Args:
        value: the decoded JSON value, or ``None`` when every attempt failed.
        replies: every reply received, in order (for token counts and model time).
        raw: the text of each reply.
        error: why the last attempt failed (empty on success).
        elapsed_ms: wall-clock time spent inside the backend calls, measured around them
            (client-side encoding and transport included, unlike the replies' ``total_ms``).
    """

    value: Any
    replies: tuple[Reply, ...]
    raw: tuple[str, ...]
    error: str = ""
    elapsed_ms: float = 0.0

    @property
    def ok(self) -> bool:
        return not self.error

    @property
    def model_ms(self) -> float:
        return sum(r.total_ms for r in self.replies)


_FENCED = re.compile(r"```(?:json)?\s*(.*?)\s*```", re.S)


def _decode(text: str, schema: Mapping[str, Any] | None) -> tuple[Any, str]:
    fenced = _FENCED.search(text) if "```" in text else None
    body = fenced.group(1) if fenced else text.strip()
    try:
        value = json.loads(body)
    except json.JSONDecodeError as exc:
        return None, f"invalid JSON: {exc.msg} at char {exc.pos}"
    if schema and (why := problem(value, schema)):  # jsonschema: types, keys and ranges
        return None, f"does not follow the schema {why}"
    return value, ""


class _Unreadable(Exception):
    """A reply that is not JSON for the schema (asked again under the retry policy)."""


def ask_json(
    backend: Any,
    messages: Sequence[Mapping[str, str]],
    schema: Mapping[str, Any],
    *,
    options: Mapping[str, Any] | None = None,
    retries: int = 1,
    raise_on_error: bool = False,
) -> JsonAnswer:
    """Ask ``backend`` for JSON following ``schema``; retry with a correction when unreadable.

    Args:
        backend: a :class:`~yeastlab.backends.base.Backend`.
        messages: the request.
        schema: the JSON schema passed as ``format``; the reply is validated against it
            (jsonschema), so a wrong type, a missing key or an out-of-range number is an
            unreadable reply, named by its path in the follow-up.
        options: model options (e.g. ``{"temperature": 0.1}``).
        retries: extra attempts after an unreadable reply.
        raise_on_error: raise :class:`BadModelOutput` instead of returning a failed answer.

    Returns:
        A :class:`JsonAnswer` holding the value, or the error and every raw reply (nothing is
        dropped: callers can quarantine the raw text).
    """
    history = [dict(m) for m in messages]
    replies: list[Reply] = []
    elapsed = 0.0

    def attempt() -> Any:
        nonlocal elapsed
        begun = time.perf_counter()
        reply = backend.chat(history, format=dict(schema), options=options)
        elapsed += (time.perf_counter() - begun) * 1000
        replies.append(reply)
        value, error = _decode(reply.text, schema)
        if error:  # named to the model with the next try
            # The original request plus one repair instruction, never the broken reply: it would
            # grow the prompt and invite the same failure (issue 15).
            history[len(messages) :] = [
                {
                    "role": "user",
                    "content": f"Your previous reply could not be read ({error}). "
                    "Answer again with only valid JSON for the schema.",
                }
            ]
            raise _Unreadable(error)
        return value

    try:
        value = RetryPolicy(attempts=retries + 1, first_wait=0.0).call(attempt, _Unreadable)
        return JsonAnswer(value, tuple(replies), tuple(r.text for r in replies), elapsed_ms=elapsed)
    except _Unreadable as exc:
        error = str(exc)
    answer = JsonAnswer(None, tuple(replies), tuple(r.text for r in replies), error, elapsed)
    if raise_on_error:
        raise BadModelOutput(
            f"{backend.model} gave no valid JSON after {retries + 1} attempts ({error}); "
            "try a larger model or the offline backend"
        )
    return answer
