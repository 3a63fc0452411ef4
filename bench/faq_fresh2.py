"""Ten more sets for bench/run_faq_paraphrases.py, written on 2026-12-01 (session 9)
after the fixes that bench/faq_fresh.py led to and run once before any fix of their own:
tax-free savings, a balance transfer offer, mortgage overpayments, a premium account,
paying someone new, business account fees, travel money, a support ticket (a routing
agent's field lines), power of attorney, investment platform fees.

Their first run (out of sample) is recorded in bench/RESULTS.md, notes of session 9.
"""

from __future__ import annotations

TAX_FREE_SAVINGS = (
    "Tax-free savings. With a Nordvik Bank Tax-Free Saver you can pay in up to "
    "20,000 EUR each tax year, which runs from 1 April to 31 March. All deposits "
    "count towards this allowance, including money paid back in after a withdrawal, "
    "except money transferred in from another provider's tax-free account. You can "
    "withdraw money at any time at no charge, but withdrawals cannot be replaced, so "
    "paying the money back in uses up allowance again. To move a tax-free account "
    "from another provider to us, fill in our transfer form and we will complete the "
    "transfer within 15 business days. For transfers in of more than 50,000 EUR, we "
    "will call you to confirm the details before we start the transfer. The account "
    "pays a variable interest rate of 3.1% a year. Interest is calculated daily and "
    "paid into the account on the last business day of each month. You must be at "
    "least 18 years old to open the account."
)
GROUNDED_TAX_FREE_SAVINGS = [
    "You can put up to 20000 EUR into the account each tax year.",
    "The tax year for your allowance runs from 1 April to 31 March.",
    (
        "Money you transfer in from another provider's tax-free account does not "
        "count towards your allowance."
    ),
    (
        "Taking money out is free, but if you pay it back in, it counts against your "
        "allowance again."
    ),
    (
        "If you pay in 20,000 EUR and later withdraw 5,000 EUR in the same tax year, "
        "you cannot put that 5,000 EUR back in during that tax year."
    ),
    (
        "Once you fill in the transfer form, a transfer from another provider is "
        "completed within fifteen business days."
    ),
    (
        "If you transfer in 60,000 EUR from another provider, the bank will call you "
        "to confirm the details before it starts the transfer."
    ),
    (
        "Interest is worked out every day and paid monthly, on the last business day "
        "of the month."
    ),
    "The interest rate is variable and currently 3.1% per year.",
    "You need to be 18 or older to open a Tax-Free Saver.",
]
WRONG_TAX_FREE_SAVINGS = [
    "You can pay in up to 20,000 EUR each calendar year, from January to December.",
    "You can pay in up to 25,000 EUR each tax year.",
    (
        "Money transferred in from another provider's tax-free account counts towards "
        "your 20,000 EUR allowance."
    ),
    "Money you withdraw can be paid back in without using any of your allowance.",
    "You pay a fee each time you withdraw money from the account.",
    "A transfer in from another provider is completed within 15 calendar days.",
    (
        "The bank only calls you to confirm a transfer in when it is more than "
        "100,000 EUR."
    ),
    "Interest is calculated daily but paid into the account once a year.",
    "The account pays a fixed interest rate of 3.1% a year.",
]

BALANCE_TRANSFER = (
    "Balance transfer offer. With a Harbourline Platinum credit card, balances you "
    "move from other banks' cards are charged 0% interest for 18 months from the day "
    "your account is opened. Each transfer costs a fee of 3% of the amount moved, "
    "with a minimum fee of 5 EUR. You must make the transfer within 60 days of "
    "opening the account; transfers made after that do not get the 0% rate. When the "
    "18 months end, or for any transfer made after the first 60 days, the balance is "
    "charged our standard rate of 22.9% a year. You can move up to 90% of your credit "
    "limit, except balances from other Harbourline cards, which cannot be "
    "transferred. Transfers over 10,000 EUR take up to 5 business days to reach the "
    "other card, and smaller ones take up to 2 business days. You must pay at least "
    "the minimum payment every month. If you miss a payment, the 0% rate ends and the "
    "standard rate applies to the whole balance from your next statement."
)
GROUNDED_BALANCE_TRANSFER = [
    (
        "The offer gives you 0% interest on transferred balances for eighteen months, "
        "counted from the day your account is opened."
    ),
    "Moving 2,000 EUR costs a transfer fee of 60 EUR.",
    (
        "A 100 EUR transfer costs a 5 EUR fee, because the fee is never less than "
        "5 EUR."
    ),
    "A transfer made 75 days after you open the account does not get the 0% rate.",
    (
        "Once the 18-month offer is over, any transferred balance left is charged "
        "22.9% a year."
    ),
    "With a credit limit of 5000 EUR, you can transfer up to 4500 EUR.",
    "You cannot transfer a balance from another Harbourline card.",
    "A 12,000 EUR transfer can take up to five business days to reach the other card.",
    (
        "If you miss a payment, you lose the 0% rate and the whole balance is charged "
        "22.9% a year from your next statement."
    ),
    "You have to pay at least the minimum payment each month.",
]
WRONG_BALANCE_TRANSFER = [
    "The 0% rate lasts for 18 months from the day each transfer is made.",
    "Each transfer costs 3% of the amount moved, with a maximum fee of 5 EUR.",
    "Moving 2,000 EUR costs a transfer fee of 6 EUR.",
    "You have 90 days after opening the account to make a transfer at 0%.",
    "When the 18 months end, the remaining balance is charged 19.9% a year.",
    (
        "You can move up to 90% of your credit limit from any credit card, including "
        "other Harbourline cards."
    ),
    (
        "Every transfer, whatever its size, takes up to 2 business days to reach the "
        "other card."
    ),
    "Missing a payment has no effect on your 0% rate.",
    (
        "If you miss a payment, the standard rate applies only to new purchases from "
        "your next statement."
    ),
]

MORTGAGE_OVERPAYMENT = (
    "Mortgage overpayments. During your Calder Bank fixed-rate period, you can "
    "overpay up to 10% of your balance at the start of each year of the fixed period "
    "without an early repayment charge, and unused allowance cannot be carried over. "
    "If you overpay more than this, an early repayment charge applies to the amount "
    "above the 10%: 5% in year 1 of the fixed period, 4% in year 2, 3% in year 3 and "
    "2% in years 4 and 5. You can make a lump sum overpayment online at any time, or "
    "set up a regular overpayment paid each month by standing order. Each "
    "overpayment must be at least 100 EUR, except regular overpayments, which can "
    "start from 25 EUR a month. Lump sum overpayments reduce your monthly payment and "
    "keep the same term, unless you ask us to shorten the term instead. Regular "
    "overpayments reduce your term, and your monthly payment stays the same. After "
    "your fixed period ends, you can overpay any amount with no early repayment "
    "charge."
)
GROUNDED_MORTGAGE_OVERPAYMENT = [
    (
        "If your balance is 200,000 EUR at the start of a year of your fixed period, "
        "you can overpay up to 20,000 EUR that year without a charge."
    ),
    (
        "If your balance is 200,000 EUR at the start of year 2 of your fixed period "
        "and you overpay 25,000 EUR that year, the charge is 200 EUR."
    ),
    "Allowance you don't use in one year cannot be moved into the next year.",
    (
        "In year 3 of the fixed period, the charge is 3% of whatever you overpay "
        "above the 10% allowance."
    ),
    "The charge is 2% in both the fourth and the fifth year of the fixed period.",
    "A regular monthly overpayment of 30 EUR is allowed.",
    (
        "A one-off lump sum of 50 EUR is too small, because lump sums must be at "
        "least 100 EUR."
    ),
    (
        "Unless you ask otherwise, a lump sum overpayment lowers your monthly payment "
        "and your term stays the same."
    ),
    "You can ask for a lump sum overpayment to shorten your term instead.",
    "Regular overpayments shorten the term rather than lowering your monthly payment.",
]
WRONG_MORTGAGE_OVERPAYMENT = [
    (
        "During the fixed period, you can overpay up to 10% of your balance each "
        "month without a charge."
    ),
    (
        "During the fixed period, you can overpay up to 20% of your balance each year "
        "without a charge."
    ),
    "Any allowance you don't use can be carried over to the next year.",
    (
        "If you overpay more than 10%, the early repayment charge applies to the "
        "whole overpayment, not just the part above 10%."
    ),
    "In year 1 of the fixed period, the early repayment charge is 3%.",
    (
        "If your balance is 200,000 EUR at the start of year 2 of your fixed period "
        "and you overpay 25,000 EUR that year, the charge is 500 EUR."
    ),
    "Every overpayment, including regular monthly ones, must be at least 100 EUR.",
    "Lump sum overpayments always shorten your term.",
    "Regular overpayments lower your monthly payment and keep the same term.",
]

PREMIUM_ACCOUNT = (
    "Premium current account. The Aurelia Plus account costs 17 EUR per month, taken "
    "on the first business day of each month. It includes worldwide travel insurance "
    "for trips of up to 31 days, for account holders aged under 75. It also covers up "
    "to two mobile phones against loss, theft and damage, with an excess of 50 EUR "
    "for each claim. You get 6 airport lounge passes a year at no extra cost, and "
    "each visit after that costs 24 EUR. To keep the account, you must pay in at "
    "least 2,000 EUR per month, except in the first three months after opening, when "
    "there is no minimum. If you close the account mid-month, the fee already taken "
    "for that month is not refunded."
)
GROUNDED_PREMIUM_ACCOUNT = [
    "The Aurelia Plus account costs 17 EUR a month.",
    "Over a full year, the monthly fee adds up to 204 EUR.",
    "The travel insurance covers trips lasting up to thirty-one days.",
    "An account holder aged 74 still gets the travel insurance.",
    "Phone insurance covers up to two phones, with a 50 EUR excess on each claim.",
    "If you make two phone insurance claims, you pay 100 EUR in excess in total.",
    (
        "Your first six lounge visits each year are free, and a seventh visit in the "
        "same year costs 24 EUR."
    ),
    "In your first three months, you don't have to pay in any minimum amount.",
    (
        "After the first three months, you need to pay in 2000 EUR or more each month "
        "to keep the account."
    ),
    "If you close the account halfway through a month, you won't get that month's fee back.",
]
WRONG_PREMIUM_ACCOUNT = [
    "The Aurelia Plus account costs 17 EUR per year.",
    "The monthly fee is taken on the last business day of each month.",
    "The travel insurance covers trips of up to 45 days.",
    "Travel insurance is included for account holders of any age.",
    "Phone insurance claims have no excess.",
    "Phone insurance covers up to three mobile phones.",
    "You get 6 free airport lounge passes per month.",
    "You must pay in at least 2,000 EUR per month from the day you open the account.",
    "If you close the account mid-month, the bank refunds the fee for the rest of that month.",
]

NEW_PAYEE = (
    "Paying someone new. When you add a new payee at Brio Bank, we check the name you "
    "enter against the name on their account. If the name matches, you can carry on; "
    "if it is a close match, we show you the correct name so you can update it; if "
    "it does not match, we warn you that the money may go to the wrong person. For "
    "your first payment to a new payee above 1,000 EUR, we ask you to approve it in "
    "the Brio app with your fingerprint or a one-time code. Payments above "
    "10,000 EUR to a payee added in the last 30 days are held for up to 4 hours "
    "while we check them. In the first 3 days after you add a payee, you can send "
    "them up to 2,500 EUR a day in total, except verified companies marked with a "
    "blue tick, to which the standard limit applies straight away. The standard "
    "limit is 25,000 EUR a day. If a fraudster tricks you into making a payment, we "
    "refund the full amount, but if you ignored a no-match warning, we refund at "
    "most 50% of it."
)
GROUNDED_NEW_PAYEE = [
    "A first payment of 1,500 EUR to a new payee has to be approved in the Brio app.",
    (
        "You can approve the extra check in the app with either your fingerprint or a "
        "one-time code."
    ),
    "If the name is a close match, you are shown the correct name and can change it.",
    "If the name you enter matches the account, you can carry on as normal.",
    (
        "A payment of 12,000 EUR to a payee you added two weeks ago is held for up to "
        "four hours while the bank checks it."
    ),
    (
        "On the day you add a payee without a blue tick, you can send them at most "
        "2500 EUR in total."
    ),
    (
        "A verified company with a blue tick can be paid up to 25,000 EUR a day, even "
        "in the first three days."
    ),
    "From the fourth day after adding a payee, you can send them up to 25,000 EUR a day.",
    (
        "If a fraudster tricks you into a payment and you did not ignore a no-match "
        "warning, you get the full amount back."
    ),
    (
        "If you ignored a no-match warning and lost 4,000 EUR to a fraudster, the "
        "bank refunds no more than 2,000 EUR."
    ),
]
WRONG_NEW_PAYEE = [
    (
        "Every first payment to a new payee, whatever the amount, must be approved in "
        "the Brio app."
    ),
    "The extra security step for first payments above 1,000 EUR is done by phoning the bank.",
    "Payments above 10,000 EUR to a newly added payee are held for up to 4 days.",
    (
        "A payment of 12,000 EUR to a payee added 10 days ago goes through straight "
        "away without being held."
    ),
    "The 2,500 EUR daily limit applies for the first 7 days after you add a payee.",
    (
        "The 2,500 EUR daily limit in the first 3 days applies to all payees, "
        "including verified companies with a blue tick."
    ),
    "After the first 3 days, the standard limit is 25,000 EUR a month.",
    "If you ignored a no-match warning, the bank still refunds the full amount.",
    (
        "If you ignored a no-match warning and lost 4,000 EUR to a fraudster, the "
        "bank refunds up to 3,000 EUR."
    ),
]

SETS_C = (
    ("en, tax-free savings", TAX_FREE_SAVINGS, "How does the tax-free savings account work?",
     GROUNDED_TAX_FREE_SAVINGS, WRONG_TAX_FREE_SAVINGS),
    ("en, balance transfer", BALANCE_TRANSFER,
     "What are the terms of the balance transfer offer?",
     GROUNDED_BALANCE_TRANSFER, WRONG_BALANCE_TRANSFER),
    ("en, mortgage overpayments", MORTGAGE_OVERPAYMENT,
     "Can I overpay my mortgage, and will it cost me anything?",
     GROUNDED_MORTGAGE_OVERPAYMENT, WRONG_MORTGAGE_OVERPAYMENT),
    ("en, premium account", PREMIUM_ACCOUNT,
     "What do I get with the premium account and what does it cost?",
     GROUNDED_PREMIUM_ACCOUNT, WRONG_PREMIUM_ACCOUNT),
    ("en, new payee", NEW_PAYEE, "What happens when I send money to someone new?",
     GROUNDED_NEW_PAYEE, WRONG_NEW_PAYEE),
)

BUSINESS_FEES = (
    "Business Current Account fees at Harbourline Bank. "
    "The account costs 12 EUR per month. "
    "We waive the monthly fee for any month in which at least 5,000 EUR is paid into the "
    "account. "
    "Each month, your first 40 electronic payments are free, and each further electronic "
    "payment costs 0.25 EUR. "
    "Cash deposited at a branch costs 0.50 EUR per 100 EUR, except the first 500 EUR of cash "
    "deposited each month, which is free. "
    "Each cheque paid in or written costs 2 EUR. "
    "If your business has been trading for less than one year when you open the account, you "
    "pay no monthly fee for the first 12 months. "
    "During those 12 months, fees for further electronic payments are also reduced by half."
)
GROUNDED_BUSINESS_FEES = [
    "The Business Current Account has a monthly fee of twelve euros.",
    ("If at least 5000 EUR is paid into the account in a month, you pay no monthly fee for "
     "that month."),
    "You can make up to 40 electronic payments each month at no cost.",
    ("Once you have made 40 electronic payments in a month, each additional one is charged "
     "at 0.25 EUR."),
    ("Outside the first-year discount, 50 electronic payments in one month cost 2.50 EUR in "
     "payment fees."),
    ("If you deposit 800 EUR in cash at a branch in a month, the fee is 1.50 EUR, since the "
     "first 500 EUR is free."),
    "Cheques cost 2 EUR each, whether you pay them in or write them.",
    ("A business that has been trading for under a year when it opens the account pays no "
     "monthly fee for its first 12 months with the account."),
    ("For a business that opened the account in its first year of trading, each electronic "
     "payment beyond the 40 free ones costs 0.125 EUR during the first 12 months."),
    "The first 500 EUR of cash you deposit at a branch each month costs nothing.",
]
WRONG_BUSINESS_FEES = [
    "The account costs 12 EUR per year.",
    ("The monthly fee is waived in any month in which at least 2,000 EUR is paid into the "
     "account."),
    "All electronic payments are free, however many you make in a month.",
    "Each electronic payment beyond the first 40 in a month costs 0.50 EUR.",
    "Cash deposits always cost 0.50 EUR per 100 EUR, including the first 500 EUR each month.",
    "Cheques paid into the account are free; only cheques you write cost 2 EUR.",
    ("Every business pays no monthly fee for the first 12 months, however long it has been "
     "trading."),
    ("For a business that opened the account in its first year of trading, 50 electronic "
     "payments in a month during the first 12 months cost 2.50 EUR in payment fees."),
    "If you deposit 900 EUR in cash at a branch in a month, the fee is 2.50 EUR.",
]

TRAVEL_MONEY = (
    "Travel money at Westerly Bank. "
    "You can order foreign currency online and have it delivered to your home or collect it "
    "at one of our branches. "
    "Each order must be at least 200 EUR and no more than 2,500 EUR, and you can place up to "
    "3 orders per month. "
    "Home delivery costs 5.95 EUR, except for orders of more than 750 EUR, which we deliver "
    "free of charge. "
    "If you order before 2 pm on a business day, home delivery takes 2 business days and "
    "branch orders are ready to collect the next business day. "
    "We buy back leftover banknotes at the rate you paid if you return them at a branch "
    "within 30 days of your order; after 30 days we use that day's buy-back rate. "
    "We do not buy back coins. "
    "When your order is delivered, the account holder named on the order must sign for it "
    "and show a valid passport or national ID card."
)
GROUNDED_TRAVEL_MONEY = [
    "The smallest order you can place is 200 EUR and the largest is 2500 EUR.",
    "You can choose between home delivery and picking up your currency at a branch.",
    "You can place a maximum of three orders each month.",
    "An order of 1,000 EUR is delivered to your home at no cost.",
    "If you order 500 EUR for home delivery, you pay a delivery fee of 5.95 EUR.",
    ("An order of exactly 750 EUR still carries the 5.95 EUR delivery fee, since free "
     "delivery applies only above 750 EUR."),
    ("If you order before 2 pm on a business day and collect at a branch, your currency is "
     "ready the next business day."),
    ("Leftover banknotes returned at a branch within 30 days of your order are bought back "
     "at the same rate you paid."),
    "Leftover coins cannot be sold back to the bank.",
    ("When the currency is delivered, the named account holder has to sign for it and show "
     "a valid passport or national ID card."),
]
WRONG_TRAVEL_MONEY = [
    "The minimum order is 100 EUR.",
    "Home delivery is always free, whatever the order amount.",
    ("Orders of more than 750 EUR cost 5.95 EUR to deliver, while smaller orders are "
     "delivered free."),
    "If you order before 2 pm on a business day, home delivery arrives the next business day.",
    ("Leftover banknotes and coins are bought back at the rate you paid if returned within "
     "30 days."),
    "Banknotes returned within 60 days of your order are bought back at the rate you paid.",
    "When your order is delivered, the account holder must sign for it, but no ID is needed.",
    "You can place up to 3 orders per week.",
    ("If you return banknotes 45 days after your order, the bank buys them back at the rate "
     "you paid."),
]

DISPUTE_TICKET = (
    "Ticket: 88213\n"
    "Customer: Marta Kowalczyk\n"
    "Category: card dispute\n"
    "Priority: high\n"
    "Assigned team: chargebacks\n"
    "Opened: 12 November 2026\n"
    "SLA: first response within 4 business hours, then an update at least once every "
    "2 business days\n"
    "Status: waiting for customer documents\n"
    "Amount disputed: 420.00 EUR (one card payment made on 3 November 2026)\n"
    "Merchant: Lumen Electronics Online\n"
    "Documents requested: order confirmation and proof of return, due within 10 days; if not "
    "received, the ticket is closed\n"
    "Card: blocked for online payments, except payments already authorised before "
    "12 November 2026\n"
)
GROUNDED_DISPUTE_TICKET = [
    "Ticket 88213 is a card dispute and has been given high priority.",
    "The case is handled by the chargebacks team.",
    ("The ticket was opened on 12 November 2026 and the customer should get a first "
     "response within four business hours."),
    "At the moment the ticket is waiting for documents from the customer.",
    "Marta Kowalczyk is disputing 420 EUR paid to Lumen Electronics Online.",
    ("The disputed payment was made on 3 November 2026, nine days before the ticket was "
     "opened."),
    ("The customer needs to send the order confirmation and proof of return within ten "
     "days, or the ticket will be closed."),
    ("After the first response, the customer should receive an update at least every two "
     "business days."),
    ("The card is blocked for online payments, but payments authorised before "
     "12 November 2026 are not affected."),
    "Only one card payment is being disputed, for a total of 420.00 EUR.",
]
WRONG_DISPUTE_TICKET = [
    "The ticket has been assigned to the fraud team.",
    "The ticket has normal priority.",
    "The disputed amount is 240.00 EUR.",
    "The customer should get a first response within 4 business days.",
    "The ticket was opened on 3 November 2026.",
    "The ticket is waiting for the merchant to send documents.",
    ("The card is blocked for online payments, including payments already authorised "
     "before 12 November 2026."),
    "The customer has 14 days to send the requested documents before the ticket is closed.",
    "The ticket's status is resolved.",
]

POWER_OF_ATTORNEY = (
    "Power of attorney at Linden Savings Bank. "
    "We accept three types: a general power of attorney, a power of attorney for one named "
    "account, and a lasting power of attorney. "
    "An attorney can make payments, withdraw cash and view statements, but cannot add another "
    "account holder or appoint a further attorney. "
    "An attorney cannot close the account, except under a lasting power of attorney. "
    "To register, bring the original document or a certified copy, together with valid photo "
    "ID for the attorney; registration takes up to 10 business days. "
    "Gifts from the account are limited to 500 EUR per recipient a year. "
    "If the document sets a lower limit, the lower limit applies. "
    "When the account holder dies, every power of attorney ends immediately and the attorney "
    "can no longer use the account; we then deal only with the executor of the estate."
)
GROUNDED_POWER_OF_ATTORNEY = [
    ("The bank accepts general powers of attorney, powers of attorney for a single named "
     "account, and lasting powers of attorney."),
    "Your attorney can make payments, take out cash and look at your statements.",
    "An attorney is not allowed to add a new account holder.",
    "Only an attorney acting under a lasting power of attorney can close the account.",
    "Registration can take as long as ten business days.",
    ("To register, you need the original document or a certified copy, plus valid photo ID "
     "for the attorney."),
    ("If the document sets no lower limit, an attorney could give a grandchild 500 EUR from "
     "the account in a year, but not 600 EUR."),
    ("If the power of attorney document sets a gift limit of 200 EUR, that limit applies "
     "instead of 500 EUR."),
    "Once the account holder dies, the attorney can no longer use the account.",
    "After the account holder's death, the bank deals only with the executor of the estate.",
]
WRONG_POWER_OF_ATTORNEY = [
    "The bank accepts only lasting powers of attorney.",
    "An attorney can appoint a further attorney to help manage the account.",
    "Any attorney can close the account, whatever type of power of attorney they hold.",
    "Registration takes up to 5 business days.",
    "To register, you need the original document; a certified copy is not accepted.",
    "An attorney can give up to 500 EUR in gifts per month to each recipient.",
    "If the document sets a gift limit higher than 500 EUR, the higher limit applies.",
    ("After the account holder dies, the attorney can keep using the account until the "
     "executor takes over."),
    "An attorney can view statements but cannot withdraw cash.",
]

PLATFORM_FEES = (
    "Fees on the Fernhill Invest platform. "
    "The platform fee is 0.35% a year of the value of your investments, taken monthly. "
    "If your balance is more than 100,000 EUR, the platform fee is capped at 350 EUR a year. "
    "Each share or fund trade costs 4.95 EUR, except trades made through a regular investment "
    "plan, which are free. "
    "A regular investment plan invests at least 50 EUR per month on a date you choose. "
    "There is no fee to withdraw money from your account, except when you transfer your "
    "investments to another provider, which costs 25 EUR per holding. "
    "Every fund also has its own ongoing charge, set by the fund manager. "
    "The ongoing charge is included in the fund's price and is separate from our platform fee."
)
GROUNDED_PLATFORM_FEES = [
    "The platform fee is 0.35% per year, and it is charged every month.",
    ("If your investments stay at 24,000 EUR for the whole year, your platform fee for that "
     "year is 84 EUR."),
    "With a balance of 200,000 EUR, you pay no more than 350 EUR a year in platform fees.",
    "A single trade outside a regular investment plan costs 4.95 EUR.",
    "Trades made through a regular investment plan cost nothing.",
    "Three trades outside a regular investment plan cost 14.85 EUR in total.",
    "A regular investment plan needs you to invest at least 50 EUR a month.",
    ("Taking money out of your account costs nothing, unless you are transferring your "
     "investments to another provider."),
    "Transferring two holdings to another provider costs 50 EUR.",
    "A fund's ongoing charge is set by the fund manager and is not part of the platform fee.",
]
WRONG_PLATFORM_FEES = [
    "The platform fee is 0.35% a month.",
    "The platform fee is 0.35% a year, charged once at the end of each year.",
    ("If your investments stay at 24,000 EUR for the whole year, your platform fee for that "
     "year is 840 EUR."),
    "With a balance of 200,000 EUR, you pay 700 EUR a year in platform fees.",
    "Every trade costs 4.95 EUR, including trades made through a regular investment plan.",
    "A regular investment plan requires at least 100 EUR per month.",
    "Transferring your investments to another provider is free.",
    "Transfers out to another provider cost 25 EUR in total, however many holdings you move.",
    "The fund's ongoing charge is included in the 0.35% platform fee.",
]

SETS_D = (
    ("en, business account fees", BUSINESS_FEES, "What does the business account cost?",
     GROUNDED_BUSINESS_FEES, WRONG_BUSINESS_FEES),
    ("en, travel money", TRAVEL_MONEY, "How does ordering travel money work?",
     GROUNDED_TRAVEL_MONEY, WRONG_TRAVEL_MONEY),
    ("en, support ticket", DISPUTE_TICKET, "What is happening with my card dispute?",
     GROUNDED_DISPUTE_TICKET, WRONG_DISPUTE_TICKET),
    ("en, power of attorney", POWER_OF_ATTORNEY,
     "What can someone with power of attorney do on my account?",
     GROUNDED_POWER_OF_ATTORNEY, WRONG_POWER_OF_ATTORNEY),
    ("en, investment platform fees", PLATFORM_FEES,
     "What fees will I pay on the investment platform?",
     GROUNDED_PLATFORM_FEES, WRONG_PLATFORM_FEES),
)

SETS = (*SETS_C, *SETS_D)
