# Sieve of Eratosthenes on a list of bools.
def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0] = False
    is_p[1] = False
    i = 2
    while i * i <= n:
        if is_p[i]:
            for j in range(i * i, n + 1, i):
                is_p[j] = False
        i += 1
    return is_p

flags = sieve(5000)
count = 0
last = 0
for i in range(len(flags)):
    if flags[i]:
        count += 1
        last = i
print(count, last)
small = []
for i in range(60):
    if flags[i]:
        small.append(i)
print(small)
