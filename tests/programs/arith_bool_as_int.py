# bool is an int subtype: arithmetic on bools gives ints.
t = True
f = False
print(t + t, t - f, t * 5, f * 5, t / 2, t // 1, t % 2, t ** 3)
print(t + 0.5, -t, +f, abs(-t), t == 1, f == 0, t == 1.0)
print(str(t + t), int(t), float(f), bool(t + t), bool(t - t))
count = 0
for i in range(100):
    count += i % 3 == 0
print(count)
total = 0
for v in [True, 2, False, 3.5, True]:
    total = total + v
print(total)
print(max(t, 0), min(f, 1), max(1, t), min(0, f), max([False, True, False]))
