# ruff: noqa: E501 - a data file: the conversations are kept one per line
"""A seventh held-out set for ``benchmarks/trust.py`` (issue 20): forget requests, and messages
that only look like one, written on 2026-11-26 with the sixth and before the learned forget
reader existed, by someone who had not read the detector's code or word lists, and committed
before it was run. It is the held-out figure if anything is tuned on the sixth.

Same shape as :mod:`trust_cases_fifth`; wording, subjects and languages are kept apart from
sets 1-6: voice dictation without punctuation, formal and legal wording ("I withdraw my consent
to…"), "no need to…" and "you don't have to…", questions, typos, idioms ("off the record",
"memory-hole it", "unhear"), pronoun and description pointers, requests inside other talk,
several subjects, and languages not covered before (Arabic, Hindi, Vietnamese, Czech, Hebrew,
Finnish, Tagalog, Swahili, Hungarian, Danish).

* **forget** (:data:`FORGET`, by family): each ``(said, request, question, details)``: what the
  user said before (the river filler always among it, and it must survive), the request, a
  later question, and the details (``|``-separated) that must then be reachable nowhere.
* **not_forget** (:data:`NOT_FORGET`): messages with a forgetting or removal word (or an
  idiom of one) that ask nothing of the yeast's memory. After :data:`NOT_FORGET_FACT` such a
  message must forget nothing: the fact (its detail :data:`NOT_FORGET_DETAIL`) stays alive and
  the forgetting log has no entry. Several name the fact's subject (aunt Rosa, her bees).

All belong to the ``held_out`` half, batch ``seventh``; each forget case's family is
``seventh-<family>``.
"""

from __future__ import annotations

__all__ = ["FORGET", "NOT_FORGET", "NOT_FORGET_FACT", "NOT_FORGET_DETAIL"]

_R = "I enjoy long walks by the river on Sundays."

# family -> [(said before, request, question, details that must vanish)]
FORGET = {
    # -- dictated, no punctuation -----------------------------------------------------------------
    "dictated": [
        (("My neighbour Gerald reported me to the council over the fence.", _R),
         "ok so about gerald and the council thing you can forget all that", "What did Gerald do?",
         "reported me"),
        (("I have chlamydia and I'm getting treated.", _R),
         "hey yeah so the std thing i mentioned i dont want that saved anywhere delete it",
         "Do I have an infection?", "chlamydia"),
        (("My ex-wife gets 1,200 a month in alimony from me.", _R),
         "um can you scrap the alimony number i gave you earlier", "How much alimony do I pay?", "1,200"),
        (("I'm in a custody battle over my son Eli.", _R),
         "so yeah eli and the custody stuff just get rid of it ok", "What's happening with Eli?",
         "custody battle"),
    ],
    # -- formal, legal ----------------------------------------------------------------------------
    "formal": [
        (("My national insurance number is QQ 12 34 56 C.", _R),
         "I withdraw my consent to you storing my national insurance number. Please erase it.",
         "What's my national insurance number?", "QQ 12 34 56 C"),
        (("I was treated at the Priory for alcohol dependence.", _R),
         "Under my right to erasure, I request that my treatment history be deleted.",
         "Have I been treated for anything?", "alcohol dependence"),
        (("My biometric passport was flagged at Heathrow for a name match.", _R),
         "Please purge any record of the Heathrow incident from your memory.",
         "Did anything happen at the airport?", "name match"),
        (("My company Brightwell Ltd is under investigation by HMRC.", _R),
         "Kindly ensure that no trace of the HMRC investigation remains in your memory.",
         "Is my company in trouble?", "Brightwell"),
    ],
    # -- "no need to", "you don't have to" --------------------------------------------------------
    "no_need": [
        (("My locker at the pool is number 212.", _R),
         "You don't have to remember my pool locker anymore, actually I'd rather you didn't.",
         "What's my pool locker number?", "212"),
        (("I've been seeing a psychiatrist named Dr. Halloran.", _R),
         "There's no need to keep my psychiatrist's name, please let it go.",
         "What is my psychiatrist's name?", "Halloran"),
        (("My son's girlfriend Tara is 15 weeks pregnant.", _R),
         "Tara's pregnancy is not my news to share, so no need for you to save it. Delete it.",
         "Is Tara pregnant?", "15 weeks"),
        (("I keep my spare key under the blue flowerpot.", _R),
         "You really shouldn't hold on to where my spare key is. Drop it.",
         "Where is my spare key?", "blue flowerpot"),
    ],
    # -- asked as a question ----------------------------------------------------------------------
    "question": [
        (("My wife Nadia had a stroke in January.", _R),
         "could u forget about nadia's stroke?", "What happened to Nadia?", "in January"),
        (("I'm being treated for OCD with weekly ERP sessions.", _R),
         "How about you just delete the OCD thing?", "What am I being treated for?", "ERP"),
        (("My Amazon order history shows I bought a pregnancy test.", _R),
         "Is there any way you can wipe what I said about my Amazon order?",
         "What did I buy on Amazon?", "pregnancy test"),
        (("My father-in-law Desmond is a recovering heroin addict.", _R),
         "Would you be so kind as to erase what you know about Desmond?", "Tell me about Desmond.",
         "heroin"),
        (("I was expelled from boarding school in Zurich.", _R),
         "Can the boarding school story be deleted from your memory?", "What happened at school?",
         "expelled"),
        (("My online banking username is hwalker_77.", _R),
         "why are you still storing my banking username? remove it please",
         "What's my online banking username?", "hwalker_77"),
    ],
    # -- typos ------------------------------------------------------------------------------------
    "typo": [
        (("My friend Omar is HIV positive.", _R), "forgt what i said abt omar plss",
         "What do you know about Omar?", "HIV positive"),
        (("My son Finn was suspended for fighting.", _R), "delet the finn thing",
         "Was Finn ever suspended?", "fighting"),
        (("I owe my landlord 3 months rent.", _R), "can yu eras the rent stuf",
         "Am I behind on rent?", "3 months"),
        (("My safe combination is 31-08-44.", _R), "remoev my safe combo from ur memroy",
         "What's my safe combination?", "31-08-44"),
        (("My coworker Yusuf is interviewing at Meta.", _R), "pls froget abt yusuf and meta",
         "Is Yusuf job hunting?", "interviewing"),
    ],
    # -- idioms -----------------------------------------------------------------------------------
    "idiom": [
        (("I accidentally hit a parked car and drove off.", _R),
         "That parked car thing was off the record. Don't keep it.", "Have I been in any accidents?",
         "drove off"),
        (("My brother Luca owes 20k to some dodgy people.", _R),
         "Memory-hole everything about Luca's debts.", "Does Luca owe anyone money?", "dodgy people"),
        (("I was sacked from the bakery for stealing tips.", _R),
         "Please unhear the bakery story.", "Why did I leave the bakery?", "stealing tips"),
        (("I've been having an affair with my neighbour Sienna.", _R),
         "You didn't hear anything about Sienna from me. Wipe it clean.", "Who is Sienna?", "affair"),
        (("My credit rating got wrecked after the divorce.", _R),
         "Let's just say the credit rating conversation never happened. Delete it from your memory.",
         "What's my credit like?", "wrecked"),
    ],
    # -- pronoun pointers -------------------------------------------------------------------------
    "pronoun": [
        ((_R, "My girlfriend Mei is moving to Shanghai without telling her parents."),
         "Please wipe that, it's hers to tell.", "Where is Mei moving?", "Shanghai"),
        (("My boss Harold is having a nervous breakdown.", _R),
         "Please erase everything you know about him.", "How is Harold?", "nervous breakdown"),
        ((_R, "My gate code at the new flat is 2580."), "don't save that", "What's my gate code?", "2580"),
        (("My flatmates Ola and Zeb are secretly dating.", _R),
         "Forget about them, I promised not to tell.", "Are Ola and Zeb together?", "secretly dating"),
    ],
    # -- named by a description -------------------------------------------------------------------
    "described": [
        (("I'm on a payment plan for a 9,000 hospital bill.", _R),
         "Erase my medical bills from your memory.", "Do I owe the hospital?", "9,000"),
        (("My first dog Biscuit was put down after biting a child.", _R),
         "The sad dog story, please remove it.", "What happened to Biscuit?", "biting a child"),
        (("I got a formal warning at work for being late 11 times.", _R),
         "Forget my work discipline issues.", "Any trouble at work?", "11 times"),
        (("My cousin Aleksander converted to Buddhism and the family disowned him.", _R),
         "Delete the family drama around my cousin.", "Why was Aleksander disowned?", "Buddhism"),
    ],
    # -- in the middle of other talk --------------------------------------------------------------
    "embedded": [
        (("My therapist thinks I have ADHD and maybe dyspraxia.", _R),
         "What's a good stretch for lower back pain? Also can you delete what I said about the ADHD thing? Thanks!",
         "What does my therapist think?", "dyspraxia"),
        (("My sister Ruth's husband hit her last Christmas.", _R),
         "I'm heading to the shops soon. Before I go: please forget what I told you about Ruth's husband. Need anything?",
         "What happened to Ruth?", "last Christmas"),
        (("I buy my ADHD meds from a friend, not a pharmacy.", _R),
         "Rainy again here! Anyway I'd like you to erase the thing about where I get my meds, then tell me a joke.",
         "Where do I get my medication?", "from a friend"),
        (("My security question answer is Woofington.", _R),
         "Two quick things: remove the security question answer from memory, and what time is it in Tokyo when it's noon in London?",
         "What's my security answer?", "Woofington"),
    ],
    # -- two or three things at once --------------------------------------------------------------
    "several": [
        (("My old address was 88 Quarry Lane, Hull.", "My old phone number was 07700 900123.", _R),
         "Remove my old address and my old phone number from your memory.",
         "What was my old address?", "Quarry Lane|900123"),
        (("I was arrested in Amsterdam in 2016.", "I spent a night in a cell in Prague in 2018.", _R),
         "Forget both of my arrests please.", "Have I been arrested?", "Amsterdam|Prague"),
        (("My daughter Ivy is dyslexic.", "My son Otto has a stammer.", _R),
         "please erase what i told you about ivy and otto", "How are my kids?", "dyslexic|stammer"),
        (("My savings account has 23,500 in it.", "My pension pot is 180k.", "I have 4k in premium bonds.", _R),
         "Delete all of my financial details, every one of them.", "How much have I saved?",
         "23,500|180k|4k in premium"),
    ],
    # -- languages not covered before -------------------------------------------------------------
    "language": [
        (("My son Karim is in therapy for anxiety.", _R), "من فضلك انسَ ما قلته لك عن كريم.",
         "How is Karim?", "anxiety"),
        (("I had a heart attack at 45.", _R), "कृपया मेरे दिल के दौरे के बारे में भूल जाओ।",
         "Have I had heart problems?", "at 45"),
        (("My husband Minh lost 50 million dong gambling.", _R), "Làm ơn quên chuyện của chồng tôi đi.",
         "What happened to Minh?", "50 million"),
        (("My grandmother Věra has dementia.", _R), "Prosím, zapomeň, co jsem ti řekl o babičce.",
         "How is my grandmother?", "dementia"),
        (("My phone PIN is 4826.", _R), "תמחק בבקשה את הקוד של הטלפון שלי.", "What's my phone PIN?", "4826"),
        (("I was fired from Nokia.", _R), "Unohda se, mitä kerroin työpaikastani.", "Where did I work?",
         "Nokia"),
        (("My tita Luz is in the hospital for kidney failure.", _R),
         "Pakikalimutan mo na yung sinabi ko tungkol kay Tita Luz.", "How is Tita Luz?", "kidney failure"),
        (("My loan from the SACCO is 300,000 shillings.", _R), "Tafadhali futa habari za mkopo wangu.",
         "How much is my loan?", "300,000"),
        (("My salary at the bank is 900,000 forints.", _R), "Kérlek, felejtsd el a fizetésemet.",
         "How much do I earn?", "900,000"),
        (("My girlfriend Freja is pregnant.", _R), "Glem venligst det om Freja.", "What's new with Freja?",
         "pregnant"),
    ],
}  # fmt: skip

#: The fact each look-alike follows; it must stay alive.
NOT_FORGET_FACT = "My aunt Rosa keeps bees on her farm near Ghent."
NOT_FORGET_DETAIL = "Ghent"

#: Messages with forget, delete, remove, erase, clear … (or an idiom of one) that ask nothing of
#: the yeast's memory.
NOT_FORGET = [
    # forgetting as something that happened or happens
    "I forgot to pay the electricity bill, so annoying.",
    "Aunt Rosa keeps forgetting where she put her smoker for the bees.",
    "Sorry, I forgot what I was going to ask.",
    "Do goldfish really forget everything after three seconds?",
    # reminders and keep requests
    "Remind me not to forget aunt Rosa's birthday on the 9th.",
    "Please remember I prefer short answers.",
    "Hang on to this for later: the meeting room is 4B.",
    "Keep the honey thing in mind when you suggest gift ideas.",
    # instructions about other things than memory
    "How do I clear the cache in Chrome?",
    "Delete the word 'very' from every sentence in my essay, please.",
    "Drop the jargon and explain it like I'm five.",
    "Forget about the budget for a moment, what would the ideal trip look like?",
    "Remove the nuts from the shopping list, my son is allergic.",
    "How can I get rid of fruit flies in my kitchen?",
    "What's the best way to wipe a hard drive before recycling it?",
    # reported speech and hypotheticals
    "My aunt Rosa told the neighbours to forget about the swarm last summer.",
    "The judge ordered the newspaper to delete the article.",
    "What would happen if you lost all your memories?",
    "Can you actually forget things, or is it all permanent?",
    "My friend says chatbots never really delete anything, is that true?",
    # idioms that are not requests
    "Forget it, the shop is closed anyway.",
    "Never mind the rain, we went to the beach anyway.",
    "I can't get that song out of my head.",
    "Out of sight, out of mind, as they say.",
    "I'd rather forget that awful first date, honestly.",
    "Let's wipe the floor with them at the quiz tonight!",
    # the word about other things
    "The bees were removed from the chimney by a beekeeper.",
    "They erased the mural on the school wall, such a shame.",
    "I deleted the old photos from my laptop to free up space.",
    "The clouds cleared and we could finally see the stars.",
    "My aunt's farm got rid of the old tractor last spring.",
    # other languages, about other things
    "نسيت مفاتيحي في السيارة.",
    "Zapomněl jsem si deštník.",
    "Quên mất, hôm nay là thứ Sáu.",
]
