"""groundlens 6.0.5 over the rows: its decision mapped FAIL/REVIEW/PASS -> 2/1/0.

groundlens checks the numbers of an answer against the evidence; its only
output is a decision, so the score has three levels and the flag is
"not PASS" (REVIEW sends the answer to a human, like groundtrace's flag).
"""

from __future__ import annotations

import _protocol

LEVEL = {"FAIL": 2.0, "REVIEW": 1.0, "PASS": 0.0}


def load():
    import groundlens

    def score_many(rows):
        out = []
        for row in rows:
            q = row.get("question") or None
            rec = groundlens.verify(row["response"], evidence=[("context", row["context"])],
                                    question=q)
            level = LEVEL[str(rec.decision)]
            out.append((level, level >= 1.0))
        return out

    return score_many, "FAIL/REVIEW/PASS -> 2/1/0; flag = not PASS"


if __name__ == "__main__":
    import importlib.metadata as md

    _protocol.run("groundlens", md.version("groundlens"), load)
