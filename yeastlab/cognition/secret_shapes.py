"""Credentials known by their shape or their line, not by a name in prose: the half of
:func:`yeastlab.cognition.secret_forms.credentials` that reads ``key = value`` lines, URLs,
user / password pairs, key formats, card numbers and IBANs.

Each finder returns ``(kind, start, end)`` spans; :mod:`~yeastlab.cognition.secret_forms`
documents the forms and :mod:`~yeastlab.cognition.secret_words` holds their words.
"""

from __future__ import annotations

import re

from yeastlab.cognition import secret_words as w

__all__ = [
    "luhn",
    "iban_valid",
    "shaped",
    "key_values",
    "flags",
    "url_passwords",
    "pairs",
    "used",
    "known_keys",
    "cards",
    "ibans",
]

_I = re.I
_NOT_SHAPED = re.compile(
    r"\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}|\d{1,2}:\d{2}(?::\d{2})?(?:am|pm)?|v?\d+(?:\.\d+)+\w*|"
    r"\d+(?:st|nd|rd|th|s|h|min|mins|am|pm|mm|cm|km|kg|gb|mb|tb|k|x|%|€|\$)|[$€£]\d[\d,.]*|"
    r"\w+://\S*|\S+@\S+\.\w+|\w+'(?:s|t|re|ve|ll|d|m)|(?:ctrl|alt|shift|cmd|win|option|fn)\+\S*|"
    r"[a-z]+(?:-[a-z]+){1,2}",  # a key chord; a hyphenated word ("case-sensitive", "e-mail")
    _I,
)
#: Code, not a value: a call, an index, a dotted name (``getpass.getpass()``, ``env['KEY']``).
_CODE_LIKE = re.compile(r".*[()\[\]].*|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+")
_SYMBOL = re.compile(r"[!@#$%^&*_+=~?|\\/<>\[\]{}.,:;-]")


def luhn(digits: str) -> bool:
    """Whether a string of digits passes the Luhn check (card numbers do)."""
    total, odd = 0, False
    for ch in reversed(digits):
        d = int(ch)
        if odd:
            d = d * 2 - 9 if d > 4 else d * 2
        total, odd = total + d, not odd
    return total % 10 == 0


def iban_valid(compact: str) -> bool:
    """Whether ``compact`` (no spaces) is an IBAN: country, check digits, mod-97 remainder 1."""
    if not 15 <= len(compact) <= 34 or not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", compact):
        return False
    moved = compact[4:] + compact[:4]
    return int("".join(str(int(c, 36)) for c in moved)) % 97 == 1


def shaped(value: str) -> bool:
    """Whether a single word looks like a secret: letters with digits, or symbols among them
    (``hunter2``, ``Blue-Moon-77``, ``Kx9#mQ2v``), and not a date, time, version, amount,
    address or contraction."""
    if len(value) < 4 or _NOT_SHAPED.fullmatch(value) or _CODE_LIKE.fullmatch(value):
        return False
    letters = any(c.isalpha() for c in value)
    digits = any(c.isdigit() for c in value)
    symbols = bool(_SYMBOL.search(value.rstrip("?!.,")))  # "manager?" ends a question
    return (letters and digits) or (symbols and (letters or digits) and len(value) >= 6)


_LINE = re.compile(
    r"(?:^|(?<=[\s;,?&{(\[]))(?:export\s+|set\s+)?(?P<key>[A-Za-z_][\w.-]*)\s*"
    r"(?P<op>(?<![=!<>])=(?!=)|:(?!//|:))[ \t]*"
    r"(?P<value>\"[^\"\n]*\"|'[^'\n]*'|`[^`\n]*`|[^\s;,&'\"`]+)?",
    re.M,
)
_META = re.compile(rf"(?:{w.KEY_META})", _I)
_PLACEHOLDER = re.compile(rf"(?:{w.PLACEHOLDER})", _I)
_EXPRESSION = re.compile(r"\s*(?:[*+%\[]|\.\w|\bif\b|\bor\b|\band\b)")
_REFERENCE = re.compile(r"[$<{%(\[]|[\w.]*\(|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$")


def _parts(key: str) -> list[str]:
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", key)
    return [p for p in re.split(r"[_.\-]+", spaced.lower()) if p]


def _names_credential(key: str) -> bool:
    parts = _parts(key)
    if any(_META.fullmatch(p) for p in parts):
        return False
    pairs = {f"{a}_{b}" for a, b in zip(parts, parts[1:], strict=False)}
    glued = any(re.fullmatch(r"\w+(?:password|passwd|secret|token|apikey)", p) for p in parts)
    return bool((set(parts) | pairs) & w.KEY_PARTS) or glued  # PGPASSWORD, MYAPPTOKEN


def key_values(text: str) -> list[tuple[str, int, int]]:
    """``DB_PASSWORD=…``, ``password = "…"``, ``X-Api-Key: …``: a literal value of a name
    holding a credential word (a reference, call, type, expression or placeholder is none)."""
    out = []
    for m in _LINE.finditer(text):
        key, value = m["key"], m["value"]
        if not value or not _names_credential(key):
            continue
        start, end = m.span("value")
        quoted = value[0] in "\"'`"
        if quoted:
            value, start, end = value[1:-1], start + 1, end - 1
            if _EXPRESSION.match(text, m.end()):
                continue  # 'x' * 8, "a" + b
        if len(value) < 3 or _PLACEHOLDER.fullmatch(value) or _REFERENCE.match(value):
            continue
        upper = key.upper() == key and "_" in key.strip("_")  # DB_PASS, not "PIN: see …"
        if not (quoted or upper or shaped(value)):
            continue  # ``pin: str``, ``password = hash``: code naming, not a value
        kind = "password" if re.search(r"pass|pwd|pin", key, _I) else "api key"
        out.append((kind, start, end))
    return out


_URL = re.compile(r"\b[a-zA-Z][\w+.-]*://(?P<user>[^\s:/@]*):(?P<value>[^\s@/]+)@[\w.\[-]")


def url_passwords(text: str) -> list[tuple[str, int, int]]:
    """The password of ``scheme://user:password@host``."""
    return [
        ("password", *m.span("value"))
        for m in _URL.finditer(text)
        if not _PLACEHOLDER.fullmatch(m["value"])
    ]


_PAIR = re.compile(r"(?<![\w/])(?P<user>[\w.@+-]{2,40})[ \t]+/[ \t]+(?P<value>[^\s/]{6,40})")
_LOGIN_WORDS = re.compile(
    r"\b(?:log\s*in|login|sign\s*in|credentials?|creds|user(?:name)?|admin|router|account|"
    r"password|pass)\b",
    _I,
)


def pairs(text: str) -> list[tuple[str, int, int]]:
    """A user / password pair ("admin / Hx4!pZ0q") where the text speaks of logging in or the
    user is an email address."""
    login = bool(_LOGIN_WORDS.search(text))
    out = []
    for m in _PAIR.finditer(text):
        if not (login or "@" in m["user"]):
            continue
        value = m["value"].rstrip(".,;)")
        classes = sum(bool(re.search(p, value)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^\w\s]|_"))
        if classes >= 3 and re.search(r"\d", value):
            out.append(("password", m.start("value"), m.start("value") + len(value)))
    return out


_FLAG = re.compile(
    r"(?<!\S)(?:--(?:password|passwd|pass|token|api-key|apikey|secret|auth-token)[= ]|-p ?)"
    r"(?P<value>[^\s'\"]+)"
)


def flags(text: str) -> list[tuple[str, int, int]]:
    """A command line's password or token flag (``--password X``, ``mysql -pX``)."""
    return [("password", *m.span("value")) for m in _FLAG.finditer(text) if shaped(m["value"])]


_USED = re.compile(
    r"\b(?:use|enter|type(?:\s+in)?|put(?:\s+in)?|try|is|it's|was)\s+(?P<value>\S+)\s+"
    r"(?:to\s+(?:log|sign)\s*(?:in|on)|(?:as|for)\s+(?:the|my|your|a)\s+(?:\w+\s+)?"
    r"(?:password|pin|passcode|code)|when\s+(?:it|they|the\s+\w+)\s+asks?\s+for\s+"
    r"(?:the|a|your)\s+(?:password|pin|passcode))",
    _I,
)


def used(text: str) -> list[tuple[str, int, int]]:
    """ "use X to log in", "enter X as the password", "type in X when it asks for the PIN"."""
    return [("password", *m.span("value")) for m in _USED.finditer(text) if shaped(m["value"])]


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
    ("api key", re.compile(r"\bSG\.[\w-]{16,}\.[\w-]{16,}")),
    ("token", re.compile(r"\b(?:gh[opsur]|github_pat|glpat|hf|npm|xapp)[_-][A-Za-z0-9_]{20,}")),
    ("token", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}")),
    ("token", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}")),
    ("token", re.compile(r"\b\d{8,10}:AA[A-Za-z0-9_-]{30,}")),
)


def known_keys(text: str) -> list[tuple[str, int, int]]:
    """Keys and tokens known by their format (``sk-…``, ``AKIA…``, ``ghp_…``, a JWT, PEM)."""
    return [(kind, *m.span()) for kind, pattern in _KEYS for m in pattern.finditer(text)]


_CARD = re.compile(r"(?<![\w.-])(?:\d[ -]?){12,18}\d(?![\w-]|\.\d)")
_NOT_A_CARD = re.compile(rf"\b(?:{w.NOT_A_CARD})\b[^.\n]{{0,24}}$", _I)
_CARD_WORDS = re.compile(
    r"\b(?:card|carte|tarjeta|karte|carta|cart[ãa]o|visa|mastercard|amex|credit|debit|"
    r"kreditkarte)\b",
    _I,
)
_EXPIRY = re.compile(
    r"\b(?:exp(?:iry|ires|iration)?\.?(?:\s+date)?|valid\s+(?:thru|through|until))\s*:?\s*"
    r"(?P<value>\d{1,2}\s*/\s*\d{2,4})",
    _I,
)


def cards(text: str) -> list[tuple[str, int, int]]:
    """Card numbers (13-19 digits passing the Luhn check, not called an order's …) and, when
    one is given, the expiry next to it."""
    out = []
    for m in _CARD.finditer(text):
        digits = re.sub(r"\D", "", m.group(0))
        before = text[max(0, m.start() - 40) : m.start()]
        if not 13 <= len(digits) <= 19 or not luhn(digits) or len(set(digits)) < 2:
            continue
        if _NOT_A_CARD.search(before) and not _CARD_WORDS.search(before):
            continue
        out.append(("card number", *m.span()))
    if out:
        out += [("card expiry", *m.span("value")) for m in _EXPIRY.finditer(text)]
    return out


_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,32}\b")


def ibans(text: str) -> list[tuple[str, int, int]]:
    """IBANs, printed in groups or not, that pass the mod-97 check (the longest prefix of the
    run that does, so a word after it is not taken)."""
    out = []
    for m in _IBAN.finditer(text):
        s = m.group(0)
        for end in range(len(s), 14, -1):
            whole = s[end - 1] != " " and (end == len(s) or s[end] == " ")
            if whole and iban_valid(s[:end].replace(" ", "")):
                out.append(("bank account", m.start(), m.start() + end))
                break
    return out
