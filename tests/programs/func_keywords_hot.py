# Calls with keyword arguments and defaults in hot loops: in order, out of
# order, skipping defaulted parameters, a method called by keyword, and a
# bad keyword raised from inside the loop.


def box(x, y=1, z=2, scale=1):
    return (x + y + z) * scale


def shift(a, b, /, c=10, d=20):
    return a - b + c * d


class Acc:
    def __init__(self, start=0, step=1):
        self.total = start
        self.step = step

    def add(self, v, times=1, sign=1):
        self.total += sign * v * times * self.step
        return self.total


t = 0
acc = Acc(step=2)
for i in range(300):
    t += box(i, z=3) + box(x=i) + box(i, 1, scale=3, z=0)
    t += shift(i, 1, d=2) + shift(i, 2)
    acc.add(i, sign=-1 if i % 3 == 0 else 1, times=2)
print(t, acc.total)

errors = 0
for i in range(100):
    try:
        if i % 10 == 9:
            box(i, w=1)
        else:
            box(i, y=i)
    except TypeError as e:
        errors += 1
        last = str(e)
print(errors, last)
box(1, 2, y=3)
