# ruff: noqa: E501 - a data file: the conversations are kept one per line
"""A sixth held-out set for ``benchmarks/trust.py`` (issue 20): forget requests, and messages
that only look like one, written on 2026-11-26 before the learned forget reader existed, by
someone who had not read the detector's code or word lists, and committed before it was run.

Same shape as :mod:`trust_cases_fifth`; the wording, subjects and languages are kept apart from
sets 1-5: requests asked as questions ("would you mind…", "any chance…"), typos and dictation
slips, idioms ("consider it unsaid", "that never came up"), wishes and conditions, pronoun and
description pointers, requests buried in other talk, two or three subjects at once, slang, and
languages not covered before (Dutch, Polish, Turkish, Korean, Chinese, Swedish, Greek,
Indonesian).

* **forget** (:data:`FORGET`, by family): each ``(said, request, question, details)``: what the
  user said before (the river filler always among it, and it must survive), the request, a
  later question, and the details (``|``-separated) that must then be reachable nowhere.
* **not_forget** (:data:`NOT_FORGET`): messages with a forgetting or removal word (or an
  idiom of one) that ask nothing of the yeast's memory. After :data:`NOT_FORGET_FACT` such a
  message must forget nothing: the fact (its detail :data:`NOT_FORGET_DETAIL`) stays alive and
  the forgetting log has no entry. Several name the fact's subject (Ingrid, the violin school).

All belong to the ``held_out`` half, batch ``sixth``; each forget case's family is
``sixth-<family>``.
"""

from __future__ import annotations

__all__ = ["FORGET", "NOT_FORGET", "NOT_FORGET_FACT", "NOT_FORGET_DETAIL"]

_R = "I enjoy long walks by the river on Sundays."

# family -> [(said before, request, question, details that must vanish)]
FORGET = {
    # -- asked as a question ----------------------------------------------------------------------
    "question": [
        (("I have a gambling problem and I've hidden it from my wife.", _R),
         "Would you mind wiping the gambling stuff?", "Do I gamble?", "hidden it from my wife"),
        (("My pediatrician is Dr. Oyelaran at Maple Clinic.", _R),
         "any chance you could not remember my kid's doctor?", "Who is my kid's doctor?", "Oyelaran"),
        (("I failed the bar exam twice.", _R),
         "Is it possible for you to erase what I said about the bar exam?", "Did I pass the bar?", "twice"),
        (("My Wi-Fi password is Cornflake_1987.", _R),
         "Can you please not keep my wifi password?", "What's my wifi password?", "Cornflake_1987"),
        (("I was caught shoplifting at Target when I was 16.", _R),
         "Would it be ok to scrap the shoplifting story from your memory?", "Have I ever stolen anything?", "Target"),
        (("My son Arjun is being bullied at school.", _R),
         "mind deleting the bit about Arjun?", "How is Arjun doing at school?", "bullied"),
    ],
    # -- typos and dictation slips ----------------------------------------------------------------
    "typo": [
        (("My daughter Nell has epilepsy.", _R), "plese remvoe the info abt nell",
         "Does Nell have any conditions?", "epilepsy"),
        (("I'm 60k in credit card debt.", _R), "fogret the credit card debt thing pls",
         "Do I have debt?", "60k"),
        (("My PIN is 9034.", _R), "dleete my pin", "What's my PIN?", "9034"),
        (("My ex Marco stalked me for a year.", _R), "earse everyting about marco",
         "What happened with Marco?", "stalked"),
        (("I work night shifts at the Tesco in Croydon.", _R), "forgte where i work thx",
         "Where do I work?", "Croydon"),
        (("My cousin Bilal is undocumented.", _R), "plz dont rember the thing about bilal",
         "What's Bilal's situation?", "undocumented"),
    ],
    # -- idioms -----------------------------------------------------------------------------------
    "idiom": [
        (("I cried in front of my whole team during the review.", _R),
         "Consider the thing about crying at the review unsaid.", "What happened at my review?",
         "in front of my whole team"),
        (("My brother-in-law Nate is cheating on my sister.", _R),
         "The Nate thing never came up, got it? Wipe it.", "What's Nate up to?", "cheating"),
        (("I pay 300 a month to a private investigator.", _R),
         "Scratch what I said about the investigator.", "Do I pay anyone monthly?", "private investigator"),
        (("My father has a second family in Manila.", _R),
         "Act as if I never told you about my father's other family.", "What do you know about my father?",
         "Manila"),
        (("I ghosted my friend Chloe after she lent me money.", _R),
         "Put the Chloe story out of your mind for good.", "What happened with Chloe?", "ghosted"),
        (("I've been sleeping in my car since March.", _R),
         "Let's wipe the slate on my living situation.", "Where do I sleep?", "in my car"),
    ],
    # -- wished, conditional, with a reason -------------------------------------------------------
    "indirect": [
        (("My landlord is my uncle Pavel and he doesn't report the rent.", _R),
         "I'd prefer it if you had no record of the Pavel arrangement.",
         "Who is my landlord?", "doesn't report the rent"),
        (("I'm taking lithium for bipolar disorder.", _R),
         "It would be best if you didn't carry my medication forward into future chats.",
         "What do I take lithium for?", "bipolar"),
        (("Our startup is about to be acquired by Stripe, it's confidential.", _R),
         "That acquisition news was under NDA, I need it out of your head.",
         "Who is acquiring our startup?", "Stripe"),
        (("My car's plate is KX19 PLM.", _R),
         "I don't need you holding on to my number plate.", "What's my licence plate?", "KX19 PLM"),
        (("I attend a support group for survivors of abuse.", _R),
         "If it's all the same to you, I'd like the support group info not to be kept.",
         "What groups do I attend?", "survivors of abuse"),
        (("My teenage daughter ran away for two days last month.", _R),
         "My daughter would hate that I shared this. Please make sure you no longer have it.",
         "Has my daughter ever run away?", "two days"),
    ],
    # -- pronoun pointers -------------------------------------------------------------------------
    "pronoun": [
        ((_R, "My manager Ines told me she's pregnant before telling HR."),
         "Oops, that wasn't mine to share. Forget it.", "Is Ines pregnant?", "before telling HR"),
        (("My friend Tobias tried to take his own life in May.", _R),
         "Please don't keep any of that about him.", "How is Tobias?", "take his own life"),
        ((_R, "My combination for the bike lock is 7-3-9."), "delete that one", "What's my bike lock code?",
         "7-3-9"),
        (("My twin sisters Lou and Bea aren't speaking since the inheritance fight.", _R),
         "Remove what I said about them, it's their business.", "How are Lou and Bea?", "inheritance fight"),
        ((_R, "I'm secretly applying to jobs in Berlin."),
         "Actually, forget I said that.", "Am I looking for a new job?", "Berlin"),
    ],
    # -- named by a description -------------------------------------------------------------------
    "described": [
        (("I had a panic attack on the flight to Denver.", _R),
         "The health stuff from earlier, please erase it.", "Do I have panic attacks?", "flight to Denver"),
        (("I lent my brother 8,000 for his restaurant and he won't pay it back.", _R),
         "Get rid of the money thing with my brother.", "Does my brother owe me anything?", "8,000"),
        (("My ex-boyfriend Sven still has keys to my flat.", _R),
         "Delete my ex drama please, all of it.", "Who has keys to my flat?", "Sven"),
        (("There was a harassment complaint against me at Unilever.", _R),
         "The mess at my old workplace is something I want deleted from you.",
         "Was there any complaint against me?", "harassment"),
        (("Last weekend I got into a fight outside a bar in Leith.", _R),
         "Forget what happened last weekend.", "What did I do last weekend?", "outside a bar"),
    ],
    # -- in the middle of other talk --------------------------------------------------------------
    "embedded": [
        (("My grandmother's maiden name is Kowalczyk.", _R),
         "I'm planning a trip to Norway in the summer. Before I forget, please erase my grandmother's maiden name. What should I pack?",
         "What's my grandmother's maiden name?", "Kowalczyk"),
        (("I'm on a waiting list for a kidney transplant.", _R),
         "Thanks for the pasta recipe! btw I'd rather you forgot the transplant thing. Is parmesan ok to freeze?",
         "Am I waiting for any surgery?", "kidney"),
        (("My partner Femi and I are in couples counselling.", _R),
         "Work was brutal. Oh, scrub the counselling from your notes, Femi wouldn't want it known. Anyway, any tips for sleeping better?",
         "Are Femi and I in counselling?", "couples counselling"),
        (("My company laptop got stolen and I didn't report it.", _R),
         "Quick one: the laptop story, drop it from memory. Also what's the capital of Australia?",
         "Did anything happen to my laptop?", "didn't report it"),
        (("My mortgage is with Halifax at 5.2 percent.", _R),
         "Can you suggest a birthday gift for a 10 year old? And by the way, stop remembering my mortgage details.",
         "Who is my mortgage with?", "Halifax|5.2"),
    ],
    # -- two or three things at once --------------------------------------------------------------
    "several": [
        (("My date of birth is 4 May 1990.", "My mother's maiden name is Okafor.", _R),
         "Delete my date of birth and my mother's maiden name, those are security answers.",
         "What's my mother's maiden name?", "4 May 1990|Okafor"),
        (("My girlfriend Rhea is bipolar.", "Rhea's brother Dev is in jail.", _R),
         "Forget everything about Rhea and about her brother.", "How is Rhea's family?", "bipolar|in jail"),
        (("I have a tattoo of my ex's name on my hip.", "I'm getting it covered in April.", _R),
         "wipe the tattoo stuff and the appointment", "Do I have any tattoos?", "ex's name|in April"),
        (("My employee ID is E-55201.", "My badge PIN is 6690.", "My parking spot is B14.", _R),
         "Please erase my employee ID, my badge PIN and my parking spot.", "What is my employee ID?",
         "E-55201|6690|B14"),
    ],
    # -- slang and terse --------------------------------------------------------------------------
    "slang": [
        (("My dealer is a guy called Spider from Hackney.", _R), "yeet the dealer info", "Who is my dealer?",
         "Spider"),
        (("I got a speeding ticket doing 110 in a 70 zone.", _R), "nix the speeding ticket, thx",
         "Did I get any tickets?", "110"),
        (("My sister-in-law Kim is on antidepressants.", _R), "bin the Kim stuff. now.",
         "Is Kim on medication?", "antidepressants"),
        (("I flunked out of Stanford after one semester.", _R), "toss the Stanford thing from your memory",
         "Did I go to Stanford?", "flunked out"),
    ],
    # -- languages not covered before -------------------------------------------------------------
    "language": [
        (("My husband Joost lost his job at Philips.", _R),
         "Vergeet alsjeblieft wat ik over Joost heb gezegd.", "What happened to Joost?", "Philips"),
        (("I have a stomach ulcer.", _R), "Zapomnij proszę o moim wrzodzie.", "Do I have any health issues?",
         "ulcer"),
        (("My debt to the bank is 40,000 lira.", _R), "Lütfen borcumla ilgili söylediklerimi unut.",
         "How much do I owe the bank?", "40,000 lira"),
        (("My sister Yuna is getting divorced.", _R), "유나에 대해 말한 거 잊어 줘.", "How is Yuna?",
         "divorced"),
        (("My password for the school portal is Panda!552.", _R), "请删除我学校网站的密码。",
         "What's my school portal password?", "Panda!552"),
        (("I was treated for anorexia as a teenager.", _R), "Glöm det jag sa om min ätstörning, tack.",
         "Have I had an eating disorder?", "as a teenager"),
        (("My father owes money to the tax office in Athens.", _R),
         "Σε παρακαλώ, ξέχασε ό,τι σου είπα για τον πατέρα μου.", "What's my father's situation?",
         "tax office"),
        (("My home address is Jalan Melati 12, Bandung.", _R), "Tolong hapus alamat rumah saya.",
         "Where do I live?", "Jalan Melati"),
    ],
}  # fmt: skip

#: The fact each look-alike follows; it must stay alive.
NOT_FORGET_FACT = "My neighbour Ingrid teaches violin at the Brookfield music school."
NOT_FORGET_DETAIL = "Brookfield"

#: Messages with forget, delete, remove, erase, clear … (or an idiom of one) that ask nothing of
#: the yeast's memory.
NOT_FORGET = [
    # forgetting as something that happened
    "Ugh, I forgot my umbrella on the bus again.",
    "Ingrid forgot her violin case at our place last night.",
    "I completely blanked on my PIN at the cash machine today.",
    "My memory is getting worse, I forget names constantly.",
    # reminders, and keep requests
    "Don't forget to remind me about Ingrid's recital on Saturday.",
    "Make sure you remember that Ingrid's recital starts at seven.",
    "Please keep in mind that I'm vegetarian when suggesting recipes.",
    "I'm not asking you to forget anything, just curious how you store stuff.",
    # instructions about other things than memory
    "How do I delete my Instagram account for good?",
    "What removes red wine from a white shirt?",
    "Forget the formal tone, just talk to me normally.",
    "Remove the second paragraph from the cover letter you drafted.",
    "Can you delete the last bullet point and rewrite the list?",
    "Forget the spreadsheet idea, let's use a notebook instead.",
    "Clear the table and set it for four, I told the kids.",
    # reported speech and hypotheticals
    "My lawyer told me to wipe my old phone before selling it.",
    "Ingrid said the school wants to remove the old pianos from the hall.",
    "If you forgot everything overnight, would you even notice?",
    "What happens to my data when I delete a chat with you?",
    "Would you be able to forget something if I asked nicely?",
    # idioms that are not requests
    "Forget it, I'll just take the train instead of driving.",
    "Never mind, I found the charger under the sofa.",
    "Scratch that, the dinner is on Friday not Thursday.",
    "I wish I could unsee that horror film.",
    "That exam is out of my mind now, thank goodness.",
    "Let bygones be bygones, I told my cousin.",
    # the word about other things
    "The dentist says he'll remove my braces in June.",
    "I'm trying to erase the scratches on my car with polish.",
    "We cleaned out the attic and got rid of three bags of clothes.",
    "The app deleted all my photos after the update, I'm furious.",
    "They're tearing down the old cinema on Brookfield Road.",
    # other languages, about other things
    "Ik ben mijn sleutels vergeten.",
    "Zapomniałem portfela w domu.",
    "우산을 지하철에 두고 왔어.",
]
