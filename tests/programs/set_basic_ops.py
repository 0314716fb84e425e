# Set literals, set(), add/remove/discard/pop/clear/copy, in, len.
s = {3, 1, 2}
print(s, len(s), type(s))
print(set(), len(set()), bool(set()), bool({0}))
print(set([5, 4, 4, 3, 5]), set((1, 2, 2)), set(range(5)), set('abca') == {'a', 'b', 'c'})
s.add(10)
s.add(1)
print(s)
s.remove(10)
print(s)
s.discard(2)
s.discard(999)
print(s)
print(1 in s, 2 in s, 2 not in s, 1.0 in s, True in s)
c = s.copy()
c.add(7)
print(s, c, s == c)
x = {8, 9}
print(x.pop() in (8, 9), len(x))
y = {5}
print(y.pop(), y)
d = {1, 2, 3}
print(d.pop(), d.pop(), d.pop(), d)
w = {1, 2}
alias = w
w.clear()
print(w, alias)
print(repr({1}), str({2, 3}), repr(set()))
print({(1, 2), (3, 4)} == {(3, 4), (1, 2)})
print(sorted({9, -1, 4}), sum({1, 2, 3}), min({4, 2, 8}), max({4, 2, 8}))
print(list({7, 8, 9}), tuple({7, 8, 9}))
acc = set()
for i in range(100):
    acc.add(i % 7)
print(acc, len(acc))
for i in range(100):
    acc.discard(i % 5)
print(acc)
print({1, 2} == {2, 1}, {1, 2} != {1, 3}, {1} == [1], set() == frozenset())
print(len({'a', 'b', 'a'}), {1, 2, 3} == set([3, 2, 1]))
