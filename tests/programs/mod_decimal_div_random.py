from _decimal_util import *
import random
D = Decimal
random.seed(8080)
ROUNDINGS = [ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP]
def rnd_num():
    nd = random.choice([1, 1, 2, 3, 5, 8, 12, 20, 30, 45])
    c = random.randint(1, 10 ** nd)
    if random.random() < 0.3:
        c *= 10 ** random.randint(1, 6)
    if random.random() < 0.2:
        c = random.choice([1, 2, 4, 5, 8, 16, 25, 125, 3, 7, 9, 11]) * 10 ** random.randint(0, 5)
    return D((random.choice([0, 1]), tuple(int(ch) for ch in str(c)), random.randint(-12, 12)))
for i in range(1000):
    prec = random.choice([1, 2, 3, 4, 6, 9, 15, 28, 40])
    if random.random() < 0.2:
        ctx = Context(prec=prec, rounding=random.choice(ROUNDINGS), Emax=random.choice([3, 9, 30]),
                      Emin=-random.choice([3, 9, 30]), clamp=random.choice([0, 1]), traps=[])
    else:
        ctx = Context(prec=prec, rounding=random.choice(ROUNDINGS), traps=[])
    a = rnd_num(); b = rnd_num()
    ctx.clear_flags()
    r = ctx.divide(a, b)
    print(a, b, prec, ctx.rounding[6:], r, ''.join(k.__name__[:3] for k, v in ctx.flags.items() if v))
