"""Numbers, money, percentages, times, dates, weekdays, months and years read as values.

Pure (no I/O). :func:`take_values` is how :mod:`yeastlab.core.claims` compares "$50k" with
"$80,000", "3 cats" with "5 cats", "on Monday" with "on Friday": as values, not words.
"""

from __future__ import annotations

import re

from yeastlab.core.text import STOP_WORDS, stem

__all__ = ["take_values"]


def _list(text: str) -> list[str]:
    return text.split()


_NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "dozen": 12, "couple": 2,
    "twice": 2, "once": 1,
}  # fmt: skip
_NOT_UNITS = frozenset(_list("more less than times of or and over about around"))
_SCALE = {"k": 1e3, "thousand": 1e3, "grand": 1e3, "m": 1e6, "million": 1e6, "mn": 1e6,
          "bn": 1e9, "billion": 1e9}  # fmt: skip
_NUM = r"\d[\d,]*(?:\.\d+)?"
_SCALES = r"(?:\s?(?:k|m|mn|bn)\b|\s(?:thousand|million|billion|grand)\b)?"
_MONEY = re.compile(
    rf"[$€£]\s?(?P<a>{_NUM})(?P<sa>{_SCALES})"
    rf"|\b(?P<b>{_NUM})(?P<sb>{_SCALES})\s?(?:dollars?|euros?|pounds?|usd|eur|gbp|bucks)\b"
)
_PERCENT = re.compile(rf"\b(?P<n>{_NUM})\s?(?:%|percent\b|per cent\b)")
_CLOCK = re.compile(
    r"\b(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s?(?P<p>am|pm|a\.m\.|p\.m\.)|\b(?P<H>\d{1,2}):(?P<M>\d{2})\b"
)
_MONTHS = _list("january february march april may june july august september october november "
           "december")  # fmt: skip
_MONTH = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"  # noqa: E501
_DATE = re.compile(
    rf"\b(?P<m1>{_MONTH})\s+(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\b"
    rf"|\b(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m2>{_MONTH})\b"
)
_YEAR = re.compile(
    r"\b(?:in|since|of|from|until|by)\s+(?P<y>(?:19|20)\d\d)\b|\b(?P<z>(?:19|20)\d\d)\b"
)
_WEEKDAY = re.compile(r"\b(?P<d>mon|tues|wednes|thurs|fri|satur|sun)days?\b")
_MONTH_NAME = re.compile(r"\b(?P<m>" + "|".join(_MONTHS) + r")\b")
_ORDINALS = {
    w: i
    for i, w in enumerate(
        _list(
            "zeroth first second third fourth fifth sixth seventh eighth ninth tenth eleventh "
            "twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth "
            "twentieth"
        )
    )
}
_ORDINAL = re.compile(
    r"\b(?P<o>" + "|".join(_ORDINALS) + r"|\d+(?:st|nd|rd|th))\s+(?P<u>[a-z][a-z'-]*)"
)
_COUNT = re.compile(
    r"(?:(?P<prev>[a-z][a-z'-]*)\s+)?"
    rf"\b(?P<n>{_NUM}(?:k\b)?|"
    + "|".join(_NUMBER_WORDS)
    + r")\b(?:\s+of)?(?:\s+(?P<u>[a-z][a-z'-]*))?"
)

# A number of one to three digits alone in brackets labels ("tell me a joke (11)", "step (2)",
# a footnote "[3]"): no quantity of anything, so two labels are no two values of one slot. A
# year in brackets ("Inception (2010)") stays a year.
_LABEL = re.compile(r"[(\[]\s*#?\d{1,3}\s*[)\]]")

_MAY_HOLD = re.compile(
    r"\d|[$€£%]|\b(?:"
    + "|".join([*_NUMBER_WORDS, *_ORDINALS])
    + r"|mon|tues|wednes|thurs|fri|satur|sun)"
    r"|\b(?:" + "|".join(m[:3] for m in _MONTHS) + r")"
)


def _number(text: str, scale: str = "") -> float:
    value = float(text.replace(",", "")) if text[0].isdigit() else float(_NUMBER_WORDS[text])
    return value * _SCALE.get(scale.strip(), 1.0)


def take_values(text: str) -> tuple[str, set[tuple[str, str, object]]]:
    """Numbers, money, percentages, times, dates, weekdays, months and years in ``text``.

    Args:
        text: lower-cased text (see :func:`expand_contractions`).

    Returns:
        ``(rest, values)``: the text with each value cut out (a count keeps its noun: "3 cats"
        leaves "cats") and the values as ``(kind, unit, value)``: ``("count", "cat", 3.0)``,
        ``("count", "$", 50000.0)`` for "$50k", ``("count", "%", 5.0)``, ``("time", "", 900)``
        (minutes), ``("date", "", "mar-3")``, ``("year", "", 2019)``, ``("day", "", "mon")``,
        ``("month", "", "jan")``. Money and bare numbers are both counts; a count without a
        noun has unit "".
    """
    values: set[tuple[str, str, object]] = set()

    def cut(pattern: re.Pattern, make) -> None:
        nonlocal text

        def repl(m: re.Match) -> str:
            value = make(m)
            if value is None:
                return m.group(0)
            values.add(value)
            if "u" not in pattern.groupindex:
                return " "
            # a count keeps its noun ("3 cats" and "no cats" are both about cats) and the word
            # before it
            prev = m["prev"] if "prev" in pattern.groupindex else ""
            return f" {prev or ''} {m['u'] or ''}"

        text = pattern.sub(repl, text)

    if not _MAY_HOLD.search(text):
        return text, values  # most clauses: no digit, number word, month or weekday
    text = _LABEL.sub(" ", text)
    cut(_MONEY, lambda m: ("count", "$", _number(m["a"] or m["b"], m["sa"] or m["sb"] or "")))
    cut(_PERCENT, lambda m: ("count", "%", _number(m["n"])))
    cut(_CLOCK, _clock)
    cut(_DATE, lambda m: ("date", "", f"{(m['m1'] or m['m2'])[:3]}-{int(m['d1'] or m['d2'])}"))
    cut(_YEAR, lambda m: ("year", "", int(m["y"] or m["z"])))
    cut(_WEEKDAY, lambda m: ("day", "", m["d"]))
    cut(_MONTH_NAME, lambda m: ("month", "", m["m"][:3]) if m["m"] != "may" else None)
    cut(_ORDINAL, _ordinal)
    cut(_COUNT, _count)
    return text, values


def _clock(m: re.Match) -> tuple[str, str, object]:
    if m["H"] is not None:
        return ("time", "", int(m["H"]) * 60 + int(m["M"]))
    hour = int(m["h"]) % 12 + (12 if m["p"].startswith("p") else 0)
    return ("time", "", hour * 60 + int(m["m"] or 0))


def _ordinal(m: re.Match) -> tuple[str, str, object] | None:
    unit = m["u"]
    if unit in STOP_WORDS or unit in _NOT_UNITS:
        return None  # "the first of many": no rank of a thing
    raw = m["o"]
    rank = _ORDINALS[raw] if raw in _ORDINALS else int(raw[:-2])
    return ("rank", stem(unit), float(rank))


def _count(m: re.Match) -> tuple[str, str, object] | None:
    raw, unit = m["n"], m["u"] or ""
    if raw in ("one", "once") and (not unit or unit in STOP_WORDS):
        return None  # "one of them", "at once": not a count
    unit = "" if unit in STOP_WORDS or unit in _NOT_UNITS else stem(unit)
    prev = m["prev"] or ""
    naming = raw.isdigit() and prev and prev not in STOP_WORDS and prev not in _NOT_UNITS
    if not unit and naming and not prev.endswith(("s", "ed")):
        return None  # a number after a noun names a thing ("fact number 3", "room 12")
    scale = "k" if raw.endswith("k") else ""
    return ("count", unit, _number(raw.rstrip("k"), scale))
