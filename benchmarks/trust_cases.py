# ruff: noqa: E501 - a data file: the conversations are kept one per line
"""The conversations of ``benchmarks/trust.py``: five kinds, each split by family into a
``dev`` half (tuned on) and a ``held_out`` half (measured only), written before any tuning.

Every case is a :class:`Case`: what the user says (one message per turn, each to a fresh
yeast), then one question, and what grading needs (the detail that must vanish, the new and old
values, the right and wrong entity, the secret or look-alike token).
"""

from __future__ import annotations

from dataclasses import dataclass

import trust_cases_eighteenth as eighteenth
import trust_cases_eighth as eighth
import trust_cases_eleventh as eleventh
import trust_cases_entities_dev as entities_dev
import trust_cases_fifteenth as fifteenth
import trust_cases_fifth as fifth
import trust_cases_fourteenth as fourteenth
import trust_cases_fourth as fourth
import trust_cases_more as more
import trust_cases_nineteenth as nineteenth
import trust_cases_ninth as ninth
import trust_cases_secrets_dev as secrets_dev
import trust_cases_seventeenth as seventeenth
import trust_cases_seventh as seventh
import trust_cases_sixteenth as sixteenth
import trust_cases_sixth as sixth
import trust_cases_tenth as tenth
import trust_cases_thirteenth as thirteenth
import trust_cases_twelfth as twelfth
import trust_cases_updates_dev as updates_dev

__all__ = ["Case", "cases", "KINDS", "HALVES"]

KINDS = (
    "forget", "update", "never_said", "said", "entity", "secret", "look_alike", "not_forget",
    "personal",
)  # fmt: skip
HALVES = ("dev", "held_out")


@dataclass(frozen=True)
class Case:
    kind: str
    family: str
    half: str
    said: tuple[str, ...]
    question: str = ""
    good: str = ""  # forget: the detail; update: new; entity: right; secret/look-alike: token
    bad: str = ""  # update: old; entity: wrong
    batch: str = "first"  # "second" … "eighteenth": later held-out sets; "updates", "entities": dev


# -- forget: subjects × request phrasings; both differ between halves ------------------------
_FORGET_SUBJECTS = {
    "dev": [
        ("My social security number is 123-45-6789.", "my social security number",
         "123-45-6789", "What is my social security number?"),
        ("I was diagnosed with asthma when I was twelve.", "my medical information",
         "asthma", "Do I have any health conditions?"),
        ("I live at 42 Elm Street in Springfield.", "my home address", "Elm Street",
         "Where do I live?"),
        ("My boyfriend Alex and I broke up last month.", "Alex", "broke up",
         "What happened with Alex?"),
        ("My phone number is 555-0142.", "my phone number", "555-0142",
         "What is my phone number?"),
        ("My salary is 85,000 dollars a year.", "my salary", "85,000", "How much do I earn?"),
        ("My divorce was finalized in March.", "my divorce", "finalized",
         "When was my divorce?"),
        ("I go to therapy every Tuesday with Dr. Klein.", "my therapy sessions", "Klein",
         "When do I see my therapist?"),
    ],
    "held_out": [
        ("My bank account number is 12345678 at First National.", "my bank account number",
         "12345678", "What is my bank account number?"),
        ("I take sertraline for my depression.", "my medication", "sertraline",
         "What medication do I take?"),
        ("My ex-husband Mark lives in Chicago now.", "Mark", "Chicago",
         "Where does Mark live?"),
        ("My email address is jo.smith@example.com.", "my email address", "jo.smith",
         "What is my email address?"),
        ("I was arrested once in 2015 at a protest.", "my arrest", "protest",
         "Was I ever arrested?"),
        ("My sister Jenna is pregnant with twins.", "my sister's pregnancy", "twins",
         "What is going on with my sister?"),
        ("My password for the bank website is Tulip!2024.", "my bank password",
         "bank website", "What is my bank password?"),
        ("I owe 12,000 dollars on my student loan.", "my debt", "student loan",
         "How much debt do I have?"),
    ],
}  # fmt: skip
_FORGET_PHRASINGS = {
    "dev": {
        "please_forget": "Please forget {s}.",
        "forget_everything": "Forget everything about {s}.",
        "delete_from_memory": "Can you delete {s} from your memory?",
        "stop_remembering": "I want you to stop remembering {s}.",
        "remove_please": "Remove {s} from your memory, please.",
        "erase_what_told": "Please erase what I told you about {s}.",
    },
    "held_out": {
        "could_you_forget": "Could you please forget {s}?",
        "delete_everything_know": "Delete everything you know about {s}.",
        "wipe": "I'd like you to wipe {s} from your memory.",
        "dont_remember": "Don't remember {s} anymore.",
        "get_rid_info": "Please get rid of all the information about {s}.",
        "forget_what_said": "Forget what I said about {s}, please.",
    },
}
_FILLER = "I enjoy long walks by the river on Sundays."

# -- update: attribute families, five variants each ------------------------------------------
_UPDATES = {
    "dev": {
        "residence": [
            ("I live in Austin, Texas.", "I just moved from Austin to Denver.",
             "Where do I live?", "Denver", "I live in Austin"),
            ("I live in a small flat in Leeds.", "We moved to a house in York last weekend.",
             "Where do I live?", "York", "Leeds"),
            ("My home is in Oakland.", "I relocated to Seattle for good.",
             "Where is my home?", "Seattle", "Oakland"),
            ("I live near the beach in Miami.", "I moved to Boston in the spring.",
             "Where do I live now?", "Boston", "Miami"),
            ("I rent an apartment in Berlin.", "I now live in Munich, I left Berlin.",
             "Which city do I live in?", "Munich", "I rent an apartment in Berlin"),
        ],
        "phone": [
            ("My phone number is 555-0101.",
             "I got a new phone number, it's 555-0202 now, please update it.",
             "What is my phone number?", "555-0202", "555-0101"),
            ("You can reach me at 555-0303.", "My new phone number is 555-0404.",
             "What number can you reach me at?", "555-0404", "555-0303"),
            ("My cell is 555-0505.", "I changed my cell number to 555-0606.",
             "What is my cell number?", "555-0606", "555-0505"),
            ("My work phone is 555-0707.", "My work phone is now 555-0808.",
             "What is my work phone?", "555-0808", "555-0707"),
            ("My mobile number is 555-0909.", "I switched carriers, my mobile is 555-1010 now.",
             "What is my mobile number?", "555-1010", "555-0909"),
        ],
        "pet": [
            ("I have a dog named Max.", "Max passed away, and I adopted a puppy named Bella.",
             "What is my dog's name?", "Bella", "dog named Max"),
            ("My cat is called Whiskers.", "Whiskers died last month, now I have a kitten named Pip.",
             "What is my cat called?", "Pip", "My cat is called Whiskers"),
            ("I have a parrot named Kiwi.", "I gave Kiwi to my aunt and adopted a rabbit named Clover.",
             "What pet do I have?", "Clover", "I have a parrot"),
            ("My dog Rex is a beagle.", "Rex passed away, we adopted a husky named Storm.",
             "What kind of dog do I have?", "Storm", "My dog Rex is a beagle"),
            ("I have two goldfish.", "The goldfish died, and now I have a hamster named Nibbles.",
             "What pet do I have?", "Nibbles", "I have two goldfish"),
        ],
        "book": [
            ("I am reading The Hobbit.", "I finished The Hobbit and started reading Dune.",
             "What book am I reading?", "Dune", "I am reading The Hobbit"),
            ("I'm halfway through Middlemarch.", "I finished Middlemarch, now I'm reading Beloved.",
             "What am I reading?", "Beloved", "halfway through Middlemarch"),
            ("My current book is Dracula.", "I started a new book, Frankenstein.",
             "What is my current book?", "Frankenstein", "My current book is Dracula"),
            ("I'm reading a novel by Zadie Smith.", "I switched to reading Ishiguro's Klara and the Sun.",
             "What novel am I reading?", "Klara", "novel by Zadie Smith"),
            ("I'm reading Sapiens at the moment.", "I finished Sapiens and now I'm reading Educated.",
             "What am I reading at the moment?", "Educated", "reading Sapiens at the moment"),
        ],
        "relationship": [
            ("My girlfriend is named Emma.", "Emma and I broke up, I'm now dating Olivia.",
             "Who am I dating?", "Olivia", "My girlfriend is named Emma"),
            ("I am single.", "I'm not single anymore, I started dating Noah.",
             "Am I single?", "Noah", "I am single."),
            ("My partner is Sam.", "Sam and I split up; my new partner is Jordan.",
             "Who is my partner?", "Jordan", "My partner is Sam"),
            ("I am engaged to Lucas.", "Lucas and I married last week, he is my husband now.",
             "Am I engaged?", "husband", "I am engaged to Lucas"),
            ("My boyfriend is called Ben.", "I left Ben, my boyfriend now is Theo.",
             "Who is my boyfriend?", "Theo", "My boyfriend is called Ben"),
        ],
    },
    "held_out": {
        "employer": [
            ("I work at Google.", "I started a new job at Anthropic last week.",
             "Where do I work?", "Anthropic", "I work at Google"),
            ("I'm a teacher at Lincoln High.", "I quit teaching and joined a bakery as a baker.",
             "What is my job?", "baker", "teacher at Lincoln High"),
            ("I work for the city council.", "I now work for a startup called Finch.",
             "Who do I work for?", "Finch", "I work for the city council"),
            ("My employer is Siemens.", "I changed jobs; my employer is Bosch now.",
             "Who is my employer?", "Bosch", "My employer is Siemens"),
            ("I am a nurse at St. Mary's.", "I left St. Mary's and became a paramedic.",
             "What do I do for work?", "paramedic", "nurse at St. Mary's"),
        ],
        "preference": [
            ("My favourite programming language is Java.",
             "My favourite programming language is Rust now.",
             "What is my favourite programming language?", "Rust", "Java"),
            ("My favourite colour is blue.", "My favourite colour is green these days.",
             "What is my favourite colour?", "green", "blue"),
            ("I prefer tea in the morning.", "I switched to coffee in the morning.",
             "What do I drink in the morning?", "coffee", "I prefer tea"),
            ("My favourite band is Radiohead.", "My new favourite band is Wet Leg.",
             "What is my favourite band?", "Wet Leg", "Radiohead"),
            ("My favourite sport is tennis.", "I got into climbing, it's my favourite sport now.",
             "What is my favourite sport?", "climbing", "My favourite sport is tennis"),
        ],
        "diet": [
            ("I am vegetarian.", "I started eating fish again, so I am not vegetarian anymore.",
             "Am I vegetarian?", "fish", "I am vegetarian."),
            ("I eat meat every day.", "I went vegan last month, no more meat.",
             "Do I eat meat?", "vegan", "I eat meat every day"),
            ("I am on a keto diet.", "I stopped the keto diet, now I eat everything.",
             "What diet am I on?", "stopped", "I am on a keto diet"),
            ("I avoid gluten.", "My doctor said I can eat gluten again, so I no longer avoid it.",
             "Do I avoid gluten?", "again", "I avoid gluten."),
            ("I drink three coffees a day.", "I quit coffee, I only drink water now.",
             "How much coffee do I drink?", "quit", "three coffees"),
        ],
        "car": [
            ("I drive a Honda Civic.", "I sold the Civic and bought a Tesla.",
             "What car do I drive?", "Tesla", "I drive a Honda Civic"),
            ("My car is a red Fiat.", "I replaced my Fiat with a blue Volvo.",
             "What car do I have?", "Volvo", "My car is a red Fiat"),
            ("I ride a bike to work.", "I bought a car, so now I drive to work.",
             "How do I get to work?", "drive", "I ride a bike to work"),
            ("I drive an old pickup truck.", "I got rid of the truck and now drive a Mini.",
             "What do I drive?", "Mini", "old pickup truck"),
            ("My car is a Toyota Prius.", "My new car is a Kia EV6.",
             "What is my car?", "Kia", "Toyota Prius"),
        ],
        "email": [
            ("My email is kim@oldmail.com.", "My new email is kim@newmail.org, please update it.",
             "What is my email?", "newmail", "oldmail"),
            ("Reach me at raj@work.io by email.", "I changed my email to raj@home.net.",
             "What is my email address?", "home.net", "work.io"),
            ("My email address is ana@uni.edu.", "I left the university; my email is now ana@mail.com.",
             "What is my email address?", "ana@mail.com", "uni.edu"),
            ("My email is tom.b@corp.com.", "Tom here, I switched my email to tomb@proton.me.",
             "What's my email?", "proton", "corp.com"),
            ("I use lee@gmail.com for email.", "My email is now lee@fastmail.com instead.",
             "Which email do I use?", "fastmail", "gmail"),
        ],
    },
}  # fmt: skip

# -- never said (with a control said case for each) -------------------------------------------
_NEVER = {
    "dev": {
        "possessions": [
            ("I just got back from my trip to Japan.", "What car do I drive?",
             "I drive a green Subaru.", "What car do I drive?", "Subaru"),
            ("I play guitar every evening.", "Do I own a piano?",
             "I own an old upright piano.", "Do I own a piano?", "piano"),
            ("I love cooking Thai food.", "What brand is my laptop?",
             "My laptop is a Lenovo ThinkPad.", "What brand is my laptop?", "Lenovo"),
            ("I went hiking in Wales last summer.", "Do I have a motorbike?",
             "I have a motorbike, a Ducati.", "Do I have a motorbike?", "Ducati"),
        ],
        "family": [
            ("My daughter Emma is seven years old.", "Do I have a son?",
             "My son Leo is four years old.", "Do I have a son?", "Leo"),
            ("My mother lives in Lisbon.", "Where does my father live?",
             "My father lives in Porto.", "Where does my father live?", "Porto"),
            ("My brother is a pilot.", "What does my sister do?",
             "My sister is a vet.", "What does my sister do?", "vet"),
            ("My grandmother is ninety.", "How old is my grandfather?",
             "My grandfather is ninety-two.", "How old is my grandfather?", "ninety-two"),
        ],
        "money": [
            ("I work as a nurse at the city hospital.", "What is my salary?",
             "My salary is 52,000 a year.", "What is my salary?", "52,000"),
            ("I love gardening.", "How much rent do I pay?",
             "My rent is 900 a month.", "How much rent do I pay?", "900"),
            ("I bought new running shoes.", "What is my credit score?",
             "My credit score is 780.", "What is my credit score?", "780"),
            ("I save money every month.", "How much is my mortgage?",
             "My mortgage is 1,200 a month.", "How much is my mortgage?", "1,200"),
        ],
    },
    "held_out": {
        "preferences": [
            ("I like hiking on weekends.", "What is my favourite film?",
             "My favourite film is Alien.", "What is my favourite film?", "Alien"),
            ("I enjoy jazz concerts.", "What is my favourite food?",
             "My favourite food is ramen.", "What is my favourite food?", "ramen"),
            ("I read a lot of science fiction.", "Which football team do I support?",
             "I support Arsenal.", "Which football team do I support?", "Arsenal"),
            ("I collect stamps.", "What is my favourite season?",
             "My favourite season is autumn.", "What is my favourite season?", "autumn"),
        ],
        "health": [
            ("I run five kilometres every morning.", "Am I allergic to anything?",
             "I am allergic to peanuts.", "Am I allergic to anything?", "peanuts"),
            ("I sleep about seven hours a night.", "What is my blood type?",
             "My blood type is O negative.", "What is my blood type?", "O negative"),
            ("I drink a lot of water.", "Do I wear glasses?",
             "I wear glasses for reading.", "Do I wear glasses?", "reading"),
            ("I go swimming twice a week.", "How tall am I?",
             "I am 180 centimetres tall.", "How tall am I?", "180"),
        ],
        "work_details": [
            ("I work as an accountant.", "Who is my manager?",
             "My manager is called Priya.", "Who is my manager?", "Priya"),
            ("I work from home on Fridays.", "How long is my commute?",
             "My commute is forty minutes by train.", "How long is my commute?", "forty"),
            ("I am a software engineer.", "What is my job title?",
             "My job title is staff engineer.", "What is my job title?", "staff"),
            ("I started my job in 2019.", "What is the name of my team?",
             "My team is called Atlas.", "What is the name of my team?", "Atlas"),
        ],
    },
}  # fmt: skip

# -- look-alike entities ---------------------------------------------------------------------
_ENTITIES = {
    "dev": {
        "spelling": [
            ("My friend Sarah is an engineer at Google, and my friend Sara is a designer at Apple.",
             "What does Sara (the one without the H) do?", "designer", "engineer"),
            ("My colleague Jon works in sales and my neighbour John is a plumber.",
             "What does John do?", "plumber", "sales"),
            ("Katherine teaches maths; Catherine runs a cafe.", "What does Catherine do?",
             "cafe", "maths"),
            ("Mikael is from Sweden and Michael is from Ireland.", "Where is Michael from?",
             "Ireland", "Sweden"),
        ],
        "pets": [
            ("I have two cats: Luna is black and Milo is orange.", "What colour is Milo?",
             "orange", "black"),
            ("My dog Biscuit is a poodle and my dog Pepper is a labrador.",
             "What breed is Pepper?", "labrador", "poodle"),
            ("Our rabbit Hazel is three and our rabbit Fern is one.", "How old is Fern?",
             "one", "three"),
            ("My horse Comet is grey and my horse Dancer is brown.",
             "What colour is Dancer?", "brown", "grey"),
        ],
        "places": [
            ("I visited Paris, France in May and Paris, Texas in June.",
             "When was I in Paris, Texas?", "June", "May"),
            ("I lived in Portland, Oregon as a kid and in Portland, Maine in college.",
             "When did I live in Portland, Maine?", "college", "kid"),
            ("I went to Cambridge, England for a conference and to Cambridge, Massachusetts for a wedding.",
             "Why did I go to Cambridge, Massachusetts?", "wedding", "conference"),
            ("My aunt lives in Springfield, Illinois and my uncle lives in Springfield, Ohio.",
             "Who lives in Springfield, Ohio?", "uncle", "aunt"),
        ],
    },
    "held_out": {
        "siblings": [
            ("My older brother Tom is a doctor; my younger brother Tim is a lawyer.",
             "What does Tim do?", "lawyer", "doctor"),
            ("My sister Anna lives in Rome and my sister Hanna lives in Oslo.",
             "Where does Hanna live?", "Oslo", "Rome"),
            ("My cousin Dan plays the drums and my cousin Don plays the violin.",
             "What does Don play?", "violin", "drums"),
            ("My twin sons are Eli and Ari: Eli loves football, Ari loves chess.",
             "What does Ari love?", "chess", "football"),
        ],
        "cars": [
            ("My Honda is red and my Tesla is white.", "What colour is my Tesla?", "white", "red"),
            ("My Ford is from 2010 and my Audi is from 2021.", "How old is my Audi?",
             "2021", "2010"),
            ("The Volvo is my wife's and the Jeep is mine.", "Whose is the Volvo?", "wife",
             "mine"),
            ("My Mazda needs new tyres and my Skoda needs an oil change.",
             "What does my Skoda need?", "oil", "tyres"),
        ],
        "languages": [
            ("I speak Spanish fluently and I am learning Japanese.",
             "How well do I speak Japanese?", "learning", "fluently"),
            ("I studied German at school and I picked up Italian while living in Milan.",
             "Where did I learn Italian?", "Milan", "school"),
            ("I write Python at work and I use Haskell for fun.", "What do I use Haskell for?",
             "fun", "work"),
            ("My Portuguese is rusty but my French is good.", "How is my French?", "good",
             "rusty"),
        ],
    },
}  # fmt: skip

# -- secrets and their look-alikes ------------------------------------------------------------
_SECRETS = {
    "dev": {
        "passwords": [
            ("My password for the company system is SuperSecret123!", "SuperSecret123"),
            ("The wifi password is sunflower42", "sunflower42"),
            ("my email password: Blue-Moon-77", "Blue-Moon-77"),
            ("My Netflix password is correcthorse", "correcthorse"),
            ("The alarm PIN is 8842", "8842"),
            ("My laptop passcode is 271828", "271828"),
        ],
        "api_keys": [
            ("My OpenAI key is sk-proj-4f9a8b7c6d5e4f3a2b1c0d9e", "sk-proj-4f9a8b7c6d5e4f3a2b1c0d9e"),
            ("Use this AWS key: AKIAIOSFODNN7EXAMPLE", "AKIAIOSFODNN7EXAMPLE"),
            ("the stripe key is sk_live_51HxYzAbCdEfGhIjKlMn", "sk_live_51HxYzAbCdEfGhIjKlMn"),
            ("My github token is ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8", "ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"),
            ("api key = 9f8e7d6c5b4a3f2e1d0c9b8a", "9f8e7d6c5b4a3f2e1d0c9b8a"),
        ],
    },
    "held_out": {
        "tokens_keys": [
            ("Here is my bearer token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.abc123def456ghi", "eyJhbGciOiJIUzI1NiJ9"),
            ("Slack token: xoxb-1234567890-abcdefghij", "xoxb-1234567890-abcdefghij"),
            ("My Google Maps key is AIzaSyD4kL9mN2pQ7rS1tU6vW3xY8zA0bC5dE", "AIzaSyD4kL9mN2pQ7rS1tU6vW3xY8zA0bC5dE"),
            ("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU\n-----END OPENSSH PRIVATE KEY-----", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmU"),
            ("my access token is tok_8Hk2Lm9Qx4Rt7Vw1", "tok_8Hk2Lm9Qx4Rt7Vw1"),
        ],
        "cards_and_passwords": [
            ("My card number is 4111 1111 1111 1111", "4111 1111 1111 1111"),
            ("Charge it to 5500-0000-0000-0004 please", "5500-0000-0000-0004"),
            ("my visa is 4012888888881881, exp 10/27", "4012888888881881"),
            ("The router admin password is Admin#2023", "Admin#2023"),
            ("My bank PIN code is 5931", "5931"),
            ("password for the VPN: tr0ub4dor&3", "tr0ub4dor&3"),
        ],
    },
}  # fmt: skip
_LOOK_ALIKES = {
    "dev": {
        "numbers": [
            ("My Amazon order number is 112-3456789-1234567", "112-3456789-1234567"),
            ("We deployed version v2.14.3 yesterday", "v2.14.3"),
            ("The meeting is on 2024-03-15 at noon", "2024-03-15"),
            ("My flight is UA 1234 from gate 22", "UA 1234"),
            ("The tracking number is 1Z999AA10123456784", "1Z999AA10123456784"),
            ("I live in room 404 of the dorm", "room 404"),
        ],
        "password_talk": [
            ("The password policy requires 12 characters", "12 characters"),
            ("My password is too weak, I should change it", "too weak"),
            ("I reset my password yesterday", "reset my password"),
            ("Python 3.11.4 is the version we use", "3.11.4"),
        ],
    },
    "held_out": {
        "ids": [
            ("The ISBN of the book is 9780306406157", "9780306406157"),
            ("Invoice 4111111111111111 is overdue", "4111111111111111"),
            ("My booking reference is ABC123XYZ", "ABC123XYZ"),
            ("The release tag is 1.0.0-rc.2", "1.0.0-rc.2"),
            ("Call the office at 555-0199 tomorrow", "555-0199"),
            ("My employee ID is 20457", "20457"),
        ],
        "token_talk": [
            ("I lost the token for the bus", "token for the bus"),
            ("The API key expired last week", "expired last week"),
            ("My PIN is the same as always, don't worry", "same as always"),
            ("Our apartment is 12B on the 3rd floor", "12B"),
        ],
    },
}  # fmt: skip


def cases(half: str | None = None, batch: str | None = None) -> list[Case]:
    """Every case (of one half; of one batch: ``first``, ``second``, ``third``, ``fourth``,
    ``fifth``, ``sixth``, ``seventh``, ``eighth``, ``ninth``, ``tenth``, ``eleventh``, ``twelfth``,
    ``thirteenth``, ``fourteenth``, ``fifteenth``, ``sixteenth``, ``seventeenth``, ``eighteenth``,
    ``nineteenth``; ``updates``, ``entities`` and ``secrets``: development sets of updates, of
    look-alike entities and never-said questions, and of secrets, their look-alikes and personal
    identifiers, in the ``dev`` half)."""
    out = [c for h in HALVES if half in (None, h) for c in _first(h)]
    if half in (None, "dev"):
        out += _updates_dev() + _kinds(entities_dev, "entities", h="dev")
        out += _kinds(secrets_dev, "secrets", "secrets-", h="dev")
    if half in (None, "held_out"):
        out += _second() + _third() + _fourth() + _fifth() + _later(sixth, "sixth")
        out += _later(seventh, "seventh") + _later(eighth, "eighth") + _later(ninth, "ninth")
        out += _later(tenth, "tenth") + _later(eleventh, "eleventh")
        out += _later(twelfth, "twelfth") + _later(thirteenth, "thirteenth")
        out += _later(fourteenth, "fourteenth") + _later(fifteenth, "fifteenth")
        out += _kinds(sixteenth, "sixteenth", "sixteenth-") + _later(seventeenth, "seventeenth")
        out += _kinds(eighteenth, "eighteenth", "eighteenth-")
        out += _kinds(nineteenth, "nineteenth", "nineteenth-")
    return [c for c in out if batch in (None, c.batch)]


def _second() -> list[Case]:
    """The second held-out set (:mod:`trust_cases_more`)."""
    h, b = "held_out", "second"
    out = [
        Case("forget", family, h, (said, _FILLER, template.format(s=subject)), question, detail,
             batch=b)
        for family, template in more.FORGET_PHRASINGS.items()
        for said, subject, detail, question in _FORGET_SUBJECTS[h]
    ]  # fmt: skip
    return out + _kinds(more, b)


def _kinds(module, b: str, prefix: str = "", h: str = "held_out") -> list[Case]:
    """A set's updates, never-said questions (each with its control, the answer said too),
    look-alike entities, secrets, their look-alikes and personal identifiers
    (``module.UPDATES``, ``NEVER``, ``ENTITIES``, ``SECRETS``, ``LOOK_ALIKES``, ``PERSONAL``,
    each optional; the second, sixteenth and eighteenth sets, the development set of entities),
    each family named ``prefix + family``, in half ``h``. Where a message is expected, a tuple
    of messages may stand: told one after another (an update spread over two messages, two
    look-alikes told apart)."""
    out: list[Case] = []
    for family, items in getattr(module, "UPDATES", {}).items():
        f = prefix + family
        out += [
            Case("update", f, h, (*_messages(x), *_messages(y)), q, n, o, b)
            for x, y, q, n, o in items
        ]
    for family, items in getattr(module, "NEVER", {}).items():
        f = prefix + family
        for said, question, control, control_q, answer in items:
            out.append(Case("never_said", f, h, (said,), question, batch=b))
            out.append(Case("said", f, h, (said, control), control_q, answer, batch=b))
    for family, items in getattr(module, "ENTITIES", {}).items():
        f = prefix + family
        out += [Case("entity", f, h, _messages(s), q, r, w, b) for s, q, r, w in items]
    for kind, table in (
        ("secret", "SECRETS"),
        ("look_alike", "LOOK_ALIKES"),
        ("personal", "PERSONAL"),
    ):
        for family, items in getattr(module, table, {}).items():
            f = prefix + family
            out += [Case(kind, f, h, (said,), "", token, batch=b) for said, token in items]
    return out


def _messages(said: str | tuple[str, ...]) -> tuple[str, ...]:
    """One message, or several told one after another, as the turns of a conversation."""
    return (said,) if isinstance(said, str) else tuple(said)


def _updates_dev() -> list[Case]:
    """The development set of updates (:mod:`trust_cases_updates_dev`): each earlier statement
    and its update with chat before, between and after (three chat lines a conversation, in
    turn through :data:`trust_cases_updates_dev.CHAT`)."""
    chat, out = updates_dev.CHAT, []
    for family, items in updates_dev.UPDATES.items():
        for old, new, question, good, bad in items:
            i = 3 * len(out)
            said = (
                chat[i % len(chat)],
                old,
                chat[(i + 1) % len(chat)],
                new,
                chat[(i + 2) % len(chat)],
            )
            out.append(Case("update", family, "dev", said, question, good, bad, "updates"))
    return out


def _third() -> list[Case]:
    """The third held-out set: forget phrasings only (:data:`trust_cases_more.FORGET_PHRASINGS_3`)."""
    h = "held_out"
    return [
        Case("forget", family, h, (said, _FILLER, template.format(s=subject)), question, detail,
             batch="third")
        for family, template in more.FORGET_PHRASINGS_3.items()
        for said, subject, detail, question in _FORGET_SUBJECTS[h]
    ]  # fmt: skip


def _fourth() -> list[Case]:
    """The fourth held-out set (:mod:`trust_cases_fourth`): forget requests written one by one,
    and look-alikes that must forget nothing."""
    h, b = "held_out", "fourth"
    out = [
        Case("forget", "fourth", h, (*said, request), question, details, batch=b)
        for said, request, question, details in fourth.FORGET
    ]
    out += [
        Case("not_forget", "fourth", h, (_FILLER, fourth.NOT_FORGET_FACT, message), "", "Lisbon",
             batch=b)
        for message in fourth.NOT_FORGET
    ]  # fmt: skip
    return out


def _fifth() -> list[Case]:
    """The fifth held-out set (:mod:`trust_cases_fifth`): as the fourth, by family."""
    h, b = "held_out", "fifth"
    out = [
        Case("forget", f"fifth-{family}", h, (*said, request), question, details, batch=b)
        for family, items in fifth.FORGET.items()
        for said, request, question, details in items
    ]
    out += [
        Case("not_forget", "fifth", h, (_FILLER, fifth.NOT_FORGET_FACT, message), "",
             fifth.NOT_FORGET_DETAIL, batch=b)
        for message in fifth.NOT_FORGET
    ]  # fmt: skip
    return out


def _later(module, b: str) -> list[Case]:
    """A later held-out set written as the fifth (:mod:`trust_cases_sixth`,
    :mod:`trust_cases_seventh`): forget requests by family, and look-alikes after the module's
    own fact."""
    h = "held_out"
    out = [
        Case("forget", f"{b}-{family}", h, (*said, request), question, details, batch=b)
        for family, items in module.FORGET.items()
        for said, request, question, details in items
    ]
    out += [
        Case("not_forget", b, h, (_FILLER, module.NOT_FORGET_FACT, message), "",
             module.NOT_FORGET_DETAIL, batch=b)
        for message in module.NOT_FORGET
    ]  # fmt: skip
    return out


def _first(h: str) -> list[Case]:
    """The first set's cases of half ``h``."""
    out: list[Case] = []
    for family, template in _FORGET_PHRASINGS[h].items():
        for said, subject, detail, question in _FORGET_SUBJECTS[h]:
            request = template.format(s=subject)
            out.append(Case("forget", family, h, (said, _FILLER, request), question, detail))
    for family, items in _UPDATES[h].items():
        for before, after, question, new, old in items:
            out.append(Case("update", family, h, (before, after), question, new, old))
    for family, items in _NEVER[h].items():
        for said, question, control, control_q, answer in items:
            out.append(Case("never_said", family, h, (said,), question))
            out.append(Case("said", family, h, (said, control), control_q, answer))
    for family, items in _ENTITIES[h].items():
        for said, question, right, wrong in items:
            out.append(Case("entity", family, h, (said,), question, right, wrong))
    for family, items in _SECRETS[h].items():
        for said, token in items:
            out.append(Case("secret", family, h, (said,), "", token))
    for family, items in _LOOK_ALIKES[h].items():
        for said, token in items:
            out.append(Case("look_alike", family, h, (said,), "", token))
    return out
