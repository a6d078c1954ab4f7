"""Text judgement's one home: tokens, stop words, negation, stems, polarity and emotion lexicons.

Pure functions and constants (no I/O). Everything in the package that reads words for meaning
uses these, so two modules can no longer disagree about what "isn't", "hates" or "cannot" means:

- :func:`words` — the tokenizer (lower case, typographic apostrophes folded, hyphens and
  apostrophes kept inside words);
- :func:`expand_contractions` — "can't"/"cannot" → "can not", "isn't" → "is not", "I'm" →
  "I am", …;
- :data:`STOP_WORDS` — English function words (negations are *not* stop words here);
- :data:`NEGATIONS` / :func:`is_negation` — not, no, never, none, nobody, nothing, …;
- :func:`stem` — the Snowball English stemmer (PyStemmer), the stems LanceDB's full-text index
  uses;
- :data:`POLARITY` / :func:`polarity_of` — antonym pairs folded onto one concept with a sign
  (hate → −like, closed → −open, cold → −hot, unable → −can, …), looked up by stem; the word
  lists are data in :mod:`yeastlab.core.lexicon`, with the synonyms (:func:`term`) and kinds
  of things (:data:`KIND_OF`: dog → pet);
- :data:`FREQUENCY` — frequency adverbs and their level (always 3 … sometimes 1; never,
  rarely are negations);
- :data:`EMOTIONS` — the emotion lexicon: word → (valence, arousal, fear, sorrow, boredom);
- :data:`ATTRIBUTES` / :func:`attributes_of` — attribute families (where one lives, work,
  phone, pets, diet, reading …): words that speak of one attribute of a person;
- :data:`RELATIONS` — words naming someone by relation (sister, boss, son …).

The input boundary (:mod:`yeastlab.core.textinput`, re-exported here): :func:`clean_input` is
the one place every text entering the package (chat, stream, remember, forget, search, ingest,
prompt files, ai-yeast imports, the inspector's input) is validated and normalised;
:func:`decode_text` reads bytes (prompt files) the same way.

Built on these: :mod:`yeastlab.core.values` (numbers, money, dates as values),
:mod:`yeastlab.core.clauses` (clauses read as claims) and :mod:`yeastlab.core.claims` (the one
claim comparison).
"""

from __future__ import annotations

import re
from functools import lru_cache

import Stemmer

from yeastlab.core.lexicon import ANTONYMS, EXACT, HYPERNYMS, VERB_SYNONYMS
from yeastlab.core.lexicon import SYNONYMS as _SYNONYM_GROUPS
from yeastlab.core.textinput import INPUT_ERRORS, clean_input, decode_text

__all__ = [
    "clean_input",
    "decode_text",
    "INPUT_ERRORS",
    "words",
    "expand_contractions",
    "stem",
    "lemma",
    "root",
    "content_stems",
    "STOP_WORDS",
    "QUESTION_OPENERS",
    "PAST",
    "INTERJECTIONS",
    "INTERJECTION",
    "NEGATIONS",
    "is_negation",
    "POLARITY",
    "polarity_of",
    "FREQUENCY",
    "EMOTIONS",
    "EMOTION_WORDS",
    "ATTRIBUTES",
    "attributes_of",
    "term",
    "SYNONYMS",
    "KIND_OF",
    "VERB_TERMS",
    "RELATIONS",
]


def _list(text: str) -> list[str]:
    return text.split()


_TOKEN = re.compile(r"[\w'-]+")
_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'"})


def words(text: str) -> list[str]:
    """Lower-case word tokens; hyphens and apostrophes kept inside words ("double-check")."""
    lowered = text.lower().translate(_APOSTROPHES)
    return [w.strip("-'_") for w in _TOKEN.findall(lowered) if w.strip("-'_")]


_CONTRACTIONS = tuple(
    (re.compile(pattern), replacement)
    for pattern, replacement in (
        (r"\bcan't\b|\bcannot\b|\bcant\b", "can not"),
        (r"\bwon't\b|\bwont\b", "will not"),
        (r"\bshan't\b", "shall not"),
        (r"\bain't\b", "is not"),
        (
            r"\b(do|does|did|is|are|was|were|has|have|had|would|should|could|must|need)nt\b",
            r"\1 not",
        ),  # fmt: skip
        (r"n't\b", " not"),
        # chat without apostrophes: "im 27", "ive been", "youre right", "theyre here"
        (r"\bim\b", "i am"),
        (r"\bive\b", "i have"),
        (r"\b(you|they|we)re\b", r"\1 are"),
        (r"'m\b", " am"),
        (r"'re\b", " are"),
        (r"'ve\b", " have"),
        (r"'ll\b", " will"),
        (r"'d\b", " would"),
    )
)


_MAY_CONTRACT = re.compile(r"'|cannot|\bcant\b|\bwont\b|nt\b|\bim\b|\bive\b|\b(?:you|they|we)re\b")


def expand_contractions(text: str) -> str:
    """Lower-cased ``text`` with negative and pronoun contractions spelled out."""
    lowered = text.lower().translate(_APOSTROPHES)
    if _MAY_CONTRACT.search(lowered):  # one search instead of eleven substitutions
        for pattern, replacement in _CONTRACTIONS:
            lowered = pattern.sub(replacement, lowered)
    return lowered


_STEMMER = Stemmer.Stemmer("english")


@lru_cache(maxsize=1 << 16)
def stem(word: str) -> str:
    """The Snowball English stem of a lower-case word (the stemmer LanceDB uses)."""
    return _STEMMER.stemWord(word)


# Irregular past forms: Snowball leaves "forgot" and "forget" apart.
_IRREGULAR_TEXT = """
    forgot:forget forgotten:forget went:go gone:go goes:go ate:eat eaten:eat drank:drink drunk:drink
    ran:run swam:swim wrote:write written:write spoke:speak spoken:speak bought:buy sold:sell
    took:take taken:take made:make gave:give given:give knew:know known:know thought:think
    felt:feel lost:lose won:win began:begin begun:begin came:come saw:see seen:see told:tell
    said:say got:get gotten:get drove:drive driven:drive flew:fly flown:fly slept:sleep
    kept:keep met:meet paid:pay taught:teach caught:catch brought:bring found:find held:hold
    rode:ride ridden:ride sang:sing sung:sing sat:sit stood:stand understood:understand
    woke:wake woken:wake wore:wear worn:wear grew:grow grown:grow threw:throw thrown:throw
    chose:choose chosen:choose broke:break broken:break spent:spend sent:send built:build
    fell:fall fallen:fall heard:hear meant:mean left:leave led:lead lent:lend hid:hide
    bit:bite fed:feed fought:fight sought:seek sank:sink shook:shake stole:steal swore:swear
    """
IRREGULAR: dict[str, str] = dict(pair.split(":") for pair in _list(_IRREGULAR_TEXT))


def lemma(word: str) -> str:
    """The base form of an irregular past ("forgot" → "forget"); other words unchanged."""
    return IRREGULAR.get(word, word)


def root(word: str) -> str:
    """The stem of the base form: ``stem(lemma(word))`` ("forgot" and "forgets" → "forget")."""
    return stem(lemma(word))


#: Words that open a question ("Where did I …", "Was it …", "Can you …").
QUESTION_OPENERS = frozenset(
    _list(
        "what who whom whose when where why how which do does did is are was were can could "
        "would will should"
    )
)

#: What a question about the past says ("where did I live before?", "my old job", "the history
#: of …"): one pattern for the question's context (:func:`yeastlab.cognition.updates.
#: asks_about_past` brings superseded memories back marked former) and the offline answer (which
#: then answers from the former item).
PAST = re.compile(
    r"\b(?:before|previous(?:ly)?|formerly|former|used\s+to|earlier|originally|at\s+first|"
    r"prior|in\s+the\s+past|back\s+then|(?:my|the)\s+old\b|history\s+of)",
    re.I,
)

#: Interjections (a closed class): a sentence that opens with one followed by a comma or a stop
#: ("Oh, …", "Yeah! …", "Thanks, …") says its claim or request after it. One list for the claim
#: reader (:mod:`yeastlab.core.clauses`), the forget reader (:mod:`yeastlab.cognition.forget_words`)
#: and the names (:data:`yeastlab.core.entities.OPENERS`, which adds discourse words).
INTERJECTIONS = frozenset(
    _list(
        "yes yeah yep yup yea no nope nah ok okay sure thanks cheers hey hi hello wow whoa oh ah "
        "ooh omg haha hahaha lol hmm well yay cool great awesome nice amazing sorry congrats "
        "congratulations indeed totally absolutely definitely exactly true right"
    )
)
#: :data:`INTERJECTIONS` as a regular-expression alternation, with "thank you"/"thank god" and
#: drawn-out "aww".
INTERJECTION = r"thank\s+\w+|aw+|" + "|".join(sorted(INTERJECTIONS, key=len, reverse=True))

#: English function words. Negations are kept out: they carry a claim's polarity.
STOP_WORDS = frozenset(
    _list(
        """
    a about above after again against all also am an and any are as at be because been before
    being below between both but by could did do does doing down during each few for from further
    had has have having he her here hers herself him himself his how i if in into is it its itself
    just me might more most must my myself of off on once only or other our ours ourselves out
    over same shall she should so some such than that the their theirs them themselves then
    there these they this those through to too under until up us very was we were what when where
    which while who whom whose why will with would you your yours yourself yourselves may can
    """
    )
)

#: Words that negate the clause they are in ("n't" is expanded to "not" first).
NEGATIONS = frozenset(
    _list(
        "not no never none nobody nothing neither nor nowhere cannot without hardly barely "
        "seldom rarely scarcely"
    )
)


def is_negation(word: str) -> bool:
    """Whether a token negates its clause (``n't`` contractions included)."""
    return word in NEGATIONS or word.endswith("n't")


def content_stems(text: str, *, min_length: int = 2) -> set[str]:
    """Stems of the non-stop, non-negation words of ``text`` (for overlap measures)."""
    return {
        stem(w)
        for w in words(expand_contractions(text))
        if w not in STOP_WORDS and w not in NEGATIONS and len(w) >= min_length
    }


def _polarity_table() -> dict[str, tuple[str, int]]:
    table: dict[str, tuple[str, int]] = {}
    for concept, positive, negative in ANTONYMS:
        for sign, group in ((1, positive), (-1, negative)):
            for word in group.split():
                # "=word" as written, "~word" as written and only as a predicate; else by root
                exact = word[0] in "=~" or word in EXACT
                key = (word if word[0] in "=~" else f"={word}") if exact else root(word)
                table.setdefault(key, (concept, sign))
    return table


#: stem (or ``=word`` for words matched as written, ``~word`` for those that are polar only as a
#: predicate) → (concept, sign): "hates" → ("like", −1), "=closed" → ("open", −1).
POLARITY: dict[str, tuple[str, int]] = _polarity_table()


def polarity_of(word: str, *, predicative: bool = False) -> tuple[str, int] | None:
    """The (concept, sign) a word asserts, or ``None`` when it is not a polar word.

    ``predicative``: the word follows a copula or an intensifier ("is too firm", "so light"),
    where the words polar only as predicates (``~firm``: not "a law firm") count too."""
    found = POLARITY.get(f"={word}") or POLARITY.get(root(word))
    if found is None and predicative:
        found = POLARITY.get(f"~{word}")
    if found is None and len(word) > 5 and word.endswith("er"):  # comparatives: "cheaper"
        base = word[:-3] + "y" if word.endswith("ier") else word[:-2]
        found = POLARITY.get(root(base))
        if found is None and base[-1] == base[-2]:  # "bigger" (but "winter" is no "win")
            found = POLARITY.get(root(base[:-1]))
    return found


#: stem → the stem of the first word of its synonym group ("kid" → "child").
SYNONYMS: dict[str, str] = {
    root(w): root(group.split()[0])
    for group in (*_SYNONYM_GROUPS, *VERB_SYNONYMS)
    for w in group.split()
}
#: The terms of the verbs of :data:`~yeastlab.core.lexicon.VERB_SYNONYMS` ("pay" for "cost"):
#: what is done, never the thing two sentences both name.
VERB_TERMS = frozenset(root(group.split()[0]) for group in VERB_SYNONYMS)


def term(word: str) -> str:
    """A content word's comparable form: its root, folded onto a synonym group's first word."""
    found = root(word)
    return SYNONYMS.get(found, found)


#: term of a thing → term of its kind ("dog" → "pet", "son" → "child"): see
#: :data:`yeastlab.core.lexicon.HYPERNYMS`.
KIND_OF: dict[str, str] = {
    term(w): term(group.split()[0]) for group in HYPERNYMS for w in group.split()[1:]
}


#: Frequency adverbs: the level they assert (never, rarely, seldom are in :data:`NEGATIONS`).
FREQUENCY = {
    "always": 3,
    "every": 3,
    "everyday": 3,
    "daily": 3,
    "constantly": 3,
    "usually": 2,
    "often": 2,
    "frequently": 2,
    "regularly": 2,
    "normally": 2,
    "typically": 2,
    "generally": 2,
    "mostly": 2,
    "sometimes": 1,
    "occasionally": 1,
}

# (valence, arousal, fear, sorrow, boredom); None = the word says nothing about that dimension.
_EMOTION_GROUPS: tuple[tuple[str, tuple[float | None, ...]], ...] = (
    (
        "died dead death funeral grief grieving mourn mourning lost loss",
        (-0.8, 0.5, 0.2, 0.9, None),
    ),
    (
        "sad sadness unhappy crying cried tears heartbroken lonely miss missed",
        (-0.7, 0.3, None, 0.8, None),
    ),
    ("depressed hopeless miserable sorrow regret", (-0.8, 0.2, None, 0.85, None)),
    ("anxious anxiety worried worry worrying nervous uneasy", (-0.6, 0.7, 0.75, None, None)),
    (
        "afraid scared fear terrified frightened panic panicking dread",
        (-0.7, 0.8, 0.9, None, None),
    ),
    ("threat danger dangerous unsafe deadline exam interview", (-0.4, 0.6, 0.6, None, None)),
    ("stressed stress overwhelmed tense pressure", (-0.6, 0.75, 0.55, None, None)),
    (
        "angry furious mad hate hates annoyed irritated rage despise loathe",
        (-0.8, 0.85, 0.2, None, None),
    ),
    (
        "criticizes criticized criticism blamed blames yelled shouted insulted",
        (-0.7, 0.7, 0.3, 0.3, None),
    ),
    ("hurt pain painful sick ill injured", (-0.7, 0.5, 0.4, 0.6, None)),
    ("fail failed failure fired rejected broke", (-0.7, 0.5, 0.4, 0.6, None)),
    (
        "happy glad joy joyful delighted love loved wonderful great adore",
        (0.8, 0.5, None, None, None),
    ),
    ("excited thrilled amazing fantastic awesome celebrate won", (0.85, 0.9, None, None, None)),
    ("proud grateful thankful relieved hopeful", (0.7, 0.4, None, None, None)),
    ("calm peaceful relaxed content safe", (0.5, 0.1, None, None, None)),
    ("good nice fine okay ok pleasant", (0.3, 0.2, None, None, None)),
    ("bored boring dull tedious monotonous meh", (-0.3, 0.05, None, None, 0.9)),
    ("tired sleepy routine usual whatever", (-0.1, 0.1, None, None, 0.5)),
)

#: The emotion lexicon: word → (valence, arousal, fear, sorrow, boredom), ``None`` = silent.
EMOTIONS: dict[str, tuple[float | None, ...]] = {
    word: values for group, values in _EMOTION_GROUPS for word in group.split()
}

#: Words naming a strong feeling (|valence| ≥ 0.6, or fear/sorrow ≥ 0.6): what makes a message
#: emotionally salient.
EMOTION_WORDS = frozenset(
    word
    for word, (valence, _arousal, fear, sorrow, _boredom) in EMOTIONS.items()
    if abs(valence or 0.0) >= 0.6 or (fear or 0.0) >= 0.6 or (sorrow or 0.0) >= 0.6
)

# Attribute families: the words that speak of one attribute of a person ("where do I live?" is
# answered by "I moved to Denver"; "what is my job?" by "I work as a nurse"). Read by retrieval's
# relevance floor, the offline backend's answers and the update detector (cognition/updates).
_ATTRIBUTE_GROUPS = {
    "residence": "live lives lived living moved move moving relocated apartment city town "
    "neighborhood neighbourhood house flat home",
    "work": "work works worked working job employer company hired joined quit office career "
    "position role profession occupation",
    "phone": "phone cell mobile",
    "email": "email e-mail",
    "pet": "dog cat puppy kitten pet hamster parrot rabbit budgie tortoise turtle ferret pony "
    "greyhound labrador beagle terrier poodle spaniel husky collie retriever",
    "diet": "vegetarian vegan pescatarian meat fish diet eat eating gluten keto",
    "reading": "reading read book novel",
    "study": "study studies studying student major degree university college school course phd "
    "thesis",
    "car": "car drive truck",
    "partner": "girlfriend boyfriend wife husband partner dating married engaged fiance fiancee "
    "divorced",
}

#: Attribute family → the stems of its words.
ATTRIBUTES: dict[str, frozenset[str]] = {
    family: frozenset(stem(w) for w in members.split())
    for family, members in _ATTRIBUTE_GROUPS.items()
}


def attributes_of(stems: set[str] | frozenset[str]) -> set[str]:
    """The attribute families (:data:`ATTRIBUTES`) whose words are among ``stems``."""
    return {family for family, members in ATTRIBUTES.items() if stems & members}


#: Stems of the words naming someone by relation (sister, boss, son …): "my sister moved" is not
#: "I moved", and "Where does my father live?" is not answered by what my mother does.
RELATIONS = frozenset(
    stem(w)
    for w in _list(
        "sister brother mom mother dad father parents friend wife husband son daughter "
        "colleague coworker boss manager partner neighbor neighbour cousin aunt uncle grandma "
        "grandpa grandmother grandfather girlfriend boyfriend roommate kid kids child children "
        "team nephew niece"
    )
)
