# ruff: noqa: E501 - a data file: one pair per line
"""Labelled statement pairs for fitting the learned contradiction reader (issue 14).

Written by hand on 2026-11-27 for the reader's fit alone, by someone who had read neither the
rule-based claim comparison, nor the reader, nor the wording of any evaluation half in
``benchmarks/contradiction_pairs.py`` (``fresh_7`` and the other halves): none of these pairs is
from an evaluation half, and every sentence was checked against ``benchmarks/`` so that none
repeats one there. Use them for fitting only; measure on the halves of
``benchmarks/contradictions.py``.

:data:`FAMILIES` maps a family to ``(label, text)``: ``label`` is ``"contradicts"`` (the two
statements cannot both be true of the same subject at the same time) or ``"compatible"`` (near
pairs that can: paraphrases, updates marked in time, different subjects or aspects, places that
contain each other, values inside a bound, questions, conditionals, hedges, reported speech,
opposites on different occasions, mild and strong versions of one opinion). ``text`` holds one
pair a line, ``a || b``. Contradicting families cover opposite adjectives of every everyday kind
(including words that are opposites only in context), states, places, quantities, dates and
times, negation forms, preferences, abilities, frequencies, verbs of one meaning, names,
relations, opinions, results, ownership and diet, in first and third person, chatty, with typos
and with a clause around the claim.
"""

from __future__ import annotations

__all__ = ["FAMILIES", "pairs"]

FAMILIES: dict[str, tuple[str, str]] = {
    "temperature": (
        "contradicts",
        """
        The bathwater was scalding || The bathwater was lukewarm at best
        My apartment is freezing in winter || My apartment stays toasty all winter
        The coffee Jen brought me was piping hot || The coffee Jen brought me was stone cold
        It's chilly in the garage tonight || The garage is sweltering tonight
        Our office is always too warm || Our office is always too cold
        The pool at the hotel was icy || The hotel pool was heated and warm as a bath
        The radiator in Tom's room is boiling || The radiator in Tom's room is cold to the touch
        The pizza arrived hot || The pizza arrived cold
        Marcus keeps his flat really cool || Marcus keeps his flat roasting hot
        The tea was too hot to drink || The tea had gone tepid by the time it reached me
        Our tent was frigid last night || Last night our tent was stuffy and hot
        The lake in June was warm enough to swim || In June the lake was far too cold to swim in
        The sauna at the spa was barely warm || The sauna at the spa was blistering
        My hands are always warm || My hands are always cold
        The attic is the coldest room in the house || The attic is the warmest room in the house
        Grandma's kitchen was steamy and hot || Grandma's kitchen was chilly and damp
        The car was an oven when we got back || When we got back the car was ice cold
        The baby's bottle was too hot || The baby's bottle was too cold
        The shower water never gets hot || The shower water gets scalding hot
        The classroom was freezing during the test || The classroom was boiling during the test
        The gravy was cold when it reached the table || The gravy was steaming hot when it reached the table
        """,
    ),
    "size": (
        "contradicts",
        """
        My new flat is tiny || My new flat is enormous
        Priya's dog is a huge beast || Priya's dog is a little lapdog
        The bedroom is cramped || The bedroom is spacious
        Our garden is massive || Our garden is just a small patch
        The portions at Lino's are generous || The portions at Lino's are minuscule
        My suitcase is compact || My suitcase is bulky and oversized
        The boat we rented was a tiny dinghy || The boat we rented was a huge yacht
        Theo is tall for his age || Theo is short for his age
        The crack in the windshield is hairline || The crack in the windshield is wide and long
        The town I grew up in is tiny || The town I grew up in is a big sprawling city
        Her handwriting is microscopic || Her handwriting is giant
        The parking lot at work is huge || The parking lot at work is tiny
        My laptop is thick and chunky || My laptop is ultra thin
        The stain on the couch is barely visible || The stain on the couch is enormous
        That sweater is way too big on me || That sweater is way too small on me
        The birthday cake I ordered was gigantic || The birthday cake I ordered was teeny
        Our fridge is a narrow little one || Our fridge is a wide double-door monster
        Dana's wedding was intimate || Dana's wedding was a giant affair
        The hole in the fence is small || The hole in the fence is big enough to walk through
        The kitchen table seats twelve easily || The kitchen table is too small for more than two
        """,
    ),
    "speed": (
        "contradicts",
        """
        My internet is lightning fast || My internet is painfully slow
        The bus to campus is quick || The bus to campus takes forever
        Hannah types really fast || Hannah types really slowly
        The new printer is speedy || The new printer is sluggish
        The checkout line moved fast || The checkout line barely moved
        Our old car is quick off the line || Our old car is slow to accelerate
        The waiter was prompt || The waiter was incredibly slow
        My phone charges quickly || My phone takes ages to charge
        The ferry crossing was fast || The ferry crossing dragged on and on
        The river there is swift || The river there is slow and lazy
        Replies from support came instantly || Support took weeks to reply
        Leo is a slow reader || Leo reads incredibly quickly
        The elevator in our building is fast || The elevator in our building crawls
        The delivery was super speedy || The delivery took forever to arrive
        The website loads in a flash || The website takes ages to load
        Ravi walks briskly || Ravi walks at a snail's pace
        The game's first level goes by quickly || The game's first level drags
        Our dishwasher cycle is short || Our dishwasher cycle is painfully long
        My metabolism is fast || My metabolism is slow
        The horse Ella rides is a fast one || The horse Ella rides is a slowpoke
        """,
    ),
    "mood": (
        "contradicts",
        """
        I'm feeling great today || I feel miserable today
        Sofia was cheerful at dinner || Sofia was gloomy at dinner
        Dad was calm about the dent || Dad was furious about the dent
        I'm so relaxed this week || I'm incredibly stressed this week
        My boss was in a good mood this morning || My boss was grumpy this morning
        The kids were thrilled with the trip || The kids were bored and unhappy on the trip
        Noor is optimistic about the interview || Noor is pessimistic about the interview
        I felt lonely at the party || I felt totally at home and included at the party
        Mike was nervous before his talk || Mike was completely at ease before his talk
        I'm content with my job || I'm fed up with my job
        My cat is chill around visitors || My cat is anxious and hides from visitors
        Auntie Rose was delighted by the gift || Auntie Rose was disappointed by the gift
        I'm excited about moving || I'm dreading the move
        Carla was friendly at the meeting || Carla was cold and hostile at the meeting
        I woke up energetic || I woke up completely drained
        The team is motivated || The team is demoralised
        Grandpa seemed happy at the care home || Grandpa seemed sad at the care home
        I'm at peace with the breakup || I'm devastated about the breakup
        Jonas was patient with the kids || Jonas was short-tempered with the kids
        She sounded upbeat on the phone || She sounded down on the phone
        """,
    ),
    "difficulty": (
        "contradicts",
        """
        The exam was a breeze || The exam was brutally hard
        Assembling the wardrobe was simple || Assembling the wardrobe was a nightmare
        The hike up to the lake is easy || The hike up to the lake is strenuous
        Learning the chords was effortless || Learning the chords was really tough
        My chemistry homework was straightforward || My chemistry homework was impossible
        The recipe is foolproof || The recipe is super tricky
        Parking near the stadium is easy || Parking near the stadium is a total hassle
        The crossword today was trivial || Today's crossword was fiendish
        The visa application was painless || The visa application was an ordeal
        Setting up the router was simple || Setting up the router was complicated
        The puzzle Oskar gave me is too easy || The puzzle Oskar gave me is way too hard
        Getting a table at Mirelle's is no problem || Getting a table at Mirelle's is nearly impossible
        The practical driving test was easy || The practical driving test was hard
        The first chapter is an easy read || The first chapter is heavy going
        Training the puppy has been easy || Training the puppy has been really difficult
        The new software is intuitive || The new software is confusing
        The ski run we took was a gentle green || The ski run we took was a terrifying black
        This climbing route is beginner friendly || This climbing route is for experts only
        My job is undemanding || My job is extremely demanding
        The tax return was simple this year || This year's tax return was a headache
        """,
    ),
    "price": (
        "contradicts",
        """
        The hotel we picked in Bruges was cheap || The hotel we picked in Bruges was expensive
        Lunch at the canteen is a bargain || Lunch at the canteen is overpriced
        Rent in my area is affordable || Rent in my area is sky-high
        That jacket was a steal || That jacket cost a fortune
        Train tickets to Leeds are pricey || Train tickets to Leeds are dirt cheap
        The gym membership is inexpensive || The gym membership is outrageously expensive
        The plumber charged very little || The plumber charged a ton
        Amir's new watch was cheap || Amir's new watch was a luxury splurge
        My car insurance is low || My car insurance is crazy high
        The wine we had was a budget bottle || The wine we had was a very expensive vintage
        Groceries at the corner shop are cheap || The corner shop is expensive for groceries
        Daycare here costs next to nothing || Daycare here costs an arm and a leg
        The repair was reasonably priced || The repair was a rip-off
        Eating out in Lisbon was cheap || Eating out in Lisbon was pricey
        Her wedding dress was modestly priced || Her wedding dress cost an absolute fortune
        The meditation app is free || The meditation app is paid
        Parking downtown is cheap || Parking downtown costs a bomb
        The flights were a bargain || The flights were ridiculously expensive
        Our electricity bill is tiny || Our electricity bill is enormous
        The concert tickets were free || We had to pay for the concert tickets
        """,
    ),
    "health": (
        "contradicts",
        """
        I'm perfectly healthy || I'm quite ill
        My knee is fine now || My knee is still badly injured
        Grandma is fit as a fiddle || Grandma is frail and bedridden
        The baby has a fever || The baby's temperature is normal
        My blood pressure is normal || My blood pressure is dangerously high
        Ben recovered fully from the flu || Ben is still sick with the flu
        I'm in great shape || I'm badly out of shape
        My eyesight is perfect || My eyesight is terrible
        The dog is healthy again || The dog is still very sick
        Laila's scan came back clear || Laila's scan showed a tumour
        I have no allergies || Peanuts give me a serious allergic reaction
        My back doesn't hurt at all || My lower back is killing me
        Uncle Pete is recovering well || Uncle Pete is getting worse
        My cold has cleared up || I still have a cold
        My hearing is excellent || I'm partially deaf
        Our houseplants are thriving || Our houseplants are dying
        I've been sleeping perfectly || I've had terrible insomnia
        My cholesterol is low || My cholesterol is high
        The surgery went smoothly || The surgery had serious complications
        I'm not injured || I broke my wrist
        """,
    ),
    "taste": (
        "contradicts",
        """
        The soup was bland || The soup was way too spicy
        The curry at Raj's is mild || The curry at Raj's is fiery
        The lemonade was too sweet || The lemonade was really sour
        Mom's stew was delicious || Mom's stew was disgusting
        The coffee here is weak || The coffee here is super strong
        The bread was fresh || The bread was stale
        The cake was dry || The cake was moist
        The pasta was undersalted || The pasta was way too salty
        The steak was tender || The steak was tough as leather
        The apples from the market are crisp || The apples from the market are mealy and soft
        The salsa had no kick at all || The salsa burned my mouth
        The wine was dry || The wine was sweet
        This ale is bitter || This ale is smooth with no bitterness at all
        The rice was overcooked and mushy || The rice was undercooked and crunchy
        The chocolate is dark and bitter || The chocolate is milky and sweet
        The sushi tasted fresh || The sushi tasted off
        The fries were crispy || The fries were soggy
        The chili Sam made was flavourless || The chili Sam made was packed with flavour
        The dessert was rich || The dessert was light
        The tomatoes were ripe || The tomatoes were green and unripe
        """,
    ),
    "loudness": (
        "contradicts",
        """
        Our neighbours are quiet || Our neighbours are incredibly noisy
        The restaurant was peaceful || The restaurant was deafening
        My desk fan is silent || My desk fan is really loud
        The library on Main Street is always hushed || The library on Main Street is always rowdy
        Oliver speaks softly || Oliver speaks really loudly
        The street outside my window is loud || The street outside my window is dead quiet
        The concert was way too loud || The concert was too quiet to hear
        The baby was quiet all night || The baby screamed all night
        My new car is whisper quiet || My new car is really noisy
        The office is calm and quiet || The office is chaotic and noisy
        The fridge hums loudly || The fridge makes no noise
        The party next door was muted || The party next door was blasting music
        Her laugh is quiet || Her laugh is booming
        The movie theater was silent || The movie theater was full of chatter
        The dishwasher is loud || The dishwasher is silent
        The hotel room was quiet || The hotel room was noisy
        The motorbike is quiet || The motorbike is deafening
        The café was buzzing || The café was empty and silent
        The kids were silent in the car || The kids were shrieking in the car
        My upstairs neighbour stomps around loudly || My upstairs neighbour is so quiet I barely know he's there
        """,
    ),
    "brightness": (
        "contradicts",
        """
        My room is bright || My room is dark
        The hallway is dim || The hallway is brightly lit
        The screen on my phone is too dark || The screen on my phone is blinding
        The basement is pitch black || The basement is well lit
        The day of the picnic was sunny || The day of the picnic was overcast and grey
        The kitchen gets lots of light || The kitchen is gloomy
        The lamp is too dim to read by || The lamp is too bright
        The office has big sunny windows || The office is windowless and dark
        Night at the campsite was totally dark || The campsite was lit up all night
        The car's headlights are weak || The car's headlights are super bright
        The photos came out too dark || The photos came out overexposed
        The paint colour is pale || The paint colour is deep and dark
        The restaurant was dimly lit || The restaurant was bright
        My study is sunny all afternoon || My study is shaded all afternoon
        The sky was clear and bright || The sky was dark and stormy
        The tunnel was lit || The tunnel was dark
        The monitor is bright enough || The monitor is too dim
        The garden at night is well lit || The garden at night is dark
        Her dress was bright yellow || Her dress was a dull dark brown
        Our porch light is glaring || Our porch light is a faint glow
        """,
    ),
    "age": (
        "contradicts",
        """
        My car is brand new || My car is ancient
        Grandad's house is modern || Grandad's house is a centuries-old cottage
        The teacher is young || The teacher is elderly
        Our cat is a kitten || Our cat is a senior
        My phone is the latest model || My phone is an old model
        The bread is from today || The bread is from last week
        Rosa is the oldest of the siblings || Rosa is the youngest of the siblings
        The building is new || The building is old
        My laptop is five years old || I bought my laptop last month
        The coach is in his twenties || The coach is in his sixties
        The sofa is secondhand || The sofa is brand new
        Their baby is a newborn || Their baby is a toddler
        The tires are fresh || The tires are worn out
        My boss is younger than me || My boss is older than me
        The church is medieval || The church was built in the 1990s
        This wine is young || This wine is aged
        The horse is a foal || The horse is an old mare
        The eggs are fresh || The eggs are past their date
        My glasses are new || My glasses are old
        The bridge is recent || The bridge is ancient
        """,
    ),
    "distance": (
        "contradicts",
        """
        The station is a short walk from my place || The station is miles from my place
        Work is close to home || Work is far from home
        The beach is right by the hotel || The beach is far from the hotel
        My parents live nearby || My parents live far away
        The nearest pharmacy is around the corner || The nearest pharmacy is a long drive away
        School is just down the road || School is a bus ride across town
        Carlos lives next door || Carlos lives across the country
        The airport is close to the city || The airport is far outside the city
        The gym is within walking distance || The gym is too far to walk to
        My sister lives near me || My sister lives far from me
        The cabin is remote || The cabin is in the middle of town
        The shops are a stone's throw away || The shops are a long way off
        The campsite was close to the lake || The campsite was far from the lake
        Our office is next to the river || Our office is nowhere near the river
        The vet is near || The vet is far
        The park is a minute away || The park is an hour away
        Bea's new flat is close to campus || Bea's new flat is far from campus
        The waterfall was a quick stroll from the car || The waterfall was a long trek from the car
        My bank is close || My bank is miles away
        The hospital is nearby || The nearest hospital is very far
        """,
    ),
    "cleanliness": (
        "contradicts",
        """
        My room is spotless || My room is a pigsty
        The hotel bathroom was clean || The hotel bathroom was filthy
        The car is immaculate || The car is covered in mud
        The kitchen is tidy || The kitchen is a mess
        The beach was pristine || The beach was littered with rubbish
        Jake's apartment is neat || Jake's apartment is messy
        The windows are sparkling || The windows are grimy
        My shoes are clean || My shoes are muddy
        The dog is freshly washed || The dog is filthy
        The office fridge is clean || The office fridge is disgusting
        The hostel was spotless || The hostel was dirty
        My desk is organised || My desk is cluttered
        The river is clean || The river is polluted
        The carpet is clean || The carpet is stained everywhere
        The towels were fresh || The towels were dirty
        The train was clean || The train was grubby
        The air in the city is clean || The air in the city is smoggy
        The bathroom at the gym is spotless || The bathroom at the gym is gross
        My shirt is clean || My shirt is stained
        The restaurant kitchen was sanitary || The restaurant kitchen was unhygienic
        """,
    ),
    "safety": (
        "contradicts",
        """
        The neighbourhood is safe || The neighbourhood is dangerous
        The bridge is sturdy || The bridge is about to collapse
        The water is safe to drink || The water is unsafe to drink
        The hike is safe for kids || The hike is dangerous for kids
        The park is safe at night || The park is risky at night
        The ladder is stable || The ladder is wobbly
        The ice on the pond is thick and safe || The ice on the pond is thin and dangerous
        The old factory is secure || The old factory is hazardous
        The mushrooms are edible || The mushrooms are poisonous
        The wiring in the house is safe || The wiring in the house is a fire hazard
        The route home is well lit and safe || The route home is sketchy
        The dog is gentle || The dog is aggressive
        The pill is harmless || The pill is dangerous
        The playground is safe || The playground is unsafe
        The stairs are secure || The stairs are rickety
        The area by the station is safe || The area by the station is rough
        Swimming in the bay is safe || Swimming in the bay is dangerous
        The website is secure || The website is a scam
        The elevator is safe || The elevator is unsafe
        Our car is very safe || Our car is a death trap
        """,
    ),
    "quality": (
        "contradicts",
        """
        The hotel was excellent || The hotel was terrible
        My new headphones are top quality || My new headphones are cheap junk
        The service at Marco's was great || The service at Marco's was awful
        The paint job is flawless || The paint job is sloppy
        The shoes are well made || The shoes fell apart in a week
        The report Anna wrote was brilliant || The report Anna wrote was mediocre
        The wifi at the café is reliable || The wifi at the café is unreliable
        The furniture is sturdy || The furniture is flimsy
        The translation is accurate || The translation is full of errors
        The tent is waterproof || The tent leaks
        Our builder did a fantastic job || Our builder did a shoddy job
        The fabric is soft || The fabric is scratchy
        The phone's camera is superb || The phone's camera is poor
        The school is outstanding || The school is failing
        The course was worthwhile || The course was a waste of time
        The mattress is comfortable || The mattress is uncomfortable
        The knife is sharp || The knife is blunt
        The audio quality was crisp || The audio quality was muddy
        The coat is warm || The coat is useless in the cold
        The hospital care was first class || The hospital care was poor
        """,
    ),
    "marital": (
        "contradicts",
        """
        I'm married to Colin || I'm single and have been for a while
        Harriet is engaged || Harriet isn't seeing anyone
        My brother is divorced || My brother is happily married
        Paolo is single || Paolo has a wife
        I'm in a relationship || I'm not dating anyone
        My aunt never married || My aunt is married to a pilot
        We got divorced last year || We're still married
        Kenji and Aiko are a couple || Kenji and Aiko broke up years ago
        My cousin is a bachelor || My cousin has been married for ten years
        Her parents are still together || Her parents split up
        I've been married twice || I've never been married
        Lucy is my girlfriend || I don't have a girlfriend
        Daniel is engaged to Maya || Daniel is engaged to Ruth
        I'm a widower || My wife is at work right now
        Mara is separated || Mara lives with her husband and they're doing great
        I got married in June || I'm unmarried
        Frank has a husband || Frank is single
        Rita and I are dating || Rita and I are just friends
        My dad remarried || My dad has stayed single since mom died
        Mum is widowed || Mum's husband is alive and well
        """,
    ),
    "work_status": (
        "contradicts",
        """
        I'm retired || I'm working full time these days
        My sister is unemployed || My sister works at a bank
        Ahmed is a student || Ahmed finished studying years ago
        I'm between jobs right now || I'm currently employed as a nurse
        Gran still works || Gran retired ages ago
        Tomasz is self-employed || Tomasz works for a big company
        I handed in my notice and left my job || I still work at the bakery
        I'm a full-time student || I'm not studying anything
        Lena got laid off || Lena still has her job
        My husband is a stay-at-home dad || My husband commutes to the office daily
        I work part time || I'm working full time these days
        I'm on maternity leave || I'm back at work
        Kevin is a dentist || Kevin is an accountant
        I'm a freelancer || I'm on staff at the newspaper
        Dad is still working || Dad is retired
        I have two jobs || I have no job
        Mila is in grad school || Mila dropped out of school
        I teach at the high school || I teach at the university
        My mum works nights || My mum works days
        Our neighbour is a teacher || Our neighbour has never taught
        """,
    ),
    "life_state": (
        "contradicts",
        """
        My grandfather is alive || My grandfather passed away
        Our old dog died last spring || Our old dog is still alive
        I'm pregnant || I'm not pregnant
        I've been sober for two years || I had a drink last week
        The baby dozed off an hour ago and is still asleep || The baby is wide awake and babbling
        Dad's wide awake || Dad's fast asleep
        Tim is drunk || Tim is stone cold sober
        The goldfish is dead || The goldfish is alive and swimming
        My aunt is expecting twins || My aunt isn't pregnant
        Sara is asleep upstairs || Sara is awake upstairs
        The patient is awake || The patient is still sedated
        Her dad is living || Her dad is deceased
        I don't drink || I drink every weekend
        Marta is sober tonight || Marta is wasted tonight
        The fern is dead || The fern is alive
        The kids are up || The kids are in bed asleep
        My cat is alive || My cat died
        Joe is vaccinated || Joe is unvaccinated
        The twins are awake || The twins are napping
        I'm fasting today || I had a big breakfast today
        """,
    ),
    "thing_state": (
        "contradicts",
        """
        The hardware shop is open || The hardware shop is closed
        The washing machine is broken || The washing machine works fine
        The hallway lights are on || The hallway lights are off
        The tank is full || The tank is empty
        The concert is sold out || There are still tickets for the concert
        The shed door is locked || The shed door is unlocked
        The heater is on || The heater is off
        The office printer is working || The printer is broken
        The fridge is empty || The fridge is packed
        The road is closed || The road is open
        On Mondays the museum is open || Mondays the museum stays closed
        The oven's still on || The oven's off
        The window is open || The window is shut
        The parking lot is full || The parking lot is empty
        The restaurant is fully booked || The restaurant has plenty of tables free
        The battery is dead || The battery is fully charged
        The TV is on || The TV is off
        The gate is open || The gate is closed
        The outdoor pool is closed for the season || The outdoor pool is open
        The new iPhone is out of stock || The new iPhone is in stock
        The elevator is out of order || The elevator is working
        """,
    ),
    "home_place": (
        "contradicts",
        """
        I live in Toronto || I live in Vancouver
        Maria lives in Madrid || Maria lives in Berlin
        I moved to Denver last year || I live in Boston
        My parents are in Ohio || My parents are in Texas
        We're based in Manchester || We're based in Glasgow
        I'm from Nigeria || I'm from Kenya
        Felix grew up in Vienna || Felix grew up in Zurich
        Our office is in Dublin || Our office is in Cork
        I live in Osaka || I live in Seoul
        My brother lives in Perth || My brother lives in Sydney
        Tara lives in London || Tara lives in Canada
        I live in Chicago, in the Loop || I live over in France
        The company is headquartered in Austin || The company is headquartered in Seattle
        My grandparents live in Naples || My grandparents live in Portugal
        I was born in Lima || I was born in Quito
        We live in the countryside || We live in the city center
        Jun works in Shanghai || Jun works in Tokyo
        My family is from Poland || My family is from Greece
        I'm living in Melbourne || I'm living in Auckland
        Hugo lives in Mexico City || Hugo lives in Spain
        """,
    ),
    "thing_place": (
        "contradicts",
        """
        My car keys are on the kitchen counter || My car keys are still in the ignition
        The passport is in the drawer || The passport is in my backpack
        Tiger is out in the garden || Tiger is hiding under the bed
        I left my phone at work || My phone is here at home with me
        The bike is in the garage || The bike is in the shed
        The meeting is in room 4 || The meeting is in room 9
        My car is parked on Elm Street || My car is parked on Oak Street
        Their wedding is in Tuscany || Their wedding is in Provence
        The documents are in the safe || The documents are at the lawyer's
        Dad is at the hospital || Dad is at home on the couch
        The kids are at school || The kids are at the zoo
        The charger is in my bag || The charger is in the bedroom
        The party is at Sam's house || The party is at a bar downtown
        My wallet is in my jacket || My wallet is in the glovebox
        The spare key is under the mat || The spare key is with the neighbour
        The painting hangs in the living room || The painting hangs in the hallway
        Our tent is pitched by the river || Our tent is pitched up on the hill
        The ring is in the jewelry box || The ring is at the jeweler's
        The conference is in Berlin || The conference is in Munich
        I'm at the gym right now || I'm at the office right now
        """,
    ),
    "counts": (
        "contradicts",
        """
        We've got three children || We've got two children
        There were no cars in the lot || There were five cars in the lot
        Not a single person showed up to the talk || About thirty people showed up to the talk
        We have zero debt || We owe the bank twenty thousand
        Ines has four cats || Ines has one cat
        I finished two novels in October || I didn't finish a single novel in October
        Our team has eight members || Our team has twelve members
        There's nothing in my inbox || My inbox has 40 unread emails
        The building has six floors || The building has three floors
        I've visited Japan three times || I've been to Japan once
        Not one of my relatives smokes || Two of my relatives smoke
        My flat has one bedroom || My flat has three bedrooms
        I own a dozen plants || I own two plants
        We invited fifty people || We invited fifteen people
        The class has no students yet || The class already has twenty students
        There are seven of us in the group || There are four of us in the group
        I ate three slices of pizza || I ate one slice of pizza
        He has a single tattoo || He has loads of tattoos
        The village has one pub || The village has four pubs
        The car has two doors || The car has four doors
        I've had zero coffees today || I've had three coffees today
        We've got a couple of chickens || We've got about thirty chickens
        The hotel has no parking spaces || The hotel has a hundred parking spaces
        """,
    ),
    "money": (
        "contradicts",
        """
        I paid 40 dollars for the lamp || The lamp cost me 60 dollars
        My salary is 45k || I make 70k a year
        Our rent comes to 1200 a month || We pay 900 in rent each month
        The ticket was 12 euros || The ticket was 25 euros
        I have 300 in savings || My savings are about 5000
        The dinner came to 80 pounds || The dinner bill was 140 pounds
        I spent nothing on the trip || I spent 2000 on the trip
        Jonas earns 20 an hour || Jonas makes 35 an hour
        The repair cost 500 || The repair cost 90
        We bought the house for 250,000 || We paid 400,000 for the house
        The fine was 50 dollars || The fine was 200 dollars
        My phone plan is 15 a month || My phone plan costs 45 a month
        I owe Mia 30 || I owe Mia 100
        The deposit was 1000 || The deposit was 600
        Our budget is 3000 || Our budget is 10,000
        The course costs 200 || The course costs 700
        The bike was 150 secondhand || I paid 900 for the bike secondhand
        I got 50 for my birthday || I got 500 for my birthday
        Coffee there is 2 euros || Coffee there is 5 euros
        The plumber charged 120 || The plumber's bill was 60
        The painting sold for 800 || The painting sold for 8000
        My pension is 1400 a month || My pension is 900 a month
        """,
    ),
    "ages": (
        "contradicts",
        """
        I'm 34 || I'm 41
        My boy is six || My boy is nine
        Grandma turned 80 this year || Grandma is 72
        Yusuf is in his thirties || Yusuf is 52
        Our dog is two years old || Our dog is eleven
        I was 19 when I moved out || I moved out at 25
        My daughter just turned ten || My daughter is thirteen
        The house is 100 years old || The house is 30 years old
        Lea is twenty || Lea is in her forties
        I'm the same age as my husband || I'm five years older than my husband
        My mom had me at 22 || My mom was 35 when I was born
        Our car is three years old || Our car is fifteen years old
        I'm turning 60 next month || I'm turning 50 next month
        The twins are four || The twins are seven
        Paul retired at 55 || Paul retired at 67
        My cat is a year old || My cat is twelve
        I started school at five || I started school at seven
        My boss is 28 || My boss is 45
        Eliza is a teenager || Eliza is 24
        The oak in our yard is a few years old || The oak in our yard is centuries old
        """,
    ),
    "measures": (
        "contradicts",
        """
        I weigh 60 kilos || I weigh 85 kilos
        The suitcase weighs 23 kilos || The suitcase is only 9 kilos
        The run was 5 km || The run was 15 km
        The flight is two hours || The flight takes nine hours
        The movie lasted 90 minutes || The movie was three hours long
        I scored 95 percent || I scored 60 percent
        My battery is at 80% || My battery is at 10%
        I'm 1.60 m tall || I'm 1.90 m tall
        The commute takes 20 minutes || The commute takes an hour and a half
        The pool is 25 metres || The pool is 50 metres
        Our baby weighed 3 kilos at birth || Our baby weighed 4.5 kilos at birth
        The wall is two metres high || The wall is waist high
        We walked 30 miles || We walked 3 miles
        I slept four hours || I slept ten hours
        The loan is at 3% interest || The loan is at 12% interest
        Only 10% of the class passed || 90% of the class passed
        The drive to the lake is 15 minutes || The drive to the lake is 3 hours
        My fish tank holds 20 litres || My fish tank holds 200 litres
        The meeting lasted five minutes || The meeting lasted all afternoon
        I lost 2 kilos || I lost 15 kilos
        The room is 10 square metres || The room is 40 square metres
        The ladder is 3 metres long || The ladder is 8 metres long
        """,
    ),
    "dates_times": (
        "contradicts",
        """
        My birthday is in March || My birthday is in October
        The wedding is on Saturday || The wedding is on Sunday
        I start work at 8 || I start work at 10
        The dentist appointment is Tuesday at 3 || The dentist appointment is Thursday at 11
        We moved here in 2015 || We moved here in 2021
        The train leaves at 7:40 || The train leaves at 9:15
        Our anniversary is June 12 || Our anniversary is August 3
        School starts on the 5th || School starts on the 19th
        I was born in 1988 || I was born in 1995
        The party is tonight || The party is next week
        The shop opens at 9 || The shop opens at noon
        Dad's flight lands on Friday morning || Dad's flight lands on Monday evening
        We got engaged in spring || We got engaged at Christmas
        My shift ends at midnight || My shift ends at 5 pm
        The exam is tomorrow || The exam was last week
        The concert was on the 2nd || The concert was on the 20th
        I go to bed at 10 || I go to bed at 2 am
        The deadline is Friday || The deadline is the end of the month
        Mum's operation is in May || Mum's operation is in September
        The bus comes at quarter past || The bus comes on the hour
        We eat dinner at six || We eat dinner at nine
        The lease ends in January || The lease ends in July
        """,
    ),
    "negation": (
        "contradicts",
        """
        I eat breakfast every day || I never eat breakfast
        I still smoke || I no longer smoke
        I go to church || I don't go to church anymore
        My brother lives with us || My brother doesn't live with us
        Kim can drive || Kim can't drive
        I'll be at the party || I won't be at the party
        Everyone in my family is tall || Nobody in my family is tall
        I have something to wear to the wedding || I have nothing to wear to the wedding
        Jay plays the drums || Jay doesn't play any instrument
        I barely ever cook dinner || I cook dinner every single night
        The heater works || The heater doesn't work
        I remember my dreams || I never remember my dreams
        Ghosts are real, I'm convinced of it || I think ghosts are nonsense
        My kids watch a lot of TV || My kids don't watch TV at all
        The café takes cards || The café doesn't take cards
        I'm on social media || I'm not on any social media
        Greta eats fish || Greta doesn't touch fish
        The hotel allows pets || The hotel doesn't allow pets
        I know where she lives || I have no idea where she lives
        My dad talks to his brother || My dad isn't speaking to his brother
        Someone was home when it happened || Nobody was home when it happened
        We have a dishwasher || We don't have a dishwasher
        I wear a watch || I never wear a watch
        The store delivers || The store doesn't deliver
        """,
    ),
    "preferences": (
        "contradicts",
        """
        Horror movies are my thing || I can't bear horror movies
        Green is my favourite colour || Purple is my favourite colour
        Adam adores jazz || Adam hates jazz
        Given the choice I'll take tea over coffee || Given the choice I'll always pick coffee over tea
        I enjoy running || I hate running
        Summer's the season I like best || Winter's the season I like best
        I'm a cat person || I'm a dog person and cats annoy me
        Kira loves spicy food || Kira can't handle spicy food at all
        I like big parties || I hate big parties
        My favourite band is Blur || My favourite band is Oasis
        I'd rather stay in on Fridays || I always want to go out on Fridays
        I love the beach || I can't stand the beach
        My little boy gobbles up broccoli || My little boy won't touch broccoli
        I'm into hiking || Hiking bores me to tears
        I love my job || I loathe my job
        Mornings are my favourite part of the day || Mornings are the worst part of my day
        Dad loves golf || Dad thinks golf is pointless
        I prefer the window seat || I always want the aisle seat
        Lasagna is my all-time favourite dish || Ramen is my all-time favourite dish
        I'm mad about opera || I find opera unbearable
        My wife loves surprises || My wife hates surprises
        Cooking relaxes me and I love it || Cooking is a chore I hate
        Chess is my favourite hobby || I find chess dull
        I like my steak rare || I like my steak well done
        """,
    ),
    "abilities": (
        "contradicts",
        """
        I can swim well || I've never been able to swim
        I'm fluent in Japanese || I don't speak Japanese
        Omar knows how to fix cars || Omar has no idea how to fix a car
        I play the violin pretty well || I can't play any instrument
        My grandma can use a smartphone || My grandma can't use a smartphone
        I know how to ski || I've never learned to ski
        Bella can read music || Bella can't read music
        I can cook anything || I can't even boil an egg
        I type without looking || I type with two fingers looking at the keys
        My son can ride a bike || My son can't ride a bike yet
        I'm a strong swimmer || I'm a weak swimmer who can barely float
        I can do a handstand || I can't do a handstand
        Wei speaks German fluently || Wei speaks no German
        I'm good at maths || I'm hopeless at maths
        I can knit || I have no clue how to knit
        Dana can sing beautifully || Dana can't sing a note
        I know how to code in Python || I've never written any code
        I can drive a manual || I can only drive automatics
        Tom is an expert sailor || Tom has never sailed
        I can understand Russian || I don't understand a word of Russian
        My dog can do tricks || My dog can't do any tricks
        I'm a qualified electrician || I know nothing about electrics
        """,
    ),
    "frequencies": (
        "contradicts",
        """
        I walk to the office every single day || I never walk to the office
        I hit the gym daily || I go to the gym maybe once a month
        We eat out every weekend || We hardly ever eat out
        I call my mom daily || I call my mom once a year
        Sam rarely drinks || Sam drinks every night
        I visit my gran every Sunday || I haven't visited my gran in years
        I check my email constantly || I check my email once a week
        We go on holiday twice a year || We never go on holiday
        I floss every night || I almost never floss
        My brother is always late || My brother is never late
        I cook at home most nights || I rarely cook at home
        I read the news every morning || I never read the news
        Ola swims three times a week || Ola hasn't been swimming in ages
        I take the bus every day || I take the bus once in a blue moon
        We see our cousins often || We seldom see our cousins
        I water the plants daily || I water the plants every couple of weeks
        The bin is emptied weekly || The bin is emptied once a month
        I meditate every morning || I've never meditated
        My dad texts me all the time || My dad never texts me
        I'm usually on time || I'm usually late
        I wash my car weekly || I wash my car once a year
        I eat fish every Friday || I eat fish maybe twice a year
        """,
    ),
    "same_meaning_verbs": (
        "contradicts",
        """
        I paid 40 for the boots || The boots cost 60
        Lars works for Siemens || Lars is employed by Bosch
        My car is a Honda I bought last year || The car I got last year is a Mazda
        Priti drives to work || Priti takes the train to work
        My husband takes the car to the office || My husband cycles to the office
        I rent my flat || I own my flat
        We purchased the sofa at IKEA || We got the sofa from a secondhand shop
        Anna teaches at Oxford || Anna lectures at Cambridge
        I grew up in Cardiff || I was raised in Swansea
        My son attends St Mary's || My son goes to Oakfield Primary
        I earn 30k || My salary is 50k
        The flight departs at 6 || The plane takes off at 9
        The course runs for six weeks || The course lasts three months
        I reside in Leeds || My home is in Hull
        He's employed by Google || His only job is at Amazon
        Our daughter studies law || Our daughter is doing a medicine degree
        I picked up my first car, a used Golf || My first car was a brand-new Fiat I bought
        My sister resides in Oslo || My sister lives in Bergen
        I commute by bike || I drive to the office every day
        The jacket set me back 200 || I paid 80 for the jacket
        We were charged 30 for delivery || Delivery cost us 5
        I got my degree from Leeds || I graduated from Durham
        Luis is on the payroll at Nike || Luis works for Adidas
        I stay at my aunt's during the week || I sleep at my own place every night
        """,
    ),
    "names": (
        "contradicts",
        """
        My younger sister's name is Clara || My younger sister is called Helen
        Our dog is called Biscuit || Our dog's name is Pepper
        My boss is Mr Patel || My boss is Mrs Okafor
        My husband's name is Dean || My husband is named Victor
        The baby is called Oscar || We named the baby Felix
        My best friend is Tanya || My best friend is Becca
        My surname is Walsh || My last name is Doyle
        The cat's name is Luna || The cat is called Mochi
        Our landlord is Greg || Our landlord is a woman named Sue
        My maiden name was Fischer || My maiden name was Novak
        I go by Liz || Everyone calls me Beth
        My therapist is Dr Hale || My therapist is Dr Moreno
        My son is called Jamie || My son's name is Noah
        Our street is Maple Avenue || We live on Birch Lane
        The company is called Brightwave || The company's name is Nordlys
        My mother's name is Irene || My mother is called Joan
        Our band is called The Fog || Our band's name is Velvet Static
        The horse is named Comet || The horse is called Thunder
        My grandfather was named Arthur || My grandfather's name was Stanley
        My username is pinecone42 || My username is bluefrog7
        """,
    ),
    "relations": (
        "contradicts",
        """
        I'm an only child || My brother lives in Cardiff
        I have two sisters || I don't have any sisters
        Kate is my cousin || Kate is my sister
        Mark is my father || Mark is my uncle
        I don't have kids || My daughter starts school next week
        Ellie is my stepmom || Ellie is my biological mother
        Raj is my brother-in-law || Raj is my husband
        I have no grandchildren || My grandson is visiting
        Sophie is my niece || Sophie is my aunt
        I'm the eldest of four || I'm one of two children
        My parents have only me || I have three siblings
        Nick is my ex || Nick is my current boyfriend
        Jenny is my colleague || I've never worked with Jenny
        I'm adopted || I was raised by my birth parents
        I'm Lucas's father || I'm Lucas's older brother
        Helen is my mother-in-law || Helen is my grandmother
        I have a twin || I don't have a twin
        My wife and I have no children || Our son is in college
        Ana is my neighbour || Ana lives in another country and I've never met her
        I have one nephew || I have no nephews
        """,
    ),
    "opinions": (
        "contradicts",
        """
        The film was great || The film was awful
        The new café is lovely || The new café is dreadful
        I thought the book was gripping || I thought the book was dull
        The play was hilarious || The play wasn't funny at all
        Their wedding was beautiful || Their wedding was a disaster
        The album is a masterpiece || The album is rubbish
        Our trip to Crete was wonderful || Our trip to Crete was a nightmare
        The lecture was fascinating || The lecture was tedious
        The new mayor is doing a good job || The new mayor is doing a terrible job
        The museum was worth the visit || The museum was a waste of time
        I found the teacher inspiring || I found the teacher uninspiring
        The game last night was thrilling || The game last night was a snooze
        Helga's cooking is amazing || Helga's cooking is inedible
        The new design looks sleek || The new design looks clunky
        The restaurant deserves its stars || The restaurant is wildly overrated
        The podcast is informative || The podcast is pointless
        I think the plan is smart || I think the plan is stupid
        The ending was satisfying || The ending was a letdown
        Brighton was charming || Brighton was depressing
        The concert was unforgettable || The concert was forgettable
        My new haircut looks great || My new haircut looks terrible
        The show's second season is brilliant || The show's second season is terrible
        """,
    ),
    "results": (
        "contradicts",
        """
        I passed my driving test on the first try || I flunked my driving test
        Our team won the final || Our team lost the final
        My visa was approved || My visa was denied
        Jana got into Harvard || Jana was rejected by Harvard
        The surgery was a success || The surgery failed
        I got the job || I didn't get the job
        My article was accepted || My article was rejected
        We won the case || We lost the case
        The cake turned out perfect || The cake was a flop
        My loan application was approved || My loan application was turned down
        He finished the marathon || He dropped out of the marathon
        The experiment worked || The experiment failed
        I aced the interview || I bombed the interview
        The bill passed || The bill was voted down
        My offer on the house was accepted || My offer on the house was refused
        Ruth qualified for the finals || Ruth didn't qualify for the finals
        We beat them 3-0 || They beat us 2-1
        I won the raffle || I didn't win anything in the raffle
        The vote went our way || We lost the vote
        My appeal succeeded || My appeal was dismissed
        The launch went smoothly || The launch was a fiasco
        I got a distinction || I barely scraped a pass
        """,
    ),
    "ownership": (
        "contradicts",
        """
        I've got a car of my own || I don't own any car
        We own a dog || We don't have any pets
        Viktor owns his house || Viktor rents
        I have a TV || I don't have a TV
        My parents have a boat || My parents have never owned a boat
        I've got a bike || I don't have a bike
        There's a garden behind our house || Our house has no garden
        Sandra owns a restaurant || Sandra doesn't own any business
        I have a smartphone || I still use a flip phone
        There are two cars in our household || Our household has just the one car
        There's a piano in my living room that I own || I sold my piano years ago and haven't had one since
        I have a passport || I've never had a passport
        We own a holiday home || We don't own any property
        I have health insurance || I'm uninsured
        My brother has a dishwasher || My brother washes everything by hand because he has no dishwasher
        I own three guitars || I don't own a guitar
        We have a microwave || We don't have a microwave
        I've got a credit card || I don't have a credit card
        Li has a horse || Li doesn't have any animals
        I have a landline || We got rid of the landline
        I keep a diary || I don't keep a diary
        We have a spare room || We have no spare room
        """,
    ),
    "diet": (
        "contradicts",
        """
        I've been vegan for years || I eat meat at most meals
        Pork is off the menu for me || I had pork chops last night
        Rosa is vegetarian || Rosa loves a good steak
        I'm gluten free || I eat bread every day
        I don't drink alcohol || I had a glass of wine with dinner
        I'm lactose intolerant and avoid dairy || I have milk in my coffee every morning
        Marek eats fish || Marek is vegan
        I'm on a keto diet || I eat pasta most nights
        I've cut out sugar completely || I have dessert every night
        We keep kosher || We had a cheeseburger together
        I'm pescatarian || I eat chicken
        Kat doesn't eat eggs || Kat has eggs for breakfast
        I'm teetotal || I like a beer after work
        I never eat fast food || I eat at McDonald's weekly
        I'm allergic to nuts and avoid them || I snack on almonds
        I'm a carnivore || I haven't eaten meat in years
        I don't touch caffeine || I drink three espressos a day
        Liam eats halal only || Liam loves bacon sandwiches
        I avoid red meat || I eat beef burgers all the time
        I'm raw vegan || I cook meat stews weekly
        My daughter is allergic to milk || My daughter drinks milk with every meal
        I'm on a plant-based diet || I eat chicken every day
        """,
    ),
    "third_person": (
        "contradicts",
        """
        Greta lives alone || Greta lives with three roommates
        Mr Lopez is retired || Mr Lopez still runs his shop
        Our neighbour's son is a pilot || Our neighbour's son is a chef
        Akira is left-handed || Akira is right-handed
        My uncle is bald || My uncle has thick curly hair
        Ben's wife is a teacher || Ben's wife is a lawyer
        Farah is an early riser || Farah sleeps until noon
        The new intern is shy || The new intern is very outgoing
        Mrs Kim drives a van || Mrs Kim doesn't drive
        Olu has brown eyes || Olu has green eyes
        Jack is an atheist || Jack is a devout Catholic
        Our vet is a woman || Our vet is a man
        Lena is a night shift nurse || Lena works day shifts
        The landlord is strict || The landlord is lenient
        Chris is a Liverpool fan || Chris supports Everton
        Anya has short hair || Anya has hair down to her waist
        My neighbour is from Brazil || My neighbour is from Argentina
        Victor is 1.95 m || Victor is shorter than me and I'm 1.65 m
        Petra has a PhD || Petra never went to university
        Dev is Hindu || Dev is Muslim
        """,
    ),
    "context_opposites": (
        "contradicts",
        """
        The curtains are see-through || The curtains block out all the light
        The kids' room is a zoo || The kids' room is calm and orderly
        The party was dead || The party was wild
        The milk is fresh || The milk curdled
        My coffee is black || I take my coffee with lots of milk
        The road to the farm is smooth || The road to the farm is full of potholes
        The interview was relaxed || The interview was an interrogation
        The dress is plain || The dress is covered in sequins
        The test results were negative || The test results were positive
        The carpet is fluffy || The carpet is threadbare
        The town was deserted || The town was heaving with tourists
        The neighbourhood is sleepy || The neighbourhood is buzzing every night
        My schedule is packed this week || My schedule is wide open this week
        The lake was glassy || The lake was choppy
        The room smelled fresh || The room smelled musty
        The sky was clear all night || It was cloudy all night
        The river was bone dry || The river was flooding
        The flea market was dead quiet || The flea market was heaving
        The dough was sticky || The dough was dry and crumbly
        The forest was lush || The forest was barren
        The bed was rock hard || The bed was soft as a cloud
        Her voice was hoarse || Her voice was clear as a bell
        """,
    ),
    "weather": (
        "contradicts",
        """
        It's pouring outside || It's dry as a bone outside
        It snowed all day in Bern || It was sunny and mild all day in Bern
        The wind was howling last night || Last night was completely still
        It's humid here || It's very dry here
        We had a heatwave in London this week || London has been freezing all week
        The fog was thick this morning || This morning was crystal clear
        It's been raining nonstop || We haven't had a drop of rain
        The storm knocked out our power last night || Last night was calm with no storm
        The weather in Lisbon was perfect || The weather in Lisbon was miserable
        It hailed during the match || The match was played in sunshine with no hail
        Today is bitterly cold || Today is balmy
        The sea was rough || The sea was flat calm
        It's a grey day || It's a bright sunny day
        We had a drought all summer || It rained constantly all summer
        The snow is knee deep || There's no snow at all
        It's breezy on the balcony || There's not a breath of wind on the balcony
        Our town had floods || Our town stayed dry
        The morning was frosty || The morning was warm
        The forecast is for thunderstorms || The forecast is clear skies
        Brisbane was wet all week || Brisbane was dry all week
        """,
    ),
    "texture_weight": (
        "contradicts",
        """
        The box is heavy || The box is light
        The mattress is firm || The mattress is soft
        The towel is rough || The towel is soft and fluffy
        My backpack is featherlight || My backpack weighs a ton
        The road is wide || The road is narrow
        The shelf is deep || The shelf is shallow
        The paper is thick || The paper is flimsy and thin
        Her hair is straight || Her hair is curly
        The pond is deep || The pond is shallow
        The rope is tight || The rope is slack
        The floor is slippery || The floor is grippy
        The ground is wet || The ground is dry
        The bread is soft || The bread is hard
        The leather is smooth || The leather is cracked and rough
        The sofa is firm || The sofa is squishy
        The blanket is thin || The blanket is thick
        The tunnel is wide || The tunnel is narrow
        The pot is light || The pot is heavy
        The water in the harbour is clear || The water in the harbour is murky
        The path is flat || The path is steep
        """,
    ),
    "chatty_typos": (
        "contradicts",
        """
        omg the hotel was sooo cheap lol || ugh that hotel cost us a fortune
        tbh my new job is super chill || honestly my new job is stressing me out like crazy
        i dont have a car rn || ya i drive my car to work everyday
        my sis lives in chicago now || my sister's livin in miami
        cant stand cilantro tbh || cilantro is my fav herb ngl
        my bf is a vegeterian || my boyfriend eats meat every day
        went to the docter, im totaly fine || the doctor said i'm pretty sick actually
        the party was boring af || that party was sooo fun
        im 27 btw || im turning 33 next week
        i'm so tierd today || i've got loads of energy today
        my apartment is tinyyy || my place is huuuge
        we got 2 dogs || we have no dogs lol
        i nevr eat breakfast || i have brekkie every morning
        the resturant was empty || the restaurant was packed
        imo the game was trash || the game was honestly amazing
        ya i'm single rn || i'm married haha
        my flite is at 6am || my flight's at 4 in the afternoon
        the wifi here is super fast || wifi here is slooow
        i hate sushi lol || sushi is the best thing ever
        my mums retired || my mum still works at the hospital
        i dont speak french at all || i'm fluent in french, parle couramment
        cant swim to save my life || i swim a mile every morning
        """,
    ),
    "long_clause": (
        "contradicts",
        """
        After a long week at the office and a terrible commute, I have to say I'm really happy in my job || To be honest, and I've thought about this a lot, I'm really unhappy in my job
        When we finally got to the cottage after driving for hours, it turned out to be huge || The cottage, which we had booked months in advance through a friend, was tiny
        My brother, who moved around a lot in his twenties, now lives in Leeds || Since last spring my brother has been living in Norwich, where his wife is from
        Although I've tried every diet under the sun, I'm currently a vegetarian || These days, especially since the new butcher opened down the road, I eat meat most nights
        The new manager, who came from a competitor, is incredibly friendly || Everyone on the floor agrees that the new manager is rude and cold
        If I'm being honest with myself, and I try to be, I never exercise || I've been very disciplined lately and I work out every single morning
        Our flat, which we share with two cats and a very loud parrot, is on the ground floor || We live on the top floor of our building, which has no lift
        Even after all the renovations last year, the kitchen is still freezing || Since we redid the kitchen last year it's always warm and cosy
        My grandmother, who grew up on a farm in Kerry, is still alive and well || My grandmother, whose funeral was last spring, grew up on a farm in Kerry
        Whenever we visit my in-laws, which is not often, the food is delicious || Every time we go to my in-laws the food is inedible
        The doctor, after running a whole battery of tests, said my heart is healthy || According to the cardiologist who ran my tests, my heart is in bad shape
        I don't really like talking about it, but I'm divorced || I'm happily married, as I've mentioned before
        Now that the kids are older and at school, I work full time again || Since the kids started school I've stayed home and don't work
        The car we bought from my cousin, the blue one, runs perfectly || The blue car we got from my cousin breaks down every week
        As you probably remember, I'm allergic to dogs || Dogs don't affect me at all, I have no allergies
        Our local library, which reopened after the flood, is open on Sundays || The library round the corner is closed on Sundays
        My daughter, the one who plays the cello, is fourteen || My cellist daughter just turned nine
        After three years of lessons, I still can't play the piano || Thanks to my mother I've played the piano well since I was a kid
        The flat we're renting, just off the high street, costs 700 a month || We pay 1,500 a month for our place off the high street
        Despite the bad reviews online, the hotel was spotless || The hotel was filthy, just like the reviews online warned
        With everything going on at work, I'm sleeping really well actually || I've barely slept in weeks because of work
        The little bakery on the corner, the one with the blue door, sells the best bread in town || The bakery with the blue door on the corner sells the worst bread in town
        """,
    ),
    "paraphrase": (
        "compatible",
        """
        The lentil soup was bland || The lentil soup didn't have much flavour
        I'm exhausted || I'm completely worn out
        The flat is tiny || The flat is really small
        My commute is long and tiring || It takes me ages to get to work
        The documentary was great || I really enjoyed the documentary
        Grandpa passed away in May || Grandpa died in May
        The bakery is closed || The bakery isn't open
        I live in Porto these days || Porto is where I've made my home
        Lina is my older sister || My big sister is Lina
        I don't own a car || I have no car
        The number 12 bus was late || The number 12 bus didn't come on time
        I work for Acme || Acme employs me
        The tea was too hot || The tea burned my tongue
        I never learned how to swim || Swimming is something I can't do
        The hostel in Ghent was cheap || We paid very little for the hostel in Ghent
        My knee hurts || I have pain in my knee
        Nina is unemployed || Nina doesn't have a job
        Cat hair sets off my allergy || Cats make me sneeze and itch
        The road is blocked || You can't get through on that road
        The restaurant was noisy || It was really loud in the restaurant
        Ivan is a vegetarian || Ivan sticks to a meat-free diet
        The biology exam was easy || I found the biology exam simple
        I'm broke || I have no money
        My phone's completely dead || My phone battery ran out
        The meeting got cancelled || The meeting isn't happening anymore
        My house is near the sea || I live close to the coast
        The puppy is tired || The puppy is sleepy
        Our team lost || The other team beat us
        She bought a bike || She got herself a bicycle
        The milk in the fridge has gone off || The fridge milk is sour
        My sister is a doctor || My sister works as a physician
        The lecture dragged on || The lecture was boring and long
        I drive myself to work || I take the car to the office
        """,
    ),
    "time_update": (
        "compatible",
        """
        I used to live in Rome || I live in Oslo now
        I was a pack-a-day smoker || I quit smoking three years ago
        I used to hate olives || Now I can't get enough of olives
        Last year I was single || This year I'm engaged
        As a kid I was shy || I'm quite outgoing these days
        I worked at a bank until 2020 || Since 2021 I've worked at a school
        My hair used to be long || I cut my hair short last week
        The café used to be cheap || The café has got expensive recently
        We had a dog growing up || We don't have any pets now
        I used to run every day || I hardly run anymore
        My brother was a student back then || My brother works as an engineer now
        The pharmacy was closed yesterday || The pharmacy is open today
        I lived with my parents until I was 25 || I live alone now
        Before the surgery I couldn't walk || Now I can walk again
        I was vegan for a while || These days I eat meat
        I used to drive a Ford || I drive a Toyota now
        I was terrible at chess || I've become pretty good at chess
        She was a nurse for years || She's retired now
        Our garden was a mess in spring || The garden is tidy now
        I didn't speak any German when I arrived || Now I'm fluent in German
        The printer was broken on Monday || The printer works again since they fixed it
        I was 80 kilos last year || I'm 72 kilos now
        I used to drink coffee || I switched to tea
        Back in college I was always broke || These days I'm doing fine financially
        My parents were married for 20 years || My parents are divorced now
        The road was closed all winter || The road reopened in April
        We rented for a decade || We bought our house in 2019
        I was afraid of dogs as a kid || I adore dogs now
        My son used to be tiny || My son is taller than me now
        In my twenties I never exercised || I go to the gym four times a week these days
        """,
    ),
    "different_subject": (
        "compatible",
        """
        My sister is tall || My brother is short
        Dad's red car is fast || Mum's blue car is slow
        My mom loves jazz || My dad hates jazz
        Anna lives in Paris || Ben lives in Rome
        The kitchen is bright || The bedroom is dark
        My first job was boring || My second job was exciting
        Tom is married || Jerry is single
        Our cat is friendly || Our neighbour's cat is aggressive
        The chicken was dry || The fish was juicy
        My left knee is fine || My right knee is badly swollen
        The train was on time || The number 12 bus was late
        Kai passed the exam || Mila failed the exam
        My work laptop is new || My home desktop is ancient
        The morning shift is easy || The night shift is exhausting
        Spanish is easy for me || Mandarin is hard for me
        The front door is bolted || The back door is left unlocked
        My older son is a student || My younger son works
        The upstairs bathroom is sparkling clean || The downstairs bathroom is filthy
        Jess is vegan || Jess's husband eats meat
        The local beer is cheap || The imported beer is expensive
        My grandma on mum's side is alive || My grandpa on dad's side died in 2015
        The first movie was great || The sequel was awful
        Paula speaks French || Paula's daughter doesn't speak French
        My phone is charged || My tablet is dead
        The beach in Nice was crowded || The beach in Menton was empty
        I'm an early bird || My partner is a night owl
        The north wing is open || The south wing is closed
        Hamid owns a car || Hamid's brother doesn't have a car
        The soup was cold || The bread was warm
        My boss is strict || My boss's boss is relaxed
        """,
    ),
    "hedge": (
        "compatible",
        """
        I might adopt a dog some day || I have no pets at the moment
        Maybe I'll quit next year || I work at the hospital
        I'm thinking about going vegan || I eat meat most days
        Possibly we'll sell the house || We own a house in Leeds
        It might rain later || It's sunny right now
        We may move to Canada || We live in Ireland
        Perhaps I'll learn to drive || I've never had a driving licence
        I'm considering retiring soon || I'm still working full time
        Maybe I'll try sushi one day || I've never eaten sushi
        I might be getting a promotion || I'm a junior analyst
        There's a chance the flight gets cancelled || The flight is scheduled for 6 pm
        I'm probably going to sell my car || I do have a car
        I guess I could learn Italian || I don't speak Italian
        Olga might start a new job in May || Olga works at the library
        The concert may sell out || There are tickets left for the concert
        I'm not sure I'll stay in Berlin || I'm currently living in Berlin
        We're thinking of getting married || We're not married
        I may need glasses soon || My eyesight is fine for now
        He'll probably be late || He's usually on time
        The bakery on Pine Street might close down || The bakery on Pine Street is open
        I might dye my hair red || My hair is brown
        I'm tempted to buy a motorbike || I don't own a motorbike
        Maybe the printer just needs paper || The printer isn't printing
        Possibly I'll go back to school || I'm working as a cook
        It's likely we'll adopt a cat || We have no cats
        I wonder if I should try running || I don't exercise
        Hopefully I'll pass || I haven't taken the exam yet
        I could see myself living in Tokyo || I live in Nagoya
        The board meeting might move to Friday || The board meeting is on Thursday
        We might have a third kid || We have two kids
        I'm on the fence about selling the piano || I own an upright piano
        """,
    ),
    "additive": (
        "compatible",
        """
        I have a cat || I also have a dog
        I speak fluent Spanish || I speak some Portuguese too
        I play electric guitar || I also play piano
        My sister lives in Leeds || My other sister lives in York
        I work at a café || I also tutor maths on weekends
        We have a flat in town || We also have a cottage by the sea
        I like tennis || I like swimming as well
        Marco is a chef || Marco also writes cookbooks
        I've been to Peru || I've also been to Chile
        I have a son, Milo || I have a daughter too, Ivy
        I drink tea in the morning || I drink coffee after lunch
        I own a bike || I own a car too
        I studied physics || I later studied economics as well
        My dad is a pilot || My dad also farms on weekends
        Peanuts give me a serious allergic reaction || I'm allergic to shellfish as well
        We grow tomatoes || We grow beans too
        I have a brother || I have a sister as well
        Sara runs marathons || Sara does yoga too
        I read thrillers || I read poetry too
        The resort has an outdoor pool || The resort also has a gym
        I wear glasses || I sometimes wear contacts
        Our office is in Leeds || We have a second office in Bristol
        I love pizza || I love sushi too
        I volunteer at the animal shelter || I also coach a kids' team
        My uncle owns a bakery || He owns a bookshop as well
        I'm learning German || I'm learning Korean at the same time
        The flat has one bathroom || The flat also has a guest toilet
        I went to Rome || I went to Florence on the same trip
        Dev keeps chickens || Dev keeps bees too
        I work as a ward nurse || I'm also a mom of three
        """,
    ),
    "different_aspect": (
        "compatible",
        """
        Our new car is red || Our new car is fast
        The hotel we picked in Bruges was cheap || The hotel we picked in Bruges was clean
        My flat is small || My flat is bright
        The western was long || The western was great
        Max is tall || Max is shy
        The pea soup was hot || The pea soup was salty
        The dog is old || The dog is playful
        The law exam was long || The law exam was easy
        The sushi place on Grove Street is expensive || The sushi place on Grove Street is quiet
        My phone is only a month old || My phone is slow
        The beach at Tossa was crowded || The beach at Tossa was clean
        The hike was steep || The hike was beautiful
        My boss is young || My boss is strict
        The couch is old || The couch is comfortable
        The bread was warm || The bread was crusty
        The room is big || The room is dark
        The bus is cheap || The bus is slow
        Our neighbour is loud || Our neighbour is friendly
        The coffee was strong || The coffee was cold
        The book is short || The book is hard to read
        The lake is very deep || The lake is icy
        The puppy is tiny || The puppy is loud
        The gig was loud || The gig was amazing
        My car is old || My car is reliable
        The school is far || The school is excellent
        The jacket is cheap || The jacket is warm
        The job is boring || The job pays well
        The city is safe || The city is expensive
        The wine was sweet || The wine was cheap
        The course is hard || The course is free
        Our kitchen is tiny || Our kitchen is spotless
        """,
    ),
    "place_nesting": (
        "compatible",
        """
        I live in Brooklyn, near the park || New York is home for me
        I'm from Lyon || I'm from France
        My car keys are on the kitchen counter || My keys are somewhere in the house
        We live in Bavaria || We live in Germany
        Ana works in Manhattan || Ana works in New York City
        The kids are in the garden || The kids are outside
        Our hut is up in the Alps || Our hut is in Switzerland
        I grew up in Kyoto || I grew up in Japan
        The book is on my desk || The book is in my room
        My sister lives in Scotland || My sister lives in the UK
        We're staying in Montmartre || We're staying in Paris
        I work in Silicon Valley || I work in California
        The dog is in the back seat || The dog is in the car
        Mum lives in Cork || Mum lives in Ireland
        My office is on the third floor || My office is in the main building
        We met in Bali || We met in Indonesia
        I'm in the library || I'm on campus
        My wallet is in my coat pocket || My wallet is on me
        My parents live in Tuscany || My parents live in Italy
        He's from Texas || He's from the US
        I live in Soho || I live in London
        The wedding is in Napa || The wedding is in California
        The conference is at the Hilton || The conference is in Chicago
        Our cottage is in Cornwall || Our cottage is in the southwest of England
        The cat is on the sofa || The cat is in the living room
        I'm based in Catalonia || I'm based in Spain
        My grandparents are from Punjab || My grandparents are from India
        I study in Cambridge || I study in England
        Uncle Joe lives in Queens || Uncle Joe lives in NYC
        We vacationed in Crete || We vacationed in Greece
        """,
    ),
    "range_bound": (
        "compatible",
        """
        The jacket was under 50 euros || The jacket cost about 40
        I'm over thirty || I'm 34
        The drive to the coast is less than an hour || The drive to the coast is around 40 minutes
        It costs between 10 and 20 dollars || It cost me 15 dollars
        We had more than 100 guests || We had 130 guests
        She's in her forties || She's 47
        The bag weighs under 10 kilos || The bag weighs 8 kilos
        The flat is about 60 square metres || The flat is 58 square metres
        Rent is below 1000 a month || Rent is 850 a month
        It's a few minutes' walk || It's a five-minute walk
        Tickets start at 20 pounds || My ticket was 35 pounds
        There were dozens of people || There were about forty people
        He's not yet 18 || He's 16
        The lake is roughly 3 km long || The lake is 3.2 km long
        I earn over 50k || I earn 62k
        My son is under five || My son is three
        The tour lasts up to two hours || The tour took 90 minutes
        The TV was less than 400 || The TV was 350
        I've lived here for years || I've lived here for six years
        The queue had a handful of people || There were four people in the queue
        The hotel is within 2 km of the beach || The hotel is 1.5 km from the beach
        My grandma is in her nineties || My grandma is 93
        We need at least three chairs || We need five chairs
        The parcel should arrive within a week || The parcel is due in four days
        The house was built in the 1960s || The house was built in 1964
        My car does over 40 mpg || My car does 45 mpg
        The shop is open till late || The shop is open until 11 pm
        It was a couple of hundred dollars || It was 210 dollars
        I sleep at least seven hours || I usually sleep about eight hours
        The trip took most of the day || The trip took eleven hours
        """,
    ),
    "question": (
        "compatible",
        """
        Is the gym open on Sundays? || The gym is closed on Sundays
        Do you think I should move to Berlin? || I live in Hamburg
        Should I sell my car? || I own a car
        Was the soup too spicy? || The soup was bland
        Is it cheaper to take the train? || The train is expensive
        Did Maya pass her test? || Maya failed her test
        Is the museum free? || The museum costs 15 euros
        Can dogs come into the café? || Dogs aren't allowed in the café
        Is my brother coming tonight? || My brother is not coming tonight
        Do I need a visa for Brazil? || I don't need a visa for Brazil
        Should I switch to decaf? || I drink regular coffee
        How long does a sprained knee take to heal? || My knee is fine
        Will it be sunny tomorrow? || It's raining today
        Is the lake safe to swim in? || The lake is dangerous to swim in
        How much does a flight to Rome cost? || The flight to Rome was 90 euros
        Would I like the new spy film? || The new spy film is awful
        Is Oslo expensive? || Oslo is cheap for a capital
        Is the hotel near the beach? || The hotel is a long way from the beach
        Did I leave my keys in the car? || My keys are in my bag
        Are mushrooms safe for dogs? || Some mushrooms are toxic for dogs
        Is it too late to learn piano at 50? || I'm 50 and can't play piano
        What's the best way to quit sugar? || I eat lots of sugar
        Should I get married before 30? || I'm single and have been for a while
        Does the bus go to the airport? || The bus doesn't go to the airport
        Is Tom still living in Perth? || Tom moved to Darwin
        Any tips for a vegan dinner party? || I'm a meat eater
        Can you check whether the store opens at 8? || The store opens at 9
        Is the exam hard? || The exam is easy
        Do you know if Jill is retired? || Jill still works
        Is it worth buying a new TV? || My old TV works fine
        """,
    ),
    "conditional": (
        "compatible",
        """
        If it rains, the match is cancelled || The match is on
        If I get the job, I'll move to Paris || I live in Madrid
        If the shop is closed, we'll go tomorrow || The hardware shop is open
        If I had money, I'd buy a boat || I don't have a boat
        If the baby sleeps, I'll nap too || The baby is wide awake and babbling
        Should the flight be delayed, I'll miss the meeting || The flight is on time
        If I pass, I'll celebrate || I haven't got my results
        If Zoe comes, bring wine || Zoe isn't coming
        If I were taller, I'd play basketball || I'm short
        If the heating breaks again, call the landlord || The heating works
        Unless it snows, we'll drive || It's sunny
        If I lose my job, we'll sell the house || I'm employed
        If the soup is too spicy, add yogurt || The soup is mild
        If you're vegan, skip the cheese || I eat cheese
        If the car won't start, take the bus || The car starts fine
        In case the hotel is full, book a backup || The hotel has free rooms
        If my dad retires, he'll move to Spain || My dad works in Leeds
        If the park is unsafe at night, avoid it || The park is safe at night
        If I had kids, I'd live nearer my parents || I have no kids
        If the price drops below 300, I'll buy it || It costs 450
        If Grandma were alive, she'd be 100 || Grandma died in 2010
        If it's cold tomorrow, wear a coat || It's warm today
        If I learn to drive, I'll buy a van || I can't drive yet
        If the concert sells out, we'll stream it || There are tickets left
        If the internet is slow, restart the router || The internet is fast
        If we had a garden, I'd grow herbs || We don't have a garden at our flat
        If the store sells oat milk, grab some || The store doesn't sell oat milk
        If I moved to Tokyo, I'd need to learn Japanese || I don't speak Japanese
        If Lars gets the promotion, he'll manage ten people || Lars is a junior developer
        If the bridge is closed, go around || The bridge is open
        """,
    ),
    "reported_speech": (
        "compatible",
        """
        My mom thinks I'm too thin || I'm a healthy weight
        Jake claims the restaurant is cheap || The sushi place on Grove Street is expensive
        My brother says Rome is overrated || Rome is wonderful
        Anna thinks the exam was hard || The exam was easy for most of us
        The ad says the hotel is by the beach || The hotel is a long way from the beach
        My boss believes I'm lazy || I work hard
        Dad reckons it'll rain || It's sunny
        Lisa told me the pharmacy is closed || The pharmacy is open
        My friends say I'm funny || I don't think I'm funny
        The reviews call the film boring || The film is gripping
        Grandma thinks I'm still single || I'm engaged
        The brochure says the tour is easy || The tour is hard
        My teacher says my French is good || My French is bad
        People say Oslo is pricey || Oslo is affordable
        Tom thinks Sara lives in Leeds || Sara lives in York
        The label says it's gluten free || It has gluten in it
        The app says the bus is on time || The bus is late
        My wife says I snore || I don't snore
        The guide claimed the water is safe || The water is unsafe
        Ella said the housewarming is on Friday || The housewarming is on Saturday
        The news said the road is closed || The road is open
        My neighbour thinks the cat is a boy || The cat is female
        According to my aunt, the baby is due in May || The baby is due in June
        Critics say the sequel is better || The sequel is worse
        Everyone assumes I'm the oldest || I'm the youngest
        My coach says I'm fast || I'm slow
        The seller said the bike is new || The bike is old
        Some people think the lake is deep || The lake is shallow
        Ravi is convinced the meeting is at 3 || The meeting is at 4
        My kids think I'm strict || I'm relaxed
        """,
    ),
    "different_occasion": (
        "compatible",
        """
        It was cold yesterday || It's hot today
        The soup was bland last night || Today's soup was too salty
        Last Monday the shop was closed || The shop is open this Monday
        The train was late this morning || The train was early last night
        I was ill last week || I feel great this week
        The party on Friday was dull || Saturday's party was brilliant
        I lost the first game || I won the second game
        The café was empty at 8 || By noon the café was packed
        I was happy in the morning || I was grumpy by the evening
        Last winter was mild || This winter is freezing
        The beach was crowded on Sunday || On Tuesday the beach was deserted
        My first marathon was easy || My second marathon was brutal
        The baby slept well last night || The baby barely slept the night before
        The bus was full at rush hour || The bus was empty at midnight
        In 2019 the flat was cheap || In 2024 the flat was expensive
        Our first date was awkward || Our second date was wonderful
        The river was low in August || The river was high in March
        Yesterday I ran 10 km || Today I ran 2 km
        The exam in June was hard || The resit in August was easy
        The lake was calm at dawn || The lake was rough in the afternoon
        On my last trip the hotel was clean || On this trip the hotel was dirty
        At lunch I was starving || After dinner I was stuffed
        The meeting on Tuesday ran long || Wednesday's meeting was short
        I was broke in January || I had plenty of money in March
        The road was icy this morning || The road is dry this afternoon
        Dad was cheerful at breakfast || Dad was gloomy at dinner
        Her first album was a flop || Her second album was a hit
        The printer worked on Monday || The printer broke on Wednesday
        My sister was blonde as a kid || My sister is dark-haired now
        At the start of the year I was single || By December I was engaged
        """,
    ),
    "comparatives": (
        "compatible",
        """
        I'm taller than Tom || I'm shorter than Ann
        My car is faster than Jo's || My car is slower than Ravi's
        Lyon is bigger than Dijon || Lyon is smaller than Paris
        My flat is cheaper than yours || My flat is pricier than Mike's
        Eva is older than me || Eva is younger than my mother
        The blue sofa is softer than the grey one || The blue sofa is firmer than the bed
        Our kitchen is brighter than the hall || Our kitchen is darker than the garden room
        Maths is harder than art for me || Maths is easier than physics for me
        I earn more than my brother || I earn less than my wife
        The lake is colder than the pool || The lake is warmer than the sea
        The train is quicker than the bus || The train is slower than flying
        My laptop is heavier than my tablet || My laptop is lighter than my old one
        Our dog is bigger than the cat || Our dog is smaller than the neighbour's dog
        Rome was hotter than Paris || Rome was cooler than Seville
        I'm a better cook than my dad || I'm a worse cook than my mum
        This winter is milder than last || This winter is colder than the one in 2020
        Tim runs faster than Ed || Tim runs slower than Sam
        The hotel was quieter than the hostel || The hotel was louder than our home
        The second exam was harder than the first || The second exam was easier than the third
        My salary is higher than last year || My salary is lower than my friends'
        Our garden is larger than the front yard || Our garden is smaller than the park
        The river is wider than the canal || The river is narrower than the Thames
        Emma is funnier than her sister || Emma is less funny than her brother
        Jazz is louder than classical to me || Jazz is quieter than rock
        I'm fitter than I was || I'm less fit than my partner
        The red wine is sweeter than the white || The red wine is drier than the port
        This coat is warmer than my jacket || This coat is cooler than my parka
        Oslo is pricier than Berlin || Oslo is cheaper than Zurich
        My commute is shorter than Kim's || My commute is longer than it used to be
        The old phone was slower than this one || The old phone was faster than the one before
        """,
    ),
    "mild_strong": (
        "compatible",
        """
        I like the new flat || I love the new flat
        The film was okay || The film was pretty decent
        I'm a bit tired || I'm really exhausted
        The broth was warm || The broth was piping hot
        It's a little expensive || It's quite pricey
        I'm fond of Greta || I adore Greta
        The hike was hard going || The hike was brutal
        I'm slightly worried || I'm quite anxious
        The room was chilly || The room was freezing
        I dislike mushrooms || I hate mushrooms
        The food was good || The food was excellent
        The street is a bit noisy || The street is very loud
        My knee is sore || My knee really hurts
        The test was a bit tricky || The test was hard
        He's kind of shy || He's painfully shy
        I quite enjoy gardening || Gardening is my passion
        The galley kitchen is small || The galley kitchen is tiny
        The coffee was strong || The coffee was super strong
        The drive was long || The drive was endless
        The water's cool || The water's cold
        I'm somewhat unhappy at work || I'm miserable at work
        The shop is a bit far || The shop is far
        The cake was sweet || The cake was sickly sweet
        The lecture was boring || The lecture was mind-numbing
        She's clever || She's brilliant
        I was annoyed || I was furious
        The hotel was fine || The hotel was lovely
        The path is muddy || The path is a swamp
        I'm peckish || I'm starving
        The dog is big || The dog is huge
        """,
    ),
    "agreeing_negation": (
        "compatible",
        """
        Meat isn't something I eat || I'm a vegetarian
        I'm not married || I'm single and happy about it
        I don't drink || I'm teetotal
        The chemist isn't open || The chemist is shut today
        The room isn't warm || The room is cold
        Cigarettes never touch my lips || I'm a non-smoker and always have been
        I don't have kids || I'm childless
        The bus wasn't on time || The bus was late this morning
        She isn't old || She's young
        I can't stand heights || I'm scared of heights
        I'm not working right now || I'm unemployed
        The TV doesn't work || The TV is broken
        He isn't alive anymore || He passed away last year
        Coffee isn't for me || I'm just not a coffee person
        It's not far || It's close
        The test wasn't hard || The test was easy
        The water isn't safe to drink || The water is contaminated
        We don't own our flat || We rent our flat
        Mornings aren't my thing || Getting up early is torture for me
        The restaurant wasn't busy || The restaurant was half empty
        I don't speak Dutch || Dutch is a language I never learned
        The baby isn't asleep || The baby is awake in her cot
        I haven't got a car || I get around by bus
        He's not tall || He's quite short
        The milk isn't fresh || The milk has turned
        I never go out on weeknights || I stay in Monday to Friday
        I'm not from here || I grew up elsewhere
        Nobody came to the meeting || The meeting was empty
        The film wasn't good || The film was bad
        The door isn't locked || The door is open
        """,
    ),
    "units_equal": (
        "compatible",
        """
        The flight is an hour and a half || The flight takes 90 minutes
        I paid twenty dollars || I paid $20
        I'm six feet tall || I'm 183 cm tall
        The call is at 3 pm || The call is at 15:00
        I've lived here for a decade || I've lived here for ten years
        The bag weighs a kilo || The bag weighs 1000 grams
        We have a dozen eggs || We have twelve eggs
        It's half past seven || It's 7:30
        The run was 10 km || The run was about six miles
        My son is eighteen months || My son is a year and a half
        Rent is 12,000 a year || Rent is 1000 a month
        The trip is a fortnight || The trip is two weeks
        It was freezing, zero degrees || It was 32 Fahrenheit
        Half the class passed || 50% of the class passed
        I've got a couple of brothers || I have two brothers
        Grandma is a hundred || Grandma is 100 years old
        The party's on the 14th of February || The party's on Valentine's Day
        I slept eight hours || I slept from 11 to 7
        The bottle is a litre || The bottle holds 1000 ml
        The course lasts a semester || The course runs for about four months
        It cost a grand || It cost 1,000
        I've been married a quarter of a century || I've been married 25 years
        The baby weighs seven pounds || The baby weighs about 3.2 kilos
        We meet at noon || We meet at 12 pm
        My birthday is on New Year's Day || My birthday is January 1st
        The room is three by four metres || The room is 12 square metres
        I'm thirty || I'm 30 years old
        It's a 5-minute drive || It's five minutes by car
        Three quarters of us voted yes || 75% of us voted yes
        The lease is for 24 months || The lease is for two years
        """,
    ),
    "wish_plan": (
        "compatible",
        """
        I wish I lived by the sea || I live in Birmingham
        I want to learn Spanish || I don't speak Spanish yet
        Next year I plan to retire || I'm working full time this year
        I'd love to have a dog || I don't have a dog
        I hope to run a marathon one day || I've never run more than 5 km
        We're saving up for a house || We rent a small flat
        I'm going to quit smoking || I smoke ten a day
        I dream of visiting Japan || I've never been to Asia
        I plan to move to Scotland in the spring || I live in Cardiff
        I'm hoping to get pregnant next year || I'm not pregnant
        I'd like to be thinner || I'm overweight
        My goal is to read 50 books || I've read three books so far
        I want to sell my car || I own a car
        We intend to marry next summer || We're engaged
        I'm aiming for a promotion || I'm a junior designer
        I wish my flat were bigger || My flat is small
        Someday I want a house in the country || I live in the city
        I'm planning to go vegan in January || I eat meat now
        I want to learn to drive || I've never driven a car
        I wish I were taller || I'm short
        I'd love to speak fluent French || My French is basic
        Dad wants to retire early || Dad still works
        I'm going to paint the kitchen yellow || The kitchen is white
        We plan to have kids || We don't have kids yet
        I want to stop drinking coffee || I drink four coffees a day
        My dream job is to be a pilot || I'm an accountant
        I wish the commute were shorter || My commute is an hour each way
        Lucy hopes to study medicine || Lucy is in high school
        I'll get a new phone soon || My phone is getting on a bit
        I'm thinking of moving to the countryside || I live downtown
        """,
    ),
    "since_update": (
        "compatible",
        """
        I lived in Dublin until 2018 || Since 2018 I've lived in Cork
        I was unemployed in March || I started a new job in April
        Until last summer I was vegetarian || Since last summer I eat fish
        I smoked until my daughter was born || I haven't smoked since she was born
        The shop was closed for renovations in May || The shop reopened in June
        I worked nights before the baby came || Since the baby came I work days
        We had a Volvo until 2022 || We've driven a Kia since 2022
        She was single in January || She's been seeing someone since February
        The lift was broken last week || The lift was repaired on Monday
        I was a teacher from 2010 to 2016 || I've been a lawyer since 2017
        Tom weighed 100 kilos before the diet || Tom weighs 80 kilos since the diet
        My gran lived alone until her fall || Since her fall my gran lives with us
        The café was a bookshop until 2019 || It's been a café since 2020
        I spoke no Italian before I moved || I've been fluent since my second year in Milan
        We were in Leeds till the spring || We've been in York since April
        The road was a dirt track until the 90s || The road has been paved since 1998
        I used to be scared of flying || Since the course I fly without fear
        Our team lost every game in autumn || Our team hasn't lost since January
        The garden was bare in winter || The garden has been full of flowers since May
        I had long hair until Friday || I've had a buzz cut since Friday
        I was with Vodafone until last month || Since last month I'm with O2
        The museum was free until 2023 || It charges admission since 2023
        My brother lived with us until he turned 20 || He's had his own flat since then
        I was a night owl in college || Since having kids I'm up at 6
        I couldn't cook before I met Sam || I've cooked every night since we moved in together
        The factory employed 500 people || Since the cuts it employs 200
        Our dog was healthy until last year || He's been ill since last year
        I was in London in the morning || I was in Paris by the evening
        He was the manager until March || He's been the director since March
        My mum was a nurse until she retired || Since she retired my mum paints
        """,
    ),
    "generic_specific": (
        "compatible",
        """
        I usually hate mornings || This morning was lovely
        I'm generally healthy || I have a cold this week
        I mostly eat vegetarian || I had fish on Friday
        I don't usually drink || I had a glass of champagne at the wedding
        Trains here are often late || My train today was on time
        I normally walk to work || I took the bus today because of the rain
        Restaurants in Paris are pricey || We found a cheap bistro in Paris
        I rarely cry || I cried at the film last night
        Kids usually love sweets || My son doesn't like sweets
        I'm not a big reader || I loved the last book I read
        Most of my family lives in Spain || My aunt lives in Chile
        London is usually rainy || It was sunny in London all week
        I seldom eat out || We ate out on my birthday
        Our team usually wins at home || We lost at home on Saturday
        I typically sleep well || Last night I slept terribly
        Cats tend to be independent || Our cat is very clingy
        Summer here is usually hot || This June has been chilly
        I'm mostly a tea drinker || I had a coffee this morning
        He's usually calm || He lost his temper today
        I generally avoid sugar || I had a slice of birthday cake
        The office is usually quiet || It's noisy today because of the builders
        I don't often see my cousins || I saw my cousins at Christmas
        Dogs aren't allowed in most shops here || The bookshop lets dogs in
        I'm usually broke by the end of the month || This month I still have money left
        Flights are usually cheap in January || My January flight was expensive
        Most days I cycle || I drove on Tuesday
        My sister is normally cheerful || My sister was gloomy at lunch
        Our town is quiet most of the year || It's packed during the summer festival
        I'm not much of a dancer || I danced all night at the wedding
        Hospitals are usually busy || The clinic was empty this morning
        """,
    ),
    "mixed_review": (
        "compatible",
        """
        The hotel was nice but the food was bad || The food at the hotel was disappointing
        The film started slow but got great || The first half of the film dragged
        The trip was tiring || I really enjoyed the trip
        The job pays badly || I love my job
        The flat is small but cosy || The flat is cramped
        The stats exam was hard || I passed the stats exam
        The new phone costs a lot || The new phone is worth every penny
        The hike was exhausting || The hike was the best day of the holiday
        The neighbours are noisy || I get on well with the neighbours
        The course was difficult || The course was really rewarding
        My boss is demanding || My boss is fair
        The city is dirty || I love living in the city
        The car is old || The car still runs well
        The dress was cheap || The dress looks expensive
        The restaurant is tiny || The restaurant is always full
        The kids were loud || The kids had a great time
        The house is far from town || The house is close to the beach
        The lecture was long || The lecture was worth it
        The coffee is cheap || The coffee is good
        The weather was bad || We had a lovely holiday
        The surgery was painful || The surgery was successful
        The apartment is old || The apartment was just renovated
        The bus is slow || The bus is reliable
        Grandpa is old || Grandpa is very active
        The sofa is ugly || The sofa is comfy
        The meal was simple || The meal was delicious
        The village is remote || The village has great internet
        The party was small || The party was fun
        The water was cold || The swim was refreshing
        My flat is noisy || My flat is cheap
        """,
    ),
    "long_compatible": (
        "compatible",
        """
        Back when I was living in Glasgow I worked in a pub || These days I work from home as a translator in Edinburgh
        My sister, who is a nurse, lives in Leeds || My brother, who is a teacher, lives in Hull
        After the operation last spring, I couldn't walk for weeks || I'm walking normally again now, months after the operation
        The restaurant we went to on Friday, the Thai one, was really loud || The Italian place we tried on Saturday was nice and quiet
        When I was a student I was always short of money || Now that I have a steady job I'm comfortable
        Although I grew up in a big city, I live in a tiny village now || I spent my childhood in Manchester
        The first flat we rented together, years ago, was tiny || The house we bought last year is huge
        My dad, who was a heavy smoker for decades, finally quit || Dad hasn't had a cigarette in five years
        If the weather holds, we'll hike to the summit on Sunday || Right now it's cloudy and a bit windy
        My mum keeps saying I should move back home || I live two hundred miles from my parents
        I know everyone says the hotel is overpriced || We stayed there anyway and really liked it
        Even though I'm not religious, I love old churches || I visited three cathedrals on my trip
        Since our second child was born, we've needed a bigger car || We traded our hatchback for a minivan in June
        The nurse who took my blood said my iron is low || I'll start taking supplements tomorrow
        My colleague, who sits next to me, is vegan || I had a burger for lunch
        The flat I'm renting in Leipzig is cheap compared to Munich || Rent in Munich is much higher than what I pay
        When we first met, Omar didn't speak any English || Omar now works as an English teacher
        Whatever my brother says, I did pass my driving test || My brother likes to tease me about my driving
        Our old dog, who passed away in 2020, hated the rain || Our new puppy loves splashing in puddles
        I might be wrong, but I think the bakery closes early on Wednesdays || I'll check the bakery's hours before going
        The kids' school, which is just down the road, starts at 8:30 || My office is a forty-minute drive away
        I didn't enjoy the first book in the series at all || The second book won me over completely
        In summer the garden is gorgeous || In winter it's just bare branches and mud
        My husband thinks the new sofa is ugly || I think it's lovely
        Now that I've retired, I have more time for painting || I worked as an engineer for thirty years
        My grandparents, who live in Porto, visit every summer || We live in Boston
        Before I had glasses I could barely read the board || With my glasses I can see perfectly
        The gym I joined in January is open 24 hours || I usually go in the early morning
        Until she moved abroad my best friend lived next door || She lives in Singapore now
        Even if the train is late, I'll still make the meeting || The meeting starts at ten
        """,
    ),
    "chatty_compatible": (
        "compatible",
        """
        omg i'm so tired today || ugh didn't sleep at all last nite
        my bf lives in toronto || my bff lives in ottawa
        lol the pizza was cold || the fries were hot tho
        i used to h8 running || now i run like every day
        im prob gonna move to austin || rn i live in dallas
        my mom thinks im too skinny || im like 70 kilos
        ngl the film was long || but it was soooo good
        i cant cook || my husband does all the cooking
        im veggie || i dont eat any meat
        the cafe was packed at lunch || it was dead by 4pm
        my sis is a nurse || my bro's a firefighter
        gonna try yoga maybe || i dont really exercise rn
        i luv my new flat || it's kinda small tho
        my gran's 90 || she's still super sharp
        i was broke last month || got paid today finally
        dunno if i'll pass || exam's on friday
        my car's red || it's a ford
        we got a cat || we also got a hamster lol
        its freezing today || yesterday was actually warm
        wanna go to italy next yr || never been to europe
        my boss is kinda strict || she's fair tho
        i'm from leeds || moved to london for uni
        i don't do coffee || i'm a tea person
        the hotel was cheapish || it was like 60 a nite
        i think the shop closes at 8 || not sure tho, might be 9
        if it rains we'll stay in || its sunny rn
        i'm in manchester || i'm at the uni library
        my dad's retired || he worked at the post office for 30 yrs
        dinner was delish || tho it was pricey
        i'm bad at maths || but great at languages
        """,
    ),
    "other_object": (
        "compatible",
        """
        My car is blue || My bike is red
        My phone is brand new || My laptop is ancient
        Our living room is enormous || Our bathroom is a shoebox
        My winter coat is warm || My rain jacket is thin
        The front garden is tidy || The back garden is overgrown
        My work shoes are uncomfortable || My trainers are really comfy
        Our old sofa is ugly || Our new armchair is gorgeous
        My morning coffee is black || My afternoon tea has milk in it
        The kitchen tap leaks || The bathroom tap works fine
        My passport is valid || My driving licence has expired
        The guest room is cold || The master bedroom is warm
        My savings account is healthy || My current account is overdrawn
        The first floor is carpeted || The ground floor has tiles
        My desk chair is broken || My desk is fine
        The big TV is in the lounge || The small TV is in the kitchen
        My hiking boots are muddy || My sandals are clean
        Our fridge is full || Our freezer is empty
        My left earbud is dead || My right earbud still works
        The car's front tyres are new || The car's back tyres are worn
        My electric bill is high || My water bill is low
        The dog's bed is in the hall || The cat's bed is upstairs
        My old flat was in Leith || My office is in Morningside
        The living room lamp is dim || The desk lamp is bright
        My mum's car is an automatic || My car is a manual
        Our summer holiday was in Spain || Our winter break was in Austria
        The dining table is oak || The coffee table is glass
        My gym bag is heavy || My handbag is light
        The library book is overdue || My own books are on the shelf
        My house keys are in my pocket || My car keys are on the hook
        The red wine is open || The white wine is still sealed
        """,
    ),
    "partial_scope": (
        "compatible",
        """
        Some of my friends are vegan || Most of my friends eat meat
        The first half of the book is slow || The ending of the book is gripping
        Part of the garden is shady || The vegetable patch gets full sun
        A few of the tomatoes are ripe || Most of the tomatoes are still green
        Some rooms in the hotel were dirty || Our room was spotless
        One of my sisters is married || My youngest sister is single
        A couple of the guests left early || Most guests stayed until midnight
        The east side of town is rough || Our street is safe
        One of the tyres is flat || The other three tyres are fine
        Half my family lives in Madrid || My parents live in Valencia
        Some of the photos came out blurry || The group photo is sharp
        A few trains were cancelled || My train ran on time
        Some of the lectures are boring || The Monday lecture is fascinating
        The top shelf is dusty || The lower shelves are clean
        Parts of the hike were steep || The last stretch was flat
        Some days I work from home || On Tuesdays I'm in the office
        Most of the team is remote || Jana works in the office
        One window in the flat won't close || The other windows shut fine
        Several dishes were too salty || The dessert was perfect
        Some of my colleagues are rude || My manager is lovely
        A few of my plants died || The cactus is thriving
        Some of the roads are closed || The main road is open
        The upstairs neighbours are noisy || The neighbours downstairs are quiet
        One of the printers is broken || The printer on my floor works
        Some of the apples were sour || The red ones were sweet
        Many of the shops close early || The pharmacy is open late
        Some of the kids were shy || My son talked to everyone
        A few of the answers were wrong || I got most of the test right
        Some nights I sleep badly || Last night I slept fine
        Part of the lake is frozen || The middle of the lake is open water
        """,
    ),
    "elaboration": (
        "compatible",
        """
        I live in Oslo || I live in Oslo with my girlfriend and our cat
        I'm a teacher || I teach chemistry at a secondary school
        Our collie is old || Our collie is fourteen and going a bit grey
        I went to Peru || I went to Peru for three weeks in 2019 and hiked to Machu Picchu
        My brother is a chef || My brother runs the kitchen at a small French bistro
        I have a cat || I have a ginger cat called Mango
        The flight was delayed || The flight was delayed two hours because of fog
        I play football || I play football on Thursday nights with some old school friends
        Mum has retired || Mum retired from the post office in 2019
        I'm learning the guitar || I've been taking guitar lessons every Saturday since May
        We bought a house || We bought a three-bedroom terrace near the park
        The concert was sold out || The concert sold out within ten minutes
        I broke my arm || I broke my left arm falling off my bike
        Our kitchen is new || We had the kitchen redone in March with white cabinets
        I work in a hospital || I'm a porter at the Royal Infirmary
        Sara is pregnant || Sara is six months pregnant with her first
        I drive a Volvo || I drive an old grey Volvo estate
        Dad's in hospital || Dad's been in hospital since Tuesday with pneumonia
        The shop is shut || The shop is shut for a staff training day
        I'm moving house || I'm moving to a bigger flat across town next month
        My niece is at university || My niece is studying geology in Aberdeen
        I had pasta for dinner || I had spaghetti carbonara for dinner
        The boiler broke || The boiler broke on Sunday and the engineer comes Thursday
        I'm tired || I'm tired because the neighbours' party went on till 3
        We got a puppy || We got a spaniel puppy from a rescue in Devon
        I run || I run about 20 km a week, mostly along the canal
        The van failed its inspection || The van failed its inspection because of the brakes
        My gran lives with us || My gran moved in with us after Grandad died
        I speak Greek || I speak Greek because my mother is from Thessaloniki
        My wife is a lawyer || My wife is a tax lawyer at a firm in the City
        """,
    ),
}


def pairs(family: str) -> list[tuple[str, str]]:
    """The ``(a, b)`` pairs of one family."""
    lines = (line.strip() for line in FAMILIES[family][1].strip().splitlines())
    return [tuple(part.strip() for part in line.split("||")) for line in lines if line]
