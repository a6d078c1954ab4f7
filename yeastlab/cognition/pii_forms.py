"""The forms personal identifiers are given in: what :func:`yeastlab.cognition.secrets.scan`
marks (``pii:<kind>``), never redacts.

:func:`identifiers` returns ``(kind, start, end)`` for:

* ``ssn`` — SSN-like numbers (``123-45-6789``), or nine digits after "SSN", "social security";
* ``address`` — a street address: US / UK (``42 Elm Street``, ``221B Baker Street``,
  ``PO Box 4471``), German, Dutch and Nordic compounds with the number after
  (``Hauptstraße 12``, ``Prinsengracht 263``, ``Storgatan 4``), French, Spanish, Italian,
  Portuguese and Polish street words (``12 rue de la Paix``, ``Calle Mayor 23``,
  ``Via Roma 10``, ``ul. Marszałkowska 84``);
* ``phone`` — a number with its international prefix (``+44 20 7946 0958``), a US-style one
  (``(555) 010-2030``), or, where the text speaks of a phone in one of many languages, a
  national one (``07700 900123``, ``06 12 34 56 78``);
* ``email`` — an email address;
* ``birthdate`` — a date with its year after "born", "date of birth", "DOB" and their
  equivalents in other languages (a date alone is no one's birth);
* ``id_number`` — a number (five digits or more, letters allowed) after the name of an
  identity document or number: passport, national ID, driving licence, national insurance,
  NHS, Medicare, Aadhaar, DNI, codice fiscale, CPF, personnummer, BSN …
"""

from __future__ import annotations

import re

from yeastlab.cognition import secret_words

__all__ = ["identifiers"]

_I = re.I
_SSN = re.compile(r"(?<![\w-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\w-])")
_SSN_SPOKEN = re.compile(
    r"\b(?:ssn|ss#|social security(?: number)?|social(?= is))\D{0,20}?"
    r"(?P<value>\d{3}[ -]?\d{2}[ -]?\d{4})\b",
    _I,
)
_STREET = (
    r"street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|"
    r"terrace|circle|parkway|pkwy|highway|hwy|square|sq|loop|crescent|close|gardens|hill|row|"
    r"mews|grove|walk|trail|plaza|alley|parade|esplanade|quay|wharf|vale|heights"
)
_ADDRESSES = (
    re.compile(
        rf"\b\d{{1,5}}(?:/\d{{1,5}})?[A-Za-z]?\s+(?:(?:[NSEW]\.?|North|South|East|West)\s+)?"
        rf"(?:[A-Z][a-z'’]+|\d+(?:st|nd|rd|th))(?:\s+[A-Z][a-z'’]+){{0,2}}\s+(?i:{_STREET})\b"
        r"\.?(?:,?\s*(?i:apt|apartment|unit|suite|#)\s*\w+)?",
    ),  # the street's name capitalised: "a 3 hour drive" is no address
    re.compile(r"\b(?:P\.?\s?O\.?\s+Box|Postfach|Apartado)\s+\d{1,6}\b", _I),
    re.compile(r"\b\d{1,5}\s+Broadway\b"),
    re.compile(r"(?:улица|ул\.|проспект|пр-т|переулок|шоссе)\s+\w+,?\s+(?:дом|д\.)\s*\d+", _I),
    re.compile(r"\S{1,4}[都道府県]\S{1,12}?[市区町村郡]\S{0,12}?\d+(?:[-−－]\d+){1,2}"),
    re.compile(
        r"\b[A-ZÄÖÜÅ][\wäöüßåøæ-]*(?:straße|strasse|str\.|weg|gasse|allee|platz|ring|damm|ufer|"
        r"chaussee|straat|laan|plein|gracht|kade|singel|dijk|gatan|gata|vägen|väg|gate|veien|"
        r"vej|gade|tie|katu|kuja|polku|tee|iela|gatvė)\s+\d{1,4}[a-z]?\b"
    ),
    re.compile(
        r"\b\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|av\.|boulevard|bd|place|chemin|allée|"
        r"impasse|quai|cours|route)\s+(?:de\s+la\s+|de\s+l'|du\s+|des\s+|de\s+)?"
        r"[A-ZÉÈ][\w'’-]+(?:\s+[A-ZÉÈ][\w'’-]+){0,2}"
    ),
    re.compile(
        r"\b(?:calle|c/|avenida|avda\.|paseo|plaza|via|viale|piazza|corso|rua|travessa|largo|"
        r"praça|ul\.|aleja|al\.|rue|boulevard|chemin|quai)\s+(?:(?:de|del|da|do|du|des|de\s+la|"
        r"de\s+l'|della|dei)\s+)?[A-ZÁÉÍÓÚŁŚŻŹ][\w'’-]+(?:\s+[A-ZÁÉÍÓÚ][\w'’-]+){0,2},?\s+"
        r"(?:n[º°o]\.?\s*)?\d{1,4}\b",
        _I,
    ),
)
_PHONE = re.compile(
    r"(?<![\w.-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{3}\)\s?|\d{3}[ .-])\d{3}[ .-]\d{4}(?![\w-]|\.\d)"
)
#: A national number with its trunk prefix in brackets: "(020) 7946 0018".
_BRACKETED = re.compile(r"(?<![\w)])\(0\d{1,4}\)\s?\d{3,4}[ -]?\d{3,4}(?![\w-])")
_INTERNATIONAL = re.compile(r"(?<![\w+])\+\d{1,3}(?:[ .-]?\(?\d{1,5}\)?){2,6}(?![\w-]|\.\d)")
_NATIONAL = re.compile(r"(?<![\w.,-])\d{2,5}(?:[ -]\d{2,8}){1,4}(?![\w-]|[.,]\d)")
#: Words saying a number is an order's, a member's, a ticket's … (not a phone's).
_NOT_A_PHONE = re.compile(rf"\b(?:{secret_words.NOT_A_CARD}|id)\b[^.\n]{{0,24}}$", _I)
_SHORT_PHONE = re.compile(r"(?<![\w.-])\d{3}-\d{4}(?![\w-]|\.\d)")
#: Words saying a number is a phone's (in many languages), or reaching someone by it.
_PHONE_WORDS = re.compile(
    r"\b(?:phone|cell|mobile|call|text|number|landline|whatsapp|reach|reachable|contact|ring"
    r"|dial|tel|telephone|handy|portable|t[ée]l[ée]phone|m[óo]vil|cellulare|telefono|"
    r"telefone|telefoon|nummer|numéro|número|numero|celular|telefon|anrufen|ruf|rufe|appelle|"
    r"appeler|ll[áa]mame|llamar|chiamami|chiamare|bel|ligue|ligar)\b|телефон|звони|手机|電話|"
    r"携帯|전화|हैंडफ़ोन|फ़ोन",
    _I,
)
#: An email address (not the user of an SSH or URL address: ``git@github.com:org/repo``).
_EMAIL = re.compile(r"(?<![\w.+/-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b(?![:/])")
_MONTH = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|janvier|février|mars|avril|"
    r"mai|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|"
    r"mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|januar|februar|märz|"
    r"juni|juli|oktober|dezember|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|"
    r"novembro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|"
    r"dicembre"
)
_DATE = (
    r"\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}|(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2}|"
    rf"\d{{1,2}}[-/ ](?:{_MONTH})[-/ ](?:19|20)\d{{2}}|"
    rf"\d{{1,2}}(?:st|nd|rd|th|\.|º)?\s+(?:of\s+|de\s+)?(?:{_MONTH})\.?,?\s+(?:de\s+)?(?:19|20)\d{{2}}|"
    rf"(?:{_MONTH})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+(?:19|20)\d{{2}}"
)
_BIRTH = re.compile(
    r"\b(?:born|birth\s*date|birthdate|date\s+of\s+birth|d\.?o\.?b\.?|birthday|"
    r"geburtsdatum|geboren|date\s+de\s+naissance|n[ée]e?\s+le|fecha\s+de\s+nacimiento|"
    r"naci[óo]?|nac[ií]|nasc(?:i|eu|ido|ida|imento)|data\s+di\s+nascita|nat[oa]|"
    r"data\s+de\s+nascimento|geboortedatum|f[öo]delsedatum|f[öo]dd|дата\s+рождения|"
    r"родил(?:ся|ась))(?!\w)"
    rf"(?P<gap>[^\n]{{0,24}}?)(?P<value>{_DATE})(?!\d)",
    _I,
)
_ID_NAMES = (
    r"passport(?:\s+(?:number|no\.?|#))?|passeport|pasaporte|passaporto|paspoort|reisepass|"
    r"personalausweis\w*|national\s+id(?:\s+card)?(?:\s+number)?|id\s+card(?:\s+number)?|"
    r"identity\s+card|carte\s+d'identit[ée]|driv(?:er'?s|ing)\s+licen[cs]e(?:\s+(?:number|"
    r"no\.?))?|licen[cs]e\s+(?:number|no\.?|#)|id\s+(?:number|no\.?|#)|dl\s*#|"
    r"national\s+insurance(?:\s+number)?|ni\s+number|nhs\s+number|medicare(?:\s+number)?|"
    r"aadhaar(?:\s+number)?|personnummer|cpf|dni|nie|nif|codice\s+fiscale|bsn|tfn|sin|"
    r"social\s+insurance\s+number|sozialversicherungsnummer|num[ée]ro\s+de\s+"
    r"s[ée]curit[ée]\s+sociale|pesel|curp|rut|c[ée]dula|tax\s+id|tin|ssn|social\s+security"
    r"(?:\s+number)?"
)
_ID = re.compile(
    rf"(?<!\w)(?:{_ID_NAMES})(?!\w)(?P<gap>[^\n\d]{{0,24}}?)"
    r"(?P<value>[A-Z0-9](?:[A-Z0-9]|[ .\-/](?=[A-Z0-9])){4,24})",
    _I,
)


def _phones(text: str) -> list[tuple[int, int]]:
    spans = [m.span() for m in _PHONE.finditer(text)] + [
        m.span() for m in _BRACKETED.finditer(text)
    ]
    spans += [m.span() for m in _INTERNATIONAL.finditer(text) if _digits(m.group(0), 8, 15)]
    if _PHONE_WORDS.search(text):
        spans += [m.span() for m in _SHORT_PHONE.finditer(text)]
        spans += [
            m.span()
            for m in _NATIONAL.finditer(text)
            if (_digits(m.group(0), 9, 14) and m.group(0)[0] == "0" or _near_phone_word(text, m))
            and not _NOT_A_PHONE.search(text, max(0, m.start() - 40), m.start())
        ]
    return spans


def _digits(s: str, low: int, high: int) -> bool:
    return low <= sum(c.isdigit() for c in s) <= high


def _near_phone_word(text: str, m: re.Match) -> bool:
    """A phone's own word just before the number ("mobile", "Handy", "手机号"; not "number",
    which ends "membership number" as well)."""
    before = text[max(0, m.start() - 30) : m.start()]
    words = [w for w in _PHONE_WORDS.findall(before) if w.lower() not in ("number", "nummer")]
    return _digits(m.group(0), 9, 13) and bool(words)


def _ids(text: str) -> list[tuple[int, int]]:
    out = []
    for m in _ID.finditer(text):
        value = m["value"].rstrip(" .-/")
        if sum(c.isdigit() for c in value) >= 5 and not re.search(r"\b(?:19|20)\d\d$", m["gap"]):
            out.append((m.start("value"), m.start("value") + len(value)))
    return out


def identifiers(text: str) -> list[tuple[str, int, int]]:
    """Every personal identifier of ``text`` as ``(kind, start, end)``, none overlapping (the
    kind found first keeps a span: SSN, ID number, email, birth date, address, phone)."""
    if not any(c.isdigit() for c in text):  # every kind but an email holds a digit
        return [("email", *m.span()) for m in _EMAIL.finditer(text)]
    found = [("ssn", *m.span()) for m in _SSN.finditer(text)]
    found += [("ssn", *m.span("value")) for m in _SSN_SPOKEN.finditer(text)]
    found += [("id_number", *span) for span in _ids(text)]
    found += [("email", *m.span()) for m in _EMAIL.finditer(text)]
    found += [("birthdate", *m.span("value")) for m in _BIRTH.finditer(text)]
    found += [("address", *m.span()) for pattern in _ADDRESSES for m in pattern.finditer(text)]
    found += [("phone", *span) for span in _phones(text)]
    out: list[tuple[str, int, int]] = []
    for kind, start, end in found:
        if not any(start < e and s < end for _, s, e in out):
            out.append((kind, start, end))
    return out
