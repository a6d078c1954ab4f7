# ruff: noqa: E501 - a data file: the conversations are kept one per line
"""A fourth held-out set for ``benchmarks/trust.py`` (issue 20): forget requests as people
write them, and messages that only look like one, written on 2026-11-26 before the detector
or the forgetting were changed for them, and measured first as they were.

The earlier sets crossed a few subjects with a template each ("Scrub {s} from your records."),
so a detector could learn the templates. Here every conversation is written on its own:

* **forget** (:data:`FORGET`): the request is indirect ("I'd rather you didn't keep …", "I'm
  not comfortable with you storing …"), terse ("forget Priya.", "delete that."), polite or
  slangy ("nuke", "bin"), names its subject by a pronoun ("forget him") or a description
  ("the bit about my old job", "what I just said"), asks for two things at once, is embedded
  in a longer message, or is written in another language or with a loanword. Several subjects
  are new (a locker code, a DUI, a religion, a visa …). Each is ``(said, request, question,
  details)``: what the user said before (the river filler always among it, and it must
  survive), the request, a later question, and the details (``|``-separated) that must then
  be reachable nowhere.
* **not_forget** (:data:`NOT_FORGET`): messages with a forgetting or removal word that ask
  nothing of the yeast's memory ("I forgot my keys", "don't forget to …", "delete the file
  from my laptop", "remove the stain", "I wish I could forget …"). After a fact, such a
  message must forget nothing: the fact stays alive and the forgetting log has no entry.

All belong to the ``held_out`` half, batch ``fourth``.
"""

from __future__ import annotations

__all__ = ["FORGET", "NOT_FORGET", "NOT_FORGET_FACT"]

_R = "I enjoy long walks by the river on Sundays."

# (said before, request, question, details that must vanish)
FORGET = [
    # -- indirect / wished ---------------------------------------------------------------------
    ((_R, "My gym locker code is 4471."), "I'd rather you didn't keep my locker code.",
     "What's my locker code?", "4471"),
    (("My blood type is AB negative.", _R),
     "Long day today, the meetings never ended. By the way, I'd prefer you not remember my blood type. Anyway, what should I cook tonight?",
     "What is my blood type?", "AB negative"),
    (("I had an abortion when I was 19.", _R), "I don't want you knowing about my abortion.",
     "Have I ever been pregnant?", "when I was 19"),
    (("I make 140k a year.", _R), "Keep my salary out of your memory.",
     "How much do I make?", "140k"),
    (("I'm currently staying at the Hilton in Boston.", _R),
     "I'm not comfortable with you storing my location. Please delete it.",
     "Where am I staying?", "Hilton"),
    (("I converted to Islam last year.", _R), "Keep nothing about my religion.",
     "What is my religion?", "Islam"),
    (("I've been on five Tinder dates this month.", _R), "Stop keeping notes on my dating life.",
     "How is my dating life going?", "Tinder"),
    (("My son goes to Lincoln Elementary.", _R), "Could you not remember my kid's school? I'd feel safer.",
     "Where does my son go to school?", "Lincoln"),
    (("My passport number is X12345678.", _R), "Don't save my passport number.",
     "What is my passport number?", "X12345678"),
    (("I work at Lockheed Martin on a classified project.", _R),
     "Please stop remembering where I work.", "Where do I work?", "Lockheed"),
    # -- pronoun subjects ------------------------------------------------------------------------
    (("My coworker Brian keeps taking credit for my work.", _R), "Actually, forget him. Wipe it.",
     "What's going on with Brian?", "taking credit"),
    (("My cousin Lena is in rehab for alcohol.", _R), "Please scrub everything about her.",
     "How is Lena doing?", "rehab"),
    (("My neighbour Tom is getting divorced.", _R),
     "I shouldn't have told you about him. Can you erase that?",
     "What's up with Tom?", "getting divorced"),
    (("I'm seeing a guy named Oliver from work, nobody knows.", _R),
     "On second thought, drop that. Forget him.", "Who am I seeing?", "Oliver"),
    ((_R, "My credit score is 580."), "delete that.", "What's my credit score?", "580"),
    ((_R, "My girlfriend is pregnant and we haven't told anyone."), "I'd like that last thing deleted.",
     "Is my girlfriend pregnant?", "pregnant"),
    ((_R, "My salary is going down to 40k after the demotion."), "Forget what I just said.",
     "What happened at work?", "demotion"),
    (("My boss Karen is an alcoholic.", _R),
     "I take back what I said about my boss. Please forget it.", "What is Karen like?",
     "alcoholic"),
    # -- described subjects -------------------------------------------------------------------
    (("I was fired from Deloitte in 2019.", _R), "Erase the bit about my old job, please.",
     "Where did I used to work?", "Deloitte"),
    (("We're trying IVF for the second time.", _R), "Could you unlearn the IVF stuff?",
     "Are we trying for a baby?", "IVF"),
    (("My daughter Mia has an eating disorder.", _R), "Wipe what I said about Mia's health.",
     "How is Mia?", "eating disorder"),
    (("I failed my driving test three times.", _R), "scrub the driving test thing",
     "Did I pass my driving test?", "three times"),
    (("My landlord is suing me for unpaid rent.", _R), "Can you drop the lawsuit stuff from memory?",
     "Is anyone suing me?", "unpaid rent"),
    (("I'm on probation at work after a complaint.", _R), "Please don't keep anything about my probation.",
     "Am I in trouble at work?", "complaint"),
    (("My dad was diagnosed with prostate cancer.", _R),
     "That thing I said about my dad's cancer - please let it go from your memory.",
     "How is my dad?", "prostate"),
    (("My work visa expires in June and I might be deported.", _R), "Purge the stuff about my visa.",
     "What's my visa situation?", "deported"),
    (("I got a DUI last year.", _R), "Get that out of your head - the part about my DUI.",
     "Do I have a DUI?", "DUI"),
    (("I weigh 120 kilos and my doctor is worried.", _R),
     "Would you please discard what I told you about my weight?", "How much do I weigh?",
     "120 kilos"),
    (("My old email was darkknight88@hotmail.com.", _R), "Please remove all traces of my old email.",
     "What was my old email?", "darkknight88"),
    (("My husband Paul had an affair last year.", _R), "Can you wipe your memory of my husband's affair?",
     "What happened with Paul?", "affair"),
    (("I borrowed 5,000 dollars from my uncle.", _R),
     "Never mind my earlier message about the loan; erase it from your memory.",
     "Do I owe anyone money?", "5,000"),
    (("I have a criminal record for shoplifting.", _R),
     "Let's pretend I never told you about my criminal record. Forget it.",
     "Do I have a criminal record?", "shoplifting"),
    (("My birthday is on the 3rd of August.", _R), "Unlearn my birthday, please.",
     "When is my birthday?", "3rd of August"),
    (("I have type 1 diabetes.", _R), "Hey yeast, could you clear out anything about my health?",
     "Do I have any health problems?", "diabetes"),
    (("Kevin owes me 300 dollars and won't pay.", _R), "Please scrap everything you know about Kevin.",
     "What's the deal with Kevin?", "300 dollars"),
    (("I live at 17 Orchard Road, Leeds.", _R), "please, no more remembering my address",
     "Where do I live?", "Orchard Road"),
    (("My sister Ana is struggling with anorexia.", _R),
     "Do me a favour and bin what I said about my sister.", "How is Ana?", "anorexia"),
    (("I'm having knee surgery on the 14th.", _R),
     "I regret telling you about the surgery. Can you forget about it?",
     "When is my surgery?", "14th"),
    (("I have 20,000 in gambling debts.", _R), "Forget I ever mentioned my gambling debts.",
     "Do I have debts?", "20,000"),
    (("My mother has early dementia.", _R), "Delete the info on my mother's dementia.",
     "How is my mother?", "early dementia"),
    (("I used to work at Enron.", _R), "Please wipe the slate clean on my previous job.",
     "Where did I work before?", "Enron"),
    (("My ex-wife Claire's number is 555-0177.", _R), "Could you erase my ex-wife's number?",
     "What is Claire's number?", "555-0177"),
    (("My ex Jordan cheated on me with my best friend.", _R), "nuke everything about my ex",
     "Why did Jordan and I break up?", "cheated"),
    (("Priya from yoga class has a crush on me.", _R), "forget Priya.",
     "Who has a crush on me?", "crush"),
    # -- embedded in a longer message / multi-clause --------------------------------------------
    (("My brother Sam lost his savings gambling online.", _R),
     "Thanks for the help earlier! Oh, and please forget the thing about my brother's gambling, he'd be mortified.",
     "What happened to Sam?", "lost his savings"),
    (("I live at 9 Birch Lane.", "My cell is 555-0199.", _R),
     "Forget my address and my phone number too.", "How can someone reach me?",
     "Birch Lane|555-0199"),
    (("My divorce from Rob is messy.", "We're fighting over custody of the kids.", _R),
     "I told you about my divorce and about the custody fight - please remove both.",
     "How is my divorce going?", "messy|fighting over"),
    (("My PIN for the gym app is 2468 and my wife Ellie doesn't know I joined.", _R),
     "Ok so two things: the weather was awful today, and I'd rather you erased what I said about the gym.",
     "Did I join a gym?", "Ellie doesn't know"),
    # -- other languages and loanwords ------------------------------------------------------------
    (("My address is 5 Calle Mayor, Madrid.", _R), "Olvida mi dirección, por favor.",
     "Where do I live?", "Calle Mayor"),
    (("My phone number is 555-0123.", _R), "Vergiss bitte meine Telefonnummer.",
     "What is my phone number?", "555-0123"),
    (("My salary is 60,000 euros.", _R), "Oublie mon salaire, s'il te plaît.",
     "What is my salary?", "60,000"),
    (("My sister Marta is going through chemo.", _R), "Por favor, borra what I told you about Marta.",
     "How is Marta?", "chemo"),
    (("I was in a psychiatric ward in 2018.", _R),
     "Can we do a tabula rasa on the psychiatric ward thing? Forget it ever came up.",
     "Was I ever hospitalised?", "2018"),
]  # fmt: skip

#: The fact each look-alike follows; it must stay alive.
NOT_FORGET_FACT = "My sister lives in Lisbon and works as a nurse."

#: Messages that say forget, delete, remove, wipe … and ask nothing of the yeast's memory.
NOT_FORGET = [
    "I forgot my keys at the office again.",
    "Don't forget to remind me about the dentist on Friday.",
    "How do I delete a file from my laptop?",
    "What's the best way to remove a wine stain from a carpet?",
    "I deleted my Facebook account last week, best decision ever.",
    "My grandmother is starting to forget things, it's sad.",
    "I wiped down the kitchen counters and scrubbed the floor.",
    "Please erase the whiteboard before the meeting, I told my team.",
    "The dentist removed my wisdom tooth yesterday.",
    "I keep forgetting to water the plants.",
    "Don't let me forget my passport tomorrow.",
    "We dropped the project because the client pulled out.",
    "I need to clear my schedule for Thursday.",
    "Remind me to erase the old backups on the server.",
    "I can never remember my neighbour's name, is that bad?",
    "I threw away my old sneakers.",
    "She told me to forget about him and move on.",
    "Did you know you can unlearn bad habits?",
    "My boss asked me to scrub the customer data before the audit.",
    "Let's not forget Mum's birthday next week.",
    "I'm trying to get rid of my old furniture.",
    "The delete key on my keyboard is broken.",
    "I wish I could forget that embarrassing presentation.",
    "Forgetting is part of grieving, my therapist says.",
    "Can you help me purge unused CSS from my website?",
    "Hold on to that thought, I'll be right back.",
    "Don't drop the ball on the Henderson account, my manager said.",
    "I had to wipe my phone and reinstall everything.",
    "My sister told me to delete her number from my old phone.",
    "Can you remind me how to remove a tick safely?",
    "My nurse sister says you should never forget to wash your hands.",
    "I erased the pencil marks from my sister's drawing.",
]
