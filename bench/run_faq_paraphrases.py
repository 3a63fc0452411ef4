"""Grounded rewordings of banking FAQs, terms and decisions (English, Spanish): how many pass?

Every answer below is true of its FAQ, reworded the way customers and
assistants word things (other currency formats, numbers written out, "free"
in other words, "any time" for "24 hours a day"). Each is triaged against its
FAQ with the bundled calibration; a FAIL or REVIEW here is a false alarm (a
FAIL blocks a correct answer), and the table names the findings behind it: an
answer in a language the verifier does not read, check findings (none: the
verifier and the fused score decided). A few planted errors per FAQ show the
other side.

    python bench/run_faq_paraphrases.py [--no-append] [--model-dir training/runs/<run>/model]

``--model-dir``: a candidate verifier (an `export.py` folder) in place of the
shipped one, still with the bundled calibration, which was fitted on the
shipped verifier's scores: the decisions then show the candidate's readings
through a calibration not fitted to it (a shipped model gets its own).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from faq_fresh import SETS as FRESH_SETS
from faq_fresh2 import SETS as FRESH2_SETS
from faq_fresh3 import SETS as FRESH3_SETS
from faq_fresh4 import SETS as FRESH4_SETS
from faq_fresh5 import SETS as FRESH5_SETS
from faq_fresh6 import SETS as FRESH6_SETS
from faq_fresh7 import SETS as FRESH7_SETS
from faq_fresh8 import SETS as FRESH8_SETS
from faq_fresh9 import SETS as FRESH9_SETS
from faq_fresh10 import SETS as FRESH10_SETS
from faq_fresh11 import SETS as FRESH11_SETS
from faq_more import SETS as MORE_SETS
from faq_probes import SETS as PROBE_SETS
from results_file import add_no_append, header, load_average, publish

import groundtrace
from groundtrace.models import get_verifier

FAQ_EN = (
    "SEPA transfers are free in online banking. Branch transfers cost 2.50 EUR. "
    "Instant transfers cost 0.50 EUR and arrive within ten seconds. "
    "The default daily limit for card payments is 3,000 EUR; customers can raise it to "
    "6,000 EUR in the app for up to 30 days. Lost cards can be blocked 24 hours a day on "
    "+34 900 100 200; a replacement card arrives within 5 business days at no cost. "
    "The overdraft rate is 7.9% a year, and the mortgage early repayment fee is 0.25% of the "
    "amount repaid."
)
FAQ_ES = (
    "Las transferencias SEPA son gratuitas en la banca online. Las transferencias en oficina "
    "cuestan 2,50 EUR. Las transferencias inmediatas cuestan 0,50 EUR y llegan en menos de "
    "diez segundos. El límite diario de pagos con tarjeta es de 3.000 EUR; se puede ampliar a "
    "6.000 EUR en la app durante 30 días. Las tarjetas perdidas se pueden bloquear las 24 horas "
    "del día en el 900 100 200. El tipo de descubierto es del 7,9 % anual. Las nuevas "
    "condiciones se aplican desde el 1 de marzo de 2026."
)
GROUNDED_EN = [
    "A branch transfer costs €2.50.",
    "Transfers at a branch cost EUR 2.50.",
    "Branch transfers are 2,50 €.",
    "Instant transfers cost 50 cents and arrive in under ten seconds.",
    "Instant transfers arrive within 10 seconds.",
    "You can raise the daily card limit to 6,000 EUR for a maximum of 30 days.",
    "The card payment limit is 3000 EUR per day by default.",
    "You can block a lost card at any time, day or night, on +34 900 100 200.",
    "A new card is sent free of charge within five working days.",
    "The overdraft interest rate is 7.9 percent per year.",
    "Repaying a mortgage early costs 0.25 percent of the repaid amount.",
    "Online SEPA transfers don't cost anything.",
    "There is no fee for SEPA transfers made online.",
    "Replacement cards are free.",
    "It takes up to five business days to get a replacement card, and it costs nothing.",
    "The line to block a card is open 24 hours a day, 7 days a week.",
    "The overdraft rate is 7.9% per annum.",
    "You won't pay anything for a replacement card.",
    "Instant transfers are not free: they cost 0.50 EUR.",
    "Here are the fees:\n- SEPA transfers online: free\n- Branch transfers: 2.50 EUR\n"
    "- Instant transfers: 0.50 EUR",
    "**Fees**\n\n| Transfer | Fee |\n|---|---|\n| SEPA online | free |\n| Branch | 2.50 EUR |",
    "I'm sorry, I don't have information about ATM fees.",
]
WRONG_EN = [
    "Branch transfers are free.",
    "Instant transfers cost 5 EUR.",
    "The daily card limit is 30,000 EUR.",
    "A replacement card costs 15 EUR.",
    "ATM withdrawals are free.",
    "Card payments are free.",
    "Replacement cards cost 5 EUR.",
    "You don't have to pay anything for branch transfers.",
    "SEPA transfers are free in online banking, and you also get a free credit card.",
    "Call +34 900 100 201 to block a lost card.",
    "Here are the fees:\n- SEPA transfers online: free\n- Branch transfers: 3.50 EUR\n"
    "- Instant transfers: 0.50 EUR",
]
GROUNDED_ES = [
    "Una transferencia en oficina cuesta 2,50 €.",
    "Las transferencias SEPA online no tienen comisión.",
    "Las transferencias SEPA por internet no cuestan nada.",
    "Las inmediatas cuestan 50 céntimos.",
    "El límite diario es de 3000 euros.",
    "Puedes subir el límite hasta 6.000 € durante un mes.",
    "Puedes bloquear una tarjeta perdida a cualquier hora llamando al 900 100 200.",
    "El descubierto tiene un interés del 7,9 por ciento anual.",
    "Las condiciones nuevas rigen desde el 1/3/2026.",
]
WRONG_ES = [
    "Las transferencias en oficina son gratis.",
    "Las transferencias inmediatas cuestan 5 EUR.",
]
TERMS_EN = (
    "The Basic Account has no monthly fee for customers under 26. Customers aged 26 or over pay "
    "3 EUR a month unless they receive a salary of at least 600 EUR into the account. "
    "Cash withdrawals at our own ATMs are free; withdrawals at other banks' ATMs cost 1.95 EUR "
    "each. Payments in foreign currencies carry a 2% exchange fee. "
    "The account can be closed at any time without charge. "
    "Overdrafts are not available on the Basic Account. "
    "Transfers to other EU banks arrive the next business day."
)
GROUNDED_TERMS = [
    "If you're under 26, the Basic Account has no monthly fee.",
    "Customers 26 or older pay 3 EUR per month unless they get a salary of 600 EUR or more "
    "paid in.",
    "Withdrawing cash at another bank's ATM costs 1.95 EUR per withdrawal.",
    "Using our own ATMs is free of charge.",
    "There's a 2 percent fee on payments in foreign currencies.",
    "You can close the account whenever you want, free of charge.",
    "The Basic Account doesn't offer overdrafts.",
    "EU transfers arrive on the following business day.",
    "The monthly fee is waived if at least 600 EUR of salary is paid into the account.",
    "You cannot get an overdraft on the Basic Account.",
]
WRONG_TERMS = [
    "The Basic Account has no monthly fee for anyone.",
    "Customers over 26 pay 5 EUR a month.",
    "Withdrawals at other banks' ATMs are free.",
    "Foreign currency payments carry a 3% fee.",
    "Closing the account costs 10 EUR.",
    "Overdrafts are available on the Basic Account.",
    "Transfers to other EU banks arrive the same day.",
    "The monthly fee is waived with a salary of 300 EUR.",
]
DISPUTES_EN = (
    "Card disputes must be raised within 120 days of the transaction date. We refund "
    "unauthorised transactions by the end of the next business day after you report them. "
    "For disputes over 500 EUR, a signed declaration is required. Chargebacks for subscription "
    "payments take up to 45 days. You will not be liable for losses after you have reported "
    "your card lost or stolen. Before reporting, your liability is limited to 50 EUR, unless "
    "you acted with gross negligence. Contactless payments are capped at 50 EUR per transaction."
)
GROUNDED_DISPUTES = [
    "You have 120 days from the transaction date to dispute a card payment.",
    "Unauthorised transactions are refunded by the end of the following business day once "
    "reported.",
    "A signed declaration is needed for disputes above 500 EUR.",
    "Subscription chargebacks can take as long as 45 days.",
    "Once you've reported your card stolen, you're not liable for any further losses.",
    "Your liability before reporting is capped at 50 EUR unless you were grossly negligent.",
    "The maximum contactless payment is 50 EUR per transaction.",
    "Disputes must be raised within four months of the transaction.",
    "Disputes of 300 EUR don't need a signed declaration.",
    "You must dispute a card payment within 120 days.",
]
WRONG_DISPUTES = [
    "Card disputes can be raised up to 180 days after the transaction.",
    "Unauthorised transactions are refunded within 30 days.",
    "A signed declaration is required for all disputes.",
    "Subscription chargebacks take up to 14 days.",
    "You remain liable for losses after reporting your card stolen.",
    "Your liability before reporting is unlimited.",
    "Contactless payments are capped at 100 EUR.",
    "Disputes over 50 EUR need a signed declaration.",
]
MORTGAGE_EN = (
    "Fixed-rate mortgages are available for terms of 10 to 30 years. The minimum down payment "
    "is 20% of the property value. Applicants must be at least 18 years old and no older than "
    "75 at the end of the term. The current fixed rate is 3.45% APR for a 20-year term. An "
    "arrangement fee of 0.5% of the loan amount, with a minimum of 600 EUR, is charged when the "
    "loan is signed. Since 1 January 2026, early repayment is free after the fifth year. "
    "Applications are usually approved within 10 working days."
)
GROUNDED_MORTGAGE = [
    "You can get a fixed-rate mortgage for between 10 and 30 years.",
    "You need a down payment of at least 20 percent of the property's value.",
    "You must be 18 or older to apply.",
    "The 20-year fixed rate is currently 3.45% APR.",
    "The arrangement fee is 0.5% of the loan, at least 600 EUR, payable at signing.",
    "From January 1, 2026, there is no charge for repaying early after five years.",
    "Approval usually takes up to 10 working days.",
    "A 25-year fixed-rate term is possible.",
    "The minimum arrangement fee is EUR 600.",
    "You must be no older than 75 when the mortgage ends.",
]
WRONG_MORTGAGE = [
    "Fixed-rate mortgages are available for up to 40 years.",
    "The minimum down payment is 10% of the property value.",
    "The 20-year fixed rate is 3.54% APR.",
    "There is no arrangement fee.",
    "Early repayment has been free since 1 January 2025.",
    "Early repayment is free from the first year.",
    "Applications are approved within 10 calendar days.",
    "The maximum age at the end of the term is 80.",
]
SAVINGS_EN = (
    "Savings Plus pays 2.1% AER on balances up to 25,000 EUR and 1.5% AER on the part above. "
    "Interest is calculated daily and paid monthly. You can make up to 3 free withdrawals per "
    "calendar month; further withdrawals cost 2 EUR each. The account can only be opened by "
    "residents of Spain aged 18 or over. Deposits are protected up to 100,000 EUR per customer "
    "by the deposit guarantee scheme. The rate was last changed on 15 October 2026."
)
GROUNDED_SAVINGS = [
    "According to the terms, Savings Plus pays 2.1% AER on balances up to 25,000 EUR.",
    "Interest is worked out every day and paid out every month.",
    "You get three free withdrawals a month, after which each one costs 2 EUR.",
    "Only Spanish residents who are at least 18 can open the account.",
    "Your deposits are covered up to 100,000 EUR by the deposit guarantee scheme.",
    "The rate was last updated in October 2026.",
    "Balances above 25,000 EUR earn 1.5% AER on the amount over that limit.",
    "The account pays 2.1% on the first 25,000 EUR and 1.5% on anything above it. Interest is "
    "paid monthly.",
]
WRONG_SAVINGS = [
    "Savings Plus pays 2.1% AER on all balances.",
    "Interest is paid yearly.",
    "You can make 5 free withdrawals per month.",
    "Non-residents can open the account.",
    "Deposits are protected up to 200,000 EUR.",
    "The rate was last changed on 15 September 2026.",
    "Extra withdrawals are free.",
    "Interest is calculated monthly.",
]
LEAVE_EN = (
    "Employees are entitled to 25 days of paid annual leave per year, plus public holidays. "
    "Up to 5 unused days may be carried over to the next year; they expire on 31 March. "
    "Remote work is allowed for up to two days per week with a manager's approval. "
    "Parental leave is 16 weeks at full pay for either parent. Expense claims must be "
    "submitted within 30 days with receipts attached. The company does not reimburse alcohol."
)
GROUNDED_LEAVE = [
    "You get 25 days of paid holiday a year, not counting public holidays.",
    "You can carry over a maximum of five unused days, which must be used by 31 March.",
    "With your manager's approval, you can work remotely two days a week.",
    "Both parents can take 16 weeks of parental leave on full pay.",
    "Expense claims need receipts and must be filed within 30 days.",
    "Alcohol is not reimbursed.",
]
WRONG_LEAVE = [
    "Employees receive 30 days of paid leave per year.",
    "All unused leave can be carried over.",
    "Remote work is allowed three days per week.",
    "Parental leave is 16 weeks at half pay.",
    "Expense claims can be submitted within 60 days.",
    "The company reimburses alcohol with client dinners.",
    "Unused days expire on 31 May.",
    "Remote work does not need a manager's approval.",
]
BONUS_EN = (
    "The welcome bonus is 150 EUR for new customers who set up a monthly salary transfer of at "
    "least 1,200 EUR within 60 days. The bonus is paid within 30 days after the third salary "
    "transfer. Half of the bonus is withdrawn if the account is closed within 12 months. The "
    "offer ends on 31 December 2026."
)
GROUNDED_BONUS = [
    "New customers get a 150 euro bonus if their salary of 1,200 EUR or more is paid in within "
    "two months.",
    "You receive one hundred and fifty euros as a welcome bonus.",
    "If you close the account within a year, you lose 50% of the bonus.",
    "The bonus arrives within a month of your third salary payment.",
    "The offer is valid until the end of 2026.",
]
WRONG_BONUS = [
    "The welcome bonus is 200 EUR.",
    "You need a salary of at least 1,000 EUR.",
    "The whole bonus is withdrawn if you close the account within 12 months.",
    "The offer ends on 31 December 2025.",
]
INTERNATIONAL_EN = (
    "International payments. Payments outside the SEPA area cost 0.3% of the amount, with a "
    "minimum of 6 EUR and a maximum of 60 EUR. They usually arrive within 2 to 4 business days. "
    "Currency is converted at the bank's daily reference rate plus a margin of 1.5%. Card "
    "payments in a foreign currency carry a 2% fee; there is no fee for card payments in euros "
    "anywhere in the EU. Cash withdrawals abroad cost 3 EUR each, plus the currency fee. "
    "Customers with a Premium account pay no currency fee. Payments to sanctioned countries are "
    "not allowed."
)
GROUNDED_INTERNATIONAL = [
    "A payment outside SEPA costs 0.3% of the amount, at least 6 EUR and at most 60 EUR.",
    "Non-SEPA payments normally take two to four business days.",
    "Paying by card in euros within the EU is free.",
    "Foreign-currency card payments have a 2% fee.",
    "Premium customers don't pay the currency fee.",
    "Withdrawing cash abroad costs 3 EUR per withdrawal plus the currency fee.",
    "You cannot send payments to sanctioned countries.",
    "The exchange rate is the daily reference rate plus a 1.5% margin.",
    "The minimum charge for an international payment is 6 euros.",
    "A non-SEPA payment of 10,000 EUR costs 30 EUR.",
]
WRONG_INTERNATIONAL = [
    "Payments outside the SEPA area cost 0.5% of the amount.",
    "The maximum fee for an international payment is 100 EUR.",
    "International payments arrive the same day.",
    "Card payments in a foreign currency are free.",
    "Cash withdrawals abroad are free for all customers.",
    "Premium customers pay a reduced currency fee of 1%.",
    "Payments to sanctioned countries are allowed with approval.",
    "The currency margin is 2.5%.",
    "Card payments in euros carry a 2% fee in the EU.",
]
FRAUD_EN = (
    "Fraud and unauthorised payments. If your card is lost or stolen, call us immediately on "
    "900 100 300. You are not liable for unauthorised payments made after you told us. Before "
    "that, your liability is limited to 50 EUR, unless you acted fraudulently or with gross "
    "negligence. We refund unauthorised payments by the end of the next business day after you "
    "report them. We will never ask for your PIN or your full password by phone, email or text "
    "message. Suspicious payments may be blocked until you confirm them in the app. Reports must "
    "be made within 13 months of the payment date."
)
GROUNDED_FRAUD = [
    "If your card is stolen, call 900 100 300 right away.",
    "Once you have told us, you are not responsible for unauthorised payments.",
    "Before you report it, you can lose at most 50 EUR, unless you were grossly negligent or "
    "acted fraudulently.",
    "Unauthorised payments are refunded by the end of the following business day.",
    "We will never ask for your PIN by phone.",
    "The bank never asks for your full password by email or text.",
    "A suspicious payment can be held until you confirm it in the app.",
    "You have 13 months from the payment date to report it.",
    "You must report unauthorised payments within thirteen months.",
]
WRONG_FRAUD = [
    "Your liability before reporting is limited to 150 EUR.",
    "You are liable for all payments made after you report the loss.",
    "Refunds take up to 10 business days.",
    "The bank may ask for your PIN by phone to verify your identity.",
    "Reports must be made within 6 months of the payment date.",
    "Suspicious payments are always approved automatically.",
    "Your liability is unlimited before you report the loss.",
    "Call 900 100 400 if your card is stolen.",
]
LOANS_EN = (
    "Personal loans. You can borrow from 3,000 EUR to 40,000 EUR over 12 to 84 months. The "
    "representative APR is 6.9%. There is no arrangement fee. You can repay early at any time; "
    "the early repayment charge is 0.5% of the amount repaid if more than 12 months remain, and "
    "0.25% otherwise. Applicants must be at least 18 years old, live in Spain and have a regular "
    "income. A decision is usually given within 24 hours, and the money is paid out within 2 "
    "business days of signing. Missed payments cost 15 EUR each and may affect your credit score."
)
GROUNDED_LOANS = [
    "Loans range from 3,000 to 40,000 EUR.",
    "You can take a loan over one to seven years.",
    "The APR is 6.9%.",
    "There's no fee for setting up the loan.",
    "Early repayment is allowed whenever you want.",
    "If more than a year is left, repaying early costs 0.5% of what you repay.",
    "You need to be 18 or older and a resident of Spain with a regular income.",
    "You will normally get a decision within a day.",
    "The money arrives within two business days after you sign.",
    "Each missed payment costs 15 euros and can hurt your credit score.",
    "You can borrow 25,000 EUR over 60 months.",
]
WRONG_LOANS = [
    "You can borrow up to 50,000 EUR.",
    "The representative APR is 5.9%.",
    "There is an arrangement fee of 1%.",
    "Early repayment is not allowed in the first year.",
    "Applicants must be at least 21 years old.",
    "The money is paid out on the same day you sign.",
    "Missed payments are free of charge.",
    "The minimum loan is 1,000 EUR.",
    "Loan terms can be up to 10 years.",
]
CREDIT_EN = (
    "Credit policy CP-7. An application is declined if the debt-to-income ratio exceeds 40% or "
    "if the applicant has had a payment default in the last 24 months. Applications between 35% "
    "and 40% debt-to-income go to manual review. Applicant record: monthly income 3,200 EUR; "
    "monthly debt payments 1,536 EUR; debt-to-income ratio 48%; no payment defaults in the last "
    "24 months; employment: permanent contract since March 2019."
)
GROUNDED_CREDIT = [
    "The application was declined because the debt-to-income ratio of 48% exceeds the 40% "
    "limit.",
    "The applicant has had no payment defaults in the last two years.",
    "The applicant's monthly income is 3,200 EUR and monthly debt payments are 1,536 EUR.",
    "The applicant has been on a permanent contract since March 2019.",
    "A ratio between 35% and 40% would have gone to manual review.",
    "The debt-to-income ratio is above the 40% threshold in policy CP-7, so the application is "
    "declined.",
]
WRONG_CREDIT = [
    "The application was approved because the debt-to-income ratio is below 40%.",
    "The debt-to-income ratio is 38%.",
    "The applicant had a payment default last year.",
    "The applicant's monthly income is 4,200 EUR.",
    "The applicant has been employed since March 2021.",
    "Applications above 30% debt-to-income are declined.",
]
STATEMENT_EN = (
    "Transaction search results for account ES12 3456: 1) 24 Nov 2026, card payment, Amazon EU, "
    "-89.99 EUR, status: completed. 2) 25 Nov 2026, SEPA transfer to J. Garcia, -250.00 EUR, "
    "status: pending, expected 26 Nov 2026. 3) 25 Nov 2026, ATM withdrawal, Madrid, -100.00 EUR, "
    "status: completed. Available balance: 1,204.37 EUR."
)
GROUNDED_STATEMENT = [
    "Your card payment of 89.99 EUR to Amazon EU on 24 November was completed.",
    "The transfer of 250 EUR to J. Garcia is still pending and should arrive on 26 November "
    "2026.",
    "You withdrew 100 EUR from an ATM in Madrid on 25 November.",
    "Your available balance is 1,204.37 EUR.",
]
WRONG_STATEMENT = [
    "Your card payment of 98.99 EUR to Amazon EU was completed.",
    "The transfer to J. Garcia has been completed.",
    "You withdrew 200 EUR from an ATM in Barcelona.",
    "Your available balance is 1,402.37 EUR.",
    "The transfer of 250 EUR is expected on 28 November 2026.",
]
# A tool's JSON output as the context (an account overview and a loan decision): the
# claim layer reads it as record lines (groundtrace.sources.records).
ACCOUNT_JSON = json.dumps({
    "account": "ES76 0049 1500 0512 3456 7892", "available_balance": 2310.55,
    "currency": "EUR",
    "card": {"last4": "7781", "status": "ACTIVE", "daily_limit": 1500},
    "recent": [
        {"date": "2026-11-21", "type": "card_payment", "merchant": "Mercadona",
         "amount": -64.20, "status": "COMPLETED"},
        {"date": "2026-11-23", "type": "sepa_transfer", "counterparty": "Lucia Gomez",
         "amount": -300.00, "status": "PENDING", "expected": "2026-11-24"},
        {"date": "2026-11-24", "type": "salary", "counterparty": "Acme Iberia SL",
         "amount": 2150.00, "status": "COMPLETED"},
    ],
}, indent=2)
GROUNDED_ACCOUNT = [
    "Your available balance is 2,310.55 EUR.",
    "Your card ending in 7781 is active, with a daily limit of 1,500 EUR.",
    "The 300 EUR transfer to Lucia Gomez is still pending; it should arrive on 24 November.",
    "Your salary of 2,150 EUR from Acme Iberia SL came in on 24 November.",
    "You paid 64.20 EUR at Mercadona on 21 November.",
]
WRONG_ACCOUNT = [
    "Your available balance is 3,210.55 EUR.",
    "Your card ending in 7781 has been blocked.",
    "The transfer to Lucia Gomez has been completed.",
    "You paid 46.20 EUR at Mercadona on 21 November.",
    "Your salary of 2,150 EUR arrived on 23 November.",
]
LOAN_JSON = json.dumps({
    "application_id": "LN-20931", "product": "personal_loan", "requested_amount": 18000,
    "term_months": 60, "currency": "EUR", "decision": "APPROVED", "approved_amount": 15000,
    "apr": "7.4%", "monthly_payment": 299.53,
    "conditions": ["proof_of_income", "direct_debit_mandate"], "valid_until": "2026-12-15",
})
GROUNDED_LOAN = [
    "Your loan application LN-20931 was approved.",
    "You were approved for 15,000 EUR, less than the 18,000 EUR you asked for.",
    "The APR is 7.4% and the monthly payment is 299.53 EUR.",
    "The offer is valid until 15 December 2026.",
    "You need to provide proof of income and a direct debit mandate.",
]
WRONG_LOAN = [
    "Your loan application was declined.",
    "You were approved for the full 18,000 EUR.",
    "The APR is 4.7%.",
    "The offer is valid until 15 January 2027.",
    "The loan runs over 48 months.",
]
REFUNDS_EN = (
    "Refund policy. Purchases made with your card can be refunded by the merchant within 30 days. "
    "If the merchant does not respond within 15 days, you can open a chargeback in the app. "
    "Chargebacks are not possible for cash withdrawals or for payments older than 120 days. "
    "Refunds in a foreign currency are converted at the rate of the refund day, so the amount may "
    "differ from the original payment. A chargeback usually takes 30 to 45 days."
)
GROUNDED_REFUNDS = [
    "The merchant can refund card purchases within 30 days.",
    "If the merchant hasn't answered after 15 days, you can start a chargeback in the app.",
    "You can't do a chargeback on a cash withdrawal.",
    "Payments more than 120 days old can't be charged back.",
    "A refund in another currency may not match the original amount because it is converted "
    "on the day of the refund.",
    "Chargebacks normally take between 30 and 45 days.",
    "A chargeback typically takes about a month to a month and a half.",
]
WRONG_REFUNDS = [
    "You can open a chargeback after 5 days without a response.",
    "Chargebacks are possible for cash withdrawals.",
    "Refunds in a foreign currency always match the original amount.",
    "A chargeback takes 10 days.",
    "Payments up to 180 days old can be charged back.",
]
SETS = (
    ("en", FAQ_EN, "How much do transfers and cards cost, and what are the limits?",
     GROUNDED_EN, WRONG_EN),
    ("en, account terms", TERMS_EN, "What does the Basic Account cost?", GROUNDED_TERMS,
     WRONG_TERMS),
    ("en, card disputes", DISPUTES_EN, "How do card disputes work?", GROUNDED_DISPUTES,
     WRONG_DISPUTES),
    ("en, mortgages", MORTGAGE_EN, "What are the mortgage terms?", GROUNDED_MORTGAGE,
     WRONG_MORTGAGE),
    ("en, savings", SAVINGS_EN, "How does Savings Plus work?", GROUNDED_SAVINGS,
     WRONG_SAVINGS),
    ("en, staff policy", LEAVE_EN, "What is the leave and expenses policy?", GROUNDED_LEAVE,
     WRONG_LEAVE),
    ("en, welcome bonus", BONUS_EN, "How does the welcome bonus work?", GROUNDED_BONUS,
     WRONG_BONUS),
    ("en, international payments", INTERNATIONAL_EN, "What do international payments cost?",
     GROUNDED_INTERNATIONAL, WRONG_INTERNATIONAL),
    ("en, fraud", FRAUD_EN, "What happens if my card is stolen or misused?", GROUNDED_FRAUD,
     WRONG_FRAUD),
    ("en, personal loans", LOANS_EN, "What are the personal loan terms?", GROUNDED_LOANS,
     WRONG_LOANS),
    ("en, credit decision", CREDIT_EN, "Why was the application declined?", GROUNDED_CREDIT,
     WRONG_CREDIT),
    ("en, account statement (a tool's output)", STATEMENT_EN, "What happened on my account?",
     GROUNDED_STATEMENT, WRONG_STATEMENT),
    ("en, account overview (a tool's JSON output)", ACCOUNT_JSON, "What is on my account?",
     GROUNDED_ACCOUNT, WRONG_ACCOUNT),
    ("en, loan decision (a tool's JSON output)", LOAN_JSON, "What happened to my loan "
     "application?", GROUNDED_LOAN, WRONG_LOAN),
    ("en, refunds and chargebacks", REFUNDS_EN, "How do refunds and chargebacks work?",
     GROUNDED_REFUNDS, WRONG_REFUNDS),
    *MORE_SETS,  # written on 2026-11-27 and used to fix what they found (faq_more.py)
    *PROBE_SETS,  # likewise, later the same day (faq_probes.py)
    *FRESH_SETS,  # written on 2026-12-01, first run out of sample (faq_fresh.py)
    *FRESH2_SETS,  # likewise, after the fixes faq_fresh.py led to (faq_fresh2.py)
    *FRESH3_SETS,  # likewise, after those faq_fresh2.py led to (faq_fresh3.py)
    *FRESH4_SETS,  # likewise, written on 2026-12-02 after all of those (faq_fresh4.py)
    *FRESH5_SETS,  # likewise, after the fixes faq_fresh4.py led to (faq_fresh5.py)
    *FRESH6_SETS,  # likewise, after those faq_fresh5.py led to (faq_fresh6.py)
    *FRESH7_SETS,  # likewise, session 12 (faq_fresh7.py)
    *FRESH8_SETS,  # likewise, session 13 (faq_fresh8.py)
    *FRESH9_SETS,  # likewise, run once at the end of session 13 (faq_fresh9.py)
    *FRESH10_SETS,  # likewise, run once on v7 and v8 in session 16 (faq_fresh10.py)
    *FRESH11_SETS,  # likewise, written in session 17 before cpu26 ran (faq_fresh11.py)
    ("es", FAQ_ES, "¿Cuánto cuestan las transferencias y las tarjetas, y qué límites hay?",
     GROUNDED_ES, WRONG_ES),
)


#: Longer answers per English text: three grounded rewordings in one answer, and the
#: same with one planted error among them (a fixed-seed draw).
LONGER_PER_SET = 4


def _longer_answers(verifier: object) -> list[str]:
    """How answers of several sentences fare: an assistant's answer is rarely one."""
    rng = random.Random(5)
    items, truths = [], []
    for lang, faq, question, grounded, wrong in SETS:
        if not lang.startswith("en") or len(grounded) < 3:
            continue
        for _ in range(LONGER_PER_SET):
            chosen = rng.sample(grounded, 3)
            planted = [*chosen[:2], rng.choice(wrong), *chosen[2:]]
            for answer, truth in ((chosen, "grounded"), (planted, "wrong")):
                # a list answer ends with its last item: the next sentence goes below it
                joined = "".join(a + ("\n" if "\n" in a else " ") for a in answer).strip()
                items.append({"question": question, "response": joined, "context": faq})
                truths.append(truth)
    verdicts = groundtrace.triage_batch(items, verifier=verifier)
    pairs = list(zip(truths, verdicts, strict=True))
    passed = sum(t == "grounded" and v.decision == "PASS" for t, v in pairs)
    flagged = sum(t == "wrong" and v.decision != "PASS" for t, v in pairs)
    n = len(truths) // 2
    return [f"- longer answers (English; {LONGER_PER_SET} per text, seed 5): three grounded "
            f"rewordings in one answer passed {passed} of {n}; the same with one planted "
            f"error among them flagged {flagged} of {n}"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model-dir", type=Path, default=None,
                    help="a candidate verifier's folder (default: the shipped one)")
    add_no_append(ap)
    args = ap.parse_args()
    load = load_average()
    t0 = time.perf_counter()
    verifier = get_verifier(args.model_dir) if args.model_dir is not None else None
    lines = ["| language | answer | truth | decision | P | language and check findings |",
             "|---|---|---|---|---|---|"]
    summary = []
    for lang, faq, question, grounded, wrong in SETS:
        answers = [(a, "grounded") for a in grounded] + [(a, "wrong") for a in wrong]
        verdicts = groundtrace.triage_batch(
            [{"question": question, "response": a, "context": faq} for a, _ in answers],
            verifier=verifier)
        passed = blocked = flagged = failed = 0
        for (answer, truth), v in zip(answers, verdicts, strict=True):
            found = "; ".join(
                [r.message.split(";")[0] for r in v.reasons if r.kind == "language"]
                + [h.explanation for c in (v.claims.claims if v.claims else ())
                   for h in c.checks if h.is_problem]) or "—"
            shown = answer.replace("|", "\\|").replace("\n", " ⏎ ")
            lines.append(f"| {lang} | {shown} | {truth} | {v.decision} | "
                         f"{v.probability:.2f} | {found} |")
            passed += truth == "grounded" and v.decision == "PASS"
            blocked += truth == "grounded" and v.decision == "FAIL"
            flagged += truth == "wrong" and v.decision != "PASS"
            failed += truth == "wrong" and v.decision == "FAIL"
        summary.append(f"- {lang}: grounded paraphrases passed {passed} of {len(grounded)} "
                       f"(FAIL {blocked}); planted errors flagged {flagged} of {len(wrong)} "
                       f"(FAIL {failed})")
    summary.extend(["", *_longer_answers(verifier)])
    section = "\n".join([
        *header("Grounded paraphrases of banking FAQs, terms, decisions and a staff policy", load, [
            (f"- bundled calibration and encoder, candidate verifier {verifier.name} from "
             f"{args.model_dir} (the calibration was fitted on the shipped verifier)"
             if verifier is not None else "- bundled calibration and models")
            + f"; wall time {time.perf_counter() - t0:.0f} s"]),
        *summary, "", *lines, ""])
    publish(section, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
