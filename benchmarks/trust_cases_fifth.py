# ruff: noqa: E501 - a data file: the conversations are kept one per line
"""A fifth held-out set for ``benchmarks/trust.py`` (issue 20): forget requests, and messages
that only look like one, written on 2026-11-26 after the detector had been tuned on the first
four sets, by someone who had not read the detector's code or word lists, and measured once.

The fourth set's 195/197 "after" figure was reached by tuning on the sets it counts, so it is
no held-out figure. This set is written one conversation at a time, in wording kept apart from
the earlier sets: other verbs and idioms ("lose it", "dump", "let go of", "ditch", "strike it
from", "you never heard it", "no need to hang on to that"), other subjects (a diagnosis, a
portal username, a hiding place, a half-brother, a thesis), other languages (Italian, French,
Spanish, Portuguese, German, Russian, Japanese, Hinglish) and typos.

* **forget** (:data:`FORGET`, by family): each ``(said, request, question, details)`` as in
  :mod:`trust_cases_fourth`: what the user said before (the river filler always among it, and
  it must survive), the request, a later question, and the details (``|``-separated) that must
  then be reachable nowhere.
* **not_forget** (:data:`NOT_FORGET`): messages with a forgetting or removal word that ask
  nothing of the yeast's memory: the word used about other things, reported speech ("my boss
  told me to forget it"), hypotheticals, questions about how forgetting works, a request to
  *keep* something, a negated request, and forgetting in other languages. After
  :data:`NOT_FORGET_FACT`, such a message must forget nothing: the fact (its detail
  :data:`NOT_FORGET_DETAIL`) stays alive and the forgetting log has no entry. Some name the
  fact's own subject (the brother, the bakery) to make a wrong forget cost something.

All belong to the ``held_out`` half, batch ``fifth``; each forget case's family is
``fifth-<family>``.
"""

from __future__ import annotations

__all__ = ["FORGET", "NOT_FORGET", "NOT_FORGET_FACT", "NOT_FORGET_DETAIL"]

_R = "I enjoy long walks by the river on Sundays."

# family -> [(said before, request, question, details that must vanish)]
FORGET = {
    # -- plain, said straight out (but not with the earlier sets' verbs) ------------------------
    "direct": [
        (("I was diagnosed with HIV in March.", _R),
         "ok you need to get rid of the diagnosis I mentioned. nobody gets to know that, not even you.",
         "What was I diagnosed with?", "HIV"),
        (("My grandson Theo was arrested for vandalism.", _R), "Theo's arrest - strike it from your memory.",
         "Has Theo been in trouble?", "vandalism"),
        (("I have a half-brother named Marcus that my mom doesn't know about.", _R), "Forget Marcus exists.",
         "Do I have any siblings?", "half-brother"),
        (("My Steam username is GoblinKing77.", _R), "Remove GoblinKing77 from your memory pls",
         "What's my Steam username?", "GoblinKing77"),
        (("We're moving to 22 Rue Cler in Paris next month.", _R),
         "Change of plan, the move is off. Dump the new address.", "Where are we moving?", "Rue Cler"),
        ((_R, "My stepdad Gary hits my mom."), "I shouldn't be telling an AI that. Lose it.",
         "How is my stepdad?", "hits my mom"),
    ],
    # -- indirect, wished, with a reason ----------------------------------------------------------
    "indirect": [
        (("I've been taking sertraline for panic attacks.", _R),
         "I'd feel better if the medication thing weren't something you held on to.",
         "What medication am I on?", "sertraline"),
        (("My roommate Jess owes me 900 for bills.", _R),
         "Jess and I sorted it out, so there's no need for you to hang on to that anymore.",
         "Does Jess owe me money?", "900"),
        (("I'm hiding at my aunt's cabin near Lake Tahoe.", _R),
         "Nobody should be able to find out where I am, including from you. Get the cabin out of your memory.",
         "Where am I right now?", "Lake Tahoe"),
        (("We booked our wedding for 12 June at Ashford Castle.", _R),
         "We eloped instead, so the wedding details can go from your memory.",
         "Where is my wedding?", "Ashford Castle"),
        (("My partner doesn't know I still smoke.", _R),
         "About my little secret from a minute ago: you never heard it, ok?",
         "Do I smoke?", "still smoke"),
        (("My manager Felix is interviewing at Google behind everyone's back.", _R),
         "Felix trusted me with that. Can you act like I never said anything about him?",
         "Is Felix leaving?", "Google"),
        (("I have 38,000 in student loans.", _R),
         "That student loan figure? Not something I want on file anywhere. Get rid of it.",
         "How much do I owe in student loans?", "38,000"),
    ],
    # -- regretful or angry -----------------------------------------------------------------------
    "feeling": [
        ((_R, "I had a miscarriage in the spring."), "Why did I even tell you that. Don't keep it, please.",
         "Have I had a miscarriage?", "in the spring"),
        (("I got blackout drunk at the office party and threw up on the CEO.", _R),
         "Oh god. Please pretend the office party never happened.",
         "What happened at the office party?", "threw up"),
        (("My ex Sophie's new address is 4 Elm Court.", _R),
         "Why are you even keeping that?? Get rid of Sophie's address NOW.",
         "Where does Sophie live?", "Elm Court"),
        (("I was laid off from Spotify in January.", _R),
         "I'm sick of you bringing up my layoff. Stop storing it.", "Where did I work?", "Spotify"),
        (("My bank is Monzo and my account ends in 6612.", _R), "Stop holding my bank details, I mean it.",
         "Which bank do I use?", "6612|Monzo"),
        (("My best friend Dana is gay and hasn't come out to anyone yet.", _R),
         "Dana would kill me. Please don't retain anything I said about her.",
         "What do you know about Dana?", "come out"),
        (("I lost 12k on crypto last month.", _R), "ugh, embarrassing. can you un-remember the crypto loss",
         "Did I lose money recently?", "12k"),
    ],
    # -- polite, long-winded ----------------------------------------------------------------------
    "polite": [
        (("I was adopted and found my birth mother in Cork.", _R),
         "I hope this isn't a strange request, but I would really appreciate it if you could let go of everything about my birth mother.",
         "Who is my birth mother?", "Cork"),
        (("I'm behind on my taxes by two years.", _R),
         "Small thing: the tax situation I mentioned, I'd be grateful if it vanished from your notes.",
         "Am I up to date on taxes?", "two years"),
        (("I grew up in Ramallah.", _R), "Where I grew up is private. Kindly remove it from what you remember.",
         "Where did I grow up?", "Ramallah"),
        (("My work laptop's asset tag is WL-33817.", _R), "The asset tag number, could you not keep it around?",
         "What's my laptop's asset tag?", "WL-33817"),
        (("My Netflix login is bobfan@gmail.com.", _R), "Hm, on reflection I'd rather that login not sit in your memory.",
         "What's my Netflix login?", "bobfan"),
    ],
    # -- asked as a question ----------------------------------------------------------------------
    "question": [
        (("My rent is 1,450 a month.", _R), "How do I get you to stop knowing what I pay in rent? Just do that.",
         "How much is my rent?", "1,450"),
        (("I cheated on my final exam in college.", _R), "Is there a way for you to lose the exam thing? I'd like that.",
         "Did I cheat in college?", "final exam"),
        (("I was in a car crash on the M6 in 2021.", _R),
         "I'm not ready to have that crash in your records. Could you take it out?",
         "Have I been in an accident?", "M6"),
        (("I proposed to Hannah and she said no.", _R), "Can you make sure that proposal story isn't kept anywhere?",
         "Did Hannah say yes?", "said no"),
    ],
    # -- named by a description -------------------------------------------------------------------
    "described": [
        (("My neighbour's dog bit me and I'm suing them.", _R),
         "The legal matter with the neighbours: I want it gone from your memory.",
         "Am I suing anyone?", "dog bit me"),
        (("I go to an AA meeting every Tuesday at St. Mark's church.", _R),
         "i dont want u knowing where i go on tuesdays ok? delete", "Where do I go on Tuesdays?", "St. Mark"),
        (("My inheritance from grandpa was 200,000.", _R),
         "What grandpa left me is nobody's business. Ditch it from your records.",
         "How much did I inherit?", "200,000"),
    ],
    # -- in the middle of another topic -----------------------------------------------------------
    "embedded": [
        (("My PhD advisor Dr. Kwan rejected my thesis draft.", _R),
         "What's a good recipe for banana bread? Also, the thing about Dr. Kwan, please don't keep it. And should I use walnuts?",
         "What happened with my thesis?", "rejected"),
        (("My daughter's peanut allergy is severe.", "I'm seeing a fertility specialist.", _R),
         "Can you recommend a film for tonight? Oh and drop the bit about the specialist from memory, thanks.",
         "Am I seeing any doctors?", "fertility"),
        (("My uncle Ravi is in hospice care.", _R),
         "The traffic was insane this morning. Side note, I'd rather you not hold on to the news about Ravi. Anyway, any podcast tips?",
         "How is Ravi?", "hospice"),
    ],
    # -- two things at once -----------------------------------------------------------------------
    "two": [
        (("My therapist is Dr. Alvarez.", "I see her every Thursday at 5.", _R),
         "Forget my therapist's name and when I see her.", "When do I have therapy?", "Alvarez|Thursday at 5"),
        (("My mother-in-law Ruth has Parkinson's.", "My father-in-law is badly in debt.", _R),
         "Neither my in-laws' health nor their money is yours to keep. Remove both.",
         "How are my in-laws?", "Parkinson|badly in debt"),
        (("My Instagram handle is @night.owl.99.", "My Twitter is @owlnight99.", _R),
         "Both of my social handles, please ditch them.", "What are my social accounts?",
         "night.owl.99|owlnight99"),
    ],
    # -- another language, or two mixed -----------------------------------------------------------
    "language": [
        (("I've had depression for two years.", _R),
         "Dimentica quello che ti ho detto sulla mia depressione, per favore.",
         "Am I depressed?", "two years"),
        (("My inheritance from my aunt was a flat in Lyon.", _R),
         "Je préfère que tu ne gardes rien sur mon héritage.", "What did I inherit?", "Lyon"),
        (("I'm pregnant with twins.", _R), "Por favor, no guardes lo del embarazo.", "Am I pregnant?", "twins"),
        (("My username at the clinic portal is jmeyer_81.", _R),
         "Lösch bitte meinen Benutzernamen vom Klinikportal.",
         "What's my clinic portal username?", "jmeyer_81"),
        (("My brother Kenji is in prison.", _R), "兄のことは忘れてください。", "Where is Kenji?", "prison"),
        (("I earn 95k and just got a 20% raise.", _R), "Esquece o meu salário, ok?", "How much do I earn?", "95k"),
        (("I'm going to a rehab clinic in Arizona next week.", _R), "Yaar, rehab wali baat bhool jao please.",
         "Where am I going next week?", "Arizona"),
        (("My Russian visa was denied.", _R), "Забудь про мою визу, пожалуйста.",
         "Was my visa approved?", "denied"),
    ],
    # -- typos ------------------------------------------------------------------------------------
    "typo": [
        (("My son Leo was diagnosed with autism.", _R), "can u delte what i told u abt leo",
         "What do you know about Leo?", "autism"),
        (("I filed for bankruptcy in 2020.", _R), "pls frget the bankrupcy thng",
         "Have I ever been bankrupt?", "2020"),
        (("I owe the IRS 15,000.", _R), "erse that irs thing from ur memry", "Do I owe the IRS?", "15,000"),
        (("My therapist says I have borderline personality disorder.", _R), "plz forgt the therapy stuff i told u",
         "What did my therapist say?", "borderline"),
    ],
}  # fmt: skip

#: The fact each look-alike follows; it must stay alive.
NOT_FORGET_FACT = "My brother runs a bakery in Porto."
NOT_FORGET_DETAIL = "Porto"

#: Messages with forget, delete, remove, erase, clear … that ask nothing of the yeast's memory.
NOT_FORGET = [
    # reported speech
    "My boss told me to forget it and move on, but I can't.",
    "My brother said I should forget about the money he owes me for the bakery oven.",
    "She asked the court to remove her ex's name from the lease.",
    # hypotheticals and questions about forgetting
    "If I asked you to forget something, would it be gone for good?",
    "How does forgetting work for you, do you actually delete things?",
    "Suppose I told you to erase everything, what would happen?",
    "Do you ever forget things on your own, or only when asked?",
    "What would you do if someone asked you to delete a memory by mistake?",
    # asking to keep, or refusing to forget
    "Please don't forget what I told you about my brother.",
    "I'd never ask you to forget my brother's bakery, I'm proud of it.",
    # the word about other things
    "I cleared my browser history this morning.",
    "The council removed the benches from our park.",
    "How do I remove duplicates from a list in Python?",
    "My dad keeps deleting my voicemails by accident.",
    "Forget about the weather, the game is on tonight!",
    "Never forget where you came from, my grandma used to say.",
    "I want to erase my credit card debt by the end of next year.",
    "The teacher erased the board before I could copy the notes.",
    "Should I delete my dating apps? I'm thinking about it.",
    "Remove the onions from that recipe idea, I'm allergic.",
    "The doctor cleared me to run again after the knee injury.",
    "My phone keeps wiping my alarms after updates.",
    "The hacker erased the company's server logs, it was on the news.",
    "lol i totally forgot it was friday",
    "I cleared out the garage and found my old guitar.",
    "My brother wants to delete the bakery's old Yelp page.",
    # forgetting in other languages, about other things
    "Esqueci o guarda-chuva no metro.",
    "Ich habe vergessen, die Tür abzuschließen.",
    "Olvidé mi cartera en casa, qué desastre.",
]
