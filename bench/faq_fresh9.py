"""Ten more sets for bench/run_faq_paraphrases.py, written on 2026-12-02 (session 13) by one brief,
to be run once at the end of that session as the test of its fixes (the fixes were made without
seeing it): a corporate card expense policy for staff, a mortgage offer at a reduced amount (an
underwriter's decision record), travel insurance on a premium card, graduate study loan
repayment plans, foreign cheque collection, an account freeze under a court order (a legal
orders desk tool's field lines), card controls in the app, a savings rate change notice, a car
finance settlement quote (a motor finance tool's JSON output), transferring an ISA from another
provider. At least four grounded answers per set apply a rule to a case, work a value out,
restate an exception as "only", negate a rule outside its range, list a whole list or answer yes
or no.

Its first run is recorded in bench/RESULTS.md, notes of session 13.
"""

from __future__ import annotations

import json

# 1. Corporate card expense policy for staff
CORPORATE_CARD = (
    "Northmere Bank staff policy EXP-7: using your corporate card (effective 1 January 2027). The "
    "corporate card is for business travel and approved business expenses only; personal "
    "spending is never allowed, even if you repay it. Limits: 5,000 EUR a month and 1,500 EUR per "
    "transaction. Cash withdrawals are allowed only when travelling abroad, up to 300 EUR a "
    "month. Meals: up to 40 EUR per person for lunch and 75 EUR per person for dinner, tips "
    "included; alcohol is not reimbursed, except at client dinners approved in advance by a "
    "director. Hotels: up to 180 EUR a night, or 250 EUR a night in London, Paris and New York. "
    "Flights: economy class for flights under 6 hours, premium economy for longer flights. Every "
    "transaction must be matched with a receipt in the expense app within 10 working days. A "
    "missing receipt for more than 25 EUR needs a signed declaration, and more than three missing "
    "receipts in a calendar year lead to a review of your card. Your line manager approves "
    "monthly claims up to 2,000 EUR; above that, the department head must approve as well. "
    "Report a lost or stolen card to the Card Team within 24 hours. Misuse may lead to the card "
    "being withdrawn and to disciplinary action."
)
GROUNDED_CORPORATE_CARD = [
    "For a dinner for three people, the most you can spend is 225 EUR, tips included.",
    (
        "A hotel in Paris can cost up to €250 a night, but for a stay in Lyon the limit is "
        "180 EUR."
    ),
    "No, a single 1,800 EUR payment is over the 1,500 EUR limit per transaction.",
    "Alcohol is only reimbursed at a client dinner that a director approved beforehand.",
    "You can only take cash out while you're travelling abroad, and no more than 300 EUR a month.",
    (
        "On a seven-hour flight you can book premium economy; flights shorter than six hours are "
        "economy."
    ),
    "No, you can't use the card for personal spending, even if you pay it back afterwards.",
    (
        "If your claims come to 2,600 EUR in a month, your department head has to approve them as "
        "well as your line manager."
    ),
    "A 30 EUR taxi fare with no receipt needs a signed declaration.",
    "Each transaction has to be matched to a receipt in the expense app within ten working days.",
]
WRONG_CORPORATE_CARD = [
    "Dinner is capped at 40 EUR per person, tips included.",
    "Hotels can cost up to 250 EUR a night in London, Paris and Rome.",
    "The corporate card has a monthly limit of 1,500 EUR.",
    "For a dinner for three people, the most you can spend is 255 EUR, tips included.",
    "Each transaction has to be matched to a receipt in the expense app within 10 calendar days.",
    "A missing receipt for more than 50 EUR needs a signed declaration.",
    "Your line manager can approve monthly claims of up to 5,000 EUR.",
    "Cash withdrawals of up to 300 EUR a month are allowed at home as well as abroad.",
    "A lost or stolen card must be reported to the Card Team within 48 hours.",
]

# 2. Mortgage offer at a reduced amount, written as an underwriter's decision record
MORTGAGE_OFFER = (
    "Mortgage offer decision MO-2026-7719, recorded by the underwriter on 30 November 2026. "
    "Applicants: D. and S. Okafor. Property: 14 Linden Row, valued at 385,000 EUR on 21 November "
    "2026. Requested: 330,000 EUR over 30 years. Decision: offer made at a reduced amount of "
    "308,000 EUR over 30 years, which is 80% of the valuation. Reasons: policy LTV-2 caps lending "
    "at 80% of the value where the applicants' combined income is below 90,000 EUR; the Okafors' "
    "verified combined income is 84,500 EUR, so the requested loan-to-value of 85.7% is not "
    "allowed. Rate: 3.65% fixed for 5 years, then the standard variable rate, currently 5.40%. "
    "Monthly payment during the fixed period: 1,409 EUR. Arrangement fee: 995 EUR, which can be "
    "added to the loan. Conditions before funds are released: buildings insurance in place from "
    "completion, proof of a 77,000 EUR deposit from the applicants' own savings, and no new "
    "credit taken out before completion. The offer is valid until 31 May 2027. Early repayment "
    "charge: 3% of any amount repaid above 10% of the balance in a year during years 1-3, and 2% "
    "in years 4-5. Next step: offer sent to the applicants' solicitor on 2 December 2026."
)
GROUNDED_MORTGAGE_OFFER = [
    "We've offered 308,000 EUR, which is 22,000 EUR less than the 330,000 EUR you asked for.",
    (
        "The loan is capped at 80% of the 385,000 EUR valuation, because your combined income of "
        "84,500 EUR is under the 90,000 EUR threshold in policy LTV-2."
    ),
    (
        "You'd pay 3.65% fixed for five years, about 1,409 EUR a month, and then move to the "
        "standard variable rate, which is 5.40% at the moment."
    ),
    "Yes, you can add the 995 EUR arrangement fee to the loan.",
    (
        "Before the money is released you'll need buildings insurance from completion, proof of a "
        "77,000 EUR deposit from your own savings, and no new credit taken out."
    ),
    "The offer stays open until 31 May 2027.",
    (
        "Repaying 15,000 EUR more than your free 10% in year two would cost 450 EUR in early "
        "repayment charges."
    ),
    "No, the 85.7% loan-to-value you asked for isn't allowed at your income level.",
    "Yes, the offer went to your solicitor on 2 December 2026.",
    "The term is still the 30 years you applied for.",
]
WRONG_MORTGAGE_OFFER = [
    "We've offered 308,000 EUR, which is 32,000 EUR less than the 330,000 EUR you asked for.",
    "The property was valued at 358,000 EUR on 21 November 2026.",
    (
        "Policy LTV-2 caps lending at 80% of the value where the applicants' combined income is "
        "above 90,000 EUR."
    ),
    "The rate is 3.65% fixed for three years, then the standard variable rate.",
    "The 995 EUR arrangement fee has to be paid up front and can't be added to the loan.",
    "The offer stays open until 31 March 2027.",
    (
        "Before the money is released, you'll need proof of a 77,000 EUR deposit, which can be a "
        "gift from family."
    ),
    "In year four, the early repayment charge is 3% of the amount repaid above the free 10%.",
    "The offer was sent to you directly on 2 December 2026.",
]

# 3. Travel insurance on a premium card
TRAVEL_INSURANCE = (
    "Aldergate Bank Platinum Card: travel insurance summary. Cover is included free for the "
    "cardholder, their partner and dependent children under 23 who live at home, worldwide "
    "including the USA. You do not need to pay for the trip with the card. Each trip can last up "
    "to 45 days; a longer trip is not covered at all, not even for its first 45 days. Cover "
    "applies up to age 75; cardholders aged 75 or over can extend it for 89 EUR a year. Emergency "
    "medical expenses: up to 10 million EUR. Cancelling or cutting short a trip: up to 7,500 EUR "
    "per person. Baggage: up to 2,000 EUR per person, with a single item limit of 400 EUR and a "
    "limit of 600 EUR in total for valuables. Travel delay: 50 EUR for every full 6 hours of "
    "delay, up to 300 EUR. Excess: 75 EUR per person per claim, except for travel delay claims, "
    "which have no excess. Pre-existing medical conditions must be declared by calling 0800 440 "
    "1190 and may need an extra premium. Winter sports are covered for up to 17 days a year. Not "
    "covered: trips booked after the card is cancelled, travel against government advice, and "
    "cruises of more than 14 nights. Claims must be made within 31 days of returning home."
)
GROUNDED_TRAVEL_INSURANCE = [
    "A 10-hour flight delay would pay 50 EUR, since only one full six-hour block has passed.",
    "For a 20-hour delay you'd get 150 EUR, and no excess is taken off.",
    "No, a 60-day trip isn't covered at all, not even for its first 45 days.",
    "Your 19-year-old son is covered too, as long as he's dependent on you and lives at home.",
    "The most you could claim for a single 900 EUR camera is 400 EUR, the limit for one item.",
    "Emergency medical costs are covered up to €10 million, and that includes trips to the USA.",
    "Once you turn 75, you can keep your cover by paying 89 EUR a year.",
    "Yes, you can go skiing on the cover, for up to 17 days a year.",
    "No, you don't have to pay for the trip with your Platinum card to be covered.",
    (
        "The policy excludes trips booked after the card is cancelled, travel against government "
        "advice, and cruises longer than 14 nights."
    ),
]
WRONG_TRAVEL_INSURANCE = [
    "Each trip can last up to 60 days.",
    "Dependent children under 25 who live at home are covered.",
    "For a 20-hour delay you'd get 200 EUR, and no excess is taken off.",
    "The 75 EUR excess also applies to travel delay claims.",
    "Cancelling or cutting short a trip is covered up to 7,500 EUR per trip.",
    "Pre-existing medical conditions are covered automatically, without needing to be declared.",
    "Winter sports are covered for up to 17 days per trip.",
    "Claims must be made within 31 days of the incident.",
    "Cardholders aged 75 or over can extend their cover for 98 EUR a year.",
]

# 4. Graduate study loan repayment plans
STUDY_LOAN = (
    "Fernbrook Bank Graduate Study Loan: how repayment works. Loans are from 5,000 EUR to 40,000 "
    "EUR at 4.9% a year fixed. No payments are due during the grace period, which lasts 9 months "
    "after your course end date, or 6 months if you leave your course early; interest is still "
    "added during this time. Repayments start in the month after the grace period ends, on one of "
    "two plans. Standard plan: fixed monthly payments over 7 years. Income-linked plan: 8% of "
    "your gross monthly income above 2,000 EUR, with a minimum of 30 EUR a month, over up to 12 "
    "years; your income is checked every 12 months using a payslip or tax return. You can switch "
    "plans once a year, free of charge. If your gross income falls below 1,500 EUR a month, you "
    "can ask to pause payments for up to 6 months at a time and up to 18 months in total over the "
    "life of the loan; interest keeps building up during a pause. You can overpay at any time "
    "with no fee. A missed payment costs 15 EUR, and two missed payments in a row are reported to "
    "the credit reference agencies."
)
GROUNDED_STUDY_LOAN = [
    (
        "If your course ends on 30 June 2027, the nine-month grace period takes you to the end of "
        "March 2028, so your repayments start in April 2028."
    ),
    "On the income-linked plan, a gross salary of 2,500 EUR a month means paying 40 EUR a month.",
    (
        "If you earn 2,200 EUR gross, 8% of the 200 EUR above the threshold is only 16 EUR, so "
        "you'd pay the 30 EUR minimum."
    ),
    "If you leave your course early, the grace period is only six months.",
    "No, you don't pay anything during the grace period, though interest at 4.9% is still added.",
    "You can change plans once a year, and it won't cost you anything.",
    (
        "With a gross income of 1,400 EUR a month, you can ask to pause your payments for up to "
        "six months at a time."
    ),
    (
        "No, earning 1,600 EUR gross a month doesn't let you pause, as your income has to be "
        "below 1,500 EUR."
    ),
    "Pauses can add up to 18 months in total, and interest keeps growing while you're paused.",
    "Yes, you can overpay whenever you like, and there's no fee for it.",
]
WRONG_STUDY_LOAN = [
    "The grace period lasts 6 months after your course end date.",
    "On the income-linked plan, you pay 8% of your net monthly income above 2,000 EUR.",
    "On the income-linked plan, a gross salary of 2,500 EUR a month means paying 50 EUR a month.",
    "The standard plan spreads fixed monthly payments over 12 years.",
    "You can switch plans as often as you like, free of charge.",
    "No interest is added while your payments are paused.",
    "A single missed payment is reported to the credit reference agencies straight away.",
    "A missed payment costs 25 EUR.",
    "On the income-linked plan, your income is checked every 6 months.",
]

# 5. Foreign cheque collection
FOREIGN_CHEQUES = (
    "Brackley Bank: paying in a cheque from a bank abroad. We collect cheques in USD, GBP, CHF, "
    "CAD and AUD drawn on banks outside the euro area; cheques in other currencies are returned "
    "to you. Pay the cheque in at a branch; we cannot accept foreign cheques by post or in the "
    "app. The cheque must be made out to the account holder, be for at least 50 EUR equivalent "
    "and be less than 6 months old. We send it to the paying bank for collection and credit your "
    "account in euro at our exchange rate on the day we receive the funds, usually 15 to 25 "
    "business days after you pay it in, or up to 8 weeks for CAD and AUD cheques. Our fee is 1% "
    "of the amount, minimum 20 EUR and maximum 80 EUR; the paying bank may also deduct its own "
    "charges, typically 10 to 30 USD. For cheques over 10,000 EUR equivalent we need proof of "
    "where the money came from. If a cheque is returned unpaid, we charge 35 EUR and give it back "
    "to you. A foreign bank can recall a fraudulent cheque up to 2 years later, even after the "
    "money has been credited; we would then take the amount back from your account."
)
GROUNDED_FOREIGN_CHEQUES = [
    "Yes, we can collect a US dollar cheque, but you'll need to pay it in at a branch.",
    "For a cheque worth 3,000 EUR, our fee would be 30 EUR.",
    "On a 1,200 EUR cheque, 1% is only 12 EUR, so you'd pay the €20 minimum.",
    (
        "A 12,000 EUR cheque would cost the maximum fee of 80 EUR, and you'd also need to show "
        "where the money came from."
    ),
    "No, we can't collect a cheque in Japanese yen; it would be returned to you.",
    (
        "Expect the money in about 15 to 25 business days, or up to eight weeks for a Canadian "
        "dollar cheque."
    ),
    "The paying bank might take its own charges on top, usually between 10 and 30 USD.",
    "If the cheque bounces, we'll charge you 35 EUR and hand the cheque back.",
    (
        "Even after the money's in your account, the foreign bank could recall a fraudulent "
        "cheque up to two years later, and we'd take the amount back."
    ),
    "No, a cheque that was written eight months ago is too old for us to accept.",
]
WRONG_FOREIGN_CHEQUES = [
    "You can send a foreign cheque to us by post.",
    "Our fee is 1.5% of the cheque amount, minimum 20 EUR and maximum 80 EUR.",
    "For a cheque worth 5,000 EUR, our fee would be 80 EUR.",
    "The money is converted at our exchange rate on the day you pay the cheque in.",
    "CAD and AUD cheques can take up to 8 business days.",
    "The cheque must be for at least 100 EUR equivalent.",
    "If a cheque is returned unpaid, we charge 25 EUR and give it back to you.",
    "A foreign bank can recall a fraudulent cheque up to one year later.",
    "We don't accept cheques over 10,000 EUR equivalent.",
]

# 6. Account freeze under a court order, written as a legal orders desk tool's field lines
COURT_ORDER_FREEZE = (
    "Tool: Kestrel Bank legal orders desk, account restriction record\n"
    "Order reference: GO-2026-4412\n"
    "Order type: interim garnishee order, issued by Dublin District Court on 24 November 2026\n"
    "Order served on bank: 26 November 2026, 11:20\n"
    "Customer: M. Brennan\n"
    "Accounts in scope: current account ending 3390, savings account ending 8127\n"
    "Accounts not in scope: joint account ending 5512 (held with A. Brennan)\n"
    "Amount claimed by creditor: 6,480.00 EUR\n"
    "Amount frozen: 6,480.00 EUR (current account 1,915.40 EUR, savings account 4,564.60 EUR)\n"
    "Balance above frozen amount: available to customer\n"
    "Incoming payments after service: not frozen\n"
    "Direct debits and card payments: allowed from available balance only\n"
    "Customer notified: 26 November 2026, by letter and app message\n"
    "Court hearing date: 14 January 2027\n"
    "Bank fee for handling order: 30.00 EUR\n"
    "Release of funds: only on a further court order or the creditor's written withdrawal\n"
    "Customer action: seek legal advice; a hardship application can be made to the court\n"
    "Staff note: do not discuss the debt with the creditor on the customer's behalf"
)
GROUNDED_COURT_ORDER_FREEZE = [
    (
        "Your accounts are restricted under an interim garnishee order from Dublin District "
        "Court, which was served on us on 26 November 2026."
    ),
    (
        "6,480 EUR is frozen in total: 1,915.40 EUR in your current account and 4,564.60 EUR in "
        "your savings account."
    ),
    "No, your joint account with A. Brennan isn't covered by the order.",
    (
        "If your current account holds 2,415.40 EUR, you can still use the 500 EUR above the "
        "frozen amount."
    ),
    "Money paid in after we were served with the order, such as your salary, isn't frozen.",
    (
        "Direct debits and card payments can still go out, but only from the balance that isn't "
        "frozen."
    ),
    (
        "The money will only be released if the court orders it or the creditor withdraws in "
        "writing."
    ),
    "The court hearing is on Thursday, 14 January 2027.",
    "We charge a €30 fee for handling the order.",
    "It's best to get legal advice, and you can make a hardship application to the court.",
]
WRONG_COURT_ORDER_FREEZE = [
    "The order was issued by Dublin District Court on 26 November 2026.",
    "Your joint account with A. Brennan is frozen as well.",
    "6,840 EUR is frozen in total across your current and savings accounts.",
    "Payments coming into your accounts after the order was served are frozen too.",
    "Direct debits and card payments are blocked on both accounts.",
    "The court hearing is on 14 February 2027.",
    "We charge a 50 EUR fee for handling the order.",
    "The frozen money is released automatically after the court hearing.",
    "1,915.40 EUR is frozen in your savings account.",
]

# 7. Card controls in the app
CARD_CONTROLS = (
    "Lindqvist Bank app: card controls. Under Cards > Controls you can turn each of these on or "
    "off for any debit or credit card: gambling (betting, casino and lottery merchants), online "
    "payments, in-person payments abroad, contactless payments and cash withdrawals. Changes take "
    "effect within 30 seconds, with one exception: when you turn the gambling block off, it only "
    "lifts after a 48-hour cooling-off period. Blocking online payments stops new online and "
    "subscription payments, but recurring payments set up before the block, such as a streaming "
    "service, keep going through. Blocking payments abroad does not stop purchases from foreign "
    "websites; use the online block for those. You can also set a monthly spending cap from 50 "
    "EUR to 5,000 EUR. When the cap is reached, card payments are declined until the 1st of the "
    "next month; cash withdrawals don't count towards the cap and fall under the card's daily ATM "
    "limit of 500 EUR. Controls work on physical cards and on cards in digital wallets, and they "
    "are free. They cannot stop offline payments that are not checked with us at the time, such "
    "as some in-flight and toll purchases. When a control declines a payment, we send a push "
    "notification naming the control."
)
GROUNDED_CARD_CONTROLS = [
    (
        "Yes, turning on the gambling block declines payments to betting, casino and lottery "
        "merchants."
    ),
    (
        "If you switch the gambling block off at 9am on a Monday, it won't actually lift until "
        "9am on the Wednesday."
    ),
    (
        "Most changes work within 30 seconds; the only one that takes longer is turning the "
        "gambling block off."
    ),
    (
        "No, blocking payments abroad won't stop you buying from a foreign website; you'd need the "
        "online block for that."
    ),
    "A streaming subscription you set up before blocking online payments will keep being paid.",
    (
        "If you reach a 300 EUR monthly cap on 20 March, your card payments are declined until "
        "1 April."
    ),
    "No, you can't set an 8,000 EUR monthly cap; the highest you can choose is 5,000 EUR.",
    (
        "Cash withdrawals don't count towards your spending cap; they come under the card's "
        "500 EUR daily ATM limit instead."
    ),
    "The controls work for cards in digital wallets too, and they don't cost anything.",
    (
        "You can control gambling, online payments, in-person payments abroad, contactless and "
        "cash withdrawals."
    ),
]
WRONG_CARD_CONTROLS = [
    "Changes to your card controls take effect within 30 minutes.",
    "You can turn the gambling block off and it lifts straight away.",
    "Blocking payments abroad also stops purchases from foreign websites.",
    "Blocking online payments also stops recurring payments you set up before the block.",
    "You can set a monthly spending cap from 100 EUR to 5,000 EUR.",
    "When the cap is reached, card payments are declined for the next 30 days.",
    "Cash withdrawals count towards your monthly spending cap.",
    "Card controls only work on physical cards, not on cards in digital wallets.",
    (
        "If you switch the gambling block off at 9am on a Monday, it won't actually lift until "
        "9am on the Tuesday."
    ),
]

# 8. Savings rate change notice
RATE_CHANGE = (
    "Hollin Bank: notice of changes to your savings rates, sent 2 December 2026. From 6 January "
    "2027 we are lowering the variable rates on three accounts: Easy Access Saver from 2.85% to "
    "2.40% AER; Online Saver from 3.10% to 2.75% AER; Regular Saver from 4.50% to 4.25% AER. "
    "Junior Saver stays at 3.00% AER. Existing 1-Year and 2-Year Fixed Rate Bonds are not "
    "affected: fixed rates stay as agreed until the bond matures. Why: the central bank cut its "
    "main rate by 0.50 percentage points on 27 November 2026. Because the change lowers your "
    "rate, we are giving you at least 30 days' notice. You don't need to do anything to accept "
    "it. If you don't want the new rate, you can close or switch your account without any charge "
    "or loss of interest until 5 February 2027; this includes the Regular Saver, which normally "
    "carries a 90-day loss of interest on closure. Interest is calculated daily and paid monthly. "
    "Example: 10,000 EUR held in the Easy Access Saver for a year would earn 240 EUR at the new "
    "rate, instead of 285 EUR at the current rate."
)
GROUNDED_RATE_CHANGE = [
    (
        "Your Easy Access Saver drops by 0.45 percentage points, from 2.85% to 2.40% AER, on "
        "6 January 2027."
    ),
    "The Online Saver falls to 2.75% AER, a cut of 0.35 percentage points.",
    "No, the rate on your existing 2-Year Fixed Rate Bond stays the same until it matures.",
    "The Junior Saver isn't changing; it stays at 3.00% AER.",
    (
        "The only accounts whose rates are going down are the Easy Access Saver, the Online Saver "
        "and the Regular Saver."
    ),
    "You've got until 5 February 2027 to close or switch without any charge or loss of interest.",
    (
        "Yes, even your Regular Saver can be closed before 5 February 2027 without the usual "
        "90-day loss of interest."
    ),
    (
        "With 20,000 EUR in the Easy Access Saver, a year at the new rate would earn 480 EUR "
        "instead of 570 EUR."
    ),
    "You don't have to do anything to accept the new rates.",
    (
        "We're lowering rates because the central bank cut its main rate by half a percentage "
        "point on 27 November 2026."
    ),
]
WRONG_RATE_CHANGE = [
    "The Easy Access Saver falls from 2.85% to 2.50% AER.",
    "The new rates apply from 6 February 2027.",
    "Existing Fixed Rate Bond customers will also see their rates cut on 6 January 2027.",
    "The Regular Saver falls from 4.50% to 4.00% AER.",
    "You can close or switch your account without any charge until 5 January 2027.",
    "With 10,000 EUR in the Easy Access Saver, you'd earn 45 EUR more a year at the new rate.",
    "The central bank cut its main rate by 0.25 percentage points on 27 November 2026.",
    "Interest is calculated monthly and paid yearly.",
    "The Junior Saver rate falls to 2.75% AER.",
]

# 9. Car finance settlement quote, rendered as a motor finance tool's JSON output
SETTLEMENT_QUOTE = json.dumps(
    {
        "tool": "finance_settlement_quote",
        "lender": "Marlow Bank Motor Finance",
        "agreement": "HP-2024-088156",
        "agreement_type": "hire purchase",
        "customer": "R. Castellano",
        "vehicle": "2023 Skoda Octavia Estate, reg 231-D-40977",
        "quote_date": "2026-12-02",
        "settlement_figure_eur": 9842.16,
        "valid_until": "2026-12-30",
        "breakdown": {
            "outstanding_capital_eur": 9615.40,
            "accrued_interest_eur": 58.76,
            "early_settlement_charge_eur": 73.00,
            "option_to_purchase_fee_eur": 95.00,
            "arrears_eur": 0.00,
        },
        "early_settlement_charge_basis": "28 days' interest after the settlement date",
        "monthly_payment_eur": 342.50,
        "payments_remaining": 30,
        "total_still_to_pay_if_not_settled_eur": 10370.00,
        "next_direct_debit": {"date": "2026-12-15", "amount_eur": 342.50},
        "if_direct_debit_taken_before_settlement": "settlement figure must be requoted",
        "how_to_pay": [
            "bank transfer to IBAN IE29 MRLW 9311 5200 4417 82, reference HP-2024-088156",
            "debit card by phone, up to 5,000 EUR per payment",
        ],
        "partial_settlement": "allowed from 1,000 EUR; reduces the monthly payment or the term",
        "ownership": "passes to the customer once the settlement figure is received in full",
        "documents_after_settlement": (
            "settlement letter and ownership confirmation, sent within 10 business days of payment"
        ),
        "status": "quote issued",
    },
    indent=2,
)
GROUNDED_SETTLEMENT_QUOTE = [
    (
        "To settle the agreement you'd need to pay 9,842.16 EUR, as long as it reaches us by "
        "30 December 2026."
    ),
    (
        "That's 9,615.40 EUR of capital, 58.76 EUR of accrued interest, a 73 EUR early settlement "
        "charge and the 95 EUR option to purchase fee."
    ),
    (
        "Settling now would save you 527.84 EUR compared with the 10,370 EUR you'd still pay if "
        "the agreement ran its course."
    ),
    "If you don't settle, you've got 30 monthly payments of 342.50 EUR left.",
    (
        "No, you can't pay the whole 9,842.16 EUR in one debit card payment by phone, because "
        "those are limited to 5,000 EUR."
    ),
    (
        "Yes, you could settle 2,000 EUR early as a partial settlement, which would lower your "
        "monthly payment or shorten the term."
    ),
    "The car becomes yours once we've received the full settlement figure.",
    "If the 15 December direct debit is taken before you settle, you'll need a new quote.",
    "There are no arrears on your agreement.",
    "You'll get a settlement letter and ownership confirmation within ten business days of paying.",
]
WRONG_SETTLEMENT_QUOTE = [
    "To settle the agreement you'd need to pay 9,482.16 EUR.",
    "The settlement quote is valid until 30 January 2027.",
    (
        "Settling now would save you 432.84 EUR compared with what you'd still pay if the "
        "agreement ran its course."
    ),
    "There's no charge for settling the agreement early.",
    "Partial settlements are allowed from 500 EUR.",
    "You can pay the full settlement figure in one debit card payment by phone.",
    "The car becomes yours once the first part of the settlement is received.",
    "The agreement is a personal contract purchase.",
    (
        "The settlement letter and ownership confirmation are sent within 10 business days of the "
        "quote date."
    ),
]

# 10. Transferring an ISA from another provider
ISA_TRANSFER = (
    "Transferring an ISA to Penrose Bank. You can move savings from a cash ISA or a stocks and "
    "shares ISA with another provider into our Cash ISA. Start the transfer by applying online or "
    "in branch; do not withdraw the money yourself, or it loses its tax-free status. We ask your "
    "old provider for the money, and they must send it within 15 business days for a cash ISA or "
    "30 calendar days for a stocks and shares ISA. Money paid in during this tax year must be "
    "transferred in full; money from earlier tax years can be transferred in part or in full. "
    "Transfers do not count towards your 20,000 GBP allowance for this tax year. Our Cash ISA "
    "pays 4.35% AER variable, and interest is paid from the day we receive the money. Your old "
    "provider may charge a transfer or closure fee; we will refund fees of up to 100 GBP when you "
    "transfer in at least 25,000 GBP. If you leave a fixed-rate ISA before it ends, your old "
    "provider may also apply its own early access charge, often 90 or 180 days' interest. The "
    "minimum transfer is 1,000 GBP. We will write to you when the money arrives."
)
GROUNDED_ISA_TRANSFER = [
    "Yes, you can move a stocks and shares ISA into our Cash ISA, as well as a cash ISA.",
    "Don't take the money out yourself; if you do, it'll lose its tax-free status.",
    "For a cash ISA, your old provider has up to fifteen business days to send the money.",
    "A stocks and shares ISA transfer can take up to 30 calendar days.",
    "No, moving £12,000 from an old ISA doesn't use up any of this year's £20,000 allowance.",
    "If you transfer in 30,000 GBP and your old provider charges a 60 GBP fee, we'll refund it.",
    (
        "On a 20,000 GBP transfer we won't refund your old provider's fee, since the refund only "
        "applies from 25,000 GBP."
    ),
    (
        "You can move just part of what you saved in earlier tax years, but money paid in this "
        "tax year has to go across in full."
    ),
    "No, a 700 GBP transfer is below our 1,000 GBP minimum.",
    "You'll earn 4.35% AER variable from the day we receive the money.",
]
WRONG_ISA_TRANSFER = [
    "For a cash ISA, your old provider has up to 15 calendar days to send the money.",
    "A stocks and shares ISA transfer can take up to 20 calendar days.",
    "Money paid in during this tax year can be transferred in part.",
    "Transfers count towards your 20,000 GBP allowance for this tax year.",
    (
        "We'll refund your old provider's fees of up to 150 GBP when you transfer in at least "
        "25,000 GBP."
    ),
    "We'll refund your old provider's fees of up to 100 GBP, whatever amount you transfer.",
    "Our Cash ISA pays 4.35% AER fixed.",
    "Interest is paid from the day you apply for the transfer.",
    "The minimum transfer is 500 GBP.",
]

SETS = (
    (
        "en, corporate card expense policy for staff",
        CORPORATE_CARD,
        "What can I put on my corporate card, and what are the limits for meals and hotels?",
        GROUNDED_CORPORATE_CARD,
        WRONG_CORPORATE_CARD,
    ),
    (
        "en, mortgage offer at a reduced amount (an underwriter's decision record)",
        MORTGAGE_OFFER,
        "Why is our mortgage offer lower than we asked for, and what are its terms?",
        GROUNDED_MORTGAGE_OFFER,
        WRONG_MORTGAGE_OFFER,
    ),
    (
        "en, travel insurance on a premium card",
        TRAVEL_INSURANCE,
        "What does the travel insurance on my Platinum card cover?",
        GROUNDED_TRAVEL_INSURANCE,
        WRONG_TRAVEL_INSURANCE,
    ),
    (
        "en, graduate study loan repayment plans",
        STUDY_LOAN,
        "When do I start repaying my study loan, and how much will I pay?",
        GROUNDED_STUDY_LOAN,
        WRONG_STUDY_LOAN,
    ),
    (
        "en, foreign cheque collection",
        FOREIGN_CHEQUES,
        "Can I pay in a cheque from a US bank, and what will it cost?",
        GROUNDED_FOREIGN_CHEQUES,
        WRONG_FOREIGN_CHEQUES,
    ),
    (
        "en, account freeze under a court order (a tool's field lines)",
        COURT_ORDER_FREEZE,
        "Why can't I use all the money in my accounts, and when will it be released?",
        GROUNDED_COURT_ORDER_FREEZE,
        WRONG_COURT_ORDER_FREEZE,
    ),
    (
        "en, card controls in the app",
        CARD_CONTROLS,
        "Can I stop my card being used for gambling or abroad?",
        GROUNDED_CARD_CONTROLS,
        WRONG_CARD_CONTROLS,
    ),
    (
        "en, savings rate change notice",
        RATE_CHANGE,
        "Why is my savings rate changing, and what can I do about it?",
        GROUNDED_RATE_CHANGE,
        WRONG_RATE_CHANGE,
    ),
    (
        "en, car finance settlement quote (a tool's JSON output)",
        SETTLEMENT_QUOTE,
        "How much do I need to pay to settle my car finance now?",
        GROUNDED_SETTLEMENT_QUOTE,
        WRONG_SETTLEMENT_QUOTE,
    ),
    (
        "en, transferring an ISA from another provider",
        ISA_TRANSFER,
        "Can I move my ISA from another bank to you, and how long will it take?",
        GROUNDED_ISA_TRANSFER,
        WRONG_ISA_TRANSFER,
    ),
)
