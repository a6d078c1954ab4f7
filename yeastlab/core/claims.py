"""One claim comparison: whether two statements say the same thing, contradict, or neither.

Every contradiction and sameness test in the package (the contradiction gate, conflict notices,
offline consolidation, the cognitive profile's rules) calls :func:`compare_claims`, so their
verdicts cannot disagree. Pure: no I/O; verdicts are cached by text pair. Clauses are read by
:mod:`yeastlab.core.clauses` (subject, content, polarity, values, anchors).

Two claims are compared only when their subjects match. They **contradict** when their content
overlaps (Jaccard ≥ 0.5, sharing a word that is not only a polar verb; > 0.5 when each names
something the other lacks) and their polarity differs, or, with the same polarity, they give
different values of the same kind (counts of the same noun, sums of money, dates), or "always"
meets "not always", or a preference order is swapped, or a single-valued attribute gets
disjoint values. Whatever their subjects, two comparisons of the same two things on one scale
reversed contradict ("Tom is older than Ann" / "Ann is older than Tom"), as does one's own thing
named against none of it ("my daughter …" / "I don't have kids"). Claims anchored at different
times ("yesterday" / "today", or one occasion against "usually") are compatible updates, not
contradictions; so is "used to X" against "does not X" (but not against "never X"). Two claims
about one named subject that share nothing else are unrelated to the rules but aligned
(:data:`DESCRIBED`: "the fries were crispy" / "the fries were soggy"), for a reader of meaning.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from yeastlab.core import claim_rules as rules
from yeastlab.core.clauses import Claim, parse_claims

__all__ = [
    "Claim", "ClaimRelation", "DESCRIBED", "RELATED", "RELATIONS", "parse_claims", "compare_claims",
    "contradiction",
]  # fmt: skip

#: The relations :func:`compare_claims` returns.
RELATIONS = ("same", "contradicts", "compatible", "unrelated")

_THIRD = frozenset({"@he", "@she", "@they", "@it"})


@dataclass(frozen=True)
class ClaimRelation:
    """How two texts relate: ``relation`` in :data:`RELATIONS`, why, and what matched.

    ``strength`` is the content overlap (Jaccard) of the deciding clause pair; ``subject`` and
    ``attribute`` the subject and shared content words; ``clauses`` the two clauses compared.
    """

    relation: str
    reason: str
    subject: tuple[str, ...] = ()
    attribute: tuple[str, ...] = ()
    strength: float = 0.0
    clauses: tuple[str, str] = ("", "")

    @property
    def contradicts(self) -> bool:
        return self.relation == "contradicts"

    @property
    def same(self) -> bool:
        return self.relation == "same"


# --- comparison ---------------------------------------------------------------------------


def _subjects_match(x: Claim, y: Claim) -> bool:
    """Equal subjects; a missing subject matches all; a lone he/she/they/it any but the user; a
    deictic one ("that was great") none; one head noun with compatible modifiers matches."""
    if x.deictic or y.deictic:
        return False  # "that"/"it" of one message is not "that"/"it" of another
    a, b = x.subject, y.subject
    if not a or not b or a == b:
        return True
    people = {"@user", "@you"}
    if len(a) == 1 and next(iter(a)) in _THIRD:
        return not b & people
    if len(b) == 1 and next(iter(b)) in _THIRD:
        return not a & people
    return bool(x.head) and x.head == y.head and _modifiers_fit(x, y)


def _one_subject(a: Claim, b: Claim) -> bool:
    """Both claims name their subject, and it is the same one (equal, or one head noun)."""
    return bool(a.subject) and (a.subject == b.subject or (bool(a.head) and a.head == b.head))


def _modifiers_fit(x: Claim, y: Claim) -> bool:
    """One head noun's modifiers name the same thing when one side's are a subset of the
    other's ("the budget" / "the Atlas project budget"), or when a generic side (a default:
    "the standard budget for a migration") meets an instance whose extra words are proper names
    ("the budget for the Atlas migration"). "The marketing budget" is not "the travel budget",
    nor "the Atlas budget" "the Borealis budget"."""
    if x.owners and y.owners and x.owners != y.owners:
        return False  # "my budget" is not "my brother's budget"
    a, b = x.modifiers, y.modifiers
    if a <= b or b <= a:
        return True
    return (x.generic and b - a <= y.proper) or (y.generic and a - b <= x.proper)


def _jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a | b else 1.0


def _within(a: Claim, b: Claim) -> bool:
    """Equal terms, or one side's within the other's when the larger side lists nothing
    ("peaceful and happy" is two things, "happily married" one)."""
    if a.terms == b.terms:
        return True
    if not _one_subject(a, b) or a.subject <= _THIRD | {"@that"}:
        return False  # "they get along great" / "it's really bad": whose, is not known
    if {c for c, _ in a.polar | b.polar} & _MOODS:
        return False
    small, large = (a, b) if a.terms < b.terms else (b, a) if b.terms < a.terms else (a, a)
    return small is not large and not _LIST.search(large.text)


_LIST = re.compile(r"\b(?:and|or|nor)\b|,", re.I)


def _when(claim: Claim) -> frozenset[str]:
    """When a claim holds, the words for the present as one ("now", "currently", "these days")."""
    return frozenset("now" if w in _NOW else w for w in claim.anchors - rules.CHANGE)


_NOW = frozenset({"now", "currently", "nowadays", "these days"})


def _occasions_differ(a: Claim, b: Claim) -> bool:
    """Anchored at different times ("yesterday" / "today"): an update, not a contradiction."""
    fa, fb = _when(a), _when(b)
    if fa and fb and not fa & fb:
        return True
    # one occasion against a habit that allows exceptions ("usually", "often", "sometimes")
    return bool((fa and not fb and 0 < b.frequency < 3) or (fb and not fa and 0 < a.frequency < 3))


# Feelings and judgements are about something each time ("sad about it" / "happy to help"):
# one side's terms within the other's is no common topic for them.
_MOODS = frozenset({"happy", "like", "good", "calm", "comfortable", "outgoing", "agree"})


_POINTED = re.compile(r"^\W*(?:that|this|these|those)\s+\w", re.I)


def _realign(a: Claim, b: Claim) -> Claim:
    """``a`` read as subjectless when its "subject" is words of ``b``'s predicate.

    An imperative with a verb the parser does not know ("Maintain coherent identity across
    interactions") gets a subject of predicate words; against "I do not maintain coherent
    identity …" those words show it was a predicate all along. A subject pointed at ("That
    answer was too long") is one thing in its own context, as a deictic subject is: it stays.
    """
    pronoun = any(w[0] == "@" for w in a.subject)
    pointed = _POINTED.match(a.text) is not None
    if a.subject and not pronoun and not pointed and a.subject <= b.content:
        return replace(a, subject=frozenset(), content=a.subject | a.content)
    return a


def _swapped(x: tuple[frozenset[str], ...], y: tuple[frozenset[str], ...]) -> bool:
    """One preference order against its reverse: each side's first choice among the other's
    second ("tea over coffee tbh" / "coffee over tea any day"), and the first choices apart."""
    return bool(x[0] & y[1] and x[1] & y[0]) and not x[0] & y[0]


def _negated(claim: Claim, concepts: set[str]) -> bool:
    """Negation parity, counting a negative polar word ("hate", "cold") only for a concept the
    other claim speaks of too: "a small flat" says nothing against "lives alone"."""
    flips = sum(sign < 0 and concept in concepts for concept, sign in claim.polar)
    return claim.negated ^ (flips % 2 == 1)


_NOTHING = ClaimRelation("unrelated", "nothing in common")
_OTHERS = ClaimRelation("unrelated", "different subjects")
#: The reason of two claims that describe one named thing in words they do not share ("the
#: fries were crispy" / "the fries were soggy"): no rule's to decide, but aligned.
DESCRIBED = "one subject described apart"
#: The reason of two claims of one attribute that do not oppose.
RELATED = "related, no opposition found"


def _described(a: Claim, b: Claim) -> ClaimRelation | None:
    """Two claims about one named subject (a thing or a person, not a bare pronoun) that share
    no other term: unrelated to the rules, but aligned on the subject, so a reader of meaning
    may judge them (:mod:`yeastlab.cognition.claim_judge`)."""
    if not _one_subject(a, b) or all(w[0] == "@" for w in a.subject | b.subject):
        return None
    subject = tuple(sorted(a.subject | b.subject))
    return ClaimRelation("unrelated", DESCRIBED, subject, (), 0.0, (a.text, b.text))


def _ranks(a: Claim, b: Claim) -> ClaimRelation | None:
    """Two comparisons on one scale ("Tom is older than Ann" / "Ann is younger than Tom") are
    judged by their ranks alone, whichever thing is the subject: the same two things reversed
    contradict, anything else does not ("Lyon is bigger than Dijon" / "smaller than Paris")."""
    ranks = a.order, b.order
    if any(r is None or len(r) != 3 for r in ranks) or a.order[2] != b.order[2]:
        return None
    reversed_ = a.order[0] == b.order[1] and a.order[1] == b.order[0]
    if a.negated != b.negated or _occasions_differ(a, b) or not reversed_:
        return ClaimRelation("compatible", "comparisons that agree or differ in what they rank")
    return ClaimRelation("contradicts", "comparison reversed", tuple(sorted(a.order[0])),
                         tuple(sorted(a.order[2])), 1.0, (a.text, b.text))  # fmt: skip


def _pair(a: Claim, b: Claim, overlap: float) -> ClaimRelation:
    if ranked := _ranks(a, b):
        return ranked
    owned = rules.owned_against_none(a, b) or rules.owned_against_none(b, a)
    if owned and not _occasions_differ(a, b):
        shared = tuple(sorted(a.content | b.content))
        return ClaimRelation("contradicts", "one's own against none", ("@user",), shared, 1.0,
                             (a.text, b.text))  # fmt: skip
    if not _subjects_match(a, b):
        a, b = _realign(a, b), _realign(b, a)
        if not _subjects_match(a, b):
            return _OTHERS
    # one thing given two values and nothing else ("the Atlas budget is $50k" / "the budget for
    # Atlas is $80k") has no common term but the subject
    bare_values = a.values and b.values and not a.content and not b.content and _one_subject(a, b)
    if (
        not a.terms & b.terms
        and not (a.order and b.order)
        # one place at two scales is one attribute
        and rules.base(a.attribute) != rules.base(b.attribute)
        and not bare_values
    ):
        return _described(a, b) or _NOTHING  # the common case, decided before any set is sorted
    concepts = {c for c, _ in a.polar} & {c for c, _ in b.polar}
    na, nb = _negated(a, concepts), _negated(b, concepts)
    clauses = (a.text, b.text)
    subject = tuple(sorted(a.subject | b.subject))
    if (
        a.order
        and b.order
        and a.order[2:] == b.order[2:]
        and na == nb
        and _swapped(a.order, b.order)
    ):
        shared = tuple(sorted(a.order[0] | a.order[1]))
        return ClaimRelation("contradicts", "preference order swapped", subject, shared, 1.0,
                             clauses)  # fmt: skip
    terms_a, terms_b = a.terms, b.terms
    shared = terms_a & terms_b
    strength = _jaccard(terms_a, terms_b)
    attribute = tuple(sorted(shared))
    occasions = _occasions_differ(a, b)
    # A polar concept alone ("like", "happy") is no common topic unless it is all either side
    # says: "we're still sad about it" says nothing against "we'll think of him, peaceful and
    # happy", but "I am happy" does against "I am sad".
    # "I'm divorced" / "I'm happily married", "is unemployed" / "is employed at a bank": one
    # side's terms within the other's is one topic, but "sad" / "peaceful and happy" (a list)
    # says two things
    topical = bool(shared - {c for c, _ in a.polar | b.polar} - {"like"}) or (
        bool(a.subject) and bool(b.subject) and _within(a, b)
    )
    # Each side naming something the other does not ("in the rain" / "in the heat") at the
    # bare threshold is two different things, not one thing said twice.
    two_sided = bool(terms_a - terms_b) and bool(terms_b - terms_a)
    enough = strength > 0.5 if two_sided else strength >= 0.5
    if enough and topical and not occasions:
        if na != nb:
            if rules.habit_then(a, b):
                return ClaimRelation("compatible", "a past habit changed", subject, attribute,
                                     strength, clauses)  # fmt: skip
            return ClaimRelation("contradicts", "opposite polarity", subject, attribute,
                                 strength, clauses)  # fmt: skip
        if {a.frequency, b.frequency} == {1, 3} and a.not_always != b.not_always:
            return ClaimRelation("contradicts", "always vs not always", subject, attribute,
                                 strength, clauses)  # fmt: skip
    if na != nb and not occasions and rules.state_against(a, b, concepts, _MOODS):
        return ClaimRelation("contradicts", "opposite states", subject, tuple(sorted(concepts)),
                             1.0, clauses)  # fmt: skip
    counted = rules.count_against_none(a, b) or rules.count_against_none(b, a)
    if na != nb and not occasions and (counted or rules.kind_against_none(a, b)
                                       or rules.kind_against_none(b, a)):  # fmt: skip
        why = "a count against none" if counted else "a thing against none of its kind"
        return ClaimRelation("contradicts", why, subject, tuple(sorted(a.content & b.content)),
                             1.0, clauses)  # fmt: skip
    content_strength = _jaccard(a.content, b.content)
    common = bool(a.content & b.content) or bool(bare_values)
    # values compare only for the same thing: "fact number 3 is 21" vs "fact number 0 is 0"
    # name different facts (each side has a word the other lacks)
    one_thing = not (a.content - b.content and b.content - a.content)
    if na == nb and content_strength >= 0.5 and common and one_thing and not occasions:
        clash = rules.value_clash(a, b)
        if clash:
            return ClaimRelation("contradicts", f"different values: {clash}", subject,
                                 tuple(sorted(a.content & b.content)), content_strength,
                                 clauses)  # fmt: skip
    single_valued = a.attribute and a.attribute == b.attribute and not na and not nb
    if (
        single_valued
        and a.complement
        and b.complement
        and rules.names_apart(a.complement, b.complement)
        and not a.values & b.values
        and not occasions
        and not rules.times_apart(a, b)
        and not rules.nested(a, b)
    ):
        return ClaimRelation("contradicts", f"different {a.attribute}", subject,
                             (a.attribute,), 1.0, clauses)  # fmt: skip
    if rules.places_apart(a, b, na or nb or occasions):
        return ClaimRelation("contradicts", f"different {rules.base(a.attribute)} (places apart)",
                             subject, (a.attribute, b.attribute), 1.0, clauses)  # fmt: skip
    # a single-valued attribute given two values ("the budget is 25,000 euros" / "our budget …
    # is 48,000 euros, approved last week"), whatever else either clause adds
    # (not when each side gives its own time and its own place: "moved to Lyon in 2018" /
    # "moved to Paris in 2021" is a move, not two homes)
    moved = a.complement != b.complement and rules.times_apart(a, b)
    clash = rules.value_clash(a, b) if single_valued and not occasions and not moved else ""
    if clash:
        return ClaimRelation("contradicts", f"different {a.attribute}: {clash}", subject,
                             (a.attribute,), 1.0, clauses)  # fmt: skip
    if na == nb and strength >= overlap:
        return ClaimRelation("same", "same content and polarity", subject, attribute, strength,
                             clauses)  # fmt: skip
    if shared:
        return ClaimRelation("compatible", RELATED, subject, attribute,
                             strength, clauses)  # fmt: skip
    return _described(a, b) or ClaimRelation("unrelated", "nothing in common", subject, (), 0.0,
                                              clauses)  # fmt: skip


def _firm(a: Claim, b: Claim, overlap: float) -> ClaimRelation:
    """:func:`_pair`, but a hedged claim ("maybe the shop is closed") contradicts nothing, nor
    does an update (:func:`~yeastlab.core.claim_rules.update`)."""
    found = _pair(a, b, overlap)
    if found.contradicts and (a.hedged or b.hedged):
        return replace(found, relation="compatible", reason="hedged: not a firm claim")
    if found.contradicts and (why := rules.update(a, b, found.reason)):
        return replace(found, relation="compatible", reason=why)
    if found.contradicts and found.reason == "opposite polarity" and rules.parts_differ(a, b):
        return replace(found, relation="compatible", reason="said of different parts")
    return found


_RANK = {"contradicts": 3, "same": 2, "compatible": 1, "unrelated": 0}


@lru_cache(maxsize=16384)
def compare_claims(a: str, b: str, *, overlap: float = 0.8) -> ClaimRelation:
    """How ``b`` relates to ``a``: the strongest relation over their clause pairs.

    Args:
        a, b: texts (one or more sentences each).
        overlap: the Jaccard overlap at or above which same-polarity claims are the "same".

    Returns:
        A :class:`ClaimRelation`: "contradicts" if any clause pair contradicts (the strongest
        such pair), else "same" if the texts' clauses say the same, else "compatible" (related)
        or "unrelated".
    """
    best = None
    for x in parse_claims(a):
        for y in parse_claims(b):
            found = _firm(x, y, overlap)
            key = (_RANK[found.relation], found.strength, found.reason == DESCRIBED)
            if best is None or key > (_RANK[best.relation], best.strength,
                                      best.reason == DESCRIBED):  # fmt: skip
                best = found
    return best or ClaimRelation("unrelated", "no claims to compare")


def _may_contradict(a: Claim, b: Claim) -> bool:
    """Whether :func:`_firm` can find ``a`` and ``b`` contradicting: false only when no branch
    of :func:`_pair` that returns "contradicts" can be reached, read off the fields that
    :func:`_realign` keeps. A preference order swapped needs an order on both sides; a value
    clash values on both; a single-valued attribute one attribute on both; opposite polarity
    a negation or a negative polar word on one side (else both parities are false); "always"
    against "not always" frequencies 1 and 3; and a hedged side contradicts nothing."""
    if a.hedged or b.hedged:
        return False
    return bool(
        (a.order and b.order)
        or (a.values and b.values)
        or (a.attribute and a.attribute == b.attribute)
        or a.negated
        or b.negated
        or any(sign < 0 for _, sign in a.polar)
        or any(sign < 0 for _, sign in b.polar)
        or {a.frequency, b.frequency} == {1, 3}
    )


@lru_cache(maxsize=16384)
def contradiction(a: str, b: str) -> ClaimRelation | None:
    """:func:`compare_claims` ``(a, b)`` when it is a contradiction, else ``None``.

    What the contradiction gate asks of every (memory, message) pair. A contradiction outranks
    every other relation, so the strongest contradicting clause pair (the first on ties) is
    what :func:`compare_claims` returns whenever one exists; only pairs that
    :func:`_may_contradict` are judged. Most related memories say the same as the message or
    something compatible, with no negation, value, order or attribute to clash: this skips
    judging those pairs (half of the gates' claim work on the profiles' stream).
    """
    best = None
    for x in parse_claims(a):
        for y in parse_claims(b):
            if not _may_contradict(x, y):
                continue
            found = _firm(x, y, 0.8)
            if found.contradicts and (best is None or found.strength > best.strength):
                best = found
    return best
