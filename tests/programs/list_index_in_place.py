# List reads and writes in hot loops: negative indexes, indexes out of
# range caught, values of every kind stored, a list that grows and shrinks
# while a loop indexes it, a name that stops being a list.


def negatives(n):
    xs = list(range(10))
    t = 0
    for i in range(n):
        t += xs[-1 - i % 10] * xs[i % 10]
        xs[-(i % 10) - 1] = xs[i % 10] + 1
    return t, xs


def out_of_range(n):
    xs = [1, 2, 3]
    caught = 0
    for i in range(n):
        try:
            xs[i % 5] = xs[-(i % 5)] + 1
        except IndexError as e:
            caught += 1
            msg = str(e)
    return caught, msg, xs


def kinds(n):
    xs = [0] * 6
    for i in range(n):
        xs[0] = i
        xs[1] = i * 0.5
        xs[2] = i > 3
        xs[3] = None
        xs[4] = "s"
        xs[5] = xs
    return xs[:5], xs[5] is xs


def growing(n):
    xs = []
    t = 0
    for i in range(n):
        xs.append(i)
        if i % 7 == 3:
            xs.pop(0)
        t += xs[len(xs) // 2] + xs[-1]
    return t, len(xs)


def not_a_list(n):
    seqs = [[1, 2, 3]] * 50 + [(4, 5, 6)] * 3 + [[7, 8, 9]] * 50
    t = 0
    for s in seqs:
        t += s[1] + s[-1]
    return t


def iterables(n):
    # One inner loop over lists mostly, and now and then something else.
    seqs = [[1, 2, 3], [4], [], (5, 6), [7, 8], "ab", {9: 0}, range(3), [10] * 4]
    t = 0
    for i in range(n):
        for x in seqs[i % len(seqs)]:
            t += x if isinstance(x, int) else len(x)
    return t


def grid(n):
    g = [[0] * n for _ in range(n)]
    for i in range(n):
        for j in range(n):
            g[i][j] = g[i - 1][j] + g[i][j - 1] + 1 if i and j else 1
    return g[n - 1][n - 1] % 1000003


print(negatives(100))
print(out_of_range(40))
print(kinds(50))
print(growing(500))
print(not_a_list(0))
print(iterables(200))
print(grid(40))
