"""A document's rule against the user's own case: the offline reading of document conflicts.

A document states a default impersonally ("Backups are retained for 30 days", "Catering is a
standing buffet from Greenleaf Catering"); the user states their case with "we" or a project's
name ("we keep backups for 90 days", "the catering for Kestrel is a dinner from Fig and
Olive"), so the one claim comparison (:func:`yeastlab.core.claims.compare_claims`) finds
different subjects. The rules here read them as one thing when the wording says so: a count of
the same thing (:func:`_default_against_case`), a different name in the same slot, or a
different day or time for the named case's own thing (:func:`named_clash`). Each rule is
measured against every LoCoMo message x every scenario manual sentence
(``benchmarks/cognitive_scenario_pairs.py --locomo``): a rule that flags real conversation is
no rule. Why a module of its own: :mod:`yeastlab.cognition.conflicts` holds the notices and the
model's judgement; these are the offline heuristics for one kind of pair.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from yeastlab.core.bounds import as_limits, reach_of
from yeastlab.core.claims import Claim, ClaimRelation, parse_claims
from yeastlab.core.entities import names
from yeastlab.core.text import VERB_TERMS
from yeastlab.core.text import stem as stem_word

__all__ = ["named_clash"]


# A user speaks of their organisation as "our"; its documents name the same things "the".
_OUR = re.compile(r"\b(our|ours)\b", re.IGNORECASE)


# A contrast tacked on after a comma ("…in Power BI, not the usual tool"): it denies the
# alternative, not the clause it follows, so it must not make that clause read as negated.
_CONTRAST = re.compile(r",\s*(?:and\s+|but\s+)?not\s+[^,.;:!?]*(?=[.;:!?]|$)", re.IGNORECASE)


def _as_documents_say(text: str) -> str:
    """A memory read as the organisation's documents would say it ("our budget" → "the
    budget"), so :func:`compare_claims` sees one subject in both; a trailing contrast
    (", not the usual tool") is left out, so the clause it follows stays firm."""
    text = _CONTRAST.sub("", text)
    return _OUR.sub(lambda m: "The" if m[0][0].isupper() else "the", text)


# Units a count is measured in: a shared one says nothing of what is counted ("30 days" of
# backups, "90 days" of support). A count of things ("four engineers") names its topic itself.
_MEASURES = frozenset(
    {"$", "second", "minut", "hour", "day", "night", "week", "month", "quarter", "year", "time"}
)
#: Words of a rate that name no thing: "1,500 euros per person" and "$10 per class" share
#: only "per".
_RATE_WORDS = frozenset({"per", "each", "every", "a", "an"})


def _default_against_case(document: str, memory: str) -> ClaimRelation | None:
    """A document's rule against the user's case, when their subjects are not read as one.

    A document states a default impersonally ("Backups are retained for 30 days", "a programme
    is staffed by three analysts"); the user states their case with "we" or a project's name
    ("we keep backups for 90 days", "five analysts are assigned to Lighthouse"), so the claim
    comparison finds different subjects. They disagree when a clause of each gives a count of
    the same thing with no value in common, firmly (neither negated nor hedged): the same
    counted noun ("analysts"), or the same measure ("days", "euros") of a thing both name
    ("backups"). Dates, days and money without a common thing stay unjudged: "Tuesdays" against
    "14 March, a Thursday" needs to know that a release is a go-live.
    """
    for doc in parse_claims(as_limits(document)):
        for said in parse_claims(memory):
            if doc.negated or said.negated or doc.hedged or said.hedged:
                continue
            for unit in {u for k, u, _ in doc.values if k == "count" and u}:
                mine = [v for k, u, v in doc.values if k == "count" and u == unit]
                theirs = [v for k, u, v in said.values if k == "count" and u == unit]
                if not theirs or any(abs(a - b) <= 0.01 * max(a, b) for a in mine for b in theirs):
                    continue
                if _within_bound(doc.text, mine, theirs):
                    continue  # "at least two people" is no rule against "7 people"
                named = (doc.subject | doc.content) & (said.subject | said.content)
                named -= _RATE_WORDS | VERB_TERMS  # "costs" / "paid": a verb, not a thing
                if not named or (unit in _MEASURES and not named - {unit} - _MEASURES):
                    continue
                return _clash(
                    f"different values: count {mine[0]:g} vs {theirs[0]:g} {unit}",
                    doc,
                    said,
                    named,
                    tuple(sorted(named - {unit})) or (unit,),
                )
    return None


def _within_bound(document: str, mine: list[float], theirs: list[float]) -> bool:
    """Whether the document's number is a bound ("at least two", "no more than 25") that every
    one of the user's values keeps: then they do not disagree."""
    reach = reach_of(document)  # the one reader of bounds (core/bounds.py)
    if reach.lower:
        return all(b >= min(mine) for b in theirs)
    if reach.upper:
        return all(b <= max(mine) for b in theirs)
    return False


# A name inside a sentence (not its first word): "a buffet from Greenleaf Catering".
_INNER_NAME = re.compile(r"(?<=[\w,] )[a-z]?[A-Z][\w'-]+")


def _named_against_case(document: str, memory: str) -> ClaimRelation | None:
    """A document's rule against the user's case when both are about the same thing and name a
    different one for it: "Catering is a standing buffet from Greenleaf Catering" / "the
    catering for Kestrel is a sit-down dinner from Fig and Olive"; "the standard database
    engine is MySQL 8" / "the Atlas database will be PostgreSQL 15".

    Both clauses must share a subject word (what each is about, not a word said in passing),
    the user's must be about a named case of it (a project: "the catering for Kestrel"), both
    must be firm (neither negated nor hedged), and each must name something besides that
    subject and the project, in the same slot (introduced by the same word: "from Greenleaf" /
    "from Fig"), with no name in common. A user who merely mentions the same
    topic ("at the event, I talked with David") names no case of it and is never flagged.
    """
    return named_clash(parse_claims(document), parse_claims(memory))


def named_clash(documents: Sequence[Claim], said: Sequence[Claim]) -> ClaimRelation | None:
    """:func:`_named_against_case` on claims already parsed (the benchmark reads each of
    thousands of texts once)."""
    for doc in documents:
        for case in said:
            if doc.negated or case.negated or doc.hedged or case.hedged:
                continue
            when = _when_clash(doc, case)
            if when is not None:
                return when
            # words, not the markers a pronoun is read as ("@user" for "I"/"our", "@that")
            shared = {w for w in doc.subject & case.subject if w[:1].isalnum()}
            about = set(case.subject)
            if shared and not _names_its_case(case, shared):
                continue
            if not shared:  # "we order the Tamarind equipment from …": the case in the object
                shared, cases = _named_object(doc, case)
                if not shared:
                    continue
                about |= shared | cases
            theirs, mine = _inner_names(doc.text, shared), _inner_names(case.text, about)
            if not theirs or not mine or theirs.keys() & mine.keys():
                continue
            if not set(theirs.values()) & set(mine.values()) - {""}:
                continue  # names in different slots: "cancelled if the Met Office …" / "to Eden"
            return _clash(
                f"different names: {_shown(doc.text, theirs)} vs {_shown(case.text, mine)}",
                doc,
                case,
                shared,
            )
    return None


_CAPITALISED = re.compile(r"\b[a-z]?[A-Z][\w'-]+")


def _names_its_case(case: Claim, shared: set[str]) -> bool:
    """Whether the user's clause is about a named case of the shared thing ("the catering for
    Kestrel"): its subject holds a name besides that thing. "At the event, I had a chat with
    David" is about no named event, so it never clashes with the rule for events."""
    if any(not w[:1].isalnum() for w in case.subject):
        return False  # about the speaker or a pronoun ("my partner and I got back from …")
    own = case.subject - shared
    return any(stem_word(n.lower()) in own for n in _CAPITALISED.findall(case.text))


#: Kinds of value that say when: a rule's day, time, date or month against a case's.
_WHEN = ("day", "time", "date", "month")


def _when_of(claim: Claim) -> dict[str, set[str]]:
    """The claim's values that say when, by kind (a date's month also as a month)."""
    out: dict[str, set[str]] = {}
    for kind, _, value in claim.values:
        if kind in _WHEN:
            out.setdefault(kind, set()).add(str(value))
            if kind == "date":
                out.setdefault("month", set()).add(str(value).split("-")[0])
    return out


def _when_clash(doc: Claim, case: Claim) -> ClaimRelation | None:
    """A document's rule and the user's named case about the same thing that say when it
    happens, differently: "Day trips run on Thursdays" / "The Rowan trip is on Wednesday 17
    June". The same thing is a word of the rule's clause that the case's clause is about (its
    subject; not a measure or a vague word), and that subject names something the rule does not
    (a project); a kind of value both give (day, time of day, date, month) has none in common.
    A verb both use ("start", "happen") is no same thing: on LoCoMo's messages it flagged 15
    pairs ("last Friday something happened" / "releases happen on Tuesdays")."""
    theirs, mine = _when_of(doc), _when_of(case)
    kinds = [k for k in _WHEN if k in theirs and k in mine]
    if not kinds or any(theirs[k] & mine[k] for k in kinds):
        return None
    words = {w for w in doc.subject | doc.content if w[:1].isalnum() and len(w) > 3}
    topic = words & case.subject - _MEASURES - _VAGUE
    if not topic:
        return None
    doc_words = doc.subject | doc.content
    own = {stem_word(n.lower()) for n in names(case.text)} & case.subject - doc_words
    if not own:
        return None
    kind = kinds[0]
    return _clash(
        f"different {kind}s: {', '.join(sorted(theirs[kind]))} vs {', '.join(sorted(mine[kind]))}",
        doc,
        case,
        topic,
    )


#: Words too general to say two clauses speak of one thing.
_VAGUE = frozenset({"time", "thing", "stuff", "last", "next", "first", "usual", "alway"})


#: A name right before a word ("the Tamarind equipment"), or after it with "for"/"of" ("the
#: catering for Kestrel").
_NAME_BEFORE = re.compile(r"\b([A-Z][\w'-]*)\s+([a-z][\w'-]*)")
_NAME_AFTER = re.compile(r"\b([a-z][\w'-]*)\s+(?:for|of)\s+(?:the\s+)?([A-Z][\w'-]*)")


def _named_object(doc: Claim, case: Claim) -> tuple[set[str], set[str]]:
    """The document's subject words that the user's clause, outside its subject, speaks of as a
    named case's own ("we order the Tamarind equipment from Zeiss" against "Equipment is bought
    from Fisher"). Returns (those words, the cases' stems); nothing when the word is said in
    passing ("we talked about equipment with Sam": no name owns it)."""
    topic = {w for w in doc.subject if w[:1].isalnum()} & case.content
    shared: set[str] = set()
    cases: set[str] = set()
    if not topic:
        return shared, cases
    named = names(case.text)
    pairs = [(m[1], m[2]) for m in _NAME_BEFORE.finditer(case.text)]
    pairs += [(m[2], m[1]) for m in _NAME_AFTER.finditer(case.text)]
    for name, word in pairs:
        word_stem, name_stem = stem_word(word.lower()), stem_word(name.lower())
        if word_stem in topic and name in named and name_stem not in doc.subject | doc.content:
            shared.add(word_stem)
            cases.add(name_stem)
    return shared, cases


_COPULA = frozenset({"is", "are", "was", "were", "be", "been", "being", "am"})
_SKIPPED_BEFORE = frozenset({"the", "a", "an", "our", "their", "its", "my", "your", "his", "her"})


def _shown(text: str, stems: Collection[str]) -> str:
    """The names of ``text`` whose stems are ``stems``, as written (lower case), for a notice."""
    said = {m.group(0).lower() for m in _INNER_NAME.finditer(text)}
    return ", ".join(sorted(n for n in said if stem_word(n) in stems))


def _inner_names(text: str, about: frozenset[str] | set[str]) -> dict[str, str]:
    """The names a clause gives besides what it is about (its subject's words), each with the
    word that introduces it ("from" in "a buffet from Greenleaf", articles skipped): the slot
    it fills), keyed by stem."""
    found: dict[str, str] = {}
    for m in _INNER_NAME.finditer(text):
        name = stem_word(m.group(0).lower())  # "Mondays" and "Monday" are one name
        if name in about:
            continue
        before = [w.lower() for w in re.findall(r"[\w']+", text[: m.start()])]
        while before and before[-1] in _SKIPPED_BEFORE:
            before.pop()
        slot = before[-1] if before else ""
        # "the engine is MySQL" / "the database will be PostgreSQL": one slot, the copula's
        found.setdefault(name, "be" if slot in _COPULA else slot)
    return found


def _clash(
    reason: str,
    doc: Claim,
    case: Claim,
    named: Collection[str],
    shared: tuple[str, ...] | None = None,
) -> ClaimRelation:
    """A document's rule against a case's statement: a firm contradiction over the words
    ``named`` (those it turns on: ``shared``, default the same words)."""
    words = tuple(sorted(named))
    return ClaimRelation("contradicts", reason, words, shared or words, 1.0, (doc.text, case.text))
