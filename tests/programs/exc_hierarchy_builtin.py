# The builtin exception hierarchy: catching a base catches its subclasses.
def raise_(exc):
    raise exc

def catch_with(base, fn):
    try:
        fn()
    except base as e:
        return "%s caught %s" % (base.__name__, type(e).__name__)
    except BaseException as e:
        return "%s did NOT catch %s" % (base.__name__, type(e).__name__)
    return "no exception"

cases = [
    (LookupError, lambda: {}["k"]),
    (LookupError, lambda: [][0]),
    (LookupError, lambda: "".index("x")),
    (ArithmeticError, lambda: 1 // 0),
    (ArithmeticError, lambda: 2.0 ** 10000),
    (ArithmeticError, lambda: int("z")),
    (Exception, lambda: None.attr),
    (ValueError, lambda: int("z")),
    (NameError, lambda: missing_name),
    (OSError, lambda: raise_(FileNotFoundError("f"))),
    (KeyError, lambda: [][0]),
    (RuntimeError, lambda: raise_(RecursionError("r"))),
    (RuntimeError, lambda: raise_(NotImplementedError())),
]
for base, fn in cases:
    print(catch_with(base, fn))

pairs = [
    (KeyError, LookupError), (IndexError, LookupError), (ZeroDivisionError, ArithmeticError),
    (OverflowError, ArithmeticError), (UnboundLocalError, NameError),
    (FileNotFoundError, OSError), (TimeoutError, OSError), (RecursionError, RuntimeError),
    (NotImplementedError, RuntimeError), (StopIteration, Exception),
    (KeyboardInterrupt, Exception), (SystemExit, Exception), (GeneratorExit, Exception),
    (KeyboardInterrupt, BaseException), (Exception, BaseException), (TypeError, ValueError),
    (UnicodeDecodeError, ValueError), (ModuleNotFoundError, ImportError), (AssertionError, Exception),
]
for sub, base in pairs:
    print("%s -> %s: %s" % (sub.__name__, base.__name__, issubclass(sub, base)))

print([c.__name__ for c in ZeroDivisionError.__mro__])
print([c.__name__ for c in KeyError.__mro__])
print([c.__name__ for c in UnboundLocalError.__mro__])
print([c.__name__ for c in FileNotFoundError.__mro__])
print(IOError is OSError, EnvironmentError is OSError)

# handler order matters: a base clause first shadows a specific clause
def order_test():
    try:
        [1][5]
    except LookupError:
        return "LookupError first"
    except IndexError:
        return "IndexError never reached"
print(order_test())

# catching Exception does not catch BaseException-only classes
def raises(e):
    raise e
for exc in [KeyboardInterrupt(), SystemExit(3), ValueError("v")]:
    try:
        try:
            raises(exc)
        except Exception:
            print("Exception caught", type(exc).__name__)
    except BaseException as e:
        print("only BaseException caught", type(e).__name__, e.args)

# isinstance on caught instances
try:
    {}["x"]
except Exception as e:
    print(isinstance(e, KeyError), isinstance(e, LookupError), isinstance(e, IndexError))
