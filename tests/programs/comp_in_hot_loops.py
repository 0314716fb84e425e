# Comprehensions and nested functions made inside hot loops: the function
# each one makes is new every iteration, of the same code, with closure
# cells from the frame that runs the loop.


def scaled_rows(rows, k):
    out = 0
    for r in rows:
        s = [x * k for x in r]
        out += sum(s)
    return out


def with_changing_cell(n):
    total = 0
    for i in range(n):
        total += sum([i * j for j in range(3)])
    return total


def nested(n):
    acc = 0
    for i in range(n):
        grid = [[i + a * b for b in range(3)] for a in range(2)]
        acc += grid[1][2] - grid[0][0]
    return acc


def dict_and_set(n):
    keys = 0
    for i in range(n):
        d = {j: j * i for j in range(4)}
        s = {j % 3 for j in range(i % 7)}
        keys += d[3] + len(s)
    return keys


def lambdas(n):
    t = 0
    for i in range(n):
        f = lambda y: y + i
        t += f(2)
    return t


def nested_def(n):
    t = 0
    for i in range(n):
        def add(y):
            return y * i
        t += add(3)
    return t


def nested_iterable(n):
    t = 0
    for i in range(n):
        t += sum([x + 1 for x in [y * i for y in range(4)]])
    return t


def inner(v):
    return [c + v for c in range(v % 5)]


def calls_a_maker(n):
    t = 0
    for i in range(n):
        t += len(inner(i)) + sum(inner(i + 1))
    return t


def raises_inside(n):
    t = 0
    for i in range(n):
        t += sum([100 // (j - i + 500) for j in range(3)])
    return t


def main():
    rows = [[i, i + 1, i + 2] for i in range(50)]
    for k in (1, 2, 3):
        print(scaled_rows(rows * 20, k))
    print(with_changing_cell(3000))
    print(nested(2000))
    print(dict_and_set(2000))
    print(lambdas(3000))
    print(nested_def(3000))
    print(nested_iterable(2000))
    print(calls_a_maker(2000))
    print(raises_inside(400))
    print(raises_inside(600))


main()
