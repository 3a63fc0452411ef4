"""Ten more sets for bench/run_faq_paraphrases.py, written on 2026-12-01 (session 9)
before any fix they led to: standing orders, a student account, repaying a loan early,
paying in cheques, complaints, switching an account, debit card cashback, the accounts
of a customer who has died, a loan decision's rationale, mobile app security.

As first written, with verifier v7 and the bundled calibration (the first run on them,
out of sample): grounded answers passed 59 of 100, planted errors were flagged 68 of 90.
They were then used to find and fix what they caught, so later figures on them are not
out of sample (bench/RESULTS.md, notes of session 9).
"""

from __future__ import annotations

STANDING_ORDERS = (
    "Standing orders. You can set up, change or cancel a standing order in the app, in online "
    "banking or at any branch of Northvale Bank, at no cost. Changes and cancellations must be "
    "made by 11:00 pm on the business day before the payment is due. If a payment date falls "
    "on a weekend or a public holiday, the payment is made on the next business day, except for "
    "payments to Northvale accounts, which are made on the scheduled day. A standing order can "
    "run weekly, monthly or once a year, and each payment can be up to 10,000 EUR. For payments "
    "over 5,000 EUR, you must confirm the standing order with a code sent to your phone. If a "
    "payment fails because there is not enough money in your account, we charge a fee of 8 EUR, "
    "up to a maximum of 24 EUR in total per month. After three failed payments in a row, the "
    "standing order is cancelled automatically."
)
GROUNDED_STANDING_ORDERS = [
    (
        "Setting up, changing or cancelling a standing order is free, whether you use the app, "
        "online banking or a branch."
    ),
    (
        "To change or cancel a standing order, you have to do it by 11 pm on the business day "
        "before the payment is due."
    ),
    (
        "If a payment to an account at another bank is due on a Saturday, it is made on the next "
        "business day."
    ),
    (
        "Standing order payments to Northvale accounts are made on the scheduled day, even if "
        "that day is a public holiday."
    ),
    "Each standing order payment can be at most 10000 EUR.",
    "You can choose to have a standing order run weekly, monthly or once a year.",
    "A standing order of 6,000 EUR has to be confirmed with a code sent to your phone.",
    (
        "If two payments fail in the same month because your balance is too low, you pay "
        "16 EUR in fees."
    ),
    (
        "However many payments fail in a month for lack of funds, the failed payment fees will "
        "not exceed 24 EUR that month."
    ),
    "A standing order is cancelled automatically after three consecutive failed payments.",
]
WRONG_STANDING_ORDERS = [
    "Changes and cancellations must be made by 11 pm on the day the payment is due.",
    (
        "If a payment date falls on a weekend, all standing order payments are made on the next "
        "business day."
    ),
    (
        "Payments to Northvale accounts that fall on a public holiday are made on the next "
        "business day."
    ),
    "Each standing order payment can be up to 5,000 EUR.",
    (
        "You must confirm with a code sent to your phone for standing order payments over "
        "1,000 EUR."
    ),
    "A failed payment costs 8 EUR, up to a maximum of 24 EUR in total per year.",
    "Cancelling a standing order at a branch costs 8 EUR.",
    (
        "If two payments fail in the same month because there is not enough money, you pay "
        "24 EUR in fees."
    ),
    "After two failed payments in a row, the standing order is cancelled automatically.",
]

STUDENT_ACCOUNT = (
    "Student Account. Harbour & Crane Bank's Student Account is open to full-time students aged "
    "17 to 30 who are enrolled on a university or college course lasting at least two years. "
    "It includes an interest-free overdraft of up to 1,000 EUR in your first year of study, "
    "1,500 EUR in your second year and 2,000 EUR from your third year onwards. For overdraft "
    "limits over 1,000 EUR, you must send us proof of enrolment at the start of each academic "
    "year. There is no monthly fee, and using your card abroad is free, except for cash "
    "withdrawals abroad, which cost 2% of the amount withdrawn. You also get a free railcard "
    "for your first year of study and 5% cashback on bookshop purchases, up to 50 EUR a year. "
    "After you graduate, the account becomes a Graduate Account for two years, with an "
    "interest-free overdraft of up to 1,500 EUR in the first year and 1,000 EUR in the second "
    "year. If you do not send proof of graduation within 3 months after your course ends, we "
    "move you to a standard current account with a monthly fee of 4 EUR."
)
GROUNDED_STUDENT_ACCOUNT = [
    (
        "If you are a full-time student aged between 17 and 30 on a university or college "
        "course lasting at least two years, you can open a Student Account."
    ),
    "In your first year of study, you can have an interest-free overdraft of up to 1000 EUR.",
    (
        "To get a 1,500 EUR overdraft limit in your second year, you need to send proof of "
        "enrolment at the start of that academic year."
    ),
    "There is no monthly charge for the Student Account.",
    "Withdrawing 200 EUR in cash abroad costs you 4 EUR.",
    "Paying by card in a shop abroad costs you nothing.",
    (
        "You get a free railcard for your first year, plus 5% cashback at bookshops, capped at "
        "50 EUR a year."
    ),
    "If you spend 400 EUR in bookshops in a year, you get 20 EUR cashback.",
    (
        "After graduation, your account turns into a Graduate Account for two years, with an "
        "interest-free overdraft of up to 1,500 EUR in the first year and 1,000 EUR in the "
        "second."
    ),
    (
        "If you don't send proof of graduation within three months after your course ends, "
        "you'll be moved to a standard current account costing 4 EUR a month."
    ),
]
WRONG_STUDENT_ACCOUNT = [
    "The Student Account is only open to students aged 18 to 30.",
    "Students on a one-year college course can open a Student Account.",
    "In your second year of study, the interest-free overdraft is up to 2,000 EUR.",
    (
        "You must send proof of enrolment at the start of each academic year, whatever your "
        "overdraft limit."
    ),
    "Using your card abroad is always free, including cash withdrawals.",
    "Withdrawing 200 EUR in cash abroad costs you 2 EUR.",
    "The 5% bookshop cashback is capped at 50 EUR a month.",
    "You get a free railcard for every year of your studies.",
    (
        "If you don't send proof of graduation within 3 months after your course ends, you are "
        "moved to a standard current account with no monthly fee."
    ),
]

EARLY_REPAYMENT = (
    "Early repayment of a personal loan. You can repay part or all of your Aldmoor Bank "
    "personal loan early at any time. A partial early repayment must be at least 500 EUR, and "
    "you can make up to four partial early repayments a year. For a full early repayment, you "
    "must give us at least 10 calendar days' notice, in the app, by phone or at a branch. The "
    "early repayment fee is 1% of the amount repaid if more than 12 months of the loan term "
    "remain, and 0.5% if 12 months or less remain. The fee is capped at 250 EUR for each early "
    "repayment. No fee is charged on early repayments made in the last 3 months of the loan "
    "term. After a partial repayment, your monthly instalment goes down and the end date stays "
    "the same, except if you ask us to shorten the loan term instead."
)
GROUNDED_EARLY_REPAYMENT = [
    "You can pay off your personal loan early, in full or in part, whenever you like.",
    "Each partial early repayment has to be 500 EUR or more.",
    "You can make a maximum of four partial early repayments per year.",
    (
        "If you want to repay the whole loan early, you need to give at least ten calendar "
        "days' notice, which you can do in the app, by phone or in a branch."
    ),
    (
        "If you repay 3,000 EUR early and more than 12 months of the term are left, the fee is "
        "30 EUR."
    ),
    "With 8 months of the loan term left, repaying 4,000 EUR early costs a 20 EUR fee.",
    (
        "Repaying 40,000 EUR early with two years of the term left costs 250 EUR, not 400 EUR. "
        "That is because the fee is capped at 250 EUR per early repayment."
    ),
    "There is no early repayment fee if you repay during the final three months of your loan.",
    (
        "After a partial repayment, your monthly payments are lowered and the loan ends on the "
        "same date, unless you ask for a shorter term instead."
    ),
    "The fee is 1% of the amount you repay early when more than a year of the loan term is left.",
]
WRONG_EARLY_REPAYMENT = [
    "A partial early repayment must be at least 1,000 EUR.",
    "You can make up to four partial early repayments per month.",
    "For a full early repayment, you need to give at least 10 business days' notice.",
    "Notice of a full early repayment can only be given at a branch.",
    (
        "If you repay 3,000 EUR early and more than 12 months of the term are left, the fee is "
        "15 EUR."
    ),
    "With 8 months of the loan term left, the early repayment fee is 1% of the amount repaid.",
    (
        "Repaying 40,000 EUR early with two years of the term left costs a fee of 400 EUR."
    ),
    "Early repayments made in the last 3 months of the loan term are charged a 0.5% fee.",
    "A partial early repayment always shortens your loan term.",
]

CHEQUES = (
    "Paying in cheques. You can pay in EUR cheques to your Brightwater Bank account using the "
    "mobile app, at a branch or at one of our deposit ATMs. In the app, each cheque can be for "
    "up to 2,500 EUR and you can pay in up to 5,000 EUR per day in total; there is no limit at "
    "a branch. Deposit ATMs accept cheques of up to 10,000 EUR each. Cheques paid in before "
    "4 pm on a business day are available in your account by 11:59 pm on the next business "
    "day; cheques paid in later are treated as paid in on the next business day. If a cheque "
    "you paid in is returned unpaid, we charge a fee of 15 EUR, except for cheques issued by "
    "Brightwater Bank customers, where no fee applies. Cheques are valid for 6 months from the "
    "date written on them, and we cannot accept older cheques. Paying in cheques is free for up "
    "to 20 cheques a month, and each further cheque costs 0.50 EUR."
)
GROUNDED_CHEQUES = [
    "You can deposit a cheque through the mobile app, at a branch or at a deposit ATM.",
    "In the app, the maximum for a single cheque is 2500 EUR.",
    "You could pay in two cheques of 2,500 EUR each in the app on the same day.",
    (
        "A cheque for 8,000 EUR can't be paid in with the app, but you can pay it in at a "
        "deposit ATM or at a branch."
    ),
    (
        "If you pay in a cheque before 4 pm on a business day, the money will be in your "
        "account by 11:59 pm the next business day."
    ),
    (
        "A cheque paid in after 4 pm on a business day is treated as paid in on the following "
        "business day."
    ),
    (
        "If a cheque you deposited bounces, you pay a 15 EUR fee, unless it was written by a "
        "Brightwater Bank customer."
    ),
    "A cheque dated more than six months ago can't be paid in.",
    (
        "If you pay in 25 cheques in a month, you pay 2.50 EUR. "
        "That covers the five cheques above the free allowance."
    ),
    "The first twenty cheques you pay in each month are free of charge.",
]
WRONG_CHEQUES = [
    "In the app, each cheque can be for up to 5,000 EUR.",
    "You can pay in up to 5,000 EUR per week in total in the app.",
    "Deposit ATMs accept cheques of any amount.",
    (
        "Cheques paid in before 4 pm on a business day are available by 11:59 pm on the same "
        "day."
    ),
    "Every returned cheque costs you 15 EUR, whoever issued it.",
    (
        "There is no fee if a cheque from a customer of another bank is returned unpaid."
    ),
    "Cheques are valid for 6 weeks from the date written on them.",
    "If you pay in 25 cheques in a month, you pay 12.50 EUR in fees.",
    "Paying in cheques is free for up to 20 cheques a year.",
]

COMPLAINTS = (
    "Making a complaint. You can complain to Calder Mutual Bank by phone, by email, in the app "
    "or at any branch, and it costs nothing. We acknowledge every complaint within 2 business "
    "days of receiving it. We send our final response within 15 business days, except for "
    "complaints about international payments, where we may take up to 35 business days. If "
    "you are unhappy with our final response, or you have not received one by the deadline, "
    "you can refer your complaint to the Financial Services Ombudsman at no cost. You must "
    "contact the Ombudsman within 6 months of the date of our final response. If we made a "
    "mistake, we refund any fees and interest you were charged because of it. We may also pay "
    "up to 250 EUR in compensation for distress or inconvenience. For losses over 1,000 EUR "
    "caused by our mistake, we also pay interest of 4% a year on the amount, from the date of "
    "the loss until we refund it."
)
GROUNDED_COMPLAINTS = [
    (
        "You can make a complaint by phone, by email, through the app or in any branch, free "
        "of charge."
    ),
    "We will confirm that we have received your complaint within two business days.",
    (
        "If your complaint is not about an international payment, you will get our final "
        "response within 15 business days."
    ),
    (
        "If your complaint is about an international payment, the final response may take up "
        "to 35 business days."
    ),
    (
        "If you disagree with our final response, you can take your complaint to the Financial "
        "Services Ombudsman, and this is free."
    ),
    (
        "If you have had no final response by the deadline, you can go to the Financial "
        "Services Ombudsman."
    ),
    "You have six months from the date of our final response to contact the Ombudsman.",
    "If a mistake by us caused you to be charged fees or interest, we refund them.",
    "Any compensation for distress or inconvenience will be no more than 250 EUR.",
    (
        "Say our mistake cost you 2,000 EUR and we refund it exactly one year later. "
        "You would also receive 80 EUR in interest."
    ),
]
WRONG_COMPLAINTS = [
    "You can also make a complaint by post.",
    "We acknowledge every complaint within 2 calendar days of receiving it.",
    (
        "We send our final response within 15 business days for every complaint, including "
        "those about international payments."
    ),
    (
        "For complaints about international payments, the final response may take up to "
        "25 business days."
    ),
    "There is a fee for referring your complaint to the Financial Services Ombudsman.",
    "You must contact the Ombudsman within 6 weeks of the date of our final response.",
    (
        "You can only refer your complaint to the Ombudsman once you have received our final "
        "response."
    ),
    "Compensation for distress or inconvenience can be up to 500 EUR.",
    "For a loss of 500 EUR caused by our mistake, we also pay interest of 4% a year on it.",
]

SETS_A = (
    ("en, standing orders", STANDING_ORDERS, "How do standing orders work?",
     GROUNDED_STANDING_ORDERS, WRONG_STANDING_ORDERS),
    ("en, student account", STUDENT_ACCOUNT, "What do I get with a Student Account?",
     GROUNDED_STUDENT_ACCOUNT, WRONG_STUDENT_ACCOUNT),
    ("en, early loan repayment", EARLY_REPAYMENT,
     "Can I pay off my personal loan early, and what does it cost?",
     GROUNDED_EARLY_REPAYMENT, WRONG_EARLY_REPAYMENT),
    ("en, cheque deposits", CHEQUES,
     "How can I pay in a cheque and when will I get the money?",
     GROUNDED_CHEQUES, WRONG_CHEQUES),
    ("en, complaints", COMPLAINTS, "How do I make a complaint and what happens next?",
     GROUNDED_COMPLAINTS, WRONG_COMPLAINTS),
)


# 1. Switching a current account -----------------------------------------

SWITCHING = (
    "Switching your current account. "
    "Our switching service is free and moves your current account from another bank "
    "to Northbridge Bank in 7 business days. "
    "The switch date, which you choose, must be at least 10 business days after you "
    "sign the switching form. "
    "Standing orders, direct debits and incoming payments such as your salary move "
    "automatically, except standing orders to other accounts you hold at your old bank. "
    "Debit cards, cheque books and overdrafts do not move, so you must apply "
    "separately if you want an overdraft with us. "
    "On the switch date your old account is closed and its balance is transferred "
    "to your new account. "
    "For 36 months after the switch, payments sent to your old account are "
    "redirected to your new account. "
    "If a payment is missed or charged late because of the switch, we refund any "
    "interest and charges it caused and pay up to 100 EUR extra compensation. "
    "You can use the service up to 3 times a year."
)
GROUNDED_SWITCHING = [
    "Switching to Northbridge Bank with the switching service costs you nothing, "
    "and it takes seven business days.",
    "Your direct debits and your salary are moved to your new account for you "
    "automatically.",
    "Standing orders that pay into another account of yours at your old bank are "
    "not moved automatically.",
    "Your debit card and your overdraft are not transferred; if you want an "
    "overdraft at Northbridge Bank, you have to apply for it separately.",
    "The switch date you pick has to be at least ten business days after the day "
    "you sign the switching form.",
    "Any money left in your old account is transferred to your new account on the "
    "switch date, when the old account is closed.",
    "For three years after the switch, payments that are sent to your old account "
    "are redirected to your new one.",
    "If the switch causes a payment to be missed or charged late, the bank refunds "
    "the interest and charges this caused and pays extra compensation of up to 100 EUR.",
    "You can use the switching service at most three times a year.",
    "If you sign the switching form today, your switch date can be no sooner than "
    "10 business days from today.",
]
WRONG_SWITCHING = [
    "Our switching service is free and moves your account in 7 calendar days.",
    "The switch date must be at least 5 business days after you sign the switching "
    "form.",
    "Standing orders, direct debits and your salary all move automatically, with no "
    "exceptions.",
    "Your debit card and your overdraft move automatically to your new Northbridge "
    "account.",
    "For 12 months after the switch, payments sent to your old account are "
    "redirected to your new account.",
    "The switching service costs 25 EUR, and it moves your account in 7 business days.",
    "If a payment is missed because of the switch, the bank refunds the charges it "
    "caused and pays up to 500 EUR extra compensation.",
    "You can use the switching service up to 3 times a month.",
    "Your old account stays open after the switch date, and its balance is "
    "transferred to your new account.",
]

# 2. Cashback on a debit card ---------------------------------------------

CASHBACK = (
    "Cashback on your Northbridge debit card. "
    "You earn 3% cashback at supermarkets, 2% at fuel stations and 1% on all other "
    "card purchases. "
    "Cashback is capped at 15 EUR per month. "
    "You only earn cashback in a month in which your card purchases total at least "
    "500 EUR. "
    "Cashback is not earned on cash withdrawals, gambling transactions or money "
    "transfers. "
    "Cashback earned in a month is paid into your account on the 10th day of the "
    "following month. "
    "If you close your card, any cashback not yet paid is cancelled, except cashback "
    "for months that ended before the card was closed, which is still paid on the "
    "usual date. "
    "Joining the programme is free, and there is no yearly fee."
)
GROUNDED_CASHBACK = [
    "Supermarket purchases earn you 3% cashback, fuel stations 2% and all other card "
    "purchases 1%.",
    "The most cashback you can get in one month is 15 EUR.",
    "To earn any cashback in a month, you need to spend at least 500 EUR on card "
    "purchases in that month.",
    "Cash withdrawals, gambling and money transfers do not earn you any cashback.",
    "Cashback you earn in March is paid into your account on 10 April.",
    "If you spend 400 EUR at supermarkets and 200 EUR on other purchases in a month, "
    "you earn 14 EUR cashback.",
    "If your supermarket purchases in a month come to 800 EUR, you get 15 EUR "
    "cashback rather than 24 EUR, because of the monthly cap.",
    "If you spend only 450 EUR with your card in a month, you earn no cashback for "
    "that month.",
    "When you close your card, cashback for the month in progress is cancelled, but "
    "cashback for months that had already ended is still paid on the usual date.",
    "The programme costs nothing to join and has no annual fee.",
]
WRONG_CASHBACK = [
    "You earn 3% cashback at fuel stations and 2% at supermarkets.",
    "Cashback is capped at 15 EUR per year.",
    "You earn cashback in any month, however little you spend with your card.",
    "Cash withdrawals earn 1% cashback, like other card transactions.",
    "Cashback earned in a month is paid into your account on the 1st day of the "
    "following month.",
    "If you spend 500 EUR at fuel stations in a month, you earn 5 EUR cashback.",
    "When you close your card, all cashback not yet paid is cancelled, including "
    "cashback for months that had already ended.",
    "The programme is free to join, but it has a yearly fee.",
    "You earn cashback in a month once your card purchases reach 300 EUR.",
]

# 3. Accounts of a customer who has died ----------------------------------

DECEASED = (
    "Accounts of a customer who has died. "
    "When we are told that a customer has died, we freeze all accounts held in their "
    "sole name, and card payments, standing orders and direct debits from them stop. "
    "No money can be paid out of a frozen account, except funeral bills, which we pay "
    "directly to the funeral provider when we receive the invoice, up to 8,000 EUR "
    "in total. "
    "Joint accounts are not frozen and pass automatically to the surviving account "
    "holder. "
    "To release the money, we need the original or a certified copy of the death "
    "certificate and proof of the executor's identity. "
    "If the total balance of the frozen accounts is more than 30,000 EUR, we also "
    "need a grant of probate. "
    "Once we have received all the documents, we pay the balance to the executor "
    "within 10 business days. "
    "Interest on savings accounts is still added once a month until the money is "
    "paid out. "
    "We charge no fees for closing the accounts of a customer who has died."
)
GROUNDED_DECEASED = [
    "Once the bank is told of the death, every account in the customer's sole name "
    "is frozen.",
    "Card payments, standing orders and direct debits from an account in the "
    "customer's sole name stop when it is frozen.",
    "The bank can still pay funeral bills from a frozen account, up to a total of "
    "8000 EUR, directly to the funeral provider.",
    "A joint account is not frozen; it passes automatically to the surviving account "
    "holder.",
    "You need to provide the original death certificate or a certified copy of it, "
    "together with proof of the executor's identity.",
    "If the frozen accounts hold 45,000 EUR in total, a grant of probate is needed as "
    "well as the death certificate and proof of the executor's identity.",
    "After all the documents have arrived, the executor receives the balance within "
    "ten business days.",
    "If the funeral invoice is 6,500 EUR, the bank can pay it in full from the frozen "
    "account to the funeral provider.",
    "Savings accounts keep earning interest, added monthly, until the money is paid "
    "out.",
    "Closing the accounts of a customer who has died is free of charge.",
]
WRONG_DECEASED = [
    "Accounts in the customer's sole name stay open for card payments until the "
    "death certificate arrives.",
    "Funeral bills can be paid from a frozen account up to 10,000 EUR in total.",
    "Joint accounts are frozen as well, until the surviving account holder sends the "
    "death certificate.",
    "If the frozen accounts hold 20,000 EUR in total, a grant of probate is needed as "
    "well.",
    "Once all the documents are received, the balance is paid to the executor within "
    "10 calendar days.",
    "Interest on savings accounts stops being added from the day the accounts are "
    "frozen.",
    "The bank charges a fee for closing the accounts of a customer who has died.",
    "Funeral bills are paid from the frozen account to the executor, who then pays "
    "the funeral provider.",
    "Any bill can be paid from a frozen account, up to 8,000 EUR in total.",
]

# 4. Loan decision rationale from a credit-decision agent -----------------

LOAN_DECISION = (
    "Credit decision, application 2024-1187. "
    "Applicant: net income 3,200 EUR a month, existing debt payments 800 EUR a month, "
    "customer for 3 years, credit score 650. "
    "Requested: 20,000 EUR over 60 months, with an instalment of 400 EUR a month. "
    "Policy: the debt-to-income ratio is all monthly debt payments, including the new "
    "instalment, divided by net monthly income, and applications with a ratio above "
    "40% are declined. "
    "Applications with a credit score below 600 are declined. "
    "Loans above 15,000 EUR need a credit score of at least 680, except for "
    "applicants who have been customers for more than 5 years, who need at least 640. "
    "Decision: declined. "
    "The debt-to-income rule and the minimum score of 600 were met, but the loan is "
    "above 15,000 EUR and the score of 650 is below the required 680."
)
GROUNDED_LOAN_DECISION = [
    "The application was declined because a loan of 20,000 EUR is above 15,000 EUR "
    "and needs a credit score of at least 680, while the applicant's score is 650.",
    "Including the new 400 EUR instalment, the applicant's debt payments come to "
    "1,200 EUR a month, which is 37.5% of the 3,200 EUR monthly income.",
    "A debt-to-income ratio of 37.5% is below the 40% limit, so this rule did not "
    "cause the decline.",
    "The applicant's score of 650 is above the general minimum of 600.",
    "The lower threshold of 640 did not apply, because the applicant has been a "
    "customer for 3 years, not more than 5.",
    "Had the applicant been a customer for more than five years, the score of 650 "
    "would have met the 640 requirement for loans above 15,000 EUR.",
    "The applicant's score falls 30 points short of the 680 required for a loan of "
    "this size.",
    "The requested 20,000 EUR was to be repaid over 60 months at 400 EUR a month.",
    "The only rule the application failed was the minimum score of 680 for loans "
    "above 15,000 EUR.",
    "Without the new instalment, the existing debt payments of 800 EUR a month are "
    "25% of the applicant's monthly income.",
]
WRONG_LOAN_DECISION = [
    "Including the new instalment, the applicant's debt-to-income ratio is 25%.",
    "The application was declined because the debt-to-income ratio is above 40%.",
    "The application was declined because the credit score is below the general "
    "minimum of 600.",
    "Loans above 15,000 EUR need a credit score of at least 700, which the "
    "applicant's 650 does not reach.",
    "The application was approved, because the debt-to-income ratio is below 40%.",
    "The applicant needed a score of only 640, because the applicant has been a "
    "customer for 3 years.",
    "The applicant's score is 20 points short of the score required for this loan.",
    "Including the new instalment, the applicant's debt payments come to 1,200 EUR "
    "a year.",
    "Loans above 10,000 EUR need a credit score of at least 680, so this loan "
    "required that score.",
]

# 5. Mobile app security and devices --------------------------------------

APP_SECURITY = (
    "Security in the Northbridge mobile app. "
    "You can register the app on up to 3 devices at the same time. "
    "You can log in with your fingerprint or face recognition instead of your "
    "5-digit PIN, except on devices whose operating system is no longer supported by "
    "its maker, where you must use the PIN. "
    "After 3 wrong PIN attempts in a row, the app is blocked for 24 hours; after 5 "
    "wrong attempts, it is blocked until you call us. "
    "For the first 48 hours after a new device is registered, transfers from that "
    "device are limited to 500 EUR per day, and payments to new recipients are not "
    "allowed. "
    "If your phone is lost or stolen, call our 24-hour security line on "
    "0800 123 456 or block the device in online banking, and we will remove it from "
    "your account straight away. "
    "Registering a device and blocking a lost one are free of charge. "
    "We will never ask for your PIN by phone, email or text message."
)
GROUNDED_APP_SECURITY = [
    "You can have the app registered on at most three devices at once.",
    "Instead of your PIN, you can log in with your fingerprint or your face, unless "
    "your device's operating system is no longer supported by its maker.",
    "On a device whose operating system its maker no longer supports, you have to "
    "log in with your five-digit PIN.",
    "If you enter a wrong PIN three times in a row, the app is blocked for 24 hours.",
    "After five wrong PIN attempts, the app stays blocked until you call the bank.",
    "During the first 48 hours after you register a new device, you can transfer "
    "up to 500 EUR a day from it.",
    "If you registered a new phone 10 hours ago, you cannot yet use it to make a "
    "payment to a new recipient.",
    "A lost or stolen phone can be reported at any hour on 0800 123 456, or you can "
    "block it yourself in online banking.",
    "Registering a device costs nothing, and neither does blocking a lost one.",
    "The bank will never ask you for your PIN in a phone call, an email or a text "
    "message.",
]
WRONG_APP_SECURITY = [
    "You can register the app on up to 5 devices at the same time.",
    "You can always log in with your fingerprint or face recognition, whatever "
    "device you use.",
    "After 3 wrong PIN attempts in a row, the app is blocked for 12 hours.",
    "After 5 wrong PIN attempts, the app unlocks itself again after 24 hours.",
    "For the first 48 hours after a new device is registered, transfers from it are "
    "limited to 500 EUR per week.",
    "For the first 24 hours after a new device is registered, transfers from it are "
    "limited to 500 EUR per day.",
    "During the first 48 hours on a new device, you can pay new recipients up to "
    "500 EUR a day.",
    "Blocking a lost phone through the security line costs 10 EUR.",
    "The security line for lost or stolen phones is open only during business hours.",
]

SETS_B = (
    ("en, switching an account", SWITCHING, "How does switching my account work?",
     GROUNDED_SWITCHING, WRONG_SWITCHING),
    ("en, debit card cashback", CASHBACK, "How does cashback on my debit card work?",
     GROUNDED_CASHBACK, WRONG_CASHBACK),
    ("en, deceased customer", DECEASED,
     "My father has died. What happens to his accounts?",
     GROUNDED_DECEASED, WRONG_DECEASED),
    ("en, loan decision rationale", LOAN_DECISION, "Why was my loan application declined?",
     GROUNDED_LOAN_DECISION, WRONG_LOAN_DECISION),
    ("en, mobile app security", APP_SECURITY,
     "How is the mobile app secured on my devices?",
     GROUNDED_APP_SECURITY, WRONG_APP_SECURITY),
)

SETS = (*SETS_A, *SETS_B)
