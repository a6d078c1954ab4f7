# ruff: noqa: E501 - a data file: one pair per line
"""More labelled statement pairs for fitting the learned contradiction reader: everyday families.

Written by hand on 2026-11-27 for the reader's fit alone, in the format of
``benchmarks/contradiction_train.py`` (``a || b``, one pair a line), after the reader was seen
to gain most on families it never saw from more families in its fit (adding the ``fresh_7`` half
raised the held-out contradictions it read from 13 to 29). The writer had read the claim
comparison and the training pairs' misses, but no pair of the held-out half (``fresh_9``); none
of these repeats a sentence of ``benchmarks/``. Each contradicting family comes with compatible
near-pairs on the same topics (the same subject, another aspect, a paraphrase, another person or
occasion), so that the topic alone says nothing. Use them for fitting only.
"""

from __future__ import annotations

__all__ = ["FAMILIES", "pairs"]

FAMILIES: dict[str, tuple[str, str]] = {
    "permission": (
        "contradicts",
        """
        Dogs are welcome in the café on Mill Road || Dogs are not allowed in the café on Mill Road
        Smoking is permitted on the balcony || Smoking is strictly forbidden on the balcony
        Kids under twelve get in free at the zoo || Children pay full price at the zoo
        Guests can park in the courtyard || Guests are banned from parking in the courtyard
        You can bring your own wine to Gino's || Gino's doesn't let you bring your own wine
        Photography is fine inside the chapel || Taking photos inside the chapel is prohibited
        Our landlord lets us keep a cat || Our landlord has a strict no pets rule
        Swimming is allowed at the quarry || Swimming at the quarry is illegal
        My teenage son is allowed out until midnight || My teenage son has to be home by nine
        Phones are okay during the exam || Phones are confiscated before the exam
        The gym lets members bring a friend for free || The gym charges members for every guest
        Cycling on the towpath is fine || Bikes are barred from the towpath
        Tom's parents let him play video games all weekend || Tom's parents don't allow video games at all
        """,
    ),
    "routine": (
        "contradicts",
        """
        Nadia cycles to the office every day || Nadia always takes the train to the office
        I shower in the morning || I only ever shower at night
        My dad reads the paper over breakfast || My dad never looks at a newspaper
        We eat dinner at the table as a family || We always eat dinner in front of the telly
        I go to bed early on weeknights || I stay up past two on weeknights
        Greta jogs before work || Greta never exercises before work
        My sister cooks every evening || My sister lives on takeaways and never cooks
        Our family goes to church on Sundays || Our family never goes to church
        I skip lunch on workdays || I have a proper lunch every workday
        Ravi walks the dog twice a day || Ravi's dog only gets walked on weekends
        The baby naps after lunch || The baby refuses to nap in the afternoon
        I brush my teeth after every meal || I only brush my teeth once a day
        Mum does the shopping online || Mum goes to the supermarket in person every week
        """,
    ),
    "clock_times": (
        "contradicts",
        """
        The bakery opens at seven || The bakery doesn't open until ten
        My shift starts at dawn || My shift starts in the late afternoon
        The last bus leaves at eleven || The last bus goes at half past eight
        Our flight lands in the morning || Our flight lands close to midnight
        Lena gets up at five || Lena sleeps until ten every day
        The meeting is at 9 am || The meeting is at 4 pm
        The kids' bedtime is seven thirty || The kids go to bed at ten
        The pharmacy closes at six || The pharmacy is open until midnight
        The school run is at eight || The school run is at quarter past nine
        Dinner at my gran's is always at five || Dinner at my gran's is always at nine
        The concert starts at noon || The concert starts at eight in the evening
        """,
    ),
    "whereabouts": (
        "contradicts",
        """
        Mum is at home || Mum is out at the shops
        My keys are in the car || My keys are on the kitchen table
        Dad is in hospital || Dad is at home recovering in his own bed
        Jonas is in Berlin this week || Jonas is in Madrid this week
        The cat is asleep on my bed || The cat is out in the garden
        The kids are at their grandparents' || The kids are upstairs in their rooms
        Our car is at the garage || Our car is parked in the driveway
        My laptop is at the office || My laptop is here in my bag
        Grandpa's in the living room || Grandpa has gone out for a walk
        The passports are in the drawer || The passports are in my handbag
        Sara is on holiday in Greece || Sara is at her desk at work
        My bike is locked outside the station || My bike is in the shed at home
        """,
    ),
    "people_states": (
        "contradicts",
        """
        Oskar is wide awake || Oskar is fast asleep
        I'm absolutely starving || I'm completely full
        My brother is sober || My brother is drunk
        Lily is free all afternoon || Lily is swamped all afternoon
        I'm fit and well || I'm ill in bed
        Our son is homesick || Our son doesn't miss home at all
        Dana is calm about the move || Dana is panicking about the move
        I'm totally broke || I have plenty of money
        My grandmother is sharp as a tack || My grandmother is very confused
        Pavel is single || Pavel has a girlfriend
        The twins are shy || The twins are outgoing and loud
        I'm relaxed about the exam || I'm terrified of the exam
        Ben is soaking wet || Ben is completely dry
        """,
    ),
    "experience": (
        "contradicts",
        """
        I've been to Japan twice || I've never set foot in Asia
        Hannah has driven a lorry || Hannah has never driven anything bigger than a car
        We've met the new neighbours || We haven't met the new neighbours yet
        I've read all the Harry Potter books || I've never read a Harry Potter book
        Marco has run a marathon || Marco has never run more than five kilometres
        I've seen that film three times || I haven't seen that film
        My parents have flown before || My parents have never been on a plane
        I've tried sushi || I've never tasted raw fish
        Kim has lived abroad || Kim has never lived outside her home town
        I've broken my arm twice || I've never broken a single bone
        My son has had chickenpox || My son has never had chickenpox
        """,
    ),
    "stances": (
        "contradicts",
        """
        Eva supports the new bike lanes || Eva is against the new bike lanes
        I'm in favour of the four-day week || I oppose the four-day week
        My uncle believes in ghosts || My uncle thinks ghosts are nonsense
        Nico approves of his daughter's fiancé || Nico disapproves of his daughter's fiancé
        I'm a big fan of the new mayor || I can't stand the new mayor
        Our team welcomed the merger || Our team resisted the merger
        My mum trusts the local doctor || My mum doesn't trust the local doctor
        I agree with the referee's call || I think the referee's call was wrong
        Jess is keen on moving to the coast || Jess has no interest in moving to the coast
        Grandad voted for the bypass || Grandad voted against the bypass
        I'm fine with working weekends || I refuse to work weekends
        """,
    ),
    "looks": (
        "contradicts",
        """
        Mia's hair is long and curly || Mia's hair is short and straight
        The front door is painted blue || The front door is painted bright red
        My new sofa is grey || My new sofa is mustard yellow
        Alex is clean-shaven || Alex has a big bushy beard
        The wedding cake was white || The wedding cake was chocolate brown
        Our kitchen walls are bare || Our kitchen walls are covered in pictures
        The puppy is all black || The puppy is white with brown spots
        My glasses have thin gold frames || My glasses have thick black frames
        The hotel room was plain || The hotel room was lavishly decorated
        Omar is tall and thin || Omar is short and stocky
        The garden is overgrown || The garden is neatly kept
        """,
    ),
    "amounts_prices": (
        "contradicts",
        """
        A coffee at the station costs a pound || A coffee at the station costs four pounds
        The bag I bought was a bargain || The bag I bought cost a fortune
        Our new fridge is huge || Our new fridge is tiny
        The lake by the cabin is shallow || The lake by the cabin is incredibly deep
        The parcel was light || The parcel was very heavy
        My commute to the depot is short || My commute to the depot is long
        The hotel was dirt cheap || The hotel was outrageously expensive
        The queue at the post office was short || The queue at the post office went round the block
        Our garden is a postage stamp || Our garden stretches for acres
        The portion was enormous || The portion was tiny
        The repair bill was small || The repair bill was huge
        """,
    ),
    "weather_days": (
        "contradicts",
        """
        It was sunny all day at the beach || It rained all day at the beach
        The weekend in the Lakes was dry || The weekend in the Lakes was a washout
        Last winter was mild here || Last winter was brutally cold here
        The wind on the ferry was gentle || The wind on the ferry was ferocious
        The summer in Rome was scorching || The summer in Rome was cool
        The sky over the festival was cloudless || The sky over the festival was grey and overcast
        The road over the pass was icy || The road over the pass was clear of ice
        The snow in the village melted overnight || The snow in the village stayed for weeks
        The air in the valley is damp || The air in the valley is bone dry
        """,
    ),
    "abilities_skills": (
        "contradicts",
        """
        Rosa speaks fluent Italian || Rosa doesn't know a word of Italian
        My grandad can't use a computer || My grandad builds his own computers
        I'm a really strong swimmer || I can barely swim
        Leo draws beautifully || Leo can't draw at all
        Amira is great at maths || Amira is hopeless at maths
        I can ride a horse || I've never been able to ride a horse
        My husband is a terrible cook || My husband is a brilliant cook
        Finn reads music || Finn can't read music
        I knit my own jumpers || I have no idea how to knit
        Our daughter can tie her shoelaces || Our daughter can't tie her shoelaces yet
        """,
    ),
    # --- compatible near-pairs on the same topics -------------------------------------------------
    "permission_details": (
        "compatible",
        """
        Dogs are welcome in the café on Mill Road || Dogs have to stay on a lead in the café on Mill Road
        Smoking is permitted on the balcony || Smoking is permitted in the garden
        Kids under twelve get in free at the zoo || Adults pay twenty pounds at the zoo
        Guests can park in the courtyard || Guests can park on the street
        Photography is fine inside the chapel || Flash photography is banned inside the chapel
        Our landlord lets us keep a cat || Our landlord doesn't allow dogs
        Phones are okay during the break || Phones are banned during the exam
        Tom's parents let him play video games at weekends || Tom's parents don't allow video games on school nights
        """,
    ),
    "routine_other": (
        "compatible",
        """
        Nadia cycles to the office || Nadia takes the train home when it rains
        I shower in the morning || I take a bath on Sunday evenings
        My dad reads the paper over breakfast || My dad does the crossword after lunch
        We eat dinner at the table as a family || We have breakfast in a rush
        Greta jogs before work || Greta swims after work
        My sister cooks every evening || My sister eats out at weekends
        I skip breakfast on workdays || I have a big lunch on workdays
        Ravi walks the dog twice a day || Ravi feeds the dog once a day
        Mum does the shopping online || Mum buys her bread at the corner bakery
        """,
    ),
    "clock_other": (
        "compatible",
        """
        The bakery opens at seven || The bakery closes at three
        My shift starts at dawn || My shift ends at two in the afternoon
        The last bus leaves at eleven || The first bus leaves at six
        Lena gets up at five || Lena goes to bed at nine
        The meeting is at 9 am || The meeting lasts an hour
        The pharmacy closes at six || The pharmacy opens at eight
        The concert starts at eight || The doors open at seven
        """,
    ),
    "whereabouts_nested": (
        "compatible",
        """
        Mum is at home || Mum is in the kitchen
        My keys are in the car || My keys are in the glovebox
        Dad is in hospital || Dad is on the cardiology ward
        Jonas is in Germany || Jonas is in Berlin
        The cat is in the garden || The cat is asleep under the hedge
        The kids are upstairs || The kids are in their rooms
        Sara is on holiday in Greece || Sara is staying on Crete
        My bike is at home || My bike is in the shed
        """,
    ),
    "people_aspects": (
        "compatible",
        """
        Oskar is wide awake || Oskar is hungry
        I'm absolutely starving || I'm exhausted after the shift
        Lily is free all afternoon || Lily is bored
        I'm fit and well || I'm a bit stressed
        The twins are shy || The twins are clever
        Dana is calm about the move || Dana is sad about leaving her friends
        I'm totally broke || I'm happy with my life
        My grandmother is sharp as a tack || My grandmother is frail
        Ben is soaking wet || Ben is cheerful
        """,
    ),
    "looks_other": (
        "compatible",
        """
        Mia's hair is long || Mia's hair is curly
        The front door is painted blue || The back door is painted white
        My new sofa is grey || My new sofa is comfy
        Alex is clean-shaven || Alex is tall
        The puppy is all black || The puppy is really tiny
        My glasses have gold frames || My glasses are brand new
        Omar is tall || Omar is thin
        The garden is overgrown || The garden is big
        """,
    ),
    "amounts_aspects": (
        "compatible",
        """
        The bag I bought was a bargain || The bag I bought is leather
        Our new fridge is huge || Our new fridge is quiet
        The lake by the cabin is shallow || The lake by the cabin is warm
        The parcel was light || The parcel was big
        My commute to the depot is short || My commute to the depot is boring
        The hotel was dirt cheap || The hotel was spotlessly clean
        The portion was enormous || The portion was tasty
        The repair bill was small || The repair was quick
        """,
    ),
    "stances_paraphrase": (
        "compatible",
        """
        Eva supports the new bike lanes || Eva is all for the new bike lanes
        I'm in favour of the four-day week || I'd welcome a four-day week
        My uncle believes in ghosts || My uncle is convinced ghosts exist
        Nico disapproves of his daughter's fiancé || Nico doesn't like his daughter's fiancé
        My mum trusts the local doctor || My mum has faith in the local doctor
        Jess is keen on moving to the coast || Jess would love to move to the coast
        Grandad voted against the bypass || Grandad opposed the bypass
        """,
    ),
    "skills_aspects": (
        "compatible",
        """
        Rosa speaks fluent Italian || Rosa speaks a little Spanish
        I'm a really strong swimmer || I'm a slow runner
        Leo draws beautifully || Leo sings badly
        Amira is great at maths || Amira is weak at history
        My husband is a brilliant cook || My husband is a terrible baker
        Finn reads music || Finn plays by ear
        I knit my own jumpers || I sew my own curtains
        """,
    ),
    "weather_other": (
        "compatible",
        """
        It was sunny all day at the beach || It was windy all day at the beach
        The weekend in the Lakes was dry || The weekend in the Lakes was cold
        The summer in Rome was scorching || The summer in Rome was humid
        The road over the pass was icy || The road over the pass was narrow
        The air in the valley is damp || The air in the valley is cool
        """,
    ),
}


def pairs(family: str) -> list[tuple[str, str]]:
    """The ``(a, b)`` pairs of one family."""
    lines = (line.strip() for line in FAMILIES[family][1].strip().splitlines())
    return [tuple(part.strip() for part in line.split("||")) for line in lines if line]
