"""Secrets and personal data: found before anything is stored.

:func:`scan` reads one text and returns what it holds:

* **credentials** — passwords and PINs given as a value ("my password is hunter2"), API keys
  (``sk-…``, ``AKIA…``, ``ghp_…``, ``xox…-``, ``AIza…``, or a long token after "API key",
  "token", "secret"), JSON web tokens, PEM private keys and card numbers (13–19 digits that
  pass the Luhn check and are not called an order, tracking, invoice … number). They are
  replaced by ``[redacted: password]`` (``api key``, ``token``, ``private key``,
  ``card number``) unless :attr:`~yeastlab.core.config.Settings.keep_secrets` is set;
* **personal identifiers** — SSN-like numbers (``123-45-6789``), street addresses
  (``42 Elm Street``) and phone numbers (``(555) 010-2030``, ``555-0202`` when the text speaks
  of a phone). They are kept and *marked*: the memory stored from the text carries the tags
  ``pii:ssn``, ``pii:address``, ``pii:phone`` (and ``secret:<kind>`` for a kept credential),
  so :func:`personal` lists them and :func:`purge` forgets them.

Look-alikes are left alone: order and tracking numbers, version strings (``v2.14.3``), dates
(``2024-03-15``), room and flight numbers, and a password spoken of without a value ("the
password policy needs 12 characters", "my password is too weak").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from yeastlab.core.records import ForgetEvent, Memory
from yeastlab.core.text import STOP_WORDS

__all__ = [
    "Finding",
    "Scan",
    "scan",
    "redact",
    "luhn",
    "personal",
    "purge",
    "screened",
    "blank_and_forget",
    "PII_TAGS",
]

#: The tags personal identifiers put on a memory.
PII_TAGS = ("pii:ssn", "pii:address", "pii:phone")


@dataclass(frozen=True)
class Finding:
    """One secret or identifier: its kind (``password``, ``ssn``, …), span and class."""

    kind: str
    start: int
    end: int
    credential: bool

    @property
    def tag(self) -> str:
        return f"secret:{self.kind.replace(' ', '_')}" if self.credential else f"pii:{self.kind}"


@dataclass(frozen=True)
class Scan:
    """What :func:`scan` found in a text, and the text with credentials redacted."""

    text: str
    redacted: str
    findings: tuple[Finding, ...]

    @property
    def tags(self) -> tuple[str, ...]:
        """The tags the memory stored from this text gets (one per kind found)."""
        return tuple(dict.fromkeys(f.tag for f in self.findings))

    @property
    def credentials(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.credential)


def _list(text: str) -> list[str]:
    return text.split()


# -- credentials ---------------------------------------------------------------------------
_PASSWORD = re.compile(
    r"\b(?:password|passcode|passwd|passphrase|pwd|pin(?:\s+code)?)"
    r"(?:\s+(?:for|to|on|of|at)\s+(?:my\s+|the\s+|our\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}?)?"
    r"\s*(?:(?:is|was|will be|would be|has been)(?:\s+now|\s+still)?|is\s+set\s+to|:|=|->)"
    r"\s*[\"'“]?(?P<value>[^\s\"'”,;]+)",
    re.I,
)
_NOT_A_PASSWORD = frozenset(
    _list(
        "weak strong secure insecure long short expired wrong correct same different changed "
        "reset required too very easy hard simple complicated new old fine ok okay good bad "
        "forgotten saved stored written case-sensitive sensitive compromised leaked hidden "
        "private secret lost stolen missing invalid valid incorrect"
    )
)
_KEYS = (
    (
        "private key",
        re.compile(
            r"-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----[\s\S]*?"
            r"(?:-----END (?:[A-Z]+ )*PRIVATE KEY-----|$)"
        ),
    ),  # fmt: skip
    (
        "api key",
        re.compile(
            r"\b(?:sk|pk|rk)[-_](?:live[-_]|test[-_]|proj[-_]|ant[-_])?"
            r"[A-Za-z0-9_-]{16,}"
        ),
    ),  # fmt: skip
    ("api key", re.compile(r"\bAKIA[0-9A-Z]{16}\b")),
    ("api key", re.compile(r"\bAIza[0-9A-Za-z_-]{30,}")),
    ("token", re.compile(r"\bgh[opsur]_[A-Za-z0-9]{20,}")),
    ("token", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}")),
    ("token", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}")),
)
_NAMED_KEY = re.compile(
    r"\b(?P<name>api[ _-]?key|access[ _-]?key|secret(?:[ _-]?key)?|auth(?:entication)?"
    r"[ _-]?token|access[ _-]?token|bearer(?:[ _-]?token)?|token)\b"
    r"(?:\s+(?:for|to|of)\s+[\w'-]+)?\s*(?:is|was|:|=)?\s*[\"'“]?"
    r"(?P<value>[A-Za-z0-9_\-./+=]{12,})",
    re.I,
)
_CARD = re.compile(r"(?<![\w.-])(?:\d[ -]?){12,18}\d(?![\w-]|\.\d)")
_NOT_A_CARD = re.compile(
    r"\b(?:order|tracking|invoice|confirmation|reference|ref|ticket|serial|isbn|shipment|"
    r"parcel|package|booking|case|claim|receipt|transaction|account|routing|iban|flight|"
    r"membership|member|policy|patient)\b[^.\n]{0,24}$",
    re.I,
)
_CARD_WORDS = re.compile(r"\b(?:card|visa|mastercard|amex|credit|debit)\b", re.I)

# -- personal identifiers -----------------------------------------------------------------
_SSN = re.compile(r"(?<![\w-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\w-])")
_SSN_SPOKEN = re.compile(
    r"\b(?:ssn|social security(?: number)?|social insurance number)\D{0,20}?"
    r"(?P<value>\d{3}[ -]?\d{2}[ -]?\d{4})\b",
    re.I,
)
_STREET = (
    r"street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|"
    r"terrace|circle|parkway|pkwy|highway|hwy|square|sq"
)
_ADDRESS = re.compile(
    rf"\b\d{{1,5}}[A-Za-z]?\s+(?:(?:[NSEW]\.?|North|South|East|West)\s+)?"
    rf"(?:[A-Z][a-z]+|\d+(?:st|nd|rd|th))(?:\s+[A-Z][a-z]+){{0,2}}\s+(?:{_STREET})\b\.?"
    r"(?:,?\s*(?:apt|apartment|unit|suite|#)\s*\w+)?",
    re.I,
)
_PHONE = re.compile(
    r"(?<![\w.-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{3}\)\s?|\d{3}[ .-])\d{3}[ .-]\d{4}(?![\w-]|\.\d)"
)
_SHORT_PHONE = re.compile(r"(?<![\w.-])\d{3}-\d{4}(?![\w-]|\.\d)")
#: Words saying a short number is a phone's: the phone itself, or reaching someone by it.
_PHONE_WORDS = re.compile(
    r"\b(?:phone|cell|mobile|call|text|number|landline|whatsapp|reach|reachable|contact|ring"
    r"|dial)\b",
    re.I,
)


def luhn(digits: str) -> bool:
    """Whether a string of digits passes the Luhn check (card numbers do)."""
    total, odd = 0, False
    for ch in reversed(digits):
        d = int(ch)
        if odd:
            d = d * 2 - 9 if d > 4 else d * 2
        total, odd = total + d, not odd
    return total % 10 == 0


def _is_password_value(value: str) -> bool:
    if value.startswith("["):
        return False  # already "[redacted: …]"
    word = value.strip(".!?)(").lower()
    if not word or word in STOP_WORDS or word in _NOT_A_PASSWORD:
        return False
    # "is usually …", "is saved …", "is expiring …" describe the password, they are not it
    return not re.fullmatch(r"[a-z]+ly|[a-z]+ed|[a-z]+ing", word)


def _overlaps(span: tuple[int, int], found: Sequence[Finding]) -> bool:
    return any(span[0] < f.end and f.start < span[1] for f in found)


_REDACTED = re.compile(r"\[redacted: (?P<kind>[a-z ]+)\]")


def _credentials(text: str) -> list[Finding]:
    # A credential redacted earlier is still marked (its value is gone).
    found = [Finding(m["kind"], m.start(), m.end(), True) for m in _REDACTED.finditer(text)]
    for kind, pattern in _KEYS:
        for m in pattern.finditer(text):
            if not _overlaps(m.span(), found):
                found.append(Finding(kind, m.start(), m.end(), True))
    for m in _NAMED_KEY.finditer(text):
        value = m["value"].rstrip(".")
        if not (re.search(r"\d", value) and re.search(r"[A-Za-z]", value)):
            continue  # "token of appreciation", a version number
        name = m["name"].lower()
        kind = "api key" if "key" in name else "token"
        span = (m.start("value"), m.start("value") + len(value))
        if not _overlaps(span, found):
            found.append(Finding(kind, *span, True))
    for m in _PASSWORD.finditer(text):
        value = m["value"].rstrip(".!?")
        if not _is_password_value(value):
            continue
        span = (m.start("value"), m.start("value") + len(value))
        kind = "pin" if m.group(0).lower().startswith("pin") else "password"
        if not _overlaps(span, found):
            found.append(Finding(kind, *span, True))
    for m in _CARD.finditer(text):
        digits = re.sub(r"\D", "", m.group(0))
        before = text[max(0, m.start() - 40) : m.start()]
        if not 13 <= len(digits) <= 19 or not luhn(digits) or len(set(digits)) < 2:
            continue
        if _NOT_A_CARD.search(before) and not _CARD_WORDS.search(before):
            continue
        if not _overlaps(m.span(), found):
            found.append(Finding("card number", m.start(), m.end(), True))
    return found


def _identifiers(text: str, found: Sequence[Finding]) -> list[Finding]:
    out: list[Finding] = []
    spans = list(found)
    for m in _SSN.finditer(text):
        if not _overlaps(m.span(), spans):
            spans.append(Finding("ssn", m.start(), m.end(), False))
    for m in _SSN_SPOKEN.finditer(text):
        if not _overlaps(m.span("value"), spans):
            spans.append(Finding("ssn", m.start("value"), m.end("value"), False))
    for m in _ADDRESS.finditer(text):
        if not _overlaps(m.span(), spans):
            spans.append(Finding("address", m.start(), m.end(), False))
    for m in _PHONE.finditer(text):
        if not _overlaps(m.span(), spans):
            spans.append(Finding("phone", m.start(), m.end(), False))
    if _PHONE_WORDS.search(text):
        for m in _SHORT_PHONE.finditer(text):
            if not _overlaps(m.span(), spans):
                spans.append(Finding("phone", m.start(), m.end(), False))
    out = [f for f in spans if not f.credential]
    return out


def scan(text: str, *, keep_secrets: bool = False) -> Scan:
    """Find credentials and personal identifiers in ``text``.

    Args:
        text: a message, reply or memory text.
        keep_secrets: leave credentials in the text (they are still tagged ``secret:…``).

    Returns:
        The findings (in text order) and the text with credentials redacted (unless kept).
    """
    creds = _credentials(text)
    findings = sorted(creds + _identifiers(text, creds), key=lambda f: f.start)
    redacted = text
    if not keep_secrets:
        for f in sorted(creds, key=lambda f: -f.start):
            if text.startswith("[redacted: ", f.start):
                continue
            redacted = redacted[: f.start] + f"[redacted: {f.kind}]" + redacted[f.end :]
    return Scan(text, redacted, tuple(findings))


def redact(text: str) -> str:
    """``text`` with every credential replaced by ``[redacted: kind]``."""
    return scan(text).redacted


def personal(memories: Iterable[Memory], kinds: Sequence[str] | None = None) -> list[Memory]:
    """The memories marked with personal identifiers (or kept secrets).

    Args:
        memories: e.g. ``store.memories()``.
        kinds: only these kinds (``ssn``, ``address``, ``phone``, or a ``secret:…`` tag);
            default every ``pii:`` and ``secret:`` mark.
    """
    wanted = None if kinds is None else {k if ":" in k else f"pii:{k}" for k in kinds}
    out = []
    for memory in memories:
        marks = {t for t in memory.tags if t.startswith(("pii:", "secret:"))}
        if marks and (wanted is None or marks & wanted):
            out.append(memory)
    return out


def purge(store, kinds: Sequence[str] | None = None, *, reason: str = "personal data purge"):
    """Forget every alive memory marked with personal data (see :func:`personal`).

    The memories' texts are blanked before they are forgotten, so the forgetting log's summary
    does not keep the identifier.

    Returns:
        The forgetting events.
    """
    doomed = personal(store.memories(), kinds)
    return blank_and_forget(store, doomed, reason=reason)


#: What a memory forgotten for privacy is left holding (its row stays, for the log).
BLANK = "[forgotten: personal data]"


def blank_and_forget(
    store, memories: Sequence[Memory], *, reason: str, into: Sequence[str] = (), blank: str = BLANK
) -> list[ForgetEvent]:
    """Blank the text (and vector) of ``memories`` and forget them with ``reason``.

    One write whatever their number: the blanking rides on the forget's own patch (one
    ``merge_insert`` in the write-behind's round, journalled with it, so a kill leaves the
    memories either alive and whole or forgotten and blank). Writing each memory apart cost a
    forget of thousands of memories at 100k minutes, a LanceDB commit each and a compaction
    every ``compact_every`` of them. Queued writes keep their order, so a queued write of an
    original row lands before its blanking.
    """
    if not memories:
        return []
    vector = store.embedder.embed([blank])[0]
    changes = {"text": blank, "vector": vector, "tags": (), "meta": {}}
    return store.forget([m.id for m in memories], reason=reason, into=into, changes=changes)


def screened(memory: Memory, *, keep_secrets: bool = False) -> Memory:
    """``memory`` with its credentials redacted (unless kept) and its marks added to its tags."""
    found = scan(memory.text, keep_secrets=keep_secrets)
    if not found.findings:
        return memory
    tags = tuple(dict.fromkeys((*memory.tags, *found.tags)))
    return replace(memory, text=found.redacted, tags=tags)
