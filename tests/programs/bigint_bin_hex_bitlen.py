# bin/hex/oct/bit_length/format of big ints, both signs.
vals = [0, 1, -1, 255, -256, 2**63 - 1, 2**63, -(2**63), -(2**63) - 1, 2**64, 3**60, -(5**44), 2**200]
for v in vals:
    print(bin(v), oct(v), hex(v), v.bit_length())
print(format(2**70, 'x'), format(-(2**70), 'X'), format(2**70, 'b'), format(2**70, 'o'), format(2**70, '#x'))
print(format(10**30, ','), format(-(10**30), '_'), format(2**80, '>40'), format(2**80, '<30') + "|", format(-(2**66), '+'))
print(f"{2**64:#b}", f"{2**64:030d}", f"{-(2**64):^30}", f"{3**50:e}", f"{2**70:_x}")
total = 0
i = 0
while i < 300:
    total += (3**i).bit_length() - (-(3**i)).bit_length()
    total += (2**i).bit_length()
    i += 1
print(total)
print((0).bit_length(), (2**1000 - 1).bit_length(), (-(2**1000)).bit_length(), True.bit_length())
print(len(bin(7**100)), hex(7**100)[-10:], oct(-(7**100))[:10])
