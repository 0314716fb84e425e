# assert statements: passing, failing with and without a message, message
# evaluation only on failure, and AssertionError attributes.
def check_positive(n):
    assert n > 0, "expected positive, got %d" % n
    return n * 2

print(check_positive(5))
try:
    check_positive(-3)
except AssertionError as e:
    print("AssertionError:", e, "| args:", e.args)

try:
    assert 1 == 2
except AssertionError as e:
    print("no message:", repr(e), "| str: %r" % str(e), "| args:", e.args)

# the message expression is evaluated only when the assertion fails
calls = []
def message():
    calls.append("called")
    return "lazy message"
assert True, message()
print("calls after passing assert:", calls)
try:
    assert False, message()
except AssertionError as e:
    print(e, calls)

# non-string messages become args as-is
for msg in [42, ("tuple", 1), ["list"], None]:
    try:
        assert False, msg
    except AssertionError as e:
        print("args:", e.args, "| str:", str(e))

# truthiness rules apply
for value in [0, "", [], None, 1, "x", [0]]:
    try:
        assert value
        print(repr(value), "passes")
    except AssertionError:
        print(repr(value), "fails")

# assert in a loop of checks, collecting failures
def validate(record):
    problems = []
    checks = [
        (lambda r: "name" in r, "missing name"),
        (lambda r: r.get("age", 0) >= 0, "negative age"),
        (lambda r: len(r.get("name", "")) < 10, "name too long"),
    ]
    for test, text in checks:
        try:
            assert test(record), text
        except AssertionError as e:
            problems.append(str(e))
    return problems
print(validate({"name": "ann", "age": 3}))
print(validate({"age": -1}))
print(validate({"name": "abcdefghijkl", "age": -2}))

# a non-empty tuple is always truthy, so asserting one passes
pair = (False, "this is a tuple")
assert pair
print("tuple assert passed")

# AssertionError is an Exception subclass
print(issubclass(AssertionError, Exception), AssertionError.__mro__[1].__name__)
