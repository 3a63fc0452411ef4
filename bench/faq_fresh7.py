"""Ten more sets for bench/run_faq_paraphrases.py, written on 2026-12-02 (session 12) by one brief,
to be run once before any fix of their own: cashback credit card rewards, a business overdraft
renewal (a business credit agent's decision record), a cross-border salary account for
commuters, crypto-asset custody fees, a savings goal feature, a remortgage valuation fee list, a
bulk payment file check (a payments tool's field lines), virtual cards for online shopping,
ordering a bank draft, a bridging loan quote (a lending tool's JSON object). At least four
grounded answers per set apply a rule to a case, work a value out, restate an exception as
"only", negate a rule outside its range, list a whole list or answer yes or no.

Their first run (out of sample) is recorded in bench/RESULTS.md, notes of session 12.
"""

from __future__ import annotations

# 1. Cashback credit card rewards
CASHBACK_CARD = (
    "Kestrel Bank Cashback Credit Card: how your rewards work. You earn cashback on purchases "
    "made with your Kestrel Cashback card: 1% on supermarket and fuel purchases, 2% at partner "
    "retailers listed in the app, and 0.5% on all other purchases. No cashback is earned on cash "
    "withdrawals, balance transfers, money transfers, gambling transactions or card fees. For the "
    "first 3 months after your account opens, all cashback rates are doubled, up to 100 EUR of "
    "extra cashback in total. You can earn up to 300 EUR of cashback per calendar year; purchases "
    "above that limit earn nothing until 1 January. Cashback is added up each month and credited "
    "to your card account on your statement date once it reaches at least 5 EUR; smaller amounts "
    "are carried over to the next month. If a purchase is refunded, the cashback earned on it is "
    "taken back. If you miss a minimum repayment, no cashback is earned for that statement month. "
    "The card has an annual fee of 30 EUR, which is waived for any card year in which you spend "
    "6,000 EUR or more on purchases. Cashback that has not yet been credited is lost if you close "
    "your card account."
)
GROUNDED_CASHBACK_CARD = [
    (
        "Once your first three months are over, a 200 EUR supermarket shop earns you 2 EUR "
        "cashback, while 200 EUR spent at a non-partner clothes shop earns 1 EUR."
    ),
    (
        "Outside the introductory period, a 150 EUR purchase at a partner retailer listed in the "
        "app earns 3 EUR, since partners give 2% back."
    ),
    (
        "In your first three months, a 100 EUR fuel purchase earns 2 EUR instead of 1 EUR, as all "
        "rates are doubled until you've had 100 EUR of extra cashback."
    ),
    (
        "No, cash withdrawals don't earn cashback, and neither do balance transfers, money "
        "transfers, gambling transactions or card fees."
    ),
    (
        "The most cashback you can earn in a calendar year is 300 EUR; once you reach that, "
        "purchases earn nothing until 1 January."
    ),
    (
        "If your cashback for a month comes to 3.50 EUR, it won't be credited yet but will be "
        "carried over to the next month."
    ),
    (
        "Cashback is credited to your card account on your statement date, once it's reached at "
        "least five euros."
    ),
    "If you get a refund for something you bought, the cashback you earned on it is taken back.",
    (
        "If you spend 7,500 EUR on purchases in a card year, you won't pay the 30 EUR annual fee "
        "for that year."
    ),
    "If you miss a minimum repayment, you won't earn any cashback for that statement month.",
]
WRONG_CASHBACK_CARD = [
    "Purchases outside supermarkets, fuel and partner retailers earn 1% cashback.",
    "Partner retailers listed in the app give 3% cashback.",
    "All cashback rates are doubled for the first 6 months after your account opens.",
    "Balance transfers earn 0.5% cashback.",
    "You can earn up to 300 EUR of cashback per month.",
    "Cashback is credited once it reaches at least 10 EUR.",
    (
        "The 30 EUR annual fee is waived in any card year in which you spend 3,000 EUR or more on "
        "purchases."
    ),
    "Outside your first three months, a 200 EUR supermarket shop earns 4 EUR cashback.",
    "Cashback that hasn't been credited yet is paid out when you close your card account.",
]

# 2. Business overdraft renewal written as a business credit agent's decision record
OVERDRAFT_RENEWAL = (
    "Overdraft renewal decision BOD-REN-2026-0417, recorded by the business credit agent on 1 "
    "December 2026. Customer: Halvey Print Studio Ltd, with Thornbury Bank since 2018. Current "
    "limit: 25,000 EUR, due for renewal on 15 December 2026. Requested: renewal at 40,000 EUR for "
    "12 months. Evidence: filed accounts for 2025 (turnover 610,000 EUR, pre-tax profit 38,000 "
    "EUR) and 12 months of account conduct. Findings: the account was overdrawn on 290 of the "
    "last 365 days; the limit was exceeded twice, each time by less than 500 EUR, and both "
    "excesses were cleared within 3 days. Policy BOD-2 allows a limit of up to 8% of annual "
    "turnover, and limits above 30,000 EUR also need the account to be in credit on at least 90 "
    "days in the last 12 months. Outcome: partly approved. The limit is renewed at 30,000 EUR for "
    "12 months, to 15 December 2027; 40,000 EUR is declined because the account was in credit on "
    "only 75 days. Interest stays at 11.5% a year on the overdrawn balance. Arrangement fee: 1% "
    "of the new limit, 300 EUR, charged on 15 December 2026. The director's personal guarantee, "
    "from Aoife Halvey, stays at 30,000 EUR. The customer may ask again for 40,000 EUR from 15 "
    "June 2027. Next step: the relationship manager calls the customer by 5 December 2026."
)
GROUNDED_OVERDRAFT_RENEWAL = [
    (
        "Your limit goes up from 25,000 EUR to 30,000 EUR, an increase of 5,000 EUR, but not to "
        "the 40,000 EUR you asked for."
    ),
    (
        "No, 40,000 EUR wasn't approved: limits above 30,000 EUR need the account to be in credit "
        "on at least 90 days a year, and yours was in credit on only 75."
    ),
    "The account was overdrawn on 290 of the last 365 days, which leaves 75 days in credit.",
    (
        "On turnover of 610,000 EUR, the 8% rule would allow a limit of up to 48,800 EUR, so "
        "turnover wasn't what held the increase back."
    ),
    "The new limit runs for 12 months, until 15 December 2027.",
    (
        "The arrangement fee is 300 EUR, which is 1% of the new 30,000 EUR limit, and it's "
        "charged on 15 December 2026."
    ),
    "Interest stays at 11.5% a year on the overdrawn balance.",
    (
        "The limit was exceeded twice, each time by under 500 EUR, and both excesses were cleared "
        "within three days."
    ),
    "Yes, Aoife Halvey's personal guarantee stays in place at 30,000 EUR.",
    (
        "You can ask again for 40,000 EUR from 15 June 2027, and your relationship manager will "
        "call you by 5 December 2026."
    ),
]
WRONG_OVERDRAFT_RENEWAL = [
    "Your overdraft has been renewed at 40,000 EUR.",
    "The limit is renewed for 6 months.",
    "The account was in credit on 90 of the last 365 days.",
    "Policy BOD-2 allows a limit of up to 10% of annual turnover.",
    "The arrangement fee is 400 EUR.",
    "Interest on the overdrawn balance is 9.4% a year.",
    "The limit was exceeded three times in the last 12 months.",
    "You can ask again for 40,000 EUR from 15 March 2027.",
    "The increase was declined because the 2025 accounts showed a loss.",
]

# 3. Cross-border salary account for commuters
FRONTIER_ACCOUNT = (
    "Merrow Bank Frontier Account for cross-border workers. To open one, you must live in Ireland "
    "and work in Northern Ireland, or live in Northern Ireland and work in Ireland, and have a "
    "salary of at least 1,200 EUR a month, or the same in pounds, paid into the account. Salary "
    "paid in pounds can stay in pounds or be converted to euro automatically on the day it "
    "arrives, with a 0.3% margin on the Merrow daily rate; all other conversions have a margin of "
    "0.8%. The monthly fee is 4 EUR, but it is not charged in any month in which a salary of at "
    "least 1,200 EUR is paid in. The debit card has no foreign transaction fee in either "
    "currency, and you get 8 free cash withdrawals a month at ATMs in Ireland and the UK; each "
    "one after that costs 1.50 EUR. Moving money between your euro and sterling pockets is free, "
    "and payments to UK accounts of up to 5,000 GBP a day are free and arrive the same business "
    "day if sent before 15:00. A free cross-border tax pack is sent each January, but Merrow does "
    "not give tax advice. If no salary is paid in for 3 months in a row, we move you to our "
    "Everyday Account with 14 days' notice."
)
GROUNDED_FRONTIER_ACCOUNT = [
    (
        "You can open one if you live in Ireland and work in Northern Ireland, or the other way "
        "round, as long as a salary of at least 1,200 EUR a month is paid in."
    ),
    (
        "Salary paid in pounds can stay in pounds, or be switched to euro automatically on the "
        "day it arrives with a 0.3% margin."
    ),
    (
        "Any other currency conversion has a 0.8% margin, more than the 0.3% on salary converted "
        "on arrival."
    ),
    (
        "In a month when your 2,100 EUR salary is paid in, you won't be charged the 4 EUR monthly "
        "fee."
    ),
    (
        "If you take out cash 10 times in a month at ATMs in Ireland or the UK, the last two "
        "withdrawals cost 1.50 EUR each, so 3 EUR in all."
    ),
    (
        "No, there's no foreign transaction fee on the debit card, whether you pay in euro or in "
        "pounds."
    ),
    "Moving money between your euro and sterling pockets doesn't cost anything.",
    (
        "A 3,000 GBP payment to a UK account sent at 2pm on a business day is free and arrives "
        "the same day."
    ),
    "You'll get a free cross-border tax pack every January, but Merrow can't give you tax advice.",
    (
        "If no salary is paid in for three months running, you'll be moved to the Everyday "
        "Account with 14 days' notice."
    ),
]
WRONG_FRONTIER_ACCOUNT = [
    "You need a salary of at least 1,500 EUR a month paid in to open the account.",
    "Salary converted to euro on arrival has a margin of 0.8%.",
    "The 4 EUR monthly fee is charged even in months when your salary is paid in.",
    "You get 5 free cash withdrawals a month at ATMs in Ireland and the UK.",
    "Each cash withdrawal after your free ones costs 2.50 EUR.",
    "Payments to UK accounts are free up to 5,000 GBP a month.",
    "Moving money between your euro and sterling pockets costs 1 EUR each time.",
    "The free cross-border tax pack is sent each April.",
    "If no salary is paid in for 2 months in a row, you'll be moved to the Everyday Account.",
]

# 4. Crypto-asset custody fees
CRYPTO_CUSTODY = (
    "Ashdown Bank Digital Asset Custody: fees and terms. Ashdown holds your crypto-assets in "
    "segregated cold storage. We support Bitcoin, Ether and USDC only; other tokens cannot be "
    "deposited, and any sent to your custody address may be lost. The custody fee is 0.25% a year "
    "of the value held, worked out daily and charged monthly, with a minimum of 10 EUR a month. "
    "Buying or selling through Ashdown costs 1.2% of the trade amount for trades under 10,000 EUR "
    "and 0.8% for trades of 10,000 EUR or more. Deposits from an external wallet are free. "
    "Withdrawals to an external wallet cost a flat 15 EUR plus the network fee and are processed "
    "within 24 hours of approval; withdrawals of more than 50,000 EUR also need a call-back from "
    "our team. Crypto-assets are not covered by the deposit guarantee scheme, and their value can "
    "fall to zero. To use the service, you must be 18 or over, hold an Ashdown current account "
    "and pass an appropriateness test before your first purchase. You can close your custody "
    "account at any time with no closing fee, but you must withdraw or sell all your assets first."
)
GROUNDED_CRYPTO_CUSTODY = [
    "We can hold Bitcoin, Ether and USDC for you, and no other tokens.",
    (
        "With 120,000 EUR held for a whole month, the custody fee works out at about 25 EUR for "
        "that month."
    ),
    "If you only hold 2,000 EUR, you'll still pay the 10 EUR monthly minimum.",
    "Buying 5,000 EUR of Bitcoin costs 60 EUR in fees, at 1.2%.",
    "Selling 10,000 EUR of Ether is charged at the lower rate of 0.8%, which is 80 EUR.",
    "Sending crypto in from your own external wallet is free.",
    (
        "A withdrawal to an external wallet costs 15 EUR plus the network fee, and it's processed "
        "within 24 hours of approval."
    ),
    "A 60,000 EUR withdrawal would also need a call-back from our team.",
    (
        "No, crypto-assets aren't covered by the deposit guarantee scheme, and their value could "
        "fall to zero."
    ),
    (
        "You can close your custody account at any time without a fee, once you've withdrawn or "
        "sold all your assets."
    ),
]
WRONG_CRYPTO_CUSTODY = [
    "We support Bitcoin, Ether, Solana and USDC.",
    "The custody fee is 0.25% a month of the value held.",
    "The minimum custody fee is 10 EUR a year.",
    "Trades of 10,000 EUR or more cost 1.2% of the trade amount.",
    "Buying 5,000 EUR of Bitcoin costs 40 EUR in fees.",
    "Deposits from an external wallet cost 15 EUR.",
    "Withdrawals of more than 5,000 EUR need a call-back from our team.",
    "Crypto-assets held with Ashdown are covered by the deposit guarantee scheme.",
    "You must be 21 or over to use the custody service.",
]

# 5. Savings goal feature
SAVINGS_GOALS = (
    "Fairhaven Goals: saving towards something. In the Fairhaven app you can set up to 10 savings "
    "goals, each with a name, a target amount from 50 EUR to 50,000 EUR and, if you like, a "
    "target date at least 1 month away. Each goal is a separate pot inside your Fairhaven Easy "
    "Saver, and all goals earn the Easy Saver rate, currently 2.4% AER variable, with interest "
    "paid monthly. You can move money in by hand or set up a weekly or monthly automatic transfer "
    "from your Fairhaven current account. If you set a target date, the app works out how much "
    "you need to save each month to reach your target and suggests that amount. An automatic "
    "transfer is skipped if it would take your current account below 20 EUR. You can take money "
    "out of a goal at any time, free of charge and with no limit on the number of withdrawals; it "
    "reaches your current account straight away. When a goal reaches its target, automatic "
    "transfers into it stop, but the money stays in the goal until you move it. Deleting a goal "
    "moves its balance to your current account the same day. You can share a goal with one other "
    "Fairhaven customer, who can pay in but cannot take money out. Goals are free."
)
GROUNDED_SAVINGS_GOALS = [
    "You can have up to ten savings goals on the go at once.",
    (
        "A goal's target can be anything from 50 EUR to 50,000 EUR, so a 3,000 EUR holiday goal "
        "is fine."
    ),
    "No, a target date two weeks away isn't allowed; it has to be at least a month away.",
    (
        "If you want 1,200 EUR in six months starting from nothing, the app would suggest saving "
        "about 200 EUR a month."
    ),
    (
        "Your goals earn the Easy Saver rate, currently 2.4% AER variable, with interest paid "
        "every month."
    ),
    (
        "With 60 EUR in your current account, a 50 EUR automatic transfer would be skipped, "
        "because it would leave you below 20 EUR."
    ),
    (
        "Yes, you can take money out of a goal whenever and as often as you like, at no charge, "
        "and it reaches your current account straight away."
    ),
    (
        "Once a goal hits its target, automatic transfers into it stop, but the money stays there "
        "until you move it."
    ),
    "If you delete a goal, its balance goes back to your current account the same day.",
    (
        "You can share a goal with one other Fairhaven customer, who can pay in but can't take "
        "money out."
    ),
]
WRONG_SAVINGS_GOALS = [
    "You can set up to 5 savings goals.",
    "A goal's target can be up to 100,000 EUR.",
    "Goals earn 2.4% AER fixed.",
    "You can set up a daily, weekly or monthly automatic transfer into a goal.",
    "An automatic transfer is skipped if it would take your current account below 50 EUR.",
    "You can make at most 3 withdrawals a month from each goal.",
    "When a goal reaches its target, its balance is moved to your current account automatically.",
    "The person you share a goal with can take money out as well as pay in.",
    "Each goal costs 1 EUR a month.",
]

# 6. Remortgage valuation fee list
VALUATION_FEES = (
    "Brindlecombe Building Society: remortgage valuation fees. When you move your mortgage to us "
    "from another lender, we need a valuation of your home. The fee depends on the property value "
    "you give us: up to 150,000 EUR: 220 EUR; 150,001 to 300,000 EUR: 310 EUR; 300,001 to 500,000 "
    "EUR: 420 EUR; 500,001 to 1,000,000 EUR: 650 EUR; over 1,000,000 EUR: quoted on request. "
    "These fees are for a basic mortgage valuation, which is for our lending decision only and is "
    "not a survey. A HomeBuyer report costs 250 EUR more than the basic valuation, and a full "
    "building survey costs 550 EUR more. On our Remortgage Plus range, the basic valuation is "
    "free for properties worth up to 500,000 EUR; above that, you pay the listed fee less 300 "
    "EUR. The fee is paid when you apply and is not refunded once the valuation has been carried "
    "out, even if we decline your application or you withdraw it. If the valuer cannot get into "
    "the property at the booked time, a rebooking fee of 75 EUR applies. A re-inspection after "
    "building work costs 95 EUR. All fees include VAT."
)
GROUNDED_VALUATION_FEES = [
    "For a home worth 280,000 EUR, the basic valuation costs 310 EUR.",
    "If your home is worth exactly 150,000 EUR, you'd pay the lowest fee, 220 EUR.",
    "A HomeBuyer report on a 400,000 EUR home would cost 670 EUR in all.",
    "A full building survey on a 120,000 EUR property would come to 770 EUR.",
    "On the Remortgage Plus range, the basic valuation for a 350,000 EUR home is free.",
    "On Remortgage Plus, a home worth 700,000 EUR would cost 350 EUR for the basic valuation.",
    "For a property worth over a million euros, you'd need to ask us for a quote.",
    (
        "No, once the valuation's been done, the fee isn't refunded, even if we decline your "
        "application or you withdraw it."
    ),
    "If the valuer can't get into your home at the booked time, there's a 75 EUR rebooking fee.",
    (
        "The basic valuation is only for our lending decision and isn't a survey, and all the "
        "fees already include VAT."
    ),
]
WRONG_VALUATION_FEES = [
    "For a home worth 280,000 EUR, the basic valuation costs 420 EUR.",
    "A HomeBuyer report costs 350 EUR more than the basic valuation.",
    "On Remortgage Plus, the basic valuation is free for properties worth up to 300,000 EUR.",
    "On Remortgage Plus, a 700,000 EUR home costs 650 EUR for the basic valuation.",
    "The basic valuation is a full survey of your home.",
    "The fee is refunded if we decline your application after the valuation.",
    "The rebooking fee is 95 EUR.",
    "The valuation fee is paid when your mortgage completes.",
    "VAT is added on top of the listed fees.",
]

# 7. Bulk payment file check (a payments tool's field lines)
BULK_PAYMENTS = (
    "Tool: Cobhurst Business Online, bulk payment file check\n"
    "File: PAYROLL-NOV-2026.csv\n"
    "Uploaded by: M. Farrelly, Ostlin Logistics Ltd\n"
    "Uploaded at: 2 December 2026, 10:42\n"
    "Payments in file: 48, total 96,350.00 EUR\n"
    "Payments passed: 45, total 90,110.00 EUR\n"
    "Payments rejected: 3\n"
    "Rejected line 12: 2,180.00 EUR, IBAN fails checksum\n"
    "Rejected line 27: 1,960.00 EUR, payee name missing\n"
    "Rejected line 41: 2,100.00 EUR, duplicate of line 40 (same IBAN, same amount)\n"
    "Rejected payments: not sent; correct them and upload them as a new file\n"
    "Payment date requested: 3 December 2026\n"
    "Approvals needed: 2 for files over 50,000 EUR\n"
    "Approvals so far: 1 (M. Farrelly)\n"
    "Status: waiting for second approval\n"
    "Cut-off for payment on 3 December: fully approved by 16:00 on 2 December\n"
    "Daily bulk payment limit: 150,000.00 EUR\n"
    "Already sent today: 38,000.00 EUR\n"
    "Left today after this file: 21,890.00 EUR\n"
    "Fee: 0.20 EUR per payment passed, 9.00 EUR for this file\n"
    "File expires if not fully approved: 72 hours after upload"
)
GROUNDED_BULK_PAYMENTS = [
    "Of the 48 payments in your file, 45 passed, worth 90,110 EUR, and 3 were rejected.",
    "The three rejected payments add up to 6,240 EUR.",
    (
        "Line 12 was rejected because its IBAN fails the checksum, and line 27 because the payee "
        "name is missing."
    ),
    (
        "Line 41, for 2,100 EUR, was rejected as a duplicate of line 40, with the same IBAN and "
        "amount."
    ),
    (
        "No, the rejected payments won't be sent; you'll need to correct them and upload them as "
        "a new file."
    ),
    (
        "As the file is over 50,000 EUR, it needs two approvals, and so far only M. Farrelly has "
        "approved it."
    ),
    (
        "For the payments to go on 3 December, the file has to be fully approved by 4pm on 2 "
        "December."
    ),
    "The fee for this file is 9 EUR, that is 20 cents for each of the 45 payments that passed.",
    (
        "After this file, 21,890 EUR of your 150,000 EUR daily limit will be left today, since "
        "38,000 EUR has already gone out."
    ),
    (
        "If it isn't fully approved, the file expires 72 hours after upload, at 10:42 on 5 "
        "December 2026."
    ),
]
WRONG_BULK_PAYMENTS = [
    "Of the 48 payments in the file, 46 passed.",
    "The rejected payments total 6,420 EUR.",
    "Line 27 was rejected because its IBAN fails the checksum.",
    "Files over 50,000 EUR need three approvals.",
    "The rejected payments will be sent on 4 December instead.",
    "For payment on 3 December, the file must be fully approved by 16:00 on 3 December.",
    "The fee for this file is 9.60 EUR.",
    "After this file, 59,890 EUR of today's limit will be left.",
    "The file expires 48 hours after upload if it isn't fully approved.",
]

# 8. Virtual cards for online shopping
VIRTUAL_CARDS = (
    "Larkspur Bank virtual cards for online shopping. A virtual card is a card number, expiry "
    "date and security code created in the Larkspur app and linked to your Larkspur current "
    "account, for paying online. You can have up to 5 virtual cards at a time. There are two "
    "types: a single-use card, which is cancelled automatically 1 hour after its first payment, "
    "and a multi-use card, which lasts up to 12 months and can be used for subscriptions. You can "
    "set a monthly spending limit between 10 EUR and 2,000 EUR on each multi-use card, and lock "
    "or delete it at any time in the app. Virtual cards cannot be used for cash withdrawals, in "
    "shops or for contactless payments, and cannot be added to digital wallets. Payments are "
    "protected in the same way as on your physical debit card, including chargeback rights. "
    "Virtual cards are free; payments in a foreign currency cost 2.5% of the amount, as they do "
    "on your physical card. If a subscription payment is declined because you deleted the card, "
    "the merchant may still ask you to pay it another way. You must be 16 or over to create a "
    "virtual card."
)
GROUNDED_VIRTUAL_CARDS = [
    "You can have up to five virtual cards at once.",
    "A single-use card cancels itself one hour after its first payment.",
    "For a streaming subscription you'd use a multi-use card, which lasts up to 12 months.",
    (
        "A 50 EUR monthly limit on a multi-use card is fine, as limits can be set anywhere from "
        "10 EUR to 2,000 EUR."
    ),
    (
        "No, you can't take out cash with a virtual card, and it won't work in shops or for "
        "contactless payments either."
    ),
    "You can't add a virtual card to a digital wallet.",
    (
        "The cards themselves are free, but an 80 EUR payment in a foreign currency would cost "
        "you 2 EUR, the same 2.5% as on your physical card."
    ),
    (
        "Yes, payments with a virtual card are protected just like those on your physical debit "
        "card, chargeback rights included."
    ),
    "If you're 15, you can't create a virtual card yet, as you need to be at least 16.",
    (
        "If you delete a card and a subscription payment is then declined, the merchant may still "
        "ask you to pay it another way."
    ),
]
WRONG_VIRTUAL_CARDS = [
    "You can have up to 10 virtual cards at a time.",
    "A single-use card is cancelled 24 hours after its first payment.",
    "A multi-use card lasts up to 24 months.",
    "The monthly limit on a multi-use card can be set as high as 5,000 EUR.",
    "Virtual cards can be used for contactless payments in shops.",
    "Virtual cards can be added to digital wallets.",
    "Each virtual card costs 1 EUR a month.",
    "Payments in a foreign currency with a virtual card are free.",
    "You must be 18 or over to create a virtual card.",
]

# 9. Ordering a bank draft
BANK_DRAFT = (
    "Ormsby Bank: ordering a bank draft. A bank draft is a cheque drawn on Ormsby Bank itself, so "
    "the payee knows the money is guaranteed. You can order a euro bank draft in any Ormsby "
    "branch or by phone on 01 448 3090, for any amount from 100 EUR to 250,000 EUR, paid from "
    "your Ormsby current or savings account. Drafts ordered by phone are posted to your home "
    "address only and take 3 to 5 business days to arrive; drafts ordered in a branch before "
    "15:00 are ready the same day, and later orders the next business day. The fee is 8 EUR per "
    "draft, or 4 EUR for customers aged 66 or over; a draft in sterling or US dollars costs 15 "
    "EUR. The amount and the fee are taken from your account when the draft is issued. A draft is "
    "valid for 6 months from its issue date. If a draft is lost or stolen, we can stop it and "
    "issue a replacement for 20 EUR, but only after 10 business days. To cancel an unused draft, "
    "return it to a branch; we refund the amount, but not the fee. Drafts for more than 25,000 "
    "EUR cannot be ordered by phone and must be collected in a branch with photo ID."
)
GROUNDED_BANK_DRAFT = [
    "You can get a draft for any amount from 100 EUR up to 250,000 EUR.",
    "If you order a draft in a branch at 11am, it'll be ready the same day.",
    "If you order in a branch at 4pm, your draft will be ready the next business day.",
    "A euro draft costs 8 EUR, or just 4 EUR if you're 66 or over.",
    "A draft in US dollars costs 15 EUR, the same as one in sterling.",
    (
        "At the standard fee, a 12,000 EUR draft means 12,008 EUR leaves your account when it's "
        "issued."
    ),
    "A draft issued on 10 January 2027 stays valid until 10 July 2027.",
    (
        "No, a 30,000 EUR draft can't be ordered by phone; you'd have to collect it in a branch "
        "with photo ID."
    ),
    (
        "If your draft is lost or stolen, we can stop it and replace it for 20 EUR, but only "
        "after 10 business days."
    ),
    "If you return an unused draft to a branch, you'll get the amount back, though not the fee.",
]
WRONG_BANK_DRAFT = [
    "You can order a bank draft for up to 500,000 EUR.",
    "Drafts ordered by phone can be collected in a branch.",
    "Drafts ordered in a branch before 17:00 are ready the same day.",
    "The lower fee of 4 EUR is for customers aged 60 or over.",
    "A draft in sterling costs 8 EUR.",
    "A draft is valid for 12 months from its issue date.",
    "A lost draft can be replaced for 20 EUR after 5 business days.",
    "If you cancel an unused draft, both the amount and the fee are refunded.",
    "Drafts for more than 10,000 EUR must be collected in a branch with photo ID.",
]

# 10. Bridging loan quote (a lending tool's JSON object)
BRIDGING_LOAN = (
    '{"tool": "bridging_loan_quote", "lender": "Tidewell Bank", "quote_id": "BLQ-88120", '
    '"created": "2026-12-02", "valid_until": "2026-12-16", "customers": "N. and R. Okafor", '
    '"purpose": "buy a new home before the sale of the current home completes", '
    '"current_home_value_eur": 420000, "current_mortgage_eur": 120000, "new_home_price_eur": '
    '510000, "loan_amount_eur": 200000, "term_months": 12, "interest_rate_pct_per_month": 0.75, '
    '"interest_calculation": "simple, on the loan amount", "interest_payment": "rolled up and '
    'paid when the loan is repaid", "interest_if_repaid_in_month_6_eur": 9000, '
    '"arrangement_fee_pct": 2, "arrangement_fee_eur": 4000, "arrangement_fee_paid": "deducted '
    'from the loan when it is paid out", "valuation_fee_eur": 600, "legal_fees": "paid by the '
    'customers", "early_repayment_charge": "none, but at least 1 month of interest is charged", '
    '"extension": "once, for up to 3 months, at 0.95% a month", "security": ["first charge on the '
    'new home", "second charge on the current home"], "exit_route": "sale of the current home", '
    '"conditions": ["current home listed for sale within 30 days of the loan starting", '
    '"satisfactory valuation of both homes", "buildings insurance on both homes"], "status": '
    '"indicative quote, not an offer"}'
)
GROUNDED_BRIDGING_LOAN = [
    (
        "This quote is for a 200,000 EUR bridging loan over 12 months, so you can buy your new "
        "home before the sale of your current one completes."
    ),
    "Interest is 0.75% a month, which is 1,500 EUR a month on 200,000 EUR.",
    "No, you don't pay interest each month; it's rolled up and paid when you repay the loan.",
    (
        "If you repay in month 6, the interest comes to 9,000 EUR, and over the full 12 months it "
        "would be 18,000 EUR."
    ),
    (
        "There's no early repayment charge, but if you repay after just two weeks, you'll still "
        "pay one month's interest, 1,500 EUR."
    ),
    (
        "The 2% arrangement fee, 4,000 EUR, is taken from the loan when it's paid out, so 196,000 "
        "EUR would reach you."
    ),
    "You'd also pay a 600 EUR valuation fee and your own legal fees.",
    "The loan can be extended once, for up to three months, at 0.95% a month.",
    (
        "The conditions are that your current home is listed for sale within 30 days of the loan "
        "starting, both homes are satisfactorily valued, and both have buildings insurance."
    ),
    "No, this isn't an offer yet: it's an indicative quote, valid until 16 December 2026.",
]
WRONG_BRIDGING_LOAN = [
    "The interest rate is 0.75% a year.",
    "Interest is paid every month during the loan.",
    "If you repay in month 6, the interest comes to 4,500 EUR.",
    "The arrangement fee is 3% of the loan.",
    "The arrangement fee is paid separately, so the full 200,000 EUR reaches you.",
    "The loan can be extended twice, for up to 3 months each time.",
    "Your current home must be listed for sale within 60 days of the loan starting.",
    "The loan is secured by a first charge on your current home.",
    "This quote is a formal offer, valid until 16 December 2026.",
]

SETS = (
    (
        "en, cashback credit card rewards",
        CASHBACK_CARD,
        "How much cashback will I get with the card, and are there any catches?",
        GROUNDED_CASHBACK_CARD,
        WRONG_CASHBACK_CARD,
    ),
    (
        "en, business overdraft renewal decision",
        OVERDRAFT_RENEWAL,
        "Has our overdraft been renewed, and why didn't we get the 40,000 EUR we asked for?",
        GROUNDED_OVERDRAFT_RENEWAL,
        WRONG_OVERDRAFT_RENEWAL,
    ),
    (
        "en, cross-border salary account for commuters",
        FRONTIER_ACCOUNT,
        "I live in Ireland and work in Northern Ireland. What does the Frontier Account offer me?",
        GROUNDED_FRONTIER_ACCOUNT,
        WRONG_FRONTIER_ACCOUNT,
    ),
    (
        "en, crypto-asset custody fees",
        CRYPTO_CUSTODY,
        "What does it cost to keep my crypto with you, and to buy, sell or withdraw it?",
        GROUNDED_CRYPTO_CUSTODY,
        WRONG_CRYPTO_CUSTODY,
    ),
    (
        "en, savings goal feature",
        SAVINGS_GOALS,
        "How do savings goals work in the app?",
        GROUNDED_SAVINGS_GOALS,
        WRONG_SAVINGS_GOALS,
    ),
    (
        "en, remortgage valuation fee list",
        VALUATION_FEES,
        "How much will the valuation cost if I remortgage with you?",
        GROUNDED_VALUATION_FEES,
        WRONG_VALUATION_FEES,
    ),
    (
        "en, bulk payment file check (a tool's field lines)",
        BULK_PAYMENTS,
        "Has our November payroll file gone through, and what still needs doing?",
        GROUNDED_BULK_PAYMENTS,
        WRONG_BULK_PAYMENTS,
    ),
    (
        "en, virtual cards for online shopping",
        VIRTUAL_CARDS,
        "How do virtual cards work, and what can I use them for?",
        GROUNDED_VIRTUAL_CARDS,
        WRONG_VIRTUAL_CARDS,
    ),
    (
        "en, bank drafts",
        BANK_DRAFT,
        "How do I get a bank draft, and what does it cost?",
        GROUNDED_BANK_DRAFT,
        WRONG_BANK_DRAFT,
    ),
    (
        "en, bridging loan quote (a tool's JSON object)",
        BRIDGING_LOAN,
        "What would this bridging loan cost us, and what are the conditions?",
        GROUNDED_BRIDGING_LOAN,
        WRONG_BRIDGING_LOAN,
    ),
)
