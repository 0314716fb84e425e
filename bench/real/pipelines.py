# Generator and comprehension pipelines: chained generators (source,
# filter, window, running statistics), generator-based coroutines fed with
# send(), nested comprehensions, closures, and yield from.

N = 2600000


def numbers(n, seed):
    s = seed
    for _ in range(n):
        s = (s * 1103515245 + 12345) & 0x7FFFFFFF
        yield s % 10000


def only(pred, xs):
    for x in xs:
        if pred(x):
            yield x


def windows(xs, size):
    buf = []
    for x in xs:
        buf.append(x)
        if len(buf) == size:
            yield tuple(buf)
            buf.pop(0)


def running_mean():
    total = 0
    count = 0
    mean = None
    while True:
        x = yield mean
        total += x
        count += 1
        mean = total // count


def flatten(nested):
    for item in nested:
        if isinstance(item, list):
            yield from flatten(item)
        else:
            yield item


def make_scaler(factor):
    def scale(x):
        return x * factor
    return scale


def main():
    odd = lambda x: x % 2 == 1
    triple = make_scaler(3)
    pipe = (triple(a + b - c) for a, b, c in windows(only(odd, numbers(N, 9)), 3))
    acc = running_mean()
    next(acc)
    last = None
    count = 0
    biggest = 0
    for v in pipe:
        last = acc.send(v)
        count += 1
        if v > biggest:
            biggest = v
    print(f"windows={count} running mean={last} biggest={biggest}")
    squares = {k: k * k for k in range(200) if k % 3}
    table = [[i * j % 7 for j in range(40)] for i in range(40)]
    diag = [table[i][i] for i in range(40)]
    pairs = sum(1 for i in range(300) for j in range(i) if (i ^ j) % 5 == 0)
    print(f"squares={len(squares)} sum={sum(squares.values())} diag={sum(diag)} pairs={pairs}")
    nested = [1, [2, [3, [4, 5]], 6], [[7], 8], 9]
    flat = list(flatten(nested * 200))
    print("flattened:", len(flat), flat[:9])
    evens = sorted({x % 97 for x in numbers(20000, 4) if x % 2 == 0})
    words = [f"w{i % 13}" for i in range(5000)]
    firsts = {}
    for i, w in enumerate(words):
        firsts.setdefault(w, i)
    print(f"distinct evens mod 97={len(evens)} first words={list(firsts.items())[:3]}")
    total = sum(x for x in numbers(N, 5) if x % 3 == 0)
    gen_max = max(x * y % 1009 for x, y in zip(numbers(30000, 1), numbers(30000, 2)))
    print(f"total of multiples of 3: {total}, max product residue {gen_max}")
    print("checksum", (last * 31 + total + pairs + gen_max) % 1000000007)


main()
