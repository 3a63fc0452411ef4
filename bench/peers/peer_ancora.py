"""ancora-rag 0.1.1 over the rows: its lexical + numeric grounding gate.

The context becomes one document, chunked with ancora's own chunker; every
checkable sentence of the response is checked with ``GroundingChecker`` and
``decide`` (default ``Policy``, retrieval score 1.0 since the evidence is
given) turns the checks into a verdict. Score = verdict rank (GROUNDED 0,
UNGROUNDED 1, UNSAFE_NUMERIC 2) + (1 - confidence), so the gate's own
ordering comes first and its mean lexical support breaks ties; flag = verdict
is not GROUNDED.
"""

from __future__ import annotations

import _protocol

RANK = {"grounded": 0.0, "ungrounded": 1.0, "unsafe_numeric": 2.0, "no_evidence": 1.0,
        "off_topic": 1.0}


def load():
    from ancora import Document, GroundingChecker, Policy, chunk_document, decide

    checker = GroundingChecker()
    policy = Policy()

    def score_many(rows):
        out = []
        for row in rows:
            chunks = chunk_document(Document(id="context", text=row["context"]))
            checks = checker.check_answer(row["response"], chunks)
            _, verdict, confidence = decide(policy=policy, best_retrieval_score=1.0,
                                            claim_checks=checks, draft=row["response"])
            name = getattr(verdict, "value", str(verdict)).lower()
            rank = RANK.get(name, 2.0)
            out.append((rank + (1.0 - min(1.0, max(0.0, confidence))), name != "grounded"))
        return out

    return score_many, "verdict rank (grounded 0 / ungrounded 1 / numeric 2) + 1 - confidence"


if __name__ == "__main__":
    import importlib.metadata as md

    _protocol.run("ancora", md.version("ancora-rag"), load)
