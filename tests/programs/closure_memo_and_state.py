# Closures used as memoizers, generators of ids, and simple event systems.
def memoize(fn):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    wrapper.cache = cache
    return wrapper

calls = 0
@memoize
def slow_square(n):
    global calls
    calls += 1
    return n * n

print([slow_square(n) for n in (3, 4, 3, 3, 5, 4)])
print("calls", calls, sorted(slow_square.cache.items()))

@memoize
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(60), len(fib.cache))

def id_maker(prefix):
    n = 0
    def next_id():
        nonlocal n
        n += 1
        return "%s-%03d" % (prefix, n)
    return next_id

user_id = id_maker("user")
order_id = id_maker("ord")
print(user_id(), user_id(), order_id(), user_id(), order_id())

def event_bus():
    handlers = {}
    def on(name, fn):
        handlers.setdefault(name, []).append(fn)
    def emit(name, *args):
        return [fn(*args) for fn in handlers.get(name, [])]
    return on, emit

on, emit = event_bus()
on("greet", lambda who: "hi " + who)
on("greet", lambda who: "hey " + who.upper())
on("sum", lambda *xs: sum(xs))
print(emit("greet", "bob"))
print(emit("sum", 1, 2, 3))
print(emit("missing"))

# a toggle
def toggler(*states):
    idx = -1
    def nxt():
        nonlocal idx
        idx = (idx + 1) % len(states)
        return states[idx]
    return nxt
light = toggler("red", "green", "yellow")
print([light() for _ in range(7)])

# once: a function that runs only the first time
def once(fn):
    done = False
    result = None
    def wrapper(*a):
        nonlocal done, result
        if not done:
            done = True
            result = fn(*a)
        return result
    return wrapper
init = once(lambda x: print("initializing with", x) or x * 2)
print(init(5), init(6), init(7))
