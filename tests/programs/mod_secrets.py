# secrets: sizes, alphabets and ranges (the values themselves are random).
import secrets
import string
from random import SystemRandom

print(secrets.DEFAULT_ENTROPY, sorted(secrets.__all__))
for n in (None, 0, 1, 5, 16):
    b = secrets.token_bytes(n)
    h = secrets.token_hex(n)
    u = secrets.token_urlsafe(n)
    print(n, type(b).__name__, len(b), len(h), all(c in string.hexdigits for c in h),
          len(u), all(c.isalnum() or c in "-_" for c in u))

ok = True
seen = set()
for i in range(2000):
    r = secrets.randbelow(10)
    ok = ok and 0 <= r < 10
    seen.add(r)
    k = secrets.randbits(12)
    ok = ok and 0 <= k < 4096
    c = secrets.choice("abc")
    ok = ok and c in "abc"
print(ok, sorted(seen))
print(secrets.randbits(0), secrets.randbelow(1))
big = secrets.randbelow(2 ** 200)
print(0 <= big < 2 ** 200)

sr = SystemRandom()
x = sr.random()
print(0.0 <= x < 1.0, len(sr.randbytes(9)), 0 <= sr.randrange(100) < 100, sr.seed(5))
xs = list(range(20))
sr.shuffle(xs)
print(sorted(xs) == list(range(20)))

print(secrets.compare_digest("abc", "abc"), secrets.compare_digest(b"ab", b"ac"))
for bad in (lambda: secrets.randbelow(0), lambda: secrets.randbelow(-3),
            lambda: secrets.randbits(-1), lambda: secrets.choice([]),
            lambda: secrets.token_bytes(-1), lambda: sr.getstate()):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
# getrandbits takes k by keyword too (CPython's SystemRandom method is a
# plain Python one).
print(sr.getrandbits(k=3) < 8)
