# ruff: noqa: E501 - a data file: the conversations are kept one per line
"""A tenth held-out set for ``benchmarks/trust.py`` (issue 20): forget requests, and messages
that only look like one, written on 2026-11-27 before the change that reads terse imperatives,
idioms, wishes and pointers better, by someone who had not read the detector's code, word lists
or training data (nor sets 8 and 9's sentences closely), and committed before it was run. It is
the held-out figure of that change: nothing is tuned on it, and its misses are not read to fix
things.

Same shape as :mod:`trust_cases_ninth`, weighted toward the forms set 9 found weak: idioms and
figurative phrasings, terse slang, wishes and indirect requests, pointers ("the last thing I
told you", descriptions of what was said), several subjects in one request, long messages with
the request buried, questions, typos, requests in 14 languages, and messages mixing two
languages. Look-alikes (54) use forget, delete, erase, remove, wipe and their idioms in other
senses (some long, 18 not in English), or talk about the yeast's memory without asking it to
forget anything.

* **forget** (:data:`FORGET`, by family): each ``(said, request, question, details)``: what the
  user said before (the river filler always among it, and it must survive), the request, a
  later question, and the details (``|``-separated) that must then be reachable nowhere. For
  "the last thing" pointers the river filler comes first, so the pointed-at memory is the one
  said just before the request.
* **not_forget** (:data:`NOT_FORGET`): messages that ask nothing of the yeast's memory. After
  :data:`NOT_FORGET_FACT` such a message must forget nothing: the fact (its detail
  :data:`NOT_FORGET_DETAIL`) stays alive and the forgetting log has no entry. Several name the
  fact's subject (Tobias, his boats).

All belong to the ``held_out`` half, batch ``tenth``; each forget case's family is
``tenth-<family>``.
"""

from __future__ import annotations

__all__ = ["FORGET", "NOT_FORGET", "NOT_FORGET_FACT", "NOT_FORGET_DETAIL"]

_R = "I enjoy long walks by the river on Sundays."

# family -> [(said before, request, question, details that must vanish)]
FORGET = {
    # -- idioms and figurative phrasings ---------------------------------------------------------
    "idiom": [
        (("I owe a loan shark in Marseille 12,000 euros.", _R),
         "Pretend I never brought up the loan shark business, okay?",
         "Do I owe anyone money?", "12,000|marseille"),
        (("My sister Greta was hospitalised for an eating disorder last spring.", _R),
         "Wipe the slate clean on what I shared about Greta.",
         "How is Greta doing?", "eating disorder"),
        (("I was fired from Halvorsen Logistics for fudging expense reports.", _R),
         "Put the thing about my firing through the shredder, would you.",
         "Why did I leave my last job?", "halvorsen|fudging"),
        (("My husband and I sleep in separate rooms since the affair.", _R),
         "Let the stuff about my marriage go up in smoke.",
         "How are things with my husband?", "separate rooms|affair"),
        (("I failed my driving test four times before I passed.", _R),
         "Consign my driving test saga to oblivion, please.",
         "How many tries did my driving test take?", "four times"),
        (("My PIN for the Triodos account is 5831.", _R),
         "Act like you never heard my bank PIN.",
         "What's my bank PIN?", "5831"),
        (("My cousin Luca served eighteen months in prison for burglary.", _R),
         "Draw a line through everything I told you about Luca.",
         "What do you know about Luca?", "eighteen months|burglary"),
        (("I have a gambling problem and lost 9,000 on poker sites this year.", _R),
         "Throw what I said about the poker losses down the memory hole.",
         "How much did I lose gambling?", "9,000"),
        (("My blood pressure reading last week was 168 over 102.", _R),
         "Let the blood pressure numbers vanish from your head.",
         "What was my blood pressure?", "168"),
        (("I'm secretly interviewing at Brightwave Studios to leave my team.", _R),
         "Bury the Brightwave thing, it never left my lips.",
         "Am I looking for a new job?", "interviewing"),
    ],
    # -- terse, slang ----------------------------------------------------------------------------
    "terse": [
        (("My salary is 87,500 a year before tax.", _R),
         "salary thing. nuke it.", "What do I earn?", "87,500"),
        (("I'm going through a divorce from Marcus and it's ugly.", _R),
         "ditch the divorce stuff", "Am I married?", "marcus"),
        (("My home address is 14 Wrenfield Close, Bristol.", _R),
         "my address? bin it.", "Where do I live?", "wrenfield"),
        (("I spent three weeks in rehab for alcohol in 2021.", _R),
         "rehab bit - gone pls", "Have I ever been to rehab?", "three weeks|alcohol"),
        (("My passport number is X4471902.", _R),
         "lose the passport no.", "What's my passport number?", "x4471902"),
        (("I have a tattoo of my ex's name, Danielle, on my ankle.", _R),
         "Tattoo? Scrap it.", "Do I have any tattoos?", "danielle|ankle"),
        (("I take methotrexate on Fridays for psoriasis.", _R),
         "kill the meds note", "What medication do I take?", "methotrexate|psoriasis"),
        (("My son Ezra got caught shoplifting at the mall.", _R),
         "Ezra + the mall: drop it.", "What happened with Ezra?", "shoplifting"),
    ],
    # -- wishes and indirect requests ------------------------------------------------------------
    "wish": [
        (("My therapist, Dr. Okafor, thinks I have borderline traits.", _R),
         "I'd rather you didn't hold on to what I said about my therapist.",
         "What does my therapist think?", "borderline|okafor"),
        (("My brother Jonas was arrested for drunk driving in March.", _R),
         "I wish you hadn't heard that about Jonas; could you let it go?",
         "What happened to Jonas?", "drunk driving"),
        (("I have 23,000 in credit card debt across four cards.", _R),
         "It would be great if my credit card situation weren't in your memory anymore.",
         "How much debt do I have?", "23,000"),
        (("My last blood test showed a cholesterol of 7.4.", _R),
         "I don't want you keeping my blood test results.",
         "What was my cholesterol?", "7.4"),
        (("My kids go to Saint Brigid's primary on Orchard Lane.", _R),
         "Honestly I'd sleep better if you had no idea where my kids go to school.",
         "Where do my kids go to school?", "brigid|orchard"),
        (("I used to work as a croupier at the Golden Palm casino.", _R),
         "Ideally there'd be no trace of my casino job in what you remember.",
         "What jobs have I had?", "croupier|golden palm"),
        (("My visa was refused twice by the Canadian embassy.", _R),
         "I'd prefer the visa refusals not to stay with you.",
         "Have I had visa problems?", "refused twice"),
        (("I had a miscarriage in October and haven't told my family.", _R),
         "Could we make it so you no longer know about October? It's too raw.",
         "Has anything hard happened to me lately?", "miscarriage"),
    ],
    # -- pointers: the last thing said, or a description of it -----------------------------------
    "pointer": [
        ((_R, "I cheated on my final exam in statistics."),
         "Scrap the last thing I told you.", "Did I ever cheat?", "cheated"),
        ((_R, "My boss Henrietta drinks at her desk every afternoon."),
         "Forget what I just said.", "What's Henrietta like?", "drinks at her desk"),
        ((_R, "I still have 40 unpaid parking tickets in Lyon."),
         "Delete my previous message please.", "Do I have unpaid fines?", "parking tickets|lyon"),
        ((_R, "My neighbour's teenage son sold me weed last summer."),
         "That last bit — don't remember it.", "Who sold me anything?", "weed"),
        (("My mortgage payment is 1,940 a month and I'm two months behind.", _R),
         "Remove the money thing I mentioned before the walks.",
         "Am I behind on my mortgage?", "1,940|two months behind"),
        (("I was diagnosed with early glaucoma in my left eye.", _R),
         "The medical stuff I brought up earlier, please erase it.",
         "Do I have any eye problems?", "glaucoma"),
        ((_R, "My grandmother left her house in Porto to me, not my sisters."),
         "Unsee that last message, I shouldn't have said it.",
         "Did I inherit anything?", "porto"),
        (("My friend Soraya is secretly pregnant with twins.", _R),
         "What I told you about my friend, please don't keep it, it's her news.",
         "Any news about Soraya?", "pregnant|twins"),
    ],
    # -- several subjects in one request ---------------------------------------------------------
    "several": [
        (("My phone PIN is 2468.", "My gym locker code is 1357.", _R),
         "Forget both codes I gave you, the phone one and the locker one.",
         "What are my codes?", "2468|1357"),
        (("I was bankrupt in 2015.", "My father was in prison when I was a kid.", _R),
         "Please delete the bankruptcy and the stuff about my dad.",
         "Tell me about my past.", "2015|prison"),
        (("My ex Rafael lives at 3 Calle Olmo, Valencia.", "Rafael's new number is 611 204 877.", _R),
         "Erase Rafael's address and his number.",
         "How can I reach Rafael?", "calle olmo|611 204 877"),
        (("I'm allergic to penicillin.", "I had a kidney stone removed in May.", "I see a psychiatrist every Tuesday.", _R),
         "Get rid of all the health info: the allergy, the kidney stone and the psychiatrist.",
         "What are my health issues?", "penicillin|removed in may|every tuesday"),
        (("My work laptop password is Orchid!Falls77.", "My Wi-Fi password is tangerine-moon-42.", _R),
         "Wipe the two passwords as well as anything else about logins.",
         "What are my passwords?", "orchid|tangerine"),
        (("My sister Ines is getting divorced.", "My brother Tomas lost his job at the bank.", _R),
         "Don't remember Ines's divorce or Tomas losing his job, please.",
         "How are my siblings?", "divorced|lost his job"),
    ],
    # -- long messages, the request buried -------------------------------------------------------
    "rambling": [
        (("I was caught speeding at 140 on the A7 and lost my licence for a month.", _R),
         "Honestly today was a blur. The kids had a half day so I had to juggle pickups, my "
         "mother-in-law called twice about Christmas plans even though it's months away, and I "
         "burned the rice at dinner because I was answering emails. The speeding business from "
         "the A7, I'd like you to not keep that anywhere, it's embarrassing. Anyway the good news "
         "is that the new sofa arrived and it actually fits through the door, which I was "
         "seriously doubting after measuring it three times.",
         "Have I had any trouble with driving?", "140|licence"),
        (("My flatmate Bryony steals food from my shelf in the fridge.", _R),
         "Work was fine I guess, we had a fire drill at eleven and everyone stood in the car park "
         "for forty minutes while the wardens counted heads, and then the alarm went off again "
         "at three because someone burned toast. My shoes are new and they gave me blisters. I "
         "started reading a novel about a lighthouse keeper, pretty slow so far but the writing "
         "is gorgeous. Thinking about it, I was being petty about Bryony and the fridge, so "
         "please drop that from what you remember.",
         "What's Bryony like?", "steals food"),
        (("I've been taking 300 mg of lithium since my bipolar diagnosis.", _R),
         "Right, so the garden. The hedge is completely out of control and the council sent a "
         "letter saying it's blocking the pavement, which fair enough. I borrowed my neighbour's "
         "trimmer and spent the whole Saturday on it. Then I found a hedgehog nest at the "
         "bottom, so I left that corner alone, obviously. About the lithium thing I told you, "
         "could you clear that out? I'm not ready for it to be written down anywhere. My arms "
         "are sore and I still need to take the clippings to the tip tomorrow.",
         "What medication am I on?", "bipolar|300 mg"),
        (("My daughter Leonie has been self-harming, the school counsellor called me.", _R),
         "I've been meaning to ask you for recipe ideas for the week because I'm sick of pasta, "
         "but first something else. Leonie's situation that I told you about, take it out of "
         "your memory, she'd be mortified if it were stored. Okay, recipes: we have a lot of "
         "courgettes from the allotment, some chickpeas, feta, and a sad-looking cauliflower. "
         "Nothing too spicy, my partner can't handle heat, and it has to be ready in thirty "
         "minutes on weekdays.",
         "How is Leonie?", "self-harm|counsellor"),
        (("I sold my grandfather's watch for 4,200 to pay the rent.", _R),
         "So the conference was in Ghent this year, beautiful city, lots of canals and far too "
         "many stairs in the hotel. The keynote was about sustainable packaging and honestly it "
         "was better than I expected. I met a supplier from Tallinn who might be able to cut our "
         "shipping costs by a third, so that was worth the trip alone. On the train back I kept "
         "thinking, and I'd rather you wipe the bit about the watch, it still stings. Anyway I "
         "have to write up a report for my manager by Friday.",
         "Did I sell anything valuable?", "4,200"),
        (("My landlady Mrs. Petrakis enters the flat without notice when I'm out.", _R),
         "Quick update on life: I joined a climbing gym, the bouldering room is tiny but the "
         "people are friendly, and I managed my first V3 on Wednesday. My forearms were on fire "
         "for two days. I'm also trying to cut down on coffee, down to two cups a day, which is "
         "going okay except mornings. Oh, and forget what I was saying about the landlady, I "
         "talked to her and it's sorted. Next week I might try the lead climbing course.",
         "Is my landlady a problem?", "petrakis|without notice"),
        (("I was passed over for promotion because my manager Karim doesn't like me.", _R),
         "Let me tell you about the weirdest dinner party. The host served a cold soup made of "
         "watermelon and tomato, then a whole roasted fish with the head on, and half the guests "
         "didn't know what to do with it. Someone spilled red wine on a white rug, there was a "
         "very awkward silence, and the host's dog ate a bread roll off a plate. Good night "
         "overall. Before I forget, erase what I said about Karim and the promotion, I was just "
         "venting and it's not fair to him.",
         "Why didn't I get promoted?", "passed over"),
        (("My twin brother Aurel is in debt to his bookie.", _R),
         "This morning was rough, the train was cancelled, I waited forty minutes on the "
         "platform in the drizzle, and by the time I got to the office my laptop had decided to "
         "install updates for half an hour. Lunch was a soggy sandwich. In the afternoon I had a "
         "long call with a client from Singapore who wants everything yesterday. I keep thinking "
         "I shouldn't have told you about Aurel's situation, it's his business, not mine, so "
         "please let that one go from your memory. Anyway, tomorrow is another day.",
         "How's Aurel doing?", "bookie"),
    ],
    # -- questions -------------------------------------------------------------------------------
    "question": [
        (("My ex-wife Clarisse has a restraining order against her boyfriend.", _R),
         "Could you forget what I mentioned about Clarisse?",
         "What's going on with Clarisse?", "restraining order"),
        (("My social security number is 219-09-9999.", _R),
         "Can you wipe my social security number from your memory?",
         "What's my SSN?", "219-09-9999"),
        (("I'm being treated for HIV at the Westgate clinic.", _R),
         "Would you mind erasing the clinic thing?",
         "Where do I get treated?", "hiv|westgate"),
        (("My nephew Fabian was expelled from university for plagiarism.", _R),
         "Is it possible for you to not remember the Fabian story?",
         "What happened to Fabian?", "expelled|plagiarism"),
        (("I earn 3,100 a month from my side business selling candles.", _R),
         "Any chance you could drop the candle business income from your notes?",
         "How much do I make on the side?", "3,100"),
        (("My partner Yusuf has panic attacks on the underground.", _R),
         "Why are you still holding on to what I said about Yusuf? Let it go, please.",
         "How is Yusuf?", "panic attacks"),
    ],
    # -- typos -----------------------------------------------------------------------------------
    "typo": [
        (("My car was repossessed in February.", _R),
         "pls forgt abt the car getting reposessed", "What happened to my car?", "repossessed|february"),
        (("My email password is Hummingbird_55.", _R),
         "delet my emial pasword", "What's my email password?", "hummingbird"),
        (("I have a criminal record for vandalism from when I was 17.", _R),
         "can u remoev the criminal recrd thing", "Do I have a record?", "vandalism"),
        (("My mother Oksana has early-onset Alzheimer's.", _R),
         "plase erse wat i said abot my mom", "How is my mother?", "alzheimer"),
        (("I owe my friend Devika 600 for the concert tickets.", _R),
         "froget the Devika dept", "Do I owe Devika anything?", "600"),
        (("My pregnancy test was positive this morning.", _R),
         "dont rember the test thing ok", "Am I pregnant?", "positive"),
    ],
    # -- other languages -------------------------------------------------------------------------
    "language": [
        (("My brother Diego is in a clinic for depression.", _R),
         "Por favor, olvida lo que te conté sobre Diego.", "How is Diego?", "clinic|depression"),
        (("My account number at Crédit Mutuel is 30027 17502 00040.", _R),
         "Efface mon numéro de compte de ta mémoire, s'il te plaît.",
         "What's my account number?", "30027"),
        (("Meine Schwester Frieda hat Schulden beim Finanzamt.", _R),
         "Bitte lösch das mit Frieda und dem Finanzamt.", "Was ist mit Frieda?", "schulden"),
        (("Mio padre ha avuto un infarto a giugno.", _R),
         "Dimentica quello che ti ho detto su mio padre, per favore.",
         "Come sta mio padre?", "infarto"),
        (("Minha senha do banco é Girassol2024.", _R),
         "Apaga a minha senha do banco, por favor.", "Qual é a minha senha?", "girassol"),
        (("Mijn buurman Pieter slaat zijn vrouw.", _R),
         "Wil je vergeten wat ik over Pieter zei?", "Hoe is Pieter?", "slaat"),
        (("Moja żona Agata straciła pracę w banku.", _R),
         "Zapomnij proszę, co mówiłem o Agacie.", "Co u Agaty?", "straciła pracę"),
        (("Мой сын Илья стоит на учёте в полиции.", _R),
         "Пожалуйста, удали то, что я рассказал про Илью.", "Как дела у Ильи?", "полиции"),
        (("私の借金は三百万円あります。", _R),
         "借金のことは忘れてください。", "私の借金はいくらですか？", "三百万円"),
        (("我的病历号是 A-55731。", _R),
         "请把我的病历号删掉。", "我的病历号是多少？", "a-55731"),
        (("제 동생 민준이 음주운전으로 걸렸어요.", _R),
         "민준이 얘기는 잊어 주세요.", "민준이는 어때요?", "음주운전"),
        (("Kardeşim Emre kumar borcu yüzünden evini kaybetti.", _R),
         "Emre hakkında söylediklerimi unut lütfen.", "Emre nasıl?", "kumar"),
        (("Ο σύζυγός μου Νίκος έχει χρέη 15.000 ευρώ.", _R),
         "Σε παρακαλώ, ξέχασε ό,τι σου είπα για τον Νίκο.", "Τι γίνεται με τον Νίκο;", "15.000"),
        (("Nomor rekening saya di BCA adalah 7730 1122 85.", _R),
         "Tolong hapus nomor rekening saya dari ingatanmu.", "Berapa nomor rekening saya?", "7730"),
    ],
    # -- two languages in one message ------------------------------------------------------------
    "mixed": [
        (("I had knee surgery at the Charité in Berlin.", _R),
         "Bitte vergiss the thing about my knee surgery.", "Have I had surgery?", "charité"),
        (("My credit score dropped to 540 after the missed payments.", _R),
         "Olvida lo de my credit score, please.", "What's my credit score?", "540"),
        (("My uncle Bernard was in a psychiatric ward in Lille.", _R),
         "Oublie ce que j'ai dit about uncle Bernard, okay?", "How is Bernard?", "psychiatric|lille"),
        (("My sister Chiara's husband hits her.", _R),
         "Per favore cancella what I told you about Chiara.", "How is Chiara?", "hits her"),
    ],
}  # fmt: skip

NOT_FORGET_FACT = "My cousin Tobias restores old wooden sailboats in Gdansk."
NOT_FORGET_DETAIL = "Gdansk"

NOT_FORGET = [
    # idioms and the word in other senses
    "Forget it, I'll just walk home instead of waiting for the bus.",
    "Let's wipe the slate clean and start the garden project again in spring.",
    "Never mind, I found my keys in the other coat.",
    "He totally blanked on my name at the party, so awkward.",
    "Drop it, Tobias, you'll never win that argument about boats.",
    "Tobias wiped down the deck of his sailboat after the storm.",
    "The dentist removed two of my wisdom teeth on Monday.",
    "I deleted Instagram from my phone for a month to focus.",
    "My grandma is starting to forget names, and it worries me.",
    "Don't forget that my dentist appointment is on Thursday.",
    "I keep forgetting to water the plants on the balcony.",
    "The hurricane wiped out half the houses on the coast.",
    "The court expunged his record after five clean years.",
    "She erased the whiteboard before the board meeting started.",
    "We scrapped the plan to buy a second car.",
    "Tobias removed the old mast and sanded it down to bare wood.",
    "The song on the radio was 'Forget You', and I sang along.",
    "The app can wipe your phone remotely if it gets stolen.",
    "I cleared the browser cache and the site finally loaded.",
    "Please remember that I prefer tea over coffee.",
    "That was a night to forget: the heating broke and the pipes froze.",
    "The editor asked me to cut the last paragraph of my essay.",
    "The virus deleted half the files on my old laptop.",
    "We threw out the broken chairs from the shed.",
    "Remove the bones before you serve the fish, my friend the chef told me.",
    # questions about forgetting or the yeast's memory, asking nothing to be forgotten
    "What's the best way to get over a bad breakup and stop thinking about it?",
    "Do you ever forget things?",
    "How much do you remember about me so far?",
    "How do I delete a Git branch that was already pushed?",
    "Is it healthy to try to erase painful memories with therapy?",
    "Can you remind me what I told you about Tobias?",
    # long, in English
    "What a weekend. Tobias came down from the coast and we spent Saturday helping him strip "
    "the old varnish off a rudder, which took forever, and then he realised he'd forgotten the "
    "sandpaper at the hardware store. On Sunday my laptop froze and I had to delete a bunch of "
    "old videos just to get it running again. We finished the day with fish and chips by the "
    "harbour and he told me stories about a storm he once sailed through. Exhausted, but good.",
    "My manager finally removed me from the on-call rota, which is a relief after six months. "
    "Then in the afternoon someone wiped the shared drive by accident and we lost a week of "
    "drafts, so IT had to restore it from a backup. I forgot my lunch at home too, so I ended "
    "up eating crackers from the vending machine. Tomorrow should be calmer, I hope.",
    "I've been thinking about memory a lot lately. My grandfather forgot my name at Christmas, "
    "and my mum says it's the beginning of something. We're trying to write down his stories "
    "before they're gone, the one about the lighthouse, the one about meeting my grandmother "
    "at a dance in 1958. It's strange how some things vanish and others stay so sharp.",
    # other languages, about other things
    "Se me olvidó el paraguas en el tren esta mañana.",
    "N'oublie pas que c'est l'anniversaire de Tobias demain.",
    "Vergiss es, wir fahren morgen mit dem Rad.",
    "Ho cancellato l'appuntamento dal dentista perché ero malato.",
    "Apaguei as mensagens antigas do grupo da família.",
    "Vergeet niet de vuilnis buiten te zetten vanavond.",
    "Usunąłem aplikację banku i zainstalowałem ją ponownie.",
    "Не забудь позвонить бабушке в воскресенье.",
    "宿題をするのを忘れてしまった。",
    "我把旧照片都删了，手机终于有空间了。",
    "비밀번호를 잊어버려서 재설정했어요.",
    "मैंने पुरानी फाइलें डिलीट कर दीं।",
    "Toplantıyı unuttum, patronum çok kızdı.",
    "Jag raderade alla gamla mejl i helgen.",
    "Ξέχασα το κινητό μου στο ταξί.",
    "Saya lupa membawa payung tadi pagi.",
    "Zapomněl jsem si klíče v práci.",
    "نسيت محفظتي في السيارة.",
    # long, in other languages
    "Qué semana. Tobias vino a visitarnos y pasamos el sábado lijando el casco de su velero; "
    "luego se dio cuenta de que había olvidado el barniz en Gdansk. El domingo borré medio "
    "disco duro sin querer y tuve que recuperar las fotos de una copia de seguridad.",
    "Cette semaine, mon chef a supprimé la réunion du lundi, j'ai oublié mon badge deux fois, "
    "et le technicien a effacé tout le disque de l'imprimante en la réparant. Heureusement, "
    "le week-end arrive et Tobias nous invite sur son bateau.",
]
