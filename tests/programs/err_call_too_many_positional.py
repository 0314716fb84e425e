# Too many positional arguments to a method: the count includes self, and a
# default parameter turns the message into "from 2 to 3".
class Scaler:
    def __init__(self, factor):
        self.factor = factor

    def apply(self, value, offset=0):
        return value * self.factor + offset

    def reset(self):
        self.factor = 1

s = Scaler(3)
print(s.apply(2))
print(s.apply(2, 1))
print(Scaler.apply(s, 5, offset=10))
print([s.apply(v) for v in range(4)])
try:
    s.reset(0)
except TypeError as e:
    print("caught:", e)
s.reset()
print(s.apply(9, 1))
print(s.apply(2, 1, 99))
print("unreachable")
