import random

random.seed(42)
print([random.randint(1, 100) for _ in range(10)])
print([random.random() for _ in range(5)])
print([random.randrange(10) for _ in range(10)], [random.randrange(5, 50, 5) for _ in range(10)])
print([random.randrange(100, 0, -7) for _ in range(10)], [random.randrange(-50, 50) for _ in range(10)])
deck = list(range(20))
random.shuffle(deck)
print(deck)
print(random.sample(range(100), 10), random.sample("abcdefghij", 4), random.sample(range(10 ** 6), 5))
print(random.sample(range(30), 30)[:10], random.sample([1, 2, 3], 0))
print(random.choices("abc", k=10), random.choices(range(5), weights=[1, 0, 3, 0, 6], k=10))
print(random.choices(["x", "y", "z"], cum_weights=[1, 5, 6], k=8))
print([random.choice("hello world") for _ in range(10)], random.choice([10, 20, 30]))
print([round(random.uniform(-5, 5), 12) for _ in range(5)])
print([random.triangular() for _ in range(3)], [random.triangular(1, 10, 2) for _ in range(3)], random.triangular(3, 3))
print([random.gauss() for _ in range(5)])
print([random.gauss(100, 15) for _ in range(5)])
print([random.normalvariate(0, 1) for _ in range(5)], [random.normalvariate(10, 0.5) for _ in range(3)])
print([random.lognormvariate(0, 0.5) for _ in range(4)])
print([random.expovariate(1.5) for _ in range(4)], [random.expovariate(0.01) for _ in range(2)])
print([random.vonmisesvariate(1.0, 4.0) for _ in range(4)], [random.vonmisesvariate(0.0, 0.0) for _ in range(2)])
print([random.gammavariate(2.5, 1.0) for _ in range(4)], [random.gammavariate(0.5, 2.0) for _ in range(4)],
      [random.gammavariate(1.0, 3.0) for _ in range(2)])
print([random.betavariate(2, 5) for _ in range(4)], [random.betavariate(0.5, 0.5) for _ in range(2)])
print([random.paretovariate(3) for _ in range(4)], [random.weibullvariate(1.0, 1.5) for _ in range(4)])
print([random.getrandbits(k) for k in (1, 7, 8, 31, 32, 33, 64, 65, 100, 0)])
print(random.randbytes(10), random.randbytes(0), random.getrandbits(200))

# other seeds
for s in [0, 1, -1, 12345, 2 ** 32, 2 ** 32 + 1, -(2 ** 70), 10 ** 40, 3.5, -2.25, "hello", "", "héllo wörld",
          b"bytes", b"", bytearray(b"ba"), True]:
    random.seed(s)
    print(repr(s), random.random(), random.randint(0, 10 ** 6), random.getrandbits(40), [random.randrange(7) for _ in range(5)])
for s in ["hello", b"bytes", "", "xyz" * 20]:
    random.seed(s, version=1)
    print("v1", repr(s), random.random(), random.randint(1, 6))

# independent Random instances
r1 = random.Random(7)
r2 = random.Random("seven")
r3 = random.Random()
r3.seed(7)
print(r1.random() == r3.random(), r1.randint(1, 6), r2.randint(1, 6), r1.choice("xyz"), r2.sample(range(50), 3))
st = r1.getstate()
a = [r1.random() for _ in range(3)]
r1.setstate(st)
b = [r1.random() for _ in range(3)]
print(a == b, a, st[0], len(st[1]), st[2])
g = random.Random(99)
g.gauss()
st = g.getstate()
print(st[2], g.gauss(), end=" ")
g.setstate(st)
print(g.gauss())
g.seed(99)
print(g.gauss(), g.gauss(), g.gauss())

# big ranges and many draws
random.seed(2024)
print(random.randrange(10 ** 30), random.randint(-(10 ** 20), 10 ** 20), random.randrange(1, 10 ** 25, 3))
counts = [0] * 6
for _ in range(3000):
    counts[random.randint(1, 6) - 1] += 1
print(counts)
print(sum(random.random() for _ in range(1000)))
big = list(range(1000))
random.shuffle(big)
print(big[:10], big[-10:])
print(random.sample(big, 20))
print(random.sample(range(10000), 40)[:10])
print(random.sample(["a", "b", "c"], 3, counts=[2, 1, 3]), random.sample("xy", 5, counts=[3, 4]))
print(random.choices(range(3), [0.1, 0.2, 0.7], k=15))
print(random.choices(range(3), cum_weights=[10, 20, 30], k=15))
