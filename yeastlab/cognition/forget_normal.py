"""Chat spelling made readable for the structural reading of forget requests.

People type requests fast: "can u delte what i told u abt leo", "pls frget the bankrupcy thng",
"remoev my safe combo from ur memroy". The structural reading
(:mod:`yeastlab.cognition.forget_reading`) matches words, so it reads a normalised copy of the
message (:func:`normalise`) in which

* the common chat abbreviations are written out ("u" → "you", "ur" → "your", "abt" → "about",
  "pls" → "please", "dont" → "don't"), and
* a word one slip away from a word of forgetting (a letter dropped, doubled, swapped with its
  neighbour or mistyped: Damerau–Levenshtein distance 1; 2 for "remember") is read as that word,
  unless it is itself a word of its own ("forge", "remote", "delta");
* a word typed twice or more for emphasis ("the crying thing?? erase erase") is read once.

Only the reading uses the copy: what is logged and what a subject is matched against are the
user's own words.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["distance", "normalise"]

#: Chat abbreviations and dropped apostrophes, written out (whole words, any case).
_SPEAK = {
    "u": "you",
    "ya": "you",
    "ur": "your",
    "abt": "about",
    "bout": "about",
    "wat": "what",
    "wut": "what",
    "wht": "what",
    "pls": "please",
    "plz": "please",
    "thx": "thanks",
    "dont": "don't",
    "didnt": "didn't",
    "cant": "can't",
    "wont": "won't",
    "wouldnt": "wouldn't",
    "shouldnt": "shouldn't",
    "im": "I'm",
    "ive": "I've",
    "thng": "thing",
    "thign": "thing",
    "bf": "boyfriend",
    "gf": "girlfriend",
    "bday": "birthday",
    "everyting": "everything",
}
#: The words of forgetting a slip is read back to, with the slips each may take.
_TARGETS = {
    "forget": 1,
    "delete": 1,
    "remove": 1,
    "erase": 1,
    "unlearn": 1,
    "memory": 1,
    "remember": 2,
    "please": 1,
    "about": 1,
}
#: Words one or two slips from a target that are words of their own.
_REAL = frozenset(
    [
        "forge",
        "forged",
        "forgets",
        "forgot",
        "delta",
        "delve",
        "deletes",
        "deleted",
        "remote",
        "removes",
        "removed",
        "remover",
        "erased",
        "eraser",
        "erases",
        "rose",
        "arise",
        "raise",
        "memo",
        "memos",
        "member",
        "members",
        "remembers",
        "reverse",
        "renumber",
        "pleased",
        "lease",
        "plea",
        "abort",
        "abut",
        "bout",
        "abbot",
        "unremember",
    ]
)
_WORD = re.compile(r"[A-Za-z']+")


@lru_cache(maxsize=4096)
def distance(a: str, b: str) -> int:
    """Damerau–Levenshtein (optimal string alignment) distance of two short words."""
    rows = [list(range(len(b) + 1))]
    for i, ca in enumerate(a, 1):
        row = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            row[j] = min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


@lru_cache(maxsize=8192)
def _repair(word: str) -> str:
    low = word.lower()
    if low in _SPEAK:
        return _SPEAK[low]
    if len(low) < 4 or low in _REAL or low in _TARGETS:
        return word
    for target, slips in _TARGETS.items():
        if abs(len(target) - len(low)) <= slips and distance(low, target) <= slips:
            return target
        if low[0] == target[0] and sorted(low) == sorted(target):
            return target  # letters typed out of order: "ereas", "fogrte", "remvoe"
    return word


#: A word said again for emphasis ("erase erase", "delete, delete!"): read once.
_AGAIN = re.compile(r"\b([A-Za-z]{3,})(?:[\s,!]+\1\b)+", re.I)


def normalise(text: str) -> str:
    """``text`` with chat abbreviations written out, slips of the words of forgetting
    mended and a word repeated for emphasis read once (see the module docstring); every
    other character as it was."""
    return _AGAIN.sub(r"\1", _WORD.sub(lambda m: _repair(m.group(0)), text))
