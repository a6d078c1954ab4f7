"""The claim comparison on new wording, one class at a time (2026-11-27).

Pairs written for these tests (no benchmark half holds them), one or more for each class fixed
after fresh_6 was read: scales the lexicon lacked (long/short, sharp/blunt, soft/hard, near/far,
tasty, judged boring), states said in phrases (working again, out of order, in business / shut
down, fast asleep / wide awake, engaged, free / busy), places (from … originally, "X's from",
out in the countryside, floors, a city against a country it is not in), a thing against none of
its kind, ages, "May" the month, frequencies as values, spelling variants and verbs that report
one fact (cost / paid, works for / at). The compatible near-pairs guard what those classes must
not flag: the kind the other way round, places one inside the other, a guess, a timed update,
words polar only as predicates ("law firm", "patient data", "winter" is no "win").
"""

from __future__ import annotations

import pytest

from yeastlab.core.claims import compare_claims

CONTRADICTING = [
    # scales
    ("The hike was long", "The hike was really short"),
    ("Mum's kitchen knife is sharp", "Mum's kitchen knife is blunt"),
    ("The pillow is soft", "The pillow is hard as a brick"),
    ("The station is close to our flat", "The station is far from our flat"),
    ("The cake was delicious", "The cake was disgusting"),
    ("Chess is my favourite game", "I find chess so boring"),
    ("Ahmed keeps his desk tidy", "Ahmed's desk is really messy"),
    # states
    ("The dishwasher is working again", "The dishwasher is broken"),
    ("The lift is out of order", "The lift works fine"),
    ("The cafe on Main Street is still in business", "The cafe on Main Street shut down for good"),
    ("The toddler is fast asleep", "The toddler is wide awake"),
    ("Noor is engaged", "Noor is single"),
    ("I'm free on Friday", "I'm busy on Friday"),
    ("Tariq is employed at a bakery", "Tariq is unemployed right now"),
    # places
    ("Wei is from Malaysia", "Wei's from Singapore"),
    ("I'm from Oregon originally", "I'm originally from Nevada"),
    ("My aunt lives out in the countryside", "My aunt lives in the town centre"),
    ("They live on the fifth floor", "They live on the ground floor"),
    ("Jun lives in Lyon", "Jun lives in Germany"),
    # quantities
    ("Ravi has no pets", "Ravi has three cats"),
    ("I don't eat meat", "I had a steak for dinner"),
    ("Lucas is 7 years old", "Lucas is nine"),
    ("I have no siblings", "I have a sister"),
    # dates
    ("Our anniversary is in May", "Our anniversary is in June"),
    ("The dentist appointment's on Monday", "The dentist appointment is on Friday"),
    # frequencies
    ("We go hiking once a month", "We go hiking twice a week"),
    ("I usually skip lunch", "I eat lunch every day"),
    # preferences, verbs that mean the same
    ("My favorite sport is tennis", "My favourite sport is golf"),
    ("The concert tickets cost 60 pounds", "I paid 90 pounds for the concert tickets"),
    ("I work for Acme", "I work at Globex"),
    ("Dana is employed by Initech", "Dana works for Globex"),
    ("He earns 40k a year", "He makes 55k a year"),
    ("The play ends at 10pm", "The play finishes at 11pm"),
    ("My train departs at 7am", "My train leaves at 8am"),
    ("The bank shuts at 4", "The bank closes at 6"),
    # one value: a colour, a job said with "is a", a length of time in two units, a time of day
    ("Priya's scarf is green", "Priya's scarf is bright orange"),
    ("Sam is a plumber", "Sam is an electrician"),
    ("The drive takes two hours", "The drive takes 45 minutes"),
    ("The library opens at 9", "The library opens at noon"),
    # none of a kind said in other words
    ("I'm an only child", "I have a brother and a sister"),
    ("Omar has a cat named Luna", "Omar doesn't have any pets"),
    ("I'm allergic to nuts", "I'm not allergic to anything"),
    ("We have lots of coffee", "We are out of coffee"),
    # a past event, or a past state against a present that denies ever, still contradicts
    ("My grandfather passed away last year", "My grandfather is alive"),
    ("I had a rabbit as a kid", "I've never had a rabbit"),
    # the speaker's own belief is a claim ("I think"), and so is a belief in something
    ("I think the pool is closed today", "The pool is open today"),
    ("My uncle believes in astrology", "My uncle doesn't believe in astrology"),
    # everyday scales in more of their words
    ("The soup was scorching", "The soup was lukewarm"),
    ("Our new garage is roomy", "Our new garage is cramped"),
    ("The courier was speedy", "The courier was sluggish"),
    ("Mira was elated after the interview", "Mira was devastated after the interview"),
    ("The quiz was straightforward", "The quiz was fiendishly complicated"),
    ("The old pier is sturdy", "The old pier is rickety"),
    ("The hostel bathroom was immaculate", "The hostel bathroom was grimy"),
    ("The new tablet is superb", "The new tablet is mediocre"),
    ("The lobby was hushed", "The lobby was raucous"),
    ("The hallway lamp is dim", "The hallway lamp is glaring"),
    # words that only grade the scale word after them
    ("My laptop is lightning fast", "My laptop is painfully slow"),
    ("Grandpa is perfectly healthy", "Grandpa is seriously ill"),
    ("The bath was piping hot", "The bath was icy"),
    # figures of speech for a point on a scale
    ("The driving test was a piece of cake", "The driving test was really difficult"),
    ("Renewing my passport was a real headache", "Renewing my passport was easy"),
    ("The sofa cost us an arm and a leg", "The sofa was cheap"),
    ("The pharmacy is just around the corner", "The pharmacy is miles away"),
    ("The bus to the airport takes forever", "The bus to the airport is quick"),
    ("My desk is a total mess", "My desk is neat"),
    ("The boss was in a foul mood today", "The boss was cheerful today"),
    # a name said three ways, a relation to the speaker, work or none, a diet without meat
    ("Our parrot is called Kiwi", "Our parrot's name is Mango"),
    ("My niece is named Ada", "My niece is called Iris"),
    ("Tom is my uncle", "Tom is my brother"),
    ("Priya is my wife", "Priya is my sister"),
    ("My cousin got laid off in March", "My cousin still has a job"),
    ("Omar is unemployed", "Omar works at a hospital"),
    ("Grandma is retired", "Grandma still works part time"),
    ("Lucia is vegetarian", "Lucia eats lamb every Sunday"),
    ("My flatmate is on a plant-based diet", "My flatmate eats bacon for breakfast"),
    # a bare sum after a verb of paying, a day of the month said alone
    ("The new tyres cost 300", "The new tyres cost 180"),
    ("I owe my landlord 750", "I owe my landlord 75"),
    ("The gig is on the 14th", "The gig is on the 22nd"),
    # a thing that is free costs nothing; a person who is free is not busy
    ("The yoga class is free", "The yoga class costs $12"),
    ("The bike rental cost us nothing", "The bike rental cost us 30 euros"),
    ("Kemal is free this afternoon", "Kemal is busy this afternoon"),
    # a part of a group against none of it still clashes
    ("None of my colleagues are vegetarian", "Some of my colleagues are vegetarian"),
]

COMPATIBLE = [
    # an instruction against a remark on one instance pointed at ("that answer"): the remark's
    # subject is its own, not words of the instruction's predicate
    ("Please always keep answers short.", "That answer was too long."),
    ("Keep the replies brief, please", "This reply was way too long"),
    ("Ravi has no dog", "Ravi has pets"),
    ("My parents moved to Tuscany", "My parents moved to Italy"),
    ("We're based in Manhattan", "We're based in New York"),
    ("Ella lives in Austin", "Ella lives in Texas"),
    ("Jun works in Shinjuku", "Jun works in Tokyo"),
    ("I guess I could learn to ski next winter", "I can't ski"),
    ("We had two dogs before", "We now have one dog"),
    ("I don't go every day", "I go three times a week"),
    ("My favourite season is autumn", "My favourite colour is red"),
    ("The law firm is in Leeds", "The law firm is hiring"),
    ("The patient data is stored in Oslo", "The patient data is encrypted"),
    ("The winter here is long", "I love winter"),
    ("My brother is tall", "My sister is short"),
    ("I go swimming twice a week", "I go to the gym once a week"),
    ("The library opens at 9", "The library opens at 11 on Sundays"),  # a recurring exception
    ("Dana is employed by Initech", "Dana works for Initech"),
    ("Sam was a plumber", "Sam is an electrician"),  # a job then, another now
    ("Sam is a plumber", "Sam is a father"),
    ("The walls are white", "The door is red"),
    ("The course lasts three years", "The course lasts 36 months"),
    ("I'm out of town this week", "I'm at home most evenings"),
    # updates: a thing moved to another time, how it was then against how it is now
    ("The dentist appointment was moved to Wednesday", "The dentist appointment is on Monday"),
    ("As of next month the pool opens at 6", "The pool opens at 8"),
    ("Back in school I was really shy", "I'm quite outgoing"),
    ("My cousin was living in Porto until May", "My cousin lives in Braga"),
    # someone else's word is no firm claim of the speaker's
    ("Our landlord says the heating is broken", "The heating works fine"),
    ("Anna told me the pool is closed today", "The pool is open today"),
    ("People say the lake is deep", "The lake is shallow"),
    # scale words that are also nouns or names, and change said over time
    ("The little cafe on the square is cosy", "The cafe on the square is spacious"),
    ("The marketing budget is $5,000", "The design budget is $9,000"),
    ("The stable is where the horses sleep", "The horses are stable"),
    ("The soup was scorching", "The bread was lukewarm"),
    ("Our garden was a mess in spring", "Our garden is tidy now"),
    ("I was terrible at tennis", "I've gotten quite good at tennis"),
    ("Sam walks slowly", "Sam reads quickly"),
    ("Our parrot is called Kiwi", "Our parrot's name is Kiwi"),
    ("Tom is my uncle", "Tom is my uncle's neighbour"),
    ("Omar works at a hospital", "Omar is employed at the hospital"),
    ("Lucia is vegetarian", "Lucia eats fish"),
    ("Some of my colleagues are vegetarian", "Most of my colleagues eat meat"),
    ("One of the lifts is broken", "The main lift works fine"),
    ("The gig is on the 14th", "The gig is on March 14"),
    ("I spent 3 hours on the essay", "The essay cost me nothing"),
    ("The tyres cost 300 euros", "I paid 300 for the tyres"),
    ("The gallery is free on Sundays", "The gallery costs 15 euros"),
    ("We are free to leave early", "The taxi costs 20 euros"),
]


@pytest.mark.parametrize(("a", "b"), CONTRADICTING)
def test_new_wording_of_each_class_contradicts(a: str, b: str) -> None:
    found = compare_claims(a, b)
    assert found.contradicts, found
    assert compare_claims(b, a).contradicts  # either order


@pytest.mark.parametrize(("a", "b"), COMPATIBLE)
def test_compatible_near_pairs_are_not_flagged(a: str, b: str) -> None:
    assert not compare_claims(a, b).contradicts
    assert not compare_claims(b, a).contradicts
