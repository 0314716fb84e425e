# Factorials and Fibonacci numbers with hundreds of digits.
def fact(n):
    r = 1
    i = 2
    while i <= n:
        r *= i
        i += 1
    return r

def fib(n):
    a = 0
    b = 1
    for i in range(n):
        a, b = b, a + b
    return a

def digit_sum(n):
    s = 0
    while n > 0:
        s += n % 10
        n //= 10
    return s

f100 = fact(100)
print(f100)
print(len(str(fact(300))), digit_sum(fact(300)), str(fact(300))[:40])
print(fact(25) // fact(23), fact(200) // fact(198), fact(50) % 1000000007)
print(fib(100), fib(300))
print(len(str(fib(1000))), str(fib(1000))[:30], fib(1000) % 10**20)
print(fib(500) * fib(502) - fib(501) ** 2)
def trailing_zeros(n):
    c = 0
    while n % 10 == 0:
        n //= 10
        c += 1
    return c
print(trailing_zeros(fact(250)), digit_sum(2**1000), -fact(30), fact(40) - fib(190))
def binom(n, k):
    return fact(n) // (fact(k) * fact(n - k))
print(binom(100, 50), binom(200, 3), binom(60, 30) % 997)
