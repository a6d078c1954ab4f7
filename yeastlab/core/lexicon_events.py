"""Events that end a state, diets, attributes said through a verb, chat: read before IDIOMS.

Data only, in the shape of :data:`yeastlab.core.lexicon.IDIOMS` ((pattern, replacement) pairs,
applied in order to a lower-case clause with contractions spelled out) and applied before them.

- :data:`CHAT` — chat spelling read as words: a letter drawn out ("sooo tinyyy") is one letter,
  a reply's opening "ya" or "nah" no subject, "rn" now, "sis" a sister, "bf" a boyfriend.
- :data:`END_OF_STATE` — an event that ends a state says the state no longer holds: selling,
  giving away or getting rid of a thing is no longer having it ("sold my piano" / "there's a
  piano I own"); quitting or leaving a job or resigning, no longer being employed ("left my
  job" / "still work at the bakery"); leaving a club, band or team, no longer being a member
  ("quit the choir" / "sings in the choir"); moving out of a place, no longer living there;
  getting over an illness or its clearing up, no longer being sick with it ("my cold has
  cleared up" / "I still have a cold"); finishing one's studies, no longer studying ("finished
  studying" / "is a student"); finishing a thing, having finished it, against still doing it
  or not having started it. The states themselves are said several ways and read as one
  ("still drives my car" has it, "is in the band" is a member of it, "is a student" is
  studying, a person who "still works" is employed, a thing that does is not; a couple
  "together" is not single, a bachelor or one who "stayed single" is single, one remarried
  married). A thing sold at a price or replaced ("and bought a new one") is not read as gone.
- :data:`DIET` — having, snacking on or touching a food is eating it, avoiding it, cutting it out
  or being free of it is not, a measure of a food is the food ("a glass of wine"): "had a glass
  of wine" meets "doesn't drink alcohol", "avoids red meat" "eats beef burgers".
- :data:`ATTRIBUTE_VERBS` — an amount said as a possessive's noun or as a verb is one
  attribute: "my salary is 45k" earns it as "I make 70k a year" does, "our rent is 1200" pays
  it as "we pay 900 in rent" does; a faith said with "is" is what one identifies as, one value
  at a time ("is Hindu" / "is a devout Catholic"); teaching or lecturing at a place, or being on
  its staff or payroll, is working there ("teaches at Oxford" / "lectures at Cambridge").
"""

from __future__ import annotations

__all__ = ["CHAT", "END_OF_STATE", "DIET", "ATTRIBUTE_VERBS", "EVENT_IDIOMS"]

_OWNED = r"(?=(?:my|his|her|our|their|the|a|an|that|this)\b)"
_GROUPS = (
    r"(?:club|band|team|choir|orchestra|committee|board|union|society|gym|group|party|league|"
    r"troupe|crew|council|church|congregation|book club|squad)"
)
# a thing replaced ("sold my old bike and bought a new one") is still had, in its new form
_REPLACED = r"(?![^,.;]*\b(?:and|then) (?:bought|got|replaced|upgraded|switched)\b)"
# a sale at a price ("sold the house for 400k") says what it fetched
_PRICED = r"(?![^,.;]*\bfor (?:[$€£]|\d))"
_DONE_VERBS = r"(?:reading|writing|watching|knitting|building|painting|doing|playing|fixing)"

_OWNERS = {"my": "i", "our": "we", "his": "he", "her": "she", "their": "they"}
_ILLNESS = (
    r"(?:cold|flu|cough|fever|virus|covid|infection|migraine|sore throat|bronchitis|pneumonia|"
    r"chickenpox|measles|stomach bug|tonsillitis|sinusitis)"
)

END_OF_STATE: tuple[tuple[str, str], ...] = (
    # having a thing: sold, given away, got rid of, thrown out, traded in (not "lost": a game)
    (
        r"\b(?:sold|gave away|given away|got rid of|gotten rid of|threw out|thrown out|"
        r"threw away|thrown away|traded in|scrapped|donated|parted with)\s+"
        + _OWNED
        + _REPLACED
        + _PRICED,
        "no longer have ",
    ),
    (r"\bstill (?:owns?|drives?|rides?|uses?)\s+" + _OWNED, "still have "),
    # a job: quit, left, resigned; "still works" at the end of a clause is employed
    (
        r"\b(?:quit|quits|left|leaves|resigned from)\s+(?:my|his|her|their|our) "
        r"(?:job|position|post)\b|\bhanded in (?:my|his|her|their) notice\b|"
        r"\bresigned(?=\s*$|\s*,)",
        "is no longer employed",
    ),
    (
        r"^((?:i|we|he|she|they|(?!it\b)\w+) )(?:(?:is|am|are) still working|still works?)"
        r"(?=\s*$|\s*,|\s+(?:there|these days)\b)",
        r"\1is employed",
    ),
    # a group: left, quit, dropped out of it, against being in it or a member of it
    (
        r"\b(?:quit|quits|left|leaves|dropped out of|resigned from|was kicked out of|"
        r"got kicked out of|cancelled my membership at|canceled my membership at)\s+"
        r"(?:the|my|our|his|her|their) (" + _GROUPS + r")\b",
        r"is no longer a member of the \1",
    ),
    (
        r"\b(am|is|are|was|were) (?:still )?(?:in|on|part of) (?:the|my|our|his|her|their) "
        r"(" + _GROUPS + r")\b",
        r"\1 a member of the \2",
    ),
    # a home: moved out of it, moved away from it
    (r"\b(?:moved|moves) (?:out of|away from)\b", "no longer live in"),
    # an illness: got over it, it cleared up, against still having it
    (
        r"\b(?:has |have |had )?(?:fully |completely )?(?:recovered|got over|gotten over|"
        r"shaken off|shook off)(?: fully| completely)?(?: from)?(?= (?:the |a |an |my |his |her |"
        r"their )?" + _ILLNESS + r"\b)",
        "is no longer sick with",
    ),
    (
        r"\b(?:has|have|had|caught|came down with|(?:am|is|are) down with) (?:a |an |the )?"
        r"(?=" + _ILLNESS + r"\b)",
        "is sick with the ",
    ),
    *(
        (
            rf"\b{owner} (" + _ILLNESS + r") (?:has |have |had |is )?(?:cleared up|gone away|"
            r"gone|passed|cleared)\b",
            rf"{person} is no longer sick with the \1",
        )
        for owner, person in _OWNERS.items()
    ),
    # a couple: together, against split up, single
    (
        r"\b(am|is|are) (?:still )?(?:together|a couple|an item)(?=\s*$|\s*,|\s+(?:now|again|"
        r"for|since)\b)",
        r"\1 not single",
    ),
    (r"\b(?:has |have )?(?:stayed|remained) single\b", "is single"),
    (r"\b(am|is|are) (?:a |an )?(?:bachelor|spinster|confirmed bachelor)\b", r"\1 single"),
    (r"\b(?:got |has |have )?remarried\b", "is married"),
    # studies: finished or graduated, against being a student
    (
        r"\b(?:finished|completed|graduated from|done with) (?:studying|school|university|"
        r"college|uni|(?:my|his|her|their) (?:studies|degree))\b|\bgraduated(?=\s*$|\s*,|\s+"
        r"(?:years|last|in|a)\b)",
        "is no longer studying",
    ),
    (r"\b(am|is|are) (?:a |an )?(?:full-time |part-time )?(?:student|students)\b", r"\1 studying"),
    # a thing in hand: finished, against still at it or not yet begun
    (r"\b(?:finished|completed)(?: " + _DONE_VERBS + r")?\s+" + _OWNED, "finished "),
    (
        r"\b(?:am|is|are) still (?:" + _DONE_VERBS + r"|working on)\s+" + _OWNED,
        "has not finished ",
    ),
    (
        r"\b(?:has|have) not (?:even |yet )?(?:started|begun)(?: "
        + _DONE_VERBS
        + r")?\s+"
        + _OWNED,
        "has not finished ",
    ),
)

# things eaten or drunk, the kinds a diet names (the things of each kind are in the lexicon's
# HYPERNYMS): what "had", "avoids" or "doesn't touch" is said of
_FOOD = (
    r"(?:meat|red meat|pork|beef|chicken|lamb|bacon|ham|steak|steaks|sausages?|burgers?|"
    r"cheeseburgers?|chops|fish|seafood|eggs?|dairy|milk|cheese|butter|yogh?urt|ice cream|"
    r"alcohol|booze|wine|beer|beers|vodka|whiske?y|gin|rum|cocktails?|champagne|prosecco|cider|"
    r"caffeine|coffee|"
    r"espressos?|lattes?|tea|cola|sugar|sweets|candy|chocolate|desserts?|cakes?|gluten|bread|"
    r"pasta|pizza|toast|carbs|nuts|peanuts|almonds|fast food|junk food)"
)
# ("a piece of cake" is an idiom: easy)
_MEASURE = r"(?:glass|cup|pint|bottle|mug|slice|bowl|plate|can|shot|portion|bar|tub)"

DIET: tuple[tuple[str, str], ...] = (
    # one measure of a food is the food ("a glass of wine"; "two slices" is a count)
    (r"\b(?:a|an) " + _MEASURE + r"s? of (?=" + _FOOD + r"\b)", ""),
    # having, snacking on, touching a food is eating it; avoiding it, cutting it out is not
    # (not a wish or a choice: "would rather have tea than coffee" is a preference order)
    (
        r"(?<!rather )(?<!to )\b(?:had|have|has|having|snack on|snacks on|snacked on|touch|"
        r"touches|touched) (?=(?:some |a |an |the |a lot of |lots of )?" + _FOOD + r"\b)",
        "eat ",
    ),
    (
        r"\b(?:avoid|avoids|avoided|avoiding|cut out|cuts out|steer clear of|steers clear of|"
        r"stay away from|stays away from|gave up|give up|gives up|(?:am|is|are) off) "
        r"(?=(?:all |any )?" + _FOOD + r"\b)",
        "do not eat ",
    ),
    (r"\b(?:am|is|are) (" + _FOOD + r")[- ]free\b", r"do not eat \1"),
    (r"\b(?:am|is|are) (?:a )?(?:carnivore|meat[- ]eater)\b", "eats meat"),
)

_TO_BE = r"(?:is|was|are|were|comes to|came to|come to|amounts to)"

_FAITHS = (
    r"(?:hindu|muslim|christian|catholic|roman catholic|protestant|anglican|methodist|baptist|"
    r"orthodox|jewish|buddhist|sikh|jain|mormon|quaker|atheist|agnostic|pagan|evangelical)"
)

ATTRIBUTE_VERBS: tuple[tuple[str, str], ...] = (
    # a faith said with "is" is one value, as what one identifies as ("is Hindu" / "is Muslim")
    (
        r"\b(am|is|are|was|were) (?:a |an )?(?:devout |practising |practicing |committed |"
        r"strict |staunch )?(" + _FAITHS + r")\b(?! (?:church|school|friend|friends|area)\b)",
        r"\1 identifies as \2",
    ),
    # where one works, said by the work done there or the payroll one is on ("teaches at
    # Oxford" / "lectures at Cambridge", "is on staff at the newspaper"): one employer
    (
        r"\b(?:teaches|teach|lectures|lecture|(?:am|is|are) (?:on the payroll|on staff)) "
        r"(?:at|for|of)\b",
        "works at",
    ),
    # "makes 4500 a month": a bare sum for a span of work is earned
    (
        r"\b(?:makes|make|made) (?=\d[\d,.]*k?\s+(?:a|an|per|each|every) "
        r"(?:hour|day|week|month|year)\b)",
        "earn ",
    ),
    *(
        (
            rf"\b{owner} (?:annual |yearly |monthly |weekly |hourly |take-home )?"
            rf"(?:salary|income|pay|wage|wages|paycheck|pay packet) {_TO_BE}\b",
            f"{person} earn",
        )
        for owner, person in _OWNERS.items()
    ),
    *(
        (rf"\b{owner} (?:monthly |weekly |yearly )?(rent|mortgage) {_TO_BE}\b", rf"{person} pay \1")
        for owner, person in _OWNERS.items()
    ),
)

CHAT: tuple[tuple[str, str], ...] = (
    # a letter drawn out is the letter ("sooo", "tinyyy", "slooow"; never digits: "1000")
    (r"([a-z])\1{2,}", r"\1"),
    # a chat reply's opening word is no subject ("ya i'm single rn")
    (r"^(?:ya|yah|yea|yeah|yep|yup|nah|nope|ok|okay|welp)\b,?\s*", ""),
    # chat shorthand for a time and for people
    (r"\brn\b", "now"),
    (r"\bsis\b", "sister"),
    (r"\bbro\b", "brother"),
    (r"\bbf\b", "boyfriend"),
    (r"\bgf\b", "girlfriend"),
    (r"\bfav\b", "favourite"),
)

#: All, in the order they are applied.
EVENT_IDIOMS = CHAT + END_OF_STATE + DIET + ATTRIBUTE_VERBS
