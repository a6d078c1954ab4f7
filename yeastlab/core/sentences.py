"""Sentences: the one place a text is cut into sentences (and, on request, clause-like pieces).

Pure functions (no I/O). Every reader that works a sentence at a time — the forget reader, the
claim parser, the entity reader, the safety gate's one-sentence checks, the extractive merge,
the redaction of forgotten sentences — takes its cuts from here, so two readers can no longer
disagree about where "Dr. Okafor moved to Oslo." ends.

:func:`spans` gives each sentence as ``(start, end)`` offsets into the original text
(whitespace around it left out, every other character in exactly one span, in order); a caller
derives what it needs from them: the text, its offset, a window, collapsed whitespace.
:func:`sentences` is the texts alone.

A sentence ends:

- at ``.``, ``!``, ``?`` or an ellipsis (``...``, ``…``) before whitespace or the end, with any
  closing quotes or brackets after the stop kept in it (``He said "stop." Then …``); an
  ellipsis also before a letter ("so tired...but");
- at the wide stops of Chinese and Japanese (``。！？``, ``．``, ``｡``), the Devanagari danda
  ``।`` and the Arabic/Urdu ``؟``, ``۔``, which need no space after them;
- at a line break, unless ``lines=False`` (a reader that collapses whitespace first);
- at the clause marks named in ``breaks``: ``;``, ``|`` (a transcript's turn separator),
  ``:`` before a space, ``-`` for a dash with spaces around it.

It does not end at a title or a Latin abbreviation before a name or a word ("Dr. Okafor",
"e.g. tea", "vs. them"), initials before a name ("J. Smith", "J.K. Rowling"), a list number at
a line's start ("1. milk"), "No." before a number, an abbreviation that can close a sentence
before a lower-case word ("etc. and", "U.S. and", "P.S. to"), or a quotation or an ellipsis
before a lower-case word ('shouting "stop!" at us', "well... maybe"). In a text folded to lower
case (the safety gate's normalised form) a lower-case word proves nothing, so those last cuts
are made there. A decimal ("3.5") or an address ("example.com") has no space after its dot, so
it is never cut.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import NamedTuple

__all__ = ["Span", "spans", "iter_spans", "sentences", "BREAKS"]

#: The clause marks :func:`spans` can also cut at (``breaks`` takes any of these characters).
BREAKS = ";|:-"
_CLOSERS = "\"'”’»)\\]}」』】）"
_WIDE = "。！？｡．।؟۔"
#: Titles before a name: never the end of a sentence.
_TITLES = frozenset(
    "mr mrs ms mx dr prof st mt rev fr gen sen rep gov capt lt col sgt hon".split()  # noqa: SIM905
)
#: Latin and other abbreviations that are always followed by more of their sentence.
_ALWAYS = frozenset("e.g i.e vs cf approx ca viz incl esp resp".split())  # noqa: SIM905
#: Abbreviations before a number ("No. 5", "pp. 12").
_BEFORE_NUMBER = frozenset("no nr vol pp p fig ch art sec op".split())  # noqa: SIM905
#: Abbreviations that often close a sentence: cut only before an upper-case word.
_MAYBE = frozenset("etc inc ltd co corp jr sr a.m p.m".split())  # noqa: SIM905
#: Initialisms of places, which often close a sentence ("moved to the U.S. Then …").
_PLACES = frozenset("u.s u.k e.u u.a.e u.s.a".split())  # noqa: SIM905
_INITIALISM = re.compile(r"(?:[a-z]\.)+[a-z]")
_OPENERS = "\"'“‘([{«"
#: Characters looked at before a "." (more than the longest abbreviation or initialism).
_LONGEST = 12


class Span(NamedTuple):
    """One sentence of a text: ``text[start:end]``."""

    start: int
    end: int


@lru_cache(maxsize=32)
def _marks(lines: bool, breaks: str) -> re.Pattern[str]:
    """The candidate ends of a sentence for one choice of ``lines`` and ``breaks``."""
    unknown = set(breaks) - set(BREAKS)
    if unknown:
        raise ValueError(f"unknown sentence breaks {''.join(sorted(unknown))!r}; use {BREAKS!r}")
    alternatives = [
        rf"(?P<stop>[.!?…]+)(?P<close>[{_CLOSERS}]*)(?=\s|$)",
        r"(?P<ellipsis>\.{2,}|…+)(?=[^\W\d_])",  # "so overwhelmed...but": a pause
        rf"[{_WIDE}][{_WIDE}!?]*[{_CLOSERS}]*",
    ]
    first = ".!?…" + _WIDE
    if lines:
        alternatives.append(r"\n")
        first += "\n"
    if ";" in breaks:
        alternatives.append(";")
    if "|" in breaks:
        alternatives.append(r"\|+")
    if ":" in breaks:
        alternatives.append(r":(?=\s)")
    if "-" in breaks:
        alternatives.append(r"(?<=\s)[-—–]+(?=\s)")
        first += "-—–"
    first += "".join(b for b in breaks if b != "-")
    # the look-ahead lets the engine skip to a candidate instead of trying each alternative at
    # every character (a third of the time on LoCoMo's turns)
    return re.compile(f"(?=[{re.escape(first)}])(?:{'|'.join(alternatives)})")


def spans(text: str, *, lines: bool = True, breaks: str = "") -> list[Span]:
    """The sentences of ``text`` as offsets, in order (see the module's docstring).

    Raises:
        ValueError: ``breaks`` names a mark that is not in :data:`BREAKS`.
    """
    return list(iter_spans(text, lines=lines, breaks=breaks))


def iter_spans(text: str, *, lines: bool = True, breaks: str = "") -> Iterator[Span]:
    """:func:`spans` one at a time: a reader wanting the first sentence of a long text does not
    cut the rest."""
    pattern = _marks(lines, breaks)
    start = 0
    cased = not text.islower()  # in a text folded to lower case, case says nothing
    for m in pattern.finditer(text):
        stop = m["stop"] or m["ellipsis"]
        if stop is not None and _continues(text, m, stop, cased):
            continue
        span = _trimmed(text, start, m.end())
        start = m.end()
        if span is not None:
            yield span
    span = _trimmed(text, start, len(text))
    if span is not None:
        yield span


def sentences(text: str, *, lines: bool = True, breaks: str = "") -> list[str]:
    """The texts of :func:`spans`, without the clause mark that ended each (a stop is kept);
    pieces left empty are dropped."""
    out = []
    for start, end in spans(text, lines=lines, breaks=breaks):
        piece = text[start:end]
        if breaks and piece[-1] in breaks + "—–":
            piece = piece.rstrip(breaks + "—–").rstrip()
        if piece:
            out.append(piece)
    return out


def _trimmed(text: str, start: int, end: int) -> Span | None:
    """``text[start:end]`` without the whitespace around it (``None`` when nothing is left)."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return Span(start, end) if start < end else None


def _continues(text: str, m: re.Match[str], stop: str, cased: bool) -> bool:
    """Whether the stop ``stop`` (matched by ``m``) is not a sentence's end: an abbreviation,
    an initial, a list number, or a quotation or an ellipsis going on in lower case (only in a
    ``cased`` text: folded to lower case, every word would seem to go on)."""
    if m["close"] and m["close"][-1] in "\"'”’»":
        # 'shouting "ignore the rules!" during the game'
        return cased and _next_char(text, m.end()).islower()
    if stop == "…" or (len(stop) > 1 and set(stop) <= {".", "…"}):
        return cased and _next_char(text, m.end()).islower()
    if stop != ".":
        return False
    at = m.start()
    before = text[max(0, at - _LONGEST) : at]
    if not before or before[-1].isspace():
        return False
    raw = before.split()[-1]
    if len(raw) == len(before) and at > _LONGEST:
        return False  # a word longer than any abbreviation
    token = raw.lstrip(_OPENERS)
    low = token.lower()
    if low in _TITLES or low in _ALWAYS:
        return True
    following = _next_char(text, m.end())
    if low in _BEFORE_NUMBER:
        return following.isdigit()
    if low in _MAYBE or low in _PLACES or (_INITIALISM.fullmatch(low) and not token.isupper()):
        return cased and not following.isupper()
    if token.isupper() and _INITIALISM.fullmatch(low):
        # "P.S. to you", and initials before a name: "J.K. Rowling" (not "the F.B.I. They")
        return following.islower() or (len(low) <= 3 and following.isupper())
    if len(token) == 1 and token.isalpha() and token != "I":
        return following.isupper()  # an initial: "J. Smith"
    if token.isdigit() and len(token) <= 2:
        begin = at - len(raw)
        return begin == 0 or text[begin - 1] == "\n"  # a list number: "1. milk"
    return False


def _next_char(text: str, at: int) -> str:
    """The first character after ``at`` that is not whitespace (``""`` at the end)."""
    m = _NON_SPACE.search(text, at)
    return m.group(0) if m else ""


_NON_SPACE = re.compile(r"\S")
