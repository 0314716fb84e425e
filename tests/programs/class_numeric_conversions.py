# int(), float(), round() and indexing through __int__, __float__,
# __round__ and __index__.


class Meters:
    def __init__(self, v):
        self.v = v

    def __int__(self):
        return int(self.v)

    def __float__(self):
        return float(self.v)

    def __round__(self, ndigits=None):
        if ndigits is None:
            return round(self.v)
        return Meters(round(self.v, ndigits))

    def __repr__(self):
        return f"Meters({self.v})"


class Slot:
    def __init__(self, i):
        self.i = i

    def __index__(self):
        return self.i


m = Meters(3.75)
print(int(m), float(m), round(m), round(m, 1))
xs = ["a", "b", "c", "d"]
print(xs[Slot(2)], xs[Slot(-1)], "hello"[Slot(1)], (10, 20, 30)[Slot(0)])
xs[Slot(0)] = "z"
del xs[Slot(1)]
print(xs)
print(int(Slot(7)), float(Slot(7)))
print(range(10)[Slot(3)])


class Bad:
    def __int__(self):
        return "no"

    def __float__(self):
        return 1


for f in (int, float):
    try:
        f(Bad())
    except TypeError as e:
        print("TypeError:", e)
try:
    round(Bad())
except TypeError as e:
    print("TypeError:", e)
