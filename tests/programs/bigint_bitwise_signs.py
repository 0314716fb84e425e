# << >> & | ^ ~ on big ints of mixed signs (two's complement semantics).
vals = [0, 1, -1, 255, -256, 2**63 - 1, -(2**63), 2**63, 2**100 + 12345, -(2**100) - 12345, 2**130 - 2**65]
for a in vals:
    print(a, ~a, -a)
    for b in vals:
        print(" ", a & b, a | b, a ^ b)
for s in [0, 1, 7, 63, 64, 65, 100, 200]:
    print(s, 1 << s, -1 << s, (2**100 + 1) << s, (2**100 + 1) >> s, -(2**100 + 1) >> s, -1 >> s, 12345 >> s)
print((-(2**64)) >> 1, (-(2**64) + 1) >> 64, (-(2**64) - 1) >> 64, (2**64 - 1) >> 64)
print(~(2**64), ~(-(2**64)), ~~(3**50))
x = 1
i = 0
while i < 150:
    x = (x << 1) ^ (x >> 3) ^ i
    i += 1
print(x)
print(x.bit_length(), (x & (2**64 - 1)), (x | -(2**64)) >> 60)
m = -(3**80)
acc = 0
j = 0
while j < 100:
    acc = acc ^ (m >> j) ^ (m << (j % 17))
    j += 1
print(acc)
print(True << 70, True & 2**70, (2**70 + 1) & True, False | 2**70)
