# format() / format specs for ints, including big ints.
vals = [0, 1, -1, 7, 42, -42, 255, 1000, -65536, 123456789, 2**31, -2**63, 2**64 - 1, 2**100, -(3**70)]
specs = ["", "d", "5d", "<6", ">6", "^7", "=+8", "0=8", "*^9", "+", "-", " ", "x", "X", "#x", "#X", "o", "#o", "b", "#b",
         ",", "_", "_x", "_b", "#_o", "010,", "+012_", "#010x", "c" , "e", ".2e", "E", "f", ".1f", "F", "g", ".3g", "G", "%", ".1%", "n", "08n", "10"]
for v in vals:
    for sp in specs:
        if sp == "c" and (v < 0 or v > 1114111):
            continue
        print(repr(sp), v, "[" + format(v, sp) + "]")
print(format(True, "d"), format(False, "x"), format(True), format(True, "^6"), format(True, ">5d"))
print(format(65, "c"), format(0x263A, "c"), format(128512, "c"), repr(format(10, "c")), format(97, "^5c"))
print(format(-255, "#x"), format(-255, "#010b"), format(255, "+#o"), format(-0, "+d"), format(5, " 5d"))
print(format(1234567, ",d"), format(1234567, "_d"), format(-1234567, "015,d"), format(0xdeadbeef, "_X"), format(0xdeadbeef, "#_x"))
print(format(10**30, ",") + "!", format(-(10**25), "_"), format(2**100, "x"), format(2**100, "#b")[:12], format(2**100, "o"))
print(format(2**100, "e"), format(2**100, ".3e"), format(2**100, "f"), format(2**100, ".3g"), format(-(2**70), ",.2f"))
print(format(0, "=10"), format(-3, "=010"), format(-3, "010"), format(3, "x<4"))
print(str(2**100), repr(-(2**90)), int("-" + "9" * 25), hex(2**70), oct(-(2**65)), bin(2**66 + 1))
