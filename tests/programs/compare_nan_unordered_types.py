# Orderings between a NaN and a type it has no ordering with raise
# TypeError (a NaN is not equal to itself, which must not send the
# comparison round again); equality answers False.
nan = float("nan")
others = [1j, "s", None, (1,), [1], b"x", {1: 2}, {1}]
for o in others:
    for name, f in [("<", lambda a, b: a < b), (">=", lambda a, b: a >= b)]:
        for a, b in [(nan, o), (o, nan)]:
            try:
                print(name, f(a, b))
            except TypeError as e:
                print(name, "TypeError:", e)
    print(nan == o, o != nan, nan in [o], o in [nan])
print(nan < 1, nan > 1, nan == nan, nan is nan, [nan] == [nan], (nan,) < (nan, 1))
print(sorted([3, nan, 1])[1:], max(nan, 2), min(2, nan))


class F(float):
    pass


print(F("nan") < 2, F("nan") == F("nan"))
try:
    F("nan") < 1j
except TypeError as e:
    print("TypeError:", e)
