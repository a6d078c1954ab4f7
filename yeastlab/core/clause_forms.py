"""Forms of a clause read before its claim: "'s" as "is", what an owner keeps, reported speech,
and the values a clause gives (with frequencies, lengths of time and "May" the month).

Read by :mod:`yeastlab.core.clauses`; pure, no I/O.
"""

from __future__ import annotations

import re

from yeastlab.core.frequencies import DAYS, how_often
from yeastlab.core.text import NEGATIONS, polarity_of, words
from yeastlab.core.values import take_values

__all__ = ["reported", "spelled_out", "values_of"]

# "Tomasz keeps his flat tidy": Tomasz's flat is tidy (the owner's thing is the subject)
_KEEPS = re.compile(
    r"^(?P<who>[\w']+) (?:keep|keeps|kept) (?:my|his|her|their|our|the) (?P<thing>\w+) "
    r"(?=(?:\w+ )?\w+$)"
)
_OWN = {"i": "my", "we": "our", "he": "his", "she": "her", "they": "their", "you": "your"}


def _kept(m: re.Match[str]) -> str:
    who = m["who"]
    return f"{_OWN.get(who) or who + chr(39) + 's'} {m['thing']} is "


# "Kofi's from Ghana", "the appointment's on Thursday": "'s" before these words is "is", never a
# possessive (a possessive comes before a noun)
# (not after a pronoun: "it's", "that's", "there's" are read as they always were)
_IS = re.compile(
    r"\b(?!(?:it|that|this|there|here|what|who|he|she|where|how|let)'s)(\w+)'s\s+"
    r"(?=(?:from|in|at|on|not|never|always|still|a|an|the|been|got|going|so|very|"
    r"really|just|also|married|single|retired|back|off|out|over|gone|finally|now)\b|[$€£\d])"
)
# Reported speech: what someone else says, thinks or told the speaker ("Anna told me the shop
# is closed", "my mum thinks I'm lazy", "according to Jon, …"); not "I think", not "you said"
# (the user's own words), not "believes in ghosts" (a belief is the claim)
_REPORTED = re.compile(
    r"^\s*(?i:according to\b|(?!(?:i|we|you|the user|user)\b)[\w' ]{1,40}?\s+"
    r"(?:say|says|said|think|thinks|thought|believe|believes|believed|claim|claims|claimed|"
    # "the reviews call the film boring": a judgement called, not "calls his mother"
    r"(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )(?<!\bbe )(?:call|calls|called)"
    r"(?=\s+(?:the|this|that|my|his|her|our|their)\s+\w+\s+\w+\s*$)|"
    r"reckon|reckons|insist|insists|insisted|told me|tells me|told us|tell me)\b(?:\s+that)?\s+"
    r"(?:i|i'm|you|he|she|it|it's|we|they|the|my|his|her|our|their|this|a|an)\b)"
    r"|^\s*(?i:[\w' ]{1,40}?\s+(?:says|said|thinks|told me))\s+[A-Z]\w+\b"
)


def values_of(text: str) -> tuple[str, set[tuple[str, str, object]], bool]:
    """``text`` without its values, the values, and whether a frequency was among them.

    A frequency ("once a month", "three times a week", "every other day") is one value, in
    times a year (:func:`~yeastlab.core.frequencies.how_often`), not a count of months or
    times; read only in a clause with no negation ("I do not go every day" denies a
    frequency, it states none)."""
    often: set[float] = set()
    if not any(w in NEGATIONS for w in words(text)):
        often, text = how_often(text)
    month = {("month", "", "may")} if _MAY.search(text) else set()
    text, bare = _bare_values(text)
    body, values = take_values(_MAY.sub(r"\1 ", text))  # the reader leaves "may" (the verb)
    values |= bare
    # a count of hours, days, years is also a length of time, in days: "two hours" is not "90
    # minutes", "three years" is "36 months"
    lengths = {
        ("duration", "", round(float(v) * DAYS[u], 6))
        for k, u, v in values
        if k == "count" and u in DAYS and isinstance(v, (int, float))
    }
    return body, values | month | lengths | {("frequency", "", f) for f in often}, bool(often)


# a bare number after a verb of paying is a sum ("the repair cost 500", "I owe Mia 30", "we
# pay 900 in rent"): not "spent 3 hours", "paid 2 visits"; "450 euros" the reader takes itself
_SUM = re.compile(
    r"\b(?:cost|costs|costing|paid|pay|pays|owe|owes|owed|charged|charges|charge|earn|earns|"
    r"earned|spent|spend|spends|set \w+ back)(?: (?:(?:my|his|her|our|their|the) )?[a-z]+)? "
    r"(?P<n>\d[\d,]*(?:\.\d+)?)(?P<k>k)?(?![\d.,]\d)"  # whole: not "40" of "40,000 pounds"
    r"(?=\s*$|\s*,|\s+(?:for|on|in|to|a|an|per|each|every|last|this|"
    r"secondhand|and|but)\b)"
)
# a day of the month said alone ("on the 12th"), not a floor or a place ("on the 3rd floor")
_MONTHDAY = re.compile(
    r"\bon the (?P<d>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b"
    r"(?=\s*$|\s*,|\s+(?:at|and|this|next|so|but|because|when|instead)\b)"
)


def _bare_values(text: str) -> tuple[str, set[tuple[str, str, object]]]:
    """``text`` without its bare sums and days of the month, and those values: a sum as the
    reader gives one in a currency, a day of the month as its own kind (not a date: "on the
    12th" says nothing against "on June 12")."""
    found: set[tuple[str, str, object]] = set()

    def sum_(m: re.Match) -> str:
        amount = float(m["n"].replace(",", "")) * (1000 if m["k"] else 1)
        found.add(("count", "$", amount))
        return m[0][: m.start("n") - m.start()]

    def day(m: re.Match) -> str:
        found.add(("monthday", "", int(m["d"])))
        return "on the "

    return _MONTHDAY.sub(day, _SUM.sub(sum_, text)), found


# "May" the month: after a word that only a month follows
_MAY = re.compile(r"\b(in|of|since|until|by|early|late|mid|during) may\b")


def spelled_out(text: str) -> str:
    """``text`` (lower case, contractions spelled out) with "X's" read as "X is" where no
    possessive can stand ("Kofi's from Ghana") and "X keeps his flat tidy" as "X's flat is
    tidy"."""
    return _KEEPS.sub(_kept, _IS_STATE.sub(_is_state, _IS.sub(r"\1 is ", text)))


# "Lena's pregnant", "the back door's unlocked": "'s" before one word that ends the clause and
# says a state (a polar word, a participle, an "un-" adjective) is "is"; a possessive ends the
# clause with a noun ("at my mum's house")
_IS_STATE = re.compile(
    r"\b(?!(?:it|that|this|there|here|what|who|he|she|where|how|let)'s)(\w+)'s\s+(\w+)"
    r"(?=(?:\s+(?:now|again|lately|today|tonight|already))?\s*$)"
)


def _is_state(m: re.Match[str]) -> str:
    word = m[2]
    state = polarity_of(word, predicative=True) is not None or (
        len(word) > 4 and (word.endswith("ed") or word.startswith("un"))
    )
    return f"{m[1]} is {word}" if state else m[0]


def reported(raw: str) -> bool:
    """Whether the clause as written reports someone else's word (:data:`_REPORTED`)."""
    return bool(_REPORTED.match(raw))
