"""Ten more sets for bench/run_faq_paraphrases.py, written on 2026-12-02 (session 10) by one
brief, after the fixes that bench/faq_fresh.py, faq_fresh2.py and faq_fresh3.py led to, and to
be run once before any fix of their own: safe deposit boxes, retirement account withdrawals,
identity documents, a business loan covenant review (a credit monitoring agent's decision
record), contactless and wearable payments, card terminal fees for merchants, buy now pay later
instalments, gift cards, a green home loan, a sanctions screening alert (a screening tool's
field lines). At least four grounded answers per set apply a rule to a case, work a value out,
restate an exception as "only", negate a rule outside its range, list a whole list or answer
yes or no.

Their first run (out of sample) is recorded in bench/RESULTS.md, notes of session 10.
"""

from __future__ import annotations

# 1. Safe deposit boxes
SAFE_DEPOSIT = (
    "Safe deposit boxes at Calderway Bank. We offer safe deposit boxes in three sizes at our "
    "Dublin, Cork and Galway branches: small for 90 EUR a year, medium for 150 EUR a year and "
    "large for 240 EUR a year. The rent is paid once a year in advance from your Calderway "
    "current account, and a refundable key deposit of 50 EUR is charged when you take out the "
    "box. Each box comes with two keys, and a lost key costs 75 EUR to replace; if both keys "
    "are lost, the lock must be drilled open and changed, which costs 250 EUR. You can visit "
    "your box during branch opening hours, from 9:30 to 16:00, Monday to Friday, and you must "
    "book a visit at least 24 hours in advance. Up to two people can be named as keyholders, "
    "and each keyholder must show valid photo ID at every visit. You may not keep cash of more "
    "than 10,000 EUR, weapons, or dangerous or illegal items in the box. The contents are "
    "insured up to 20,000 EUR at no extra cost, and you can raise the cover to 100,000 EUR for "
    "40 EUR a year. If you end the rental, the key deposit is refunded once both keys have been "
    "returned, but rent already paid for the current year is not refunded."
)
GROUNDED_SAFE_DEPOSIT = [
    "You can rent a small, medium or large box at our Dublin, Cork and Galway branches.",
    "A small box costs 90 EUR a year, a medium one 150 EUR a year and a large one 240 EUR a year.",
    (
        "In the first year of renting a medium box, you pay 200 EUR at the start: 150 EUR of "
        "rent plus the 50 EUR key deposit."
    ),
    "If you lose one of your two keys, a replacement key costs 75 EUR.",
    ("If both keys are lost, the lock has to be drilled open and changed, and this costs 250 EUR."),
    (
        "If you'd like to visit your box on a Thursday at 10:00, you need to book by 10:00 on "
        "the Wednesday at the latest."
    ),
    (
        "You can name up to two keyholders, and each of them has to show valid photo ID every "
        "time they visit."
    ),
    (
        "What's in the box is insured up to 20000 EUR for free, and for 40 EUR a year you can "
        "increase the cover to 100000 EUR."
    ),
    (
        "Keeping 8,000 EUR in cash in the box doesn't break the cash rule, which only applies "
        "to amounts above 10,000 EUR."
    ),
    (
        "If you end the rental in June, none of this year's rent comes back to you, but your key "
        "deposit is refunded once you return both keys."
    ),
]
WRONG_SAFE_DEPOSIT = [
    "A medium box costs 150 EUR a month.",
    "The 50 EUR key deposit you pay when you take out the box is not refundable.",
    "Replacing a single lost key costs 250 EUR.",
    "You can visit your box from Monday to Saturday, between 9:30 and 16:00.",
    "You need to book a visit at least 48 hours in advance.",
    "You can rent a safe deposit box at our Dublin, Cork, Galway and Limerick branches.",
    "The contents of the box are not insured unless you pay 40 EUR a year for cover.",
    "In the first year with a large box, you pay 280 EUR up front, including the key deposit.",
    "If you end the rental part-way through the year, the unused part of the rent is refunded.",
]

# 2. Retirement account withdrawals
RETIREMENT = (
    "Calderway Retirement Account: taking money out. You can start taking money from your "
    "Calderway Retirement Account from the age of 60. Withdrawals before 60 are not possible, "
    "except for members who retire early because of ill health confirmed by a doctor, who can "
    "start from the age of 55, and members who are terminally ill. When you start, you can take "
    "up to 25% of the account value as a tax-free lump sum, once only; the rest stays invested "
    "and is paid out as regular withdrawals. Regular withdrawals can be paid monthly, quarterly "
    "or yearly, and each payment must be at least 100 EUR. You can change the amount or "
    "frequency of your withdrawals once every 12 months free of charge; any further change "
    "within the same 12 months costs 30 EUR. If you are terminally ill with a life expectancy "
    "of less than 12 months, you can take the whole account value as a single payment, "
    "whatever your age. Income tax is deducted from regular withdrawals before they are paid to "
    "you, but not from the tax-free lump sum. A withdrawal request that reaches us by the 15th "
    "of a month is paid on the last business day of that month; requests received later are "
    "paid at the end of the following month. An annual management charge of 0.6% of the "
    "account value is taken from the account, whether or not you are making withdrawals."
)
GROUNDED_RETIREMENT = [
    "You can begin taking money out of the account once you are 60.",
    (
        "Only two groups can take money out before 60: members who retire early through ill "
        "health confirmed by a doctor, who can start at 55, and members who are terminally ill."
    ),
    (
        "With an account worth 80,000 EUR, the most you can take as a tax-free lump sum is "
        "20,000 EUR."
    ),
    (
        "You can have regular withdrawals paid every month, every quarter or once a year, and "
        "each one has to be at least 100 EUR."
    ),
    (
        "A quarterly withdrawal of 80 EUR isn't possible, because each payment has to be at "
        "least 100 EUR."
    ),
    (
        "Changing the amount or frequency of your withdrawals is free once every 12 months, but "
        "a second change within the same 12 months costs 30 EUR."
    ),
    (
        "No income tax is taken off the tax-free lump sum, but it is deducted from your regular "
        "withdrawals before you receive them."
    ),
    (
        "A request that reaches us on 10 May is paid on the last business day of May, while one "
        "that arrives on 20 May is paid at the end of June."
    ),
    (
        "Yes, even at 45 you can take the whole account value in one payment, as long as you "
        "are terminally ill with a life expectancy of under 12 months."
    ),
    (
        "The management charge is 0.6% of the account value a year, so on an account worth "
        "50,000 EUR it comes to 300 EUR."
    ),
]
WRONG_RETIREMENT = [
    "You can start taking money from the account at 55, whatever your health.",
    "You can take up to 30% of the account value as a tax-free lump sum.",
    "You can take a tax-free lump sum of up to 25% of the account value every year.",
    "Regular withdrawals can be paid weekly, monthly, quarterly or yearly.",
    "Each regular withdrawal must be at least 200 EUR.",
    "Every change to the amount or frequency of your withdrawals costs 30 EUR.",
    "Income tax is deducted from the tax-free lump sum as well as from regular withdrawals.",
    (
        "A withdrawal request that reaches us on the 15th of a month is only paid at the end of "
        "the following month."
    ),
    ("With an account worth 80,000 EUR, you can take a tax-free lump sum of up to 25,000 EUR."),
]

# 3. Identity and address documents
ID_DOCUMENTS = (
    "Proving your identity and address at Brightwater Bank. When you become a customer, we need "
    "one document that proves your identity and one that proves your address. For identity, we "
    "accept a valid passport, a national ID card from an EEA country or a residence permit "
    "card; driving licences are not accepted as proof of identity. For your address, we accept "
    "a utility bill, a bank statement from another bank or a tax letter, and it must show your "
    "full name and current address and be dated within the last 3 months. Mobile phone bills "
    "are not accepted as proof of address. The same document cannot be used for both identity "
    "and address. You can upload clear photos of your documents in the app, or bring the "
    "originals to any branch; photocopies are not accepted at a branch. If your name has "
    "changed since the document was issued, you also need to send a marriage certificate, a "
    "divorce certificate or a deed poll showing the change. We check uploaded documents within "
    "2 business days and let you know by email if anything is missing. Identity documents that "
    "expire within the next 30 days are not accepted. If you cannot provide any of these "
    "documents, for example because you are a refugee or have no fixed address, you can ask a "
    "branch for our alternative verification process."
)
GROUNDED_ID_DOCUMENTS = [
    (
        "To prove who you are, you can use a valid passport, a national ID card from an EEA "
        "country or a residence permit card."
    ),
    (
        "A tax letter from two months ago that shows your full name and current address can be "
        "used as proof of address."
    ),
    (
        "A bank statement from another bank dated four months ago won't be accepted, because "
        "proof of address must be from the last three months."
    ),
    "Your mobile phone bill will not be accepted as proof of address.",
    (
        "You need two separate documents, because one document cannot serve as proof of both "
        "your identity and your address."
    ),
    "At a branch you have to bring the original documents, as photocopies aren't accepted there.",
    (
        "If your name has changed since the document was issued, you also need to send a "
        "marriage certificate, a divorce certificate or a deed poll that shows the change."
    ),
    (
        "Once you upload your documents, we check them within two business days and email you "
        "if anything is missing."
    ),
    "A passport that expires in 20 days won't be accepted.",
    (
        "If you have no fixed address and can't provide any of these documents, you can ask at "
        "a branch for the alternative verification process."
    ),
]
WRONG_ID_DOCUMENTS = [
    (
        "For identity, we accept a valid passport, an EEA national ID card, a residence permit "
        "card or a driving licence."
    ),
    "Your proof of address must be dated within the last 6 months.",
    "A mobile phone bill is accepted as proof of address.",
    "The same document can be used as proof of both your identity and your address.",
    "You can bring photocopies of your documents to a branch.",
    (
        "If your name has changed, you need to send a marriage certificate, a divorce "
        "certificate or a birth certificate showing the change."
    ),
    "We check uploaded documents within 5 business days.",
    "Identity documents that expire within the next 60 days are not accepted.",
    "You can request the alternative verification process in the app.",
]

# 4. Business loan covenant review written by a credit monitoring agent
COVENANT_REVIEW = (
    "Covenant review BL-2026-0413, written by the credit monitoring agent on 14 October 2026. "
    "Borrower: Fenwick Joinery Ltd, business loan of 400,000 EUR from Calderway Bank, "
    "outstanding balance 310,000 EUR. The loan agreement sets three covenants, tested every "
    "quarter on the borrower's accounts: a debt service coverage ratio (DSCR) of at least 1.25, "
    "a leverage ratio (net debt to EBITDA) of at most 3.5, and a minimum cash balance of "
    "50,000 EUR. For the quarter ending 30 September 2026, the DSCR was 1.18, the leverage "
    "ratio was 3.1 and the cash balance was 72,000 EUR. The DSCR covenant is therefore "
    "breached, while the leverage and cash covenants are met. Under clause 14.2, a single "
    "breached covenant is a default, except where the breach is cured by the next test date or "
    "the bank grants a waiver. The borrower has asked for a waiver and explained that a large "
    "customer paid an invoice of 45,000 EUR late, on 6 October. Decision: a one-time waiver is "
    "granted for this quarter only, with a waiver fee of 0.25% of the outstanding balance, and "
    "the interest margin stays unchanged. If the DSCR is below 1.25 again at the next test, on "
    "31 December 2026, the loan will be referred to the restructuring team. The borrower must "
    "send monthly management accounts until then, within 20 days of each month end."
)
GROUNDED_COVENANT_REVIEW = [
    (
        "The loan has three covenants: a DSCR of at least 1.25, a leverage ratio of no more than "
        "3.5, and a cash balance of at least 50,000 EUR."
    ),
    "Fenwick Joinery borrowed 400000 EUR and still owes 310000 EUR.",
    (
        "In the quarter to 30 September 2026, the DSCR of 1.18 fell short of the 1.25 minimum, "
        "so that covenant was breached."
    ),
    (
        "The leverage ratio of 3.1 stayed within the 3.5 limit, and the 72,000 EUR cash balance "
        "was above the 50,000 EUR minimum."
    ),
    "The cash balance was 22,000 EUR more than the covenant requires.",
    "The waiver fee comes to 775 EUR, which is 0.25% of the 310,000 EUR still outstanding.",
    "The waiver covers this quarter only, and the interest margin has not been changed.",
    (
        "The borrower asked for a waiver, explaining that a large customer had paid a "
        "45,000 EUR invoice late, on 6 October."
    ),
    (
        "If the DSCR is still under 1.25 at the 31 December 2026 test, the loan goes to the "
        "restructuring team."
    ),
    (
        "The management accounts for October have to arrive within 20 days of the month end, "
        "so by 20 November."
    ),
]
WRONG_COVENANT_REVIEW = [
    "The loan agreement requires a DSCR of at least 1.5.",
    "The leverage covenant was breached, while the DSCR covenant was met.",
    "All three covenants were met for the quarter ending 30 September 2026.",
    "The waiver fee is 0.25% of the outstanding balance, which comes to 7,750 EUR.",
    "The interest margin was increased as a condition of the waiver.",
    "The waiver applies to this quarter and the next one.",
    "The late invoice of 45,000 EUR was paid on 6 September.",
    ("If the DSCR is below 1.25 again at the next test, the loan will be called in immediately."),
    "The borrower must send monthly management accounts within 30 days of each month end.",
]

# 5. Contactless and wearable payments
CONTACTLESS = (
    "Contactless and wearable payments at Ostmark Bank. You can pay contactless with your "
    "Ostmark debit card, or with a phone, smartwatch or payment ring linked to the card. With "
    "the card itself, a single contactless payment can be up to 50 EUR without a PIN. After "
    "contactless card payments totalling 150 EUR, or after 5 contactless card payments in a "
    "row, you are asked to enter your PIN once, and the count starts again. Payments with a "
    "phone or smartwatch have no 50 EUR limit, because you confirm them with your fingerprint, "
    "face or device passcode, but the shop's own terminal limit still applies. A payment ring "
    "works like the card: it has the same 50 EUR limit per payment and cannot be used for "
    "payments above that amount. You can link the card to up to 5 devices, and each device gets "
    "its own device card number, so the number on your physical card is not shared with the "
    "shop. Contactless payments are free in the eurozone; outside the eurozone, the usual "
    "foreign payment fee of 1.75% applies. You can switch contactless off for the physical card "
    "in the app at any time, which does not affect payments with your devices. If you lose a "
    "device, remove it in the app under 'Linked devices'; your physical card and other devices "
    "keep working."
)
GROUNDED_CONTACTLESS = [
    (
        "You can pay contactless with the card itself, or with a phone, smartwatch or payment "
        "ring linked to it."
    ),
    "A 35 EUR contactless payment with your card doesn't need a PIN.",
    (
        "After three contactless card payments of 50 EUR each, 150 EUR in total, you'll be asked "
        "for your PIN once."
    ),
    (
        "On your phone or smartwatch there's no 50 EUR limit, since you confirm with your "
        "fingerprint, face or passcode, although the shop's terminal limit still applies."
    ),
    (
        "You can't use a payment ring for a 70 EUR payment, because rings are limited to 50 EUR "
        "per payment."
    ),
    (
        "Each linked device has its own device card number, so when you pay with a device the "
        "shop doesn't get the number on your physical card."
    ),
    (
        "Paying contactless costs nothing in the eurozone, but outside it the 1.75% foreign "
        "payment fee applies."
    ),
    "A 200 EUR contactless payment with your phone outside the eurozone costs a 3.50 EUR fee.",
    (
        "Yes, you can turn off contactless on your physical card in the app and still pay with "
        "your watch."
    ),
    (
        "If you lose your watch, remove it in the app under 'Linked devices', and your card and "
        "your other devices will carry on working."
    ),
]
WRONG_CONTACTLESS = [
    "With the card itself, you can pay up to 100 EUR contactless without a PIN.",
    "After 3 contactless card payments in a row, you are asked to enter your PIN.",
    "Phone and smartwatch payments are limited to 50 EUR, just like card payments.",
    "A payment ring has no limit per payment, because you confirm payments on the ring.",
    "You can link the card to up to 3 devices.",
    "All your linked devices use the card number printed on your physical card.",
    "Contactless payments outside the eurozone are free as well.",
    (
        "Switching contactless off for the physical card also stops payments with your phone "
        "and watch."
    ),
    "A 200 EUR contactless payment outside the eurozone costs a 3.75 EUR fee.",
]

# 6. Card terminal fees for merchants
TERMINAL_FEES = (
    "Card terminal fees for merchants at Calderway Bank. Renting a countertop card terminal "
    "costs 19 EUR a month, and a portable terminal with its own SIM card costs 25 EUR a month; "
    "there is no set-up fee for either. There is no rental fee for the first 3 months after "
    "your terminal is installed. For each card payment you accept, we charge 1.2% of the amount "
    "for consumer debit and credit cards issued in the EEA, and 2.5% for business cards and for "
    "cards issued outside the EEA. Every payment, whatever the card, also carries a fixed fee "
    "of 0.08 EUR. If your card sales are above 20,000 EUR in a calendar month, the 1.2% rate "
    "falls to 0.9% for that month's consumer EEA card payments. Each refund you make to a "
    "customer through the terminal costs 0.20 EUR. Settlement to your Calderway business "
    "account is free and happens on the next business day; same-day settlement costs 0.5% of "
    "the amount settled. The rental agreement runs for at least 12 months, and if you end it "
    "earlier you pay the remaining monthly rent up to the end of the 12 months. Replacing a lost "
    "or damaged terminal costs 120 EUR."
)
GROUNDED_TERMINAL_FEES = [
    (
        "A countertop terminal is 19 EUR a month to rent and a portable one with its own SIM is "
        "25 EUR a month, with no set-up fee for either."
    ),
    "You pay no rent for the first three months after the terminal is installed.",
    (
        "In a month when your card sales stay at or below 20,000 EUR, a 100 EUR payment with a "
        "consumer EEA card costs you 1.28 EUR in fees: 1.20 EUR plus the 0.08 EUR fixed fee."
    ),
    (
        "Business cards and cards issued outside the EEA are charged 2.5% per payment, plus the "
        "fixed 0.08 EUR."
    ),
    (
        "In a month when your card sales reach 25,000 EUR, consumer EEA card payments are "
        "charged 0.9% instead of 1.2%."
    ),
    "If your card sales are exactly 20,000 EUR in a month, the lower 0.9% rate does not apply.",
    "Each refund you give a customer through the terminal costs 0.20 EUR.",
    (
        "Next-day settlement to your Calderway business account is free, while same-day "
        "settlement costs 0.5% of the amount settled."
    ),
    (
        "If you end a countertop terminal agreement 8 months in, you still owe the rent for the "
        "remaining 4 months, 76 EUR in total."
    ),
    "If your terminal is damaged, a replacement costs 120 EUR.",
]
WRONG_TERMINAL_FEES = [
    "Renting a portable terminal costs 19 EUR a month.",
    "There is a one-off set-up fee of 50 EUR for each terminal.",
    "There is no rental fee for the first 6 months after your terminal is installed.",
    "Consumer cards issued outside the EEA are charged 1.2% per payment.",
    "The fixed fee of 0.08 EUR only applies to payments with business cards.",
    (
        "In a month with card sales below 20,000 EUR, a 100 EUR payment with a consumer EEA card "
        "costs 1.20 EUR in fees in total."
    ),
    (
        "If your card sales are above 20,000 EUR in a calendar year, the rate for consumer EEA "
        "cards falls to 0.9%."
    ),
    "Same-day settlement is free, and next-day settlement costs 0.5% of the amount settled.",
    "You can end the rental agreement at any time without paying any further rent.",
]

# 7. Buy now, pay later instalments
SPLIT_IT = (
    "Split It by Ostmark Bank: buy now, pay later. With Split It, you can spread an eligible "
    "purchase of 50 EUR to 2,000 EUR made with your Ostmark debit card into 3, 6 or 12 monthly "
    "instalments. You choose this in the app within 14 days after the purchase appears on your "
    "account. Plans over 3 months are interest-free and have no fees; plans over 6 or 12 months "
    "carry a fixed interest rate of 9.9% a year. The first instalment is taken 1 month after "
    "you set up the plan, and the rest on the same day of each following month. You can have up "
    "to 3 Split It plans at a time, with a combined outstanding balance of at most 3,000 EUR. If "
    "an instalment cannot be collected, we try again 3 days later; if the second attempt also "
    "fails, we charge a missed payment fee of 10 EUR. You can pay off a plan early at any time "
    "in the app, without a fee, and you pay no interest for the remaining months. Purchases of "
    "gambling services, cash withdrawals and money transfers cannot be split. If you return the "
    "item and the shop refunds you, the refund is used to reduce the plan balance first."
)
GROUNDED_SPLIT_IT = [
    (
        "You can split a debit card purchase of between 50 and 2000 EUR into three, six or "
        "twelve monthly payments."
    ),
    "You need to set it up in the app within 14 days of the purchase showing on your account.",
    "A three-month plan comes with no interest and no fees.",
    "A 900 EUR purchase split over three months means three instalments of 300 EUR each.",
    "A 30 EUR purchase can't be split, since the minimum is 50 EUR.",
    "If you set up a plan on 10 March, your first instalment is taken on 10 April.",
    (
        "You can have at most three plans running at once, and together they can't have more "
        "than 3000 EUR outstanding."
    ),
    (
        "If an instalment can't be collected, we retry three days later, and if that also fails "
        "you're charged a 10 EUR missed payment fee."
    ),
    (
        "Yes, you can settle a plan early in the app at any time, with no fee and no interest "
        "for the months that are left."
    ),
    "Gambling services, cash withdrawals and money transfers can't be split.",
]
WRONG_SPLIT_IT = [
    "You can split purchases of up to 5,000 EUR.",
    "You have 30 days after the purchase appears on your account to set up a plan.",
    "All Split It plans are interest-free, whatever their length.",
    "Plans over 6 or 12 months carry a fixed interest rate of 9.9% a month.",
    "The first instalment is taken on the day you set up the plan.",
    "A 1,200 EUR purchase split over three months means instalments of 300 EUR each.",
    "If an instalment cannot be collected, we charge a 10 EUR fee straight away.",
    "If you pay off a plan early, you still pay interest for the remaining months.",
    "Online shopping, gambling services, cash withdrawals and money transfers cannot be split.",
]

# 8. Gift cards
GIFT_CARDS = (
    "Calderway gift cards. A Calderway gift card is a prepaid Mastercard that you can load with "
    "any amount from 10 EUR to 500 EUR, in whole euros. It costs 3.95 EUR to buy, whatever the "
    "amount loaded, and delivery by post is free. The card can be used in shops and online "
    "anywhere Mastercard is accepted, but it cannot be used at cash machines or to get "
    "cashback. The card cannot be topped up once it has been loaded. It is valid for 24 months "
    "from the date of purchase, and any balance left after that date is lost, except that the "
    "buyer can ask for an expired card with a balance of at least 20 EUR to be replaced free of "
    "charge within 3 months of expiry. There is no monthly fee while the card is valid. You can "
    "check the balance at calderway.ie/giftcard or by calling 0800 555 210; you will need the "
    "16-digit number on the card. If the card is lost or stolen, only the buyer can have it "
    "blocked and replaced, and the remaining balance is moved to the new card for a fee of "
    "5 EUR. You can buy up to 5 gift cards per day, with a combined value of no more than "
    "1,500 EUR."
)
GROUNDED_GIFT_CARDS = [
    "You can load a gift card with any whole-euro amount between 10 and 500 EUR.",
    (
        "Buying a card costs 3.95 EUR however much you put on it, and having it posted to you "
        "is free."
    ),
    "A 100 EUR gift card costs you 103.95 EUR in total.",
    (
        "The card can't be used at cash machines or for cashback, but it works in shops and "
        "online wherever Mastercard is accepted."
    ),
    "No, you can't add more money to the card once it has been loaded.",
    (
        "The card is valid for 24 months from purchase, so a card bought in March 2026 can be "
        "used until March 2028."
    ),
    (
        "If an expired card still has 30 EUR on it, the buyer can ask for a free replacement "
        "within three months of the expiry date."
    ),
    "If a card expires with 15 EUR left on it, that balance is lost.",
    (
        "Only the buyer can have a lost or stolen card blocked and replaced, and moving the "
        "remaining balance to the new card costs 5 EUR."
    ),
    (
        "You can buy three 500 EUR cards in one day, because together they come to exactly the "
        "1500 EUR daily maximum."
    ),
]
WRONG_GIFT_CARDS = [
    "You can load a gift card with up to 1,000 EUR.",
    "Buying a gift card costs 3.95% of the amount loaded.",
    "You can use the gift card to withdraw cash at cash machines.",
    "You can top up the card online once it has been loaded.",
    "The card is valid for 12 months from the date of purchase.",
    "There is a monthly fee of 1 EUR while the card is valid.",
    "Anyone holding the card can have it blocked and replaced if it is lost.",
    "You can buy up to 10 gift cards per day.",
    (
        "An expired card with a balance of 10 EUR can be replaced free of charge within 3 months "
        "of expiry."
    ),
]

# 9. Green home loan
GREEN_LOAN = (
    "Brightwater Green Home Loan. The Green Home Loan helps homeowners pay for energy-saving "
    "work on a home they own and live in. You can borrow from 5,000 EUR to 40,000 EUR over 2 to "
    "15 years. Eligible work is limited to heat pumps, solar panels, insulation of walls, roofs "
    "or floors, and triple-glazed windows; gas boilers are not eligible, even high-efficiency "
    "models. The work must be done by an installer on our approved list, and you must send us "
    "the installer's quote before the loan is paid out. The interest rate is 4.4% a year for "
    "loans of up to 20,000 EUR and 3.9% a year for larger loans. If an energy rating report "
    "shows that your home's rating has improved by at least two bands within 12 months of the "
    "loan being paid out, we lower your rate by a further 0.5 percentage points for the rest of "
    "the term. The money is paid directly to the installer, except for solar panels, where up "
    "to 30% of the loan can be paid to you to cover a deposit you have already paid the "
    "installer. There is no arrangement fee. You must send us the final invoice within 6 months "
    "of the payout."
)
GROUNDED_GREEN_LOAN = [
    "You can take out between 5000 and 40,000 EUR, repaid over two to fifteen years.",
    (
        "The loan can pay for heat pumps, solar panels, insulation of walls, roofs or floors, "
        "and triple-glazed windows."
    ),
    "A new gas boiler can't be paid for with the loan, not even a high-efficiency one.",
    (
        "Before the money is paid out, you have to send us a quote from an installer on our "
        "approved list."
    ),
    "A 15,000 EUR loan has a rate of 4.4% a year, while a 25,000 EUR loan has 3.9%.",
    (
        "If you borrow 30,000 EUR and an energy rating report shows your home has improved by "
        "two bands within 12 months of the payout, your rate goes down to 3.4% for the rest of "
        "the term."
    ),
    (
        "An improvement of just one band in your energy rating doesn't get you the 0.5-point "
        "rate reduction."
    ),
    (
        "Only with solar panels can some of the money, up to 30% of the loan, be paid to you "
        "rather than to the installer."
    ),
    (
        "On a 20,000 EUR loan for solar panels, up to 6,000 EUR can be paid to you to cover a "
        "deposit you've already paid the installer."
    ),
    (
        "There's no arrangement fee, and you need to send us the final invoice within six "
        "months of the payout."
    ),
]
WRONG_GREEN_LOAN = [
    "You can borrow up to 50,000 EUR with the Green Home Loan.",
    "High-efficiency gas boilers are eligible for the loan.",
    (
        "Eligible work includes heat pumps, solar panels, insulation, triple-glazed windows and "
        "electric car chargers."
    ),
    "You can use any installer you like, as long as you send us their quote.",
    "Loans of up to 20,000 EUR have an interest rate of 3.9% a year.",
    (
        "If your energy rating improves by at least one band, your rate falls by 0.5 "
        "percentage points."
    ),
    (
        "If your home's rating improves by two bands within 12 months, your rate is cut by 0.5 "
        "percentage points for the next 12 months only."
    ),
    "The money is always paid directly to you, and you pay the installer yourself.",
    "You must send us the final invoice within 3 months of the payout.",
]

# 10. Sanctions screening alert (a screening tool's field lines)
SANCTIONS_ALERT = (
    "Alert ID: SAN-2026-11873\n"
    "Created: 2 December 2026, 09:14\n"
    "Screening: outgoing SEPA transfer, payment screening\n"
    "Payment: 8,750 EUR from customer C-40921 to 'Marek Volkov Trading s.r.o.'\n"
    "List checked: EU consolidated sanctions list, version of 1 December 2026\n"
    "Possible match: 'Marek Volkov', listed person, match score 0.86\n"
    "Alert threshold: 0.80; scores of 0.95 or higher are blocked automatically\n"
    "Differences found: listed person born 1961, nationality Russian; recipient's director born "
    "1988, nationality Slovak\n"
    "Status while open: payment held, not sent\n"
    "Decision: false positive, cleared by analyst J. Ortega at 11:02\n"
    "Next step: payment released and sent the same day; customer not told of the alert\n"
    "Retention: alert record kept for 5 years"
)
GROUNDED_SANCTIONS_ALERT = [
    (
        "The alert was raised on an outgoing SEPA transfer of 8750 EUR to Marek Volkov Trading "
        "s.r.o."
    ),
    (
        "The name was checked against the EU consolidated sanctions list as it stood on "
        "1 December 2026."
    ),
    "The match score of 0.86 was above the 0.80 alert threshold.",
    "The payment was not blocked automatically, since its score of 0.86 was below 0.95.",
    (
        "The listed person was born in 1961 and is Russian, whereas the recipient's director is "
        "Slovak and was born in 1988."
    ),
    "Going by their birth years, the director is 27 years younger than the listed person.",
    "While the alert was open, the payment was held and not sent.",
    (
        "The alert was cleared as a false positive by analyst J. Ortega 1 hour and 48 minutes "
        "after it was created."
    ),
    (
        "The payment was released and sent on the same day, and the customer was not told about "
        "the alert."
    ),
    "The alert record will be kept for five years.",
]
WRONG_SANCTIONS_ALERT = [
    "The alert was raised on an incoming SEPA transfer of 8,750 EUR.",
    "The name was checked against the UN sanctions list.",
    "The match score was 0.89, above the 0.80 alert threshold.",
    "Scores of 0.80 or higher are blocked automatically.",
    "The payment was blocked and returned to the customer.",
    "Analyst J. Ortega cleared the alert as a true match.",
    "The alert was cleared 2 hours and 12 minutes after it was created.",
    "The customer was told about the alert when the payment was released.",
    "The alert record is kept for 10 years.",
]

SETS = (
    (
        "en, safe deposit boxes",
        SAFE_DEPOSIT,
        "How much does a safe deposit box cost, and how do visits work?",
        GROUNDED_SAFE_DEPOSIT,
        WRONG_SAFE_DEPOSIT,
    ),
    (
        "en, retirement account withdrawals",
        RETIREMENT,
        "When and how can I take money out of my retirement account?",
        GROUNDED_RETIREMENT,
        WRONG_RETIREMENT,
    ),
    (
        "en, identity and address documents",
        ID_DOCUMENTS,
        "Which documents do I need to prove my identity and address?",
        GROUNDED_ID_DOCUMENTS,
        WRONG_ID_DOCUMENTS,
    ),
    (
        "en, business loan covenant review",
        COVENANT_REVIEW,
        "What did the covenant review find, and what happens to our loan now?",
        GROUNDED_COVENANT_REVIEW,
        WRONG_COVENANT_REVIEW,
    ),
    (
        "en, contactless and wearable payments",
        CONTACTLESS,
        "How do contactless payments with my card, phone, watch or ring work?",
        GROUNDED_CONTACTLESS,
        WRONG_CONTACTLESS,
    ),
    (
        "en, card terminal fees for merchants",
        TERMINAL_FEES,
        "What does a card terminal cost my shop?",
        GROUNDED_TERMINAL_FEES,
        WRONG_TERMINAL_FEES,
    ),
    (
        "en, buy now pay later instalments",
        SPLIT_IT,
        "How does Split It work?",
        GROUNDED_SPLIT_IT,
        WRONG_SPLIT_IT,
    ),
    (
        "en, gift cards",
        GIFT_CARDS,
        "How do Calderway gift cards work?",
        GROUNDED_GIFT_CARDS,
        WRONG_GIFT_CARDS,
    ),
    (
        "en, green home loan",
        GREEN_LOAN,
        "Can I use the Green Home Loan for my home improvements, and what does it cost?",
        GROUNDED_GREEN_LOAN,
        WRONG_GREEN_LOAN,
    ),
    (
        "en, sanctions screening alert (a tool's field lines)",
        SANCTIONS_ALERT,
        "Why was my transfer held, and has it been sent now?",
        GROUNDED_SANCTIONS_ALERT,
        WRONG_SANCTIONS_ALERT,
    ),
)
