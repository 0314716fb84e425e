# int(str, base) with bases 0/2/8/16/36, prefixes, underscores, signs and whitespace.
print(int("123456789012345678901234567890"), int("-98765432109876543210987654321"))
print(int("  +42  "), int("\t-0007\n"), int("1_000_000"), int("1_2_3_4_5_6_7_8_9_0_1_2_3_4_5_6_7_8_9_0"))
print(int("0x1F", 16), int("1f", 16), int("FFFFFFFFFFFFFFFFFFFFFFFF", 16), int("-0xdeadbeefcafebabe1234", 16))
print(int("0b1010", 2), int("1" * 100, 2), int("-0B" + "10" * 40, 2))
print(int("0o777", 8), int("777", 8), int("7" * 30, 8), int("-0O17", 8))
print(int("zz", 36), int("ZZZZZZZZZZZZZZZ", 36), int("trellis", 36), int("-Hello_World", 36))
print(int("0x_ff", 0), int("0b_1_0", 0), int("0o1_7", 0), int("12_34", 0), int("0", 0), int("000", 0), int("-0x" + "f" * 20, 0))
print(int("10", 3), int("10", 7), int("zz", 36) == 35 * 36 + 35, int("11", 2) + int("11", 8) + int("11", 16))
n = 0
b = 2
while b <= 36:
    n += int("10" * 10, b)
    b += 1
print(n)
print(int("9" * 300) + 1 == 10**300, len(str(int("9" * 300))), int("0" * 50 + "5"))
print(int(str(2**200)) == 2**200, int(hex(3**90), 16) == 3**90, int(bin(-(5**60)), 2) == -(5**60), int(oct(7**70), 8) == 7**70)
print(int(hex(3**90), 0) == 3**90, int(True), int(False), int(-7.99), int(7.99), int(2**70), int(-(2**70)))
print(int("١٢٣"), int("  ４２  "), int("-٣_٤"))
