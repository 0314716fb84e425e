# Digit manipulation with // and %.
def digit_sum(n):
    s = 0
    while n > 0:
        s += n % 10
        n //= 10
    return s

def reverse_int(n):
    r = 0
    while n > 0:
        r = r * 10 + n % 10
        n = n // 10
    return r

def to_binary(n):
    if n == 0:
        return "0"
    out = ""
    while n > 0:
        out = str(n % 2) + out
        n = n // 2
    return out

print(digit_sum(9223372036854775807), reverse_int(123456789), to_binary(37), to_binary(0))
total = 0
for i in range(2000):
    total += digit_sum(i)
print(total)
armstrong = []
for n in range(1, 1000):
    d = len(str(n))
    s = 0
    m = n
    while m > 0:
        s += (m % 10) ** d
        m //= 10
    if s == n:
        armstrong.append(n)
print(armstrong)
