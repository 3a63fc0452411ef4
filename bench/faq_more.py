"""Twelve more sets for bench/run_faq_paraphrases.py: payment cut-off times, an
overdraft, a credit card's terms, an AML case, a card replacement, account opening,
payment holidays, home insurance claims, a fund's facts, card security (also as
formatted answers), a transfer's status as a tool's field lines.

Written on 2026-11-27 (session 7) as probes, and then used to find and fix what
they caught (times of day, a fee worked from a rate, a total of listed amounts, a
"free" claim's retrieval, an excepted case, steps in the other order, another
frequency, a claim stating an exception itself, an amount after ", or", a rate
per another period, "no" after a copula, "as much as", an acronym's plural, a
list's lead-in, a record of field lines): their figures are not out of sample.
The account-opening set found nothing to fix (16 of 17 right as written).
"""

from __future__ import annotations

CUTOFF = (
    "Payment cut-off times. SEPA credit transfers submitted before 15:00 on a business day "
    "are executed the same day; those submitted later are executed on the next business day. "
    "Instant transfers are available 24/7 for amounts up to 15,000 EUR. Standing orders are "
    "executed at 06:00 on the due date; if the due date falls on a weekend, they are executed "
    "on the following Monday. International transfers outside the EEA must be submitted "
    "before 12:00 and take up to 4 business days. Transfers above 50,000 EUR require a "
    "call-back from our security team before they are released. Cancelling a scheduled "
    "transfer is free until the day before execution; after that, a recall request costs 15 "
    "EUR and is not guaranteed."
)

GROUNDED_CUTOFF = [
    "A SEPA transfer sent before 3 pm on a business day goes out the same day.",
    "If you submit a SEPA transfer after 15:00, it is executed the next business day.",
    "Instant transfers work around the clock for up to 15,000 EUR.",
    "Standing orders run at 6 am on their due date.",
    "A standing order due on a Saturday is executed on the following Monday.",
    "Transfers outside the EEA need to be in by noon and can take up to four business days.",
    "For transfers over 50,000 EUR, our security team calls you back before releasing them.",
    "You can cancel a scheduled transfer for free up to the day before it is executed.",
    "A recall request costs 15 EUR and may not succeed.",
    "A transfer of 60,000 EUR needs a call-back from the security team before it is "
    "released.",
]

WRONG_CUTOFF = [
    "SEPA transfers submitted before 17:00 are executed the same day.",
    "Instant transfers are available for amounts up to 50,000 EUR.",
    "Standing orders are executed at 08:00 on the due date.",
    "A standing order due on a Sunday is executed the previous Friday.",
    "International transfers outside the EEA take up to 2 business days.",
    "Transfers above 5,000 EUR require a call-back from our security team.",
    "A recall request is free of charge.",
    "A recall request is guaranteed to succeed.",
    "Cancelling a scheduled transfer costs 15 EUR at any time.",
    "Instant transfers are only available on business days.",
    "International transfers outside the EEA must be submitted before 15:00.",
    "A transfer of 40,000 EUR needs a call-back from the security team.",
]

OVERDRAFT = (
    "Overdraft policy. An arranged overdraft is available to customers aged 18 or over with a "
    "regular monthly income of at least 1,200 EUR. The limit is up to twice the monthly "
    "income, with a maximum of 5,000 EUR. Interest is charged at 9.9% a year on the amount "
    "used; there is no fee for arranging the overdraft. Customers who exceed their limit pay "
    "a flat 10 EUR per month in which the limit was exceeded. The bank reviews each limit "
    "every 12 months and may lower it with 30 days' notice. Students can get an interest-free "
    "overdraft of up to 1,000 EUR while they study."
)

GROUNDED_OVERDRAFT = [
    "You need to be at least 18 and earn 1,200 EUR or more a month to get an arranged "
    "overdraft.",
    "Your overdraft limit can be as high as double your monthly income, up to 5,000 EUR.",
    "The overdraft interest rate is 9.9% per year on what you use.",
    "Setting up the overdraft is free.",
    "Going over your limit costs 10 EUR for each month it happens.",
    "The bank reviews your limit once a year.",
    "The bank can reduce your limit, but must give you 30 days' notice.",
    "Students can borrow up to 1,000 EUR on an overdraft without paying interest.",
    "With a monthly income of 2,000 EUR, your limit can be up to 4,000 EUR.",
    "Someone earning 1,000 EUR a month cannot get an arranged overdraft.",
]

WRONG_OVERDRAFT = [
    "You need a monthly income of at least 1,500 EUR.",
    "The maximum overdraft limit is 10,000 EUR.",
    "Interest is charged at 9.9% a month.",
    "There is a 25 EUR fee for arranging the overdraft.",
    "Exceeding your limit costs 10 EUR per day.",
    "The bank reviews limits every 6 months.",
    "The bank can lower your limit without notice.",
    "Students pay 4.9% interest on their overdraft.",
    "With a monthly income of 2,000 EUR, your limit can be up to 6,000 EUR.",
    "Customers aged 16 can get an arranged overdraft.",
    "The limit is up to three times the monthly income.",
    "Students can get an interest-free overdraft of up to 2,000 EUR.",
]

CREDIT_CARD = (
    "Credit card terms. Your statement is issued on the 1st of each month and payment is due "
    "25 days later. If you pay the full balance by the due date, no interest is charged on "
    "purchases. Otherwise interest of 19.9% APR applies to purchases from the date of the "
    "transaction. Cash withdrawals cost 3% of the amount, with a minimum of 3 EUR, and "
    "interest on them starts immediately. The minimum monthly payment is 5% of the balance or "
    "25 EUR, whichever is higher. A late payment costs 12 EUR. The annual fee is 45 EUR, "
    "waived in the first year. Foreign currency transactions carry a 2.75% fee."
)

GROUNDED_CREDIT_CARD = [
    "Payment is due 25 days after your statement, which comes out on the first of every "
    "month.",
    "If you pay the whole balance by the due date, you pay no interest on purchases.",
    "The purchase rate is 19.9% APR, charged from the transaction date if you don't pay in "
    "full.",
    "Withdrawing cash costs 3% of the amount, at least 3 EUR.",
    "Interest on cash withdrawals is charged straight away.",
    "You must pay at least 5% of the balance or 25 EUR each month, whichever is more.",
    "Paying late costs 12 EUR.",
    "There's no annual fee in the first year; after that it's 45 EUR.",
    "Transactions in a foreign currency have a 2.75% fee.",
    "A cash withdrawal of 50 EUR costs 3 EUR.",
    "A cash withdrawal of 200 EUR costs 6 EUR.",
]

WRONG_CREDIT_CARD = [
    "Payment is due 30 days after the statement.",
    "Interest on purchases is 29.9% APR.",
    "Cash withdrawals cost 3% with a minimum of 5 EUR.",
    "Interest on cash withdrawals starts after 25 days.",
    "The minimum monthly payment is 2% of the balance.",
    "A late payment costs 25 EUR.",
    "The annual fee is 45 EUR from the first year.",
    "There is no fee for foreign currency transactions.",
    "A cash withdrawal of 200 EUR costs 3 EUR.",
    "The statement is issued on the 15th of each month.",
    "The annual fee is 54 EUR.",
]

AML_CASE = (
    "AML policy AML-3. Cash deposits of 10,000 EUR or more must be reported to the compliance "
    "team within 24 hours. Three or more cash deposits between 9,000 and 9,999 EUR within 7 "
    "days are treated as structuring and must be escalated. Transfers to high-risk countries "
    "need enhanced due diligence before release. Case 4471: on 3 November 2026 the customer "
    "made cash deposits of 9,500 EUR, 9,800 EUR and 9,200 EUR on three consecutive days. The "
    "customer is a sole trader registered in Spain since 2019. No transfers abroad were made "
    "in the last 90 days."
)

GROUNDED_AML_CASE = [
    "The customer made three cash deposits between 9,000 and 9,999 EUR within a week, which "
    "policy AML-3 treats as structuring.",
    "The deposits of 9,500, 9,800 and 9,200 EUR were made on three days in a row.",
    "Under AML-3, this pattern must be escalated.",
    "The customer has been a registered sole trader in Spain since 2019.",
    "There were no transfers abroad in the last 90 days.",
    "None of the deposits reached the 10,000 EUR reporting threshold.",
    "The deposits total 28,500 EUR.",
    "Cash deposits of 10,000 EUR or more have to be reported within a day.",
]

WRONG_AML_CASE = [
    "The customer made four cash deposits.",
    "One deposit was 10,500 EUR.",
    "The deposits were made over two weeks.",
    "The customer is registered in Portugal.",
    "The customer made a transfer to a high-risk country.",
    "Policy AML-3 treats two deposits between 9,000 and 9,999 EUR as structuring.",
    "Cash deposits of 10,000 EUR or more must be reported within 48 hours.",
    "The deposits total 38,500 EUR.",
    "The customer has been registered since 2015.",
    "The case was closed without escalation.",
]

REPLACEMENT = (
    "Card replacement. If your card is damaged, order a replacement in the app; it arrives "
    "within 5 business days and your card number stays the same. If your card is lost or "
    "stolen, block it first, then order a new one: the new card has a new number and arrives "
    "within 7 business days. Express delivery in 2 business days costs 15 EUR; standard "
    "delivery is free. Your PIN does not change. Recurring payments are moved to the new card "
    "automatically, except payments to airlines and car rental companies, which you must "
    "update yourself. The old card stops working 14 days after the new one is activated."
)

GROUNDED_REPLACEMENT = [
    "A damaged card is replaced through the app, arrives within five business days and "
    "keeps its number.",
    "If your card is stolen, you need to block it before ordering a new one.",
    "A replacement for a lost card comes with a new card number.",
    "You can get the new card in 2 business days with express delivery for 15 EUR.",
    "Standard delivery doesn't cost anything.",
    "You keep the same PIN.",
    "Most recurring payments move to the new card automatically, but you have to update "
    "airline and car rental payments yourself.",
    "Your old card keeps working for two weeks after you activate the new one.",
    "A lost card's replacement arrives within 7 business days.",
]

WRONG_REPLACEMENT = [
    "A damaged card's replacement gets a new card number.",
    "Order the new card first, then block the lost one.",
    "Express delivery costs 10 EUR.",
    "Standard delivery costs 5 EUR.",
    "You will get a new PIN.",
    "Payments to airlines move to the new card automatically.",
    "The old card stops working as soon as the new one is activated.",
    "A lost card's replacement arrives within 3 business days.",
    "Express delivery takes 5 business days.",
]

OPENING = (
    "Opening an account. You can open an account online if you are at least 18 and live in "
    "Spain. You need a valid ID card or passport and a Spanish tax number (NIE or DNI). "
    "Identity is checked by video call, which takes about 10 minutes and is available Monday "
    "to Friday from 9:00 to 20:00. Accounts for minors aged 14 to 17 can be opened in a "
    "branch with a parent present. Non-residents cannot open an account online. The account "
    "is usually active within 24 hours of a successful video call; the debit card is sent by "
    "post and arrives within 7 days."
)

GROUNDED_OPENING = [
    "To open an account online you must be 18 or older and live in Spain.",
    "You'll need a passport or ID card and a Spanish tax number.",
    "The video identification takes around 10 minutes.",
    "Video calls are available on weekdays between 9 am and 8 pm.",
    "Teenagers aged 14 to 17 can open an account at a branch if a parent comes along.",
    "If you don't live in Spain, you can't open an account online.",
    "After a successful video call, the account is normally active within a day.",
    "Your debit card arrives by post within a week.",
]

WRONG_OPENING = [
    "You can open an account online from the age of 16.",
    "Video calls are available on Saturdays.",
    "Video calls are available until 22:00.",
    "Minors can open an account online.",
    "Non-residents can open an account online with a passport.",
    "The account is active immediately after the video call.",
    "The debit card arrives within 2 days.",
    "The video identification takes about an hour.",
    "You don't need a Spanish tax number.",
]

HOLIDAYS = (
    "Payment holidays. Mortgage customers can ask for a payment holiday of up to 3 months, "
    "once every 5 years. You must have made at least 12 monthly payments and have no arrears. "
    "Interest keeps accruing during the holiday and is added to the balance, so your monthly "
    "payments afterwards will be higher. A payment holiday does not affect your credit score. "
    "Apply in the app at least 10 days before your next payment date. Buy-to-let mortgages "
    "are not eligible."
)

GROUNDED_HOLIDAYS = [
    "You can pause your mortgage payments for a maximum of three months.",
    "A payment holiday is possible once every five years.",
    "You need at least 12 monthly payments behind you and no arrears.",
    "Interest still builds up during the holiday and is added to what you owe.",
    "Your monthly payments will go up after the holiday.",
    "Taking a payment holiday won't hurt your credit score.",
    "You have to apply in the app at least 10 days before your next payment is due.",
    "Buy-to-let mortgages don't qualify.",
]

WRONG_HOLIDAYS = [
    "You can take a payment holiday of up to 6 months.",
    "A payment holiday is possible once a year.",
    "No interest is charged during the holiday.",
    "Your monthly payments stay the same after the holiday.",
    "A payment holiday lowers your credit score.",
    "You can apply up to 2 days before your payment date.",
    "Buy-to-let mortgages are eligible for a payment holiday.",
    "You need at least 6 monthly payments.",
    "Customers with arrears can take a payment holiday.",
]

HOME_CLAIMS = (
    "Home insurance claims. Report a claim within 30 days of the damage, by phone or in the "
    "app. The excess is 150 EUR per claim, or 300 EUR for water damage. Jewellery is covered "
    "up to 2,000 EUR in total, and each item up to 500 EUR. Damage caused by floods is "
    "covered, except in properties built in a designated flood zone after 2010. We aim to "
    "settle claims within 15 business days once all documents are received. Claims above "
    "5,000 EUR need an inspection by our assessor before payment."
)

GROUNDED_HOME_CLAIMS = [
    "You have 30 days from the damage to report a claim, by phone or in the app.",
    "The excess is 150 EUR per claim, and 300 EUR if it's water damage.",
    "Jewellery is covered up to 2,000 EUR overall, with a limit of 500 EUR per item.",
    "Flood damage is covered unless the property was built in a designated flood zone after "
    "2010.",
    "Claims are normally settled within 15 business days after all documents arrive.",
    "A claim of 8,000 EUR needs an inspection by the assessor before it is paid.",
    "A claim of 3,000 EUR doesn't need an inspection by the assessor.",
    "For water damage you pay the first 300 EUR yourself.",
]

WRONG_HOME_CLAIMS = [
    "You have 60 days to report a claim.",
    "The excess for water damage is 150 EUR.",
    "Each piece of jewellery is covered up to 2,000 EUR.",
    "Flood damage is covered for properties built in a flood zone after 2010.",
    "Claims are settled within 5 business days.",
    "Claims above 1,000 EUR need an inspection.",
    "Jewellery is covered up to 5,000 EUR in total.",
    "Claims are paid immediately once all documents are received.",
    "You must report the claim first and then wait 30 days before the assessor comes.",
]

FUND = (
    "Global Equity Fund, class A. The fund invests at least 80% of its assets in shares of "
    "companies worldwide. Its risk indicator is 5 on a scale from 1 (lowest) to 7 (highest). "
    "Ongoing charges are 1.2% a year; there is no entry charge, and the exit charge is 1% for "
    "units held less than 12 months. Over the last 5 years the fund returned an average of "
    "6.4% a year, against 7.1% for its benchmark, the MSCI World index. Past performance does "
    "not predict future returns. The minimum investment is 1,000 EUR, or 50 EUR a month "
    "through a savings plan. Dividends are reinvested."
)

GROUNDED_FUND = [
    "The fund puts at least 80% of its assets into company shares around the world.",
    "It has a risk rating of 5 out of 7.",
    "The ongoing charges are 1.2% per year, and there's no entry charge.",
    "If you sell units within a year of buying them, you pay a 1% exit charge.",
    "Over five years the fund averaged 6.4% a year, below the 7.1% of the MSCI World.",
    "You can start with 1,000 EUR, or with a savings plan of 50 EUR a month.",
    "Dividends are reinvested in the fund.",
    "Past returns are no guarantee of future performance.",
]

WRONG_FUND = [
    "The fund invests at least 60% of its assets in shares.",
    "The fund's risk indicator is 3.",
    "The fund beat its benchmark over the last 5 years.",
    "There is an entry charge of 1%.",
    "The exit charge applies to units held less than 24 months.",
    "The minimum investment is 500 EUR.",
    "Dividends are paid out to investors.",
    "The ongoing charges are 1.2% a month.",
    "The fund returned 7.1% a year on average over the last 5 years.",
]

SECURITY = (
    "Card security. Online card payments are confirmed in the app (3-D Secure). Contactless "
    "payments need your PIN after 5 consecutive contactless payments or once they add up to "
    "150 EUR since the last PIN entry. The daily ATM withdrawal limit is 600 EUR and the "
    "monthly limit is 3,000 EUR; both can be changed in the app, up to 1,000 EUR a day. If "
    "you enter a wrong PIN three times, the card is blocked until the next day. We will never "
    "ask for your PIN or your full card number by email, text or phone."
)

GROUNDED_SECURITY = [
    "You confirm online card payments in the app.",
    "After five contactless payments in a row, you'll be asked for your PIN.",
    "You need to enter your PIN once your contactless payments reach 150 EUR since you last "
    "used it.",
    "You can withdraw up to 600 EUR a day from ATMs, and 3,000 EUR a month.",
    "You can raise the daily ATM limit in the app to as much as 1,000 EUR.",
    "Three wrong PIN attempts block the card until the following day.",
    "The bank will never ask for your PIN by email, text or phone.",
]

WRONG_SECURITY = [
    "Contactless payments need your PIN after 10 payments in a row.",
    "The daily ATM limit is 1,000 EUR.",
    "You can raise the daily ATM limit to 2,000 EUR in the app.",
    "After three wrong PIN entries the card is blocked permanently.",
    "The bank may ask for your PIN by phone to verify your identity.",
    "Online card payments are confirmed by SMS code.",
    "The monthly ATM limit is 6,000 EUR.",
    "Contactless payments never need a PIN.",
]

FORMATTED = SECURITY  # the same text, answered with bullets, numbered steps and bold

GROUNDED_FORMATTED = [
    "Great question! 😊 Here's how it works:\n\n- **Online payments:** you confirm them in the "
    "app (3-D Secure).\n- **Contactless:** after 5 contactless payments in a row, you'll "
    "need your PIN.\n- **ATM limits:** 600 EUR a day and 3,000 EUR a month.",
    "1. Confirm online payments in the app.\n2. Enter your PIN after five contactless "
    "payments in a row.\n3. Three wrong PINs block the card until the next day.",
    "**Important:** the bank will *never* ask for your PIN by email, text or phone.",
    "Sure — you can change your ATM limits in the app, up to 1,000 EUR per day. Let me know "
    "if you need anything else!",
]

WRONG_FORMATTED = [
    "Here's how it works:\n\n- **Online payments:** confirmed by SMS.\n- **Contactless:** PIN "
    "after 5 payments in a row.\n- **ATM limits:** 600 EUR a day.",
    "1. Confirm online payments in the app.\n2. Enter your PIN after ten contactless "
    "payments in a row.",
    "**Important:** the bank may ask for your PIN by phone.",
    "Sure — you can change your ATM limits in the app, up to 5,000 EUR per day. Let me know "
    "if you need anything else!",
]

TRANSFER_STATUS = (
    "Transfer T-88213\nStatus: rejected\nAmount: 2,450.00 EUR\nBeneficiary: Maria Lopez, ES91 "
    "2100 0418 4502 0005 1332\nRequested: 26 November 2026, 14:32\nReason: beneficiary account "
    "closed\nFunds returned to your account: yes, on 27 November 2026\nFee charged: none"
)

GROUNDED_TRANSFER_STATUS = [
    "Your transfer of 2,450 EUR to Maria Lopez was rejected because her account is closed.",
    "The money was returned to your account on 27 November.",
    "You weren't charged a fee for it.",
    "You requested the transfer on 26 November 2026 at 2:32 pm.",
    "Transfer T-88213 was rejected.",
]

WRONG_TRANSFER_STATUS = [
    "Your transfer of 2,450 EUR to Maria Lopez has been completed.",
    "The transfer was rejected because of insufficient funds.",
    "The money will be returned within 5 business days.",
    "You were charged a 15 EUR fee for the rejected transfer.",
    "You requested the transfer on 25 November 2026.",
    "Your transfer of 4,250 EUR was rejected.",
    "You requested the transfer at 4:32 pm.",
]

SETS = (
    ("en, payment cut-off times", CUTOFF, "When are my payments executed?",
     GROUNDED_CUTOFF, WRONG_CUTOFF),
    ("en, overdraft", OVERDRAFT, "How does the overdraft work?",
     GROUNDED_OVERDRAFT, WRONG_OVERDRAFT),
    ("en, credit card", CREDIT_CARD, "What are the credit card terms?",
     GROUNDED_CREDIT_CARD, WRONG_CREDIT_CARD),
    ("en, AML case", AML_CASE, "Why was case 4471 escalated?",
     GROUNDED_AML_CASE, WRONG_AML_CASE),
    ("en, card replacement", REPLACEMENT, "How do I replace my card?",
     GROUNDED_REPLACEMENT, WRONG_REPLACEMENT),
    ("en, account opening", OPENING, "How do I open an account?",
     GROUNDED_OPENING, WRONG_OPENING),
    ("en, payment holidays", HOLIDAYS, "Can I take a payment holiday?",
     GROUNDED_HOLIDAYS, WRONG_HOLIDAYS),
    ("en, home insurance claims", HOME_CLAIMS, "How do home insurance claims work?",
     GROUNDED_HOME_CLAIMS, WRONG_HOME_CLAIMS),
    ("en, fund facts", FUND, "Tell me about the Global Equity Fund.",
     GROUNDED_FUND, WRONG_FUND),
    ("en, card security", SECURITY, "How is my card kept secure?",
     GROUNDED_SECURITY, WRONG_SECURITY),
    ("en, card security, formatted answers", FORMATTED, "How is my card kept secure?",
     GROUNDED_FORMATTED, WRONG_FORMATTED),
    ("en, transfer status (a tool's field lines)", TRANSFER_STATUS, "What happened to my transfer?",
     GROUNDED_TRANSFER_STATUS, WRONG_TRANSFER_STATUS),
)
