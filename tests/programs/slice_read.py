# Reading slices of lists, tuples, strings, ranges and bytes with negative indices and steps.
L = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
T = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9)
S = "0123456789"
R = range(10)
B = b"0123456789"
bounds = [None, 0, 1, 3, -1, -3, 9, 10, 15, -15]
steps = [None, 1, 2, 3, -1, -2, -4]
for st in steps:
    for lo in bounds:
        line = []
        for hi in bounds:
            line.append(S[lo:hi:st])
        print(st, lo, line)
print(L[2:7], L[-3:], L[:-3], L[::-1], L[7:2:-2], L[100:], L[-100:2], L[5:5], L[5:4])
print(T[2:7], T[-3:], T[::3], T[::-3], T[1:-1:4], T[:0])
print(R[2:7], R[::-1], R[1::3], R[-2:-8:-2], list(R[-2:-8:-2]), list(R[5:2]), len(R[::4]), R[3:][1:][::2])
print(range(0, 20, 3)[1:-1], range(10, 0, -2)[::-1], range(5)[-1], range(-5, 5)[3:][-2], list(range(100)[::33]))
print(B[2:7], B[::-1], B[1::3], B[-2:-8:-2], B[3], B[-1], B[20:], bytearray(b"xyzw")[1:3], bytearray(b"xyzw")[::-1])
print("héllo wörld"[1:9:2], "日本語テキスト"[::-1], "日本語テキスト"[-3:], "😀a😀b"[::2])
x = [[1, 2], [3, 4], [5, 6]]
print(x[1:][0][1:], x[::-1][0], x[-1][::-1], S[2:8][::-1][1:3])
sl = slice(1, 8, 2)
print(L[sl], S[sl], T[sl], list(R[sl]), B[sl], sl.start, sl.stop, sl.step, slice(3), slice(1, 2), slice(None, None, -1))
print(S[slice(None, None, -1)], L[slice(-2, None)])
c = L[:]
c.append(10)
print(c is L, c == L, len(c), len(L), L[1:3] + L[7:], L[::2] * 2)
i = 0
acc = 0
while i < 100:
    acc += len(S[i % 7:i % 11]) + sum(L[i % 5::i % 3 + 1])
    i += 1
print(acc)
