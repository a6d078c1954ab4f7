"""The input boundary: every text entering yeastlab is validated and normalised here.

:func:`clean_input` is the one place every text entering the package (chat, stream, remember,
forget, search, ingest, prompt files, ai-yeast imports, the inspector's input) is validated and
normalised; :func:`decode_text` reads bytes (prompt files) the same way. Both are re-exported by
:mod:`yeastlab.core.text`, the home of text judgement.
"""

from __future__ import annotations

import codecs
import re
import unicodedata

from yeastlab.core.errors import ConfigError, InputError

__all__ = ["INPUT_ERRORS", "clean_input", "decode_text"]


#: What :func:`clean_input` does with a code point UTF-8 cannot encode (``Settings.input_errors``).
INPUT_ERRORS = ("strict", "replace")

_SURROGATE = re.compile("[\ud800-\udfff]")
_PAIR = re.compile("[\ud800-\udbff][\udc00-\udfff]")


def clean_input(
    text: object, *, field: str, max_chars: int | None = None, errors: str = "strict"
) -> str:
    """The one boundary for text entering yeastlab: validated and normalised.

    Normalisation: a UTF-16 surrogate *pair* left in a ``str`` (what some decoders hand over)
    is joined into its code point, NUL characters are dropped, and the text is put in Unicode
    NFC form. Validation: a lone surrogate (``"bad \\ud800 here"``, which UTF-8 cannot encode
    and LanceDB cannot store) is rejected, or with ``errors="replace"`` becomes U+FFFD; a text
    longer than ``max_chars`` is rejected. Nothing is stripped otherwise.

    Args:
        text: what was given (must be a ``str``).
        field: what it is, for the message (``"message"``, ``"query"``, ``"prompt file x.txt"``).
        max_chars: the most characters accepted (``None``: no limit).
        errors: ``"strict"`` (raise) or ``"replace"`` (U+FFFD for each lone surrogate);
            :attr:`Settings.input_errors <yeastlab.core.config.Settings>`.

    Returns:
        The clean text.

    Raises:
        InputError: not a ``str``, an unencodable code point (strict), or too long.
        ConfigError: an unknown ``errors`` mode.
    """
    if errors not in INPUT_ERRORS:
        raise ConfigError(f"input errors mode must be one of {INPUT_ERRORS}, got {errors!r}")
    if not isinstance(text, str):
        raise InputError(f"{field} must be text (str), got {type(text).__name__}")
    if max_chars is not None and len(text) > max_chars:
        raise InputError(
            f"{field} is {len(text):,} characters; the most accepted is {max_chars:,} "
            "(Settings.max_message_chars): split it, or ingest it as a document "
            "(yeast.ingest) and ask about it"
        )
    if _SURROGATE.search(text):
        text = _PAIR.sub(_join_pair, text)
        bad = _SURROGATE.search(text)
        if bad is not None:
            if errors == "strict":
                raise InputError(
                    f"{field} holds a lone surrogate U+{ord(bad.group()):04X} at character "
                    f"{bad.start()}, which is not text (a broken decoder made it); fix the "
                    "text's decoding, or set Settings.input_errors='replace' to replace such "
                    "code points with U+FFFD"
                )
            text = _SURROGATE.sub("\ufffd", text)
    if "\x00" in text:
        text = text.replace("\x00", "")
    return text if text.isascii() else unicodedata.normalize("NFC", text)


def _join_pair(match: re.Match[str]) -> str:
    high, low = (ord(c) for c in match.group())
    return chr(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))


def decode_text(data: bytes, *, source: str, encoding: str = "utf-8") -> str:
    """Bytes read from a file as text: a UTF-8 byte-order mark stripped, a clear error otherwise.

    Args:
        data: the file's bytes.
        source: the file's name, for the message.
        encoding: its encoding (default UTF-8; ``latin-1``, ``cp1252``, ``utf-16``, …).

    Returns:
        The text, through :func:`clean_input`.

    Raises:
        InputError: the bytes are not in ``encoding`` (naming the file and the byte offset).
        ConfigError: ``encoding`` is not a known codec.
    """
    try:
        codec = codecs.lookup(encoding).name
    except LookupError:
        raise ConfigError(
            f"unknown encoding {encoding!r}; use e.g. utf-8, latin-1, cp1252, utf-16"
        ) from None
    if codec == "utf-8":
        codec = "utf-8-sig"  # the byte-order mark is not text
    try:
        text = data.decode(codec)
    except UnicodeDecodeError as exc:
        raise InputError(
            f"{source} is not valid {encoding} at byte offset {exc.start} "
            f"(byte {data[exc.start : exc.start + 1]!r}); give its encoding "
            "(yeast ferment --encoding latin-1, load_prompts(..., encoding=...)) or save it "
            "as UTF-8"
        ) from None
    return clean_input(text.lstrip("\ufeff"), field=source)
