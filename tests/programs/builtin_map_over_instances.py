# Builtins given an iterator whose items reach the program's special
# methods: map(abs, ...), map(len, ...), filter, sum, sorted over a map.
# Every item counts once (an earlier Trellis lost the first one).


class Box:
    def __init__(self, n):
        self.n = n

    def __abs__(self):
        return self.n

    def __len__(self):
        return self.n % 4

    def __int__(self):
        return self.n * 10


boxes = [Box(5), Box(17), Box(200), 3, Box(-2)]
print(list(map(abs, boxes)))
print(list(map(len, [b for b in boxes if isinstance(b, Box)])))
print(list(map(int, boxes)))
print(sum(map(abs, boxes)), sorted(map(abs, boxes)))
print(list(filter(None, map(len, boxes[:3]))))
t = 0
for k in range(300):
    t += sum(map(abs, boxes)) + len(list(filter(None, map(abs, boxes))))
print(t)
