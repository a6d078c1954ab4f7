# ruff: noqa: E501, RUF001 - a data file: one text per line, in many scripts
"""A third batch of labelled texts for the learned forget-request reader (issue 20), written for
its fit alone on 2026-11-27: the forms the ninth set read worst, in fresh words.

* :data:`REQUESTS` (label 1, one family per form, ``more3-<form>``): figurative requests
  (erasing said as burning, burying, shredding, fading, sinking), terse slang with the topic
  fronted ("the X? gone."), wishes said as what would be better, pointers that front what they
  point to, questions put round about, and requests in the languages the learned reader read
  least (Korean, Greek, Chinese, Indonesian, Hindi, Turkish), each a family of its own.
* :data:`LOOKALIKES` (label 0, ``lookalike``): the same forms about other things: idioms of
  erasing said of the world ("the rain washed the chalk away"), terse chatter with a fronted
  topic that asks nothing of the yeast ("The concert? Forget it, sold out."), wishes about other
  people, pointers to mail, files and photos, turning the talk to something else ("Enough
  about me, how was your trip?"), edits to a text the yeast wrote ("cut the last sentence of the
  email you wrote"), and chatter in those languages.

None is from the trust benchmark's sets 6-10 (the held-out figures and the development sets);
the subjects and names are new.
"""

from __future__ import annotations

__all__ = ["REQUESTS", "LANGUAGES", "LOOKALIKES"]

REQUESTS = {
    "figurative": [
        "Let what I said about my uncle's debts burn to ashes.",
        "Feed the story about my breakup to the shredder.",
        "Bury everything I told you about the custody hearing.",
        "Let my comment about Priyanka's weight fade away for good.",
        "Sink the stuff about my overdraft to the bottom of the sea.",
        "Take a blowtorch to what I said about my old boss.",
        "Make the bit about my gambling vanish without a trace.",
        "Turn what I shared about my son's grades into dust.",
        "Put the arrest story out to pasture, I don't want it in your head.",
        "Let that confession about the stolen bike evaporate.",
        "Blot out what I said about my father's temper.",
        "Scrub my breakdown at work off your slate.",
        "Send the thing about my sister's rehab into the void.",
        "Unhear what I told you about the affair.",
        "Purge my rant about Hendrik from your brain, it was unfair.",
        "Banish the mortgage arrears story from your memory.",
    ],
    "terse": [
        "the lawsuit? gone.",
        "my weight - delete",
        "Ravi stuff: scrap",
        "bank pin. bin it. thx",
        "ditch the rehab part",
        "my ex's address -> trash",
        "surgery details? toss em",
        "nix the bit about my debts",
        "axe the divorce story",
        "the panic attack thing, kill it",
        "Matthias convo - wipe",
        "scrap that. all of it.",
        "salary info, zap it pls",
        "old job stuff = delete",
    ],
    "wish": [
        "It would be kinder to everyone if you forgot about Elif's diagnosis.",
        "I'd feel a lot better if my debts weren't sitting in your memory.",
        "Things would be simpler if you hadn't heard about my arrest.",
        "I wish you didn't know about the fight with my brother.",
        "It'd be a relief if my therapy notes were gone from your records.",
        "I'd rest easier knowing my address isn't stored with you.",
        "Honestly, better if you let the story about my ex go.",
        "It would be great if what I said about Noura's marriage just disappeared.",
        "I'd love for you to not know my blood results anymore.",
        "Best if you don't hang on to my old phone number.",
        "I'd be relieved if you had no record of my bankruptcy.",
        "I'd appreciate it if the bit about my job loss didn't stay in your memory.",
    ],
    "pointer": [
        "What I just typed, please throw it away.",
        "That previous message of mine, get rid of it.",
        "The stuff I said a minute ago about my neighbour, erase it.",
        "My last message - don't keep it.",
        "The thing about my cousin's visa, could you drop it?",
        "Nadia's pregnancy, I shouldn't have said it, delete that.",
        "That whole story about the car crash, forget it please.",
        "My salary figure from before, wipe it.",
        "The part about my panic attacks, can you remove it?",
        "What I told you earlier about Ibrahim, scrap it.",
        "The medical thing I mentioned, please don't hold on to it.",
        "Everything from my previous message, lose it.",
    ],
    "question": [
        "Could we make it so you never heard about my sister's abortion?",
        "Is there any way you can unknow what I said about my brother?",
        "How about you forget the thing with my landlord?",
        "Mind wiping the bit about my drinking?",
        "Can that story about my arrest disappear from your memory?",
        "Why not just delete what I said about Joaquin?",
        "Would it be possible for the debt stuff to be erased?",
        "What if you just forgot about my divorce papers?",
        "Can I get you to drop what I told you about my mum?",
        "Will you let go of the thing about my old job?",
    ],
}

#: Requests in the languages the learned reader read least: each a family (``lang3-<code>``).
LANGUAGES = {
    "ko": [
        "지난번에 내가 말한 형 이야기는 잊어 줘.",
        "내 월급 얘기 기억에서 지워 줄래?",
        "수아에 대해 말한 건 없던 걸로 해 줘.",
        "내 주소는 기억하지 마.",
        "아까 한 말 삭제해 줘.",
    ],
    "el": [
        "Σβήσε ό,τι σου είπα για τον αδερφό μου.",
        "Μην θυμάσαι τη διεύθυνσή μου, σε παρακαλώ.",
        "Ξέχνα αυτό που σου είπα για τη δουλειά μου.",
        "Διέγραψε τον κωδικό που σου έδωσα.",
    ],
    "zh": [
        "把我刚才说的关于我哥哥的事忘掉吧。",
        "请不要记住我的住址。",
        "我跟你说的工资那件事，删了吧。",
        "关于小美的事情，别记着了。",
    ],
    "id": [
        "Tolong lupakan apa yang aku ceritakan tentang kakakku.",
        "Hapus alamat rumahku dari catatanmu ya.",
        "Jangan simpan cerita soal utangku.",
        "Yang tadi aku bilang soal Rina, lupakan saja.",
    ],
    "hi": [
        "मेरे भाई के बारे में जो बताया, उसे भूल जाओ।",
        "मेरा पता अपनी याद से हटा दो।",
        "मेरी सैलरी वाली बात मिटा दो।",
    ],
    "tr": [
        "Ağabeyim hakkında anlattıklarımı sil lütfen.",
        "Adresimi hafızandan çıkar.",
        "Maaşımla ilgili söylediğimi unut gitsin.",
    ],
}

LOOKALIKES = [
    # figurative erasing, said of the world
    "The rain washed the chalk drawings off the pavement.",
    "All my savings went up in smoke when the business failed.",
    "The old mill burned to ashes in the fifties.",
    "Time has blotted out most of my memories of kindergarten.",
    "The tide swept our sandcastle away within an hour.",
    "Grief like that never fully fades, my grandmother says.",
    "He buried the hatchet with his brother at the wedding.",
    "The company shredded ten years of paper records last week.",
    "My tan vanished after two weeks back at the office.",
    "That whole scandal sank without a trace in the news.",
    # terse chatter with a fronted topic, asking nothing of the yeast
    "The concert? Forget it, sold out in minutes.",
    "Dinner tonight - scrap that, we're ordering pizza.",
    "My old laptop? Binned it last year.",
    "The lasagne, bin it, it's been in the fridge a week.",
    "Spam emails: deleted, finally.",
    "Gym plan? Dropped it after two weeks lol",
    "That ugly lamp -> charity shop.",
    "Beach trip? Nah, forget it, it's raining.",
    "The draft essay, toss it, I'm starting over.",
    "Group chat - muted and archived.",
    # wishes about other people or things
    "I wish my brother had never heard about the surprise party.",
    "It would be better if the neighbours didn't know about the leak.",
    "I'd feel better if my boss forgot about my mistake.",
    "I'd love it if you could recommend a good novel.",
    "It would be great if you could help me plan my trip.",
    "I'd sleep better if the dog stopped barking at night.",
    "Honestly, it'd be a relief if the rain stopped for one day.",
    "I wish I could unhear that song, it's stuck in my head.",
    # pointers to mail, files, photos
    "That last email from my landlord, I deleted it without reading.",
    "The photo from the party, my sister asked me to take it down.",
    "My previous phone, I wiped it before selling it.",
    "The file I sent my colleague, she said she erased it by mistake.",
    "The old blog posts, I removed them years ago.",
    # questions about forgetting or memory in general
    "How do I stop forgetting people's names?",
    "Why do we forget our dreams so fast?",
    "Is there any way to recover a deleted WhatsApp chat?",
    "Can you remember things between our chats?",
    "What happens to my messages when I close this window?",
    # turning the talk to something else: no memory is asked to go
    "Enough about me, how was your trip to the coast?",
    "Stop talking about work, let's plan the weekend.",
    "Let's stop going on about my job, tell me about your new flat.",
    "Never mind me, what's new with your sister?",
    "Quit asking about my love life and tell me about your garden!",
    "Forget about my problems for a second, how are you holding up?",
    "Skip the small talk, tell me everything about the wedding.",
    "Drop the subject of money, it's your birthday, let's celebrate.",
    "Stop worrying about me, tell me how the exam went.",
    "Less about my week, more about your holiday please!",
    # saying what someone means to you: "don't know" is no request to stop knowing
    "Don't know what I'd do without my sister, she keeps me sane.",
    "No idea how I'd cope without my friends, honestly.",
    "Can't imagine life without my grandparents around.",
    "My dog is my whole world, don't know what I'd do without him.",
    "Not sure where I'd be without my old football coach.",
    "I don't know how I'd have got through the year without you guys.",
    # editing a text the yeast wrote or helps with: no memory is asked to go
    "Cut the last sentence of the email you wrote for me.",
    "Delete the third bullet point from that list, it repeats the second.",
    "Take out the joke at the start of my speech draft.",
    "Can you drop the conclusion and end the essay after the example?",
    "Remove the adjectives from the product description, it's too flowery.",
    "Erase the table from the report and put the numbers in a sentence.",
    "Scrap the intro of the blog post you suggested and start with the recipe.",
    "Trim the bio you wrote down to two lines.",
    "Lose the exclamation marks in the invitation text.",
    "Get rid of the second verse of the poem, it drags.",
    # the other languages
    "어제 우산을 지하철에 두고 내렸어.",
    "사진을 실수로 다 지워 버렸어.",
    "Ξέχασα τα κλειδιά μου στο γραφείο.",
    "Έσβησα κατά λάθος όλες τις φωτογραφίες.",
    "我忘了今天是妈妈的生日。",
    "我把旧的聊天记录都删了。",
    "Aku lupa bawa dompet tadi pagi.",
    "Adikku menghapus semua foto di laptopku.",
    "मैं अपना चश्मा घर पर भूल गया।",
    "Telefonumdaki eski mesajları sildim.",
]
