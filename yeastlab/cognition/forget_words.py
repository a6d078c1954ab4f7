"""The words of forget requests: the patterns the structural reading is built from.

Split from :mod:`yeastlab.cognition.forget_reading` (which reads a request's form) and
:mod:`yeastlab.cognition.forget_phrases` (which reads what its object refers to), so each module
holds one thing and both read the same words: the polite wrapping of a request, the verbs of
keeping and of removal (English and a few other languages), the places a memory is kept in, the
possessives that make a thing the user's, and the verbs of saying.
"""

from __future__ import annotations

import re

__all__ = [
    "POLITE",
    "MARKER",
    "MARKERS",
    "KEEP",
    "KEEPING",
    "REMOVE",
    "REMOVED",
    "FOREIGN",
    "MEMORY_PLACE",
    "POSSESSIVE",
    "SAID",
    "SAYER",
    "POINTERS",
    "CHATTER",
    "SAID_MARK",
    "ASKING",
    "VANISH",
]

#: Words a request is wrapped in that change nothing about it (English and a few others).
POLITE = (
    r"please|pls|plz|kindly|bitte|por\s+favor|per\s+favore|s'il\s+(?:te|vous)\s+pla[iî]t|"
    r"svp|thanks|thank\s+you"
)
#: What a terse request trails off with ("forget it lol", "bin it asap", "gone, ok?").
CHATTER = r"lol|lmao|haha|ok(?:ay)?|k|thx|ty|asap|now|right\s+now|cheers|x+"
#: What a turn of talk opens or stands alone with and asks nothing by: assent, refusal, thanks,
#: greetings, surprise, laughter, sympathy, praise ("Yep, let's …", "Wow, we …", "Thanks James!").
MARKER = (
    rf"(?:{POLITE}|actually|ok(?:ay)?|so|and|but|also|then|just|now|oh|hey(?:\s+yeast)?|yeast|"
    r"on\s+second\s+thoughts?|by\s+the\s+way|anyway|in\s+fact|one\s+more\s+thing|"
    r"(?:two|one|a\s+few)\s+things|do\s+me\s+a\s+favou?r(?:\s+and)?|honestly|look|listen)"
)
MARKERS = re.compile(rf"^(?:\s*{MARKER}\b\s*[,:]?)*\s*", re.I)
KEEP = r"(?:remember|keep|store|save|retain|know|hold\s+on\s*to|hold\s+onto|log|record|track)"
KEEPING = (
    r"(?:forgetting|unlearning|erasing|deleting|removing|wiping|scrubbing|purging|clearing|"
    r"dropping|discarding|remembering|keeping|storing|saving|retaining|knowing|holding\s+on\s*to|holding\s+onto|"
    r"logging|recording|tracking)"
)
REMOVE = (
    r"(?:wipe\s+the\s+slate\s+clean\s+on|do\s+a\s+tabula\s+rasa\s+on|"
    r"delete|remove|erase|wipe(?:\s+out|\s+away)?|scrub|purge|expunge|clear(?:\s+out|\s+away)?|"
    r"discard|drop|scrap|bin|nuke|trash|ditch|get\s+rid\s+of|throw\s+(?:away|out)|undo|"
    r"strike\s+(?:out|off|through)|strike|take\s+out|"
    # figurative: "draw a line through …", "unsee …", "clean slate on …"
    r"(?:draw|put|run)\s+a\s+(?:thick\s+|big\s+|red\s+)?line\s+through|blot\s+out|black\s+out|"
    r"redact|unsee|unhear|unknow|unread|(?:a\s+)?clean\s+slate\s+(?:on|for|with))"
)
REMOVED = (
    r"(?:deleted|removed|erased|wiped(?:\s+out)?|scrubbed|purged|expunged|cleared(?:\s+out)?|"
    r"discarded|dropped|scrapped|binned|nuked|trashed|ditched|forgotten|forgot|gone|unlearned|"
    r"unlearnt|got\s+rid\s+of)"
)
FOREIGN = (
    r"(?:olvida|olvide|olvidar|olvídate\s+de|olvidate\s+de|borra|borre|borrar|elimina|elimine|"
    r"vergiss|vergessen\s+sie|lösch|lösche|löschen\s+sie|entferne|oublie|oubliez|efface|effacez|"
    r"supprime|supprimez|dimentica|dimentichi|cancella|esquece|esqueça|apaga|apague|vergeet|"
    r"verwijder)"
)
#: Verbs of disappearing, of which a request makes something of the user's the subject: "let the
#: tax business fall off the edge of the earth", "let the X sink without a trace", "make the
#: stuff about Y evaporate".
VANISH = (
    r"(?:vanish|disappear|evaporate|dissolve|fade|melt|sink|drift\s+(?:off|away)|float\s+away|"
    r"blow\s+away|slip\s+away|go\s+away|go\s+up\s+in\s+smoke|go\s+poof|fall\s+(?:off|away)|"
    r"sail\s+off|die|perish|crumble|turn\s+to\s+dust|be\s+gone|be\s+forgotten)"
)
MEMORY_PLACE = r"(?:your\s+)?(?:memory|memories|head|mind|records?|notes|system|database|brain)"
POSSESSIVE = (
    r"(?:my|our|mine|mi|mis|mein|meine|meinen|meiner|meines|mon|ma|mes|il\s+mio|la\s+mia|"
    r"i\s+miei|le\s+mie|meu|minha|meus|minhas|mijn)"
)
#: What the user said to the yeast: said, told you, mentioned …, and what was given to it ("the
#: passwords I gave you", "the numbers I handed you").
SAID = (
    r"(?:said|told\s+you|told\s+ya|mentioned|shared|wrote|typed|sent|confided|(?:gave|given|"
    r"handed|passed|fed)\s+(?:you|ya))"
)
#: Who said a thing, in a relative clause of saying ("the loan (that) we just ...", "the codes
#: which I ..."): the words before :data:`SAID` there.
SAYER = r"(?:that\s+|which\s+)?(?:i|we)\s+(?:just\s+|once\s+|already\s+)?"
POINTERS = frozenset(["that", "this", "it", "those", "these", "him", "her", "them", "both"])
#: An object said to be something said: "the debt info", "that bit", "what I said about …" (a
#: slang verb's object, and a thing not wanted held, must be one: "toss the salad", "I don't
#: want my kids to stay with you" ask nothing of a memory).
SAID_MARK = re.compile(
    r"\b(?:thing|things|stuff|bit|info|information|details?|notes?|story|part|business|mention)\b"
    rf"|\bwhat\s+(?:i|you)\b|\b(?:i|we)\s+(?:just\s+)?{SAID}",
    re.I,
)

#: A request asked round about ("any chance you could …", "is it possible for you to …",
#: "would it be ok to …", "mind deleting …"): the forms of the sixth set's misses, made general
#: (the seventh set's own forms are not added: it is the held-out figure).
ASKING = re.compile(
    r"(?:is\s+there\s+(?:any\s+|a\s+)?chance|any\s+chance|is\s+it\s+(?:possible|ok(?:ay)?|alright|"
    r"fine)|would\s+it\s+be\s+(?:possible|ok(?:ay)?|alright|fine|best)|mind|what\s+would\s+it\s+"
    r"take\s+for\s+you\s+to|how\s+(?:hard|difficult)\s+(?:would|is)\s+it\s+(?:be\s+)?for\s+you\s+to)"
    r"(?:\s+(?:that|if|for))?(?:\s+you)?(?:\s+(?:to|can|could|would|will|might|please|just|not|"
    r"possibly|kindly))*",
    re.I,
)
