# Calls passing their arguments on in hot loops: super().__init__(*args,
# **kwargs) up a class hierarchy, a method called through o.m(*args),
# bound methods stored and called with a spread tuple, and the cases that
# leave the trace (keywords given after warm-up, a wrong count).


class Shape:
    def __init__(self, name, sides):
        self.name = name
        self.sides = sides

    def scaled(self, k, extra=0):
        return self.sides * k + extra


class Polygon(Shape):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.closed = True


class Square(Polygon):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.kind = "square"


class Logger:
    def __init__(self):
        self.count = 0

    def log(self, a, b):
        self.count += 1
        return a + b

    def forward(self, *args):
        return self.log(*args)


def main():
    total = 0
    lg = Logger()
    m = lg.log
    pair = (2, 3)
    for i in range(2000):
        s = Square("sq", 4)
        total += s.sides + s.closed + len(s.kind)
        total += s.scaled(*(i, 1)) + s.scaled(*(i,))
        total += lg.forward(i, i) + m(*pair)
        if i == 1500:
            total += Square(name="late", sides=4).sides
    print(total, lg.count)
    try:
        Square("bad")
    except TypeError as e:
        print(e)
    try:
        for i in range(300):
            total += lg.forward(*((i,) if i == 250 else (i, i)))
    except TypeError as e:
        print(i, e)


main()
