from dataclasses import dataclass, field
@dataclass(order=True)
class Event:
    time: float
    seq: int
    kind: int = field(compare=False)
    payload: object = field(compare=False, default=None)
e = Event(1.0, 2, 3)
print(e, Event(1.0, 2, 3, "p"), Event(1.0, seq=2, kind=3))
@dataclass
class D:
    a: int
    b: str = "x"
    c: tuple = (1, 2)
    d: float = 0.5
print(D(1), D(1, "y"), D(1, "y", (3,)), D(1, "y", (3,), 9.0), D(1, d=2.0))
print(D(1).c is D(2).c)
for bad in [(), (1, 2, 3, 4, 5)]:
    try:
        D(*bad)
    except TypeError as ex:
        print(ex)
@dataclass
class F:
    a: int
    b: list = field(default_factory=list)
    c: int = 3
f1, f2 = F(1), F(2)
print(f1, f1.b is f2.b, F(1, [2]), F(1, [2], 4))
@dataclass
class G(D):
    e: int = 7
print(G(0), G(0, "z", (), 1.5, 8))
# A hot loop of constructions that leave defaults out, then keywords.
total = 0
for i in range(3000):
    d = D(i) if i % 3 else D(i, "k", (i,))
    total += d.a + len(d.b) + len(d.c)
    if i % 1000 == 999:
        d = D(a=i, d=1.0)
        total += int(d.d)
print(total)
