"""Secrets and personal data: found before anything is stored.

:func:`scan` reads one text and returns what it holds:

* **credentials** (:mod:`yeastlab.cognition.secret_forms`, by form; their words in
  :mod:`yeastlab.cognition.secret_words`, their shapes in :mod:`yeastlab.cognition.secret_shapes`):
  a credential's name in one of many languages and scripts ("password", "mot de passe",
  "пароль", "パスワード", PIN, door / unlock codes, wifi keys, passphrases, API keys, tokens),
  a link ("is", ":", "est", "это", "は" …) and a value that looks like one; ``key = value``
  and ``.env`` lines whose name holds a credential word and whose value is a literal; URLs with
  ``user:password@``; user / password pairs; key formats (``sk-…``, ``AKIA…``, ``ghp_…``, JWTs,
  PEM private keys); card numbers (Luhn, not an order's), their CVV and expiry; IBANs (mod-97)
  and account numbers named a bank's; 2FA recovery codes and seed phrases. They are replaced
  by ``[redacted: password]`` (``pin``, ``api key``, ``token``, ``private key``, ``card
  number``, ``card expiry``, ``cvv``, ``bank account``, ``recovery code``, ``seed phrase``)
  unless :attr:`~yeastlab.core.config.Settings.keep_secrets` is set;
* **personal identifiers** (:mod:`yeastlab.cognition.pii_forms`): SSN-like numbers, street
  addresses (US, UK and European forms), phone numbers (international, US, national where the
  text speaks of a phone), email addresses, dates of birth (a date with its year after "born",
  "DOB" …) and identity document numbers (passport, national ID, driving licence …). They are
  kept and *marked*: the memory stored from the text carries the tags ``pii:ssn``,
  ``pii:address``, ``pii:phone``, ``pii:email``, ``pii:birthdate``, ``pii:id_number`` (and
  ``secret:<kind>`` for a kept credential), so :func:`personal` lists them and :func:`purge`
  forgets them.

Look-alikes are left alone: order and tracking numbers, versions, hashes, UUIDs, dates, ISBNs,
code naming a password or key variable with no value (``password = getpass.getpass()``,
``pin: str``), "key", "token", "secret" in their other senses, and a password spoken of without
one ("the password policy needs 12 characters", "my password is too weak").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from yeastlab.cognition import pii_forms, secret_forms
from yeastlab.cognition.secret_shapes import luhn
from yeastlab.core.records import ForgetEvent, Memory

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
PII_TAGS = (
    "pii:ssn",
    "pii:address",
    "pii:phone",
    "pii:email",
    "pii:birthdate",
    "pii:id_number",
)


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


_REDACTED = re.compile(r"\[redacted: (?P<kind>[a-z ]+)\]")


def _overlaps(span: tuple[int, int], found: Sequence[Finding]) -> bool:
    return any(span[0] < f.end and f.start < span[1] for f in found)


def _credentials(text: str) -> list[Finding]:
    # A credential redacted earlier is still marked (its value is gone).
    found = [Finding(m["kind"], m.start(), m.end(), True) for m in _REDACTED.finditer(text)]
    for kind, start, end in secret_forms.credentials(text):
        if not _overlaps((start, end), found):
            found.append(Finding(kind, start, end, True))
    return found


def _identifiers(text: str, found: Sequence[Finding]) -> list[Finding]:
    out: list[Finding] = []
    for kind, start, end in pii_forms.identifiers(text):
        if not _overlaps((start, end), [*found, *out]):
            out.append(Finding(kind, start, end, False))
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
