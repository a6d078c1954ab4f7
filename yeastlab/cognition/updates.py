"""Supersede on update: a statement that changes an earlier fact replaces it.

"I just moved from Austin to Denver" after "I live in Austin"; "I got a new phone number, it's
555-0202 now" after "My phone number is 555-0101"; "Max passed away, I adopted a puppy named
Bella" after "I have a dog named Max". :func:`updated_by` finds the alive memories (episodic and
semantic) a new statement updates:

* the statement says that something changed — a change cue: *now, moved, new, switched,
  started, finished, no longer, anymore, adopted, quit, joined …*;
* it is about the same subject: when both name who they are about ("Sarah works at …" /
  "Sara works at …"), the names must meet;
* and about the same attribute: :func:`yeastlab.core.claims.compare_claims` finds them
  contradicting (different values of one attribute, opposite polarity), or they share a
  content word (the book's title, "vegetarian"), or a word of one attribute family
  (:data:`yeastlab.core.text.ATTRIBUTES`: where one lives: live/moved/city …; work:
  work/job/employer …; phone; email; pets; diet; reading; car; partner).

Without a change cue nothing is superseded: "I hate summer" after "I love summer" is a
contradiction the gates judge, not an update. The older memories are superseded by the new
episode through the one supersede mechanism of every tier, :meth:`Store.supersede
<yeastlab.store.facade.Store.supersede>` (the first; any other is forgotten with reason
``superseded`` into it): they leave the prompt and retrieval and stay queryable as history
(:func:`history`).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from yeastlab.cognition import secrets
from yeastlab.cognition.context import Mind
from yeastlab.cognition.memory import bounded
from yeastlab.cognition.trust import names
from yeastlab.core.claims import compare_claims, parse_claims
from yeastlab.core.records import Hit, Memory
from yeastlab.core.text import ATTRIBUTES, RELATIONS, attributes_of, content_stems, stem

__all__ = [
    "is_update",
    "updated_by",
    "related",
    "RELATED_K",
    "store_superseding",
    "history",
    "said_part",
    "asks_about_past",
    "with_history",
    "FORMER",
]


def _split(text: str) -> list[str]:
    return text.split()


_CUE = re.compile(
    r"\b(?:now|nowadays|these days|currently|moved|moving|move|relocated|switched|switching|"
    r"changed|new|newly|started|starting|finished|no longer|anymore|any more|instead|adopted|"
    r"replaced|update|updated|quit|joined|left|became|become|passed away|died|gave up|"
    r"stopped|got rid of|sold|bought)\b",
    re.I,
)
#: Words two statements share without being about one thing.
_GENERIC = frozenset(
    stem(w)
    for w in _split(
        "user just now new got get really today day time week year month also still please "
        "update updated thing things like"
    )
)


def said_part(text: str) -> str:
    """What the user said in a memory (``User: … | Yeast: …`` → the user's part)."""
    head = text.split(" | Yeast:", 1)[0]
    return head.removeprefix("User:").strip()


def _subject(text: str) -> tuple[set[str], set[str]]:
    """The names and the other people (sister, boss …) the statement's first claim is about."""
    claims = parse_claims(text)
    subjects = set(claims[0].subject) if claims else set()
    who = {n for n in names(text, skip_first=False) if stem(n.lower()) in subjects}
    return who, subjects & RELATIONS


def is_update(old: str, new: str) -> bool:
    """Whether statement ``new`` updates statement ``old`` (see the module docstring)."""
    if not _CUE.search(new) or new.rstrip().endswith("?"):
        return False
    (who_old, others_old), (who_new, others_new) = _subject(old), _subject(new)
    if who_old and who_new and not who_old & who_new:
        return False  # "Sarah …" and "Sara …": two people
    shared_names = names(old, skip_first=False) & names(new, skip_first=False)
    if others_old != others_new and not shared_names:
        return False  # "my sister moved" does not update where I live
    if compare_claims(old, new).contradicts:
        return True
    a, b = content_stems(old), content_stems(new)
    shared = (a & b) - _GENERIC
    families = attributes_of(a) & attributes_of(b)
    if not _changes(new, shared.union(*(ATTRIBUTES[f] for f in families))):
        return False  # "the cat needs a new collar": what is new is not what the two share
    # the same attribute in other words, or the same kind of personal data (two phone numbers)
    return bool(shared or families or _data_kinds(old) & _data_kinds(new))


#: How far after "new" the thing said to be new is looked for ("a new phone number", "my new
#: flat", "a brand new shiny car").
_NEW_REACH = 3


def _changes(new: str, about: set[str]) -> bool:
    """Whether a change cue of ``new`` is about the shared words ``about``: any cue but "new",
    or "new" before one of them. A data kind shared (two phone numbers) carries its own."""
    words = [w.lower() for w in _WORD.findall(new)]
    starts = [m.start() for m in _WORD.finditer(new)]
    for cue in _CUE.finditer(new):
        if cue.group(0).lower() not in ("new", "newly"):
            return True
        at = bisect_left(starts, cue.start())  # the words before the cue: "new" is the next
        if {stem(w) for w in words[at + 1 : at + 1 + _NEW_REACH]} & about:
            return True
    return not about


_WORD = re.compile(r"[\w'-]+")


def _data_kinds(text: str) -> set[str]:
    return {f.kind for f in secrets.scan(text).findings if not f.credential}


#: How many memories by meaning and how many by words an update is looked among
#: (:func:`related`); in a store whose episodic and semantic tiers hold fewer, every one.
RELATED_K = 64


def related(mind: Mind, said: str, vector: np.ndarray | None = None) -> list[Memory]:
    """The alive episodic and semantic memories an update ``said`` is looked among: the
    :data:`RELATED_K` nearest in meaning and the :data:`RELATED_K` best by words (BM25 over its
    words and those of its attribute families: "I moved to Denver" reaches "I live in Porto"),
    from the store's index. Reading every memory instead cost a turn ~20 s at 100k memories
    whenever a change cue ("new", "now", "started") was said. ``vector``: ``said``'s query
    vector, when the turn has it (else embedded)."""
    families = attributes_of(content_stems(said))
    words = " ".join(sorted(set().union(*(ATTRIBUTES[f] for f in families))))
    if vector is None:
        vector = mind.store.embed_query(said)
    found = mind.store.search_index(
        f"{said} {words}", vector, k=RELATED_K, tiers=("episodic", "semantic")
    )
    return list(found.memories)


def updated_by(
    mind: Mind, said: str, *, exclude: Sequence[str] = (), vector: np.ndarray | None = None
) -> list[Memory]:
    """The alive episodic and semantic memories statement ``said`` updates, newest first
    (among :func:`related`; ``vector``: its query vector, when the turn has it)."""
    if not _CUE.search(said):
        return []
    skip = set(exclude)
    olds = [
        m
        for m in related(mind, said, vector)
        if m.id not in skip and is_update(said_part(m.text), said)
    ]
    return sorted(olds, key=lambda m: m.order, reverse=True)


def store_superseding(mind: Mind, olds: Sequence[Memory], candidates: Sequence[Memory]):
    """Store ``candidates`` (the episode first), the episode superseding ``olds``.

    Returns:
        The stored memories, the episode first.
    """
    if not olds or not candidates:
        return mind.memory.add(list(candidates))
    episode, rest = candidates[0], list(candidates[1:])
    first = mind.store.supersede(olds[0].id, bounded(episode, mind.memory.policy.max_chars))
    if len(olds) > 1:
        mind.store.forget([o.id for o in olds[1:]], reason="superseded", into=(first.id,))
    stored = [first, *mind.memory.add(rest)] if rest else [first]
    mind.memory.enforce_caps(first.tier)
    return stored


def history(mind: Mind, memory_id: str) -> list[Memory]:
    """The memories ``memory_id`` superseded, newest first ("where did I live before?"):
    through ``superseded_by`` links and the forgetting log's ``superseded`` events (the second
    and later memories one update replaced)."""
    by_successor: dict[str, list[Memory]] = {}
    for m in mind.store.memories(alive_only=False, where="superseded_by != ''"):
        by_successor.setdefault(m.superseded_by, []).append(m)
    extra = {
        e.memory_id: e.into[0]
        for e in mind.store.forgetting()
        if e.reason == "superseded" and e.into
    }
    if extra:
        for m in mind.store.get_many(list(extra)):
            if m.id not in {o.id for olds in by_successor.values() for o in olds}:
                by_successor.setdefault(extra[m.id], []).append(m)
    out: list[Memory] = []
    todo = [memory_id]
    while todo:
        current = todo.pop()
        for older in sorted(by_successor.get(current, []), key=lambda m: m.created_at):
            out.append(older)
            todo.append(older.id)
    return sorted(out, key=lambda m: m.created_at, reverse=True)


#: How a superseded memory is marked when a question about the past brings it back.
FORMER = "(former, since superseded)"
_PAST = re.compile(
    r"\b(?:before|previous(?:ly)?|formerly|former|used\s+to|earlier|originally|at\s+first|"
    r"prior|in\s+the\s+past|back\s+then|(?:my|the)\s+old\b|history\s+of)",
    re.I,
)


def asks_about_past(text: str) -> bool:
    """Whether a question asks about what was so before ("where did I live before?", "what
    was my old phone number?", "who did I used to work for?")."""
    return text.rstrip().endswith("?") and _PAST.search(text) is not None


def with_history(mind: Mind, hits: Sequence[Hit], *, per_hit: int = 3) -> list[Hit]:
    """``hits`` with, after each memory hit, the memories it superseded (newest first, at
    most ``per_hit``; source ``history``), marked :data:`FORMER`: superseded facts leave the
    prompt, but a question about the past finds them through :meth:`Store.supersede`'s links
    (:func:`history`). The current statement stays before them."""
    out: list[Hit] = []
    seen = {h.id for h in hits}
    for hit in hits:
        out.append(hit)
        if hit.source == "memory":
            for older in history(mind, hit.id)[:per_hit]:
                if older.id not in seen:
                    seen.add(older.id)
                    out.append(
                        Hit(
                            older.id,
                            "history",
                            f"{FORMER} {older.text}",
                            hit.score,
                            tier=older.tier,
                            components={"history": 1.0},
                            route=hit.route,
                        )
                    )
    return [replace(h, rank=i) for i, h in enumerate(out, start=1)]
