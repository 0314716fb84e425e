# for/else: else runs only if the loop was not broken out of.
def is_prime(n):
    if n < 2:
        return False
    for d in range(2, n):
        if d * d > n:
            break
        if n % d == 0:
            return False
    else:
        print("  (loop for", n, "ran to completion)")
    return True

for n in [1, 2, 3, 4, 25, 29, 97]:
    print(n, is_prime(n))
for x in []:
    print("never")
else:
    print("empty for runs else")
for ch in "abc":
    if ch == "b":
        break
else:
    print("not printed")
print("broke at", ch)
for ch in "abc":
    if ch == "z":
        break
else:
    print("no z, last", ch)
primes = []
for n in range(2, 400):
    for p in primes:
        if n % p == 0:
            break
    else:
        primes.append(n)
print(len(primes), primes[-1])
