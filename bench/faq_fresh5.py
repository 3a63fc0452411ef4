"""Ten more sets for bench/run_faq_paraphrases.py, written on 2026-12-02 (session 11) by one
brief, after the fixes that bench/faq_fresh.py, faq_fresh2.py, faq_fresh3.py and faq_fresh4.py
led to, and to be run once before any fix of their own: cash deposit machines, phone banking
verification, a credit limit increase (a credit decision agent's decision record), porting a
mortgage when moving home, a foreign currency account, early wage access, a pension transfer
in, a payee name check (a verification tool's field lines), a branch closure notice, a prize
savings account. At least four grounded answers per set apply a rule to a case, work a value
out, restate an exception as "only", negate a rule outside its range, list a whole list or
answer yes or no.

Their first run (out of sample) is recorded in bench/RESULTS.md, notes of session 11.
"""

from __future__ import annotations

# 1. Cash deposit machines
CASH_DEPOSIT = (
    "Cash deposit machines at Harrowgate Bank. You can pay banknotes into your Harrowgate "
    "current or savings account at our cash deposit machines, which are in all 48 of our "
    "branches and can be used from 6:00 to 23:00 every day. You need your Harrowgate debit "
    "card and PIN. The machines accept 5, 10, 20, 50 and 100 EUR notes; 200 and 500 EUR notes "
    "and coins are not accepted. You can insert up to 200 notes in one deposit, and you can pay "
    "in at most 5,000 EUR a day per account by machine. Money paid into a current account can "
    "be spent straight away. Deposits to a savings account made before 20:00 show the same "
    "day, and later ones show the next day. Paying cash in by machine is free for personal "
    "accounts; business accounts pay 0.3% of the amount deposited, with a minimum of 2 EUR per "
    "deposit. If the machine cannot read a note, it gives it back to you. Notes that the "
    "machine suspects are counterfeit are kept and sent for checking, and if they turn out to "
    "be genuine, the amount is paid into your account within 10 business days. You get a "
    "receipt on screen or by email; keep it until the deposit shows on your account."
)
GROUNDED_CASH_DEPOSIT = [
    (
        "There's a cash deposit machine in each of our 48 branches, and you can use it between "
        "6am and 11pm, seven days a week."
    ),
    "To use one, you'll need your Harrowgate debit card and your PIN.",
    "The machines take 5, 10, 20, 50 and 100 EUR notes.",
    "No, you can't pay in coins at the machine, and 200 or 500 EUR notes aren't accepted either.",
    "Paying in 150 notes in one go is fine, since a single deposit can have up to 200 notes.",
    (
        "If you've already paid 3,500 EUR into an account by machine today, you can pay in up "
        "to another 1500 EUR there today."
    ),
    "Cash you pay into a savings account at 21:30 will show up the next day.",
    (
        "A business account paying in 400 EUR is charged 2 EUR, because 0.3% would only come "
        "to 1.20 EUR and the minimum fee is 2 EUR."
    ),
    "For personal accounts, depositing cash at one of our machines doesn't cost anything.",
    (
        "If a note the machine kept as a suspected fake turns out to be genuine, the money is "
        "paid into your account within ten business days."
    ),
]
WRONG_CASH_DEPOSIT = [
    "The cash deposit machines can be used from 6:00 to 23:00, Monday to Saturday.",
    "The machines accept 5, 10, 20, 50, 100 and 200 EUR notes.",
    "You can pay in up to 5,000 EUR a week per account by machine.",
    "Cash paid into a current account can be spent from the next business day.",
    "Deposits to a savings account made before 22:00 show the same day.",
    "Paying cash in by machine is free for business accounts as well.",
    "A business account that pays in 1,000 EUR is charged a fee of 30 EUR.",
    "If the machine cannot read a note, it keeps it and sends it for checking.",
    "You can insert up to 100 notes in one deposit.",
]

# 2. Phone banking verification
PHONE_BANKING = (
    "Phone banking with Lindqvist Bank: how we check it's you. Our phone banking line, "
    "0800 730 440, is open from 8:00 to 20:00 on weekdays and from 9:00 to 17:00 on Saturdays; "
    "it is closed on Sundays and public holidays. When you call, we first ask for your "
    "customer number and date of birth. We then send a one-time code to the app, which you "
    "read out to the adviser; if you don't use the app, we ask for three random characters "
    "from your 8-character telephone passcode instead. We will never ask for your full "
    "passcode, your card PIN or your online banking password, and we will never ask you to "
    "move money to a 'safe account'. After three wrong answers, phone banking is locked for 24 "
    "hours, but you can still use the app and online banking. To reset a forgotten passcode, "
    "request a new one in the app; it arrives by post within 5 business days, or you can set "
    "one straight away at a branch with photo ID. Payments of more than 2,500 EUR to a new "
    "payee cannot be made by phone; you can make them in the app or at a branch. Calls are "
    "recorded and kept for 12 months."
)
GROUNDED_PHONE_BANKING = [
    "You can call us on weekdays from 8am to 8pm and on Saturdays from 9am to 5pm.",
    "No, the phone banking line isn't open on Sundays or on public holidays.",
    "At the start of the call, we'll ask for your customer number and your date of birth.",
    (
        "If you use the app, we'll send a one-time code to it, and you read that code out to "
        "the adviser."
    ),
    (
        "If you don't use the app, the adviser will ask for three random characters of your "
        "eight-character telephone passcode."
    ),
    (
        "We'll never ask you for your full passcode, your card PIN or your online banking "
        "password, and we'll never tell you to move money to a 'safe account'."
    ),
    (
        "If you're locked out after three wrong answers at 10:00 on a Monday, you can use phone "
        "banking again from 10:00 on the Tuesday."
    ),
    "While phone banking is locked, the app and online banking still work.",
    (
        "A 3,000 EUR payment to a new payee can't be made over the phone, but you can make it "
        "in the app or at a branch."
    ),
    (
        "A new passcode ordered in the app comes by post within five business days; if you "
        "don't want to wait, you can set one right away at a branch with photo ID."
    ),
]
WRONG_PHONE_BANKING = [
    "The phone banking line is open from 8:00 to 20:00 every day, including Sundays.",
    "On Saturdays, the phone banking line is open from 8:00 to 20:00.",
    "When you call, we first ask for your card number and date of birth.",
    "If you don't use the app, we ask you for your full telephone passcode.",
    "After three wrong answers, phone banking is locked for 48 hours.",
    "When phone banking is locked, the app and online banking are locked as well.",
    "A new passcode requested in the app arrives by post within 10 business days.",
    "Payments of more than 2,500 EUR to a new payee can only be made by phone.",
    "Calls are recorded and kept for 12 weeks.",
]

# 3. Credit limit increase written as a credit decision agent's decision record
CREDIT_LIMIT = (
    "Credit limit review CL-2026-22817, written by the credit decision agent on 2 December "
    "2026. Customer: Aoife Brennan, Calderway Classic credit card, current limit 3,000 EUR. "
    "Request: an increase to 6,000 EUR, made in the app on 1 December 2026. Policy CR-7 allows "
    "an increase only if the card account has been open for at least 6 months, no payment has "
    "been missed in the last 12 months, and the new limit is no more than 40% of the "
    "customer's stated gross annual income. Checks: the account was opened on 14 March 2025; "
    "one payment was missed in July 2025, more than 12 months before the request; the stated "
    "gross annual income is 12,500 EUR. All three conditions are met for a limit of up to "
    "5,000 EUR, but not for the 6,000 EUR requested. Decision: partly approved, with the limit "
    "raised to 5,000 EUR from today. The interest rate of 21.9% APR stays the same. Only a soft "
    "credit search was made, which other lenders cannot see. The customer can turn down the "
    "new limit in the app within 30 days, and the limit then goes back to 3,000 EUR. A further "
    "increase cannot be requested before 2 June 2027."
)
GROUNDED_CREDIT_LIMIT = [
    "On 1 December 2026 you asked in the app for your limit to go from 3000 EUR to 6000 EUR.",
    "Your new limit is 5,000 EUR, which is 2,000 EUR more than before.",
    (
        "The full 6,000 EUR wasn't possible, because the limit can be at most 40% of your "
        "stated income of 12,500 EUR, and that's 5,000 EUR."
    ),
    (
        "The payment you missed in July 2025 didn't count against you, as it was more than "
        "12 months before your request."
    ),
    (
        "An increase needs three things: the account open for at least six months, no missed "
        "payment in the last 12 months, and a new limit of no more than 40% of your stated "
        "gross annual income."
    ),
    "Your account, opened on 14 March 2025, had been open for well over six months.",
    "Your interest rate doesn't change and stays at 21.9% APR.",
    "No, other lenders can't see this check, because only a soft credit search was made.",
    (
        "If you'd rather not have the higher limit, you can turn it down in the app within "
        "30 days and it'll go back to 3,000 EUR."
    ),
    "You won't be able to ask for another increase until 2 June 2027.",
]
WRONG_CREDIT_LIMIT = [
    "Your request was approved in full, and your limit is now 6,000 EUR.",
    "Your new limit is 5,000 EUR, which is 2,500 EUR more than before.",
    "The new limit can be at most 50% of your stated gross annual income.",
    (
        "The payment you missed in July 2025 counted against you, which is why you didn't get "
        "the full increase."
    ),
    "With the higher limit, your interest rate has gone up.",
    "A hard credit search was made, so other lenders will be able to see it.",
    "You can turn down the new limit in the app within 14 days.",
    "You can ask for another increase from 2 March 2027.",
    "You made the request at a branch on 1 December 2026.",
]

# 4. Porting a mortgage when moving home
PORTING = (
    "Moving home with a Harrowgate mortgage. When you move home, you may be able to take your "
    "mortgage and its current rate to the new property; this is called porting. Only "
    "fixed-rate mortgages can be ported, not tracker or variable-rate ones, and the new "
    "property must be in Ireland. You have to apply again, and we check your income, outgoings "
    "and the value of the new home as we would for a new mortgage. No early repayment charge "
    "is due when you port, as long as the new mortgage completes within 3 months of the sale "
    "of your current home; if it completes later, the charge of 2% of the amount repaid "
    "applies and is not refunded. If you need to borrow more, the extra amount becomes a "
    "separate loan part at our rates on the day you apply, and it can end on a different "
    "date. If you borrow less, the difference counts as an early repayment: the part above "
    "your yearly overpayment allowance of 10% of the balance is charged at 2%. The porting "
    "application fee is 295 EUR, and a valuation of the new property costs 180 EUR. A partner "
    "moving in with you can be added to the mortgage, but they will go through the same checks."
)
GROUNDED_PORTING = [
    (
        "Porting is only possible with a fixed-rate mortgage; tracker and variable-rate "
        "mortgages can't be moved to a new home."
    ),
    (
        "No, you can't port your mortgage to a house in Spain, as the new property has to be "
        "in Ireland."
    ),
    (
        "You'll need to apply again, and we'll look at your income, your outgoings and the new "
        "home's value, just as we would for a new mortgage."
    ),
    (
        "If you sell on 1 March and the new mortgage completes on 15 May, there's no early "
        "repayment charge, because that's within three months of the sale."
    ),
    (
        "If the new mortgage completes four months after you sell, the 2% early repayment "
        "charge applies, and you won't get it back."
    ),
    (
        "Any extra borrowing is a separate loan part at our rates on the day you apply, and it "
        "can have a different end date."
    ),
    (
        "If you owe 200,000 EUR and port only 170,000 EUR, 10,000 EUR of the 30,000 EUR "
        "difference is above your 10% allowance, so the charge comes to 200 EUR."
    ),
    (
        "On a 200,000 EUR balance, borrowing 15,000 EUR less on the new home means no charge, "
        "since that's within your 10% overpayment allowance."
    ),
    "The application fee is 295 EUR and the valuation 180 EUR, so 475 EUR altogether.",
    (
        "A partner who's moving in with you can be added to the mortgage, though they'll have "
        "to go through the same checks."
    ),
]
WRONG_PORTING = [
    "You can port fixed-rate, tracker and variable-rate mortgages.",
    (
        "No early repayment charge is due as long as the new mortgage completes within 6 months "
        "of the sale."
    ),
    "If the new mortgage completes late, the 2% charge is refunded once it completes.",
    "If you need to borrow more, the extra amount is added to your existing loan at your rate.",
    "The porting application fee is 180 EUR, and a valuation of the new property costs 295 EUR.",
    ("If you owe 200,000 EUR and port 170,000 EUR, the early repayment charge comes to 600 EUR."),
    "When you port, we don't need to check your income again.",
    "Your yearly overpayment allowance is 20% of the balance.",
    "You can port your mortgage to a property anywhere in the EU.",
]

# 5. Foreign currency account
CURRENCY_ACCOUNT = (
    "Ostmark Currency Account. The Currency Account lets you hold money in US dollars, British "
    "pounds, Swiss francs or Polish zloty alongside your Ostmark euro current account. You can "
    "open one account in each of these four currencies in the app, and there is no monthly "
    "fee. Converting between euros and another currency in the app uses our exchange rate plus "
    "a margin of 0.5% on weekdays and 1% at weekends, when markets are closed. Payments "
    "received in the account's currency are free; incoming payments in any other currency are "
    "converted into the account's currency first. Outgoing payments in the account's currency "
    "cost 5 EUR each, except payments to another Ostmark account, which are free. You can link "
    "your debit card to one currency account at a time; card payments in that currency are "
    "then taken from it with no foreign payment fee. If the balance in that currency is too "
    "low, the payment is taken from your euro account with the usual 1.75% fee. Balances pay "
    "no interest, and money in currency accounts is covered by the deposit guarantee up to "
    "100,000 EUR in total per customer. Cash cannot be paid into or taken out of a currency "
    "account."
)
GROUNDED_CURRENCY_ACCOUNT = [
    "You can hold US dollars, British pounds, Swiss francs and Polish zloty.",
    "You can open one account in each of those four currencies, and there's no monthly fee.",
    "Converting 1,000 EUR into pounds on a Saturday has a 1% margin, which comes to 10 EUR.",
    "If you convert on a Wednesday instead, the margin is just 0.5%.",
    (
        "Money you receive in the account's own currency costs you nothing, and payments in "
        "other currencies are converted into it first."
    ),
    "Sending dollars from your dollar account to another Ostmark customer is free.",
    "Two outgoing dollar payments to accounts at other banks cost 10 EUR in fees.",
    (
        "With your card linked to your pound account, paying in pounds is taken from that "
        "account with no foreign payment fee, as long as the balance is high enough."
    ),
    "No, you can't pay cash into a currency account or withdraw cash from one.",
    (
        "Your currency balances don't earn interest, and they're protected by the deposit "
        "guarantee up to 100000 EUR in total per customer."
    ),
]
WRONG_CURRENCY_ACCOUNT = [
    "You can hold US dollars, British pounds, Swiss francs, Polish zloty and Japanese yen.",
    "The Currency Account costs 2 EUR a month.",
    "Conversions have a margin of 0.5% at weekends and 1% on weekdays.",
    "Outgoing payments in the account's currency are free.",
    "Sending a payment to another Ostmark account from your currency account costs 5 EUR.",
    "You can link your debit card to all of your currency accounts at the same time.",
    "If your dollar balance is too low, the card payment in dollars is declined.",
    "Converting 2,000 EUR on a weekday comes with a margin of 20 EUR.",
    "The deposit guarantee covers up to 100,000 EUR in each of your currency accounts.",
]

# 6. Early wage access
PAY_EARLY = (
    "Lindqvist PayEarly: early wage access. If your employer has signed up to PayEarly, you "
    "can draw part of the salary you have already earned this month before payday. You can "
    "draw up to 50% of the net pay you have earned so far, with a maximum of 1,000 EUR per pay "
    "period, in up to 4 draws. Each draw costs a flat fee of 1.99 EUR, whatever the amount, "
    "and there is no interest. The money is paid into your Lindqvist current account within "
    "15 minutes, every day including weekends. On payday, the amount you have drawn is "
    "deducted from your salary, and the fees are taken from your current account on the same "
    "day. PayEarly is not a loan and does not appear on your credit file. You cannot draw in "
    "the last 2 days before payday or during your first month with the employer. Draws below "
    "20 EUR are not possible. Your employer can see whether you use PayEarly, but not what you "
    "spend the money on. If you leave your job, any amount you have drawn is taken from your "
    "final salary."
)
GROUNDED_PAY_EARLY = [
    "If you've earned 1,600 EUR net so far this month, you can draw up to 800 EUR.",
    (
        "Even if you've earned 2,400 EUR net so far, the most you can draw in one pay period "
        "is 1000 EUR."
    ),
    (
        "You can make up to four draws per pay period, and three draws cost 5.97 EUR in fees, "
        "with no interest on top."
    ),
    "The money reaches your Lindqvist current account within 15 minutes, weekends included.",
    (
        "On payday, what you've drawn is taken off your salary, and the fees come out of your "
        "current account that day."
    ),
    "If payday is the 28th, you can't make a draw on the 26th or the 27th.",
    "In your first month with a new employer, you can't use PayEarly yet.",
    "No, PayEarly isn't a loan, so it won't show up on your credit file.",
    "Only draws of 20 EUR or more are possible, so you can't take out 15 EUR.",
    "If you leave your job, whatever you've drawn is taken from your final salary.",
]
WRONG_PAY_EARLY = [
    "You can draw up to 50% of the gross pay you have earned so far.",
    "You can draw a maximum of 1,000 EUR per week.",
    "Each draw costs 1.99% of the amount you draw.",
    "The money is paid within 15 minutes, but only on business days.",
    "PayEarly is a short-term loan, so it appears on your credit file.",
    "You cannot draw in the last 5 days before payday.",
    "Four draws in one pay period cost 7.56 EUR in fees.",
    "Your employer can see what you spend the money you draw on.",
    "If you leave your job, any amount you have drawn is written off.",
]

# 7. Pension transfer in
PENSION_TRANSFER = (
    "Transferring a pension to Brightwater. You can move pensions from other providers into "
    "your Brightwater Personal Pension. We accept transfers from personal pensions, PRSAs and "
    "former employers' defined contribution schemes; we do not accept defined benefit (final "
    "salary) pensions or pensions that are already paying you an income. You start the "
    "transfer in the app by entering the other provider's name and your policy number, and we "
    "contact them for you. Most transfers complete within 4 to 8 weeks. We charge no transfer "
    "fee, but your old provider may charge an exit fee, and we will not cover it. The money is "
    "kept in cash while it moves and is invested in your chosen funds within 3 business days "
    "of arriving; if you have not chosen any funds, it goes into our Balanced Growth fund. You "
    "will not be able to take money from the transferred pension before the age of 60. "
    "Transfers of more than 30,000 EUR require you to confirm that you have read our transfer "
    "risk guide. If the pension includes a guaranteed annuity rate, you must get financial "
    "advice first, and we cannot accept the transfer without a signed advice letter. We will "
    "write to you once the money arrives."
)
GROUNDED_PENSION_TRANSFER = [
    ("We accept personal pensions, PRSAs and defined contribution schemes from former employers."),
    "No, we can't take a final salary (defined benefit) pension.",
    "A pension that's already paying you an income can't be moved to us.",
    (
        "To start, enter your old provider's name and your policy number in the app, and we'll "
        "get in touch with them for you."
    ),
    (
        "A transfer started on 2 March would usually be done by 27 April, which is eight weeks "
        "later."
    ),
    (
        "We don't charge anything for the transfer, but we won't cover an exit fee if your old "
        "provider charges one."
    ),
    "If you haven't picked any funds, the money goes into the Balanced Growth fund.",
    (
        "For a 25,000 EUR transfer, you don't need to confirm you've read the transfer risk "
        "guide, as that's only required above 30000 EUR."
    ),
    (
        "A pension with a guaranteed annuity rate can only come to us after you've had "
        "financial advice, with a signed advice letter."
    ),
    (
        "The money is held in cash while it moves and is invested in your funds within three "
        "business days of arriving."
    ),
]
WRONG_PENSION_TRANSFER = [
    (
        "We accept transfers from personal pensions, PRSAs, defined contribution schemes and "
        "defined benefit pensions."
    ),
    "Most transfers complete within 2 to 4 weeks.",
    "We charge a transfer fee of 1% of the amount transferred.",
    "We will refund any exit fee your old provider charges.",
    "The money is invested in your chosen funds while it is being transferred.",
    "If you have not chosen any funds, the money stays in cash until you do.",
    (
        "Transfers of more than 10,000 EUR require you to confirm that you have read our "
        "transfer risk guide."
    ),
    "You need to contact your old provider yourself to start the transfer.",
    "You can take money from the transferred pension from the age of 55.",
]

# 8. Payee name check (a verification tool's field lines)
PAYEE_CHECK = (
    "Check ID: VOP-2026-558102\n"
    "Checked: 2 December 2026, 14:37\n"
    "Service: verification of payee, before an instant SEPA transfer\n"
    "Payer: customer C-71530, account ending 4412\n"
    "Amount: 1,240 EUR\n"
    "Payee name entered: 'Kestrel Print Studio'\n"
    "Payee IBAN: IE29 HRGT 9311 5200 4471 88\n"
    "Name held by the payee's bank: 'Kestrel Print Studio Ltd'\n"
    "Result: close match\n"
    "Possible results: match, close match, no match, check not possible\n"
    "Shown to customer: 'The name is close to the account name Kestrel Print Studio Ltd. "
    "Do you want to use this name?'\n"
    "Customer action: changed the name to the suggested one and continued at 14:39\n"
    "Previous payments from this customer to this IBAN: none\n"
    "Fee for the check: none\n"
    "Daily instant payment limit: 10,000 EUR; used today before this payment: 3,600 EUR\n"
    "Payment status: sent, arrived 14:39\n"
    "Liability note: a payment sent after a 'no match' result is at the customer's own risk\n"
    "Retention: check record kept for 13 months"
)
GROUNDED_PAYEE_CHECK = [
    (
        "The name check ran on 2 December 2026 at 14:37, before an instant SEPA transfer of "
        "1240 EUR."
    ),
    (
        "The name you typed, Kestrel Print Studio, was a close match for the account name, "
        "Kestrel Print Studio Ltd."
    ),
    "The check can come back as match, close match, no match or check not possible.",
    (
        "You switched to the suggested name and carried on at 14:39, two minutes after the "
        "check was made."
    ),
    "Yes, the payment went through: it was sent and arrived at 14:39.",
    "You hadn't made any payments to this IBAN before.",
    "The name check itself didn't cost you anything.",
    "After this payment, 5,160 EUR of your 10,000 EUR daily instant limit is left for today.",
    (
        "The own-risk rule only covers payments sent after a 'no match' result, and this check "
        "gave a close match."
    ),
    "The record of this check is kept for thirteen months.",
]
WRONG_PAYEE_CHECK = [
    "The name check found an exact match with the account name.",
    "The payment was sent as a standard SEPA transfer, not an instant one.",
    (
        "The check can come back as match, close match, partial match, no match or check not "
        "possible."
    ),
    "You went ahead with the name you had entered, without changing it.",
    "The payment arrived at 14:49.",
    "You had already made two payments to this IBAN before.",
    "The name check costs 0.50 EUR.",
    "After this payment, 6,400 EUR of your daily instant limit is left for today.",
    "A payment sent after a 'close match' result is at the customer's own risk.",
]

# 9. Branch closure notice
BRANCH_CLOSURE = (
    "Changes to our Kilbride branch. Our branch at 12 Market Street, Kilbride, will close for "
    "good at 16:00 on Friday 26 February 2027. From Monday 1 March 2027, your account will be "
    "looked after by our Ashford branch, 9 km away, which is open from 9:30 to 16:30, Monday to "
    "Friday, and from 10:00 to 13:00 on Saturdays. Your sort code, account number and IBAN will "
    "not change, and your cards, standing orders and direct debits will keep working as before. "
    "The cash machine outside the Kilbride branch will stay in place until 31 May 2027. "
    "Personal customers can pay in cash and cheques and withdraw cash free of charge at any An "
    "Post office, up to 2,000 EUR a day; business customers can use the same service for a fee "
    "of 0.4% of each cash deposit. Safe deposit box holders must empty their boxes by 12 "
    "February 2027; boxes not emptied by then will be moved to Ashford. A mobile branch will "
    "visit Kilbride Square every Tuesday from 10:00 to 14:00, starting on 2 March 2027. If you "
    "need help with the app, our staff can show you how it works at the mobile branch or at "
    "Ashford."
)
GROUNDED_BRANCH_CLOSURE = [
    "The Kilbride branch closes permanently at 4pm on Friday 26 February 2027.",
    "From 1 March 2027 your account is looked after by our Ashford branch, 9 km away.",
    "Ashford is open 9:30 to 16:30 on weekdays and 10am to 1pm on Saturdays.",
    (
        "No, you won't get new bank details: your sort code, account number and IBAN all stay "
        "the same."
    ),
    "Your cards, standing orders and direct debits will carry on working as normal.",
    "You can keep using the cash machine outside the Kilbride branch until 31 May 2027.",
    (
        "As a personal customer, you can pay in cash or cheques and take out cash at any An "
        "Post office at no cost, up to 2000 EUR a day."
    ),
    "A business customer depositing 1,500 EUR in cash at An Post is charged a 6 EUR fee.",
    "If you haven't emptied your safe deposit box by 12 February 2027, it'll be moved to Ashford.",
    (
        "The mobile branch comes to Kilbride Square on Tuesdays from 10am to 2pm, and its first "
        "visit is on 2 March 2027."
    ),
]
WRONG_BRANCH_CLOSURE = [
    "The Kilbride branch will close for good on Friday 26 March 2027.",
    "Your account will be looked after by our Ashford branch, which is 19 km away.",
    "The Ashford branch is open on Saturdays from 9:30 to 16:30.",
    "You will get a new sort code and IBAN when your account moves to Ashford.",
    "The cash machine outside the Kilbride branch will be removed when the branch closes.",
    "Business customers can use the An Post service free of charge.",
    (
        "Safe deposit boxes not emptied by 12 February 2027 will be opened and their contents "
        "sent to the holder by post."
    ),
    "A mobile branch will visit Kilbride Square every Thursday from 10:00 to 14:00.",
    "Personal customers can withdraw up to 2,000 EUR a week at An Post.",
]

# 10. Prize savings account
PRIZE_SAVER = (
    "Harrowgate Prize Saver. Instead of interest, the Prize Saver gives you a chance each month "
    "to win cash prizes. You can save from 10 EUR up to 20,000 EUR, and every full 10 EUR in "
    "your account gives you one entry in the monthly draw. Money paid in counts from the first "
    "draw after it has been in the account for a full calendar month. Each month's prize fund "
    "is worth 2.2% a year of all balances, divided by 12; it pays one prize of 50,000 EUR, 20 "
    "prizes of 1,000 EUR, and the rest as prizes of 25 EUR. The draw takes place on the first "
    "business day of each month, and winners are told by email and in the app within 3 "
    "business days. Prizes are paid into your Prize Saver, unless that would take it above "
    "20,000 EUR, in which case they go to your linked current account. Prizes are tax-free. "
    "You can take money out at any time without notice or a fee, and it arrives in your "
    "current account the same day. Your chance of winning depends on your balance and on the "
    "number of entries in each draw, so you could win more than the prize rate or nothing at "
    "all. The account is for customers aged 16 or over who live in Ireland."
)
GROUNDED_PRIZE_SAVER = [
    "You can keep anything from 10 EUR to 20000 EUR in the Prize Saver.",
    "With 2,345 EUR saved, you'd have 234 entries in each monthly draw.",
    "Money you pay in on 10 March is first included in the draw at the start of May.",
    (
        "Every month there's one 50,000 EUR prize and twenty prizes of 1,000 EUR, and the rest "
        "of the fund is paid out as 25 EUR prizes."
    ),
    (
        "The draw is held on the first business day of every month, and winners hear by email "
        "and in the app within three business days."
    ),
    (
        "If you have 19,990 EUR saved and win 25 EUR, the prize goes to your linked current "
        "account, because it would take your Prize Saver over 20,000 EUR."
    ),
    "Yes, any prize you win is tax-free.",
    (
        "You can withdraw whenever you like, with no notice and no fee, and the money reaches "
        "your current account the same day."
    ),
    "The Prize Saver doesn't pay interest; you get the chance to win prizes instead.",
    (
        "At 15 you can't open a Prize Saver, since it's for customers aged 16 or over living "
        "in Ireland."
    ),
]
WRONG_PRIZE_SAVER = [
    "Every full 100 EUR in your account gives you one entry in the monthly draw.",
    "With 2,345 EUR saved, you'd have 235 entries in each monthly draw.",
    "Money you pay in counts from the very next draw.",
    "Each month's draw pays one prize of 50,000 EUR and 20 prizes of 10,000 EUR.",
    "The draw takes place on the last business day of each month.",
    "Prizes are always paid into your linked current account.",
    "Tax is deducted from prizes before they are paid.",
    "You must give 30 days' notice to take money out of the Prize Saver.",
    "The Prize Saver guarantees you a return of 2.2% a year.",
]

SETS = (
    (
        "en, cash deposit machines",
        CASH_DEPOSIT,
        "How do I pay cash in at one of your cash deposit machines?",
        GROUNDED_CASH_DEPOSIT,
        WRONG_CASH_DEPOSIT,
    ),
    (
        "en, phone banking verification",
        PHONE_BANKING,
        "How do you check it's me when I call phone banking?",
        GROUNDED_PHONE_BANKING,
        WRONG_PHONE_BANKING,
    ),
    (
        "en, credit limit increase decision",
        CREDIT_LIMIT,
        "Why did I get a lower credit limit than I asked for?",
        GROUNDED_CREDIT_LIMIT,
        WRONG_CREDIT_LIMIT,
    ),
    (
        "en, porting a mortgage when moving home",
        PORTING,
        "Can I take my mortgage with me when I move house?",
        GROUNDED_PORTING,
        WRONG_PORTING,
    ),
    (
        "en, foreign currency account",
        CURRENCY_ACCOUNT,
        "How does the Currency Account work, and what does it cost?",
        GROUNDED_CURRENCY_ACCOUNT,
        WRONG_CURRENCY_ACCOUNT,
    ),
    (
        "en, early wage access",
        PAY_EARLY,
        "How much of my salary can I get early with PayEarly, and what does it cost?",
        GROUNDED_PAY_EARLY,
        WRONG_PAY_EARLY,
    ),
    (
        "en, pension transfer in",
        PENSION_TRANSFER,
        "Can I transfer my old pension to Brightwater, and how does it work?",
        GROUNDED_PENSION_TRANSFER,
        WRONG_PENSION_TRANSFER,
    ),
    (
        "en, payee name check (a tool's field lines)",
        PAYEE_CHECK,
        "What did the name check on my transfer say, and did the payment go through?",
        GROUNDED_PAYEE_CHECK,
        WRONG_PAYEE_CHECK,
    ),
    (
        "en, branch closure notice",
        BRANCH_CLOSURE,
        "What happens to my account when the Kilbride branch closes?",
        GROUNDED_BRANCH_CLOSURE,
        WRONG_BRANCH_CLOSURE,
    ),
    (
        "en, prize savings account",
        PRIZE_SAVER,
        "How does the Prize Saver work?",
        GROUNDED_PRIZE_SAVER,
        WRONG_PRIZE_SAVER,
    ),
)
