# raise X from Y, implicit chaining (__context__), from None, and the
# attributes that record chaining.
class ConfigError(Exception):
    pass

def parse_port(text):
    try:
        return int(text)
    except ValueError as e:
        raise ConfigError("bad port %r" % text) from e

print(parse_port("8080"))
try:
    parse_port("eighty")
except ConfigError as e:
    print("error:", e)
    print("cause:", type(e.__cause__).__name__, e.__cause__)
    print("context is cause:", e.__context__ is e.__cause__)
    print("suppress context:", e.__suppress_context__)

# implicit chaining: raising inside an except block sets __context__ only
try:
    try:
        {}["x"]
    except KeyError:
        raise RuntimeError("while handling")
except RuntimeError as e:
    print(e, "| cause:", e.__cause__, "| context:", repr(e.__context__))
    print("suppress context:", e.__suppress_context__)

# from None suppresses the context display but keeps __context__
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("clean message") from None
except ValueError as e:
    print(e, e.__cause__, type(e.__context__).__name__, e.__suppress_context__)

# chains can be walked
def level3():
    raise KeyError("deep")
def level2():
    try:
        level3()
    except KeyError as e:
        raise ValueError("middle") from e
def level1():
    try:
        level2()
    except ValueError as e:
        raise RuntimeError("top") from e
try:
    level1()
except RuntimeError as e:
    chain = []
    cur = e
    while cur is not None:
        chain.append("%s(%s)" % (type(cur).__name__, cur))
        cur = cur.__cause__
    print(" <- ".join(chain))

# fresh exceptions have no chaining
fresh = ValueError("fresh")
print(fresh.__cause__, fresh.__context__, fresh.__suppress_context__)

# raise ... from with a non-exception is a TypeError
try:
    raise ValueError("v") from 42
except TypeError as e:
    print("TypeError:", e)

# setting __cause__ manually
e = KeyError("a")
e.__cause__ = IndexError("b")
print(repr(e.__cause__), e.__suppress_context__)
