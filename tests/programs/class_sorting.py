# Sorting instances: key= functions, __lt__ only, reverse, stability,
# min/max with key, and errors when instances cannot be ordered.
class Employee:
    def __init__(self, name, dept, salary):
        self.name, self.dept, self.salary = name, dept, salary
    def __repr__(self):
        return "%s/%s/%d" % (self.name, self.dept, self.salary)

staff = [
    Employee("zoe", "eng", 120),
    Employee("adam", "ops", 90),
    Employee("mia", "eng", 100),
    Employee("bob", "hr", 90),
    Employee("eve", "ops", 110),
]
print(sorted(staff, key=lambda e: e.name))
print(sorted(staff, key=lambda e: e.salary))           # stable for ties
print(sorted(staff, key=lambda e: e.salary, reverse=True))
print(sorted(staff, key=lambda e: (e.dept, -e.salary)))
print(max(staff, key=lambda e: e.salary), min(staff, key=lambda e: (e.salary, e.name)))

# multi-pass sort relies on stability
by = sorted(staff, key=lambda e: e.name)
by = sorted(by, key=lambda e: e.dept)
print(by)

# list.sort in place with a key
staff.sort(key=lambda e: len(e.name))
print(staff)

# ordering via __lt__ alone is enough for sorted/min/max
class Card:
    order = "23456789TJQKA"
    def __init__(self, text):
        self.rank, self.suit = text[0], text[1]
    def __lt__(self, other):
        return Card.order.index(self.rank) < Card.order.index(other.rank)
    def __repr__(self):
        return self.rank + self.suit

hand = [Card(t) for t in ["KH", "2S", "TD", "AC", "5H", "TS"]]
print(sorted(hand))
print(sorted(hand, reverse=True))   # equal ranks keep their original order
print(max(hand), min(hand))
hand.sort()
print(hand)

# no ordering defined
class Opaque:
    pass
try:
    sorted([Opaque(), Opaque()])
except TypeError as e:
    print("TypeError:", e)

# key function raising mid-sort propagates
def bad_key(e):
    if e.name == "mia":
        raise ValueError("no key for mia")
    return e.name
try:
    sorted(staff, key=bad_key)
except ValueError as e:
    print("ValueError:", e)

# sorting by a method reference
class Word:
    def __init__(self, w):
        self.w = w
    def vowels(self):
        return sum(c in "aeiou" for c in self.w)
    def __repr__(self):
        return self.w
words = [Word(w) for w in ["strength", "audio", "queue", "rhythm", "banana"]]
print(sorted(words, key=Word.vowels))
