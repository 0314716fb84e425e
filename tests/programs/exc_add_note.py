# BaseException.add_note: notes collect in __notes__ and print under the
# message of an uncaught exception.
e = ValueError("bad value")
print(hasattr(e, "__notes__"))
e.add_note("first note")
e.add_note("second\nnote")
print(e.__notes__, str(e), repr(e))
try:
    e.add_note(42)
except TypeError as t:
    print(t)
e.__notes__ = "not a list"
try:
    e.add_note("x")
except TypeError as t:
    print(t)


class AppError(Exception):
    pass


def load(name):
    try:
        return {"a": 1}[name]
    except KeyError as k:
        k.add_note(f"while loading {name!r}")
        raise


try:
    load("b")
except KeyError as k:
    print("caught", k, k.__notes__)
err = AppError("failed")
err.add_note("hint: check the input")
raise err
