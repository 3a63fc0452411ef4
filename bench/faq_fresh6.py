"""Ten more sets for bench/run_faq_paraphrases.py, written on 2026-12-02 (session 11, later) by
one brief, after the fixes that bench/faq_fresh.py, faq_fresh2.py, faq_fresh3.py, faq_fresh4.py
and faq_fresh5.py led to, and to be run once before any fix of their own: a round-up savings
feature, an equipment lease for a small business, life cover on a loan, an invoice financing
facility (a finance tool's field lines), digital wallet top-up limits, reclaiming a dormant
account, a mortgage rate switch at the end of a fixed period, a KYC periodic review (a
compliance agent's decision record), a landlord's tenancy deposit account, a card
pre-authorisation hold (a card tool's JSON object). At least four grounded answers per set apply
a rule to a case, work a value out, restate an exception as "only", negate a rule outside its
range, list a whole list or answer yes or no.

Their first run (out of sample) is recorded in bench/RESULTS.md, notes of session 11.
"""

from __future__ import annotations

# 1. Round-up savings
ROUND_UP = (
    "Pellham Round-Up: saving your spare change. When you switch on Round-Up in the app, every "
    "card payment from your Pellham current account is rounded up to the next whole euro, and "
    "the difference is moved into a Pellham savings pot of your choice. A payment of 3.40 EUR, "
    "for example, is rounded up to 4 EUR, and 0.60 EUR is saved. Payments that are already a "
    "whole number of euros are not rounded up. You can multiply each round-up by 2, 5 or 10; "
    "the multiplied amount is moved, up to a maximum of 30 EUR a day per account. Round-ups "
    "are added up during the day and moved together at 23:00 each night. If moving them would "
    "take your current account below 0 EUR, that day's round-ups are skipped and are not saved "
    "later. Cash withdrawals, transfers, direct debits and standing orders are not rounded up; "
    "only card payments are, including contactless and online ones. The pot earns 2.1% AER "
    "variable, with interest paid monthly. If a card payment is refunded, its round-up stays "
    "in the pot. You can switch Round-Up off or change the multiplier at any time, and the "
    "change applies from the next day. Round-Up is free."
)
GROUNDED_ROUND_UP = [
    "A 7.25 EUR card payment gets rounded up to 8 EUR, so 75 cents goes into your savings pot.",
    "With the 5x multiplier switched on, a coffee costing 2.80 EUR puts 1 EUR into your pot.",
    "If you pay exactly 15 EUR by card, there's nothing to round up, so nothing is saved.",
    (
        "No, cash withdrawals aren't rounded up, and neither are transfers, direct debits or "
        "standing orders."
    ),
    "Contactless and online card payments are rounded up too.",
    "Even with the 10x multiplier, no more than 30 EUR a day is moved from your account.",
    "Your round-ups are added together during the day and moved in one go at 11pm.",
    (
        "If moving the round-ups would put your current account below zero, that day's "
        "round-ups are skipped, and they won't be saved later on."
    ),
    (
        "If you get a refund for something you bought by card, the round-up from that payment "
        "stays in your pot."
    ),
    (
        "Round-Up doesn't cost anything, and if you switch it off on a Tuesday, it stops from "
        "the Wednesday."
    ),
]
WRONG_ROUND_UP = [
    "The savings pot earns 2.1% AER variable, with interest paid once a year.",
    "You can multiply each round-up by 2, 3, 5 or 10.",
    "A 3.40 EUR payment with the 2x multiplier moves 0.80 EUR into your pot.",
    "Direct debits are rounded up as well as card payments.",
    "Up to 30 EUR a week can be moved into your pot per account.",
    "Each round-up is moved into your pot straight after the card payment.",
    (
        "If your current account would go below 0 EUR, that day's round-ups are saved the next "
        "day instead."
    ),
    "When a card payment is refunded, its round-up is taken back out of your pot.",
    "Round-Up costs 1 EUR a month.",
]

# 2. Equipment lease for a small business
EQUIPMENT_LEASE = (
    "Ravensholt Business Equipment Lease. You can lease new equipment for your business, such "
    "as machinery, vans up to 3.5 tonnes, IT and catering equipment, without buying it "
    "outright. Leases are available for equipment costing from 5,000 EUR to 250,000 EUR, over "
    "2, 3, 4 or 5 years. The lease rate is fixed for the whole term: 6.9% a year over 2 or 3 "
    "years, 7.4% over 4 years and 7.9% over 5 years. You pay the first monthly rental when the "
    "equipment is delivered, together with a documentation fee of 150 EUR. Your business must "
    "have been trading for at least 2 years; sole traders, partnerships and limited companies "
    "can apply, but charities cannot. The equipment belongs to Ravensholt for the whole term, "
    "and you must insure it and keep it in good repair. At the end of the term you can return "
    "the equipment, extend the lease for 1 year by paying one monthly rental each quarter, or "
    "buy it for 1% of its original cost. Ending the lease early costs the total of the rentals "
    "still to pay, less 3%. Used equipment and software licences cannot be leased."
)
GROUNDED_EQUIPMENT_LEASE = [
    (
        "You can lease equipment costing anything from 5000 to 250000 EUR, over two, three, "
        "four or five years."
    ),
    "A three-year lease has a fixed rate of 6.9% a year, the same as a two-year one.",
    (
        "Over four years the rate is 7.4%, which is half a percentage point less than the 7.9% "
        "you'd pay over five years."
    ),
    (
        "For catering equipment that cost 12,000 EUR, buying it at the end of the lease would "
        "cost you 120 EUR."
    ),
    (
        "If you extend the lease for a year after the term, you pay four monthly rentals in "
        "that year, one every quarter."
    ),
    (
        "No, a business that's been trading for 18 months can't lease yet, as it needs to have "
        "been trading for at least two years."
    ),
    "Sole traders, partnerships and limited companies can all apply, but charities can't.",
    (
        "When the equipment's delivered, you pay the first monthly rental plus the 150 EUR "
        "documentation fee."
    ),
    (
        "If you end the lease early with 10,000 EUR of rentals still to pay, it'll cost you "
        "9,700 EUR."
    ),
    "Used equipment can't be leased, and neither can software licences.",
]
WRONG_EQUIPMENT_LEASE = [
    "The lease rate over 5 years is 7.4% a year.",
    "Leases are available over 2, 3, 4, 5 or 7 years.",
    "There's no documentation fee to pay when you take out a lease.",
    "Your business must have been trading for at least 1 year.",
    "Charities can apply, as well as sole traders, partnerships and limited companies.",
    "At the end of the term, you can buy the equipment for 10% of its original cost.",
    "The equipment becomes yours as soon as it is delivered.",
    "The lease rate can change during the term.",
    "Ending a lease early with 10,000 EUR of rentals left to pay costs 9,000 EUR.",
]

# 3. Life cover on a loan
LOAN_LIFE_COVER = (
    "Quillan Loan Life Cover. You can add Loan Life Cover to a Quillan personal loan or car "
    "loan. If you die during the loan term, the cover pays off the loan balance owed on the "
    "date of death, up to 60,000 EUR per person. The cover is optional, and it does not "
    "affect whether your loan is approved. It costs 0.25% of the loan "
    "amount a month for one borrower, added to your monthly repayment; on a joint loan, both "
    "borrowers can be covered for 0.40% a month. You can apply if you are aged 18 to 64 when "
    "the loan starts, and cover ends when the loan ends or on your 70th birthday, whichever "
    "comes first. In the first 6 months of cover, a death is covered only if it is caused by "
    "an accident. An illness you were treated for in the 2 years before the cover started is "
    "not covered. You can cancel within 30 days and get back everything you paid; after that "
    "you can cancel at any time, but premiums already paid are not refunded. Cover also ends "
    "if you repay the loan early. To claim, your next of kin or executor should call us on "
    "0800 614 229 with the death certificate. The cover is provided by Tern Life Assurance "
    "DAC, not by Quillan."
)
GROUNDED_LOAN_LIFE_COVER = [
    "On a 20,000 EUR loan, cover for one borrower costs 50 EUR a month, added to your repayment.",
    "On a joint loan of 20,000 EUR, covering both of you costs 80 EUR a month.",
    "No, deciding not to take the cover won't affect whether your loan is approved.",
    (
        "If you're 65 when the loan starts, you can't apply, as the cover is for people aged "
        "18 to 64."
    ),
    (
        "If you take out a seven-year loan at 64, your cover stops on your 70th birthday, "
        "before the loan ends."
    ),
    (
        "If 35,000 EUR is still owed when you die, the cover pays off the whole balance, since "
        "that's within the 60,000 EUR limit."
    ),
    "During the first six months of cover, it only pays out if the death is caused by an accident.",
    "If you cancel within 30 days, you'll get back everything you've paid.",
    "If you pay the loan off early, the cover ends.",
    (
        "To make a claim, your next of kin or executor should ring 0800 614 229 and have the "
        "death certificate ready."
    ),
]
WRONG_LOAN_LIFE_COVER = [
    "The cover pays off the loan balance up to 100,000 EUR per person.",
    "For one borrower, the cover costs 0.25% of the loan amount a year.",
    "On a joint loan of 20,000 EUR, covering you both costs 100 EUR a month.",
    "You need to take the cover to get your loan approved.",
    "Cover ends on your 65th birthday, even if the loan is still running.",
    "In the first 6 months, a death from any cause is covered.",
    "If you cancel after 30 days, the premiums you've already paid are refunded.",
    "The cover carries on after you repay the loan early.",
    "The cover is provided by Quillan itself.",
]

# 4. Invoice financing facility (a finance tool's field lines)
INVOICE_FINANCE = (
    "Facility: Marrowby Invoice Finance, facility IF-40718\n"
    "Client: Dunmore Joinery Ltd\n"
    "Statement date: 30 November 2026\n"
    "Facility limit: 150,000 EUR\n"
    "Approved customers: businesses in Ireland and the UK only\n"
    "Advance rate: 85% of each approved invoice\n"
    "Service fee: 0.6% of each invoice's face value\n"
    "Discount charge: 7.2% a year on money advanced, charged daily\n"
    "Invoices approved in November: 6, total face value 92,000 EUR\n"
    "Invoices not approved: 1 (INV-2291, 8,400 EUR, customer outside Ireland and the UK)\n"
    "Funds in use at 30 November: 78,200 EUR\n"
    "Available to draw: 71,800 EUR\n"
    "Invoices more than 90 days overdue: 1 (INV-2204, 5,600 EUR); its advance must be repaid "
    "by 7 December 2026\n"
    "Paid to client when the customer pays: invoice value less advance, service fee and "
    "discount charge\n"
    "Recourse: full; the advance on any invoice more than 90 days overdue must be repaid "
    "within 7 days of the statement date\n"
    "Minimum annual fee: 2,400 EUR\n"
    "Notice to end the facility: 3 months, in writing\n"
    "Next review: 31 May 2027"
)
GROUNDED_INVOICE_FINANCE = [
    (
        "With 78,200 EUR in use out of your 150000 EUR limit, you had 71,800 EUR left to draw "
        "on 30 November."
    ),
    (
        "We advance 85% of each approved invoice, so a 10,000 EUR invoice would bring you "
        "8,500 EUR up front."
    ),
    "The service fee on a 10,000 EUR invoice comes to 60 EUR.",
    (
        "INV-2291, for 8,400 EUR, wasn't approved because the customer is based outside "
        "Ireland and the UK."
    ),
    "Six invoices were approved in November, worth 92,000 EUR between them.",
    (
        "Yes, one invoice is more than 90 days overdue: INV-2204 for 5,600 EUR, and its "
        "advance has to be repaid by 7 December 2026, a week after the statement date."
    ),
    "The discount charge is 7.2% a year on the money you've been advanced, worked out daily.",
    (
        "When your customer pays, you receive the invoice value minus the advance, the service "
        "fee and the discount charge."
    ),
    "To end the facility, you'll need to give us three months' notice in writing.",
    "There's a minimum annual fee of 2400 EUR, and the facility is next reviewed on 31 May 2027.",
]
WRONG_INVOICE_FINANCE = [
    "We advance 90% of each approved invoice.",
    "The service fee is 0.6% a month of each invoice's face value.",
    "Seven invoices were approved in November.",
    "INV-2291 wasn't approved because it is more than 90 days overdue.",
    "On 30 November, you had 78,200 EUR available to draw.",
    "The advance on INV-2204 must be repaid by 7 January 2027.",
    "There's no minimum annual fee on the facility.",
    "You can end the facility by giving one month's notice in writing.",
    "The discount charge is 7.2% a year on the full facility limit.",
]

# 5. Digital wallet top-up limits
WALLET_TOP_UP = (
    "Elderbrook Wallet: top-up limits and fees. You can add money to your Elderbrook Wallet by "
    "debit card, by bank transfer or with cash at a partner shop. Top-ups by bank transfer are "
    "free, top-ups by debit card are free up to 500 EUR a month and cost 1% of the amount "
    "above that, and cash top-ups cost 2.50 EUR each. How much you can add depends on your "
    "verification level: Basic wallets, verified with a phone number and email only, can hold "
    "at most 150 EUR and take top-ups of up to 150 EUR a month; Standard wallets, verified "
    "with photo ID, can hold up to 5,000 EUR and take up to 10,000 EUR a month; and Plus "
    "wallets, verified with photo ID and proof of address, can hold up to 20,000 EUR with no "
    "monthly top-up limit. A single cash top-up can be between 10 EUR and 250 EUR. Card "
    "top-ups arrive straight away, bank transfers within 1 business day and cash top-ups "
    "within 10 minutes. Credit cards cannot be used to top up. If a top-up would take you "
    "over a limit, it is declined in full, not partly accepted. Limits reset at midnight on "
    "the first day of each month. You can move up a level in the app at any time."
)
GROUNDED_WALLET_TOP_UP = [
    "Topping up by bank transfer is free, whatever the amount.",
    (
        "If you add 700 EUR by debit card in a month, you'll pay 2 EUR, which is 1% of the "
        "200 EUR over the free 500 EUR."
    ),
    "Two cash top-ups at a partner shop cost you 5 EUR altogether.",
    (
        "A Standard wallet, verified with photo ID, can hold up to 5000 EUR and take up to "
        "10,000 EUR of top-ups a month."
    ),
    (
        "With a Basic wallet, you can't add 200 EUR in one month, because its monthly top-up "
        "limit is 150 EUR."
    ),
    "A Plus wallet has no monthly top-up limit, though its balance can't go above 20,000 EUR.",
    "No, you can't use a credit card to top up.",
    (
        "If your Standard wallet holds 4,900 EUR and you try to add 200 EUR, the whole top-up "
        "is declined, not just the 100 EUR over the limit."
    ),
    (
        "Each cash top-up has to be between 10 and 250 EUR, and the money reaches your wallet "
        "within ten minutes."
    ),
    (
        "Limits reset at midnight on the first of each month, so a limit you reach on 20 March "
        "frees up again on 1 April."
    ),
]
WRONG_WALLET_TOP_UP = [
    "Top-ups by debit card are free up to 1,000 EUR a month.",
    "Cash top-ups cost 1% of the amount you pay in.",
    "A Basic wallet can hold up to 5,000 EUR.",
    "To get a Plus wallet, you only need to verify with photo ID.",
    "Top-ups by bank transfer arrive straight away.",
    "You can top up with a debit card or a credit card.",
    "If a top-up would take you over a limit, the part within the limit is accepted.",
    "Adding 700 EUR by debit card in one month costs 7 EUR in fees.",
    "Limits reset every 30 days, counted from the day you opened your wallet.",
]

# 6. Reclaiming a dormant account
DORMANT_ACCOUNT = (
    "Reclaiming money from a dormant Ferncastle account. An account becomes dormant when there "
    "has been no transaction started by you, and no contact from you, for 15 years. Before "
    "that happens, we write to you at your last known address at least 3 months in advance. "
    "Once an account is dormant, its balance is moved to the national Dormant Accounts Fund, "
    "but you or your heirs keep the right to reclaim it at any time, with no deadline. To "
    "reclaim, hand in the reclaim form at any Ferncastle branch or send it by post, with photo "
    "ID and proof of address dated in the last 6 months; if your address has changed since the "
    "account was opened, you also need proof of the old address. Heirs must also send the "
    "death certificate and the grant of probate or letters of administration. We aim to decide "
    "within 20 business days, and reclaims are free of charge. You get back the balance at the "
    "time the account became dormant, plus the interest the account would have earned: savings "
    "and deposit accounts are paid interest for the whole dormant period, but current accounts "
    "receive no interest. The money is paid into a Ferncastle account or into an account in "
    "your name at another bank in Ireland; we do not pay by cheque."
)
GROUNDED_DORMANT_ACCOUNT = [
    (
        "An account only becomes dormant after 15 years without any transaction you started "
        "and without any contact from you."
    ),
    (
        "If your account would become dormant on 1 September, we'd write to your last known "
        "address by 1 June at the latest."
    ),
    "No, there's no deadline: you or your heirs can reclaim the money at any time.",
    (
        "You'll need the reclaim form, photo ID and proof of address from the last six months, "
        "and you can hand them in at a branch or send them by post."
    ),
    (
        "If you've moved since you opened the account, please include proof of your old "
        "address as well."
    ),
    (
        "A utility bill from eight months ago won't do as proof of address, since it has to be "
        "dated within the last six months."
    ),
    (
        "As an heir, you'll also need to send the death certificate and either the grant of "
        "probate or letters of administration."
    ),
    "Reclaiming costs nothing, and we aim to give you a decision within 20 business days.",
    (
        "A dormant savings account gets interest for the whole dormant period, but a current "
        "account is paid back without interest."
    ),
    (
        "We can't send you a cheque; the money goes into a Ferncastle account or an account in "
        "your name at another Irish bank."
    ),
]
WRONG_DORMANT_ACCOUNT = [
    "An account becomes dormant after 10 years with no transactions or contact from you.",
    "Once an account is dormant, you have 6 years to reclaim the money.",
    "Your proof of address must be dated within the last 3 months.",
    "We aim to decide on a reclaim within 20 calendar days.",
    "There's a 25 EUR fee to reclaim a dormant account.",
    "Current accounts are paid interest for the whole dormant period.",
    "Heirs only need to send the death certificate.",
    "We pay reclaimed money by cheque or into a Ferncastle account.",
    "We write to your last known address at least 3 months after the account becomes dormant.",
]

# 7. Mortgage rate switch at the end of a fixed period
RATE_SWITCH = (
    "Greystone Bank: choosing a new rate when your fixed rate ends. We will write to you 60 "
    "days before your fixed rate ends with the rates you can choose from. If you do nothing, "
    "your mortgage moves to our standard variable rate, currently 4.95%, on the day after the "
    "fixed rate ends. You can switch to a new fixed rate from 90 days before your fixed rate "
    "ends, with no early repayment charge; the new rate starts the day after the old one ends. "
    "Our switching rates depend on your loan-to-value (LTV): 2-year fixed rates are 3.65% up "
    "to 60% LTV, 3.85% above 60% and up to 80%, and 4.10% above 80%, and 5-year fixed rates "
    "are 0.20 percentage points lower in each band. A rate switch is free, with no valuation "
    "and no new credit check, as long as you don't borrow more or change the term; if you do, "
    "a full application is needed. LTV is your balance divided by the value we hold for your "
    "home, which you can ask us to update once a year for 150 EUR. You can switch in the app "
    "or with a mortgage adviser by phone. If you are more than 2 monthly payments in arrears, "
    "you can't switch in the app and must speak to an adviser."
)
GROUNDED_RATE_SWITCH = [
    (
        "If your fixed rate ends on 30 June 2027, you can switch to a new fixed rate from "
        "1 April 2027."
    ),
    (
        "If you don't pick a new rate, you'll move to the standard variable rate, currently "
        "4.95%, the day after your fixed rate ends."
    ),
    "With an LTV of 55%, a two-year fixed rate would be 3.65%.",
    "At 75% LTV, a five-year fix would be 3.65%.",
    (
        "With a 200,000 EUR balance and your home valued at 250,000 EUR, your LTV is 80%, so "
        "the two-year rate is 3.85%."
    ),
    (
        "No, there's no early repayment charge for switching in the 90 days before your fixed "
        "rate ends."
    ),
    (
        "Switching doesn't cost anything, and there's no valuation or new credit check, as long "
        "as you don't borrow more or change the term."
    ),
    "If you'd like to borrow more when you switch, you'll need to make a full application.",
    "You can ask us to update the value of your home once a year, at a cost of 150 EUR.",
    (
        "If you're three monthly payments behind, you can't switch in the app and will need to "
        "speak to an adviser."
    ),
]
WRONG_RATE_SWITCH = [
    "We will write to you 90 days before your fixed rate ends.",
    "If you do nothing, your mortgage stays on your current fixed rate.",
    "At 70% LTV, the two-year fixed rate is 3.65%.",
    "5-year fixed rates are 0.20 percentage points higher than 2-year ones in each band.",
    "At 85% LTV, a five-year fixed rate is 4.30%.",
    "A rate switch costs 150 EUR.",
    "The new rate starts on the day you make the switch.",
    "You can ask us to update the value of your home once a month.",
    "You can't switch in the app if you are more than one monthly payment in arrears.",
]

# 8. KYC periodic review written as a compliance agent's decision record
KYC_REVIEW = (
    "Periodic KYC review KYC-PR-2026-6631, recorded by the compliance review agent on 2 "
    "December 2026. Customer: Tomasz Wielgosz, Saltmarsh Bank personal customer since 2019, "
    "risk rating medium. Policy KYC-4 requires a review every 3 years for medium-risk "
    "customers, every year for high-risk customers and every 5 years for low-risk customers. "
    "The last review was completed on 20 November 2023, so this review was due by 20 November "
    "2026 and is 12 days overdue. Requested on 2 October 2026: up-to-date photo ID, proof of "
    "address dated in the last 6 months, and confirmation of occupation and source of funds. "
    "Received on 9 November 2026: a passport valid until 2031, and an occupation and "
    "source-of-funds form. Not received: proof of address. Outcome: review incomplete. Action: "
    "a reminder is sent today; if proof of address is not received by 2 January 2027, outgoing "
    "payments and card payments will be restricted, but incoming payments, direct debits and "
    "standing orders will continue. The risk rating stays medium. The account will not be "
    "closed at this stage. Next step: if the document is still missing, a human compliance "
    "officer reviews the case on 3 January 2027."
)
GROUNDED_KYC_REVIEW = [
    (
        "As a medium-risk customer, you're reviewed every three years, and your last review "
        "was completed on 20 November 2023."
    ),
    "Your review was due by 20 November 2026, so it's now 12 days late.",
    (
        "We received your passport and your occupation and source-of-funds form, both on "
        "9 November 2026."
    ),
    "The only thing we're still waiting for is your proof of address.",
    "No, your account isn't being closed at this stage.",
    (
        "If we don't have your proof of address by 2 January 2027, outgoing payments and card "
        "payments will be restricted."
    ),
    (
        "Even if those restrictions start, incoming payments, direct debits and standing "
        "orders will keep going through."
    ),
    "Your risk rating hasn't changed; it's still medium.",
    (
        "A proof of address dated March 2026 wouldn't be accepted, since it has to be from the "
        "last six months."
    ),
    (
        "If the document is still missing, a human compliance officer will look at your case "
        "on 3 January 2027, the day after the deadline."
    ),
]
WRONG_KYC_REVIEW = [
    "As a medium-risk customer, you're reviewed every year.",
    "Your review was due by 20 November 2026, so it's 22 days overdue.",
    "We're still waiting for your passport.",
    "If your proof of address isn't received by 2 January 2027, your account will be closed.",
    "Once restrictions start, incoming payments will be blocked as well.",
    "Your risk rating has been raised to high.",
    "Your proof of address must be dated within the last 3 months.",
    "We asked you for the documents on 9 November 2026.",
    "This review was recorded by a human compliance officer.",
]

# 9. Landlord's tenancy deposit account
TENANCY_DEPOSIT = (
    "Saltmarsh Tenancy Deposit Account. If you are a landlord, you can hold your tenants' "
    "deposits in a Tenancy Deposit Account, kept separate from your own money. Each deposit is "
    "held in its own sub-account in the tenant's name, and the money cannot be used to pay "
    "your debts or be taken by your creditors. The account costs 3 EUR a month for up to 5 "
    "deposits, 8 EUR a month for 6 to 25 deposits and 15 EUR a month for more than 25, while "
    "letting agents pay 25 EUR a month whatever the number. Deposits must be paid in within 30 "
    "days of the tenancy starting, and the tenant gets a confirmation email with the "
    "sub-account number within 2 business days. No interest is paid. At the end of the "
    "tenancy, the deposit is paid out only when landlord and tenant have both agreed in the "
    "app how to split it; the payment is then made within 5 business days. If they disagree, "
    "the amount in dispute stays in the account until an independent adjudicator or a court "
    "decides, and the part that is not in dispute is paid out. A single deposit cannot be more "
    "than two months' rent or 10,000 EUR."
)
GROUNDED_TENANCY_DEPOSIT = [
    "With four deposits you'd pay 3 EUR a month, and with twelve you'd pay 8 EUR a month.",
    "For a landlord holding 30 deposits, the account costs 15 EUR a month.",
    "A letting agent pays 25 EUR a month, however many deposits it holds.",
    "For a tenancy starting on 1 March, the deposit has to be paid in by 31 March.",
    (
        "Each deposit sits in its own sub-account in the tenant's name, and your creditors "
        "can't touch it."
    ),
    "No, the account doesn't pay any interest.",
    (
        "The deposit is only paid out once you and your tenant have both agreed in the app how "
        "to split it."
    ),
    (
        "If you both agree that 900 EUR of a 1,200 EUR deposit goes back but disagree about the "
        "other 300 EUR, the 900 EUR is paid out and the 300 EUR stays in the account until an "
        "adjudicator or a court decides."
    ),
    "If the rent is 1,400 EUR a month, the deposit can't be more than 2800 EUR.",
    (
        "Your tenant will get a confirmation email with the sub-account number within two "
        "business days."
    ),
]
WRONG_TENANCY_DEPOSIT = [
    "With 12 deposits, the account costs 3 EUR a month.",
    "Letting agents pay 15 EUR a month.",
    "Deposits must be paid in within 14 days of the tenancy starting.",
    "The deposit earns interest for the tenant while it is held.",
    (
        "At the end of the tenancy, the landlord can pay out the deposit without the tenant's "
        "agreement."
    ),
    "If there is a dispute, the whole deposit stays in the account until it is decided.",
    "Once both sides agree, the deposit is paid out within 10 business days.",
    "A single deposit can be up to three months' rent.",
    "The landlord gets a confirmation email with the sub-account number.",
]

# 10. Card pre-authorisation hold (a card tool's JSON object)
CARD_HOLD = (
    '{"tool": "card_hold_lookup", "bank": "Brackenridge Bank", '
    '"checked_at": "2026-12-02T09:15", "card": "debit card ending 7731", '
    '"merchant": "Lakeshore Hotel, Westport", "merchant_category": "hotels and lodging", '
    '"hold_type": "pre-authorisation", '
    '"reason": "hold placed at check-in to cover the room and any extras", '
    '"hold_amount_eur": 450.00, "placed_at": "2026-11-27T16:02", "status": "active", '
    '"final_charge_eur": 312.60, "final_charge_posted": "2026-11-30", '
    '"final_charge_for": "2 nights with breakfast", "double_charge": false, '
    '"release_rule": "the hold drops off when the merchant releases it or 7 days after it was '
    'placed, whichever comes first", "expected_release_by": "2026-12-04", '
    '"hold_reduces_available_balance": true, "interest_or_fees_on_hold": "none", '
    '"available_balance_eur": 1020.40, "available_balance_after_release_eur": 1470.40, '
    '"bank_can_release_early": false, '
    '"customer_options": ["ask the merchant to release the hold", '
    '"wait for the automatic release"], '
    '"note": "no action is needed; the hold will drop off on its own"}'
)
GROUNDED_CARD_HOLD = [
    (
        "The 450 EUR on your card is a pre-authorisation hold from the Lakeshore Hotel in "
        "Westport, placed on 27 November 2026."
    ),
    (
        "No, you haven't been charged twice: the hotel's actual charge was 312.60 EUR, and the "
        "450 EUR is just a hold."
    ),
    "The hotel's final charge of 312.60 EUR was posted on 30 November.",
    "The hold will drop off by 4 December 2026 at the latest, seven days after it was placed.",
    "It may go sooner than that if the hotel releases it first.",
    (
        "While it's active, the hold lowers your available balance, but there's no interest or "
        "fee on it."
    ),
    (
        "Once it's released, your available balance should go up by 450 EUR, from 1,020.40 EUR "
        "to 1,470.40 EUR."
    ),
    "The hold is 137.40 EUR more than what the hotel finally charged you.",
    (
        "We can't release the hold early ourselves; you can either ask the hotel to release it "
        "or wait for it to drop off on its own."
    ),
    "Yes, the hold was still active when we checked at 9:15 on 2 December 2026.",
]
WRONG_CARD_HOLD = [
    "The hold is for 312.60 EUR, and the hotel's final charge was 450 EUR.",
    "The hotel has charged you twice for your stay.",
    "The hold will drop off by 6 December 2026 at the latest.",
    "Holds drop off 10 days after they were placed.",
    "We can release the hold for you straight away.",
    "You pay a small fee for each day the hold is active.",
    "The hold doesn't affect your available balance.",
    "Once the hold is released, your available balance will be 1,333.00 EUR.",
    "The hold was placed by a car hire company in Westport.",
]

SETS = (
    (
        "en, round-up savings",
        ROUND_UP,
        "How does Round-Up work, and how much will it save?",
        GROUNDED_ROUND_UP,
        WRONG_ROUND_UP,
    ),
    (
        "en, equipment lease for a small business",
        EQUIPMENT_LEASE,
        "Can my business lease equipment from you, and what does it cost?",
        GROUNDED_EQUIPMENT_LEASE,
        WRONG_EQUIPMENT_LEASE,
    ),
    (
        "en, life cover on a loan",
        LOAN_LIFE_COVER,
        "What is Loan Life Cover, and should I add it to my loan?",
        GROUNDED_LOAN_LIFE_COVER,
        WRONG_LOAN_LIFE_COVER,
    ),
    (
        "en, invoice financing facility (a tool's field lines)",
        INVOICE_FINANCE,
        "Where does our invoice finance facility stand this month?",
        GROUNDED_INVOICE_FINANCE,
        WRONG_INVOICE_FINANCE,
    ),
    (
        "en, digital wallet top-up limits",
        WALLET_TOP_UP,
        "How much can I top up my wallet, and what does it cost?",
        GROUNDED_WALLET_TOP_UP,
        WRONG_WALLET_TOP_UP,
    ),
    (
        "en, dormant account reclaim",
        DORMANT_ACCOUNT,
        "How do I get back the money from an old dormant account?",
        GROUNDED_DORMANT_ACCOUNT,
        WRONG_DORMANT_ACCOUNT,
    ),
    (
        "en, mortgage rate switch at the end of a fixed period",
        RATE_SWITCH,
        "My fixed rate is ending soon. What are my options?",
        GROUNDED_RATE_SWITCH,
        WRONG_RATE_SWITCH,
    ),
    (
        "en, KYC periodic review decision",
        KYC_REVIEW,
        "Why have you asked me for documents again, and what happens if I don't send them?",
        GROUNDED_KYC_REVIEW,
        WRONG_KYC_REVIEW,
    ),
    (
        "en, landlord tenancy deposit account",
        TENANCY_DEPOSIT,
        "How does the Tenancy Deposit Account work for landlords?",
        GROUNDED_TENANCY_DEPOSIT,
        WRONG_TENANCY_DEPOSIT,
    ),
    (
        "en, card pre-authorisation hold (a tool's JSON object)",
        CARD_HOLD,
        "Why is there 450 EUR taken from my card by the hotel? Was I charged twice?",
        GROUNDED_CARD_HOLD,
        WRONG_CARD_HOLD,
    ),
)
