"""The verifier on the pairs the docs quote: a value's surface, prices of nothing, "any time".

Scores, with the shipped verifier, each (passage, claim) pair that the docs
of `groundtrace.claims.reading`, the numbers check and training/price_pairs.py
quote: the claim as written and, where it differs, as the claim layer has the
verifier read it (its numbers, dates, prices of nothing, "at every hour",
rate periods and bounds in the passage's words). Then times
that reading (`aligned_claim`) on the speed bench's RAG-sized and long rows.

    python bench/run_verifier_readings.py [--data ../shared/data/dev] [--no-append]
        [--model-dir training/runs/<run>/model]

``--model-dir``: a candidate verifier (an `export.py` folder) instead of the
shipped one, to compare a training run before shipping it.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from results_file import DEFAULT_DATA, add_no_append, header, load_average, publish
from speed_triage import long_rows, rag_rows

from groundtrace.claims.reading import aligned_claim
from groundtrace.claims.verifiers import resolve_verifier
from groundtrace.encoders import get_encoder
from groundtrace.models import get_verifier
from groundtrace.models.protocol import LABELS
from groundtrace.retrieval.windows import build_chunks
from groundtrace.sources.document import Document
from groundtrace.text.claims import extract_claims

LIMITS = ("The default daily limit for card payments is 3,000 EUR; customers can raise it to "
          "6,000 EUR in the app for up to 30 days.")
CONDITIONS = ("The new conditions apply from 1 March 2026. The branch in Calle Mayor closed on "
              "15 May 2025.")
SEPA = "SEPA transfers are free in online banking."
CARDS_PRICED = "Replacement cards are free of charge. Branch transfers cost 2.50 EUR."
CARDS = ("Replacement cards are free of charge. Branch transfers are processed within one "
         "business day. Instant transfers arrive within ten seconds.")
INSTANT = "Instant transfers cost 0.50 EUR and arrive within ten seconds."
TARIFF = ("SEPA transfers are free in online banking. Branch transfers cost 2.50 EUR. "
          + INSTANT)
BLOCKING = ("Lost cards can be blocked 24 hours a day on +34 900 100 200; a replacement card "
            "arrives within 5 business days at no cost.")
PAIRS = [
    (LIMITS, "The card payment limit is 3000 EUR per day by default."),
    (CONDITIONS, "The new conditions apply from 1/3/2026."),
    (CONDITIONS, "The new conditions apply from March 1st 2026."),
    (SEPA, "Online SEPA transfers don't cost anything."),
    (SEPA, "There is no fee for SEPA transfers made online."),
    (SEPA, "Online SEPA transfers are free."),
    (CARDS_PRICED, "Branch transfers are free."),
    (CARDS_PRICED, "Branch transfers don't cost anything."),
    (CARDS, "Branch transfers are free."),
    (BLOCKING, "You can block a lost card at any time, day or night, on +34 900 100 200."),
    (BLOCKING,
     "It takes up to five business days to get a replacement card, and it costs nothing."),
    (BLOCKING, "A new card is sent free of charge within five working days."),
    # claims about a priced thing that state no price (training/RESULTS.md, tariff pairs)
    (INSTANT, "Instant transfers cost 50 cents and arrive in under ten seconds."),
    (INSTANT, "Instant transfers arrive within ten seconds."),
    (TARIFF, "Instant transfers arrive within ten seconds."),
    # a rate's period, a bound and "you pay nothing for X" in the passage's words
    ("The overdraft rate is 7.9% a year, and the mortgage early repayment fee is 0.25% of the "
     "amount repaid.", "The overdraft rate is 7.9% per annum."),
    ("For disputes over 500 EUR, a signed declaration is required.",
     "A signed declaration is needed for disputes above 500 EUR."),
    (BLOCKING, "You won't pay anything for a replacement card."),
    # a period in other units ("four months" beside "120 days")
    ("Card disputes must be raised within 120 days of the transaction date.",
     "Disputes must be raised within four months of the transaction."),
    ("The bonus is paid within 30 days after the third salary transfer.",
     "The bonus arrives within a month of your third salary payment."),
    # "X is free" beside "there is no fee for X"
    ("Card payments in a foreign currency carry a 2% fee; there is no fee for card payments in "
     "euros anywhere in the EU.", "Paying by card in euros within the EU is free."),
    # "whenever you want" as "at any time"
    ("You can repay early at any time; the early repayment charge is 0.5% of the amount repaid "
     "if more than 12 months remain, and 0.25% otherwise.",
     "Early repayment is allowed whenever you want."),
    # "the end of 2026" as "31 December 2026"
    ("The welcome bonus is 150 EUR for new customers. The offer ends on 31 December 2026.",
     "The offer is valid until the end of 2026."),
    # a citation marker and an opening that names the document
    ("The representative APR is 6.9%.",
     "According to the loan terms, the representative APR is 6.9% [1]."),
    # "the following business day" as "the next business day"
    ("Transfers to other EU banks arrive the next business day.",
     "EU transfers arrive on the following business day."),
    ("Transfers to other EU banks arrive the next business day.",
     "Transfers to other EU banks arrive the following business day."),
    # readings the verifier gets wrong that no reading mends (bench/RESULTS.md notes)
    (INSTANT, "Instant transfers are not free: they cost 0.50 EUR."),
    # values the checks work out by arithmetic (checks/fee_share.py, checks/worked_change.py)
    ("Payments outside the SEPA area cost 0.3% of the amount, with a minimum of 6 EUR and a "
     "maximum of 60 EUR.", "A non-SEPA payment of 10,000 EUR costs 30 EUR."),
    ("Rate change notice, 3 November 2026. From 1 January 2027 the interest rate on Savings "
     "Plus falls from 2.1% to 1.8% AER.",
     "The Savings Plus rate is being cut by 0.3 percentage points."),
    # more the closing notes quote
    ("Before that, your liability is limited to 50 EUR, unless you acted fraudulently or with "
     "gross negligence.", "Before you report it, you can lose at most 50 EUR, unless you were "
     "grossly negligent or acted fraudulently."),
    ("Applicants must be at least 18 years old, live in Spain and have a regular income.",
     "You need to be 18 or older and a resident of Spain with a regular income."),
    ("Half of the bonus is withdrawn if the account is closed within 12 months.",
     "If you close the account within 12 months, you lose half of the bonus."),
    # a value in a stated range, a range in other units (claims.ranges)
    ("You can borrow from 3,000 EUR to 40,000 EUR over 12 to 84 months.",
     "You can borrow 25,000 EUR over 60 months."),
    ("Fixed-rate mortgages are available for terms of 10 to 30 years.",
     "A 25-year fixed-rate term is possible."),
    ("You can borrow from 3,000 EUR to 40,000 EUR over 12 to 84 months.",
     "You can take a loan over 1 to 7 years."),
    # a comparison with a limit, without the claim's own value (claims.comparisons)
    ("Credit policy CP-7. An application is declined if the debt-to-income ratio exceeds 40% or "
     "if the applicant has had a payment default in the last 24 months.",
     "The application was declined because the debt-to-income ratio of 48% exceeds the 40% "
     "limit."),
    # a tool's record (sources.records) and "still" before a state (claims.reading)
    ("payment id: P-88, status: pending, amount: 1250.0 EUR, currency: EUR, beneficiary: "
     "ACME GmbH, expected settlement: 27 November 2026.",
     "Your payment of 1,250 EUR to ACME GmbH is still pending."),
    # "may not match" for "may differ", "not mandatory" for "optional" (claims.polarity)
    ("Refunds in a foreign currency are converted at the rate of the refund day, so the amount "
     "may differ from the original payment.",
     "A refund in another currency may not match the original amount because it is converted "
     "on the day of the refund."),
    ("Early repayment is optional.", "Early repayment is not mandatory."),
    ("Payments to sanctioned countries are prohibited.",
     "Payments to sanctioned countries are not allowed."),
    # a permission denied as the passage's modal (claims.reading); a rule's case read as its
    # bound (checks.thresholds); a count of items at the price of one (checks.worked_count)
    ("An attorney can make payments, withdraw cash and view statements, but cannot add another "
     "account holder or appoint a further attorney.",
     "An attorney is not allowed to add a new account holder."),
    ("For payments over 5,000 EUR, you must confirm the standing order with a code sent to your "
     "phone.", "A standing order of 6,000 EUR has to be confirmed with a code sent to your phone."),
    ("It also covers up to two mobile phones against loss, theft and damage, with an excess of "
     "50 EUR for each claim.",
     "If you make two phone insurance claims, you pay 100 EUR in excess in total."),
    # a case beyond a rule's bound, refused; a case under an "only ... at least" bound
    # (training/bound_pairs.py makes such pairs for the next training run)
    ("In the app, each cheque can be for up to 2,500 EUR and you can pay in up to 5,000 EUR per "
     "day in total; there is no limit at a branch.",
     "A cheque for 8,000 EUR can't be paid in with the app."),
    ("You can book forwards for 5,000 EUR to 5,000,000 EUR in USD, GBP, CHF, PLN and SEK against "
     "the euro, for settlement from 3 business days to 12 months ahead.",
     "No, a forward settling 18 months from now isn't possible; the longest is 12 months."),
    ("You only earn cashback in a month in which your card purchases total at least 500 EUR.",
     "If you spend only 450 EUR with your card in a month, you earn no cashback for that month."),
    ("You must be at least 16 to create a virtual card.",
     "If you're 15, you can't create a virtual card yet, as you need to be at least 16."),
    # a sentence against itself (the claim layer does not ask: claims.quotes.quoted)
    ("Abalone is an award-winning two-player abstract strategy board game designed by Michel "
     "Lalet and Laurent Lévi in 1987.",
     "Abalone is an award-winning two-player abstract strategy board game designed by Michel "
     "Lalet and Laurent Lévi in 1987."),
    # an answer's "No," (claims.openings reads it off)
    ("Branch transfers cost 2.50 EUR.", "No, branch transfers cost 2.50 EUR."),
    # the first of two joined facts (claims.quotes.quoted takes it as entailed)
    ("Savings Plus pays 2.1% AER and has no minimum deposit.", "Savings Plus pays 2.1% AER."),
    ("Instant transfers cost 0.50 EUR and arrive within ten seconds.",
     "Instant transfers cost 0.50 EUR."),
]


def _timing(rows: list[dict], top: int = 3) -> tuple[int, float]:
    """(pairs, seconds) for reading every claim beside its first ``top`` retrieval units."""
    pairs = []
    for r in rows:
        units = [c.text for c in build_chunks(Document.from_text(r["context"]))][:top]
        pairs += [(c.text, u) for c in extract_claims(r["response"]) for u in units]
    t = time.perf_counter()
    for claim, unit in pairs:
        aligned_claim(claim, unit)
    return len(pairs), time.perf_counter() - t


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--model-dir", type=Path, default=None,
                    help="a candidate verifier's folder (default: the shipped one)")
    add_no_append(ap)
    args = ap.parse_args()
    load = load_average()
    t0 = time.perf_counter()
    ver = (get_verifier(args.model_dir) if args.model_dir is not None
           else resolve_verifier("trained", get_encoder("minilm")))
    reads = [aligned_claim(h, p) for p, h in PAIRS]
    texts = [(p, h) for p, h in PAIRS] + [(p, r) for (p, h), r in zip(PAIRS, reads, strict=True)
                                          if r != h]
    probs = ver.predict([p for p, _ in texts], [h for _, h in texts])
    e, c = LABELS.index("entailed"), LABELS.index("contradicted")
    scored = {pair: row for pair, row in zip(texts, probs, strict=True)}
    lines = ["| passage | claim as written | entailed | contradicted | as the verifier reads it "
             "| entailed | contradicted |", "|---|---|---|---|---|---|---|"]
    for (p, h), r in zip(PAIRS, reads, strict=True):
        w = scored[(p, h)]
        read = ("—", "—", "—") if r == h else (r, f"{scored[(p, r)][e]:.2f}",
                                                f"{scored[(p, r)][c]:.2f}")
        lines.append(f"| {p} | {h} | {w[e]:.2f} | {w[c]:.2f} | {read[0]} | {read[1]} | "
                     f"{read[2]} |")
    lines += ["", "Reading a claim (`aligned_claim`) beside its first 3 retrieval units, one "
              "thread:", ""]
    for kind, rows in (("RAG-sized", rag_rows(args.data, 200, 0)),
                       ("long", long_rows(args.data, 60, 0))):
        n, dt = _timing(rows)
        lines.append(f"- {kind} rows: {len(rows)} rows, {n} pairs, {dt * 1000:.1f} ms in all, "
                     f"{dt / len(rows) * 1000:.2f} ms per row")
    section = "\n".join([
        *header("The verifier on the quoted pairs, and the cost of its reading", load, [
            f"- verifier {ver.name}{'' if args.model_dir is None else f' from {args.model_dir}'}"
            f"; wall time {time.perf_counter() - t0:.0f} s"]),
        *lines, ""])
    publish(section, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
