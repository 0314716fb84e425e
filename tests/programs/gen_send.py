# send(): priming, values in and out, coroutine-style accumulators.
def accumulator():
    total = 0
    while True:
        value = yield total
        if value is None:
            print("  got None, total stays", total)
        else:
            total += value

acc = accumulator()
print(next(acc))
print(acc.send(5))
print(acc.send(10))
print(next(acc))
print(acc.send(-3))

# sending a non-None value to a just-started generator is an error
fresh = accumulator()
try:
    fresh.send(1)
except TypeError as e:
    print("TypeError:", e)
print(fresh.send(None))
print(fresh.send(7))

def averager():
    count = 0
    total = 0
    avg = None
    while True:
        x = yield avg
        count += 1
        total += x
        avg = total / count

a = averager()
next(a)
for v in (10, 30, 50, 70):
    print("avg", a.send(v))

# a generator that ends after receiving a value
def ask():
    name = yield "name?"
    age = yield "age?"
    return "%s is %d" % (name, age)

q = ask()
print(next(q))
print(q.send("Ana"))
try:
    q.send(33)
except StopIteration as e:
    print("result:", e.value)

# a state machine driven by send
def turnstile():
    state = "locked"
    while True:
        event = yield state
        if state == "locked" and event == "coin":
            state = "open"
        elif state == "open" and event == "push":
            state = "locked"

t = turnstile()
print(next(t), end="")
for ev in ["push", "coin", "coin", "push", "push", "coin"]:
    print(" -%s-> %s" % (ev, t.send(ev)), end="")
print()

# send returns the next yielded value; mixing with next()
def doubler():
    v = 1
    while True:
        got = yield v * 2
        v = got if got is not None else v + 1
d = doubler()
print(next(d), d.send(10), next(d), d.send(100), next(d))
