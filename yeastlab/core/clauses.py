"""Clauses read as claims: subject, content, polarity, values, time anchors.

Pure: no I/O; parsed texts are cached. :mod:`yeastlab.core.claims` compares what this reads.

A text is split into clauses (sentences, then "but", "although", "; ", "and" before a negation
or a pronoun, a comma before a new subject); what a sentence says aside (a relative clause
between commas, a background clause before the main one) and a stance around the claim
("honestly", "I'm pretty sure") are dropped; questions and conditionals are not claims. Each
clause becomes a :class:`Claim`:

- **subject** — the words before the predicate (the first auxiliary, negation, polar word or
  verb), pronouns folded: I/me/my/we/the user → ``@user``, he/she/they/it → ``@3p`` (which
  matches any subject but the user); an imperative or unparsed clause has none (matches all);
- **content** — the predicate's stems without stop words, negations, hedges or frequency words;
  polar words are folded onto their concept (hate → like, closed → open, cold → hot);
- **polarity** — the parity of negations ("not", "never", "n't", "no", "cannot", "rarely",
  "unlocked" after a copula, …), with the polar words kept aside (``polar``) so the comparison
  counts them only for a concept both claims speak of; "not always" is a frequency, not a
  negation;
- **values** — money ("$50k" = "50,000 dollars"), counts with their noun ("3 cats"),
  percentages, times of day, dates, weekdays, months and years (:mod:`yeastlab.core.values`);
- **anchors** — when it holds ("yesterday", "last year", "used to", …);
- a **preference order** ("prefers tea to coffee"; a comparison, "older than", is a rank with its
  scale: :mod:`yeastlab.core.comparatives`) and a **single-valued attribute**
  ("my favourite colour is …", "lives in …", "works at …"), with a place's words as written
  (``place``: "new york", for :mod:`yeastlab.core.gazetteer`);
- the subject's **head** noun and **modifiers** ("the Atlas project budget": head budget,
  modifiers atlas, project), whether it is **generic** ("the standard budget", "a team": a
  default that holds for each instance) and which modifiers are proper names;
- who speaks: after a "Yeast:" / "Assistant:" label (until "User:") the speaker is the yeast,
  its "I" is ``@yeast`` and its "you" the user (but "You said: …" quotes the user);
- **deictic** subjects ("that's so sad", "it was great"): their referent is in their own
  context, so they are never the subject of another message;
- **hedged** clauses ("maybe …", "perhaps …", "I'm not sure whether …", "might"): not firm
  claims, so they contradict nothing.

Greeting formulas ("long time no see", "good to see you", "talk to you later", "hey Jo") are not
claims, and an antonym pair inside one clause ("through the good and the bad") is no polarity.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache

from yeastlab.core.bounds import as_limits
from yeastlab.core.clause_forms import reported, spelled_out, values_of
from yeastlab.core.clause_split import clauses_of, without_stance
from yeastlab.core.clause_subject import (
    AUX,
    COPULA,
    DEICTIC,
    INTENSIFIERS,
    PREPOSITIONS,
    PRONOUNS,
    SOFT,
    YEAST_PRONOUNS,
    colours_of,
    head_of,
    is_thing,
    owners_of,
    subject_end,
    subject_words,
)
from yeastlab.core.comparatives import ranking
from yeastlab.core.frequencies import DAYS
from yeastlab.core.lexicon import IDIOMS
from yeastlab.core.lexicon_events import EVENT_IDIOMS
from yeastlab.core.places import place_of, scale_of
from yeastlab.core.sentences import sentences
from yeastlab.core.text import (
    FREQUENCY,
    INTERJECTION,
    NEGATIONS,
    STOP_WORDS,
    expand_contractions,
    polarity_of,
    root,
    stem,
    term,
    words,
)

__all__ = ["Claim", "parse_claims"]


def _list(text: str) -> list[str]:
    return text.split()


@dataclass(frozen=True)
class Claim:
    """One clause read as a claim (see the module docstring)."""

    text: str
    subject: frozenset[str]
    content: frozenset[str]
    negated: bool
    polar: frozenset[tuple[str, int]] = frozenset()
    values: frozenset[tuple[str, str, object]] = frozenset()
    anchors: frozenset[str] = frozenset()
    frequency: int = 0
    not_always: bool = False
    order: tuple[frozenset[str], ...] | None = None
    attribute: str = ""
    complement: frozenset[str] = frozenset()
    head: str = ""
    modifiers: frozenset[str] = frozenset()
    generic: bool = False
    proper: frozenset[str] = frozenset()
    deictic: bool = False
    hedged: bool = False
    owners: frozenset[str] = frozenset()
    place: tuple[str, ...] = ()

    @cached_property
    def terms(self) -> frozenset[str]:
        """Content and values as one set (values as ``#kind:unit:value`` strings)."""
        return self.content | {f"#{k}:{u}:{v}" for k, u, v in self.values}


# "it" of the weather ("it's pouring outside", "it snowed all day in Bern") is no thing pointed
# at: a word of the weather itself, or a temperature or dryness said of a place or time
_WEATHER = re.compile(
    r"\b(?:rain\w*|pour\w*|snow\w*|hail\w*|drizzl\w*|sleet\w*|thunder\w*|sunny|cloudy|"
    r"overcast|windy|breezy|humid|muggy|foggy|misty|stormy)\b|"
    r"\b(?:dry|wet|freezing|chilly|cold|hot|warm|mild|balmy|scorching|boiling)\b.*"
    r"\b(?:outside|out there|here|all day|all night|all week|in [a-z]+)\b"
)
_KIND_LABEL = re.compile(r"^\[[a-z][a-z _-]{0,23}\]\s*", re.I)
_ROLE = re.compile(
    r"^\s*(?:(?:user|yeast|assistant|ai|human)\s*:|(?:the user|you|i|they|he|she) "
    r"(?:said|asked|mentioned|told me|noted|wrote|says)(?: that)?\s*:?)?\s*"
    # "Remember: …", "please note that …": a request to keep what follows
    r"(?:(?:please\s+)?(?:remember|note)(?:\s+that\b|\s*[:,-])\s*)?",
    re.I,
)
# A heading or note label before a colon ("Correction: our budget is …", "Data retention: raw
# extracts are …") names no subject: the claim is what follows it.
_HEADING = re.compile(
    r"^\s*(?:[a-z]+\s+)?(?:correction|update|edit|note|fyi|ps|[a-z]{3,}ing|[a-z]{3,}ion)"
    r"\s*:\s+(?=\S)",
    re.I,
)
_INTERJECTION = re.compile(rf"^\s*(?:{INTERJECTION})\b\s*[,!.:]+\s*", re.I)
# a name addressed at the end or start of a message ("…, Mel!", "Jon, …")
_VOCATIVE = re.compile(
    r",\s*[A-Z][a-z]+\s*[!.]*\s*$|^\s*(?:[A-Za-z]+\s*[,!]\s*)?[A-Z][a-z]+\s*,\s*(?=\w)"
)
_NOT_A_CLAIM = re.compile(r"^(?:if|unless|whether|do you|does|did you|are you|can you)\b")
# greeting and leave-taking formulas: social talk, not claims
_PHATIC = re.compile(
    r"^(?:long time no (?:see|talk|chat|speak|hear)|"
    r"(?:it is |it's |so |really )*(?:good|nice|great|lovely|glad) (?:to |that i got to )?"
    r"(?:see|hear from|meet|talk to|chat with|catch up with|hear) you\b.*|"
    r"(?:let us |let's |i will |i'll )?(?:talk|speak|chat) (?:to you |with you |again )?"
    r"(?:later|soon)\b.*|see you(?: \w+)?|catch you later|take care(?: of yourself)?|"
    r"(?:hoping|hope) for the best|(?:hey|hi|hello|bye|goodbye|cheers)(?: \w+)?)$",
    re.I,
)
_LABEL = re.compile(r"^\s*(user|human|yeast|assistant|ai)\s*:", re.I)
_QUOTES_USER = re.compile(r"^\s*(?:yeast\s*:\s*)?you (?:said|told me|mentioned|wrote)\b", re.I)
_HEDGE = re.compile(
    r"\b(?:maybe|perhaps|possibly|might|not sure|unsure|wonder(?:ing)? (?:if|whether)|"
    # a guess, and a skill still to be learnt ("I guess I could learn to drive"): no firm claim
    r"whether|i guess|i suppose|learn (?:how )?to|learning (?:how )?to)\b"
)

_ANCHOR = re.compile(
    r"\b(?:yesterday|today|tonight|tomorrow|now|currently|nowadays|these days|lately|recently|"
    r"(?:this|last|next|past) (?:week|weekend|month|year|summer|winter|spring|autumn|fall|night|"
    r"morning|evening|time|season|term|semester|quarter)|\d+ (?:days?|weeks?|months?|years?) ago|"
    r"ago|used to|as a (?:kid|child|teenager|student|boy|girl)|when i was (?:a |an )?\w+|back then|"
    # a past event as the time: "when I arrived", "when we first met"
    r"when (?:i|we|he|she|they) (?:first |just )?(?:\w+ed|met|left|began|came|went)|"
    r"in the past|in the future|soon|(?:before|after) the (?:move|wedding|divorce|pandemic|"
    r"war|accident|surgery|operation|baby|birth|funeral|holidays|trip|breakup|merger)|"
    r"anymore|no longer|any more|previously|formerly|originally|initially|at first|"
    r"at (?:breakfast|lunch|dinner|brunch|supper)|in the (?:spring|summer|autumn|fall|winter)|"
    # a bare "before" closing the clause: "we had one car before"
    r"before(?=\s*$|\s*,)|"
    # the part of the week: "works at the bakery on weekends" / "at a call centre during the week"
    r"(?:on|at|over) (?:the )?weekends?|during the week|on weekdays|on week ?nights|"
    r"all (?:this |last )?(?:week|weekend|month))\b"
    # "this morning's lecture": the time, not an owner
    r"(?:'s)?"
)
_SWITCHED = re.compile(
    r"\b(is|are|was|were|be|been|turned|switched|stays?|left)\s+(on|off)\b"
    r"(?=\s*$|\s*[,.!;]|\s+(?:in|at|again|now|all|today|tonight)\b)"
)
_EXCEPT = re.compile(r"\b(?:instead of|rather than|except|other than|but not)\b.*$")
_NOT_UN = ("under", "unit", "union", "uniq", "univers", "uncle", "until", "unless", "unanim")

# words that only grade the scale word after them ("piping hot", "stone cold", "lightning fast",
# "painfully slow", "perfectly healthy"): how much, not what, so no term of the claim
_DEGREE = frozenset(("piping", "stone", "lightning", "bone", "pitch", "ultra", "crystal"))


def _degree(word: str, following: str) -> bool:
    """Whether ``word`` only grades ``following``, a polar word: one of :data:`_DEGREE` or an
    adverb in "-ly" of no scale or another scale ("incredibly quickly", "perfectly healthy")."""
    if not following or polarity_of(following, predicative=True) is None:
        return False
    if word in _DEGREE:
        return True
    own = polarity_of(word, predicative=True)
    scale = polarity_of(following, predicative=True)
    return len(word) > 4 and word.endswith("ly") and (own is None or own[0] != scale[0])


_PREFERENCE = re.compile(
    r"\b(?:(?:prefer|prefers|preferred|rather|like|likes|liked|love|loves|enjoy|enjoys|choose|"
    r"chooses|pick|picks)\b\s+(?P<x>[\w\s'-]+?)\s+\b(?:over|to|than|instead of|rather than|"
    r"more than|better than)|"
    # "I'll take tea over coffee" (not "take the bus to work")
    r"(?:take|takes|go for|goes for|opt for|opts for)\s+(?P<x2>[\w\s'-]+?)\s+"
    r"(?:over|instead of|rather than))\b\s+(?P<y>[\w\s'-]+)"
)
_FUNCTIONAL_VERB = re.compile(
    r"\b(?P<v>live|lives|lived|living|work|works|worked|working|born|married|engaged|"
    r"study|studies|studied|studying|major|majoring|majored|am from|is from|are from|was from|"
    r"come from|comes from|named|called|based|located|employed|related|identifies|identify)"
    r"\s+(?P<p>in|at|for|as|to|by)?\b"
    r"\s*"
    r"(?P<rest>.*)"
)
# "prefers the window seat": one choice among things of a kind (not "prefers X to Y": an order)
_PREFERS = re.compile(r"\b(?:prefer|prefers|preferred)\s+(?:the |a |an |my |his |her |their )?"
                      r"(?P<rest>[\w' -]+)")  # fmt: skip


def _preferred(rest: str) -> tuple[str, frozenset[str]]:
    """The attribute ("prefer" or "prefer <kind>") and the choice of a preferred thing: its
    words up to a preposition, the last word naming the kind when there are two or more."""
    found = []
    for word in words(rest):
        if word in PREPOSITIONS or word in _PREFERENCE_BREAK or len(found) == 3:
            break
        found.append(word)
    choice = [root(w) for w in found if w not in STOP_WORDS and w not in SOFT]
    if len(choice) >= 2:
        return f"prefer {choice[-1]}", frozenset(choice[:-1])
    return ("prefer", frozenset(choice)) if choice else ("", frozenset())


_PREFERENCE_BREAK = frozenset(_list("over than rather instead when if because and or but"))
_FUNCTIONAL_NOUNS = frozenset(
    stem(w)
    for w in _list(
        "favourite favorite name age birthday job profession occupation budget salary rent "
        "income city hometown address country nationality phone email deadline capital colour "
        "color height weight size price cost password team major password language religion "
        "zodiac blood total limit due"
    )
)

_QUANTIFIERS = frozenset(_list("none neither all some most many few both each one two three four"))
# Phrases that say other than their parts (lexicon.IDIOMS, after lexicon_events'), compiled once.
_IDIOMS = tuple((re.compile(p), r) for p, r in EVENT_IDIOMS + IDIOMS)


def _claim(clause: str, speaker: str = "") -> Claim | None:
    # a kind label before a recalled memory ("[interaction] User: …", "[fact] …") names nothing
    raw = _KIND_LABEL.sub("", clause.strip(), count=1).strip("\"'“”")
    if not raw or raw.endswith("?"):
        return None
    if speaker == "yeast" and _QUOTES_USER.match(raw):
        speaker = "user"  # "You said: …" quotes the user's own words
    said = _ROLE.sub("", _ROLE.sub("", raw, count=1).strip(), count=1).strip().rstrip(".!;,")
    found = _said_claim(said, speaker == "yeast")
    if found is not None and reported(raw):
        return replace(found, hedged=True)  # someone else's word: no firm claim of the speaker
    return found


@lru_cache(maxsize=8192)
def _said_claim(said: str, yeast: bool) -> Claim | None:
    """The claim of a clause's words without its speaker's label, read with the yeast's
    pronouns or the user's. Cached: a transcript ("User: … | Yeast: …", a stored episode) holds
    clauses read alone on the turn that said them, and each clause cost ~0.1 ms to read."""
    pronouns = YEAST_PRONOUNS if yeast else PRONOUNS
    text = expand_contractions(without_stance(_INTERJECTION.sub("", _VOCATIVE.sub("", said))))
    text = spelled_out(text)
    text = as_limits(_HEADING.sub("", text, count=1))  # "no more than 25" bounds, not denies
    if _PHATIC.match(text.strip(" ,.!")):
        return None
    text = re.sub(r"\bno one\b|\bno-one\b", "nobody", text)
    text = re.sub(r"\bit's (?=(?:been |still |just )?\w+ing\b)", "it is ", text)  # "it's pouring"
    for pattern, replacement in _IDIOMS:
        text = pattern.sub(replacement, text)
    text = _SWITCHED.sub(lambda m: f"{m[1]} {'enabled' if m[2] == 'on' else 'disabled'}", text)
    if _NOT_A_CLAIM.match(text):
        return None
    anchors = frozenset(m.group(0).removesuffix("'s") for m in _ANCHOR.finditer(text))
    body, values, often = values_of(_ANCHOR.sub(lambda m: " " if m.group(0) not in ("no longer",)
                                               else " not ", text))  # fmt: skip
    tokens = words(_EXCEPT.sub(" ", body))  # "tea instead of coffee" says nothing of coffee
    # "none of my friends …", "two of my friends …": the subject is what follows "of"
    start = 2 if len(tokens) > 2 and tokens[1] == "of" and tokens[0] in _QUANTIFIERS else 0
    end = subject_end(tokens, start)
    subject = subject_words(tokens[start:end], pronouns) if end < len(tokens) else frozenset()
    core = [w.removesuffix("'s") for w in tokens[start:end] if w not in SOFT]
    deictic = end < len(tokens) and len(core) == 1 and core[0] in DEICTIC
    if deictic and core[0] == "it" and _WEATHER.search(" ".join(tokens[end:])):
        deictic, subject = False, frozenset({"@weather"})  # "it's pouring outside"
    elif deictic:
        subject = frozenset({"@that"})
    head, modifiers, generic, proper = (
        head_of(tokens[start:end], said)
        if end < len(tokens)
        else ("", frozenset(), False, frozenset())
    )
    owners = owners_of(tokens[start:end], pronouns) if head else frozenset()
    predicate = tokens[end:] if end < len(tokens) else tokens
    negations, frequency, not_always, content = 0, 0, False, set()
    polar_words: set[tuple[str, int]] = set()
    skip_next = False
    for i, word in enumerate(tokens):
        if skip_next:
            skip_next = False
            continue
        nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
        if word == "not" and nxt in FREQUENCY and FREQUENCY[nxt] >= 2:
            not_always, frequency, skip_next = True, 1, True
        elif word == "not" and nxt == "only":
            skip_next = True
        elif word in NEGATIONS:
            negations += 1
        elif word in FREQUENCY:
            frequency = max(frequency, FREQUENCY[word])
    graded = {i for i, w in enumerate(predicate[:-1]) if _degree(w, predicate[i + 1])}
    # the word before each, negations, soft words and graded ones aside: after a copula or an
    # intensifier a word is said of the subject ("is not free", "is really not so", "too firm")
    before: list[str | None] = []
    last = None
    for j, w in enumerate(predicate):
        before.append(last)
        if w not in NEGATIONS and w not in SOFT and j not in graded:
            last = w
    for i, word in enumerate(predicate):
        if word in NEGATIONS or word in FREQUENCY or word in STOP_WORDS or word in SOFT:
            continue
        if i in graded:
            continue
        predicative = before[i] in COPULA
        if predicative and word.startswith("un") and len(word) > 5 and not word.startswith(_NOT_UN):
            word, negations = word[2:], negations + 1  # "unlocked" is "not locked"
        said_of = predicative or before[i] in INTENSIFIERS
        polar = polarity_of(word, predicative=bool(said_of))
        if polar is not None:
            content.add(polar[0])
            polar_words.add(polar)
        elif word not in AUX and word not in PRONOUNS:
            content.add(term(word.removesuffix("'s")))
    if often:  # "every day" was cut out as a frequency: its level still holds
        frequency = max(frequency, *(FREQUENCY.get(w, 0) for w in words(text)))
    # a counted unit of time is one word whatever the unit ("lasts two hours" and "lasts 90
    # minutes" say one thing)
    spans = {u for k, u, _ in values if k == "count" and u in DAYS}
    if content & spans:
        content = (content - spans) | {"span"}
    content.discard("")
    # both poles in one clause ("through the good and the bad") say no polarity
    both = {c for c, sign in polar_words if (c, -sign) in polar_words}
    polar_words = {(c, sign) for c, sign in polar_words if c not in both}
    if len(subject | content) + len(values) < 2:
        return None
    order = None
    pref = _PREFERENCE.search(body)
    if pref:
        first = pref["x"] or pref["x2"]
        x, y = subject_words(words(first)), subject_words(words(pref["y"])[:4])
        if x - y and y - x:
            order = (x - y, y - x)
    order = order or ranking(body, pronouns)  # "Tom is older than Ann": a rank on one scale
    attribute, complement, where = "", frozenset(), ()
    # one value at a time: "my favourite colour is …", not "those colours are so vivid"
    singular = not any(
        w.endswith("s") and not w.endswith("ss") and root(w) in _FUNCTIONAL_NOUNS
        for w in tokens[start:end]
    )
    if singular and subject & _FUNCTIONAL_NOUNS and {"is", "was"} & set(predicate[:3]):
        attribute, complement = " ".join(sorted(subject & _FUNCTIONAL_NOUNS)), frozenset(content)
    elif colours := colours_of(predicate):  # "her car is red" / "her car is black"
        attribute, complement = "colour", colours
    elif place := place_of(body.strip(), said, thing=bool(head) and is_thing(subject, owners)):
        attribute, where = place[0], tuple(place[1])
        complement = frozenset(w for w in subject_words(place[1]) if w[0] != "@")
    elif order is None and (preferred := _PREFERS.search(body)):
        attribute, complement = _preferred(preferred["rest"])
    else:
        verb = _FUNCTIONAL_VERB.search(body)
        if verb and (verb["p"] or re.search(r"from|named|called|born|married", verb["v"])):
            # "works for Acme" / "works at Globex": one employer
            # ("is employed by Initech" too)
            employer = root(verb["v"]) in ("work", "employ") and verb["p"] in ("for", "at", "by")
            preposition = verb["p"] if verb["p"] != "by" or employer else ""
            verb_word = "work" if employer else verb["v"].split()[-1]
            verb_word = "named" if verb_word == "called" else verb_word  # one name
            attribute = f"{stem(verb_word)} {'at' if employer else preposition or ''}".strip()
            if verb["p"] == "in":  # "works in London" / "works in the UK": places at two scales
                attribute += f" ({scale_of(words(verb['rest'])[:3])})"
                where = tuple(w for w in words(verb["rest"])[:4] if w not in STOP_WORDS)[:3]
            complement = frozenset(w for w in subject_words(words(verb["rest"])[:3]) if w[0] != "@")
    return Claim(said, subject, frozenset(content), negations % 2 == 1, frozenset(polar_words),
                 frozenset(values),
                 anchors, frequency, not_always, order, attribute, complement, head, modifiers,
                 generic, proper, deictic, bool(_HEDGE.search(text)), owners,
                 where)  # fmt: skip


@lru_cache(maxsize=8192)
def parse_claims(text: str) -> tuple[Claim, ...]:
    """The claims of ``text``, one per clause that states something (cached by text)."""
    out = []
    speaker = ""
    # a transcript's "|" and a "; " end a clause's sentence as a stop or a line break does
    for sentence in sentences(text, breaks=";|"):
        label = _LABEL.match(sentence)
        if label:  # "User: … | Yeast: …": who speaks holds until the next label
            speaker = "yeast" if label[1].lower() in ("yeast", "assistant", "ai") else "user"
        if sentence.strip().endswith("?"):
            continue
        for clause in clauses_of(sentence):
            claim = _claim(clause, speaker)
            if claim is not None:
                out.append(claim)
    return tuple(out)
