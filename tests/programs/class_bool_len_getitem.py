# Truthiness via __bool__ and __len__, and sequence-style __getitem__ with
# ints, negative indexes and slices, which also makes a class iterable.
# __bool__ takes precedence over __len__
class Flag:
    def __init__(self, on):
        self.on = on
    def __bool__(self):
        return self.on
    def __len__(self):
        return 99
print(bool(Flag(True)), bool(Flag(False)), len(Flag(False)))
print("yes" if Flag(False) else "no", Flag(False) or "fallback", Flag(True) and "both")

# default truthiness for plain objects
class Plain:
    pass
print(bool(Plain()))

# __getitem__ with integer and slice keys
class Squares:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return [self[i] for i in range(*idx.indices(self.n))]
        if idx < 0:
            idx += self.n
        if not 0 <= idx < self.n:
            raise IndexError("square index out of range")
        return idx * idx

sq = Squares(6)
print(sq[0], sq[5], sq[-1], sq[1:4], sq[::2], sq[::-1])
try:
    sq[6]
except IndexError as e:
    print("IndexError:", e)
# __getitem__ alone makes an object iterable and supports `in`
print(list(sq), 16 in sq, 17 in sq, sum(sq))

# __len__ must return a non-negative int
class BadLen:
    def __len__(self):
        return -1
try:
    len(BadLen())
except ValueError as e:
    print("ValueError:", e)
