# format specs for floats: edge values, signs, z, grouping, all types.
vals = [0.0, -0.0, 1.0, -1.5, 0.1, 2.5, 3.5, 1/3, 123456.789, -9876543.21, 1e16, 1.5e300, 5e-324, 2.2250738585072014e-308,
        1e-5, 0.0001, 123456789012345678.0, float("inf"), float("-inf"), float("nan"), 1.7976931348623157e308, 0.5, 1e22, 1e-10]
specs = ["", "e", "E", ".0e", ".3e", "f", "F", ".0f", ".2f", "g", "G", ".0g", ".1g", ".10g", "#g", "#", "#.3", "#.0f", "#.0e", "%", ".0%",
         "+", "+.1f", " .2f", "-.2f", "z.1f", "z", "z.0f", "+z.2e", "10.3f", "<12.2e", ">12", "^12.3g", "=+12.1f", "012.3f",
         "0<10", "*^13.2f", ",.2f", "_.3f", ",", "_", "015,.1f", "n", ".3n", ".12", ".17g", ".3"]
for v in vals:
    for sp in specs:
        print(repr(sp), repr(v), "[" + format(v, sp) + "]")
print(repr(0.1 + 0.2), repr(1e16), repr(1e15), repr(123456789.0), repr(1e-4), repr(1e-5), str(-0.0), str(2.0**60))
print(format(0.125, ".2f"), format(0.375, ".2f"), format(2.675, ".2f"), format(1.005, ".2f"), format(-0.0001, ".2f"), format(-0.0001, "z.2f"))
print(format(9.9999, ".3g"), format(99999.5, ".5g"), format(0.000099999, ".2g"), format(1e100, "f")[:20], len(format(1e100, "f")))
print(format(float("nan"), "+"), format(float("nan"), "010"), format(float("inf"), "=+10"), format(float("-inf"), "015,.2f"), format(float("nan"), "z.2f"))
print(format(1234.5, "x<12,.2f"), format(-1234.5, "0=14,.3f"), format(1e6, ",g"), format(1e6, ",.0f"), format(-5e-7, "z.3f"))
print(f"{-0.0:z} {-0.00001:z.1f} {-0.0:+z.0f} {0.0:+z.0f} {-1e-20:z.3e} {-0.0:z%}")
