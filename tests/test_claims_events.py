"""The claim comparison on events that end a state, one's own things against none, diets,
faiths, attributes said through a verb, and comparisons on one scale (issue 14).

Pairs written for these tests (no benchmark half holds them). Contradicting: selling, giving away or
getting rid of a thing against still having or using it; quitting a job or resigning against still
working there; leaving a band or a choir against being in it; moving out of a town against living
there; graduating against being a student; finishing a thing against still being at it or not having
started it; getting over an illness against still having it; a couple together against a split, a
bachelor against married; out of work now against currently employed; words opposite in context (a
place heaving or deserted, water glassy or choppy, cream fresh or curdled); two faiths of one
person; chat spelling (a letter drawn out, a reply's 'ya', 'sis', 'rn'); two employers, said by the
work done there; one's own thing or relative named against none of it; a diet or a food avoided
against eating or drinking it; a salary or a rent said as a possessive's noun against the verb of
the same amount; a comparison of two things reversed, by swapping them or by the opposite adjective.
The compatible near-pairs guard what those classes must not flag: a thing sold and replaced, someone
else leaving the group, a move then another place, a different thing finished, a thing that still
works, comparisons on another scale or of other things, a comparison said the other way round that
agrees, a particular thing not on hand, someone else's relatives, none then, another food or drink
than the one avoided, counted measures of food, avoiding a thing that is not food, another illness
later, going somewhere together, a state that held before, a place busy and empty on different days,
two things each with its own state, one faith said strongly, a faith that changed, another person's
faith, a sum with repeated digits, two siblings in chat, and a place taught at against a place
studied at or a subject taught.
"""

from __future__ import annotations

import pytest

from yeastlab.core.claims import compare_claims

CONTRADICTING = [
    # a thing had, then sold, given away, got rid of
    ("I gave away my old sewing machine", "I still use my sewing machine"),
    ("We got rid of the trampoline", "We have a trampoline"),
    ("My uncle sold his boat", "My uncle still owns his boat"),
    # a job, a group, a home, studies
    ("Nadia quit her job", "Nadia still works at the pharmacy"),
    ("I resigned", "I still work for the council"),
    ("Gemma is still working", "Gemma is retired"),
    ("Oskar left the band", "Oskar is still in the band"),
    ("I quit the choir", "I'm a member of the choir"),
    ("We moved out of Bristol", "We live in Bristol"),
    ("My cousin graduated years ago", "My cousin is a student"),
    # a thing in hand
    ("I finished the jigsaw", "I'm still working on the jigsaw"),
    ("I haven't started the report", "I finished the report"),
    # one amount, said with a noun or a verb
    ("My monthly salary is 3000", "I make 4500 a month"),
    ("Our rent is 800", "We pay 1100 in rent"),
    ("My salary is £40k", "My salary is 55,000 pounds"),
    # comparisons reversed
    ("Sam is taller than Lou", "Lou is taller than Sam"),
    ("The train is faster than the coach", "The train is slower than the coach"),
    ("My sister is older than me", "I'm older than my sister"),
    ("The attic is colder than the cellar", "The cellar is colder than the attic"),
    # one's own thing or relative against none of it
    ("We don't have any kids", "Our youngest daughter plays the cello"),
    ("I'm an only child", "My sister is a vet"),
    ("I don't own a car", "My car needs new tyres"),
    # an illness over, a couple together, the present said two ways
    ("Dana got over her cough", "Dana still has a cough"),
    ("My flu has cleared up", "I've still got the flu"),
    ("Theo and Jess are still together", "Theo and Jess split up"),
    ("My uncle is a bachelor", "My uncle is married"),
    ("Grandpa remarried", "Grandpa has stayed single"),
    ("I'm out of work right now", "I'm currently employed at a garage"),
    # opposites in context
    ("The beach was heaving", "The beach was deserted"),
    ("The sea was glassy this morning", "The sea was choppy this morning"),
    ("The cream is fresh", "The cream has curdled"),
    ("The office is chaotic", "The office is calm"),
    # one employer, said by the work done there
    ("Bea teaches at Leeds", "Bea lectures at Hull"),
    ("Tariq is on staff at the museum", "Tariq works for a bank"),
    # chat spelling
    ("my flat is tinyyy", "my flat is huuuge"),
    ("ya my sis is single rn", "my sister is married"),
    ("the bus is sooo fast", "the bus is slooow"),
    # a faith, one at a time
    ("Ravi is Sikh", "Ravi is a practising Buddhist"),
    ("Mo is an agnostic", "Mo is a devout Muslim"),
    # a diet against what is eaten or drunk
    ("Priya doesn't drink alcohol", "Priya had a glass of champagne"),
    ("I avoid dairy", "I eat cheese"),
    ("I've cut out caffeine", "I drink coffee"),
    ("I'm gluten-free", "I eat bread"),
    ("Joe is a meat eater", "Joe doesn't eat meat"),
    ("Owen is vegetarian", "Owen had sausages"),
]

COMPATIBLE = [
    ("I sold my old bike and bought a new one", "I bought a new bike"),
    ("I sold my car and got a newer one", "I have a car"),
    ("I quit my job in 2019", "I started a new job last month"),
    ("Oskar left the band", "Oskar still plays guitar"),
    ("My sister left the choir", "I'm a member of the choir"),
    ("We moved out of Bristol in 2015", "We moved to Bath"),
    ("I finished the jigsaw", "I'm still working on the crossword"),
    ("I finished reading the book", "I'm still reading the magazine"),
    ("The old radio still works", "The old radio is a bit crackly"),
    ("My salary is 3000", "My rent is 1100"),
    ("My salary is £40k", "My salary is 40,000 pounds"),
    ("Sam is taller than Lou", "Lou is older than Sam"),
    ("Sam is taller than Lou", "Sam is shorter than Ben"),
    ("Sam is taller than Lou", "Lou is shorter than Sam"),
    ("Eva is older than me", "Eva is younger than my aunt"),
    ("I don't have my keys", "My keys are in the car"),
    ("My brother has no kids", "My son is five"),
    ("I had no car back then", "My car is red"),
    ("I ate three slices of pizza", "I ate four slices of cake"),
    ("I avoid dairy", "I eat bread"),
    ("I had a cup of tea", "I don't drink coffee"),
    ("Priya doesn't drink alcohol", "Priya had a glass of water"),
    ("I avoid the motorway", "I take the motorway to work"),
    ("Dana got over her cough last week", "Dana has a cold now"),
    ("Theo and Jess are still together", "Theo and Jess went to Spain together"),
    ("My uncle is a bachelor", "My aunt is married"),
    ("I was unemployed last year", "I'm currently employed at a garage"),
    ("The market was heaving on Saturday", "The market was deserted on Monday"),
    ("The sea was glassy in the bay", "The wind was choppy"),
    ("Ravi is Sikh", "Ravi is a devout Sikh"),
    ("Ravi was Catholic as a boy", "Ravi is an atheist now"),
    ("Ravi is Sikh", "His wife is Hindu"),
    ("Bea teaches at Leeds", "Bea studied at Hull"),
    ("Bea teaches at Leeds", "Bea teaches history"),
    ("I paid $1000 for it", "I paid 1000 dollars for it"),
    ("nah my sis is in Leeds", "my bro is in York"),
]


@pytest.mark.parametrize(("a", "b"), CONTRADICTING)
def test_an_event_against_the_state_it_ends_contradicts(a: str, b: str) -> None:
    assert compare_claims(a, b).contradicts, compare_claims(a, b)


@pytest.mark.parametrize(("a", "b"), COMPATIBLE)
def test_compatible_near_pairs_are_not_flagged(a: str, b: str) -> None:
    assert not compare_claims(a, b).contradicts, compare_claims(a, b)
