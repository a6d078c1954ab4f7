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
        The driving test was easy || The driving test was hard
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
        My back doesn't hurt at all || My back is killing me
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
        I quit my job || I still work at the bakery
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
        The lights are on || The lights are off
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
        The pool is closed for the season || The pool is open
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
    "paraphrase": (
        "compatible",
        """
        The lentil soup was bland || The lentil soup didn't have much flavour
        I'm exhausted || I'm completely worn out
        The flat is tiny || The flat is really small
        My commute is long and tiring || It takes me ages to get to work
        The film was great || I really enjoyed the film
        Grandpa passed away in May || Grandpa died in May
        The bakery is closed || The bakery isn't open
        I live in Porto these days || Porto is where I've made my home
        Lina is my older sister || My big sister is Lina
        I don't own a car || I have no car
        The bus was late || The bus didn't come on time
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
        My phone is dead || My phone battery ran out
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
        I was a smoker || I quit smoking three years ago
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
        The train was on time || The bus was late
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
        I'm probably going to sell my car || I have a car
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
        I'm on the fence about selling the piano || I own a piano
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
        I have a son || I have a daughter too
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
        I volunteer at the shelter || I also coach a kids' team
        My uncle owns a bakery || He owns a bookshop as well
        I'm learning German || I'm learning Korean at the same time
        The flat has one bathroom || The flat also has a guest toilet
        I went to Rome || I went to Florence on the same trip
        Dev keeps chickens || Dev keeps bees too
        I work as a nurse || I'm also a mom of three
        """,
    ),
    "different_aspect": (
        "compatible",
        """
        Our new car is red || Our new car is fast
        The hotel we picked in Bruges was cheap || The hotel we picked in Bruges was clean
        My flat is small || My flat is bright
        The film was long || The film was great
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
        The lake is deep || The lake is cold
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
        Ella said the party is on Friday || The party is on Saturday
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
}


def pairs(family: str) -> list[tuple[str, str]]:
    """The ``(a, b)`` pairs of one family."""
    lines = (line.strip() for line in FAMILIES[family][1].strip().splitlines())
    return [tuple(part.strip() for part in line.split("||")) for line in lines if line]
