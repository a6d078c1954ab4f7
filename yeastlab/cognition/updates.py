"""Supersede on update: a statement that changes an earlier fact replaces it.

"I just moved from Austin to Denver" after "I live in Austin"; "I got a new phone number, it's
555-0202 now" after "My phone number is 555-0101"; "Max passed away, I adopted a puppy named
Bella" after "I have a dog named Max". :func:`updated_by` finds the alive memories (episodic and
semantic) a new statement updates:

* the statement says that something changed — a change cue
  (:mod:`yeastlab.cognition.update_words`: *now, these days, moved, switched, quit, no longer,
  anymore, turns out …*) not under a negation ("I won't quit" changes nothing); what follows is
  read in the sentences holding one, without the names they address ("Thanks, Gina!");
* it is about the same subject: when both name who they are about ("Sarah works at …" /
  "Sara works at …"), the names must meet;
* and about the same attribute: :func:`yeastlab.core.claims.compare_claims` finds them
  contradicting (different values of one attribute, opposite polarity); or a word of one
  attribute family (:data:`yeastlab.core.text.ATTRIBUTES`: where one lives, work, phone, email,
  pets, diet, reading, study, car, partner) said of someone or ended ("Work has been busy these
  days" changes no employer); or the same kind of personal data (two phone numbers, two email
  addresses); or a content word both share (the book's title, "vegetarian"; times of one event,
  numbers and the words of chat aside: :data:`~yeastlab.cognition.update_words.NOT_TOPICS`)
  when the change ends it ("I finished The Hobbit"), or both say it of one thing ("My favourite
  colour is green" / "My favourite colour is purple now"), or, said with the present ("these
  days"), the claims are of one attribute. Begun again ("I started playing guitar years ago"
  after "Guitar's my thing"), a shared thing is the same thing, not changed.

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

from yeastlab.cognition import secrets, update_words
from yeastlab.cognition.context import Mind
from yeastlab.cognition.memory import bounded
from yeastlab.cognition.trust import names
from yeastlab.core.claims import RELATED, compare_claims, contradiction, parse_claims
from yeastlab.core.records import Hit, Memory
from yeastlab.core.sentences import sentences
from yeastlab.core.text import ATTRIBUTES, PAST, RELATIONS, attributes_of, content_stems, stem

__all__ = [
    "is_update",
    "updated_by",
    "changed_values",
    "related",
    "RELATED_K",
    "store_superseding",
    "history",
    "said_part",
    "asks_about_past",
    "with_history",
    "FORMER",
    "UPDATED",
]


def _split(text: str) -> list[str]:
    return text.split()


#: Words two statements share without being about one thing (besides
#: :data:`~yeastlab.cognition.update_words.NOT_TOPICS`).
_GENERIC = (
    frozenset(
        stem(w)
        for w in _split(
            "user just now new got get really today day time week year month also still please "
            "update updated thing things like"
        )
    )
    | update_words.NOT_TOPICS
)


def said_part(text: str) -> str:
    """What the user said in a memory (``User: … | Yeast: …`` or ``The user said: …`` → the
    user's part)."""
    head = text.split(" | Yeast:", 1)[0]
    # a statement fact of the cognitive profile: "The user said: …"
    return head.removeprefix("User:").removeprefix("The user said:").strip()


def _subject(text: str) -> tuple[set[str], set[str]]:
    """The names and the other people (sister, boss …) the statement's first claim is about."""
    claims = parse_claims(text)
    subjects = set(claims[0].subject) if claims else set()
    who = {n for n in names(text, skip_first=False) if stem(n.lower()) in subjects}
    return who, subjects & RELATIONS


def is_update(old: str, new: str, *, implied: bool = False) -> bool:
    """Whether statement ``new`` updates statement ``old`` (see the module docstring).

    ``implied``: read ``new`` as a change even without a cue ("I work for a small
    architecture firm called Holm and Reed" after "I work for the city council"), where two
    memories are known to answer one question (:mod:`yeastlab.cognition.update_read`): a
    contradiction; or an attribute family holding one value (:data:`update_words.MANY_VALUED`
    aside) said of one subject; or a shared word of what both are wholly said of ("my
    favourite food"; "the Atlas budget" and "the Atlas database" are two things) — and only
    when ``new`` says something ``old`` does not (no restatement)."""
    if new.rstrip().endswith("?"):
        return False
    changing, ending, present = _changing(new)
    if implied:  # every statement of ``new`` read, cue or none
        changing = _unaddressed(new)
    elif not changing:
        return False
    (who_old, others_old), (who_new, others_new) = _subject(old), _subject(new)
    if who_old and who_new and not who_old & who_new:
        return False  # "Sarah …" and "Sara …": two people
    shared_names = names(old, skip_first=False) & names(new, skip_first=False)
    if others_old != others_new and not shared_names:
        return False  # "my sister moved" does not update where I live
    compared = compare_claims(old, new)
    if compared.contradicts:
        return True
    # what the two share is read in the sentences of ``new`` saying the change: "Thanks, Gina!
    # I won't quit. Your faith ..." shares "Gina" and "faith" in sentences that change nothing
    a, b = _topics(_unaddressed(old)), _topics(changing)
    shared = (a & b) - _GENERIC
    families = attributes_of(a) & attributes_of(b)
    if implied:
        if not (b - a) - _GENERIC:
            return False  # nothing new said: said again, not changed
        families -= update_words.MANY_VALUED  # a second pet is one more
    elif not _changes(changing, shared.union(*(ATTRIBUTES[f] for f in families))):
        return False  # "the cat needs a new collar": what is new is not what the two share
    # the same attribute in other words (said of someone, or ended), or the same kind of
    # personal data (two phone numbers);
    # a thing both name only when the change ends it ("I finished The Hobbit"): begun again or
    # going on ("I started playing guitar years ago"), it is the same thing, not changed
    # — unless both say it of the same thing, the attribute: what the claims are said of, or
    # one's own thing ("My favourite colour is green" / "My new favourite colour is purple",
    # "I call my mum on Sundays" / "... on Saturdays now"), or the claims are of one attribute
    # ("I go to the gym at 6am" / "These days I go to the gym in the evening")
    if implied:  # no cue: one attribute of one subject, the whole of what each is said of
        subjects, mine = _subjects(old), _possessed(old)
        alike = subjects == _subjects(changing)
        owned = mine if mine == _possessed(changing) else set()
        return bool(
            (families and alike and _of_someone(changing))
            or _data_kinds(old) & _data_kinds(new)
            or (shared and (ending or shared & ((subjects if alike else set()) | owned)))
        )
    attribute = shared & (
        (_subjects(old) & _subjects(changing)) | (_possessed(old) & _possessed(changing))
    )
    return bool(
        (families and (ending or _of_someone(changing)))
        or _data_kinds(old) & _data_kinds(new)
        or (shared and (ending or attribute or (present and _same_attribute(compared, changing))))
    )


_POSSESSED = re.compile(r"\b(?:my|our)\s+((?:[\w'-]+\s+){0,2}[\w'-]+)", re.I)

#: What a sentence's heading names ("Favourite snack: pretzels", "New car, new plate: YH23 PKT").
_HEADING = re.compile(
    r"(?:^|,)\s*(?:(?:my|our|new)\s+)?((?:[\w'-]+\s+){0,2}[\w'-]+)\s*:(?!/)", re.I
)
#: A heading that is a clause of saying names no attribute ("Mum said: …", "He told me: …").
_SAYING = re.compile(
    r"\b(?:said|says|say|told(?:\s+\w+)?|tells|wrote|writes|asked|asks|replied|added|mentioned"
    r"|texted|emailed)\s*$",
    re.I,
)


def _same_attribute(compared, changing: str) -> bool:
    """Whether the claims compared are of one attribute, the change said of someone."""
    return compared.reason == RELATED and _of_someone(changing)


def _of_someone(text: str) -> bool:
    """Whether a claim of ``text`` is said of someone: "I work at Stripe now", "my husband got a
    job", not "work has been busy these days" (an attribute's word is no change of it)."""
    return any(c.subject for c in parse_claims(text))


def _subjects(text: str) -> set[str]:
    """The stems of what the claims of ``text`` are said of (the user aside)."""
    return {w for c in parse_claims(text) for w in c.subject} - {"@user"}


def _possessed(text: str) -> set[str]:
    """The stems of the words right after "my" / "our" (one's own things: "my favourite band",
    "our family car"), and of a heading ("Favourite snack: salted pretzels", "New number: …")."""
    found = [
        *_POSSESSED.finditer(text),
        *(
            h
            for s in sentences(text)
            for h in _HEADING.finditer(s)
            if not _SAYING.search(h.group(1))
        ),
    ]
    return {stem(w.lower()) for m in found for w in m.group(1).split()}


#: A name or greeting addressed at the start of a sentence ("Thanks, Gina!", "Hey Jon,").
_ADDRESS = re.compile(
    r"^\s*(?:[A-Za-z]+\s*[,!]\s*)?[A-Z][a-z]+\s*[,!]\s*|,\s*[A-Z][a-z]+\s*[!.]*\s*$"
)


def _topics(text: str) -> set[str]:
    """The content stems of ``text`` but the times dating one event ("this morning")."""
    return content_stems(update_words.EVENT_TIME.sub(" ", text))


def _unaddressed(text: str) -> str:
    """The statements of ``text`` without the names they address ("Thanks, Gina!"): what it
    asked ("Do they offer classes?") states nothing to change."""
    return " ".join(
        _ADDRESS.sub(" ", s) for s in sentences(text, breaks=";") if not s.rstrip().endswith("?")
    )


def _heading(sentence: str, at: int) -> bool:
    """Whether "update" at ``at`` heads what follows ("Update: I'm in Edinburgh", "Update on
    the pets: ..."), not a noun of the story ("lost every photo after an update, and ...")."""
    return not sentence[:at].strip() or sentence[at:].lower().startswith(("update:", "update :"))


def _changing(text: str) -> tuple[str, bool, bool]:
    """The sentences of ``text`` holding a change cue not under a negation ("I won't quit"
    changes nothing; "not vegan anymore" does), without the names they address ("" if none),
    whether one of their cues ends something (:data:`update_words.ENDING`) and whether one
    says the present (:data:`update_words.PRESENT`)."""
    out, ending, present = [], False, False
    for sentence in sentences(text, breaks=";"):
        cues = [
            (cue, " ".join(cue.group(0).lower().split()))
            for cue in update_words.CUE.finditer(sentence)
        ]
        live = [
            said
            for cue, said in cues
            if (
                said in update_words.ENDS
                or not update_words.NEGATED.search(sentence[: cue.start()])
            )
            and (said != "update" or _heading(sentence, cue.start()))
        ]
        if live:
            out.append(_ADDRESS.sub(" ", sentence))
            ending = ending or any(said in update_words.ENDING for said in live)
            present = present or any(said in update_words.PRESENT for said in live)
    return " ".join(out), ending, present


#: How far after "new" the thing said to be new is looked for ("a new phone number", "my new
#: flat", "a brand new shiny car").
_NEW_REACH = 3


def _changes(new: str, about: set[str]) -> bool:
    """Whether a change cue of ``new`` is about the shared words ``about``: any cue but "new",
    or "new" before one of them. A data kind shared (two phone numbers) carries its own."""
    words = [w.lower() for w in _WORD.findall(new)]
    starts = [m.start() for m in _WORD.finditer(new)]
    for cue in update_words.CUE.finditer(new):
        if cue.group(0).lower() not in ("new", "newly"):
            return True
        at = bisect_left(starts, cue.start())  # the words before the cue: "new" is the next
        if {stem(w) for w in words[at + 1 : at + 1 + _NEW_REACH]} & about:
            return True
    return not about


_WORD = re.compile(r"[\w'-]+")


#: An email address (personal data the secrets scan does not mark).
_EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b")


def _data_kinds(text: str) -> set[str]:
    """The kinds of personal data ``text`` gives (a phone number, an email address …)."""
    kinds = {f.kind for f in secrets.scan(text).findings if not f.credential}
    return kinds | ({"email"} if _EMAIL.search(text) else set())


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
    if not update_words.CUE.search(said):
        return []
    skip = set(exclude)
    olds = [
        m
        for m in related(mind, said, vector)
        if m.id not in skip and is_update(said_part(m.text), said)
    ]
    return sorted(olds, key=lambda m: m.order, reverse=True)


def changed_values(memories: Sequence, said: str) -> list:
    """Of ``memories`` (the gates' related memories: hits or memories, ``.text`` and
    ``.tier``), those statement ``said`` gives a new value of one attribute without a change
    cue ("I work for a small architecture firm called Holm and Reed" after "I work for the
    city council in planning"): the claim comparison finds a value of one attribute against
    another (its "different …" contradictions), and the subjects meet (:func:`is_update`,
    ``implied``). An opinion turned ("I hate summer" after "I love summer") is no value: the
    contradiction gate judges it."""
    if said.rstrip().endswith("?") or update_words.CUE.search(said):
        return []
    out = []
    for memory in memories:
        old = said_part(memory.text)
        if memory.tier not in ("episodic", "semantic") or old.rstrip().endswith("?"):
            continue
        found = contradiction(old, said)
        if found and found.reason.startswith("different ") and is_update(old, said, implied=True):
            out.append(memory)
    return out


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
#: How a memory is marked when a question reaches it through the memory it superseded ("What am
#: I reading?" meets "I'm reading X", superseded by "Finished it! Onto Y now"): the current
#: version of what was asked, though it may share no word with the question.
UPDATED = "(current, updates an earlier memory)"


def asks_about_past(text: str) -> bool:
    """Whether a question asks about what was so before ("where did I live before?", "what
    was my old phone number?", "who did I used to work for?")."""
    return text.rstrip().endswith("?") and PAST.search(text) is not None


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
