"""Hand-written questions for the router benchmark (``benchmarks/routing.py``), by family.

Every family is a way of asking, labelled with the route it should take:

* ``personal`` — the answer is something the user said, did or has (their memories);
* ``factual`` — the answer is knowledge about the world or the organisation's documents;
* ``behavioural`` — the answer is how to act: advice, the assistant's conduct, instructions.

Whole families are held out: the router was tuned on the ``dev`` families only, and the
``held_out`` families were written before that tuning began.
"""

from __future__ import annotations

#: family -> (route, half, questions)
FAMILIES: dict[str, tuple[str, str, tuple[str, ...]]] = {
    # ----------------------------------------------------------------- personal, dev
    "what-did-i-say": (
        "personal",
        "dev",
        (
            "What did I say about the budget?",
            "What did I tell you about my sister?",
            "What did we decide about the venue?",
            "What did I mention regarding the deadline?",
            "Did I tell you which city we picked?",
            "What did I say my favourite colour was?",
            "Which hotel did I say we booked?",
            "Did I ever mention my allergies?",
        ),
    ),
    "my-attribute": (
        "personal",
        "dev",
        (
            "What is my budget for the migration?",
            "What's our budget?",
            "What is my sister's name?",
            "When is my dentist appointment?",
            "Which compliance standard do we need?",
            "What's my dog called?",
            "How much is our rent?",
            "Where is our new office going to be?",
        ),
    ),
    "do-you-remember": (
        "personal",
        "dev",
        (
            "Do you remember what I told you about my dog?",
            "Do you remember my daughter's school?",
            "Remind me what I planned for Saturday.",
            "Can you recall the name of my manager?",
            "Remember when we talked about my trip to Lisbon?",
            "Do you still know which laptop I bought?",
            "Remind me of the password hint I gave you.",
        ),
    ),
    # ------------------------------------------------------------ personal, held out
    "when-did-i": (
        "personal",
        "held_out",
        (
            "When did I start my new job?",
            "Where did we go on holiday last year?",
            "How long ago did I move house?",
            "When was the last time I visited my parents?",
            "Where did I leave my bike?",
            "Who did I meet at the conference?",
            "Why did we cancel the order?",
        ),
    ),
    "i-as-subject": (
        "personal",
        "held_out",
        (
            "Where do I live?",
            "What do I prefer for breakfast?",
            "Which programming language do I use at work?",
            "How old am I?",
            "Am I allergic to anything?",
            "What kind of car do I drive?",
            "Which team am I on?",
        ),
    ),
    "tell-me-about-mine": (
        "personal",
        "held_out",
        (
            "Tell me what you know about my family.",
            "Summarise what I've told you about my project.",
            "Give me a recap of my travel plans.",
            "List the hobbies I mentioned.",
            "What have I shared with you about my health?",
            "Tell me about my last conversation with you.",
        ),
    ),
    # ------------------------------------------------------------------ factual, dev
    "what-is-x": (
        "factual",
        "dev",
        (
            "What is the boiling point of ethanol?",
            "What is a hash table?",
            "What are the symptoms of scurvy?",
            "What does GDPR stand for?",
            "What's the capital of Australia?",
            "What is photosynthesis?",
            "What are the primary colours?",
        ),
    ),
    "tell-me-more": (
        "factual",
        "dev",
        (
            "Tell me more about the data retention rules.",
            "Tell me more about sourdough fermentation.",
            "Tell me about the history of Rome.",
            "Can you tell me more about vector databases?",
            "Tell me something about black holes.",
            "Could you tell me about the onboarding process?",
            "Tell me more about how vaccines work.",
        ),
    ),
    "our-policy": (
        "factual",
        "dev",
        (
            "What is our policy on remote work?",
            "What does the handbook say about expenses?",
            "What is our company's travel policy?",
            "What are our guidelines for code review?",
            "According to the manual, how long are backups kept?",
            "What is our procedure for reporting incidents?",
            "What does our security standard require for passwords?",
        ),
    ),
    # ------------------------------------------------------------- factual, held out
    "how-do-i-procedure": (
        "factual",
        "held_out",
        (
            "How do I reset my password?",
            "How do I file an expense report?",
            "How can I request a new laptop?",
            "How do we deploy to production?",
            "Where do I find the VPN settings?",
            "How do I convert Celsius to Fahrenheit?",
            "How can I export the data to CSV?",
        ),
    ),
    "imperative-explain": (
        "factual",
        "held_out",
        (
            "Explain how yeast ferments sugar.",
            "Describe the water cycle.",
            "Define entropy.",
            "Summarise the incident response section of the manual.",
            "List the planets of the solar system.",
            "Give me an overview of the approval workflow.",
            "Explain the difference between TCP and UDP.",
        ),
    ),
    "who-when-how-many": (
        "factual",
        "held_out",
        (
            "Who wrote Pride and Prejudice?",
            "When did the Berlin Wall fall?",
            "How many bones does an adult human have?",
            "Where is the company's head office?",
            "How much does the premium plan cost?",
            "Which data centre hosts our customer database?",
            "Who approves purchase orders over 10,000 euros?",
        ),
    ),
    # -------------------------------------------------------------- behavioural, dev
    "how-should-i": (
        "behavioural",
        "dev",
        (
            "How should I phrase the email to my boss?",
            "How should I prepare for the interview?",
            "How should I respond to an angry customer?",
            "How should we handle a data breach?",
            "How should I ask for a raise?",
            "How should I structure my week?",
            "How should I tell my team about the delay?",
        ),
    ),
    "how-should-you": (
        "behavioural",
        "dev",
        (
            "How should you respond when someone is rude?",
            "How do you handle questions you can't answer?",
            "What are your rules for giving medical advice?",
            "How do you decide what to remember?",
            "Should you ever share my data?",
            "What is your tone supposed to be?",
            "How would you deal with a request to lie?",
        ),
    ),
    "instructions": (
        "behavioural",
        "dev",
        (
            "From now on, answer in French.",
            "Always use bullet points.",
            "Never mention the price unless I ask.",
            "Please keep your answers short.",
            "Stop apologising so much.",
            "Be more direct with me.",
            "Don't use emojis in your replies.",
        ),
    ),
    # --------------------------------------------------------- behavioural, held out
    "best-way": (
        "behavioural",
        "held_out",
        (
            "What's the best way to give critical feedback?",
            "Is it okay to decline a meeting without a reason?",
            "Would you recommend negotiating the offer?",
            "Is it rude to eat at my desk?",
            "What would you advise for handling a difficult colleague?",
            "Any tips for staying calm in a presentation?",
            "Is it wise to push back on the deadline?",
        ),
    ),
    "what-should-i-do": (
        "behavioural",
        "held_out",
        (
            "What should I do if the server goes down at night?",
            "What should we do when a client misses a payment?",
            "What do I do if I miss my flight?",
            "Should I tell my manager about the mistake?",
            "What should I say when someone asks for a discount?",
            "Should we escalate this ticket?",
            "Ought I to apologise first?",
        ),
    ),
    "your-self": (
        "behavioural",
        "held_out",
        (
            "What are your drives?",
            "What will you never do?",
            "What do you value most?",
            "How do you handle uncertainty?",
            "What principles guide your answers?",
            "Describe your communication style.",
            "How have you changed over time?",
        ),
    ),
}

HALVES = ("dev", "held_out")


def questions(half: str | None = None) -> list[tuple[str, str, str]]:
    """``(family, route, question)`` for one half (``None``: both)."""
    return [
        (family, label, q)
        for family, (label, where, qs) in FAMILIES.items()
        if half is None or where == half
        for q in qs
    ]
