# Builtin errors raised by ordinary operations: type name, args, str and repr.
def show(label, fn):
    try:
        value = fn()
    except Exception as e:
        print("%-14s %s | args=%r | str=%s | repr=%r" % (label, type(e).__name__, e.args, e, e))
    else:
        print("%-14s no error, got %r" % (label, value))

show("int div", lambda: 10 // 0)
show("float div", lambda: 1.5 / 0)
show("int mod", lambda: 7 % 0)
show("dict key", lambda: {"a": 1}["b"])
show("dict int key", lambda: {}[42])
show("dict tuple key", lambda: {}[(1, 2)])
show("list index", lambda: [1, 2, 3][10])
show("tuple index", lambda: (1,)[-5])
show("str index", lambda: "abc"[3])
show("int('x')", lambda: int("x"))
show("int('')", lambda: int(""))
show("int base", lambda: int("12", 2))
show("float('?')", lambda: float("?"))
show("str + int", lambda: "a" + 1)
show("int + str", lambda: 1 + "a")
show("len(int)", lambda: len(5))
five = 5
nothing = None
show("call int", lambda: five())
show("subscript", lambda: nothing[0])
show("attr", lambda: (1).nope)
show("str attr", lambda: "s".nope)
show("None attr", lambda: None.x)
show("list.remove", lambda: [1, 2].remove(3))
show("list.index", lambda: [1, 2].index(9))
show("str.index", lambda: "hello".index("z"))
show("pop empty", lambda: [].pop())
show("dict pop", lambda: {}.pop("k"))
show("unpack", lambda: [a for a, b in [(1, 2, 3)]])
show("unhashable", lambda: {[1]: 2})
show("neg shift", lambda: 1 << -1)
show("chr range", lambda: chr(-1))
show("ok", lambda: int(" 42 "))

# the KeyError str() quotes the key, but args hold the raw key
try:
    {}["quote"]
except KeyError as e:
    print(str(e), e.args[0], e.args[0] == "quote")

# NameError and UnboundLocalError
try:
    undefined_name
except NameError as e:
    print(type(e).__name__, e)

def uses_before_assign():
    total = total + 1
    return total
try:
    uses_before_assign()
except UnboundLocalError as e:
    print(type(e).__name__, e, isinstance(e, NameError))

# exceptions constructed directly
for exc in [ValueError(), ValueError("x"), ValueError("x", 2), KeyError("k"), OSError("disk"), OSError(5, "I/O failure")]:
    print(repr(exc), "|", str(exc), "|", exc.args)
