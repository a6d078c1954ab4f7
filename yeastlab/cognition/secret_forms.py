"""The forms a credential is given in: what :func:`yeastlab.cognition.secrets.scan` redacts.

:func:`credentials` returns ``(kind, start, end)`` for each value found, by form:

* **a name and its value** — a credential's name (:mod:`yeastlab.cognition.secret_words`:
  "password" in 30 languages and scripts, PINs, door / gate / phone unlock codes, wifi keys,
  passphrases, API keys and tokens), up to five words qualifying it ("for the VPN", "du wifi",
  "meiner Bankkarte"), a link ("is", ":", "=", "est", "ist", "это", "は", "是" …) or none, then
  a value that looks like one: quoted, or mixing letters with digits or symbols, or digits for
  a PIN or code. A plain word is a password only after an English name and link and at the end
  of its clause ("the password is hollyhock"), never a describing word ("is too weak");
  a passphrase may be several plain words;
* **key = value lines** (``.env``, config, code): a name holding a credential word
  (``DB_PASSWORD``, ``apiKey``, ``X-Api-Key``) and no word about one (``…_MIN_LENGTH``,
  ``…_FILE``, ``…_HEADER``), with a literal value: a reference (``$VAR``, ``${…}``,
  ``os.environ[…]``), a call, a type (``pin: str``), an expression (``'x' * 8``), a comparison,
  an empty or placeholder value is none;
* **URLs with a password** (``scheme://user:pass@host``), user / password pairs
  ("admin / Hx4!pZ0q"), "use X to log in";
* **known key shapes** (``sk-…``, ``AKIA…``, ``ghp_…``, JWTs, PEM private keys …);
* **money**: card numbers (Luhn, not called an order's), their CVV and, next to a card, the
  expiry; IBANs that pass the mod-97 check; account numbers named a bank's;
* **recovery**: 2FA backup codes after their name, and seed phrases (12-24 plain words after
  "seed phrase", "recovery phrase", "mnemonic").
"""

from __future__ import annotations

import re

from yeastlab.cognition import secret_shapes as shapes
from yeastlab.cognition import secret_words as w
from yeastlab.cognition.secret_shapes import iban_valid, luhn, shaped
from yeastlab.core.text import STOP_WORDS

__all__ = ["credentials", "luhn", "iban_valid"]

_I = re.I


def _name(fragment: str) -> str:
    return rf"(?<!\w)(?:{fragment})(?!\w)"


#: (kind, the name's pattern, how its value must look)
_NAMES = (
    ("seed phrase", re.compile(_name(w.SEED), _I), "seed"),
    ("recovery code", re.compile(_name(w.RECOVERY), _I), "codes"),
    ("password", re.compile(_name(w.PASSPHRASE), _I), "phrase"),
    ("password", re.compile(_name(w.WIFI), _I), "password"),
    ("cvv", re.compile(_name(w.CVV), _I), "cvv"),
    ("pin", re.compile(_name(w.ACCESS_CODE), _I), "code"),
    ("pin", re.compile(_name(w.PIN), _I), "code"),
    ("password", re.compile(_name(w.PASSWORD_EN), _I), "plain"),
    ("password", re.compile(_name(w.PASSWORD), _I), "password"),
    ("password", re.compile(w.PASSWORD_CJK), "password"),
    ("password", re.compile(_name(w.PASS), _I), "shaped"),
    ("bank account", re.compile(_name(w.BANK_ACCOUNT), _I), "account"),
    ("api key", re.compile(_name(w.NAMED_KEY), _I), "key"),
)
_WIFI_KEY = re.compile(r"(?<!\w)(?:key|clé|clave|schlüssel)(?!\w)", _I)
_WIFI_CONTEXT = re.compile(w.WIFI_CONTEXT, _I)
_BANK_CONTEXT = re.compile(_name(w.BANK_CONTEXT), _I)
_PIN_PLACE = re.compile(_name(w.PIN_PLACE), _I)
_LINKS = w.LINKS
_PLACEHOLDER = re.compile(rf"(?:{w.PLACEHOLDER})", _I)
_META = re.compile(rf"(?:{w.KEY_META}|reminder|hints?|question|answer|policy|rules?|manager)", _I)
_EN_LINKS = w.EN_LINKS
_CJK = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"
_TOKEN = re.compile(
    rf"\"[^\"\n]{{1,80}}\"|'[^'\n]{{1,80}}'(?!\w)|“[^”\n]{{1,80}}”|«[^»\n]{{1,80}}»|"
    rf"[{_CJK}]+|[^\s{_CJK}]+"
)
#: Where a clause ends (not at the stop of "no.", "nr.", "acct.").
#: ("Lale2024! olarak": an "!" after a digit or symbol is the password's own.)
_CLAUSE_END = re.compile(
    r"\n|(?<!\bno)(?<!\bnr)(?<!\bacct)(?<!\bref)[.;](?=\s)|(?<![\d#$%&*_+=@])[!?](?=\s)|,\s", _I
)
_QUOTES = "\"'“”«»`"
_NOT_A_PASSWORD = w.NOT_A_PASSWORD


def _mixed(value: str) -> bool:
    """Letters and digits in one word, not a date or version: ``Qwerty2020``."""
    return shaped(value) and any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _unlinked(how: str, value: str) -> bool:
    """A value a few words after its name with no link: letters with digits for a foreign
    password, four digits or more for a PIN or code ("PIN-код от карты 9087")."""
    if how == "code":
        return bool(re.fullmatch(r"\d{4,8}", value))
    return how == "password" and _mixed(value)


def _plain(value: str) -> bool:
    word = value.lower()
    return (
        value.isalpha()
        and len(value) >= 4
        and word not in STOP_WORDS
        and word not in _NOT_A_PASSWORD
        and not re.fullmatch(r"[a-z]+(?:ly|ed|ing)", word)
    )


def _accepts(how: str, value: str, link: str, last: bool) -> bool:
    """Whether ``value`` (one word, quotes stripped) is a credential of this kind."""
    if _PLACEHOLDER.fullmatch(value):
        return False  # "= None", "is TBD", "<your password>"
    digits = re.sub(r"[\s#*-]", "", value)
    if how == "cvv":
        return bool(re.fullmatch(r"\d{3,4}", value))
    if how == "code":
        return bool(re.fullmatch(r"\d{3,8}", digits)) or (shaped(value) and len(value) <= 10)
    if how == "account":
        return bool(re.fullmatch(r"\d{6,18}", digits))
    if how == "key":
        return (
            len(value) >= 12
            and bool(re.fullmatch(r"[\w\-./+=:]+", value))
            and bool(re.search(r"\d", value))
            and bool(re.search(r"[^\W\d_]", value))
        )
    if shaped(value):
        return True
    if how in ("password", "plain", "phrase") and re.fullmatch(r"\d{4,12}", digits):
        return True
    return how in ("plain", "phrase") and link in _EN_LINKS and last and _plain(value)


def _tokens(text: str, at: int) -> list[re.Match]:
    """The words after a name to its clause's end (a stop right after the name opens the clause
    that gives it: "the password? it's …", "my password, which is …")."""
    end = _CLAUSE_END.search(text, at)
    if end and end.start() - at <= 1 and text[end.start()] != "\n":
        end = _CLAUSE_END.search(text, end.end())
    stop = min(end.start() if end else len(text), at + 160)
    return list(_TOKEN.finditer(text, at, stop)), stop


def _value_span(tok: re.Match) -> tuple[int, int, str]:
    """A token's value: inside its quotes, without trailing punctuation."""
    start, end, s = tok.start(), tok.end(), tok.group(0)
    if len(s) > 2 and s[0] in _QUOTES and s[-1] in _QUOTES:
        return start + 1, end - 1, s[1:-1]
    while s and s[-1] in ".,;:)]" + _QUOTES:
        s, end = s[:-1], end - 1
    while s and s[0] in "([" + _QUOTES:
        s, start = s[1:], start + 1
    return start, end, s


def _after_name(text: str, name_end: int, how: str) -> tuple[int, int] | None:
    """The value given after a credential's name ending at ``name_end``, or None."""
    toks, stop = _tokens(text, name_end)
    if toks and toks[0].start() == name_end and toks[0].group(0)[0] in "-_/":
        return None  # a compound: "Passwort-Hinweis", "password_policy"
    link, linked = "", False
    for i, tok in enumerate(toks[:7]):
        word = tok.group(0)
        if not link and _META.fullmatch(word.rstrip(":").lower()):
            return None  # "the password hint is …", "PIN length: 6"
        if word.lower() in _LINKS or (i > 0 and word.endswith(":") and len(word) > 1):
            link = word.lower() if word.lower() in _LINKS else ":"
            linked = True
            continue
        if i > 0 and not link:
            if how == "code" and _PIN_PLACE.search(word):
                return None
            if linked or i > 3 or not _unlinked(how, _value_span(tok)[2]):
                continue  # "пароль от банка Qwerty!2020": no copula in the language
        if link and word.lower() in w.FILLER:
            continue
        start, end, value = _value_span(tok)
        quoted = tok.group(0)[0] in _QUOTES and end < tok.end()
        if how == "phrase" and link and not quoted:
            span = _phrase(toks[i:], stop, text)
            if span:
                return span
        last = not any(re.search(r"\w", t.group(0)) for t in toks[i + 1 :])
        if quoted and len(value) >= 3 and how not in ("cvv", "code", "account", "seed"):
            return start, end
        if how == "account" and value.isdigit():
            end = _more_digits(text, end)  # "4417 8829 0031"
            value = text[start:end]
        if _accepts(how, value, link, last):
            return start, end
        link = ""
    return None


def _phrase(toks: list[re.Match], stop: int, text: str) -> tuple[int, int] | None:
    """Several plain words to the clause's end: a passphrase ("correct horse battery staple")."""
    words = [t for t in toks if re.fullmatch(r"[^\W\d_][\w'-]*[.!]?", t.group(0))]
    if len(words) != len(toks) or not 3 <= len(words) <= 8:
        return None
    said = [t.group(0).lower().rstrip(".!") for t in words]
    stops = sum(x in STOP_WORDS for x in said)
    if said[0] in STOP_WORDS or said[-1] in STOP_WORDS or 2 * stops >= len(said):
        return None
    if re.fullmatch(r"[a-z]+(?:ly|ed|ing)", said[0]):
        return None  # "is stored in the vault", "is slowly changing"
    if said[0] in _NOT_A_PASSWORD and (stops or len(said) < 4):
        return None  # "is different from the password", "is too long"
    return words[0].start(), words[-1].end() - (words[-1].group(0)[-1] in ".!")


def _more_digits(text: str, end: int) -> int:
    """``end`` moved over the digit groups that go on a number ("4417 8829 0031")."""
    while m := re.match(r"[ -](\d{2,10})(?![\w-])", text[end:]):
        end += m.end()
    return end


_SEED_WORDS = re.compile(r"(?:[a-z]{3,8}[ \t\n]+){11,23}[a-z]{3,8}(?![\w-])")
_CODE = r"(?:[A-Za-z0-9]{4,}(?:-[A-Za-z0-9]{3,})*)"
_CODES = re.compile(
    rf"(?:(?:\d{{1,2}}[.)]\s*)?{_CODE}(?:[,;]?\s+|$)){{1,16}}",
)


def _seed(text: str, name_end: int) -> tuple[int, int] | None:
    """12-24 plain words just after the name, few of them function words (a sentence about
    seeds has many: "these seeds need water until sprouts appear")."""
    m = _SEED_WORDS.search(text, name_end, name_end + 400)
    if not m or m.start() - name_end > 60:
        return None
    words = m.group(0).split()
    if 6 * sum(x in STOP_WORDS for x in words) > len(words):
        return None
    return m.start(), m.end()


#: What may stand between recovery codes' name and the codes: a list's opening, or a few words
#: with a link ("for google:", "for my account are").
_CODES_LEAD = re.compile(
    r"[\s:=-]*(?:\d[.)]\s*)?|(?:\s+[\w'.]+){0,6}?\s*(?::|\s(?:is|are|=))[\s:]*(?:\d[.)]\s*)?",
    _I,
)


def _codes(text: str, name_end: int) -> tuple[int, int] | None:
    """The recovery codes listed after their name (each with a digit)."""
    for m in re.finditer(_CODE, text[name_end : name_end + 80]):
        if re.search(r"\d", m.group(0)):
            at = name_end + m.start()
            if not _CODES_LEAD.fullmatch(text, name_end, at):
                return None  # "the backup code runs at 0300"
            run = _CODES.match(text, at)
            found = [c for c in re.finditer(_CODE, run.group(0)) if re.search(r"\d", c.group(0))]
            found = [c for c in found if not re.fullmatch(r"\d{1,2}", c.group(0))]
            return (at, at + found[-1].end()) if found else None
    return None


def _named(text: str) -> list[tuple[str, int, int]]:
    out = []
    wifi = bool(_WIFI_CONTEXT.search(text))
    names = list(_NAMES) + ([("password", _WIFI_KEY, "password")] if wifi else [])
    for kind, pattern, how in names:
        for m in pattern.finditer(text):
            if how == "seed":
                span = _seed(text, m.end())
            elif how == "codes":
                span = _codes(text, m.end())
            elif how == "account" and not _BANK_CONTEXT.search(text):
                continue  # a customer's or a member's account, not a bank's
            else:
                span = _after_name(text, m.end(), how)
            if span:
                out.append((kind, *span))
    return out


_FINDERS = (
    shapes.known_keys,
    shapes.key_values,
    shapes.url_passwords,
    shapes.ibans,
    _named,
    shapes.pairs,
    shapes.flags,
    shapes.used,
    shapes.cards,
)


def credentials(text: str) -> list[tuple[str, int, int]]:
    """Every credential of ``text`` as ``(kind, start, end)``, none overlapping: where two
    forms find one value, the form listed first (a known key shape, a config line) names it."""
    out: list[tuple[str, int, int]] = []
    for finder in _FINDERS:
        for kind, start, end in finder(text):
            if end > start and not any(start < e and s < end for _, s, e in out):
                out.append((kind, start, end))
    return sorted(out, key=lambda f: f[1])
