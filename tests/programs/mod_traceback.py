# traceback: printing and formatting the exception being handled, with
# its chain, as the interpreter prints an uncaught one; logging.exception.
import io
import logging
import sys
import traceback


def no_paths(text):
    return [l for l in text.splitlines() if not l.startswith("  File ")]


def inner(x):
    return 10 / x


def outer():
    return inner(0)


try:
    outer()
except ZeroDivisionError:
    traceback.print_exc()
    print(no_paths(traceback.format_exc()))
try:
    try:
        {}["k"]
    except KeyError as e:
        raise ValueError("wrapped") from e
except ValueError as e:
    buf = io.StringIO()
    traceback.print_exception(type(e), e, e.__traceback__, file=buf)
    print(no_paths(buf.getvalue()))
    print(traceback.format_exception_only(type(e), e))
    print(no_paths("".join(traceback.format_exception(e, chain=False))))
    print(no_paths("".join(traceback.format_exception(e, limit=0))))
print(repr(traceback.format_exc()))
try:
    raise RuntimeError("with a note")
except RuntimeError as e:
    e.add_note("the note")
    print(traceback.format_exception_only(e))
    te = traceback.TracebackException.from_exception(e)
    print(no_paths("".join(te.format())), str(te))
log = io.StringIO()
logging.basicConfig(format="%(levelname)s %(message)s", stream=log)
try:
    int("abc")
except ValueError:
    logging.exception("bad number")
print(no_paths(log.getvalue()))

try:
    raise ValueError("x")
except ValueError as e:
    err = e.with_traceback(None)
print("".join(traceback.format_exception(err)), end="")
