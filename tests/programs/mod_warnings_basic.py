import warnings
import sys

print(warnings.__all__)
print(warnings.defaultaction, warnings.onceregistry)
for f in warnings.filters:
    print(f)

def show(log):
    for m in log:
        print(type(m).__name__, repr(m.message), m.category.__name__,
              type(m.filename).__name__, type(m.lineno).__name__, m.line, m.file, m.source)
    del log[:]

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.warn("plain")
    warnings.warn("rt", RuntimeWarning)
    warnings.warn("kw", category=FutureWarning, stacklevel=1)
    warnings.warn(DeprecationWarning("inst"))
    warnings.warn(DeprecationWarning("inst", 2), UserWarning)
    warnings.warn(123)
    warnings.warn(None)
    warnings.warn(("a", "b"))
    warnings.warn("src", ResourceWarning, source=[1, 2])
    class MyW(UserWarning):
        pass
    warnings.warn("mine", MyW)
    warnings.warn(MyW("mine2"))
    warnings.warn("bytes", BytesWarning)
    for cat in (Warning, UserWarning, DeprecationWarning, PendingDeprecationWarning,
                SyntaxWarning, RuntimeWarning, FutureWarning, ImportWarning,
                UnicodeWarning, BytesWarning, ResourceWarning, EncodingWarning):
        warnings.warn("c-" + cat.__name__, cat)
    show(log)
    print(str(log) if log else "empty")

with warnings.catch_warnings(record=True) as log:
    warnings.resetwarnings()
    for i in range(3):
        warnings.warn("loop", UserWarning)
    print(len(log))
    warnings.simplefilter("ignore")
    warnings.warn("ignored")
    print(len(log))
    warnings.simplefilter("always", RuntimeWarning)
    warnings.warn("ignored2")
    warnings.warn("rt2", RuntimeWarning)
    show(log)
    warnings.simplefilter("error", UserWarning)
    try:
        warnings.warn("boom")
    except UserWarning as e:
        print("caught", type(e).__name__, e, e.args)
    try:
        warnings.warn(MyW("boom2"))
    except MyW as e:
        print("caught", type(e).__name__, e)
    try:
        warnings.warn(42)
    except UserWarning as e:
        print("caught", repr(e))
    warnings.warn("still rt", RuntimeWarning)
    show(log)
print(warnings.filters[:2])
print(len(warnings.filters))

# WarningMessage
m = warnings.WarningMessage("msg", UserWarning, "f.py", 10)
print(m)
print(m.message, m.category, m.filename, m.lineno, m.file, m.line, m.source)
m = warnings.WarningMessage(ValueError("x"), None, "f.py", "7", sys.stdout, "ln", 5)
print(m)
print(warnings.WarningMessage._WARNING_DETAILS)
