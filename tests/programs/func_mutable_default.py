# The classic mutable default: one list shared across calls, and the usual fix.
def append_to(item, bucket=[]):
    bucket.append(item)
    return bucket

a = append_to(1)
print(a)
b = append_to(2)
print(b)
print(a is b, a)
c = append_to(3, [])
print(c, append_to.__defaults__)
d = append_to(4)
print(d, len(d))

def append_safe(item, bucket=None):
    if bucket is None:
        bucket = []
    bucket.append(item)
    return bucket

print(append_safe(1), append_safe(2), append_safe(3, [0]))

# a dict default used as a memo cache
def fib(n, memo={}):
    if n in memo:
        return memo[n]
    if n < 2:
        result = n
    else:
        result = fib(n - 1) + fib(n - 2)
    memo[n] = result
    return result

print(fib(10), fib(30))
print(len(fib.__defaults__[0]))
print(sorted(fib.__defaults__[0].items())[:6])

# mutating the default through __defaults__
def show(x=[1, 2]):
    return x

show.__defaults__[0].append(3)
print(show())
show.__defaults__ = ([9],)
print(show())

# counting calls with a mutable default
def tally(word, seen={}):
    seen[word] = seen.get(word, 0) + 1
    return seen[word]

for w in "a b a c b a".split():
    print(w, tally(w))
print(sorted(tally.__defaults__[0].items()))
