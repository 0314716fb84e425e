"""contextlib: @contextmanager (setup and teardown around the block,
exceptions thrown in and handled or not, a generator that does not yield
or yields twice, managers used as decorators), closing, suppress,
nullcontext and ExitStack (callbacks last first, an exit that suppresses,
one that raises while another exception is in flight, pop_all)."""

from contextlib import (contextmanager, closing, suppress, nullcontext,
                        ExitStack, ContextDecorator, AbstractContextManager)

log = []


@contextmanager
def tag(name):
    log.append("<" + name + ">")
    try:
        yield name.upper()
    except KeyError as e:
        log.append("handled " + repr(e))
    finally:
        log.append("</" + name + ">")


with tag("a") as t:
    log.append(t)
with tag("b"):
    raise KeyError("k")
try:
    with tag("c"):
        raise ValueError("v")
except ValueError as e:
    log.append("escaped " + str(e))
print(log)
log.clear()


@contextmanager
def no_yield():
    if False:
        yield


@contextmanager
def two_yields():
    yield 1
    yield 2


for cm in (no_yield, two_yields):
    try:
        with cm():
            pass
    except RuntimeError as e:
        print("RuntimeError", e)


@tag("deco")
def work(x):
    log.append(x * 2)
    return x + 1


print(work(5), work(6), log)
log.clear()


class Resource:
    def __init__(self, name):
        self.name = name

    def close(self):
        log.append("closed " + self.name)


with closing(Resource("r1")) as r:
    log.append("using " + r.name)
with suppress(ZeroDivisionError, KeyError):
    1 / 0
with suppress(KeyError):
    {}["x"]
try:
    with suppress(KeyError):
        [][1]
except IndexError:
    log.append("IndexError passed through")
with nullcontext(42) as n:
    log.append(n)
print(log)
log.clear()


class Named(AbstractContextManager):
    def __init__(self, name, swallow=False):
        self.name = name
        self.swallow = swallow

    def __exit__(self, typ, val, tb):
        log.append(("exit", self.name, typ.__name__ if typ else None))
        return self.swallow


with ExitStack() as stack:
    for i in range(3):
        stack.enter_context(Named("n%d" % i))
    stack.callback(log.append, "callback")
print(log)
log.clear()
with ExitStack() as stack:
    stack.enter_context(Named("outer", swallow=True))
    stack.enter_context(Named("inner"))
    raise ValueError("boom")
print(log)
log.clear()


def failing_exit(*details):
    log.append("failing exit sees " + (details[0].__name__ if details[0] else "None"))
    raise RuntimeError("from exit")


try:
    with ExitStack() as stack:
        stack.push(failing_exit)
        raise KeyError("first")
except RuntimeError as e:
    print("RuntimeError", e, "context", repr(e.__context__))
print(log)
log.clear()
with ExitStack() as stack:
    stack.callback(log.append, "later")
    moved = stack.pop_all()
log.append("after with")
moved.close()
print(log)


class Counted(ContextDecorator):
    calls = 0

    def __enter__(self):
        Counted.calls += 1
        return self

    def __exit__(self, *exc):
        return False


@Counted()
def f(a):
    return a * 3


print([f(i) for i in range(4)], Counted.calls)
total = 0
for i in range(3000):
    with tag("hot") as h:
        total += len(h) + i
    log.clear()
print(total)
