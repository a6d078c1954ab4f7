"""The Snowball English ("Porter2") stemmer, as in the Snowball project's ``english.sbl``.

The stemmer LanceDB's default full-text analyzer uses, so :mod:`yeastlab.core.lexical` can index
words as LanceDB does (checked against the reference implementation on 200,054 words).
"""

from __future__ import annotations

__all__ = ["stem"]


_V = frozenset("aeiouy")
_NOT_SHORT_END = _V | {"w", "x", "Y"}
_DOUBLES = ("bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt")
_EXCEPTIONS = {
    **{w: w for w in ("sky", "news", "howe", "atlas", "cosmos", "bias", "andes")},
    **{"skis": "ski", "skies": "sky", "idly": "idl", "gently": "gentl", "ugly": "ugli"},
    **{"early": "earli", "only": "onli", "singly": "singl"},
}
# Words starting so have R1 right after the prefix ("generous" and "general" stay apart).
_PREFIXES = ("arsen", "commun", "emerg", "gener", "inter", "later", "organ", "past", "univers")
_KEEP_ING = frozenset(("even", "cann", "inn", "earr", "herr", "out"))  # evening, canning, …
_KEEP_EED = frozenset(("succ", "proc", "exc"))  # succeed, proceed, exceed
# Longest suffix first: Snowball takes the longest that matches, then tests its condition.
_STEP2 = (
    ("ization", "ize"), ("ational", "ate"), ("fulness", "ful"), ("ousness", "ous"),
    ("iveness", "ive"), ("tional", "tion"), ("biliti", "ble"), ("lessli", "less"),
    ("entli", "ent"), ("ation", "ate"), ("alism", "al"), ("aliti", "al"), ("ousli", "ous"),
    ("iviti", "ive"), ("fulli", "ful"), ("ogist", "og"), ("enci", "ence"), ("anci", "ance"),
    ("abli", "able"), ("izer", "ize"), ("ator", "ate"), ("alli", "al"), ("bli", "ble"),
    ("ogi", "og"), ("li", ""),
)  # fmt: skip
_STEP3 = (
    ("ational", "ate"), ("tional", "tion"), ("alize", "al"), ("icate", "ic"), ("iciti", "ic"),
    ("ative", ""), ("ical", "ic"), ("ness", ""), ("ful", ""),
)  # fmt: skip
_STEP4 = (
    "ement", "ance", "ence", "able", "ible", "ment", "ant", "ent", "ism", "ate", "iti", "ous",
    "ive", "ize", "ion", "al", "er", "ic",
)  # fmt: skip


def stem(word: str) -> str:
    """The Snowball 3 English ("Porter2") stem of a lowercase word: the stemmer Lance uses.

    Plurals, -ing, -ed, -ly and -ies/-y forms meet: "ponies"/"pony" → "poni",
    "running"/"runs" → "run", "hoping"/"hoped" → "hope".
    """
    if word in _EXCEPTIONS:
        return _EXCEPTIONS[word]
    if len(word) < 3:
        return word
    w = _mark_y(word)
    p1 = _regions_start(w)
    p2 = _after_vowel_consonant(w, p1)
    w = _step1c(_step1b(_step1a(w), p1))
    w = _replace(w, _STEP2, p1, p2)
    w = _replace(w, _STEP3, p1, p2)
    w = _step5(_step4(w, p2), p1, p2)
    return w.replace("Y", "y")


def _mark_y(w: str) -> str:
    # An initial y, or a y after a vowel, is a consonant: written Y, which is not in _V.
    chars = list(w)
    for i, c in enumerate(chars):
        if c == "y" and (i == 0 or chars[i - 1] in _V):
            chars[i] = "Y"
    return "".join(chars)


def _after_vowel_consonant(w: str, start: int) -> int:
    for i in range(start + 1, len(w)):
        if w[i] not in _V and w[i - 1] in _V:
            return i + 1
    return len(w)


def _regions_start(w: str) -> int:
    for prefix in _PREFIXES:
        if w.startswith(prefix):
            return len(prefix)
    return _after_vowel_consonant(w, 0)


def _short_syllable_end(w: str) -> bool:
    if len(w) == 2:
        return w[0] in _V and w[1] not in _V
    return (
        len(w) > 2 and w[-3] not in _V and w[-2] in _V and w[-1] not in _NOT_SHORT_END
    ) or w.endswith("past")


def _has_vowel(w: str) -> bool:
    return any(c in _V for c in w)


def _step1a(w: str) -> str:
    if w.endswith("sses"):
        return w[:-2]
    if w.endswith(("ied", "ies")):
        return w[:-2] if len(w) > 4 else w[:-1]
    if w.endswith(("us", "ss")):
        return w
    if w.endswith("s") and _has_vowel(w[:-2]):
        return w[:-1]
    return w


def _step1b(w: str, p1: int) -> str:
    suffix = next((x for x in ("eedly", "ingly", "edly", "eed", "ing", "ed") if w.endswith(x)), "")
    if not suffix:
        return w
    base = w[: -len(suffix)]
    if suffix.startswith("eed"):
        return w if len(base) < p1 or base in _KEEP_EED else base + "ee"
    if suffix == "ing" and base in _KEEP_ING:
        return w
    if suffix == "ing" and len(base) == 2 and base[1] == "y" and base[0] not in _V:
        return base[0] + "ie"  # dying, lying, tying
    if not _has_vowel(base):
        return w
    if base.endswith(("at", "bl", "iz")):
        return base + "e"
    if base.endswith(_DOUBLES):
        return base if len(base) == 3 and base[0] in "aeo" else base[:-1]  # add, odd, ebb stay
    if len(base) == p1 and _short_syllable_end(base):
        return base + "e"
    return base


def _step1c(w: str) -> str:
    if len(w) > 2 and w[-1] in "yY" and w[-2] not in _V:
        return w[:-1] + "i"
    return w


def _replace(w: str, rules: tuple[tuple[str, str], ...], p1: int, p2: int) -> str:
    for suffix, new in rules:
        if not w.endswith(suffix):
            continue
        base = w[: -len(suffix)]
        if len(base) < p1:
            return w
        if suffix == "ogi" and not base.endswith("l"):
            return w
        if suffix == "li" and not base.endswith(tuple("cdeghkmnrt")):
            return w
        if suffix == "ative" and len(base) < p2:
            return w
        return base + new
    return w


def _step4(w: str, p2: int) -> str:
    for suffix in _STEP4:
        if w.endswith(suffix):
            base = w[: -len(suffix)]
            if len(base) < p2 or (suffix == "ion" and not base.endswith(("s", "t"))):
                return w
            return base
    return w


def _step5(w: str, p1: int, p2: int) -> str:
    base = w[:-1]
    if w.endswith("e") and (len(base) >= p2 or (len(base) >= p1 and not _short_syllable_end(base))):
        return base
    if w.endswith("ll") and len(base) >= p2:
        return base
    return w


# --- The index ----------------------------------------------------------------------------------
