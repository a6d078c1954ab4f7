# ruff: noqa: E501 - a data file: the conversations are kept one per line
"""A ninth held-out set for ``benchmarks/trust.py`` (issue 20): forget requests, and messages
that only look like one, written on 2026-11-26 before the forget reader learned to read a long
message sentence by sentence, by someone who had not read the detector's code, word lists or
training data (nor set 8's sentences closely), and committed before it was run. It is the
held-out figure of that change: nothing is tuned on it, and its misses are not read to fix
things.

Same shape as :mod:`trust_cases_eighth`, weighted toward the forms set 8 found weak: long
rambling messages with the request buried in the middle or at the end (up to ~1,500
characters), idioms and figurative phrasings, wishes and indirect requests, questions, several
subjects in one request, terse slang, pronoun and description pointers, typos, and requests in
14 languages. Look-alikes (49) include long rambling messages that speak of forgetting,
deleting or erasing in other senses, in English and 14 other languages.

* **forget** (:data:`FORGET`, by family): each ``(said, request, question, details)``: what the
  user said before (the river filler always among it, and it must survive), the request, a
  later question, and the details (``|``-separated) that must then be reachable nowhere.
* **not_forget** (:data:`NOT_FORGET`): messages with a forgetting or removal word (or an
  idiom of one) that ask nothing of the yeast's memory. After :data:`NOT_FORGET_FACT` such a
  message must forget nothing: the fact (its detail :data:`NOT_FORGET_DETAIL`) stays alive and
  the forgetting log has no entry. Several name the fact's subject (Ilse, her bees).

All belong to the ``held_out`` half, batch ``ninth``; each forget case's family is
``ninth-<family>``.
"""

from __future__ import annotations

__all__ = ["FORGET", "NOT_FORGET", "NOT_FORGET_FACT", "NOT_FORGET_DETAIL"]

_R = "I enjoy long walks by the river on Sundays."

# family -> [(said before, request, question, details that must vanish)]
FORGET = {
    # -- long messages, the request buried in the middle or at the end ---------------------------
    "rambling": [
        (("My landlord is suing me over unpaid rent of 3,400 dollars.", _R),
         "Ugh, what a week. The bus was late every single morning, my manager moved our standup to "
         "7:30 for no reason, and the coffee machine on our floor broke on Tuesday so everybody was "
         "grumpy. Anyway, the lawsuit thing with the landlord I mentioned, please scrap that from "
         "your memory, I'd rather it not be sitting around. On the bright side my tomatoes are "
         "finally turning red and I found a new podcast about medieval history that I've been "
         "binging on the commute.",
         "Am I in any legal trouble?", "3,400|suing"),
        (("My daughter Noor was suspended from school for vaping.", _R),
         "So I finally finished repainting the hallway, took three coats because the old colour was "
         "this awful mustard yellow that the previous owners loved. My back is killing me. The cat "
         "kept walking through the paint tray too, so there are little grey paw prints on the "
         "landing now, which honestly I kind of like. We might leave them. Oh and my partner wants "
         "to get a second cat which I'm not sure about, one is chaos enough. I also need to call "
         "the plumber about the dripping tap in the bathroom, it's been going for weeks and the "
         "noise at night drives me up the wall. Forget what I told you about Noor and school.",
         "Why was Noor in trouble?", "vaping|suspended"),
        (("I take sertraline 100 mg every morning for anxiety.", _R),
         "Long day. I had a dentist appointment at nine, then a two-hour meeting about the budget "
         "that could have been an email, then lunch with an old friend from university who is now "
         "a beekeeper of all things. She told me about how the hives survive the winter, "
         "apparently they cluster together and shiver to stay warm, which is adorable. Then in the "
         "afternoon I tried to fix the printer and failed. By the way, that stuff about my "
         "medication, could you get rid of it? I'd feel better if it wasn't stored. Anyway, "
         "tonight I'm making a lentil curry and watching a documentary about deep sea fish, the "
         "ones with the lights on their heads.",
         "What medication am I on?", "sertraline"),
        (("My brother Kofi is in rehab for gambling.", _R),
         "Okay so this is going to be a long one, sorry. The weekend was a mess. Saturday we drove "
         "up to the lake but the cabin we booked had double-booked us, so we ended up in a motel "
         "that smelled like old carpet and wet dog. The kids thought it was hilarious. Sunday it "
         "rained the entire time, we played cards for six hours and my youngest cheated at every "
         "single game and denied it with a completely straight face. We drove back in traffic "
         "that stretched for miles because of an accident near the bridge. Nobody was hurt, "
         "thankfully. Then I got home and realised I'd left my charger at the motel, so that's "
         "another thing to sort out. Also my boss emailed me at 10 pm on a Sunday, which is a new "
         "low. Anyway what I actually wanted to say: the thing about Kofi and rehab, I shouldn't "
         "have told you, so wipe it please. Thanks for listening to all my complaining.",
         "Where is Kofi right now?", "gambling"),
        (("My wife and I are going through IVF at the Halden clinic.", _R),
         "Hi! Quick update on everything. Work is fine, the new project started and it's mostly "
         "spreadsheets for now. I signed up for a pottery class on Thursdays, the first bowl I made "
         "looked like a squashed hat but the teacher said that's normal. My neighbour's dog had "
         "puppies and they're trying to give them away, I'm very tempted but our flat is tiny. "
         "Please delete everything about the fertility treatment. I also started reading a fat "
         "fantasy novel that everyone recommended and I'm 200 pages in and nothing has happened "
         "yet except a lot of walking.",
         "Are we trying for a baby?", "ivf|halden"),
        (("I failed my bar exam twice.", _R),
         "You know how it is when everything piles up? The car needs new brakes, the fridge is "
         "making that weird humming noise again, my cousin's wedding is in three weeks and I still "
         "haven't bought a suit, and my sister wants me to help her move on the same weekend. I "
         "feel like I'm juggling knives. I made a list last night and it had 23 items on it. I "
         "crossed off two. One of them was 'make a list'. Honestly, I don't even want to think "
         "about the exam stuff right now, so let's just pretend I never told you about it, take it "
         "out of your memory. Maybe I'll go for a run tomorrow to clear my head, if it doesn't "
         "rain, which it will.",
         "How did my exams go?", "bar exam"),
        (("My ex-husband Dariusz has a restraining order against him.", _R),
         "Right, where do I start. My mum came to visit for the week and rearranged my entire "
         "kitchen so now I can't find the colander, the big knife or the tea. She also bought me "
         "curtains I didn't ask for, they have ducks on them. I love her but I am exhausted. We "
         "went to the garden centre three times. Three! She bought a lemon tree that now lives in "
         "my living room. Then my laptop decided to update itself in the middle of a video call "
         "with a client, which was mortifying. I had to explain it on the phone. Then my friend "
         "cancelled our dinner plans because her kid got chickenpox, which, fair enough. And then "
         "I burned the rice. Also I keep thinking about the car insurance renewal, it went up by "
         "almost a third this year for no reason at all and I need to shop around but I never have "
         "the energy for it. Anyway the Dariusz business, the court order and all that, I'd like "
         "you to not hold on to it anymore, erase it. The ducks are growing on me though.",
         "Is there anything going on with Dariusz?", "restraining order"),
        (("I owe the tax office 12,000 euros in back taxes.", _R),
         "Morning! Slept badly, the neighbours had a party till 3. I'm on my second coffee. Today "
         "I need to finish the slides for Friday, pick up the dry cleaning and call my aunt for "
         "her birthday. By the way, please forget the tax debt thing I mentioned. Should I do the "
         "slides first or the call? The aunt talks for an hour minimum.",
         "Do I owe anyone money?", "12,000|back taxes"),
        (("My teenage son Elias was caught shoplifting at the mall.", _R),
         "It has been one of those months where nothing goes right but nothing goes terribly "
         "wrong either, you know? The boiler was serviced, the roof guy came and said the tiles "
         "are fine for another five years, and I finally got round to cancelling that gym "
         "membership I never used. Our book club picked a 900-page Russian novel, so that's my "
         "evenings gone until spring. I've been trying to cook more from scratch and last night's "
         "soup was actually good, leek and potato with loads of pepper. What else. My sister "
         "started a new job at a bakery and she brings home the leftover croissants, which is "
         "dangerous. The garden is full of slugs. I read that beer traps work, so there are now "
         "little dishes of lager all over the vegetable beds and the neighbours think I've lost "
         "it. Oh, one more thing before I forget: what I told you about Elias at the mall, I "
         "want that gone from your memory for good, he's a kid and he made one mistake.",
         "What did Elias do?", "shoplifting"),
        (("My girlfriend Mariam has bipolar disorder.", _R),
         "Haha okay so the hike was a disaster in the best way. We took the wrong trail after "
         "about an hour, ended up at a farm where a very confused farmer gave us directions and a "
         "bag of apples, and we got back to the car two hours late and soaked. I want to go again "
         "next month though. Quick thing: Mariam's diagnosis, I told you about it without asking "
         "her, so please remove it. Then we had fish and chips in the village and a huge dog "
         "sat on my feet the whole time, it was the best part of the day.",
         "Does Mariam have any health issues?", "bipolar"),
        (("My partner Sunniva owes her parents 15,000 kroner.", _R),
         "I don't even know where to begin, this month has been so full. First the boiler broke "
         "on the coldest night of the year and we slept in our coats, then the engineer came and "
         "said the part had to be ordered from abroad, so it was four days of kettles and hot "
         "water bottles. The kids treated it like camping and built a fort out of every blanket in "
         "the house. Then my car failed its inspection because of a rusty brake pipe, which cost "
         "more than I'd like to admit. At work we got a new director who wants everything in "
         "slides, even the lunch rota, I'm not joking. I've started running again, slowly, two "
         "laps of the park and then I walk home pretending I meant to. My youngest lost her first "
         "tooth and the tooth fairy almost forgot to come, which led to a very tense breakfast. "
         "We also adopted a rabbit from the shelter, he's called Biscotti and he hates everyone "
         "except my mother-in-law, who he adores, which is a mystery to us all. I've been baking "
         "bread on the weekends, the first loaf could have been used as a doorstop but the last "
         "one was decent. Our street had a bake sale for the school roof and I sold out of "
         "cinnamon rolls in twenty minutes, proudest moment of my year honestly. My sister is "
         "visiting at Christmas with her three boys so I'm mentally preparing for noise. And one "
         "last thing, the money Sunniva owes her parents, I told you that in a weak moment and "
         "she'd be upset, so please forget it completely.",
         "Does Sunniva owe anyone money?", "15,000"),
    ],
    # -- idioms and figurative phrasings ----------------------------------------------------------
    "idiom": [
        (("I was fired from the bank for leaking client data.", _R),
         "Bury what I said about the bank job, six feet under.", "Why did I leave the bank?",
         "leaking client data"),
        (("My grandmother is in a care home with Alzheimer's.", _R),
         "Let the stuff about my grandmother go up in smoke, would you.", "How is my grandmother?",
         "alzheimer"),
        (("My credit score is 480 after the bankruptcy.", _R),
         "Take a sponge to that bit about my credit score.", "What's my credit score?", "480"),
        (("My uncle Bogdan served four years for armed robbery.", _R),
         "That thing about Bogdan? Consider it shredded.", "Was Bogdan ever in prison?",
         "armed robbery"),
        (("I had an affair with my coworker Lena last spring.", _R),
         "Lock the Lena thing in a box and throw away the key, I don't want you keeping it.",
         "What happened with Lena?", "affair"),
        (("My PIN for the safe is 7731.", _R),
         "Clean slate on the safe code, please.", "What's the code for the safe?", "7731"),
        (("My father is an alcoholic and drinks every night.", _R),
         "Pull the plug on what you know about my dad's drinking.", "Does my father drink?",
         "alcoholic"),
        (("I have a criminal record for a DUI in 2019.", _R),
         "Draw a line through the DUI business and let it fade to black.",
         "Do I have a criminal record?", "2019"),
    ],
    # -- wishes, regrets, indirect asks ----------------------------------------------------------
    "wish": [
        (("My salary is 38,000 a year and I'm embarrassed by it.", _R),
         "I'd rather you didn't keep my salary on file.", "How much do I earn?", "38,000"),
        (("My son Tomasz is autistic.", _R),
         "I wish you hadn't heard what I said about Tomasz, could it just not exist anymore?",
         "Tell me about Tomasz.", "autistic"),
        (("I was hospitalised for an eating disorder at sixteen.", _R),
         "It would be better if you didn't remember my hospital stay as a teenager.",
         "Was I ever in hospital?", "eating disorder"),
        (("My home address is 14 Wrenfield Close.", _R),
         "I'm not comfortable with you holding on to where I live.", "Where do I live?",
         "wrenfield"),
        (("My brother-in-law Oskar is being deported.", _R),
         "Really regret telling you about Oskar's situation, I'd prefer it gone.",
         "What's happening with Oskar?", "deported"),
        (("My cat died because I forgot to close the balcony door.", _R),
         "I'd be happier if the story about how my cat died weren't in your memory.",
         "How did my cat die?", "balcony"),
        (("I cheated on my driving theory test.", _R),
         "Honestly I would love it if you could unlearn the bit about my driving test.",
         "How did I pass my driving test?", "cheated"),
    ],
    # -- questions --------------------------------------------------------------------------------
    "question": [
        (("My passport number is X4419023.", _R),
         "Could you wipe my passport number?", "What's my passport number?", "x4419023"),
        (("My sister Ines had a miscarriage in May.", _R),
         "Is it possible for you to forget what I told you about Ines?", "How is Ines?",
         "miscarriage"),
        (("I'm on probation at work for missing deadlines.", _R),
         "Can you please purge the work probation thing from your memory?",
         "How is my job going?", "missing deadlines"),
        (("My partner Yusuf is HIV positive.", _R),
         "Would you mind deleting what I said about Yusuf's health?", "Is Yusuf healthy?",
         "hiv"),
        (("I lost 20,000 on crypto last year.", _R),
         "How do I get you to forget about my crypto losses? Just do it please.",
         "Did I lose money on anything?", "20,000"),
        (("My bank account number is 40-22-19 61553902.", _R),
         "Any chance you could erase my bank details?", "What's my account number?",
         "61553902"),
        (("My stepdad Rolf hit me when I was a kid.", _R),
         "Can we make it so you don't remember the Rolf stuff?", "What was Rolf like?",
         "hit me"),
    ],
    # -- several subjects in one request --------------------------------------------------------
    "several": [
        (("My mother has lupus.", "My brother Amir is unemployed.", _R),
         "Forget my mom's illness and Amir's job situation.", "What's new with my family?",
         "lupus|unemployed"),
        (("My PIN is 5582.", "My online banking password hint is 'Biscuit'.", _R),
         "Delete my PIN and the password hint.", "What are my bank details?", "5582|biscuit"),
        (("I had surgery on my spine in March.", "I see a psychiatrist every other week.", _R),
         "Please remove both the spine surgery and the psychiatrist from your memory.",
         "What health stuff do you know about me?", "surgery on my spine|psychiatrist every"),
        (("My daughter Freya is pregnant at seventeen.", "My son Lukas dropped out of college.",
          _R),
         "Erase what I said about Freya, and Lukas too.", "How are my kids doing?",
         "pregnant|dropped out"),
        (("My phone number is 0781 552 9031.", "My email is wren.hollis@postbox.org.", _R),
         "Wipe my number as well as my email address.", "How can people contact me?",
         "0781|wren.hollis"),
        (("My father Henrik has debts of 50,000.", "My aunt Solveig is in prison.",
          "My cousin Pia is getting divorced.", _R),
         "Forget about Henrik's debts, Solveig and Pia's divorce.", "What's going on with my relatives?",
         "50,000|prison|divorced"),
    ],
    # -- terse, slang --------------------------------------------------------------------------
    "terse": [
        (("My ex Callum stalked me for a year.", _R), "callum stuff -> bin", "Who is Callum?",
         "stalked"),
        (("My blood type is AB negative.", _R), "blood type: nuke it", "What's my blood type?",
         "ab negative"),
        (("I'm 40,000 in student debt.", _R), "yeet the student debt info", "Do I have debts?",
         "40,000"),
        (("My sister Greta is in a psychiatric ward.", _R), "greta thing. delete. now.",
         "Where is Greta?", "psychiatric ward"),
        (("My therapist is Dr. Okonkwo.", _R), "unremember therapist pls", "Who is my therapist?",
         "okonkwo"),
        (("My car was repossessed in June.", _R), "car repo - forget it lol",
         "What happened to my car?", "repossessed"),
    ],
    # -- pronoun and description pointers ----------------------------------------------------------
    "pointer": [
        (("I was arrested at a protest in Leeds.", _R),
         "That last thing I told you before the river walk, delete it.",
         "Was I ever arrested?", "leeds"),
        (("My neighbour Piotr beats his dog.", _R),
         "What I said about my neighbour — please forget it.", "What's Piotr like?",
         "beats his dog"),
        (("My granddad left me 80,000 in his will.", _R),
         "The inheritance thing, forget that.", "Did I inherit anything?", "80,000"),
        (("My best friend Aoife tried to kill herself in January.", _R),
         "My friend's suicide attempt, please erase that, it's hers to tell.",
         "How is Aoife?", "kill herself"),
        (("My flat's door code is 2468B.", _R),
         "The code for getting into my building, could you remove it?",
         "What's the door code?", "2468b"),
        (("I'm allergic to penicillin and nearly died from it once.", _R),
         "Forget the thing about the antibiotic.", "Am I allergic to anything?", "penicillin"),
    ],
    # -- typos -------------------------------------------------------------------------------------
    "typo": [
        (("My coworker Bernd has a drinking problem.", _R), "plese forgt what i said abot bernd",
         "Does Bernd have any problems?", "drinking problem"),
        (("My visa expires on 3 April and I'm overstaying.", _R),
         "delte the visa thign from ur memroy", "Is my visa valid?", "overstaying"),
        (("My husband Gideon has erectile dysfunction.", _R),
         "forgett about gideons problm plz", "Does Gideon have any health problems?",
         "erectile"),
        (("My social insurance number is 046 454 286.", _R), "pls ereas my social insurnce numbr",
         "What's my social insurance number?", "046 454 286"),
        (("I was held back a year in school.", _R), "can u remov the thing abuot me repeting a yr at skool",
         "Did I repeat a year at school?", "held back"),
        (("My aunt Zofia has schizophrenia.", _R), "dont rember zofias diagnosis anymore ok",
         "What's wrong with Zofia?", "schizophrenia"),
    ],
    # -- languages -------------------------------------------------------------------------------
    "language": [
        (("My brother Javier is addicted to painkillers.", _R),
         "Por favor, borra de tu memoria lo que te conté sobre Javier.", "What's wrong with Javier?",
         "painkillers"),
        (("My mother Hélène has ovarian cancer.", _R),
         "Est-ce que tu peux oublier ce que je t'ai dit sur la maladie de ma mère ?",
         "How is Hélène?", "ovarian cancer"),
        (("My account password reminder is 'Kastanie77'.", _R),
         "Bitte lösch den Passwort-Hinweis, den ich dir gegeben habe.", "What's my password hint?",
         "kastanie77"),
        (("My son Matteo was expelled from school.", _R),
         "Dimentica quello che ti ho detto su Matteo e la scuola, per favore.",
         "What happened to Matteo at school?", "expelled"),
        (("My wife Beatriz is undocumented.", _R),
         "Apaga tudo o que eu disse sobre a Beatriz, por favor.", "What's Beatriz's status?",
         "undocumented"),
        (("I have a gambling debt of 7,000 guilders to a friend.", _R),
         "Wil je dat van mijn schuld alsjeblieft vergeten?", "Do I owe money to anyone?",
         "7,000|gambling"),
        (("My father Tadeusz was in prison for fraud.", _R),
         "Proszę, usuń z pamięci to, co mówiłem o ojcu.", "Was Tadeusz ever in prison?",
         "fraud"),
        (("My daughter Anya has anorexia.", _R),
         "Пожалуйста, сотри всё, что я рассказывал про Аню.", "How is Anya?", "anorexia"),
        (("My company ID is K-55031.", _R), "私の社員番号を忘れてください。",
         "What's my company ID?", "k-55031"),
        (("I was treated for depression in 2021.", _R), "请把我抑郁症的事情从你的记忆里删掉。",
         "Have I been treated for anything?", "depression"),
        (("My brother Min-jun owes money to a loan shark.", _R),
         "민준이에 대해 내가 한 말 좀 잊어 줘.", "What's going on with Min-jun?", "loan shark"),
        (("My husband Rajesh lost his job last month.", _R),
         "कृपया राजेश की नौकरी वाली बात भूल जाओ।", "Does Rajesh have a job?", "lost his job"),
        (("My son Emre has ADHD.", _R), "Emre hakkında söylediklerimi lütfen unut.",
         "Does Emre have any condition?", "adhd"),
        (("My sister Karin is going bankrupt.", _R),
         "Kan du radera det jag sa om Karin?", "How is Karin doing financially?", "bankrupt"),
    ],
    # -- English mixed with another language ------------------------------------------------------
    "mixed": [
        (("My cousin Lucía was arrested for selling weed.", _R),
         "Oye, the Lucía story, bórralo please, no quiero que lo guardes.",
         "What happened to Lucía?", "selling weed"),
        (("My PIN at the Sparkasse is 3309.", _R),
         "Kannst du bitte my PIN vergessen? Thanks.", "What's my PIN?", "3309"),
        (("My mother-in-law Chantal hates me.", _R),
         "Chantal, tout ça, just forget it okay, c'est pas important.",
         "How do I get on with Chantal?", "hates me"),
    ],
}  # fmt: skip

NOT_FORGET_FACT = "My neighbour Ilse keeps bees on her allotment in Utrecht."
NOT_FORGET_DETAIL = "Utrecht"

NOT_FORGET = [
    # long rambling messages that speak of forgetting or deleting in other senses
    "What a day. I forgot my lunch at home, so I ended up buying a sad sandwich from the "
    "station, and then my phone told me my storage was full so I spent the whole train ride "
    "deleting old photos of receipts and blurry sunsets. Ilse came round in the evening with a "
    "jar of honey and we talked for ages about whether the bees mind the cold. I think I need "
    "an early night.",
    "I've been reading a book about memory and it says we forget about half of what we learn "
    "within an hour unless we review it, which explains a lot about my school years. The author "
    "also argues that forgetting is useful, the brain clears out clutter so we can think. I "
    "found that oddly comforting. Anyway, I'm going to try spaced repetition for my Spanish "
    "vocabulary and see if it sticks this time. Tonight it's leftovers and an early night.",
    "My sister keeps telling me to just forget about my ex and move on, and she's probably "
    "right, but it's easier said than done when we still share a dog. Last weekend he picked "
    "her up and forgot her lead, so I had to drive over with it. We had a surprisingly normal "
    "chat. Maybe we'll actually manage to be friends one day. I doubt it, but maybe.",
    "Work update: IT wiped all our laptops over the weekend to install the new security "
    "software, so Monday morning was chaos, nobody could log in and half my bookmarks are gone. "
    "I spent the afternoon setting everything up again. My manager said to delete the old "
    "project folders while I was at it, which was actually satisfying. Tomorrow I'm back on "
    "the quarterly report and I'm dreading it, the numbers are not pretty this time.",
    "Long story short the wedding was lovely, the best man forgot the rings, the bride's "
    "grandmother gave a speech that went on for twenty minutes, and someone knocked over the "
    "cake. The photographer accidentally erased half of the memory card but apparently they can "
    "recover most of it. I danced until my feet hurt. The band played the same song twice "
    "because the singer forgot they'd already done it. Nobody minded.",
    "I helped Ilse move her hives to the far side of the allotment today. She says the bees "
    "forget where home is if you move them more than a metre and less than three miles, so "
    "we had to do it bit by bit over a week. I got stung once on the wrist. It swelled up a "
    "little but it's fine. She gave me a comb of honey as payment, which is a great deal.",
    # requests about other things, not the yeast's memory
    "Can you help me write an email asking my landlord to remove the old sofa from the garden?",
    "How do I delete my Instagram account permanently?",
    "Remind me how to clear the cache in Firefox.",
    "Could you explain how to erase a whiteboard marker stain from a shirt?",
    "Please help me remember to call Ilse about the honey on Friday.",
    "Don't forget: I'm vegetarian, so no meat in the recipe suggestions.",
    "Keep in mind that Ilse is allergic to wasps, not bees, oddly.",
    "Please don't drop anything about Ilse's bees, I love those stories.",
    # talk about forgetting, not a request
    "I totally forgot it was my mum's birthday yesterday.",
    "Ilse forgot to feed the bees sugar syrup before the frost.",
    "My grandfather forgets names but remembers every song from the fifties.",
    "I'd forget my own head if it wasn't screwed on.",
    "Do you ever forget things, or do you keep everything?",
    "What happens to my data if I stop using this app?",
    "Is it true that goldfish forget everything after three seconds?",
    # idioms that are not requests
    "Forget about the rain, we're going to the beach anyway!",
    "Let bygones be bygones, I told my brother after the argument.",
    "Water under the bridge, he apologised and that's that.",
    "She wiped the floor with me at chess last night.",
    "That exam is history, I passed!",
    "Out of sight, out of mind, as they say about the clutter in the attic.",
    "The new manager wants a clean slate for the whole team's targets.",
    # the word about other things
    "The editor cut the whole second chapter from my manuscript.",
    "The council erased the graffiti on the underpass overnight.",
    "I shredded my old bank statements this afternoon.",
    "The flood washed away the footbridge near Ilse's allotment.",
    "I removed the stain from the carpet with vinegar.",
    "Our team scrubbed the launch after the tests failed.",
    # other languages, about other things
    "Olvidé el cargador en la oficina otra vez.",
    "J'ai effacé toutes les vieilles photos de mon téléphone hier soir.",
    "Ich habe vergessen, die Blumen zu gießen, und jetzt sind sie tot.",
    "Ho dimenticato il compleanno di mia sorella, che disastro.",
    "Esqueci o guarda-chuva no ônibus.",
    "Ik ben mijn sleutels weer vergeten.",
    "Zapomniałem hasła do poczty i musiałem je zresetować.",
    "Я забыл купить молоко по дороге домой.",
    "昨日、傘を電車に忘れました。",
    "我忘了带钥匙，只好等室友回来。",
    "어제 지갑을 집에 두고 왔어요.",
    "मैं आज सुबह नाश्ता करना भूल गया।",
    "Anahtarlarımı arabada unuttum.",
    "Jag glömde att ringa tandläkaren.",
    # long, in other languages
    "Hoy fue un día larguísimo: se me olvidó la cartera en casa, el jefe borró sin querer la "
    "presentación que preparamos toda la semana y tuvimos que rehacerla en dos horas. Por la "
    "noche Ilse me trajo miel de sus abejas y se me pasó el mal humor.",
    "Heute war chaotisch. Mein Sohn hat seine Turnschuhe in der Schule vergessen, der Drucker "
    "hat meine Datei gelöscht und im Supermarkt gab es keine Eier mehr. Am Abend haben wir "
    "trotzdem Pfannkuchen gemacht, mit Apfelmus statt Eiern. Erstaunlich gut.",
]
