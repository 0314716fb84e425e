# statistics over Fractions and Decimals: sums are exact, and results come
# back in the data's own type (a Decimal deviation is the context's
# correctly rounded square root).
import statistics as st
from fractions import Fraction as F
from decimal import Decimal as D, localcontext

fr = [F(1, 2), F(1, 3), F(2, 3), F(5, 7)]
de = [D("1.1"), D("2.2"), D("3.4"), D("0.05")]
for name in ("mean", "median", "variance", "pvariance", "stdev", "pstdev",
             "harmonic_mean", "median_low", "median_high"):
    f = getattr(st, name)
    for data in (fr, de, [1, 2, 4], [True, False, True], [1.5, 2, 0.25]):
        try:
            r = f(data)
            print(name, type(r).__name__, repr(r))
        except Exception as e:
            print(name, type(e).__name__, e)
with localcontext() as ctx:
    ctx.prec = 6
    print(repr(st.stdev(de)), repr(st.mean(de)))
print(repr(st.variance(fr, xbar=F(1, 2))), repr(st.pvariance(de, mu=D("2"))))
print(repr(st.mean([F(3), F(5)])), repr(st.fmean(fr)))
# A Fraction meeting a float gives floats.
print(repr(st.mean([F(1, 2), 1.5])), repr(st.variance([F(1, 2), 1.5, 2.0])),
      repr(st.harmonic_mean([F(1, 2), 1, True])), repr(st.median([F(1, 2), 2.5, 1])))
