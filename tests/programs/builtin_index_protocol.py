class I:
    def __init__(self, n=3): self.n = n
    def __index__(self): return self.n
print(bin(I()), hex(I()), oct(I()), list(range(I())), [1,2,3,4][I():], "ab" * I(), [0] * I(), (1,2,3,4,5)[1:I()], chr(65 + 0) , int.__index__(5))
t = 0
data = list(range(50))
for k in range(300):
    i = I(k % 7)
    t += len(data[i:]) + len("ab" * i) + len(range(i)) + len(bin(i)) + len(data[1:I(5):I(2)])
print(t)
class N:
    pass
for f in (lambda: bin(N()), lambda: [1][N():], lambda: "a" * N()):
    try:
        f()
    except TypeError as e:
        print("TypeError:", e)
