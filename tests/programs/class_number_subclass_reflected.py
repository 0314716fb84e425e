class Y(int):
    def __radd__(self, other):
        return "Y.radd"
    def __rsub__(self, other):
        return "Y.rsub"
    def __rmul__(self, other):
        return "Y.rmul"
class Z(float):
    def __radd__(self, o): return "Z.radd"
    def __rtruediv__(self, o): return "Z.rtruediv"
class W(complex):
    def __radd__(self, o): return "W.radd"
print(True + Y(3), False - Y(3), 2 + Y(3), 2 * Y(3), True * Y(2))
print(1.5 + Y(3), 1.5 - Y(3), 2.0 * Y(3), 10 ** 20 + Y(1), -(10 ** 20) - Y(1))
print(True + Z(1.0), 1 + Z(1.0), 1.0 + Z(1.0), 3 / Z(2.0), 3.0 / Z(2.0))
print(1 + W(1j), 1.5 + W(1j), 1j + W(1j), 2j + Y(3), 2j + Z(0.5))
print(divmod(True, Y(3)), divmod(7, Y(3)))
# The same operators in a loop, where tier 2 may record them.
out = []
for i in range(300):
    out.append((True + Y(i), 1.5 + Y(i), 2 + Y(i), True + Z(0.5)))
print(out[0], out[-1], len(out))
