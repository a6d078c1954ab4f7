"""The lexicon text judgement reads: opposite words, words for one thing, kinds of things.

Data only (no I/O, no logic): :mod:`yeastlab.core.text` builds its look-up tables from these.

- :data:`ANTONYMS` — each entry a concept, the words that assert it and the words that assert its
  opposite, looked up by stem. A word written ``=word`` is matched as written (its stem is shared
  with unrelated words: "closed" / "close friend", "dull" / "dully"); ``~word`` only as a
  predicate, after a copula or an intensifier ("the mattress is too firm", not "a law firm";
  "the bag is light", not "the light is on"). The two ends of each scale are ordinary words a
  person says of a thing, a person or a state; both ends of one scale in one clause say no
  polarity ("through the good and the bad").
- :data:`SYNONYMS` — words for one thing (British and American English, plain and formal,
  spelling variants, verbs that report one fact: "cost" / "paid"), folded onto the first.
- :data:`VERB_SYNONYMS` — verbs that report one fact ("cost" / "paid", "bought" / "purchased").
- :data:`HYPERNYMS` — a kind and the things of that kind ("pets": dogs, cats …), so "has no pets"
  meets "has two dogs" (but "has no dog" says nothing against "has pets").
"""

from __future__ import annotations

__all__ = ["ANTONYMS", "EXACT", "SYNONYMS", "VERB_SYNONYMS", "HYPERNYMS", "IDIOMS"]


def _words(text: str) -> list[str]:
    return text.split()


# Each entry: the concept, the words that assert it, the words that assert its opposite.
ANTONYMS = (
    (
        "like",
        "like love adore enjoy fond keen favourite favorite fave =fun",
        "dislike hate detest loathe despise =boring =dull =tedious",
    ),
    ("hot", "hot warm boiling", "cold chilly freezing"),
    ("open", "open", "closed shut"),
    ("true", "true correct accurate", "false incorrect wrong inaccurate"),
    ("possible", "possible", "impossible"),
    ("can", "able capable", "unable incapable"),
    ("safe", "safe", "unsafe dangerous"),
    ("happy", "happy glad", "unhappy sad miserable"),
    ("alive", "alive", "dead deceased =died"),
    ("married", "married ~engaged =wed =weds =wedded", "single unmarried divorced widowed"),
    ("win", "win won", "lose lost"),
    ("pass", "pass passed succeed", "fail failed"),
    ("agree", "agree", "disagree"),
    ("accept", "accept approve", "reject refuse decline deny"),
    ("allow", "allow permit", "forbid ban prohibit"),
    ("legal", "legal", "illegal"),
    ("available", "available", "unavailable"),
    ("full", "full crowded packed", "empty deserted"),
    ("early", "early", "late"),
    ("increase", "increase rise", "decrease shrink"),
    ("start", "start begin", "stop quit"),
    ("remember", "remember", "forget"),
    ("include", "include", "exclude"),
    ("easy", "easy simple ~soft", "hard difficult ~firm"),
    ("cheap", "cheap inexpensive affordable", "expensive pricey =costly"),
    ("fast", "fast quick", "slow"),
    ("big", "big large huge enormous massive", "small tiny"),
    ("tall", "tall =long lengthy", "short brief"),
    ("young", "young new younger newer", "old elderly older"),
    ("rich", "rich wealthy", "poor"),
    ("wet", "wet", "dry"),
    ("clean", "clean spotless", "dirty filthy"),
    ("quiet", "quiet silent", "loud noisy"),
    ("healthy", "healthy", "sick ill unwell"),
    ("awake", "awake", "asleep"),
    ("busy", "busy", "idle ~free"),
    ("employ", "employed", "unemployed retired jobless"),
    ("visible", "visible", "invisible"),
    ("public", "public", "private"),
    ("vegetarian", "vegetarian vegan", "carnivore"),
    ("introvert", "introvert introverted", "extrovert extroverted"),
    ("optimist", "optimist optimistic", "pessimist pessimistic"),
    ("enabled", "enabled active", "disabled inactive"),
    ("win", "victory", "defeat"),
    ("light", "bright", "dark"),
    ("good", "good great better best", "bad terrible awful worse worst"),
    ("inside", "inside indoors indoor", "outside outdoors outdoor"),
    ("permanent", "permanent", "temporary"),
    ("high", "high higher", "low lower"),
    ("top", "top", "bottom"),
    ("upstairs", "upstairs", "downstairs"),
    # qualities of things and people, each pair the two ends of one scale
    ("deep", "deep", "shallow"),
    ("strong", "strong potent", "weak watery diluted"),
    ("spicy", "spicy", "mild bland"),
    ("tidy", "tidy neat organised organized", "messy untidy disorganised disorganized"),
    ("sober", "sober teetotal", "drunk"),
    ("thick", "thick ~fat overweight chubby plump", "thin skinny slim underweight"),
    ("wide", "wide broad", "narrow"),
    ("heavy", "heavy", "lightweight ~light"),
    ("smooth", "smooth", "rough bumpy"),
    ("strict", "strict", "lenient"),
    ("polite", "polite courteous", "rude impolite"),
    ("friendly", "friendly", "unfriendly hostile aggressive"),
    ("honest", "honest truthful", "dishonest"),
    ("generous", "generous", "stingy"),
    ("lazy", "lazy", "hardworking hard-working diligent"),
    ("calm", "calm relaxed easygoing easy-going laid-back", "nervous anxious stressed uptight"),
    ("brave", "brave", "cowardly"),
    ("punctual", "punctual", "tardy"),
    ("loose", "loose", "tight"),
    ("comfortable", "comfortable comfy cosy cozy snug", "uncomfortable"),
    ("outgoing", "outgoing sociable", "shy"),
    ("right-handed", "right-handed", "left-handed"),
    ("full-time", "full-time", "part-time"),
    ("smoker", "smoker", "non-smoker"),
    ("remote", "remote remotely", "on-site onsite in-person"),
    # more scales of things and people (2026-11-27: the classes fresh_6 showed missing)
    ("sharp", "sharp", "blunt"),
    ("near", "~near ~nearby ~close", "far distant faraway"),
    ("beautiful", "beautiful gorgeous attractive handsome", "ugly hideous unattractive"),
    ("tasty", "tasty delicious yummy", "disgusting revolting inedible"),
    ("fresh", "~fresh", "stale rotten mouldy moldy"),
    ("modern", "~modern", "old-fashioned outdated"),
    ("common", "~common", "~rare uncommon"),
    ("positive", "~positive", "~negative"),
    ("guilty", "guilty", "innocent"),
    ("patient", "~patient", "impatient"),
    ("mature", "mature", "immature"),
    ("responsible", "responsible", "irresponsible"),
    ("careful", "careful cautious", "careless reckless"),
    ("smart", "~smart clever intelligent", "stupid dumb"),
    ("confident", "confident", "insecure"),
    ("sweet", "sweet", "sour bitter"),
    ("sunny", "sunny", "cloudy rainy overcast"),
    ("straight", "~straight", "curly wavy"),
    ("flexible", "flexible", "rigid inflexible"),
    ("loyal", "loyal", "disloyal"),
    ("satisfied", "satisfied", "dissatisfied"),
    ("happy", "cheerful", "grumpy"),
    ("nice", "~nice gentle", "cruel nasty"),
    ("literate", "literate", "illiterate"),
    ("relevant", "relevant", "irrelevant"),
    ("online", "online", "offline"),
    ("present", "~present", "absent"),
    # a machine works or is broken ("is working again" is read as "functional")
    ("functioning", "functioning functional repaired", "broken faulty"),
    # the everyday scales in more of the words people use for their two ends (a thesaurus's
    # near-synonyms of each end, not one sentence's words): temperature, size, speed, mood,
    # effort, price, health, taste and texture, sound, light, age, distance, cleanliness,
    # safety, quality, weather
    (
        "hot",
        "scalding scorching sweltering toasty roasting blistering balmy steaming sizzling",
        "lukewarm tepid icy frigid frosty chilled ice-cold ~cool",
    ),
    (
        "big",
        "gigantic ~giant vast immense colossal spacious roomy oversized bulky sprawling",
        "minuscule microscopic teeny miniature cramped compact ~little",
    ),
    ("fast", "speedy swift rapid brisk prompt", "sluggish slowly"),
    (
        "happy",
        "thrilled delighted ecstatic overjoyed elated joyful upbeat ~content",
        "depressed disappointed devastated heartbroken upset gloomy",
    ),
    ("calm", "~chill", "furious angry livid panicky tense short-tempered"),
    (
        "energetic",
        "energetic energised energized lively refreshed",
        "drained exhausted tired weary fatigued",
    ),
    (
        "easy",
        "effortless straightforward foolproof painless intuitive",
        "tough strenuous tricky complicated challenging demanding gruelling grueling fiendish "
        "confusing",
    ),
    ("cheap", "~bargain", "overpriced rip-off"),
    ("healthy", "~fine ~fit ~well thriving", "injured frail bedridden dying"),
    ("spicy", "fiery", "flavourless flavorless tasteless"),
    ("wet", "moist damp humid soggy ~pouring ~raining ~drizzling", "parched arid"),
    ("crisp", "crispy crunchy ~crisp", "mushy mealy"),
    ("salty", "salty oversalted", "undersalted"),
    ("ripe", "ripe", "unripe"),
    ("tender", "~tender", "chewy rubbery"),
    (
        "quiet",
        "hushed peaceful muted =softly noiseless",
        "deafening rowdy booming blaring raucous thunderous",
    ),
    ("light", "brightly glaring sunlit ~lit well-lit", "dim dimly unlit murky windowless"),
    ("young", "~recent latest newborn brand-new", "ancient ~aged ~antique medieval secondhand"),
    ("near", "nearby", ""),
    (
        "clean",
        "immaculate pristine sparkling hygienic sanitary",
        "grimy grubby muddy stained polluted gross unhygienic unsanitary littered",
    ),
    ("tidy", "~organised", "cluttered"),
    (
        "safe",
        "secure sturdy ~stable harmless edible",
        "risky hazardous wobbly rickety poisonous toxic sketchy unstable flimsy",
    ),
    (
        "good",
        "excellent superb fantastic brilliant outstanding flawless perfect wonderful amazing "
        "terrific first-class top-notch",
        "mediocre shoddy sloppy lousy dreadful horrible atrocious",
    ),
    ("sunny", "sunshine", "stormy foggy snowy =snowing =snowed =hailing =hailed"),
    ("loose", "slack", ""),
    ("worthwhile", "worthwhile", "pointless useless"),
    # 2026-11-27 (later): the ends of more everyday scales and states — a slope, how engaging a
    # thing is (said as liking it), being pregnant, drunk or asleep, a light or a shade
    ("steep", "steep hilly ~uphill", "~flat ~level"),
    (
        "like",
        "=interesting =fascinating =gripping =riveting =thrilling =inspiring =hilarious =funny "
        "=entertaining =engaging",
        "=unbearable =insufferable =unwatchable",
    ),
    ("pregnant", "pregnant", ""),
    ("sober", "", "tipsy hammered intoxicated ~wasted"),
    ("awake", "", "~sedated napping dozing unconscious"),
    ("light", "", "~shaded shady faint"),
    # how a try came out: passed or failed, accepted or turned down
    (
        "pass",
        "success successful succeeded aced triumph",
        "unsuccessful flunked flunk flop fiasco",
    ),
    ("accept", "accepted approved", "rejected dismissed"),
    # words that are opposites of a place's, a surface's or a thing's state in context: a place
    # thronged or empty, water glassy or choppy, food fresh or gone off, land lush or barren,
    # a dough sticky or dry, a room orderly or chaotic
    ("full", "~heaving ~buzzing ~bustling ~rammed ~thronged ~jam-packed", "~sleepy"),
    ("smooth", "~glassy", "~choppy ~potholed"),
    ("fresh", "", "musty =curdled =rancid"),
    ("lush", "lush verdant", "barren"),
    ("wet", "~sticky =flooded =flooding", "~crumbly"),
    ("calm", "~orderly", "chaotic hectic frantic"),
)

#: Words whose stem is shared with unrelated words ("closed"/"close friend", "awful"/"aw",
#: "active"/"activity"): matched as written, not by stem (as ``=word`` in :data:`ANTONYMS`).
EXACT = frozenset(
    _words(
        "older employed unemployed closed shut awful terrible active inactive bored dead old "
        "short friendly unfriendly drunk retired widowed comfortable uncomfortable smoker remote"
    )
)

#: Words for one thing, folded onto the first of each group: "two kids" meets "no children",
#: "the flat" "the apartment", "my favorite season" "my favourite season", "the flight cost
#: 250 euros" "I paid 400 euros for the flight".
SYNONYMS = (
    "child children kid kids",
    "mother mum mom mommy mummy",
    "father dad daddy",
    "grandmother grandma granny gran nan nana",
    "grandfather grandpa granddad grandad gramps",
    "movie movies film films",
    "apartment apartments flat flats",
    "vacation vacations holiday holidays",
    "couch sofa",
    "car cars automobile",
    "truck trucks lorry lorries",
    "cookie cookies biscuit biscuits",
    "candy sweets",
    "trash rubbish garbage",
    "bicycle bicycles bike bikes",
    "television tv telly",
    "lawyer lawyers attorney attorneys",
    "vet vets veterinarian veterinarians",
    "waiter waiters waitress waitresses",
    "doctor doctors physician physicians",
    "shop shops store stores",
    "pharmacy pharmacies drugstore chemist",
    "taxi taxis cab cabs",
    "airplane plane planes aeroplane",
    "motorbike motorbikes motorcycle motorcycles",
    "trousers pants",
    "sneakers trainers",
    "teenager teenagers teen teens",
    "friend friends buddy buddies pal pals",
    # spelling variants
    "favourite favorite fave",
    "colour color colours colors",
    "centre center",
    "theatre theater",
    "neighbour neighbor neighbours neighbors",
    "grey gray",
    "organise organize",
    "licence license licences licenses",
    # street names abbreviated
    "street st",
    "avenue ave",
    "road rd",
)

#: Verbs that report one fact, folded like :data:`SYNONYMS` ("the flight cost 250 euros" / "I
#: paid 400 euros for the flight"). A verb is what is done, not the thing: the rules that need a
#: thing both sentences name leave these out.
VERB_SYNONYMS = (
    "pay paid cost costs",
    "buy bought purchase purchased",
    "speak speaks spoke talk talks",
    "fix fixed repair mend",
    "choose chose pick picked select selected",
    "help helped assist assisted",
    "finish finishes finished complete completed end ends ended",
    "leave leaves left depart departs departed",
    "close closes shuts",
    "earn earns earned",
    # eating and drinking are one thing a diet allows or not ("doesn't drink alcohol" / "ate")
    "eat eats ate eaten eating drink drinks drank drinking consume consumes consumed",
)

#: A kind, then things of that kind: a count of the things ("two dogs", "a dog") against none
#: of the kind ("no pets") clashes; the other way round it does not.
HYPERNYMS = (
    "pet dog dogs puppy cat cats kitten hamster parrot rabbit bird fish turtle tortoise snake "
    "lizard ferret",
    "child son sons daughter daughters",
    "sibling brother brothers sister sisters",
    "parent mother father",
    "vehicle car truck van motorbike bicycle scooter",
    "instrument piano guitar violin drum drums cello flute saxophone trumpet ukulele",
    "sport tennis football soccer basketball golf rugby cricket volleyball hockey baseball",
    "language french spanish german italian chinese mandarin japanese arabic russian "
    "portuguese korean dutch",
    "meat beef pork chicken lamb bacon ham steak sausage sausages burger burgers",
    "alcohol beer beers wine vodka whiskey whisky gin rum cocktail cocktails booze champagne "
    "prosecco cider",
    "dairy milk cheese butter yogurt yoghurt cream",
    "caffeine coffee coffees espresso espressos latte lattes cola",
    "sugar dessert desserts cake cakes sweets candy chocolate",
    "gluten bread pasta pizza toast",
)


#: Phrases whose words say the opposite of, or something other than, their parts: (pattern,
#: replacement) applied in order to a clause, lower case, contractions spelled out, before it
#: is read ("can not stand" is "hate", "passed away" "is dead", "skips breakfast" "does not eat
#: breakfast", "is 6 years old" "is 6").
IDIOMS: tuple[tuple[str, str], ...] = (
    (r"\bcan not stand\b", "hate"),
    (r"\bcan not wait\b", "look forward"),
    # a negated comparative that says the utmost: "couldn't agree more", "couldn't be happier"
    (r"\b(?:could not|can not) agree more\b", "totally agree"),
    (r"\b(?:could not|can not) be (happier|prouder|better|more \w+)\b", r"is so \1"),
    (r"\b(?:could not|can not) thank you enough\b", "thank you so much"),
    # surprise and praise said with a negation: "you won't believe it", "I still can't believe I
    # made it", "there's nothing like a stadium"
    (
        r"\b(?:you|i|we) (?:still )?(?:will not|would not|can not|could not) believe"
        r"(?: it| this| that)?\b",
        "",
    ),
    (r"\bthere(?:'s| is| was) nothing (?:quite )?like\b", "love"),
    (r"\b(?:a |big |huge )*fan of\b", "like"),
    # liking and disliking said in phrases: "I'm into hiking", "mad about opera", "hiking bores
    # me to tears", "can't bear it", "fluent in Japanese" (speaks it)
    (r"\b(am|is|are|was|were|be|been) (?:really |so |totally )?into\b", r"\1 fond of"),
    (r"\b(am|is|are|was|were|be|been) (?:mad|crazy|nuts|wild) about\b", r"\1 fond of"),
    (
        r"\b(?:bores|bore|bored) (?:me|us|him|her|them)(?: to tears| stiff| silly| to death)?\b",
        "is boring",
    ),
    (r"\bcan not (?:bear|abide|tolerate)\b", "hate"),
    (
        r"\b(am|is|are|was|were)((?: not)?) (?:really |totally )?(?:my|his|her|their|our) "
        r"(?:thing|jam|cup of tea)\b",
        r"\1\2 liked",
    ),
    (r"\b(?:am|is|are|was|were) fluent in\b", "speaks"),
    (r"\b(?:to save (?:my|his|her|their|our|your) li(?:fe|ves))\b", ""),
    # ceasing: "stopped eating sugar" is "not eating sugar" (now)
    (r"\b(?:stopped|stop|stops|quit|quits|gave up|give up|gives up)\s+(?=\w+ing\b)", "not "),
    (r"\b(?:started|start|starts|began|begin|begins)\s+(?=\w+ing\b)", ""),
    (r"\bbrand new\b", "new"),
    (r"\bmost (?:days|mornings|evenings|nights|weeks|weekends)\b", "usually"),
    # "can already read" / "cannot read yet": one word for "by now"
    (r"\byet\b", "already"),
    (r"\bin no time\b", "soon"),
    (r"\b(?:stop|stops|stopped|stopping) (?:by|in at|off at)\b", "visit"),
    # "arrived on time" is "did not arrive late"
    (r"\bon time\b", "not late"),
    (r"\bpassed away\b", "is dead"),
    (r"\bin a relationship\b", "not single"),
    # a partner had is no single life; nobody seen is one ("has a wife", "is seeing someone",
    # "is not dating anyone", "split up")
    (
        r"\b(?:has|have) (?:a|an) (?:wife|husband|girlfriend|boyfriend|partner|spouse|fiance|"
        r"fiancee)\b",
        "is not single",
    ),
    (r"\b(am|is|are) (?:seeing|dating) (?:someone|somebody)\b", r"\1 not single"),
    (r"\b(am|is|are) not (?:seeing|dating) (?:anyone|anybody)\b", r"\1 single"),
    (r"\b(?:broke|break|split|splitting|breaking) up\b", "is single"),
    # expecting a child is being pregnant
    (
        r"\bexpecting (?:a baby|a child|twins|triplets|a boy|a girl|their first|her first)\b",
        "pregnant",
    ),
    (r"\b(?:between jobs|out of work)\b", "unemployed"),
    # where one works: from home is remote, in an office on-site
    (r"\b(works?|working|worked) from home\b", r"\1 remotely"),
    (r"\b(works?|working|worked) (?:in|at) (?:an|the|our|my|their) office\b", r"\1 on-site"),
    # "does not own a single cat" is "does not own any cat" (not the single of "married")
    (r"\b((?:not|never|no|without)(?: \w+)?) a single\b", r"\1 any"),
    # knowing how: "has no idea how to X" is "cannot X", "knows how to X" is "can X"
    (r"\b(?:has|have|had) no (?:idea|clue) how to\b", "cannot"),
    (r"\b(?:does not|do not|did not) know how to\b", "cannot"),
    (r"\b(?:knows|know|knew) how to\b", "can"),
    # chronotypes: a morning person is an early riser, a night owl a late one
    (r"\b(?:a )?(?:morning person|early bird|early riser)\b", "an early riser"),
    (r"\b(?:a )?(?:night owl|night person|evening person|late riser)\b", "a late riser"),
    # working hours say the person is employed ("still works full-time" / "is retired")
    (r"\b(?:works?|working) (?:full[- ]time|part[- ]time)\b", "is employed"),
    # states said in phrases (2026-11-27)
    (r"\bright now\b", "now"),
    # "boring as hell", "tired af": how much, said rudely
    (r"\b(?:as (?:hell|heck|fuck|all get out|a bone)|af)\b", ""),
    # "like" said as a filler before an amount or a degree ("go to the gym like once a month",
    # "huge, like seriously massive"), not the verb after its subject or "would"
    (
        r"(?<!\bi )(?<!\bwe )(?<!\byou )(?<!\bthey )(?<!\bhe )(?<!\bshe )(?<!\bwould )"
        r"(?<!\bto )(?<!\bnot )(?<!\bdo )(?<!\bdoes )(?<!\bdid )"
        r"\blike,?\s+(?=(?:once|twice|\d|a (?:few|couple|hundred|thousand|million)|seriously|"
        r"literally|totally|really|super|so|every|never|always|at least|half|maybe)\b)",
        "",
    ),
    (r"\bevery single\b", "every"),
    (r"\bway (?=too|more|less)\b", ""),
    (r"\bwide awake\b", "awake"),
    (r"\b(?:fast|sound|deeply) asleep\b", "asleep"),
    (r"\b(?:still )?in business\b|\bopen for business\b", "open"),
    (r"\b(?:out of business|(?:closed|shut) (?:down|up))\b", "closed"),
    (r"\bfor good\b", "permanently"),
    (r"\b(?:sold out|out of stock)\b", "unavailable"),
    (r"\bin stock\b", "available"),
    (r"\bout of order\b", "broken"),
    # a thing "is working (again)" functions; a person "is working at X" is employed
    (
        r"\b((?:is|are|was|were|am|be|been)(?: not)?(?: \w+ly)?) working"
        r"(?=\s*$|\s+(?:again|fine|properly|perfectly|normally|well)\b)",
        r"\1 functional",
    ),
    # skipping a meal is not eating it, skipping the gym or class not going
    (
        r"\b(?:skip|skips)\s+(?=(?:my |the |his |her )?(?:breakfast|lunch|dinner|meals?)\b)",
        "do not eat ",
    ),
    (
        r"\bskipped\s+(?=(?:my |the |his |her )?(?:breakfast|lunch|dinner|meals?)\b)",
        "did not eat ",
    ),
    (
        r"\b(?:skip|skips)\s+(?=(?:the )?(?:gym|class|classes|school|church|practice)\b)",
        "do not go to ",
    ),
    # an age: "is 6 years old" is "is 6" ("is ten")
    (r"\b(is|am|are|was|turned|turns|turning) (\S+) (?:years?|yrs?) old\b", r"\1 \2"),
    # a thing "works fine" functions
    (r"\b(?:works|worked|work) (?=(?:fine|perfectly|properly|again)\b)", "is functional "),
    # the meal is what it was eaten for, not what: "had a burger for lunch" ("at lunch" is an
    # occasion: the clause reader keeps it as when the claim held)
    (r"\bfor (?:breakfast|lunch|dinner|brunch|supper)\b", ""),
    # "three cups of coffee a day": how much, not a day
    (r"(?<!once )(?<!twice )(?<!times )\b(?:a|per|each) (?:day|week|month|year)\b", ""),
    # noon and midnight are times of day; a bare hour after a time verb is one too ("opens at
    # 9", "starts at 8 on Fridays"), not a count
    (r"\b(?:at )?(?:noon|midday)\b", "at 12pm"),
    (r"\b(?:at )?midnight\b", "at 12am"),
    (
        r"\b((?:opens?|closes?|shuts?|starts?|begins?|ends?|finish(?:es)?|leaves?|departs?|arrives?|up|wakes?)"
        r" at) ([1-9]|1[0-2])(?=\s*$|\s*,|\s+(?:on|in|every|each|sharp|today|tomorrow|tonight)\b)",
        r"\1 \2:00",
    ),
    # "Jo is a nurse" / "Jo is a teacher": a job, as "works as" says it (now only: "was a
    # nurse" says nothing against "is a teacher")
    (
        r"\b(am|is|are) (?:a|an) (?=(?:nurse|teacher|doctor|lawyer|attorney|plumber|electrician|"
        r"accountant|chef|dentist|pilot|farmer|firefighter|architect|journalist|pharmacist|vet|"
        r"veterinarian|mechanic|carpenter|waiter|waitress|cashier|receptionist|librarian|banker|"
        r"baker|butcher|hairdresser|barber|paramedic|soldier|translator|realtor|tailor|gardener|"
        r"bartender|barista|nanny|optician|physiotherapist|policeman|policewoman)\b)",
        r"\1 working as a ",
    ),
    # "got here on Tuesday" is "arrived"; "makes 70k a year" earns it
    (r"\b(?:got|get|gets) (?:here|there|home)\b", "arrived"),
    (
        r"\b(?:makes|make|made) (?=[$€£]|\d[\d,.]*\s*(?:k|grand|dollars|euros|pounds|bucks)\b)",
        "earns ",
    ),
    # an only child has no siblings
    (r"\b(am|is|was|are) (?:an|the) only child\b", r"\1 without siblings"),
    # "a dog named Rex": which dog, not what is said of it
    (r"\b(?!(?:am|is|are|was|were|be|been|being|get|got)\b)(\w+) (?:named|called) \w+", r"\1"),
    # "we are out of milk": we have no milk (not "out of town", "out of the office")
    (
        r"\b(?:am|is|are|was|were|ran|run|running|runs)((?: not)?) (?:completely |totally )?"
        r"out of "
        r"(?!(?:town|the|shape|control|breath|reach|touch|sight|place|hand|bed|my|his|her|our)\b)",
        r"\1 have no ",
    ),
    # the floor at street level is the zeroth ("third floor" / "ground floor")
    (r"\bground floor\b", "zeroth floor"),
    # a try that came out one way or the other ("was turned down", "dropped out of the race")
    (r"\b(?:turned|voted|turn|turns) down\b", "rejected"),
    (r"\b(?:dropped|drops|drop) out of\b", "did not finish"),
    # an age reached is the age had ("just turned ten", "is turning 60 next month")
    (
        r"\b(?:(?:has|have|had|just|is|am|are) )*(?:turned|turns|turning) (\d+|(?:twenty|thirty|"
        r"forty|fifty|sixty|seventy|eighty|ninety)(?:-\w+)?|one|two|three|four|five|six|seven|"
        r"eight|nine|ten|eleven|twelve|\w+teen)(?= *$| *,| +(?:in|"
        r"this|next|last|on|today|yesterday|tomorrow|and|but|so)\b)",
        r"is \1",
    ),
    # residing is living, and where the speaker's home is, where the speaker lives
    (r"\b(?:reside|resides|resided|residing)\b", "live"),
    (r"\b(?:my|our) (?:home|house) (?:is|was) (in|on)\b", r"i live \1"),
    # a licence to drive, said the British or the American way
    (r"\b(?:driver's|drivers|driver|driving) (licen[cs]e)\b", r"driving \1"),
    # figures of speech that name a point on a scale (2026-11-27, later): how long a thing
    # takes, how hard, how dear, how near, how healthy or tidy or safe it is, a mood
    (r"\b(?:takes?|took|taking) (?:forever|ages|an age|an eternity)\b", "is slow"),
    (r"\b(?:drags?|dragged|dragging) on\b", "is slow"),
    (r"\bat a snail'?s pace\b", "slowly"),
    (r"\bin a flash\b", "quickly"),
    (
        r"\b(am|is|are|was|were|be|been) (?:a breeze|a piece of cake|a walk in the park|"
        r"child's play|no problem|a doddle|a cinch)\b",
        r"\1 easy",
    ),
    (
        r"\b(am|is|are|was|were|be|been) (?:a |an )?(?:total |real |complete |absolute |bit of a )?"
        r"(?:nightmare|headache|hassle|ordeal|struggle|heavy going)\b",
        r"\1 difficult",
    ),
    (
        r"\b(?:costs?|costing|charged?|charges|set \w+ back) (?:me |us |him |her |them )?"
        r"(?:a small fortune|an absolute fortune|a fortune|an arm and a leg|a bomb|a packet)\b",
        "is expensive",
    ),
    (
        r"\b(?:costs?|costing|charged?|charges) (?:me |us |him |her |them )?"
        r"(?:next to nothing|almost nothing|very little|peanuts)\b",
        "is cheap",
    ),
    (r"\b(am|is|are|was|were|be|been) (?:a steal|a bargain|dirt cheap)\b", r"\1 cheap"),
    (r"\b(am|is|are|was|were|be|been) (?:a )?rip-?off\b", r"\1 overpriced"),
    (r"\b(?:as )?fit as a fiddle\b", "healthy"),
    (
        r"\b(am|is|are|was|were|be|been) (?:a |an )?(?:total |complete |absolute )?"
        r"(?:mess|pigsty)\b",
        r"\1 messy",
    ),
    (r"\b(am|is|are|was|were|be|been) (?:a |an )(?:death trap|fire hazard)\b", r"\1 dangerous"),
    (
        r"\b(am|is|are|was|were|be|been) (?:a |an )?(?:total |complete )?waste of (?:time|money)\b",
        r"\1 pointless",
    ),
    (r"\bin a (?:good|great|fantastic|brilliant) mood\b", "happy"),
    (r"\bin a (?:bad|foul|terrible|awful|grumpy) mood\b", "grumpy"),
    (r"\bfed up\b", "unhappy"),
    (r"\bat (?:ease|peace)\b", "calm"),
    (r"\bon edge\b", "nervous"),
    (
        r"\b(?:a stone's throw(?: away)?|(?:just )?around the corner|(?:just )?down the road|"
        r"next door|within walking distance|a short walk(?: away)?)\b",
        "nearby",
    ),
    (
        r"\b(?:miles (?:away|off)|miles from|a long way (?:off|away|from)|nowhere near|"
        r"a long (?:drive|trek|flight|ride) (?:away|from)|far away|across the country)\b",
        "far",
    ),
    (r"\b(?:well[- ]lit|lit up)\b", "bright"),
    (r"\b(?:weighs|weigh|weighed) a ton\b", "is heavy"),
    # having work or none: a job lost is none ("got laid off"), "still works" / "has a job" is one
    (
        r"\b(?:got|was|were|been|being) (?:laid off|fired|let go|made redundant)\b|"
        r"\blost (?:my|his|her|their|our|a) job\b",
        "is unemployed",
    ),
    (
        r"\b(?:(?:is|am|are) (?:still )?working|still (?:works|work))(?=\s+(?:at|for|as|full|part|"
        r"nights|night shifts|shifts)\b)",
        "is employed",
    ),
    (
        r"\b(?:has|have) (?:a|her|his|my|their|a steady|a full-time|a part-time) job\b",
        "is employed",
    ),
    (
        r"\b(?:works?|worked) (at|for) "
        r"(?=(?:a|an|the)\b|[a-z]+ (?:bank|shop|store|school|company|firm)\b)",
        r"is employed \1 ",
    ),
    # a diet that has no meat says the person does not eat meat ("Rosa is vegetarian" / "eats
    # chicken"; fish is no meat here)
    (
        r"\b(?:am|is|are|was|were) not (?:a |an )?(?:vegan|vegetarian|veggie|pescatarian)\b",
        "eats meat",
    ),
    (
        r"\b(?:am|is|are|was|were|been|be|being)(?: (?!not\b)\w+)? (?:a |an |on a )?"
        r"(?:strict |raw |lifelong )?"
        r"(?:vegan|vegetarian|veggie|pescatarian|plant-based)(?: diet)?\b",
        "does not eat meat",
    ),
    (
        r"\b(?:am|is|are|was|were|been|be) (?:a )?(?:teetotal|teetotaller|teetotaler)\b",
        "does not drink alcohol",
    ),
    # a thing that is free costs nothing ("the app is free" / "costs $5"); a person who is free
    # is not busy, and the word stays for that
    (
        r"(?<!\bwe )(?<!\byou )(?<!\bthey )(?<!\bhe )(?<!\bshe )\b(is|are|was|were) "
        r"(?:completely |totally |entirely |absolutely )?free(?: of charge)?"
        r"(?=\s*$|\s*,|\s+(?:to|for|entry|admission|now|again|today|this|on|at|in|and)\b)",
        r"\1 free costing 0",
    ),
    (r"\b(costs?|cost)((?: (?:me|us|him|her|them|you))?) (?:absolutely )?nothing\b", r"\1\2 0"),
    # a name, said three ways: "X's name is Y", "X is called Y", "X is named Y"
    (r"\b(\w+)'s (?:first |full |given )?name (is|was)\b", r"\1 \2 named"),
    # how a person is related to the speaker is one relation ("Kate is my cousin" / "my sister")
    (
        r"\b(is|was|am|are) (?:also )?my (?=(?:mother|mum|mom|father|dad|brother|sister|son|"
        r"daughter|cousin|uncle|aunt|auntie|nephew|niece|grandmother|grandma|grandfather|grandpa|"
        r"grandson|granddaughter|stepmother|stepmom|stepmum|stepfather|stepdad|stepbrother|"
        r"stepsister|husband|wife|boyfriend|girlfriend|fiance|fiancee|twin)(?!')\b)",
        r"\1 related as my ",
    ),
)
