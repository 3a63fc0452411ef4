"""Openings a claim's content does not need, read off before the verifier reads it.

The claim layer puts a claim to the verifier as written and as read without
such an opening, and keeps the better supported reading
(:func:`groundtrace.claims.reading.aligned_claim`). Measured with
``bench/run_verifier_readings.py`` and probes of the same kind:

- one that names the user's own document: v6 reads "According to the loan
  terms, the representative APR is 6.9% [1]." at 0.09 entailed against "The
  representative APR is 6.9%.", 0.96 without the opening and the marker;
- a notice to the reader ("Please note that", "Keep in mind:", "I can confirm
  that"): v7 reads "Please note that instant transfers cost 0.50 EUR." at 0.45
  entailed against "Instant transfers cost 0.50 EUR and arrive within ten
  seconds", and "Based on the information I have, instant transfers cost 0.50
  EUR." at 0.18 (FAIL); both pass read without it;
- an answer's "No,": v7 reads "No, branch transfers cost 2.50 EUR." as
  contradicted by that very fee (0.77), as a denial of what follows. Not
  "Yes,": v7 reads "Yes, X" as X already, and reading it off cost BEGIN 0.004
  AUROC leave one dataset out. Nor a hedge ("As far as I can see, X", "I
  think X"): reading it off cost BEGIN 0.002-0.003, whose answers hedge.
"""

from __future__ import annotations

import re

from groundtrace.checks.number_mentions import CITATION

__all__ = ["opening_end"]

_OPENING = re.compile(
    r"^\W*(?:no|nope)\s*[,;:!.\u2014-]+\s*(?=\w)|"
    r"^\W*(?:according to|as (?:stated|described|explained|set out|mentioned) in|as per|per|"
    r"based on|under|según|de acuerdo con)\s+(?:the|our|your|this|these|la|las|el|los|"
    r"nuestras?|nuestros?)\s+(?:[\w'’-]+\s+){0,3}?(?:terms|conditions|documents?|policy|"
    r"policies|faqs?|agreement|contract|sources?|guide|page|website|information|context|"
    r"tariffs?|brochure|rules|condiciones|documentos?|pol[ií]tica|contrato|tarifas?)"
    r"(?:\s+(?:provided|given|above|below|supplied|here|available(?:\s+to\s+(?:me|us))?|"
    r"(?:that\s+|which\s+)?(?:I|we)\s+(?:have|had|was\s+given|were\s+given|can\s+see|found)))?"
    + rf"(?:\s*(?:{CITATION.pattern}))*\s*,\s*(?=\w)|"
    # a notice to the reader: "Please note that X", "Keep in mind: X", "I can confirm that X"
    r"^\W*(?:(?:please\s+)?(?:note|keep\s+in\s+mind|bear\s+in\s+mind|be\s+aware)|"
    r"I\s+can\s+confirm|I\s+(?:would|'d|’d)\s+like\s+to\s+(?:confirm|let\s+you\s+know)|"
    r"just\s+so\s+you\s+know|for\s+your\s+information)"
    r"(?:\s+that\s+|\s*[,:\u2014-]+\s*)(?=\w)",
    re.IGNORECASE)


def opening_end(claim: str) -> int:
    """Where the claim's content starts after such an opening (0: it has none)."""
    m = _OPENING.match(claim)
    return m.end() if m is not None and m.end() < len(claim) else 0
