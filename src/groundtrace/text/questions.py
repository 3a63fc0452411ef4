"""What a question asserts: "Did you know that Tolkien wrote The Hobbit?" asserts
that Tolkien wrote The Hobbit, and the claim layer checks that; "Do you like
thrillers?" asserts nothing.

A chat answer often states a fact inside a question: a tag that asks for
agreement ("Moses plays defender, right?"), a "did you know that", or a
statement with a question about it after the comma ("He wrote The Hunger
Games, have you seen it?"). A wrong fact said so is as wrong as a statement.
"""

from __future__ import annotations

import re

from groundtrace.text.normalize import WORD as _WORD

__all__ = ["asserted_clause"]

_I = re.IGNORECASE

#: A question that asserts what follows it: "Did you know (that) X?",
#: "Have you heard that X?", "¿Sabías que X?". X is the claim when it is a
#: clause, not "who wrote it" or "about the film".
_KNOW_THAT = re.compile(
    r"^\W*(?:(?:yes|yeah|no|so|well|oh|and|but|also|by the way|sí|y|pues)\W+)*"
    r"(?:(?:did|do|have|had)\s+you\s+(?:ever\s+|already\s+)?"
    r"(?:know|heard|hear|realized|realize|realised|realise|noticed|notice)\b(?:\s+that\b)?"
    r"|you\s+know\s+that\b"
    r"|(?:sabías|sabía|sabes|sabe|sabían|has oído|ha oído)\s+que\b)\s*",
    _I,
)
#: A tag that asks only for agreement with the clause before it: "X, right?".
_AGREE_TAG = re.compile(
    r"(?:,\s*|\s+)(?:right|correct|true|no|isn't (?:it|he|she|that|this)|"
    r"aren't (?:they|you)|wasn't (?:it|he|she)|weren't they|didn't (?:he|she|they|it)|"
    r"doesn't (?:it|he|she)|don't (?:they|you think)|¿?verdad|¿?no es así|¿?cierto)\W*$",
    _I,
)
#: A question after a comma that asks about what the clause before it says: "He wrote
#: The Hunger Games, have you seen it?", "The fee is waived, would you like to apply?".
_FOLLOW_UP = re.compile(
    r"[,;]\s*(?:and\s+|so\s+|but\s+)?(?:do|did|does|have|has|had|would|will|are|is|were|"
    r"was|can|could|should|shall)\s+(?:you|they|he|she|it|we)\b[^,;?]*\?*\s*$",
    _I,
)
#: What sets the scene for a question rather than asserting: "Speaking of movies, are
#: you into drama?", "If you like thrillers, have you seen Se7en?".
_SCENE = re.compile(
    r"^\W*(?:speaking of|talking (?:of|about)|as for|by the way|if|when|whenever|since|"
    r"because|while|unless|in case|now that|just curious|out of curiosity)\b",
    _I,
)
#: A clause that is itself a question ("Do you like it, right?", "Who wrote it?").
_ASKS = re.compile(
    r"^\W*(?:do|does|did|is|are|was|were|am|can|could|would|will|should|shall|may|might|"
    r"have|has|had|what|who|whom|whose|which|when|where|why|how|if|whether|about|of|"
    r"qué|quién|quiénes|cuál|cuándo|dónde|por qué|cómo|si)\b",
    _I,
)


def _n_words(text: str) -> int:
    return len(_WORD.findall(text))


def asserted_clause(body: str) -> tuple[int, int] | None:
    """Offsets (within ``body``) of the clause a question asserts, or None.

    "Did you know that Tolkien wrote The Hobbit?" asserts "Tolkien wrote The
    Hobbit"; "Moses plays defender, right?" asserts "Moses plays defender";
    "He wrote The Hunger Games, have you seen it?" asserts "He wrote The
    Hunger Games". A question that asks something ("Did you know who wrote
    it?", "Do you like it, right?") or only sets its scene ("Speaking of
    movies, are you into drama?") asserts nothing.
    """
    stripped = body.rstrip()
    if not stripped.endswith("?"):
        return None
    end = len(stripped) - 1
    while end > 0 and body[end - 1] == "?":
        end -= 1
    start = 0
    know = _KNOW_THAT.match(body, 0, end)
    if know is not None:
        start = know.end()
    else:
        tag = _AGREE_TAG.search(body, 0, end + 1)
        if tag is None:
            tag = _FOLLOW_UP.search(body, 0, end + 1)
            if tag is None or _SCENE.match(body, 0, tag.start()):
                return None
        end = tag.start()
        if body[start:end].lstrip("¿¡ ").lower().startswith(("did you know", "do you know")):
            return None
    while start < end and not body[start].isalnum():
        start += 1
    clause = body[start:end]
    if _n_words(clause) < 3 or _ASKS.match(clause) or "?" in clause:
        return None
    return start, end
