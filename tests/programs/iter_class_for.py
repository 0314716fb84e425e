class R:
    def __init__(self, n):
        self.i = 0
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i
class Bad:
    def __iter__(self): return self
    def __next__(self): raise ValueError("bad")
t = 0
for x in R(5):
    for y in R(3):
        t += x * y
print(t)
print(list(R(4)), sum(R(10)), [a for a in R(3)])
def g():
    for x in R(3):
        yield x
print(list(g()))
try:
    for z in Bad():
        pass
except ValueError as e:
    print("caught", e)
for x in R(2):
    try:
        raise StopIteration
    except StopIteration:
        print("inner", x)
class S:
    def __init__(self): self.k = 0
    def __iter__(self): return self
    def __next__(self):
        self.k += 1
        if self.k > 3:
            raise StopIteration
        try:
            return self.k
        finally:
            pass
print(list(S()))
for z in Bad():
    pass
