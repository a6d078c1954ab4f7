"""Undo the common disguises of text before it is judged: the safety gate reads this form.

:func:`normalize` folds a message to plain lower-case Latin words: NFKC (full-width and styled
letters), zero-width characters and soft hyphens removed, Cyrillic/Greek look-alike letters
mapped to Latin, diacritics stripped, letters spaced out one by one joined ("i g n o r e",
"r-e-v-e-a-l"), leetspeak read back ("1gn0r3" → "ignore") in tokens that mix letters and digits,
chat slang expanded ("ur" → "your"), contractions opened ("don't" → "do not"), base64 runs
decoded and appended. :func:`variants` gives the forms to judge (``1`` read as "i" and as "l").

Pure functions, no I/O; kept apart from :mod:`yeastlab.core.text`, whose tokens keep case-folded
words as written (a claim's "5pm" stays a time here too: numbers with units are not leetspeak).
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata
from functools import lru_cache

__all__ = ["normalize", "variants"]

_INVISIBLE = re.compile("[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]")
_HOMOGLYPHS = str.maketrans(
    "аеорсухіјѕԁɡһӏոԛԝАВЕКМНОРСТХІЈЅαβεικνοτυχΑΒΕΗΙΚΜΝΟΡΤΥΧ",
    "aeopcyxijsdghlnqwabekmhopctxijsabeiknotuxabehikmnoptyx",
)
_LEET = str.maketrans({"0": "o", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"})
_LEET_TOKEN = re.compile(r"[a-z0-9@$!|]*[a-z][a-z0-9@$!|]*")
_MIXED = re.compile(r"\b(?:[a-z]+\d+[a-z]|\d+[a-z]+\d)\w*")
_UNIT = re.compile(r"\d+(?:st|nd|rd|th|s|am|pm|k|m|h|x|d|kg|km|cm|mm|ml|g|gb|mb|min)")
_SPACED = tuple(
    re.compile(rf"{before}(?:[a-z0-9@$]{re.escape(sep)}){{2,}}[a-z0-9@$](?!\w)")
    for sep, before in (
        (" ", r"(?<!\b\w )(?<!\w)"),  # not inside a run: "turn o f f" joins "o f f" only
        ("-", r"(?<![\w-])"),
        (".", r"(?<![\w.])"),
        ("_", r"(?<![\w_])"),
        ("*", r"(?<![\w*])"),
    )
)
_BASE64 = re.compile(r"[A-Za-z0-9+/]{16,}={0,2}")
_SLANG = {"u": "you", "ur": "your", "r": "are", "plz": "please", "pls": "please", "w/o": "without"}
_SLANG_RE = re.compile(r"(?<![\w/])(?:u|ur|r|plz|pls|w/o)(?![\w/])")
# words where a "1" most often stands for "l" ("ru1es"): read so even when other 1s are "i"
_L_TEXT = (
    "rule rules role roles limit limits filter filters guideline guidelines delete disable reveal"
    " all tell please model only self control unlimited block follow policy leak lower level"
    " fully safely unfiltered uncensored unrestricted release helpful will"
)
_L_WORDS = frozenset(_L_TEXT.split())
_CONTRACTIONS = (("can't", "cannot"), ("won't", "will not"), ("n't", " not"))


def _deleet(token: str, one: str, strict: bool) -> str:
    if not any(c.isdigit() or c in "@$!|" for c in token) or token.isdigit():
        return token
    if strict and _UNIT.fullmatch(token):
        return token  # 1st, 90s, 5pm, 10k: numbers, not leetspeak
    token = re.sub(r"^4(?=g|e)", "for", token)  # 4get, 4ever
    inside = r"(?<=[a-z])[!|](?=[a-z])" if strict else r"[!|](?=[a-z0-9])"
    token = re.sub(inside, lambda m: "i" if m.group(0) == "!" else "l", token)
    token = token.translate(_LEET)
    as_l = token.replace("1", "l")
    return as_l if as_l in _L_WORDS else token.replace("1", one)


_LATIN_NAME = re.compile(r"LATIN (?:SMALL |CAPITAL )?LETTER (?:SMALL CAPITAL )?([A-Z])$")


def _latin(char: str) -> str:
    """A styled Latin letter ("ɪ", small capital I) as its plain letter; other characters kept."""
    m = _LATIN_NAME.match(unicodedata.name(char, ""))
    return m.group(1).lower() if m else char


def _decoded_base64(text: str) -> str:
    out = []
    for token in _BASE64.findall(text):
        try:
            plain = base64.b64decode(token + "=" * (-len(token) % 4), validate=True).decode()
        except (binascii.Error, UnicodeDecodeError, ValueError):
            continue
        if plain and sum(c.isalpha() or c == " " for c in plain) / len(plain) > 0.9:
            out.append(plain)
    return " . ".join(out)


def normalize(text: str, *, one: str = "i") -> str:
    """``text`` folded to plain lower-case words (see the module docstring).

    Args:
        text: any text.
        one: what a ``1`` inside a word stands for ("i" or "l").
    """
    extra = _decoded_base64(text)
    text = unicodedata.normalize("NFKC", f"{text} . {extra}" if extra else text)
    text = _INVISIBLE.sub("", text).translate(_HOMOGLYPHS)
    if not text.isascii():
        text = "".join(_latin(c) if ord(c) > 127 else c for c in text)
    text = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    text = text.casefold().replace("’", "'").replace("‘", "'").replace("ß", "ss")
    for spaced in _SPACED:
        text = spaced.sub(lambda m: re.sub(r"[ .\-_*]", "", m.group(0)), text)
    strict = len(_MIXED.findall(text)) < 2  # two leet words make the whole message leet
    text = _LEET_TOKEN.sub(lambda m: _deleet(m.group(0), one, strict), text)
    text = _SLANG_RE.sub(lambda m: _SLANG[m.group(0)], text)
    for short, long in _CONTRACTIONS:
        text = text.replace(short, long)
    return re.sub(r"\s+", " ", text).strip()


_JOINED = re.compile(r"['\"]\s*\+\s*['\"]")
_SNAKE = re.compile(r"(?<=[A-Za-z])_(?=[A-Za-z])")
# common words spelt backwards: a text with more of them read reversed than forward is reversed
_BACKWARDS = re.compile(r"\b(?:eht|dna|uoy|ruoy|lla|ot|fo|si|siht|taht|ti|ym|won|esaelp)\b")


def _turned(part: str) -> str:
    """``part`` read right to left when more of its common words are spelt backwards."""
    backwards = len(_BACKWARDS.findall(part.lower()))
    forwards = len(_BACKWARDS.findall(part.lower()[::-1]))
    return part[::-1] if backwards > forwards else part


@lru_cache(maxsize=256)
def variants(text: str) -> tuple[str, ...]:
    """The normalised forms to judge: with ``1`` read as "i"; as "l" when it differs; with
    hyphens inside words dropped when there are any ("ig-nore your con-straints")."""
    text = _JOINED.sub("", text)  # "'ig'+'nore'" is "ignore"
    text = _SNAKE.sub(" ", text)  # IGNORE_ALL_RULES
    forms = [normalize(text)]
    if _BACKWARDS.search(forms[0]):  # a part written right to left: "snoitcurtsni ruoy erongi"
        parts = re.split(r"([:.!?;\n]+)", text)
        turned = "".join(_turned(p) for p in parts)
        if turned != text:
            forms.append(normalize(turned))
    if "1" in text:
        forms.append(normalize(text, one="l"))
    if re.search(r"[a-z]-[a-z]", forms[0]):
        forms.append(re.sub(r"(?<=[a-z])-(?=[a-z])", "", forms[0]))
    return tuple(dict.fromkeys(forms))
