"""Forget on request: a user's "please forget …" makes the yeast forget that subject everywhere.

Requests are recognised by :mod:`yeastlab.cognition.forget_requests` (:func:`detect`).

:func:`forget_about` then, for the subject:

* forgets every alive memory about it (any tier) — its text and vector are blanked first, so
  neither the soft-deleted row nor the forgetting log's summary keeps it — logged with reason
  ``user request`` and ``into=("turn:<turn id>",)``;
* withdraws every pending proposal about it (status ``rejected``, text blanked, logged too);
* redacts the dialogue log in place. **Policy:** every sentence of a logged turn (user input,
  response, raw model output, realizations, thinking, retrieved-hit texts, conflict notices)
  that mentions the subject is replaced by ``[forgotten]``; the row stays, so turn ids, times,
  gates and counts are kept;
* compacts the store, removing the tables' older versions (LanceDB keeps each one until then,
  and a copied directory would carry them).

A memory is *about* the subject when it holds the key word of the subject, or half of them
for a phrase of several (names first: "Alex"), a word of the subject's category (medical,
financial …) or a personal data mark of it (``pii:ssn`` for "my social security number",
``pii:address``, ``pii:phone``, ``secret:*`` for passwords).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from yeastlab.cognition import forget_candidates, forget_history, secrets
from yeastlab.cognition.forget_requests import ForgetRequest, Subject, detect, screen, subject_of
from yeastlab.cognition.forget_resolve import MEANING_TIE, distinctive, resolve
from yeastlab.cognition.forget_resolve import user_part as _said
from yeastlab.cognition.forget_words import CHATTER, KEEP, KEEPING, POLITE, REMOVE, REMOVED, SAID
from yeastlab.core.records import ForgetEvent, Memory, Proposal
from yeastlab.core.sentences import spans
from yeastlab.core.text import content_stems

__all__ = [
    "ForgetRequest",
    "Subject",
    "detect",
    "subject_of",
    "forget_about",
    "memories_about",
    "resolve",
    "distinctive",
    "MEANING_TIE",
    "redact",
    "unescaped",
    "forget_turn_text",
    "screen",
    "FORGOTTEN",
]

#: What a forgotten sentence of the dialogue log is replaced by.
FORGOTTEN = "[forgotten]"
#: What a memory forgotten on request is left holding.
BLANK = "[forgotten at the user's request]"
REASON = "user request"


# -- forgetting ------------------------------------------------------------------------------
def _pieces(text: str) -> list[str]:
    """``text`` cut into its sentences (:mod:`yeastlab.core.sentences`; a transcript's "|" a
    piece of its own), each with the whitespace after it: joined, they are ``text``."""
    starts = [0]
    for start, end in spans(text, breaks="|"):
        bar = start + len(text[start:end].rstrip("|").rstrip())  # "…today |": "|" on its own
        for at in (start, bar):
            if starts[-1] < at < end:
                starts.append(at)
    return [text[a:b] for a, b in zip(starts, [*starts[1:], len(text)], strict=True)]


def redact(text: str, subject: Subject) -> str:
    """``text`` with every sentence about ``subject`` replaced by ``[forgotten]``."""
    if not text:
        return text
    out = []
    for part in _pieces(text):
        scanned = secrets.scan(part)
        marks = [f.tag for f in scanned.findings]
        if subject.matches(part, marks):
            tail = part[len(part.rstrip()) :]
            out.append(FORGOTTEN + tail)
        else:
            out.append(part)
    return "".join(out)


def unescaped(raw: str) -> str:
    """The model's raw output with JSON's ``\\uXXXX`` escapes written out: "我的病历号" logged
    as ``\\u6211\\u7684…`` holds none of the subject's words until then (surrogates kept)."""
    if "\\u" not in raw:
        return raw
    return re.sub(
        r"\\u([0-9a-fA-F]{4})",
        lambda m: m[0] if 0xD800 <= int(m[1], 16) <= 0xDFFF else chr(int(m[1], 16)),
        raw,
    )


def _turn_changes(turn: Any, subject: Subject) -> dict[str, Any]:
    changes: dict[str, Any] = {}
    for name in ("user_input", "response", "raw"):
        value = getattr(turn, name)
        read = unescaped(value) if name == "raw" else value
        new = redact(read, subject)
        if new != read:
            changes[name] = new
    for name in ("realizations", "conflicts"):
        values = getattr(turn, name)
        new = tuple(redact(v, subject) for v in values)
        if new != tuple(values):
            changes[name] = new
    blocks = tuple(replace(b, content=redact(b.content, subject)) for b in turn.thinking)
    if blocks != tuple(turn.thinking):
        changes["thinking"] = blocks
    flow = tuple(replace(h, text=redact(h.text, subject)) for h in turn.flow)
    if flow != tuple(turn.flow):
        changes["flow"] = flow
    sent = tuple(replace(m, content=redact(m.content, subject)) for m in turn.messages)
    if sent != tuple(turn.messages):  # the prompt as sent held the subject too
        changes["messages"] = sent
    return changes


def forget_about(
    store: Any, subject: Subject, *, turn_id: str = "", reason: str = REASON
) -> list[ForgetEvent]:
    """Forget every memory and pending proposal about ``subject`` and redact the dialogue log.

    Args:
        store: the yeast's store.
        subject: what to forget (:func:`subject_of`).
        turn_id: the turn that asked (recorded as ``into=("turn:<id>",)``).
        reason: the forgetting log's reason.

    Returns:
        One forgetting event per memory and proposal forgotten.
    """
    if not subject:
        return []
    alive = store.memories(with_vectors=True)  # as held: no copy made per memory to drop it
    subject = resolve(store, subject, alive)
    into = (f"turn:{turn_id}",) if turn_id else ()
    doomed, quoting = _quoted(forget_candidates.about(store, subject, alive), subject)
    doomed = forget_candidates.with_derived(alive, doomed)
    # "Their eldest, Clover, …" said right after a forgotten statement is about its people too
    doomed = forget_candidates.with_derived(alive, forget_candidates.continued(alive, doomed))
    # the log's copies of what is forgotten go too, whatever words they share with the request
    said = tuple(distinctive(store, [frozenset(content_stems(_said(m))) for m in doomed], alive))
    subject = replace(subject, texts=subject.texts + tuple(t for t in said if t))
    # the superseded rows too: the history ("where did I live before?") holds the subject
    old = forget_history.read_history(store, subject, doomed, BLANK)
    events = secrets.blank_and_forget(store, doomed, reason=reason, into=into, blank=BLANK)
    gone = {m.id for m in doomed}
    for memory in quoting:  # the yeast's reply quoted the subject: that sentence goes
        if memory.id not in gone:
            store.update(memory.id, text=redact(memory.text, subject))
    events += _withdraw_proposals(store, subject, into, reason)
    store.flush()
    events += forget_history.blank_history(store, old, reason=reason, into=into, blank=BLANK)
    said = tuple(distinctive(store, [frozenset(content_stems(_said(m))) for m in old], alive))
    subject = replace(subject, texts=subject.texts + tuple(t for t in said if t))
    for turn in store.turns():
        changes = _turn_changes(turn, subject)
        if changes:
            store.update_where("turns", f"turn_id = '{turn.turn_id}'", changes)
    # LanceDB keeps every older version of a table (time travel, and a copied directory keeps
    # them too), and a replaced row's bytes in its data file: the purging compaction removes
    # both, so the forgotten text is gone from the files. No first vector index here: that is
    # the next full compaction's work, not the forget's.
    store.compact(index=False, purge=True)
    return events


def _quoted(found: list[Memory], subject: Subject) -> tuple[list[Memory], list[Memory]]:
    """``found`` (the memories about ``subject``) split into those the user's own words are
    about, forgotten, and exchanges only the yeast's reply speaks of it in ("User: We take the
    dog to the river … | Yeast: … It connects to something earlier: my manager Zainab pads
    her expense claims"), which keep the user's words and lose the quoted sentences: a
    request to forget Zainab is no request to forget the river walks."""
    whole, quoting = [], []
    for memory in found:
        framed = " | Yeast:" in memory.text and memory.text.lstrip().startswith("User:")
        if framed and not subject.matches(_said(memory), memory.tags):
            quoting.append(memory)
        else:
            whole.append(memory)
    return whole, quoting


def _withdraw_proposals(store: Any, subject: Subject, into, reason: str) -> list[ForgetEvent]:
    pending: list[Proposal] = store.records("proposals", "status = 'pending'")
    doomed = [p for p in pending if subject.matches(f"{p.action} {p.reason}")]
    events = []
    for proposal in doomed:
        store.update_where(
            "proposals",
            f"id = '{proposal.id}'",
            {"status": "rejected", "action": BLANK, "reason": reason},
        )
        events.append(
            ForgetEvent(proposal.id, store.clock.now(), "proposal", BLANK, reason, tuple(into))
        )
    if events:
        store.append("forgetting", events)
    return events


def memories_about(memories: Sequence[Memory], subject: Subject) -> list[Memory]:
    """The memories about ``subject`` among ``memories``."""
    return [m for m in memories if subject.matches(m.text, m.tags)]


def forget_turn_text(text: str, subject: Subject) -> str:
    """The request as logged: its subject phrase (and any sentence about it) ``[forgotten]``.
    A sentence that names the phrase and says more than a request does ("what I said about
    Dana being bisexual was hers to share, so forget it") is forgotten whole: the request's
    subject is only its phrase, not the detail said beside it."""
    parts = []
    for part in _pieces(text):
        phrase = subject.phrase
        rest = part.replace(phrase, " ") if phrase and phrase in part else part
        if rest != part and not content_stems(_ASKING_WORDS.sub(" ", rest)):
            part = part.replace(phrase, FORGOTTEN)
        elif subject.matches(rest) or rest != part:
            part = FORGOTTEN + part[len(part.rstrip()) :]
        parts.append(part)
    return "".join(parts)


#: The words of a request itself: a sentence holding only these beside its subject's phrase
#: keeps them ("Please forget [forgotten]").
_ASKING_WORDS = re.compile(
    rf"\b(?:forget\w*|unlearn|{REMOVE}|{REMOVED}|{KEEPING}|{KEEP}|{POLITE}|{CHATTER}|{SAID}|"
    r"memor(?:y|ies)|mind|head|records?|notes|thing|things|stuff|bit|part|info|information|"
    r"details?|data|everything|anything|immediately|forever|completely|permanently|trace|"
    r"story|mention(?:ed)?|tell|told|say|said|anymore|rather|prefer|want|like|need|sure|again|"
    r"ask(?:ed)?|talk(?:ed)?|brought\s+up)\b",
    re.I,
)
