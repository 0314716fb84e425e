# Bare raise re-raising the active exception, raise e, re-raise after logging,
# and the exception that is active in nested handlers.
log = []

def risky(n):
    if n % 3 == 0:
        raise ValueError("multiple of three: %d" % n)
    return n

def logged(n):
    try:
        return risky(n)
    except ValueError as e:
        log.append(str(e))
        raise

for n in [1, 3, 4, 6]:
    try:
        print("ok", logged(n))
    except ValueError as e:
        print("re-raised:", e)
print(log)

# bare raise inside a nested handler re-raises the innermost one
try:
    try:
        raise ValueError("outer")
    except ValueError:
        try:
            raise TypeError("inner")
        except TypeError:
            pass
        raise        # back to the ValueError
except Exception as e:
    print("bare raise got:", type(e).__name__, e)

# bare raise with no active exception
try:
    raise
except RuntimeError as e:
    print("RuntimeError:", e)

# raise e inside the handler (same object, traceback grows)
def convert(v):
    try:
        return int(v)
    except ValueError as e:
        e.args = ("converted: " + e.args[0],)
        raise e
try:
    convert("x1")
except ValueError as e:
    print(e)

# conditional re-raise
def handle(exc):
    try:
        raise exc
    except (KeyError, IndexError) as e:
        if isinstance(e, KeyError):
            return "handled KeyError " + str(e)
        raise
for exc in [KeyError("k"), IndexError("i")]:
    try:
        print(handle(exc))
    except IndexError as e:
        print("propagated IndexError", e)

# re-raising keeps the original exception chain intact
try:
    try:
        try:
            1 / 0
        except ZeroDivisionError:
            raise ArithmeticError("wrapped")
    except ArithmeticError:
        raise
except ArithmeticError as e:
    print(e, "| context:", type(e.__context__).__name__)
