"""The subject of a clause read as a claim: where it ends, its words with pronouns folded,
whose it is, its head noun, and the word classes that reading needs.

Pure: no I/O. :mod:`yeastlab.core.clauses` reads a clause with these (see its docstring for
what a subject is: pronouns folded to ``@user``, ``@he`` …, the head noun and its modifiers,
generic subjects, proper names).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from yeastlab.core.text import FREQUENCY, NEGATIONS, STOP_WORDS, polarity_of, root, stem, term

__all__ = [
    "AUX",
    "COPULA",
    "DEICTIC",
    "GENERIC",
    "INTENSIFIERS",
    "PREPOSITIONS",
    "PRONOUNS",
    "SOFT",
    "YEAST_PRONOUNS",
    "colours_of",
    "head_of",
    "is_thing",
    "owners_of",
    "subject_end",
    "subject_words",
]


def _list(text: str) -> list[str]:
    return text.split()


DEICTIC = frozenset(_list("that this it those these"))
GENERIC = frozenset(
    _list("standard default usual typical normal regular general every each any all a an")
)
PREPOSITIONS = frozenset(_list("for of in on at with from to by about"))

PRONOUNS = {
    **dict.fromkeys(_list("i me my mine myself we us our ours ourselves user user's"), "@user"),
    **dict.fromkeys(_list("you your yours yourself yourselves"), "@you"),
    # third persons stay apart: "her contract" is not "his contract"
    **dict.fromkeys(_list("he him his"), "@he"),
    **dict.fromkeys(_list("she her hers"), "@she"),
    **dict.fromkeys(_list("they them their theirs"), "@they"),
    **dict.fromkeys(_list("it its"), "@it"),
}
# what the yeast's own pronouns name: "I" is the yeast, "you" the user
YEAST_PRONOUNS = {
    **PRONOUNS,
    **dict.fromkeys(_list("i me my mine myself"), "@yeast"),
    **dict.fromkeys(_list("you your yours yourself"), "@user"),
}
COPULA = frozenset(_list("am is are was were be been being seems seem looks look feel feels"))
PERSONAL = frozenset(_list("i we you he she they"))
AUX = frozenset(
    _list(
        "am is are was were be been being do does did have has had can could will would shall "
        "should may might must need needs used"
    )
)
DETERMINERS = frozenset(_list("the a an my your his her our their this that these those its"))
SOFT = frozenset(
    _list(
        "really very actually honestly truly quite just still also too anymore longer much so "
        "almost nearly "
        "pretty totally definitely absolutely completely certainly probably maybe perhaps "
        "personally indeed though well even ever all lot lots bit kind sort think believe guess "
        "say says said tell told know mean thing things stuff get gets got getting one "
        # intensifiers and chat markers: "super tidy", "long tbh"; "I find jazz boring"
        "super tbh lol imo literally seriously extremely incredibly insanely awfully fairly "
        "kinda sorta somewhat way finally find finds plenty"
    )
)
# words before an adjective said of the subject ("too firm", "so light")
INTENSIFIERS = frozenset(_list("too so very really quite super pretty rather fairly extremely"))
COMMON_VERBS = frozenset(
    stem(w)
    for w in _list(
        "live work drink eat play own go use need want speak read run walk drive swim cook write "
        "watch listen sing dance study teach travel visit take make buy sell wear smoke sleep wake "
        "keep grow paint ride fly serve visit call meet bring feed walk climb bake jog knit code "
        "drink collect believe support vote attend follow speak understand know"
    )
)


def subject_end(tokens: list[str], start: int = 0) -> int:
    """Index of the first predicate token (0 for imperatives; len when none is found)."""
    if len(tokens) > start + 1 and tokens[start] in PERSONAL:
        return start + 1  # a personal pronoun is the whole subject
    for i, word in enumerate(tokens[start:], start):
        if word in AUX or word in NEGATIONS or word in FREQUENCY:
            return i
        # "favourite" between a determiner and its noun names which thing the subject is
        # ("my favourite season"): not the predicate
        attributive = (
            i > start
            and i + 1 < len(tokens)
            and (tokens[i - 1] in DETERMINERS or tokens[i - 1].endswith("'s"))
            and tokens[i + 1] not in AUX
        )
        polar = polarity_of(word)
        if polar is not None and not (attributive and polar[0] == "like"):
            return i
        if root(word) in COMMON_VERBS:
            return i
        after_noun = i and tokens[i - 1] not in DETERMINERS and not tokens[i - 1].endswith("'s")
        inflected = len(word) > 3 and (
            word.endswith("ed") or (word[-1] == "s" and word[-2] not in "su'")
        )
        if after_noun and inflected:
            return i
    return len(tokens)


def subject_words(tokens: Iterable[str], pronouns: dict[str, str] = PRONOUNS) -> frozenset[str]:
    out = set()
    for word in tokens:
        word = word.removesuffix("'s")
        if word in pronouns:
            out.add(pronouns[word])
        elif word not in STOP_WORDS and word not in SOFT and word not in NEGATIONS:
            out.add(term(word))  # "my favorite season" is "my favourite season"
    return frozenset(out)


POSSESSIVE = frozenset(_list("my our your his her their its"))


def owners_of(tokens: list[str], pronouns: dict[str, str]) -> frozenset[str]:
    """Whose the subject is: possessive pronouns and "X's" ("my brother's budget": the user's
    brother's, not the user's)."""
    out = {pronouns[w] for w in tokens if w in POSSESSIVE and w in pronouns}
    owned = {w[:-2] for w in tokens if w.endswith("'s")} - STOP_WORDS - DEICTIC
    return frozenset(out | {root(w) for w in owned if w})


# words that say where the head noun is ("the river next to the cabin", "the trail behind
# the lake"): the head comes before them
_WHERE_WORDS = frozenset(
    _list("next behind beside near opposite across under above below along around outside")
)


def head_of(tokens: list[str], raw: str) -> tuple[str, frozenset[str], bool, frozenset[str]]:
    """The subject's head noun (the last word before a preposition), its other words, whether
    it is generic, and which of its words are proper names (capitalised in ``raw``)."""
    cut = next(
        (i for i, w in enumerate(tokens) if (w in PREPOSITIONS or w in _WHERE_WORDS) and i),
        len(tokens),
    )
    nouns = [w for w in tokens[:cut] if w not in STOP_WORDS and w not in SOFT]
    nouns = [w.removesuffix("'s") for w in nouns if w not in PRONOUNS]
    if not nouns or nouns[-1] in GENERIC:
        return "", frozenset(), False, frozenset()
    head = term(nouns[-1])
    generic = any(w in GENERIC for w in tokens)
    words_ = subject_words(tokens) - {head} - {root(w) for w in GENERIC}
    names = {root(w.lower()) for w in re.findall(r"(?<!^)(?<![.!?]\s)\b[A-Z][a-z]+", raw)}
    return head, frozenset(words_), generic, frozenset(names & words_)


COLOURS = frozenset(
    _list(
        "black white red green blue yellow orange purple pink brown grey gray navy beige "
        "turquoise violet silver gold golden blonde blond"
    )
)
SHADES = frozenset(_list("dark light bright pale deep"))


def colours_of(predicate: list[str]) -> frozenset[str]:
    """The colours a clause gives as its whole predicate after a copula ("is dark blue", "are
    brown"; not "a blue car", not "red and white": one colour at a time)."""
    if len(predicate) < 2 or predicate[0] not in COPULA:
        return frozenset()
    rest = [w for w in predicate[1:] if w not in SOFT and w not in SHADES]
    if len(rest) == 1 and rest[0] in COLOURS:
        return frozenset({term(rest[0])})
    return frozenset()


def is_thing(subject: frozenset[str], owners: frozenset[str]) -> bool:
    """A subject that is not a bare person: its pronouns only own it ("our car", not "I")."""
    return {w for w in subject if w[0] == "@"} <= owners
