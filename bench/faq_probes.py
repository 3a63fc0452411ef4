"""Eleven more sets for bench/run_faq_paraphrases.py: direct debits, paying in other
currencies, closing an account, joint accounts, a car loan, mortgage lending, card
limits, fixed-term deposits, a card dispute as a tool's JSON record, fraud and scams,
tiered savings.

Written on 2026-11-27 (session 8) as probes, and then used to find and fix what they
caught ("a non-business day", an exception inside a subject, "exempt", a negation on
both sides in other words, a share of a loan, a property's value or an income, a bare
number matched only with a unit, a bound restated with another number, a tariff's
value said of another case, a passage that states none of the settled numbers, a
maximum above the source's, a tiered rate's clauses, "paid monthly" as a
frequency): their figures are not out of sample.
"""

from __future__ import annotations

DIRECT_DEBITS = (
    "Direct debits. A direct debit is collected on the date agreed with the company; if "
    "that date is not a business day, it is collected on the next business day. You can "
    "cancel a direct debit mandate in the app at any time, but payments already submitted "
    "by the company will still be collected. For an authorised SEPA direct debit you can "
    "ask for a refund, with no questions asked, within 8 weeks of the date it was "
    "collected. For an unauthorised direct debit the period is 13 months. Refunds are "
    "credited within 10 business days. If there is not enough money in your account, the "
    "direct debit is returned unpaid and we charge a fee of 10 EUR per returned item, up to"
    " a maximum of 30 EUR a month."
)
GROUNDED_DIRECT_DEBITS = [
    "You can cancel a direct debit mandate in the app whenever you like.",
    "Cancelling a mandate doesn't stop payments the company has already submitted.",
    ("For an authorised SEPA direct debit, you have 8 weeks from the collection date to request "
     "a refund, and you don't need to give a reason."),
    "If the direct debit wasn't authorised, you have 13 months to claim a refund.",
    "Refunds reach your account within 10 business days.",
    "If a direct debit is due on a non-business day, it is taken on the next business day.",
    ("If your balance is too low, the direct debit bounces and you pay 10 EUR for each returned "
     "item."),
    "Returned-item fees are capped at 30 EUR per month.",
    ("You can get your money back for an authorised SEPA direct debit within eight weeks, no "
     "questions asked."),
    "Unauthorised direct debits can be refunded for up to 13 months.",
]
WRONG_DIRECT_DEBITS = [
    "You have 8 weeks to claim a refund for an unauthorised direct debit.",
    "Refunds are credited within 10 calendar days.",
    "Cancelling a mandate also stops payments the company has already submitted.",
    "A returned direct debit costs 15 EUR.",
    "There is no limit on how much you can be charged for returned direct debits in a month.",
    ("If the date is not a business day, the direct debit is collected on the previous business "
     "day."),
    "You can only cancel a direct debit mandate at a branch.",
    "For an authorised SEPA direct debit you have to explain why you want a refund.",
]

OTHER_CURRENCIES = (
    "Paying in other currencies. Card payments in a currency other than the euro are "
    "converted at the Mastercard exchange rate on the day the payment is processed, plus a "
    "foreign exchange fee of 1.5% of the amount. Cash withdrawals abroad cost an additional"
    " 2 EUR per withdrawal. Premium cardholders pay no foreign exchange fee. If a merchant "
    "offers to charge you in euros instead (dynamic currency conversion), the merchant sets"
    " the rate, which is usually worse than ours; we recommend paying in the local "
    "currency. Refunds in another currency are converted at the rate on the day of the "
    "refund, so the amount may differ from the original payment."
)
GROUNDED_OTHER_CURRENCIES = [
    ("Card payments in other currencies are converted at the Mastercard rate on the day the "
     "payment is processed."),
    "There's a 1.5% foreign exchange fee on payments in other currencies.",
    "Withdrawing cash abroad costs an extra 2 EUR each time.",
    "If you have a Premium card, you don't pay the foreign exchange fee.",
    ("When a merchant offers to charge you in euros, the merchant sets the exchange rate, and "
     "it's usually worse than the bank's."),
    "The bank recommends paying in the local currency.",
    ("A refund in another currency is converted at the rate on the day of the refund, so you "
     "might get back a different amount."),
    "For a 100 USD payment you pay a 1.5 USD foreign exchange fee on top of the converted amount.",
    "Premium cardholders are exempt from the foreign exchange fee.",
    "It's better to pay in the local currency than to let the merchant convert to euros.",
]
WRONG_OTHER_CURRENCIES = [
    "Card payments in other currencies are converted at the ECB reference rate.",
    "The foreign exchange fee is 2.5%.",
    "Cash withdrawals abroad are free.",
    "Premium cardholders pay a reduced foreign exchange fee of 0.5%.",
    "Dynamic currency conversion usually gives you a better rate than the bank's.",
    "The bank recommends paying in euros when the merchant offers it.",
    ("Refunds are converted at the rate of the original payment, so you always get back the same"
     " amount."),
    "The conversion uses the rate on the day you made the purchase.",
]

CLOSING = (
    "Closing your account. You can close your current account at any time in the app or at "
    "a branch; closing it is free. Before we close it, the balance must be zero or "
    "positive, and any cards linked to the account are cancelled. Direct debits and "
    "standing orders stop on the day the account is closed, so tell the companies you pay "
    "in advance. We transfer any remaining balance to an account you name within 5 business"
    " days. Accounts with no customer-initiated activity for 24 months are classed as "
    "dormant; a dormant account is not closed and keeps its balance, but cards and online "
    "access are suspended until you contact us. Savings accounts with a notice period can "
    "only be closed after the notice period of 32 days."
)
GROUNDED_CLOSING = [
    "You can close your current account whenever you want, either in the app or at a branch.",
    "There's no charge for closing the account.",
    "Your balance has to be zero or in credit before the account can be closed.",
    "Any linked cards are cancelled when the account is closed.",
    ("Direct debits and standing orders stop on the closing day, so let the companies know "
     "beforehand."),
    "Whatever is left in the account is sent to an account of your choice within 5 business days.",
    "If you don't use the account for 24 months, it becomes dormant.",
    "A dormant account isn't closed, and your money stays in it.",
    ("While an account is dormant, your cards and online banking are suspended until you get in "
     "touch."),
    "A notice savings account can only be closed once the 32-day notice period has passed.",
]
WRONG_CLOSING = [
    "Closing a current account costs 10 EUR.",
    "You can close your account even if it is overdrawn.",
    "Your cards keep working for 30 days after the account is closed.",
    "Direct debits continue for one month after closing.",
    "The remaining balance is sent to you by cheque.",
    "An account becomes dormant after 12 months without activity.",
    "Dormant accounts are closed automatically and the balance is transferred to the state.",
    "You can close a notice savings account at any time without waiting.",
]

JOINT = (
    "Joint accounts. A joint account can have up to four holders, all aged 18 or over. Each"
    " holder gets their own card and online access. Any holder can make payments and "
    "withdrawals alone, unless the holders asked for all signatures to be required, in "
    "which case payments over 1,000 EUR need the approval of every holder. All holders are "
    "jointly responsible for any overdraft. To remove a holder, every holder must sign the "
    "request; to add one, the existing holders and the new holder must sign. If a holder "
    "dies, the account is not frozen: the surviving holders keep full access, and the "
    "balance belongs to them. The account statement is sent to the first holder only, but "
    "every holder can see it online."
)
GROUNDED_JOINT = [
    "A joint account can have a maximum of four holders.",
    "Every holder must be at least 18.",
    "Each account holder gets a card and online banking access of their own.",
    ("Any of the holders can make payments on their own, unless you've asked for all signatures "
     "to be required."),
    "With all signatures required, any payment above 1,000 EUR has to be approved by every holder.",
    "All the holders are jointly liable for an overdraft.",
    "Removing a holder requires the signature of every holder.",
    "To add a holder, both the current holders and the new one have to sign.",
    "If one holder dies, the account isn't frozen and the other holders keep full access.",
    "Only the first holder receives the statement by post, but all holders can view it online.",
]
WRONG_JOINT = [
    "A joint account can have up to two holders.",
    "Holders aged 16 can be added with parental consent.",
    "Joint holders share a single card.",
    "Every payment from a joint account needs the approval of all holders.",
    "Only the first holder is responsible for an overdraft.",
    "One holder can remove another holder on their own.",
    "If a holder dies, the account is frozen until the estate is settled.",
    "Every holder receives the statement by post.",
]

CAR_LOAN = (
    "Car loan. You can borrow between 5,000 EUR and 60,000 EUR for a new or used car up to "
    "8 years old. The term is 2 to 8 years. The fixed interest rate is 5.9% APR for terms "
    "up to 5 years and 6.4% APR for longer terms. There is an arrangement fee of 1% of the "
    "loan, at least 150 EUR. You can repay early at any time; early repayment costs 0.5% of"
    " the amount repaid if more than 12 months of the term remain, otherwise nothing. "
    "Monthly payments are collected on the 5th of each month. A payment more than 15 days "
    "late costs 20 EUR. Example: 20,000 EUR over 5 years at 5.9% APR is 60 monthly payments"
    " of 385 EUR, a total of 23,100 EUR."
)
GROUNDED_CAR_LOAN = [
    "You can borrow from 5,000 to 60,000 EUR.",
    "The car can be new or used, but no more than 8 years old.",
    "Loan terms range from two to eight years.",
    "For terms of up to 5 years the rate is 5.9% APR; longer terms are at 6.4%.",
    "A 7-year loan has a fixed rate of 6.4% APR.",
    "The arrangement fee is 1% of the loan amount, with a minimum of 150 EUR.",
    "On a 10,000 EUR loan the arrangement fee is 150 EUR.",
    "On a 30,000 EUR loan the arrangement fee is 300 EUR.",
    "Early repayment is free if 12 months or less of the term are left.",
    "Repaying 10,000 EUR early with 3 years left costs 50 EUR.",
    "Payments are taken on the 5th of every month.",
    "If you pay more than 15 days late, you're charged 20 EUR.",
    ("Borrowing 20,000 EUR over five years at 5.9% means 60 payments of 385 EUR, 23,100 EUR in "
     "total."),
]
WRONG_CAR_LOAN = [
    "You can borrow up to 80,000 EUR.",
    "The car can be up to 10 years old.",
    "A 7-year loan has a fixed rate of 5.9% APR.",
    "The arrangement fee is 1.5% of the loan.",
    "On a 10,000 EUR loan the arrangement fee is 100 EUR.",
    "Early repayment always costs 0.5% of the amount repaid.",
    "Repaying 10,000 EUR early with 3 years left costs 100 EUR.",
    "Payments are taken on the 1st of every month.",
    "A late payment costs 20 EUR as soon as it is one day late.",
    "Borrowing 20,000 EUR over five years at 5.9% costs 25,000 EUR in total.",
]

MORTGAGE = (
    "Mortgages. We lend up to 80% of the property's value for a first home and up to 70% "
    "for a second home. The term is 5 to 30 years, and the borrower must be under 75 at the"
    " end of the term. Monthly repayments, including all other debts, may not exceed 35% of"
    " your net monthly income. The fixed rate is 3.2% for 20 years or less and 3.5% for "
    "longer terms; the variable rate is Euribor plus 0.9%. Opening the mortgage costs 0.5% "
    "of the loan, with a minimum of 600 EUR. Home insurance is required; life insurance is "
    "optional. The valuation of the property costs 350 EUR and is paid by the applicant."
)
GROUNDED_MORTGAGE = [
    "For a first home you can borrow up to 80% of the property's value.",
    "For a second home the maximum is 70% of its value.",
    "A 300,000 EUR first home can get a mortgage of up to 240,000 EUR.",
    "The mortgage can last between 5 and 30 years.",
    "You must be younger than 75 when the mortgage ends.",
    "Your monthly repayments plus other debts can't be more than 35% of your net monthly income.",
    ("With a net income of 3,000 EUR a month, your repayments and other debts can be at most "
     "1,050 EUR."),
    "The fixed rate is 3.2% for terms of up to 20 years.",
    "The variable rate is Euribor + 0.9%.",
    "The opening fee on a 200,000 EUR mortgage is 1,000 EUR.",
    "On a 100,000 EUR mortgage the opening fee is 600 EUR.",
    "You need home insurance, but life insurance is optional.",
    "The applicant pays the 350 EUR valuation.",
]
WRONG_MORTGAGE = [
    "For a first home you can borrow up to 90% of the property's value.",
    "A 300,000 EUR first home can get a mortgage of up to 270,000 EUR.",
    "The maximum term is 35 years.",
    "You must be under 70 at the end of the term.",
    "Repayments can be up to 40% of your net income.",
    "The fixed rate is 3.5% for a 15-year term.",
    "The opening fee on a 200,000 EUR mortgage is 2,000 EUR.",
    "Life insurance is required.",
    "The bank pays for the valuation.",
    "The variable rate is Euribor plus 1.9%.",
]

CARD_LIMITS = (
    "Card limits. The standard daily limit is 1,000 EUR for card payments and 600 EUR for "
    "cash withdrawals. You can raise the payment limit to 5,000 EUR in the app; the change "
    "takes effect immediately and lasts until you lower it again. Cash withdrawal limits "
    "can only be changed by calling us. Contactless payments are limited to 50 EUR each; "
    "after five contactless payments in a row, you will be asked for your PIN. Online "
    "payments above 30 EUR must be confirmed in the app. Limits reset at midnight."
)
GROUNDED_CARD_LIMITS = [
    "By default you can pay up to 1,000 EUR a day by card.",
    "The standard daily cash withdrawal limit is 600 EUR.",
    "In the app you can increase your payment limit to as much as 5,000 EUR.",
    "A higher payment limit applies straight away and stays until you reduce it.",
    "To change your cash withdrawal limit you have to call the bank.",
    "Each contactless payment can be at most 50 EUR.",
    "After five contactless payments in a row you'll need to enter your PIN.",
    "You have to confirm online payments over 30 EUR in the app.",
    "An online payment of 45 EUR needs confirming in the app.",
    "The limits reset every night at midnight.",
]
WRONG_CARD_LIMITS = [
    "The standard daily limit for card payments is 2,000 EUR.",
    "You can raise the payment limit to 10,000 EUR in the app.",
    "A higher payment limit only lasts 24 hours.",
    "You can change the cash withdrawal limit in the app.",
    "Contactless payments are limited to 100 EUR each.",
    "You are asked for your PIN after three contactless payments.",
    "Online payments above 50 EUR must be confirmed in the app.",
    "An online payment of 20 EUR must be confirmed in the app.",
    "Limits reset at 6 am.",
]

DEPOSITS = (
    "Fixed-term deposits. Terms of 6, 12 or 24 months are available, from 1,000 EUR up to "
    "250,000 EUR. The rate is 2.25% a year for 6 months, 2.75% for 12 months and 3.00% for "
    "24 months, fixed for the whole term. Interest is paid at maturity, except on the "
    "24-month deposit, which pays interest every 12 months. You cannot add money to a "
    "deposit once it is open. Early withdrawal is possible for the whole amount only, and "
    "you then lose the interest for the current year. At maturity the money is moved to "
    "your current account unless you asked us to renew the deposit. Deposits are covered by"
    " the deposit guarantee scheme up to 100,000 EUR per customer."
)
GROUNDED_DEPOSITS = [
    "You can choose a term of 6, 12 or 24 months.",
    "The minimum deposit is 1,000 EUR and the maximum is 250,000 EUR.",
    "A 12-month deposit earns 2.75% a year.",
    "The rate stays fixed for the whole term.",
    "On the 24-month deposit, interest is paid every year.",
    "For the 6- and 12-month terms, interest is paid when the deposit matures.",
    "Once the deposit is open, you can't top it up.",
    ("You can only withdraw early if you take out the whole amount, and you lose the current "
     "year's interest."),
    "When the term ends, the money goes to your current account unless you asked for a renewal.",
    "The deposit guarantee scheme covers up to 100,000 EUR per customer.",
]
WRONG_DEPOSITS = [
    "A 12-month deposit earns 3.00% a year.",
    "The minimum deposit is 500 EUR.",
    "Interest on the 24-month deposit is paid at maturity.",
    "You can add money to the deposit at any time.",
    "You can withdraw part of the deposit early.",
    "Early withdrawal costs you all the interest earned.",
    "At maturity the deposit is renewed automatically.",
    "The deposit guarantee covers up to 250,000 EUR.",
    "The rate can change during the term.",
]

DISPUTE_JSON = (
    "{\"dispute_id\": \"D-20931\", \"card\": \"**** 4821\", \"merchant\": \"Hotel Miramar\", "
    "\"transaction_date\": \"2026-10-14\", \"amount\": 412.50, \"currency\": \"EUR\", \"reason\": "
    "\"charged twice\", \"status\": \"under review\", \"opened\": \"2026-11-02\", "
    "\"provisional_credit\": 412.50, \"provisional_credit_date\": \"2026-11-04\", "
    "\"expected_decision_by\": \"2026-12-17\", \"documents_requested\": [\"hotel invoice\"], "
    "\"documents_received\": []}"
)
GROUNDED_DISPUTE_JSON = [
    "Your dispute D-20931 about Hotel Miramar is under review.",
    "The disputed amount is 412.50 EUR, for a transaction on 14 October 2026.",
    "You disputed it because you were charged twice.",
    "We credited you 412.50 EUR provisionally on 4 November 2026.",
    "A decision is expected by 17 December 2026.",
    "We still need the hotel invoice from you.",
    "The dispute was opened on 2 November.",
    "The card involved ends in 4821.",
]
WRONG_DISPUTE_JSON = [
    "Your dispute has been resolved in your favour.",
    "The disputed amount is 421.50 EUR.",
    "You disputed the payment because you never received the service.",
    "No provisional credit has been given.",
    "A decision is expected by 17 November 2026.",
    "We have received all the documents we need.",
    "The merchant is Hotel Marina.",
    "The card involved ends in 4281.",
]

SCAMS = (
    "Fraud and scams. If a payment was made from your account without your permission, we "
    "refund it by the end of the next business day after you report it, unless we have "
    "reasonable grounds to suspect fraud on your part. If you were tricked into making a "
    "payment yourself (an authorised push payment scam), we assess each case: you can be "
    "reimbursed up to 85,000 EUR per claim, minus an excess of 100 EUR, if you report it "
    "within 13 months. We may refuse reimbursement if you were grossly negligent, for "
    "example if you ignored a specific warning from us. Report fraud immediately on +34 900"
    " 100 300, available 24/7. We will never ask you to move money to a 'safe account'."
)
GROUNDED_SCAMS = [
    ("If someone paid from your account without your permission, you'll be refunded by the end "
     "of the next business day after reporting it."),
    ("Unauthorised payments are refunded unless we reasonably suspect you were involved in the "
     "fraud."),
    "If you were tricked into sending a payment yourself, each case is assessed individually.",
    ("For an authorised push payment scam you can get back up to 85,000 EUR per claim, less a "
     "100 EUR excess."),
    "You have 13 months to report a scam payment to be eligible for reimbursement.",
    ("Reimbursement can be refused if you were grossly negligent, for instance by ignoring a "
     "specific warning."),
    "You can report fraud at any time on +34 900 100 300.",
    "The bank will never ask you to transfer money to a 'safe account'.",
    "If you lost 1,000 EUR to a scam, you could be reimbursed 900 EUR.",
]
WRONG_SCAMS = [
    "Unauthorised payments are refunded within 10 business days.",
    "You can be reimbursed up to 100,000 EUR per claim.",
    "There is no excess on scam reimbursements.",
    "You must report a scam within 6 months.",
    "Victims of scams are always reimbursed in full.",
    "The fraud line is only open during business hours.",
    "The bank may ask you to move your money to a safe account.",
    "If you lost 1,000 EUR to a scam, you could be reimbursed 1,000 EUR.",
]

TIERED_SAVINGS = (
    "Easy Saver. Balances up to 10,000 EUR earn 1.5% AER; the part of the balance above "
    "10,000 EUR earns 2.0% AER. Interest is calculated daily and paid on the last business "
    "day of each quarter. In the first 6 months, new customers get a bonus of 0.5% on top "
    "of the standard rate. You can make up to 3 free withdrawals a month; each further "
    "withdrawal costs 2 EUR. The minimum opening deposit is 100 EUR. Interest over 1,000 "
    "EUR a year is reported to the tax authority."
)
GROUNDED_TIERED_SAVINGS = [
    "Balances of up to 10,000 EUR earn 1.5% AER.",
    "Anything above 10,000 EUR earns 2.0% AER.",
    "Interest is worked out every day and paid quarterly, on the last business day of the quarter.",
    "New customers get an extra 0.5% for the first six months.",
    "A new customer with 5,000 EUR earns 2.0% in the first 6 months.",
    "You get three free withdrawals per month, and 2 EUR for each one after that.",
    "Your fourth withdrawal in a month costs 2 EUR.",
    "You need at least 100 EUR to open the account.",
    "If you earn more than 1,000 EUR of interest in a year, it's reported to the tax authority.",
]
WRONG_TIERED_SAVINGS = [
    "Balances up to 10,000 EUR earn 2.0% AER.",
    "Interest is paid monthly.",
    "The bonus lasts 12 months.",
    "New customers get a bonus of 1% on top of the standard rate.",
    "You can make 5 free withdrawals a month.",
    "Your third withdrawal in a month costs 2 EUR.",
    "The minimum opening deposit is 1,000 EUR.",
    "All interest is reported to the tax authority.",
    "A new customer with 5,000 EUR earns 1.5% in the first 6 months.",
]

SETS = (
    ("en, direct debits and refunds", DIRECT_DEBITS,
     "How do direct debits and refunds work?", GROUNDED_DIRECT_DEBITS, WRONG_DIRECT_DEBITS),
    ("en, paying in other currencies", OTHER_CURRENCIES,
     "What happens when I pay in another currency?", GROUNDED_OTHER_CURRENCIES,
     WRONG_OTHER_CURRENCIES),
    ("en, closing an account", CLOSING,
     "How do I close my account?", GROUNDED_CLOSING, WRONG_CLOSING),
    ("en, joint accounts", JOINT,
     "How does the joint account work?", GROUNDED_JOINT, WRONG_JOINT),
    ("en, a car loan", CAR_LOAN,
     "What are the terms of the car loan?", GROUNDED_CAR_LOAN, WRONG_CAR_LOAN),
    ("en, mortgage lending", MORTGAGE,
     "Can I get a mortgage?", GROUNDED_MORTGAGE, WRONG_MORTGAGE),
    ("en, card limits", CARD_LIMITS,
     "What are my card limits?", GROUNDED_CARD_LIMITS, WRONG_CARD_LIMITS),
    ("en, fixed-term deposits", DEPOSITS,
     "What are the fixed-term deposit terms?", GROUNDED_DEPOSITS, WRONG_DEPOSITS),
    ("en, a card dispute (a tool's JSON output)", DISPUTE_JSON,
     "What's the status of my card dispute?", GROUNDED_DISPUTE_JSON, WRONG_DISPUTE_JSON),
    ("en, fraud and scams", SCAMS,
     "Will I get my money back after a scam?", GROUNDED_SCAMS, WRONG_SCAMS),
    ("en, tiered savings", TIERED_SAVINGS,
     "How does the savings account pay interest?", GROUNDED_TIERED_SAVINGS,
     WRONG_TIERED_SAVINGS),
)
