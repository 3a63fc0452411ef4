"""checks.cutoffs: a time of day read against the source's cut-off."""

from __future__ import annotations

import pytest
from claim_sources import src

from groundtrace.checks import check_numbers
from groundtrace.checks.base import CheckOutcome
from groundtrace.checks.cutoffs import cutoff_case
from groundtrace.checks.number_mentions import find_clocks

C, S = CheckOutcome.CONTRADICTED, CheckOutcome.SUPPORTED
SEPA = ("Transfers submitted before 16:00 on a business day are sent the same day; transfers "
        "submitted later are sent on the next business day.")
DRAFTS = ("Drafts ordered by phone take 3 to 5 business days to arrive; drafts ordered in a "
          "branch before 3pm are ready the same day, and later orders the next business day.")
UK = "Payments to UK accounts are free and arrive the same business day if sent before 15:00."
LATE = "Card payments made after 20:00 are booked on the next day."


def outcome(claim: str, source: str) -> CheckOutcome | None:
    (cm,) = find_clocks(claim)
    found = cutoff_case(claim, cm, [src(source)])
    return None if found is None else found(cm.start, cm.end).outcome


@pytest.mark.parametrize(("claim", "source", "expected"), [
    # on the cut-off's side, its outcome or neither
    ("A transfer you submit at 10:30 on a business day is sent the same day.", SEPA, S),
    ("If you order a draft in a branch at 11am, it'll be ready the same day.", DRAFTS, S),
    ("A payment to a UK account sent at 2pm arrives the same day.", UK, S),
    ("A card payment made at 21:30 is booked on the next day.", LATE, S),
    # on its side, the later outcome
    ("A transfer submitted at 10:30 is sent on the next business day.", SEPA, C),
    ("A draft ordered in a branch at 11am is ready the next business day.", DRAFTS, C),
    # past it, the later outcome
    ("A transfer you submit at 17:00 on a business day is sent on the next business day.",
     SEPA, S),
    ("If you order in a branch at 4pm, your draft will be ready the next business day.",
     DRAFTS, S),
    # past it with the cut-off's outcome, a rule restated with another time, a time of
    # something else, a time with readings on both sides: the numbers check's
    ("If you order in a branch at 4pm, your draft will be ready the same day.", DRAFTS, None),
    ("Transfers submitted before 17:00 are sent the same day.", SEPA, None),
    ("Drafts ordered in a branch by 5pm are ready the same day.", DRAFTS, None),
    ("Our branches close at 17:30 on Fridays.", SEPA, None),
    ("A card payment made at 19:00 is booked the same day.", LATE, None),
    ("A transfer submitted at 9:15 is sent the same day.",
     "Transfers submitted before 3pm are sent the same day.", None),
])
def test_a_time_is_read_against_the_cutoff_whose_subject_the_claim_names(claim, source,
                                                                         expected):
    assert outcome(claim, source) == expected


def test_the_numbers_check_reads_the_cutoff_and_cites_the_clause_it_follows():
    claim = "A transfer you submit at 17:00 on a business day is sent on the next business day."
    (hit,) = [h for h in check_numbers(claim, [src(SEPA)], [src(SEPA)]) if h.claim_value == "17:00"]
    assert hit.outcome is S
    assert SEPA[hit.source_span.char_start:hit.source_span.char_end].startswith(
        "later are sent on the next business day")
    wrong = "A transfer you submit at 17:00 on a business day is sent the same day."
    (hit,) = check_numbers(wrong, [src(SEPA)], [src(SEPA)])
    assert hit.outcome is C and hit.source_value == "16:00"


def test_after_the_cutoff_with_the_later_outcome_is_no_opposite_of_before():
    from groundtrace.checks import check_negation

    cheques = ("Cheques paid in before 4 pm on a business day are available in your account "
               "by 11:59 pm on the next business day; cheques paid in later are treated as "
               "paid in on the next business day.")

    def negation(claim: str) -> list[str]:
        return [h.outcome.value for h in check_negation(claim, [src(cheques)], [src(cheques)])
                if h.outcome is C]

    assert negation("A cheque paid in after 4 pm on a business day is treated as paid in "
                    "on the following business day.") == []
    # "after" with the cut-off's own outcome still says the opposite of "before"
    assert negation("A cheque paid in after 4 pm on a business day is available by 11:59 pm "
                    "on the next business day.") == ["contradicted"]


def test_the_first_cutoff_of_the_sentence_decides():
    # "by 11:59 pm" says when the money is there; once "before 4 pm" has read 10 pm as
    # past the cut-off, it is not read again as a cut-off 10 pm keeps within
    cheques = ("Cheques paid in before 4 pm on a business day are available in your account "
               "by 11:59 pm on the next business day; cheques paid in later are treated as "
               "paid in on the next business day.")
    assert outcome("A cheque paid in at 10 pm is available in your account by the next "
                   "business day.", cheques) is None
    assert outcome("A cheque paid in at 10 pm is treated as paid in on the next business "
                   "day.", cheques) is S


@pytest.mark.parametrize(("claim", "found"), [
    # PASSed (P 0.05): the cut-off restated, with what the source says of later times
    ("Transfers submitted before 16:00 on a business day are sent on the next business day.",
     (C, "later are sent on the next business day")),
    # the cut-off's own outcome, or no outcome: the time is the source's
    ("Transfers submitted before 16:00 on a business day are sent the same day.",
     (S, "16:00")),
    ("Transfers submitted before 16:00 need no confirmation.", (S, "16:00")),
    # a cut-off of something else
    ("Cards ordered before 16:00 arrive the next business day.", (S, "16:00")),
])
def test_a_cutoff_restated_with_the_later_outcome_is_contradicted(claim, found):
    (hit,) = check_numbers(claim, [src(SEPA)], [src(SEPA)])
    assert (hit.outcome, hit.source_value) == found
    # the cheques' "by 11:59 pm on the next business day" is their cut-off's own outcome
    cheques = ("Cheques paid in before 4 pm on a business day are available in your account "
               "by 11:59 pm on the next business day; cheques paid in later are treated as "
               "paid in on the next business day.")
    assert [h.outcome for h in check_numbers(
        "Cheques paid in before 4 pm are available by 11:59 pm on the next business day.",
        [src(cheques)], [src(cheques)])] == [S, S]
