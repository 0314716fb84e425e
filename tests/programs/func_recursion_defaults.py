# Recursion that threads state through default parameters.
def count_down(n, acc=None):
    if acc is None:
        acc = []
    if n == 0:
        return acc
    acc.append(n)
    return count_down(n - 1, acc)

print(count_down(5))
print(count_down(3))

def flatten(xs, out=None, level=0):
    if out is None:
        out = []
    for x in xs:
        if isinstance(x, (list, tuple)):
            flatten(x, out, level + 1)
        else:
            out.append((x, level))
    return out

print(flatten([1, (2, [3, 4]), [[[5]]]]))

def gcd(a, b=0, steps=0):
    if b == 0:
        return a, steps
    return gcd(b, a % b, steps + 1)

print(gcd(1071, 462), gcd(17, 5), gcd(9))

def binary(n, digits=""):
    if n < 2:
        return str(n) + digits
    return binary(n // 2, str(n % 2) + digits)

print([binary(n) for n in (0, 1, 2, 5, 10, 255)])

def perms(items, prefix=()):
    if not items:
        return [prefix]
    result = []
    for i in range(len(items)):
        result += perms(items[:i] + items[i + 1:], prefix + (items[i],))
    return result

print(perms("abc"))
print(len(perms([1, 2, 3, 4])))

def power_set(xs, i=0, cur=[]):
    if i == len(xs):
        return [list(cur)]
    without = power_set(xs, i + 1, cur)
    cur.append(xs[i])
    with_ = power_set(xs, i + 1, cur)
    cur.pop()
    return without + with_

print(power_set([1, 2, 3]))
print(power_set.__defaults__)

def hanoi(n, src="A", dst="C", via="B", moves=None):
    if moves is None:
        moves = []
    if n:
        hanoi(n - 1, src, via, dst, moves)
        moves.append(src + dst)
        hanoi(n - 1, via, dst, src, moves)
    return moves

print(hanoi(3), len(hanoi(6)))
