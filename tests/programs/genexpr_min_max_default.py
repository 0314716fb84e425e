# min/max of a generator expression with default=: the default is evaluated
# after the generator is made and is the result when it yields nothing.
def trace(tag, v):
    print(tag, end=' ')
    return v
print(max((x for x in []), default=5))
print(min((x for x in [3, 1, 2]), default=5))
print(max((x for x in [3, 1, 2]), default=5))
print(max((x for x in trace('it', [])), default=trace('d', None)))
print(max((x for x in trace('it', [4])), default=trace('d', None)))
tot = 0
for i in range(3000):
    tot += max((j for j in range(i % 7)), default=-1) + min((j * 2 for j in range(i % 5) if j), default=0)
print(tot)
try:
    max((x for x in [1, 'a']), default=0)
except TypeError as e:
    print(e)
print(max((x for x in [2, 2.0]), default=0), min((x for x in [2.0, 2]), default=0))
