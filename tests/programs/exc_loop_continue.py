# Exceptions inside loops: skip bad items and continue, retry with a counter,
# collect errors, and break out from a handler.
raw = ["10", "x", "30", "", "5.5", "-2", "7"]
parsed = []
errors = []
for item in raw:
    try:
        value = int(item)
    except ValueError as e:
        errors.append((item, str(e)))
        continue
    parsed.append(value)
print(parsed)
for item, msg in errors:
    print("bad %r: %s" % (item, msg))

# division table skipping zeros
for d in [2, 0, -3, 0, 4]:
    try:
        print("100 / %d = %d" % (d, 100 // d))
    except ZeroDivisionError:
        print("skip zero")
        continue
    finally:
        print("  checked", d)

# retry with a budget
attempts_log = []
def flaky(attempt):
    attempts_log.append(attempt)
    if attempt < 3:
        raise ConnectionError("attempt %d failed" % attempt)
    return "success on attempt %d" % attempt

result = None
for attempt in range(1, 6):
    try:
        result = flaky(attempt)
        break
    except ConnectionError as e:
        print("retrying after:", e)
print(result, attempts_log)

# retries exhausted: else clause of the for loop
for attempt in range(2):
    try:
        flaky(0)
        break
    except ConnectionError:
        pass
else:
    print("gave up after", attempt + 1, "attempts")

# exception in nested loop, handled at the outer loop level
grid = [[1, 2], [3, 0], [5, 6]]
for r, row in enumerate(grid):
    try:
        for c, v in enumerate(row):
            print("row %d col %d: %d" % (r, c, 60 // v))
    except ZeroDivisionError:
        print("row %d abandoned at col %d" % (r, c))

# counting exception types in a loop
ops = [lambda: 1 / 0, lambda: [][1], lambda: {}[0], lambda: int("q"), lambda: 1 / 0, lambda: "ok"]
counts = {}
for op in ops:
    try:
        op()
        name = "no error"
    except Exception as e:
        name = type(e).__name__
    counts[name] = counts.get(name, 0) + 1
print(counts)
