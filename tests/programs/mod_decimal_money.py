import decimal
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, localcontext, getcontext
import random
random.seed(31337)
CENT = Decimal('0.01')
TAX = Decimal('0.0825')
items = []
for i in range(2000):
    price = Decimal(random.randint(1, 100000)) / 100
    qty = random.randint(1, 20)
    items.append(('item%d' % i, price, qty))
subtotal = sum((p * q for _, p, q in items), Decimal(0))
tax = (subtotal * TAX).quantize(CENT, rounding=ROUND_HALF_UP)
total = subtotal + tax
print('subtotal', subtotal, 'tax', tax, 'total', total)
print('{:>15,.2f}'.format(total), f'{tax:,}', f'{subtotal:.3e}', f'{TAX:%}', f'{TAX:.1%}')
# line items with discounts
lines = []
for name, p, q in items[:200]:
    disc = Decimal(random.choice(['0', '0.05', '0.10', '0.15', '0.333']))
    amt = (p * q * (1 - disc)).quantize(CENT, ROUND_HALF_EVEN)
    lines.append(amt)
    if len(lines) <= 12:
        print('%-8s %8s x %2d  -%-6s %12s' % (name, p, q, disc, amt))
print('sum lines', sum(lines), max(lines), min(lines), sorted(lines)[100])
# compound interest
principal = Decimal('10000.00')
rate = Decimal('0.0425')
with localcontext() as ctx:
    ctx.prec = 34
    for year in range(1, 31):
        principal = (principal * (1 + rate / 12) ** 12).quantize(CENT)
        if year % 5 == 0:
            print(year, principal)
    monthly = (Decimal('250000') * (rate / 12)) / (1 - (1 + rate / 12) ** -360)
    print('mortgage payment', monthly.quantize(CENT), monthly)
# split bill
total = Decimal('100.00')
parts = 3
share = (total / parts).quantize(CENT, rounding=ROUND_DOWN)
remainder = total - share * parts
print('share', share, 'remainder', remainder, [share + (CENT if i < remainder / CENT else 0) for i in range(parts)])
# currency conversion from floats and strings
rates = {'EUR': 0.9123, 'JPY': 151.37, 'GBP': 0.7891}
for cur, r in sorted(rates.items()):
    d = Decimal(str(r))
    print(cur, d, (Decimal('1234.56') * d).quantize(CENT), Decimal(r).quantize(Decimal('0.0001')))
# ledger with dict keys and comparisons
ledger = {}
for i in range(500):
    acct = 'acct%d' % random.randint(1, 20)
    amt = Decimal(random.randint(-50000, 50000)).scaleb(-2)
    ledger[acct] = ledger.get(acct, Decimal('0.00')) + amt
for acct in sorted(ledger):
    bal = ledger[acct]
    flag = 'OVERDRAWN' if bal < 0 else ''
    print('%-7s %10s %s' % (acct, bal, flag))
print(getcontext().flags[decimal.Inexact], getcontext().flags[decimal.Rounded])
# averages and percentages
vals = [Decimal(random.randint(1, 10**6)) / 1000 for _ in range(1000)]
avg = sum(vals) / len(vals)
print('avg', avg, round(avg, 2), avg.quantize(Decimal('1.000')), float(avg), int(avg))
var = sum((v - avg) ** 2 for v in vals) / (len(vals) - 1)
print('stdev', var.sqrt(), var.sqrt().quantize(Decimal('0.0001')))
print('pct', [(v / sum(vals[:5]) * 100).quantize(Decimal('0.1')) for v in vals[:5]])
