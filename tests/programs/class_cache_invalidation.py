# Attribute reads, writes and method calls stay right when classes change
# under them: a property added later, a method replaced, an instance
# attribute shadowing a method, __setattr__ added, polymorphic call sites.


class P:
    def __init__(self, x):
        self.x = x

    def get(self):
        return self.x


def read_all(ps):
    t = 0
    for p in ps:
        t += p.x + p.get()
    return t


ps = [P(i) for i in range(20)]
print(read_all(ps))

# A property on the class now overrides the instance attribute.
P.x = property(lambda self: 1000)
print(read_all(ps))
del P.x
print(read_all(ps))

# A replaced method.
P.get = lambda self: -1
print(read_all(ps))

# An instance attribute shadows the method for that instance only.
ps[3].get = lambda: 500
print(read_all(ps))


class Q:
    def __init__(self, v):
        self.v = v


def write_all(qs, k):
    for q in qs:
        q.v = q.v + k
        q.w = k


qs = [Q(i) for i in range(10)]
for k in range(3):
    write_all(qs, k)
print([q.v for q in qs], qs[0].w)

log = []


def logging_setattr(self, name, value):
    log.append(name)
    object.__setattr__(self, name, value)


Q.__setattr__ = logging_setattr
write_all(qs, 1)
print(len(log), log[:4], qs[5].v)


class A:
    def val(self):
        return 1


class B(A):
    def val(self):
        return 2


class C(A):
    pass


def total(objs):
    s = 0
    for o in objs:
        s += o.val()
    return s


objs = [A(), B(), C()] * 30
print(total(objs))
A.val = lambda self: 10
print(total(objs))
