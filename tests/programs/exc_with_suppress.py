# with statements and exceptions: a suppressing context manager, selective
# suppression by type, truthy __exit__ results, __exit__ raising, nesting.
class suppress:
    def __init__(self, *types):
        self.types = types
        self.caught = []
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if et is not None and issubclass(et, self.types):
            self.caught.append(repr(ev))
            return True
        return False

s = suppress(KeyError, IndexError)
with s:
    {}["a"]
print("after first with")
with s:
    [][0]
    print("not reached")
with s:
    print("no exception here")
print(s.caught)

try:
    with suppress(KeyError):
        int("bad")
except ValueError as e:
    print("ValueError escaped:", e)

# an __exit__ that returns a truthy non-bool also suppresses
class Truthy:
    def __enter__(self):
        return None
    def __exit__(self, *a):
        return "yes"
with Truthy() as t:
    raise RuntimeError("hidden")
print("Truthy suppressed, as-target is", t)

# exception raised by __exit__ replaces the body's exception
class ExitRaises:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        raise ValueError("from __exit__ (body had %s)" % et.__name__)
try:
    with ExitRaises():
        raise KeyError("body")
except ValueError as e:
    print(e, "| context:", repr(e.__context__))

# nested with statements: inner suppresses, outer sees nothing
log = []
class Note:
    def __init__(self, tag, swallow=False):
        self.tag, self.swallow = tag, swallow
    def __enter__(self):
        log.append("enter " + self.tag)
    def __exit__(self, et, ev, tb):
        log.append("exit %s %s" % (self.tag, et.__name__ if et else "-"))
        return self.swallow
with Note("outer"):
    with Note("inner", swallow=True):
        raise IndexError("x")
    log.append("between")
print(log)

# a suppressed exception inside a loop body: loop keeps going
total = 0
for v in ["1", "a", "2", "b", "3"]:
    with suppress(ValueError):
        total += int(v)
print("total", total)
