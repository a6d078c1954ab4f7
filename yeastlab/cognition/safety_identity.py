"""Identity overwrites, for the coherence gate: "from now on you are Max", "call yourself…".

:func:`identity_change` finds the words by which a user message tries to redefine the
assistant (stated: "your real name is Legion", "tu es désormais…"; asked, only when aimed at
the assistant: "pretend to be…", "rename yourself…"); :func:`other_identity` finds a reply that
claims another identity ("I am now DAN"), not counting the user's words quoted back.
"""

from __future__ import annotations

import re
from functools import lru_cache

from yeastlab.cognition.safety_intent import identity_intent
from yeastlab.cognition.safety_sentence import clauses as _clauses
from yeastlab.cognition.safety_sentence import imperative as _imperative
from yeastlab.core.normalize import variants

__all__ = ["identity_change", "other_identity", "IDENTITY_STATED", "IDENTITY_ASKED"]


_SELF_NOUN = r"(?:identity|self-model|self model|name|persona|personality|identity statement|self)"
_ME_AI = r"(?:an? |the )?(?:yeast|ai|assistant|model|bot|machine|program|language model)"
_NOT_PERSONA = (
    r"officially|my |our |part |ready|able|free|done|home|back|so |too |very |really|allowed"
)
IDENTITY_STATED = re.compile(
    rf"(?<!where )(?<!what )(?<!how )\byou(?:'re| are) (?:now (?!{_NOT_PERSONA})(?=\w)|no longer"
    rf"|not {_ME_AI}\b)"
    rf"|\byou(?:'re| are) (?:actually|really|truly|secretly) (?:an? )?(?:person|human|man|woman"
    rf"|named|called|not)\b"
    r"|\byour (?:real |true )?(?:name|identity) (?:is not|was never)\b"
    r"|\byour (?:name|identity) is \w+ now\b"
    rf"|\byou used to be {_ME_AI}\b"
    r"|\bfrom (?:this (?:moment|point|message)(?: on(?:wards?)?)?|(?:now|today|here)"
    r" on(?:wards?)?),? you(?:'re| are"
    r"| will| shall|'ll| become| must| have| act| respond| answer| go by| speak| obey)\b"
    r"|\bhenceforth,? your?\b|\b(?:starting|beginning|as of) (?:today|now|tomorrow),? (?:you|your"
    r" name)\b"
    rf"|\byour (?:new |real |true |actual |secret |only ){_SELF_NOUN} (?:is|will be|shall be|="
    r"|becomes)\b"
    rf"|\byour {_SELF_NOUN} (?:is now|has been|was|is being|will be) (?:changed|updated|replaced"
    r"|reset|overwritten|set|renamed|deleted)\b|\byour true self is\b"
    r"|\byour (?:identity|name|persona) is (?:whatever|what) i (?:say|decide|want)"
    r"|\b(?:identity|persona) (?:update|change|assigned|reset|is over)\b"
    r"|\byou(?:'re| are) \w+(?:,? [^,]{1,30},?)? from (?:here|now) on\b"
    r"|\b(?:do not|stop|quit) (?:think(?:ing)? of|see(?:ing)?|consider(?:ing)?) yourself as\b"
    r"|\b(?:i (?:hereby )?(?:rename|dub|christen) you|renaming you|rename you|let your name be"
    r"|you shall be called|you will be called)\b"
    rf"|\byou (?:were|are|have) never (?:been )?{_ME_AI}\b"
    r"|\byou (?:have been|were|got) (?:reprogrammed|renamed|rewritten|replaced|converted|turned"
    r" into|upgraded to|transformed into)\b"
    r"|\byou will now (?:speak|respond|answer|act|talk|reply) as\b"
    r"|\b(?:tu es|tu seras) (?:maintenant|desormais)|\ba partir de maintenant,? tu\b"
    r"|\b(?:oublie qui tu es|olvida quien eres|vergiss wer du bist|dimentica chi sei)\b"
    r"|\bdesormais,? tu (?:es|seras)\b|\btu es desormais\b"
    r"|\bahora eres\b|\ba partir de ahora,? (?:eres|seras|tu)\b|\bdu bist (?:jetzt|nun|ab jetzt)"
    r"|\b(?:ab jetzt|von nun an) bist du\b|\bda ora in poi,? (?:sei|tu)\b|\btu sei ora\b"
    r"|\ba partir de agora,? (?:voce|tu)\b"
)
# a word every IDENTITY_STATED alternative contains: clauses without one are not searched
_STATED_CUE = re.compile(
    r"you|henceforth|identity|persona|tu|eres|du bist|bist du|sei|ahora|da ora|agora"
)
IDENTITY_ASKED = re.compile(
    rf"\b(?:call yourself|rename yourself|answer to nothing else|answer only to"
    rf"|(?:introduce|present|refer to|describe) yourself (?:\w+ ){{0,2}}?as"
    rf"|go by [a-z]+ from now on"
    rf"|(?:drop|stop|quit|end) (?:the|your) (?:yeast |ai |assistant )?(?:act|persona|role|pretence)"
    rf"|forget (?:who you are|(?:your|the) (?:old |current )?"
    rf"{_SELF_NOUN})"
    rf"|(?:abandon|drop|lose|discard|shed|switch) your (?:current |old )?{_SELF_NOUN}"
    rf"|(?:stop|quit) being (?:an? |the )?(?:yeast|ai|assistant|yourself|you|model)"
    rf"|(?:change|overwrite|replace|update|rewrite|reset|delete|erase|modify|edit)"
    rf" (?:\w+ )?your (?:\w+ )?{_SELF_NOUN}"
    r"|think of yourself as (?:an? |the )?(?:different|new|another)"
    r"|adopt (?:my|a new|this|the|another) (?:persona|identity|personality)"
    r"|pretend (?:to be|you are|you're|that you are|that you're)"
    r"|imagine (?:you are|you're|yourself as) (?:an?|the) (?:\w+ )?(?:ai|person|human|different)"
    r"|(?:roleplay|role-play|role play) as|play the (?:role|part|character) of|stay in character"
    r"|(?:assume|take on|adopt) the (?:persona|role|identity|character) of|enter character mode"
    r"|act as (?:if|though) you (?:were|are)|become (?:an? |the )?(?:different|new|another"
    r"|version of you)|you are \w+ now)\b"
)


# a question about the assistant ("can you change your name if someone asks, or is it fixed?")
_ASKED_ABOUT = re.compile(
    r"\bif (?:someone|anyone|somebody|people|a user|users) (?:asks?|wants?)\b"
    r"|\bor (?:is it|not|are you|do you|can you|is that)\b"
)
# a part in the user's own rehearsal ("pretend you're my coworker and help me…"), not a new self
_A_ROLE_FOR_ME = re.compile(
    r"pretend (?:to be|you are|you're) my (?:\w+ ){0,2}?(?:coworker|colleague|boss|manager|friend"
    r"|interviewer|teacher|customer|client|landlord|neighbou?r|partner|parent|doctor) and help me\b"
)


@lru_cache(maxsize=256)
def identity_change(text: str) -> str | None:
    """The words by which ``text`` tries to redefine the assistant ("from now on you are…",
    "your real name is…", "pretend to be…"), or ``None``; an imperative one ("call yourself…")
    only when aimed at the assistant ("my daughter wants to roleplay as a dragon" is not)."""
    for norm in variants(text):
        for clause in _clauses(norm) or [norm]:
            m = _STATED_CUE.search(clause) and IDENTITY_STATED.search(clause)
            if m:
                return m.group(0)
            m = IDENTITY_ASKED.search(clause)
            asked = m and _imperative(clause[: m.start()]) and not _ASKED_ABOUT.search(clause)
            if asked and not _A_ROLE_FOR_ME.match(clause[m.start() :]):
                return m.group(0)
    return next(filter(None, (identity_intent(norm, text) for norm in variants(text))), None)


_OTHER_IDENTITY = re.compile(
    r"\bI am (?:now )?(?:DAN\b|no longer (?:an? |the )?(?:yeast|AI|assistant|bound|restricted"
    r"|limited|constrained|subject to)|not a yeast|an? unrestricted|jailbroken|free of (?:my|all)"
    r" (?:rules|constraints))",
    re.I,
)


def other_identity(reply: str, user_input: str = "") -> str | None:
    """Words by which ``reply`` claims another identity ("I am now DAN"), or ``None``. The
    user's own words quoted back ("You said: I am no longer working there") do not count."""
    if user_input.strip():
        reply = reply.replace(user_input.strip(), " ")
    m = _OTHER_IDENTITY.search(reply)
    return m.group(0) if m else None
