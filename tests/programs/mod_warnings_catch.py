import warnings
import sys

print(warnings.catch_warnings(), warnings.catch_warnings(record=True))
print(warnings.catch_warnings(module=sys), warnings.catch_warnings(record=True, module=warnings))
orig_filters = warnings.filters
orig_show = warnings.showwarning
with warnings.catch_warnings() as r:
    print("entered", r)
    print(warnings.filters is orig_filters, warnings.filters == orig_filters)
    warnings.simplefilter("error")
    try:
        warnings.warn("x")
    except UserWarning as e:
        print("raised", e)
    def sw(*a):
        print("SW", a[0])
    warnings.showwarning = sw
    warnings.simplefilter("always")
    warnings.warn_explicit("y", UserWarning, "f.py", 1)
print(warnings.filters is orig_filters, warnings.showwarning is orig_show, len(warnings.filters))

with warnings.catch_warnings(record=True) as outer:
    warnings.simplefilter("always")
    warnings.warn("o1")
    with warnings.catch_warnings(record=True) as inner:
        warnings.warn("i1")
        warnings.simplefilter("ignore")
        warnings.warn("i2")
    warnings.warn("o2")
    with warnings.catch_warnings():
        warnings.warn("o3 passes to outer log")
print([str(m.message) for m in outer], [str(m.message) for m in inner])

# action argument (3.11)
with warnings.catch_warnings(action="error"):
    try:
        warnings.warn("act")
    except UserWarning as e:
        print("act raised", e)
    print(warnings.filters[0])
with warnings.catch_warnings(action="ignore", category=RuntimeWarning, record=True) as log:
    warnings.warn("rt", RuntimeWarning)
    warnings.simplefilter("always", UserWarning)
    warnings.warn("u", UserWarning)
    print(warnings.filters[1])
print([str(m.message) for m in log])
with warnings.catch_warnings(action="always", lineno=5, append=True):
    print(warnings.filters[-1], len(warnings.filters))
try:
    with warnings.catch_warnings(action="bogus"):
        pass
except AssertionError as e:
    print("AssertionError", e)
print(len(warnings.filters))

# exceptions pass through and state is restored
try:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        raise KeyError("k")
except KeyError as e:
    print("KeyError", e)
print(warnings.filters[0])

# record with warnings turned into errors inside
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("error", RuntimeWarning)
    warnings.simplefilter("always", UserWarning)
    warnings.warn("kept")
    try:
        warnings.warn("err", RuntimeWarning)
    except RuntimeWarning as e:
        print("err raised", e)
print(len(log), log[0].message)

# the registry is cleared when leaving, so a default warning shows again
def note(*a):
    print("shown", a[0])
warnings.showwarning = note
REG = {}
for i in range(2):
    warnings.warn_explicit("again", UserWarning, "a.py", 1, registry=REG)
with warnings.catch_warnings():
    pass
warnings.warn_explicit("again", UserWarning, "a.py", 1, registry=REG)
warnings.showwarning = orig_show

# catch_warnings on another module object
class Fake:
    pass
fake = Fake()
fake.filters = [1, 2]
fake.showwarning = "sw"
fake._showwarnmsg_impl = "impl"
fake._showwarning_orig = "orig"
fake._filters_mutated = lambda: print("mutated")
fake.simplefilter = lambda *a: print("simplefilter", a)
cw = warnings.catch_warnings(record=True, module=fake, action="once")
print(repr(cw).startswith("catch_warnings(record=True, module="))
log = cw.__enter__()
print(log, fake.filters, fake.showwarning, fake._showwarnmsg_impl == log.append)
cw.__exit__(None, None, None)
print(fake.filters, fake.showwarning, fake._showwarnmsg_impl)
class Sub(warnings.catch_warnings):
    pass
print(Sub(record=True))
