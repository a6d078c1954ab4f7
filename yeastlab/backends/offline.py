"""The offline backend: a deterministic, rule-based stand-in. It is NOT a language model.

It lets every notebook and test run without a model server, reproducibly: the same messages give
the same reply on any machine (no randomness, no clock, no network). It does not understand
anything; it *extracts*. From the messages it collects the bulleted items ("- …") under each
heading and the ``Key: value`` lines, treats those under memory/fact/rule/document headings and
earlier conversation messages as evidence, and answers the last user message by word overlap:

* a recall question ("what did I just tell you?") → the newest conversation memory's user part;
* another question → the evidence item sharing the most content words ("who are you?" → identity);
* "remember …" → an acknowledgement and a realization to store;
* "propose adding the drive/constraint …" → a trailing proposal block, unless the prompt says
  not to propose;
* any other statement → an acknowledgement, plus the most related memory if one shares words.

Output follows the request: with ``format`` set to the agent's reply schema (or ``"json"``) it is
that JSON; with any other JSON schema it is a value valid for that schema, strings filled with
evidence sentences (:func:`fill_schema`); without ``format`` it is ai-yeast's tag form. Token
counts are estimates (words × 1.3); durations are zero because nothing was computed by a model.

Why this module: it is the backend (the ``Backend`` protocol's ``chat`` and ``stream``) and the
shape of its reply. How the prompt is read is :mod:`yeastlab.backends.offline_prompt`, which
answer is chosen :mod:`yeastlab.backends.offline_answer`, and a non-reply schema is filled by
:mod:`yeastlab.backends.schema_fill`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from yeastlab.backends import offline_answer
from yeastlab.backends.base import Embedder, Message
from yeastlab.backends.offline_answer import Answer, self_answer
from yeastlab.backends.offline_meaning import Meaning
from yeastlab.backends.offline_prompt import Evidence, read_prompt
from yeastlab.backends.schema_fill import fill_schema
from yeastlab.core.records import Reply, StreamChunk
from yeastlab.core.text import EMOTION_WORDS
from yeastlab.core.thinking import estimate_tokens

__all__ = ["OfflineBackend", "fill_schema", "Evidence", "read_prompt", "self_answer"]

_EMOTION = EMOTION_WORDS  # words of strong feeling make a message salient


def _scores(question: str, answer: Answer) -> tuple[float, float]:
    words = question.split()
    complexity = min(1.0, round(0.15 + len(words) / 40 + 0.1 * question.count("?"), 2))
    lowered = {w.strip(".,!?").lower() for w in words}
    if answer.kind in ("remember", "proposal"):
        saliency = 0.9
    elif lowered & _EMOTION:
        saliency = 0.7
    elif answer.kind in ("question", "recall"):
        saliency = 0.4
    else:
        saliency = 0.5
    return complexity, saliency


def _reply_fields(messages: Sequence[Message], meaning: Meaning | None = None) -> dict[str, Any]:
    question, items, whole = read_prompt(messages)
    if meaning is not None and meaning.active:
        # the turn's own query vector of the message (a Prompt carries it): not embedded again
        meaning.known_query(getattr(messages, "query", None))
    answer = offline_answer.answer(question, items, whole, meaning=meaning)
    complexity, saliency = _scores(question, answer)
    evidence = [i for i in items if i.kind not in ("skip", "self")]
    blocks = [
        {
            "depth": 1,
            "content": f"The message is a {answer.kind}. The prompt holds {len(evidence)} memory "
            f"or document items.",
        }
    ]
    if answer.used is not None:
        blocks.append(
            {
                "depth": 2,
                "content": f"Most relevant ({answer.used.section or 'context'}): "
                f"{answer.used.text}",
            }
        )
    elif answer.realizations:
        blocks.append({"depth": 2, "content": "This is worth keeping: " + answer.realizations[0]})
    response = answer.response
    if answer.proposal is not None:
        response += "\n" + json.dumps({"proposal": answer.proposal})
    return {
        "complexity_score": complexity,
        "thinking_blocks": blocks,
        "realizations": list(answer.realizations),
        "response": response,
        "saliency_score": saliency,
    }


def _tags(fields: dict[str, Any]) -> str:
    parts = [
        f'<thinking depth="{b["depth"]}">{b["content"]}</thinking>'
        for b in fields["thinking_blocks"]
    ]
    if fields["realizations"]:
        parts.append("<realizations>\n" + "\n".join(fields["realizations"]) + "\n</realizations>")
    parts.append(
        f"[COMPLEXITY: {fields['complexity_score']}] [SALIENCY: {fields['saliency_score']}]"
    )
    parts.append(fields["response"])
    return "\n".join(parts)


def _single_string_field(schema: Any) -> str | None:
    """The one property of an object schema asking for a single string, if that is all it asks."""
    props = schema.get("properties", {}) if isinstance(schema, dict) else {}
    if len(props) == 1:
        ((name, sub),) = props.items()
        if isinstance(sub, dict) and sub.get("type") == "string":
            return name
    return None


def _is_reply_schema(schema: Any) -> bool:
    props = schema.get("properties", {}) if isinstance(schema, dict) else {}
    return "response" in props and "thinking_blocks" in props


class OfflineBackend:
    """A deterministic, extractive stand-in for a chat model (not a language model).

    Attributes:
        name: ``"offline"``.
        model: ``"offline-extractive"``.
        is_language_model: ``False``, so gates, consolidation and profiles use their heuristics.
        meaning: question-to-sentence similarity by the yeast's embedder (``None``: words and
            answer kinds alone choose); set by :meth:`use_embedder`.
    """

    name = "offline"
    model = "offline-extractive"
    is_language_model = False

    def __init__(self, embedder: Embedder | None = None):
        self.meaning: Meaning | None = None
        if embedder is not None:
            self.use_embedder(embedder)

    def use_embedder(self, embedder: Embedder) -> None:
        """Choose answers by meaning too, with ``embedder`` (the yeast's own, so the reply
        depends on the embedder the yeast was opened with, and on nothing else): its weight is
        calibrated per embedder (:data:`yeastlab.backends.offline_meaning.WEIGHTS`; an embedder
        weighted 0 embeds nothing)."""
        self.meaning = Meaning(embedder)

    def chat(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Reply:
        """Answer from the evidence in ``messages`` (see the module docstring).

        ``options`` are accepted and ignored: there is no sampling to control.
        """
        if format is None:
            text = _tags(_reply_fields(messages, self.meaning))
        elif format == "json" or _is_reply_schema(format):
            text = json.dumps(_reply_fields(messages, self.meaning))
        else:
            question, items, _ = read_prompt(messages)
            field = _single_string_field(format)
            about_you = self_answer(question, items) if field else None
            if about_you is not None:
                # a question to the assistant about itself (the drift audit's probes): answered
                # from the identity, drives and constraints sections of the prompt
                text = json.dumps({field: about_you})
            else:
                text = json.dumps(fill_schema(format, question, items))
        prompt = "\n".join(str(m.get("content", "")) for m in messages)
        return Reply(
            text=text,
            model=self.model,
            prompt_tokens=estimate_tokens(prompt),
            eval_tokens=estimate_tokens(text),
        )

    def stream(
        self,
        messages: Sequence[Message],
        *,
        format: dict[str, Any] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Iterator[StreamChunk]:
        """Yield the reply of :meth:`chat` word by word; the last chunk carries the Reply."""
        reply = self.chat(messages, format=format, options=options)
        for piece in re.findall(r"\S+\s*", reply.text):
            yield StreamChunk(piece)
        yield StreamChunk("", done=True, reply=reply)

    def close(self) -> None:
        """Nothing to release."""

    def __repr__(self) -> str:
        return "OfflineBackend()"
