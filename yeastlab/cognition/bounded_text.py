"""A turn's two readings of a long message: whole where it must be, bounded everywhere else.

A message may be as long as ``Settings.max_message_chars`` (200,000 characters). Two kinds of
reader see it:

* **readers that must see all of it** — credential redaction (:func:`redact`, before anything
  is logged, stored or sent) and the safety rules (:mod:`yeastlab.cognition.safety`, linear),
  which read a long message's head and tail on the turn and the rest off the turn, chunk by
  chunk, before its document's chunks are appended (:mod:`yeastlab.cognition.long_message`).
  Their work is linear in the message: :func:`redact` reads it in windows of
  :data:`WINDOW` characters (each with :data:`MARGIN` characters of context on both sides), so
  a text with thousands of findings (a pasted contact list) is never compared finding against
  finding across the whole text, and the redacted text is assembled in one join;
* **per-claim judgements** — update and supersede detection, entity names and claims, forget
  requests, routing and retrieval's query reading, the contradiction check against related
  memories. They read :func:`judged`: the head of the message a memory keeps of it
  (``Settings.max_memory_chars``, 4,000 characters, cut at a word boundary). The stored episode
  holds no more than that head (:func:`yeastlab.cognition.memory.bounded`), so judging it is
  judging what is stored, and their work per turn no longer depends on the message's length.
"""

from __future__ import annotations

from yeastlab.cognition import secrets

__all__ = ["MARGIN", "WINDOW", "judged", "redact"]

#: Characters of a message each window of :func:`redact` is responsible for.
WINDOW = 8_000
#: Characters of context read on each side of a window (a credential's label and value, a
#: card number's preceding words, a private key's lines are found whole when they start inside
#: the window and are at most this far from its edges; a longer one grows its window).
MARGIN = 1_000


def judged(text: str, max_chars: int) -> str:
    """The head of ``text`` per-claim judgements read: at most ``max_chars`` characters, cut at
    the last whitespace when there is one in its second half (so no name is cut in two)."""
    if len(text) <= max_chars:
        return text
    head = text[:max_chars]
    cut = max(head.rfind(" "), head.rfind("\n"))
    return head[:cut] if cut > max_chars // 2 else head


def redact(text: str, *, keep_secrets: bool = False) -> str:
    """``text`` with every credential replaced by ``[redacted: kind]`` (as
    :func:`yeastlab.cognition.secrets.scan` does), in work linear in its length.

    A text no longer than one window is scanned whole, exactly as ``scan`` would. A longer one
    is read window by window: each credential is taken from the window it starts in, and a
    credential running to its window's end (a private key longer than :data:`MARGIN`) has its
    window grown until it ends inside it.
    """
    if keep_secrets:
        return text
    if len(text) <= WINDOW + 2 * MARGIN:
        return secrets.scan(text).redacted
    found = _credentials(text)
    out, at = [], 0
    for start, end, kind in found:
        out += [text[at:start], f"[redacted: {kind}]"]
        at = end
    out.append(text[at:])
    return "".join(out)


def _credentials(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of every credential of ``text`` to replace, in text order, none
    overlapping."""
    n, begin, found = len(text), 0, []
    while begin < n:
        core_end = _cut(text, begin + WINDOW)
        low = max(0, begin - MARGIN)
        high = min(n, core_end + MARGIN)
        while True:
            window = text[low:high]
            creds = [f for f in secrets.scan(window).credentials if begin <= low + f.start]
            creds = [f for f in creds if low + f.start < core_end]
            if high >= n or all(low + f.end < high for f in creds):
                break
            high = min(n, high + 2 * (high - low))  # a credential runs on: read further
        reach = core_end
        for f in sorted(creds, key=lambda f: f.start):
            start, end = low + f.start, low + f.end
            if found and start < found[-1][1]:
                continue  # overlaps the one before (from the previous window)
            if not text.startswith("[redacted: ", start):  # redacted earlier: kept as it is
                found.append((start, end, f.kind))
            reach = max(reach, end)
        begin = reach
    return found


def _cut(text: str, at: int) -> int:
    """A window's end near ``at``: just after the last whitespace before it, so no word is cut
    (``at`` itself when the last :data:`MARGIN` characters hold none)."""
    if at >= len(text):
        return len(text)
    space = max(text.rfind(" ", at - MARGIN, at), text.rfind("\n", at - MARGIN, at))
    return space + 1 if space > 0 else at
