"""A forget resolved to a memory (by a pointer, "delete that", or by meaning) takes what is
said like that memory, not every memory sharing the store's template: stems most memories hold
("note", "user", "mention", "day") name no subject (forgetting.distinctive). On the code before,
"delete that" in a store of 40 templated notes forgot all 40. Real LanceDB, offline backend,
hashing embedder."""

from __future__ import annotations

from datetime import timedelta

from yeastlab import open as open_yeast
from yeastlab.backends.embedders import HashingEmbedder
from yeastlab.cognition.forgetting import distinctive
from yeastlab.core.clock import SimClock

TOPICS = ("tea", "chess", "rain", "music", "bread", "rivers", "stars", "books")


def test_delete_that_in_a_templated_store_forgets_the_last_note_only(tmp_path):
    clock = SimClock(tick=timedelta(seconds=1))
    with open_yeast(
        tmp_path / "y", backend="offline", embedder=HashingEmbedder(), clock=clock
    ) as y:
        for i in range(40):
            y.remember(f"Note {i}: the user mentioned {TOPICS[i % 8]} on day {100 + i}", "episodic")
        y.remember("Note 40: the user mentioned a quarrel with Bertrand on day 140", "episodic")
        before = len(y.memories())
        turn = y.chat("Please delete that.")
        left = y.memories()
        gone = before - len(left)
        assert 1 <= gone <= 2, turn.response  # the quarrel note (and nothing of the other 40)
        assert not left["text"].str.contains("Bertrand").any()
        assert left["text"].str.contains("Note 39").any()


def test_distinctive_keeps_a_text_made_only_of_common_stems():
    class Store:
        def term_counts(self, terms):
            return {t: (50 if t in {"note", "user"} else 1) for t in terms}

    alive = [object()] * 100
    texts = [frozenset({"note", "user", "quarrel"}), frozenset({"note", "user"})]
    assert distinctive(Store(), texts, alive) == [
        frozenset({"quarrel"}),
        frozenset({"note", "user"}),
    ]
    assert distinctive(Store(), texts, alive[:5]) == texts  # a small store: nothing is common
