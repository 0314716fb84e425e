"""Generators resumed inside traces whose saved frames vary: values on the
stack under a `yield` (inside a tuple, a call's arguments, a list
display), many locals, a send that lands mid-expression, generators made
by the interpreter and inside the trace, a generator's frame reused after
it was closed by an exception, and generators left half-way and resumed
later from another loop."""


def mid_expression(n):
    total = 0
    for i in range(n):
        pair = (i, (yield i * 2), i + 1)
        total += pair[0] + pair[2] + (pair[1] or 0)
        lst = [i, max(i, (yield total) or 0), -i]
        total -= lst[1]
    return total


def many_locals(n):
    a = b = c = d = e = f = g = h = 0
    for i in range(n):
        a, b, c, d = b + 1, c + 2, d + 3, a + i
        e, f, g, h = f * 2 % 97, g + a, h - b, e + d
        yield a + b + c + d + e + f + g + h


def drain(gen):
    out = 0
    for v in gen:
        out = (out * 31 + v) % 1000003
    return out


def fed(n):
    g = mid_expression(n)
    got = [next(g)]
    k = 0
    try:
        while True:
            k += 1
            got.append(g.send(k if k % 3 else None))
    except StopIteration as stop:
        got.append(("done", stop.value))
    return len(got), got[:6], got[-2:]


def broken(n):
    for i in range(n):
        if i == 7:
            raise ValueError("seven")
        yield i


print(drain(mid_expression(400)))
print(drain(many_locals(3000)))
print(fed(300))
made = [many_locals(50) for _ in range(30)]
print(sum(drain(m) for m in made) % 1000003)
halves = [many_locals(40) for _ in range(20)]
firsts = []
for m in halves:
    for v in m:
        firsts.append(v)
        if len(firsts) % 20 == 0:
            break
print(len(firsts), firsts[-3:], sum(drain(m) for m in halves) % 1000003)
caught = 0
for rep in range(50):
    try:
        for v in broken(20):
            caught += v
    except ValueError as e:
        caught += len(str(e))
print(caught)
