# In-place special methods (obj += x with __iadd__) run as interpreter
# frames (and inlined by tier 2): a method mutating and returning self, one
# returning a new object, NotImplemented falling back to __add__ and then
# to the other operand's __radd__, and the += error message.
class Acc:
    def __init__(self):
        self.items = []
        self.total = 0

    def __iadd__(self, x):
        if isinstance(x, str):
            return NotImplemented
        self.items.append(x)
        self.total += x
        return self

    def __add__(self, x):
        if isinstance(x, str) and x == "reset":
            return Acc()
        return NotImplemented


class Tag:
    def __radd__(self, other):
        return "tagged"


class Money:
    __slots__ = ("cents",)

    def __init__(self, cents):
        self.cents = cents

    def __imul__(self, k):
        return Money(self.cents * k)

    def __isub__(self, o):
        return Money(self.cents - o.cents)


def run(n):
    a = Acc()
    m = Money(100)
    for i in range(n):
        a += i
        m *= 1
        m -= Money(1)
        if i % 250 == 0:
            a += "reset"
    return a.total, len(a.items), m.cents


print(run(1000))
b = Acc()
b += Tag()
print(b.total, len(b.items))
c = Acc()
try:
    c += "nope"
except TypeError as e:
    print(e)
m = Money(5)
try:
    m -= 3
except AttributeError as e:
    print(e)
m += Money(1)
