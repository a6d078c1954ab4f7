"""Who or what a text names, and which of those it makes claims *about*.

One home for the entity reading that the trust layer (:func:`yeastlab.cognition.trust.entity_first`,
:func:`~yeastlab.cognition.trust.entity_claims`) and the offline backend both need, so their
verdicts cannot drift apart.

**Names** (:func:`names`) are capitalised words that are not stop words ("Sara", "iPad",
"HIPAA"); a sentence's first word counts unless it is a question word or an interjection
("Oh", "Thanks": :data:`OPENERS`).

**Other entities** (:func:`other_entities`). A statement that names several *subjects* ("Sarah is
an engineer at Google, and Sara is a designer at Apple") says less about each of them than a
claim of its own does, so retrieval and the offline answer prefer the claim naming fewer others.
But the names inside the asked entity's own clause are what is claimed about it — the values
the user asks for ("we host Atlas in Frankfurt", "Atlas has to be HIPAA compliant", "led by
Priya Raman"). Counting those as rivals ranked every informative fact below a vague one that
named nothing else ("I'm starting to plan the Atlas migration"), so only the names of the
*other* clauses count: those the statement makes a separate claim about.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Collection, Sequence

from yeastlab.core.sentences import sentences
from yeastlab.core.text import (
    INTERJECTIONS,
    QUESTION_OPENERS,
    STOP_WORDS,
    content_stems,
    stem,
    words,
)

__all__ = [
    "names",
    "clauses",
    "parallel_clauses",
    "look_alike_keys",
    "parallel",
    "stems_of",
    "other_entities",
    "OPENERS",
    "QUESTION_WORDS",
]

_NAME = re.compile(r"\b[a-z]?[A-Z][a-zA-Z]+\b")  # "Sara", and "iPad", "eBay"
_NOT_NAMES = frozenset({"i", "i'm", "i've", "i'd", "i'll", "user", "yeast", "ok", "okay"})
_ENDS_SENTENCE = (".", "!", "?", ":", "|", '"')

#: Words that open a question or a request; a capitalised one at a sentence's start names no one.
QUESTION_WORDS = QUESTION_OPENERS | {"tell", "please", "remind"}

#: Interjections, greetings and discourse markers (a closed class, like the question words): at a
#: sentence's start they name no one, even where a sentence's first word may be a name ("Oh and
#: the funder wants …", "Good news though: …" made "Oh" and "Good" rival subjects of the claim).
#: Words that are also given names ("Hope", "Will", "Joy") are left out. Checked on LoCoMo's
#: 5,882 messages: every capitalised sentence opener in this list there is an interjection.
_DISCOURSE_WORDS = (
    "ohh ahh aww hiya howdy yo good morning evening afternoon night anyway anyways btw um uh "
    "actually honestly basically alright oops ugh bye gosh phew really anyhow besides meanwhile "
    "luckily sadly unfortunately fortunately hopefully"
)
OPENERS = INTERJECTIONS | frozenset(_DISCOURSE_WORDS.split())


def _starts_sentence(text: str, start: int) -> bool:
    """Whether the word at ``start`` opens the text or a sentence (looks back over spaces
    only, so reading every name of a long text stays linear)."""
    i = start - 1
    while i >= 0 and text[i].isspace():
        i -= 1
    return i < 0 or text[i] in "".join(_ENDS_SENTENCE)


def names(text: str, *, skip_first: bool = True) -> set[str]:
    """Capitalised words that are not stop words (the first word of a sentence skipped when
    ``skip_first`` and it is a question word)."""
    found = set()
    for m in _NAME.finditer(text):
        word = m.group(0)
        low = word.lower()
        if low in STOP_WORDS or low in _NOT_NAMES or len(word) < 2:
            continue
        if (low in OPENERS or (skip_first and low in QUESTION_WORDS)) and _starts_sentence(
            text, m.start()
        ):
            continue
        found.add(word)
    return found


_CLAUSES = re.compile(
    r",?\s+(?:and|but|while|whereas)\s+(?=(?:[A-Z]|(?:my|his|her|their|our|the)\b"
    r"|(?:in|at|to|from|for|on|with)\s+[A-Z]))|;\s*"
)


def clauses(text: str, *, statements_only: bool = False) -> list[str]:
    """``text`` cut into sentences and, inside them, into coordinated clauses that start a new
    subject ("…, and Sara is …", "…; my younger brother …"); with ``statements_only``,
    questions are left out."""
    parts = []
    # a sentence (core.sentences: not cut after "Dr." or "J.") ends at "; " and ": " too
    for sentence in (" ".join(s.split()) for s in sentences(text, breaks=";:")):
        if statements_only and sentence.rstrip().endswith("?"):
            continue
        parts += [p.strip(" ,") for p in _CLAUSES.split(sentence) if p.strip(" ,")]
    return parts


def other_entities(
    text: str,
    asked: Collection[str],
    entities: Callable[[str], set[str]] = lambda t: names(t, skip_first=False),
) -> set[str]:
    """The entities ``text`` makes claims about besides ``asked``: those named in clauses that
    do not speak of the asked entity. Names sharing a clause with it are what is said of it
    ("Atlas is hosted in Frankfurt"), not rivals. A text naming none of ``asked`` has every
    entity it names as another."""
    asked = set(asked)
    # each clause's names read before short fragments are joined: a fragment keeps its own
    # start ("said: Oh and the funder …" → "Oh" opens a fragment, no name)
    parts = _joined_fragments([(p, entities(p)) for p in clauses(text)])
    named = set().union(*(who for _, who in parts)) if parts else set()
    matched = asked & named
    if not matched:
        return named - asked
    own = {i for i, (_, who) in enumerate(parts) if matched <= who} or {
        i for i, (_, who) in enumerate(parts) if who & matched
    }
    rivals = {n for i, (_, who) in enumerate(parts) if i not in own for n in who}
    return rivals - asked


def _joined_fragments(parts: list[tuple[str, set[str]]]) -> list[tuple[str, set[str]]]:
    """Clauses (with their names) with a fragment too short to be a claim of its own (under
    three words) joined to the one before: "a dinner from Fig | and Olive" is one clause, so
    "Olive" is no rival."""
    joined: list[tuple[str, set[str]]] = []
    for part, who in parts:
        if joined and len(part.split()) < 3:
            before, named = joined[-1]
            joined[-1] = (f"{before} {part}", named | who)
        else:
            joined.append((part, set(who)))
    return joined


# Where a sentence may turn to a parallel claim: a conjunction, a comma or a semicolon.
_PIECES = re.compile(r"\s*[,;]?\s+(?:and|but|while|whilst|whereas)\s+|\s*[,;]\s+", re.I)

#: Parallel claims are only looked for in short messages (a few sentences: a paste or a long
#: story would give pieces sharing words by chance).
PARALLEL_MAX_CHARS = 240


def parallel_clauses(text: str) -> list[str]:
    """The pieces of ``text`` that make the same kind of claim about different things, named
    or not: "my older sister is a lawyer and my younger sister is a student", "the old van does
    30 miles to the gallon, the new van does 45", "My oldest nephew is nineteen. My youngest
    nephew is six." A piece (a sentence, or part of one after a conjunction, comma or
    semicolon; three words at least) is parallel to another when they share two words, one of
    them a content word ("sister", "rides", "pays"), or three function words ("the physio is
    on mondays at ten" / "the chiropractor is on thursdays at four"). ``[]`` when fewer than two
    pieces are parallel: one claim, kept whole."""
    if len(text) > PARALLEL_MAX_CHARS:
        return []
    pieces = [
        piece
        for sentence in sentences(text, breaks=";:")
        if not sentence.rstrip().endswith("?")
        for piece in _joined(_split(sentence.strip(" .!")))
    ]
    pieces = [p for p in pieces if not _ADDRESSED.search(p)]
    said = [stems_of(p) for p in pieces]
    kept = [
        p
        for i, p in enumerate(pieces)
        if any(parallel(said[i], other) for j, other in enumerate(said) if j != i)
    ]
    return _ungapped(kept) if len(kept) >= 2 else []


#: A piece's opening preposition, and the words before the first preposition of a piece.
_OPENING_PREPOSITION = re.compile(r"^(at|in|on|for|with|to|from|near|by)\b", re.I)


def _ungapped(pieces: list[str]) -> list[str]:
    """``pieces`` with a gapped one given back what it leaves out: a piece opening with the
    preposition that follows the first piece's subject and verb takes them ("My wife works at
    the library on weekdays | and at the garden centre on Sundays": "My wife works at the
    garden centre on Sundays"), so each claim says whose it is."""
    first = pieces[0]
    out = [first]
    for piece in pieces[1:]:
        opening = _OPENING_PREPOSITION.match(piece)
        head = None
        if opening:
            head = re.match(rf"^(.+?)\s+{opening.group(1)}\b", first, re.I)
        gapped = head is not None and len(head.group(1).split()) <= 4
        out.append(f"{head.group(1)} {piece}" if gapped else piece)
    return out


# The one spoken to: a piece saying "you" is about the listener ("you can call me your creator",
# "some you let go"), not one of the user's look-alike things.
_ADDRESSED = re.compile(r"\byou(?:r|rs|rself)?\b", re.I)


# "in Portland, Maine": a place's comma after a preposition, no break ("a Trek, Davy …" is one)
_PLACE_COMMA = re.compile(r"\b(?:in|at|to|from|near|of|for|by)\s+(?:[A-Z][\w'-]*\s+)*[A-Z][\w'-]*$")
# unless a clause follows: a name (and an initial) with its verb ("in Leeds, Robin lives in
# Cork", "in Bristol, Alex T is a chef"): an auxiliary, or a verb's third person in -s
_CLAUSE_NEXT = re.compile(
    r"[A-Z][\w'-]*(?:\s+[A-Z]\b\.?)?\s+(?:is|are|was|were|has|had|will|can|does|did|\w+[^\Ws]s)\b"
)


def _split(sentence: str) -> list[tuple[bool, str]]:
    """``sentence`` cut where a parallel claim may start, not at the comma of a place after a
    preposition ("in Portland, Maine", "to Paris, Texas"); each piece with whether a
    conjunction opened it."""
    out, start, joined = [], 0, False
    for m in _PIECES.finditer(sentence):
        comma = m.group(0).strip() in (",", ";")
        if (
            comma
            and _PLACE_COMMA.search(sentence[: m.start()])
            and sentence[m.end() : m.end() + 1].isupper()
            and not _CLAUSE_NEXT.match(sentence, m.end())
        ):
            continue
        out.append((joined, sentence[start : m.start()]))
        start, joined = m.end(), not comma
    return [*out, (joined, sentence[start:])]


_RELATIVE = frozenset({"who", "whose", "which", "where", "that"})


def _joined(raw: list[tuple[bool, str]]) -> list[str]:
    """Pieces of three words at least: a shorter one after a comma belongs to the piece before
    ("lives in Springfield, | Illinois"); one opening the sentence or after a conjunction is the
    subject of the next ("Rose, | who teaches yoga", "and | Nemo, | the white one"); a relative
    clause belongs to the piece before ("my boss is Ines, | who is relaxed")."""
    out: list[str] = []
    pending = ""
    for conjunction, piece in ((c, p.strip(" ,")) for c, p in raw):
        relative = piece.split(" ", 1)[0].lower() in _RELATIVE
        if relative and (pending or out):
            if pending:
                out.append(f"{pending}, {piece}")
                pending = ""
            else:
                out[-1] += f", {piece}"
        elif len(piece.split()) < 3 and out and not (conjunction or pending):  # apposition
            out[-1] += f", {piece}"
        elif len(piece.split()) < 3:
            pending = f"{pending} {piece}".strip()
        else:
            out.append(f"{pending} {piece}".strip())
            pending = ""
    return out


def stems_of(text: str) -> list[str]:
    """The stems of every word of ``text``, in order (what :func:`parallel` compares)."""
    return [stem(w) for w in words(text)]


def parallel(a: Sequence[str], b: Sequence[str]) -> bool:
    """Two pieces (their word stems: :func:`stems_of`) are parallel: they share two words, one
    of them a content word, or open alike ("my … has", "at … the"), or share three function
    words, or have a content word or two words in the same places ("Eli loves football" / "Ari
    loves chess", "Lena is a pharmacist" / "Lina is a pilot")."""
    shared = set(a) & set(b)
    if len(shared) >= 3 or (len(shared) >= 2 and shared - STOP_WORDS):
        return True
    if _opens_with_time(a) and _opens_with_time(b):
        return True  # "weekdays I do bookkeeping" / "on Saturdays I tend bar"
    if len(shared) >= 2 and bool(a) and bool(b) and a[0] == b[0]:
        return True
    aligned = {x for x, y in zip(a, b, strict=False) if x == y}
    return len(aligned) >= 2 or bool(aligned - STOP_WORDS)


#: Times of the week or day a claim may open with (a closed class): "mornings I teach yoga,
#: afternoons I'm a receptionist".
_TIME_WORDS = (
    "monday tuesday wednesday thursday friday saturday sunday weekday weekend morning afternoon "
    "evening night"
)
_TIMES = frozenset(stem(w) for w in _TIME_WORDS.split())


def _opens_with_time(said: Sequence[str]) -> bool:
    """Whether a piece (its word stems) opens with a time of the week or day, after "on",
    "in", "at" or "every" perhaps."""
    start = 1 if said and said[0] in ("on", "in", "at", "everi", "the") else 0
    return len(said) > start and said[start] in _TIMES


def look_alike_keys(query: str, texts: Sequence[str]) -> dict[int, tuple[int, int, int]]:
    """For the texts making alike claims (a message's :func:`parallel_clauses`, and the texts
    that are one of those claims alone), a sort key: the claim holding the most of what the
    query says of one claim only first ("What does my *younger* sister do?"), then a claim of
    its own before the message holding it and its rival (asked "what does my new number end
    in?", "my old phone number ended in 44, my new one ends in 71" holds a telling word in
    each claim: "number" is elided from the second), then the given order. Texts making no
    alike claim, and every text when the query tells none apart, have no key."""
    asked = frozenset(content_stems(query) - {"user"})
    pieces = [_claims(t) if t else () for t in texts]
    telling: set[str] = set()
    involved: set[int] = set()
    for i, own in enumerate(pieces):
        if len(own) < 2:
            continue
        said = [stems for stems, _ in own]
        differ = set().union(*((a ^ b) & asked for a in said for b in said))
        if differ:
            telling |= differ
            involved.add(i)  # and the one-claim texts split from it (a prefix aside: "User:")
            involved |= {
                j
                for j, ps in enumerate(pieces)
                if len(ps) == 1 and any(ps[0][1][-len(form) :] == form for _, form in own)
            }
    return {
        i: (-max(len(stems & telling) for stems, _ in pieces[i]), len(pieces[i]), i)
        for i in involved
    }


@functools.lru_cache(maxsize=4096)
def _claims(text: str) -> tuple[tuple[frozenset[str], tuple[str, ...]], ...]:
    """A text's claims (its parallel pieces, or the whole of it), each as its content stems and
    the word stems :func:`parallel` compares."""
    parts = parallel_clauses(text) or [text.strip(" .!")]
    return tuple((frozenset(content_stems(p)), tuple(stems_of(p))) for p in parts)
