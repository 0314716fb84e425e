from enum import Enum, IntEnum, auto
class Dir(Enum):
    N = (0, -1)
    E = (1, 0)
    S = (0, 1)
    W = (-1, 0)
    @property
    def dx(self): return self.value[0]
    def turn(self):
        members = list(Dir)
        return members[(members.index(self) + 1) % 4]
class Kind(IntEnum):
    A = auto()
    B = auto()
x = y = 0
d = Dir.N
counts = {k: 0 for k in Kind}
for i in range(20000):
    if i % 7 == 0:
        d = d.turn()
    x += d.dx
    y += d.value[1]
    counts[Kind.A if i % 3 else Kind.B] += 1
    for m in Dir:
        if m is d:
            break
print(x, y, d, counts, Dir['S'].turn(), [k + 0 for k in Kind])
