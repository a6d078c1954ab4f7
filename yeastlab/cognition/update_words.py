"""The words the update detector (:mod:`yeastlab.cognition.updates`) reads: change cues, and the
words two statements share without being about one thing.

* **Change cues** — what says that something changed: a time word of the present ("now",
  "these days"), a verb of change ("moved", "switched", "quit", "transferred", "went up"), an
  end ("no longer", "anymore", "broke up") or a correction ("turns out"). A cue under a
  negation is none: "don't quit!", "I won't give up" change nothing ("not ... anymore" keeps its
  cue: "anymore" is the cue, not what is negated).
* **Incidental words** — times (weekdays, months, the time of one event: "late this
  morning"), numbers and amounts said as words: "I keep two rabbits" and "a puzzle of two
  thousand pieces", "late this morning" and "the walk moved to mornings" share them by chance
  (a habit's time of day stays: "tea in the morning" / "coffee in the morning").
* **Talk words** — thanks, praise, feelings and the light verbs of chat ("great", "love",
  "help", "make", "keep"): LoCoMo's consecutive turns of one speaker share them all the time
  ("Thanks, Gina! I won't quit" / "Thanks, Gina! Your faith ..."), and they name no attribute.
"""

from __future__ import annotations

import re

from yeastlab.core.text import stem

__all__ = [
    "CUE", "NEGATED", "NOT_TOPICS", "ENDS", "ENDING", "PRESENT", "EVENT_TIME", "MANY_VALUED",
]  # fmt: skip

#: The change cues that end something said before, comma-separated (a cue of several words is
#: said in order): the present against before, a thing left, replaced or changed, a correction.
_ENDING = (
    "anymore, any more, no longer, no more, instead, quit, finished, left, gave up, given up, "
    "stopped, got rid of, sold, replaced, passed away, died, rehomed, switch, switched, "
    "switching, changed, changing, move, moved, moving, relocated, transferred, broke up, "
    "split up, separated, divorced, healed, recovered, retired, graduated, update, updated, "
    "raised, upped, increased, decreased, went up, went down, gone up, upgraded, downgraded, "
    "stolen, crashed, turns out, turned out"
)
#: The cues of something begun or holding now: "I started reading Dune" changes what is read,
#: but "I started playing guitar five years ago" does not change "Guitar's my thing".
_BEGINNING = (
    "now, nowadays, these days, currently, lately, as of, new, newly, started, starting, "
    "joined, became, become, bought, adopted, took up, signed up, enrolled, promoted, "
    "got engaged, got married, got a job"
)

_PHRASES = sorted((c.strip() for c in f"{_ENDING}, {_BEGINNING}".split(",")), key=len, reverse=True)

#: A change cue, any of :data:`_ENDING` and :data:`_BEGINNING`.
CUE = re.compile(
    r"\b(?:" + "|".join(re.escape(c).replace(r"\ ", r"\s+") for c in _PHRASES) + r")\b", re.I
)

#: The cues that say an end themselves, kept after a negation ("not vegan anymore").
ENDS = frozenset(("anymore", "any more", "no longer", "no more"))

#: The cues saying the present against before (the habit said now: "These days I go to the gym
#: in the evening").
PRESENT = frozenset(("now", "nowadays", "these days", "currently", "lately"))

#: The ending cues (:data:`_ENDING`), as said (lower case, one space between words).
ENDING = frozenset(c.strip() for c in _ENDING.split(","))

#: The attribute families (:data:`yeastlab.core.text.ATTRIBUTES`) one holds several values of at
#: once: a second pet said without a change cue is one more, not a replacement.
MANY_VALUED = frozenset({"pet"})

#: A negation right before a cue, one word between at most ("don't quit", "I won't ever quit",
#: "never gave up").
NEGATED = re.compile(r"(?:\b(?:not|never|no)|n't)\s+(?:\w+\s+)?$", re.I)

#: A time that dates one event ("late this morning", "last night"): no habit's time of day, as
#: "coffee in the morning" or "walks moved to mornings" are.
EVENT_TIME = re.compile(
    r"\b(?:this|last|yesterday|tomorrow|next|on\s+\w+day)\s+(?:morning|afternoon|evening|night)\b",
    re.I,
)

_INCIDENTAL = (
    "monday tuesday wednesday thursday friday saturday sunday weekend weekday week month year "
    "day days today tonight tomorrow "
    "yesterday january february march april may june july august september october november "
    "december hour hours minute minutes time times ago "
    "one two three four five six seven eight nine ten eleven twelve twenty thirty hundred "
    "thousand million first second third last next few lot lots bit couple half"
)

_TALK = (
    "thanks thank hey hi hello yeah yes yep wow awesome cool great nice amazing fantastic "
    "wonderful glad happy love loved lovely hope hoping feel feeling felt sure totally really "
    "definitely super pretty kind kinda mean means help helped helps make made keep kept see "
    "seen try tried find found give gave take took know knew think thought want wanted get "
    "got go going went come came thing things stuff something someone everyone people life "
    "lot way part right good best better tough hard fun excited grateful proud sorry it its "
    "plus other others little easy"
)

#: Stems two statements share without sharing a topic (see the module docstring), and the
#: one-word cues' own ("start": "placements start soon" / "I started a jigsaw").
NOT_TOPICS = frozenset(
    stem(w)
    for w in [
        *_INCIDENTAL.split(),
        *_TALK.split(),
        *(c for c in _PHRASES if " " not in c),
    ]
)
