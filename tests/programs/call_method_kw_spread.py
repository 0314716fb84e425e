# Method calls with keywords, bound methods as values and f(*args) in hot
# loops: tier 2 inlines them; guards fail when the method, the function or
# the argument count changes, and the result must stay Python's.
class Acc:
    def __init__(self, base):
        self.base = base
        self.n = 0

    def add(self, x, scale=1, bias=0):
        self.n += 1
        return self.base + x * scale + bias

    def big(self, x, k=1):
        return x * 1000000000000 * k


class Other(Acc):
    def add(self, x, scale=1, bias=0):
        return -x


def three(a, b, c=10):
    return a * 100 + b * 10 + c


def total(*xs):
    return sum(xs)


def keyword_calls():
    a = Acc(5)
    t = 0
    for i in range(300):
        t += a.add(i, scale=2)
        t += a.add(i, bias=3, scale=1)
        t += a.add(x=i)
    print("keywords", t, a.n)


def bound_values():
    a = Acc(1)
    m = a.add
    t = 0
    for i in range(300):
        t += m(i)
        if i == 150:
            m = Other(0).add
    print("bound", t)


def receivers_change():
    objs = [Acc(1), Acc(2), Other(3)]
    t = 0
    for i in range(300):
        o = objs[i % 3] if i > 100 else objs[0]
        t += o.add(i, scale=3)
    print("receivers", t)


def spread():
    t = 0
    args = [1, 2, 3]
    for i in range(300):
        t += three(*args)
        if i == 200:
            args = [4, 5]
        if i == 250:
            args = (7, 8, 9)
    print("spread", t)


def spread_errors():
    args = [1, 2, 3]
    hits = 0
    for i in range(200):
        if i == 150:
            args = [1, 2, 3, 4]
        try:
            three(*args)
            hits += 1
        except TypeError as e:
            print("error", i, e)
            break
    print("hits", hits)


def overflow_inside():
    a = Acc(0)
    t = 0
    for i in range(200):
        t += a.big(i, k=i * i * 1000)
    print("big", t)


def closures_made_in_the_loop():
    t = 0
    for i in range(300):
        f = lambda x, k=i: x + k
        t += f(*(i,))
    print("closures", t)


def methods_raise():
    a = Acc(2)
    for i in range(300):
        a.add(i, scale=i % 7)
    a.add("s", scale=None)


keyword_calls()
bound_values()
receivers_change()
spread()
spread_errors()
overflow_inside()
closures_made_in_the_loop()
print(total(*range(10)))
methods_raise()
