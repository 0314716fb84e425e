# try/except by class, by tuple, with `as`, else and finally; which clause runs.
def attempt(action):
    print("attempt", action)
    try:
        if action == "zero":
            result = 1 / 0
        elif action == "key":
            result = {}["missing"]
        elif action == "index":
            result = [][3]
        elif action == "value":
            result = int("abc")
        elif action == "type":
            result = "a" + 1
        else:
            result = "ok:" + action
    except ZeroDivisionError:
        print("  zero division handler")
        result = "zero"
    except (KeyError, IndexError) as e:
        print("  lookup handler", type(e).__name__, e)
        result = "lookup"
    except ValueError as e:
        print("  value handler:", e)
        result = "value"
    except Exception as e:
        print("  generic handler", type(e).__name__)
        result = "generic"
    else:
        print("  else clause: no exception")
    finally:
        print("  finally clause")
    return result

for act in ["fine", "zero", "key", "index", "value", "type"]:
    print("->", attempt(act))

# first matching clause wins, even if a later one is more specific
try:
    raise KeyError("k")
except LookupError:
    print("LookupError clause caught KeyError")
except KeyError:
    print("never")

# `as` name is unbound after the except block
try:
    raise ValueError("temp")
except ValueError as err:
    print("inside:", err)
try:
    print(err)
except NameError as e:
    print("NameError:", e)

# raising a class instead of an instance
try:
    raise IndexError
except IndexError as e:
    print("class raised:", repr(e), e.args)

# else runs only without exception; an exception in else is not caught by the try
try:
    try:
        x = 1
    except ValueError:
        print("no")
    else:
        print("else runs, then raises")
        raise ValueError("from else")
except ValueError as e:
    print("outer caught", e)

# except with no class catches everything
try:
    [].pop()
except:
    print("bare except caught something")
