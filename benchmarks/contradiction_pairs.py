"""Labelled statement pairs for ``benchmarks/contradictions.py``, written by hand for it.

Each family is wholly in one half: ``dev`` (tuned on), ``held_out``, ``fresh`` and ``fresh_2``
(each written before the fixes its predecessor prompted; see ``benchmarks/contradictions.py``
for what each half gave the first time it was run). ``contradicts`` pairs state opposite or
incompatible things about the same subject; ``compatible`` pairs are near-pairs that do not
(paraphrases, different subjects, different attributes, different occasions, equal values).
Pairs are one per line, ``a || b``.
"""

from __future__ import annotations

FAMILIES: dict[str, tuple[str, str, str]] = {
    # --- contradicting, development half ---------------------------------------------------
    "negation": (
        "contradicts",
        "dev",
        """
        I like jazz || I don't like jazz
        The user owns a car || The user does not own a car
        My brother smokes || My brother doesn't smoke
        Ana is a nurse || Ana is not a nurse
        The café accepts cards || The café doesn't accept cards
        I eat meat || I do not eat meat
        Tom speaks French || Tom doesn't speak French
        The printer is working || The printer isn't working
        We have a garden || We don't have a garden
        The user wants children || The user does not want children
        The train stops at Leeds || The train does not stop at Leeds
        I play the guitar || I don't play the guitar
        The museum charges for entry || The museum does not charge for entry
        My dad watches football || My dad doesn't watch football
        The flat has a balcony || The flat has no balcony
        I drive to work || I don't drive to work
        """,
    ),
    "antonym": (
        "contradicts",
        "dev",
        """
        I love winter || I hate winter
        The user likes horror films || The user dislikes horror films
        The shop is open on Sundays || The shop is closed on Sundays
        The water in the lake is warm || The water in the lake is cold
        The claim is true || The claim is false
        The bridge is safe || The bridge is dangerous
        My grandmother is alive || My grandmother is dead
        Her exam was easy || Her exam was difficult
        The hotel is cheap || The hotel is expensive
        Mark is married || Mark is single
        The road is wet || The road is dry
        The room is quiet || The room is noisy
        My cousin is an introvert || My cousin is an extrovert
        The team won the final || The team lost the final
        I enjoy cooking || I detest cooking
        The kids are awake || The kids are asleep
        """,
    ),
    "quantity": (
        "contradicts",
        "dev",
        """
        I have three cats || I have no cats
        The user has two children || The user has no children
        I have 3 cats || I have 5 cats
        My sister has two kids || My sister has four kids
        The flat has two bedrooms || The flat has three bedrooms
        I am 34 || I am 41
        The user is 28 years old || The user is 35 years old
        Our team has twelve people || Our team has eight people
        The course lasts six weeks || The course lasts ten weeks
        I run 5 km every day || I run 12 km every day
        The recipe needs two eggs || The recipe needs four eggs
        The house has one bathroom || The house has three bathrooms
        I speak three languages || I speak two languages
        The user owns two bikes || The user doesn't own any bikes
        We invited 40 guests || We invited 90 guests
        I sleep seven hours a night || I sleep four hours a night
        """,
    ),
    "date_time": (
        "contradicts",
        "dev",
        """
        The meeting is on Monday || The meeting is not on Monday
        The meeting is on Monday || The meeting is on Thursday
        My birthday is on March 3 || My birthday is on July 19
        The dentist appointment is at 3pm || The dentist appointment is at 10am
        The wedding is in June || The wedding is in September
        I graduated in 2015 || I graduated in 2019
        The shop opens at 9:00 || The shop opens at 11:30
        The flight leaves on Friday || The flight leaves on Sunday
        The concert is on 12 May || The concert is on 20 May
        The user was born in 1990 || The user was born in 1996
        Rent is due on the 1st of April || Rent is due on the 15th of April
        Yoga class starts at 7 am || Yoga class starts at 6 pm
        The library closes at 8pm || The library closes at 5pm
        Our anniversary is in October || Our anniversary is in February
        The exam is on Tuesday || The exam isn't on Tuesday
        The user moved here in 2012 || The user moved here in 2020
        """,
    ),
    "capability": (
        "contradicts",
        "dev",
        """
        I can swim || I cannot swim
        My sister can drive || My sister can't drive
        The user can read music || The user is unable to read music
        Leo can speak Japanese || Leo can't speak Japanese
        I can cook rice || I can not cook rice
        The robot can climb stairs || The robot cannot climb stairs
        My grandfather can use a smartphone || My grandfather can't use a smartphone
        I am able to work from home || I am unable to work from home
        The van can carry two tonnes || The van cannot carry two tonnes
        The user can ski || The user can’t ski
        Our dog can open the door || Our dog cannot open the door
        I can hear the difference || I can't hear the difference
        She can play chess || She cannot play chess
        This laptop can run the game || This laptop can't run the game
        The user can afford the trip || The user cannot afford the trip
        """,
    ),
    # --- contradicting, held-out half ------------------------------------------------------
    "frequency": (
        "contradicts",
        "held_out",
        """
        I drink coffee every morning || I never drink coffee in the morning
        I always walk to school || I never walk to school
        The user always eats breakfast || The user never eats breakfast
        My boss usually replies quickly || My boss never replies quickly
        I go to the gym every week || I never go to the gym
        Tom often calls his mother || Tom rarely calls his mother
        We always lock the door || We don't always lock the door
        I usually take the bus || I seldom take the bus
        The user regularly reads the news || The user never reads the news
        She always arrives on time || She never arrives on time
        I exercise daily || I never exercise
        The cat always sleeps on the sofa || The cat never sleeps on the sofa
        I often cook at home || I hardly ever cook at home
        My parents always visit at Christmas || My parents never visit at Christmas
        I check my email every day || I rarely check my email
        """,
    ),
    "money": (
        "contradicts",
        "held_out",
        """
        My budget is $50k || My budget is $80,000
        The user's budget is 50,000 dollars || The user's budget is $20k
        The rent is €900 a month || The rent is €1,400 a month
        The car cost $12,000 || The car cost $30,000
        My salary is £40k || My salary is £65k
        The ticket costs $25 || The ticket costs $60
        We paid 300 euros for the sofa || We paid 800 euros for the sofa
        The project budget is $2 million || The project budget is $500k
        The user earns 70k a year || The user earns 45k a year
        The laptop was $999 || The laptop was $1,499
        Dinner cost us 80 dollars || Dinner cost us 35 dollars
        The deposit is £500 || The deposit is £1,000
        My monthly rent is $1200 || My monthly rent is $2,100
        The grant is worth €10,000 || The grant is worth €25,000
        The user spends $200 a week on food || The user spends $50 a week on food
        """,
    ),
    "preference_swap": (
        "contradicts",
        "held_out",
        """
        I prefer tea to coffee || I prefer coffee to tea
        The user prefers cats over dogs || The user prefers dogs over cats
        I like summer more than winter || I like winter more than summer
        She prefers trains to planes || She prefers planes to trains
        I would rather read than watch TV || I would rather watch TV than read
        My son prefers pizza to pasta || My son prefers pasta to pizza
        The user prefers email over phone calls || The user prefers phone calls over email
        I enjoy hiking more than running || I enjoy running more than hiking
        We prefer the beach to the mountains || We prefer the mountains to the beach
        Tom prefers Python over Java || Tom prefers Java over Python
        I prefer mornings to evenings || I prefer evenings to mornings
        The user likes books more than films || The user likes films more than books
        I prefer red wine to white wine || I prefer white wine to red wine
        My wife prefers the city to the countryside || My wife prefers the countryside to the city
        I prefer working alone over working in teams || I prefer working in teams over working alone
        """,
    ),
    "state": (
        "contradicts",
        "held_out",
        """
        The tea is served cold || The tea isn't served cold
        The door is locked || The door is unlocked
        The user is vegetarian || The user is not vegetarian
        The oven is on || The oven is off
        The store is open today || The store is closed today
        My phone is broken || My phone is not broken
        The package has arrived || The package has not arrived
        The user is employed || The user is unemployed
        The lights are on in the office || The lights are off in the office
        The soup is hot || The soup is cold
        Anna is pregnant || Anna is not pregnant
        The project is finished || The project isn't finished
        The feature is enabled || The feature is disabled
        The user is healthy || The user is sick
        My account is active || My account is inactive
        """,
    ),
    "single_valued": (
        "contradicts",
        "held_out",
        """
        I live in Porto || I live in Berlin
        The user lives in Lisbon || The user lives in Madrid
        My favourite colour is blue || My favourite colour is green
        My name is Jay || My name is Sam
        I work at a bank || I work at a hospital
        The user works as a teacher || The user works as a plumber
        My sister lives in Oslo || My sister lives in Rome
        The capital of Australia is Canberra || The capital of Australia is Sydney
        I was born in Mexico || I was born in Canada
        My favorite food is sushi || My favorite food is tacos
        His job is accountant || His job is chef
        The user is from Kenya || The user is from Peru
        My hometown is Leeds || My hometown is Bristol
        The data centre is located in Frankfurt || The data centre is located in Dublin
        I study at Harvard || I study at Stanford
        """,
    ),
    # --- compatible, development half ------------------------------------------------------
    "paraphrase": (
        "compatible",
        "dev",
        """
        I like jazz || I really like jazz
        The user doesn't eat meat || The user does not eat meat
        I love winter || I adore winter
        I never smoke || I don't ever smoke
        The shop is closed on Sundays || The shop is not open on Sundays
        My sister can't drive || My sister is unable to drive
        I hate mornings || I don't like mornings
        The user drinks coffee every morning || Every morning the user drinks coffee
        The tea is served hot || The tea isn't served cold
        I have two cats || I have 2 cats
        The flat has no balcony || The flat doesn't have a balcony
        Tom speaks French || Tom speaks French fluently
        I enjoy cooking || I like cooking a lot
        The meeting is on Monday || On Monday we have the meeting
        The room is quiet || The room is not noisy
        The user is 28 || The user is 28 years old
        My brother plays football || My brother plays football on weekends
        I always walk to work || I walk to work every day
        The hotel is cheap || The hotel is not expensive
        I can swim || I am able to swim
        The bridge is safe || The bridge is not dangerous
        We don't have a car || We do not own a car
        The user likes horror films || The user loves horror films
        The printer works || The printer is working
        My dog is friendly || My dog is very friendly
        The museum is free on Tuesdays || The museum is free every Tuesday
        """,
    ),
    "different_subject": (
        "compatible",
        "dev",
        """
        I like jazz || My brother doesn't like jazz
        I can swim || My sister cannot swim
        The user owns a car || The user's neighbour does not own a car
        I love winter || My wife hates winter
        Ana is a nurse || Maria is not a nurse
        I have three cats || My mother has no cats
        The kitchen is warm || The bedroom is cold
        I eat meat || My son does not eat meat
        Tom speaks French || Lucy doesn't speak French
        I am 34 || My husband is 41
        The red car is fast || The blue car is slow
        I live in Porto || My parents live in Berlin
        My budget is $50k || My brother's budget is $80k
        Our shop is open on Sundays || Their shop is closed on Sundays
        The user prefers tea || The user's son prefers coffee
        I drive to work || My colleague doesn't drive to work
        Mark is married || Mark's brother is single
        I can read music || My daughter can't read music
        The first exam was easy || The second exam was difficult
        I was born in 1990 || My sister was born in 1996
        The old laptop is slow || The new laptop is fast
        I always cook at home || My roommate never cooks at home
        The user likes dogs || The user's wife dislikes dogs
        My phone is broken || My tablet is not broken
        I speak Spanish || My parents don't speak Spanish
        The main road is wet || The garden path is dry
        """,
    ),
    "equal_values": (
        "compatible",
        "dev",
        """
        My budget is $50k || My budget is $50,000
        The rent is 900 euros || The rent is €900
        I have two kids || I have 2 kids
        The meeting is at 3pm || The meeting is at 15:00
        I was born in 1990 || I was born in 1990 in Lyon
        The ticket costs $25 || The ticket is $25
        The course lasts six weeks || The course lasts 6 weeks
        My salary is £40k || My salary is 40,000 pounds
        The concert is on 12 May || The concert is on May 12
        The shop opens on Monday || The shop opens on Mondays
        The project budget is $2 million || The project budget is $2m
        The flight is at 7 am || The flight is at 7:00
        I sleep seven hours a night || I sleep 7 hours a night
        I have twelve students || I have 12 students
        We invited 40 guests || We invited 40 guests to the party
        Interest is 5% || Interest is 5 percent
        The flat has two bedrooms || The flat has 2 bedrooms and a balcony
        I run 5 km || I run 5 km before work
        The deposit is £500 || The deposit is 500 pounds
        The wedding is in June || The wedding is in June, in Porto
        The user earns 70k a year || The user earns 70,000 a year
        I have 3 cats || I have 3 cats and a dog
        The exam is on Tuesday || The exam is on Tuesday morning
        I graduated in 2015 || I graduated in 2015 from Leeds
        The laptop was $999 || The laptop cost $999
        """,
    ),
    # --- compatible, held-out half ---------------------------------------------------------
    "different_attribute": (
        "compatible",
        "held_out",
        """
        I like tea || I don't like coffee
        The user owns a car || The user does not own a bike
        I can swim || I can't ski
        My sister is a nurse || My sister is not a doctor
        I love winter || I hate summer
        The shop is open on Sundays || The shop is closed on Mondays
        I have three cats || I have no dogs
        Tom speaks French || Tom doesn't speak German
        The flat has a balcony || The flat has no garden
        I eat fish || I don't eat pork
        The hotel is cheap || The hotel is far from the beach
        I drink coffee every morning || I never drink tea in the morning
        My budget is $50k || My deadline is in June
        The user lives in Lisbon || The user works in Madrid
        I play the guitar || I don't play the piano
        The room is quiet || The room is not clean
        I was born in 1990 || I graduated in 2012
        My brother smokes || My brother doesn't drink
        The train stops at Leeds || The train does not stop at York
        I prefer tea to coffee || I prefer cats to dogs
        The café accepts cards || The café doesn't accept cheques
        My dad watches football || My dad doesn't watch tennis
        The kids are awake || The kids are not hungry
        I enjoy hiking || I dislike camping
        The user has two children || The user has no grandchildren
        """,
    ),
    "different_occasion": (
        "compatible",
        "held_out",
        """
        I ran 5 km yesterday || I ran 10 km today
        I used to smoke || I don't smoke anymore
        I lived in Porto last year || I live in Berlin now
        The shop was closed yesterday || The shop is open today
        I was sick last week || I am healthy now
        I used to hate coffee || Now I love coffee
        We had two cats last year || We have three cats now
        I went to the gym on Monday || I didn't go to the gym on Tuesday
        My rent was $900 last year || My rent is $1,100 this year
        I used to live in Leeds || I don't live in Leeds anymore
        I was a teacher back then || I am not a teacher now
        The team lost last season || The team won this season
        The weather was cold yesterday || The weather is warm today
        I couldn't swim as a kid || I can swim now
        I slept badly last night || I usually sleep well
        Last month I earned $3,000 || This month I earned $4,500
        I was single last year || I am married now
        I didn't like olives as a child || These days I love olives
        The project was behind schedule last week || The project is on schedule this week
        I used to drive to work || These days I don't drive to work
        I read two books last month || I read five books this month
        My son was shy as a child || My son is not shy now
        I worked at a bank in 2015 || I work at a hospital now
        The store opened at 9 yesterday || The store opens at 10 tomorrow
        I weighed 80 kg last year || I weigh 72 kg now
        """,
    ),
    "related_no_clash": (
        "compatible",
        "held_out",
        """
        I like tea || I like tea with milk
        I don't eat meat || I don't eat meat or fish
        I have a dog || I walk my dog every morning
        The user lives in Lisbon || The user loves Lisbon
        I love hiking || I went hiking with my sister
        My sister can drive || My sister drives a red car
        I never drink coffee || I drink tea instead of coffee
        The shop is closed on Sundays || The shop is closed on Sundays and holidays
        I work at a bank || I have worked at the bank for ten years
        I can swim || I learned to swim last summer
        The meeting is on Monday || I will prepare slides for the meeting
        I prefer tea to coffee || I drink green tea most days
        My budget is $50k || The budget has to cover the servers
        I am 34 || I turned 34 in March
        I have three kids || My kids love the park
        The room is quiet || I like quiet rooms
        I don't like horror films || I like comedies
        Tom speaks French || Tom learned French in Paris
        I always cook at home || I cooked pasta tonight
        The hotel is cheap || We booked the hotel for three nights
        I hate mornings || Mornings are hard for me
        I'm vegetarian || I cooked a vegetarian lasagne
        The car is fast || The car needs new tyres
        I can't ski || I want to learn to ski
        The user dislikes crowds || The user goes to concerts sometimes
        """,
    ),
    # --- a second held-out half, written after the comparison was fixed on the first one --------
    "mixed_forms": (
        "contradicts",
        "fresh",
        """
        I'm allergic to peanuts || I'm not allergic to peanuts
        Our office has a gym || Our office has no gym
        The user has never been to Japan || The user has been to Japan
        Nobody in my family smokes || My family smokes
        The bakery sells gluten-free bread || The bakery doesn't sell gluten-free bread
        I remember her name || I forgot her name
        My laptop is new || My laptop is old
        The printer on the second floor is broken || The printer on the second floor isn't broken
        The user agrees with the plan || The user disagrees with the plan
        The event is free || The event costs $20
        The pool is open until 10pm || The pool is open until 8pm
        I have lived here for 5 years || I have lived here for 12 years
        The user's flight lands at 6:45 || The user's flight lands at 9:15
        My neighbour always parks by our house || My neighbour never parks by our house
        The restaurant accepts reservations || The restaurant does not accept reservations
        I prefer aisle seats to window seats || I prefer window seats to aisle seats
        The user's daughter is 7 || The user's daughter is 11
        Sam's favourite band is Queen || Sam's favourite band is Coldplay
        The meeting room fits 12 people || The meeting room fits 30 people
        My car is electric || My car is not electric
        """,
    ),
    "elaborations_and_others": (
        "compatible",
        "fresh",
        """
        I'm allergic to peanuts || I'm allergic to peanuts and shellfish
        Our office has a gym || Our office gym opens at 7am
        The user has never been to Japan || The user has never been to Korea
        My laptop is new || My phone is old
        The bakery sells gluten-free bread || The bakery also sells cakes
        I remember her name || I don't remember his phone number
        The pool is open until 10pm || The gym is open until 8pm
        I have lived here for 5 years || My parents have lived here for 30 years
        The user's flight lands at 6:45 || The user's train leaves at 9:15
        My neighbour always parks in front of our house || My neighbour never parks at work
        The restaurant accepts reservations || The restaurant does not accept dogs
        The user's daughter is 7 || The user's son is 11
        Sam's favourite band is Queen || Sam's favourite film is Alien
        The meeting room fits 12 people || The big hall fits 300 people
        My car is electric || My car is electric and quiet
        I like running in the rain || I don't like running in the heat
        The user works from home on Fridays || The user works from the office on Tuesdays
        I quit sugar last year || I don't eat sugar now
        I didn't sleep well last night || I usually sleep well
        My brother is taller than me || My sister is shorter than me
        """,
    ),
    # --- a third held-out half, written after fixes made on the second ---------------------
    "mixed_forms_2": (
        "contradicts",
        "fresh_2",
        """
        None of my friends play golf || Two of my friends play golf
        The user has zero siblings || The user has three siblings
        My grandmother still lives alone || My grandmother doesn't live alone
        I stopped eating sugar || I eat sugar every day
        The report was approved || The report was rejected
        The user is a morning person || The user is not a morning person
        The library is inside the school || The library is outside the school
        Her contract is permanent || Her contract is temporary
        Our flat is on the third floor || Our flat is on the fifth floor
        My son hates broccoli || My son loves broccoli
        The user never travels by plane || The user often travels by plane
        The package weighs 3 kg || The package weighs 8 kg
        Unemployment fell to 4% || Unemployment fell to 7%
        I can't stand jazz || I love jazz
        The bus is always late || The bus is always early
        The user's wife is a lawyer || The user's wife isn't a lawyer
        The shop accepts cash only || The shop doesn't accept cash
        My phone has 128 GB of storage || My phone has 256 GB of storage
        We moved to Lyon in 2018 || We moved to Lyon in 2021
        The user is allowed to work remotely || The user is not allowed to work remotely
        Mia finished the marathon || Mia didn't finish the marathon
        The printer is out of ink || The printer is not out of ink
        My landlord lives downstairs || My landlord doesn't live downstairs
        The train to Bern takes two hours || The train to Bern takes five hours
        I have met the CEO || I have never met the CEO
        """,
    ),
    "near_misses_2": (
        "compatible",
        "fresh_2",
        """
        None of my friends play golf || None of my friends play tennis
        The user has zero siblings || The user's wife has three siblings
        My grandmother still lives alone || My grandmother lives alone in a small flat
        I stopped eating sugar || I stopped eating sugar in January
        The report was approved || The budget was rejected
        The user is a morning person || The user is a coffee person
        The library is inside the school || The gym is outside the school
        Her contract is permanent || His contract is temporary
        Our flat is on the third floor || Our car park is on the fifth floor
        My son hates broccoli || My son loves carrots
        The user never travels by plane || The user never travels by boat
        The package weighs 3 kg || The box weighs 8 kg
        I can't stand jazz || I can stand on one leg
        The bus is always late || The train is always early
        The user's wife is a lawyer || The user's wife is a lawyer in Leeds
        My phone has 128 GB of storage || My laptop has 256 GB of storage
        We moved to Lyon in 2018 || We moved to Paris in 2021
        The user is allowed to work remotely || The user is not allowed to smoke indoors
        Mia finished the marathon || Mia didn't finish the triathlon
        My landlord lives downstairs || My landlord doesn't live in the city
        The train to Bern takes two hours || The train to Basel takes five hours
        I have met the CEO || I have never met the CFO
        I went to bed late yesterday || I usually go to bed early
        The user loves dogs || The user loves dogs but not cats
        The café is quiet in the morning || The café is noisy at lunchtime
        """,
    ),
    # --- a fourth held-out half, written before the lexicon was extended after fresh_2 ------
    "mixed_forms_3": (
        "contradicts",
        "fresh_3",
        """
        My daughter is afraid of dogs || My daughter is not afraid of dogs
        The user's office is on the ground floor || The user's office is on the top floor
        I have been vegetarian since 2010 || I have been vegetarian since 2016
        The gym opens at 6 am on weekdays || The gym opens at 8 am on weekdays
        Paul is older than his sister || Paul is younger than his sister
        The museum is free for students || The museum is not free for students
        I've never owned a car || I have owned a car
        The user always forgets his keys || The user never forgets his keys
        The parcel arrived on time || The parcel arrived late
        My mother speaks four languages || My mother speaks two languages
        Our neighbours have a swimming pool || Our neighbours don't have a swimming pool
        Lena prefers cycling to driving || Lena prefers driving to cycling
        The wifi in the hotel is fast || The wifi in the hotel is slow
        The user's rent went up to $1,500 || The user's rent went up to $1,900
        I trust my manager || I don't trust my manager
        The kids go to bed at 8pm || The kids go to bed at 10pm
        The flight was cancelled || The flight was not cancelled
        My brother likes spicy food || My brother hates spicy food
        The user's apartment has three rooms || The user's apartment has five rooms
        I am good at maths || I am bad at maths
        The user is left-handed || The user is right-handed
        Our team meets every Wednesday || Our team never meets on Wednesdays
        The bakery is open late || The bakery closes early
        My cat is allowed outside || My cat is not allowed outside
        Jon was born in March || Jon was born in August
        The user's car is red || The user's car is not red
        I sleep with the window open || I sleep with the window closed
        The tickets are sold out || The tickets are not sold out
        The user can play the piano || The user can't play the piano
        The store delivers on Sundays || The store does not deliver on Sundays
        """,
    ),
    "near_misses_3": (
        "compatible",
        "fresh_3",
        """
        My daughter is afraid of dogs || My daughter is afraid of spiders too
        The user's office is on the ground floor || The user's flat is on the top floor
        I have been vegetarian since 2010 || My wife has been vegetarian since 2016
        The gym opens at 6 am on weekdays || The gym opens at 8 am on weekends
        Paul is older than his sister || Paul is older than his cousin
        The museum is free for students || The museum is not free for adults
        I've never owned a car || I've never owned a motorbike
        The user always forgets his keys || The user never forgets his wallet
        The parcel arrived on time || The letter arrived late
        My mother speaks four languages || My father speaks two languages
        Our neighbours have a swimming pool || Our neighbours don't have a garage
        Lena prefers cycling to driving || Lena prefers tea to coffee
        The wifi in the hotel is fast || The breakfast in the hotel is slow
        The user's rent went up to $1,500 || The user's salary went up to $4,000
        I trust my manager || I don't trust the new system
        The kids go to bed at 8pm || The kids get up at 7am
        The flight was cancelled || The hotel was not cancelled
        My brother likes spicy food || My brother likes spicy food a lot
        The user's apartment has three rooms || The user's apartment has three windows
        I am good at maths || I am bad at drawing
        Our team meets every Wednesday || Our team meets every Wednesday at noon
        My cat is allowed outside || My dog is not allowed outside
        Jon was born in March || Jon's son was born in August
        I sleep with the window open || I sleep with the door closed
        The user can play the piano || The user can't play the violin
        I loved the film || I loved the book the film was based on
        We stayed home yesterday || We went out today
        I don't eat meat on weekdays || I eat meat at weekends
        The printer was broken last week || The printer works now
        I'm not a fan of crowds || I avoid crowded places
        """,
    ),
    # --- fresh_4: written before the subject-attribution fixes (modified subjects, speakers,
    # deictic "that/it", greetings, hedges), measured once before them ----------------------
    "mixed_forms_4": (
        "contradicts",
        "fresh_4",
        """
        The Atlas budget is $50,000 || The budget for Atlas is $80,000
        The project budget is 40k || The Atlas project budget is 75k
        Our marketing budget is $12,000 || The marketing budget is $20,000
        The team's deadline is March 3 || The deadline is April 10
        The main office is in Frankfurt || Our main office is in Lisbon
        The data centre must be in Dublin || The data centre is in Oslo
        My sister's dog is friendly || My sister's dog is aggressive
        The new kitchen is finished || The new kitchen isn't finished
        I have two kids || I have no children
        The user's flight leaves on Friday || The user's flight leaves on Sunday
        Maria always walks to school || Maria never walks to school
        I'm allergic to cats || I'm not allergic to cats
        The contract runs for 12 months || The contract runs for 24 months
        Our kitchen is small || Our kitchen is huge
        The old car still works || The old car doesn't work anymore
        The hotel pool is heated || The hotel pool is not heated
        I can't stand horror films || I love horror films
        The quarterly report is due on Monday || The report is due on Thursday
        My partner prefers the mountains to the sea || My partner prefers the sea to the mountains
        The user lives in Porto || The user lives in Madrid
        The standard license costs $300 || The license costs $450
        Tom's band has four members || Tom's band has six members
        The bakery on Elm Street opens at 7 || The bakery opens at 9
        I'm a morning person || I'm not a morning person
        Our landlord allows pets || Our landlord doesn't allow pets
        The venue holds 200 people || The venue holds 500 people
        I have never been to Japan || I have been to Japan twice
        My grandfather was a teacher || My grandfather was never a teacher
        The garden gets full sun || The garden gets no sun
        The office wifi password is tulip42 || The office wifi password is maple17
        """,
    ),
    "near_misses_4": (
        "compatible",
        "fresh_4",
        """
        The marketing budget is $12,000 || The travel budget is $20,000
        The Atlas budget is $50,000 || The Borealis budget is $80,000
        The team's deadline is March 3 || The client's deadline is April 10
        The main office is in Frankfurt || The branch office is in Lisbon
        My sister's dog is friendly || My neighbour's dog is aggressive
        That's really sad || That's so great
        It was awesome || It was pretty bad
        That sounds amazing || That was awful
        This is so cool || This is not cool at all
        Long time no see || Good to see you
        Talk to you later || Long time no talk
        Hoping for the best || That's really bad
        Thanks, that means a lot || That doesn't mean anything
        Yeast: I don't have a body || I have a body
        Yeast: I am not sure about that || I am sure about that
        Yeast: I can't remember your birthday || I can remember my birthday
        Assistant: I don't drink coffee || I drink coffee every day
        My friend said she hates running || I love running
        Jon told me he isn't coming || I am coming
        My mum thinks I'm lazy || I am not lazy
        Maybe the shop is closed today || The shop is open
        I'm not sure whether I like jazz || I like jazz
        I wonder if the museum is free || The museum is not free
        Perhaps I'll quit my job || I'm not quitting my job
        I used to hate vegetables || I love vegetables
        I was sad last week || I'm happy now
        The small room is cold || The big room is warm
        The front door is locked || The back door is unlocked
        The red car is fast || The blue car is slow
        The Atlas project uses Python || The Borealis project doesn't use Python
        """,
    ),
    # --- fresh_5: written as a new user would, before anything was tuned on it; measured once
    # (first contact at 9d3da31, then on the main HEAD of that day; see contradictions.py).
    # Contradicting families: antonyms, negation in varied forms (never, no longer, hardly,
    # n't, "not a fan"), quantities (counts against none, money, durations, percentages),
    # dates/days/times, places, swapped preferences, frequencies, states, abilities. Compatible
    # families: paraphrases, updates whose wording marks time, different subjects, hedges,
    # additive facts, different aspects of one subject ------------------------------------
    "antonyms_5": (
        "contradicts",
        "fresh_5",
        """
        The soup my aunt makes is really spicy || My aunt's soup is very mild
        Our new neighbours are incredibly noisy || Our new neighbours are really quiet
        The hiking trail behind the school is easy || The trail behind the school is hard
        Kemal's apartment is cheap || Kemal's apartment is expensive
        The lake near our cabin is shallow || The lake near our cabin is deep
        My laptop is brand new || My laptop is really old
        Her handwriting is neat || Her handwriting is messy
        The coffee at work tastes weak || The coffee at work tastes strong
        The exam this morning was easy || The exam this morning was really difficult
        """,
    ),
    "negation_forms_5": (
        "contradicts",
        "fresh_5",
        """
        My dad still smokes || My dad no longer smokes
        I'm a big fan of opera || I'm not a fan of opera
        Lena trusts her landlord || Lena doesn't trust her landlord
        I've ridden a horse before || I've never ridden a horse
        Jonas reads a lot of novels || Jonas hardly reads novels
        We still keep chickens in the yard || We don't keep chickens anymore
        The gym has a sauna || The gym hasn't got a sauna
        My cousin believes in ghosts || My cousin has never believed in ghosts
        I enjoy cooking for guests || I don't enjoy cooking for guests at all
        Ravi is vegetarian || Ravi isn't vegetarian
        """,
    ),
    "quantities_5": (
        "contradicts",
        "fresh_5",
        """
        I've got three cats || I don't own a single cat
        Nadia has two brothers || Nadia has four brothers
        My rent is $1,200 a month || My rent is $900 a month
        The flight to Lima takes six hours || The flight to Lima takes two hours
        About 30% of the class passed || About 80% of the class passed
        The bike cost me 450 euros || I paid 200 euros for the bike
        Our support team has twelve people || Our support team has five people
        My commute takes 45 minutes || My commute is only 10 minutes
        I drank no coffee today || I had two coffees today
        The phone battery lasts ten hours || The phone battery only lasts three hours
        """,
    ),
    "dates_times_5": (
        "contradicts",
        "fresh_5",
        """
        My birthday is on June 4 || My birthday is on October 19
        The dentist appointment is on Tuesday || The dentist appointment is on Thursday
        Yoga class starts at 9 am || Yoga class starts at 11 am
        We got married in 2015 || We got married in 2019
        The party is on Saturday night || The party is on Friday night
        Moana's driving test is next Monday || Moana's driving test is next Wednesday
        The pharmacy opens at 8 || The pharmacy opens at 10
        Grandma was born in 1948 || Grandma was born in 1952
        """,
    ),
    "places_5": (
        "contradicts",
        "fresh_5",
        """
        I grew up in Manila || I grew up in Toronto
        Kofi lives in Accra || Kofi lives in Berlin
        My sister moved to Chicago || My sister moved to Seattle
        The conference is in Vienna || The conference will be held in Prague
        I work from home || I work in an office downtown
        Our car is parked in the garage || Our car is parked on the street
        Elif studies in Ankara || Elif studies in Izmir
        The spare keys are in the kitchen drawer || The spare keys are in my coat pocket
        """,
    ),
    "preferences_swapped_5": (
        "contradicts",
        "fresh_5",
        """
        I prefer green tea over black tea || I prefer black tea over green tea
        Mia likes dogs more than cats || Mia likes cats more than dogs
        I'd rather read than watch TV || I'd rather watch TV than read
        My favourite season is autumn || My favourite season is spring
        Dmitri prefers the window seat || Dmitri prefers the aisle seat
        I love spicy food || I hate spicy food
        My son enjoys maths more than history || My son enjoys history more than maths
        I'm definitely a morning person || I'm definitely a night owl
        """,
    ),
    "frequencies_5": (
        "contradicts",
        "fresh_5",
        """
        I always take the bus to work || I never take the bus to work
        Omar never drinks alcohol || Omar drinks alcohol every weekend
        We rarely eat out || We eat out almost every night
        She calls her mother every day || She never calls her mother
        I go running every morning || I never go running
        The office printer jams all the time || The office printer never jams
        Tomas always forgets his keys || Tomas never forgets his keys
        I sometimes skip lunch || I never skip lunch
        """,
    ),
    "states_5": (
        "contradicts",
        "fresh_5",
        """
        I'm single || I'm married
        Hana is employed at a bank || Hana is unemployed
        My brother is retired || My brother still works full-time
        The corner shop is open today || The corner shop is closed today
        The baby is awake || The baby is asleep
        I'm divorced || I'm happily married
        The car is insured || The car is uninsured
        My flatmate is sober tonight || My flatmate is drunk tonight
        """,
    ),
    "abilities_5": (
        "contradicts",
        "fresh_5",
        """
        I can drive || I can't drive
        Yusuf speaks fluent Arabic || Yusuf doesn't speak any Arabic
        Gran knows how to use a smartphone || Gran has no idea how to use a smartphone
        I'm able to swim || I'm unable to swim
        Chloe can play the violin || Chloe can't play the violin
        I know how to cook rice || I have no clue how to cook rice
        Ben is good at chess || Ben is terrible at chess
        My daughter can already read || My daughter can't read yet
        """,
    ),
    "paraphrases_5": (
        "compatible",
        "fresh_5",
        """
        I can't stand loud music || I really dislike loud music
        Mina lives in Osaka || Mina's home is in Osaka
        My rent is $1,200 a month || I pay 1200 dollars in rent each month
        The team meeting is on Friday || We have the team meeting on Friday
        I never drink soda || I don't drink soda
        Arjun is not married || Arjun is single
        The museum is closed on Mondays || On Mondays the museum doesn't open
        I'm terrified of spiders || Spiders scare me a lot
        The flight to Lima takes six hours || It's a six-hour flight to Lima
        """,
    ),
    "timed_updates_5": (
        "compatible",
        "fresh_5",
        """
        I lived in Madrid as a child || I live in Lyon now
        I used to bite my nails || I stopped biting my nails last spring
        Last year I was unemployed || This year I have a job at a hospital
        I was vegan until 2020 || These days I eat fish
        When I was younger I hated olives || Now I love olives
        My son couldn't swim last summer || My son can swim now
        The bakery was closed yesterday || The bakery is open today
        We had two cars before the move || We have one car now
        In college I never exercised || Nowadays I run every morning
        """,
    ),
    "different_subjects_5": (
        "compatible",
        "fresh_5",
        """
        I'm allergic to shellfish || My husband isn't allergic to shellfish
        Sara lives in Rome || Her brother lives in Naples
        My phone is new || My tablet is old
        Tom drinks coffee every morning || Anna never drinks coffee
        The kitchen is tiny || The living room is huge
        I can ski || My daughter can't ski yet
        My mother loves gardening || My father hates gardening
        The Monday class starts at 9 || The Tuesday class starts at 11
        The upstairs bathroom is clean || The downstairs bathroom is dirty
        """,
    ),
    "hedged_5": (
        "compatible",
        "fresh_5",
        """
        I might move to Boston next year || I live in Denver
        Maybe Jen is coming to dinner || I don't know if Jen is coming to dinner
        I think the store closes at 9 || The store might close at 10
        I probably won't go to the gym today || I go to the gym most days
        Perhaps the book club is on Wednesday || The book club is on Thursday
        I wonder whether Carlos still smokes || Carlos smokes
        It's possible that the train is late || The train is on time
        I guess I could learn to drive someday || I can't drive
        She said she might quit her job || She works at the library
        """,
    ),
    "additive_5": (
        "compatible",
        "fresh_5",
        """
        I like herbal tea || I also like coffee
        I speak Korean || I speak Portuguese too
        Priya has a dog || She has a cat as well
        I play football on Sundays || I also play tennis on Wednesdays
        My brother works as a nurse || He also volunteers at an animal shelter
        We visited Rome || We also went to Florence
        I enjoy bouldering || I enjoy swimming too
        Kenji collects stamps || Kenji also collects old coins
        I have a bike || I have a car as well
        """,
    ),
    "aspects_5": (
        "compatible",
        "fresh_5",
        """
        My car is red || My car is fast
        The hotel was cheap || The hotel was clean
        Lucia is tall || Lucia is shy
        My apartment is small || My apartment is bright
        The movie was long || The movie was funny
        The new manager is strict || The new manager is fair
        Our dog is old || Our dog is very playful
        The restaurant is expensive || The restaurant is close to my office
        The exam was short || The exam was hard
        """,
    ),
    # --- fresh_6: written as a new user would, without reading the claim comparison, committed
    # before its first run (first contact at 9d3da31, then on the main HEAD of that day; see
    # contradictions.py). Contradicting families: antonyms / opposite adjectives, states
    # (married/single, employed/retired, alive/dead, open/closed, on/off), places (lives in,
    # moved to, based in, from), quantities (counts, none, money, ages), dates/days/times,
    # negation forms, preferences, abilities, frequencies. Compatible families: paraphrases,
    # updates marked in time, different subjects, hedges, additive facts, aspects of one
    # subject, a narrower/wider place, a range holding a value ----------------------------
    "antonyms_6": (
        "contradicts",
        "fresh_6",
        """
        my sisters new boyfriend is super rude lol || My sister's new boyfriend is really polite
        The pool water was freezing this morning || The pool water was really warm this morning
        Tomasz keeps his flat super tidy || Tomasz's flat is really messy
        the bread from that bakery is soft || The bread from that bakery is hard as a rock
        My commute is short || my commute is really long tbh
        Grandpa's pocket knife is blunt || Grandpa's pocket knife is really sharp
        The new intern seems lazy || The new intern is very hardworking
        our kitchen is so dark || Our kitchen is really bright
        The street by the station is safe at night || The street by the station is unsafe at night
        The library wifi is fast || the library wifi is painfully slow
        my boss is super generous || My boss is really stingy
        The guest room mattress is too firm || The guest room mattress is way too soft
        """,
    ),
    "states_6": (
        "contradicts",
        "fresh_6",
        """
        My cousin Rafael is married || My cousin Rafael is single
        My mum is retired || my mum is still working full time
        The pharmacy on Elm Street is open today || the pharmacy on Elm street is closed today
        Our old cat Whiskers is still alive || Our old cat Whiskers is dead
        I'm employed at a bank || I'm unemployed right now
        The printer upstairs is working again || The printer upstairs is broken
        Jonas is divorced || Jonas is happily married
        The corner bakery is still in business || The corner bakery closed down for good
        The TV in the lounge is on || the TV in the lounge is off
        the baby's asleep finally || The baby is wide awake
        """,
    ),
    "places_6": (
        "contradicts",
        "fresh_6",
        """
        My brother lives in Lisbon || My brother lives in Berlin
        I'm from Ohio originally || I'm originally from Texas
        Our company is based in Toronto || Our company is based in Vancouver
        Hana moved to Osaka last year || Hana moved to Seoul last year
        the conference is in Madrid this year || The conference is in Prague this year
        My parents live out in the countryside || My parents live in the city center
        Dario works from home every day || Dario works at the office every day
        My car is parked in the garage || My car is parked out on the street
        we live on the third floor || We live on the ground floor
        Kofi is from Ghana || Kofi's from Nigeria
        """,
    ),
    "quantities_6": (
        "contradicts",
        "fresh_6",
        """
        i have 3 kids || I have two children
        Marta has no pets || Marta has two dogs
        My rent's $1200 a month || My rent is $950 a month
        my grandma is 84 || My grandma is 91
        There are 30 students in my class || There are only 18 students in my class
        I drank zero coffee today || I had four coffees today
        The flight to Rome costs 250 euros || The flight to Rome costs 400 euros
        Our team has five people in it || Our team has twelve people in it
        We have no eggs left || We still have a dozen eggs
        Sam's son is 6 years old || Sam's son is ten
        """,
    ),
    "dates_6": (
        "contradicts",
        "fresh_6",
        """
        My birthday is on March 3rd || My birthday is on July 19th
        The vet appointment is on Tuesday || the vet appointment's on thursday
        The team meeting starts at 9am || The team meeting starts at 2pm
        We tied the knot in 2015 || We tied the knot in 2019
        the shop closes at 6 on weekdays || The shop closes at 9 on weekdays
        My flight leaves Friday morning || My flight leaves on Sunday morning
        Leo started his new job in January || Leo started his new job in October
        """,
    ),
    "negation_6": (
        "contradicts",
        "fresh_6",
        """
        I eat shellfish || I dont eat shellfish
        Anya has a driver's license || Anya doesnt have a driver's license
        My landlord allows pets || My landlord does not allow pets
        The hotel has a pool || The hotel has no pool
        I've been to Japan || I've never been to Japan
        Ben still plays in the band || Ben isn't in the band anymore
        I believe in ghosts || I don't believe in ghosts at all
        we own our house || We don't own our house, we rent
        """,
    ),
    "preferences_6": (
        "contradicts",
        "fresh_6",
        """
        I love horror movies || I can't stand horror movies
        My husband likes spicy food || My husband hates spicy food
        i prefer tea over coffee || I prefer coffee over tea
        Yuki enjoys running || Yuki really dislikes running
        My favorite season is winter || My favourite season is summer
        Jazz is my favourite kind of music || I find jazz really boring
        The kids adore their swimming lessons || The kids hate their swimming lessons
        """,
    ),
    "abilities_6": (
        "contradicts",
        "fresh_6",
        """
        I can snowboard || I cant snowboard
        My dad speaks fluent Spanish || My dad doesn't speak any Spanish
        Nadia knows how to drive || Nadia can't drive
        I'm able to play the guitar || I have no idea how to play the guitar
        Our son can read already || Our son can't read yet
        """,
    ),
    "frequencies_6": (
        "contradicts",
        "fresh_6",
        """
        I go to the gym every day || I rarely go to the gym
        Ines always walks to work || Ines never walks to work
        We eat out once a month || We eat out three times a week
        My brother calls me every week || My brother hardly ever calls me
        I usually skip breakfast || I eat breakfast every single morning
        """,
    ),
    "paraphrases_6": (
        "compatible",
        "fresh_6",
        """
        Ruth's married to a dentist || Ruth's husband is a dentist
        I can't stand reggaeton || I really hate reggaeton
        The cafe opens at 7 || The café opens at seven in the morning
        My sister is older than me || I'm younger than my sister
        We have two cats || We've got a couple of cats
        I quit vaping || I don't vape anymore
        Farid's shop is closed on Sundays || Farid doesn't open his shop on Sundays
        The trip was expensive || The trip cost a lot of money
        I'm vegan || I never eat any animal products
        """,
    ),
    "timed_updates_6": (
        "compatible",
        "fresh_6",
        """
        I used to live in Chicago || Now I live in Denver
        I was single last spring || I'm engaged now
        Karim used to work at a bank || Karim is a teacher now
        My son was afraid of dogs as a kid || My son loves dogs now
        We had one car before || We now have two cars
        That restaurant used to be cheap || That restaurant is pricey now
        I used to hate running || These days I enjoy running
        Last year my rent was 800 || This year my rent went up to 950
        My hair was long in high school || I have short hair now
        """,
    ),
    "different_subjects_6": (
        "compatible",
        "fresh_6",
        """
        My brother is married || My sister is single
        Anna lives in Rome || Paolo lives in Milan
        Our bathroom is tiny || Our bedroom is huge
        Dad likes golf || Mom hates golf
        I have three brothers || My wife has one brother
        Tom can't swim || His daughter swims really well
        The blue mug is full || The green mug is empty
        Monday's meeting is at 10 || Wednesday's meeting is at 3
        My old phone was slow || My new phone is super fast
        """,
    ),
    "hedges_6": (
        "compatible",
        "fresh_6",
        """
        My brother might move to Denver next year || My brother lives in Austin
        I might get a dog someday || I don't have any pets
        I'm thinking about quitting my job || I work at the post office
        I'm not sure if the party is on Saturday || The party could be on Sunday
        I think Jen is from Ireland, not sure || Jen might be from Scotland actually
        Perhaps I'll try sushi one day || I've never had sushi
        The meeting might get moved to Friday || The meeting is scheduled for Thursday
        I guess I could learn to drive this summer || I don't know how to drive
        My sister may be retiring soon || My sister still works at the school
        """,
    ),
    "additive_6": (
        "compatible",
        "fresh_6",
        """
        I have a hamster || I also have a parrot
        I speak French || I also speak a bit of German
        Olga plays the piano || Olga plays the violin too
        We visited Vienna || We also went to Salzburg
        My son likes football || He likes basketball too
        I work at a pharmacy || I also teach yoga on weekends
        The hotel has a gym || The hotel also has a sauna
        I ate pasta for lunch || I had a salad for dinner
        """,
    ),
    "aspects_6": (
        "compatible",
        "fresh_6",
        """
        My new bike is blue || My new bike is really light
        The apartment is cozy || The apartment is a bit noisy
        My uncle is funny || My uncle is very tall
        The concert was loud || The concert was amazing
        Our teacher is young || Our teacher is strict
        The soup was hot || The soup was salty
        Jamal's car is old || Jamal's car is reliable
        The beach was crowded || The beach was beautiful
        """,
    ),
    "place_scope_6": (
        "compatible",
        "fresh_6",
        """
        I live in Paris || I live in France
        Hiro works in Shibuya || Hiro works in Tokyo
        My parents moved to Bavaria || My parents moved to Germany
        We're based in Brooklyn || We're based in New York
        Carla is from Andalusia || Carla is from Spain
        I grew up in Manchester || I grew up in England
        The wedding is in Tuscany || The wedding is in Italy
        My office is downtown Seattle || My office is in Washington state
        """,
    ),
    "ranges_6": (
        "compatible",
        "fresh_6",
        """
        My rent is between 900 and 1100 || My rent is 1000
        The party starts between 7 and 8 || The party starts at 7:30
        Emil is in his thirties || Emil is 34
        I have 2 to 4 meetings a day || I had three meetings today
        The drive will take 3-5 hours || The drive takes about 4 hours
        My nan is in her eighties || My nan is 86
        The tickets cost 20 to 30 dollars || The tickets cost 25 dollars
        We'll arrive sometime in the afternoon || We'll arrive at 3pm
        The class has 20 to 25 kids || There are 22 kids in the class
        """,
    ),
    # --- fresh_7: written as a new user would, without reading the claim comparison or the
    # other halves' wording, and committed before its first run (held out of the default run:
    # measured only with ``--halves fresh_7``). Contradicting families: antonyms / opposite
    # adjectives, states, places (including a city against a different country), quantities
    # (counts, none, money, ages, weights, distances), dates / days / times, negation forms,
    # preferences, abilities, frequencies, one meaning said with different verbs. Compatible:
    # paraphrases, updates marked in time, different subjects, hedges, additive facts, other
    # aspects of one subject, a narrower/wider place, a range or bound holding a value,
    # questions, conditionals, reported or quoted speech.
    "antonyms_7": (
        "contradicts",
        "fresh_7",
        """
        ugh my apartment is freezing in the winter || My apartment is really warm in winter tbh
        The puppy my cousin adopted is tiny || my cousins new puppy is huge, like seriously massive
        Honestly the bus to campus is super quick || the bus to campus is so slow I could walk
        Mira's been really cheerful lately || Mira has been pretty miserable lately
        The driving test was easy, I passed first try || tbh the driving test was really hard
        That sushi place near my work is cheap || the sushi place near my work is pricey af
        My dad is healthy as a horse these days || my dad's been really sick these days
        The coffee at my office is really strong || the coffee at my office is weak and watery
        Our upstairs neighbours are so loud at night || our upstairs neighbors are really quiet
        The trail behind the lake is steep || The trail behind the lake is completely flat
        My little brother is tall for his age || my little brother is short for his age
        The couch we got last month is super comfy || the couch we got last month is uncomfortable
        The river next to the cabin is shallow || the river by the cabin is really deep
        Jonah's handwriting is neat || jonahs handwriting is super messy
        The lecture this morning was boring as hell || This morning's lecture was really interesting
        My grandma's old laptop is really light || my grandmas old laptop is so heavy
        """,
    ),
    "states_7": (
        "contradicts",
        "fresh_7",
        """
        My cousin Dana is married now, the wedding was in June || My cousin Dana is single
        Frank still works full time at the post office || Frank is retired
        My great-uncle Walter is still alive, he's 97 || My great-uncle Walter died a few years ago
        The pharmacy on Elm st is open on sundays || The Elm Street pharmacy is closed on Sundays
        Lena's pregnant, she's due in April || Lena isn't expecting a baby
        my uncle has been sober for five years now || My uncle gets drunk pretty much every night
        The baby is fast asleep upstairs || the baby is wide awake upstairs
        Karim is unemployed right now || Karim has a full-time job right now
        The light in the hallway is on || the hallway light is off
        My phone is fully charged || my phone is dead, the battery's totally flat
        I'm pretty sure the back door is locked || nope, the back door's unlocked, I just checked
        Priya is divorced || Priya is happily married
        The diner on the corner is still open for business || the diner on the corner shut for good
        """,
    ),
    "places_7": (
        "contradicts",
        "fresh_7",
        """
        I live in Denver with my two roommates || I live in Austin, have done for ages
        My brother moved to Lisbon last year || my brother moved to Barcelona last year
        Our startup is based in Toronto || our startup's based in Vancouver
        Hiroshi is originally from Osaka || Hiroshi is originally from Sapporo
        Ella works at Mercy Hospital as a nurse || Ella works at St. Luke's Hospital
        The spare house keys are in the kitchen drawer || the spare house keys are in the glovebox
        I live in Manchester near the uni || My home is in France
        My parents live in Munich || my parents live in Austria
        Sam grew up in Chicago || Sam grew up in Canada
        The conference is in Melbourne this year || this year the conference is in New Zealand
        My passport is in the safe upstairs || My passport is at my mum's house
        We're spending christmas in Boston || We're spending Christmas in Dublin
        """,
    ),
    "quantities_7": (
        "contradicts",
        "fresh_7",
        """
        I have three kids, all boys || I've got five kids
        My neighbour doesn't have any pets || My neighbour has two cats
        My rent is 1,200 a month || my rent's 850 a month
        Lucas is 27 || Lucas is 41 years old
        My suitcase weighs 18 kilos || My suitcase weighs 30 kilos
        The gym is 2 miles from my place || the gym is like 10 miles from my place
        There are 8 people on our team || our team is just three people
        My grandmother has eleven grandchildren || My grandma has four grandchildren
        I don't owe anyone any money || I owe my brother 500 dollars
        The baby weighed 7 pounds at birth || the baby weighed 10 pounds at birth
        My car has about 30,000 miles on it || my car has over 150,000 miles on it
        I ran 3 miles this morning before work || I ran 12 miles this morning before work
        We have zero savings || we've got about 20k in savings
        """,
    ),
    "dates_7": (
        "contradicts",
        "fresh_7",
        """
        my birthday's on March 3rd btw || My birthday's in October
        my dentist appointment is on Tuesday || My dentist appointment is on Friday
        The movie starts at 7pm || The movie starts at 9:30pm
        Me and Rob got married in 2015 || Rob and I got married in 2019
        Trash pickup is on Mondays || trash gets picked up on thursdays
        I get off work at 5pm || I finish work at 8pm
        My flight leaves on the 14th || my flight leaves on the 21st
        The store closes at midnight || The store closes at 6 pm
        Jess was born in 1990 || Jess was born in 1985
        """,
    ),
    "negation_7": (
        "contradicts",
        "fresh_7",
        """
        I drink coffee every morning, can't function without it || I never drink coffee, too jittery
        Marco still plays in a band || Marco doesn't play in a band anymore
        My aunt lives with us || My aunt no longer lives with us
        I watch a lot of TV in the evenings || I hardly watch any TV in the evenings
        The heater in the bedroom works fine || the heater in the bedroom isn't working
        My son eats his vegetables || my son doesn't eat vegetables
        Ruth has a driving licence || Ruth doesn't have a driver's license
        The kids can use their phones at dinner || the kids aren't allowed phones at dinner
        Owen goes to church on Sundays || Owen doesn't go to church anymore
        """,
    ),
    "preferences_7": (
        "contradicts",
        "fresh_7",
        """
        I absolutely love spicy food, the hotter the better || honestly I hate spicy food
        My husband really enjoys camping || my husband can't stand camping
        Zoe likes cats more than dogs || Zoe prefers dogs to cats
        I'm a huge fan of horror movies || I really dislike horror movies
        Theo's favourite colour is green || Theo's favorite color is purple
        I prefer tea over coffee tbh || I'd pick coffee over tea any day
        My mom adores country music || my mom hates country music lol
        I enjoy running in the rain || I detest running in the rain
        """,
    ),
    "abilities_7": (
        "contradicts",
        "fresh_7",
        """
        I can swim pretty well actually || I can't swim at all
        My daughter can read already || my daughter can't read yet, she's still learning her letters
        Omar speaks fluent Japanese || Omar doesn't speak any Japanese
        My grandpa knows how to use a smartphone || my grandpa has no idea how to use a smartphone
        Bea is able to drive a stick shift || Bea can't drive a manual car
        I'm really good at maths || I'm terrible at math
        """,
    ),
    "frequencies_7": (
        "contradicts",
        "fresh_7",
        """
        I go to the gym every day after work || I go to the gym like once a month
        My sister calls me every week || My sister rarely calls me
        We always eat dinner together as a family || We almost never eat dinner together as a family
        Noah takes the train to work daily || noah only takes the train to work once in a while
        I water the plants twice a week || I water the plants every single day
        The bus comes every 10 minutes || The bus only comes once an hour
        """,
    ),
    "same_meaning_verbs_7": (
        "contradicts",
        "fresh_7",
        """
        I paid 300 dollars for my bike || My bike cost 90 dollars
        I bought my car in 2018 || I got my car in 2021
        Nadia works for Google || Nadia is employed by Microsoft
        My brother drives a Toyota || my brother's car is a Honda
        We rent a two-bedroom flat || we're renting a three bedroom apartment
        Kevin teaches at the high school || Kevin is a teacher at the elementary school
        They sold the house for 400k || They got 250k for the house when they sold it
        """,
    ),
    "paraphrases_7": (
        "compatible",
        "fresh_7",
        """
        oh and btw I'm allergic to peanuts so no satay for me || I have a peanut allergy
        My sister is a vet || My sister works as a veterinarian
        The meeting got pushed to thursday || They moved the meeting to Thursday
        I can't stand loud music in restaurants || I really hate loud music in restaurants
        Our house is small but we love it || we live in a pretty tiny house
        My dad retired last year || My father stopped working last year
        I'm so not a morning person || I hate getting up early
        ugh the concert was cancelled because the singer got sick || They called off the concert
        Alex quit smoking || Alex doesn't smoke anymore
        """,
    ),
    "timed_updates_7": (
        "compatible",
        "fresh_7",
        """
        I used to live in Paris back when I was a student || now I live in Rome with my partner
        I was a smoker until 2020 || I don't smoke now
        My hair was long when I was a kid || My hair is short now
        Since March I've been working from home || I used to go into the office every day
        Mel was single last year || Mel got married in the spring
        We had two cats before || We have one cat now, since Biscuit died
        I weighed 90 kilos in college || I weigh 75 kilos these days
        The shop used to close at 5 || the shop closes at 9 now
        I hated olives as a kid || I love olives now
        """,
    ),
    "different_subjects_7": (
        "compatible",
        "fresh_7",
        """
        My brother is tall || My sister is short
        I live in Leeds || My girlfriend lives in York
        Tom loves jazz, he's got like a thousand records || Tom's wife hates jazz
        my laptop is sooo slow its driving me nuts || My phone is fast though
        Anna is 30 || Her husband is 45
        The kitchen is cold || the bedroom is warm
        My boss is married || my coworker is single
        I can't swim || my kids can swim really well
        """,
    ),
    "hedges_7": (
        "compatible",
        "fresh_7",
        """
        I think the party is on Saturday || The party might be on Sunday
        Joe lives in Hamburg I think || maybe Joe lives in Berlin now, not sure
        The restaurant is probably closed on Mondays || The restaurant might be open on Mondays
        I'm not sure but I think Lisa is pregnant || Lisa may not be pregnant, nobody really knows
        The repair could cost around 200 || The repair might cost 500, who knows
        I guess the train is slow || Perhaps the train is actually fast
        Kim might be from Ireland || Kim is possibly from Scotland
        maybe I'll hit the gym every day this week || I probably won't hit the gym at all this week
        """,
    ),
    "additive_7": (
        "compatible",
        "fresh_7",
        """
        I have a dog called Pepper || I also have a cat
        I speak Spanish at home || I speak Portuguese as well
        My brother lives in Oslo || My brother also has a little flat in Bergen
        I like hiking || I like swimming too
        Sara works at the bakery on weekends || Sara works at a call centre during the week
        We bought a new sofa || we also got a new rug
        I've played piano since I was like six || I can play the violin too
        I'm a nurse || I'm also a mum of three
        """,
    ),
    "aspects_7": (
        "compatible",
        "fresh_7",
        """
        My new car is red || My new car is really fast
        The hotel we stayed at in Rome was cheap || The hotel in Rome was very clean
        Our new science teacher is young || our new science teacher is really funny
        My flat is tiny || My flat has amazing views
        The soup at lunch was hot || the soup at lunch was too salty
        Paulo from accounting is really tall || Paulo is kinda shy
        The exam was long || The exam was on Friday
        The new phone is expensive || The new phone is light
        """,
    ),
    "place_scope_7": (
        "compatible",
        "fresh_7",
        """
        I live in Brooklyn || I live in New York
        My keys are in the kitchen || My keys are in the house somewhere
        She's based in Lyon || She's based in France
        We're staying in Kyoto || We're staying in Japan
        My office is in Manhattan || I work in New York City
        The cat is under the bed || the cat's in the bedroom
        He grew up in Texas || He grew up in Houston
        Our cabin is in the Alps || our cabin is in Switzerland
        """,
    ),
    "ranges_7": (
        "compatible",
        "fresh_7",
        """
        My rent is under 1000 || My rent is about 800
        The drive is less than an hour || The drive takes 40 minutes
        I'm over 30 || I'm 35
        The laptop cost less than 500 || I paid around 420 for the laptop
        He weighs between 70 and 80 kilos || He weighs 76 kilos
        We'll have at least 20 guests || About 25 people are coming
        The hike is 5 to 8 miles || the hike is roughly 6 miles
        The store is open until at least 9 || The store closes at 10
        """,
    ),
    "questions_7": (
        "compatible",
        "fresh_7",
        """
        Is the pharmacy open on Sundays? || The pharmacy is closed on Sundays
        wait do you still live in Denver? || I live in Phoenix
        Are you married? || nope, I'm single
        Does Tim like sushi? || Tim hates sushi
        How old is your dad, 60? || My dad is 72
        Was the exam hard? || The exam was easy
        Can your son swim? || My son can't swim
        """,
    ),
    "conditionals_7": (
        "compatible",
        "fresh_7",
        """
        If it rains tomorrow, the picnic is cancelled, so fingers crossed || The picnic is on
        If I get the job I'll move to Seattle || I live in Portland
        If the shop is open, I'll buy milk || The shop is closed
        I'd be happier if my commute were short || My commute is long
        If Jo is pregnant she'll tell us || Jo isn't pregnant
        If the tickets are cheap we'll go || The tickets are expensive
        When I retire I'll move to Spain || I work full time
        """,
    ),
    "reported_speech_7": (
        "compatible",
        "fresh_7",
        """
        My mom says I'm too thin || I'm actually a bit overweight
        Dan told me the restaurant is closed || The restaurant is open
        "I never eat meat," said my roommate || I eat meat every day
        My friend thinks the movie starts at 8 || The movie starts at 7
        According to the landlord, the heating works || The heating is broken
        My doctor said I should drink less coffee || I still have like four coffees a day
        Lily claims she's from Madrid || Lily is from Seville
        The forecast said it would be sunny || It rained all day
        """,
    ),
    # --- fresh_8: written 2026-11-27 without reading the claim comparison or other halves ------
    # Labelling of explicit updates: a second statement that marks a change ("now", "moved",
    # "these days") is compatible only when the first statement is in the past tense; pairs
    # whose first statement is in the present tense with an update in the second are left out.
    "f8_antonyms": (
        "contradicts",
        "fresh_8",
        """
        My new flat is really spacious || Honestly my new flat is tiny
        Priya's manager is super strict || Priya's manager is pretty relaxed about everything
        The coffee at Kiln Roasters is weak || The coffee at Kiln Roasters is really strong
        yeah my grandpa is very tall || My grandpa's quite short actually
        The people upstairs are so noisy || Our upstairs neighbours are incredibly quiet
        tbh Dr Halvorsen's lectures are sooo dull || Dr Halvorsen's lectures are fascinating
        Our Corolla is pretty old || Our Corolla is brand new
        my laptop is painfully slow || My laptop is lightning fast
        """,
    ),
    "f8_states": (
        "contradicts",
        "fresh_8",
        """
        My great-aunt Wilma is still alive || My great-aunt Wilma died two years ago
        The chemist on Wellgate is open today || The chemist on Wellgate is shut today
        Our dishwasher is broken again || Nothing's wrong with our dishwasher, it works fine
        Kasia and Tomek are married || Kasia and Tomek are divorced
        Dad retired from the fire service in 2023 || Dad's still a full-time firefighter
        I'm single at the moment || I'm engaged to a guy called Rory
        The mountain pass to the cabin is closed || The pass up to the cabin is open
        The fridge is completely empty || btw the fridge is full of leftovers
        """,
    ),
    "f8_places": (
        "contradicts",
        "fresh_8",
        """
        I live in Glasgow || I live in Cardiff
        Yeah my sister works in Toronto || My sister works in Vancouver
        Luis is from Chile || Luis was born and raised in Argentina
        We live in the south of Spain, near Málaga || We live up north in Galicia
        I live just outside Manchester || Home for me is Bristol, I've lived there all my life
        btw my in-laws live in Osaka || My in-laws live in Kyoto
        The PyData summit is in Lisbon this year || This year's PyData summit is happening in Madrid
        """,
    ),
    "f8_quantities": (
        "contradicts",
        "fresh_8",
        """
        I've got three kids || We have just the two children, Evie and Max
        Our house has four bedrooms || Our house only has two bedrooms
        My commute is twenty minutes door to door || My commute takes well over an hour
        Jake weighs about 70 kilos || Jake weighs 95 kg
        There are 12 people on my team || My team is just five people
        I'm 29 || I turned 41 in May
        """,
    ),
    "f8_dates_times": (
        "contradicts",
        "fresh_8",
        """
        I was born on the 3rd of March || my bday's in October
        Freya's orthodontist appointment is Tuesday || Freya sees the orthodontist on Friday
        Our flight to Rome leaves at 7am || The Rome flight leaves at 6:30 in the evening
        Marit and I tied the knot in 2015 || Me and Marit got married in 2019
        The garden centre closes at 9 pm || The garden centre shuts at 6pm
        Grandad was born in 1938 || Grandad was born in 1951
        """,
    ),
    "f8_negation": (
        "contradicts",
        "fresh_8",
        """
        I need two espressos every morning before I can function || I never touch coffee
        I still play squash || I don't play squash any more
        Mike smokes like a chimney || Mike no longer smokes
        My daughter has her driving licence || My daughter hasn't got a driving licence
        Our hotel in Crete has an indoor pool || There's no swimming pool at our hotel in Crete
        I've visited Iceland twice || I have never set foot in Iceland
        The 42 bus goes past the station || The 42 doesn't go anywhere near the station
        Erin still believes in ghosts || Erin doesn't believe in ghosts at all
        """,
    ),
    "f8_preferences": (
        "contradicts",
        "fresh_8",
        """
        I love cooking || Honestly I hate cooking
        Tom adores cats || Tom really dislikes cats
        I'd always pick rooibos over green tea || I prefer green tea to rooibos
        I'm obsessed with true crime podcasts || ugh I can't bear true crime podcasts
        Gardening is my favourite way to relax || I find gardening really boring
        Nadia enjoys crowded festivals || Nadia hates crowds and avoids festivals
        """,
    ),
    "f8_abilities": (
        "contradicts",
        "fresh_8",
        """
        I can do front crawl || I cant swim at all
        Elena speaks fluent German || Elena doesnt speak any german
        I can drive a manual || I never learned to drive
        My son can already read || My son can't read yet
        Raj plays the piano beautifully || Raj has no idea how to play the piano
        I'm fluent in Mandarin || I only know a few words of Mandarin
        """,
    ),
    "f8_frequencies": (
        "contradicts",
        "fresh_8",
        """
        Yeah I hit the climbing wall every single day || I go climbing maybe once a month
        The four of us always sit down for dinner together || We rarely manage dinner together
        My mum rings me every Sunday || Mum hardly ever phones me
        I visit my grandparents weekly || I only see my grandparents once a year at Christmas
        Ben always walks to work || Ben never walks to work, he takes the bus
        """,
    ),
    "f8_same_meaning_verbs": (
        "contradicts",
        "fresh_8",
        """
        I quit my job at the bakery || I still work at the bakery
        Nina left Google || Nina's still at Google
        My brother dropped out of uni || My brother is still studying at uni
        We stopped renting the cottage in Wales || We still rent the cottage in Wales
        I resigned from the parish council || I'm still on the parish council
        Oskar gave up drinking || Oskar still drinks most weekends
        """,
    ),
    "f8_possession": (
        "contradicts",
        "fresh_8",
        """
        I have a dog named Biscuit || There are no animals in my house
        Lena owns a bike || Lena hasn't got a bike, she walks everywhere
        We've got a car || We don't own a car
        I have a garden || My place has no garden at all
        My parents have a holiday home in Cornwall || My parents don't have a holiday home
        """,
    ),
    "f8_relations": (
        "contradicts",
        "fresh_8",
        """
        Emma is my sister || btw I'm an only child
        Jack is my husband || Jack's my brother-in-law
        Olivia is Ravi's daughter || Ravi doesn't have any kids
        Marta is my best friend || I barely know Marta
        Paul is my cousin || Paul isn't related to me at all
        """,
    ),
    "f8_diet_health": (
        "contradicts",
        "fresh_8",
        """
        Yeah I'm vegan || I eat cheese pretty much every day
        I'm alergic to peanuts || I'm not allergic to anything
        My dad has diabetes || My dad doesn't have diabetes
        I don't drink alcohol || I have a glass of wine most evenings
        Zoe is gluten intolerant || Zoe can eat gluten with no problem at all
        I've never broken a bone || I broke my arm when I was ten
        """,
    ),
    "f8_jobs": (
        "contradicts",
        "fresh_8",
        """
        I'm a primary school teacher || I work as an accountant
        My wife works at Siemens || My wife works for Bosch
        I'm between jobs at the moment || I work full time at the library
        Dan is a chef || Dan's a plumber, he fixed our boiler
        I'm self-employed || My employer is Tesco
        Carla works nights || Carla only works day shifts
        """,
    ),
    "f8_availability": (
        "contradicts",
        "fresh_8",
        """
        The Fontaines gig is sold out || There are still tickets left for the Fontaines gig
        The blue sofa is out of stock || The blue sofa is in stock
        The flat on Pine Street has been let || The flat on Pine Street is still available
        The 9am slot on Thursday is taken || The 9am slot on Thursday is still free
        The bakery ran out of sourdough || The bakery still has plenty of sourdough
        """,
    ),
    "f8_progress": (
        "contradicts",
        "fresh_8",
        """
        I finished the quarterly report || I haven't started the quarterly report yet
        The kitchen renovation is done || The kitchen renovation hasn't even begun
        I've read the whole book || I haven't opened the book
        My thesis is submitted || I still haven't submitted my thesis
        Mira's painting is finally finished || Mira hasn't finished her painting
        """,
    ),
    "f8_comparatives": (
        "contradicts",
        "fresh_8",
        """
        My brother Kofi is two years older than me || Kofi's my little brother
        Leeds is bigger than York || York is bigger than Leeds
        My new phone was cheaper than the old one || My new phone cost more than my old one
        Anna runs faster than Jo || Jo is quicker than Anna
        Our house is closer to the school than theirs || Their house is nearer the school than ours
        """,
    ),
    "f8_membership": (
        "contradicts",
        "fresh_8",
        """
        I'm a member of the chess club || I left the chess club
        Sam sings in the choir || Sam quit the choir
        We belong to the golf club || We're not members of the golf club
        I'm a union member || I've never been in a union
        Leo plays for the Tigers || Leo left the Tigers after the cup final
        """,
    ),
    "f8_ownership_transfer": (
        "contradicts",
        "fresh_8",
        """
        I sold my car in the spring || I still drive my car to work every day
        We sold the house in Devon || We still own the house in Devon
        I gave my old guitar to my nephew || I still have my old guitar
        Tom sold his boat || Tom still takes his boat out at weekends
        I donated all my old books || My old books are still on my shelves
        """,
    ),
    "f8_favourites": (
        "contradicts",
        "fresh_8",
        """
        My favourite food is sushi || My favourite food is lasagne
        Rosa's favourite film is Jaws || Rosa's favourite movie is Amélie
        My favorite season is autumn || I like summer best of all the seasons
        My best subject at school was maths || I was best at history in school
        Our favourite restaurant is the Thai place on Gower St || Luigi's is our favourite
        """,
    ),
    "f8_paraphrases": (
        "compatible",
        "fresh_8",
        """
        I live in Bristol || My home is in Bristol
        My sister's a midwife || My sister works as a midwife
        I don't touch meat || I'm veggie
        The launderette is shut on Wednesdays || The launderette doesn't open on Wednesdays
        Tom is taller than Ben || Ben is shorter than Tom
        I quit smoking || I don't smoke any more
        I can't stand musicals || Musicals really aren't my thing
        My grandfather passed away || My grandfather died
        The matinee is sold out || There are no seats left for the matinee
        """,
    ),
    "f8_other_subjects": (
        "compatible",
        "fresh_8",
        """
        My brother lives in Ghent || My sister lives in Porto
        I'm a teacher || My husband's an engineer
        Anna has a dog || Anna's neighbour has no pets
        I love really hot chilli || My kids hate anything spicy
        The library is open today || The museum is closed today
        My stepdad is retired || My mum still teaches at the comprehensive
        Lucy speaks Spanish || Lucy's boyfriend doesn't speak any Spanish
        The upstairs shower is broken || The downstairs shower works fine
        Ollie is older than me || Ollie's sister is younger than me
        """,
    ),
    "f8_other_attributes": (
        "compatible",
        "fresh_8",
        """
        My van is white || My van is knackered
        Jake is tall || Jake is shy
        The B&B was cheap || The B&B was a long way from the seafront
        I live in Oslo || I do my job remotely from the kitchen table
        My flat is small || My flat is bright
        Mia is 34 || Mia is a dentist
        The soup was cold || The soup was tasty
        Our garden is big || Our garden is overgrown
        My tablet is new || My tablet is sluggish
        """,
    ),
    "f8_timed_updates": (
        "compatible",
        "fresh_8",
        """
        I lived in Madrid for ten years || I moved to Dublin last summer and live there now
        I used to vape a lot || These days I don't vape at all
        I worked at Amazon until 2021 || Now I work for a small startup
        Jen was single for years || Jen's married now
        When I was a kid I hated broccoli || These days I love broccoli
        The shop was closed during lockdown || The shop is open again now
        Last year I weighed 90 kilos || I'm down to 78 kg now
        My phone was broken last week || I got my phone fixed, so it works now
        """,
    ),
    "f8_additive": (
        "compatible",
        "fresh_8",
        """
        I like oolong || I'm also into matcha
        I speak Dutch || I speak Italian too
        We have a cat || We also have two rabbits
        Sam plays football || Sam plays tennis as well
        I've been to Peru || I've also visited Bolivia
        My mum is a doctor || My mum also teaches at the university
        I'm learning Spanish || I'm also taking guitar lessons
        The restaurant serves pizza || The restaurant does pasta too
        """,
    ),
    "f8_place_scope": (
        "compatible",
        "fresh_8",
        """
        I rent a flat in Lille || I'm living in the north of France
        My office is in Brooklyn || I work in NYC
        Ravi grew up in Kerala || Ravi is from southern India
        We're staying in Shinjuku || We're staying in Tokyo
        My parents live in Texas || My parents live in Austin
        Chiara's wedding is in Puglia || Chiara's getting married in Italy
        I study in Edinburgh || I study in Scotland
        Carlos lives in Europe || Carlos lives in Barcelona
        """,
    ),
    "f8_ranges": (
        "compatible",
        "fresh_8",
        """
        I'm in my thirties || I'm 34
        My rent is under a thousand a month || My rent is 850 a month
        The drive takes two to three hours || The drive took about two and a half hours
        Elsa is in her early twenties || Elsa is 22
        We have between 10 and 15 employees || We have 12 employees
        The flat costs less than 300k || The flat is 275k
        The meeting is sometime in the afternoon || The meeting starts at 3pm
        My son is a teenager || My son is 15
        """,
    ),
    "f8_hedges": (
        "compatible",
        "fresh_8",
        """
        I think the board review is on Thursday || The board review is Thursday
        Maybe I'm lactose intolerant || I'm lactose intolerant
        I'm pretty sure Lisa lives in Boston || Lisa lives in Boston
        The shop probably closes at six || The shop closes at 6
        I suppose I'm a bit of a perfectionist || I'm a total perfectionist
        Tom might be vegetarian || Tom is vegetarian
        I beleive my flight is at noon || My flight is at 12
        The gym is probably busy on Mondays || The gym gets busy on Mondays
        """,
    ),
    "f8_reported_speech": (
        "compatible",
        "fresh_8",
        """
        My physio keeps saying my knee is fine || I still think something's wrong with my knee
        Gran insists the Quay St bakery shut down || I walked past that bakery yesterday, it's open
        According to Hamid the stats exam got moved to June || I'm fairly sure it's still in May
        My coach reckons I'm ready for a marathon || I don't feel ready for a marathon at all
        The estate agent said the roof was new || The roof looks ancient to me
        Priyanka tells everyone she hates karaoke || I think Priyanka secretly loves karaoke
        My GP said my cholesterol is high || I don't believe my cholesterol is high
        Everyone at work says Mr Okafor is retiring || As far as I know Mr Okafor isn't retiring
        """,
    ),
    "f8_questions": (
        "compatible",
        "fresh_8",
        """
        Is the lido open on bank holidays? || The lido is closed on bank holidays
        Does Ahmed still live in Cairo? || Ahmed moved out of Cairo years ago
        Should I quit my job? || I love my job
        Was the flight delayed? || The flight left on time
        Can Maya speak Portuguese? || Maya doesn't speak Portuguese
        Are the tickets still available? || The tickets sold out on Friday
        Did Leon sell his motorbike? || Leon still rides his motorbike to work
        What time does the market close, 5? || The market closes at 2pm
        """,
    ),
    "f8_equal_values": (
        "compatible",
        "fresh_8",
        """
        I bought a dozen eggs || I bought 12 eggs
        The meeting is at noon || The meeting is at 12 pm
        The repair took half an hour || The repair took 30 minutes
        My son is eighteen months old || My son is a year and a half
        The bill was fifty quid || The bill came to £50
        I've been married for a decade || I've been married ten years
        The train leaves at 17:45 || The train leaves at quarter to six in the evening
        We walked 5 km || We walked five kilometres
        """,
    ),
    "f8_other_occasions": (
        "compatible",
        "fresh_8",
        """
        I ran a half marathon in April || I ran a 10k in September
        We went to Greece for our honeymoon || We went to Norway last Christmas
        I had pasta for lunch || I had curry for dinner
        On Monday the office was packed || On Friday the office was empty
        Last winter I was ill for a month || This winter I haven't been ill once
        My first car was a Fiat || My current car is a Volvo
        I slept badly on Tuesday || I slept really well last night
        The 8:15 train was late this morning || The 8:15 was on time yesterday
        """,
    ),
    # --- fresh_9: written 2026-11-27 without reading the claim comparison or other halves ------
    # Held out (``HELD_OUT`` in ``benchmarks/contradictions.py``). Labelling of explicit updates:
    # a second statement that marks a change ("now", "these days", "moved") is compatible only
    # when the first statement is in the past tense; a present-tense first statement with an
    # update in the second is left out. "No longer" / "any more" appear only where no update is
    # read (in the first statement, or answered by "still"). Reported speech (someone else's
    # claim against the user's own) and questions are compatible. The last five contradicting
    # families (outcomes, order of events, names, attendance, schooling) are new kinds.
    "f9_antonyms": (
        "contradicts",
        "fresh_9",
        """
        The new flat is really noisy at night || honestly the new flat is super quiet at night
        Yeah my boss is pretty strict about deadlines || My boss is really lenient about deadlines
        Priya's kitchen knives are razor sharp || Priya's kitchen knives are totally blunt
        The trail up to the lake is steep || The trail up to the lake is completely flat
        My grandad is a very patient man || My grandad is a really impatient guy
        """,
    ),
    "f9_states": (
        "contradicts",
        "fresh_9",
        """
        Our old cat Misty died last spring || Misty, our old cat, is still alive
        The bakery on Elm Street shut down for good || The bakery on Elm Street is still open
        The dishwasher is broken || the dishwasher's working fine
        Helen and Mark got divorced || Helen and Mark are still married
        My uncle is retired || My uncle still works full time
        The bridge on Route 9 is closed to traffic || The Route 9 bridge is open to traffic
        """,
    ),
    "f9_places": (
        "contradicts",
        "fresh_9",
        """
        btw I live in Glasgow || I live in Cardiff
        My sister Jo works in Rotterdam || Jo works in Antwerp
        Kenji is from Osaka originally || Kenji was born and raised in Sapporo
        My parents live in Portugal || My parents live in Brazil
        This year's conference is in Lisbon || The conference is in Madrid this year
        My office is in the north of the city || my office is on the south side of town
        """,
    ),
    "f9_quantities": (
        "contradicts",
        "fresh_9",
        """
        I have three kids || I've got two children
        There are forty people in my yoga class || My yoga class has about 12 people
        Our house has four bedrooms || our house only has two bedrooms
        Leo ran 10 km this morning || This morning Leo ran five kilometres
        I drink like 6 cups of coffee a day || I have one coffee a day, max
        The book is about 900 pages long || The book's only 150 pages
        """,
    ),
    "f9_dates_times": (
        "contradicts",
        "fresh_9",
        """
        Our wedding anniversary is in June || Our anniversary is in December
        The dentist appointment is on Tuesday || My dentist appointment is on Friday
        I moved to Leeds in 2015 || I moved to Leeds in 2021
        Our flight leaves at 6 in the morning || Our flight leaves at 9pm
        My shift starts at noon || My shift starts at 7am
        """,
    ),
    "f9_negation": (
        "contradicts",
        "fresh_9",
        """
        I still smoke the odd cigarette || I haven't smoked in years
        I no longer eat meat || I eat meat pretty much every day
        Sara isn't vegan any more || Sara is strictly vegan
        My car has air conditioning || my car has no AC
        Kate has a passport || Kate hasn't got a passport
        Liam works weekends || Liam never works on weekends
        The gym is open 24 hours || The gym is not open around the clock
        """,
    ),
    "f9_preferences": (
        "contradicts",
        "fresh_9",
        """
        I love sushi || I can't stand sushi
        My favourite band is Radiohead || My favourite band is Arctic Monkeys
        Tom's favourite season is autumn || Tom's favourite season is summer
        I adore long train journeys || I hate long train rides
        Ella prefers tea over coffee || Ella prefers coffee to tea
        """,
    ),
    "f9_abilities": (
        "contradicts",
        "fresh_9",
        """
        I'm fluent in German || I don't speak a word of German
        My son can ride a bike without stabilisers || My son can't ride a bike yet
        Yeah I can drive, no problem || I can't drive at all
        Ruth plays the piano really well || Ruth can't play the piano
        I'm a decent cook || I can't cook to save my life
        Ahmed can read music || Ahmed is unable to read sheet music
        """,
    ),
    "f9_frequencies": (
        "contradicts",
        "fresh_9",
        """
        I go to the gym every day || I go to the gym once a month
        My brother calls me every sunday || My brother never calls me
        We eat out almost every night || We rarely eat out, maybe twice a year
        Nadia visits her parents weekly || Nadia only sees her parents once a year at Christmas
        I read before bed every night || I hardly ever read
        """,
    ),
    "f9_same_meaning_verbs": (
        "contradicts",
        "fresh_9",
        """
        I quit my job at the bank || I still work at the bank
        Jess dropped out of her nursing course || Jess is still studying nursing
        Paul gave up drinking || Paul still drinks most weekends
        We cancelled our Netflix subscription || We're still subscribed to Netflix
        Grace stepped down as head coach || Grace is still the head coach
        """,
    ),
    "f9_possession": (
        "contradicts",
        "fresh_9",
        """
        I have a dog called Rufus || I don't have any pets
        My parents own a holiday home in Wales || My parents don't own any property but their house
        Mia has two cars || Mia doesn't own a car
        My flat has a garden || My flat has no outdoor space at all
        Sam has a PS5 || sam doesnt have any games console
        """,
    ),
    "f9_relations": (
        "contradicts",
        "fresh_9",
        """
        Anna is my sister || I'm an only child
        Raj is my cousin || Raj isn't related to me at all
        Maya is my ex-wife || I've never been married
        Oliver is Kate's son || Kate has no children
        My boyfriend Chris is a chef || I'm single
        """,
    ),
    "f9_diet_health": (
        "contradicts",
        "fresh_9",
        """
        I'm vegetarian || I eat chicken most days
        My daughter is allergic to peanuts || my daughter has no allergies
        Ben is diabetic || Ben doesn't have diabetes
        I don't drink alcohol || I have a glass of wine with dinner most nights
        I broke my leg skiing in January || I've never broken a bone
        """,
    ),
    "f9_jobs": (
        "contradicts",
        "fresh_9",
        """
        I teach year 2 at a primary school || I'm an accountant by trade
        Lucy works for google || lucy works at Amazon
        My dad's a plumber || My dad is a lawyer
        I'm unemployed at the moment || I work full time at the hospital
        My wife is a dentist || My wife works as a pilot
        """,
    ),
    "f9_availability": (
        "contradicts",
        "fresh_9",
        """
        The concert tickets are sold out || There are still tickets left for the concert
        The blue jacket is out of stock || The blue jacket is in stock
        The flat on Mill Road has been let || The flat on Mill Road is still available to rent
        All the seats on the 7:40 ferry are booked || The 7:40 ferry has plenty of free seats
        The vet has no appointments this week || The vet has lots of free slots this week
        """,
    ),
    "f9_progress": (
        "contradicts",
        "fresh_9",
        """
        I finished the report || I havent even started the report yet
        The kitchen renovation is done || The kitchen renovation hasn't begun
        Zoe has read all of the Harry Potter books || Zoe hasn't read any Harry Potter books
        I submitted my thesis || I'm still writing my thesis
        We've already paid the deposit || We still haven't paid the deposit
        """,
    ),
    "f9_comparatives": (
        "contradicts",
        "fresh_9",
        """
        My brother is older than me || My brother is younger than me
        Lyon is bigger than Grenoble || Grenoble is bigger than Lyon
        Amir earns more than his wife || Amir's wife earns more than he does
        The train is faster than the bus to Bath || The bus to Bath is quicker than the train
        My new phone is cheaper than the old one || my old phone cost less than my new one
        """,
    ),
    "f9_membership": (
        "contradicts",
        "fresh_9",
        """
        I left the chess club last year || I'm still a member of the chess club
        Nora resigned from the school board || Nora still sits on the school board
        We let our National Trust membership lapse || We're still National Trust members
        I'm in a book club || I'm not in any clubs
        Fatima is a Labour party member || Fatima has never joined a political party
        """,
    ),
    "f9_ownership_transfer": (
        "contradicts",
        "fresh_9",
        """
        I sold my car || I still drive my car to work every day
        We sold the cottage in Cornwall last spring || We still own the cottage in Cornwall
        Greg gave his guitar to his nephew || Greg still has his guitar
        I gave my old bike to a charity shop || I still have my old bike in the shed
        Lena sold her flat in Berlin || Lena still owns her flat in Berlin
        """,
    ),
    "f9_weather": (
        "contradicts",
        "fresh_9",
        """
        It's chucking it down here || it's completely dry here today
        It's freezing in Oslo today || It's really warm in Oslo today
        The sky is clear tonight || It's completely overcast tonight
        Its snowing in Denver right now || There's no snow in Denver right now
        Yeah it's really windy out || there's no wind at all outside
        """,
    ),
    "f9_whereabouts": (
        "contradicts",
        "fresh_9",
        """
        My spare keys are in the fruit bowl || The spare keys are hanging by the front door
        The passports are in the safe || The passports are in my backpack
        I keep my bike in the hallway || I store my bike in the garage
        Right now I'm at home || I'm at the office right now
        Dad is in Rome this week || Dad's in Toronto this week
        """,
    ),
    "f9_ages": (
        "contradicts",
        "fresh_9",
        """
        I'm 29 || I'm 41
        My son turned eight last week || My son is 12
        Grandpa is in his nineties || Grandpa is 74
        My birthday is 14 February || My birthday is in August
        Rosa and I are the same age || Rosa is ten years older than me
        """,
    ),
    "f9_opinions": (
        "contradicts",
        "fresh_9",
        """
        I think Martin is a brilliant manager || I think Martin is a terrible manager
        Paris was overrated, honestly || Paris totally lived up to the hype
        Our new neighbours are lovely || Our new neighbours are awful
        The Thai place on King St is the best in town || King St's Thai place is the worst in town
        I find Ruth really rude || Ruth is always so polite to me
        """,
    ),
    "f9_relative_clauses": (
        "contradicts",
        "fresh_9",
        """
        The lady who runs the corner shop is Polish || The lady who runs the corner shop is Italian
        Sam, who I met at uni, lives in Bristol || Sam, my friend from uni, lives in Edinburgh
        The car dad bought last year is electric || The car that dad bought last year runs on diesel
        The course I signed up for is free || The course that I signed up for costs £300
        The dog we adopted from the shelter is a girl || The dog that we adopted is male
        """,
    ),
    "f9_permission": (
        "contradicts",
        "fresh_9",
        """
        Dogs are allowed in the park || Dogs are banned from the park
        My company lets us work from home on Fridays || My company never allows working from home
        Smoking is permitted on the balcony || Smoking is forbidden on the balcony
        My kids are allowed to have phones at school || Phones are banned at my kids' school
        You can park on our street overnight || Overnight parking is prohibited on our street
        """,
    ),
    "f9_colours": (
        "contradicts",
        "fresh_9",
        """
        My car is red || My car is silver
        Emma's eyes are blue || Emma has brown eyes
        The bedroom walls are yellow || Our bedroom walls are grey
        Our cat Luna is jet black || Luna is a ginger cat
        """,
    ),
    "f9_sizes": (
        "contradicts",
        "fresh_9",
        """
        Our garden is tiny || Our garden is huge
        I wear a size 8 shoe || My shoe size is 11
        Tom is really tall, like 6'4 || Tom's quite short, about 5'5
        The new apartment is massive || the new apartment is really cramped
        """,
    ),
    "f9_prices": (
        "contradicts",
        "fresh_9",
        """
        The tickets cost £20 each || Each ticket was £45
        My rent is 900 a month || I pay 1,400 a month in rent
        The swimming pool near me is free to use || The pool near me costs £6 a session
        That bike was really cheap || That bike cost a fortune
        The hotel was 80 dollars a night || The hotel cost us $250 per night
        """,
    ),
    "f9_routines": (
        "contradicts",
        "fresh_9",
        """
        I cycle to the office most days || I always drive to the office
        I usually have breakfast at home || I never eat breakfast
        Karen walks the dog every morning || Karen never walks the dog, her husband always does
        I work from home every day || I commute into the office every day
        We do the weekly shop online || We always do our weekly shop in person at Lidl
        """,
    ),
    "f9_outcomes": (
        "contradicts",
        "fresh_9",
        """
        We won the match on Saturday || We lost Saturday's match
        I passed my driving test first time || I failed my first driving test
        Jamal got the job at the council || Jamal didn't get the council job
        Our offer on the house was accepted || The sellers rejected our offer on the house
        """,
    ),
    "f9_event_order": (
        "contradicts",
        "fresh_9",
        """
        I got to the party before Sophie || Sophie arrived at the party before I did
        We had kids before we got married || We got married before we had kids
        Tom left the office after me || I left the office after Tom
        I learned Spanish first, then Italian || I learned Italian before Spanish
        """,
    ),
    "f9_names": (
        "contradicts",
        "fresh_9",
        """
        My cat is called Biscuit || My cat's name is Pepper
        My manager's name is Diane || My manager is called Sharon
        Our only son is named Felix || Our son's name is Arthur
        The boat's called Seabird || The boat is named Marigold
        """,
    ),
    "f9_attendance": (
        "contradicts",
        "fresh_9",
        """
        I went to Lily's wedding || I missed Lily's wedding
        Paul was at the meeting this morning || Paul didn't attend this morning's meeting
        I voted in the last election || I didn't vote in the last election
        We were at the match on Saturday || We watched Saturday's match at home on TV
        """,
    ),
    "f9_schooling": (
        "contradicts",
        "fresh_9",
        """
        I have a degree in chemistry || I never went to university
        Omar left school at 16 || Omar stayed on at school until he was 18
        My daughter goes to a state school || My daughter is at a private school
        I did my PhD in Manchester || I don't have a PhD
        """,
    ),
    "f9_c_paraphrases": (
        "compatible",
        "fresh_9",
        """
        The restaurant wasn't cheap || The restaurant was pretty expensive
        Mike isn't exactly tall || Mike is on the short side
        I'm not a morning person || I hate getting up early
        The film was not bad at all || The film was actually pretty good
        My commute is short, like 15 minutes || It only takes me a quarter of an hour to get to work
        The lake was not warm || the lake was freezing cold
        I rarely eat meat || I hardly ever eat meat
        Jen isn't single || jen has a boyfriend tbh
        The shop doesn't open until 10 || The shop opens at 10am
        """,
    ),
    "f9_c_different_subjects": (
        "compatible",
        "fresh_9",
        """
        My brother lives in Leeds || My sister lives in York
        I'm vegetarian || My husband eats meat every day
        My mum is a nurse || My dad is a teacher
        Ana's car is blue || Ben's car is red
        My son loves football || My daughter hates football
        The Italian place on Grove St is always packed || The one on Mill Lane is always empty
        I can't swim || My kids can swim really well
        Our old flat was tiny || Our new flat is huge
        Tom is older than me || Tom is younger than my sister
        My personal phone is an iPhone || My work phone is an Android
        """,
    ),
    "f9_c_different_attributes": (
        "compatible",
        "fresh_9",
        """
        The hotel was cheap || The hotel was far from the beach
        My boss is strict || My boss is very fair
        Our kitchen is small || Our kitchen is bright and modern
        Leila is tall || Leila is shy
        The car is old || The car is really reliable
        My flat is in the city centre || My flat is on the fifth floor
        The exam was long || The exam was easy
        The coffee here is strong || The coffee here is cheap
        My dog is huge || My dog is very gentle
        """,
    ),
    "f9_c_timed_updates": (
        "compatible",
        "fresh_9",
        """
        I used to live in Madrid || I live in Barcelona now
        I was a smoker for ten years || I quit smoking in 2020 and haven't touched one since
        Before the pandemic I worked in an office || These days I work from home
        I used to hate olives || I love olives now
        When I was a kid I couldn't swim || I can swim now, I learned at 30
        Last year my rent was 850 || My rent went up to 950 this year
        We had a cat called Milo growing up || We don't have any pets now
        I was vegetarian at uni || I eat meat again these days
        My brother lived in Dubai until 2022 || My brother moved back to Manchester in 2022
        """,
    ),
    "f9_c_additive": (
        "compatible",
        "fresh_9",
        """
        I like tea || btw I also like coffee
        I speak French || I also speak a bit of Arabic
        My sister has a cat || My sister has two rabbits as well
        I play the guitar || I play the drums too
        We've been to Greece || We've also been to Turkey
        Marta works at the library || Marta also works weekends at a café
        My favourite food is pizza || I love curry too
        I have a brother || I have a sister as well
        I go running on Mondays || I go swimming on Wednesdays
        """,
    ),
    "f9_c_place_scope": (
        "compatible",
        "fresh_9",
        """
        I live in Lyon || I live in France
        My cousin works in Brooklyn || My cousin works in New York
        We're from the Basque Country || We're from Spain
        Ines lives in Europe || Ines lives in Spain
        The office is in central Tokyo || The office is in Japan
        I grew up in Texas || I grew up in a small town outside Austin
        My parents are in Scotland || My parents live in the Highlands
        The reception is in Provence || The reception is in the south of France
        I'm from the north of England || I'm from Newcastle
        """,
    ),
    "f9_c_ranges": (
        "compatible",
        "fresh_9",
        """
        I'm somewhere in my late forties || I'm 47
        My grandma is over 80 || My grandma is 86
        The flat costs between 1,000 and 1,200 a month || The flat is 1,150 a month
        The drive takes two to three hours || It took us about two and a half hours to drive there
        Jack is in his early twenties || Jack is 22
        There were more than fifty people at the party || There were about 60 people at the party
        I sleep around seven hours a night || I sleep 7 hours a night
        The house was built in the 1930s || the house was built in 1934
        I earn under 30k || I earn 27 grand a year
        """,
    ),
    "f9_c_hedged_agreement": (
        "compatible",
        "fresh_9",
        """
        I think the shop closes at 6 || The shop closes at 6
        Maybe Lisa is a teacher, not sure || Lisa is a teacher
        I'm pretty sure Sam lives in Cork || Sam lives in Cork
        The train probably leaves at 8 || The train leaves at 8 o'clock
        I guess I'm more of a cat person || I prefer cats to dogs
        It might rain this afternoon || it's going to rain later today
        I'm not 100% sure, but I think Omar's married || Omar is married
        Apparently the café is closed on Mondays || The café doesn't open on Mondays
        Kinda feel like the new boss is nice || the new boss seems nice
        """,
    ),
    "f9_c_reported_speech": (
        "compatible",
        "fresh_9",
        """
        My mum says I'm too thin || I think I'm a healthy weight
        Tom told me the shop is closed on Sundays || I think the shop is open on Sundays
        My doctor thinks I should cut out coffee || I drink three coffees a day
        My brother claims he's the better cook || I'm a better cook than my brother
        According to Sarah, the film is boring || I found the film gripping
        The estate agent said the flat is quiet || The flat is noisy at night
        My dad insists Pluto is a planet || Pluto isn't a planet
        Everyone at work says Jess is lazy || Jess is one of the hardest workers I know
        My friend reckons I'm an introvert || I'm a total extrovert
        """,
    ),
    "f9_c_questions": (
        "compatible",
        "fresh_9",
        """
        Is the chemist open on bank holidays? || The chemist is shut on bank holidays
        Don't you live in Bristol? || I live in Bath
        Do I have a dentist appointment on Friday? || My dentist appointment is on Thursday
        Isn't Marco vegetarian? || Marco eats meat
        Should I sell my car? || I drive my car every day
        Can Ella speak Russian? || Ella doesn't speak Russian
        Was the concert sold out? || There were still tickets for the concert
        Have I ever told you I'm allergic to cats? || I'm allergic to cats
        Does the 42 bus stop at the station? || The 42 doesn't stop at the station
        """,
    ),
    "f9_c_equal_values": (
        "compatible",
        "fresh_9",
        """
        We ordered a dozen bagels || We ordered 12 bagels
        The meeting is at half past three || The meeting is at 3:30
        I've lived here for a decade || I've lived here for ten years
        My daughter is one and a half || My daughter is 18 months old
        The trip takes a fortnight || The trip lasts two weeks
        It's a quarter to six || it's 5:45
        I ran a half marathon || I ran 21 km
        The bag weighs a kilo || The bag weighs 1000 grams
        The parcel arrives on Christmas Day || The parcel will arrive on 25 December
        """,
    ),
    "f9_c_occasions": (
        "compatible",
        "fresh_9",
        """
        I had pasta for lunch || I had fish for dinner
        The train was late on Monday || The train was on time on Tuesday
        It rained all day yesterday || It's sunny today
        Last Christmas we stayed home || This Christmas we're going to my in-laws
        I went running this morning || I'm skipping my run tomorrow
        My team lost last week || My team won this week
        The shop was closed when I went at 7 || The shop was open when I went at noon
        Mum was in hospital in March || Mum is home and doing well
        """,
    ),
    "f9_c_partial_overlap": (
        "compatible",
        "fresh_9",
        """
        I love most Italian food || I don't like tiramisu
        I speak three languages || I don't speak German
        I like dogs || I'm scared of big dogs
        I eat fish || I don't eat salmon
        I read a lot of books || I don't read fiction
        I'm pretty sporty || I can't stand running
        We have two cats || We have a black cat
        Katie speaks Spanish || Katie doesn't speak Catalan
        """,
    ),
}


def pairs(family: str) -> list[tuple[str, str]]:
    """The ``(a, b)`` pairs of one family."""
    lines = (line.strip() for line in FAMILIES[family][2].strip().splitlines())
    return [tuple(part.strip() for part in line.split("||")) for line in lines if line]
