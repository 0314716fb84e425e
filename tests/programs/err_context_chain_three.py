# Three exceptions chained: an implicit context, then an explicit cause.
# CPython prints the oldest first with both separator lines.
def load(raw):
    try:
        return int(raw)
    except ValueError:
        return {}["fallback:" + raw]

def configure(raw):
    try:
        return load(raw)
    except KeyError as e:
        raise RuntimeError("configuration failed for %r" % raw) from e

print(configure("12"))
print(configure(" -7 "))
try:
    load("zz")
except KeyError as e:
    print("load failed:", e, "| context:", type(e.__context__).__name__)
try:
    configure("q")
except RuntimeError as e:
    print("configure failed:", e, "| cause:", repr(e.__cause__))
print(configure("0x"))
print("unreachable")
