# Sorting instances ordered by the program's __lt__ (a guest loop in
# Trellis): stable, the same order as CPython's for consistent orderings.
import random
from dataclasses import dataclass, field


@dataclass(order=True)
class Job:
    priority: int
    name: str = field(compare=False)


class Card:
    def __init__(self, rank, tag):
        self.rank = rank
        self.tag = tag

    def __lt__(self, other):
        return self.rank < other.rank

    def __repr__(self):
        return f"{self.rank}{self.tag}"


random.seed(7)
for n in (0, 1, 2, 5, 16, 17, 33, 100, 1000):
    jobs = [Job(random.randrange(10), f"j{i}") for i in range(n)]
    s = sorted(jobs)
    print(n, [j.name for j in s][:12], all(s[i].priority <= s[i + 1].priority for i in range(len(s) - 1)))
    cards = [Card(random.randrange(5), chr(97 + i % 26)) for i in range(n)]
    cards.sort()
    print(cards[:15])
    print(sorted(cards, reverse=True)[:10], sorted(cards, key=lambda c: -c.rank)[:10])


class Bad:
    def __lt__(self, other):
        raise ValueError("no order")


items = [Bad(), Bad(), Bad()]
try:
    items.sort()
except ValueError as e:
    print("ValueError", e, len(items))
mixed = [Card(1, "x"), 3]
try:
    sorted(mixed)
except TypeError as e:
    print("TypeError", e)
