"""What a forget request is about: a :class:`Subject`, read from the request's object phrase
(:func:`subject_of`), and whether a text is about it (:meth:`Subject.matches`).

A subject holds the key words of its phrase (names first: "my job at Google" is Google), the
words of its category ("my medical information": diagnosed, therapy, insulin …; "my phone
number" in a few languages) and the personal-data marks of it (``pii:ssn``, ``pii:address``,
``secret:*``). A pointer ("him", "that") or a request read only by its meaning carries no words
and is resolved against the memories (:func:`yeastlab.cognition.forgetting.resolve`), which
gives it the content stems of the memories it points to (``texts``).

Split from :mod:`yeastlab.cognition.forget_requests` (which reads whether a message is a
request) so that each module holds one thing; that module re-exports both names.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from yeastlab.cognition.forget_normal import distance
from yeastlab.cognition.forget_order import Position
from yeastlab.cognition.forget_words import FOREIGN, REMOVE
from yeastlab.core.entities import OPENERS
from yeastlab.core.text import STOP_WORDS, content_stems, stem, words

__all__ = ["Subject", "owned", "subject_of", "TRIM_FRONT"]

TRIM_FRONT = re.compile(
    r"^(?:(?:about|all\s+about|everything|anything|all|the\s+fact|that\s+i\s+(?:told|said)|"
    r"what\s+(?:i|you)\s+(?:told\s+you|said|shared|mentioned|know|have|remember)|"
    r"(?:the\s+)?(?:info|information|details|memories|memory|things?|stuff|notes|data)|"
    r"(?:you\s+(?:know|have|stored|remember))|i\s+(?:told|said)|of|on|regarding|concerning|"
    r"related\s+to|that|which|of\s+you)\b\s*)+",
    re.I,
)
_TRIM_BACK = re.compile(
    r"\s*(?:,\s*)?\b(?:(?:both|all|each|every\s+(?:single\s+)?one)\s+of\s+(?:them|those|these|'em)|"
    r"from\s+(?:your\s+|the\s+)?(?:memory|memories|records?|mind|notes|database)|immediately|"
    r"right\s+now|now|please|for\s+good|permanently|completely|entirely|forever|too|as\s+well|"
    r"anymore|any\s+more|thanks|thank\s+you)\b\s*$",
    re.I,
)
#: Words that say "some information" and name no subject.
_GENERIC = frozenset(
    stem(w)
    for w in [
        "everything",
        "anything",
        "whatever",
        "thing",
        "things",
        "stuff",
        "info",
        "information",
        "detail",
        "details",
        "data",
        "memory",
        "memories",
        "record",
        "records",
        "note",
        "notes",
        "fact",
        "facts",
        "immediately",
        "please",
        "forever",
        "relationship",
        "whole",
        "entire",
        "completely",
        "everyth",
        "told",
        "said",
        # what a request calls the thing it means: "the sad dog story", "the Nate situation"
        "story",
        "stories",
        "bit",
        "part",
        "situation",
        "business",
        "saga",
        "episode",
        "matter",
        "conversation",
    ]
)
_DEMONSTRATIVE = frozenset(["that", "this", "those", "these", "it", "him", "her", "them"])

#: Subject categories: a word of the subject → (words of memories about it, marks).
_CATEGORIES: dict[str, tuple[frozenset[str], tuple[str, ...]]] = {}


#: A category word's stem -> the word as written ("salari" -> "salary").
_SURFACE: dict[str, str] = {}


def _category(keys: str, words_: str, marks: tuple[str, ...] = ()) -> None:
    for key in keys.split():
        _CATEGORIES[stem(key)] = (frozenset(stem(w) for w in words_.split()), marks)
        _SURFACE.setdefault(stem(key), key)


_category(
    "medical health diagnosis condition illness medication",
    "medical diagnosed diagnosis doctor diabetes asthma cancer surgery prescription medication "
    "medicine therapy therapist allergy allergic hospital illness sick symptoms migraine "
    "depression anxiety adhd insulin pills treatment clinic disorder chronic injury blood "
    "pregnant pregnancy health condition",
)
_category("ssn social-security", "ssn", ("pii:ssn",))
# the category's own word in a few other languages ("olvida mi dirección")
_category("address dirección direccion adresse indirizzo endereço", "address", ("pii:address",))
_category(
    "phone teléfono telefono telefonnummer handynummer téléphone telephone numéro portable "
    "celular móvil",
    "phone cell mobile",
    ("pii:phone",),
)
_category(
    "password passwords credentials credential login pin",
    "password passcode pin login credentials",
    (
        "secret:password",
        "secret:pin",
        "secret:api_key",
        "secret:token",
        "secret:private_key",
        "secret:card_number",
    ),
)
_category(
    "financial finances money salary bank debt salario sueldo salaire gehalt stipendio salário",
    "salary bank debt loan mortgage money income savings invest credit finances",
)


def category_near(key: str) -> tuple[frozenset[str], tuple[str, ...], str] | None:
    """The category (its memories' words, its marks, the category's word as written) whose
    word ``key`` is one slip from ("helth" for health, "finacial"), when one is, the key five
    letters long at least; else ``None``. For a key no memory holds: a real word one slip from
    a category's is no slip."""
    if len(key) < 5:
        return None
    near = [
        c
        for c in _CATEGORIES
        if c[0] == key[0] and abs(len(c) - len(key)) <= 1 and distance(key, c) <= 1
    ]
    found = {_CATEGORIES[c] for c in near}
    return (*found.pop(), _SURFACE[near[0]]) if len(found) == 1 else None


# one relative, many words: "what I said about my mom" is about "my mother"
_MOTHER = "mom mum mother mama mommy mummy"
_FATHER = "dad father papa daddy"
_GRANDMOTHER = "grandma grandmother granny nana"
_GRANDFATHER = "grandpa grandfather granddad grandad gramps"
for _kin in (_MOTHER, _FATHER, _GRANDMOTHER, _GRANDFATHER):
    _category(_kin, _kin)
# a group of relatives is each of them: "the two kids" are "my son" and "my daughter"
_category("kid kids child children", "kid child son daughter stepson stepdaughter")
_category("sibling siblings", "sibling brother sister stepbrother stepsister")
_category("parent parents", f"parent {_MOTHER} {_FATHER} stepmother stepfather stepmum stepdad")
_category("grandparent grandparents", f"grandparent {_GRANDMOTHER} {_GRANDFATHER}")

#: A capital that is the request's own word ("Erase what you know about her"), no name.
_ASKING = re.compile(rf"(?:please|forget|unlearn|{REMOVE}|{FOREIGN})", re.I)

#: The labels of a logged exchange ("User: … | Yeast: …"), which are no one's subject.
_FRAMING = re.compile(r"(?:^|\|)\s*(?:User|Yeast):")


@dataclass(frozen=True)
class Subject:
    """What a forget request is about: its phrase, key word stems, category words and marks."""

    phrase: str
    keys: frozenset[str]
    related: frozenset[str] = frozenset()
    marks: tuple[str, ...] = ()
    #: ``"person"`` ("forget him"), ``"last"`` ("delete that") or ``"meaning"`` (the learned
    #: reader's request with no object found: ``phrase`` is the message): left for the
    #: memories to resolve (:func:`yeastlab.cognition.forgetting.resolve`).
    pointer: str = ""
    #: Several subjects asked at once ("my address and my phone number"): any of them.
    alternatives: tuple[Subject, ...] = ()
    #: The content stems of memories the subject was resolved to (by pointer or by meaning):
    #: a text sharing more than half of one's stems is about it.
    texts: tuple[frozenset[str], ...] = ()
    #: What the learned reader read as the request (the message, or its sentence), when it fired
    #: too: what the subject means if its words name no memory and its phrase is close to none
    #: ("Tara's pregnancy is not my news to share … Delete it." read as "news").
    fallback: str = ""
    #: Where in the order of what was said the request points ("the last thing I told you",
    #: "what I mentioned before the walks": :mod:`yeastlab.cognition.forget_order`), resolved
    #: against the dialogue log before anything else.
    position: Position | None = None
    #: The request's object marks it as the user's own or as something said ("my …", "what I
    #: said about …", "that old job story", a name): such a subject whose words no memory holds
    #: means the memory closest to it (``forget_resolve.resolve``); "Forget the bus, it's
    #: quicker to walk" names nothing of the user's.
    owned: bool = False

    def __bool__(self) -> bool:
        return bool(
            self.keys or self.related or self.marks or self.pointer or self.alternatives
            or self.texts or self.position
        )  # fmt: skip

    def matches(self, text: str, tags: Sequence[str] = ()) -> bool:
        """Whether a text (with its tags) is about this subject."""
        if any(a.matches(text, tags) for a in self.alternatives):
            return True
        if self.marks and set(tags) & set(self.marks):
            return True
        if self.texts:
            said = content_stems(_FRAMING.sub(" ", text))
            if any(_covers(t, said) for t in self.texts):
                return True
        found = {stem(w) for w in words(_FRAMING.sub(" ", text))}
        # every key word, or for a phrase of several ("my therapy sessions") half of them
        if self.keys and 2 * len(self.keys & found) >= max(2, len(self.keys)):
            return True
        return bool(self.related & found)


def _covers(stems: frozenset[str], said: set[str]) -> bool:
    """Whether a text's stems ``said`` hold more than half of a resolved memory's (two at
    least). Half was too few: "We take the dog down to the river every morning" holds "take",
    "every" and "morning", half of "I take sertraline, 100mg every morning, for depression"."""
    shared = len(stems & said)
    return shared >= min(2, len(stems)) and 2 * shared > len(stems)


#: An object phrase that is the user's own or something said (see :attr:`Subject.owned`).
_OWNED = re.compile(
    r"(?i:\b(?:my|our|mine|ours|i'm|i\s+am|i\s+was)\b|\bwhat\s+(?:i|we)\b|\b(?:i|we)\s+(?:just\s+)?"
    r"(?:said|told|mentioned|shared|wrote|typed)\b|\b(?:stuff|thing|things|story|bit|business|"
    r"info|information|details?|incident|situation|saga|drama)\b)"
    r"|\b(?!(?:The|A|An|That|This|It|About|What|All|Any|Every)\b)[A-Z][a-z]+"
)


def owned(phrase: str) -> bool:
    """Whether a request's object phrase is the user's own or something said."""
    return _OWNED.search(phrase) is not None


def subject_of(phrase: str, message: str = "") -> Subject:
    """The :class:`Subject` a request's object phrase names ("my social security number")."""
    clean = _TRIM_BACK.sub("", TRIM_FRONT.sub("", phrase.strip())).strip(" ,.")
    clean = re.sub(r"^(?:my|your|the|a|an|that|this|those|these|all)\s+", "", clean, flags=re.I)
    # a pronoun object and an aside after it ("bin it, to be safe"): the aside names nothing
    clean = re.sub(r"^(it|that|this|them|those|these)\s*,.*$", r"\1", clean, flags=re.I | re.S)
    tokens = words(clean)
    named_here = {stem(n.lower()) for n in re.findall(r"\b[A-Z][a-z]+\b", clean)}
    names = set(re.findall(r"\b[A-Z][a-z]+\b", message))
    # nor an interjection or discourse marker ("Honestly, … bin it": no one called Honestly)
    names -= {w for w in names if w.lower() in STOP_WORDS | OPENERS or _ASKING.fullmatch(w)}
    # "that I'm expecting": "I'm" is a pronoun's contraction, no key ("I" is a stop word)
    keys = {
        stem(w) for w in tokens if len(w) > 1 and STOP_WORDS.isdisjoint({w, w.split("'")[0]})
    } - _GENERIC
    if "social" in tokens and "security" in tokens:
        keys = {"ssn"}
    related: set[str] = set()
    marks: list[str] = []
    for key in list(keys) + [stem(w) for w in tokens]:
        if key in _CATEGORIES:
            category_words, category_marks = _CATEGORIES[key]
            related |= category_words
            marks += category_marks
            keys.discard(key)
    if keys & {stem(w) for w in ("ssn",)}:
        related |= _CATEGORIES["ssn"][0]
        marks += list(_CATEGORIES["ssn"][1])
    if related:
        keys = set()  # "home address", "phone number": the category decides, not "home"
    elif named_here - {"i"}:
        keys = named_here - {"i"}  # "my job at Google": Google
    pointing = (
        not tokens
        or tokens[0] in _DEMONSTRATIVE
        or set(tokens) <= _DEMONSTRATIVE | {"relationship"}
    )
    if pointing or not (keys or related):
        # "that relationship", "him": the names the message speaks of elsewhere
        named = {stem(n.lower()) for n in names if n.lower() not in {"i"}}
        if named:
            keys = named
    if len(keys) > 3:
        keys = set(sorted(keys, key=len, reverse=True)[:3])
    return Subject(
        clean or phrase, frozenset(keys), frozenset(related), tuple(dict.fromkeys(marks))
    )
