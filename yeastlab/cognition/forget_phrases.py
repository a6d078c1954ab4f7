"""What a forget request's object refers to: a thing the user said or the yeast holds, a pointer
back, or a topic the request was fronted with.

Split from :mod:`yeastlab.cognition.forget_reading` (which finds a request by its form): this
module reads the object phrase the reading found.

* :func:`refers`: whether an object names what the user said ("my locker code", "Priya", "the
  bit about …", "what I just said") rather than a thing of the world ("the stain").
* :func:`unwrap`, :func:`pointing`, :func:`split`: the words around an object that name
  nothing ("the bit about …"), whether it only points back ("that", "that last thing"), and the
  objects of "X and Y".
* :func:`antecedents`: what a pointer may point back to elsewhere in the message ("I regret
  telling you about the surgery. Forget it.").
* :func:`topic`: the topic a terse or spoken request is fronted with, its verb pointing back to
  it or taking no object at all: "Tattoo? Scrap it.", "blood type: nuke it", "callum stuff ->
  bin", "The inheritance thing, forget that", "My friend's attempt, please erase that". Such a
  pointer means the fronted topic, not the last thing said.
"""

from __future__ import annotations

import re

from yeastlab.cognition.forget_words import (
    CHATTER,
    FOREIGN,
    KEEPING,
    MARKERS,
    POINTERS,
    POLITE,
    POSSESSIVE,
    REMOVE,
    SAID,
    SAYER,
)

__all__ = [
    "object_of",
    "refers",
    "unwrap",
    "pointing",
    "split",
    "antecedents",
    "topic",
    "fronted",
    "points_back",
    "vocative",
    "trailing",
    "topical",
    "also",
    "listed",
    "terse",
]

#: Objects that refer to what the user said or the yeast holds (a name is case-sensitive).
_REFERS = re.compile(
    rf"^(?i:(?:about|on|of|regarding|concerning)\s+)?(?:"
    rf"(?i:{POSSESSIVE})\b"
    r"|(?!(?:The|A|An|I|It|That|This)\b)[A-Z][a-zà-ÿ]+\b"
    r"|(?i:(?:him|her|them|that|this|it|those|these|both)\b(?!\s+(?:is|was|way|time|one|day|"
    r"week|month|year|guy|girl|man|woman|person|place)\b))"
    rf"|(?i:(?:what|everything|anything|all|whatever|the\s+things?)\s+(?:i|you|we)\b)"
    rf"|(?i:i\s+(?:ever\s+|just\s+|even\s+|once\s+)?{SAID})"
    # a thing with its clause of saying: "the address I told you about", "the codes we gave you"
    r"|(?i:(?:the|that|this|those|these|all|any|every)\s+(?:[\w'-]+\s+){1,3}?"
    rf"{SAYER}{SAID}(?!\s+(?:to|for|at|with)\s+(?!you\b)))"
    r"|(?i:(?:the|that|this|those|these|all|any|every)\s+(?:\w+\s+){0,2}?(?:bit|part|thing|"
    r"things|stuff|info|information|details?|notes?|messages?|memor(?:y|ies)|traces?|records?|"
    r"data|mention|story|conversation|chat)\b)"
    r"|(?i:(?:everything|anything|all|nothing|every\s+\w+)\s+(?:(?:you|i|we)\s+\w+\s+)?"
    r"(?:(?:know|have|stored|saved|kept|remember)\s+)?(?:about|on|of|regarding|related\s+to|"
    r"concerning)\b)"
    r"|(?i:(?:where|who|when|what|how\s+much|how\s+old)\s+(?:i|my)\b)"
    r"|(?i:(?:\w+\s+)?(?:notes?|records?|info|information|details|data|tabs|references?|mentions?)"
    r"\s+(?:on|about|of|to|concerning|regarding|relating\s+to|pertaining\s+to|in\s+respect\s+of)"
    r"\b)"
    r"|(?i:the\s+(?:\w+\s+){1,3}(?:stuff|thing|bit|part|business|situation|issue|mess)\b)"
    # a terse topic of what was said: "mortgage details", "the salary info"
    r"|(?i:(?:the\s+)?(?:[\w'-]+\s+){1,3}(?:details|info|information)\s*$)"
    # personal data counted back to: "the two passwords", "all three codes", "both addresses"
    r"|(?i:(?:(?:the|those|these|all)\s+)?(?:two|three|four|five|both)\s+(?:of\s+(?:the|my|those)\s+)?"
    r"(?:\w+\s+)?(?:passwords|codes|pins|numbers|addresses|emails|accounts|logins|credentials|"
    r"diagnoses|medications|conditions|secrets|details|names)\b)"
    r")"
)


def refers(phrase: str) -> bool:
    """Whether an object phrase refers to what the user said or the yeast holds."""
    return _REFERS.match(phrase) is not None


#: The words around an object that say "some of what I said" and name nothing.
_WRAPPING = re.compile(
    r"^(?:(?:the|that|this|all|any|every|those|these)\s+)?(?:(?:\w+\s+)?(?:bit|part|thing|things|"
    r"stuff|info|information|details?|notes?|messages?|memor(?:y|ies)|traces?|records?|data|"
    r"mention|references?|story|conversation)\s+|(?:everything|anything|all|nothing|whatever)\s+"
    r"(?:(?:you|i|we)\s+(?:\w+\s+)?)?)(?:(?:about|on|of|to\s+do\s+with|to|regarding|concerning|related\s+to|"
    r"relating\s+to|pertaining\s+to|in\s+respect\s+of)\s+)|"
    r"\s+(?:stuff|thing|things|bit|business|too|as\s+well|from\s+(?:your\s+|the\s+)?(?:memory|"
    r"memories|records?|mind|notes|head))\s*$|\s*[-–—]+\s*$",
    re.I,
)


def unwrap(phrase: str) -> str:
    """ "the bit about my old job" → "my old job"; "the IVF stuff" → "the IVF"."""
    before = None
    while before != phrase:
        before, phrase = phrase, _WRAPPING.sub("", phrase).strip(" ,")
    return phrase


def pointing(phrase: str) -> bool:
    """Whether an object only points back ("that", "what I just said", "that last thing")."""
    if phrase != unwrap(phrase) and pointing(unwrap(phrase)):
        return True
    low = re.sub(r"\b(?:too|as\s+well|please|now|ever\s+came\s+up|came\s+up|ever)\b", "", phrase,
                 flags=re.I).strip(" ,.").lower()  # fmt: skip
    low = re.sub(r"^(?:about|of)\s+", "", low)
    return (
        low in POINTERS
        or re.fullmatch(rf"(?:what|everything|all|the\s+thing)\s+i\s+(?:just\s+)?{SAID}", low)
        is not None
        or re.fullmatch(
            r"(?:that|the|this|my)\s+(?:last|previous|latest)(?:\s+(?:thing|message|"
            r"one|bit|part))?(?:\s+i\s+\w+)?",
            low,
        )
        is not None  # fmt: skip
        or low in ("", "it all", "all of it", "all that", "all of that", "that one")
    )


#: A finite verb: a comma before one starts a clause of its own, not a second object.
_FINITE = re.compile(r"\b(?:is|are|was|were|am|will|has|have|had|do|does|did)\b", re.I)


def split(phrase: str) -> tuple[str, ...]:
    """ "my address and my phone number" → both; "bread and butter" stays one."""
    ahead = (
        rf"\s+(?:(?i:about|also|then|too)\s+)?(?=(?i:{POSSESSIVE}|the|anything|everything|all|"
        r"whatever)\b|[A-Z][a-z]+\b)"
    )
    joined = r"\s*,?\s+(?i:and|&|\+|or|as\s+well\s+as|plus|along\s+with|together\s+with)"
    out: list[str] = []
    for part in re.split(joined + ahead, phrase):
        listed = re.split(r"\s*," + ahead, part)
        # "the weather, the game is on tonight": what follows the comma is a clause
        out += [part] if any(_FINITE.search(p) for p in listed[1:]) else listed
    return tuple(p.strip(" ,") for p in out if p.strip(" ,"))


#: What a pointer within the message may point back to: "about my divorce", "storing my
#: location", "the psychiatric ward thing".
_ANTECEDENT = re.compile(
    rf"\b(?i:about|regarding|concerning|on|with\s+you\s+{KEEPING}|{KEEPING}|mention(?:ed|ing)?|"
    rf"told\s+you)\s+(?P<np>(?i:(?:{POSSESSIVE}|the)\s+[\w'-]+(?:\s+(?!and\b|or\b|but\b|"
    r"to\b|is\b|was\b|are\b)[\w'-]+){0,3})|(?!(?:The|I|It)\b)[A-Z][a-z]+)"
)


def antecedents(text: str, span: tuple[int, int]) -> tuple[str, ...]:
    """Noun phrases the message speaks about outside the request itself."""
    found = []
    for m in _ANTECEDENT.finditer(text):
        if span[0] <= m.start() < span[1]:
            continue
        np_ = m["np"].strip()
        if np_.lower() not in POINTERS:
            found.append(np_)
    return tuple(dict.fromkeys(found))


def object_of(rest: str) -> str:
    """The object phrase: the words after the verb up to the end of the clause, polite words
    and trailing asides ("he'd be mortified", "I'd feel safer") cut."""
    rest = re.split(
        r",\s*(?:he|she|they|we|you|i|it|that)(?:'d|'s|'re|'ll|'ve|\s)|\s+(?:because|since)\s|(?<!well)\s+as(?!\s+well\b)\s"
        # "forget it, Tobias was right": a name and its verb start a clause of their own
        r"|,\s*[A-Z][a-z]+\s+(?:is|was|were|are|has|had|will|would|can|could|did|does|said|says|"
        r"thinks|thought|knows|knew|won|lost|got)\b"
        rf"|,\s*(?=(?:forget|{REMOVE}|{FOREIGN})\b)"
        # "forget the small talk, what's the capital of Canada?": a question of its own
        r"|,\s*(?=(?:what|who|where|when|why|how|which)(?:'s|'re|\s+(?:is|are|was|were|do|does|"
        r"did|can|could|should|would|will)\b)|(?:can|could|would|will|do|does|did|is|are)\s+"
        r"(?:you|we|i)\b)",
        rest,
        flags=re.I,
    )[0]  # "as well as" joins two objects
    rest = re.sub(rf"^\s*(?:{POLITE})\b\s*,?\s*", "", rest, flags=re.I)
    # "drop that from what you remember": where it is kept, not what
    rest = re.sub(
        r"\s+(?:from|out\s+of)\s+(?:what|everything|all)\s+(?:you\s+)?(?:remember|know|keep|"
        r"store|have(?:\s+stored|\s+on\s+me)?|hold)\b.*$",
        "",
        rest,
        flags=re.I,
    )
    tail = rf"(?:\s*,?\s*\b(?:{POLITE}|{CHATTER}|any\s*more|around|on\s+file|anywhere))+\s*$"
    rest = re.sub(tail, "", rest, flags=re.I)
    return rest.strip(" ,")


#: A clause that only adds an object to the request before it: "…, and Lukas too",
#: "…, and my email as well".
_ALSO = re.compile(
    r"^\s*(?:(?:and\s+)?(?:also|plus)\s+(?P<np>[^,;]{1,50}?)(?:\s*,?\s+(?:too|as\s+well))?|(?:and)\s+"
    r"(?P<too>[^,;]{1,50}?)\s*,?\s+(?:too|as\s+well|also))\s*[.!]?\s*$",
    re.I,
)


#: A clause that is a bare list of noun phrases: "the allergy, the kidney stone and the GP".
_LISTED = re.compile(
    rf"^\s*(?:(?:{POSSESSIVE}|the|that|those|these|his|her|their)\s+)?[\w'-]+(?:\s+[\w'-]+){{0,3}}"
    rf"(?:\s*(?:,|,?\s+and|,?\s+or|&)\s+(?:(?:{POSSESSIVE}|the|that|those|these|his|her|their)\s+)?"
    r"[\w'-]+(?:\s+[\w'-]+){0,3})+\s*[.!]?\s*$",
    re.I,
)


def listed(clause: str) -> tuple[str, ...]:
    """The noun phrases of a clause that only lists them ("the allergy, the kidney stone and
    the psychiatrist", after "all the health info:"), else ``()``."""
    if not _LISTED.match(clause) or _FINITE.search(clause):
        return ()
    return tuple(unwrap(p) for p in split(clause.strip(" .!")) if p)


def also(clause: str) -> str | None:
    """The object a clause adds to the request before it ("…, and Lukas too"), else ``None``."""
    found = _ALSO.match(clause)
    return unwrap(found["np"] or found["too"]) if found else None


def topical(topic: tuple[str, bool], after: str) -> bool:
    """Whether a pointer's fronted topic is what the request is about: a marked topic always;
    an unmarked one ("car repo - forget it", "blood type: nuke it") only when nothing more is
    said after the request: "The concert? Forget it, it's sold out" and "Dinner - scrap that,
    we're eating out" are "never mind" and a change of plan."""
    return topic[1] or trailing(after)


# -- a fronted topic -------------------------------------------------------------------------
#: Where a fronted topic ends: "?", ":", ",", a dash, "->" ("callum stuff -> bin"), " = ".
TOPIC_END = re.compile(r"\s*(?:->|→|=>|\s=\s|[,?:;!.]+|\s[-–—]+)\s*")
#: First words of a fronted chunk that are no topic: "Never mind, forget it", "Ugh, drop it".
_NO_TOPIC = frozenset(
    re.findall(
        r"\w+",
        "never no nah yes yeah well ugh sorry fine god gosh seriously wait hmm right sure okay ok "
        "whatever honestly look listen anyway oh hey hi hello thanks please man dude lol haha "
        "alright cool great nope yep oops whoops yikes damn omg wow um uh eh ah aw not quick also",
    )
)
#: A chunk with a subject and a verb is a clause, not a topic ("I went to the shop").
_CLAUSE = re.compile(
    r"\b(?:i|you|we|he|she|they|there|it's|that's|i'm|i've|i'd|you're)\b|"
    r"\b(?:is|are|was|were|am|will|would|has|have|had|does|did|can|could|should)\b",
    re.I,
)
#: A chunk that asks to forget itself is no topic ("Actually, forget him. Wipe it.").
_ASKS = re.compile(rf"(?:forget|unlearn|{REMOVE}|{FOREIGN})\b", re.I)
#: The noun phrase a longer chunk names: "the lawsuit thing with the landlord", "the Nate thing".
_NAMED_NP = re.compile(
    r"\b(?P<np>(?i:the|that|this|my|our)\s+(?:[\w'-]+\s+){0,3}?(?i:thing|stuff|bit|business|story|"
    r"situation|info|conversation|news|episode|saga|matter|mess|part)\b(?:\s+(?i:with|about|of|"
    r"regarding)\s+(?:(?i:the|my)\s+)?[\w'-]+)?)"
)
#: What a chunk says was said: "the inheritance from aunt Beryl that I told you about".
_SAID_NP = re.compile(
    rf"^(?P<np>(?i:the|my|that|this|our)\s+.{{1,50}}?)\s+(?i:(?:that|which)\s+)?(?i:i|we)\s+"
    rf"(?i:just\s+|once\s+)?(?i:{SAID})"
)
#: A name that owns what follows ("Tara's pregnancy"), not a verb's contraction ("Let's say").
_OWNER = re.compile(
    r"(?!(?i:let|it|that|what|here|there|he|she|who|where|how|when|everything|nothing|"
    r"something|one|today|now)'s\b)[A-Z][\w-]*'s\s+[\w-]+"
)
#: A chunk that points to the last thing said: "That last thing I told you before the walk".
_LAST = re.compile(
    r"(?:that|the|this|my)\s+(?:last|previous|latest)\b|what\s+i\s+just\b|(?:that|this)\s+"
    r"(?:message|one)\b",
    re.I,
)
#: A topic that says it is something said: "the X thing", "callum stuff", "my blood type".
_MARKED_END = re.compile(
    r"\b(?:thing|things|stuff|bit|business|info|story|situation|saga|part|mess|matter|"
    r"details?|note|news|episode)$",
    re.I,
)


def topic(before: str) -> tuple[str, bool] | None:
    """The topic fronted before a request (the last chunk of ``before``, cut at
    :data:`TOPIC_END`) and whether it is *marked* as something said or held (a possessive, a
    name, "the X thing", "what I said about …"), else ``None``. An unmarked topic is a short
    noun phrase ("blood type", "car repo"): no subject and verb of its own."""
    chunks = [c for c in TOPIC_END.split(before) if c.strip()][-3:]
    found = [_chunk(c) for c in reversed(chunks)]  # the nearest first
    if found and found[0] == "pointer":
        return None  # "that last thing I told you, delete it": the last thing said
    marked = [c for c in found if isinstance(c, tuple) and c[1]]
    if marked:  # "Chantal, tout ça, just forget it": Chantal
        return marked[0]
    return found[0] if found and isinstance(found[0], tuple) else None


#: A name set off by commas right after a pointer object, then nothing or a clause spoken to
#: that person: "Drop it, Tobias, you'll never win", "Let it go, Mia."
_CALLED = re.compile(
    r"^\s*(?:(?:it|that|this|them|him|her)\s*)?,\s*(?P<name>[A-Z][a-z]+)\s*(?:[.!]+\s*$|$|,\s*"
    r"(?:you|you'll|you're|you've|you'd|your|trust\s+me|come\s+on|seriously|honestly|mate|man)\b)"
)
#: A name fronted as the one spoken to, before a pointer request and a clause to that person:
#: "Tobias, drop it, you'll never win".
_CALLED_FIRST = re.compile(r"^\s*(?P<name>[A-Z][a-z]+)\s*,\s*$")
_TO_YOU = re.compile(r"^\s*(?:it|that|this)?\s*,\s*(?:you|you'll|you're|you've|you'd|your)\b", re.I)


def vocative(lead: str, rest: str) -> bool:
    """Whether a request's verb is said to a person named beside it, not to the yeast: a name
    set off by commas after a pointer object ("Drop it, Tobias, you'll never win that
    argument"), or fronted before a pointer request that goes on speaking to that person
    ("Tobias, drop it, you're wrong"). ``lead``: the words before the verb; ``rest``: after."""
    if _CALLED.match(rest):
        return True
    return _CALLED_FIRST.match(lead) is not None and _TO_YOU.match(rest) is not None


def points_back(before: str) -> bool:
    """Whether the chunk fronted before a request points back to what was said: "That last
    bit — don't remember it", "The last thing I told you before X, delete it"."""
    chunks = [c for c in TOPIC_END.split(before) if c.strip()]
    return bool(chunks) and _chunk(chunks[-1]) == "pointer"


def _chunk(chunk: str) -> tuple[str, bool] | str | None:
    """One chunk read as a topic: ``(text, marked)``, ``"pointer"`` or ``None``. A chunk that
    is a clause of its own ("what I said about Dana was hers to share") gives what it speaks
    about, if it says; one that asks to forget itself ("forget him") is none."""
    text = MARKERS.sub("", chunk).strip(" ,\"'")
    tokens = re.findall(r"[\w'-]+", text)
    if not tokens or tokens[0].lower() in _NO_TOPIC or _ASKS.match(text) or len(tokens) > 12:
        return None
    if pointing(text) or _LAST.match(text):
        return "pointer"
    if _CLAUSE.search(text) or POINTERS & {t.lower() for t in tokens}:
        owner = _OWNER.match(text)  # "Tara's pregnancy is not my news"
        if owner:
            return owner.group(0), True
        inner = antecedents(text, (0, 0)) if _CLAUSE.search(text) else ()
        if inner:  # "I told you about my divorce and about the custody fight"
            return " and ".join(inner), True
        named = _SAID_NP.match(text) or _NAMED_NP.search(text)
        return (named.group("np"), True) if named else None
    # a capital that starts the chunk is no name ("Dinner plans - scrap that"), unless it owns
    # something ("Theo's arrest")
    plain = text if _OWNER.match(text) else text[0].lower() + text[1:]
    if refers(plain) or _MARKED_END.search(text) is not None:
        return text, True
    if not any(len(t) > 2 for t in tokens):
        return None
    if re.search(rf"(?i:\b{POSSESSIVE}\b)", text):  # "The code for getting into my building"
        return text, True
    named = _NAMED_NP.search(text)  # "Lock the Lena thing in a box and throw away the key"
    if named and len(tokens) > 5:
        return named.group("np"), True
    return (text, False) if len(tokens) <= 5 else None


def fronted(lead: str) -> tuple[str, str] | None:
    """A verb's lead split into a fronted topic and the words that address the yeast:
    "The inheritance thing, " → ("The inheritance thing", ""); "Chantal, tout ça, just " →
    ("tout ça", "just "). ``None`` when the lead holds no topic end."""
    ends = list(TOPIC_END.finditer(lead))
    if not ends:
        return None
    last = ends[-1]
    return lead[: last.start()], lead[last.end() :]


_TRAILING = re.compile(
    rf"^(?:\s|[.,!?;:)]|\b(?:{POLITE}|{CHATTER}|any\s*more|around|on\s+file|anywhere|for\s+good|"
    r"from\s+(?:your\s+)?(?:memory|memories|records|mind|head|notes))\b)*$",
    re.I,
)


def trailing(rest: str) -> bool:
    """Whether what follows a request says nothing more ("forget it lol", "bin it. thx"): a
    "forget it" after an unmarked topic asks only when nothing follows ("The concert? Forget
    it, it's sold out" is "never mind")."""
    return _TRAILING.match(rest) is not None


_BARE_VERB = re.compile(rf"(?:forget|unlearn|{REMOVE})", re.I)


def terse(text: str, clauses: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """``clauses`` with a bare verb and the clause its colon opens joined: "purge: my
    mortgage details" is one request ("purge my mortgage details")."""
    out: list[tuple[int, str]] = []
    for at, clause in clauses:
        bare = out and _BARE_VERB.fullmatch(MARKERS.sub("", out[-1][1]).strip())
        if bare and text[:at].rstrip().endswith(":"):
            out[-1] = (out[-1][0], f"{out[-1][1].rstrip()} {clause}")
            continue
        out.append((at, clause))
    return out
