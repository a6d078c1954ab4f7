"""Documents read as text and cut into chunks, for RAG (:mod:`yeastlab.cognition.rag`, which
re-exports :func:`chunk_text` and :func:`read_document`) and for long messages kept whole.

A PDF is read with pypdf (an encrypted or corrupt one fails with an
:class:`~yeastlab.core.errors.IngestError` saying what to do); Markdown loses its front matter;
every text goes through the input boundary (:func:`yeastlab.core.text.clean_input`). Chunks end
at a paragraph, sentence or word boundary, so words are not cut in half.
"""

from __future__ import annotations

import re
from pathlib import Path

from yeastlab.core.errors import IngestError
from yeastlab.core.text import clean_input

__all__ = ["SUFFIXES", "chunk_text", "read_document"]

#: File suffixes ingest reads, by reader.
SUFFIXES = {
    ".pdf": "pdf",
    ".md": "markdown",
    ".markdown": "markdown",
    ".txt": "text",
    ".text": "text",
    ".rst": "text",
}
_FRONT_MATTER = re.compile(r"\A(?:\ufeff)?---\s*\n.*?\n(?:---|\.\.\.)\s*(?:\n|\Z)", re.DOTALL)


def chunk_text(text: str, *, size: int = 800, overlap: int = 100) -> list[str]:
    """Split text into chunks of at most ``size`` characters overlapping by about ``overlap``.

    Chunks end at a paragraph, sentence or word boundary when one lies in the last quarter of
    the window, so words are not cut in half.

    Raises:
        IngestError: if ``overlap`` is not smaller than ``size``.
    """
    if size <= 0 or not 0 <= overlap < size:
        raise IngestError(f"chunk size {size} must be positive and overlap {overlap} below it")
    text = re.sub(r"[ \t]+", " ", text).strip()
    chunks: list[str] = []
    start = 0
    while start < len(text):
        end = min(start + size, len(text))
        if end < len(text):
            end = _boundary(text, start + size * 3 // 4, end)
        piece = text[start:end].strip()
        if piece:
            chunks.append(piece)
        if end >= len(text):
            break
        nxt = max(end - overlap, start + 1)
        space = text.find(" ", nxt, end)
        start = space + 1 if space != -1 and overlap else nxt
    return chunks


def _boundary(text: str, lo: int, hi: int) -> int:
    for pattern in ("\n\n", ". ", "? ", "! ", "\n", " "):
        cut = text.rfind(pattern, lo, hi)
        if cut != -1:
            return cut + len(pattern)
    return hi


def read_document(path: Path) -> tuple[str, str]:
    """Read one file as ``(title, text)``.

    Raises:
        IngestError: if the file cannot be read, is an encrypted/corrupt PDF, or has no text.
    """
    kind = SUFFIXES.get(path.suffix.lower())
    if kind is None:
        raise IngestError(f"{path}: unsupported file type; use PDF, Markdown or text")
    if kind == "pdf":
        text = _read_pdf(path)
    else:
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError as exc:
            raise IngestError(
                f"{path}: cannot be read ({exc.strerror}); check permissions"
            ) from exc
        if kind == "markdown":
            text = _FRONT_MATTER.sub("", text, count=1)
    # The input boundary: a PDF's lone surrogates become U+FFFD, NULs go, a BOM is not text.
    text = clean_input(text, field=str(path), errors="replace").lstrip("\ufeff")
    if not text.strip():
        raise IngestError(f"{path}: has no text to ingest (empty, or a scanned PDF without OCR)")
    heading = re.search(r"^#\s+(.+)$", text, re.MULTILINE)
    title = heading.group(1).strip() if heading else path.stem
    return title, text


def _read_pdf(path: Path) -> str:
    from pypdf import PdfReader
    from pypdf.errors import FileNotDecryptedError, PdfReadError, PyPdfError

    try:
        reader = PdfReader(path)
        if reader.is_encrypted and not reader.decrypt(""):
            raise IngestError(
                f"{path}: the PDF is encrypted with a password; decrypt it "
                "(e.g. `qpdf --decrypt --password=… in.pdf out.pdf`) and ingest the copy"
            )
        pages = [page.extract_text() or "" for page in reader.pages]
    except IngestError:
        raise
    except FileNotDecryptedError as exc:
        raise IngestError(f"{path}: the PDF is encrypted; decrypt it and ingest again") from exc
    except (PdfReadError, PyPdfError, ValueError, KeyError, TypeError, OSError) as exc:
        raise IngestError(
            f"{path}: not a readable PDF ({type(exc).__name__}: {exc}); re-export or repair it"
        ) from exc
    return "\n\n".join(pages)
