# Powers with an infinite or NaN part, as CPython's complex_pow reports
# them (an infinite phase is its ZeroDivisionError, an overflow its
# OverflowError).
def t(a, b):
    try:
        print(repr(a ** b))
    except Exception as e:
        print(type(e).__name__, e)
inf = float("inf")
nan = float("nan")
for a, b in [(inf, 3 + 4j), (3 + 4j, inf), (10 + 0j, 1000), (10 + 1j, 400.5), (complex(inf, 0), 2j), (complex(nan, 0), 2j), (2j, complex(0, inf)), (1e300j, 2), (0j, -1), (0j, 1j), (complex(inf, inf), 1 + 1j), (1 + 1j, complex(nan, 1)), (-inf + 0j, 0.5), (complex(1e200, 1e200), 2), (1j, 10**20)]:
    t(a, b)
for a in [complex(inf, 0), complex(0, inf), complex(-inf, 1), complex(1, nan), 1 + 1j, complex(1e308, 1e308), 0.5 + 0j]:
    for b in [inf, -inf, complex(0, inf), complex(inf, 1), 0.5, 1e10, complex(1, 1e308), complex(2, -1e308), nan, complex(0.5, 0.5)]:
        t(a, b)
