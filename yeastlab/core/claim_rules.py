"""The claim comparison's particular rules, each a class of pair decided one way.

Read by :mod:`yeastlab.core.claims` (:func:`~yeastlab.core.claims.compare_claims`); pure, no
I/O. Places and employers given at different times are a move (:func:`times_apart`); values that
share only the kind of place they name are different places (:func:`names_apart`); named places
one inside the other are one place (:func:`nested`), named places apart at two scales a clash
(:func:`places_apart`); a count or a thing of a kind against none of it clashes
(:func:`count_against_none`, :func:`kind_against_none`), as does one's own thing or relative
named against none of it (:func:`owned_against_none`), and a bare state against its
opposite said with more words (:func:`state_against`); a past habit changed
(:func:`habit_then`) and an update (:func:`update`) are no contradictions; values of one kind
given differently clash unless one is within the other's reach or they are two occasions
(:func:`value_clash`); one part of a group and another say no opposite (:func:`parts_differ`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from yeastlab.core.bounds import within_reach
from yeastlab.core.clauses import Claim
from yeastlab.core.frequencies import DAYS
from yeastlab.core.gazetteer import relation
from yeastlab.core.places import PLACE_NOUNS
from yeastlab.core.text import KIND_OF, SYNONYMS, term

__all__ = [
    "CHANGE",
    "base",
    "times_apart",
    "nested",
    "places_apart",
    "count_against_none",
    "kind_against_none",
    "owned_against_none",
    "parts_differ",
    "names_apart",
    "state_against",
    "habit_then",
    "update",
    "value_clash",
]

#: Anchors that mark a change, not a time ("no longer").
CHANGE = frozenset({"anymore", "any more", "no longer"})
_WHEN = frozenset({"year", "date", "day", "month"})
_PAST_HABIT = frozenset(
    {
        "used to",
        "as a kid",
        "as a child",
        "as a teenager",
        "back then",
        "in the past",
        "as a student",
    }
)


def times_apart(a: Claim, b: Claim) -> bool:
    """Each side says when it held and the times differ ("moved to Lyon in 2018" / "moved to
    Paris in 2021", "worked at a bank in 2015" / "work at a hospital now"): a place or employer
    that changed, not two at once."""
    ta = (a.anchors - CHANGE) | {f"{k}:{v}" for k, _, v in a.values if k in _WHEN}
    tb = (b.anchors - CHANGE) | {f"{k}:{v}" for k, _, v in b.values if k in _WHEN}
    return bool(ta and tb and not ta & tb)


# nouns that say what kind of place or employer a name is ("Mercy Hospital", "Acme Bank")
_KIND_NOUNS = PLACE_NOUNS | {
    term(w) for w in ("company", "firm", "bank", "shop", "store", "university", "college", "clinic")
}


def names_apart(x: frozenset[str], y: frozenset[str]) -> bool:
    """Two values of one attribute that name different things: no word in common, or only the
    kind of place each names with a name of its own ("Mercy Hospital" / "St. Luke's
    Hospital"; not "the hospital" / "Mercy Hospital": one may be the other)."""
    shared = x & y
    return not shared or (shared <= _KIND_NOUNS and bool(x - shared) and bool(y - shared))


def base(attribute: str) -> str:
    """A place attribute without its scale: "live in (area)" → "live in"."""
    return attribute.split(" (", 1)[0]


def nested(a: Claim, b: Claim) -> bool:
    """Two named places one of which holds the other ("Brooklyn" / "New York", "Shibuya" /
    "Tokyo"): the same place said at two scales, by the gazetteer."""
    return bool(a.place and b.place) and relation(a.place, b.place) in ("holds", "within")


def places_apart(a: Claim, b: Claim, excused: bool) -> bool:
    """One place attribute given at two scales by names that the gazetteer finds apart: "lives
    in Lyon" / "lives in Germany" (at one scale the complement comparison decides)."""
    if excused or not (a.place and b.place) or a.attribute == b.attribute:
        return False
    if not a.attribute or base(a.attribute) != base(b.attribute) or times_apart(a, b):
        return False
    return relation(a.place, b.place) == "apart"


def count_against_none(counted: Claim, denied: Claim) -> bool:
    """ "had two coffees" against "drank no coffee", "three cats" against "does not own a
    single cat": a positive count of a noun the negated claim names, the counting side saying
    nothing the negated one does not. (Call with the negated claim second.)"""
    if not denied.negated or counted.negated or not (counted.subject and denied.subject):
        return False
    if any(kind == "count" for kind, _, _ in denied.values):
        return False  # "does not have seven engineers" denies a number, not every one
    nouns = {
        SYNONYMS.get(unit, unit)
        for kind, unit, value in counted.values
        if kind == "count" and unit and value
    }
    nouns -= _SPANS  # "for 3 years" / "haven't read in years" counts no thing
    return (
        bool(nouns & denied.content & counted.content)
        and counted.content <= denied.content
        and len(denied.content - counted.content) <= 1  # a verb at most: "drank", "own"
    )


def kind_against_none(things: Claim, denied: Claim) -> bool:
    """ "has two dogs" or "has a dog" against "has no pets", "ate a steak" against "does not eat
    meat": a thing of a kind (:data:`~yeastlab.core.text.KIND_OF`) against none of that kind,
    the side with the thing saying nothing else the denying side does not. Not the other way
    round: "has no dog" says nothing against "has pets". (Call with the negated claim second.)
    """
    if not denied.negated or things.negated or not (things.subject and denied.subject):
        return False
    kinds = {KIND_OF[w] for w in things.content if w in KIND_OF}
    said = {KIND_OF.get(w, w) for w in things.content}
    if denied.content & _ANY:  # "not allergic to anything" against "allergic to cats"
        rest = denied.content - _ANY
        # a sum is money ("owes my brother 500 dollars" / "does not owe anyone any money")
        held = things.content | ({"money"} if any(u == "$" for _, u, _ in things.values) else set())
        return bool(rest) and rest <= held and len(held - rest) <= 1
    return (
        bool(kinds & denied.content)
        and said <= denied.content
        and len(denied.content - said) <= 1  # a verb at most: "eat", "own"
    )


# who may share the denying side's subject with the user ("my wife and I have no children")
_PARTNERS = frozenset({"wife", "husband", "partner", "girlfriend", "boyfriend", "fianc"})
# the object of a denial that names a particular thing ("I don't have my keys on me")
_PARTICULAR = re.compile(
    r"(?:\b(?:not|no|never|without)|n['’]t)\b.*\b(?:my|our|the|this|that|these|those)\b"
)


def owned_against_none(named: Claim, denied: Claim) -> bool:
    """ "my daughter starts school" or "our car is red" against "I don't have kids", "we don't
    have a car", "I'm an only child" (no siblings): a claim about the user's own X says the
    user has one, against a denial that the user has any X or any of its kind. (Call with the
    denying claim second.)"""
    if not denied.negated or "@user" not in denied.subject or named.owners != {"@user"}:
        return False
    if denied.subject - {"@user"} - _PARTNERS or _PARTICULAR.search(denied.text.lower()):
        return False
    head = SYNONYMS.get(term(named.head), term(named.head)) if named.head else ""
    kinds = {head, KIND_OF.get(head, head)} - {""}
    return bool(kinds & denied.content) and len(denied.content - kinds) <= 1  # a verb at most


def state_against(a: Claim, b: Claim, concepts: set[str], moods: frozenset[str]) -> bool:
    """One side says a bare state of a named subject ("Frank is retired", "the diner is open")
    and the other its opposite of that subject with more words ("Frank still works full time at
    the post office", "the diner shut for good"): the more words do not make it another topic.
    Not for feelings (``moods``: "happy to help" is about something), nor against a side that
    names its day or time ("is closed on Sundays": an exception, not the opposite), says how it
    was ("were married for 20 years" / "are divorced now") or wishes ("I'd like to be thinner").
    A side that says what there is names the other's subject among its words ("there are still
    tickets available for the concert" / "the concert is sold out")."""
    one = bool(a.subject) and a.subject == b.subject
    if not (one or _there_is(a, b) or _there_is(b, a)) or times_apart(a, b):
        return False
    if bool(_PAST_STATE.search(a.text)) != bool(_PAST_STATE.search(b.text)):
        return False
    if _WISH.search(a.text) or _WISH.search(b.text):
        return False
    for bare, other in ((a, b), (b, a)):
        (only,) = bare.content if len(bare.content) == 1 else ("",)
        how_often = all(k == "frequency" for k, _, _ in bare.values)  # "gets drunk every night"
        if not only or not how_often or only not in concepts or only in moods:
            continue
        if not any(k in _WHEN_KINDS for k, _, _ in other.values):
            return True
    return False


def _there_is(there: Claim, other: Claim) -> bool:
    """``there`` says what there is ("there are tickets left for the show"), naming ``other``'s
    subject among its words."""
    return (
        not there.subject
        and bool(other.subject)
        and other.subject <= there.content
        and _THERE.match(there.text) is not None
    )


_THERE = re.compile(r"^\W*there(?:\s+(?:is|are|was|were)|'s)\b", re.I)
# a wish or a plan: how the speaker would have it, not how it is
_WISH = re.compile(
    r"\b(?:would like|'d like|wants?|wanted|wish|wishes|hopes?|hoping|plans?|planning|"
    r"going to|trying to|tries to|try to|dreams? of)\b",
    re.I,
)
_ANY = frozenset({"anyth", "anyon", "anybodi", "anywher"})
_SPANS = frozenset({"year", "month", "week", "day", "hour", "minut", "time", "night", "second"})


def habit_then(a: Claim, b: Claim) -> bool:
    """ "used to X" against "does not X" (but not against "never X"): a change, not a clash."""
    for x, y in ((a, b), (b, a)):
        if (
            x.anchors & _PAST_HABIT
            and not y.anchors & _PAST_HABIT
            and "never" not in y.text.lower()
        ):
            return True
    return False


# a thing moved to another time ("the meeting was moved to Friday"): the old time is gone
_RESCHEDULED = re.compile(
    r"\b(?:moved|postponed|rescheduled|pushed(?: back)?|brought forward|changed|delayed|bumped)"
    r"\s+(?:to|until|till)\b|\bas of\b|\bfrom now on\b|"
    r"\bstarting (?:today|tomorrow|this|next|on|in|from)\b",
    re.I,
)
# ("as of this week the gym opens at 6": a change from now on)
# a state that held ("was shy", "had a beard"; not an event: "passed away last year")
# (verbs of state in the past too: "weighed 90 kilos in college", "lived in Rome until June")
_PAST_STATE = re.compile(
    r"\b(?:was|were|had|used to|weighed|lived|worked|owned|earned|knew|felt|seemed|looked|"
    r"loved|liked|hated|belonged|measured|stood)\b",
    re.I,
)
_PAST_FORM = re.compile(
    r"\b(?:was|were|had|used to|did|went|got|became|\w{3,}ed)\b|\bwasn't\b|\bweren't\b", re.I
)
# when a past state held: "until June", "when I was younger", "in college", "last year"
_THEN = re.compile(
    r"\b(?:until|till|when (?:i|we|he|she|they) (?:was|were)|back (?:then|in)|"
    r"as a (?:kid|child|teenager|student|boy|girl)|in (?:19|20)\d\d|"
    r"in (?:high school|college|school)|"
    r"last (?:year|month|week|spring|summer|autumn|fall|winter)|\d+ (?:years?|months?) ago|"
    r"in (?:the )?(?:spring|summer|autumn|fall|winter|january|february|march|april|june|july|"
    r"august|september|october|november|december))\b",
    re.I,
)
_WHEN_KINDS = _WHEN | {"time"}
# a present said to be the end of a change ("has become", "have gotten better", "nowadays")
_CHANGED = re.compile(
    r"\b(?:has|have|'s|'ve) (?:become|gotten|got|grown|turned)\b|\bnowadays\b|\bthese days\b",
    re.I,
)


def update(a: Claim, b: Claim, reason: str) -> str:
    """Why a contradiction found is an update instead, or '': one side moves a thing to another
    time ("was moved to Friday" / "is on Thursday"), or says how things were at a time now past
    in the past tense while the other says, with no past form, how they are ("when I was younger
    I was shy" / "I'm very outgoing", "was living in Rome until June" / "lives in Milan"; not
    "had a dog as a kid" / "never had a dog")."""
    when = reason.startswith("different values") and any(k in reason for k in _WHEN_KINDS)
    if when and bool(_RESCHEDULED.search(a.text)) != bool(_RESCHEDULED.search(b.text)):
        return "an update: moved to another time"
    for x, y in ((a, b), (b, a)):
        then = _PAST_STATE.search(x.text) and _THEN.search(x.text)
        if then and not _THEN.search(y.text) and not _PAST_FORM.search(y.text):
            return "an update: how it was then, how it is now"
        # "I was terrible at chess" / "I've become pretty good at chess": said to have changed
        if (
            _PAST_STATE.search(x.text)
            and _CHANGED.search(y.text)
            and not _PAST_STATE.search(y.text)
        ):
            return "an update: how it was, how it has become"
    return ""


def _equal(x: object, y: object) -> bool:
    if isinstance(x, float) and isinstance(y, float):
        return abs(x - y) <= 0.01 * max(abs(x), abs(y))
    return x == y


_RECURRING = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|\b(?:on|at) (?:weekends|weekdays|holidays)\b",
    re.I,
)


def value_clash(a: Claim, b: Claim) -> str:
    """A description of the first kind of value the two claims give differently, or ''.

    Values given on different days or dates with other values ("the Monday class starts at
    9" / "the Tuesday class starts at 11") are two occasions, not a clash."""
    a, b = _with_months(a), _with_months(b)
    kinds = {k for k, _, _ in a.values} & {k for k, _, _ in b.values}
    when_a = {(k, v) for k, _, v in a.values if k in _WHEN}
    when_b = {(k, v) for k, _, v in b.values if k in _WHEN}
    if when_a and when_b and not when_a & when_b and kinds - _WHEN:
        return ""
    # a default against a recurring exception ("opens at 9" / "opens at 10 on Sundays")
    if bool(_RECURRING.search(a.text)) != bool(_RECURRING.search(b.text)):
        return ""
    # a length of time is compared as a duration only when the counts of it are in units that
    # differ ("two hours" / "90 minutes"); in one unit the counts say it, ranges and all
    units = {u for k, u, _ in a.values if k == "count" and u in DAYS}
    if units & {u for k, u, _ in b.values if k == "count" and u in DAYS}:
        kinds.discard("duration")
    for kind in sorted(kinds):
        pairs = [
            (va, vb)
            for ka, ua, va in a.values
            for kb, ub, vb in b.values
            if ka == kind == kb and (_same_unit(ua, ub) or not ua or not ub)
        ]
        if pairs and not any(_equal(va, vb) for va, vb in pairs):
            if within_reach(a.text, b.text, pairs):
                continue
            va, vb = pairs[0]
            return f"{kind} {_show(va)} vs {_show(vb)}"
    return ""


def _with_months(claim: Claim) -> Claim:
    """``claim`` with the month of each date it gives also given as a month ("on March 3rd"
    says "in March", against "in October"), when it gives a month and no date of its own."""
    months = {("month", "", v.split("-")[0]) for k, _, v in claim.values
              if k == "date" and isinstance(v, str) and "-" in v}  # fmt: skip
    if not months or any(k == "month" for k, _, _ in claim.values):
        return claim
    return replace(claim, values=claim.values | months)


def _same_unit(x: str, y: str) -> bool:
    return x == y or SYNONYMS.get(x, x) == SYNONYMS.get(y, y)


def _show(value: object) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


_PART = re.compile(
    r"^\W*(?P<q>some|most|many|several|a few|a couple|one|two|three|half|a lot|lots|part) of\b",
    re.I,
)
_NONE_OF = re.compile(r"\b(?:none|not one|neither|no one|nobody|not a single one) of\b", re.I)


def parts_differ(a: Claim, b: Claim) -> bool:
    """One side speaks of a part of a group ("some of my friends are vegan") and the other of
    another part or a member ("most of my friends eat meat", "my youngest sister is single"):
    no clash, unless one says none of them."""
    if _NONE_OF.search(a.text) or _NONE_OF.search(b.text):
        return False
    pa, pb = _PART.search(a.text), _PART.search(b.text)
    if not (pa or pb):
        return False
    return not (pa and pb and pa["q"].lower() == pb["q"].lower())
