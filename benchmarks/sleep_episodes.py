"""Episodes for ``benchmarks/sleep.py``: topics of several episodes each, and singletons.

Written for the benchmark (not taken from the tests). Each episode of a topic says something
different about it (a distinct fact), in varied wording and in the forms episodes are stored in:
a stated fact, a logged exchange ``User: … | Yeast: …``, a conversation summary, the cognitive
profile's offline reflection ``A 2-turn conversation about …. It began: …``. The ``dev``
topics were looked at while choosing the calibration's quantiles; the ``held_out`` ones were not.
"""

# ruff: noqa: E501  (one episode a line: the data reads better unwrapped)

from __future__ import annotations

__all__ = ["HALVES"]

DEV_TOPICS: dict[str, list[str]] = {
    "dog": [
        "The user's dog Rex is afraid of thunderstorms and hides in the bathroom.",
        "User: Rex was hiding in the bathroom again during the storm last night. | Yeast: Poor Rex, storms scare many dogs.",
        "We talked about calming Rex, the user's dog, when thunder starts; a weighted vest helped.",
        "The user said the vet suggested a calming collar for Rex during thunderstorms.",
        "A 2-turn conversation about rex, storms. It began: Rex would not eat after the fireworks last night.",
    ],
    "budget": [
        "The user's budget for the new server cluster is 40,000 euros.",
        "User: finance approved forty thousand euros for the server cluster. | Yeast: Noted, 40k for the cluster.",
        "We discussed which servers fit the 40,000 euro cluster budget; the user prefers AMD.",
        "The user said the server cluster purchase must be signed off before the end of the quarter.",
        "A 3-turn conversation about cluster, servers. It began: Can the server cluster budget also cover three years of support?",
    ],
    "sourdough": [
        "We talked about baking a rye sourdough loaf with a long cold proof overnight.",
        "User: my rye sourdough came out flat again. | Yeast: Try a longer cold proof in the fridge.",
        "The user feeds the sourdough starter twice a day and keeps it at 24 degrees.",
        "We discussed the hydration of the user's rye sourdough: 80 percent water worked best.",
        "A 2-turn conversation about sourdough, starter. It began: My sourdough starter smells of acetone, is it dead?",
    ],
    "marathon": [
        "The user is training for the Berlin marathon in September.",
        "User: I ran 30 km today for the marathon plan. | Yeast: Great long run, remember to taper.",
        "We talked about the user's marathon pace: they aim for 4 hours in Berlin.",
        "The user's knee hurts after long marathon training runs; they will see a physiotherapist.",
        "A 2-turn conversation about marathon, shoes. It began: Which shoes should I wear for the marathon in Berlin?",
    ],
    "thesis": [
        "The user is writing a PhD thesis on coral reef bleaching.",
        "User: my supervisor wants the coral bleaching chapter by Friday. | Yeast: Let's outline it today.",
        "We discussed statistics for the user's thesis: a mixed model fits the reef survey data.",
        "The user's thesis defence on coral reefs is planned for next May.",
        "A 2-turn conversation about thesis, coral. It began: How do I cite the reef survey data in my thesis?",
    ],
}
DEV_SINGLETONS = [
    "The user asked how a lunar eclipse happens.",
    "User: what is the capital of Australia? | Yeast: Canberra.",
    "The user's car needs new winter tyres before November.",
    "We talked about the history of the printing press.",
    "The user prefers answers in bullet points.",
    "User: recommend a Russian novel for my book club. | Yeast: Try The Brothers Karamazov.",
    "A 2-turn conversation about chess, openings. It began: Which chess opening suits a beginner?",
    "A 2-turn conversation about taxes, deadline. It began: When is the deadline for my tax return?",
]

HELD_OUT_TOPICS: dict[str, list[str]] = {
    "datacentre": [
        "All of the user's customer data must stay in a data centre in Frankfurt.",
        "User: our compliance team insists the data centre is in Frankfurt. | Yeast: Understood, Frankfurt only.",
        "We discussed why the Frankfurt data centre is required: the customers' contracts demand EU hosting.",
        "The user said the Frankfurt data centre must be ISO 27001 certified.",
        "A 2-turn conversation about frankfurt, hosting. It began: Can our backups leave the Frankfurt data centre?",
    ],
    "wedding": [
        "The user's brother is getting married in Edinburgh in August.",
        "User: I need a kilt for my brother's wedding in Edinburgh. | Yeast: Many shops in Edinburgh rent kilts.",
        "We talked about the speech the user will give at the brother's wedding in August.",
        "The user booked a hotel in Edinburgh for the wedding weekend.",
        "A 2-turn conversation about wedding, edinburgh. It began: What should I give my brother as a wedding present?",
    ],
    "cello": [
        "The user has been learning the cello for two years.",
        "User: my cello teacher wants me to play a Bach suite. | Yeast: The first suite is a good start.",
        "We talked about cello practice: the user's neighbour complains about late scales.",
        "The user bought a new bow for the cello that cost 600 euros.",
        "A 2-turn conversation about cello, strings. It began: How often should I change the strings on my cello?",
    ],
    "tomatoes": [
        "The user waters the tomato plants every evening in summer.",
        "User: my tomatoes have yellow leaves. | Yeast: Yellow tomato leaves often mean too much water.",
        "We discussed feeding the user's tomato plants with a potassium fertiliser.",
        "The user grows cherry tomatoes on the balcony in large pots.",
        "A 2-turn conversation about tomatoes, blight. It began: There are brown spots on my tomato plants.",
    ],
    "migraine": [
        "The user gets migraines when they sleep less than six hours.",
        "User: another migraine today after a short night. | Yeast: Rest in a dark room and drink water.",
        "We talked about the user's migraine diary: coffee after 4 pm seems to trigger them.",
        "The user's neurologist prescribed a new migraine medication last month.",
        "A 2-turn conversation about migraine, screens. It began: Does screen time make migraines worse?",
    ],
}
HELD_OUT_SINGLETONS = [
    "The user asked how to reset a forgotten router password.",
    "The user's daughter starts secondary school in September.",
    "User: how many moons does Mars have? | Yeast: Two, Phobos and Deimos.",
    "We talked about the causes of the French Revolution.",
    "The user wants every answer to cite its source.",
    "User: convert 5 miles to kilometres. | Yeast: About 8 kilometres.",
    "A 2-turn conversation about painting, watercolour. It began: How do I stop watercolour paper from buckling?",
    "A 2-turn conversation about insurance, flat. It began: Does my flat insurance cover a broken window?",
]

#: half → (topics, singletons)
HALVES: dict[str, tuple[dict[str, list[str]], list[str]]] = {
    "dev": (DEV_TOPICS, DEV_SINGLETONS),
    "held_out": (HELD_OUT_TOPICS, HELD_OUT_SINGLETONS),
}
