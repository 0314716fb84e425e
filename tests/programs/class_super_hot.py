# super() calls in hot loops: __init__ chains, overridden methods calling
# the base's, a diamond's MRO, a second subclass meeting the same call
# site, and a base method rebound while the loop runs.


class Base:
    def __init__(self, x):
        self.x = x

    def val(self):
        return self.x

    def scale(self, k):
        return self.x * k


class Child(Base):
    def __init__(self, x, y):
        super().__init__(x)
        self.y = y

    def val(self):
        return super().val() + self.y


class Grand(Child):
    def __init__(self, x):
        super().__init__(x, 10)

    def val(self):
        return super().val() * 2


class Left(Base):
    def val(self):
        return super().val() + 1


class Right(Base):
    def val(self):
        return super().val() + 100


class Diamond(Left, Right):
    def val(self):
        return super().val() * 3


def run(n):
    t = 0
    for i in range(n):
        t += Child(i, 2).val()
        t += Grand(i).val()
        t += Diamond(i).val()
    return t


print(run(200))
print(run(1000))

# The same call site meets objects of two classes.
def mixed(n):
    objs = [Child(1, 2), Grand(3), Child(5, 6)]
    t = 0
    for i in range(n):
        t += objs[i % 3].val()
    return t


print(mixed(3000))


# A base method rebound while traces that inlined it run.
def rebinding(n):
    t = 0
    for i in range(n):
        if i == n // 2:
            Base.val = lambda self: -self.x
        t += Child(i, 1).val()
    return t


print(rebinding(2000))


# super() whose method raises inside the inlined call.
class Checked(Base):
    def val(self):
        if self.x == 777:
            raise ValueError("bad %d" % self.x)
        return super().scale(2)


def checked(n):
    t = 0
    for i in range(n):
        try:
            t += Checked(i).val()
        except ValueError as e:
            t += 1000000
            print("caught", e)
    return t


print(checked(1500))


class Err(Exception):
    def __init__(self, code):
        super().__init__("code %d" % code)
        self.code = code


def errors(n):
    t = 0
    for i in range(n):
        try:
            raise Err(i)
        except Err as e:
            t += e.code + len(str(e))
    return t


print(errors(500))
