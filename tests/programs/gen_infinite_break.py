# Infinite generators, consumed with break, a counter, or zip against a finite one.
def naturals(start=0):
    n = start
    while True:
        yield n
        n += 1

for n in naturals():
    if n * n > 50:
        print("first square over 50 from", n)
        break

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

out = []
for f in fib():
    if f > 1000:
        break
    out.append(f)
print(out)

def take(n, gen):
    result = []
    for item in gen:
        if len(result) == n:
            break
        result.append(item)
    return result

print(take(5, naturals(10)))
print(take(8, fib()))

def cycle(items):
    while True:
        for item in items:
            yield item

print(list(zip(range(7), cycle("abc"))))

def primes():
    found = []
    for n in naturals(2):
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n

print(take(15, primes()))

# a generator that is abandoned partway still works independently
g = naturals()
print(next(g), next(g))
for v in g:
    if v >= 5:
        break
print("resumed at", next(g))

def collatz(n):
    while True:
        yield n
        if n == 1:
            return
        n = n // 2 if n % 2 == 0 else 3 * n + 1
print(list(collatz(27))[:10], len(list(collatz(27))))

def repeat_value(v):
    while True:
        yield v
print([x for x, _ in zip(repeat_value("z"), range(4))])
