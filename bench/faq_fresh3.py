"""Ten more sets for bench/run_faq_paraphrases.py, written on 2026-12-01 (session 9)
after the fixes that bench/faq_fresh.py and faq_fresh2.py led to, and run once before
any fix of their own: notice savings, car insurance, a credit card, personal loan
eligibility, an AML case rationale (an analyst agent's), international transfers, a
children's savings account, ATM withdrawals abroad, a mortgage application, a routing
decision (a routing agent's field lines). Unlike faq_fresh2.py's, most grounded answers
restate facts; two or three per set apply a rule to a case or work a value out.

Their first run (out of sample) is recorded in bench/RESULTS.md, notes of session 9.
"""

from __future__ import annotations

# 1. Notice savings account
NOTICE_SAVINGS = (
    "Notice savings. The Nordhaven Bank 35-Day Notice Saver pays a fixed interest rate of "
    "3.10% a year, paid into the account once a year on 31 December. You can open the "
    "account with at least 1,000 EUR, and the balance must stay at 1,000 EUR or more while "
    "the account is open. To withdraw money, you give notice in the mobile app or by calling "
    "0800 412 300, and the money arrives in your linked current account 35 calendar days "
    "later. You can make up to 2 withdrawals per month; further notices in the same month are "
    "rejected. If you need money before the notice period ends, you can withdraw it early, "
    "but you lose 35 days' interest on the amount withdrawn. Early withdrawals are not "
    "possible in the first 14 days after the account is opened, except in the case of the "
    "account holder's death or a serious illness confirmed by a medical certificate. There is "
    "no fee for giving notice or for cancelling a notice before the money is paid out."
)
GROUNDED_NOTICE_SAVINGS = [
    "The 35-Day Notice Saver pays a fixed interest rate of 3.10% per year.",
    "Interest is paid into the account once a year, on 31 December.",
    (
        "You need at least 1000 EUR to open the account, and you must keep at least 1000 EUR "
        "in it while it stays open."
    ),
    "You can give notice either in the mobile app or by phoning 0800 412 300.",
    (
        "Once you give notice, the money reaches your linked current account thirty-five "
        "calendar days later."
    ),
    (
        "You can withdraw at most twice a month, and any further notice in the same month "
        "will be rejected."
    ),
    (
        "If you need the money sooner, you can take it out early, but you will lose 35 days' "
        "interest on the amount you take out."
    ),
    "Giving notice is free, and so is cancelling a notice before the money has been paid out.",
    (
        "If you give notice on 1 March, the money arrives in your linked current account on "
        "5 April."
    ),
    (
        "If you opened the account 10 days ago, an early withdrawal is only possible in the "
        "case of the account holder's death or a serious illness confirmed by a medical "
        "certificate."
    ),
]
WRONG_NOTICE_SAVINGS = [
    "The account pays a fixed interest rate of 3.10% per month.",
    "Interest is paid into the account once a year, on 30 June.",
    "You can open the account with as little as 500 EUR.",
    (
        "After you give notice, the money arrives in your linked current account 35 business "
        "days later."
    ),
    "You can make up to 3 withdrawals per month.",
    (
        "Early withdrawals are allowed at any time, including in the first 14 days after the "
        "account is opened."
    ),
    "If you withdraw early, you lose 35 days' interest on your whole balance.",
    "Cancelling a notice before the money is paid out costs a fee.",
    (
        "If you give notice on 1 March, the money arrives in your linked current account on "
        "1 April."
    ),
]

# 2. Car insurance: excess, no-claims discount, courtesy car, claims by phone
CAR_INSURANCE = (
    "Car insurance. The compulsory excess on a Nordhaven Motor policy is 250 EUR per claim, "
    "or 500 EUR if the driver at the time of the incident is under 25 years old. All claims "
    "carry the compulsory excess except windscreen claims: a windscreen repair has no excess, "
    "and a windscreen replacement has an excess of 100 EUR. You can add a voluntary excess of "
    "up to 1,000 EUR to lower your premium, and it is paid on top of the compulsory excess. "
    "Your no-claims discount is 10% for each consecutive claim-free year, up to a maximum of "
    "60% after 6 years. A claim that is your fault reduces the discount by 20 percentage "
    "points at your next renewal, while a claim that is not your fault does not affect it. "
    "While your car is repaired at one of our approved garages, you get a courtesy car for up "
    "to 14 days, provided the repair takes more than one day; no courtesy car is provided if "
    "your car is written off or stolen. You can report a claim by phone 24 hours a day, 7 "
    "days a week, and we will call you back within 2 hours to arrange the next steps."
)
GROUNDED_CAR_INSURANCE = [
    (
        "If the person driving at the time of the incident was under 25, the compulsory "
        "excess is 500 EUR instead of 250 EUR."
    ),
    (
        "You can choose a voluntary excess of as much as 1000 EUR to bring your premium down, "
        "and you pay it in addition to the compulsory excess."
    ),
    "A windscreen repair has no excess, while a windscreen replacement has a 100 EUR excess.",
    (
        "You earn a 10% no-claims discount for every consecutive year without a claim, capped "
        "at 60%."
    ),
    "A claim that was not your fault leaves your no-claims discount unchanged.",
    (
        "If your car is being repaired at an approved garage and the repair takes longer than "
        "a day, you get a courtesy car for up to 14 days."
    ),
    "You will not get a courtesy car if your car has been stolen or written off.",
    (
        "You can report a claim by phone at any time of the day or night, and we will call "
        "you back within two hours."
    ),
    (
        "If your discount is currently 40%, a claim that is your fault will cut it to 20% at "
        "your next renewal."
    ),
    (
        "If your policy has a 300 EUR voluntary excess and a 25-year-old was driving, you pay "
        "550 EUR of excess in total on a claim other than a windscreen claim."
    ),
]
WRONG_CAR_INSURANCE = [
    (
        "The compulsory excess is 250 EUR per claim, or 500 EUR if the driver at the time of "
        "the incident is under 30."
    ),
    (
        "The voluntary excess replaces the compulsory excess, so you only ever pay one of the "
        "two."
    ),
    "Windscreen claims never have an excess, even when the windscreen is replaced.",
    "Your no-claims discount reaches its maximum of 60% after 5 claim-free years.",
    (
        "Any claim, whether or not it was your fault, reduces your no-claims discount by 20 "
        "percentage points."
    ),
    (
        "You get a courtesy car whenever your car is repaired at an approved garage, however "
        "short the repair."
    ),
    "You also get a courtesy car for up to 14 days if your car is stolen.",
    (
        "After you report a claim by phone, we call you back within 2 business days to "
        "arrange the next steps."
    ),
    (
        "If your discount is currently 40%, a claim that is your fault will cut it to 30% at "
        "your next renewal."
    ),
]

# 3. Credit card: interest-free period, minimum payment, late fee, cash advances, statements
CREDIT_CARD = (
    "Credit card. The Nordhaven Classic credit card gives you up to 56 days without interest "
    "on purchases, provided you pay the full statement balance by the payment due date each "
    "month. Your statement is issued on the 5th of each month, and payment is due 25 calendar "
    "days after the statement date. If you do not pay in full, you must pay at least the "
    "minimum payment, which is 3% of the statement balance or 25 EUR, whichever is higher; if "
    "the balance is below 25 EUR, you pay the full balance. The interest rate on purchases is "
    "18.9% a year. If we do not receive at least the minimum payment by the due date, we "
    "charge a late payment fee of 15 EUR. Cash advances, such as withdrawals at cash "
    "machines, have a fee of 3% of the amount with a minimum of 5 EUR, and interest of 21.9% "
    "a year is charged from the day of the withdrawal, with no interest-free period. Payments "
    "to the card are free, except payments made at a branch counter, which cost 2 EUR each."
)
GROUNDED_CREDIT_CARD = [
    (
        "You can get up to 56 days without interest on purchases if you pay the full "
        "statement balance by the due date each month."
    ),
    (
        "Your statement comes out on the 5th of every month, and payment is due twenty-five "
        "calendar days later."
    ),
    (
        "The minimum payment is 3% of the statement balance or 25 EUR, whichever is more, and "
        "if you owe less than 25 EUR you pay the whole balance."
    ),
    "Purchases are charged interest at 18.9% per year.",
    (
        "If at least the minimum payment has not reached us by the due date, you are charged "
        "a 15 EUR late payment fee."
    ),
    (
        "Cash advances have no interest-free period: interest of 21.9% a year is charged from "
        "the day you withdraw the cash."
    ),
    (
        "Making payments to your card is free, unless you pay at a branch counter, where each "
        "payment costs 2 EUR."
    ),
    "On a statement balance of 2000 EUR, the minimum payment is 60 EUR.",
    (
        "Withdrawing 100 EUR at a cash machine costs a 5 EUR fee, because 3% of 100 EUR would "
        "only be 3 EUR."
    ),
    "If your statement is dated 5 April, your payment is due on 30 April.",
]
WRONG_CREDIT_CARD = [
    (
        "Purchases stay interest-free for up to 56 days even if you only pay the minimum "
        "payment."
    ),
    (
        "Your statement is issued on the 5th of each month, and payment is due 25 business "
        "days later."
    ),
    "The minimum payment is 3% of the statement balance or 25 EUR, whichever is lower.",
    "The minimum payment is 5% of the statement balance or 25 EUR, whichever is higher.",
    (
        "If the minimum payment arrives after the due date, we charge a late payment fee of "
        "25 EUR."
    ),
    "Cash advances get the same interest-free period as purchases.",
    "Cash advances have a fee of 3% of the amount, up to a maximum of 5 EUR.",
    "All payments to the card are free, including payments made at a branch counter.",
    "On a statement balance of 400 EUR, the minimum payment is 12 EUR.",
]

# 4. Personal loan eligibility
PERSONAL_LOAN = (
    "Personal loans. To apply for a Nordhaven personal loan, you must be between 21 and 70 "
    "years old, and the loan must be fully repaid before your 75th birthday. You must have "
    "been resident in Ireland for at least the last 3 years, except if you have been a "
    "Nordhaven current account customer for at least 12 months, in which case 1 year of "
    "residency is enough. Your net income must be at least 1,800 EUR per month, paid into a "
    "bank account. You must have worked for your current employer for at least 6 months or, "
    "if you are self-employed, have filed tax returns for at least 2 years. You can borrow "
    "from 2,000 EUR to 50,000 EUR, over a term of 12 to 84 months. We give you a decision "
    "within 1 business day of receiving all your documents, and the money is paid into your "
    "account within 2 business days after you sign the contract. When you apply, you need a "
    "valid ID, your last 3 payslips and your bank statements for the last 3 months; "
    "self-employed applicants send their last 2 tax returns instead of payslips."
)
GROUNDED_PERSONAL_LOAN = [
    "You can apply for a personal loan if you are aged 21 to 70.",
    "The loan has to be paid off in full before you turn 75.",
    (
        "You need to have lived in Ireland for at least the last three years, unless you have "
        "been a Nordhaven current account customer for 12 months or more, in which case one "
        "year is enough."
    ),
    "You need a net income of at least 1800 EUR a month, paid into a bank account.",
    (
        "If you are employed, you must have been with your current employer for at least six "
        "months."
    ),
    "You can borrow between 2000 EUR and 50,000 EUR, over a term of 12 to 84 months.",
    "Once we have all your documents, you will get a decision within one business day.",
    (
        "If you are employed, you need a valid ID, your last three payslips and your bank "
        "statements for the last three months."
    ),
    (
        "At 68, you cannot take an 84-month loan, because it would not be fully repaid before "
        "your 75th birthday."
    ),
    (
        "If you moved to Ireland 18 months ago and opened a Nordhaven current account when "
        "you arrived, you meet the residency requirement."
    ),
]
WRONG_PERSONAL_LOAN = [
    "You can apply if you are between 18 and 70 years old.",
    "The loan must be fully repaid before your 70th birthday.",
    (
        "Every applicant must have lived in Ireland for at least the last 3 years, with no "
        "exceptions."
    ),
    "Your net income must be at least 1,800 EUR per year, paid into a bank account.",
    "You must have worked for your current employer for at least 6 years.",
    "You can borrow from 2,000 EUR to 50,000 EUR, over a term of up to 120 months.",
    (
        "After you sign the contract, the money is paid into your account within 2 calendar "
        "days."
    ),
    (
        "Self-employed applicants must send their last 3 payslips as well as their last 2 "
        "tax returns."
    ),
    (
        "If you moved to Ireland 18 months ago and opened a Nordhaven current account 6 "
        "months ago, you meet the residency requirement."
    ),
]

# 5. Anti-money-laundering case rationale written by an analyst agent
AML_CASE = (
    "Case rationale AML-2024-0871, written by the transaction monitoring agent. From 3 to 7 "
    "June 2024, customer C-55210 made 5 cash deposits on 5 consecutive days at three "
    "different branches: 9,400 EUR, 9,800 EUR, 9,500 EUR, 9,900 EUR and 9,600 EUR, a total of "
    "48,200 EUR. The account was opened 7 weeks before the first deposit, and the customer "
    "declared a net income of 2,100 EUR per month as a warehouse employee. Under policy "
    "AML-4.2, every cash deposit of 10,000 EUR or more must be reported to the authorities, "
    "and none of these deposits reached that threshold. Under policy AML-4.5 (structuring), 3 "
    "or more cash deposits of more than 9,000 EUR each within 10 calendar days are treated as "
    "possible structuring, except where the customer has a documented business reason, such "
    "as a registered cash-based business. The customer has no registered business and gave "
    "no explanation when the branch asked about the source of the funds, so rule AML-4.5 "
    "applies. The total of 48,200 EUR is about 23 times the customer's declared monthly "
    "income. Decision: the case is escalated to the Money Laundering Reporting Officer with a "
    "recommendation to file a suspicious activity report within 5 business days. Until the "
    "officer decides, the account is restricted: incoming payments are still accepted, but "
    "outgoing payments and cash withdrawals are blocked, and the account is not closed."
)
GROUNDED_AML_CASE = [
    (
        "The customer made five cash deposits on five consecutive days, from 3 to 7 June "
        "2024, for a total of 48200 EUR."
    ),
    (
        "Each deposit was between 9,400 EUR and 9,900 EUR, so none of them reached the "
        "10,000 EUR reporting threshold under AML-4.2."
    ),
    "The account had been open for seven weeks when the first deposit was made.",
    "The customer declared earning 2,100 EUR net per month as a warehouse employee.",
    "The total deposited was about 23 times the customer's declared monthly income.",
    (
        "The structuring rule AML-4.5 was applied because there were at least three cash "
        "deposits of more than 9,000 EUR within 10 calendar days, and the customer had no "
        "registered business and gave no explanation for the funds."
    ),
    (
        "The case was escalated to the Money Laundering Reporting Officer with a "
        "recommendation to file a suspicious activity report within five business days."
    ),
    (
        "The account was restricted but not closed: until the officer decides, incoming "
        "payments are still accepted, while outgoing payments and cash withdrawals are blocked."
    ),
    "Even the largest deposit, 9,900 EUR, was 100 EUR below the 10,000 EUR reporting threshold.",
    (
        "Had the customer had a documented business reason, such as a registered cash-based "
        "business, the deposits would not have been treated as possible structuring under "
        "AML-4.5."
    ),
]
WRONG_AML_CASE = [
    "The customer made six cash deposits over 5 consecutive days, totalling 48,200 EUR.",
    "The five deposits totalled 47,200 EUR.",
    "The account had been open for 7 months before the first deposit.",
    (
        "Under policy AML-4.2, every cash deposit of 9,000 EUR or more must be reported to the "
        "authorities."
    ),
    (
        "Under AML-4.5, 3 or more cash deposits of more than 9,000 EUR each within 10 business "
        "days are treated as possible structuring."
    ),
    (
        "The structuring rule was applied even though the customer runs a registered "
        "cash-based business."
    ),
    "The customer declared a net income of 2,100 EUR per year as a warehouse employee.",
    (
        "The case was closed with no further action because none of the deposits reached the "
        "10,000 EUR threshold."
    ),
    "The account was closed while the Money Laundering Reporting Officer reviews the case.",
]

SETS_E = (
    ("en, notice savings", NOTICE_SAVINGS, "How does the notice savings account work?",
     GROUNDED_NOTICE_SAVINGS, WRONG_NOTICE_SAVINGS),
    ("en, car insurance", CAR_INSURANCE,
     "What do I pay if I make a claim on my car insurance, and will I get a courtesy car?",
     GROUNDED_CAR_INSURANCE, WRONG_CAR_INSURANCE),
    ("en, credit card interest and repayments", CREDIT_CARD,
     "How do interest and repayments work on the Classic credit card?",
     GROUNDED_CREDIT_CARD, WRONG_CREDIT_CARD),
    ("en, personal loan", PERSONAL_LOAN,
     "Can I get a personal loan, and what do I need to apply?",
     GROUNDED_PERSONAL_LOAN, WRONG_PERSONAL_LOAN),
    ("en, aml case rationale", AML_CASE,
     "Why was this customer's case escalated, and what happens to the account?",
     GROUNDED_AML_CASE, WRONG_AML_CASE),
)


# ---------------------------------------------------------------------------
# 1. International money transfers
# ---------------------------------------------------------------------------
INTERNATIONAL = (
    "International transfers at Northbay Bank. "
    "A transfer to a country in the European Economic Area (EEA) costs 3 EUR, and a transfer "
    "to any other country costs 15 EUR, except transfers to Switzerland, which cost 5 EUR. "
    "If the money is paid out in a currency other than euro, we convert it at our daily "
    "exchange rate plus a margin of 1.5%. "
    "Transfers to EEA countries arrive within 1 business day, and transfers to other countries "
    "arrive within 2 to 4 business days. "
    "Transfers submitted before 16:00 on a business day are sent the same day; transfers "
    "submitted later are sent on the next business day. "
    "To make a transfer, you need the recipient's full name, their IBAN or account number and "
    "the BIC code of their bank. "
    "You can send up to 20,000 EUR per day in online banking. "
    "You can cancel a transfer until it has been sent, but once it has been sent it cannot be "
    "cancelled."
)
GROUNDED_INTERNATIONAL = [
    "Sending money to a country in the EEA costs you 3 EUR.",
    (
        "For countries outside the EEA the fee is 15 EUR, with the exception of Switzerland, "
        "where it is 5 EUR."
    ),
    (
        "When the money is paid out in a currency other than euro, a 1.5% margin is added to "
        "the bank's daily exchange rate."
    ),
    "A transfer to an EEA country arrives within one business day.",
    "Transfers to countries outside the EEA take between two and four business days to arrive.",
    (
        "To make a transfer, you need the recipient's full name, their IBAN or account number "
        "and the BIC code of their bank."
    ),
    "In online banking you can send a maximum of 20000 EUR a day.",
    "You can still cancel a transfer as long as it has not been sent yet.",
    "If you send two transfers to Switzerland, the fees come to 10 EUR in total.",
    "A transfer you submit at 17:00 on a business day will be sent on the next business day.",
]
WRONG_INTERNATIONAL = [
    "Sending money to a country in the EEA costs 5 EUR.",
    "Every transfer to a country outside the EEA costs 15 EUR.",
    (
        "When the money is paid out in a currency other than euro, the exchange-rate margin "
        "is 2.5%."
    ),
    "Transfers to EEA countries arrive within 1 hour.",
    "Transfers to countries outside the EEA arrive within 1 business day.",
    "Transfers submitted before 16:00 on a business day are sent on the next business day.",
    "You can send up to 20,000 EUR per month in online banking.",
    "You can cancel a transfer at any time, even after it has been sent.",
    "Sending three transfers to EEA countries costs 6 EUR in total.",
]

# ---------------------------------------------------------------------------
# 2. Children's savings account
# ---------------------------------------------------------------------------
CHILD_SAVINGS = (
    "Junior Saver account at Lindenfeld Bank. "
    "A parent or legal guardian can open a Junior Saver account for any child younger than 16. "
    "Anyone, including grandparents and family friends, can pay money into the account, but "
    "only the parent or guardian who opened it can make withdrawals. "
    "The account pays interest of 3.0% a year on balances up to 5,000 EUR and 1.0% a year on "
    "the part of the balance above 5,000 EUR. "
    "Interest is paid into the account once a year, on 31 December. "
    "Up to 6,000 EUR can be paid into the account per calendar year, except interest, which "
    "does not count towards this limit. "
    "There are no fees for opening or keeping the account. "
    "When the child turns 18, the account becomes a standard Easy Saver account in the child's "
    "own name, and from then on only the child can make withdrawals."
)
GROUNDED_CHILD_SAVINGS = [
    (
        "A parent or legal guardian can open a Junior Saver account for any child under the "
        "age of 16."
    ),
    "Grandparents and family friends are allowed to pay money into the account.",
    (
        "Until the child turns 18, only the parent or guardian who opened the account can take "
        "money out of it."
    ),
    "Balances of up to 5000 EUR earn 3.0% interest a year.",
    "Any part of the balance above 5,000 EUR earns interest of 1.0% a year.",
    "Interest is added to the account once a year, on 31 December.",
    (
        "At 18 the account turns into a standard Easy Saver account in the child's own name, "
        "and only the child can then make withdrawals."
    ),
    (
        "Interest added to the account does not count towards the 6,000 EUR limit on deposits "
        "each calendar year."
    ),
    (
        "If 4,000 EUR has already been paid in this calendar year, up to 2,000 EUR more can "
        "still be paid in this year."
    ),
    "A parent or guardian can still open a Junior Saver account for a 12-year-old.",
]
WRONG_CHILD_SAVINGS = [
    "A Junior Saver account can be opened for a child up to the age of 18.",
    "Only parents and guardians can pay money into the account.",
    "Balances of up to 5,000 EUR earn interest of 3.0% per month.",
    "The whole balance earns 3.0% a year, however large it is.",
    "Interest is paid into the account every quarter.",
    "Interest paid into the account counts towards the 6,000 EUR yearly deposit limit.",
    "There is a small monthly fee for keeping the account.",
    "After the child turns 18, the parent who opened the account can still make withdrawals.",
    (
        "If 4,000 EUR has already been paid in this calendar year, up to 3,000 EUR more can "
        "still be paid in this year."
    ),
]

# ---------------------------------------------------------------------------
# 3. ATM withdrawals abroad
# ---------------------------------------------------------------------------
ATM_ABROAD = (
    "Cash withdrawals abroad with your Harbourline debit card. "
    "Harbourline does not charge for your first 4 cash withdrawals per calendar month at ATMs "
    "outside the eurozone. "
    "From the fifth withdrawal in the same calendar month, each withdrawal outside the eurozone "
    "costs 3 EUR. "
    "Harbourline charges no fee for withdrawals at ATMs in other eurozone countries. "
    "You can withdraw up to 1,000 EUR per day abroad, except with a Gold card, which has a "
    "daily limit of 2,500 EUR. "
    "Some ATM owners add their own fee for using their machine; this fee is shown on the ATM "
    "screen before you confirm the withdrawal, and Harbourline does not refund it. "
    "If a withdrawal fails and no cash is dispensed, the amount is released back to your "
    "account within 5 business days, and the failed withdrawal does not count as one of your "
    "4 free withdrawals."
)
GROUNDED_ATM_ABROAD = [
    (
        "Harbourline does not charge you for your first four cash withdrawals each calendar "
        "month at ATMs outside the eurozone."
    ),
    (
        "From your fifth withdrawal outside the eurozone in a calendar month, Harbourline "
        "charges 3 EUR per withdrawal."
    ),
    (
        "Harbourline does not charge a fee when you withdraw cash at ATMs in other eurozone "
        "countries."
    ),
    "Unless you have a Gold card, you can withdraw at most 1000 EUR a day abroad.",
    "With a Gold card, the daily cash limit abroad is 2,500 EUR.",
    (
        "If the ATM owner adds their own fee, you will see it on the screen before you confirm "
        "the withdrawal."
    ),
    "Harbourline does not give you back a fee charged by the ATM owner.",
    (
        "If a withdrawal fails and you get no cash, the amount goes back to your account within "
        "five business days."
    ),
    (
        "If you make 6 successful withdrawals outside the eurozone in one calendar month, "
        "Harbourline charges you 6 EUR in total."
    ),
    "With a Gold card you can withdraw 2,000 EUR abroad in a single day.",
]
WRONG_ATM_ABROAD = [
    (
        "Harbourline does not charge for your first 5 withdrawals outside the eurozone each "
        "calendar month."
    ),
    "Outside the eurozone, you get 4 withdrawals without a Harbourline fee per year.",
    (
        "From the fifth withdrawal in a calendar month, each withdrawal outside the eurozone "
        "costs 3% of the amount."
    ),
    "Harbourline charges 3 EUR for each withdrawal at ATMs in other eurozone countries.",
    "The daily limit abroad is 1,000 EUR for all cards, including the Gold card.",
    "Harbourline refunds any fee that an ATM owner adds.",
    "A failed withdrawal counts as one of your 4 free withdrawals.",
    (
        "If a withdrawal fails and no cash is dispensed, the amount is released back to your "
        "account within 24 hours."
    ),
    (
        "If you make 6 successful withdrawals outside the eurozone in one calendar month, "
        "Harbourline charges you 18 EUR in total."
    ),
]

# ---------------------------------------------------------------------------
# 4. Mortgage application
# ---------------------------------------------------------------------------
MORTGAGE = (
    "Applying for a mortgage with Westmere Bank. "
    "To apply, you need a valid passport or ID card, your payslips for the last 3 months and "
    "your bank statements for the last 3 months; if you are self-employed, you also need your "
    "tax returns for the last 2 years. "
    "After you apply, we arrange a valuation of the property, which takes up to 10 business "
    "days. "
    "Once the valuation is complete, we send you a mortgage offer within 5 business days. "
    "The offer is valid for 6 months from the date it is issued. "
    "A booking fee of 499 EUR is charged when you apply and is not refunded, except if we "
    "decline your application, in which case we refund it in full. "
    "You can borrow up to 90% of the property's value for a home you will live in, up to 75% "
    "for a buy-to-let property and up to 60% for a holiday home. "
    "Your monthly mortgage payment must not be more than 35% of your net income per month."
)
GROUNDED_MORTGAGE = [
    (
        "You will need a valid passport or ID card, plus your payslips and bank statements for "
        "the last three months."
    ),
    "If you are self-employed, you also have to provide your tax returns for the last two years.",
    "The property valuation takes no more than 10 business days.",
    "You receive a mortgage offer within five business days after the valuation is complete.",
    "A mortgage offer remains valid for six months from the date it is issued.",
    "You pay a booking fee of 499 EUR when you apply.",
    "The booking fee is refunded in full if Westmere Bank declines your application.",
    "For a holiday home you can borrow at most 60% of the property's value.",
    "For a home you will live in that is worth 300,000 EUR, you can borrow up to 270,000 EUR.",
    (
        "If your net income is 3,000 EUR per month, your monthly mortgage payment can be at most "
        "1,050 EUR."
    ),
]
WRONG_MORTGAGE = [
    "You need your payslips for the last 6 months.",
    "Every applicant has to provide tax returns for the last 2 years.",
    "The property valuation takes up to 5 business days.",
    "A mortgage offer is valid for 6 weeks from the date it is issued.",
    "The booking fee is refunded if you withdraw your application yourself.",
    "There is no booking fee when you apply for a mortgage.",
    "You can borrow up to 90% of the value of a buy-to-let property.",
    "Your monthly mortgage payment can be up to 35% of your net income per year.",
    "For a buy-to-let property worth 200,000 EUR, you can borrow up to 160,000 EUR.",
]

# ---------------------------------------------------------------------------
# 5. Routing decision from a customer-service routing agent
# ---------------------------------------------------------------------------
ROUTING = (
    "Request: 'My card got bent and the chip no longer works, can I get a new one?'\n"
    "Intent: replace damaged card\n"
    "Language: English\n"
    "Customer segment: premium\n"
    "Authentication: passed\n"
    "Channel: chat\n"
    "Routed to: card services, premium queue\n"
    "Reason: intent matched with confidence 0.94, above the 0.80 threshold\n"
    "Expected wait: under 5 minutes\n"
    "Fallback: general queue if not answered within 15 minutes\n"
    "Replacement fee: 0 EUR for premium customers, except 10 EUR for each replacement after "
    "the second in a calendar year"
)
GROUNDED_ROUTING = [
    "The customer's request was classified as replacing a damaged card.",
    "The request was sent to the premium queue of card services.",
    "The intent was matched with a confidence of 0.94, which is above the 0.80 threshold.",
    "The customer is expected to wait less than five minutes.",
    "If nobody answers the request within 15 minutes, it falls back to the general queue.",
    "The customer passed authentication and is contacting the bank via chat.",
    "The customer is a premium customer writing in English.",
    (
        "The expected wait of under 5 minutes is shorter than the 15 minutes after which the "
        "fallback applies."
    ),
    "If this were the customer's third replacement this calendar year, it would cost 10 EUR.",
    "The match confidence of 0.94 is 0.14 above the threshold.",
]
WRONG_ROUTING = [
    "The request was sent to the general queue of card services.",
    "The customer's request was classified as reporting a lost card.",
    "The expected wait is between 10 and 15 minutes.",
    "If the request is not answered within 5 minutes, it falls back to the general queue.",
    "The intent was matched with a confidence of 0.84.",
    "The customer contacted the bank by phone.",
    "The customer failed authentication.",
    "Premium customers pay 10 EUR for every card replacement.",
    "The customer is a standard customer writing in English.",
]

SETS_F = (
    ("en, international transfers", INTERNATIONAL, "How do international transfers work?",
     GROUNDED_INTERNATIONAL, WRONG_INTERNATIONAL),
    ("en, children's savings account", CHILD_SAVINGS,
     "How does the children's savings account work?",
     GROUNDED_CHILD_SAVINGS, WRONG_CHILD_SAVINGS),
    ("en, ATM withdrawals abroad", ATM_ABROAD, "What does it cost to withdraw cash abroad?",
     GROUNDED_ATM_ABROAD, WRONG_ATM_ABROAD),
    ("en, mortgage application", MORTGAGE, "How does applying for a mortgage work?",
     GROUNDED_MORTGAGE, WRONG_MORTGAGE),
    ("en, routing decision", ROUTING,
     "Where has my request been sent, and how long will I wait?",
     GROUNDED_ROUTING, WRONG_ROUTING),
)

SETS = (*SETS_E, *SETS_F)
