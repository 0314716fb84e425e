# Small Ackermann values (deep-ish, call-heavy recursion).
def ack(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))

for m in range(3):
    for n in range(4):
        print(m, n, ack(m, n))
print(ack(3, 3), ack(3, 4))
