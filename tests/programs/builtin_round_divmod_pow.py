# round (floats/ints, ndigits, ties), divmod and 3-arg pow builtins.
print(round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5), round(3.5), round(-2.5), round(0.4999999999999999))
print(round(2.675, 2), round(1.005, 2), round(0.125, 2), round(0.375, 2), round(-0.125, 2), round(1234.5678, -2), round(1250.0, -2), round(1350.0, -2))
print(round(3.14159, 3), round(3.14159, 0), round(-3.7), round(1e20), round(2.5, 0), round(-0.0), round(0.1, 5), round(1e300, 2))
print(round(5), round(-5), round(15, -1), round(25, -1), round(-25, -1), round(35, -1), round(1234, -2), round(1250, -2), round(1251, -2))
print(round(2**70 + 5, -1), round(12345, 2), round(-12345, -10), round(5, 0), round(True), round(99, -2), round(149, -2), round(150, -2))
print(type(round(2.5)), type(round(2.5, 0)), type(round(5, 1)), round(2**70 * 1.0), round(1.0e16 + 2.0, -1))
print(divmod(7, 2), divmod(-7, 2), divmod(7, -2), divmod(-7, -2), divmod(0, 5), divmod(7.5, 2), divmod(-7.5, 2), divmod(7, 0.5), divmod(True, 2))
print(divmod(1e300, 7), divmod(-0.0, 1), divmod(2**70, 10**9), divmod(5, 2**70), divmod(-5, 2**70))
print(pow(2, 10), pow(2, 10, 1000), pow(-2, 3, 5), pow(2, -1), pow(2.0, 3), pow(4, 0.5), pow(-8, 1, 3), pow(7, 2**70, 13), pow(3, -2, 11))
s = 0.0
i = 0
while i < 200:
    s += round(i / 8, 1) + round(i * 2.5)
    i += 1
print(s)
print(round(0.5 + 1e-17), round(-1e-300), round(123.456, 1), round(123.456, -1), round(0.0005, 3), round(2.5e-5, 5))
print(round(2.5, 2**70), round(7, 2**70), round(2.5, -(2**70)), round(2**80, 2**64))
