"""What kind of value a question asks for, and whether an evidence item holds one.

The offline stand-in answers by extraction. When several memories can answer a question (they
all name the asked project, say, and share no other word with it), word overlap cannot choose,
and choosing the shortest one picked "Kestrel is on Saturday 12 September" for "How much money
do we have for Kestrel?". A question's form says what kind of value answers it, as in classic
question answering: "how much" a sum, "how many" a count, "how long" a duration, "how often" a
frequency, "when" a time, "where" a place, "who" a person or body (any name but the asked
one), "which evening" a day or time, "what colour" a colour term, "where ... from" a source (a
place, or a name after "from" / "off" / "via"), and a head noun says it too ("what is the
budget", "the subscription" a sum, "the venue" a place). A capital letter alone ("A=415",
"plan B", "I") is no name, and a number set in a code or a setting ("A=415", "B14", "ISO 9001")
is no count. An item holding a value of that kind is the better answer; among equals, the one
retrieval ranked first (it reached the prompt first) is.

Also here: :func:`related_stems`, a word of the question matching a *derived* form of an
item's word ("photos" / "photographer", "compliance" / "compliant"), which Snowball stems do
not conflate. Both read surface forms only: no lexicon of topics, nothing tuned to a sentence.
"""

from __future__ import annotations

import os
import re
from collections.abc import Collection

from yeastlab.core.text import RELATIONS, stem

__all__ = [
    "expected_kind",
    "fit_strength",
    "holds_kind",
    "holds_number",
    "possessed",
    "related_stems",
]

_MONTHS = (
    "january february march april may june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec"
)
_DAYS = "monday tuesday wednesday thursday friday saturday sunday"
_NUMBER_WORDS = (
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety "
    "hundred thousand million billion dozen half"
)
_NUMBER = rf"(?:\d[\d,.]*|\b(?:{'|'.join(_NUMBER_WORDS.split())})\b)"
_UNITS = r"(?:seconds?|minutes?|hours?|days?|nights?|weeks?|fortnights?|months?|years?|decades?)"

_CURRENCY = r"(?:[£$€¥]|\b(?:pounds?|euros?|dollars?|usd|eur|gbp|chf|yen|francs?|rupees?)\b)"
#: Moving from place to place ("getting there", "travel"; not "how is it going"): "how" with
#: one of them asks for a means of transport.
_MOVING = (
    r"(?:(?:get|gets|getting|got|go|goes|going|went|come|comes|coming|head|heading)\s+"
    r"(?:there|here|home|back|from|to\s+(?:the|a|an|work|school|town)\b)\b"
    r"|(?:travel|travels|travell?ing|commute|commuting|arrive|arrives|arriving)\b)"
)
#: Means of transport (a closed class, like the units and the months above).
_VEHICLES = (
    r"train|trains|rail|railway|bus|buses|coach|coaches|minibus|car|cars|taxi|cab|tram|metro|"
    r"subway|underground|plane|planes|flight|flights|fly|flying|ferry|ferries|boat|ship|bike|"
    r"bikes|bicycle|cycle|cycling|walk|walking|foot|drive|driving|van|lorry|truck|shuttle|"
    r"airline|carpool|motorbike|scooter"
)
#: Words of paying: a question made with one asks for a sum as "how much" does ("spend" is
#: left out: LoCoMo's questions spend time, not money).
_PAYING = (
    r"cost|costs|costing|price|prices|priced|budget|fee|fees|salary|rent|fare|fares|charge|"
    r"charges|charged|charging|owe|owes|owed|(?:pay|pays|paying|paid)(?!\s+(?:attention|a visit|"
    r"tribute|respects?|off)\b)|"
    # nouns for a sum paid (a closed class of English payment nouns): "what's the subscription"
    r"subscriptions?|dues|levy|levies|deposits?|tuition|tolls?|wages?|premiums?|"
    r"contributions?|surcharges?|tariffs?|"
    # sums held or owed: "what is my credit limit", "my pension", "the overdraft"
    r"balances?|allowances?|savings|debts?|loans?|mortgages?|pensions?|income|earnings|"
    r"overdrafts?|(?:credit|spending|withdrawal)\s+limits?"
)
#: Colour terms (the basic colour words of English and their common shades): "what colour"
#: asks for one.
_COLOURS = (
    r"black|white|red|green|blue|yellow|orange|purple|pink|brown|grey|gray|violet|indigo|navy|"
    r"maroon|burgundy|crimson|scarlet|teal|turquoise|cyan|magenta|beige|cream|ivory|gold|golden|"
    r"silver|bronze|lilac|lavender|mauve|olive|khaki|tan|amber|emerald|aqua|coral|ochre|"
    r"charcoal|blonde?|ginger|auburn|multicolou?red|rainbow"
)
#: Quantities measured with a number (a closed class of English nouns): "what temperature".
_MEASURES = (
    r"pitch|temperature|speed|pace|tempo|height|weight|length|width|depth|distance|altitude|"
    r"voltage|pressure|volume|grade|score|rating|dose|dosage|strength|setting"
)
#: Parts of a day or of the week: "which evening" asks when, as "which day" does.
_DAY_PARTS = r"evenings?|mornings?|afternoons?|nights?|weekends?|weekdays?|weeks?"

#: Nouns for people (with the relations of core.text): "which <one of them>" asks for a person.
_PEOPLE = (
    r"person|people|man|men|woman|women|guy|girl|boy|doctor|teacher|speaker|lawyer|coach|nurse|"
    r"member|members|student|students|artist|author|writer|singer|actor|player|manager|leader|"
    r"friend|friends|colleague|colleagues|relative|relatives|neighbou?r|partner|expert|tutor"
)

#: The question's form → the kind of value that answers it (first match wins).
_ASKS = (
    # "how old is my rabbit": an age, a number ("ten", "turned three")
    ("age", re.compile(r"\bhow old\b|\bwhat age\b", re.I)),
    # "how tall am I", "how much do I weigh": a measured value, not a sum
    (
        "measure",
        re.compile(r"\bhow (?:tall|heavy|far|high|deep|wide)\b|\bhow much\b.*\bweigh", re.I),
    ),
    ("amount", re.compile(r"\bhow much\b|\bhow expensive\b", re.I)),
    # a ratio is a count of one thing against another ("one adult for every six children")
    (
        "ratio",
        re.compile(
            r"\bratios?\b|\bproportion\b|\bhow many\b.*\b(?:per|for (?:every|each))\b", re.I
        ),
    ),
    # "how many weeks": a duration, "how many euros": a sum (neither is a count of things)
    ("duration", re.compile(rf"\bhow many\s+(?:more\s+)?{_UNITS}\b", re.I)),
    ("amount", re.compile(rf"\bhow many\s+{_CURRENCY}", re.I)),
    ("count", re.compile(r"\bhow many\b|\bwhat number of\b", re.I)),
    # "how large is the award", "how big is the team": a sum or a count
    ("size", re.compile(r"\bhow (?:large|big|small)\b|\bwhat size\b", re.I)),
    ("duration", re.compile(r"\bhow long\b|\bfor how long\b", re.I)),
    ("frequency", re.compile(r"\bhow often\b|\bhow frequently\b", re.I)),
    ("clock", re.compile(r"\bwhat time\b|\bat what hour\b", re.I)),
    ("colour", re.compile(r"\b(?:what|which)\s+(?:\w+\s+)?colou?rs?\b", re.I)),
    # "what pitch / temperature / speed": a measured value, a number
    ("measure", re.compile(rf"\b(?:what|which)\s+(?:{_MEASURES})\b", re.I)),
    (
        "time",
        re.compile(
            rf"^\s*when\b|\bwhat (?:day|date|month|year)\b|\bwhich (?:day|date|month|year)\b"
            rf"|\bwhich (?:{_DAY_PARTS})\b|\bon what (?:{_DAY_PARTS})\b",
            re.I,
        ),
    ),
    # "where do the parts come from": a source, a place or a named supplier, site or person
    ("source", re.compile(r"^\s*where\b[^?]*\bfrom\b", re.I)),
    (
        "place",
        re.compile(
            r"^\s*where\b|\b(?:what|which) (?:city|town|country|place|location|venue|address)\b",
            re.I,
        ),
    ),
    ("person", re.compile(r"^\s*(?:who|whom)\b", re.I)),
    # "how are they getting there": a means of transport
    ("means", re.compile(rf"^\s*how\b(?:\s+[\w']+){{0,5}}?\s+{_MOVING}", re.I)),
    # a head noun or verb saying the kind ("what is the budget", "what are we charged")
    ("amount", re.compile(rf"\b(?:{_PAYING})\b", re.I)),
    ("place", re.compile(r"\b(?:venue|location|address|city|town|country)\b", re.I)),
    ("time", re.compile(r"\b(?:date|deadline)\b", re.I)),
    # "which teacher": a person; "which platform / supplier / hotel": one of several named things
    ("person", re.compile(rf"^\s*which\s+(?:[\w-]+\s+)?(?:{_PEOPLE})\b", re.I)),
    ("name", re.compile(r"^\s*which\b", re.I)),
)

_CAPITAL = r"[a-z]?[A-Z][\w'-]*"
_POSSESSED = re.compile(r"\b(?:my|our|his|her|their|your)\s+([a-z]+)(?:\s+([a-z]+))?", re.I)
#: A person named with a title: no answer to "which <thing>".
_TITLED = re.compile(r"\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame)\b\.?(?:\s+[A-Z][\w'-]*)+")
# a weekday also in the plural: "on Sundays" says when as "on Sunday" does
_CALENDAR = rf"\b(?:{'|'.join(_MONTHS.split())}|(?:{'|'.join(_DAYS.split())})s?)\b"
_CALENDAR_WORD = re.compile(_CALENDAR, re.I)
_CLOCK = r"\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s*(?:am|pm)\b"

#: A place written in lower case with its number or letter: "room B14", "bay 3", "pontoon C",
#: "gate 12" (a closed class of nouns naming parts of a site; what follows is an identifier: a
#: number, or one or two capitals, with a letter or digits). Unambiguous, where a capitalised
#: word after "in" may name a tool ("logged in eLabJournal") as well as a place.
_SITE_NOUNS = (
    r"room|rooms|bay|bays|suite|ward|floor|level|building|block|wing|unit|berth|pontoon|dock|"
    r"quay|pier|lab|laboratory|office|hall|gate|platform|desk|shelf|locker|cabinet|rack|aisle|"
    r"zone|pen|stall|hangar|shed|yard|plot|lot|cell|corridor|studio|flat|apartment|house|"
    r"terminal|stand|bed|bench|box|bin|freezer|fridge|drawer"
)
_NUMBERED_PLACE = re.compile(
    rf"\b(?i:{_SITE_NOUNS})\s+(?:no\.?\s*)?(?:\d+[A-Za-z]?|(?!I\b)[A-Z]{{1,2}}-?\d*)(?![\w'-])"
)

#: A place after a preposition: a name ("in Bath", "at the Guildhall"), or a part of one, a
#: lower-case noun and "of" ("in the crypt of St Mary's", "at the back of the Guildhall").
_PLACE_NAME = (
    r"\b(?:in|at|to|near)\s+(?:the\s+(?:[a-z]+\s+){1,2}?of\s+)?"
    rf"(?:the\s+)?({_CAPITAL})"
)
#: A name has two letters at least: a capital alone is an initial, a grade, a musical note, a
#: setting ("A=415", "plan B", "I"), not a person, place or named thing.
_NAME_LIKE = re.compile(r"[a-z]?[A-Z][\w'-]*[A-Za-z0-9]")

#: A sum said by its period, without a currency: "I pay 750 a month", "40 per lesson" (a
#: number right before the period; "three times a week", "two weeks a year" are no sums).
_PER_PERIOD = rf"{_NUMBER}\s+(?:a|an|per)\s+(?:hour|day|week|month|year|night|session|lesson)\b"

_HOLDS = {
    "amount": re.compile(
        rf"{_CURRENCY}\s*{_NUMBER}|{_NUMBER}\s*(?:k\b|{_CURRENCY})|\b\d{{1,3}}(?:,\d{{3}})+\b"
        rf"|{_PER_PERIOD}",
        re.I,
    ),
    "count": re.compile(_NUMBER, re.I),
    "duration": re.compile(rf"{_NUMBER}\s*(?:more\s+)?{_UNITS}\b|\bround[- ]the[- ]clock\b", re.I),
    "frequency": re.compile(
        r"\b(?:every|each|per|daily|weekly|fortnightly|monthly|quarterly|yearly|annually|"
        r"hourly|once|twice|nightly)\b|\b(?:a|an)\s+(?:day|week|month|quarter|year)\b",
        re.I,
    ),
    "clock": re.compile(rf"{_CLOCK}|\b(?:noon|midnight)\b", re.I),
    "ratio": re.compile(
        rf"\b(?:for|to|per|in)\s+(?:every|each)\s+{_NUMBER}|\bper\s+{_NUMBER}|"
        rf"{_NUMBER}\s+(?:to|in)\s+{_NUMBER}\b|\b\d+\s*:\s*\d+\s+ratio\b",
        re.I,
    ),
    "means": re.compile(rf"\b(?:{_VEHICLES})\b|\bon foot\b", re.I),
    "colour": re.compile(rf"\b(?:{_COLOURS})(?:-?ish)?\b", re.I),
    "time": re.compile(
        rf"{_CALENDAR}|{_CLOCK}|\b(?:19|20)\d\d\b|"
        r"\b(?:today|tomorrow|tonight|yesterday|next|last)\b",
        re.I,
    ),
}


#: A number that is part of a name or a setting, not a count: glued to letters ("B14", "MP3"),
#: set with "=" ("A=415", "n = 12") or after a code in capitals ("ISO 9001", "SOC 2").
_IDENTIFIER = r"\b[A-Za-z]+\d[\w.-]*|\b[A-Za-z]\w*\s*=\s*\d[\d.,]*|\b(?-i:[A-Z]{2,})[\s-]\d[\d.]*"

#: Numbers that measure something else than a count: a sum, a duration, a date, a time of day,
#: a share ("4,000 euros a year" answers no "how many researchers"; "three postdocs" does).
_NOT_COUNTS = re.compile(
    rf"{_HOLDS['amount'].pattern}|{_HOLDS['duration'].pattern}|{_CLOCK}|"
    rf"{_NUMBER}(?:st|nd|rd|th)?\s+(?:of\s+)?{_CALENDAR}|{_CALENDAR}\s+{_NUMBER}|"
    rf"{_NUMBER}\s*(?:%|percent\b|per\s*cent\b)|\b(?:19|20)\d\d\b|{_IDENTIFIER}",
    re.I,
)


def _holds_count(text: str) -> bool:
    """A number that counts things: not part of a sum, a duration, a date, a time or a share."""
    return bool(_HOLDS["count"].search(_NOT_COUNTS.sub(" ", text)))


_DATE = re.compile(
    rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{'|'.join(_MONTHS.split())})\b|"
    rf"\b(?:{'|'.join(_MONTHS.split())})\s+\d{{1,2}}(?:st|nd|rd|th)?\b",
    re.I,
)


#: A value set with "=" or a number with a unit of measure (a closed class of common units).
_MEASURED = re.compile(
    rf"\b[A-Za-z]\w*\s*=\s*\d|{_NUMBER}\s*(?:°|"
    r"(?:hz|khz|mhz|degrees?|kg|kilos?|kilograms?|grams?|stones?|g|mg|ml|l|litres?|liters?|km|m|"
    r"cm|mm|metres?|meters?|centimet(?:re|er)s?|feet|ft|"
    r"inch(?:es)?|miles?|mph|kph|km/h|bpm|volts?|v|watts?|w|psi|bar|lbs?)\b)",
    re.I,
)
#: A number said as the count of something: "there are six of us", "we are twelve".
_HEADCOUNT = re.compile(
    rf"\bthere\s+(?:are|were|will\s+be|'ll\s+be)\s+(?:now\s+|still\s+|only\s+|just\s+)?"
    rf"{_NUMBER}|{_NUMBER}\s+of\s+(?:us|them|you)\b|\b(?:we|they)\s+are\s+{_NUMBER}\b",
    re.I,
)


def fit_strength(
    kind: str | None, text: str, asked: Collection[str], asked_stems: Collection[str]
) -> int:
    """How well ``text`` holds the kind asked for: 0 not at all, 1 holds it, 2 holds its most
    specific form (for a time, a calendar date: "12 December" over "on Wednesday")."""
    if not holds_kind(kind, text, asked, asked_stems):
        return 0
    if kind == "time" and _DATE.search(text):
        return 2
    if kind == "measure" and _MEASURED.search(text):
        return 2  # a value set or measured: "A=415", "18 degrees", not a count of players
    if kind in ("count", "size") and _HEADCOUNT.search(text):
        return 2  # a count said as one: "there are six of us", not a number said by the way
    if kind == "source" and _named(_SOURCE_NAME, text, asked):
        return 2  # the source named as one: "we buy them off Etsy", "it comes from Hartwell"
    return 1


def possessed(text: str) -> set[str]:
    """The stems of what ``text`` says is someone's: the word or two after a possessive ("my
    bedroom", "our younger son"; not "the Rowan children")."""
    return {stem(w.lower()) for pair in _POSSESSED.findall(text) for w in pair if w}


def holds_number(text: str) -> bool:
    """Whether ``text`` says a number, in digits or words, whatever it counts or measures."""
    return bool(re.search(_NUMBER, text, re.I))


def expected_kind(question: str) -> str | None:
    """The kind of value ``question`` asks for, or ``None`` when its form does not say."""
    for kind, pattern in _ASKS:
        if pattern.search(question):
            return kind
    return None


def holds_kind(
    kind: str | None, text: str, asked: Collection[str] = (), asked_stems: Collection[str] = ()
) -> bool:
    """Whether ``text`` holds a value of ``kind``. For a place or a person, the name must be
    another than the asked ones ("Kestrel is on Saturday" names no place but Kestrel); a
    relation ("my uncle") is a person too, unless the question says it (``asked_stems``: "Who
    leads my team?" is not answered by "my team")."""
    if kind is None:
        return False
    if kind == "count":
        return _holds_count(text)
    if kind == "age":
        return holds_number(text)
    if kind == "measure":  # a number set as a value ("A=415", "18 degrees"), not a sum or date
        return bool(_MEASURED.search(text) or re.search(_IDENTIFIER, text)) or _holds_count(text)
    if kind == "size":
        return bool(_HOLDS["amount"].search(text)) or _holds_count(text)
    if kind in _HOLDS:
        return bool(_HOLDS[kind].search(text))
    # a relation is someone's when a possessive comes before it ("my uncle"), not "six children"
    relations = possessed(text) & RELATIONS
    if kind == "person" and relations - set(asked_stems):
        return True  # "my uncle lives in Springfield" answers "Who lives in Springfield?"
    if kind == "name":
        text = _TITLED.sub(" ", text)  # "which regulation" is not answered by "Dr. Amara Okafor"
    if kind in ("place", "source") and _NUMBERED_PLACE.search(text):
        return True  # "the cohort is in room B14"
    if kind == "place":
        return _named(_PLACE_NAME, text, asked)
    if kind == "source":
        return _named(_PLACE_NAME, text, asked) or _named(_SOURCE_NAME, text, asked)
    # person, body or other named thing: a name not opening a sentence; for a person, not one
    # after a preposition of place ("berthed at Fairlie" names a place, not who insures it)
    at = kind == "person"
    return any(
        not (at and _AT_PLACE.search(text, 0, m.start()))
        for m in _matches(rf"(?<=[\w,] )({_CAPITAL})", text, asked)
    )


#: A source named after "from", "off", "via" or "through" ("printed off IMSLP").
_SOURCE_NAME = rf"\b(?:from|off|via|through)\s+(?:the\s+)?({_CAPITAL})"
#: A preposition of place right before a position (see :func:`holds_kind`).
_AT_PLACE = re.compile(r"\b(?:in|at|near)\s+(?:the\s+(?:[a-z]+\s+){1,2}?of\s+)?(?:the\s+)?$")


def _matches(pattern: str, text: str, asked: Collection[str]) -> list[re.Match[str]]:
    """The matches of ``pattern`` whose group 1 is a name (two letters at least, not asked, no
    month or weekday)."""
    return [
        m
        for m in re.finditer(pattern, text)
        if _NAME_LIKE.match(m.group(1))
        and m.group(1) not in asked
        and not _CALENDAR_WORD.fullmatch(m.group(1))
    ]


def _named(pattern: str, text: str, asked: Collection[str]) -> bool:
    """Whether ``pattern`` finds a name in ``text`` other than the asked ones."""
    return bool(_matches(pattern, text, asked))


def related_stems(wanted: Collection[str], have: Collection[str]) -> int:
    """How many of ``wanted`` match a derived form among ``have`` without being equal: one
    stem begins the other ("photo" / "photograph"), or both share all but their last letter or
    two ("complianc" / "compliant"). Stems under five letters never match this way."""
    found = 0
    for word in wanted:
        if len(word) < 5 or word in have:
            continue
        for other in have:
            if len(other) < 5 or other == word:
                continue
            short, long_ = sorted((word, other), key=len)
            common = len(os.path.commonprefix([word, other]))
            if long_.startswith(short) or (common >= 7 and common >= len(short) - 2):
                found += 1
                break
    return found
