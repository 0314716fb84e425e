# cmath over a grid of points in every quadrant, on both axes and near
# the branch points, plus the functions' errors.
import cmath

points = [complex(x, y) for x in (-2.5, -1.0, -0.3, 0.0, 0.7, 1.0, 3.0)
          for y in (-1.5, -0.0, 0.0, 0.4, 2.0)]
points += [1e-300 + 1e-300j, 1e300 - 1e300j, 0.999999 + 1e-9j, -1 + 1e-12j]
names = ["sqrt", "exp", "log", "log10", "sin", "cos", "tan", "sinh",
         "cosh", "tanh", "asin", "acos", "atan", "asinh", "acosh", "atanh"]
for name in names:
    f = getattr(cmath, name)
    out = []
    for z in points:
        try:
            out.append(repr(f(z)))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    print(name, " ".join(out))
for z in points[:12]:
    print(z, cmath.phase(z), cmath.polar(z), cmath.rect(*cmath.polar(z)))
print(cmath.log(100, 10), cmath.log(8j, 2), cmath.log(-8, -2))
print(cmath.isfinite(1e308j), cmath.isinf(complex(1, float("inf"))), cmath.isnan(cmath.nanj))
print(cmath.isclose(1 + 1j, 1 + 1.0000001j, rel_tol=1e-6), cmath.isclose(0j, 1e-10j, abs_tol=1e-9))
for bad in [lambda: cmath.log(0), lambda: cmath.atanh(-1), lambda: cmath.exp(800),
            lambda: cmath.cosh(1000 + 1j), lambda: cmath.sqrt("4"), lambda: cmath.log(1, 1),
            lambda: cmath.isclose(1, 2, rel_tol=-1), lambda: cmath.rect(1, float("inf")),
            lambda: cmath.phase()]:
    try:
        print(bad())
    except (ValueError, OverflowError, TypeError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.nan, cmath.infj, cmath.nanj)

for z in [1e306+1e306j, -3e307+1j, 1e-310+1e-310j, 5e-324j]:
  for f in ['asinh','acosh','acos','asin','atanh','atan','sqrt','log','exp','sinh','cosh','tanh']:
    try: print(f, getattr(cmath,f)(z))
    except Exception as e: print(f, type(e).__name__, e)
