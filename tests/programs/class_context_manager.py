# __enter__/__exit__ with the with statement: ordering, as-targets,
# exception details passed to __exit__, nesting, and suppression.
class Resource:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        print("  enter", self.name)
        return self.name.upper()
    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            print("  exit", self.name, "cleanly")
        else:
            print("  exit", self.name, "with", exc_type.__name__, exc)
        return self.suppress

with Resource("a") as r:
    print("  body got", r)
print("after a")

try:
    with Resource("b") as r:
        print("  body got", r)
        raise ValueError("boom")
        print("  not reached")
except ValueError as e:
    print("caught outside:", e)

with Resource("c", suppress=True):
    print("  about to fail")
    1 / 0
print("after c: exception suppressed")

# multiple managers in one with: entered left to right, exited in reverse
with Resource("outer") as o, Resource("inner") as i:
    print("  using", o, i)

try:
    with Resource("x"), Resource("y", suppress=True), Resource("z"):
        raise KeyError("k")
    print("  y suppressed, execution continues after with")
except KeyError:
    print("not reached")

# return and break inside a with still run __exit__
def early():
    with Resource("ret"):
        return "returned value"
print(early())
for n in range(3):
    with Resource("loop%d" % n):
        if n == 1:
            break
print("loop ended at", n)

# an exception in __enter__ means __exit__ is not called
class BadEnter:
    def __enter__(self):
        raise OSError("cannot open")
    def __exit__(self, *a):
        print("  never")
try:
    with BadEnter():
        print("  never")
except OSError as e:
    print("OSError:", e)

# the exception instance is available to __exit__ as its second argument
class Capture:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        self.caught = (et.__name__, ev.args) if et else None
        return True
with Capture() as cap:
    int("nope")
print(cap.caught)
