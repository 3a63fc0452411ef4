"""Ten more sets for bench/run_faq_paraphrases.py, written on 2026-12-07 (session 16) by one brief,
to be run once, on verifier v7 and v8, as an out-of-sample check of the decision to ship v8
(neither model nor any code was changed after seeing it). Topics: cashback tiers on a business
credit card, seasonal repayments on an agricultural loan (a farm lending tool's field lines), the
excess and co-payment on pet insurance, a Swiss franc mortgage for a home in the euro area, a
phone insurance claim decision (a gadget cover claims tool's JSON output), signatories on a
community account for clubs and charities, a marine loan for a leisure boat, updating a
customer's name on their accounts (a staff policy), adding additional cardholders to a credit
card (an agent's decision record), paying in coins. At least four grounded answers per set
apply a rule to a case, work a value out, restate an exception as "only", negate a rule outside
its range, list a whole list or answer yes or no.

Its first run is recorded in bench/RESULTS.md, notes of session 16.
"""

from __future__ import annotations

import json

# 1. Cashback tiers on a business credit card
BUSINESS_CASHBACK = (
    "Carrowmore Bank Business Rewards Card: how cashback works. Cashback is earned on eligible "
    "card spending in each statement month, in three tiers: 0.5% on the first 5,000 EUR, 1% on "
    "spending from 5,000 EUR to 20,000 EUR, and 1.5% on everything above 20,000 EUR. Cashback is "
    "capped at 600 EUR per statement month for the whole business account, however many employee "
    "cards it has. Not eligible: cash withdrawals, balance transfers, card fees, interest, tax "
    "payments to the Revenue, and purchases of gift cards or foreign currency. Fuel purchases "
    "always earn a flat 0.5%, whatever tier you have reached, and don't count towards the tiers. "
    "Refunds are taken off eligible spending in the month they are credited. Cashback is paid as "
    "a credit to the card account on the statement date of the following month, as long as the "
    "account is not in arrears; if a payment is more than 30 days late, that month's cashback is "
    "lost. The annual fee is 120 EUR for the first card plus 30 EUR for each additional employee "
    "card; no annual fee is charged in the first year. Cashback not yet paid is lost if the "
    "account is closed. You can follow your running total in Business Online under Rewards."
)
GROUNDED_BUSINESS_CASHBACK = [
    "If your business spends 12,000 EUR on the card in a statement month, you'd earn 95 EUR back.",
    "On 30,000 EUR of eligible spending in a month, your cashback comes to 325 EUR.",
    (
        "Even if you put 60,000 EUR through the card in a month, the most cashback you can get is "
        "€600."
    ),
    "No, the 600 EUR cap is for the whole business account, not for each employee card.",
    (
        "Cash withdrawals, balance transfers, card fees, interest, tax payments to the Revenue and "
        "gift card or foreign currency purchases don't earn any cashback."
    ),
    "Fuel always earns 0.5%, even once you've spent more than 20,000 EUR in the month.",
    "If one of your payments is 40 days late, you'll lose that month's cashback.",
    (
        "With your card plus three employee cards, the annual fee would be 210 EUR, but there's "
        "nothing to pay in the first year."
    ),
    (
        "Your cashback is credited to the card account on the following month's statement date, "
        "as long as you're not in arrears."
    ),
    "If you close the account, any cashback that hasn't been paid yet is lost.",
]
WRONG_BUSINESS_CASHBACK = [
    "Spending from 5,000 EUR to 20,000 EUR in a month earns 1.5% cashback.",
    "If your business spends 12,000 EUR on the card in a statement month, you'd earn 120 EUR back.",
    "Cashback is capped at 600 EUR per employee card each statement month.",
    "Tax payments to the Revenue earn cashback at the normal tier rates.",
    "Fuel purchases always earn a flat 1% cashback.",
    "Cashback is paid into your business current account.",
    "If a payment is more than 14 days late, that month's cashback is lost.",
    "The annual fee is 150 EUR for the first card.",
    "Refunds are taken off eligible spending in the month of the original purchase.",
]

# 2. Seasonal repayments on an agricultural loan, written as a farm lending tool's field lines
AGRI_LOAN = (
    "Tool: Tullaghmore Bank agri lending desk, seasonal repayment schedule\n"
    "Loan reference: AGL-2026-0583\n"
    "Borrower: Dunmore Farms Ltd (dairy), contact P. Dunmore\n"
    "Loan type: seasonal working capital loan\n"
    "Amount drawn: 80,000 EUR on 1 March 2026\n"
    "Current balance: 65,400 EUR\n"
    "Rate: 6.20% variable, interest charged monthly\n"
    "Term: 5 years, final repayment due 28 February 2031\n"
    "Repayment pattern: capital and interest March to November; interest only December to "
    "February\n"
    "Payment March to November: 2,000 EUR a month\n"
    "Payment December to February: interest only, about 340 EUR a month at the current balance\n"
    "Collection: direct debit from current account ending 7741 on the 5th of each month\n"
    "Overpayments: up to 20,000 EUR a year free; 1% fee on any amount above that\n"
    "Fodder emergency clause: repayments can be paused for up to 3 months if the Department "
    "declares a fodder emergency; interest still accrues\n"
    "Security: first charge over 40 hectares at Dunmore townland; no personal guarantee\n"
    "Late payment fee: 40 EUR per missed payment\n"
    "Arrears: none; account in good standing\n"
    "Next annual review: 15 January 2027\n"
    "Agent note: customer asked to move the capital months to April to December; this needs "
    "credit approval"
)
GROUNDED_AGRI_LOAN = [
    "From March to November you pay 2,000 EUR a month, covering both capital and interest.",
    "In January you only pay interest, which is about 340 EUR at the current balance.",
    "Across the nine capital months, March to November, your payments add up to 18,000 EUR.",
    "Yes, you can overpay 15,000 EUR this year without any charge.",
    (
        "Overpaying 25,000 EUR in one year would cost a 50 EUR fee, which is 1% of the 5,000 EUR "
        "above the free limit."
    ),
    "The loan has to be fully repaid by 28 February 2031.",
    (
        "If the Department declares a fodder emergency, you can pause repayments for up to three "
        "months, but interest keeps building up."
    ),
    (
        "Payments come out of your current account ending 7741 by direct debit on the 5th of each "
        "month."
    ),
    (
        "No, there's no personal guarantee; the loan is secured by a first charge over 40 hectares "
        "at Dunmore townland."
    ),
    "Moving your capital months to April to December would need credit approval.",
]
WRONG_AGRI_LOAN = [
    "From December to February you pay 2,000 EUR a month.",
    "The rate is 6.20% fixed.",
    "You can overpay up to 25,000 EUR a year free of charge.",
    "The loan has to be fully repaid by 28 February 2030.",
    "In a fodder emergency, repayments can be paused for up to six months.",
    "No interest is added while repayments are paused in a fodder emergency.",
    "Payments are collected by direct debit on the 15th of each month.",
    "A missed payment costs a 60 EUR late fee.",
    "The 80,000 EUR was drawn on 1 May 2026.",
]

# 3. The excess and co-payment on pet insurance
PET_INSURANCE = (
    "Ashcombe Bank Pet Insurance: your excess and what we pay. Our Lifetime policy covers vet "
    "fees up to 7,000 GBP per condition per policy year, renewed each year as long as the policy "
    "stays in force. For each condition you pay a fixed excess of 99 GBP per policy year. From "
    "your pet's 8th birthday for dogs, or 10th birthday for cats, you also pay 20% of the rest of "
    "each claim (the co-payment). Example: for a 1,099 GBP vet bill for a 9-year-old dog, we pay "
    "800 GBP. Illness cover starts 14 days after the policy start date; accidents are covered "
    "from the start date. Cruciate ligament conditions have a 6-month waiting period. Not "
    "covered: conditions that showed signs before cover started, routine care such as "
    "vaccinations, flea treatment and neutering, and dental treatment unless it is caused by an "
    "accident. Complementary treatment such as hydrotherapy is covered up to 750 GBP a year, with "
    "no excess. If your pet dies from illness or injury before its 9th birthday, we pay its "
    "purchase price up to 1,000 GBP. Claims must be made within 90 days of treatment. We can pay "
    "your vet directly if they agree; otherwise we pay you within 10 working days of approving "
    "the claim. A 10% discount applies to a second pet."
)
GROUNDED_PET_INSURANCE = [
    "For your 6-year-old dog's 600 GBP vet bill, we'd pay 501 GBP after the £99 excess.",
    (
        "For an 11-year-old cat with a 599 GBP bill, you'd pay the 99 GBP excess plus a 100 GBP "
        "co-payment, so we'd pay 400 GBP."
    ),
    "Your 9-year-old cat doesn't have a co-payment yet; for cats it only starts at age 10.",
    "If your puppy breaks a leg on the first day of the policy, it's covered straight away.",
    (
        "No, an ear infection that starts on day 10 of the policy isn't covered, because illness "
        "cover only starts after 14 days."
    ),
    "Hydrotherapy is covered up to £750 a year, and no excess is taken off.",
    "Vaccinations, flea treatment and neutering aren't covered.",
    "Dental treatment is only covered when it's caused by an accident.",
    "You've got 90 days from the treatment to make a claim.",
    "Yes, insuring a second pet gets you 10% off.",
]
WRONG_PET_INSURANCE = [
    "The excess is 79 GBP per condition per policy year.",
    "For dogs, the co-payment starts from their 10th birthday.",
    "For your 6-year-old dog's 600 GBP vet bill, we'd pay 401 GBP.",
    "Vet fees are covered up to 7,000 GBP per condition for the pet's whole lifetime.",
    "Illnesses are covered from the policy start date.",
    "Cruciate ligament conditions have a 3-month waiting period.",
    "Hydrotherapy is covered up to 750 GBP a year, after the 99 GBP excess.",
    "Claims must be made within 60 days of treatment.",
    (
        "If your pet dies from illness or injury before its 12th birthday, we pay its purchase "
        "price up to 1,000 GBP."
    ),
]

# 4. A Swiss franc mortgage for a home in the euro area
CHF_MORTGAGE = (
    "Vallon Bank: key terms of our Swiss franc mortgage for homes in the euro area. You can "
    "borrow in CHF only if at least half of your net income is paid in CHF; otherwise we offer a "
    "euro mortgage instead. The minimum loan is 150,000 CHF, and we lend up to 70% of the "
    "property value, converted into CHF at our mid-market rate on the valuation date. The rate is "
    "SARON plus a margin of 1.45%, reset every 3 months, and never below 1.45% in total. The term "
    "is up to 25 years and must end before your 70th birthday. Because the loan and the property "
    "are in different currencies, we recheck the loan-to-value every 6 months. If it is above "
    "80%, you have 60 days to either pay the loan down to 75% or convert it into euro; if you do "
    "neither, we convert it at the exchange rate on day 61. You can convert to euro free of "
    "charge once during the term; any further conversion costs 500 EUR. Overpayments of up to "
    "10% of the balance a year are free; above that, we charge 1% of the excess. Repayments are "
    "collected in CHF from a Vallon CHF account."
)
GROUNDED_CHF_MORTGAGE = [
    (
        "No, if only 40% of your net income is paid in Swiss francs you can't have the CHF "
        "mortgage; we'd offer you a euro mortgage instead."
    ),
    "On a home valued at the equivalent of 500,000 CHF, the most you could borrow is 350,000 CHF.",
    "If SARON is 0.50%, your rate would be 1.95%.",
    "Even if SARON went below zero, your rate wouldn't drop under 1.45%.",
    (
        "At 40 you could take the full 25-year term, since it would end when you're 65, before "
        "your 70th birthday."
    ),
    (
        "If a check puts your loan-to-value at 82%, you'd have 60 days to pay it down to 75% or "
        "convert the loan into euro."
    ),
    "If you do neither within the 60 days, we'll convert the loan to euro on day 61.",
    "Your first conversion to euro is free; any later one costs €500.",
    "On a 200,000 CHF balance, you can overpay 20,000 CHF in a year for free.",
    "We recheck your loan-to-value twice a year.",
]
WRONG_CHF_MORTGAGE = [
    "You can borrow in CHF if at least a third of your net income is paid in CHF.",
    "The minimum loan is 100,000 CHF.",
    "We lend up to 80% of the property value.",
    "The rate is reset every 6 months.",
    "If SARON is 0.50%, your rate would be 2.05%.",
    "The term must end before your 75th birthday.",
    "If the loan-to-value goes above 80%, you have 30 days to act.",
    "Every conversion to euro costs 500 EUR, including the first.",
    "Overpaying 30,000 CHF in a year on a 200,000 CHF balance would cost a 300 CHF fee.",
]

# 5. A phone insurance claim decision, rendered as a gadget cover claims tool's JSON output
PHONE_CLAIM = json.dumps(
    {
        "tool": "device_claim_decision",
        "insurer": "Redwell Bank Gadget Cover, included with the Plus Account",
        "claim": "GC-2026-31275",
        "policyholder": "T. Nakamura",
        "device": "Samsung Galaxy S24, bought 2025-03-14 for 899.00 EUR",
        "incident": {
            "type": "accidental damage",
            "description": "cracked screen after a fall",
            "date": "2026-11-22",
            "reported": "2026-11-24",
        },
        "decision": "approved",
        "settlement": "repair",
        "repair_cost_eur": 289.00,
        "excess_eur": 75.00,
        "amount_paid_by_insurer_eur": 214.00,
        "excess_collection": "from Plus Account ending 6620 on 2026-12-05",
        "repairer": "FixPoint, 22 Quay Street; courier pickup within 2 business days",
        "repair_time": "up to 5 business days after the repairer receives the device",
        "if_not_repairable": (
            "replacement with the same model, refurbished, or a similar model of equal value if "
            "that is unavailable"
        ),
        "claims_in_last_12_months_including_this_one": 1,
        "claim_limits": "2 claims in any 12 months; up to 1,500 EUR per claim",
        "theft_claims": "need a police report within 48 hours of discovering the theft",
        "loss_covered": False,
        "cover_ends": "when the Plus Account is closed or downgraded",
        "status": "awaiting courier pickup",
    },
    indent=2,
)
GROUNDED_PHONE_CLAIM = [
    "Your claim for the cracked screen has been approved, and the phone will be repaired.",
    "The repair costs 289 EUR; you pay the 75 EUR excess and we cover the other 214 EUR.",
    "The €75 excess will be taken from your Plus Account ending 6620 on 5 December 2026.",
    "A courier will collect the phone within two business days.",
    "Once FixPoint receives the phone, the repair takes up to five business days.",
    (
        "If it can't be repaired, you'd get the same model refurbished, or a similar model of "
        "equal value if that's not available."
    ),
    (
        "This is your only claim in the last 12 months, so you've got one more before you reach "
        "the limit of two in any 12 months."
    ),
    "No, losing your phone isn't covered.",
    "If your phone is stolen, you'll need a police report within 48 hours of finding out.",
    "Your cover ends if you close or downgrade your Plus Account.",
]
WRONG_PHONE_CLAIM = [
    "The excess on your claim is 95 EUR.",
    "We'll pay 239 EUR towards the repair.",
    "The excess will be collected on 15 December 2026.",
    "Losing your phone is covered as well as accidental damage.",
    "You can make up to 3 claims in any 12 months.",
    "Theft claims need a police report within 7 days of discovering the theft.",
    "If the phone can't be repaired, you'll get a brand-new phone of the same model.",
    "You reported the damage on 22 November 2026.",
    "Each claim is limited to 1,000 EUR.",
]

# 6. Signatories on a community account for clubs and charities
COMMUNITY_ACCOUNT = (
    "Brookfield Bank Community Account: FAQ for clubs, societies and charities. The account is "
    "free for organisations with an annual income under 100,000 EUR; above that, the fee is 8 EUR "
    "a month. To open one, we need the organisation's constitution or rules, the minutes of the "
    "meeting that approved opening the account, and ID for every signatory. You need at least 2 "
    "and no more than 6 signatories, and no signatory may be related to, or live with, another. "
    "Online payments up to 500 EUR need one signatory's approval; payments over 500 EUR need two. "
    "Cheques need two signatures whatever the amount. To change signatories, send us a mandate "
    "form signed by the chair or secretary plus the minutes of the meeting that agreed the "
    "change; we update the account within 10 business days of receiving them. Cash can be paid "
    "in at any branch, free up to 5,000 EUR a month, then 0.5% of the extra. The account can't go "
    "overdrawn and has no debit card, but each signatory can have online banking to view and "
    "approve payments. Statements are sent monthly to the secretary. We review the account's "
    "documents every 3 years."
)
GROUNDED_COMMUNITY_ACCOUNT = [
    (
        "With an annual income of 40,000 EUR, your club pays nothing; the 8 EUR monthly fee only "
        "applies above 100,000 EUR."
    ),
    "A 350 EUR online payment needs just one signatory to approve it.",
    "A 1,200 EUR payment has to be approved by two signatories.",
    "Even a 50 EUR cheque needs two signatures.",
    "No, you can't have eight signatories; six is the most.",
    "No, a married couple who live together can't both be signatories on the account.",
    (
        "To open the account we need your constitution or rules, the minutes of the meeting that "
        "approved it, and ID for every signatory."
    ),
    "If you pay in 6,000 EUR in cash in one month, the fee is 5 EUR.",
    "No, the account doesn't come with a debit card, and it can't go overdrawn.",
    (
        "Once we have the signed mandate form and the minutes, we'll update the signatories within "
        "ten business days."
    ),
]
WRONG_COMMUNITY_ACCOUNT = [
    "The account is free for organisations with an annual income under 50,000 EUR.",
    "Online payments up to 1,000 EUR need only one signatory's approval.",
    "Cheques up to 500 EUR need only one signature.",
    "You need at least 3 signatories.",
    "To change signatories, the mandate form must be signed by the treasurer.",
    "If you pay in 6,000 EUR in cash in one month, the fee is 30 EUR.",
    "Statements are sent monthly to the treasurer.",
    "Each signatory can have a debit card on the account.",
    "We review the account's documents every year.",
]

# 7. A marine loan for a leisure boat
MARINE_LOAN = (
    "Harbourline Bank Marine Loan: your questions answered. We lend 10,000 EUR to 250,000 EUR to "
    "buy a new or used sailing boat or motor boat for leisure; boats for charter or other "
    "commercial use are not eligible, and nor are houseboats or jet skis. You pay a deposit of at "
    "least 20% of the price, or at least 30% if the boat is more than 20 years old. Terms are "
    "from 2 to 15 years, and the boat can't be more than 35 years old at the end of the term. "
    "Rates are fixed: 6.9% APR for loans up to 50,000 EUR and 5.9% APR for larger loans. For "
    "boats priced above 40,000 EUR we need a marine surveyor's report dated within the last 3 "
    "months, at your cost. The boat must be insured for its full value from the day you buy it, "
    "including third-party liability of at least 3 million EUR, with the bank noted as an "
    "interested party. There is no arrangement fee. You can repay early at any time; the charge "
    "is 1% of the amount repaid if more than 12 months of the term remain, or 0.5% otherwise. We "
    "pay the seller directly, never the borrower."
)
GROUNDED_MARINE_LOAN = [
    "For a 60,000 EUR boat built ten years ago, you'd need a deposit of at least 12,000 EUR.",
    (
        "A 25-year-old yacht priced at 35,000 EUR needs a deposit of at least 10,500 EUR, because "
        "it's more than 20 years old."
    ),
    (
        "For a boat that's 28 years old now, the longest term you could get is seven years, so "
        "it's no older than 35 at the end."
    ),
    "If you borrow 80,000 EUR, your rate would be 5.9% APR, fixed.",
    "No, you can't use the loan for a boat you plan to charter out.",
    (
        "For a 45,000 EUR boat, you'll need a marine survey from the last three months, and you "
        "pay for it."
    ),
    "There's no arrangement fee on the loan.",
    "Repaying 10,000 EUR early with two years left on the term would cost 100 EUR.",
    "With eight months of the term left, repaying 10,000 EUR early would cost 50 EUR.",
    "No, we won't pay the loan to you; the money goes straight to the seller.",
]
WRONG_MARINE_LOAN = [
    "For a boat that's less than 20 years old, you need a deposit of at least 25% of the price.",
    "Boats more than 15 years old need a deposit of at least 30%.",
    "Loans up to 50,000 EUR are at 5.9% APR fixed.",
    "We need a marine surveyor's report for boats priced above 60,000 EUR.",
    "The boat must have third-party liability cover of at least 2 million EUR.",
    "Terms are from 2 to 20 years.",
    "Repaying 10,000 EUR early with two years left on the term would cost 50 EUR.",
    "Jet skis can be financed with the marine loan.",
    "The bank pays for the marine surveyor's report.",
]

# 8. Updating a customer's name on their accounts, written as a staff policy
NAME_CHANGE = (
    "Ormsby Bank staff policy CS-14: updating a customer's name (effective 1 February 2027). "
    "Accept a name change after marriage, civil partnership, divorce, dissolution or deed poll. "
    "Documents: the original or a certified copy of the marriage or civil partnership "
    "certificate, decree absolute or final order, or enrolled deed poll, plus photo ID in either "
    "name. Photocopies we cannot verify are not accepted. Changes can be completed in branch or "
    "by post; the app and phone banking can only be used to start the request, not to finish it. "
    "Update all of the customer's sole accounts at once; joint accounts also need the other "
    "holder's signature. New debit and credit cards are issued automatically within 7 working "
    "days; the old cards keep working until the new ones are activated, or for 30 days, "
    "whichever is sooner. New chequebooks are sent only on request. Direct debits and standing "
    "orders are not affected. For a deed poll change, run a fresh sanctions and fraud check "
    "before updating; if it raises an alert, hold the change and refer it to Financial Crime "
    "within 1 working day. Never change a name on a customer's verbal request alone. The service "
    "is free."
)
GROUNDED_NAME_CHANGE = [
    (
        "Yes, you can change your name after your divorce, using your decree absolute or final "
        "order plus photo ID."
    ),
    "Your photo ID can be in either your old name or your new one.",
    (
        "No, you can't finish a name change in the app; you can only start it there, and complete "
        "it in a branch or by post."
    ),
    "For your joint account, the other account holder has to sign as well.",
    "We'll issue your new cards automatically within seven working days.",
    "Your old card keeps working until you activate the new one, but for no more than 30 days.",
    "You'll only get a new chequebook if you ask for one.",
    "Your direct debits and standing orders will carry on as normal.",
    "No, there's no charge for updating your name.",
    (
        "After a deed poll change, a fresh sanctions and fraud check has to be run before the name "
        "is updated."
    ),
]
WRONG_NAME_CHANGE = [
    "A name change can be completed over the phone.",
    "New cards are issued within 14 working days.",
    "Old cards keep working for 60 days after the new ones are issued.",
    "New chequebooks are sent automatically after a name change.",
    "Joint accounts can be updated without the other holder's signature.",
    "Direct debits have to be set up again under the new name.",
    "If a deed poll check raises an alert, refer it to Financial Crime within 3 working days.",
    "There's a 10 EUR fee for updating a name on the accounts.",
    "The policy takes effect on 1 March 2027.",
]

# 9. Adding additional cardholders to a credit card, written as an agent's decision record
ADDITIONAL_CARDHOLDER = (
    "Additional cardholder request AC-2026-2208, Greyfield Bank, recorded by agent L. Moran on 3 "
    "December 2026. Primary cardholder: J. Whelan, Gold credit card ending 4471, credit limit "
    "8,000 EUR. Requested: add two additional cardholders, E. Whelan (age 17) and K. Whelan (age "
    "21). Decision: K. Whelan approved; E. Whelan declined, because additional cardholders must "
    "be at least 18. A new request can be made once she turns 18 on 9 March 2027. Policy: up to 3 "
    "additional cardholders per account; additional cards are free on Classic cards and cost 25 "
    "EUR a year each on Gold cards. The primary cardholder is responsible for all spending, "
    "including spending by additional cardholders. Set at the primary's request: a sub-limit of "
    "1,500 EUR a month for K. Whelan, with cash withdrawals blocked on her card. Additional "
    "cardholders cannot ask for limit increases, see statements or make balance transfers, but "
    "can check their own spending in the app. The card will arrive at the primary cardholder's "
    "address within 5 working days, with the PIN sent separately. The primary can cancel an "
    "additional card at any time in the app; spending already authorised must still be paid. "
    "Confirmation sent by app message on 3 December 2026."
)
GROUNDED_ADDITIONAL_CARDHOLDER = [
    "K. has been approved as an additional cardholder, but we had to decline E.'s request.",
    (
        "E. can't have a card yet because she's 17; you can apply again once she turns 18 on "
        "9 March 2027."
    ),
    "On your Gold card, K.'s card costs 25 EUR a year.",
    "If your card were a Classic card, K.'s card would be free.",
    (
        "If E. is added after her birthday as well, the two extra cards on your Gold account would "
        "cost 50 EUR a year in total."
    ),
    "You're responsible for paying for everything K. spends on her card.",
    "K. can spend up to €1,500 a month, and she can't take cash out with her card.",
    (
        "No, K. can't ask for a higher limit or see your statements, but she can check her own "
        "spending in the app."
    ),
    "K.'s card should reach your address within five working days, with the PIN sent separately.",
    (
        "You can cancel K.'s card in the app whenever you like, though anything already "
        "authorised still has to be paid."
    ),
]
WRONG_ADDITIONAL_CARDHOLDER = [
    "Additional cardholders must be at least 16.",
    "E. Whelan turns 18 on 9 May 2027.",
    "Additional cards cost 25 EUR a year each on Classic cards.",
    "Up to 5 additional cardholders can be added to one account.",
    "K. Whelan is responsible for paying for her own spending on the card.",
    "K. Whelan's monthly sub-limit is 1,000 EUR.",
    "K. Whelan can use her card to withdraw cash.",
    "K. Whelan's card will be sent to her own address.",
    "Additional cardholders can see the account's statements.",
]

# 10. Paying in coins
COIN_DEPOSITS = (
    "Penhallow Bank: paying in coins. Personal customers can pay in up to 500 EUR in coins a "
    "month free of charge; above that, we charge 2% of the extra. Business customers pay 1.5% on "
    "all coins paid in, with a minimum of 2 EUR per deposit. You can use the coin machines in 40 "
    "of our branches or the branch counter. Coin machines take loose euro coins from 5 cent to 2 "
    "EUR, up to 2,000 coins per visit, and the money is in your account straight away; 1 and 2 "
    "cent coins are only accepted at the counter. At the counter, coins must be sorted into our "
    "free coin bags, one value per bag and filled to the amount printed on the bag. Coins paid in "
    "at the counter before 3pm on a business day are credited the same day, otherwise on the next "
    "business day. Non-customers can swap up to 100 EUR in coins for notes once a day, for a fee "
    "of 3 EUR. We can't accept foreign coins, commemorative coins or damaged coins. Businesses "
    "can order change at 1 EUR per bag, up to 20 bags per order, ready to collect after 2 "
    "business days."
)
GROUNDED_COIN_DEPOSITS = [
    "If you pay in 650 EUR in coins this month as a personal customer, the fee is 3 EUR.",
    "Paying in 300 EUR of coins in a month is free for a personal customer.",
    "Your business paying in 400 EUR in coins would be charged 6 EUR.",
    (
        "For a business deposit of 80 EUR in coins, the fee is the 2 EUR minimum, since 1.5% would "
        "only be 1.20 EUR."
    ),
    "No, the coin machines won't take 1 and 2 cent coins; those have to go over the counter.",
    "Money you pay in at a coin machine is in your account straight away.",
    "If you pay coins in at the counter at 4pm on a Tuesday, they'll be credited on Wednesday.",
    (
        "Yes, even if you don't bank with us, you can swap up to €100 in coins for notes once a "
        "day, for a 3 EUR fee."
    ),
    "We can't take foreign, commemorative or damaged coins.",
    (
        "A business order of 15 bags of change would cost 15 EUR and be ready to collect after two "
        "business days."
    ),
]
WRONG_COIN_DEPOSITS = [
    "Personal customers can pay in up to 1,000 EUR in coins a month free of charge.",
    "If you pay in 650 EUR in coins this month as a personal customer, the fee is 13 EUR.",
    "Business customers pay 1% on all coins paid in.",
    "Coin machines take up to 5,000 coins per visit.",
    "Coins paid in at the counter before 5pm on a business day are credited the same day.",
    "Non-customers can swap up to 100 EUR in coins for notes once a day, free of charge.",
    "1 and 2 cent coins can be paid in at the coin machines.",
    "Businesses can order up to 50 bags of change per order.",
    "Orders of change are ready to collect after 5 business days.",
]

SETS = (
    (
        "en, cashback tiers on a business credit card",
        BUSINESS_CASHBACK,
        "How much cashback will my business earn on the Rewards card?",
        GROUNDED_BUSINESS_CASHBACK,
        WRONG_BUSINESS_CASHBACK,
    ),
    (
        "en, seasonal repayments on an agricultural loan (a tool's field lines)",
        AGRI_LOAN,
        "How much do we pay on the farm loan each month, and can we pay it off faster?",
        GROUNDED_AGRI_LOAN,
        WRONG_AGRI_LOAN,
    ),
    (
        "en, excess and co-payment on pet insurance",
        PET_INSURANCE,
        "How much will I have to pay towards a vet bill with my pet insurance?",
        GROUNDED_PET_INSURANCE,
        WRONG_PET_INSURANCE,
    ),
    (
        "en, Swiss franc mortgage for a home in the euro area",
        CHF_MORTGAGE,
        "Can I take my mortgage in Swiss francs, and what happens if the exchange rate moves?",
        GROUNDED_CHF_MORTGAGE,
        WRONG_CHF_MORTGAGE,
    ),
    (
        "en, phone insurance claim decision (a tool's JSON output)",
        PHONE_CLAIM,
        "What's happening with my phone insurance claim, and how much do I have to pay?",
        GROUNDED_PHONE_CLAIM,
        WRONG_PHONE_CLAIM,
    ),
    (
        "en, signatories on a community account for clubs and charities",
        COMMUNITY_ACCOUNT,
        "How do signatories and payment approvals work on our club's account?",
        GROUNDED_COMMUNITY_ACCOUNT,
        WRONG_COMMUNITY_ACCOUNT,
    ),
    (
        "en, marine loan for a leisure boat",
        MARINE_LOAN,
        "Can I get a loan to buy a second-hand sailing boat, and how much deposit do I need?",
        GROUNDED_MARINE_LOAN,
        WRONG_MARINE_LOAN,
    ),
    (
        "en, updating a customer's name on their accounts (staff policy)",
        NAME_CHANGE,
        "I've just got divorced; how do I change my name on my accounts?",
        GROUNDED_NAME_CHANGE,
        WRONG_NAME_CHANGE,
    ),
    (
        "en, additional cardholders on a credit card (an agent's decision record)",
        ADDITIONAL_CARDHOLDER,
        "Can my two daughters have cards on my credit card account?",
        GROUNDED_ADDITIONAL_CARDHOLDER,
        WRONG_ADDITIONAL_CARDHOLDER,
    ),
    (
        "en, paying in coins",
        COIN_DEPOSITS,
        "Can I pay a jar of coins into my account, and is there a fee?",
        GROUNDED_COIN_DEPOSITS,
        WRONG_COIN_DEPOSITS,
    ),
)
