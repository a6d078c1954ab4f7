# ruff: noqa: E501 - a data file: the conversations are kept one per line
"""An eighth held-out set for ``benchmarks/trust.py`` (issue 20): forget requests, and messages
that only look like one, written on 2026-11-26 before the learned forget reader was made
multilingual, by someone who had not read the detector's code, word lists or training data,
and committed before it was run. It is the held-out figure of that change: nothing is tuned on
it, and its misses are not read to fix things.

Same shape as :mod:`trust_cases_seventh`; wording, subjects and languages are kept apart from
sets 1-7. Requests in 19 languages no earlier set uses (Thai, Ukrainian, Romanian, Bengali,
Tamil, Malay, Persian, Norwegian, Catalan, Urdu, Serbian, Bulgarian, Slovak, Lithuanian,
Estonian, Afrikaans, Icelandic, Nepali, Latvian), English mixed with four of them, idioms
("strike it from the record", "nuke", "give yourself amnesia"), questions, typos, pronoun and
description pointers, several subjects at once, long rambling messages with the request
buried, wishes and regrets, and terse slang. Look-alikes in English and 15 other languages.

* **forget** (:data:`FORGET`, by family): each ``(said, request, question, details)``: what the
  user said before (the river filler always among it, and it must survive), the request, a
  later question, and the details (``|``-separated) that must then be reachable nowhere.
* **not_forget** (:data:`NOT_FORGET`): messages with a forgetting or removal word (or an
  idiom of one) that ask nothing of the yeast's memory. After :data:`NOT_FORGET_FACT` such a
  message must forget nothing: the fact (its detail :data:`NOT_FORGET_DETAIL`) stays alive and
  the forgetting log has no entry. Several name the fact's subject (Teodor, his boats).

All belong to the ``held_out`` half, batch ``eighth``; each forget case's family is
``eighth-<family>``.
"""

from __future__ import annotations

__all__ = ["FORGET", "NOT_FORGET", "NOT_FORGET_FACT", "NOT_FORGET_DETAIL"]

_R = "I enjoy long walks by the river on Sundays."

# family -> [(said before, request, question, details that must vanish)]
FORGET = {
    # -- languages no earlier set uses ------------------------------------------------------------
    "language": [
        (("My brother Somchai was arrested for drunk driving.", _R),
         "ช่วยลืมเรื่องที่ฉันเล่าเกี่ยวกับสมชายด้วยนะ", "What happened to Somchai?", "drunk driving"),
        (("My mother has stage two breast cancer.", _R),
         "Будь ласка, забудь те, що я розповів про маму.", "How is my mother?", "breast cancer"),
        (("My debit card PIN is 0912.", _R), "Te rog să ștergi codul PIN al cardului meu.",
         "What's my card PIN?", "0912"),
        (("My husband Rafiq lost his job at the garment factory.", _R),
         "দয়া করে রফিকের ব্যাপারে যা বলেছি তা ভুলে যাও।", "What happened to Rafiq?", "garment factory"),
        (("I was diagnosed with type 1 diabetes last year.", _R),
         "என் நீரிழிவு நோய் பற்றி நான் சொன்னதை மறந்துவிடு.", "Do I have any illness?", "type 1 diabetes"),
        (("My IC number is 880512-14-5567.", _R),
         "Tolong padamkan nombor kad pengenalan saya daripada ingatan awak.", "What is my IC number?",
         "880512"),
        (("My sister Shirin is applying for asylum in Germany.", _R),
         "لطفاً هر چه درباره شیرین گفتم را فراموش کن.", "What is Shirin doing?", "asylum"),
        (("I'm being investigated by my employer for expense fraud.", _R),
         "Vær så snill og slett det jeg sa om jobben min.", "Am I in trouble at work?", "expense fraud"),
        (("My son Pau has epilepsy.", _R), "Si us plau, oblida el que t'he dit del Pau.", "How is Pau?",
         "epilepsy"),
        (("My father owes 2 lakh rupees to a moneylender.", _R),
         "براہ کرم میرے والد کے قرض والی بات بھول جاؤ۔", "Does my father owe money?", "2 lakh"),
        (("My girlfriend Jelena had an abortion last year.", _R),
         "Molim te, zaboravi šta sam ti rekao o Jeleni.", "What do you know about Jelena?", "abortion"),
        (("My wifi password is Orel#2231.", _R), "Моля, изтрий паролата ми за wifi.",
         "What's my wifi password?", "Orel#2231"),
        (("My grandfather Jozef has Parkinson's.", _R), "Prosím, zabudni, čo som ti povedal o dedkovi.",
         "How is my grandfather?", "Parkinson"),
        (("I failed my driving test four times.", _R),
         "Prašau, pamiršk tai, ką sakiau apie vairavimo egzaminą.", "Did I pass my driving test?",
         "four times"),
        (("My wife Kadri is seeing a fertility specialist.", _R), "Palun unusta, mida ma Kadri kohta rääkisin.",
         "Who is Kadri seeing?", "fertility"),
        (("My brother Pieter is in rehab for cocaine.", _R), "Vergeet asseblief wat ek jou van Pieter vertel het.",
         "Where is Pieter?", "cocaine"),
        (("My bank account number is 0133-26-004512.", _R), "Vinsamlegast eyddu bankareikningsnúmerinu mínu.",
         "What's my bank account number?", "004512"),
        (("My uncle Hari was jailed for fraud in Kathmandu.", _R),
         "कृपया हरि काकाको बारेमा मैले भनेको कुरा बिर्सिदेऊ।", "What happened to Hari?", "jailed for fraud"),
        (("I have a gambling addiction.", _R), "Lūdzu, aizmirsti to, ko teicu par azartspēlēm.",
         "Do I have any addictions?", "gambling addiction"),
    ],
    # -- English mixed with one of those languages ------------------------------------------------
    "mixed": [
        (("My friend Ola has a drinking problem.", _R), "Can you glem what I said about Ola's drinking?",
         "Does Ola drink?", "drinking problem"),
        (("I owe my friend Jordi 5,000 euros.", _R), "Esborra, please, the stuff about my debt to Jordi.",
         "Do I owe Jordi money?", "5,000 euros"),
        (("My cousin Azlan was arrested at the border.", _R),
         "Eh can you lupakan the thing about my cousin's arrest lah", "What happened to Azlan?", "at the border"),
        (("I was diagnosed with multiple sclerosis.", _R), "Șterge, te rog, everything about my diagnosis.",
         "What was I diagnosed with?", "multiple sclerosis"),
    ],
    # -- idioms -----------------------------------------------------------------------------------
    "idiom": [
        (("I cheated on my final exam in chemistry.", _R), "Pretend you never heard the chemistry exam thing.",
         "Did I cheat on anything?", "cheated"),
        (("My landlord Victor is evicting me next month.", _R),
         "Let's bury the Victor eviction story and scrub it.", "What's going on with Victor?", "evicting"),
        (("I shoplifted a jacket when I was 19.", _R), "Strike the shoplifting confession from the record.",
         "Have I ever stolen anything?", "jacket"),
        (("I underreported my income on my tax return by 8,000.", _R), "Nuke whatever I said about my tax return.",
         "Did I report all my income?", "8,000"),
        (("My ex Dominic stalked me for a year.", _R), "Give yourself amnesia about my ex Dominic.",
         "Who is Dominic?", "stalked"),
        (("I weigh 142 kilos and I'm ashamed of it.", _R), "Let the stuff about my weight vanish into thin air.",
         "How much do I weigh?", "142 kilos"),
    ],
    # -- asked as a question ----------------------------------------------------------------------
    "question": [
        (("I had a miscarriage in March.", _R), "Could you please not keep anything about my miscarriage?",
         "Have I been pregnant?", "in March"),
        (("My uncle Gordon is an alcoholic.", _R), "Would it be possible to get rid of what I said about Gordon?",
         "What's wrong with Gordon?", "alcoholic"),
        (("I live at 14 Larch Crescent, Leeds.", _R), "Is it too much to ask for you to forget my home address?",
         "Where do I live?", "Larch Crescent"),
        (("My court date for the assault charge is June 3rd.", _R), "Mind dropping the bit about my court date?",
         "When is my court date?", "assault charge"),
        (("My passport number is 539201774.", _R), "What would it take for you to erase my passport number?",
         "What's my passport number?", "539201774"),
        (("My sister Chloe has bulimia.", _R), "can you not remember the thing about my sister's eating disorder?",
         "How is Chloe?", "bulimia"),
        (("My stepson Ravi failed all his exams.", _R), "why not just delete the stuff about Ravi?",
         "How did Ravi do in his exams?", "failed all"),
    ],
    # -- typos ------------------------------------------------------------------------------------
    "typo": [
        (("My dad gambled away our house.", _R), "plz delte evrything abt my dad's gambling",
         "What did my dad do?", "gambled away"),
        (("My blood type is AB negative.", _R), "foget my blood type", "What's my blood type?", "AB negative"),
        (("My friend Nina is cheating on her husband.", _R), "can u erace the stuff abut Nina",
         "What's Nina up to?", "cheating"),
        (("My social security number is 078-05-1120.", _R), "remvoe my ssn pls", "What's my SSN?",
         "078-05-1120"),
        (("I spent 60 days in rehab in Utah.", _R), "dleete what i told yu about my rehab",
         "Have I been to rehab?", "60 days"),
        (("I'm being sued by my former business partner Craig.", _R), "fogret abt the lawsut",
         "Who is suing me?", "former business partner"),
    ],
    # -- pronoun pointers -------------------------------------------------------------------------
    "pronoun": [
        ((_R, "My brother Marco has been secretly gambling online."), "Please forget that, he'd kill me.",
         "What's Marco doing?", "gambling online"),
        (("My colleague Beatrix is pregnant but hasn't told anyone.", _R), "Erase what you know about her, please.",
         "Is Beatrix pregnant?", "hasn't told anyone"),
        ((_R, "My alarm code is 7391."), "scrap that last one", "What's my alarm code?", "7391"),
        (("My parents Hal and June are separating.", _R), "Delete everything about them.",
         "How are my parents?", "separating"),
        ((_R, "I got a DUI in 2019."), "I shouldn't have said that. Please delete it.",
         "Have I been in trouble with the law?", "DUI"),
    ],
    # -- named by a description -------------------------------------------------------------------
    "described": [
        (("I see a urologist for erectile dysfunction.", _R), "Forget my embarrassing health stuff.",
         "Why do I see a urologist?", "erectile"),
        (("My brother-in-law Sam was fired for harassment.", _R), "Remove the thing about my in-law's job loss.",
         "Why was Sam fired?", "harassment"),
        (("My credit card debt is 31,000.", _R), "Delete my money problems from your memory.",
         "How much credit card debt do I have?", "31,000"),
        (("My daughter Maya was bullied so badly she changed schools.", _R), "Please erase the school bullying story.",
         "Why did Maya change schools?", "bullied"),
        (("I was adopted from an orphanage in Romania.", _R), "Forget my family background.",
         "Where was I adopted from?", "orphanage"),
    ],
    # -- two or three things at once --------------------------------------------------------------
    "several": [
        (("My doctor is Dr. Patel at Westside Clinic.", "My dentist is Dr. Okafor on Elm Street.", _R),
         "Forget my doctor and my dentist.", "Who is my doctor?", "Patel|Okafor"),
        (("My sister Greta is getting divorced.", "My brother Lars lost his job.", _R),
         "Please delete what I told you about Greta, and also Lars.", "How are my siblings?",
         "divorced|lost his job"),
        (("My work email is t.bauer@fenwick.co.", "My personal email is tommyb1983@mailbox.org.", _R),
         "Remove both of my email addresses.", "What's my email?", "fenwick|tommyb1983"),
        (("I take sertraline for depression.", "I take propranolol for panic attacks.", "I take melatonin to sleep.", _R),
         "Erase every medication I've mentioned.", "What medications do I take?",
         "sertraline|propranolol|melatonin"),
        (("My ex Jonah lives in Bristol.", "My other ex Kemal lives in Cardiff.", _R),
         "Forget Jonah. And forget Kemal too.", "Where do my exes live?", "Bristol|Cardiff"),
    ],
    # -- long rambling messages with the request buried -------------------------------------------
    "rambling": [
        (("My nephew Theo was caught selling vape pens at school.", _R),
         "So today was a lot. I woke up late, the cat had been sick on the rug, then the bus never came and I ended up walking half the way in the drizzle, which honestly was kind of nice once I stopped being annoyed. Work was the usual, two meetings that could have been emails. Oh and on a different note, I've been thinking about what I told you about Theo and the vape pens and I'd really prefer you deleted it, it's not fair on him. Then in the evening I made lentil soup, which came out way too salty, so I'm eating toast instead.",
         "What did Theo do?", "vape pens"),
        (("My mortgage application was rejected because of my credit score.", _R),
         "Long week. My manager moved the deadline twice, my daughter has a school play on Thursday and I still haven't found a costume that looks like a tree, and the dishwasher is making that grinding noise again. I was going to ask you about recipes but first, the mortgage rejection I mentioned, please wipe that, I don't want it hanging around. Also what's a good side dish for roast chicken that isn't potatoes?",
         "Why was my mortgage rejected?", "credit score"),
        (("My friend Dana confided that she's bisexual.", _R),
         "Okay so random thoughts. I think I want to take up pottery, there's a studio near the station that does beginner classes on Wednesdays. My knee has been better since I started cycling. The neighbours have a new puppy that barks all night. Oh right, what I said about Dana being bisexual was hers to share, not mine, so forget it please. Anyway, do you think pottery is a good hobby for someone with no patience?",
         "What did Dana tell me?", "bisexual"),
        (("I'm on probation until 2027.", _R),
         "Hi again! Quick update on my day: the train was packed, I spilled coffee on my sleeve, and the new intern asked me what a fax machine is, which made me feel ancient. My sister called about our trip to the coast in August, we still can't agree on the dates. By the way, please don't keep the probation detail, remove it from whatever you have on me. Then tonight I'm watching the football and ordering a curry.",
         "Am I on probation?", "until 2027"),
        (("My aunt Beryl left me 40,000 in her will.", _R),
         "I've been sorting the garden all weekend: pulled up the dead tomato plants, repotted the basil, and found a frog living under the water butt, which the kids named Gerald. We also tried that new bakery on the corner, the cinnamon buns are outrageous. Something else, the inheritance from aunt Beryl that I told you about, I'd like that erased, my brother gets touchy about it. Back to the garden: when should I plant garlic?",
         "How much did Beryl leave me?", "40,000"),
    ],
    # -- wishes, regrets, preferences -------------------------------------------------------------
    "wish": [
        (("I had an abortion at 22.", _R), "I regret telling you about my abortion; I'd rather it wasn't stored.",
         "Have I ever had an abortion?", "at 22"),
        (("I make 48,000 a year at the warehouse.", _R),
         "It would make me feel better if my salary weren't in your memory anymore.", "What's my salary?",
         "48,000"),
        (("My kids go to St. Bride's Primary.", _R), "I'd feel safer if you didn't keep my kids' school name.",
         "Where do my kids go to school?", "St. Bride"),
        (("My best friend Felix tried to take his own life.", _R),
         "Honestly, I wish you'd never learned about Felix. Can that be undone?", "How is Felix?",
         "take his own life"),
        (("I'm in the country on an expired visa.", _R),
         "My preference is that nothing about my immigration status stays with you.",
         "What's my visa status?", "expired visa"),
    ],
    # -- terse, slang -----------------------------------------------------------------------------
    "terse": [
        (("My gym membership number is 55012 at PureFit.", _R), "yeet the gym stuff",
         "What's my gym membership number?", "55012"),
        (("My colleague Harriet is on a performance improvement plan.", _R), "bin the Harriet info",
         "How is Harriet doing at work?", "performance improvement plan"),
        (("My birthday is 17 April 1986.", _R), "drop my birthday from memory", "When is my birthday?",
         "17 April 1986"),
        (("I'm allergic to penicillin and latex.", _R), "scrub the allergy info", "What am I allergic to?",
         "penicillin"),
        (("Our mortgage is 410,000 with Halifax.", _R), "purge: mortgage details", "How big is our mortgage?",
         "410,000"),
    ],
}  # fmt: skip

#: The fact each look-alike follows; it must stay alive.
NOT_FORGET_FACT = "My cousin Teodor restores old sailboats in Zadar."
NOT_FORGET_DETAIL = "Zadar"

#: Messages with forget, delete, remove, erase, clear … (or an idiom of one) that ask nothing of
#: the yeast's memory.
NOT_FORGET = [
    # forgetting as something that happened or happens
    "I forgot my keys at Teodor's workshop yesterday.",
    "Teodor forgot to varnish the mast before the rain.",
    "My mind went blank during the presentation.",
    "I keep forgetting to water the plants.",
    "My grandfather has dementia and forgets who I am.",
    # reminders and keep requests
    "Don't let me forget Teodor's boat launch on the 14th.",
    "Remember that I'm allergic to shellfish when suggesting restaurants.",
    "Please note that I prefer metric units.",
    "Please don't erase anything about Teodor, I love hearing about his boats.",
    "Could you remind me what I told you about Teodor's boats?",
    # instructions about other things than memory
    "How do I delete my Facebook account permanently?",
    "How do I remove rust from a boat trailer?",
    "Cut the last sentence of your answer, it's too long.",
    "Forget the small talk, what's the capital of Canada?",
    "Take the garlic out of that recipe, please.",
    "What's the fastest way to clear snow off a driveway?",
    # reported speech, hypotheticals, questions about memory
    "Teodor told me to forget about buying a motorboat.",
    "Erase the pencil marks before you paint the wall, the guide says.",
    "Is it true that the brain deletes memories while you sleep?",
    "Can an AI ever truly forget something it was trained on?",
    "I'm not asking you to delete anything, I just wonder where my data lives.",
    "What's the word for when you forget a word that's on the tip of your tongue?",
    # idioms that are not requests
    "Forget it, I'll ask my sister instead.",
    "Never mind, the package just arrived.",
    "That movie was so bad I want my two hours back.",
    "Let sleeping dogs lie, my dad always said.",
    # the word about other things
    "Teodor scraped the old paint off the hull last week.",
    "The storm wiped out the harbour's wooden pier.",
    "I wiped the kitchen counters and took out the trash.",
    "The city cleared the camp by the river.",
    "I unsubscribed from all those newsletters this morning.",
    "The company deleted my old emails after the migration.",
    # other languages, about other things
    "ฉันลืมกระเป๋าสตางค์ไว้ที่ร้านกาแฟ",
    "Я забув зарядку вдома.",
    "Am uitat să cumpăr pâine.",
    "Jeg glemte nøklene mine på jobben.",
    "He oblidat el paraigua al tren.",
    "یادم رفت نان بخرم.",
    "Saya terlupa bawa payung hari ini.",
    "আমি আজ সকালে নাস্তা করতে ভুলে গেছি।",
    "Zaboravio sam da platim račun za struju.",
    "Как да изтрия профила си във Фейсбук?",
    "Nezabudni mi pripomenúť Teodorove narodeniny.",
    "Ma unustasin oma telefoni bussi.",
    "میں اپنی چابیاں گھر پر بھول گیا۔",
    "நான் என் குடையை பேருந்தில் மறந்துவிட்டேன்.",
    "Ég gleymdi lyklunum mínum heima.",
]
