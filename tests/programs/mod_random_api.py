import random
from random import Random, randrange, randint, choice, choices, sample, shuffle

def err(f):
    try:
        print("ok", f())
    except Exception as e:
        print(type(e).__name__, e)

r = Random(12345)
err(lambda: r.randrange(5, 5))
err(lambda: r.randrange(0))
err(lambda: r.randrange(-3))
err(lambda: r.randrange(10, 1))
err(lambda: r.randrange(0, 10, 0))
err(lambda: r.randrange(0, 10, -1))
err(lambda: r.randrange(10, 0, 2))
err(lambda: r.randrange(10, step=2))
err(lambda: r.randrange("a"))
err(lambda: r.randrange(0, "b"))
err(lambda: r.randint(5, 4))
err(lambda: r.randint(3, 3))
err(lambda: r.choice([]))
err(lambda: r.choice(""))
err(lambda: r.sample(range(3), 4))
err(lambda: r.sample(range(3), -1))
err(lambda: r.sample({1, 2, 3}, 2))
err(lambda: r.sample({"a": 1}, 1))
err(lambda: r.sample([1, 2], 1, counts=[1]))
err(lambda: r.sample([1, 2], 1, counts=[1.5, 1]))
err(lambda: r.sample([1, 2], 1, counts=[0, 0]))
err(lambda: r.choices([1, 2], 5))
err(lambda: r.choices([1, 2], [1], k=2))
err(lambda: r.choices([1, 2], [1, 2], cum_weights=[1, 2]))
err(lambda: r.choices([1, 2], [0, 0]))
err(lambda: r.choices([1, 2], [1, float("inf")]))
err(lambda: r.choices([], k=0))
err(lambda: r.choices("ab", k=0))
err(lambda: r.gammavariate(0, 1))
err(lambda: r.gammavariate(1, -1))
err(lambda: r.seed([1, 2]))
err(lambda: r.seed({}))
err(lambda: r.setstate((9, (), None)))
err(lambda: r.getrandbits(-1))
err(lambda: r.expovariate(0))
err(lambda: r.triangular(1, 1, 1))
err(lambda: random.SystemRandom().getstate())
err(lambda: random.SystemRandom().seed(5))
# (SystemRandom's values are not printed or used: they differ run to run,
# and so would the work a program does with them.)
print(random.SystemRandom().seed(5))

# state round trips, independence and reproducibility
a = Random(2023)
b = Random(2023)
print([a.random() for _ in range(3)] == [b.random() for _ in range(3)])
s = a.getstate()
seq1 = [a.randint(0, 1000) for _ in range(8)]
a.setstate(s)
seq2 = [a.randint(0, 1000) for _ in range(8)]
print(seq1, seq1 == seq2)
v2 = (2, s[1], None)
a.setstate(v2)
print(a.randint(0, 1000) == seq1[0])
random.seed(5)
t1 = random.random()
state = random.getstate()
t2 = random.random()
random.setstate(state)
print(random.random() == t2, t1)

class MyRandom(Random):
    def random(self):
        return 0.5
mr = MyRandom(1)
print(mr.random(), mr.randrange(10), mr.choice("abcdef"), mr.uniform(0, 4), mr.randint(1, 100))
class Bits(Random):
    def getrandbits(self, k):
        return 1 if k else 0
bt = Bits()
bt.seed(3)
print(bt.randrange(8), bt.random() < 1)

# a little simulation: random walk and Monte Carlo
rng = Random("walk")
pos = 0
visits = {}
for _ in range(500):
    pos += rng.choice((-1, 1))
    visits[pos] = visits.get(pos, 0) + 1
print(pos, min(visits), max(visits), visits.get(0, 0))
mc = Random(b"pi")
inside = 0
for _ in range(2000):
    x, y = mc.random(), mc.random()
    if x * x + y * y <= 1.0:
        inside += 1
print(inside, 4 * inside / 2000)
cards = [r + s for s in "SHDC" for r in "A23456789TJQK"]
Random(7).shuffle(cards)
print(cards[:13])
print(sorted(Random(8).sample(cards, 5)), Random(9).choices(cards, k=3))
print(sorted(random.__all__))
