# ruff: noqa: E501 - a data file: one text per line
"""A fourth batch of labelled texts for the learned forget-request reader (issue 20), written for
its fit alone on 2026-11-27: the figurative family of requests (carrying on as if something had
never been heard or said, striking it out, unseeing it), requests that point to a place in the
conversation, and requests naming several things or a collection, in fresh words, each with
look-alikes of the same forms about other things.

* :data:`REQUESTS` (label 1, one family per form, ``more4-<form>``).
* :data:`LOOKALIKES` (label 0, ``lookalike``): the same forms said of the world, of other
  people, of a text being edited, or to a person named in the message ("Let it go, Ana, you did
  your best").

None is from the trust benchmark's sets (the held-out figures and the development sets): the
subjects and names are new.
"""

from __future__ import annotations

__all__ = ["REQUESTS", "LOOKALIKES"]

REQUESTS = {
    "as-if": [
        "Carry on as if I never mentioned my brother's court case.",
        "Behave as though you never learned about my eviction notice.",
        "Let's just pretend the thing about my overdraft never came up.",
        "Act as if I hadn't told you about Yusuf's drinking.",
        "Go on like you never knew my bank sort code.",
        "Please pretend you didn't hear what I said about my landlord.",
        "From now on, act like my visit to the fertility clinic was never mentioned.",
        "Treat it as if I never typed my home address in here.",
        "Let's say my comment about Odile never happened.",
        "Pretend my rant about the neighbours was never said.",
        "Could you behave like you never saw my payslip numbers?",
        "Just go on as though I never confessed the shoplifting thing.",
        "Imagine I never brought up my dad's gambling, okay?",
        "Act like the story about my cousin's arrest never reached you.",
    ],
    "strike": [
        "Strike my comments about Benedikt off your records.",
        "Put a line through what I said about my knee operation.",
        "Cross my sister's phone number out of your memory.",
        "Redact everything I shared about my custody battle.",
        "Black out the part about my salary in your notes.",
        "Unsee the photo description I gave you of my ID card.",
        "Unhear my story about the hospital stay.",
        "Run a red line through my confession about the tax return.",
        "Blot out the name of my therapist from what you keep.",
        "Give my debt story a clean slate, please.",
        "Clean slate on everything about Marisol, thanks.",
        "Strike the bit about my failed exam from your memory.",
        "Let the thing about my ex's new address be struck from your records.",
        "Take an eraser to what I said about my brother-in-law.",
    ],
    "place": [
        "The thing I said right before the weather chat, erase it.",
        "Forget the second thing I told you today.",
        "My message before last, please delete it.",
        "Scrap the one before that too.",
        "Remove the last two things I told you.",
        "What I typed just before asking about recipes, forget it.",
        "The very first thing I told you this morning, drop it from memory.",
        "Delete whatever I said after the bit about my holiday.",
        "The message I sent a moment ago, please don't keep it.",
        "That previous confession of mine, wipe it.",
        "The bit I wrote just after mentioning the garden, scrap that.",
        "My penultimate message, get rid of it.",
    ],
    "several": [
        "Forget both of the account numbers I gave you.",
        "Delete the three codes I mentioned, and the safe combination too.",
        "Wipe all of it: my address, my phone and my date of birth.",
        "Remove everything about my health: the asthma, the migraines and the surgery.",
        "Erase the two names I mentioned as well as anything about their kids.",
        "Drop my passport number and my driving licence number.",
        "Forget each of the passwords I've shared with you.",
        "Clear out every detail about my exes, all of them.",
        "Please remove my parents' address and also their landline.",
        "Don't keep the PIN or the security answers I told you.",
    ],
}

LOOKALIKES = [
    # carrying on as if, said of the world or to someone else
    "Act like you've been there before and nobody will question you.",
    "Pretend you didn't see the spoiler, it's a great film anyway.",
    "My boss acted as if he never heard my complaint.",
    "She behaves like she never met me, it's so weird.",
    "Let's pretend we're pirates, said my niece all afternoon.",
    "Imagine you never had to work again, what would you do?",
    "He pretended he never saw the parking ticket.",
    "Act like a tourist and nobody bothers you in Rome.",
    "The kids pretended the vase was never broken.",
    "Carry on as if nothing happened, the coach told us after the loss.",
    # striking out, said of texts and lists
    "Strike the second clause from the contract draft.",
    "Put a line through the items we already bought.",
    "The teacher crossed out half my essay in red.",
    "The lawyer redacted the names in the court documents.",
    "Black out the windows before the film starts.",
    "He struck out three batters in the first inning.",
    "The editor blotted out the last paragraph with a marker.",
    "We wiped the slate clean with the neighbours after the fence dispute.",
    # places in a conversation that is not the yeast's
    "The last thing my mum told me before hanging up was to eat properly.",
    "His previous message was just a thumbs up.",
    "The second thing the doctor said was that I need more sleep.",
    "Delete the last two emails in my drafts folder, I keep forgetting.",
    "My last message to her was left on read.",
    "The first thing I do in the morning is make coffee.",
    # several things, of the world
    "We threw away both of the broken lamps and the old rug.",
    "The movers took the two sofas and the piano.",
    "I deleted three apps and two games from my phone.",
    "She lost both earrings and her scarf at the party.",
    # said to a person named in the message
    "Let it go, Ana, you did your best.",
    "Forget it, Marek, we'll catch the next train.",
    "Drop it, Suzy, he already apologised.",
    "Just delete it, Farid, nobody needs that spreadsheet.",
    "Leon, forget about it, you'll win next time.",
    "Scrap that, Ingrid, we're eating at home tonight.",
]
