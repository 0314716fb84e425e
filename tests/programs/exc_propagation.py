# Exceptions propagating through several call frames, with cleanup and
# partial handling at each level.
trail = []

def level4(x):
    trail.append("enter4")
    if x == 0:
        raise ZeroDivisionError("x was zero")
    if x < 0:
        raise ValueError("negative: %d" % x)
    trail.append("exit4")
    return 100 // x

def level3(x):
    trail.append("enter3")
    try:
        return level4(x) + 1
    finally:
        trail.append("finally3")

def level2(x):
    trail.append("enter2")
    try:
        return level3(x) * 2
    except ValueError as e:
        trail.append("handled2")
        return "level2 recovered from " + str(e)

def level1(x):
    trail.append("enter1")
    result = level2(x)
    trail.append("exit1")
    return result

for x in [5, -1, 0]:
    trail.clear()
    try:
        print(x, "->", level1(x))
    except ZeroDivisionError as e:
        print(x, "-> escaped to top level:", e)
    print("   trail:", trail)

# recursion: exception from the deepest call unwinds every frame
def countdown(n, seen):
    seen.append(n)
    try:
        if n == 0:
            raise RuntimeError("bottom reached")
        countdown(n - 1, seen)
    finally:
        seen.append(-n)

seen = []
try:
    countdown(4, seen)
except RuntimeError as e:
    print(e, seen)

# an exception thrown through a generator frame
def gen_values(items):
    for it in items:
        yield 10 // it

def consume(items):
    total = 0
    for v in gen_values(items):
        total += v
    return total

print(consume([1, 2, 5]))
try:
    consume([1, 0, 5])
except ZeroDivisionError as e:
    print("generator raised:", e)
