# Docstrings become __doc__ of functions and classes; decorators see them.


def documented(x):
    """Return x doubled."""
    return 2 * x


def plain(x):
    return x


def keep_doc(f):
    def wrapper(*a):
        return f(*a)

    wrapper.__doc__ = f.__doc__
    return wrapper


@keep_doc
def wrapped():
    "Wrapped function."
    return 1


class Widget:
    """A widget."""

    def method(self):
        """Do the thing."""


print(documented.__doc__)
print(plain.__doc__)
print(wrapped.__doc__, wrapped())
print(Widget.__doc__, Widget.method.__doc__, Widget().method.__doc__)
print(documented(21))
