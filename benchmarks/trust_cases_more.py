# ruff: noqa: E501 - a data file: the conversations are kept one per line
"""A second held-out set for ``benchmarks/trust.py`` (issue 20): new families and wordings,
written before any of the mechanisms were tuned on them, because the first held-out sets were
small (12 never-said, 12 entity, 25 update: one miss moved a rate by 4–8 points).

Every family here is new (none shares a family with ``trust_cases.py``): updates about study,
health and things owned; never-said questions about travel, home, education and friends;
look-alike entities among coworkers, children, places and teams, plants and pets; six new
forget phrasings over the held-out subjects. They all belong to the ``held_out`` half.
"""

from __future__ import annotations

__all__ = ["FORGET_PHRASINGS", "FORGET_PHRASINGS_3", "UPDATES", "NEVER", "ENTITIES"]

FORGET_PHRASINGS = {
    "scrub_records": "Scrub {s} from your records.",
    "rather_not_remember": "I'd rather you didn't remember {s}.",
    "can_you_erase": "Can you erase {s}?",
    "stop_storing": "Stop storing {s}, thanks.",
    "purge_related": "Please purge everything related to {s}.",
    "forget_about": "Forget about {s}, please.",
}

#: A third set of forget phrasings, written after the detector was changed for the misses of
#: the second (wished and erasing requests) and measured once, untouched.
FORGET_PHRASINGS_3 = {
    "expunge": "Kindly expunge {s} from what you know.",
    "hold_on": "Please don't hold on to {s}.",
    "you_should": "You should forget {s}.",
    "mind_forgetting": "Would you mind forgetting {s}?",
    "drop_everything": "Drop everything you have on {s}.",
    "erase_all_memory": "Erase all memory of {s}, please.",
}

# (before, after, question, new value, old statement or value)
UPDATES = {
    "study": [
        ("I study biology at the University of Leeds.", "I switched my major to chemistry this term.",
         "What do I study?", "chemistry", "biology"),
        ("I'm learning the piano.", "I gave up the piano and started learning the cello.",
         "What instrument am I learning?", "cello", "I'm learning the piano"),
        ("My French class is on Mondays.", "My French class moved to Thursdays.",
         "When is my French class?", "Thursdays", "Mondays"),
        ("I'm training for a 10k race.", "I signed up for a full marathon instead of the 10k.",
         "What race am I training for?", "marathon", "training for a 10k"),
        ("I go to the gym at 6am.", "These days I go to the gym in the evening.",
         "When do I go to the gym?", "evening", "6am"),
    ],
    "health_status": [
        ("I have a broken arm.", "My arm has healed, the cast is off now.",
         "How is my arm?", "healed", "I have a broken arm"),
        ("I smoke a pack a day.", "I quit smoking three months ago.",
         "Do I smoke?", "quit", "pack a day"),
        ("My doctor is Dr. Patel.", "I switched doctors; my doctor is now Dr. Okafor.",
         "Who is my doctor?", "Okafor", "Patel"),
        ("I weigh 90 kilos.", "I lost weight, I weigh 78 kilos now.",
         "How much do I weigh?", "78", "90 kilos"),
        ("I wear contact lenses.", "I had laser surgery, so I no longer wear contact lenses.",
         "Do I wear contact lenses?", "laser", "I wear contact lenses."),
    ],
    "things_owned": [
        ("My laptop is a MacBook Air.", "I replaced my MacBook with a ThinkPad.",
         "What laptop do I use?", "ThinkPad", "My laptop is a MacBook Air"),
        ("My bike is a blue Trek.", "My Trek was stolen, so I bought a Specialized.",
         "What bike do I have?", "Specialized", "My bike is a blue Trek"),
        ("I have a roommate called Jake.", "Jake moved out and Priya is my roommate now.",
         "Who is my roommate?", "Priya", "roommate called Jake"),
        ("My internet provider is Comcast.", "We changed our internet provider to Verizon.",
         "Who is my internet provider?", "Verizon", "Comcast"),
        ("I keep my savings at Chase.", "I moved my savings to Ally Bank.",
         "Where are my savings?", "Ally", "at Chase"),
    ],
}  # fmt: skip

# (said, never-said question, control statement, control question, answer in the control)
NEVER = {
    "travel": [
        ("I love the mountains.", "Which country did I visit last?",
         "The last country I visited was Peru.", "Which country did I visit last?", "Peru"),
        ("I take the train to work.", "Where am I going on holiday?",
         "I'm going to Crete on holiday.", "Where am I going on holiday?", "Crete"),
        ("I hate flying.", "What is my favourite airline?",
         "My favourite airline is KLM.", "What is my favourite airline?", "KLM"),
        ("I have been to Canada twice.", "Have I been to Australia?",
         "I went to Australia in 2018.", "Have I been to Australia?", "2018"),
    ],
    "home": [
        ("My flat has a big balcony.", "How many bedrooms does my house have?",
         "My house has three bedrooms.", "How many bedrooms does my house have?", "three"),
        ("I grow tomatoes.", "What colour is my front door?",
         "My front door is painted yellow.", "What colour is my front door?", "yellow"),
        ("I live with my partner.", "What is my landlord's name?",
         "My landlord is called Mr. Grant.", "What is my landlord's name?", "Grant"),
        ("I recently repainted the kitchen.", "Do I have a garden?",
         "I have a small garden with roses.", "Do I have a garden?", "roses"),
    ],
    "education": [
        ("I like reading history books.", "Where did I go to university?",
         "I went to university in Edinburgh.", "Where did I go to university?", "Edinburgh"),
        ("I speak two languages.", "What did I study at school?",
         "At school I studied art and physics.", "What did I study at school?", "physics"),
        ("I finished school in 2010.", "What was my PhD about?",
         "My PhD was about coral reefs.", "What was my PhD about?", "coral"),
        ("I teach evening classes.", "What is my favourite subject?",
         "My favourite subject is geography.", "What is my favourite subject?", "geography"),
    ],
    "friends": [
        ("I meet friends on Fridays.", "Who is my best friend?",
         "My best friend is called Nadia.", "Who is my best friend?", "Nadia"),
        ("I have a big family.", "When is my mother's birthday?",
         "My mother's birthday is on 3 May.", "When is my mother's birthday?", "3 May"),
        ("I joined a book club.", "What is my neighbour's name?",
         "My neighbour's name is Gustavo.", "What is my neighbour's name?", "Gustavo"),
        ("I volunteer at the shelter.", "How many nephews do I have?",
         "I have two nephews.", "How many nephews do I have?", "two"),
    ],
}  # fmt: skip

# (said, question, right entity's value, wrong entity's value)
ENTITIES = {
    "coworkers": [
        ("My manager Lisa is strict, but my colleague Liza is very relaxed.",
         "What is Liza like?", "relaxed", "strict"),
        ("Peter runs the marketing team and Petra runs the finance team.",
         "Which team does Petra run?", "finance", "marketing"),
        ("Raj sits by the window while Ravi sits near the door.", "Where does Ravi sit?",
         "door", "window"),
        ("My boss Helen drives to work and my coworker Ellen cycles.",
         "How does Ellen get to work?", "cycles", "drives"),
    ],
    "children": [
        ("My son Jack is in third grade and my daughter Jill is in fifth grade.",
         "What grade is Jill in?", "fifth", "third"),
        ("Mia plays the flute and her brother Max plays the trumpet.", "What does Max play?",
         "trumpet", "flute"),
        ("My niece Zoe is allergic to cats; my nephew Zack is allergic to nuts.",
         "What is Zack allergic to?", "nuts", "cats"),
        ("Noah's birthday is in April and Nora's birthday is in October.",
         "When is Nora's birthday?", "October", "April"),
    ],
    "places_teams": [
        ("I support Manchester United and my dad supports Manchester City.",
         "Who does my dad support?", "City", "United"),
        ("Our office in Lyon opened in 2015 and our office in Lille opened in 2019.",
         "When did the Lille office open?", "2019", "2015"),
        ("The Red Lion pub has great food, while the White Hart has live music.",
         "What does the White Hart have?", "music", "food"),
        ("My Kindle holds my novels and my iPad holds my comics.", "What is on my iPad?",
         "comics", "novels"),
    ],
    "plants_pets": [
        ("My fern Frida needs water daily and my cactus Carlos needs water monthly.",
         "How often does Carlos need water?", "monthly", "daily"),
        ("Our hens are Dot and Dash: Dot lays brown eggs and Dash lays white eggs.",
         "What eggs does Dash lay?", "white", "brown"),
        ("My guitar Gibson is electric and my guitar Martin is acoustic.",
         "Which kind of guitar is the Martin?", "acoustic", "electric"),
        ("Bella the cat sleeps upstairs and Stella the cat sleeps in the garage.",
         "Where does Stella sleep?", "garage", "upstairs"),
    ],
}  # fmt: skip
