for s in ["0x1.8p1", "-0x1p-1074", "0x1p-1075", "0x3p-1076", "0x1.fffffffffffff8p1023" , "  0X1.0P+10  ", "inf", "-Infinity", "nan", "1", "a.b", "0x.8", "0x1.00000000000008p0", "0x1.00000000000018p0", "0x1.000000000000080001p0", "0x1.fffffffffffffp1023", "0x0p0", "-0x0.0p5", "0x1p-1022", "0x0.0000000000001p-1022", "0x1.5p3"]:
    try:
        print(s.strip(), float.fromhex(s), float.fromhex(s).hex())
    except (ValueError, OverflowError) as e:
        print(s.strip(), type(e).__name__, e)
for bad in ["", "0x", "0xp1", "1p", "1q", "0x1p+", "--1", "0x1.2.3"]:
    try:
        print(float.fromhex(bad))
    except ValueError as e:
        print(repr(bad), e)
import random
r = random.Random(3)
ok = all(float.fromhex(x.hex()) == x for x in (r.random() * 10 ** r.randrange(-300, 300) for _ in range(2000)))
print(ok)
print((5).as_integer_ratio(), True.as_integer_ratio(), (10**30).as_integer_ratio(), (-3).as_integer_ratio())
