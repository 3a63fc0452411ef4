"""Ten more sets for bench/run_faq_paraphrases.py, written on 2026-12-02 (session 13) by one brief,
to be run once before any fix of their own: import letter of credit fees, a payroll service for
small businesses, foreign exchange forward contracts, a chargeback on a subscription (a card
dispute tool's JSON output), a merchant cash advance, a customer vulnerability support policy for
staff, a wire recall request status (a payments desk tool's field lines), a mortgage arrears plan
(a collections agent's decision record), a credit card minimum payment calculation, a lost-cheque
stop request. At least four grounded answers per set apply a rule to a case, work a value out,
restate an exception as "only", negate a rule outside its range, list a whole list or answer yes
or no.

Their first run (out of sample) is recorded in bench/RESULTS.md, notes of session 13.
"""

from __future__ import annotations

import json

# 1. Import letter of credit fees
LETTER_OF_CREDIT = (
    "Harrowgate Bank Trade Services: import letter of credit fees. An import letter of credit "
    "(LC) is our promise to pay your overseas supplier once they present documents that match "
    "the terms of the credit. Issuing fee: 0.15% of the LC amount for each quarter, or part of a "
    "quarter, that the credit is open, with a minimum of 120 EUR per quarter. Amendment fee: 60 "
    "EUR per amendment; an amendment that increases the amount or extends the expiry date is "
    "also charged the issuing fee on the extra amount or extra period. Document examination fee: "
    "0.125% of the amount drawn, minimum 100 EUR, maximum 600 EUR per presentation. Discrepancy "
    "fee: 90 EUR per set of documents that do not match the credit; this is usually charged to "
    "the supplier, unless the LC says the applicant pays all charges. Payment fee: 40 EUR per "
    "payment made. SWIFT charges: 25 EUR per message. Cancellation of an unused credit before "
    "expiry: 75 EUR. LCs can be issued in EUR, USD or GBP, for amounts from 10,000 EUR up to "
    "your approved trade facility limit. Applications received through Harrowgate Trade Online "
    "by 13:00 on a business day are issued the same day; paper applications take 2 business "
    "days. Fees are debited from your euro business account."
)
GROUNDED_LETTER_OF_CREDIT = [
    (
        "For a 200,000 EUR credit open for four months, the issuing fee is 600 EUR: 0.15%, or "
        "300 EUR, for each of the two quarters or part quarters."
    ),
    (
        "On a 50,000 EUR credit open for one quarter, 0.15% would only be 75 EUR, so you'd pay "
        "the 120 EUR minimum instead."
    ),
    (
        "Each amendment costs €60, and if it raises the amount or extends the expiry date, you'll "
        "also pay the issuing fee on the extra amount or period."
    ),
    "When your supplier draws 200,000 EUR, the document examination fee comes to 250 EUR.",
    (
        "Examining a single 800,000 EUR presentation is capped at 600 EUR, rather than the "
        "1,000 EUR that 0.125% would give."
    ),
    (
        "The 90 EUR discrepancy fee normally falls on the supplier; you'd only pay it if the "
        "credit says the applicant pays all charges."
    ),
    "Yes, we can issue a credit in US dollars, as well as in euro or sterling.",
    "No, an 8,000 EUR credit is too small; the minimum is 10,000 EUR.",
    (
        "An application sent through Harrowgate Trade Online at 11am on a business day is issued "
        "that same day, while a paper one takes two business days."
    ),
    (
        "Cancelling an unused credit before it expires costs 75 EUR, and each SWIFT message is "
        "charged at 25 EUR."
    ),
]
WRONG_LETTER_OF_CREDIT = [
    "The issuing fee is 0.15% of the LC amount for each month the credit is open.",
    "The minimum issuing fee is 150 EUR per quarter.",
    "Each amendment costs 90 EUR.",
    "When your supplier draws 200,000 EUR, the document examination fee comes to 300 EUR.",
    "The document examination fee has no upper limit.",
    "The discrepancy fee is usually charged to you as the applicant.",
    "Credits can be issued in EUR, USD, GBP or CHF.",
    (
        "Applications received through Harrowgate Trade Online by 15:00 on a business day are "
        "issued the same day."
    ),
    "Cancelling an unused credit before it expires is free.",
]

# 2. Payroll service for small businesses
PAYROLL_SERVICE = (
    "Pellworth Bank Payroll for small businesses. Payroll is available to Pellworth business "
    "current account holders with 1 to 50 employees. We run your payroll weekly, fortnightly or "
    "monthly, work out each employee's tax, social insurance and pension deductions, send "
    "payslips by email and pay your staff by bank transfer on payday. Pricing: a base fee of 15 "
    "EUR a month plus 4 EUR per employee paid in the month; the first 2 months are free for new "
    "customers. Year-end returns are included at no extra charge, but each off-cycle run, for "
    "example a one-off bonus, costs 10 EUR. You must submit hours, changes and new starters in "
    "the portal by 12:00 four business days before payday; changes received later go into the "
    "next run. The total net pay, plus the fee, is taken from your business account 2 business "
    "days before payday, and the run is held if there is not enough money in the account. We "
    "file your payroll returns with Revenue on time; if a late filing penalty arises from our "
    "error, we pay it, but not if it comes from late or wrong information you gave us. You can "
    "cancel with 30 days' notice."
)
GROUNDED_PAYROLL_SERVICE = [
    (
        "With 12 employees paid in a month, you'd pay €63: the 15 EUR base fee plus 48 EUR for "
        "your staff."
    ),
    "As a new customer, you won't pay anything for your first two months.",
    (
        "No, a business with 60 employees can't use the service, as it's for businesses with "
        "between 1 and 50."
    ),
    "We can run your payroll weekly, fortnightly or monthly.",
    (
        "Year-end returns don't cost anything extra, but an off-cycle run for a one-off bonus "
        "would be 10 EUR."
    ),
    (
        "For a Friday payday, with no bank holidays that week, hours and changes must be in the "
        "portal by noon on the Monday before."
    ),
    "A pay change that reaches us after the deadline goes into the next run instead.",
    (
        "Net pay and the fee are taken from your account two business days before payday, and if "
        "there isn't enough money there, the run is held."
    ),
    (
        "If a late filing penalty is our fault, we'll pay it, but not if it's down to late or "
        "wrong information from you."
    ),
    "You can cancel the service by giving thirty days' notice.",
]
WRONG_PAYROLL_SERVICE = [
    "The payroll service is for businesses with 1 to 100 employees.",
    "The price is a base fee of 15 EUR a month plus 5 EUR per employee paid in the month.",
    "With 12 employees paid in a month, you'd pay 58 EUR.",
    "New customers get their first 3 months free.",
    "Off-cycle runs, such as a one-off bonus, are included at no extra charge.",
    "Hours and changes must be submitted by 12:00 two business days before payday.",
    "Net pay and the fee are taken from your business account on payday.",
    "We pay any late filing penalty, even if it comes from wrong information you gave us.",
    "Payslips are sent to your employees by post.",
]

# 3. Foreign exchange forward contracts
FX_FORWARDS = (
    "Calloway Bank FX Forwards for business customers. A forward contract fixes the exchange rate "
    "today for a currency payment or receipt on a future date. You can book forwards for 5,000 "
    "EUR to 5,000,000 EUR in USD, GBP, CHF, PLN and SEK against the euro, for settlement from 3 "
    "business days to 12 months ahead. The forward rate is the spot rate adjusted for the "
    "interest rate difference between the two currencies, plus our margin of 0.4% (0.25% for "
    "deals of 250,000 EUR or more). There is no separate fee. For contracts longer than 1 month, "
    "we ask for a deposit of 10% of the contract value, returned at settlement; you may need to "
    "top it up if the rate moves against you by more than 5%. A window forward lets you draw "
    "down the money in parts at any time within a settlement window of up to 3 months. Once "
    "booked, a forward is binding: if you no longer need the currency, we close it out at the "
    "current rate and you pay or receive the difference. Forwards can only be booked by phone "
    "with our dealing desk, 08:00 to 17:00 on business days, and are confirmed in writing the "
    "same day."
)
GROUNDED_FX_FORWARDS = [
    "Yes, you can fix a rate today for a US dollar payment you'll need to make in six months.",
    (
        "A 100,000 EUR forward carries our 0.4% margin, but a 300,000 EUR one gets the lower "
        "0.25%."
    ),
    "There's no separate fee; what we charge is the margin built into the forward rate.",
    (
        "For a 200,000 EUR contract settling in four months, we'd ask for a 20,000 EUR deposit, "
        "which you get back at settlement."
    ),
    (
        "A forward settling in three weeks needs no deposit, as we only ask for one on contracts "
        "longer than a month."
    ),
    "You might have to top up your deposit if the rate moves against you by more than 5%.",
    "No, a forward settling 18 months from now isn't possible; the longest is 12 months.",
    (
        "With a window forward, you can draw the money down in parts whenever you like within a "
        "window of up to three months."
    ),
    (
        "You can't simply cancel a forward: if you no longer need the currency, we close it out "
        "at the current rate and you pay or receive the difference."
    ),
    (
        "Forwards are available in US dollars, sterling, Swiss francs, Polish zloty and Swedish "
        "krona, each against the euro."
    ),
]
WRONG_FX_FORWARDS = [
    "You can book forwards for settlement up to 24 months ahead.",
    "Deals of 100,000 EUR or more get the lower margin of 0.25%.",
    "Each forward contract has a booking fee of 50 EUR on top of the margin.",
    "For a 200,000 EUR contract settling in four months, the deposit would be 2,000 EUR.",
    "A 10% deposit is needed on every forward contract, whatever its length.",
    "The deposit is kept by the bank and isn't returned at settlement.",
    "A window forward gives you a settlement window of up to 6 months.",
    "You can cancel a forward at no cost if you no longer need the currency.",
    "Forwards can be booked online in the business app at any time.",
]

# 4. Chargeback on a subscription (a card dispute tool's JSON output)
SUBSCRIPTION_CHARGEBACK = json.dumps(
    {
        "tool": "card_dispute_tracker",
        "bank": "Wrenfield Bank",
        "case_id": "CB-2026-55318",
        "cardholder": "J. Moyo",
        "card": "debit card ending 4471",
        "merchant": "StreamNest Ltd",
        "dispute_type": "subscription charged after cancellation",
        "subscription_cancelled_on": "2026-09-28",
        "disputed_charges": [
            {"date": "2026-10-05", "amount_eur": 14.99},
            {"date": "2026-11-05", "amount_eur": 14.99},
        ],
        "total_disputed_eur": 29.98,
        "not_disputed": "charge of 14.99 EUR on 2026-09-05, taken before cancellation",
        "evidence_received": [
            "cancellation confirmation email dated 2026-09-28",
            "bank statement for October and November",
        ],
        "case_opened": "2026-11-20",
        "temporary_credit_eur": 29.98,
        "temporary_credit_date": "2026-11-22",
        "status": "sent to card scheme, waiting for merchant response",
        "merchant_response_due": "2026-12-20",
        "if_merchant_does_not_respond": "temporary credit becomes permanent",
        "if_merchant_defends": "cardholder has 10 days to send further evidence",
        "future_charges": "blocked for StreamNest Ltd only; other merchants not affected",
        "expected_outcome_by": "2027-01-31",
        "if_dispute_lost": "temporary credit taken back after 5 days' notice",
    },
    indent=2,
)
GROUNDED_SUBSCRIPTION_CHARGEBACK = [
    (
        "You're disputing two StreamNest charges of 14.99 EUR, from 5 October and 5 November "
        "2026, which comes to 29.98 EUR."
    ),
    (
        "The 5 September charge isn't part of the dispute, because it was taken before you "
        "cancelled on 28 September."
    ),
    (
        "Yes, you've already had a temporary credit of €29.98, paid on 22 November 2026, two days "
        "after the case was opened."
    ),
    (
        "Your case has gone to the card scheme and we're waiting on the merchant, who has until "
        "20 December 2026 to respond."
    ),
    "If StreamNest doesn't respond, your temporary credit becomes permanent.",
    "If the merchant defends the charges, you'll have ten days to send us more evidence.",
    (
        "The evidence we hold is your cancellation confirmation email from 28 September and your "
        "bank statement for October and November."
    ),
    (
        "Further payments to StreamNest are blocked on your card, but payments to other merchants "
        "aren't affected."
    ),
    (
        "If you lose the dispute, the temporary credit will be taken back, but only after five "
        "days' notice."
    ),
    "We expect to have an outcome for you by 31 January 2027.",
]
WRONG_SUBSCRIPTION_CHARGEBACK = [
    "You're disputing three StreamNest charges, totalling 44.97 EUR.",
    "You cancelled the StreamNest subscription on 28 October 2026.",
    "The temporary credit of 29.98 EUR was paid on 20 November 2026.",
    "The merchant has until 20 January 2027 to respond.",
    "If StreamNest doesn't respond, the temporary credit is taken back.",
    "If the merchant defends the charges, you'll have 30 days to send more evidence.",
    "All card payments, to any merchant, are blocked until the dispute is settled.",
    "If you lose the dispute, the temporary credit is taken back straight away, without notice.",
    "The dispute is about a StreamNest charge that was taken twice by mistake.",
]

# 5. Merchant cash advance
MERCHANT_CASH_ADVANCE = (
    "Dunmore Bank Merchant Cash Advance. If your business takes card payments through a Dunmore "
    "terminal, we can advance a lump sum repaid from a share of your future card takings. You "
    "can get from 5,000 EUR up to 120% of your average monthly card takings over the last 6 "
    "months, to a maximum of 150,000 EUR. You must have been trading for at least 12 months and "
    "taking at least 8,000 EUR a month in card payments. Instead of interest, you pay a fixed "
    "factor fee of 10% to 25% of the advance, agreed up front; the total to repay is the advance "
    "plus this fee. Each business day we keep an agreed share, 5% to 20%, of your card takings "
    "until the total is repaid, so you repay nothing on days with no card sales. There is no "
    "fixed term, but if less than 30% of the total is repaid after 9 months we will contact you "
    "to agree a plan. The fee does not go down if you repay early. You cannot take a second "
    "advance until at least 75% of the current one has been repaid. There is no arrangement fee; "
    "the advance is paid to your Dunmore business account within 3 business days of signing."
)
GROUNDED_MERCHANT_CASH_ADVANCE = [
    (
        "If your card takings have averaged 40,000 EUR a month over the last six months, you "
        "could get up to 48,000 EUR."
    ),
    (
        "Even with average card takings of 140,000 EUR a month, the most you could get is "
        "150,000 EUR."
    ),
    (
        "No, a business that's been trading for eight months can't apply yet; you need at least "
        "12 months."
    ),
    "On a 30,000 EUR advance with a 15% factor fee, you'd repay 34,500 EUR in total.",
    (
        "On a day when you take 2,000 EUR in card payments and your agreed share is 10%, we'd "
        "keep 200 EUR."
    ),
    "On a day with no card sales, you don't repay anything.",
    "No, paying the advance off early won't reduce the fee.",
    (
        "There's no fixed term, though if under 30% of the total has been repaid after nine "
        "months, we'll get in touch to agree a plan."
    ),
    "You can only take a second advance once at least 75% of your current one is repaid.",
    (
        "There's no arrangement fee, and the money reaches your Dunmore business account within "
        "three business days of signing."
    ),
]
WRONG_MERCHANT_CASH_ADVANCE = [
    "You can get up to 150% of your average monthly card takings over the last six months.",
    "You must have been trading for at least 6 months.",
    "You need to be taking at least 8,000 EUR a week in card payments.",
    "On a 30,000 EUR advance with a 15% factor fee, you'd repay 33,500 EUR in total.",
    "The advance has to be repaid within a fixed term of 12 months.",
    "If you repay the advance early, the factor fee is reduced.",
    "You can take a second advance once 50% of the current one has been repaid.",
    "There's an arrangement fee of 1% of the advance.",
    "The advance is paid to your business account within 3 business days of applying.",
]

# 6. Customer vulnerability support policy (staff guidance)
VULNERABILITY_POLICY = (
    "Staff guidance VUL-3: supporting customers in vulnerable circumstances (Ashbourne Bank, "
    "version 4, from 1 November 2026). A customer may be vulnerable because of health, a life "
    "event such as bereavement or job loss, low resilience, or low capability, for example with "
    "reading or digital banking. If a customer tells you about their circumstances, ask their "
    "consent before you record anything; if they agree, add a support flag in CustomerView "
    "within 1 business day, with a short note of what help they need, never a diagnosis. Support "
    "you can offer straight away: extra time on calls, a named contact in the Customer Care team, "
    "letters in large print or Braille, and a 30-day pause on collections activity. A pause of "
    "more than 30 days, or any change to a loan or card agreement, must be approved by a team "
    "leader. Flags are reviewed every 12 months, or sooner if the customer asks. If you think a "
    "customer is at risk of financial abuse, do not discuss it with the person you suspect; "
    "report it to the Safeguarding team on extension 4410 the same day. You must complete the "
    "VUL-3 e-learning each year by 31 March. Never share a flag with third parties without the "
    "customer's consent, unless the law requires it."
)
GROUNDED_VULNERABILITY_POLICY = [
    "A bereavement counts as a life event that can make a customer vulnerable, so VUL-3 applies.",
    "You have to ask for the customer's consent before you record anything about their situation.",
    (
        "If they agree, add a support flag in CustomerView within one business day, noting the "
        "help they need but never a diagnosis."
    ),
    (
        "Straight away you can offer extra time on calls, a named Customer Care contact, letters "
        "in large print or Braille, and a 30-day pause on collections."
    ),
    "A 60-day pause on collections isn't yours to give; it needs a team leader's approval.",
    "Any change to the customer's loan or card agreement also has to be approved by a team leader.",
    "Flags are reviewed once a year, or earlier if the customer asks.",
    (
        "If you suspect financial abuse, don't raise it with the person you suspect; report it "
        "to Safeguarding on extension 4410 that same day."
    ),
    (
        "No, you can't tell the customer's son about the flag unless the customer agrees or the "
        "law requires it."
    ),
    "You need to finish the VUL-3 e-learning every year by 31 March.",
]
WRONG_VULNERABILITY_POLICY = [
    (
        "You can add a support flag without asking the customer, as long as you note the help "
        "they need."
    ),
    "Add the support flag in CustomerView within 5 business days.",
    "The note on the support flag should include the customer's diagnosis.",
    "You can offer a 60-day pause on collections activity straight away.",
    "A pause of more than 30 days must be approved by the Safeguarding team.",
    "Support flags are reviewed every 6 months.",
    "If you suspect financial abuse, talk it through first with the person you suspect.",
    "Report suspected financial abuse to the Safeguarding team within five business days.",
    "The VUL-3 e-learning must be completed each year by 30 June.",
]

# 7. Wire recall request status (a payments desk tool's field lines)
WIRE_RECALL = (
    "Tool: Farleigh Bank payments desk, wire recall tracker\n"
    "Recall reference: RCL-2026-10934\n"
    "Customer: Brightwater Dental Ltd\n"
    "Original payment: 18,400.00 EUR, SEPA credit transfer, sent 26 November 2026 at 14:12\n"
    "Beneficiary: Ostrava Medical Supplies s.r.o., Czech bank, IBAN ending 7712\n"
    "Reason for recall: paid to wrong account after an invoice change (suspected invoice fraud)\n"
    "Recall requested: 27 November 2026, 09:05\n"
    "Recall sent to beneficiary bank: 27 November 2026, 09:40\n"
    "Police report: received, reference GD-44817\n"
    "Beneficiary bank reply due: 11 December 2026\n"
    "Beneficiary bank reply so far: funds partly frozen, 11,250.00 EUR\n"
    "Amount still unaccounted for: 7,150.00 EUR\n"
    "Recall fee: 35.00 EUR, charged 27 November 2026\n"
    "Foreign bank fees deducted from any return: up to 25.00 EUR\n"
    "Frozen funds returned after: beneficiary's consent or court order\n"
    "Status: in progress\n"
    "Next update to customer: by 4 December 2026\n"
    "Customer action: do not contact the beneficiary; change supplier payment details only after "
    "a phone check on a known number"
)
GROUNDED_WIRE_RECALL = [
    (
        "Not yet: the recall is still in progress, though 11,250 EUR has been frozen at the "
        "beneficiary bank."
    ),
    "Of the 18,400 EUR you sent, 7,150 EUR is still unaccounted for.",
    (
        "The recall went to the Czech beneficiary bank at 09:40 on 27 November, 35 minutes after "
        "you asked for it."
    ),
    "The beneficiary bank's reply is due by 11 December 2026.",
    "The frozen money will only come back with the beneficiary's consent or a court order.",
    (
        "If all of the frozen 11,250 EUR comes back and the full 25 EUR in foreign bank fees is "
        "taken, you'd receive 11,225 EUR."
    ),
    "We've charged a recall fee of €35, taken on 27 November 2026.",
    "Yes, we've received your police report, reference GD-44817.",
    (
        "Please don't contact the beneficiary, and only change a supplier's payment details after "
        "checking by phone on a number you already know."
    ),
    "You'll get your next update from us by 4 December 2026.",
]
WRONG_WIRE_RECALL = [
    "The original 18,400 EUR payment was sent on 27 November 2026.",
    "11,250 EUR has already been returned to your account.",
    "8,150 EUR of the payment is still unaccounted for.",
    "The beneficiary bank's reply is due by 18 December 2026.",
    "The frozen funds will be returned without needing the beneficiary's consent or a court order.",
    "Foreign bank fees of up to 35 EUR may be deducted from any money returned.",
    "The recall fee is 25 EUR.",
    "The police report hasn't been received yet.",
    "You should contact the beneficiary directly to ask for the money back.",
]

# 8. Mortgage arrears plan written as a collections agent's decision record
ARREARS_PLAN = (
    "Arrears plan decision ARR-2026-3381, recorded by the collections agent on 2 December 2026. "
    "Customers: P. and L. Varga, mortgage 55-2093. Contractual payment: 1,120 EUR a month. "
    "Arrears: 3,360 EUR, from missed payments in August, September and October 2026. Cause: Mr "
    "Varga's working hours were cut in July 2026; household income is now 3,050 EUR a month after "
    "tax and essential spending is 2,190 EUR, checked against bank statements. Request: 600 EUR a "
    "month for 12 months. Policy ARR-4 allows a reduced payment of at least 60% of the "
    "contractual payment, for up to 6 months at a time, where the budget shows it is affordable. "
    "Outcome: partly agreed. Payments of 750 EUR a month are agreed for 6 months, January to June "
    "2027; 600 EUR is declined as it is below the 672 EUR minimum, and 12 months is declined as "
    "plans run for at most 6 months at a time. The arrears, and the shortfall during the plan, "
    "stay on the account, and interest continues at 4.1% a year. No arrears fees are charged "
    "while the plan is kept. If two plan payments are missed, the plan ends. The plan is "
    "reviewed in May 2027. Appeals: within 21 days, in writing, to the Arrears Support team. Next "
    "step: plan letter sent by 5 December 2026."
)
GROUNDED_ARREARS_PLAN = [
    (
        "Your plan is partly agreed: you'll pay 750 EUR a month for six months, from January to "
        "June 2027."
    ),
    (
        "No, 600 EUR a month wasn't accepted, because the lowest reduced payment allowed is 60% "
        "of 1,120 EUR, which is 672 EUR."
    ),
    "We couldn't agree 12 months, since a plan can only run for up to six months at a time.",
    (
        "The 3,360 EUR of arrears is three missed payments of 1,120 EUR, for August, September "
        "and October 2026."
    ),
    (
        "Each month on the plan you'll pay 370 EUR less than usual, which adds up to 2,220 EUR "
        "over the six months."
    ),
    (
        "That shortfall and your existing arrears stay on the account, and interest keeps running "
        "at 4.1% a year."
    ),
    (
        "Your income of 3,050 EUR less essential spending of 2,190 EUR leaves 860 EUR a month, "
        "more than the 750 EUR payment."
    ),
    "You won't be charged any arrears fees as long as you keep to the plan.",
    "If you miss two of the plan payments, the plan will end.",
    "If you disagree, you can appeal in writing to the Arrears Support team within 21 days.",
]
WRONG_ARREARS_PLAN = [
    "Your plan is agreed at 600 EUR a month.",
    "The reduced payments are agreed for 6 months, from February to July 2027.",
    "The lowest reduced payment allowed under ARR-4 works out at 700 EUR.",
    "The shortfall during the plan is written off.",
    "Interest continues at 4.6% a year during the plan.",
    "Arrears fees are still charged each month while the plan is running.",
    "The plan ends if you miss a single plan payment.",
    "You can appeal by phone to the Arrears Support team within 21 days.",
    "Mrs Varga's working hours were cut in July 2026.",
]

# 9. Credit card minimum payment calculation
MINIMUM_PAYMENT = (
    "Sorrel Bank Credit Card: how your minimum payment is worked out. Each month your statement "
    "shows a minimum payment, due 25 days after the statement date. It is the higher of: (a) 25 "
    "EUR, or (b) 1% of the statement balance plus that month's interest and any default fees. If "
    "your statement balance is less than 25 EUR, you pay the whole balance. If you have an "
    "instalment plan on the card, that month's instalment is added on top. Any amount over your "
    "credit limit is also added to the minimum payment. If you pay only the minimum, it will take "
    "you much longer and cost you more to clear the balance: for example, on a balance of 3,000 "
    "EUR at 22.9% APR, paying the minimum each month would take over 15 years. Paying late costs "
    "12 EUR, and paying less than the minimum is treated as a late payment; we will never charge "
    "more than one late fee per statement. If you set up a direct debit, you can choose to pay "
    "the minimum, a fixed amount of at least the minimum, or the full balance. Payments are used "
    "first to clear the balances with the highest interest rate."
)
GROUNDED_MINIMUM_PAYMENT = [
    "On a 2,000 EUR balance with 30 EUR of interest, your minimum payment would be 50 EUR.",
    (
        "With an 800 EUR balance and 12 EUR of interest, 1% plus interest is only 20 EUR, so you'd "
        "pay the 25 EUR floor."
    ),
    "If your statement balance is 18 EUR, you'd simply pay the 18 EUR in full.",
    "If your statement is dated 3 March, the minimum payment is due on 28 March.",
    (
        "A 60 EUR instalment from a plan on the card is added on top, so a 35 EUR minimum would "
        "become 95 EUR."
    ),
    "Yes, if you're 150 EUR over your limit, that 150 EUR is added to your minimum payment.",
    (
        "Paying 40 EUR when your minimum is 50 EUR counts as a late payment, so you'd be charged "
        "the €12 late fee."
    ),
    "You'll never be charged more than one late fee on a single statement.",
    (
        "With a direct debit, you can pay the minimum, a fixed amount at least as big as the "
        "minimum, or the full balance."
    ),
    (
        "Paying only the minimum on 3,000 EUR at 22.9% APR would take you more than fifteen years "
        "to clear it."
    ),
]
WRONG_MINIMUM_PAYMENT = [
    "Your minimum payment is the higher of 25 EUR or 2% of the balance plus interest and fees.",
    "The minimum payment is due 21 days after the statement date.",
    "On a 2,000 EUR balance with 30 EUR of interest, your minimum payment would be 25 EUR.",
    "If your statement balance is under 25 EUR, you still have to pay 25 EUR.",
    "Any amount over your credit limit isn't included in the minimum payment.",
    "Paying late costs 15 EUR.",
    "Paying less than the minimum isn't treated as late, as long as you pay something.",
    "On a 3,000 EUR balance at 22.9% APR, paying only the minimum would take about 5 years.",
    "Payments are used first to clear the balances with the lowest interest rate.",
]

# 10. Lost-cheque stop request
CHEQUE_STOP = (
    "Thistlecombe Bank: stopping a cheque. If a cheque you have written is lost, stolen or sent "
    "in error, you can ask us to stop it, as long as it has not already been paid. Call us on "
    "0345 210 7788, use secure chat in the app, or visit a branch; phone and chat requests are "
    "taken 24 hours a day. Tell us the cheque number, the amount, the payee and the date on the "
    "cheque. We stop it straight away and send written confirmation within 2 business days. The "
    "fee is 10 EUR per cheque, or 15 EUR to stop a range of up to 50 cheques in a lost or stolen "
    "chequebook; there is no fee if the chequebook was stolen and you have a police reference. A "
    "stop stays in place for 12 months from the date you ask, and you can cancel it at any time "
    "free of charge. If the cheque has already been paid, we cannot stop it, but we will tell you "
    "when and to whom it was paid. We cannot stop bank drafts or cheques you have paid in. If a "
    "stopped cheque is presented, it is returned unpaid marked 'payment stopped'. A replacement "
    "chequebook costs 5 EUR and arrives within 7 business days."
)
GROUNDED_CHEQUE_STOP = [
    "Yes, you can stop a cheque you've lost, provided it hasn't already been paid.",
    (
        "You can ask by phone on 0345 210 7788 or through secure chat at any hour, or go into a "
        "branch."
    ),
    "We'll need the cheque number, the amount, the payee and the date on the cheque.",
    "Stopping three single cheques would cost you 30 EUR.",
    "If your chequebook was stolen and you can give us a police reference, there's no fee at all.",
    "Without a police reference, stopping 40 cheques from a lost chequebook costs €15.",
    "A stop you ask for on 4 December 2026 stays in place until 4 December 2027.",
    "No, we can't stop a bank draft, and we can't stop a cheque you've paid in either.",
    (
        "If the cheque's already been paid, it can't be stopped, but we'll tell you when it was "
        "paid and to whom."
    ),
    (
        "If a stopped cheque is presented, it's returned unpaid marked 'payment stopped', and "
        "you'll have written confirmation of the stop within two business days."
    ),
]
WRONG_CHEQUE_STOP = [
    "You can stop a cheque even after it has already been paid.",
    "Phone and chat requests are only taken during branch opening hours.",
    "Stopping three single cheques would cost you 20 EUR.",
    "There's no fee if the chequebook was lost and you have a police reference.",
    "A stop stays in place for 6 months from the date you ask.",
    "Cancelling a stop costs 10 EUR.",
    "We send written confirmation of the stop within 5 business days.",
    "We can stop bank drafts as well as cheques you've written.",
    "A replacement chequebook costs 10 EUR.",
]

SETS = (
    (
        "en, trade finance letter of credit fees",
        LETTER_OF_CREDIT,
        "What will it cost us to open an import letter of credit, and what other fees are there?",
        GROUNDED_LETTER_OF_CREDIT,
        WRONG_LETTER_OF_CREDIT,
    ),
    (
        "en, payroll service for small businesses",
        PAYROLL_SERVICE,
        "How does your payroll service work, and what would it cost my business?",
        GROUNDED_PAYROLL_SERVICE,
        WRONG_PAYROLL_SERVICE,
    ),
    (
        "en, foreign exchange forward contracts",
        FX_FORWARDS,
        "Can we fix an exchange rate now for a payment we make later, and how does it work?",
        GROUNDED_FX_FORWARDS,
        WRONG_FX_FORWARDS,
    ),
    (
        "en, chargeback on a subscription (a tool's JSON output)",
        SUBSCRIPTION_CHARGEBACK,
        "What's happening with my dispute about the StreamNest charges?",
        GROUNDED_SUBSCRIPTION_CHARGEBACK,
        WRONG_SUBSCRIPTION_CHARGEBACK,
    ),
    (
        "en, merchant cash advance",
        MERCHANT_CASH_ADVANCE,
        "How much could my shop get with a merchant cash advance, and how is it paid back?",
        GROUNDED_MERCHANT_CASH_ADVANCE,
        WRONG_MERCHANT_CASH_ADVANCE,
    ),
    (
        "en, customer vulnerability support policy",
        VULNERABILITY_POLICY,
        "A customer has told me about a bereavement. What can I offer, and what must I record?",
        GROUNDED_VULNERABILITY_POLICY,
        WRONG_VULNERABILITY_POLICY,
    ),
    (
        "en, wire recall request status (a tool's field lines)",
        WIRE_RECALL,
        "Have we got our 18,400 EUR back yet, and what happens next?",
        GROUNDED_WIRE_RECALL,
        WRONG_WIRE_RECALL,
    ),
    (
        "en, mortgage arrears plan decision",
        ARREARS_PLAN,
        "Has our request for lower mortgage payments been agreed, and on what terms?",
        GROUNDED_ARREARS_PLAN,
        WRONG_ARREARS_PLAN,
    ),
    (
        "en, credit card minimum payment calculation",
        MINIMUM_PAYMENT,
        "How is the minimum payment on my credit card worked out?",
        GROUNDED_MINIMUM_PAYMENT,
        WRONG_MINIMUM_PAYMENT,
    ),
    (
        "en, lost-cheque stop request",
        CHEQUE_STOP,
        "I've lost a cheque I wrote. Can you stop it, and what will it cost?",
        GROUNDED_CHEQUE_STOP,
        WRONG_CHEQUE_STOP,
    ),
)
