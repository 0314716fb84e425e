# Nested try statements: inner handlers first, unhandled exceptions moving
# outward through finally blocks, and exceptions raised inside handlers.
def inner_handles():
    try:
        try:
            raise KeyError("k")
        except KeyError:
            print("  inner handled KeyError")
        print("  continuing in outer try")
    except KeyError:
        print("  outer never sees it")
    return "done"
print(inner_handles())

def outer_handles():
    try:
        try:
            raise ValueError("v")
        except KeyError:
            print("  inner: wrong type")
        finally:
            print("  inner finally")
        print("  not reached")
    except ValueError as e:
        print("  outer handled", e)
outer_handles()

def handler_raises():
    try:
        try:
            1 / 0
        except ZeroDivisionError as e:
            print("  inner caught", e)
            raise TypeError("raised in handler")
    except TypeError as e:
        print("  outer caught", e, "| context:", type(e.__context__).__name__)
handler_raises()

def three_levels(kind):
    trail = []
    try:
        trail.append("L1")
        try:
            trail.append("L2")
            try:
                trail.append("L3")
                if kind == "key":
                    raise KeyError(kind)
                if kind == "value":
                    raise ValueError(kind)
                if kind == "type":
                    raise TypeError(kind)
            except KeyError:
                trail.append("L3 caught")
            finally:
                trail.append("L3 finally")
        except ValueError:
            trail.append("L2 caught")
        finally:
            trail.append("L2 finally")
    except Exception as e:
        trail.append("L1 caught " + type(e).__name__)
    finally:
        trail.append("L1 finally")
    return trail

for kind in ["none", "key", "value", "type"]:
    print(kind, three_levels(kind))

# the outer handler sees the exception from the inner handler, not the original
try:
    try:
        raise ValueError("first")
    except ValueError:
        raise KeyError("second")
except KeyError as e:
    print("outer got", repr(e), "context", repr(e.__context__))
except ValueError:
    print("never")
