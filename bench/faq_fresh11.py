"""Ten more sets for bench/run_faq_paraphrases.py, written on 2026-12-07 (session 17) by one brief,
to be run once as an out-of-sample check (on verifier v8 and on session 17's candidate, cpu26,
written before that candidate was trained). Topics: a lifetime mortgage (equity release) for older
homeowners, fuel cards for a business's vehicle fleet, a gold account with vault storage, a
buy-to-let rental coverage check (a mortgage calculator tool's field lines), an interest rate cap
on a commercial property loan (a hedging quote tool's JSON output), extending the term of a
mortgage (an agent's decision record), opening an account for a family trust (an agent's decision
record), a Christmas club savings account, suspected counterfeit banknotes at the counter (a staff
policy), a plan to pay school fees in monthly instalments. At least four grounded answers per set
apply a rule to a case, work a value out, restate an exception as "only", negate a rule outside
its range, list a whole list or answer yes or no.
"""

from __future__ import annotations

import json

# 1. A lifetime mortgage (equity release) for older homeowners
LIFETIME_MORTGAGE = (
    "Hollinsworth Building Society Lifetime Mortgage: frequently asked questions. Who can apply? "
    "Homeowners aged 55 to 85 whose home is worth at least 120,000 GBP. For joint applications, "
    "the younger applicant's age decides how much you can borrow. How much can I borrow? 10% of "
    "the home's value at age 55, plus 1 percentage point for each full year of age above 55, up "
    "to a maximum of 40%. The minimum loan is 15,000 GBP. What does it cost? The rate is 6.2%, "
    "fixed for life. Interest is added to the loan once a year, so there is nothing to pay each "
    "month. You may repay up to 10% of the amount borrowed each year without a charge. If you "
    "repay the whole loan early, an early repayment charge applies on the full balance: 5% in "
    "years 1 to 5, 3% in years 6 to 10 and none after year 10. No charge applies when the loan is "
    "repaid after the last borrower dies or moves into long-term care. Our no-negative-equity "
    "guarantee means you will never owe more than the sale value of your home, as long as it is "
    "sold for its market value. The arrangement fee is 995 GBP and can be added to the loan; the "
    "valuation is free. You must take independent legal advice, keep the home insured and must "
    "not let it out."
)
GROUNDED_LIFETIME_MORTGAGE = [
    "At 70, you could borrow up to 25% of your home's value.",
    "If you're 65 and your home is worth 300,000 GBP, you could borrow up to 60,000 GBP.",
    (
        "As you're 78 and your partner is 68, the limit follows your partner's age, so you could "
        "borrow up to 23% of the home's value."
    ),
    "No, at 52 you can't apply yet; applicants have to be at least 55.",
    "No, there are no monthly payments; the interest is added to the loan once a year.",
    "If you borrow 80,000 GBP, you can pay back up to 8,000 GBP a year without any charge.",
    (
        "If you paid off a 40,000 GBP balance in full in year 8, the early repayment charge would "
        "be 1,200 GBP."
    ),
    (
        "There's no early repayment charge when the loan is paid off after the last borrower dies "
        "or moves into long-term care."
    ),
    ("You'll never owe more than your home sells for, provided it's sold at its market value."),
    "The 995 GBP arrangement fee can be added to the loan, and you don't pay for the valuation.",
]
WRONG_LIFETIME_MORTGAGE = [
    "At 70, you could borrow up to 30% of your home's value.",
    "Applicants must be aged 60 to 85.",
    "For joint applications, the older applicant's age decides how much you can borrow.",
    "The rate is 6.2%, fixed for the first 10 years.",
    "You may repay up to 20% of the amount borrowed each year without a charge.",
    (
        "If you paid off a 40,000 GBP balance in full in year 8, the early repayment charge would "
        "be 2,000 GBP."
    ),
    "The minimum loan is 10,000 GBP.",
    (
        "You'll never owe more than your home sells for, whatever price it's sold for, even below "
        "its market value."
    ),
    "Your home has to be worth at least 100,000 GBP.",
]

# 2. Fuel cards for a business's vehicle fleet
FLEET_FUEL_CARD = (
    "Brantwood Bank FleetFuel Card: terms in brief. FleetFuel cards are for business customers "
    "with at least 2 vehicles. Each card is tied to one vehicle registration, up to 50 cards per "
    "business. The card is accepted at over 3,000 partner fuel stations; at other stations a fee "
    "of 1.50 EUR per transaction applies. The business administrator sets each card's daily limit "
    "between 100 EUR and 600 EUR; the default is 250 EUR. The card pays for fuel, AdBlue, "
    "electric vehicle charging and car washes; with the Extras setting switched on, also for oil, "
    "lubricants and tolls. Shop items, food and tobacco are always declined. Rebate: 2 cents per "
    "litre of diesel or petrol bought at partner stations, credited monthly; there is no rebate on "
    "EV charging. The card fee is 3 EUR per card per month, waived for any card with at least 400 "
    "litres bought in that month. You receive one combined invoice on the 1st of each month, "
    "collected by direct debit 14 days later. Drivers enter the odometer reading and the PIN for "
    "every purchase. Lost cards: block the card in the Fleet portal or call us 24/7. The business "
    "is liable for use of a lost card until it is reported, up to 150 EUR per card, unless the "
    "PIN was written on the card. A replacement card costs 10 EUR."
)
GROUNDED_FLEET_FUEL_CARD = [
    "Buying 1,200 litres of diesel at partner stations in a month earns you a 24 EUR rebate.",
    "A card that has bought 450 litres this month has no card fee for the month.",
    (
        "With 10 cards, of which 3 reached 400 litres this month and 7 didn't, you'd pay 21 EUR in "
        "card fees."
    ),
    "No, snacks and cigarettes can't be bought with the card, even with Extras switched on.",
    "Tolls and oil can only be paid with the card if the Extras setting is on.",
    (
        "Your administrator can set each card's daily limit anywhere from 100 EUR to 600 EUR; if "
        "it isn't changed, it's 250 EUR."
    ),
    "Filling up at a station outside the partner network costs an extra 1.50 EUR per transaction.",
    "Yes, you can charge an electric van with the card, but charging doesn't earn the rebate.",
    (
        "If a lost card is misused before you report it, your business pays at most 150 EUR for "
        "that card, unless the PIN was written on it."
    ),
    "No, with just one vehicle your business can't get FleetFuel cards; you need at least two.",
]
WRONG_FLEET_FUEL_CARD = [
    "Buying 1,200 litres of diesel at partner stations in a month earns you a 240 EUR rebate.",
    "The card fee is waived for any card with at least 300 litres bought in the month.",
    "Each card's daily limit can be set between 100 EUR and 1,000 EUR.",
    "EV charging earns a rebate of 2 cents per kWh.",
    "Tolls can always be paid with the card, even without the Extras setting.",
    (
        "If a lost card is misused before you report it, your business pays at most 150 EUR for "
        "that card, even if the PIN was written on it."
    ),
    "The monthly invoice is collected by direct debit 7 days after it's issued.",
    "A business can have up to 100 FleetFuel cards.",
    "If you lose a card, the replacement is free.",
]

# 3. A gold account with vault storage
GOLD_ACCOUNT = (
    "Aldermoor Private Bank Gold Account: key terms. Buy and sell gold by the gram in online "
    "banking, Monday to Friday from 08:00 to 22:00 CET, at the price shown when you place the "
    "order. The minimum order is 1 gram; orders above 250,000 CHF are placed through your "
    "relationship manager. Spread: we buy at 1.2% below and sell at 1.2% above the market price; "
    "for orders above 50,000 CHF the spread is 0.6%. Storage fee: 0.25% a year of the average "
    "value of your holding, charged quarterly, with a minimum of 40 CHF a year. Holdings of at "
    "least 1 kg are kept as individual allocated bars with serial numbers; smaller holdings are "
    "kept in pooled form. Physical delivery is possible only for whole bars of 100 g or 1 kg, to "
    "one of our branches in Switzerland, for 150 CHF per delivery plus 0.5% of the value; it takes "
    "about 10 business days. Gold is not covered by the deposit guarantee, but allocated bars "
    "remain your property if the bank fails. Account holders must be at least 18 and live in "
    "Switzerland or Liechtenstein. The account pays no interest."
)
GROUNDED_GOLD_ACCOUNT = [
    "On a 20,000 CHF purchase, the 1.2% spread comes to 240 CHF.",
    "For an 80,000 CHF order, the spread is only 0.6%, which is 480 CHF.",
    "If your gold is worth 40,000 CHF on average over the year, storage costs 100 CHF.",
    (
        "With an average holding of 10,000 CHF, you'd pay the 40 CHF minimum storage fee, as 0.25% "
        "would only be 25 CHF."
    ),
    (
        "Your gold is only kept as individual bars with serial numbers once you hold at least 1 "
        "kg; below that it's held in pooled form."
    ),
    "No, 50 grams can't be delivered; we only deliver whole bars of 100 g or 1 kg.",
    "Having a 1 kg bar worth 60,000 CHF delivered to a branch would cost 450 CHF.",
    "No, the gold account doesn't earn any interest.",
    (
        "Your gold isn't protected by the deposit guarantee, but allocated bars stay yours if the "
        "bank fails."
    ),
    "No, living in Austria you can't open the account; you must live in Switzerland or "
    "Liechtenstein.",
]
WRONG_GOLD_ACCOUNT = [
    "On a 20,000 CHF purchase, the spread comes to 120 CHF.",
    "For orders above 50,000 CHF, the spread is 0.8%.",
    "The storage fee is 0.25% a year, charged monthly.",
    "There's no minimum storage fee, so a small holding costs very little to store.",
    "Holdings of at least 500 grams are kept as individual allocated bars.",
    "We can deliver any amount of your gold, in any bar size, to a branch.",
    "Having a 1 kg bar worth 60,000 CHF delivered to a branch would cost 300 CHF.",
    "Gold in the account is covered by the deposit guarantee.",
    "You can buy and sell gold online at any time, seven days a week.",
]

# 4. A buy-to-let rental coverage check (a mortgage calculator tool's field lines)
BTL_COVERAGE = "\n".join(
    [
        "Tool: BTL rental coverage calculator (Westray Mortgages)",
        "Case reference: BTL-55821",
        "Applicant tax band: higher rate",
        "First-time landlord: no",
        "Property value: 320,000 GBP",
        "Loan requested: 240,000 GBP",
        "Loan to value: 75%",
        "Maximum loan to value for product: 75%",
        "Expected monthly rent: 1,450 GBP",
        "Stress rate: 5.5%",
        "Monthly stressed interest: 1,100 GBP",
        "Required coverage: 145% (higher rate taxpayers); 125% (basic rate taxpayers and "
        "limited companies)",
        "Rent required: 1,595 GBP",
        "Rent shortfall: 145 GBP",
        "Maximum loan at expected rent: 218,181 GBP",
        "Result: REFER - rent does not cover the loan requested",
        "Options: reduce the loan to 218,181 GBP or less; apply through a limited company "
        "(125% coverage); top-slicing with personal income (not for first-time landlords)",
        "Product fee: 1,999 GBP (may be added to the loan only if loan to value stays at or "
        "below 75%)",
        "Valuation booked: 14 March 2027",
        "Quote valid until: 28 March 2027",
    ]
)
GROUNDED_BTL_COVERAGE = [
    (
        "For now the application has been referred, because the 1,450 GBP rent doesn't cover the "
        "240,000 GBP loan you asked for."
    ),
    (
        "As a higher rate taxpayer you'd need rent of 1,595 GBP a month, which is 145 GBP more "
        "than the rent you expect."
    ),
    "If you borrow 218,181 GBP or less, your expected rent would be enough.",
    (
        "Through a limited company the 125% test would need rent of only 1,375 GBP a month, so "
        "your 1,450 GBP rent would cover it."
    ),
    (
        "No, the 1,999 GBP product fee can't be added to the loan, since you're already at the "
        "75% maximum."
    ),
    "The stress test uses a rate of 5.5%, which means 1,100 GBP a month of interest on the loan.",
    "Yes, top-slicing with your personal income is an option, as you're not a first-time landlord.",
    "This quote stays valid until 28 March 2027.",
    "The valuation of the property is booked for 14 March 2027.",
    "The loan you asked for is 75% of the property's 320,000 GBP value.",
]
WRONG_BTL_COVERAGE = [
    "Your application has been approved for the full 240,000 GBP.",
    (
        "As a higher rate taxpayer you'd need rent of 1,595 GBP a month, which is 245 GBP more "
        "than the rent you expect."
    ),
    "The coverage required in your case is 125% of the stressed interest.",
    "The 1,999 GBP product fee can be added to your loan.",
    "Top-slicing isn't open to you because you're a first-time landlord.",
    "The stress test uses a rate of 6.5%.",
    "This quote stays valid until 14 March 2027.",
    "If you borrow 230,000 GBP, your expected rent would be enough.",
    "The maximum loan to value for this product is 80%.",
]

# 5. An interest rate cap on a commercial property loan (a hedging quote tool's JSON output)
RATE_CAP = json.dumps(
    {
        "tool": "hedging_quote",
        "bank": "Kestrel Commercial Bank",
        "client": "Marlowe Storage Ltd",
        "product": "interest rate cap",
        "underlying_loan": "CRE-20731",
        "loan_balance_eur": 5000000,
        "notional_eur": 4000000,
        "reference_rate": "3-month EURIBOR",
        "strike_percent": 3.5,
        "loan_margin_percent": 2.25,
        "start_date": "2027-01-15",
        "end_date": "2030-01-15",
        "premium_eur": 68000,
        "premium_payment": "upfront on the start date",
        "premium_financing": "may be added to the loan at no fee only if loan-to-value stays at "
        "or below 60%",
        "current_ltv_percent": 61.5,
        "payout_rule": "each quarter, if 3-month EURIBOR fixes above the strike, the bank pays "
        "(EURIBOR - strike) x notional x days/360",
        "cancellation": "client may sell the cap back at market value at any time, no fee",
        "covenant": "loan agreement requires at least 75% of the loan balance to be hedged",
        "quote_valid_until": "2026-12-11 17:00 CET",
    },
    indent=1,
)
GROUNDED_RATE_CAP = [
    (
        "If 3-month EURIBOR fixes at 4.0% for a 90-day quarter, the bank would pay you 5,000 EUR "
        "for that quarter."
    ),
    "If 3-month EURIBOR fixes at 3.2%, the cap pays nothing for that quarter.",
    (
        "Including your 2.25% margin, the most you'd pay on the capped 4,000,000 EUR is 5.75% a "
        "year."
    ),
    (
        "The cap covers 4,000,000 EUR of your 5,000,000 EUR loan, which is 80% and meets the "
        "loan agreement's 75% hedging requirement."
    ),
    (
        "No, the premium can't be added to your loan, because your loan-to-value of 61.5% is "
        "above the 60% limit."
    ),
    "The premium is 68,000 EUR, paid upfront on 15 January 2027.",
    "The cap runs for three years, from 15 January 2027 to 15 January 2030.",
    "Yes, you can sell the cap back at market value at any time, without paying a fee.",
    "This quote is valid until 17:00 CET on 11 December 2026.",
    "The cap is set against 3-month EURIBOR with a strike of 3.5%.",
]
WRONG_RATE_CAP = [
    (
        "If 3-month EURIBOR fixes at 4.0% for a 90-day quarter, the bank would pay you 20,000 EUR "
        "for that quarter."
    ),
    "The cap's strike is 3.25%.",
    "With the cap, the most you'd pay on the capped 4,000,000 EUR is 3.5% a year all in.",
    "The premium can be added to your loan at no extra fee.",
    "The premium is paid in quarterly instalments over the three years.",
    "The cap runs until 15 January 2029.",
    "Selling the cap back before the end date costs a fee.",
    "The cap covers the whole 5,000,000 EUR loan.",
    "This quote is valid until 15 January 2027.",
]

# 6. Extending the term of a mortgage (an agent's decision record)
TERM_EXTENSION = (
    "Decision record: mortgage term extension request. Lender: Penhallow Mutual. Prepared by the "
    "Term Review assistant, checked by underwriter K. Adebayo, 4 December 2026. Customer: Ms R. "
    "Castellano, age 56. Mortgage: repayment, balance 186,000 GBP, rate 4.1% fixed until 30 June "
    "2028, remaining term 12 years, current monthly payment 1,638 GBP. Request: extend the "
    "remaining term to 22 years after reducing her working hours. Policy: the term must end "
    "before the borrower's 75th birthday; for any years after age 67, retirement income must be "
    "shown to cover the payment; no more than 1 missed payment in the last 12 months. Findings: "
    "22 years would end at age 78, outside policy. Pension forecast of 1,650 GBP a month covers a "
    "payment at 18 years. No missed payments in the last 12 months. Decision: partly approved; "
    "remaining term extended to 18 years (ending at age 74). New monthly payment 1,219 GBP from "
    "the payment due on 1 February 2027. Rate unchanged. Estimated extra interest over the life "
    "of the loan: about 27,500 GBP (assuming 4.1% throughout). No fee. Overpayments of up to 10% "
    "a year remain free while the fixed rate lasts, and the term can be shortened again at any "
    "time without a fee. The customer must accept in writing within 14 days, or the offer lapses."
)
GROUNDED_TERM_EXTENSION = [
    (
        "We couldn't extend your mortgage by the full 22 years, as it would run past your 75th "
        "birthday, but we've approved 18 years."
    ),
    "Your monthly payment goes down from 1,638 GBP to 1,219 GBP, which is 419 GBP less a month.",
    "No, your rate doesn't change; it stays at 4.1% fixed until 30 June 2028.",
    "No, there's no fee for extending the term.",
    "You need to accept the new terms in writing within 14 days, otherwise the offer lapses.",
    "The lower payment starts with the payment due on 1 February 2027.",
    "Over the longer term you'd pay about 27,500 GBP more interest, if the rate stayed at 4.1%.",
    "Yes, you can shorten the term again whenever you like, without a fee.",
    "While your fixed rate lasts, you can still overpay up to 10% a year free of charge.",
    "With the 18-year term, your mortgage would end when you're 74.",
]
WRONG_TERM_EXTENSION = [
    "Your request to extend the term to 22 years has been approved in full.",
    "Your monthly payment goes down from 1,638 GBP to 1,219 GBP, which is 519 GBP less a month.",
    "After the extension, your mortgage moves to the standard variable rate.",
    "There's a 195 GBP fee for extending the term.",
    "You need to accept the new terms in writing within 28 days.",
    "The lower payment starts with the payment due on 1 March 2027.",
    "While your fixed rate lasts, you can overpay up to 20% a year free of charge.",
    "Under our policy, a mortgage term can run up to your 80th birthday.",
    "With the new term, your mortgage would end when you're 78.",
]

# 7. Opening an account for a family trust (an agent's decision record)
TRUST_ACCOUNT = (
    "Decision record: trust account opening, Greystone Bank. Case TR-30418, prepared by the "
    "Onboarding agent on 9 December 2026, checked by L. Moreau (trust desk). Trust: the Okafor "
    "Family Discretionary Trust, set up by deed on 2 May 2019. Trustees: A. Okafor, B. Okafor and "
    "M. Linde (solicitor). Beneficiaries: the settlor's grandchildren. Received: full trust deed, "
    "ID and address proof for all three trustees, ID of the settlor. Missing: the deed of "
    "appointment of M. Linde, who replaced an original trustee in 2023. Decision: approved in "
    "principle, on hold until the deed of appointment is received; if it is not received by 8 "
    "January 2027, the application is closed and must be restarted. Mandate: one trustee alone "
    "may sign payments up to 5,000 EUR; payments over 5,000 EUR need two trustees. Online "
    "banking: every trustee can view the account; payments in the app need two trustees' "
    "approval, whatever the amount. No cards are issued on trust accounts. Any beneficiary "
    "receiving a distribution of 10,000 EUR or more must be verified before payment. Fee: 15 EUR "
    "a month, waived while the balance is 100,000 EUR or more. Interest: 1.1% a year. The trust's "
    "registration number from the trust register must be provided within 30 days of opening."
)
GROUNDED_TRUST_ACCOUNT = [
    (
        "The account can't be opened yet; it's on hold until we receive the deed of appointment "
        "for M. Linde."
    ),
    (
        "If we don't have the deed of appointment by 8 January 2027, the application will be "
        "closed and you'd have to start again."
    ),
    "A 3,000 EUR payment can be signed by any one of the trustees on their own.",
    "A payment of 7,500 EUR needs the signatures of two trustees.",
    "No, trust accounts don't come with cards.",
    "In the app, every payment needs two trustees to approve it, even small ones.",
    (
        "If the balance stays at 80,000 EUR all year, the 15 EUR monthly fee adds up to 180 EUR "
        "over the year."
    ),
    "There's no monthly fee while the balance is 100,000 EUR or more.",
    "A grandchild receiving a 12,000 EUR distribution has to be verified before it's paid.",
    (
        "Once the account is open, you have 30 days to give us the trust's registration number "
        "from the trust register."
    ),
]
WRONG_TRUST_ACCOUNT = [
    "The account has been opened and the trustees can start using it.",
    "We need the deed of appointment by 8 February 2027.",
    "A payment of 7,500 EUR can be signed by one trustee alone.",
    "Each trustee can get a debit card on the trust account.",
    "In the app, payments up to 5,000 EUR need only one trustee's approval.",
    "The monthly fee is waived once the balance reaches 50,000 EUR.",
    "A grandchild receiving an 8,000 EUR distribution has to be verified before it's paid.",
    "The document still missing is the settlor's ID.",
    "The trust account pays 1.5% interest a year.",
]

# 8. A Christmas club savings account
CHRISTMAS_CLUB = (
    "Rowanfield Bank Christmas Club Saver: your questions answered. Who can open one? Anyone aged "
    "16 or over with a Rowanfield current account; one Christmas Club per person. How does it "
    "work? You save from 10 GBP to 200 GBP a month by standing order from your current account, "
    "from January to October. You can also pay in lump sums, as long as the total paid in during "
    "the year, monthly payments included, is no more than 2,400 GBP. Interest is 3.5% gross a "
    "year, worked out daily and paid on 1 November together with your savings into your current "
    "account. The account then stays open for next year unless you close it. Can I take money "
    "out early? Yes, up to two withdrawals a year without losing interest; a third withdrawal "
    "closes the account and interest is then paid at 0.5%. What if I miss a payment? You can "
    "catch up a missed month in the following month; if you miss three months in a row, the rate "
    "drops to 1% for the rest of the year. Savers who pay in every month from January to October "
    "get a 10 GBP bonus on 1 November. There are no fees, and your money is protected by the "
    "deposit protection scheme up to 85,000 GBP."
)
GROUNDED_CHRISTMAS_CLUB = [
    (
        "Saving 150 GBP a month from January to October puts 1,500 GBP aside, plus interest and "
        "a 10 GBP bonus if you don't miss a month."
    ),
    "No, you can't pay in 250 GBP a month; the most you can save each month is 200 GBP.",
    "If you save 200 GBP every month, you can add at most 400 GBP in lump sums over the year.",
    "Your savings and interest are paid into your current account on 1 November.",
    (
        "You can take money out twice a year without losing interest; a third withdrawal closes "
        "the account and the rate drops to 0.5%."
    ),
    "Missing one month isn't a problem as long as you catch up the following month.",
    "If you miss March, April and May, your rate drops to 1% for the rest of the year.",
    "Only savers who pay in every month from January to October get the 10 GBP bonus.",
    "No, at 15 you're too young; you need to be at least 16 and have a Rowanfield current account.",
    "There are no fees, and your savings are protected up to 85,000 GBP.",
]
WRONG_CHRISTMAS_CLUB = [
    "Saving 150 GBP a month from January to October puts 1,800 GBP aside.",
    "You can save up to 250 GBP a month by standing order.",
    "If you save 200 GBP every month, you can still add up to 2,400 GBP in lump sums.",
    "Your savings and interest are paid out on 1 December.",
    "You can make three withdrawals a year without losing interest.",
    "If you miss two months in a row, the rate drops to 1% for the rest of the year.",
    "Every saver gets a 10 GBP bonus on 1 November, even if they missed a month.",
    "You can hold up to two Christmas Clubs in your name.",
    "The 3.5% interest is paid into your current account every month.",
]

# 9. Suspected counterfeit banknotes at the counter (a staff policy)
COUNTERFEIT_NOTES = (
    "Thornbury Savings Bank staff policy CP-7: suspected counterfeit banknotes at the counter. "
    "Applies to all cashiers and branch managers. 1. Check every note of 50 EUR or more under the "
    "UV lamp and with the feel-look-tilt test; notes below 50 EUR are checked by hand only, unless "
    "the customer pays in more than 20 notes of the same value. 2. Never hand a suspected "
    "counterfeit note back to the customer, whatever the customer says; give them a retention "
    "receipt (form CR-2) showing the note's value and serial number. 3. Do not credit the "
    "customer for the note. If the central bank confirms that the note is genuine, credit its "
    "value within 2 business days of the confirmation. 4. Send retained notes to the central "
    "bank's analysis centre in a sealed cash bag within 5 business days. 5. Tell the branch "
    "manager at once. Call the police only if the same customer presented a suspected note in "
    "the last 12 months, or presents more than 5 suspected notes at once. 6. Do not accuse the "
    "customer or comment on intent; explain that the note is being sent for checking. 7. Record "
    "the case in the Counterfeit Log before the end of the working day."
)
GROUNDED_COUNTERFEIT_NOTES = [
    "We can't give the note back to you, even if you ask; it has to be sent off for checking.",
    (
        "You should have received a retention receipt, form CR-2, showing the note's value and "
        "serial number."
    ),
    (
        "If the central bank confirms your note is genuine, we'll credit its value within 2 "
        "business days of that confirmation."
    ),
    "We don't credit your account for the note while it's being checked.",
    "Your note goes to the central bank's analysis centre within 5 business days.",
    (
        "No, handing in a single suspected note for the first time doesn't mean the police are "
        "called."
    ),
    "If you pay in thirty 20 EUR notes, they'll be checked under the UV lamp as well.",
    "A single 20 EUR note is checked by hand only, not under the UV lamp.",
    (
        "The police are only called if the same customer handed in a suspected note in the past "
        "12 months or hands in more than 5 at once."
    ),
    "Every note of 50 EUR or more is checked under the UV lamp.",
]
WRONG_COUNTERFEIT_NOTES = [
    "We'll hand the note back to you if you ask for it.",
    "We credit the note's value to your account straight away while it's being checked.",
    "If the note is confirmed genuine, we'll credit its value within 10 business days.",
    "Your note goes to the central bank's analysis centre within 15 business days.",
    "The police are called whenever a suspected counterfeit note is found.",
    "Only notes of 100 EUR or more are checked under the UV lamp.",
    "If you pay in thirty 20 EUR notes, they're checked by hand only.",
    "The police are called if a customer hands in more than 2 suspected notes at once.",
    "The case is recorded in the Counterfeit Log within a week.",
]

# 10. A plan to pay school fees in monthly instalments
SCHOOL_FEES_PLAN = (
    "Larchmont Bank School Fees Plan: terms in brief. Spread a year's school fees over 10 monthly "
    "payments from September to June instead of paying each term upfront. The plan covers fees "
    "of schools, nurseries and universities on our partner list; we pay the school directly at "
    "the start of each term. Amount: 1,000 EUR to 30,000 EUR per academic year per family. Cost: "
    "a fixed charge of 3% of the year's fees, added to the plan, and no interest; for families "
    "with three or more children on the plan, the charge is 2%. Apply by 15 July for a September "
    "start; later applications start in the month after approval, with the payments spread over "
    "fewer months. Who can apply: account holders aged 21 or over with a regular income, subject "
    "to a credit check. Missed payments: a late fee of 25 EUR per missed payment; after two "
    "missed payments we stop paying the school for the next term. If your child leaves the "
    "school, tell us at least 30 days before the term starts; we then stop paying, and you repay "
    "any amount we have already paid to the school within 60 days. You can settle the plan early "
    "at any time, but the charge is not refunded. The plan does not renew automatically; please "
    "apply again each year."
)
GROUNDED_SCHOOL_FEES_PLAN = [
    (
        "For 12,000 EUR of fees, the 3% charge is 360 EUR, so you'd pay 10 monthly payments of "
        "1,236 EUR."
    ),
    "With three children on the plan, the charge is 2%, so on 24,000 EUR of fees it's 480 EUR.",
    "No, the plan can't cover 35,000 EUR of fees in a year; the most per family is 30,000 EUR.",
    "There's no interest to pay, only the fixed charge.",
    "To start in September, you need to apply by 15 July.",
    (
        "Each missed payment costs 25 EUR, and after two missed payments we stop paying the "
        "school for the next term."
    ),
    "If you pay off the plan early, you won't get any of the charge back.",
    "No, the plan doesn't renew by itself, so you'll need to apply again next year.",
    (
        "If your child leaves the school, let us know at least 30 days before the term starts, "
        "and repay anything we've already paid the school within 60 days."
    ),
    "Yes, at 24 with a regular income you can apply, subject to a credit check.",
]
WRONG_SCHOOL_FEES_PLAN = [
    "For 12,000 EUR of fees, you'd pay 10 monthly payments of 1,260 EUR.",
    "With two children on the plan, the charge drops to 2%.",
    "The plan covers up to 50,000 EUR per academic year per family.",
    "If you settle the plan early, the charge is refunded for the months left.",
    "To start in September, you need to apply by 15 August.",
    "After one missed payment, we stop paying the school for the next term.",
    "If your child leaves the school, tell us at least 14 days before the term starts.",
    "The plan renews automatically each year.",
    "The late fee is 35 EUR per missed payment.",
]

SETS = (
    (
        "en, a lifetime mortgage (equity release) for older homeowners",
        LIFETIME_MORTGAGE,
        "How much could I release from my home with your lifetime mortgage?",
        GROUNDED_LIFETIME_MORTGAGE,
        WRONG_LIFETIME_MORTGAGE,
    ),
    (
        "en, fuel cards for a business's vehicle fleet",
        FLEET_FUEL_CARD,
        "How does the FleetFuel card work for our company vans?",
        GROUNDED_FLEET_FUEL_CARD,
        WRONG_FLEET_FUEL_CARD,
    ),
    (
        "en, a gold account with vault storage",
        GOLD_ACCOUNT,
        "What does it cost to buy and hold gold with you?",
        GROUNDED_GOLD_ACCOUNT,
        WRONG_GOLD_ACCOUNT,
    ),
    (
        "en, a buy-to-let rental coverage check (a mortgage calculator tool's field lines)",
        BTL_COVERAGE,
        "Will the rent from my flat be enough for the buy-to-let mortgage?",
        GROUNDED_BTL_COVERAGE,
        WRONG_BTL_COVERAGE,
    ),
    (
        "en, an interest rate cap on a commercial property loan (a hedging quote tool's JSON "
        "output)",
        RATE_CAP,
        "What would the interest rate cap on our property loan cost, and how does it protect us?",
        GROUNDED_RATE_CAP,
        WRONG_RATE_CAP,
    ),
    (
        "en, extending the term of a mortgage (an agent's decision record)",
        TERM_EXTENSION,
        "What did you decide about my request to extend my mortgage term?",
        GROUNDED_TERM_EXTENSION,
        WRONG_TERM_EXTENSION,
    ),
    (
        "en, opening an account for a family trust (an agent's decision record)",
        TRUST_ACCOUNT,
        "Where are we with opening the account for our family trust?",
        GROUNDED_TRUST_ACCOUNT,
        WRONG_TRUST_ACCOUNT,
    ),
    (
        "en, a Christmas club savings account",
        CHRISTMAS_CLUB,
        "How does the Christmas Club Saver work?",
        GROUNDED_CHRISTMAS_CLUB,
        WRONG_CHRISTMAS_CLUB,
    ),
    (
        "en, suspected counterfeit banknotes at the counter (a staff policy)",
        COUNTERFEIT_NOTES,
        "Why did the branch keep my 100 euro note, and will I get the money back?",
        GROUNDED_COUNTERFEIT_NOTES,
        WRONG_COUNTERFEIT_NOTES,
    ),
    (
        "en, a plan to pay school fees in monthly instalments",
        SCHOOL_FEES_PLAN,
        "How does paying school fees monthly with you work?",
        GROUNDED_SCHOOL_FEES_PLAN,
        WRONG_SCHOOL_FEES_PLAN,
    ),
)
